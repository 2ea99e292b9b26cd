/*
 * emit.c: the expression printer of the C-family device codegens (emit.h):
 * literals, names, operators, conversions, math and warp calls, loads and
 * the memory form of a stored value, in the interpreter's semantics; lets,
 * while, if and loop headers; spelled as the codegen's tl_cemit_lang says.
 *
 * Flow: called by the CUDA, HIP and Metal codegens as they write a kernel.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "cfamily/emit.h"
#include "transform/gpu.h"

void tl_cemit_out(tl_cemit *e, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    tl_strbuf_vprintf(e->o, fmt, ap);
    va_end(ap);
}

void tl_cemit_indent(tl_cemit *e)
{
    for (int i = 0; i < e->ind; i++)
        tl_strbuf_puts(e->o, "    ");
}

void tl_cemit_line(tl_cemit *e, const char *fmt, ...)
{
    tl_cemit_indent(e);
    va_list ap;
    va_start(ap, fmt);
    tl_strbuf_vprintf(e->o, fmt, ap);
    va_end(ap);
    tl_strbuf_puts(e->o, "\n");
}

void tl_cemit_unsupported(tl_cemit *e, const char *fmt, ...)
{
    if (e->unsupported[0])
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(e->unsupported, sizeof e->unsupported, fmt, ap);
    va_end(ap);
}

#define out tl_cemit_out
#define expr tl_cemit_expr
#define expr_top tl_cemit_expr_top

const char *tl_cemit_name(tl_cemit *e, const char *n)
{
    bool clash = false;
    for (int i = 0; !clash && e->lang->reserved_prefix[i]; i++)
        clash = strncmp(n, e->lang->reserved_prefix[i], strlen(e->lang->reserved_prefix[i])) == 0;
    for (int i = 0; !clash && e->lang->reserved[i]; i++)
        clash = strcmp(e->lang->reserved[i], n) == 0;
    if (!clash)
        return n;
    size_t len = strlen(n);
    char *s = tl_arena_alloc(e->a, len + 2);
    if (!s) {
        e->oom = true;
        return n;
    }
    memcpy(s, n, len);
    s[len] = '_';
    s[len + 1] = 0;
    return s;
}

/* ---- dtypes ---------------------------------------------------------------- */

/* A float narrower than f32 (f16, bf16, fp8, fp4): computed in float, rounded. */
static bool narrow(tl_dtype t) { return tl_dtype_is_small_float(t); }

static bool small_int(const tl_cemit *e, tl_dtype t)
{
    return t == TL_DT_I8 || t == TL_DT_I16 || t == TL_DT_U8 || t == TL_DT_U16 ||
           (e->lang->small_int_4b && (t == TL_DT_I4 || t == TL_DT_U4));
}

static const char *type(const tl_cemit *e, tl_dtype t) { return e->lang->type(t); }

/* An integer of 8 or 16 bits converted to a wider integer. */
static bool widened_narrow_int(const tl_expr *x)
{
    if (x->kind != TL_EXPR_CAST || x->cast.bits)
        return false;
    tl_dtype from = x->cast.a->dtype;
    return tl_dtype_is_int(from) && tl_dtype_bits(from) <= 16 && tl_dtype_bits(x->dtype) > tl_dtype_bits(from);
}

/* Writes what opens an arithmetic result of small integer dtype t computed
 * in int, before the operation in parentheses: a cast back to t, or the
 * language's i16_wrap, called on it. */
static void small_open(tl_cemit *e, tl_dtype t)
{
    if (t == TL_DT_I16 && e->lang->i16_wrap)
        out(e, "%s", e->lang->i16_wrap);
    else
        out(e, "(%s)", type(e, t));
}

const char *tl_cemit_val_type(const tl_cemit *e, tl_dtype t)
{
    return t == TL_DT_BOOL ? "bool" : narrow(t) ? "float" : type(e, t);
}

static const char *round_close(const tl_cemit *e, tl_dtype t)
{
    return e->lang->round_close ? e->lang->round_close(t) : ")";
}

static void float_lit(tl_cemit *e, tl_dtype t, double v)
{
    tl_value_c_float(e->o, e->lang->no_f64 && t == TL_DT_F64 ? TL_DT_F32 : t, v, &e->lang->lit);
}

/* ---- loads ----------------------------------------------------------------- */

void tl_cemit_flat_offset(tl_cemit *e, const tl_buffer *b, tl_expr *const *idx)
{
    for (int d = 1; d < b->ndim; d++)
        out(e, "(");
    out(e, "%s", e->lang->index_cast);
    expr(e, idx[0]);
    for (int d = 1; d < b->ndim; d++) {
        out(e, " * %s", e->lang->dim_cast);
        expr(e, b->dims[d]);
        out(e, " + ");
        expr_top(e, idx[d]);
        out(e, ")");
    }
}

