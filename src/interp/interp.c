/*
 * interp.c: the reference interpreter of the tile IR (see interp.h for the
 * semantics it defines). A tree walk: expressions evaluate to a tl_ival (an
 * integer or a double, read by the expression's dtype), statements run in
 * order, tile ops loop over whole tiles. Evaluation errors longjmp back to
 * tl_interp_run_kernel, which frees the block's buffers and returns false.
 *
 * Flow: tl_lang_compile -> verified tile IR -> here; nothing is lowered.
 */
#include "interp/interp.h"

#include <float.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir/shape.h"
#include "ir/value.h"

/* ---- values ------------------------------------------------------------ */

typedef union tl_ival {
    int64_t i; /* ints and bool, normalized to their width (u64: the bits) */
    double f;  /* floats */
} tl_ival;

/* Float to int: truncate, saturate, NaN -> 0. */
static int64_t float_to_int(tl_dtype t, double x)
{
    if (t == TL_DT_BOOL)
        return x != 0;
    if (isnan(x))
        return 0;
    x = trunc(x);
    int bits = tl_dtype_bits(t);
    if (tl_dtype_is_signed(t)) {
        double hi = ldexp(1.0, bits - 1);
        if (x >= hi)
            return bits == 64 ? INT64_MAX : (int64_t)hi - 1;
        if (x <= -hi)
            return bits == 64 ? INT64_MIN : -(int64_t)hi;
        return (int64_t)x;
    }
    if (x <= 0)
        return 0;
    if (x >= ldexp(1.0, bits))
        return bits == 64 ? (int64_t)UINT64_MAX : (int64_t)((UINT64_C(1) << bits) - 1);
    return (int64_t)(uint64_t)x;
}

static double int_to_double(tl_dtype t, int64_t v)
{
    return t == TL_DT_U64 ? (double)(uint64_t)v : (double)v;
}

double tl_interp_get(tl_dtype t, const void *data, size_t i)
{
    switch (t) {
    case TL_DT_BOOL: return ((const uint8_t *)data)[i] != 0;
    case TL_DT_I8: return ((const int8_t *)data)[i];
    case TL_DT_I16: return ((const int16_t *)data)[i];
    case TL_DT_I32: return ((const int32_t *)data)[i];
    case TL_DT_I64: return (double)((const int64_t *)data)[i];
    case TL_DT_U8: return ((const uint8_t *)data)[i];
    case TL_DT_U16: return ((const uint16_t *)data)[i];
    case TL_DT_U32: return ((const uint32_t *)data)[i];
    case TL_DT_U64: return (double)((const uint64_t *)data)[i];
    case TL_DT_F16: return tl_value_f16_to_double(((const uint16_t *)data)[i]);
    case TL_DT_BF16: return tl_value_bf16_to_double(((const uint16_t *)data)[i]);
    case TL_DT_F32: return ((const float *)data)[i];
    case TL_DT_F64: return ((const double *)data)[i];
    case TL_DT_F8E4M3: return tl_value_f8e4m3_to_double(((const uint8_t *)data)[i]);
    case TL_DT_F8E5M2: return tl_value_f8e5m2_to_double(((const uint8_t *)data)[i]);
    case TL_DT_E8M0: return tl_value_e8m0_to_double(((const uint8_t *)data)[i]);
    case TL_DT_I4:
    case TL_DT_U4:
    case TL_DT_F4E2M1: {
        /* packed: element i in byte i / 2, the low nibble when i is even */
        uint8_t nib = (uint8_t)(((const uint8_t *)data)[i / 2] >> (i % 2 * 4)) & 0xf;
        if (t == TL_DT_F4E2M1)
            return tl_value_f4e2m1_to_double(nib);
        return (double)tl_value_wrap_int(t, nib);
    }
    default: return 0;
    }
}

/* Element i of global data as a value of dtype t. */
static tl_ival global_read(tl_dtype t, const void *data, size_t i)
{
    tl_ival v;
    switch (t) {
    case TL_DT_I64:
    case TL_DT_U64: v.i = ((const int64_t *)data)[i]; break;
    default:
        if (tl_dtype_is_float(t))
            v.f = tl_interp_get(t, data, i);
        else
            v.i = (int64_t)tl_interp_get(t, data, i);
    }
    return v;
}

/* Writes v (a value of dtype t, possibly an unrounded double) as element i. */
static void global_write(tl_dtype t, void *data, size_t i, tl_ival v)
{
    switch (t) {
    case TL_DT_BOOL: ((uint8_t *)data)[i] = v.i != 0; break;
    case TL_DT_I8: ((int8_t *)data)[i] = (int8_t)v.i; break;
    case TL_DT_I16: ((int16_t *)data)[i] = (int16_t)v.i; break;
    case TL_DT_I32: ((int32_t *)data)[i] = (int32_t)v.i; break;
    case TL_DT_I64: ((int64_t *)data)[i] = v.i; break;
    case TL_DT_U8: ((uint8_t *)data)[i] = (uint8_t)v.i; break;
    case TL_DT_U16: ((uint16_t *)data)[i] = (uint16_t)v.i; break;
    case TL_DT_U32: ((uint32_t *)data)[i] = (uint32_t)v.i; break;
    case TL_DT_U64: ((int64_t *)data)[i] = v.i; break;
    case TL_DT_F16: ((uint16_t *)data)[i] = tl_value_f16_from_double(v.f); break;
    case TL_DT_BF16: ((uint16_t *)data)[i] = tl_value_bf16_from_double(v.f); break;
    case TL_DT_F32: ((float *)data)[i] = (float)tl_value_round(TL_DT_F32, v.f); break;
    case TL_DT_F64: ((double *)data)[i] = v.f; break;
    case TL_DT_F8E4M3: ((uint8_t *)data)[i] = tl_value_f8e4m3_from_double(v.f); break;
    case TL_DT_F8E5M2: ((uint8_t *)data)[i] = tl_value_f8e5m2_from_double(v.f); break;
    case TL_DT_E8M0: ((uint8_t *)data)[i] = tl_value_e8m0_from_double(v.f); break;
    case TL_DT_I4:
    case TL_DT_U4:
    case TL_DT_F4E2M1: {
        /* the other nibble of the byte is kept */
        unsigned nib = t == TL_DT_F4E2M1 ? tl_value_f4e2m1_from_double(v.f) : (unsigned)v.i & 0xf;
        uint8_t *b = (uint8_t *)data + i / 2;
        unsigned sh = (unsigned)(i % 2 * 4);
        *b = (uint8_t)((*b & ~(0xfu << sh)) | nib << sh);
        break;
    }
    default: break;
    }
}

void tl_interp_set(tl_dtype t, void *data, size_t i, double v)
{
    tl_ival x;
    if (tl_dtype_is_float(t))
        x.f = v;
    else
        x.i = float_to_int(t, v);
    global_write(t, data, i, x);
}

/* ---- the machine ------------------------------------------------------- */

typedef struct tl_bufstate {
    const tl_buffer *buf;
    int ndim;
    int64_t dims[TL_IR_MAX_DIMS];
    size_t n;
    tl_ival *mem; /* on-chip buffers */
    bool view;    /* mem is another buffer's (tl_buffer.view_of) */
    void *gdata;  /* global tensors */
} tl_bufstate;

typedef struct tl_interp {
    const tl_kernel *k;
    bool f64;
    char *warning; /* the first out-of-range global access, when asked */
    size_t warning_cap;
    bool warned;
    tl_ival *vars;
    tl_bufstate *bufs;
    int jump; /* a break (JUMP_BREAK) or continue (JUMP_CONTINUE) on its way to its loop */
    /* a threads region (run_region): every thread's variables, the thread
     * now running, and the warp operations of the statement now running,
     * each with its result in every thread */
    tl_ival *tvars, *vars_block;
    int64_t tid;
    const tl_expr *warp_expr[64];
    tl_ival *warp_val[64];
    int nwarp;
    char *err;
    size_t errcap;
    jmp_buf fail;
} tl_interp;

static void fail(tl_interp *in, tl_srcloc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4), noreturn));

static void fail(tl_interp *in, tl_srcloc loc, const char *fmt, ...)
{
    if (in->errcap) {
        int n = snprintf(in->err, in->errcap, "%s:%d:%d: error: ", loc.file ? loc.file : "<input>",
                         loc.line, loc.col);
        if (n >= 0 && (size_t)n < in->errcap) {
            va_list ap;
            va_start(ap, fmt);
            vsnprintf(in->err + n, in->errcap - (size_t)n, fmt, ap);
            va_end(ap);
        }
    }
    longjmp(in->fail, 1);
}

static double fround(const tl_interp *in, tl_dtype t, double x)
{
    /* f4e2m1 is rounded in the f64 mode too (interp.h) */
    if (in->f64 && !tl_dtype_is_packed(t))
        return x;
    if (t == TL_DT_F32 && fabs(x) <= (double)FLT_MAX) /* the common case, without the call */
        return (double)(float)x;
    return tl_value_round(t, x);
}

