/*
 * lower_threads.c: the cpu pass lower_threads_to_loops. On the CPU a block
 * runs on one core (the launcher deals blocks to cores: tl_rt_run_blocks in
 * the prelude), so its threads become loops: a `parallel` loop, whose
 * iterations GPU threads share, becomes nested serial loops in the order of
 * its variables (the interpreter's order), and a thread-bound loop a serial
 * one. Vector lanes come next, from vectorize_loop on the innermost loops.
 * Barriers stay (they are no-ops when one thread runs the block in order).
 *
 * A threads region (`for t in threads()`) is a parallel loop over the
 * threads; with warp operations in it, its threads must run in lock-step
 * around each of them (the interpreter's definition), so it is cut there:
 * the statements between two warp operations become one loop over the
 * threads, a loop around warp operations (its bounds alike in every thread)
 * stays outside and is cut in turn, and each warp operation becomes loops
 * over the threads through per-thread arrays: one writes its operands, one
 * computes its results lane by lane (a reduction: five butterfly steps),
 * and the statement that used it reads them. The region's lets and vars
 * become per-thread arrays too, since they live across the cuts. Correct,
 * not fast.
 *
 * Flow: after lower_tile_ops, before simplify and vectorize_loop.
 */
#include <stdio.h>
#include <string.h>

#include "backend/internal.h"
#include "registry.h"
#include "transform/transform.h"

/* ---- threads regions with warp operations ---------------------------- */

typedef struct region_cx {
    tl_arena *a;
    tl_kernel *k;
    tl_var *t;            /* the region's thread index */
    int64_t nt;           /* threads */
    tl_buffer **expanded; /* by var id: its per-thread array, or NULL */
    tl_block allocs;      /* the arrays' allocations, for the kernel's top */
    bool oom;
} region_cx;

static void *ok(region_cx *x, void *p)
{
    if (!p)
        x->oom = true;
    return p;
}

static tl_expr *tvar(region_cx *x, tl_srcloc l) { return ok(x, tl_ir_varref(x->a, x->t, l)); }
static tl_expr *lit(region_cx *x, int64_t v, tl_srcloc l) { return ok(x, tl_ir_int(x->a, TL_DT_I32, v, l)); }
static tl_expr *bin(region_cx *x, tl_binop op, tl_expr *p, tl_expr *q, tl_srcloc l)
{
    return ok(x, tl_ir_binary(x->a, op, p, q, l));
}

static tl_buffer *array(region_cx *x, const char *what, int id, tl_dtype t, tl_srcloc l)
{
    char name[64];
    snprintf(name, sizeof name, "tl_%s%d_%d", what, id, x->k->nbuffers);
    tl_buffer *b = ok(x, tl_ir_new_buffer(x->a, x->k, ok(x, tl_arena_strndup(x->a, name, strlen(name))),
                                          TL_SCOPE_LOCAL, t, 1, l));
    if (!b)
        return NULL;
    b->dims[0] = lit(x, x->nt, l);
    tl_stmt *s = ok(x, tl_ir_new_stmt(x->a, TL_STMT_ALLOC, l));
    if (s) {
        s->alloc.buf = b;
        if (!tl_ir_block_append(x->a, &x->allocs, s))
            x->oom = true;
    }
    return b;
}

/* buf[idx] as an expression, and as a statement storing v */
static tl_expr *at(region_cx *x, tl_buffer *b, tl_expr *idx, tl_srcloc l)
{
    tl_expr **i = ok(x, tl_arena_array(x->a, 1, sizeof(*i)));
    if (!i || !b)
        return NULL;
    i[0] = idx;
    return ok(x, tl_ir_load(x->a, b, i, 1, l));
}

static tl_stmt *store(region_cx *x, tl_buffer *b, tl_expr *idx, tl_expr *v, tl_srcloc l)
{
    tl_expr **i = ok(x, tl_arena_array(x->a, 1, sizeof(*i)));
    tl_stmt *s = ok(x, tl_ir_new_stmt(x->a, TL_STMT_STORE, l));
    if (!i || !s || !b)
        return NULL;
    i[0] = idx;
    s->store.buf = b;
    s->store.nidx = 1;
    s->store.idx = i;
    s->store.value = v && v->dtype != b->dtype ? ok(x, tl_ir_cast(x->a, b->dtype, v, l)) : v;
    return s;
}

