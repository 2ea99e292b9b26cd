/*
 * lower_tile_ops.c: the pass lower_tile_ops, and the helpers the other passes
 * share (transform.h).
 *
 * copy, fill, clear, reduce_* and atomic_add become `parallel` loops over the
 * elements of the tile, in the tile language itself, so the lowered IR prints
 * and parses back and the interpreter runs it with the same results:
 *
 *   copy(A[by * 64, k * 16], A_s)   ->  for i, j in parallel(64, 16) {
 *                                          A_s[i, j] = select(by * 64 + i < M && k * 16 + j < K,
 *                                                             A[by * 64 + i, k * 16 + j], 0.0)
 *                                      }
 *
 * A read past a tensor's edge gives zero (select evaluates only the arm it
 * picks) and a write there is skipped (an if), for the regions that
 * legalize_safe_memory_access marked. A reduction becomes a parallel loop
 * over the kept dims around a serial loop over the reduced one, combining
 * into dst in place. gemm stays a tile op: its operands are on chip, and the
 * device codegen emits a call to a micro-kernel for it, the way TileLang
 * lowers T.gemm to tl::gemm_ss. An atomic_add into a global tensor stays a
 * tile op too: the codegen makes it atomic (it may lower it with
 * tl_tx_lower_tile_op inside a critical section).
 *
 * Flow: after layout_inference, before lower_threads_to_loops (cpu) or the
 * thread binding of a GPU backend.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "backend/internal.h"
#include "registry.h"
#include "transform/transform.h"

/* ---- small builders ------------------------------------------------------ */

tl_expr *tl_tx_zero(tl_arena *a, tl_dtype t, tl_srcloc loc)
{
    if (t == TL_DT_F32)
        return tl_ir_float(a, t, 0.0, loc);
    if (tl_dtype_is_float(t))
        return tl_ir_cast(a, t, tl_ir_float(a, TL_DT_F32, 0.0, loc), loc);
    if (t == TL_DT_I32 || t == TL_DT_BOOL)
        return tl_ir_int(a, t, 0, loc);
    return tl_ir_cast(a, t, tl_ir_int(a, TL_DT_I32, 0, loc), loc);
}

bool tl_tx_nonneg(const tl_expr *e)
{
    switch (e->kind) {
    case TL_EXPR_INT: return e->i >= 0 && e->dtype != TL_DT_U64;
    case TL_EXPR_VAR:
        return e->var->kind == TL_VAR_BLOCK || e->var->kind == TL_VAR_LOOP || e->var->kind == TL_VAR_SHAPE;
    case TL_EXPR_BINARY:
        switch (e->bin.op) {
        /* not + or *: in i32 they can wrap past 2^31 into the negatives */
        case TL_BIN_DIV:
        case TL_BIN_CEILDIV: return tl_tx_nonneg(e->bin.a) && tl_tx_nonneg(e->bin.b);
        default: return false;
        }
    default: return false;
    }
}

/* The identity a reduction into dtype t starts from. */
tl_expr *tl_tx_reduce_identity(tl_arena *a, tl_tileop op, tl_dtype t, tl_srcloc loc)
{
    if (op != TL_TILE_REDUCE_MAX && op != TL_TILE_REDUCE_MIN)
        return tl_tx_zero(a, t, loc);
    if (tl_dtype_is_float(t)) {
        tl_expr *v = tl_ir_float(a, TL_DT_F32, op == TL_TILE_REDUCE_MAX ? -INFINITY : INFINITY, loc);
        return t == TL_DT_F32 ? v : tl_ir_cast(a, t, v, loc);
    }
    int bits = tl_dtype_bits(t);
    bool sg = tl_dtype_is_signed(t);
    int64_t v;
    if (op == TL_TILE_REDUCE_MAX)
        v = sg ? (bits == 64 ? INT64_MIN : -((int64_t)1 << (bits - 1))) : 0;
    else
        v = sg ? (bits == 64 ? INT64_MAX : ((int64_t)1 << (bits - 1)) - 1)
               : (bits == 64 ? -1 : (int64_t)((UINT64_C(1) << bits) - 1));
    return tl_ir_int(a, t, v, loc);
}

