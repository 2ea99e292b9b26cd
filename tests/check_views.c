/*
 * check_views.c: views of global tensors (`Xf = view(X, f32[B * H, D])`,
 * docs/language.md "Views") run the same on every CPU route (c through
 * cython, llvm through tvm_ffi) as in the interpreter, which is their
 * definition, and compute what plain C does: tile copies in and out
 * through 2-D views of 3-D tensors with symbolic dims, element loads and
 * stores through them masked at the view's own edges (a column past the
 * view's last is dropped, never wrapped into the next row), a 1-D view, at
 * sizes that are not multiples of the tile. The cuda codegen writes a
 * tensor's view as a pointer to the same data (sm_80 and sm_90a source),
 * and views of shared buffers, locals and register fragments, or refuses
 * them with the reason. Slices as gemm and reduction operands (the K tile
 * fed to gemm in slices, reductions of a slice of a 2-D and of a 3-D
 * fragment, a reduction into a slice) on c and llvm against the
 * interpreter and plain C, and on cuda (source).
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

/* ---- views of global tensors ---------------------------------------------- */

static const char gview_src[] =
    "const BM = 16\n"
    "const BN = 8\n"
    "kernel gv(X: f32[B, H, D], Y: f32[B, H, D], Z: f32[B * H * D], S: f32[B, H])\n"
    "    grid(ceildiv(B * H, BM), ceildiv(D, BN)) threads(32) as (bx, by)\n"
    "{\n"
    "    Xf = view(X, f32[B * H, D])\n"
    "    Yf = view(Y, f32[B * H, D])\n"
    "    Zf = reshape(Z, [H * B, D])\n"
    "    T = shared f32[BM, BN]\n"
    "    copy(Xf[bx * BM, by * BN], T)\n"
    "    for i, j in parallel(BM, BN) {\n"
    "        T[i, j] = T[i, j] * 2.0 + 1.0\n"
    "    }\n"
    "    copy(T, Yf[bx * BM : bx * BM + BM, by * BN : by * BN + BN])\n"
    "    for i, j in parallel(BM, BN) {\n"
    "        Zf[bx * BM + i, by * BN + j] = Xf[bx * BM + i, by * BN + j] - 1.0\n"
    "    }\n"
    "    Sf = view(S, f32[B * H])\n"
    "    if by == 0 {\n"
    "        for i in parallel(BM) {\n"
    "            Sf[bx * BM + i] = f32(bx * BM + i)\n"
    "        }\n"
    "    }\n"
    "}\n";

START_TEST(global_views)
{
    const int64_t B = 3, H = 7, D = 13; /* B * H = 21 rows, 13 columns: neither a multiple of the tile */
    tens args[4];
    make(&args[0], TL_DT_F32, 3, (int64_t[]){ B, H, D }, false);
    make(&args[1], TL_DT_F32, 3, (int64_t[]){ B, H, D }, true);
    make(&args[2], TL_DT_F32, 1, (int64_t[]){ B * H * D }, true);
    make(&args[3], TL_DT_F32, 2, (int64_t[]){ B, H }, true);
    void *ref[4];
    run_routes("gview.tile", gview_src, args, 4, 0, ref);
    const float *X = ref[0], *Y = ref[1], *Z = ref[2], *S = ref[3];
    for (int64_t e = 0; e < B * H * D; e++) {
        ck_assert_msg(Y[e] == X[e] * 2.0f + 1.0f, "Y[%lld] is %g, plain C says %g", (long long)e, Y[e], X[e] * 2.0f + 1.0f);
        ck_assert_msg(Z[e] == X[e] - 1.0f, "Z[%lld] is %g, plain C says %g", (long long)e, Z[e], X[e] - 1.0f);
    }
    for (int64_t e = 0; e < B * H; e++)
        ck_assert_msg(S[e] == (float)e, "S[%lld] is %g", (long long)e, S[e]);
    for (int i = 0; i < 4; i++) {
        free(ref[i]);
        free(args[i].data);
    }
}
END_TEST

