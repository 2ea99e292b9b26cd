/*
 * diff.c: build/tilesmith, tilec's differential driver. For seeds [S, S+N)
 * (or until --time runs out) it generates programs (gen.c), runs each kernel
 * on the reference interpreter in its exact mode and through every route this
 * machine offers (target c through cython and tvm_ffi, and with LLVM target
 * llvm through tvm_ffi, cuda through nvrtc, cython and tvm_ffi where a CUDA
 * device is; --routes all adds the cross hosts), on the same
 * random arguments, and compares every tensor as judge.c decides. A program
 * that fails (a mismatch, a compile or load error, a crash, a hang) is
 * reduced (reduce.c) with --reduce and written to --out as a .tile file.
 *
 * Several seeds share one module (--batch) so that one C compile serves
 * them; each batch runs in a child process with a time limit, so a crash or
 * a hang is attributed to a seed by running the batch's seeds alone again.
 * The generator's invariants are checked on the way: the verifier accepts
 * every program, the printer's output reads back to the same text, the
 * interpreter runs every kernel without an error.
 *
 *   tilesmith --seed S --count N [-j J] [--batch B] [--routes R] [--reduce]
 *   tilesmith --print --seed S            the program for a seed
 *   tilesmith --file F.tile               run a program (a reproducer)
 *   tilesmith --help
 */
#include <dlpack/dlpack.h>
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "compile/compile.h"
#include "cover.h"
#include "gen.h"
#include "judge.h"
#include "lang/lang.h"
#include "reduce.h"
#include "runtime/runtime.h"

/* The one place that loads a compilation through its execution backend. */
static tl_kernel_handle *load(tl_compilation *c, tl_error *err) { return tl_load(c, err); }

/* ---- routes -------------------------------------------------------------- */

typedef struct route {
    const char *name, *target, *host, *exec;
    bool cross; /* the host codegen of the other kind: with --routes all */
} route;

static const route ROUTES[] = {
    { "c/cython", "c", "c", "cython", false },
    { "c/tvm_ffi", "c", "c", "tvm_ffi", false },
    { "llvm/tvm_ffi", "llvm", "llvm", "tvm_ffi", false },
    { "c+llvm-host/tvm_ffi", "c", "llvm", "tvm_ffi", true },
    { "llvm+c-host/tvm_ffi", "llvm", "c", "tvm_ffi", true },
    /* a GPU's routes run where its driver and a device are (the H200) */
    { "cuda/nvrtc", "cuda", "c", "nvrtc", false },
    { "cuda/cython", "cuda", "c", "cython", false },
    { "cuda/tvm_ffi", "cuda", "c", "tvm_ffi", false },
    /* only when named (or all): webgpu and vulkan refuse the 64-bit dtypes
     * that most programs use (run them with --avoid i64,f64) */
    { "webgpu/tvm_ffi", "webgpu", "c", "tvm_ffi", false },
    { "vulkan/tvm_ffi", "vulkan", "c", "tvm_ffi", false },
};
#define NROUTES ((int)(sizeof ROUTES / sizeof *ROUTES))

/* Whether route r can run here: its target's context made, its execution
 * backend available and, for tensors on a device, device 0 able to
 * allocate. Asked in a child: a driver initialised in this process would
 * not survive the fork of each batch (the vulkan kind's detection makes an
 * instance, and NVIDIA's Vulkan driver then refuses vkCreateDevice in a
 * child). */
static bool route_usable_in_child(const route *r, char *msg, size_t cap)
{
    tl_error err = { 0 };
    const tl_context *ctx = tl_create_backend_context(r->target, r->host, r->exec, &err);
    if (!ctx) {
        snprintf(msg, cap, "%.500s", err.msg);
        return false;
    }
    bool ok = tl_exec_backend_available(tl_context_execution_backend(ctx), msg, cap);
    const tl_target_kind *kind = tl_context_target(ctx)->kind;
    const tl_device_api *api = kind->device_api ? kind->device_api() : NULL;
    if (ok && api) {
        void *p = NULL;
        ok = api->alloc(0, 16, &p, &err);
        if (ok)
            api->free(0, p);
        else
            snprintf(msg, cap, "no %s device: %.400s", kind->name, err.msg);
    }
    tl_context_free(ctx);
    return ok;
}

static bool route_available(const route *r, char *why, size_t cap)
{
    if (strcmp(r->target, "llvm") == 0 || strcmp(r->host, "llvm") == 0) {
        if (!tl_have_llvm()) {
            snprintf(why, cap, "tilec is built without LLVM");
            return false;
        }
    }
    int fds[2];
    if (pipe(fds) != 0) {
        snprintf(why, cap, "pipe: %s", strerror(errno));
        return false;
    }
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        char msg[512] = "";
        bool ok = route_usable_in_child(r, msg, sizeof msg);
        if (!ok && write(fds[1], msg, strlen(msg)) < 0)
            _exit(2);
        _exit(ok ? 0 : 1);
    }
    close(fds[1]);
    char msg[512] = "";
    ssize_t n = pid > 0 ? read(fds[0], msg, sizeof msg - 1) : -1;
    msg[n > 0 ? n : 0] = 0;
    close(fds[0]);
    int status = 0;
    if (pid < 0 || waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        snprintf(why, cap, "%s", msg[0] ? msg : "the route's probe failed");
        return false;
    }
    return true;
}

/* ---- options ------------------------------------------------------------- */

typedef struct options {
    uint64_t seed;
    long count;
    double time_limit;
    int jobs, batch, workers, timeout, max_kernels, max_templates, max_tests, max_reduce;
    int max_tensors; /* --max-tensors; -1: 16 where a vulkan or webgpu route runs, else none */
    const char *file, *out, *routes;
    uint32_t avoid;
    bool print, reduce, verbose, cache, coverage, rotate;
    const char *shapes; /* --shapes M=3,N=1 */
} options;

static options O;
static const route *active[NROUTES];
static int nactive;

/* ---- results -------------------------------------------------------------- */

/* One line per event, written by the process that runs a batch:
 *   FAIL <seed> <kind> <route> <message>
 *   STAT <seed> <kernels> <exact> <zsign> <approx> <skip> <launches>
 *   STAGE <seed> <what>           before a step that may crash
 *   REFUSED <seed> <route> <why>  a backend refuses the program by design
 *   COV <key> <n>
 * kinds: frontend roundtrip interp compile load launch mismatch crash timeout */
static FILE *res;

