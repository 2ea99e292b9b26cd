/*
 * narrow_columns.c: the cpu pass narrow_masked_columns. A kernel computes on
 * tiles of a fixed width n, and a row shorter than its tile leaves the
 * columns past the tensor's edge masked: split_masked_loops turns the masked
 * copy that loads a row, and a kernel's own `select(j < N, x, -inf)`, into a
 * loop over the valid columns and a fill of the others,
 *
 *   for j in vectorized(hi) { B[i, j] = A[.., j] }
 *   for k in vectorized(n - hi) { B[i, hi + k] = 0.0 }     (hi = clamp(N, 0, n))
 *
 * but every element-wise loop after it still walks all n columns: softmax at
 * N = 1000 on its [1, 4096] fragment computed the exp of 3096 `-inf` a row.
 * Here, within a block, the pass tracks for each on-chip buffer what such a
 * fill leaves: columns [E, n) of every row hold one value v (an expression
 * of loop-invariant operands: a literal, `exp(-inf - m_r[0])`). An
 * element-wise loop over all n columns (`for j in vectorized(n) { C[i, j] =
 * f(B[i, j], W[j], ..) }`) whose column-j loads are all of buffers with such
 * a fact, for one E, becomes the loop over [0, E) and a fill of [E, n) with
 * f of those values, computed once a row:
 *
 *   let tl_cols = clamp(E, 0, n)
 *   for j in vectorized(tl_cols) { C[i, j] = f(B[i, j], W[j]) }
 *   let tl_col = f(v_B, v_W)
 *   for k in vectorized(n - tl_cols) { C[i, tl_cols + k] = tl_col }
 *
 * and C's columns [E, n) then hold f(v_B, v_W). Every element gets the value
 * it had (the same operations on the same operands: exp(-inf - m) is still
 * evaluated, once), so any f may be narrowed; only where it is evaluated
 * changes. A fact is dropped when its buffer is written otherwise (a write
 * of the columns [0, E) alone keeps it), when a buffer its value reads is
 * written, and at the end of a loop whose body wrote its buffer (a row loop
 * `for i in range(R)` over all R rows of a buffer it writes only at row i
 * keeps what its body leaves). After an `if`, a fact holds where both
 * branches leave it, or where one leaves it and the other's condition makes
 * E = n (the copy of a whole tile: `n <= N` against `E = clamp(N, 0, n)`),
 * so that no column is past E there.
 *
 * Two more uses of the facts (their sections below): a lane reduction over
 * such a buffer stops its steps at the row's edge where v is idempotent
 * under its op (narrow_lanes), and a fill of a buffer of one dim or one row
 * is not stored until something reads its columns otherwise than the loops
 * narrowed here (lazy facts, materialize).
 *
 * Flow: after split_masked_loops and simplify (the fills and the bound lets
 * are its), before stream_stores.
 */
#include <stdio.h>
#include <string.h>

#include "backend/internal.h"
#include "registry.h"
#include "transform/transform.h"

#define MAX_FACTS 32
/* lane steps of a constant count up to this keep that count where the row
 * reaches the tile's edge (narrow_lanes) */
#define MAX_WHOLE_STEPS 16

typedef struct fact {
    const tl_buffer *buf;
    const tl_expr *extent; /* E, i32, lets resolved */
    const tl_expr *value;  /* what columns [E, n) hold; the row index as nx.row */
    bool lazy;             /* not stored yet (see "pads left unstored") */
    const tl_stmt *reach;  /* the lane loop after which lane_start stored what lane steps read */
} fact;

typedef struct state {
    fact f[MAX_FACTS];
    int n;
} state;

typedef struct nx {
    tl_arena *a;
    tl_kernel *k;
    tl_var *row; /* the row index in a fact's value */
    /* every let met so far and its value as written (NULL where it cannot
     * be resolved: it uses a mutable var or such a let); the lets in a
     * value are resolved where it is used, as they were when it was met */
    const tl_var **let_var;
    const tl_expr **let_val;
    bool *let_pure; /* its value, resolved, loads nothing */
    size_t nlets, cap;
    int *let_at, nat; /* the latest record of the let of var id i (i < nat), -1 for none */
    tl_expr **let_res;  /* a pure let's value resolved, made on first use by a plain resolve */
    int nnames;
    bool oom;
    struct probe *probe; /* the loop body whose first touches are logged (walk_for) */
} nx;

/* A loop body's first statement that touches each buffer: whether it reads
 * it, and the extent of the buffer's fact after it (NULL: none). */
typedef struct probe {
    tl_stmt **items; /* the body's statements as written */
    struct {
        const tl_buffer *buf;
        const tl_expr *extent;
        bool read;
    } t[64];
    int n;
} probe;

/* The loop a statement sits in that walks the rows of a 2-D buffer:
 * `for i in range(R)`. */
typedef struct rows {
    const tl_var *var;
    int64_t n;
} rows;

static void *ok(nx *x, void *p)
{
    if (!p)
        x->oom = true;
    return p;
}

/* ---- expressions -------------------------------------------------------- */

/* The value of let v as recorded: one that loads nothing, or one declared
 * at index local or later (in the loop being narrowed, evaluated in the
 * same iteration); NULL otherwise. */
static int let_index(const nx *x, const tl_var *v)
{
    if (v->id >= 0 && v->id < x->nat)
        return x->let_at[v->id];
    for (size_t i = x->nlets; i-- > 0;)
        if (x->let_var[i] == v)
            return (int)i;
    return -1;
}

static const tl_expr *let_value(const nx *x, const tl_var *v, size_t local, bool *found)
{
    int i = let_index(x, v);
    *found = i >= 0;
    return i >= 0 && (x->let_pure[i] || (size_t)i >= local) ? x->let_val[i] : NULL;
}

/* How rewrite() treats what it meets. */
typedef struct rw {
    const tl_var *from, *to; /* a variable renamed (NULL: none) */
    const tl_var *col;       /* the column variable: a load at it is looked up, else fails */
    const rows *row;         /* the row loop (loads at [row, col]) */
    const tl_buffer **bufs;  /* buffers whose column-col values are known */
    const tl_expr **vals;    /* their values (the row as x->row) */
    int nbufs;
    size_t local; /* lets recorded from this index on are the loop's own */
    bool failed;
} rw;

static bool at_col(const rw *r, const tl_expr *e) { return e->kind == TL_EXPR_VAR && e->var == r->col; }

/* A copy of e with lets resolved, r->from renamed r->to and, where r->col is
 * set, each load of a known buffer at column col replaced by its value; a
 * use of col elsewhere or of a mutable var sets r->failed. */
static tl_expr *rewrite(nx *x, const tl_expr *e, rw *r)
{
    if (!e || r->failed)
        return NULL;
    if (e->kind == TL_EXPR_VAR) {
        bool found = false;
        const tl_expr *v = e->var->kind == TL_VAR_LET ? let_value(x, e->var, r->local, &found) : NULL;
        if (e->var->kind == TL_VAR_MUT || (r->col && e->var == r->col) || (found && !v) ||
            (r->from && e->var == r->from && !r->to)) {
            r->failed = true;
            return NULL;
        }
        if (v && !r->from && !r->col && x->let_pure[let_index(x, e->var)]) {
            /* a plain resolve of a pure let: its resolved value, made once
             * (shared by the trees resolve() returns, which are only read or
             * copied) */
            int i = let_index(x, e->var);
            if (!x->let_res[i]) {
                rw in = {.local = 0};
                x->let_res[i] = rewrite(x, v, &in);
                if (in.failed || !x->let_res[i]) {
                    r->failed = true;
                    return NULL;
                }
            }
            return x->let_res[i];
        }
        if (v) {
            /* the value as written: its own lets resolve as when it was met */
            rw in = *r;
            in.local = 0;
            tl_expr *c = rewrite(x, v, &in);
            if (in.failed)
                r->failed = true;
            return c;
        }
        if (r->from && e->var == r->from)
            return ok(x, tl_ir_varref(x->a, (tl_var *)r->to, e->loc));
        return ok(x, tl_ir_clone_expr(x->a, e));
    }
    if (e->kind == TL_EXPR_LOAD && r->col) {
        const tl_buffer *b = e->load.buf;
        bool row_ok = b->ndim == 1 || (b->ndim == 2 && r->row && e->load.idx[0]->kind == TL_EXPR_VAR &&
                                       e->load.idx[0]->var == r->row->var);
        if (at_col(r, e->load.idx[b->ndim - 1]) && row_ok) {
            for (int i = r->nbufs; i-- > 0;)
                if (r->bufs[i] == b) {
                    rw inner = {.from = x->row, .to = r->row ? r->row->var : NULL, .local = SIZE_MAX};
                    tl_expr *v = rewrite(x, r->vals[i], &inner);
                    if (inner.failed)
                        r->failed = true;
                    return v;
                }
        }
    }
    tl_expr *c = ok(x, tl_ir_clone_expr(x->a, e));
    if (!c)
        return NULL;
    switch (e->kind) {
    case TL_EXPR_BINARY:
        c->bin.a = rewrite(x, e->bin.a, r);
        c->bin.b = rewrite(x, e->bin.b, r);
        break;
    case TL_EXPR_UNARY: c->un.a = rewrite(x, e->un.a, r); break;
    case TL_EXPR_SELECT:
        c->sel.cond = rewrite(x, e->sel.cond, r);
        c->sel.a = rewrite(x, e->sel.a, r);
        c->sel.b = rewrite(x, e->sel.b, r);
        break;
    case TL_EXPR_CAST: c->cast.a = rewrite(x, e->cast.a, r); break;
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            c->call.args[i] = rewrite(x, e->call.args[i], r);
        break;
    case TL_EXPR_LOAD:
        for (int i = 0; i < e->load.nidx; i++)
            c->load.idx[i] = rewrite(x, e->load.idx[i], r);
        break;
    default: break;
    }
    return r->failed ? NULL : c;
}

/* e with its lets resolved (NULL when it uses a mutable var). */
static tl_expr *resolve(nx *x, const tl_expr *e)
{
    rw r = {.local = SIZE_MAX};
    tl_expr *c = rewrite(x, e, &r);
    return r.failed ? NULL : c;
}


static bool is_load_of_storage(const tl_expr *e, const void *arg)
{
    const tl_buffer *b = arg;
    return e->kind == TL_EXPR_LOAD &&
           (e->load.buf == b || (b->view_of && e->load.buf == b->view_of) || e->load.buf->view_of == b);
}

static bool loads_buf(const tl_expr *e, const tl_buffer *b)
{
    return tl_ir_expr_any(e, is_load_of_storage, b);
}

/* Whether e, with its lets resolved as rewrite() resolves them for a plain
 * copy (lets recorded from index local on are the loop's own), loads b;
 * *failed where that copy would fail (a mutable var, a let whose value is
 * not known). Answers what loads_buf(rewrite(e)) does without copying e and
 * the lets' values into it: a loop's statements are asked once for each
 * fact, and the copies were most of the pass's time. */
