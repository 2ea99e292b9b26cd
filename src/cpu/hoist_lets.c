/*
 * hoist_lets.c: the cpu pass hoist_invariant_lets. A row kernel computes a
 * row's statistics inside the loop over the row's columns, where a GPU
 * keeps them in the registers of the threads that hold the row:
 *
 *   for j in vectorized(n) {
 *       let mu = mean_s[i] * inv_n
 *       let r = rsqrt(max(rstd_s[i] * inv_n - mu * mu, 0.0) + EPS)
 *       Y[.., j] = (X_s[i, j] - mu) * r * W[j] + B[j]
 *   }
 *
 * Neither C compiler nor LLVM reliably takes them out of the loop: GCC
 * computed layernorm's double sqrt and division once a vector or once a
 * row depending on what surrounded the loop, and LLVM 19 gathered the
 * row's sums as masked loads every 16 elements. Here a let at the top of a
 * loop's body whose value is the same in every iteration moves before the
 * loop, innermost loops first (so it can leave several):
 *
 *   - it reads vars bound outside the loop (parameters, dims, block
 *     indices, enclosing loops' vars, lets before the loop or hoisted
 *     already), no `var` (which may be reassigned);
 *   - it loads only on-chip buffers that the loop does not write (no store,
 *     no tile op on them in it) and that are not allocated in it, at
 *     indices that are constants inside the buffer or the vars of enclosing
 *     loops that run inside it (`mean_s[i]`, i in range(R), R the buffer's
 *     length): computed before the loop even when the loop runs no
 *     iteration, such a load stays inside its buffer;
 *   - it calls no warp operation;
 *   - it loads or calls something (pure integer or float arithmetic the
 *     compilers hoist themselves, and moving it only lengthens the live
 *     ranges);
 *   - its variable has no other let (split_masked_loops copies a loop's
 *     body into pieces with their lets: two of them hoisted into one block
 *     would declare one variable twice, with values that may differ).
 *
 * tilec's arithmetic is total (integer division included), so evaluating
 * the value once more, or where the loop would not have run, changes no
 * result and cannot fault. A loop whose body is then one if with no else
 * and an invariant condition (by the same rules; plain arithmetic too)
 * becomes that if around the loop (unswitched).
 *
 * Flow: after narrow_masked_columns, before stream_stores (which takes a
 * row loop whose body is its one store: layernorm's short rows, whose
 * statistics and row test were inside it, are streamed since) and
 * prefetch_tiles; both codegens (C and LLVM) see the hoisted lets.
 */
#include <string.h>

#include "backend/internal.h"
#include "registry.h"
#include "transform/transform.h"

#define MAX_LOOPS 32

typedef struct hoist_cx {
    tl_arena *a;
    const tl_stmt *loops[MAX_LOOPS]; /* the loops enclosing the one at hand */
    int nloops;
    /* per var id, how many lets declare it: a loop copied into pieces
     * (split_masked_loops) declares one var in each, which must not meet
     * in one block */
    int *decls;
    int nvars;
    bool oom;
} hoist_cx;

static void count_decls(hoist_cx *x, const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_LET:
            if (!s->let.assign && s->let.var->id >= 0 && s->let.var->id < x->nvars)
                x->decls[s->let.var->id]++;
            break;
        case TL_STMT_FOR: count_decls(x, &s->loop.body); break;
        case TL_STMT_IF:
            count_decls(x, &s->ifs.then_body);
            count_decls(x, &s->ifs.else_body);
            break;
        case TL_STMT_WHILE: count_decls(x, &s->whiles.body); break;
        default: break;
        }
    }
}

/* Whether b writes buf (a store, a tile op on it) or allocates it. */
static bool touches_buf(const tl_block *b, const tl_buffer *buf)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_ALLOC:
            if (s->alloc.buf == buf)
                return true;
            break;
        case TL_STMT_STORE:
            if (s->store.buf == buf)
                return true;
            break;
        case TL_STMT_TILE:
            for (int r = 0; r < s->tile.nargs; r++)
                if (s->tile.args[r].buf == buf)
                    return true;
            break;
        case TL_STMT_FOR:
            if (touches_buf(&s->loop.body, buf))
                return true;
            break;
        case TL_STMT_WHILE:
            if (touches_buf(&s->whiles.body, buf))
                return true;
            break;
        case TL_STMT_IF:
            if (touches_buf(&s->ifs.then_body, buf) || touches_buf(&s->ifs.else_body, buf))
                return true;
            break;
        default: break;
        }
    }
    return false;
}

/* e, an index of dim d of buf, lies inside it wherever it is evaluated
 * before the loop: a constant in [0, len), or the var of an enclosing loop
 * over [0, E) with E <= len. */
static bool index_inside(const hoist_cx *x, const tl_buffer *buf, int d, const tl_expr *e)
{
    int64_t len, v, end;
    if (d >= buf->ndim || !tl_ir_is_const_int(buf->dims[d], &len))
        return false;
    if (tl_ir_is_const_int(e, &v))
        return v >= 0 && v < len;
    if (e->kind != TL_EXPR_VAR || e->var->kind != TL_VAR_LOOP)
        return false;
    for (int k = 0; k < x->nloops; k++) {
        const tl_stmt *l = x->loops[k];
        for (int i = 0; i < l->loop.nvars; i++)
            if (l->loop.vars[i] == e->var)
                return !l->loop.begin[i] && tl_ir_is_const_int(l->loop.end[i], &end) && end <= len;
    }
    return false;
}

/* Whether e has the same value in every iteration of loop l (see the top
 * of the file); *reads: it loads or calls. */
