/*
 * gen.h: tilesmith's program generator. A 64-bit seed in, the text of a
 * random tile program out: a module of 1-3 kernels, well typed and valid by
 * construction (the verifier accepting every one is an invariant), free of
 * what the interpreter rejects (integer division by zero, out-of-range
 * element accesses) and of races (each block writes only its own tiles of
 * the outputs; a parallel loop's iterations write distinct elements).
 *
 * Flow: ts_generate (here) -> text -> tl_lang_compile -> the driver
 * (diff.c), which runs it on the interpreter and on every target, compares
 * (judge.c) and reduces what fails (reduce.c).
 *
 * Values whose result is not exact (transcendentals, float gemm and
 * reduce_sum, float atomics shared between blocks) are kept in "approximate"
 * islands: the generator does not feed them into comparisons, float-to-int
 * casts, floor/ceil/%, indices or conditions, so a tolerance still means
 * something downstream. The judge re-derives all of this from the IR.
 */
#ifndef TS_GEN_H
#define TS_GEN_H

#include <stdbool.h>
#include <stdint.h>

/* Features that --avoid can leave out (to fuzz past a known bug). */
#define TS_FEATURES(X)                                                                          \
    X(NEG_START, "neg-start", "tile starts that can be negative (masked reads before a tensor)") \
    X(WHOLE_GLOBAL, "whole-global", "a whole global tensor as a copy operand")                  \
    X(UNINIT, "uninit", "reads of on-chip buffers before their first write (zero)")             \
    X(INT_DIV, "int-div", "integer / % ceildiv")                                                \
    X(ATOMIC, "atomic", "atomic_add")                                                           \
    X(GEMM, "gemm", "gemm")                                                                     \
    X(REDUCE, "reduce", "reduce_*")                                                             \
    X(APPROX, "approx", "transcendentals, float gemm/reduce_sum (compared with a tolerance)")   \
    X(SCAN, "scan", "block-level serial loops over shared buffers")                             \
    X(DATA_INDEX, "data-index", "indices and loop bounds computed from data")                   \
    X(WIDE_INDEX, "wide-index", "index expressions of dtypes other than i32")                   \
    X(SYM_UNROLL, "sym-unroll", "unroll/pipelined loops with symbolic extents")                 \
    X(LOCAL, "local", "local buffers")                                                           \
    X(CAST, "cast", "casts in expressions")                                                     \
    X(F16, "f16", "the f16 and bf16 dtypes")                                                    \
    X(I64, "i64", "the i64 and u64 dtypes")                                                     \
    X(F64, "f64", "the f64 dtype (with i64: what WebGPU holds)")                                 \
    X(I64_MIN, "i64-min", "the literal -9223372036854775808 (written -9223372036854775807 - 1)")  \
    X(HISTOGRAM, "histogram", "serial loops storing through an index computed from the loop variable") \
    X(MIN_DIV, "min-div", "signed divisors that may be -1 (MIN / -1, MIN % -1)")                 \
    X(FILL_SELF, "fill-self", "fill values that read the buffer being filled")                   \
    X(CHIP_CONVERT, "chip-convert", "on-chip copies through a buffer of another dtype and back")  \
    X(BITS, "bits", "bitwise operators & | ^ ~ << >> (counts past the width included) and bitcast")

enum {
#define TS_F_ENUM(id, name, what) TS_F_##id##_BIT,
    TS_FEATURES(TS_F_ENUM)
#undef TS_F_ENUM
    TS_F_COUNT
};
#define TS_F(id) (1u << TS_F_##id##_BIT)

typedef struct ts_gen_options {
    const char *prefix; /* prepended to kernel and const names; NULL: none */
    int max_kernels;    /* 1..3; 0: 3 */
    int max_templates;  /* templates per kernel body, 1..3; 0: 3 */
    uint32_t avoid;     /* TS_F() bits of features not to generate */
    int max_tensors;    /* tensor parameters a kernel, kept to where the generator can
                         * (extra loads become scalars; no template starts past half);
                         * 0: no limit */
} ts_gen_options;

/* The program for seed, malloc'd and NUL-terminated. */
char *ts_generate(uint64_t seed, const ts_gen_options *o);

/* --avoid: the TS_F() bit of a feature's name (0 when unknown), and the
 * names and descriptions for --help. */
uint32_t ts_feature_bit(const char *name);
const char *ts_feature_name(int bit);
const char *ts_feature_what(int bit);

#endif
