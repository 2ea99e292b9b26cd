/*
 * gpu.c: the GPU lowering that every GPU backend's pipeline shares
 * (specs/passes.lua, pipeline "gpu"; docs/gpu.md): one lowering, several
 * emitters. It names no target; what differs between GPUs is data the
 * target carries (its `mma` attribute) and the emitters read.
 *
 *   split_reductions  a reduction of few rows gets more threads: strided
 *                     partials in a shared [R, G] buffer, then the rows
 *                     (G up to the target's warp_size, 32 unless it says);
 *                     or, for a fragment whose rows the partition spreads
 *                     over W threads, one partial per run in the fragment's
 *                     own partition (so that it can stay in registers).
 *   lower_gemm_simt   a gemm with operands in shared memory that mma.sync
 *                     runs as asked (f16/bf16 into f32, i8/u8 into i32,
 *                     f32 into f32 with precision=tf32; when the target
 *                     has the shape) stays for the tensor cores and its accumulator
 *                     gets the MMA layout; any other becomes a serial loop
 *                     over K around a parallel loop over C (FFMA): correct
 *                     for every dtype, each thread accumulating the
 *                     elements of C it owns.
 *   place_fragments   a fragment stays in registers when every access to
 *                     it is made by the thread that owns the element (gpu.h)
 *                     under one partition; otherwise (reductions, broadcast
 *                     rows, replicated fragments) it is kept in shared
 *                     memory; a tensor-core gemm into it stays on the
 *                     tensor cores, its tiles loaded into registers around
 *                     the mma loop and stored back.
 *   thread_sync       barriers exactly where the threads that wrote a shared
 *                     buffer (or a global tensor, or a fragment kept in
 *                     shared memory) may differ from those that next read or
 *                     write it (read-after-write, write-after-read,
 *                     write-after-write of on-chip buffers), loop-carried
 *                     ones included (a while's condition, break and
 *                     continue too); then a barrier under control flow
 *                     that may differ between threads is refused.
 *   inject_software_pipeline  a `pipelined` loop of global->shared copies
 *                     and a tensor-core gemm becomes a ring of `stages`
 *                     shared slots filled by cp.async (tl_gpu_ring_of);
 *                     others keep their order (copies, a barrier, compute).
 *
 * Flow: split_reductions before lower_tile_ops, the others after it and
 * simplify; thread_sync runs last, on the
 * device body after split_host_device, and an emitter (src/cuda/codegen.c)
 * reads the partitions of gpu.h, the placements and the barriers.
 *
 * Code outside `parallel` loops runs as if once, by every thread alike: its
 * values are the same in every thread (it reads no register fragment), so a
 * condition there is uniform and a barrier under it is reached by all;
 * except where it reads what other blocks or threads may write meanwhile (a
 * global tensor the kernel writes, a local written in a parallel loop):
 * check_uniform refuses a barrier under such a condition.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend/internal.h"
#include "compile/compile.h"
#include "registry.h"
#include "transform/gpu.h"
#include "transform/transform.h"

/* ---- partitions (gpu.h) ------------------------------------------------------ */

int tl_gpu_vec(int64_t inner, int64_t elems, int threads)
{
    for (int v = 4; v > 1; v /= 2)
        if (inner % v == 0 && elems >= (int64_t)threads * v)
            return v;
    return 1;
}

int tl_gpu_threads(const tl_kernel *k)
{
    int t = 1;
    for (int d = 0; d < k->nthreads_dims; d++)
        t *= k->threads[d];
    return t;
}

tl_gpu_partition tl_gpu_partition_of(const tl_kernel *k, const tl_stmt *s)
{
    tl_gpu_partition p = {NULL, tl_gpu_threads(k), 1, 1, 1, 1};
    const tl_layout *l = tl_gpu_loop_layout(s);
    if (l) {
        p.mma = l;
        p.vec = 4;
        p.steps = (int64_t)l->tiles_m * l->tiles_n;
        p.runs = p.steps * p.threads;
        p.elems = p.runs * 4;
        return p;
    }
    for (int v = 0; v < s->loop.nvars; v++) {
        int64_t n;
        if (s->loop.begin[v] || !tl_ir_is_const_int(s->loop.end[v], &n) || n < 0 || n > TL_IR_MAX_LOCAL_ELEMS ||
            p.elems > TL_IR_MAX_LOCAL_ELEMS) {
            p.elems = -1;
            break;
        }
        p.elems *= n;
    }
    if (p.elems < 0) {
        p.vec = 1;
        p.runs = p.steps = -1;
        return p;
    }
    int64_t inner;
    tl_ir_is_const_int(s->loop.end[s->loop.nvars - 1], &inner);
    p.vec = tl_gpu_vec(inner, p.elems, p.threads);
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
    return b->scope == TL_SCOPE_FRAGMENT && b->layout && !b->layout->in_shared &&
           (!b->layout->replicated || b->layout->rows_of);
}

bool tl_gpu_rows_buffer(const tl_buffer *b)
{
    return tl_gpu_in_registers(b) && b->layout->rows_of;
}

static bool mma_buf(const tl_buffer *b)
{
    return tl_gpu_in_registers(b) && b->layout->warps_m > 0;
}

/* The first register fragment with an MMA layout that e reads as the owner
 * under loop s. */
static const tl_layout *expr_mma(const tl_stmt *s, const tl_expr *e)
{
    if (!e)
        return NULL;
    const tl_layout *l = NULL;
    switch (e->kind) {
    case TL_EXPR_BINARY: return (l = expr_mma(s, e->bin.a)) ? l : expr_mma(s, e->bin.b);
    case TL_EXPR_UNARY: return expr_mma(s, e->un.a);
    case TL_EXPR_SELECT:
        return (l = expr_mma(s, e->sel.cond)) || (l = expr_mma(s, e->sel.a)) ? l : expr_mma(s, e->sel.b);
    case TL_EXPR_CAST: return expr_mma(s, e->cast.a);
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            if ((l = expr_mma(s, e->call.args[i])))
                return l;
        return NULL;
    case TL_EXPR_LOAD:
        return mma_buf(e->load.buf) && tl_gpu_access_owned(s, e->load.buf, e->load.idx) ? e->load.buf->layout : NULL;
    default: return NULL;
    }
}

static const tl_layout *block_mma(const tl_stmt *s, const tl_block *b)
{
    const tl_layout *l = NULL;
    for (size_t i = 0; i < b->n && !l; i++) {
        const tl_stmt *x = b->items[i];
        switch (x->kind) {
        case TL_STMT_LET: l = expr_mma(s, x->let.value); break;
        case TL_STMT_FOR: l = block_mma(s, &x->loop.body); break;
        case TL_STMT_WHILE:
            if (!(l = expr_mma(s, x->whiles.cond)))
                l = block_mma(s, &x->whiles.body);
            break;
        case TL_STMT_IF:
            if (!(l = expr_mma(s, x->ifs.cond)) && !(l = block_mma(s, &x->ifs.then_body)))
                l = block_mma(s, &x->ifs.else_body);
            break;
        case TL_STMT_STORE:
            if (mma_buf(x->store.buf) && tl_gpu_access_owned(s, x->store.buf, x->store.idx))
                l = x->store.buf->layout;
            else
                l = expr_mma(s, x->store.value);
            break;
        default: break;
        }
    }
    return l;
}

const tl_layout *tl_gpu_loop_layout(const tl_stmt *s)
{
    /* a threads region keeps iteration t on thread t */
    if (!s || s->kind != TL_STMT_FOR || s->loop.kind != TL_LOOP_PARALLEL || s->loop.region)
        return NULL;
    return block_mma(s, &s->loop.body);
}

bool tl_gpu_gemm_on_mma(const tl_stmt *s)
{
    if (s->kind != TL_STMT_TILE || s->tile.op != TL_TILE_GEMM)
        return false;
    /* choose_mma gave the accumulator its MMA layout; place_fragments may
     * have moved it to shared memory since (the emitter then loads its
     * tiles into registers around the mma loop) */
    const tl_buffer *c = s->tile.args[2].buf;
    return c->scope == TL_SCOPE_FRAGMENT && c->layout && c->layout->warps_m > 0;
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
    sum->bin.fused = true; /* a float gemm's sums are tolerance-defined: FFMA */
    st->store.buf = C->buf;
    st->store.nidx = 2;
    st->store.idx = ci;
    st->store.value = sum;
    if (!tl_ir_block_append(a, &par->loop.body, st) || !tl_ir_block_append(a, &ser->loop.body, par))
        return NULL;
    return ser;
}

/* gemm_loops for a backend's own gemm pass (gpu.h): NULL when K is not constant or out of memory. */
tl_stmt *tl_gpu_gemm_loops(tl_arena *a, tl_kernel *k, const tl_stmt *s)
{
    return gemm_loops(a, k, s);
}

/* The mma.sync shapes a target has (its `mma` attribute; docs/gpu.md).
 * "m16n8k16" names Ampere's mma.sync set, which came whole with sm_80:
 * m16n8k16 for f16/bf16, m16n8k32 for i8/u8 and m16n8k8 for tf32. */
typedef struct mma_shapes {
    bool k16, k32, k8;
    /* m64nNk16 (f16/bf16 -> f32) and m64nNk32 (fp8 -> f32): warpgroup MMAs
     * (N a multiple of 8 up to 256) read by a pipelined loop's gemm: four
     * warps of a warpgroup own 16 consecutive rows each of a 64-row slab */
    bool wg;
    /* m16n8k32 f8e4m3/f8e5m2 -> f32 (mma.sync, sm_89+; a wgmma target has it) */
    bool f8;
} mma_shapes;

static bool is_fp8(tl_dtype t) { return t == TL_DT_F8E4M3 || t == TL_DT_F8E5M2; }

/* The k of one mma.sync for gemm s's operand dtype into C's, or 0 when
 * the tensor cores cannot run it exactly as asked: f16/bf16 into f32
 * (k 16), i8 or u8 into i32 (k 32; exact, as the interpreter's wrapping
 * i32 sum), f32 into f32 only when the gemm opts into tf32 (k 8). */
static int mma_k(const tl_stmt *s, mma_shapes sh)
{
    tl_dtype t = s->tile.args[0].buf->dtype, c = s->tile.args[2].buf->dtype;
    /* fp8 into f32 (k 32; each product exact in f32), e4m3 and e5m2 mixed too */
    if (is_fp8(t) && is_fp8(s->tile.args[1].buf->dtype) && c == TL_DT_F32)
        return sh.f8 ? 32 : 0;
    if (s->tile.args[1].buf->dtype != t)
        return 0;
    if ((t == TL_DT_F16 || t == TL_DT_BF16) && c == TL_DT_F32)
        return sh.k16 ? 16 : 0;
    if ((t == TL_DT_I8 || t == TL_DT_U8) && c == TL_DT_I32)
        return sh.k32 ? 32 : 0;
    if (t == TL_DT_F32 && c == TL_DT_F32 && s->tile.precision == TL_PRECISION_TF32)
        return sh.k8 ? 8 : 0;
    return 0;
}

/* Whether gemm s can run on mma.sync (mma_k: its operand dtypes, operands
 * in shared memory, whole buffers, an accumulator fragment, shapes in
 * whole tiles); if so the accumulator gets the MMA layout, its warp tiling
 * the one that loads the fewest operand registers per k step (whole rows a
 * warp under layout(rows), when its rows split evenly over the warps). */
static bool ring_operands(const tl_stmt *loop, const tl_stmt *gemm);