static bool reads_resolved(const nx *x, const tl_expr *e, const tl_buffer *b, size_t local, bool *failed)
{
    if (!e)
        return false;
    bool r = false;
    switch (e->kind) {
    case TL_EXPR_VAR: {
        if (e->var->kind == TL_VAR_MUT) {
            *failed = true;
            return false;
        }
        bool found = false;
        const tl_expr *v = e->var->kind == TL_VAR_LET ? let_value(x, e->var, local, &found) : NULL;
        if (found && !v)
            *failed = true;
        return v && reads_resolved(x, v, b, 0, failed); /* its lets resolved as when it was met */
    }
    case TL_EXPR_BINARY:
        r = reads_resolved(x, e->bin.a, b, local, failed);
        r = reads_resolved(x, e->bin.b, b, local, failed) || r;
        return r;
    case TL_EXPR_UNARY: return reads_resolved(x, e->un.a, b, local, failed);
    case TL_EXPR_SELECT:
        r = reads_resolved(x, e->sel.cond, b, local, failed);
        r = reads_resolved(x, e->sel.a, b, local, failed) || r;
        r = reads_resolved(x, e->sel.b, b, local, failed) || r;
        return r;
    case TL_EXPR_CAST: return reads_resolved(x, e->cast.a, b, local, failed);
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            r = reads_resolved(x, e->call.args[i], b, local, failed) || r;
        return r;
    case TL_EXPR_LOAD:
        r = e->load.buf == b || (b->view_of && e->load.buf == b->view_of) || e->load.buf->view_of == b;
        for (int i = 0; i < e->load.nidx; i++)
            r = reads_resolved(x, e->load.idx[i], b, local, failed) || r;
        return r;
    default: return false;
    }
}

/* What e's value would be with every let met so far resolved into it:
 * *failed where it cannot be (a mutable var, a let that could not be),
 * *loads where it loads something. */
static void let_flags(const nx *x, const tl_expr *e, bool *failed, bool *loads)
{
    if (!e)
        return;
    switch (e->kind) {
    case TL_EXPR_VAR: {
        if (e->var->kind == TL_VAR_MUT) {
            *failed = true;
            return;
        }
        bool found = false;
        const tl_expr *v = e->var->kind == TL_VAR_LET ? let_value(x, e->var, 0, &found) : NULL;
        if (found && !v)
            *failed = true;
        else if (found && !let_value(x, e->var, SIZE_MAX, &found))
            *loads = true; /* met, resolvable, not pure */
        return;
    }
    case TL_EXPR_BINARY:
        let_flags(x, e->bin.a, failed, loads);
        let_flags(x, e->bin.b, failed, loads);
        return;
    case TL_EXPR_UNARY: let_flags(x, e->un.a, failed, loads); return;
    case TL_EXPR_SELECT:
        let_flags(x, e->sel.cond, failed, loads);
        let_flags(x, e->sel.a, failed, loads);
        let_flags(x, e->sel.b, failed, loads);
        return;
    case TL_EXPR_CAST: let_flags(x, e->cast.a, failed, loads); return;
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            let_flags(x, e->call.args[i], failed, loads);
        return;
    case TL_EXPR_LOAD:
        *loads = true;
        for (int i = 0; i < e->load.nidx; i++)
            let_flags(x, e->load.idx[i], failed, loads);
        return;
    default: return;
    }
}

/* Records a let of s: its value as written, whether it resolves (every let
 * met so far resolved into it) and whether it then loads nothing. */
static void record_let(nx *x, const tl_stmt *s)
{
    if (s->kind != TL_STMT_LET || s->let.assign || s->let.var->kind != TL_VAR_LET || x->nlets == x->cap)
        return;
    bool failed = false, loads = false;
    let_flags(x, s->let.value, &failed, &loads);
    x->let_var[x->nlets] = s->let.var;
    x->let_val[x->nlets] = failed ? NULL : s->let.value;
    x->let_pure[x->nlets] = !failed && s->let.value && !loads;
    if (s->let.var->id >= 0 && s->let.var->id < x->nat)
        x->let_at[s->let.var->id] = (int)x->nlets;
    x->nlets++;
}

/* ---- facts -------------------------------------------------------------- */

static int64_t width(const tl_buffer *b)
{
    int64_t n = 0;
    return tl_ir_is_const_int(b->dims[b->ndim - 1], &n) ? n : -1;
}

/* An on-chip buffer of one or two dims, of a constant width, not a view nor
 * viewed (a view writes the same elements under another name). */
static bool trackable(const tl_kernel *k, const tl_buffer *b)
{
    (void)k;
    return b->scope != TL_SCOPE_GLOBAL && (b->ndim == 1 || b->ndim == 2) && !b->view_of && width(b) > 0;
}

static fact *find(state *s, const tl_buffer *b)
{
    for (int i = 0; i < s->n; i++)
        if (s->f[i].buf == b)
            return &s->f[i];
    return NULL;
}

static void drop_at(state *s, int i) { s->f[i] = s->f[--s->n]; }

/* b is written: its fact and every fact whose value reads it go. */
static void kill(state *s, const tl_buffer *b)
{
    for (int i = s->n; i-- > 0;)
        if (s->f[i].buf == b || s->f[i].buf->view_of == b || b->view_of == s->f[i].buf || loads_buf(s->f[i].value, b))
            drop_at(s, i);
}

/* Only b's dependents go (b's own fact stays: a write of its columns
 * [0, E)). */
static void kill_dependents(state *s, const tl_buffer *b)
{
    for (int i = s->n; i-- > 0;)
        if (s->f[i].buf != b && loads_buf(s->f[i].value, b))
            drop_at(s, i);
}

static void set_fact(state *s, const tl_buffer *b, const tl_expr *extent, const tl_expr *value)
{
    kill(s, b);
    if (s->n < MAX_FACTS)
        s->f[s->n++] = (fact){b, extent, value, false, NULL};
}

static bool same_fact(const fact *p, const fact *q)
{
    return p->buf == q->buf && tl_ir_expr_equal(p->extent, q->extent) && tl_ir_expr_equal(p->value, q->value);
}

/* Every buffer stored or written by a tile op in b, killed in s. */
static void kill_written(nx *x, state *s, const tl_block *b);

static void kill_stmt(nx *x, state *s, const tl_stmt *st)
{
    switch (st->kind) {
    case TL_STMT_STORE: kill(s, st->store.buf); break;
    case TL_STMT_ALLOC: kill(s, st->alloc.buf); break;
    case TL_STMT_TILE:
        for (int i = 0; i < st->tile.nargs; i++)
            kill(s, st->tile.args[i].buf);
        break;
    case TL_STMT_FOR: kill_written(x, s, &st->loop.body); break;
    case TL_STMT_WHILE: kill_written(x, s, &st->whiles.body); break;
    case TL_STMT_IF:
        kill_written(x, s, &st->ifs.then_body);
        kill_written(x, s, &st->ifs.else_body);
        break;
    default: break;
    }
}

static void kill_written(nx *x, state *s, const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++)
        kill_stmt(x, s, b->items[i]);
}

/* Whether every store into buf in b is at row `var` (its first index). */
static bool writes_only_row(const tl_block *b, const tl_buffer *buf, const tl_var *var)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_STORE:
            if (s->store.buf == buf && !(s->store.idx[0]->kind == TL_EXPR_VAR && s->store.idx[0]->var == var))
                return false;
            break;
        case TL_STMT_TILE:
            for (int t = 0; t < s->tile.nargs; t++)
                if (s->tile.args[t].buf == buf)
                    return false;
            break;
        case TL_STMT_FOR:
            if (!writes_only_row(&s->loop.body, buf, var))
                return false;
            break;
        case TL_STMT_WHILE:
            if (!writes_only_row(&s->whiles.body, buf, var))
                return false;
            break;
        case TL_STMT_IF:
            if (!writes_only_row(&s->ifs.then_body, buf, var) || !writes_only_row(&s->ifs.else_body, buf, var))
                return false;
            break;
        default: break;
        }
    }
    return true;
}

/* ---- E = n under a condition ---------------------------------------------- */

static const tl_expr *strip_cast(const tl_expr *e)
{
    while (e->kind == TL_EXPR_CAST && !e->cast.bits)
        e = e->cast.a;
    return e;
}

static bool is_int(const tl_expr *e, int64_t *v) { return tl_ir_is_const_int(strip_cast(e), v); }

/* Whether cond (a conjunction) has a conjunct that makes X >= n: `L <= X`
 * (or `X >= L`) with L a constant >= n, or `T + n' <= A` with X = A - T and
 * n' >= n. */
static bool at_least(nx *x, const tl_expr *cond, const tl_expr *X, int64_t n)
{
    if (cond->kind != TL_EXPR_BINARY)
        return false;
    if (cond->bin.op == TL_BIN_AND)
        return at_least(x, cond->bin.a, X, n) || at_least(x, cond->bin.b, X, n);
    const tl_expr *l, *r;
    if (cond->bin.op == TL_BIN_LE) {
        l = cond->bin.a;
        r = cond->bin.b;
    } else if (cond->bin.op == TL_BIN_GE) {
        l = cond->bin.b;
        r = cond->bin.a;
    } else {
        return false;
    }
    tl_expr *lr = resolve(x, l), *rr = resolve(x, r);
    if (!lr || !rr)
        return false;
    int64_t c = 0;
    if (is_int(lr, &c) && c >= n && tl_ir_expr_equal(strip_cast(rr), strip_cast(X)))
        return true;
    const tl_expr *xs = strip_cast(X);
    lr = (tl_expr *)strip_cast(lr);
    if (xs->kind == TL_EXPR_BINARY && xs->bin.op == TL_BIN_SUB && lr->kind == TL_EXPR_BINARY &&
        lr->bin.op == TL_BIN_ADD && is_int(lr->bin.b, &c) && c >= n &&
        tl_ir_expr_equal(strip_cast(lr->bin.a), strip_cast(xs->bin.b)) &&
        tl_ir_expr_equal(strip_cast(rr), strip_cast(xs->bin.a)))
        return true;
    return false;
}

static bool is_clamp(const tl_expr *E, int64_t n);

/* Whether cond makes E (as split_masked_loops writes a bound: a clamp
 * `select(X < 0, 0, select(X > n, n, X))`, perhaps raised to a lower bound
 * `select(h < lo, lo, h)`) equal to n. */
static bool full_under(nx *x, const tl_expr *cond, const tl_expr *E, int64_t n)
{
    E = strip_cast(E);
    if (E->kind != TL_EXPR_SELECT)
        return false;
    const tl_expr *c = E->sel.cond, *a = strip_cast(E->sel.a), *b = strip_cast(E->sel.b);
    int64_t v = 0;
    if (c->kind != TL_EXPR_BINARY)
        return false;
    /* the clamp: select(X < 0, 0, select(X > n, n, X)) */
    if (c->bin.op == TL_BIN_LT && is_int(c->bin.b, &v) && v == 0 && b->kind == TL_EXPR_SELECT) {
        const tl_expr *in = b->sel.cond;
        int64_t top = 0;
        if (in->kind == TL_EXPR_BINARY && in->bin.op == TL_BIN_GT && is_int(in->bin.b, &top) && top == n &&
            is_int(b->sel.a, &top) && top == n && tl_ir_expr_equal(strip_cast(in->bin.a), strip_cast(c->bin.a)) &&
            tl_ir_expr_equal(strip_cast(b->sel.b), strip_cast(c->bin.a)))
            return at_least(x, cond, c->bin.a, n);
        return false;
    }
    /* max(h, lo) with h the clamp (lo <= n, a clamp too) */
    if (c->bin.op == TL_BIN_LT && tl_ir_expr_equal(strip_cast(c->bin.a), b) &&
        tl_ir_expr_equal(strip_cast(c->bin.b), a) && is_clamp(a, n))
        return full_under(x, cond, b, n);
    return false;
}

/* The facts after an if: those both branches leave, and those one leaves
 * where the then branch's condition makes E = n. */
static void merge(nx *x, state *out, const state *then, const state *els, const tl_expr *cond)
{
    out->n = 0;
    for (int i = 0; i < then->n; i++)
        for (int j = 0; j < els->n; j++)
            if (same_fact(&then->f[i], &els->f[j]) && out->n < MAX_FACTS) {
                out->f[out->n] = then->f[i];
                out->f[out->n++].lazy = then->f[i].lazy || els->f[j].lazy;
            }
    for (int j = 0; j < els->n; j++) {
        const fact *f = &els->f[j];
        bool in = false;
        for (int i = 0; i < out->n; i++)
            in = in || out->f[i].buf == f->buf;
        if (!in && full_under(x, cond, f->extent, width(f->buf)) && out->n < MAX_FACTS)
            out->f[out->n++] = *f;
    }
}

