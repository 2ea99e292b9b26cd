/*
 * prefetch_tiles.c: the cpu pass prefetch_tiles. A kernel that walks a
 * tensor tile by tile in a serial loop (reduce_rows' row sums, the norms'
 * and softmax's passes over a row's tiles) copies each tile from memory
 * into an on-chip buffer at the top of an iteration, a few rows of a few
 * hundred elements, rows a tensor's row apart. The hardware's prefetchers
 * follow such short runs badly: row_sum at 8192 x 8192 read its tensor at
 * half of what a plain loop over the rows reads (docs/cpu.md, "Where a row
 * sum's time goes on one core"). Here each row of such a copy,
 *
 *   for c in range(E) { ... for j in vectorized(n) { B[.., j] = X[f(c), .., g(c) + j] } ... }
 *
 * (the innermost loop of lower_tile_ops' copy, or the middle piece
 * split_masked_loops leaves of a masked one) is preceded by a prefetch of
 * the same row of the next iteration's tile, a line at a time:
 *
 *   if c + 1 < E { for o in range(ceil(n / L)) { prefetch X[f(c + 1), .., g(c + 1) + o L] } }
 *
 * L the elements of a 64-byte line. The copy's index may depend on c only
 * through its expressions (no let of the loop's body, no load); a copy
 * whose index does not move with c is left alone (its tile is in the
 * caches already), as are rows of fewer than a line. Where no enclosing
 * loop moves the tile, the loop over the rows themselves takes its place
 * (fuse_row_loops' loop: row i copied, reduced and written before row i +
 * 1): the copy of row i is preceded by the prefetch of row i + 1. A copy
 * row is the innermost loop of a copy, `B[.., j] = X[..]`, or that copy
 * fused with the statement after it, `let x = X[..]` and stores of x; its
 * extent may be a let of the body (split_masked_loops' bounds of a row).
 * A loop that moves a one-row tile whose copy's index needs lets of its
 * body (softmax's [1, BN_ROW] path: a row at a time) is not prefetched so
 * (at the top of the body the next row's lines went out with this row's
 * copy, and the llvm kernels ran 15-20 % slower); there the next row's
 * lines are spread over the body's element-wise loop that computes a
 * transcendental (the row's exp), CH elements at a time:
 *
 *   for j in vectorized(n) { exp work }   ->
 *   for q in range(ceildiv(n, CH)) {
 *       prefetch X[f(c + 1), g + q CH + o L] for each line o of the chunk
 *       for j2 in vectorized(min(CH, n - q CH)) { let j' = q CH + j2; exp work at j' }
 *   }
 *
 * so they leave while the core computes, and row c + 1 is on chip when its
 * copy starts (softmax at 8192 x 8192 and 65536 x 1000 on one core about a
 * fifth faster here; docs/cpu.md). The next row after the block's last is
 * the next block's first, which the same worker runs next, so these are
 * not guarded by c + 1 < E.
 * The codegens write a prefetch as `__builtin_prefetch` (c) or
 * `llvm.prefetch` (llvm), both a hint that never faults, into every cache
 * level (locality 3: on the 16-core Xeon, fetched non-temporally the
 * lines were read from memory twice, layernorm 8192 x 8192 on one core 95
 * against 49 ms), with an address computed without assuming it lies
 * inside X (the next tile may be past X's edge, where its copy is
 * masked).
 *
 * Flow: after split_masked_loops and stream_stores (their loops are the
 * copies seen here), before split_host_device.
 */
#include <string.h>

#include "backend/internal.h"
#include "registry.h"
#include "transform/transform.h"

#define LINE_BYTES 64

typedef struct pf_cx {
    tl_arena *a;
    tl_kernel *k;
    bool oom;
} pf_cx;

static void *ok(pf_cx *x, void *p)
{
    if (!p)
        x->oom = true;
    return p;
}