/* One combining step: acc op x, both of dtype t. */
tl_expr *tl_tx_reduce_step(tl_arena *a, tl_tileop op, tl_expr *acc, tl_expr *x, tl_srcloc loc)
{
    tl_expr *args[2] = {acc, x};
    switch (op) {
    case TL_TILE_REDUCE_SUM: return tl_ir_binary(a, TL_BIN_ADD, acc, x, loc);
    case TL_TILE_REDUCE_MAX: return tl_ir_call(a, TL_FN_MAX, args, 2, loc);
    case TL_TILE_REDUCE_MIN: return tl_ir_call(a, TL_FN_MIN, args, 2, loc);
    default: {
        tl_expr *ab[1] = {x};
        args[1] = tl_ir_call(a, TL_FN_ABS, ab, 1, loc);
        return args[1] ? tl_ir_call(a, TL_FN_MAX, args, 2, loc) : NULL;
    }
    }
}

static tl_expr *convert(tl_arena *a, tl_expr *e, tl_dtype t)
{
    return !e || e->dtype == t ? e : tl_ir_cast(a, t, e, e->loc);
}

/* Nested `parallel` loops over ext[0..n) with fresh variables (at most
 * TL_IR_MAX_LOOP_VARS per loop); *body is where statements go. */
static tl_stmt *make_loops(tl_arena *a, tl_kernel *k, tl_loop_kind kind, tl_expr *const *ext, int n,
                           tl_var **vars, tl_block **body, tl_srcloc loc)
{
    tl_stmt *outer = NULL, *cur = NULL;
    for (int d = 0; d < n; d++) {
        if (d % TL_IR_MAX_LOOP_VARS == 0 || kind != TL_LOOP_PARALLEL) {
            tl_stmt *s = tl_ir_new_stmt(a, TL_STMT_FOR, loc);
            if (!s)
                return NULL;
            s->loop.kind = kind;
            if (cur && !tl_ir_block_append(a, &cur->loop.body, s))
                return NULL;
            if (!outer)
                outer = s;
            cur = s;
        }
        const char *nm = tl_tx_fresh_name(a, k, tl_tx_loop_var_base(d));
        vars[d] = nm ? tl_ir_new_var(a, k, nm, TL_VAR_LOOP, TL_DT_I32, loc) : NULL;
        tl_expr *e = tl_ir_clone_expr(a, ext[d]);
        if (!vars[d] || !e)
            return NULL;
        /* the new variable must be visible to later fresh names: it is, once the
         * loop is in the kernel; until then, keep names distinct by index */
        cur->loop.vars[cur->loop.nvars] = vars[d];
        cur->loop.end[cur->loop.nvars] = e;
        cur->loop.nvars++;
    }
    *body = &cur->loop.body;
    return outer;
}

/* ---- element-wise forms -------------------------------------------------- */

typedef struct rview {
    const tl_region *r;
    uint8_t tiled;  /* dims walked by the loop variables, in order; the
                     * others stay at their start */
    uint8_t guard;  /* dims to mask */
} rview;

static int popcount8(uint8_t m)
{
    return __builtin_popcount(m);
}

/* The indices of the element of region v at loop variables vars. */
static tl_expr **region_index(tl_arena *a, const rview *v, tl_var **vars, tl_srcloc loc)
{
    const tl_buffer *b = v->r->buf;
    tl_expr **idx = tl_arena_array(a, (size_t)b->ndim, sizeof *idx);
    if (!idx)
        return NULL;
    for (int d = 0, j = 0; d < b->ndim; d++) {
        tl_expr *st = v->r->starts ? tl_ir_clone_expr(a, v->r->starts[d]) : NULL;
        int64_t z;
        if (st && tl_ir_is_const_int(st, &z) && z == 0)
            st = NULL;
        if (!(v->tiled & (1u << d)))
            idx[d] = st ? st : tl_ir_int(a, TL_DT_I32, 0, loc);
        else {
            tl_expr *iv = tl_ir_varref(a, vars[j++], loc);
            idx[d] = st ? tl_ir_binary(a, TL_BIN_ADD, st, iv, loc) : iv;
        }
        if (!idx[d])
            return NULL;
    }
    return idx;
}

