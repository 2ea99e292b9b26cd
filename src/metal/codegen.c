/*
 * codegen.c: the metal device codegen (specs/metal.lua): tile IR lowered by
 * the metal pipeline in, readable Metal Shading Language out
 * (c->device_source and the tl_metal_artifact of metal.h).
 *
 * Per kernel NAME:
 *
 *   struct NAME_args { int DIM...; T SCALAR...; };        the constant struct
 *   kernel void NAME(device T *TENSOR [[buffer(i)]]..., constant NAME_args &tl_args [[buffer(n)]],
 *                    uint3 tl_tgid [[threadgroup_position_in_grid]], ...)
 *
 * tensors first, in parameter order, one buffer each; then the shape dims
 * (i32, in order of first appearance) and the scalar parameters in one
 * constant struct at the next buffer index (the host sets it with
 * setBytes). The body follows the shared GPU lowering (src/transform/gpu.h):
 *   - a `parallel` loop is spread over the threadgroup's threads as gpu.h
 *     says: runs of vec iterations, run r to thread r % T, its variables
 *     recomputed from the iteration number;
 *   - a fragment kept in registers (place_fragments) is a per-thread array
 *     indexed by (step, lane); shared buffers and fragments kept in shared
 *     memory live in one `threadgroup` array at offsets fixed here,
 *     zeroed where allocated; `local` is a per-thread array;
 *   - code outside parallel loops runs in every thread alike, its stores
 *     into memory the threads share made by thread 0 alone;
 *   - barrier() is threadgroup_barrier(mem_device | mem_threadgroup);
 *   - a gemm metal_lower_gemm kept (f16/f32, bf16 from MSL 3.1, operands
 *     in threadgroup memory, 8x8 tiles) runs on simdgroup_matrix: the
 *     simdgroups as a grid over C's tiles, each a block of bm x bn tiles
 *     (plan_of), a k step loading bm tiles of A and bn of B. Its
 *     accumulator lives in simdgroup matrices for the whole kernel when
 *     only gemms, clears and copies out touch it (find_reg_acc: no
 *     threadgroup memory; a copy out goes through 8x8 staging tiles, in a
 *     dead operand's bytes where one is); else in threadgroup memory, its
 *     tiles held in simdgroup matrices across a K loop that touches it
 *     only by the gemm (hoistable_gemm), or loaded and stored by each gemm;
 *   - the combine of a row reduction's partials (split_reductions) runs on
 *     the simdgroups: simd_sum/simd_max/simd_min over 32 lanes (a
 *     simd_shuffle_xor butterfly for fewer, or where a 16-bit float must be
 *     rounded after each step), the simdgroups' results of a row through
 *     threadgroup memory (simd_combine);
 *   - warp operations of threads regions are simd_shuffle_* and a butterfly
 *     of simd_shuffle_xor (an Apple GPU's simdgroup is 32 threads);
 *   - atomics: Metal's atomic_int/atomic_uint/atomic_float on device
 *     memory, a compare-and-swap loop where Metal has no operation.
 * f16 is `half` in memory and bf16 `bfloat` (MSL 3.1), the 8-bit floats
 * and the 4-bit dtypes bytes (global 4-bit tensors two a byte); all of
 * them compute in float, rounded to their dtype after every operation as
 * the interpreter does. What Metal cannot express is refused with the
 * parameter or the line: f64 anywhere, bf16 before MSL 3.1, 64-bit atomics.
 *
 * Expressions are written by the C-family expression printer
 * (src/cfamily/emit.h), spelled Metal's way by the table MSL: its own
 * bitcasts, math, warp operations and memory form through the table's hooks.
 *
 * Flow: after the metal pipeline (specs/metal.lua); metal.c wraps it as the
 * codegen's build functions and writes the metal_context host code.
 */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend/internal.h"
#include "compile/compile.h"
#include "cfamily/emit.h"
#include "ir/value.h"
#include "metal/metal.h"
#include "registry.h"
#include "transform/gpu.h"
#include "transform/transform.h"

typedef struct cg {
    tl_cemit e; /* first: the expression printer's state */
    int threads;
    int msl; /* MSL version times 10 */
    tl_gpu_partition part;
    int64_t *tg_off;   /* by buffer id: offset in the threadgroup array, or -1 */
    int64_t tg;        /* bytes of the threadgroup array */
    int64_t red;       /* 32-bit words of the simd_combine scratch */
    char why[320];     /* the first thing this codegen refuses, with its place */
    bool synced; /* the last statement written ends in a barrier */
    /* the gemm whose accumulator tiles stay in simdgroup matrices across
     * the loop being written (hoisted_gemm), and their array's name */
    const tl_stmt *hoisted;
    char acc[32];
    int nacc;
    /* a gemm accumulator that lives in simdgroup matrices for the whole
     * kernel (find_reg_acc): its matrices' name, and while one of its
     * copy-out loops is written, the staging tile its loads read */
    const tl_buffer *racc;
    char racc_name[32];
    const tl_buffer *stage_buf;
    int64_t stage_elems; /* elements of tl_stage: 64 a simdgroup, or 0 */
    /* copy-out loops whose staging tiles reuse a gemm operand's threadgroup
     * memory, dead by then (find_stage_reuse), and its offset */
    const tl_stmt *reuse_at[8];
    int64_t reuse_off[8];
    int nreuse;
} cg;

/* ---- the prelude ------------------------------------------------------------- */

static const char prelude[] =
    "#include <metal_stdlib>\n"
    "using namespace metal;\n"
    "\n"
    "#ifndef INT64_C\n"
    "#define INT64_C(x) x##L\n"
    "#define UINT64_C(x) x##UL\n"
    "#endif\n"
    "#define TL_INT64_MIN (-9223372036854775807L - 1)\n"
    "#define TL_INF INFINITY\n"
    "#define TL_NAN NAN\n"
    "#define TL_BARRIER threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_threadgroup)\n"
    "/* loops over a simdgroup's matrices: unrolled, so that each matrix stays in registers */\n"
    "#define TL_UNROLL _Pragma(\"clang loop unroll(full)\")\n"
    "\n"
    "/* 16-bit floats: half (and bfloat) in memory, floats in expressions,\n"
    " * rounded to nearest even after every operation, as the interpreter does */\n"
    "static inline float tl_f16r(float x) { return float(half(x)); }\n"
    "\n"
    "/* float to int: truncates and saturates, NaN gives 0 */\n"
    "#define TL_FTOI(name, T, LO, HI) \\\n"
    "    static inline T name(float x) { \\\n"
    "        if (isnan(x)) return 0; \\\n"
    "        x = trunc(x); \\\n"
    "        if (x <= (float)(LO)) return LO; \\\n"
    "        if (x >= (float)(HI)) return HI; \\\n"
    "        return (T)x; }\n"
    "TL_FTOI(tl_ftoi_i8, char, -128, 127)\n"
    "TL_FTOI(tl_ftoi_i16, short, -32768, 32767)\n"
    "TL_FTOI(tl_ftoi_i32, int, (-2147483647 - 1), 2147483647)\n"
    "TL_FTOI(tl_ftoi_i64, long, TL_INT64_MIN, 9223372036854775807L)\n"
    "TL_FTOI(tl_ftoi_u8, uchar, 0, 255)\n"
    "TL_FTOI(tl_ftoi_u16, ushort, 0, 65535)\n"
    "TL_FTOI(tl_ftoi_u32, uint, 0, 4294967295u)\n"
    "TL_FTOI(tl_ftoi_u64, ulong, 0, 18446744073709551615UL)\n"
    "#undef TL_FTOI\n"
    "\n"
    "/* ceildiv rounds toward +inf; signed / and % truncate, MIN / -1 wraps\n"
    " * to MIN and MIN % -1 is 0, as the interpreter defines them */\n"
    "static inline long tl_ceildiv_i64(long a, long b)\n"
    "{\n"
    "    if (a == TL_INT64_MIN && b == -1)\n"
    "        return TL_INT64_MIN;\n"
    "    long q = a / b, m = a % b;\n"
    "    return q + ((m != 0 && ((a < 0) == (b < 0))) ? 1 : 0);\n"
    "}\n"
    "static inline ulong tl_ceildiv_u64(ulong a, ulong b) { return a / b + (a % b != 0 ? 1 : 0); }\n"
    "static inline int tl_div_i32(int a, int b) { return b == -1 ? (int)(0u - (uint)a) : a / b; }\n"
    "static inline int tl_mod_i32(int a, int b) { return b == -1 ? 0 : a % b; }\n"
    "static inline long tl_div_i64(long a, long b) { return b == -1 ? (long)(0UL - (ulong)a) : a / b; }\n"
    "static inline long tl_mod_i64(long a, long b) { return b == -1 ? 0 : a % b; }\n"
    "static inline long tl_min_i64(long a, long b) { return a < b ? a : b; }\n"
    "static inline long tl_max_i64(long a, long b) { return a > b ? a : b; }\n"
    "static inline ulong tl_min_u64(ulong a, ulong b) { return a < b ? a : b; }\n"
    "static inline ulong tl_max_u64(ulong a, ulong b) { return a > b ? a : b; }\n"
    "static inline ulong tl_abs_i64(long a) { return a < 0 ? 0UL - (ulong)a : (ulong)a; }\n"
    "/* shifts with the interpreter's meaning: a count of at least the width\n"
    " * acts as the width (never MSL's undefined shift) */\n"
    "static inline ulong tl_shl_u64(ulong x, ulong n, int bits) { return n >= (ulong)bits ? 0UL : x << n; }\n"
    "static inline ulong tl_shr_u64(ulong x, ulong n, int bits) { return n >= (ulong)bits ? 0UL : x >> n; }\n"
    "static inline long tl_shr_i64(long x, ulong n, int bits) { return x >> (n >= (ulong)bits ? (ulong)bits - 1 : n); }\n"
    "/* float min/max: a NaN operand is ignored, the other returned (fmin/fmax) */\n"
    "static inline float tl_fminf(float a, float b) { return isnan(a) ? b : isnan(b) ? a : (a < b ? a : b); }\n"
    "static inline float tl_fmaxf(float a, float b) { return isnan(a) ? b : isnan(b) ? a : (a > b ? a : b); }\n"
    "/* erf: MSL has none; Abramowitz and Stegun 7.1.26 refined by one Newton\n"
    " * step is not exact to 1 ulp: within about 2e-7 absolute (docs/metal.md) */\n"
    "static inline float tl_erf(float x)\n"
    "{\n"
    "    float a = fabs(x), t = 1.0f / (1.0f + 0.3275911f * a);\n"
    "    float y = 1.0f - (((((1.061405429f * t - 1.453152027f) * t) + 1.421413741f) * t - 0.284496736f) * t + 0.254829592f) * t * precise::exp(-a * a);\n"
    "    return x < 0.0f ? -y : y;\n"
    "}\n";

/* The 8-bit and 4-bit float helpers, written only into sources that use
 * them: bytes in memory, floats in expressions, rounded from float once as
 * src/ir/value.c rounds (from float exactly). */
