/*
 * forward_copies.c: the cpu pass forward_copies. A row kernel (softmax, the
 * norms) stages its rows on chip as a GPU would: it copies a row of a global
 * tensor into a buffer, works on the buffer, and copies the buffer out.
 * On a CPU the buffer is the cache's own work: the copy in is a loop of
 * stores that waits on memory, and the copy out a second pass over the row.
 * Measured on one core (rows of 1000 f32, 65536 of them): the staged form
 * of rmsnorm took 40 ms, the same loops reading and writing the tensors
 * directly 21.6 ms; a bare copy in and out alone took 24 ms.
 *
 * Two rewrites, on the tile IR, in one block of statements:
 *
 *   Copy in. `copy(G[s], F)`, G a global tensor, F a whole on-chip buffer
 *   (no view of it, none it is a view of), then statements that read F
 *   element by element at indices inside F (constants, or variables of
 *   enclosing loops whose range lies inside F's dim) until F is rewritten
 *   whole or is no longer read: each `F[i, j]` becomes `G[s0 + i, s1 + j]`
 *   (converted to F's dtype) and the copy goes. Rewritten whole: a
 *   `parallel` loop over exactly F's shape that stores `F[i, j]` (its own
 *   variables) at the top of its body, reading F only there, before the
 *   store, at `F[i, j]`; its reads are forwarded too.
 *
 *   Copy out. Such a loop `F[i, j] = e` followed at once by `copy(F,
 *   G[s])`, F not read after: the loop stores `G[s0 + i, s1 + j] = e`
 *   (converted to G's dtype) and the copy goes. e may read `F[i, j]`, the
 *   value the element held.
 *
 * Both keep what a copy means (docs/language.md): legalize_safe_memory_access,
 * after this pass, guards the element loads and stores as it guards the
 * copy (an element outside G reads 0, a store outside is dropped), and the
 * indices are the copy's own (the start plus the offset; with an offset
 * under 2^24 an i32 start near its limit wraps to a negative index, outside
 * G, as the copy's 64-bit sum is). Neither applies when G is written in
 * between (or, for the copy out, read by the loop), F is read otherwise
 * (a tile op, an index outside it, in a threads region, a partial store),
 * a start reads memory or a `var`, the start along G's innermost walked dim
 * of a tile of two dims or more is not 0 (below), or a dtype is bool or
 * packed. As the llvm codegen's noalias parameters do, it takes a kernel's
 * tensors not to overlap.
 *
 * "Not read after" follows every path from the end of the rewritten range:
 * the rest of each enclosing block and, for loop bodies, the statements the
 * next iteration runs before it; the first statement there that names F
 * must rewrite it whole without reading it (an allocation, a copy or fill
 * of the whole buffer, such a loop).
 *
 * Before both, a copy's own mask goes: `copy(G[s], F)` followed at once by
 * a loop over F's shape storing `F[i, j] = select(c, F[i, j], 0)`, where c
 * only tests that the element lies inside G, stores what the copy stored
 * (drop_copy_mask).
 *
 * Then an allocation whose buffer no statement names any more goes.
 *
 * Flow: after bind_target's simplify, before legalize_safe_memory_access
 * (which guards the new element accesses) and the lowering of tile ops.
 */
#include <math.h>
#include <string.h>

#include "backend/internal.h"
#include "registry.h"
#include "transform/transform.h"

#define MAX_DEPTH 64
#define MAX_RANGES 64

/* ---- names ---------------------------------------------------------------- */

static bool expr_uses(const tl_expr *e, const tl_buffer *b) { return tl_ir_expr_loads_buf(e, b); }
static bool own_exprs_use(const tl_stmt *s, const tl_buffer *b) { return tl_ir_stmt_names_buf(s, b, false); }
static bool stmt_uses(const tl_stmt *s, const tl_buffer *b) { return tl_ir_stmt_names_buf(s, b, true); }
static bool block_uses(const tl_block *blk, const tl_buffer *b) { return tl_ir_block_names_buf(blk, b); }

static bool stmt_writes(const tl_stmt *s, const tl_buffer *b) { return tl_ir_stmt_writes_buf(s, b); }

/* Made of literals and variables other than `var`s, with no load and no
 * warp operation: its value is the same wherever in its scope it is read. */
static bool stable(const tl_expr *e)
{
    if (!e)
        return true;
    switch (e->kind) {
    case TL_EXPR_INT:
    case TL_EXPR_FLOAT: return true;
    case TL_EXPR_VAR: return e->var->kind != TL_VAR_MUT;
    case TL_EXPR_BINARY: return stable(e->bin.a) && stable(e->bin.b);
    case TL_EXPR_UNARY: return stable(e->un.a);
    case TL_EXPR_SELECT: return stable(e->sel.cond) && stable(e->sel.a) && stable(e->sel.b);
    case TL_EXPR_CAST: return stable(e->cast.a);
    case TL_EXPR_CALL:
        if (tl_mathfn_is_warp(e->call.fn))
            return false;
        for (int i = 0; i < e->call.nargs; i++)
            if (!stable(e->call.args[i]))
                return false;
        return true;
    default: return false;
    }
}