/* for t in range(nt) { body } */
static tl_stmt *over_threads(region_cx *x, tl_block body, tl_srcloc l)
{
    tl_stmt *s = ok(x, tl_ir_new_stmt(x->a, TL_STMT_FOR, l));
    if (!s)
        return NULL;
    s->loop.kind = TL_LOOP_SERIAL;
    s->loop.nvars = 1;
    s->loop.vars[0] = x->t;
    s->loop.end[0] = lit(x, x->nt, l);
    s->loop.body = body;
    return s;
}

static void append(region_cx *x, tl_block *b, tl_stmt *s)
{
    if (!s || !tl_ir_block_append(x->a, b, s))
        x->oom = true;
}

/* Every let and var the region declares gets its per-thread array. */
static void find_vars(region_cx *x, const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_LET && !s->let.assign && !x->expanded[s->let.var->id])
            x->expanded[s->let.var->id] = array(x, s->let.var->name, s->let.var->id, s->let.var->dtype, s->loc);
        else if (s->kind == TL_STMT_FOR)
            find_vars(x, &s->loop.body);
        else if (s->kind == TL_STMT_WHILE)
            find_vars(x, &s->whiles.body);
        else if (s->kind == TL_STMT_IF) {
            find_vars(x, &s->ifs.then_body);
            find_vars(x, &s->ifs.else_body);
        }
    }
}

/* In place: a reference to an expanded variable reads its array at t. */
static void expand_expr(region_cx *x, tl_expr *e)
{
    if (!e)
        return;
    switch (e->kind) {
    case TL_EXPR_VAR: {
        tl_buffer *b = x->expanded[e->var->id];
        if (b) {
            tl_expr *l = at(x, b, tvar(x, e->loc), e->loc);
            if (l)
                *e = *l;
        }
        return;
    }
    case TL_EXPR_BINARY: expand_expr(x, e->bin.a); expand_expr(x, e->bin.b); return;
    case TL_EXPR_UNARY: expand_expr(x, e->un.a); return;
    case TL_EXPR_SELECT: expand_expr(x, e->sel.cond); expand_expr(x, e->sel.a); expand_expr(x, e->sel.b); return;
    case TL_EXPR_CAST: expand_expr(x, e->cast.a); return;
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            expand_expr(x, e->call.args[i]);
        return;
    case TL_EXPR_LOAD:
        for (int i = 0; i < e->load.nidx; i++)
            expand_expr(x, e->load.idx[i]);
        return;
    default: return;
    }
}

static void expand_block(region_cx *x, tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_LET: {
            expand_expr(x, s->let.value);
            tl_buffer *arr = x->expanded[s->let.var->id];
            if (arr) {
                tl_stmt *st = store(x, arr, tvar(x, s->loc), s->let.value, s->loc);
                if (st)
                    *s = *st;
            }
            break;
        }
        case TL_STMT_STORE:
            for (int d = 0; d < s->store.nidx; d++)
                expand_expr(x, s->store.idx[d]);
            expand_expr(x, s->store.value);
            break;
        case TL_STMT_IF:
            expand_expr(x, s->ifs.cond);
            expand_block(x, &s->ifs.then_body);
            expand_block(x, &s->ifs.else_body);
            break;
        case TL_STMT_WHILE:
            expand_expr(x, s->whiles.cond);
            expand_block(x, &s->whiles.body);
            break;
        case TL_STMT_FOR:
            for (int d = 0; d < s->loop.nvars; d++) {
                expand_expr(x, s->loop.begin[d]);
                expand_expr(x, s->loop.end[d]);
            }
            expand_block(x, &s->loop.body);
            break;
        default: break;
        }
    }
}

/* The loops that compute warp operation e (its operands already free of
 * warp operations) into an array, appended to out; then e reads it at t. */
