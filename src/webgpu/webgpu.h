/*
 * webgpu.h: what the webgpu backend's codegen (codegen.c) hands its runtime
 * (exec.c) and `tilec build --emit wgsl|js`.
 *
 * One WGSL compute shader per kernel, and one ES module (module.c) that
 * embeds them all: given a GPUDevice it creates the pipelines once and
 * exposes one async function per kernel. The runtime writes that module to
 * a file and runs it in a Node worker on Dawn (worker.c,
 * tools/webgpu/worker.mjs).
 *
 * Bindings of a kernel's shader, in order: each tensor parameter in
 * declaration order at @binding(i) (i counting tensors only), then the
 * uniform block tl_u at the next binding: one 4-byte field per shape
 * variable (i32, kernel->shape_vars order) and then per scalar parameter
 * (i32, u32 or f32), in that order.
 *
 * A tensor is held in its buffer as:
 *   plain   array<f32|i32|u32>: 32-bit dtypes
 *   packed  array<u32> (read only) or array<atomic<u32>> (written): 1-, 4-,
 *           8- and 16-bit dtypes, elements packed little-endian in 32-bit
 *           words, as DLPack lays them out (so the bytes are the tensor's)
 *   atomic  array<atomic<u32|i32>>: a 32-bit tensor some atomic_* writes
 *   f16     array<f16>: an f16 tensor no atomic_* writes, where the target
 *           says the device has shader-f16 (-f16=1; the shader enables f16)
 */
#ifndef TL_WEBGPU_WEBGPU_H
#define TL_WEBGPU_WEBGPU_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tilec/tilec.h"

struct tl_compilation;
struct tl_strbuf;

typedef struct tl_webgpu_kernel {
    char *name;
    char *entry;    /* the entry point: the name as WGSL spells it */
    char *wgsl;     /* the shader, malloc'd */
    bool *written;  /* by parameter index: a tensor the kernel writes */
    int threads;    /* @workgroup_size */
    int wg_bytes;   /* bytes of var<workgroup> memory */
    int ntensors;   /* storage buffers bound (one a tensor) */
    /* line_src[l] (l 1-based, up to nlines): the kernel source line that
     * WGSL line l was written for, 0 when none */
    int *line_src;
    int nlines;
} tl_webgpu_kernel;

typedef struct tl_webgpu_artifact {
    char *js;   /* the ES module, malloc'd */
    bool f16, subgroups; /* some shader enables f16 / subgroups: the device needs the feature */
    char *file; /* the kernel source's file, as given */
    int nkernels;
    tl_webgpu_kernel *kernels;
} tl_webgpu_artifact;

void tl_webgpu_artifact_free(void *artifact);

/* The ES module of c's kernels (module.c), appended to out. */
void tl_webgpu_module_js(const struct tl_compilation *c, const tl_webgpu_artifact *a, struct tl_strbuf *out);

/* "file:LINE (the kernel source line of WGSL line wline of kernel k)" into
 * buf, or "" when unknown. */
void tl_webgpu_source_line(const tl_webgpu_artifact *a, int k, int wline, char *buf, size_t cap);

/* Tint's and naga's verdicts on WGSL text, through the worker (exec.c; the
 * tests use it): tint and naga get "" when each accepts it, else its first
 * message. False with err when the worker cannot run. */
bool tl_webgpu_validate(const char *wgsl, char *tint, size_t tcap, char *naga, size_t ncap, tl_error *err);
/* The adapter the worker runs on ("" before it started). */
const char *tl_webgpu_adapter(void);
/* What the adapter Dawn finds here offers (starts the worker): shader-f16,
 * and subgroups with their least size (0 without the feature; 4 where the
 * adapter does not say). False with err when the worker cannot run. */
bool tl_webgpu_adapter_caps(bool *f16, int *sg_min, tl_error *err);
/* The bytes of workgroup memory the worker's device has: the adapter's
 * maxComputeWorkgroupStorageSize, which it requests (starts the worker). */
bool tl_webgpu_adapter_wg_bytes(int64_t *wg_bytes, tl_error *err);

#endif
