/*
 * check_threads.c: threads regions (`for t in threads()`) and warp operations
 * (docs/language.md, "Threads and warps") run the same on every CPU route
 * (c through cython, llvm through tvm_ffi) as in the interpreter, which runs
 * a region's threads in lock-step, and the interpreter computes what plain
 * C does:
 *   - every shuffle (xor, down, up, idx; lane arguments per thread, negative
 *     and past 31), the warp reductions on i32, f32, f16 and u64, the votes,
 *     a shuffle nested in another's operand, shuffles in a range loop (a
 *     tree reduction by shfl_down), bit for bit, at a size that is not a
 *     multiple of the block (the edge masked);
 *   - per-thread vars and an if in a region, a shared buffer written in one
 *     region and read in the next (a barrier between them on the GPU);
 *   - examples/warp_softmax.tile against a double-precision C softmax;
 *   - views and reshapes of shared buffers and fragments (element stores,
 *     copies, a reduction and a gemm through them), exact, and against
 *     plain C;
 *   - the cuda codegen writes warp operations (NVRTC for sm_80 and sm_90a
 *     when the toolkit is here: tests/check_cuda.c compiles every example)
 *     and views of shared buffers and fragments.
 */
#include <dlpack/dlpack.h>
#include <math.h>

#include "compile/compile.h"
#include "interp/interp.h"
#include "ir/value.h"
#include "langtest.h"
#include "runtime/runtime.h"
#include "testutil.h"

typedef struct route {
    const char *target, *exec;
} route;

static const route routes[] = { { "c", "cython" }, { "llvm", "tvm_ffi" } };
#define NROUTES (sizeof routes / sizeof *routes)
#define MAXARGS 8

typedef struct tens {
    tl_dtype dtype;
    int ndim;
    int64_t shape[4];
    void *data;
    bool out;
} tens;

static size_t esize(tl_dtype t) { return (size_t)tl_dtype_bits(t) / 8; }

static size_t count(const tens *t)
{
    size_t n = 1;
    for (int d = 0; d < t->ndim; d++)
        n *= (size_t)t->shape[d];
    return n;
}

static uint64_t rng = 0x2545f4914f6cdd1dull;
static double urand(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (double)(rng >> 11) / 9007199254740992.0 * 2.0 - 1.0;
}

static void make(tens *t, tl_dtype dt, int ndim, const int64_t *shape, bool out)
{
    t->dtype = dt;
    t->ndim = ndim;
    for (int d = 0; d < ndim; d++)
        t->shape[d] = shape[d];
    t->out = out;
    t->data = calloc(count(t), esize(dt));
    ck_assert_ptr_nonnull(t->data);
    for (size_t i = 0; i < count(t); i++)
        tl_interp_set(dt, t->data, i, out ? -7.0 : urand() * 4.0);
}

/* Runs src's kernel on args with the interpreter (into ref, which the caller
 * frees) and on every route, comparing each output with the interpreter's
 * within tol (0: bit for bit). */