static void lower_warp(region_cx *x, tl_expr *e, tl_block *out)
{
    tl_srcloc l = e->loc;
    tl_mathfn fn = e->call.fn;
    tl_dtype dt = e->dtype;
    tl_buffer *val = array(x, "wv", 0, dt, l), *res = array(x, "wr", 0, dt, l), *arg = NULL;
    tl_block b = {0};
    append(x, &b, store(x, val, tvar(x, l), e->call.args[0], l));
    if (e->call.nargs > 1) {
        arg = array(x, "wa", 0, TL_DT_I32, l);
        append(x, &b, store(x, arg, tvar(x, l), e->call.args[1], l));
    }
    append(x, out, over_threads(x, b, l));
    if (x->oom)
        return;
    tl_block r = {0};
    /* lane = t % 32, base = t - lane */
#define LANE() bin(x, TL_BIN_MOD, tvar(x, l), lit(x, TL_WARP_SIZE, l), l)
#define BASE() bin(x, TL_BIN_SUB, tvar(x, l), LANE(), l)
    if (arg) {
        tl_expr *a = bin(x, TL_BIN_BAND, at(x, arg, tvar(x, l), l), lit(x, TL_WARP_SIZE - 1, l), l);
        tl_expr *src = NULL;
        switch (fn) {
        case TL_FN_SHFL_XOR: src = bin(x, TL_BIN_BXOR, LANE(), a, l); break;
        case TL_FN_SHFL_IDX: src = a; break;
        case TL_FN_SHFL_DOWN: {
            tl_expr *a2 = a ? ok(x, tl_ir_clone_expr(x->a, a)) : NULL;
            tl_expr *j = bin(x, TL_BIN_ADD, LANE(), a, l);
            tl_expr *j2 = bin(x, TL_BIN_ADD, LANE(), a2, l);
            src = ok(x, tl_ir_select(x->a, bin(x, TL_BIN_LT, j, lit(x, TL_WARP_SIZE, l), l), j2, LANE(), l));
            break;
        }
        default: { /* up */
            tl_expr *a2 = a ? ok(x, tl_ir_clone_expr(x->a, a)) : NULL;
            tl_expr *j = bin(x, TL_BIN_SUB, LANE(), a, l);
            tl_expr *j2 = bin(x, TL_BIN_SUB, LANE(), a2, l);
            src = ok(x, tl_ir_select(x->a, bin(x, TL_BIN_GE, j, lit(x, 0, l), l), j2, LANE(), l));
            break;
        }
        }
        append(x, &r, store(x, res, tvar(x, l), at(x, val, bin(x, TL_BIN_ADD, BASE(), src, l), l), l));
        append(x, out, over_threads(x, r, l));
    } else {
        /* five butterfly steps, own value first: res[t] = res[t] op
         * res[t ^ m], m = 16 >> s, through val as the step's copy */
        append(x, &r, store(x, res, tvar(x, l), at(x, val, tvar(x, l), l), l));
        append(x, out, over_threads(x, r, l));
        tl_var *sv = ok(x, tl_ir_new_var(x->a, x->k, "tl_ws", TL_VAR_LOOP, TL_DT_I32, l));
        if (x->oom)
            return;
        tl_expr *m = bin(x, TL_BIN_SHR, lit(x, TL_WARP_SIZE / 2, l), ok(x, tl_ir_varref(x->a, sv, l)), l);
        tl_expr *own = at(x, res, tvar(x, l), l);
        tl_expr *other = at(x, res, bin(x, TL_BIN_BXOR, tvar(x, l), m, l), l);
        tl_expr *v = NULL;
        if (x->oom)
            return;
        tl_expr *args[2] = {own, other};
        switch (fn) {
        case TL_FN_WARP_SUM: v = bin(x, TL_BIN_ADD, own, other, l); break;
        case TL_FN_WARP_ANY: v = bin(x, TL_BIN_OR, own, other, l); break;
        case TL_FN_WARP_ALL: v = bin(x, TL_BIN_AND, own, other, l); break;
        default: v = ok(x, tl_ir_call(x->a, fn == TL_FN_WARP_MAX ? TL_FN_MAX : TL_FN_MIN, args, 2, l)); break;
        }
        tl_block step = {0}, b1 = {0}, b2 = {0};
        append(x, &b1, store(x, val, tvar(x, l), v, l));
        append(x, &b2, store(x, res, tvar(x, l), at(x, val, tvar(x, l), l), l));
        append(x, &step, over_threads(x, b1, l));
        append(x, &step, over_threads(x, b2, l));
        tl_stmt *steps = ok(x, tl_ir_new_stmt(x->a, TL_STMT_FOR, l));
        if (!steps)
            return;
        steps->loop.kind = TL_LOOP_SERIAL;
        steps->loop.nvars = 1;
        steps->loop.vars[0] = sv;
        steps->loop.end[0] = lit(x, 5, l);
        steps->loop.body = step;
        append(x, out, steps);
    }
#undef LANE
#undef BASE
    tl_expr *rd = at(x, res, tvar(x, l), l);
    if (rd)
        *e = *rd;
}

