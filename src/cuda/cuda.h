/*
 * cuda.h: what the cuda backend's code generator hands its runtime.
 *
 * The device codegen (lowering + CUDA C++ emitter) fills a tl_cuda_artifact:
 * the source, the arch it was compiled for, the cubin (NVRTC, src/cuda/nvrtc.c)
 * and, for each kernel, how to launch it. The runtime (driver API, the
 * nvrtc / tvm_ffi / cython execution backends) reads nothing else.
 *
 * Kernel parameters, in order: each of the tile kernel's parameters as
 * declared (a tensor as a device pointer to its element type, a scalar by
 * value in its dtype), then one `long long` per shape variable
 * (kernel->shape_vars order; the launch ABI's dims). A launcher therefore
 * passes cuLaunchKernel kernelParams[i] = &args[i] for a tensor (args[i] is
 * the device pointer), args[i] for a scalar (a pointer to its value), and
 * &dims[j] for shape variable j.
 *
 * A kernel whose ring is filled by TMA (sm_90a; codegen.c, tma_ring) then
 * takes one tensor map a ring copy (`const __grid_constant__ tl_tmap`,
 * built by the launch: driver.h, tl_cu_tmap), one for the tensor its
 * epilogue stores by TMA where it does, and an int saying which were
 * built (bit 1 the loads', bit 2 the store's).
 *
 * Grid extents are expressions over the dims, kept as small postfix programs
 * so that a launcher with no compiler at hand (nvrtc) evaluates them.
 */
#ifndef TL_CUDA_CUDA_H
#define TL_CUDA_CUDA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum tl_cuda_expr_op {
    TL_CX_CONST,    /* push value */
    TL_CX_DIM,      /* push dims[value] */
    TL_CX_ADD,      /* pop b, pop a, push a op b */
    TL_CX_SUB,
    TL_CX_MUL,
    TL_CX_FLOORDIV, /* floor division; b == 0 is an error */
    TL_CX_FLOORMOD,
    TL_CX_MIN,
    TL_CX_MAX,
    TL_CX_LT,       /* comparisons push 1 or 0 */
    TL_CX_LE,
    TL_CX_GT,
    TL_CX_GE,
    TL_CX_EQ,
    TL_CX_NE,
    TL_CX_SELECT,   /* pop b, pop a, pop c, push c != 0 ? a : b */
} tl_cuda_expr_op;

#define TL_CUDA_EXPR_MAX 32

typedef struct tl_cuda_expr {
    int nsteps;
    struct {
        uint8_t op;    /* tl_cuda_expr_op */
        int64_t value; /* TL_CX_CONST, TL_CX_DIM */
    } steps[TL_CUDA_EXPR_MAX];
} tl_cuda_expr;

/* Evaluates e over dims; false on a malformed program, a division by zero or
 * an overflow of int64. */
bool tl_cuda_expr_eval(const tl_cuda_expr *e, const int64_t *dims, int64_t *out);

/* A tensor map the launch builds (TMA): over kernel parameter `param`, a
 * tensor of `rank` dims (2 or 3), its extents (dims[0] the contiguous one)
 * expressions over the dims; the box, the swizzle in bytes, the element
 * size; store: the kernel stores through it (bit 2 of its tl_tma), else
 * loads (bit 1). */
typedef struct tl_cuda_tmap {
    int param;
    int rank;
    int elem_bytes;
    int swizzle;
    int store;
    uint32_t box[3];
    tl_cuda_expr dims[3];
} tl_cuda_tmap;
#define TL_CUDA_TMAPS_MAX 4
#define TL_CUDA_CP_TWIN 4
#define TL_CUDA_STREAM_K 8

/* One path of a kernel split by path (codegen.c, split_paths): a top-level
 * if / else-if chain whose conditions read shape dims alone (uniform for the
 * launch) becomes one __global__ function a branch, NAME__pI, each holding
 * the kernel's statements around the chain and its branch I; a launch runs
 * the first path whose `when` holds over the dims (the last one's is 1).
 * Each path's text is a program of its own, compiled side by side. */
#define TL_CUDA_PATHS_MAX 8
typedef struct tl_cuda_path {
    char name[144];     /* the __global__ function */
    tl_cuda_expr when;
    size_t text_begin, text_end; /* its function in the artifact's source */
} tl_cuda_path;

typedef struct tl_cuda_kernel {
    char name[128];     /* the extern "C" __global__ function: the kernel's name
                         * (where npaths is 0) */
    int threads;        /* blockDim.x; blocks are one-dimensional */
    int dynamic_smem;   /* bytes of dynamic shared memory */
    tl_cuda_expr grid[3]; /* gridDim.x, .y, .z (1 where the kernel has fewer) */
    /* persistent (1): the launch starts as many blocks as fit on the device
     * at once (at most the grid's count), each taking the grid's tiles in
     * turn; 2: the same in clusters of two blocks along grid dim y, where
     * that dim is even and the tensor maps were built (the pair shares a
     * multicast copy), else as 1; with TL_CUDA_CP_TWIN or'ed in, the kernel's
     * two paths are its TMA form (NAME, every dims' path) and its cp.async
     * twin (NAME__cp), which the launch takes where it could not build the
     * load maps (driver.c); with TL_CUDA_STREAM_K, its last waves' tiles
     * split along K, the launch passing a workspace (driver.c) */
    int persistent;
    int ntmaps;           /* tensor maps after the parameters (TMA), 0 */
    tl_cuda_tmap tmaps[TL_CUDA_TMAPS_MAX];
    /* where the kernel's own text (its comment and its function) lies in the
     * artifact's source, [text_begin, text_end); both 0 where unknown (source
     * kernels). The rest of the source is what every kernel may use. */
    size_t text_begin, text_end;
    int npaths;         /* 0: one function; else its paths, in order */
    tl_cuda_path paths[TL_CUDA_PATHS_MAX];
} tl_cuda_kernel;

/* The function a launch of k over dims runs: k's own, or the first path
 * whose condition holds; NULL where none can be evaluated. */
const char *tl_cuda_kernel_function(const tl_cuda_kernel *k, const int64_t *dims);

typedef struct tl_cuda_artifact {
    char *source;       /* CUDA C++, malloc'd */
    char arch[16];      /* e.g. "sm_90a" */
    /* malloc'd; NULL until compiled: one cubin, or a bundle of one cubin a
     * kernel (driver.h, tl_cu_bundle) compiled side by side */
    void *cubin;
    size_t cubin_size;
    int cubin_form;     /* what cubin holds: a tl_cuda_cubin_form (source.h) */
    int nkernels;
    tl_cuda_kernel *kernels; /* malloc'd, nkernels of them */
    const char *ptxas_option; /* static: "--ptxas-options=-ON" from target attribute ptxas_opt, or NULL */
    const char *ptxas_fast;   /* static: "--ptxas-options=-Ofc=LEVEL" from target attribute ptxas_fast, or NULL */
} tl_cuda_artifact;

void tl_cuda_artifact_free(void *artifact);

#endif
