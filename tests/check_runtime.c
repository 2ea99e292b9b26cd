/*
 * check_runtime.c: the C runtime (src/runtime): the execution backends cython
 * and tvm_ffi build hand-written device and host sources for
 * tests/runtime/fixture.tile (fixture_device.c, fixture_host.c) and launch
 * them; every wrong argument gets its message through both; the compile
 * cache (hits skip the compiler, a garbage or foreign entry is rebuilt, a
 * failed or killed build leaves no entry, --no-cache, concurrent loads); compiler
 * errors and a missing compiler come back as tl_errors; SHA-256 vectors.
 * When the C codegens produce sources, examples run end to end through both
 * backends against the interpreter.
 *
 * Every case runs in its own process (Check's fork mode) with
 * XDG_CACHE_HOME set to a temporary folder made for this run.
 */
#include <dirent.h>
#include <dlpack/dlpack.h>
#include <fcntl.h>
#include <ftw.h>
#include <math.h>
#include <pthread.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "compile/compile.h"
#include "interp/interp.h"
#include "interpref.h"
#include "ir/value.h"
#include "langtest.h"
#include "runtime/runtime.h"
#include "testutil.h"

static char cache_root[1100], cache_top[256];
static pid_t main_pid;

/* ---- fixtures ------------------------------------------------------------ */

/* Points XDG_CACHE_HOME at an empty folder of this run for one test. */
static void fresh_cache(const char *name)
{
    char x[1024];
    snprintf(x, sizeof x, "%s/%s", cache_top, name);
    ck_assert(mkdir(x, 0755) == 0);
    setenv("XDG_CACHE_HOME", x, 1);
    snprintf(cache_root, sizeof cache_root, "%s/tilec", x);
}

typedef struct fx {
    tl_arena *arena;
    tl_module *m;
    const tl_context *ctx;
    tl_compilation c;
    char *tile;
} fx;

static char *slurp(const char *path)
{
    size_t len;
    char *s = lt_read_file(path, &len);
    ck_assert_msg(s != NULL, "cannot read %s", path);
    return s;
}

/* A compilation of fixture.tile for exec whose sources are the given files
 * (host NULL: none), with extra text appended to the device source. */
static void fx_open(fx *f, const char *exec, const char *device, const char *host, const char *extra)
{
    memset(f, 0, sizeof *f);
    tl_error err = { 0 };
    f->arena = tl_arena_new();
    size_t len;
    f->tile = lt_read_file("tests/runtime/fixture.tile", &len);
    ck_assert(f->tile != NULL);
    char *diag = NULL;
    int nerr = 0;
    f->m = lt_compile(f->arena, "tests/runtime/fixture.tile", f->tile, len, NULL, 0, &diag, &nerr);
    ck_assert_msg(f->m != NULL, "%s", diag ? diag : "");
    free(diag);
    f->ctx = tl_create_backend_context("c", "c", exec, &err);
    ck_assert_msg(f->ctx != NULL, "%s", err.msg);
    tl_compilation_init(&f->c, f->arena, f->ctx, f->m, "tests/runtime/fixture.tile");
    /* as the c codegens would have left it */
    f->c.device_codegen = tl_backend_get_device_codegen(tl_context_module(f->ctx), tl_context_target(f->ctx), &err);
    if (host)
        f->c.host_codegen = tl_backend_get_host_codegen(tl_context_module(f->ctx), tl_context_target_host(f->ctx), &err);
    char *d = slurp(device);
    tl_strbuf_puts(&f->c.device_source, d);
    free(d);
    if (extra)
        tl_strbuf_puts(&f->c.device_source, extra);
    if (host) {
        char *h = slurp(host);
        tl_strbuf_puts(&f->c.host_source, h);
        free(h);
    }
}

static void fx_close(fx *f)
{
    tl_compilation_free(&f->c);
    tl_context_free(f->ctx);
    tl_arena_free(f->arena);
    free(f->tile);
}

static const char *const DEVICE = "tests/runtime/fixture_device.c";
static const char *const HOST = "tests/runtime/fixture_host.c";

/* Builds the fixture for exec and loads it (the load function of the
 * context's execution backend, as tilec run calls it). */
static tl_kernel_handle *load_fixture(const char *exec, const char *extra, tl_error *err)
{
    fx f;
    fx_open(&f, exec, DEVICE, strcmp(exec, "tvm_ffi") == 0 ? HOST : NULL, extra);
    tl_kernel_handle *h = tl_load(&f.c, err);
    fx_close(&f); /* the handle needs neither the compilation nor its arena */
    return h;
}

static tl_kernel_handle *must_load(const char *exec, const char *extra)
{
    tl_error err = { 0 };
    tl_kernel_handle *h = load_fixture(exec, extra, &err);
    ck_assert_msg(h != NULL, "%s load: %s", exec, err.msg);
    return h;
}

typedef struct tens {
    DLTensor t;
    int64_t shape[4], strides[4];
    void *buf;
} tens;

static void mk(tens *x, DLDataTypeCode code, int bits, int ndim, int64_t d0, int64_t d1)
{
    memset(x, 0, sizeof *x);
    x->shape[0] = d0, x->shape[1] = d1;
    size_t n = 1;
    for (int d = 0; d < ndim; d++)
        n *= (size_t)(x->shape[d] > 0 ? x->shape[d] : 1);
    x->buf = calloc(n, 8);
    x->t.data = x->buf;
    x->t.device.device_type = kDLCPU;
    x->t.ndim = ndim;
    x->t.dtype.code = (uint8_t)code, x->t.dtype.bits = (uint8_t)bits, x->t.dtype.lanes = 1;
    x->t.shape = x->shape;
}

static tl_any T(tens *x)
{
    tl_any a = { TL_ANY_TENSOR, { .p = &x->t } };
    return a;
}
static tl_any I(int64_t v)
{
    tl_any a = { TL_ANY_INT, { .i = v } };
    return a;
}
static tl_any F(double v)
{
    tl_any a = { TL_ANY_FLOAT, { .f = v } };
    return a;
}

