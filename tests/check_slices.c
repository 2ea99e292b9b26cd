/*
 * check_slices.c: tile slices (`K[b, s0 : s0 + BN, h, :]`, docs/language.md)
 * run the same on every CPU route (c through cython, llvm through tvm_ffi)
 * as in the interpreter, and the interpreter computes what a plain C loop
 * does:
 *   - copies through slices that tile a middle dim and fix the others, a
 *     column (the tile's one dim is not the last), a permuted layout written
 *     back through a slice, fill and clear of slices, at sizes that are not
 *     multiples of the tile (the edges masked), exact; a global-to-global
 *     copy over a whole symbolic dim, atomic_add into sliced global tiles
 *     (one of them past the tensor's edge);
 *   - examples/gqa_decode.tile (K and V in [batch, seq, heads, dim], read
 *     with slices that fix the batch entry and the kv head) against a
 *     double-precision C reference, with an f16 tolerance; the same for
 *     examples/flash_attention_bshd.tile (Q, K, V, O all [B, S, H, D]);
 *   - the GPU hints swizzle(n) and layout(swizzle|pad) are recorded in the IR,
 *     printed back, and change nothing on the CPU (a gemm against C).
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

/* ---- copies through slices -------------------------------------------------- */

/* X [B, S, H, D] -> Y [B, H, S, D] through a [16, D] tile per (b, h, block of
 * S); a column of X's last head into Z [B, S]; R [B, S] gets 2.5 on its
 * first 5 columns by a fill of a slice, then a clear of the tile [3, 1]. */
static const char copy_src[] =
    "const BS = 16\n"
    "const D = 8\n"
    "kernel permute(X: f32[B, S, H, D], Y: f32[B, H, S, D], Z: f32[B, S], R: f32[B, S])\n"
    "    grid(ceildiv(S, BS), H, B) threads(64) as (bx, h, b)\n"
    "{\n"
    "    T = shared f32[BS, D]\n"
    "    col = shared f32[BS]\n"
    "    copy(X[b, bx * BS : (bx + 1) * BS, h, :], T)\n"
    "    copy(T, Y[b, h, bx * BS : bx * BS + BS, :])\n"
    "    if h == 0 {\n"
    "        copy(X[b, bx * BS : bx * BS + BS, H - 1, D - 1], col)\n"
    "        copy(col, Z[b, bx * BS : bx * BS + BS])\n"
    "        if bx == 0 {\n"
    "            fill(R[b, 0 : 5], 2.5)\n"
    "            clear(R[b, 1 : 4])\n"
    "        }\n"
    "    }\n"
    "}\n"
    "# a global-to-global copy of a whole symbolic dim, and atomic adds through\n"
    "# slices: A[b, :, h] += X[b, s, h, 0] for every s (over the blocks of s)\n"
    "kernel accumulate(X: f32[B, S, H, D], Y: f32[B, H, S, D], A: f32[B, D, H])\n"
    "    grid(ceildiv(S, 16), H, B) threads(64) as (bx, h, b)\n"
    "{\n"
    "    col = shared f32[16]\n"
    "    one = shared f32[1]\n"
    "    copy(X[b, bx * 16, h, :], Y[b, h, bx * 16, :])\n"
    "    copy(X[b, bx * 16 : bx * 16 + 16, h, 0], col)\n"
    "    reduce_sum(col, one, dim=0)\n"
    "    atomic_add(one, A[b, h : h + 1, h])\n"
    "    atomic_add(col, A[b, 3 : 19, h])\n"
    "}\n";

