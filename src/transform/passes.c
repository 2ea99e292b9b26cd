/*
 * passes.c: the small shared passes of the catalogue (specs/passes.lua):
 * bind_target, legalize_safe_memory_access, layout_inference,
 * split_host_device and make_packed_api. The larger ones have their own
 * files (simplify.c, lower_tile_ops.c, vectorize_loop.c), and the GPU
 * lowering (lower_gemm_simt, place_fragments, thread_sync,
 * inject_software_pipeline) is gpu.c.
 *
 * Flow: tl_run_pipeline (src/compile) calls them in the order of the
 * backend's pipeline; each records what it decided in tl_kernel.lowered or
 * on the buffers (tl_buffer.layout), or marks tile ops (tl_stmt.tile.guard).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend/internal.h"
#include "compile/compile.h"
#include "registry.h"
#include "transform/gpu.h"
#include "transform/transform.h"

/* ---- bind_target ----------------------------------------------------------- */

/* Records the target's limits and checks the kernels against them. A target
 * kind may declare max_threads_per_block and max_shared_memory_per_block
 * (attributes); the IR's own limit (TL_IR_MAX_THREADS) holds for all. */
/* Adds the shared buffers allocated in b (and its nested blocks) to *bytes
 * and their names to names. */
static void shared_bytes(const tl_block *b, uint64_t *bytes, char *names, size_t cap)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_FOR)
            shared_bytes(&s->loop.body, bytes, names, cap);
        else if (s->kind == TL_STMT_WHILE)
            shared_bytes(&s->whiles.body, bytes, names, cap);
        else if (s->kind == TL_STMT_IF) {
            shared_bytes(&s->ifs.then_body, bytes, names, cap);
            shared_bytes(&s->ifs.else_body, bytes, names, cap);
        } else if (s->kind == TL_STMT_ALLOC && s->alloc.buf->scope == TL_SCOPE_SHARED) {
            const tl_buffer *buf = s->alloc.buf;
            uint64_t n = (uint64_t)(tl_dtype_bits(buf->dtype) + 7) / 8; /* 4-bit: a byte each on chip */
            for (int d = 0; d < buf->ndim; d++) {
                int64_t v = 0;
                tl_ir_is_const_int(buf->dims[d], &v);
                n *= (uint64_t)(v > 0 ? v : 0);
            }
            *bytes += n;
            size_t at = strlen(names);
            snprintf(names + at, cap - at, "%s%s (%llu bytes)", at ? ", " : "", buf->name, (unsigned long long)n);
        }
    }
}

/* A kernel's shared buffers against the target's max_shared_memory_per_block,
 * when its kind declares one: named in the message when they do not fit. */
static bool shared_fits(const tl_kernel *k, uint64_t limit, tl_error *err)
{
    uint64_t bytes = 0;
    char names[512] = "";
    shared_bytes(&k->body, &bytes, names, sizeof names);
    if (bytes <= limit)
        return true;
    return tl_error_set(err, TL_ERR_INVALID,
                        "%s:%d:%d: kernel '%s' needs %llu bytes of shared memory, the target allows %llu: %s",
                        k->loc.file ? k->loc.file : "<input>", k->loc.line, k->loc.col, k->name,
                        (unsigned long long)bytes, (unsigned long long)limit, names);
}

bool tl_pass_bind_target(struct tl_compilation *c, tl_error *err)
{
    const tl_target *t = tl_context_target(c->ctx);
    const char *mt = t ? tl_target_attr(t, "max_threads_per_block") : NULL;
    long limit = mt ? strtol(mt, NULL, 10) : 0;
    const char *ms = t ? tl_target_attr(t, "max_shared_memory_per_block") : NULL;
    uint64_t smem_limit = ms ? strtoull(ms, NULL, 10) : 0;
    for (size_t i = 0; i < c->module->nkernels; i++) {
        tl_kernel *k = c->module->kernels[i];
        long threads = 1;
        for (int d = 0; d < k->nthreads_dims; d++)
            threads *= k->threads[d];
        if (limit > 0 && threads > limit)
            return tl_error_set(err, TL_ERR_INVALID, "%s:%d:%d: kernel '%s' has %ld threads per block, the target allows %ld",
                                k->loc.file ? k->loc.file : "<input>", k->loc.line, k->loc.col, k->name, threads, limit);
        k->lowered.max_threads_per_block = (int)(limit > 0 ? limit : 0);
        if (ms && !shared_fits(k, smem_limit, err))
            return false;
    }
    return true;
}

