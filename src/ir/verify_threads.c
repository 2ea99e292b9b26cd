/*
 * verify_threads.c: the verifier's rules for threads regions and warp
 * operations (docs/language.md, "Threads and warps"), a walk of its own over
 * a kernel that tl_ir_verify runs after its other checks.
 *
 *   - a threads region (`for t in threads()`, tl_stmt.loop.region) stands
 *     at block level: not inside a parallel or pipelined loop or another
 *     region; it holds no tile op, no allocation, no parallel or pipelined
 *     loop, and touches no `local` buffer (one per thread outside the
 *     region, so which thread's copy it would mean is not defined);
 *   - a warp operation stands only in a region, where every thread of the
 *     block reaches it together: not under an if or a while of the region,
 *     nor in a loop whose bounds a thread's own values decide or that a
 *     break or continue leaves; not in select's arms nor on the right of
 *     && or || (evaluated by some lanes only), nor in a loop bound; and the
 *     block is whole warps (its thread count a multiple of 32).
 *
 * Flow: tl_lang_compile -> tl_ir_verify -> here. The interpreter, the CPU
 * lowering (src/cpu/lower_threads.c) and the GPU emitters rely on these.
 */
#include <stdarg.h>
#include <stdlib.h>

#include "ir/ir.h"

typedef struct walker {
    const tl_kernel *k;
    tl_diag *d;
    int errors;
    bool *per_thread; /* by var id: declared in the region (its value may differ between threads) */
    bool in_region;
    int outer_loops;  /* parallel or pipelined loops around, outside a region */
    const char *diverge; /* why threads may part here, or NULL */
} walker;

static void werr(walker *w, tl_srcloc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void werr(walker *w, tl_srcloc loc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    tl_diag_verror(w->d, loc, fmt, ap);
    va_end(ap);
    w->errors++;
}

/* Whether e reads a per-thread variable. */
static bool varies(const walker *w, const tl_expr *e)
{
    if (!e)
        return false;
    switch (e->kind) {
    case TL_EXPR_INT:
    case TL_EXPR_FLOAT: return false;
    case TL_EXPR_VAR: return e->var->id >= 0 && e->var->id < w->k->nvars && w->per_thread[e->var->id];
    case TL_EXPR_BINARY: return varies(w, e->bin.a) || varies(w, e->bin.b);
    case TL_EXPR_UNARY: return varies(w, e->un.a);
    case TL_EXPR_SELECT: return varies(w, e->sel.cond) || varies(w, e->sel.a) || varies(w, e->sel.b);
    case TL_EXPR_CAST: return varies(w, e->cast.a);
    case TL_EXPR_CALL:
        /* a warp reduction or vote gives every lane of a warp one value,
         * but warps differ: per thread all the same */
        if (tl_mathfn_is_warp(e->call.fn))
            return true;
        for (int i = 0; i < e->call.nargs; i++)
            if (varies(w, e->call.args[i]))
                return true;
        return false;
    case TL_EXPR_LOAD:
        /* memory another thread of the region writes would be a race:
         * a load varies with its indices */
        for (int i = 0; i < e->load.nidx; i++)
            if (varies(w, e->load.idx[i]))
                return true;
        return false;
    }
    return true;
}

/* Checks the warp operations of e; cond: e is evaluated by some lanes only. */
static void check_expr(walker *w, const tl_expr *e, const char *cond)
{
    if (!e)
        return;
    switch (e->kind) {
    case TL_EXPR_INT:
    case TL_EXPR_FLOAT:
    case TL_EXPR_VAR: return;
    case TL_EXPR_BINARY:
        check_expr(w, e->bin.a, cond);
        check_expr(w, e->bin.b,
                   e->bin.op == TL_BIN_AND || e->bin.op == TL_BIN_OR ? "on the right of && or ||" : cond);
        return;
    case TL_EXPR_UNARY: check_expr(w, e->un.a, cond); return;
    case TL_EXPR_SELECT:
        check_expr(w, e->sel.cond, cond);
        check_expr(w, e->sel.a, "in an arm of select");
        check_expr(w, e->sel.b, "in an arm of select");
        return;
    case TL_EXPR_CAST: check_expr(w, e->cast.a, cond); return;
    case TL_EXPR_CALL:
        if (tl_mathfn_is_warp(e->call.fn)) {
            const char *name = tl_mathfn_name(e->call.fn);
            if (!w->in_region)
                werr(w, e->loc, "%s is a warp operation: it is allowed only inside a threads region (for t in threads())",
                     name);
            else if (w->diverge)
                werr(w, e->loc, "%s must be reached by every thread of the block together, not %s", name, w->diverge);
            else if (cond)
                werr(w, e->loc, "%s would run in some lanes only (%s): compute it with a let first", name, cond);
        }
        for (int i = 0; i < e->call.nargs; i++)
            check_expr(w, e->call.args[i], cond);
        return;
    case TL_EXPR_LOAD:
        if (w->in_region && e->load.buf->scope == TL_SCOPE_LOCAL)
            werr(w, e->loc, "local buffer '%s' is one per thread outside the region: a threads region cannot use it "
                 "(use a var, or a shared buffer indexed by the thread)", e->load.buf->name);
        for (int i = 0; i < e->load.nidx; i++)
            check_expr(w, e->load.idx[i], cond);
        return;
    }
}

static void walk_block(walker *w, const tl_block *b);

/* Whether b holds a break or continue that leaves the loop whose body it is. */
static bool jumps_out(const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_BREAK || s->kind == TL_STMT_CONTINUE)
            return true;
        if (s->kind == TL_STMT_IF && (jumps_out(&s->ifs.then_body) || jumps_out(&s->ifs.else_body)))
            return true;
    }
    return false;
}