static const char small_prelude[] =
    "\n/* f8e4m3 (OCP E4M3FN: saturates to +-448, NaN kept), f8e5m2 (f16's top\n"
    " * byte), e8m0 (2^(b - 127), 0xff NaN) and f4e2m1 (+-{0, 0.5, 1, 1.5, 2, 3, 4, 6}) */\n"
    "static inline uchar tl_f2small(float x, int mant, int emin, int emax, uint maxcode, bool ieee)\n"
    "{\n"
    "    uint b = as_type<uint>(x);\n"
    "    uint sign = (b >> 31) << 7;\n"
    "    int e = (int)((b >> 23) & 0xffu);\n"
    "    uint m = b & 0x7fffffu;\n"
    "    if (e == 0xff)\n"
    "        return (uchar)(sign | (m ? (ieee ? maxcode + 3u : 0x7fu) : (ieee ? maxcode + 1u : maxcode)));\n"
    "    if (e == 0)\n"
    "        return (uchar)sign;\n"
    "    int ex = e - 127, shift = 23 - mant;\n"
    "    if (ex > emax)\n"
    "        return (uchar)(sign | (ieee ? maxcode + 1u : maxcode));\n"
    "    uint sig = m | (1u << 23), biased = 0;\n"
    "    if (ex >= emin)\n"
    "        biased = (uint)(ex - emin + 1);\n"
    "    else\n"
    "        shift += emin - ex;\n"
    "    if (shift > 24)\n"
    "        return (uchar)sign;\n"
    "    uint q = sig >> shift, rem = sig & ((1u << shift) - 1u), hf = 1u << (shift - 1);\n"
    "    if (rem > hf || (rem == hf && (q & 1u)))\n"
    "        q++;\n"
    "    if (biased == 0)\n"
    "        return (uchar)(sign | q);\n"
    "    uint code = (biased << mant) + (q - (1u << mant));\n"
    "    return (uchar)(sign | (!ieee && code > maxcode ? maxcode : code));\n"
    "}\n"
    "static inline uchar tl_f2e4m3(float x) { return tl_f2small(x, 3, -6, 8, 0x7eu, false); }\n"
    "static inline uchar tl_f2e5m2(float x) { return tl_f2small(x, 2, -14, 15, 0x7bu, true); }\n"
    "static inline float tl_e4m3_2f(uchar h)\n"
    "{\n"
    "    uint s = (uint)(h & 0x80) << 24, e = (h >> 3) & 0xfu, m = h & 7u;\n"
    "    if (e == 0xfu && m == 7u)\n"
    "        return as_type<float>(s | 0x7fc00000u);\n"
    "    if (e == 0)\n"
    "        return s ? -(float)m * 0.001953125f : (float)m * 0.001953125f;\n"
    "    return as_type<float>(s | ((e + 120u) << 23) | (m << 20));\n"
    "}\n"
    "static inline float tl_e5m2_2f(uchar h) { return float(as_type<half>((ushort)((uint)h << 8))); }\n"
    "static inline uchar tl_f2e8m0(float x)\n"
    "{\n"
    "    uint b = as_type<uint>(x);\n"
    "    int e = (int)((b >> 23) & 0xffu);\n"
    "    uint m = b & 0x7fffffu;\n"
    "    if (e == 0xff)\n"
    "        return (m || (b >> 31)) ? 0xff : 0xfe;\n"
    "    if ((b >> 31) && (e || m))\n"
    "        return 0xff;\n"
    "    if (e == 0) /* a subnormal float is at most 2^-127 (m's bit 22): rounds to 0x00 or 0x01 */\n"
    "        return ((m & 0x400000u) && (m & 0x3fffffu) > 0x200000u) ? 0x01 : 0x00;\n"
    "    int ex = e - 127;\n"
    "    ex += (m > (1u << 22) || (m == (1u << 22) && ((ex + 127) & 1))) ? 1 : 0;\n"
    "    return ex > 127 ? 0xfe : (uchar)(ex + 127);\n"
    "}\n"
    "static inline float tl_e8m0_2f(uchar h) { return as_type<float>(h == 0xff ? 0x7fc00000u : h == 0 ? 0x00400000u : (uint)h << 23); }\n"
    "static inline uchar tl_f2e2m1(float x)\n"
    "{\n"
    "    if (isnan(x)) return 0x7;\n"
    "    uchar sign = (uchar)((as_type<uint>(x) >> 31) << 3);\n"
    "    float a = fabs(x);\n"
    "    if (a >= 6.0f) return sign | 0x7;\n"
    "    if (a < 2.0f) return sign | (uchar)rint(a * 2.0f);\n"
    "    if (a < 4.0f) return sign | (uchar)(rint(a) + 2.0f);\n"
    "    return sign | (uchar)(rint(a / 2.0f) + 4.0f);\n"
    "}\n"
    "static inline float tl_e2m1_2f(uchar h)\n"
    "{\n"
    "    float m = (h & 6) == 0 ? 0.5f * (float)(h & 1) : (float)(2 + (h & 1)) * (float)(1 << ((h >> 1 & 3) - 1)) * 0.5f;\n"
    "    return (h & 0x8) ? -m : m;\n"
    "}\n"
    "static inline float tl_f8e4m3r(float x) { return tl_e4m3_2f(tl_f2e4m3(x)); }\n"
    "static inline float tl_f8e5m2r(float x) { return tl_e5m2_2f(tl_f2e5m2(x)); }\n"
    "static inline float tl_e8m0r(float x) { return tl_e8m0_2f(tl_f2e8m0(x)); }\n"
    "static inline float tl_f4e2m1r(float x) { return tl_e2m1_2f(tl_f2e2m1(x)); }\n"
    "/* i4 and u4: the low 4 bits, sign-extended or not; from a float saturating.\n"
    " * A global 4-bit tensor holds element e in nibble (e & 1) of byte e >> 1;\n"
    " * a write xors its nibble into the aligned word atomically, so that two\n"
    " * threads writing the two halves of one byte do not race. */\n"
    "static inline char tl_4b_wrap_i4(long v) { return (char)((((int)(v & 0xf)) ^ 0x8) - 0x8); }\n"
    "static inline uchar tl_4b_wrap_u4(long v) { return (uchar)(v & 0xf); }\n"
    "static inline char tl_4b_ftoi_i4(float x) { if (isnan(x)) return 0; x = trunc(x); return x <= -8.0f ? -8 : x >= 7.0f ? 7 : (char)x; }\n"
    "static inline uchar tl_4b_ftoi_u4(float x) { if (isnan(x)) return 0; x = trunc(x); return x <= 0.0f ? 0 : x >= 15.0f ? 15 : (uchar)x; }\n"
    "static inline uint tl_4b_get(device const uchar *p, long e) { return (uint)(p[e >> 1] >> ((e & 1) * 4)) & 0xfu; }\n"
    "static inline void tl_4b_set(device uchar *p, long e, uint v)\n"
    "{\n"
    "    device uchar *b = p + (e >> 1);\n"
    "    uint sh = (uint)(e & 1) * 4u;\n"
    "    uint old = ((uint)*b >> sh) & 0xfu;\n"
    "    ulong addr = (ulong)b;\n"
    "    device atomic_uint *w = (device atomic_uint *)(p + ((e >> 1) - (long)(addr & 3UL)));\n"
    "    atomic_fetch_xor_explicit(w, ((old ^ v) & 0xfu) << (sh + 8u * (uint)(addr & 3UL)), memory_order_relaxed);\n"
    "}\n";

/* Atomic helpers, written only into sources that use them. */
static const char atomic_prelude[] =
    "\n/* atomics Metal lacks, through a compare-and-swap loop on the 32-bit\n"
    " * word (op 0 add, 1 max, 2 min; a float max/min ignores a NaN operand):\n"
    " * f32 max/min, 16-bit floats, 8- and 16-bit integers */\n"
    "static inline void tl_atomic_f32(device float *p, float v, int op)\n"
    "{\n"
    "    device atomic_uint *w = (device atomic_uint *)p;\n"
    "    uint old = atomic_load_explicit(w, memory_order_relaxed);\n"
    "    while (true) {\n"
    "        float a = as_type<float>(old);\n"
    "        uint n = as_type<uint>(op == 0 ? a + v : op == 1 ? tl_fmaxf(a, v) : tl_fminf(a, v));\n"
    "        if ((op != 0 && n == old) || atomic_compare_exchange_weak_explicit(w, &old, n, memory_order_relaxed, memory_order_relaxed))\n"
    "            return;\n"
    "    }\n"
    "}\n"
    "template <typename T> static inline void tl_atomic_h16(device T *p, float v, int op)\n"
    "{\n"
    "    ulong addr = (ulong)p;\n"
    "    device atomic_uint *w = (device atomic_uint *)(addr & ~3UL);\n"
    "    uint shift = (addr & 2UL) ? 16u : 0u;\n"
    "    uint old = atomic_load_explicit(w, memory_order_relaxed);\n"
    "    while (true) {\n"
    "        float a = float(as_type<T>((ushort)(old >> shift)));\n"
    "        ushort n = as_type<ushort>(T(op == 0 ? a + v : op == 1 ? tl_fmaxf(a, v) : tl_fminf(a, v)));\n"
    "        uint nw = (old & ~(0xffffu << shift)) | ((uint)n << shift);\n"
    "        if ((op != 0 && nw == old) || atomic_compare_exchange_weak_explicit(w, &old, nw, memory_order_relaxed, memory_order_relaxed))\n"
    "            return;\n"
    "    }\n"
    "}\n"
    "template <typename T, typename B> static inline void tl_atomic_int_narrow(device T *p, T v, int op)\n"
    "{\n"
    "    ulong addr = (ulong)p;\n"
    "    device atomic_uint *w = (device atomic_uint *)(addr & ~3UL);\n"
    "    uint shift = (uint)(addr & 3UL) * 8u, mask = (sizeof(T) == 1 ? 0xffu : 0xffffu) << shift;\n"
    "    uint old = atomic_load_explicit(w, memory_order_relaxed);\n"
    "    while (true) {\n"
    "        T cur = as_type<T>((B)((old & mask) >> shift));\n"
    "        T n = op == 0 ? (T)(cur + v) : op == 1 ? (cur > v ? cur : v) : (cur < v ? cur : v);\n"
    "        uint nw = (old & ~mask) | (((uint)as_type<B>(n) << shift) & mask);\n"
    "        if ((op != 0 && nw == old) || atomic_compare_exchange_weak_explicit(w, &old, nw, memory_order_relaxed, memory_order_relaxed))\n"
    "            return;\n"
    "    }\n"
    "}\n";

/* Butterflies of the warp operations of threads regions. */
static const char warp_prelude[] =
    "\n/* warp operations of threads regions: a simdgroup of 32 threads */\n"
    "template <typename T> static inline T tl_warp_sum(T v)\n"
    "{\n"
    "    for (ushort m = 16; m > 0; m >>= 1) v = v + simd_shuffle_xor(v, m);\n"
    "    return v;\n"
    "}\n"
    "static inline float tl_warp_max_f(float v)\n"
    "{\n"
    "    for (ushort m = 16; m > 0; m >>= 1) v = tl_fmaxf(v, simd_shuffle_xor(v, m));\n"
    "    return v;\n"
    "}\n"
    "static inline float tl_warp_min_f(float v)\n"
    "{\n"
    "    for (ushort m = 16; m > 0; m >>= 1) v = tl_fminf(v, simd_shuffle_xor(v, m));\n"
    "    return v;\n"
    "}\n"
    "static inline float tl_warp_sum_f16(float v)\n"
    "{\n"
    "    for (ushort m = 16; m > 0; m >>= 1) v = tl_f16r(v + simd_shuffle_xor(v, m));\n"
    "    return v;\n"
    "}\n"
    "template <typename T> static inline T tl_warp_max(T v)\n"
    "{\n"
    "    for (ushort m = 16; m > 0; m >>= 1) { T o = simd_shuffle_xor(v, m); v = v >= o ? v : o; }\n"
    "    return v;\n"
    "}\n"
    "template <typename T> static inline T tl_warp_min(T v)\n"
    "{\n"
    "    for (ushort m = 16; m > 0; m >>= 1) { T o = simd_shuffle_xor(v, m); v = v <= o ? v : o; }\n"
    "    return v;\n"
    "}\n";

/* ---- names, types, output ------------------------------------------------------ */

static const char *const reserved[] = {
    "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum", "extern",
    "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict", "return", "short", "signed",
    "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void", "volatile", "while", "bool",
    "true", "false", "class", "new", "delete", "this", "template", "typename", "namespace", "using", "operator",
    "private", "public", "protected", "virtual", "friend", "throw", "try", "catch", "asm", "explicit", "mutable",
    "export", "and", "or", "not", "xor", "bitand", "bitor", "compl", "and_eq", "or_eq", "xor_eq", "not_eq",
    "static_cast", "const_cast", "dynamic_cast", "reinterpret_cast", "typeid", "constexpr", "decltype",
    "noexcept", "nullptr", "static_assert", "thread_local", "alignas", "alignof", "concept", "requires",
    /* MSL and OpenCL C++ (the shim check) */
    "kernel", "vertex", "fragment", "device", "constant", "threadgroup", "thread", "threadgroup_imageblock",
    "ray_data", "object_data", "half", "bfloat", "uchar", "ushort", "uint", "ulong", "size_t", "ptrdiff_t",
    "metal", "sampler", "texture", "visible", "stitchable", "global", "local", "private_", "__global", "__local",
    "min", "max", "abs", "exp", "exp2", "log", "log2", "sqrt", "rsqrt", "tanh", "floor", "ceil", "pow", "fabs",
    "fmin", "fmax", "trunc", "fmod", "sin", "cos", "erf", "rint", "fma", "isnan", "isinf", "select", "clamp",
    "precise", "fast", "main", "NULL", "INFINITY", "NAN", "as_type", "mem_flags", "simd_sum", "simd_max",
    "simd_min", "simd_shuffle", "simd_shuffle_xor", "simd_shuffle_up", "simd_shuffle_down", "simd_any",
    "simd_all", "threadgroup_barrier", "atomic_int", "atomic_uint", "atomic_float", "memory_order_relaxed",
    "INT64_C", "UINT64_C", "vec", "int2", "int3", "int4", "uint2", "uint3", "uint4", "float2", "float3",
    "float4", "half2", "half4", "ulong2", "simdgroup_matrix", "simdgroup_load", "simdgroup_store",
    NULL,
};

/* The MSL type of an element in memory. */
static const char *mem_type(tl_dtype t)
{
    switch (t) {
    case TL_DT_BOOL: return "uchar";
    case TL_DT_I8: return "char";
    case TL_DT_I16: return "short";
    case TL_DT_I32: return "int";
    case TL_DT_I64: return "long";
    case TL_DT_U8: return "uchar";
    case TL_DT_U16: return "ushort";
    case TL_DT_U32: return "uint";
    case TL_DT_U64: return "ulong";
    case TL_DT_F16: return "half";
    case TL_DT_BF16: return "bfloat";
    case TL_DT_F32: return "float";
    case TL_DT_F64: return "double"; /* refused before anything is written */
    case TL_DT_I4: return "char";
    default: return "uchar"; /* fp8, e8m0, u4, f4e2m1: bytes */
    }
}

static bool narrow(tl_dtype t) { return tl_dtype_is_small_float(t); }

static bool small_int(tl_dtype t)
{
    return t == TL_DT_I8 || t == TL_DT_I16 || t == TL_DT_U8 || t == TL_DT_U16 || t == TL_DT_I4 || t == TL_DT_U4;
}

/* output through the expression printer's state (cfamily/emit.h) */
#define out(g, ...) tl_cemit_out(&(g)->e, __VA_ARGS__)
#define line(g, ...) tl_cemit_line(&(g)->e, __VA_ARGS__)
static void indent(cg *g) { tl_cemit_indent(&g->e); }