void tl_cemit_load(tl_cemit *e, const tl_buffer *b, tl_expr *const *idx)
{
    if (e->lang->held && e->lang->held(e, b, true))
        return;
    if (b->scope == TL_SCOPE_GLOBAL && tl_dtype_is_packed(b->dtype)) {
        /* a nibble (the prelude's tl_4b_get) */
        const char *u8 = type(e, TL_DT_U8);
        if (b->dtype == TL_DT_F4E2M1)
            out(e, "tl_e2m1_2f((%s)", u8);
        else if (b->dtype == TL_DT_I4)
            out(e, "tl_4b_wrap_i4(%s", e->lang->long_cast);
        else
            out(e, "((%s)", u8);
        out(e, "(tl_4b_get(%s, ", tl_cemit_name(e, b->name));
        tl_cemit_flat_offset(e, b, idx);
        out(e, ")))");
        return;
    }
    if (narrow(b->dtype)) {
        out(e, "%s(", e->lang->small_dec(b->dtype));
        e->lang->element(e, b, idx);
        out(e, ")");
    } else if (b->dtype == TL_DT_BOOL) {
        out(e, "(");
        e->lang->element(e, b, idx);
        out(e, " != 0)");
    } else {
        e->lang->element(e, b, idx);
    }
}

/* ---- wrapping arithmetic ----------------------------------------------------- */

/* Index arithmetic of loop, block and shape variables and literals stays
 * plain signed (its values are bounded by the tensors' sizes), so the
 * compiler keeps its freedom there. */
static bool wraps_here(const tl_expr *x, const void *arg)
{
    const tl_cemit *e = arg;
    switch (x->kind) {
    case TL_EXPR_LOAD: return true;
    case TL_EXPR_VAR:
        if (x->var->kind == TL_VAR_PARAM)
            return true;
        if (x->var->kind != TL_VAR_LET && x->var->kind != TL_VAR_MUT)
            return false;
        return !e->data_var || x->var->id >= e->ndata_var || e->data_var[x->var->id];
    default: return false;
    }
}

bool tl_cemit_wraps(const tl_cemit *e, const tl_expr *x)
{
    return tl_ir_expr_any(x, wraps_here, e);
}

bool tl_cemit_mark_data_vars(tl_cemit *e, const tl_block *b)
{
    bool changed = false;
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_LET:
            if (s->let.var->id < e->ndata_var && !e->data_var[s->let.var->id] && tl_cemit_wraps(e, s->let.value))
                changed = e->data_var[s->let.var->id] = true;
            break;
        case TL_STMT_FOR: changed |= tl_cemit_mark_data_vars(e, &s->loop.body); break;
        case TL_STMT_WHILE: changed |= tl_cemit_mark_data_vars(e, &s->whiles.body); break;
        case TL_STMT_IF:
            changed |= tl_cemit_mark_data_vars(e, &s->ifs.then_body);
            changed |= tl_cemit_mark_data_vars(e, &s->ifs.else_body);
            break;
        default: break;
        }
    }
    return changed;
}

/* ---- operators ------------------------------------------------------------- */

/* a SYM b, in parentheses unless top */
static void infix(tl_cemit *e, const tl_expr *x, const char *lp, const char *rp)
{
    out(e, "%s", lp);
    expr(e, x->bin.a);
    out(e, " %s ", tl_binop_name(x->bin.op));
    expr(e, x->bin.b);
    out(e, "%s", rp);
}

/* fn(a, b) */
static void call2(tl_cemit *e, const char *fn, const tl_expr *a, const tl_expr *b)
{
    out(e, "%s(", fn);
    expr(e, a);
    out(e, ", ");
    expr(e, b);
    out(e, ")");
}

static void float_binary(tl_cemit *e, const tl_expr *x, const char *lp, const char *rp)
{
    tl_binop op = x->bin.op;
    tl_dtype t = x->bin.a->dtype;
    bool f64 = t == TL_DT_F64;
    if (op == TL_BIN_MOD) {
        out(e, "%s", narrow(t) ? e->lang->round_open(t) : "");
        call2(e, e->lang->fmod[f64], x->bin.a, x->bin.b);
        out(e, "%s", narrow(t) ? round_close(e, t) : "");
        return;
    }
    if (narrow(t)) {
        infix(e, x, e->lang->round_open(t), round_close(e, t));
        return;
    }
    const tl_expr *m = x->bin.b;
    if (op == TL_BIN_ADD && x->bin.fused && m->kind == TL_EXPR_BINARY && m->bin.op == TL_BIN_MUL) {
        /* lower_gemm_simt's accumulate: one fused multiply-add */
        out(e, "%s(", e->lang->fma[f64]);
        expr(e, m->bin.a);
        out(e, ", ");
        expr(e, m->bin.b);
        out(e, ", ");
        expr(e, x->bin.a);
        out(e, ")");
        return;
    }
    if (op == TL_BIN_MUL && e->lang->mul[f64]) {
        /* never contracted into an FMA with a neighbouring add (the
         * compiler would, and the interpreter rounds the product first) */
        call2(e, e->lang->mul[f64], x->bin.a, x->bin.b);
        return;
    }
    infix(e, x, lp, rp);
}