static void report(uint64_t seed, const char *kind, const char *rname, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static void report(uint64_t seed, const char *kind, const char *rname, const char *fmt, ...)
{
    char msg[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    for (char *p = msg; *p; p++)
        if (*p == '\n' || *p == '\r')
            *p = '|';
    fprintf(res, "FAIL %" PRIu64 " %s %s %s\n", seed, kind, rname ? rname : "-", msg);
    fflush(res);
}

static void stage(uint64_t seed, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void stage(uint64_t seed, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    fprintf(res, "STAGE %" PRIu64 " %s\n", seed, msg);
    fflush(res);
}

/* Some programs a backend refuses by design, with an error that says so:
 * they are not the backend's failure but the generator's reach beyond it.
 * The cuda backend's thread_sync refuses an if outside parallel loops that
 * needs a barrier when its condition may differ between the block's threads
 * (the generator's block-uniform branches may read locals). */
static bool refused_by_design(const char *msg)
{
    return strstr(msg, "needs a barrier inside it, but whether the block's threads run it may differ") != NULL ||
           strstr(msg, "WGSL has no 64-bit types") != NULL || strstr(msg, "the webgpu codegen cannot write this") != NULL ||
           strstr(msg, "the vulkan codegen computes in 32 bits") != NULL ||
           strstr(msg, "the vulkan codegen cannot write this") != NULL ||
           strstr(msg, "bytes of workgroup memory") != NULL || strstr(msg, "the device's limits are too small") != NULL ||
           strstr(msg, "no fp8, fp4 or e8m0") != NULL ||
           strstr(msg, "storage buffers in a compute shader") != NULL;
}

static void refused(uint64_t seed, const char *rname, const char *msg)
{
    char m[4096];
    snprintf(m, sizeof m, "%s", msg);
    for (char *p = m; *p; p++)
        if (*p == '\n' || *p == '\r')
            *p = '|';
    fprintf(res, "REFUSED %" PRIu64 " %s %s\n", seed, rname, m);
    fflush(res);
}

/* ---- one program ------------------------------------------------------------ */

/* The seed a kernel came from: its name starts with s<seed>_, else dflt. */
static uint64_t kernel_seed(const tl_kernel *k, uint64_t dflt)
{
    const char *n = k->name;
    if (n[0] != 's')
        return dflt;
    char *end;
    unsigned long long v = strtoull(n + 1, &end, 10);
    return end != n + 1 && *end == '_' ? (uint64_t)v : dflt;
}

typedef struct kstate {
    const tl_kernel *k; /* in the reference module */
    uint64_t seed;
    int64_t dims[64];
    ts_plan *plan;
    ts_arg *args;
    void **ref;         /* tensors after the interpreter */
    bool ok;            /* the interpreter ran it */
} kstate;

typedef struct prog {
    const char *text;
    size_t len;
    const char *path;
    uint64_t dflt_seed;
    const ts_shapes *shapes;
    tl_arena *arena;
    tl_module *m;
    kstate *ks;
    size_t nk;
    int nfail;
} prog;

static char *print_module(const tl_module *m)
{
    char *buf = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&buf, &n);
    if (!f)
        return NULL;
    tl_ir_print(f, m);
    fclose(f);
    return buf;
}

static tl_module *front_end(tl_arena *a, const char *path, const char *text, size_t len, char **diag)
{
    char *buf = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&buf, &n);
    int nerr = 0;
    tl_module *m = tl_lang_compile(a, path, text, len, NULL, 0, f, &nerr);
    fclose(f);
    if (diag)
        *diag = buf;
    else
        free(buf);
    return m;
}

static bool batch_mode, batch_frontend_failed;

/* The seed to blame when something fails for the module as a whole. */
static uint64_t module_seed(const prog *p)
{
    return p->nk ? p->ks[0].seed : p->dflt_seed;
}

/* Parses, checks the printer round trip, plans, makes the arguments and runs
 * the interpreter. False when the module does not get that far. */
static bool prepare(prog *p, bool roundtrip, ts_cover *cov)
{
    p->arena = tl_arena_new();
    char *diag = NULL;
    p->m = front_end(p->arena, p->path, p->text, p->len, &diag);
    if (!p->m && batch_mode) {
        /* which seed: run_batch tries them one by one */
        batch_frontend_failed = true;
        free(diag);
        p->nfail++;
        return false;
    }
    if (!p->m) {
        report(p->dflt_seed, "frontend", NULL, "the front end rejects a generated program: %s", diag ? diag : "");
        free(diag);
        p->nfail++;
        return false;
    }
    free(diag);
    if (cov)
        ts_cover_module(cov, p->m);
    if (roundtrip) {
        /* print, parse, print: the same text */
        char *t1 = print_module(p->m);
        tl_arena *a2 = tl_arena_new();
        char *d2 = NULL;
        tl_module *m2 = t1 ? front_end(a2, "<printed>", t1, strlen(t1), &d2) : NULL;
        char *t2 = m2 ? print_module(m2) : NULL;
        if (!m2)
            report(p->dflt_seed, "roundtrip", NULL, "tl_ir_print's output does not parse: %s", d2 ? d2 : "");
        else if (!t2 || strcmp(t1, t2) != 0)
            report(p->dflt_seed, "roundtrip", NULL, "printing the parsed print differs");
        p->nfail += !m2 || !t2 || strcmp(t1, t2) != 0;
        free(t1), free(t2), free(d2);
        tl_arena_free(a2);
    }
    p->nk = p->m->nkernels;
    p->ks = calloc(p->nk + 1, sizeof *p->ks);
    const char *ov[TS_MAX_SHAPES];
    char ovbuf[TS_MAX_SHAPES][64];
    int nov = 0;
    for (int i = 0; p->shapes && i < p->shapes->n; i++) {
        snprintf(ovbuf[i], sizeof ovbuf[i], "%s=%ld", p->shapes->names[i], p->shapes->values[i]);
        ov[nov++] = ovbuf[i];
    }
    for (size_t i = 0; i < p->nk; i++) {
        kstate *s = &p->ks[i];
        const tl_kernel *k = p->m->kernels[i];
        s->k = k;
        s->seed = kernel_seed(k, p->dflt_seed);
        if (k->nshape_vars > 64 || k->nparams > 64) {
            report(s->seed, "frontend", NULL, "kernel %s has too many parameters for tilesmith", k->name);
            p->nfail++;
            continue;
        }
        ts_bind_shapes(k, s->seed, ov, nov, s->dims);
        s->plan = calloc(k->nparams + 1, sizeof *s->plan);
        s->args = calloc(k->nparams + 1, sizeof *s->args);
        s->ref = calloc(k->nparams + 1, sizeof *s->ref);
        ts_judge_plan(k, s->dims, s->plan);
        char err[512];
        if (!ts_make_args(k, s->dims, s->plan, s->seed, s->args, err, sizeof err)) {
            report(s->seed, "interp", NULL, "kernel %s: %s", k->name, err);
            p->nfail++;
            continue;
        }
        tl_interp_tensor view[64];
        for (size_t a = 0; a < k->nparams; a++) {
            s->ref[a] = malloc(s->args[a].bytes ? s->args[a].bytes : 1);
            memcpy(s->ref[a], s->args[a].init, s->args[a].bytes);
        }
        ts_interp_view(s->args, k->nparams, s->ref, view);
        stage(s->seed, "interp %s", k->name);
        char msg[1024];
        if (!tl_interp_run_kernel(k, view, k->nparams, false, msg, sizeof msg)) {
            report(s->seed, "interp", NULL, "kernel %s: the interpreter fails: %s", k->name, msg);
            p->nfail++;
            continue;
        }
        s->ok = true;
    }
    return true;
}

static void release(prog *p)
{
    for (size_t i = 0; i < p->nk; i++) {
        kstate *s = &p->ks[i];
        if (s->args) {
            for (size_t a = 0; a < s->k->nparams; a++)
                free(s->ref[a]);
            ts_free_args(s->args, s->k->nparams);
        }
        free(s->plan), free(s->args), free(s->ref);
    }
    free(p->ks);
    tl_arena_free(p->arena);
    memset(p, 0, sizeof *p);
}

static DLDataType dl_dtype(tl_dtype t)
{
    DLDataType d = { kDLFloat, (uint8_t)tl_dtype_bits(t), 1 };
    if (t == TL_DT_BF16)
        d.code = kDLBfloat;
    else if (t == TL_DT_BOOL)
        d.code = kDLUInt, d.bits = 8;
    else if (tl_dtype_is_int(t))
        d.code = tl_dtype_is_signed(t) ? kDLInt : kDLUInt;
    return d;
}

static int64_t scalar_int(tl_dtype t, const uint8_t *raw)
{
    switch (t) {
    case TL_DT_BOOL: return raw[0] != 0;
    case TL_DT_I8: return (int8_t)raw[0];
    case TL_DT_U8: return raw[0];
    case TL_DT_I16: { int16_t v; memcpy(&v, raw, 2); return v; }
    case TL_DT_U16: { uint16_t v; memcpy(&v, raw, 2); return v; }
    case TL_DT_I32: { int32_t v; memcpy(&v, raw, 4); return v; }
    case TL_DT_U32: { uint32_t v; memcpy(&v, raw, 4); return v; }
    default: { int64_t v; memcpy(&v, raw, 8); return v; }
    }
}

typedef struct counts {
    long exact, zsign, approx, skip, launches;
} counts;

/* In a batch of several seeds, a route that cannot build the module is
 * noted here and tried again on each seed alone, to blame the right one;
 * the same when the front end rejects the module. */
static const route *deferred[NROUTES];
static int ndeferred;

static bool defer(const route *r)
{
    if (!batch_mode)
        return false;
    for (int i = 0; i < ndeferred; i++)
        if (deferred[i] == r)
            return true;
    deferred[ndeferred++] = r;
    return true;
}

/* Compiles the module for route r, launches every kernel the interpreter ran
 * and compares. Returns the failures found. */
static int run_route(prog *p, const route *r, counts *cnt)
{
    int fails = 0;
    uint64_t ms = module_seed(p);
    tl_error err = { 0 };
    tl_arena *arena = tl_arena_new();
    tl_module *m = front_end(arena, p->path, p->text, p->len, NULL);
    const tl_context *ctx = m ? tl_create_backend_context(r->target, r->host, r->exec, &err) : NULL;
    if (!m || !ctx) {
        report(ms, "compile", r->name, "%s", m ? err.msg : "front end");
        tl_arena_free(arena);
        return 1;
    }
    tl_compilation c;
    tl_compilation_init(&c, arena, ctx, m, p->path);
    stage(ms, "compile %s", r->name);
    tl_kernel_handle *h = NULL;
    if (!tl_run_pipeline(&c, &err) || !tl_run_codegen(&c, false, &err)) {
        /* in a batch, each seed alone is tried again to find the one refused */
        if (defer(r))
            fails++;
        else if (refused_by_design(err.msg))
            refused(ms, r->name, err.msg);
        else {
            report(ms, "compile", r->name, "%s", err.msg);
            fails++;
        }
    } else {
        stage(ms, "load %s", r->name);
        h = load(&c, &err);
        if (!h) {
            if (!defer(r))
                report(ms, "load", r->name, "%s", err.msg);
            fails++;
        }
    }
    tl_compilation_free(&c);
    /* a device kind's tensors are copied there and back around each launch */
    const tl_target_kind *kind = tl_context_target(ctx)->kind;
    const tl_device_api *api = kind->device_api ? kind->device_api() : NULL;
    for (size_t i = 0; h && i < p->nk; i++) {
        kstate *s = &p->ks[i];
        if (!s->ok)
            continue;
        const tl_kernel *k = s->k;
        void *got[64], *dev[64] = { 0 };
        bool placed = true;
        DLTensor dl[64];
        tl_any any[64];
        for (size_t a = 0; a < k->nparams; a++) {
            ts_arg *x = &s->args[a];
            got[a] = NULL;
            if (x->tensor) {
                got[a] = malloc(x->bytes ? x->bytes : 1);
                memcpy(got[a], x->init, x->bytes);
                dl[a] = (DLTensor){ .data = got[a], .device = { kDLCPU, 0 }, .ndim = x->ndim,
                                    .dtype = dl_dtype(x->dtype), .shape = x->shape, .strides = NULL,
                                    .byte_offset = 0 };
                if (api && placed) {
                    size_t nb = x->bytes ? x->bytes : 1;
                    placed = api->alloc(0, nb, &dev[a], &err) && api->to_device(0, dev[a], got[a], nb, &err);
                    dl[a].data = dev[a];
                    dl[a].device = (DLDevice){ (DLDeviceType)kind->device_type, 0 };
                }
                any[a].type = TL_ANY_TENSOR;
                any[a].v.p = &dl[a];
            } else if (tl_dtype_is_float(x->dtype)) {
                any[a].type = TL_ANY_FLOAT;
                any[a].v.f = tl_interp_get(x->dtype, x->scalar, 0);
            } else {
                any[a].type = TL_ANY_INT;
                any[a].v.i = scalar_int(x->dtype, x->scalar);
            }
        }
        stage(s->seed, "launch %s %s", r->name, k->name);
        cnt->launches++;
        bool launched = placed && tl_kernel_launch(h, k->name, any, (int)k->nparams, O.workers, &err);
        if (launched && api) {
            launched = api->synchronize(0, &err);
            for (size_t a = 0; launched && a < k->nparams; a++)
                if (dev[a])
                    launched = api->to_host(0, got[a], dev[a], s->args[a].bytes, &err);
        }
        if (!launched) {
            report(s->seed, "launch", r->name, "kernel %s: %s", k->name, err.msg);
            fails++;
        } else {
            for (size_t a = 0; a < k->nparams; a++) {
                ts_arg *x = &s->args[a];
                if (!x->tensor)
                    continue;
                const ts_plan *pl = &s->plan[a];
                switch (pl->cmp) {
                case TS_CMP_EXACT: cnt->exact++; break;
                case TS_CMP_ZSIGN: cnt->zsign++; break;
                case TS_CMP_APPROX: cnt->approx++; break;
                default: cnt->skip++; break;
                }
                ts_diff d = ts_compare(x, pl, got[a], s->ref[a]);
                if (!d.bad)
                    continue;
                char g1[96], w1[96], idx[128];
                ts_format_elem(x->dtype, got[a], d.first, g1, sizeof g1);
                ts_format_elem(x->dtype, s->ref[a], d.first, w1, sizeof w1);
                size_t rem = d.first;
                size_t n = 0;
                int64_t ix[TL_IR_MAX_DIMS];
                for (int dd = x->ndim - 1; dd >= 0; dd--) {
                    ix[dd] = (int64_t)(rem % (size_t)x->shape[dd]);
                    rem /= (size_t)x->shape[dd];
                }
                idx[0] = 0;
                for (int dd = 0; dd < x->ndim; dd++)
                    n += (size_t)snprintf(idx + n, sizeof idx - n, "%s%" PRId64, dd ? ", " : "", ix[dd]);
                char shapes[256] = "";
                size_t sn = 0;
                for (size_t j = 0; j < k->nshape_vars; j++)
                    sn += (size_t)snprintf(shapes + sn, sizeof shapes - sn, "%s%s=%" PRId64, j ? "," : "",
                                           k->shape_vars[j]->name, s->dims[j]);
                report(s->seed, "mismatch", r->name,
                       "kernel %s (%s): %s %s%s [%s]: %zu of %zu elements differ (%s); first [%s]: got %s, want %s",
                       k->name, shapes[0] ? shapes : "no shapes", pl->written ? "output" : "input",
                       k->params[a].name, "", tl_dtype_name(x->dtype), d.nbad, x->elems, ts_cmp_name(pl->cmp), idx,
                       g1, w1);
                fails++;
            }
        }
        for (size_t a = 0; a < k->nparams; a++) {
            free(got[a]);
            if (dev[a])
                api->free(0, dev[a]);
        }
    }
    tl_kernel_handle_free(h);
    tl_context_free(ctx);
    tl_arena_free(arena);
    return fails;
}

/* Everything for one module: prepare, then every active route. */
static int run_program(const char *text, const char *path, uint64_t dflt_seed, const ts_shapes *shapes,
                       const route *const *routes, int nroutes, ts_cover *cov, bool roundtrip)
{
    prog p = { 0 };
    p.text = text;
    p.len = strlen(text);
    p.path = path;
    p.dflt_seed = dflt_seed;
    p.shapes = shapes;
    if (!prepare(&p, roundtrip, cov)) {
        int f = p.nfail;
        release(&p);
        return f;
    }
    counts cnt = { 0 };
    int fails = p.nfail;
    for (int i = 0; i < nroutes; i++)
        fails += run_route(&p, routes[i], &cnt);
    for (size_t i = 0; i < p.nk; i++)
        if (i == 0 || p.ks[i].seed != p.ks[i - 1].seed)
            fprintf(res, "STAT %" PRIu64 " %zu %ld %ld %ld %ld %ld\n", p.ks[i].seed, p.nk, cnt.exact, cnt.zsign,
                    cnt.approx, cnt.skip, cnt.launches);
    fflush(res);
    release(&p);
    return fails;
}

/* ---- batches ---------------------------------------------------------------- */

static char *gen_text(uint64_t seed, bool prefixed)
{
    char prefix[32];
    snprintf(prefix, sizeof prefix, "s%" PRIu64 "_", seed);
    ts_gen_options go = { prefixed ? prefix : NULL, O.max_kernels, O.max_templates, O.avoid,
                          O.max_tensors > 0 ? O.max_tensors : 0 };
    return ts_generate(seed, &go);
}

/* The routes a batch runs: all, or with --rotate one of the routes of each
 * target by turns (they share the device code; their builds dominate). */
static int batch_routes(uint64_t first, const route **out)
{
    int n = 0;
    for (int i = 0; i < nactive; i++) {
        if (!O.rotate) {
            out[n++] = active[i];
            continue;
        }
        int same = 0, mine = 0;
        for (int j = 0; j < nactive; j++)
            if (strcmp(active[j]->target, active[i]->target) == 0) {
                if (j < i)
                    mine++;
                same++;
            }
        if ((first / (uint64_t)O.batch) % (uint64_t)same == (uint64_t)mine)
            out[n++] = active[i];
    }
    return n;
}

/* The child's work: seeds [first, first + n) as one module (on route only
 * when route >= 0). */
static int run_batch(uint64_t first, int n, int only)
{
    size_t cap = 0, len = 0;
    char *text = NULL;
    for (int i = 0; i < n; i++) {
        char *t = gen_text(first + (uint64_t)i, true);
        size_t tl = strlen(t);
        if (len + tl + 2 > cap) {
            cap = (len + tl + 2) * 2;
            text = realloc(text, cap);
        }
        memcpy(text + len, t, tl + 1);
        len += tl;
        free(t);
    }
    ts_cover *cov = O.coverage ? ts_cover_new() : NULL;
    char path[64];
    snprintf(path, sizeof path, "seed-%" PRIu64 ".tile", first);
    const route *rs[NROUTES] = { 0 };
    int nr = only >= 0 ? (rs[0] = active[only], 1) : batch_routes(first, rs);
    batch_mode = n > 1;
    batch_frontend_failed = false;
    ndeferred = 0;
    int fails = run_program(text, path, first, NULL, rs, nr, cov, true);
    batch_mode = false;
    if (batch_frontend_failed)
        for (int i = 0; i < n; i++) {
            char *t = gen_text(first + (uint64_t)i, true);
            char sp[64];
            snprintf(sp, sizeof sp, "seed-%" PRIu64 ".tile", first + (uint64_t)i);
            fails += run_program(t, sp, first + (uint64_t)i, NULL, rs, nr, NULL, true);
            free(t);
        }
    for (int d = 0; d < ndeferred; d++)
        for (int i = 0; i < n; i++) {
            char *t = gen_text(first + (uint64_t)i, true);
            char sp[64];
            snprintf(sp, sizeof sp, "seed-%" PRIu64 ".tile", first + (uint64_t)i);
            fails += run_program(t, sp, first + (uint64_t)i, NULL, &deferred[d], 1, NULL, false);
            free(t);
        }
    if (cov)
        ts_cover_dump(cov, res);
    ts_cover_free(cov);
    free(text);
    return fails;
}

/* ---- the parent: scheduling children ------------------------------------------ */

typedef struct child {
    pid_t pid;
    uint64_t first;
    int n;
    int route;   /* >= 0: a rerun of one seed on this route alone */
    char path[256];
    double started;
} child;

typedef struct failure {
    uint64_t seed;
    char kind[16], route[32];
    char *msg;
} failure;

static failure *fails;
static size_t nfails, capfails;
/* programs a route refuses by design: reported, not failures */
static failure *refusals;
static size_t nrefusals, caprefusals;
static long programs_run, launches, cmp_exact, cmp_zsign, cmp_approx, cmp_skip, kernels_run;
static ts_cover *total_cov;

/* SIGTERM or SIGINT (a `timeout` around the run, ^C): the batches running
 * are stopped and the summary of what finished is printed, so that a run cut
 * short still says which seeds failed and how far it got. */
static volatile sig_atomic_t stop_signal;

static void on_stop(int sig) { stop_signal = sig; }

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static void add_failure(uint64_t seed, const char *kind, const char *rname, const char *msg)
{
    if (nfails == capfails) {
        capfails = capfails ? 2 * capfails : 64;
        fails = realloc(fails, capfails * sizeof *fails);
    }
    failure *f = &fails[nfails++];
    f->seed = seed;
    snprintf(f->kind, sizeof f->kind, "%s", kind);
    snprintf(f->route, sizeof f->route, "%s", rname);
    f->msg = strdup(msg);
    printf("FAIL seed %" PRIu64 ": %s on %s: %s\n", seed, kind, rname, msg);
    fflush(stdout);
}

static bool spawn(child *c, uint64_t first, int n, int only)
{
    static unsigned serial;
    snprintf(c->path, sizeof c->path, "%s/tilesmith-%d-%" PRIu64 "-%u.out", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp",
             (int)getpid(), first, serial++);
    c->first = first, c->n = n, c->route = only, c->started = now();
    fflush(stdout), fflush(stderr);
    pid_t pid = fork();
    if (pid < 0)
        return false;
    if (pid == 0) {
        res = fopen(c->path, "w");
        if (!res)
            _exit(3);
        /* LLVM's remarks and the C compiler's chatter: kept for a crash report */
        char ep[300];
        snprintf(ep, sizeof ep, "%s.err", c->path);
        if (!freopen(ep, "w", stderr))
            _exit(3);
        alarm((unsigned)(O.timeout * (n > 1 ? 2 : 1)));
        run_batch(first, n, only);
        fclose(res);
        _exit(0);
    }
    c->pid = pid;
    return true;
}

typedef struct rerun {
    uint64_t seed;
    int route;
} rerun;

/* Reads a child's results; a batch that crashed or hung is queued again as
 * one run per seed and route, to find the culprit and test the rest. */
static void collect(child *c, int status, rerun **retry, size_t *nretry)
{
    FILE *f = fopen(c->path, "r");
    char line[8192];
    char last_stage[600] = "";
    uint64_t last_seed = c->first;
    while (f && fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = 0;
        if (strncmp(line, "FAIL ", 5) == 0) {
            char kind[16], rname[64];
            unsigned long long seed;
            int off = 0;
            if (sscanf(line + 5, "%llu %15s %63s %n", &seed, kind, rname, &off) >= 3)
                add_failure(seed, kind, rname, line + 5 + off);
        } else if (strncmp(line, "REFUSED ", 8) == 0) {
            char rname[64];
            unsigned long long seed;
            int off = 0;
            if (sscanf(line + 8, "%llu %63s %n", &seed, rname, &off) >= 2) {
                if (nrefusals == caprefusals) {
                    caprefusals = caprefusals ? 2 * caprefusals : 16;
                    refusals = realloc(refusals, caprefusals * sizeof *refusals);
                }
                failure *rf = &refusals[nrefusals++];
                rf->seed = seed;
                snprintf(rf->kind, sizeof rf->kind, "refused");
                snprintf(rf->route, sizeof rf->route, "%.31s", rname);
                rf->msg = strdup(line + 8 + off);
            }
        } else if (strncmp(line, "STAT ", 5) == 0) {
            unsigned long long seed;
            long nk, e, z, a, s, l;
            if (sscanf(line + 5, "%llu %ld %ld %ld %ld %ld %ld", &seed, &nk, &e, &z, &a, &s, &l) == 7) {
                /* the counts are the batch's: take them once, from its first seed */
                if (seed == c->first || c->n == 1)
                    cmp_exact += e, cmp_zsign += z, cmp_approx += a, cmp_skip += s, launches += l, kernels_run += nk;
            }
        } else if (strncmp(line, "STAGE ", 6) == 0) {
            unsigned long long seed;
            int off = 0;
            if (sscanf(line + 6, "%llu %n", &seed, &off) >= 1) {
                last_seed = seed;
                snprintf(last_stage, sizeof last_stage, "%s", line + 6 + off);
            }
        } else if (strncmp(line, "COV ", 4) == 0 && total_cov) {
            char *sp = strrchr(line, ' ');
            if (sp && sp > line + 4) {
                *sp = 0;
                ts_cover_add(total_cov, line + 4, atol(sp + 1));
            }
        }
    }
    if (f)
        fclose(f);
    unlink(c->path);
    char ep[300], tail[400] = "";
    snprintf(ep, sizeof ep, "%s.err", c->path);
    FILE *ef = fopen(ep, "r");
    if (ef) {
        fseek(ef, 0, SEEK_END);
        long sz = ftell(ef);
        fseek(ef, sz > 300 ? sz - 300 : 0, SEEK_SET);
        size_t got = fread(tail, 1, sizeof tail - 1, ef);
        tail[got] = 0;
        for (char *q = tail; *q; q++)
            if (*q == '\n')
                *q = '|';
        fclose(ef);
    }
    unlink(ep);
    bool died = !WIFEXITED(status) || WEXITSTATUS(status) != 0;
    if (died) {
        const char *kind = WIFSIGNALED(status) && WTERMSIG(status) == SIGALRM ? "timeout" : "crash";
        if (c->route < 0) {
            const route *rs[NROUTES] = { 0 };
            int nr = batch_routes(c->first, rs);
            for (int i = 0; i < c->n; i++)
                for (int r = 0; r < nr; r++) {
                    int ai = 0;
                    while (active[ai] != rs[r])
                        ai++;
                    *retry = realloc(*retry, (*nretry + 1) * sizeof **retry);
                    (*retry)[(*nretry)++] = (rerun){ c->first + (uint64_t)i, ai };
                }
        } else {
            char msg[1024];
            char rname[64] = "-";
            const char *sp = strchr(last_stage, ' ');
            if (sp) {
                const char *sp2 = strchr(sp + 1, ' ');
                size_t l = sp2 ? (size_t)(sp2 - sp - 1) : strlen(sp + 1);
                snprintf(rname, sizeof rname, "%.*s", (int)(l < 63 ? l : 63), sp + 1);
            }
            snprintf(msg, sizeof msg, "%s (%s %d) during: %s; stderr ends: %s", kind,
                     WIFSIGNALED(status) ? "signal" : "exit status",
                     WIFSIGNALED(status) ? WTERMSIG(status) : WEXITSTATUS(status), last_stage, tail);
            add_failure(last_seed, kind, strncmp(last_stage, "interp", 6) == 0 ? "interp" : rname, msg);
        }
    } else if (c->route < 0) {
        programs_run += c->n;
    }
}

/* ---- reduction --------------------------------------------------------------- */

typedef struct rctx {
    const failure *f;
    const route *r;
    uint64_t seed;
    int workers; /* 1 while reducing: blocks run in the interpreter's order, so
                  * a race a change introduces cannot pass for the bug */
} rctx;

/* Runs text in a child; does it fail as f did? */
static bool still_fails(const char *text, const ts_shapes *shapes, void *vctx)
{
    rctx *rc = vctx;
    char path[256];
    snprintf(path, sizeof path, "%s/tilesmith-red-%d.out", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp", (int)getpid());
    fflush(stdout), fflush(stderr);
    pid_t pid = fork();
    if (pid < 0)
        return false;
    if (pid == 0) {
        res = fopen(path, "w");
        if (!res || !freopen("/dev/null", "w", stderr))
            _exit(3);
        alarm((unsigned)O.timeout);
        O.workers = rc->workers;
        const route *rs[1] = { rc->r };
        bool fe = strcmp(rc->f->kind, "frontend") == 0 || strcmp(rc->f->kind, "roundtrip") == 0;
        run_program(text, "reduce.tile", rc->seed, shapes, rs, rc->r ? 1 : 0, NULL, fe);
        fclose(res);
        _exit(0);
    }
    int status;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    FILE *f = fopen(path, "r");
    char line[8192];
    bool interp_bad = false, hit = false;
    char last_stage[600] = "";
    while (f && fgets(line, sizeof line, f)) {
        char kind[16], rname[64];
        unsigned long long seed;
        if (strncmp(line, "STAGE ", 6) == 0) {
            snprintf(last_stage, sizeof last_stage, "%.500s", line + 6);
            continue;
        }
        if (strncmp(line, "FAIL ", 5) != 0 || sscanf(line + 5, "%llu %15s %63s", &seed, kind, rname) != 3)
            continue;
        if (strcmp(kind, rc->f->kind) == 0 && (strcmp(rname, rc->f->route) == 0 || strcmp(rc->f->route, "-") == 0))
            hit = true;
        else if (strcmp(kind, "interp") == 0 || strcmp(kind, "frontend") == 0)
            interp_bad = true;
    }
    if (f)
        fclose(f);
    unlink(path);
    bool died = !WIFEXITED(status) || WEXITSTATUS(status) != 0;
    if (died) {
        bool timeout = WIFSIGNALED(status) && WTERMSIG(status) == SIGALRM;
        const char *kind = timeout ? "timeout" : "crash";
        /* a crash counts when it happens in the failing route, past the interpreter */
        hit = strcmp(kind, rc->f->kind) == 0 && !strstr(last_stage, " interp ") && strncmp(last_stage, "interp", 6) != 0 &&
              strstr(last_stage, rc->f->route);
    }
    return hit && !interp_bad;
}

static const route *route_by_name(const char *name)
{
    for (int i = 0; i < NROUTES; i++)
        if (strcmp(ROUTES[i].name, name) == 0)
            return &ROUTES[i];
    return NULL;
}

static void write_reproducer(const failure *f, const char *text, const ts_shapes *sh, const char *suffix)
{
    mkdir(O.out, 0777);
    char path[1024];
    snprintf(path, sizeof path, "%s/seed-%" PRIu64 "-%s-%s%s.tile", O.out, f->seed, f->kind, f->route, suffix);
    for (char *p = path + strlen(O.out) + 1; *p; p++)
        if (*p == '/')
            *p = '_';
    FILE *out = fopen(path, "w");
    if (!out) {
        fprintf(stderr, "tilesmith: cannot write %s: %s\n", path, strerror(errno));
        return;
    }
    fprintf(out, "# tilesmith seed %" PRIu64 ": %s on %s\n", f->seed, f->kind, f->route);
    fprintf(out, "# %s\n", f->msg);
    fprintf(out, "# tilesmith: values=%" PRIu64 "%s%s routes=%s", f->seed, ts_keep_snan ? " snan=1" : "",
            ts_flush_subnormals ? " ftz=1" : "", f->route);
    /* the shapes the reduced program still has */
    tl_arena *a = tl_arena_new();
    tl_module *m = front_end(a, "reduced.tile", text, strlen(text), NULL);
    int written = 0;
    for (int i = 0; i < sh->n; i++) {
        bool used = false;
        for (size_t k = 0; m && k < m->nkernels && !used; k++)
            for (size_t j = 0; j < m->kernels[k]->nshape_vars && !used; j++)
                used = strcmp(m->kernels[k]->shape_vars[j]->name, sh->names[i]) == 0;
        if (used)
            fprintf(out, "%s%s=%ld", written++ ? "," : " shapes=", sh->names[i], sh->values[i]);
    }
    tl_arena_free(a);
    fprintf(out, "\n# replay: build/tilesmith --file %s\n", path);
    /* the text without its own header comments */
    const char *t = text;
    while (*t == '#') {
        const char *nl = strchr(t, '\n');
        t = nl ? nl + 1 : t + strlen(t);
    }
    fputs(t, out);
    fclose(out);
    printf("wrote %s\n", path);
}

/* The shapes a seed's kernels were bound to (by name, first wins). */
static void seed_shapes(const char *text, uint64_t seed, ts_shapes *sh)
{
    memset(sh, 0, sizeof *sh);
    tl_arena *a = tl_arena_new();
    tl_module *m = front_end(a, "seed.tile", text, strlen(text), NULL);
    for (size_t i = 0; m && i < m->nkernels; i++) {
        const tl_kernel *k = m->kernels[i];
        int64_t dims[64];
        if (k->nshape_vars > 64)
            continue;
        ts_bind_shapes(k, seed, NULL, 0, dims);
        for (size_t j = 0; j < k->nshape_vars && sh->n < TS_MAX_SHAPES; j++) {
            bool have = false;
            for (int q = 0; q < sh->n; q++)
                have |= strcmp(sh->names[q], k->shape_vars[j]->name) == 0;
            if (!have) {
                snprintf(sh->names[sh->n], sizeof sh->names[0], "%s", k->shape_vars[j]->name);
                sh->values[sh->n++] = (long)dims[j];
            }
        }
    }
    tl_arena_free(a);
}

/* Reduces text (the program of failure f; shapes given, or NULL for the
 * seed's own) and writes the reproducer. */
static void reduce_text(const failure *f, char *text, const ts_shapes *given)
{
    ts_shapes sh;
    if (given && given->n)
        sh = *given;
    else
        seed_shapes(text, f->seed, &sh);
    rctx rc = { f, route_by_name(f->route), f->seed, 1 };
    printf("reducing seed %" PRIu64 " (%s on %s)...\n", f->seed, f->kind, f->route);
    fflush(stdout);
    if (!still_fails(text, &sh, &rc)) {
        rc.workers = O.workers;
        if (still_fails(text, &sh, &rc))
            printf("  it fails only with blocks in parallel: reducing so, without the guard against races\n");
    }
    if (!still_fails(text, &sh, &rc)) {
        printf("  seed %" PRIu64 " alone does not fail that way: keeping the program as generated\n", f->seed);
        write_reproducer(f, text, &sh, "-unreduced");
        free(text);
        return;
    }
    char *small = ts_reduce(text, &sh, still_fails, &rc, O.max_tests, O.verbose ? stdout : NULL);
    write_reproducer(f, small, &sh, "");
    free(small);
    free(text);
}

static void reduce_failure(const failure *f)
{
    reduce_text(f, gen_text(f->seed, true), NULL);
}

/* ---- --file ------------------------------------------------------------------- */

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    size_t r;
    while (buf && (r = fread(buf + n, 1, cap - n - 1, f)) > 0) {
        n += r;
        if (n + 1 == cap) {
            cap *= 2;
            buf = realloc(buf, cap);
        }
    }
    fclose(f);
    if (buf)
        buf[n] = 0;
    return buf;
}

/* "# tilesmith: values=S routes=R shapes=M=3,N=1" lines of a reproducer. */
static void read_header(const char *text, uint64_t *seed, ts_shapes *sh, char *routes, size_t cap)
{
    const char *p = text;
    while ((p = strstr(p, "# tilesmith:"))) {
        const char *end = strchr(p, '\n');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        char line[1024];
        size_t body = len - 12;
        snprintf(line, sizeof line, "%.*s", (int)(body < 1023 ? body : 1023), p + 12);
        char *save = NULL;
        for (char *tok = strtok_r(line, " \t", &save); tok; tok = strtok_r(NULL, " \t", &save)) {
            if (strncmp(tok, "values=", 7) == 0)
                *seed = strtoull(tok + 7, NULL, 10);
            else if (strcmp(tok, "snan=1") == 0)
                ts_keep_snan = true;
            else if (strcmp(tok, "ftz=1") == 0)
                ts_flush_subnormals = true;
            else if (strncmp(tok, "routes=", 7) == 0 && routes)
                snprintf(routes, cap, "%s", tok + 7);
            else if (strncmp(tok, "shapes=", 7) == 0) {
                char *s2 = NULL;
                for (char *kv = strtok_r(tok + 7, ",", &s2); kv && sh->n < TS_MAX_SHAPES; kv = strtok_r(NULL, ",", &s2)) {
                    char *eq = strchr(kv, '=');
                    if (!eq)
                        continue;
                    snprintf(sh->names[sh->n], sizeof sh->names[0], "%.*s", (int)(eq - kv), kv);
                    sh->values[sh->n++] = atol(eq + 1);
                }
            }
        }
        p += len;
    }
}

static void parse_shapes(const char *s, ts_shapes *sh)
{
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", s);
    char *save = NULL;
    for (char *kv = strtok_r(buf, ",", &save); kv && sh->n < TS_MAX_SHAPES; kv = strtok_r(NULL, ",", &save)) {
        char *eq = strchr(kv, '=');
        if (!eq)
            continue;
        snprintf(sh->names[sh->n], sizeof sh->names[0], "%.*s", (int)(eq - kv), kv);
        sh->values[sh->n++] = atol(eq + 1);
    }
}

static bool select_routes(const char *spec)
{
    nactive = 0;
    const route *skipped[NROUTES];
    char why[NROUTES][512];
    int nskipped = 0;
    bool all = spec && strcmp(spec, "all") == 0;
    for (int i = 0; i < NROUTES; i++) {
        const route *r = &ROUTES[i];
        bool want;
        if (!spec || strcmp(spec, "default") == 0)
            want = !r->cross && strcmp(r->target, "webgpu") != 0 && strcmp(r->target, "vulkan") != 0;
        else if (all)
            want = true;
        else {
            want = false;
            char buf[512];
            snprintf(buf, sizeof buf, "%s", spec);
            char *save = NULL;
            for (char *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save))
                want |= strcmp(t, r->name) == 0 || strcmp(t, r->target) == 0;
        }
        if (!want)
            continue;
        if (!route_available(r, why[nskipped], sizeof why[nskipped])) {
            skipped[nskipped++] = r;
            continue;
        }
        active[nactive++] = r;
    }
    /* one line per reason: a GPU's routes are skipped alike */
    for (int i = 0; i < nskipped; i++) {
        bool said = false;
        for (int j = 0; j < i; j++)
            said |= strcmp(why[i], why[j]) == 0;
        if (said)
            continue;
        fprintf(stderr, "tilesmith: skipped:");
        for (int j = i; j < nskipped; j++)
            if (strcmp(why[i], why[j]) == 0)
                fprintf(stderr, " %s", skipped[j]->name);
        fprintf(stderr, ": %s\n", why[i]);
    }
    return nactive > 0;
}

