/*
 * driver.h: the CUDA driver API loaded at run time (src/cuda/driver.c), as the
 * cuda backend's execution backends and `tilec run` use it.
 *
 * libcuda.so.1 is dlopen'ed on first use; nothing links against it. Every
 * call is checked, and a failure names the call and the driver's error
 * ("cuModuleLoadData: CUDA_ERROR_INVALID_IMAGE (device kernel image is
 * invalid)"). Launches run in the primary context of the device their first
 * tensor lives on. A module's image is one cubin or a bundle of them (one a
 * kernel, compiled side by side).
 */
#ifndef TL_CUDA_DRIVER_H
#define TL_CUDA_DRIVER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tilec/tilec.h"

/* Loads the driver and runs cuInit once; false with why. */
bool tl_cu_load(char *reason, size_t cap);

/* Makes device's primary context current on this thread. */
bool tl_cu_use_device(int device, tl_error *err);

/* A cubin and the launch data of its kernels, loaded into each device's
 * primary context on first launch there. */
typedef struct tl_cu_module tl_cu_module;

/* A tensor map (TMA, sm_90) a launch builds over a tensor of rank 2 or 3,
 * row-major and compact: its rows are dims[0] elements of elem_bytes,
 * dims[1] of them a matrix, dims[2] matrices (1 at rank 2); the box (the
 * tile one copy moves) box[0] x box[1] (x box[2]); swizzle the
 * shared-memory swizzle in bytes (0, 32, 64 or 128); store: a map the
 * kernel stores through (its epilogue), not one its ring loads through. */
typedef struct tl_cu_tmap {
    const void *data; /* the tensor's device address */
    int rank;         /* 2 or 3 */
    uint64_t dims[3];
    uint32_t box[3];
    int elem_bytes;   /* 1, 2 or 4 */
    int swizzle;
    int store;
} tl_cu_tmap;
#define TL_CU_TMAPS_MAX 4
#define TL_CU_CP_TWIN 4
#define TL_CU_STREAM_K 8

/* What a launch needs of kernel k besides its arguments. A kernel with
 * tensor maps takes, after its nparams parameters, each map by value
 * (128 bytes, `const __grid_constant__`) and an int of two bits: 1 when
 * every load map was built, 2 when every store map was. A map can not be
 * built where a base address or a row is not 16-byte aligned or a dim is
 * 0 or past 2^32 (TMA's limits); the maps of a clear bit are zeros and the
 * kernel takes its other loads, or its other stores. */
typedef struct tl_cu_launch_desc {
    const char *name;  /* the extern "C" __global__ function */
    int threads;       /* blockDim.x */
    int dynamic_smem;  /* bytes */
    unsigned grid[3];  /* already evaluated */
    int nparams;       /* params before the maps (where ntmaps > 0) */
    int ntmaps;
    const tl_cu_tmap *tmaps;
    /* a persistent kernel: it takes the grid's blocks as tiles in turn, so
     * the launch starts only as many as fit on the device at once (the
     * occupancy the driver computes, times its SMs), at most grid's count,
     * in one dimension; 2: in clusters of two blocks where grid[1] is even
     * and the maps fit (the kernel reads its cluster's shape), else as 1;
     * TL_CU_CP_TWIN or'ed in: where the load maps do not fit, the launch
     * runs NAME__cp, the kernel's form that loads by cp.async;
     * TL_CU_STREAM_K or'ed in: the kernel takes after the int a float * to
     * a workspace of stream-K (its tiles split along K: codegen.c), which
     * the launch gives it (one a device, stream and grid), or null */
    int persistent;
} tl_cu_launch_desc;

/* cubin (one cubin, or a bundle of them: tl_cu_bundle) is copied; a
 * bundle's cubins are each loaded as a module of their own, and a kernel is
 * looked up in them in turn. A size of 0: no cubin yet (tl_cu_module_defer). */
tl_cu_module *tl_cu_module_new(const void *cubin, size_t size, tl_error *err);

/* Where a module's kernels that its cubins lack come from: more(ud, name,
 * ...) sets *image (malloc'd; the module takes it) to a cubin holding
 * kernel name, or leaves it NULL where none does; false with err when it
 * could not make one. A launch of such a kernel asks it once, under the
 * module's lock, and loads what it gives beside the others (exec nvrtc:
 * the paths it compiles on their first launch). */
typedef bool tl_cu_image_fn(void *ud, const char *name, void **image, size_t *size, tl_error *err);
void tl_cu_module_defer(tl_cu_module *m, tl_cu_image_fn *more, void *ud);

/* A bundle: n cubins (at most TL_CU_BUNDLE_MAX) as one image, for a file
 * whose kernels were compiled each on its own: "TLCUBUND", the count (u32),
 * a u32 0, the sizes (u64 each), then the cubins, each at a multiple of 8
 * bytes from the start; little-endian, as the host. *out is malloc'd. */
#define TL_CU_BUNDLE_MAX 64
bool tl_cu_bundle(const void *const *cubins, const size_t *sizes, int n, void **out, size_t *out_size, tl_error *err);
bool tl_cu_is_bundle(const void *image, size_t size);
void tl_cu_module_free(tl_cu_module *m);

/* Launches d with params (cuLaunchKernel's kernelParams) on stream (NULL:
 * the default stream) of the device that holds `where` (a device pointer;
 * NULL: device 0). */
bool tl_cu_launch(tl_cu_module *m, const tl_cu_launch_desc *d, void **params, const void *where, void *stream,
                  tl_error *err);

/* The table a generated wrapper (.so, see exec.c) launches through: it holds
 * its cubin and one tl_cu_module slot, filled on first launch. */
typedef struct tl_cuda_shim_api {
    int version; /* TL_CUDA_SHIM_VERSION */
    int (*launch)(void **slot, const void *cubin, size_t size, const char *name, int threads, int smem,
                  const unsigned grid[3], void **params, int nparams, const tl_cu_tmap *tmaps, int ntmaps,
                  int persistent, const void *where, void *stream, char *why, size_t cap);
    void (*release)(void *slot); /* unloads what launch put in a slot */
} tl_cuda_shim_api;
#define TL_CUDA_SHIM_VERSION 5
const tl_cuda_shim_api *tl_cuda_shim(void);

/* Device memory and timing for `tilec run` (the target kind's device_api). */
bool tl_cu_alloc(int device, size_t bytes, void **ptr, tl_error *err);
void tl_cu_free(int device, void *ptr);
bool tl_cu_to_device(int device, void *dst, const void *src, size_t bytes, tl_error *err);
bool tl_cu_to_host(int device, void *dst, const void *src, size_t bytes, tl_error *err);
bool tl_cu_synchronize(int device, tl_error *err);
/* Times run(ud) nruns times with events on the default stream, writing
 * twice the L2's size between runs so that each starts with a cold cache;
 * ms[i] gets each run's time. The write is queued on the stream (as torch
 * and Triton time theirs), so the host's launch of run overlaps it and the
 * events measure the device's time, not the launch path's. */
bool tl_cu_time(int device, bool (*run)(void *ud, tl_error *err), void *ud, int nruns, double *ms, tl_error *err);

#endif
