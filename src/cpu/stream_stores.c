/*
 * stream_stores.c: the cpu pass stream_stores. A kernel that writes its
 * output once and never reads it back (softmax, the norms, vector_add) moves
 * each output line through the cache for nothing: an ordinary store first
 * reads the line it writes (write-allocate), so it costs the memory a third
 * more traffic than its bytes, and it evicts data the kernel still reads.
 * memcpy of a large buffer (glibc's) writes with non-temporal stores and
 * moves only its bytes; at 256 MiB the kernels could not reach 0.75 of it.
 *
 * Here the loop that copies a row of an on-chip buffer into a global tensor
 * the kernel never reads (lower_tile_ops' unmasked copy: the innermost loop
 * of the plain version; or the part of a masked copy inside the tensor, as
 * split_masked_loops leaves it, n a let)
 *
 *   for j in range(n) { Y[i0, .., x + j] = B[k0, .., j] }
 *
 * becomes
 *
 *   if Y's elements * size >= STREAM_MIN_BYTES { the loop, its store
 *   nontemporal } else { the loop }
 *
 * and the codegens write a nontemporal loop as one call to the prelude's
 * tl_rt_stream (tilec_rt_stream on llvm): the aligned middle of the row with
 * streaming stores, the ends with ordinary ones; each worker of the
 * scheduler fences its streaming stores before it returns.
 *
 * A row computed straight into the tensor (forward_copies' stores: softmax's
 * and the norms' last loop, vector_add's sum, a GEMM's cast of its
 * accumulator), `for j in range(n) { Y[.., x + j] = e }`, goes through an
 * on-chip chunk of 4 KiB: the loop as it was fills the chunk (vectorized),
 * a nontemporal copy writes it out (chunked, below).
 *
 * Smaller outputs keep ordinary stores: the next kernel may read them from
 * the cache. A tensor that the kernel loads, or names in a tile op left (an
 * atomic, gemm), keeps them too, as do masked copies of an on-chip row (the
 * tile's edges) and packed 4-bit dtypes.
 *
 * Flow: after vectorize_loop, before split_host_device.
 */
#include <string.h>

#include "backend/internal.h"
#include "registry.h"
#include "transform/transform.h"

/* Outputs at least this large stream: past the last-level cache of most
 * machines, so the next kernel would read them from memory anyway. */
#define STREAM_MIN_BYTES (INT64_C(32) << 20)

static bool block_reads(const tl_block *blk, const tl_buffer *b);

/* Whether s reads b: loads it, or names it in a tile op. */
static bool stmt_reads(const tl_stmt *s, const tl_buffer *b)
{
    switch (s->kind) {
    case TL_STMT_LET: return tl_ir_expr_loads_buf(s->let.value, b);
    case TL_STMT_FOR:
        for (int i = 0; i < s->loop.nvars; i++)
            if (tl_ir_expr_loads_buf(s->loop.begin[i], b) || tl_ir_expr_loads_buf(s->loop.end[i], b))
                return true;
        return block_reads(&s->loop.body, b);
    case TL_STMT_WHILE: return tl_ir_expr_loads_buf(s->whiles.cond, b) || block_reads(&s->whiles.body, b);
    case TL_STMT_IF:
        return tl_ir_expr_loads_buf(s->ifs.cond, b) || block_reads(&s->ifs.then_body, b) || block_reads(&s->ifs.else_body, b);
    case TL_STMT_STORE:
        if (tl_ir_expr_loads_buf(s->store.value, b))
            return true;
        for (int i = 0; i < s->store.nidx; i++)
            if (tl_ir_expr_loads_buf(s->store.idx[i], b))
                return true;
        return false;
    case TL_STMT_TILE:
        for (int i = 0; i < s->tile.nargs; i++) {
            const tl_region *r = &s->tile.args[i];
            if (r->buf == b)
                return true;
            for (int d = 0; r->starts && d < r->buf->ndim; d++)
                if (tl_ir_expr_loads_buf(r->starts[d], b))
                    return true;
        }
        return tl_ir_expr_loads_buf(s->tile.value, b);
    default: return false;
    }
}

