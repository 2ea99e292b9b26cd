/*
 * passes.c: the shared passes of the catalogue (specs/passes.lua).
 */
#include "backend/internal.h"
#include "registry.h"

bool tl_pass_bind_target(struct tl_compilation *c, tl_error *err) { return TL_NOT_IMPLEMENTED(err, "pass bind_target"); }
bool tl_pass_simplify(struct tl_compilation *c, tl_error *err) { return TL_NOT_IMPLEMENTED(err, "pass simplify"); }
bool tl_pass_legalize_safe_memory_access(struct tl_compilation *c, tl_error *err) { return TL_NOT_IMPLEMENTED(err, "pass legalize_safe_memory_access"); }
bool tl_pass_layout_inference(struct tl_compilation *c, tl_error *err) { return TL_NOT_IMPLEMENTED(err, "pass layout_inference"); }
bool tl_pass_lower_tile_ops(struct tl_compilation *c, tl_error *err) { return TL_NOT_IMPLEMENTED(err, "pass lower_tile_ops"); }
bool tl_pass_inject_software_pipeline(struct tl_compilation *c, tl_error *err) { return TL_NOT_IMPLEMENTED(err, "pass inject_software_pipeline"); }
bool tl_pass_vectorize_loop(struct tl_compilation *c, tl_error *err) { return TL_NOT_IMPLEMENTED(err, "pass vectorize_loop"); }
bool tl_pass_split_host_device(struct tl_compilation *c, tl_error *err) { return TL_NOT_IMPLEMENTED(err, "pass split_host_device"); }
bool tl_pass_thread_sync(struct tl_compilation *c, tl_error *err) { return TL_NOT_IMPLEMENTED(err, "pass thread_sync"); }
bool tl_pass_make_packed_api(struct tl_compilation *c, tl_error *err) { return TL_NOT_IMPLEMENTED(err, "pass make_packed_api"); }
