/*
 * codegen.c: the hip device codegen (specs/rocm.lua): tile IR lowered by the
 * shared gpu pipeline (src/transform/gpu.c) in, readable HIP C++ out
 * (c->device_source), and the tl_hip_artifact of rocm.h (the source, each
 * kernel's name, threads and LDS bytes, and the code object once compiled
 * by clang, src/rocm/toolchain.c). Its own walk of the lowered IR, as
 * TileLang's codegen_hip is its own class; what it shares with the cuda
 * emitter is the lowering (partitions, placements, barriers of gpu.h), the
 * value printers of src/ir and the C-family expression printer
 * (src/cfamily/emit.h, spelled HIP's way by the table HIP).
 *
 * The source includes <hip/hip_runtime.h> and nothing else. A prelude
 * defines f16/bf16 (16-bit patterns in memory, floats in expressions,
 * rounded after every operation through _Float16 and bit arithmetic, as the
 * interpreter rounds them), the interpreter's conversions, min/max,
 * ceildiv, shifts and atomics. `#pragma clang fp contract(off)`: a product
 * is rounded before a neighbouring add, as the interpreter does (clang's
 * HIP default would fuse them); lower_gemm_simt's accumulate is an
 * explicit fmaf. Then, per kernel NAME,
 *
 *   extern "C" __global__ void __launch_bounds__(T) NAME(tensors..., scalars..., long long dims...)
 *
 * The body:
 *   - a `parallel` loop is spread over the threads as gpu.h says: runs of
 *     vec iterations, run r to thread r % T; its variables are recomputed
 *     from the iteration number;
 *   - a fragment kept in registers (place_fragments) is a per-thread array
 *     indexed by (step, lane); every other on-chip buffer shared by the
 *     block lives in one static LDS array (`__shared__`) at an offset fixed
 *     here, so that the code object's group segment size is the kernel's
 *     LDS bytes, and a kernel past the arch's LDS (64 KiB on gfx90a and
 *     gfx942) is refused before clang runs; `local` is a per-thread array;
 *   - code outside parallel loops runs in every thread alike, its stores
 *     into memory the threads share made by thread 0 alone;
 *   - barrier() is tl_barrier(): a workgroup release fence, s_barrier, an
 *     acquire fence (what __syncthreads is, without the OpenCL library
 *     function the ROCm 5.2 headers call for it);
 *   - a reduction's combine of partials (split_reductions' second step)
 *     runs through __shfl_xor over G consecutive lanes of a wavefront, G up
 *     to the target's wavefront size (warp_size: 64 on CDNA), log2 G steps
 *     instead of G serial ones (wave_combine);
 *   - a gemm lower_gemm_simt left as FMA loops runs on the matrix cores
 *     (MFMA 32x32: f16 and bf16 into f32, i8 into i32) where its dtypes and
 *     shapes allow, its accumulator and every loop over it in the MFMA's
 *     layout (find_mfma, rocm.h);
 *   - serial loops around the block's parallel loops stay rolled;
 *   - a `pipelined` loop whose body opens with copies of read-only global
 *     tiles into whole shared buffers runs as a ring of two LDS slots a
 *     buffer (ring_of, ring_loop): iteration k loads tile k + 1 into
 *     registers, computes on slot k % 2, then stores the registers into
 *     slot (k + 1) % 2, one barrier an iteration (AMD GPUs have no
 *     cp.async; the scheme of Composable Kernel and Triton's AMD
 *     pipeliner). The slots are counted in the kernel's LDS; where they
 *     would not fit, the last copies leave the ring (said in the loop's
 *     comment) rather than the kernel being refused;
 *   - the warp operations of a threads region keep the language's 32-lane
 *     warp (docs/language.md): __shfl_xor and friends with width 32, any
 *     and all from the wavefront's ballot cut to the lane's half;
 *   - atomics: atomicAdd/atomicMax/atomicMin for 32- and 64-bit integers,
 *     compare-and-swap loops for floats (an IEEE add, NaN-ignoring min/max)
 *     and for 8- and 16-bit values on their 32-bit word;
 *   - shifts, bitcast, sin/cos/erf/sigmoid, `var`, while/break/continue as
 *     the interpreter defines them (prelude helpers where C++ differs).
 * Global tensors are flat row-major arrays indexed in 64 bits.
 *
 * Flow: after the gpu pipeline; src/rocm/toolchain.c compiles the source to
 * a code object and reads its resources.
 */
#include <ctype.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend/internal.h"
#include "cfamily/emit.h"
#include "cfamily/prelude.h"
#include "ir/value.h"
#include "registry.h"
#include "rocm/rocm.h"
#include "transform/gpu.h"
#include "transform/transform.h"

typedef struct mfma_gemm {
    const tl_buffer *a, *b, *c;
    bool ta, tb;
    int64_t m, n, k;
    int kper;            /* operand elements a lane: 4, or 8 (i8 on gfx94x) */
    const char *builtin; /* the clang builtin */
} mfma_gemm;

/* a loop the MFMA path writes: a gemm's, or one over its accumulator */
typedef struct mloop {
    const tl_stmt *s;
    const tl_buffer *c;
    bool gemm;
    mfma_gemm mg;
    bool sync; /* a loop over c that stores into LDS: barriers around it */
} mloop;
#define TL_HIP_MLOOPS 64

/* A `pipelined` loop written as a ring of two LDS slots (ring_of): the
 * copies that open its body, each of a global tile into a whole shared
 * buffer, and what the emitter needs to replay them. */
#define TL_HIP_RING_COPIES 8
#define TL_HIP_RINGS 32
#define TL_HIP_RING_WORDS 128 /* registers a thread for the next tile, at most */
#define TL_HIP_STR_(x) #x
#define TL_HIP_STR(x) TL_HIP_STR_(x)
typedef struct ring_copy {
    const tl_stmt *s;      /* a parallel copy, or if (tile inside) { copy } else { masked copy } */
    const tl_stmt *par;    /* its (first) parallel loop: the stores into LDS replay it */
    size_t pos;            /* its index in the loop's body */
    const tl_buffer *buf;  /* the shared buffer it writes whole */
    tl_gpu_partition part;
} ring_copy;

typedef struct ring {
    const tl_stmt *loop;
    bool ok;               /* a ring; else why says why not */
    const char *why;
    size_t nprefix;        /* the body's leading items: the ring's copies, barriers, lets */
    ring_copy copy[TL_HIP_RING_COPIES];
    int ncopies;           /* the copies in the ring: the first ncopies of the nall found */
    int nall;
    bool nested;           /* inside another loop: it may run again */
} ring;

typedef struct cg {
    tl_cemit e;        /* first: the expression printer's state */
    int threads;
    int wave;          /* the target's wavefront size (warp_size) */
    tl_gpu_partition part;
    int64_t *smem_off;   /* by buffer id: offset in the block's LDS, -1 */
    int64_t smem;        /* bytes of LDS */
    bool warp_helpers;     /* warp_prelude written */
    bool synced; /* the last statement written ends in tl_barrier() */
    bool was_synced; /* ... the one before the statement being written did */
    const char *arch;   /* the target's gfx name */
    bool *mfma;         /* by buffer id: an accumulator in the MFMA layout (find_mfma) */
    mloop mloops[TL_HIP_MLOOPS];
    int nmloops;
    bool mfma_loop;     /* writing a loop in the MFMA layout: an accumulator's element is [tl_q][tl_i] */
    bool mfma_helpers;  /* mfma_prelude written */
    bool mfma_lds;      /* mfma_body_ok: the loop being checked stores into LDS */
    bool mfma_lds_ok;   /* ... which it may: it is at the kernel's top level */
    ring rings[TL_HIP_RINGS]; /* the kernel's pipelined loops (find_rings) */
    int nrings;
    bool *ring_buf;     /* by buffer id: filled by a ring, two slots in LDS */
    int64_t ring_two;   /* the LDS two slots would need where the kernel fell back to one, else 0 */
    const ring *in_ring; /* the ring whose copies are being written */
    int ring_mode;      /* 1: its copies' global loads into registers; 2: those registers into LDS */
    int64_t lds_limit;  /* the arch's LDS a workgroup */
} cg;

/* ---- the prelude ------------------------------------------------------------- */

/* warp operations of a threads region (docs/language.md): the region is a
 * parallel loop whose iteration t thread t runs, so every lane takes part.
 * The language's warp is 32 lanes: lane t % 32 of warp t / 32, whatever
 * the wavefront's width, so a shuffle stays within the lane's 32 (a 64-lane
 * wavefront holds two warps) and a lane argument is read modulo 32; any and
 * all read the wavefront's ballot cut to the lane's warp. A reduction is the
 * interpreter's butterfly, each lane combining its value with lane ^ m's
 * for m = 16, 8, 4, 2, 1 (16-bit floats are held as floats and rounded at
 * each step, integers wrap). */
static const char warp_prelude[] =
    "\n/* warp operations of threads regions: 32-lane warps */\n"
    "template <typename T> TL_DEV T tl_shfl_xor(T v, int32_t m) { return tl_shfl_at(v, tl_lane() ^ (m & 31)); }\n"
    "/* a source lane past the warp's end (or before its start) gives the lane's own value */\n"
    "template <typename T> TL_DEV T tl_shfl_down(T v, int32_t d)\n"
    "{\n"
    "    const int32_t l = tl_lane();\n"
    "    d &= 31;\n"
    "    return tl_shfl_at(v, (l & 31) + d >= 32 ? l : l + d);\n"
    "}\n"
    "template <typename T> TL_DEV T tl_shfl_up(T v, int32_t d)\n"
    "{\n"
    "    const int32_t l = tl_lane();\n"
    "    d &= 31;\n"
    "    return tl_shfl_at(v, (l & 31) - d < 0 ? l : l - d);\n"
    "}\n"
    "template <typename T> TL_DEV T tl_shfl_idx(T v, int32_t s) { return tl_shfl_at(v, (tl_lane() & ~31) | (s & 31)); }\n"
    "/* the ballot: integer compare c != 0 (predicate 33) across the wavefront */\n"
    "TL_DEV bool tl_warp_any(bool c) { return (uint32_t)(__builtin_amdgcn_uicmp((uint32_t)c, 0u, 33) >> (tl_lane() & 32)) != 0u; }\n"
    "TL_DEV bool tl_warp_all(bool c) { return (uint32_t)(__builtin_amdgcn_uicmp((uint32_t)c, 0u, 33) >> (tl_lane() & 32)) == 0xffffffffu; }\n"
    "#define TL_WARP_RED(name, T, COMBINE) \\\n"
    "    TL_DEV T name(T v) { \\\n"
    "        for (int32_t m = 16; m > 0; m >>= 1) { T o = tl_shfl_xor<T>(v, m); v = COMBINE; } \\\n"
    "        return v; }\n"
    "TL_WARP_RED(tl_warp_sum_f32, float, v + o)\n"
    "TL_WARP_RED(tl_warp_sum_f64, double, v + o)\n"
    "TL_WARP_RED(tl_warp_sum_f16, float, tl_f16r(v + o))\n"
    "TL_WARP_RED(tl_warp_sum_bf16, float, tl_bf16r(v + o))\n"
    "TL_WARP_RED(tl_warp_max_f32, float, tl_fmaxf(v, o))\n"
    "TL_WARP_RED(tl_warp_min_f32, float, tl_fminf(v, o))\n"
    "TL_WARP_RED(tl_warp_max_f64, double, tl_fmax(v, o))\n"
    "TL_WARP_RED(tl_warp_min_f64, double, tl_fmin(v, o))\n"
    "#undef TL_WARP_RED\n"
"template <typename T> TL_DEV T tl_warp_sum(T v)\n"
    "{\n"
    "    for (int32_t m = 16; m > 0; m >>= 1)\n"
    "        v = (T)((unsigned long long)v + (unsigned long long)tl_shfl_xor<T>(v, m));\n"
    "    return v;\n"
    "}\n"
    "template <typename T> TL_DEV T tl_warp_max(T v)\n"
    "{\n"
    "    for (int32_t m = 16; m > 0; m >>= 1) { T o = tl_shfl_xor<T>(v, m); v = v >= o ? v : o; }\n"
    "    return v;\n"
    "}\n"
    "template <typename T> TL_DEV T tl_warp_min(T v)\n"
    "{\n"
    "    for (int32_t m = 16; m > 0; m >>= 1) { T o = tl_shfl_xor<T>(v, m); v = v <= o ? v : o; }\n"
    "    return v;\n"
    "}\n";
/* Written once, before the first kernel with a gemm on the matrix cores:
 * the builtins' operand and accumulator vectors. */
static const char mfma_prelude[] =
    "\n/* matrix cores (MFMA): operands of 4 f16 or bf16 (as short) a lane, 16 accumulators a lane */\n"
    "typedef _Float16 tl_half4 __attribute__((ext_vector_type(4)));\n"
    "typedef short tl_short4 __attribute__((ext_vector_type(4)));\n"
    "typedef float tl_f32x16 __attribute__((ext_vector_type(16)));\n"
    "typedef int32_t tl_i32x16 __attribute__((ext_vector_type(16)));\n";

/* The 4-bit dtypes' helpers, written after the prelude only into modules
 * that use them (every name they define contains tl_4b_ or e2m1). A packed
 * global tensor holds element e in the nibble (e & 1) * 4 of byte e >> 1; a
 * write xors its nibble into the aligned 32-bit word holding that byte with
 * atomicXor, so two threads writing the two halves of one byte do not race
 * (the old nibble is the writer's own: only a racing write of the same
 * element could change it). */
static const char fp4_prelude[] =
    "/* f4e2m1 (OCP FP4 E2M1: +-{0, 0.5, 1, 1.5, 2, 3, 4, 6}): nearest even,\n"
    " * saturating to +-6, NaN gives +6, as src/ir/value.c */\n"
    "TL_DEV uint8_t tl_d2e2m1(double x)\n"
    "{\n"
    "    if (x != x) return 0x7;\n"
    "    uint8_t sign = (uint8_t)((uint64_t)__double_as_longlong(x) >> 63 << 3);\n"
    "    double a = tl_fabs(x);\n"
    "    if (a >= 6) return sign | 0x7;\n"
    "    if (a < 2) return sign | (uint8_t)tl_rint(a * 2);\n"
    "    if (a < 4) return sign | (uint8_t)(tl_rint(a) + 2);\n"
    "    return sign | (uint8_t)(tl_rint(a / 2) + 4);\n"
    "}\n"
    "TL_DEV uint8_t tl_f2e2m1(float x) { return tl_d2e2m1((double)x); }\n"
    "TL_DEV float tl_e2m1_2f(uint8_t h)\n"
    "{\n"
    "    float m = (h & 6) == 0 ? 0.5f * (float)(h & 1) : (float)(2 + (h & 1)) * (float)(1 << ((h >> 1 & 3) - 1)) * 0.5f;\n"
    "    return h & 0x8 ? -m : m;\n"
    "}\n"
    "TL_DEV float tl_f4e2m1r(float x) { return tl_e2m1_2f(tl_f2e2m1(x)); }\n"
    "TL_DEV float tl_f4e2m1r_d(double x) { return tl_e2m1_2f(tl_d2e2m1(x)); }\n"
    "/* i4 and u4: the low 4 bits, sign-extended or not; from a float saturating */\n"
    "TL_DEV int8_t tl_4b_wrap_i4(long long v) { return (int8_t)(((int)(v & 0xf) ^ 0x8) - 0x8); }\n"
    "TL_DEV uint8_t tl_4b_wrap_u4(long long v) { return (uint8_t)(v & 0xf); }\n"
    "TL_DEV int8_t tl_4b_ftoi_i4(double x) { if (x != x) return 0; x = tl_trunc(x); return x <= -8 ? -8 : x >= 7 ? 7 : (int8_t)x; }\n"
    "TL_DEV uint8_t tl_4b_ftoi_u4(double x) { if (x != x) return 0; x = tl_trunc(x); return x <= 0 ? 0 : x >= 15 ? 15 : (uint8_t)x; }\n"
    "TL_DEV unsigned tl_4b_get(const void *p, int64_t e) { return ((const uint8_t *)p)[e >> 1] >> ((e & 1) * 4) & 0xfu; }\n"
    "TL_DEV void tl_4b_set(void *p, int64_t e, unsigned v)\n"
    "{\n"
    "    uint8_t *b = (uint8_t *)p + (e >> 1);\n"
    "    unsigned sh = (unsigned)(e & 1) * 4;\n"
    "    unsigned old = (unsigned)*(volatile uint8_t *)b >> sh & 0xfu;\n"
    "    unsigned *w = (unsigned *)((unsigned long long)b & ~3ULL);\n"
    "    atomicXor(w, ((old ^ v) & 0xfu) << (sh + 8 * (unsigned)((unsigned long long)b & 3)));\n"
    "}\n";