/* ---- the pairing of a buffer with a region of a global tensor ---------------- */

typedef struct pairing {
    tl_buffer *f;       /* the on-chip buffer */
    const tl_region *g; /* the region of the global tensor */
    int gdim[TL_IR_MAX_DIMS]; /* the dim of g's tensor that f's dim k walks */
} pairing;

static bool plain_dtype(tl_dtype t)
{
    return t != TL_DT_BOOL && !tl_dtype_is_packed(t) && t != TL_DT_INVALID;
}

/* g's tile dims, in order, one for each of f's dims: gdim[k] is the dim of
 * g's tensor that f's dim k walks; false when their counts differ. */
static bool tile_dims(const tl_region *g, const tl_buffer *f, int *gdim)
{
    uint8_t tiled = tl_region_tiled(g);
    int k = 0;
    for (int d = 0; d < g->buf->ndim; d++) {
        if (!(tiled & (1u << d)))
            continue;
        if (k >= f->ndim)
            return false;
        gdim[k++] = d;
    }
    return k == f->ndim;
}

/* Pairs on-chip f, whole, with region g of a global tensor: g's tile dims
 * walk f's dims one to one (their extents f's), its starts stable. */
static bool pair(pairing *p, tl_buffer *f, const tl_region *g)
{
    const tl_buffer *gb = g->buf;
    if (gb->scope != TL_SCOPE_GLOBAL || f->scope == TL_SCOPE_GLOBAL || f->view_of || !plain_dtype(f->dtype) ||
        !plain_dtype(gb->dtype))
        return false;
    for (int d = 0; d < gb->ndim; d++)
        if (g->starts && !stable(g->starts[d]))
            return false;
    if (!tile_dims(g, f, p->gdim))
        return false;
    int k = f->ndim;
    for (int j = 0; j < k; j++) {
        int64_t e, n;
        int d = p->gdim[j];
        if (g->slice && (!g->extents || !tl_ir_is_const_int(g->extents[d], &e) ||
                         !tl_ir_is_const_int(f->dims[j], &n) || e != n))
            return false;
    }
    /* a tile of two dims or more starts at column 0: forwarded at `c * BN`
     * (softmax's and the norms' two passes over long rows, whose own
     * `select(c * BN + j < N, ..)` in i32 split_masked_loops leaves
     * masked) they ran 3 to 4 times slower at 8192 x 8192. A tile of one
     * dim (vector_add's blocks at `bx * BLOCK`) is read at its 64-bit
     * index (paired_index), whose guards split_masked_loops splits. */
    int64_t s0 = 0;
    if (f->ndim > 1 && g->starts && (!tl_ir_is_const_int(g->starts[p->gdim[k - 1]], &s0) || s0 != 0))
        return false;
    p->f = f;
    p->g = g;
    return true;
}

/* g's element paired with f[idx]: start + idx along the walked dims, the
 * start along the others (0 for a whole tensor); NULL when out of memory.
 * Along the innermost walked dim a start that is not 0 is added in 64 bits,
 * as the copy adds it (`i64(bx * 1024) + i64(i)`): an i32 sum under
 * -fwrapv is one GCC cannot tell contiguous (it gathers). */
static tl_expr **paired_index(tl_arena *a, const pairing *p, tl_expr *const *idx, tl_srcloc loc)
{
    const tl_buffer *gb = p->g->buf;
    tl_expr **out = tl_arena_array(a, (size_t)gb->ndim, sizeof *out);
    if (!out)
        return NULL;
    for (int d = 0; d < gb->ndim; d++)
        out[d] = p->g->starts ? tl_ir_clone_expr(a, p->g->starts[d]) : tl_ir_int(a, TL_DT_I32, 0, loc);
    for (int k = 0; k < p->f->ndim; k++) {
        int d = p->gdim[k];
        int64_t s = 1;
        tl_expr *i = tl_ir_clone_expr(a, idx[k]);
        if (tl_ir_is_const_int(out[d], &s) && s == 0)
            out[d] = i;
        else if (k == p->f->ndim - 1 && out[d] && i)
            out[d] = tl_ir_binary(a, TL_BIN_ADD, out[d]->dtype == TL_DT_I64 ? out[d] : tl_ir_cast(a, TL_DT_I64, out[d], loc),
                                  i->dtype == TL_DT_I64 ? i : tl_ir_cast(a, TL_DT_I64, i, loc), loc);
        else
            out[d] = tl_ir_binary(a, TL_BIN_ADD, out[d], i, loc);
    }
    for (int d = 0; d < gb->ndim; d++)
        if (!out[d])
            return NULL;
    return out;
}

