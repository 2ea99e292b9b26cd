/*
 * value.h: what a value of each dtype is, in one place: the bit encodings of
 * the small float formats (f16, bf16, and the two fp8 formats for later use),
 * rounding a double to a float dtype, the two's-complement wrap of integers to
 * their width, and the DLPack type code of each dtype.
 *
 * Flow: beside the tile IR (ir.h), below everything that gives values a
 * meaning: the interpreter defines its arithmetic with these, the codegens
 * round literals with them, and the runtime and the command line describe
 * tensors with the DLPack mapping (without needing dlpack.h).
 *
 * Conversions from double round once, to nearest with ties to even; NaN stays
 * NaN (its sign kept). f16, bf16 and f8e5m2 are IEEE-like: past the largest
 * finite value a number rounds to inf, and inf stays inf. f8e4m3 is OCP's
 * E4M3FN: no infinities, 0x7f and 0xff are NaN, the largest finite value is
 * 448; its conversion saturates (the OCP spec's satfinite mode, what CUDA's
 * __nv_fp8_e4m3 and the cvt.rn.satfinite instructions do): a number that
 * rounds past 448 and inf give +-448, only NaN gives NaN. (torch's
 * float8_e4m3fn differs only there: it gives NaN for |x| > 464.)
 */
#ifndef TL_IR_VALUE_H
#define TL_IR_VALUE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ir/ir.h"

/* ---- small floats -------------------------------------------------------- */

uint16_t tl_value_f16_from_double(double x); /* IEEE binary16 */
double tl_value_f16_to_double(uint16_t h);
uint16_t tl_value_bf16_from_double(double x); /* bfloat16: f32's top half */
double tl_value_bf16_to_double(uint16_t h);
uint8_t tl_value_f8e4m3_from_double(double x); /* OCP E4M3FN, saturating to 448 */
double tl_value_f8e4m3_to_double(uint8_t b);
uint8_t tl_value_f8e5m2_from_double(double x); /* OCP E5M2: IEEE-like, with inf */
double tl_value_f8e5m2_to_double(uint8_t b);
/* OCP E8M0 (float8_e8m0fnu), an MX scale: byte b is 2^(b - 127), 0xff NaN;
 * no sign, no zero, no inf. From a double: NaN and x < 0 (-inf too) give
 * NaN; +-0 and anything below 2^-127 give 2^-127 (0x00, the nearest);
 * otherwise round to nearest with ties (1.5 * 2^e) to the even byte, and
 * past 2^127 (+inf too) saturate to 2^127 (0xfe), as f8e4m3 does. */
uint8_t tl_value_e8m0_from_double(double x);
double tl_value_e8m0_to_double(uint8_t b);
/* OCP MX FP4 E2M1 (float4_e2m1fn), the low nibble: sign, 2 exponent bits
 * (bias 1), 1 mantissa bit: +-{0, 0.5, 1, 1.5, 2, 3, 4, 6}; no inf, no NaN.
 * From a double: round to nearest, ties to even, saturating to +-6 (inf
 * too), as PTX's cvt.rn.satfinite.e2m1x2 does; NaN gives +6 (0x7), as that
 * instruction gives MAX_NORM for NaN. To a double the high nibble of b is
 * ignored. */
uint8_t tl_value_f4e2m1_from_double(double x);
double tl_value_f4e2m1_to_double(uint8_t b);

/* ---- arithmetic ------------------------------------------------------------ */

/* v wrapped to t's width, two's complement, as the interpreter defines
 * integer arithmetic: i8..i32 sign-extended, u8..u32 zero-extended, i64 and
 * u64 as they are (u64 values above INT64_MAX are their bits); bool is 0 or 1
 * (v != 0). v itself for any other dtype. */
int64_t tl_value_wrap_int(tl_dtype t, int64_t v);

/* x << n (left) or x >> n of integer dtype t, x and n normalized as
 * tl_value_wrap_int leaves them. The count is read as an unsigned number: a
 * count of at least t's width (a negative count included) acts as the
 * width, so `<<` gives 0, and `>>` gives 0 for unsigned t and 0 or -1 (x's
 * sign) for signed t, where `>>` is arithmetic. The result is wrapped to t. */