static const char *const EXECS[] = { "cython", "tvm_ffi" };

/* ---- launching ------------------------------------------------------------- */

static void run_scale_rows(tl_kernel_handle *h, int64_t M, int nworkers)
{
    tens A, v, C;
    mk(&A, kDLFloat, 32, 2, M, 17);
    mk(&v, kDLFloat, 32, 1, M, 0);
    mk(&C, kDLFloat, 32, 2, M, 17);
    float *a = A.buf, *vv = v.buf, *c = C.buf;
    for (int64_t i = 0; i < M * 17; i++)
        a[i] = (float)(i % 13) - 6.0f, c[i] = NAN;
    for (int64_t i = 0; i < M; i++)
        vv[i] = (float)i * 0.5f;
    tl_any args[4] = { T(&A), T(&v), F(1.5), T(&C) };
    tl_error err = { 0 };
    ck_assert_msg(tl_kernel_launch(h, NULL, args, 4, nworkers, &err), "%s: %s", tl_kernel_handle_exec(h), err.msg);
    for (int64_t i = 0; i < M * 17; i++)
        ck_assert_float_eq(c[i], 1.5f * a[i] + vv[i / 17]);

    /* the same against the interpreter */
    fx f;
    fx_open(&f, "cython", DEVICE, NULL, NULL);
    float *c2 = calloc((size_t)(M * 17), sizeof *c2), alpha = 1.5f;
    tl_interp_tensor it[4] = {
        { TL_DT_F32, 2, { M, 17 }, a }, { TL_DT_F32, 1, { M }, vv }, { TL_DT_F32, 0, { 0 }, &alpha },
        { TL_DT_F32, 2, { M, 17 }, c2 },
    };
    char msg[512];
    ck_assert_msg(tl_interp_run(f.m, "scale_rows", it, 4, false, msg, sizeof msg), "%s", msg);
    ck_assert(memcmp(c, c2, (size_t)(M * 17) * sizeof *c) == 0);
    free(c2);
    fx_close(&f);
    free(A.buf), free(v.buf), free(C.buf);
}

START_TEST(launch_both_backends)
{
    for (int e = 0; e < 2; e++) {
        tl_kernel_handle *h = must_load(EXECS[e], NULL);
        ck_assert_str_eq(tl_kernel_handle_exec(h), EXECS[e]);
        ck_assert_int_eq(tl_kernel_handle_nkernels(h), 2);
        ck_assert_str_eq(tl_kernel_handle_kernel_name(h, 0), "scale_rows");
        ck_assert_str_eq(tl_kernel_handle_kernel_name(h, 1), "iota");
        ck_assert_ptr_null(tl_kernel_handle_kernel_name(h, 2));
        ck_assert(access(tl_kernel_handle_path(h), R_OK) == 0);
        run_scale_rows(h, 33, 0);
        run_scale_rows(h, 1, 1);
        run_scale_rows(h, 2, 2);

        tens O;
        mk(&O, kDLInt, 32, 1, 9, 0);
        tl_any args[2] = { T(&O), I(-3) };
        tl_error err = { 0 };
        ck_assert_msg(tl_kernel_launch(h, "iota", args, 2, 0, &err), "%s", err.msg);
        for (int i = 0; i < 9; i++)
            ck_assert_int_eq(((int32_t *)O.buf)[i], -3 * i);
        /* a byte_offset of whole elements moves the start */
        O.t.byte_offset = 2 * sizeof(int32_t);
        O.shape[0] = 7;
        args[1] = I(5);
        ck_assert_msg(tl_kernel_launch(h, "iota", args, 2, 0, &err), "%s", err.msg);
        for (int i = 0; i < 9; i++)
            ck_assert_int_eq(((int32_t *)O.buf)[i], i < 2 ? -3 * i : 5 * (i - 2));
        O.t.byte_offset = 0;
        O.shape[0] = 9;
        /* strides that are compact, given explicitly, are fine */
        O.strides[0] = 1;
        O.t.strides = O.strides;
        ck_assert_msg(tl_kernel_launch(h, "iota", args, 2, 0, &err), "%s", err.msg);
        free(O.buf);

        ck_assert(!tl_kernel_launch(h, "nope", args, 2, 0, &err));
        ck_assert_int_eq(err.code, TL_ERR_NOT_FOUND);
        tl_assert_msg_contains(&err, "no kernel 'nope' in this module (kernels: scale_rows, iota)");
        ck_assert(!tl_kernel_launch(h, "iota", NULL, 2, 0, &err));
        tl_assert_msg_contains(&err, "no argument array");
        ck_assert(!tl_kernel_launch(h, "iota", args, 2, -1, &err));
        tl_assert_msg_contains(&err, "nworkers is -1");
        ck_assert(!tl_kernel_launch(NULL, NULL, args, 2, 0, &err));
        tl_kernel_handle_free(h);
    }
    tl_kernel_handle_free(NULL);
}
END_TEST

/* ---- argument checks ------------------------------------------------------- */

typedef enum bad {
    BAD_COUNT, BAD_NOT_TENSOR, BAD_NULL_TENSOR, BAD_NDIM, BAD_DTYPE, BAD_DEVICE, BAD_NULL_DATA, BAD_STRIDES,
    BAD_OFFSET, BAD_INCONSISTENT, BAD_CONST_DIM, BAD_OUT_SHAPE, BAD_NEG_DIM, BAD_SCALAR, BAD_NSHAPE, N_BAD
} bad;