/* the 8-bit float helpers (cfamily/prelude.h) */
static const char *const fp8_prelude = tl_cemit_fp8_prelude;

static const char prelude[] =
    "/* No header: the HIP runtime's headers cost a second of clang's time a\n"
    " * translation unit; what a kernel needs of them is here, on clang's AMDGPU\n"
    " * builtins and the ROCm device library (ocml, ockl) that the build links.\n"
    " * Compile with -nogpuinc -std=c++17 (src/rocm/toolchain.c). */\n"
    "#define __global__ __attribute__((global))\n"
    "#define __device__ __attribute__((device))\n"
    "#define __shared__ __attribute__((shared))\n"
    "#define __launch_bounds__(n) __attribute__((amdgpu_flat_work_group_size(1, n)))\n"
    "#define TL_DEV static __device__ inline __attribute__((always_inline))\n"
    "typedef signed char int8_t;\n"
    "typedef short int16_t;\n"
    "typedef int int32_t;\n"
    "typedef long long int64_t;\n"
    "typedef unsigned char uint8_t;\n"
    "typedef unsigned short uint16_t;\n"
    "typedef unsigned int uint32_t;\n"
    "typedef unsigned long long uint64_t;\n"
    "#define INT64_C(x) x##LL\n"
    "#define UINT64_C(x) x##ULL\n"
    "\n"
    "/* a product is rounded before a neighbouring add, as the interpreter\n"
    " * does: no contraction into an FMA (HIP's default) */\n"
    "#pragma clang fp contract(off)\n"
    "\n"
    "/* the work-item's place */\n"
    "extern \"C\" __device__ uint64_t __ockl_get_num_groups(uint32_t);\n"
    "TL_DEV int32_t tl_thread_id() { return (int32_t)__builtin_amdgcn_workitem_id_x(); }\n"
    "TL_DEV int32_t tl_block_id_x() { return (int32_t)__builtin_amdgcn_workgroup_id_x(); }\n"
    "TL_DEV int32_t tl_block_id_y() { return (int32_t)__builtin_amdgcn_workgroup_id_y(); }\n"
    "TL_DEV int32_t tl_block_id_z() { return (int32_t)__builtin_amdgcn_workgroup_id_z(); }\n"
    "TL_DEV int64_t tl_num_blocks(uint32_t d) { return (int64_t)__ockl_get_num_groups(d); }\n"
    "/* the lane in the wavefront, and a value from another lane (ds_bpermute) */\n"
    "TL_DEV int32_t tl_lane() { return (int32_t)__builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u)); }\n"
    "TL_DEV int32_t tl_bperm32(int32_t v, int32_t lane) { return __builtin_amdgcn_ds_bpermute(lane << 2, v); }\n"
    "template <typename T> TL_DEV T tl_shfl_at(T v, int32_t lane)\n"
    "{\n"
    "    if constexpr (sizeof(T) == 8) {\n"
    "        uint64_t u = __builtin_bit_cast(uint64_t, v);\n"
    "        uint32_t lo = (uint32_t)tl_bperm32((int32_t)(uint32_t)u, lane);\n"
    "        uint32_t hi = (uint32_t)tl_bperm32((int32_t)(uint32_t)(u >> 32), lane);\n"
    "        return __builtin_bit_cast(T, (uint64_t)hi << 32 | lo);\n"
    "    } else if constexpr (sizeof(T) == 4) {\n"
    "        return __builtin_bit_cast(T, tl_bperm32(__builtin_bit_cast(int32_t, v), lane));\n"
    "    } else {\n"
    "        return (T)tl_bperm32((int32_t)v, lane);\n"
    "    }\n"
    "}\n"
    "\n"
    "/* bits */\n"
    "TL_DEV float __int_as_float(int32_t x) { return __builtin_bit_cast(float, x); }\n"
    "TL_DEV float __uint_as_float(uint32_t x) { return __builtin_bit_cast(float, x); }\n"
    "TL_DEV uint32_t __float_as_uint(float x) { return __builtin_bit_cast(uint32_t, x); }\n"
    "TL_DEV long long __double_as_longlong(double x) { return __builtin_bit_cast(long long, x); }\n"
    "TL_DEV double __longlong_as_double(long long x) { return __builtin_bit_cast(double, x); }\n"
    "\n"
    "/* atomics at device (agent) scope, relaxed, as HIP's */\n"
    "#define TL_AGENT __HIP_MEMORY_SCOPE_AGENT\n"
    "TL_DEV uint32_t atomicCAS(uint32_t *p, uint32_t c, uint32_t v)\n"
    "{\n"
    "    __hip_atomic_compare_exchange_strong(p, &c, v, __ATOMIC_RELAXED, __ATOMIC_RELAXED, TL_AGENT);\n"
    "    return c;\n"
    "}\n"
    "TL_DEV uint64_t atomicCAS(uint64_t *p, uint64_t c, uint64_t v)\n"
    "{\n"
    "    __hip_atomic_compare_exchange_strong(p, &c, v, __ATOMIC_RELAXED, __ATOMIC_RELAXED, TL_AGENT);\n"
    "    return c;\n"
    "}\n"
    "TL_DEV int32_t atomicAdd(int32_t *p, int32_t v) { return __hip_atomic_fetch_add(p, v, __ATOMIC_RELAXED, TL_AGENT); }\n"
    "TL_DEV uint32_t atomicAdd(uint32_t *p, uint32_t v) { return __hip_atomic_fetch_add(p, v, __ATOMIC_RELAXED, TL_AGENT); }\n"
    "TL_DEV uint64_t atomicAdd(uint64_t *p, uint64_t v) { return __hip_atomic_fetch_add(p, v, __ATOMIC_RELAXED, TL_AGENT); }\n"
    "TL_DEV int32_t atomicMax(int32_t *p, int32_t v) { return __hip_atomic_fetch_max(p, v, __ATOMIC_RELAXED, TL_AGENT); }\n"
    "TL_DEV int32_t atomicMin(int32_t *p, int32_t v) { return __hip_atomic_fetch_min(p, v, __ATOMIC_RELAXED, TL_AGENT); }\n"
    "TL_DEV uint32_t atomicMax(uint32_t *p, uint32_t v) { return __hip_atomic_fetch_max(p, v, __ATOMIC_RELAXED, TL_AGENT); }\n"
    "TL_DEV uint32_t atomicMin(uint32_t *p, uint32_t v) { return __hip_atomic_fetch_min(p, v, __ATOMIC_RELAXED, TL_AGENT); }\n"
    "TL_DEV uint64_t atomicMax(uint64_t *p, uint64_t v) { return __hip_atomic_fetch_max(p, v, __ATOMIC_RELAXED, TL_AGENT); }\n"
    "TL_DEV uint64_t atomicMin(uint64_t *p, uint64_t v) { return __hip_atomic_fetch_min(p, v, __ATOMIC_RELAXED, TL_AGENT); }\n"
    "TL_DEV uint32_t atomicXor(uint32_t *p, uint32_t v) { return __hip_atomic_fetch_xor(p, v, __ATOMIC_RELAXED, TL_AGENT); }\n"
    "\n"
    "/* math: the ROCm device library's (what HIP's expf and the others call) */\n"
    "#define TL_OCML1(name, T, fn) extern \"C\" __device__ T fn(T); TL_DEV T name(T x) { return fn(x); }\n"
    "#define TL_OCML2(name, T, fn) extern \"C\" __device__ T fn(T, T); TL_DEV T name(T x, T y) { return fn(x, y); }\n"
    "TL_OCML1(tl_expf, float, __ocml_exp_f32)\n"
    "TL_OCML1(tl_exp2f, float, __ocml_exp2_f32)\n"
    "TL_OCML1(tl_logf, float, __ocml_log_f32)\n"
    "TL_OCML1(tl_log2f, float, __ocml_log2_f32)\n"
    "TL_OCML1(tl_sqrtf, float, __ocml_sqrt_f32)\n"
    "TL_OCML1(tl_fabsf, float, __ocml_fabs_f32)\n"
    "TL_OCML1(tl_tanhf, float, __ocml_tanh_f32)\n"
    "TL_OCML1(tl_floorf, float, __ocml_floor_f32)\n"
    "TL_OCML1(tl_ceilf, float, __ocml_ceil_f32)\n"
    "TL_OCML2(tl_powf, float, __ocml_pow_f32)\n"
    "TL_OCML2(tl_fmodf, float, __ocml_fmod_f32)\n"
    "TL_OCML1(tl_exp, double, __ocml_exp_f64)\n"
    "TL_OCML1(tl_exp2, double, __ocml_exp2_f64)\n"
    "TL_OCML1(tl_log, double, __ocml_log_f64)\n"
    "TL_OCML1(tl_log2, double, __ocml_log2_f64)\n"
    "TL_OCML1(tl_sqrt, double, __ocml_sqrt_f64)\n"
    "TL_OCML1(tl_fabs, double, __ocml_fabs_f64)\n"
    "TL_OCML1(tl_tanh, double, __ocml_tanh_f64)\n"
    "TL_OCML1(tl_floor, double, __ocml_floor_f64)\n"
    "TL_OCML1(tl_ceil, double, __ocml_ceil_f64)\n"
    "TL_OCML2(tl_pow, double, __ocml_pow_f64)\n"
    "TL_OCML2(tl_fmod, double, __ocml_fmod_f64)\n"
    "TL_OCML1(tl_sin, double, __ocml_sin_f64)\n"
    "TL_OCML1(tl_cos, double, __ocml_cos_f64)\n"
    "TL_OCML1(tl_erf, double, __ocml_erf_f64)\n"
    "TL_OCML1(tl_trunc, double, __ocml_trunc_f64)\n"
    "TL_OCML1(tl_rint, double, __ocml_rint_f64)\n"
    "/* float min/max: ocml's fmin/fmax (IEEE minNum/maxNum): a NaN operand\n"
    " * (quiet or signalling) is ignored, the other returned, as the interpreter\n"
    " * does (tl_value_fmax); two NaNs give the canonical NaN (a NaN's payload\n"
    " * is not promised); which zero +0 and -0 give is left open\n"
    " * (docs/language.md). */\n"
    "TL_OCML2(tl_fminf, float, __ocml_fmin_f32)\n"
    "TL_OCML2(tl_fmaxf, float, __ocml_fmax_f32)\n"
    "TL_OCML2(tl_fmin, double, __ocml_fmin_f64)\n"
    "TL_OCML2(tl_fmax, double, __ocml_fmax_f64)\n"
    "#undef TL_OCML1\n"
    "#undef TL_OCML2\n"
    "\n"
    "/* barrier(): what __syncthreads does (a workgroup release fence, the\n"
    " * barrier, an acquire fence) */\n"
    "TL_DEV void tl_barrier()\n"
    "{\n"
    "    __builtin_amdgcn_fence(__ATOMIC_RELEASE, \"workgroup\");\n"
    "    __builtin_amdgcn_s_barrier();\n"
    "    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, \"workgroup\");\n"
    "}\n"
    "\n"
    "#define TL_INT64_MIN (-9223372036854775807LL - 1)\n"
    "#define TL_INF __int_as_float(0x7f800000)\n"
    "#define TL_NAN __int_as_float(0x7fc00000)\n"
    "\n"
    "/* f16 and bf16: 16-bit patterns in memory, floats in expressions, rounded\n"
    " * to nearest even after every operation, as the interpreter does (float\n"
    " * arithmetic then one rounding gives the exact result's rounding). */\n"
    "TL_DEV float tl_h2f(uint16_t h) { return (float)__builtin_bit_cast(_Float16, h); }\n"
    "TL_DEV uint16_t tl_f2h(float f) { return __builtin_bit_cast(uint16_t, (_Float16)f); }\n"
    "TL_DEV uint16_t tl_d2h(double d) { return __builtin_bit_cast(uint16_t, (_Float16)d); }\n"
    "TL_DEV float tl_bf2f(uint16_t h) { return __uint_as_float((uint32_t)h << 16); }\n"
    "TL_DEV uint16_t tl_f2bf(float f)\n"
    "{\n"
    "    uint32_t u = __float_as_uint(f);\n"
    "    if (f != f)\n"
    "        return (uint16_t)((u >> 16) | 0x40u);\n"
    "    return (uint16_t)((u + 0x7fffu + ((u >> 16) & 1u)) >> 16);\n"
    "}\n"
    "/* a double rounded to bf16 once (not through float) */\n"
    "TL_DEV uint16_t tl_d2bf(double x)\n"
    TL_CEMIT_D2BF_BODY
    "\n"
    "/* float to int: truncates and saturates, NaN gives 0 */\n"
    "#define TL_FTOI(name, T, LO, HI) \\\n"
    "    TL_DEV T name(double x) { \\\n"
    "        if (x != x) return 0; \\\n"
    "        x = tl_trunc(x); \\\n"
    "        if (x <= (double)(LO)) return LO; \\\n"
    "        if (x >= (double)(HI)) return HI; \\\n"
    "        return (T)x; }\n"
    TL_CEMIT_FTOI_ALL
    "\n"
    TL_CEMIT_INT_HELPERS
    "/* shifts with the interpreter's meaning (tl_value_shift): a count of at\n"
    " * least the width (a negative one read as unsigned included) acts as the\n"
    " * width; x is the operand widened to 64 bits */\n"
    "TL_DEV uint64_t tl_shl_u64(uint64_t x, uint64_t n, int bits) { return n >= (uint64_t)bits ? 0 : x << n; }\n"
    "TL_DEV uint64_t tl_shr_u64(uint64_t x, uint64_t n, int bits) { return n >= (uint64_t)bits ? 0 : x >> n; }\n"
    "TL_DEV int64_t tl_shr_i64(int64_t x, uint64_t n, int bits) { return x >> (n >= (uint64_t)bits ? (uint64_t)bits - 1 : n); }\n"
    "/* atomic_add into global memory; 16-bit floats through their 32-bit word.\n"
    " * f32 and f64 through a compare-and-swap loop around an IEEE add (the\n"
    " * hardware's float atomics may flush subnormals, which the interpreter\n"
    " * keeps, and are used by clang only with unsafe-fp-atomics). */\n"
    "TL_DEV void tl_atomic_add(float *p, float v)\n"
    "{\n"
    "    unsigned *w = (unsigned *)p, old = *w, assumed;\n"
    "    do {\n"
    "        assumed = old;\n"
    "        old = atomicCAS(w, assumed, __float_as_uint(__uint_as_float(assumed) + v));\n"
    "    } while (old != assumed);\n"
    "}\n"
    "TL_DEV void tl_atomic_add(double *p, double v)\n"
    "{\n"
    "    unsigned long long *w = (unsigned long long *)p, old = *w, assumed;\n"
    "    do {\n"
    "        assumed = old;\n"
    "        old = atomicCAS(w, assumed, (unsigned long long)__double_as_longlong(__longlong_as_double((long long)assumed) + v));\n"
    "    } while (old != assumed);\n"
    "}\n"
    "TL_DEV void tl_atomic_add(int32_t *p, int32_t v) { atomicAdd((int *)p, (int)v); }\n"
    "TL_DEV void tl_atomic_add(uint32_t *p, uint32_t v) { atomicAdd((unsigned *)p, (unsigned)v); }\n"
    "TL_DEV void tl_atomic_add(int64_t *p, int64_t v) { atomicAdd((unsigned long long *)p, (unsigned long long)v); }\n"
    "TL_DEV void tl_atomic_add(uint64_t *p, uint64_t v) { atomicAdd((unsigned long long *)p, (unsigned long long)v); }\n"
    "TL_DEV void tl_atomic_add16(uint16_t *p, float v, bool bf)\n"
    "{\n"
    "    unsigned *w = (unsigned *)((unsigned long long)p & ~3ULL);\n"
    "    unsigned shift = ((unsigned long long)p & 2ULL) ? 16u : 0u, old = *w, assumed;\n"
    "    do {\n"
    "        assumed = old;\n"
    "        uint16_t h = (uint16_t)(assumed >> shift);\n"
    "        float s = bf ? tl_bf2f(tl_f2bf(tl_bf2f(h) + v)) : tl_h2f(tl_f2h(tl_h2f(h) + v));\n"
    "        uint16_t n = bf ? tl_f2bf(s) : tl_f2h(s);\n"
    "        old = atomicCAS(w, assumed, (assumed & ~(0xffffu << shift)) | ((unsigned)n << shift));\n"
    "    } while (old != assumed);\n"
    "}\n"
    "\n"
    "/* atomic_max and atomic_min into global memory: the integers' own\n"
    " * instructions; floats through a compare-and-swap loop with tl_fmax/tl_fmin\n"
    " * (a NaN operand ignored, as the interpreter does), 16-bit floats on their\n"
    " * 32-bit word. The first read is volatile (from L2), so that an unchanged\n"
    " * value may end the loop at once. */\n"
    "TL_DEV void tl_atomic_max(int32_t *p, int32_t v) { atomicMax((int *)p, (int)v); }\n"
    "TL_DEV void tl_atomic_min(int32_t *p, int32_t v) { atomicMin((int *)p, (int)v); }\n"
    "TL_DEV void tl_atomic_max(uint32_t *p, uint32_t v) { atomicMax((unsigned *)p, (unsigned)v); }\n"
    "TL_DEV void tl_atomic_min(uint32_t *p, uint32_t v) { atomicMin((unsigned *)p, (unsigned)v); }\n"
    "/* HIP 5.2 has no signed 64-bit atomicMax/atomicMin: a compare-and-swap loop */\n"
    "TL_DEV void tl_atomic_mm64(int64_t *p, int64_t v, bool mx)\n"
    "{\n"
    "    unsigned long long *w = (unsigned long long *)p, old = *(volatile unsigned long long *)w, assumed;\n"
    "    do {\n"
    "        assumed = old;\n"
    "        if (mx ? (int64_t)assumed >= v : (int64_t)assumed <= v)\n"
    "            return;\n"
    "        old = atomicCAS(w, assumed, (unsigned long long)v);\n"
    "    } while (old != assumed);\n"
    "}\n"
    "TL_DEV void tl_atomic_max(int64_t *p, int64_t v) { tl_atomic_mm64(p, v, true); }\n"
    "TL_DEV void tl_atomic_min(int64_t *p, int64_t v) { tl_atomic_mm64(p, v, false); }\n"
    "TL_DEV void tl_atomic_max(uint64_t *p, uint64_t v) { atomicMax((unsigned long long *)p, (unsigned long long)v); }\n"
    "TL_DEV void tl_atomic_min(uint64_t *p, uint64_t v) { atomicMin((unsigned long long *)p, (unsigned long long)v); }\n"
    TL_CEMIT_CAS_ATOMICS;

