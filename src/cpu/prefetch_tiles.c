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
 * caches already), as are rows of fewer than a line. The codegens write a
 * prefetch as `__builtin_prefetch` (c) or `llvm.prefetch` (llvm), both a
 * hint that never faults, with an address computed without assuming it
 * lies inside X (the next tile may be past X's edge, where its copy is
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


/* Whether v is declared in b (a let, a var or a loop's). */
static bool declared_in(const tl_block *b, const tl_var *v)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_LET && s->let.var == v)
            return true;
        if (s->kind == TL_STMT_FOR) {
            for (int d = 0; d < s->loop.nvars; d++)
                if (s->loop.vars[d] == v)
                    return true;
            if (declared_in(&s->loop.body, v))
                return true;
        }
        if (s->kind == TL_STMT_IF && (declared_in(&s->ifs.then_body, v) || declared_in(&s->ifs.else_body, v)))
            return true;
        if (s->kind == TL_STMT_WHILE && declared_in(&s->whiles.body, v))
            return true;
    }
    return false;
}

/* Only integer arithmetic on literals and vars that are loop vars (c, j,
 * the copy's row loops) or declared outside the loop over c (a let in it
 * may change with c in ways the substitution below would not follow). */
static bool plain_index(const tl_expr *e, const tl_var *c, const tl_var *j, const tl_block *body)
{
    switch (e->kind) {
    case TL_EXPR_INT: return true;
    case TL_EXPR_VAR:
        /* the row loops of the copy (declared in the body) are fine: they
         * are the same in the next iteration's row */
        return e->var == c || e->var == j || e->var->kind == TL_VAR_LOOP || !declared_in(body, e->var);
    case TL_EXPR_BINARY:
        return e->bin.op != TL_BIN_DIV && e->bin.op != TL_BIN_MOD && plain_index(e->bin.a, c, j, body) &&
               plain_index(e->bin.b, c, j, body);
    case TL_EXPR_CAST: return !e->cast.bits && tl_dtype_is_int(e->dtype) && plain_index(e->cast.a, c, j, body);
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

/* B[.., j] = X[...] with X global, its last index moving with j by one:
 * the row of a tile copy (its load, else NULL; *n its length). */
static const tl_stmt *copy_row(const tl_stmt *loop, int64_t *n)
{
    if (loop->kind != TL_STMT_FOR || loop->loop.kind != TL_LOOP_VECTORIZED || loop->loop.nvars != 1 || loop->loop.begin[0] ||
        !tl_ir_is_const_int(loop->loop.end[0], n) || loop->loop.body.n != 1)
        return NULL;
    const tl_var *j = loop->loop.vars[0];
    const tl_stmt *st = loop->loop.body.items[0];
    if (st->kind != TL_STMT_STORE || st->store.buf->scope == TL_SCOPE_GLOBAL || st->store.value->kind != TL_EXPR_LOAD)
        return NULL;
    const tl_expr *ld = st->store.value;
    const tl_buffer *X = ld->load.buf;
    if (X->scope != TL_SCOPE_GLOBAL || tl_dtype_bits(X->dtype) < 8 || ld->load.nidx != X->ndim)
        return NULL; /* packed 4-bit and bool elements: no whole bytes to count lines in */
    for (int d = 0; d < ld->load.nidx - 1; d++)
        if (tl_ir_expr_uses_var(ld->load.idx[d], j))
            return NULL;
    /* the last index: j itself or something + j (unit stride) */
    const tl_expr *last = ld->load.idx[ld->load.nidx - 1];
    while (last->kind == TL_EXPR_CAST)
        last = last->cast.a;
    const tl_expr *jb = last->kind == TL_EXPR_BINARY && last->bin.op == TL_BIN_ADD ? last->bin.b : NULL;
    while (jb && jb->kind == TL_EXPR_CAST)
        jb = jb->cast.a;
    bool unit = (last->kind == TL_EXPR_VAR && last->var == j) ||
                (jb && jb->kind == TL_EXPR_VAR && jb->var == j && !tl_ir_expr_uses_var(last->bin.a, j));
    return unit ? st : NULL;
}

/* The prefetch of the next iteration of tile loop cl's row of copy `loop`
 * (its load ld, n elements): if c + 1 < E { for o { prefetch ... } }. */
static tl_stmt *prefetch_of(pf_cx *x, const tl_stmt *cl, const tl_stmt *loop, const tl_expr *ld, int64_t n)
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
    ol->loop.end[0] = ok(x, tl_ir_int(x->a, j->dtype, (n + per - 1) / per, l));
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

/* The loop that moves the tile of copy row st over its tensor: the
 * innermost enclosing serial loop whose var the load's index reads and the
 * store's does not (a loop over the tile's rows reads both), its index
 * otherwise plain over that loop's body; NULL if none. */
static const tl_stmt *tile_loop(const tl_stmt *const *stack, int depth, const tl_stmt *st, const tl_var *j)
{
    const tl_expr *ld = st->store.value;
    for (int k = depth - 1; k >= 0; k--) {
        const tl_var *c = stack[k]->loop.vars[0];
        bool in_load = false, in_store = false, plain = true;
        for (int d = 0; d < ld->load.nidx; d++) {
            in_load |= tl_ir_expr_uses_var(ld->load.idx[d], c);
            plain &= plain_index(ld->load.idx[d], c, j, &stack[k]->loop.body);
        }
        for (int d = 0; d < st->store.nidx; d++)
            in_store |= tl_ir_expr_uses_var(st->store.idx[d], c);
        if (in_load && !in_store)
            return plain ? stack[k] : NULL;
    }
    return NULL;
}

static void walk(pf_cx *x, tl_block *b, const tl_stmt **stack, int depth)
{
    for (size_t i = 0; i < b->n && !x->oom; i++) {
        tl_stmt *s = b->items[i];
        int64_t n = 0;
        const tl_stmt *st = copy_row(s, &n);
        const tl_stmt *cl = st ? tile_loop(stack, depth, st, s->loop.vars[0]) : NULL;
        if (cl && n * (tl_dtype_bits(st->store.value->load.buf->dtype) / 8) >= LINE_BYTES) {
            tl_stmt *pf = prefetch_of(x, cl, s, st->store.value, n);
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