static void run_routes(const char *what, const char *src, tens *args, int nargs, double tol, void **ref)
{
    tl_arena *a = tl_arena_new();
    char *diag = NULL;
    int nerr = 0;
    tl_module *m = lt_compile(a, what, src, strlen(src), NULL, 0, &diag, &nerr);
    ck_assert_msg(m != NULL, "%s: %s", what, diag);
    free(diag);
    tl_interp_tensor it[MAXARGS];
    for (int i = 0; i < nargs; i++) {
        size_t bytes = count(&args[i]) * esize(args[i].dtype);
        ref[i] = malloc(bytes);
        memcpy(ref[i], args[i].data, bytes);
        it[i] = (tl_interp_tensor){ args[i].dtype, args[i].ndim, { 0 }, ref[i] };
        for (int d = 0; d < args[i].ndim; d++)
            it[i].shape[d] = args[i].shape[d];
    }
    char msg[512];
    ck_assert_msg(tl_interp_run_kernel(m->kernels[0], it, (size_t)nargs, false, msg, sizeof msg), "%s: %s", what, msg);
    for (size_t r = 0; r < NROUTES; r++) {
        if (strcmp(routes[r].target, "llvm") == 0 && !tl_have_llvm()) {
            printf("skipped: %s on llvm (tilec is built without LLVM)\n", what);
            continue;
        }
        tl_error err = { 0 };
        const tl_context *ctx = tl_create_backend_context(routes[r].target, NULL, routes[r].exec, &err);
        ck_assert_msg(ctx != NULL, "%s", err.msg);
        tl_compilation c;
        tl_arena *ca = tl_arena_new();
        tl_module *cm = lt_compile(ca, what, src, strlen(src), NULL, 0, NULL, &nerr);
        ck_assert_ptr_nonnull(cm);
        tl_compilation_init(&c, ca, ctx, cm, what);
        ck_assert_msg(tl_run_pipeline(&c, &err) && tl_run_codegen(&c, false, &err), "%s on %s: %s", what,
                      routes[r].target, err.msg);
        tl_kernel_handle *h = tl_load(&c, &err);
        ck_assert_msg(h != NULL, "%s on %s/%s: %s", what, routes[r].target, routes[r].exec, err.msg);
        DLTensor dl[MAXARGS];
        tl_any any[MAXARGS];
        void *buf[MAXARGS];
        for (int i = 0; i < nargs; i++) {
            size_t bytes = count(&args[i]) * esize(args[i].dtype);
            buf[i] = malloc(bytes);
            memcpy(buf[i], args[i].data, bytes);
            uint8_t code, bits;
            tl_dtype_to_dlpack(args[i].dtype, &code, &bits);
            dl[i] = (DLTensor){ .data = buf[i], .device = { kDLCPU, 0 }, .ndim = args[i].ndim,
                                .dtype = { code, bits, 1 }, .shape = args[i].shape };
            any[i] = (tl_any){ TL_ANY_TENSOR, { .p = &dl[i] } };
        }
        ck_assert_msg(tl_kernel_launch(h, NULL, any, nargs, 2, &err), "%s: %s", what, err.msg);
        for (int i = 0; i < nargs; i++) {
            for (size_t e = 0; args[i].out && e < count(&args[i]); e++) {
                double g = tl_interp_get(args[i].dtype, buf[i], e), w = tl_interp_get(args[i].dtype, ref[i], e);
                tl_assert_elem(tol == 0 ? g == w : fabs(g - w) <= tol * (1 + fabs(w)),
                               "%s on %s/%s: argument %d element %zu is %.9g, the interpreter says %.9g", what,
                               routes[r].target, routes[r].exec, i, e, g, w);
            }
            free(buf[i]);
        }
        tl_kernel_handle_free(h);
        tl_compilation_free(&c);
        tl_arena_free(ca);
        tl_context_free(ctx);
    }
    tl_arena_free(a);
}

/* ---- warp operations ---------------------------------------------------------- */

static const char warp_src[] =
    "kernel warps(X: i32[N], F: f32[N], U: u64[N], H: f16[N], A: i32[N], B: f32[N], C: u64[N], D: f16[N])\n"
    "    grid(ceildiv(N, 64)) threads(64) as bx\n"
    "{\n"
    "    for t in threads() {\n"
    "        let n = bx * 64 + t\n"
    "        let lane = t % 32\n"
    "        let x = X[n]\n"
    "        let f = F[n]\n"
    "        var acc = f\n"
    "        for k in range(5) {\n"
    "            acc += shfl_down(acc, 16 >> k)\n"
    "        }\n"
    "        let any = warp_any(x > 3)\n"
    "        let all = warp_all(x > -5)\n"
    "        A[n] = shfl_xor(x, lane * 7) + shfl_up(x, 3) * 7 + shfl_idx(x, x - 40) * 11 - warp_reduce_max(x) * 13\n"
    "            + warp_reduce_min(x >> 3) * 17 + warp_reduce_sum(x) * 1000 + shfl_down(shfl_xor(x, 2) * 3, lane) * 100000\n"
    "            + select(any, 1, 0) * 1000000 + select(all, 1, 0) * 10000000\n"
    "        B[n] = acc + shfl_idx(f, -1) + warp_reduce_sum(f) * 0.5 + warp_reduce_max(f) - warp_reduce_min(shfl_xor(f, 5))\n"
    "        C[n] = warp_reduce_sum(U[n]) ^ shfl_down(U[n], lane + 40) + warp_reduce_max(U[n]) - warp_reduce_min(U[n])\n"
    "        D[n] = warp_reduce_sum(H[n]) + shfl_xor(H[n], 1) + warp_reduce_max(H[n])\n"
    "    }\n"
    "}\n";

