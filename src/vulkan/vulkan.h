/*
 * vulkan.h: what the vulkan backend's codegen (codegen.c, spirv.c) hands its
 * runtime (exec.c) and `tilec build --emit spv|spvasm`.
 *
 * One SPIR-V module per kernel, a GLCompute entry point, validated by
 * SPIRV-Tools (validate.c) before it is handed on. The shader ABI:
 *   - descriptor set 0, binding i: the i-th tensor parameter in declaration
 *     order, a storage buffer (StorageBuffer storage class, a runtime array
 *     of the element type). 32-bit dtypes as themselves; 8- and 16-bit
 *     dtypes natively where the target says the device has 8/16-bit storage
 *     (-int8=1, -int16=1, -f16=1), else packed little-endian in u32 words
 *     (the bytes are the tensor's, as DLPack lays them out);
 *   - one push-constant block: one 4-byte field per shape variable (i32,
 *     kernel->shape_vars order), then one per scalar parameter (i32, u32 or
 *     f32; bool as u32 0 or 1); 64-bit scalars take 8 bytes aligned to 8
 *     where the device has Int64/Float64 (-int64=1), refused otherwise.
 *     push_off[i] (by parameter index, -1 for tensors) is each scalar's
 *     offset, shape variable j is at 4 * j;
 *   - the grid: the host evaluates the kernel's grid expressions from the
 *     dims and dispatches their product of workgroups, split over x/y/z
 *     past maxComputeWorkGroupCount[0]; the shader numbers blocks linearly
 *     (WorkgroupId.x + NumWorkgroups.x * (WorkgroupId.y + NumWorkgroups.y *
 *     WorkgroupId.z)), returns at once past the grid's total, and
 *     recomputes (bx, by, bz) from that number.
 */
#ifndef TL_VULKAN_VULKAN_H
#define TL_VULKAN_VULKAN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tilec/tilec.h"

struct tl_compilation;
struct tl_strbuf;

typedef struct tl_vulkan_kernel {
    char *name;          /* the tile kernel's name */
    char *entry;         /* the SPIR-V entry point's name (OpEntryPoint GLCompute) */
    uint32_t *words;     /* the SPIR-V module, malloc'd, validated */
    size_t nwords;
    bool *written;       /* by parameter index: a tensor the kernel writes */
    int threads;         /* LocalSize x (threads(...) flattened; y = z = 1) */
    int wg_bytes;        /* bytes of Workgroup storage */
    int ntensors;        /* storage buffers bound */
    int push_bytes;      /* bytes of the push-constant block */
    int *push_off;       /* by parameter index: a scalar's byte offset in the block, -1 for a tensor */
    /* line_src[i] (i < nlines): the kernel source line the i-th instruction
     * of the module (counting from the first word after the header) was
     * written for, 0 when none */
    int *line_src;
    size_t nlines;
} tl_vulkan_kernel;

typedef struct tl_vulkan_artifact {
    char *file;          /* the kernel source's file, as given */
    int nkernels;
    tl_vulkan_kernel *kernels;
    /* device features some module needs: shaderFloat16 (f16 arithmetic or
     * storage; with it storageBuffer16BitAccess), storageBuffer8BitAccess
     * (int8), storageBuffer16BitAccess (int16), shaderInt64 and
     * shaderFloat64 (int64), subgroup arithmetic and shuffles in compute
     * shaders (subgroups: GroupNonUniform, -Arithmetic, -Shuffle) */
    bool f16, int8, int16, int64, subgroups;
    /* SignedZeroInfNanPreserve declared for 32-bit floats (-ieee), and for
     * 16-bit ones where a module has them: the device's float controls
     * properties shaderSignedZeroInfNanPreserveFloat32 / Float16 */
    bool ieee32, ieee16;
    /* spvValidate accepted every module (the codegen hands on no other) */
    bool validated;
    /* the optimizer's passes the modules went through (-spirv_opt:
     * "performance" or "size"), or NULL; optimized modules have no
     * line_src */
    const char *optimized;
} tl_vulkan_artifact;

void tl_vulkan_artifact_free(void *artifact);
/* Validates every module not validated yet (the codegen calls it): false
 * with the instruction, its kernel source line and spvValidate's message,
 * or why SPIRV-Tools cannot be loaded. */
bool tl_vulkan_artifact_validate(tl_vulkan_artifact *a, tl_error *err);

/* "file:LINE (instruction N: OpXxx)": the kernel source line of the
 * instruction at word offset `word` of kernel k's module, into buf ("" when
 * unknown); the runtime quotes it with a pipeline's creation error. */
void tl_vulkan_source_line(const tl_vulkan_artifact *a, int k, size_t word, char *buf, size_t cap);

/* SPIRV-Tools (validate.c), loaded on first use: true when it is here,
 * else why not. */
bool tl_vulkan_spirv_tools(char *why, size_t cap);
/* spvValidate's verdict on a module (Vulkan 1.1): msg "" when it accepts
 * it, else its message and *word the index it gives (of the instruction at
 * fault). False with err when SPIRV-Tools cannot be loaded. */
bool tl_vulkan_validate(const uint32_t *words, size_t nwords, char *msg, size_t cap, size_t *word, tl_error *err);
/* spvBinaryToText of a module, appended to out. */
bool tl_vulkan_disassemble(const uint32_t *words, size_t nwords, struct tl_strbuf *out, tl_error *err);
/* SPIRV-Tools' optimizer (spvOptimizerRun, in the same library): true when
 * it is here, else why not (no libSPIRV-Tools-opt.a, no C++ compiler to
 * build its C interface, a shared library without it). */
bool tl_vulkan_spirv_optimizer(char *why, size_t cap);
/* The optimizer's performance passes (size: its size passes) over a valid
 * module: *out a malloc'd module of *nout words, not validated yet. */
bool tl_vulkan_optimize(const uint32_t *words, size_t nwords, bool size, uint32_t **out, size_t *nout, tl_error *err);

/* What a Vulkan device offers the codegen, for the attributes given as
 * `device` (exec.c). */
typedef struct tl_vulkan_caps {
    bool f16;        /* shaderFloat16 and storageBuffer16BitAccess */
    bool int8;       /* storageBuffer8BitAccess */
    bool int16;      /* storageBuffer16BitAccess */
    bool int64;      /* shaderInt64 and shaderFloat64 */
    bool ieee;       /* float controls: shaderSignedZeroInfNanPreserveFloat32 (and Float16 where it has f16) */
    int subgroup_min; /* compute subgroup size with arithmetic and shuffle in compute, 0 without */
    int max_threads;  /* maxComputeWorkGroupInvocations */
    int64_t wg_bytes; /* maxComputeSharedMemorySize */
} tl_vulkan_caps;

/* The features of the device the target selects (its `device` attribute:
 * lavapipe, nvidia, any or unset). False with err when there is no such
 * device or no Vulkan loader. */
bool tl_vulkan_device_caps(const char *device, tl_vulkan_caps *caps, tl_error *err);

#endif
