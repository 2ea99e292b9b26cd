/*
 * simplify.c: the pass simplify. Constant folding of integer and bool
 * expressions (with the interpreter's meaning: wrapping at the dtype's width,
 * division truncating toward zero; a division by zero is left alone for the
 * run time to meet), the identities x + 0, x - 0, x * 1, x * 0, x / 1,
 * ceildiv(x, 1) on integers, select and if on a constant condition, casts of
 * integer literals, loops that run zero times or do nothing, and stores of
 * an element into itself. Floats are not folded:
 * their rounding belongs to the run time.
 *
 * Flow: runs on the tile IR after bind_target, and again after the threads
 * become loops (cpu), where lowering left `0 + i` and the like.
 */
#include <string.h>

#include "backend/internal.h"
#include "ir/value.h"
#include "registry.h"
#include "transform/transform.h"

static int64_t wrap(tl_dtype t, int64_t v)
{
    switch (t) {
    case TL_DT_BOOL: return v != 0;
    case TL_DT_I8: return (int8_t)v;
    case TL_DT_I16: return (int16_t)v;
    case TL_DT_I32: return (int32_t)v;
    case TL_DT_U8: return (uint8_t)v;
    case TL_DT_U16: return (uint16_t)v;
    case TL_DT_U32: return (uint32_t)v;
    default: return v;
    }
}

static bool is_int(const tl_expr *e, int64_t v)
{
    return e->kind == TL_EXPR_INT && e->dtype != TL_DT_BOOL && e->i == v;
}

static bool fold_binary(tl_binop op, tl_dtype t, int64_t a, int64_t b, int64_t *out)
{
    bool uns = !tl_dtype_is_signed(t), u64 = t == TL_DT_U64;
    uint64_t ua = (uint64_t)a, ub = (uint64_t)b;
    switch (op) {
    case TL_BIN_ADD: *out = (int64_t)(ua + ub); return true;
    case TL_BIN_SUB: *out = (int64_t)(ua - ub); return true;
    case TL_BIN_MUL: *out = (int64_t)(ua * ub); return true;
    case TL_BIN_DIV:
    case TL_BIN_MOD:
    case TL_BIN_CEILDIV:
        if (b == 0)
            return false;
        if (uns) {
            uint64_t q = ua / ub, m = ua % ub;
            *out = (int64_t)(op == TL_BIN_MOD ? m : op == TL_BIN_CEILDIV ? q + (m != 0) : q);
        } else if (a == INT64_MIN && b == -1) {
            *out = op == TL_BIN_MOD ? 0 : INT64_MIN;
        } else {
            int64_t q = a / b, m = a % b;
            if (op == TL_BIN_CEILDIV && m != 0 && ((a < 0) == (b < 0)))
                q++;
            *out = op == TL_BIN_MOD ? m : q;
        }
        return true;
    case TL_BIN_LT: *out = u64 ? ua < ub : a < b; return true;
    case TL_BIN_LE: *out = u64 ? ua <= ub : a <= b; return true;
    case TL_BIN_GT: *out = u64 ? ua > ub : a > b; return true;
    case TL_BIN_GE: *out = u64 ? ua >= ub : a >= b; return true;
    case TL_BIN_EQ: *out = a == b; return true;
    case TL_BIN_NE: *out = a != b; return true;
    case TL_BIN_AND: *out = a && b; return true;
    case TL_BIN_OR: *out = a || b; return true;
    case TL_BIN_BAND: *out = a & b; return true;
    case TL_BIN_BOR: *out = a | b; return true;
    case TL_BIN_BXOR: *out = a ^ b; return true;
    case TL_BIN_SHL:
    case TL_BIN_SHR: *out = tl_value_shift(t, op == TL_BIN_SHL, a, b); return true;
    default: return false;
    }
}

static tl_expr *simp(tl_arena *a, tl_expr *e);

