/*
 * sink_allocs.c: the cpu pass sink_allocations. An on-chip buffer starts as
 * zeros (docs/language.md), so a block zeroes every buffer it allocates, and
 * kernels declare their buffers at the top: softmax, rmsnorm and layernorm
 * hold one set of tiles for each row length they handle and use one set per
 * launch, yet a block zeroed all of them (57 KiB for softmax, more than a
 * third of what a block of its long rows reads). Here an allocation at the
 * kernel's top moves into the branch of the `if` that alone uses the buffer,
 * down through nested ifs, so a block zeroes only the buffers of the branch
 * it takes. It never moves into a loop (the buffer would be zeroed again at
 * every iteration, losing what it carries from one to the next); a buffer
 * that has views, or is one, stays where it is.
 *
 * Then an allocation whose buffer is first used by a loop nest that writes
 * every element (the copy that loads a tile, a fill; or such a nest in both
 * branches of an if; or at the start of every iteration of a loop after
 * which the buffer is not used, as a GEMM loads its tiles at each K step) is
 * marked scratch (tl_buffer.scratch, as the GPU pipeline's mark_overwritten
 * marks them), and the codegens leave out its zero fill: vector_add zeroed
 * 12 KiB a block to move 12 KiB, gemm_cpu.tile 384 KiB a block.
 *
 * Flow: after lower_threads_to_loops (which adds its per-thread arrays at the
 * top), before simplify and vectorize_loop.
 */
#include <string.h>

#include "backend/internal.h"
#include "registry.h"
#include "transform/transform.h"

static bool expr_uses(const tl_expr *e, const tl_buffer *b) { return tl_ir_expr_loads_buf(e, b); }
static bool stmt_uses(const tl_stmt *s, const tl_buffer *b) { return tl_ir_stmt_names_buf(s, b, true); }
static bool block_uses(const tl_block *blk, const tl_buffer *b) { return tl_ir_block_names_buf(blk, b); }

/* The only statement of blk that uses b, or NULL (none, or several). */
static tl_stmt *only_user(const tl_block *blk, const tl_buffer *b)
{
    tl_stmt *u = NULL;
    for (size_t i = 0; i < blk->n; i++)
        if (stmt_uses(blk->items[i], b)) {
            if (u)
                return NULL;
            u = blk->items[i];
        }
    return u;
}

/* The innermost branch (of ifs only) of blk that holds every use of b;
 * blk itself when there is none deeper. */
static tl_block *home(tl_block *blk, const tl_buffer *b)
{
    for (;;) {
        tl_stmt *u = only_user(blk, b);
        if (!u || u->kind != TL_STMT_IF || expr_uses(u->ifs.cond, b))
            return blk;
        bool t = block_uses(&u->ifs.then_body, b), e = block_uses(&u->ifs.else_body, b);
        if (t && e)
            return blk;
        blk = t ? &u->ifs.then_body : &u->ifs.else_body;
    }
}

/* Puts s after the allocations that open blk (those moved there before it
 * keep their order). */
static bool prepend(tl_arena *a, tl_block *blk, tl_stmt *s)
{
    tl_block nb = {0};
    size_t at = 0;
    while (at < blk->n && blk->items[at]->kind == TL_STMT_ALLOC)
        at++;
    for (size_t i = 0; i <= blk->n; i++)
        if ((i == at && !tl_ir_block_append(a, &nb, s)) || (i < blk->n && !tl_ir_block_append(a, &nb, blk->items[i])))
            return false;
    *blk = nb;
    return true;
}

/* Whether s is a loop nest that stores every element of b, in order of its
 * dims, from values that do not read b: `for i in range(d0) { for j in
 * range(d1) { b[i, j] = v } }`, as lower_tile_ops makes a copy or a fill.
 * The innermost body may hold lets and stores into other buffers beside it
 * (layernorm's `let x = ..; X_r[i, j] = x; sq_r[i, j] = x * x`), none of
 * which reads b. */