/* Converts v from dtype `from` to dtype `to` (cast semantics). */
static tl_ival convert(const tl_interp *in, tl_dtype from, tl_dtype to, tl_ival v)
{
    tl_ival r;
    bool ff = tl_dtype_is_float(from), tf = tl_dtype_is_float(to);
    if (ff && tf)
        r.f = fround(in, to, v.f);
    else if (ff)
        r.i = float_to_int(to, v.f);
    else if (tf)
        r.f = fround(in, to, int_to_double(from, v.i));
    else
        r.i = tl_value_wrap_int(to, v.i);
    return r;
}

/* bitcast: v's bits (a float rounded to its dtype first, as the f64 mode
 * keeps floats unrounded) read as dtype `to` of the same size. */
static tl_ival bitcast(tl_dtype from, tl_dtype to, tl_ival v)
{
    uint64_t bits = tl_dtype_is_float(from) ? tl_value_float_bits(from, v.f) : (uint64_t)v.i;
    tl_ival r;
    if (tl_dtype_is_float(to))
        r.f = tl_value_float_from_bits(to, bits);
    else
        r.i = tl_value_wrap_int(to, (int64_t)bits);
    return r;
}

static tl_ival eval(tl_interp *in, const tl_expr *e);

static int64_t eval_int(tl_interp *in, const tl_expr *e)
{
    tl_ival v = eval(in, e);
    return tl_dtype_is_float(e->dtype) ? float_to_int(TL_DT_I64, v.f) : v.i;
}

/* Flat offset of an element; false when an index is out of range. */
static bool elem_offset(const tl_bufstate *b, const int64_t *idx, size_t *off)
{
    size_t o = 0;
    for (int d = 0; d < b->ndim; d++) {
        if (idx[d] < 0 || idx[d] >= b->dims[d])
            return false;
        o = o * (size_t)b->dims[d] + (size_t)idx[d];
    }
    *off = o;
    return true;
}

static void index_error(tl_interp *in, tl_srcloc loc, const tl_bufstate *b, const int64_t *idx)
    __attribute__((noreturn));
static void index_error(tl_interp *in, tl_srcloc loc, const tl_bufstate *b, const int64_t *idx)
{
    char s[256];
    size_t n = 0;
    s[0] = 0;
    for (int d = 0; d < b->ndim && n < sizeof(s) - 48; d++)
        n += (size_t)snprintf(s + n, sizeof(s) - n, "%s%lld", d ? ", " : "", (long long)idx[d]);
    char sh[256];
    size_t m = 0;
    sh[0] = 0;
    for (int d = 0; d < b->ndim && m < sizeof(sh) - 48; d++)
        m += (size_t)snprintf(sh + m, sizeof(sh) - m, "%s%lld", d ? ", " : "", (long long)b->dims[d]);
    fail(in, loc, "index [%s] out of bounds of %s buffer '%s' of shape [%s]", s,
         tl_scope_name(b->buf->scope), b->buf->name, sh);
}

static tl_bufstate *bufstate(tl_interp *in, const tl_buffer *b, tl_srcloc loc)
{
    if (b->id < 0 || b->id >= in->k->nbuffers)
        fail(in, loc, "buffer '%s' has no id in this kernel", b->name);
    tl_bufstate *s = &in->bufs[b->id];
    if (!s->mem && !s->gdata)
        fail(in, loc, "buffer '%s' used before it is allocated", b->name);
    return s;
}

/* Reads element idx of a buffer as a value of its dtype. */
static tl_ival buf_read(tl_bufstate *s, size_t off)
{
    if (s->gdata)
        return global_read(s->buf->dtype, s->gdata, off);
    return s->mem[off];
}

/* Stores v (already of the buffer's dtype) into element off. */
static void buf_write(tl_interp *in, tl_bufstate *s, size_t off, tl_ival v)
{
    tl_dtype t = s->buf->dtype;
    if (s->gdata) {
        global_write(t, s->gdata, off, v);
        return;
    }
    if (tl_dtype_is_float(t))
        v.f = fround(in, t, v.f);
    else
        v.i = tl_value_wrap_int(t, v.i);
    s->mem[off] = v;
}

static tl_ival zero_of(tl_dtype t);

/* The offset element() gives for an element-wise access outside a global
 * tensor: masked. */
#define OUTSIDE SIZE_MAX

static size_t element(tl_interp *in, const tl_buffer *b, int nidx, tl_expr **idxe, tl_srcloc loc,
                      tl_bufstate **out)
{
    tl_bufstate *s = bufstate(in, b, loc);
    int64_t idx[TL_IR_MAX_DIMS] = {0};
    if (nidx != s->ndim)
        fail(in, loc, "'%s' has %d dims, indexed with %d", b->name, s->ndim, nidx);
    for (int d = 0; d < nidx; d++)
        idx[d] = eval_int(in, idxe[d]);
    size_t off;
    *out = s;
    if (elem_offset(s, idx, &off))
        return off;
    if (!s->gdata)
        index_error(in, loc, s, idx);
    /* A global tensor: bounds-safe, the access is masked (OUTSIDE). */
    if (!in->warned && in->warning_cap) {
        char is[256], sh[256];
        size_t n = 0, m = 0;
        is[0] = sh[0] = 0;
        for (int d = 0; d < s->ndim && n < sizeof is - 48; d++)
            n += (size_t)snprintf(is + n, sizeof is - n, "%s%lld", d ? ", " : "", (long long)idx[d]);
        for (int d = 0; d < s->ndim && m < sizeof sh - 48; d++)
            m += (size_t)snprintf(sh + m, sizeof sh - m, "%s%lld", d ? ", " : "", (long long)s->dims[d]);
        snprintf(in->warning, in->warning_cap,
                 "%s:%d:%d: warning: index [%s] is outside tensor '%s' of shape [%s]: masked (a load reads 0, a store is dropped)",
                 loc.file ? loc.file : "<input>", loc.line, loc.col, is, b->name, sh);
    }
    in->warned = true;
    return OUTSIDE;
}

static bool is_true(tl_ival v) { return v.i != 0; }

static tl_ival eval_binary(tl_interp *in, const tl_expr *e)
{
    tl_binop op = e->bin.op;
    tl_ival r;
    if (op == TL_BIN_AND || op == TL_BIN_OR) {
        bool a = is_true(eval(in, e->bin.a));
        if (op == TL_BIN_AND ? !a : a) {
            r.i = a;
            return r;
        }
        r.i = is_true(eval(in, e->bin.b));
        return r;
    }
    tl_dtype t = e->bin.a->dtype;
    tl_ival a = eval(in, e->bin.a), b = eval(in, e->bin.b);
    if (tl_binop_is_compare(op)) {
        int c;
        if (tl_dtype_is_float(t)) {
            double x = a.f, y = b.f;
            switch (op) {
            case TL_BIN_LT: c = x < y; break;
            case TL_BIN_LE: c = x <= y; break;
            case TL_BIN_GT: c = x > y; break;
            case TL_BIN_GE: c = x >= y; break;
            case TL_BIN_EQ: c = x == y; break;
            default: c = x != y; break;
            }
        } else {
            int cmp;
            if (t == TL_DT_U64)
                cmp = (uint64_t)a.i < (uint64_t)b.i ? -1 : (uint64_t)a.i > (uint64_t)b.i;
            else
                cmp = a.i < b.i ? -1 : a.i > b.i;
            switch (op) {
            case TL_BIN_LT: c = cmp < 0; break;
            case TL_BIN_LE: c = cmp <= 0; break;
            case TL_BIN_GT: c = cmp > 0; break;
            case TL_BIN_GE: c = cmp >= 0; break;
            case TL_BIN_EQ: c = cmp == 0; break;
            default: c = cmp != 0; break;
            }
        }
        r.i = c;
        return r;
    }
    if (tl_dtype_is_float(t)) {
        double x = a.f, y = b.f, z;
        switch (op) {
        case TL_BIN_ADD: z = x + y; break;
        case TL_BIN_SUB: z = x - y; break;
        case TL_BIN_MUL: z = x * y; break;
        case TL_BIN_DIV: z = x / y; break;
        case TL_BIN_MOD: z = fmod(x, y); break;
        default: fail(in, e->loc, "'%s' is not defined on %s", tl_binop_name(op), tl_dtype_name(t));
        }
        r.f = fround(in, e->dtype, z);
        return r;
    }
    uint64_t ux = (uint64_t)a.i, uy = (uint64_t)b.i;
    bool uns = !tl_dtype_is_signed(t);
    int64_t z;
    switch (op) {
    case TL_BIN_ADD: z = (int64_t)(ux + uy); break;
    case TL_BIN_SUB: z = (int64_t)(ux - uy); break;
    case TL_BIN_MUL: z = (int64_t)(ux * uy); break;
    case TL_BIN_BAND: z = a.i & b.i; break;
    case TL_BIN_BOR: z = a.i | b.i; break;
    case TL_BIN_BXOR: z = a.i ^ b.i; break;
    case TL_BIN_SHL:
    case TL_BIN_SHR: z = tl_value_shift(t, op == TL_BIN_SHL, a.i, b.i); break;
    case TL_BIN_DIV:
    case TL_BIN_MOD:
    case TL_BIN_CEILDIV:
        if (b.i == 0)
            fail(in, e->loc, "integer division by zero in '%s'", tl_binop_name(op));
        if (uns) {
            uint64_t q = ux / uy, m = ux % uy;
            z = (int64_t)(op == TL_BIN_MOD ? m : op == TL_BIN_CEILDIV ? q + (m != 0) : q);
        } else if (a.i == INT64_MIN && b.i == -1) {
            z = op == TL_BIN_MOD ? 0 : INT64_MIN;
        } else {
            int64_t q = a.i / b.i, m = a.i % b.i;
            if (op == TL_BIN_CEILDIV && m != 0 && ((a.i < 0) == (b.i < 0)))
                q++;
            z = op == TL_BIN_MOD ? m : q;
        }
        break;
    default: fail(in, e->loc, "'%s' is not defined on %s", tl_binop_name(op), tl_dtype_name(t));
    }
    r.i = tl_value_wrap_int(e->dtype, z);
    return r;
}