static tl_expr *simp_binary(tl_arena *a, tl_expr *e)
{
    tl_expr *x = e->bin.a = simp(a, e->bin.a), *y = e->bin.b = simp(a, e->bin.b);
    tl_dtype t = x->dtype;
    if (tl_dtype_is_float(t))
        return e;
    int64_t v;
    if (x->kind == TL_EXPR_INT && y->kind == TL_EXPR_INT && fold_binary(e->bin.op, t, x->i, y->i, &v))
        return tl_ir_int(a, e->dtype, wrap(e->dtype, v), e->loc);
    if (e->bin.op == TL_BIN_AND || e->bin.op == TL_BIN_OR) {
        /* true && b -> b, false || b -> b; the left side decides otherwise */
        if (x->kind == TL_EXPR_INT)
            return (x->i != 0) == (e->bin.op == TL_BIN_AND) ? y : x;
        return e;
    }
    if (t == TL_DT_BOOL)
        return e;
    switch (e->bin.op) {
    case TL_BIN_ADD:
        if (is_int(x, 0))
            return y;
        if (is_int(y, 0))
            return x;
        break;
    case TL_BIN_SUB:
        if (is_int(y, 0))
            return x;
        break;
    case TL_BIN_MUL:
        if (is_int(x, 1))
            return y;
        if (is_int(y, 1))
            return x;
        if (is_int(x, 0) || is_int(y, 0))
            return tl_ir_int(a, e->dtype, 0, e->loc);
        break;
    case TL_BIN_DIV:
    case TL_BIN_CEILDIV:
        if (is_int(y, 1))
            return x;
        break;
    default: break;
    }
    return e;
}

static tl_expr *simp(tl_arena *a, tl_expr *e)
{
    if (!e)
        return e;
    tl_expr *r = e;
    switch (e->kind) {
    case TL_EXPR_BINARY: r = simp_binary(a, e); break;
    case TL_EXPR_UNARY:
        e->un.a = simp(a, e->un.a);
        if (e->un.a->kind == TL_EXPR_INT) {
            if (e->un.op == TL_UN_NOT)
                r = tl_ir_int(a, TL_DT_BOOL, !e->un.a->i, e->loc);
            else if (e->un.op == TL_UN_BNOT)
                r = tl_ir_int(a, e->dtype, wrap(e->dtype, ~e->un.a->i), e->loc);
            else if (e->dtype != TL_DT_BOOL && !tl_dtype_is_float(e->dtype) && tl_dtype_is_signed(e->dtype) &&
                     e->un.a->i != INT64_MIN && wrap(e->dtype, -e->un.a->i) == -e->un.a->i)
                r = tl_ir_int(a, e->dtype, -e->un.a->i, e->loc);
        }
        break;
    case TL_EXPR_SELECT:
        e->sel.cond = simp(a, e->sel.cond);
        e->sel.a = simp(a, e->sel.a);
        e->sel.b = simp(a, e->sel.b);
        if (e->sel.cond->kind == TL_EXPR_INT)
            r = e->sel.cond->i ? e->sel.a : e->sel.b;
        break;
    case TL_EXPR_CAST:
        e->cast.a = simp(a, e->cast.a);
        if (e->cast.a->dtype == e->dtype)
            r = e->cast.a;
        else if (e->cast.a->kind == TL_EXPR_INT && !tl_dtype_is_float(e->dtype) && e->cast.a->dtype != TL_DT_U64)
            r = tl_ir_int(a, e->dtype, wrap(e->dtype, e->cast.a->i), e->loc);
        break;
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            e->call.args[i] = simp(a, e->call.args[i]);
        break;
    case TL_EXPR_LOAD:
        for (int i = 0; i < e->load.nidx; i++)
            e->load.idx[i] = simp(a, e->load.idx[i]);
        break;
    default: break;
    }
    return r ? r : e;
}

static bool simp_block(tl_arena *a, tl_block *b);

/* Whether store s writes the element it loads, `B[i, j] = B[i, j]` (what a
 * masked select leaves over the columns it keeps). */
