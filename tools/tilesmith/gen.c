/*
 * gen.c: tilesmith's program generator (see gen.h for what it promises).
 *
 * A kernel is built around 1-3 iteration axes, each a symbolic shape dim
 * (bound at launch) or a constant, with a tile size. The first axes are
 * gridded: block b of that grid dim owns the tile [b * T, b * T + T) of the
 * axis. The body is a few templates, each of which writes only the block's
 * own tiles of its outputs:
 *
 *   ew_tile    copy input tiles on chip, a parallel loop computes a result
 *              tile, copy it out (masked at the edges)
 *   ew_direct  a parallel loop that reads globals and stores output elements
 *              under a guard (compound assignments included)
 *   reduce     reduce_sum/max/min/absmax over a chunked axis (dim=, clear=)
 *   gemm       a k loop (range, pipelined, unroll) over gemm with transposes
 *   atomic     atomic_add (atomic_max, atomic_min) into owned tiles, shared buffers, or (ints, and
 *              floats compared with a tolerance) one tile all blocks share
 *   prelude    block-level lets, shared tables filled by serial scans,
 *              local buffers, rank-4 tables from four-variable parallel
 *              loops, histograms (a serial loop storing through an index
 *              it computes, written straight to an output)
 *
 * Gridded axes a template does not tile on chip become leading dims of its
 * outputs, walked by a serial loop over the block's tile. Expressions are
 * random trees over every operator, math function, cast and literal edge
 * (see gen_expr), with identities around a repeated subexpression (x - x,
 * x * 0, i32(i8(x))) and casts of bare literals for the folding passes;
 * every value is tracked as exact, approximate (inexact math upstream) or
 * zero-sign-unspecified (float min/max upstream), and only exact values
 * reach comparisons, casts to integers, indices and conditions.
 *
 * Everything is printed as text as it is generated; a kernel's signature is
 * written last, once its body has decided which parameters it needs.
 */
#include "gen.h"

#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "judge.h"
#include "interp/interp.h"
#include "ir/value.h"
#include "ir/ir.h"

/* ---- features --------------------------------------------------------- */

static const char *const feature_names[] = {
#define TS_F_NAME(id, name, what) name,
    TS_FEATURES(TS_F_NAME)
#undef TS_F_NAME
};
static const char *const feature_whats[] = {
#define TS_F_WHAT(id, name, what) what,
    TS_FEATURES(TS_F_WHAT)
#undef TS_F_WHAT
};

uint32_t ts_feature_bit(const char *name)
{
    for (int i = 0; i < TS_F_COUNT; i++)
        if (strcmp(name, feature_names[i]) == 0)
            return 1u << i;
    return 0;
}

const char *ts_feature_name(int bit) { return bit >= 0 && bit < TS_F_COUNT ? feature_names[bit] : NULL; }
const char *ts_feature_what(int bit) { return bit >= 0 && bit < TS_F_COUNT ? feature_whats[bit] : NULL; }

/* ---- state ------------------------------------------------------------ */

#define MAXB 128  /* buffers of a kernel (params included) */
#define MAXV 512  /* variables of a kernel */
#define MAXP 96   /* parameters of a kernel */

enum { X_LIT = 1, X_APPROX = 2, X_ZSIGN = 4 };

typedef struct ex {
    const char *s;
    tl_dtype t;
    unsigned f;
} ex;

/* What an expression may contain where it is generated. */
typedef struct ectx {
    bool approx; /* inexact math and approximate values */
    bool zsign;  /* values whose zero sign is unspecified */
    bool nonlit; /* not a bare literal (it would not take the intended dtype) */
    bool tame;   /* literals of moderate size */
} ectx;

enum { R_IN, R_OUT, R_CHIP };

typedef struct gbuf {
    const char *name;
    tl_dtype t;
    tl_scope scope;
    int role;
    int ndim;
    int axis[TL_IR_MAX_DIMS];    /* global dims: axis index, or -1 (cdim) */
    int64_t cdim[TL_IR_MAX_DIMS];
    unsigned f;                  /* X_APPROX | X_ZSIGN of the contents */
    bool tame;
    bool written;
    bool visible;
    int depth;
    int owner;                   /* the parallel loop that writes it, 0: none */
    const char *own_idx;
    int scratch;                 /* local scratch of parallel loop N: readable only there */
    bool blocked;                /* being written for the first time: not readable */
} gbuf;

typedef struct gvar {
    const char *name;
    tl_dtype t;
    unsigned f;
    bool nonneg;
    int64_t ub;  /* exclusive constant upper bound, or -1 */
    int ub_axis; /* known below this axis's size, or -1 */
    bool visible;
    int depth;
    bool loopvar;
} gvar;

typedef struct gaxis {
    char name[4];
    bool sym;
    int64_t size;
    int tile;
    const char *tile_txt;
    int grid; /* grid dim, or -1 */
    const char *bvar;
} gaxis;

typedef struct sbuf {
    char *p;
    size_t n, cap;
} sbuf;

typedef struct G {
    uint64_t rs;
    const ts_gen_options *o;
    const char *prefix;
    sbuf consts, kernels, body;
    int indent;
    char **pool;
    size_t npool, cappool;
    /* the kernel */
    int kid;
    gaxis ax[3];
    int nax, ngrid;
    int grid_axis[3];
    gbuf b[MAXB];
    int nb;
    gvar v[MAXV];
    int nv;
    int params[MAXP]; /* >= 0: buffer index; < 0: -(var index) - 1 */
    int np;
    int depth;
    int uid;
    int par;      /* the innermost parallel loop, 0: none */
    int npar;
    int nscalars;
    int ntensors; /* tensor parameters of the kernel so far */
    int nconst;
} G;

/* ---- utilities -------------------------------------------------------- */