/* ---- vectorized loops ---------------------------------------------------- */

/* The column index of a store into a trackable buffer at the row loop's
 * row (or a 1-D one); NULL otherwise. */
static const tl_expr *store_col(nx *x, const tl_stmt *s, const rows *row)
{
    const tl_buffer *b = s->store.buf;
    if (!trackable(x->k, b))
        return NULL;
    if (b->ndim == 2 && !(row && row->n > 0 && tl_ir_is_const_int(b->dims[0], NULL) && b->dims[0]->i == row->n &&
                          s->store.idx[0]->kind == TL_EXPR_VAR && s->store.idx[0]->var == row->var))
        return NULL;
    return s->store.idx[b->ndim - 1];
}

static const char *name(nx *x, const char *base)
{
    char numbered[32];
    snprintf(numbered, sizeof numbered, "%s%d", base, x->nnames++);
    return ok(x, (void *)tl_tx_fresh_name(x->a, x->k, numbered));
}

static tl_var *new_let(nx *x, tl_block *out, const char *base, tl_dtype t, tl_expr *v, tl_srcloc loc)
{
    const char *nm = name(x, base);
    tl_var *var = nm ? ok(x, tl_ir_new_var(x->a, x->k, nm, TL_VAR_LET, t, loc)) : NULL;
    tl_stmt *let = ok(x, tl_ir_new_stmt(x->a, TL_STMT_LET, loc));
    if (!var || !let || !v)
        return NULL;
    let->let.var = var;
    let->let.value = v;
    if (!ok(x, (void *)(uintptr_t)tl_ir_block_append(x->a, out, let)))
        return NULL;
    return var;
}

/* Whether E is a clamp to [0, n] as split_masked_loops writes one:
 * `select(X < 0, 0, select(X > n, n, X))`. */
static bool is_clamp(const tl_expr *E, int64_t n)
{
    E = strip_cast(E);
    int64_t v = 0, top = 0;
    if (E->kind != TL_EXPR_SELECT || E->sel.cond->kind != TL_EXPR_BINARY || E->sel.cond->bin.op != TL_BIN_LT ||
        !is_int(E->sel.cond->bin.b, &v) || v != 0 || !is_int(E->sel.a, &v) || v != 0)
        return false;
    const tl_expr *in = strip_cast(E->sel.b);
    return in->kind == TL_EXPR_SELECT && in->sel.cond->kind == TL_EXPR_BINARY && in->sel.cond->bin.op == TL_BIN_GT &&
           is_int(in->sel.cond->bin.b, &top) && top == n && is_int(in->sel.a, &top) && top == n;
}

/* clamp(E, 0, n) in i32 (E itself where it is one) */
static tl_expr *clamp_cols(nx *x, const tl_expr *E, int64_t n, tl_srcloc loc)
{
    tl_arena *a = x->a;
    tl_expr *e = tl_ir_clone_expr(a, E);
    if (e && e->dtype != TL_DT_I32)
        e = tl_ir_cast(a, TL_DT_I32, e, loc);
    if (e && is_clamp(E, n))
        return e;
    tl_expr *hi = tl_ir_select(a, tl_ir_binary(a, TL_BIN_GT, e, tl_ir_int(a, TL_DT_I32, n, loc), loc),
                               tl_ir_int(a, TL_DT_I32, n, loc), tl_ir_clone_expr(a, e), loc);
    return ok(x, tl_ir_select(a, tl_ir_binary(a, TL_BIN_LT, tl_ir_clone_expr(a, e), tl_ir_int(a, TL_DT_I32, 0, loc), loc),
                              tl_ir_int(a, TL_DT_I32, 0, loc), hi, loc));
}

/* ---- pads left unstored ----------------------------------------------------- */

/* A fill of columns [E, n) with v is not stored where nothing but the
 * loops this pass narrows reads those columns (their heads stop at E, their
 * tails' values are computed from v, the lane steps stop at the row's
 * edge): the fact is lazy, and the fill is stored (materialize) just
 * before anything else reads or writes the columns, before a buffer its
 * value reads is written, and where the fact would be forgotten (the end of
 * a branch or a loop body that does not pass it on). softmax's row of 1000
 * in a [1, 4096] fragment stored four fills of 3096 columns a row (the
 * masked copy's zeros, the -inf, exp(-inf - m) and its scaled value), read
 * by nothing but the lane steps' last 24 columns. Only buffers of one dim
 * or of one row: a fact then holds for every row, so a fill stored after
 * the row loop that made it is the same fill. */
static bool value_reads_written(const tl_expr *e, const tl_block *b);
static bool writes_buf(const tl_block *b, const tl_buffer *buf);

/* v: the fill's value, the row as nx.row; a 1-D buffer's fill must not
 * depend on the row loop it sits in, to be stored elsewhere. */
static bool lazy_ok(const nx *x, const tl_buffer *b, const tl_expr *v)
{
    int64_t r = 0;
    return (b->ndim == 1 && !tl_ir_expr_uses_var(v, x->row)) ||
           (b->ndim == 2 && tl_ir_is_const_int(b->dims[0], &r) && r == 1);
}

static bool same_storage(const tl_buffer *a, const tl_buffer *b) { return a == b || a->view_of == b || b->view_of == a; }

/* A loop `for v in KIND(end) { body }` with a fresh variable named base. */
static tl_stmt *new_loop(nx *x, tl_loop_kind kind, const char *base, tl_expr *end, tl_var **v, tl_srcloc loc)
{
    const char *nm = name(x, base);
    tl_stmt *l = ok(x, tl_ir_new_stmt(x->a, TL_STMT_FOR, loc));
    *v = nm ? ok(x, tl_ir_new_var(x->a, x->k, nm, TL_VAR_LOOP, TL_DT_I32, loc)) : NULL;
    if (!l || !*v || !end)
        return NULL;
    l->loop.kind = kind;
    l->loop.nvars = 1;
    l->loop.vars[0] = *v;
    l->loop.end[0] = end;
    return l;
}

/* f's columns [E, upto) stored (upto NULL: [E, n)), appended to out:
 *   for r in range(1) { let c = clamp(E, 0, n); for k in vectorized(min(n, upto) - c) { B[r, c + k] = v } } */
static void store_pads(nx *x, tl_block *out, const fact *f, const tl_expr *upto)
{
    tl_arena *a = x->a;
    tl_srcloc loc = x->k->loc;
    int64_t n = width(f->buf);
    tl_block *at = out;
    tl_var *r = NULL;
    if (f->buf->ndim == 2) {
        tl_stmt *rl = new_loop(x, TL_LOOP_SERIAL, "tl_r", ok(x, tl_ir_int(a, TL_DT_I32, 1, loc)), &r, loc);
        if (!rl || !tl_ir_block_append(a, out, rl)) {
            x->oom = true;
            return;
        }
        at = &rl->loop.body;
    }
    rw back = {.from = r ? x->row : NULL, .to = r, .local = SIZE_MAX};
    tl_expr *v = rewrite(x, f->value, &back);
    tl_var *c = new_let(x, at, "tl_pad_from", TL_DT_I32, clamp_cols(x, f->extent, n, loc), loc);
    if (back.failed || !v || !c) {
        x->oom = true;
        return;
    }
    tl_expr *top = ok(x, tl_ir_int(a, TL_DT_I32, n, loc));
    if (upto)
        top = ok(x, tl_ir_select(a, tl_ir_binary(a, TL_BIN_LT, tl_ir_clone_expr(a, upto), tl_ir_int(a, TL_DT_I32, n, loc), loc),
                                 tl_ir_clone_expr(a, upto), tl_ir_int(a, TL_DT_I32, n, loc), loc));
    /* the value and the count computed once, as narrow_loop's tails do */
    tl_var *val = new_let(x, at, "tl_pad_v", f->buf->dtype, v, loc);
    tl_var *cnt = new_let(x, at, "tl_pad_n", TL_DT_I32, ok(x, tl_ir_binary(a, TL_BIN_SUB, top, tl_ir_varref(a, c, loc), loc)), loc);
    if (!val || !cnt)
        return;
    tl_var *k = NULL;
    tl_stmt *fl = new_loop(x, TL_LOOP_VECTORIZED, "tl_pad_k", ok(x, tl_ir_varref(a, cnt, loc)), &k, loc);
    tl_stmt *st = ok(x, tl_ir_new_stmt(a, TL_STMT_STORE, loc));
    tl_expr **idx = ok(x, tl_arena_array(a, (size_t)f->buf->ndim, sizeof(*idx)));
    if (!fl || !st || !idx)
        return;
    if (r)
        idx[0] = ok(x, tl_ir_varref(a, r, loc));
    idx[f->buf->ndim - 1] = ok(x, tl_ir_binary(a, TL_BIN_ADD, tl_ir_varref(a, c, loc), tl_ir_varref(a, k, loc), loc));
    st->store.buf = (tl_buffer *)f->buf;
    st->store.nidx = f->buf->ndim;
    st->store.idx = idx;
    st->store.value = ok(x, tl_ir_varref(a, val, loc));
    if (!tl_ir_block_append(a, &fl->loop.body, st) || !tl_ir_block_append(a, at, fl))
        x->oom = true;
}

static void materialize(nx *x, tl_block *out, fact *f)
{
    if (!f->lazy)
        return;
    f->lazy = false;
    store_pads(x, out, f, NULL);
}

/* Whether e loads b's storage anywhere but at [row, j] ([j] for one dim;
 * or at zero + j, zero a let of 0); j NULL: anywhere. */
static bool loads_other(const tl_expr *e, const tl_buffer *b, const tl_var *j, const tl_var *zero, const tl_var *rowv)
{
    if (!e)
        return false;
    switch (e->kind) {
    case TL_EXPR_LOAD: {
        const tl_buffer *lb = e->load.buf;
        if (same_storage(lb, b)) {
            const tl_expr *c = strip_cast(e->load.idx[lb->ndim - 1]);
            bool col_j = (c->kind == TL_EXPR_VAR && c->var == j) ||
                         (zero && c->kind == TL_EXPR_BINARY && c->bin.op == TL_BIN_ADD && c->bin.a->kind == TL_EXPR_VAR &&
                          c->bin.a->var == zero && c->bin.b->kind == TL_EXPR_VAR && c->bin.b->var == j);
            bool at_j = lb == b && j && col_j &&
                        (lb->ndim == 1 || (rowv && strip_cast(e->load.idx[0])->kind == TL_EXPR_VAR &&
                                           strip_cast(e->load.idx[0])->var == rowv));
            if (!at_j)
                return true;
        }
        for (int i = 0; i < e->load.nidx; i++)
            if (loads_other(e->load.idx[i], b, j, zero, rowv))
                return true;
        return false;
    }
    case TL_EXPR_BINARY: return loads_other(e->bin.a, b, j, zero, rowv) || loads_other(e->bin.b, b, j, zero, rowv);
    case TL_EXPR_UNARY: return loads_other(e->un.a, b, j, zero, rowv);
    case TL_EXPR_SELECT:
        return loads_other(e->sel.cond, b, j, zero, rowv) || loads_other(e->sel.a, b, j, zero, rowv) || loads_other(e->sel.b, b, j, zero, rowv);
    case TL_EXPR_CAST: return loads_other(e->cast.a, b, j, zero, rowv);
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            if (loads_other(e->call.args[i], b, j, zero, rowv))
                return true;
        return false;
    default: return false;
    }
}