static const char *const bad_msg[N_BAD] = {
    [BAD_COUNT] = "kernel scale_rows: expected 4 arguments (A, v, alpha, C), got 3",
    [BAD_NOT_TENSOR] = "argument 0 (A): expected a tensor (TL_ANY_TENSOR), got an int",
    [BAD_NULL_TENSOR] = "argument 1 (v): expected a tensor (TL_ANY_TENSOR), got a NULL DLTensor pointer",
    [BAD_NDIM] = "argument 0 (A): expected ndim 2, got 1",
    [BAD_DTYPE] = "argument 3 (C): expected dtype f32, got i32",
    [BAD_DEVICE] = "argument 0 (A): expected a CPU tensor (kDLCPU), got device type 2",
    [BAD_NULL_DATA] = "argument 1 (v): data is NULL",
    [BAD_STRIDES] = "argument 0 (A): expected compact row-major strides [17, 1], got [1, 33]",
    [BAD_OFFSET] = "argument 3 (C): byte_offset 6 is not a multiple of the element size 4",
    [BAD_INCONSISTENT] = "argument 1 (v): expected shape [33], got [32]",
    [BAD_CONST_DIM] = "argument 0 (A): expected shape [33, 17], got [33, 16]",
    [BAD_OUT_SHAPE] = "argument 3 (C): expected shape [33, 17], got [33, 18]",
    [BAD_NEG_DIM] = "argument 0 (A): dim 0 is 0, outside [1, 2147483647]",
    [BAD_SCALAR] = "argument 2 (alpha): expected a float (TL_ANY_FLOAT or TL_ANY_INT), got a tensor",
    [BAD_NSHAPE] = "argument 3 (C): expected shape [33, 17], got [34, 17]",
};

START_TEST(bad_arguments)
{
    for (int e = 0; e < 2; e++) {
        tl_kernel_handle *h = must_load(EXECS[e], NULL);
        for (int b = 0; b < N_BAD; b++) {
            tens A, v, C;
            mk(&A, kDLFloat, 32, 2, 33, 17);
            mk(&v, kDLFloat, 32, 1, 33, 0);
            mk(&C, kDLFloat, 32, 2, 33, 17);
            for (int i = 0; i < 33 * 17; i++)
                ((float *)C.buf)[i] = 42.0f;
            tl_any args[4] = { T(&A), T(&v), F(2.0), T(&C) };
            int nargs = 4;
            switch ((bad)b) {
            case BAD_COUNT: nargs = 3; break;
            case BAD_NOT_TENSOR: args[0] = I(7); break;
            case BAD_NULL_TENSOR: args[1].v.p = NULL; break;
            case BAD_NDIM: A.t.ndim = 1; break;
            case BAD_DTYPE: C.t.dtype.code = kDLInt; break;
            case BAD_DEVICE: A.t.device.device_type = kDLCUDA; break;
            case BAD_NULL_DATA: v.t.data = NULL; break;
            case BAD_STRIDES: A.strides[0] = 1, A.strides[1] = 33, A.t.strides = A.strides; break;
            case BAD_OFFSET: C.t.byte_offset = 6; break;
            case BAD_INCONSISTENT: v.shape[0] = 32; break;
            case BAD_CONST_DIM: A.shape[1] = 16; break;
            case BAD_OUT_SHAPE: C.shape[1] = 18; break;
            case BAD_NEG_DIM: A.shape[0] = 0; break;
            case BAD_SCALAR: args[2] = T(&v); break;
            case BAD_NSHAPE: C.shape[0] = 34; break;
            case N_BAD: break;
            }
            tl_error err = { 0 };
            ck_assert_msg(!tl_kernel_launch(h, "scale_rows", args, nargs, 0, &err), "%s: case %d accepted",
                          EXECS[e], b);
            ck_assert_int_eq(err.code, TL_ERR_INVALID);
            ck_assert_msg(strcmp(err.msg, bad_msg[b]) == 0, "%s: got '%s', want '%s'", EXECS[e], err.msg,
                          bad_msg[b]);
            for (int i = 0; i < 33 * 17; i++) /* nothing ran */
                ck_assert_float_eq(((float *)C.buf)[i], 42.0f);
            free(A.buf), free(v.buf), free(C.buf);
        }

        /* integer scalars */
        tens O;
        mk(&O, kDLInt, 32, 1, 4, 0);
        tl_any args[2] = { T(&O), F(1.0) };
        tl_error err = { 0 };
        ck_assert(!tl_kernel_launch(h, "iota", args, 2, 0, &err));
        ck_assert_str_eq(err.msg, "argument 1 (k): expected an integer (TL_ANY_INT), got a float");
        args[1] = I(INT64_C(1) << 40);
        ck_assert(!tl_kernel_launch(h, "iota", args, 2, 0, &err));
        ck_assert_str_eq(err.msg, "argument 1 (k): 1099511627776 is out of range for i32");
        args[1].type = TL_ANY_STR;
        args[1].v.s = "3";
        ck_assert(!tl_kernel_launch(h, "iota", args, 2, 0, &err));
        ck_assert_str_eq(err.msg, "argument 1 (k): expected an integer (TL_ANY_INT), got a string");
        args[1] = I(2);
        ck_assert(!tl_kernel_launch(h, "iota", args, 1, 0, &err));
        ck_assert_str_eq(err.msg, "kernel iota: expected 2 arguments (O, k), got 1");
        /* an ndim-1 tensor with stride 1 in an extent-1 dim... and any stride when the extent is 1 */
        O.shape[0] = 1;
        O.strides[0] = 99;
        O.t.strides = O.strides;
        ck_assert_msg(tl_kernel_launch(h, "iota", args, 2, 0, &err), "%s", err.msg);
        free(O.buf);
        tl_kernel_handle_free(h);
    }
}
END_TEST

/* ---- the compile cache ------------------------------------------------------ */

static char *entry_dir(const tl_kernel_handle *h)
{
    char *d = strdup(tl_kernel_handle_path(h));
    *strrchr(d, '/') = 0;
    return d;
}

static int count_entries(const char *prefix)
{
    DIR *d = opendir(cache_root);
    if (!d)
        return 0;
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)))
        if (strncmp(e->d_name, prefix, strlen(prefix)) == 0 && strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
            n++;
    closedir(d);
    return n;
}

