/*
 * run.c: `tilec run`, and loading a compiled module through its execution
 * backend (shared with `tilec build --emit obj`).
 *
 * run binds each symbolic shape (from the tensors' -D values, else a default
 * it prints), fills every tensor argument with random values from --seed,
 * launches the kernel through the execution backend, and with --check runs the
 * reference interpreter (accumulating in f64) on the same inputs and compares
 * every tensor argument; with --bench it reports the median time.
 */
#include <dlpack/dlpack.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli/build.h"
#include "interp/interp.h"
#include "ir/value.h"
#include "runtime/runtime.h"

int cli_load(cli_options *o, bool print)
{
    tl_error err = { 0 };
    if (o->no_cache)
        tl_runtime_set_cache(false);
    o->handle = tl_load(&o->comp, &err);
    if (!o->handle)
        return fail(&err);
    const char *lib = tl_kernel_handle_path(o->handle);
    if (o->outdir && lib) {
        const char *ext = strrchr(lib, '.');
        const char *slash = strrchr(lib, '/');
        if (!ext || (slash && ext < slash))
            ext = "";
        char *to = tl_arena_alloc(o->arena, strlen(o->outdir) + strlen(o->path) + strlen(ext) + 4);
        if (!to)
            return fail(&err);
        sprintf(to, "%s/%s%s", o->outdir, cli_stem(o->arena, o->path), ext);
        if (!tl_copy_file(lib, to, &err))
            return fail(&err);
        fprintf(stderr, "tilec: wrote %s\n", to);
    } else if (print && lib) {
        printf("%s\n", lib);
    } else if (print) {
        printf("(%s: loaded in process, no file)\n", tl_kernel_handle_exec(o->handle));
    }
    return 0;
}

/* ---- arguments --------------------------------------------------------- */

typedef struct arg {
    tl_interp_tensor t;   /* what the interpreter takes */
    DLTensor dl;          /* what the kernel takes */
    int64_t shape[TL_IR_MAX_DIMS];
    void *before;         /* a copy of the inputs, for --check */
    size_t elems, bytes;
    union { int64_t i; double f; uint8_t raw[8]; } scalar;
} arg;

