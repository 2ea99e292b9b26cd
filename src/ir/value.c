/*
 * value.c: value semantics of the dtypes (see value.h): the small float
 * encodings by one exact rounding routine per direction, rounding to a float
 * dtype, integer wrap, and the DLPack codes, whose table is ir.h's TL_DTYPES.
 */
#include "ir/value.h"

#include <float.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/arena.h"

/* ---- small floats -------------------------------------------------------- */

/* A binary float format: a sign bit, ebits exponent bits (bias 2^(ebits-1) - 1)
 * and mbits stored mantissa bits. An IEEE-like format keeps its top exponent
 * for inf (mantissa 0) and NaN; a finite-only one (OCP's "FN") uses the top
 * exponent for numbers too, all but the all-ones pattern, its one NaN, and
 * saturates: past its largest finite value (inf included) a number gives it. */
typedef struct small_format {
    int mbits, ebits;
    bool finite_only;
} small_format;

static const small_format F16 = {10, 5, false};
static const small_format BF16 = {7, 8, false};
static const small_format F8E4M3 = {3, 4, true};
static const small_format F8E5M2 = {2, 5, false};

/* Rounds x to format f, ties to even, and encodes it. Exact steps only:
 * ldexp scales by powers of two and nearbyint rounds half to even. */
static uint32_t encode_small_float(double x, small_format f)
{
    int bias = (1 << (f.ebits - 1)) - 1;
    uint32_t sign = signbit(x) ? 1u << (f.mbits + f.ebits) : 0;
    uint32_t expmask = ((1u << f.ebits) - 1) << f.mbits;
    uint32_t mantmask = (1u << f.mbits) - 1;
    uint32_t nan = f.finite_only ? expmask | mantmask : expmask | (1u << (f.mbits - 1));
    uint32_t overflow = f.finite_only ? nan - 1 : expmask; /* inf, or the largest finite */
    if (isnan(x))
        return sign | nan;
    double a = fabs(x);
    if (isinf(a))
        return sign | overflow;
    int emin = 1 - bias;
    if (a < ldexp(1.0, emin)) {
        /* subnormal: units of 2^(emin - mbits); 2^mbits is the smallest normal */
        double m = nearbyint(ldexp(a, f.mbits - emin));
        return sign | (uint32_t)m;
    }
    int e;
    (void)frexp(a, &e);
    e -= 1; /* a in [2^e, 2^(e+1)) */
    double m = nearbyint(ldexp(a, f.mbits - e)); /* in [2^mbits, 2^(mbits+1)] */
    if (m >= ldexp(1.0, f.mbits + 1)) {
        m = ldexp(1.0, f.mbits);
        e += 1;
    }
    int emax = f.finite_only ? bias + 1 : bias; /* of a finite number */
    if (e > emax)
        return sign | overflow;
    uint32_t code = ((uint32_t)(e + bias) << f.mbits) | ((uint32_t)m - (1u << f.mbits));
    if (f.finite_only && code == nan) /* the value NaN's pattern would have: saturate */
        return sign | overflow;
    return sign | code;
}

static double decode_small_float(uint32_t h, small_format f)
{
    int bias = (1 << (f.ebits - 1)) - 1;
    uint32_t mantmask = (1u << f.mbits) - 1, expones = (1u << f.ebits) - 1;
    uint32_t mant = h & mantmask;
    uint32_t ex = (h >> f.mbits) & expones;
    bool neg = (h >> (f.mbits + f.ebits)) & 1;
    double v;
    if (f.finite_only && ex == expones && mant == mantmask)
        v = NAN;
    else if (!f.finite_only && ex == expones)
        v = mant ? NAN : INFINITY;
    else if (ex == 0)
        v = ldexp((double)mant, 1 - bias - f.mbits);
    else
        v = ldexp((double)(mant | (1u << f.mbits)), (int)ex - bias - f.mbits);
    return neg ? -v : v;
}

