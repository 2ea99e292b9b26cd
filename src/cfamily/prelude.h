/*
 * prelude.h: the helper preludes the CUDA and HIP codegens write alike
 * (prelude.c), and the names of the helpers both their preludes define.
 */
#ifndef TL_CFAMILY_PRELUDE_H
#define TL_CFAMILY_PRELUDE_H

#include "ir/ir.h"

/* The 8-bit float helpers, written after the prelude only into modules that
 * use them (every name they define contains e4m3, e5m2 or e8m0). */
extern const char tl_cemit_fp8_prelude[];

/* The preludes' decoder (stored bits to float) and encoder (float to stored
 * bits) of a float narrower than f32, and the call that rounds a float value
 * to one ("tl_f16r(", closed by ")"). */
const char *tl_cemit_prelude_dec(tl_dtype t);
const char *tl_cemit_prelude_enc(tl_dtype t);
const char *tl_cemit_prelude_round(tl_dtype t);

/* The compare-and-swap atomics both preludes end with (CUDA and HIP alike):
 * float and double max/min (tl_fmaxf/tl_fminf: a NaN operand ignored), 16-bit
 * floats on their 32-bit word, and 8- and 16-bit integers; on the TL_DEV
 * functions, tl_fmax*, tl_h2f/tl_f2h and tl_bf2f/tl_f2bf each prelude
 * defines first. A string literal, to close theirs. */
#define TL_CEMIT_CAS_ATOMICS \
    "TL_DEV void tl_atomic_mm(float *p, float v, bool mx)\n" \
    "{\n" \
    "    unsigned *w = (unsigned *)p, old = *(volatile unsigned *)w, assumed;\n" \
    "    do {\n" \
    "        assumed = old;\n" \
    "        float a = __uint_as_float(assumed);\n" \
    "        unsigned n = __float_as_uint(mx ? tl_fmaxf(a, v) : tl_fminf(a, v));\n" \
    "        if (n == assumed)\n" \
    "            return;\n" \
    "        old = atomicCAS(w, assumed, n);\n" \
    "    } while (old != assumed);\n" \
    "}\n" \
    "TL_DEV void tl_atomic_mm(double *p, double v, bool mx)\n" \
    "{\n" \
    "    unsigned long long *w = (unsigned long long *)p, old = *(volatile unsigned long long *)w, assumed;\n" \
    "    do {\n" \
    "        assumed = old;\n" \
    "        double a = __longlong_as_double((long long)assumed);\n" \
    "        unsigned long long n = (unsigned long long)__double_as_longlong(mx ? tl_fmax(a, v) : tl_fmin(a, v));\n" \
    "        if (n == assumed)\n" \
    "            return;\n" \
    "        old = atomicCAS(w, assumed, n);\n" \
    "    } while (old != assumed);\n" \
    "}\n" \
    "TL_DEV void tl_atomic_mm16(uint16_t *p, float v, bool bf, bool mx)\n" \
    "{\n" \
    "    unsigned *w = (unsigned *)((unsigned long long)p & ~3ULL);\n" \
    "    unsigned shift = ((unsigned long long)p & 2ULL) ? 16u : 0u, old = *(volatile unsigned *)w, assumed;\n" \
    "    do {\n" \
    "        assumed = old;\n" \
    "        uint16_t h = (uint16_t)(assumed >> shift);\n" \
    "        float a = bf ? tl_bf2f(h) : tl_h2f(h);\n" \
    "        float s = mx ? tl_fmaxf(a, v) : tl_fminf(a, v);\n" \
    "        uint16_t n = bf ? tl_f2bf(s) : tl_f2h(s);\n" \
    "        if (n == h)\n" \
    "            return;\n" \
    "        old = atomicCAS(w, assumed, (assumed & ~(0xffffu << shift)) | ((unsigned)n << shift));\n" \
    "    } while (old != assumed);\n" \
    "}\n" \
    "/* 8- and 16-bit integers (op 0 add, wrapping; 1 max; 2 min) through a\n" \
    " * compare-and-swap on their 32-bit word */\n" \
    "template <typename T> TL_DEV void tl_atomic_narrow(T *p, T v, int op)\n" \
    "{\n" \
    "    unsigned *w = (unsigned *)((unsigned long long)p & ~3ULL);\n" \
    "    unsigned shift = (unsigned)((unsigned long long)p & 3ULL) * 8u;\n" \
    "    unsigned mask = (sizeof(T) == 1 ? 0xffu : 0xffffu) << shift, old = *(volatile unsigned *)w, assumed;\n" \
    "    do {\n" \
    "        assumed = old;\n" \
    "        T cur = (T)((assumed & mask) >> shift);\n" \
    "        T n = op == 0 ? (T)(cur + v) : op == 1 ? (cur > v ? cur : v) : (cur < v ? cur : v);\n" \
    "        if (n == cur)\n" \
    "            return;\n" \
    "        old = atomicCAS(w, assumed, (assumed & ~mask) | (((unsigned)n << shift) & mask));\n" \
    "    } while (old != assumed);\n" \
    "}\n"

/* The body of tl_d2bf (a double rounded to bf16 once, not through float:
 * round to nearest even on the double's own bits), which each prelude
 * declares its own way, and the rounding helpers on it and on f16's. A
 * string literal, spliced into the preludes'. */