static uint64_t rng_state;
static uint64_t next_random(void)
{
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static double random_value(tl_dtype t)
{
    uint64_t r = next_random();
    if (tl_dtype_is_float(t))
        return (double)(r >> 11) / (double)(1ULL << 53) * 2.0 - 1.0;
    if (t == TL_DT_BOOL)
        return (double)(r & 1);
    int span = 16;
    return tl_dtype_is_signed(t) ? (double)(int)(r % span) - span / 2 : (double)(r % span);
}

static DLDataType dl_dtype(tl_dtype t)
{
    DLDataType d = { .lanes = 1 };
    tl_dtype_to_dlpack(t, &d.code, &d.bits);
    return d;
}

/* Binds the kernel's symbolic dims to one default size, printed so a run can
 * be repeated with -D: at most 1000, and small enough that no tensor has more
 * than 2^20 elements (so --check's interpreter run stays quick). */
static void bind_dims(const tl_kernel *k, int64_t *dims)
{
    int64_t size = 1000;
    for (size_t i = 0; i < k->nparams; i++) {
        if (!k->params[i].is_tensor)
            continue;
        int symbolic = 0;
        double fixed = 1;
        for (int d = 0; d < k->params[i].buf->ndim; d++) {
            int64_t v;
            if (tl_ir_is_const_int(k->params[i].buf->dims[d], &v))
                fixed *= (double)v;
            else
                symbolic++;
        }
        while (symbolic && size > 1 && fixed * pow((double)size, symbolic) > (double)(1 << 20))
            size = size * 9 / 10;
    }
    for (size_t j = 0; j < k->nshape_vars; j++) {
        dims[j] = size;
        fprintf(stderr, "tilec: %s = %lld (default; fix it with -D %s=N)\n", k->shape_vars[j]->name, (long long)size,
                k->shape_vars[j]->name);
    }
}

static int64_t dim_value(const tl_kernel *k, const tl_expr *e, const int64_t *dims)
{
    int64_t v;
    if (tl_ir_is_const_int(e, &v))
        return v;
    for (size_t j = 0; j < k->nshape_vars; j++)
        if (e->kind == TL_EXPR_VAR && e->var == k->shape_vars[j])
            return dims[j];
    return 1;
}

/* Tensors in host memory, described as on device_type: the target kind's
 * (the kinds that run today keep their tensors in host memory). */
static bool make_args(const tl_kernel *k, const int64_t *dims, int device_type, arg *args, tl_error *err)
{
    for (size_t i = 0; i < k->nparams; i++) {
        arg *a = &args[i];
        const tl_param *p = &k->params[i];
        memset(a, 0, sizeof *a);
        if (!p->is_tensor) {
            tl_dtype t = p->var->dtype;
            a->t.dtype = t;
            a->t.ndim = 0;
            a->t.data = a->scalar.raw;
            tl_interp_set(t, a->scalar.raw, 0, tl_dtype_is_float(t) ? 0.5 : 3);
            continue;
        }
        const tl_buffer *b = p->buf;
        a->t.dtype = b->dtype;
        a->t.ndim = b->ndim;
        a->elems = 1;
        bool overflow = false;
        for (int d = 0; d < b->ndim; d++) {
            a->shape[d] = a->t.shape[d] = dim_value(k, b->dims[d], dims);
            if (a->shape[d] < 1 || a->shape[d] > INT32_MAX)
                return tl_error_set(err, TL_ERR_INVALID, "argument %s: dim %d is %lld, outside [1, 2147483647]", p->name,
                                    d, (long long)a->shape[d]);
            overflow |= __builtin_mul_overflow(a->elems, (size_t)a->shape[d], &a->elems);
        }
        overflow |= __builtin_mul_overflow(a->elems, (size_t)(tl_dtype_bits(b->dtype) / 8), &a->bytes);
        if (overflow || a->elems > ((size_t)1 << 28))
            return tl_error_set(err, TL_ERR_INVALID, "argument %s would have %s elements: fix smaller sizes with -D",
                                p->name, overflow ? "more than 2^64" : "over 2^28");
        a->t.data = malloc(a->bytes ? a->bytes : 1);
        a->before = malloc(a->bytes ? a->bytes : 1);
        if (!a->t.data || !a->before)
            return tl_error_set(err, TL_ERR_INTERNAL, "out of memory for argument %s", p->name);
        for (size_t e = 0; e < a->elems; e++)
            tl_interp_set(b->dtype, a->t.data, e, random_value(b->dtype));
        memcpy(a->before, a->t.data, a->bytes);
        a->dl = (DLTensor){ .data = a->t.data, .device = { (DLDeviceType)device_type, 0 }, .ndim = b->ndim, .dtype = dl_dtype(b->dtype),
                            .shape = a->shape, .strides = NULL, .byte_offset = 0 };
    }
    return true;
}

static void free_args(arg *args, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        free(args[i].t.data == args[i].scalar.raw ? NULL : args[i].t.data);
        free(args[i].before);
    }
}

static void pack(const tl_kernel *k, arg *args, tl_any *any)
{
    for (size_t i = 0; i < k->nparams; i++) {
        if (k->params[i].is_tensor) {
            any[i].type = TL_ANY_TENSOR;
            any[i].v.p = &args[i].dl;
        } else if (tl_dtype_is_float(args[i].t.dtype)) {
            any[i].type = TL_ANY_FLOAT;
            any[i].v.f = tl_interp_get(args[i].t.dtype, args[i].scalar.raw, 0);
        } else {
            any[i].type = TL_ANY_INT;
            any[i].v.i = (int64_t)tl_interp_get(args[i].t.dtype, args[i].scalar.raw, 0);
        }
    }
}

/* ---- checking ---------------------------------------------------------- */

/* |got - want| <= atol + rtol * |want|, by dtype. The reference accumulates
 * in f64, so the bound is the kernel's own rounding. */
static void tolerance(tl_dtype t, double *atol, double *rtol)
{
    switch (t) {
    case TL_DT_F64: *atol = 1e-9, *rtol = 1e-9; break;
    case TL_DT_F32: *atol = 1e-4, *rtol = 1e-4; break;
    case TL_DT_F16: *atol = 1e-2, *rtol = 1e-2; break;
    case TL_DT_BF16: *atol = 5e-2, *rtol = 5e-2; break;
    default: *atol = 0, *rtol = 0; break;
    }
}

/* Runs the interpreter on copies of the inputs as they were before the
 * launch; ref[i] gets the results (freed by the caller). */