/* ---- whole rewrites --------------------------------------------------------- */

/* s is `for i, j in parallel(shape of f) { ... f[i, j] = e ... }`: the index
 * of that store among its body's statements, or -1. No other statement of
 * the body stores into f or names it in a tile op. */
static int whole_store(const tl_stmt *s, const tl_buffer *f)
{
    if (s->kind != TL_STMT_FOR || s->loop.kind != TL_LOOP_PARALLEL || s->loop.region || s->loop.nvars != f->ndim)
        return -1;
    for (int d = 0; d < f->ndim; d++) {
        int64_t e, n;
        if (s->loop.begin[d] || !tl_ir_is_const_int(s->loop.end[d], &e) || !tl_ir_is_const_int(f->dims[d], &n) ||
            e != n)
            return -1;
    }
    int at = -1;
    for (size_t i = 0; i < s->loop.body.n; i++) {
        const tl_stmt *t = s->loop.body.items[i];
        if (t->kind == TL_STMT_STORE && t->store.buf == f) {
            if (at >= 0)
                return -1;
            for (int d = 0; d < f->ndim; d++)
                if (t->store.idx[d]->kind != TL_EXPR_VAR || t->store.idx[d]->var != s->loop.vars[d])
                    return -1;
            at = (int)i;
        } else if (stmt_writes(t, f)) {
            return -1;
        }
    }
    return at;
}

/* Loads of f in e only as f[vars] (the loop's own element). */
static bool reads_own(const tl_expr *e, const tl_buffer *f, tl_var *const *vars)
{
    if (!e)
        return true;
    switch (e->kind) {
    case TL_EXPR_BINARY: return reads_own(e->bin.a, f, vars) && reads_own(e->bin.b, f, vars);
    case TL_EXPR_UNARY: return reads_own(e->un.a, f, vars);
    case TL_EXPR_SELECT:
        return reads_own(e->sel.cond, f, vars) && reads_own(e->sel.a, f, vars) && reads_own(e->sel.b, f, vars);
    case TL_EXPR_CAST: return reads_own(e->cast.a, f, vars);
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            if (!reads_own(e->call.args[i], f, vars))
                return false;
        return true;
    case TL_EXPR_LOAD:
        for (int i = 0; i < e->load.nidx; i++)
            if (expr_uses(e->load.idx[i], f))
                return false;
        if (e->load.buf != f)
            return true;
        for (int d = 0; d < f->ndim; d++)
            if (e->load.idx[d]->kind != TL_EXPR_VAR || e->load.idx[d]->var != vars[d])
                return false;
        return true;
    default: return true;
    }
}

static bool block_reads_own(const tl_block *b, const tl_buffer *f, tl_var *const *vars);

/* The statements of s read f only as f[vars], and do not write it. */
static bool stmt_reads_own(const tl_stmt *s, const tl_buffer *f, tl_var *const *vars)
{
    switch (s->kind) {
    case TL_STMT_LET: return reads_own(s->let.value, f, vars);
    case TL_STMT_STORE:
        if (s->store.buf == f)
            return false;
        for (int i = 0; i < s->store.nidx; i++)
            if (!reads_own(s->store.idx[i], f, vars))
                return false;
        return reads_own(s->store.value, f, vars);
    case TL_STMT_FOR:
        if (s->loop.region && block_uses(&s->loop.body, f))
            return false;
        for (int i = 0; i < s->loop.nvars; i++)
            if (!reads_own(s->loop.begin[i], f, vars) || !reads_own(s->loop.end[i], f, vars))
                return false;
        return block_reads_own(&s->loop.body, f, vars);
    case TL_STMT_WHILE: return reads_own(s->whiles.cond, f, vars) && block_reads_own(&s->whiles.body, f, vars);
    case TL_STMT_IF:
        return reads_own(s->ifs.cond, f, vars) && block_reads_own(&s->ifs.then_body, f, vars) &&
               block_reads_own(&s->ifs.else_body, f, vars);
    default: return !stmt_uses(s, f);
    }
}

static bool block_reads_own(const tl_block *b, const tl_buffer *f, tl_var *const *vars)
{
    for (size_t i = 0; i < b->n; i++)
        if (!stmt_reads_own(b->items[i], f, vars))
            return false;
    return true;
}

/* s is a whole rewrite of f (whole_store) whose body reads f only as its
 * own element, before the store or in it: the index of the store, or -1. */
