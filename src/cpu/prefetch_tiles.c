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
 * copied). */
static const tl_stmt *tile_loop(const tl_stmt *const *stack, int depth, const tl_stmt *st, const tl_expr *ld,
                                const tl_var *j)
{
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
        if (in_load && !in_store)
            return plain ? stack[k] : NULL;
        if (in_load && !rows)
            rows = plain_lets ? stack[k] : NULL;
    }
    return rows;
}

static void walk(pf_cx *x, tl_block *b, const tl_stmt **stack, int depth)
{
    for (size_t i = 0; i < b->n && !x->oom; i++) {
        tl_stmt *s = b->items[i];
        int64_t n = 0;
        const tl_stmt *st = NULL;
        const tl_expr *ld = copy_row(s, &st);
        const tl_stmt *cl = ld ? tile_loop(stack, depth, st, ld, s->loop.vars[0]) : NULL;
        bool short_row = cl && tl_ir_is_const_int(s->loop.end[0], &n) && n * (tl_dtype_bits(ld->load.buf->dtype) / 8) < LINE_BYTES;
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