static void walk_region(walker *w, const tl_stmt *s)
{
    if (w->in_region) {
        werr(w, s->loc, "a threads region cannot be inside another threads region");
        return;
    }
    if (w->outer_loops) {
        werr(w, s->loc, "a threads region stands at block level, not inside a parallel or pipelined loop");
        return;
    }
    int64_t n = 1;
    for (int d = 0; d < w->k->nthreads_dims; d++)
        n *= w->k->threads[d];
    if (n % TL_WARP_SIZE != 0 && tl_ir_stmt_has_warp(s))
        werr(w, s->loc, "warp operations need whole warps: the block has %lld threads, not a multiple of %d",
             (long long)n, TL_WARP_SIZE);
    w->in_region = true;
    w->per_thread[s->loop.vars[0]->id] = true;
    walk_block(w, &s->loop.body);
    w->in_region = false;
    w->diverge = NULL;
}

static void walk_stmt(walker *w, const tl_stmt *s)
{
    switch (s->kind) {
    case TL_STMT_PREFETCH: return; /* lowered IR: no threads region left */
    case TL_STMT_ALLOC:
        if (w->in_region)
            werr(w, s->loc, "allocate '%s' outside the threads region", s->alloc.buf->name);
        return;
    case TL_STMT_LET:
        check_expr(w, s->let.value, NULL);
        if (w->in_region)
            w->per_thread[s->let.var->id] = true;
        return;
    case TL_STMT_STORE:
        if (w->in_region && s->store.buf->scope == TL_SCOPE_LOCAL)
            werr(w, s->loc, "local buffer '%s' is one per thread outside the region: a threads region cannot use it "
                 "(use a var, or a shared buffer indexed by the thread)", s->store.buf->name);
        for (int i = 0; i < s->store.nidx; i++)
            check_expr(w, s->store.idx[i], NULL);
        check_expr(w, s->store.value, NULL);
        return;
    case TL_STMT_TILE:
        if (w->in_region)
            werr(w, s->loc, "%s is collective over the block: write it outside the threads region",
                 tl_tileop_name(s->tile.op));
        for (int i = 0; i < s->tile.nargs; i++)
            if (s->tile.args[i].starts)
                for (int d = 0; d < s->tile.args[i].buf->ndim; d++)
                    check_expr(w, s->tile.args[i].starts[d], NULL);
        check_expr(w, s->tile.value, NULL);
        return;
    case TL_STMT_IF: {
        check_expr(w, s->ifs.cond, NULL);
        const char *saved = w->diverge;
        if (w->in_region && !w->diverge)
            w->diverge = "under an if of the threads region";
        walk_block(w, &s->ifs.then_body);
        walk_block(w, &s->ifs.else_body);
        w->diverge = saved;
        return;
    }
    case TL_STMT_WHILE: {
        const char *saved = w->diverge;
        if (w->in_region && !w->diverge)
            w->diverge = "in a while loop of the threads region";
        check_expr(w, s->whiles.cond, NULL);
        walk_block(w, &s->whiles.body);
        w->diverge = saved;
        return;
    }
    case TL_STMT_FOR: {
        if (s->loop.region) {
            walk_region(w, s);
            return;
        }
        if (w->in_region && (s->loop.kind == TL_LOOP_PARALLEL || s->loop.kind == TL_LOOP_PIPELINED)) {
            werr(w, s->loc, "a %s loop cannot be inside a threads region (its thread index is the region's)",
                 tl_loop_kind_name(s->loop.kind));
            return;
        }
        bool uniform = true;
        for (int i = 0; i < s->loop.nvars; i++) {
            if (tl_ir_expr_has_warp(s->loop.begin[i]) || tl_ir_expr_has_warp(s->loop.end[i])) {
                werr(w, s->loc, "a loop bound cannot call a warp operation: compute it with a let first");
                return;
            }
            check_expr(w, s->loop.begin[i], NULL);
            check_expr(w, s->loop.end[i], NULL);
            uniform = uniform && !varies(w, s->loop.begin[i]) && !varies(w, s->loop.end[i]);
        }
        const char *saved = w->diverge;
        bool outer = !w->in_region && (s->loop.kind == TL_LOOP_PARALLEL || s->loop.kind == TL_LOOP_PIPELINED);
        if (w->in_region && !w->diverge && !uniform)
            w->diverge = "in a loop whose bounds differ between threads";
        else if (w->in_region && !w->diverge && jumps_out(&s->loop.body))
            w->diverge = "in a loop that a break or continue leaves";
        if (w->in_region && !uniform)
            for (int i = 0; i < s->loop.nvars; i++)
                w->per_thread[s->loop.vars[i]->id] = true;
        w->outer_loops += outer;
        walk_block(w, &s->loop.body);
        w->outer_loops -= outer;
        w->diverge = saved;
        return;
    }
    case TL_STMT_BARRIER:
    case TL_STMT_BREAK:
    case TL_STMT_CONTINUE: return;
    }
}

static void walk_block(walker *w, const tl_block *b)
{
    for (size_t i = 0; i < b->n && !w->d->stopped; i++)
        if (b->items[i])
            walk_stmt(w, b->items[i]);
}

int tl_ir_verify_threads(const tl_kernel *k, tl_diag *d)
{
    walker w = {0};
    w.k = k;
    w.d = d;
    w.per_thread = calloc((size_t)(k->nvars > 0 ? k->nvars : 1), sizeof(bool));
    if (!w.per_thread) {
        tl_srcloc none = {0};
        werr(&w, none, "out of memory while verifying");
        return w.errors;
    }
    walk_block(&w, &k->body);
    free(w.per_thread);
    return w.errors;
}