START_TEST(cache_hit_skips_compiler)
{
    fresh_cache("cache_hit_skips_compiler");
    ck_assert(tl_runtime_cache_enabled());
    char dir[512];
    ck_assert(tl_runtime_cache_dir(dir, sizeof dir));
    ck_assert_str_eq(dir, cache_root);
    for (int e = 0; e < 2; e++) {
        tl_runtime_stats s0 = tl_runtime_get_stats();
        tl_kernel_handle *h1 = must_load(EXECS[e], NULL);
        tl_runtime_stats s1 = tl_runtime_get_stats();
        ck_assert(!tl_kernel_handle_cache_hit(h1));
        ck_assert_int_eq(s1.compiles, s0.compiles + 1);
        ck_assert_msg(strncmp(tl_kernel_handle_path(h1), cache_root, strlen(cache_root)) == 0, "%s",
                      tl_kernel_handle_path(h1));
        tl_kernel_handle *h2 = must_load(EXECS[e], NULL); /* while h1 is loaded */
        tl_runtime_stats s2 = tl_runtime_get_stats();
        ck_assert(tl_kernel_handle_cache_hit(h2));
        ck_assert_int_eq(s2.compiles, s1.compiles);
        ck_assert_int_eq(s2.cache_hits, s1.cache_hits + 1);
        ck_assert_str_eq(tl_kernel_handle_path(h1), tl_kernel_handle_path(h2));
        tl_kernel_handle_free(h1);
        run_scale_rows(h2, 5, 0);
        tl_kernel_handle_free(h2);
        tl_kernel_handle *h3 = must_load(EXECS[e], NULL); /* after both were unloaded */
        ck_assert(tl_kernel_handle_cache_hit(h3));
        ck_assert_int_eq(tl_runtime_get_stats().compiles, s1.compiles);
        /* the entry keeps its sources for inspection */
        char *d = entry_dir(h3), p[600];
        snprintf(p, sizeof p, "%s/kernel.c", d);
        ck_assert(access(p, R_OK) == 0);
        snprintf(p, sizeof p, "%s/tilec_prelude.h", d);
        ck_assert(access(p, R_OK) == 0);
        free(d);
        tl_kernel_handle_free(h3);
    }
    /* a different source, a different backend: different entries */
    tl_kernel_handle *a = must_load("cython", "/* changed */\n");
    tl_kernel_handle *b = must_load("cython", NULL);
    tl_kernel_handle *c = must_load("tvm_ffi", NULL);
    ck_assert(!tl_kernel_handle_cache_hit(a));
    ck_assert_str_ne(tl_kernel_handle_path(a), tl_kernel_handle_path(b));
    ck_assert_str_ne(tl_kernel_handle_path(b), tl_kernel_handle_path(c));
    tl_kernel_handle_free(a), tl_kernel_handle_free(b), tl_kernel_handle_free(c);
    ck_assert_int_eq(count_entries(".tmp-"), 0);
}
END_TEST

static void write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    ck_assert_msg(f != NULL, "%s", path);
    fputs(text, f);
    fclose(f);
}

static void copy_file(const char *from, const char *to)
{
    size_t len;
    char *s = lt_read_file(from, &len);
    ck_assert(s != NULL);
    FILE *f = fopen(to, "wb");
    ck_assert(f != NULL);
    fwrite(s, 1, len, f);
    fclose(f);
    free(s);
}

static int rm_one(const char *path, const struct stat *sb, int flag, struct FTW *ftw)
{
    (void)sb, (void)flag, (void)ftw;
    remove(path);
    return 0;
}

START_TEST(cache_rejects_bad_entries)
{
    fresh_cache("cache_rejects_bad_entries");
    tl_kernel_handle *h = must_load("cython", NULL);
    char *so = strdup(tl_kernel_handle_path(h)), *dir = entry_dir(h);
    tl_kernel_handle_free(h);

    /* 1. garbage where the library should be */
    write_text(so, "this is not a shared object\n");
    tl_runtime_stats s0 = tl_runtime_get_stats();
    h = must_load("cython", NULL);
    tl_runtime_stats s1 = tl_runtime_get_stats();
    ck_assert(!tl_kernel_handle_cache_hit(h));
    ck_assert_int_eq(s1.compiles, s0.compiles + 1);
    ck_assert_int_eq(s1.cache_rejected, s0.cache_rejected + 1);
    ck_assert_str_eq(tl_kernel_handle_path(h), so);
    run_scale_rows(h, 3, 0);
    tl_kernel_handle_free(h);
    h = must_load("cython", NULL);
    ck_assert(tl_kernel_handle_cache_hit(h)); /* the rebuilt entry is good */
    tl_kernel_handle_free(h);

    /* 2. a valid library of another key (a truncated or swapped entry) */
    tl_kernel_handle *other = must_load("tvm_ffi", NULL);
    copy_file(tl_kernel_handle_path(other), so);
    tl_kernel_handle_free(other);
    s0 = tl_runtime_get_stats();
    h = must_load("cython", NULL);
    ck_assert(!tl_kernel_handle_cache_hit(h));
    ck_assert_int_eq(tl_runtime_get_stats().cache_rejected, s0.cache_rejected + 1);
    run_scale_rows(h, 4, 0);
    tl_kernel_handle_free(h);

    /* 3. a plain file where the entry's folder should be */
    nftw(dir, rm_one, 8, FTW_DEPTH | FTW_PHYS);
    write_text(dir, "garbage");
    h = must_load("cython", NULL);
    ck_assert(!tl_kernel_handle_cache_hit(h));
    run_scale_rows(h, 2, 0);
    tl_kernel_handle_free(h);

    /* 4. an empty entry folder (as a crash between mkdir and rename would not leave, but a person might) */
    nftw(dir, rm_one, 8, FTW_DEPTH | FTW_PHYS);
    ck_assert(mkdir(dir, 0755) == 0);
    h = must_load("cython", NULL);
    ck_assert(!tl_kernel_handle_cache_hit(h));
    tl_kernel_handle_free(h);
    h = must_load("cython", NULL);
    ck_assert(tl_kernel_handle_cache_hit(h));
    tl_kernel_handle_free(h);

    ck_assert_int_eq(count_entries(".tmp-"), 0);
    ck_assert_int_eq(count_entries(".trash-"), 0);

    /* 5. a temporary folder a killed build left two days ago is swept by the next build; a fresh one is not */
    char old[1200], young[1200];
    snprintf(old, sizeof old, "%s/.tmp-0123456789abcdef-OLDOLD", cache_root);
    snprintf(young, sizeof young, "%s/.tmp-0123456789abcdef-YOUNGG", cache_root);
    ck_assert(mkdir(old, 0755) == 0 && mkdir(young, 0755) == 0);
    char part[1300];
    snprintf(part, sizeof part, "%s/kernel.so", old);
    write_text(part, "partial");
    struct timespec times[2] = { { time(NULL) - 2 * 86400, 0 }, { time(NULL) - 2 * 86400, 0 } };
    ck_assert(utimensat(AT_FDCWD, old, times, 0) == 0);
    h = must_load("cython", "/* another */\n");
    tl_kernel_handle_free(h);
    ck_assert(access(old, F_OK) != 0);
    ck_assert(access(young, F_OK) == 0);
    free(so), free(dir);
}
END_TEST

