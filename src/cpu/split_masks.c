/*
 * split_masks.c: the cpu pass split_masked_loops. lower_tile_ops masks a
 * copy that can cross its tensor's edge element by element:
 *
 *   for j in vectorized(n) { B[i, j] = select(0 <= x + j && x + j < N, A[.., x + j], 0) }
 *   for j in vectorized(n) { if x + j < N { Y[.., x + j] = B[i, j] } }
 *
 * and kernels mask their rows the same way (`select(j < N, v, -inf)`). A C
 * compiler makes the select a masked load, and GCC 12 merges each masked
 * load into the previous one's register through the stack, which chains the
 * loads from memory one after the other: rmsnorm at N = 1000 (a [1, 4096]
 * row) ran at a twentieth of memcpy's bandwidth. The condition's parts that
 * bound j (`x + j < N`, `x + j >= 0`) hold over one range of j, known before
 * the loop, so here the loop becomes three over consecutive ranges of j, in
 * order, each with those parts replaced by what they are there:
 *
 *   let lo = clamp(first j the lower bound admits, 0, n)
 *   let hi = max(lo, clamp(last j + 1 the upper bound admits, 0, n))
 *   for j in vectorized(lo)      { the body, the lower bound false }
 *   for k in vectorized(hi - lo) { the body at j = lo + k, both bounds true }
 *   for k in vectorized(n - hi)  { the body at j = hi + k, the upper bound false }
 *
 * (an absent bound: no let and no loop for it). A constant condition left
 * in an if decides it here, and simplify, after, folds the selects; the
 * middle loop is the plain copy, the others a fill or nothing. A piece whose
 * body is one store of a select on a condition the loop does not change
 * (the row bound of a tile's edge) becomes an if around a loop for each
 * side, and one whose body is one if without else on such a condition the
 * if around the loop (stream_stores then sees the row's copy). Any other
 * piece whose body has a select on such a condition (a row read in place,
 * forward_copies' `select(row inside, X[row, j], 0)` inside a product)
 * becomes `if c { the piece, c true } else { the piece, c false }` (inside
 * an if on c, the piece with c true): GCC makes the select a masked load,
 * LLVM a mask on every operation (rmsnorm's rows on llvm, 28 -> 23 ms). The
 * iterations run in the same order as before, so any body may be split;
 * the bounds' other operands must not change in the loop (no loads, no
 * vars, no lets of the body). A bound is taken only where its arithmetic
 * is exact: `j op E` with E of 32 bits or less, or `x + j op E` in i64
 * with x and E of 32 bits or less (as lower_tile_ops writes it:
 * `i64(c * 512) + i64(j) < i64(N)`); an i32 `c * 512 + j` may wrap and is
 * left alone. A loop whose bounds differ (two upper bounds, say) is left
 * as it was.
 *
 * Flow: after vectorize_loop (the three loops keep its mark), before
 * simplify and stream_stores.
 */
#include <stdio.h>
#include <string.h>

#include "backend/internal.h"
#include "registry.h"
#include "transform/transform.h"

typedef struct bound {
    const tl_expr *cond;  /* the conjunct, as written */
    const tl_expr *limit; /* j < limit (upper) or j >= limit (lower), in i64; NULL when none found */
    bool conflict;        /* two different conjuncts of this kind */
} bound;

typedef struct split_ctx {
    tl_arena *a;
    const tl_var *j;
    const tl_block *body;
    bound upper, lower;
    int *nlets; /* the bound lets made in this kernel so far */
} split_ctx;

/* Whether v is declared by a let of blk (the loop's body). */
static bool declared_in(const tl_block *blk, const tl_var *v)
{
    for (size_t i = 0; i < blk->n; i++) {
        const tl_stmt *s = blk->items[i];
        if (s->kind == TL_STMT_LET && s->let.var == v)
            return true;
        if (s->kind == TL_STMT_IF && (declared_in(&s->ifs.then_body, v) || declared_in(&s->ifs.else_body, v)))
            return true;
    }
    return false;
}

/* Whether e has the same value at every iteration: literals and variables
 * that the loop does not change (no loads, no vars, not j, no let of the
 * body). */
