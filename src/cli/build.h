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
    bool no_tuned; /* run, build: ignore the best configuration `tilec tune` kept */
    unsigned long long seed;
    int workers;
    /* tilec tune: --jobs N, --json FILE, --max-configs N, --bench-ms MS */
    int jobs, max_configs, bench_ms;
    const char *json;
    /* Filled as the compilation goes. */
    tl_arena *arena;
    char *source;
    size_t source_len;
    tl_module *module;    /* what the passes lower, in place */
    tl_module *reference; /* the same source as the front end gave it: what --check interprets, --bench reads */
    const tl_context *ctx;
    tl_compilation comp;
    bool compiled;
    tl_kernel_handle *handle;
} cli_options;

/* One kernel timed (run.c): the median of its runs, and what that means. */
typedef struct cli_bench {
    double median_s, min_s, max_s;
    int runs;
    bool device_timed;  /* device events with a cold L2 (else the host's clock) */
    double gbps;        /* bytes of the arguments / median */
    double gflops;      /* 2*M*N*K / median for a GEMM, else 0 */
    long long m, n;
    double k;
} cli_bench;

/* The tensors of one kernel, made as `tilec run` makes them (--dim, --dist,
 * defaults for unbound dims, random values from --seed, on the target kind's
 * device), then launched by any number of handles of kernels with the same
 * signature (run.c; `tilec tune` times its configurations on one set). */
typedef struct cli_tensors cli_tensors;
cli_tensors *cli_tensors_new(const cli_options *o, const tl_module *m, const tl_kernel *k, tl_error *err);
/* Whether kernel k takes tensors of the same dtypes and extents. */
bool cli_tensors_fit(const cli_tensors *t, const tl_kernel *k);
/* Launches the kernel of h once on the inputs as they were made and compares
 * every tensor with the interpreter running ref: *ok, and why not. */
bool cli_tensors_check(cli_tensors *t, tl_kernel_handle *h, const tl_kernel *ref, bool *ok, char *why, size_t cap,
                       tl_error *err);
/* Times the kernel of h as --bench does, in about budget_s seconds. */
bool cli_tensors_bench(cli_tensors *t, tl_kernel_handle *h, const tl_kernel *ref, double budget_s, cli_bench *out,
                       tl_error *err);
void cli_tensors_free(cli_tensors *t);

/* ---- the best configuration `tilec tune` keeps (tuned.c) ---- */

/* Whether m has a tune() const that no -D fixed. */
bool cli_has_open_tuned(const tl_module *m);
/* The device of ctx's target as its kind's detector reads it (arch,
 * limits), else the target. */
void cli_device_text(const tl_context *ctx, char *buf, size_t cap);
/* The key of m's best configuration for kernel on ctx's device (see tuned.c),
 * as 64 hex digits. */
bool cli_tuned_key(const cli_options *o, const tl_module *m, const char *kernel, const tl_context *ctx, char out[65]);
/* Keeps values (NAME=VALUE of each tune() const) as the best for key; path:
 * the file written. */
bool cli_tuned_store(const char *key, const char *source, const tl_define *values, int n, double median_ms,
                     char *path, size_t cap, tl_error *err);
/* The values kept for key (at most cap, copied into a), or 0 when none (or
 * the file cannot be trusted); path: its file. */
int cli_tuned_find(const char *key, tl_arena *a, tl_define *values, int cap, double *median_ms, char *path,
                   size_t pcap);

/* Each returns 0, or the exit status after printing the error. */
int cli_parse(int argc, char **argv, const char *cmd, cli_options *o);
/* The backend context of o's target (o->ctx), made once; a codegen's form
 * (--emit KIND) needs no execution backend, so where none can run here it
 * is made without one. */
int cli_context(cli_options *o);
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