/* Only integer arithmetic on literals and vars that are loop vars (c, j,
 * the copy's row loops), declared outside the loop over c, or, with lets,
 * lets of its body whose values are such an index without c (the same in
 * the next iteration: split_masked_loops' bounds of a row); another let in
 * it may change with c in ways the substitution below would not follow.
 * A loop over rows needs the lets (its copy's bounds are lets of its
 * body); a loop that moves a tile takes none: over the [1, 4096] rows of
 * softmax and layernorm at N = 1000 (a loop over 4 rows, each row a tile),
 * its prefetch made the llvm kernels 15-20 % slower on this AMD machine. */
static bool plain_index(const tl_expr *e, const tl_var *c, const tl_var *j, const tl_block *body, bool lets)
{
    switch (e->kind) {
    case TL_EXPR_INT: return true;
    case TL_EXPR_VAR: {
        /* the row loops of the copy (declared in the body) are fine: they
         * are the same in the next iteration's row; a `var` may be
         * assigned anywhere */
        if (e->var->kind == TL_VAR_MUT)
            return false;
        if (e->var == c || e->var == j || e->var->kind == TL_VAR_LOOP || !tl_ir_block_binds(body, e->var))
            return true;
        /* a let's value names only earlier lets: the recursion ends */
        const tl_stmt *l = lets ? tl_ir_find_let(body, e->var) : NULL;
        return l && !tl_ir_expr_uses_var(l->let.value, c) && plain_index(l->let.value, c, j, body, lets);
    }
    case TL_EXPR_BINARY:
        return e->bin.op != TL_BIN_DIV && e->bin.op != TL_BIN_MOD && plain_index(e->bin.a, c, j, body, lets) &&
               plain_index(e->bin.b, c, j, body, lets);
    case TL_EXPR_CAST: return !e->cast.bits && tl_dtype_is_int(e->dtype) && plain_index(e->cast.a, c, j, body, lets);
    default: return false;
    }
}

/* A copy of plain index e (plain_index) with var `from` replaced by a
 * copy of `to`. */
static tl_expr *subst(pf_cx *x, const tl_expr *e, const tl_var *from, const tl_expr *to)
{
    if (e->kind == TL_EXPR_VAR && e->var == from)
        return ok(x, tl_ir_clone_expr(x->a, to));
    tl_expr *r = ok(x, tl_arena_alloc(x->a, sizeof *r));
    if (!r)
        return NULL;
    *r = *e;
    switch (e->kind) {
    case TL_EXPR_BINARY:
        r->bin.a = subst(x, e->bin.a, from, to);
        r->bin.b = subst(x, e->bin.b, from, to);
        break;
    case TL_EXPR_CAST: r->cast.a = subst(x, e->cast.a, from, to); break;
    default: break;
    }
    return r;
}

/* Whether ld is a load of a global tensor's row along j: X global, its
 * last index j or something + j (unit stride), the others without j. */
static bool row_load(const tl_expr *ld, const tl_var *j)
{
    if (!ld || ld->kind != TL_EXPR_LOAD)
        return false;
    const tl_buffer *X = ld->load.buf;
    if (X->scope != TL_SCOPE_GLOBAL || tl_dtype_bits(X->dtype) < 8 || ld->load.nidx != X->ndim)
        return false; /* packed 4-bit and bool elements: no whole bytes to count lines in */
    for (int d = 0; d < ld->load.nidx - 1; d++)
        if (tl_ir_expr_uses_var(ld->load.idx[d], j))
            return false;
    const tl_expr *last = ld->load.idx[ld->load.nidx - 1];
    while (last->kind == TL_EXPR_CAST)
        last = last->cast.a;
    const tl_expr *jb = last->kind == TL_EXPR_BINARY && last->bin.op == TL_BIN_ADD ? last->bin.b : NULL;
    while (jb && jb->kind == TL_EXPR_CAST)
        jb = jb->cast.a;
    return (last->kind == TL_EXPR_VAR && last->var == j) ||
           (jb && jb->kind == TL_EXPR_VAR && jb->var == j && !tl_ir_expr_uses_var(last->bin.a, j));
}