static bool block_reads(const tl_block *blk, const tl_buffer *b)
{
    for (size_t i = 0; i < blk->n; i++)
        if (stmt_reads(blk->items[i], b))
            return true;
    return false;
}

/* v, or x + v, or v + x with x free of v (the loop's body is its one
 * store, so every let the store names was computed before the loop, free
 * of v: tl_ir_expr_uses_var need not look into lets). */
static bool unit_stride(const tl_expr *e, const tl_var *v)
{
    if (e->kind == TL_EXPR_VAR)
        return e->var == v;
    if (e->kind == TL_EXPR_CAST && !e->cast.bits && tl_dtype_is_int(e->dtype) && tl_dtype_bits(e->dtype) >= 32 &&
        e->cast.a->kind == TL_EXPR_VAR)
        return e->cast.a->var == v; /* i64(j): the loop's i32 widened */
    if (e->kind == TL_EXPR_BINARY && e->bin.op == TL_BIN_ADD)
        return (unit_stride(e->bin.a, v) && !tl_ir_expr_uses_var(e->bin.b, v)) ||
               (unit_stride(e->bin.b, v) && !tl_ir_expr_uses_var(e->bin.a, v));
    return false;
}

/* The dtypes a copy moves as bytes, bit for bit. */
static bool byte_dtype(tl_dtype t)
{
    switch (t) {
    case TL_DT_F32:
    case TL_DT_F64:
    case TL_DT_F16:
    case TL_DT_BF16:
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

/* The store of s where s is `for j in range(n) { Y[.., x + j] = e }`, Y a
 * global tensor the kernel never reads, of a dtype whose elements are whole
 * bytes, each iteration one element further along its row; else NULL. */
static const tl_stmt *row_store(const tl_kernel *k, const tl_stmt *s)
{
    int64_t n = 2;
    if (s->kind != TL_STMT_FOR || (s->loop.kind != TL_LOOP_SERIAL && s->loop.kind != TL_LOOP_VECTORIZED) ||
        s->loop.nvars != 1 || s->loop.begin[0] || (tl_ir_is_const_int(s->loop.end[0], &n) && n < 2) ||
        s->loop.body.n != 1)
        return NULL;
    const tl_var *j = s->loop.vars[0];
    const tl_stmt *st = s->loop.body.items[0];
    if (st->kind != TL_STMT_STORE || st->store.nontemporal)
        return NULL;
    const tl_buffer *y = st->store.buf;
    if (y->scope != TL_SCOPE_GLOBAL || y->param_index < 0 || y->view_of || !byte_dtype(y->dtype) ||
        st->store.value->dtype != y->dtype || st->store.nidx != y->ndim)
        return NULL;
    int ly = st->store.nidx - 1;
    if (!unit_stride(st->store.idx[ly], j))
        return NULL;
    for (int d = 0; d < ly; d++)
        if (tl_ir_expr_uses_var(st->store.idx[d], j))
            return NULL;
    return block_reads(&k->body, y) ? NULL : st;
}

/* Whether s is `for j in range(n) { Y[.., x + j] = B[.., j] }` (row_store),
 * B an on-chip buffer of Y's dtype, n a constant or a let. */
static bool row_copy(const tl_kernel *k, const tl_stmt *s)
{
    const tl_stmt *st = row_store(k, s);
    /* an end that is not a constant (split_masked_loops' `hi`, a let) is
     * read once, before the loop */
    if (!st || (s->loop.end[0]->kind != TL_EXPR_INT && s->loop.end[0]->kind != TL_EXPR_VAR))
        return false;
    const tl_var *j = s->loop.vars[0];
    const tl_expr *v = st->store.value;
    if (v->kind != TL_EXPR_LOAD)
        return false;
    const tl_buffer *b = v->load.buf;
    if (b->scope == TL_SCOPE_GLOBAL || b->view_of || b->dtype != st->store.buf->dtype)
        return false;
    int lb = v->load.nidx - 1;
    if (v->load.idx[lb]->kind != TL_EXPR_VAR || v->load.idx[lb]->var != j)
        return false;
    for (int d = 0; d < lb; d++)
        if (tl_ir_expr_uses_var(v->load.idx[d], j))
            return false;
    return true;
}

/* Y's size in bytes >= STREAM_MIN_BYTES, as an expression (NULL: out of
 * memory, or when *known is not 0: 1 when Y's dims are constants that make
 * it true, -1 false). */
static tl_expr *big_enough(tl_arena *a, const tl_buffer *y, tl_srcloc loc, int *known)
{
    int64_t elems = 1, v = 0;
    bool all_const = true;
    tl_expr *prod = NULL;
    for (int d = 0; d < y->ndim; d++) {
        if (tl_ir_is_const_int(y->dims[d], &v)) {
            elems = v > 0 && elems > INT64_MAX / v ? INT64_MAX : elems * v;
            continue;
        }
        all_const = false;
        tl_expr *dim = tl_ir_cast(a, TL_DT_I64, tl_ir_clone_expr(a, y->dims[d]), loc);
        prod = prod ? tl_ir_binary(a, TL_BIN_MUL, prod, dim, loc) : dim;
        if (!prod)
            return NULL;
    }
    int64_t bytes = (tl_dtype_bits(y->dtype) + 7) / 8;
    int64_t min_elems = (STREAM_MIN_BYTES + bytes - 1) / bytes;
    if (all_const) {
        *known = elems >= min_elems ? 1 : -1;
        return NULL;
    }
    *known = 0;
    /* prod * elems >= min_elems, without overflow: prod >= ceil(min / elems) */
    return tl_ir_binary(a, TL_BIN_GE, prod, tl_ir_int(a, TL_DT_I64, (min_elems + elems - 1) / elems, loc), loc);
}

/* The loop s with its store nontemporal: a new loop and store, the rest
 * shared. */
static tl_stmt *streamed(tl_arena *a, const tl_stmt *s)
{
    tl_stmt *l = tl_ir_new_stmt(a, TL_STMT_FOR, s->loc);
    tl_stmt *st = tl_ir_new_stmt(a, TL_STMT_STORE, s->loop.body.items[0]->loc);
    if (!l || !st)
        return NULL;
    l->loop = s->loop;
    st->store = s->loop.body.items[0]->store;
    st->store.nontemporal = true;
    l->loop.body = (tl_block){0};
    if (!tl_ir_block_append(a, &l->loop.body, st))
        return NULL;
    return l;
}

/* A chunk of a computed row: 4 KiB, in L1 beside what the loop reads. */
#define CHUNK_BYTES 4096

typedef struct chunk_cx {
    tl_arena *a;
    tl_kernel *k;
    int nnames; /* the names made here, numbered: the statements are not in
                 * the kernel yet for tl_tx_fresh_name to see */
} chunk_cx;

static tl_var *chunk_var(chunk_cx *x, const char *base, tl_var_kind kind, tl_srcloc loc)
{
    char numbered[32];
    snprintf(numbered, sizeof numbered, "%s%d", base, x->nnames++);
    const char *name = tl_tx_fresh_name(x->a, x->k, numbered);
    return name ? tl_ir_new_var(x->a, x->k, name, kind, TL_DT_I32, loc) : NULL;
}

/* `let v: i32 = e` appended to blk; v's use, or NULL. */
static tl_expr *chunk_let(chunk_cx *x, const char *base, tl_expr *e, tl_block *blk)
{
    tl_var *v = e ? chunk_var(x, base, TL_VAR_LET, e->loc) : NULL;
    tl_stmt *let = v ? tl_ir_new_stmt(x->a, TL_STMT_LET, e->loc) : NULL;
    if (!let)
        return NULL;
    let->let.var = v;
    let->let.value = e->dtype == TL_DT_I32 ? e : tl_ir_cast(x->a, TL_DT_I32, e, e->loc);
    return let->let.value && tl_ir_block_append(x->a, blk, let) ? tl_ir_varref(x->a, v, e->loc) : NULL;
}

/* `for v in KIND(end) { st }`, v a new loop variable (*var). */
static tl_stmt *chunk_loop(chunk_cx *x, tl_loop_kind kind, tl_expr *end, tl_var **var, tl_srcloc loc)
{
    tl_stmt *l = end ? tl_ir_new_stmt(x->a, TL_STMT_FOR, loc) : NULL;
    if (!l || !(*var = chunk_var(x, "tl_c", TL_VAR_LOOP, loc)))
        return NULL;
    l->loop.kind = kind;
    l->loop.nvars = 1;
    l->loop.vars[0] = *var;
    l->loop.end[0] = end;
    return l;
}

/* A copy of e with loop variable j at b + k (b NULL: at k): j itself becomes b + k, and
 * a widening of j, i64(j), becomes i64(b) + i64(k) (b + k < n, an i32:
 * the sum does not wrap; with i64(b + k) GCC could not tell, and
 * vectorized the loads as gathers). NULL: out of memory. */
static tl_expr *at_position(tl_arena *a, const tl_expr *e, const tl_var *j, const tl_expr *b, tl_var *k)
{
    if (!tl_ir_expr_uses_var(e, j))
        return tl_ir_clone_expr(a, e);
    if (e->kind == TL_EXPR_VAR)
        return b ? tl_ir_binary(a, TL_BIN_ADD, tl_ir_clone_expr(a, b), tl_ir_varref(a, k, e->loc), e->loc)
                 : tl_ir_varref(a, k, e->loc);
    if (e->kind == TL_EXPR_CAST && !e->cast.bits && tl_dtype_is_int(e->dtype) && e->cast.a->kind == TL_EXPR_VAR &&
        tl_dtype_bits(e->dtype) >= tl_dtype_bits(e->cast.a->dtype))
        return b ? tl_ir_binary(a, TL_BIN_ADD, tl_ir_cast(a, e->dtype, tl_ir_clone_expr(a, b), e->loc),
                                tl_ir_cast(a, e->dtype, tl_ir_varref(a, k, e->loc), e->loc), e->loc)
                 : tl_ir_cast(a, e->dtype, tl_ir_varref(a, k, e->loc), e->loc);
    tl_expr *c = tl_arena_alloc(a, sizeof *c);
    if (!c)
        return NULL;
    *c = *e;
    bool ok = true;
    switch (e->kind) {
    case TL_EXPR_BINARY:
        ok = (c->bin.a = at_position(a, e->bin.a, j, b, k)) && (c->bin.b = at_position(a, e->bin.b, j, b, k));
        break;
    case TL_EXPR_UNARY: ok = (c->un.a = at_position(a, e->un.a, j, b, k)) != NULL; break;
    case TL_EXPR_SELECT:
        ok = (c->sel.cond = at_position(a, e->sel.cond, j, b, k)) && (c->sel.a = at_position(a, e->sel.a, j, b, k)) &&
             (c->sel.b = at_position(a, e->sel.b, j, b, k));
        break;
    case TL_EXPR_CAST: ok = (c->cast.a = at_position(a, e->cast.a, j, b, k)) != NULL; break;
    case TL_EXPR_CALL:
        for (int i = 0; ok && i < e->call.nargs; i++)
            ok = (c->call.args[i] = at_position(a, e->call.args[i], j, b, k)) != NULL;
        break;
    case TL_EXPR_LOAD:
        ok = (c->load.idx = tl_arena_array(a, (size_t)e->load.nidx, sizeof *c->load.idx)) != NULL;
        for (int i = 0; ok && i < e->load.nidx; i++)
            ok = (c->load.idx[i] = at_position(a, e->load.idx[i], j, b, k)) != NULL;
        break;
    default: break;
    }
    return ok ? c : NULL;
}

/* The row loop s (row_store's `for j in range(n) { Y[.., x + j] = e }`, e
 * computed) as chunks: each CHUNK_BYTES of the row computed into an on-chip
 * buffer T by the loop as it was (vectorized), then copied into Y by a
 * nontemporal loop (the codegens' tl_rt_stream):
 *
 *   T = local dtype[C]
 *   let n = N
 *   for c in range(ceildiv(n, C)) {
 *       let b = c * C
 *       let m = min(C, n - b)
 *       for k in vectorized(m) { T[k] = e[j := b + k] }
 *       for k2 in range(m) { Y[.., x + (b + k2)] = T[k2] }   nontemporal
 *   }
 *
 * The row's bytes pass through L1 once more (T stays there) instead of
 * being read from memory by the stores' write-allocate. NULL: out of
 * memory. */
static tl_stmt *chunked(chunk_cx *x, const tl_stmt *s, tl_block *out)
{
    tl_arena *a = x->a;
    tl_srcloc l = s->loc;
    const tl_stmt *st = s->loop.body.items[0];
    const tl_var *j = s->loop.vars[0];
    tl_buffer *y = st->store.buf;
    int64_t chunk = CHUNK_BYTES / ((tl_dtype_bits(y->dtype) + 7) / 8), len = 0;
    /* a row of a constant length that fits one chunk: T of that length, no
     * loop over chunks (b = 0, m = the length) */
    bool one = tl_ir_is_const_int(s->loop.end[0], &len) && len <= chunk;
    char name[32];
    snprintf(name, sizeof name, "tl_stream%d", x->nnames++);
    const char *tname = tl_tx_fresh_name(a, x->k, name);
    tl_buffer *t = tname ? tl_ir_new_buffer(a, x->k, tname, TL_SCOPE_LOCAL, y->dtype, 1, l) : NULL;
    tl_stmt *al = tl_ir_new_stmt(a, TL_STMT_ALLOC, l);
    if (!t || !al || !(t->dims[0] = tl_ir_int(a, TL_DT_I32, one ? len : chunk, l)))
        return NULL;
    t->scratch = true;
    al->alloc.buf = t;
    if (!tl_ir_block_append(a, out, al))
        return NULL;
    tl_stmt *outer = NULL;
    tl_block *body = out;
    tl_expr *b = NULL, *m = NULL;
    if (one) {
        m = tl_ir_int(a, TL_DT_I32, len, l);
    } else {
        tl_expr *n = chunk_let(x, "tl_sn", tl_ir_clone_expr(a, s->loop.end[0]), out);
        tl_var *c;
        outer = chunk_loop(x, TL_LOOP_SERIAL, n ? tl_ir_binary(a, TL_BIN_CEILDIV, n, tl_ir_int(a, TL_DT_I32, chunk, l), l) : NULL,
                           &c, l);
        if (!outer)
            return NULL;
        body = &outer->loop.body;
        b = chunk_let(x, "tl_sb", tl_ir_binary(a, TL_BIN_MUL, tl_ir_varref(a, c, l), tl_ir_int(a, TL_DT_I32, chunk, l), l), body);
        tl_expr *rest = b ? tl_ir_binary(a, TL_BIN_SUB, tl_ir_clone_expr(a, n), b, l) : NULL;
        m = rest ? chunk_let(x, "tl_sm",
                             tl_ir_select(a, tl_ir_binary(a, TL_BIN_LT, rest, tl_ir_int(a, TL_DT_I32, chunk, l), l),
                                          tl_ir_clone_expr(a, rest), tl_ir_int(a, TL_DT_I32, chunk, l), l),
                             body)
                 : NULL;
    }
    tl_var *k, *k2;
    tl_stmt *fill = chunk_loop(x, TL_LOOP_VECTORIZED, m, &k, l);
    tl_stmt *copy = fill ? chunk_loop(x, TL_LOOP_SERIAL, tl_ir_clone_expr(a, m), &k2, l) : NULL;
    tl_stmt *tst = tl_ir_new_stmt(a, TL_STMT_STORE, l), *yst = tl_ir_new_stmt(a, TL_STMT_STORE, st->loc);
    tl_expr **tidx = tl_arena_array(a, 1, sizeof *tidx), **yidx = tl_arena_array(a, (size_t)st->store.nidx, sizeof *yidx);
    if (!copy || !tst || !yst || !yidx || !tidx || !(tidx[0] = tl_ir_varref(a, k, l)))
        return NULL;
    tst->store.buf = t;
    tst->store.nidx = 1;
    tst->store.idx = tidx;
    tst->store.value = at_position(a, st->store.value, j, b, k);
    for (int d = 0; d < st->store.nidx; d++)
        if (!(yidx[d] = at_position(a, st->store.idx[d], j, b, k2)))
            return NULL;
    tl_expr **lidx = tl_arena_array(a, 1, sizeof *lidx);
    if (!tst->store.value || !lidx || !(lidx[0] = tl_ir_varref(a, k2, l)))
        return NULL;
    yst->store.buf = y;
    yst->store.nidx = st->store.nidx;
    yst->store.idx = yidx;
    yst->store.value = tl_ir_load(a, t, lidx, 1, l);
    yst->store.nontemporal = true;
    if (!yst->store.value || !tl_ir_block_append(a, &fill->loop.body, tst) || !tl_ir_block_append(a, &copy->loop.body, yst) ||
        !tl_ir_block_append(a, body, fill))
        return NULL;
    /* the last statement is the caller's to append */
    if (one)
        return copy;
    return tl_ir_block_append(a, body, copy) ? outer : NULL;
}

static bool stream_block(chunk_cx *x, tl_block *blk)
{
    tl_arena *a = x->a;
    for (size_t i = 0; i < blk->n; i++) {
        tl_stmt *s = blk->items[i];
        switch (s->kind) {
        case TL_STMT_FOR: {
            bool copy = row_copy(x->k, s);
            const tl_stmt *st = copy ? NULL : row_store(x->k, s);
            /* a row computed into Y (forward_copies' stores); an on-chip
             * row copied from elsewhere than its start (a masked copy at
             * the tile's edge) keeps its ordinary stores */
            bool computed = st && !tl_ir_stmt_has_warp(st) &&
                            (st->store.value->kind != TL_EXPR_LOAD || st->store.value->load.buf->scope == TL_SCOPE_GLOBAL);
            if (!copy && !computed) {
                if (!stream_block(x, &s->loop.body))
                    return false;
                break;
            }
            int known = 0;
            tl_expr *cond = big_enough(a, s->loop.body.items[0]->store.buf, s->loc, &known);
            if (known < 0)
                break;
            /* the streaming form: a copy's loop with its store nontemporal;
             * a computed row in chunks, in a block of its own */
            tl_block then_body = {0};
            tl_stmt *l = copy ? streamed(a, s) : chunked(x, s, &then_body);
            if (!l || (!known && !cond) || !tl_ir_block_append(a, &then_body, l))
                return false;
            if (known > 0) { /* a constant shape, large enough: in s's place */
                tl_block spliced = {0};
                for (size_t j = 0; j < blk->n + then_body.n - 1; j++)
                    if (!tl_ir_block_append(a, &spliced, j < i                   ? blk->items[j]
                                                            : j < i + then_body.n ? then_body.items[j - i]
                                                                                  : blk->items[j - then_body.n + 1]))
                        return false;
                *blk = spliced;
                i += then_body.n - 1;
                break;
            }
            tl_stmt *branch = tl_ir_new_stmt(a, TL_STMT_IF, s->loc);
            if (!branch)
                return false;
            branch->ifs.cond = cond;
            branch->ifs.then_body = then_body;
            branch->ifs.has_else = true;
            if (!tl_ir_block_append(a, &branch->ifs.else_body, s))
                return false;
            blk->items[i] = branch;
            break;
        }
        case TL_STMT_WHILE:
            if (!stream_block(x, &s->whiles.body))
                return false;
            break;
        case TL_STMT_IF:
            if (!stream_block(x, &s->ifs.then_body) || !stream_block(x, &s->ifs.else_body))
                return false;
            break;
        default: break;
        }
    }
    return true;
}

bool tl_cpu_stream_stores(struct tl_compilation *c, tl_error *err)
{
    for (size_t i = 0; i < c->module->nkernels; i++) {
        chunk_cx x = {.a = c->arena, .k = c->module->kernels[i]};
        if (!stream_block(&x, &x.k->body))
            return TL_TX_OOM(err);
    }
    return true;
}