/* ---- legalize_safe_memory_access ------------------------------------------ */

/* Marks, for each tile op operand on a global tensor, the dims along which
 * its tile can run past the tensor's edge: all but those whose start and
 * extent are constants that fit, or whose region is the whole tensor. */
/* Whether every operand of tile statement s but r has r's dims and, in dim
 * d, a constant extent of at most n: the tile then fits a whole tensor of n
 * there. */
static bool others_fit(const tl_stmt *s, const tl_region *r, int d, int64_t n)
{
    for (int j = 0; j < s->tile.nargs; j++) {
        const tl_region *o = &s->tile.args[j];
        if (o == r)
            continue;
        int64_t e = 0;
        if (o->buf->ndim != r->buf->ndim ||
            !tl_ir_is_const_int(o->starts && o->extents ? o->extents[d] : o->buf->dims[d], &e) || e > n)
            return false;
    }
    return true;
}

static uint8_t guard_bits(const tl_stmt *s, const tl_region *r)
{
    const tl_buffer *b = r->buf;
    if (b->scope != TL_SCOPE_GLOBAL)
        return 0; /* on chip */
    if (!r->starts) {
        /* the whole tensor: the tile may come from the other operand and be
         * larger (a [N] tensor copied into a [2] buffer, N = 1; an f64[13]
         * copied into a bf16[17] local) */
        uint8_t bits = 0;
        for (int d = 0; d < b->ndim; d++) {
            int64_t n = 0;
            if (!tl_ir_is_const_int(b->dims[d], &n) || !others_fit(s, r, d, n))
                bits |= (uint8_t)(1u << d);
        }
        return bits;
    }
    uint8_t bits = 0;
    for (int d = 0; d < b->ndim; d++) {
        int64_t at, e = 1, n;
        bool fits = tl_ir_is_const_int(r->starts[d], &at) && (!r->extents || tl_ir_is_const_int(r->extents[d], &e)) &&
                    tl_ir_is_const_int(b->dims[d], &n) && at >= 0 && at + e <= n;
        if (!fits)
            bits |= (uint8_t)(1u << d);
    }
    return bits;
}

/* Element-wise accesses of global tensors are bounds-safe as the
 * interpreter defines them: a load outside its tensor reads 0 (select: only
 * the chosen arm is evaluated, so nothing outside is read) and a store outside
 * is dropped (if). An index is its i32 value, as the interpreter computes it.
 * Dims whose index and extent are constants that fit need no check. */
typedef struct legalize {
    tl_arena *a;
    bool oom;
    tl_kernel *k;
    /* where the statement being guarded may take lets before it (NULL for
     * a while's condition, evaluated again each time round) */
    tl_block *hoist;
    /* the expression being guarded is evaluated only on some runs of its
     * statement (an arm of a select, the right of && or ||, a tile op's
     * operands), rather than every time the statement runs */
    bool sometimes;
} legalize;

/* Whether grid expression e is 0 when shape dim v is (v, v * x, v / c,
 * ceildiv(v, c), an integer cast of one). */
static bool zero_with(const tl_expr *e, const tl_var *v)
{
    int64_t c;
    switch (e->kind) {
    case TL_EXPR_VAR: return e->var == v;
    case TL_EXPR_CAST: return !tl_dtype_is_float(e->dtype) && zero_with(e->cast.a, v);
    case TL_EXPR_BINARY:
        if (e->bin.op == TL_BIN_MUL)
            return zero_with(e->bin.a, v) || zero_with(e->bin.b, v);
        return (e->bin.op == TL_BIN_DIV || e->bin.op == TL_BIN_CEILDIV) && tl_ir_is_const_int(e->bin.b, &c) && c > 0 &&
               zero_with(e->bin.a, v);
    default: return false;
    }
}

