/*
 * reduce_lanes.c: the cpu pass reduce_in_lanes. lower_tile_ops lowers a
 * reduction along a row into one serial loop (`acc = acc + x[i, r]` over r):
 * a chain of dependent operations that no C or LLVM vectorizer may reorder,
 * so a softmax or a norm spent its time there, one element a few cycles,
 * well below the memory's speed. Here a reduction of a whole on-chip buffer
 * along its last (contiguous) dim, of n >= 2 L elements, becomes instead, for
 * each row:
 *
 *   for l in range(L) { P[l] = x[i, l] }
 *   for r in range(n / L - 1) { for l in range(L) { P[l] = op(P[l], x[i, (r + 1) * L + l]) } }
 *   for h in L / 2, L / 4, .., 1 { for l in range(h) { P[l] = op(P[l], P[l + h]) } }
 *   [clear] dst[i] = identity
 *   dst[i] = op(dst[i], P[0])
 *   for t in range(n % L) { dst[i] = op(dst[i], x[i, n - n % L + t]) }
 *
 * with P a local array of L lanes (128 bytes: two AVX-512 registers, four
 * AVX2 ones). The inner loops are independent over l, so vectorize_loop
 * makes them vector operations, the row is combined in L chains at once and
 * the lanes in log2(L) steps. Only the order of the operations changes:
 * integer sums wrap, so any order gives the same bits; a float sum rounds
 * differently, as a GPU's tree does (reductions are compared with the
 * interpreter within a tolerance, tests/check_matrix.c); min and max give
 * the same value in any order (which of +0 and -0 is left open,
 * docs/language.md).
 *
 * A float max or min ignores a NaN operand, which costs a vector step two
 * compares and two selects; here a step is one instruction, `P[l] =
 * select(v > P[l], v, P[l])` (x86's maxps), which passes over a NaN v but
 * would keep a NaN P[l]. So the lanes never hold one: an element that is a
 * NaN starts its lane as the identity (-inf for max). The result differs
 * from the in-order one only where dst held a NaN (clear=false) and every
 * element is one: in order the NaN stays, the lanes give the identity. That
 * case (the result the identity, dst's old value a NaN) is combined again,
 * in order.
 *
 * f16, bf16 and the 8-bit floats keep the interpreter's order (their sums
 * round at every step, and the CPU has no vector lanes for them), and so
 * does reduce_absmax (see is_reduction).
 *
 * Flow: after layout_inference (slices of reduction operands are whole
 * buffers by then), before lower_tile_ops, which lowers what is left.
 */
#include <stdio.h>
#include <string.h>

#include "backend/internal.h"
#include "registry.h"
#include "transform/transform.h"

#define LANE_BYTES 128

typedef struct lanes_cx {
    tl_arena *a;
    tl_kernel *k;
    tl_block allocs; /* the lane arrays, for the kernel's top */
    bool oom;
} lanes_cx;

static void *ok(lanes_cx *x, void *p)
{
    if (!p)
        x->oom = true;
    return p;
}

static tl_expr *lit(lanes_cx *x, int64_t v, tl_srcloc l) { return ok(x, tl_ir_int(x->a, TL_DT_I32, v, l)); }

/* reduce_absmax stays in order: its lanes (the first vector's absolute
 * values, then maxima) made GCC 12 fail with an internal compiler error at
 * -O3 (in eliminate_stmt, tree-ssa-sccvn.cc, during cunroll) on
 * examples/quantize.tile with -D M=13 -D N=700 (tests/check_safety.c). */
static bool is_reduction(tl_tileop op)
{
    return op == TL_TILE_REDUCE_SUM || op == TL_TILE_REDUCE_MAX || op == TL_TILE_REDUCE_MIN;
}

/* The dtypes whose reductions may be reordered and have vector lanes. */
static bool lane_dtype(tl_dtype t)
{
    switch (t) {
    case TL_DT_F32:
    case TL_DT_F64:
    case TL_DT_I8:
    case TL_DT_I16:
    case TL_DT_I32:
    case TL_DT_I64:
    case TL_DT_U8:
    case TL_DT_U16:
    case TL_DT_U32:
    case TL_DT_U64: return true;
    default: return false;
    }
}