static int clean_whole_store(const tl_stmt *s, const tl_buffer *f)
{
    int at = whole_store(s, f);
    if (at < 0)
        return -1;
    for (size_t i = 0; i < s->loop.body.n; i++) {
        const tl_stmt *t = s->loop.body.items[i];
        if ((int)i > at ? stmt_uses(t, f) : !stmt_reads_own(t, f, s->loop.vars) && (int)i != at)
            return -1;
        if ((int)i == at && !reads_own(t->store.value, f, s->loop.vars))
            return -1;
    }
    return at;
}

/* Whether s gives f new contents, all of them, without reading f: its
 * allocation, a copy, fill or clear of the whole buffer, a whole rewrite
 * that reads no element of f. */
static bool rewrites_blind(const tl_stmt *s, const tl_buffer *f)
{
    switch (s->kind) {
    case TL_STMT_ALLOC: return s->alloc.buf == f;
    case TL_STMT_TILE: {
        const tl_region *dst = &s->tile.args[s->tile.nargs - 1];
        if (s->tile.op != TL_TILE_COPY && s->tile.op != TL_TILE_FILL && s->tile.op != TL_TILE_CLEAR)
            return false;
        if (dst->buf != f || dst->starts || expr_uses(s->tile.value, f))
            return false;
        if (s->tile.op == TL_TILE_COPY) {
            const tl_region *src = &s->tile.args[0];
            if (src->buf == f)
                return false;
            for (int d = 0; src->starts && d < src->buf->ndim; d++)
                if (expr_uses(src->starts[d], f))
                    return false;
        }
        return true;
    }
    case TL_STMT_FOR: {
        int at = whole_store(s, f);
        if (at < 0)
            return false;
        for (size_t i = 0; i < s->loop.body.n; i++) {
            const tl_stmt *t = s->loop.body.items[i];
            if ((int)i == at ? expr_uses(t->store.value, f) : stmt_uses(t, f))
                return false;
        }
        return true;
    }
    default: return false;
    }
}

/* ---- liveness --------------------------------------------------------------- */

/* One enclosing block: the statement at pos is the one on the way in. */
typedef struct level {
    tl_block *b;
    size_t pos;
    tl_stmt *loop; /* the FOR or WHILE whose body b is, else NULL */
} level;

typedef enum { SEG_NONE, SEG_REWRITTEN, SEG_READ } seg;

/* The first statement of b[from, to) that names f: none, a blind whole
 * rewrite, or anything else. */
static seg scan(const tl_block *b, size_t from, size_t to, const tl_buffer *f)
{
    for (size_t i = from; i < to && i < b->n; i++)
        if (stmt_uses(b->items[i], f))
            return rewrites_blind(b->items[i], f) ? SEG_REWRITTEN : SEG_READ;
    return SEG_NONE;
}

/* Whether running chain[k]'s statement at pos from its start reaches the
 * statement at chain[n - 1].pos (the range's first) before anything reads f;
 * first_reads: that statement reads f itself. */
static bool reenter(const level *chain, int n, int k, const tl_buffer *f, bool first_reads)
{
    if (k == n - 1)
        return !first_reads;
    const tl_stmt *s = chain[k].b->items[chain[k].pos];
    if (own_exprs_use(s, f))
        return false;
    const tl_block *in = chain[k + 1].b;
    switch (s->kind) {
    case TL_STMT_IF:
        if ((&s->ifs.then_body != in && block_uses(&s->ifs.then_body, f)) ||
            (&s->ifs.else_body != in && block_uses(&s->ifs.else_body, f)))
            return false;
        break;
    case TL_STMT_FOR:
    case TL_STMT_WHILE: break;
    default: return false;
    }
    seg v = scan(in, 0, chain[k + 1].pos, f);
    if (v != SEG_NONE)
        return v == SEG_REWRITTEN;
    return reenter(chain, n, k + 1, f, first_reads);
}

/* Whether f's contents are dead after statement end of the innermost block
 * (chain[n - 1]; its range starts at chain[n - 1].pos): every path from
 * there meets a blind whole rewrite before any other use of f. */
static bool dead_after(const level *chain, int n, size_t end, const tl_buffer *f, bool first_reads)
{
    for (int k = n - 1; k >= 0; k--) {
        const level *l = &chain[k];
        seg v = scan(l->b, (k == n - 1 ? end : l->pos) + 1, l->b->n, f);
        if (v != SEG_NONE)
            return v == SEG_REWRITTEN;
        if (!l->loop)
            continue;
        if (l->loop->kind == TL_STMT_WHILE && expr_uses(l->loop->whiles.cond, f))
            return false;
        /* the next iteration */
        v = scan(l->b, 0, l->pos, f);
        if (v == SEG_READ || (v == SEG_NONE && !reenter(chain, n, k, f, first_reads)))
            return false;
    }
    return true;
}

/* ---- forwarding reads -------------------------------------------------------- */

