/*
 * check_value.c: value semantics (src/ir/value.c). The small float formats
 * (f16, bf16, f8e4m3, f8e5m2): every bit pattern decodes and encodes back
 * (NaN stays NaN), midpoints round to the even neighbour, random doubles
 * round as a brute-force nearest-value search says (and as the compiler's
 * _Float16 does, where it has one), and the chosen edge cases: ties,
 * subnormals, overflow to inf (saturation to 448 for f8e4m3); e8m0's every
 * byte, midpoint and edge; f4e2m1's every code, tie and edge (NaN gives +6).
 * Then rounding to a dtype,
 * the integer wrap of every int dtype at its extremes, and the DLPack codes
 * and names of every dtype, against dlpack.h's constants.
 */
#include <dlpack/dlpack.h>
#include <float.h>
#include <math.h>
#include <stdint.h>

#include "ir/value.h"
#include "testutil.h"

_Static_assert(TL_DL_INT == kDLInt && TL_DL_UINT == kDLUInt && TL_DL_FLOAT == kDLFloat &&
               TL_DL_BFLOAT == kDLBfloat, "TL_DL_* differ from dlpack.h");

/* ---- the formats, as the tests see them --------------------------------- */

typedef struct format {
    const char *name;
    int bits;             /* 16 or 8 */
    uint32_t first_over;  /* the positive code past the largest finite one */
    bool has_inf;         /* first_over is inf (else it and up are NaN) */
    double (*decode)(uint32_t);
    uint32_t (*encode)(double);
} format;

static double dec_f16(uint32_t h) { return tl_value_f16_to_double((uint16_t)h); }
static uint32_t enc_f16(double x) { return tl_value_f16_from_double(x); }
static double dec_bf16(uint32_t h) { return tl_value_bf16_to_double((uint16_t)h); }
static uint32_t enc_bf16(double x) { return tl_value_bf16_from_double(x); }
static double dec_e4m3(uint32_t h) { return tl_value_f8e4m3_to_double((uint8_t)h); }
static uint32_t enc_e4m3(double x) { return tl_value_f8e4m3_from_double(x); }
static double dec_e5m2(uint32_t h) { return tl_value_f8e5m2_to_double((uint8_t)h); }
static uint32_t enc_e5m2(double x) { return tl_value_f8e5m2_from_double(x); }

static const format formats[] = {
    {"f16", 16, 0x7c00, true, dec_f16, enc_f16},
    {"bf16", 16, 0x7f80, true, dec_bf16, enc_bf16},
    {"f8e4m3", 8, 0x7f, false, dec_e4m3, enc_e4m3},
    {"f8e5m2", 8, 0x7c, true, dec_e5m2, enc_e5m2},
};
enum { NFORMATS = sizeof(formats) / sizeof(formats[0]) };

static uint32_t sign_bit(const format *f) { return 1u << (f->bits - 1); }

/* The encoding of |x| (finite or not) by search: the nearest finite value,
 * ties to the even code; past the largest finite value by half its ulp or
 * more (a tie goes to even, and the code past the largest is odd for
 * f8e4m3, even for the others), first_over: inf; f8e4m3 saturates to its
 * largest finite value instead. */
static uint32_t reference_encode_(const format *f, double a);
static uint32_t reference_encode(const format *f, double a)
{
    uint32_t r = reference_encode_(f, a);
    return !f->has_inf && r == f->first_over ? r - 1 : r;
}
static uint32_t reference_encode_(const format *f, double a)
{
    uint32_t last = f->first_over - 1;
    double top = f->decode(last), over = top + (top - f->decode(last - 1));
    if (isinf(a) || a >= over)
        return f->first_over;
    uint32_t lo = 0, hi = f->first_over; /* decode(lo) <= a < value(hi) */
    while (hi - lo > 1) {
        uint32_t mid = (lo + hi) / 2;
        if (f->decode(mid) <= a)
            lo = mid;
        else
            hi = mid;
    }
    double vlo = f->decode(lo), vhi = hi == f->first_over ? over : f->decode(hi);
    if (a - vlo < vhi - a)
        return lo;
    if (a - vlo > vhi - a)
        return hi;
    return (lo & 1) ? hi : lo;
}