/* The lanes of s when it reduces in lanes (*n the row's length), else 0. */
static int lanes_of(const tl_stmt *s, int64_t *n)
{
    if (s->kind != TL_STMT_TILE || !is_reduction(s->tile.op))
        return 0;
    const tl_region *src = &s->tile.args[0], *dst = &s->tile.args[1];
    const tl_buffer *sb = src->buf, *db = dst->buf;
    if (src->starts || dst->starts || src->slice || dst->slice || sb->dtype != db->dtype || !lane_dtype(sb->dtype))
        return 0;
    if (sb->scope == TL_SCOPE_GLOBAL || db->scope == TL_SCOPE_GLOBAL || s->tile.dim != sb->ndim - 1)
        return 0;
    if (db->scope == TL_SCOPE_LOCAL && sb->ndim > 2)
        return 0; /* serial loops over several kept dims: left to lower_tile_ops */
    int L = LANE_BYTES / (tl_dtype_bits(sb->dtype) / 8);
    if (!tl_ir_is_const_int(sb->dims[s->tile.dim], n) || *n < 2 * (int64_t)L)
        return 0;
    return L;
}

/* for v in range(n) { } (its body filled by the caller) */
static tl_stmt *loop(lanes_cx *x, tl_var *v, int64_t n, tl_srcloc l)
{
    tl_stmt *s = ok(x, tl_ir_new_stmt(x->a, TL_STMT_FOR, l));
    if (!s)
        return NULL;
    s->loop.kind = TL_LOOP_SERIAL;
    s->loop.nvars = 1;
    s->loop.vars[0] = v;
    s->loop.end[0] = lit(x, n, l);
    return s;
}

static tl_var *fresh_var(lanes_cx *x, const char *base, tl_srcloc l)
{
    const char *name = ok(x, (void *)tl_tx_fresh_name(x->a, x->k, base));
    return name ? ok(x, tl_ir_new_var(x->a, x->k, name, TL_VAR_LOOP, TL_DT_I32, l)) : NULL;
}

static tl_stmt *store(lanes_cx *x, tl_buffer *b, tl_expr **idx, tl_expr *v, tl_srcloc l)
{
    tl_stmt *s = ok(x, tl_ir_new_stmt(x->a, TL_STMT_STORE, l));
    if (!s || !idx || !v)
        return NULL;
    s->store.buf = b;
    s->store.nidx = b->ndim;
    s->store.idx = idx;
    s->store.value = v;
    return s;
}

static void append(lanes_cx *x, tl_block *b, tl_stmt *s)
{
    if (!s || !tl_ir_block_append(x->a, b, s))
        x->oom = true;
}

/* The indices of src: the kept vars, then col; of dst: the kept vars (or 0). */
static tl_expr **src_index(lanes_cx *x, const tl_buffer *sb, tl_var **kept, tl_expr *col, tl_srcloc l)
{
    tl_expr **i = ok(x, tl_arena_array(x->a, (size_t)sb->ndim, sizeof *i));
    if (!i)
        return NULL;
    for (int d = 0; d < sb->ndim - 1; d++)
        i[d] = ok(x, tl_ir_varref(x->a, kept[d], l));
    i[sb->ndim - 1] = col;
    return i;
}

static tl_expr **dst_index(lanes_cx *x, const tl_buffer *sb, const tl_buffer *db, tl_var **kept, tl_srcloc l)
{
    tl_expr **i = ok(x, tl_arena_array(x->a, (size_t)db->ndim, sizeof *i));
    if (!i)
        return NULL;
    if (sb->ndim == 1)
        i[0] = lit(x, 0, l);
    else
        for (int d = 0; d < db->ndim; d++)
            i[d] = ok(x, tl_ir_varref(x->a, kept[d], l));
    return i;
}

/* [e], the index of a lane array */
static tl_expr **index1(lanes_cx *x, tl_expr *e)
{
    tl_expr **i = ok(x, tl_arena_array(x->a, 1, sizeof *i));
    if (i)
        i[0] = e;
    return i && e ? i : NULL;
}

static tl_expr **lane_index(lanes_cx *x, tl_var *v, tl_srcloc l) { return index1(x, ok(x, tl_ir_varref(x->a, v, l))); }

/* x[kept..., col] */
static tl_expr *element(lanes_cx *x, const tl_stmt *s, tl_var **kept, tl_expr *col)
{
    tl_buffer *sb = s->tile.args[0].buf;
    return ok(x, tl_ir_load(x->a, sb, src_index(x, sb, kept, col, s->loc), sb->ndim, s->loc));
}