static int run_file(const char *path)
{
    char *text = slurp(path);
    if (!text) {
        fprintf(stderr, "tilesmith: cannot read %s: %s\n", path, strerror(errno));
        return 2;
    }
    uint64_t seed = O.seed;
    ts_shapes sh = { 0 };
    char routes[512] = "";
    read_header(text, &seed, &sh, routes, sizeof routes);
    if (O.shapes)
        parse_shapes(O.shapes, &sh);
    /* every route runs (the header's routes= says where it failed) unless
     * --routes says otherwise, each in a child, so that a crash is reported
     * and the other routes still run; the first child also checks the front
     * end (nroutes 0 when there is no route) */
    int nf = 0;
    failure first = { 0 };
    for (int ri = 0; ri < (nactive ? nactive : 1); ri++) {
        char out[256];
        snprintf(out, sizeof out, "%s/tilesmith-file-%d-%d.out", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp",
                 (int)getpid(), ri);
        fflush(stdout);
        pid_t pid = fork();
        if (pid == 0) {
            res = fopen(out, "w");
            if (!res || (!O.verbose && !freopen("/dev/null", "w", stderr)))
                _exit(3);
            alarm((unsigned)O.timeout);
            run_program(text, path, seed, &sh, nactive ? &active[ri] : NULL, nactive ? 1 : 0, NULL, ri == 0);
            fclose(res);
            _exit(0);
        }
        int status = 0;
        while (pid > 0 && waitpid(pid, &status, 0) < 0 && errno == EINTR) {
        }
        FILE *f = fopen(out, "r");
        char line[8192], last_stage[600] = "";
        while (f && fgets(line, sizeof line, f)) {
            if (strncmp(line, "STAGE ", 6) == 0)
                snprintf(last_stage, sizeof last_stage, "%.500s", line + 6);
            if (ri > 0 && strncmp(line, "FAIL ", 5) == 0 && strstr(line, " interp "))
                continue; /* reported by the first child */
            if (strncmp(line, "FAIL ", 5) == 0 && !nf++) {
                unsigned long long fs;
                int off = 0;
                line[strcspn(line, "\n")] = 0;
                if (sscanf(line + 5, "%llu %15s %31s %n", &fs, first.kind, first.route, &off) >= 3) {
                    first.seed = fs;
                    first.msg = strdup(line + 5 + off);
                }
                strcat(line, "\n");
            }
            if (O.verbose || strncmp(line, "FAIL ", 5) == 0)
                fputs(line, stdout);
        }
        if (f)
            fclose(f);
        unlink(out);
        if (pid < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
            bool timeout = WIFSIGNALED(status) && WTERMSIG(status) == SIGALRM;
            printf("%s (%s %d) during: %s", timeout ? "TIMEOUT" : "CRASH", WIFSIGNALED(status) ? "signal" : "status",
                   WIFSIGNALED(status) ? WTERMSIG(status) : WEXITSTATUS(status),
                   last_stage[0] ? last_stage : "start\n");
            if (!nf++) {
                /* STAGE <seed> <what> <route> ... */
                unsigned long long fs = seed;
                char what[32] = "", rname[32] = "-";
                sscanf(last_stage, "%llu %31s %31s", &fs, what, rname);
                first.seed = fs;
                snprintf(first.kind, sizeof first.kind, "%s", timeout ? "timeout" : "crash");
                snprintf(first.route, sizeof first.route, "%s", rname);
                last_stage[strcspn(last_stage, "\n")] = 0;
                char msg[700];
                snprintf(msg, sizeof msg, "%s (signal %d) during: %s", first.kind,
                         WIFSIGNALED(status) ? WTERMSIG(status) : 0, last_stage);
                first.msg = strdup(msg);
            }
        }
    }
    printf("%s: %s\n", path, nf ? "FAILS" : "ok");
    if (O.reduce && nf && first.msg) {
        if (first.seed == 0)
            first.seed = seed;
        reduce_text(&first, text, &sh);
        text = NULL;
    }
    free(first.msg);
    free(text);
    return nf ? 1 : 0;
}

