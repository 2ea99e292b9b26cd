/*
 * shape.c: shape expressions of tensor parameters (shape.h): which
 * expressions may be a dim, their compiled stack code and its evaluator.
 * The evaluator exists twice, kept step for step alike: as C text
 * (tl_dim_eval_c_source), which the C host codegen pastes into the code it
 * writes (that code stands alone), and as tl_dim_eval, which the runtime,
 * the interpreter, `tilec run` and the llvm host's helper call.
 */
#include "ir/shape.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TL_DIM_EVAL_SOURCE(NAME)                                                          \
    "static int " NAME "(const int64_t *code, int n, const int64_t *dims, int64_t *out)\n"  \
    "{\n"                                                                                 \
    "    int64_t st[64], a, b, r;\n"                                                      \
    "    int sp = 0;\n"                                                                   \
    "    if (n < 1 || n > 64)\n"                                                          \
    "        return 0;\n"                                                                 \
    "    for (int i = 0; i < n; i++) {\n"                                                 \
    "        int64_t op = code[2 * i], arg = code[2 * i + 1];\n"                          \
    "        if (op == 0 || op == 1) {\n"                                                 \
    "            r = op == 0 ? arg : dims[arg];\n"                                        \
    "        } else if (op == 2) {\n"                                                     \
    "            if (sp < 1)\n"                                                           \
    "                return 0;\n"                                                         \
    "            r = -st[--sp];\n"                                                        \
    "        } else if (op == 17) {\n"                                                    \
    "            if (sp < 3)\n"                                                           \
    "                return 0;\n"                                                         \
    "            sp -= 3;\n"                                                              \
    "            r = st[sp] != 0 ? st[sp + 1] : st[sp + 2];\n"                           \
    "        } else {\n"                                                                  \
    "            if (sp < 2)\n"                                                           \
    "                return 0;\n"                                                         \
    "            b = st[--sp];\n"                                                         \
    "            a = st[--sp];\n"                                                         \
    "            if (op >= 6 && op <= 8 && b == 0)\n"                                     \
    "                return 0;\n"                                                         \
    "            switch (op) {\n"                                                         \
    "            case 3: r = a + b; break;\n"                                             \
    "            case 4: r = a - b; break;\n"                                             \
    "            case 5: r = a * b; break;\n"                                             \
    "            case 6: r = a / b; break;\n"                                             \
    "            case 7: r = a % b; break;\n"                                             \
    "            case 8: r = a / b + (a % b != 0 && (a < 0) == (b < 0)); break;\n"        \
    "            case 9: r = a < b ? a : b; break;\n"                                     \
    "            case 10: r = a > b ? a : b; break;\n"                                    \
    "            case 11: r = a < b; break;\n"                                            \
    "            case 12: r = a <= b; break;\n"                                           \
    "            case 13: r = a > b; break;\n"                                            \
    "            case 14: r = a >= b; break;\n"                                           \
    "            case 15: r = a == b; break;\n"                                           \
    "            case 16: r = a != b; break;\n"                                           \
    "            default: return 0;\n"                                                    \
    "            }\n"                                                                     \
    "        }\n"                                                                         \
    "        if (r < -2147483647 - 1 || r > 2147483647)\n"                                \
    "            return 0;\n"                                                             \
    "        st[sp++] = r;\n"                                                             \
    "    }\n"                                                                             \
    "    if (sp != 1)\n"                                                                  \
    "        return 0;\n"                                                                 \
    "    *out = st[0];\n"                                                                 \
    "    return 1;\n"                                                                     \
    "}\n"

const char tl_dim_eval_c_source[] = TL_DIM_EVAL_SOURCE("tl_dim_eval_");

/* The op numbers the text above uses. */
_Static_assert(TL_DX_CONST == 0 && TL_DX_VAR == 1 && TL_DX_NEG == 2 && TL_DX_ADD == 3 && TL_DX_SUB == 4 &&
                   TL_DX_MUL == 5 && TL_DX_DIV == 6 && TL_DX_MOD == 7 && TL_DX_CEILDIV == 8 && TL_DX_MIN == 9 &&
                   TL_DX_MAX == 10 && TL_DX_LT == 11 && TL_DX_NE == 16 && TL_DX_SELECT == 17,
               "tl_dim_op numbering is part of the evaluator's text");