/* A view of a module's global buffer (a parameter of each kernel that
 * names it): written through a 1-D view of another order of its dims. */
static const char gview_global_src[] =
    "global G: f32[R, D]\n"
    "kernel fill_g(X: f32[R, D], G) grid(ceildiv(R * D, 64)) threads(64) as bx\n"
    "{\n"
    "    Xf = view(X, f32[R * D])\n"
    "    Gf = view(G, f32[D * R])\n"
    "    for i in parallel(64) {\n"
    "        Gf[bx * 64 + i] = Xf[bx * 64 + i] * 3.0\n"
    "    }\n"
    "}\n";

START_TEST(global_buffer_view)
{
    const int64_t R = 21, D = 5;
    tens args[2];
    make(&args[0], TL_DT_F32, 2, (int64_t[]){ R, D }, false);
    make(&args[1], TL_DT_F32, 2, (int64_t[]){ R, D }, true);
    void *ref[2];
    run_routes("gglobal.tile", gview_global_src, args, 2, 0, ref);
    const float *X = ref[0], *G = ref[1];
    for (int64_t e = 0; e < R * D; e++)
        ck_assert_msg(G[e] == X[e] * 3.0f, "G[%lld] is %g, plain C says %g", (long long)e, G[e], X[e] * 3.0f);
    for (int i = 0; i < 2; i++) {
        free(ref[i]);
        free(args[i].data);
    }
}
END_TEST

/* The device source of src for cuda at arch, or NULL with the reason in err
 * (the caller frees it). */
static char *cuda_source(const char *src, const char *arch, tl_error *err)
{
    char target[64];
    snprintf(target, sizeof target, "cuda -arch=%s", arch);
    const tl_context *ctx = tl_create_backend_context(target, NULL, NULL, err);
    if (!ctx)
        return NULL;
    tl_arena *a = tl_arena_new();
    int nerr = 0;
    char *diag = NULL;
    tl_module *m = lt_compile(a, "cuda.tile", src, strlen(src), NULL, 0, &diag, &nerr);
    ck_assert_msg(m != NULL, "%s", diag);
    free(diag);
    tl_compilation c;
    tl_compilation_init(&c, a, ctx, m, "cuda.tile");
    char *out = NULL;
    if (tl_run_pipeline(&c, err) && tl_run_codegen(&c, false, err))
        out = strdup(c.device_source.data);
    tl_compilation_free(&c);
    tl_arena_free(a);
    tl_context_free(ctx);
    return out;
}

START_TEST(global_views_cuda)
{
    tl_error err = { 0 };
    const tl_context *ctx = tl_create_backend_context("cuda -arch=sm_90a", NULL, NULL, &err);
    if (!ctx) {
        printf("skipped: no cuda backend context (%s)\n", err.msg);
        return;
    }
    tl_context_free(ctx);
    const char *arch[] = { "sm_80", "sm_90a" };
    for (int i = 0; i < 2; i++) {
        char *s = cuda_source(gview_src, arch[i], &err);
        ck_assert_msg(s != NULL, "%s", err.msg);
        ck_assert_msg(strstr(s, "float *const Xf = X; /* a view of X */") != NULL, "%s", s);
        ck_assert_msg(strstr(s, "float *const Zf = Z; /* a view of Z */") != NULL, "%s", s);
        free(s);
    }
}
END_TEST

/* On-chip views on cuda: emitted for shared buffers and fragments kept in
 * place; refused, with the reason, where the view cannot find its
 * elements: a padded shared buffer, a register fragment whose runs of
 * elements per thread would cross the view's rows, the register
 * accumulator of a tensor-core gemm. */