static bool invariant(const split_ctx *x, const tl_expr *e)
{
    switch (e->kind) {
    case TL_EXPR_INT:
    case TL_EXPR_FLOAT: return true;
    case TL_EXPR_VAR:
        return e->var != x->j && e->var->kind != TL_VAR_MUT && !declared_in(x->body, e->var);
    case TL_EXPR_BINARY: return invariant(x, e->bin.a) && invariant(x, e->bin.b);
    case TL_EXPR_UNARY: return invariant(x, e->un.a);
    case TL_EXPR_SELECT: return invariant(x, e->sel.cond) && invariant(x, e->sel.a) && invariant(x, e->sel.b);
    case TL_EXPR_CAST: return !e->cast.bits && invariant(x, e->cast.a);
    default: return false;
    }
}

/* Integers of 32 bits or less (i64 arithmetic on a few of them is exact). */
static bool narrow_dtype(tl_dtype t)
{
    switch (t) {
    case TL_DT_I8:
    case TL_DT_I16:
    case TL_DT_I32:
    case TL_DT_U8:
    case TL_DT_U16:
    case TL_DT_U32: return true;
    default: return false;
    }
}

/* e's value fits in 32 bits whatever it is: a narrow integer, a cast of
 * one, or a literal in i32's range. */
static bool narrow(const tl_expr *e)
{
    if (e->kind == TL_EXPR_INT)
        return e->dtype != TL_DT_BOOL && e->i >= INT32_MIN && e->i <= INT32_MAX;
    if (narrow_dtype(e->dtype))
        return true;
    return e->kind == TL_EXPR_CAST && !e->cast.bits && narrow_dtype(e->cast.a->dtype);
}

/* j itself, or i64(j): j's value exactly. */
static bool is_j(const split_ctx *x, const tl_expr *e)
{
    if (e->kind == TL_EXPR_VAR)
        return e->var == x->j;
    return e->kind == TL_EXPR_CAST && !e->cast.bits && e->dtype == TL_DT_I64 && e->cast.a->kind == TL_EXPR_VAR &&
           e->cast.a->var == x->j;
}

/* e is j + *off exactly (off NULL: 0): j, i64(j), or an i64 sum of one of
 * those and a narrow invariant. */
static bool affine_j(const split_ctx *x, const tl_expr *e, const tl_expr **off)
{
    *off = NULL;
    if (is_j(x, e))
        return true;
    if (e->kind != TL_EXPR_BINARY || e->bin.op != TL_BIN_ADD || e->dtype != TL_DT_I64)
        return false;
    for (int side = 0; side < 2; side++) {
        const tl_expr *p = side ? e->bin.b : e->bin.a, *q = side ? e->bin.a : e->bin.b;
        if (is_j(x, p) && narrow(q) && invariant(x, q)) {
            *off = q;
            return true;
        }
    }
    return false;
}

static tl_expr *as_i64(tl_arena *a, const tl_expr *e)
{
    tl_expr *c = tl_ir_clone_expr(a, e);
    return e->dtype == TL_DT_I64 ? c : tl_ir_cast(a, TL_DT_I64, c, e->loc);
}

/* limit - off + plus, in i64 (exact: both narrow). */
static tl_expr *shifted(tl_arena *a, const tl_expr *limit, const tl_expr *off, int64_t plus)
{
    tl_expr *r = as_i64(a, limit);
    if (off)
        r = tl_ir_binary(a, TL_BIN_SUB, r, as_i64(a, off), limit->loc);
    if (plus)
        r = tl_ir_binary(a, TL_BIN_ADD, r, tl_ir_int(a, TL_DT_I64, plus, limit->loc), limit->loc);
    return r;
}

static void note(split_ctx *x, bound *b, const tl_expr *cond, const tl_expr *limit)
{
    if (b->cond && !tl_ir_expr_equal(b->cond, cond))
        b->conflict = true;
    if (!b->cond) {
        b->cond = cond;
        b->limit = limit;
    }
    (void)x;
}

