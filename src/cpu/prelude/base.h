/*
 * base.h: the start of the CPU prelude, the header every kernel generated for
 * the C target includes as "tilec_prelude.h" (the .h files of src/cpu/prelude/, in
 * name order, embedded by gen/embed.lua and written next to the generated source
 * when it is built).
 *
 * What generated C (src/cpu/codegen_c.c) relies on, all static so that each
 * kernel's translation unit is self-contained:
 *   - f16 and bf16 in software: in memory they are their 16-bit patterns
 *     (uint16_t); in expressions they are floats holding a value the format
 *     can represent. tl_f16r(x) / tl_bf16r(x) round a double to the format,
 *     round-to-nearest-even, overflow to inf, NaN kept: what the interpreter
 *     (src/interp) does after every f16/bf16 operation.
 *   - f8e4m3, f8e5m2 and e8m0 the same way, one byte in memory: tl_f8e4m3r /
 *     tl_f8e5m2r round (f8e4m3 saturates to +-448, NaN kept; f8e5m2 goes
 *     to inf like f16; e8m0 below), tl_f8*_from_double / tl_f8*_to_f32 encode and decode,
 *     bit for bit as src/ir/value.c.
 *   - i4, u4 and f4e2m1: one per byte on chip (int8_t, uint8_t, and
 *     f4e2m1's code in a uint8_t), packed two to a byte in global tensors
 *     (flat element e in byte e / 2, the low nibble when e is even):
 *     tl_nib_get reads a nibble, tl_nib_set writes one with an atomic xor
 *     on its byte, so that two threads writing the two halves of one byte
 *     (blocks run in parallel) do not race; tl_f4e2m1_from_double /
 *     tl_f4e2m1_to_f32 / tl_f4e2m1r as src/ir/value.c.
 *   - conversions with the interpreter's meaning: float to int truncates and
 *     saturates, NaN gives 0 (tl_ftoi_*); ceildiv rounds toward +inf.
 *   - tl_rt_gemm_ref: C += op(A) op(B) on f32, row-major, summing in the
 *     interpreter's order. A faster micro-kernel (gemm.h) defines
 *     TL_RT_HAVE_GEMM_F32 and tl_rt_gemm_f32 with the same signature; the
 *     generated source picks one after the prelude.
 *   - tl_rt_lock / tl_rt_unlock: the critical section of atomic_add.
 *   - tl_rt_out_of_memory: what a kernel does when an on-chip buffer too large
 *     for a stack cannot be had from the heap (it says which, and aborts).
 *   - tl_rt_copy: a copy loop of the generated C, without glibc's memcpy.
 *   - tl_rt_stream: a row copied from an on-chip buffer into a large output
 *     with non-temporal stores (the pass stream_stores).
 *   - tl_rt_run_blocks: the block scheduler. Blocks run in parallel across
 *     the cores: nworkers threads take runs of consecutive block indices from
 *     an atomic counter; each fences its non-temporal stores before it
 *     returns.
 */
#ifndef TILEC_PRELUDE_BASE_H
#define TILEC_PRELUDE_BASE_H
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#include <math.h>
#if defined(__F16C__) || defined(__SSE2__)
#include <immintrin.h>
#endif
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifdef __clang__
#pragma STDC FP_CONTRACT OFF
#endif

/* GCC 12 at -O3 loses an f64 -> f32 -> f64 round trip when its loop and SLP
 * vectorizers meet (tests/diff/c-gcc12-f32-roundtrip.tile; plain C in
 * tests/diff/cli/). The kernels' own loops do without SLP there. */
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC optimize("no-tree-slp-vectorize")
#endif

/* A hint on loops whose iterations are independent (from `parallel`). */
#if defined(__clang__)
#define TL_VECTORIZE _Pragma("clang loop vectorize(enable)")
#elif defined(__GNUC__)
#define TL_VECTORIZE _Pragma("GCC ivdep")
#else
#define TL_VECTORIZE
#endif

/* A loop over a few accumulators updated in place (a reduction's lanes,
 * codegen_c.c's accumulates_in_place): unrolled whole, so that GCC keeps
 * them in registers across the loop around it instead of storing and
 * reloading them at every step (a store-to-load forward on the chain). */
