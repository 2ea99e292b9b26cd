/*
 * exp_below_max.c: the cpu pass exp_below_max. Softmax and attention take
 * the exp of a row minus its maximum:
 *
 *   reduce_max(A, M, dim=1)
 *   for i, j in parallel(R, C) { A[i, j] = exp(A[i, j] - M[i]) }
 *
 * Such an argument is at most 0 or a NaN (M[i] is at least every number of
 * row i; a NaN element, or -inf minus -inf, gives a NaN), so the exp needs
 * no clamp against overflow: the call is marked `nonpositive` and the C and
 * LLVM codegens call tl_expf_nonpos (prelude/base.h: the same bits for every
 * such argument, a tenth less work; defined, if meaningless, for any other,
 * as for a vector step over a row's unstored pads).
 *
 * The pattern, in one statement list (relations do not cross blocks):
 * `reduce_max` (clear or not: M[i] only grows) of a whole on-chip [R, C]
 * buffer A into a whole on-chip [R] buffer M, along dim 1, neither of them
 * a view or viewed; then, before anything else writes A or M, a parallel
 * loop over (R, C) with variables (i, j) whose body writes M nowhere and A
 * only at [i, j] (each iteration reads its element before it writes it).
 * Each `exp(A[i, j] - M[i])` in that body is marked (`M[0]` where R is 1).
 * A write to A or M ends the relation, the loop's own included.
 *
 * Flow: after layout_inference, before reduce_in_lanes and lower_tile_ops
 * (which turn the reduce_max into loops). The mark is not printed; passes
 * that rebuild an exp drop it, which only costs the saving.
 */
#include "backend/internal.h"
#include "registry.h"
#include "transform/transform.h"

typedef struct below_cx {
    tl_kernel *k;
    const tl_buffer *a, *m; /* M[i] >= every number of A[i, :] */
    const tl_var *i, *j;    /* the loop's variables */
    int marked;
} below_cx;

static bool is_var(const tl_expr *e, const tl_var *v) { return e && e->kind == TL_EXPR_VAR && e->var == v; }

static bool whole(const tl_region *r) { return r->starts == NULL; }

/* On chip, not a view, viewed by nothing in the kernel. */
static bool plain(const below_cx *x, const tl_buffer *b)
{
    return b->scope != TL_SCOPE_GLOBAL && !b->view_of && !tl_ir_block_has_view_of(&x->k->body, b);
}

/* Whether e is A[i, j] - M[i] (M[0] where A has one row). */
static bool shifted(const below_cx *x, const tl_expr *e)
{
    if (e->kind != TL_EXPR_BINARY || e->bin.op != TL_BIN_SUB)
        return false;
    const tl_expr *a = e->bin.a, *m = e->bin.b;
    if (a->kind != TL_EXPR_LOAD || a->load.buf != x->a || a->load.nidx != 2 || !is_var(a->load.idx[0], x->i) ||
        !is_var(a->load.idx[1], x->j))
        return false;
    if (m->kind != TL_EXPR_LOAD || m->load.buf != x->m || m->load.nidx != 1)
        return false;
    int64_t rows = 0, zero = -1;
    return is_var(m->load.idx[0], x->i) ||
           (tl_ir_is_const_int(x->a->dims[0], &rows) && rows == 1 && tl_ir_is_const_int(m->load.idx[0], &zero) &&
            zero == 0);
}

static void mark_expr(below_cx *x, tl_expr *e)
{
    if (!e)
        return;
    switch (e->kind) {
    case TL_EXPR_BINARY:
        mark_expr(x, e->bin.a);
        mark_expr(x, e->bin.b);
        break;
    case TL_EXPR_UNARY: mark_expr(x, e->un.a); break;
    case TL_EXPR_SELECT:
        mark_expr(x, e->sel.cond);
        mark_expr(x, e->sel.a);
        mark_expr(x, e->sel.b);
        break;
    case TL_EXPR_CAST: mark_expr(x, e->cast.a); break;
    case TL_EXPR_CALL:
        if (e->call.fn == TL_FN_EXP && e->call.nargs == 1 && shifted(x, e->call.args[0])) {
            e->call.nonpositive = true;
            x->marked++;
        }
        for (int i = 0; i < e->call.nargs; i++)
            mark_expr(x, e->call.args[i]);
        break;
    case TL_EXPR_LOAD:
        for (int i = 0; i < e->load.nidx; i++)
            mark_expr(x, e->load.idx[i]);
        break;
    default: break;
    }
}

static void mark_block(below_cx *x, tl_block *b);

