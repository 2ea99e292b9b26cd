/*
 * compile.h: one compilation, from verified tile IR to a loadable artifact.
 *
 * Flow: tl_lang_compile (src/lang) gives the module; tl_compile binds it to a
 * backend context (src/backend), runs the backend's pipeline for the target
 * kind (the passes named in specs/, in order, each step skipped when its pass
 * option is off), then the device codegen and, when the execution backend
 * enables host codegen, the host codegen, and finally the execution backend
 * builds the artifact (src/runtime). Passes and codegens receive the
 * tl_compilation and change or fill it; nothing after tl_compile's start
 * resolves the backend again: everything comes from c->ctx.
 *
 * The C target's generated-code contract (device codegen `c`, host codegen
 * `c`, execution backends `cython` and `tvm_ffi`):
 *
 *   device source: one C11 translation unit. It starts with the CPU prelude
 *   (`#include "tilec_prelude.h"`: f16/bf16, math, the block scheduler, the
 *   gemm micro-kernels; src/cpu/prelude/, written next to the source when it
 *   is built) and defines, for each kernel NAME of the module:
 *
 *     int tilec_launch_NAME(void *const *args, const int64_t *dims, int nworkers);
 *
 *   args[i] is the data pointer of tensor parameter i (row-major, contiguous,
 *   elements of the parameter's dtype; f16/bf16 as their 16-bit patterns) or a
 *   pointer to the value of scalar parameter i. dims[j] is the value of
 *   kernel->shape_vars[j]. The caller has checked the arguments. Blocks run
 *   over nworkers threads (0: one per core). Returns 0.
 *
 *   host source (host codegen `c`, used by tvm_ffi): defines for each NAME
 *
 *     int tilec_packed_NAME(void *self, const tl_any *args, int nargs, tl_any *ret);
 *
 *   whose self, when not NULL, points at the int nworkers of the launch, and
 *   whose arguments are TL_ANY_TENSOR DLTensor pointers (scalars: TL_ANY_INT
 *   or TL_ANY_FLOAT). It checks count, ndim, dtype, device (kDLCPU), NULL
 *   data, contiguity, every shape against the other arguments and the -D
 *   values, then binds dims and calls tilec_launch_NAME. On a bad argument it
 *   returns -1 with ret->type = TL_ANY_STR and ret->v.s a message naming the
 *   argument ("argument 2 (C): expected ndim 2, got 3"). tl_any and DLTensor
 *   are laid out as in tilec.h and dlpack.h.
 *
 *   dtypes as DLPack (0.6) codes: iN {kDLInt, N, 1}, uN {kDLUInt, N, 1},
 *   f16/f32/f64 {kDLFloat, N, 1}, bf16 {kDLBfloat, 16, 1}, bool {kDLUInt, 8, 1}
 *   (DLPack 0.6 has no bool code; one byte, 0 or 1).
 */
#ifndef TL_COMPILE_COMPILE_H
#define TL_COMPILE_COMPILE_H

#include <stdbool.h>
#include <stdio.h>

#include "ir/ir.h"
#include "tilec/tilec.h"
#include "util/arena.h"

#define TL_MAX_PASS_OPTIONS 16

typedef struct tl_compilation {
    tl_arena *arena;      /* everything below is allocated from it */
    const tl_context *ctx;
    tl_module *module;    /* the IR the passes transform in place */
    const char *path;     /* the source file, for messages */

    /* Pass options (specs/passes.lua) by name; tl_compilation_option reads them. */
    const char *option_names[TL_MAX_PASS_OPTIONS];
    bool option_values[TL_MAX_PASS_OPTIONS];
    int noptions;

    /* Observing the pipeline: print the IR after the pass named dump_after
     * (to dump), and the time of each pass (to timing). NULL: off. */
    const char *dump_after;
    FILE *dump;
    FILE *timing;

    /* What the codegens write: C (or CUDA, ...) source, malloc'd by tl_strbuf;
     * tl_compilation_free releases it. */
    tl_strbuf device_source;
    tl_strbuf host_source;
    const char *device_lang; /* "c", "cuda", ...: the file suffix */

    /* The llvm target: the device codegen builds llvm_module (an
     * LLVMModuleRef) in llvm_context (an LLVMOrcThreadSafeContextRef, which
     * owns its LLVMContextRef); the host codegen `llvm` adds its packed entry
     * points to the same module. tl_compilation_free disposes of what is left
     * (an execution backend that takes the module over sets it to NULL). */
    void *llvm_context;
    void *llvm_module;
} tl_compilation;

/* Starts a compilation of module m (from tl_lang_compile) for ctx. */
void tl_compilation_init(tl_compilation *c, tl_arena *arena, const tl_context *ctx, tl_module *m,
                         const char *path);

void tl_compilation_free(tl_compilation *c);

/* A pass option's value: a --pass-option override, else its declared default.
 * An unknown name is false. */
bool tl_compilation_option(const tl_compilation *c, const char *name);
/* Overrides one; false (with err) for a name no spec declares. */
bool tl_compilation_set_option(tl_compilation *c, const char *name, bool on, tl_error *err);

/* Runs the context's pipeline for its target. A pass that fails stops it with
 * "pass NAME: <its error>". With dump_after set to a pass the pipeline does not
 * run, fails before running anything. */
bool tl_run_pipeline(tl_compilation *c, tl_error *err);

/* The codegens: device source always (the compiling build when compile is
 * true and the codegen has one), host source when the execution backend
 * enables host codegen, then the host hooks of the target's kind. */
bool tl_run_codegen(tl_compilation *c, bool compile, tl_error *err);

#endif
