/*
 * judge.h: what tilesmith compares, and how. From a kernel's tile IR (as the
 * front end gives it, before any pass) it decides for every tensor argument
 * whether its final values are promised bit for bit, up to the sign of a
 * zero, within a tolerance, or not at all, and which inputs must hold tame
 * values; it makes the argument values and compares a run with the
 * interpreter's.
 *
 * The rules (docs/language.md, src/interp/interp.h, docs/cpu.md):
 *   exact    integer arithmetic (wrapping), casts (saturating), float + - * /
 *            sqrt abs floor ceil neg (each rounded once to its dtype), copies,
 *            fill, select, comparisons, integer gemm and reductions, float
 *            reduce_max/min/absmax, atomics on elements no other block adds to
 *   zsign    as exact, but float min/max (the functions and the reductions)
 *            leave the sign of a zero result unspecified (C's fmin/fmax), so
 *            +0 and -0 compare equal; such a value may not be a divisor
 *   approx   exp exp2 log log2 tanh pow rsqrt, float gemm and reduce_sum, float
 *            atomics several blocks add into: |got - want| <= 8 * n * u *
 *            (|want| + max |want| of the tensor), n the rounding steps along
 *            the value's chain (accumulation lengths included), u the unit
 *            roundoff of the coarsest float dtype on it
 *   skip     an approximate value that went through something discontinuous
 *            (a comparison, a float-to-int cast, floor/ceil, an index, a
 *            condition, a loop bound), or inexact arithmetic on a literal
 *            outside the tame range [-2, 2] (inputs are kept tame, a literal
 *            keeps its value): any difference may be legitimate
 * NaN matches NaN (any payload); infinities match when equal.
 *
 * The interpreter is run in its exact mode (f64_accumulate = false): every
 * float result rounded to its dtype at once, the declared-dtype semantics.
 */
#ifndef TS_JUDGE_H
#define TS_JUDGE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "interp/interp.h"
#include "ir/ir.h"

typedef enum ts_cmp {
    TS_CMP_EXACT,
    TS_CMP_ZSIGN,
    TS_CMP_APPROX,
    TS_CMP_SKIP,
} ts_cmp;

const char *ts_cmp_name(ts_cmp c);

typedef struct ts_plan {
    bool tame;     /* an input whose values feed inexact arithmetic */
    bool written;  /* the kernel may write it */
    ts_cmp cmp;    /* how its final values are compared */
    double steps;  /* approx: rounding steps */
    double u;      /* approx: unit roundoff */
} ts_plan;

/* Fills plan[0 .. k->nparams) for kernel k; dims holds the values bound to
 * k->shape_vars (for loop trip counts and the grid). */
void ts_judge_plan(const tl_kernel *k, const int64_t *dims, ts_plan *plan);

/* ---- arguments ---------------------------------------------------------- */

typedef struct ts_arg {
    tl_dtype dtype;
    bool tensor;
    int ndim;
    int64_t shape[TL_IR_MAX_DIMS];
    size_t elems, bytes;
    void *init;    /* the initial contents (scalars: the value's bytes) */
    uint8_t scalar[8];
} ts_arg;

/* Sizes for k's shape variables: from the overrides ("M=17", n of them)
 * when named there, else picked from seed (1, tile-edge sizes, primes),
 * kept small enough for the interpreter. */
void ts_bind_shapes(const tl_kernel *k, uint64_t seed, const char *const *overrides, int n, int64_t *dims);

/* Random f64 bits that make a signaling NaN are made quiet unless this is
 * set (--snan, or snan=1 in a reproducer's header). */
extern bool ts_keep_snan;
/* --flush-subnormals: for a device that flushes f32 subnormals (NVIDIA's
 * Vulkan driver): no subnormal f32 or bf16 input, and a zero where the
 * reference has a subnormal f32 or bf16 is not a mismatch */
extern bool ts_flush_subnormals;
/* Whether x is a subnormal of f32's range in dtype t (f32, or bf16, which
 * shares f32's exponents): what such a device flushes. */
bool ts_f32_subnormal(tl_dtype t, double x);

/* Allocates and fills the arguments of k (k->nparams of them): the value of
 * element e of parameter NAME depends only on seed, NAME, e and whether it is
 * tame, so a reduced program sees the values it saw before. False when a
 * tensor would be too large. */
bool ts_make_args(const tl_kernel *k, const int64_t *dims, const ts_plan *plan, uint64_t seed, ts_arg *args,
                  char *err, size_t errcap);
void ts_free_args(ts_arg *args, size_t n);

/* The interpreter's view of args whose tensors hold data[i] (copies the
 * caller made of init). */
void ts_interp_view(const ts_arg *args, size_t n, void *const *data, tl_interp_tensor *out);

/* ---- comparing ----------------------------------------------------------- */

typedef struct ts_diff {
    bool bad;
    size_t nbad, first;  /* mismatching elements, the first one's flat index */
    double got, want;    /* that element */
    double max_err;      /* approx: the largest |got - want| over the tolerance */
} ts_diff;

/* Compares got with want (elements of arg a) under plan p. */
ts_diff ts_compare(const ts_arg *a, const ts_plan *p, const void *got, const void *want);

/* Formats element i of a tensor of dtype t (bits too for floats). */
void ts_format_elem(tl_dtype t, const void *data, size_t i, char *buf, size_t cap);

#endif