static void binary(tl_cemit *e, const tl_expr *x)
{
    tl_binop op = x->bin.op;
    tl_dtype t = x->bin.a->dtype;
    const tl_cemit_lang *l = e->lang;
    bool top = e->top;
    e->top = false;
    const char *lp = top ? "" : "(", *rp = top ? "" : ")";
    if (tl_binop_is_compare(op) || op == TL_BIN_AND || op == TL_BIN_OR || t == TL_DT_BOOL) {
        infix(e, x, lp, rp);
        return;
    }
    if (tl_dtype_is_float(t)) {
        float_binary(e, x, lp, rp);
        return;
    }
    if (op == TL_BIN_SHL || op == TL_BIN_SHR) {
        /* the prelude's helpers give a count outside [0, width) the
         * interpreter's meaning, never C's undefined one */
        bool sg = tl_dtype_is_signed(t);
        const char *fn = op == TL_BIN_SHL ? "tl_shl_u64" : sg ? "tl_shr_i64" : "tl_shr_u64";
        out(e, "(%s)%s((%s)", type(e, t), fn, op == TL_BIN_SHR && sg ? l->i64 : l->u64);
        expr(e, x->bin.a);
        out(e, ", (%s)", l->u64);
        expr(e, x->bin.b);
        out(e, ", %d)", tl_dtype_bits(t));
        return;
    }
    if (op == TL_BIN_CEILDIV) {
        out(e, "(%s)", type(e, t));
        call2(e, tl_dtype_is_signed(t) ? "tl_ceildiv_i64" : "tl_ceildiv_u64", x->bin.a, x->bin.b);
        return;
    }
    if ((op == TL_BIN_DIV || op == TL_BIN_MOD) && (t == TL_DT_I32 || t == TL_DT_I64)) {
        out(e, "tl_%s_%s(", op == TL_BIN_DIV ? "div" : "mod", t == TL_DT_I32 ? "i32" : "i64");
        expr_top(e, x->bin.a);
        out(e, ", ");
        expr_top(e, x->bin.b);
        out(e, ")");
        return;
    }
    if (op == TL_BIN_MUL && l->opaque_u32 && (t == TL_DT_I32 || t == TL_DT_U32) && widened_narrow_int(x->bin.a) &&
        widened_narrow_int(x->bin.b)) {
        /* NVVM forms dp2a/dp4a from sums of such products, and its dp2a
         * took a 16-bit half of a merged load of two byte pairs whole,
         * the neighbouring byte in its high half (tilesmith seed 52753):
         * one operand opaque, the product is a plain multiply */
        out(e, "(%s)((%s)", type(e, t), l->u32);
        expr(e, x->bin.a);
        out(e, " * %s((%s)", l->opaque_u32, l->u32);
        expr(e, x->bin.b);
        out(e, "))");
        return;
    }
    if ((op == TL_BIN_ADD || op == TL_BIN_SUB || op == TL_BIN_MUL) && (t == TL_DT_I32 || t == TL_DT_I64) &&
        (tl_cemit_wraps(e, x->bin.a) || tl_cemit_wraps(e, x->bin.b))) {
        /* signed overflow wraps in the interpreter and is undefined in C,
         * where compilers fold on it (tilesmith seed 961): values that come
         * from data are added in unsigned arithmetic */
        bool w = t == TL_DT_I64;
        const char *u = w ? l->u64 : l->u32;
        out(e, "(%s)((%s)", w ? l->i64 : l->i32, u);
        expr(e, x->bin.a);
        out(e, " %s (%s)", tl_binop_name(op), u);
        expr(e, x->bin.b);
        out(e, ")");
        return;
    }
    if (small_int(e, t)) {
        small_open(e, t);
        lp = "(";
        rp = ")";
    }
    infix(e, x, lp, rp);
}

static void unary(tl_cemit *e, const tl_expr *x)
{
    tl_dtype t = x->dtype;
    if (x->un.op == TL_UN_NOT) {
        out(e, "(!");
    } else if (x->un.op == TL_UN_BNOT) {
        out(e, "(%s)(~", type(e, t));
    } else if (t == TL_DT_I32 || t == TL_DT_I64) {
        /* -MIN wraps to MIN in the interpreter; in C it is undefined, and
         * compilers fold `c >= -x` to `x >= -c` as if it could not overflow
         * (tilesmith seed 961): negate unsigned, convert back */
        bool w = t == TL_DT_I64;
        out(e, "(%s)(%s - (%s)", w ? e->lang->i64 : e->lang->i32, w ? e->lang->u64_zero : "0u",
            w ? e->lang->u64 : e->lang->u32);
    } else {
        if (small_int(e, t))
            small_open(e, t);
        out(e, "(-");
    }
    expr(e, x->un.a);
    out(e, ")");
}

