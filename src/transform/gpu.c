/*
 * gpu.c: the GPU lowering that every GPU backend's pipeline shares
 * (specs/passes.lua, pipeline "gpu"): one lowering, several emitters. It
 * names no target; what differs between GPUs is data the emitters read.
 *
 *   lower_gemm_simt   a gemm becomes a serial loop over K around a parallel
 *                     loop over C (FFMA): correct for every dtype, each
 *                     thread accumulating the elements of C it owns (in
 *                     registers when C is a register fragment).
 *   place_fragments   a fragment stays in registers when every access to
 *                     it is made by the thread that owns the element (gpu.h);
 *                     otherwise (reductions, broadcast rows, replicated
 *                     fragments) it is kept in shared memory.
 *   thread_sync       barriers exactly where the threads that wrote a shared
 *                     buffer (or a global tensor, or a fragment kept in
 *                     shared memory) may differ from those that next read or
 *                     write it (read-after-write, write-after-read,
 *                     write-after-write of on-chip buffers), loop-carried
 *                     ones included.
 *   inject_software_pipeline  keeps `pipelined` loops in order for now
 *                     (each iteration's copies, a barrier, its compute).
 *
 * Flow: after lower_tile_ops and simplify; thread_sync runs last, on the
 * device body after split_host_device, and an emitter (src/cuda/codegen.c)
 * reads the partitions of gpu.h, the placements and the barriers.
 *
 * Code outside `parallel` loops runs as if once, by every thread alike: its
 * values are the same in every thread (it reads no register fragment), so a
 * condition there is uniform and a barrier under it is reached by all.
 */
#include <string.h>

#include "backend/internal.h"
#include "compile/compile.h"
#include "registry.h"
#include "transform/gpu.h"
#include "transform/transform.h"

/* ---- partitions (gpu.h) ------------------------------------------------------ */

int tl_gpu_threads(const tl_kernel *k)
{
    int t = 1;
    for (int d = 0; d < k->nthreads_dims; d++)
        t *= k->threads[d];
    return t;
}

tl_gpu_partition tl_gpu_partition_of(const tl_kernel *k, const tl_stmt *s)
{
    tl_gpu_partition p = {tl_gpu_threads(k), 1, 1, 1, 1};
    for (int v = 0; v < s->loop.nvars; v++) {
        int64_t n;
        if (s->loop.begin[v] || !tl_ir_is_const_int(s->loop.end[v], &n) || n < 0 || n > TL_IR_MAX_LOCAL_ELEMS ||
            p.elems > TL_IR_MAX_LOCAL_ELEMS) {
            p.elems = -1;
            break;
        }
        p.elems *= n;
        if (v == s->loop.nvars - 1)
            p.vec = n % 4 == 0 ? 4 : n % 2 == 0 ? 2 : 1;
    }
    if (p.elems < 0) {
        p.vec = 1;
        p.runs = p.steps = -1;
        return p;
    }
    p.runs = (p.elems + p.vec - 1) / p.vec;
    p.steps = (p.runs + p.threads - 1) / p.threads;
    return p;
}

bool tl_gpu_access_owned(const tl_stmt *s, const tl_buffer *b, tl_expr *const *idx)
{
    if (!s || s->kind != TL_STMT_FOR || s->loop.kind != TL_LOOP_PARALLEL || s->loop.nvars != b->ndim)
        return false;
    for (int d = 0; d < b->ndim; d++) {
        int64_t n, m;
        if (s->loop.begin[d] || !tl_ir_is_const_int(s->loop.end[d], &n) || !tl_ir_is_const_int(b->dims[d], &m) || n != m)
            return false;
        if (idx[d]->kind != TL_EXPR_VAR || idx[d]->var != s->loop.vars[d])
            return false;
    }
    return true;
}

bool tl_gpu_in_registers(const tl_buffer *b)
{
    return b->scope == TL_SCOPE_FRAGMENT && b->layout && !b->layout->in_shared && !b->layout->replicated;
}

