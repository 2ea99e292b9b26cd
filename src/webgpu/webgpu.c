/*
 * webgpu.c: the webgpu backend's device codegen entry points (WGSL).
 */
#include "backend/internal.h"
#include "registry.h"

bool tl_webgpu_codegen_compile(struct tl_compilation *c, tl_error *err) { return TL_NOT_IMPLEMENTED(err, "webgpu device codegen"); }
bool tl_webgpu_codegen_source(struct tl_compilation *c, tl_error *err) { return TL_NOT_IMPLEMENTED(err, "webgpu device codegen"); }