static const char cuda_view_ok[] =
    "kernel ok(X: f32[N], Y: f32[N]) grid(ceildiv(N, 256)) threads(64) as bx\n"
    "{\n"
    "    T = shared f32[16, 16]\n"
    "    F = fragment f32[16, 16]\n"
    "    L = local f32[2, 4]\n"
    "    V = view(T, f32[256])\n"
    "    Fv = reshape(F, [64, 4])\n"
    "    Lv = view(L, f32[8])\n"
    "    copy(X[bx * 256 : bx * 256 + 256], V)\n"
    "    copy(T, F)\n"
    "    for i, j in parallel(64, 4) {\n"
    "        Fv[i, j] = Fv[i, j] + 1.0\n"
    "    }\n"
    "    for i in range(8) {\n"
    "        Lv[i] = f32(i)\n"
    "    }\n"
    "    copy(F, T)\n"
    "    for i in parallel(256) {\n"
    "        V[i] = V[i] + L[1, 3]\n"
    "    }\n"
    "    copy(V, Y[bx * 256 : bx * 256 + 256])\n"
    "}\n";

static const char cuda_view_pad[] =
    "kernel pad(X: f32[N], Y: f32[M, K]) grid(1) threads(64) as bx\n"
    "{\n"
    "    T = shared f32[16, 16] layout(pad)\n"
    "    V = view(T, f32[256])\n"
    "    copy(X[0 : 256], V)\n"
    "    copy(T, Y[0 : 16, 0 : 16])\n"
    "}\n";

static const char cuda_view_runs[] =
    "kernel runs(X: f32[M, K]) grid(1) threads(64) as bx\n"
    "{\n"
    "    F = fragment f32[16, 16]\n"
    "    Fv = reshape(F, [128, 2])\n"
    "    clear(F)\n"
    "    for i, j in parallel(128, 2) {\n"
    "        Fv[i, j] = f32(i + j)\n"
    "    }\n"
    "    copy(Fv, X[0 : 128, 0 : 2])\n"
    "}\n";

static const char cuda_view_mma[] =
    "kernel mm(A: f16[M, K], B: f16[K, N], C: f32[M, N]) grid(1) threads(128) as bx\n"
    "{\n"
    "    A_s = shared f16[64, 32]\n"
    "    B_s = shared f16[32, 64]\n"
    "    C_f = fragment f32[64, 64]\n"
    "    Cv = view(C_f, f32[4096])\n"
    "    clear(C_f)\n"
    "    copy(A[0, 0], A_s)\n"
    "    copy(B[0, 0], B_s)\n"
    "    gemm(A_s, B_s, C_f)\n"
    "    for i in parallel(4096) {\n"
    "        Cv[i] = Cv[i] * 2.0\n"
    "    }\n"
    "    copy(C_f, C[0, 0])\n"
    "}\n";

START_TEST(onchip_views_cuda)
{
    tl_error err = { 0 };
    const tl_context *ctx = tl_create_backend_context("cuda -arch=sm_90a", NULL, NULL, &err);
    if (!ctx) {
        printf("skipped: no cuda backend context (%s)\n", err.msg);
        return;
    }
    tl_context_free(ctx);
    char *s = cuda_source(cuda_view_ok, "sm_80", &err);
    ck_assert_msg(s != NULL, "%s", err.msg);
    ck_assert_msg(strstr(s, "float (*V) = (float (*))(void *)T; /* a view of T */") != NULL, "%s", s);
    ck_assert_msg(strstr(s, "float *const Fv = F; /* a view of F: the same registers */") != NULL, "%s", s);
    ck_assert_msg(strstr(s, "float (*Lv) = (float (*))(void *)L; /* a view of L */") != NULL, "%s", s);
    free(s);
    ck_assert(cuda_source(cuda_view_pad, "sm_90a", &err) == NULL);
    ck_assert_msg(strstr(err.msg, "the cuda codegen cannot write this yet: view 'V' of 'T': 'T' has layout(pad)"),
                  "%s", err.msg);
    ck_assert(cuda_source(cuda_view_runs, "sm_90a", &err) == NULL);
    ck_assert_msg(strstr(err.msg, "view 'Fv' of register fragment 'F': the view would move elements between threads "
                                  "(runs of the fragment's elements per thread cross the view's rows)"),
                  "%s", err.msg);
    ck_assert(cuda_source(cuda_view_mma, "sm_90a", &err) == NULL);
    ck_assert_msg(strstr(err.msg, "view 'Cv' of register fragment 'C_f': the view would move elements between "
                                  "threads (it holds a tensor-core gemm's accumulator"),
                  "%s", err.msg);
}
END_TEST

