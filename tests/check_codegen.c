/*
 * check_codegen.c: the c pipeline and the C codegens, end to end. For every
 * example: front end, passes, device and host codegen; the generated C is
 * compared with tests/golden/c/NAME.c and NAME.host.c (TL_UPDATE_GOLDEN=1
 * refreshes them), compiled by the system C compiler into a shared object
 * with the prelude, and run through tilec_launch_NAME and tilec_packed_NAME
 * at several shapes (1, primes, non-multiples of the tiles) against the
 * interpreter (src/interp). Also: the IR after each pass of the pipeline
 * prints and parses back, the packed entry points reject bad arguments with
 * messages naming them, and the compile time of gemm.tile is printed.
 */
#include <dlfcn.h>
#include <dlpack/dlpack.h>
#include <math.h>
#include <time.h>
#include <unistd.h>

#include "compile/compile.h"
#include "cpu/cpu.h"
#include "interp/interp.h"
#include "interpref.h"
#include "ir/value.h"
#include "langtest.h"
#include "testutil.h"

#define EXAMPLES "examples"
#define GOLDEN "tests/golden/c"

typedef struct built {
    tl_arena *arena;
    tl_module *m;
    const tl_context *ctx;
    tl_compilation c;
} built;

/* Called between the pipeline and the codegens when set: a test's change to
 * the lowered IR (false: it failed). */
static bool (*after_pipeline)(tl_module *m);

static bool build(built *b, const char *path, const char *exec, char *msg, size_t cap)
{
    size_t len;
    char *src = lt_read_file(path, &len);
    memset(b, 0, sizeof *b);
    if (!src) {
        snprintf(msg, cap, "cannot read %s", path);
        return false;
    }
    b->arena = tl_arena_new();
    int nerr = 0;
    b->m = tl_lang_compile(b->arena, path, src, len, NULL, 0, NULL, &nerr);
    free(src);
    tl_error err = {0};
    b->ctx = b->m ? tl_create_backend_context("c", "c", exec, &err) : NULL;
    if (!b->ctx) {
        snprintf(msg, cap, "%s: %s", path, b->m ? err.msg : "front end failed");
        return false;
    }
    tl_compilation_init(&b->c, b->arena, b->ctx, b->m, path);
    if (!tl_run_pipeline(&b->c, &err) || (after_pipeline && !after_pipeline(b->m)) || !tl_run_codegen(&b->c, false, &err)) {
        snprintf(msg, cap, "%s: %s", path, err.msg);
        return false;
    }
    return true;
}

static void unbuild(built *b)
{
    tl_compilation_free(&b->c);
    if (b->ctx)
        tl_context_free(b->ctx);
    tl_arena_free(b->arena);
}

static void write_file(const char *path, const char *s, size_t n)
{
    FILE *f = fopen(path, "wb");
    ck_assert_msg(f != NULL, "cannot write %s", path);
    fwrite(s, 1, n, f);
    fclose(f);
}

static void golden(const char *name, const char *text)
{
    char path[512];
    snprintf(path, sizeof path, GOLDEN "/%s", name);
    if (getenv("TL_UPDATE_GOLDEN")) {
        write_file(path, text, strlen(text));
        return;
    }
    size_t len;
    char *want = lt_read_file(path, &len);
    ck_assert_msg(want != NULL, "%s is missing (TL_UPDATE_GOLDEN=1 writes it)", path);
    ck_assert_msg(strcmp(want, text) == 0, "%s differs from the generated C (TL_UPDATE_GOLDEN=1 refreshes it)", path);
    free(want);
}

/* ---- running ---------------------------------------------------------------- */

typedef int launch_fn(void *const *args, const int64_t *dims, const void *self);
typedef int packed_fn(void *self, const tl_any *args, int nargs, tl_any *ret);

static uint64_t rng = 88172645463325252ull;
static double rnd(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (double)(rng >> 11) / 9007199254740992.0 * 2 - 1;
}

static double tol(tl_dtype t)
{
    return t == TL_DT_F16 ? 2e-2 : t == TL_DT_BF16 ? 5e-2 : t == TL_DT_F32 ? 1e-4 : 0;
}

typedef struct args {
    int n;
    tl_interp_tensor t[16];
    size_t count[16];
    int64_t dims[16];
} args;

/* Random tensors for kernel k with shape vars bound to vals. */
static void make_args(const tl_kernel *k, const int64_t *vals, args *a)
{
    a->n = (int)k->nparams;
    for (size_t j = 0; j < k->nshape_vars; j++)
        a->dims[j] = vals[j];
    for (size_t i = 0; i < k->nparams; i++) {
        const tl_param *p = &k->params[i];
        tl_interp_tensor *t = &a->t[i];
        memset(t, 0, sizeof *t);
        if (!p->is_tensor) {
            t->dtype = p->var->dtype;
            t->data = calloc(1, 8);
            tl_interp_set(t->dtype, t->data, 0, 0.5);
            a->count[i] = 1;
            continue;
        }
        t->dtype = p->buf->dtype;
        t->ndim = p->buf->ndim;
        size_t n = 1;
        for (int d = 0; d < t->ndim; d++) {
            int64_t v = 0;
            tl_dim_code c; /* a constant, a shape name or a shape expression */
            ck_assert(tl_dim_compile(k, p->buf->dims[d], &c) && tl_dim_eval(c.code, c.n, vals, &v));
            t->shape[d] = v;
            n *= (size_t)v;
        }
        a->count[i] = n;
        t->data = calloc(n, 8);
        for (size_t e = 0; e < n; e++)
            tl_interp_set(t->dtype, t->data, e, rnd());
    }
}

static void copy_args(const args *from, args *to)
{
    *to = *from;
    for (int i = 0; i < from->n; i++) {
        to->t[i].data = malloc(from->count[i] * 8);
        memcpy(to->t[i].data, from->t[i].data, from->count[i] * 8);
    }
}