static tl_ival eval_call(tl_interp *in, const tl_expr *e)
{
    if (tl_mathfn_is_warp(e->call.fn)) {
        /* computed for every thread before the statement ran (warp_prepare) */
        for (int i = 0; i < in->nwarp; i++)
            if (in->warp_expr[i] == e)
                return in->warp_val[i][in->tid];
        fail(in, e->loc, "%s outside a threads region", tl_mathfn_name(e->call.fn));
    }
    tl_ival a = eval(in, e->call.args[0]), b = {0}, c = {0}, r;
    if (e->call.nargs > 1)
        b = eval(in, e->call.args[1]);
    if (e->call.nargs > 2)
        c = eval(in, e->call.args[2]);
    tl_dtype t = e->call.args[0]->dtype;
    if (!tl_dtype_is_float(t)) {
        bool u64 = t == TL_DT_U64;
        switch (e->call.fn) {
        case TL_FN_ABS: r.i = tl_value_wrap_int(e->dtype, a.i < 0 && !u64 ? (int64_t)(0 - (uint64_t)a.i) : a.i); break;
        case TL_FN_MIN: r.i = (u64 ? (uint64_t)a.i < (uint64_t)b.i : a.i < b.i) ? a.i : b.i; break;
        case TL_FN_MAX: r.i = (u64 ? (uint64_t)a.i > (uint64_t)b.i : a.i > b.i) ? a.i : b.i; break;
        default:
            fail(in, e->loc, "'%s' is not defined on %s", tl_mathfn_name(e->call.fn), tl_dtype_name(t));
        }
        return r;
    }
    double x = a.f, y = b.f, z;
    switch (e->call.fn) {
    case TL_FN_EXP: z = exp(x); break;
    case TL_FN_EXP2: z = exp2(x); break;
    case TL_FN_LOG: z = log(x); break;
    case TL_FN_LOG2: z = log2(x); break;
    case TL_FN_SQRT: z = sqrt(x); break;
    case TL_FN_RSQRT: z = 1.0 / sqrt(x); break;
    case TL_FN_ABS: z = fabs(x); break;
    case TL_FN_TANH: z = tanh(x); break;
    case TL_FN_FLOOR: z = floor(x); break;
    case TL_FN_CEIL: z = ceil(x); break;
    case TL_FN_MIN: z = tl_value_fmin(x, y); break;
    case TL_FN_MAX: z = tl_value_fmax(x, y); break;
    case TL_FN_POW: z = pow(x, y); break;
    case TL_FN_SIN: z = sin(x); break;
    case TL_FN_COS: z = cos(x); break;
    case TL_FN_ERF: z = erf(x); break;
    case TL_FN_SIGMOID: z = 1.0 / (1.0 + exp(-x)); break;
    /* rounded once: in f64, or in f32 for f32 and the narrow floats (then
     * rounded to theirs) */
    case TL_FN_FMA: z = t == TL_DT_F64 ? fma(x, y, c.f) : (double)fmaf((float)x, (float)y, (float)c.f); break;
    default: fail(in, e->loc, "unknown math function");
    }
    r.f = fround(in, e->dtype, z);
    return r;
}

static tl_ival eval(tl_interp *in, const tl_expr *e)
{
    tl_ival r;
    switch (e->kind) {
    case TL_EXPR_INT:
        if (tl_dtype_is_float(e->dtype))
            r.f = fround(in, e->dtype, (double)e->i);
        else
            r.i = tl_value_wrap_int(e->dtype, e->i);
        return r;
    case TL_EXPR_FLOAT:
        if (tl_dtype_is_float(e->dtype))
            r.f = fround(in, e->dtype, e->f);
        else
            r.i = float_to_int(e->dtype, e->f);
        return r;
    case TL_EXPR_VAR:
        if (e->var->id < 0 || e->var->id >= in->k->nvars)
            fail(in, e->loc, "variable '%s' has no id in this kernel", e->var->name);
        return in->vars[e->var->id];
    case TL_EXPR_BINARY: return eval_binary(in, e);
    case TL_EXPR_UNARY: {
        tl_ival a = eval(in, e->un.a);
        if (e->un.op == TL_UN_NOT)
            r.i = !is_true(a);
        else if (e->un.op == TL_UN_BNOT)
            r.i = tl_value_wrap_int(e->dtype, ~a.i);
        else if (tl_dtype_is_float(e->dtype))
            r.f = -a.f;
        else
            r.i = tl_value_wrap_int(e->dtype, (int64_t)(0 - (uint64_t)a.i));
        return r;
    }
    case TL_EXPR_SELECT:
        return is_true(eval(in, e->sel.cond)) ? eval(in, e->sel.a) : eval(in, e->sel.b);
    case TL_EXPR_CAST:
        if (e->cast.bits)
            return bitcast(e->cast.a->dtype, e->dtype, eval(in, e->cast.a));
        return convert(in, e->cast.a->dtype, e->dtype, eval(in, e->cast.a));
    case TL_EXPR_CALL: return eval_call(in, e);
    case TL_EXPR_LOAD: {
        tl_bufstate *s;
        size_t off = element(in, e->load.buf, e->load.nidx, e->load.idx, e->loc, &s);
        return off == OUTSIDE ? zero_of(e->dtype) : buf_read(s, off);
    }
    }
    fail(in, e->loc, "unknown expression kind %d", (int)e->kind);
}

/* ---- tile ops ---------------------------------------------------------- */

typedef struct tl_rgn {
    tl_bufstate *s;
    int ndim;
    int64_t start[TL_IR_MAX_DIMS], ext[TL_IR_MAX_DIMS];
    size_t count;
    tl_srcloc loc;
    /* the tile: its dims (a slice's ranges, in order; a whole buffer's
     * dims), which buffer dim each is, and their extents */
    int tdim;
    int bdim[TL_IR_MAX_DIMS];
    int64_t text[TL_IR_MAX_DIMS];
} tl_rgn;

static void region(tl_interp *in, const tl_region *r, tl_rgn *out)
{
    out->s = bufstate(in, r->buf, r->loc);
    out->ndim = out->s->ndim;
    out->loc = r->loc;
    out->count = 1;
    for (int d = 0; d < out->ndim; d++) {
        out->start[d] = r->starts ? eval_int(in, r->starts[d]) : 0;
        out->ext[d] = r->extents ? eval_int(in, r->extents[d]) : out->s->dims[d];
        if (out->ext[d] < 0)
            fail(in, r->loc, "negative extent %lld of '%s'", (long long)out->ext[d], r->buf->name);
        out->count *= (size_t)out->ext[d];
    }
    uint8_t tiled = r->tiled ? r->tiled : (uint8_t)((1u << out->ndim) - 1u);
    out->tdim = 0;
    for (int d = 0; d < out->ndim; d++)
        if (tiled & (1u << d)) {
            out->bdim[out->tdim] = d;
            out->text[out->tdim++] = out->ext[d];
        }
}

/* The buffer offset of element lin (row-major over the region's extents);
 * false when it falls outside the buffer: an error unless the buffer is
 * global (masked). */
static bool region_index(const tl_rgn *g, size_t lin, int64_t *idx, size_t *off)
{
    for (int d = g->ndim - 1; d >= 0; d--) {
        size_t e = (size_t)g->ext[d];
        idx[d] = g->start[d] + (int64_t)(e ? lin % e : 0);
        lin = e ? lin / e : 0;
    }
    return elem_offset(g->s, idx, off);
}

static bool region_elem(tl_interp *in, const tl_rgn *g, size_t lin, size_t *off)
{
    int64_t idx[TL_IR_MAX_DIMS];
    if (region_index(g, lin, idx, off))
        return true;
    if (g->s->gdata)
        return false;
    index_error(in, g->loc, g->s, idx);
}

static void same_count(tl_interp *in, const tl_stmt *st, const tl_rgn *a, const tl_rgn *b)
{
    if (a->count != b->count)
        fail(in, st->loc, "%s operands have %zu and %zu elements", tl_tileop_name(st->tile.op),
             a->count, b->count);
}

static tl_ival zero_of(tl_dtype t)
{
    tl_ival z;
    if (tl_dtype_is_float(t))
        z.f = 0;
    else
        z.i = 0;
    return z;
}