#if defined(__clang__)
#define TL_UNROLL_ACC _Pragma("clang loop unroll(full)")
#elif defined(__GNUC__)
#define TL_UNROLL_ACC _Pragma("GCC unroll 64")
#else
#define TL_UNROLL_ACC
#endif

/* ---- math -------------------------------------------------------------- */

/* exp(r) for r = xc - n ln2, n = floor(xc log2 e + 1/2), with Cephes'
 * polynomial. The reduction and the polynomial are fused multiply-adds
 * (fmaf, one rounding each: the same bits on every machine and in the
 * llvm target's copy; one instruction where the CPU has FMA, x86-64 since
 * Haswell and Zen, every AArch64). */
static inline float tl_expf_poly_(float xc, float n)
{
    float r = __builtin_fmaf(n, -0.693359375f, xc);
    r = __builtin_fmaf(n, 2.12194440e-4f, r);
    float p = 1.9875691500e-4f;
    p = __builtin_fmaf(p, r, 1.3981999507e-3f);
    p = __builtin_fmaf(p, r, 8.3334519073e-3f);
    p = __builtin_fmaf(p, r, 4.1665795894e-2f);
    p = __builtin_fmaf(p, r, 1.6666665459e-1f);
    p = __builtin_fmaf(p, r, 5.0000001201e-1f);
    return __builtin_fmaf(p, r * r, r) + 1.0f;
}

/* exp(xc) = 2^n exp(r) for ni, n's value as an integer (two's
 * complement); 2^n is two factors, so n = 128 and n below -126 scale
 * exactly. Unsigned integer steps: defined for any ni. */
static inline float tl_expf_scaled_(float xc, float n, uint32_t ni)
{
    float y = tl_expf_poly_(xc, n);
    uint32_t n1 = (uint32_t)((int32_t)ni >> 1), n2 = ni - n1; /* a shift, not a division: fewer vector operations */
    uint32_t b1 = (n1 + 127u) << 23, b2 = (n2 + 127u) << 23;
    float s1, s2;
    memcpy(&s1, &b1, 4);
    memcpy(&s2, &b2, 4);
    return y * s1 * s2;
}

/* exp for f32 in plain float operations, so loops that call it vectorize;
 * within 1 ulp of the correctly rounded result. */
static inline float tl_expf(float x)
{
    /* below -104 (and a NaN: the compare is false) the result is decided
     * below; 0 here keeps the scaling out of subnormals, which cost
     * softmax's masked -inf elements twice the time. The min first, on x:
     * GCC makes the clamp four vector instructions (two compares, a blend, a
     * masked move), where the other order cost seven (the same value for
     * every float: all 2^32 inputs compared, docs/cpu.md) */
    float xc = x < 89.0f ? x : 89.0f;
    xc = x > -104.0f ? xc : 0.0f;
    float n = floorf(__builtin_fmaf(xc, 1.44269504088896341f, 0.5f));
    float y = tl_expf_scaled_(xc, n, (uint32_t)(int32_t)n);
    y = x > 88.72283935546875f ? INFINITY : y;
    y = x < -103.972084f ? 0.0f : y;
    return x != x ? x : y;
}

/* tl_expf where the argument is at most 0 or a NaN (softmax's exp(x -
 * max x), marked by the cpu pass exp_below_max): the same bits there (every
 * such float compared, tests/check_prelude_math.c), a tenth less work: no
 * clamp to 89, no overflow select. For any other x (stale pad lanes a
 * vector step computes and never stores) the result is meaningless but
 * defined: n reaches an integer through the float's bits, not a
 * conversion that would be undefined out of range. */