static void free_args(args *a)
{
    for (int i = 0; i < a->n; i++)
        free(a->t[i].data);
}

static void compare(const char *what, const tl_kernel *k, const args *want, const args *got)
{
    for (int i = 0; i < want->n; i++) {
        tl_dtype t = want->t[i].dtype;
        for (size_t e = 0; e < want->count[i]; e++) {
            double x = tl_interp_get(t, want->t[i].data, e), y = tl_interp_get(t, got->t[i].data, e);
            if ((isnan(x) && isnan(y)) || x == y) /* -inf too */
                continue;
            tl_assert_elem(fabs(x - y) <= tol(t) * (1 + fabs(x)), "%s: %s argument %d (%s) element %zu: interpreter %.9g, C %.9g",
                           what, k->name, i, k->params[i].name, e, x, y);
        }
    }
}

/* Packed arguments over a's tensors (DLTensors in dl). */
static void pack(const args *a, DLTensor *dl, tl_any *any)
{
    for (int i = 0; i < a->n; i++) {
        const tl_interp_tensor *t = &a->t[i];
        if (t->ndim == 0) {
            any[i].type = tl_dtype_is_float(t->dtype) ? TL_ANY_FLOAT : TL_ANY_INT;
            if (tl_dtype_is_float(t->dtype))
                any[i].v.f = tl_interp_get(t->dtype, t->data, 0);
            else
                any[i].v.i = (int64_t)tl_interp_get(t->dtype, t->data, 0);
            continue;
        }
        memset(&dl[i], 0, sizeof dl[i]);
        dl[i].data = t->data;
        dl[i].device.device_type = kDLCPU;
        dl[i].ndim = t->ndim;
        dl[i].dtype.lanes = 1;
        tl_dtype_to_dlpack(t->dtype, &dl[i].dtype.code, &dl[i].dtype.bits);
        dl[i].shape = (int64_t *)t->shape;
        any[i].type = TL_ANY_TENSOR;
        any[i].v.p = &dl[i];
    }
}

/* Shape-var values per trial: all 1, small primes, non-multiples of tiles. */
/* One value per shape name, in order of first appearance (at most 8). */
static const int64_t trials[][8] = {
    {1, 1, 1, 1, 1, 1, 1, 1},
    {33, 45, 17, 3, 9, 5, 7, 11},
    {3, 300, 5, 2, 4, 3, 2, 6},
    {13, 130, 70, 7, 5, 9, 4, 3},
};

static void run_built(built *b, const char *file);

static void run_example(const char *file)
{
    char path[512], msg[1200];
    snprintf(path, sizeof path, "%s", file);
    const char *slash = strrchr(file, '/');
    file = slash ? slash + 1 : file;
    built b;
    ck_assert_msg(build(&b, path, "tvm_ffi", msg, sizeof msg), "%s", msg);
    char base[256];
    snprintf(base, sizeof base, "%.*s", (int)(strlen(file) - 5), file);
    char gname[300];
    snprintf(gname, sizeof gname, "%s.c", base);
    golden(gname, tl_strbuf_cstr(&b.c.device_source));
    snprintf(gname, sizeof gname, "%s.host.c", base);
    golden(gname, tl_strbuf_cstr(&b.c.host_source));

    /* cython builds the same device source */
    built b2;
    ck_assert_msg(build(&b2, path, "cython", msg, sizeof msg), "%s", msg);
    ck_assert_str_eq(tl_strbuf_cstr(&b2.c.device_source), tl_strbuf_cstr(&b.c.device_source));
    ck_assert_int_eq((int)b2.c.host_source.len, 0);
    unbuild(&b2);
    run_built(&b, file);
    unbuild(&b);
}

/* b's device and host C compiled by the system C compiler, each kernel run
 * at every trial shape through its launch function and its packed entry
 * point, against the interpreter. */
static void run_built(built *b, const char *file)
{
    char msg[1200], dir[] = "/tmp/tilec-codegen-XXXXXX";
    ck_assert(mkdtemp(dir) != NULL);
    char p1[600], p2[600], p3[600], so[600], cmd[3000];
    snprintf(p1, sizeof p1, "%s/" TL_CPU_PRELUDE_NAME, dir);
    snprintf(p2, sizeof p2, "%s/k.c", dir);
    snprintf(p3, sizeof p3, "%s/k.host.c", dir);
    snprintf(so, sizeof so, "%s/k.so", dir);
    write_file(p1, tl_cpu_prelude, tl_cpu_prelude_len);
    write_file(p2, b->c.device_source.data, b->c.device_source.len);
    write_file(p3, b->c.host_source.data, b->c.host_source.len);
    snprintf(cmd, sizeof cmd, "cc -O2 -std=c11 -fwrapv -fno-trapping-math -Wall -Werror -shared -fPIC -I%s %s %s -o %s -lm -lpthread", dir, p2, p3, so);
    ck_assert_msg(system(cmd) == 0, "%s: the C compiler failed: %s", file, cmd);
    void *h = dlopen(so, RTLD_NOW | RTLD_LOCAL);
    ck_assert_msg(h != NULL, "dlopen: %s", dlerror());

    for (size_t ki = 0; ki < b->m->nkernels; ki++) {
        const tl_kernel *k = b->m->kernels[ki];
        char sym[300];
        snprintf(sym, sizeof sym, "tilec_launch_%s", k->name);
        launch_fn *launch = (launch_fn *)dlsym(h, sym);
        snprintf(sym, sizeof sym, "tilec_packed_%s", k->name);
        packed_fn *packed = (packed_fn *)dlsym(h, sym);
        ck_assert(launch && packed);
        ck_assert_msg(k->nshape_vars <= sizeof trials[0] / sizeof trials[0][0], "%s: more shape names than a trial gives",
                      k->name);
        for (size_t tr = 0; tr < sizeof trials / sizeof trials[0]; tr++) {
            args a, ref, got, viapacked;
            make_args(k, trials[tr], &a);
            copy_args(&a, &ref);
            copy_args(&a, &got);
            copy_args(&a, &viapacked);
            char ierr[512];
            char kept[1100]; /* the same inputs as another suite's: interpref.h */
            if (!ir_load(ir_dir(), b->m, k, ref.t, (size_t)ref.n, kept, sizeof kept)) {
                ck_assert_msg(tl_interp_run_kernel(k, ref.t, (size_t)ref.n, false, ierr, sizeof ierr), "%s", ierr);
                ir_store(kept, ref.t, (size_t)ref.n);
            }
            void *argv[16];
            for (int i = 0; i < got.n; i++)
                argv[i] = got.t[i].data;
            int workers = 3;
            ck_assert_int_eq(launch(argv, got.dims, &workers), 0);
            snprintf(msg, sizeof msg, "%s trial %zu (launch)", file, tr);
            compare(msg, k, &ref, &got);
            DLTensor dl[16];
            tl_any any[16], ret = {0};
            pack(&viapacked, dl, any);
            int rc = packed(NULL, any, viapacked.n, &ret);
            ck_assert_msg(rc == 0, "%s: packed call failed: %s", k->name, ret.type == TL_ANY_STR ? ret.v.s : "?");
            snprintf(msg, sizeof msg, "%s trial %zu (packed)", file, tr);
            compare(msg, k, &ref, &viapacked);
            free_args(&a);
            free_args(&ref);
            free_args(&got);
            free_args(&viapacked);
        }
    }
    dlclose(h);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    ck_assert_int_eq(system(cmd), 0);
}