/* Every operand lies within i32 (each step checks), so no i64 operation of
 * the evaluator overflows. */
bool tl_dim_eval(const int64_t *code, int n, const int64_t *dims, int64_t *out)
{
    int64_t st[64], a, b, r;
    int sp = 0;
    if (n < 1 || n > 64)
        return false;
    for (int i = 0; i < n; i++) {
        int64_t op = code[2 * i], arg = code[2 * i + 1];
        if (op == TL_DX_CONST || op == TL_DX_VAR) {
            r = op == TL_DX_CONST ? arg : dims[arg];
        } else if (op == TL_DX_NEG) {
            if (sp < 1)
                return false;
            r = -st[--sp];
        } else if (op == TL_DX_SELECT) {
            if (sp < 3)
                return false;
            sp -= 3;
            r = st[sp] != 0 ? st[sp + 1] : st[sp + 2];
        } else {
            if (sp < 2)
                return false;
            b = st[--sp];
            a = st[--sp];
            if (op >= TL_DX_DIV && op <= TL_DX_CEILDIV && b == 0)
                return false;
            switch (op) {
            case TL_DX_ADD: r = a + b; break;
            case TL_DX_SUB: r = a - b; break;
            case TL_DX_MUL: r = a * b; break;
            case TL_DX_DIV: r = a / b; break;
            case TL_DX_MOD: r = a % b; break;
            case TL_DX_CEILDIV: r = a / b + (a % b != 0 && (a < 0) == (b < 0)); break;
            case TL_DX_MIN: r = a < b ? a : b; break;
            case TL_DX_MAX: r = a > b ? a : b; break;
            case TL_DX_LT: r = a < b; break;
            case TL_DX_LE: r = a <= b; break;
            case TL_DX_GT: r = a > b; break;
            case TL_DX_GE: r = a >= b; break;
            case TL_DX_EQ: r = a == b; break;
            case TL_DX_NE: r = a != b; break;
            default: return false;
            }
        }
        if (r < INT32_MIN || r > INT32_MAX)
            return false;
        st[sp++] = r;
    }
    if (sp != 1)
        return false;
    *out = st[0];
    return true;
}

static int binop_step(tl_binop op)
{
    switch (op) {
    case TL_BIN_ADD: return TL_DX_ADD;
    case TL_BIN_SUB: return TL_DX_SUB;
    case TL_BIN_MUL: return TL_DX_MUL;
    case TL_BIN_DIV: return TL_DX_DIV;
    case TL_BIN_MOD: return TL_DX_MOD;
    case TL_BIN_CEILDIV: return TL_DX_CEILDIV;
    default: return -1;
    }
}

static int compare_step(tl_binop op)
{
    switch (op) {
    case TL_BIN_LT: return TL_DX_LT;
    case TL_BIN_LE: return TL_DX_LE;
    case TL_BIN_GT: return TL_DX_GT;
    case TL_BIN_GE: return TL_DX_GE;
    case TL_BIN_EQ: return TL_DX_EQ;
    case TL_BIN_NE: return TL_DX_NE;
    default: return -1;
    }
}

bool tl_dim_expr_ok(const tl_expr *e, const tl_expr **bad)
{
    *bad = e;
    if (!e || e->dtype != TL_DT_I32)
        return false;
    switch (e->kind) {
    case TL_EXPR_INT: return true;
    case TL_EXPR_VAR: return e->var->kind == TL_VAR_SHAPE;
    case TL_EXPR_BINARY:
        return binop_step(e->bin.op) >= 0 && tl_dim_expr_ok(e->bin.a, bad) && tl_dim_expr_ok(e->bin.b, bad);
    case TL_EXPR_UNARY: return e->un.op == TL_UN_NEG && tl_dim_expr_ok(e->un.a, bad);
    case TL_EXPR_CALL:
        return (e->call.fn == TL_FN_MIN || e->call.fn == TL_FN_MAX) && tl_dim_expr_ok(e->call.args[0], bad) &&
               tl_dim_expr_ok(e->call.args[1], bad);
    case TL_EXPR_SELECT: {
        const tl_expr *c = e->sel.cond;
        if (!c || c->kind != TL_EXPR_BINARY || compare_step(c->bin.op) < 0) {
            *bad = c ? c : e;
            return false;
        }
        return tl_dim_expr_ok(c->bin.a, bad) && tl_dim_expr_ok(c->bin.b, bad) && tl_dim_expr_ok(e->sel.a, bad) &&
               tl_dim_expr_ok(e->sel.b, bad);
    }
    default: return false;
    }
}