/* acc op v */
static tl_expr *combine(lanes_cx *x, tl_tileop op, tl_expr *acc, tl_expr *v, tl_srcloc l)
{
    return ok(x, tl_tx_reduce_step(x->a, op, acc, v, l));
}

/* A new let of e into body; its variable (NULL when out of memory). */
static tl_var *let_in(lanes_cx *x, tl_block *body, const char *base, tl_dtype t, tl_expr *e, tl_srcloc l)
{
    tl_var *v = ok(x, tl_ir_new_var(x->a, x->k, ok(x, (void *)tl_tx_fresh_name(x->a, x->k, base)), TL_VAR_LET, t, l));
    tl_stmt *s = ok(x, tl_ir_new_stmt(x->a, TL_STMT_LET, l));
    if (!v || !s || !e)
        return NULL;
    s->let.var = v;
    s->let.value = e;
    append(x, body, s);
    return v;
}

static tl_expr *ref(lanes_cx *x, tl_var *v, tl_srcloc l) { return v ? ok(x, tl_ir_varref(x->a, v, l)) : NULL; }

/* `select(v > p, v, p)` (< for min): one vector max or min instruction a
 * step (x86's maxps is exactly this select). A NaN v is passed over; a NaN
 * p would stay, so the lanes of a float max or min never hold one (in_lanes
 * starts a lane whose element is a NaN from the identity). */
static tl_expr *lane_pick(lanes_cx *x, tl_tileop op, tl_var *p, tl_var *v, tl_srcloc l)
{
    tl_expr *wins = ok(x, tl_ir_binary(x->a, op == TL_TILE_REDUCE_MIN ? TL_BIN_LT : TL_BIN_GT, ref(x, v, l), ref(x, p, l), l));
    return ok(x, tl_ir_select(x->a, wins, ref(x, v, l), ref(x, p, l), l));
}

/* `let p = acc; let v = next; P[l] = lane_pick(p, v)` into body: a float max
 * or min of the lanes. */
static void lane_minmax(lanes_cx *x, tl_block *body, tl_tileop op, tl_buffer *P, tl_var *lane, tl_expr *acc,
                        tl_expr *next, tl_srcloc l)
{
    tl_var *pv = let_in(x, body, "lane_acc", P->dtype, acc, l);
    tl_var *vv = let_in(x, body, "lane_next", P->dtype, next, l);
    if (pv && vv)
        append(x, body, store(x, P, lane_index(x, lane, l), lane_pick(x, op, pv, vv, l), l));
}

