/*
 * judge.c: tilesmith's comparison rules (see judge.h): an abstract
 * interpretation of a kernel's tile IR that follows, for every variable and
 * buffer, whether its values are exact, exact up to the sign of zero,
 * approximate (and by how many rounding steps) or unreliable, and which
 * parameters they depend on; then argument values and the element-wise
 * comparison.
 *
 * The analysis is flow-insensitive per buffer (a store joins into the whole
 * buffer), runs loop bodies to a fixpoint, and multiplies the rounding steps
 * a loop body adds by its trip count (evaluated from the bound shapes; 64
 * when it depends on data). Control flow under an approximate condition, and
 * indices or loop bounds computed from approximate values, make what they
 * govern unreliable.
 */
#include "judge.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ir/value.h"

const char *ts_cmp_name(ts_cmp c)
{
    switch (c) {
    case TS_CMP_EXACT: return "exact";
    case TS_CMP_ZSIGN: return "zsign";
    case TS_CMP_APPROX: return "approx";
    default: return "skip";
    }
}

/* ---- the analysis -------------------------------------------------------- */

/* A_WILD: derived from a literal outside the generator's tame range
 * ([-2, 2], finite). mark_tame keeps an input that meets inexact arithmetic
 * tame, but a literal keeps its value: inexact arithmetic on it is
 * unreliable (FLT_MAX in a gemm: products that overflow give NaN unfused
 * and +-inf fused, in an order the backend picks; seed 160466). */
enum { A_APPROX = 1, A_ZSIGN = 2, A_UNREL = 4, A_WILD = 8 };

typedef struct aval {
    unsigned f;
    uint64_t deps; /* bit p: depends on parameter p (p >= 63: bit 63) */
    double steps;
    double u;
} aval;

typedef struct astate {
    const tl_kernel *k;
    const int64_t *dims;
    aval *vars, *bufs;
    bool *written;
    uint64_t tame; /* parameters that feed inexact arithmetic */
    aval ctx;      /* what the current control flow depends on */
    bool changed;
} astate;

static uint64_t pbit(size_t p) { return (uint64_t)1 << (p < 63 ? p : 63); }

static double unit_roundoff(tl_dtype t)
{
    switch (t) {
    case TL_DT_F16: return ldexp(1, -11);
    case TL_DT_BF16: return ldexp(1, -8);
    case TL_DT_F32: return ldexp(1, -24);
    case TL_DT_F64: return ldexp(1, -53);
    default: return 0;
    }
}

static aval join(aval a, aval b)
{
    aval r;
    r.f = a.f | b.f;
    r.deps = a.deps | b.deps;
    r.steps = a.steps > b.steps ? a.steps : b.steps;
    r.u = a.u > b.u ? a.u : b.u;
    return r;
}

/* What an index, a condition or a bound makes of what depends on it. */
static aval control(aval a)
{
    aval r = { 0, a.deps, 0, 0 };
    if (a.f & (A_APPROX | A_UNREL))
        r.f = A_UNREL;
    return r;
}

static bool same(aval a, aval b) { return a.f == b.f && a.deps == b.deps && a.steps == b.steps && a.u == b.u; }

/* The value of an integer expression of shapes, consts and block indices
 * (block indices at 0); false when it reads memory or loop variables. */
static bool seval(const astate *s, const tl_expr *e, int64_t *out)
{
    int64_t a, b;
    switch (e->kind) {
    case TL_EXPR_INT: *out = e->i; return true;
    case TL_EXPR_VAR:
        if (e->var->kind == TL_VAR_BLOCK) {
            *out = 0;
            return true;
        }
        for (size_t j = 0; j < s->k->nshape_vars; j++)
            if (s->k->shape_vars[j] == e->var) {
                *out = s->dims[j];
                return true;
            }
        return false;
    case TL_EXPR_BINARY:
        if (!seval(s, e->bin.a, &a) || !seval(s, e->bin.b, &b))
            return false;
        switch (e->bin.op) {
        case TL_BIN_ADD: *out = a + b; return true;
        case TL_BIN_SUB: *out = a - b; return true;
        case TL_BIN_MUL: *out = a * b; return true;
        case TL_BIN_DIV: if (!b) return false; *out = a / b; return true;
        case TL_BIN_MOD: if (!b) return false; *out = a % b; return true;
        case TL_BIN_CEILDIV: if (b <= 0) return false; *out = (a + b - 1) / b; return true;
        default: return false;
        }
    case TL_EXPR_CALL:
        if (e->call.nargs != 2 || !seval(s, e->call.args[0], &a) || !seval(s, e->call.args[1], &b))
            return false;
        if (e->call.fn == TL_FN_MIN)
            *out = a < b ? a : b;
        else if (e->call.fn == TL_FN_MAX)
            *out = a > b ? a : b;
        else
            return false;
        return true;
    case TL_EXPR_CAST: return !tl_dtype_is_float(e->cast.a->dtype) && seval(s, e->cast.a, out);
    default: return false;
    }
}

