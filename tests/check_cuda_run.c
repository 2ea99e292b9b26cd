/*
 * check_cuda_run.c: the cuda backend's runtime half where no GPU is needed:
 * source kernels (parsing, the signature check, the artifact), the cubin
 * cache, the three execution backends' loads, the argument checks that fail
 * before anything reaches the driver, the callbacks, and the device memory
 * hook. What needs a device prints "skipped: no CUDA driver" here and runs
 * under `make check-gpu` on the GPU machine. NVRTC is at /usr/local/cuda on
 * the build machines; where it is absent the cases that need it say skipped.
 */
#include <dlpack/dlpack.h>
#include <ftw.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "compile/compile.h"
#include "cuda/cuda.h"
#include "cuda/driver.h"
#include "cuda/nvrtc.h"
#include "cuda/source.h"
#include "langtest.h"
#include "runtime/runtime.h"
#include "testutil.h"

#define EXAMPLE "examples/cuda/saxpy.tile"

static bool have_nvrtc(const char *what)
{
    char why[256];
    if (tl_nvrtc_load(why, sizeof why))
        return true;
    printf("skipped: %s: %s\n", what, why);
    return false;
}

static bool have_driver(void)
{
    char why[256];
    return tl_cu_load(why, sizeof why);
}

/* A fresh cache folder for one test. */
static char cache_dir[1024]; /* this test's cache, removed by its teardown */

static int remove_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st, (void)flag, (void)ftw;
    return remove(path);
}

static void remove_cache(void)
{
    if (cache_dir[0])
        nftw(cache_dir, remove_one, 16, FTW_DEPTH | FTW_PHYS);
    cache_dir[0] = 0;
}

static void fresh_cache(const char *name)
{
    char *dir = cache_dir, cwd[512];
    ck_assert_ptr_nonnull(getcwd(cwd, sizeof cwd));
    /* absolute: the cache ignores a relative XDG_CACHE_HOME */
    snprintf(dir, sizeof cache_dir, "%s/%s/cuda-run-cache-%d-%s", cwd, TL_TEST_BUILD_DIR, (int)getpid(), name);
    mkdir(dir, 0700);
    setenv("XDG_CACHE_HOME", dir, 1);
}

typedef struct job {
    tl_arena *arena;
    tl_module *m;
    const tl_context *ctx;
    tl_compilation c;
    char *text;
} job;

/* Front end, pipeline and codegen of path for target and exec, as tilec run
 * does; false with err (the job is then closed). */
static bool job_open(job *j, const char *path, const char *target, const char *exec, tl_error *err)
{
    memset(j, 0, sizeof *j);
    j->arena = tl_arena_new();
    size_t len;
    j->text = lt_read_file(path, &len);
    ck_assert_msg(j->text != NULL, "cannot read %s", path);
    char *diag = NULL;
    int nerr = 0;
    j->m = lt_compile(j->arena, path, j->text, len, NULL, 0, &diag, &nerr);
    ck_assert_msg(j->m != NULL, "%s", diag ? diag : "");
    free(diag);
    j->ctx = tl_create_backend_context(target, NULL, exec, err);
    ck_assert_msg(j->ctx != NULL, "%s", err->msg);
    tl_compilation_init(&j->c, j->arena, j->ctx, j->m, path);
    return tl_run_pipeline(&j->c, err) && tl_run_codegen(&j->c, false, err);
}

static void job_close(job *j)
{
    tl_compilation_free(&j->c);
    tl_context_free(j->ctx);
    tl_arena_free(j->arena);
    free(j->text);
}

/* ---- source kernels ----------------------------------------------------------- */

START_TEST(source_kernel_artifact)
{
    job j;
    tl_error err = { 0 };
    ck_assert_msg(job_open(&j, EXAMPLE, "nvidia/h200", "nvrtc", &err), "%s", err.msg);
    const tl_cuda_artifact *a = j.c.device_artifact;
    ck_assert_ptr_nonnull(a);
    ck_assert_str_eq(a->arch, "sm_90a");
    ck_assert_int_eq(a->nkernels, 4); /* saxpy, add_bias, saxpy4, add_bias4 */
    ck_assert_str_eq(a->kernels[0].name, "saxpy");
    ck_assert_int_eq(a->kernels[0].threads, 256);
    /* saxpy.cu once, though both kernels name it, after a #line */
    ck_assert_ptr_nonnull(strstr(a->source, "#line 1 \"saxpy.cu\"\n"));
    ck_assert_ptr_null(strstr(strstr(a->source, "#line") + 1, "#line"));
    ck_assert_ptr_null(a->cubin); /* the load compiles it, through the cache */
    /* the grids: ceildiv(N, 256) and (ceildiv(K, 256), M) */
    int64_t dims[2] = { 1000, 0 }, v;
    ck_assert(tl_cuda_expr_eval(&a->kernels[0].grid[0], dims, &v));
    ck_assert_int_eq(v, 4);
    ck_assert(tl_cuda_expr_eval(&a->kernels[0].grid[1], dims, &v));
    ck_assert_int_eq(v, 1);
    int64_t mk[2] = { 7, 513 };
    ck_assert(tl_cuda_expr_eval(&a->kernels[1].grid[0], mk, &v));
    ck_assert_int_eq(v, 3);
    ck_assert(tl_cuda_expr_eval(&a->kernels[1].grid[1], mk, &v));
    ck_assert_int_eq(v, 7);
    job_close(&j);
}
END_TEST

/* A grid that chooses its rows a block by the shape: softmax's
 * grid(ceildiv(M, select(N <= BN_S, BR_S, BR))), 16 rows a block at rows of
 * up to 256 columns, 4 beyond: comparisons and select in the host's grid
 * program. */
START_TEST(grid_with_select)
{
    job j;
    tl_error err = { 0 };
    ck_assert_msg(job_open(&j, "examples/softmax.tile", "nvidia/h200", "nvrtc", &err), "%s", err.msg);
    const tl_cuda_artifact *a = j.c.device_artifact;
    ck_assert_ptr_nonnull(a);
    static const struct { int64_t m, n, blocks; } cases[] = {
        { 262144, 256, 16384 }, { 33, 256, 3 }, { 33, 1, 3 }, { 33, 257, 9 }, { 8192, 4096, 2048 }, { 1, 1, 1 },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        int64_t dims[2] = { cases[i].m, cases[i].n }, v = 0;
        ck_assert(tl_cuda_expr_eval(&a->kernels[0].grid[0], dims, &v));
        ck_assert_msg(v == cases[i].blocks, "M %lld N %lld: %lld blocks, want %lld", (long long)cases[i].m,
                      (long long)cases[i].n, (long long)v, (long long)cases[i].blocks);
    }
    job_close(&j);
}
END_TEST