START_TEST(sliced_copies)
{
    const int64_t B = 2, S = 37, H = 3, D = 8; /* S is not a multiple of 16 */
    tens args[4];
    make(&args[0], TL_DT_F32, 4, (int64_t[]){ B, S, H, D }, false);
    make(&args[1], TL_DT_F32, 4, (int64_t[]){ B, H, S, D }, true);
    make(&args[2], TL_DT_F32, 2, (int64_t[]){ B, S }, true);
    make(&args[3], TL_DT_F32, 2, (int64_t[]){ B, S }, true);
    void *ref[4];
    run_routes("permute.tile", copy_src, args, 4, 0, ref);
    /* the interpreter against plain loops */
    const float *X = ref[0], *Y = ref[1], *Z = ref[2], *R = ref[3];
    for (int64_t b = 0; b < B; b++)
        for (int64_t s = 0; s < S; s++) {
            for (int64_t h = 0; h < H; h++)
                for (int64_t d = 0; d < D; d++)
                    ck_assert_float_eq(Y[((b * H + h) * S + s) * D + d], X[((b * S + s) * H + h) * D + d]);
            ck_assert_float_eq(Z[b * S + s], X[((b * S + s) * H + H - 1) * D + D - 1]);
            float want = s == 0 || s == 4 ? 2.5f : s >= 1 && s < 4 ? 0.0f : -7.0f;
            ck_assert_float_eq(R[b * S + s], want);
        }
    for (int i = 0; i < 4; i++) {
        free(ref[i]);
        free(args[i].data);
    }
}
END_TEST

/* The second kernel of copy_src alone (run_routes runs a module's first). */
START_TEST(sliced_atomics)
{
    const char *src = strstr(copy_src, "# a global-to-global");
    ck_assert_ptr_nonnull(src);
    const int64_t B = 2, S = 37, H = 3, D = 8; /* A's dim 1 (D = 8) is shorter than the [3, 19) range */
    tens args[3];
    make(&args[0], TL_DT_F32, 4, (int64_t[]){ B, S, H, D }, false);
    make(&args[1], TL_DT_F32, 4, (int64_t[]){ B, H, S, D }, true);
    make(&args[2], TL_DT_F32, 3, (int64_t[]){ B, D, H }, true);
    for (size_t e = 0; e < (size_t)(B * D * H); e++)
        tl_interp_set(TL_DT_F32, args[2].data, e, 0.0); /* integers below: every order of the adds agrees */
    for (size_t e = 0; e < (size_t)(B * S * H * D); e++)
        tl_interp_set(TL_DT_F32, args[0].data, e, (double)(e % 7) - 3.0);
    void *ref[3];
    run_routes("accumulate.tile", src, args, 3, 0, ref);
    const float *X = ref[0], *Y = ref[1], *A = ref[2];
    for (int64_t b = 0; b < B; b++)
        for (int64_t h = 0; h < H; h++) {
            for (int64_t s = 0; s < S; s++)
                for (int64_t d = 0; d < D; d++) {
                    float want = s % 16 == 0 ? X[((b * S + s) * H + h) * D + d] : -7.0f;
                    ck_assert_float_eq(Y[((b * H + h) * S + s) * D + d], want);
                }
            for (int64_t d = 0; d < D; d++) {
                double want = 0;
                for (int64_t s = 0; s < S; s++) {
                    double x = X[((b * S + s) * H + h) * D + 0];
                    if (d == h)
                        want += x; /* the block's sum, into A[b, h, h] */
                    if (d >= 3 && s % 16 == d - 3)
                        want += x; /* col[i] into A[b, 3 + i, h] */
                }
                ck_assert_msg(A[(b * D + d) * H + h] == want, "A[%lld, %lld, %lld] is %g, want %g", (long long)b,
                              (long long)d, (long long)h, A[(b * D + d) * H + h], want);
            }
        }
    for (int i = 0; i < 3; i++) {
        free(ref[i]);
        free(args[i].data);
    }
}
END_TEST

/* ---- layout and schedule hints --------------------------------------------- */

/* swizzle(2) and layout(swizzle)/layout(pad) are GPU hints: on the CPU the
 * kernel computes what it computes without them. */