/* e widened to i64 (its value, computed as its dtype says, then converted). */
static tl_expr *wide(tl_arena *a, tl_expr *e, tl_srcloc loc)
{
    return e && e->dtype != TL_DT_I64 ? tl_ir_cast(a, TL_DT_I64, e, loc) : e;
}

/* The condition that the element of v at loop variables vars is inside the
 * tensor along the guarded dims, or NULL when none is guarded (*oom on
 * failure). As in the interpreter, an index is the tile's start (as its i32
 * expression gives it) plus the offset in the tile, computed in 64 bits, so
 * a start near 2^31 cannot wrap into the tensor. */
static tl_expr *in_bounds(tl_arena *a, const rview *v, tl_var **vars, tl_srcloc loc, bool *oom)
{
    tl_expr *cond = NULL;
    const tl_buffer *b = v->r->buf;
    for (int d = 0, j = 0; d < b->ndim; d++) {
        bool walked = v->tiled & (1u << d);
        int jd = walked ? j++ : -1;
        if (!(v->guard & (1u << d)))
            continue;
        tl_expr *st = v->r->starts ? tl_ir_clone_expr(a, v->r->starts[d]) : NULL;
        tl_expr *iv = walked ? tl_ir_varref(a, vars[jd], loc) : NULL;
        tl_expr *idx = st && iv ? tl_ir_binary(a, TL_BIN_ADD, wide(a, st, loc), wide(a, iv, loc), loc)
                                : wide(a, st ? st : iv ? iv : tl_ir_int(a, TL_DT_I32, 0, loc), loc);
        bool nonneg = (!st || tl_tx_nonneg(st)) && (!iv || tl_tx_nonneg(iv));
        tl_expr *c = tl_ir_binary(a, TL_BIN_LT, idx, wide(a, tl_ir_clone_expr(a, b->dims[d]), loc), loc);
        if (c && !nonneg)
            c = tl_ir_binary(a, TL_BIN_AND,
                             tl_ir_binary(a, TL_BIN_LE, tl_ir_int(a, TL_DT_I64, 0, loc), tl_ir_clone_expr(a, idx), loc),
                             c, loc);
        cond = cond ? tl_ir_binary(a, TL_BIN_AND, cond, c, loc) : c;
        if (!cond) {
            *oom = true;
            return NULL;
        }
    }
    return cond;
}

static tl_stmt *store(tl_arena *a, const tl_buffer *b, tl_expr **idx, tl_expr *value, tl_srcloc loc)
{
    tl_stmt *s = tl_ir_new_stmt(a, TL_STMT_STORE, loc);
    if (!s || !value)
        return NULL;
    s->store.buf = (tl_buffer *)b;
    s->store.nidx = b->ndim;
    s->store.idx = idx;
    s->store.value = value;
    return s;
}

/* Appends st to body, inside `if cond` when cond is set. */
static bool put(tl_arena *a, tl_block *body, tl_expr *cond, tl_stmt *st, tl_srcloc loc)
{
    if (!st)
        return false;
    if (!cond)
        return tl_ir_block_append(a, body, st);
    tl_stmt *i = tl_ir_new_stmt(a, TL_STMT_IF, loc);
    if (!i)
        return false;
    i->ifs.cond = cond;
    return tl_ir_block_append(a, &i->ifs.then_body, st) && tl_ir_block_append(a, body, i);
}

/* The condition that the whole tile of v lies inside its tensor along the
 * guarded dims (start >= 0 and start + extent <= dim, in 64 bits), or NULL
 * when none is guarded (*oom on failure). */
