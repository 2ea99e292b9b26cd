/*
 * codegen_c.c: the device codegen `c` (specs/cpu.lua): lowered tile IR in,
 * readable C11 out, into c->device_source, following the generated-code
 * contract of compile/compile.h.
 *
 * For each kernel NAME it writes:
 *   - struct tilec_args_NAME: the tensors' data pointers, the scalars, the
 *     shape dims and the grid;
 *   - NAME_block(args, bx, by, bz): one block, the kernel body. On-chip
 *     buffers are local arrays zeroed where they are allocated (as the
 *     interpreter does); global tensors are flat row-major arrays indexed in
 *     64 bits. f16/bf16 (fp8) are uint16_t (uint8_t) in memory and floats in expressions,
 *     rounded after every operation (tl_f16r, src/cpu/prelude/base.h), so
 *     results match the interpreter bit for bit where C's math library does;
 *   - NAME_task: block index -> (bx, by, bz), for the prelude's scheduler;
 *   - tilec_launch_NAME(args, dims, self): binds the arguments and runs the
 *     grid over nworkers threads (tl_rt_run_blocks), nworkers the first
 *     member of the launch configuration self points at (NULL: 0, one per
 *     core).
 * gemm is the one tile op left by lower_tile_ops: f32 x f32 -> f32 calls
 * TL_GEMM_F32 (gemm.h's micro-kernel tl_rt_gemm_f32 when the prelude has it,
 * else tl_rt_gemm_ref), f16 x f16 -> f32 gemm.h's tl_rt_gemm_f16f32 (bf16: tl_rt_gemm_bf16f32),
 * i8/u8 x i8/u8 -> i32 tl_rt_gemm_i8i32; other dtypes get a typed loop in the interpreter's
 * summation order. An atomic_add into a global tensor is lowered here inside
 * a critical section (tl_rt_lock).
 *
 * tl_c_codegen_compile produces the source only: the execution backend
 * (src/runtime) writes it next to the prelude and runs the C compiler, with
 * -fwrapv: signed integers wrap, as the interpreter defines them.
 *
 * Flow: after the c pipeline (passes), before the host codegen (src/host).
 */
#include <ctype.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend/internal.h"
#include "cpu/cpu.h"
#include "ir/value.h"
#include "registry.h"
#include "transform/transform.h"

typedef struct cg {
    tl_strbuf *o;
    tl_arena *a;
    tl_kernel *k;
    int ind;
    bool oom;
    bool top; /* the next binary is a whole index, condition or value: no outer parens */
    const tl_stmt *unroll; /* the loop to write TL_UNROLL_ACC (a step of a reduction's lanes) */
} cg;

/* ---- names and types ----------------------------------------------------- */

static const char *const reserved[] = {
    "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum", "extern",
    "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict", "return", "short", "signed",
    "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void", "volatile", "while", "bool",
    "true", "false", "exp", "exp2", "log", "log2", "sqrt", "tanh", "floor", "ceil", "fmin", "fmax", "pow", "fabs",
    "fmod", "fmodf", "trunc", "isnan", "memset", "memcpy", "args", "dims", "self", "nworkers", "block", "ctx", "main",
    "NULL", "INFINITY", "NAN", NULL,
};

/* A C name for a tile-language name: itself, unless C or the prelude claims
 * it (then with a trailing underscore). */
static const char *cname(cg *g, const char *n)
{
    bool clash = strncmp(n, "tl_", 3) == 0 || strncmp(n, "TL_", 3) == 0 || strncmp(n, "tilec_", 6) == 0;
    for (int i = 0; !clash && reserved[i]; i++)
        clash = strcmp(reserved[i], n) == 0;
    if (!clash)
        return n;
    size_t len = strlen(n);
    char *s = tl_arena_alloc(g->a, len + 2);
    if (!s) {
        g->oom = true;
        return n;
    }
    memcpy(s, n, len);
    s[len] = '_';
    return s;
}


/* The C type of a value in an expression. */
static const char *val_type(tl_dtype t)
{
    if (t == TL_DT_BOOL)
        return "bool";
    if (tl_dtype_is_small_float(t))
        return "float";
    return tl_dtype_c_type(t);
}