typedef struct fwd {
    tl_arena *a;
    pairing p;
    bool rewrite; /* false: only check */
    bool ok, oom;
    /* the loops around the statement being looked at, with constant ranges */
    const tl_var *vars[MAX_RANGES];
    int64_t lo[MAX_RANGES], hi[MAX_RANGES];
    int nranges;
    tl_var *const *own; /* in a whole rewrite: reads only as f[own] */
} fwd;

/* Whether index e of f's dim d lies inside it wherever it is read. */
static bool inside(const fwd *x, const tl_expr *e, int d)
{
    int64_t n, v;
    if (!tl_ir_is_const_int(x->p.f->dims[d], &n))
        return false;
    if (tl_ir_is_const_int(e, &v))
        return v >= 0 && v < n;
    if (e->kind != TL_EXPR_VAR)
        return false;
    for (int i = x->nranges - 1; i >= 0; i--)
        if (x->vars[i] == e->var)
            return x->lo[i] >= 0 && x->hi[i] <= n;
    return false;
}

/* e with its loads of f forwarded (rewrite: a new tree where anything
 * changes; check: e, with x->ok cleared at a load that cannot be). */
static tl_expr *fwd_expr(fwd *x, tl_expr *e)
{
    if (!e || !x->ok || !expr_uses(e, x->p.f))
        return e;
    tl_expr *c = e;
    if (x->rewrite) {
        c = tl_arena_alloc(x->a, sizeof *c);
        if (!c) {
            x->oom = true;
            return e;
        }
        *c = *e;
    }
    switch (e->kind) {
    case TL_EXPR_BINARY:
        c->bin.a = fwd_expr(x, e->bin.a);
        c->bin.b = fwd_expr(x, e->bin.b);
        return c;
    case TL_EXPR_UNARY: c->un.a = fwd_expr(x, e->un.a); return c;
    case TL_EXPR_SELECT:
        c->sel.cond = fwd_expr(x, e->sel.cond);
        c->sel.a = fwd_expr(x, e->sel.a);
        c->sel.b = fwd_expr(x, e->sel.b);
        return c;
    case TL_EXPR_CAST: c->cast.a = fwd_expr(x, e->cast.a); return c;
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            c->call.args[i] = fwd_expr(x, e->call.args[i]);
        return c;
    case TL_EXPR_LOAD:
        for (int i = 0; i < e->load.nidx; i++)
            if (expr_uses(e->load.idx[i], x->p.f)) {
                x->ok = false;
                return e;
            }
        if (e->load.buf != x->p.f)
            return c;
        for (int d = 0; d < x->p.f->ndim; d++) {
            bool own = x->own && e->load.idx[d]->kind == TL_EXPR_VAR && e->load.idx[d]->var == x->own[d];
            if (x->own ? !own : !inside(x, e->load.idx[d], d)) {
                x->ok = false;
                return e;
            }
        }
        if (!x->rewrite)
            return e;
        {
            tl_expr **idx = paired_index(x->a, &x->p, e->load.idx, e->loc);
            tl_expr *g = idx ? tl_ir_load(x->a, x->p.g->buf, idx, x->p.g->buf->ndim, e->loc) : NULL;
            if (g && g->dtype != e->dtype)
                g = tl_ir_cast(x->a, e->dtype, g, e->loc);
            if (!g) {
                x->oom = true;
                return e;
            }
            return g;
        }
    default: return c;
    }
}

static void fwd_block(fwd *x, tl_block *b);

/* Forwards the reads of f in s, which must neither write f nor g's tensor
 * nor name f otherwise. */
static void fwd_stmt(fwd *x, tl_stmt *s)
{
    const tl_buffer *f = x->p.f;
    if (!x->ok)
        return;
    if (stmt_writes(s, x->p.g->buf)) {
        x->ok = false;
        return;
    }
    if (!stmt_uses(s, f))
        return;
    switch (s->kind) {
    case TL_STMT_LET: s->let.value = fwd_expr(x, s->let.value); return;
    case TL_STMT_STORE:
        if (s->store.buf == f) {
            x->ok = false;
            return;
        }
        for (int i = 0; i < s->store.nidx; i++)
            s->store.idx[i] = fwd_expr(x, s->store.idx[i]);
        s->store.value = fwd_expr(x, s->store.value);
        return;
    case TL_STMT_IF:
        s->ifs.cond = fwd_expr(x, s->ifs.cond);
        fwd_block(x, &s->ifs.then_body);
        fwd_block(x, &s->ifs.else_body);
        return;
    case TL_STMT_WHILE:
        s->whiles.cond = fwd_expr(x, s->whiles.cond);
        fwd_block(x, &s->whiles.body);
        return;
    case TL_STMT_FOR: {
        if (s->loop.region || (s->loop.kind != TL_LOOP_SERIAL && s->loop.kind != TL_LOOP_PARALLEL &&
                               s->loop.kind != TL_LOOP_UNROLL)) {
            x->ok = false;
            return;
        }
        int n0 = x->nranges;
        for (int v = 0; v < s->loop.nvars; v++) {
            s->loop.begin[v] = fwd_expr(x, s->loop.begin[v]);
            s->loop.end[v] = fwd_expr(x, s->loop.end[v]);
            int64_t lo = 0, hi;
            if ((!s->loop.begin[v] || tl_ir_is_const_int(s->loop.begin[v], &lo)) &&
                tl_ir_is_const_int(s->loop.end[v], &hi) && x->nranges < MAX_RANGES) {
                x->vars[x->nranges] = s->loop.vars[v];
                x->lo[x->nranges] = lo;
                x->hi[x->nranges++] = hi;
            }
        }
        fwd_block(x, &s->loop.body);
        x->nranges = n0;
        return;
    }
    default: x->ok = false; return; /* a tile op, an allocation of f */
    }
}