/* ---- conversions ------------------------------------------------------------ */

/* bitcast(x, to) as CUDA and HIP write it: a float's bits are its memory
 * encoding (narrow floats are floats in expressions, exact in their dtype,
 * bit patterns in memory), an integer's are itself. */
static void bitcast(tl_cemit *e, tl_dtype to, const tl_expr *x)
{
    tl_dtype from = x->dtype;
    if (narrow(to))
        out(e, "%s((%s)", e->lang->small_dec(to), type(e, to));
    else if (to == TL_DT_F32)
        out(e, "__uint_as_float((%s)", e->lang->u32);
    else if (to == TL_DT_F64)
        out(e, "__longlong_as_double(%s", e->lang->long_cast);
    else if (tl_dtype_is_packed(to))
        out(e, "tl_4b_wrap_%s(%s", tl_dtype_name(to), e->lang->long_cast);
    else
        out(e, "(%s)(", type(e, to));
    const char *fn = narrow(from) ? e->lang->small_enc(from)
                   : from == TL_DT_F32 ? "__float_as_uint" : from == TL_DT_F64 ? "__double_as_longlong" : NULL;
    if (fn) {
        out(e, "%s(", fn);
        expr_top(e, x);
        out(e, ")");
    } else {
        expr(e, x);
    }
    out(e, ")");
}

void tl_cemit_cast(tl_cemit *e, tl_dtype to, const tl_expr *x)
{
    tl_dtype from = x->dtype;
    if (from == to) {
        expr(e, x);
        return;
    }
    if (to == TL_DT_BOOL) {
        out(e, "(");
        expr(e, x);
        out(e, " != 0)");
        return;
    }
    bool ff = tl_dtype_is_float(from), tf = tl_dtype_is_float(to);
    if (tf) {
        if (narrow(to) && e->lang->no_f64) {
            out(e, "%s(float)(", e->lang->round_open(to));
            expr(e, x);
            out(e, ")%s", round_close(e, to));
            return;
        }
        if (narrow(to)) {
            /* from a float (f16, bf16, f32) value: one rounding from float;
             * from f64 or an integer: one rounding from double */
            bool fromf = ff && from != TL_DT_F64;
            out(e, "tl_%sr%s(", tl_dtype_name(to), fromf ? "" : "_d");
            if (!fromf)
                out(e, "(double)");
            expr(e, x);
            out(e, ")");
            return;
        }
        bool wide = !ff && tl_dtype_bits(from) == 64 && !e->lang->no_f64; /* through double, as the interpreter */
        out(e, "(%s)%s", type(e, to), wide && to == TL_DT_F32 ? "(double)" : "");
        expr(e, x);
        return;
    }
    if (ff) {
        out(e, "tl_%sftoi_%s(", tl_dtype_is_packed(to) ? "4b_" : "", tl_dtype_name(to));
        expr(e, x);
        out(e, ")");
        return;
    }
    if (tl_dtype_is_packed(to)) { /* the low 4 bits */
        out(e, "tl_4b_wrap_%s(%s", tl_dtype_name(to), e->lang->long_cast);
        expr(e, x);
        out(e, ")");
        return;
    }
    out(e, "(%s)", type(e, to));
    expr(e, x);
}

/* ---- calls --------------------------------------------------------------------- */

/* A warp operation as CUDA and HIP write it (their preludes' tl_shfl_* and
 * tl_warp_*); narrow floats are floats here. */
static void warp_call(tl_cemit *e, const tl_expr *x)
{
    tl_dtype t = x->call.args[0]->dtype;
    tl_mathfn fn = x->call.fn;
    const char *vt = tl_cemit_val_type(e, t);
    if (fn == TL_FN_WARP_ANY || fn == TL_FN_WARP_ALL) {
        out(e, e->lang->vote_open, fn == TL_FN_WARP_ANY ? "any" : "all");
        expr(e, x->call.args[0]);
        out(e, "%s", e->lang->vote_close);
        return;
    }
    if (x->call.nargs == 2) {
        static const char *const shfl[TL_FN_COUNT] = {[TL_FN_SHFL_XOR] = "xor", [TL_FN_SHFL_DOWN] = "down",
                                                      [TL_FN_SHFL_UP] = "up", [TL_FN_SHFL_IDX] = "idx"};
        out(e, "tl_shfl_%s<%s>(", shfl[fn], vt);
        expr(e, x->call.args[0]);
        out(e, ", ");
        expr(e, x->call.args[1]);
        out(e, ")");
        return;
    }
    const char *op = fn == TL_FN_WARP_SUM ? "sum" : fn == TL_FN_WARP_MAX ? "max" : "min";
    if (tl_dtype_is_float(t))
        out(e, "tl_warp_%s_%s(", op, narrow(t) && fn != TL_FN_WARP_SUM ? "f32" : tl_dtype_name(t));
    else
        out(e, "tl_warp_%s<%s>(", op, vt);
    expr(e, x->call.args[0]);
    out(e, ")");
}

