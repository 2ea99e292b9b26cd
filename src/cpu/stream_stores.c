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
 * scheduler fences its streaming stores before it returns. Smaller outputs
 * keep ordinary stores: the next kernel may read them from the cache. A
 * tensor that the kernel loads, or names in a tile op left (an atomic,
 * gemm), keeps them too, as do masked copies (the tile's edges) and packed
 * 4-bit dtypes.
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

/* Whether s is `for j in range(n) { Y[.., x + j] = B[.., j] }`, Y a global
 * tensor the kernel never reads, B an on-chip buffer of Y's dtype, each
 * iteration one element further along both rows. */
static bool row_copy(const tl_kernel *k, const tl_stmt *s)
{
    int64_t n = 2;
    if (s->kind != TL_STMT_FOR || (s->loop.kind != TL_LOOP_SERIAL && s->loop.kind != TL_LOOP_VECTORIZED) ||
        s->loop.nvars != 1 || s->loop.begin[0] || (tl_ir_is_const_int(s->loop.end[0], &n) && n < 2) ||
        s->loop.body.n != 1)
        return false;
    /* an end that is not a constant (split_masked_loops' `hi`, a let) is
     * read once, before the loop */
    if (s->loop.end[0]->kind != TL_EXPR_INT && s->loop.end[0]->kind != TL_EXPR_VAR)
        return false;
    const tl_var *j = s->loop.vars[0];
    const tl_stmt *st = s->loop.body.items[0];
    if (st->kind != TL_STMT_STORE || st->store.nontemporal)
        return false;
    const tl_buffer *y = st->store.buf;
    const tl_expr *v = st->store.value;
    if (y->scope != TL_SCOPE_GLOBAL || y->param_index < 0 || !byte_dtype(y->dtype) || v->kind != TL_EXPR_LOAD ||
        v->dtype != y->dtype)
        return false;
    const tl_buffer *b = v->load.buf;
    if (b->scope == TL_SCOPE_GLOBAL || b->view_of || b->dtype != y->dtype)
        return false;
    int ly = st->store.nidx - 1, lb = v->load.nidx - 1;
    if (!unit_stride(st->store.idx[ly], j) || v->load.idx[lb]->kind != TL_EXPR_VAR || v->load.idx[lb]->var != j)
        return false;
    for (int d = 0; d < ly; d++)
        if (tl_ir_expr_uses_var(st->store.idx[d], j))
            return false;
    for (int d = 0; d < lb; d++)
        if (tl_ir_expr_uses_var(v->load.idx[d], j))
            return false;
    return !block_reads(&k->body, y);
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

static bool stream_block(tl_arena *a, const tl_kernel *k, tl_block *blk)
{
    for (size_t i = 0; i < blk->n; i++) {
        tl_stmt *s = blk->items[i];
        switch (s->kind) {
        case TL_STMT_FOR:
            if (!row_copy(k, s)) {
                if (!stream_block(a, k, &s->loop.body))
                    return false;
                break;
            }
            {
                int known = 0;
                tl_expr *cond = big_enough(a, s->loop.body.items[0]->store.buf, s->loc, &known);
                if (known < 0)
                    break;
                tl_stmt *l = streamed(a, s);
                if (!l || (!known && !cond))
                    return false;
                if (known > 0) {
                    blk->items[i] = l;
                    break;
                }
                tl_stmt *branch = tl_ir_new_stmt(a, TL_STMT_IF, s->loc);
                if (!branch)
                    return false;
                branch->ifs.cond = cond;
                branch->ifs.has_else = true;
                if (!tl_ir_block_append(a, &branch->ifs.then_body, l) ||
                    !tl_ir_block_append(a, &branch->ifs.else_body, s))
                    return false;
                blk->items[i] = branch;
            }
            break;
        case TL_STMT_WHILE:
            if (!stream_block(a, k, &s->whiles.body))
                return false;
            break;
        case TL_STMT_IF:
            if (!stream_block(a, k, &s->ifs.then_body) || !stream_block(a, k, &s->ifs.else_body))
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
        tl_kernel *k = c->module->kernels[i];
        if (!stream_block(c->arena, k, &k->body))
            return TL_TX_OOM(err);
    }
    return true;
}