/* The cache trusts nothing it did not write: a flipped byte or a truncated
 * library is rebuilt before dlopen sees it; an entry or a cache folder that
 * someone else can write is rebuilt or refused; the least recently used
 * entries go when the cache outgrows TILEC_CACHE_MAX. */
START_TEST(cache_trusts_nothing_it_did_not_write)
{
    fresh_cache("cache_trusts_nothing");
    tl_kernel_handle *h = must_load("cython", NULL);
    char *so = strdup(tl_kernel_handle_path(h)), *dir = entry_dir(h);
    tl_kernel_handle_free(h);

    /* 1. one flipped byte in the middle of the library */
    FILE *f = fopen(so, "r+b");
    ck_assert(f && fseek(f, 0, SEEK_END) == 0);
    long size = ftell(f);
    ck_assert(fseek(f, size / 2, SEEK_SET) == 0);
    int byte = fgetc(f);
    ck_assert(fseek(f, size / 2, SEEK_SET) == 0);
    fputc(byte ^ 0x40, f);
    fclose(f);
    tl_runtime_stats s0 = tl_runtime_get_stats();
    h = must_load("cython", NULL);
    ck_assert(!tl_kernel_handle_cache_hit(h));
    ck_assert_int_eq(tl_runtime_get_stats().cache_rejected, s0.cache_rejected + 1);
    run_scale_rows(h, 5, 0);
    tl_kernel_handle_free(h);

    /* 2. truncated to its first 100 bytes (today's crash inside dlopen) */
    ck_assert(truncate(so, 100) == 0);
    h = must_load("cython", NULL);
    ck_assert(!tl_kernel_handle_cache_hit(h));
    run_scale_rows(h, 3, 0);
    tl_kernel_handle_free(h);

    /* 3. an entry that others can write is rebuilt, not loaded */
    ck_assert(chmod(dir, 0777) == 0);
    h = must_load("cython", NULL);
    ck_assert(!tl_kernel_handle_cache_hit(h));
    tl_kernel_handle_free(h);
    struct stat st;
    ck_assert(stat(dir, &st) == 0 && (st.st_mode & 0777) == 0700);
    h = must_load("cython", NULL);
    ck_assert(tl_kernel_handle_cache_hit(h));
    tl_kernel_handle_free(h);

    /* 4. a cache folder that others can write is refused, with the way out */
    ck_assert(chmod(cache_root, 0777) == 0);
    tl_error err = { 0 };
    ck_assert_ptr_null(load_fixture("cython", NULL, &err));
    tl_assert_msg_contains(&err, "the compile cache cannot be trusted");
    tl_assert_msg_contains(&err, "is writable by others (mode 777)");
    tl_assert_msg_contains(&err, "--no-cache");
    tl_runtime_set_cache(false);
    h = must_load("cython", NULL); /* without the cache it builds */
    tl_kernel_handle_free(h);
    tl_runtime_set_cache(true);
    ck_assert(chmod(cache_root, 0700) == 0);

    /* 5. eviction: with room for about one entry, the older ones go */
    setenv("TILEC_CACHE_MAX", "1K", 1);
    tl_runtime_stats e0 = tl_runtime_get_stats();
    h = must_load("cython", "/* one */\n");
    tl_kernel_handle_free(h);
    h = must_load("cython", "/* two */\n");
    char *two = strdup(tl_kernel_handle_path(h));
    tl_kernel_handle_free(h);
    ck_assert_uint_ge(tl_runtime_get_stats().cache_evicted, e0.cache_evicted + 2);
    ck_assert_int_eq(access(so, F_OK), -1); /* the first entry is gone */
    ck_assert_int_eq(access(two, F_OK), 0); /* the newest stays */
    unsetenv("TILEC_CACHE_MAX");
    free(two), free(so), free(dir);
}
END_TEST

START_TEST(no_cache)
{
    fresh_cache("no_cache");
    for (int mode = 0; mode < 2; mode++) {
        if (mode == 0)
            tl_runtime_set_cache(false);
        else
            setenv("TILEC_NO_CACHE", "1", 1);
        ck_assert(!tl_runtime_cache_enabled());
        int before = count_entries("");
        tl_runtime_stats s0 = tl_runtime_get_stats();
        tl_kernel_handle *a = must_load("cython", NULL);
        tl_kernel_handle *b = must_load("tvm_ffi", NULL);
        tl_kernel_handle *c = must_load("cython", NULL);
        ck_assert_int_eq(tl_runtime_get_stats().compiles, s0.compiles + 3);
        ck_assert(!tl_kernel_handle_cache_hit(c));
        ck_assert_str_ne(tl_kernel_handle_path(a), tl_kernel_handle_path(c));
        ck_assert(strncmp(tl_kernel_handle_path(a), cache_root, strlen(cache_root)) != 0);
        ck_assert_int_eq(count_entries(""), before); /* nothing written to the cache */
        run_scale_rows(a, 7, 0);
        run_scale_rows(b, 7, 0);
        char *d = entry_dir(a);
        tl_kernel_handle_free(a), tl_kernel_handle_free(b), tl_kernel_handle_free(c);
        ck_assert_msg(access(d, F_OK) != 0, "%s was not removed", d); /* the private build folder is gone */
        free(d);
        tl_runtime_set_cache(true);
        unsetenv("TILEC_NO_CACHE");
        ck_assert(tl_runtime_cache_enabled());
    }
    setenv("TILEC_NO_CACHE", "0", 1);
    ck_assert(tl_runtime_cache_enabled());
}
END_TEST