static bool choose_mma(tl_arena *a, const tl_kernel *k, const tl_stmt *s, mma_shapes sh, const tl_stmt *pipelined, bool *oom)
{
    const tl_region *A = &s->tile.args[0], *B = &s->tile.args[1], *C = &s->tile.args[2];
    int ks = mma_k(s, sh);
    if (!ks)
        return false;
    if (A->buf->scope != TL_SCOPE_SHARED || B->buf->scope != TL_SCOPE_SHARED || C->buf->scope != TL_SCOPE_FRAGMENT ||
        !C->buf->layout || C->buf->layout->replicated || A->starts || B->starts || C->starts)
        return false;
    int64_t m, n, kk, threads = tl_gpu_threads(k);
    if (!tl_ir_is_const_int(C->buf->dims[0], &m) || !tl_ir_is_const_int(C->buf->dims[1], &n) ||
        !tl_ir_is_const_int(A->buf->dims[s->tile.transpose_a ? 0 : 1], &kk) || m % 16 || n % 8 || kk % ks ||
        threads % 32)
        return false;
    int warps = (int)(threads / 32), best_wm = 0;
    int64_t best = INT64_MAX;
    /* layout(rows): each warp owns whole rows (warps_n 1), so that a row's
     * reduction stays within a warp (quad shuffles, no shared partials nor
     * barrier) and a warp's rows of the accumulator are a whole A operand
     * of a gemm that follows (when the rows do not split so, the search runs
     * again over every tiling); the least operand traffic otherwise */
    bool rows = C->buf->layout_hint == TL_LAYOUT_HINT_ROWS;
    /* warpgroup MMAs (the target's mma=wgmma: m64nNk16, m64nNk32 for fp8),
     * for the gemm of a pipelined loop that copies both its operands from
     * global memory (a cp.async ring) and whose tile is 16 rows a warp and
     * at most 256 columns: every warp whole rows (warps_n 1, one 16-row
     * tile), which is the accumulator's layout of both shapes, so the
     * backend may run the loop's gemm on them (the mma.sync form of the same
     * layout stays correct). B [K, N] or stored [N, K] (transpose_b, K-major)
     * for 16-bit types; fp8 reads both operands K-major only (PTX has no
     * transposed 8-bit wgmma), so an fp8 B [K, N] keeps the mma.sync search */
    bool fp8 = is_fp8(A->buf->dtype);
    if (sh.wg && pipelined && ring_operands(pipelined, s) && (ks == 16 || (fp8 && s->tile.transpose_b)) && threads % 128 == 0 &&
        m == 16 * warps && n <= 256 && !s->tile.transpose_a)
        best_wm = warps;
    for (int pass = rows ? 0 : 1; pass < 2 && !best_wm; pass++) {
        for (int wm = pass == 0 ? warps : 1; wm <= warps; wm++) {
            int wn = warps / wm;
            if (warps % wm || m % (16 * wm) || n % (8 * wn))
                continue;
            int64_t mt = m / (16 * wm), nt = n / (8 * wn);
            if (mt * nt * 4 > 128) /* accumulators per thread: beyond this they spill */
                continue;
            int64_t cost = 4 * mt + 2 * nt;
            if (cost < best) {
                best = cost;
                best_wm = wm;
            }
        }
    }
    if (!best_wm)
        return false;
    const tl_layout *old = C->buf->layout;
    if (old->warps_m)
        return old->warps_m == best_wm; /* another gemm into it chose already */
    tl_layout *l = tl_arena_alloc(a, sizeof *l);
    if (!l) {
        *oom = true;
        return false;
    }
    *l = *old;
    l->warps_m = best_wm;
    l->warps_n = warps / best_wm;
    l->tiles_m = (int)(m / (16 * l->warps_m));
    l->tiles_n = (int)(n / (8 * l->warps_n));
    l->vec = 4;
    l->per_thread = l->tiles_m * l->tiles_n * 4;
    C->buf->layout = l;
    return true;
}

static bool simt_block(tl_arena *a, tl_kernel *k, tl_block *b, mma_shapes mma, const tl_stmt *pipelined, tl_error *err)
{
    for (size_t i = 0; i < b->n; i++) {
        tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_FOR &&
            !simt_block(a, k, &s->loop.body, mma, s->loop.kind == TL_LOOP_PIPELINED ? s : NULL, err))
            return false;
        if (s->kind == TL_STMT_WHILE && !simt_block(a, k, &s->whiles.body, mma, NULL, err))
            return false;
        if (s->kind == TL_STMT_IF &&
            (!simt_block(a, k, &s->ifs.then_body, mma, NULL, err) || !simt_block(a, k, &s->ifs.else_body, mma, NULL, err)))
            return false;
        if (s->kind != TL_STMT_TILE || s->tile.op != TL_TILE_GEMM)
            continue;
        bool oom = false;
        if (choose_mma(a, k, s, mma, pipelined, &oom))
            continue; /* kept: the emitter writes the mma.sync loop */
        if (oom)
            return TL_TX_OOM(err);
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
    /* the target says which tensor-core shapes it has (specs: attr mma) */
    const tl_target *t = tl_context_target(c->ctx);
    const char *mma = t ? tl_target_attr(t, "mma") : NULL;
    mma_shapes sh = {false, false, false, false, false};
    /* wgmma: the m16n8k16 set, fp8's mma.sync (sm_89 came before) and
     * warpgroup MMAs (m64nNk16, m64nNk32) */
    sh.wg = mma && strcmp(mma, "wgmma") == 0;
    sh.f8 = sh.wg;
    if (mma && (strstr(mma, "m16n8k16") || sh.wg))
        sh.k16 = sh.k32 = sh.k8 = true;
    sh.k32 |= mma && strstr(mma, "m16n8k32") != NULL;
    sh.k8 |= mma && strstr(mma, "m16n8k8") != NULL;
    for (size_t i = 0; i < c->module->nkernels; i++)
        if (!simt_block(c->arena, c->module->kernels[i], &c->module->kernels[i]->body, sh, NULL, err))
            return false;
    return true;
}

/* ---- split_reductions ------------------------------------------------------- */

/* reduce_*(src [R, C] or [C], dst, dim = last) with few rows for the block's
 * T threads becomes two steps, so that every thread works: G threads per
 * row (G a power of two, R G <= T, G <= C) each combine a strided part of
 * the row into a shared [R, G] buffer, then the rows of that buffer are
 * reduced into dst as before. Sums come out in another order (within the
 * tolerance of a float sum); max, min and absmax are exact.
 * A 2-D fragment (not a gemm's accumulator) whose partition spreads each
 * row as runs of vec columns over W = C / vec consecutive threads, W a
 * power of two dividing T, gets G = W partials that follow that partition
 * instead: P[r, j / vec] combines run j / vec of row r, on the thread that
 * owns it, so that every access of the fragment stays owned (the CUDA
 * emitter keeps the partial in a register and shuffles it: owned_reduce). */
typedef struct splitter {
    tl_arena *a;
    tl_kernel *k;
    tl_block hoisted; /* the partial buffers, allocated at the kernel's top */
    bool oom;
    int warp; /* the target's warp (wavefront) width: a row's lanes at most */
} splitter;

/* Whether a gemm in b accumulates into buf (the accumulator of a tensor-core
 * gemm gets the MMA layout, whose runs the partials cannot follow). */
static bool gemm_into(const tl_block *b, const tl_buffer *buf)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_TILE && s->tile.op == TL_TILE_GEMM && s->tile.nargs > 2 && s->tile.args[2].buf == buf)
            return true;
        if ((s->kind == TL_STMT_FOR && gemm_into(&s->loop.body, buf)) || (s->kind == TL_STMT_WHILE && gemm_into(&s->whiles.body, buf)) ||
            (s->kind == TL_STMT_IF && (gemm_into(&s->ifs.then_body, buf) || gemm_into(&s->ifs.else_body, buf))))
            return true;
    }
    return false;
}

/* A row reduction (dim 1) of a 2-D fragment that a gemm accumulates into
 * gets partials of column pairs, P[r, j / 2] over a [R, C / 2] buffer, when
 * the fragment's round-robin partition has runs of an even length: then each
 * pair is one thread's whether the gemm keeps the fragment in the MMA layout
 * (lane l holds columns 2 (l % 4) and the next of a row: registers c0 c1, c2
 * c3) or not (a run of 2 or 4 holds whole pairs). Every access of the
 * fragment stays owned, so it can stay in registers; the CUDA emitter
 * combines a row's pairs in a register, then over the quad by shuffles and
 * across the warps of the row (mma_reduce). Sum, max and min only. */
static bool mma_pairs(const splitter *sp, const tl_stmt *s, int64_t rows, int64_t cols)
{
    const tl_buffer *src = s->tile.args[0].buf;
    tl_tileop op = s->tile.op;
    return src->ndim == 2 && src->scope == TL_SCOPE_FRAGMENT && src->layout && !src->layout->replicated &&
           (op == TL_TILE_REDUCE_SUM || op == TL_TILE_REDUCE_MAX || op == TL_TILE_REDUCE_MIN) && cols >= 4 && cols % 2 == 0 &&
           tl_gpu_vec(cols, rows * cols, tl_gpu_threads(sp->k)) >= 2 && gemm_into(&sp->k->body, src);
}