static bool stmt_loads_other(const tl_stmt *s, const tl_buffer *b, const tl_var *j, const tl_var *zero, const tl_var *rowv);

static bool block_loads_other(const tl_block *bl, const tl_buffer *b, const tl_var *j, const tl_var *zero, const tl_var *rowv)
{
    for (size_t i = 0; i < bl->n; i++)
        if (stmt_loads_other(bl->items[i], b, j, zero, rowv))
            return true;
    return false;
}

/* Whether s (deep) reads b's storage anywhere but at [row, j]: loads, and
 * tile ops and anything else that names it. */
static bool stmt_loads_other(const tl_stmt *s, const tl_buffer *b, const tl_var *j, const tl_var *zero, const tl_var *rowv)
{
    switch (s->kind) {
    case TL_STMT_LET: return loads_other(s->let.value, b, j, zero, rowv);
    case TL_STMT_STORE:
        for (int i = 0; i < s->store.nidx; i++)
            if (loads_other(s->store.idx[i], b, j, zero, rowv))
                return true;
        return loads_other(s->store.value, b, j, zero, rowv);
    case TL_STMT_FOR:
        for (int v = 0; v < s->loop.nvars; v++)
            if (loads_other(s->loop.begin[v], b, j, zero, rowv) || loads_other(s->loop.end[v], b, j, zero, rowv))
                return true;
        return block_loads_other(&s->loop.body, b, j, zero, rowv);
    case TL_STMT_WHILE: return loads_other(s->whiles.cond, b, j, zero, rowv) || block_loads_other(&s->whiles.body, b, j, zero, rowv);
    case TL_STMT_IF:
        return loads_other(s->ifs.cond, b, j, zero, rowv) || block_loads_other(&s->ifs.then_body, b, j, zero, rowv) ||
               block_loads_other(&s->ifs.else_body, b, j, zero, rowv);
    case TL_STMT_TILE:
        for (int i = 0; i < s->tile.nargs; i++)
            if (same_storage(s->tile.args[i].buf, b))
                return true;
        return loads_other(s->tile.value, b, j, zero, rowv);
    case TL_STMT_ALLOC: return same_storage(s->alloc.buf, b);
    default: return true; /* a statement not known here: as if it read everything */
    }
}

/* Before s: the lazy facts s may see or lose stored. A fact is kept lazy
 * where s reads its buffer only at [row, j] of a loop over [0, E) (end ~
 * its E) or, with any_j, at [row, j] of any loop (a loop narrow_loop
 * narrows), and writes it not at all or only as the caller said (keep: a
 * fill of the same columns or a write of [0, E)); a write of a buffer its
 * value reads stores it. */
static void settle(nx *x, state *st, tl_block *out, const tl_stmt *s, const tl_var *j, const tl_var *rowv,
                   const tl_expr *end, bool any_j, const tl_buffer *const *keep, int nkeep)
{
    tl_block one = {.items = (tl_stmt **)&s, .n = 1};
    /* a loop over [L, H) as split_masked_loops writes one, `for j in
     * vectorized(H - L)` reading b[row, L + j], with L a let of 0: over
     * [0, H) */
    const tl_var *zero = NULL;
    const tl_expr *raw = s->kind == TL_STMT_FOR && s->loop.nvars == 1 ? s->loop.end[0] : NULL;
    int64_t z = 1;
    if (raw && raw->kind == TL_EXPR_BINARY && raw->bin.op == TL_BIN_SUB && raw->bin.b->kind == TL_EXPR_VAR) {
        tl_expr *lo = resolve(x, raw->bin.b);
        if (lo && is_int(lo, &z) && z == 0)
            zero = raw->bin.b->var;
    }
    if (zero && end && end->kind == TL_EXPR_BINARY && end->bin.op == TL_BIN_SUB && is_int(end->bin.b, &z) && z == 0)
        end = end->bin.a;
    for (int i = 0; i < st->n; i++) {
        fact *f = &st->f[i];
        if (!f->lazy)
            continue;
        bool over_e = any_j || (end && tl_ir_expr_equal(strip_cast(end), strip_cast(f->extent)));
        bool kept = false;
        for (int q = 0; q < nkeep; q++)
            kept = kept || keep[q] == f->buf;
        if (stmt_loads_other(s, f->buf, over_e ? j : NULL, zero, rowv) || (!kept && writes_buf(&one, f->buf)) ||
            value_reads_written(f->value, &one))
            materialize(x, out, f);
    }
}

/* The same for an expression read before a statement (an if's condition). */
static void settle_expr(nx *x, state *st, tl_block *out, const tl_expr *e)
{
    for (int i = 0; i < st->n; i++)
        if (st->f[i].lazy && loads_other(e, st->f[i].buf, NULL, NULL, NULL))
            materialize(x, out, &st->f[i]);
}

/* The lazy facts of `from` that `to` does not hold (the same fact) stored
 * at the end of block b: a branch or a loop body whose end forgets them. */
static void settle_forgotten(nx *x, const state *from, const state *to, tl_block *b)
{
    for (int i = 0; i < from->n; i++) {
        fact f = from->f[i];
        if (!f.lazy)
            continue;
        bool held = false;
        for (int q = 0; q < to->n && !held; q++)
            held = same_fact(&f, &to->f[q]);
        if (!held)
            materialize(x, b, &f);
    }
}

/* The loop `for j in vectorized(n) { lets; C[row, j] = f(..) ... }` over all
 * n columns, narrowed where every column-j load is of a buffer with a fact
 * of one E: appended to out as the loop over [0, E) and the fill of [E, n);
 * s's facts updated. False when it is not such a loop (nothing appended). */
static bool narrow_loop(nx *x, tl_stmt *s, state *st, const rows *row, size_t local, tl_block *out)
{
    const tl_var *j = s->loop.vars[0];
    int64_t n = 0;
    if (!tl_ir_is_const_int(s->loop.end[0], &n))
        return false;
    const tl_buffer *bufs[MAX_FACTS * 2];
    const tl_expr *vals[MAX_FACTS * 2];
    int nb = 0;
    const tl_expr *E = NULL;
    /* the facts of width n about buffers the stores read, all of one E:
     * the first met decides */
    for (int i = 0; i < st->n; i++) {
        const fact *f = &st->f[i];
        if (width(f->buf) != n || (E && !tl_ir_expr_equal(E, f->extent)) || (f->buf->ndim == 2 && !row))
            continue;
        bool read = false;
        for (size_t q = 0; q < s->loop.body.n && !read; q++) {
            const tl_stmt *b = s->loop.body.items[q];
            bool failed = false;
            read = b->kind == TL_STMT_STORE && reads_resolved(x, b->store.value, f->buf, local, &failed) && !failed;
        }
        if (!read)
            continue;
        E = E ? E : f->extent;
        bufs[nb] = f->buf;
        vals[nb++] = f->value;
    }
    if (!E)
        return false;
    rw r = {.col = j, .row = row, .bufs = bufs, .vals = vals, .nbufs = nb, .local = local};
    /* the statements' forms first, which need no copy of their values */
    int nstores = 0;
    for (size_t i = 0; i < s->loop.body.n; i++) {
        const tl_stmt *b = s->loop.body.items[i];
        if (b->kind == TL_STMT_LET && !b->let.assign && b->let.var->kind == TL_VAR_LET)
            continue;
        const tl_expr *col = b->kind == TL_STMT_STORE ? store_col(x, b, row) : NULL;
        if (!col || !at_col(&r, col) || width(b->store.buf) != n || ++nstores > MAX_FACTS)
            return false;
    }
    /* each statement: a let (resolved as met) or a store at [row, j] */
    const tl_buffer *stored[MAX_FACTS];
    tl_expr *fills[MAX_FACTS];
    int ns = 0;
    for (size_t i = 0; i < s->loop.body.n; i++) {
        const tl_stmt *b = s->loop.body.items[i];
        if (b->kind == TL_STMT_LET && !b->let.assign && b->let.var->kind == TL_VAR_LET)
            continue; /* resolved where used (recorded by the walk before) */
        if (b->kind != TL_STMT_STORE || ns == MAX_FACTS || nb == MAX_FACTS * 2)
            return false;
        const tl_expr *col = store_col(x, b, row);
        if (!col || !at_col(&r, col) || width(b->store.buf) != n)
            return false;
        for (int q = 0; q < ns; q++)
            if (stored[q] == b->store.buf)
                return false;
        tl_expr *v = rewrite(x, b->store.value, &r);
        if (r.failed || !v)
            return false;
        stored[ns] = b->store.buf;
        fills[ns++] = v;
        /* a later statement's load of this buffer at j sees this value */
        bufs[nb] = b->store.buf;
        vals[nb] = NULL;
        rw back = {.from = row ? row->var : NULL, .to = x->row, .local = SIZE_MAX};
        vals[nb++] = rewrite(x, v, &back);
    }
    if (!ns)
        return false;
    /* a fill's value must not read what the loop stores */
    for (int q = 0; q < ns; q++)
        for (int p = 0; p < ns; p++)
            if (loads_buf(fills[q], stored[p]))
                return false;
    tl_srcloc loc = s->loc;
    tl_var *cols = new_let(x, out, "tl_cols", TL_DT_I32, clamp_cols(x, E, n, loc), loc);
    tl_stmt *head = ok(x, tl_ir_new_stmt(x->a, TL_STMT_FOR, loc));
    tl_stmt *tail = ok(x, tl_ir_new_stmt(x->a, TL_STMT_FOR, loc));
    const char *kn = name(x, j->name);
    tl_var *k = kn ? ok(x, tl_ir_new_var(x->a, x->k, kn, TL_VAR_LOOP, TL_DT_I32, loc)) : NULL;
    if (!cols || !head || !tail || !k)
        return true;
    head->loop = s->loop;
    head->loop.end[0] = ok(x, tl_ir_varref(x->a, cols, loc));
    tail->loop = s->loop;
    tail->loop.vars[0] = k;
    tail->loop.end[0] = ok(x, tl_ir_binary(x->a, TL_BIN_SUB, tl_ir_int(x->a, TL_DT_I32, n, loc),
                                           tl_ir_varref(x->a, cols, loc), loc));
    tail->loop.body = (tl_block){0};
    if (!tl_ir_block_append(x->a, out, head))
        x->oom = true;
    /* the tail is not stored where every buffer it fills may be left lazy */
    bool lazy = true;
    for (int q = 0; q < ns; q++)
        lazy = lazy && lazy_ok(x, stored[q], vals[nb - ns + q]);
    for (int q = 0; q < ns && !lazy; q++) {
        const tl_buffer *b = stored[q];
        tl_var *val = new_let(x, out, "tl_col", b->dtype, fills[q], loc);
        tl_stmt *st2 = ok(x, tl_ir_new_stmt(x->a, TL_STMT_STORE, loc));
        tl_expr **idx = ok(x, tl_arena_array(x->a, (size_t)b->ndim, sizeof(*idx)));
        if (!val || !st2 || !idx)
            return true;
        if (b->ndim == 2)
            idx[0] = ok(x, tl_ir_varref(x->a, (tl_var *)row->var, loc));
        idx[b->ndim - 1] = ok(x, tl_ir_binary(x->a, TL_BIN_ADD, tl_ir_varref(x->a, cols, loc),
                                              tl_ir_varref(x->a, k, loc), loc));
        st2->store.buf = (tl_buffer *)b;
        st2->store.nidx = b->ndim;
        st2->store.idx = idx;
        st2->store.value = ok(x, tl_ir_varref(x->a, val, loc));
        if (!tl_ir_block_append(x->a, &tail->loop.body, st2))
            x->oom = true;
    }
    if (!lazy && !tl_ir_block_append(x->a, out, tail))
        x->oom = true;
    /* the facts: each stored buffer's columns [E, n) hold its fill */
    const tl_expr *extent = E;
    for (int q = 0; q < ns; q++) {
        rw back = {.from = row ? row->var : NULL, .to = x->row, .local = SIZE_MAX};
        set_fact(st, stored[q], extent, rewrite(x, fills[q], &back));
        if (lazy && find(st, stored[q]))
            find(st, stored[q])->lazy = true;
    }
    return true;
}