/* copy, and the atomics: dst combined with src by op (TL_TILE_ATOMIC_*). */
static void tile_copy(tl_interp *in, const tl_stmt *st, bool add)
{
    tl_rgn src, dst;
    region(in, &st->tile.args[0], &src);
    region(in, &st->tile.args[st->tile.nargs - 1], &dst);
    same_count(in, st, &src, &dst);
    tl_dtype ts = src.s->buf->dtype, td = dst.s->buf->dtype;
    for (size_t i = 0; i < src.count; i++) {
        size_t so, d;
        tl_ival v = region_elem(in, &src, i, &so) ? buf_read(src.s, so) : zero_of(ts);
        if (!region_elem(in, &dst, i, &d))
            continue;
        v = convert(in, ts, td, v);
        if (add && st->tile.op != TL_TILE_ATOMIC_ADD) {
            /* max and min as the math functions compute them (a NaN ignored) */
            tl_ival old = buf_read(dst.s, d);
            bool mx = st->tile.op == TL_TILE_ATOMIC_MAX;
            if (tl_dtype_is_float(td))
                v.f = mx ? tl_value_fmax(old.f, v.f) : tl_value_fmin(old.f, v.f);
            else if (td == TL_DT_U64)
                v.i = (mx ? (uint64_t)v.i > (uint64_t)old.i : (uint64_t)v.i < (uint64_t)old.i) ? v.i : old.i;
            else
                v.i = (mx ? v.i > old.i : v.i < old.i) ? v.i : old.i;
        } else if (add) {
            tl_ival old = buf_read(dst.s, d);
            if (tl_dtype_is_float(td))
                v.f = fround(in, td, old.f + v.f);
            else
                v.i = tl_value_wrap_int(td, (int64_t)((uint64_t)old.i + (uint64_t)v.i));
        }
        buf_write(in, dst.s, d, v);
    }
}

static void tile_fill(tl_interp *in, const tl_stmt *st, bool clear)
{
    tl_rgn dst;
    region(in, &st->tile.args[0], &dst);
    tl_dtype td = dst.s->buf->dtype;
    tl_ival v = zero_of(td);
    if (!clear)
        v = convert(in, st->tile.value->dtype, td, eval(in, st->tile.value));
    for (size_t i = 0; i < dst.count; i++) {
        size_t d;
        if (region_elem(in, &dst, i, &d))
            buf_write(in, dst.s, d, v);
    }
}

static tl_ival read_at(tl_interp *in, const tl_rgn *g, int64_t r, int64_t c)
{
    /* a 2-D tile: its fixed dims have extent 1, so its row-major element
     * order is the region's */
    size_t lin = (size_t)r * (size_t)g->text[g->tdim - 1] + (size_t)c, off;
    if (!region_elem(in, g, lin, &off))
        return zero_of(g->s->buf->dtype);
    return buf_read(g->s, off);
}

/* f32 x rounded to tf32 (10 mantissa bits) to nearest, ties away from
 * zero, as CUDA's cvt.rna.tf32.f32 does: what precision=tf32 allows the
 * tensor cores (an overflow rounds to inf; inf and NaN stay). */
static double tf32_round(double x)
{
    float f = (float)x;
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    if ((u & 0x7f800000u) != 0x7f800000u) {
        u = (u + 0x1000u) & 0xffffe000u;
        memcpy(&f, &u, sizeof f);
    }
    return f;
}

/* The bytes behind s (an on-chip buffer's values, a tensor's data). */
static void storage_range(const tl_bufstate *s, const char **lo, const char **hi)
{
    if (s->gdata) {
        *lo = s->gdata;
        *hi = *lo + tl_dtype_global_bytes(s->buf->dtype, s->n);
    } else {
        *lo = (const char *)s->mem;
        *hi = (const char *)(s->mem + s->n);
    }
}

static bool storage_overlaps(const tl_bufstate *a, const tl_bufstate *b)
{
    const char *alo, *ahi, *blo, *bhi;
    storage_range(a, &alo, &ahi);
    storage_range(b, &blo, &bhi);
    return alo < bhi && blo < ahi;
}

/* A gemm operand's elements in the tile's row-major order, as read_at
 * reads them, converted to dtype `to` (and rounded to tf32 when asked):
 * each read once instead of once per use. NULL when an element lies
 * outside an on-chip buffer (read_at then fails, in the gemm's own order)
 * or there is no memory. */
static tl_ival *gemm_operand(tl_interp *in, const tl_rgn *g, tl_dtype to, bool tf32)
{
    tl_ival *v = malloc((g->count ? g->count : 1) * sizeof *v);
    tl_dtype from = g->s->buf->dtype;
    for (size_t lin = 0; v && lin < g->count; lin++) {
        int64_t idx[TL_IR_MAX_DIMS];
        size_t off;
        tl_ival x;
        if (region_index(g, lin, idx, &off))
            x = buf_read(g->s, off);
        else if (g->s->gdata)
            x = zero_of(from);
        else {
            free(v);
            return NULL;
        }
        v[lin] = convert(in, from, to, x);
        if (tf32)
            v[lin].f = tf32_round(v[lin].f);
    }
    return v;
}

static void tile_gemm(tl_interp *in, const tl_stmt *st)
{
    tl_rgn A, B, C;
    region(in, &st->tile.args[0], &A);
    region(in, &st->tile.args[1], &B);
    region(in, &st->tile.args[2], &C);
    if (A.tdim != 2 || B.tdim != 2 || C.tdim != 2)
        fail(in, st->loc, "gemm operands must have 2 dims");
    bool ta = st->tile.transpose_a, tb = st->tile.transpose_b;
    int64_t M = C.text[0], N = C.text[1];
    int64_t am = A.text[0], ak = A.text[1];
    int64_t bk = B.text[0], bn = B.text[1];
    if (ta) { int64_t t = am; am = ak; ak = t; }
    if (tb) { int64_t t = bk; bk = bn; bn = t; }
    if (am != M || bn != N || ak != bk || A.count != (size_t)(am * ak) ||
        B.count != (size_t)(bk * bn) || C.count != (size_t)(M * N))
        fail(in, st->loc, "gemm shapes do not agree: A %lldx%lld, B %lldx%lld, C %lldx%lld",
             (long long)am, (long long)ak, (long long)bk, (long long)bn, (long long)M, (long long)N);
    tl_dtype tA = A.s->buf->dtype, tB = B.s->buf->dtype, tC = C.s->buf->dtype;
    bool fl = tl_dtype_is_float(tC), tf32 = st->tile.precision == TL_PRECISION_TF32;
    /* A and B read once, when C shares no storage with them (the loop
     * below writes C as it goes): the same values in the same order */
    tl_ival *av = NULL, *bv = NULL;
    if (!storage_overlaps(C.s, A.s) && !storage_overlaps(C.s, B.s)) {
        av = gemm_operand(in, &A, tC, tf32);
        bv = av ? gemm_operand(in, &B, tC, tf32) : NULL;
    }
    if (av && bv) {
        size_t as = (size_t)A.text[1], bs = (size_t)B.text[1];
        for (int64_t i = 0; i < M; i++)
            for (int64_t j = 0; j < N; j++) {
                size_t coff;
                int64_t idx[TL_IR_MAX_DIMS];
                if (!region_index(&C, (size_t)(i * N + j), idx, &coff)) {
                    if (C.s->gdata)
                        continue; /* masked */
                    free(av); /* region_elem's error, without the leak */
                    free(bv);
                    index_error(in, C.loc, C.s, idx);
                }
                tl_ival acc = buf_read(C.s, coff);
                for (int64_t p = 0; p < ak; p++) {
                    tl_ival a = ta ? av[(size_t)p * as + (size_t)i] : av[(size_t)i * as + (size_t)p];
                    tl_ival b = tb ? bv[(size_t)j * bs + (size_t)p] : bv[(size_t)p * bs + (size_t)j];
                    if (fl)
                        acc.f = fround(in, tC, acc.f + fround(in, tC, a.f * b.f));
                    else
                        acc.i = tl_value_wrap_int(tC, (int64_t)((uint64_t)acc.i + (uint64_t)a.i * (uint64_t)b.i));
                }
                buf_write(in, C.s, coff, acc);
            }
        free(av);
        free(bv);
        return;
    }
    free(av);
    for (int64_t i = 0; i < M; i++)
        for (int64_t j = 0; j < N; j++) {
            size_t coff;
            if (!region_elem(in, &C, (size_t)(i * N + j), &coff))
                continue;
            tl_ival acc = buf_read(C.s, coff);
            for (int64_t p = 0; p < ak; p++) {
                tl_ival a = convert(in, tA, tC, ta ? read_at(in, &A, p, i) : read_at(in, &A, i, p));
                tl_ival b = convert(in, tB, tC, tb ? read_at(in, &B, j, p) : read_at(in, &B, p, j));
                if (tf32) {
                    a.f = tf32_round(a.f);
                    b.f = tf32_round(b.f);
                }
                if (fl)
                    acc.f = fround(in, tC, acc.f + fround(in, tC, a.f * b.f));
                else
                    acc.i = tl_value_wrap_int(tC, (int64_t)((uint64_t)acc.i + (uint64_t)a.i * (uint64_t)b.i));
            }
            buf_write(in, C.s, coff, acc);
        }
}