static char **examples;
static size_t nexamples;

START_TEST(example_runs)
{
    run_example(examples[_i]);
}
END_TEST

/* ---- packed argument checks ------------------------------------------------- */

START_TEST(packed_rejects_bad_arguments)
{
    char msg[1200], dir[] = "/tmp/tilec-codegen-XXXXXX", cmd[3000], p[600], so[600];
    built b;
    ck_assert_msg(build(&b, EXAMPLES "/gemm.tile", "tvm_ffi", msg, sizeof msg), "%s", msg);
    ck_assert(mkdtemp(dir) != NULL);
    snprintf(p, sizeof p, "%s/" TL_CPU_PRELUDE_NAME, dir);
    write_file(p, tl_cpu_prelude, tl_cpu_prelude_len);
    snprintf(p, sizeof p, "%s/k.c", dir);
    write_file(p, b.c.device_source.data, b.c.device_source.len);
    snprintf(p, sizeof p, "%s/h.c", dir);
    write_file(p, b.c.host_source.data, b.c.host_source.len);
    snprintf(so, sizeof so, "%s/k.so", dir);
    snprintf(cmd, sizeof cmd, "cc -O2 -std=c11 -fwrapv -fno-trapping-math -shared -fPIC -I%s %s/k.c %s/h.c -o %s -lm -lpthread", dir, dir, dir, so);
    ck_assert_int_eq(system(cmd), 0);
    void *h = dlopen(so, RTLD_NOW | RTLD_LOCAL);
    ck_assert(h != NULL);
    packed_fn *f = (packed_fn *)dlsym(h, "tilec_packed_matmul");
    ck_assert(f != NULL);

    int64_t sa[2] = {4, 5}, sb[2] = {5, 3}, sc[2] = {4, 3}, bad[2] = {5, 3}, st[2] = {1, 4};
    float A[20] = {0}, B[15] = {0}, C[12] = {0};
    DLTensor t[3];
    tl_any any[3], ret;
    int64_t *shapes[3] = {sa, sb, sc};
    void *data[3] = {A, B, C};
#define RESET()                                                            \
    for (int i = 0; i < 3; i++) {                                          \
        memset(&t[i], 0, sizeof t[i]);                                     \
        t[i].data = data[i];                                               \
        t[i].device.device_type = kDLCPU;                                  \
        t[i].ndim = 2;                                                     \
        t[i].dtype.code = kDLFloat;                                        \
        t[i].dtype.bits = 32;                                              \
        t[i].dtype.lanes = 1;                                              \
        t[i].shape = shapes[i];                                            \
        any[i].type = TL_ANY_TENSOR;                                       \
        any[i].v.p = &t[i];                                                \
    }                                                                      \
    memset(&ret, 0, sizeof ret)
#define EXPECT(n, text)                                                                     \
    do {                                                                                    \
        ck_assert_int_eq(f(NULL, any, (n), &ret), -1);                                      \
        ck_assert_int_eq(ret.type, TL_ANY_STR);                                             \
        ck_assert_msg(strstr(ret.v.s, (text)) != NULL, "'%s' lacks '%s'", ret.v.s, (text)); \
    } while (0)
    RESET();
    ck_assert_int_eq(f(NULL, any, 3, &ret), 0);
    EXPECT(2, "kernel matmul: expected 3 arguments (A, B, C), got 2");
    RESET();
    t[2].ndim = 3;
    EXPECT(3, "argument 2 (C): expected ndim 2, got 3");
    RESET();
    t[1].dtype.bits = 16;
    EXPECT(3, "argument 1 (B): expected dtype f32, got f16");
    RESET();
    t[0].device.device_type = kDLCUDA;
    EXPECT(3, "argument 0 (A): expected a CPU tensor");
    RESET();
    t[0].data = NULL;
    EXPECT(3, "argument 0 (A): data is NULL");
    RESET();
    t[2].shape = bad;
    EXPECT(3, "argument 2 (C): expected shape [4, 3], got [5, 3]");
    RESET();
    t[0].strides = st;
    EXPECT(3, "argument 0 (A): expected compact row-major strides");
    RESET();
    any[1].type = TL_ANY_INT;
    EXPECT(3, "argument 1 (B): expected a tensor");
    RESET();
    t[2].dtype.lanes = 4;
    EXPECT(3, "argument 2 (C): expected dtype f32");
    RESET();
    t[0].byte_offset = 2;
    EXPECT(3, "argument 0 (A): byte_offset 2 is not a multiple");
    dlclose(h);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    ck_assert_int_eq(system(cmd), 0);
    unbuild(&b);
}
END_TEST