/* Records the first thing Metal cannot express, with its place. */
static void refuse(cg *g, tl_srcloc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void refuse(cg *g, tl_srcloc loc, const char *fmt, ...)
{
    if (g->why[0])
        return;
    int n = snprintf(g->why, sizeof g->why, "%s:%d:%d: ", loc.file ? loc.file : "<input>", loc.line, loc.col);
    if (n < 0 || (size_t)n >= sizeof g->why)
        n = 0;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(g->why + n, sizeof g->why - (size_t)n, fmt, ap);
    va_end(ap);
}

/* ---- expressions ----------------------------------------------------------- */

static void expr(cg *g, const tl_expr *e) { tl_cemit_expr(&g->e, e); }
static void expr_top(cg *g, const tl_expr *e) { tl_cemit_expr_top(&g->e, e); }
static void to_mem(cg *g, tl_dtype t, const tl_expr *value) { tl_cemit_to_mem(&g->e, t, value); }
static void load(cg *g, const tl_buffer *b, tl_expr *const *idx) { tl_cemit_load(&g->e, b, idx); }

static bool in_tg(const cg *g, const tl_buffer *b) { return g->tg_off[b->id] >= 0; }

static void reg_slot(cg *g)
{
    if (g->part.vec > 1)
        out(g, "tl_s * %d + tl_v", g->part.vec);
    else
        out(g, "tl_s");
}

static void flat_offset(cg *g, const tl_buffer *b, tl_expr *const *idx) { tl_cemit_flat_offset(&g->e, b, idx); }

/* buf[idx] as an lvalue in memory. */
static void element(cg *g, const tl_buffer *b, tl_expr *const *idx)
{
    if (b == g->stage_buf) {
        /* the accumulator's element (i, j) of the tile being copied out */
        out(g, "tl_st[tl_e]");
        return;
    }
    out(g, "%s[", tl_cemit_name(&g->e, b->name));
    if (b->scope == TL_SCOPE_GLOBAL) {
        flat_offset(g, b, idx);
        out(g, "]");
        return;
    }
    if (b->scope == TL_SCOPE_FRAGMENT && !in_tg(g, b)) {
        if (!g->e.par || !tl_gpu_access_owned(g->e.par, b, idx))
            refuse(g, g->e.k->loc, "fragment '%s' is read or written outside its owner threads", b->name);
        reg_slot(g);
        out(g, "]");
        return;
    }
    for (int d = 0; d < b->ndim; d++) {
        if (d)
            out(g, "][");
        expr_top(g, idx[d]);
    }
    out(g, "]");
}

static const char *small_dec(tl_dtype t)
{
    return t == TL_DT_F4E2M1 ? "tl_e2m1_2f" : t == TL_DT_F8E4M3 ? "tl_e4m3_2f" : t == TL_DT_F8E5M2 ? "tl_e5m2_2f" : "tl_e8m0_2f";
}

static const char *small_enc(tl_dtype t)
{
    return t == TL_DT_F4E2M1 ? "tl_f2e2m1" : t == TL_DT_F8E4M3 ? "tl_f2e4m3" : t == TL_DT_F8E5M2 ? "tl_f2e5m2" : "tl_f2e8m0";
}

/* Rounding a float value to a float dtype narrower than f32. */
static const char *round_fn(tl_dtype t)
{
    return t == TL_DT_F16 ? "tl_f16r(" : t == TL_DT_BF16 ? "float(bfloat(" : t == TL_DT_F8E4M3 ? "tl_f8e4m3r("
         : t == TL_DT_F8E5M2 ? "tl_f8e5m2r(" : t == TL_DT_F4E2M1 ? "tl_f4e2m1r(" : "tl_e8m0r(";
}

static const char *round_close(tl_dtype t) { return t == TL_DT_BF16 ? "))" : ")"; }

/* bitcast(x, to): a float's bits are its memory encoding. */
static void bitcast(cg *g, tl_dtype to, const tl_expr *x)
{
    tl_dtype from = x->dtype;
    int closes = 1;
    if (to == TL_DT_F16)
        out(g, "float(as_type<half>((ushort)");
    else if (to == TL_DT_BF16)
        out(g, "float(as_type<bfloat>((ushort)");
    else if (narrow(to))
        out(g, "%s((uchar)", small_dec(to));
    else if (to == TL_DT_F32)
        out(g, "as_type<float>((uint)");
    else if (tl_dtype_is_packed(to))
        out(g, "%s((long)", to == TL_DT_I4 ? "tl_4b_wrap_i4" : "tl_4b_wrap_u4");
    else {
        out(g, "((%s)", mem_type(to));
        closes = 1;
    }
    if (to == TL_DT_F16 || to == TL_DT_BF16)
        closes = 2;
    out(g, "(");
    if (from == TL_DT_F16 || from == TL_DT_BF16) {
        out(g, "as_type<ushort>(%s(", from == TL_DT_F16 ? "half" : "bfloat");
        expr_top(g, x);
        out(g, "))");
    } else if (narrow(from)) {
        out(g, "%s(", small_enc(from));
        expr_top(g, x);
        out(g, ")");
    } else if (from == TL_DT_F32) {
        out(g, "as_type<uint>(");
        expr_top(g, x);
        out(g, ")");
    } else {
        expr(g, x);
    }
    out(g, ")");
    for (int i = 0; i < closes; i++)
        out(g, ")");
}

static void warp_call(cg *g, const tl_expr *e)
{
    tl_dtype t = e->call.args[0]->dtype;
    tl_mathfn fn = e->call.fn;
    const char *vt = tl_cemit_val_type(&g->e, t);
    if (fn == TL_FN_WARP_ANY || fn == TL_FN_WARP_ALL) {
        out(g, "%s(", fn == TL_FN_WARP_ANY ? "simd_any" : "simd_all");
        expr_top(g, e->call.args[0]);
        out(g, ")");
        return;
    }
    bool b = t == TL_DT_BOOL;
    if (e->call.nargs == 2) {
        /* simd_shuffle_down/up keep the value of lanes with no source, as
         * the language defines shfl_down/shfl_up at the warp's ends */
        static const char *const shfl[TL_FN_COUNT] = {[TL_FN_SHFL_XOR] = "simd_shuffle_xor", [TL_FN_SHFL_DOWN] = "simd_shuffle_down",
                                                      [TL_FN_SHFL_UP] = "simd_shuffle_up", [TL_FN_SHFL_IDX] = "simd_shuffle"};
        /* bools and 8-/16-bit integers travel as 32-bit values */
        const char *st = b ? "uint" : small_int(t) ? (tl_dtype_is_signed(t) ? "int" : "uint") : vt;
        if (b || small_int(t))
            out(g, "(%s)", vt);
        out(g, "%s((%s)(", shfl[fn], st);
        expr_top(g, e->call.args[0]);
        out(g, "), (ushort)((");
        expr_top(g, e->call.args[1]);
        out(g, ") & 31))");
        return;
    }
    if (tl_dtype_is_float(t)) {
        const char *f = fn == TL_FN_WARP_SUM ? (t == TL_DT_F16 ? "tl_warp_sum_f16" : "tl_warp_sum<float>")
                      : fn == TL_FN_WARP_MAX ? "tl_warp_max_f" : "tl_warp_min_f";
        out(g, "%s(", f);
        if (narrow(t) && fn == TL_FN_WARP_SUM && t != TL_DT_F16)
            out(g, "%s", round_fn(t)); /* rounded once: see docs/metal.md */
        expr_top(g, e->call.args[0]);
        if (narrow(t) && fn == TL_FN_WARP_SUM && t != TL_DT_F16)
            out(g, "%s", round_close(t));
        out(g, ")");
        return;
    }
    const char *op = fn == TL_FN_WARP_SUM ? "sum" : fn == TL_FN_WARP_MAX ? "max" : "min";
    /* integer sums wrap: added in the unsigned type of the width */
    if (fn == TL_FN_WARP_SUM && tl_dtype_is_signed(t))
        out(g, "(%s)tl_warp_sum<%s>((%s)(", vt, tl_dtype_bits(t) == 64 ? "ulong" : "uint", tl_dtype_bits(t) == 64 ? "ulong" : "uint");
    else
        out(g, "tl_warp_%s<%s>((%s)(", op, b ? "uint" : small_int(t) ? (tl_dtype_is_signed(t) ? "int" : "uint") : vt,
            b ? "uint" : small_int(t) ? (tl_dtype_is_signed(t) ? "int" : "uint") : vt);
    expr_top(g, e->call.args[0]);
    out(g, "))");
}

static void float_call(cg *g, const tl_expr *e)
{
    tl_dtype t = e->call.args[0]->dtype;
    tl_mathfn fn = e->call.fn;
    /* f32 and the narrow floats in single precision through precise:: (the
     * default fast math would trade accuracy), the narrow ones then rounded */
    static const char *const single[TL_FN_COUNT] = {
        [TL_FN_EXP] = "precise::exp", [TL_FN_EXP2] = "precise::exp2", [TL_FN_LOG] = "precise::log",
        [TL_FN_LOG2] = "precise::log2", [TL_FN_SQRT] = "precise::sqrt", [TL_FN_RSQRT] = "precise::rsqrt",
        [TL_FN_ABS] = "fabs", [TL_FN_TANH] = "precise::tanh", [TL_FN_FLOOR] = "floor", [TL_FN_CEIL] = "ceil",
        [TL_FN_MIN] = "tl_fminf", [TL_FN_MAX] = "tl_fmaxf", [TL_FN_POW] = "precise::pow", [TL_FN_SIN] = "precise::sin",
        [TL_FN_COS] = "precise::cos", [TL_FN_ERF] = "tl_erf", [TL_FN_FMA] = "fma",
    };
    if (narrow(t))
        out(g, "%s", round_fn(t));
    if (fn == TL_FN_SIGMOID) {
        out(g, "(1.0f / (1.0f + precise::exp(-(");
        expr_top(g, e->call.args[0]);
        out(g, "))))");
    } else {
        out(g, "%s(", single[fn] ? single[fn] : "fabs");
        for (int i = 0; i < e->call.nargs; i++) {
            if (i)
                out(g, ", ");
            expr_top(g, e->call.args[i]);
        }
        out(g, ")");
    }
    if (narrow(t))
        out(g, "%s", round_close(t));
}

/* value (of dtype t) in t's memory form: a value of a combine's
 * substitution is its name unless of a narrow float, which is encoded. */
static void mem_form(cg *g, tl_dtype t, const tl_expr *value)
{
    for (int i = 0; i < 2; i++)
        if (value->kind == TL_EXPR_LOAD && g->e.sub_from[i] == value && value->load.buf->dtype == t && !narrow(t)) {
            out(g, "%s", g->e.sub_to[i]);
            return;
        }
    if (value->kind == TL_EXPR_LOAD && value->load.buf->dtype == t && t != TL_DT_BOOL &&
        !(value->load.buf->scope == TL_SCOPE_GLOBAL && tl_dtype_is_packed(t)) && g->e.sub_from[0] != value &&
        g->e.sub_from[1] != value) {
        /* moved as it is in memory */
        element(g, value->load.buf, value->load.idx);
        return;
    }
    if (t == TL_DT_F16 || t == TL_DT_BF16) {
        out(g, "%s(", t == TL_DT_F16 ? "half" : "bfloat");
        expr_top(g, value);
        out(g, ")");
    } else if (narrow(t)) {
        out(g, "%s(", small_enc(t));
        expr_top(g, value);
        out(g, ")");
    } else if (t == TL_DT_BOOL) {
        out(g, "(uchar)");
        expr(g, value);
    } else {
        expr_top(g, value);
    }
}

/* Metal has no 64-bit floats: refused with the expression's place. */
static void check(tl_cemit *e, const tl_expr *x)
{
    if (x->dtype == TL_DT_F64)
        refuse((cg *)e, x->loc, "an f64 value: Metal has no 64-bit floats");
}

static void element_of(tl_cemit *e, const tl_buffer *b, tl_expr *const *idx) { element((cg *)e, b, idx); }
static void block(cg *g, const tl_block *b);
static void block_of(tl_cemit *e, const tl_block *b) { block((cg *)e, b); }
static void bitcast_of(tl_cemit *e, tl_dtype to, const tl_expr *x) { bitcast((cg *)e, to, x); }
static void warp_call_of(tl_cemit *e, const tl_expr *x) { warp_call((cg *)e, x); }
static void float_call_of(tl_cemit *e, const tl_expr *x) { float_call((cg *)e, x); }
static void to_mem_of(tl_cemit *e, tl_dtype t, const tl_expr *value) { mem_form((cg *)e, t, value); }

/* f16 and bf16 are Metal types: a value is float(x) */
static const char *decode(tl_dtype t) { return t == TL_DT_F16 || t == TL_DT_BF16 ? "float" : small_dec(t); }

static const char *const reserved_prefix[] = {"tl_", "TL_", "__", NULL};

/* Metal Shading Language as the expression printer writes it (cfamily/emit.h) */
static const tl_cemit_lang MSL = {
    .reserved = reserved,
    .reserved_prefix = reserved_prefix,
    .lit = {"TL_NAN", "TL_INF", "TL_INT64_MIN"},
    .no_f64 = true,
    .type = mem_type,
    .i32 = "int", .i64 = "long", .u32 = "uint", .u64 = "ulong",
    .u64_zero = "0UL",
    .long_cast = "(long)",
    .index_cast = "(long)", .dim_cast = "(long)",
    .small_int_4b = true,
    .round_open = round_fn,
    .round_close = round_close,
    .small_dec = decode,
    .small_enc = small_enc,
    .fmod = {"fmod", "fmod"},
    .fma = {"fma", "fma"},
    .check = check,
    .element = element_of,
    .block = block_of,
    .bitcast = bitcast_of,
    .warp_call = warp_call_of,
    .float_call = float_call_of,
    .to_mem = to_mem_of,
};

/* ---- statements ------------------------------------------------------------ */

static void block(cg *g, const tl_block *b);
static void store(cg *g, const tl_stmt *s);

static void loop_header(cg *g, const tl_var *v, const tl_expr *begin, const tl_expr *end) { tl_cemit_loop_header(&g->e, v, begin, end); }

/* Variables of parallel loop s from the iteration number `from`: all but
 * the innermost (inner false), or the innermost plus `lane`. */
static void loop_vars(cg *g, const tl_stmt *s, const char *from, bool inner, const char *lane) { tl_cemit_loop_vars(&g->e, s, from, inner, lane); }

/* ---- gemm on simdgroup_matrix ------------------------------------------------------ */

static const char *mat_type(tl_dtype t) { return t == TL_DT_F16 ? "half" : t == TL_DT_BF16 ? "bfloat" : "float"; }

/* How the simdgroups share C's 8x8 tiles: a grid of sgm x sgn simdgroups,
 * each a block of bm x bn tiles, so that a k step loads bm tiles of A and
 * bn of B for bm bn multiply-accumulates (the factorization with the fewest
 * loads); when the tiles do not split so, tile t goes to simdgroup t % sgs. */
typedef struct sg_plan {
    int64_t m, n, k, tm, tn;
    int sgs, sgm, sgn;
    int64_t bm, bn; /* 0: round robin */
} sg_plan;

static sg_plan plan_of(const cg *g, const tl_stmt *s)
{
    const tl_region *A = &s->tile.args[0], *C = &s->tile.args[2];
    sg_plan p = {0};
    p.m = tl_cemit_dim(C->buf, 0);
    p.n = tl_cemit_dim(C->buf, 1);
    p.k = tl_cemit_dim(A->buf, s->tile.transpose_a ? 0 : 1);
    p.tm = p.m / 8;
    p.tn = p.n / 8;
    p.sgs = g->threads / 32 > 0 ? g->threads / 32 : 1;
    int64_t best = INT64_MAX;
    for (int sgm = 1; sgm <= p.sgs; sgm++) {
        int sgn = p.sgs / sgm;
        if (p.sgs % sgm || p.tm % sgm || p.tn % sgn)
            continue;
        int64_t bm = p.tm / sgm, bn = p.tn / sgn;
        if (bm * bn > 64) /* matrices a simdgroup holds: beyond this, registers spill */
            continue;
        if (bm + bn < best) {
            best = bm + bn;
            p.sgm = sgm;
            p.sgn = sgn;
            p.bm = bm;
            p.bn = bn;
        }
    }
    return p;
}

/* The simdgroup's block of tiles: tl_bi, tl_bj (elements). */
static void block_origin(cg *g, const sg_plan *p)
{
    line(g, "const int tl_bi = tl_sg / %d * %" PRId64 ", tl_bj = tl_sg %% %d * %" PRId64 ";", p->sgn, p->bm * 8, p->sgn,
         p->bn * 8);
}

/* Loads (or stores) the simdgroup's block of C between threadgroup memory
 * and the matrices `acc`. */
static void acc_move(cg *g, const tl_stmt *s, const sg_plan *p, const char *acc, bool load)
{
    const tl_buffer *C = s->tile.args[2].buf;
    const char *ct = mat_type(C->dtype);
    line(g, "TL_UNROLL");
    line(g, "for (int tl_i = 0; tl_i < %" PRId64 "; tl_i++)", p->bm);
    line(g, "    for (int tl_j = 0; tl_j < %" PRId64 "; tl_j++)", p->bn);
    if (load)
        line(g, "        simdgroup_load(%s[tl_i * %" PRId64 " + tl_j], (const threadgroup %s *)%s + (tl_bi + tl_i * 8) * %" PRId64
                " + tl_bj + tl_j * 8, %" PRId64 ");",
             acc, p->bn, ct, tl_cemit_name(&g->e, C->name), p->n, p->n);
    else
        line(g, "        simdgroup_store(%s[tl_i * %" PRId64 " + tl_j], (threadgroup %s *)%s + (tl_bi + tl_i * 8) * %" PRId64
                " + tl_bj + tl_j * 8, %" PRId64 ");",
             acc, p->bn, ct, tl_cemit_name(&g->e, C->name), p->n, p->n);
}

/* One k loop of the blocked form into the matrices `acc`. */
static void blocked_k_loop(cg *g, const tl_stmt *s, const sg_plan *p, const char *acc)
{
    const tl_region *A = &s->tile.args[0], *B = &s->tile.args[1];
    bool ta = s->tile.transpose_a, tb = s->tile.transpose_b;
    int64_t lda = tl_cemit_dim(A->buf, 1), ldb = tl_cemit_dim(B->buf, 1);
    const char *at = mat_type(A->buf->dtype), *bt = mat_type(B->buf->dtype);
    line(g, "for (int tl_k = 0; tl_k < %" PRId64 "; tl_k += 8) {", p->k);
    g->e.ind++;
    line(g, "simdgroup_matrix<%s, 8, 8> tl_a[%" PRId64 "];", at, p->bm);
    line(g, "simdgroup_matrix<%s, 8, 8> tl_b[%" PRId64 "];", bt, p->bn);
    /* a transposed operand is loaded from its stored rows with
     * transpose_matrix set: tile (row, col) of op(X) is tile (col, row) of X */
    line(g, "TL_UNROLL");
    line(g, "for (int tl_i = 0; tl_i < %" PRId64 "; tl_i++)", p->bm);
    if (ta)
        line(g, "    simdgroup_load(tl_a[tl_i], (const threadgroup %s *)%s + tl_k * %" PRId64 " + tl_bi + tl_i * 8, %" PRId64
                ", ulong2(0, 0), true);",
             at, tl_cemit_name(&g->e, A->buf->name), lda, lda);
    else
        line(g, "    simdgroup_load(tl_a[tl_i], (const threadgroup %s *)%s + (tl_bi + tl_i * 8) * %" PRId64 " + tl_k, %" PRId64 ");",
             at, tl_cemit_name(&g->e, A->buf->name), lda, lda);
    line(g, "TL_UNROLL");
    line(g, "for (int tl_j = 0; tl_j < %" PRId64 "; tl_j++)", p->bn);
    if (tb)
        line(g, "    simdgroup_load(tl_b[tl_j], (const threadgroup %s *)%s + (tl_bj + tl_j * 8) * %" PRId64 " + tl_k, %" PRId64
                ", ulong2(0, 0), true);",
             bt, tl_cemit_name(&g->e, B->buf->name), ldb, ldb);
    else
        line(g, "    simdgroup_load(tl_b[tl_j], (const threadgroup %s *)%s + tl_k * %" PRId64 " + tl_bj + tl_j * 8, %" PRId64 ");",
             bt, tl_cemit_name(&g->e, B->buf->name), ldb, ldb);
    line(g, "TL_UNROLL");
    line(g, "for (int tl_i = 0; tl_i < %" PRId64 "; tl_i++)", p->bm);
    line(g, "    for (int tl_j = 0; tl_j < %" PRId64 "; tl_j++)", p->bn);
    line(g, "        simdgroup_multiply_accumulate(%s[tl_i * %" PRId64 " + tl_j], tl_a[tl_i], tl_b[tl_j], %s[tl_i * %" PRId64
            " + tl_j]);",
         acc, p->bn, acc, p->bn);
    g->e.ind--;
    line(g, "}");
}

/* C += op(A) op(B), metal_lower_gemm's kept form: A [M, K] (or [K, M]
 * transposed), B [K, N] (or [N, K]), C [M, N], all in threadgroup memory,
 * multiples of 8. */
static void gemm_simdgroup(cg *g, const tl_stmt *s)
{
    const tl_region *A = &s->tile.args[0], *B = &s->tile.args[1], *C = &s->tile.args[2];
    bool ta = s->tile.transpose_a, tb = s->tile.transpose_b;
    if (!in_tg(g, A->buf) || !in_tg(g, B->buf) || (!in_tg(g, C->buf) && C->buf != g->racc)) {
        refuse(g, s->loc, "gemm kept for simdgroup_matrix with an operand outside threadgroup memory");
        return;
    }
    sg_plan p = plan_of(g, s);
    const char *ct = mat_type(C->buf->dtype);
    if (p.bm && C->buf == g->racc) {
        line(g, "/* gemm %s%s x %s%s -> %s [%" PRId64 " x %" PRId64 " x %" PRId64 "] on simdgroup_matrix 8x8: %dx%d "
                "simdgroups of %" PRId64 "x%" PRId64 " tiles, into the accumulator's simdgroup matrices */",
             A->buf->name, ta ? "^T" : "", B->buf->name, tb ? "^T" : "", C->buf->name, p.m, p.n, p.k, p.sgm, p.sgn, p.bm, p.bn);
        line(g, "{");
        g->e.ind++;
        block_origin(g, &p);
        blocked_k_loop(g, s, &p, g->racc_name);
        g->e.ind--;
        line(g, "}");
        return;
    }
    if (!in_tg(g, C->buf)) {
        refuse(g, s->loc, "gemm kept for simdgroup_matrix with an operand outside threadgroup memory");
        return;
    }
    if (p.bm) {
        bool hoisted = g->hoisted == s;
        line(g, "/* gemm %s%s x %s%s -> %s [%" PRId64 " x %" PRId64 " x %" PRId64 "] on simdgroup_matrix 8x8: %dx%d "
                "simdgroups of %" PRId64 "x%" PRId64 " tiles%s */",
             A->buf->name, ta ? "^T" : "", B->buf->name, tb ? "^T" : "", C->buf->name, p.m, p.n, p.k, p.sgm, p.sgn, p.bm,
             p.bn, hoisted ? ", the accumulators held across the loop" : "");
        line(g, "{");
        g->e.ind++;
        if (hoisted) {
            blocked_k_loop(g, s, &p, g->acc);
        } else {
            block_origin(g, &p);
            line(g, "simdgroup_matrix<%s, 8, 8> tl_c[%" PRId64 "];", ct, p.bm * p.bn);
            acc_move(g, s, &p, "tl_c", true);
            blocked_k_loop(g, s, &p, "tl_c");
            acc_move(g, s, &p, "tl_c", false);
        }
        g->e.ind--;
        line(g, "}");
        return;
    }
    int64_t lda = tl_cemit_dim(A->buf, 1), ldb = tl_cemit_dim(B->buf, 1), tiles = p.tm * p.tn;
    const char *at = mat_type(A->buf->dtype), *bt = mat_type(B->buf->dtype);
    line(g, "/* gemm %s%s x %s%s -> %s [%" PRId64 " x %" PRId64 " x %" PRId64 "] on simdgroup_matrix 8x8: %" PRId64
            " tiles of C over %d simdgroups in turn */",
         A->buf->name, ta ? "^T" : "", B->buf->name, tb ? "^T" : "", C->buf->name, p.m, p.n, p.k, tiles, p.sgs);
    line(g, "for (int tl_t = tl_sg; tl_t < %" PRId64 "; tl_t += %d) {", tiles, p.sgs);
    g->e.ind++;
    line(g, "const int tl_ti = tl_t / %" PRId64 " * 8, tl_tj = tl_t %% %" PRId64 " * 8;", p.tn, p.tn);
    line(g, "simdgroup_matrix<%s, 8, 8> tl_c;", ct);
    line(g, "simdgroup_load(tl_c, (const threadgroup %s *)%s + tl_ti * %" PRId64 " + tl_tj, %" PRId64 ");", ct,
         tl_cemit_name(&g->e, C->buf->name), p.n, p.n);
    line(g, "for (int tl_k = 0; tl_k < %" PRId64 "; tl_k += 8) {", p.k);
    g->e.ind++;
    line(g, "simdgroup_matrix<%s, 8, 8> tl_a;", at);
    line(g, "simdgroup_matrix<%s, 8, 8> tl_b;", bt);
    if (ta)
        line(g, "simdgroup_load(tl_a, (const threadgroup %s *)%s + tl_k * %" PRId64 " + tl_ti, %" PRId64 ", ulong2(0, 0), true);",
             at, tl_cemit_name(&g->e, A->buf->name), lda, lda);
    else
        line(g, "simdgroup_load(tl_a, (const threadgroup %s *)%s + tl_ti * %" PRId64 " + tl_k, %" PRId64 ");", at,
             tl_cemit_name(&g->e, A->buf->name), lda, lda);
    if (tb)
        line(g, "simdgroup_load(tl_b, (const threadgroup %s *)%s + tl_tj * %" PRId64 " + tl_k, %" PRId64 ", ulong2(0, 0), true);",
             bt, tl_cemit_name(&g->e, B->buf->name), ldb, ldb);
    else
        line(g, "simdgroup_load(tl_b, (const threadgroup %s *)%s + tl_k * %" PRId64 " + tl_tj, %" PRId64 ");", bt,
             tl_cemit_name(&g->e, B->buf->name), ldb, ldb);
    line(g, "simdgroup_multiply_accumulate(tl_c, tl_a, tl_b, tl_c);");
    g->e.ind--;
    line(g, "}");
    line(g, "simdgroup_store(tl_c, (threadgroup %s *)%s + tl_ti * %" PRId64 " + tl_tj, %" PRId64 ");", ct,
         tl_cemit_name(&g->e, C->buf->name), p.n, p.n);
    g->e.ind--;
    line(g, "}");
}

/* Whether e or block b touches buffer buf (or a view of it, or what it views). */
static bool aliases(const tl_buffer *a, const tl_buffer *b)
{
    const tl_buffer *ra = a->view_of ? a->view_of : a, *rb = b->view_of ? b->view_of : b;
    return ra == rb;
}

static bool loads_alias(const tl_expr *e, const void *buf)
{
    return e->kind == TL_EXPR_LOAD && aliases(e->load.buf, buf);
}

static bool expr_touches(const tl_expr *e, const tl_buffer *buf)
{
    return tl_ir_expr_any(e, loads_alias, buf);
}

static bool block_touches(const tl_block *b, const tl_buffer *buf, const tl_stmt *skip)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (s == skip)
            continue;
        switch (s->kind) {
        case TL_STMT_ALLOC:
            if (aliases(s->alloc.buf, buf))
                return true;
            break;
        case TL_STMT_LET:
            if (expr_touches(s->let.value, buf))
                return true;
            break;
        case TL_STMT_FOR:
            for (int v = 0; v < s->loop.nvars; v++)
                if (expr_touches(s->loop.begin[v], buf) || expr_touches(s->loop.end[v], buf))
                    return true;
            if (block_touches(&s->loop.body, buf, skip))
                return true;
            break;
        case TL_STMT_WHILE:
            if (expr_touches(s->whiles.cond, buf) || block_touches(&s->whiles.body, buf, skip))
                return true;
            break;
        case TL_STMT_IF:
            if (expr_touches(s->ifs.cond, buf) || block_touches(&s->ifs.then_body, buf, skip) ||
                block_touches(&s->ifs.else_body, buf, skip))
                return true;
            break;
        case TL_STMT_STORE:
            if (aliases(s->store.buf, buf) || expr_touches(s->store.value, buf))
                return true;
            for (int d = 0; d < s->store.nidx; d++)
                if (expr_touches(s->store.idx[d], buf))
                    return true;
            break;
        case TL_STMT_TILE:
            for (int j = 0; j < s->tile.nargs; j++) {
                if (aliases(s->tile.args[j].buf, buf))
                    return true;
                if (s->tile.args[j].starts)
                    for (int d = 0; d < s->tile.args[j].buf->ndim; d++)
                        if (expr_touches(s->tile.args[j].starts[d], buf))
                            return true;
            }
            if (expr_touches(s->tile.value, buf))
                return true;
            break;
        default: break;
        }
    }
    return false;
}