static tl_ival reduce_step(tl_interp *in, tl_tileop op, tl_dtype t, tl_ival acc, tl_ival x)
{
    tl_ival r;
    if (tl_dtype_is_float(t)) {
        double a = acc.f, v = x.f;
        switch (op) {
        case TL_TILE_REDUCE_SUM: r.f = fround(in, t, a + v); break;
        case TL_TILE_REDUCE_MAX: r.f = tl_value_fmax(a, v); break;
        case TL_TILE_REDUCE_MIN: r.f = tl_value_fmin(a, v); break;
        default: r.f = tl_value_fmax(a, fabs(v)); break;
        }
        return r;
    }
    bool u64 = t == TL_DT_U64;
    int64_t a = acc.i, v = x.i;
    switch (op) {
    case TL_TILE_REDUCE_SUM: r.i = tl_value_wrap_int(t, (int64_t)((uint64_t)a + (uint64_t)v)); break;
    case TL_TILE_REDUCE_MAX: r.i = (u64 ? (uint64_t)v > (uint64_t)a : v > a) ? v : a; break;
    case TL_TILE_REDUCE_MIN: r.i = (u64 ? (uint64_t)v < (uint64_t)a : v < a) ? v : a; break;
    default: {
        int64_t av = v < 0 && !u64 ? tl_value_wrap_int(t, (int64_t)(0 - (uint64_t)v)) : v;
        r.i = (u64 ? (uint64_t)av > (uint64_t)a : av > a) ? av : a;
        break;
    }
    }
    return r;
}

static tl_ival reduce_identity(tl_tileop op, tl_dtype t)
{
    tl_ival r;
    if (tl_dtype_is_float(t)) {
        r.f = op == TL_TILE_REDUCE_MAX ? -INFINITY : op == TL_TILE_REDUCE_MIN ? INFINITY : 0.0;
        return r;
    }
    int bits = tl_dtype_bits(t);
    bool sg = tl_dtype_is_signed(t);
    if (op == TL_TILE_REDUCE_MAX)
        r.i = sg ? (bits == 64 ? INT64_MIN : -((int64_t)1 << (bits - 1))) : 0;
    else if (op == TL_TILE_REDUCE_MIN)
        r.i = sg ? (bits == 64 ? INT64_MAX : ((int64_t)1 << (bits - 1)) - 1)
                 : (bits == 64 ? -1 : (int64_t)((UINT64_C(1) << bits) - 1));
    else
        r.i = 0;
    return r;
}

static void tile_reduce(tl_interp *in, const tl_stmt *st)
{
    tl_rgn src, dst;
    region(in, &st->tile.args[0], &src);
    region(in, &st->tile.args[1], &dst);
    if (st->tile.dim < 0 || st->tile.dim >= src.tdim)
        fail(in, st->loc, "reduce dim %d out of range for %d dims", st->tile.dim, src.tdim);
    int dim = src.bdim[st->tile.dim]; /* dim= counts the tile's dims (a slice's ranges) */
    int64_t red = src.ext[dim];
    size_t outer = 1, inner = 1;
    for (int d = 0; d < dim; d++)
        outer *= (size_t)src.ext[d];
    for (int d = dim + 1; d < src.ndim; d++)
        inner *= (size_t)src.ext[d];
    if (dst.count != outer * inner)
        fail(in, st->loc, "%s: dst has %zu elements, expected %zu", tl_tileop_name(st->tile.op),
             dst.count, outer * inner);
    tl_dtype ts = src.s->buf->dtype, td = dst.s->buf->dtype;
    for (size_t o = 0; o < outer; o++)
        for (size_t n = 0; n < inner; n++) {
            size_t doff;
            if (!region_elem(in, &dst, o * inner + n, &doff))
                continue;
            tl_ival acc = st->tile.clear ? reduce_identity(st->tile.op, td) : buf_read(dst.s, doff);
            for (int64_t r = 0; r < red; r++) {
                size_t soff;
                size_t lin = (o * (size_t)red + (size_t)r) * inner + n;
                tl_ival x = region_elem(in, &src, lin, &soff) ? buf_read(src.s, soff) : zero_of(ts);
                acc = reduce_step(in, st->tile.op, td, acc, convert(in, ts, td, x));
            }
            buf_write(in, dst.s, doff, acc);
        }
}

/* cumsum, cummax: dst[.., i, ..] = src[.., i, ..] at the scan's first
 * position, then op(dst at the position before, src), in order along dim
 * (from its end with reverse); sums round in the dtype at every step. */
static void tile_scan(tl_interp *in, const tl_stmt *st)
{
    tl_rgn src, dst;
    region(in, &st->tile.args[0], &src);
    region(in, &st->tile.args[1], &dst);
    same_count(in, st, &src, &dst);
    int dim = st->tile.dim;
    if (dim < 0 || dim >= src.ndim)
        fail(in, st->loc, "scan dim %d out of range for %d dims", dim, src.ndim);
    int64_t n = src.ext[dim];
    size_t outer = 1, inner = 1;
    for (int d = 0; d < dim; d++)
        outer *= (size_t)src.ext[d];
    for (int d = dim + 1; d < src.ndim; d++)
        inner *= (size_t)src.ext[d];
    tl_dtype t = dst.s->buf->dtype;
    bool sum = st->tile.op == TL_TILE_CUMSUM;
    for (size_t o = 0; o < outer; o++)
        for (size_t m = 0; m < inner; m++) {
            tl_ival acc = zero_of(t);
            for (int64_t r = 0; r < n; r++) {
                int64_t p = st->tile.reverse ? n - 1 - r : r;
                size_t lin = (o * (size_t)n + (size_t)p) * inner + m, so, doff;
                if (!region_elem(in, &src, lin, &so) || !region_elem(in, &dst, lin, &doff))
                    continue; /* on-chip: region_elem fails loudly instead */
                tl_ival x = convert(in, src.s->buf->dtype, t, buf_read(src.s, so));
                if (r == 0)
                    acc = x;
                else if (tl_dtype_is_float(t))
                    acc.f = sum ? fround(in, t, acc.f + x.f) : tl_value_fmax(acc.f, x.f);
                else if (sum)
                    acc.i = tl_value_wrap_int(t, (int64_t)((uint64_t)acc.i + (uint64_t)x.i));
                else if (t == TL_DT_U64)
                    acc.i = (uint64_t)x.i > (uint64_t)acc.i ? x.i : acc.i;
                else
                    acc.i = x.i > acc.i ? x.i : acc.i;
                buf_write(in, dst.s, doff, acc);
            }
        }
}

/* ---- statements -------------------------------------------------------- */

static void run_block(tl_interp *in, const tl_block *b);
static void run_stmt(tl_interp *in, const tl_stmt *s);

static void set_var(tl_interp *in, const tl_var *v, tl_ival x, tl_srcloc loc)
{
    if (v->id < 0 || v->id >= in->k->nvars)
        fail(in, loc, "variable '%s' has no id in this kernel", v->name);
    in->vars[v->id] = x;
}

enum { JUMP_NONE, JUMP_BREAK, JUMP_CONTINUE };

/* After a loop body: true when the loop stops (a break); a continue is
 * used up either way. Only while and range loops see them (the verifier
 * checks). */
static bool take_jump(tl_interp *in)
{
    int j = in->jump;
    in->jump = JUMP_NONE;
    return j == JUMP_BREAK;
}

static void run_parallel(tl_interp *in, const tl_stmt *s, int level)
{
    if (level == s->loop.nvars) {
        run_block(in, &s->loop.body);
        return;
    }
    int64_t lo = s->loop.begin[level] ? eval_int(in, s->loop.begin[level]) : 0;
    int64_t hi = eval_int(in, s->loop.end[level]);
    for (int64_t i = lo; i < hi; i++) {
        tl_ival v;
        v.i = tl_value_wrap_int(s->loop.vars[level]->dtype, i);
        set_var(in, s->loop.vars[level], v, s->loc);
        run_parallel(in, s, level + 1);
        if (take_jump(in))
            break;
    }
}

/* ---- threads regions ---------------------------------------------------- */

/* A threads region (`for t in threads()`) runs its threads in lock-step,
 * statement by statement: each thread has its own variables (a copy of the
 * block's, made on entry), a statement without warp operations runs whole
 * in thread 0, then 1, ..., and one with them is prepared first: each warp
 * operation's operands are evaluated in every thread (inner ones first),
 * from the values every thread held before the statement, and its results
 * computed lane by lane; then the statement runs in each thread, reading
 * them. The verifier keeps warp operations where every thread reaches them
 * (a loop around them has the same bounds in every thread and runs in
 * step), so no lane is ever inactive. */

static tl_ival *thread_vars(tl_interp *in, int64_t t)
{
    return in->tvars + (size_t)t * ((size_t)in->k->nvars + 1);
}

static tl_ival warp_combine(tl_interp *in, tl_mathfn fn, tl_dtype t, tl_ival a, tl_ival b)
{
    tl_ival r;
    bool mx = fn == TL_FN_WARP_MAX;
    switch (fn) {
    case TL_FN_WARP_ANY: r.i = a.i || b.i; return r;
    case TL_FN_WARP_ALL: r.i = a.i && b.i; return r;
    case TL_FN_WARP_SUM:
        if (tl_dtype_is_float(t))
            r.f = fround(in, t, a.f + b.f);
        else
            r.i = tl_value_wrap_int(t, (int64_t)((uint64_t)a.i + (uint64_t)b.i));
        return r;
    default:
        if (tl_dtype_is_float(t))
            r.f = mx ? tl_value_fmax(a.f, b.f) : tl_value_fmin(a.f, b.f);
        else if (t == TL_DT_U64)
            r = (mx ? (uint64_t)a.i >= (uint64_t)b.i : (uint64_t)a.i <= (uint64_t)b.i) ? a : b;
        else
            r = (mx ? a.i >= b.i : a.i <= b.i) ? a : b;
        return r;
    }
}