/* ---- the IR after each pass ------------------------------------------------ */

START_TEST(dump_after_each_pass_parses_back)
{
    const char *path = examples[_i];
    tl_error err = {0};
    const tl_context *ctx = tl_create_backend_context("c", "c", "cython", &err);
    ck_assert_msg(ctx != NULL, "%s", err.msg);
    const tl_pipeline *pl = tl_backend_get_pipeline(tl_context_module(ctx), tl_context_target(ctx), &err);
    ck_assert(pl != NULL);
    size_t len;
    char *src = lt_read_file(path, &len);
    for (size_t s = 0; s < pl->nsteps; s++) {
        tl_arena *a = tl_arena_new();
        int nerr = 0;
        tl_module *m = tl_lang_compile(a, path, src, len, NULL, 0, NULL, &nerr);
        ck_assert(m != NULL);
        tl_compilation c;
        tl_compilation_init(&c, a, ctx, m, path);
        char *text = NULL;
        size_t tlen = 0;
        FILE *f = open_memstream(&text, &tlen);
        c.dump = f;
        c.dump_after = pl->steps[s].pass->name;
        ck_assert_msg(tl_run_pipeline(&c, &err), "%s", err.msg);
        fclose(f);
        ck_assert_msg(tlen > 0, "%s: nothing printed after %s", path, c.dump_after);
        /* the lowered IR is the tile language: it parses and verifies */
        tl_arena *a2 = tl_arena_new();
        char *diag = NULL;
        int nerr2 = 0;
        tl_module *m2 = lt_compile(a2, path, text, tlen, NULL, 0, &diag, &nerr2);
        ck_assert_msg(m2 != NULL && nerr2 == 0, "%s after %s does not read back:\n%s\n%s", path, c.dump_after, diag, text);
        ck_assert_int_eq(tl_ir_verify(m, NULL), 0);
        free(diag);
        free(text);
        tl_arena_free(a2);
        tl_compilation_free(&c);
        tl_arena_free(a);
    }
    free(src);
    tl_context_free(ctx);
}
END_TEST

/* ---- stream_stores ------------------------------------------------------------ */

/* The device C of a source, in *out (freed by the caller). */
static char *device_c(const char *name, const char *src)
{
    char dir[] = "/tmp/tilec-stream-XXXXXX", path[64], msg[512];
    ck_assert(mkdtemp(dir) != NULL);
    snprintf(path, sizeof path, "%s/%s.tile", dir, name);
    write_file(path, src, strlen(src));
    built b;
    ck_assert_msg(build(&b, path, "cython", msg, sizeof msg), "%s", msg);
    char *c = strdup(tl_strbuf_cstr(&b.c.device_source));
    unbuild(&b);
    unlink(path);
    rmdir(dir);
    return c;
}

/* Only the unmasked copy of a tile into a tensor the kernel never reads
 * streams, and only when the tensor may reach 32 MiB. */
START_TEST(stream_stores_only_large_write_only_outputs)
{
    static const char *const copy = "kernel k(A: f32[N], C: f32[N]) grid(ceildiv(N, 256)) threads(64) as (bx)\n"
                                    "{\n    F = fragment f32[256]\n    copy(A[bx * 256], F)\n"
                                    "    copy(F, C[bx * 256])\n}\n";
    char *c = device_c("copy", copy);
    ck_assert_msg(strstr(c, "if ((int64_t)N >= INT64_C(8388608)) {") && strstr(c, "tl_rt_stream(&C["),
                  "the copy into C does not stream:\n%s", c);
    ck_assert_msg(strstr(c, "tl_rt_stream(&A[") == NULL, "an input streams:\n%s", c);
    free(c);
    /* C read back by the kernel: ordinary stores */
    static const char *const rmw = "kernel k(A: f32[N], C: f32[N]) grid(ceildiv(N, 256)) threads(64) as (bx)\n"
                                   "{\n    F = fragment f32[256]\n    G = fragment f32[256]\n"
                                   "    copy(A[bx * 256], F)\n    copy(C[bx * 256], G)\n"
                                   "    for i in parallel(256) {\n        F[i] = F[i] + G[i]\n    }\n"
                                   "    copy(F, C[bx * 256])\n}\n";
    c = device_c("rmw", rmw);
    ck_assert_msg(strstr(c, "tl_rt_stream") == NULL, "a tensor the kernel reads streams:\n%s", c);
    free(c);
    /* 1 MiB fixed at compile time: never streams, no test left in the code */
    static const char *const small = "kernel k(A: f32[512, 512], C: f32[512, 512]) grid(512) threads(64) as (bx)\n"
                                     "{\n    F = fragment f32[1, 512]\n    copy(A[bx, 0], F)\n"
                                     "    copy(F, C[bx, 0])\n}\n";
    c = device_c("small", small);
    ck_assert_msg(strstr(c, "tl_rt_stream") == NULL, "a 1 MiB output streams:\n%s", c);
    free(c);
    /* 64 MiB fixed: streams, no test */
    static const char *const big = "kernel k(A: f32[4096, 4096], C: f32[4096, 4096]) grid(4096) threads(64) as (bx)\n"
                                   "{\n    F = fragment f32[1, 4096]\n    copy(A[bx, 0], F)\n"
                                   "    copy(F, C[bx, 0])\n}\n";
    c = device_c("big", big);
    ck_assert_msg(strstr(c, "tl_rt_stream(&C[") && !strstr(c, "INT64_C(8388608)"), "a 64 MiB output:\n%s", c);
    free(c);
}
END_TEST