START_TEST(warp_operations)
{
    const int64_t N = 100; /* one block and a part: lanes past N read 0 */
    tens args[8];
    tl_dtype dt[8] = { TL_DT_I32, TL_DT_F32, TL_DT_U64, TL_DT_F16, TL_DT_I32, TL_DT_F32, TL_DT_U64, TL_DT_F16 };
    for (int i = 0; i < 8; i++)
        make(&args[i], dt[i], 1, (int64_t[]){ N }, i >= 4);
    for (int64_t i = 0; i < N; i++) {
        ((int32_t *)args[0].data)[i] = (int32_t)(urand() * 1000);
        ((uint64_t *)args[2].data)[i] = (uint64_t)((urand() + 1) * 1e18);
    }
    void *ref[8];
    run_routes("warps.tile", warp_src, args, 8, 0, ref);
    /* the interpreter against plain C: A recomputed lane by lane */
    const int32_t *X = ref[0], *A = ref[4];
    for (int64_t n = 0; n < 128; n++) {
        int64_t base = n - n % 32, lane = n % 32;
#define XV(i) ((i) < N ? (int64_t)X[i] : 0)
        int64_t sum = 0, mx = INT64_MIN, mn = INT64_MAX;
        bool any = false, all = true;
        for (int64_t l = 0; l < 32; l++) {
            int64_t v = XV(base + l);
            sum += v;
            mx = v > mx ? v : mx;
            mn = (v >> 3) < mn ? (v >> 3) : mn;
            any = any || v > 3;
            all = all && v > -5;
        }
        int64_t up = lane >= 3 ? XV(n - 3) : XV(n);
        int64_t idx = XV(base + ((XV(n) - 40) & 31));
        int64_t dl = lane + (lane & 31);
        int64_t src = dl < 32 ? dl : lane;
        int64_t nested = XV(base + (src ^ 2)) * 3;
        int64_t want = XV(base + (lane ^ ((lane * 7) & 31))) + up * 7 + idx * 11 - mx * 13 + mn * 17 + sum * 1000 +
                       nested * 100000 + (any ? 1000000 : 0) + (all ? 10000000 : 0);
#undef XV
        if (n < N)
            ck_assert_msg(A[n] == (int32_t)want, "A[%lld] is %d, plain C says %d", (long long)n, A[n], (int32_t)want);
    }
    for (int i = 0; i < 8; i++) {
        free(ref[i]);
        free(args[i].data);
    }
}
END_TEST

/* Per-thread vars and an if in a region, and a shared buffer written in one
 * region and read in the next: each warp's sum to S, then thread 0 adds. */
static const char block_src[] =
    "kernel block_sum(X: f32[N], P: f32[N], T: f32[G])\n"
    "    grid(ceildiv(N, 128)) threads(128) as bx\n"
    "{\n"
    "    S = shared f32[4]\n"
    "    for t in threads() {\n"
    "        let x = X[bx * 128 + t]\n"
    "        var y = x * 2.0\n"
    "        if t % 3 == 0 {\n"
    "            y = -y\n"
    "        }\n"
    "        P[bx * 128 + t] = y\n"
    "        let s = warp_reduce_sum(x)\n"
    "        if t % 32 == 0 {\n"
    "            S[t / 32] = s\n"
    "        }\n"
    "    }\n"
    "    for t in threads() {\n"
    "        if t == 0 {\n"
    "            T[bx] = S[0] + S[1] + S[2] + S[3]\n"
    "        }\n"
    "    }\n"
    "}\n";

START_TEST(regions_and_shared)
{
    const int64_t N = 300, G = 3;
    tens args[3];
    make(&args[0], TL_DT_F32, 1, (int64_t[]){ N }, false);
    make(&args[1], TL_DT_F32, 1, (int64_t[]){ N }, true);
    make(&args[2], TL_DT_F32, 1, (int64_t[]){ G }, true);
    void *ref[3];
    run_routes("block_sum.tile", block_src, args, 3, 0, ref);
    const float *X = ref[0], *P = ref[1], *T = ref[2];
    for (int64_t n = 0; n < N; n++)
        ck_assert_float_eq(P[n], (n % 128) % 3 == 0 ? -2 * X[n] : 2 * X[n]);
    for (int64_t b = 0; b < G; b++) {
        double s = 0;
        for (int64_t i = b * 128; i < (b + 1) * 128 && i < N; i++)
            s += X[i];
        ck_assert_msg(fabs(T[b] - s) <= 1e-5 * (1 + fabs(s)), "T[%lld] is %g, plain C says %g", (long long)b, T[b], s);
    }
    for (int i = 0; i < 3; i++) {
        free(ref[i]);
        free(args[i].data);
    }
}
END_TEST