static tl_stmt *split_reduce(splitter *sp, const tl_stmt *s)
{
    tl_arena *a = sp->a;
    tl_srcloc loc = s->loc;
    const tl_buffer *src = s->tile.args[0].buf, *dst = s->tile.args[1].buf;
    if (src->ndim > 2 || s->tile.dim != src->ndim - 1 || s->tile.args[0].starts || s->tile.args[1].starts ||
        src->scope == TL_SCOPE_GLOBAL || dst->scope == TL_SCOPE_GLOBAL)
        return NULL;
    int64_t rows = 1, cols, threads = tl_gpu_threads(sp->k);
    if (src->ndim == 2 && !tl_ir_is_const_int(src->dims[0], &rows))
        return NULL;
    if (!tl_ir_is_const_int(src->dims[src->ndim - 1], &cols))
        return NULL;
    /* a 2-D fragment the partition spreads as whole runs of `vec` columns,
     * W = C / vec runs a row, W a power of two that divides T (W
     * consecutive threads a row) or that T divides (each thread W / T runs
     * of one row, a whole row held on chip by the block; P then has R W
     * elements, bounded here to 16 KB of f32, though the CUDA emitter keeps
     * only R T / 32 of them): the partials follow src's own partition, one
     * per run, written by the run's owner */
    int vec = src->ndim == 2 && src->scope == TL_SCOPE_FRAGMENT && src->layout && !src->layout->replicated &&
                      !src->layout->warps_m && !gemm_into(&sp->k->body, src)
                  ? tl_gpu_vec(cols, rows * cols, (int)threads)
                  : 1;
    int64_t g = 1;
    if (mma_pairs(sp, s, rows, cols)) {
        /* a gemm's accumulator: partials of column pairs (see mma_pairs) */
        vec = 2;
        g = cols / 2;
    } else if (vec > 1 && cols / vec >= 2 && !((cols / vec) & (cols / vec - 1)) &&
               (threads % (cols / vec) == 0 || ((cols / vec) % threads == 0 && rows * (cols / vec) <= 4096))) {
        g = cols / vec;
    } else {
        vec = 1;
        while (g * 2 <= sp->warp && rows * g * 2 <= threads && g * 2 <= cols)
            g *= 2;
        if (g < 2 || cols < 2 * g)
            return NULL;
    }
    tl_dtype t = dst->dtype;
    /* the earlier partial buffers are not in the kernel yet: number them */
    char base[32];
    snprintf(base, sizeof base, sp->hoisted.n ? "partial%zu_" : "partial", sp->hoisted.n);
    const char *pn = tl_tx_fresh_name(a, sp->k, base);
    tl_buffer *tmp = pn ? tl_ir_new_buffer(a, sp->k, pn, TL_SCOPE_SHARED, t, 2, loc) : NULL;
    tl_stmt *al = tl_ir_new_stmt(a, TL_STMT_ALLOC, loc);
    if (!tmp || !al || !(tmp->dims = tl_arena_array(a, 2, sizeof *tmp->dims)))
        return NULL;
    tmp->dims[0] = tl_ir_int(a, TL_DT_I32, rows, loc);
    tmp->dims[1] = tl_ir_int(a, TL_DT_I32, g, loc);
    tmp->scratch = true; /* the loops below write every P[r, l] before the combine reads it */
    al->alloc.buf = tmp;
    if (!tl_ir_block_append(a, &sp->hoisted, al))
        return NULL;
    /* for r, l in parallel(R, G) { partial[r, l] = id; for q in range(ceildiv(C - l, G)) { ... } } */
    const char *nr = tl_tx_fresh_name(a, sp->k, "rr"), *nl = tl_tx_fresh_name(a, sp->k, "rl"),
               *nq = tl_tx_fresh_name(a, sp->k, "rq");
    tl_var *vr = nr ? tl_ir_new_var(a, sp->k, nr, TL_VAR_LOOP, TL_DT_I32, loc) : NULL;
    tl_var *vl = nl ? tl_ir_new_var(a, sp->k, nl, TL_VAR_LOOP, TL_DT_I32, loc) : NULL;
    tl_var *vq = nq ? tl_ir_new_var(a, sp->k, nq, TL_VAR_LOOP, TL_DT_I32, loc) : NULL;
    tl_stmt *par = tl_ir_new_stmt(a, TL_STMT_FOR, loc), *ser = tl_ir_new_stmt(a, TL_STMT_FOR, loc);
    tl_stmt *init = tl_ir_new_stmt(a, TL_STMT_STORE, loc), *upd = tl_ir_new_stmt(a, TL_STMT_STORE, loc);
    tl_expr **i0 = tl_arena_array(a, 2, sizeof *i0), **i1 = tl_arena_array(a, 2, sizeof *i1),
            **i2 = tl_arena_array(a, 2, sizeof *i2), **si = tl_arena_array(a, 2, sizeof *si);
    if (!vr || !vl || !vq || !par || !ser || !init || !upd || !i0 || !i1 || !i2 || !si)
        return NULL;
    par->loop.kind = TL_LOOP_PARALLEL;
    par->loop.nvars = 2;
    par->loop.vars[0] = vr;
    par->loop.vars[1] = vl;
    par->loop.end[0] = tl_ir_int(a, TL_DT_I32, rows, loc);
    par->loop.end[1] = tl_ir_int(a, TL_DT_I32, g, loc);
    ser->loop.kind = TL_LOOP_SERIAL;
    ser->loop.nvars = 1;
    ser->loop.vars[0] = vq;
    /* lane l takes columns l, l + G, ...: ceildiv(C - l, G) of them, C / G
     * for every lane when G divides C (a constant count the device
     * compiler unrolls, its loads issued together) */
    ser->loop.end[0] = cols % g == 0
                           ? tl_ir_int(a, TL_DT_I32, cols / g, loc)
                           : tl_ir_binary(a, TL_BIN_CEILDIV,
                                          tl_ir_binary(a, TL_BIN_SUB, tl_ir_int(a, TL_DT_I32, cols, loc), tl_ir_varref(a, vl, loc), loc),
                                          tl_ir_int(a, TL_DT_I32, g, loc), loc);
    if (vec > 1) {
        /* for i, j in parallel(R, C) {
         *     partial[i, j / vec] = op(select(j % vec == 0, id, partial[i, j / vec]), src[i, j]) }
         * each run's thread owns its src elements and its partial */
        const char *nj = tl_tx_fresh_name(a, sp->k, "rj");
        tl_var *vj = nj ? tl_ir_new_var(a, sp->k, nj, TL_VAR_LOOP, TL_DT_I32, loc) : NULL;
        if (!vj)
            return NULL;
        par->loop.vars[1] = vj;
        par->loop.end[1] = tl_ir_int(a, TL_DT_I32, cols, loc);
        tl_expr *vecx = tl_ir_int(a, TL_DT_I32, vec, loc);
        for (int j = 0; j < 2; j++) {
            i1[j] = tl_ir_varref(a, j ? vj : vr, loc);
            i2[j] = tl_ir_varref(a, j ? vj : vr, loc);
        }
        i1[1] = tl_ir_binary(a, TL_BIN_DIV, i1[1], vecx, loc);
        i2[1] = tl_ir_binary(a, TL_BIN_DIV, i2[1], vecx, loc);
        si[0] = tl_ir_varref(a, vr, loc);
        si[1] = tl_ir_varref(a, vj, loc);
        tl_expr *x = tl_ir_load(a, (tl_buffer *)src, si, 2, loc);
        if (x && x->dtype != t)
            x = tl_ir_cast(a, t, x, loc);
        tl_expr *first = tl_ir_binary(a, TL_BIN_EQ, tl_ir_binary(a, TL_BIN_MOD, tl_ir_varref(a, vj, loc), vecx, loc),
                                      tl_ir_int(a, TL_DT_I32, 0, loc), loc);
        tl_expr *acc = tl_ir_select(a, first, tl_tx_reduce_identity(a, s->tile.op, t, loc), tl_ir_load(a, tmp, i2, 2, loc), loc);
        upd->store.buf = tmp;
        upd->store.nidx = 2;
        upd->store.idx = i1;
        upd->store.value = tl_tx_reduce_step(a, s->tile.op, acc, x, loc);
        if (!par->loop.end[0] || !par->loop.end[1] || !upd->store.value || !tl_ir_block_append(a, &par->loop.body, upd))
            return NULL;
    } else {
        tl_expr **idx[3] = {i0, i1, i2};
        for (int j = 0; j < 3; j++) {
            idx[j][0] = tl_ir_varref(a, vr, loc);
            idx[j][1] = tl_ir_varref(a, vl, loc);
        }
        init->store.buf = tmp;
        init->store.nidx = 2;
        init->store.idx = i0;
        init->store.value = tl_tx_reduce_identity(a, s->tile.op, t, loc);
        tl_expr *col = tl_ir_binary(a, TL_BIN_ADD, tl_ir_varref(a, vl, loc),
                                    tl_ir_binary(a, TL_BIN_MUL, tl_ir_varref(a, vq, loc), tl_ir_int(a, TL_DT_I32, g, loc), loc), loc);
        int ns = 0;
        if (src->ndim == 2)
            si[ns++] = tl_ir_varref(a, vr, loc);
        si[ns++] = col;
        tl_expr *x = tl_ir_load(a, (tl_buffer *)src, si, ns, loc);
        if (x && x->dtype != t)
            x = tl_ir_cast(a, t, x, loc);
        upd->store.buf = tmp;
        upd->store.nidx = 2;
        upd->store.idx = i1;
        upd->store.value = tl_tx_reduce_step(a, s->tile.op, tl_ir_load(a, tmp, i2, 2, loc), x, loc);
        if (!par->loop.end[0] || !par->loop.end[1] || !ser->loop.end[0] || !init->store.value || !upd->store.value ||
            !tl_ir_block_append(a, &ser->loop.body, upd) || !tl_ir_block_append(a, &par->loop.body, init) ||
            !tl_ir_block_append(a, &par->loop.body, ser))
            return NULL;
    }
    /* then the rows of partial into dst, as the reduction said (clear or not) */
    tl_stmt *red = tl_ir_new_stmt(a, TL_STMT_TILE, loc);
    if (!red)
        return NULL;
    *red = *s;
    red->tile.args[0].buf = tmp;
    red->tile.args[0].starts = NULL;
    red->tile.args[0].extents = tmp->dims;
    red->tile.dim = 1;
    red->tile.guard[0] = red->tile.guard[1] = 0;
    tl_stmt *blk = tl_ir_new_stmt(a, TL_STMT_IF, loc);
    if (!blk)
        return NULL;
    /* the two steps, in one `if true` block so that they replace one statement */
    blk->ifs.cond = tl_ir_int(a, TL_DT_BOOL, 1, loc);
    if (!blk->ifs.cond || !tl_ir_block_append(a, &blk->ifs.then_body, par) || !tl_ir_block_append(a, &blk->ifs.then_body, red))
        return NULL;
    return blk;
}

static void split_block(splitter *sp, tl_block *b)
{
    for (size_t i = 0; i < b->n && !sp->oom; i++) {
        tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_FOR)
            split_block(sp, &s->loop.body);
        else if (s->kind == TL_STMT_WHILE)
            split_block(sp, &s->whiles.body);
        else if (s->kind == TL_STMT_IF) {
            split_block(sp, &s->ifs.then_body);
            split_block(sp, &s->ifs.else_body);
        } else if (s->kind == TL_STMT_TILE && tl_tileop_is_reduce(s->tile.op)) {
            tl_stmt *r = split_reduce(sp, s);
            if (r)
                b->items[i] = r;
        }
    }
}

bool tl_pass_split_reductions(struct tl_compilation *c, tl_error *err)
{
    /* the target's warp width (its `warp_size` attribute: 64 for a CDNA
     * wavefront), else 32 */
    const tl_target *t = tl_context_target(c->ctx);
    const char *ws = t ? tl_target_attr(t, "warp_size") : NULL;
    int warp = ws && atoi(ws) >= 32 ? atoi(ws) : 32;
    for (size_t i = 0; i < c->module->nkernels; i++) {
        splitter sp = {c->arena, c->module->kernels[i], {0}, false, warp};
        split_block(&sp, &sp.k->body);
        if (sp.oom)
            return TL_TX_OOM(err);
        if (sp.hoisted.n) {
            /* the partial buffers first: allocated (and zeroed) once */
            tl_block nb = sp.hoisted;
            for (size_t j = 0; j < sp.k->body.n; j++)
                if (!tl_ir_block_append(c->arena, &nb, sp.k->body.items[j]))
                    return TL_TX_OOM(err);
            sp.k->body = nb;
        }
    }
    return true;
}

/* ---- mark_overwritten -------------------------------------------------------- */

/* An on-chip buffer is allocated zeroed (the language's rule). When every
 * path through the kernel writes all of it before any read, the zeroing is
 * dead: the buffer is marked scratch and a backend allocates it without
 * zeroing (softmax's and layernorm's buffers for the row lengths a block is
 * not running, 32 KiB of shared stores a block at rows of 256). A whole
 * write is a copy, fill, clear, clearing reduction or scan into the whole
 * buffer that does not read it: a copy from a tensor writes zeros where it
 * is masked, so it too writes every element. The walk is over the tile
 * ops, before lower_tile_ops. */
typedef enum { OW_NONE, OW_DEF, OW_COND, OW_BAD } ow_state;

static bool ow_region_exprs(const tl_region *r, const tl_buffer *b)
{
    for (int d = 0; r->starts && d < r->buf->ndim; d++)
        if (tl_ir_expr_loads_buf(r->starts[d], b))
            return true;
    return false;
}

static ow_state ow_block(const tl_block *blk, const tl_buffer *b);

static ow_state ow_tile(const tl_stmt *s, const tl_buffer *b)
{
    int n = s->tile.nargs;
    bool any = tl_ir_expr_loads_buf(s->tile.value, b);
    for (int a = 0; a < n; a++)
        any |= s->tile.args[a].buf == b || ow_region_exprs(&s->tile.args[a], b);
    if (!any)
        return OW_NONE;
    const tl_region *dst = &s->tile.args[n - 1];
    bool writes = s->tile.op == TL_TILE_COPY || s->tile.op == TL_TILE_FILL || s->tile.op == TL_TILE_CLEAR ||
                  s->tile.op == TL_TILE_CUMSUM || s->tile.op == TL_TILE_CUMMAX ||
                  ((s->tile.op == TL_TILE_REDUCE_SUM || s->tile.op == TL_TILE_REDUCE_MAX || s->tile.op == TL_TILE_REDUCE_MIN ||
                    s->tile.op == TL_TILE_REDUCE_ABSMAX) && s->tile.clear);
    if (!writes || dst->buf != b || dst->starts || tl_ir_expr_loads_buf(s->tile.value, b))
        return OW_BAD;
    for (int a = 0; a < n - 1; a++)
        if (s->tile.args[a].buf == b || ow_region_exprs(&s->tile.args[a], b))
            return OW_BAD;
    return OW_DEF;
}