/* ---- an accumulator in simdgroup matrices for the whole kernel ------------------------ */

/* A fragment all of whose accesses are
 *   - a kept gemm into it (its blocked plan),
 *   - a clear: for i, j in parallel(M, N) { X[i, j] = constant },
 *   - a copy out: for i, j in parallel(M, N) { ... X[i, j] ... } reading
 *     only it (at [i, j]) and global tensors,
 * never needs threadgroup memory: each simdgroup holds its block of C's
 * tiles in simdgroup matrices from the allocation on; a clear is
 * make_filled_simdgroup_matrix, a copy out stores each tile into the
 * simdgroup's 8x8 staging tile and runs the loop's body for its 64
 * elements, two a lane (find_reg_acc). The gemm examples' accumulators. */
static bool par_over(const tl_stmt *s, const tl_buffer *x)
{
    if (s->kind != TL_STMT_FOR || s->loop.kind != TL_LOOP_PARALLEL || s->loop.region || s->loop.nvars != 2 || x->ndim != 2)
        return false;
    for (int d = 0; d < 2; d++) {
        int64_t n;
        if (s->loop.begin[d] || !tl_ir_is_const_int(s->loop.end[d], &n) || n != tl_cemit_dim(x, d))
            return false;
    }
    return true;
}

static bool at_vars(const tl_stmt *s, tl_expr *const *idx)
{
    return tl_cemit_is_var(idx[0], s->loop.vars[0]) && tl_cemit_is_var(idx[1], s->loop.vars[1]);
}