uint16_t tl_value_f16_from_double(double x) { return (uint16_t)encode_small_float(x, F16); }
double tl_value_f16_to_double(uint16_t h) { return decode_small_float(h, F16); }
uint16_t tl_value_bf16_from_double(double x) { return (uint16_t)encode_small_float(x, BF16); }
double tl_value_bf16_to_double(uint16_t h) { return decode_small_float(h, BF16); }
uint8_t tl_value_f8e4m3_from_double(double x) { return (uint8_t)encode_small_float(x, F8E4M3); }
double tl_value_f8e4m3_to_double(uint8_t b) { return decode_small_float(b, F8E4M3); }
uint8_t tl_value_f8e5m2_from_double(double x) { return (uint8_t)encode_small_float(x, F8E5M2); }
double tl_value_f8e5m2_to_double(uint8_t b) { return decode_small_float(b, F8E5M2); }

uint8_t tl_value_e8m0_from_double(double x)
{
    if (isnan(x) || x < 0)
        return 0xff;
    if (x < ldexp(1.0, -127))
        return 0x00;
    if (isinf(x))
        return 0xfe;
    int e;
    double m = frexp(x, &e); /* x = m 2^e, m in [0.5, 1) */
    e -= 1;                  /* x in [2^e, 2^(e+1)) */
    if (m > 0.75 || (m == 0.75 && ((e + 127) & 1)))
        e += 1; /* nearer 2^(e+1), or a tie and e's byte is odd */
    return e > 127 ? 0xfe : (uint8_t)(e + 127);
}

double tl_value_e8m0_to_double(uint8_t b) { return b == 0xff ? NAN : ldexp(1.0, (int)b - 127); }

uint8_t tl_value_f4e2m1_from_double(double x)
{
    if (isnan(x))
        return 0x7;
    uint8_t sign = signbit(x) ? 0x8 : 0;
    double a = fabs(x);
    if (a >= 6) /* inf too */
        return sign | 0x7;
    /* the codes are monotonic: [0, 2) in steps of 0.5 are codes 0..4,
     * [2, 4) in steps of 1 codes 4..6, [4, 6] in steps of 2 codes 6..7;
     * nearbyint rounds half to even, and the even code is the even
     * multiple of the step at each tie */
    if (a < 2)
        return sign | (uint8_t)nearbyint(a * 2);
    if (a < 4)
        return sign | (uint8_t)(nearbyint(a) + 2);
    return sign | (uint8_t)(nearbyint(a / 2) + 4);
}

double tl_value_f4e2m1_to_double(uint8_t b)
{
    static const double mag[8] = {0, 0.5, 1, 1.5, 2, 3, 4, 6};
    return b & 0x8 ? -mag[b & 7] : mag[b & 7];
}

/* ---- arithmetic ------------------------------------------------------------ */

int64_t tl_value_wrap_int(tl_dtype t, int64_t v)
{
    switch (t) {
    case TL_DT_BOOL: return v != 0;
    case TL_DT_I8: return (int8_t)v;
    case TL_DT_I16: return (int16_t)v;
    case TL_DT_I32: return (int32_t)v;
    case TL_DT_U8: return (uint8_t)v;
    case TL_DT_U16: return (uint16_t)v;
    case TL_DT_U32: return (uint32_t)v;
    case TL_DT_I4: return (int64_t)((uint64_t)v << 60) >> 60; /* arithmetic, as GCC and Clang define it */
    case TL_DT_U4: return v & 0xf;
    default: return v;
    }
}

int64_t tl_value_shift(tl_dtype t, bool left, int64_t x, int64_t n)
{
    uint64_t c = (uint64_t)n, bits = (uint64_t)tl_dtype_bits(t);
    if (left)
        return c >= bits ? 0 : tl_value_wrap_int(t, (int64_t)((uint64_t)x << c));
    if (tl_dtype_is_signed(t))
        return x >> (c >= bits ? bits - 1 : c); /* x is sign-extended; >> is arithmetic */
    return c >= bits ? 0 : (int64_t)((uint64_t)x >> c); /* x is zero-extended */
}