#define TL_CEMIT_D2BF_BODY \
    "{\n" \
    "    float f = (float)x;\n" \
    "    if ((double)f == x || x != x)\n" \
    "        return tl_f2bf(f);\n" \
    "    uint64_t b = (uint64_t)__double_as_longlong(x);\n" \
    "    uint32_t sign = (uint32_t)(b >> 63) << 15;\n" \
    "    int e = (int)((b >> 52) & 0x7ff);\n" \
    "    uint64_t m = b & ((1ULL << 52) - 1);\n" \
    "    if (e == 0x7ff)\n" \
    "        return (uint16_t)(sign | 0x7f80u);\n" \
    "    if (e == 0)\n" \
    "        return (uint16_t)sign;\n" \
    "    int ex = e - 1023, shift = 52 - 7;\n" \
    "    if (ex > 127)\n" \
    "        return (uint16_t)(sign | 0x7f80u);\n" \
    "    uint64_t sig = m | (1ULL << 52);\n" \
    "    uint32_t biased = 0;\n" \
    "    if (ex >= -126)\n" \
    "        biased = (uint32_t)(ex + 127);\n" \
    "    else\n" \
    "        shift += -126 - ex;\n" \
    "    if (shift > 60)\n" \
    "        return (uint16_t)sign;\n" \
    "    uint64_t q = sig >> shift, rem = sig & ((1ULL << shift) - 1), half = 1ULL << (shift - 1);\n" \
    "    if (rem > half || (rem == half && (q & 1)))\n" \
    "        q++;\n" \
    "    if (biased == 0)\n" \
    "        return (uint16_t)(sign | (uint32_t)q);\n" \
    "    return (uint16_t)(sign | ((biased << 7) + (uint32_t)(q - (1ULL << 7))));\n" \
    "}\n" \
    "TL_DEV float tl_f16r(float x) { return tl_h2f(tl_f2h(x)); }\n" \
    "TL_DEV float tl_bf16r(float x) { return tl_bf2f(tl_f2bf(x)); }\n" \
    "TL_DEV float tl_f16r_d(double x) { return tl_h2f(tl_d2h(x)); }\n" \
    "TL_DEV float tl_bf16r_d(double x) { return tl_bf2f(tl_d2bf(x)); }\n"

/* The float-to-int conversions of every integer type, through the TL_FTOI
 * macro each prelude defines first (truncate, saturate, NaN to 0). A string
 * literal, spliced into the preludes'. */
#define TL_CEMIT_FTOI_ALL \
    "TL_FTOI(tl_ftoi_i8, int8_t, -128, 127)\n" \
    "TL_FTOI(tl_ftoi_i16, int16_t, -32768, 32767)\n" \
    "TL_FTOI(tl_ftoi_i32, int32_t, (-2147483647 - 1), 2147483647)\n" \
    "TL_FTOI(tl_ftoi_i64, int64_t, TL_INT64_MIN, 9223372036854775807LL)\n" \
    "TL_FTOI(tl_ftoi_u8, uint8_t, 0, 255)\n" \
    "TL_FTOI(tl_ftoi_u16, uint16_t, 0, 65535)\n" \
    "TL_FTOI(tl_ftoi_u32, uint32_t, 0, 4294967295u)\n" \
    "TL_FTOI(tl_ftoi_u64, uint64_t, 0, 18446744073709551615ULL)\n" \
    "#undef TL_FTOI\n"

/* Integer helpers with the interpreter's meaning: ceildiv toward +inf,
 * signed / and % where MIN / -1 wraps, 64-bit min, max and abs. A string
 * literal, spliced into the preludes'. */
#define TL_CEMIT_INT_HELPERS \
    "/* ceildiv rounds toward +inf */\n" \
    "TL_DEV int64_t tl_ceildiv_i64(int64_t a, int64_t b)\n" \
    "{\n" \
    "    if (a == TL_INT64_MIN && b == -1)\n" \
    "        return TL_INT64_MIN;\n" \
    "    int64_t q = a / b, m = a % b;\n" \
    "    return q + (m != 0 && ((a < 0) == (b < 0)));\n" \
    "}\n" \
    "TL_DEV uint64_t tl_ceildiv_u64(uint64_t a, uint64_t b) { return a / b + (a % b != 0); }\n" \
    "/* signed / and % truncate; MIN / -1 wraps to MIN and MIN % -1 is 0, as\n" \
    " * the interpreter defines them (C++ leaves both undefined) */\n" \
    "TL_DEV int32_t tl_div_i32(int32_t a, int32_t b) { return b == -1 ? (int32_t)(0u - (uint32_t)a) : a / b; }\n" \
    "TL_DEV int32_t tl_mod_i32(int32_t a, int32_t b) { return b == -1 ? 0 : a % b; }\n" \
    "TL_DEV int64_t tl_div_i64(int64_t a, int64_t b) { return b == -1 ? (int64_t)(0ull - (uint64_t)a) : a / b; }\n" \
    "TL_DEV int64_t tl_mod_i64(int64_t a, int64_t b) { return b == -1 ? 0 : a % b; }\n" \
    "TL_DEV int64_t tl_min_i64(int64_t a, int64_t b) { return a < b ? a : b; }\n" \
    "TL_DEV int64_t tl_max_i64(int64_t a, int64_t b) { return a > b ? a : b; }\n" \
    "TL_DEV uint64_t tl_min_u64(uint64_t a, uint64_t b) { return a < b ? a : b; }\n" \
    "TL_DEV uint64_t tl_max_u64(uint64_t a, uint64_t b) { return a > b ? a : b; }\n" \
    "TL_DEV uint64_t tl_abs_i64(int64_t a) { return a < 0 ? 0 - (uint64_t)a : (uint64_t)a; }\n"

#endif