/* ---- prefetch_tiles ------------------------------------------------------------ */

static char *ir_after(const char *src, const char *after);

/* A row sum walking its rows tile by tile: each row of the interior copy is
 * preceded by a prefetch of the same row of the next tile, a 64-byte line
 * at a time, into every cache level, under c + 1 < E; the prefetch reads
 * as a comment in the dump. A block of short rows (one tile, its row loops
 * fused) prefetches row i + 1 before it copies row i; a copy whose tile
 * does not move with a serial loop (vector_add's) gets none. */
START_TEST(prefetch_tiles_next_tile_of_a_serial_loop)
{
    static const char *const rows = "kernel k(X: f32[M, N], S: f32[M]) grid(ceildiv(M, 8)) threads(64) as (bx)\n"
                                     "{\n    F = fragment f32[8, 256]\n    acc = fragment f32[8]\n    clear(acc)\n"
                                     "    for c in range(ceildiv(N, 256)) {\n        copy(X[bx * 8, c * 256], F)\n"
                                     "        reduce_sum(F, acc, dim=1, clear=false)\n    }\n    copy(acc, S[bx * 8])\n}\n";
    char *c = device_c("rows", rows);
    ck_assert_msg(strstr(c, "if ((c + 1) < (int32_t)tl_ceildiv_i64(N, 256)) {\n") &&
                      strstr(c, "for (int32_t pf = 0; pf < 16; pf++) {\n") &&
                      strstr(c, "__builtin_prefetch((const void *)((uintptr_t)X + (uintptr_t)(((int64_t)((bx * 8) + i") &&
                      strstr(c, "((c + 1) * 256) + (pf * 16))) * sizeof *X), 0, 3);"),
                  "no prefetch of the next tile:\n%s", c);
    free(c);
    static const char *const short_rows = "kernel k(X: f32[M, N], Y: f32[M, N]) grid(ceildiv(M, 8)) threads(64) as (bx)\n"
                                          "{\n    F = fragment f32[8, 256]\n    s = fragment f32[8]\n"
                                          "    copy(X[bx * 8, 0], F)\n    reduce_sum(F, s, dim=1)\n"
                                          "    for i, j in parallel(8, 256) {\n        F[i, j] = F[i, j] * s[i]\n    }\n"
                                          "    copy(F, Y[bx * 8, 0])\n}\n";
    c = device_c("short_rows", short_rows);
    ck_assert_msg(strstr(c, " + 1) < 8) {\n") && strstr(c, "__builtin_prefetch((const void *)((uintptr_t)X + (uintptr_t)(((int64_t)((bx * 8) + (i") &&
                      strstr(c, " + 1)) * N + pf * 16)) * sizeof *X), 0, 3);"),
                  "no prefetch of the next row:\n%s", c);
    free(c);
    char *ir = ir_after(rows, "prefetch_tiles");
    ck_assert_msg(strstr(ir, "# prefetch X[bx * 8 + i"), "the dump has no prefetch:\n%s", ir);
    free(ir);
    static const char *const add = "kernel k(A: f32[N], B: f32[N], C: f32[N]) grid(ceildiv(N, 256)) threads(64) as (bx)\n"
                                   "{\n    F = fragment f32[256]\n    G = fragment f32[256]\n    copy(A[bx * 256], F)\n"
                                   "    copy(B[bx * 256], G)\n    for i in parallel(256) {\n        F[i] = F[i] + G[i]\n    }\n"
                                   "    copy(F, C[bx * 256])\n}\n";
    c = device_c("add", add);
    ck_assert_msg(strstr(c, "prefetch") == NULL, "a copy no serial loop moves is prefetched:\n%s", c);
    free(c);
}
END_TEST

/* A loop over a block's rows that copies one row at a time with the copy's
 * bounds in lets (a masked row, softmax's [1, BN_ROW] path) is not
 * prefetched before the copy; where the row's work computes an exp, that
 * loop is split into chunks of 64 columns, each led by 4 prefetches of
 * the next row's lines (r + 1, not guarded: the next block's first row
 * after the last). With a multiply in place of the exp nothing is
 * prefetched. */
START_TEST(prefetch_tiles_next_row_spread_over_its_exp)
{
    static const char *const rows = "kernel k(X: f32[M, N], Y: f32[M, N]) grid(ceildiv(M, 4)) threads(64) as (bx)\n"
                                     "{\n    R = fragment f32[1, 2048]\n    m = fragment f32[1]\n    for r in range(4) {\n"
                                     "        copy(X[bx * 4 + r, 0], R)\n"
                                     "        for i, j in parallel(1, 2048) {\n            R[i, j] = select(j < N, R[i, j], -inf)\n        }\n"
                                     "        reduce_max(R, m, dim=1)\n"
                                     "        for i, j in parallel(1, 2048) {\n            R[i, j] = exp(R[i, j] - m[0])\n        }\n"
                                     "        copy(R, Y[bx * 4 + r, 0])\n    }\n}\n";
    char *c = device_c("rows", rows);
    const char *q = strstr(c, "for (int32_t pfq = 0; pfq < tl_div_i32(");
    ck_assert_msg(q && strstr(q, "), 64); pfq++) {\n") &&
                      strstr(q, "__builtin_prefetch((const void *)((uintptr_t)X + (uintptr_t)(((int64_t)(((bx * 4) + (r + 1)) + 0) * N + 0 + ((pfq * 64) + 48))) * sizeof *X), 0, 3);") &&
                      strstr(q, " = (pfq * 64) + j") && strstr(q, "tl_expf_nonpos("),
                  "no prefetch of the next row spread over the exp:\n%s", c);
    ck_assert_msg(!strstr(c, "if ((r + 1) < 4)"), "the next row is prefetched before the copy:\n%s", c);
    free(c);
    char *mul = strdup(rows);
    char *e = strstr(mul, "exp(R[i, j] - m[0])");
    ck_assert(e != NULL);
    memcpy(e, "R[i, j] *       2.0", strlen("exp(R[i, j] - m[0])"));
    c = device_c("rows_mul", mul);
    ck_assert_msg(strstr(c, "prefetch") == NULL, "a row without an exp is prefetched:\n%s", c);
    free(c);
    free(mul);
}
END_TEST