/* The columns a lane reduction over f's buffer reads at most when its
 * steps stop at the row's edge: max(L, ceildiv(clamp(E, 0, n), L) L). */
static tl_expr *lane_reach(nx *x, const fact *f, int64_t L, tl_srcloc loc)
{
    tl_arena *a = x->a;
    tl_expr *up = tl_ir_binary(a, TL_BIN_MUL,
                               tl_ir_binary(a, TL_BIN_DIV,
                                            tl_ir_binary(a, TL_BIN_ADD, clamp_cols(x, f->extent, width(f->buf), loc),
                                                         tl_ir_int(a, TL_DT_I32, L - 1, loc), loc),
                                            tl_ir_int(a, TL_DT_I32, L, loc), loc),
                               tl_ir_int(a, TL_DT_I32, L, loc), loc);
    return ok(x, tl_ir_select(a, tl_ir_binary(a, TL_BIN_LT, up, tl_ir_int(a, TL_DT_I32, L, loc), loc),
                              tl_ir_int(a, TL_DT_I32, L, loc), tl_ir_clone_expr(a, up), loc));
}

/* The first of a lane reduction's loops, `for l in vectorized(L) { P[l] =
 * B[row, l] }`, over a buffer whose pads are lazy: the pads it and the
 * narrowed steps after it read (lane_reach) are stored before it, and the
 * fact stays lazy. */
static bool lane_start(nx *x, tl_stmt *s, state *st, const rows *row, tl_block *out)
{
    int64_t L = 0;
    if (s->loop.body.n != 1 || !tl_ir_is_const_int(s->loop.end[0], &L) || L <= 0)
        return false;
    const tl_stmt *b = s->loop.body.items[0];
    const tl_var *l = s->loop.vars[0], *rowv = row ? row->var : NULL;
    if (b->kind != TL_STMT_STORE || b->store.nidx != 1 || strip_cast(b->store.idx[0])->kind != TL_EXPR_VAR ||
        strip_cast(b->store.idx[0])->var != l)
        return false;
    /* B[row, l], or a float max's `select(B[row, l] != B[row, l], c, B[row, l])` */
    const tl_expr *v = b->store.value;
    if (v->kind == TL_EXPR_SELECT && v->sel.cond->kind == TL_EXPR_BINARY && v->sel.cond->bin.op == TL_BIN_NE &&
        (v->sel.a->kind == TL_EXPR_FLOAT || v->sel.a->kind == TL_EXPR_CAST))
        v = v->sel.b;
    if (v->kind != TL_EXPR_LOAD)
        return false;
    const tl_buffer *B = v->load.buf;
    fact *f = find(st, B);
    if (!f || !f->lazy || B == b->store.buf || loads_other(b->store.value, B, l, NULL, rowv))
        return false;
    f->lazy = false; /* the others, as for any loop */
    settle(x, st, out, s, NULL, NULL, NULL, false, NULL, 0);
    f = find(st, B);
    f->lazy = true;
    store_pads(x, out, f, lane_reach(x, f, L, s->loc));
    kill_stmt(x, st, s);
    ok(x, (void *)(uintptr_t)tl_ir_block_append(x->a, out, s));
    if ((f = find(st, B)))
        f->reach = s;
    return true;
}

/* A vectorized loop in a block: a fill of columns [H, n) (a new fact), a
 * write of columns [0, E) (facts kept), an element-wise loop over all n
 * (narrowed), or anything else (what it stores forgets its facts). */
static void vec_loop(nx *x, tl_stmt *s, state *st, const rows *row, tl_block *out)
{
    const tl_var *j = s->loop.vars[0];
    size_t local = x->nlets;
    for (size_t i = 0; i < s->loop.body.n; i++)
        record_let(x, s->loop.body.items[i]);
    if (s->loop.nvars != 1 || s->loop.begin[0] || x->oom)
        goto other;
    if (lane_start(x, s, st, row, out))
        return;
    /* what a narrowed loop reads of lazy pads (other than at [row, j]) or
     * loses (a fact whose value reads what it stores), stored first */
    const tl_var *rowv = row ? row->var : NULL;
    const tl_buffer *stores[MAX_FACTS];
    int nst = 0;
    for (size_t i = 0; i < s->loop.body.n && nst < MAX_FACTS; i++)
        if (s->loop.body.items[i]->kind == TL_STMT_STORE)
            stores[nst++] = s->loop.body.items[i]->store.buf;
    settle(x, st, out, s, j, rowv, NULL, true, stores, nst);
    size_t before = out->n;
    if (narrow_loop(x, s, st, row, local, out))
        return;
    out->n = before;
    /* what can be told without resolving the loop's end (a copy): a store
     * at column j of a buffer without a fact, or at a column neither j nor
     * H + j, keeps nothing (most loops: a tile's copies, a gemm's) */
    for (size_t i = 0; i < s->loop.body.n; i++) {
        const tl_stmt *b = s->loop.body.items[i];
        if (b->kind != TL_STMT_STORE)
            continue;
        const tl_expr *col = store_col(x, b, row);
        if (!col)
            goto other;
        if (col->kind == TL_EXPR_VAR && col->var == j ? !find(st, b->store.buf)
                                                      : col->kind != TL_EXPR_BINARY || col->bin.op != TL_BIN_ADD ||
                                                            col->bin.b->kind != TL_EXPR_VAR || col->bin.b->var != j)
            goto other;
    }
    tl_expr *end = resolve(x, s->loop.end[0]);
    if (!end)
        goto other;
    /* each store: at column j with end ~ its fact's E (kept), or at H + j
     * with end ~ n - H (a fill) */
    const tl_buffer *fill_buf[MAX_FACTS];
    const tl_expr *fill_e[MAX_FACTS], *fill_v[MAX_FACTS];
    int nf = 0;
    for (size_t i = 0; i < s->loop.body.n; i++) {
        const tl_stmt *b = s->loop.body.items[i];
        if (b->kind == TL_STMT_LET && !b->let.assign && b->let.var->kind == TL_VAR_LET)
            continue;
        if (b->kind != TL_STMT_STORE)
            goto other;
        const tl_expr *col = store_col(x, b, row);
        if (!col)
            goto other;
        fact *f = find(st, b->store.buf);
        int64_t n = width(b->store.buf);
        if (col->kind == TL_EXPR_VAR && col->var == j) {
            if (!f || !tl_ir_expr_equal(strip_cast(end), strip_cast(f->extent)))
                goto other;
            continue; /* columns [0, E): the fact stays */
        }
        /* B[.., H + j] = v over n - H */
        int64_t c = 0;
        if (col->kind != TL_EXPR_BINARY || col->bin.op != TL_BIN_ADD || col->bin.b->kind != TL_EXPR_VAR ||
            col->bin.b->var != j || end->kind != TL_EXPR_BINARY || end->bin.op != TL_BIN_SUB ||
            !tl_ir_is_const_int(end->bin.a, &c) || c != n || nf == MAX_FACTS)
            goto other;
        tl_expr *H = resolve(x, col->bin.a);
        rw r = {.from = row ? row->var : NULL, .to = x->row, .local = SIZE_MAX};
        tl_expr *v = rewrite(x, b->store.value, &r);
        if (!H || !v || r.failed || !tl_ir_expr_equal(H, end->bin.b) || tl_ir_expr_uses_var(v, j) || loads_buf(v, b->store.buf))
            goto other;
        fill_buf[nf] = b->store.buf;
        fill_e[nf] = H;
        fill_v[nf++] = v;
    }
    /* lazy pads this loop reads or overwrites otherwise than the same
     * fill or a write of [0, E), stored first */
    {
        const tl_buffer *keep[MAX_FACTS * 2];
        int nkeep = 0;
        for (size_t i = 0; i < s->loop.body.n; i++) {
            const tl_stmt *b = s->loop.body.items[i];
            if (b->kind != TL_STMT_STORE)
                continue;
            const fact *f = find(st, b->store.buf);
            bool same_fill = false;
            for (int q = 0; q < nf; q++)
                same_fill = same_fill || (fill_buf[q] == b->store.buf && f && tl_ir_expr_equal(fill_e[q], f->extent));
            const tl_expr *col = store_col(x, b, row);
            bool head = f && col && col->kind == TL_EXPR_VAR && col->var == j;
            if ((same_fill || head) && nkeep < MAX_FACTS * 2)
                keep[nkeep++] = b->store.buf;
        }
        settle(x, st, out, s, j, rowv, end, false, keep, nkeep);
    }
    /* writes of [0, E) keep the facts, but not those that read the buffer */
    for (size_t i = 0; i < s->loop.body.n; i++)
        if (s->loop.body.items[i]->kind == TL_STMT_STORE)
            kill_dependents(st, s->loop.body.items[i]->store.buf);
    /* a loop of fills alone, of buffers that may be lazy, is not stored */
    int nstores = 0;
    for (size_t i = 0; i < s->loop.body.n; i++)
        nstores += s->loop.body.items[i]->kind == TL_STMT_STORE;
    bool lazy = nf > 0 && nf == nstores;
    for (int i = 0; i < nf; i++)
        lazy = lazy && lazy_ok(x, fill_buf[i], fill_v[i]);
    for (int i = 0; i < nf; i++) {
        set_fact(st, fill_buf[i], fill_e[i], fill_v[i]);
        if (lazy && find(st, fill_buf[i]))
            find(st, fill_buf[i])->lazy = true;
    }
    if (!lazy)
        ok(x, (void *)(uintptr_t)tl_ir_block_append(x->a, out, s));
    return;
other:
    settle(x, st, out, s, s->loop.nvars == 1 ? j : NULL, row ? row->var : NULL, s->loop.end[0] ? resolve(x, s->loop.end[0]) : NULL,
           false, NULL, 0);
    kill_stmt(x, st, s);
    ok(x, (void *)(uintptr_t)tl_ir_block_append(x->a, out, s));
}

/* ---- lane reductions ------------------------------------------------------ */

/* The steps of a reduction that reduce_in_lanes laid out in L lanes P over
 * a row of B (n = (S + 1) L columns):
 *
 *   for r in range(S) { for l in vectorized(L) { lets; P[l] = op(P[l], B[row, (r + 1) L + l]) } }
 *
 * When B's columns [E, n) hold v (a fact), the steps past the one that
 * holds column E - 1 only combine v into the lanes. Where op(v, v) == v
 * (v is idempotent under op: a sum's 0 or infinity, any max's or min's v;
 * or v is a NaN) those steps leave the row's result as one combine of v
 * does, so they become that one combine, into lane 0:
 *
 *   let tl_pad = v
 *   let tl_steps = select(op(tl_pad, tl_pad) == tl_pad || tl_pad != tl_pad,
 *                         max(ceildiv(clamp(E, 0, n), L) - 1, 0), S)
 *   for r in range(tl_steps) { .. }
 *   if tl_steps < S { P[0] = op(P[0], tl_pad) }
 *
 * Exact for the sums, maxima and minima reduce_in_lanes writes (the row's
 * result is op over its lanes, from the identity or from the elements:
 * with op idempotent at v, combining v once or many times, into one lane
 * or into each, gives the same value; a sum's -0 lane becomes +0 in the
 * combine from +0 either way, and a max's NaN lane is ignored either way);
 * where v is not idempotent (a sum's pad of 1.5) every step runs as
 * before. A softmax, rmsnorm or layernorm row of 1000 in a tile of 4096
 * walks 32 steps of its lanes, not 128. Steps of a constant count S of at
 * most MAX_WHOLE_STEPS run as written where tl_steps == S (a row that
 * reaches the tile's edge): `if tl_steps == S { the steps } else { the
 * narrowed steps and the combine }`; GCC unrolls a loop of such a count
 * whole, the lanes in registers, which a count known at run time is not
 * (row_sum's tiles of 256 columns, docs/cpu.md). */
