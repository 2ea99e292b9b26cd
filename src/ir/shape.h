/*
 * shape.h: shape expressions of tensor parameters (`W: u8[N, ceildiv(K, 2)]`),
 * compiled to a small stack code that every launch-time check evaluates: the
 * interpreter, `tilec run`, the runtime's argument checks and both host
 * codegens (the C host embeds the same evaluator in its source; the llvm
 * host calls tilec_rt_host_dim). One definition of what a dim expression is
 * worth, here (docs/language.md, "Shape expressions").
 */
#ifndef TL_IR_SHAPE_H
#define TL_IR_SHAPE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ir/ir.h"

/* The steps, each a pair (op, arg) in tl_dim_code.code. The values pushed and
 * computed are exact integers that must stay within i32 (so that device code
 * computing the dim in i32 gets the same value); / and % truncate toward
 * zero and ceildiv rounds up, as the language's operators do. */
typedef enum tl_dim_op {
    TL_DX_CONST,   /* push arg */
    TL_DX_VAR,     /* push dims[arg]: shape variable arg of the kernel */
    TL_DX_NEG,     /* pop a, push -a */
    TL_DX_ADD,     /* pop b, pop a, push a op b */
    TL_DX_SUB,
    TL_DX_MUL,
    TL_DX_DIV,
    TL_DX_MOD,
    TL_DX_CEILDIV,
    TL_DX_MIN,
    TL_DX_MAX,
    TL_DX_LT,      /* comparisons push 1 or 0 */
    TL_DX_LE,
    TL_DX_GT,
    TL_DX_GE,
    TL_DX_EQ,
    TL_DX_NE,
    TL_DX_SELECT,  /* pop b, pop a, pop c, push c != 0 ? a : b */
} tl_dim_op;

#define TL_DIM_CODE_MAX 64 /* steps; the stack never holds more */
#define TL_DIM_MAX_VARS 64 /* shape variables a kernel with shape expressions may have (the host codegens' limit) */

typedef struct tl_dim_code {
    int n;                               /* steps */
    int64_t code[2 * TL_DIM_CODE_MAX];   /* op, arg, op, arg, ... */
} tl_dim_code;

/* Whether e may be a tensor dim: an i32 literal, a shape variable, or + - *
 * / % ceildiv, unary -, min and max of those, or select(c, a, b) with c a
 * comparison of two of them (a grid's rows a block chosen by the shape). Else *bad is the first node
 * that may not (NULL if e itself is NULL). */
bool tl_dim_expr_ok(const tl_expr *e, const tl_expr **bad);

/* Compiles e over k's shape variables (variable j is k->shape_vars[j]).
 * False when e is not a dim expression or needs more than TL_DIM_CODE_MAX
 * steps. */
bool tl_dim_compile(const tl_kernel *k, const tl_expr *e, tl_dim_code *out);

/* Evaluates c with dims[j] the value of shape variable j. False when it
 * divides by zero or a value leaves i32. */
bool tl_dim_eval(const int64_t *code, int n, const int64_t *dims, int64_t *out);

/* Whether the products of two lists of dims (a view's and its tensor's)
 * are equal whatever the shape variables: each product is read as an
 * integer times a multiset of factors (the operands of its `*` that are
 * not literals, compared structurally), so [N * P * Q, F] and [N, P, Q, F]
 * agree, and so do [ceildiv(K, 2) * N] and [N, ceildiv(K, 2)].
 * 1: proven equal; 0: proven different (the factors agree and the
 * integers do not, or both are constants that differ); -1: neither could be
 * shown (a factor of one is not a factor of the other). */
int tl_dim_products_equal(tl_expr *const *a, int na, tl_expr *const *b, int nb);

/* e as the language writes it, cut to fit buf (NUL-terminated). */
const char *tl_dim_text(const tl_expr *e, char *buf, size_t cap);

/* The C source of an evaluator identical to tl_dim_eval, as a static
 * function `static int NAME(const int64_t *code, int n, const int64_t *dims,
 * int64_t *out)` (1 when it can be computed), for generated host code that
 * must stand alone. */
extern const char tl_dim_eval_c_source[];

#endif
