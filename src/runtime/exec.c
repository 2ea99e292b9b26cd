/*
 * exec.c: the execution backends' load entry points (specs/execution.lua)
 * that are not there yet. Each says so instead of pretending.
 */
#include "backend/internal.h"
#include "registry.h"

tl_kernel_handle *tl_exec_tvm_ffi_load(struct tl_compilation *c, tl_error *err)
{
    TL_NOT_IMPLEMENTED(err, "execution backend tvm_ffi");
    return NULL;
}

tl_kernel_handle *tl_exec_cython_load(struct tl_compilation *c, tl_error *err)
{
    TL_NOT_IMPLEMENTED(err, "execution backend cython");
    return NULL;
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