/* Whether integer e is never zero where kernel k's body runs: a nonzero
 * literal, a shape dim whose 0 leaves the grid without blocks (grid
 * ceildiv(N, 8): the body runs only when N > 0), max(x, c) with c > 0,
 * min(x, c) with c < 0, x | c with c nonzero, a select of two such, or the
 * guard a division is written with, select(x == 0, c, x) (and select(x !=
 * 0, x, c)) with c such. */
static bool nonzero(const tl_kernel *k, const tl_expr *e)
{
    int64_t c;
    switch (e->kind) {
    case TL_EXPR_INT: return e->i != 0;
    case TL_EXPR_VAR:
        if (e->var->kind != TL_VAR_SHAPE)
            return false;
        for (int d = 0; d < k->ngrid; d++)
            if (zero_with(k->grid[d], e->var))
                return true;
        return false;
    case TL_EXPR_CALL:
        if (e->call.nargs == 2 && e->call.fn == TL_FN_MAX && tl_ir_is_const_int(e->call.args[1], &c) && c > 0)
            return true;
        return e->call.nargs == 2 && e->call.fn == TL_FN_MIN && tl_ir_is_const_int(e->call.args[1], &c) && c < 0;
    case TL_EXPR_BINARY: return e->bin.op == TL_BIN_BOR && (nonzero(k, e->bin.a) || nonzero(k, e->bin.b));
    case TL_EXPR_SELECT: {
        const tl_expr *t = e->sel.cond;
        if (nonzero(k, e->sel.a) && nonzero(k, e->sel.b))
            return true;
        if (t->kind != TL_EXPR_BINARY || (t->bin.op != TL_BIN_EQ && t->bin.op != TL_BIN_NE))
            return false;
        const tl_expr *x = tl_ir_is_const_int(t->bin.b, &c) && c == 0 ? t->bin.a
                           : tl_ir_is_const_int(t->bin.a, &c) && c == 0 ? t->bin.b
                                                                        : NULL;
        if (!x)
            return false;
        /* x == 0 ? c : x, or x != 0 ? x : c */
        const tl_expr *when_zero = t->bin.op == TL_BIN_EQ ? e->sel.a : e->sel.b;
        const tl_expr *other = t->bin.op == TL_BIN_EQ ? e->sel.b : e->sel.a;
        return nonzero(k, when_zero) && tl_ir_expr_equal(other, x);
    }
    default: return false;
    }
}

/* Whether guarded e gives the same value, and reads nothing outside a
 * buffer, evaluated where its statement starts rather than only where it
 * stands: no warp operation; its loads global (guarded) and no integer
 * division or remainder by what may be zero (nonzero), unless `always`: e
 * stands where it is evaluated every time its statement runs, so each load
 * and division is made there anyway (a shared or fragment load reads the
 * same element just before the statement; a division by zero is the
 * program's error, as in the interpreter). `divisions`: any division
 * passes, guard_divisors guarding them after. */
static bool speculable(const tl_kernel *k, const tl_expr *e, bool always, bool divisions)
{
    if (!e)
        return true;
    switch (e->kind) {
    case TL_EXPR_LOAD:
        if (e->load.buf->scope != TL_SCOPE_GLOBAL && !always)
            return false;
        for (int i = 0; i < e->load.nidx; i++)
            if (!speculable(k, e->load.idx[i], always, divisions))
                return false;
        return true;
    case TL_EXPR_BINARY: {
        if ((e->bin.op == TL_BIN_DIV || e->bin.op == TL_BIN_MOD || e->bin.op == TL_BIN_CEILDIV) &&
            !tl_dtype_is_float(e->dtype) && !always && !divisions && !nonzero(k, e->bin.b))
            return false;
        return speculable(k, e->bin.a, always, divisions) && speculable(k, e->bin.b, always, divisions);
    }
    case TL_EXPR_UNARY: return speculable(k, e->un.a, always, divisions);
    case TL_EXPR_SELECT:
        return speculable(k, e->sel.cond, always, divisions) && speculable(k, e->sel.a, false, divisions) &&
               speculable(k, e->sel.b, false, divisions);
    case TL_EXPR_CAST: return speculable(k, e->cast.a, always, divisions);
    case TL_EXPR_CALL:
        if (tl_mathfn_is_warp(e->call.fn))
            return false;
        for (int i = 0; i < e->call.nargs; i++)
            if (!speculable(k, e->call.args[i], always, divisions))
                return false;
        return true;
    default: return true;
    }
}

