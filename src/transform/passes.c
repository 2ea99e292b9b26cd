/*
 * passes.c: the small shared passes of the catalogue (specs/passes.lua):
 * bind_target, legalize_safe_memory_access, layout_inference,
 * split_host_device and make_packed_api. The larger ones have their own
 * files (simplify.c, lower_tile_ops.c, vectorize_loop.c); the passes no CPU
 * pipeline runs yet (inject_software_pipeline, thread_sync) are stubs.
 *
 * Flow: tl_run_pipeline (src/compile) calls them in the order of the
 * backend's pipeline; each records what it decided in tl_kernel.lowered or
 * on the buffers (tl_buffer.layout), or marks tile ops (tl_stmt.tile.guard).
 */
#include <stdlib.h>
#include <string.h>

#include "backend/internal.h"
#include "registry.h"
#include "transform/transform.h"

/* ---- bind_target ----------------------------------------------------------- */

/* Records the target's limits and checks the kernels against them. A target
 * kind may declare max_threads_per_block (an attribute); the IR's own limit
 * (TL_IR_MAX_THREADS) holds for all. */
bool tl_pass_bind_target(struct tl_compilation *c, tl_error *err)
{
    const tl_target *t = tl_context_target(c->ctx);
    const char *mt = t ? tl_target_attr(t, "max_threads_per_block") : NULL;
    long limit = mt ? strtol(mt, NULL, 10) : 0;
    for (size_t i = 0; i < c->module->nkernels; i++) {
        tl_kernel *k = c->module->kernels[i];
        long threads = 1;
        for (int d = 0; d < k->nthreads_dims; d++)
            threads *= k->threads[d];
        if (limit > 0 && threads > limit)
            return tl_error_set(err, TL_ERR_INVALID, "%s:%d:%d: kernel '%s' has %ld threads per block, the target allows %ld",
                                k->loc.file ? k->loc.file : "<input>", k->loc.line, k->loc.col, k->name, threads, limit);
        k->lowered.max_threads_per_block = (int)(limit > 0 ? limit : 0);
    }
    return true;
}

/* ---- legalize_safe_memory_access ------------------------------------------ */

/* Marks, for each tile op operand on a global tensor, the dims along which
 * its tile can run past the tensor's edge: all but those whose start and
 * extent are constants that fit, or whose region is the whole tensor. */
static uint8_t guard_bits(const tl_region *r)
{
    const tl_buffer *b = r->buf;
    if (b->scope != TL_SCOPE_GLOBAL || !r->starts)
        return 0; /* on chip, or the whole tensor */
    uint8_t bits = 0;
    for (int d = 0; d < b->ndim; d++) {
        int64_t s, e = 1, n;
        bool fits = tl_ir_is_const_int(r->starts[d], &s) && (!r->extents || tl_ir_is_const_int(r->extents[d], &e)) &&
                    tl_ir_is_const_int(b->dims[d], &n) && s >= 0 && s + e <= n;
        if (!fits)
            bits |= (uint8_t)(1u << d);
    }
    return bits;
}

static void legalize_block(tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_FOR)
            legalize_block(&s->loop.body);
        else if (s->kind == TL_STMT_IF) {
            legalize_block(&s->ifs.then_body);
            legalize_block(&s->ifs.else_body);
        } else if (s->kind == TL_STMT_TILE && s->tile.op != TL_TILE_GEMM) {
            for (int j = 0; j < s->tile.nargs && j < 3; j++)
                s->tile.guard[j] = guard_bits(&s->tile.args[j]);
        }
    }
}

bool tl_pass_legalize_safe_memory_access(struct tl_compilation *c, tl_error *err)
{
    for (size_t i = 0; i < c->module->nkernels; i++) {
        tl_kernel *k = c->module->kernels[i];
        legalize_block(&k->body);
        k->lowered.safe_memory = true;
    }
    return true;
}

/* ---- layout_inference -------------------------------------------------------- */

/* Each fragment gets the layout of tl_layout (ir.h): runs of vec contiguous
 * elements dealt round-robin over the block's threads, vec the largest of
 * 4, 2, 1 that divides the innermost dim; a fragment smaller than the block
 * is replicated in every thread. */