/* A conjunct that bounds j: records it as the upper or lower bound. */
static void conjunct(split_ctx *x, const tl_expr *c)
{
    if (c->kind != TL_EXPR_BINARY)
        return;
    tl_binop op = c->bin.op;
    const tl_expr *l = c->bin.a, *r = c->bin.b;
    if (op == TL_BIN_GT || op == TL_BIN_GE) { /* l > r is r < l */
        const tl_expr *t = l;
        l = r;
        r = t;
        op = op == TL_BIN_GT ? TL_BIN_LT : TL_BIN_LE;
    }
    if (op != TL_BIN_LT && op != TL_BIN_LE)
        return;
    if (l->dtype != TL_DT_I32 && l->dtype != TL_DT_I64)
        return;
    const tl_expr *off = NULL;
    if (affine_j(x, l, &off) && invariant(x, r) && narrow(r)) {
        /* j + off < r: j < r - off; j + off <= r: j < r - off + 1 */
        note(x, &x->upper, c, shifted(x->a, r, off, op == TL_BIN_LE));
    } else if (affine_j(x, r, &off) && invariant(x, l) && narrow(l)) {
        /* l < j + off: j >= l - off + 1; l <= j + off: j >= l - off */
        note(x, &x->lower, c, shifted(x->a, l, off, op == TL_BIN_LT));
    }
}

static void scan_cond(split_ctx *x, const tl_expr *c)
{
    if (c->kind == TL_EXPR_BINARY && c->bin.op == TL_BIN_AND) {
        scan_cond(x, c->bin.a);
        scan_cond(x, c->bin.b);
        return;
    }
    conjunct(x, c);
}

/* Every select's and if's condition in e and in the body. */
static void scan_expr(split_ctx *x, const tl_expr *e)
{
    if (!e)
        return;
    switch (e->kind) {
    case TL_EXPR_BINARY:
        scan_expr(x, e->bin.a);
        scan_expr(x, e->bin.b);
        break;
    case TL_EXPR_UNARY: scan_expr(x, e->un.a); break;
    case TL_EXPR_SELECT:
        scan_cond(x, e->sel.cond);
        scan_expr(x, e->sel.cond);
        scan_expr(x, e->sel.a);
        scan_expr(x, e->sel.b);
        break;
    case TL_EXPR_CAST: scan_expr(x, e->cast.a); break;
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            scan_expr(x, e->call.args[i]);
        break;
    case TL_EXPR_LOAD:
        for (int i = 0; i < e->load.nidx; i++)
            scan_expr(x, e->load.idx[i]);
        break;
    default: break;
    }
}

/* Scans a loop body; false when it holds a statement the split does not
 * copy (a loop, a tile op, a jump, an assignment). */
static bool scan_block(split_ctx *x, const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_LET:
            if (s->let.assign || s->let.var->kind == TL_VAR_MUT)
                return false;
            scan_expr(x, s->let.value);
            break;
        case TL_STMT_STORE:
            for (int d = 0; d < s->store.nidx; d++)
                scan_expr(x, s->store.idx[d]);
            scan_expr(x, s->store.value);
            break;
        case TL_STMT_IF:
            scan_cond(x, s->ifs.cond);
            scan_expr(x, s->ifs.cond);
            if (!scan_block(x, &s->ifs.then_body) || !scan_block(x, &s->ifs.else_body))
                return false;
            break;
        default: return false;
        }
    }
    return true;
}

/* ---- the copies ---------------------------------------------------------- */

typedef struct piece {
    const tl_expr *upper, *lower; /* the conjuncts replaced */
    int upper_value, lower_value; /* 1 true, 0 false, -1 left as it is */
    /* a loop that starts at begin runs k over range(end - begin), j being
     * begin + k (only a range loop has a begin) */
    const tl_var *j;
    tl_var *k;
    const tl_expr *begin;
} piece;

/* Whether evaluating e can do nothing but give a value: comparisons and
 * logic over variables, literals and + - * (no division, no load). */
static bool plain_cond(const tl_expr *e)
{
    switch (e->kind) {
    case TL_EXPR_INT:
    case TL_EXPR_VAR: return true;
    case TL_EXPR_CAST: return !e->cast.bits && plain_cond(e->cast.a);
    case TL_EXPR_UNARY: return plain_cond(e->un.a);
    case TL_EXPR_BINARY:
        switch (e->bin.op) {
        case TL_BIN_DIV:
        case TL_BIN_MOD:
        case TL_BIN_CEILDIV: return false;
        default: return plain_cond(e->bin.a) && plain_cond(e->bin.b);
        }
    default: return false;
    }
}