/* A let `PREFIX<N> = value` appended to lets (those put before the
 * statement); a reference to it, or NULL when out of memory. */
static tl_expr *new_let(legalize *g, tl_block *lets, const char *prefix, tl_expr *value)
{
    char name[32];
    snprintf(name, sizeof name, "%s%d", prefix, g->k->nvars);
    tl_var *v = tl_ir_new_var(g->a, g->k, tl_arena_strndup(g->a, name, strlen(name)), TL_VAR_LET, value->dtype, value->loc);
    tl_stmt *let = tl_ir_new_stmt(g->a, TL_STMT_LET, value->loc);
    tl_expr *ref = v ? tl_ir_varref(g->a, v, value->loc) : NULL;
    if (!v || !v->name || !let || !ref || !tl_ir_block_append(g->a, lets, let)) {
        g->oom = true;
        return NULL;
    }
    let->let.var = v;
    let->let.value = value;
    return ref;
}

/* Each integer division or remainder in e by what may be zero (nonzero)
 * divides by select(d == 0, 1, d) instead, d its divisor in a let of its
 * own (written once): the same value wherever the division was made before,
 * and no division by zero where it was not (a division by zero is the
 * program's error, as in the interpreter). */
static void guard_divisors(legalize *g, tl_expr *e)
{
    if (!e || g->oom)
        return;
    switch (e->kind) {
    case TL_EXPR_LOAD:
        for (int i = 0; i < e->load.nidx; i++)
            guard_divisors(g, e->load.idx[i]);
        return;
    case TL_EXPR_BINARY: {
        guard_divisors(g, e->bin.a);
        guard_divisors(g, e->bin.b);
        if ((e->bin.op != TL_BIN_DIV && e->bin.op != TL_BIN_MOD && e->bin.op != TL_BIN_CEILDIV) ||
            tl_dtype_is_float(e->dtype) || nonzero(g->k, e->bin.b))
            return;
        tl_expr *d = e->bin.b->kind == TL_EXPR_VAR ? e->bin.b : new_let(g, g->hoist, "tl_dv", e->bin.b);
        tl_srcloc loc = e->loc;
        tl_expr *zero = d ? tl_ir_int(g->a, d->dtype, 0, loc) : NULL, *one = d ? tl_ir_int(g->a, d->dtype, 1, loc) : NULL;
        tl_expr *is0 = zero ? tl_ir_binary(g->a, TL_BIN_EQ, tl_ir_clone_expr(g->a, d), zero, loc) : NULL;
        tl_expr *sel = is0 && one ? tl_ir_select(g->a, is0, one, tl_ir_clone_expr(g->a, d), loc) : NULL;
        if (!sel)
            g->oom = true;
        else
            e->bin.b = sel;
        return;
    }
    case TL_EXPR_UNARY: guard_divisors(g, e->un.a); return;
    case TL_EXPR_SELECT:
        guard_divisors(g, e->sel.cond);
        guard_divisors(g, e->sel.a);
        guard_divisors(g, e->sel.b);
        return;
    case TL_EXPR_CAST: guard_divisors(g, e->cast.a); return;
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            guard_divisors(g, e->call.args[i]);
        return;
    default: return;
    }
}

/* A guarded load writes its index three times (two bounds and the load), so
 * an index that itself reads a tensor would grow threefold at each level of
 * nesting (a gather of a gather ...: out of memory at six levels). Such an
 * index is computed once, into a let before the statement, where that is
 * sound (speculable; where it is not for a division by what may be zero
 * only, that division is guarded first); the load and its bounds then name
 * the let. */