/* ---- names and types ----------------------------------------------------- */

static const char *const reserved[] = {
    "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum", "extern",
    "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict", "return", "short", "signed",
    "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void", "volatile", "while", "bool",
    "true", "false", "class", "new", "delete", "this", "template", "typename", "namespace", "using", "operator",
    "private", "public", "protected", "virtual", "friend", "throw", "try", "catch", "asm", "explicit", "mutable",
    "export", "and", "or", "not", "xor", "bitand", "bitor", "compl", "and_eq", "or_eq", "xor_eq", "not_eq",
    "static_cast", "const_cast", "dynamic_cast", "reinterpret_cast", "typeid", "wchar_t", "char16_t", "char32_t",
    "constexpr", "decltype", "noexcept", "nullptr", "static_assert", "thread_local", "alignas", "alignof",
    "concept", "requires", "co_await", "co_return", "co_yield", "char8_t", "consteval", "constinit",
    "threadIdx", "blockIdx", "blockDim", "gridDim", "warpSize", "hipThreadIdx_x", "hipBlockIdx_x", "min", "max", "abs", "exp", "exp2", "log", "log2",
    "sqrt", "rsqrt", "tanh", "floor", "ceil", "pow", "fabs", "fmin", "fmax", "trunc", "fmod", "expf", "logf",
    "sqrtf", "powf", "signbit", "isnan", "isinf", "main", "NULL", "INFINITY", "NAN", "atomicAdd", "atomicCAS",
    "atomicMax", "atomicMin", "sin", "cos", "erf", "sinf", "cosf", "erff",
    "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t", "INT64_C", "UINT64_C",
    NULL,
};

/* output through the expression printer's state (cfamily/emit.h) */
#define out(g, ...) tl_cemit_out(&(g)->e, __VA_ARGS__)
#define line(g, ...) tl_cemit_line(&(g)->e, __VA_ARGS__)
static void indent(cg *g) { tl_cemit_indent(&g->e); }

#define unsupported(g, ...) tl_cemit_unsupported(&(g)->e, __VA_ARGS__)

/* ---- expressions ----------------------------------------------------------- */

static void expr(cg *g, const tl_expr *e) { tl_cemit_expr(&g->e, e); }
static void expr_top(cg *g, const tl_expr *e) { tl_cemit_expr_top(&g->e, e); }
static const char *cname(cg *g, const char *n) { return tl_cemit_name(&g->e, n); }
static void to_mem(cg *g, tl_dtype t, const tl_expr *value) { tl_cemit_to_mem(&g->e, t, value); }
static void load(cg *g, const tl_buffer *b, tl_expr *const *idx) { tl_cemit_load(&g->e, b, idx); }

static bool in_smem(const cg *g, const tl_buffer *b)
{
    return g->smem_off[b->id] >= 0;
}

/* The register of a register fragment touched by the current parallel
 * loop's iteration: (step, lane) of gpu.h. */
static void reg_slot(cg *g)
{
    if (g->part.vec > 1)
        out(g, "tl_s * %d + tl_v", g->part.vec);
    else
        out(g, "tl_s");
}

/* How a shared buffer is laid out in LDS, as its layout(...) hint
 * asks (docs/gpu.md): `pad` elements after each row (one 4-byte word,
 * rounded up to an element: a column read by 32 threads then meets 32
 * banks when the row has an even count of words), or its rows' 16-byte
 * chunks of `epc` elements XOR-swizzled (chunk q of row r
 * at q ^ ((r / div) & mask); a row of a power-of-two count of chunks, else
 * as is). Both only move elements within memory the block owns: any access
 * reads and writes through them (element). LDS has 32 banks of 4 bytes,
 * as shared memory on NVIDIA GPUs: the same rules avoid the same
 * conflicts. */
typedef struct smem_layout {
    int pad, epc, div, mask;
} smem_layout;

static smem_layout smem_layout_of(const cg *g, const tl_buffer *b)
{
    smem_layout l = {0, 0, 1, 0};
    int64_t w = 0;
    if (b->scope != TL_SCOPE_SHARED || b->ndim < 2 || !tl_ir_is_const_int(b->dims[b->ndim - 1], &w))
        return l;
    int es = tl_dtype_bits(b->dtype) / 8 > 0 ? tl_dtype_bits(b->dtype) / 8 : 1;
    if (b->layout_hint == TL_LAYOUT_HINT_PAD) {
        l.pad = es >= 4 ? 1 : 4 / es;
    } else if (b->layout_hint == TL_LAYOUT_HINT_SWIZZLE && es <= 16 && w % (16 / es) == 0) {
        int64_t q = w / (16 / es);
        if (q > 1 && (q & (q - 1)) == 0) {
            l.epc = 16 / es;
            l.mask = (int)(q < 8 ? q : 8) - 1;
            l.div = (int)(q < 8 ? 8 / q : 1);
        }
    }
    return l;
}

/* Elements a shared buffer takes, its padding included. */
static int64_t smem_elems(const cg *g, const tl_buffer *b)
{
    int64_t n = 1, w = 1;
    for (int d = 0; d < b->ndim; d++) {
        int64_t v = 0;
        tl_ir_is_const_int(b->dims[d], &v);
        n *= v;
        w = v;
    }
    int pad = smem_layout_of(g, b).pad;
    return pad && w ? n / w * (w + pad) : n;
}

/* The stored column of logical column `col` in row `row` of shared buffer
 * b under layout l (l.mask: swizzled; else col itself). */
static void swz_col(cg *g, smem_layout l, const tl_expr *row, const tl_expr *col)
{
    if (!l.mask) {
        expr_top(g, col);
        return;
    }
    out(g, "((((");
    expr_top(g, col);
    out(g, ") / %d) ^ (((", l.epc);
    expr_top(g, row);
    if (l.div > 1)
        out(g, ") / %d) & %d)) * %d + (", l.div, l.mask, l.epc);
    else
        out(g, ")) & %d)) * %d + (", l.mask, l.epc);
    expr_top(g, col);
    out(g, ") %% %d)", l.epc);
}

/* The bytes of one slot of a ring's buffer: the buffer, padding included,
 * rounded up to 16 so that every slot is as aligned as the first. */
static int64_t ring_slot_bytes(const cg *g, const tl_buffer *b)
{
    return (smem_elems(g, b) * ((tl_dtype_bits(b->dtype) + 7) / 8) + 15) / 16 * 16;
}

/* `T (*NAME)[d1]...[dn-1 (+ pad)] = (...)(tl_smem + OFFSET SLOT);`, the
 * statement not ended by a newline: shared buffer b as an array in the
 * block's LDS; slot is "", or " + (SLOT) * BYTES" for a ring's slot. */
static void smem_ptr(cg *g, const tl_buffer *b, const char *slot)
{
    const char *n = cname(g, b->name), *t = tl_dtype_c_type(b->dtype);
    smem_layout sl = smem_layout_of(g, b);
    indent(g);
    for (int pass = 0; pass < 2; pass++) {
        if (pass)
            out(g, " = (%s (*)", t);
        else
            out(g, "%s (*%s)", t, n);
        for (int d = 1; d < b->ndim; d++) {
            out(g, "[");
            expr(g, b->dims[d]);
            if (d == b->ndim - 1 && sl.pad)
                out(g, " + %d", sl.pad);
            out(g, "]");
        }
    }
    out(g, ")(tl_smem + %" PRId64 "%s);", g->smem_off[b->id], slot);
}

/* buf[idx] as an lvalue in memory. */
static void element(cg *g, const tl_buffer *b, tl_expr *const *idx)
{
    out(g, "%s[", cname(g, b->name));
    if (b->scope == TL_SCOPE_GLOBAL) {
        tl_cemit_flat_offset(&g->e, b, idx);
        out(g, "]");
        return;
    }
    if (g->mfma[b->id]) {
        /* find_mfma saw every access index it by the loop's variables */
        if (!g->mfma_loop)
            unsupported(g, "accumulator '%s' read outside the loops of the MFMA layout", b->name);
        out(g, "tl_q][tl_i]");
        return;
    }
    if (b->scope == TL_SCOPE_FRAGMENT && !in_smem(g, b)) {
        if (!g->e.par || !tl_gpu_access_owned(g->e.par, b, idx))
            unsupported(g, "fragment '%s' is read or written outside its owner threads", b->name);
        reg_slot(g);
        out(g, "]");
        return;
    }
    smem_layout sl = in_smem(g, b) ? smem_layout_of(g, b) : (smem_layout){0, 0, 1, 0};
    for (int d = 0; d < b->ndim; d++) {
        if (d)
            out(g, "][");
        if (d == b->ndim - 1 && sl.mask)
            swz_col(g, sl, idx[d - 1], idx[d]);
        else
            expr_top(g, idx[d]);
    }
    out(g, "]");
}

static void element_of(tl_cemit *e, const tl_buffer *b, tl_expr *const *idx) { element((cg *)e, b, idx); }
static void block(cg *g, const tl_block *b);
static void block_of(tl_cemit *e, const tl_block *b) { block((cg *)e, b); }
static const char *const reserved_prefix[] = {"tl_", "TL_", "tilec_", "__", NULL};

/* f32 and the narrow floats in single precision, f64 in double (the
 * prelude's tl_ wrappers of ocml, within 2 ulp); sin, cos and erf of every
 * float in double */
static const char *const math[TL_FN_COUNT] = {
    [TL_FN_EXP] = "tl_expf", [TL_FN_EXP2] = "tl_exp2f", [TL_FN_LOG] = "tl_logf", [TL_FN_LOG2] = "tl_log2f",
    [TL_FN_SQRT] = "tl_sqrtf", [TL_FN_RSQRT] = "1.0f / tl_sqrtf", [TL_FN_ABS] = "tl_fabsf", [TL_FN_TANH] = "tl_tanhf",
    [TL_FN_FLOOR] = "tl_floorf", [TL_FN_CEIL] = "tl_ceilf", [TL_FN_MIN] = "tl_fminf", [TL_FN_MAX] = "tl_fmaxf",
    [TL_FN_POW] = "tl_powf", [TL_FN_FMA] = "fmaf",
};
static const char *const math_double[TL_FN_COUNT] = {
    [TL_FN_EXP] = "tl_exp", [TL_FN_EXP2] = "tl_exp2", [TL_FN_LOG] = "tl_log", [TL_FN_LOG2] = "tl_log2",
    [TL_FN_SQRT] = "tl_sqrt", [TL_FN_RSQRT] = "1.0 / tl_sqrt", [TL_FN_ABS] = "tl_fabs", [TL_FN_TANH] = "tl_tanh",
    [TL_FN_FLOOR] = "tl_floor", [TL_FN_CEIL] = "tl_ceil", [TL_FN_MIN] = "tl_fmin", [TL_FN_MAX] = "tl_fmax",
    [TL_FN_POW] = "tl_pow", [TL_FN_FMA] = "fma",
};
static const char *const math_in_double[TL_FN_COUNT] = {[TL_FN_SIN] = "tl_sin", [TL_FN_COS] = "tl_cos", [TL_FN_ERF] = "tl_erf"};

/* HIP C++ as the expression printer writes it (cfamily/emit.h); clang's
 * fp contract(off) keeps products unfused, so a product is a * b */