static tl_expr *tile_in_bounds(tl_arena *a, const rview *v, tl_expr *const *loop_ext, tl_srcloc loc, bool *oom)
{
    tl_expr *cond = NULL;
    const tl_buffer *b = v->r->buf;
    for (int d = 0, j = 0; d < b->ndim; d++) {
        bool walked = v->tiled & (1u << d);
        int jd = walked ? j++ : -1;
        if (!(v->guard & (1u << d)))
            continue;
        tl_expr *st = v->r->starts ? tl_ir_clone_expr(a, v->r->starts[d]) : tl_ir_int(a, TL_DT_I32, 0, loc);
        /* the tile is what the loops cover: the other operand's extents when
         * this one is a whole tensor */
        tl_expr *ext = !walked ? tl_ir_int(a, TL_DT_I32, 1, loc) : tl_ir_clone_expr(a, loop_ext[jd]);
        tl_expr *end = tl_ir_binary(a, TL_BIN_ADD, wide(a, st, loc), wide(a, ext, loc), loc);
        tl_expr *c = tl_ir_binary(a, TL_BIN_LE, end, wide(a, tl_ir_clone_expr(a, b->dims[d]), loc), loc);
        if (c && st && !tl_tx_nonneg(st))
            c = tl_ir_binary(a, TL_BIN_AND,
                             tl_ir_binary(a, TL_BIN_LE, tl_ir_int(a, TL_DT_I32, 0, loc), tl_ir_clone_expr(a, st), loc),
                             c, loc);
        cond = cond ? tl_ir_binary(a, TL_BIN_AND, cond, c, loc) : c;
        if (!cond) {
            *oom = true;
            return NULL;
        }
    }
    return cond;
}

/* The extents of v's tile dims, in order, into ext; returns how many. */
static int tile_extents(const rview *v, tl_expr **ext)
{
    int t = 0;
    for (int d = 0; d < v->r->buf->ndim; d++)
        if (v->tiled & (1u << d))
            ext[t++] = v->r->extents ? v->r->extents[d] : v->r->buf->dims[d];
    return t;
}

/* A local is per thread: every thread holds all of its elements, so a tile
 * op writing one walks them all in each thread (a serial loop); spread over
 * the threads (a parallel loop), each thread would fill only its share of
 * its own copy and read zeros elsewhere. */
static tl_loop_kind elem_loop_kind(const tl_buffer *dst)
{
    return dst->scope == TL_SCOPE_LOCAL ? TL_LOOP_SERIAL : TL_LOOP_PARALLEL;
}

/* The element loops of a copy (or atomic_add) from src to dst, masked along
 * the guarded dims of each. */
static tl_stmt *copy_loops(tl_arena *a, tl_kernel *k, const tl_stmt *s, rview src, rview dst)
{
    tl_srcloc loc = s->loc;
    int ns = src.r->buf->ndim, nd = dst.r->buf->ndim;
    tl_expr *loop_ext[TL_IR_MAX_DIMS];
    int t = tile_extents(&dst, loop_ext);
    if (t != popcount8(src.tiled))
        return NULL;
    tl_var *vars[TL_IR_MAX_DIMS];
    tl_block *body;
    tl_stmt *loop = make_loops(a, k, elem_loop_kind(dst.r->buf), loop_ext, t, vars, &body, loc);
    if (!loop)
        return NULL;
    bool oom = false;
    tl_expr **si = region_index(a, &src, vars, loc), **di = region_index(a, &dst, vars, loc);
    if (!si || !di)
        return NULL;
    tl_expr *v = tl_ir_load(a, src.r->buf, si, ns, loc);
    tl_expr *sc = in_bounds(a, &src, vars, loc, &oom);
    if (sc)
        v = tl_ir_select(a, sc, v, tl_tx_zero(a, src.r->buf->dtype, loc), loc);
    v = convert(a, v, dst.r->buf->dtype);
    if (tl_tileop_is_atomic(s->tile.op)) {
        tl_expr **di2 = region_index(a, &dst, vars, loc);
        tl_expr *old = di2 ? tl_ir_load(a, dst.r->buf, di2, nd, loc) : NULL;
        tl_expr *args[2] = {old, v};
        if (s->tile.op == TL_TILE_ATOMIC_ADD)
            v = tl_ir_binary(a, TL_BIN_ADD, old, v, loc);
        else
            v = tl_ir_call(a, s->tile.op == TL_TILE_ATOMIC_MAX ? TL_FN_MAX : TL_FN_MIN, args, 2, loc);
    }
    tl_expr *dc = in_bounds(a, &dst, vars, loc, &oom);
    return !oom && v && put(a, body, dc, store(a, dst.r->buf, di, v, loc), loc) ? loop : NULL;
}