static void warp_prepare(tl_interp *in, const tl_expr *e, int64_t nt);

static void warp_prepare_all(tl_interp *in, const tl_expr *e, int64_t nt)
{
    if (!e)
        return;
    switch (e->kind) {
    case TL_EXPR_BINARY: warp_prepare_all(in, e->bin.a, nt); warp_prepare_all(in, e->bin.b, nt); return;
    case TL_EXPR_UNARY: warp_prepare_all(in, e->un.a, nt); return;
    case TL_EXPR_SELECT:
        warp_prepare_all(in, e->sel.cond, nt);
        warp_prepare_all(in, e->sel.a, nt);
        warp_prepare_all(in, e->sel.b, nt);
        return;
    case TL_EXPR_CAST: warp_prepare_all(in, e->cast.a, nt); return;
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            warp_prepare_all(in, e->call.args[i], nt);
        if (tl_mathfn_is_warp(e->call.fn))
            warp_prepare(in, e, nt);
        return;
    case TL_EXPR_LOAD:
        for (int i = 0; i < e->load.nidx; i++)
            warp_prepare_all(in, e->load.idx[i], nt);
        return;
    default: return;
    }
}

/* e's result in every thread, from its operands in every thread. */
static void warp_prepare(tl_interp *in, const tl_expr *e, int64_t nt)
{
    if (in->nwarp == (int)(sizeof in->warp_expr / sizeof in->warp_expr[0]))
        fail(in, e->loc, "more than %d warp operations in one statement",
             (int)(sizeof in->warp_expr / sizeof in->warp_expr[0]));
    tl_ival *val = calloc((size_t)nt * 3, sizeof(tl_ival)), *arg = val + nt, *res = val + 2 * nt;
    if (!val)
        fail(in, e->loc, "out of memory");
    in->warp_val[in->nwarp] = val;
    in->warp_expr[in->nwarp] = NULL; /* not yet readable */
    in->nwarp++;
    for (int64_t t = 0; t < nt; t++) {
        in->vars = thread_vars(in, t);
        in->tid = t;
        val[t] = eval(in, e->call.args[0]);
        if (e->call.nargs > 1)
            arg[t] = eval(in, e->call.args[1]);
    }
    tl_mathfn fn = e->call.fn;
    for (int64_t base = 0; base < nt; base += TL_WARP_SIZE) {
        if (e->call.nargs > 1) {
            for (int l = 0; l < TL_WARP_SIZE; l++)
                res[base + l] = val[base + tl_warp_src_lane(fn, l, arg[base + l].i)];
            continue;
        }
        /* the butterfly of the GPU: at distance 16, 8, 4, 2, 1 each lane
         * combines its value with lane ^ distance's, its own first */
        tl_ival w[TL_WARP_SIZE], nw[TL_WARP_SIZE];
        for (int l = 0; l < TL_WARP_SIZE; l++)
            w[l] = val[base + l];
        for (int m = TL_WARP_SIZE / 2; m > 0; m /= 2) {
            for (int l = 0; l < TL_WARP_SIZE; l++)
                nw[l] = warp_combine(in, fn, e->dtype, w[l], w[l ^ m]);
            memcpy(w, nw, sizeof w);
        }
        for (int l = 0; l < TL_WARP_SIZE; l++)
            res[base + l] = w[l];
    }
    memmove(val, res, (size_t)nt * sizeof(tl_ival));
    in->warp_expr[in->nwarp - 1] = e;
}

static void warp_release(tl_interp *in)
{
    for (int i = 0; i < in->nwarp; i++)
        free(in->warp_val[i]);
    in->nwarp = 0;
}

static void region_block(tl_interp *in, const tl_block *b, int64_t nt)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (!tl_ir_stmt_has_warp(s)) {
            for (int64_t t = 0; t < nt; t++) {
                in->vars = thread_vars(in, t);
                in->tid = t;
                run_stmt(in, s);
                in->jump = JUMP_NONE;
            }
            continue;
        }
        if (s->kind == TL_STMT_FOR && !tl_ir_stmt_exprs_have_warp(s)) {
            /* bounds alike in every thread (the verifier); runs in step */
            in->vars = thread_vars(in, 0);
            int64_t lo = s->loop.begin[0] ? eval_int(in, s->loop.begin[0]) : 0;
            int64_t hi = eval_int(in, s->loop.end[0]);
            for (int64_t it = lo; it < hi; it++) {
                tl_ival v;
                v.i = tl_value_wrap_int(s->loop.vars[0]->dtype, it);
                for (int64_t t = 0; t < nt; t++)
                    thread_vars(in, t)[s->loop.vars[0]->id] = v;
                region_block(in, &s->loop.body, nt);
            }
            continue;
        }
        switch (s->kind) {
        case TL_STMT_LET: warp_prepare_all(in, s->let.value, nt); break;
        case TL_STMT_IF: warp_prepare_all(in, s->ifs.cond, nt); break;
        case TL_STMT_STORE:
            for (int d = 0; d < s->store.nidx; d++)
                warp_prepare_all(in, s->store.idx[d], nt);
            warp_prepare_all(in, s->store.value, nt);
            break;
        default: fail(in, s->loc, "a warp operation where not every thread reaches it together");
        }
        for (int64_t t = 0; t < nt; t++) {
            in->vars = thread_vars(in, t);
            in->tid = t;
            run_stmt(in, s);
            in->jump = JUMP_NONE;
        }
        warp_release(in);
    }
}

static void run_region(tl_interp *in, const tl_stmt *s)
{
    int64_t nt = eval_int(in, s->loop.end[0]);
    size_t nv = (size_t)in->k->nvars + 1;
    tl_ival *outer = in->vars;
    if (nt < 1 || nt > TL_IR_MAX_THREADS)
        fail(in, s->loc, "a threads region of %lld threads", (long long)nt);
    in->tvars = malloc((size_t)nt * nv * sizeof(tl_ival));
    if (!in->tvars)
        fail(in, s->loc, "out of memory");
    for (int64_t t = 0; t < nt; t++) {
        memcpy(thread_vars(in, t), outer, nv * sizeof(tl_ival));
        thread_vars(in, t)[s->loop.vars[0]->id].i = t;
    }
    region_block(in, &s->loop.body, nt);
    in->vars = outer;
    free(in->tvars);
    in->tvars = NULL;
}

static void run_alloc(tl_interp *in, const tl_stmt *s)
{
    const tl_buffer *b = s->alloc.buf;
    if (b->id < 0 || b->id >= in->k->nbuffers || (b->scope == TL_SCOPE_GLOBAL && !b->view_of))
        fail(in, s->loc, "bad allocation of '%s'", b->name);
    tl_bufstate *bs = &in->bufs[b->id];
    if (b->scope == TL_SCOPE_GLOBAL) {
        /* a tensor's view: its data, another shape (the verifier proved the
         * element counts equal; checked again here, as the definition) */
        const tl_bufstate *x = bufstate(in, b->view_of, s->loc);
        size_t n = 1;
        bs->buf = b;
        bs->ndim = b->ndim;
        bs->gdata = x->gdata;
        for (int d = 0; d < b->ndim; d++) {
            bs->dims[d] = eval_int(in, b->dims[d]);
            if (bs->dims[d] <= 0)
                fail(in, s->loc, "view '%s' has a bad dim %lld", b->name, (long long)bs->dims[d]);
            if (__builtin_mul_overflow(n, (size_t)bs->dims[d], &n))
                n = SIZE_MAX;
        }
        if (n != x->n)
            fail(in, s->loc, "view '%s' has %zu elements but '%s' has %zu", b->name, n, b->view_of->name, x->n);
        bs->n = n;
        return;
    }
    if (b->view_of) {
        /* the same storage, another shape; nothing is zeroed */
        tl_bufstate *x = bufstate(in, b->view_of, s->loc);
        if (bs->mem && !bs->view)
            free(bs->mem);
        bs->mem = x->mem;
        bs->view = true;
        bs->buf = b;
        bs->ndim = b->ndim;
        bs->n = x->n;
        for (int d = 0; d < b->ndim; d++)
            bs->dims[d] = eval_int(in, b->dims[d]);
        return;
    }
    if (bs->view) {
        bs->mem = NULL;
        bs->view = false;
    }
    size_t n = 1;
    int64_t dims[TL_IR_MAX_DIMS];
    for (int d = 0; d < b->ndim; d++) {
        dims[d] = eval_int(in, b->dims[d]);
        if (dims[d] <= 0 || dims[d] > TL_IR_MAX_LOCAL_ELEMS)
            fail(in, s->loc, "'%s' has a bad dim %lld", b->name, (long long)dims[d]);
        n *= (size_t)dims[d];
        if (n > (size_t)TL_IR_MAX_LOCAL_ELEMS)
            fail(in, s->loc, "'%s' has more than %lld elements", b->name,
                 (long long)TL_IR_MAX_LOCAL_ELEMS);
    }
    if (bs->mem && bs->n != n) {
        free(bs->mem);
        bs->mem = NULL;
    }
    if (!bs->mem) {
        bs->mem = malloc(n * sizeof(tl_ival));
        if (!bs->mem)
            fail(in, s->loc, "out of memory allocating '%s'", b->name);
    }
    bs->buf = b;
    bs->ndim = b->ndim;
    memcpy(bs->dims, dims, sizeof(dims));
    bs->n = n;
    tl_ival z = zero_of(b->dtype);
    for (size_t i = 0; i < n; i++)
        bs->mem[i] = z;
}