static bool self_store(const tl_stmt *s)
{
    const tl_expr *v = s->store.value;
    if (v->kind != TL_EXPR_LOAD || v->load.buf != s->store.buf || v->load.nidx != s->store.nidx)
        return false;
    for (int i = 0; i < s->store.nidx; i++)
        if (!tl_ir_expr_equal(v->load.idx[i], s->store.idx[i]))
            return false;
    return true;
}

static bool splice(tl_arena *a, tl_block *nb, tl_block *from)
{
    for (size_t i = 0; i < from->n; i++)
        if (!tl_ir_block_append(a, nb, from->items[i]))
            return false;
    return true;
}

static bool simp_block(tl_arena *a, tl_block *b)
{
    tl_block nb = {0};
    for (size_t i = 0; i < b->n; i++) {
        tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_LET: s->let.value = simp(a, s->let.value); break;
        case TL_STMT_STORE:
            for (int j = 0; j < s->store.nidx; j++)
                s->store.idx[j] = simp(a, s->store.idx[j]);
            s->store.value = simp(a, s->store.value);
            if (self_store(s))
                continue; /* B[i] = B[i] */
            break;
        case TL_STMT_TILE:
            for (int j = 0; j < s->tile.nargs; j++)
                if (s->tile.args[j].starts)
                    for (int d = 0; d < s->tile.args[j].buf->ndim; d++)
                        s->tile.args[j].starts[d] = simp(a, s->tile.args[j].starts[d]);
            s->tile.value = simp(a, s->tile.value);
            break;
        case TL_STMT_IF:
            s->ifs.cond = simp(a, s->ifs.cond);
            if (!simp_block(a, &s->ifs.then_body) || !simp_block(a, &s->ifs.else_body))
                return false;
            if (s->ifs.cond->kind == TL_EXPR_INT) {
                /* dead branch: keep the live one's statements, in a scope of
                 * their own only if it declares something (lets, buffers) */
                tl_block *live = s->ifs.cond->i ? &s->ifs.then_body : &s->ifs.else_body;
                bool declares = false;
                for (size_t j = 0; j < live->n; j++)
                    declares |= live->items[j]->kind == TL_STMT_LET || live->items[j]->kind == TL_STMT_ALLOC;
                if (!declares) {
                    if (!splice(a, &nb, live))
                        return false;
                    continue;
                }
            }
            break;
        case TL_STMT_WHILE:
            s->whiles.cond = simp(a, s->whiles.cond);
            if (!simp_block(a, &s->whiles.body))
                return false;
            if (s->whiles.cond->kind == TL_EXPR_INT && !s->whiles.cond->i)
                continue; /* while false */
            break;
        case TL_STMT_FOR: {
            bool empty = false;
            int n = s->loop.kind == TL_LOOP_PARALLEL ? s->loop.nvars : 1;
            for (int j = 0; j < n; j++) {
                s->loop.begin[j] = simp(a, s->loop.begin[j]);
                s->loop.end[j] = simp(a, s->loop.end[j]);
                int64_t lo = 0, hi;
                if ((!s->loop.begin[j] || tl_ir_is_const_int(s->loop.begin[j], &lo)) &&
                    tl_ir_is_const_int(s->loop.end[j], &hi) && hi <= lo)
                    empty = true;
            }
            if (!simp_block(a, &s->loop.body))
                return false;
            if (empty || !s->loop.body.n)
                continue;
            break;
        }
        default: break;
        }
        if (!tl_ir_block_append(a, &nb, s))
            return false;
    }
    *b = nb;
    return !tl_arena_failed(a);
}

bool tl_pass_simplify(struct tl_compilation *c, tl_error *err)
{
    for (size_t i = 0; i < c->module->nkernels; i++) {
        tl_kernel *k = c->module->kernels[i];
        for (int d = 0; d < k->ngrid; d++)
            k->grid[d] = simp(c->arena, k->grid[d]);
        if (!simp_block(c->arena, &k->body))
            return TL_TX_OOM(err);
    }
    return true;
}