/* ---- lower_gemm_simt --------------------------------------------------------- */

/* op(X)[r, c] of a gemm operand, as a load converted to dtype t. */
static tl_expr *operand(tl_arena *a, const tl_region *r, bool trans, tl_var *row, tl_var *col, tl_dtype t, tl_srcloc loc)
{
    tl_expr **idx = tl_arena_array(a, 2, sizeof *idx);
    if (!idx)
        return NULL;
    tl_var *v[2] = {trans ? col : row, trans ? row : col};
    for (int d = 0; d < 2; d++) {
        idx[d] = tl_ir_varref(a, v[d], loc);
        if (r->starts && idx[d])
            idx[d] = tl_ir_binary(a, TL_BIN_ADD, tl_ir_clone_expr(a, r->starts[d]), idx[d], loc);
        if (!idx[d])
            return NULL;
    }
    tl_expr *e = tl_ir_load(a, r->buf, idx, 2, loc);
    return e && e->dtype != t ? tl_ir_cast(a, t, e, loc) : e;
}

/* for p in range(K) { for i, j in parallel(M, N) { C[i, j] = C[i, j] + A'[i, p] * B'[p, j] } }:
 * each element summed in the interpreter's order (p ascending), each product
 * and sum in C's dtype. With p outside, a thread's step over its elements of
 * C reuses one A value per row and one B value per column of them. */
static tl_stmt *gemm_loops(tl_arena *a, tl_kernel *k, const tl_stmt *s)
{
    tl_srcloc loc = s->loc;
    const tl_region *A = &s->tile.args[0], *B = &s->tile.args[1], *C = &s->tile.args[2];
    tl_dtype t = C->buf->dtype;
    int64_t kdim;
    tl_expr *kext = A->extents ? A->extents[s->tile.transpose_a ? 0 : 1] : A->buf->dims[s->tile.transpose_a ? 0 : 1];
    if (!tl_ir_is_const_int(kext, &kdim))
        return NULL;
    const char *ni = tl_tx_fresh_name(a, k, "gi"), *nj = tl_tx_fresh_name(a, k, "gj"), *np = tl_tx_fresh_name(a, k, "gp");
    tl_var *vi = ni ? tl_ir_new_var(a, k, ni, TL_VAR_LOOP, TL_DT_I32, loc) : NULL;
    tl_var *vj = nj ? tl_ir_new_var(a, k, nj, TL_VAR_LOOP, TL_DT_I32, loc) : NULL;
    tl_var *vp = np ? tl_ir_new_var(a, k, np, TL_VAR_LOOP, TL_DT_I32, loc) : NULL;
    tl_stmt *par = tl_ir_new_stmt(a, TL_STMT_FOR, loc), *ser = tl_ir_new_stmt(a, TL_STMT_FOR, loc);
    tl_stmt *st = tl_ir_new_stmt(a, TL_STMT_STORE, loc);
    tl_expr **ci = tl_arena_array(a, 2, sizeof *ci), **ci2 = tl_arena_array(a, 2, sizeof *ci2);
    if (!vi || !vj || !vp || !par || !ser || !st || !ci || !ci2)
        return NULL;
    par->loop.kind = TL_LOOP_PARALLEL;
    par->loop.nvars = 2;
    par->loop.vars[0] = vi;
    par->loop.vars[1] = vj;
    par->loop.end[0] = tl_ir_clone_expr(a, C->buf->dims[0]);
    par->loop.end[1] = tl_ir_clone_expr(a, C->buf->dims[1]);
    ser->loop.kind = TL_LOOP_SERIAL;
    ser->loop.nvars = 1;
    ser->loop.vars[0] = vp;
    ser->loop.end[0] = tl_ir_int(a, TL_DT_I32, kdim, loc);
    ci[0] = tl_ir_varref(a, vi, loc);
    ci[1] = tl_ir_varref(a, vj, loc);
    ci2[0] = tl_ir_varref(a, vi, loc);
    ci2[1] = tl_ir_varref(a, vj, loc);
    tl_expr *prod = tl_ir_binary(a, TL_BIN_MUL, operand(a, A, s->tile.transpose_a, vi, vp, t, loc),
                                 operand(a, B, s->tile.transpose_b, vp, vj, t, loc), loc);
    tl_expr *sum = tl_ir_binary(a, TL_BIN_ADD, tl_ir_load(a, C->buf, ci2, 2, loc), prod, loc);
    if (!par->loop.end[0] || !par->loop.end[1] || !ser->loop.end[0] || !sum)
        return NULL;
    st->store.buf = C->buf;
    st->store.nidx = 2;
    st->store.idx = ci;
    st->store.value = sum;
    if (!tl_ir_block_append(a, &par->loop.body, st) || !tl_ir_block_append(a, &ser->loop.body, par))
        return NULL;
    return ser;
}