static void fwd_block(fwd *x, tl_block *b)
{
    for (size_t i = 0; i < b->n && x->ok && !x->oom; i++)
        fwd_stmt(x, b->items[i]);
}

/* Forwards the reads in whole rewrite s (its store at `at`): those of its
 * statements up to the store and of the store's value, as f[vars]. */
static void fwd_whole(fwd *x, tl_stmt *s, int at)
{
    if (stmt_writes(s, x->p.g->buf)) {
        x->ok = false;
        return;
    }
    x->own = s->loop.vars;
    for (int i = 0; i < at && x->ok; i++)
        fwd_stmt(x, s->loop.body.items[i]);
    tl_stmt *st = s->loop.body.items[at];
    st->store.value = fwd_expr(x, st->store.value);
    x->own = NULL;
}

/* ---- the two rewrites ------------------------------------------------------- */

typedef struct pass {
    tl_arena *a;
    tl_kernel *k;
    bool oom;
    level chain[MAX_DEPTH];
} pass;

/* Runs the check (rewrite false) or the rewrite of the reads of p.f in
 * b[from, to], the statement at `to` a whole rewrite when whole. */
static bool fwd_range(pass *ps, const pairing *p, tl_block *b, size_t from, size_t to, bool whole, bool rewrite)
{
    fwd x = { .a = ps->a, .p = *p, .rewrite = rewrite, .ok = true };
    for (size_t i = from; i <= to && x.ok && !x.oom; i++) {
        tl_stmt *s = b->items[i];
        if (whole && i == to)
            fwd_whole(&x, s, clean_whole_store(s, p->f));
        else
            fwd_stmt(&x, s);
    }
    if (x.oom)
        ps->oom = true;
    return x.ok && !x.oom;
}

static void remove_at(tl_block *b, size_t i)
{
    memmove(b->items + i, b->items + i + 1, (b->n - i - 1) * sizeof *b->items);
    b->n--;
}

/* The copy in at b[i] (chain[0..n) leads to b, chain[n - 1].pos == i):
 * forwarded and removed, or left. */
static bool forward_in(pass *ps, int n, tl_block *b, size_t i)
{
    tl_stmt *s = b->items[i];
    if (s->kind != TL_STMT_TILE || s->tile.op != TL_TILE_COPY || s->tile.args[1].starts)
        return false;
    tl_buffer *f = s->tile.args[1].buf;
    pairing p;
    if (!pair(&p, f, &s->tile.args[0]) || tl_ir_block_has_view_of(&ps->k->body, f))
        return false;
    /* the range: to the whole rewrite that ends it, else to the block's
     * last statement that names f */
    size_t end = i;
    bool whole = false;
    for (size_t j = i + 1; j < b->n && !whole; j++) {
        if (!stmt_uses(b->items[j], f))
            continue;
        end = j;
        whole = clean_whole_store(b->items[j], f) >= 0;
    }
    if (!fwd_range(ps, &p, b, i + 1, end, whole, false))
        return false;
    if (!whole && !dead_after(ps->chain, n, end, f, false))
        return false;
    if (!fwd_range(ps, &p, b, i + 1, end, whole, true))
        return false;
    remove_at(b, i);
    return true;
}

/* The whole rewrite at b[i] followed by a copy out of its buffer: the
 * rewrite stores into the copy's destination, the copy removed; or left. */