static const tl_cemit_lang HIP = {
    .reserved = reserved,
    .reserved_prefix = reserved_prefix,
    .lit = {"TL_NAN", "TL_INF", "TL_INT64_MIN"},
    .type = tl_dtype_c_type,
    .i32 = "int32_t", .i64 = "int64_t", .u32 = "uint32_t", .u64 = "uint64_t",
    .u64_zero = "UINT64_C(0)",
    .long_cast = "(long long)",
    .index_cast = "(int64_t)", .dim_cast = "",
    .round_open = tl_cemit_prelude_round,
    .small_dec = tl_cemit_prelude_dec,
    .small_enc = tl_cemit_prelude_enc,
    .fmod = {"tl_fmodf", "tl_fmod"},
    .fma = {"__builtin_fmaf", "__builtin_fma"},
    .vote_open = "tl_warp_%s(", .vote_close = ")",
    .math = math,
    .math_double = math_double,
    .math_in_double = math_in_double,
    .exp_double = "tl_exp",
    .element = element_of,
    .block = block_of,
    .no_atomic8_mm = "no 8-bit float atomics here", .no_atomic8_add = "no 8-bit float atomics here",
};

/* ---- statements ------------------------------------------------------------ */

static void block(cg *g, const tl_block *b);
static void stmt(cg *g, const tl_stmt *s);

static bool has_reg_access_expr(const tl_expr *e, const cg *g);

static bool reg_buf(const cg *g, const tl_buffer *b)
{
    return b->scope == TL_SCOPE_FRAGMENT && !in_smem(g, b);
}

static bool is_reg_load(const tl_expr *e, const void *g)
{
    return e->kind == TL_EXPR_LOAD && reg_buf(g, e->load.buf);
}

static bool has_reg_access_expr(const tl_expr *e, const cg *g)
{
    return tl_ir_expr_any(e, is_reg_load, g);
}

/* Whether a loop body touches a register fragment (then its steps are
 * unrolled, so that every register index is a constant). */
static bool has_reg_access(const tl_block *b, const cg *g)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_LET:
            if (has_reg_access_expr(s->let.value, g))
                return true;
            break;
        case TL_STMT_FOR:
            if (has_reg_access(&s->loop.body, g))
                return true;
            break;
        case TL_STMT_WHILE:
            if (has_reg_access_expr(s->whiles.cond, g) || has_reg_access(&s->whiles.body, g))
                return true;
            break;
        case TL_STMT_IF:
            if (has_reg_access_expr(s->ifs.cond, g) || has_reg_access(&s->ifs.then_body, g) ||
                has_reg_access(&s->ifs.else_body, g))
                return true;
            break;
        case TL_STMT_STORE:
            if (reg_buf(g, s->store.buf) || has_reg_access_expr(s->store.value, g))
                return true;
            break;
        default: break;
        }
    }
    return false;
}

static void loop_header(cg *g, const tl_var *v, const tl_expr *begin, const tl_expr *end) { tl_cemit_loop_header(&g->e, v, begin, end); }

/* Variables of parallel loop s from the iteration number `from` (an int
 * expression): all but the innermost when inner is false, else the
 * innermost (plus `lane`, when given). */
static void loop_vars(cg *g, const tl_stmt *s, const char *from, bool inner, const char *lane) { tl_cemit_loop_vars(&g->e, s, from, inner, lane); }

static void store(cg *g, const tl_stmt *s);

/* The combine of a row reduction's partials (split_reductions' second step,
 * or the same loop written by hand):
 *   for i in parallel(R) { [dst[i] = init]; for red in range(G) { dst[i] = op(dst[i], P[i, red]) } }
 * with op + or a two-argument min/max, P an on-chip [R, G] buffer, G a power
 * of two up to the wavefront's width and R G <= T threads, dst not a
 * register fragment. Written as G consecutive lanes per row (G-aligned, so
 * within one wavefront), each reading one partial, combined by a butterfly
 * of lane-xor shuffles (ds_bpermute; log2 G steps instead of G serial ones);
 * lane 0 of the group makes the update. A sum comes out in another order
 * (within a float sum's tolerance; integers wrap alike); min and max are
 * exact. Since dst[i] is written by thread i G rather than by thread i as
 * the loop's partition says (thread_sync placed barriers for that), a
 * barrier follows; the one before is there already, since P is read by
 * other threads than those that wrote it. */
typedef tl_cemit_combine combine;

static bool combine_match(cg *g, const tl_stmt *s, combine *c)
{
    return tl_cemit_combine_match(s, g->smem_off, NULL, c) && c->groups <= g->wave && !(c->groups & (c->groups - 1)) &&
           c->rows * c->groups <= g->threads;
}

/* The group's lanes and this thread's place in it: the row variable and
 * tl_l (G consecutive lanes, G aligned). */
static void combine_head(cg *g, const combine *c, bool *check)
{
    *check = c->rows * c->groups < g->threads;
    if (*check) {
        line(g, "if (tl_tid < %" PRId64 ") {", c->rows * c->groups);
        g->e.ind++;
    }
    line(g, "const int32_t %s = tl_tid / %" PRId64 ";", cname(g, c->vi->name), c->groups);
    line(g, "const int32_t tl_l = tl_tid %% %" PRId64 ";", c->groups);
}

/* With this lane's partial in tl_w: the butterfly, lane 0's update of
 * dst[i], the group's end and the barrier. */
static void combine_tail(cg *g, const combine *c, bool check)
{
    const char *vt = tl_cemit_val_type(&g->e, c->dst->dtype);
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_o = %" PRId64 "; tl_o > 0; tl_o /= 2) {", c->groups / 2);
    g->e.ind++;
    line(g, "const %s tl_u = tl_shfl_at(tl_w, tl_lane() ^ tl_o);", vt);
    g->e.sub_from[0] = c->x;
    g->e.sub_to[0] = "tl_w";
    g->e.sub_from[1] = c->y;
    g->e.sub_to[1] = "tl_u";
    indent(g);
    out(g, "tl_w = ");
    expr_top(g, c->up->store.value);
    out(g, ";\n");
    g->e.ind--;
    line(g, "}");
    line(g, "if (tl_l == 0) {");
    g->e.ind++;
    if (c->init)
        store(g, c->init);
    g->e.sub_from[0] = NULL;
    g->e.sub_to[1] = "tl_w";
    store(g, c->up);
    g->e.sub_from[1] = NULL;
    g->e.ind--;
    line(g, "}");
    if (check) {
        g->e.ind--;
        line(g, "}");
    }
    g->e.ind--;
    line(g, "}");
    line(g, "tl_barrier();");
    g->synced = true;
    g->e.par = NULL;
}

static bool wave_combine(cg *g, const tl_stmt *s)
{
    combine c;
    if (!combine_match(g, s, &c))
        return false;
    g->e.par = s;
    g->part = tl_gpu_partition_of(g->e.k, s);
    line(g, "/* parallel %s: %" PRId64 " rows of %" PRId64 " partials, %" PRId64 " lanes a row, wavefront shuffles */", c.vi->name,
         c.rows, c.groups, c.groups);
    line(g, "{");
    g->e.ind++;
    bool check;
    combine_head(g, &c, &check);
    indent(g);
    out(g, "%s tl_w = ", tl_cemit_val_type(&g->e, c.dst->dtype));
    /* P[i, tl_l] read as a value */
    tl_var lv = {0};
    lv.name = "tl_l";
    lv.id = -1;
    lv.dtype = TL_DT_I32;
    tl_expr lref = {0};
    lref.kind = TL_EXPR_VAR;
    lref.dtype = TL_DT_I32;
    lref.var = &lv;
    tl_expr *pidx[2] = {c.y->load.idx[0], &lref};
    load(g, c.p, pidx);
    out(g, ";\n");
    combine_tail(g, &c, check);
    return true;
}

/* ---- matrix cores (MFMA) --------------------------------------------------------- */

/* lower_gemm_simt's loops of a gemm into accumulator C,
 *   for p in range(K) { for i, j in parallel(M, N) { C[i, j] = C[i, j] + A'[i, p] * B'[p, j] } }
 * with A and B in LDS (A' read as A[i, p] or A[p, i], B' as B[p, j] or
 * B[j, p]), run on the matrix cores when the dtypes have an MFMA (f16 and
 * bf16 into f32, i8 into i32) and C splits into 32x32 tiles evenly over the
 * block's wavefronts: wavefront w holds tiles w, w + W, ... in the
 * registers of the MFMA's D layout (rocm.h). The sums come out in another
 * order than the interpreter's (a float gemm is tolerance-defined, as on
 * the tensor cores; integer sums are exact). */

static bool idx_vars(tl_expr *const *idx, const tl_var *a, const tl_var *b)
{
    return tl_cemit_is_var(idx[0], a) && tl_cemit_is_var(idx[1], b);
}

/* Wavefronts of the block, and the tiles of C each holds (0: none fit). */
static int mfma_tiles(const cg *g, int64_t m, int64_t n)
{
    int waves = g->threads / 64;
    if (g->wave != 64 || g->threads % 64 || m % TL_HIP_MFMA_M || n % TL_HIP_MFMA_M)
        return 0;
    int64_t tiles = (m / TL_HIP_MFMA_M) * (n / TL_HIP_MFMA_M);
    /* accumulators a thread: beyond 128 they spill */
    return tiles % waves || tiles / waves * TL_HIP_MFMA_REGS > 128 ? 0 : (int)(tiles / waves);
}

static bool mfma_of(const cg *g, const tl_stmt *s, mfma_gemm *out)
{
    int64_t kk, m, n;
    if (s->kind != TL_STMT_FOR || s->loop.kind != TL_LOOP_SERIAL || s->loop.nvars != 1 || !tl_cemit_is_zero(s->loop.begin[0]) ||
        !tl_ir_is_const_int(s->loop.end[0], &kk) || s->loop.body.n != 1)
        return false;
    const tl_var *vp = s->loop.vars[0];
    const tl_stmt *par = s->loop.body.items[0];
    if (par->kind != TL_STMT_FOR || par->loop.kind != TL_LOOP_PARALLEL || par->loop.nvars != 2 || !tl_cemit_is_zero(par->loop.begin[0]) ||
        !tl_cemit_is_zero(par->loop.begin[1]) || !tl_ir_is_const_int(par->loop.end[0], &m) || !tl_ir_is_const_int(par->loop.end[1], &n) ||
        par->loop.body.n != 1)
        return false;
    const tl_var *vi = par->loop.vars[0], *vj = par->loop.vars[1];
    const tl_stmt *st = par->loop.body.items[0];
    if (st->kind != TL_STMT_STORE || st->store.nidx != 2 || !idx_vars(st->store.idx, vi, vj))
        return false;
    const tl_buffer *c = st->store.buf;
    const tl_expr *v = st->store.value;
    if (c->scope != TL_SCOPE_FRAGMENT || in_smem(g, c) || c->ndim != 2 || tl_cemit_dim(c, 0) != m || tl_cemit_dim(c, 1) != n ||
        v->kind != TL_EXPR_BINARY || v->bin.op != TL_BIN_ADD || v->bin.a->kind != TL_EXPR_LOAD || v->bin.a->load.buf != c ||
        !idx_vars(v->bin.a->load.idx, vi, vj) || v->bin.b->kind != TL_EXPR_BINARY || v->bin.b->bin.op != TL_BIN_MUL)
        return false;
    const tl_expr *x = v->bin.b->bin.a, *y = v->bin.b->bin.b;
    if (x->kind == TL_EXPR_CAST && !x->cast.bits)
        x = x->cast.a;
    if (y->kind == TL_EXPR_CAST && !y->cast.bits)
        y = y->cast.a;
    if (x->kind != TL_EXPR_LOAD || y->kind != TL_EXPR_LOAD)
        return false;
    mfma_gemm r = { x->load.buf, y->load.buf, c, false, false, m, n, kk, 4, NULL };
    if (r.a->scope != TL_SCOPE_SHARED || r.b->scope != TL_SCOPE_SHARED || !in_smem(g, r.a) || !in_smem(g, r.b) ||
        r.a->ndim != 2 || r.b->ndim != 2 || r.a->dtype != r.b->dtype)
        return false;
    if (idx_vars(x->load.idx, vp, vi))
        r.ta = true;
    else if (!idx_vars(x->load.idx, vi, vp))
        return false;
    if (idx_vars(y->load.idx, vj, vp))
        r.tb = true;
    else if (!idx_vars(y->load.idx, vp, vj))
        return false;
    bool gfx94 = strncmp(g->arch, "gfx94", 5) == 0;
    if (r.a->dtype == TL_DT_F16 && c->dtype == TL_DT_F32)
        r.builtin = "__builtin_amdgcn_mfma_f32_32x32x8f16";
    else if (r.a->dtype == TL_DT_BF16 && c->dtype == TL_DT_F32)
        r.builtin = "__builtin_amdgcn_mfma_f32_32x32x8bf16_1k";
    else if (r.a->dtype == TL_DT_I8 && c->dtype == TL_DT_I32) {
        r.builtin = gfx94 ? "__builtin_amdgcn_mfma_i32_32x32x16_i8" : "__builtin_amdgcn_mfma_i32_32x32x8i8";
        r.kper = gfx94 ? 8 : 4;
    } else {
        return false;
    }
    if (kk % (2 * r.kper) || !mfma_tiles(g, m, n))
        return false;
    *out = r;
    return true;
}

static bool block_uses(const tl_block *blk, const tl_buffer *b, bool stores_only);

/* Whether s reads or writes b (stores_only: writes it). */
static bool stmt_uses(const tl_stmt *s, const tl_buffer *b, bool stores_only)
{
    switch (s->kind) {
    case TL_STMT_ALLOC: return s->alloc.buf->view_of == b;
    case TL_STMT_LET: return !stores_only && tl_ir_expr_loads_buf(s->let.value, b);
    case TL_STMT_STORE:
        if (s->store.buf == b)
            return true;
        if (stores_only)
            return false;
        for (int d = 0; d < s->store.nidx; d++)
            if (tl_ir_expr_loads_buf(s->store.idx[d], b))
                return true;
        return tl_ir_expr_loads_buf(s->store.value, b);
    case TL_STMT_FOR:
        for (int i = 0; i < s->loop.nvars && !stores_only; i++)
            if (tl_ir_expr_loads_buf(s->loop.begin[i], b) || tl_ir_expr_loads_buf(s->loop.end[i], b))
                return true;
        return block_uses(&s->loop.body, b, stores_only);
    case TL_STMT_WHILE: return (!stores_only && tl_ir_expr_loads_buf(s->whiles.cond, b)) || block_uses(&s->whiles.body, b, stores_only);
    case TL_STMT_IF:
        return (!stores_only && tl_ir_expr_loads_buf(s->ifs.cond, b)) || block_uses(&s->ifs.then_body, b, stores_only) ||
               block_uses(&s->ifs.else_body, b, stores_only);
    case TL_STMT_TILE:
        for (int i = 0; i < s->tile.nargs; i++)
            if (s->tile.args[i].buf == b)
                return true;
        return false;
    default: return false;
    }
}

static bool block_uses(const tl_block *blk, const tl_buffer *b, bool stores_only)
{
    for (size_t i = 0; i < blk->n; i++)
        if (stmt_uses(blk->items[i], b, stores_only))
            return true;
    return false;
}

/* Whether blk reads b (a tile op naming it counts as a read). */
static bool block_loads(const tl_block *blk, const tl_buffer *b)
{
    for (size_t i = 0; i < blk->n; i++) {
        const tl_stmt *s = blk->items[i];
        bool r = false;
        switch (s->kind) {
        case TL_STMT_LET: r = tl_ir_expr_loads_buf(s->let.value, b); break;
        case TL_STMT_STORE:
            r = tl_ir_expr_loads_buf(s->store.value, b);
            for (int d = 0; d < s->store.nidx && !r; d++)
                r = tl_ir_expr_loads_buf(s->store.idx[d], b);
            break;
        case TL_STMT_FOR:
            for (int d = 0; d < s->loop.nvars && !r; d++)
                r = tl_ir_expr_loads_buf(s->loop.begin[d], b) || tl_ir_expr_loads_buf(s->loop.end[d], b);
            r = r || block_loads(&s->loop.body, b);
            break;
        case TL_STMT_WHILE: r = tl_ir_expr_loads_buf(s->whiles.cond, b) || block_loads(&s->whiles.body, b); break;
        case TL_STMT_IF:
            r = tl_ir_expr_loads_buf(s->ifs.cond, b) || block_loads(&s->ifs.then_body, b) || block_loads(&s->ifs.else_body, b);
            break;
        case TL_STMT_TILE: r = stmt_uses(s, b, false); break;
        default: break;
        }
        if (r)
            return true;
    }
    return false;
}