static uint64_t rnext(G *g)
{
    uint64_t z = (g->rs += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static int rn(G *g, int n) { return n <= 1 ? 0 : (int)(rnext(g) % (uint64_t)n); }
static bool chance(G *g, int pct) { return rn(g, 100) < pct; }
static bool avoid(const G *g, uint32_t f) { return (g->o->avoid & f) != 0; }
/* --max-tensors: whether the kernel has n tensors more than the limit allows */
static bool tensors_past(const G *g, int n) { return g->o->max_tensors > 0 && g->ntensors + n > g->o->max_tensors; }

static void sb_vprintf(sbuf *b, const char *fmt, va_list ap)
{
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap2);
    va_end(ap2);
    if (n < 0)
        return;
    if (b->n + (size_t)n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 1024;
        while (cap < b->n + (size_t)n + 1)
            cap *= 2;
        char *p = realloc(b->p, cap);
        if (!p) {
            fprintf(stderr, "tilesmith: out of memory\n");
            exit(2);
        }
        b->p = p, b->cap = cap;
    }
    vsnprintf(b->p + b->n, (size_t)n + 1, fmt, ap);
    b->n += (size_t)n;
}

static void sb_printf(sbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void sb_printf(sbuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    sb_vprintf(b, fmt, ap);
    va_end(ap);
}

/* A formatted string that lives until the generation ends. */
static const char *S(G *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static const char *S(G *g, const char *fmt, ...)
{
    sbuf b = { 0 };
    va_list ap;
    va_start(ap, fmt);
    sb_vprintf(&b, fmt, ap);
    va_end(ap);
    if (!b.p)
        b.p = calloc(1, 1);
    if (g->npool == g->cappool) {
        g->cappool = g->cappool ? 2 * g->cappool : 256;
        g->pool = realloc(g->pool, g->cappool * sizeof *g->pool);
        if (!g->pool) {
            fprintf(stderr, "tilesmith: out of memory\n");
            exit(2);
        }
    }
    g->pool[g->npool++] = b.p;
    return b.p;
}

/* One line of the kernel body at the current indentation. */
static void emit(G *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void emit(G *g, const char *fmt, ...)
{
    for (int i = 0; i < g->indent; i++)
        sb_printf(&g->body, "    ");
    va_list ap;
    va_start(ap, fmt);
    sb_vprintf(&g->body, fmt, ap);
    va_end(ap);
    sb_printf(&g->body, "\n");
}

static const char *fresh(G *g, const char *base) { return S(g, "%s%d", base, g->uid++); }

/* ---- dtypes and literals ---------------------------------------------- */

static const tl_dtype ALL[] = { TL_DT_BOOL, TL_DT_I8, TL_DT_I16, TL_DT_I32, TL_DT_I64, TL_DT_U8, TL_DT_U16,
                                TL_DT_U32, TL_DT_U64, TL_DT_F16, TL_DT_BF16, TL_DT_F32, TL_DT_F64 };

static bool dt_allowed(const G *g, tl_dtype t)
{
    if ((t == TL_DT_F16 || t == TL_DT_BF16) && avoid(g, TS_F(F16)))
        return false;
    if ((t == TL_DT_I64 || t == TL_DT_U64) && avoid(g, TS_F(I64)))
        return false;
    if (t == TL_DT_F64 && avoid(g, TS_F(F64)))
        return false;
    return true;
}

enum { D_ANY = 0, D_NUM = 1, D_FLOAT = 2, D_INT = 4 };

static tl_dtype rand_dtype(G *g, int kind)
{
    for (;;) {
        tl_dtype t = ALL[rn(g, 13)];
        if (!dt_allowed(g, t))
            continue;
        if ((kind & D_NUM) && t == TL_DT_BOOL)
            continue;
        if ((kind & D_FLOAT) && !tl_dtype_is_float(t))
            continue;
        if ((kind & D_INT) && !tl_dtype_is_int(t))
            continue;
        /* i32 and f32 are the common case: favour them a little */
        if (t != TL_DT_I32 && t != TL_DT_F32 && chance(g, 15))
            continue;
        return t;
    }
}

static bool is_float(tl_dtype t) { return tl_dtype_is_float(t); }

static int64_t int_min(tl_dtype t)
{
    if (!tl_dtype_is_signed(t))
        return 0;
    int b = tl_dtype_bits(t);
    return b == 64 ? INT64_MIN : -((int64_t)1 << (b - 1));
}

static uint64_t int_max(tl_dtype t)
{
    int b = tl_dtype_bits(t);
    if (tl_dtype_is_signed(t))
        return b == 64 ? (uint64_t)INT64_MAX : ((uint64_t)1 << (b - 1)) - 1;
    return b == 64 ? UINT64_MAX : ((uint64_t)1 << b) - 1;
}

/* An integer value of t (u64 values as their bits), biased to the edges. */
static int64_t int_value(G *g, tl_dtype t, bool tame)
{
    if (t == TL_DT_BOOL)
        return rn(g, 2);
    bool sg = tl_dtype_is_signed(t);
    int r = rn(g, 100);
    if (tame || r < 45)
        return sg ? rn(g, 21) - 10 : rn(g, 11);
    if (r < 75) {
        switch (rn(g, 6)) {
        case 0: return int_min(t);
        case 1: return (int64_t)int_max(t);
        case 2: return int_min(t) + 1;
        case 3: return (int64_t)(int_max(t) - 1);
        case 4: return sg ? -1 : 1;
        default: return 0;
        }
    }
    uint64_t bits = rnext(g);
    int b = tl_dtype_bits(t);
    if (b < 64)
        bits &= ((uint64_t)1 << b) - 1;
    if (sg && b < 64 && (bits >> (b - 1)))
        bits |= ~(((uint64_t)1 << b) - 1);
    return (int64_t)bits;
}

/* Decodes random bits as a value of float dtype t. */
static double float_bits(G *g, tl_dtype t)
{
    uint64_t r = rnext(g);
    switch (t) {
    case TL_DT_F16: return tl_value_f16_to_double((uint16_t)r);
    case TL_DT_BF16: return tl_value_bf16_to_double((uint16_t)r);
    case TL_DT_F32: {
        uint32_t u = (uint32_t)r;
        float f;
        memcpy(&f, &u, sizeof f);
        return f;
    }
    default: {
        double d;
        memcpy(&d, &r, sizeof d);
        return d;
    }
    }
}

static double float_value_any(G *g, tl_dtype t, bool tame);

/* A float literal's value; with --flush-subnormals an f32 or bf16
 * subnormal becomes the least normal of its sign (the same draws). */
static double float_value(G *g, tl_dtype t, bool tame)
{
    double v = float_value_any(g, t, tame);
    return ts_flush_subnormals && ts_f32_subnormal(t, v) ? copysign(0x1p-126, v) : v;
}

static double float_value_any(G *g, tl_dtype t, bool tame)
{
    int r = rn(g, 100);
    if (tame || r < 40)
        return (rn(g, 33) - 16) / 8.0;
    if (r < 70) {
        static const double edges[] = {
            0.0, -0.0, INFINITY, -INFINITY, NAN, 1.0, -1.0, 0.5, 0x1p-149, 0x1p-126, 0x1p-24, 0x1p-14, 0x1.ff8p-15,
            0x1p-133, 0x1p-1074, 0x1p-1022, 65504.0, 65520.0, -65504.0, 3.4028234663852886e38, 0x1.fffffep127,
            127.5, 128.0, -128.5, -129.0, 255.5, 256.0, 32767.5, 65535.0, 65536.0, 2147483647.0, 2147483648.0,
            -2147483649.0, 4294967296.0, 9223372036854775807.0, -9223372036854775808.0, 18446744073709551616.0,
            1e300, -1e-300, 0.1, 1.0000001, 16777217.0, 0x1.01p0, 0x1.018p0, 0x1.008p0, 0x1.00cp0, 1e-45,
            0x1.03p0, 0x1.002p0, -0x1.006p2, 0x1.000001p0, 0x1.0000000000008p0, 0x1.ffep15,
        };
        return edges[rn(g, (int)(sizeof edges / sizeof *edges))];
    }
    if (r < 92) {
        double d = float_bits(g, t);
        return d;
    }
    return (rn(g, 2001) - 1000) / 10.0 + 0.01 * rn(g, 10);
}

/* Whether a parser literal written `s` reads back as the float v. */
static const char *float_text(G *g, double v)
{
    if (isnan(v))
        return "nan";
    if (isinf(v))
        return v < 0 ? "(-inf)" : "inf";
    if (v == 0)
        return signbit(v) ? "(-0.0)" : "0.0";
    char buf[64];
    snprintf(buf, sizeof buf, "%.17g", v);
    if (!strpbrk(buf, ".e"))
        strcat(buf, ".0");
    return v < 0 ? S(g, "(%s)", buf) : S(g, "%s", buf);
}

/* A literal of dtype t, for a place where a literal takes its neighbour's
 * dtype (an operand next to a typed one, a store, a typed let, fill). */
static ex lit(G *g, tl_dtype t, bool tame)
{
    ex e = { NULL, t, X_LIT };
    if (t == TL_DT_BOOL) {
        e.s = rn(g, 2) ? "true" : "false";
        return e;
    }
    if (is_float(t)) {
        e.s = float_text(g, float_value(g, t, tame));
        return e;
    }
    int64_t v = int_value(g, t, tame);
    if (t == TL_DT_U64 && v < 0) {
        /* no literal reads as more than INT64_MAX: a cast of its two's complement */
        if (v == INT64_MIN && avoid(g, TS_F(I64_MIN)))
            v = INT64_MIN + 1;
        e.s = v == INT64_MIN ? "u64(-9223372036854775807 - 1)" : S(g, "u64(%" PRId64 ")", v);
        e.f = 0;
        return e;
    }
    if (v == INT64_MIN && avoid(g, TS_F(I64_MIN)))
        v = INT64_MIN + 1;
    if (v == INT64_MIN)
        e.s = "(-9223372036854775807 - 1)";
    else if (v < 0)
        e.s = S(g, "(%" PRId64 ")", v);
    else
        e.s = S(g, "%" PRId64, v);
    return e;
}

/* ---- kernel objects --------------------------------------------------- */

static const char *ax_size(G *g, int a)
{
    return g->ax[a].sym ? g->ax[a].name : S(g, "%" PRId64, g->ax[a].size);
}

static int new_buf(G *g, const char *name, tl_dtype t, tl_scope scope, int role, int ndim)
{
    if (g->nb >= MAXB) {
        fprintf(stderr, "tilesmith: generator: too many buffers\n");
        exit(2);
    }
    gbuf *b = &g->b[g->nb];
    memset(b, 0, sizeof *b);
    b->name = name, b->t = t, b->scope = scope, b->role = role, b->ndim = ndim;
    b->visible = true;
    b->depth = role == R_CHIP ? g->depth : 0;
    for (int d = 0; d < ndim; d++)
        b->axis[d] = -1, b->cdim[d] = 1;
    return g->nb++;
}

static int new_var(G *g, const char *name, tl_dtype t, unsigned f)
{
    if (g->nv >= MAXV) {
        fprintf(stderr, "tilesmith: generator: too many variables\n");
        exit(2);
    }
    gvar *v = &g->v[g->nv];
    memset(v, 0, sizeof *v);
    v->name = name, v->t = t, v->f = f, v->ub = -1, v->ub_axis = -1, v->visible = true, v->depth = g->depth;
    return g->nv++;
}

static void add_param(G *g, int p)
{
    if (g->np >= MAXP) {
        /* templates stop at MAXP / 2 (gen_kernel), loads at MAXP - 32 */
        fprintf(stderr, "tilesmith: generator: too many parameters\n");
        exit(2);
    }
    g->params[g->np++] = p;
}

/* A global tensor over the given axes (-1: a constant dim from cdims). */
static int new_global(G *g, int role, tl_dtype t, int ndim, const int *axes, const int64_t *cdims, bool tame)
{
    int i = new_buf(g, fresh(g, role == R_IN ? "in" : "out"), t, TL_SCOPE_GLOBAL, role, ndim);
    gbuf *b = &g->b[i];
    for (int d = 0; d < ndim; d++) {
        b->axis[d] = axes ? axes[d] : -1;
        b->cdim[d] = cdims ? cdims[d] : 1;
    }
    b->tame = tame;
    b->written = true;
    add_param(g, i);
    g->ntensors++;
    return i;
}

static int new_chip(G *g, tl_scope scope, tl_dtype t, int ndim, const int64_t *dims)
{
    const char *base = scope == TL_SCOPE_SHARED ? "sh" : scope == TL_SCOPE_FRAGMENT ? "fr" : "lo";
    int i = new_buf(g, fresh(g, base), t, scope, R_CHIP, ndim);
    sbuf d = { 0 };
    for (int k = 0; k < ndim; k++) {
        g->b[i].cdim[k] = dims[k];
        sb_printf(&d, "%s%" PRId64, k ? ", " : "", dims[k]);
    }
    emit(g, "%s = %s %s[%s]", g->b[i].name, tl_scope_name(scope), tl_dtype_name(t), d.p);
    free(d.p);
    return i;
}

static tl_scope rand_chip_scope(G *g, bool allow_local)
{
    int r = rn(g, 100);
    if (allow_local && !avoid(g, TS_F(LOCAL)) && r < 10)
        return TL_SCOPE_LOCAL;
    return r < 55 ? TL_SCOPE_SHARED : TL_SCOPE_FRAGMENT;
}

static void push(G *g) { g->depth++; }

static void pop(G *g)
{
    for (int i = 0; i < g->nv; i++)
        if (g->v[i].visible && g->v[i].depth >= g->depth)
            g->v[i].visible = false;
    for (int i = 0; i < g->nb; i++)
        if (g->b[i].visible && g->b[i].role == R_CHIP && g->b[i].depth >= g->depth)
            g->b[i].visible = false;
    g->depth--;
}

static void open_block(G *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void open_block(G *g, const char *fmt, ...)
{
    for (int i = 0; i < g->indent; i++)
        sb_printf(&g->body, "    ");
    va_list ap;
    va_start(ap, fmt);
    sb_vprintf(&g->body, fmt, ap);
    va_end(ap);
    sb_printf(&g->body, " {\n");
    g->indent++;
    push(g);
}

static void close_block(G *g)
{
    pop(g);
    g->indent--;
    emit(g, "}");
}

/* ---- expressions ------------------------------------------------------ */

static ex gen_expr(G *g, tl_dtype t, int depth, ectx c);

static ectx exact_ctx(ectx c)
{
    c.approx = false;
    return c;
}

/* The context of an operand: whether a literal may stand there is decided
 * by the operator, not inherited. */
static ectx sub(ectx c)
{
    c.nonlit = false;
    return c;
}

static ectx nonlit_ctx(ectx c)
{
    c.nonlit = true;
    return c;
}

/* An i32 expression known to be >= 0. */
static const char *nonneg_expr(G *g)
{
    int cand[MAXV], n = 0;
    for (int i = 0; i < g->nv; i++)
        if (g->v[i].visible && g->v[i].t == TL_DT_I32 && g->v[i].nonneg && !(g->v[i].f & X_APPROX))
            cand[n++] = i;
    if (!n)
        return S(g, "%d", rn(g, 5));
    const char *v = g->v[cand[rn(g, n)]].name;
    switch (rn(g, 5)) {
    case 0: return S(g, "(%s + %d)", v, rn(g, 9));
    case 1: return S(g, "(%s * %d)", v, 1 + rn(g, 5));
    case 2: return S(g, "(%s + %s)", v, g->v[cand[rn(g, n)]].name);
    default: return v;
    }
}

/* An index into a dim of extent `axis` (>= 0) or the constant cdim: an i32
 * expression (sometimes another integer dtype) in [0, extent). */
static const char *gen_index(G *g, int axis, int64_t cdim)
{
    const char *E = axis >= 0 ? ax_size(g, axis) : S(g, "%" PRId64, cdim);
    int64_t cd = axis >= 0 ? (g->ax[axis].sym ? -1 : g->ax[axis].size) : cdim;
    const char *r = NULL;
    /* a variable already known to be in range */
    int cand[MAXV], n = 0;
    for (int i = 0; i < g->nv; i++) {
        gvar *v = &g->v[i];
        if (!v->visible || v->t != TL_DT_I32 || !v->nonneg || (v->f & X_APPROX))
            continue;
        if ((cd > 0 && v->ub > 0 && v->ub <= cd) || (axis >= 0 && v->ub_axis == axis))
            cand[n++] = i;
    }
    int k = rn(g, 100);
    if (n && k < 40) {
        const char *v = g->v[cand[rn(g, n)]].name;
        r = chance(g, 85) ? v : S(g, "(%s - 1 - %s)", E, v);
    } else if (k < 50) {
        r = cd > 1 ? S(g, "%d", rn(g, (int)(cd < 100 ? cd : 100))) : "0";
    } else if (k < 70) {
        r = S(g, "(%s %% %s)", nonneg_expr(g), E);
    } else if (k < 88 || avoid(g, TS_F(DATA_INDEX))) {
        r = S(g, "min(%s, %s - 1)", nonneg_expr(g), E);
    } else {
        ectx c = { false, true, true, false };
        ex x = gen_expr(g, rand_dtype(g, D_ANY), 1, c);
        r = S(g, "min(max(i32(%s), 0), %s - 1)", x.s, E);
    }
    if (!avoid(g, TS_F(WIDE_INDEX)) && chance(g, 8)) {
        static const tl_dtype wide[] = { TL_DT_I64, TL_DT_U32, TL_DT_I16, TL_DT_U16, TL_DT_U64 };
        tl_dtype w = wide[rn(g, 5)];
        bool small = cd > 0 && cd < 30000;
        if (dt_allowed(g, w) && (small || w == TL_DT_I64 || w == TL_DT_U32 || w == TL_DT_U64))
            r = S(g, "%s(%s)", tl_dtype_name(w), r);
    }
    return r;
}

static bool readable(G *g, const gbuf *b, ectx c)
{
    if (!b->visible || b->role == R_OUT || b->blocked)
        return false;
    if ((b->f & X_APPROX) && !c.approx)
        return false;
    if ((b->f & X_ZSIGN) && !c.zsign)
        return false;
    if (b->role == R_IN)
        return true;
    if (b->scratch && b->scratch != g->par)
        return false;
    if (b->owner && b->owner != g->par)
        return false;
    if (!b->written && !b->owner && (avoid(g, TS_F(UNINIT)) || !chance(g, 5)))
        return false;
    if (b->scope == TL_SCOPE_FRAGMENT && !b->owner) {
        /* a fragment is read inside a parallel loop, along its variables */
        if (!g->par)
            return false;
        int need = b->ndim, found = 0;
        for (int d = 0; d < b->ndim; d++)
            for (int i = 0; i < g->nv; i++)
                if (g->v[i].visible && g->v[i].loopvar && g->v[i].ub == b->cdim[d]) {
                    found++;
                    break;
                }
        return found == need;
    }
    return true;
}

static const char *load_text(G *g, const gbuf *b)
{
    if (b->owner && b->owner == g->par)
        return S(g, "%s[%s]", b->name, b->own_idx);
    sbuf s = { 0 };
    sb_printf(&s, "%s[", b->name);
    bool used[MAXV] = { false };
    for (int d = 0; d < b->ndim; d++) {
        const char *ix = NULL;
        if (b->scope == TL_SCOPE_FRAGMENT) {
            for (int i = 0; i < g->nv && !ix; i++)
                if (g->v[i].visible && g->v[i].loopvar && g->v[i].ub == b->cdim[d] && !used[i])
                    ix = g->v[i].name, used[i] = true;
            for (int i = 0; i < g->nv && !ix; i++) /* the same variable twice: a diagonal */
                if (g->v[i].visible && g->v[i].loopvar && g->v[i].ub == b->cdim[d])
                    ix = g->v[i].name;
        }
        if (!ix)
            ix = b->role == R_IN ? gen_index(g, b->axis[d], b->cdim[d]) : gen_index(g, -1, b->cdim[d]);
        sb_printf(&s, "%s%s", d ? ", " : "", ix);
    }
    sb_printf(&s, "]");
    const char *r = S(g, "%s", s.p);
    free(s.p);
    return r;
}

/* A fresh input tensor of dtype t to read from (1-2 dims over the axes or
 * small constants). */
static int aux_input(G *g, tl_dtype t, bool tame)
{
    int nd = 1 + rn(g, 2);
    int axes[2];
    int64_t cd[2];
    for (int d = 0; d < nd; d++) {
        if (chance(g, 70)) {
            axes[d] = rn(g, g->nax);
            cd[d] = 1;
        } else {
            axes[d] = -1;
            cd[d] = 1 + rn(g, 9);
        }
    }
    return new_global(g, R_IN, t, nd, axes, cd, tame);
}

static ex gen_leaf(G *g, tl_dtype t, ectx c)
{
    ex e = { NULL, t, 0 };
    int r = rn(g, 100);
    if (!c.nonlit && r < 22)
        return lit(g, t, c.tame || c.approx);
    /* a variable */
    if (r < 45) {
        int cand[MAXV], n = 0;
        for (int i = 0; i < g->nv; i++) {
            gvar *v = &g->v[i];
            if (v->visible && v->t == t && (c.approx || !(v->f & X_APPROX)) && (c.zsign || !(v->f & X_ZSIGN)))
                cand[n++] = i;
        }
        if (n) {
            gvar *v = &g->v[cand[rn(g, n)]];
            e.s = v->name;
            e.f = v->f & (X_APPROX | X_ZSIGN);
            return e;
        }
    }
    /* a load */
    if (r < 88) {
        int cand[MAXB], n = 0;
        for (int i = 0; i < g->nb; i++)
            if (g->b[i].t == t && readable(g, &g->b[i], c))
                cand[n++] = i;
        int bi = -1;
        if (n && (chance(g, 85) || g->np >= MAXP - 32 || tensors_past(g, 1)))
            bi = cand[rn(g, n)];
        else if (g->np < MAXP - 32 && !tensors_past(g, 1))
            bi = aux_input(g, t, c.approx || c.tame);
        if (bi >= 0) {
            e.s = load_text(g, &g->b[bi]);
            e.f = g->b[bi].f & (X_APPROX | X_ZSIGN);
            return e;
        }
    }
    /* a scalar parameter */
    if (r < 93 && g->nscalars < 3 && g->np < MAXP - 32) {
        int vi = new_var(g, fresh(g, "s"), t, 0);
        g->v[vi].depth = 0;
        add_param(g, -vi - 1);
        g->nscalars++;
        e.s = g->v[vi].name;
        return e;
    }
    /* a cast of a block or loop variable: always there */
    int cand[MAXV], n = 0;
    for (int i = 0; i < g->nv; i++)
        if (g->v[i].visible && g->v[i].t == TL_DT_I32 && !(g->v[i].f & X_APPROX))
            cand[n++] = i;
    const char *v = n ? g->v[cand[rn(g, n)]].name : "0";
    e.s = t == TL_DT_I32 ? v : S(g, "%s(%s)", tl_dtype_name(t), v);
    return e;
}

static const char *const CMP[] = { "<", "<=", ">", ">=", "==", "!=" };

static ex gen_bool(G *g, int depth, ectx c)
{
    ex e = { NULL, TL_DT_BOOL, 0 };
    ectx leaf = exact_ctx(c);
    c = sub(leaf);
    if (depth <= 0)
        return gen_leaf(g, TL_DT_BOOL, leaf);
    switch (rn(g, 10)) {
    case 0:
    case 1:
    case 2:
    case 3: {
        tl_dtype s = chance(g, 10) ? TL_DT_BOOL : rand_dtype(g, D_NUM);
        const char *op = s == TL_DT_BOOL ? CMP[4 + rn(g, 2)] : CMP[rn(g, 6)];
        ex a = gen_expr(g, s, depth - 1, c);
        ex b = gen_expr(g, s, depth - 1, (a.f & X_LIT) ? nonlit_ctx(c) : c);
        e.s = S(g, "(%s %s %s)", a.s, op, b.s);
        return e;
    }
    case 4:
    case 5: {
        ex a = gen_bool(g, depth - 1, c);
        ex b = gen_bool(g, depth - 1, (a.f & X_LIT) ? nonlit_ctx(c) : c);
        if ((a.f & X_LIT) && (b.f & X_LIT))
            return a;
        e.s = S(g, "(%s %s %s)", a.s, rn(g, 2) ? "&&" : "||", b.s);
        return e;
    }
    case 6: {
        ex a = gen_bool(g, depth - 1, nonlit_ctx(c));
        e.s = S(g, "!%s", a.s);
        e.f = a.f & X_LIT;
        return e;
    }
    case 7: {
        ex k = gen_bool(g, depth - 1, nonlit_ctx(c));
        ex a = gen_bool(g, depth - 1, c);
        ex b = gen_bool(g, depth - 1, (a.f & X_LIT) ? nonlit_ctx(c) : c);
        e.s = S(g, "select(%s, %s, %s)", k.s, a.s, b.s);
        return e;
    }
    case 8:
        if (!avoid(g, TS_F(CAST))) {
            ex a = gen_expr(g, rand_dtype(g, D_NUM), depth - 1, nonlit_ctx(c));
            e.s = S(g, "bool(%s)", a.s);
            return e;
        }
        /* fall through */
    default: return gen_leaf(g, TL_DT_BOOL, leaf);
    }
}

/* A divisor of integer dtype t that is never zero. */
static const char *int_divisor(G *g, tl_dtype t, int depth, ectx c)
{
    ex b = gen_expr(g, t, depth, nonlit_ctx(exact_ctx(c)));
    if (avoid(g, TS_F(MIN_DIV)) && tl_dtype_is_signed(t))
        return S(g, "select(%s == 0 || %s == -1, 1, %s)", b.s, b.s, b.s);
    return S(g, "select(%s == 0, 1, %s)", b.s, b.s);
}

static ex gen_float(G *g, tl_dtype t, int depth, ectx leaf)
{
    ex e = { NULL, t, 0 };
    ectx c = sub(leaf);
    int r = rn(g, 100);
    if (r < 30) {
        static const char *const ops[] = { "+", "-", "*", "/" };
        int op = rn(g, 4);
        ectx ca = c;
        ex a = gen_expr(g, t, depth - 1, ca);
        ectx cb = (a.f & X_LIT) ? nonlit_ctx(ca) : ca;
        if (op == 3)
            cb.zsign = false; /* x / -0 and x / +0 differ */
        ex b = gen_expr(g, t, depth - 1, cb);
        e.s = S(g, "(%s %s %s)", a.s, ops[op], b.s);
        e.f = (a.f | b.f) & (X_APPROX | X_ZSIGN);
        return e;
    }
    if (r < 36) {
        ex a = gen_expr(g, t, depth - 1, nonlit_ctx(c));
        e.s = S(g, "-%s", a.s);
        e.f = a.f & (X_APPROX | X_ZSIGN);
        return e;
    }
    if (r < 50) {
        static const char *const fns[] = { "abs", "floor", "ceil", "sqrt" };
        int fi = rn(g, 4);
        ectx ca = nonlit_ctx(fi == 1 || fi == 2 ? exact_ctx(c) : c);
        ex a = gen_expr(g, t, depth - 1, ca);
        e.s = S(g, "%s(%s)", fns[fi], a.s);
        e.f = a.f & (X_APPROX | X_ZSIGN);
        if (fi == 0)
            e.f &= ~(unsigned)X_ZSIGN;
        return e;
    }
    if (r < 60) {
        ex a = gen_expr(g, t, depth - 1, c);
        ex b = gen_expr(g, t, depth - 1, (a.f & X_LIT) ? nonlit_ctx(c) : c);
        e.s = S(g, "%s(%s, %s)", rn(g, 2) ? "min" : "max", a.s, b.s);
        e.f = ((a.f | b.f) & X_APPROX) | X_ZSIGN;
        if (!c.zsign)
            return gen_leaf(g, t, leaf);
        return e;
    }
    if (r < 72 && c.approx) {
        static const char *const fns[] = { "exp", "exp2", "log", "log2", "rsqrt", "tanh", "pow", "sin", "cos", "erf",
                                           "sigmoid", "fma" };
        int fi = rn(g, 12);
        ectx ca = nonlit_ctx(c);
        ca.tame = true;
        if (fi == 4 || fi == 6)
            ca.zsign = false;
        ex a = gen_expr(g, t, depth - 1, ca);
        if (fi == 6) {
            ex b = gen_expr(g, t, depth - 1, ca);
            e.s = S(g, "pow(%s, %s)", a.s, b.s);
        } else if (fi == 11) {
            /* one rounding where the target fuses, two where Vulkan and
             * WebGPU may: compared as approximate */
            ex b = gen_expr(g, t, depth - 1, ca), d = gen_expr(g, t, depth - 1, ca);
            e.s = S(g, "fma(%s, %s, %s)", a.s, b.s, d.s);
            a.f |= (b.f | d.f) & X_ZSIGN;
        } else {
            e.s = S(g, "%s(%s)", fns[fi], a.s);
        }
        e.f = X_APPROX | (a.f & X_ZSIGN);
        return e;
    }
    if (r < 82) {
        ex k = gen_bool(g, depth - 1, nonlit_ctx(c));
        ex a = gen_expr(g, t, depth - 1, c);
        ex b = gen_expr(g, t, depth - 1, (a.f & X_LIT) ? nonlit_ctx(c) : c);
        e.s = S(g, "select(%s, %s, %s)", k.s, a.s, b.s);
        e.f = (a.f | b.f) & (X_APPROX | X_ZSIGN);
        return e;
    }
    if (r < 94 && !avoid(g, TS_F(CAST))) {
        tl_dtype s = rand_dtype(g, D_ANY);
        ectx ca = nonlit_ctx(c);
        if (!is_float(s))
            ca = nonlit_ctx(exact_ctx(c));
        ex a = gen_expr(g, s, depth - 1, ca);
        e.s = s == t ? a.s : S(g, "%s(%s)", tl_dtype_name(t), a.s);
        e.f = a.f & (X_APPROX | X_ZSIGN);
        return e;
    }
    return gen_leaf(g, t, leaf);
}

static ex gen_int(G *g, tl_dtype t, int depth, ectx leaf)
{
    ex e = { NULL, t, 0 };
    leaf = exact_ctx(leaf);
    ectx c = sub(leaf);
    int r = rn(g, 100);
    if (r < 40) {
        static const char *const ops[] = { "+", "-", "*", "/", "%", "ceildiv" };
        int op = rn(g, avoid(g, TS_F(INT_DIV)) ? 3 : 6);
        ex a = gen_expr(g, t, depth - 1, c);
        if (op >= 3) {
            const char *d = int_divisor(g, t, depth - 1, c);
            e.s = op == 5 ? S(g, "ceildiv(%s, %s)", a.s, d) : S(g, "(%s %s %s)", a.s, ops[op], d);
            return e;
        }
        ex b = gen_expr(g, t, depth - 1, (a.f & X_LIT) ? nonlit_ctx(c) : c);
        e.s = S(g, "(%s %s %s)", a.s, ops[op], b.s);
        return e;
    }
    if (r < 46) {
        ex a = gen_expr(g, t, depth - 1, nonlit_ctx(c));
        if (!avoid(g, TS_F(BITS)) && rn(g, 3) == 0) {
            /* ~a, a op b, or a's bits through the other dtype of its size */
            static const char *const ops[] = { "&", "|", "^", "<<", ">>" };
            int op = rn(g, 7);
            if (op == 5) {
                e.s = S(g, "~%s", a.s);
            } else if (op == 6) {
                tl_dtype u = t == TL_DT_I8 ? TL_DT_U8 : t == TL_DT_U8 ? TL_DT_I8 : t == TL_DT_I16 ? TL_DT_U16
                           : t == TL_DT_U16 ? TL_DT_I16 : t == TL_DT_I32 ? TL_DT_U32 : t == TL_DT_U32 ? TL_DT_I32
                           : t == TL_DT_I64 ? TL_DT_U64 : TL_DT_I64;
                e.s = S(g, "bitcast(bitcast(%s, %s), %s)", a.s, tl_dtype_name(u), tl_dtype_name(t));
            } else {
                ex b = gen_expr(g, t, depth - 1, c);
                e.s = S(g, "(%s %s %s)", a.s, ops[op], b.s);
            }
            return e;
        }
        e.s = S(g, "-%s", a.s);
        return e;
    }
    if (r < 58) {
        int k = rn(g, 3);
        if (k == 0) {
            ex a = gen_expr(g, t, depth - 1, nonlit_ctx(c));
            e.s = S(g, "abs(%s)", a.s);
        } else {
            ex a = gen_expr(g, t, depth - 1, c);
            ex b = gen_expr(g, t, depth - 1, (a.f & X_LIT) ? nonlit_ctx(c) : c);
            e.s = S(g, "%s(%s, %s)", k == 1 ? "min" : "max", a.s, b.s);
        }
        return e;
    }
    if (r < 70) {
        ex k = gen_bool(g, depth - 1, nonlit_ctx(c));
        ex a = gen_expr(g, t, depth - 1, c);
        ex b = gen_expr(g, t, depth - 1, (a.f & X_LIT) ? nonlit_ctx(c) : c);
        e.s = S(g, "select(%s, %s, %s)", k.s, a.s, b.s);
        return e;
    }
    if (r < 86 && !avoid(g, TS_F(CAST))) {
        tl_dtype s = rand_dtype(g, D_ANY);
        ex a = gen_expr(g, s, depth - 1, nonlit_ctx(c));
        e.s = s == t ? a.s : S(g, "%s(%s)", tl_dtype_name(t), a.s);
        return e;
    }
    return gen_leaf(g, t, leaf);
}

/* A literal of another dtype cast to t: a constant the compiler may fold
 * (the literal takes its default dtype, i32, i64 or f32, first). */
static ex lit_cast(G *g, tl_dtype t)
{
    ex e = { NULL, t, 0 };
    tl_dtype s = rand_dtype(g, D_NUM);
    ex l = lit(g, s, false);
    if (!(l.f & X_LIT) || t == TL_DT_BOOL) {
        e.s = S(g, "%s(%s)", tl_dtype_name(t), l.s);
        return e;
    }
    e.s = S(g, "%s(%s)", tl_dtype_name(t), l.s);
    /* i32(5), f32(1.5), i64(...) may be the literal itself */
    if (t == TL_DT_I32 || t == TL_DT_I64 || t == TL_DT_F32)
        e.f = X_LIT;
    return e;
}

/* An identity around a subexpression used twice: what a simplifier must
 * not get wrong (x - x is NaN for an infinity, x * 0 is -0 or NaN, x + 0 is
 * +0 for -0, x == x is false for NaN, i32(i8(x)) wraps). */
static ex gen_identity(G *g, tl_dtype t, int depth, ectx c)
{
    ex e = { NULL, t, 0 };
    ectx cx = nonlit_ctx(c);
    if (t == TL_DT_BOOL) {
        tl_dtype s = rand_dtype(g, D_NUM);
        ex x = gen_expr(g, s, depth - 1, nonlit_ctx(exact_ctx(c)));
        static const char *const ops[] = { "==", "!=", "<", "<=", ">", ">=" };
        e.s = S(g, "(%s %s %s)", x.s, ops[rn(g, 6)], x.s);
        return e;
    }
    if (is_float(t) && chance(g, 30)) {
        /* through another float dtype and back */
        tl_dtype s = rand_dtype(g, D_FLOAT);
        ex x = gen_expr(g, t, depth - 1, cx);
        e.s = S(g, "%s(%s(%s))", tl_dtype_name(t), tl_dtype_name(s), x.s);
        e.f = x.f & (X_APPROX | X_ZSIGN);
        return e;
    }
    if (!is_float(t) && chance(g, 30)) {
        tl_dtype s = rand_dtype(g, D_INT);
        ex x = gen_expr(g, t, depth - 1, cx);
        e.s = S(g, "%s(%s(%s))", tl_dtype_name(t), tl_dtype_name(s), x.s);
        return e;
    }
    if (is_float(t))
        cx.zsign = false; /* x / x and friends */
    ex x = gen_expr(g, t, depth - 1, cx);
    static const char *const fmts[] = { "(%s - %s)", "(%s * 0)", "(%s + 0)", "(0 - %s)", "(%s - 0)", "(%s * 1)",
                                        "(%s / 1)", "(%s + %s - %s)", "-(-%s)", "(0 * %s)", "(1 * %s)",
                                        "(%s / %s)" };
    int k = rn(g, (int)(sizeof fmts / sizeof *fmts));
    if (k == 11 && !is_float(t))
        k = 0; /* x / x: a division by zero for ints */
    e.s = S(g, fmts[k], x.s, x.s, x.s);
    e.f = x.f & (X_APPROX | X_ZSIGN);
    return e;
}

/* A random expression of dtype t (at most depth operators deep). */
static ex gen_expr(G *g, tl_dtype t, int depth, ectx c)
{
    if (depth > 0 && chance(g, 6))
        return gen_identity(g, t, depth, c);
    if (!c.approx && !c.nonlit && !avoid(g, TS_F(CAST)) && chance(g, 3))
        return lit_cast(g, t);
    if (depth <= 0 || chance(g, 20))
        return gen_leaf(g, t, c);
    if (t == TL_DT_BOOL)
        return gen_bool(g, depth, c);
    if (is_float(t))
        return gen_float(g, t, depth, c);
    return gen_int(g, t, depth, c);
}

/* An expression for a store into dtype t: usually of t, sometimes of another
 * dtype (the store converts it). */
static ex gen_value(G *g, tl_dtype t, int depth, ectx c)
{
    if (!avoid(g, TS_F(CAST)) && chance(g, 20)) {
        tl_dtype s = rand_dtype(g, t == TL_DT_BOOL ? D_ANY : D_NUM);
        if ((s == TL_DT_BOOL) == (t == TL_DT_BOOL) && s != t) {
            ectx cs = nonlit_ctx(c);
            if (!is_float(t) || !is_float(s))
                cs = nonlit_ctx(exact_ctx(c));
            ex e = gen_expr(g, s, depth, cs);
            e.t = t;
            return e;
        }
    }
    ectx cv = c;
    if (!is_float(t))
        cv = exact_ctx(c);
    return gen_expr(g, t, depth, cv);
}

/* The value of fill(buf, value): it reads buf only when fill-self is on (the
 * interpreter evaluates it once, before any element is written). */
static ex fill_value(G *g, int buf, int depth, ectx c)
{
    bool blocked = g->b[buf].blocked;
    if (avoid(g, TS_F(FILL_SELF)))
        g->b[buf].blocked = true;
    ex v = gen_value(g, g->b[buf].t, depth, c);
    g->b[buf].blocked = blocked;
    return v;
}

/* ---- parallel loops --------------------------------------------------- */

typedef struct ptgt {
    int buf;
    const char *idx;   /* the element this iteration owns */
    const char *guard; /* for global outputs: when the element is in range */
    int gvar[3], gaxis[3], ngv; /* variables the guard bounds by an axis */
} ptgt;

static void store_into(G *g, const ptgt *tg, int depth, ectx c)
{
    gbuf *b = &g->b[tg->buf];
    int saved[3];
    for (int k = 0; k < tg->ngv; k++) {
        saved[k] = g->v[tg->gvar[k]].ub_axis;
        g->v[tg->gvar[k]].ub_axis = tg->gaxis[k];
    }
    if (tg->guard) {
        emit(g, "if %s {", tg->guard);
        g->indent++;
    }
    bool compound = b->t != TL_DT_BOOL && (b->written || b->role == R_OUT) && chance(g, 25);
    if (compound) {
        int op = rn(g, 4);
        static const char *const ops[] = { "+=", "-=", "*=", "/=" };
        ectx cv = c;
        if (!is_float(b->t))
            cv = exact_ctx(c);
        if (op == 3 && !is_float(b->t)) {
            if (avoid(g, TS_F(INT_DIV)))
                op = 0;
            else {
                emit(g, "%s[%s] /= %s", b->name, tg->idx, int_divisor(g, b->t, depth, cv));
                goto done;
            }
        }
        if (op == 3)
            cv.zsign = false;
        ex e = gen_expr(g, b->t, depth, cv);
        emit(g, "%s[%s] %s %s", b->name, tg->idx, ops[op], e.s);
        b->f |= e.f & (X_APPROX | X_ZSIGN);
    } else {
        ex e = gen_value(g, b->t, depth, c);
        emit(g, "%s[%s] = %s", b->name, tg->idx, e.s);
        b->f |= e.f & (X_APPROX | X_ZSIGN);
    }
done:
    if (tg->guard) {
        g->indent--;
        emit(g, "}");
    }
    for (int k = 0; k < tg->ngv; k++)
        g->v[tg->gvar[k]].ub_axis = saved[k];
}

static void gen_let(G *g, int depth, ectx c)
{
    tl_dtype t = rand_dtype(g, D_ANY);
    ectx cv = is_float(t) ? c : exact_ctx(c);
    const char *name = fresh(g, "v");
    ex e;
    if (chance(g, 50)) {
        e = gen_value(g, t, depth, cv);
        emit(g, "let %s: %s = %s", name, tl_dtype_name(t), e.s);
    } else {
        e = gen_expr(g, t, depth, nonlit_ctx(cv));
        emit(g, "let %s = %s", name, e.s);
    }
    int vi = new_var(g, name, t, e.f & (X_APPROX | X_ZSIGN));
    (void)vi;
}

/* The statements of a parallel loop body that writes the targets. */
static void par_body(G *g, ptgt *tg, int ntg, int nstmts, ectx c, int local_scratch)
{
    /* every on-chip target that holds nothing yet is written first */
    for (int k = 0; k < ntg; k++) {
        gbuf *b = &g->b[tg[k].buf];
        if (b->role == R_CHIP && !b->written) {
            /* its own value is not there yet: the first store does not read it */
            b->blocked = true;
            ex e = gen_value(g, b->t, 2, c);
            b->blocked = false;
            emit(g, "%s[%s] = %s", b->name, tg[k].idx, e.s);
            b->f |= e.f & (X_APPROX | X_ZSIGN);
            b->written = true;
        }
    }
    for (int s = 0; s < nstmts; s++) {
        int r = rn(g, 100);
        if (r < 30) {
            gen_let(g, 1 + rn(g, 3), c);
        } else if (r < 45 && ntg) {
            ex k = gen_bool(g, 2, nonlit_ctx(c));
            emit(g, "if %s {", k.s);
            g->indent++;
            push(g);
            store_into(g, &tg[rn(g, ntg)], 2, c);
            pop(g);
            g->indent--;
            if (chance(g, 60)) {
                emit(g, "} else {");
                g->indent++;
                push(g);
                if (chance(g, 30))
                    gen_let(g, 2, c);
                store_into(g, &tg[rn(g, ntg)], 2, c);
                pop(g);
                g->indent--;
            }
            emit(g, "}");
        } else if (r < 55 && local_scratch >= 0) {
            gbuf *L = &g->b[local_scratch];
            const char *q = fresh(g, "q");
            open_block(g, "for %s in unroll(%" PRId64 ")", q, L->cdim[0]);
            int qi = new_var(g, q, TL_DT_I32, 0);
            g->v[qi].nonneg = true, g->v[qi].ub = L->cdim[0], g->v[qi].loopvar = false;
            ectx cl = c;
            ex e = gen_value(g, L->t, 2, cl);
            emit(g, "%s[%s] = %s", L->name, q, e.s);
            L->f |= e.f & (X_APPROX | X_ZSIGN);
            close_block(g);
            L->written = true;
            local_scratch = -1;
        } else if (r < 63 && ntg) {
            /* a serial loop accumulating into one element */
            int k = rn(g, ntg);
            gbuf *b = &g->b[tg[k].buf];
            if (b->t == TL_DT_BOOL || tg[k].guard)
                continue;
            const char *q = fresh(g, "q");
            int n = 1 + rn(g, 4);
            if (!avoid(g, TS_F(DATA_INDEX)) && chance(g, 30)) {
                /* a trip count read from data (once, before the loop) */
                ectx cb = { false, true, true, false };
                ex x = gen_expr(g, rand_dtype(g, D_NUM), 1, cb);
                open_block(g, "for %s in range(min(max(i32(%s), 0), %d))", q, x.s, n);
            } else if (chance(g, 50)) {
                open_block(g, "for %s in range(%d)", q, n);
            } else {
                open_block(g, "for %s in range(%d, %d)", q, 1, n + 1);
            }
            int qi = new_var(g, q, TL_DT_I32, 0);
            g->v[qi].nonneg = true, g->v[qi].ub = n + 1;
            ectx cv = is_float(b->t) ? c : exact_ctx(c);
            ex e = gen_expr(g, b->t, 2, cv);
            emit(g, "%s[%s] %s %s", b->name, tg[k].idx, chance(g, 70) ? "+=" : "-=", e.s);
            b->f |= e.f & (X_APPROX | X_ZSIGN);
            close_block(g);
        } else if (ntg) {
            store_into(g, &tg[rn(g, ntg)], 1 + rn(g, 3), c);
        }
    }
}

/* for v0, ... in parallel(ext...) { body }: names[] are made here; each
 * target's idx is built from them by mkidx. */
typedef const char *(*idx_fn)(G *g, const char *const *vars, void *arg);

static void par_loop(G *g, int nv, const int64_t *ext, const char **vars, ptgt *tg, int ntg, int nstmts, ectx c,
                     bool scratch)
{
    sbuf h = { 0 };
    for (int k = 0; k < nv; k++)
        sb_printf(&h, "%s%s", k ? ", " : "", vars[k]);
    sb_printf(&h, " in parallel(");
    for (int k = 0; k < nv; k++)
        sb_printf(&h, "%s%" PRId64, k ? ", " : "", ext[k]);
    sb_printf(&h, ")");
    int local = -1;
    if (scratch && !avoid(g, TS_F(LOCAL))) {
        int64_t n = 1 + rn(g, 4);
        local = new_chip(g, TL_SCOPE_LOCAL, rand_dtype(g, D_NUM), 1, &n);
    }
    int saved_par = g->par;
    int id = ++g->npar;
    open_block(g, "for %s", h.p);
    free(h.p);
    for (int k = 0; k < nv; k++) {
        int vi = new_var(g, vars[k], TL_DT_I32, 0);
        g->v[vi].nonneg = true, g->v[vi].ub = ext[k], g->v[vi].loopvar = true;
    }
    g->par = id;
    for (int k = 0; k < ntg; k++)
        if (g->b[tg[k].buf].role == R_CHIP) {
            g->b[tg[k].buf].owner = id;
            g->b[tg[k].buf].own_idx = tg[k].idx;
        }
    if (local >= 0)
        g->b[local].scratch = id;
    par_body(g, tg, ntg, nstmts, c, local);
    for (int k = 0; k < ntg; k++)
        g->b[tg[k].buf].owner = 0;
    if (local >= 0)
        g->b[local].visible = false;
    g->par = saved_par;
    close_block(g);
}

/* The region text reg ("X[a, b, c]", or a whole "X") as a tile for the
 * on-chip buffer chip: when X has more dims than chip, its trailing dims
 * become ranges over chip's dims (`b : b + 16`) and the leading ones stay
 * fixed, which is what the tile means (the language rejects a start-form
 * tile of higher rank than its tile as ambiguous). */
static const char *tile_reg(G *g, const char *reg, int chip)
{
    const char *lb = strchr(reg, '[');
    if (!lb)
        return reg;
    const char *st[TL_IR_MAX_DIMS];
    int n = 0, depth = 0;
    const char *p = lb + 1, *from = p;
    for (; *p; p++) {
        if (*p == '(' || *p == '[')
            depth++;
        else if ((*p == ')' || *p == ']') && depth > 0)
            depth--;
        else if ((*p == ',' || *p == ']') && depth == 0) {
            while (*from == ' ')
                from++;
            if (n < TL_IR_MAX_DIMS)
                st[n++] = S(g, "%.*s", (int)(p - from), from);
            from = p + 1;
            if (*p == ']')
                break;
        }
    }
    int t = g->b[chip].ndim;
    if (n <= t)
        return reg;
    sbuf r = { 0 };
    sb_printf(&r, "%.*s[", (int)(lb - reg), reg);
    for (int d = 0; d < n; d++) {
        if (d < n - t)
            sb_printf(&r, "%s%s", d ? ", " : "", st[d]);
        else
            sb_printf(&r, "%s%s : %s + %" PRId64, d ? ", " : "", st[d], st[d], g->b[chip].cdim[d - (n - t)]);
    }
    sb_printf(&r, "]");
    const char *out = S(g, "%s", r.p);
    free(r.p);
    return out;
}

/* ---- frames: the block's tile of some axes --------------------------- */

typedef struct frame {
    int ncore, core[3];
    int nouter, outer[3];
    const char *cstart[3]; /* start of the block's tile along each core axis */
    const char *ostart[3]; /* the element of each outer axis */
    int64_t cext[3];
    int nclose;
    int chunk_axis;        /* a non-gridded core axis walked in chunks, or -1 */
} frame;

static const char *tile_start(G *g, int a)
{
    gaxis *x = &g->ax[a];
    return S(g, "%s * %s", x->bvar, x->tile_txt);
}

/* Picks core axes: the gridded ones in a random order (at most maxcore of
 * them, the rest outer), plus maybe one non-gridded axis (chunked). */
static void make_frame(G *g, frame *f, int maxcore, bool allow_chunk)
{
    memset(f, 0, sizeof *f);
    f->chunk_axis = -1;
    int order[3], n = 0;
    for (int d = 0; d < g->ngrid; d++)
        order[n++] = g->grid_axis[d];
    for (int i = n - 1; i > 0; i--) {
        int j = rn(g, i + 1), t = order[i];
        order[i] = order[j], order[j] = t;
    }
    int nc = 1 + rn(g, n < maxcore ? n : maxcore);
    for (int i = 0; i < n; i++) {
        if (i < nc)
            f->core[f->ncore++] = order[i];
        else
            f->outer[f->nouter++] = order[i];
    }
    if (allow_chunk && f->ncore < maxcore && f->ncore < 3) {
        for (int a = 0; a < g->nax; a++)
            if (g->ax[a].grid < 0 && chance(g, 60)) {
                int pos = rn(g, f->ncore + 1);
                for (int k = f->ncore; k > pos; k--)
                    f->core[k] = f->core[k - 1];
                f->core[pos] = a;
                f->ncore++;
                f->chunk_axis = a;
                break;
            }
    }
    for (int k = 0; k < f->ncore; k++)
        f->cext[k] = g->ax[f->core[k]].tile;
}

/* A loop over n iterations (text), of a random kind. */
static const char *loop_head(G *g, const char *var, const char *n, bool constant)
{
    int r = rn(g, 100);
    if (r < 20)
        return S(g, "for %s in pipelined(%s, stages=%d)", var, n, 1 + rn(g, 4));
    if (r < 35 && (constant || !avoid(g, TS_F(SYM_UNROLL))))
        return S(g, "for %s in unroll(%s)", var, n);
    if (r < 45)
        return S(g, "for %s in range(0, %s)", var, n);
    return S(g, "for %s in range(%s)", var, n);
}

/* Opens the loops over outer axes (and the chunk loop when with_chunk) and
 * sets the starts. */
static void open_frame(G *g, frame *f, bool with_chunk)
{
    for (int k = 0; k < f->nouter; k++) {
        gaxis *x = &g->ax[f->outer[k]];
        if (x->tile == 1) {
            f->ostart[k] = S(g, "%s", x->bvar);
            continue;
        }
        const char *z = fresh(g, "z");
        open_block(g, "%s", loop_head(g, z, x->tile_txt, true));
        int vi = new_var(g, z, TL_DT_I32, 0);
        g->v[vi].nonneg = true, g->v[vi].ub = x->tile;
        f->ostart[k] = S(g, "%s * %s + %s", x->bvar, x->tile_txt, z);
        f->nclose++;
    }
    for (int k = 0; k < f->ncore; k++) {
        int a = f->core[k];
        if (g->ax[a].grid >= 0) {
            f->cstart[k] = tile_start(g, a);
        } else if (with_chunk) {
            gaxis *x = &g->ax[a];
            if (!x->sym && x->size <= x->tile && chance(g, 50)) {
                f->cstart[k] = "0";
                continue;
            }
            const char *c = fresh(g, "c");
            const char *n = S(g, "ceildiv(%s, %s)", ax_size(g, a), x->tile_txt);
            open_block(g, "%s", loop_head(g, c, n, !x->sym));
            int vi = new_var(g, c, TL_DT_I32, 0);
            g->v[vi].nonneg = true;
            f->cstart[k] = S(g, "%s * %s", c, x->tile_txt);
            f->nclose++;
        } else {
            f->cstart[k] = "0";
        }
    }
}

static void close_frame(G *g, frame *f)
{
    while (f->nclose-- > 0)
        close_block(g);
}

/* An output over [outer..., core...] and the region text of the block's tile. */
static int frame_output(G *g, const frame *f, tl_dtype t, const char **region, int skip_core, int64_t extra_const)
{
    int axes[TL_IR_MAX_DIMS] = { 0 };
    int64_t cd[TL_IR_MAX_DIMS] = { 0 };
    int nd = 0;
    sbuf r = { 0 };
    for (int k = 0; k < f->nouter; k++) {
        axes[nd] = f->outer[k], cd[nd] = 1;
        sb_printf(&r, "%s%s", nd ? ", " : "", f->ostart[k]);
        nd++;
    }
    for (int k = 0; k < f->ncore; k++) {
        if (k == skip_core)
            continue;
        axes[nd] = f->core[k], cd[nd] = 1;
        sb_printf(&r, "%s%s", nd ? ", " : "", f->cstart[k]);
        nd++;
    }
    if (extra_const > 0) {
        axes[nd] = -1, cd[nd] = extra_const;
        sb_printf(&r, "%s0", nd ? ", " : "");
        nd++;
    }
    int o = new_global(g, R_OUT, t, nd, axes, cd, false);
    *region = S(g, "%s[%s]", g->b[o].name, r.p ? r.p : "");
    free(r.p);
    return o;
}

/* An input over [outer..., core...] (sometimes without the outer dims) and
 * the region text of a tile at the block's position (sometimes shifted: reads
 * are masked). */
static int frame_input(G *g, const frame *f, tl_dtype t, bool tame, const char **region)
{
    int axes[TL_IR_MAX_DIMS];
    int64_t cd[TL_IR_MAX_DIMS];
    int nd = 0;
    sbuf r = { 0 };
    bool with_outer = chance(g, 70);
    for (int k = 0; with_outer && k < f->nouter; k++) {
        axes[nd] = f->outer[k], cd[nd] = 1;
        sb_printf(&r, "%s%s", nd ? ", " : "", f->ostart[k]);
        nd++;
    }
    for (int k = 0; k < f->ncore; k++) {
        axes[nd] = f->core[k], cd[nd] = 1;
        const char *st = f->cstart[k];
        int sh = rn(g, 100);
        if (sh < 8)
            st = S(g, "%s + %d", st, 1 + rn(g, 3));
        else if (sh < 12 && !avoid(g, TS_F(NEG_START)))
            st = S(g, "%s - %d", st, 1 + rn(g, 2));
        sb_printf(&r, "%s%s", nd ? ", " : "", st);
        nd++;
    }
    int in = new_global(g, R_IN, t, nd, axes, cd, tame);
    *region = S(g, "%s[%s]", g->b[in].name, r.p ? r.p : "");
    free(r.p);
    return in;
}

static const char *dims_text(G *g, int n, const int64_t *d)
{
    sbuf s = { 0 };
    for (int k = 0; k < n; k++)
        sb_printf(&s, "%s%" PRId64, k ? ", " : "", d[k]);
    const char *r = S(g, "%s", s.p ? s.p : "");
    free(s.p);
    return r;
}

/* Loop variable names for a parallel loop over n dims. */
static void par_vars(G *g, int n, const char **vars)
{
    for (int k = 0; k < n; k++)
        vars[k] = fresh(g, "ix");
}

static const char *join_vars(G *g, int n, const char *const *vars, const int *perm)
{
    sbuf s = { 0 };
    for (int k = 0; k < n; k++)
        sb_printf(&s, "%s%s", k ? ", " : "", vars[perm ? perm[k] : k]);
    const char *r = S(g, "%s", s.p);
    free(s.p);
    return r;
}

/* Fills on-chip tile X (shaped like the frame's core) from a fresh input, or
 * with fill/clear. */
static void load_tile(G *g, const frame *f, int X, bool tame)
{
    gbuf *b = &g->b[X];
    int r = rn(g, 100);
    if (r < 10) {
        ectx c = { false, true, false, tame };
        ex v = fill_value(g, X, 1, c);
        emit(g, "fill(%s, %s)", b->name, v.s);
        b->f |= v.f & (X_APPROX | X_ZSIGN);
    } else if (r < 14) {
        emit(g, "clear(%s)", b->name);
    } else if (r < 20 && !avoid(g, TS_F(WHOLE_GLOBAL))) {
        /* the whole of a tensor over the core axes: the tile comes from X */
        tl_dtype t = b->t == TL_DT_BOOL ? TL_DT_BOOL : rand_dtype(g, D_NUM);
        int axes[3];
        int64_t cd[3];
        for (int k = 0; k < f->ncore; k++)
            axes[k] = f->core[k], cd[k] = 1;
        int in = new_global(g, R_IN, t, f->ncore, axes, cd, tame);
        emit(g, "copy(%s, %s)", g->b[in].name, b->name);
    } else {
        tl_dtype t = b->t == TL_DT_BOOL ? TL_DT_BOOL : (chance(g, 70) ? b->t : rand_dtype(g, D_NUM));
        if (tame && !is_float(t))
            t = b->t;
        const char *reg;
        frame_input(g, f, t, tame, &reg);
        emit(g, "copy(%s, %s)", tile_reg(g, reg, (int)(b - g->b)), b->name);
    }
    b->written = true;
}

/* ---- templates -------------------------------------------------------- */

/* Element-wise through on-chip tiles. */
static void tmpl_ew_tile(G *g, bool approx)
{
    frame f;
    make_frame(g, &f, 3, true);
    ectx c = { approx, true, false, approx };
    int nin = 1 + rn(g, 3);
    int X[3];
    tl_dtype tres = approx ? rand_dtype(g, D_FLOAT) : rand_dtype(g, D_ANY);
    for (int k = 0; k < nin; k++) {
        tl_dtype t = approx ? rand_dtype(g, D_FLOAT) : (chance(g, 50) ? tres : rand_dtype(g, D_ANY));
        X[k] = new_chip(g, rand_chip_scope(g, true), t, f.ncore, f.cext);
    }
    /* a parallel loop's targets are never local: each thread would hold only its own elements */
    bool x0_local = g->b[X[0]].scope == TL_SCOPE_LOCAL;
    int Y = !x0_local && chance(g, 25) ? X[0] : new_chip(g, rand_chip_scope(g, false), tres, f.ncore, f.cext);
    open_frame(g, &f, true);
    for (int k = 0; k < nin; k++)
        load_tile(g, &f, X[k], approx);
    const char *vars[3];
    par_vars(g, f.ncore, vars);
    ptgt tg[2];
    int ntg = 0;
    tg[ntg++] = (ptgt){ .buf = Y, .idx = join_vars(g, f.ncore, vars, NULL) };
    if (Y != X[0] && !x0_local && chance(g, 30))
        tg[ntg++] = (ptgt){ .buf = X[0], .idx = join_vars(g, f.ncore, vars, NULL) };
    par_loop(g, f.ncore, f.cext, vars, tg, ntg, 1 + rn(g, 4), c, chance(g, 20));
    /* a second pass, transposed when two extents agree */
    if (chance(g, 35)) {
        int perm[3] = { 0, 1, 2 };
        if (f.ncore >= 2 && f.cext[0] == f.cext[1] && chance(g, 60))
            perm[0] = 1, perm[1] = 0;
        tl_dtype t2 = approx ? rand_dtype(g, D_FLOAT) : rand_dtype(g, D_ANY);
        int Z = new_chip(g, rand_chip_scope(g, false), t2, f.ncore, f.cext);
        const char *v2[3];
        par_vars(g, f.ncore, v2);
        ptgt t = { .buf = Z, .idx = join_vars(g, f.ncore, v2, perm) };
        par_loop(g, f.ncore, f.cext, v2, &t, 1, 1 + rn(g, 2), c, false);
        Y = Z;
    }
    if (chance(g, 25) && g->b[Y].scope != TL_SCOPE_LOCAL) {
        /* through part of the tile and back: on-chip regions with a start */
        gbuf *yb = &g->b[Y];
        tl_dtype rt = yb->t == TL_DT_BOOL || avoid(g, TS_F(CHIP_CONVERT)) ? yb->t
                                                                           : (chance(g, 60) ? yb->t : rand_dtype(g, D_NUM));
        if ((yb->f & X_APPROX) && !is_float(rt))
            rt = yb->t;
        int64_t rd[3];
        int nr = 0;
        sbuf s0 = { 0 }, s1 = { 0 };
        if (f.ncore == 1) {
            int64_t L = 1 + rn(g, (int)f.cext[0]);
            rd[nr++] = L;
            sb_printf(&s0, "%d", rn(g, (int)(f.cext[0] - L + 1)));
            sb_printf(&s1, "%d", rn(g, (int)(f.cext[0] - L + 1)));
        } else {
            for (int k = 1; k < f.ncore; k++)
                rd[nr++] = f.cext[k];
            sb_printf(&s0, "%d", rn(g, (int)f.cext[0]));
            sb_printf(&s1, "%d", rn(g, (int)f.cext[0]));
            for (int k = 1; k < f.ncore; k++)
                sb_printf(&s0, ", 0"), sb_printf(&s1, ", 0");
        }
        int R = new_chip(g, rand_chip_scope(g, false), rt, nr, rd);
        emit(g, "copy(%s, %s)", tile_reg(g, S(g, "%s[%s]", g->b[Y].name, s0.p), R), g->b[R].name);
        emit(g, "copy(%s, %s)", g->b[R].name, tile_reg(g, S(g, "%s[%s]", g->b[Y].name, s1.p), R));
        free(s0.p), free(s1.p);
    }
    gbuf *y = &g->b[Y];
    tl_dtype to = y->t;
    if (y->t != TL_DT_BOOL && chance(g, 30)) {
        to = rand_dtype(g, D_NUM);
        if ((y->f & X_APPROX) && !is_float(to))
            to = y->t;
    }
    const char *reg;
    frame_output(g, &f, to, &reg, -1, 0);
    emit(g, "copy(%s, %s)", y->name, tile_reg(g, reg, Y));
    close_frame(g, &f);
}

/* Element-wise straight on global tensors, guarded. */
static void tmpl_ew_direct(G *g, bool approx)
{
    frame f;
    make_frame(g, &f, 2, false);
    ectx c = { approx, true, false, approx };
    open_frame(g, &f, false);
    const char *vars[3];
    par_vars(g, f.ncore, vars);
    /* the output, element [outer..., start + i...] */
    tl_dtype t = approx ? rand_dtype(g, D_FLOAT) : rand_dtype(g, D_ANY);
    int axes[TL_IR_MAX_DIMS];
    int64_t cd[TL_IR_MAX_DIMS];
    int nd = 0;
    for (int k = 0; k < f.nouter; k++)
        axes[nd] = f.outer[k], cd[nd++] = 1;
    for (int k = 0; k < f.ncore; k++)
        axes[nd] = f.core[k], cd[nd++] = 1;
    int o = new_global(g, R_OUT, t, nd, axes, cd, false);
    sbuf h = { 0 };
    for (int k = 0; k < f.ncore; k++)
        sb_printf(&h, "%s%s", k ? ", " : "", vars[k]);
    sb_printf(&h, " in parallel(%s)", dims_text(g, f.ncore, f.cext));
    int saved_par = g->par;
    int id = ++g->npar;
    open_block(g, "for %s", h.p);
    free(h.p);
    for (int k = 0; k < f.ncore; k++) {
        int vi = new_var(g, vars[k], TL_DT_I32, 0);
        g->v[vi].nonneg = true, g->v[vi].ub = f.cext[k], g->v[vi].loopvar = true;
    }
    g->par = id;
    ptgt tg = { .buf = o };
    sbuf idx = { 0 }, guard = { 0 };
    for (int k = 0; k < f.nouter; k++) {
        int a = f.outer[k];
        const char *r = fresh(g, "r");
        emit(g, "let %s = %s", r, f.ostart[k]);
        int vi = new_var(g, r, TL_DT_I32, 0);
        g->v[vi].nonneg = true;
        sb_printf(&idx, "%s%s", idx.n ? ", " : "", r);
        sb_printf(&guard, "%s%s < %s", guard.n ? " && " : "", r, ax_size(g, a));
        tg.gvar[tg.ngv] = vi, tg.gaxis[tg.ngv++] = a;
    }
    for (int k = 0; k < f.ncore; k++) {
        int a = f.core[k];
        const char *r = fresh(g, "r");
        emit(g, "let %s = %s + %s", r, f.cstart[k], vars[k]);
        int vi = new_var(g, r, TL_DT_I32, 0);
        g->v[vi].nonneg = true;
        sb_printf(&idx, "%s%s", idx.n ? ", " : "", r);
        sb_printf(&guard, "%s%s < %s", guard.n ? " && " : "", r, ax_size(g, a));
        if (tg.ngv < 3)
            tg.gvar[tg.ngv] = vi, tg.gaxis[tg.ngv++] = a;
    }
    tg.idx = S(g, "%s", idx.p);
    tg.guard = S(g, "%s", guard.p);
    free(idx.p), free(guard.p);
    int n = 1 + rn(g, 3);
    for (int s = 0; s < n; s++) {
        if (chance(g, 35))
            gen_let(g, 1 + rn(g, 3), c);
        else
            store_into(g, &tg, 1 + rn(g, 3), c);
    }
    store_into(g, &tg, 2, c);
    g->par = saved_par;
    close_block(g);
    close_frame(g, &f);
}

static const char *const REDUCE_OPS[] = { "reduce_sum", "reduce_max", "reduce_min", "reduce_absmax" };

/* A reduction over a chunked axis (or a constant extent). */
static void tmpl_reduce(G *g, bool approx)
{
    frame f;
    make_frame(g, &f, 2, false);
    int op = rn(g, 4);
    tl_dtype t = rand_dtype(g, D_NUM);
    if (op == 0 && is_float(t) && !approx)
        op = 1 + rn(g, 3);
    if (approx && op == 0)
        t = rand_dtype(g, D_FLOAT);
    /* the reduced axis: a non-gridded axis, else a constant */
    int ra = -1;
    for (int a = 0; a < g->nax; a++)
        if (g->ax[a].grid < 0 && chance(g, 70))
            ra = a;
    int64_t rt = ra >= 0 ? g->ax[ra].tile : 1 + rn(g, 12);
    int nkeep = chance(g, 12) ? 0 : f.ncore;
    int pos = rn(g, nkeep + 1);
    int64_t sd[4], dd[3];
    int ns = 0, nds = 0;
    for (int k = 0; k <= nkeep; k++) {
        if (k == pos)
            sd[ns++] = rt;
        if (k < nkeep)
            sd[ns++] = f.cext[k], dd[nds++] = f.cext[k];
    }
    if (nds == 0)
        dd[nds++] = 1;
    int src = new_chip(g, rand_chip_scope(g, true), t, ns, sd);
    int dst = new_chip(g, rand_chip_scope(g, true), t, nds, dd);
    open_frame(g, &f, false);
    bool chunk = ra >= 0 && (g->ax[ra].sym || g->ax[ra].size > rt || chance(g, 50));
    bool init = chance(g, 60);
    ectx c = { approx, true, false, approx };
    if (init) {
        if (chance(g, 50)) {
            emit(g, "clear(%s)", g->b[dst].name);
        } else {
            ex v = fill_value(g, dst, 1, exact_ctx(c));
            emit(g, "fill(%s, %s)", g->b[dst].name, v.s);
            g->b[dst].f |= v.f & X_ZSIGN;
        }
    }
    const char *cvar = NULL;
    if (chunk) {
        cvar = fresh(g, "c");
        const char *n = S(g, "ceildiv(%s, %s)", ax_size(g, ra), g->ax[ra].tile_txt);
        open_block(g, "%s", loop_head(g, cvar, n, !g->ax[ra].sym));
        int vi = new_var(g, cvar, TL_DT_I32, 0);
        g->v[vi].nonneg = true;
    }
    /* the source tile: an input over [outer..., src dims] */
    {
        int axes[TL_IR_MAX_DIMS];
        int64_t cd[TL_IR_MAX_DIMS];
        int nd = 0;
        sbuf r = { 0 };
        for (int k = 0; k < f.nouter; k++) {
            axes[nd] = f.outer[k], cd[nd] = 1;
            sb_printf(&r, "%s%s", nd ? ", " : "", f.ostart[k]);
            nd++;
        }
        int kk = 0;
        for (int k = 0; k < ns; k++) {
            if (k == pos) {
                axes[nd] = ra, cd[nd] = ra >= 0 ? 1 : rt;
                sb_printf(&r, "%s%s", nd ? ", " : "", chunk ? S(g, "%s * %s", cvar, g->ax[ra].tile_txt) : "0");
            } else {
                axes[nd] = f.core[kk], cd[nd] = 1;
                sb_printf(&r, "%s%s", nd ? ", " : "", f.cstart[kk]);
                kk++;
            }
            nd++;
        }
        tl_dtype it = chance(g, 75) ? t : rand_dtype(g, D_NUM);
        if (approx && !is_float(it))
            it = t;
        int in = new_global(g, R_IN, it, nd, axes, cd, approx);
        emit(g, "copy(%s, %s)", tile_reg(g, S(g, "%s[%s]", g->b[in].name, r.p), src), g->b[src].name);
        free(r.p);
        g->b[src].written = true;
    }
    if (g->b[src].scope != TL_SCOPE_LOCAL && chance(g, 35)) {
        const char *vars[4];
        par_vars(g, ns, vars);
        ptgt tg = { .buf = src, .idx = join_vars(g, ns, vars, NULL) };
        par_loop(g, ns, sd, vars, &tg, 1, 1 + rn(g, 2), c, false);
    }
    bool clear_arg = init ? chance(g, 20) : true;
    sbuf opt = { 0 };
    sb_printf(&opt, "dim=%d", pos);
    if (!clear_arg || chance(g, 30))
        sb_printf(&opt, ", clear=%s", clear_arg ? "true" : "false");
    emit(g, "%s(%s, %s, %s)", REDUCE_OPS[op], g->b[src].name, g->b[dst].name, opt.p);
    free(opt.p);
    if (op == 0 && is_float(t))
        g->b[dst].f |= X_APPROX;
    if (op != 0 && is_float(t))
        g->b[dst].f |= X_ZSIGN;
    g->b[dst].f |= g->b[src].f;
    g->b[dst].written = true;
    if (chunk)
        close_block(g);
    if (g->b[dst].scope != TL_SCOPE_LOCAL && chance(g, 30)) {
        const char *vars[3];
        par_vars(g, nds, vars);
        ptgt tg = { .buf = dst, .idx = join_vars(g, nds, vars, NULL) };
        par_loop(g, nds, dd, vars, &tg, 1, 1, c, false);
    }
    /* out */
    tl_dtype to = t;
    if (chance(g, 25) && !(g->b[dst].f & X_APPROX))
        to = rand_dtype(g, D_NUM);
    else if (chance(g, 25) && is_float(t))
        to = rand_dtype(g, D_FLOAT);
    const char *reg;
    if (nkeep == 0) {
        frame_output(g, &f, to, &reg, -1, 1);
    } else {
        frame_output(g, &f, to, &reg, -1, 0);
    }
    emit(g, "copy(%s, %s)", g->b[dst].name, tile_reg(g, reg, dst));
    close_frame(g, &f);
}

typedef struct gemm_types {
    tl_dtype in, acc;
} gemm_types;

static void tmpl_gemm(G *g, bool approx)
{
    static const gemm_types floats[] = {
        { TL_DT_F32, TL_DT_F32 }, { TL_DT_F16, TL_DT_F32 },  { TL_DT_F16, TL_DT_F16 }, { TL_DT_BF16, TL_DT_F32 },
        { TL_DT_BF16, TL_DT_BF16 }, { TL_DT_F64, TL_DT_F64 }, { TL_DT_F32, TL_DT_F64 }, { TL_DT_F16, TL_DT_F64 },
        { TL_DT_BF16, TL_DT_F64 },
    };
    gemm_types gt;
    if (approx) {
        do
            gt = floats[rn(g, (int)(sizeof floats / sizeof *floats))];
        while (!dt_allowed(g, gt.in));
    } else {
        gt.in = rn(g, 2) ? TL_DT_I8 : TL_DT_U8;
        gt.acc = TL_DT_I32;
    }
    frame f;
    make_frame(g, &f, 2, false);
    /* M: the first core axis; N: the second, or a constant */
    int am = f.core[0];
    int an = f.ncore > 1 ? f.core[1] : -1;
    /* a constant N or K is sometimes large: the gemm micro-kernels block and
     * pack by sizes the tiles of the axes do not reach */
    bool big = chance(g, 20);
    int64_t TM = g->ax[am].tile, TN = an >= 0 ? g->ax[an].tile : 1 + rn(g, big ? 64 : 12);
    int ak = -1;
    for (int a = 0; a < g->nax; a++)
        if (g->ax[a].grid < 0)
            ak = a;
    int64_t TK = ak >= 0 ? g->ax[ak].tile : 1 + rn(g, big ? 64 : 16);
    int64_t kconst = ak >= 0 ? 0 : TK * (1 + rn(g, 3));
    bool ta = chance(g, 40), tb = chance(g, 40);
    int64_t ad[2] = { ta ? TK : TM, ta ? TM : TK }, bd[2] = { tb ? TN : TK, tb ? TK : TN }, cdm[2] = { TM, TN };
    tl_scope sa = chance(g, 75) ? TL_SCOPE_SHARED : TL_SCOPE_FRAGMENT;
    tl_scope sbs = chance(g, 75) ? TL_SCOPE_SHARED : TL_SCOPE_FRAGMENT;
    int A = new_chip(g, sa, gt.in, 2, ad);
    int B = new_chip(g, sbs, gt.in, 2, bd);
    int C = new_chip(g, TL_SCOPE_FRAGMENT, gt.acc, 2, cdm);
    open_frame(g, &f, false);
    ectx c = { approx, true, false, approx };
    int r = rn(g, 100);
    if (r < 55) {
        emit(g, "clear(%s)", g->b[C].name);
    } else if (r < 75) {
        ex v = fill_value(g, C, 1, exact_ctx(c));
        emit(g, "fill(%s, %s)", g->b[C].name, v.s);
    } else {
        frame fc = f;
        fc.ncore = 0;
        const char *reg;
        int axes[4];
        int64_t cd[4];
        int nd = 0;
        sbuf rs = { 0 };
        for (int k = 0; k < f.nouter; k++) {
            axes[nd] = f.outer[k], cd[nd] = 1;
            sb_printf(&rs, "%s%s", nd ? ", " : "", f.ostart[k]);
            nd++;
        }
        axes[nd] = am, cd[nd] = 1;
        sb_printf(&rs, "%s%s", nd ? ", " : "", f.cstart[0]);
        nd++;
        axes[nd] = an, cd[nd] = an >= 0 ? 1 : TN;
        sb_printf(&rs, "%s%s", nd ? ", " : "", an >= 0 ? f.cstart[1] : "0");
        nd++;
        int in = new_global(g, R_IN, gt.acc, nd, axes, cd, approx);
        reg = S(g, "%s[%s]", g->b[in].name, rs.p);
        free(rs.p);
        emit(g, "copy(%s, %s)", tile_reg(g, reg, C), g->b[C].name);
        (void)fc;
    }
    g->b[C].written = true;
    const char *kv = NULL;
    bool loop = ak >= 0 || kconst > TK || chance(g, 30);
    if (loop) {
        kv = fresh(g, "k");
        const char *n = ak >= 0 ? S(g, "ceildiv(%s, %s)", ax_size(g, ak), g->ax[ak].tile_txt)
                                : S(g, "%" PRId64, kconst / TK);
        open_block(g, "%s", loop_head(g, kv, n, ak < 0 || !g->ax[ak].sym));
        int vi = new_var(g, kv, TL_DT_I32, 0);
        g->v[vi].nonneg = true;
    }
    const char *kstart = kv ? S(g, "%s * %" PRId64, kv, TK) : "0";
    /* A: [M, K] or [K, M]; B: [K, N] or [N, K] */
    {
        int axes[2];
        int64_t cd[2];
        const char *st[2];
        int mi = ta ? 1 : 0, ki = ta ? 0 : 1;
        axes[mi] = am, cd[mi] = 1, st[mi] = f.cstart[0];
        axes[ki] = ak, cd[ki] = ak >= 0 ? 1 : (kconst ? kconst : TK), st[ki] = kstart;
        int in = new_global(g, R_IN, gt.in, 2, axes, cd, approx);
        emit(g, "copy(%s[%s, %s], %s)", g->b[in].name, st[0], st[1], g->b[A].name);
        int ni = tb ? 0 : 1;
        ki = tb ? 1 : 0;
        axes[ni] = an, cd[ni] = an >= 0 ? 1 : TN, st[ni] = an >= 0 ? f.cstart[1] : "0";
        axes[ki] = ak, cd[ki] = ak >= 0 ? 1 : (kconst ? kconst : TK), st[ki] = kstart;
        in = new_global(g, R_IN, gt.in, 2, axes, cd, approx);
        emit(g, "copy(%s[%s, %s], %s)", g->b[in].name, st[0], st[1], g->b[B].name);
        g->b[A].written = g->b[B].written = true;
    }
    if (chance(g, 25)) {
        const char *vars[2];
        par_vars(g, 2, vars);
        ptgt tg = { .buf = A, .idx = join_vars(g, 2, vars, NULL) };
        par_loop(g, 2, ad, vars, &tg, 1, 1, c, false);
    }
    sbuf opt = { 0 };
    if (ta || chance(g, 15))
        sb_printf(&opt, ", transpose_a=%s", ta ? "true" : "false");
    if (tb || chance(g, 15))
        sb_printf(&opt, ", transpose_b=%s", tb ? "true" : "false");
    emit(g, "gemm(%s, %s, %s%s)", g->b[A].name, g->b[B].name, g->b[C].name, opt.p ? opt.p : "");
    free(opt.p);
    if (is_float(gt.acc))
        g->b[C].f |= X_APPROX;
    g->b[C].f |= g->b[A].f | g->b[B].f;
    if (loop)
        close_block(g);
    if (chance(g, 30)) {
        const char *vars[2];
        par_vars(g, 2, vars);
        ptgt tg = { .buf = C, .idx = join_vars(g, 2, vars, NULL) };
        par_loop(g, 2, cdm, vars, &tg, 1, 1, c, false);
    }
    tl_dtype to = gt.acc;
    if (chance(g, 30))
        to = is_float(gt.acc) ? rand_dtype(g, D_FLOAT) : rand_dtype(g, D_NUM);
    const char *reg;
    if (an >= 0) {
        frame fo = f;
        fo.ncore = 2;
        frame_output(g, &fo, to, &reg, -1, 0);
    } else {
        frame fo = f;
        fo.ncore = 1;
        frame_output(g, &fo, to, &reg, -1, TN);
    }
    emit(g, "copy(%s, %s)", g->b[C].name, tile_reg(g, reg, C));
    close_frame(g, &f);
}

static void tmpl_atomic(G *g, bool approx)
{
    frame f;
    make_frame(g, &f, 2, false);
    int variant = rn(g, 3);
    tl_dtype t = variant == 1 && !approx ? rand_dtype(g, D_INT) : (approx ? rand_dtype(g, D_FLOAT) : rand_dtype(g, D_NUM));
    if (variant == 1 && is_float(t) && !approx)
        t = TL_DT_I32;
    tl_dtype ts = chance(g, 70) ? t : rand_dtype(g, approx ? D_FLOAT : D_NUM);
    if (!approx && is_float(ts) && !is_float(t))
        ts = t;
    int S0 = new_chip(g, rand_chip_scope(g, true), ts, f.ncore, f.cext);
    int Sh = variant == 2 ? new_chip(g, TL_SCOPE_SHARED, t, f.ncore, f.cext) : -1;
    open_frame(g, &f, false);
    load_tile(g, &f, S0, approx);
    ectx c = { approx, true, false, approx };
    if (g->b[S0].scope != TL_SCOPE_LOCAL && chance(g, 40)) {
        const char *vars[3];
        par_vars(g, f.ncore, vars);
        ptgt tg = { .buf = S0, .idx = join_vars(g, f.ncore, vars, NULL) };
        par_loop(g, f.ncore, f.cext, vars, &tg, 1, 1 + rn(g, 2), c, false);
    }
    const char *reg;
    if (variant == 0) {
        frame_output(g, &f, t, &reg, -1, 0);
        reg = tile_reg(g, reg, S0);
        emit(g, "atomic_add(%s, %s)", g->b[S0].name, reg);
        if (chance(g, 30))
            emit(g, "atomic_add(%s, %s)", g->b[S0].name, reg);
    } else if (variant == 1) {
        /* one tile all blocks add into (or take the max or min into:
         * exact in any order too) */
        int axes[3] = { -1, -1, -1 };
        int o = new_global(g, R_OUT, t, f.ncore, axes, f.cext, false);
        static const char *const ops[] = { "atomic_add", "atomic_max", "atomic_min" };
        const char *op = ops[chance(g, 50) ? 0 : 1 + rn(g, 2)];
        if (chance(g, 50))
            emit(g, "%s(%s, %s)", op, g->b[S0].name, g->b[o].name);
        else
            emit(g, "%s(%s, %s[%s])", op, g->b[S0].name, g->b[o].name,
                 f.ncore == 1 ? "0" : f.ncore == 2 ? "0, 0" : "0, 0, 0");
    } else {
        if (chance(g, 50))
            emit(g, "clear(%s)", g->b[Sh].name);
        else {
            ex v = fill_value(g, Sh, 1, exact_ctx(c));
            emit(g, "fill(%s, %s)", g->b[Sh].name, v.s);
        }
        emit(g, "atomic_add(%s, %s)", g->b[S0].name, g->b[Sh].name);
        if (chance(g, 50)) {
            tl_dtype t2 = approx ? rand_dtype(g, D_FLOAT) : t;
            const char *ireg;
            frame_input(g, &f, t2, approx, &ireg);
            emit(g, "atomic_add(%s, %s)", tile_reg(g, ireg, Sh), g->b[Sh].name);
        }
        g->b[Sh].written = true;
        g->b[Sh].f |= g->b[S0].f;
        tl_dtype to = chance(g, 70) ? t : (approx ? rand_dtype(g, D_FLOAT) : rand_dtype(g, D_NUM));
        frame_output(g, &f, to, &reg, -1, 0);
        emit(g, "copy(%s, %s)", g->b[Sh].name, tile_reg(g, reg, Sh));
    }
    close_frame(g, &f);
}

/* Block-level values: lets, a shared table filled by a serial scan, a local
 * buffer; later templates read them. */
static void tmpl_prelude(G *g)
{
    ectx c = { false, true, false, false };
    int n = 1 + rn(g, 3);
    for (int i = 0; i < n; i++)
        gen_let(g, 1 + rn(g, 3), c);
    if (!avoid(g, TS_F(SCAN)) && chance(g, 60)) {
        int64_t len = 2 + rn(g, 15);
        tl_dtype t = rand_dtype(g, D_ANY);
        tl_scope sc = !avoid(g, TS_F(LOCAL)) && chance(g, 30) ? TL_SCOPE_LOCAL : TL_SCOPE_SHARED;
        int T = new_chip(g, sc, t, 1, &len);
        ex e0 = gen_value(g, t, 2, c);
        emit(g, "%s[0] = %s", g->b[T].name, e0.s);
        const char *q = fresh(g, "t");
        bool unroll = chance(g, 30);
        if (unroll)
            open_block(g, "for %s in unroll(%" PRId64 ")", q, len - 1);
        else
            open_block(g, "for %s in range(1, %" PRId64 ")", q, len);
        int qi = new_var(g, q, TL_DT_I32, 0);
        g->v[qi].nonneg = true, g->v[qi].ub = len;
        const char *at = unroll ? S(g, "%s + 1", q) : q;
        const char *prev = unroll ? q : S(g, "%s - 1", q);
        /* the step reads the element before, never ones not written yet */
        ex e = gen_expr(g, t, 2, nonlit_ctx(c));
        if (t == TL_DT_BOOL)
            emit(g, "%s[%s] = %s[%s] != %s", g->b[T].name, at, g->b[T].name, prev, e.s);
        else if (is_float(t))
            emit(g, "%s[%s] = %s[%s] * 0.5 + %s", g->b[T].name, at, g->b[T].name, prev, e.s);
        else
            emit(g, "%s[%s] = %s[%s] + %s", g->b[T].name, at, g->b[T].name, prev, e.s);
        close_block(g);
        g->b[T].written = true;
        g->b[T].f |= e0.f | e.f;
    }
    if (chance(g, 25)) {
        /* a rank-4 table from a parallel loop of four variables */
        int64_t d4[4];
        for (int k = 0; k < 4; k++)
            d4[k] = 1 + rn(g, 3);
        int T4 = new_chip(g, chance(g, 50) ? TL_SCOPE_SHARED : TL_SCOPE_FRAGMENT, rand_dtype(g, D_ANY), 4, d4);
        const char *vars[4];
        par_vars(g, 4, vars);
        ptgt tg = { .buf = T4, .idx = join_vars(g, 4, vars, NULL) };
        par_loop(g, 4, d4, vars, &tg, 1, 1 + rn(g, 2), c, false);
    }
    if (chance(g, 40) && !avoid(g, TS_F(HISTOGRAM))) {
        /* an accumulation through an index the loop computes: each step may
         * read what an earlier one wrote (a histogram) */
        int64_t hn = 1 + rn(g, 16), hm = 1 + rn(g, 64);
        static const tl_dtype wide[] = { TL_DT_I32, TL_DT_I64, TL_DT_U32, TL_DT_F32, TL_DT_F64, TL_DT_U64 };
        tl_dtype t = chance(g, 70) ? wide[rn(g, 6)] : rand_dtype(g, D_NUM);
        if (!dt_allowed(g, t))
            t = TL_DT_I32;
        tl_scope sc = !avoid(g, TS_F(LOCAL)) && chance(g, 30) ? TL_SCOPE_LOCAL : TL_SCOPE_SHARED;
        int H = new_chip(g, sc, t, 1, &hn);
        if (chance(g, 50))
            emit(g, "clear(%s)", g->b[H].name);
        else
            emit(g, "fill(%s, %s)", g->b[H].name, fill_value(g, H, 1, c).s);
        const char *q = fresh(g, "t");
        open_block(g, "for %s in range(%" PRId64 ")", q, hm);
        int qi = new_var(g, q, TL_DT_I32, 0);
        g->v[qi].nonneg = true, g->v[qi].ub = hm;
        const char *w = fresh(g, "w");
        if (chance(g, 50))
            emit(g, "let %s = (%s * %d + %d) %% %" PRId64 " - %s", w, q, 1 + rn(g, 3), rn(g, 4), hn, q);
        else
            emit(g, "let %s = i32(%s) - %s", w, gen_index(g, -1, hn), q);
        new_var(g, w, TL_DT_I32, 0);
        ex e = gen_expr(g, t, 2, c);
        const char *add = chance(g, 60) ? S(g, "(%s + %s(%s))", e.s, tl_dtype_name(t), q) : e.s;
        if (chance(g, 50))
            emit(g, "%s[%s + %s] = %s[%s + %s] + %s", g->b[H].name, w, q, g->b[H].name, w, q, add);
        else
            emit(g, "%s[%s + %s] += %s", g->b[H].name, w, q, add);
        close_block(g);
        g->b[H].written = true;
        g->b[H].f |= e.f;
        if (chance(g, 70)) {
            /* straight out: one row per block, at the block's position */
            int axes[4];
            int64_t cd[4];
            sbuf r = { 0 };
            for (int d = 0; d < g->ngrid; d++) {
                axes[d] = g->grid_axis[d], cd[d] = 1;
                sb_printf(&r, "%s, ", tile_start(g, g->grid_axis[d]));
            }
            axes[g->ngrid] = -1, cd[g->ngrid] = hn;
            int o = new_global(g, R_OUT, t, g->ngrid + 1, axes, cd, false);
            emit(g, "copy(%s, %s)", g->b[H].name, tile_reg(g, S(g, "%s[%s0]", g->b[o].name, r.p), H));
            free(r.p);
        }
    }
    if (chance(g, 40)) {
        const char *name = fresh(g, "p");
        ex k = gen_bool(g, 2, nonlit_ctx(c));
        emit(g, "let %s = %s", name, k.s);
        new_var(g, name, TL_DT_BOOL, 0);
    }
}

static void gen_template(G *g, int budget)
{
    bool approx = !avoid(g, TS_F(APPROX)) && chance(g, 30);
    int r = rn(g, 100);
    if (r < 30)
        tmpl_ew_tile(g, approx);
    else if (r < 48)
        tmpl_ew_direct(g, approx);
    else if (r < 64 && !avoid(g, TS_F(REDUCE)))
        tmpl_reduce(g, approx);
    else if (r < 80 && !avoid(g, TS_F(GEMM)))
        tmpl_gemm(g, approx || chance(g, 50));
    else if (r < 92 && !avoid(g, TS_F(ATOMIC)))
        tmpl_atomic(g, approx);
    else if (budget > 1) {
        /* a block-uniform branch, or a repeat */
        ectx c = { false, true, true, false };
        if (chance(g, 70)) {
            ex k = gen_bool(g, 2, c);
            open_block(g, "if %s", k.s);
            gen_template(g, budget - 1);
            g->indent--;
            pop(g);
            if (chance(g, 60)) {
                emit(g, "} else {");
                g->indent++;
                push(g);
                gen_template(g, budget - 1);
                close_block(g);
            } else {
                emit(g, "}");
            }
        } else {
            const char *q = fresh(g, "rep");
            open_block(g, "for %s in range(%d)", q, 1 + rn(g, 2));
            int qi = new_var(g, q, TL_DT_I32, 0);
            g->v[qi].nonneg = true, g->v[qi].ub = 3;
            gen_template(g, budget - 1);
            close_block(g);
        }
    } else {
        tmpl_ew_tile(g, approx);
    }
}

/* ---- kernels ---------------------------------------------------------- */

static const int TILES[] = { 1, 2, 3, 4, 4, 5, 7, 8, 8, 8, 12, 16, 16, 17, 32 };

static void gen_kernel(G *g)
{
    g->nb = g->nv = g->np = 0;
    g->depth = 0;
    g->par = g->npar = 0;
    g->nscalars = 0;
    g->ntensors = 0;
    g->body.n = 0;
    if (g->body.p)
        g->body.p[0] = 0;
    g->indent = 1;
    /* axes */
    g->nax = 1 + rn(g, 3);
    static const char *const names[] = { "M", "N", "K" };
    int64_t tprod = 1;
    for (int a = 0; a < g->nax; a++) {
        gaxis *x = &g->ax[a];
        memset(x, 0, sizeof *x);
        x->sym = chance(g, 75);
        snprintf(x->name, sizeof x->name, "%s", names[a]);
        static const int64_t sizes[] = { 1, 2, 3, 5, 8, 13, 16, 20, 33 };
        x->size = sizes[rn(g, 9)];
        do
            x->tile = TILES[rn(g, (int)(sizeof TILES / sizeof *TILES))];
        while (tprod * x->tile > 256 && x->tile > 1);
        tprod *= x->tile;
        x->tile_txt = S(g, "%d", x->tile);
        if (chance(g, 20)) {
            const char *cn = S(g, "%sT%d", g->prefix, g->nconst++);
            sb_printf(&g->consts, "const %s = %d\n", cn, x->tile);
            x->tile_txt = cn;
        }
        x->grid = -1;
    }
    g->ngrid = 1 + rn(g, g->nax);
    if (g->ngrid > 1 && chance(g, 40))
        g->ngrid--;
    int order[3] = { 0, 1, 2 };
    for (int i = g->nax - 1; i > 0; i--) {
        int j = rn(g, i + 1), t = order[i];
        order[i] = order[j], order[j] = t;
    }
    static const char *const bvars[] = { "bx", "by", "bz" };
    for (int d = 0; d < g->ngrid; d++) {
        int a = order[d];
        g->grid_axis[d] = a;
        g->ax[a].grid = d;
        g->ax[a].bvar = bvars[d];
        int vi = new_var(g, bvars[d], TL_DT_I32, 0);
        g->v[vi].nonneg = true;
    }
    for (int a = 0; a < g->nax; a++)
        if (g->ax[a].sym) {
            int vi = new_var(g, g->ax[a].name, TL_DT_I32, 0);
            g->v[vi].nonneg = true;
        }
    /* body */
    g->depth = 1;
    if (chance(g, 50))
        tmpl_prelude(g);
    int maxt = g->o->max_templates > 0 && g->o->max_templates <= 3 ? g->o->max_templates : 3;
    int nt = 1 + rn(g, 3);
    if (nt > maxt)
        nt = maxt;
    for (int i = 0; i < nt && g->np < MAXP / 2 && !tensors_past(g, g->o->max_tensors / 2); i++)
        gen_template(g, maxt > 1 ? 2 : 1);
    /* every symbolic axis is bound by some tensor */
    for (int a = 0; a < g->nax; a++) {
        if (!g->ax[a].sym)
            continue;
        bool bound = false;
        for (int p = 0; p < g->np && !bound; p++)
            if (g->params[p] >= 0)
                for (int d = 0; d < g->b[g->params[p]].ndim; d++)
                    bound |= g->b[g->params[p]].axis[d] == a;
        if (!bound) {
            int ax1[1] = { a };
            new_global(g, R_IN, rand_dtype(g, D_ANY), 1, ax1, NULL, false);
        }
    }
    /* the signature, parameters shuffled */
    for (int i = g->np - 1; i > 0; i--) {
        int j = rn(g, i + 1), t = g->params[i];
        g->params[i] = g->params[j], g->params[j] = t;
    }
    sbuf *k = &g->kernels;
    sb_printf(k, "\nkernel %skern%d(", g->prefix, g->kid);
    for (int p = 0; p < g->np; p++) {
        if (p)
            sb_printf(k, ", ");
        int pi = g->params[p];
        if (pi < 0) {
            gvar *v = &g->v[-pi - 1];
            sb_printf(k, "%s: %s", v->name, tl_dtype_name(v->t));
            continue;
        }
        gbuf *b = &g->b[pi];
        sb_printf(k, "%s: %s[", b->name, tl_dtype_name(b->t));
        for (int d = 0; d < b->ndim; d++)
            sb_printf(k, "%s%s", d ? ", " : "", b->axis[d] >= 0 ? ax_size(g, b->axis[d]) : S(g, "%" PRId64, b->cdim[d]));
        sb_printf(k, "]");
    }
    sb_printf(k, ")\n    grid(");
    for (int d = 0; d < g->ngrid; d++) {
        gaxis *x = &g->ax[g->grid_axis[d]];
        sb_printf(k, "%sceildiv(%s, %s)", d ? ", " : "", ax_size(g, g->grid_axis[d]), x->tile_txt);
    }
    int nth = 1 + rn(g, 3), th[3], left = 1024;
    for (int d = 0; d < nth; d++) {
        static const int opts[] = { 1, 2, 3, 4, 7, 8, 16, 32, 64, 128, 256 };
        int t;
        do
            t = opts[rn(g, 11)];
        while (t > left);
        th[d] = t, left /= t;
    }
    sb_printf(k, ") threads(");
    for (int d = 0; d < nth; d++)
        sb_printf(k, "%s%d", d ? ", " : "", th[d]);
    sb_printf(k, ") as ");
    if (g->ngrid == 1 && chance(g, 50))
        sb_printf(k, "bx");
    else {
        sb_printf(k, "(");
        for (int d = 0; d < g->ngrid; d++)
            sb_printf(k, "%s%s", d ? ", " : "", bvars[d]);
        sb_printf(k, ")");
    }
    sb_printf(k, "\n{\n%s}\n", g->body.p ? g->body.p : "");
}

char *ts_generate(uint64_t seed, const ts_gen_options *o)
{
    static const ts_gen_options none = { 0 };
    G *g = calloc(1, sizeof *g);
    if (!g)
        return NULL;
    g->o = o ? o : &none;
    g->prefix = g->o->prefix ? g->o->prefix : "";
    g->rs = seed * 0x2545f4914f6cdd1dULL + 0x632be59bd9b4e019ULL;
    int maxk = g->o->max_kernels > 0 && g->o->max_kernels <= 3 ? g->o->max_kernels : 3;
    int nk = 1 + rn(g, maxk);
    if (nk > 1 && chance(g, 50))
        nk--;
    for (g->kid = 0; g->kid < nk; g->kid++)
        gen_kernel(g);
    sbuf out = { 0 };
    sb_printf(&out, "# tilesmith seed %" PRIu64 "\n", seed);
    if (g->consts.p)
        sb_printf(&out, "%s", g->consts.p);
    sb_printf(&out, "%s", g->kernels.p ? g->kernels.p : "");
    for (size_t i = 0; i < g->npool; i++)
        free(g->pool[i]);
    free(g->pool);
    free(g->consts.p), free(g->kernels.p), free(g->body.p);
    free(g);
    return out.p;
}