static ow_state ow_stmt(const tl_stmt *s, const tl_buffer *b)
{
    switch (s->kind) {
    case TL_STMT_ALLOC: return OW_NONE;
    case TL_STMT_LET: return tl_ir_expr_loads_buf(s->let.value, b) ? OW_BAD : OW_NONE;
    case TL_STMT_STORE: {
        bool any = s->store.buf == b || tl_ir_expr_loads_buf(s->store.value, b);
        for (int d = 0; d < s->store.nidx; d++)
            any |= tl_ir_expr_loads_buf(s->store.idx[d], b);
        return any ? OW_BAD : OW_NONE;
    }
    case TL_STMT_TILE: return ow_tile(s, b);
    case TL_STMT_IF: {
        if (tl_ir_expr_loads_buf(s->ifs.cond, b))
            return OW_BAD;
        ow_state t = ow_block(&s->ifs.then_body, b), e = ow_block(&s->ifs.else_body, b);
        if (t == OW_BAD || e == OW_BAD)
            return OW_BAD;
        if (t == OW_DEF && e == OW_DEF)
            return OW_DEF;
        return t == OW_NONE && e == OW_NONE ? OW_NONE : OW_COND;
    }
    case TL_STMT_FOR: {
        for (int v = 0; v < s->loop.nvars; v++)
            if (tl_ir_expr_loads_buf(s->loop.begin[v], b) || tl_ir_expr_loads_buf(s->loop.end[v], b))
                return OW_BAD;
        ow_state x = ow_block(&s->loop.body, b);
        if (x != OW_NONE && s->loop.kind == TL_LOOP_PARALLEL)
            return OW_BAD; /* element accesses, not a tile op */
        return x == OW_DEF ? OW_COND : x; /* a loop may run no iteration */
    }
    case TL_STMT_WHILE: {
        if (tl_ir_expr_loads_buf(s->whiles.cond, b))
            return OW_BAD;
        ow_state x = ow_block(&s->whiles.body, b);
        return x == OW_DEF ? OW_COND : x;
    }
    default: return OW_NONE;
    }
}

/* DEF: every path writes all of b before any read; COND: no path reads b
 * before writing all of it, some do not write it; NONE: no access. */
static ow_state ow_block(const tl_block *blk, const tl_buffer *b)
{
    bool cond = false;
    for (size_t i = 0; i < blk->n; i++) {
        ow_state x = ow_stmt(blk->items[i], b);
        if (x == OW_DEF || x == OW_BAD)
            return x;
        cond |= x == OW_COND;
    }
    return cond ? OW_COND : OW_NONE;
}

static bool ow_viewed(const tl_block *blk, const tl_buffer *b)
{
    for (size_t i = 0; i < blk->n; i++) {
        const tl_stmt *s = blk->items[i];
        if ((s->kind == TL_STMT_ALLOC && s->alloc.buf->view_of == b) || (s->kind == TL_STMT_FOR && ow_viewed(&s->loop.body, b)) ||
            (s->kind == TL_STMT_WHILE && ow_viewed(&s->whiles.body, b)) ||
            (s->kind == TL_STMT_IF && (ow_viewed(&s->ifs.then_body, b) || ow_viewed(&s->ifs.else_body, b))))
            return true;
    }
    return false;
}

static void ow_allocs(const tl_kernel *k, const tl_block *blk)
{
    for (size_t i = 0; i < blk->n; i++) {
        const tl_stmt *s = blk->items[i];
        if (s->kind == TL_STMT_ALLOC) {
            tl_buffer *b = s->alloc.buf;
            if ((b->scope == TL_SCOPE_SHARED || b->scope == TL_SCOPE_FRAGMENT) && !b->view_of && !b->scratch &&
                !ow_viewed(&k->body, b) && ow_block(&k->body, b) != OW_BAD)
                b->scratch = true;
        } else if (s->kind == TL_STMT_FOR) {
            ow_allocs(k, &s->loop.body);
        } else if (s->kind == TL_STMT_WHILE) {
            ow_allocs(k, &s->whiles.body);
        } else if (s->kind == TL_STMT_IF) {
            ow_allocs(k, &s->ifs.then_body);
            ow_allocs(k, &s->ifs.else_body);
        }
    }
}

bool tl_pass_mark_overwritten(struct tl_compilation *c, tl_error *err)
{
    (void)err;
    for (size_t i = 0; i < c->module->nkernels; i++)
        ow_allocs(c->module->kernels[i], &c->module->kernels[i]->body);
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
        if (!tl_gpu_access_owned(par, e->load.buf, e->load.idx) && !tl_gpu_rows_buffer(e->load.buf))
            to_shared(e->load.buf);
        return;
    default: return;
    }
}

/* ---- row vectors in the MMA layout's rows (tl_layout.rows_of) ---------------- */

/* The candidates: replicated [R] fragments, and whether each still holds. */
#define ROWS_MAX 32

typedef struct rows_set {
    tl_buffer *buf[ROWS_MAX];
    bool ok[ROWS_MAX];
    int n;
    const tl_layout *mma; /* the MMA layout whose rows they follow */
} rows_set;

static int rows_find(const rows_set *rs, const tl_buffer *b)
{
    for (int i = 0; i < rs->n; i++)
        if (rs->buf[i] == b)
            return i;
    return -1;
}

/* Whether two MMA layouts put every row on the same threads (the same
 * warps and 16-row tiles): a row vector's registers are the rows a thread
 * holds, whatever the columns, so it may follow accumulators of different
 * widths (flash attention's acc_s [BM, BN] and acc_o [BM, D]). */
static bool same_rows(const tl_layout *a, const tl_layout *b)
{
    return a->warps_m == b->warps_m && a->warps_n == b->warps_n && a->tiles_m == b->tiles_m;
}

static bool rows_loop_ok(rows_set *rs, const tl_stmt *par);

/* A loop over R that runs on every thread for its rows: what its body may
 * do. Each thread computes the same values for a row (they read the same
 * replicas and shared data), so it must write nothing but candidates. */
static bool rows_body_ok(const rows_set *rs, const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_LET: break;
        case TL_STMT_STORE: {
            int k = rows_find(rs, s->store.buf);
            if (k < 0 || !rs->ok[k])
                return false;
            break;
        }
        case TL_STMT_IF:
            if (!rows_body_ok(rs, &s->ifs.then_body) || !rows_body_ok(rs, &s->ifs.else_body))
                return false;
            break;
        case TL_STMT_FOR:
            if (s->loop.kind == TL_LOOP_PARALLEL || s->loop.region || !rows_body_ok(rs, &s->loop.body))
                return false;
            break;
        default: return false;
        }
    }
    return true;
}

/* Loads in a loop over R of fragments other than candidates: those in
 * registers are owned by one thread, which the loop no longer keeps (every
 * thread of the row runs the iteration); locals alike. */
static bool rows_expr_frags(const rows_set *rs, const tl_expr *e)
{
    if (!e)
        return true;
    switch (e->kind) {
    case TL_EXPR_BINARY: return rows_expr_frags(rs, e->bin.a) && rows_expr_frags(rs, e->bin.b);
    case TL_EXPR_UNARY: return rows_expr_frags(rs, e->un.a);
    case TL_EXPR_SELECT:
        return rows_expr_frags(rs, e->sel.cond) && rows_expr_frags(rs, e->sel.a) && rows_expr_frags(rs, e->sel.b);
    case TL_EXPR_CAST: return rows_expr_frags(rs, e->cast.a);
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            if (!rows_expr_frags(rs, e->call.args[i]))
                return false;
        return true;
    case TL_EXPR_LOAD: {
        const tl_buffer *b = e->load.buf;
        int k = rows_find(rs, b);
        if (k >= 0)
            return rs->ok[k];
        /* a local differs between threads too */
        return b->scope != TL_SCOPE_LOCAL &&
               (b->scope != TL_SCOPE_FRAGMENT || !b->layout || b->layout->replicated || b->layout->in_shared);
    }
    default: return true;
    }
}

static bool rows_block_frags(const rows_set *rs, const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        bool ok = true;
        switch (s->kind) {
        case TL_STMT_LET: ok = rows_expr_frags(rs, s->let.value); break;
        case TL_STMT_STORE:
            ok = rows_expr_frags(rs, s->store.value);
            for (int d = 0; d < s->store.nidx && ok; d++)
                ok = rows_expr_frags(rs, s->store.idx[d]);
            break;
        case TL_STMT_IF:
            ok = rows_expr_frags(rs, s->ifs.cond) && rows_block_frags(rs, &s->ifs.then_body) &&
                 rows_block_frags(rs, &s->ifs.else_body);
            break;
        case TL_STMT_FOR: ok = rows_expr_frags(rs, s->loop.end[0]) && rows_block_frags(rs, &s->loop.body); break;
        default: break;
        }
        if (!ok)
            return false;
    }
    return true;
}

static bool rows_loop_ok(rows_set *rs, const tl_stmt *par)
{
    if (par->loop.nvars != 1 || par->loop.region || tl_gpu_loop_layout(par) || !rows_body_ok(rs, &par->loop.body) ||
        !rows_block_frags(rs, &par->loop.body))
        return false;
    if (!rs->mma)
        return true;
    int64_t n;
    return tl_ir_is_const_int(par->loop.end[0], &n) && n == (int64_t)rs->mma->warps_m * rs->mma->tiles_m * 16;
}

/* An access of candidate k: under an MMA loop as x[row var] (a read), or
 * owned in a loop over R that rows_loop_ok takes. */
static void rows_access(rows_set *rs, int k, const tl_stmt *par, tl_expr *const *idx, bool write)
{
    if (k < 0 || !rs->ok[k])
        return;
    const tl_layout *l = par ? tl_gpu_loop_layout(par) : NULL;
    bool ok;
    if (!par)
        ok = false;
    else if (l) {
        int64_t r = 0;
        tl_ir_is_const_int(rs->buf[k]->dims[0], &r);
        ok = !write && par->loop.nvars == 2 && idx[0]->kind == TL_EXPR_VAR && idx[0]->var == par->loop.vars[0] &&
             r == (int64_t)l->warps_m * l->tiles_m * 16 && (!rs->mma || same_rows(rs->mma, l));
        if (ok && !rs->mma)
            rs->mma = l;
    } else
        ok = tl_gpu_access_owned(par, rs->buf[k], idx) && rows_loop_ok(rs, par);
    rs->ok[k] = ok;
}

static void rows_expr(rows_set *rs, const tl_expr *e, const tl_stmt *par)
{
    if (!e)
        return;
    switch (e->kind) {
    case TL_EXPR_BINARY: rows_expr(rs, e->bin.a, par); rows_expr(rs, e->bin.b, par); return;
    case TL_EXPR_UNARY: rows_expr(rs, e->un.a, par); return;
    case TL_EXPR_SELECT:
        rows_expr(rs, e->sel.cond, par);
        rows_expr(rs, e->sel.a, par);
        rows_expr(rs, e->sel.b, par);
        return;
    case TL_EXPR_CAST: rows_expr(rs, e->cast.a, par); return;
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            rows_expr(rs, e->call.args[i], par);
        return;
    case TL_EXPR_LOAD:
        for (int i = 0; i < e->load.nidx; i++)
            rows_expr(rs, e->load.idx[i], par);
        rows_access(rs, rows_find(rs, e->load.buf), par, e->load.idx, false);
        return;
    default: return;
    }
}