/* ---- narrow_masked_columns ------------------------------------------------------ */

/* The IR of a source after pass `after` of the c pipeline (freed by the
 * caller). */
static char *ir_after(const char *src, const char *after)
{
    tl_arena *a = tl_arena_new();
    int nerr = 0;
    tl_module *m = tl_lang_compile(a, "k.tile", src, strlen(src), NULL, 0, NULL, &nerr);
    ck_assert_msg(m != NULL, "the source does not compile:\n%s", src);
    tl_error err = {0};
    const tl_context *ctx = tl_create_backend_context("c", "c", "cython", &err);
    ck_assert_msg(ctx != NULL, "%s", err.msg);
    tl_compilation c;
    tl_compilation_init(&c, a, ctx, m, "k.tile");
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    c.dump = f;
    c.dump_after = after;
    ck_assert_msg(tl_run_pipeline(&c, &err), "%s", err.msg);
    fclose(f);
    tl_compilation_free(&c);
    tl_context_free(ctx);
    tl_arena_free(a);
    return text;
}

/* The source both narrow_masked_columns tests compile: a softmax row in a
 * [1, 1024] fragment. */
static const char *const softmax_row =
    "kernel k(X: f32[M, N], Y: f32[M, N]) grid(M) threads(64) as (bx)\n"
    "{\n    R = fragment f32[1, 1024]\n    m = fragment f32[1]\n    l = fragment f32[1]\n"
    "    copy(X[bx, 0], R)\n"
    "    for i, j in parallel(1, 1024) {\n        R[i, j] = select(j < N, R[i, j], -inf)\n    }\n"
    "    reduce_max(R, m, dim=1)\n"
    "    for i, j in parallel(1, 1024) {\n        R[i, j] = exp(R[i, j] - m[0])\n    }\n"
    "    reduce_sum(R, l, dim=1)\n"
    "    for i, j in parallel(1, 1024) {\n        R[i, j] = R[i, j] * (1.0 / l[0])\n    }\n"
    "    copy(R, Y[bx, 0])\n}\n";

/* A softmax row of N <= 1024 in a [1, 1024] fragment: before the pass the
 * exp and the scale walk all 1024 columns; after it they stop at the row's
 * edge, and the columns past it get exp(-inf - max) (computed once) and its
 * scaled value. */
START_TEST(narrow_masked_columns_stops_at_the_row)
{
    char *before = ir_after(softmax_row, "split_masked_loops");
    ck_assert_msg(strstr(before, "for j in vectorized(1024) {\n            R[i, j] = exp(R[i, j] - m[0])"),
                  "the exp loop before the pass:\n%s", before);
    ck_assert_msg(!strstr(before, "tl_cols"), "%s", before);
    char *after = ir_after(softmax_row, "narrow_masked_columns");
    ck_assert_msg(strstr(after, "let tl_cols") && strstr(after, "for j in vectorized(tl_cols") &&
                      strstr(after, "R[i, j] = exp(R[i, j] - m[0])") && strstr(after, ": f32 = exp(-inf - m[0])\n"),
                  "the exp and the scale are not narrowed:\n%s", after);
    ck_assert_msg(!strstr(after, "for j in vectorized(1024)"), "a loop over all 1024 columns is left:\n%s", after);
    free(before);
    free(after);
    /* a store into the masked columns (R[0, 1000] = 1.0) forgets what they
     * hold: the exp walks every column */
    char *poked = strdup(softmax_row);
    char *at = strstr(poked, "    reduce_max");
    ck_assert(at != NULL);
    char src[2048];
    snprintf(src, sizeof src, "%.*s    R[0, 1000] = 1.0\n%s", (int)(at - poked), poked, at);
    after = ir_after(src, "narrow_masked_columns");
    ck_assert_msg(strstr(after, "for j in vectorized(1024) {\n            R[i, j] = exp(R[i, j] - m[0])"),
                  "a loop over columns whose values are unknown was narrowed:\n%s", after);
    free(after);
    free(poked);
    /* a loop that reads the next column (R[i, j + 1]) is left whole */
    static const char *const shifted =
        "kernel k(X: f32[M, N], Y: f32[M, N]) grid(M) threads(64) as (bx)\n"
        "{\n    R = fragment f32[1, 1024]\n    S = fragment f32[1, 1024]\n"
        "    copy(X[bx, 0], R)\n"
        "    for i, j in parallel(1, 1024) {\n        S[i, j] = R[i, min(j + 1, 1023)] * 2.0\n    }\n"
        "    copy(S, Y[bx, 0])\n}\n";
    after = ir_after(shifted, "narrow_masked_columns");
    ck_assert_msg(!strstr(after, "tl_cols"), "a loop reading another column was narrowed:\n%s", after);
    free(after);
}
END_TEST

/* A reduction over a row whose columns past N hold the reduction's identity
 * walks its lanes to the row's edge: the steps of the max (pad -inf) and of
 * the sum (pad exp(-inf - m), 0 where m is finite) stop at ceildiv(N, 32)
 * - 1 where the pad is idempotent under the op, and the pad is combined
 * once into lane 0; the kept columns' `R[i, j] = R[i, j]` is gone, and
 * the pads are stored only where a reduction reads them. */