static inline float tl_expf_nonpos(float x)
{
    float xc = x > -104.0f ? x : 0.0f;
    float n = floorf(__builtin_fmaf(xc, 1.44269504088896341f, 0.5f));
    float nm = n + 12582912.0f; /* 1.5 * 2^23: n in the low bits */
    uint32_t nb;
    memcpy(&nb, &nm, 4);
    /* n is in [-150, 0] here: 2^n as one factor 2^(n + 64), a normal
     * float, and a constant 2^-64. y 2^(n + 64) is exact, so the product
     * rounds once, where a result is subnormal, as tl_expf_scaled_'s two
     * factors do: the same bits in four vector instructions fewer */
    float y = tl_expf_poly_(xc, n);
    uint32_t b = (nb - 0x4B400000u + 127u + 64u) << 23;
    float s;
    memcpy(&s, &b, 4);
    y = y * s * 0x1p-64f;
    y = x < -103.972084f ? 0.0f : y;
    return x != x ? x : y;
}

/* ---- f16 and bf16 ------------------------------------------------------ */

/* Rounds x to a binary format with mbits stored mantissa bits and ebits
 * exponent bits, and returns its bit pattern. */
static inline uint32_t tl_rt_small_from_double(double x, int mbits, int ebits)
{
    uint64_t b;
    memcpy(&b, &x, sizeof b);
    uint32_t sign = (uint32_t)(b >> 63) << (mbits + ebits);
    uint32_t expmask = ((1u << ebits) - 1) << mbits;
    int e = (int)((b >> 52) & 0x7ff);
    uint64_t m = b & ((UINT64_C(1) << 52) - 1);
    if (e == 0x7ff)
        return sign | expmask | (m ? 1u << (mbits - 1) : 0);
    if (e == 0)
        return sign; /* a double subnormal is far below either format */
    int bias = (1 << (ebits - 1)) - 1;
    int ex = e - 1023;
    if (ex > bias)
        return sign | expmask;
    uint64_t sig = m | (UINT64_C(1) << 52);
    int shift = 52 - mbits;
    uint32_t biased = 0;
    if (ex >= 1 - bias)
        biased = (uint32_t)(ex + bias);
    else
        shift += 1 - bias - ex; /* subnormal in the small format */
    if (shift > 60)
        return sign;
    uint64_t q = sig >> shift, rem = sig & ((UINT64_C(1) << shift) - 1), half = UINT64_C(1) << (shift - 1);
    if (rem > half || (rem == half && (q & 1)))
        q++;
    if (biased == 0)
        return sign | (uint32_t)q; /* q may reach the smallest normal: still right */
    /* a carry out of the mantissa bumps the exponent, up to inf */
    return sign | ((biased << mbits) + (uint32_t)(q - (UINT64_C(1) << mbits)));
}

/* Values that are exact in float (almost all: kernels compute in float) take
 * one rounding from float, in hardware where the CPU converts halves (F16C);
 * the rest the exact software path. The result is the same either way. */
static inline uint16_t tl_f16_from_double(double x)
{
#ifdef __F16C__
    float f = (float)x;
    if ((double)f == x)
        return (uint16_t)_cvtss_sh(f, _MM_FROUND_TO_NEAREST_INT);
#endif
    return (uint16_t)tl_rt_small_from_double(x, 10, 5);
}

static inline uint16_t tl_bf16_from_double(double x)
{
    float f = (float)x;
    if ((double)f == x) { /* NaN is never equal: the software path keeps it */
        uint32_t u;
        memcpy(&u, &f, sizeof u);
        return (uint16_t)((u + 0x7fffu + ((u >> 16) & 1u)) >> 16);
    }
    return (uint16_t)tl_rt_small_from_double(x, 7, 8);
}

static inline float tl_f16_to_f32(uint16_t h)
{
#ifdef __F16C__
    return _cvtsh_ss(h);
#endif
    uint32_t s = (uint32_t)(h & 0x8000) << 16, e = (h >> 10) & 0x1f, m = h & 0x3ff, bits;
    if (e == 0x1f) {
        bits = s | 0x7f800000u | (m << 13);
    } else if (e == 0) {
        float v = (float)m * 5.9604644775390625e-8f; /* 2^-24 */
        return s ? -v : v;
    } else {
        bits = s | ((e + 112) << 23) | (m << 13);
    }
    float f;
    memcpy(&f, &bits, sizeof f);
    return f;
}