static double trips(const astate *s, const tl_stmt *st)
{
    double n = 1;
    for (int i = 0; i < st->loop.nvars; i++) {
        int64_t lo = 0, hi;
        if (st->loop.begin[i] && !seval(s, st->loop.begin[i], &lo))
            return 64;
        if (!seval(s, st->loop.end[i], &hi))
            return 64;
        n *= hi > lo ? (double)(hi - lo) : 0;
    }
    return n;
}

/* Inexact arithmetic meets a: a's inputs are kept tame, and r is
 * unreliable where a holds a wild literal's value. */
static void mark_tame(astate *s, aval a, aval *r)
{
    s->tame |= a.deps;
    if (a.f & A_WILD)
        r->f |= A_UNREL;
}

static bool wild_literal(double v) { return !isfinite(v) || fabs(v) > 2; }

static aval ev(astate *s, const tl_expr *e);

static aval ev_index(astate *s, tl_expr *const *idx, int n)
{
    aval r = { 0 };
    for (int i = 0; i < n; i++)
        r = join(r, control(ev(s, idx[i])));
    return r;
}

static aval ev(astate *s, const tl_expr *e)
{
    aval z = { 0 };
    switch (e->kind) {
    case TL_EXPR_INT: return z;
    case TL_EXPR_FLOAT: return (aval){ wild_literal(e->f) ? A_WILD : 0u, 0, 0, 0 };
    case TL_EXPR_VAR: return e->var->id >= 0 && e->var->id < s->k->nvars ? s->vars[e->var->id] : z;
    case TL_EXPR_LOAD: {
        aval r = ev_index(s, e->load.idx, e->load.nidx);
        int id = e->load.buf->id;
        return id >= 0 && id < s->k->nbuffers ? join(r, s->bufs[id]) : r;
    }
    case TL_EXPR_BINARY: {
        aval a = ev(s, e->bin.a), b = ev(s, e->bin.b);
        tl_binop op = e->bin.op;
        if (tl_binop_is_compare(op) || op == TL_BIN_AND || op == TL_BIN_OR) {
            aval r = join(control(a), control(b));
            return r;
        }
        aval r = join(a, b);
        if (op == TL_BIN_DIV && (b.f & A_ZSIGN) && tl_dtype_is_float(e->dtype))
            r.f |= A_UNREL;
        if (op == TL_BIN_MOD || op == TL_BIN_CEILDIV) {
            if ((a.f | b.f) & A_APPROX)
                r.f |= A_UNREL;
        }
        if ((a.f | b.f) & A_APPROX) {
            /* what meets an approximate value is kept tame too */
            mark_tame(s, a, &r), mark_tame(s, b, &r);
            r.f |= A_APPROX;
            r.steps = a.steps + b.steps + 1;
            double u = unit_roundoff(e->dtype);
            r.u = r.u > u ? r.u : u;
        }
        return r;
    }
    case TL_EXPR_UNARY: return ev(s, e->un.a);
    case TL_EXPR_SELECT: {
        aval c = control(ev(s, e->sel.cond));
        aval a = ev(s, e->sel.a), b = ev(s, e->sel.b);
        return join(c, join(a, b));
    }
    case TL_EXPR_CAST: {
        aval a = ev(s, e->cast.a);
        tl_dtype from = e->cast.a->dtype, to = e->dtype;
        if (e->cast.bits) {
            /* the bits of a float known only approximately (or up to the
             * sign of zero) are not known at all */
            if (tl_dtype_is_float(from) && (a.f & (A_APPROX | A_ZSIGN)))
                a.f |= A_UNREL;
            return a;
        }
        if (!tl_dtype_is_float(from) && tl_dtype_is_float(to) && e->cast.a->kind == TL_EXPR_INT &&
            wild_literal((double)e->cast.a->i))
            a.f |= A_WILD;
        if (tl_dtype_is_float(from) && !tl_dtype_is_float(to)) {
            aval r = control(a);
            return r;
        }
        if ((a.f & A_APPROX) && tl_dtype_is_float(to)) {
            double u = unit_roundoff(to);
            a.u = a.u > u ? a.u : u;
            if (tl_dtype_bits(to) < tl_dtype_bits(from) || to == TL_DT_BF16)
                a.steps += 1;
        }
        return a;
    }
    case TL_EXPR_CALL: {
        aval a = ev(s, e->call.args[0]);
        aval b = e->call.nargs > 1 ? ev(s, e->call.args[1]) : z;
        aval r = join(a, b);
        if (e->call.nargs > 2)
            r = join(r, ev(s, e->call.args[2]));
        bool fl = tl_dtype_is_float(e->dtype);
        double u = unit_roundoff(e->dtype);
        switch (e->call.fn) {
        case TL_FN_EXP:
        case TL_FN_EXP2:
        case TL_FN_LOG:
        case TL_FN_LOG2:
        case TL_FN_TANH:
        case TL_FN_POW:
        case TL_FN_RSQRT:
        case TL_FN_SIN:
        case TL_FN_COS:
        case TL_FN_ERF:
        case TL_FN_SIGMOID:
            /* no target promises these correctly rounded: CUDA's f64 erf
             * was an ulp off glibc's (seed 375) */
            mark_tame(s, r, &r);
            if ((e->call.fn == TL_FN_POW || e->call.fn == TL_FN_RSQRT) && (r.f & A_ZSIGN))
                r.f |= A_UNREL;
            r.f |= A_APPROX;
            r.steps = 2 * r.steps + 4;
            r.u = r.u > u ? r.u : u;
            return r;
        case TL_FN_FMA:
            /* one rounding where the target fuses, two where Vulkan and
             * WebGPU may (docs/language.md): approximate, as gen.c says
             * (its inputs keep their values: no mark_tame) */
            r.f |= A_APPROX;
            r.steps += 2;
            r.u = r.u > u ? r.u : u;
            return r;
        case TL_FN_FLOOR:
        case TL_FN_CEIL:
            if (r.f & A_APPROX)
                r.f |= A_UNREL;
            return r;
        case TL_FN_ABS:
            r.f &= ~(unsigned)A_ZSIGN;
            return r;
        case TL_FN_MIN:
        case TL_FN_MAX:
            if (fl)
                r.f |= A_ZSIGN;
            if (r.f & A_APPROX)
                r.steps += 1;
            return r;
        default:
            if (r.f & A_APPROX) {
                r.steps += 1;
                r.u = r.u > u ? r.u : u;
            }
            return r;
        }
    }
    }
    return z;
}