static tl_expr *index_once(legalize *g, tl_expr *idx)
{
    if (!g->hoist || !tl_ir_expr_loads_global(idx))
        return idx;
    if (!speculable(g->k, idx, !g->sometimes, false)) {
        if (!speculable(g->k, idx, false, true))
            return idx;
        guard_divisors(g, idx);
    }
    tl_expr *ref = g->oom ? NULL : new_let(g, g->hoist, "tl_ix", idx);
    return ref ? ref : idx;
}

/* Warp operations (in a threads region) are first pulled out of the
 * statement into lets of their own, `let tl_wN = shfl_xor(v, m)`, inner
 * ones first, so that the guards below (an if around a store, a select
 * or && around a load) never put one where some lanes skip it: every
 * thread reaches it together, as the verifier made sure. */
static void pull_warps(legalize *g, tl_expr *e, tl_block *lets)
{
    if (!e || g->oom)
        return;
    switch (e->kind) {
    case TL_EXPR_BINARY: pull_warps(g, e->bin.a, lets); pull_warps(g, e->bin.b, lets); return;
    case TL_EXPR_UNARY: pull_warps(g, e->un.a, lets); return;
    case TL_EXPR_SELECT:
        pull_warps(g, e->sel.cond, lets);
        pull_warps(g, e->sel.a, lets);
        pull_warps(g, e->sel.b, lets);
        return;
    case TL_EXPR_CAST: pull_warps(g, e->cast.a, lets); return;
    case TL_EXPR_LOAD:
        for (int i = 0; i < e->load.nidx; i++)
            pull_warps(g, e->load.idx[i], lets);
        return;
    case TL_EXPR_CALL: {
        for (int i = 0; i < e->call.nargs; i++)
            pull_warps(g, e->call.args[i], lets);
        if (!tl_mathfn_is_warp(e->call.fn))
            return;
        tl_expr *call = tl_arena_alloc(g->a, sizeof *call);
        if (!call) {
            g->oom = true;
            return;
        }
        *call = *e;
        tl_expr *ref = new_let(g, lets, "tl_w", call);
        if (ref)
            *e = *ref;
        return;
    }
    default: return;
    }
}

/* lets put before b->items[i] (a statement's warp operations, the indices
 * index_once computes once); false when out of memory */
static bool insert_before(legalize *g, tl_block *b, size_t i, const tl_block *lets)
{
    tl_stmt **items = tl_arena_array(g->a, b->n + lets->n, sizeof *items);
    if (!items)
        return false;
    memcpy(items, b->items, i * sizeof *items);
    memcpy(items + i, lets->items, lets->n * sizeof *items);
    memcpy(items + i + lets->n, b->items + i, (b->n - i) * sizeof *items);
    b->items = items;
    b->n += lets->n;
    return true;
}

/* Puts the lets of b->items[i]'s warp operations before it. */
static void pull_stmt_warps(legalize *g, tl_block *b, size_t i)
{
    tl_stmt *s = b->items[i];
    tl_block lets = {0};
    switch (s->kind) {
    case TL_STMT_LET:
        /* one warp operation as the whole value is already in its place */
        if (s->let.value->kind == TL_EXPR_CALL && tl_mathfn_is_warp(s->let.value->call.fn)) {
            for (int a = 0; a < s->let.value->call.nargs; a++)
                pull_warps(g, s->let.value->call.args[a], &lets);
        } else {
            pull_warps(g, s->let.value, &lets);
        }
        break;
    case TL_STMT_IF: pull_warps(g, s->ifs.cond, &lets); break;
    case TL_STMT_STORE:
        for (int d = 0; d < s->store.nidx; d++)
            pull_warps(g, s->store.idx[d], &lets);
        pull_warps(g, s->store.value, &lets);
        break;
    default: return;
    }
    if (lets.n && !g->oom && !insert_before(g, b, i, &lets))
        g->oom = true;
}

static tl_expr *guard_expr(legalize *g, tl_expr *e);