static bool simt_block(tl_arena *a, tl_kernel *k, tl_block *b, tl_error *err)
{
    for (size_t i = 0; i < b->n; i++) {
        tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_FOR && !simt_block(a, k, &s->loop.body, err))
            return false;
        if (s->kind == TL_STMT_IF && (!simt_block(a, k, &s->ifs.then_body, err) || !simt_block(a, k, &s->ifs.else_body, err)))
            return false;
        if (s->kind != TL_STMT_TILE || s->tile.op != TL_TILE_GEMM)
            continue;
        tl_stmt *l = gemm_loops(a, k, s);
        if (!l)
            return tl_error_set(err, TL_ERR_INVALID, "%s:%d:%d: gemm: cannot lower (a constant K is needed)",
                                s->loc.file ? s->loc.file : "<input>", s->loc.line, s->loc.col);
        b->items[i] = l;
    }
    return true;
}

bool tl_pass_lower_gemm_simt(struct tl_compilation *c, tl_error *err)
{
    for (size_t i = 0; i < c->module->nkernels; i++)
        if (!simt_block(c->arena, c->module->kernels[i], &c->module->kernels[i]->body, err))
            return false;
    return true;
}

/* ---- place_fragments --------------------------------------------------------- */

static void to_shared(const tl_buffer *b)
{
    if (b->scope == TL_SCOPE_FRAGMENT && b->layout)
        ((tl_layout *)b->layout)->in_shared = true;
}

static void place_expr(const tl_expr *e, const tl_stmt *par)
{
    if (!e)
        return;
    switch (e->kind) {
    case TL_EXPR_BINARY: place_expr(e->bin.a, par); place_expr(e->bin.b, par); return;
    case TL_EXPR_UNARY: place_expr(e->un.a, par); return;
    case TL_EXPR_SELECT:
        place_expr(e->sel.cond, par);
        place_expr(e->sel.a, par);
        place_expr(e->sel.b, par);
        return;
    case TL_EXPR_CAST: place_expr(e->cast.a, par); return;
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            place_expr(e->call.args[i], par);
        return;
    case TL_EXPR_LOAD:
        for (int i = 0; i < e->load.nidx; i++)
            place_expr(e->load.idx[i], par);
        if (!tl_gpu_access_owned(par, e->load.buf, e->load.idx))
            to_shared(e->load.buf);
        return;
    default: return;
    }
}