uint64_t tl_value_float_bits(tl_dtype t, double x)
{
    switch (t) {
    case TL_DT_F16: return tl_value_f16_from_double(x);
    case TL_DT_BF16: return tl_value_bf16_from_double(x);
    case TL_DT_F8E4M3: return tl_value_f8e4m3_from_double(x);
    case TL_DT_F8E5M2: return tl_value_f8e5m2_from_double(x);
    case TL_DT_E8M0: return tl_value_e8m0_from_double(x);
    case TL_DT_F4E2M1: return tl_value_f4e2m1_from_double(x);
    case TL_DT_F32: {
        float f = (float)tl_value_round(TL_DT_F32, x);
        uint32_t u;
        memcpy(&u, &f, sizeof u);
        return u;
    }
    default: {
        uint64_t u;
        memcpy(&u, &x, sizeof u);
        return u;
    }
    }
}

double tl_value_float_from_bits(tl_dtype t, uint64_t b)
{
    switch (t) {
    case TL_DT_F16: return tl_value_f16_to_double((uint16_t)b);
    case TL_DT_BF16: return tl_value_bf16_to_double((uint16_t)b);
    case TL_DT_F8E4M3: return tl_value_f8e4m3_to_double((uint8_t)b);
    case TL_DT_F8E5M2: return tl_value_f8e5m2_to_double((uint8_t)b);
    case TL_DT_E8M0: return tl_value_e8m0_to_double((uint8_t)b);
    case TL_DT_F4E2M1: return tl_value_f4e2m1_to_double((uint8_t)b);
    case TL_DT_F32: {
        uint32_t u = (uint32_t)b;
        float f;
        memcpy(&f, &u, sizeof f);
        return f;
    }
    default: {
        double d;
        memcpy(&d, &b, sizeof d);
        return d;
    }
    }
}

double tl_value_round(tl_dtype t, double x)
{
    switch (t) {
    case TL_DT_F16: return tl_value_f16_to_double(tl_value_f16_from_double(x));
    case TL_DT_BF16: return tl_value_bf16_to_double(tl_value_bf16_from_double(x));
    case TL_DT_F8E4M3: return tl_value_f8e4m3_to_double(tl_value_f8e4m3_from_double(x));
    case TL_DT_F8E5M2: return tl_value_f8e5m2_to_double(tl_value_f8e5m2_from_double(x));
    case TL_DT_E8M0: return tl_value_e8m0_to_double(tl_value_e8m0_from_double(x));
    case TL_DT_F4E2M1: return tl_value_f4e2m1_to_double(tl_value_f4e2m1_from_double(x));
    case TL_DT_F32:
        if (isfinite(x) && fabs(x) > (double)FLT_MAX) {
            /* (float)x is undefined here in C; FLT_MAX + half an ulp and
             * beyond round to inf */
            double lim = (double)FLT_MAX + ldexp(1.0, 127 - 24);
            if (fabs(x) >= lim)
                return x > 0 ? INFINITY : -INFINITY;
            return x > 0 ? (double)FLT_MAX : -(double)FLT_MAX;
        }
        return (double)(float)x;
    default: return x;
    }
}

/* ---- DLPack ------------------------------------------------------------------ */

static const struct {
    uint8_t code, bits;
} dlpack_types[TL_DT_COUNT] = {
    [TL_DT_INVALID] = {TL_DL_INT, 0},
#define DLPACK_ROW(id, name, bits, kind, c_type, dlpack) [TL_DT_##id] = {TL_DL_##dlpack, bits},
    TL_DTYPES(DLPACK_ROW)
#undef DLPACK_ROW
};

void tl_dtype_to_dlpack(tl_dtype t, uint8_t *code, uint8_t *bits)
{
    if ((unsigned)t >= TL_DT_COUNT)
        t = TL_DT_INVALID;
    *code = dlpack_types[t].code;
    *bits = dlpack_types[t].bits;
}