static tl_expr *copy_expr(tl_arena *a, const piece *p, const tl_expr *e)
{
    if (!e)
        return NULL;
    if (e->dtype == TL_DT_BOOL) {
        if (p->upper && p->upper_value >= 0 && tl_ir_expr_equal(e, p->upper))
            return tl_ir_int(a, TL_DT_BOOL, p->upper_value, e->loc);
        if (p->lower && p->lower_value >= 0 && tl_ir_expr_equal(e, p->lower))
            return tl_ir_int(a, TL_DT_BOOL, p->lower_value, e->loc);
    }
    if (p->k && e->kind == TL_EXPR_VAR && e->var == p->j)
        return tl_ir_binary(a, TL_BIN_ADD, tl_ir_clone_expr(a, p->begin), tl_ir_varref(a, p->k, e->loc), e->loc);
    if (p->k && e->kind == TL_EXPR_CAST && !e->cast.bits && e->dtype == TL_DT_I64 && e->cast.a->kind == TL_EXPR_VAR &&
        e->cast.a->var == p->j) {
        /* i64(j) is i64(begin) + i64(k), exactly (begin + k < n): a sum a C
         * compiler under -fwrapv sees as contiguous, where i64(begin + k)
         * may wrap for all it knows (it gathers) */
        return tl_ir_binary(a, TL_BIN_ADD, tl_ir_cast(a, TL_DT_I64, tl_ir_clone_expr(a, p->begin), e->loc),
                            tl_ir_cast(a, TL_DT_I64, tl_ir_varref(a, p->k, e->loc), e->loc), e->loc);
    }
    tl_expr *c = tl_ir_clone_expr(a, e);
    if (!c)
        return NULL;
    switch (e->kind) {
    case TL_EXPR_BINARY:
        c->bin.a = copy_expr(a, p, e->bin.a);
        c->bin.b = copy_expr(a, p, e->bin.b);
        if (!c->bin.a || !c->bin.b)
            return NULL;
        if ((e->bin.op == TL_BIN_AND || e->bin.op == TL_BIN_OR) && c->bin.a->kind == TL_EXPR_INT)
            return (c->bin.a->i != 0) == (e->bin.op == TL_BIN_AND) ? c->bin.b : c->bin.a;
        if ((e->bin.op == TL_BIN_AND || e->bin.op == TL_BIN_OR) && c->bin.b->kind == TL_EXPR_INT) {
            /* simplify folds a constant on the left; on the right, x && true
             * is x, and x && false is false where x is only comparisons */
            bool identity = (c->bin.b->i != 0) == (e->bin.op == TL_BIN_AND);
            if (identity)
                return c->bin.a;
            if (plain_cond(c->bin.a))
                return c->bin.b;
        }
        return c;
    case TL_EXPR_UNARY:
        c->un.a = copy_expr(a, p, e->un.a);
        return c->un.a ? c : NULL;
    case TL_EXPR_SELECT:
        c->sel.cond = copy_expr(a, p, e->sel.cond);
        c->sel.a = copy_expr(a, p, e->sel.a);
        c->sel.b = copy_expr(a, p, e->sel.b);
        return c->sel.cond && c->sel.a && c->sel.b ? c : NULL;
    case TL_EXPR_CAST:
        c->cast.a = copy_expr(a, p, e->cast.a);
        return c->cast.a ? c : NULL;
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            if (!(c->call.args[i] = copy_expr(a, p, e->call.args[i])))
                return NULL;
        return c;
    case TL_EXPR_LOAD:
        c->load.idx = tl_arena_array(a, (size_t)e->load.nidx, sizeof(*c->load.idx));
        if (!c->load.idx)
            return NULL;
        for (int i = 0; i < e->load.nidx; i++)
            if (!(c->load.idx[i] = copy_expr(a, p, e->load.idx[i])))
                return NULL;
        return c;
    default: return c;
    }
}