static const char hints_src[] =
    "kernel matmul(A: f32[M, K], B: f32[K, N], C: f32[M, N])\n"
    "    grid(ceildiv(N, 16), ceildiv(M, 16)) threads(64) as (bx, by) swizzle(2)\n"
    "{\n"
    "    A_s = shared f32[16, 8] layout(swizzle)\n"
    "    B_s = shared f32[8, 16] layout(pad)\n"
    "    C_f = fragment f32[16, 16]\n"
    "    clear(C_f)\n"
    "    for k in range(ceildiv(K, 8)) {\n"
    "        copy(A[by * 16, k * 8], A_s)\n"
    "        copy(B[k * 8, bx * 16], B_s)\n"
    "        gemm(A_s, B_s, C_f)\n"
    "    }\n"
    "    copy(C_f, C[by * 16, bx * 16])\n"
    "}\n";

START_TEST(hints_change_nothing)
{
    const int64_t M = 37, N = 29, K = 21;
    tens args[3];
    make(&args[0], TL_DT_F32, 2, (int64_t[]){ M, K }, false);
    make(&args[1], TL_DT_F32, 2, (int64_t[]){ K, N }, false);
    make(&args[2], TL_DT_F32, 2, (int64_t[]){ M, N }, true);
    void *ref[3];
    run_routes("hints.tile", hints_src, args, 3, 1e-5, ref);
    const float *A = ref[0], *B = ref[1], *C = ref[2];
    for (int64_t i = 0; i < M; i++)
        for (int64_t j = 0; j < N; j++) {
            double c = 0;
            for (int64_t k = 0; k < K; k++)
                c += (double)A[i * K + k] * B[k * N + j];
            ck_assert_msg(fabs(C[i * N + j] - c) <= 1e-4 * (1 + fabs(c)), "C[%lld, %lld] is %g, want %g", (long long)i,
                          (long long)j, C[i * N + j], c);
        }
    /* the hints are in the IR, and printed back */
    tl_arena *a = tl_arena_new();
    tl_module *m = lt_compile(a, "hints.tile", hints_src, strlen(hints_src), NULL, 0, NULL, NULL);
    ck_assert_ptr_nonnull(m);
    ck_assert_int_eq(m->kernels[0]->swizzle, 2);
    ck_assert_int_eq(m->kernels[0]->body.items[0]->alloc.buf->layout_hint, TL_LAYOUT_HINT_SWIZZLE);
    ck_assert_int_eq(m->kernels[0]->body.items[1]->alloc.buf->layout_hint, TL_LAYOUT_HINT_PAD);
    char *t = lt_print(m);
    ck_assert_msg(strstr(t, "as (bx, by) swizzle(2)\n") && strstr(t, "A_s = shared f32[16, 8] layout(swizzle)\n") &&
                      strstr(t, "B_s = shared f32[8, 16] layout(pad)\n"),
                  "%s", t);
    free(t);
    tl_arena_free(a);
    for (int i = 0; i < 3; i++) {
        free(ref[i]);
        free(args[i].data);
    }
}
END_TEST

/* ---- GQA decode --------------------------------------------------------------- */