static void store(astate *s, const tl_buffer *b, aval v)
{
    if (b->id < 0 || b->id >= s->k->nbuffers)
        return;
    v = join(v, s->ctx);
    aval n = join(s->bufs[b->id], v);
    if (!same(n, s->bufs[b->id]))
        s->changed = true;
    s->bufs[b->id] = n;
    s->written[b->id] = true;
}

static aval region_val(astate *s, const tl_region *r)
{
    aval a = { 0 };
    if (r->starts)
        a = ev_index(s, r->starts, r->buf->ndim);
    int id = r->buf->id;
    return id >= 0 && id < s->k->nbuffers ? join(a, s->bufs[id]) : a;
}

static aval region_ctl(astate *s, const tl_region *r)
{
    return r->starts ? ev_index(s, r->starts, r->buf->ndim) : (aval){ 0 };
}

static int64_t const_dim(const tl_buffer *b, int d)
{
    int64_t v;
    return tl_ir_is_const_int(b->dims[d], &v) ? v : 64;
}

static double nblocks(const astate *s)
{
    double n = 1;
    for (int d = 0; d < s->k->ngrid; d++) {
        int64_t g;
        n *= seval(s, s->k->grid[d], &g) && g > 0 ? (double)g : 64;
    }
    return n;
}

static bool mentions_var(const tl_expr *e, const tl_var *v)
{
    switch (e->kind) {
    case TL_EXPR_VAR: return e->var == v;
    case TL_EXPR_BINARY: return mentions_var(e->bin.a, v) || mentions_var(e->bin.b, v);
    case TL_EXPR_UNARY: return mentions_var(e->un.a, v);
    case TL_EXPR_SELECT: return mentions_var(e->sel.cond, v) || mentions_var(e->sel.a, v) || mentions_var(e->sel.b, v);
    case TL_EXPR_CAST: return mentions_var(e->cast.a, v);
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            if (mentions_var(e->call.args[i], v))
                return true;
        return false;
    case TL_EXPR_LOAD:
        for (int i = 0; i < e->load.nidx; i++)
            if (mentions_var(e->load.idx[i], v))
                return true;
        return false;
    default: return false;
    }
}

/* A global region every block reaches at a place of its own: each block
 * index appears in its starts (or the grid has one block). */
static bool block_owned(const astate *s, const tl_region *r)
{
    if (nblocks(s) <= 1)
        return true;
    if (!r->starts)
        return false;
    for (int d = 0; d < s->k->ngrid; d++) {
        bool found = false;
        for (int i = 0; i < r->buf->ndim && !found; i++)
            found = mentions_var(r->starts[i], s->k->block_vars[d]);
        if (!found)
            return false;
    }
    return true;
}

static void run_block(astate *s, const tl_block *b);