static inline float tl_bf16_to_f32(uint16_t h)
{
    uint32_t bits = (uint32_t)h << 16;
    float f;
    memcpy(&f, &bits, sizeof f);
    return f;
}

/* x rounded to f16 / bf16, as a float. */
static inline float tl_f16r(double x) { return tl_f16_to_f32(tl_f16_from_double(x)); }
static inline float tl_bf16r(double x) { return tl_bf16_to_f32(tl_bf16_from_double(x)); }

/* ---- fp8 ----------------------------------------------------------------- */

/* OCP E4M3FN (bias 7, no inf, S.1111.111 NaN, 448 the largest): rounded to
 * nearest even, saturating to +-448 (inf too); NaN stays NaN, sign kept. */
static inline uint8_t tl_f8e4m3_from_double(double x)
{
    uint64_t b;
    memcpy(&b, &x, sizeof b);
    uint32_t sign = (uint32_t)(b >> 63) << 7;
    int e = (int)((b >> 52) & 0x7ff);
    uint64_t m = b & ((UINT64_C(1) << 52) - 1);
    if (e == 0x7ff)
        return (uint8_t)(sign | (m ? 0x7fu : 0x7eu));
    if (e == 0)
        return (uint8_t)sign;
    int ex = e - 1023;
    if (ex > 8)
        return (uint8_t)(sign | 0x7eu);
    uint64_t sig = m | (UINT64_C(1) << 52);
    int shift = 52 - 3;
    uint32_t biased = 0;
    if (ex >= -6)
        biased = (uint32_t)(ex + 7);
    else
        shift += -6 - ex; /* subnormal */
    if (shift > 60)
        return (uint8_t)sign;
    uint64_t q = sig >> shift, rem = sig & ((UINT64_C(1) << shift) - 1), half = UINT64_C(1) << (shift - 1);
    if (rem > half || (rem == half && (q & 1)))
        q++;
    if (biased == 0)
        return (uint8_t)(sign | (uint32_t)q);
    uint32_t code = (biased << 3) + (uint32_t)(q - 8);
    return (uint8_t)(sign | (code > 0x7eu ? 0x7eu : code)); /* past 448 (NaN's code): saturate */
}

static inline float tl_f8e4m3_to_f32(uint8_t h)
{
    uint32_t s = (uint32_t)(h & 0x80) << 24, e = (h >> 3) & 0xf, m = h & 7, bits;
    if (e == 0xf && m == 7) {
        bits = s | 0x7fc00000u;
    } else if (e == 0) {
        float v = (float)m * 0.001953125f; /* 2^-9 */
        return s ? -v : v;
    } else {
        bits = s | ((e + 120) << 23) | (m << 20);
    }
    float f;
    memcpy(&f, &bits, sizeof f);
    return f;
}

/* OCP E5M2 (bias 15, IEEE-like): f16's top byte. */
static inline uint8_t tl_f8e5m2_from_double(double x) { return (uint8_t)tl_rt_small_from_double(x, 2, 5); }
static inline float tl_f8e5m2_to_f32(uint8_t h) { return tl_f16_to_f32((uint16_t)(h << 8)); }

/* OCP E8M0 (an MX scale): byte b is 2^(b - 127), 0xff NaN. NaN and
 * negative numbers give NaN, +-0 and anything below 2^-127 give 0x00, ties
 * (1.5 * 2^e) go to the even byte, past 2^127 (inf too) saturates to 0xfe. */
static inline uint8_t tl_e8m0_from_double(double x)
{
    uint64_t b;
    memcpy(&b, &x, sizeof b);
    int e = (int)((b >> 52) & 0x7ff);
    uint64_t m = b & ((UINT64_C(1) << 52) - 1);
    if (e == 0x7ff)
        return m || (b >> 63) ? 0xff : 0xfe;
    if ((b >> 63) && (e || m))
        return 0xff;
    int ex = e - 1023; /* x in [2^ex, 2^(ex+1)) */
    if (e == 0 || ex < -127)
        return 0x00;
    uint64_t halfway = UINT64_C(1) << 51;
    ex += m > halfway || (m == halfway && ((ex + 127) & 1));
    return ex > 127 ? 0xfe : (uint8_t)(ex + 127);
}