/* The row a vectorized loop from 0 copies from a global tensor: its body
 * stores on chip what it loads from the tensor along j, `B[.., j] =
 * X[.., x + j]` (lower_tile_ops' copy) or `let v = X[.., x + j]` followed
 * by stores of v (a copy fused with the element-wise work after it). The
 * load, or NULL; *st the store whose index tells the row loops apart. */
static const tl_expr *copy_row(const tl_stmt *loop, const tl_stmt **st)
{
    if (loop->kind != TL_STMT_FOR || loop->loop.kind != TL_LOOP_VECTORIZED || loop->loop.nvars != 1 || loop->loop.begin[0] ||
        !loop->loop.body.n)
        return NULL;
    const tl_var *j = loop->loop.vars[0];
    const tl_stmt *first = loop->loop.body.items[0];
    if (first->kind == TL_STMT_STORE && loop->loop.body.n == 1 && first->store.buf->scope != TL_SCOPE_GLOBAL &&
        row_load(first->store.value, j)) {
        *st = first;
        return first->store.value;
    }
    if (first->kind != TL_STMT_LET || first->let.assign || !row_load(first->let.value, j))
        return NULL;
    for (size_t i = 1; i < loop->loop.body.n; i++) {
        const tl_stmt *t = loop->loop.body.items[i];
        if (t->kind != TL_STMT_STORE || t->store.buf->scope == TL_SCOPE_GLOBAL)
            return NULL;
        if (i == 1)
            *st = t;
    }
    return loop->loop.body.n > 1 ? first->let.value : NULL;
}

/* The prefetch of the next iteration of tile loop cl's row of copy `loop`
 * (its load ld): if c + 1 < E { for o { prefetch ... } }, over the lines of
 * the loop's extent. */
