/*
 * fuse_rows.c: the cpu pass fuse_row_loops. Consecutive serial loops over a
 * block's rows, `for i in range(R)` each (lower_tile_ops' copies and
 * reductions, a parallel loop's outer dimension after
 * lower_threads_to_loops), become one loop whose body runs theirs in order,
 * so that a row is copied, reduced and written while it is in the L1 cache:
 * softmax's short-row path walked its [32, 256] tile five times (32 KiB, the
 * L1 data cache of this machine's cores), one pass a statement.
 *
 * Fused only where no buffer that one of the loops writes is accessed by
 * the other except at row i of iteration i (its first index the loop's
 * variable: iteration i of the second loop then needs nothing but iteration
 * i of the first, which the fused body ran before it), and neither loop
 * assigns a `var` declared outside it, leaves early (break, continue), or
 * holds a tile op, a threads region or a warp operation. Different tensors
 * are taken not to overlap (as forward_copies and the llvm codegen's
 * noalias parameters take them); a tensor that one loop writes and the
 * other reads or writes is not fused, its rows being indexed otherwise than
 * by i. The second loop's variable becomes the first's.
 *
 * Flow: after sink_allocations (which decides from the unfused loops that a
 * buffer written whole before it is read needs no zeroing), before simplify,
 * vectorize_loop and the passes that narrow and split the loops.
 */
#include "backend/internal.h"
#include "registry.h"
#include "transform/transform.h"

#define MAX_ROW_BUFS 64

typedef struct row_access {
    const tl_buffer *buf;
    bool read, written, at_row; /* at_row: every access at [i, ..] */
} row_access;

typedef struct row_sum {
    const tl_var *var;
    const tl_block *body; /* the loop's */
    row_access a[MAX_ROW_BUFS];
    int n;
    bool bad;
} row_sum;

static void note_access(row_sum *r, const tl_buffer *b, int nidx, tl_expr *const *idx, bool write)
{
    const tl_expr *i0 = nidx > 0 ? idx[0] : NULL;
    while (i0 && i0->kind == TL_EXPR_CAST)
        i0 = i0->cast.a;
    bool at_row = i0 && i0->kind == TL_EXPR_VAR && i0->var == r->var;
    for (int k = 0; k < r->n; k++)
        if (r->a[k].buf == b) {
            r->a[k].read |= !write;
            r->a[k].written |= write;
            r->a[k].at_row &= at_row;
            return;
        }
    if (r->n == MAX_ROW_BUFS) {
        r->bad = true;
        return;
    }
    r->a[r->n++] = (row_access){ .buf = b, .read = !write, .written = write, .at_row = at_row };
}

static void sum_expr(row_sum *r, const tl_expr *e)
{
    if (!e || r->bad)
        return;
    switch (e->kind) {
    case TL_EXPR_LOAD:
        note_access(r, e->load.buf, e->load.nidx, e->load.idx, false);
        for (int i = 0; i < e->load.nidx; i++)
            sum_expr(r, e->load.idx[i]);
        break;
    case TL_EXPR_BINARY: sum_expr(r, e->bin.a), sum_expr(r, e->bin.b); break;
    case TL_EXPR_UNARY: sum_expr(r, e->un.a); break;
    case TL_EXPR_SELECT: sum_expr(r, e->sel.cond), sum_expr(r, e->sel.a), sum_expr(r, e->sel.b); break;
    case TL_EXPR_CAST: sum_expr(r, e->cast.a); break;
    case TL_EXPR_CALL:
        if (tl_mathfn_is_warp(e->call.fn))
            r->bad = true;
        for (int i = 0; i < e->call.nargs; i++)
            sum_expr(r, e->call.args[i]);
        break;
    case TL_EXPR_INT:
    case TL_EXPR_FLOAT:
    case TL_EXPR_VAR: break;
    default: r->bad = true; break;
    }
}

static void sum_block(row_sum *r, const tl_block *b)
{
    for (size_t i = 0; i < b->n && !r->bad; i++) {
        const tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_LET:
            sum_expr(r, s->let.value);
            /* a `var` declared outside the loop carries values across rows */
            if (s->let.assign && !tl_ir_find_let(r->body, s->let.var))
                r->bad = true;
            break;
        case TL_STMT_FOR:
            if (s->loop.region) {
                r->bad = true;
                break;
            }
            for (int d = 0; d < s->loop.nvars; d++)
                sum_expr(r, s->loop.begin[d]), sum_expr(r, s->loop.end[d]);
            sum_block(r, &s->loop.body);
            break;
        case TL_STMT_IF:
            sum_expr(r, s->ifs.cond);
            sum_block(r, &s->ifs.then_body);
            sum_block(r, &s->ifs.else_body);
            break;
        case TL_STMT_WHILE:
            sum_expr(r, s->whiles.cond);
            sum_block(r, &s->whiles.body);
            break;
        case TL_STMT_STORE:
            note_access(r, s->store.buf, s->store.nidx, s->store.idx, true);
            for (int d = 0; d < s->store.nidx; d++)
                sum_expr(r, s->store.idx[d]);
            sum_expr(r, s->store.value);
            break;
        case TL_STMT_PREFETCH:
            for (int d = 0; d < s->store.nidx; d++)
                sum_expr(r, s->store.idx[d]);
            break;
        case TL_STMT_ALLOC:
        case TL_STMT_BARRIER: break;
        default: r->bad = true; break; /* tile ops, break, continue */
        }
    }
}