static inline float tl_e8m0_to_f32(uint8_t h)
{
    uint32_t bits = h == 0xff ? 0x7fc00000u : h == 0 ? 0x00400000u : (uint32_t)h << 23;
    float f;
    memcpy(&f, &bits, sizeof f);
    return f;
}

static inline float tl_e8m0r(double x) { return tl_e8m0_to_f32(tl_e8m0_from_double(x)); }
static inline float tl_f8e4m3r(double x) { return tl_f8e4m3_to_f32(tl_f8e4m3_from_double(x)); }
static inline float tl_f8e5m2r(double x) { return tl_f8e5m2_to_f32(tl_f8e5m2_from_double(x)); }

/* ---- 4-bit dtypes ------------------------------------------------------ */

/* OCP FP4 E2M1: +-{0, 0.5, 1, 1.5, 2, 3, 4, 6}, the codes monotonic in the
 * magnitude; nearest even, saturating to +-6, NaN gives +6. */
static inline uint8_t tl_f4e2m1_from_double(double x)
{
    if (isnan(x))
        return 0x7;
    uint8_t sign = signbit(x) ? 0x8 : 0;
    double a = fabs(x);
    if (a >= 6)
        return sign | 0x7;
    if (a < 2)
        return sign | (uint8_t)nearbyint(a * 2);
    if (a < 4)
        return sign | (uint8_t)(nearbyint(a) + 2);
    return sign | (uint8_t)(nearbyint(a / 2) + 4);
}

static inline float tl_f4e2m1_to_f32(uint8_t h)
{
    static const float mag[8] = {0.0f, 0.5f, 1.0f, 1.5f, 2.0f, 3.0f, 4.0f, 6.0f};
    return h & 0x8 ? -mag[h & 7] : mag[h & 7];
}

static inline float tl_f4e2m1r(double x) { return tl_f4e2m1_to_f32(tl_f4e2m1_from_double(x)); }

/* the low 4 bits, sign-extended (i4) or not (u4) */
static inline int8_t tl_wrap_i4(int64_t v) { return (int8_t)((int)((uint64_t)v & 0xf) ^ 0x8) - 0x8; }
static inline uint8_t tl_wrap_u4(int64_t v) { return (uint8_t)((uint64_t)v & 0xf); }

static inline unsigned tl_nib_get(const void *p, int64_t e)
{
    return (unsigned)(((const uint8_t *)p)[e >> 1] >> ((e & 1) * 4)) & 0xf;
}

/* Only this element's nibble changes: xor it with old ^ new, atomically, so
 * the other nibble, which another thread may be writing, is kept. */
static inline void tl_nib_set(void *p, int64_t e, unsigned v)
{
    uint8_t *b = (uint8_t *)p + (e >> 1);
    unsigned sh = (unsigned)(e & 1) * 4;
    unsigned old = (unsigned)__atomic_load_n(b, __ATOMIC_RELAXED) >> sh & 0xf;
    __atomic_fetch_xor(b, (uint8_t)(((old ^ v) & 0xf) << sh), __ATOMIC_RELAXED);
}

/* ---- conversions and integer helpers ---------------------------------- */

/* Float to int: truncate toward zero, saturate, NaN gives 0. The + 0.0 turns
 * trunc's -0 into +0: GCC 12 at -O3 folds (double)(int)trunc(x) back to
 * trunc(x), which kept the sign of zero that the integer lost
 * (tests/diff/c-gcc12-ftoi-negative-zero.tile). */
#define TL_RT_FTOI(NAME, T, LO, HI)                       \
    static inline T NAME(double x)                       \
    {                                                    \
        if (isnan(x))                                    \
            return 0;                                    \
        x = trunc(x) + 0.0;                              \
        if (x <= (double)(LO))                           \
            return LO;                                   \
        if (x >= (double)(HI))                           \
            return HI;                                   \
        return (T)x;                                     \
    }