static bool copy_block(tl_arena *a, const piece *p, const tl_block *from, tl_block *to);

static tl_stmt *copy_stmt(tl_arena *a, const piece *p, const tl_stmt *s)
{
    tl_stmt *c = tl_ir_new_stmt(a, s->kind, s->loc);
    if (!c)
        return NULL;
    *c = *s;
    switch (s->kind) {
    case TL_STMT_LET: c->let.value = copy_expr(a, p, s->let.value); return c->let.value ? c : NULL;
    case TL_STMT_STORE:
        c->store.idx = tl_arena_array(a, (size_t)s->store.nidx, sizeof(*c->store.idx));
        if (!c->store.idx)
            return NULL;
        for (int d = 0; d < s->store.nidx; d++)
            if (!(c->store.idx[d] = copy_expr(a, p, s->store.idx[d])))
                return NULL;
        c->store.value = copy_expr(a, p, s->store.value);
        return c->store.value ? c : NULL;
    case TL_STMT_IF:
        c->ifs.cond = copy_expr(a, p, s->ifs.cond);
        c->ifs.then_body = (tl_block){0};
        c->ifs.else_body = (tl_block){0};
        if (!c->ifs.cond || !copy_block(a, p, &s->ifs.then_body, &c->ifs.then_body) ||
            !copy_block(a, p, &s->ifs.else_body, &c->ifs.else_body))
            return NULL;
        return c;
    default: return NULL;
    }
}

/* Whether b declares a let (its statements cannot join the enclosing
 * block's). */
static bool declares(const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++)
        if (b->items[i]->kind == TL_STMT_LET)
            return true;
    return false;
}

static bool copy_block(tl_arena *a, const piece *p, const tl_block *from, tl_block *to)
{
    for (size_t i = 0; i < from->n; i++) {
        tl_stmt *c = copy_stmt(a, p, from->items[i]);
        if (!c)
            return false;
        if (c->kind == TL_STMT_IF && c->ifs.cond->kind == TL_EXPR_INT) {
            /* the bound decided it: the live branch's statements, or none */
            tl_block *live = c->ifs.cond->i ? &c->ifs.then_body : &c->ifs.else_body;
            if (!declares(live)) {
                for (size_t j = 0; j < live->n; j++)
                    if (!tl_ir_block_append(a, to, live->items[j]))
                        return false;
                continue;
            }
        }
        if (!tl_ir_block_append(a, to, c))
            return false;
    }
    return true;
}

/* A select's condition in e that the loop does not change (a tile's row
 * bound around a load), plain, not naming the piece's variable k; NULL if
 * none. */
static const tl_expr *invariant_select(const split_ctx *x, const tl_var *k, const tl_expr *e)
{
    if (!e)
        return NULL;
    const tl_expr *c = NULL;
    switch (e->kind) {
    case TL_EXPR_SELECT:
        if (e->sel.cond->kind != TL_EXPR_INT && invariant(x, e->sel.cond) && plain_cond(e->sel.cond) &&
            !tl_ir_expr_uses_var(e->sel.cond, k))
            return e->sel.cond;
        if (!(c = invariant_select(x, k, e->sel.cond)) && !(c = invariant_select(x, k, e->sel.a)))
            c = invariant_select(x, k, e->sel.b);
        return c;
    case TL_EXPR_BINARY:
        if (!(c = invariant_select(x, k, e->bin.a)))
            c = invariant_select(x, k, e->bin.b);
        return c;
    case TL_EXPR_UNARY: return invariant_select(x, k, e->un.a);
    case TL_EXPR_CAST: return invariant_select(x, k, e->cast.a);
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs && !c; i++)
            c = invariant_select(x, k, e->call.args[i]);
        return c;
    case TL_EXPR_LOAD:
        for (int i = 0; i < e->load.nidx && !c; i++)
            c = invariant_select(x, k, e->load.idx[i]);
        return c;
    default: return NULL;
    }
}