typedef struct lane_red {
    const tl_stmt *lanes; /* the lane loop: for l in vectorized(L) */
    const tl_stmt *store; /* P[l] = op(..) */
    const tl_buffer *P, *B;
    const tl_var *red, *lane, *row;
    int64_t S, L;
} lane_red;

/* Whether e is (red + 1) * L + lane. */
static bool lane_column(const lane_red *lr, const tl_expr *e)
{
    int64_t c = 0;
    e = strip_cast(e);
    if (e->kind != TL_EXPR_BINARY || e->bin.op != TL_BIN_ADD || strip_cast(e->bin.b)->kind != TL_EXPR_VAR ||
        strip_cast(e->bin.b)->var != lr->lane)
        return false;
    const tl_expr *m = strip_cast(e->bin.a);
    if (m->kind != TL_EXPR_BINARY || m->bin.op != TL_BIN_MUL || !is_int(m->bin.b, &c) || c != lr->L)
        return false;
    const tl_expr *r = strip_cast(m->bin.a);
    return r->kind == TL_EXPR_BINARY && r->bin.op == TL_BIN_ADD && strip_cast(r->bin.a)->kind == TL_EXPR_VAR &&
           strip_cast(r->bin.a)->var == lr->red && is_int(r->bin.b, &c) && c == 1;
}

/* The lane body's expression e with its lets substituted, each load of
 * P[lane] replaced by acc and each load of B at the step's column by next;
 * only literals, +, the comparisons a max or min makes, selects and those
 * loads are taken (*bad otherwise). With acc and next NULL it only checks. */
static tl_expr *lane_op(nx *x, const tl_expr *e, const lane_red *lr, const tl_expr *acc, const tl_expr *next, int *nb,
                        bool *bad)
{
    if (!e || *bad)
        return NULL;
    tl_expr *c = NULL;
    switch (e->kind) {
    case TL_EXPR_INT:
    case TL_EXPR_FLOAT: return acc ? ok(x, tl_ir_clone_expr(x->a, e)) : NULL;
    case TL_EXPR_VAR:
        for (size_t i = 0; i < lr->lanes->loop.body.n; i++) {
            const tl_stmt *b = lr->lanes->loop.body.items[i];
            if (b->kind == TL_STMT_LET && b->let.var == e->var)
                return lane_op(x, b->let.value, lr, acc, next, nb, bad);
        }
        break;
    case TL_EXPR_LOAD: {
        const tl_buffer *b = e->load.buf;
        if (b == lr->P && e->load.nidx == 1 && strip_cast(e->load.idx[0])->kind == TL_EXPR_VAR &&
            strip_cast(e->load.idx[0])->var == lr->lane)
            return acc ? ok(x, tl_ir_clone_expr(x->a, acc)) : NULL;
        bool row_ok = b->ndim == 1 || (lr->row && strip_cast(e->load.idx[0])->kind == TL_EXPR_VAR &&
                                       strip_cast(e->load.idx[0])->var == lr->row);
        if (b == lr->B && row_ok && lane_column(lr, e->load.idx[b->ndim - 1])) {
            ++*nb;
            return next ? ok(x, tl_ir_clone_expr(x->a, next)) : NULL;
        }
        break;
    }
    case TL_EXPR_BINARY:
        if (e->bin.op != TL_BIN_ADD && e->bin.op != TL_BIN_NE && e->bin.op != TL_BIN_LT && e->bin.op != TL_BIN_GT)
            break;
        if (acc && !(c = ok(x, tl_ir_clone_expr(x->a, e))))
            return NULL;
        {
            tl_expr *a = lane_op(x, e->bin.a, lr, acc, next, nb, bad), *b = lane_op(x, e->bin.b, lr, acc, next, nb, bad);
            if (c) {
                c->bin.a = a;
                c->bin.b = b;
            }
        }
        return *bad ? NULL : c;
    case TL_EXPR_SELECT:
        if (acc && !(c = ok(x, tl_ir_clone_expr(x->a, e))))
            return NULL;
        {
            tl_expr *q = lane_op(x, e->sel.cond, lr, acc, next, nb, bad), *a = lane_op(x, e->sel.a, lr, acc, next, nb, bad),
                    *b = lane_op(x, e->sel.b, lr, acc, next, nb, bad);
            if (c) {
                c->sel.cond = q;
                c->sel.a = a;
                c->sel.b = b;
            }
        }
        return *bad ? NULL : c;
    default: break;
    }
    *bad = true;
    return NULL;
}

/* A copy of the lane steps s (a serial loop around the lane loop of lets
 * and one store: lane_red), its statements and expressions new, its
 * variables the same; NULL when out of memory. */
static tl_stmt *copy_lane_steps(nx *x, const tl_stmt *s)
{
    tl_arena *a = x->a;
    const tl_stmt *in = s->loop.body.items[0];
    tl_stmt *c = ok(x, tl_ir_new_stmt(a, TL_STMT_FOR, s->loc)), *ci = ok(x, tl_ir_new_stmt(a, TL_STMT_FOR, in->loc));
    if (!c || !ci)
        return NULL;
    c->loop = s->loop;
    c->loop.body = (tl_block){0};
    ci->loop = in->loop;
    ci->loop.body = (tl_block){0};
    for (size_t i = 0; i < in->loop.body.n; i++) {
        const tl_stmt *b = in->loop.body.items[i];
        tl_stmt *d = ok(x, tl_ir_new_stmt(a, b->kind, b->loc));
        if (!d)
            return NULL;
        *d = *b;
        if (b->kind == TL_STMT_LET) {
            d->let.value = ok(x, tl_ir_clone_expr(a, b->let.value));
        } else {
            d->store.idx = ok(x, tl_arena_array(a, (size_t)b->store.nidx, sizeof(*d->store.idx)));
            for (int k = 0; d->store.idx && k < b->store.nidx; k++)
                d->store.idx[k] = ok(x, tl_ir_clone_expr(a, b->store.idx[k]));
            d->store.value = ok(x, tl_ir_clone_expr(a, b->store.value));
        }
        if (x->oom || !tl_ir_block_append(a, &ci->loop.body, d)) {
            x->oom = true;
            return NULL;
        }
    }
    if (!tl_ir_block_append(a, &c->loop.body, ci)) {
        x->oom = true;
        return NULL;
    }
    return c;
}

/* s, a serial loop, as the steps of a lane reduction over a buffer with a
 * fact (lane_red above), narrowed: appended to out. False (nothing
 * appended) when it is not one. */
static bool narrow_lanes(nx *x, tl_stmt *s, state *st, const rows *row, tl_block *out)
{
    lane_red lr = {0};
    if (s->loop.kind != TL_LOOP_SERIAL || s->loop.nvars != 1 || s->loop.begin[0] || s->loop.body.n != 1 ||
        !tl_ir_is_const_int(s->loop.end[0], &lr.S) || lr.S <= 0)
        return false;
    const tl_stmt *in = s->loop.body.items[0];
    if (in->kind != TL_STMT_FOR || in->loop.kind != TL_LOOP_VECTORIZED || in->loop.nvars != 1 || in->loop.begin[0] ||
        !tl_ir_is_const_int(in->loop.end[0], &lr.L) || lr.L <= 0 || in->loop.body.n == 0)
        return false;
    lr.lanes = in;
    lr.red = s->loop.vars[0];
    lr.lane = in->loop.vars[0];
    lr.row = row ? row->var : NULL;
    /* lets, then the one store P[lane] = .. */
    for (size_t i = 0; i + 1 < in->loop.body.n; i++) {
        const tl_stmt *b = in->loop.body.items[i];
        if (b->kind != TL_STMT_LET || b->let.assign || b->let.var->kind != TL_VAR_LET)
            return false;
    }
    lr.store = in->loop.body.items[in->loop.body.n - 1];
    if (lr.store->kind != TL_STMT_STORE || lr.store->store.nidx != 1 || lr.store->store.buf->ndim != 1 ||
        strip_cast(lr.store->store.idx[0])->kind != TL_EXPR_VAR || strip_cast(lr.store->store.idx[0])->var != lr.lane)
        return false;
    lr.P = lr.store->store.buf;
    /* B: the buffer of a fact, of (S + 1) L columns, that the store reads */
    for (int i = 0; i < st->n && !lr.B; i++) {
        const tl_buffer *b = st->f[i].buf;
        int nb = 0;
        bool bad = false;
        lr.B = b;
        lane_op(x, lr.store->store.value, &lr, NULL, NULL, &nb, &bad);
        if (bad || nb < 1 || width(b) != (lr.S + 1) * lr.L || b == lr.P || (b->ndim == 2 && !row))
            lr.B = NULL;
    }
    if (!lr.B)
        return false;
    fact *f = find(st, lr.B);
    tl_srcloc loc = s->loc;
    tl_arena *a = x->a;
    /* lazy pads: what the narrowed steps read is stored (lane_start did,
     * for the reductions it starts), the rest where every step runs */
    bool lazy = f->lazy;
    f->lazy = false;
    settle(x, st, out, s, NULL, NULL, NULL, false, NULL, 0);
    f = find(st, lr.B);
    f->lazy = lazy;
    if (lazy && !(out->n && f->reach == out->items[out->n - 1]))
        store_pads(x, out, f, lane_reach(x, f, lr.L, loc));
    rw back = {.from = x->row, .to = lr.row, .local = SIZE_MAX};
    tl_expr *v = rewrite(x, f->value, &back);
    if (back.failed || !v)
        return false;
    tl_var *pad = new_let(x, out, "tl_pad", lr.B->dtype, v, loc);
    if (!pad)
        return true;
    int nb = 0;
    bool bad = false;
    tl_expr *pv = ok(x, tl_ir_varref(a, pad, loc));
    tl_expr *vv = lane_op(x, lr.store->store.value, &lr, pv, pv, &nb, &bad);
    tl_expr *idem = ok(x, tl_ir_binary(a, TL_BIN_OR, ok(x, tl_ir_binary(a, TL_BIN_EQ, vv, tl_ir_varref(a, pad, loc), loc)),
                                       ok(x, tl_ir_binary(a, TL_BIN_NE, tl_ir_varref(a, pad, loc),
                                                          tl_ir_varref(a, pad, loc), loc)),
                                       loc));
    /* the step that holds column cols - 1: ceildiv(cols, L) - 1, 0 for none */
    tl_expr *cols = clamp_cols(x, f->extent, width(lr.B), loc);
    tl_expr *last = ok(x, tl_ir_binary(a, TL_BIN_SUB,
                                       tl_ir_binary(a, TL_BIN_DIV,
                                                    tl_ir_binary(a, TL_BIN_ADD, cols, tl_ir_int(a, TL_DT_I32, lr.L - 1, loc), loc),
                                                    tl_ir_int(a, TL_DT_I32, lr.L, loc), loc),
                                       tl_ir_int(a, TL_DT_I32, 1, loc), loc));
    tl_expr *narrow = ok(x, tl_ir_select(a, tl_ir_binary(a, TL_BIN_LT, last, tl_ir_int(a, TL_DT_I32, 0, loc), loc),
                                         tl_ir_int(a, TL_DT_I32, 0, loc), tl_ir_clone_expr(a, last), loc));
    tl_var *steps = new_let(x, out, "tl_steps", TL_DT_I32,
                            ok(x, tl_ir_select(a, idem, narrow, tl_ir_int(a, TL_DT_I32, lr.S, loc), loc)), loc);
    tl_stmt *loop = ok(x, tl_ir_new_stmt(a, TL_STMT_FOR, loc));
    tl_stmt *fix = ok(x, tl_ir_new_stmt(a, TL_STMT_IF, loc));
    tl_stmt *put = ok(x, tl_ir_new_stmt(a, TL_STMT_STORE, loc));
    tl_expr **pidx = ok(x, tl_arena_array(a, 1, sizeof(*pidx)));
    tl_expr **sidx = ok(x, tl_arena_array(a, 1, sizeof(*sidx)));
    if (!steps || !loop || !fix || !put || !pidx || !sidx || bad)
        return true;
    if (lazy) {
        tl_stmt *all = ok(x, tl_ir_new_stmt(a, TL_STMT_IF, loc));
        if (!all)
            return true;
        all->ifs.cond = ok(x, tl_ir_binary(a, TL_BIN_EQ, tl_ir_varref(a, steps, loc), tl_ir_int(a, TL_DT_I32, lr.S, loc), loc));
        store_pads(x, &all->ifs.then_body, f, NULL);
        if (!tl_ir_block_append(a, out, all))
            x->oom = true;
    }
    tl_block *narrowed = out;
    if (lr.S <= MAX_WHOLE_STEPS) {
        /* a row that reaches the tile's edge (every tile but the row's
         * last) runs the steps as written, of constant count */
        tl_stmt *whole = ok(x, tl_ir_new_stmt(a, TL_STMT_IF, loc));
        tl_stmt *copy = copy_lane_steps(x, s);
        if (!whole || !copy)
            return true;
        whole->ifs.cond = ok(x, tl_ir_binary(a, TL_BIN_EQ, tl_ir_varref(a, steps, loc), tl_ir_int(a, TL_DT_I32, lr.S, loc), loc));
        whole->ifs.has_else = true;
        if (!tl_ir_block_append(a, &whole->ifs.then_body, copy) || !tl_ir_block_append(a, out, whole))
            x->oom = true;
        narrowed = &whole->ifs.else_body;
    }
    loop->loop = s->loop;
    loop->loop.end[0] = ok(x, tl_ir_varref(a, steps, loc));
    pidx[0] = ok(x, tl_ir_int(a, TL_DT_I32, 0, loc));
    sidx[0] = ok(x, tl_ir_int(a, TL_DT_I32, 0, loc));
    tl_expr *p0 = ok(x, tl_ir_load(a, (tl_buffer *)lr.P, pidx, 1, loc));
    put->store.buf = (tl_buffer *)lr.P;
    put->store.nidx = 1;
    put->store.idx = sidx;
    nb = 0;
    put->store.value = lane_op(x, lr.store->store.value, &lr, p0, pv, &nb, &bad);
    fix->ifs.cond = ok(x, tl_ir_binary(a, TL_BIN_LT, tl_ir_varref(a, steps, loc), tl_ir_int(a, TL_DT_I32, lr.S, loc), loc));
    if (!tl_ir_block_append(a, &fix->ifs.then_body, put) || !tl_ir_block_append(a, narrowed, loop) ||
        !tl_ir_block_append(a, narrowed, fix))
        x->oom = true;
    kill_stmt(x, st, s);
    return true;
}

