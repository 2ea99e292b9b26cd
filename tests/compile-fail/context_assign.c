/*
 * context_assign.c: must NOT compile. A backend context is immutable: its type
 * is opaque and handed out as const, so code cannot assign to its fields. The
 * registry suite compiles this file and expects the compiler to refuse it;
 * with -DTL_NO_ASSIGN (the control) it compiles.
 */
#include "tilec/tilec.h"

void try_to_modify(const tl_context *ctx, const tl_target *other)
{
#ifndef TL_NO_ASSIGN
    ctx->target = *other;
#else
    (void)ctx, (void)other;
#endif
}
