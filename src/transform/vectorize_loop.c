/*
 * vectorize_loop.c: the pass vectorize_loop. An innermost serial loop
 * (no loop inside, no begin) whose iterations are independent becomes
 * TL_LOOP_VECTORIZED; the C codegen puts a vectorization hint on it
 * (TL_VECTORIZE in the CPU prelude), a GPU codegen may use vector loads.
 *
 * Independence, checked conservatively: every store's last index is the loop
 * variable, or an expression plus it, with no other index using it (so each
 * iteration writes its own element), and every load of a stored buffer in
 * the body reads exactly the element the iteration stores. Anything else
 * (a reduction's `acc[i] = acc[i] + x[i, r]` over r, say) stays serial.
 *
 * Flow: after lower_threads_to_loops and simplify, before the host/device
 * split.
 */
#include "backend/internal.h"
#include "registry.h"
#include "transform/transform.h"

/* The buffer whose storage b is (a view's is another's). */
static const tl_buffer *storage(const tl_buffer *b)
{
    return b->view_of ? b->view_of : b;
}

/* a let may be computed from v (`let w = t % 2 - t`, then `w + t`): taken
 * as using it */
static bool is_var_or_let(const tl_expr *e, const void *v)
{
    return e->kind == TL_EXPR_VAR && (e->var == v || e->var->kind == TL_VAR_LET || e->var->kind == TL_VAR_MUT);
}

static bool uses_var(const tl_expr *e, const tl_var *v)
{
    return tl_ir_expr_any(e, is_var_or_let, v);
}

/* v, or x + v, or v + x with x free of v. */
static bool unit_stride(const tl_expr *e, const tl_var *v)
{
    if (e->kind == TL_EXPR_VAR)
        return e->var == v;
    if (e->kind == TL_EXPR_CAST && !e->cast.bits && e->dtype == TL_DT_I64 && e->cast.a->kind == TL_EXPR_VAR)
        return e->cast.a->var == v;
    if (e->kind == TL_EXPR_BINARY && e->bin.op == TL_BIN_ADD)
        return (unit_stride(e->bin.a, v) && !uses_var(e->bin.b, v)) ||
               (unit_stride(e->bin.b, v) && !uses_var(e->bin.a, v));
    return false;
}

typedef struct store_ref {
    const tl_buffer *buf;
    int nidx;
    tl_expr **idx;
} store_ref;

#define MAX_STORES 16

/* Collects the stores of a loop-free body; false when the body has a loop,
 * a tile op, a jump (break, continue), an assignment to a var (a value
 * carried from one iteration to the next), or too many stores. */
static bool collect(const tl_block *b, store_ref *st, int *n)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_FOR:
        case TL_STMT_WHILE:
        case TL_STMT_BREAK:
        case TL_STMT_CONTINUE:
        case TL_STMT_TILE:
        case TL_STMT_BARRIER:
        case TL_STMT_ALLOC: return false;
        case TL_STMT_LET:
            if (s->let.assign)
                return false;
            break;
        case TL_STMT_IF:
            if (!collect(&s->ifs.then_body, st, n) || !collect(&s->ifs.else_body, st, n))
                return false;
            break;
        case TL_STMT_STORE:
            if (*n == MAX_STORES)
                return false;
            st[*n].buf = s->store.buf;
            st[*n].nidx = s->store.nidx;
            st[*n].idx = s->store.idx;
            (*n)++;
            break;
        default: break;
        }
    }
    return true;
}

static bool loads_ok(const tl_expr *e, const store_ref *st, int n)
{
    if (!e)
        return true;
    switch (e->kind) {
    case TL_EXPR_BINARY: return loads_ok(e->bin.a, st, n) && loads_ok(e->bin.b, st, n);
    case TL_EXPR_UNARY: return loads_ok(e->un.a, st, n);
    case TL_EXPR_SELECT: return loads_ok(e->sel.cond, st, n) && loads_ok(e->sel.a, st, n) && loads_ok(e->sel.b, st, n);
    case TL_EXPR_CAST: return loads_ok(e->cast.a, st, n);
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            if (!loads_ok(e->call.args[i], st, n))
                return false;
        return true;
    case TL_EXPR_LOAD:
        for (int i = 0; i < e->load.nidx; i++)
            if (!loads_ok(e->load.idx[i], st, n))
                return false;
        for (int i = 0; i < n; i++) {
            if (st[i].buf != e->load.buf) {
                /* a view and its buffer share storage, shaped otherwise */
                if (storage(st[i].buf) == storage(e->load.buf))
                    return false;
                continue;
            }
            for (int d = 0; d < e->load.nidx; d++)
                if (!tl_ir_expr_equal(e->load.idx[d], st[i].idx[d]))
                    return false;
        }
        return true;
    default: return true;
    }
}

static bool body_loads_ok(const tl_block *b, const store_ref *st, int n)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_LET:
            if (!loads_ok(s->let.value, st, n))
                return false;
            break;
        case TL_STMT_STORE:
            for (int d = 0; d < s->store.nidx; d++)
                if (!loads_ok(s->store.idx[d], st, n))
                    return false;
            if (!loads_ok(s->store.value, st, n))
                return false;
            break;
        case TL_STMT_IF:
            if (!loads_ok(s->ifs.cond, st, n) || !body_loads_ok(&s->ifs.then_body, st, n) ||
                !body_loads_ok(&s->ifs.else_body, st, n))
                return false;
            break;
        default: break;
        }
    }
    return true;
}

static bool independent(const tl_stmt *loop)
{
    const tl_var *v = loop->loop.vars[0];
    store_ref st[MAX_STORES];
    int n = 0;
    if (!collect(&loop->loop.body, st, &n) || n == 0)
        return false;
    for (int i = 0; i < n; i++) {
        int last = st[i].nidx - 1;
        if (!unit_stride(st[i].idx[last], v))
            return false;
        for (int d = 0; d < last; d++)
            if (uses_var(st[i].idx[d], v))
                return false;
        /* two stores into one buffer must write one element */
        for (int j = 0; j < i; j++) {
            if (st[j].buf != st[i].buf && storage(st[j].buf) == storage(st[i].buf))
                return false;
            if (st[j].buf == st[i].buf)
                for (int d = 0; d <= last; d++)
                    if (!tl_ir_expr_equal(st[j].idx[d], st[i].idx[d]))
                        return false;
        }
    }
    return body_loads_ok(&loop->loop.body, st, n);
}

static void vec_block(tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_IF) {
            vec_block(&s->ifs.then_body);
            vec_block(&s->ifs.else_body);
        } else if (s->kind == TL_STMT_WHILE) {
            vec_block(&s->whiles.body);
        } else if (s->kind == TL_STMT_FOR) {
            vec_block(&s->loop.body);
            if (s->loop.kind == TL_LOOP_SERIAL && s->loop.nvars == 1 && !s->loop.begin[0] && independent(s))
                s->loop.kind = TL_LOOP_VECTORIZED;
        }
    }
}

bool tl_pass_vectorize_loop(struct tl_compilation *c, tl_error *err)
{
    for (size_t i = 0; i < c->module->nkernels; i++)
        vec_block(&c->module->kernels[i]->body);
    return true;
}