/* ---- blocks --------------------------------------------------------------- */

static bool writes_buf(const tl_block *b, const tl_buffer *buf);

static bool loads_written(const tl_expr *e, const void *b)
{
    return e->kind == TL_EXPR_LOAD && writes_buf(b, e->load.buf);
}

static bool value_reads_written(const tl_expr *e, const tl_block *b)
{
    return tl_ir_expr_any(e, loads_written, b);
}

static void walk(nx *x, tl_block *b, state *st, const rows *row);

static bool writes_buf(const tl_block *b, const tl_buffer *buf)
{
    state one = {.f = {{.buf = buf}}, .n = 1};
    kill_written(NULL, &one, b);
    return one.n == 0;
}

static bool value_reads_written(const tl_expr *e, const tl_block *b);

/* The facts that may reach a loop's body: those about buffers it does not
 * write, or (a row loop over all rows) writes at its own row only, whose
 * values read nothing it writes. */
static bool entry_drops(const tl_stmt *s, const fact *f, const rows *inner)
{
    int64_t r = 0;
    bool row_only = inner && f->buf->ndim == 2 && tl_ir_is_const_int(f->buf->dims[0], &r) && r == inner->n &&
                    writes_only_row(&s->loop.body, f->buf, inner->var);
    return (!row_only && writes_buf(&s->loop.body, f->buf)) || value_reads_written(f->value, &s->loop.body);
}

static void loop_entry(const tl_stmt *s, state *st, const rows *inner)
{
    for (int i = st->n; i-- > 0;)
        if (entry_drops(s, &st->f[i], inner))
            drop_at(st, i);
}

static bool has_jump(const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_BREAK:
        case TL_STMT_CONTINUE: return true;
        case TL_STMT_FOR:
            if (has_jump(&s->loop.body))
                return true;
            break;
        case TL_STMT_WHILE:
            if (has_jump(&s->whiles.body))
                return true;
            break;
        case TL_STMT_IF:
            if (has_jump(&s->ifs.then_body) || has_jump(&s->ifs.else_body))
                return true;
            break;
        default: break;
        }
    }
    return false;
}

static bool fact_uses(const fact *f, const tl_var *v) { return tl_ir_expr_uses_var(f->extent, v) || tl_ir_expr_uses_var(f->value, v); }

static void walk_for(nx *x, tl_stmt *s, state *st, const rows *row, tl_block *out)
{
    if (s->loop.kind == TL_LOOP_VECTORIZED) {
        vec_loop(x, s, st, row, out);
        return;
    }
    if (narrow_lanes(x, s, st, row, out))
        return;
    int64_t n = 0;
    bool is_rows = s->loop.kind == TL_LOOP_SERIAL && s->loop.nvars == 1 && !s->loop.begin[0] &&
                   tl_ir_is_const_int(s->loop.end[0], &n) && n > 0;
    /* a break or continue may leave rows without what the body's end
     * leaves */
    is_rows = is_rows && !has_jump(&s->loop.body);
    rows inner = {.var = s->loop.vars[0], .n = n};
    /* lazy pads go into a loop of one row (of one-row buffers: the fact's
     * row) as they are; any other loop that touches them, and a one-row
     * loop that forgets them at its entry, gets them stored before it */
    if (is_rows && n == 1) {
        for (int i = 0; i < st->n; i++)
            if (st->f[i].lazy && entry_drops(s, &st->f[i], &inner))
                materialize(x, out, &st->f[i]);
    } else {
        settle(x, st, out, s, NULL, NULL, NULL, false, NULL, 0);
    }
    state in = *st;
    loop_entry(s, &in, is_rows ? &inner : NULL);
    state body = in;
    /* the body as written: the walk leaves lazy fills out of it and adds
     * stores of pads that change no value */
    const tl_block orig = s->loop.body;
    probe pr = {.items = s->loop.body.items};
    probe *outer = x->probe;
    x->probe = &pr;
    walk(x, &s->loop.body, &body, is_rows ? &inner : row);
    x->probe = outer;
    /* after the loop: what held before about buffers it does not write,
     * and (a row loop) what every row's iteration leaves about the buffers
     * it writes at its own row only, all R rows of them */
    *st = in;
    for (int i = st->n; i-- > 0;)
        if (writes_buf(&orig, st->f[i].buf))
            drop_at(st, i);
    if (is_rows) {
        for (int i = 0; i < body.n; i++) {
            const fact *f = &body.f[i];
            int64_t rows_of = 0;
            if (find(st, f->buf) || fact_uses(f, inner.var) || value_reads_written(f->value, &orig))
                continue;
            if (f->buf->ndim == 2 && tl_ir_is_const_int(f->buf->dims[0], &rows_of) && rows_of == n &&
                writes_only_row(&orig, f->buf, inner.var) && st->n < MAX_FACTS)
                st->f[st->n++] = *f;
        }
    }
    for (int v = 0; v < s->loop.nvars; v++)
        for (int i = st->n; i-- > 0;)
            if (fact_uses(&st->f[i], s->loop.vars[v]))
                drop_at(st, i);
    /* lazy pads the loop forgets: stored at its body's end, or once after
     * it where the loop runs at least once and every iteration starts by
     * making the same fact without reading the buffer (its pads are then
     * no iteration's input, and after the loop they are the last one's) */
    state after = *st;
    for (int i = 0; i < body.n; i++) {
        fact *f = &body.f[i];
        bool held = false;
        for (int q = 0; q < st->n && !held; q++)
            held = same_fact(f, &st->f[q]);
        if (!f->lazy || held)
            continue;
        /* (an extent that loads nothing and names no loop variable is the
         * same number in every iteration) */
        bool defer = n > 0 && s->loop.kind == TL_LOOP_SERIAL && !s->loop.begin[0] && !fact_uses(f, s->loop.vars[0]) &&
                     !tl_ir_expr_has_load(f->extent);
        bool found = false;
        for (int q = 0; q < pr.n && defer && !found; q++)
            if (pr.t[q].buf == f->buf) {
                found = true;
                defer = !pr.t[q].read && pr.t[q].extent && tl_ir_expr_equal(pr.t[q].extent, f->extent);
            }
        if (defer && found && after.n < MAX_FACTS) {
            after.f[after.n++] = *f; /* stored below, after the loop */
            f->lazy = false;
        }
    }
    settle_forgotten(x, &body, st, &s->loop.body);
    ok(x, (void *)(uintptr_t)tl_ir_block_append(x->a, out, s));
    for (int i = st->n; i < after.n; i++)
        materialize(x, out, &after.f[i]);
}

/* The on-chip buffers e names, added to p's log (as not yet placed). */
static void probe_expr(probe *p, const tl_expr *e, int from, bool read);

static void probe_buf(probe *p, const tl_buffer *b, int from, bool read)
{
    if (b->scope == TL_SCOPE_GLOBAL)
        return;
    for (int i = 0; i < p->n; i++)
        if (p->t[i].buf == b) {
            if (i >= from) /* met in this statement: it reads it if any use does */
                p->t[i].read = p->t[i].read || read;
            return;
        }
    if (p->n < 64) {
        p->t[p->n].buf = b;
        p->t[p->n].extent = NULL;
        p->t[p->n++].read = read;
    }
}

static void probe_expr(probe *p, const tl_expr *e, int from, bool read)
{
    if (!e)
        return;
    switch (e->kind) {
    case TL_EXPR_LOAD:
        probe_buf(p, e->load.buf, from, read);
        for (int i = 0; i < e->load.nidx; i++)
            probe_expr(p, e->load.idx[i], from, true);
        break;
    case TL_EXPR_BINARY:
        probe_expr(p, e->bin.a, from, read);
        probe_expr(p, e->bin.b, from, read);
        break;
    case TL_EXPR_UNARY: probe_expr(p, e->un.a, from, read); break;
    case TL_EXPR_SELECT:
        probe_expr(p, e->sel.cond, from, read);
        probe_expr(p, e->sel.a, from, read);
        probe_expr(p, e->sel.b, from, read);
        break;
    case TL_EXPR_CAST: probe_expr(p, e->cast.a, from, read); break;
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            probe_expr(p, e->call.args[i], from, read);
        break;
    default: break;
    }
}

static void probe_stmt(probe *p, const tl_stmt *s, int from);