/* The summary of loop s's body. */
static void summarize(row_sum *r, const tl_stmt *s)
{
    r->var = s->loop.vars[0];
    r->body = &s->loop.body;
    r->n = 0;
    r->bad = false;
    sum_block(r, &s->loop.body);
}

/* Adds the accesses of `from` (a loop fused into `into`'s, its variable
 * renamed to into's) to `into`. */
static void merge(row_sum *into, const row_sum *from)
{
    for (int k = 0; k < from->n && !into->bad; k++) {
        const row_access *f = &from->a[k];
        int i = 0;
        while (i < into->n && into->a[i].buf != f->buf)
            i++;
        if (i == into->n) {
            if (into->n == MAX_ROW_BUFS) {
                into->bad = true;
                break;
            }
            into->a[into->n++] = *f;
            continue;
        }
        into->a[i].read |= f->read;
        into->a[i].written |= f->written;
        into->a[i].at_row &= f->at_row;
    }
    into->bad |= from->bad;
}

/* `for v in range(R)`, R a constant above 1: its R, else 0. */
static int64_t row_loop(const tl_stmt *s)
{
    int64_t r = 0;
    if (s->kind != TL_STMT_FOR || s->loop.kind != TL_LOOP_SERIAL || s->loop.nvars != 1 || s->loop.begin[0] ||
        s->loop.region || s->loop.stages || !tl_ir_is_const_int(s->loop.end[0], &r) || r < 2)
        return 0;
    return r;
}

/* Whether loops a and b (their summaries) may run as one. */
static bool fusable(const row_sum *a, const row_sum *b)
{
    if (a->bad || b->bad)
        return false;
    for (int i = 0; i < a->n; i++)
        for (int j = 0; j < b->n; j++)
            if (a->a[i].buf == b->a[j].buf && (a->a[i].written || b->a[j].written) &&
                !(a->a[i].at_row && b->a[j].at_row))
                return false;
    return true;
}

static bool fuse_rows(tl_arena *a, tl_block *b)
{
    /* the blocks inside first: a loop's summary is of its body as fused */
    for (size_t i = 0; i < b->n; i++) {
        tl_stmt *s = b->items[i];
        bool ok = true;
        if (s->kind == TL_STMT_FOR)
            ok = fuse_rows(a, &s->loop.body);
        else if (s->kind == TL_STMT_IF)
            ok = fuse_rows(a, &s->ifs.then_body) && fuse_rows(a, &s->ifs.else_body);
        else if (s->kind == TL_STMT_WHILE)
            ok = fuse_rows(a, &s->whiles.body);
        if (!ok)
            return false;
    }
    size_t out = 0;
    row_sum first, next;
    for (size_t i = 0; i < b->n; i++) {
        tl_stmt *s = b->items[i];
        b->items[out++] = s;
        int64_t r = row_loop(s);
        if (!r)
            continue;
        summarize(&first, s);
        while (i + 1 < b->n && row_loop(b->items[i + 1]) == r &&
               b->items[i + 1]->loop.vars[0]->dtype == s->loop.vars[0]->dtype) {
            tl_stmt *t = b->items[i + 1];
            summarize(&next, t);
            if (!fusable(&first, &next))
                break;
            tl_ir_rename_var(&t->loop.body, t->loop.vars[0], s->loop.vars[0]);
            for (size_t k = 0; k < t->loop.body.n; k++)
                if (!tl_ir_block_append(a, &s->loop.body, t->loop.body.items[k]))
                    return false;
            merge(&first, &next);
            i++;
        }
    }
    b->n = out;
    return true;
}

bool tl_cpu_fuse_row_loops(struct tl_compilation *c, tl_error *err)
{
    for (size_t i = 0; i < c->module->nkernels; i++)
        if (!fuse_rows(c->arena, &c->module->kernels[i]->body))
            return TL_TX_OOM(err);
    return true;
}