/* ---- the LDS ring of a pipelined loop: which loops ---------------------------- */

/* AMD GPUs have no cp.async, so a `pipelined` loop overlaps its global loads
 * with its compute the way Composable Kernel's and Triton's AMD pipelines
 * do: through registers into a ring of two LDS slots. A loop qualifies when
 * its body opens (past barriers and lets) with copies of global tiles into
 * shared buffers that:
 *   - write the whole buffer every iteration (a parallel loop over its dims
 *     storing buf[i, j, ...] by its own variables, or the if (tile inside) /
 *     else (masked) pair legalize_safe_memory_access makes of one, the two
 *     spread alike), so a slot never keeps an older tile's elements;
 *   - read only global tensors the kernel never writes, scalars, the loop's
 *     variable and lets (no `var`, no warp operation), so tile k + 1 can be
 *     loaded while iteration k computes;
 * and the buffers are touched nowhere but in this loop, never written by
 * the rest of its body, never viewed; the body has no break or continue
 * (the stores into the next slot end every iteration); the next tile takes
 * at most TL_HIP_RING_WORDS registers a thread. Anything else keeps
 * the loop in order (copies, a barrier, compute), which is correct at every
 * stage count. */

/* Whether blk writes tensor base, by its name or a view's (a tile op that
 * names either counts). */
static bool writes_tensor(const tl_block *blk, const tl_buffer *base)
{
    for (size_t i = 0; i < blk->n; i++) {
        const tl_stmt *s = blk->items[i];
        bool r = false;
        switch (s->kind) {
        case TL_STMT_STORE: r = s->store.buf == base || s->store.buf->view_of == base; break;
        case TL_STMT_TILE:
            for (int a = 0; a < s->tile.nargs && !r; a++)
                r = s->tile.args[a].buf == base || s->tile.args[a].buf->view_of == base;
            break;
        case TL_STMT_FOR: r = writes_tensor(&s->loop.body, base); break;
        case TL_STMT_WHILE: r = writes_tensor(&s->whiles.body, base); break;
        case TL_STMT_IF: r = writes_tensor(&s->ifs.then_body, base) || writes_tensor(&s->ifs.else_body, base); break;
        default: break;
        }
        if (r)
            return true;
    }
    return false;
}

static bool ring_global_read_only(const cg *g, const tl_buffer *b)
{
    /* a view's writes and its tensor's are each other's (views are of a
     * buffer of its own, never of a view: ir.h) */
    return b->scope == TL_SCOPE_GLOBAL && !writes_tensor(&g->e.k->body, b->view_of ? b->view_of : b);
}

static bool ring_expr_ok(const cg *g, const tl_expr *e)
{
    if (!e)
        return true;
    switch (e->kind) {
    case TL_EXPR_INT:
    case TL_EXPR_FLOAT: return true;
    case TL_EXPR_VAR: return e->var->kind != TL_VAR_MUT;
    case TL_EXPR_LOAD:
        if (!ring_global_read_only(g, e->load.buf))
            return false;
        for (int d = 0; d < e->load.buf->ndim; d++)
            if (!ring_expr_ok(g, e->load.idx[d]))
                return false;
        return true;
    case TL_EXPR_BINARY: return ring_expr_ok(g, e->bin.a) && ring_expr_ok(g, e->bin.b);
    case TL_EXPR_UNARY: return ring_expr_ok(g, e->un.a);
    case TL_EXPR_SELECT: return ring_expr_ok(g, e->sel.cond) && ring_expr_ok(g, e->sel.a) && ring_expr_ok(g, e->sel.b);
    case TL_EXPR_CAST: return ring_expr_ok(g, e->cast.a);
    case TL_EXPR_CALL:
        if (tl_mathfn_is_warp(e->call.fn))
            return false;
        for (int i = 0; i < e->call.nargs; i++)
            if (!ring_expr_ok(g, e->call.args[i]))
                return false;
        return true;
    default: return false;
    }
}

static bool ring_let_ok(const cg *g, const tl_stmt *s)
{
    return s->kind == TL_STMT_LET && !s->let.assign && s->let.var->kind == TL_VAR_LET && ring_expr_ok(g, s->let.value);
}

/* A parallel loop that writes shared buffer buf whole from what
 * ring_expr_ok allows: lets, then buf[v0, v1, ...] = value. */
static const tl_buffer *ring_par_copy(const cg *g, const tl_stmt *s, tl_gpu_partition *part)
{
    if (s->kind != TL_STMT_FOR || s->loop.kind != TL_LOOP_PARALLEL || s->loop.region || !s->loop.body.n)
        return NULL;
    const tl_stmt *st = s->loop.body.items[s->loop.body.n - 1];
    if (st->kind != TL_STMT_STORE)
        return NULL;
    const tl_buffer *b = st->store.buf;
    if (b->scope != TL_SCOPE_SHARED || b->view_of || st->store.nidx != b->ndim || s->loop.nvars != b->ndim ||
        !ring_expr_ok(g, st->store.value))
        return NULL;
    for (int d = 0; d < b->ndim; d++) {
        int64_t e = 0, w = 0;
        if (s->loop.begin[d] || !tl_ir_is_const_int(s->loop.end[d], &e) || !tl_ir_is_const_int(b->dims[d], &w) ||
            e != w || !tl_cemit_is_var(st->store.idx[d], s->loop.vars[d]))
            return NULL;
    }
    for (size_t i = 0; i + 1 < s->loop.body.n; i++)
        if (!ring_let_ok(g, s->loop.body.items[i]))
            return NULL;
    *part = tl_gpu_partition_of(g->e.k, s);
    if (part->mma || part->elems < 0)
        return NULL;
    return b;
}

static bool ring_copy_of(const cg *g, const tl_stmt *s, ring_copy *c)
{
    memset(c, 0, sizeof *c);
    c->s = s;
    if (s->kind == TL_STMT_FOR) {
        c->par = s;
        c->buf = ring_par_copy(g, s, &c->part);
        return c->buf != NULL;
    }
    if (s->kind != TL_STMT_IF || s->ifs.then_body.n != 1 || s->ifs.else_body.n != 1 || !ring_expr_ok(g, s->ifs.cond))
        return false;
    tl_gpu_partition p2;
    c->par = s->ifs.then_body.items[0];
    c->buf = ring_par_copy(g, c->par, &c->part);
    const tl_buffer *b2 = ring_par_copy(g, s->ifs.else_body.items[0], &p2);
    /* both spread alike: the stores replay the first */
    return c->buf && b2 == c->buf && p2.vec == c->part.vec && p2.steps == c->part.steps && p2.runs == c->part.runs &&
           p2.threads == c->part.threads;
}

static bool has_jump(const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_BREAK || s->kind == TL_STMT_CONTINUE ||
            (s->kind == TL_STMT_FOR && has_jump(&s->loop.body)) ||
            (s->kind == TL_STMT_WHILE && has_jump(&s->whiles.body)) ||
            (s->kind == TL_STMT_IF && (has_jump(&s->ifs.then_body) || has_jump(&s->ifs.else_body))))
            return true;
    }
    return false;
}

/* Whether blk touches b anywhere but inside statement skip (b's own
 * allocation aside; a view of b counts). */
static bool uses_outside(const tl_block *blk, const tl_stmt *skip, const tl_buffer *b)
{
    for (size_t i = 0; i < blk->n; i++) {
        const tl_stmt *s = blk->items[i];
        if (s == skip)
            continue;
        bool r;
        switch (s->kind) {
        case TL_STMT_FOR:
            r = false;
            for (int d = 0; d < s->loop.nvars && !r; d++)
                r = tl_ir_expr_loads_buf(s->loop.begin[d], b) || tl_ir_expr_loads_buf(s->loop.end[d], b);
            r = r || uses_outside(&s->loop.body, skip, b);
            break;
        case TL_STMT_WHILE: r = tl_ir_expr_loads_buf(s->whiles.cond, b) || uses_outside(&s->whiles.body, skip, b); break;
        case TL_STMT_IF:
            r = tl_ir_expr_loads_buf(s->ifs.cond, b) || uses_outside(&s->ifs.then_body, skip, b) ||
                uses_outside(&s->ifs.else_body, skip, b);
            break;
        default: r = stmt_uses(s, b, false); break;
        }
        if (r)
            return true;
    }
    return false;
}

static bool allocates(const tl_block *blk, const tl_buffer *b)
{
    for (size_t i = 0; i < blk->n; i++) {
        const tl_stmt *s = blk->items[i];
        if ((s->kind == TL_STMT_ALLOC && s->alloc.buf == b) || (s->kind == TL_STMT_FOR && allocates(&s->loop.body, b)) ||
            (s->kind == TL_STMT_WHILE && allocates(&s->whiles.body, b)) ||
            (s->kind == TL_STMT_IF && (allocates(&s->ifs.then_body, b) || allocates(&s->ifs.else_body, b))))
            return true;
    }
    return false;
}

/* Whether pipelined loop s is a ring (r->ok), or why not (r->why). */
static void ring_of(const cg *g, const tl_stmt *s, ring *r)
{
    memset(r, 0, sizeof *r);
    r->loop = s;
    const tl_block *body = &s->loop.body;
    if (s->loop.stages < 2) {
        r->why = "stages=1 asks for no overlap";
        return;
    }
    if (s->loop.nvars != 1 || s->loop.begin[0] || s->loop.vars[0]->dtype != TL_DT_I32) {
        r->why = "the loop does not count from 0 in i32";
        return;
    }
    if (has_jump(body)) {
        r->why = "its body has a break or a continue";
        return;
    }
    size_t i = 0;
    for (; i < body->n; i++) {
        const tl_stmt *it = body->items[i];
        if (it->kind == TL_STMT_BARRIER || ring_let_ok(g, it))
            continue;
        if (it->kind != TL_STMT_FOR && it->kind != TL_STMT_IF)
            break;
        ring_copy c;
        if (r->ncopies == TL_HIP_RING_COPIES || !ring_copy_of(g, it, &c))
            break;
        for (int j = 0; j < r->ncopies; j++)
            if (r->copy[j].buf == c.buf) {
                r->why = "two copies fill one buffer";
                return;
            }
        c.pos = i;
        r->copy[r->ncopies++] = c;
    }
    r->nprefix = i;
    r->nall = r->ncopies;
    if (!r->ncopies) {
        r->why = "its body does not open with copies of read-only global tiles into whole shared buffers";
        return;
    }
    /* the next tile waits in registers: a 32-bit word an element at least
     * (gemm_f16's 128x128x64 tiles over 128 threads: 128, with no spill) */
    int64_t words = 0;
    for (int j = 0; j < r->ncopies; j++)
        words += r->copy[j].part.steps * r->copy[j].part.vec * ((tl_dtype_bits(r->copy[j].buf->dtype) + 31) / 32);
    if (words > TL_HIP_RING_WORDS) {
        r->why = "the next tile would take more than " TL_HIP_STR(TL_HIP_RING_WORDS) " registers a thread";
        return;
    }
    for (int j = 0; j < r->ncopies; j++) {
        const tl_buffer *b = r->copy[j].buf;
        tl_block rest = { body->items + r->nprefix, body->n - r->nprefix };
        if (block_uses(&rest, b, true) || uses_outside(&g->e.k->body, s, b) || allocates(body, b)) {
            r->why = "a buffer its copies fill is written or read elsewhere";
            return;
        }
    }
    r->ok = true;
}

/* Every pipelined loop of blk outside parallel loops, each with its ring or
 * the reason it has none; the ring's buffers marked. */
static void find_rings(cg *g, const tl_block *blk, bool nested)
{
    for (size_t i = 0; i < blk->n; i++) {
        const tl_stmt *s = blk->items[i];
        if (s->kind == TL_STMT_FOR && s->loop.kind == TL_LOOP_PIPELINED) {
            if (g->nrings == TL_HIP_RINGS)
                continue;
            ring *r = &g->rings[g->nrings++];
            ring_of(g, s, r);
            r->nested = nested;
            for (int j = 0; r->ok && j < r->ncopies; j++)
                g->ring_buf[r->copy[j].buf->id] = true;
        } else if (s->kind == TL_STMT_FOR && s->loop.kind != TL_LOOP_PARALLEL) {
            find_rings(g, &s->loop.body, true);
        } else if (s->kind == TL_STMT_WHILE) {
            find_rings(g, &s->whiles.body, true);
        } else if (s->kind == TL_STMT_IF) {
            find_rings(g, &s->ifs.then_body, nested);
            find_rings(g, &s->ifs.else_body, nested);
        }
    }
}

static const ring *ring_of_loop(const cg *g, const tl_stmt *s)
{
    for (int i = 0; i < g->nrings; i++)
        if (g->rings[i].loop == s)
            return &g->rings[i];
    return NULL;
}

/* In a loop over accumulator c in the MFMA layout, expression e reads only
 * c (as the loop's own element), scalars, and global tensors the kernel
 * never writes: what another thread than the partition's reads the same. */
static bool mfma_expr_ok(const cg *g, const tl_expr *e, const tl_stmt *p, const tl_buffer *c)
{
    if (!e)
        return true;
    switch (e->kind) {
    case TL_EXPR_LOAD:
        if (e->load.buf == c)
            return idx_vars(e->load.idx, p->loop.vars[0], p->loop.vars[1]);
        if (e->load.buf->scope != TL_SCOPE_GLOBAL || block_uses(&g->e.k->body, e->load.buf, true))
            return false;
        for (int d = 0; d < e->load.buf->ndim; d++)
            if (!mfma_expr_ok(g, e->load.idx[d], p, c))
                return false;
        return true;
    case TL_EXPR_BINARY: return mfma_expr_ok(g, e->bin.a, p, c) && mfma_expr_ok(g, e->bin.b, p, c);
    case TL_EXPR_UNARY: return mfma_expr_ok(g, e->un.a, p, c);
    case TL_EXPR_SELECT:
        return mfma_expr_ok(g, e->sel.cond, p, c) && mfma_expr_ok(g, e->sel.a, p, c) && mfma_expr_ok(g, e->sel.b, p, c);
    case TL_EXPR_CAST: return mfma_expr_ok(g, e->cast.a, p, c);
    case TL_EXPR_CALL:
        if (tl_mathfn_is_warp(e->call.fn))
            return false;
        for (int i = 0; i < e->call.nargs; i++)
            if (!mfma_expr_ok(g, e->call.args[i], p, c))
                return false;
        return true;
    default: return true;
    }
}

/* ... and its statements write only c's element, global tensors the kernel
 * never reads (an epilogue's copy out, a clear) and, for a loop at the
 * kernel's top level (uniform: a barrier may follow it), shared buffers
 * (an epilogue through LDS): thread_sync placed no barrier where the
 * partition made the writer of an element its next reader, so the loop
 * gets one on each side (g->mfma_lds). */