static void run_tile(astate *s, const tl_stmt *st)
{
    const tl_region *a = &st->tile.args[0];
    switch (st->tile.op) {
    case TL_TILE_COPY: {
        const tl_region *d = &st->tile.args[1];
        aval v = join(region_val(s, a), region_ctl(s, d));
        tl_dtype from = a->buf->dtype, to = d->buf->dtype;
        if (tl_dtype_is_float(from) && !tl_dtype_is_float(to))
            v = join(control(v), (aval){ v.f & A_UNREL, v.deps, 0, 0 });
        else if ((v.f & A_APPROX) && tl_dtype_is_float(to)) {
            double u = unit_roundoff(to);
            v.u = v.u > u ? v.u : u;
            v.steps += 1;
        }
        store(s, d->buf, v);
        return;
    }
    case TL_TILE_FILL: store(s, a->buf, ev(s, st->tile.value)); return;
    case TL_TILE_CLEAR: store(s, a->buf, (aval){ 0 }); return;
    case TL_TILE_GEMM: {
        const tl_region *b = &st->tile.args[1], *c = &st->tile.args[2];
        aval va = region_val(s, a), vb = region_val(s, b), vc = region_val(s, c);
        aval v = join(vc, join(va, vb));
        tl_dtype acc = c->buf->dtype;
        if (tl_dtype_is_float(acc)) {
            mark_tame(s, va, &v), mark_tame(s, vb, &v), mark_tame(s, vc, &v);
            int64_t K = const_dim(a->buf, st->tile.transpose_a ? 0 : 1);
            v.f |= A_APPROX;
            v.steps = vc.steps + (va.steps > vb.steps ? va.steps : vb.steps) + (double)K + 1;
            double u = unit_roundoff(acc);
            v.u = v.u > u ? v.u : u;
        }
        /* the accumulator is C itself: its new steps replace the old */
        int id = c->buf->id;
        v = join(v, s->ctx);
        if (id >= 0 && id < s->k->nbuffers) {
            aval n = s->bufs[id];
            n.f |= v.f, n.deps |= v.deps, n.u = n.u > v.u ? n.u : v.u;
            n.steps = v.steps > n.steps ? v.steps : n.steps;
            if (!same(n, s->bufs[id]))
                s->changed = true;
            s->bufs[id] = n;
            s->written[id] = true;
        }
        return;
    }
    case TL_TILE_REDUCE_SUM:
    case TL_TILE_REDUCE_MAX:
    case TL_TILE_REDUCE_MIN:
    case TL_TILE_REDUCE_ABSMAX: {
        const tl_region *d = &st->tile.args[1];
        aval vs = region_val(s, a);
        aval vd = st->tile.clear ? (aval){ 0 } : region_val(s, d);
        aval v = join(vs, vd);
        tl_dtype t = d->buf->dtype;
        if (tl_dtype_is_float(t)) {
            if (st->tile.op == TL_TILE_REDUCE_SUM) {
                mark_tame(s, vs, &v), mark_tame(s, vd, &v);
                v.f |= A_APPROX;
                v.steps = vd.steps + vs.steps + (double)const_dim(a->buf, st->tile.dim) + 1;
                double u = unit_roundoff(t);
                v.u = v.u > u ? v.u : u;
            } else {
                v.f |= A_ZSIGN;
            }
        }
        int id = d->buf->id;
        v = join(v, s->ctx);
        if (id >= 0 && id < s->k->nbuffers) {
            aval n = s->bufs[id];
            n.f |= v.f, n.deps |= v.deps, n.u = n.u > v.u ? n.u : v.u;
            n.steps = v.steps > n.steps ? v.steps : n.steps;
            if (!same(n, s->bufs[id]))
                s->changed = true;
            s->bufs[id] = n;
            s->written[id] = true;
        }
        return;
    }
    case TL_TILE_ATOMIC_MAX:
    case TL_TILE_ATOMIC_MIN: {
        /* exact, in any order (up to the sign of a zero) */
        aval v = join(region_val(s, a), region_val(s, &st->tile.args[1]));
        v.f |= A_ZSIGN;
        store(s, st->tile.args[1].buf, v);
        return;
    }
    case TL_TILE_ATOMIC_ADD: {
        const tl_region *d = &st->tile.args[1];
        aval vs = region_val(s, a), vd = region_val(s, d);
        aval v = join(vs, vd);
        if (tl_dtype_is_float(d->buf->dtype) && d->buf->scope == TL_SCOPE_GLOBAL && !block_owned(s, d)) {
            mark_tame(s, v, &v);
            v.f |= A_APPROX;
            v.steps += nblocks(s) + 1;
            double u = unit_roundoff(d->buf->dtype);
            v.u = v.u > u ? v.u : u;
        } else if (v.f & A_APPROX) {
            v.steps += 1;
        }
        store(s, d->buf, v);
        return;
    }
    default: return;
    }
}

/* Runs a loop body until the flags settle; the steps it adds per iteration
 * are counted trips times. */
