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

/* Whether compiles use the CUDA driver's compute cache (NVRTC 12.9 on),
 * off unless turned on here: looking it up makes NVRTC load the driver and
 * run cuInit in the compiling process, 0.2 s of its first compile on an
 * H100's host, and tilec keeps its own cache of cubins (docs/cuda.md) */
void tl_nvrtc_driver_cache(bool on);

/* The options tl_nvrtc_compile hands NVRTC for arch (its sm_XY form, already
 * checked) and the caller's noptions (at most 64): the arch (written into
 * archopt), C++17, the toolkit's include path, --no-cache where NVRTC has it
 * and the driver's cache is off, then options; returns their count. NVRTC
 * loaded first (tl_nvrtc_load). */
#define TL_NVRTC_MAX_OPTIONS 69
int tl_nvrtc_options(const char *arch, bool ptx, const char *const *options, int noptions, char *archopt, size_t cap,
                     const char *opts[TL_NVRTC_MAX_OPTIONS]);

/* "major.minor" of the loaded NVRTC, for cache keys; NULL when not loaded */
const char *tl_nvrtc_version(void);

#endif