static bool mfma_body_ok(cg *g, const tl_block *blk, const tl_stmt *p, const tl_buffer *c)
{
    for (size_t i = 0; i < blk->n; i++) {
        const tl_stmt *s = blk->items[i];
        switch (s->kind) {
        case TL_STMT_LET:
            if (!mfma_expr_ok(g, s->let.value, p, c))
                return false;
            break;
        case TL_STMT_IF:
            if (!mfma_expr_ok(g, s->ifs.cond, p, c) || !mfma_body_ok(g, &s->ifs.then_body, p, c) ||
                !mfma_body_ok(g, &s->ifs.else_body, p, c))
                return false;
            break;
        case TL_STMT_STORE: {
            const tl_buffer *b = s->store.buf;
            bool lds = b != c && g->mfma_lds_ok && b->scope == TL_SCOPE_SHARED && in_smem(g, b);
            if (b == c ? !idx_vars(s->store.idx, p->loop.vars[0], p->loop.vars[1])
                       : !lds && (b->scope != TL_SCOPE_GLOBAL || tl_dtype_is_packed(b->dtype) || block_loads(&g->e.k->body, b)))
                return false;
            g->mfma_lds |= lds;
            for (int d = 0; d < s->store.nidx; d++)
                if (!mfma_expr_ok(g, s->store.idx[d], p, c))
                    return false;
            if (!mfma_expr_ok(g, s->store.value, p, c))
                return false;
            break;
        }
        default: return false;
        }
    }
    return true;
}

/* The loops of accumulator c outside its gemms: each a parallel loop over
 * c's shape whose body mfma_body_ok accepts; then they are written in the
 * MFMA layout too. Any other access to c keeps it in the partition. */
static bool mfma_scan(cg *g, const tl_block *blk, const tl_buffer *c, bool record, bool top)
{
    for (size_t i = 0; i < blk->n; i++) {
        const tl_stmt *s = blk->items[i];
        bool mine = false;
        for (int j = 0; j < g->nmloops; j++)
            mine |= g->mloops[j].s == s && g->mloops[j].c == c;
        if (mine || !stmt_uses(s, c, false))
            continue;
        if (s->kind == TL_STMT_FOR && s->loop.kind == TL_LOOP_PARALLEL) {
            int64_t m, n;
            g->mfma_lds = false;
            g->mfma_lds_ok = top;
            if (s->loop.nvars != 2 || !tl_cemit_is_zero(s->loop.begin[0]) || !tl_cemit_is_zero(s->loop.begin[1]) ||
                !tl_ir_is_const_int(s->loop.end[0], &m) || !tl_ir_is_const_int(s->loop.end[1], &n) || m != tl_cemit_dim(c, 0) ||
                n != tl_cemit_dim(c, 1) || !mfma_body_ok(g, &s->loop.body, s, c))
                return false;
            if (record) {
                if (g->nmloops >= TL_HIP_MLOOPS)
                    return false;
                g->mloops[g->nmloops++] = (mloop){ s, c, false, {0}, g->mfma_lds };
            }
            continue;
        }
        if (s->kind == TL_STMT_FOR) {
            for (int d = 0; d < s->loop.nvars; d++)
                if (tl_ir_expr_loads_buf(s->loop.begin[d], c) || tl_ir_expr_loads_buf(s->loop.end[d], c))
                    return false;
            if (!mfma_scan(g, &s->loop.body, c, record, false))
                return false;
            continue;
        }
        if (s->kind == TL_STMT_WHILE) {
            if (tl_ir_expr_loads_buf(s->whiles.cond, c) || !mfma_scan(g, &s->whiles.body, c, record, false))
                return false;
            continue;
        }
        if (s->kind == TL_STMT_IF) {
            if (tl_ir_expr_loads_buf(s->ifs.cond, c) || !mfma_scan(g, &s->ifs.then_body, c, record, false) ||
                !mfma_scan(g, &s->ifs.else_body, c, record, false))
                return false;
            continue;
        }
        return false;
    }
    return true;
}

/* The gemm loops of blk (outside parallel loops) that mfma_of accepts. */
static void mfma_gemms(cg *g, const tl_block *blk)
{
    for (size_t i = 0; i < blk->n; i++) {
        const tl_stmt *s = blk->items[i];
        mfma_gemm mg;
        if (mfma_of(g, s, &mg)) {
            if (g->nmloops < TL_HIP_MLOOPS)
                g->mloops[g->nmloops++] = (mloop){ s, mg.c, true, mg, false };
            continue;
        }
        if (s->kind == TL_STMT_FOR && s->loop.kind != TL_LOOP_PARALLEL)
            mfma_gemms(g, &s->loop.body);
        else if (s->kind == TL_STMT_WHILE)
            mfma_gemms(g, &s->whiles.body);
        else if (s->kind == TL_STMT_IF) {
            mfma_gemms(g, &s->ifs.then_body);
            mfma_gemms(g, &s->ifs.else_body);
        }
    }
}

/* g->mfma and g->mloops for kernel k: the accumulators whose every access
 * is an MFMA gemm or a loop that may follow the MFMA layout. */
static void find_mfma(cg *g, tl_kernel *k)
{
    g->nmloops = 0;
    mfma_gemms(g, &k->body);
    int ngemm = g->nmloops;
    for (int i = 0; i < ngemm; i++) {
        const tl_buffer *c = g->mloops[i].c;
        if (g->mfma[c->id] || !g->mloops[i].gemm)
            continue;
        int keep = g->nmloops;
        if (mfma_scan(g, &k->body, c, false, true) && mfma_scan(g, &k->body, c, true, true))
            g->mfma[c->id] = true;
        else
            g->nmloops = keep;
    }
    /* the gemms of accumulators that stay in the partition are FMA loops */
    int n = 0;
    for (int i = 0; i < g->nmloops; i++)
        if (g->mfma[g->mloops[i].c->id])
            g->mloops[n++] = g->mloops[i];
    g->nmloops = n;
}

static const mloop *mloop_of(const cg *g, const tl_stmt *s)
{
    for (int i = 0; i < g->nmloops; i++)
        if (g->mloops[i].s == s)
            return &g->mloops[i];
    return NULL;
}

/* A variable named n: an int of the emitter's own, printed as is. */
static tl_expr *own_var(cg *g, const char *n)
{
    tl_var *v = tl_arena_alloc(g->e.a, sizeof *v);
    tl_expr *e = tl_arena_alloc(g->e.a, sizeof *e);
    if (!v || !e) {
        g->e.oom = true;
        return NULL;
    }
    memset(v, 0, sizeof *v);
    memset(e, 0, sizeof *e);
    v->name = n;
    v->id = -1;
    v->dtype = TL_DT_I32;
    e->kind = TL_EXPR_VAR;
    e->dtype = TL_DT_I32;
    e->var = v;
    return e;
}

/* A parallel loop over an accumulator in the MFMA layout: tile tl_q of the
 * wavefront, register tl_i, at rocm.h's place in C. */
static void mfma_layout_loop(cg *g, const tl_stmt *s, const tl_buffer *c, bool sync)
{
    int64_t n = tl_cemit_dim(c, 1);
    int q = mfma_tiles(g, tl_cemit_dim(c, 0), n);
    if (sync && !g->was_synced)
        line(g, "tl_barrier(); /* the LDS this loop writes: read by the partition's threads before */");
    line(g, "/* parallel %s, %s: over %s in the MFMA layout, %d wavefronts of %d 32x32 tiles, 16 registers a tile */",
         s->loop.vars[0]->name, s->loop.vars[1]->name, c->name, g->threads / 64, q);
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_q = 0; tl_q < %d; tl_q++) {", q);
    g->e.ind++;
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_i = 0; tl_i < 16; tl_i++) {");
    g->e.ind++;
    line(g, "const int32_t tl_t = tl_tid / 64 + %d * tl_q;", g->threads / 64);
    line(g, "const int32_t %s = (tl_t / %" PRId64 ") * 32 + (tl_i / 4) * 8 + (tl_tid %% 64 / 32) * 4 + tl_i %% 4;",
         cname(g, s->loop.vars[0]->name), n / TL_HIP_MFMA_M);
    line(g, "const int32_t %s = (tl_t %% %" PRId64 ") * 32 + tl_tid %% 32;", cname(g, s->loop.vars[1]->name), n / TL_HIP_MFMA_M);
    g->e.par = s;
    g->mfma_loop = true;
    block(g, &s->loop.body);
    g->mfma_loop = false;
    g->e.par = NULL;
    g->e.ind--;
    line(g, "}");
    g->e.ind--;
    line(g, "}");
    if (sync) {
        line(g, "tl_barrier(); /* the LDS written in the MFMA layout, read next in the partition */");
        g->synced = true;
    }
}

/* One operand item: element (mn, k) of A or (k, mn) of B in LDS (trans:
 * stored the other way round), as the builtin takes it. */
static void mfma_item(cg *g, const mfma_gemm *mg, const tl_buffer *b, bool trans, const char *mn, int item)
{
    char *kn = tl_arena_alloc(g->e.a, 16);
    if (!kn) {
        g->e.oom = true;
        return;
    }
    snprintf(kn, 16, "tl_k%d", item);
    tl_expr *idx[2] = { own_var(g, mn), own_var(g, kn) };
    if (!idx[0] || !idx[1])
        return;
    if (trans) {
        tl_expr *t = idx[0];
        idx[0] = idx[1];
        idx[1] = t;
    }
    bool i8 = b->dtype == TL_DT_I8;
    if (b->dtype == TL_DT_F16)
        out(g, "__builtin_bit_cast(_Float16, ");
    else if (b->dtype == TL_DT_BF16)
        out(g, "(short)(");
    else if (i8)
        out(g, "((%s)(uint8_t)", mg->kper == 8 ? "uint64_t" : "uint32_t");
    element(g, b, idx);
    if (i8 && item)
        out(g, " << %d)", 8 * item);
    else
        out(g, ")");
}

static void mfma_operand(cg *g, const mfma_gemm *mg, const char *name, const tl_buffer *b, bool trans, const char *mn)
{
    bool i8 = b->dtype == TL_DT_I8;
    indent(g);
    out(g, "const %s %s = ", i8 ? (mg->kper == 8 ? "long" : "int") : b->dtype == TL_DT_F16 ? "tl_half4" : "tl_short4", name);
    out(g, "%s", i8 ? (mg->kper == 8 ? "(long)(" : "(int)(") : "{");
    for (int e = 0; e < mg->kper; e++) {
        if (e)
            out(g, "%s", i8 ? " | " : ", ");
        mfma_item(g, mg, b, trans, mn, e);
    }
    out(g, "%s", i8 ? ");\n" : "};\n");
}

/* A gemm into an accumulator in the MFMA layout: per k step of 2 kper,
 * each of the wavefront's tiles; lane l's operands are row (column) l % 32
 * of the tile and kper consecutive k from (l / 32) kper (rocm.h). */
static void mfma_gemm_loop(cg *g, const mfma_gemm *mg)
{
    int q = mfma_tiles(g, mg->m, mg->n);
    int ks = 2 * mg->kper;
    line(g, "/* gemm into %s on the matrix cores: %s, %d wavefronts of %d 32x32 tiles, k steps of %d */", mg->c->name,
         mg->builtin + strlen("__builtin_amdgcn_"), g->threads / 64, q, ks);
    line(g, "for (int32_t tl_k = 0; tl_k < %" PRId64 "; tl_k += %d) {", mg->k, ks);
    g->e.ind++;
    indent(g);
    out(g, "const int32_t tl_k0 = tl_k + (tl_tid %% 64 / 32) * %d", mg->kper);
    for (int e = 1; e < mg->kper; e++)
        out(g, ", tl_k%d = tl_k0 + %d", e, e);
    out(g, ";\n");
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_q = 0; tl_q < %d; tl_q++) {", q);
    g->e.ind++;
    line(g, "const int32_t tl_t = tl_tid / 64 + %d * tl_q;", g->threads / 64);
    line(g, "const int32_t tl_ar = (tl_t / %" PRId64 ") * 32 + tl_tid %% 32, tl_bc = (tl_t %% %" PRId64 ") * 32 + tl_tid %% 32;",
         mg->n / TL_HIP_MFMA_M, mg->n / TL_HIP_MFMA_M);
    mfma_operand(g, mg, "tl_a", mg->a, mg->ta, "tl_ar");
    mfma_operand(g, mg, "tl_b", mg->b, !mg->tb, "tl_bc");
    const char *cn = cname(g, mg->c->name);
    line(g, "%s[tl_q] = %s(tl_a, tl_b, %s[tl_q], 0, 0, 0);", cn, mg->builtin, cn);
    g->e.ind--;
    line(g, "}");
    g->e.ind--;
    line(g, "}");
}

/* ---- parallel loops ---------------------------------------------------------- */

/* A parallel loop spread over the block's threads as its partition says
 * (gpu.h): runs of vec iterations, run r to thread r % T as its step r / T. */
static void parallel(cg *g, const tl_stmt *s)
{
    if (wave_combine(g, s))
        return;
    tl_gpu_partition p = tl_gpu_partition_of(g->e.k, s);
    g->e.par = s;
    g->part = p;
    int n = s->loop.nvars;
    indent(g);
    out(g, "/* parallel");
    for (int d = 0; d < n; d++)
        out(g, "%s%s", d ? ", " : " ", s->loop.vars[d]->name);
    if (p.mma) {
        /* the hip target declares no tensor-core shapes: lower_gemm_simt
         * gives no accumulator an MMA layout */
        out(g, " */\n");
        unsupported(g, "a loop over a tensor-core accumulator's layout (the hip target has no mma shapes)");
    } else if (p.elems >= 0) {
        out(g, ": %" PRId64 " iterations, runs of %d, %" PRId64 " per thread */\n", p.elems, p.vec, p.steps);
        if (has_reg_access(&s->loop.body, g) || g->ring_mode)
            line(g, "#pragma unroll");
        line(g, "for (int32_t tl_s = 0; tl_s < %" PRId64 "; tl_s++) {", p.steps);
        g->e.ind++;
        line(g, "const int32_t tl_r = tl_s * %d + tl_tid;", p.threads);
        bool check = p.runs % p.threads != 0;
        if (check) {
            line(g, "if (tl_r < %" PRId64 ") {", p.runs);
            g->e.ind++;
        }
        line(g, "const int32_t tl_e = tl_r * %d;", p.vec);
        loop_vars(g, s, "tl_e", false, NULL);
        /* when a step of all threads covers whole rows, the innermost
         * variable does not depend on the step: said so, the compiler keeps
         * one value per column across the steps */
        int64_t inner = 0;
        tl_ir_is_const_int(s->loop.end[n - 1], &inner);
        char from[64];
        if (p.steps > 1 && inner > 0 && ((int64_t)p.threads * p.vec) % inner == 0)
            snprintf(from, sizeof from, "tl_tid * %d", p.vec);
        else
            snprintf(from, sizeof from, "tl_e");
        if (p.vec > 1) {
            line(g, "#pragma unroll");
            line(g, "for (int32_t tl_v = 0; tl_v < %d; tl_v++) {", p.vec);
            g->e.ind++;
        }
        loop_vars(g, s, from, true, p.vec > 1 ? "tl_v" : NULL);
        block(g, &s->loop.body);
        if (p.vec > 1) {
            g->e.ind--;
            line(g, "}");
        }
        if (check) {
            g->e.ind--;
            line(g, "}");
        }
        g->e.ind--;
        line(g, "}");
    } else {
        out(g, ": extents known at run time, one iteration at a time */\n");
        indent(g);
        out(g, "for (int64_t tl_x = tl_tid, tl_n = ");
        for (int d = 0; d < n; d++) {
            out(g, "%s(int64_t)", d ? " * " : "");
            expr(g, s->loop.end[d]);
        }
        out(g, "; tl_x < tl_n; tl_x += %d) {\n", p.threads);
        g->e.ind++;
        loop_vars(g, s, "tl_x", false, NULL);
        loop_vars(g, s, "tl_x", true, NULL);
        block(g, &s->loop.body);
        g->e.ind--;
        line(g, "}");
    }
    g->e.par = NULL;
}