static void mark_stmt(below_cx *x, tl_stmt *s)
{
    switch (s->kind) {
    case TL_STMT_LET: mark_expr(x, s->let.value); break;
    case TL_STMT_STORE:
        for (int i = 0; i < s->store.nidx; i++)
            mark_expr(x, s->store.idx[i]);
        mark_expr(x, s->store.value);
        break;
    case TL_STMT_IF:
        mark_expr(x, s->ifs.cond);
        mark_block(x, &s->ifs.then_body);
        mark_block(x, &s->ifs.else_body);
        break;
    case TL_STMT_FOR: mark_block(x, &s->loop.body); break;
    case TL_STMT_WHILE:
        mark_expr(x, s->whiles.cond);
        mark_block(x, &s->whiles.body);
        break;
    default: break;
    }
}

static void mark_block(below_cx *x, tl_block *b)
{
    for (size_t i = 0; i < b->n; i++)
        mark_stmt(x, b->items[i]);
}

/* Whether body writes A only as A[i, j] = ... at its own level or in ifs
 * (a store in a nested loop could reach another element). */
static bool writes_own_element_only(const below_cx *x, const tl_block *body)
{
    for (size_t n = 0; n < body->n; n++) {
        const tl_stmt *s = body->items[n];
        if (s->kind == TL_STMT_STORE && s->store.buf == x->a) {
            if (s->store.nidx != 2 || !is_var(s->store.idx[0], x->i) || !is_var(s->store.idx[1], x->j))
                return false;
        } else if (s->kind == TL_STMT_IF) {
            if (!writes_own_element_only(x, &s->ifs.then_body) || !writes_own_element_only(x, &s->ifs.else_body))
                return false;
        } else if (tl_ir_stmt_writes_buf(s, x->a)) {
            return false;
        }
    }
    return true;
}

/* A parallel loop over A's (R, C) with two variables. */
static bool over_rows_and_columns(const tl_stmt *s, const tl_buffer *a)
{
    if (s->kind != TL_STMT_FOR || s->loop.kind != TL_LOOP_PARALLEL || s->loop.region || s->loop.nvars != 2)
        return false;
    for (int d = 0; d < 2; d++) {
        int64_t e = 0, n = 0;
        if (s->loop.begin[d] || !tl_ir_is_const_int(s->loop.end[d], &e) || !tl_ir_is_const_int(a->dims[d], &n) ||
            e != n)
            return false;
    }
    return true;
}

/* Whether s is the reduce_max this pass starts from; its A and M in *a, *m. */
static bool row_max(const below_cx *x, const tl_stmt *s, const tl_buffer **ap, const tl_buffer **mp)
{
    if (s->kind != TL_STMT_TILE || s->tile.op != TL_TILE_REDUCE_MAX || s->tile.nargs != 2 || s->tile.dim != 1)
        return false;
    const tl_region *src = &s->tile.args[0], *dst = &s->tile.args[1];
    const tl_buffer *a = src->buf, *m = dst->buf;
    int64_t ra = 0, rm = 0;
    if (!whole(src) || !whole(dst) || a == m || a->ndim != 2 || m->ndim != 1 || !plain(x, a) || !plain(x, m) ||
        !tl_ir_is_const_int(a->dims[0], &ra) || !tl_ir_is_const_int(m->dims[0], &rm) || ra != rm ||
        !tl_dtype_is_float(a->dtype) || !tl_dtype_is_float(m->dtype))
        return false;
    *ap = a;
    *mp = m;
    return true;
}

static void scan_block(below_cx *x, tl_block *b)
{
    const tl_buffer *a = NULL, *m = NULL; /* the relation in force, if any */
    for (size_t n = 0; n < b->n; n++) {
        tl_stmt *s = b->items[n];
        if (a && over_rows_and_columns(s, a)) {
            x->a = a, x->m = m, x->i = s->loop.vars[0], x->j = s->loop.vars[1];
            if (!tl_ir_block_writes_buf(&s->loop.body, m) && writes_own_element_only(x, &s->loop.body))
                mark_block(x, &s->loop.body);
        }
        if (a && (tl_ir_stmt_writes_buf(s, a) || tl_ir_stmt_writes_buf(s, m)))
            a = m = NULL;
        if (row_max(x, s, &a, &m))
            continue;
        switch (s->kind) {
        case TL_STMT_FOR: scan_block(x, &s->loop.body); break;
        case TL_STMT_WHILE: scan_block(x, &s->whiles.body); break;
        case TL_STMT_IF:
            scan_block(x, &s->ifs.then_body);
            scan_block(x, &s->ifs.else_body);
            break;
        default: break;
        }
    }
}

bool tl_cpu_exp_below_max(struct tl_compilation *c, tl_error *err)
{
    (void)err;
    for (size_t i = 0; i < c->module->nkernels; i++) {
        below_cx x = {c->module->kernels[i], NULL, NULL, NULL, NULL, 0};
        scan_block(&x, &x.k->body);
    }
    return true;
}