TL_RT_FTOI(tl_ftoi_i8, int8_t, INT8_MIN, INT8_MAX)
TL_RT_FTOI(tl_ftoi_i16, int16_t, INT16_MIN, INT16_MAX)
TL_RT_FTOI(tl_ftoi_i32, int32_t, INT32_MIN, INT32_MAX)
TL_RT_FTOI(tl_ftoi_i64, int64_t, INT64_MIN, INT64_MAX)
TL_RT_FTOI(tl_ftoi_u8, uint8_t, 0, UINT8_MAX)
TL_RT_FTOI(tl_ftoi_u16, uint16_t, 0, UINT16_MAX)
TL_RT_FTOI(tl_ftoi_u32, uint32_t, 0, UINT32_MAX)
TL_RT_FTOI(tl_ftoi_u64, uint64_t, 0, UINT64_MAX)
TL_RT_FTOI(tl_ftoi_i4, int8_t, -8, 7)
TL_RT_FTOI(tl_ftoi_u4, uint8_t, 0, 15)
#undef TL_RT_FTOI

/* ceildiv rounds toward +inf; b != 0. */
static inline int64_t tl_ceildiv_i64(int64_t a, int64_t b)
{
    if (a == INT64_MIN && b == -1)
        return INT64_MIN;
    int64_t q = a / b, m = a % b;
    return q + (m != 0 && ((a < 0) == (b < 0)));
}
static inline uint64_t tl_ceildiv_u64(uint64_t a, uint64_t b) { return a / b + (a % b != 0); }
/* Signed i32/i64 `/` and `%`: MIN / -1 wraps to MIN and MIN % -1 is 0, as in
 * the interpreter (a plain C division traps there on x86); b != 0. */
static inline int32_t tl_div_i32(int32_t a, int32_t b) { return b == -1 ? (int32_t)(0u - (uint32_t)a) : a / b; }
static inline int32_t tl_mod_i32(int32_t a, int32_t b) { return b == -1 ? 0 : a % b; }
static inline int64_t tl_div_i64(int64_t a, int64_t b) { return b == -1 ? (int64_t)(0u - (uint64_t)a) : a / b; }
static inline int64_t tl_mod_i64(int64_t a, int64_t b) { return b == -1 ? 0 : a % b; }
static inline int64_t tl_min_i64(int64_t a, int64_t b) { return a < b ? a : b; }
static inline int64_t tl_max_i64(int64_t a, int64_t b) { return a > b ? a : b; }
static inline uint64_t tl_min_u64(uint64_t a, uint64_t b) { return a < b ? a : b; }
static inline uint64_t tl_max_u64(uint64_t a, uint64_t b) { return a > b ? a : b; }
/* |a| wrapping at the type's width (the caller casts back). */
/* Shifts with the interpreter's meaning (ir/value.h tl_value_shift): a count
 * of at least the width `bits` (a negative one read as unsigned included)
 * acts as the width, so no shift here is undefined in C. x is the operand
 * converted to 64 bits (sign- or zero-extended as its dtype is). */
static inline uint64_t tl_shl_u64(uint64_t x, uint64_t n, int bits) { return n >= (uint64_t)bits ? 0 : x << n; }
static inline uint64_t tl_shr_u64(uint64_t x, uint64_t n, int bits) { return n >= (uint64_t)bits ? 0 : x >> n; }
static inline int64_t tl_shr_i64(int64_t x, uint64_t n, int bits)
{
    return x >> (n >= (uint64_t)bits ? (uint64_t)bits - 1 : n); /* arithmetic, as gcc and clang define it */
}
/* bitcast's float halves: the bits of a float and the float of some bits. */
static inline uint32_t tl_f32_to_bits(float x) { uint32_t u; memcpy(&u, &x, sizeof u); return u; }
static inline float tl_f32_from_bits(uint32_t u) { float x; memcpy(&x, &u, sizeof x); return x; }
static inline uint64_t tl_f64_to_bits(double x) { uint64_t u; memcpy(&u, &x, sizeof u); return u; }
static inline double tl_f64_from_bits(uint64_t u) { double x; memcpy(&x, &u, sizeof x); return x; }

