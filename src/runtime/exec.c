/*
 * exec.c: the execution backends' load entry points (specs/execution.lua).
 * cython and tvm_ffi build and load C through src/runtime/runtime.c; the
 * others are not there yet and say so instead of pretending.
 */
#include "backend/internal.h"
#include "registry.h"
#include "runtime/runtime.h"

tl_kernel_handle *tl_exec_tvm_ffi_load(struct tl_compilation *c, tl_error *err)
{
    return tl_runtime_load(c, "tvm_ffi", err);
}

tl_kernel_handle *tl_exec_cython_load(struct tl_compilation *c, tl_error *err)
{
    return tl_runtime_load(c, "cython", err);
}

tl_kernel_handle *tl_exec_nvrtc_load(struct tl_compilation *c, tl_error *err)
{
    TL_NOT_IMPLEMENTED(err, "execution backend nvrtc");
    return NULL;
}

tl_kernel_handle *tl_exec_cutedsl_load(struct tl_compilation *c, tl_error *err)
{
    TL_NOT_IMPLEMENTED(err, "execution backend cutedsl");
    return NULL;
}

tl_kernel_handle *tl_exec_torch_load(struct tl_compilation *c, tl_error *err)
{
    TL_NOT_IMPLEMENTED(err, "execution backend torch");
    return NULL;
}