START_TEST(source_kernel_refused_on_cpu)
{
    job j;
    tl_error err = { 0 };
    ck_assert(!job_open(&j, EXAMPLE, "c", "cython", &err));
    tl_assert_msg_contains(&err, "kernel 'saxpy' is a source kernel (saxpy.cu), and device codegen 'c' takes none");
    job_close(&j);
}
END_TEST

/* Writes a .tile and a .cu into the build folder and compiles the .tile. */
static bool source_case(const char *tile, const char *cu, tl_error *err, char **diag)
{
    char tp[512], cp[512];
    snprintf(tp, sizeof tp, "%s/cuda-run-case.tile", TL_TEST_BUILD_DIR);
    snprintf(cp, sizeof cp, "%s/case.cu", TL_TEST_BUILD_DIR);
    FILE *f = fopen(tp, "w");
    fputs(tile, f);
    fclose(f);
    if (cu) {
        f = fopen(cp, "w");
        fputs(cu, f);
        fclose(f);
    } else {
        unlink(cp);
    }
    tl_arena *a = tl_arena_new();
    int nerr = 0;
    *diag = NULL;
    tl_module *m = lt_compile(a, tp, tile, strlen(tile), NULL, 0, diag, &nerr);
    bool ok = m != NULL;
    if (ok) {
        const tl_context *ctx = tl_create_backend_context("nvidia/h200", NULL, "nvrtc", err);
        tl_compilation c;
        tl_compilation_init(&c, a, ctx, m, tp);
        ok = tl_run_pipeline(&c, err) && tl_run_codegen(&c, false, err);
        tl_compilation_free(&c);
        tl_context_free(ctx);
    }
    tl_arena_free(a);
    return ok;
}

static const char *const case_tile =
    "kernel k(X: f32[N], Y: i32[N], s: f16)\n"
    "    grid(ceildiv(N, 128)) threads(128) as (bx) source \"case.cu\"\n"
    "{\n"
    "}\n";