static void run_loop(astate *s, const tl_stmt *st)
{
    const tl_kernel *k = s->k;
    aval saved_ctx = s->ctx;
    aval ext = { 0 };
    for (int i = 0; i < st->loop.nvars; i++) {
        if (st->loop.begin[i])
            ext = join(ext, control(ev(s, st->loop.begin[i])));
        ext = join(ext, control(ev(s, st->loop.end[i])));
    }
    s->ctx = join(s->ctx, (aval){ ext.f, 0, 0, 0 });
    for (int i = 0; i < st->loop.nvars; i++) {
        int id = st->loop.vars[i]->id;
        if (id >= 0 && id < k->nvars)
            s->vars[id] = ext;
    }
    size_t nb = (size_t)k->nbuffers, nv = (size_t)k->nvars;
    aval *b0 = malloc((nb + 1) * sizeof *b0), *v0 = malloc((nv + 1) * sizeof *v0);
    if (!b0 || !v0) {
        free(b0), free(v0);
        run_block(s, &st->loop.body);
        s->ctx = saved_ctx;
        return;
    }
    memcpy(b0, s->bufs, nb * sizeof *b0);
    memcpy(v0, s->vars, nv * sizeof *v0);
    run_block(s, &st->loop.body);
    double n = trips(s, st);
    for (size_t i = 0; i < nb; i++)
        if (s->bufs[i].steps > b0[i].steps && n > 1)
            s->bufs[i].steps = b0[i].steps + n * (s->bufs[i].steps - b0[i].steps);
    for (int it = 0; it < 8; it++) {
        memcpy(b0, s->bufs, nb * sizeof *b0);
        s->changed = false;
        run_block(s, &st->loop.body);
        bool flags_changed = false;
        for (size_t i = 0; i < nb; i++) {
            if (s->bufs[i].f != b0[i].f || s->bufs[i].deps != b0[i].deps)
                flags_changed = true;
            s->bufs[i].steps = b0[i].steps > s->bufs[i].steps ? b0[i].steps : s->bufs[i].steps;
        }
        if (!flags_changed)
            break;
    }
    free(b0), free(v0);
    s->ctx = saved_ctx;
}

static void run_stmt(astate *s, const tl_stmt *st)
{
    switch (st->kind) {
    case TL_STMT_PREFETCH: return; /* lowered IR only, never in a source */
    case TL_STMT_ALLOC: return;
    case TL_STMT_LET: {
        int id = st->let.var->id;
        if (id >= 0 && id < s->k->nvars)
            s->vars[id] = join(ev(s, st->let.value), s->ctx);
        return;
    }
    case TL_STMT_FOR: run_loop(s, st); return;
    case TL_STMT_WHILE: {
        /* its trips are not known: the body to a fixpoint of the flags, under
         * its condition */
        aval saved = s->ctx;
        aval c = control(ev(s, st->whiles.cond));
        s->ctx = join(s->ctx, (aval){ c.f, 0, 0, 0 });
        for (int it = 0; it < 8; it++)
            run_block(s, &st->whiles.body);
        s->ctx = saved;
        return;
    }
    case TL_STMT_BREAK:
    case TL_STMT_CONTINUE: return;
    case TL_STMT_IF: {
        aval saved = s->ctx;
        aval c = control(ev(s, st->ifs.cond));
        s->ctx = join(s->ctx, (aval){ c.f, 0, 0, 0 });
        run_block(s, &st->ifs.then_body);
        run_block(s, &st->ifs.else_body);
        s->ctx = saved;
        return;
    }
    case TL_STMT_STORE: {
        aval v = join(ev(s, st->store.value), ev_index(s, st->store.idx, st->store.nidx));
        store(s, st->store.buf, v);
        return;
    }
    case TL_STMT_TILE: run_tile(s, st); return;
    case TL_STMT_BARRIER: return;
    }
}

static void run_block(astate *s, const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++)
        run_stmt(s, b->items[i]);
}

void ts_judge_plan(const tl_kernel *k, const int64_t *dims, ts_plan *plan)
{
    astate s = { 0 };
    s.k = k;
    s.dims = dims;
    s.vars = calloc((size_t)k->nvars + 1, sizeof *s.vars);
    s.bufs = calloc((size_t)k->nbuffers + 1, sizeof *s.bufs);
    s.written = calloc((size_t)k->nbuffers + 1, sizeof *s.written);
    memset(plan, 0, k->nparams * sizeof *plan);
    if (!s.vars || !s.bufs || !s.written) {
        for (size_t p = 0; p < k->nparams; p++)
            plan[p].cmp = TS_CMP_SKIP;
        free(s.vars), free(s.bufs), free(s.written);
        return;
    }
    for (size_t p = 0; p < k->nparams; p++) {
        const tl_param *pa = &k->params[p];
        if (pa->is_tensor && pa->buf->id >= 0 && pa->buf->id < k->nbuffers)
            s.bufs[pa->buf->id].deps = pbit(p);
        else if (!pa->is_tensor && pa->var->id >= 0 && pa->var->id < k->nvars)
            s.vars[pa->var->id].deps = pbit(p);
    }
    /* the whole body is the loop over blocks: run it until the flags settle */
    for (int it = 0; it < 8; it++) {
        s.changed = false;
        run_block(&s, &k->body);
        if (!s.changed)
            break;
    }
    for (size_t p = 0; p < k->nparams; p++) {
        const tl_param *pa = &k->params[p];
        plan[p].tame = (s.tame & pbit(p)) != 0;
        if (!pa->is_tensor) {
            plan[p].cmp = TS_CMP_EXACT;
            continue;
        }
        int id = pa->buf->id;
        aval v = s.bufs[id];
        plan[p].written = s.written[id];
        if (!s.written[id])
            plan[p].cmp = TS_CMP_EXACT;
        else if (v.f & A_UNREL)
            plan[p].cmp = TS_CMP_SKIP;
        else if (v.f & A_APPROX)
            plan[p].cmp = TS_CMP_APPROX;
        else if (v.f & A_ZSIGN)
            plan[p].cmp = TS_CMP_ZSIGN;
        else
            plan[p].cmp = TS_CMP_EXACT;
        plan[p].steps = v.steps;
        plan[p].u = v.u;
        /* a float stored into an integer tensor is exact or skipped, not approximate */
        if (plan[p].cmp == TS_CMP_APPROX && !tl_dtype_is_float(pa->buf->dtype))
            plan[p].cmp = TS_CMP_SKIP;
    }
    free(s.vars), free(s.bufs), free(s.written);
}