static void args(tl_cemit *e, const tl_expr *x)
{
    for (int i = 0; i < x->call.nargs; i++) {
        if (i)
            out(e, ", ");
        expr(e, x->call.args[i]);
    }
}

/* A float math function: sin, cos, erf and sigmoid in double, rounded once
 * to the dtype, as the interpreter computes them (the languages' f32 ones
 * are within 2 ulp of f32, the double ones within 2 ulp of f64, so the
 * rounded result keeps the 1-ulp bound docs/language.md promises); the
 * others of f32 and the narrow floats in single precision (the narrow ones
 * then rounded), f64 in double. */
static void float_call(tl_cemit *e, const tl_expr *x)
{
    tl_dtype t = x->call.args[0]->dtype;
    tl_mathfn fn = x->call.fn;
    if (fn == TL_FN_SIN || fn == TL_FN_COS || fn == TL_FN_ERF || fn == TL_FN_SIGMOID) {
        if (narrow(t))
            out(e, "tl_%sr_d(", tl_dtype_name(t));
        else if (t == TL_DT_F32)
            out(e, "(float)(");
        else
            out(e, "(");
        if (fn == TL_FN_SIGMOID)
            out(e, "1.0 / (1.0 + %s(-(double)", e->lang->exp_double);
        else
            out(e, "%s((double)", e->lang->math_in_double[fn]);
        expr(e, x->call.args[0]);
        out(e, fn == TL_FN_SIGMOID ? ")))" : "))");
        return;
    }
    if (narrow(t))
        out(e, "%s", e->lang->round_open(t));
    out(e, "(%s(", t == TL_DT_F64 ? e->lang->math_double[fn] : e->lang->math[fn]);
    args(e, x);
    out(e, "))");
    if (narrow(t))
        out(e, "%s", round_close(e, t));
}

static void call(tl_cemit *e, const tl_expr *x)
{
    tl_dtype t = x->call.args[0]->dtype;
    tl_mathfn fn = x->call.fn;
    if (tl_mathfn_is_warp(fn)) {
        (e->lang->warp_call ? e->lang->warp_call : warp_call)(e, x);
        return;
    }
    if (tl_dtype_is_float(t)) {
        (e->lang->float_call ? e->lang->float_call : float_call)(e, x);
        return;
    }
    bool u = !tl_dtype_is_signed(t);
    if (fn == TL_FN_ABS) {
        if (u) {
            expr(e, x->call.args[0]);
            return;
        }
        if (t == TL_DT_I16 && e->lang->i16_wrap) {
            /* abs(-32768) wraps: kept from NVVM's abs.s16 as negation is
             * kept from its neg.s16 (tl_wrap_i16) */
            out(e, "%s((%s)tl_abs_i64(", e->lang->i16_wrap, e->lang->i32);
            args(e, x);
            out(e, "))");
            return;
        }
        out(e, "(%s)tl_abs_i64(", type(e, t));
    } else {
        out(e, "(%s)tl_%s_%s(", type(e, t), fn == TL_FN_MIN ? "min" : "max", u ? "u64" : "i64");
    }
    args(e, x);
    out(e, ")");
}

/* ---- expressions ----------------------------------------------------------------- */

void tl_cemit_expr_top(tl_cemit *e, const tl_expr *x)
{
    e->top = x->kind == TL_EXPR_BINARY;
    expr(e, x);
    e->top = false;
}

void tl_cemit_expr(tl_cemit *e, const tl_expr *x)
{
    if (x->kind != TL_EXPR_BINARY)
        e->top = false;
    for (int i = 0; i < 2; i++)
        if (e->sub_from[i] == x) {
            out(e, "%s", e->sub_to[i]);
            return;
        }
    if (e->lang->check)
        e->lang->check(e, x);
    switch (x->kind) {
    case TL_EXPR_INT:
        if (tl_dtype_is_float(x->dtype))
            float_lit(e, x->dtype, (double)x->i);
        else
            tl_value_c_int(e->o, x->dtype, x->i, &e->lang->lit);
        return;
    case TL_EXPR_FLOAT:
        if (tl_dtype_is_float(x->dtype)) {
            float_lit(e, x->dtype, x->f);
        } else {
            out(e, "tl_ftoi_%s(", tl_dtype_name(x->dtype));
            float_lit(e, TL_DT_F64, x->f);
            out(e, ")");
        }
        return;
    case TL_EXPR_VAR: out(e, "%s", x->var->id < 0 ? x->var->name : tl_cemit_name(e, x->var->name)); return;
    case TL_EXPR_BINARY: binary(e, x); return;
    case TL_EXPR_UNARY: unary(e, x); return;
    case TL_EXPR_SELECT:
        out(e, "(");
        expr(e, x->sel.cond);
        out(e, " ? ");
        expr(e, x->sel.a);
        out(e, " : ");
        expr(e, x->sel.b);
        out(e, ")");
        return;
    case TL_EXPR_CAST:
        if (!x->cast.bits)
            tl_cemit_cast(e, x->dtype, x->cast.a);
        else
            (e->lang->bitcast ? e->lang->bitcast : bitcast)(e, x->dtype, x->cast.a);
        return;
    case TL_EXPR_CALL: call(e, x); return;
    case TL_EXPR_LOAD: tl_cemit_load(e, x->load.buf, x->load.idx); return;
    }
}