/* ---- main --------------------------------------------------------------------- */

static void usage(FILE *out)
{
    fprintf(out,
            "usage: tilesmith [--seed S] [--count N | --time SECONDS] [-j JOBS] [--batch B] [--routes R]\n"
            "                 [--reduce] [--out DIR] [--avoid F,...] [--coverage] [-v]\n"
            "       tilesmith --print [--seed S] [--count N]   print the program for seed S (N seeds: one module)\n"
            "       tilesmith --file F.tile           run a program (a reproducer's header gives its values)\n"
            "options:\n"
            "  --seed S          first seed (default 1)\n"
            "  --count N         seeds to run (default 100)\n"
            "  --time SECONDS    run seeds from S on until the time is up (instead of --count)\n"
            "  -j JOBS           batches run at once (default 1)\n"
            "  --batch B         seeds compiled as one module (default 8)\n"
            "  --routes R        default (c/cython, c/tvm_ffi, llvm/tvm_ffi; cuda/nvrtc, cuda/cython,\n"
            "                    cuda/tvm_ffi where a CUDA device is), all (also the cross hosts),\n"
            "                    a comma list of route names or targets, or none (the generator's\n"
            "                    invariants and the interpreter only); webgpu/tvm_ffi and\n"
            "                    vulkan/tvm_ffi run only when named (with --avoid i64,f64)\n"
            "  --rotate          run one route per target in each batch, by turns (faster)\n"
            "  --reduce          reduce every failure and write it to --out (default build/tilesmith-out)\n"
            "  --max-tests N     runs the reducer may spend on one failure (default 400)\n"
            "  --max-reduce N    failures of one kind on one route reduced (default 2)\n"
            "  --avoid F,...     leave features out (to fuzz past a known bug):\n");
    for (int i = 0; i < TS_F_COUNT; i++)
        fprintf(out, "                      %-13s %s\n", ts_feature_name(i), ts_feature_what(i));
    fprintf(out,
            "  --max-kernels K   kernels per program, 1..3 (default 3)\n"
            "  --max-templates T templates (tile-level steps) per kernel, 1..3 (default 3)\n"
            "  --max-tensors T   tensor parameters a kernel, kept to where the generator can (default:\n"
            "                    16 where a vulkan or webgpu route runs, whose codegens refuse more;\n"
            "                    0 elsewhere, no limit); a seed's program depends on it\n"
            "  --shapes M=3,...  shape sizes (with --file)\n"
            "  --workers W       threads a launch runs blocks on (default 0: one per core)\n"
            "  --timeout S       seconds one batch may take (default 300)\n"
            "  --cache           use tilec's compile cache (off by default)\n"
            "  --snan            keep the signaling NaNs random f64 bits make (made quiet by default)\n"
            "  --flush-subnormals for a device that flushes f32 subnormals (the vulkan probe's \"subnormals\n"
            "                    may flush\", as NVIDIA's driver): no subnormal f32/bf16 inputs, and a zero\n"
            "                    where the interpreter has a subnormal f32/bf16 is not a mismatch\n"
            "  --coverage        print what the programs contained\n"
            "  -v                one line per seed\n");
}