static void rows_block(rows_set *rs, const tl_block *b, const tl_stmt *par)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_LET: rows_expr(rs, s->let.value, par); break;
        case TL_STMT_FOR:
            for (int v = 0; v < s->loop.nvars; v++) {
                rows_expr(rs, s->loop.begin[v], par);
                rows_expr(rs, s->loop.end[v], par);
            }
            rows_block(rs, &s->loop.body, par ? par : s->loop.kind == TL_LOOP_PARALLEL ? s : NULL);
            break;
        case TL_STMT_WHILE:
            rows_expr(rs, s->whiles.cond, par);
            rows_block(rs, &s->whiles.body, par);
            break;
        case TL_STMT_IF:
            rows_expr(rs, s->ifs.cond, par);
            rows_block(rs, &s->ifs.then_body, par);
            rows_block(rs, &s->ifs.else_body, par);
            break;
        case TL_STMT_STORE:
            for (int d = 0; d < s->store.nidx; d++)
                rows_expr(rs, s->store.idx[d], par);
            rows_expr(rs, s->store.value, par);
            rows_access(rs, rows_find(rs, s->store.buf), par, s->store.idx, true);
            break;
        case TL_STMT_TILE:
            for (int j = 0; j < s->tile.nargs; j++) {
                int k = rows_find(rs, s->tile.args[j].buf);
                if (k >= 0)
                    rs->ok[k] = false;
                if (s->tile.args[j].starts)
                    for (int d = 0; d < s->tile.args[j].buf->ndim; d++)
                        rows_expr(rs, s->tile.args[j].starts[d], NULL);
            }
            rows_expr(rs, s->tile.value, par);
            break;
        default: break;
        }
    }
}

static void rows_candidates(rows_set *rs, const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_FOR)
            rows_candidates(rs, &s->loop.body);
        else if (s->kind == TL_STMT_WHILE)
            rows_candidates(rs, &s->whiles.body);
        else if (s->kind == TL_STMT_IF) {
            rows_candidates(rs, &s->ifs.then_body);
            rows_candidates(rs, &s->ifs.else_body);
        } else if (s->kind == TL_STMT_ALLOC && rs->n < ROWS_MAX) {
            tl_buffer *buf = s->alloc.buf;
            int64_t r;
            if (buf->scope == TL_SCOPE_FRAGMENT && buf->layout && buf->layout->replicated && buf->ndim == 1 &&
                tl_ir_is_const_int(buf->dims[0], &r) && r % 16 == 0 && rows_find(rs, buf) < 0) {
                rs->buf[rs->n] = buf;
                rs->ok[rs->n++] = true;
            }
        }
    }
}

/* The [R] fragments that can follow an MMA layout's rows (tl_layout.
 * rows_of): every access checked, then again while one drops out (a loop
 * over R that writes a dropped one no longer runs by rows). */
static bool rows_place(tl_arena *a, tl_kernel *k)
{
    rows_set rs;
    memset(&rs, 0, sizeof rs); /* the rounds compare all of ok[], not just the first n */
    rows_candidates(&rs, &k->body);
    if (!rs.n)
        return true;
    for (int round = 0; round < ROWS_MAX + 1; round++) {
        bool before[ROWS_MAX];
        memcpy(before, rs.ok, sizeof before);
        rows_block(&rs, &k->body, NULL);
        for (int i = 0; i < rs.n && rs.mma; i++) {
            int64_t r = 0;
            tl_ir_is_const_int(rs.buf[i]->dims[0], &r);
            if (r != (int64_t)rs.mma->warps_m * rs.mma->tiles_m * 16)
                rs.ok[i] = false;
        }
        if (round > 0 && !memcmp(before, rs.ok, sizeof before))
            break;
    }
    if (!rs.mma)
        return true;
    for (int i = 0; i < rs.n; i++) {
        if (!rs.ok[i])
            continue;
        tl_layout *l = tl_arena_alloc(a, sizeof *l);
        if (!l)
            return false;
        *l = *rs.buf[i]->layout;
        l->rows_of = rs.mma;
        l->per_thread = rs.mma->tiles_m * 2;
        rs.buf[i]->layout = l;
    }
    return true;
}

static bool is_rows_load(const tl_expr *e, const void *unused)
{
    (void)unused;
    return e->kind == TL_EXPR_LOAD && tl_gpu_rows_buffer(e->load.buf);
}

static bool has_rows_expr(const tl_expr *e)
{
    return tl_ir_expr_any(e, is_rows_load, NULL);
}

/* Whether a loop body reads or writes a row vector (tl_layout.rows_of). */
static bool has_rows(const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        bool r = false;
        switch (s->kind) {
        case TL_STMT_LET: r = has_rows_expr(s->let.value); break;
        case TL_STMT_FOR: r = has_rows(&s->loop.body); break;
        case TL_STMT_WHILE: r = has_rows_expr(s->whiles.cond) || has_rows(&s->whiles.body); break;
        case TL_STMT_IF: r = has_rows_expr(s->ifs.cond) || has_rows(&s->ifs.then_body) || has_rows(&s->ifs.else_body); break;
        case TL_STMT_STORE: r = tl_gpu_rows_buffer(s->store.buf) || has_rows_expr(s->store.value); break;
        default: break;
        }
        if (r)
            return true;
    }
    return false;
}

bool tl_gpu_rows_loop(const tl_stmt *s)
{
    return s->kind == TL_STMT_FOR && s->loop.kind == TL_LOOP_PARALLEL && s->loop.nvars == 1 && !s->loop.region &&
           !tl_gpu_loop_layout(s) && has_rows(&s->loop.body);
}

/* par: the outermost parallel loop around b, or NULL (uniform code). */
static void place_block(const tl_block *b, const tl_stmt *par)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_ALLOC:
            if (s->alloc.buf->scope == TL_SCOPE_FRAGMENT && s->alloc.buf->layout && s->alloc.buf->layout->replicated &&
                !s->alloc.buf->layout->rows_of)
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
        case TL_STMT_WHILE:
            place_expr(s->whiles.cond, par);
            place_block(&s->whiles.body, par);
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
            if (!tl_gpu_access_owned(par, s->store.buf, s->store.idx) && !tl_gpu_rows_buffer(s->store.buf))
                to_shared(s->store.buf);
            break;
        case TL_STMT_TILE:
            /* a tile op left to the emitter: atomic_add into a global
             * tensor, or a gemm for the tensor cores (its accumulator is
             * owned as the MMA layout says) */
            for (int j = 0; j < s->tile.nargs && j < 3; j++) {
                if (!(s->tile.op == TL_TILE_GEMM && j == 2))
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

/* In one parallel loop, the register fragments it owns must share one
 * partition: those that do not follow the loop's (tl_gpu_loop_layout) go to
 * shared memory. True when something moved. */
static bool agree_expr(const tl_stmt *par, const tl_layout *l, const tl_expr *e);

static bool agree_access(const tl_stmt *par, const tl_layout *l, const tl_buffer *b, tl_expr *const *idx)
{
    if (!tl_gpu_in_registers(b) || !tl_gpu_access_owned(par, b, idx) || b->layout == l)
        return false;
    const tl_layout *bl = b->layout;
    if (!l && !bl->warps_m)
        return false; /* both round-robin */
    if (l && l->warps_m == bl->warps_m && l->warps_n == bl->warps_n && l->tiles_m == bl->tiles_m &&
        l->tiles_n == bl->tiles_n)
        return false; /* two accumulators of one shape: one layout */
    to_shared(b);
    return true;
}

static bool agree_expr(const tl_stmt *par, const tl_layout *l, const tl_expr *e)
{
    if (!e)
        return false;
    switch (e->kind) {
    case TL_EXPR_BINARY: return (int)agree_expr(par, l, e->bin.a) | agree_expr(par, l, e->bin.b);
    case TL_EXPR_UNARY: return agree_expr(par, l, e->un.a);
    case TL_EXPR_SELECT: return (int)agree_expr(par, l, e->sel.cond) | agree_expr(par, l, e->sel.a) | agree_expr(par, l, e->sel.b);
    case TL_EXPR_CAST: return agree_expr(par, l, e->cast.a);
    case TL_EXPR_CALL: {
        int r = 0;
        for (int i = 0; i < e->call.nargs; i++)
            r |= agree_expr(par, l, e->call.args[i]);
        return r;
    }
    case TL_EXPR_LOAD: return agree_access(par, l, e->load.buf, e->load.idx);
    default: return false;
    }
}

static bool agree_block(const tl_stmt *par, const tl_layout *l, const tl_block *b)
{
    bool moved = false;
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (!par && s->kind == TL_STMT_FOR && s->loop.kind == TL_LOOP_PARALLEL) {
            moved |= agree_block(s, tl_gpu_loop_layout(s), &s->loop.body);
            continue;
        }
        switch (s->kind) {
        case TL_STMT_LET: moved |= agree_expr(par, l, s->let.value); break;
        case TL_STMT_FOR: moved |= agree_block(par, l, &s->loop.body); break;
        case TL_STMT_WHILE: moved |= (int)agree_expr(par, l, s->whiles.cond) | agree_block(par, l, &s->whiles.body); break;
        case TL_STMT_IF:
            moved |= (int)agree_expr(par, l, s->ifs.cond) | agree_block(par, l, &s->ifs.then_body) |
                     agree_block(par, l, &s->ifs.else_body);
            break;
        case TL_STMT_STORE:
            moved |= (int)agree_access(par, l, s->store.buf, s->store.idx) | agree_expr(par, l, s->store.value);
            break;
        default: break;
        }
    }
    return moved;
}

/* split_reductions' partials in the source's partition,
 *   for r, j in parallel(R, C) { P[r, j / vec] = op(select(j % vec == 0, id, P[r, j / vec]), x) }
 * are right only where the loop runs round-robin (each run of vec columns
 * on one thread, as split_reductions counted): a loop that follows a
 * tensor-core accumulator's layout spreads a run over two threads. Its
 * register fragments go to shared memory then (the loop runs round-robin
 * again; a tensor-core gemm into them loads and stores its accumulator
 * tiles around its mma loop). True when something moved. */
static bool is_partials(const tl_stmt *s)
{
    if (s->kind != TL_STMT_FOR || s->loop.kind != TL_LOOP_PARALLEL || s->loop.nvars != 2 || s->loop.body.n != 1)
        return false;
    const tl_stmt *st = s->loop.body.items[0];
    return st->kind == TL_STMT_STORE && st->store.buf->scope == TL_SCOPE_SHARED && st->store.nidx == 2 &&
           st->store.idx[1]->kind == TL_EXPR_BINARY && st->store.idx[1]->bin.op == TL_BIN_DIV &&
           st->store.idx[1]->bin.a->kind == TL_EXPR_VAR && st->store.idx[1]->bin.a->var == s->loop.vars[1];
}

/* Partials of column pairs (P[r, j / 2], split_reductions' mma_pairs):
 * right under the MMA layout too, where a lane holds columns 2t and 2t + 1
 * of each of its rows and visits the even one first. */
static bool pair_partials(const tl_stmt *s)
{
    int64_t d;
    return tl_ir_is_const_int(s->loop.body.items[0]->store.idx[1]->bin.b, &d) && d == 2;
}

static bool unshare_expr(const tl_expr *e)
{
    if (!e)
        return false;
    switch (e->kind) {
    case TL_EXPR_BINARY: return (int)unshare_expr(e->bin.a) | unshare_expr(e->bin.b);
    case TL_EXPR_UNARY: return unshare_expr(e->un.a);
    case TL_EXPR_SELECT: return (int)unshare_expr(e->sel.cond) | unshare_expr(e->sel.a) | unshare_expr(e->sel.b);
    case TL_EXPR_CAST: return unshare_expr(e->cast.a);
    case TL_EXPR_CALL: {
        int r = 0;
        for (int i = 0; i < e->call.nargs; i++)
            r |= unshare_expr(e->call.args[i]);
        return r;
    }
    case TL_EXPR_LOAD:
        if (!tl_gpu_in_registers(e->load.buf))
            return false;
        to_shared(e->load.buf);
        return true;
    default: return false;
    }
}