/* A copy whose tiles may run past a tensor's edge gets two versions: plain
 * loops when both tiles lie inside their tensors (every block but those at
 * the edges), masked loops otherwise. Both give the same elements; the plain
 * one lets the C compiler and LLVM vectorize the copy. */
static bool lower_copy_like(tl_arena *a, tl_kernel *k, const tl_stmt *s, tl_block *out)
{
    int last = s->tile.nargs - 1;
    const tl_region *rs = &s->tile.args[0], *rd = &s->tile.args[last];
    rview src = {rs, tl_region_tiled(rs), s->tile.guard[0]};
    rview dst = {rd, tl_region_tiled(rd), s->tile.guard[last]};
    tl_stmt *masked = copy_loops(a, k, s, src, dst);
    if (!masked)
        return false;
    if (!src.guard && !dst.guard)
        return tl_ir_block_append(a, out, masked);
    bool oom = false;
    /* the loops of copy_loops: over the extents of dst's tile dims */
    tl_expr *loop_ext[TL_IR_MAX_DIMS];
    tile_extents(&dst, loop_ext);
    tl_expr *cs = tile_in_bounds(a, &src, loop_ext, s->loc, &oom), *cd = tile_in_bounds(a, &dst, loop_ext, s->loc, &oom);
    tl_expr *cond = cs && cd ? tl_ir_binary(a, TL_BIN_AND, cs, cd, s->loc) : cs ? cs : cd;
    rview src_plain = {src.r, src.tiled, 0}, dst_plain = {dst.r, dst.tiled, 0};
    tl_stmt *plain = copy_loops(a, k, s, src_plain, dst_plain);
    tl_stmt *i = tl_ir_new_stmt(a, TL_STMT_IF, s->loc);
    if (oom || !cond || !plain || !i)
        return false;
    i->ifs.cond = cond;
    i->ifs.has_else = true;
    return tl_ir_block_append(a, &i->ifs.then_body, plain) && tl_ir_block_append(a, &i->ifs.else_body, masked) &&
           tl_ir_block_append(a, out, i);
}