static void run_stmt(tl_interp *in, const tl_stmt *s)
{
    switch (s->kind) {
    case TL_STMT_PREFETCH: return; /* a cache hint: changes nothing */
    case TL_STMT_ALLOC: run_alloc(in, s); return;
    case TL_STMT_LET:
        set_var(in, s->let.var, convert(in, s->let.value->dtype, s->let.var->dtype,
                                        eval(in, s->let.value)), s->loc);
        return;
    case TL_STMT_FOR:
        /* parallel runs its iterations in order; range, pipelined, unroll,
         * vectorized and thread loops are plain serial loops */
        if (s->loop.region)
            run_region(in, s);
        else
            run_parallel(in, s, 0);
        return;
    case TL_STMT_IF:
        if (is_true(eval(in, s->ifs.cond)))
            run_block(in, &s->ifs.then_body);
        else if (s->ifs.has_else)
            run_block(in, &s->ifs.else_body);
        return;
    case TL_STMT_WHILE:
        while (is_true(eval(in, s->whiles.cond))) {
            run_block(in, &s->whiles.body);
            if (take_jump(in))
                break;
        }
        return;
    case TL_STMT_BREAK: in->jump = JUMP_BREAK; return;
    case TL_STMT_CONTINUE: in->jump = JUMP_CONTINUE; return;
    case TL_STMT_STORE: {
        tl_bufstate *bs;
        size_t off = element(in, s->store.buf, s->store.nidx, s->store.idx, s->loc, &bs);
        tl_ival v = convert(in, s->store.value->dtype, s->store.buf->dtype, eval(in, s->store.value));
        if (off != OUTSIDE)
            buf_write(in, bs, off, v);
        return;
    }
    case TL_STMT_TILE:
        switch (s->tile.op) {
        case TL_TILE_COPY: tile_copy(in, s, false); return;
        case TL_TILE_ATOMIC_ADD:
        case TL_TILE_ATOMIC_MAX:
        case TL_TILE_ATOMIC_MIN: tile_copy(in, s, true); return;
        case TL_TILE_CUMSUM:
        case TL_TILE_CUMMAX: tile_scan(in, s); return;
        case TL_TILE_FILL: tile_fill(in, s, false); return;
        case TL_TILE_CLEAR: tile_fill(in, s, true); return;
        case TL_TILE_GEMM: tile_gemm(in, s); return;
        case TL_TILE_REDUCE_SUM:
        case TL_TILE_REDUCE_MAX:
        case TL_TILE_REDUCE_MIN:
        case TL_TILE_REDUCE_ABSMAX: tile_reduce(in, s); return;
        default: fail(in, s->loc, "unknown tile op %d", (int)s->tile.op);
        }
    case TL_STMT_BARRIER: return;
    }
    fail(in, s->loc, "unknown statement kind %d", (int)s->kind);
}

static void run_block(tl_interp *in, const tl_block *b)
{
    for (size_t i = 0; i < b->n && !in->jump; i++)
        run_stmt(in, b->items[i]);
}

/* ---- launch ------------------------------------------------------------ */

static void free_onchip(tl_interp *in)
{
    for (int i = 0; i < in->k->nbuffers; i++) {
        if (!in->bufs[i].view)
            free(in->bufs[i].mem);
        in->bufs[i].mem = NULL;
        in->bufs[i].view = false;
    }
}

static void bind_args(tl_interp *in, tl_interp_tensor *args, size_t nargs)
{
    const tl_kernel *k = in->k;
    bool *bound = calloc((size_t)k->nvars + 1, 1);
    if (!bound)
        fail(in, k->loc, "out of memory");
    /* errors are collected into msg and raised once bound is freed */
    char msg[512] = "";
    tl_srcloc where = k->loc;
    if (nargs != k->nparams) {
        snprintf(msg, sizeof(msg), "kernel '%s' takes %zu arguments, got %zu", k->name, k->nparams,
                 nargs);
        goto out;
    }
    for (size_t p = 0; p < k->nparams && !msg[0]; p++) {
        const tl_param *pa = &k->params[p];
        const tl_interp_tensor *t = &args[p];
        where = pa->loc;
        if (!t->data) {
            snprintf(msg, sizeof(msg), "argument %zu ('%s'): null data", p, pa->name);
            break;
        }
        if (pa->is_tensor ? (!pa->buf || pa->buf->id < 0 || pa->buf->id >= k->nbuffers)
                          : (!pa->var || pa->var->id < 0 || pa->var->id >= k->nvars)) {
            snprintf(msg, sizeof(msg), "parameter '%s' has no id in this kernel", pa->name);
            break;
        }
        if (!pa->is_tensor) {
            if (t->ndim != 0 || t->dtype != pa->var->dtype) {
                snprintf(msg, sizeof(msg), "argument %zu ('%s'): expected a scalar %s", p, pa->name,
                         tl_dtype_name(pa->var->dtype));
                break;
            }
            in->vars[pa->var->id] = global_read(t->dtype, t->data, 0);
            bound[pa->var->id] = true;
            continue;
        }
        const tl_buffer *b = pa->buf;
        if (t->dtype != b->dtype || t->ndim != b->ndim) {
            snprintf(msg, sizeof(msg), "argument %zu ('%s'): expected %s with %d dims, got %s with %d",
                     p, pa->name, tl_dtype_name(b->dtype), b->ndim, tl_dtype_name(t->dtype), t->ndim);
            break;
        }
        tl_bufstate *bs = &in->bufs[b->id];
        bs->buf = b;
        bs->ndim = b->ndim;
        bs->gdata = t->data;
        bs->n = 1;
        for (int d = 0; d < b->ndim; d++) {
            int64_t n = t->shape[d], want;
            if (n <= 0 || n > INT32_MAX) {
                snprintf(msg, sizeof(msg), "argument %zu ('%s'): dim %d has size %lld (must be 1..%d)",
                         p, pa->name, d, (long long)n, INT32_MAX);
                break;
            }
            bs->dims[d] = n;
            bs->n *= (size_t)n;
            const tl_expr *de = b->dims[d];
            if (tl_ir_is_const_int(de, &want)) {
                if (want != n)
                    snprintf(msg, sizeof(msg), "argument %zu ('%s'): dim %d is %lld, the kernel fixes it at %lld",
                             p, pa->name, d, (long long)n, (long long)want);
            } else if (de->kind == TL_EXPR_VAR && de->var->id >= 0 && de->var->id < k->nvars) {
                int id = de->var->id;
                if (bound[id] && in->vars[id].i != n)
                    snprintf(msg, sizeof(msg), "argument %zu ('%s'): dim %d (%s) is %lld, but %s is %lld from an earlier argument",
                             p, pa->name, d, de->var->name, (long long)n, de->var->name,
                             (long long)in->vars[id].i);
                in->vars[id].i = n;
                bound[id] = true;
            } else if (!tl_dim_expr_ok(de, &(const tl_expr *){ NULL })) {
                snprintf(msg, sizeof(msg), "argument %zu ('%s'): dim %d is neither constant nor a shape name",
                         p, pa->name, d);
            } /* a shape expression: checked once every dim is bound, below */
            if (msg[0])
                break;
        }
    }
    for (size_t i = 0; i < k->nshape_vars && !msg[0]; i++)
        if (!bound[k->shape_vars[i]->id]) {
            where = k->shape_vars[i]->loc;
            snprintf(msg, sizeof(msg), "shape '%s' is not bound by any argument", k->shape_vars[i]->name);
        }
    /* shape expressions, in argument and dim order, as the runtime checks them */
    for (size_t p = 0; p < k->nparams && !msg[0]; p++) {
        const tl_param *pa = &k->params[p];
        for (int d = 0; pa->is_tensor && d < pa->buf->ndim && !msg[0]; d++) {
            const tl_expr *de = pa->buf->dims[d];
            if (de->kind == TL_EXPR_INT || de->kind == TL_EXPR_VAR)
                continue;
            int64_t dv[TL_DIM_MAX_VARS], v;
            tl_dim_code c;
            for (size_t j = 0; j < k->nshape_vars && j < TL_DIM_MAX_VARS; j++)
                dv[j] = in->vars[k->shape_vars[j]->id].i;
            char text[200];
            tl_dim_text(de, text, sizeof text);
            where = pa->loc;
            if (k->nshape_vars > TL_DIM_MAX_VARS || !tl_dim_compile(k, de, &c))
                snprintf(msg, sizeof(msg), "argument %zu ('%s'): dim %d, %s, is too long an expression", p, pa->name,
                         d, text);
            else if (!tl_dim_eval(c.code, c.n, dv, &v))
                snprintf(msg, sizeof(msg),
                         "argument %zu ('%s'): dim %d, %s, cannot be computed (a division by zero or a value past i32)",
                         p, pa->name, d, text);
            else if (v != args[p].shape[d])
                snprintf(msg, sizeof(msg), "argument %zu ('%s'): dim %d is %s = %lld, got %lld", p, pa->name, d, text,
                         (long long)v, (long long)args[p].shape[d]);
        }
    }
out:
    free(bound);
    if (msg[0])
        fail(in, where, "%s", msg);
}