static bool reference(const tl_kernel *k, arg *args, bool f64, tl_interp_tensor *ref, char *warning, size_t wcap,
                      char *msg, size_t mcap)
{
    for (size_t i = 0; i < k->nparams; i++) {
        ref[i] = args[i].t;
        if (k->params[i].is_tensor) {
            ref[i].data = malloc(args[i].bytes ? args[i].bytes : 1);
            if (!ref[i].data) {
                snprintf(msg, mcap, "out of memory");
                for (size_t j = 0; j < i; j++)
                    if (k->params[j].is_tensor) {
                        free(ref[j].data);
                        ref[j].data = NULL;
                    }
                return false;
            }
            memcpy(ref[i].data, args[i].before, args[i].bytes);
        }
    }
    tl_interp_options opts = { .f64_accumulate = f64, .warning = warning, .warning_cap = wcap };
    return tl_interp_run_kernel_with(k, ref, k->nparams, &opts, msg, mcap);
}

/* Compares every tensor with the interpreter's results: float tensors with
 * the run that accumulates in f64, within the dtype's tolerance (NaN matches
 * NaN, an infinity the same infinity); integer and bool tensors, bit for
 * bit, with the exact run, which computes in each dtype as the hardware does
 * (integers computed from floats, as in quantization, match exactly). */
static bool check(const tl_kernel *k, arg *args, bool *ok, tl_error *err)
{
    bool exact_needed = false;
    for (size_t i = 0; i < k->nparams; i++)
        exact_needed |= k->params[i].is_tensor && !tl_dtype_is_float(args[i].t.dtype);
    static tl_interp_tensor wide[64], exact[64];
    memset(wide, 0, sizeof wide);
    memset(exact, 0, sizeof exact);
    char msg[1024], warning[1024];
    bool ran = reference(k, args, true, wide, warning, sizeof warning, msg, sizeof msg);
    if (ran && warning[0])
        fprintf(stderr, "%s\n", warning);
    bool ran_exact = !ran || !exact_needed || reference(k, args, false, exact, NULL, 0, msg, sizeof msg);
    *ok = true;
    for (size_t i = 0; ran && ran_exact && i < k->nparams; i++) {
        if (!k->params[i].is_tensor)
            continue;
        tl_dtype t = args[i].t.dtype;
        const tl_interp_tensor *ref = tl_dtype_is_float(t) ? &wide[i] : &exact[i];
        double atol, rtol, max_abs = 0, max_rel = 0;
        size_t bad = 0, first_bad = 0;
        tolerance(t, &atol, &rtol);
        for (size_t e = 0; e < args[i].elems; e++) {
            double got = tl_interp_get(t, args[i].t.data, e), want = tl_interp_get(t, ref->data, e);
            double d = fabs(got - want);
            /* NaN matches NaN and an infinity the same infinity; else the tolerance */
            bool same = got == want || (isnan(got) && isnan(want));
            if (!same && (isnan(got) || isnan(want) || isinf(got) || isinf(want) || !(d <= atol + rtol * fabs(want)))) {
                if (!bad++)
                    first_bad = e;
            }
            if (same)
                continue;
            if (!isnan(d) && d > max_abs)
                max_abs = d;
            if (!isnan(d) && want != 0 && d / fabs(want) > max_rel)
                max_rel = d / fabs(want);
        }
        bool changed = memcmp(args[i].before, args[i].t.data, args[i].bytes) != 0;
        if (tl_dtype_is_float(t))
            printf("check %-8s %-5s %s max abs err %.3g, max rel err %.3g (tolerance %.0e + %.0e*|ref|): %s\n",
                   k->params[i].name, tl_dtype_name(t), changed ? "output" : "input ", max_abs, max_rel, atol, rtol,
                   bad ? "MISMATCH" : "ok");
        else
            printf("check %-8s %-5s %s bit-exact against the exact interpreter: %s\n", k->params[i].name,
                   tl_dtype_name(t), changed ? "output" : "input ", bad ? "MISMATCH" : "ok");
        if (bad) {
            printf("  %zu of %zu elements differ; first at flat index %zu: got %.9g, reference %.9g\n", bad,
                   args[i].elems, first_bad, tl_interp_get(t, args[i].t.data, first_bad), tl_interp_get(t, ref->data, first_bad));
            *ok = false;
        }
    }
    for (size_t i = 0; i < k->nparams; i++)
        if (k->params[i].is_tensor) {
            free(wide[i].data);
            free(exact[i].data);
        }
    if (!ran || !ran_exact)
        return tl_error_set(err, TL_ERR_INVALID, "the reference interpreter failed: %s", msg);
    return true;
}

