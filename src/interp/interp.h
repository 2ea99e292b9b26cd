/*
 * interp.h: the reference interpreter. It evaluates a verified tile-IR kernel
 * (what tl_lang_compile returns) directly at tile level, with no lowering
 * passes, on tensors in host memory. It is the oracle that every backend and
 * every pass is compared with (`tilec run --check`, the tests).
 *
 * Flow: source -> tl_lang_compile -> tile IR -> tl_interp_run (this file);
 * the compiled paths go on through the passes and codegen instead.
 *
 * Semantics, as the interpreter defines them:
 * - Arguments come in parameter order, one tl_interp_tensor each; a scalar
 *   parameter is a tensor with ndim 0 whose data points at one value of the
 *   parameter's dtype. Data is row-major and contiguous in the tensor's dtype
 *   (bool: one byte, 0 or 1; f16/bf16: the IEEE binary16 / bfloat16 bits).
 * - Symbolic shape dims are bound from the tensor shapes; a dim named twice
 *   must have one size, a constant dim (a literal, a const, a -D value) must
 *   match, and every dim fits in i32.
 * - The blocks of the grid run one after another (bx fastest, then by, bz).
 *   Within a block the statements run once, in order: tile ops are whole-tile
 *   operations, `parallel` loops run their iterations in order (first variable
 *   outermost), `range`/`pipelined`/`unroll`/`vectorized`/thread loops are
 *   plain serial loops, `barrier()` does nothing. Shared, fragment and local
 *   buffers are per-block arrays, zeroed when their allocation runs.
 * - A threads region (`for t in threads()`) runs its threads in lock-step,
 *   statement by statement, each with its own variables; a warp operation's
 *   operands are evaluated in every thread before the statement that holds
 *   it runs, and its results computed lane by lane (a reduction by the
 *   butterfly of distances 16, 8, 4, 2, 1), as docs/language.md defines.
 * - Global tensors are bounds-safe: a tile-op element or an element-wise
 *   access outside one is masked (a read gives zero, a write is skipped), and
 *   the run can report the first (tl_interp_options.warning). An element
 *   load/store or a tile-op region outside an on-chip buffer is an error.
 * - Integers wrap to their width (tl_value_wrap_int, ir/value.h). `/` and `%` truncate toward zero (C); the
 *   one overflowing case, MIN / -1, wraps (the remainder is 0); ceildiv rounds
 *   toward +inf; an integer division or ceildiv by zero is an error.
 *   `&&` and `||` short-circuit; `select` evaluates only the chosen arm.
 * - Float -> int casts truncate toward zero and saturate at the dtype's range;
 *   NaN gives 0. Any -> bool is `!= 0`. min/max (the functions and the
 *   reductions) ignore a NaN operand like C's fmin/fmax.
 * - Floats are held as doubles. Without f64_accumulate every float result
 *   (operator, math function, cast, literal, store, gemm product and sum,
 *   reduction step) is rounded to its dtype right away, round-to-nearest-even
 *   (tl_value_round), so an f32 kernel computes in f32 and an f16 one in
 *   f16; gemm rounds each product to C's dtype and then each sum. With
 *   f64_accumulate nothing inside the kernel is rounded: every float (in
 *   on-chip buffers too, whatever their dtype; float -> float casts are
 *   no-ops) stays a double until a store to a global tensor rounds it once to
 *   the tensor's dtype, except f4e2m1, a storage dtype that nothing
 *   computes in: a conversion to it rounds in both modes (an unrounded
 *   f4e2m1 would be off by up to a third of its value, not an accumulation
 *   error). Loads from global tensors give their exact values in both
 *   modes. The mode without f64_accumulate is the exact one: it computes
 *   as hardware of each dtype does (bit-for-bit for +, -, *, /, sqrt,
 *   conversions and integers), so results that are integers computed from
 *   floats (quantization) are compared with it exactly.
 * Errors come back as false with `file:line:col: error: message` in err.
 */
#ifndef TL_INTERP_INTERP_H
#define TL_INTERP_INTERP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ir/ir.h"

typedef struct tl_interp_tensor {
    tl_dtype dtype;
    int ndim; /* 0: a scalar parameter */
    int64_t shape[TL_IR_MAX_DIMS];
    void *data;
} tl_interp_tensor;

/* Runs kernel k on args (nargs must be k->nparams). Outputs are written in
 * place. False with a message in err (errcap bytes, may be 0) on a bad
 * argument or an evaluation error; tensors may then be partly written. */
bool tl_interp_run_kernel(const tl_kernel *k, tl_interp_tensor *args, size_t nargs,
                          bool f64_accumulate, char *err, size_t errcap);

/* What a run may be asked besides its arguments. */
typedef struct tl_interp_options {
    bool f64_accumulate; /* gemm and reductions accumulate in f64 */
    /* The first element-wise access of a global tensor outside it, as
     * "file:line:col: warning: ..." (such a load reads 0 and such a store
     * is dropped, as in every backend), or "" when there was none. NULL: not
     * asked. */
    char *warning;
    size_t warning_cap;
} tl_interp_options;

bool tl_interp_run_kernel_with(const tl_kernel *k, tl_interp_tensor *args, size_t nargs, const tl_interp_options *o,
                               char *err, size_t errcap);

/* The same for the kernel of m named kernel (NULL: m's first kernel). */
bool tl_interp_run(const tl_module *m, const char *kernel, tl_interp_tensor *args, size_t nargs,
                   bool f64_accumulate, char *err, size_t errcap);

/* Runs the kernels of m named by kernels, in order, as one sequence: the
 * tensors and scalars they take are args, matched by names[i] (every
 * parameter of theirs that is not a global buffer of m must be there);
 * each global buffer of m that one of them names (`global Partial: ...`)
 * is allocated here, zero-filled, with its dims from the shape dims the args
 * bind (by name), passed to every kernel naming it, and freed when the
 * sequence ends. The definition of a sequence's semantics (tilec run
 * --kernel a,b does the same with its own buffers). */
bool tl_interp_run_sequence(const tl_module *m, const char *const *kernels, size_t nkernels, const char *const *names,
                            tl_interp_tensor *args, size_t nargs, bool f64_accumulate, char *err, size_t errcap);

/* An element of a tensor's data (index i, row-major) as a double, and back
 * (rounded or converted as a store would). For tests and the command line. */
double tl_interp_get(tl_dtype t, const void *data, size_t i);
void tl_interp_set(tl_dtype t, void *data, size_t i, double v);

#endif