static bool forward_out(pass *ps, int n, tl_block *b, size_t i)
{
    if (i + 1 >= b->n)
        return false;
    tl_stmt *t = b->items[i], *c = b->items[i + 1];
    if (c->kind != TL_STMT_TILE || c->tile.op != TL_TILE_COPY || c->tile.args[0].starts)
        return false;
    tl_buffer *f = c->tile.args[0].buf;
    pairing p;
    int at = clean_whole_store(t, f);
    if (at < 0 || !pair(&p, f, &c->tile.args[1]) || tl_ir_block_has_view_of(&ps->k->body, f) || stmt_uses(t, p.g->buf))
        return false;
    bool reads = expr_uses(t->loop.body.items[at]->store.value, f);
    for (int j = 0; j < at; j++)
        reads = reads || stmt_uses(t->loop.body.items[j], f);
    if (!dead_after(ps->chain, n, i + 1, f, reads))
        return false;
    tl_stmt *st = t->loop.body.items[at];
    tl_expr *vars[TL_IR_MAX_DIMS];
    for (int d = 0; d < f->ndim; d++)
        vars[d] = tl_ir_varref(ps->a, t->loop.vars[d], st->loc);
    tl_expr **idx = paired_index(ps->a, &p, vars, st->loc);
    tl_expr *v = st->store.value;
    if (v && v->dtype != p.g->buf->dtype)
        v = tl_ir_cast(ps->a, p.g->buf->dtype, v, v->loc);
    if (!idx || !v) {
        ps->oom = true;
        return false;
    }
    st->store.buf = p.g->buf;
    st->store.nidx = p.g->buf->ndim;
    st->store.idx = idx;
    st->store.value = v;
    remove_at(b, i + 1);
    return true;
}

/* ---- a copy's own mask ------------------------------------------------------- */

/* e without the integer casts that keep its value (to as many bits or more,
 * from a signed type or to more bits). */
static const tl_expr *strip_widening(const tl_expr *e)
{
    while (e && e->kind == TL_EXPR_CAST && tl_dtype_is_int(e->dtype) && tl_dtype_is_int(e->cast.a->dtype) &&
           (tl_dtype_bits(e->dtype) > tl_dtype_bits(e->cast.a->dtype) ||
            (tl_dtype_bits(e->dtype) == tl_dtype_bits(e->cast.a->dtype) && tl_dtype_is_signed(e->dtype) &&
             tl_dtype_is_signed(e->cast.a->dtype))))
        e = e->cast.a;
    return e;
}

/* Whether cond, a conjunction, tests only `start + v < E` where v is the
 * loop variable that walks f's dim k, start the copy's start along the dim
 * d of g it pairs with, and E g's extent along d, in integers of 32 bits or
 * more. Where such a test is false, the element is outside g along d (a sum
 * that wraps in 32 bits is negative, and a negative index passes the test),
 * and the copy stored 0 there. */
static bool copy_bound(const tl_expr *cond, const tl_region *g, const int *gdim, int ndim, tl_var *const *vars)
{
    if (cond->kind == TL_EXPR_BINARY && cond->bin.op == TL_BIN_AND)
        return copy_bound(cond->bin.a, g, gdim, ndim, vars) && copy_bound(cond->bin.b, g, gdim, ndim, vars);
    if (cond->kind != TL_EXPR_BINARY || cond->bin.op != TL_BIN_LT || !tl_dtype_is_int(cond->bin.a->dtype) ||
        tl_dtype_bits(cond->bin.a->dtype) < 32)
        return false;
    const tl_expr *sum = strip_widening(cond->bin.a), *lim = strip_widening(cond->bin.b);
    for (int k = 0; k < ndim; k++) {
        int d = gdim[k];
        if (!tl_ir_expr_equal(lim, strip_widening(g->buf->dims[d])))
            continue;
        const tl_expr *start = g->starts ? strip_widening(g->starts[d]) : NULL;
        int64_t s0 = 1;
        const tl_expr *v = sum, *rest = NULL;
        if (sum->kind == TL_EXPR_BINARY && sum->bin.op == TL_BIN_ADD && tl_dtype_bits(sum->dtype) >= 32) {
            v = strip_widening(sum->bin.b);
            rest = strip_widening(sum->bin.a);
            if (!(v->kind == TL_EXPR_VAR && v->var == vars[k])) {
                v = strip_widening(sum->bin.a);
                rest = strip_widening(sum->bin.b);
            }
        }
        if (!(v->kind == TL_EXPR_VAR && v->var == vars[k]))
            continue;
        if (rest ? start && tl_ir_expr_equal(rest, start)
                 : !start || (tl_ir_is_const_int(start, &s0) && s0 == 0))
            return true;
    }
    return false;
}

/* `copy(G[s], F)` at b[i] followed by `for i, j in parallel(shape of F) {
 * F[i, j] = select(c, F[i, j], 0) }` where c only tests that the element
 * is inside G (copy_bound): the loop stores what F holds (the copy read 0
 * outside G), so it goes. reduce_rows' tiles were masked so after each
 * copy, and the mask's loop kept the reduction after it from being
 * narrowed to the row's edge on the last tile alone (docs/cpu.md). */
