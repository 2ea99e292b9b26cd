/*
 * slice_operands.c: a slice as a gemm or reduction operand
 * (`gemm(A_s[:, k0 : k0 + 16], B_s[k0 : k0 + 16, :], C_f)`,
 * `reduce_sum(X_f[:, 0 : BN / 2], s, dim=1)`) becomes a buffer of the
 * slice's tile shape, in the sliced buffer's scope: copied from the slice
 * before the op when the op reads it (A, B, C of a gemm; a reduction's
 * src, and its dst when clear=false) and back into the slice after it when
 * the op writes it (C; a reduction's dst). Every gemm and reduction
 * lowering after this (the CPU micro-kernels, lower_tile_ops, mma.sync,
 * the GPU reductions) then sees whole buffers with their own row length;
 * the copies are ordinary tile copies of a slice, which every backend
 * lowers. The result is the interpreter's, which reads and writes the
 * slice in place: the verifier rejects operands that share storage when
 * one is a slice, so staging cannot change what is read.
 *
 * Flow: called by layout_inference (passes.c) before it gives fragments
 * their layouts, so a staged fragment gets one like any other.
 */
#include <stdio.h>
#include <string.h>

#include "transform/transform.h"

typedef struct stager {
    tl_arena *a;
    tl_kernel *k;
    int count; /* buffers made so far: their names' numbers */
    bool oom;
} stager;

static void *ok(stager *x, void *p)
{
    if (!p)
        x->oom = true;
    return p;
}

static bool append(stager *x, tl_block *out, tl_stmt *s)
{
    if (!s || !tl_ir_block_append(x->a, out, s))
        x->oom = true;
    return !x->oom;
}

static tl_stmt *copy_stmt(stager *x, const tl_region *src, const tl_region *dst, tl_srcloc loc)
{
    tl_stmt *c = ok(x, tl_ir_new_stmt(x->a, TL_STMT_TILE, loc));
    if (!c)
        return NULL;
    c->tile.op = TL_TILE_COPY;
    c->tile.nargs = 2;
    c->tile.args[0] = *src;
    c->tile.args[1] = *dst;
    return c;
}

/* The buffer that stands for slice r: its ALLOC into out, r replaced by the
 * whole buffer, the slice kept in *slice. */
static bool stage(stager *x, tl_region *r, tl_region *slice, tl_block *out)
{
    tl_buffer *b = r->buf;
    uint8_t tiled = tl_region_tiled(r);
    int n = 0;
    int64_t ext[TL_IR_MAX_DIMS];
    for (int d = 0; d < b->ndim; d++)
        if (tiled & (1u << d)) {
            if (!tl_ir_is_const_int(r->extents[d], &ext[n]))
                return false; /* the verifier's constant extents: not reached */
            n++;
        }
    char base[96];
    snprintf(base, sizeof base, "%s_slice%d", b->name, x->count++);
    const char *name = ok(x, (void *)tl_tx_fresh_name(x->a, x->k, base));
    tl_buffer *t = name ? ok(x, tl_ir_new_buffer(x->a, x->k, name, b->scope, b->dtype, n, r->loc)) : NULL;
    tl_stmt *al = t ? ok(x, tl_ir_new_stmt(x->a, TL_STMT_ALLOC, r->loc)) : NULL;
    if (!al)
        return false;
    for (int d = 0; d < n; d++)
        if (!(t->dims[d] = ok(x, tl_ir_int(x->a, TL_DT_I32, ext[d], r->loc))))
            return false;
    al->alloc.buf = t;
    if (!append(x, out, al))
        return false;
    *slice = *r;
    *r = (tl_region){ .buf = t, .extents = t->dims, .loc = r->loc, .tiled = (uint8_t)((1u << n) - 1u) };
    return true;
}

static bool stage_block(stager *x, tl_block *b);

/* s, with the copies and buffers it needs around it, appended to out. */
static bool stage_stmt(stager *x, tl_stmt *s, tl_block *out)
{
    switch (s->kind) {
    case TL_STMT_FOR:
        if (!stage_block(x, &s->loop.body))
            return false;
        break;
    case TL_STMT_WHILE:
        if (!stage_block(x, &s->whiles.body))
            return false;
        break;
    case TL_STMT_IF:
        if (!stage_block(x, &s->ifs.then_body) || !stage_block(x, &s->ifs.else_body))
            return false;
        break;
    default: break;
    }
    bool gemm = s->kind == TL_STMT_TILE && s->tile.op == TL_TILE_GEMM;
    bool red = s->kind == TL_STMT_TILE && tl_tileop_is_reduce(s->tile.op);
    if (!gemm && !red)
        return append(x, out, s);
    int n = s->tile.nargs;
    tl_region slices[3];
    bool staged[3] = { false, false, false };
    for (int i = 0; i < n; i++) {
        if (!s->tile.args[i].slice)
            continue;
        if (!stage(x, &s->tile.args[i], &slices[i], out))
            return false;
        staged[i] = true;
        /* read by the op: all but a reduction's dst that it clears */
        bool reads = gemm || i == 0 || !s->tile.clear;
        if (reads && !append(x, out, copy_stmt(x, &slices[i], &s->tile.args[i], s->loc)))
            return false;
    }
    if (!append(x, out, s))
        return false;
    /* written by the op: its last operand (C, dst) */
    return !staged[n - 1] || append(x, out, copy_stmt(x, &s->tile.args[n - 1], &slices[n - 1], s->loc));
}

static bool stage_block(stager *x, tl_block *b)
{
    tl_block out = { 0 };
    for (size_t i = 0; i < b->n; i++)
        if (!stage_stmt(x, b->items[i], &out))
            return false;
    *b = out;
    return true;
}

bool tl_tx_stage_slice_operands(tl_arena *a, tl_kernel *k)
{
    stager x = { a, k, 0, false };
    return stage_block(&x, &k->body) && !x.oom;
}