bool tl_interp_run_kernel(const tl_kernel *k, tl_interp_tensor *args, size_t nargs,
                          bool f64_accumulate, char *err, size_t errcap)
{
    tl_interp_options o = { .f64_accumulate = f64_accumulate };
    return tl_interp_run_kernel_with(k, args, nargs, &o, err, errcap);
}

bool tl_interp_run_kernel_with(const tl_kernel *k, tl_interp_tensor *args, size_t nargs, const tl_interp_options *o,
                               char *err, size_t errcap)
{
    if (errcap)
        err[0] = 0;
    if (!k || (nargs && !args)) {
        if (errcap)
            snprintf(err, errcap, "error: no kernel or no arguments");
        return false;
    }
    tl_interp *volatile in = calloc(1, sizeof(*in));
    if (!in) {
        if (errcap)
            snprintf(err, errcap, "error: out of memory");
        return false;
    }
    in->k = k;
    in->f64 = o->f64_accumulate;
    in->warning = o->warning;
    in->warning_cap = o->warning ? o->warning_cap : 0;
    if (in->warning_cap)
        in->warning[0] = 0;
    in->err = err;
    in->errcap = errcap;
    in->vars = in->vars_block = calloc((size_t)k->nvars + 1, sizeof(tl_ival));
    in->bufs = calloc((size_t)k->nbuffers + 1, sizeof(tl_bufstate));
    volatile bool ok = false;
    if (!in->vars || !in->bufs) {
        if (errcap)
            snprintf(err, errcap, "error: out of memory");
        goto done;
    }
    if (setjmp(in->fail) == 0) {
        bind_args(in, args, nargs);
        int64_t g[TL_IR_MAX_GRID] = {1, 1, 1};
        for (int d = 0; d < k->ngrid; d++) {
            g[d] = eval_int(in, k->grid[d]);
            if (g[d] < 0)
                fail(in, k->grid[d]->loc, "grid dim %d is negative (%lld)", d, (long long)g[d]);
        }
        for (int64_t z = 0; z < g[2]; z++)
            for (int64_t y = 0; y < g[1]; y++)
                for (int64_t x = 0; x < g[0]; x++) {
                    int64_t bi[3] = {x, y, z};
                    for (int d = 0; d < k->ngrid; d++) {
                        tl_ival v;
                        v.i = bi[d];
                        set_var(in, k->block_vars[d], v, k->loc);
                    }
                    run_block(in, &k->body);
                    free_onchip(in);
                }
        ok = true;
    }
    free_onchip(in);
    if (in->tvars) {
        /* a failure inside a threads region */
        warp_release(in);
        free(in->tvars);
        in->vars = in->vars_block;
    }
done:
    free(in->vars);
    free(in->bufs);
    free(in);
    return ok;
}

bool tl_interp_run(const tl_module *m, const char *kernel, tl_interp_tensor *args, size_t nargs,
                   bool f64_accumulate, char *err, size_t errcap)
{
    const tl_kernel *k = NULL;
    if (m && kernel)
        k = tl_ir_find_kernel(m, kernel);
    else if (m && m->nkernels)
        k = m->kernels[0];
    if (!k) {
        if (errcap)
            snprintf(err, errcap, "error: no kernel named '%s'", kernel ? kernel : "(any)");
        return false;
    }
    return tl_interp_run_kernel(k, args, nargs, f64_accumulate, err, errcap);
}

/* ---- sequences with global buffers ------------------------------------- */

#define SEQ_MAX 64 /* shape dims and global buffers of one sequence */

typedef struct seq_dims {
    const char *name[SEQ_MAX];
    int64_t value[SEQ_MAX];
    int n;
} seq_dims;

static bool seq_dim(const seq_dims *sd, const char *name, int64_t *out)
{
    for (int i = 0; i < sd->n; i++)
        if (strcmp(sd->name[i], name) == 0)
            return *out = sd->value[i], true;
    return false;
}

/* The extent of dim e of a tensor parameter of k, from the sequence's dims. */
static bool seq_extent(const tl_kernel *k, const tl_expr *e, const seq_dims *sd, int64_t *out)
{
    if (tl_ir_is_const_int(e, out))
        return true;
    if (e->kind == TL_EXPR_VAR)
        return seq_dim(sd, e->var->name, out);
    int64_t dv[TL_DIM_MAX_VARS];
    tl_dim_code c;
    for (size_t j = 0; j < k->nshape_vars && j < TL_DIM_MAX_VARS; j++)
        if (!seq_dim(sd, k->shape_vars[j]->name, &dv[j]))
            dv[j] = 0; /* unbound: fails below if used */
    return k->nshape_vars <= TL_DIM_MAX_VARS && tl_dim_compile(k, e, &c) && tl_dim_eval(c.code, c.n, dv, out);
}

bool tl_interp_run_sequence(const tl_module *m, const char *const *kernels, size_t nkernels, const char *const *names,
                            tl_interp_tensor *args, size_t nargs, bool f64_accumulate, char *err, size_t errcap)
{
    const tl_kernel *ks[SEQ_MAX];
    seq_dims sd = { .n = 0 };
    tl_interp_tensor globals[SEQ_MAX];
    const char *gname[SEQ_MAX];
    int ng = 0;
    bool ok = true;
    char msg[512] = "";
    if (nkernels > SEQ_MAX) {
        snprintf(msg, sizeof msg, "a sequence has at most %d kernels", SEQ_MAX);
        ok = false;
    }
    /* the kernels, and the dims their arguments bind (a dim alone) */
    for (size_t i = 0; ok && i < nkernels; i++) {
        if (!(ks[i] = tl_ir_find_kernel(m, kernels[i]))) {
            snprintf(msg, sizeof msg, "no kernel named '%s'", kernels[i]);
            ok = false;
            break;
        }
        for (size_t p = 0; p < ks[i]->nparams; p++) {
            const tl_param *pa = &ks[i]->params[p];
            size_t a = 0;
            while (a < nargs && strcmp(names[a], pa->name) != 0)
                a++;
            if (!pa->is_tensor || a == nargs || args[a].ndim != pa->buf->ndim)
                continue;
            for (int d = 0; d < pa->buf->ndim; d++) {
                const tl_expr *e = pa->buf->dims[d];
                int64_t v;
                if (e->kind == TL_EXPR_VAR && !seq_dim(&sd, e->var->name, &v) && sd.n < SEQ_MAX) {
                    sd.name[sd.n] = e->var->name;
                    sd.value[sd.n++] = args[a].shape[d];
                }
            }
        }
    }
    for (size_t i = 0; ok && i < nkernels; i++) {
        const tl_kernel *k = ks[i];
        tl_interp_tensor *mine = calloc(k->nparams ? k->nparams : 1, sizeof *mine);
        if (!mine) {
            snprintf(msg, sizeof msg, "out of memory");
            ok = false;
            break;
        }
        for (size_t p = 0; ok && p < k->nparams; p++) {
            const tl_param *pa = &k->params[p];
            const tl_global *g = pa->is_tensor ? tl_ir_find_global(m, pa->name) : NULL;
            if (!g) {
                size_t a = 0;
                while (a < nargs && strcmp(names[a], pa->name) != 0)
                    a++;
                if (a == nargs) {
                    snprintf(msg, sizeof msg, "kernel %s: no argument named '%s'", k->name, pa->name);
                    ok = false;
                } else {
                    mine[p] = args[a];
                }
                continue;
            }
            int gi = 0;
            while (gi < ng && strcmp(gname[gi], g->name) != 0)
                gi++;
            if (gi == ng) { /* its first use: allocate it from the sequence's dims */
                tl_interp_tensor t = { g->dtype, pa->buf->ndim, { 0 }, NULL };
                size_t n = 1;
                for (int d = 0; ok && d < t.ndim; d++) {
                    if (!seq_extent(k, pa->buf->dims[d], &sd, &t.shape[d]) || t.shape[d] < 1 ||
                        t.shape[d] > INT32_MAX) {
                        snprintf(msg, sizeof msg, "global buffer %s: dim %d cannot be computed from the arguments' dims",
                                 g->name, d);
                        ok = false;
                    }
                    n *= (size_t)(ok ? t.shape[d] : 1);
                }
                if (ok && ng == SEQ_MAX) {
                    snprintf(msg, sizeof msg, "a sequence has at most %d global buffers", SEQ_MAX);
                    ok = false;
                }
                if (ok && !(t.data = calloc(tl_dtype_global_bytes(g->dtype, n), 1))) {
                    snprintf(msg, sizeof msg, "out of memory for global buffer %s", g->name);
                    ok = false;
                }
                if (!ok)
                    break;
                gname[ng] = g->name;
                globals[ng++] = t;
            }
            mine[p] = globals[gi];
        }
        if (ok && !tl_interp_run_kernel(k, mine, k->nparams, f64_accumulate, msg, sizeof msg))
            ok = false;
        free(mine);
    }
    for (int i = 0; i < ng; i++)
        free(globals[i].data);
    if (!ok && errcap)
        snprintf(err, errcap, "%s", msg);
    return ok;
}