START_TEST(warp_softmax_example)
{
    size_t len;
    char *src = lt_read_file("examples/warp_softmax.tile", &len);
    ck_assert_ptr_nonnull(src);
    const int64_t M = 37, N = 70; /* neither a multiple of the block's 4 rows nor of 32 */
    tens args[2];
    make(&args[0], TL_DT_F32, 2, (int64_t[]){ M, N }, false);
    make(&args[1], TL_DT_F32, 2, (int64_t[]){ M, N }, true);
    void *ref[2];
    run_routes("warp_softmax.tile", src, args, 2, 1e-6, ref);
    const float *X = ref[0], *Y = ref[1];
    for (int64_t r = 0; r < M; r++) {
        double mx = -INFINITY, s = 0;
        for (int64_t c = 0; c < N; c++)
            mx = fmax(mx, X[r * N + c]);
        for (int64_t c = 0; c < N; c++)
            s += exp(X[r * N + c] - mx);
        for (int64_t c = 0; c < N; c++) {
            double want = exp(X[r * N + c] - mx) / s;
            ck_assert_msg(fabs(Y[r * N + c] - want) <= 1e-5 * (1e-3 + want), "Y[%lld, %lld] is %g, plain C says %g",
                          (long long)r, (long long)c, Y[r * N + c], want);
        }
    }
    for (int i = 0; i < 2; i++) {
        free(ref[i]);
        free(args[i].data);
    }
    free(src);
}
END_TEST

/* ---- views and reshapes --------------------------------------------------------- */

/* T seen as V [BM * BN] and W [BM / 2, 2 * BN]; F as Fv [BM * BN]; A as Av. */
static const char view_src[] =
    "const BM = 8\n"
    "const BN = 16\n"
    "kernel views(X: f32[M, N], Y: f32[M, N], R: f32[G, 4], C: f32[M, N])\n"
    "    grid(ceildiv(M, BM), ceildiv(N, BN)) threads(64) as (bx, by)\n"
    "{\n"
    "    T = shared f32[BM, BN]\n"
    "    F = fragment f32[BM, BN]\n"
    "    V = view(T, f32[BM * BN])\n"
    "    W = reshape(T, [BM / 2, 2 * BN])\n"
    "    Fv = reshape(F, [BM * BN])\n"
    "    copy(X[bx * BM, by * BN], T)\n"
    "    for i in parallel(BM * BN) {\n"
    "        V[i] = V[i] * 2.0 + f32(i)\n"
    "    }\n"
    "    copy(V, Fv)\n"
    "    for i in parallel(BM * BN) {\n"
    "        Fv[i] = Fv[i] + 1.0\n"
    "    }\n"
    "    copy(F, Y[bx * BM, by * BN])\n"
    "    r = fragment f32[BM / 2]\n"
    "    reduce_sum(W, r, dim=1)\n"
    "    copy(r, R[bx * 8 + by, :])\n"
    "    A = shared f32[BM, BM]\n"
    "    Av = view(A, f32[BM * BM])\n"
    "    for i in parallel(BM * BM) {\n"
    "        Av[i] = f32(i % 3)\n"
    "    }\n"
    "    Cf = fragment f32[BM, BN]\n"
    "    clear(Cf)\n"
    "    gemm(A, T, Cf)\n"
    "    copy(Cf, C[bx * BM, by * BN])\n"
    "}\n";

