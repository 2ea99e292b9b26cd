/*
 * cutedsl.c: the cutedsl backend's device codegen entry point (CuTe DSL Python
 * source, run by the CUTLASS Python DSL). Its pipeline is the cuda backend's.
 */
#include "backend/internal.h"
#include "registry.h"

bool tl_cutedsl_codegen_source(struct tl_compilation *c, tl_error *err)
{
    return TL_NOT_IMPLEMENTED(err, "cutedsl device codegen");
}