/* ---- benchmarking ------------------------------------------------------ */

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static bool has_gemm(const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_TILE && s->tile.op == TL_TILE_GEMM)
            return true;
        if (s->kind == TL_STMT_WHILE && has_gemm(&s->whiles.body))
            return true;
        if (s->kind == TL_STMT_FOR && has_gemm(&s->loop.body))
            return true;
        if (s->kind == TL_STMT_IF && (has_gemm(&s->ifs.then_body) || has_gemm(&s->ifs.else_body)))
            return true;
    }
    return false;
}

static bool bench(const tl_kernel *k, tl_kernel_handle *h, const char *name, arg *args, int workers, tl_error *err)
{
    tl_any any[64];
    pack(k, args, any);
    double times[1000];
    int n = 0;
    double start = now_s();
    for (int warm = 0; warm < 2; warm++)
        if (!tl_kernel_launch(h, name, any, (int)k->nparams, workers, err))
            return false;
    while (n < 1000 && (n < 5 || now_s() - start < 0.5)) {
        double t0 = now_s();
        if (!tl_kernel_launch(h, name, any, (int)k->nparams, workers, err))
            return false;
        times[n++] = now_s() - t0;
    }
    qsort(times, (size_t)n, sizeof *times, cmp_double);
    double med = times[n / 2];
    size_t bytes = 0;
    for (size_t i = 0; i < k->nparams; i++)
        bytes += args[i].bytes;
    printf("bench %s: median %.3f ms over %d runs (min %.3f, max %.3f), %.2f GB/s of arguments", k->name, med * 1e3, n,
           times[0] * 1e3, times[n - 1] * 1e3, bytes / med / 1e9);
    /* A matmul's flops, C[M,N] += A[M,K] B[K,N]: from the first and last 2-D
     * tensors (transposes keep M*N*K the same). */
    const arg *a = NULL, *c = NULL;
    for (size_t i = 0; i < k->nparams; i++)
        if (k->params[i].is_tensor && args[i].t.ndim == 2)
            a = a ? a : &args[i], c = &args[i];
    if (has_gemm(&k->body) && a && c && a != c && c->elems) {
        double kdim = (double)a->elems / (double)c->shape[0];
        printf(", %.1f GFLOP/s (2*M*N*K with M=%lld N=%lld K=%.0f)",
               2.0 * (double)c->elems * kdim / med / 1e9, (long long)c->shape[0], (long long)c->shape[1], kdim);
    }
    printf("\n");
    return true;
}

/* ---- tilec run --------------------------------------------------------- */

int cmd_run(int argc, char **argv)
{
    cli_options o;
    int rc = cli_parse(argc, argv, "run", &o);
    if (!rc && (o.emit || o.after || o.outdir))
        rc = usage_error("run: --emit, --after and -o belong to 'tilec build'");
    if (!rc)
        rc = cli_front_end(&o);
    if (!rc)
        rc = cli_compile(&o, NULL);
    if (!rc)
        rc = cli_load(&o, false);
    if (rc) {
        cli_options_free(&o);
        return rc;
    }
    const tl_kernel *k = o.kernel ? tl_ir_find_kernel(o.module, o.kernel) : o.module->kernels[0];
    tl_error err = { 0 };
    static arg args[64];
    int64_t dims[64];
    memset(args, 0, sizeof args);
    rng_state = o.seed;
    if (k->nparams > 64 || k->nshape_vars > 64) {
        tl_error_set(&err, TL_ERR_INVALID, "kernel %s has too many parameters for tilec run", k->name);
        rc = fail(&err);
    }
    if (!rc) {
        bind_dims(k, dims);
        if (!make_args(k, dims, tl_context_target(o.ctx)->kind->device_type, args, &err))
            rc = fail(&err);
    }
    if (!rc) {
        tl_any any[64];
        pack(k, args, any);
        if (!tl_kernel_launch(o.handle, k->name, any, (int)k->nparams, o.workers, &err))
            rc = fail(&err);
        else
            printf("ran %s on %s via %s\n", k->name, tl_target_kind_name(tl_context_target(o.ctx)),
                   tl_context_execution_backend(o.ctx)->name);
    }
    bool ok = true;
    if (!rc && o.check && !check(tl_ir_find_kernel(o.reference, k->name), args, &ok, &err))
        rc = fail(&err);
    if (!rc && !ok) {
        fprintf(stderr, "tilec: error: results differ from the reference interpreter\n");
        rc = 1;
    }
    if (!rc && o.bench && !bench(k, o.handle, k->name, args, o.workers, &err))
        rc = fail(&err);
    free_args(args, k->nparams <= 64 ? k->nparams : 0);
    cli_options_free(&o);
    return rc;
}
