/*
 * host.c: the host codegens (specs/host.lua): launch code and packed entry
 * points, as C or as LLVM IR.
 */
#include "backend/internal.h"
#include "registry.h"

bool tl_host_codegen_c(struct tl_compilation *c, tl_error *err) { return TL_NOT_IMPLEMENTED(err, "host codegen c"); }
bool tl_host_codegen_llvm(struct tl_compilation *c, tl_error *err) { return TL_NOT_IMPLEMENTED(err, "host codegen llvm"); }