static tl_stmt *prefetch_of(pf_cx *x, const tl_stmt *cl, const tl_stmt *loop, const tl_expr *ld)
{
    tl_srcloc l = loop->loc;
    tl_var *c = cl->loop.vars[0];
    const tl_var *j = loop->loop.vars[0];
    int64_t per = LINE_BYTES / (tl_dtype_bits(ld->load.buf->dtype) / 8);
    /* the rows' var o; j = o * per */
    const char *on = ok(x, (void *)tl_tx_fresh_name(x->a, x->k, "pf"));
    tl_var *o = on ? ok(x, tl_ir_new_var(x->a, x->k, on, TL_VAR_LOOP, j->dtype, l)) : NULL;
    tl_expr *next = ok(x, tl_ir_binary(x->a, TL_BIN_ADD, ok(x, tl_ir_varref(x->a, c, l)), ok(x, tl_ir_int(x->a, c->dtype, 1, l)), l));
    if (!o || !next)
        return NULL;
    tl_expr *at = ok(x, tl_ir_binary(x->a, TL_BIN_MUL, ok(x, tl_ir_varref(x->a, o, l)), ok(x, tl_ir_int(x->a, j->dtype, per, l)), l));
    tl_expr **idx = ok(x, tl_arena_array(x->a, (size_t)ld->load.nidx, sizeof *idx));
    if (!at || !idx)
        return NULL;
    for (int d = 0; d < ld->load.nidx; d++) {
        tl_expr *e = subst(x, ld->load.idx[d], c, next);
        idx[d] = e ? subst(x, e, j, at) : NULL;
    }
    tl_stmt *pf = ok(x, tl_ir_new_stmt(x->a, TL_STMT_PREFETCH, l));
    tl_stmt *ol = ok(x, tl_ir_new_stmt(x->a, TL_STMT_FOR, l));
    tl_stmt *guard = ok(x, tl_ir_new_stmt(x->a, TL_STMT_IF, l));
    tl_expr *end = ok(x, tl_ir_clone_expr(x->a, cl->loop.end[0]));
    if (!pf || !ol || !guard || !end || x->oom)
        return NULL;
    pf->store.buf = ld->load.buf;
    pf->store.nidx = ld->load.nidx;
    pf->store.idx = idx;
    ol->loop.kind = TL_LOOP_SERIAL;
    ol->loop.nvars = 1;
    ol->loop.vars[0] = o;
    int64_t n;
    if (tl_ir_is_const_int(loop->loop.end[0], &n)) {
        ol->loop.end[0] = ok(x, tl_ir_int(x->a, j->dtype, (n + per - 1) / per, l));
    } else {
        /* (n + per - 1) / per lines, n known where the copy runs */
        tl_expr *len = ok(x, tl_ir_clone_expr(x->a, loop->loop.end[0]));
        if (len && len->dtype != j->dtype)
            len = ok(x, tl_ir_cast(x->a, j->dtype, len, l));
        tl_expr *up = len ? ok(x, tl_ir_binary(x->a, TL_BIN_ADD, len, ok(x, tl_ir_int(x->a, j->dtype, per - 1, l)), l)) : NULL;
        ol->loop.end[0] = up ? ok(x, tl_ir_binary(x->a, TL_BIN_DIV, up, ok(x, tl_ir_int(x->a, j->dtype, per, l)), l)) : NULL;
    }
    if (end->dtype != c->dtype)
        end = ok(x, tl_ir_cast(x->a, c->dtype, end, l));
    /* subst copied `next` into the indices: it is free for the guard */
    guard->ifs.cond = end ? ok(x, tl_ir_binary(x->a, TL_BIN_LT, next, end, l)) : NULL;
    if (!ol->loop.end[0] || !guard->ifs.cond || !tl_ir_block_append(x->a, &ol->loop.body, pf) ||
        !tl_ir_block_append(x->a, &guard->ifs.then_body, ol))
        x->oom = true;
    return x->oom ? NULL : guard;
}

#define MAX_DEPTH 16

/* The loop whose next iteration copy row st (its load ld, along j) is
 * prefetched for: the innermost enclosing serial loop whose var the load's
 * index reads, its index otherwise plain over that loop's body; NULL if
 * none. Either a loop that moves a tile over its tensor (the store's index
 * does not read its var: a loop over the tile's rows reads both, and is
 * passed over where an outer loop moves the tile) or, where no outer loop
 * does, a loop over the rows themselves: fuse_row_loops' loop, which
 * copies a row, reduces it and writes it out before the next, or a copy's
 * own loop over rows (its next row then in flight while this one is
 * copied). *with_lets: the loop that moves the tile where its index needs
 * lets of that loop's body (NULL is returned then). */
static const tl_stmt *tile_loop(const tl_stmt *const *stack, int depth, const tl_stmt *st, const tl_expr *ld,
                                const tl_var *j, const tl_stmt **with_lets)
{
    *with_lets = NULL;
    const tl_stmt *rows = NULL;
    for (int k = depth - 1; k >= 0; k--) {
        const tl_var *c = stack[k]->loop.vars[0];
        bool in_load = false, in_store = false, plain = true, plain_lets = true;
        for (int d = 0; d < ld->load.nidx; d++) {
            in_load |= tl_ir_expr_uses_var(ld->load.idx[d], c);
            plain &= plain_index(ld->load.idx[d], c, j, &stack[k]->loop.body, false);
            plain_lets &= plain_index(ld->load.idx[d], c, j, &stack[k]->loop.body, true);
        }
        for (int d = 0; d < st->store.nidx; d++)
            in_store |= tl_ir_expr_uses_var(st->store.idx[d], c);
        if (in_load && !in_store) {
            /* a loop that moves the tile takes no lets of its body: it is
             * left to spread_next_row where it would need them */
            if (!plain && plain_lets)
                *with_lets = stack[k];
            return plain ? stack[k] : NULL;
        }
        if (in_load && !rows)
            rows = plain_lets ? stack[k] : NULL;
    }
    return rows;
}