START_TEST(gqa_decode_example)
{
    size_t len;
    char *src = lt_read_file("examples/gqa_decode.tile", &len);
    ck_assert_ptr_nonnull(src);
    const int64_t B = 2, S = 77, G = 3, GH = 8, H = G * GH, D = 64; /* S is not a multiple of BN = 32 */
    tens args[4];
    make(&args[0], TL_DT_F16, 3, (int64_t[]){ B, H, D }, false);
    make(&args[1], TL_DT_F16, 4, (int64_t[]){ B, S, G, D }, false);
    make(&args[2], TL_DT_F16, 4, (int64_t[]){ B, S, G, D }, false);
    make(&args[3], TL_DT_F16, 3, (int64_t[]){ B, H, D }, true);
    void *ref[4];
    run_routes("gqa_decode.tile", src, args, 4, 2e-2, ref);
    /* the interpreter against softmax(q . k * 0.125) v in double */
    double *p = malloc((size_t)S * sizeof *p);
    for (int64_t b = 0; b < B; b++)
        for (int64_t h = 0; h < H; h++) {
            int64_t g = h / GH;
            double mx = -INFINITY, sum = 0;
            for (int64_t s = 0; s < S; s++) {
                double dot = 0;
                for (int64_t d = 0; d < D; d++)
                    dot += tl_interp_get(TL_DT_F16, ref[0], (size_t)((b * H + h) * D + d)) *
                           tl_interp_get(TL_DT_F16, ref[1], (size_t)(((b * S + s) * G + g) * D + d));
                p[s] = dot * 0.125;
                mx = fmax(mx, p[s]);
            }
            for (int64_t s = 0; s < S; s++)
                sum += (p[s] = exp(p[s] - mx));
            for (int64_t d = 0; d < D; d++) {
                double o = 0;
                for (int64_t s = 0; s < S; s++)
                    o += p[s] / sum * tl_interp_get(TL_DT_F16, ref[2], (size_t)(((b * S + s) * G + g) * D + d));
                double got = tl_interp_get(TL_DT_F16, ref[3], (size_t)((b * H + h) * D + d));
                ck_assert_msg(fabs(got - o) <= 2e-2 * (1 + fabs(o)), "O[%lld, %lld, %lld] is %g, the reference %g",
                              (long long)b, (long long)h, (long long)d, got, o);
            }
        }
    free(p);
    for (int i = 0; i < 4; i++) {
        free(ref[i]);
        free(args[i].data);
    }
    free(src);
}
END_TEST

/* examples/flash_attention_bshd.tile: Q, K, V, O all [B, S, H, D]. */
START_TEST(flash_attention_bshd_example)
{
    size_t len;
    char *src = lt_read_file("examples/flash_attention_bshd.tile", &len);
    ck_assert_ptr_nonnull(src);
    const int64_t B = 2, S = 93, H = 4, D = 64; /* S is not a multiple of BM = BN = 64 */
    tens args[4];
    for (int i = 0; i < 4; i++)
        make(&args[i], TL_DT_F16, 4, (int64_t[]){ B, S, H, D }, i == 3);
    void *ref[4];
    run_routes("flash_attention_bshd.tile", src, args, 4, 2e-2, ref);
#define AT(t, b, s, h, d) tl_interp_get(TL_DT_F16, ref[t], (size_t)((((b) * S + (s)) * H + (h)) * D + (d)))
    double *p = malloc((size_t)S * sizeof *p);
    for (int64_t b = 0; b < B; b++)
        for (int64_t h = 0; h < H; h++)
            for (int64_t q = 0; q < S; q++) {
                double mx = -INFINITY, sum = 0;
                for (int64_t s = 0; s < S; s++) {
                    double dot = 0;
                    for (int64_t d = 0; d < D; d++)
                        dot += AT(0, b, q, h, d) * AT(1, b, s, h, d);
                    p[s] = dot * 0.125;
                    mx = fmax(mx, p[s]);
                }
                for (int64_t s = 0; s < S; s++)
                    sum += (p[s] = exp(p[s] - mx));
                for (int64_t d = 0; d < D; d++) {
                    double o = 0;
                    for (int64_t s = 0; s < S; s++)
                        o += p[s] / sum * AT(2, b, s, h, d);
                    double got = AT(3, b, q, h, d);
                    ck_assert_msg(fabs(got - o) <= 2e-2 * (1 + fabs(o)), "O[%lld, %lld, %lld, %lld] is %g, the reference %g",
                                  (long long)b, (long long)q, (long long)h, (long long)d, got, o);
                }
            }
#undef AT
    free(p);
    for (int i = 0; i < 4; i++) {
        free(ref[i]);
        free(args[i].data);
    }
    free(src);
}
END_TEST

Suite *make_suite(void)
{
    Suite *s = suite_create("slices");
    TCase *tc = tcase_create("slices");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, sliced_copies);
    tcase_add_test(tc, sliced_atomics);
    tcase_add_test(tc, gqa_decode_example);
    tcase_add_test(tc, flash_attention_bshd_example);
    tcase_add_test(tc, hints_change_nothing);
    suite_add_tcase(s, tc);
    return s;
}

TL_TEST_MAIN()