/* The statements that replace reduction s (L lanes, rows of n). */
static tl_stmt *in_lanes(lanes_cx *x, const tl_stmt *s, int L, int64_t n)
{
    tl_srcloc l = s->loc;
    tl_buffer *sb = s->tile.args[0].buf, *db = s->tile.args[1].buf;
    tl_tileop op = s->tile.op;
    /* the lane array, one per reduction, at the kernel's top */
    char name[64];
    snprintf(name, sizeof name, "tl_lanes_%d", x->k->nbuffers);
    tl_buffer *P = ok(x, tl_ir_new_buffer(x->a, x->k, ok(x, tl_arena_strndup(x->a, name, strlen(name))),
                                          TL_SCOPE_LOCAL, sb->dtype, 1, l));
    tl_stmt *al = ok(x, tl_ir_new_stmt(x->a, TL_STMT_ALLOC, l));
    if (!P || !al)
        return NULL;
    P->dims[0] = lit(x, L, l);
    al->alloc.buf = P;
    append(x, &x->allocs, al);

    /* the loops over the kept dims, as lower_tile_ops makes them */
    int nk = sb->ndim - 1;
    tl_stmt *outer = ok(x, tl_ir_new_stmt(x->a, TL_STMT_FOR, l));
    if (!outer)
        return NULL;
    tl_var *kept[TL_IR_MAX_DIMS];
    outer->loop.kind = db->scope == TL_SCOPE_LOCAL ? TL_LOOP_SERIAL : TL_LOOP_PARALLEL;
    outer->loop.nvars = nk ? nk : 1;
    /* a base name a dim: the vars enter the body together (two `i`s
     * shadowed each other in the C: tilesmith seed 73567) */
    for (int d = 0; d < outer->loop.nvars; d++) {
        if (!(kept[d] = fresh_var(x, tl_tx_loop_var_base(d), l)))
            return NULL;
        outer->loop.vars[d] = kept[d];
        outer->loop.end[d] = nk ? ok(x, tl_ir_clone_expr(x->a, sb->dims[d])) : lit(x, 1, l);
    }
    tl_block *body = &outer->loop.body;

    /* a float max or min over a dst that may hold a NaN: its value, for
     * the check at the end */
    bool fminmax = op != TL_TILE_REDUCE_SUM && tl_dtype_is_float(sb->dtype);
    tl_var *d0 = NULL;
    if (fminmax && !s->tile.clear &&
        !(d0 = let_in(x, body, "tl_dst0", db->dtype, ok(x, tl_ir_load(x->a, db, dst_index(x, sb, db, kept, l), db->ndim, l)), l)))
        return NULL;

    /* P[l] = x[i, l] (a float max's or min's NaN: the identity) */
    tl_var *lv = fresh_var(x, "lane", l);
    tl_stmt *init = lv ? loop(x, lv, L, l) : NULL;
    if (!init)
        return NULL;
    tl_expr *first = element(x, s, kept, ok(x, tl_ir_varref(x->a, lv, l)));
    if (fminmax && first) {
        tl_expr *nan = ok(x, tl_ir_binary(x->a, TL_BIN_NE, first, ok(x, tl_ir_clone_expr(x->a, first)), l));
        first = ok(x, tl_ir_select(x->a, nan, ok(x, tl_tx_reduce_identity(x->a, op, sb->dtype, l)),
                                   ok(x, tl_ir_clone_expr(x->a, first)), l));
    }
    append(x, &init->loop.body, store(x, P, lane_index(x, lv, l), first, l));
    append(x, body, init);

    /* for r: P[l] = op(P[l], x[i, (r + 1) * L + l]) */
    if (n / L > 1) {
        tl_var *rv = fresh_var(x, "red", l), *lv2 = fresh_var(x, "lane", l);
        tl_stmt *rl = rv ? loop(x, rv, n / L - 1, l) : NULL, *il = lv2 ? loop(x, lv2, L, l) : NULL;
        if (!rl || !il)
            return NULL;
        tl_expr *base = ok(x, tl_ir_binary(x->a, TL_BIN_MUL,
                                           ok(x, tl_ir_binary(x->a, TL_BIN_ADD, ok(x, tl_ir_varref(x->a, rv, l)),
                                                              lit(x, 1, l), l)),
                                           lit(x, L, l), l));
        tl_expr *col = ok(x, tl_ir_binary(x->a, TL_BIN_ADD, base, ok(x, tl_ir_varref(x->a, lv2, l)), l));
        tl_expr *acc = ok(x, tl_ir_load(x->a, P, lane_index(x, lv2, l), 1, l));
        tl_expr *next = element(x, s, kept, col);
        if (op != TL_TILE_REDUCE_SUM && tl_dtype_is_float(sb->dtype))
            lane_minmax(x, &il->loop.body, op, P, lv2, acc, next, l);
        else
            append(x, &il->loop.body, store(x, P, lane_index(x, lv2, l), combine(x, op, acc, next, l), l));
        append(x, &rl->loop.body, il);
        append(x, body, rl);
    }

    /* the lanes folded in halves, P[l] = op(P[l], P[l + h]) for h = L / 2,
     * .., 1: a few vector operations, not a chain of L */
    for (int h = L / 2; h >= 1; h /= 2) {
        tl_var *hv = fresh_var(x, "lane", l);
        tl_stmt *hl = hv ? loop(x, hv, h, l) : NULL;
        if (!hl)
            return NULL;
        tl_expr *lo = ok(x, tl_ir_load(x->a, P, lane_index(x, hv, l), 1, l));
        tl_expr *hi = ok(x, tl_ir_load(x->a, P, index1(x, ok(x, tl_ir_binary(x->a, TL_BIN_ADD, ref(x, hv, l), lit(x, h, l), l))), 1, l));
        if (fminmax)
            lane_minmax(x, &hl->loop.body, op, P, hv, lo, hi, l);
        else
            append(x, &hl->loop.body, store(x, P, lane_index(x, hv, l), combine(x, op, lo, hi, l), l));
        append(x, body, hl);
    }

    /* [clear] dst = identity; dst = op(dst, P[0]) */
    if (s->tile.clear)
        append(x, body, store(x, db, dst_index(x, sb, db, kept, l), ok(x, tl_tx_reduce_identity(x->a, op, db->dtype, l)), l));
    tl_expr *d = ok(x, tl_ir_load(x->a, db, dst_index(x, sb, db, kept, l), db->ndim, l));
    tl_expr *p = ok(x, tl_ir_load(x->a, P, index1(x, lit(x, 0, l)), 1, l));
    append(x, body, store(x, db, dst_index(x, sb, db, kept, l), combine(x, op, d, p, l), l));

    /* the last n % L elements, in order */
    if (n % L) {
        tl_var *tv = fresh_var(x, "red", l);
        tl_stmt *tl = tv ? loop(x, tv, n % L, l) : NULL;
        if (!tl)
            return NULL;
        tl_expr *col = ok(x, tl_ir_binary(x->a, TL_BIN_ADD, lit(x, n - n % L, l), ok(x, tl_ir_varref(x->a, tv, l)), l));
        tl_expr *dv = ok(x, tl_ir_load(x->a, db, dst_index(x, sb, db, kept, l), db->ndim, l));
        append(x, &tl->loop.body, store(x, db, dst_index(x, sb, db, kept, l), combine(x, op, dv, element(x, s, kept, col), l), l));
        append(x, body, tl);
    }

    /* A NaN dst and a row of NaNs: in order the NaN stays, where the lanes
     * (NaN-free) leave the identity. Only then is the row combined again,
     * in order, from the NaN. */
    if (d0) {
        tl_stmt *redo = ok(x, tl_ir_new_stmt(x->a, TL_STMT_IF, l));
        tl_var *tv = fresh_var(x, "red", l);
        tl_stmt *all = tv ? loop(x, tv, n, l) : NULL;
        if (!redo || !all)
            return NULL;
        tl_expr *now = ok(x, tl_ir_load(x->a, db, dst_index(x, sb, db, kept, l), db->ndim, l));
        tl_expr *at_id = ok(x, tl_ir_binary(x->a, TL_BIN_EQ, now, ok(x, tl_tx_reduce_identity(x->a, op, db->dtype, l)), l));
        tl_expr *was_nan = ok(x, tl_ir_binary(x->a, TL_BIN_NE, ref(x, d0, l), ref(x, d0, l), l));
        redo->ifs.cond = ok(x, tl_ir_binary(x->a, TL_BIN_AND, at_id, was_nan, l));
        append(x, &redo->ifs.then_body, store(x, db, dst_index(x, sb, db, kept, l), ref(x, d0, l), l));
        tl_expr *dv = ok(x, tl_ir_load(x->a, db, dst_index(x, sb, db, kept, l), db->ndim, l));
        append(x, &all->loop.body, store(x, db, dst_index(x, sb, db, kept, l),
                                         combine(x, op, dv, element(x, s, kept, ref(x, tv, l)), l), l));
        append(x, &redo->ifs.then_body, all);
        append(x, body, redo);
    }
    return x->oom ? NULL : outer;
}