int64_t tl_value_shift(tl_dtype t, bool left, int64_t x, int64_t n);

/* The bits of float x of dtype t (x rounded to t first), and the float of
 * dtype t whose bits are the low bits of b: bitcast's two halves. */
uint64_t tl_value_float_bits(tl_dtype t, double x);
double tl_value_float_from_bits(tl_dtype t, uint64_t b);

/* x rounded to float dtype t (f16, bf16, f32, fp8), ties to even, past the
 * largest finite value to inf (to 448 for f8e4m3); x itself for f64 and any
 * other dtype. */
double tl_value_round(tl_dtype t, double x);

/* min and max of floats, as the interpreter computes them: a NaN operand is
 * ignored (two NaNs give NaN) and -0 is below +0 (IEEE 754-2019
 * minimumNumber). The language leaves open which zero min/max return for a
 * +0 and a -0 (a backend may use hardware that picks either, as LLVM's
 * minnum does); every other result is exact. */
double tl_value_fmin(double a, double b);
double tl_value_fmax(double a, double b);

/* ---- DLPack ------------------------------------------------------------------ */

/* DLDataTypeCode values: those of DLPack 0.6, and kDLBool of DLPack 0.8+. */
#define TL_DL_INT 0
#define TL_DL_UINT 1
#define TL_DL_FLOAT 2
#define TL_DL_BFLOAT 4
#define TL_DL_BOOL 6
#define TL_DL_FLOAT8_E4M3FN 10 /* DLPack 1.1 */
#define TL_DL_FLOAT8_E5M2 12
#define TL_DL_FLOAT8_E8M0FNU 14
#define TL_DL_FLOAT4_E2M1FN 17 /* DLPack 1.1; bits 4, packed two to a byte */

/* The DLPack code and bits of a tensor of dtype t (one lane): iN {INT, N},
 * uN {UINT, N}, f16/f32/f64 {FLOAT, N}, bf16 {BFLOAT, 16}, bool {UINT, 8},
 * f8e4m3 {FLOAT8_E4M3FN, 8}, f8e5m2 {FLOAT8_E5M2, 8}, e8m0 {FLOAT8_E8M0FNU, 8},
 * i4 {INT, 4}, u4 {UINT, 4}, f4e2m1 {FLOAT4_E2M1FN, 4}
 * (the table is ir.h's TL_DTYPES); TL_DT_INVALID gives {INT, 0}. */
void tl_dtype_to_dlpack(tl_dtype t, uint8_t *code, uint8_t *bits);

/* Whether a tensor of DLPack type {code, bits, lanes} holds elements of t: one
 * lane of t's code and bits; bool also accepts {BOOL, 8, 1}. */
bool tl_dtype_matches_dlpack(tl_dtype t, uint8_t code, uint8_t bits, uint16_t lanes);

/* The name of a DLPack type as messages give it, into buf (cap bytes): "i32",
 * "u8", "f16", "bf16", "bool" ({BOOL, 8}), "f8e4m3", "f8e5m2", "e8m0", "f4e2m1", "type code 9 bits 8" for any other
 * code, with "x4" appended when lanes is not 1. */
void tl_dlpack_type_name(uint8_t code, uint8_t bits, uint16_t lanes, char *buf, size_t cap);


/* Literals in C-family source (C, CUDA C++, ...), for the emitters: a float
 * of dtype t rounded to t and printed with the fewest digits that read back
 * (an `f` suffix unless f64; nan, inf and the i64 minimum spelled as the
 * language's prelude names them), an integer with the suffix its dtype
 * needs. Negative values are parenthesized. */
typedef struct tl_c_spelling {
    const char *nan, *inf, *i64_min;
} tl_c_spelling;
struct tl_strbuf;
void tl_value_c_float(struct tl_strbuf *o, tl_dtype t, double v, const tl_c_spelling *sp);
void tl_value_c_int(struct tl_strbuf *o, tl_dtype t, int64_t v, const tl_c_spelling *sp);

#endif