/* par: the outermost parallel loop around b, or NULL (uniform code). */
static void place_block(const tl_block *b, const tl_stmt *par)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_ALLOC:
            if (s->alloc.buf->scope == TL_SCOPE_FRAGMENT && s->alloc.buf->layout && s->alloc.buf->layout->replicated)
                to_shared(s->alloc.buf);
            break;
        case TL_STMT_LET: place_expr(s->let.value, par); break;
        case TL_STMT_FOR:
            for (int v = 0; v < s->loop.nvars; v++) {
                place_expr(s->loop.begin[v], par);
                place_expr(s->loop.end[v], par);
            }
            place_block(&s->loop.body, par ? par : s->loop.kind == TL_LOOP_PARALLEL ? s : NULL);
            break;
        case TL_STMT_IF:
            place_expr(s->ifs.cond, par);
            place_block(&s->ifs.then_body, par);
            place_block(&s->ifs.else_body, par);
            break;
        case TL_STMT_STORE:
            for (int d = 0; d < s->store.nidx; d++)
                place_expr(s->store.idx[d], par);
            place_expr(s->store.value, par);
            if (!tl_gpu_access_owned(par, s->store.buf, s->store.idx))
                to_shared(s->store.buf);
            break;
        case TL_STMT_TILE:
            /* a tile op left to the emitter (atomic_add into a global tensor) */
            for (int j = 0; j < s->tile.nargs && j < 3; j++) {
                to_shared(s->tile.args[j].buf);
                if (s->tile.args[j].starts)
                    for (int d = 0; d < s->tile.args[j].buf->ndim; d++)
                        place_expr(s->tile.args[j].starts[d], par);
            }
            place_expr(s->tile.value, par);
            break;
        default: break;
        }
    }
}

bool tl_pass_place_fragments(struct tl_compilation *c, tl_error *err)
{
    for (size_t i = 0; i < c->module->nkernels; i++) {
        tl_kernel *k = c->module->kernels[i];
        if (!k->lowered.layouts)
            return tl_error_set(err, TL_ERR_INVALID, "kernel '%s': place_fragments needs layout_inference first", k->name);
        place_block(&k->body, NULL);
    }
    return true;
}

/* ---- thread_sync ------------------------------------------------------------- */

/* The accesses since the last barrier: buffer, write or read, and whether
 * the access was owned (by the thread the partition gives the element). Two
 * accesses of one buffer need a barrier between them, when one writes,
 * unless both are owned: then each element is touched by one thread only. */
#define SYNC_MAX 96

typedef struct access {
    const tl_buffer *buf;
    bool write, owned;
} access;

typedef struct sync_state {
    access a[SYNC_MAX];
    int n;
    bool full; /* more than SYNC_MAX: conflicts with everything */
} sync_state;

typedef struct syncer {
    tl_arena *arena;
    bool oom;
    sync_state leaf; /* the accesses of the statement being placed */
} syncer;

static bool tracked(const tl_buffer *b)
{
    return b->scope == TL_SCOPE_SHARED || b->scope == TL_SCOPE_GLOBAL ||
           (b->scope == TL_SCOPE_FRAGMENT && !tl_gpu_in_registers(b));
}

static void add(sync_state *st, const tl_buffer *b, bool write, bool owned)
{
    if (!tracked(b))
        return;
    for (int i = 0; i < st->n; i++)
        if (st->a[i].buf == b && st->a[i].write == write && st->a[i].owned == owned)
            return;
    if (st->n == SYNC_MAX) {
        st->full = true;
        return;
    }
    st->a[st->n++] = (access){b, write, owned};
}

static void merge(sync_state *into, const sync_state *from)
{
    into->full |= from->full;
    for (int i = 0; i < from->n; i++)
        add(into, from->a[i].buf, from->a[i].write, from->a[i].owned);
}

static bool conflicts(const sync_state *st, const sync_state *x)
{
    if ((st->full && (st->n || x->n)) || (x->full && st->n))
        return true;
    for (int i = 0; i < x->n; i++)
        for (int j = 0; j < st->n; j++) {
            const access *p = &st->a[j], *q = &x->a[i];
            /* two writes of a global tensor by different threads are to
             * different elements in any sane kernel (tiles): not ordered */
            bool waw_global = p->write && q->write && p->buf->scope == TL_SCOPE_GLOBAL;
            if (p->buf == q->buf && (p->write || q->write) && !(p->owned && q->owned) && !waw_global)
                return true;
        }
    return false;
}