/* The encoder of a narrow float of dtype t stored into dst (NULL: not a
 * store's value). */
static const char *encoder(tl_cemit *e, const tl_buffer *dst, tl_dtype t)
{
    const char *fn = dst && e->lang->store_enc ? e->lang->store_enc(e, dst, t) : NULL;
    return fn ? fn : e->lang->small_enc(t);
}

/* tl_cemit_to_mem of a value stored into dst (NULL: none). */
static void to_mem(tl_cemit *e, const tl_buffer *dst, tl_dtype t, const tl_expr *value)
{
    if (e->lang->to_mem) {
        e->lang->to_mem(e, t, value);
        return;
    }
    bool load = value->kind == TL_EXPR_LOAD;
    for (int i = 0; i < 2; i++)
        if (load && e->sub_from[i] == value && value->load.buf->dtype == t) {
            out(e, "%s", e->sub_to[i]);
            return;
        }
    if (load && value->load.buf->dtype == t && t != TL_DT_BOOL && !(e->lang->held && e->lang->held(e, value->load.buf, false)) &&
        !(value->load.buf->scope == TL_SCOPE_GLOBAL && tl_dtype_is_packed(t))) {
        /* moved as it is in memory (a narrow float need not round-trip) */
        e->lang->element(e, value->load.buf, value->load.idx);
        return;
    }
    if (narrow(t)) {
        out(e, "%s(", encoder(e, dst, t));
        expr_top(e, value);
        out(e, ")");
    } else if (t == TL_DT_BOOL) {
        out(e, "(%s)", type(e, TL_DT_U8));
        expr(e, value);
    } else {
        expr_top(e, value);
    }
}

void tl_cemit_to_mem(tl_cemit *e, tl_dtype t, const tl_expr *value)
{
    to_mem(e, NULL, t, value);
}

void tl_cemit_store_value(tl_cemit *e, const tl_buffer *dst, const tl_expr *value)
{
    tl_dtype t = dst->dtype;
    /* encode(decode(encode(x))) is encode(x), NaN included: a float cast
     * to f16 or bf16 stored anywhere (an accumulator's epilogue, flash
     * attention's P in registers) is rounded by the encoder alone. */
    if (e->lang->encode_once && (t == TL_DT_F16 || t == TL_DT_BF16) &&
        value->kind == TL_EXPR_CAST && !value->cast.bits && value->dtype == t && tl_dtype_is_float(value->cast.a->dtype) &&
        value->cast.a->dtype != TL_DT_F64 && !e->lang->to_mem) {
        out(e, "%s(", encoder(e, dst, t));
        expr_top(e, value->cast.a);
        out(e, ")");
        return;
    }
    to_mem(e, dst, t, value);
}

/* ---- statements ----------------------------------------------------------------- */

int64_t tl_cemit_dim(const tl_buffer *b, int d)
{
    int64_t v = 1;
    if (d < b->ndim)
        tl_ir_is_const_int(b->dims[d], &v);
    return v;
}

int64_t tl_cemit_elems(const tl_buffer *b)
{
    int64_t n = 1;
    for (int d = 0; d < b->ndim; d++) {
        int64_t v = 0;
        tl_ir_is_const_int(b->dims[d], &v);
        n *= v;
    }
    return n;
}

bool tl_cemit_is_var(const tl_expr *x, const tl_var *v) { return x && x->kind == TL_EXPR_VAR && x->var == v; }

bool tl_cemit_is_zero(const tl_expr *x)
{
    int64_t z;
    return !x || (tl_ir_is_const_int(x, &z) && z == 0);
}

void tl_cemit_loop_header(tl_cemit *e, const tl_var *v, const tl_expr *begin, const tl_expr *end)
{
    const char *n = tl_cemit_name(e, v->name);
    tl_cemit_indent(e);
    out(e, "for (%s %s = ", e->lang->i32, n);
    if (begin)
        expr(e, begin);
    else
        out(e, "0");
    if (tl_ir_expr_has_load(end)) {
        /* the bound is read once, as the interpreter does */
        out(e, ", %s_end = ", n);
        expr(e, end);
        out(e, "; %s < %s_end; %s++) {\n", n, n, n);
    } else {
        out(e, "; %s < ", n);
        expr(e, end);
        out(e, "; %s++) {\n", n);
    }
}