/* 0 <= idx[d] && idx[d] < dim d, over the dims that need it; NULL for none. */
static tl_expr *index_in_tensor(legalize *g, const tl_buffer *b, tl_expr **idx, tl_srcloc loc)
{
    tl_expr *cond = NULL;
    for (int d = 0; d < b->ndim; d++) {
        int64_t i, n;
        if (tl_ir_is_const_int(idx[d], &i) && tl_ir_is_const_int(b->dims[d], &n) && i >= 0 && i < n)
            continue;
        tl_expr *dim = tl_ir_clone_expr(g->a, b->dims[d]);
        if (dim && dim->dtype != idx[d]->dtype)
            dim = tl_ir_cast(g->a, idx[d]->dtype, dim, loc);
        tl_expr *lo = tl_ir_binary(g->a, TL_BIN_LE, tl_ir_cast(g->a, idx[d]->dtype, tl_ir_int(g->a, TL_DT_I32, 0, loc), loc),
                                   tl_ir_clone_expr(g->a, idx[d]), loc);
        tl_expr *hi = tl_ir_binary(g->a, TL_BIN_LT, tl_ir_clone_expr(g->a, idx[d]), dim, loc);
        tl_expr *c = tl_ir_binary(g->a, TL_BIN_AND, lo, hi, loc);
        cond = cond ? tl_ir_binary(g->a, TL_BIN_AND, cond, c, loc) : c;
        if (!cond) {
            g->oom = true;
            return NULL;
        }
    }
    return cond;
}

static tl_expr *guard_expr(legalize *g, tl_expr *e)
{
    if (!e || g->oom)
        return e;
    bool sometimes = g->sometimes;
    switch (e->kind) {
    case TL_EXPR_BINARY:
        e->bin.a = guard_expr(g, e->bin.a);
        /* the right of && and || is evaluated only on some runs */
        g->sometimes = sometimes || e->bin.op == TL_BIN_AND || e->bin.op == TL_BIN_OR;
        e->bin.b = guard_expr(g, e->bin.b);
        g->sometimes = sometimes;
        return e;
    case TL_EXPR_UNARY: e->un.a = guard_expr(g, e->un.a); return e;
    case TL_EXPR_SELECT:
        e->sel.cond = guard_expr(g, e->sel.cond);
        g->sometimes = true;
        e->sel.a = guard_expr(g, e->sel.a);
        e->sel.b = guard_expr(g, e->sel.b);
        g->sometimes = sometimes;
        return e;
    case TL_EXPR_CAST: e->cast.a = guard_expr(g, e->cast.a); return e;
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            e->call.args[i] = guard_expr(g, e->call.args[i]);
        return e;
    case TL_EXPR_LOAD: {
        for (int i = 0; i < e->load.nidx; i++)
            e->load.idx[i] = guard_expr(g, e->load.idx[i]);
        if (e->load.buf->scope != TL_SCOPE_GLOBAL)
            return e;
        for (int i = 0; i < e->load.nidx; i++)
            e->load.idx[i] = index_once(g, e->load.idx[i]);
        tl_expr *cond = index_in_tensor(g, e->load.buf, e->load.idx, e->loc);
        if (!cond)
            return e;
        tl_expr *z = tl_tx_zero(g->a, e->dtype, e->loc);
        tl_expr *sel = z ? tl_ir_select(g->a, cond, e, z, e->loc) : NULL;
        if (!sel)
            g->oom = true;
        return sel ? sel : e;
    }
    default: return e;
    }
}

static void guard_region(legalize *g, tl_region *r)
{
    if (r->starts)
        for (int d = 0; d < r->buf->ndim; d++)
            r->starts[d] = guard_expr(g, r->starts[d]);
}


static void legalize_stmt(legalize *g, tl_block *b, size_t i);

static void legalize_block(legalize *g, tl_block *b)
{
    for (size_t i = 0; i < b->n && !g->oom; i++) {
        if (tl_ir_stmt_exprs_have_warp(b->items[i]))
            pull_stmt_warps(g, b, i);
        tl_stmt *s = b->items[i];
        tl_block lets = {0};
        g->hoist = s->kind == TL_STMT_WHILE ? NULL : &lets;
        legalize_stmt(g, b, i);
        g->hoist = NULL; /* lets is this iteration's */
        if (lets.n && !g->oom) {
            if (!insert_before(g, b, i, &lets))
                g->oom = true;
            i += lets.n;
        }
    }
}