typedef struct loader {
    const char *exec;
    tl_kernel_handle *h;
    tl_error err;
} loader;

static void *load_thread(void *p)
{
    loader *l = p;
    fx f;
    fx_open(&f, l->exec, DEVICE, strcmp(l->exec, "tvm_ffi") == 0 ? HOST : NULL, "/* concurrent */\n");
    l->h = tl_context_execution_backend(f.ctx)->load(&f.c, &l->err);
    fx_close(&f);
    return NULL;
}

START_TEST(concurrent_loads)
{
    fresh_cache("concurrent_loads");
    enum { N = 4 };
    pthread_t t[N];
    loader l[N];
    for (int i = 0; i < N; i++) {
        memset(&l[i], 0, sizeof l[i]);
        l[i].exec = EXECS[i % 2];
        ck_assert_int_eq(pthread_create(&t[i], NULL, load_thread, &l[i]), 0);
    }
    for (int i = 0; i < N; i++)
        pthread_join(t[i], NULL);
    for (int i = 0; i < N; i++) {
        ck_assert_msg(l[i].h != NULL, "%s", l[i].err.msg);
        run_scale_rows(l[i].h, 6, 0);
        tl_kernel_handle_free(l[i].h);
    }
    ck_assert_int_eq(count_entries(".tmp-"), 0);
}
END_TEST

/* ---- build failures ---------------------------------------------------------- */

START_TEST(compiler_error)
{
    fresh_cache("compiler_error");
    for (int e = 0; e < 2; e++) {
        int before = count_entries("");
        tl_error err = { 0 };
        tl_kernel_handle *h = load_fixture(EXECS[e], "int broken(void) { return undeclared_name_xyz; }\n", &err);
        ck_assert_ptr_null(h);
        ck_assert_int_eq(err.code, TL_ERR_INVALID);
        tl_assert_msg_contains(&err, "C compiler 'cc' failed (exit 1)");
        tl_assert_msg_contains(&err, "undeclared_name_xyz");
        tl_assert_msg_contains(&err, "error");
        ck_assert_int_eq(count_entries(""), before); /* no entry, no leftover temporary folder */
    }
    /* a flood of errors is trimmed to whole lines with a note */
    tl_strbuf flood = { 0 };
    for (int i = 0; i < 60; i++)
        tl_strbuf_printf(&flood, "int f%d(void) { return undeclared_%d; }\n", i, i);
    tl_error err = { 0 };
    ck_assert_ptr_null(load_fixture("cython", tl_strbuf_cstr(&flood), &err));
    tl_strbuf_free(&flood);
    tl_assert_msg_contains(&err, "more bytes)");
    ck_assert(strlen(err.msg) < sizeof err.msg - 1);
}
END_TEST

START_TEST(interrupted_compile)
{
    fresh_cache("interrupted_compile");
    setenv("CC", "sh tests/runtime/killed_cc.sh", 1);
    tl_error err = { 0 };
    ck_assert_ptr_null(load_fixture("cython", NULL, &err));
    tl_assert_msg_contains(&err, "C compiler 'sh' was killed");
    ck_assert_int_eq(count_entries(""), 0); /* no entry, partial or not, and no temporary folder */
    unsetenv("CC");
    tl_kernel_handle *h = must_load("cython", NULL);
    run_scale_rows(h, 3, 0);
    tl_kernel_handle_free(h);
    ck_assert_int_eq(count_entries(""), 1);
}
END_TEST

START_TEST(missing_compiler)
{
    setenv("CC", "/nonexistent/tilec-cc", 1);
    tl_error err = { 0 };
    ck_assert_ptr_null(load_fixture("cython", NULL, &err));
    ck_assert_int_eq(err.code, TL_ERR_UNAVAILABLE);
    tl_assert_msg_contains(&err, "C compiler '/nonexistent/tilec-cc' cannot be run: No such file or directory");
    setenv("CC", "false", 1); /* runs, but fails --version */
    ck_assert_ptr_null(load_fixture("cython", NULL, &err));
    tl_assert_msg_contains(&err, "C compiler 'false --version' failed");
    setenv("CC", "cc -Wall", 1); /* words are split */
    tl_kernel_handle *h = load_fixture("cython", NULL, &err);
    ck_assert_msg(h != NULL, "%s", err.msg);
    tl_kernel_handle_free(h);
    unsetenv("CC");
}
END_TEST

START_TEST(missing_entry_points)
{
    /* a device source without iota's launch function */
    fx f;
    fx_open(&f, "cython", DEVICE, NULL, NULL);
    tl_strbuf_free(&f.c.device_source);
    tl_strbuf_puts(&f.c.device_source,
                   "#include \"tilec_prelude.h\"\n"
                   "int tilec_launch_scale_rows(void *const *a, const int64_t *d, int n);\n"
                   "int tilec_launch_scale_rows(void *const *a, const int64_t *d, int n) { return 0; }\n");
    tl_error err = { 0 };
    ck_assert_ptr_null(tl_load(&f.c, &err));
    tl_assert_msg_contains(&err, "defines no tilec_launch_iota (the device source lacks kernel iota)");
    /* no sources at all */
    tl_strbuf_free(&f.c.device_source);
    ck_assert_ptr_null(tl_load(&f.c, &err));
    tl_assert_msg_contains(&err, "no device code to build");
    fx_close(&f);

    fx_open(&f, "tvm_ffi", DEVICE, NULL, NULL);
    ck_assert_ptr_null(tl_load(&f.c, &err));
    tl_assert_msg_contains(&err, "no host code to build");
    fx_close(&f);
}
END_TEST