static void acc_expr(sync_state *st, const tl_expr *e, const tl_stmt *par)
{
    if (!e)
        return;
    switch (e->kind) {
    case TL_EXPR_BINARY: acc_expr(st, e->bin.a, par); acc_expr(st, e->bin.b, par); return;
    case TL_EXPR_UNARY: acc_expr(st, e->un.a, par); return;
    case TL_EXPR_SELECT:
        acc_expr(st, e->sel.cond, par);
        acc_expr(st, e->sel.a, par);
        acc_expr(st, e->sel.b, par);
        return;
    case TL_EXPR_CAST: acc_expr(st, e->cast.a, par); return;
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            acc_expr(st, e->call.args[i], par);
        return;
    case TL_EXPR_LOAD:
        for (int i = 0; i < e->load.nidx; i++)
            acc_expr(st, e->load.idx[i], par);
        add(st, e->load.buf, false, tl_gpu_access_owned(par, e->load.buf, e->load.idx));
        return;
    default: return;
    }
}

/* The accesses of statement s (everything under it), par the parallel loop
 * around it or NULL. */
static void acc_stmt(sync_state *st, const tl_stmt *s, const tl_stmt *par)
{
    switch (s->kind) {
    case TL_STMT_ALLOC: add(st, s->alloc.buf, true, false); break; /* zeroed where allocated */
    case TL_STMT_LET: acc_expr(st, s->let.value, par); break;
    case TL_STMT_FOR: {
        const tl_stmt *p = par ? par : s->loop.kind == TL_LOOP_PARALLEL ? s : NULL;
        for (int v = 0; v < s->loop.nvars; v++) {
            acc_expr(st, s->loop.begin[v], par);
            acc_expr(st, s->loop.end[v], par);
        }
        for (size_t i = 0; i < s->loop.body.n; i++)
            acc_stmt(st, s->loop.body.items[i], p);
        break;
    }
    case TL_STMT_IF:
        acc_expr(st, s->ifs.cond, par);
        for (size_t i = 0; i < s->ifs.then_body.n; i++)
            acc_stmt(st, s->ifs.then_body.items[i], par);
        for (size_t i = 0; i < s->ifs.else_body.n; i++)
            acc_stmt(st, s->ifs.else_body.items[i], par);
        break;
    case TL_STMT_STORE:
        for (int d = 0; d < s->store.nidx; d++)
            acc_expr(st, s->store.idx[d], par);
        acc_expr(st, s->store.value, par);
        add(st, s->store.buf, true, tl_gpu_access_owned(par, s->store.buf, s->store.idx));
        break;
    case TL_STMT_TILE:
        for (int j = 0; j < s->tile.nargs && j < 3; j++) {
            const tl_region *r = &s->tile.args[j];
            if (r->starts)
                for (int d = 0; d < r->buf->ndim; d++)
                    acc_expr(st, r->starts[d], par);
            add(st, r->buf, j == s->tile.nargs - 1, false);
            if (j == s->tile.nargs - 1 && s->tile.op != TL_TILE_COPY && s->tile.op != TL_TILE_FILL &&
                s->tile.op != TL_TILE_CLEAR)
                add(st, r->buf, false, false); /* read-modify-write */
        }
        acc_expr(st, s->tile.value, par);
        break;
    default: break;
    }
}

static tl_stmt *barrier(syncer *y, tl_srcloc loc)
{
    tl_stmt *b = tl_ir_new_stmt(y->arena, TL_STMT_BARRIER, loc);
    if (!b)
        y->oom = true;
    return b;
}

static void sync_block(syncer *y, tl_block *b, sync_state *st);

static void sync_loop(syncer *y, tl_stmt *s, sync_state *st)
{
    /* the bounds are read before the body, by every thread */
    sync_state head = {0};
    for (int v = 0; v < s->loop.nvars; v++) {
        acc_expr(&head, s->loop.begin[v], NULL);
        acc_expr(&head, s->loop.end[v], NULL);
    }
    merge(st, &head);
    /* the body after itself: what an iteration leaves meets the next one's
     * start; three rounds reach the fixed point (barriers are only added, and
     * a barrier added at the top of the body clears what the back edge brings) */
    sync_state before = *st, in = *st;
    for (int round = 0; round < 3 && !y->oom; round++) {
        sync_state x = in;
        sync_block(y, &s->loop.body, &x);
        in = before;
        merge(&in, &x);
    }
    *st = in; /* the body may run zero times */
}

