/*
 * rocm.h: what the rocm backend's parts share: the AMD GPU architectures it
 * builds for, the artifact its device codegen (codegen.c) fills and its
 * toolchain (toolchain.c) completes with a code object, and the resources
 * read back from that code object.
 *
 * Kernel parameters, in order: each of the tile kernel's parameters as
 * declared (a tensor as a device pointer to its element type, a scalar by
 * value in its dtype), then one `long long` per shape variable
 * (kernel->shape_vars order; the launch ABI's dims), as for cuda.
 */
#ifndef TL_ROCM_ROCM_H
#define TL_ROCM_ROCM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tilec/tilec.h"

/* the probe of the tvm_ffi and cython execution backends on hip (rocm.c) */
bool tl_probe_hip_runtime(char *reason, size_t cap);

struct tl_strbuf;

/* An architecture this backend compiles for, and the clang that can. */
typedef struct tl_hip_arch {
    const char *name;   /* "gfx942" */
    int wave;           /* the wavefront size: 64 on CDNA, 32 on RDNA */
    int64_t lds_max;    /* bytes of LDS a workgroup may use */
    int clang;          /* the clang major version that targets it here: 15 or 19 */
    /* the ROCm device library's ISA file (oclc_isa_version_X.bc); ROCm
     * 5.2's has no 942: gfx942 links gfx940's, the same ISA family */
    const char *isa_lib;
} tl_hip_arch;

/* The architecture named by mcpu (NULL: the default, gfx942), or an error
 * listing the known ones. */
bool tl_hip_arch_of(const char *mcpu, tl_hip_arch *out, tl_error *err);

/* Matrix cores: one MFMA of 32x32 tiles a wavefront (CDNA's 64 lanes), as
 * the ISA documents them (AMD's matrix instruction calculator):
 * D[i][j] is register (i % 4) + 4 (i / 8) of lane j + 32 ((i / 4) % 2);
 * A[i][k] is item k % kper of lane i + 32 (k / kper), B[k][j] item k % kper
 * of lane j + 32 (k / kper), kper = k / 2 elements a lane. The emitter
 * (codegen.c) prints these formulas; check_rocm holds them against the
 * ISA's table and covers a block's C with them. */
#define TL_HIP_MFMA_M 32
#define TL_HIP_MFMA_REGS 16
static inline int tl_hip_mfma_c_row(int lane, int reg) { return (reg / 4) * 8 + (lane / 32) * 4 + reg % 4; }
static inline int tl_hip_mfma_c_col(int lane, int reg) { return (void)reg, lane % 32; }
/* the row of A (column of B) lane holds, and the k of its item */
static inline int tl_hip_mfma_ab_mn(int lane) { return lane % 32; }
static inline int tl_hip_mfma_ab_k(int lane, int item, int kper) { return (lane / 32) * kper + item; }

typedef struct tl_hip_kernel {
    char name[128];   /* the extern "C" __global__ function: the kernel's name */
    int threads;      /* blockDim.x; blocks are one-dimensional */
    int64_t lds;      /* bytes of LDS, static in the source */
} tl_hip_kernel;

typedef struct tl_hip_artifact {
    char *source;        /* HIP C++, malloc'd */
    tl_hip_arch arch;
    void *code;          /* the code object (an ELF shared object), malloc'd; NULL until compiled */
    size_t code_size;
    int nkernels;
    tl_hip_kernel *kernels; /* malloc'd, nkernels of them */
} tl_hip_artifact;

void tl_hip_artifact_free(void *artifact);

/* What a kernel of a code object uses, from its metadata note. */
typedef struct tl_hip_resources {
    char name[128];
    char symbol[140];          /* the kernel descriptor: NAME.kd */
    int64_t lds;               /* .group_segment_fixed_size */
    int64_t scratch;           /* .private_segment_fixed_size: spills and stack */
    int vgprs, sgprs, agprs;   /* .vgpr_count, .sgpr_count, .agpr_count */
    int vgpr_spills, sgpr_spills;
    int wavefront;             /* .wavefront_size */
    int max_threads;           /* .max_flat_workgroup_size */
} tl_hip_resources;

/* Whether this machine has what compiling for arch needs (its clang, the
 * device libraries, llvm-readelf), and if not, why. */
bool tl_hip_toolchain(const tl_hip_arch *arch, char *reason, size_t cap);

/* Compiles HIP source for arch with clang (an argument vector, no shell):
 * the code object (asm false) or its assembly (asm true), malloc'd into
 * *out. extra: more clang options, NULL-terminated, or NULL. */
bool tl_hip_clang(const char *source, const tl_hip_arch *arch, bool asm_text, const char *const *extra, void **out,
                  size_t *size, tl_error *err);

/* Several translation units for arch in one clang process (what a test of
 * many kernels wants: one start-up, the files one after another): inputs
 * are names of .hip files in dir; the code object of dir/NAME.hip is
 * dir/NAME-hip-amdgcn-amd-amdhsa-ARCH.out. Started, then waited for. */
typedef struct tl_hip_batch {
    int pid;
    char log[4300];
} tl_hip_batch;
bool tl_hip_batch_start(const tl_hip_arch *arch, const char *dir, char *const *inputs, int n, tl_hip_batch *b,
                        tl_error *err);
bool tl_hip_batch_wait(tl_hip_batch *b, tl_error *err);

/* The kernels of code object (code, size), read from its AMDGPU metadata
 * note by llvm-readelf: up to cap of them into out, their count in *n. */
bool tl_hip_resources_of(const void *code, size_t size, tl_hip_resources *out, int cap, int *n, tl_error *err);

/* The same for the n code object files paths, in one llvm-readelf: the
 * kernels of file i into out[i * cap ...], their count in counts[i]. */
bool tl_hip_resources_files(char *const *paths, int n, tl_hip_resources *out, int cap, int *counts, tl_error *err);

/* The resources as text, one line a kernel. */
void tl_hip_resources_text(const tl_hip_resources *r, int n, const tl_hip_arch *arch, struct tl_strbuf *out);

#endif