static void probe_block(probe *p, const tl_block *b, int from)
{
    for (size_t i = 0; i < b->n; i++)
        probe_stmt(p, b->items[i], from);
}

/* The buffers statement s reads or writes, the reads marked. */
static void probe_stmt(probe *p, const tl_stmt *s, int from)
{
    switch (s->kind) {
    case TL_STMT_LET: probe_expr(p, s->let.value, from, true); break;
    case TL_STMT_STORE:
        for (int i = 0; i < s->store.nidx; i++)
            probe_expr(p, s->store.idx[i], from, true);
        probe_expr(p, s->store.value, from, true);
        probe_buf(p, s->store.buf, from, false);
        break;
    case TL_STMT_FOR:
        for (int v = 0; v < s->loop.nvars; v++) {
            probe_expr(p, s->loop.begin[v], from, true);
            probe_expr(p, s->loop.end[v], from, true);
        }
        probe_block(p, &s->loop.body, from);
        break;
    case TL_STMT_WHILE:
        probe_expr(p, s->whiles.cond, from, true);
        probe_block(p, &s->whiles.body, from);
        break;
    case TL_STMT_IF:
        probe_expr(p, s->ifs.cond, from, true);
        probe_block(p, &s->ifs.then_body, from);
        probe_block(p, &s->ifs.else_body, from);
        break;
    case TL_STMT_TILE:
        for (int i = 0; i < s->tile.nargs; i++)
            probe_buf(p, s->tile.args[i].buf, from, true);
        probe_expr(p, s->tile.value, from, true);
        break;
    case TL_STMT_ALLOC: probe_buf(p, s->alloc.buf, from, true); break;
    default: break;
    }
}

static void walk(nx *x, tl_block *b, state *st, const rows *row)
{
    tl_block nb = {0};
    probe *p = x->probe && x->probe->items == b->items && b->items ? x->probe : NULL;
    for (size_t i = 0; i < b->n && !x->oom; i++) {
        tl_stmt *s = b->items[i];
        int from = p ? p->n : 0;
        if (p)
            probe_stmt(p, s, from);
        switch (s->kind) {
        case TL_STMT_LET:
            settle(x, st, &nb, s, NULL, NULL, NULL, false, NULL, 0);
            record_let(x, s);
            ok(x, (void *)(uintptr_t)tl_ir_block_append(x->a, &nb, s));
            break;
        case TL_STMT_FOR: walk_for(x, s, st, row, &nb); break;
        case TL_STMT_IF: {
            settle_expr(x, st, &nb, s->ifs.cond);
            state then = *st, els = *st;
            /* where the condition makes E = n there are no pads to store */
            for (int q = 0; q < then.n; q++)
                if (then.f[q].lazy && full_under(x, s->ifs.cond, then.f[q].extent, width(then.f[q].buf)))
                    then.f[q].lazy = false;
            walk(x, &s->ifs.then_body, &then, row);
            walk(x, &s->ifs.else_body, &els, row);
            merge(x, st, &then, &els, s->ifs.cond);
            /* a branch's lazy pads the merge does not keep: stored at its end */
            settle_forgotten(x, &then, st, &s->ifs.then_body);
            size_t before = s->ifs.else_body.n;
            settle_forgotten(x, &els, st, &s->ifs.else_body);
            if (s->ifs.else_body.n > before)
                s->ifs.has_else = true;
            ok(x, (void *)(uintptr_t)tl_ir_block_append(x->a, &nb, s));
            break;
        }
        case TL_STMT_WHILE: {
            settle(x, st, &nb, s, NULL, NULL, NULL, false, NULL, 0);
            kill_stmt(x, st, s);
            state body = *st;
            walk(x, &s->whiles.body, &body, NULL);
            settle_forgotten(x, &body, st, &s->whiles.body);
            ok(x, (void *)(uintptr_t)tl_ir_block_append(x->a, &nb, s));
            break;
        }
        default:
            settle(x, st, &nb, s, NULL, NULL, NULL, false, NULL, 0);
            kill_stmt(x, st, s);
            ok(x, (void *)(uintptr_t)tl_ir_block_append(x->a, &nb, s));
            break;
        }
        for (int q = from; p && q < p->n; q++) {
            const fact *f = find(st, p->t[q].buf);
            p->t[q].extent = f ? f->extent : NULL;
        }
    }
    if (!x->oom)
        *b = nb;
}

static size_t count_lets(const tl_block *b)
{
    size_t n = 0;
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_LET: n++; break;
        case TL_STMT_FOR: n += count_lets(&s->loop.body); break;
        case TL_STMT_WHILE: n += count_lets(&s->whiles.body); break;
        case TL_STMT_IF: n += count_lets(&s->ifs.then_body) + count_lets(&s->ifs.else_body); break;
        default: break;
        }
    }
    return n;
}

/* ---- lets left unused ------------------------------------------------------ */

static bool block_uses(const tl_block *b, size_t from, const tl_var *v);

static bool stmt_uses(const tl_stmt *s, const tl_var *v)
{
    switch (s->kind) {
    case TL_STMT_LET: return tl_ir_expr_uses_var(s->let.value, v) || (s->let.assign && s->let.var == v);
    case TL_STMT_STORE:
        for (int i = 0; i < s->store.nidx; i++)
            if (tl_ir_expr_uses_var(s->store.idx[i], v))
                return true;
        return tl_ir_expr_uses_var(s->store.value, v);
    case TL_STMT_FOR:
        for (int i = 0; i < s->loop.nvars; i++)
            if (tl_ir_expr_uses_var(s->loop.begin[i], v) || tl_ir_expr_uses_var(s->loop.end[i], v))
                return true;
        return block_uses(&s->loop.body, 0, v);
    case TL_STMT_WHILE: return tl_ir_expr_uses_var(s->whiles.cond, v) || block_uses(&s->whiles.body, 0, v);
    case TL_STMT_IF:
        return tl_ir_expr_uses_var(s->ifs.cond, v) || block_uses(&s->ifs.then_body, 0, v) ||
               block_uses(&s->ifs.else_body, 0, v);
    default: return true; /* a statement not looked into: as if it used v */
    }
}

static bool block_uses(const tl_block *b, size_t from, const tl_var *v)
{
    for (size_t i = from; i < b->n; i++)
        if (stmt_uses(b->items[i], v))
            return true;
    return false;
}

/* The lets nothing reads any more (a lazy fill's bound: `let tl_hi =
 * clamp(N, 0, n)` before the fill left out) dropped, innermost first, and
 * a loop of one row left empty with them; their values load or compute,
 * nothing else. */
static void drop_unused_lets(tl_block *b)
{
    size_t w = 0;
    for (size_t i = 0; i < b->n; i++) {
        tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_FOR)
            drop_unused_lets(&s->loop.body);
        else if (s->kind == TL_STMT_WHILE)
            drop_unused_lets(&s->whiles.body);
        else if (s->kind == TL_STMT_IF) {
            drop_unused_lets(&s->ifs.then_body);
            drop_unused_lets(&s->ifs.else_body);
        }
        b->items[w++] = s;
    }
    b->n = w;
    for (size_t i = b->n; i-- > 0;) {
        tl_stmt *s = b->items[i];
        bool dead = (s->kind == TL_STMT_LET && !s->let.assign && s->let.var->kind == TL_VAR_LET &&
                     !block_uses(b, i + 1, s->let.var)) ||
                    (s->kind == TL_STMT_FOR && s->loop.kind == TL_LOOP_SERIAL && s->loop.body.n == 0);
        if (dead) {
            memmove(&b->items[i], &b->items[i + 1], (b->n - i - 1) * sizeof *b->items);
            b->n--;
        }
    }
}

/* ---- fills nothing reads ------------------------------------------------- */

/* Whether s only stores into one on-chip buffer (*b, set by the first
 * store met): lets and loops around stores, as a fill of pads is made (the
 * values are expressions, so storing nothing changes nothing else). */
static bool only_fills(const tl_stmt *s, const tl_buffer **b)
{
    switch (s->kind) {
    case TL_STMT_LET: return !s->let.assign;
    case TL_STMT_FOR:
        if (s->loop.kind == TL_LOOP_THREAD)
            return false;
        for (size_t i = 0; i < s->loop.body.n; i++)
            if (!only_fills(s->loop.body.items[i], b))
                return false;
        return *b != NULL;
    case TL_STMT_STORE:
        if (s->store.buf->scope == TL_SCOPE_GLOBAL || s->store.buf->view_of || (*b && *b != s->store.buf))
            return false;
        *b = s->store.buf;
        return true;
    default: return false;
    }
}

/* Pads stored after the last statement that reads their buffer, in the
 * block that allocates it (a row path's fills after its loop over the
 * rows, where a buffer that outlives the rows would need them): nothing
 * reads them, so they go. Fills in the loops below are looked at first. */
static void drop_dead_fills(const tl_kernel *k, tl_block *blk)
{
    for (size_t i = 0; i < blk->n; i++) {
        tl_stmt *s = blk->items[i];
        switch (s->kind) {
        case TL_STMT_FOR: drop_dead_fills(k, &s->loop.body); break;
        case TL_STMT_WHILE: drop_dead_fills(k, &s->whiles.body); break;
        case TL_STMT_IF:
            drop_dead_fills(k, &s->ifs.then_body);
            drop_dead_fills(k, &s->ifs.else_body);
            break;
        default: break;
        }
    }
    for (size_t i = blk->n; i-- > 0;) {
        const tl_buffer *b = NULL;
        if (!only_fills(blk->items[i], &b) || tl_ir_block_has_view_of(&k->body, b))
            continue;
        bool allocated_here = false, read_after = false;
        for (size_t j = 0; j < i && !allocated_here; j++)
            allocated_here = blk->items[j]->kind == TL_STMT_ALLOC && blk->items[j]->alloc.buf == b;
        for (size_t j = i + 1; j < blk->n && !read_after; j++)
            read_after = tl_ir_stmt_names_buf(blk->items[j], b, true);
        if (!allocated_here || read_after)
            continue;
        memmove(blk->items + i, blk->items + i + 1, (blk->n - i - 1) * sizeof *blk->items);
        blk->n--;
    }
}

bool tl_cpu_narrow_masked_columns(struct tl_compilation *c, tl_error *err)
{
    for (size_t i = 0; i < c->module->nkernels; i++) {
        tl_kernel *k = c->module->kernels[i];
        nx x = {.a = c->arena, .k = k};
        x.cap = count_lets(&k->body) + 1;
        x.let_var = tl_arena_array(c->arena, x.cap, sizeof(*x.let_var));
        x.let_val = tl_arena_array(c->arena, x.cap, sizeof(*x.let_val));
        x.let_pure = tl_arena_array(c->arena, x.cap, sizeof(*x.let_pure));
        x.let_res = tl_arena_array(c->arena, x.cap, sizeof(*x.let_res));
        x.nat = k->nvars;
        x.let_at = tl_arena_array(c->arena, (size_t)(x.nat > 0 ? x.nat : 1), sizeof(*x.let_at));
        for (int v = 0; x.let_at && v < x.nat; v++)
            x.let_at[v] = -1;
        const char *rn = tl_tx_fresh_name(c->arena, k, "tl_row");
        x.row = rn ? tl_ir_new_var(c->arena, k, rn, TL_VAR_LOOP, TL_DT_I32, k->loc) : NULL;
        if (!x.let_var || !x.let_val || !x.let_pure || !x.let_res || !x.let_at || !x.row)
            return TL_TX_OOM(err);
        state st = {0};
        walk(&x, &k->body, &st, NULL);
        drop_dead_fills(k, &k->body);
        drop_unused_lets(&k->body);
        if (x.oom || tl_arena_failed(c->arena))
            return TL_TX_OOM(err);
    }
    return true;
}