/* ---- the next row spread over a row's transcendental loop -------------------- */

#define SPREAD_LINES 4 /* lines prefetched a chunk of the loop */

/* The loop statement in b (or a block it holds) that declares v; NULL if
 * none. */
static const tl_stmt *find_loop(const tl_block *b, const tl_var *v)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        const tl_stmt *r = NULL;
        switch (s->kind) {
        case TL_STMT_FOR:
            for (int k = 0; k < s->loop.nvars; k++)
                if (s->loop.vars[k] == v)
                    return s;
            r = find_loop(&s->loop.body, v);
            break;
        case TL_STMT_IF:
            r = find_loop(&s->ifs.then_body, v);
            if (!r)
                r = find_loop(&s->ifs.else_body, v);
            break;
        case TL_STMT_WHILE: r = find_loop(&s->whiles.body, v); break;
        default: break;
        }
        if (r)
            return r;
    }
    return NULL;
}

/* A copy of plain index e (plain_index, lets allowed) that reads nothing
 * the body of loop c declares: its lets replaced by their values, the
 * variables of its loops of one iteration by 0, c by c + 1 and j by `at`.
 * NULL where that is not possible (a loop of more iterations). */
static tl_expr *next_row_index(pf_cx *x, const tl_expr *e, const tl_stmt *cl, const tl_var *j, const tl_expr *at)
{
    const tl_var *c = cl->loop.vars[0];
    tl_srcloc l = e->loc;
    switch (e->kind) {
    case TL_EXPR_INT: return ok(x, tl_ir_clone_expr(x->a, e));
    case TL_EXPR_VAR: {
        if (e->var == j)
            return ok(x, tl_ir_clone_expr(x->a, at));
        if (e->var == c)
            return ok(x, tl_ir_binary(x->a, TL_BIN_ADD, ok(x, tl_ir_varref(x->a, e->var, l)),
                                      ok(x, tl_ir_int(x->a, c->dtype, 1, l)), l));
        if (!tl_ir_block_binds(&cl->loop.body, e->var))
            return ok(x, tl_ir_clone_expr(x->a, e));
        const tl_stmt *let = tl_ir_find_let(&cl->loop.body, e->var);
        if (let)
            return next_row_index(x, let->let.value, cl, j, at);
        const tl_stmt *lp = find_loop(&cl->loop.body, e->var);
        int64_t n;
        if (!lp || lp->loop.nvars != 1 || lp->loop.begin[0] || !tl_ir_is_const_int(lp->loop.end[0], &n) || n != 1)
            return NULL;
        return ok(x, tl_ir_int(x->a, e->var->dtype, 0, l));
    }
    case TL_EXPR_BINARY: {
        tl_expr *a = next_row_index(x, e->bin.a, cl, j, at), *b = a ? next_row_index(x, e->bin.b, cl, j, at) : NULL;
        return b ? ok(x, tl_ir_binary(x->a, e->bin.op, a, b, l)) : NULL;
    }
    case TL_EXPR_CAST: {
        tl_expr *a = next_row_index(x, e->cast.a, cl, j, at);
        return a ? ok(x, tl_ir_cast(x->a, e->dtype, a, l)) : NULL;
    }
    default: return NULL;
    }
}

/* Whether e calls a function whose cost per element is tens of
 * instructions (exp, log, tanh and the like; not sqrt or min). */
static bool is_transcendental(const tl_expr *e, const void *unused)
{
    (void)unused;
    if (e->kind != TL_EXPR_CALL)
        return false;
    switch (e->call.fn) {
    case TL_FN_EXP: case TL_FN_EXP2: case TL_FN_LOG: case TL_FN_LOG2: case TL_FN_TANH: case TL_FN_POW:
    case TL_FN_SIN: case TL_FN_COS: case TL_FN_ERF: case TL_FN_SIGMOID: return true;
    default: return false;
    }
}