bool tl_dtype_matches_dlpack(tl_dtype t, uint8_t code, uint8_t bits, uint16_t lanes)
{
    if (t <= TL_DT_INVALID || t >= TL_DT_COUNT || lanes != 1)
        return false;
    if (t == TL_DT_BOOL && code == TL_DL_BOOL && bits == 8)
        return true;
    return code == dlpack_types[t].code && bits == dlpack_types[t].bits;
}

void tl_dlpack_type_name(uint8_t code, uint8_t bits, uint16_t lanes, char *buf, size_t cap)
{
    if (cap == 0)
        return;
    const char *prefix = code == TL_DL_INT ? "i" : code == TL_DL_UINT ? "u" : code == TL_DL_FLOAT ? "f"
                       : code == TL_DL_BFLOAT ? "bf" : NULL;
    if (code == TL_DL_BOOL && bits == 8)
        snprintf(buf, cap, "bool");
    else if ((code == TL_DL_FLOAT8_E4M3FN || code == TL_DL_FLOAT8_E5M2 || code == TL_DL_FLOAT8_E8M0FNU) && bits == 8)
        snprintf(buf, cap, code == TL_DL_FLOAT8_E4M3FN ? "f8e4m3" : code == TL_DL_FLOAT8_E5M2 ? "f8e5m2" : "e8m0");
    else if (code == TL_DL_FLOAT4_E2M1FN && bits == 4)
        snprintf(buf, cap, "f4e2m1");
    else if (prefix)
        snprintf(buf, cap, "%s%u", prefix, (unsigned)bits);
    else
        snprintf(buf, cap, "type code %u bits %u", (unsigned)code, (unsigned)bits);
    if (lanes != 1)
        snprintf(buf + strlen(buf), cap - strlen(buf), "x%u", (unsigned)lanes);
}

double tl_value_fmin(double a, double b)
{
    return a < b || (a == b && signbit(a)) || isnan(b) ? a : b;
}

double tl_value_fmax(double a, double b)
{
    return a > b || (a == b && !signbit(a)) || isnan(b) ? a : b;
}

void tl_value_c_float(tl_strbuf *o, tl_dtype t, double v, const tl_c_spelling *sp)
{
    v = tl_value_round(t, v);
    if (isnan(v)) {
        tl_strbuf_printf(o, "%s", sp->nan);
        return;
    }
    if (isinf(v)) {
        tl_strbuf_printf(o, v < 0 ? "(-%s)" : "%s", sp->inf);
        return;
    }
    char buf[64];
    bool f64 = t == TL_DT_F64;
    for (int prec = 1; prec <= 17; prec++) {
        snprintf(buf, sizeof buf, "%.*g", prec, v);
        if (f64 ? strtod(buf, NULL) == v : strtof(buf, NULL) == (float)v)
            break;
    }
    if (!strpbrk(buf, ".en"))
        strcat(buf, ".0");
    tl_strbuf_printf(o, v < 0 ? "(%s%s)" : "%s%s", buf, f64 ? "" : "f");
}

void tl_value_c_int(tl_strbuf *o, tl_dtype t, int64_t v, const tl_c_spelling *sp)
{
    switch (t) {
    case TL_DT_BOOL: tl_strbuf_printf(o, "%s", v ? "true" : "false"); return;
    case TL_DT_I64:
        if (v == INT64_MIN)
            tl_strbuf_printf(o, "%s", sp->i64_min);
        else
            tl_strbuf_printf(o, v < 0 ? "(INT64_C(%" PRId64 "))" : "INT64_C(%" PRId64 ")", v);
        return;
    case TL_DT_U64: tl_strbuf_printf(o, "UINT64_C(%" PRIu64 ")", (uint64_t)v); return;
    case TL_DT_U32: tl_strbuf_printf(o, "%" PRIu64 "u", (uint64_t)(uint32_t)v); return;
    default:
        if (v == INT32_MIN)
            tl_strbuf_printf(o, "(-2147483647 - 1)");
        else
            tl_strbuf_printf(o, v < 0 ? "(%" PRId64 ")" : "%" PRId64, v);
    }
}
