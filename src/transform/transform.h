/*
 * transform.h: what the shared passes (src/transform/) and the backends'
 * own passes and codegens share: walking kernels, fresh names, and the
 * element-wise form of a tile op (used by lower_tile_ops, and by a codegen for
 * a tile op it keeps, such as an atomic_add into global memory).
 *
 * Flow: tl_run_pipeline (src/compile) calls each pass of the backend's
 * pipeline (specs/) in order on c->module; each pass changes the IR in place
 * and leaves it verifiable (tl_ir_verify) and printable (tl_ir_print).
 */
#ifndef TL_TRANSFORM_TRANSFORM_H
#define TL_TRANSFORM_TRANSFORM_H

#include "compile/compile.h"
#include "ir/ir.h"

/* A name not yet used in k (by a variable, a buffer or a parameter): base,
 * else base followed by a number. Allocated from a. */
const char *tl_tx_fresh_name(tl_arena *a, const tl_kernel *k, const char *base);

/* The base name of variable d of a loop nest: i, j, l, m, ... Fresh names
 * avoid only what k's body holds, so variables made together (the vars of
 * one loop) take a base each. */
const char *tl_tx_loop_var_base(int d);

/* Renames each variable of k whose declaration would hide another name in
 * scope there (an enclosing loop's or let's variable, a buffer, a parameter
 * or a shape dim) to a fresh name, so that a codegen printing variables by
 * name prints what the IR means. Returns how many it renamed, -1 when out
 * of memory. The passes take fresh names, so this renames nothing unless
 * one did not. */
int tl_tx_unshadow_names(tl_arena *a, tl_kernel *k);

/* The loops over elements that tile op s (copy, fill, clear, reduce_*,
 * atomic_add) stands for, appended to out. Regions whose guard bits are set
 * (legalize_safe_memory_access) read zero and skip writes past the tensor's
 * edge. False when out of memory. */
bool tl_tx_lower_tile_op(tl_arena *a, tl_kernel *k, const tl_stmt *s, tl_block *out);

/* A zero of dtype t, written so that the printed IR reads back as the same
 * dtype (a cast around an f32 or i32 literal where needed). */
tl_expr *tl_tx_zero(tl_arena *a, tl_dtype t, tl_srcloc loc);

/* A reduction's identity in dtype t (0; -inf / the minimum for max; +inf /
 * the maximum for min), and one combining step acc op x (absmax: max of acc
 * and |x|), as lower_tile_ops and the interpreter use them. */
tl_expr *tl_tx_reduce_identity(tl_arena *a, tl_tileop op, tl_dtype t, tl_srcloc loc);
tl_expr *tl_tx_reduce_step(tl_arena *a, tl_tileop op, tl_expr *acc, tl_expr *x, tl_srcloc loc);

/* True when e is made of block, loop and shape variables, non-negative
 * integer literals, / and ceildiv: provably >= 0 (not + or *, which wrap in
 * i32). */
bool tl_tx_nonneg(const tl_expr *e);

/* Slices as gemm and reduction operands become buffers of their tile's
 * shape, copied in before the op and out after it (slice_operands.c); run
 * by layout_inference before it lays out fragments. False when out of
 * memory. */
bool tl_tx_stage_slice_operands(tl_arena *a, tl_kernel *k);

#define TL_TX_OOM(err) tl_error_set((err), TL_ERR_INTERNAL, "out of memory")

#endif
