/*
 * nvrtc.h: NVRTC, the CUDA runtime compiler, loaded at run time.
 *
 * tilec never links against CUDA: libnvrtc is dlopen'ed on first use
 * (libnvrtc.so.13, then .12), so tilec builds and runs where no CUDA toolkit
 * is installed, and the cuda backend reports why it cannot compile. The cuda
 * codegen (src/cuda/codegen.c), the callbacks and the nvrtc execution backend
 * compile CUDA C++ through tl_nvrtc_compile.
 */
#ifndef TL_CUDA_NVRTC_H
#define TL_CUDA_NVRTC_H

#include <stdbool.h>
#include <stddef.h>

#include "tilec/tilec.h"

/* dlopen libnvrtc (libnvrtc.so.13, then .12); false with the reason */
bool tl_nvrtc_load(char *reason, size_t cap);

/* compiles source (CUDA C++) for arch ("sm_90a"); ptx: PTX text
 * (NUL-terminated) instead of a cubin; out is malloc'd. On a compile error err
 * carries NVRTC's log, with the offending source lines quoted. options may add
 * e.g. "-lineinfo". */
bool tl_nvrtc_compile(const char *source, const char *name, const char *arch, const char *const *options, int noptions,
                      bool ptx, void **out, size_t *out_size, tl_error *err);

/* tl_nvrtc_compile, and NVRTC's log of a compile that succeeded in
 * *log_out (malloc'd, NUL-terminated; NULL when it could not be read):
 * its warnings, or ptxas's resource lines under "--ptxas-options=-v" */
bool tl_nvrtc_compile_log(const char *source, const char *name, const char *arch, const char *const *options,
                          int noptions, bool ptx, void **out, size_t *out_size, char **log_out, tl_error *err);

/* "major.minor" of the loaded NVRTC, for cache keys; NULL when not loaded */
const char *tl_nvrtc_version(void);

#endif