static uint64_t rng_state;
static uint64_t rng_next(void)
{
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* ---- every pattern -------------------------------------------------------- */

/* Every code decodes to a value that encodes back to it (NaN: to a NaN), with
 * either sign; the midpoint of two neighbours encodes to the even one. */
START_TEST(every_pattern_round_trips)
{
    for (int fi = 0; fi < NFORMATS; fi++) {
        const format *f = &formats[fi];
        uint32_t n = 1u << f->bits, sign = sign_bit(f);
        int nans = 0;
        for (uint32_t h = 0; h < n; h++) {
            double v = f->decode(h);
            if (isnan(v)) {
                nans++;
                ck_assert_msg(isnan(f->decode(f->encode(v))), "%s %#x: NaN does not stay NaN", f->name, h);
                ck_assert_uint_eq(f->encode(v) & sign, h & sign);
                continue;
            }
            ck_assert_msg(f->encode(v) == h, "%s %#x: %g encodes to %#x", f->name, h, v, f->encode(v));
            ck_assert_uint_eq(f->encode(-v), h ^ sign);
        }
        /* IEEE-like: every code with an all-ones exponent but inf; E4M3FN: two */
        int want_nans = f->has_inf ? (int)(2 * (sign - f->first_over - 1)) : 2;
        ck_assert_msg(nans == want_nans, "%s: %d NaN codes, want %d", f->name, nans, want_nans);
        for (uint32_t h = 0; h + 1 < f->first_over; h++) {
            double mid = (f->decode(h) + f->decode(h + 1)) / 2;
            ck_assert_uint_eq(f->encode(mid), (h & 1) ? h + 1 : h);
            ck_assert_uint_eq(f->encode(-mid), ((h & 1) ? h + 1 : h) | sign);
        }
    }
}
END_TEST

/* Random doubles over each format's whole range (subnormals and overflow
 * included) round as the search says; the exact midpoints too. */
START_TEST(random_values_match_search)
{
    rng_state = 42;
    for (int fi = 0; fi < NFORMATS; fi++) {
        const format *f = &formats[fi];
        double top = f->decode(f->first_over - 1), tiny = f->decode(1);
        int lo = ilogb(tiny) - 2, hi = ilogb(top) + 2;
        for (int i = 0; i < 200000; i++) {
            uint64_t r = rng_next();
            double m = 1.0 + (double)(r >> 12) / (double)(1ULL << 52);
            double a = ldexp(m, lo + (int)((r & 0xfff) % (uint64_t)(hi - lo + 1)));
            uint32_t want = reference_encode(f, a);
            ck_assert_msg(f->encode(a) == want, "%s: %a encodes to %#x, want %#x", f->name, a, f->encode(a), want);
            ck_assert_uint_eq(f->encode(-a), want | sign_bit(f));
        }
    }
}
END_TEST

/* f16 against the compiler's own double -> _Float16 conversion, and bf16
 * against the usual bit trick on f32 (round to nearest even on the top half). */
START_TEST(against_other_implementations)
{
#ifdef __FLT16_MAX__
    rng_state = 7;
    for (int i = 0; i < 300000; i++) {
        uint64_t r = rng_next();
        double x = ldexp((double)(int64_t)r / 0x1p63, (int)(i % 48) - 28);
        _Float16 h = (_Float16)x;
        uint16_t bits;
        memcpy(&bits, &h, 2);
        ck_assert_msg(tl_value_f16_from_double(x) == bits, "%a: %#x, _Float16 gives %#x", x,
                      tl_value_f16_from_double(x), bits);
    }
#endif
    rng_state = 8;
    for (int i = 0; i < 300000; i++) {
        uint32_t fbits = (uint32_t)rng_next();
        float f;
        memcpy(&f, &fbits, 4);
        if (isnan(f))
            continue;
        uint16_t want = (uint16_t)((fbits + 0x7fff + ((fbits >> 16) & 1)) >> 16);
        ck_assert_msg(tl_value_bf16_from_double(f) == want, "%a: %#x, want %#x", (double)f,
                      tl_value_bf16_from_double(f), want);
    }
    /* bf16 is f32's top half; f8e5m2 is f16's top byte */
    for (uint32_t h = 0; h < 0x10000; h++) {
        uint32_t fbits = h << 16;
        float f;
        memcpy(&f, &fbits, 4);
        double v = tl_value_bf16_to_double((uint16_t)h);
        ck_assert(isnan(f) ? isnan(v) : v == (double)f);
    }
    for (uint32_t b = 0; b < 0x100; b++) {
        double v = tl_value_f8e5m2_to_double((uint8_t)b), w = tl_value_f16_to_double((uint16_t)(b << 8));
        ck_assert(isnan(w) ? isnan(v) : v == w);
    }
}
END_TEST

/* ---- chosen points ---------------------------------------------------------- */

START_TEST(f16_bf16_known_values)
{
    ck_assert_uint_eq(tl_value_f16_from_double(1.0), 0x3c00);
    ck_assert_uint_eq(tl_value_f16_from_double(-2.0), 0xc000);
    ck_assert_uint_eq(tl_value_f16_from_double(65504.0), 0x7bff);
    ck_assert_uint_eq(tl_value_f16_from_double(65519.0), 0x7bff);
    ck_assert_uint_eq(tl_value_f16_from_double(65520.0), 0x7c00); /* the tie past the largest: inf */
    ck_assert_uint_eq(tl_value_f16_from_double(-65520.0), 0xfc00);
    ck_assert_uint_eq(tl_value_f16_from_double(1e300), 0x7c00);
    ck_assert_uint_eq(tl_value_f16_from_double(ldexp(1, -24)), 0x0001);  /* smallest subnormal */
    ck_assert_uint_eq(tl_value_f16_from_double(ldexp(1, -25)), 0x0000);  /* tie to even */
    ck_assert_uint_eq(tl_value_f16_from_double(nextafter(ldexp(1, -25), 1)), 0x0001);
    ck_assert_uint_eq(tl_value_f16_from_double(ldexp(3, -25)), 0x0002);  /* tie to even */
    ck_assert_uint_eq(tl_value_f16_from_double(ldexp(1023, -24)), 0x03ff); /* largest subnormal */
    ck_assert_uint_eq(tl_value_f16_from_double(ldexp(1023, -24) + ldexp(1, -25)), 0x0400);
    ck_assert_uint_eq(tl_value_f16_from_double(1e-300), 0x0000);
    ck_assert_uint_eq(tl_value_f16_from_double(-1e-300), 0x8000);
    ck_assert_uint_eq(tl_value_f16_from_double(1 + ldexp(1, -11)), 0x3c00); /* tie to even */
    ck_assert_uint_eq(tl_value_f16_from_double(1 + ldexp(3, -11)), 0x3c02); /* tie to even */
    ck_assert_uint_eq(tl_value_f16_from_double(-0.0), 0x8000);
    ck_assert_uint_eq(tl_value_f16_from_double(INFINITY), 0x7c00);
    ck_assert_uint_eq(tl_value_f16_from_double(-INFINITY), 0xfc00);
    ck_assert(isnan(tl_value_f16_to_double(tl_value_f16_from_double(NAN))));
    ck_assert(tl_value_f16_to_double(0x7c00) == INFINITY);
    ck_assert(tl_value_f16_to_double(0x0001) == ldexp(1, -24));
    ck_assert_uint_eq(tl_value_bf16_from_double(1.0), 0x3f80);
    ck_assert_uint_eq(tl_value_bf16_from_double(-1.0), 0xbf80);
    ck_assert_uint_eq(tl_value_bf16_from_double(1 + ldexp(1, -8)), 0x3f80);
    ck_assert_uint_eq(tl_value_bf16_from_double(1 + ldexp(3, -8)), 0x3f82);
    ck_assert_uint_eq(tl_value_bf16_from_double(1e39), 0x7f80);
    ck_assert_uint_eq(tl_value_bf16_from_double(ldexp(1, -133)), 0x0001); /* smallest subnormal */
    ck_assert_uint_eq(tl_value_bf16_from_double(ldexp(1, -134)), 0x0000); /* tie to even */
    ck_assert(isnan(tl_value_bf16_to_double(tl_value_bf16_from_double(-NAN))));
}
END_TEST

/* e8m0: every byte decodes to its power of two and encodes back; the
 * roundings of value.h: ties to the even byte, no zero, no sign, saturation. */
START_TEST(e8m0_values)
{
    for (int b = 0; b < 255; b++) {
        double v = tl_value_e8m0_to_double((uint8_t)b);
        ck_assert(v == ldexp(1.0, b - 127));
        ck_assert_uint_eq(tl_value_e8m0_from_double(v), b);
        if (b < 254) { /* just under and over the midpoint to the next */
            ck_assert_uint_eq(tl_value_e8m0_from_double(nextafter(1.5 * v, 0)), b);
            ck_assert_uint_eq(tl_value_e8m0_from_double(nextafter(1.5 * v, 1e300)), b + 1);
            ck_assert_uint_eq(tl_value_e8m0_from_double(1.5 * v), (b & 1) ? b + 1 : b); /* the tie: even */
        }
    }
    ck_assert(isnan(tl_value_e8m0_to_double(0xff)));
    ck_assert_uint_eq(tl_value_e8m0_from_double(1.0), 127);
    ck_assert_uint_eq(tl_value_e8m0_from_double(NAN), 0xff);
    ck_assert_uint_eq(tl_value_e8m0_from_double(-1.0), 0xff);
    ck_assert_uint_eq(tl_value_e8m0_from_double(-INFINITY), 0xff);
    ck_assert_uint_eq(tl_value_e8m0_from_double(INFINITY), 0xfe);
    ck_assert_uint_eq(tl_value_e8m0_from_double(1e300), 0xfe);
    ck_assert_uint_eq(tl_value_e8m0_from_double(0.0), 0x00);
    ck_assert_uint_eq(tl_value_e8m0_from_double(-0.0), 0x00);
    ck_assert_uint_eq(tl_value_e8m0_from_double(1e-300), 0x00);
    ck_assert_uint_eq(tl_value_e8m0_from_double(3.0), 128); /* between 2 (128) and 4 (129): the even byte */
    ck_assert_uint_eq(tl_value_e8m0_from_double(6.0), 130); /* between 4 (129) and 8 (130) */
    ck_assert(tl_value_round(TL_DT_E8M0, 5.0) == 4.0);
    ck_assert(tl_value_round(TL_DT_E8M0, 7.0) == 8.0);
}
END_TEST

/* f4e2m1: the 16 codes, monotonic in the magnitude; every code encodes back;
 * ties go to the even code; saturation to +-6; NaN gives +6. */
START_TEST(f4e2m1_values)
{
    static const double mag[8] = {0, 0.5, 1, 1.5, 2, 3, 4, 6};
    for (unsigned c = 0; c < 16; c++) {
        double v = tl_value_f4e2m1_to_double((uint8_t)c);
        ck_assert(v == (c & 8 ? -mag[c & 7] : mag[c & 7]));
        ck_assert(!!signbit(v) == !!(c & 8));
        ck_assert_uint_eq(tl_value_f4e2m1_from_double(v), c);
        ck_assert(tl_value_f4e2m1_to_double((uint8_t)(c | 0xf0)) == v); /* the high nibble is ignored */
        ck_assert(tl_value_float_from_bits(TL_DT_F4E2M1, c) == v);
    }
    static const struct {
        double x;
        unsigned code;
    } cases[] = {
        {0.25, 0x0}, {0.2500001, 0x1}, {0.75, 0x2}, {1.25, 0x2}, {1.75, 0x4}, {2.5, 0x4}, {3.5, 0x6},
        {5.0, 0x6}, {5.0000001, 0x7}, {6.0, 0x7}, {7.0, 0x7}, {1e300, 0x7}, {INFINITY, 0x7},
        {-0.25, 0x8}, {-5.0, 0xe}, {-INFINITY, 0xf}, {-1e-300, 0x8}, {NAN, 0x7}, {-NAN, 0x7},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
        ck_assert_msg(tl_value_f4e2m1_from_double(cases[i].x) == cases[i].code, "%g gives 0x%x, expected 0x%x", cases[i].x,
                      tl_value_f4e2m1_from_double(cases[i].x), cases[i].code);
    ck_assert(tl_value_round(TL_DT_F4E2M1, 2.6) == 3.0);
    ck_assert(tl_value_round(TL_DT_F4E2M1, -100) == -6.0);
    ck_assert_int_eq(tl_value_wrap_int(TL_DT_I4, 0xf), -1);
    ck_assert_int_eq(tl_value_wrap_int(TL_DT_U4, -1), 15);
}
END_TEST

START_TEST(fp8_known_values)
{
    /* E4M3FN: bias 7, no inf, 0x7f/0xff NaN, 448 the largest */
    ck_assert_uint_eq(tl_value_f8e4m3_from_double(1.0), 0x38);
    ck_assert_uint_eq(tl_value_f8e4m3_from_double(-1.0), 0xb8);
    ck_assert_uint_eq(tl_value_f8e4m3_from_double(448.0), 0x7e);
    ck_assert_uint_eq(tl_value_f8e4m3_from_double(256.0), 0x78);    /* the top exponent holds numbers */
    ck_assert_uint_eq(tl_value_f8e4m3_from_double(464.0), 0x7e);    /* tie to even: 448 */
    ck_assert_uint_eq(tl_value_f8e4m3_from_double(nextafter(464.0, 1e9)), 0x7e); /* saturates */
    ck_assert_uint_eq(tl_value_f8e4m3_from_double(-1e9), 0xfe);
    ck_assert_uint_eq(tl_value_f8e4m3_from_double(INFINITY), 0x7e);
    ck_assert_uint_eq(tl_value_f8e4m3_from_double(-INFINITY), 0xfe);
    ck_assert_uint_eq(tl_value_f8e4m3_from_double(NAN), 0x7f);
    ck_assert_uint_eq(tl_value_f8e4m3_from_double(ldexp(1, -6)), 0x08); /* smallest normal */
    ck_assert_uint_eq(tl_value_f8e4m3_from_double(ldexp(1, -9)), 0x01); /* smallest subnormal */
    ck_assert_uint_eq(tl_value_f8e4m3_from_double(ldexp(1, -10)), 0x00); /* tie to even */
    ck_assert_uint_eq(tl_value_f8e4m3_from_double(ldexp(3, -10)), 0x02); /* tie to even */
    ck_assert_uint_eq(tl_value_f8e4m3_from_double(1.0625), 0x38);        /* 1 + 2^-4: tie to even */
    ck_assert_uint_eq(tl_value_f8e4m3_from_double(1.1875), 0x3a);        /* 1 + 3 * 2^-4: tie to even */
    ck_assert_uint_eq(tl_value_f8e4m3_from_double(-0.0), 0x80);
    ck_assert(tl_value_f8e4m3_to_double(0x7e) == 448.0);
    ck_assert(tl_value_f8e4m3_to_double(0x01) == ldexp(1, -9));
    ck_assert(isnan(tl_value_f8e4m3_to_double(0x7f)) && isnan(tl_value_f8e4m3_to_double(0xff)));
    /* E5M2: bias 15, IEEE-like, 57344 the largest */
    ck_assert_uint_eq(tl_value_f8e5m2_from_double(1.0), 0x3c);
    ck_assert_uint_eq(tl_value_f8e5m2_from_double(57344.0), 0x7b);
    ck_assert_uint_eq(tl_value_f8e5m2_from_double(nextafter(61440.0, 0)), 0x7b);
    ck_assert_uint_eq(tl_value_f8e5m2_from_double(61440.0), 0x7c); /* the tie past the largest: inf */
    ck_assert_uint_eq(tl_value_f8e5m2_from_double(-INFINITY), 0xfc);
    ck_assert_uint_eq(tl_value_f8e5m2_from_double(ldexp(1, -16)), 0x01); /* smallest subnormal */
    ck_assert_uint_eq(tl_value_f8e5m2_from_double(ldexp(1, -17)), 0x00); /* tie to even */
    ck_assert_uint_eq(tl_value_f8e5m2_from_double(1.125), 0x3c);         /* 1 + 2^-3: tie to even */
    ck_assert_uint_eq(tl_value_f8e5m2_from_double(1.375), 0x3e);         /* 1 + 3 * 2^-3: tie to even */
    ck_assert(tl_value_f8e5m2_to_double(0x7c) == INFINITY);
    ck_assert(isnan(tl_value_f8e5m2_to_double(0x7d)) && isnan(tl_value_f8e5m2_to_double(0xff)));
    ck_assert(isnan(tl_value_f8e5m2_to_double(tl_value_f8e5m2_from_double(NAN))));
}
END_TEST

START_TEST(round_to_dtype)
{
    ck_assert(tl_value_round(TL_DT_F32, 1 + ldexp(1, -24)) == 1.0); /* tie to even */
    ck_assert(tl_value_round(TL_DT_F32, 1 + ldexp(3, -24)) == 1 + ldexp(1, -22));
    ck_assert(tl_value_round(TL_DT_F32, 0.1) == (double)0.1f);
    double half_ulp = ldexp(1.0, 127 - 24);
    ck_assert(tl_value_round(TL_DT_F32, (double)FLT_MAX + half_ulp / 2) == (double)FLT_MAX);
    ck_assert(tl_value_round(TL_DT_F32, (double)FLT_MAX + half_ulp) == INFINITY);
    ck_assert(tl_value_round(TL_DT_F32, -1e300) == -INFINITY);
    ck_assert(tl_value_round(TL_DT_F32, ldexp(1, -150)) == 0.0);       /* tie to even */
    ck_assert(tl_value_round(TL_DT_F32, ldexp(3, -150)) == ldexp(1, -148));
    ck_assert(isnan(tl_value_round(TL_DT_F32, NAN)));
    ck_assert(tl_value_round(TL_DT_F16, 65520.0) == INFINITY);
    ck_assert(tl_value_round(TL_DT_F16, 1 + ldexp(3, -11)) == 1 + ldexp(1, -9));
    ck_assert(tl_value_round(TL_DT_BF16, 1 + ldexp(3, -8)) == 1 + ldexp(1, -6));
    ck_assert(tl_value_round(TL_DT_F64, 0.1) == 0.1);
    ck_assert(tl_value_round(TL_DT_I32, 0.5) == 0.5);
}
END_TEST

/* ---- integers ------------------------------------------------------------- */

START_TEST(wrap_every_int_dtype)
{
    static const struct {
        tl_dtype t;
        int64_t min, max;
    } ints[] = {
        {TL_DT_I8, INT8_MIN, INT8_MAX},   {TL_DT_I16, INT16_MIN, INT16_MAX},
        {TL_DT_I32, INT32_MIN, INT32_MAX}, {TL_DT_U8, 0, UINT8_MAX},
        {TL_DT_U16, 0, UINT16_MAX},       {TL_DT_U32, 0, UINT32_MAX},
        {TL_DT_I4, -8, 7},                {TL_DT_U4, 0, 15},
    };
    for (size_t i = 0; i < sizeof(ints) / sizeof(ints[0]); i++) {
        tl_dtype t = ints[i].t;
        int64_t lo = ints[i].min, hi = ints[i].max, span = hi - lo + 1;
        ck_assert_int_eq(tl_value_wrap_int(t, lo), lo);
        ck_assert_int_eq(tl_value_wrap_int(t, hi), hi);
        ck_assert_int_eq(tl_value_wrap_int(t, hi + 1), lo);
        ck_assert_int_eq(tl_value_wrap_int(t, lo - 1), hi);
        ck_assert_int_eq(tl_value_wrap_int(t, hi + span), hi);
        ck_assert_int_eq(tl_value_wrap_int(t, 0), 0);
        ck_assert_int_eq(tl_value_wrap_int(t, -1), tl_dtype_is_signed(t) ? -1 : hi);
        ck_assert_int_eq(tl_value_wrap_int(t, INT64_MAX), tl_dtype_is_signed(t) ? -1 : hi);
        ck_assert_int_eq(tl_value_wrap_int(t, INT64_MIN), 0);
    }
    /* i8 by hand */
    ck_assert_int_eq(tl_value_wrap_int(TL_DT_I8, 128), -128);
    ck_assert_int_eq(tl_value_wrap_int(TL_DT_I8, 255), -1);
    ck_assert_int_eq(tl_value_wrap_int(TL_DT_I8, -129), 127);
    ck_assert_int_eq(tl_value_wrap_int(TL_DT_U8, 256), 0);
    ck_assert_int_eq(tl_value_wrap_int(TL_DT_U8, -1), 255);
    /* 64 bits: as they are; u64 values above INT64_MAX are their bits */
    ck_assert_int_eq(tl_value_wrap_int(TL_DT_I64, INT64_MAX), INT64_MAX);
    ck_assert_int_eq(tl_value_wrap_int(TL_DT_I64, INT64_MIN), INT64_MIN);
    ck_assert_int_eq(tl_value_wrap_int(TL_DT_U64, -1), -1);
    ck_assert_int_eq(tl_value_wrap_int(TL_DT_U64, INT64_MIN), INT64_MIN);
    /* bool: v != 0 */
    ck_assert_int_eq(tl_value_wrap_int(TL_DT_BOOL, 0), 0);
    ck_assert_int_eq(tl_value_wrap_int(TL_DT_BOOL, 2), 1);
    ck_assert_int_eq(tl_value_wrap_int(TL_DT_BOOL, 256), 1);
    ck_assert_int_eq(tl_value_wrap_int(TL_DT_BOOL, INT64_MIN), 1);
    ck_assert_int_eq(tl_value_wrap_int(TL_DT_F32, 1 << 20), 1 << 20);
}
END_TEST

/* ---- DLPack ----------------------------------------------------------------- */

/* The shift rule: a count outside [0, width), negative included, acts as
 * the width; >> is arithmetic on signed dtypes. */
START_TEST(shifts_at_and_past_the_width)
{
    static const struct {
        tl_dtype t;
        bool left;
        int64_t x, n, want;
    } cases[] = {
        {TL_DT_U8, true, 0x81, 1, 0x02},      {TL_DT_U8, true, 1, 7, 0x80},         {TL_DT_U8, true, 1, 8, 0},
        {TL_DT_U8, false, 0xF0, 4, 0x0F},     {TL_DT_U8, false, 0xFF, 8, 0},        {TL_DT_U8, false, 0xFF, 255, 0},
        {TL_DT_I8, false, -128, 4, -8},       {TL_DT_I8, false, -128, 7, -1},       {TL_DT_I8, false, -128, 8, -1},
        {TL_DT_I8, false, 100, 8, 0},         {TL_DT_I8, false, -1, -1, -1},        {TL_DT_I8, false, 5, -1, 0},
        {TL_DT_I8, true, 1, 7, -128},         {TL_DT_I8, true, 3, -3, 0},           {TL_DT_I8, true, -1, 1, -2},
        {TL_DT_I32, true, 1, 31, INT32_MIN},  {TL_DT_I32, true, 1, 32, 0},          {TL_DT_I32, false, INT32_MIN, 31, -1},
        {TL_DT_I32, false, INT32_MIN, 99, -1}, {TL_DT_U32, false, 0xFFFFFFFF, 31, 1}, {TL_DT_U32, false, 0xFFFFFFFF, 32, 0},
        {TL_DT_I64, true, 1, 63, INT64_MIN},  {TL_DT_I64, true, 1, 64, 0},          {TL_DT_I64, false, INT64_MIN, 64, -1},
        {TL_DT_I64, false, INT64_MIN, -5, -1}, {TL_DT_U64, false, -1, 63, 1},       {TL_DT_U64, false, -1, -1, 0},
        {TL_DT_U64, true, -1, 63, INT64_MIN}, {TL_DT_U16, true, 0xFFFF, 4, 0xFFF0}, {TL_DT_I16, false, -32768, 15, -1},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        int64_t got = tl_value_shift(cases[i].t, cases[i].left, cases[i].x, cases[i].n);
        ck_assert_msg(got == cases[i].want, "%s: %lld %s %lld = %lld, expected %lld", tl_dtype_name(cases[i].t),
                      (long long)cases[i].x, cases[i].left ? "<<" : ">>", (long long)cases[i].n, (long long)got,
                      (long long)cases[i].want);
    }
    /* bitcast's halves */
    ck_assert_uint_eq(tl_value_float_bits(TL_DT_F32, 1.0), 0x3f800000u);
    ck_assert_uint_eq(tl_value_float_bits(TL_DT_F16, -2.0), 0xc000u);
    ck_assert_uint_eq(tl_value_float_bits(TL_DT_BF16, 1.0), 0x3f80u);
    ck_assert_uint_eq(tl_value_float_bits(TL_DT_F64, -0.0), UINT64_C(0x8000000000000000));
    ck_assert(tl_value_float_from_bits(TL_DT_F32, 0x40490fdb) == (double)3.14159274101257324f);
    ck_assert(tl_value_float_from_bits(TL_DT_F16, 0x3c00) == 1.0);
    ck_assert(tl_value_float_from_bits(TL_DT_BF16, 0xbf80) == -1.0);
    ck_assert(isnan(tl_value_float_from_bits(TL_DT_F32, 0x7fc00000)));
}
END_TEST

START_TEST(dlpack_codes_of_every_dtype)
{
    static const struct {
        tl_dtype t;
        uint8_t code, bits;
        const char *name;
    } want[] = {
        {TL_DT_BOOL, kDLUInt, 8, "u8"},      {TL_DT_I8, kDLInt, 8, "i8"},
        {TL_DT_I16, kDLInt, 16, "i16"},      {TL_DT_I32, kDLInt, 32, "i32"},
        {TL_DT_I64, kDLInt, 64, "i64"},      {TL_DT_U8, kDLUInt, 8, "u8"},
        {TL_DT_U16, kDLUInt, 16, "u16"},     {TL_DT_U32, kDLUInt, 32, "u32"},
        {TL_DT_U64, kDLUInt, 64, "u64"},     {TL_DT_F16, kDLFloat, 16, "f16"},
        {TL_DT_BF16, kDLBfloat, 16, "bf16"}, {TL_DT_F32, kDLFloat, 32, "f32"},
        {TL_DT_F64, kDLFloat, 64, "f64"},
        /* DLPack 1.1's kDLFloat8_e4m3fn, _e5m2, _e8m0fnu (this dlpack.h is older) */
        {TL_DT_F8E4M3, 10, 8, "f8e4m3"},     {TL_DT_F8E5M2, 12, 8, "f8e5m2"},
        {TL_DT_E8M0, 14, 8, "e8m0"},
        /* 4 bits: DLPack 1.1's sub-byte types; kDLFloat4_e2m1fn is 17 */
        {TL_DT_I4, kDLInt, 4, "i4"},         {TL_DT_U4, kDLUInt, 4, "u4"},
        {TL_DT_F4E2M1, 17, 4, "f4e2m1"},
    };
    ck_assert_int_eq(sizeof(want) / sizeof(want[0]), TL_DT_COUNT - 1);
    for (size_t i = 0; i < sizeof(want) / sizeof(want[0]); i++) {
        uint8_t code = 99, bits = 99;
        tl_dtype_to_dlpack(want[i].t, &code, &bits);
        ck_assert_msg(code == want[i].code && bits == want[i].bits, "%s: {%u, %u}", tl_dtype_name(want[i].t),
                      code, bits);
        char name[64];
        tl_dlpack_type_name(code, bits, 1, name, sizeof name);
        ck_assert_str_eq(name, want[i].name);
        /* a dtype matches its own type with one lane, and no other dtype's */
        for (size_t j = 0; j < sizeof(want) / sizeof(want[0]); j++) {
            bool same = want[i].code == want[j].code && want[i].bits == want[j].bits;
            ck_assert_int_eq(tl_dtype_matches_dlpack(want[j].t, code, bits, 1), same);
        }
        ck_assert(!tl_dtype_matches_dlpack(want[i].t, code, bits, 2));
        ck_assert(!tl_dtype_matches_dlpack(want[i].t, code, bits, 0));
        ck_assert_int_eq(tl_dtype_matches_dlpack(want[i].t, TL_DL_BOOL, 8, 1), want[i].t == TL_DT_BOOL);
        ck_assert(!tl_dtype_matches_dlpack(TL_DT_INVALID, code, bits, 1));
    }
    ck_assert(!tl_dtype_matches_dlpack(TL_DT_BOOL, TL_DL_BOOL, 8, 4));
    ck_assert(!tl_dtype_matches_dlpack(TL_DT_BOOL, TL_DL_BOOL, 16, 1));
    uint8_t code, bits;
    tl_dtype_to_dlpack(TL_DT_INVALID, &code, &bits);
    ck_assert(code == TL_DL_INT && bits == 0);
}
END_TEST

START_TEST(dlpack_names)
{
    char buf[64];
    tl_dlpack_type_name(TL_DL_INT, 32, 1, buf, sizeof buf);
    ck_assert_str_eq(buf, "i32");
    tl_dlpack_type_name(TL_DL_BFLOAT, 16, 1, buf, sizeof buf);
    ck_assert_str_eq(buf, "bf16");
    tl_dlpack_type_name(TL_DL_BOOL, 8, 1, buf, sizeof buf);
    ck_assert_str_eq(buf, "bool");
    tl_dlpack_type_name(TL_DL_BOOL, 16, 1, buf, sizeof buf);
    ck_assert_str_eq(buf, "type code 6 bits 16");
    tl_dlpack_type_name(9, 8, 1, buf, sizeof buf);
    ck_assert_str_eq(buf, "type code 9 bits 8");
    tl_dlpack_type_name(TL_DL_FLOAT, 32, 4, buf, sizeof buf);
    ck_assert_str_eq(buf, "f32x4");
    tl_dlpack_type_name(TL_DL_BOOL, 8, 2, buf, sizeof buf);
    ck_assert_str_eq(buf, "boolx2");
    tl_dlpack_type_name(3, 64, 0, buf, sizeof buf);
    ck_assert_str_eq(buf, "type code 3 bits 64x0");
    tl_dlpack_type_name(TL_DL_UINT, 8, 1, buf, 3); /* cut to fit */
    ck_assert_str_eq(buf, "u8");
    tl_dlpack_type_name(TL_DL_UINT, 16, 1, buf, 3);
    ck_assert_str_eq(buf, "u1");
    tl_dlpack_type_name(TL_DL_UINT, 16, 8, buf, 5);
    ck_assert_str_eq(buf, "u16x");
    tl_dlpack_type_name(TL_DL_UINT, 16, 8, buf, 0); /* writes nothing */
}
END_TEST

static Suite *make_suite(void)
{
    Suite *s = suite_create("value");
    TCase *tc = tcase_create("value");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, every_pattern_round_trips);
    tcase_add_test(tc, random_values_match_search);
    tcase_add_test(tc, against_other_implementations);
    tcase_add_test(tc, f16_bf16_known_values);
    tcase_add_test(tc, fp8_known_values);
    tcase_add_test(tc, e8m0_values);
    tcase_add_test(tc, f4e2m1_values);
    tcase_add_test(tc, round_to_dtype);
    tcase_add_test(tc, wrap_every_int_dtype);
    tcase_add_test(tc, shifts_at_and_past_the_width);
    tcase_add_test(tc, dlpack_codes_of_every_dtype);
    tcase_add_test(tc, dlpack_names);
    suite_add_tcase(s, tc);
    return s;
}

TL_TEST_MAIN()