START_TEST(source_kernel_signatures)
{
    static const struct {
        const char *cu, *want; /* want NULL: accepted */
    } cases[] = {
        { "extern \"C\" __global__ void k(float *x, int *y, __half s, long long n) {}", NULL },
        { "#include <cuda_fp16.h>\nextern \"C\" {\n__global__ void __launch_bounds__(128) k(const float *__restrict__ x,\n"
          "  int32_t *y, half s, int64_t n) { }\n}\n", NULL },
        { "// k( in a comment\nextern \"C\" __global__ void k(float *x, int *y, half s, long n) { k2(); }", NULL },
        { "__global__ void k(float *x, int *y, __half s, long long n) {}", "is not extern \"C\"" },
        { "extern \"C\" __global__ void k(float *x, float *y, __half s, long long n) {}",
          "parameter 1 (y) is 'float*'; the declared signature needs a pointer to i32 (int *)" },
        { "extern \"C\" __global__ void k(float *x, int *y, float s, long long n) {}",
          "parameter 2 (s) is 'float'; the declared signature needs f16 (half)" },
        { "extern \"C\" __global__ void k(float *x, int *y, __half s) {}", "has 3 parameters; the declared signature has 4" },
        { "extern \"C\" __global__ void k(float *x, int *y, __half s, int n) {}", "parameter 3 (n) is 'int'" },
        { "extern \"C\" __global__ void other(float *x) {}", "no definition of a __global__ function 'k'" },
        { "extern \"C\" __global__ void k(float *x, int *y, __half s, long long n);", "no definition of a __global__ function 'k'" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        tl_error err = { 0 };
        char *diag = NULL;
        bool ok = source_case(case_tile, cases[i].cu, &err, &diag);
        ck_assert_msg(diag == NULL || !*diag, "case %zu: %s", i, diag);
        free(diag);
        if (!cases[i].want) {
            ck_assert_msg(ok, "case %zu: %s", i, err.msg);
            continue;
        }
        ck_assert_msg(!ok, "case %zu accepted", i);
        ck_assert_msg(strstr(err.msg, cases[i].want), "case %zu: '%s' lacks '%s'", i, err.msg, cases[i].want);
        tl_assert_msg_contains(&err, "expected extern \"C\" __global__ void k(float *X, int *Y, half s, long long N)");
    }
}
END_TEST

START_TEST(source_kernel_parse_errors)
{
    tl_error err = { 0 };
    char *diag = NULL;
    ck_assert(!source_case("kernel k(X: f32[N]) grid(N) threads(32) as (bx) source \"missing.cu\" {\n}\n", NULL, &err,
                           &diag));
    ck_assert_msg(diag && strstr(diag, "cannot open the kernel's source file") && strstr(diag, "missing.cu"), "%s",
                  diag ? diag : "");
    free(diag);
    ck_assert(!source_case("kernel k(X: f32[N]) grid(N) threads(32) as (bx) source \"/dev/null\" {\n}\n", NULL, &err,
                           &diag));
    ck_assert_msg(diag && strstr(diag, "/dev/null is not a regular file"), "%s", diag ? diag : "");
    free(diag);
    ck_assert(!source_case("kernel k(X: f32[N]) grid(N) threads(32) as (bx) source case.cu {\n}\n", NULL, &err, &diag));
    ck_assert_msg(diag && strstr(diag, "after 'source'"), "%s", diag ? diag : "");
    free(diag);
    ck_assert(!source_case("kernel k(X: f32[N]) grid(N) threads(32) as (bx) source \"\" {\n}\n", NULL, &err, &diag));
    ck_assert_msg(diag && strstr(diag, "empty"), "%s", diag ? diag : "");
    free(diag);
    /* two thread dims: a CUDA source kernel takes one */
    ck_assert(!source_case("kernel k(X: f32[N]) grid(N) threads(32, 2) as (bx) source \"case.cu\" {\n}\n",
                           "extern \"C\" __global__ void k(float *x, long long n) {}", &err, &diag));
    free(diag);
    tl_assert_msg_contains(&err, "threads(...) takes one dim on cuda");
}
END_TEST

/* ---- loads, the cache, arguments ------------------------------------------------ */

typedef struct tens {
    DLTensor t;
    int64_t shape[2];
    float host[64];
} tens;

static tl_any tensor(tens *x, int device_type, int device_id, int64_t n)
{
    memset(x, 0, sizeof *x);
    x->shape[0] = n;
    x->t = (DLTensor){ .data = x->host, .device = { (DLDeviceType)device_type, device_id }, .ndim = 1,
                       .dtype = { kDLFloat, 32, 1 }, .shape = x->shape };
    return (tl_any){ TL_ANY_TENSOR, { .p = &x->t } };
}

START_TEST(loads_and_argument_checks)
{
    static const char *const execs[] = { "nvrtc", "cython", "tvm_ffi" };
    if (!have_nvrtc("loading the source kernels"))
        return;
    fresh_cache("loads");
    for (int e = 0; e < 3; e++) {
        for (int round = 0; round < 2; round++) {
            job j;
            tl_error err = { 0 };
            ck_assert_msg(job_open(&j, EXAMPLE, "nvidia/h200", execs[e], &err), "%s: %s", execs[e], err.msg);
            tl_runtime_stats before = tl_runtime_get_stats();
            tl_kernel_handle *h = tl_load(&j.c, &err);
            ck_assert_msg(h != NULL, "%s: %s", execs[e], err.msg);
            tl_runtime_stats after = tl_runtime_get_stats();
            /* the first load of each builds, the second compiles nothing:
             * cubin and wrapper cached */
            if (round == 0)
                ck_assert_msg(after.compiles > before.compiles && !tl_kernel_handle_cache_hit(h), "%s", execs[e]);
            if (round == 1) {
                ck_assert_msg(after.compiles == before.compiles, "%s: compiled again", execs[e]);
                ck_assert(tl_kernel_handle_cache_hit(h));
            }
            ck_assert_int_eq(tl_kernel_handle_nkernels(h), 4);
            tens x, y;
            tl_any args[3] = { tensor(&x, kDLCUDA, 0, 1000), tensor(&y, kDLCUDA, 0, 1000), { TL_ANY_FLOAT, { .f = 2 } } };
            /* refused before the driver: host tensors, a second device, a shape */
            x.t.device.device_type = kDLCPU;
            ck_assert(!tl_kernel_launch(h, "saxpy", args, 3, 0, &err));
            tl_assert_msg_contains(&err, "argument 0 (X): expected a CUDA tensor (kDLCUDA), got device type 1");
            x.t.device.device_type = kDLCUDA;
            y.t.device.device_id = 1;
            ck_assert(!tl_kernel_launch(h, "saxpy", args, 3, 0, &err));
            tl_assert_msg_contains(&err, "argument 1 (Y): expected device id 0 (that of argument 0), got 1");
            y.t.device.device_id = 0;
            y.shape[0] = 999;
            ck_assert(!tl_kernel_launch(h, "saxpy", args, 3, 0, &err));
            tl_assert_msg_contains(&err, "argument 1 (Y): expected shape [1000], got [999]");
            y.shape[0] = 1000;
            if (!have_driver()) {
                /* well-formed: it reaches the driver, which is not here */
                ck_assert(!tl_kernel_launch(h, "saxpy", args, 3, 0, &err));
                tl_assert_msg_contains(&err, "libcuda.so.1 not found");
                if (e == 0 && round == 0)
                    printf("skipped: launching on a GPU (no CUDA driver); make check-gpu does\n");
            }
            tl_kernel_handle_free(h);
            job_close(&j);
        }
    }
}
END_TEST

/* On a machine with a driver: saxpy and add_bias through each execution
 * backend on device memory, the results read back and compared; a host
 * pointer where device memory belongs gets the driver's answer, not a crash.
 * Last, the bare `cuda` target, whose arch the device gives while its kind's
 * defaults (-mma=m16n8k16) stay: its detection once failed on them
 * ("cannot record the device's attributes"). */
START_TEST(launch_on_the_device)
{
    static const char *const execs[] = { "nvrtc", "cython", "tvm_ffi", "nvrtc" };
    static const char *const targets[] = { "nvidia/h200", "nvidia/h200", "nvidia/h200", "cuda" };
    if (!have_driver()) {
        printf("skipped: launching on the device (no CUDA driver)\n");
        return;
    }
    if (!have_nvrtc("launching on the device"))
        return;
    enum { N = 1000, M = 3, K = 300 };
    static float x[N], y[N], want[N], a[M * K], bias[K], b[M * K];
    for (int i = 0; i < N; i++)
        x[i] = (float)i * 0.5f, y[i] = 1.0f - (float)i, want[i] = 2.0f * x[i] + y[i];
    for (int i = 0; i < M * K; i++)
        a[i] = (float)(i % 17);
    for (int i = 0; i < K; i++)
        bias[i] = (float)i;
    for (int e = 0; e < 4; e++) {
        job j;
        tl_error err = { 0 };
        ck_assert_msg(job_open(&j, EXAMPLE, targets[e], execs[e], &err), "%s on %s: %s", execs[e], targets[e], err.msg);
        tl_kernel_handle *h = tl_load(&j.c, &err);
        ck_assert_msg(h != NULL, "%s: %s", execs[e], err.msg);
        void *dx, *dy, *da, *db, *dbias;
        ck_assert(tl_cu_alloc(0, sizeof x, &dx, &err) && tl_cu_alloc(0, sizeof y, &dy, &err));
        ck_assert(tl_cu_alloc(0, sizeof a, &da, &err) && tl_cu_alloc(0, sizeof b, &db, &err) &&
                  tl_cu_alloc(0, sizeof bias, &dbias, &err));
        ck_assert(tl_cu_to_device(0, dx, x, sizeof x, &err) && tl_cu_to_device(0, dy, y, sizeof y, &err));
        ck_assert(tl_cu_to_device(0, da, a, sizeof a, &err) && tl_cu_to_device(0, dbias, bias, sizeof bias, &err));
        tens tx, ty;
        tl_any args[3] = { tensor(&tx, kDLCUDA, 0, N), tensor(&ty, kDLCUDA, 0, N), { TL_ANY_FLOAT, { .f = 2 } } };
        tx.t.data = dx, ty.t.data = dy;
        ck_assert_msg(tl_kernel_launch(h, "saxpy", args, 3, 0, &err), "%s: %s", execs[e], err.msg);
        float got[N];
        ck_assert_msg(tl_cu_synchronize(0, &err) && tl_cu_to_host(0, got, dy, sizeof got, &err), "%s", err.msg);
        for (int i = 0; i < N; i++)
            ck_assert_msg(got[i] == want[i], "%s: saxpy[%d] = %g, want %g", execs[e], i, got[i], want[i]);
        /* two shape dims, a 2-D grid */
        tens ta, tb, tbias;
        int64_t shape2[2] = { M, K };
        tl_any args2[3] = { tensor(&ta, kDLCUDA, 0, M), tensor(&tbias, kDLCUDA, 0, K), tensor(&tb, kDLCUDA, 0, M) };
        ta.t.ndim = tb.t.ndim = 2;
        ta.t.shape = tb.t.shape = shape2;
        ta.t.data = da, tb.t.data = db, tbias.t.data = dbias;
        ck_assert_msg(tl_kernel_launch(h, "add_bias", args2, 3, 0, &err), "%s: %s", execs[e], err.msg);
        ck_assert(tl_cu_synchronize(0, &err) && tl_cu_to_host(0, b, db, sizeof b, &err));
        for (int i = 0; i < M * K; i++)
            ck_assert_msg(b[i] == a[i] + bias[i % K], "%s: add_bias[%d] = %g", execs[e], i, b[i]);
        /* host memory where the kernel wants device memory */
        tx.t.data = x;
        ck_assert(!tl_kernel_launch(h, "saxpy", args, 3, 0, &err));
        tl_assert_msg_contains(&err, "is not CUDA device memory (cuPointerGetAttribute: ");
        tl_cu_free(0, dx), tl_cu_free(0, dy), tl_cu_free(0, da), tl_cu_free(0, db), tl_cu_free(0, dbias);
        tl_kernel_handle_free(h);
        job_close(&j);
    }
}
END_TEST

/* A kernel split by path (softmax: four paths by N, cuda.h) through each
 * execution backend: a load of cython or tvm_ffi compiles one program a path
 * into a bundle, one of nvrtc none (each path compiles on the first launch
 * that takes it), and a launch runs the path its dims take (the wrapper's C
 * picks it for cython and tvm_ffi). With a driver each path's rows are
 * compared with a softmax on the host; without one the launch reaches the
 * driver. */
START_TEST(split_paths_launch)
{
    static const char *const execs[] = { "nvrtc", "cython", "tvm_ffi" };
    if (!have_nvrtc("a kernel split by path"))
        return;
    fresh_cache("paths");
    enum { M = 5, NMAX = 5000 };
    static const int64_t ns[] = { 100, 256, 300, 1000, 4096, 5000 };
    static float x[M * NMAX], y[M * NMAX], want[M * NMAX];
    for (int e = 0; e < 3; e++) {
        job j;
        tl_error err = { 0 };
        ck_assert_msg(job_open(&j, "examples/softmax.tile", "nvidia/h200", execs[e], &err), "%s: %s", execs[e], err.msg);
        uint64_t c0 = tl_runtime_get_stats().compiles;
        tl_kernel_handle *h = tl_load(&j.c, &err);
        ck_assert_msg(h != NULL, "%s: %s", execs[e], err.msg);
        const tl_cuda_artifact *a = j.c.device_artifact;
        ck_assert_int_eq(a->kernels[0].npaths, 4);
        if (e == 0) {
            ck_assert_int_eq(a->cubin_form, TL_CUDA_CUBIN_EAGER);
            ck_assert_uint_eq(a->cubin_size, 0);
            ck_assert_uint_eq(tl_runtime_get_stats().compiles, c0);
        } else {
            ck_assert(tl_cu_is_bundle(a->cubin, a->cubin_size));
        }
        int paths_run = 0; /* the distinct paths launched so far (N's are in order) */
        for (size_t c = 0; c < sizeof ns / sizeof *ns; c++) {
            paths_run += c == 0 || (ns[c] > 256) + (ns[c] > 512) + (ns[c] > 4096) !=
                                       (ns[c - 1] > 256) + (ns[c - 1] > 512) + (ns[c - 1] > 4096);
            int64_t n = ns[c], shape[2] = { M, n };
            tens tx, ty;
            tl_any args[2] = { tensor(&tx, kDLCUDA, 0, M), tensor(&ty, kDLCUDA, 0, M) };
            tx.t.ndim = ty.t.ndim = 2;
            tx.t.shape = ty.t.shape = shape;
            if (!have_driver()) {
                ck_assert(!tl_kernel_launch(h, "softmax", args, 2, 0, &err));
                tl_assert_msg_contains(&err, "libcuda.so.1 not found");
                continue;
            }
            for (int r = 0; r < M; r++) {
                double mx = -1e30, sum = 0;
                for (int64_t i = 0; i < n; i++) {
                    x[r * n + i] = (float)((r * 7 + i * 13) % 29) * 0.25f - 3.0f;
                    mx = x[r * n + i] > mx ? x[r * n + i] : mx;
                }
                for (int64_t i = 0; i < n; i++)
                    sum += exp(x[r * n + i] - mx);
                for (int64_t i = 0; i < n; i++)
                    want[r * n + i] = (float)(exp(x[r * n + i] - mx) / sum);
            }
            size_t bytes = sizeof(float) * (size_t)(M * n);
            void *dx, *dy;
            ck_assert(tl_cu_alloc(0, bytes, &dx, &err) && tl_cu_alloc(0, bytes, &dy, &err));
            ck_assert(tl_cu_to_device(0, dx, x, bytes, &err));
            tx.t.data = dx, ty.t.data = dy;
            ck_assert_msg(tl_kernel_launch(h, "softmax", args, 2, 0, &err), "%s, N %lld: %s", execs[e], (long long)n, err.msg);
            if (e == 0) /* nvrtc: the path's program compiled on its first launch, once */
                ck_assert_uint_eq(tl_runtime_get_stats().compiles, c0 + (uint64_t)paths_run);
            ck_assert_msg(tl_cu_synchronize(0, &err) && tl_cu_to_host(0, y, dy, bytes, &err), "%s", err.msg);
            for (int64_t i = 0; i < M * n; i++)
                ck_assert_msg(fabs(y[i] - want[i]) <= 1e-6 + 1e-5 * fabs(want[i]), "%s, N %lld: Y[%lld] = %g, want %g",
                              execs[e], (long long)n, (long long)i, y[i], want[i]);
            tl_cu_free(0, dx), tl_cu_free(0, dy);
        }
        tl_kernel_handle_free(h);
        job_close(&j);
    }
}
END_TEST

/* The bits of the f16 that is the integer v, |v| < 2048 (exact). */
static uint16_t f16_of_int(int v)
{
    if (v == 0)
        return 0;
    unsigned m = (unsigned)(v < 0 ? -v : v), e = 0;
    while ((m >> (e + 1)) != 0)
        e++;
    return (uint16_t)((v < 0 ? 0x8000u : 0u) | ((e + 15u) << 10) | ((m << (10 - e)) & 0x3ffu));
}

/* copy_out=staged (the default; docs/gpu.md, where a GEMM kernel's compile goes): the
 * 128x256 mma.sync gemm with every tile's copy out staged in shared memory,
 * at a shape its tiles divide (the 16-byte stores from shared memory), one
 * they do not (edge tiles element by element, a K tail) and one with odd
 * rows (N odd: no row 16-byte aligned), against the product on the host.
 * Small integers: every sum is exact in f16. */
START_TEST(staged_copy_out_launch)
{
    if (!have_nvrtc("the copy out staged"))
        return;
    static const int64_t shapes[][3] = { { 128, 256, 64 }, { 130, 300, 72 }, { 129, 257, 40 } }; /* M, N, K */
    enum { MAX = 130 * 300 };
    static uint16_t a[MAX], b[MAX], c[MAX], want[MAX];
    size_t nrun = sizeof shapes / sizeof *shapes; /* the shapes launched: none without a driver */
    job j;
    tl_error err = { 0 };
    ck_assert_msg(job_open(&j, "examples/gemm_f16_large.tile", "nvidia/h200 -mma=m16n8k16 -copy_out=staged", "nvrtc", &err),
                  "%s", err.msg);
    tl_kernel_handle *h = tl_load(&j.c, &err);
    ck_assert_msg(h != NULL, "%s", err.msg);
    ck_assert(strstr(tl_strbuf_cstr(&j.c.device_source), "inside: 16-byte chunks") != NULL);
    if (!have_driver()) {
        printf("skipped: the copy out staged on the device (no CUDA driver)\n");
        nrun = 0;
    }
    for (size_t s = 0; s < nrun; s++) {
        int64_t M = shapes[s][0], N = shapes[s][1], K = shapes[s][2];
        for (int64_t i = 0; i < M * K; i++)
            a[i] = f16_of_int((int)((i * 7) % 5) - 2);
        for (int64_t i = 0; i < K * N; i++)
            b[i] = f16_of_int((int)((i * 3) % 5) - 2);
        for (int64_t r = 0; r < M; r++)
            for (int64_t col = 0; col < N; col++) {
                int sum = 0;
                for (int64_t k = 0; k < K; k++)
                    sum += ((int)(((r * K + k) * 7) % 5) - 2) * ((int)(((k * N + col) * 3) % 5) - 2);
                want[r * N + col] = f16_of_int(sum);
            }
        void *da, *db, *dc;
        ck_assert(tl_cu_alloc(0, sizeof(uint16_t) * (size_t)(M * K), &da, &err) &&
                  tl_cu_alloc(0, sizeof(uint16_t) * (size_t)(K * N), &db, &err) &&
                  tl_cu_alloc(0, sizeof(uint16_t) * (size_t)(M * N), &dc, &err));
        ck_assert(tl_cu_to_device(0, da, a, sizeof(uint16_t) * (size_t)(M * K), &err) &&
                  tl_cu_to_device(0, db, b, sizeof(uint16_t) * (size_t)(K * N), &err));
        int64_t sa[2] = { M, K }, sb[2] = { K, N }, sc[2] = { M, N };
        DLTensor ta = { .data = da, .device = { kDLCUDA, 0 }, .ndim = 2, .dtype = { kDLFloat, 16, 1 }, .shape = sa };
        DLTensor tb = ta, tc = ta;
        tb.data = db, tb.shape = sb;
        tc.data = dc, tc.shape = sc;
        tl_any args[3] = { { TL_ANY_TENSOR, { .p = &ta } }, { TL_ANY_TENSOR, { .p = &tb } }, { TL_ANY_TENSOR, { .p = &tc } } };
        ck_assert_msg(tl_kernel_launch(h, "matmul_f16_large", args, 3, 0, &err), "%lldx%lldx%lld: %s", (long long)M,
                      (long long)N, (long long)K, err.msg);
        ck_assert_msg(tl_cu_synchronize(0, &err) && tl_cu_to_host(0, c, dc, sizeof(uint16_t) * (size_t)(M * N), &err),
                      "%s", err.msg);
        for (int64_t i = 0; i < M * N; i++)
            ck_assert_msg(c[i] == want[i], "%lldx%lldx%lld: C[%lld] = 0x%04x, want 0x%04x", (long long)M, (long long)N,
                          (long long)K, (long long)i, c[i], want[i]);
        tl_cu_free(0, da), tl_cu_free(0, db), tl_cu_free(0, dc);
    }
    tl_kernel_handle_free(h);
    job_close(&j);
}
END_TEST

START_TEST(cubin_cache_key)
{
    if (!have_nvrtc("the cubin cache"))
        return;
    fresh_cache("key");
    job j;
    tl_error err = { 0 };
    ck_assert_msg(job_open(&j, EXAMPLE, "nvidia/h200", "nvrtc", &err), "%s", err.msg);
    tl_cuda_artifact *a = j.c.device_artifact;
    bool hit = true;
    uint64_t c0 = tl_runtime_get_stats().compiles;
    const char *opts[TL_CUDA_MAX_NVRTC_OPTIONS];
    ck_assert_int_eq(tl_cuda_nvrtc_options(a, opts), 1); /* a source kernel's file may want all of CUDA C++ */
    ck_assert_msg(tl_cuda_cubin(&j.c, a, TL_CUDA_CUBIN_UNITS, &hit, &err), "%s", err.msg);
    ck_assert(!hit);
    ck_assert_uint_eq(tl_runtime_get_stats().compiles, c0 + 1);
    ck_assert_int_eq(memcmp(a->cubin, "\177ELF", 4), 0);
    /* the same source: a hit; another arch or another source: a miss */
    free(a->cubin), a->cubin = NULL;
    ck_assert(tl_cuda_cubin(&j.c, a, TL_CUDA_CUBIN_UNITS, &hit, &err) && hit);
    free(a->cubin), a->cubin = NULL;
    snprintf(a->arch, sizeof a->arch, "sm_80");
    ck_assert(tl_cuda_cubin(&j.c, a, TL_CUDA_CUBIN_UNITS, &hit, &err) && !hit);
    free(a->cubin), a->cubin = NULL;
    char *more = malloc(strlen(a->source) + 16);
    sprintf(more, "%s\n// changed\n", a->source);
    free(a->source);
    a->source = more;
    ck_assert(tl_cuda_cubin(&j.c, a, TL_CUDA_CUBIN_UNITS, &hit, &err) && !hit);
    ck_assert_uint_eq(tl_runtime_get_stats().compiles, c0 + 3);
    job_close(&j);
}
END_TEST

/* A file of several tile kernels compiles as one program a kernel, side by
 * side, into a bundle of cubins that a module loads whole; --emit cubin
 * still gets one cubin. */
START_TEST(kernels_side_by_side)
{
    if (!have_nvrtc("kernels compiled side by side"))
        return;
    fresh_cache("side");
    job j;
    tl_error err = { 0 };
    ck_assert_msg(job_open(&j, "examples/reduce_rows.tile", "nvidia/h200", "nvrtc", &err), "%s", err.msg);
    tl_cuda_artifact *a = j.c.device_artifact;
    ck_assert_int_ge(a->nkernels, 2);
    size_t lines = 0;
    for (const char *p = a->source; *p; p++)
        lines += *p == '\n';
    for (int i = 0; i < a->nkernels; i++) {
        /* its own text and the helpers; the others' blanked, every line where it was */
        tl_strbuf prog = { 0 };
        ck_assert(tl_cuda_kernel_program(a, i, &prog));
        size_t n = 0;
        for (const char *p = tl_strbuf_cstr(&prog); *p; p++)
            n += *p == '\n';
        ck_assert_uint_eq(n, lines);
        for (int k = 0; k < a->nkernels; k++) {
            char sig[200];
            snprintf(sig, sizeof sig, ") %s(", a->kernels[k].name);
            ck_assert_msg((strstr(tl_strbuf_cstr(&prog), sig) != NULL) == (k == i), "program %d, kernel %s", i,
                          a->kernels[k].name);
        }
        ck_assert(strstr(tl_strbuf_cstr(&prog), "tl_h2f") != NULL); /* the prelude */
        tl_strbuf_free(&prog);
    }
    /* tilec's own code: --minimal where NVRTC has it (12.4 on) */
    const char *opts[TL_CUDA_MAX_NVRTC_OPTIONS];
    int major = 0, minor = 0;
    ck_assert(sscanf(tl_nvrtc_version(), "%d.%d", &major, &minor) == 2);
    bool minimal = major > 12 || (major == 12 && minor >= 4);
    ck_assert_int_eq(tl_cuda_nvrtc_options(a, opts), minimal ? 2 : 1);
    ck_assert_str_eq(opts[0], "-lineinfo");
    if (minimal)
        ck_assert_str_eq(opts[1], "--minimal");
    /* the target's ptxas_opt goes to ptxas, and to the cache key with the
     * other options */
    a->ptxas_option = "--ptxas-options=-O2";
    ck_assert_int_eq(tl_cuda_nvrtc_options(a, opts), minimal ? 3 : 2);
    ck_assert_str_eq(opts[1], "--ptxas-options=-O2");
    a->ptxas_option = NULL;
    bool hit = true;
    ck_assert_msg(tl_cuda_cubin(&j.c, a, TL_CUDA_CUBIN_UNITS, &hit, &err), "%s", err.msg);
    ck_assert(!hit && tl_cu_is_bundle(a->cubin, a->cubin_size));
    uint32_t count;
    memcpy(&count, (const char *)a->cubin + 8, 4);
    ck_assert_uint_eq(count, (unsigned)a->nkernels);
    tl_cu_module *m = tl_cu_module_new(a->cubin, a->cubin_size, &err); /* the driver is needed at launch only */
    ck_assert_msg(m != NULL, "%s", err.msg);
    tl_cu_module_free(m);
    /* a bundle cut short, or with a count it cannot hold, is refused */
    ck_assert(tl_cu_module_new(a->cubin, a->cubin_size / 2, &err) == NULL);
    tl_assert_msg_contains(&err, "a bundle of cubins is cut short");
    void *bad = malloc(a->cubin_size);
    memcpy(bad, a->cubin, a->cubin_size);
    memcpy((char *)bad + 8, &(uint32_t){ 1000 }, 4);
    ck_assert(tl_cu_module_new(bad, a->cubin_size, &err) == NULL);
    tl_assert_msg_contains(&err, "a bundle of cubins with a bad header");
    free(bad);
    /* one cubin for whole (--emit cubin), from the cache the second time */
    ck_assert_msg(tl_cuda_cubin(&j.c, a, TL_CUDA_CUBIN_WHOLE, &hit, &err), "%s", err.msg);
    ck_assert(!hit && memcmp(a->cubin, "\177ELF", 4) == 0);
    free(a->cubin), a->cubin = NULL;
    ck_assert(tl_cuda_cubin(&j.c, a, TL_CUDA_CUBIN_UNITS, &hit, &err) && hit && tl_cu_is_bundle(a->cubin, a->cubin_size));
    free(a->cubin), a->cubin = NULL;
    /* an error in the second kernel names its program and the line of the whole source */
    const char *body = strchr(a->source + a->kernels[1].text_begin, '{');
    ck_assert(body && (size_t)(body - a->source) < a->kernels[1].text_end);
    long line = 1;
    for (const char *p = a->source; p < body; p++)
        line += *p == '\n';
    a->source[body - a->source] = '@';
    ck_assert(!tl_cuda_cubin(&j.c, a, TL_CUDA_CUBIN_UNITS, &hit, &err));
    char want[300];
    snprintf(want, sizeof want, "compiling %s.cu for sm_90a failed", a->kernels[1].name);
    tl_assert_msg_contains(&err, want);
    snprintf(want, sizeof want, "%s.cu(%ld)", a->kernels[1].name, line);
    tl_assert_msg_contains(&err, want);
    job_close(&j);
}
END_TEST

/* Each kernel's text range holds that kernel alone, in order, also where
 * helpers (4-bit, fp8) went in between the prelude and the kernels after
 * they were written: a kernel's own program defines it and no other. */
START_TEST(kernel_text_ranges)
{
    static const char *const files[] = { "examples/reduce_rows.tile", "examples/dequant_gemm.tile",
                                         "examples/fp8_gemm.tile", "examples/mxfp4_gemm.tile",
                                         "examples/softmax.tile", "examples/layernorm.tile",
                                         "examples/gemm_f16.tile" };
    for (size_t f = 0; f < sizeof files / sizeof *files; f++) {
        job j;
        tl_error err = { 0 };
        ck_assert_msg(job_open(&j, files[f], "nvidia/h200", "nvrtc", &err), "%s: %s", files[f], err.msg);
        const tl_cuda_artifact *a = j.c.device_artifact;
        size_t len = strlen(a->source), at = 0;
        for (int i = 0; i < a->nkernels; i++) {
            const tl_cuda_kernel *k = &a->kernels[i];
            ck_assert_msg(at <= k->text_begin && k->text_begin < k->text_end && k->text_end <= len, "%s, kernel %s",
                          files[f], k->name);
            at = k->text_end;
            char *text = strndup(a->source + k->text_begin, k->text_end - k->text_begin);
            tl_strbuf prog = { 0 };
            ck_assert(tl_cuda_kernel_program(a, i, &prog));
            for (int o = 0; o < a->nkernels; o++) {
                char sig[200]; /* a kernel split by path: its first path's function */
                snprintf(sig, sizeof sig, ") %s(", a->kernels[o].npaths ? a->kernels[o].paths[0].name : a->kernels[o].name);
                ck_assert_msg((strstr(text, sig) != NULL) == (o == i), "%s: kernel %s's text and %s", files[f], k->name,
                              a->kernels[o].name);
                ck_assert_msg((strstr(tl_strbuf_cstr(&prog), sig) != NULL) == (o == i), "%s: kernel %s's program and %s",
                              files[f], k->name, a->kernels[o].name);
            }
            tl_strbuf_free(&prog);
            free(text);
        }
        /* each function's program (a kernel's, a path's of a kernel split
         * by path) defines that function and no other, every line in place */
        tl_cuda_unit units[64];
        int n = tl_cuda_units(a, units, 64);
        ck_assert_int_ge(n, a->nkernels);
        /* a load of nvrtc leaves a kernel's paths chosen by the dims, and
         * its cp.async twin, to their first launch; a kernel's one
         * function, or a TMA form, it compiles */
        for (int u = 0; u < n; u++) {
            size_t l = strlen(units[u].name);
            bool twin = l > 4 && strcmp(units[u].name + l - 4, "__cp") == 0;
            ck_assert_msg(units[u].deferred == (twin || strstr(units[u].name, "__p") != NULL), "%s: %s", files[f],
                          units[u].name);
        }
        size_t lines = 0;
        for (const char *p = a->source; *p; p++)
            lines += *p == '\n';
        for (int u = 0; u < n; u++) {
            tl_strbuf prog = { 0 };
            ck_assert(tl_cuda_unit_program(a, units, n, u, &prog));
            size_t pl = 0;
            for (const char *p = tl_strbuf_cstr(&prog); *p; p++)
                pl += *p == '\n';
            ck_assert_uint_eq(pl, lines);
            for (int o = 0; o < n; o++) {
                char sig[200];
                snprintf(sig, sizeof sig, ") %s(", units[o].name);
                ck_assert_msg((strstr(tl_strbuf_cstr(&prog), sig) != NULL) == (o == u), "%s: function %s's program and %s",
                              files[f], units[u].name, units[o].name);
            }
            tl_strbuf_free(&prog);
        }
        job_close(&j);
    }
}
END_TEST

/* A bound on the PTX of a few kernels' own programs (sm_90a), what their
 * compile time follows (docs/cuda.md, NVRTC time): about a fifth above
 * what they are, far below what they were before the changes that shrank
 * them (a bf16 epilogue encoded in software: 4066; a program holding its
 * file's other kernels: four times dequant_gemm_u4's). Instructions are
 * the lines that start with an opcode or a predicate. */
START_TEST(kernel_ptx_size)
{
    if (!have_nvrtc("the PTX size of kernels"))
        return;
    static const struct {
        const char *file, *kernel;
        long most;
    } bounds[] = {
        /* the ring's interior and chunk-mask loops (1566 and 1762 with the
         * tested loop alone) */
        { "examples/gemm_f16.tile", "matmul_f16", 2200 },     /* 1819 */
        { "examples/gemm_f16.tile", "matmul_bf16_bk64", 2700 }, /* 2241, 4066 before */
        { "examples/dequant_gemm.tile", "dequant_gemm_u4", 1200 }, /* 942 */
        /* the row kernels split by path: a program a path (4212 and 5573
         * as one function, 4489 and 5811 before that) */
        { "examples/rmsnorm.tile", "rmsnorm__p0", 1950 },     /* 1607 */
        { "examples/softmax.tile", "softmax__p0", 2700 },     /* 2239 */
        { "examples/softmax.tile", "softmax__p3", 1800 },     /* 1475 */
    };
    for (size_t b = 0; b < sizeof bounds / sizeof *bounds; b++) {
        job j;
        tl_error err = { 0 };
        ck_assert_msg(job_open(&j, bounds[b].file, "nvidia/h200", "nvrtc", &err), "%s: %s", bounds[b].file, err.msg);
        tl_cuda_artifact *a = j.c.device_artifact;
        tl_cuda_unit units[64];
        int n_units = tl_cuda_units(a, units, 64), i = 0;
        while (i < n_units && strcmp(units[i].name, bounds[b].kernel) != 0)
            i++;
        ck_assert_msg(i < n_units, "%s: no function %s", bounds[b].file, bounds[b].kernel);
        tl_strbuf prog = { 0 };
        ck_assert(n_units > 1 ? tl_cuda_unit_program(a, units, n_units, i, &prog) : (tl_strbuf_puts(&prog, a->source), !prog.failed));
        const char *opts[TL_CUDA_MAX_NVRTC_OPTIONS];
        int nopts = tl_cuda_nvrtc_options(a, opts);
        void *ptx = NULL;
        size_t n = 0;
        ck_assert_msg(tl_nvrtc_compile(tl_strbuf_cstr(&prog), "k.cu", "sm_90a", opts, nopts, true, &ptx, &n, &err), "%s",
                      err.msg);
        long count = 0;
        for (const char *l = ptx; *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : l + strlen(l)) {
            const char *c = l + strspn(l, " \t");
            count += (*c >= 'a' && *c <= 'z') || *c == '@';
        }
        ck_assert_msg(count <= bounds[b].most, "%s: %ld PTX instructions, at most %ld expected", bounds[b].kernel, count,
                      bounds[b].most);
        free(ptx);
        tl_strbuf_free(&prog);
        job_close(&j);
    }
}
END_TEST

START_TEST(device_api_without_driver)
{
    const tl_target_kind *kind = NULL;
    tl_error err = { 0 };
    const tl_context *ctx = tl_create_backend_context("nvidia/h200", NULL, "nvrtc", &err);
    ck_assert_ptr_nonnull(ctx);
    kind = tl_context_target(ctx)->kind;
    ck_assert_ptr_nonnull(kind->device_api);
    const tl_device_api *api = kind->device_api();
    void *p = NULL;
    if (have_driver()) {
        ck_assert_msg(api->alloc(0, 64, &p, &err), "%s", err.msg);
        api->free(0, p);
    } else {
        ck_assert(!api->alloc(0, 64, &p, &err));
        tl_assert_msg_contains(&err, "CUDA driver: libcuda.so.1 not found");
        printf("skipped: device memory (no CUDA driver)\n");
    }
    tl_context_free(ctx);
    /* the CPU's tensors are host memory */
    ctx = tl_create_backend_context("c", NULL, "cython", &err);
    ck_assert_ptr_null(tl_context_target(ctx)->kind->device_api);
    tl_context_free(ctx);
}
END_TEST

/* ---- callbacks ------------------------------------------------------------------ */

START_TEST(callback_validate)
{
    tl_packed_fn *v = tl_ffi_get_global_func("tilelang_callback_cuda_validate");
    ck_assert_ptr_nonnull(v);
    const char *src = "extern \"C\" __global__ void f(const __nv_bfloat16 *a, unsigned char *b, double x, long long n) {}";
    tl_any args[3] = { { TL_ANY_STR, { .s = src } }, { TL_ANY_STR, { .s = "f" } }, { TL_ANY_STR, { .s = "bf16*, u8 *, f64, i64" } } };
    tl_any ret = { 0 };
    ck_assert_int_eq(v(NULL, args, 3, &ret), 0);
    ck_assert_int_eq(ret.type, TL_ANY_INT);
    ck_assert_int_eq(ret.v.i, 1);
    args[2].v.s = "bf16*, u8*, f32, i64";
    ck_assert_int_ne(v(NULL, args, 3, &ret), 0);
    ck_assert_int_eq(ret.type, TL_ANY_STR);
    ck_assert_msg(strstr(ret.v.s, "parameter 2 (x) is 'double'"), "%s", ret.v.s);
    args[1].v.s = "g";
    ck_assert_int_ne(v(NULL, args, 3, &ret), 0);
    ck_assert_msg(strstr(ret.v.s, "no definition of a __global__ function 'g'"), "%s", ret.v.s);
    ck_assert_int_ne(v(NULL, args, 2, &ret), 0);
    ck_assert_msg(strstr(ret.v.s, "expected 3 arguments"), "%s", ret.v.s);
    args[0].type = TL_ANY_INT;
    ck_assert_int_ne(v(NULL, args, 3, &ret), 0);
    ck_assert_msg(strstr(ret.v.s, "argument 0 (source): expected a string"), "%s", ret.v.s);
}
END_TEST

START_TEST(callback_compile)
{
    tl_packed_fn *f = tl_ffi_get_global_func("tilelang_callback_cuda_compile");
    ck_assert_ptr_nonnull(f);
    const char *src = "extern \"C\" __global__ void f(float *a) { a[threadIdx.x] += 1.0f; }\n";
    tl_any args[4] = { { TL_ANY_STR, { .s = src } }, { TL_ANY_STR, { .s = "sm_90a" } }, { TL_ANY_STR, { .s = "-lineinfo" } },
                       { TL_ANY_INT, { .i = 0 } } };
    tl_any ret = { 0 };
    args[1].v.s = "gfx90a";
    ck_assert_int_ne(f(NULL, args, 3, &ret), 0);
    ck_assert_msg(strstr(ret.v.s, "is not of the form sm_XY"), "%s", ret.v.s);
    args[1].v.s = "sm_90a";
    if (!have_nvrtc("tilelang_callback_cuda_compile"))
        return;
    for (int nvcc = 0; nvcc < 2; nvcc++) {
        args[3].v.i = nvcc;
        if (nvcc && access("/usr/local/cuda/bin/nvcc", X_OK) != 0) {
            printf("skipped: tilelang_callback_cuda_compile with nvcc (no /usr/local/cuda/bin/nvcc)\n");
            break;
        }
        ck_assert_msg(f(NULL, args, 4, &ret) == 0, "nvcc=%d: %s", nvcc, ret.type == TL_ANY_STR ? ret.v.s : "?");
        ck_assert_int_eq(ret.type, TL_ANY_PTR);
        uint64_t *blob = ret.v.p;
        ck_assert_uint_gt(blob[0], 64);
        ck_assert_int_eq(memcmp(blob + 1, "\177ELF", 4), 0);
        free(blob);
    }
    args[0].v.s = "extern \"C\" __global__ void f(float *a) { a[0] = nope; }\n";
    args[3].v.i = 0;
    ck_assert_int_ne(f(NULL, args, 4, &ret), 0);
    ck_assert_msg(strstr(ret.v.s, "nope") && strstr(ret.v.s, "kernel.cu(1)"), "%s", ret.v.s);
}
END_TEST

static Suite *make_suite(void)
{
    Suite *s = suite_create("cuda_run");
    TCase *tc = tcase_create("cuda_run");
    tcase_set_timeout(tc, 300); /* NVRTC and cc builds */
    tcase_add_checked_fixture(tc, NULL, remove_cache);
    tcase_add_test(tc, source_kernel_artifact);
    tcase_add_test(tc, source_kernel_refused_on_cpu);
    tcase_add_test(tc, grid_with_select);
    tcase_add_test(tc, source_kernel_signatures);
    tcase_add_test(tc, source_kernel_parse_errors);
    tcase_add_test(tc, loads_and_argument_checks);
    tcase_add_test(tc, launch_on_the_device);
    tcase_add_test(tc, cubin_cache_key);
    tcase_add_test(tc, split_paths_launch);
    tcase_add_test(tc, staged_copy_out_launch);
    tcase_add_test(tc, kernels_side_by_side);
    tcase_add_test(tc, kernel_text_ranges);
    tcase_add_test(tc, kernel_ptx_size);
    tcase_add_test(tc, device_api_without_driver);
    tcase_add_test(tc, callback_validate);
    tcase_add_test(tc, callback_compile);
    suite_add_tcase(s, tc);
    return s;
}

TL_TEST_MAIN()