static bool has_transcendental(const tl_expr *e)
{
    return tl_ir_expr_any(e, is_transcendental, NULL);
}

/* A vectorized loop from 0 of stores (and lets) only, one of whose values
 * calls a transcendental. */
static bool transcendental_loop(const tl_stmt *s)
{
    if (s->kind != TL_STMT_FOR || s->loop.kind != TL_LOOP_VECTORIZED || s->loop.nvars != 1 || s->loop.begin[0])
        return false;
    bool any = false;
    for (size_t i = 0; i < s->loop.body.n; i++) {
        const tl_stmt *t = s->loop.body.items[i];
        if (t->kind == TL_STMT_STORE)
            any |= has_transcendental(t->store.value);
        else if (t->kind == TL_STMT_LET && !t->let.assign)
            any |= has_transcendental(t->let.value);
        else
            return false;
    }
    return any;
}

/* The first transcendental loop (transcendental_loop) of b after statement
 * `after` (*seen: it was met), reached through ifs and loops of one
 * iteration only, so that it runs once an iteration of the loop over rows. */
static tl_stmt *row_work_loop(tl_block *b, const tl_stmt *after, bool *seen)
{
    for (size_t i = 0; i < b->n; i++) {
        tl_stmt *s = b->items[i];
        if (s == after) {
            *seen = true;
            continue;
        }
        if (*seen && transcendental_loop(s))
            return s;
        int64_t n;
        tl_stmt *r = NULL;
        if (s->kind == TL_STMT_IF) {
            r = row_work_loop(&s->ifs.then_body, after, seen);
            if (!r)
                r = row_work_loop(&s->ifs.else_body, after, seen);
        } else if (s->kind == TL_STMT_FOR && s->loop.nvars == 1 && !s->loop.begin[0] &&
                   tl_ir_is_const_int(s->loop.end[0], &n) && n == 1) {
            r = row_work_loop(&s->loop.body, after, seen);
        } else if (s->kind == TL_STMT_FOR && !*seen) {
            /* the copy itself may sit in a loop over the tile's one row */
            bool was = *seen;
            r = row_work_loop(&s->loop.body, after, seen);
            if (!was && *seen && r)
                r = NULL; /* found inside the copy's own loops: not a row's work */
        }
        if (r)
            return r;
    }
    return NULL;
}

/* Where copy row `copy` (its load ld) of a one-row tile moves with a loop
 * cl over rows (tile_loop's with_lets: the load's index reads cl's var and
 * lets of cl's body, the store's does not), and cl's body then runs a transcendental loop over
 * the row: that loop split into chunks, each led by the prefetch of the
 * next row's lines it covers. True when done. */