static bool lower_fill(tl_arena *a, tl_kernel *k, const tl_stmt *s, tl_block *out)
{
    tl_srcloc loc = s->loc;
    rview dst = {&s->tile.args[0], tl_region_tiled(&s->tile.args[0]), s->tile.guard[0]};
    const tl_buffer *b = dst.r->buf;
    tl_var *vars[TL_IR_MAX_DIMS];
    tl_block *body;
    tl_expr *ext[TL_IR_MAX_DIMS];
    int t = tile_extents(&dst, ext);
    tl_stmt *loop = make_loops(a, k, elem_loop_kind(b), ext, t, vars, &body, loc);
    if (!loop)
        return false;
    tl_expr *v = s->tile.op == TL_TILE_CLEAR ? tl_tx_zero(a, b->dtype, loc)
                                               : convert(a, tl_ir_clone_expr(a, s->tile.value), b->dtype);
    if (v && tl_ir_expr_has_load(v)) {
        /* The value is evaluated once, before any element is written (it may
         * read the buffer it fills): a let ahead of the loop. */
        /* the lets of earlier fills are not in k->body yet: the id keeps them apart */
        char base[32];
        snprintf(base, sizeof base, "fillv%d_", k->nvars);
        const char *n = tl_tx_fresh_name(a, k, base);
        tl_var *lv = n ? tl_ir_new_var(a, k, n, TL_VAR_LET, b->dtype, loc) : NULL;
        tl_stmt *let = lv ? tl_ir_new_stmt(a, TL_STMT_LET, loc) : NULL;
        if (!let)
            return false;
        let->let.var = lv;
        let->let.value = v;
        if (!tl_ir_block_append(a, out, let) || !(v = tl_ir_varref(a, lv, loc)))
            return false;
    }
    tl_expr **di = region_index(a, &dst, vars, loc);
    bool oom = false;
    tl_expr *dc = di ? in_bounds(a, &dst, vars, loc, &oom) : NULL;
    return di && !oom && put(a, body, dc, store(a, b, di, v, loc), loc) && tl_ir_block_append(a, out, loop);
}

static bool lower_reduce(tl_arena *a, tl_kernel *k, const tl_stmt *s, tl_block *out)
{
    tl_srcloc loc = s->loc;
    const tl_buffer *src = s->tile.args[0].buf, *dst = s->tile.args[1].buf;
    int dim = s->tile.dim, nk = 0;
    tl_expr *kept[TL_IR_MAX_DIMS];
    for (int d = 0; d < src->ndim; d++)
        if (d != dim)
            kept[nk++] = src->dims[d];
    tl_expr *one = tl_ir_int(a, TL_DT_I32, 1, loc);
    if (nk == 0)
        kept[nk++] = one; /* a 1-D src reduces into dst[0] */
    tl_var *vars[TL_IR_MAX_DIMS], *rv[1];
    tl_block *body, *rbody;
    tl_stmt *loop = make_loops(a, k, elem_loop_kind(dst), kept, nk, vars, &body, loc);
    if (!loop)
        return false;
    /* the reduced dim's variable must differ from the kept ones: the loop is
     * not in the kernel yet, so name it from the count of kept vars */
    tl_stmt *rl = tl_ir_new_stmt(a, TL_STMT_FOR, loc);
    const char *rn = tl_tx_fresh_name(a, k, "red");
    if (!rl || !rn || !(rv[0] = tl_ir_new_var(a, k, rn, TL_VAR_LOOP, TL_DT_I32, loc)))
        return false;
    rl->loop.kind = TL_LOOP_SERIAL;
    rl->loop.nvars = 1;
    rl->loop.vars[0] = rv[0];
    rl->loop.end[0] = tl_ir_clone_expr(a, src->dims[dim]);
    rbody = &rl->loop.body;
    /* dst index: the kept vars (or 0) */
    tl_expr **di = tl_arena_array(a, (size_t)dst->ndim, sizeof *di);
    tl_expr **si = tl_arena_array(a, (size_t)src->ndim, sizeof *si);
    if (!di || !si)
        return false;
    for (int d = 0, j = 0; d < src->ndim; d++)
        si[d] = tl_ir_varref(a, d == dim ? rv[0] : vars[j++], loc);
    if (src->ndim == 1)
        di[0] = tl_ir_int(a, TL_DT_I32, 0, loc);
    else
        for (int d = 0; d < dst->ndim; d++)
            di[d] = tl_ir_varref(a, vars[d], loc);
    if (s->tile.clear) {
        tl_expr **d0 = tl_arena_array(a, (size_t)dst->ndim, sizeof *d0);
        for (int d = 0; d < dst->ndim && d0; d++)
            d0[d] = tl_ir_clone_expr(a, di[d]);
        if (!d0 || !put(a, body, NULL, store(a, dst, d0, tl_tx_reduce_identity(a, s->tile.op, dst->dtype, loc), loc), loc))
            return false;
    }
    tl_expr **d1 = tl_arena_array(a, (size_t)dst->ndim, sizeof *d1);
    for (int d = 0; d < dst->ndim && d1; d++)
        d1[d] = tl_ir_clone_expr(a, di[d]);
    if (!d1)
        return false;
    tl_expr *x = convert(a, tl_ir_load(a, (tl_buffer *)src, si, src->ndim, loc), dst->dtype);
    tl_expr *v = tl_tx_reduce_step(a, s->tile.op, tl_ir_load(a, (tl_buffer *)dst, d1, dst->ndim, loc), x, loc);
    return put(a, rbody, NULL, store(a, dst, di, v, loc), loc) && tl_ir_block_append(a, body, rl) &&
           tl_ir_block_append(a, out, loop);
}