static bool is_clear_of(const tl_stmt *s, const tl_buffer *x)
{
    if (!par_over(s, x) || s->loop.body.n != 1)
        return false;
    const tl_stmt *st = s->loop.body.items[0];
    return st->kind == TL_STMT_STORE && st->store.buf == x && at_vars(s, st->store.idx) &&
           (st->store.value->kind == TL_EXPR_INT || st->store.value->kind == TL_EXPR_FLOAT);
}

/* e reads only x at [i, j] and global tensors; no warp operation */
static bool copy_expr_ok(const tl_stmt *s, const tl_expr *e, const tl_buffer *x)
{
    if (!e)
        return true;
    switch (e->kind) {
    case TL_EXPR_LOAD:
        if (e->load.buf == x)
            return at_vars(s, e->load.idx);
        if (e->load.buf->scope != TL_SCOPE_GLOBAL)
            return false;
        for (int i = 0; i < e->load.nidx; i++)
            if (!copy_expr_ok(s, e->load.idx[i], x))
                return false;
        return true;
    case TL_EXPR_BINARY: return copy_expr_ok(s, e->bin.a, x) && copy_expr_ok(s, e->bin.b, x);
    case TL_EXPR_UNARY: return copy_expr_ok(s, e->un.a, x);
    case TL_EXPR_SELECT:
        return copy_expr_ok(s, e->sel.cond, x) && copy_expr_ok(s, e->sel.a, x) && copy_expr_ok(s, e->sel.b, x);
    case TL_EXPR_CAST: return copy_expr_ok(s, e->cast.a, x);
    case TL_EXPR_CALL:
        if (tl_mathfn_is_warp(e->call.fn))
            return false;
        for (int i = 0; i < e->call.nargs; i++)
            if (!copy_expr_ok(s, e->call.args[i], x))
                return false;
        return true;
    default: return true;
    }
}

static bool copy_block_ok(const tl_stmt *s, const tl_block *b, const tl_buffer *x)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *st = b->items[i];
        switch (st->kind) {
        case TL_STMT_LET:
            if (!copy_expr_ok(s, st->let.value, x))
                return false;
            break;
        case TL_STMT_IF:
            if (!copy_expr_ok(s, st->ifs.cond, x) || !copy_block_ok(s, &st->ifs.then_body, x) ||
                !copy_block_ok(s, &st->ifs.else_body, x))
                return false;
            break;
        case TL_STMT_STORE:
            if (st->store.buf->scope != TL_SCOPE_GLOBAL || !copy_expr_ok(s, st->store.value, x))
                return false;
            for (int d = 0; d < st->store.nidx; d++)
                if (!copy_expr_ok(s, st->store.idx[d], x))
                    return false;
            break;
        default: return false; /* loops, allocations, tile ops, barriers */
        }
    }
    return true;
}

static bool is_copy_out_of(const tl_stmt *s, const tl_buffer *x)
{
    return par_over(s, x) && copy_block_ok(s, &s->loop.body, x) && block_touches(&s->loop.body, x, NULL);
}

static bool kept_gemm_into(const cg *g, const tl_stmt *s, const tl_buffer *x)
{
    if (s->kind != TL_STMT_TILE || s->tile.op != TL_TILE_GEMM || s->tile.args[2].buf != x)
        return false;
    if (aliases(s->tile.args[0].buf, x) || aliases(s->tile.args[1].buf, x) || !in_tg(g, s->tile.args[0].buf) ||
        !in_tg(g, s->tile.args[1].buf))
        return false;
    return plan_of(g, s).bm > 0;
}

/* Every access to x in b is one of the forms above (gemms counted in *ngemm). */
static bool racc_block_ok(const cg *g, const tl_block *b, const tl_buffer *x, int *ngemm)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_ALLOC) {
            if (s->alloc.buf != x && aliases(s->alloc.buf, x))
                return false; /* a view of it */
            continue;
        }
        if (kept_gemm_into(g, s, x)) {
            ++*ngemm;
            continue;
        }
        if (is_clear_of(s, x) || is_copy_out_of(s, x))
            continue;
        tl_block one = {(tl_stmt **)&b->items[i], 1};
        if (!block_touches(&one, x, NULL))
            continue;
        if (s->kind == TL_STMT_FOR && s->loop.kind != TL_LOOP_PARALLEL) {
            for (int v = 0; v < s->loop.nvars; v++)
                if (expr_touches(s->loop.begin[v], x) || expr_touches(s->loop.end[v], x))
                    return false;
            if (!racc_block_ok(g, &s->loop.body, x, ngemm))
                return false;
        } else if (s->kind == TL_STMT_IF) {
            if (expr_touches(s->ifs.cond, x) || !racc_block_ok(g, &s->ifs.then_body, x, ngemm) ||
                !racc_block_ok(g, &s->ifs.else_body, x, ngemm))
                return false;
        } else if (s->kind == TL_STMT_WHILE) {
            if (expr_touches(s->whiles.cond, x) || !racc_block_ok(g, &s->whiles.body, x, ngemm))
                return false;
        } else {
            return false;
        }
    }
    return true;
}

static const tl_stmt *first_gemm_into(const tl_block *b, const tl_buffer *x)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i], *r = NULL;
        if (s->kind == TL_STMT_TILE && s->tile.op == TL_TILE_GEMM && s->tile.args[2].buf == x)
            return s;
        if (s->kind == TL_STMT_FOR)
            r = first_gemm_into(&s->loop.body, x);
        else if (s->kind == TL_STMT_WHILE)
            r = first_gemm_into(&s->whiles.body, x);
        else if (s->kind == TL_STMT_IF && !(r = first_gemm_into(&s->ifs.then_body, x)))
            r = first_gemm_into(&s->ifs.else_body, x);
        if (r)
            return r;
    }
    return NULL;
}

/* The first accumulator of the kernel that can live in simdgroup matrices
 * (its gemms' operands placed already: run after place_tg, before the
 * accumulator is given threadgroup memory). */
static void find_reg_acc(cg *g, const tl_block *b, const tl_block *body)
{
    for (size_t i = 0; i < b->n && !g->racc; i++) {
        const tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_FOR)
            find_reg_acc(g, &s->loop.body, body);
        else if (s->kind == TL_STMT_WHILE)
            find_reg_acc(g, &s->whiles.body, body);
        else if (s->kind == TL_STMT_IF) {
            find_reg_acc(g, &s->ifs.then_body, body);
            find_reg_acc(g, &s->ifs.else_body, body);
        } else if (s->kind == TL_STMT_ALLOC && s->alloc.buf->scope == TL_SCOPE_FRAGMENT && !s->alloc.buf->view_of) {
            const tl_buffer *x = s->alloc.buf;
            int ngemm = 0;
            const tl_stmt *gm = first_gemm_into(body, x);
            if (!gm || !kept_gemm_into(g, gm, x))
                continue;
            sg_plan p = plan_of(g, gm);
            if (p.bm * p.bn > 64 || !racc_block_ok(g, body, x, &ngemm) || !ngemm)
                continue;
            g->racc = x;
            snprintf(g->racc_name, sizeof g->racc_name, "tl_racc_%.20s", x->name);
        }
    }
}

/* Copy-out loops of the accumulator at the kernel's top level (alone or
 * as the branches of an if there) after which nothing touches a gemm
 * operand in threadgroup memory large enough for the staging tiles: those
 * stage in its bytes instead of a tl_stage of their own. */
static void find_stage_reuse(cg *g, const tl_kernel *k)
{
    const tl_buffer *x = g->racc;
    g->nreuse = 0;
    const tl_stmt *gm = x ? first_gemm_into(&k->body, x) : NULL;
    if (!gm)
        return;
    sg_plan p = plan_of(g, gm);
    int64_t need = 64 * p.sgs * (x->dtype == TL_DT_F32 ? 4 : 2);
    for (size_t i = 0; i < k->body.n; i++) {
        const tl_stmt *s = k->body.items[i], *outs[2] = {NULL, NULL};
        if (is_copy_out_of(s, x))
            outs[0] = s;
        else if (s->kind == TL_STMT_IF && !expr_touches(s->ifs.cond, x) && s->ifs.then_body.n == 1 &&
                 is_copy_out_of(s->ifs.then_body.items[0], x) &&
                 (s->ifs.else_body.n == 0 || (s->ifs.else_body.n == 1 && is_copy_out_of(s->ifs.else_body.items[0], x)))) {
            outs[0] = s->ifs.then_body.items[0];
            outs[1] = s->ifs.else_body.n ? s->ifs.else_body.items[0] : NULL;
        } else {
            continue;
        }
        tl_block rest = {k->body.items + i + 1, k->body.n - i - 1};
        for (int j = 0; j < 2; j++) {
            const tl_buffer *op = gm->tile.args[j].buf;
            if (!in_tg(g, op) || op->view_of || tl_cemit_elems(op) * ((tl_dtype_bits(op->dtype) + 7) / 8) < need ||
                block_touches(&rest, op, NULL))
                continue;
            for (int o = 0; o < 2 && outs[o] && g->nreuse < 8; o++) {
                g->reuse_at[g->nreuse] = outs[o];
                g->reuse_off[g->nreuse++] = g->tg_off[op->id];
            }
            break;
        }
    }
}

/* The simdgroup's matrices of the accumulator, zeroed (its allocation). */
static void racc_alloc(cg *g, const tl_buffer *x, const sg_plan *p)
{
    const char *ct = mat_type(x->dtype);
    line(g, "/* %s: fragment %s[%" PRId64 ", %" PRId64 "], each simdgroup's %" PRId64 "x%" PRId64
            " tiles in simdgroup matrices for the whole kernel (no threadgroup memory) */",
         x->name, tl_dtype_name(x->dtype), p->m, p->n, p->bm, p->bn);
    line(g, "simdgroup_matrix<%s, 8, 8> %s[%" PRId64 "];", ct, g->racc_name, p->bm * p->bn);
    line(g, "TL_UNROLL");
    line(g, "for (int tl_q = 0; tl_q < %" PRId64 "; tl_q++)", p->bm * p->bn);
    line(g, "    %s[tl_q] = make_filled_simdgroup_matrix<%s, 8, 8>(0);", g->racc_name, ct);
}

/* A clear or a copy out of the accumulator (is_clear_of, is_copy_out_of). */
static void block(cg *g, const tl_block *b);
static bool racc_loop(cg *g, const tl_stmt *s)
{
    const tl_buffer *x = g->racc;
    if (!x)
        return false;
    const tl_stmt *gm = first_gemm_into(&g->e.k->body, x);
    if (!gm)
        return false;
    sg_plan p = plan_of(g, gm);
    const char *ct = mat_type(x->dtype);
    if (is_clear_of(s, x)) {
        line(g, "/* parallel %s, %s: %s's simdgroup matrices filled */", s->loop.vars[0]->name, s->loop.vars[1]->name, x->name);
        line(g, "TL_UNROLL");
        indent(g);
        out(g, "for (int tl_q = 0; tl_q < %" PRId64 "; tl_q++)\n", p.bm * p.bn);
        indent(g);
        out(g, "    %s[tl_q] = make_filled_simdgroup_matrix<%s, 8, 8>((%s)(", g->racc_name, ct, ct);
        expr_top(g, s->loop.body.items[0]->store.value);
        out(g, "));\n");
        return true;
    }
    if (!is_copy_out_of(s, x))
        return false;
    line(g, "/* parallel %s, %s: %s's tiles out of the simdgroup matrices, each through the simdgroup's 8x8 staging tile */",
         s->loop.vars[0]->name, s->loop.vars[1]->name, x->name);
    line(g, "{");
    g->e.ind++;
    block_origin(g, &p);
    int64_t off = -1;
    for (int i = 0; i < g->nreuse; i++)
        if (g->reuse_at[i] == s)
            off = g->reuse_off[i];
    if (off >= 0) {
        /* the operand is dead from here on: once every simdgroup is past
         * its last read, its bytes are the staging tiles */
        line(g, "TL_BARRIER;");
        line(g, "threadgroup %s *tl_st = (threadgroup %s *)(tl_tg + %" PRId64 ") + tl_sg * 64; /* in a dead gemm operand's bytes */",
             ct, ct, off);
    } else {
        if (64 * p.sgs > g->stage_elems)
            g->stage_elems = 64 * p.sgs;
        line(g, "threadgroup %s *tl_st = (threadgroup %s *)tl_stage + tl_sg * 64;", ct, ct);
    }
    line(g, "TL_UNROLL"); /* a constant index into the matrices: they stay in registers */
    line(g, "for (int tl_q = 0; tl_q < %" PRId64 "; tl_q++) {", p.bm * p.bn);
    g->e.ind++;
    line(g, "simdgroup_store(%s[tl_q], tl_st, 8);", g->racc_name);
    line(g, "simdgroup_barrier(mem_flags::mem_threadgroup);");
    line(g, "for (int tl_e = tl_lane; tl_e < 64; tl_e += 32) {");
    g->e.ind++;
    line(g, "const int %s = tl_bi + tl_q / %" PRId64 " * 8 + tl_e / 8;", tl_cemit_name(&g->e, s->loop.vars[0]->name), p.bn);
    line(g, "const int %s = tl_bj + tl_q %% %" PRId64 " * 8 + tl_e %% 8;", tl_cemit_name(&g->e, s->loop.vars[1]->name), p.bn);
    g->e.par = s;
    g->part = tl_gpu_partition_of(g->e.k, s);
    g->stage_buf = x;
    block(g, &s->loop.body);
    g->stage_buf = NULL;
    g->e.par = NULL;
    g->e.ind--;
    line(g, "}");
    line(g, "simdgroup_barrier(mem_flags::mem_threadgroup);");
    g->e.ind--;
    line(g, "}");
    g->e.ind--;
    line(g, "}");
    return true;
}