static bool spread_next_row(pf_cx *x, const tl_stmt *cl, const tl_stmt *copy, const tl_expr *ld)
{
    const tl_var *j = copy->loop.vars[0];
    bool seen = false;
    tl_stmt *w = row_work_loop((tl_block *)&cl->loop.body, copy, &seen);
    if (!w)
        return false;
    tl_srcloc l = w->loc;
    const tl_var *wj = w->loop.vars[0];
    int64_t per = LINE_BYTES / (tl_dtype_bits(ld->load.buf->dtype) / 8), chunk = per * SPREAD_LINES;
    const char *qn = ok(x, (void *)tl_tx_fresh_name(x->a, x->k, "pfq"));
    tl_var *q = qn ? ok(x, tl_ir_new_var(x->a, x->k, qn, TL_VAR_LOOP, wj->dtype, l)) : NULL;
    tl_stmt *inner = ok(x, tl_ir_new_stmt(x->a, TL_STMT_FOR, l));
    if (!q || !inner)
        return false;
    /* the chunk's first column, q * CH, in the work loop's and the copy's
     * types */
    tl_expr *q0 = ok(x, tl_ir_binary(x->a, TL_BIN_MUL, ok(x, tl_ir_varref(x->a, q, l)), ok(x, tl_ir_int(x->a, wj->dtype, chunk, l)), l));
    tl_block pfs = {0};
    for (int o = 0; o < SPREAD_LINES && q0; o++) {
        tl_expr *col = ok(x, tl_ir_binary(x->a, TL_BIN_ADD, ok(x, tl_ir_clone_expr(x->a, q0)), ok(x, tl_ir_int(x->a, wj->dtype, o * per, l)), l));
        if (col && col->dtype != j->dtype)
            col = ok(x, tl_ir_cast(x->a, j->dtype, col, l));
        tl_expr **idx = col ? ok(x, tl_arena_array(x->a, (size_t)ld->load.nidx, sizeof *idx)) : NULL;
        if (!idx)
            return false;
        for (int d = 0; d < ld->load.nidx; d++)
            if (!(idx[d] = next_row_index(x, ld->load.idx[d], cl, j, col)))
                return false; /* nothing changed yet */
        tl_stmt *pf = ok(x, tl_ir_new_stmt(x->a, TL_STMT_PREFETCH, l));
        if (!pf)
            return false;
        pf->store.buf = ld->load.buf;
        pf->store.nidx = ld->load.nidx;
        pf->store.idx = idx;
        if (!tl_ir_block_append(x->a, &pfs, pf))
            x->oom = true;
    }
    /* inner: the work loop over its chunk from 0, min(CH, n - q CH) steps,
     * its body reading the column as a let, q CH + j2 */
    tl_expr *nn = ok(x, tl_ir_clone_expr(x->a, w->loop.end[0]));
    if (nn && nn->dtype != wj->dtype)
        nn = ok(x, tl_ir_cast(x->a, wj->dtype, nn, l));
    tl_expr *left = nn && q0 ? ok(x, tl_ir_binary(x->a, TL_BIN_SUB, nn, ok(x, tl_ir_clone_expr(x->a, q0)), l)) : NULL;
    tl_expr *lt = left ? ok(x, tl_ir_binary(x->a, TL_BIN_LT, left, ok(x, tl_ir_int(x->a, wj->dtype, chunk, l)), l)) : NULL;
    tl_expr *end = lt ? ok(x, tl_ir_select(x->a, lt, ok(x, tl_ir_clone_expr(x->a, left)), ok(x, tl_ir_int(x->a, wj->dtype, chunk, l)), l)) : NULL;
    /* the outer loop's extent, (n + CH - 1) / CH */
    tl_expr *nn2 = nn ? ok(x, tl_ir_clone_expr(x->a, nn)) : NULL;
    tl_expr *up = nn2 ? ok(x, tl_ir_binary(x->a, TL_BIN_ADD, nn2, ok(x, tl_ir_int(x->a, wj->dtype, chunk - 1, l)), l)) : NULL;
    tl_expr *qn_end = up ? ok(x, tl_ir_binary(x->a, TL_BIN_DIV, up, ok(x, tl_ir_int(x->a, wj->dtype, chunk, l)), l)) : NULL;
    const char *jn = ok(x, (void *)tl_tx_fresh_name(x->a, x->k, wj->name));
    tl_var *j2 = jn ? ok(x, tl_ir_new_var(x->a, x->k, jn, TL_VAR_LOOP, wj->dtype, l)) : NULL;
    const char *cn = j2 ? ok(x, (void *)tl_tx_fresh_name(x->a, x->k, "col")) : NULL;
    tl_var *col = cn ? ok(x, tl_ir_new_var(x->a, x->k, cn, TL_VAR_LET, wj->dtype, l)) : NULL;
    tl_stmt *let = col ? ok(x, tl_ir_new_stmt(x->a, TL_STMT_LET, l)) : NULL;
    tl_expr *colv = let ? ok(x, tl_ir_binary(x->a, TL_BIN_ADD, ok(x, tl_ir_clone_expr(x->a, q0)), ok(x, tl_ir_varref(x->a, j2, l)), l)) : NULL;
    if (!end || !qn_end || !colv || x->oom)
        return false;
    let->let.var = col;
    let->let.value = colv;
    *inner = *w; /* the work loop as it was, over its chunk */
    inner->loop.vars[0] = j2;
    inner->loop.end[0] = end;
    inner->loop.body = (tl_block){0};
    if (!tl_ir_block_append(x->a, &inner->loop.body, let))
        x->oom = true;
    for (size_t i = 0; i < w->loop.body.n && !x->oom; i++)
        if (!tl_ir_block_append(x->a, &inner->loop.body, w->loop.body.items[i]))
            x->oom = true;
    tl_ir_rename_var(&inner->loop.body, wj, col);
    if (!tl_ir_block_append(x->a, &pfs, inner))
        x->oom = true;
    /* w becomes the loop over chunks */
    w->loop.kind = TL_LOOP_SERIAL;
    w->loop.vars[0] = q;
    w->loop.begin[0] = NULL;
    w->loop.end[0] = qn_end;
    w->loop.body = pfs;
    return !x->oom;
}