/* The on-chip views of cuda_view_ok on the CPU routes, against the
 * interpreter and plain C: Y = X + 1 + 7 where N is covered, at an N that is
 * not a multiple of the tile. */
START_TEST(onchip_views_cpu)
{
    const int64_t N = 300;
    tens args[2];
    make(&args[0], TL_DT_F32, 1, (int64_t[]){ N }, false);
    make(&args[1], TL_DT_F32, 1, (int64_t[]){ N }, true);
    void *ref[2];
    run_routes("views_ok.tile", cuda_view_ok, args, 2, 0, ref);
    const float *X = ref[0], *Y = ref[1];
    for (int64_t e = 0; e < N; e++)
        ck_assert_msg(Y[e] == (X[e] + 1.0f) + 7.0f, "Y[%lld] is %g, plain C says %g", (long long)e, Y[e],
                      (X[e] + 1.0f) + 7.0f);
    for (int i = 0; i < 2; i++) {
        free(ref[i]);
        free(args[i].data);
    }
}
END_TEST

/* ---- slices as gemm and reduction operands ------------------------------- */

/* C = A B with the K tile fed to gemm 8 columns (rows of B) at a time
 * through slices; S the row sums of the first half of X's column tile,
 * through a slice of a 2-D fragment and of a 3-D one whose leading dim is
 * fixed (dim= counts the slice's ranges); T the max of -1 and the second
 * half (clear=false), reduced into a slice of a [BM, 2] fragment. */
static const char slice_src[] =
    "const BM = 16\n"
    "const BN = 24\n"
    "const BK = 32\n"
    "kernel sl(A: f32[M, K], B: f32[K, N], C: f32[M, N], X: f32[M, N], S: f32[M], S2: f32[M], T: f32[M])\n"
    "    grid(ceildiv(M, BM), ceildiv(N, BN)) threads(64) as (bx, by)\n"
    "{\n"
    "    A_s = shared f32[BM, BK]\n"
    "    B_s = shared f32[BK, BN]\n"
    "    C_f = fragment f32[BM, BN]\n"
    "    clear(C_f)\n"
    "    for k in range(ceildiv(K, BK)) {\n"
    "        copy(A[bx * BM, k * BK], A_s)\n"
    "        copy(B[k * BK, by * BN], B_s)\n"
    "        for k0 in range(BK / 8) {\n"
    "            gemm(A_s[:, k0 * 8 : k0 * 8 + 8], B_s[k0 * 8 : k0 * 8 + 8, :], C_f)\n"
    "        }\n"
    "    }\n"
    "    copy(C_f, C[bx * BM, by * BN])\n"
    "    X_f = fragment f32[BM, BN]\n"
    "    copy(X[bx * BM, by * BN], X_f)\n"
    "    X3 = fragment f32[2, BM, BN]\n"
    "    copy(X_f, X3[1, :, :])\n"
    "    s = fragment f32[BM]\n"
    "    reduce_sum(X_f[:, 0 : BN / 2], s, dim=1)\n"
    "    s2 = fragment f32[BM]\n"
    "    reduce_sum(X3[1, :, 0 : BN / 2], s2, dim=1)\n"
    "    m = fragment f32[BM, 2]\n"
    "    fill(m, -1.0)\n"
    "    reduce_max(X_f[:, BN / 2 : BN], m[:, 1], dim=1, clear=false)\n"
    "    if by == 0 {\n"
    "        copy(s, S[bx * BM])\n"
    "        copy(s2, S2[bx * BM])\n"
    "        copy(m[:, 1], T[bx * BM : bx * BM + BM])\n"
    "    }\n"
    "}\n";