static const tl_expr *block_invariant_select(const split_ctx *x, const tl_var *k, const tl_block *b)
{
    const tl_expr *c = NULL;
    for (size_t i = 0; i < b->n && !c; i++) {
        const tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_LET: c = invariant_select(x, k, s->let.value); break;
        case TL_STMT_STORE:
            c = invariant_select(x, k, s->store.value);
            for (int d = 0; d < s->store.nidx && !c; d++)
                c = invariant_select(x, k, s->store.idx[d]);
            break;
        case TL_STMT_IF:
            if (!(c = invariant_select(x, k, s->ifs.cond)) && !(c = block_invariant_select(x, k, &s->ifs.then_body)))
                c = block_invariant_select(x, k, &s->ifs.else_body);
            break;
        default: break;
        }
    }
    return c;
}

/* The loop at *slot (a piece) made `if c { the loop, c true } else { the
 * loop, c false }` where a select in its body tests a condition c the loop
 * does not change (the row bound of a tile's edge around each load of a row
 * read in place): a C compiler makes such a select a masked load, LLVM a
 * mask on every operation; inside `if known` (known NULL: none), with c that
 * condition, the loop with c true. False: out of memory. */
static bool version(split_ctx *x, const piece *p, tl_stmt **slot, const tl_expr *known)
{
    tl_stmt *l = *slot;
    const tl_expr *c = block_invariant_select(x, p->k, &l->loop.body);
    if (!c)
        return true;
    tl_arena *a = x->a;
    if (known && tl_ir_expr_equal(c, known)) {
        /* inside `if c`: c is true */
        piece pt = {.upper = c, .upper_value = 1, .lower_value = -1};
        tl_block body = {0};
        if (!copy_block(a, &pt, &l->loop.body, &body))
            return false;
        l->loop.body = body;
        return true;
    }
    tl_stmt *br = tl_ir_new_stmt(a, TL_STMT_IF, l->loc);
    tl_stmt *t = tl_ir_new_stmt(a, TL_STMT_FOR, l->loc), *f = tl_ir_new_stmt(a, TL_STMT_FOR, l->loc);
    if (!br || !t || !f)
        return false;
    piece pt = {.upper = c, .upper_value = 1, .lower_value = -1}, pf = {.upper = c, .upper_value = 0, .lower_value = -1};
    t->loop = l->loop;
    f->loop = l->loop;
    t->loop.body = (tl_block){0};
    f->loop.body = (tl_block){0};
    br->ifs.cond = tl_ir_clone_expr(a, c);
    br->ifs.has_else = true;
    if (!br->ifs.cond || !copy_block(a, &pt, &l->loop.body, &t->loop.body) ||
        !copy_block(a, &pf, &l->loop.body, &f->loop.body) || !tl_ir_block_append(a, &br->ifs.then_body, t) ||
        !tl_ir_block_append(a, &br->ifs.else_body, f))
        return false;
    *slot = br;
    return true;
}

/* Appends to out the loop s over [begin, end) (NULL begin: 0), its body
 * copied for p: nothing when that body is empty, and a body that is one if
 * without else on a condition the loop does not change (a masked store's
 * row bound) as that if around the loop, so that stream_stores sees the
 * row's copy. False: out of memory. */