static bool layout_block(tl_arena *a, const tl_kernel *k, tl_block *b)
{
    int threads = 1;
    for (int d = 0; d < k->nthreads_dims; d++)
        threads *= k->threads[d];
    for (size_t i = 0; i < b->n; i++) {
        tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_FOR && !layout_block(a, k, &s->loop.body))
            return false;
        if (s->kind == TL_STMT_IF && (!layout_block(a, k, &s->ifs.then_body) || !layout_block(a, k, &s->ifs.else_body)))
            return false;
        if (s->kind != TL_STMT_ALLOC || s->alloc.buf->scope != TL_SCOPE_FRAGMENT)
            continue;
        tl_buffer *buf = s->alloc.buf;
        int64_t n = 1, inner = 1;
        for (int d = 0; d < buf->ndim; d++) {
            int64_t v = 1;
            tl_ir_is_const_int(buf->dims[d], &v);
            n *= v;
            inner = v;
        }
        tl_layout *l = tl_arena_alloc(a, sizeof *l);
        if (!l)
            return false;
        l->nthreads = threads;
        l->vec = inner % 4 == 0 ? 4 : inner % 2 == 0 ? 2 : 1;
        l->replicated = n < threads;
        if (l->replicated) {
            l->vec = 1;
            l->per_thread = (int)n;
        } else {
            int64_t runs = (n + l->vec - 1) / l->vec;
            l->per_thread = (int)(((runs + threads - 1) / threads) * l->vec);
        }
        buf->layout = l;
    }
    return true;
}

bool tl_pass_layout_inference(struct tl_compilation *c, tl_error *err)
{
    for (size_t i = 0; i < c->module->nkernels; i++) {
        tl_kernel *k = c->module->kernels[i];
        if (!layout_block(c->arena, k, &k->body))
            return TL_TX_OOM(err);
        k->lowered.layouts = true;
    }
    return true;
}

/* ---- split_host_device, make_packed_api ----------------------------------- */

/* The host part of a kernel is its launch: binding the shape dims, computing
 * the grid, calling the device function for each block. The grid may only
 * use what the host knows: shape dims, scalar parameters and constants. */
static bool host_computable(const tl_expr *e)
{
    switch (e->kind) {
    case TL_EXPR_INT:
    case TL_EXPR_FLOAT: return true;
    case TL_EXPR_VAR: return e->var->kind == TL_VAR_SHAPE || e->var->kind == TL_VAR_PARAM;
    case TL_EXPR_BINARY: return host_computable(e->bin.a) && host_computable(e->bin.b);
    case TL_EXPR_UNARY: return host_computable(e->un.a);
    case TL_EXPR_SELECT: return host_computable(e->sel.cond) && host_computable(e->sel.a) && host_computable(e->sel.b);
    case TL_EXPR_CAST: return host_computable(e->cast.a);
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            if (!host_computable(e->call.args[i]))
                return false;
        return true;
    default: return false;
    }
}

bool tl_pass_split_host_device(struct tl_compilation *c, tl_error *err)
{
    for (size_t i = 0; i < c->module->nkernels; i++) {
        tl_kernel *k = c->module->kernels[i];
        for (int d = 0; d < k->ngrid; d++)
            if (!host_computable(k->grid[d]))
                return tl_error_set(err, TL_ERR_INVALID, "kernel '%s': grid dim %d reads memory; the host cannot compute it",
                                    k->name, d);
        k->lowered.split = true;
    }
    return true;
}

/* The packed entry point takes the parameters in order, tensors as DLTensor
 * and scalars as ints or floats; the host codegen writes the checks from
 * tl_kernel.params. Here only the preconditions: split first. */
bool tl_pass_make_packed_api(struct tl_compilation *c, tl_error *err)
{
    for (size_t i = 0; i < c->module->nkernels; i++) {
        tl_kernel *k = c->module->kernels[i];
        if (!k->lowered.split)
            return tl_error_set(err, TL_ERR_INVALID, "kernel '%s': make_packed_api needs split_host_device first", k->name);
        k->lowered.packed_api = true;
    }
    return true;
}

/* ---- not in a CPU pipeline yet -------------------------------------------- */

bool tl_pass_inject_software_pipeline(struct tl_compilation *c, tl_error *err)
{
    return TL_NOT_IMPLEMENTED(err, "pass inject_software_pipeline");
}

bool tl_pass_thread_sync(struct tl_compilation *c, tl_error *err)
{
    return TL_NOT_IMPLEMENTED(err, "pass thread_sync");
}