/* Whether b holds a parallel loop (at any depth). */
static bool has_parallel(const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if ((s->kind == TL_STMT_FOR && (s->loop.kind == TL_LOOP_PARALLEL || has_parallel(&s->loop.body))) ||
            (s->kind == TL_STMT_WHILE && has_parallel(&s->whiles.body)) ||
            (s->kind == TL_STMT_IF && (has_parallel(&s->ifs.then_body) || has_parallel(&s->ifs.else_body))))
            return true;
    }
    return false;
}

/* ---- the LDS ring of a pipelined loop: its loop -------------------------------- */

/* One phase of a ring's copies for tile `k` (the loop's variable, bound by
 * the caller): 1, the lets and the copies, their stores into this thread's
 * registers tl_pfC; 2, the registers into slot `slot` (a C expression) of
 * each buffer, replaying each copy's (first) parallel loop. */
static void ring_phase(cg *g, const ring *r, int mode, const char *slot)
{
    g->in_ring = r;
    g->ring_mode = mode;
    if (mode == 2)
        for (int c = 0; c < r->ncopies; c++) {
            char off[96];
            snprintf(off, sizeof off, " + (%s) * %" PRId64, slot, ring_slot_bytes(g, r->copy[c].buf));
            smem_ptr(g, r->copy[c].buf, off);
            out(g, " /* slot (k + 1) %% 2 of %s */\n", r->copy[c].buf->name);
        }
    for (size_t i = 0, c = 0; i < r->nprefix; i++) {
        const tl_stmt *it = r->loop->loop.body.items[i];
        if (it->kind == TL_STMT_BARRIER)
            continue;
        if (it->kind == TL_STMT_LET) {
            if (mode == 1)
                stmt(g, it);
            continue;
        }
        if (mode == 1)
            stmt(g, it);
        else
            parallel(g, r->copy[c].par);
        c++;
    }
    g->ring_mode = 0;
    g->in_ring = NULL;
}

/* A pipelined loop over n tiles as a ring of two LDS slots (ring_of):
 *
 *   for k = -1 .. n - 1:
 *       if k + 1 < n: regs = tile k + 1        (global loads, in flight during the compute)
 *       if k >= 0:    compute on slot k % 2    (the body past its copies)
 *       if k + 1 < n: slot (k + 1) % 2 = regs; barrier
 *
 * One barrier an iteration; iteration -1 is the prologue (tile 0 into slot
 * 0), written once in the loop rather than again before it. Slot (k + 1) % 2
 * was last read by the compute of k - 1, which every thread finished
 * before the barrier that ended iteration k - 1; the barrier that ends
 * iteration k publishes it to the compute of k + 1 and orders that
 * compute's accesses after iteration k's (what the barriers thread_sync
 * put among the copies did: they are dropped); the prologue's orders the
 * first compute after the code before the loop. A loop inside another loop
 * opens with a barrier too, so that its prologue does not overwrite a slot
 * its previous run still reads. n <= 0 runs no copy, n == 1 no prefetch.
 * The copies mask at the tensors' edges as they did, and each writes its
 * whole buffer, so a slot never keeps an older tile's elements. */
static void ring_loop(cg *g, const tl_stmt *s, const ring *r)
{
    const char *kv = cname(g, s->loop.vars[0]->name);
    int64_t lds = 0;
    for (int c = 0; c < r->ncopies; c++)
        lds += 2 * ring_slot_bytes(g, r->copy[c].buf);
    indent(g);
    out(g, "/* pipelined, %d stages: a ring of two LDS slots (", s->loop.stages);
    for (int c = 0; c < r->ncopies; c++)
        out(g, "%s%s", c ? ", " : "", r->copy[c].buf->name);
    out(g, ": %" PRId64 " bytes); tile k + 1 loaded into registers during the compute on slot k %% 2, then stored into "
           "slot (k + 1) %% 2; one barrier an iteration", lds);
    if (r->ncopies < r->nall) {
        out(g, ". One slot, copied in order in the body:");
        for (int c = r->ncopies; c < r->nall; c++)
            out(g, "%s%s", c > r->ncopies ? ", " : " ", r->copy[c].buf->name);
        out(g, " (the kernel's rings whole would need %" PRId64 " bytes of LDS, more than this arch's %" PRId64 ")",
            g->ring_two, g->lds_limit);
    }
    out(g, " */\n");
    line(g, "{");
    g->e.ind++;
    indent(g);
    out(g, "const int32_t tl_pn = ");
    expr_top(g, s->loop.end[0]);
    out(g, ";\n");
    for (int c = 0; c < r->ncopies; c++)
        line(g, "%s tl_pf%d[%" PRId64 "]; /* this thread's elements of %s's next tile */",
             tl_dtype_c_type(r->copy[c].buf->dtype), c, r->copy[c].part.steps * r->copy[c].part.vec,
             r->copy[c].buf->name);
    if (r->nested)
        line(g, "tl_barrier(); /* the loop's previous run no longer reads the slots */");
    line(g, "#pragma unroll 1");
    line(g, "for (int32_t tl_pk = -1; tl_pk < tl_pn; tl_pk++) {");
    g->e.ind++;
    line(g, "if (tl_pk + 1 < tl_pn) {");
    g->e.ind++;
    line(g, "const int32_t %s = tl_pk + 1;", kv);
    ring_phase(g, r, 1, NULL);
    g->e.ind--;
    line(g, "}");
    line(g, "if (tl_pk >= 0) {");
    g->e.ind++;
    line(g, "const int32_t %s = tl_pk;", kv);
    for (int c = 0; c < r->ncopies; c++) {
        char off[96];
        snprintf(off, sizeof off, " + (tl_pk & 1) * %" PRId64, ring_slot_bytes(g, r->copy[c].buf));
        smem_ptr(g, r->copy[c].buf, off);
        out(g, " /* slot k %% 2 of %s */\n", r->copy[c].buf->name);
    }
    for (size_t i = 0; i < r->nprefix; i++)
        if (s->loop.body.items[i]->kind == TL_STMT_LET)
            stmt(g, s->loop.body.items[i]);
    tl_block rest = { s->loop.body.items + r->nprefix, s->loop.body.n - r->nprefix };
    g->synced = true; /* the barrier that ended the iteration before */
    block(g, &rest);
    g->e.ind--;
    line(g, "}");
    line(g, "if (tl_pk + 1 < tl_pn) {");
    g->e.ind++;
    ring_phase(g, r, 2, "(tl_pk + 1) & 1");
    line(g, "tl_barrier();");
    g->e.ind--;
    line(g, "}");
    g->e.ind--;
    line(g, "}");
    g->e.ind--;
    line(g, "}");
}

static void loop(cg *g, const tl_stmt *s)
{
    const mloop *ml = g->e.par ? NULL : mloop_of(g, s);
    if (ml) {
        if (ml->gemm)
            mfma_gemm_loop(g, &ml->mg);
        else
            mfma_layout_loop(g, s, ml->c, ml->sync);
        return;
    }
    if (s->loop.kind == TL_LOOP_PARALLEL && !g->e.par) {
        parallel(g, s);
        return;
    }
    int n = s->loop.kind == TL_LOOP_PARALLEL ? s->loop.nvars : 1;
    if (s->loop.kind == TL_LOOP_UNROLL)
        line(g, "#pragma unroll");
    else if (s->loop.kind == TL_LOOP_SERIAL && !g->e.par && has_parallel(&s->loop.body))
        /* a serial loop around the block's parallel loops (a SIMT gemm's
         * k loop): unrolled, clang's scheduler hoists every step's LDS
         * loads and spills (gemm_i8: 4 KB of scratch a thread); rolled,
         * none, at a third of the compile time */
        line(g, "#pragma unroll 1");
    else if (s->loop.kind == TL_LOOP_PIPELINED) {
        const ring *r = ring_of_loop(g, s);
        if (r && r->ok && r->ncopies) {
            ring_loop(g, s, r);
            return;
        }
        if (r && r->ok)
            line(g, "/* pipelined, %d stages: copies, a barrier, compute, in order (one slot: the kernel's LDS rings would "
                    "need %" PRId64 " bytes, more than this arch's %" PRId64 ") */",
                 s->loop.stages, g->ring_two, g->lds_limit);
        else
            line(g, "/* pipelined, %d stages: copies, a barrier, compute, in order (no LDS ring: %s) */", s->loop.stages,
                 r ? r->why : "too many pipelined loops");
    }
    for (int i = 0; i < n; i++) {
        loop_header(g, s->loop.vars[i], s->loop.begin[i], s->loop.end[i]);
        g->e.ind++;
    }
    block(g, &s->loop.body);
    for (int i = 0; i < n; i++) {
        g->e.ind--;
        line(g, "}");
    }
}

/* ---- allocations and stores --------------------------------------------------- */

/* A view of an on-chip buffer: a second name for its storage. Shared
 * memory (and fragments kept there) and locals are plain arrays, seen with
 * the view's shape; a register fragment's view is its registers, since
 * layout_inference gives the view its buffer's layout (element e of either
 * lives in the same thread and slot), as long as that layout is the
 * round-robin one over linear elements and its runs do not cross the
 * view's rows. */
static void view_alloc(cg *g, const tl_buffer *b)
{
    const tl_buffer *x = b->view_of;
    const char *n = cname(g, b->name), *t = tl_dtype_c_type(b->dtype);
    if (in_smem(g, x) || x->scope == TL_SCOPE_LOCAL) {
        smem_layout xl = in_smem(g, x) ? smem_layout_of(g, x) : (smem_layout){0, 0, 1, 0};
        if (xl.pad || xl.mask) {
            unsupported(g, "view '%s' of '%s': '%s' has layout(%s), which places its rows apart or permuted, so a "
                           "view with another row length would not find its elements", b->name, x->name, x->name,
                        tl_layout_hint_name(x->layout_hint));
            return;
        }
        if (in_smem(g, x) != in_smem(g, b)) {
            unsupported(g, "view '%s' of '%s': internal error: the view and its buffer are placed apart", b->name,
                        x->name);
            return;
        }
        indent(g);
        for (int pass = 0; pass < 2; pass++) {
            out(g, pass ? " = (%s (*)" : "%s (*%s)", t, n);
            for (int d = 1; d < b->ndim; d++) {
                out(g, "[");
                expr(g, b->dims[d]);
                out(g, "]");
            }
        }
        out(g, ")(void *)%s; /* a view of %s */\n", cname(g, x->name), x->name);
        return;
    }
    const tl_layout *l = b->layout;
    int64_t inner = tl_cemit_dim(b, b->ndim - 1);
    if (!l || l != x->layout || inner % l->vec != 0) {
        unsupported(g, "view '%s' of register fragment '%s': the view would move elements between threads (%s)",
                    b->name, x->name,
                    !l || l != x->layout ? "the view has a layout of its own"
                                           : "runs of the fragment's elements per thread cross the view's rows");
        return;
    }
    line(g, "%s *const %s = %s; /* a view of %s: the same registers */", t, n, cname(g, x->name), x->name);
}

static void alloc(cg *g, const tl_buffer *b)
{
    if (b->view_of && b->scope == TL_SCOPE_GLOBAL) {
        /* a tensor's view: its data, indexed by the view's dims */
        line(g, "%s *const %s = %s; /* a view of %s */", tl_dtype_c_type(b->dtype), cname(g, b->name),
             cname(g, b->view_of->name), b->view_of->name);
        line(g, "(void)%s;", cname(g, b->name));
        return;
    }
    if (b->view_of) {
        view_alloc(g, b);
        return;
    }
    const char *n = cname(g, b->name), *t = tl_dtype_c_type(b->dtype);
    int64_t count = tl_cemit_elems(b);
    if (in_smem(g, b) && g->ring_buf[b->id]) {
        /* its slots are named in the ring's loop, which writes the whole
         * buffer before any read: no zero fill */
        line(g, "/* %s: shared, a ring of two LDS slots of %" PRId64 " bytes at %" PRId64 " (the pipelined loop below) */",
             b->name, ring_slot_bytes(g, b), g->smem_off[b->id]);
        return;
    }
    if (in_smem(g, b)) {
        smem_layout sl = smem_layout_of(g, b);
        smem_ptr(g, b, "");
        out(g, " /* %s%s, in the block's LDS%s */\n", tl_scope_name(b->scope),
            b->scope == TL_SCOPE_FRAGMENT ? " kept in shared memory" : "",
            sl.pad ? "; layout(pad): rows padded" : sl.mask ? "; layout(swizzle): 16-byte chunks XOR-swizzled by the row" : "");
        line(g, "for (int32_t tl_z = tl_tid; tl_z < %" PRId64 "; tl_z += %d)", smem_elems(g, b), g->threads);
        line(g, "    ((%s *)%s)[tl_z] = 0;", t, n);
        return;
    }
    if (g->mfma[b->id]) {
        int q = mfma_tiles(g, tl_cemit_dim(b, 0), tl_cemit_dim(b, 1));
        const char *vt = b->dtype == TL_DT_I32 ? "tl_i32x16" : "tl_f32x16";
        line(g, "%s %s[%d]; /* fragment [%" PRId64 " x %" PRId64 "] in the MFMA layout: %d wavefronts of %d 32x32 tiles, 16 registers a tile */",
             vt, n, q, tl_cemit_dim(b, 0), tl_cemit_dim(b, 1), g->threads / 64, q);
        line(g, "#pragma unroll");
        line(g, "for (int32_t tl_z = 0; tl_z < %d; tl_z++)", q);
        line(g, "    %s[tl_z] = (%s)0;", n, vt);
        return;
    }
    if (b->scope == TL_SCOPE_FRAGMENT) {
        int per = b->layout ? b->layout->per_thread : 0;
        line(g, "%s %s[%d]; /* fragment: this thread's %d elements, in registers */", t, n, per > 0 ? per : 1, per);
        line(g, "#pragma unroll");
        line(g, "for (int32_t tl_z = 0; tl_z < %d; tl_z++)", per);
        line(g, "    %s[tl_z] = 0;", n);
        return;
    }
    indent(g);
    out(g, "%s %s", t, n);
    for (int d = 0; d < b->ndim; d++) {
        out(g, "[");
        expr(g, b->dims[d]);
        out(g, "]");
    }
    out(g, "; /* local: per thread */\n");
    line(g, "for (int32_t tl_z = 0; tl_z < %" PRId64 "; tl_z++)", count);
    line(g, "    ((%s *)%s)[tl_z] = 0;", t, n);
}

/* A store of a ring's copy (ring_loop): the value into this thread's
 * registers of the next tile (ring_mode 1), or those registers into the
 * slot (2). The register is the one the partition gives the element: both
 * phases walk the same partition. */
static void ring_store(cg *g, const tl_stmt *s, const tl_expr *v)
{
    int c = 0;
    while (c < g->in_ring->ncopies && g->in_ring->copy[c].buf != s->store.buf)
        c++;
    indent(g);
    if (g->ring_mode == 1) {
        out(g, "tl_pf%d[", c);
        reg_slot(g);
        out(g, "] = ");
        to_mem(g, s->store.buf->dtype, v);
        out(g, ";\n");
    } else {
        element(g, s->store.buf, s->store.idx);
        out(g, " = tl_pf%d[", c);
        reg_slot(g);
        out(g, "];\n");
    }
}

static void store(cg *g, const tl_stmt *s)
{
    const tl_buffer *b = s->store.buf;
    const tl_expr *v = s->store.value;
    tl_expr *conv = NULL;
    if (v->dtype != b->dtype) {
        conv = tl_ir_cast(g->e.a, b->dtype, (tl_expr *)v, s->loc);
        if (!conv) {
            g->e.oom = true;
            return;
        }
        v = conv;
    }
    if (g->ring_mode && g->ring_buf[b->id]) {
        ring_store(g, s, v);
        return;
    }
    tl_cemit_store(&g->e, s, v);
}