static bool piece_loop(split_ctx *x, tl_kernel *kern, const tl_stmt *s, piece *p, tl_expr *begin, tl_expr *end,
                       tl_block *out)
{
    tl_arena *a = x->a;
    tl_stmt *l = tl_ir_new_stmt(a, TL_STMT_FOR, s->loc);
    if (!l || !end)
        return false;
    l->loop = s->loop;
    l->loop.end[0] = end;
    p->j = x->j;
    p->k = NULL;
    p->begin = begin;
    if (begin) {
        const char *name = tl_tx_fresh_name(a, kern, x->j->name);
        p->k = name ? tl_ir_new_var(a, kern, name, TL_VAR_LOOP, TL_DT_I32, s->loc) : NULL;
        l->loop.vars[0] = p->k;
        l->loop.end[0] = tl_ir_binary(a, TL_BIN_SUB, end, tl_ir_clone_expr(a, begin), s->loc);
        if (!p->k || !l->loop.end[0])
            return false;
    }
    l->loop.body = (tl_block){0};
    if (!copy_block(a, p, &s->loop.body, &l->loop.body))
        return false;
    if (!l->loop.body.n)
        return true;
    tl_stmt *only = l->loop.body.items[0];
    /* (the copied body names j as the piece's own variable k) */
    if (l->loop.body.n == 1 && only->kind == TL_STMT_STORE && only->store.value->kind == TL_EXPR_SELECT &&
        invariant(x, only->store.value->sel.cond) && !tl_ir_expr_uses_var(only->store.value->sel.cond, p->k)) {
        /* B[.., j] = select(row inside, A[..], 0) with the row fixed: the
         * loop of each side under an if (a select GCC makes a masked load) */
        tl_stmt *br = tl_ir_new_stmt(a, TL_STMT_IF, s->loc), *other = tl_ir_new_stmt(a, TL_STMT_FOR, s->loc);
        tl_stmt *st = tl_ir_new_stmt(a, TL_STMT_STORE, only->loc);
        if (!br || !other || !st)
            return false;
        const tl_expr *sel = only->store.value;
        *st = *only;
        st->store.value = sel->sel.b;
        only->store.value = sel->sel.a;
        other->loop = l->loop;
        other->loop.body = (tl_block){0};
        br->ifs.cond = sel->sel.cond;
        br->ifs.has_else = true;
        if (!tl_ir_block_append(a, &other->loop.body, st) || !tl_ir_block_append(a, &br->ifs.then_body, l) ||
            !tl_ir_block_append(a, &br->ifs.else_body, other) || !version(x, p, &br->ifs.then_body.items[0], NULL) ||
            !version(x, p, &br->ifs.else_body.items[0], NULL))
            return false;
        return tl_ir_block_append(a, out, br);
    }
    if (l->loop.body.n == 1 && only->kind == TL_STMT_IF && !only->ifs.else_body.n && invariant(x, only->ifs.cond) &&
        !tl_ir_expr_uses_var(only->ifs.cond, p->k)) {
        l->loop.body = only->ifs.then_body;
        only->ifs.then_body = (tl_block){0};
        if (!tl_ir_block_append(a, &only->ifs.then_body, l))
            return false;
        return version(x, p, &only->ifs.then_body.items[0], only->ifs.cond) && tl_ir_block_append(a, out, only);
    }
    return version(x, p, &l, NULL) && tl_ir_block_append(a, out, l);
}

/* A let of an i32 bound before the pieces, named base; its use. */
static tl_expr *bound_let(split_ctx *x, tl_kernel *k, const char *base, tl_expr *v, tl_block *out)
{
    tl_arena *a = x->a;
    /* numbered here: the lets of this block are not in the kernel yet for
     * tl_tx_fresh_name to see */
    char numbered[32];
    snprintf(numbered, sizeof numbered, "%s%d", base, (*x->nlets)++);
    const char *name = tl_tx_fresh_name(a, k, numbered);
    tl_var *var = name ? tl_ir_new_var(a, k, name, TL_VAR_LET, TL_DT_I32, v ? v->loc : (tl_srcloc){0}) : NULL;
    tl_stmt *let = tl_ir_new_stmt(a, TL_STMT_LET, v ? v->loc : (tl_srcloc){0});
    if (!var || !let || !v)
        return NULL;
    let->let.var = var;
    let->let.value = tl_ir_cast(a, TL_DT_I32, v, v->loc);
    if (!let->let.value || !tl_ir_block_append(a, out, let))
        return NULL;
    return tl_ir_varref(a, var, v->loc);
}

/* clamp(v, 0, n) in i64 */
static tl_expr *clamp(tl_arena *a, tl_expr *v, int64_t n, tl_srcloc loc)
{
    tl_expr *zero = tl_ir_int(a, TL_DT_I64, 0, loc), *top = tl_ir_int(a, TL_DT_I64, n, loc);
    tl_expr *hi = tl_ir_select(a, tl_ir_binary(a, TL_BIN_GT, v, top, loc), top, tl_ir_clone_expr(a, v), loc);
    return tl_ir_select(a, tl_ir_binary(a, TL_BIN_LT, tl_ir_clone_expr(a, v), zero, loc), tl_ir_int(a, TL_DT_I64, 0, loc),
                        hi, loc);
}

/* Splits s into its pieces, appended to out; *done false when s is left
 * as it was (then nothing is appended). False: out of memory. */