/* cumsum, cummax: a parallel loop over the other dims around a serial loop
 * along dim: dst[p] = r == 0 ? src[p] : op(dst[p -+ 1], src[p]), p = r or,
 * with reverse, n - 1 - r (the interpreter's order). */
static bool lower_scan(tl_arena *a, tl_kernel *k, const tl_stmt *s, tl_block *out)
{
    tl_srcloc loc = s->loc;
    const tl_buffer *src = s->tile.args[0].buf, *dst = s->tile.args[1].buf;
    int dim = s->tile.dim, nk = 0;
    tl_expr *kept[TL_IR_MAX_DIMS];
    for (int d = 0; d < src->ndim; d++)
        if (d != dim)
            kept[nk++] = src->dims[d];
    if (nk == 0)
        kept[nk++] = tl_ir_int(a, TL_DT_I32, 1, loc); /* a 1-D scan: one iteration */
    tl_var *vars[TL_IR_MAX_DIMS], *rv;
    tl_block *body;
    tl_stmt *loop = make_loops(a, k, elem_loop_kind(dst), kept, nk, vars, &body, loc);
    tl_stmt *rl = tl_ir_new_stmt(a, TL_STMT_FOR, loc);
    const char *rn = tl_tx_fresh_name(a, k, "scan");
    if (!loop || !rl || !rn || !(rv = tl_ir_new_var(a, k, rn, TL_VAR_LOOP, TL_DT_I32, loc)))
        return false;
    rl->loop.kind = TL_LOOP_SERIAL;
    rl->loop.nvars = 1;
    rl->loop.vars[0] = rv;
    rl->loop.end[0] = tl_ir_clone_expr(a, src->dims[dim]);
    tl_expr *r = tl_ir_varref(a, rv, loc), *p = r, *prev;
    if (s->tile.reverse) {
        /* n - 1 - r, and the position after it */
        tl_expr *last = tl_ir_binary(a, TL_BIN_SUB, tl_ir_clone_expr(a, src->dims[dim]),
                                     tl_ir_int(a, TL_DT_I32, 1, loc), loc);
        p = tl_ir_binary(a, TL_BIN_SUB, last, tl_ir_varref(a, rv, loc), loc);
        prev = tl_ir_binary(a, TL_BIN_ADD, tl_ir_clone_expr(a, p), tl_ir_int(a, TL_DT_I32, 1, loc), loc);
    } else {
        prev = tl_ir_binary(a, TL_BIN_SUB, tl_ir_varref(a, rv, loc), tl_ir_int(a, TL_DT_I32, 1, loc), loc);
    }
    tl_expr **si = tl_arena_array(a, (size_t)src->ndim, sizeof *si);
    tl_expr **di = tl_arena_array(a, (size_t)dst->ndim, sizeof *di);
    tl_expr **pi = tl_arena_array(a, (size_t)dst->ndim, sizeof *pi);
    if (!p || !prev || !si || !di || !pi)
        return false;
    for (int d = 0, j = 0; d < src->ndim; d++) {
        bool at = d == dim;
        si[d] = at ? tl_ir_clone_expr(a, p) : tl_ir_varref(a, vars[j], loc);
        di[d] = at ? tl_ir_clone_expr(a, p) : tl_ir_varref(a, vars[j], loc);
        pi[d] = at ? prev : tl_ir_varref(a, vars[j], loc);
        j += !at;
    }
    tl_expr *x = tl_ir_load(a, (tl_buffer *)src, si, src->ndim, loc);
    tl_expr *before = tl_ir_load(a, (tl_buffer *)dst, pi, dst->ndim, loc);
    tl_expr *args[2] = {before, tl_ir_clone_expr(a, x)};
    tl_expr *step = s->tile.op == TL_TILE_CUMSUM ? tl_ir_binary(a, TL_BIN_ADD, before, args[1], loc)
                                                  : tl_ir_call(a, TL_FN_MAX, args, 2, loc);
    tl_expr *first = tl_ir_binary(a, TL_BIN_EQ, r, tl_ir_int(a, TL_DT_I32, 0, loc), loc);
    tl_expr *v = tl_ir_select(a, first, x, step, loc);
    return v && put(a, &rl->loop.body, NULL, store(a, dst, di, v, loc), loc) && tl_ir_block_append(a, body, rl) &&
           tl_ir_block_append(a, out, loop);
}

