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
 * What a codegen makes belongs to it: its source text (device_source,
 * host_source) and an opaque artifact (device_artifact, host_artifact: an
 * LLVM module, a cubin, ...) that only the codegen's own functions, named in
 * its spec (emit, free), and its backend's load functions understand.
 * tl_emit writes either side in a form the codegen offers (`tilec build
 * --emit KIND`), tl_load hands the compilation to the load function that the
 * backend's spec names for the context's execution backend, and
 * tl_compilation_free frees the artifacts through their codegens' free
 * functions. Nothing here knows what an artifact is.
 *
 * The launch ABI between host code and device code, for every backend: the
 * device side defines, for each kernel NAME, an entry point whose name is the
 * target kind's launch_prefix (specs: `tilec_launch_` by default) + NAME,
 *
 *   int tilec_launch_NAME(void *const *args, const int64_t *dims, const void *self);
 *
 * args[i] is the data pointer of tensor parameter i (row-major, contiguous,
 * elements of the parameter's dtype; f16/bf16 as their 16-bit patterns) or a
 * pointer to the value of scalar parameter i; dims[j] the value of
 * kernel->shape_vars[j]; self the launch's tl_launch_config
 * (runtime/runtime.h), or NULL for the defaults. The caller has checked the
 * arguments. Returns 0.
 *
 * The host side (host codegens, for execution backends that enable host
 * codegen) defines for each NAME the packed entry point
 *
 *   int tilec_packed_NAME(void *self, const tl_any *args, int nargs, tl_any *ret);
 *
 * whose arguments are TL_ANY_TENSOR DLTensor pointers (scalars: TL_ANY_INT or
 * TL_ANY_FLOAT). It checks count, ndim, dtype, the device type of the target
 * kind (its spec's device_type), NULL data, contiguity, every shape against
 * the other arguments and the -D values, then binds dims and calls the
 * launch entry point with self. On a bad argument it returns -1 with
 * ret->type = TL_ANY_STR and ret->v.s a message naming the argument
 * ("argument 2 (C): expected ndim 2, got 3"). tl_any and DLTensor are laid
 * out as in tilec.h and dlpack.h; dtypes as DLPack codes (ir/value.h).
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
    /* What the front end made the module from, when the caller sets it: the
     * text and the -D values. The llvm target's load keys its compile cache
     * entry by them (with the module as the passes left it) before any LLVM
     * module is built; without them it keys by the modules (src/llvm/jit.c). */
    const char *source;
    size_t source_len;
    const tl_define *defines;
    size_t ndefines;

    /* Pass options (specs/passes.lua) by name; tl_compilation_option reads them. */
    const char *option_names[TL_MAX_PASS_OPTIONS];
    bool option_values[TL_MAX_PASS_OPTIONS];
    int noptions;

    /* Observing the pipeline: print the IR after the pass named dump_after
     * (to dump), and the time of each pass (to timing). NULL: off. */
    const char *dump_after;
    FILE *dump;
    FILE *timing;

    /* What the codegens made (see the top of this file): source text,
     * malloc'd by tl_strbuf, and artifacts that belong to the codegens that
     * made them (a load function that takes one over sets it to NULL). */
    const tl_device_codegen *device_codegen; /* set by tl_run_codegen */
    const tl_host_codegen *host_codegen;     /* NULL when no host code was made */
    tl_strbuf device_source;
    tl_strbuf host_source;
    void *device_artifact;
    void *host_artifact;
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

/* The emit kinds of c's device codegen (after tl_run_codegen), or of the
 * device codegen ctx's target would use when c is NULL. */
const tl_emit_kind *tl_emit_kinds(const tl_context *ctx, size_t *n);
/* Looks up kind among the emit kinds of the device codegen, and "host"
 * (the host codegen's output); NULL with err naming the kinds offered. */
const tl_emit_kind *tl_find_emit_kind(const tl_compilation *c, const char *kind, tl_error *err);
/* Appends c's output in form kind to out: "host" is the host codegen's
 * (its emit function, else host_source), any other kind the device codegen's
 * emit function's ("source" without one: device_source). */
bool tl_emit(tl_compilation *c, const char *kind, tl_strbuf *out, tl_error *err);

/* Builds and loads c through the load function that the context's backend
 * names for its execution backend: a handle whose kernels can be launched
 * (runtime/runtime.h). */
tl_kernel_handle *tl_load(tl_compilation *c, tl_error *err);

#endif