static bool invariant(const hoist_cx *x, const tl_stmt *l, const tl_expr *e, bool *reads)
{
    switch (e->kind) {
    case TL_EXPR_INT:
    case TL_EXPR_FLOAT: return true;
    case TL_EXPR_VAR:
        if (e->var->kind == TL_VAR_MUT)
            return false;
        for (int i = 0; i < l->loop.nvars; i++)
            if (l->loop.vars[i] == e->var)
                return false;
        return !tl_ir_block_binds(&l->loop.body, e->var);
    case TL_EXPR_BINARY: return invariant(x, l, e->bin.a, reads) && invariant(x, l, e->bin.b, reads);
    case TL_EXPR_UNARY: return invariant(x, l, e->un.a, reads);
    case TL_EXPR_SELECT:
        return invariant(x, l, e->sel.cond, reads) && invariant(x, l, e->sel.a, reads) &&
               invariant(x, l, e->sel.b, reads);
    case TL_EXPR_CAST: return invariant(x, l, e->cast.a, reads);
    case TL_EXPR_LOAD:
        if (e->load.buf->scope == TL_SCOPE_GLOBAL || e->load.nidx != e->load.buf->ndim ||
            touches_buf(&l->loop.body, e->load.buf))
            return false;
        for (int d = 0; d < e->load.nidx; d++)
            if (!index_inside(x, e->load.buf, d, e->load.idx[d]))
                return false;
        *reads = true;
        return true;
    case TL_EXPR_CALL:
        if (tl_mathfn_is_warp(e->call.fn))
            return false;
        for (int i = 0; i < e->call.nargs; i++)
            if (!invariant(x, l, e->call.args[i], reads))
                return false;
        *reads = true;
        return true;
    default: return false;
    }
}

/* Moves the lets of loop l's body to put before l into out, in their
 * order. A hoisted let leaves the body at once, so the lets after it that
 * read it see it bound outside. */
static void take_lets(hoist_cx *x, tl_stmt *l, tl_block *out)
{
    tl_block *body = &l->loop.body;
    for (size_t i = 0; i < body->n && !x->oom; i++) {
        tl_stmt *s = body->items[i];
        bool reads = false;
        if (s->kind != TL_STMT_LET || s->let.assign || s->let.var->kind != TL_VAR_LET ||
            s->let.var->id < 0 || s->let.var->id >= x->nvars || x->decls[s->let.var->id] != 1 ||
            !invariant(x, l, s->let.value, &reads) || !reads)
            continue;
        if (!tl_ir_block_append(x->a, out, s))
            x->oom = true;
        memmove(&body->items[i], &body->items[i + 1], (body->n - i - 1) * sizeof *body->items);
        body->n--;
        i--;
    }
}

/* The loop l as `if c { l }` when l's body is (now) one if with no else
 * whose condition c is the same in every iteration (a masked copy's row
 * test left inside the loop over the row's columns: layernorm's short rows,
 * `for j3 { if bx * 16 + i < M { Y[bx * 16 + i, j3] = ... } }`); else l.
 * The loop then is a plain row loop that stream_stores and the compilers'
 * vectorizers take whole; c is evaluated once, also where the loop would
 * not have run (tilec's arithmetic is total). */
static tl_stmt *unswitched(hoist_cx *x, tl_stmt *l)
{
    tl_block *body = &l->loop.body;
    bool reads = false;
    if (body->n != 1 || body->items[0]->kind != TL_STMT_IF)
        return l;
    tl_stmt *c = body->items[0];
    if (c->ifs.has_else || c->ifs.else_body.n || !invariant(x, l, c->ifs.cond, &reads))
        return l;
    tl_stmt *out = tl_ir_new_stmt(x->a, TL_STMT_IF, c->loc);
    tl_block inner = {0};
    if (!out || !tl_ir_block_append(x->a, &inner, l)) {
        x->oom = true;
        return l;
    }
    out->ifs.cond = c->ifs.cond;
    l->loop.body = c->ifs.then_body;
    out->ifs.then_body = inner;
    return out;
}

/* Hoists out of the loops of b, innermost first: b is rebuilt with each
 * loop's lets right before it (and the loop inside its invariant if). */
static void walk(hoist_cx *x, tl_block *b)
{
    tl_block nb = {0};
    for (size_t i = 0; i < b->n && !x->oom; i++) {
        tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_FOR:
            if (x->nloops == MAX_LOOPS)
                break;
            x->loops[x->nloops++] = s;
            walk(x, &s->loop.body);
            x->nloops--;
            /* a threads region's lets are per thread: left as they are */
            if (!s->loop.region) {
                take_lets(x, s, &nb);
                s = unswitched(x, s);
            }
            break;
        case TL_STMT_IF:
            walk(x, &s->ifs.then_body);
            walk(x, &s->ifs.else_body);
            break;
        case TL_STMT_WHILE: walk(x, &s->whiles.body); break;
        default: break;
        }
        if (!tl_ir_block_append(x->a, &nb, s))
            x->oom = true;
    }
    if (!x->oom)
        *b = nb;
}

bool tl_cpu_hoist_invariant_lets(struct tl_compilation *c, tl_error *err)
{
    for (size_t i = 0; i < c->module->nkernels; i++) {
        tl_kernel *k = c->module->kernels[i];
        hoist_cx x = {.a = c->arena, .nvars = k->nvars};
        x.decls = tl_arena_array(c->arena, k->nvars > 0 ? (size_t)k->nvars : 1, sizeof *x.decls);
        if (!x.decls)
            return TL_TX_OOM(err);
        count_decls(&x, &k->body);
        walk(&x, &k->body);
        if (x.oom)
            return TL_TX_OOM(err);
    }
    return true;
}