static void stmt(cg *g, const tl_stmt *s)
{
    switch (s->kind) {
    case TL_STMT_PREFETCH: return; /* a cache hint: nothing to write here */
    case TL_STMT_ALLOC: alloc(g, s->alloc.buf); return;
    case TL_STMT_LET:
        if (g->ring_mode == 2)
            return; /* the stores of a ring's registers index by the loop's variables alone */
        tl_cemit_let(&g->e, s);
        return;
    case TL_STMT_FOR: loop(g, s); return;
    case TL_STMT_WHILE:
    case TL_STMT_BREAK:
    case TL_STMT_CONTINUE:
    case TL_STMT_IF: tl_cemit_control(&g->e, s); return;
    case TL_STMT_STORE: store(g, s); return;
    case TL_STMT_TILE: {
        if (s->tile.op == TL_TILE_GEMM) {
            unsupported(g, "gemm left for tensor cores after the gpu pipeline (the hip target has no mma shapes)");
            return;
        }
        /* a tile op the passes kept (atomic_add, atomic_max, atomic_min
         * into a global tensor): its element loops, their stores atomic */
        tl_block lowered = {0};
        if (!tl_tx_lower_tile_op(g->e.a, g->e.k, s, &lowered)) {
            g->e.oom = true;
            return;
        }
        g->e.atomic = tl_tileop_is_atomic(s->tile.op);
        block(g, &lowered);
        g->e.atomic = false;
        return;
    }
    case TL_STMT_BARRIER: line(g, "tl_barrier();"); return;
    }
}

static void block(cg *g, const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        /* a barrier right after one (a shuffle combine ends in one) */
        if (b->items[i]->kind == TL_STMT_BARRIER && g->synced)
            continue;
        g->was_synced = g->synced;
        g->synced = false;
        stmt(g, b->items[i]);
        /* only straight-line code ends in the barrier it wrote: a serial
         * loop or a branch that ended in one may run zero times or not at
         * all (a parallel loop written as a shuffle combine is straight
         * code, its flag left by combine_tail) */
        const tl_stmt *it = b->items[i];
        g->synced = it->kind == TL_STMT_BARRIER ||
                    (g->synced && it->kind == TL_STMT_FOR && it->loop.kind == TL_LOOP_PARALLEL && !g->e.par);
    }
}

/* ---- LDS ----------------------------------------------------------------------- */

/* Offsets in the block's LDS of its shared buffers and of the fragments
 * kept in shared memory, each 16-byte aligned, in the order they are
 * allocated (no reuse yet); a ring's buffer takes two slots. */
static void place_smem(cg *g, const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_FOR)
            place_smem(g, &s->loop.body);
        else if (s->kind == TL_STMT_WHILE)
            place_smem(g, &s->whiles.body);
        else if (s->kind == TL_STMT_IF) {
            place_smem(g, &s->ifs.then_body);
            place_smem(g, &s->ifs.else_body);
        } else if (s->kind == TL_STMT_ALLOC) {
            const tl_buffer *buf = s->alloc.buf;
            bool shared = buf->scope == TL_SCOPE_SHARED || (buf->scope == TL_SCOPE_FRAGMENT && !tl_gpu_in_registers(buf));
            if (buf->view_of && buf->scope != TL_SCOPE_GLOBAL) {
                /* a view: its buffer's bytes (placed before it) */
                g->smem_off[buf->id] = shared ? g->smem_off[buf->view_of->id] : -1;
                continue;
            }
            if (!shared || g->smem_off[buf->id] >= 0)
                continue;
            g->smem = (g->smem + 15) / 16 * 16;
            g->smem_off[buf->id] = g->smem;
            if (g->ring_buf[buf->id])
                g->smem += 2 * ring_slot_bytes(g, buf);
            else
                g->smem += smem_elems(g, buf) * ((tl_dtype_bits(buf->dtype) + 7) / 8);
        }
    }
}

/* ---- kernels --------------------------------------------------------------- */

static bool kernel(cg *g, tl_kernel *k, tl_hip_kernel *info, int64_t lds_limit, tl_error *err)
{
    const char *kn = k->name;
    g->threads = tl_gpu_threads(k);
    g->smem = 0;
    size_t nb = (size_t)(k->nbuffers > 0 ? k->nbuffers : 1);
    g->smem_off = tl_arena_array(g->e.a, nb, sizeof *g->smem_off);
    g->mfma = tl_arena_array(g->e.a, nb, sizeof *g->mfma);
    g->ring_buf = tl_arena_array(g->e.a, nb, sizeof *g->ring_buf);
    bool *dv = tl_arena_array(g->e.a, (size_t)(k->nvars > 0 ? k->nvars : 1), sizeof *dv);
    if (!g->smem_off || !g->mfma || !g->ring_buf || !dv)
        return TL_TX_OOM(err);
    g->e.ndata_var = k->nvars;
    g->e.data_var = NULL;
    for (int i = 0; i < k->nvars; i++)
        dv[i] = false;
    g->e.data_var = dv;
    while (tl_cemit_mark_data_vars(&g->e, &k->body))
        ;
    for (int i = 0; i < k->nbuffers; i++) {
        g->smem_off[i] = -1;
        g->mfma[i] = false;
        g->ring_buf[i] = false;
    }
    bool warps = false;
    for (size_t i = 0; i < k->body.n && !warps; i++)
        warps = tl_ir_stmt_has_warp(k->body.items[i]);
    if (warps && !g->warp_helpers) {
        tl_strbuf_puts(g->e.o, warp_prelude);
        g->warp_helpers = true;
    }
    g->nrings = 0;
    g->ring_two = 0;
    g->lds_limit = lds_limit;
    find_rings(g, &k->body, false);
    place_smem(g, &k->body);
    bool rings = false;
    for (int i = 0; i < k->nbuffers; i++)
        rings |= g->ring_buf[i];
    if (g->smem > lds_limit && rings)
        g->ring_two = g->smem;
    while (g->smem > lds_limit && rings) {
        /* a kernel that fits with one slot a buffer is not refused for its
         * rings: the last copy of the last ring that has one leaves it (its
         * copy then runs in order, with the barriers it had, after the
         * ring's), until the kernel fits; said in the loop */
        rings = false;
        for (int i = g->nrings - 1; i >= 0 && !rings; i--) {
            ring *r = &g->rings[i];
            if (!r->ok || !r->ncopies)
                continue;
            r->ncopies--;
            if (r->ncopies)
                r->nprefix = r->copy[r->ncopies].pos;
            rings = true;
        }
        g->smem = 0;
        for (int i = 0; i < k->nbuffers; i++) {
            g->smem_off[i] = -1;
            g->ring_buf[i] = false;
        }
        for (int i = 0; i < g->nrings; i++)
            for (int j = 0; g->rings[i].ok && j < g->rings[i].ncopies; j++)
                g->ring_buf[g->rings[i].copy[j].buf->id] = true;
        place_smem(g, &k->body);
    }
    if (g->smem > lds_limit)
        return tl_error_set(err, TL_ERR_INVALID,
                            "%s:%d:%d: kernel '%s' needs %" PRId64 " bytes of LDS (shared memory), more than the %" PRId64
                            " bytes a workgroup may use on this arch",
                            k->loc.file ? k->loc.file : "<input>", k->loc.line, k->loc.col, kn, g->smem, lds_limit);
    find_mfma(g, k);
    if (g->nmloops && !g->mfma_helpers) {
        tl_strbuf_puts(g->e.o, mfma_prelude);
        g->mfma_helpers = true;
    }

    out(g, "\n/* kernel %s: %d threads per block, %" PRId64 " bytes of LDS */\n", kn, g->threads, g->smem);
    out(g, "extern \"C\" __global__ void __launch_bounds__(%d) %s(", g->threads, kn);
    int np = 0;
    for (size_t i = 0; i < k->nparams; i++, np++) {
        const tl_param *p = &k->params[i];
        if (p->is_tensor)
            out(g, "%s%s *%s", np ? ", " : "", tl_dtype_c_type(p->buf->dtype), cname(g, p->name));
        else {
            tl_dtype t = p->var->dtype;
            out(g, "%s%s tl_arg_%s", np ? ", " : "", t == TL_DT_BOOL ? "bool" : tl_dtype_c_type(t), p->name);
        }
    }
    for (size_t i = 0; i < k->nshape_vars; i++, np++)
        out(g, "%slong long tl_dim_%s", np ? ", " : "", k->shape_vars[i]->name);
    out(g, ")\n{\n");
    g->e.ind = 1;
    for (size_t i = 0; i < k->nparams; i++) {
        const tl_param *p = &k->params[i];
        if (p->is_tensor)
            continue;
        tl_dtype t = p->var->dtype;
        if (tl_dtype_is_small_float(t))
            line(g, "const float %s = %s(tl_arg_%s);", cname(g, p->name), tl_cemit_prelude_dec(t), p->name);
        else
            line(g, "const %s %s = tl_arg_%s;", tl_cemit_val_type(&g->e, t), cname(g, p->name), p->name);
    }
    for (size_t i = 0; i < k->nshape_vars; i++)
        line(g, "const int32_t %s = (int32_t)tl_dim_%s;", cname(g, k->shape_vars[i]->name), k->shape_vars[i]->name);
    static const char *const axis[3] = {"x", "y", "z"};
    int d0 = 0;
    if (k->swizzle > 0 && k->ngrid >= 2) {
        /* swizzle(n): the launch order (block x fastest) is cut into
         * panels of n block rows (the last one may be shorter: h rows), and
         * consecutive blocks walk down a panel's h rows before moving to
         * the next column, so that the blocks running at once share a few
         * rows and columns of tiles in L2. A bijection of the grid at every
         * size; grid dim 2 is left as is. */
        line(g, "/* swizzle(%d): blocks rasterized in panels of %d block rows */", k->swizzle, k->swizzle);
        line(g, "const int64_t tl_lin = (int64_t)tl_block_id_y() * tl_num_blocks(0) + tl_block_id_x(), tl_pw = (int64_t)%d * tl_num_blocks(0);",
             k->swizzle);
        line(g, "const int64_t tl_pan = tl_lin / tl_pw, tl_off = tl_lin - tl_pan * tl_pw;");
        line(g, "const int64_t tl_ph = tl_min_i64((int64_t)%d, tl_num_blocks(1) - tl_pan * %d);", k->swizzle, k->swizzle);
        line(g, "const int32_t %s = (int32_t)(tl_off / tl_ph);", cname(g, k->block_vars[0]->name));
        line(g, "const int32_t %s = (int32_t)(tl_pan * %d + tl_off %% tl_ph);", cname(g, k->block_vars[1]->name), k->swizzle);
        d0 = 2;
    }
    for (int d = d0; d < k->ngrid; d++)
        line(g, "const int32_t %s = tl_block_id_%s();", cname(g, k->block_vars[d]->name), axis[d]);
    line(g, "const int32_t tl_tid = tl_thread_id();");
    if (g->smem > 0)
        line(g, "__shared__ __attribute__((aligned(16))) unsigned char tl_smem[%" PRId64 "];", g->smem);
    block(g, &k->body);
    g->e.ind = 0;
    out(g, "}\n");

    if (g->e.unsupported[0])
        return tl_error_set(err, TL_ERR_NOT_IMPLEMENTED, "%s:%d:%d: kernel '%s': the hip codegen cannot write this yet: %s",
                            k->loc.file ? k->loc.file : "<input>", k->loc.line, k->loc.col, kn, g->e.unsupported);
    snprintf(info->name, sizeof info->name, "%s", kn);
    info->threads = g->threads;
    info->lds = g->smem;
    return true;
}

/* The wavefront size the target says (warp_size; the spec's default). */
static int target_wave(const tl_target *t)
{
    const char *w = t ? tl_target_attr(t, "warp_size") : NULL;
    int v = w ? atoi(w) : 0;
    return v == 32 || v == 64 ? v : 64;
}

bool tl_hip_codegen_source(struct tl_compilation *c, tl_error *err)
{
    cg g = {0};
    g.e.lang = &HIP;
    g.e.o = &c->device_source;
    g.e.a = c->arena;
    c->device_source.len = 0;
    const tl_target *t = tl_context_target(c->ctx);
    tl_hip_artifact *art = calloc(1, sizeof *art);
    if (!art)
        return TL_TX_OOM(err);
    art->nkernels = (int)c->module->nkernels;
    art->kernels = calloc(c->module->nkernels ? c->module->nkernels : 1, sizeof *art->kernels);
    if (!art->kernels) {
        tl_hip_artifact_free(art);
        return TL_TX_OOM(err);
    }
    const char *mcpu = t ? tl_target_attr(t, "mcpu") : NULL;
    if (!tl_hip_arch_of(mcpu, &art->arch, err)) {
        tl_hip_artifact_free(art);
        return false;
    }
    g.wave = target_wave(t);
    g.arch = art->arch.name;
    char from[256];
    snprintf(from, sizeof from, "%s", c->path ? c->path : "<input>");
    for (char *p = from; *p; p++)
        if (!isalnum((unsigned char)*p) && !strchr("_.-/+<> ", *p))
            *p = '?';
    out(&g, "/* HIP C++ generated by tilec from %s for target hip (%s, wavefront %d); do not edit */\n\n", from,
        art->arch.name, g.wave);
    tl_strbuf_puts(g.e.o, prelude);
    size_t after_prelude = g.e.o->len;
    for (size_t i = 0; i < c->module->nkernels; i++) {
        g.e.k = c->module->kernels[i];
        if (g.e.k->source_text) {
            tl_hip_artifact_free(art);
            return tl_error_set(err, TL_ERR_NOT_IMPLEMENTED, "kernel '%s': the hip backend takes no source kernels",
                                g.e.k->name);
        }
        if (!kernel(&g, g.e.k, &art->kernels[i], art->arch.lds_max, err)) {
            tl_hip_artifact_free(art);
            return false;
        }
    }
    const char *body = g.e.o->failed ? NULL : g.e.o->data + after_prelude;
    if (body && (strstr(body, "tl_4b_") || strstr(body, "e2m1"))) {
        /* the kernels use 4-bit dtypes: their helpers go after the prelude */
        tl_strbuf rest = { 0 };
        tl_strbuf_append(&rest, g.e.o->data + after_prelude, g.e.o->len - after_prelude);
        g.e.o->len = after_prelude;
        tl_strbuf_puts(g.e.o, "\n");
        tl_strbuf_puts(g.e.o, fp4_prelude);
        if (rest.len)
            tl_strbuf_append(g.e.o, rest.data, rest.len);
        g.e.o->failed |= rest.failed;
        tl_strbuf_free(&rest);
        body = g.e.o->failed ? NULL : g.e.o->data + after_prelude;
    }
    if (body && (strstr(body, "e4m3") || strstr(body, "e5m2") || strstr(body, "e8m0"))) {
        /* the kernels use fp8: its helpers go between the prelude and them */
        tl_strbuf rest = { 0 };
        tl_strbuf_append(&rest, g.e.o->data + after_prelude, g.e.o->len - after_prelude);
        g.e.o->len = after_prelude;
        tl_strbuf_puts(g.e.o, "\n");
        tl_strbuf_puts(g.e.o, fp8_prelude);
        if (rest.len)
            tl_strbuf_append(g.e.o, rest.data, rest.len);
        g.e.o->failed |= rest.failed;
        tl_strbuf_free(&rest);
    }
    if (g.e.oom || c->device_source.failed) {
        tl_hip_artifact_free(art);
        return TL_TX_OOM(err);
    }
    art->source = strdup(tl_strbuf_cstr(&c->device_source));
    if (!art->source) {
        tl_hip_artifact_free(art);
        return TL_TX_OOM(err);
    }
    if (c->device_artifact)
        tl_hip_artifact_free(c->device_artifact);
    c->device_artifact = art;
    return true;
}