/* ---- arguments ------------------------------------------------------------ */

bool ts_keep_snan;
bool ts_flush_subnormals;

static uint64_t mix(uint64_t z)
{
    z += 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static uint64_t hash_str(uint64_t h, const char *s)
{
    for (; *s; s++)
        h = mix(h ^ (unsigned char)*s);
    return h;
}

void ts_bind_shapes(const tl_kernel *k, uint64_t seed, const char *const *overrides, int n, int64_t *dims)
{
    static const int64_t sizes[] = { 1, 1, 2, 3, 4, 5, 7, 8, 9, 12, 15, 16, 17, 23, 31, 32, 33, 40 };
    for (size_t j = 0; j < k->nshape_vars; j++) {
        const char *name = k->shape_vars[j]->name;
        dims[j] = 0;
        for (int i = 0; i < n; i++) {
            size_t len = strlen(name);
            if (strncmp(overrides[i], name, len) == 0 && overrides[i][len] == '=')
                dims[j] = strtoll(overrides[i] + len + 1, NULL, 10);
        }
        if (dims[j] <= 0) {
            uint64_t h = hash_str(mix(seed ^ 0x5ba9e), name);
            dims[j] = sizes[h % (sizeof sizes / sizeof *sizes)];
        }
    }
    /* no tensor beyond 2^14 elements: shrink the largest dims */
    for (int round = 0; round < 64; round++) {
        bool big = false;
        for (size_t p = 0; p < k->nparams && !big; p++) {
            if (!k->params[p].is_tensor)
                continue;
            const tl_buffer *b = k->params[p].buf;
            double n_el = 1;
            for (int d = 0; d < b->ndim; d++) {
                int64_t v = 1;
                if (!tl_ir_is_const_int(b->dims[d], &v))
                    for (size_t j = 0; j < k->nshape_vars; j++)
                        if (b->dims[d]->kind == TL_EXPR_VAR && b->dims[d]->var == k->shape_vars[j])
                            v = dims[j];
                n_el *= (double)v;
            }
            big = n_el > 16384;
        }
        if (!big)
            break;
        size_t jm = 0;
        for (size_t j = 1; j < k->nshape_vars; j++)
            if (dims[j] > dims[jm])
                jm = j;
        if (k->nshape_vars == 0 || dims[jm] <= 1)
            break;
        dims[jm] = dims[jm] * 2 / 3;
    }
}

static int64_t dim_value(const tl_kernel *k, const tl_expr *e, const int64_t *dims)
{
    int64_t v;
    if (tl_ir_is_const_int(e, &v))
        return v;
    for (size_t j = 0; j < k->nshape_vars; j++)
        if (e->kind == TL_EXPR_VAR && e->var == k->shape_vars[j])
            return dims[j];
    return 1;
}

bool ts_f32_subnormal(tl_dtype t, double x)
{
    return (t == TL_DT_F32 || t == TL_DT_BF16) && x != 0 && fabs(x) < 0x1p-126;
}

static double float_value_any(tl_dtype t, uint64_t h, bool tame);

/* Float values: a mix of ordinary numbers and the edges of each format;
 * with --flush-subnormals an f32 subnormal becomes the least normal of its
 * sign. */
static double float_value(tl_dtype t, uint64_t h, bool tame)
{
    double v = float_value_any(t, h, tame);
    return ts_flush_subnormals && ts_f32_subnormal(t, v) ? copysign(0x1p-126, v) : v;
}

static double float_value_any(tl_dtype t, uint64_t h, bool tame)
{
    if (tame) /* multiples of 1/64 in [-2, 2] */
        return (double)((int64_t)(h % 257) - 128) / 64.0;
    int r = (int)(h % 100);
    uint64_t h2 = mix(h);
    if (r < 45)
        return (double)((int64_t)(h2 % 2001) - 1000) / 128.0;
    if (r < 75) {
        static const double edges[] = {
            0.0, -0.0, INFINITY, -INFINITY, NAN, 1.0, -1.0, 0.5, -0.5, 0x1p-149, -0x1p-149, 0x1p-126, 0x1.fffffcp-127,
            0x1p-24, 0x1p-25, 0x1p-14, 0x1p-24, 0x1.ff8p-15, 0x1p-133, 0x1p-1074, 0x1p-1022, 65504.0, -65504.0, 65520.0,
            3.4028234663852886e38, -3.4028234663852886e38, 1.7976931348623157e308, 127.5, 128.0, -128.5, -129.0,
            255.5, 256.0, -1.5, 2.5, 32767.5, 32768.0, 65535.0, 65536.0, 2147483647.0, 2147483648.0, -2147483649.0,
            4294967295.0, 4294967296.0, 9223372036854775807.0, -9223372036854775808.0, 18446744073709551615.0,
            1e20, -1e20, 16777217.0, 3.0, 7.0, 0.1,
            /* halfway between two neighbours of a narrower format: ties to even */
            0x1.01p0, 0x1.03p0, -0x1.05p3, 0x1.002p0, 0x1.006p0, -0x1.00ap-5, 0x1.000001p0, 0x1.000003p0,
            0x1.0000000000008p0, 0x1.018p0, 0x1.0008p0, 0x1.00000001p0, 0x1.fep127, 0x1.ffep15, 0x1.ffp127,
        };
        return edges[h2 % (sizeof edges / sizeof *edges)];
    }
    /* random bits of the format */
    switch (t) {
    case TL_DT_F16: return tl_value_f16_to_double((uint16_t)h2);
    case TL_DT_BF16: return tl_value_bf16_to_double((uint16_t)h2);
    case TL_DT_F32: {
        uint32_t u = (uint32_t)h2;
        float f;
        memcpy(&f, &u, sizeof f);
        return f;
    }
    default: {
        /* a signaling NaN is made quiet: what min/max do with one is
         * unspecified (glibc's fmax returns NaN, LLVM's maxnum the other
         * operand; see tests/diff/reduce-max-signaling-nan.tile) */
        if (!ts_keep_snan && (h2 & 0x7ff0000000000000ULL) == 0x7ff0000000000000ULL && (h2 & 0x000fffffffffffffULL))
            h2 |= 0x0008000000000000ULL;
        double d;
        memcpy(&d, &h2, sizeof d);
        return d;
    }
    }
}

/* Integer values as the dtype's bits in an int64 (u64 included). */
static int64_t int_value(tl_dtype t, uint64_t h, bool tame)
{
    if (t == TL_DT_BOOL)
        return (int64_t)(h & 1);
    bool sg = tl_dtype_is_signed(t);
    int bits = tl_dtype_bits(t);
    int r = (int)(h % 100);
    uint64_t h2 = mix(h);
    if (tame || r < 45)
        return sg ? (int64_t)(h2 % 33) - 16 : (int64_t)(h2 % 33);
    if (r < 75) {
        int64_t mn = !sg ? 0 : bits == 64 ? INT64_MIN : -((int64_t)1 << (bits - 1));
        int64_t mx = bits == 64 ? (sg ? INT64_MAX : -1) : sg ? ((int64_t)1 << (bits - 1)) - 1 : ((int64_t)1 << bits) - 1;
        switch (h2 % 7) {
        case 0: return mn;
        case 1: return mx;
        case 2: return mn + 1;
        case 3: return mx - 1;
        case 4: return sg ? -1 : 1;
        case 5: return 0;
        default: return sg ? -2 : 2;
        }
    }
    uint64_t v = h2;
    if (bits < 64) {
        v &= ((uint64_t)1 << bits) - 1;
        if (sg && (v >> (bits - 1)))
            v |= ~(((uint64_t)1 << bits) - 1);
    }
    return (int64_t)v;
}

static void put_value(tl_dtype t, void *data, size_t i, uint64_t h, bool tame)
{
    if (tl_dtype_is_float(t)) {
        tl_interp_set(t, data, i, float_value(t, h, tame));
        return;
    }
    int64_t v = int_value(t, h, tame);
    switch (tl_dtype_bits(t)) {
    case 8: ((uint8_t *)data)[i] = (uint8_t)v; break;
    case 16: ((uint16_t *)data)[i] = (uint16_t)v; break;
    case 32: ((uint32_t *)data)[i] = (uint32_t)v; break;
    default: ((uint64_t *)data)[i] = (uint64_t)v; break;
    }
}

bool ts_make_args(const tl_kernel *k, const int64_t *dims, const ts_plan *plan, uint64_t seed, ts_arg *args,
                  char *err, size_t errcap)
{
    memset(args, 0, k->nparams * sizeof *args);
    for (size_t p = 0; p < k->nparams; p++) {
        const tl_param *pa = &k->params[p];
        ts_arg *a = &args[p];
        uint64_t h = hash_str(mix(seed), pa->name);
        if (!pa->is_tensor) {
            a->dtype = pa->var->dtype;
            a->bytes = (size_t)tl_dtype_bits(a->dtype) / 8;
            a->elems = 1;
            put_value(a->dtype, a->scalar, 0, mix(h), plan[p].tame);
            a->init = a->scalar;
            continue;
        }
        const tl_buffer *b = pa->buf;
        a->tensor = true;
        a->dtype = b->dtype;
        a->ndim = b->ndim;
        a->elems = 1;
        for (int d = 0; d < b->ndim; d++) {
            a->shape[d] = dim_value(k, b->dims[d], dims);
            a->elems *= (size_t)a->shape[d];
        }
        if (a->elems > ((size_t)1 << 22)) {
            snprintf(err, errcap, "argument %s would have %zu elements", pa->name, a->elems);
            return false;
        }
        a->bytes = a->elems * (size_t)(tl_dtype_bits(b->dtype) / 8);
        a->init = malloc(a->bytes ? a->bytes : 1);
        if (!a->init) {
            snprintf(err, errcap, "out of memory");
            return false;
        }
        for (size_t e = 0; e < a->elems; e++)
            put_value(b->dtype, a->init, e, mix(h + e), plan[p].tame);
    }
    return true;
}

void ts_free_args(ts_arg *args, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (args[i].tensor)
            free(args[i].init);
}

void ts_interp_view(const ts_arg *args, size_t n, void *const *data, tl_interp_tensor *out)
{
    for (size_t i = 0; i < n; i++) {
        memset(&out[i], 0, sizeof out[i]);
        out[i].dtype = args[i].dtype;
        out[i].ndim = args[i].tensor ? args[i].ndim : 0;
        memcpy(out[i].shape, args[i].shape, sizeof out[i].shape);
        out[i].data = data[i];
    }
}

/* ---- comparing -------------------------------------------------------------- */

static uint64_t raw_bits(tl_dtype t, const void *data, size_t i)
{
    switch (tl_dtype_bits(t)) {
    case 8: return ((const uint8_t *)data)[i];
    case 16: return ((const uint16_t *)data)[i];
    case 32: return ((const uint32_t *)data)[i];
    default: return ((const uint64_t *)data)[i];
    }
}

static double max_finite(tl_dtype t)
{
    switch (t) {
    case TL_DT_F16: return 65504.0;
    case TL_DT_BF16: return 3.3895313892515355e38;
    case TL_DT_F32: return FLT_MAX;
    default: return DBL_MAX;
    }
}

ts_diff ts_compare(const ts_arg *a, const ts_plan *p, const void *got, const void *want)
{
    ts_diff d = { 0 };
    if (p->cmp == TS_CMP_SKIP)
        return d;
    tl_dtype t = a->dtype;
    bool fl = tl_dtype_is_float(t);
    double scale = 0;
    if (p->cmp == TS_CMP_APPROX)
        for (size_t e = 0; e < a->elems; e++) {
            double w = fabs(tl_interp_get(t, want, e));
            if (isfinite(w) && w > scale)
                scale = w;
        }
    double rel = 8 * (p->steps > 1 ? p->steps : 1) * (p->u > 0 ? p->u : unit_roundoff(t));
    for (size_t e = 0; e < a->elems; e++) {
        bool ok;
        uint64_t gb = raw_bits(t, got, e), wb = raw_bits(t, want, e);
        if (!fl || gb == wb) {
            ok = gb == wb;
        } else {
            double g = tl_interp_get(t, got, e), w = tl_interp_get(t, want, e);
            if (isnan(g) || isnan(w))
                ok = isnan(g) && isnan(w);
            else if (ts_flush_subnormals && g == 0 && ts_f32_subnormal(t, w))
                ok = true; /* flushed to zero by the device */
            else if (p->cmp == TS_CMP_EXACT)
                ok = false;
            else if (p->cmp == TS_CMP_ZSIGN)
                ok = g == w; /* +0 == -0 */
            else if (isinf(g) || isinf(w)) {
                /* an overflow one rounding order reaches and another just misses */
                double big = max_finite(t) / 2;
                ok = (g == w) || (signbit(g) == signbit(w) && fabs(g) >= big && fabs(w) >= big);
            } else {
                double err = fabs(g - w), tol = rel * (fabs(w) + scale);
                ok = err <= tol;
                if (!ok && tol > 0 && err / tol > d.max_err)
                    d.max_err = err / tol;
            }
        }
        if (!ok) {
            if (!d.nbad++) {
                d.first = e;
                d.got = tl_interp_get(t, got, e);
                d.want = tl_interp_get(t, want, e);
            }
            d.bad = true;
        }
    }
    return d;
}

void ts_format_elem(tl_dtype t, const void *data, size_t i, char *buf, size_t cap)
{
    if (tl_dtype_is_float(t)) {
        int hex = tl_dtype_bits(t) / 4;
        snprintf(buf, cap, "%.9g (0x%0*llx)", tl_interp_get(t, data, i), hex,
                 (unsigned long long)raw_bits(t, data, i));
    } else if (t == TL_DT_U64) {
        snprintf(buf, cap, "%llu", (unsigned long long)raw_bits(t, data, i));
    } else if (t == TL_DT_I64) {
        snprintf(buf, cap, "%lld", (long long)raw_bits(t, data, i));
    } else {
        snprintf(buf, cap, "%.0f", tl_interp_get(t, data, i));
    }
}
