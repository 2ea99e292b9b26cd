/*
 * build.h: the compile path `tilec build` and `tilec run` share (build.c).
 */
#ifndef TL_CLI_BUILD_H
#define TL_CLI_BUILD_H

#include <stdio.h>

#include "cli/cli.h"
#include "compile/compile.h"
#include "lang/lang.h"

#define CLI_MAX_DEFS 64

typedef struct cli_options {
    const char *path, *target, *host, *exec, *kernel, *emit, *after, *outdir;
    tl_define defs[CLI_MAX_DEFS];
    int ndefs;
    struct { const char *name, *value; } pass_options[CLI_MAX_DEFS];
    int npass_options;
    /* run --dim NAME=N: a symbolic shape dim bound at launch (the kernel
     * stays generic, unlike -D) */
    struct { const char *name; long long value; } dims[CLI_MAX_DEFS];
    int ndims;
    /* tilec run: --input NAME=file.npy, --output NAME=file.npy, --dist NAME=SPEC */
    struct { const char *name, *value; } inputs[CLI_MAX_DEFS], outputs[CLI_MAX_DEFS], dists[CLI_MAX_DEFS];
    int ninputs, noutputs, ndists;
    bool time_passes, no_cache, check, bench;
    unsigned long long seed;
    int workers;
    /* Filled as the compilation goes. */
    tl_arena *arena;
    char *source;
    tl_module *module;    /* what the passes lower, in place */
    tl_module *reference; /* the same source as the front end gave it: what --check interprets, --bench reads */
    const tl_context *ctx;
    tl_compilation comp;
    bool compiled;
    tl_kernel_handle *handle;
} cli_options;

/* Each returns 0, or the exit status after printing the error. */
int cli_parse(int argc, char **argv, const char *cmd, cli_options *o);
int cli_front_end(cli_options *o);
int cli_compile(cli_options *o, FILE *dump);
/* Builds and loads the artifact through the execution backend (o->handle);
 * with -o DIR, copies it there; print: say where it is. */
int cli_load(cli_options *o, bool print);
/* The --emit kinds of each target kind's device codegen, for build --help. */
void cli_print_emit_kinds(FILE *out);
void cli_options_free(cli_options *o);
/* The file name stem of path: examples/gemm.tile -> gemm. */
const char *cli_stem(tl_arena *a, const char *path);

#endif