static int parse_args(int argc, char **argv)
{
    O.seed = 1, O.count = 100, O.jobs = 1, O.batch = 8, O.timeout = 300, O.max_tests = 400, O.max_reduce = 2;
    O.max_tensors = -1;
    O.out = "build/tilesmith-out";
    bool have_count = false;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
#define VAL() (v ? (i++, v) : (fprintf(stderr, "tilesmith: %s needs a value\n", a), exit(2), ""))
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            exit(0);
        } else if (!strcmp(a, "--seed"))
            O.seed = strtoull(VAL(), NULL, 10);
        else if (!strcmp(a, "--count"))
            O.count = atol(VAL()), have_count = true;
        else if (!strcmp(a, "--time"))
            O.time_limit = atof(VAL());
        else if (!strcmp(a, "-j"))
            O.jobs = atoi(VAL());
        else if (!strcmp(a, "--batch"))
            O.batch = atoi(VAL());
        else if (!strcmp(a, "--routes"))
            O.routes = VAL();
        else if (!strcmp(a, "--reduce"))
            O.reduce = true;
        else if (!strcmp(a, "--out"))
            O.out = VAL();
        else if (!strcmp(a, "--max-reduce"))
            O.max_reduce = atoi(VAL());
        else if (!strcmp(a, "--max-tests"))
            O.max_tests = atoi(VAL());
        else if (!strcmp(a, "--max-kernels"))
            O.max_kernels = atoi(VAL());
        else if (!strcmp(a, "--max-templates"))
            O.max_templates = atoi(VAL());
        else if (!strcmp(a, "--max-tensors"))
            O.max_tensors = atoi(VAL());
        else if (!strcmp(a, "--avoid")) {
            char buf[512];
            snprintf(buf, sizeof buf, "%s", VAL());
            char *save = NULL;
            for (char *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
                uint32_t b = ts_feature_bit(t);
                if (!b) {
                    fprintf(stderr, "tilesmith: unknown feature '%s' (see --help)\n", t);
                    return 2;
                }
                O.avoid |= b;
            }
        } else if (!strcmp(a, "--shapes"))
            O.shapes = VAL();
        else if (!strcmp(a, "--workers"))
            O.workers = atoi(VAL());
        else if (!strcmp(a, "--timeout"))
            O.timeout = atoi(VAL());
        else if (!strcmp(a, "--file"))
            O.file = VAL();
        else if (!strcmp(a, "--print"))
            O.print = true;
        else if (!strcmp(a, "--snan"))
            ts_keep_snan = true;
        else if (!strcmp(a, "--flush-subnormals"))
            ts_flush_subnormals = true;
        else if (!strcmp(a, "--rotate"))
            O.rotate = true;
        else if (!strcmp(a, "--cache"))
            O.cache = true;
        else if (!strcmp(a, "--coverage"))
            O.coverage = true;
        else if (!strcmp(a, "-v"))
            O.verbose = true;
        else {
            fprintf(stderr, "tilesmith: unknown option '%s' (see --help)\n", a);
            return 2;
        }