bool tl_tx_lower_tile_op(tl_arena *a, tl_kernel *k, const tl_stmt *s, tl_block *out)
{
    switch (s->tile.op) {
    case TL_TILE_COPY:
    case TL_TILE_ATOMIC_ADD:
    case TL_TILE_ATOMIC_MAX:
    case TL_TILE_ATOMIC_MIN: return lower_copy_like(a, k, s, out);
    case TL_TILE_FILL:
    case TL_TILE_CLEAR: return lower_fill(a, k, s, out);
    case TL_TILE_REDUCE_SUM:
    case TL_TILE_REDUCE_MAX:
    case TL_TILE_REDUCE_MIN:
    case TL_TILE_REDUCE_ABSMAX: return lower_reduce(a, k, s, out);
    case TL_TILE_CUMSUM:
    case TL_TILE_CUMMAX: return lower_scan(a, k, s, out);
    default: return tl_ir_block_append(a, out, (tl_stmt *)s);
    }
}

/* ---- the pass -------------------------------------------------------------- */

static bool keeps_tile_op(const tl_stmt *s)
{
    if (s->tile.op == TL_TILE_GEMM)
        return true;
    return tl_tileop_is_atomic(s->tile.op) && s->tile.args[1].buf->scope == TL_SCOPE_GLOBAL;
}

static bool lower_block(tl_arena *a, tl_kernel *k, tl_block *b)
{
    tl_block nb = {0};
    for (size_t i = 0; i < b->n; i++) {
        tl_stmt *s = b->items[i];
        bool ok = true;
        switch (s->kind) {
        case TL_STMT_TILE:
            ok = keeps_tile_op(s) ? tl_ir_block_append(a, &nb, s) : tl_tx_lower_tile_op(a, k, s, &nb);
            break;
        case TL_STMT_FOR:
            ok = lower_block(a, k, &s->loop.body) && tl_ir_block_append(a, &nb, s);
            break;
        case TL_STMT_WHILE:
            ok = lower_block(a, k, &s->whiles.body) && tl_ir_block_append(a, &nb, s);
            break;
        case TL_STMT_IF:
            ok = lower_block(a, k, &s->ifs.then_body) && lower_block(a, k, &s->ifs.else_body) &&
                 tl_ir_block_append(a, &nb, s);
            break;
        default: ok = tl_ir_block_append(a, &nb, s); break;
        }
        if (!ok)
            return false;
    }
    *b = nb;
    return true;
}

bool tl_pass_lower_tile_ops(struct tl_compilation *c, tl_error *err)
{
    for (size_t i = 0; i < c->module->nkernels; i++) {
        tl_kernel *k = c->module->kernels[i];
        if (!lower_block(c->arena, k, &k->body))
            return TL_TX_OOM(err);
        k->lowered.tile_ops_lowered = true;
    }
    return true;
}