void tl_cemit_loop_vars(tl_cemit *e, const tl_stmt *s, const char *from, bool inner, const char *lane)
{
    int n = s->loop.nvars;
    for (int d = 0; d < n; d++) {
        if ((d == n - 1) != inner)
            continue;
        tl_cemit_indent(e);
        out(e, "const %s %s = (%s)(%s", e->lang->i32, tl_cemit_name(e, s->loop.vars[d]->name), e->lang->i32, from);
        for (int i = d + 1; i < n; i++) {
            out(e, " / ");
            expr(e, s->loop.end[i]);
        }
        if (d > 0) {
            out(e, " %% ");
            expr(e, s->loop.end[d]);
        }
        out(e, ")%s%s;\n", lane ? " + " : "", lane ? lane : "");
    }
}

void tl_cemit_let(tl_cemit *e, const tl_stmt *s)
{
    const tl_var *v = s->let.var;
    tl_cemit_indent(e);
    if (s->let.assign)
        out(e, "%s = ", tl_cemit_name(e, v->name));
    else
        out(e, "%s%s %s = ", v->kind == TL_VAR_MUT ? "" : "const ", tl_cemit_val_type(e, v->dtype), tl_cemit_name(e, v->name));
    if (s->let.value->dtype == v->dtype)
        expr_top(e, s->let.value);
    else
        tl_cemit_cast(e, v->dtype, s->let.value);
    out(e, ";\n");
}

/* `HEAD (cond) {`, body, and the closing brace where close */
static void braced(tl_cemit *e, const char *head, const tl_expr *cond, const tl_block *body, bool close)
{
    tl_cemit_indent(e);
    out(e, "%s (", head);
    expr_top(e, cond);
    out(e, ") {\n");
    e->ind++;
    e->lang->block(e, body);
    e->ind--;
    if (close)
        tl_cemit_line(e, "}");
}

void tl_cemit_control(tl_cemit *e, const tl_stmt *s)
{
    switch (s->kind) {
    case TL_STMT_WHILE:
        /* per thread inside a parallel loop; outside one, its condition is
         * uniform where a barrier is in its body (thread_sync checked) */
        braced(e, "while", s->whiles.cond, &s->whiles.body, true);
        return;
    case TL_STMT_BREAK: tl_cemit_line(e, "break;"); return;
    case TL_STMT_CONTINUE: tl_cemit_line(e, "continue;"); return;
    case TL_STMT_IF:
        braced(e, "if", s->ifs.cond, &s->ifs.then_body, false);
        if (s->ifs.has_else || s->ifs.else_body.n) {
            tl_cemit_line(e, "} else {");
            e->ind++;
            e->lang->block(e, &s->ifs.else_body);
            e->ind--;
        }
        tl_cemit_line(e, "}");
        return;
    default: return;
    }
}

/* An atomic add (op 0), max (1) or min (2) into an 8- or 16-bit integer
 * element: a compare-and-swap loop on its 32-bit word (the prelude). */
static void atomic_narrow(tl_cemit *e, const tl_buffer *b, const tl_stmt *s, const tl_expr *src, int op)
{
    const char *t = tl_cemit_val_type(e, b->dtype);
    out(e, "tl_atomic_narrow<%s>(&", t);
    e->lang->element(e, b, s->store.idx);
    out(e, ", (%s)(", t);
    expr_top(e, src);
    out(e, "), %d);\n", op);
}

/* HELPER(&b[idx], src TAIL); */
static void atomic_call(tl_cemit *e, const char *helper, const tl_stmt *s, const tl_expr *src, const char *tail)
{
    out(e, "%s(&", helper);
    e->lang->element(e, s->store.buf, s->store.idx);
    out(e, ", ");
    expr_top(e, src);
    out(e, "%s);\n", tail);
}