/* Guards b->items[i]'s expressions (each one's lets into g->hoist, before
 * its bodies are walked) and walks its bodies. */
static void legalize_stmt(legalize *g, tl_block *b, size_t i)
{
    tl_stmt *s = b->items[i];
    switch (s->kind) {
    case TL_STMT_FOR:
        for (int v = 0; v < s->loop.nvars; v++) {
            s->loop.begin[v] = guard_expr(g, s->loop.begin[v]);
            s->loop.end[v] = guard_expr(g, s->loop.end[v]);
        }
        legalize_block(g, &s->loop.body);
        break;
    case TL_STMT_IF:
        s->ifs.cond = guard_expr(g, s->ifs.cond);
        legalize_block(g, &s->ifs.then_body);
        legalize_block(g, &s->ifs.else_body);
        break;
    case TL_STMT_WHILE:
        s->whiles.cond = guard_expr(g, s->whiles.cond);
        legalize_block(g, &s->whiles.body);
        break;
    case TL_STMT_LET: s->let.value = guard_expr(g, s->let.value); break;
    case TL_STMT_STORE: {
        for (int d = 0; d < s->store.nidx; d++)
            s->store.idx[d] = guard_expr(g, s->store.idx[d]);
        s->store.value = guard_expr(g, s->store.value);
        if (s->store.buf->scope != TL_SCOPE_GLOBAL)
            break;
        for (int d = 0; d < s->store.nidx; d++)
            s->store.idx[d] = index_once(g, s->store.idx[d]);
        tl_expr *cond = index_in_tensor(g, s->store.buf, s->store.idx, s->loc);
        if (!cond)
            break;
        /* the store, in `if cond` in its place */
        tl_stmt *guarded = tl_ir_new_stmt(g->a, TL_STMT_IF, s->loc);
        if (!guarded || !tl_ir_block_append(g->a, &guarded->ifs.then_body, s)) {
            g->oom = true;
            break;
        }
        guarded->ifs.cond = cond;
        b->items[i] = guarded;
        break;
    }
    case TL_STMT_TILE:
        g->sometimes = true; /* as before: a tile op's operands are never divided early */
        for (int j = 0; j < s->tile.nargs && j < 3; j++) {
            guard_region(g, &s->tile.args[j]);
            if (s->tile.op != TL_TILE_GEMM)
                s->tile.guard[j] = guard_bits(s, &s->tile.args[j]);
        }
        s->tile.value = guard_expr(g, s->tile.value);
        g->sometimes = false;
        break;
    default: break;
    }
}

bool tl_pass_legalize_safe_memory_access(struct tl_compilation *c, tl_error *err)
{
    legalize g = { c->arena, false, NULL, NULL, false };
    for (size_t i = 0; i < c->module->nkernels && !g.oom; i++) {
        tl_kernel *k = c->module->kernels[i];
        g.k = k;
        legalize_block(&g, &k->body);
        k->lowered.safe_memory = true;
    }
    return g.oom ? TL_TX_OOM(err) : true;
}

/* ---- layout_inference -------------------------------------------------------- */

/* Each fragment gets the layout of tl_layout (ir.h): runs of vec contiguous
 * elements dealt round-robin over the block's threads, vec the largest of
 * 4, 2, 1 that divides the innermost dim and leaves no thread without a run
 * (tl_gpu_vec: the GPU partition of a parallel loop over the same shape); a
 * fragment smaller than the block is replicated in every thread. A view
 * takes its buffer's layout. Before any of it, slices as gemm and
 * reduction operands are staged through buffers of their own
 * (slice_operands.c), which are laid out here like the others. */