/* The gemm of serial loop s whose accumulator can stay in simdgroup
 * matrices across the whole loop: the one gemm of its body (at its top
 * level), blocked, into a C nothing else in the body touches; or NULL. */
static const tl_stmt *hoistable_gemm(const cg *g, const tl_stmt *s)
{
    const tl_stmt *gemm = NULL;
    for (size_t i = 0; i < s->loop.body.n; i++) {
        const tl_stmt *it = s->loop.body.items[i];
        if (it->kind == TL_STMT_TILE && it->tile.op == TL_TILE_GEMM) {
            if (gemm)
                return NULL;
            gemm = it;
        }
    }
    if (!gemm || !in_tg(g, gemm->tile.args[0].buf) || !in_tg(g, gemm->tile.args[1].buf) ||
        !in_tg(g, gemm->tile.args[2].buf))
        return NULL;
    sg_plan p = plan_of(g, gemm);
    if (!p.bm || p.bm * p.bn > 32)
        return NULL;
    const tl_buffer *C = gemm->tile.args[2].buf;
    if (aliases(gemm->tile.args[0].buf, C) || aliases(gemm->tile.args[1].buf, C) || block_touches(&s->loop.body, C, gemm))
        return NULL;
    for (int v = 0; v < s->loop.nvars; v++)
        if (expr_touches(s->loop.begin[v], C) || expr_touches(s->loop.end[v], C))
            return NULL;
    return gemm;
}

/* ---- reductions on the simdgroups --------------------------------------------- */

/* The combine of a row reduction's partials (split_reductions' second step):
 *   for i in parallel(R) { [dst[i] = init]; for red in range(G) { dst[i] = op(dst[i], P[i, red]) } }
 * with op + or a two-argument min/max, P a threadgroup [R, G] buffer, G a
 * power of two and R G <= T. Thread t < R G reads P[t / G, t % G]; G
 * consecutive threads are one row. G <= 32: a simd_shuffle_xor butterfly
 * over the row's lanes, simd_sum/simd_max/simd_min when G is the whole
 * simdgroup. G > 32: each simdgroup's result (simd_sum...) goes to the
 * scratch tl_red, and after a barrier the row's thread combines its G / 32
 * simdgroup results in order. A sum comes out in another order (within a
 * float sum's tolerance; integers wrap alike); min and max are exact. */
typedef struct combine {
    tl_cemit_combine m; /* the loop nest (cfamily/emit.h) */
    int64_t width;      /* threads a row: a power of two, each first combining groups / width partials */
    int op;             /* 0 sum, 1 max, 2 min */
} combine;

static bool combine_match(cg *g, const tl_stmt *s, combine *c)
{
    tl_cemit_combine m;
    if (s->kind != TL_STMT_FOR || s->loop.region || !tl_cemit_combine_match(s, g->tg_off, NULL, &m) || (m.groups & (m.groups - 1)))
        return false;
    int64_t width = m.groups;
    while (width > 1 && m.rows * width > g->threads)
        width /= 2;
    tl_dtype t = m.dst->dtype;
    if (width < 2 || t == TL_DT_F64 || tl_dtype_bits(t) == 64 || small_int(t))
        return false;
    /* several simdgroups a row: only where the simdgroup's own op is the
     * combine (a 16-bit float sum rounds after each step: butterfly only) */
    if (width > 32 && (width % 32 || narrow(t)))
        return false;
    const tl_expr *x, *y;
    *c = (combine){m, width, tl_gpu_combine_op(m.up->store.value, &x, &y)};
    return true;
}

/* tl_w = simd_OP(tl_w) over the 32 lanes, or the butterfly over G lanes. */
static void combine_lanes(cg *g, const combine *c, int64_t lanes)
{
    bool simd_op = lanes == 32 && !narrow(c->m.dst->dtype);
    if (simd_op) {
        static const char *const fn[3] = {"simd_sum", "simd_max", "simd_min"};
        bool f = tl_dtype_is_float(c->m.dst->dtype);
        if (f && c->op != 0) {
            /* simd_max/simd_min on floats leave NaN open: a NaN operand is
             * ignored as the language says, by mapping NaN to the other end */
            line(g, "tl_w = %s(isnan(tl_w) ? %s : tl_w);", fn[c->op], c->op == 1 ? "(-TL_INF)" : "TL_INF");
        } else {
            line(g, "tl_w = %s(tl_w);", fn[c->op]);
        }
        return;
    }
    const char *vt = tl_cemit_val_type(&g->e, c->m.dst->dtype);
    line(g, "for (ushort tl_o = %" PRId64 "; tl_o > 0; tl_o /= 2) {", lanes / 2);
    g->e.ind++;
    line(g, "const %s tl_u = simd_shuffle_xor(tl_w, tl_o);", vt);
    g->e.sub_from[0] = c->m.x;
    g->e.sub_to[0] = "tl_w";
    g->e.sub_from[1] = c->m.y;
    g->e.sub_to[1] = "tl_u";
    indent(g);
    out(g, "tl_w = ");
    expr_top(g, c->m.up->store.value);
    out(g, ";\n");
    g->e.sub_from[0] = g->e.sub_from[1] = NULL;
    g->e.ind--;
    line(g, "}");
}

/* The update of dst[i] from the row's result in tl_w. */
static void combine_update(cg *g, const combine *c)
{
    if (c->m.init)
        store(g, c->m.init);
    g->e.sub_from[1] = c->m.y;
    g->e.sub_to[1] = "tl_w";
    store(g, c->m.up);
    g->e.sub_from[1] = NULL;
}

static bool simd_combine(cg *g, const tl_stmt *s)
{
    combine c;
    if (!combine_match(g, s, &c))
        return false;
    g->e.par = s;
    g->part = tl_gpu_partition_of(g->e.k, s);
    const char *vi = tl_cemit_name(&g->e, c.m.vi->name), *vt = tl_cemit_val_type(&g->e, c.m.dst->dtype);
    line(g, "/* parallel %s: %" PRId64 " rows of %" PRId64 " partials combined by %" PRId64 " threads a row on the simdgroups (%s) */",
         c.m.vi->name, c.m.rows, c.m.groups, c.width, c.width >= 32 ? "simd_sum/simd_max/simd_min" : "a simd_shuffle_xor butterfly");
    line(g, "{");
    g->e.ind++;
    int64_t W = c.width;
    bool check = c.m.rows * W < g->threads;
    line(g, "%s tl_w = 0;", vt);
    if (check) {
        line(g, "if (tl_tid < %" PRId64 ") {", c.m.rows * W);
        g->e.ind++;
    }
    line(g, "const int %s = tl_tid / %" PRId64 ";", vi, W);
    line(g, "const int tl_l = tl_tid %% %" PRId64 ";", W);
    tl_var lv = {0};
    lv.name = "tl_l";
    lv.id = -1;
    lv.dtype = TL_DT_I32;
    tl_expr lref = {0};
    lref.kind = TL_EXPR_VAR;
    lref.dtype = TL_DT_I32;
    lref.var = &lv;
    tl_expr *pidx[2] = {c.m.y->load.idx[0], &lref};
    indent(g);
    out(g, "tl_w = ");
    load(g, c.m.p, pidx);
    out(g, ";\n");
    if (c.m.groups > W) {
        /* this thread's partials l, l + W, ... first, in order */
        line(g, "for (int tl_j = tl_l + %" PRId64 "; tl_j < %" PRId64 "; tl_j += %" PRId64 ") {", W, c.m.groups, W);
        g->e.ind++;
        lv.name = "tl_j";
        indent(g);
        out(g, "const %s tl_u = ", vt);
        load(g, c.m.p, pidx);
        out(g, ";\n");
        lv.name = "tl_l";
        g->e.sub_from[0] = c.m.x;
        g->e.sub_to[0] = "tl_w";
        g->e.sub_from[1] = c.m.y;
        g->e.sub_to[1] = "tl_u";
        indent(g);
        out(g, "tl_w = ");
        expr_top(g, c.m.up->store.value);
        out(g, ";\n");
        g->e.sub_from[0] = g->e.sub_from[1] = NULL;
        g->e.ind--;
        line(g, "}");
    }
    combine_lanes(g, &c, W > 32 ? 32 : W);
    if (W <= 32) {
        line(g, "if (tl_l == 0) {");
        g->e.ind++;
        combine_update(g, &c);
        g->e.ind--;
        line(g, "}");
    }
    if (check) {
        g->e.ind--;
        line(g, "}");
    }
    if (W > 32) {
        /* the simdgroups' results through threadgroup memory */
        int64_t per = W / 32, n = c.m.rows * per;
        if (n > g->red)
            g->red = n;
        line(g, "if (tl_tid < %" PRId64 " && tl_lane == 0)", c.m.rows * W);
        line(g, "    tl_red[tl_tid / 32] = as_type<uint>(tl_w);");
        line(g, "TL_BARRIER;");
        line(g, "if (tl_tid < %" PRId64 ") {", c.m.rows);
        g->e.ind++;
        line(g, "const int %s = tl_tid;", vi);
        line(g, "tl_w = as_type<%s>(tl_red[tl_tid * %" PRId64 "]);", vt, per);
        line(g, "for (int tl_j = 1; tl_j < %" PRId64 "; tl_j++) {", per);
        g->e.ind++;
        line(g, "const %s tl_u = as_type<%s>(tl_red[tl_tid * %" PRId64 " + tl_j]);", vt, vt, per);
        g->e.sub_from[0] = c.m.x;
        g->e.sub_to[0] = "tl_w";
        g->e.sub_from[1] = c.m.y;
        g->e.sub_to[1] = "tl_u";
        indent(g);
        out(g, "tl_w = ");
        expr_top(g, c.m.up->store.value);
        out(g, ";\n");
        g->e.sub_from[0] = g->e.sub_from[1] = NULL;
        g->e.ind--;
        line(g, "}");
        combine_update(g, &c);
        g->e.ind--;
        line(g, "}");
    }
    g->e.ind--;
    line(g, "}");
    /* dst[i] was written by another thread than the partition's */
    line(g, "TL_BARRIER;");
    g->e.par = NULL;
    g->synced = true;
    return true;
}

/* ---- parallel loops ------------------------------------------------------------ */