/* x + 0 and 0 - x as IEEE gives them: +0 where x is -0 (the sum) or +0
 * (the difference). GCC 12.2 folds the two to x and -x wherever it judges
 * that x cannot be -0, and judges wrongly: 0.0f - (float)i gave -0 for
 * i = 0 at every -O level, and so did 0.0f - fabsf(y), -(float)i + 0.0f
 * and even the select x == 0 ? 0 : -x where x was a constant
 * (tests/diff/c-gcc12-zero-minus-int.tile). The codegen writes a float sum
 * with a literal +0 and a difference from one through these, which keep
 * the sign in integer operations GCC folds right. */
static inline float tl_zero_add_f32(float x)
{
    uint32_t b = tl_f32_to_bits(x);
    return tl_f32_from_bits((b << 1) == 0 ? 0u : b);
}
/* (a negation flips the sign bit alone, which GCC gets right) */
static inline float tl_zero_sub_f32(float x) { return tl_zero_add_f32(-x); }
static inline double tl_zero_add_f64(double x)
{
    uint64_t b = tl_f64_to_bits(x);
    return tl_f64_from_bits((b << 1) == 0 ? 0u : b);
}
static inline double tl_zero_sub_f64(double x) { return tl_zero_add_f64(-x); }
/* sigmoid in double, as the interpreter computes it, rounded by the caller */
static inline double tl_sigmoid(double x) { return 1.0 / (1.0 + exp(-x)); }
static inline uint64_t tl_abs_i64(int64_t a) { return a < 0 ? 0 - (uint64_t)a : (uint64_t)a; }

/* ---- gemm -------------------------------------------------------------- */

/* C[M x N] += op(A) op(B); op(A) is M x K, op(B) K x N; row-major with
 * leading dims lda, ldb, ldc. Sums in order k = 0..K-1, each product and sum
 * rounded to f32, as the interpreter does. */
static inline void tl_rt_gemm_ref(int M, int N, int K, const float *A, int lda, int trans_a, const float *B, int ldb,
                                  int trans_b, float *C, int ldc)
{
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            float acc = C[(size_t)i * ldc + j];
            for (int p = 0; p < K; p++) {
                float a = trans_a ? A[(size_t)p * lda + i] : A[(size_t)i * lda + p];
                float b = trans_b ? B[(size_t)j * ldb + p] : B[(size_t)p * ldb + j];
                float prod = a * b;
                acc = acc + prod;
            }
            C[(size_t)i * ldc + j] = acc;
        }
}

/* gemm(..., precision=tf32): each operand rounded to tf32 (10 mantissa
 * bits, to nearest, ties away from zero; inf and NaN kept), as the
 * interpreter and the GPU's cvt.rna.tf32.f32 round them, then summed as
 * tl_rt_gemm_ref sums. */
static inline float tl_rt_tf32(float x)
{
    union { float f; uint32_t u; } v = { x };
    if ((v.u & 0x7f800000u) != 0x7f800000u)
        v.u = (v.u + 0x1000u) & 0xffffe000u;
    return v.f;
}

static inline __attribute__((unused)) void tl_rt_gemm_tf32(int M, int N, int K, const float *A, int lda, int trans_a,
                                                           const float *B, int ldb, int trans_b, float *C, int ldc)
{
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            float acc = C[(size_t)i * ldc + j];
            for (int p = 0; p < K; p++) {
                float a = tl_rt_tf32(trans_a ? A[(size_t)p * lda + i] : A[(size_t)i * lda + p]);
                float b = tl_rt_tf32(trans_b ? B[(size_t)j * ldb + p] : B[(size_t)p * ldb + j]);
                float prod = a * b;
                acc = acc + prod;
            }
            C[(size_t)i * ldc + j] = acc;
        }
}

/* ---- min and max ------------------------------------------------------- */

/* As ir/value.h's tl_value_fmin/fmax (IEEE 754-2019 minimumNumber): a NaN
 * operand is ignored and -0 is below +0. Compares and selects, so loops of
 * them vectorize. */