START_TEST(views_and_reshapes)
{
    const int64_t M = 21, N = 37, G = 24; /* neither M nor N a multiple of the tile */
    tens args[4];
    make(&args[0], TL_DT_F32, 2, (int64_t[]){ M, N }, false);
    make(&args[1], TL_DT_F32, 2, (int64_t[]){ M, N }, true);
    make(&args[2], TL_DT_F32, 2, (int64_t[]){ G, 4 }, true);
    make(&args[3], TL_DT_F32, 2, (int64_t[]){ M, N }, true);
    void *ref[4];
    run_routes("views.tile", view_src, args, 4, 0, ref);
    /* plain C: Y = X * 2 + (its index in the tile) + 1; R's rows are sums
     * of pairs of the tile's rows, after the doubling */
    const float *X = ref[0], *Y = ref[1], *R = ref[2];
    for (int64_t i = 0; i < M; i++)
        for (int64_t j = 0; j < N; j++)
            ck_assert_float_eq(Y[i * N + j], (X[i * N + j] * 2.0f + (float)((i % 8) * 16 + j % 16)) + 1.0f);
    for (int64_t bx = 0; bx < 3; bx++)
        for (int64_t by = 0; by < 3; by++)
            for (int64_t r = 0; r < 4; r++) {
                double s = 0;
                for (int64_t e = r * 32; e < r * 32 + 32; e++) {
                    int64_t i = bx * 8 + e / 16, j = by * 16 + e % 16;
                    s += (i < M && j < N ? X[i * N + j] : 0.0f) * 2.0f + (float)e;
                }
                float got = R[(bx * 8 + by) * 4 + r];
                ck_assert_msg(fabs(got - s) <= 1e-5 * (1 + fabs(s)), "R[%lld, %lld] is %g, plain C says %g",
                              (long long)(bx * 8 + by), (long long)r, got, s);
            }
    for (int i = 0; i < 4; i++) {
        free(ref[i]);
        free(args[i].data);
    }
}
END_TEST

/* The cuda codegen writes warp operations as __shfl_*_sync with the full
 * mask and a region as the parallel loop whose iteration t thread t runs. */
START_TEST(cuda_source)
{
    tl_error err = { 0 };
    const tl_context *ctx = tl_create_backend_context("cuda -arch=sm_90a", NULL, NULL, &err);
    if (!ctx) {
        printf("skipped: no cuda backend context (%s)\n", err.msg);
        return;
    }
    const char *srcs[] = { warp_src, block_src };
    for (int i = 0; i < 2; i++) {
        tl_arena *a = tl_arena_new();
        int nerr = 0;
        tl_module *m = lt_compile(a, "w.tile", srcs[i], strlen(srcs[i]), NULL, 0, NULL, &nerr);
        ck_assert_ptr_nonnull(m);
        tl_compilation c;
        tl_compilation_init(&c, a, ctx, m, "w.tile");
        ck_assert_msg(tl_run_pipeline(&c, &err) && tl_run_codegen(&c, false, &err), "%s", err.msg);
        ck_assert_ptr_nonnull(strstr(c.device_source.data, "__shfl_xor_sync(0xffffffffu"));
        ck_assert_ptr_nonnull(strstr(c.device_source.data, "tl_warp_sum_f32("));
        if (i == 0) {
            ck_assert_ptr_nonnull(strstr(c.device_source.data, "tl_shfl_down<float>("));
            ck_assert_ptr_nonnull(strstr(c.device_source.data, "tl_warp_sum_f16("));
            ck_assert_ptr_nonnull(strstr(c.device_source.data, "tl_warp_max<uint64_t>("));
            ck_assert_ptr_nonnull(strstr(c.device_source.data, "__any_sync(0xffffffffu"));
        } else {
            ck_assert_ptr_nonnull(strstr(c.device_source.data, "__syncthreads()"));
        }
        tl_compilation_free(&c);
        tl_arena_free(a);
    }
    /* views: shared views are the buffer's bytes, a fragment's view its
     * registers (tests/check_views.c has the refusals) */
    tl_arena *a = tl_arena_new();
    int nerr = 0;
    tl_module *m = lt_compile(a, "views.tile", view_src, strlen(view_src), NULL, 0, NULL, &nerr);
    ck_assert_ptr_nonnull(m);
    tl_compilation c;
    tl_compilation_init(&c, a, ctx, m, "views.tile");
    ck_assert_msg(tl_run_pipeline(&c, &err) && tl_run_codegen(&c, false, &err), "%s", err.msg);
    ck_assert_msg(strstr(c.device_source.data, "float (*V) = (float (*))(void *)T; /* a view of T */"), "%s",
                  c.device_source.data);
    ck_assert_msg(strstr(c.device_source.data, "float *const Fv = F; /* a view of F: the same registers */"), "%s",
                  c.device_source.data);
    tl_compilation_free(&c);
    tl_arena_free(a);
    tl_context_free(ctx);
}
END_TEST

Suite *make_suite(void)
{
    Suite *s = suite_create("threads");
    TCase *tc = tcase_create("threads");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, warp_operations);
    tcase_add_test(tc, regions_and_shared);
    tcase_add_test(tc, warp_softmax_example);
    tcase_add_test(tc, views_and_reshapes);
    tcase_add_test(tc, cuda_source);
    suite_add_tcase(s, tc);
    return s;
}

TL_TEST_MAIN()
