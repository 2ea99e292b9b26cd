/*
 * metal.c: the metal backend's device codegen entry points and its host
 * codegen hook (metal_context: the device, library and pipeline states).
 */
#include "backend/internal.h"
#include "registry.h"

bool tl_metal_codegen_compile(struct tl_compilation *c, tl_error *err) { return TL_NOT_IMPLEMENTED(err, "metal device codegen"); }
bool tl_metal_codegen_source(struct tl_compilation *c, tl_error *err) { return TL_NOT_IMPLEMENTED(err, "metal device codegen"); }
bool tl_metal_host_context(struct tl_compilation *c, tl_error *err) { return TL_NOT_IMPLEMENTED(err, "metal host hook metal_context"); }