/* Every warp operation of e, inner ones first (lower_warp). */
static void lower_warps(region_cx *x, tl_expr *e, tl_block *out)
{
    if (!e || x->oom)
        return;
    switch (e->kind) {
    case TL_EXPR_BINARY: lower_warps(x, e->bin.a, out); lower_warps(x, e->bin.b, out); return;
    case TL_EXPR_UNARY: lower_warps(x, e->un.a, out); return;
    case TL_EXPR_SELECT:
        lower_warps(x, e->sel.cond, out);
        lower_warps(x, e->sel.a, out);
        lower_warps(x, e->sel.b, out);
        return;
    case TL_EXPR_CAST: lower_warps(x, e->cast.a, out); return;
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            lower_warps(x, e->call.args[i], out);
        if (tl_mathfn_is_warp(e->call.fn))
            lower_warp(x, e, out);
        return;
    case TL_EXPR_LOAD:
        for (int i = 0; i < e->load.nidx; i++)
            lower_warps(x, e->load.idx[i], out);
        return;
    default: return;
    }
}

/* The region's body b, cut at its warp operations, appended to out. */
static void cut(region_cx *x, tl_block *b, tl_block *out)
{
    tl_block run = {0};
    for (size_t i = 0; i < b->n && !x->oom; i++) {
        tl_stmt *s = b->items[i];
        if (!tl_ir_stmt_has_warp(s)) {
            append(x, &run, s);
            continue;
        }
        if (run.n) {
            append(x, out, over_threads(x, run, s->loc));
            run = (tl_block){0};
        }
        if (s->kind == TL_STMT_FOR && !tl_ir_stmt_exprs_have_warp(s)) {
            /* bounds alike in every thread (the verifier): runs in step */
            tl_block body = s->loop.body;
            s->loop.body = (tl_block){0};
            cut(x, &body, &s->loop.body);
            append(x, out, s);
            continue;
        }
        switch (s->kind) {
        case TL_STMT_LET: lower_warps(x, s->let.value, out); break;
        case TL_STMT_IF: lower_warps(x, s->ifs.cond, out); break;
        case TL_STMT_STORE:
            for (int d = 0; d < s->store.nidx; d++)
                lower_warps(x, s->store.idx[d], out);
            lower_warps(x, s->store.value, out);
            break;
        default: break; /* the verifier allows no other */
        }
        append(x, &run, s);
        append(x, out, over_threads(x, run, s->loc));
        run = (tl_block){0};
    }
    if (run.n)
        append(x, out, over_threads(x, run, b->n ? b->items[b->n - 1]->loc : x->t->loc));
}

/* Region s (with warp operations) as the statements that replace it. */
static bool lower_region(tl_arena *a, tl_kernel *k, tl_stmt *s, tl_block *out, tl_block *allocs)
{
    region_cx x = {a, k, s->loop.vars[0], 0, NULL, {0}, false};
    if (!tl_ir_is_const_int(s->loop.end[0], &x.nt))
        return false;
    x.expanded = tl_arena_array(a, (size_t)k->nvars + 1, sizeof(tl_buffer *));
    if (!x.expanded)
        return false;
    find_vars(&x, &s->loop.body);
    expand_block(&x, &s->loop.body);
    cut(&x, &s->loop.body, out);
    for (size_t i = 0; i < x.allocs.n && !x.oom; i++)
        append(&x, allocs, x.allocs.items[i]);
    return !x.oom;
}