static bool partials_round_robin(const tl_block *b)
{
    bool moved = false;
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (is_partials(s) && tl_gpu_loop_layout(s) && !pair_partials(s))
            moved |= unshare_expr(s->loop.body.items[0]->store.value);
        else if (s->kind == TL_STMT_FOR)
            moved |= partials_round_robin(&s->loop.body);
        else if (s->kind == TL_STMT_WHILE)
            moved |= partials_round_robin(&s->whiles.body);
        else if (s->kind == TL_STMT_IF)
            moved |= (int)partials_round_robin(&s->ifs.then_body) | partials_round_robin(&s->ifs.else_body);
    }
    return moved;
}

/* A gemm left to the emitter that the tensor cores cannot take (operand
 * dtypes, shapes, a replicated accumulator) becomes FFMA loops. */
static bool demote_gemms(tl_arena *a, tl_kernel *k, tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_FOR && !demote_gemms(a, k, &s->loop.body))
            return false;
        if (s->kind == TL_STMT_WHILE && !demote_gemms(a, k, &s->whiles.body))
            return false;
        if (s->kind == TL_STMT_IF && (!demote_gemms(a, k, &s->ifs.then_body) || !demote_gemms(a, k, &s->ifs.else_body)))
            return false;
        if (s->kind != TL_STMT_TILE || s->tile.op != TL_TILE_GEMM || tl_gpu_gemm_on_mma(s))
            continue;
        if (!(b->items[i] = gemm_loops(a, k, s)))
            return false;
    }
    return true;
}

bool tl_pass_place_fragments(struct tl_compilation *c, tl_error *err)
{
    for (size_t i = 0; i < c->module->nkernels; i++) {
        tl_kernel *k = c->module->kernels[i];
        if (!k->lowered.layouts)
            return tl_error_set(err, TL_ERR_INVALID, "kernel '%s': place_fragments needs layout_inference first", k->name);
        if (!rows_place(c->arena, k))
            return TL_TX_OOM(err);
        place_block(&k->body, NULL);
        for (int round = 0; round < 8 && ((int)agree_block(NULL, NULL, &k->body) | partials_round_robin(&k->body)); round++)
            ;
        if (!demote_gemms(c->arena, k, &k->body))
            return TL_TX_OOM(err);
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
    const tl_layout *key; /* owned: the partition (NULL round-robin, else MMA) */
} access;

typedef struct sync_state {
    access a[SYNC_MAX];
    int n;
    bool full; /* more than SYNC_MAX: conflicts with everything */
} sync_state;

/* A loop of the uniform code being placed: the states at its break and
 * continue statements (they join the state after the loop and at its next
 * iteration), and what each iteration reads before its body (a while's
 * condition), which a continue must not race. */
typedef struct loop_ctx {
    sync_state brk, cont;
    const sync_state *head;
} loop_ctx;

typedef struct syncer {
    tl_arena *arena;
    bool oom;
    sync_state leaf; /* the accesses of the statement being placed */
    loop_ctx *loop;  /* the innermost loop being placed, or NULL */
} syncer;

static bool tracked(const tl_buffer *b)
{
    return b->scope == TL_SCOPE_SHARED || b->scope == TL_SCOPE_GLOBAL ||
           (b->scope == TL_SCOPE_FRAGMENT && !tl_gpu_in_registers(b));
}

static void add_keyed(sync_state *st, const tl_buffer *b, bool write, bool owned, const tl_layout *key)
{
    if (b && b->view_of) {
        /* a view is its buffer's storage: an access through it conflicts
         * with one through the buffer, and is not taken as owned (the view's
         * elements need not follow the buffer's thread layout) */
        b = b->view_of;
        owned = false;
        key = NULL;
    }
    if (!tracked(b))
        return;
    for (int i = 0; i < st->n; i++)
        if (st->a[i].buf == b && st->a[i].write == write && st->a[i].owned == owned && st->a[i].key == key)
            return;
    if (st->n == SYNC_MAX) {
        st->full = true;
        return;
    }
    st->a[st->n++] = (access){b, write, owned, key};
}

/* An access in parallel loop par (or outside one, par NULL). */
static void add_in(sync_state *st, const tl_stmt *par, const tl_buffer *b, tl_expr *const *idx, bool write)
{
    /* a loop by rows runs each iteration on several threads */
    bool owned = tl_gpu_access_owned(par, b, idx) && !tl_gpu_rows_loop(par);
    add_keyed(st, b, write, owned, owned ? tl_gpu_loop_layout(par) : NULL);
}

static void add(sync_state *st, const tl_buffer *b, bool write, bool owned)
{
    add_keyed(st, b, write, owned, NULL);
}

static void merge(sync_state *into, const sync_state *from)
{
    into->full |= from->full;
    for (int i = 0; i < from->n; i++)
        add_keyed(into, from->a[i].buf, from->a[i].write, from->a[i].owned, from->a[i].key);
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
            bool same_thread = p->owned && q->owned && p->key == q->key;
            if (p->buf == q->buf && (p->write || q->write) && !same_thread && !waw_global)
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
        add_in(st, par, e->load.buf, e->load.idx, false);
        return;
    default: return;
    }
}

/* The accesses of statement s (everything under it), par the parallel loop
 * around it or NULL. */
static void acc_stmt(sync_state *st, const tl_stmt *s, const tl_stmt *par)
{
    switch (s->kind) {
    case TL_STMT_ALLOC: /* zeroed where allocated; a view allocates nothing */
        if (!s->alloc.buf->view_of)
            add(st, s->alloc.buf, true, false);
        break;
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
    case TL_STMT_WHILE:
        acc_expr(st, s->whiles.cond, par);
        for (size_t i = 0; i < s->whiles.body.n; i++)
            acc_stmt(st, s->whiles.body.items[i], par);
        break;
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
        add_in(st, par, s->store.buf, s->store.idx, true);
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
    loop_ctx ctx, *outer = y->loop;
    memset(&ctx, 0, sizeof ctx);
    y->loop = &ctx;
    sync_state before = *st, in = *st;
    for (int round = 0; round < 3 && !y->oom; round++) {
        sync_state x = in;
        memset(&ctx.brk, 0, sizeof ctx.brk);
        memset(&ctx.cont, 0, sizeof ctx.cont);
        sync_block(y, &s->loop.body, &x);
        in = before;
        merge(&in, &x);
        merge(&in, &ctx.cont);
    }
    y->loop = outer;
    *st = in; /* the body may run zero times */
    merge(st, &ctx.brk);
}

/* A while loop: as a serial loop whose every iteration, and its exit, first
 * reads the condition; a barrier the condition needs after an iteration goes
 * at the end of the body (and before a continue that needs it). */
static void sync_while(syncer *y, tl_stmt *s, sync_state *st)
{
    sync_state c = {0};
    acc_expr(&c, s->whiles.cond, NULL);
    loop_ctx ctx, *outer = y->loop;
    memset(&ctx, 0, sizeof ctx);
    ctx.head = &c;
    y->loop = &ctx;
    sync_state before = *st, in = *st;
    for (int round = 0; round < 3 && !y->oom; round++) {
        sync_state x = in;
        merge(&x, &c);
        memset(&ctx.brk, 0, sizeof ctx.brk);
        memset(&ctx.cont, 0, sizeof ctx.cont);
        sync_block(y, &s->whiles.body, &x);
        if (!y->oom && conflicts(&x, &c)) {
            if (!tl_ir_block_append(y->arena, &s->whiles.body, barrier(y, s->loc)))
                y->oom = true;
            memset(&x, 0, sizeof x);
        }
        in = before;
        merge(&in, &x);
        merge(&in, &ctx.cont);
    }
    y->loop = outer;
    *st = in;
    merge(st, &c); /* the last reading of the condition */
    merge(st, &ctx.brk);
}

static void sync_block(syncer *y, tl_block *b, sync_state *st)
{
    tl_block nb = {0};
    for (size_t i = 0; i < b->n && !y->oom; i++) {
        tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_BARRIER) {
            memset(st, 0, sizeof *st);
        } else if (s->kind == TL_STMT_BREAK || s->kind == TL_STMT_CONTINUE) {
            loop_ctx *l = y->loop;
            if (l && s->kind == TL_STMT_CONTINUE && l->head && conflicts(st, l->head)) {
                if (!tl_ir_block_append(y->arena, &nb, barrier(y, s->loc)))
                    break;
                memset(st, 0, sizeof *st);
            }
            if (l)
                merge(s->kind == TL_STMT_BREAK ? &l->brk : &l->cont, st);
            memset(st, 0, sizeof *st); /* nothing runs on after it */
        } else if (s->kind == TL_STMT_WHILE) {
            /* as a serial loop (below), its condition read first */
            sync_state body = {0};
            sync_while(y, s, &body);
            memset(&y->leaf, 0, sizeof y->leaf);
            acc_expr(&y->leaf, s->whiles.cond, NULL);
            for (size_t j = 0; j < s->whiles.body.n && s->whiles.body.items[j]->kind != TL_STMT_BARRIER; j++)
                acc_stmt(&y->leaf, s->whiles.body.items[j], NULL);
            if (conflicts(st, &y->leaf)) {
                if (!tl_ir_block_append(y->arena, &nb, barrier(y, s->loc)))
                    break;
                memset(st, 0, sizeof *st);
            }
            merge(st, &body);
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

/* ---- uniform control flow around barriers ------------------------------------ */

/* Code outside parallel loops runs in every thread alike, and its control
 * flow must be uniform where it holds a barrier: a thread that leaves a
 * loop (or skips a branch) early never reaches the barrier the others wait
 * at. A value there may differ between threads when it reads a global
 * tensor the kernel writes (other blocks may write it meanwhile, atomics
 * included), a local written inside a parallel loop (each thread's own), or
 * a var assigned under such control flow. A loop whose trip count (bounds,
 * while condition, or a break or continue under an if) or an if whose
 * condition may differ, and that holds a barrier, is refused with its
 * line: thread_sync cannot prove the barrier is reached by all. */
typedef struct unif {
    const tl_kernel *k;
    bool *buf_varies; /* by buffer id */
    bool *var_varies; /* by var id */
    bool changed;
    const char *why;  /* what the last varying expression read */
} unif;

static void writes_block(unif *u, const tl_block *b, bool in_par);

/* A buffer's storage, by id: a view's is its buffer's, so a write through
 * either name varies what both read. */
static int storage_id(const tl_buffer *b)
{
    return b->view_of ? b->view_of->id : b->id;
}

static void writes_stmt(unif *u, const tl_stmt *s, bool in_par)
{
    switch (s->kind) {
    case TL_STMT_STORE:
        if (s->store.buf->scope == TL_SCOPE_GLOBAL || (in_par && s->store.buf->scope == TL_SCOPE_LOCAL))
            u->buf_varies[storage_id(s->store.buf)] = true;
        break;
    case TL_STMT_TILE: {
        const tl_buffer *d = s->tile.nargs > 0 && s->tile.nargs <= 3 ? s->tile.args[s->tile.nargs - 1].buf : NULL;
        if (d && d->scope == TL_SCOPE_GLOBAL)
            u->buf_varies[storage_id(d)] = true;
        break;
    }
    case TL_STMT_FOR: writes_block(u, &s->loop.body, in_par || s->loop.kind == TL_LOOP_PARALLEL); break;
    case TL_STMT_WHILE: writes_block(u, &s->whiles.body, in_par); break;
    case TL_STMT_IF:
        writes_block(u, &s->ifs.then_body, in_par);
        writes_block(u, &s->ifs.else_body, in_par);
        break;
    default: break;
    }
}

static void writes_block(unif *u, const tl_block *b, bool in_par)
{
    for (size_t i = 0; i < b->n; i++)
        writes_stmt(u, b->items[i], in_par);
}

static bool varies(unif *u, const tl_expr *e)
{
    if (!e)
        return false;
    switch (e->kind) {
    case TL_EXPR_VAR:
        if (e->var->id >= 0 && e->var->id < u->k->nvars && u->var_varies[e->var->id]) {
            u->why = e->var->name;
            return true;
        }
        return false;
    case TL_EXPR_BINARY: return varies(u, e->bin.a) || varies(u, e->bin.b);
    case TL_EXPR_UNARY: return varies(u, e->un.a);
    case TL_EXPR_SELECT: return varies(u, e->sel.cond) || varies(u, e->sel.a) || varies(u, e->sel.b);
    case TL_EXPR_CAST: return varies(u, e->cast.a);
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            if (varies(u, e->call.args[i]))
                return true;
        return false;
    case TL_EXPR_LOAD:
        for (int i = 0; i < e->load.nidx; i++)
            if (varies(u, e->load.idx[i]))
                return true;
        if (u->buf_varies[storage_id(e->load.buf)] ||
            (e->load.buf->scope == TL_SCOPE_FRAGMENT && tl_gpu_in_registers(e->load.buf))) {
            u->why = e->load.buf->name;
            return true;
        }
        return false;
    default: return false;
    }
}

/* Whether b leaves its loop (break or continue, not those of a loop inside
 * it) under a condition that may differ between threads, or at all when
 * `any`. */
static bool exits_vary(unif *u, const tl_block *b, bool any)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if ((s->kind == TL_STMT_BREAK || s->kind == TL_STMT_CONTINUE) && any)
            return true;
        if (s->kind == TL_STMT_IF) {
            bool v = any || varies(u, s->ifs.cond);
            if (exits_vary(u, &s->ifs.then_body, v) || exits_vary(u, &s->ifs.else_body, v))
                return true;
        }
    }
    return false;
}

static void mark(unif *u, const tl_var *v)
{
    if (v->id >= 0 && v->id < u->k->nvars && !u->var_varies[v->id]) {
        u->var_varies[v->id] = true;
        u->changed = true;
    }
}

/* Walks the uniform code; `div` is the statement under which it diverges
 * (NULL while uniform). With check, a barrier under divergence is an error. */
static bool unif_block(unif *u, const tl_block *b, const tl_stmt *div, bool check, tl_error *err)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_LET:
            if (div || varies(u, s->let.value))
                mark(u, s->let.var);
            break;
        case TL_STMT_BARRIER:
            if (check && div) {
                const char *what = div->kind == TL_STMT_WHILE ? "while loop"
                                   : div->kind == TL_STMT_IF  ? "if"
                                                              : "loop";
                return tl_error_set(err, TL_ERR_INVALID,
                                    "%s:%d:%d: kernel '%s': this %s outside parallel loops needs a barrier inside it, "
                                    "but whether the block's threads run it may differ between them (it depends on '%s', "
                                    "a global tensor the kernel writes, a local written in a parallel loop, or a var set "
                                    "under such a condition), so some threads could wait at the barrier forever; make "
                                    "its condition uniform or move the work into a parallel loop",
                                    div->loc.file ? div->loc.file : "<input>", div->loc.line, div->loc.col, u->k->name,
                                    what, u->why ? u->why : "?");
            }
            break;
        case TL_STMT_FOR: {
            if (s->loop.kind == TL_LOOP_PARALLEL)
                break; /* per-thread code: its own control flow is free */
            const tl_stmt *d = div;
            for (int v = 0; v < s->loop.nvars && !d; v++)
                if (varies(u, s->loop.begin[v]) || varies(u, s->loop.end[v]))
                    d = s;
            if (!d && exits_vary(u, &s->loop.body, false))
                d = s;
            if (d)
                for (int v = 0; v < s->loop.nvars; v++)
                    mark(u, s->loop.vars[v]);
            if (!unif_block(u, &s->loop.body, d, check, err))
                return false;
            break;
        }
        case TL_STMT_WHILE: {
            const tl_stmt *d = div;
            if (!d && (varies(u, s->whiles.cond) || exits_vary(u, &s->whiles.body, false)))
                d = s;
            if (!unif_block(u, &s->whiles.body, d, check, err))
                return false;
            break;
        }
        case TL_STMT_IF: {
            const tl_stmt *d = div ? div : varies(u, s->ifs.cond) ? s : NULL;
            if (!unif_block(u, &s->ifs.then_body, d, check, err) || !unif_block(u, &s->ifs.else_body, d, check, err))
                return false;
            break;
        }
        default: break;
        }
    }
    return true;
}