START_TEST(narrow_masked_columns_shortens_lane_reductions)
{
    char *before = ir_after(softmax_row, "split_masked_loops");
    ck_assert_msg(strstr(before, " in range(31) {") && !strstr(before, "tl_steps"), "the lane steps before:\n%.3000s", before);
    free(before);
    char *after = ir_after(softmax_row, "narrow_masked_columns");
    const char *p = after;
    int steps = 0;
    while ((p = strstr(p, " in range(tl_steps")))
        steps++, p++;
    ck_assert_msg(steps == 2, "%d lane reductions narrowed, not 2:\n%s", steps, after);
    ck_assert_msg(!strstr(after, " in range(31) {"), "a reduction walks all 32 steps:\n%.3000s", after);
    ck_assert_msg(strstr(after, ": f32 = -inf\n") && strstr(after, ": f32 = exp(-inf - m[0])\n") &&
                      strstr(after, " + tl_pad") && strstr(after, " < 31 {"),
                  "the pads, the idempotence test or the one combine are missing:\n%.3000s", after);
    ck_assert_msg(!strstr(after, "R[i, j] = R[i, j]\n"), "the kept columns are still copied into themselves:\n%.3000s", after);
    /* the fills of the 1024 - N columns are not stored (lazy): only the
     * columns the lane steps read, before each reduction, and all of them
     * where every step runs (a pad not idempotent under the op) */
    int all = 0, fills = 0;
    for (p = after; (p = strstr(p, " = 1024 - tl_pad_from")); p++)
        all++;
    for (p = after; (p = strstr(p, "vectorized(1024 - ")); p++)
        fills++;
    ck_assert_msg(all == 2 && fills == 0, "%d whole stores of the pads, %d fills left:\n%.3000s", all, fills, after);
    free(after);
}
END_TEST

/* A row copied in, rewritten whole and copied out (rmsnorm's scale): the
 * rewrite reads the tensor and writes the output directly, no copy and no
 * buffer left; a rewrite that reads another element of its buffer keeps
 * both copies; a copy in at a column start that is not 0 stays (its guards
 * would be left masked). */
START_TEST(forward_copies_reads_and_writes_the_tensors)
{
    static const char *const row = "kernel k(X: f32[M, N], W: f32[N], Y: f32[M, N]) grid(M) threads(64) as (bx)\n"
                                   "{\n    R = fragment f32[1, 512]\n    V = fragment f32[512]\n    copy(W[0], V)\n"
                                   "    copy(X[bx, 0], R)\n    for i, j in parallel(1, 512) {\n"
                                   "        R[i, j] = R[i, j] * V[j]\n    }\n    copy(R, Y[bx, 0])\n}\n";
    char *ir = ir_after(row, "forward_copies");
    ck_assert_msg(strstr(ir, "Y[bx + i, j] = X[bx + i, j] * W[j]\n") && !strstr(ir, "copy(") && !strstr(ir, "fragment"),
                  "the row is still staged:\n%s", ir);
    free(ir);
    static const char *const self = "kernel k(X: f32[M, N], Y: f32[M, N]) grid(M) threads(64) as (bx)\n"
                                    "{\n    R = fragment f32[1, 512]\n    copy(X[bx, 0], R)\n"
                                    "    for i, j in parallel(1, 512) {\n        R[i, j] = R[i, j] + R[0, 0]\n    }\n"
                                    "    copy(R, Y[bx, 0])\n}\n";
    ir = ir_after(self, "forward_copies");
    ck_assert_msg(strstr(ir, "copy(X[bx, 0], R)") && strstr(ir, "copy(R, Y[bx, 0])"), "a copy went:\n%s", ir);
    free(ir);
    static const char *const tiles = "kernel k(X: f32[M, N], Y: f32[M, N]) grid(M) threads(64) as (bx)\n"
                                     "{\n    R = fragment f32[1, 512]\n    for c in range(ceildiv(N, 512)) {\n"
                                     "        copy(X[bx, c * 512], R)\n        for i, j in parallel(1, 512) {\n"
                                     "            Y[bx + i, c * 512 + j] = R[i, j]\n        }\n    }\n}\n";
    ir = ir_after(tiles, "forward_copies");
    ck_assert_msg(strstr(ir, "copy(X[bx, c * 512], R)"), "a copy at column c * 512 was forwarded:\n%s", ir);
    free(ir);
    /* a one-dim tile at bx * 1024 is read and written at its 64-bit index
     * (an i32 `bx * 1024 + i` under -fwrapv is gathered by GCC), and
     * split_masked_loops keeps the index a 64-bit sum in its pieces, which
     * vectorize_loop takes for unit stride */
    static const char *const block = "kernel k(A: f32[N], C: f32[N]) grid(ceildiv(N, 1024)) threads(256) as (bx)\n"
                                     "{\n    A_f = fragment f32[1024]\n    copy(A[bx * 1024], A_f)\n"
                                     "    for i in parallel(1024) {\n        A_f[i] = A_f[i] * 2.0\n    }\n"
                                     "    copy(A_f, C[bx * 1024])\n}\n";
    ir = ir_after(block, "forward_copies");
    ck_assert_msg(strstr(ir, "C[i64(bx * 1024) + i64(i)] = A[i64(bx * 1024) + i64(i)] * 2.0") && !strstr(ir, "copy("),
                  "the block is still staged or read at an i32 index:\n%s", ir);
    free(ir);
    ir = ir_after(block, "split_masked_loops");
    ck_assert_msg(strstr(ir, "A[i64(bx * 1024) + (i64(tl_lo0) + i64(i1))]") && strstr(ir, "in vectorized("),
                  "the piece's index is not a 64-bit sum of its variable, or its loop is not vectorized:\n%s", ir);
    free(ir);
}
END_TEST

/* ---- compile time ------------------------------------------------------------ */

/* A pass that gave a variable a name already in scope (a loop variable i
 * inside another i, a let named like an enclosing let or like a tensor)
 * would have the C read the inner one where the IR means the outer: the
 * codegen renames such declarations (tl_tx_unshadow_names), so the C
 * computes what the interpreter does. The names are changed by hand after
 * the pipeline, as a faulty pass would leave them. */
