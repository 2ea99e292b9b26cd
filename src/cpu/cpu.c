/*
 * cpu.c: what the cpu backend (specs/cpu.lua) owns besides its spec, its
 * pass (lower_threads.c) and its C codegen (codegen_c.c): the detection of
 * its two target kinds for "auto" (llvm only when tilec is built with LLVM)
 * (the llvm codegen is codegen_llvm.c, its runtime rt_exports.c), and the
 * contiguous moves both codegens write as one call (cpu.h).
 */
#include <math.h>
#include <stdio.h>

#include "backend/internal.h"
#include "cpu/cpu.h"
#include "ir/ir.h"
#include "llvm/llvm.h"
#include "registry.h"

bool tl_c_detect(tl_target *out, char *reason, size_t cap) { return true; }

bool tl_llvm_detect(tl_target *out, char *reason, size_t cap)
{
    return tl_llvm_probe(reason, cap);
}

/* Whether e is v plus terms without v (`v`, `e + v`, `(a + v) + b`, `v - c`). */
static bool plus_var(const tl_expr *e, const tl_var *v)
{
    if (e->kind == TL_EXPR_VAR)
        return e->var == v;
    if (e->kind != TL_EXPR_BINARY || e->bin.fused || (e->bin.op != TL_BIN_ADD && e->bin.op != TL_BIN_SUB))
        return false;
    if (plus_var(e->bin.a, v))
        return !tl_ir_expr_uses_var(e->bin.b, v);
    return e->bin.op == TL_BIN_ADD && plus_var(e->bin.b, v) && !tl_ir_expr_uses_var(e->bin.a, v);
}

/* Whether idx (of b) reaches consecutive elements as v steps by one: v in
 * the last index alone, with a coefficient of 1. */
static bool steps_by_one(const tl_buffer *b, tl_expr *const *idx, const tl_var *v)
{
    for (int d = 0; d < b->ndim - 1; d++)
        if (tl_ir_expr_uses_var(idx[d], v))
            return false;
    return plus_var(idx[b->ndim - 1], v);
}

static const tl_buffer *storage(const tl_buffer *b) { return b->view_of ? b->view_of : b; }

tl_cpu_move tl_cpu_contiguous_move(const tl_stmt *s)
{
    const tl_stmt *st = s->loop.body.n == 1 ? s->loop.body.items[0] : NULL;
    if (s->loop.nvars != 1 || !st || st->kind != TL_STMT_STORE || st->store.nontemporal || !st->store.value)
        return TL_CPU_MOVE_NONE;
    const tl_buffer *y = st->store.buf;
    const tl_expr *e = st->store.value;
    const tl_var *v = s->loop.vars[0];
    tl_dtype t = y->dtype;
    if (e->dtype != t || tl_dtype_bits(t) < 8 || !steps_by_one(y, st->store.idx, v) ||
        tl_ir_expr_uses_var(s->loop.end[0], v))
        return TL_CPU_MOVE_NONE;
    int64_t b0 = 0, e0 = 0;
    bool konst = (!s->loop.begin[0] || tl_ir_is_const_int(s->loop.begin[0], &b0)) &&
                 tl_ir_is_const_int(s->loop.end[0], &e0);
    if (konst && e0 <= b0)
        return TL_CPU_MOVE_NONE;
    if (e->kind == TL_EXPR_INT)
        return e->i == 0 ? TL_CPU_MOVE_ZERO : TL_CPU_MOVE_NONE;
    if (e->kind == TL_EXPR_FLOAT)
        return e->f == 0 && !signbit(e->f) ? TL_CPU_MOVE_ZERO : TL_CPU_MOVE_NONE;
    const tl_buffer *x = e->kind == TL_EXPR_LOAD ? e->load.buf : NULL;
    if (!x || storage(x) == storage(y) || x->dtype != t || !steps_by_one(x, e->load.idx, v))
        return TL_CPU_MOVE_NONE;
    if (y->scope == TL_SCOPE_GLOBAL && x->scope == TL_SCOPE_GLOBAL)
        return TL_CPU_MOVE_MEMMOVE;
    return konst && (e0 - b0) * (tl_dtype_bits(t) / 8) <= 512 ? TL_CPU_MOVE_MEMCPY : TL_CPU_MOVE_COPY;
}
