/*
 * lower_threads.c: the cpu pass lower_threads_to_loops. On the CPU a block
 * runs on one core (the launcher deals blocks to cores: tl_rt_run_blocks in
 * the prelude), so its threads become loops: a `parallel` loop, whose
 * iterations GPU threads share, becomes nested serial loops in the order of
 * its variables (the interpreter's order), and a thread-bound loop a serial
 * one. Vector lanes come next, from vectorize_loop on the innermost loops.
 * Barriers stay (they are no-ops when one thread runs the block in order).
 *
 * Flow: after lower_tile_ops, before simplify and vectorize_loop.
 */
#include "backend/internal.h"
#include "registry.h"
#include "transform/transform.h"

static bool lower_block(tl_arena *a, tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_IF) {
            if (!lower_block(a, &s->ifs.then_body) || !lower_block(a, &s->ifs.else_body))
                return false;
            continue;
        }
        if (s->kind == TL_STMT_WHILE) {
            if (!lower_block(a, &s->whiles.body))
                return false;
            continue;
        }
        if (s->kind != TL_STMT_FOR)
            continue;
        if (!lower_block(a, &s->loop.body))
            return false;
        if (s->loop.kind == TL_LOOP_THREAD)
            s->loop.kind = TL_LOOP_SERIAL;
        if (s->loop.kind != TL_LOOP_PARALLEL)
            continue;
        /* parallel(e0, e1, ...) -> range(e0) { range(e1) { ... } } */
        tl_stmt *inner = NULL;
        for (int d = s->loop.nvars - 1; d >= 1; d--) {
            tl_stmt *l = tl_ir_new_stmt(a, TL_STMT_FOR, s->loc);
            if (!l)
                return false;
            l->loop.kind = TL_LOOP_SERIAL;
            l->loop.nvars = 1;
            l->loop.vars[0] = s->loop.vars[d];
            l->loop.end[0] = s->loop.end[d];
            if (inner) {
                if (!tl_ir_block_append(a, &l->loop.body, inner))
                    return false;
            } else {
                l->loop.body = s->loop.body;
            }
            inner = l;
        }
        s->loop.kind = TL_LOOP_SERIAL;
        if (inner) {
            s->loop.nvars = 1;
            s->loop.body.items = NULL;
            s->loop.body.n = 0;
            if (!tl_ir_block_append(a, &s->loop.body, inner))
                return false;
        }
    }
    return true;
}

bool tl_cpu_lower_threads_to_loops(struct tl_compilation *c, tl_error *err)
{
    for (size_t i = 0; i < c->module->nkernels; i++) {
        tl_kernel *k = c->module->kernels[i];
        if (!lower_block(c->arena, &k->body))
            return TL_TX_OOM(err);
        k->lowered.threads_as_loops = true;
    }
    return true;
}