START_TEST(slice_operands)
{
    const int64_t M = 37, K = 70, N = 29; /* none a multiple of its tile */
    tens args[7];
    make(&args[0], TL_DT_F32, 2, (int64_t[]){ M, K }, false);
    make(&args[1], TL_DT_F32, 2, (int64_t[]){ K, N }, false);
    make(&args[2], TL_DT_F32, 2, (int64_t[]){ M, N }, true);
    make(&args[3], TL_DT_F32, 2, (int64_t[]){ M, N }, false);
    make(&args[4], TL_DT_F32, 1, (int64_t[]){ M }, true);
    make(&args[5], TL_DT_F32, 1, (int64_t[]){ M }, true);
    make(&args[6], TL_DT_F32, 1, (int64_t[]){ M }, true);
    void *ref[7];
    run_routes("slices.tile", slice_src, args, 7, 1e-5, ref);
    const float *A = ref[0], *B = ref[1], *C = ref[2], *X = ref[3], *S = ref[4], *S2 = ref[5], *T = ref[6];
    for (int64_t i = 0; i < M; i++) {
        for (int64_t j = 0; j < N; j++) {
            double acc = 0, mag = 0;
            for (int64_t p = 0; p < K; p++) {
                acc += (double)A[i * K + p] * B[p * N + j];
                mag += fabs((double)A[i * K + p] * B[p * N + j]);
            }
            ck_assert_msg(fabs(C[i * N + j] - acc) <= 1e-5 * mag + 1e-6, "C[%lld, %lld] is %g, plain C says %g",
                          (long long)i, (long long)j, C[i * N + j], acc);
        }
        double sum = 0, mx = -1;
        for (int64_t j = 0; j < 12; j++)
            sum += X[i * N + j];
        for (int64_t j = 12; j < 24; j++)
            mx = fmax(mx, X[i * N + j]);
        ck_assert_msg(fabs(S[i] - sum) <= 1e-5 * (1 + fabs(sum)), "S[%lld] is %g, plain C says %g", (long long)i, S[i], sum);
        ck_assert_msg(S2[i] == S[i], "S2[%lld] is %g, S is %g", (long long)i, S2[i], S[i]);
        ck_assert_msg(T[i] == (float)mx, "T[%lld] is %g, plain C says %g", (long long)i, T[i], mx);
    }
    for (int i = 0; i < 7; i++) {
        free(ref[i]);
        free(args[i].data);
    }
}
END_TEST

/* The cuda codegen writes slice operands (staged through buffers of their
 * shape), f32 and f16 (mma.sync from shared memory), for sm_80 and sm_90a. */
START_TEST(slice_operands_cuda)
{
    tl_error err = { 0 };
    const tl_context *ctx = tl_create_backend_context("cuda -arch=sm_90a", NULL, NULL, &err);
    if (!ctx) {
        printf("skipped: no cuda backend context (%s)\n", err.msg);
        return;
    }
    tl_context_free(ctx);
    const char *arch[] = { "sm_80", "sm_90a" };
    for (int i = 0; i < 2; i++) {
        char *s = cuda_source(slice_src, arch[i], &err);
        ck_assert_msg(s != NULL, "%s", err.msg);
        ck_assert_msg(strstr(s, "A_s_slice0") != NULL, "%s", s);
        free(s);
    }
}
END_TEST

Suite *make_suite(void)
{
    Suite *s = suite_create("views");
    TCase *tc = tcase_create("views");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, global_views);
    tcase_add_test(tc, global_views_cuda);
    tcase_add_test(tc, global_buffer_view);
    tcase_add_test(tc, onchip_views_cuda);
    tcase_add_test(tc, onchip_views_cpu);
    tcase_add_test(tc, slice_operands);
    tcase_add_test(tc, slice_operands_cuda);
    suite_add_tcase(s, tc);
    return s;
}

TL_TEST_MAIN()