static bool check_uniform(tl_arena *a, const tl_kernel *k, tl_error *err)
{
    unif u = {k, NULL, NULL, false, NULL};
    u.buf_varies = tl_arena_array(a, (size_t)(k->nbuffers > 0 ? k->nbuffers : 1), sizeof *u.buf_varies);
    u.var_varies = tl_arena_array(a, (size_t)(k->nvars > 0 ? k->nvars : 1), sizeof *u.var_varies);
    if (!u.buf_varies || !u.var_varies)
        return TL_TX_OOM(err);
    memset(u.buf_varies, 0, (size_t)(k->nbuffers > 0 ? k->nbuffers : 1) * sizeof *u.buf_varies);
    memset(u.var_varies, 0, (size_t)(k->nvars > 0 ? k->nvars : 1) * sizeof *u.var_varies);
    writes_block(&u, &k->body, false);
    /* vars that vary, to the fixed point (a loop carries them round) */
    do {
        u.changed = false;
        unif_block(&u, &k->body, NULL, false, err);
    } while (u.changed);
    return unif_block(&u, &k->body, NULL, true, err);
}

bool tl_pass_thread_sync(struct tl_compilation *c, tl_error *err)
{
    syncer y;
    memset(&y, 0, sizeof y);
    y.arena = c->arena;
    for (size_t i = 0; i < c->module->nkernels && !y.oom; i++) {
        sync_state st = {0};
        sync_block(&y, &c->module->kernels[i]->body, &st);
        if (!y.oom && !check_uniform(c->arena, c->module->kernels[i], err))
            return false;
    }
    return y.oom ? TL_TX_OOM(err) : true;
}

/* ---- inject_software_pipeline ------------------------------------------------ */

/* Whether e reads a buffer or the variable v (NULL: none). */
static bool expr_reads(const tl_expr *e, const tl_var *v, bool loads)
{
    if (!e)
        return false;
    switch (e->kind) {
    case TL_EXPR_VAR: return v && e->var == v;
    case TL_EXPR_BINARY: return expr_reads(e->bin.a, v, loads) || expr_reads(e->bin.b, v, loads);
    case TL_EXPR_UNARY: return expr_reads(e->un.a, v, loads);
    case TL_EXPR_SELECT:
        return expr_reads(e->sel.cond, v, loads) || expr_reads(e->sel.a, v, loads) || expr_reads(e->sel.b, v, loads);
    case TL_EXPR_CAST: return expr_reads(e->cast.a, v, loads);
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            if (expr_reads(e->call.args[i], v, loads))
                return true;
        return false;
    case TL_EXPR_LOAD:
        if (loads)
            return true;
        for (int i = 0; i < e->load.nidx; i++)
            if (expr_reads(e->load.idx[i], v, loads))
                return true;
        return false;
    default: return false;
    }
}

/* The tile origin of index e = start + v (or v alone: start NULL). */
static bool origin(const tl_expr *e, const tl_var *v, const tl_var *const *vars, const tl_expr **start)
{
    if (e->kind == TL_EXPR_VAR && e->var == v) {
        *start = NULL;
        return true;
    }
    if (e->kind != TL_EXPR_BINARY || e->bin.op != TL_BIN_ADD || e->bin.b->kind != TL_EXPR_VAR || e->bin.b->var != v)
        return false;
    *start = e->bin.a;
    return !expr_reads(e->bin.a, NULL, true) && !expr_reads(e->bin.a, vars[0], false) &&
           !expr_reads(e->bin.a, vars[1], false);
}

/* A whole-tile copy loop: for i, j in parallel(R, W) { S[i, j] = G[a + i, b + j] }. */
static bool copy_loop(const tl_stmt *s, tl_gpu_ring_copy *c)
{
    if (s->kind != TL_STMT_FOR || s->loop.kind != TL_LOOP_PARALLEL || s->loop.nvars != 2 || s->loop.begin[0] ||
        s->loop.begin[1] || s->loop.body.n != 1)
        return false;
    const tl_stmt *st = s->loop.body.items[0];
    if (st->kind != TL_STMT_STORE || st->store.nidx != 2)
        return false;
    const tl_buffer *d = st->store.buf;
    const tl_expr *v = st->store.value;
    int es = tl_dtype_bits(d->dtype) / 8;
    /* i8/u8, f8e4m3/f8e5m2, f16/bf16, or f32 (a tf32 gemm's) */
    if (d->scope != TL_SCOPE_SHARED || d->ndim != 2 || (es != 1 && es != 2 && es != 4) ||
        (tl_dtype_is_float(d->dtype) != (es != 1) && !is_fp8(d->dtype)) ||
        v->kind != TL_EXPR_LOAD || v->load.buf->scope != TL_SCOPE_GLOBAL || v->load.buf->ndim != 2 ||
        v->load.buf->dtype != d->dtype || v->dtype != d->dtype)
        return false;
    int64_t e0, e1, d0, d1;
    if (!tl_ir_is_const_int(s->loop.end[0], &e0) || !tl_ir_is_const_int(s->loop.end[1], &e1) ||
        !tl_ir_is_const_int(d->dims[0], &d0) || !tl_ir_is_const_int(d->dims[1], &d1) || e0 != d0 || e1 != d1 ||
        d1 % (16 / es))
        return false;
    for (int i = 0; i < 2; i++)
        if (st->store.idx[i]->kind != TL_EXPR_VAR || st->store.idx[i]->var != s->loop.vars[i])
            return false;
    const tl_var *const *vars = (const tl_var *const *)s->loop.vars;
    for (int i = 0; i < 2; i++)
        if (!origin(v->load.idx[i], s->loop.vars[i], vars, &c->start[i]))
            return false;
    c->dst = d;
    c->src = v->load.buf;
    c->rows = d0;
    c->cols = d1;
    c->es = es;
    /* 16-byte chunks per row; 8 rows that share a chunk index must fall in
     * 8 different 16-byte slots of the 128-byte bank line: XOR-swizzled,
     * or with layout(pad) one chunk of padding per row (an odd row stride
     * in chunks when the row has an even count) */
    int64_t q = d1 * es / 16;
    c->row_chunks = (int)q;
    c->swz_div = 1;
    c->swz_mask = 0;
    if (d->layout_hint == TL_LAYOUT_HINT_PAD)
        c->row_chunks = (int)q + 1;
    else if (q > 1 && (q & (q - 1)) == 0) {
        c->swz_mask = (int)(q < 8 ? q : 8) - 1;
        c->swz_div = (int)(q < 8 ? 8 / q : 1);
    }
    return true;
}

/* Whether gemm's A and B are both filled by whole-tile copies from global
 * memory in pipelined loop `loop`'s body (plain, or the in-bounds branch of
 * legalize_safe_memory_access's test): the operands of a cp.async ring. */
static bool ring_operands(const tl_stmt *loop, const tl_stmt *gemm)
{
    bool found[2] = {false, false};
    for (size_t i = 0; i < loop->loop.body.n; i++) {
        const tl_stmt *x = loop->loop.body.items[i];
        if (x->kind == TL_STMT_IF && x->ifs.then_body.n == 1)
            x = x->ifs.then_body.items[0];
        tl_gpu_ring_copy c;
        if (!copy_loop(x, &c))
            continue;
        for (int a = 0; a < 2; a++)
            found[a] |= c.dst == gemm->tile.args[a].buf;
    }
    return found[0] && found[1];
}

static bool block_uses(const tl_block *b, const tl_buffer *buf, const tl_stmt *skip);