static void sync_block(syncer *y, tl_block *b, sync_state *st)
{
    tl_block nb = {0};
    for (size_t i = 0; i < b->n && !y->oom; i++) {
        tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_BARRIER) {
            memset(st, 0, sizeof *st);
        } else if (s->kind == TL_STMT_FOR && s->loop.kind != TL_LOOP_PARALLEL) {
            /* inside the loop, the barriers an iteration needs after the
             * previous one; what the code before the loop left is then met
             * only by the accesses ahead of the body's first barrier, and a
             * barrier that needs goes before the loop, once */
            sync_state body = {0};
            sync_loop(y, s, &body);
            memset(&y->leaf, 0, sizeof y->leaf);
            for (int v = 0; v < s->loop.nvars; v++) {
                acc_expr(&y->leaf, s->loop.begin[v], NULL);
                acc_expr(&y->leaf, s->loop.end[v], NULL);
            }
            for (size_t j = 0; j < s->loop.body.n && s->loop.body.items[j]->kind != TL_STMT_BARRIER; j++)
                acc_stmt(&y->leaf, s->loop.body.items[j], NULL);
            if (conflicts(st, &y->leaf)) {
                if (!tl_ir_block_append(y->arena, &nb, barrier(y, s->loc)))
                    break;
                memset(st, 0, sizeof *st);
            }
            merge(st, &body);
        } else if (s->kind == TL_STMT_IF) {
            /* a barrier a branch needs on entry goes before the if, once */
            memset(&y->leaf, 0, sizeof y->leaf);
            acc_stmt(&y->leaf, s, NULL);
            if (conflicts(st, &y->leaf)) {
                if (!tl_ir_block_append(y->arena, &nb, barrier(y, s->loc)))
                    break;
                memset(st, 0, sizeof *st);
            }
            sync_state c = {0};
            acc_expr(&c, s->ifs.cond, NULL);
            merge(st, &c);
            sync_state e = *st;
            sync_block(y, &s->ifs.then_body, st);
            sync_block(y, &s->ifs.else_body, &e);
            merge(st, &e);
        } else {
            /* a leaf: a parallel loop, a store, a let, an allocation, a tile op */
            memset(&y->leaf, 0, sizeof y->leaf);
            acc_stmt(&y->leaf, s, NULL);
            if (conflicts(st, &y->leaf)) {
                if (!tl_ir_block_append(y->arena, &nb, barrier(y, s->loc)))
                    break;
                memset(st, 0, sizeof *st);
            }
            merge(st, &y->leaf);
        }
        if (!tl_ir_block_append(y->arena, &nb, s))
            y->oom = true;
    }
    if (!y->oom)
        *b = nb;
}

bool tl_pass_thread_sync(struct tl_compilation *c, tl_error *err)
{
    syncer y;
    memset(&y, 0, sizeof y);
    y.arena = c->arena;
    for (size_t i = 0; i < c->module->nkernels && !y.oom; i++) {
        sync_state st = {0};
        sync_block(&y, &c->module->kernels[i]->body, &st);
    }
    return y.oom ? TL_TX_OOM(err) : true;
}

/* ---- inject_software_pipeline ------------------------------------------------ */

/* The cp.async ring is not written yet: a `pipelined` loop runs its
 * iterations in order, each one's copies, then (thread_sync) a barrier, then
 * its compute. Correct at every stage count; the overlap is to come. */
bool tl_pass_inject_software_pipeline(struct tl_compilation *c, tl_error *err)
{
    (void)c;
    (void)err;
    return true;
}