static void walk(pf_cx *x, tl_block *b, const tl_stmt **stack, int depth)
{
    for (size_t i = 0; i < b->n && !x->oom; i++) {
        tl_stmt *s = b->items[i];
        int64_t n = 0;
        const tl_stmt *st = NULL;
        const tl_expr *ld = copy_row(s, &st);
        const tl_stmt *with_lets = NULL;
        const tl_stmt *cl = ld ? tile_loop(stack, depth, st, ld, s->loop.vars[0], &with_lets) : NULL;
        bool short_row = cl && tl_ir_is_const_int(s->loop.end[0], &n) && n * (tl_dtype_bits(ld->load.buf->dtype) / 8) < LINE_BYTES;
        if (with_lets && !spread_next_row(x, with_lets, s, ld) && x->oom)
            return;
        if (cl && !short_row) {
            tl_stmt *pf = prefetch_of(x, cl, s, ld);
            if (!pf)
                return;
            /* pf goes before s */
            if (!tl_ir_block_append(x->a, b, s)) {
                x->oom = true;
                return;
            }
            memmove(&b->items[i + 1], &b->items[i], (b->n - 1 - i) * sizeof *b->items);
            b->items[i] = pf;
            i++;
            continue;
        }
        switch (s->kind) {
        case TL_STMT_FOR:
            /* a serial loop of one integer var from 0 (range(E)) may move
             * a tile; the others (parallel, vectorized) cannot */
            if ((s->loop.kind == TL_LOOP_SERIAL || s->loop.kind == TL_LOOP_PIPELINED) && s->loop.nvars == 1 &&
                !s->loop.begin[0] && tl_dtype_is_int(s->loop.vars[0]->dtype) && depth < MAX_DEPTH) {
                stack[depth] = s;
                walk(x, &s->loop.body, stack, depth + 1);
            } else {
                walk(x, &s->loop.body, stack, depth);
            }
            break;
        case TL_STMT_IF:
            walk(x, &s->ifs.then_body, stack, depth);
            walk(x, &s->ifs.else_body, stack, depth);
            break;
        case TL_STMT_WHILE: walk(x, &s->whiles.body, stack, 0); break;
        default: break;
        }
    }
}

bool tl_cpu_prefetch_tiles(struct tl_compilation *c, tl_error *err)
{
    for (size_t i = 0; i < c->module->nkernels; i++) {
        pf_cx x = {c->arena, c->module->kernels[i], false};
        const tl_stmt *stack[MAX_DEPTH];
        walk(&x, &x.k->body, stack, 0);
        if (x.oom)
            return TL_TX_OOM(err);
    }
    return true;
}