static void parallel(cg *g, const tl_stmt *s)
{
    if (racc_loop(g, s) || simd_combine(g, s))
        return;
    tl_gpu_partition p = tl_gpu_partition_of(g->e.k, s);
    g->e.par = s;
    g->part = p;
    int n = s->loop.nvars;
    indent(g);
    out(g, "/* %s", s->loop.region ? "threads region" : "parallel");
    for (int d = 0; d < n; d++)
        out(g, "%s%s", d ? ", " : " ", s->loop.vars[d]->name);
    if (p.elems >= 0) {
        out(g, ": %" PRId64 " iterations, runs of %d, %" PRId64 " per thread */\n", p.elems, p.vec, p.steps);
        line(g, "for (int tl_s = 0; tl_s < %" PRId64 "; tl_s++) {", p.steps);
        g->e.ind++;
        line(g, "const int tl_r = tl_s * %d + tl_tid;", p.threads);
        bool check = p.runs % p.threads != 0;
        if (check) {
            line(g, "if (tl_r < %" PRId64 ") {", p.runs);
            g->e.ind++;
        }
        line(g, "const int tl_e = tl_r * %d;", p.vec);
        loop_vars(g, s, "tl_e", false, NULL);
        int64_t inner = 0;
        tl_ir_is_const_int(s->loop.end[n - 1], &inner);
        char from[64];
        if (p.steps > 1 && inner > 0 && ((int64_t)p.threads * p.vec) % inner == 0)
            snprintf(from, sizeof from, "tl_tid * %d", p.vec);
        else
            snprintf(from, sizeof from, "tl_e");
        if (p.vec > 1) {
            line(g, "for (int tl_v = 0; tl_v < %d; tl_v++) {", p.vec);
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
        out(g, "for (long tl_x = tl_tid, tl_n = ");
        for (int d = 0; d < n; d++) {
            out(g, "%s(long)", d ? " * " : "");
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

static void loop(cg *g, const tl_stmt *s)
{
    if (s->loop.kind == TL_LOOP_PARALLEL && !g->e.par) {
        parallel(g, s);
        return;
    }
    if (s->loop.kind == TL_LOOP_THREAD) {
        refuse(g, s->loc, "a thread_%c loop (lowered IR of the CPU pipeline)", "xyz"[s->loop.thread_axis % 3]);
        return;
    }
    const tl_stmt *hg = !g->e.par && !g->hoisted && s->loop.kind != TL_LOOP_PARALLEL ? hoistable_gemm(g, s) : NULL;
    sg_plan hp = {0};
    if (hg) {
        /* the accumulator tiles in simdgroup matrices for the whole loop:
         * loaded before it (after a barrier: other threads wrote C), stored
         * after it (thread_sync's barrier before C's next reader follows) */
        hp = plan_of(g, hg);
        snprintf(g->acc, sizeof g->acc, "tl_acc%d", g->nacc++);
        line(g, "/* %s's tiles held in simdgroup matrices across the loop */", hg->tile.args[2].buf->name);
        line(g, "TL_BARRIER;");
        line(g, "{");
        g->e.ind++;
        block_origin(g, &hp);
        line(g, "simdgroup_matrix<%s, 8, 8> %s[%" PRId64 "];", mat_type(hg->tile.args[2].buf->dtype), g->acc, hp.bm * hp.bn);
        acc_move(g, hg, &hp, g->acc, true);
        g->hoisted = hg;
    }
    int n = s->loop.kind == TL_LOOP_PARALLEL ? s->loop.nvars : 1;
    if (s->loop.kind == TL_LOOP_UNROLL)
        line(g, "#pragma unroll");
    else if (s->loop.kind == TL_LOOP_PIPELINED)
        line(g, "/* pipelined, %d stages: in order (copies, a barrier, compute) */", s->loop.stages);
    for (int i = 0; i < n; i++) {
        loop_header(g, s->loop.vars[i], s->loop.begin[i], s->loop.end[i]);
        g->e.ind++;
    }
    block(g, &s->loop.body);
    for (int i = 0; i < n; i++) {
        g->e.ind--;
        line(g, "}");
    }
    if (hg) {
        acc_move(g, hg, &hp, g->acc, false);
        g->e.ind--;
        line(g, "}");
        g->hoisted = NULL;
        g->synced = false;
    }
}

/* ---- buffers ----------------------------------------------------------------- */

/* A threadgroup buffer (or view) seen with its shape at its offset. */
static void tg_pointer(cg *g, const tl_buffer *b, int64_t off, const char *what)
{
    const char *n = tl_cemit_name(&g->e, b->name), *t = mem_type(b->dtype);
    indent(g);
    if (b->ndim <= 1) {
        out(g, "threadgroup %s *%s = (threadgroup %s *)(tl_tg + %" PRId64 "); /* %s */\n", t, n, t, off, what);
        return;
    }
    for (int pass = 0; pass < 2; pass++) {
        out(g, pass ? " = (threadgroup %s (*)" : "threadgroup %s (*%s)", t, n);
        for (int d = 1; d < b->ndim; d++) {
            out(g, "[");
            expr(g, b->dims[d]);
            out(g, "]");
        }
    }
    out(g, ")(tl_tg + %" PRId64 "); /* %s */\n", off, what);
}

static void alloc(cg *g, const tl_buffer *b)
{
    if (b->dtype == TL_DT_F64) {
        refuse(g, b->loc, "buffer '%s' is f64: Metal has no 64-bit floats", b->name);
        return;
    }
    if (b->dtype == TL_DT_BF16 && g->msl < 31) {
        refuse(g, b->loc, "buffer '%s' is bf16: bfloat needs MSL 3.1 (the target asks for %d.%d)", b->name, g->msl / 10,
               g->msl % 10);
        return;
    }
    const char *n = tl_cemit_name(&g->e, b->name), *t = mem_type(b->dtype);
    if (b->view_of && b->scope == TL_SCOPE_GLOBAL) {
        line(g, "device %s *%s = %s; /* a view of %s */", tl_dtype_is_packed(b->dtype) ? "uchar" : t, n,
             tl_cemit_name(&g->e, b->view_of->name), b->view_of->name);
        line(g, "(void)%s;", n);
        return;
    }
    if (b->view_of) {
        const tl_buffer *x = b->view_of;
        if (in_tg(g, x)) {
            tg_pointer(g, b, g->tg_off[x->id], "a view of the same threadgroup memory");
            return;
        }
        if (x->scope == TL_SCOPE_LOCAL) {
            indent(g);
            for (int pass = 0; pass < 2; pass++) {
                out(g, pass ? " = (thread %s (*)" : "thread %s (*%s)", t, n);
                for (int d = 1; d < b->ndim; d++) {
                    out(g, "[");
                    expr(g, b->dims[d]);
                    out(g, "]");
                }
            }
            out(g, ")%s; /* a view of %s */\n", tl_cemit_name(&g->e, x->name), x->name);
            return;
        }
        const tl_layout *l = b->layout;
        if (!l || l != x->layout || l->warps_m > 0 || tl_cemit_dim(b, b->ndim - 1) % l->vec != 0) {
            refuse(g, b->loc, "view '%s' of register fragment '%s' would move elements between threads", b->name,
                   x->name);
            return;
        }
        line(g, "thread %s *%s = %s; /* a view of %s: the same registers */", t, n, tl_cemit_name(&g->e, x->name), x->name);
        return;
    }
    int64_t count = tl_cemit_elems(b);
    if (b == g->racc) {
        const tl_stmt *gm = first_gemm_into(&g->e.k->body, b);
        sg_plan p = plan_of(g, gm);
        racc_alloc(g, b, &p);
        return;
    }
    if (in_tg(g, b)) {
        char what[200], dims[96] = "";
        for (int d = 0; d < b->ndim && strlen(dims) < sizeof dims - 24; d++)
            snprintf(dims + strlen(dims), sizeof dims - strlen(dims), "%s%" PRId64, d ? ", " : "", tl_cemit_dim(b, d));
        snprintf(what, sizeof what, "%s %s[%s]%s in threadgroup memory", tl_scope_name(b->scope), tl_dtype_name(b->dtype),
                 dims, b->scope == TL_SCOPE_FRAGMENT ? ", shared by the threadgroup," : "");
        tg_pointer(g, b, g->tg_off[b->id], what);
        line(g, "for (int tl_z = tl_tid; tl_z < %" PRId64 "; tl_z += %d)", count, g->threads);
        line(g, "    ((threadgroup %s *)%s)[tl_z] = 0;", t, n);
        return;
    }
    if (b->scope == TL_SCOPE_FRAGMENT) {
        int per = b->layout ? b->layout->per_thread : 0;
        line(g, "%s %s[%d]; /* fragment: this thread's %d elements, in registers */", t, n, per > 0 ? per : 1, per);
        line(g, "for (int tl_z = 0; tl_z < %d; tl_z++)", per);
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
    line(g, "for (int tl_z = 0; tl_z < %" PRId64 "; tl_z++)", count);
    line(g, "    ((thread %s *)%s)[tl_z] = 0;", t, n);
}

/* ---- stores and atomics ---------------------------------------------------------- */

static void atomic_store(cg *g, const tl_buffer *b, const tl_stmt *s, const tl_expr *v)
{
    bool add = v->kind == TL_EXPR_BINARY && v->bin.op == TL_BIN_ADD && v->bin.a->kind == TL_EXPR_LOAD && v->bin.a->load.buf == b;
    bool mm = v->kind == TL_EXPR_CALL && (v->call.fn == TL_FN_MAX || v->call.fn == TL_FN_MIN) &&
              v->call.args[0]->kind == TL_EXPR_LOAD && v->call.args[0]->load.buf == b;
    const tl_expr *src = add ? v->bin.b : mm ? v->call.args[1] : NULL;
    const char *what = add ? "atomic_add" : mm ? (v->call.fn == TL_FN_MAX ? "atomic_max" : "atomic_min") : "atomic";
    if (!src) {
        refuse(g, s->loc, "an atomic update of '%s' that is not an add, max or min", b->name);
        return;
    }
    if (tl_dtype_bits(b->dtype) == 64) {
        refuse(g, s->loc, "%s into %s tensor '%s': Metal has no 64-bit atomics", what, tl_dtype_name(b->dtype), b->name);
        return;
    }
    int op = add ? 0 : v->call.fn == TL_FN_MAX ? 1 : 2;
    indent(g);
    if (b->dtype == TL_DT_I32 || b->dtype == TL_DT_U32 || (b->dtype == TL_DT_F32 && add && g->msl >= 30)) {
        /* Metal's own: atomic_int/atomic_uint add, max, min; atomic_float add (MSL 3.0) */
        const char *at = b->dtype == TL_DT_I32 ? "atomic_int" : b->dtype == TL_DT_U32 ? "atomic_uint" : "atomic_float";
        static const char *const fn[3] = {"add", "max", "min"};
        out(g, "atomic_fetch_%s_explicit((device %s *)&", fn[op], at);
        element(g, b, s->store.idx);
        out(g, ", (%s)(", tl_cemit_val_type(&g->e, b->dtype));
        expr_top(g, src);
        out(g, "), memory_order_relaxed);\n");
    } else if (b->dtype == TL_DT_F32) {
        out(g, "tl_atomic_f32(&");
        element(g, b, s->store.idx);
        out(g, ", ");
        expr_top(g, src);
        out(g, ", %d);\n", op);
    } else if (b->dtype == TL_DT_F16 || b->dtype == TL_DT_BF16) {
        out(g, "tl_atomic_h16<%s>(&", mem_type(b->dtype));
        element(g, b, s->store.idx);
        out(g, ", ");
        expr_top(g, src);
        out(g, ", %d);\n", op);
    } else if (b->dtype == TL_DT_I8 || b->dtype == TL_DT_U8 || b->dtype == TL_DT_I16 || b->dtype == TL_DT_U16) {
        const char *t = mem_type(b->dtype);
        out(g, "tl_atomic_int_narrow<%s, %s>(&", t, tl_dtype_bits(b->dtype) == 8 ? "uchar" : "ushort");
        element(g, b, s->store.idx);
        out(g, ", (%s)(", t);
        expr_top(g, src);
        out(g, "), %d);\n", op);
    } else {
        out(g, "\n");
        refuse(g, s->loc, "%s into %s tensor '%s': no Metal atomic for it (%s)", what, tl_dtype_name(b->dtype), b->name,
               b->dtype == TL_DT_BOOL ? "bool" : "8-bit floats and 4-bit dtypes have none on the GPU");
    }
}

static void store(cg *g, const tl_stmt *s)
{
    const tl_buffer *b = s->store.buf;
    const tl_expr *v = s->store.value;
    if (v->dtype != b->dtype) {
        tl_expr *conv = tl_ir_cast(g->e.a, b->dtype, (tl_expr *)v, s->loc);
        if (!conv)
            return;
        v = conv;
    }
    /* outside parallel loops, memory every thread sees is written once */
    bool once = !g->e.par && b->scope != TL_SCOPE_LOCAL;
    if (once) {
        line(g, "if (tl_tid == 0) {");
        g->e.ind++;
    }
    if (g->e.atomic && b->scope == TL_SCOPE_GLOBAL) {
        atomic_store(g, b, s, v);
    } else if (b->scope == TL_SCOPE_GLOBAL && tl_dtype_is_packed(b->dtype)) {
        indent(g);
        out(g, "tl_4b_set(%s, ", tl_cemit_name(&g->e, b->name));
        flat_offset(g, b, s->store.idx);
        out(g, ", (uint)(uchar)(");
        to_mem(g, b->dtype, v);
        out(g, ") & 0xfu);\n");
    } else {
        indent(g);
        element(g, b, s->store.idx);
        out(g, " = ");
        to_mem(g, b->dtype, v);
        out(g, ";\n");
    }
    if (once) {
        g->e.ind--;
        line(g, "}");
    }
}

static void stmt(cg *g, const tl_stmt *s)
{
    switch (s->kind) {
    case TL_STMT_PREFETCH: return; /* a cache hint: nothing to write here */
    case TL_STMT_ALLOC: alloc(g, s->alloc.buf); return;
    case TL_STMT_LET:
        if (s->let.var->dtype == TL_DT_F64) {
            refuse(g, s->loc, "'%s' is f64: Metal has no 64-bit floats", s->let.var->name);
            return;
        }
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
            gemm_simdgroup(g, s);
            return;
        }
        /* a tile op the passes kept (the atomics into a global tensor):
         * its element loops, their stores atomic */
        tl_block lowered = {0};
        if (!tl_tx_lower_tile_op(g->e.a, g->e.k, s, &lowered)) {
            refuse(g, s->loc, "out of memory");
            return;
        }
        g->e.atomic = tl_tileop_is_atomic(s->tile.op);
        block(g, &lowered);
        g->e.atomic = false;
        return;
    }
    case TL_STMT_BARRIER: line(g, "TL_BARRIER;"); return;
    }
}

static void block(cg *g, const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *it = b->items[i];
        /* a barrier right after one (a simdgroup combine ends in one) */
        if (it->kind == TL_STMT_BARRIER && g->synced)
            continue;
        g->synced = false;
        stmt(g, it);
        /* only straight-line code ends in the barrier it wrote */
        g->synced = it->kind == TL_STMT_BARRIER ||
                    (g->synced && it->kind == TL_STMT_FOR && it->loop.kind == TL_LOOP_PARALLEL && !g->e.par);
    }
}

/* ---- threadgroup memory ------------------------------------------------------------- */

/* Offsets in the threadgroup array of the shared buffers and the fragments
 * kept there, each 16-byte aligned, in allocation order (no reuse). */
static void place_tg(cg *g, const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_FOR)
            place_tg(g, &s->loop.body);
        else if (s->kind == TL_STMT_WHILE)
            place_tg(g, &s->whiles.body);
        else if (s->kind == TL_STMT_IF) {
            place_tg(g, &s->ifs.then_body);
            place_tg(g, &s->ifs.else_body);
        } else if (s->kind == TL_STMT_ALLOC) {
            const tl_buffer *buf = s->alloc.buf;
            bool shared = buf->scope == TL_SCOPE_SHARED || (buf->scope == TL_SCOPE_FRAGMENT && !tl_gpu_in_registers(buf));
            if (buf->view_of && buf->scope != TL_SCOPE_GLOBAL) {
                g->tg_off[buf->id] = shared ? g->tg_off[buf->view_of->id] : -1;
                continue;
            }
            if (!shared || g->tg_off[buf->id] >= 0 || buf == g->racc)
                continue;
            g->tg = (g->tg + 15) / 16 * 16;
            g->tg_off[buf->id] = g->tg;
            g->tg += tl_cemit_elems(buf) * ((tl_dtype_bits(buf->dtype) + 7) / 8);
        }
    }
}