static bool lanes_block(lanes_cx *x, tl_block *b)
{
    for (size_t i = 0; i < b->n && !x->oom; i++) {
        tl_stmt *s = b->items[i];
        int64_t n = 0;
        int L = lanes_of(s, &n);
        if (L) {
            tl_stmt *r = in_lanes(x, s, L, n);
            if (r)
                b->items[i] = r;
            continue;
        }
        switch (s->kind) {
        case TL_STMT_FOR: lanes_block(x, &s->loop.body); break;
        case TL_STMT_WHILE: lanes_block(x, &s->whiles.body); break;
        case TL_STMT_IF:
            lanes_block(x, &s->ifs.then_body);
            lanes_block(x, &s->ifs.else_body);
            break;
        default: break;
        }
    }
    return !x->oom;
}

bool tl_cpu_reduce_in_lanes(struct tl_compilation *c, tl_error *err)
{
    for (size_t i = 0; i < c->module->nkernels; i++) {
        lanes_cx x = {c->arena, c->module->kernels[i], {0}, false};
        if (!lanes_block(&x, &x.k->body))
            return TL_TX_OOM(err);
        if (x.allocs.n) {
            /* the lane arrays first, in scope everywhere */
            for (size_t j = 0; j < x.k->body.n; j++)
                if (!tl_ir_block_append(c->arena, &x.allocs, x.k->body.items[j]))
                    return TL_TX_OOM(err);
            x.k->body = x.allocs;
        }
    }
    return true;
}