static bool layout_block(tl_arena *a, const tl_kernel *k, tl_block *b)
{
    int threads = 1;
    for (int d = 0; d < k->nthreads_dims; d++)
        threads *= k->threads[d];
    for (size_t i = 0; i < b->n; i++) {
        tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_FOR && !layout_block(a, k, &s->loop.body))
            return false;
        if (s->kind == TL_STMT_WHILE && !layout_block(a, k, &s->whiles.body))
            return false;
        if (s->kind == TL_STMT_IF && (!layout_block(a, k, &s->ifs.then_body) || !layout_block(a, k, &s->ifs.else_body)))
            return false;
        if (s->kind != TL_STMT_ALLOC || s->alloc.buf->scope != TL_SCOPE_FRAGMENT)
            continue;
        tl_buffer *buf = s->alloc.buf;
        if (buf->view_of) {
            /* a view keeps every element where its buffer has it: the same
             * layout, whose element e is the same linear element in both */
            buf->layout = buf->view_of->layout;
            continue;
        }
        int64_t n = 1, inner = 1;
        for (int d = 0; d < buf->ndim; d++) {
            int64_t v = 1;
            tl_ir_is_const_int(buf->dims[d], &v);
            n *= v;
            inner = v;
        }
        tl_layout *l = tl_arena_alloc(a, sizeof *l);
        if (!l)
            return false;
        l->nthreads = threads;
        l->vec = tl_gpu_vec(inner, n, threads);
        l->replicated = n < threads;
        if (l->replicated) {
            l->vec = 1;
            l->per_thread = (int)n;
        } else {
            int64_t runs = (n + l->vec - 1) / l->vec;
            l->per_thread = (int)(((runs + threads - 1) / threads) * l->vec);
        }
        buf->layout = l;
    }
    return true;
}

bool tl_pass_layout_inference(struct tl_compilation *c, tl_error *err)
{
    for (size_t i = 0; i < c->module->nkernels; i++) {
        tl_kernel *k = c->module->kernels[i];
        /* slices as gemm and reduction operands first: the buffers that
         * stand for them are laid out with the others */
        if (!tl_tx_stage_slice_operands(c->arena, k) || !layout_block(c->arena, k, &k->body))
            return TL_TX_OOM(err);
        k->lowered.layouts = true;
    }
    return true;
}

/* ---- split_host_device, make_packed_api ----------------------------------- */

/* The host part of a kernel is its launch: binding the shape dims, computing
 * the grid, calling the device function for each block. The grid may only
 * use what the host knows: shape dims, scalar parameters and constants. */
static bool host_computable(const tl_expr *e)
{
    switch (e->kind) {
    case TL_EXPR_INT:
    case TL_EXPR_FLOAT: return true;
    case TL_EXPR_VAR: return e->var->kind == TL_VAR_SHAPE || e->var->kind == TL_VAR_PARAM;
    case TL_EXPR_BINARY: return host_computable(e->bin.a) && host_computable(e->bin.b);
    case TL_EXPR_UNARY: return host_computable(e->un.a);
    case TL_EXPR_SELECT: return host_computable(e->sel.cond) && host_computable(e->sel.a) && host_computable(e->sel.b);
    case TL_EXPR_CAST: return host_computable(e->cast.a);
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            if (!host_computable(e->call.args[i]))
                return false;
        return true;
    default: return false;
    }
}

bool tl_pass_split_host_device(struct tl_compilation *c, tl_error *err)
{
    for (size_t i = 0; i < c->module->nkernels; i++) {
        tl_kernel *k = c->module->kernels[i];
        for (int d = 0; d < k->ngrid; d++)
            if (!host_computable(k->grid[d]))
                return tl_error_set(err, TL_ERR_INVALID, "kernel '%s': grid dim %d reads memory; the host cannot compute it",
                                    k->name, d);
        k->lowered.split = true;
    }
    return true;
}

/* The packed entry point takes the parameters in order, tensors as DLTensor
 * and scalars as ints or floats; the host codegen writes the checks from
 * tl_kernel.params. Here only the preconditions: split first. */
bool tl_pass_make_packed_api(struct tl_compilation *c, tl_error *err)
{
    for (size_t i = 0; i < c->module->nkernels; i++) {
        tl_kernel *k = c->module->kernels[i];
        if (!k->lowered.split)
            return tl_error_set(err, TL_ERR_INVALID, "kernel '%s': make_packed_api needs split_host_device first", k->name);
        k->lowered.packed_api = true;
    }
    return true;
}