/* ---- hashing ------------------------------------------------------------------- */

START_TEST(sha256_vectors)
{
    char hex[65];
    tl_runtime_sha256_hex("", 0, hex);
    ck_assert_str_eq(hex, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    tl_runtime_sha256_hex("abc", 3, hex);
    ck_assert_str_eq(hex, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    const char *two = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
    tl_runtime_sha256_hex(two, strlen(two), hex);
    ck_assert_str_eq(hex, "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    char *million = malloc(1000000);
    memset(million, 'a', 1000000);
    tl_runtime_sha256_hex(million, 1000000, hex);
    free(million);
    ck_assert_str_eq(hex, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}
END_TEST

/* ---- end to end: every example through the C codegens and both backends ---- */

static uint64_t rng = 0x243F6A8885A308D3ull;

static double rnd(void) /* in [-1, 1) */
{
    rng = rng * 6364136223846793005ull + 1442695040888963407ull;
    return (double)(rng >> 11) / (double)(1ull << 53) * 2.0 - 1.0;
}

/* Runs kernel k (of the compiled module behind h) with every shape variable
 * set to size on random inputs, and the same on the interpreter with ref's
 * kernel; compares every tensor. */
static void compare_with_interp(tl_kernel_handle *h, const tl_module *m, const tl_kernel *ref, int64_t size,
                                const char *what)
{
    size_t np = ref->nparams;
    tl_interp_tensor it[16];
    DLTensor dt[16];
    int64_t shapes[16][TL_IR_MAX_DIMS];
    void *mine[16];
    size_t count[16];
    double sc[16];
    tl_any args[16];
    ck_assert(np <= 16);
    for (size_t i = 0; i < np; i++) {
        const tl_param *p = &ref->params[i];
        memset(&it[i], 0, sizeof it[i]);
        if (!p->is_tensor) {
            tl_dtype t = p->var->dtype;
            it[i].dtype = t;
            it[i].data = &sc[i];
            tl_interp_set(t, &sc[i], 0, tl_dtype_is_float(t) ? 0.5 : 3);
            args[i] = tl_dtype_is_float(t) ? F(0.5) : I(3);
            mine[i] = NULL;
            continue;
        }
        const tl_buffer *b = p->buf;
        count[i] = 1;
        for (int d = 0; d < b->ndim; d++) {
            shapes[i][d] = lt_dim_at(ref, b->dims[d], size);
            count[i] *= (size_t)shapes[i][d];
        }
        it[i].dtype = b->dtype;
        it[i].ndim = b->ndim;
        memcpy(it[i].shape, shapes[i], sizeof shapes[i]);
        size_t bytes = (size_t)tl_dtype_global_bytes(b->dtype, count[i]); /* 4-bit: packed */
        it[i].data = malloc(bytes);
        mine[i] = malloc(bytes);
        for (size_t e = 0; e < count[i]; e++)
            tl_interp_set(b->dtype, it[i].data, e, b->dtype == TL_DT_BOOL ? rnd() > 0 : rnd());
        memcpy(mine[i], it[i].data, bytes);
        memset(&dt[i], 0, sizeof dt[i]);
        dt[i].data = mine[i];
        dt[i].device.device_type = kDLCPU;
        dt[i].ndim = b->ndim;
        dt[i].dtype.lanes = 1;
        tl_dtype_to_dlpack(b->dtype, &dt[i].dtype.code, &dt[i].dtype.bits);
        dt[i].shape = shapes[i];
        args[i].type = TL_ANY_TENSOR;
        args[i].v.p = &dt[i];
    }
    tl_error err = { 0 };
    ck_assert_msg(tl_kernel_launch(h, ref->name, args, (int)np, 0, &err), "%s: %s", what, err.msg);
    /* both backends draw the same inputs (examples_end_to_end), so the
     * interpreter runs once for them (interpref.h) */
    char msg[512], file[1100];
    if (!ir_load(cache_top, m, ref, it, np, file, sizeof file)) {
        ck_assert_msg(tl_interp_run_kernel(ref, it, np, false, msg, sizeof msg), "%s: %s", what, msg);
        ir_store(file, it, np);
    }
    for (size_t i = 0; i < np; i++) {
        if (!mine[i])
            continue;
        tl_dtype t = it[i].dtype;
        double rtol = t == TL_DT_F16 || t == TL_DT_BF16 ? 2e-2 : t == TL_DT_F32 ? 1e-4 : 0;
        double atol = t == TL_DT_F16 || t == TL_DT_BF16 ? 2e-2 : t == TL_DT_F32 ? 1e-4 : 0;
        for (size_t e = 0; e < count[i]; e++) {
            double want = tl_interp_get(t, it[i].data, e), got = tl_interp_get(t, mine[i], e);
            bool same = got == want || (isnan(want) && isnan(got)) || fabs(got - want) <= atol + rtol * fabs(want);
            tl_assert_elem(same, "%s: %s element %zu: got %.9g, the interpreter %.9g", what, ref->params[i].name, e,
                           got, want);
        }
        free(mine[i]);
        free(it[i].data);
    }
}

static char *example_names[64];
static int nexamples;

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* The examples, sorted (in make_suite: one loop iteration each). */
static void list_examples(void)
{
    DIR *d = opendir("examples");
    struct dirent *de;
    while (d && (de = readdir(d)) && nexamples < 64) {
        size_t l = strlen(de->d_name);
        if (l > 5 && strcmp(de->d_name + l - 5, ".tile") == 0)
            example_names[nexamples++] = strdup(de->d_name);
    }
    if (d)
        closedir(d);
    qsort(example_names, (size_t)nexamples, sizeof *example_names, cmp_str);
}

START_TEST(examples_end_to_end)
{
    ck_assert_int_gt(nexamples, 0);
    int ran = 0;
    for (int fi = _i; fi == _i; fi++) {
        const char *const *names = (const char *const *)example_names;
        char path[512];
        snprintf(path, sizeof path, "examples/%s", names[fi]);
        size_t len;
        char *src = lt_read_file(path, &len);
        tl_arena *a2 = tl_arena_new();
        int nerr;
        tl_module *ref = lt_compile(a2, path, src, len, NULL, 0, NULL, &nerr);
        ck_assert_msg(ref != NULL, "%s", path);
        uint64_t rng_at_start = rng; /* each backend on the same inputs */
        for (int e = 0; e < 2; e++) {
            rng = rng_at_start;
            tl_arena *arena = tl_arena_new();
            tl_module *m = lt_compile(arena, path, src, len, NULL, 0, NULL, &nerr);
            tl_error err = { 0 };
            const tl_context *ctx = tl_create_backend_context("c", "c", EXECS[e], &err);
            ck_assert_msg(ctx != NULL, "%s", err.msg);
            tl_compilation c;
            tl_compilation_init(&c, arena, ctx, m, path);
            bool ok = tl_run_pipeline(&c, &err) && tl_run_codegen(&c, false, &err);
            if (!ok && err.code == TL_ERR_NOT_IMPLEMENTED) {
                fprintf(stderr, "examples_end_to_end: %s skipped (%s)\n", path, err.msg);
            } else {
                ck_assert_msg(ok, "%s: %s", path, err.msg);
                tl_kernel_handle *h = tl_context_execution_backend(ctx)->load(&c, &err);
                ck_assert_msg(h != NULL, "%s (%s): %s", path, EXECS[e], err.msg);
                static const int64_t sizes[] = { 1, 37 };
                for (size_t ki = 0; ki < ref->nkernels; ki++)
                    for (size_t si = 0; si < sizeof sizes / sizeof *sizes; si++) {
                        char what[700];
                        snprintf(what, sizeof what, "%s kernel %s, %s, size %lld", path, ref->kernels[ki]->name,
                                 EXECS[e], (long long)sizes[si]);
                        compare_with_interp(h, ref, ref->kernels[ki], sizes[si], what);
                        ran++;
                    }
                /* both backends reject a wrong argument count and a wrong ndim, naming the argument */
                tl_any none[1] = { I(0) };
                ck_assert(!tl_kernel_launch(h, NULL, none, 0, 0, &err));
                const tl_kernel *k0 = ref->kernels[0];
                if (k0->params[0].is_tensor && k0->nparams <= 16) {
                    DLTensor t0 = { 0 };
                    int64_t shp[TL_IR_MAX_DIMS + 1] = { 1, 1, 1, 1, 1, 1, 1, 1, 1 };
                    float dummy[4];
                    t0.data = dummy;
                    t0.device.device_type = kDLCPU;
                    t0.ndim = k0->params[0].buf->ndim + 1;
                    t0.dtype.lanes = 1;
                    tl_dtype_to_dlpack(k0->params[0].buf->dtype, &t0.dtype.code, &t0.dtype.bits);
                    t0.shape = shp;
                    tl_any args[16];
                    for (size_t i = 0; i < k0->nparams; i++)
                        args[i].type = TL_ANY_TENSOR, args[i].v.p = &t0;
                    ck_assert(!tl_kernel_launch(h, NULL, args, (int)k0->nparams, 0, &err));
                    char want[300];
                    snprintf(want, sizeof want, "argument 0 (%s): expected ndim %d, got %d", k0->params[0].name,
                             k0->params[0].buf->ndim, t0.ndim);
                    tl_assert_msg_contains(&err, want);
                }
                tl_kernel_handle_free(h);
            }
            tl_compilation_free(&c);
            tl_context_free(ctx);
            tl_arena_free(arena);
        }
        tl_arena_free(a2);
        free(src);
        ck_assert_int_gt(ran, 0);
    }
}
END_TEST

/* ---- suite --------------------------------------------------------------------- */

static void remove_cache_root(void)
{
    if (getpid() == main_pid && cache_top[0])
        nftw(cache_top, rm_one, 16, FTW_DEPTH | FTW_PHYS);
}

Suite *make_suite(void)
{
    /* one private cache for this run; tests inherit it across fork */
    char tmpl[] = "/tmp/tilec-check-runtime-XXXXXX";
    if (!mkdtemp(tmpl)) { /* no ck_assert outside a test */
        perror("mkdtemp");
        abort();
    }
    setenv("XDG_CACHE_HOME", tmpl, 1);
    snprintf(cache_top, sizeof cache_top, "%s", tmpl);
    snprintf(cache_root, sizeof cache_root, "%s/tilec", tmpl);
    unsetenv("TILEC_NO_CACHE");
    unsetenv("CC");
    main_pid = getpid();
    atexit(remove_cache_root);

    Suite *s = suite_create("runtime");
    TCase *tc = tcase_create("runtime");
    tcase_set_timeout(tc, 240);
    tcase_add_test(tc, sha256_vectors);
    tcase_add_test(tc, launch_both_backends);
    tcase_add_test(tc, bad_arguments);
    tcase_add_test(tc, cache_hit_skips_compiler);
    tcase_add_test(tc, cache_rejects_bad_entries);
    tcase_add_test(tc, cache_trusts_nothing_it_did_not_write);
    tcase_add_test(tc, no_cache);
    tcase_add_test(tc, concurrent_loads);
    tcase_add_test(tc, compiler_error);
    tcase_add_test(tc, interrupted_compile);
    tcase_add_test(tc, missing_compiler);
    tcase_add_test(tc, missing_entry_points);
    suite_add_tcase(s, tc);
    /* one case per example: each compiles it twice with the system compiler */
    list_examples();
    TCase *ex = tcase_create("examples");
    tcase_set_timeout(ex, 240);
    tcase_add_loop_test(ex, examples_end_to_end, 0, nexamples > 0 ? nexamples : 1);
    suite_add_tcase(s, ex);
    return s;
}

TL_TEST_MAIN()