static const char *const shadow_src =
    "kernel shadow(A: f32[N], B: f32[N]) grid(ceildiv(N, 16)) threads(1) as (bx) {\n"
    "    let s = A[bx * 16]\n"
    "    for i in range(4) {\n"
    "        for j in range(4) {\n"
    "            let t = i * 4 + j\n"
    "            let u = bx * 16 + t\n"
    "            if u < N {\n"
    "                B[u] = A[u] * 2.0 + f32(i) - s\n"
    "            }\n"
    "        }\n"
    "    }\n"
    "}\n";

static tl_var *shadow_vars[3]; /* j, t, u as the pipeline left them */

static void find_shadow_vars(const tl_block *b)
{
    static const char *const names[] = {"j", "t", "u"};
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        tl_var *v[TL_IR_MAX_LOOP_VARS + 1];
        int n = 0;
        if (s->kind == TL_STMT_LET && !s->let.assign)
            v[n++] = s->let.var;
        if (s->kind == TL_STMT_FOR)
            for (int d = 0; d < s->loop.nvars; d++)
                v[n++] = s->loop.vars[d];
        for (int d = 0; d < n; d++)
            for (int w = 0; w < 3; w++)
                if (strcmp(v[d]->name, names[w]) == 0)
                    shadow_vars[w] = v[d];
        if (s->kind == TL_STMT_FOR)
            find_shadow_vars(&s->loop.body);
        if (s->kind == TL_STMT_IF) {
            find_shadow_vars(&s->ifs.then_body);
            find_shadow_vars(&s->ifs.else_body);
        }
    }
}

static bool shadow_names(tl_module *m)
{
    memset(shadow_vars, 0, sizeof shadow_vars);
    find_shadow_vars(&m->kernels[0]->body);
    static const char *const to[] = {"i", "s", "A"};
    for (int w = 0; w < 3; w++) {
        if (!shadow_vars[w])
            return false;
        shadow_vars[w]->name = to[w];
    }
    return true;
}

START_TEST(no_declaration_hides_another)
{
    char dir[] = "/tmp/tilec-shadow-XXXXXX", path[64], msg[512];
    ck_assert(mkdtemp(dir) != NULL);
    snprintf(path, sizeof path, "%s/shadow.tile", dir);
    write_file(path, shadow_src, strlen(shadow_src));
    built b;
    after_pipeline = shadow_names;
    bool ok = build(&b, path, "tvm_ffi", msg, sizeof msg);
    after_pipeline = NULL;
    ck_assert_msg(ok, "%s (the pipeline kept j, t and u?)", msg);
    const char *c = tl_strbuf_cstr(&b.c.device_source);
    ck_assert_msg(strcmp(shadow_vars[0]->name, "i") != 0 && strcmp(shadow_vars[1]->name, "s") != 0 &&
                      strcmp(shadow_vars[2]->name, "A") != 0,
                  "not renamed: %s %s %s", shadow_vars[0]->name, shadow_vars[1]->name, shadow_vars[2]->name);
    char decl[64];
    snprintf(decl, sizeof decl, "int32_t %s = ", shadow_vars[0]->name);
    ck_assert_msg(strstr(c, decl) != NULL, "no loop over %s in:\n%s", shadow_vars[0]->name, c);
    run_built(&b, "shadow.tile");
    unbuild(&b);
    unlink(path);
    rmdir(dir);
}
END_TEST

START_TEST(compile_time_of_gemm)
{
    size_t len;
    char *src = lt_read_file(EXAMPLES "/gemm.tile", &len);
    tl_error err = {0};
    const tl_context *ctx = tl_create_backend_context("c", "c", "tvm_ffi", &err);
    ck_assert(src && ctx);
    enum { N = 50 };
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (int i = 0; i < N; i++) {
        tl_arena *a = tl_arena_new();
        int nerr = 0;
        tl_module *m = tl_lang_compile(a, "gemm.tile", src, len, NULL, 0, NULL, &nerr);
        tl_compilation c;
        tl_compilation_init(&c, a, ctx, m, "gemm.tile");
        ck_assert(tl_run_pipeline(&c, &err) && tl_run_codegen(&c, false, &err));
        tl_compilation_free(&c);
        tl_arena_free(a);
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double ms = ((t1.tv_sec - t0.tv_sec) * 1e3 + (t1.tv_nsec - t0.tv_nsec) / 1e6) / N;
    printf("compile time of examples/gemm.tile (front end, passes, device and host C): %.3f ms (goal 5 ms)\n", ms);
    free(src);
    tl_context_free(ctx);
}
END_TEST

Suite *make_suite(void)
{
    examples = lt_list_tiles(EXAMPLES, &nexamples);
    Suite *s = suite_create("codegen");
    TCase *tc = tcase_create("c");
    /* flash_attention.tile's five kernels, compiled and run against the
     * interpreter, took over 120 s on a loaded 2-core machine */
    tcase_set_timeout(tc, 300);
    tcase_add_loop_test(tc, example_runs, 0, (int)nexamples);
    tcase_add_loop_test(tc, dump_after_each_pass_parses_back, 0, (int)nexamples);
    tcase_add_test(tc, prefetch_tiles_next_tile_of_a_serial_loop);
    tcase_add_test(tc, prefetch_tiles_next_row_spread_over_its_exp);
    tcase_add_test(tc, packed_rejects_bad_arguments);
    tcase_add_test(tc, compile_time_of_gemm);
    tcase_add_test(tc, stream_stores_only_large_write_only_outputs);
    tcase_add_test(tc, narrow_masked_columns_stops_at_the_row);
    tcase_add_test(tc, narrow_masked_columns_shortens_lane_reductions);
    tcase_add_test(tc, forward_copies_reads_and_writes_the_tensors);
    tcase_add_test(tc, no_declaration_hides_another);
    suite_add_tcase(s, tc);
    return s;
}

TL_TEST_MAIN()