/* Whether any statement of b but skip (and the buffer's alloc) touches buf. */
static bool block_uses(const tl_block *b, const tl_buffer *buf, const tl_stmt *skip)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (s == skip)
            continue;
        switch (s->kind) {
        case TL_STMT_ALLOC: break;
        case TL_STMT_LET:
            if (tl_ir_expr_loads_buf(s->let.value, buf))
                return true;
            break;
        case TL_STMT_FOR:
            for (int v = 0; v < s->loop.nvars; v++)
                if (tl_ir_expr_loads_buf(s->loop.begin[v], buf) || tl_ir_expr_loads_buf(s->loop.end[v], buf))
                    return true;
            if (block_uses(&s->loop.body, buf, skip))
                return true;
            break;
        case TL_STMT_IF:
            if (tl_ir_expr_loads_buf(s->ifs.cond, buf) || block_uses(&s->ifs.then_body, buf, skip) ||
                block_uses(&s->ifs.else_body, buf, skip))
                return true;
            break;
        case TL_STMT_WHILE:
            if (tl_ir_expr_loads_buf(s->whiles.cond, buf) || block_uses(&s->whiles.body, buf, skip))
                return true;
            break;
        case TL_STMT_BREAK:
        case TL_STMT_CONTINUE: break;
        case TL_STMT_STORE:
        case TL_STMT_PREFETCH:
            if (s->store.buf == buf || (s->store.value && tl_ir_expr_loads_buf(s->store.value, buf)))
                return true;
            for (int d = 0; d < s->store.nidx; d++)
                if (tl_ir_expr_loads_buf(s->store.idx[d], buf))
                    return true;
            break;
        case TL_STMT_TILE:
            for (int a = 0; a < s->tile.nargs; a++)
                if (s->tile.args[a].buf == buf)
                    return true;
            break;
        case TL_STMT_BARRIER: break;
        }
    }
    return false;
}

const tl_gpu_ring_copy *tl_gpu_ring_copy_of(const tl_gpu_ring *r, const tl_buffer *b)
{
    for (int i = 0; i < r->ncopies; i++)
        if (r->copy[i].dst == b)
            return &r->copy[i];
    return NULL;
}

bool tl_gpu_ring_of(const tl_kernel *k, const tl_stmt *s, tl_gpu_ring *out)
{
    memset(out, 0, sizeof *out);
    if (s->kind != TL_STMT_FOR || s->loop.kind != TL_LOOP_PIPELINED || s->loop.nvars != 1 || s->loop.begin[0] ||
        s->loop.stages < 1 || s->loop.vars[0]->dtype != TL_DT_I32)
        return false;
    out->stages = s->loop.stages;
    for (size_t i = 0; i < s->loop.body.n; i++) {
        const tl_stmt *x = s->loop.body.items[i];
        if (x->kind == TL_STMT_BARRIER)
            continue;
        if (out->gemm)
            return false; /* the gemm comes last */
        if (x->kind == TL_STMT_TILE && x->tile.op == TL_TILE_GEMM) {
            out->gemm = x;
            continue;
        }
        /* a copy: its loop, or (legalize_safe_memory_access) an in-bounds
         * loop and a masked one under a test; the ring masks by itself */
        const tl_stmt *plain = x;
        if (x->kind == TL_STMT_IF) {
            if (x->ifs.then_body.n != 1 || x->ifs.else_body.n != 1)
                return false;
            plain = x->ifs.then_body.items[0];
        }
        if (out->ncopies == TL_GPU_RING_MAX || !copy_loop(plain, &out->copy[out->ncopies]))
            return false;
        if (x->kind == TL_STMT_IF) {
            const tl_stmt *m = x->ifs.else_body.items[0];
            if (m->kind != TL_STMT_FOR || m->loop.kind != TL_LOOP_PARALLEL || m->loop.body.n != 1 ||
                m->loop.body.items[0]->kind != TL_STMT_STORE || m->loop.body.items[0]->store.buf != plain->loop.body.items[0]->store.buf)
                return false;
        }
        for (int c = 0; c < out->ncopies; c++)
            if (out->copy[c].dst == out->copy[out->ncopies].dst)
                return false;
        out->ncopies++;
    }
    const tl_stmt *g = out->gemm;
    if (!g || !tl_gpu_gemm_on_mma(g) || !mma_buf(g->tile.args[2].buf) || g->tile.transpose_a || out->ncopies != 2 ||
        g->tile.args[2].buf->layout->tiles_n % 2)
        return false;
    /* ldmatrix moves 16-bit elements: a [K, N] B of 16-bit elements is read
     * transposed by it (.trans), one stored [N, K] (transpose_b, each row of
     * B^T K-contiguous as the mma wants it) as A is; one of 8-bit ints or
     * floats or f32 (tf32) only when stored [N, K] */
    if (!g->tile.transpose_b && tl_dtype_bits(g->tile.args[0].buf->dtype) != 16)
        return false;
    const tl_gpu_ring_copy *a = tl_gpu_ring_copy_of(out, g->tile.args[0].buf), *b = tl_gpu_ring_copy_of(out, g->tile.args[1].buf);
    if (!a || !b || a == b)
        return false;
    /* the slots hold only this loop's tiles: nothing else may touch them */
    for (int c = 0; c < out->ncopies; c++)
        if (block_uses(&k->body, out->copy[c].dst, s))
            return false;
    return true;
}

/* A `pipelined` loop whose body copies global tiles into shared buffers and
 * runs a tensor-core gemm on them becomes a ring (tl_gpu_ring_of): the IR
 * keeps the loop as written (the interpreter's order is the reference) and
 * the emitter writes the ring, the cp.async copies and the swizzled
 * layout tl_gpu_ring_of chose. Any other pipelined loop runs its iterations
 * in order, each one's copies, then (thread_sync) a barrier, then its
 * compute: correct at every stage count. */
bool tl_pass_inject_software_pipeline(struct tl_compilation *c, tl_error *err)
{
    (void)c;
    (void)err;
    return true;
}

/* ---- a row reduction's combine by subgroups (tl_gpu_sg_combine_match) ---------- */

int tl_gpu_combine_op(const tl_expr *v, const tl_expr **x, const tl_expr **y)
{
    int op = v->kind == TL_EXPR_BINARY && v->bin.op == TL_BIN_ADD                           ? 0
             : v->kind == TL_EXPR_CALL && v->call.fn == TL_FN_MAX && v->call.nargs == 2 ? 1
             : v->kind == TL_EXPR_CALL && v->call.fn == TL_FN_MIN && v->call.nargs == 2 ? 2
                                                                                        : -1;
    if (op >= 0) {
        *x = op == 0 ? v->bin.a : v->call.args[0];
        *y = op == 0 ? v->bin.b : v->call.args[1];
    }
    return op;
}

static bool sg_is_const(const tl_expr *e)
{
    switch (e->kind) {
    case TL_EXPR_INT:
    case TL_EXPR_FLOAT: return true;
    case TL_EXPR_BINARY: return sg_is_const(e->bin.a) && sg_is_const(e->bin.b);
    case TL_EXPR_UNARY: return sg_is_const(e->un.a);
    case TL_EXPR_CAST: return sg_is_const(e->cast.a);
    default: return false;
    }
}

static bool sg_zero(const tl_expr *e)
{
    int64_t z;
    return !e || (tl_ir_is_const_int(e, &z) && z == 0);
}

static bool sg_var_is(const tl_expr *e, const tl_var *v) { return e->kind == TL_EXPR_VAR && e->var == v; }

static bool sg_on_chip(const tl_buffer *b)
{
    return !b->view_of && (b->scope == TL_SCOPE_SHARED || (b->scope == TL_SCOPE_FRAGMENT && !tl_gpu_in_registers(b)));
}

bool tl_gpu_combine_nest_of(const tl_stmt *s, tl_gpu_combine_nest *n)
{
    int64_t rows, groups;
    if (s->kind != TL_STMT_FOR || s->loop.kind != TL_LOOP_PARALLEL || s->loop.nvars != 1 || !sg_zero(s->loop.begin[0]) ||
        !tl_ir_is_const_int(s->loop.end[0], &rows) || rows < 1)
        return false;
    const tl_block *b = &s->loop.body;
    if (b->n < 1 || b->n > 2)
        return false;
    const tl_stmt *red = b->items[b->n - 1];
    if (red->kind != TL_STMT_FOR || red->loop.kind != TL_LOOP_SERIAL || red->loop.nvars != 1 || !sg_zero(red->loop.begin[0]) ||
        !tl_ir_is_const_int(red->loop.end[0], &groups) || groups < 2 || red->loop.body.n != 1 ||
        red->loop.body.items[0]->kind != TL_STMT_STORE)
        return false;
    *n = (tl_gpu_combine_nest){rows, groups, s->loop.vars[0], red->loop.vars[0], b->n == 2 ? b->items[0] : NULL,
                               red->loop.body.items[0]};
    return true;
}

bool tl_gpu_sg_combine_match(tl_kernel *k, const tl_stmt *s, int64_t sg, int64_t threads, tl_gpu_sg_combine *c)
{
    tl_gpu_combine_nest n;
    /* a subgroup is never larger than its workgroup: past it, the loop would always stay */
    if (!sg || sg > threads || !tl_gpu_combine_nest_of(s, &n) || n.rows > threads || (n.groups & (n.groups - 1)))
        return false;
    tl_gpu_partition part = tl_gpu_partition_of(k, s);
    if (part.mma || part.vec != 1 || part.steps != 1)
        return false;
    int64_t rows = n.rows, groups = n.groups;
    const tl_var *vi = n.vi, *vr = n.vr;
    const tl_stmt *init = n.init, *up = n.up;
    const tl_buffer *dst = up->store.buf;
    const tl_expr *v = up->store.value, *x, *y;
    tl_dtype t = dst->dtype;
    if (dst->ndim != 1 || !sg_on_chip(dst) || !sg_var_is(up->store.idx[0], vi) || v->dtype != t ||
        (t != TL_DT_F32 && t != TL_DT_I32 && t != TL_DT_U32))
        return false;
    if (tl_gpu_combine_op(v, &x, &y) < 0)
        return false;
    /* abs of each partial (reduce_absmax's combine): applied as each is read */
    bool ab = y->kind == TL_EXPR_CALL && y->call.fn == TL_FN_ABS && y->call.nargs == 1 && t == TL_DT_F32;
    if (ab)
        y = y->call.args[0];
    if (x->kind != TL_EXPR_LOAD || x->load.buf != dst || !sg_var_is(x->load.idx[0], vi) || y->kind != TL_EXPR_LOAD)
        return false;
    const tl_buffer *p = y->load.buf;
    int64_t pr, pg;
    if (p->ndim != 2 || p->dtype != t || p == dst || !sg_on_chip(p) || !sg_var_is(y->load.idx[0], vi) ||
        !sg_var_is(y->load.idx[1], vr) || !tl_ir_is_const_int(p->dims[0], &pr) || !tl_ir_is_const_int(p->dims[1], &pg) ||
        pr != rows || pg != groups)
        return false;
    if (init && (init->kind != TL_STMT_STORE || init->store.buf != dst || !sg_var_is(init->store.idx[0], vi) ||
                 !sg_is_const(init->store.value)))
        return false;
    /* the cluster size: the fewest subgroup steps */
    int64_t best = -1, bc = 0;
    for (int64_t cs = 2; cs <= groups && cs <= sg; cs *= 2) {
        int64_t per = sg / cs, lg = 0;
        while ((1 << lg) < cs)
            lg++;
        int64_t cost = (rows + per - 1) / per * (groups / cs + lg + 1);
        if (best < 0 || cost < best) {
            best = cost;
            bc = cs;
        }
    }
    if (best < 0 || best >= groups)
        return false;
    *c = (tl_gpu_sg_combine){rows, groups, bc, sg / bc, vi, init, up, dst, p, ab};
    return true;
}