/* Replaces every threads region of b that holds warp operations. */
static bool lower_regions(tl_arena *a, tl_kernel *k, tl_block *b, tl_block *allocs)
{
    for (size_t i = 0; i < b->n; i++) {
        tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_FOR && s->loop.region) {
            if (!tl_ir_stmt_has_warp(s))
                continue;
            tl_block rep = {0};
            if (!lower_region(a, k, s, &rep, allocs))
                return false;
            /* splice rep in place of s */
            tl_stmt **items = tl_arena_array(a, b->n - 1 + rep.n, sizeof(*items));
            if (!items)
                return false;
            memcpy(items, b->items, i * sizeof(*items));
            memcpy(items + i, rep.items, rep.n * sizeof(*items));
            memcpy(items + i + rep.n, b->items + i + 1, (b->n - i - 1) * sizeof(*items));
            b->items = items;
            b->n = b->n - 1 + rep.n;
            i += rep.n - 1;
            continue;
        }
        bool r = true;
        if (s->kind == TL_STMT_FOR)
            r = lower_regions(a, k, &s->loop.body, allocs);
        else if (s->kind == TL_STMT_WHILE)
            r = lower_regions(a, k, &s->whiles.body, allocs);
        else if (s->kind == TL_STMT_IF)
            r = lower_regions(a, k, &s->ifs.then_body, allocs) && lower_regions(a, k, &s->ifs.else_body, allocs);
        if (!r)
            return false;
    }
    return true;
}

static bool lower_block(tl_arena *a, tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_IF) {
            if (!lower_block(a, &s->ifs.then_body) || !lower_block(a, &s->ifs.else_body))
                return false;
            continue;
        }
        if (s->kind == TL_STMT_WHILE) {
            if (!lower_block(a, &s->whiles.body))
                return false;
            continue;
        }
        if (s->kind != TL_STMT_FOR)
            continue;
        if (!lower_block(a, &s->loop.body))
            return false;
        if (s->loop.kind == TL_LOOP_THREAD)
            s->loop.kind = TL_LOOP_SERIAL;
        if (s->loop.kind != TL_LOOP_PARALLEL)
            continue;
        /* parallel(e0, e1, ...) -> range(e0) { range(e1) { ... } } */
        tl_stmt *inner = NULL;
        for (int d = s->loop.nvars - 1; d >= 1; d--) {
            tl_stmt *l = tl_ir_new_stmt(a, TL_STMT_FOR, s->loc);
            if (!l)
                return false;
            l->loop.kind = TL_LOOP_SERIAL;
            l->loop.nvars = 1;
            l->loop.vars[0] = s->loop.vars[d];
            l->loop.end[0] = s->loop.end[d];
            if (inner) {
                if (!tl_ir_block_append(a, &l->loop.body, inner))
                    return false;
            } else {
                l->loop.body = s->loop.body;
            }
            inner = l;
        }
        s->loop.kind = TL_LOOP_SERIAL;
        if (inner) {
            s->loop.nvars = 1;
            s->loop.body.items = NULL;
            s->loop.body.n = 0;
            if (!tl_ir_block_append(a, &s->loop.body, inner))
                return false;
        }
    }
    return true;
}

bool tl_cpu_lower_threads_to_loops(struct tl_compilation *c, tl_error *err)
{
    for (size_t i = 0; i < c->module->nkernels; i++) {
        tl_kernel *k = c->module->kernels[i];
        tl_block allocs = {0};
        if (!lower_regions(c->arena, k, &k->body, &allocs))
            return TL_TX_OOM(err);
        if (allocs.n) {
            /* the per-thread arrays first, in scope everywhere */
            for (size_t j = 0; j < k->body.n; j++)
                if (!tl_ir_block_append(c->arena, &allocs, k->body.items[j]))
                    return TL_TX_OOM(err);
            k->body = allocs;
        }
        if (!lower_block(c->arena, &k->body))
            return TL_TX_OOM(err);
        k->lowered.threads_as_loops = true;
    }
    return true;
}