static bool split_loop(tl_arena *a, tl_kernel *k, int *nlets, tl_stmt *s, tl_block *out, bool *done)
{
    *done = false;
    int64_t n = 0;
    if (s->loop.kind != TL_LOOP_VECTORIZED || s->loop.nvars != 1 || s->loop.begin[0] ||
        !tl_ir_is_const_int(s->loop.end[0], &n) || n < 2 || n > INT32_MAX)
        return true;
    split_ctx x = {.a = a, .j = s->loop.vars[0], .body = &s->loop.body, .nlets = nlets};
    if (x.j->dtype != TL_DT_I32 || !scan_block(&x, &s->loop.body) || tl_arena_failed(a))
        return !tl_arena_failed(a);
    if (x.upper.conflict || x.lower.conflict || (!x.upper.cond && !x.lower.cond))
        return true;
    tl_srcloc loc = s->loc;
    /* lo: the first j of the middle loop; hi: its end (lets) */
    tl_expr *lo = NULL, *hi = NULL;
    if (x.lower.cond && !(lo = bound_let(&x, k, "tl_lo", clamp(a, (tl_expr *)x.lower.limit, n, loc), out)))
        return false;
    if (x.upper.cond) {
        tl_expr *h = clamp(a, (tl_expr *)x.upper.limit, n, loc);
        if (lo) {
            tl_expr *lo64 = tl_ir_cast(a, TL_DT_I64, tl_ir_clone_expr(a, lo), loc);
            h = tl_ir_select(a, tl_ir_binary(a, TL_BIN_LT, h, lo64, loc), tl_ir_clone_expr(a, lo64), tl_ir_clone_expr(a, h),
                             loc);
        }
        if (!(hi = bound_let(&x, k, "tl_hi", h, out)))
            return false;
    }
    piece below = {.upper = x.upper.cond, .lower = x.lower.cond, .upper_value = -1, .lower_value = 0};
    piece middle = {.upper = x.upper.cond, .lower = x.lower.cond, .upper_value = 1, .lower_value = 1};
    piece above = {.upper = x.upper.cond, .lower = x.lower.cond, .upper_value = 0, .lower_value = 1};
    if (lo && !piece_loop(&x, k, s, &below, NULL, tl_ir_clone_expr(a, lo), out))
        return false;
    if (!piece_loop(&x, k, s, &middle, lo ? tl_ir_clone_expr(a, lo) : NULL,
                    hi ? tl_ir_clone_expr(a, hi) : tl_ir_int(a, TL_DT_I32, n, loc), out))
        return false;
    if (hi && !piece_loop(&x, k, s, &above, tl_ir_clone_expr(a, hi), tl_ir_int(a, TL_DT_I32, n, loc), out))
        return false;
    *done = true;
    return true;
}

static bool split_block(tl_arena *a, tl_kernel *k, int *nlets, tl_block *b)
{
    tl_block nb = {0};
    for (size_t i = 0; i < b->n; i++) {
        tl_stmt *s = b->items[i];
        bool done = false;
        switch (s->kind) {
        case TL_STMT_FOR:
            if (!split_loop(a, k, nlets, s, &nb, &done))
                return false;
            if (!done && !split_block(a, k, nlets, &s->loop.body))
                return false;
            break;
        case TL_STMT_WHILE:
            if (!split_block(a, k, nlets, &s->whiles.body))
                return false;
            break;
        case TL_STMT_IF:
            if (!split_block(a, k, nlets, &s->ifs.then_body) || !split_block(a, k, nlets, &s->ifs.else_body))
                return false;
            break;
        default: break;
        }
        if (!done && !tl_ir_block_append(a, &nb, s))
            return false;
    }
    *b = nb;
    return !tl_arena_failed(a);
}

bool tl_cpu_split_masked_loops(struct tl_compilation *c, tl_error *err)
{
    for (size_t i = 0; i < c->module->nkernels; i++) {
        tl_kernel *k = c->module->kernels[i];
        int nlets = 0;
        if (!split_block(c->arena, k, &nlets, &k->body))
            return TL_TX_OOM(err);
    }
    return true;
}
