/*
 * cutedsl.c: the cutedsl backend's execution backend (specs/cutedsl.lua).
 * The device codegen (codegen.c) writes a CuTe DSL Python module; what runs
 * it is the CUTLASS Python DSL in a Python process, which owns the tensors
 * it launches on (DLPack from PyTorch). So the load here checks that the
 * DSL imports (the probe, src/runtime/probe.c) and otherwise says why; with
 * the DSL present it says where the module runs: python/tilec/cutedsl.py
 * loads a module and launches its kernels on PyTorch tensors.
 *
 * Flow: after codegen.c; tl_load calls tl_cutedsl_load for `--exec cutedsl`.
 */
#include <stdio.h>

#include "backend/internal.h"
#include "registry.h"

tl_kernel_handle *tl_cutedsl_load(struct tl_compilation *c, tl_error *err)
{
    char why[256];
    if (!tl_probe_cutedsl(why, sizeof why)) {
        tl_error_set(err, TL_ERR_UNAVAILABLE, "cutedsl: cannot run the CuTe DSL module: %s", why);
        return NULL;
    }
    (void)c;
    tl_error_set(err, TL_ERR_UNAVAILABLE,
                 "cutedsl: the CuTe DSL module runs in Python, on PyTorch tensors: "
                 "tilec.cutedsl.load(source).launch(kernel, *args) (python/tilec/cutedsl.py); "
                 "`tilec build --target cutedsl --emit source` writes the module");
    return NULL;
}