static bool writes_all(const tl_stmt *s, const tl_buffer *b)
{
    const tl_var *vars[TL_IR_MAX_DIMS];
    for (int d = 0; d < b->ndim; d++) {
        int64_t n = 0, want = 0;
        if (s->kind != TL_STMT_FOR || s->loop.nvars != 1 || s->loop.begin[0] ||
            !tl_ir_is_const_int(s->loop.end[0], &n) || !tl_ir_is_const_int(b->dims[d], &want) || n != want)
            return false;
        vars[d] = s->loop.vars[0];
        if (d + 1 < b->ndim) {
            if (s->loop.body.n != 1)
                return false;
            s = s->loop.body.items[0];
        }
    }
    bool whole = false;
    for (size_t k = 0; k < s->loop.body.n; k++) {
        const tl_stmt *t = s->loop.body.items[k];
        if (t->kind == TL_STMT_LET) {
            if (t->let.assign || expr_uses(t->let.value, b))
                return false;
            continue;
        }
        if (t->kind != TL_STMT_STORE || expr_uses(t->store.value, b))
            return false;
        for (int d = 0; d < t->store.nidx; d++)
            if (expr_uses(t->store.idx[d], b))
                return false;
        if (t->store.buf != b)
            continue;
        if (t->store.nidx != b->ndim)
            return false;
        for (int d = 0; d < b->ndim; d++) {
            const tl_expr *i = t->store.idx[d];
            if (i->kind != TL_EXPR_VAR || i->var != vars[d])
                return false;
        }
        whole = true;
    }
    return whole;
}

/* Whether a statement of blk from item `from` on uses b. */
static bool used_from(const tl_block *blk, size_t from, const tl_buffer *b)
{
    for (size_t i = from; i < blk->n; i++)
        if (stmt_uses(blk->items[i], b))
            return true;
    return false;
}

/* Whether the first statement of blk (from item `from`) that uses b writes
 * all of it first: a loop nest as above, an if whose branches both do, or a
 * loop whose body does at every iteration (the copies that load a GEMM's
 * tiles at each K step) when b is not used after it (`later`: nor after blk):
 * a loop that runs no iteration leaves b unwritten. */
static bool written_first(const tl_block *blk, size_t from, const tl_buffer *b, bool later)
{
    for (size_t i = from; i < blk->n; i++) {
        const tl_stmt *s = blk->items[i];
        if (!stmt_uses(s, b))
            continue;
        bool after = later || used_from(blk, i + 1, b);
        if (s->kind == TL_STMT_IF)
            return !expr_uses(s->ifs.cond, b) && written_first(&s->ifs.then_body, 0, b, after) &&
                   written_first(&s->ifs.else_body, 0, b, after);
        if (writes_all(s, b))
            return true;
        if (s->kind != TL_STMT_FOR || after)
            return false;
        for (int v = 0; v < s->loop.nvars; v++)
            if (expr_uses(s->loop.begin[v], b) || expr_uses(s->loop.end[v], b))
                return false;
        return written_first(&s->loop.body, 0, b, false);
    }
    return false; /* not used on this path: nothing to skip */
}

/* Marks the allocations of blk (and of the blocks in it) whose zero fill
 * is dead. */
static void mark_written_first(tl_block *top, tl_block *blk)
{
    for (size_t i = 0; i < blk->n; i++) {
        tl_stmt *s = blk->items[i];
        switch (s->kind) {
        case TL_STMT_ALLOC:
            if (!s->alloc.buf->view_of && !tl_ir_block_has_view_of(top, s->alloc.buf) && written_first(blk, i + 1, s->alloc.buf, false))
                s->alloc.buf->scratch = true;
            break;
        case TL_STMT_FOR: mark_written_first(top, &s->loop.body); break;
        case TL_STMT_WHILE: mark_written_first(top, &s->whiles.body); break;
        case TL_STMT_IF:
            mark_written_first(top, &s->ifs.then_body);
            mark_written_first(top, &s->ifs.else_body);
            break;
        default: break;
        }
    }
}

static bool sink_kernel(tl_arena *a, tl_kernel *k)
{
    tl_block *top = &k->body;
    for (size_t i = 0; i < top->n;) {
        tl_stmt *s = top->items[i];
        tl_buffer *b = s->kind == TL_STMT_ALLOC ? s->alloc.buf : NULL;
        if (!b || b->view_of || tl_ir_block_has_view_of(top, b)) {
            i++;
            continue;
        }
        /* the uses of b are the statements after its allocation */
        tl_block rest = {top->items + i + 1, top->n - i - 1};
        tl_block *h = home(&rest, b);
        if (h == &rest) {
            i++;
            continue;
        }
        memmove(top->items + i, top->items + i + 1, (top->n - i - 1) * sizeof *top->items);
        top->n--;
        if (!prepend(a, h, s))
            return false;
    }
    mark_written_first(top, top);
    return true;
}

bool tl_cpu_sink_allocations(struct tl_compilation *c, tl_error *err)
{
    for (size_t i = 0; i < c->module->nkernels; i++)
        if (!sink_kernel(c->arena, c->module->kernels[i]))
            return TL_TX_OOM(err);
    return true;
}