static void out(cg *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void out(cg *g, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    tl_strbuf_vprintf(g->o, fmt, ap);
    va_end(ap);
}

/* The current statement's indentation. */
static void indent(cg *g)
{
    for (int i = 0; i < g->ind; i++)
        tl_strbuf_puts(g->o, "    ");
}

static void line(cg *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void line(cg *g, const char *fmt, ...)
{
    indent(g);
    va_list ap;
    va_start(ap, fmt);
    tl_strbuf_vprintf(g->o, fmt, ap);
    va_end(ap);
    tl_strbuf_puts(g->o, "\n");
}

/* ---- expressions ----------------------------------------------------------- */

static void expr(cg *g, const tl_expr *e);
static void expr_top(cg *g, const tl_expr *e);

static const tl_c_spelling SPELLING = { "NAN", "INFINITY", "INT64_MIN" };

static void float_lit(cg *g, tl_dtype t, double v) { tl_value_c_float(g->o, t, v, &SPELLING); }

static void int_lit(cg *g, tl_dtype t, int64_t v) { tl_value_c_int(g->o, t, v, &SPELLING); }

/* The flat offset of an element of a global tensor, in 64 bits. */
static void global_offset(cg *g, const tl_buffer *b, tl_expr *const *idx)
{
    for (int d = 1; d < b->ndim; d++)
        out(g, "(");
    out(g, "(int64_t)");
    expr(g, idx[0]);
    for (int d = 1; d < b->ndim; d++) {
        out(g, " * ");
        expr(g, b->dims[d]);
        out(g, " + ");
        expr_top(g, idx[d]);
        out(g, ")");
    }
}

/* buf[idx] as an lvalue in memory. */
static void element(cg *g, const tl_buffer *b, tl_expr *const *idx)
{
    out(g, "%s[", cname(g, b->name));
    if (b->scope == TL_SCOPE_GLOBAL) {
        global_offset(g, b, idx);
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

static void load(cg *g, const tl_buffer *b, tl_expr *const *idx)
{
    if (b->scope == TL_SCOPE_GLOBAL && tl_dtype_is_packed(b->dtype)) {
        /* a nibble of a packed tensor (the prelude's tl_nib_get) */
        out(g, "%s(tl_nib_get(%s, ", b->dtype == TL_DT_F4E2M1 ? "tl_f4e2m1_to_f32((uint8_t)" : b->dtype == TL_DT_I4 ? "tl_wrap_i4((int64_t)" : "((uint8_t)",
            cname(g, b->name));
        global_offset(g, b, idx);
        out(g, ")))");
        return;
    }
    if (tl_dtype_is_small_float(b->dtype)) {
        out(g, "tl_%s_to_f32(", tl_dtype_name(b->dtype));
        element(g, b, idx);
        out(g, ")");
    } else if (b->dtype == TL_DT_BOOL) {
        out(g, "(");
        element(g, b, idx);
        out(g, " != 0)");
    } else {
        element(g, b, idx);
    }
}

static bool small_int(tl_dtype t)
{
    return t == TL_DT_I8 || t == TL_DT_I16 || t == TL_DT_U8 || t == TL_DT_U16;
}

/* A float result of dtype t, computed in double by `body`, rounded. */
static const char *round_open(tl_dtype t)
{
    switch (t) {
    case TL_DT_F16: return "tl_f16r(";
    case TL_DT_BF16: return "tl_bf16r(";
    case TL_DT_F8E4M3: return "tl_f8e4m3r(";
    case TL_DT_F8E5M2: return "tl_f8e5m2r(";
    case TL_DT_E8M0: return "tl_e8m0r(";
    case TL_DT_F4E2M1: return "tl_f4e2m1r(";
    case TL_DT_F32: return "(float)";
    default: return "";
    }
}

/* Whether x is a literal +0 of a float dtype (or an integer literal 0
 * converted to one). */
static bool positive_zero(const tl_expr *x)
{
    if (x->kind == TL_EXPR_CAST && x->cast.a->kind == TL_EXPR_INT && !x->cast.bits)
        return x->cast.a->i == 0;
    return x->kind == TL_EXPR_FLOAT && x->f == 0.0 && !signbit(x->f);
}

/* A float sum with a literal +0 operand, or a difference from a literal
 * +0, through the prelude's tl_zero_add / tl_zero_sub (GCC 12.2 folds
 * them to x and -x where x may be +0 or -0: base.h); false, nothing
 * written, for any other binary. A narrow float is computed in double. */
static bool zero_sum(cg *g, const tl_expr *e)
{
    tl_binop op = e->bin.op;
    tl_dtype t = e->bin.a->dtype;
    const tl_expr *x = NULL;
    if (op == TL_BIN_ADD && positive_zero(e->bin.a))
        x = e->bin.b;
    else if (op == TL_BIN_ADD && positive_zero(e->bin.b))
        x = e->bin.a;
    else if (op == TL_BIN_SUB && positive_zero(e->bin.a))
        x = e->bin.b;
    if (!x)
        return false;
    bool f32 = t == TL_DT_F32, half = tl_dtype_is_small_float(t);
    out(g, "%stl_zero_%s_%s(%s", half ? round_open(t) : "", op == TL_BIN_ADD ? "add" : "sub", f32 ? "f32" : "f64",
        half ? "(double)" : "");
    g->top = !half; /* after the (double) cast, x in parentheses */
    expr(g, x);
    out(g, ")%s", half ? ")" : "");
    return true;
}

static void binary(cg *g, const tl_expr *e)
{
    tl_binop op = e->bin.op;
    tl_dtype t = e->bin.a->dtype;
    const char *sym = tl_binop_name(op);
    bool top = g->top;
    g->top = false;
    const char *lp = top ? "" : "(", *rp = top ? "" : ")";
    if (tl_binop_is_compare(op) || op == TL_BIN_AND || op == TL_BIN_OR || t == TL_DT_BOOL) {
        out(g, "%s", lp);
        expr(g, e->bin.a);
        out(g, " %s ", sym);
        expr(g, e->bin.b);
        out(g, "%s", rp);
        return;
    }
    if (tl_dtype_is_float(t)) {
        bool half = tl_dtype_is_small_float(t);
        if (op == TL_BIN_MOD) {
            out(g, "%s%s(", half ? round_open(t) : "", t == TL_DT_F32 ? "fmodf" : "fmod");
            expr(g, e->bin.a);
            out(g, ", ");
            expr(g, e->bin.b);
            out(g, ")%s", half ? ")" : "");
            return;
        }
        if (zero_sum(g, e))
            return;
        if (half) {
            /* exact in double, rounded once */
            out(g, "%s(double)", round_open(t));
            expr(g, e->bin.a);
            out(g, " %s (double)", sym);
            expr(g, e->bin.b);
            out(g, ")");
            return;
        }
        out(g, "%s", lp);
        expr(g, e->bin.a);
        out(g, " %s ", sym);
        expr(g, e->bin.b);
        out(g, "%s", rp);
        return;
    }
    if (op == TL_BIN_SHL || op == TL_BIN_SHR) {
        /* the prelude's helpers give a count outside [0, width) the
         * interpreter's meaning (tl_value_shift), never C's undefined one */
        bool sg = tl_dtype_is_signed(t);
        const char *fn = op == TL_BIN_SHL ? "tl_shl_u64((uint64_t)" : sg ? "tl_shr_i64((int64_t)" : "tl_shr_u64((uint64_t)";
        out(g, "(%s)%s", tl_dtype_c_type(t), fn);
        expr(g, e->bin.a);
        out(g, ", (uint64_t)");
        expr(g, e->bin.b);
        out(g, ", %d)", tl_dtype_bits(t));
        return;
    }
    if (op == TL_BIN_CEILDIV) {
        bool sg = tl_dtype_is_signed(t);
        out(g, "(%s)%s(", tl_dtype_c_type(t), sg ? "tl_ceildiv_i64" : "tl_ceildiv_u64");
        expr(g, e->bin.a);
        out(g, ", ");
        expr(g, e->bin.b);
        out(g, ")");
        return;
    }
    if ((op == TL_BIN_DIV || op == TL_BIN_MOD) && tl_dtype_is_signed(t) && !small_int(t)) {
        out(g, "tl_%s_%s(", op == TL_BIN_DIV ? "div" : "mod", tl_dtype_name(t));
        expr(g, e->bin.a);
        out(g, ", ");
        expr(g, e->bin.b);
        out(g, ")");
        return;
    }
    if (small_int(t)) {
        out(g, "(%s)", tl_dtype_c_type(t));
        lp = "(";
        rp = ")";
    }
    out(g, "%s", lp);
    expr(g, e->bin.a);
    out(g, " %s ", sym);
    expr(g, e->bin.b);
    out(g, "%s", rp);
}

/* bitcast(x, to): a float's bits are its memory encoding (f16 and bf16 are
 * floats in expressions, uint16_t in memory), an integer's are itself. */
static void bitcast(cg *g, tl_dtype to, const tl_expr *x)
{
    tl_dtype from = x->dtype;
    int bits = tl_dtype_bits(to);
    const char *open = "(";
    char small[48];
    if (tl_dtype_is_small_float(to)) {
        snprintf(small, sizeof small, "tl_%s_to_f32((%s)", tl_dtype_name(to), tl_dtype_c_type(to));
        open = small;
    } else if (to == TL_DT_F32)
        open = "tl_f32_from_bits((uint32_t)";
    else if (to == TL_DT_F64)
        open = "tl_f64_from_bits((uint64_t)";
    else if (tl_dtype_is_packed(to))
        open = to == TL_DT_I4 ? "tl_wrap_i4((int64_t)" : "tl_wrap_u4((int64_t)";
    else
        out(g, "(%s)", tl_dtype_c_type(to));
    out(g, "%s", open);
    if (tl_dtype_is_small_float(from)) {
        out(g, "tl_%s_from_double(", tl_dtype_name(from));
        expr(g, x);
        out(g, ")");
    } else if (tl_dtype_is_float(from)) {
        out(g, "tl_f%d_to_bits(", bits);
        expr(g, x);
        out(g, ")");
    } else {
        expr(g, x);
    }
    out(g, ")");
}

/* A bool b (or !b) as an integer of dtype to, written 1 & -b: GCC 12.2's
 * loop vectorizer took `(int)b` as a gather's offset in its vector mask form
 * (-1 for true), so t[(int)(x != 0)] read t[-1] (tilesmith seed 70624); the
 * negation and mask make it compute the 0 or 1. */
static void bool_to_int(cg *g, tl_dtype to, const tl_expr *b, bool negate)
{
    out(g, "(%s)(1 & -(int32_t)%s(", tl_dtype_c_type(to), negate ? "!" : "");
    expr(g, b);
    out(g, "))");
}

/* select(c, 1, 0) or select(c, 0, 1) of an integer dtype: c or !c as an
 * integer (bool_to_int), which GCC would make of it. */
static bool select_of_bool(cg *g, const tl_expr *e)
{
    int64_t a, b;
    if (!tl_dtype_is_int(e->dtype) || tl_dtype_is_packed(e->dtype) || !tl_ir_is_const_int(e->sel.a, &a) ||
        !tl_ir_is_const_int(e->sel.b, &b) || !((a == 1 && b == 0) || (a == 0 && b == 1)))
        return false;
    bool_to_int(g, e->dtype, e->sel.cond, a == 0);
    return true;
}

static void cast(cg *g, tl_dtype to, const tl_expr *x)
{
    tl_dtype from = x->dtype;
    if (from == to) {
        expr(g, x);
        return;
    }
    if (to == TL_DT_BOOL) {
        out(g, "(");
        expr(g, x);
        out(g, " != 0)");
        return;
    }
    bool ff = tl_dtype_is_float(from), tf = tl_dtype_is_float(to);
    if (tf) {
        bool wide = !ff && tl_dtype_bits(from) == 64; /* through double, as the interpreter */
        if (tl_dtype_is_small_float(to))
            out(g, "%s(double)", round_open(to));
        else
            out(g, "(%s)%s", tl_dtype_c_type(to), wide && to == TL_DT_F32 ? "(double)" : "");
        expr(g, x);
        if (tl_dtype_is_small_float(to))
            out(g, ")");
        return;
    }
    if (ff) {
        out(g, "tl_ftoi_%s(", tl_dtype_name(to));
        expr(g, x);
        out(g, ")");
        return;
    }
    if (from == TL_DT_BOOL && !tl_dtype_is_packed(to)) {
        bool_to_int(g, to, x, false);
        return;
    }
    if (tl_dtype_is_packed(to)) { /* the low 4 bits */
        out(g, "%s((int64_t)", to == TL_DT_I4 ? "tl_wrap_i4" : "tl_wrap_u4");
        expr(g, x);
        out(g, ")");
        return;
    }
    out(g, "(%s)", tl_dtype_c_type(to));
    expr(g, x);
}

static void call(cg *g, const tl_expr *e)
{
    tl_dtype t = e->call.args[0]->dtype;
    tl_mathfn fn = e->call.fn;
    if (!tl_dtype_is_float(t)) {
        bool u = !tl_dtype_is_signed(t);
        if (fn == TL_FN_ABS) {
            if (u) {
                expr(g, e->call.args[0]);
                return;
            }
            out(g, "(%s)tl_abs_i64(", tl_dtype_c_type(t));
        } else {
            out(g, "(%s)tl_%s_%s(", tl_dtype_c_type(t), fn == TL_FN_MIN ? "min" : "max", u ? "u64" : "i64");
        }
        for (int i = 0; i < e->call.nargs; i++) {
            if (i)
                out(g, ", ");
            expr(g, e->call.args[i]);
        }
        out(g, ")");
        return;
    }
    static const char *const names[TL_FN_COUNT] = {
        [TL_FN_EXP] = "exp", [TL_FN_EXP2] = "exp2", [TL_FN_LOG] = "log", [TL_FN_LOG2] = "log2",
        [TL_FN_SQRT] = "sqrt", [TL_FN_RSQRT] = "1.0 / sqrt", [TL_FN_ABS] = "fabs", [TL_FN_TANH] = "tanh",
        [TL_FN_FLOOR] = "floor", [TL_FN_CEIL] = "ceil", [TL_FN_MIN] = "tl_fmin", [TL_FN_MAX] = "tl_fmax", [TL_FN_POW] = "pow",
        [TL_FN_SIN] = "sin", [TL_FN_COS] = "cos", [TL_FN_ERF] = "erf", [TL_FN_SIGMOID] = "tl_sigmoid",
        [TL_FN_FMA] = "fma",
    };
    bool half = tl_dtype_is_small_float(t);
    /* exp in single precision computes in float (f16 and bf16 too, before
     * rounding): tl_expf is plain float arithmetic, so its loops vectorize,
     * within 1 ulp of the double exp the interpreter rounds. */
    if (fn == TL_FN_EXP && t != TL_DT_F64) {
        out(g, "%s", round_open(t));
        out(g, e->call.nonpositive ? "tl_expf_nonpos(" : "tl_expf("); /* exp_below_max.c */
        expr(g, e->call.args[0]);
        out(g, ")%s", half ? ")" : "");
        return;
    }
    out(g, "%s", round_open(t));
    if (t == TL_DT_F32 || fn == TL_FN_RSQRT)
        out(g, "(");
    /* min and max of single-precision values compare in float (the result is
     * one of the operands), so their loops vectorize */
    /* fma of them rounds once in float (fmaf), as the interpreter does */
    bool single = (fn == TL_FN_MIN || fn == TL_FN_MAX || fn == TL_FN_FMA) && t != TL_DT_F64;
    out(g, "%s%s(", names[fn], single ? "f" : "");
    for (int i = 0; i < e->call.nargs; i++) {
        if (i)
            out(g, ", ");
        expr(g, e->call.args[i]);
    }
    out(g, ")");
    if (t == TL_DT_F32 || fn == TL_FN_RSQRT)
        out(g, ")");
    if (half)
        out(g, ")");
}

/* e as a whole C expression (an index, a condition, a value): a binary
 * operator at its top needs no parentheses. */
static void expr_top(cg *g, const tl_expr *e)
{
    g->top = e->kind == TL_EXPR_BINARY;
    expr(g, e);
    g->top = false;
}

static void expr(cg *g, const tl_expr *e)
{
    if (e->kind != TL_EXPR_BINARY)
        g->top = false;
    switch (e->kind) {
    case TL_EXPR_INT:
        if (tl_dtype_is_float(e->dtype))
            float_lit(g, e->dtype, (double)e->i);
        else
            int_lit(g, e->dtype, e->i);
        return;
    case TL_EXPR_FLOAT:
        if (tl_dtype_is_float(e->dtype)) {
            float_lit(g, e->dtype, e->f);
        } else {
            out(g, "tl_ftoi_%s(", tl_dtype_name(e->dtype));
            float_lit(g, TL_DT_F64, e->f);
            out(g, ")");
        }
        return;
    case TL_EXPR_VAR: /* id -1: a variable of the codegen's own, named tl_* */
        out(g, "%s", e->var->id < 0 ? e->var->name : cname(g, e->var->name));
        return;
    case TL_EXPR_BINARY: binary(g, e); return;
    case TL_EXPR_UNARY:
        if (e->un.op == TL_UN_NOT) {
            out(g, "(!");
            expr(g, e->un.a);
            out(g, ")");
        } else if (e->un.op == TL_UN_BNOT) {
            out(g, "(%s)(~", tl_dtype_c_type(e->dtype));
            expr(g, e->un.a);
            out(g, ")");
        } else {
            if (small_int(e->dtype))
                out(g, "(%s)", tl_dtype_c_type(e->dtype));
            out(g, "(-");
            expr(g, e->un.a);
            out(g, ")");
        }
        return;
    case TL_EXPR_SELECT:
        if (select_of_bool(g, e))
            return;
        out(g, "(");
        expr(g, e->sel.cond);
        out(g, " ? ");
        expr(g, e->sel.a);
        out(g, " : ");
        expr(g, e->sel.b);
        out(g, ")");
        return;
    case TL_EXPR_CAST:
        if (e->cast.bits)
            bitcast(g, e->dtype, e->cast.a);
        else
            cast(g, e->dtype, e->cast.a);
        return;
    case TL_EXPR_CALL: call(g, e); return;
    case TL_EXPR_LOAD: load(g, e->load.buf, e->load.idx); return;
    }
}

/* value (of b's dtype) converted to b's memory type. An f16 or bf16 value
 * that is a load of the same dtype is stored as its bits (a copy of a tile:
 * widening to float and rounding back gives the same value, NaN aside,
 * which stays a NaN). */
static void to_mem(cg *g, tl_dtype t, const tl_expr *value)
{
    if ((t == TL_DT_F16 || t == TL_DT_BF16) && value->kind == TL_EXPR_LOAD && value->load.buf->dtype == t) {
        element(g, value->load.buf, value->load.idx);
    } else if (tl_dtype_is_small_float(t)) {
        out(g, "tl_%s_from_double(", tl_dtype_name(t));
        expr(g, value);
        out(g, ")");
    } else if (t == TL_DT_BOOL) {
        out(g, "(uint8_t)");
        expr(g, value);
    } else {
        expr_top(g, value);
    }
}

/* ---- statements ------------------------------------------------------------ */

static void block(cg *g, const tl_block *b);

/* On-chip buffers above this many bytes live on the heap: a worker thread's
 * stack holds a few MiB, and the language allows 2^24 elements. */
#define TL_C_STACK_LIMIT (256 * 1024)

static bool on_heap(const tl_buffer *b)
{
    int64_t n = (tl_dtype_bits(b->dtype) + 7) / 8; /* 4-bit: a byte each on chip */
    for (int d = 0; d < b->ndim; d++) {
        int64_t v;
        if (!tl_ir_is_const_int(b->dims[d], &v))
            return true;
        n *= v;
    }
    return n > TL_C_STACK_LIMIT;
}

static void loop_header(cg *g, const tl_var *v, const tl_expr *begin, const tl_expr *end)
{
    const char *n = cname(g, v->name);
    indent(g);
    out(g, "for (int32_t %s = ", n);
    if (begin)
        expr(g, begin);
    else
        out(g, "0");
    if (tl_ir_expr_has_load(end)) {
        /* the bound is read once, as the interpreter does */
        out(g, ", %s_end = ", n);
        expr(g, end);
        out(g, "; %s < %s_end; %s++) {\n", n, n, n);
    } else {
        out(g, "; %s < ", n);
        expr(g, end);
        out(g, "; %s++) {\n", n);
    }
}

/* A loop whose one store is nontemporal (stream_stores.c: `for j in
 * range(n) { Y[.., x + j] = B[.., j] }`): one call of the prelude's
 * tl_rt_stream from the addresses of the first elements, the loop variable
 * bound to 0. */
static bool stream_loop(cg *g, const tl_stmt *s)
{
    const tl_stmt *st = s->loop.body.n == 1 ? s->loop.body.items[0] : NULL;
    if (!st || st->kind != TL_STMT_STORE || !st->store.nontemporal)
        return false;
    const tl_expr *v = st->store.value;
    line(g, "{");
    g->ind++;
    line(g, "const int32_t %s = 0;", cname(g, s->loop.vars[0]->name));
    indent(g);
    out(g, "tl_rt_stream(&");
    element(g, st->store.buf, st->store.idx);
    out(g, ", &");
    element(g, v->load.buf, v->load.idx);
    out(g, ", (int64_t)");
    expr(g, s->loop.end[0]);
    out(g, " * (int64_t)sizeof(%s));\n", tl_dtype_c_type(st->store.buf->dtype));
    g->ind--;
    line(g, "}");
    return true;
}

/* A loop that only copies consecutive elements of one buffer to another
 * (tl_cpu_contiguous_move, cpu.h): one call. The kernels are built with
 * GCC's loop distribution into library calls off (exec.c), so that a loop
 * that copies a row and also computes from it stays one loop; the loops
 * that only copy are written as the calls GCC made of them, or better
 * (memcpy of a few hundred bytes: as loops, GCC left some that it deems cold
 * unvectorized). A fill of zeros stays a loop, which GCC vectorizes. */
static bool copy_loop(cg *g, const tl_stmt *s)
{
    tl_cpu_move mv = tl_cpu_contiguous_move(s);
    if (mv == TL_CPU_MOVE_NONE || mv == TL_CPU_MOVE_ZERO)
        return false;
    const tl_stmt *st = s->loop.body.items[0];
    const tl_buffer *d = st->store.buf, *src = st->store.value->load.buf;
    tl_dtype t = d->dtype;
    if (t == TL_DT_BOOL || (tl_dtype_is_small_float(t) && t != TL_DT_F16 && t != TL_DT_BF16))
        return false;
    const tl_var *v = s->loop.vars[0];
    int64_t b0 = 0, e0 = 0;
    bool konst = (!s->loop.begin[0] || tl_ir_is_const_int(s->loop.begin[0], &b0)) &&
                 tl_ir_is_const_int(s->loop.end[0], &e0);
    const char *n = cname(g, v->name);
    line(g, "{");
    g->ind++;
    indent(g);
    out(g, "const int32_t %s = ", n);
    if (s->loop.begin[0])
        expr_top(g, s->loop.begin[0]);
    else
        out(g, "0");
    out(g, ";\n");
    if (!konst) {
        indent(g);
        out(g, "const int64_t %s_n = (int64_t)", n);
        expr(g, s->loop.end[0]);
        out(g, " - %s;\n", n);
        line(g, "if (%s_n > 0)", n);
        g->ind++;
    }
    indent(g);
    out(g, "%s(&", mv == TL_CPU_MOVE_MEMMOVE ? "memmove" : mv == TL_CPU_MOVE_MEMCPY ? "memcpy" : "tl_rt_copy");
    element(g, d, st->store.idx);
    out(g, ", &");
    element(g, src, st->store.value->load.idx);
    if (konst)
        out(g, ", %" PRId64 " * sizeof(%s));\n", e0 - b0, tl_dtype_c_type(t));
    else
        out(g, ", (size_t)%s_n * sizeof(%s));\n", n, tl_dtype_c_type(t));
    g->ind -= konst ? 1 : 2;
    line(g, "}");
    return true;
}

/* Whether e is the load b[v]. */
static bool load_at(const tl_expr *e, const tl_buffer *b, const tl_var *v)
{
    return e->kind == TL_EXPR_LOAD && e->load.buf == b && e->load.idx[0]->kind == TL_EXPR_VAR &&
           e->load.idx[0]->var == v;
}

/* A loop over at most 64 elements of a local array whose one statement
 * updates each by a binary operation (`for l in range(32) { P[l] = P[l] +
 * x[.., r * 32 + l] }`), the whole body of a loop around it whose count
 * is known only at run time: the steps of a reduction's lanes over a row
 * narrowed to its length (reduce_in_lanes, narrow_masked_columns), written
 * TL_UNROLL_ACC. GCC otherwise keeps the lanes in memory across the steps
 * (its store motion gives up on them), so each step waits on a
 * store-to-load forward: layernorm's rows of 1000 25 % slower. Not a max's
 * or min's steps (lets and a select): unrolled, GCC no longer vectorizes
 * them (row_max 1.8x slower); nor steps of a constant count (GCC unrolls
 * that loop itself; with the pragma too, row_sum's tiles of 256 ran 20 %
 * slower). */
static bool accumulates_in_place(const tl_stmt *s)
{
    int64_t n;
    const tl_block *b = &s->loop.body;
    if (s->loop.nvars != 1 || s->loop.begin[0] || !tl_ir_is_const_int(s->loop.end[0], &n) || n > 64 || b->n != 1)
        return false;
    const tl_stmt *st = b->items[0];
    const tl_var *v = s->loop.vars[0];
    if (st->kind != TL_STMT_STORE || st->store.buf->scope != TL_SCOPE_LOCAL || st->store.buf->ndim != 1 ||
        st->store.idx[0]->kind != TL_EXPR_VAR || st->store.idx[0]->var != v)
        return false;
    const tl_expr *e = st->store.value;
    return e->kind == TL_EXPR_BINARY && (load_at(e->bin.a, st->store.buf, v) || load_at(e->bin.b, st->store.buf, v));
}

static void loop(cg *g, const tl_stmt *s)
{
    if (stream_loop(g, s) || copy_loop(g, s))
        return;
    int n = s->loop.kind == TL_LOOP_PARALLEL ? s->loop.nvars : 1;
    const tl_stmt *inner = s->loop.body.n == 1 ? s->loop.body.items[0] : NULL;
    int64_t steps;
    if (inner && inner->kind == TL_STMT_FOR && !tl_ir_is_const_int(s->loop.end[0], &steps) &&
        accumulates_in_place(inner))
        g->unroll = inner;
    if (s == g->unroll)
        line(g, "TL_UNROLL_ACC");
    else if (s->loop.kind == TL_LOOP_VECTORIZED)
        line(g, "TL_VECTORIZE");
    else if (s->loop.kind == TL_LOOP_PIPELINED)
        line(g, "/* pipelined, %d stages: runs in order on the CPU */", s->loop.stages);
    for (int i = 0; i < n; i++) {
        loop_header(g, s->loop.vars[i], s->loop.begin[i], s->loop.end[i]);
        g->ind++;
    }
    block(g, &s->loop.body);
    for (int i = 0; i < n; i++) {
        g->ind--;
        line(g, "}");
    }
}

static void gemm(cg *g, const tl_stmt *s)
{
    const tl_buffer *A = s->tile.args[0].buf, *B = s->tile.args[1].buf, *C = s->tile.args[2].buf;
    int64_t a0 = 0, a1 = 0, b0 = 0, b1 = 0, c0 = 0, c1 = 0;
    tl_ir_is_const_int(A->dims[0], &a0);
    tl_ir_is_const_int(A->dims[1], &a1);
    tl_ir_is_const_int(B->dims[0], &b0);
    tl_ir_is_const_int(B->dims[1], &b1);
    tl_ir_is_const_int(C->dims[0], &c0);
    tl_ir_is_const_int(C->dims[1], &c1);
    int64_t K = s->tile.transpose_a ? a0 : a1;
    const char *an = cname(g, A->name), *bn = cname(g, B->name), *cn = cname(g, C->name);
    if (A->dtype == TL_DT_F32 && B->dtype == TL_DT_F32 && C->dtype == TL_DT_F32) {
        line(g, "%s(%lld, %lld, %lld, &%s[0][0], %lld, %d, &%s[0][0], %lld, %d, &%s[0][0], %lld);",
             s->tile.precision == TL_PRECISION_TF32 ? "tl_rt_gemm_tf32" : "TL_GEMM_F32",
             (long long)c0, (long long)c1, (long long)K, an, (long long)a1, s->tile.transpose_a, bn, (long long)b1,
             s->tile.transpose_b, cn, (long long)c1);
        return;
    }
    if (A->dtype == B->dtype && (A->dtype == TL_DT_F16 || A->dtype == TL_DT_BF16) && C->dtype == TL_DT_F32) {
        /* f16 or bf16 inputs, f32 accumulation: the prelude's packed
         * micro-kernel (products and sums in f32, within the f32 tolerance
         * of the interpreter's order) */
        line(g, "%s(%lld, %lld, %lld, &%s[0][0], %lld, %d, &%s[0][0], %lld, %d, &%s[0][0], %lld);",
             A->dtype == TL_DT_F16 ? "tl_rt_gemm_f16f32" : "tl_rt_gemm_bf16f32", (long long)c0, (long long)c1,
             (long long)K, an, (long long)a1, s->tile.transpose_a, bn, (long long)b1, s->tile.transpose_b, cn,
             (long long)c1);
        return;
    }
    if ((A->dtype == TL_DT_I8 || A->dtype == TL_DT_U8) && (B->dtype == TL_DT_I8 || B->dtype == TL_DT_U8) &&
        C->dtype == TL_DT_I32) {
        /* bytes into i32: the prelude's AMX, VNNI or plain kernel (exact:
         * the sums wrap as the interpreter's i32 arithmetic does) */
        line(g, "tl_rt_gemm_i8i32(%lld, %lld, %lld, &%s[0][0], %lld, %d, %d, &%s[0][0], %lld, %d, %d, &%s[0][0], %lld);",
             (long long)c0, (long long)c1, (long long)K, an, (long long)a1, s->tile.transpose_a, A->dtype == TL_DT_U8,
             bn, (long long)b1, s->tile.transpose_b, B->dtype == TL_DT_U8, cn, (long long)c1);
        return;
    }
    /* a typed loop: C[i, j] += A'[i, p] * B'[p, j], converted to C's dtype,
     * summed in order with C's rounding, as the interpreter does */
    tl_srcloc loc = s->loc;
    tl_arena *a = g->a;
    tl_var vi = {"tl_i", TL_VAR_LOOP, TL_DT_I32, -1, loc}, vj = {"tl_j", TL_VAR_LOOP, TL_DT_I32, -1, loc},
           vp = {"tl_p", TL_VAR_LOOP, TL_DT_I32, -1, loc}, acc = {"tl_acc", TL_VAR_LET, C->dtype, -1, loc};
    tl_expr *ia[2], *ib[2];
    ia[0] = tl_ir_varref(a, s->tile.transpose_a ? &vp : &vi, loc);
    ia[1] = tl_ir_varref(a, s->tile.transpose_a ? &vi : &vp, loc);
    ib[0] = tl_ir_varref(a, s->tile.transpose_b ? &vj : &vp, loc);
    ib[1] = tl_ir_varref(a, s->tile.transpose_b ? &vp : &vj, loc);
    tl_expr *xa = tl_ir_load(a, (tl_buffer *)A, ia, 2, loc), *xb = tl_ir_load(a, (tl_buffer *)B, ib, 2, loc);
    if (xa && xa->dtype != C->dtype)
        xa = tl_ir_cast(a, C->dtype, xa, loc);
    if (xb && xb->dtype != C->dtype)
        xb = tl_ir_cast(a, C->dtype, xb, loc);
    tl_expr *sum = tl_ir_binary(a, TL_BIN_ADD, tl_ir_varref(a, &acc, loc), tl_ir_binary(a, TL_BIN_MUL, xa, xb, loc), loc);
    tl_expr *ic[2] = {tl_ir_varref(a, &vi, loc), tl_ir_varref(a, &vj, loc)};
    tl_expr *cur = tl_ir_load(a, (tl_buffer *)C, ic, 2, loc);
    tl_expr *accref = tl_ir_varref(a, &acc, loc);
    if (!sum || !cur || !accref) {
        g->oom = true;
        return;
    }
    line(g, "for (int32_t tl_i = 0; tl_i < %lld; tl_i++) {", (long long)c0);
    g->ind++;
    line(g, "for (int32_t tl_j = 0; tl_j < %lld; tl_j++) {", (long long)c1);
    g->ind++;
    line(g, "%s tl_acc = ", val_type(C->dtype));
    g->o->len--; /* continue the line */
    expr(g, cur);
    out(g, ";\n");
    line(g, "for (int32_t tl_p = 0; tl_p < %lld; tl_p++)", (long long)K);
    g->ind++;
    line(g, "tl_acc = ");
    g->o->len--;
    expr(g, sum);
    out(g, ";\n");
    g->ind--;
    line(g, "%s[tl_i][tl_j] = ", cn);
    g->o->len--;
    to_mem(g, C->dtype, accref);
    out(g, ";\n");
    g->ind--;
    line(g, "}");
    g->ind--;
    line(g, "}");
}

static void stmt(cg *g, const tl_stmt *s)
{
    switch (s->kind) {
    case TL_STMT_ALLOC: {
        const tl_buffer *b = s->alloc.buf;
        const char *n = cname(g, b->name);
        if (b->view_of && b->scope == TL_SCOPE_GLOBAL) {
            /* a tensor's view: its data, indexed by the view's dims */
            line(g, "%s *const %s = %s; /* a view of %s */", tl_dtype_c_type(b->dtype), n, cname(g, b->view_of->name),
                 b->view_of->name);
            line(g, "(void)%s;", n);
            return;
        }
        if (b->view_of) {
            /* a view: the storage of view_of, another shape */
            indent(g);
            for (int pass = 0; pass < 2; pass++) {
                out(g, pass ? " = (%s (*)" : "%s (*%s)", tl_dtype_c_type(b->dtype), n);
                for (int d = 1; d < b->ndim; d++) {
                    out(g, "[");
                    expr(g, b->dims[d]);
                    out(g, "]");
                }
            }
            out(g, ")(void *)%s; /* a view of %s */\n", cname(g, b->view_of->name), b->view_of->name);
            return;
        }
        if (on_heap(b)) {
            /* too large for a worker's stack: zeroed on the heap, freed at the
             * end of the block that allocates it (block()) */
            indent(g);
            out(g, "%s (*%s)", tl_dtype_c_type(b->dtype), n);
            for (int d = 1; d < b->ndim; d++) {
                out(g, "[");
                expr(g, b->dims[d]);
                out(g, "]");
            }
            out(g, " = calloc(");
            expr(g, b->dims[0]);
            out(g, ", sizeof *%s); /* %s, on the heap */\n", n, tl_scope_name(b->scope));
            line(g, "if (!%s)", n);
            line(g, "    tl_rt_out_of_memory(\"%s\");", n);
            return;
        }
        /* 64-byte aligned (a cache line, a full vector): GCC 12's vectorizer
         * may assume a stack array more aligned than the frame it leaves
         * unrealigned (an aligned 32-byte store faulted, tests/diff/
         * c-gcc12-stack-array-alignment.tile); declared alignment makes it
         * realign the frame. */
        indent(g);
        out(g, "_Alignas(64) %s %s", tl_dtype_c_type(b->dtype), n);
        for (int d = 0; d < b->ndim; d++) {
            out(g, "[");
            expr(g, b->dims[d]);
            out(g, "]");
        }
        out(g, "; /* %s */\n", tl_scope_name(b->scope));
        if (!b->scratch) /* else its first use writes it all (sink_allocs.c) */
            line(g, "memset(%s, 0, sizeof %s);", n, n);
        return;
    }
    case TL_STMT_LET:
        indent(g);
        if (s->let.assign)
            out(g, "%s = ", cname(g, s->let.var->name));
        else
            out(g, "%s%s %s = ", s->let.var->kind == TL_VAR_MUT ? "" : "const ", val_type(s->let.var->dtype),
                cname(g, s->let.var->name));
        if (s->let.value->dtype == s->let.var->dtype)
            expr_top(g, s->let.value);
        else
            cast(g, s->let.var->dtype, s->let.value);
        out(g, ";\n");
        return;
    case TL_STMT_FOR: loop(g, s); return;
    case TL_STMT_WHILE:
        indent(g);
        out(g, "while (");
        expr_top(g, s->whiles.cond);
        out(g, ") {\n");
        g->ind++;
        block(g, &s->whiles.body);
        g->ind--;
        line(g, "}");
        return;
    case TL_STMT_PREFETCH: {
        /* the line of X[idx] into every level of the caches, for reading
         * (prefetch_tiles; not non-temporally: on Intel a line fetched so
         * that leaves L1 before its use is not in L2, and is read from
         * memory again); the address by integer arithmetic, which may
         * point past X's end */
        const tl_buffer *b = s->store.buf;
        indent(g);
        out(g, "__builtin_prefetch((const void *)((uintptr_t)%s + (uintptr_t)(", cname(g, b->name));
        global_offset(g, b, s->store.idx);
        out(g, ") * sizeof *%s), 0, 3);\n", cname(g, b->name));
        return;
    }
    case TL_STMT_BREAK: line(g, "break;"); return;
    case TL_STMT_CONTINUE: line(g, "continue;"); return;
    case TL_STMT_IF:
        indent(g);
        out(g, "if (");
        expr_top(g, s->ifs.cond);
        out(g, ")");
        out(g, " {\n");
        g->ind++;
        block(g, &s->ifs.then_body);
        g->ind--;
        if (s->ifs.has_else || s->ifs.else_body.n) {
            line(g, "} else {");
            g->ind++;
            block(g, &s->ifs.else_body);
            g->ind--;
        }
        line(g, "}");
        return;
    case TL_STMT_STORE: {
        indent(g);
        /* a nibble of a packed tensor: tl_nib_set keeps the other half */
        bool nib = s->store.buf->scope == TL_SCOPE_GLOBAL && tl_dtype_is_packed(s->store.buf->dtype);
        if (nib) {
            out(g, "tl_nib_set(%s, ", cname(g, s->store.buf->name));
            global_offset(g, s->store.buf, s->store.idx);
            out(g, ", (unsigned)(uint8_t)(");
        } else {
            element(g, s->store.buf, s->store.idx);
            out(g, " = ");
        }
        if (s->store.value->dtype != s->store.buf->dtype) {
            tl_expr *c = tl_ir_cast(g->a, s->store.buf->dtype, s->store.value, s->loc);
            if (!c) {
                g->oom = true;
                return;
            }
            to_mem(g, s->store.buf->dtype, c);
        } else {
            to_mem(g, s->store.buf->dtype, s->store.value);
        }
        out(g, "%s;\n", nib ? ") & 0xfu)" : "");
        return;
    }
    case TL_STMT_TILE:
        if (s->tile.op == TL_TILE_GEMM) {
            gemm(g, s);
            return;
        }
        {
            /* a tile op the passes kept (atomic_add into a global tensor, or
             * any when lower_tile_ops did not run): its element loops, under
             * the prelude's lock when it is atomic */
            tl_block lowered = {0};
            if (!tl_tx_lower_tile_op(g->a, g->k, s, &lowered)) {
                g->oom = true;
                return;
            }
            bool atomic = tl_tileop_is_atomic(s->tile.op);
            if (atomic)
                line(g, "tl_rt_lock();");
            block(g, &lowered);
            if (atomic)
                line(g, "tl_rt_unlock();");
        }
        return;
    case TL_STMT_BARRIER: line(g, "/* barrier(): one thread runs the block, in order */"); return;
    }
}

static void block(cg *g, const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++)
        stmt(g, b->items[i]);
    for (size_t i = 0; i < b->n; i++)
        if (b->items[i]->kind == TL_STMT_ALLOC && !b->items[i]->alloc.buf->view_of && on_heap(b->items[i]->alloc.buf))
            line(g, "free(%s);", cname(g, b->items[i]->alloc.buf->name));
}

/* ---- kernels --------------------------------------------------------------- */

static void kernel(cg *g, tl_kernel *k)
{
    const char *kn = k->name;
    int threads = 1;
    for (int d = 0; d < k->nthreads_dims; d++)
        threads *= k->threads[d];
    out(g, "\n/* kernel %s: %d block dim%s, %d threads per block (loops on the CPU) */\n", kn, k->ngrid,
        k->ngrid == 1 ? "" : "s", threads);
    out(g, "typedef struct tilec_args_%s {\n", kn);
    for (size_t i = 0; i < k->nparams; i++) {
        const tl_param *p = &k->params[i];
        if (p->is_tensor)
            out(g, "    %s *%s;\n", tl_dtype_c_type(p->buf->dtype), cname(g, p->name));
        else
            out(g, "    %s %s;\n", val_type(p->var->dtype), cname(g, p->name));
    }
    for (size_t i = 0; i < k->nshape_vars; i++)
        out(g, "    int32_t %s;\n", cname(g, k->shape_vars[i]->name));
    out(g, "    int64_t grid[3];\n} tilec_args_%s;\n\n", kn);

    out(g, "static void %s_block(const tilec_args_%s *tl_args", kn, kn);
    for (int d = 0; d < k->ngrid; d++)
        out(g, ", int32_t %s", cname(g, k->block_vars[d]->name));
    out(g, ")\n{\n");
    g->ind = 1;
    for (size_t i = 0; i < k->nparams; i++) {
        const tl_param *p = &k->params[i];
        const char *n = cname(g, p->name);
        if (p->is_tensor)
            line(g, "%s *const %s = tl_args->%s;", tl_dtype_c_type(p->buf->dtype), n, n);
        else
            line(g, "const %s %s = tl_args->%s;", val_type(p->var->dtype), n, n);
    }
    for (size_t i = 0; i < k->nshape_vars; i++) {
        const char *n = cname(g, k->shape_vars[i]->name);
        line(g, "const int32_t %s = tl_args->%s;", n, n);
    }
    /* names the body may not use are still declared: keep -Wunused quiet */
    for (size_t i = 0; i < k->nparams; i++)
        line(g, "(void)%s;", cname(g, k->params[i].name));
    for (size_t i = 0; i < k->nshape_vars; i++)
        line(g, "(void)%s;", cname(g, k->shape_vars[i]->name));
    for (int d = 0; d < k->ngrid; d++)
        line(g, "(void)%s;", cname(g, k->block_vars[d]->name));
    block(g, &k->body);
    g->ind = 0;
    out(g, "}\n\n");

    out(g, "static void %s_task(void *ctx, int64_t block)\n{\n", kn);
    out(g, "    const tilec_args_%s *tl_args = (const tilec_args_%s *)ctx;\n", kn, kn);
    out(g, "    %s_block(tl_args", kn);
    static const char *const idx[3] = {"block % tl_args->grid[0]", "block / tl_args->grid[0] % tl_args->grid[1]",
                                       "block / (tl_args->grid[0] * tl_args->grid[1])"};
    for (int d = 0; d < k->ngrid; d++) {
        tl_strbuf_puts(g->o, ", (int32_t)(");
        tl_strbuf_puts(g->o, idx[d]);
        tl_strbuf_puts(g->o, ")");
    }
    out(g, ");\n}\n\n");

    out(g, "int tilec_launch_%s(void *const *args, const int64_t *dims, const void *self)\n{\n", kn);
    out(g, "    int nworkers = self ? *(const int *)self : 0;\n");
    if (k->nshape_vars == 0)
        out(g, "    (void)dims;\n");
    out(g, "    tilec_args_%s a;\n", kn);
    g->ind = 1;
    for (size_t i = 0; i < k->nparams; i++) {
        const tl_param *p = &k->params[i];
        const char *n = cname(g, p->name);
        if (p->is_tensor) {
            line(g, "a.%s = (%s *)args[%zu];", n, tl_dtype_c_type(p->buf->dtype), i);
        } else {
            tl_dtype t = p->var->dtype;
            if (tl_dtype_is_small_float(t))
                line(g, "a.%s = tl_%s_to_f32(*(const %s *)args[%zu]);", n, tl_dtype_name(t), tl_dtype_c_type(t), i);
            else if (t == TL_DT_BOOL)
                line(g, "a.%s = *(const uint8_t *)args[%zu] != 0;", n, i);
            else
                line(g, "a.%s = *(const %s *)args[%zu];", n, tl_dtype_c_type(t), i);
        }
    }
    for (size_t i = 0; i < k->nshape_vars; i++)
        line(g, "a.%s = (int32_t)dims[%zu];", cname(g, k->shape_vars[i]->name), i);
    /* the grid reads shape dims and scalars by name */
    for (size_t i = 0; i < k->nshape_vars; i++) {
        const char *n = cname(g, k->shape_vars[i]->name);
        line(g, "const int32_t %s = a.%s;", n, n);
    }
    for (size_t i = 0; i < k->nparams; i++)
        if (!k->params[i].is_tensor) {
            const char *n = cname(g, k->params[i].name);
            line(g, "const %s %s = a.%s;", val_type(k->params[i].var->dtype), n, n);
        }
    for (size_t i = 0; i < k->nshape_vars; i++)
        line(g, "(void)%s;", cname(g, k->shape_vars[i]->name));
    for (size_t i = 0; i < k->nparams; i++)
        if (!k->params[i].is_tensor)
            line(g, "(void)%s;", cname(g, k->params[i].name));
    for (int d = 0; d < 3; d++) {
        indent(g);
        out(g, "a.grid[%d] = ", d);
        if (d < k->ngrid) {
            out(g, "(int64_t)");
            expr(g, k->grid[d]);
        } else {
            out(g, "1");
        }
        out(g, ";\n");
    }
    line(g, "if (a.grid[0] <= 0 || a.grid[1] <= 0 || a.grid[2] <= 0)");
    line(g, "    return 0;");
    line(g, "return tl_rt_run_blocks(a.grid[0] * a.grid[1] * a.grid[2], nworkers, %s_task, &a);", kn);
    g->ind = 0;
    out(g, "}\n");
}

static bool has_f32_gemm(const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_TILE && s->tile.op == TL_TILE_GEMM && s->tile.args[0].buf->dtype == TL_DT_F32 &&
            s->tile.args[2].buf->dtype == TL_DT_F32)
            return true;
        if (s->kind == TL_STMT_FOR && has_f32_gemm(&s->loop.body))
            return true;
        if (s->kind == TL_STMT_WHILE && has_f32_gemm(&s->whiles.body))
            return true;
        if (s->kind == TL_STMT_IF && (has_f32_gemm(&s->ifs.then_body) || has_f32_gemm(&s->ifs.else_body)))
            return true;
    }
    return false;
}

bool tl_c_codegen_source(struct tl_compilation *c, tl_error *err)
{
    cg g = {&c->device_source, c->arena, NULL, 0, false, false, NULL};
    c->device_source.len = 0;
    /* the source's name, with anything that could end the comment or the
     * line (a crafted file name) shown as '?' */
    char from[256];
    snprintf(from, sizeof from, "%s", c->path ? c->path : "<input>");
    for (char *p = from; *p; p++)
        if (!isalnum((unsigned char)*p) && !strchr("_.-/+<> ", *p))
            *p = '?';
    out(&g, "/* device code generated by tilec from %s for target c; do not edit */\n", from);
    out(&g, "#include \"%s\"\n", TL_CPU_PRELUDE_NAME);
    bool gemm = false;
    for (size_t i = 0; i < c->module->nkernels; i++)
        gemm |= has_f32_gemm(&c->module->kernels[i]->body);
    if (gemm)
        out(&g, "\n/* the prelude's gemm micro-kernel when it has one */\n"
                "#ifdef TL_RT_HAVE_GEMM_F32\n#define TL_GEMM_F32 tl_rt_gemm_f32\n#else\n"
                "#define TL_GEMM_F32 tl_rt_gemm_ref\n#endif\n");
    for (size_t i = 0; i < c->module->nkernels; i++) {
        g.k = c->module->kernels[i];
        kernel(&g, g.k);
    }
    if (g.oom || c->device_source.failed)
        return TL_TX_OOM(err);
    return true;
}

bool tl_c_codegen_compile(struct tl_compilation *c, tl_error *err)
{
    return tl_c_codegen_source(c, err);
}