static bool uses_warp(const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++)
        if (tl_ir_stmt_has_warp(b->items[i]))
            return true;
    return false;
}

/* ---- kernels ----------------------------------------------------------------- */

/* Parameters Metal cannot take, refused by name before anything is written. */
static bool check_params(cg *g, const tl_kernel *k, tl_error *err)
{
    for (size_t i = 0; i < k->nparams; i++) {
        const tl_param *p = &k->params[i];
        tl_dtype t = p->is_tensor ? p->buf->dtype : p->var->dtype;
        const char *kind = p->is_tensor ? "tensor" : "scalar";
        if (t == TL_DT_F64)
            return tl_error_set(err, TL_ERR_INVALID,
                                "%s:%d:%d: kernel '%s': %s parameter '%s' is f64: Metal has no 64-bit floats (use f32)",
                                k->loc.file ? k->loc.file : "<input>", k->loc.line, k->loc.col, k->name, kind, p->name);
        if (t == TL_DT_BF16 && g->msl < 31)
            return tl_error_set(err, TL_ERR_INVALID,
                                "%s:%d:%d: kernel '%s': %s parameter '%s' is bf16: bfloat needs MSL 3.1, the target asks "
                                "for %d.%d (msl=3.1)",
                                k->loc.file ? k->loc.file : "<input>", k->loc.line, k->loc.col, k->name, kind, p->name,
                                g->msl / 10, g->msl % 10);
    }
    return true;
}

static bool kernel(cg *g, tl_kernel *k, int64_t *tg_bytes, int64_t limit, tl_error *err)
{
    const char *kn = k->name;
    g->e.k = k;
    g->threads = tl_gpu_threads(k);
    g->tg = 0;
    g->red = 0;
    g->nacc = 0;
    g->hoisted = NULL;
    g->why[0] = 0;
    if (!check_params(g, k, err))
        return false;
    g->tg_off = tl_arena_array(g->e.a, (size_t)(k->nbuffers > 0 ? k->nbuffers : 1), sizeof *g->tg_off);
    if (!g->tg_off)
        return tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    for (int i = 0; i < k->nbuffers; i++)
        g->tg_off[i] = -1;
    g->racc = NULL;
    g->stage_buf = NULL;
    g->stage_elems = 0;
    place_tg(g, &k->body);
    find_reg_acc(g, &k->body, &k->body);
    if (g->racc) {
        /* placed again without the accumulator */
        for (int i = 0; i < k->nbuffers; i++)
            g->tg_off[i] = -1;
        g->tg = 0;
        place_tg(g, &k->body);
    }
    find_stage_reuse(g, k);

    /* the body first (it tells how much scratch the combines need), then
     * the signature and declarations in front of it */
    tl_strbuf *whole = g->e.o, body = {0};
    g->e.o = &body;
    g->e.ind = 1;
    block(g, &k->body);
    g->e.o = whole;
    if (body.failed) {
        tl_strbuf_free(&body);
        return tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    }
    if (g->why[0]) {
        tl_strbuf_free(&body);
        return tl_error_set(err, TL_ERR_INVALID, "kernel '%s': Metal cannot express it: %s", kn, g->why);
    }
    int64_t stage_bytes = 0;
    if (g->racc && g->stage_elems)
        stage_bytes = g->stage_elems * (g->racc->dtype == TL_DT_F32 ? 4 : 2);
    int64_t total = (g->tg + 15) / 16 * 16 + g->red * 4 + stage_bytes;
    *tg_bytes = total;
    if (total > limit) {
        tl_strbuf_free(&body);
        return tl_error_set(err, TL_ERR_INVALID,
                            "%s:%d:%d: kernel '%s' needs %" PRId64 " bytes of threadgroup memory, the target allows %" PRId64
                            " (max_shared_memory_per_block)",
                            k->loc.file ? k->loc.file : "<input>", k->loc.line, k->loc.col, kn, total, limit);
    }

    out(g, "\n/* kernel %s: %d threads a threadgroup, %" PRId64 " bytes of threadgroup memory%s */\n", kn, g->threads, total,
        total > 32768 ? " (more than the 32768 of Apple GPUs: the pipeline state is refused there; smaller tiles with -D)" : "");
    out(g, "struct %s_args {\n", kn);
    size_t nfields = 0;
    for (size_t i = 0; i < k->nshape_vars; i++, nfields++)
        out(g, "    int %s; /* shape dim */\n", tl_cemit_name(&g->e, k->shape_vars[i]->name));
    for (size_t i = 0; i < k->nparams; i++) {
        const tl_param *p = &k->params[i];
        if (p->is_tensor)
            continue;
        nfields++;
        out(g, "    %s %s; /* scalar parameter */\n", p->var->dtype == TL_DT_BOOL ? "bool" : mem_type(p->var->dtype),
            tl_cemit_name(&g->e, p->name));
    }
    if (!nfields)
        out(g, "    int tl_unused; /* no shape dims nor scalars */\n");
    out(g, "};\n\n");
    out(g, "kernel void %s(", kn);
    int nb = 0;
    for (size_t i = 0; i < k->nparams; i++) {
        const tl_param *p = &k->params[i];
        if (!p->is_tensor)
            continue;
        /* a 4-bit tensor is bytes of two elements (tl_4b_get/tl_4b_set) */
        out(g, "%sdevice %s *%s [[buffer(%d)]]", nb ? ",\n    " : "",
            tl_dtype_is_packed(p->buf->dtype) ? "uchar" : mem_type(p->buf->dtype), tl_cemit_name(&g->e, p->name), nb);
        nb++;
    }
    out(g, "%sconstant %s_args &tl_args [[buffer(%d)]],\n", nb ? ",\n    " : "", kn, nb);
    out(g, "    uint3 tl_tgid [[threadgroup_position_in_grid]],\n");
    out(g, "    uint tl_tidx [[thread_index_in_threadgroup]],\n");
    out(g, "    uint tl_lanex [[thread_index_in_simdgroup]],\n");
    out(g, "    uint tl_sgx [[simdgroup_index_in_threadgroup]])\n{\n");
    g->e.ind = 1;
    for (size_t i = 0; i < k->nshape_vars; i++)
        line(g, "const int %s = tl_args.%s;", tl_cemit_name(&g->e, k->shape_vars[i]->name), tl_cemit_name(&g->e, k->shape_vars[i]->name));
    for (size_t i = 0; i < k->nparams; i++) {
        const tl_param *p = &k->params[i];
        if (p->is_tensor)
            continue;
        tl_dtype t = p->var->dtype;
        const char *pn = tl_cemit_name(&g->e, p->name);
        if (t == TL_DT_F16 || t == TL_DT_BF16)
            line(g, "const float %s = float(tl_args.%s);", pn, pn);
        else if (narrow(t))
            line(g, "const float %s = %s(tl_args.%s);", pn, small_dec(t), pn);
        else
            line(g, "const %s %s = tl_args.%s;", tl_cemit_val_type(&g->e, t), pn, pn);
    }
    static const char *const axis[3] = {"x", "y", "z"};
    int d0 = 0;
    if (k->swizzle > 0 && k->ngrid >= 2) {
        /* swizzle(n): the launch order cut into panels of n block rows,
         * as the cuda backend does (docs/gpu.md) */
        line(g, "/* swizzle(%d): threadgroups rasterized in panels of %d rows */", k->swizzle, k->swizzle);
        for (int d = 0; d < 2; d++) {
            indent(g);
            out(g, "const long tl_g%c = (long)(", "xy"[d]);
            expr_top(g, k->grid[d]);
            out(g, ");\n");
        }
        line(g, "const long tl_lin = (long)tl_tgid.y * tl_gx + (long)tl_tgid.x, tl_pw = (long)%d * tl_gx;", k->swizzle);
        line(g, "const long tl_pan = tl_lin / tl_pw, tl_off = tl_lin - tl_pan * tl_pw;");
        line(g, "const long tl_ph = tl_min_i64((long)%d, tl_gy - tl_pan * %d);", k->swizzle, k->swizzle);
        line(g, "const int %s = (int)(tl_off / tl_ph);", tl_cemit_name(&g->e, k->block_vars[0]->name));
        line(g, "const int %s = (int)(tl_pan * %d + tl_off %% tl_ph);", tl_cemit_name(&g->e, k->block_vars[1]->name), k->swizzle);
        d0 = 2;
    }
    for (int d = d0; d < k->ngrid; d++)
        line(g, "const int %s = (int)tl_tgid.%s;", tl_cemit_name(&g->e, k->block_vars[d]->name), axis[d]);
    line(g, "const int tl_tid = (int)tl_tidx;");
    line(g, "const int tl_lane = (int)tl_lanex, tl_sg = (int)tl_sgx;");
    line(g, "(void)tl_lane;");
    line(g, "(void)tl_sg;");
    if (g->tg > 0)
        line(g, "threadgroup uchar tl_tg[%" PRId64 "] __attribute__((aligned(16)));", (g->tg + 15) / 16 * 16);
    if (g->red > 0)
        line(g, "threadgroup uint tl_red[%" PRId64 "]; /* the simdgroups' results of a row reduction (32-bit patterns) */", g->red);
    if (stage_bytes > 0)
        line(g, "threadgroup %s tl_stage[%" PRId64 "]; /* each simdgroup's 8x8 staging tile of %s's copy out */",
             mat_type(g->racc->dtype), g->stage_elems, g->racc->name);
    tl_strbuf_append(g->e.o, body.data ? body.data : "", body.len);
    tl_strbuf_free(&body);
    out(g, "}\n");
    return true;
}

bool tl_metal_msl_version(const struct tl_compilation *c, int *out_v, tl_error *err)
{
    const tl_target *t = tl_context_target(c->ctx);
    const char *v = t ? tl_target_attr(t, "msl") : NULL;
    *out_v = 31;
    if (!v)
        return true;
    static const char *const ok[] = {"2.3", "2.4", "3.0", "3.1", "3.2"};
    static const int val[] = {23, 24, 30, 31, 32};
    for (int i = 0; i < 5; i++)
        if (strcmp(v, ok[i]) == 0) {
            *out_v = val[i];
            return true;
        }
    return tl_error_set(err, TL_ERR_INVALID, "target attribute msl is '%s': it takes 2.3, 2.4, 3.0, 3.1 or 3.2", v);
}

void tl_metal_artifact_free(void *p)
{
    tl_metal_artifact *a = p;
    if (!a)
        return;
    free(a->source);
    free(a->context);
    free(a->threadgroup_bytes);
    free(a);
}

bool tl_metal_codegen_source(struct tl_compilation *c, tl_error *err)
{
    cg g = {0};
    g.e.lang = &MSL;
    g.e.a = c->arena;
    if (!tl_metal_msl_version(c, &g.msl, err))
        return false;
    for (size_t i = 0; i < c->module->nkernels; i++)
        if (c->module->kernels[i]->source_text)
            return tl_error_set(err, TL_ERR_INVALID, "kernel '%s' is a source kernel: the metal codegen takes none",
                                c->module->kernels[i]->name);
    const tl_target *t = tl_context_target(c->ctx);
    const char *ms = t ? tl_target_attr(t, "max_shared_memory_per_block") : NULL;
    /* unset: no refusal here (the examples' CUDA-sized tiles would all be
     * refused), the source says where it passes Apple's 32 KiB and the host
     * code checks the device's maxThreadgroupMemoryLength */
    int64_t limit = ms ? strtoll(ms, NULL, 10) : INT64_MAX;
    tl_metal_artifact *art = calloc(1, sizeof *art);
    if (art)
        art->threadgroup_bytes = calloc(c->module->nkernels ? c->module->nkernels : 1, sizeof *art->threadgroup_bytes);
    if (!art || !art->threadgroup_bytes) {
        tl_metal_artifact_free(art);
        return tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    }
    art->nkernels = c->module->nkernels;
    tl_strbuf kernels = {0};
    g.e.o = &kernels;
    for (size_t i = 0; i < c->module->nkernels; i++)
        if (!kernel(&g, c->module->kernels[i], &art->threadgroup_bytes[i], limit, err)) {
            tl_strbuf_free(&kernels);
            tl_metal_artifact_free(art);
            return false;
        }
    const char *body = kernels.data ? kernels.data : "";
    char from[256];
    snprintf(from, sizeof from, "%s", c->path ? c->path : "<input>");
    for (char *p = from; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || strchr("_.-/+<> ", *p)))
            *p = '?';
    tl_strbuf *o = &c->device_source;
    o->len = 0;
    tl_strbuf_printf(o, "/* Metal Shading Language %d.%d generated by tilec from %s for target metal; do not edit */\n",
                     g.msl / 10, g.msl % 10, from);
    tl_strbuf_puts(o, prelude);
    if (strstr(body, "e4m3") || strstr(body, "e5m2") || strstr(body, "e8m0") || strstr(body, "e2m1") || strstr(body, "tl_4b_"))
        tl_strbuf_puts(o, small_prelude);
    if (strstr(body, "tl_atomic_"))
        tl_strbuf_puts(o, atomic_prelude);
    bool warp = false;
    for (size_t i = 0; i < c->module->nkernels; i++)
        warp |= uses_warp(&c->module->kernels[i]->body);
    if (warp)
        tl_strbuf_puts(o, warp_prelude);
    tl_strbuf_append(o, body, kernels.len);
    bool failed = kernels.failed || o->failed;
    tl_strbuf_free(&kernels);
    if (failed) {
        tl_metal_artifact_free(art);
        return tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    }
    art->source = strdup(tl_strbuf_cstr(o));
    if (!art->source) {
        tl_metal_artifact_free(art);
        return tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    }
    if (c->device_artifact && c->device_codegen && c->device_codegen->free_artifact)
        c->device_codegen->free_artifact(c->device_artifact);
    c->device_artifact = art;
    return true;
}