#undef VAL
    }
    if (O.time_limit > 0 && !have_count)
        O.count = -1;
    if (O.jobs < 1)
        O.jobs = 1;
    if (O.batch < 1)
        O.batch = 1;
    return 0;
}

int main(int argc, char **argv)
{
    int rc = parse_args(argc, argv);
    if (rc)
        return rc;
    if (O.print) {
        /* with --count, the seeds' programs as one module, as a batch runs them */
        long n = O.count > 0 && O.count != 100 ? O.count : 1;
        for (long i = 0; i < n; i++) {
            char *t = gen_text(O.seed + (uint64_t)i, n > 1);
            fputs(t, stdout);
            free(t);
        }
        return 0;
    }
    tl_runtime_set_cache(O.cache);
    bool none = O.routes && strcmp(O.routes, "none") == 0;
    if (!select_routes(O.routes) && !none) {
        fprintf(stderr, "tilesmith: no route to run on this machine\n");
        return 2;
    }
    if (O.file)
        return run_file(O.file);
    /* the vulkan and webgpu codegens refuse a kernel of more than 16 tensors:
     * where one of them runs, the programs are kept to that */
    for (int i = 0; i < nactive && O.max_tensors < 0; i++)
        if (strcmp(active[i]->target, "vulkan") == 0 || strcmp(active[i]->target, "webgpu") == 0)
            O.max_tensors = 16;
    printf("tilesmith: seeds from %" PRIu64 ", routes:", O.seed);
    for (int i = 0; i < nactive; i++)
        printf(" %s", active[i]->name);
    printf("\n");
    fflush(stdout);
    if (O.coverage)
        total_cov = ts_cover_new();
    struct sigaction sa = {0};
    sa.sa_handler = on_stop; /* no SA_RESTART: wait() returns EINTR */
    sigemptyset(&sa.sa_mask);
    sigaction(SIGTERM, &sa, NULL);
    sigaction(SIGINT, &sa, NULL);
    double t0 = now();
    uint64_t next = O.seed;
    uint64_t end = O.count >= 0 ? O.seed + (uint64_t)O.count : UINT64_MAX;
    child *kids = calloc((size_t)O.jobs, sizeof *kids);
    int running = 0;
    rerun *retry = NULL;
    size_t nretry = 0, rpos = 0;
    for (;;) {
        bool time_up = O.time_limit > 0 && now() - t0 >= O.time_limit;
        while (running < O.jobs) {
            uint64_t first;
            int n, rt = -1;
            if (rpos < nretry) {
                first = retry[rpos].seed, rt = retry[rpos].route, n = 1;
                rpos++;
            } else if (next < end && !time_up) {
                first = next;
                n = (int)(end - next < (uint64_t)O.batch ? end - next : (uint64_t)O.batch);
                next += (uint64_t)n;
            } else {
                break;
            }
            int slot = 0;
            while (kids[slot].pid)
                slot++;
            if (!spawn(&kids[slot], first, n, rt)) {
                fprintf(stderr, "tilesmith: fork: %s\n", strerror(errno));
                return 2;
            }
            running++;
        }
        if (!running || stop_signal)
            break;
        int status;
        pid_t pid = wait(&status);
        if (pid < 0) {
            if (errno == EINTR)
                continue;
            break;
        }
        for (int i = 0; i < O.jobs; i++)
            if (kids[i].pid == pid) {
                collect(&kids[i], status, &retry, &nretry);
                if (O.verbose)
                    printf("seeds %" PRIu64 "..%" PRIu64 ": %.1fs\n", kids[i].first,
                           kids[i].first + (uint64_t)kids[i].n - 1, now() - kids[i].started);
                kids[i].pid = 0;
                running--;
            }
    }
    if (stop_signal) {
        printf("tilesmith: stopped by signal %d after %.1fs; not finished:", (int)stop_signal, now() - t0);
        for (int i = 0; i < O.jobs; i++)
            if (kids[i].pid) {
                kill(kids[i].pid, SIGKILL);
                waitpid(kids[i].pid, NULL, 0);
                printf(" seeds %" PRIu64 "..%" PRIu64 " (%.1fs in)", kids[i].first,
                       kids[i].first + (uint64_t)kids[i].n - 1, now() - kids[i].started);
                kids[i].pid = 0;
            }
        printf("; next seed %" PRIu64 "\n", next);
    }
    double dt = now() - t0;
    printf("tilesmith: %ld programs (%ld kernels, %ld launches) in %.1fs; tensors compared: %ld exact, %ld up to the "
           "sign of zero, %ld within a tolerance, %ld not compared; %zu failures\n",
           programs_run, kernels_run, launches, dt, cmp_exact, cmp_zsign, cmp_approx, cmp_skip, nfails);
    if (total_cov)
        ts_cover_report(total_cov, stdout);
    for (size_t i = 0; i < nrefusals; i++)
        printf("refused by design: seed %" PRIu64 " on %s: %s\n", refusals[i].seed, refusals[i].route,
               refusals[i].msg);
    if (nfails) {
        printf("failing seeds:");
        for (size_t i = 0; i < nfails; i++)
            if (i == 0 || fails[i].seed != fails[i - 1].seed)
                printf(" %" PRIu64, fails[i].seed);
        printf("\n");
    }
    if (O.reduce && !stop_signal) {
        /* a seed once, and at most --max-reduce failures of one kind on one target */
        for (size_t i = 0; i < nfails; i++) {
            int same = 0;
            bool dup = false;
            for (size_t j = 0; j < i; j++) {
                dup |= fails[j].seed == fails[i].seed;
                same += strcmp(fails[j].kind, fails[i].kind) == 0 && strcmp(fails[j].route, fails[i].route) == 0;
            }
            if (!dup && same < O.max_reduce)
                reduce_failure(&fails[i]);
        }
    }
    for (size_t i = 0; i < nfails; i++)
        free(fails[i].msg);
    for (size_t i = 0; i < nrefusals; i++)
        free(refusals[i].msg);
    free(fails), free(refusals), free(kids), free(retry);
    ts_cover_free(total_cov);
    return stop_signal ? 128 + (int)stop_signal : nfails ? 1 : 0;
}