static bool drop_copy_mask(pass *ps, tl_block *b, size_t i)
{
    tl_stmt *s = b->items[i];
    if (i + 1 >= b->n || s->kind != TL_STMT_TILE || s->tile.op != TL_TILE_COPY || s->tile.nargs != 2 ||
        s->tile.args[1].starts)
        return false;
    tl_buffer *f = s->tile.args[1].buf;
    const tl_region *g = &s->tile.args[0];
    tl_stmt *t = b->items[i + 1];
    if (g->buf->scope != TL_SCOPE_GLOBAL || f->scope == TL_SCOPE_GLOBAL || f->view_of || !plain_dtype(f->dtype) ||
        !plain_dtype(g->buf->dtype) || tl_ir_block_has_view_of(&ps->k->body, f) || whole_store(t, f) != 0 ||
        t->loop.body.n != 1)
        return false;
    const tl_expr *v = t->loop.body.items[0]->store.value;
    if (!v || v->kind != TL_EXPR_SELECT)
        return false;
    const tl_expr *keep = v->sel.a, *zero = v->sel.b;
    if (keep->kind != TL_EXPR_LOAD || keep->load.buf != f || keep->load.nidx != f->ndim)
        return false;
    for (int d = 0; d < f->ndim; d++)
        if (strip_widening(keep->load.idx[d])->kind != TL_EXPR_VAR ||
            strip_widening(keep->load.idx[d])->var != t->loop.vars[d])
            return false;
    if (!((zero->kind == TL_EXPR_FLOAT && zero->f == 0.0 && !signbit(zero->f)) ||
          (zero->kind == TL_EXPR_INT && zero->i == 0)))
        return false;
    int gdim[TL_IR_MAX_DIMS];
    if (!tile_dims(g, f, gdim) || !copy_bound(v->sel.cond, g, gdim, f->ndim, t->loop.vars))
        return false;
    remove_at(b, i + 1);
    return true;
}

static void drop_masks(pass *ps, tl_block *b, int depth)
{
    if (depth >= MAX_DEPTH)
        return;
    for (size_t i = 0; i < b->n; i++) {
        drop_copy_mask(ps, b, i);
        tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_FOR:
            if (!s->loop.region)
                drop_masks(ps, &s->loop.body, depth + 1);
            break;
        case TL_STMT_WHILE: drop_masks(ps, &s->whiles.body, depth + 1); break;
        case TL_STMT_IF:
            drop_masks(ps, &s->ifs.then_body, depth + 1);
            drop_masks(ps, &s->ifs.else_body, depth + 1);
            break;
        default: break;
        }
    }
}

static void walk(pass *ps, tl_block *b, int depth, tl_stmt *loop, bool out)
{
    if (depth >= MAX_DEPTH || ps->oom)
        return;
    level *l = &ps->chain[depth];
    l->b = b;
    l->loop = loop;
    for (size_t i = 0; i < b->n && !ps->oom; i++) {
        l->pos = i;
        if (out ? forward_out(ps, depth + 1, b, i) : forward_in(ps, depth + 1, b, i)) {
            if (!out)
                i--; /* the next statement is now at i */
            continue;
        }
        tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_FOR:
            if (!s->loop.region)
                walk(ps, &s->loop.body, depth + 1, s, out);
            break;
        case TL_STMT_WHILE: walk(ps, &s->whiles.body, depth + 1, s, out); break;
        case TL_STMT_IF:
            walk(ps, &s->ifs.then_body, depth + 1, NULL, out);
            walk(ps, &s->ifs.else_body, depth + 1, NULL, out);
            break;
        default: break;
        }
    }
}

/* Drops the allocations of buffers nothing names any more. */
static void drop_unused(const tl_kernel *k, tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_ALLOC: {
            const tl_buffer *f = s->alloc.buf;
            bool used = f->view_of || tl_ir_block_has_view_of(&k->body, f);
            for (size_t j = 0; j < b->n && !used; j++)
                used = j != i && stmt_uses(b->items[j], f);
            if (!used) {
                remove_at(b, i);
                i--;
            }
            break;
        }
        case TL_STMT_FOR: drop_unused(k, &s->loop.body); break;
        case TL_STMT_WHILE: drop_unused(k, &s->whiles.body); break;
        case TL_STMT_IF:
            drop_unused(k, &s->ifs.then_body);
            drop_unused(k, &s->ifs.else_body);
            break;
        default: break;
        }
    }
}

bool tl_cpu_forward_copies(struct tl_compilation *c, tl_error *err)
{
    for (size_t i = 0; i < c->module->nkernels; i++) {
        pass ps = { .a = c->arena, .k = c->module->kernels[i] };
        drop_masks(&ps, &ps.k->body, 0);
        walk(&ps, &ps.k->body, 0, NULL, false);
        walk(&ps, &ps.k->body, 0, NULL, true);
        if (ps.oom)
            return TL_TX_OOM(err);
        drop_unused(ps.k, &ps.k->body);
    }
    return true;
}