static inline double tl_fmin(double a, double b) { return a < b || (a == b && signbit(a)) || isnan(b) ? a : b; }
static inline double tl_fmax(double a, double b) { return a > b || (a == b && !signbit(a)) || isnan(b) ? a : b; }
static inline float tl_fminf(float a, float b) { return a < b || (a == b && signbit(a)) || isnan(b) ? a : b; }
static inline float tl_fmaxf(float a, float b) { return a > b || (a == b && !signbit(a)) || isnan(b) ? a : b; }

/* ---- atomics ----------------------------------------------------------- */

/* One lock per kernel source: atomic_add into a global tensor holds it while
 * it updates the tile (blocks run on several threads). */
static atomic_flag tl_rt_lock_flag __attribute__((unused)) = ATOMIC_FLAG_INIT;
static inline void tl_rt_lock(void)
{
    while (atomic_flag_test_and_set_explicit(&tl_rt_lock_flag, memory_order_acquire))
        ;
}
static inline void tl_rt_unlock(void) { atomic_flag_clear_explicit(&tl_rt_lock_flag, memory_order_release); }

__attribute__((unused, noreturn)) static void tl_rt_out_of_memory(const char *buffer)
{
    fprintf(stderr, "tilec kernel: out of memory for on-chip buffer %s\n", buffer);
    abort();
}

/* ---- non-temporal stores ------------------------------------------------ */

/* tl_rt_stream and tl_rt_copy, the row moves the codegens call, are in
 * moves.h (the runtime compiles it once per instruction set). */

/* Orders the calling thread's streaming stores before what follows. */
static inline void tl_rt_fence(void)
{
#if defined(__SSE2__)
    _mm_sfence();
#endif
}

/* ---- the block scheduler ---------------------------------------------- */

typedef void tl_rt_block_fn(void *ctx, int64_t block);

typedef struct tl_rt_pool {
    tl_rt_block_fn *fn;
    void *ctx;
    int64_t nblocks;
    int nworkers;
    atomic_llong next;
} tl_rt_pool;

/* A worker takes a run of consecutive blocks at a time, a share of what is
 * left (guided scheduling: long runs first, single blocks at the end, so
 * the workers still finish together): a block of a row-tiled kernel reads
 * the rows after its neighbour's, so each worker streams one contiguous
 * range of memory, where taking one block at a time interleaved the workers
 * block by block and cut every stream at each block. */
static inline void *tl_rt_worker(void *arg)
{
    tl_rt_pool *p = (tl_rt_pool *)arg;
    long long b = atomic_load(&p->next), n;
    for (;;) {
        do {
            if (b >= p->nblocks) {
                tl_rt_fence();
                return NULL;
            }
            n = (p->nblocks - b) / (4 * (long long)p->nworkers);
            n = n < 1 ? 1 : n;
        } while (!atomic_compare_exchange_weak(&p->next, &b, b + n));
        for (long long e = b + n; b < e; b++)
            p->fn(p->ctx, (int64_t)b);
        b = atomic_load(&p->next);
    }
}

/* Runs fn(ctx, b) for b in [0, nblocks) over nworkers threads (0: one per
 * online core); inline when there is one block or one worker. Returns 0. */
static inline int tl_rt_run_blocks(int64_t nblocks, int nworkers, tl_rt_block_fn *fn, void *ctx)
{
    if (nworkers <= 0) {
        long n = sysconf(_SC_NPROCESSORS_ONLN);
        nworkers = n > 0 ? (int)(n < 256 ? n : 256) : 1;
    }
    if ((int64_t)nworkers > nblocks)
        nworkers = (int)nblocks;
    tl_rt_pool pool;
    pool.fn = fn;
    pool.ctx = ctx;
    pool.nblocks = nblocks;
    pool.nworkers = nworkers;
    atomic_init(&pool.next, 0);
    if (nworkers <= 1) {
        tl_rt_worker(&pool);
        return 0;
    }
    pthread_t tids[256];
    int started = 0;
    for (int i = 0; i < nworkers - 1; i++) {
        if (pthread_create(&tids[started], NULL, tl_rt_worker, &pool) != 0)
            break; /* the calling thread does the rest */
        started++;
    }
    tl_rt_worker(&pool);
    for (int i = 0; i < started; i++)
        pthread_join(tids[i], NULL);
    return 0;
}

#endif