/* The factors of e's product: literals into *coef, the rest appended. */
#define TL_DIM_MAX_FACTORS 64
static bool factors(const tl_expr *e, int64_t *coef, const tl_expr **f, int *n)
{
    if (!e)
        return false;
    if (e->kind == TL_EXPR_INT)
        return !__builtin_mul_overflow(*coef, e->i, coef);
    if (e->kind == TL_EXPR_BINARY && e->bin.op == TL_BIN_MUL)
        return factors(e->bin.a, coef, f, n) && factors(e->bin.b, coef, f, n);
    if (*n >= TL_DIM_MAX_FACTORS)
        return false;
    f[(*n)++] = e;
    return true;
}

int tl_dim_products_equal(tl_expr *const *a, int na, tl_expr *const *b, int nb)
{
    const tl_expr *fa[TL_DIM_MAX_FACTORS], *fb[TL_DIM_MAX_FACTORS];
    int64_t ca = 1, cb = 1;
    int nfa = 0, nfb = 0;
    for (int i = 0; i < na; i++)
        if (!factors(a[i], &ca, fa, &nfa))
            return -1;
    for (int i = 0; i < nb; i++)
        if (!factors(b[i], &cb, fb, &nfb))
            return -1;
    if (nfa != nfb)
        return -1;
    bool used[TL_DIM_MAX_FACTORS] = {false};
    for (int i = 0; i < nfa; i++) {
        int j = 0;
        while (j < nfb && (used[j] || !tl_ir_expr_equal(fa[i], fb[j])))
            j++;
        if (j == nfb)
            return -1;
        used[j] = true;
    }
    return ca == cb;
}

static bool emit(tl_dim_code *c, int64_t op, int64_t arg)
{
    if (c->n >= TL_DIM_CODE_MAX)
        return false;
    c->code[2 * c->n] = op;
    c->code[2 * c->n + 1] = arg;
    c->n++;
    return true;
}

static bool compile(const tl_kernel *k, const tl_expr *e, tl_dim_code *c)
{
    switch (e->kind) {
    case TL_EXPR_INT: return emit(c, TL_DX_CONST, e->i);
    case TL_EXPR_VAR: /* by name: unique in a kernel, and shared by the kernels of a sequence (tilec run) */
        for (size_t j = 0; j < k->nshape_vars; j++)
            if (k->shape_vars[j] == e->var || strcmp(k->shape_vars[j]->name, e->var->name) == 0)
                return emit(c, TL_DX_VAR, (int64_t)j);
        return false;
    case TL_EXPR_BINARY:
        return compile(k, e->bin.a, c) && compile(k, e->bin.b, c) && emit(c, binop_step(e->bin.op), 0);
    case TL_EXPR_UNARY: return compile(k, e->un.a, c) && emit(c, TL_DX_NEG, 0);
    case TL_EXPR_SELECT: {
        const tl_expr *q = e->sel.cond;
        return compile(k, q->bin.a, c) && compile(k, q->bin.b, c) && emit(c, compare_step(q->bin.op), 0) &&
               compile(k, e->sel.a, c) && compile(k, e->sel.b, c) && emit(c, TL_DX_SELECT, 0);
    }
    case TL_EXPR_CALL:
        return compile(k, e->call.args[0], c) && compile(k, e->call.args[1], c) &&
               emit(c, e->call.fn == TL_FN_MIN ? TL_DX_MIN : TL_DX_MAX, 0);
    default: return false;
    }
}

bool tl_dim_compile(const tl_kernel *k, const tl_expr *e, tl_dim_code *out)
{
    const tl_expr *bad;
    out->n = 0;
    return tl_dim_expr_ok(e, &bad) && compile(k, e, out);
}

const char *tl_dim_text(const tl_expr *e, char *buf, size_t cap)
{
    if (!cap)
        return buf;
    buf[0] = '\0';
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        return buf;
    tl_ir_print_expr(f, e);
    fclose(f);
    if (text)
        snprintf(buf, cap, "%s", text);
    free(text);
    return buf;
}