void tl_cemit_store(tl_cemit *e, const tl_stmt *s, const tl_expr *v)
{
    const tl_buffer *b = s->store.buf;
    /* outside parallel loops, memory every thread sees is written once */
    bool once = !e->par && b->scope != TL_SCOPE_LOCAL;
    if (once) {
        tl_cemit_line(e, "if (tl_tid == 0) {");
        e->ind++;
    }
    tl_cemit_indent(e);
    const char *bf16 = b->dtype == TL_DT_BF16 ? ", true" : ", false";
    if (e->atomic && b->scope == TL_SCOPE_GLOBAL && v->kind == TL_EXPR_CALL &&
        (v->call.fn == TL_FN_MAX || v->call.fn == TL_FN_MIN) && v->call.args[0]->kind == TL_EXPR_LOAD &&
        v->call.args[0]->load.buf == b) {
        /* atomic_max, atomic_min: dst = max(dst, src) (lower_tile_ops) */
        bool mx = v->call.fn == TL_FN_MAX;
        const char *mm = mx ? "max" : "min";
        if (b->dtype == TL_DT_BOOL) {
            tl_cemit_unsupported(e, "atomic_%s into bool tensor '%s'", mm, b->name);
        } else if (tl_dtype_bits(b->dtype) == 8 && !small_int(e, b->dtype)) {
            tl_cemit_unsupported(e, "atomic_%s into %s tensor '%s' (%s)", mm, tl_dtype_name(b->dtype), b->name,
                                 e->lang->no_atomic8_mm);
        } else if (small_int(e, b->dtype)) {
            atomic_narrow(e, b, s, v->call.args[1], mx ? 1 : 2);
        } else if (narrow(b->dtype)) {
            char tail[32];
            snprintf(tail, sizeof tail, "%s, %s", bf16, mx ? "true" : "false");
            atomic_call(e, "tl_atomic_mm16", s, v->call.args[1], tail);
        } else if (tl_dtype_is_float(b->dtype)) {
            atomic_call(e, "tl_atomic_mm", s, v->call.args[1], mx ? ", true" : ", false");
        } else {
            atomic_call(e, mx ? "tl_atomic_max" : "tl_atomic_min", s, v->call.args[1], "");
        }
    } else if (e->atomic && b->scope == TL_SCOPE_GLOBAL && v->kind == TL_EXPR_BINARY && v->bin.op == TL_BIN_ADD &&
               v->bin.a->kind == TL_EXPR_LOAD && v->bin.a->load.buf == b) {
        if (tl_dtype_bits(b->dtype) == 8 && tl_dtype_is_float(b->dtype)) {
            tl_cemit_unsupported(e, "atomic_add into %s tensor '%s' (%s)", tl_dtype_name(b->dtype), b->name,
                                 e->lang->no_atomic8_add);
        } else if (narrow(b->dtype)) {
            atomic_call(e, "tl_atomic_add16", s, v->bin.b, bf16);
        } else if (b->dtype == TL_DT_BOOL) {
            tl_cemit_unsupported(e, "atomic_add into bool tensor '%s'", b->name);
        } else if (small_int(e, b->dtype)) {
            atomic_narrow(e, b, s, v->bin.b, 0);
        } else {
            atomic_call(e, "tl_atomic_add", s, v->bin.b, "");
        }
    } else if (b->scope == TL_SCOPE_GLOBAL && tl_dtype_is_packed(b->dtype)) {
        /* a nibble: tl_4b_set keeps the other half of its byte */
        out(e, "tl_4b_set(%s, ", tl_cemit_name(e, b->name));
        tl_cemit_flat_offset(e, b, s->store.idx);
        out(e, ", (unsigned)(uint8_t)(");
        tl_cemit_store_value(e, b, v);
        out(e, ") & 0xfu);\n");
    } else {
        e->lang->element(e, b, s->store.idx);
        out(e, " = ");
        tl_cemit_store_value(e, b, v);
        out(e, ";\n");
    }
    if (once) {
        e->ind--;
        tl_cemit_line(e, "}");
    }
}

bool tl_cemit_combine_match(const tl_stmt *s, const int64_t *smem_off, bool (*dst_ok)(const tl_buffer *), tl_cemit_combine *c)
{
    tl_gpu_combine_nest n;
    if (!tl_gpu_combine_nest_of(s, &n))
        return false;
    int64_t rows = n.rows, groups = n.groups;
    const tl_var *vi = n.vi, *vr = n.vr;
    const tl_stmt *init = n.init, *up = n.up;
    const tl_buffer *dst = up->store.buf;
    const tl_expr *v = up->store.value;
    if (dst->ndim != 1 || dst->scope == TL_SCOPE_LOCAL ||
        (dst->scope == TL_SCOPE_FRAGMENT && smem_off[dst->id] < 0 && !(dst_ok && dst_ok(dst))) ||
        !tl_cemit_is_var(up->store.idx[0], vi) || v->dtype != dst->dtype || dst->dtype == TL_DT_BOOL)
        return false;
    const tl_expr *x, *y;
    if (tl_gpu_combine_op(v, &x, &y) < 0)
        return false;
    if (x->kind != TL_EXPR_LOAD || x->load.buf != dst || !tl_cemit_is_var(x->load.idx[0], vi) || y->kind != TL_EXPR_LOAD)
        return false;
    const tl_buffer *p = y->load.buf;
    int64_t pr, pg;
    if (p->ndim != 2 || p->dtype != dst->dtype || p == dst || !tl_cemit_is_var(y->load.idx[0], vi) || !tl_cemit_is_var(y->load.idx[1], vr) ||
        !(p->scope == TL_SCOPE_SHARED || (p->scope == TL_SCOPE_FRAGMENT && smem_off[p->id] >= 0)) ||
        !tl_ir_is_const_int(p->dims[0], &pr) || !tl_ir_is_const_int(p->dims[1], &pg) || pr != rows || pg != groups)
        return false;
    /* the init, if any, writes dst[i] from what is not P */
    if (init && (init->kind != TL_STMT_STORE || init->store.buf != dst || !tl_cemit_is_var(init->store.idx[0], vi) ||
                 tl_ir_expr_has_load(init->store.value)))
        return false;
    *c = (tl_cemit_combine){rows, groups, vi, init, up, dst, p, x, y};
    return true;
}
