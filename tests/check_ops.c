/*
 * check_ops.c: programs that use the language's bitwise operators and
 * bitcast, var, while, break and continue, atomic_max and atomic_min,
 * cumsum and cummax, end to end: each runs in the interpreter (exact mode,
 * the definition) and on every CPU route (c through cython, llvm through
 * tvm_ffi), at sizes that are not multiples of the tiles, and must match it
 * bit for bit (the float GEMM within a tolerance). The interpreter's results
 * are checked against plain C written here, and so are the examples that use
 * these features: examples/dequant_gemm.tile (u4 and i4 nibbles),
 * examples/chunk_cumsum.tile and examples/fp8_gemm.tile (f8e4m3 with e8m0
 * MX scales); the packed 4-bit dtypes (i4, u4, f4e2m1) through
 * examples/dequant_gemm.tile's packed kernels, examples/mxfp4_gemm.tile and
 * a kernel whose blocks write the two halves of shared bytes.
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
#define MAXARGS 12

typedef struct tens {
    tl_dtype dtype;
    int ndim;
    int64_t shape[2];
    void *data;
} tens;

static size_t esize(tl_dtype t) { return t == TL_DT_BOOL ? 1 : (size_t)tl_dtype_bits(t) / 8; }

static size_t count(const tens *t)
{
    size_t n = 1;
    for (int d = 0; d < t->ndim; d++)
        n *= (size_t)t->shape[d];
    return n;
}

/* bytes of t's data: 4-bit dtypes packed two to a byte */
static size_t tbytes(const tens *t) { return (size_t)tl_dtype_global_bytes(t->dtype, count(t)); }

static uint64_t rng = 0x2545f4914f6cdd1dull;
static uint64_t next(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

/* A tensor of random values: integers over their whole range, floats in
 * [-2, 2) (with lo_float, f16 scales in [1/64, 1/8)). */
static tens mk(tl_dtype t, int ndim, int64_t d0, int64_t d1, bool small_float)
{
    tens x = { t, ndim, { d0, d1 }, NULL };
    size_t n = count(&x);
    x.data = calloc(tbytes(&x) + 1, 1);
    if (tl_dtype_is_packed(t)) { /* random bytes: every nibble */
        for (size_t i = 0; i < tbytes(&x); i++)
            ((uint8_t *)x.data)[i] = (uint8_t)(next() >> 56);
        return x;
    }
    for (size_t i = 0; i < n; i++) {
        uint64_t r = next();
        if (tl_dtype_is_float(t)) {
            double u = (double)(r >> 11) / (double)(1ull << 53);
            tl_interp_set(t, x.data, i, small_float ? (1.0 + 7.0 * u) / 64.0 : 4.0 * u - 2.0);
        } else {
            memcpy((char *)x.data + i * esize(t), &r, esize(t));
        }
    }
    return x;
}

static tens copy_of(const tens *t)
{
    tens c = *t;
    size_t bytes = tbytes(t);
    c.data = malloc(bytes + 1);
    memcpy(c.data, t->data, bytes);
    return c;
}

/* Runs kernel `kernel` of src on args, in place: in the interpreter's exact
 * mode when target is NULL, else on the route's target and execution
 * backend. */
static void run(const char *path, const char *src, const char *kernel, const route *r, tens *args, int nargs)
{
    tl_arena *a = tl_arena_new();
    char *diag = NULL;
    int nerr = 0;
    tl_module *m = lt_compile(a, path, src, strlen(src), NULL, 0, &diag, &nerr);
    ck_assert_msg(m != NULL, "%s", diag);
    free(diag);
    if (!r) {
        tl_interp_tensor it[MAXARGS];
        for (int i = 0; i < nargs; i++)
            it[i] = (tl_interp_tensor){ args[i].dtype, args[i].ndim, { args[i].shape[0], args[i].shape[1] }, args[i].data };
        char msg[512];
        tl_interp_options o = { .f64_accumulate = false };
        const tl_kernel *k = tl_ir_find_kernel(m, kernel);
        ck_assert_msg(k != NULL, "no kernel %s", kernel);
        ck_assert_msg(tl_interp_run_kernel_with(k, it, (size_t)nargs, &o, msg, sizeof msg), "%s: %s", kernel, msg);
        tl_arena_free(a);
        return;
    }
    tl_error err = { 0 };
    const tl_context *ctx = tl_create_backend_context(r->target, NULL, r->exec, &err);
    ck_assert_msg(ctx != NULL, "%s", err.msg);
    tl_compilation c;
    tl_compilation_init(&c, a, ctx, m, path);
    ck_assert_msg(tl_run_pipeline(&c, &err) && tl_run_codegen(&c, false, &err), "%s on %s: %s", kernel, r->target, err.msg);
    tl_kernel_handle *h = tl_load(&c, &err);
    ck_assert_msg(h != NULL, "%s on %s/%s: %s", kernel, r->target, r->exec, err.msg);
    DLTensor dl[MAXARGS];
    tl_any any[MAXARGS];
    for (int i = 0; i < nargs; i++) {
        uint8_t code, bits;
        tl_dtype_to_dlpack(args[i].dtype, &code, &bits);
        dl[i] = (DLTensor){ .data = args[i].data, .device = { kDLCPU, 0 }, .ndim = args[i].ndim, .dtype = { code, bits, 1 },
                            .shape = args[i].shape };
        any[i] = (tl_any){ TL_ANY_TENSOR, { .p = &dl[i] } };
    }
    ck_assert_msg(tl_kernel_launch(h, kernel, any, nargs, 3, &err), "%s: %s", kernel, err.msg);
    tl_kernel_handle_free(h);
    tl_compilation_free(&c);
    tl_context_free(ctx);
    tl_arena_free(a);
}

/* Runs kernel on the interpreter and every route (each from a copy of args)
 * and checks that the outputs listed in out agree bit for bit with the
 * interpreter's (floats within tol of it, relative to the largest
 * magnitude); leaves the interpreter's results in args. */
static void run_everywhere(const char *path, const char *src, const char *kernel, tens *args, int nargs, const bool *out,
                           double tol)
{
    tens ref[MAXARGS];
    for (int i = 0; i < nargs; i++)
        ref[i] = copy_of(&args[i]);
    run(path, src, kernel, NULL, ref, nargs);
    for (size_t r = 0; r < NROUTES; r++) {
        if (strcmp(routes[r].target, "llvm") == 0 && !tl_have_llvm())
            continue;
        tens got[MAXARGS];
        for (int i = 0; i < nargs; i++)
            got[i] = copy_of(&args[i]);
        run(path, src, kernel, &routes[r], got, nargs);
        for (int i = 0; i < nargs; i++) {
            if (out[i] && tl_dtype_is_packed(args[i].dtype)) {
                size_t n = count(&args[i]);
                for (size_t e = 0; e < n; e++)
                    tl_assert_elem(tl_value_float_bits(TL_DT_F64, tl_interp_get(args[i].dtype, got[i].data, e)) ==
                                       tl_value_float_bits(TL_DT_F64, tl_interp_get(args[i].dtype, ref[i].data, e)),
                                   "%s on %s: argument %d element %zu is %g, the interpreter says %g", kernel,
                                   routes[r].target, i, e, tl_interp_get(args[i].dtype, got[i].data, e),
                                   tl_interp_get(args[i].dtype, ref[i].data, e));
                ck_assert_msg(memcmp(got[i].data, ref[i].data, tbytes(&args[i])) == 0, "%s on %s: argument %d's bytes differ",
                              kernel, routes[r].target, i);
            } else if (out[i] && !tl_dtype_is_float(args[i].dtype)) {
                size_t n = count(&args[i]), es = esize(args[i].dtype);
                for (size_t e = 0; e < n; e++)
                    tl_assert_elem(memcmp((char *)got[i].data + e * es, (char *)ref[i].data + e * es, es) == 0,
                                   "%s on %s: argument %d element %zu is %g, the interpreter says %g", kernel,
                                   routes[r].target, i, e, tl_interp_get(args[i].dtype, got[i].data, e),
                                   tl_interp_get(args[i].dtype, ref[i].data, e));
            } else if (out[i]) {
                size_t n = count(&args[i]);
                double big = 0;
                for (size_t e = 0; e < n; e++)
                    big = fmax(big, fabs(tl_interp_get(args[i].dtype, ref[i].data, e)));
                for (size_t e = 0; e < n; e++) {
                    double g = tl_interp_get(args[i].dtype, got[i].data, e), w = tl_interp_get(args[i].dtype, ref[i].data, e);
                    tl_assert_elem(fabs(g - w) <= tol * (big > 1 ? big : 1), "%s on %s: argument %d element %zu is %.9g, the interpreter says %.9g",
                                   kernel, routes[r].target, i, e, g, w);
                }
            }
            free(got[i].data);
        }
    }
    for (int i = 0; i < nargs; i++) {
        free(args[i].data);
        args[i] = ref[i];
    }
}

/* ---- the dequantize GEMM example ----------------------------------------- */

/* The plain C reference: C[m, n] = sum over k of A[m, k] * w(n, k) * S[n, k / 32],
 * w the nibble k % 2 of byte W[n, k / 2], unsigned minus 8 or signed. */
static void dequant_ref(bool i4, const tens *A, const tens *W, const tens *S, double *C)
{
    int64_t M = A->shape[0], K = A->shape[1], N = W->shape[0], KH = W->shape[1], KG = S->shape[1];
    for (int64_t m = 0; m < M; m++)
        for (int64_t n = 0; n < N; n++) {
            double acc = 0;
            for (int64_t k = 0; k < K && k / 2 < KH && k / 32 < KG; k++) {
                uint8_t byte = ((const uint8_t *)W->data)[n * KH + k / 2];
                int nib = k % 2 ? byte >> 4 : byte & 15;
                int w = i4 ? (nib >= 8 ? nib - 16 : nib) : nib - 8;
                acc += tl_interp_get(TL_DT_F16, A->data, (size_t)(m * K + k)) * w *
                       tl_interp_get(TL_DT_F16, S->data, (size_t)(n * KG + k / 32));
            }
            C[m * N + n] = acc;
        }
}

START_TEST(dequant_gemm_example)
{
    size_t len;
    char *src = lt_read_file("examples/dequant_gemm.tile", &len);
    ck_assert(src != NULL);
    static const int64_t shapes[][3] = { { 70, 45, 150 }, { 33, 97, 67 }, { 1, 7, 2 } }; /* M, N, K: no multiples of 32, K odd */
    for (size_t s = 0; s < sizeof shapes / sizeof *shapes; s++)
        for (int i4 = 0; i4 < 2; i4++) {
            int64_t M = shapes[s][0], N = shapes[s][1], K = shapes[s][2];
            tens args[4] = { mk(TL_DT_F16, 2, M, K, false), mk(TL_DT_U8, 2, N, (K + 1) / 2, false),
                             mk(TL_DT_F16, 2, N, (K + 31) / 32, true), mk(TL_DT_F32, 2, M, N, false) };
            bool out[4] = { false, false, false, true };
            double *C = calloc((size_t)(M * N), sizeof *C);
            dequant_ref(i4, &args[0], &args[1], &args[2], C);
            const char *kernel = i4 ? "dequant_gemm_i4" : "dequant_gemm_u4";
            run_everywhere("examples/dequant_gemm.tile", src, kernel, args, 4, out, 1e-5);
            double worst = 0;
            for (int64_t e = 0; e < M * N; e++) {
                double got = tl_interp_get(TL_DT_F32, args[3].data, (size_t)e);
                /* f32 sums of exact products: K roundings of at most the sum's magnitude */
                double tol = 1e-6 * (double)K * (fabs(C[e]) + 1);
                worst = fmax(worst, fabs(got - C[e]));
                ck_assert_msg(fabs(got - C[e]) <= tol, "%s %lldx%lldx%lld: C[%lld] is %.9g, the C reference says %.9g", kernel,
                              (long long)M, (long long)N, (long long)K, (long long)e, got, C[e]);
            }
            printf("check_ops: %s %lldx%lldx%lld on every route: max abs error against the C reference %.3g\n", kernel,
                   (long long)M, (long long)N, (long long)K, worst);
            free(C);
            for (int i = 0; i < 4; i++)
                free(args[i].data);
        }
    free(src);
}
END_TEST

/* ---- the fp8 GEMM example --------------------------------------------------- */

/* The plain C reference: C[m, n] = sum over k of A[m, k] B[n, k] (times
 * SA[m, k / 32] SB[n, k / 32] when scaled), the bytes decoded here from their
 * fields, not through the interpreter: e4m3 is (-1)^s 2^(e-7) (1 + f/8), or
 * 2^-6 f/8 when e is 0; e8m0 byte b is 2^(b - 127). mag gets the sum of the
 * terms' magnitudes (the scale of the f32 sums' rounding). */
static double e4m3_ref(uint8_t b)
{
    int s = b >> 7, e = (b >> 3) & 15, f = b & 7;
    double v = e ? ldexp(1.0 + f / 8.0, e - 7) : ldexp(f / 8.0, -6);
    return s ? -v : v;
}

static void fp8_gemm_ref(const tens *A, const tens *B, const tens *SA, const tens *SB, double *C, double *mag)
{
    int64_t M = A->shape[0], K = A->shape[1], N = B->shape[0];
    for (int64_t m = 0; m < M; m++)
        for (int64_t n = 0; n < N; n++) {
            double acc = 0, abs_acc = 0;
            for (int64_t k = 0; k < K; k++) {
                double t = e4m3_ref(((const uint8_t *)A->data)[m * K + k]) * e4m3_ref(((const uint8_t *)B->data)[n * K + k]);
                if (SA) {
                    int64_t KG = SA->shape[1];
                    t *= ldexp(1.0, ((const uint8_t *)SA->data)[m * KG + k / 32] - 127) *
                         ldexp(1.0, ((const uint8_t *)SB->data)[n * KG + k / 32] - 127);
                }
                acc += t;
                abs_acc += fabs(t);
            }
            C[m * N + n] = acc;
            mag[m * N + n] = abs_acc;
        }
}

START_TEST(fp8_gemm_example)
{
    size_t len;
    char *src = lt_read_file("examples/fp8_gemm.tile", &len);
    ck_assert(src != NULL);
    static const int64_t shapes[][3] = { { 70, 45, 150 }, { 33, 97, 66 }, { 1, 7, 2 } }; /* M, N, K: no multiples of 32 */
    for (size_t s = 0; s < sizeof shapes / sizeof *shapes; s++)
        for (int mx = 0; mx < 2; mx++) {
            int64_t M = shapes[s][0], N = shapes[s][1], K = shapes[s][2], KG = (K + 31) / 32;
            tens args[5] = { mk(TL_DT_F8E4M3, 2, M, K, false), mk(TL_DT_F8E4M3, 2, N, K, false),
                             mk(TL_DT_E8M0, 2, M, KG, true), mk(TL_DT_E8M0, 2, N, KG, true), mk(TL_DT_F32, 2, M, N, false) };
            if (!mx) { /* fp8_gemm(A, B, C) */
                free(args[2].data);
                free(args[3].data);
                args[2] = args[4];
            }
            int nargs = mx ? 5 : 3;
            bool out[5] = { false, false, false, false, false };
            out[nargs - 1] = true;
            double *C = calloc((size_t)(M * N), sizeof *C), *mag = calloc((size_t)(M * N), sizeof *mag);
            fp8_gemm_ref(&args[0], &args[1], mx ? &args[2] : NULL, mx ? &args[3] : NULL, C, mag);
            const char *kernel = mx ? "mxfp8_gemm" : "fp8_gemm";
            run_everywhere("examples/fp8_gemm.tile", src, kernel, args, nargs, out, 1e-5);
            double worst = 0;
            for (int64_t e = 0; e < M * N; e++) {
                double got = tl_interp_get(TL_DT_F32, args[nargs - 1].data, (size_t)e);
                /* f32 sums of exact products: K roundings of at most the terms' magnitude */
                double tol = 1e-6 * (double)K * mag[e] + 1e-30;
                worst = fmax(worst, fabs(got - C[e]));
                ck_assert_msg(fabs(got - C[e]) <= tol, "%s %lldx%lldx%lld: C[%lld] is %.9g, the C reference says %.9g", kernel,
                              (long long)M, (long long)N, (long long)K, (long long)e, got, C[e]);
            }
            printf("check_ops: %s %lldx%lldx%lld on every route: max abs error against the C reference %.3g\n", kernel,
                   (long long)M, (long long)N, (long long)K, worst);
            free(C);
            free(mag);
            for (int i = 0; i < nargs; i++)
                free(args[i].data);
        }
    free(src);
}
END_TEST

/* ---- the packed 4-bit dtypes ---------------------------------------------- */

/* Nibble e of packed data, as the layout promises (element e in byte e / 2,
 * the low nibble when e is even), decoded here from its fields: an i4 is
 * two's complement, an f4e2m1 (-1)^s 2^(e-1) (1 + m/2), or m/2 when e is 0. */
static unsigned nib(const tens *t, size_t e) { return ((const uint8_t *)t->data)[e / 2] >> (e % 2 * 4) & 15; }
static double e2m1_ref(unsigned c)
{
    int s = c >> 3, e = (c >> 1) & 3, m = c & 1;
    double v = e ? ldexp(1.0 + m / 2.0, e - 1) : m / 2.0;
    return s ? -v : v;
}

START_TEST(dequant_gemm_packed_example)
{
    size_t len;
    char *src = lt_read_file("examples/dequant_gemm.tile", &len);
    ck_assert(src != NULL);
    static const int64_t shapes[][3] = { { 70, 45, 150 }, { 33, 97, 67 }, { 1, 7, 3 } }; /* M, N, K: no multiples of 32, K odd */
    for (size_t s = 0; s < sizeof shapes / sizeof *shapes; s++)
        for (int i4 = 0; i4 < 2; i4++) {
            int64_t M = shapes[s][0], N = shapes[s][1], K = shapes[s][2], KG = (K + 31) / 32;
            tens args[4] = { mk(TL_DT_F16, 2, M, K, false), mk(i4 ? TL_DT_I4 : TL_DT_U4, 2, N, K, false),
                             mk(TL_DT_F16, 2, N, KG, true), mk(TL_DT_F32, 2, M, N, false) };
            bool out[4] = { false, false, false, true };
            double *C = calloc((size_t)(M * N), sizeof *C);
            for (int64_t m = 0; m < M; m++)
                for (int64_t n = 0; n < N; n++) {
                    double acc = 0;
                    for (int64_t k = 0; k < K; k++) {
                        int q = (int)nib(&args[1], (size_t)(n * K + k));
                        int w = i4 ? (q >= 8 ? q - 16 : q) : q - 8;
                        acc += tl_interp_get(TL_DT_F16, args[0].data, (size_t)(m * K + k)) * w *
                               tl_interp_get(TL_DT_F16, args[2].data, (size_t)(n * KG + k / 32));
                    }
                    C[m * N + n] = acc;
                }
            const char *kernel = i4 ? "dequant_gemm_packed_i4" : "dequant_gemm_packed_u4";
            run_everywhere("examples/dequant_gemm.tile", src, kernel, args, 4, out, 1e-5);
            double worst = 0;
            for (int64_t e = 0; e < M * N; e++) {
                double got = tl_interp_get(TL_DT_F32, args[3].data, (size_t)e);
                double tol = 1e-6 * (double)K * (fabs(C[e]) + 1);
                worst = fmax(worst, fabs(got - C[e]));
                ck_assert_msg(fabs(got - C[e]) <= tol, "%s %lldx%lldx%lld: C[%lld] is %.9g, the C reference says %.9g", kernel,
                              (long long)M, (long long)N, (long long)K, (long long)e, got, C[e]);
            }
            printf("check_ops: %s %lldx%lldx%lld on every route: max abs error against the C reference %.3g\n", kernel,
                   (long long)M, (long long)N, (long long)K, worst);
            free(C);
            for (int i = 0; i < 4; i++)
                free(args[i].data);
        }
    free(src);
}
END_TEST

START_TEST(mxfp4_gemm_example)
{
    size_t len;
    char *src = lt_read_file("examples/mxfp4_gemm.tile", &len);
    ck_assert(src != NULL);
    static const int64_t shapes[][3] = { { 70, 45, 150 }, { 33, 97, 67 }, { 1, 7, 3 } }; /* M, N, K: no multiples of the tiles */
    for (size_t s = 0; s < sizeof shapes / sizeof *shapes; s++) {
        int64_t M = shapes[s][0], N = shapes[s][1], K = shapes[s][2], KG = (K + 31) / 32;
        tens args[4] = { mk(TL_DT_BF16, 2, M, K, false), mk(TL_DT_F4E2M1, 2, N, K, false), mk(TL_DT_E8M0, 2, N, KG, true),
                         mk(TL_DT_F32, 2, M, N, false) };
        bool out[4] = { false, false, false, true };
        double *C = calloc((size_t)(M * N), sizeof *C), *mag = calloc((size_t)(M * N), sizeof *mag);
        for (int64_t m = 0; m < M; m++)
            for (int64_t n = 0; n < N; n++)
                for (int64_t k = 0; k < K; k++) {
                    double t = tl_interp_get(TL_DT_BF16, args[0].data, (size_t)(m * K + k)) *
                               e2m1_ref(nib(&args[1], (size_t)(n * K + k))) *
                               ldexp(1.0, ((const uint8_t *)args[2].data)[n * KG + k / 32] - 127);
                    C[m * N + n] += t;
                    mag[m * N + n] += fabs(t);
                }
        run_everywhere("examples/mxfp4_gemm.tile", src, "mxfp4_gemm", args, 4, out, 1e-5);
        double worst = 0;
        for (int64_t e = 0; e < M * N; e++) {
            double got = tl_interp_get(TL_DT_F32, args[3].data, (size_t)e);
            double tol = 1e-6 * (double)K * mag[e] + 1e-30;
            worst = fmax(worst, fabs(got - C[e]));
            ck_assert_msg(fabs(got - C[e]) <= tol, "mxfp4_gemm %lldx%lldx%lld: C[%lld] is %.9g, the C reference says %.9g",
                          (long long)M, (long long)N, (long long)K, (long long)e, got, C[e]);
        }
        printf("check_ops: mxfp4_gemm %lldx%lldx%lld on every route: max abs error against the C reference %.3g\n",
               (long long)M, (long long)N, (long long)K, worst);
        free(C);
        free(mag);
        for (int i = 0; i < 4; i++)
            free(args[i].data);
    }
    free(src);
}
END_TEST

/* Every nibble decoded and re-encoded, conversions from f32 and i32 into
 * each 4-bit dtype, and blocks of odd width (37) whose copies and element
 * stores write the two halves of the bytes at their edges: the routes run
 * blocks on several threads, so a nibble write that is not atomic on its
 * byte loses the other half now and then. Checked against the interpreter
 * bit for bit and against the definitions here. */
START_TEST(packed_4bit_kernel)
{
    size_t len;
    char *src = lt_read_file("tests/gpu/lang_ops.tile", &len);
    ck_assert(src != NULL);
    int64_t N = 3001;
    tens args[11] = { mk(TL_DT_I4, 1, N, 0, false), mk(TL_DT_U4, 1, N, 0, false), mk(TL_DT_F4E2M1, 1, N, 0, false),
                      mk(TL_DT_F32, 1, N, 0, false), mk(TL_DT_I32, 1, N, 0, false), mk(TL_DT_I4, 1, N, 0, false),
                      mk(TL_DT_U4, 1, N, 0, false), mk(TL_DT_F4E2M1, 1, N, 0, false), mk(TL_DT_F32, 1, N, 0, false),
                      mk(TL_DT_F4E2M1, 1, N, 0, false), mk(TL_DT_I4, 1, N, 0, false) };
    bool out[11] = { false, false, false, false, false, true, true, true, true, true, true };
    for (int rep = 0; rep < 4; rep++)
        run_everywhere("tests/gpu/lang_ops.tile", src, "fp4", args, 11, out, 0);
    for (int64_t n = 0; n < N; n++) {
        double f = tl_interp_get(TL_DT_F32, args[3].data, (size_t)n);
        int32_t i = ((const int32_t *)args[4].data)[n];
        double x9 = trunc((double)(float)(f * 9.0));
        int ox = x9 <= -8 ? -8 : x9 >= 7 ? 7 : (int)x9;
        ck_assert_int_eq((int)nib(&args[5], (size_t)n), ox & 15);
        ck_assert_int_eq((int)nib(&args[6], (size_t)n), i & 15);
        double z = (double)(float)(f * 7.0), zr = e2m1_ref(nib(&args[7], (size_t)n));
        for (unsigned c = 0; c < 16; c++) /* nearest, saturating */
            ck_assert_msg(fabs(e2m1_ref(c) - fmin(fmax(z, -6), 6)) >= fabs(zr - fmin(fmax(z, -6), 6)), "%g encoded as %g", z, zr);
        ck_assert_int_eq((int)nib(&args[9], (size_t)n), (int)nib(&args[2], (size_t)n));
        ck_assert_int_eq((int)nib(&args[10], (size_t)n), (int)nib(&args[2], (size_t)n));
        int x = (int)nib(&args[0], (size_t)n);
        double r = (x >= 8 ? x - 16 : x) + (double)nib(&args[1], (size_t)n) * e2m1_ref(nib(&args[2], (size_t)n)) +
                   e2m1_ref(nib(&args[1], (size_t)n));
        ck_assert_msg(tl_interp_get(TL_DT_F32, args[8].data, (size_t)n) == r, "R[%lld]", (long long)n);
    }
    for (int i = 0; i < 11; i++)
        free(args[i].data);
    free(src);
}
END_TEST

/* Conversions into the 4-bit dtypes from f64, f32, f16, bf16 and integers
 * of several widths, on multiples of 1/8 in [-20, 20) (every tie of
 * f4e2m1 and both saturations), bit for bit on every route against the
 * interpreter, and f4e2m1 against a nearest-value search here. */
START_TEST(packed_conversions)
{
    const char *src =
        "kernel conv(I: i64[N], A: f4e2m1[N], B: f4e2m1[N], C: f4e2m1[N], D: f4e2m1[N], E: i4[N], F: u4[N], G: i4[N], H: u4[N], J: f32[N])\n"
        "    grid(ceildiv(N, 64)) threads(64) as bx\n"
        "{\n"
        "    for i in parallel(64) {\n"
        "        let n = bx * 64 + i\n"
        "        if n < N {\n"
        "            let x = f64(I[n] % i64(160)) / 8.0\n"
        "            A[n] = f4e2m1(x)\n"
        "            B[n] = f4e2m1(f32(x))\n"
        "            C[n] = f4e2m1(bf16(x))\n"
        "            D[n] = f4e2m1(i32(x))\n"
        "            E[n] = i4(x)\n"
        "            F[n] = u4(f16(x))\n"
        "            G[n] = i4(I[n])\n"
        "            H[n] = u4(u8(I[n]))\n"
        "            J[n] = f32(A[n]) + f32(E[n]) * 16.0 + f32(G[n]) * 256.0 + f32(bitcast(H[n], i4)) * 4096.0 + f32(f16(C[n]))\n"
        "        }\n"
        "    }\n"
        "}\n";
    int64_t N = 4099;
    tens args[10] = { mk(TL_DT_I64, 1, N, 0, false) };
    for (int i = 1; i < 9; i++)
        args[i] = mk(i <= 4 ? TL_DT_F4E2M1 : i % 2 ? TL_DT_I4 : TL_DT_U4, 1, N, 0, false);
    args[9] = mk(TL_DT_F32, 1, N, 0, false);
    bool out[10] = { false, true, true, true, true, true, true, true, true, true };
    run_everywhere("conv.tile", src, "conv", args, 10, out, 0);
    for (int64_t n = 0; n < N; n++) {
        int64_t v = ((const int64_t *)args[0].data)[n];
        double x = (double)(v % 160) / 8.0, cx = fmin(fmax(x, -6), 6);
        double a = e2m1_ref(nib(&args[1], (size_t)n));
        for (unsigned c = 0; c < 16; c++) { /* nearest; at a tie the even code */
            double d = fabs(e2m1_ref(c) - cx), da = fabs(a - cx);
            ck_assert_msg(d > da || (d == da && (e2m1_ref(c) == a || (c & 1) == 1 || x == 0)), "%g encoded as %g", x, a);
        }
        for (int k = 2; k <= 3; k++) /* exact in f32 and bf16 */
            ck_assert_uint_eq(nib(&args[k], (size_t)n), nib(&args[1], (size_t)n));
        double t = trunc(x);
        ck_assert_int_eq((int)nib(&args[5], (size_t)n), (t <= -8 ? -8 : t >= 7 ? 7 : (int)t) & 15);
        ck_assert_int_eq((int)nib(&args[6], (size_t)n), t <= 0 ? 0 : t >= 15 ? 15 : (int)t);
        ck_assert_int_eq((int)nib(&args[7], (size_t)n), (int)(v & 15));
        ck_assert_int_eq((int)nib(&args[8], (size_t)n), (int)(v & 15));
    }
    for (int i = 0; i < 10; i++)
        free(args[i].data);
}
END_TEST

/* The argument checks of every host agree on 4-bit tensors: the C host
 * (cython and tvm_ffi) and the llvm host name f4e2m1's DLPack code (17) as
 * the runtime does, in a module with packed tensors and in one without, and
 * a packed tensor is whole bytes from any byte offset. */
START_TEST(packed_argument_checks)
{
    static const char *const srcs[2] = {
        "kernel k(A: u8[N], B: f4e2m1[N], C: i4[N]) grid(1) threads(32) as (bx)\n"
        "{\n    for i in parallel(32) {\n        if i < N { A[i] = u8(i32(B[i]) + i32(C[i]) + 8) }\n    }\n}\n",
        "kernel k(A: u8[N]) grid(1) threads(32) as (bx)\n{\n    A[0] = u8(1)\n}\n",
    };
    static const route hosts[] = { { "c", "cython" }, { "c", "tvm_ffi" }, { "llvm", "tvm_ffi" } };
    for (int m = 0; m < 2; m++)
        for (size_t r = 0; r < sizeof hosts / sizeof *hosts; r++) {
            if (strcmp(hosts[r].target, "llvm") == 0 && !tl_have_llvm())
                continue;
            tl_arena *a = tl_arena_new();
            char *diag = NULL;
            int nerr = 0;
            tl_module *mod = lt_compile(a, "k.tile", srcs[m], strlen(srcs[m]), NULL, 0, &diag, &nerr);
            ck_assert_msg(mod != NULL, "%s", diag);
            free(diag);
            tl_error err = { 0 };
            const tl_context *ctx = tl_create_backend_context(hosts[r].target, NULL, hosts[r].exec, &err);
            ck_assert_msg(ctx != NULL, "%s", err.msg);
            tl_compilation c;
            tl_compilation_init(&c, a, ctx, mod, "k.tile");
            ck_assert_msg(tl_run_pipeline(&c, &err) && tl_run_codegen(&c, false, &err), "%s", err.msg);
            tl_kernel_handle *h = tl_load(&c, &err);
            ck_assert_msg(h != NULL, "%s", err.msg);
            uint8_t bytes[64] = { 0 };
            int64_t n = 7;
            DLTensor dl[3];
            static const uint8_t code[3] = { kDLUInt, 17, kDLInt }, bits[3] = { 8, 4, 4 };
            for (int i = 0; i < 3; i++)
                dl[i] = (DLTensor){ .data = bytes + 16 * i, .device = { kDLCPU, 0 }, .ndim = 1, .dtype = { code[i], bits[i], 1 },
                                    .shape = &n };
            tl_any any[3];
            for (int i = 0; i < 3; i++)
                any[i] = (tl_any){ TL_ANY_TENSOR, { .p = &dl[i] } };
            if (m == 0) {
                dl[1].byte_offset = 3; /* a packed tensor starts on any byte */
                ck_assert_msg(tl_kernel_launch(h, "k", any, 3, 1, &err), "%s/%s: %s", hosts[r].target, hosts[r].exec, err.msg);
                dl[1].dtype = (DLDataType){ kDLUInt, 8, 1 };
                ck_assert(!tl_kernel_launch(h, "k", any, 3, 1, &err));
                ck_assert_msg(strcmp(err.msg, "argument 1 (B): expected dtype f4e2m1, got u8") == 0, "%s/%s: %s",
                              hosts[r].target, hosts[r].exec, err.msg);
                dl[1].dtype = (DLDataType){ 17, 4, 1 };
                dl[2].dtype = (DLDataType){ kDLUInt, 4, 1 };
                ck_assert(!tl_kernel_launch(h, "k", any, 3, 1, &err));
                ck_assert_msg(strcmp(err.msg, "argument 2 (C): expected dtype i4, got u4") == 0, "%s/%s: %s",
                              hosts[r].target, hosts[r].exec, err.msg);
            }
            dl[0].dtype = (DLDataType){ 17, 4, 1 };
            ck_assert(!tl_kernel_launch(h, "k", any, m == 0 ? 3 : 1, 1, &err));
            ck_assert_msg(strcmp(err.msg, "argument 0 (A): expected dtype u8, got f4e2m1") == 0, "%s/%s: %s",
                          hosts[r].target, hosts[r].exec, err.msg);
            tl_kernel_handle_free(h);
            tl_compilation_free(&c);
            tl_context_free(ctx);
            tl_arena_free(a);
        }
}
END_TEST

/* ---- nibbles and bit tricks, bit for bit ---------------------------------- */

START_TEST(nibbles_and_bit_tricks)
{
    /* every byte value, unpacked both ways and packed back, and a float's
     * fields taken apart with bitcast */
    const char *src =
        "kernel k(W: u8[N], F: f32[N], U: u8[N, 2], I: i8[N, 2], P: u8[N], E: i32[N], G: f32[N])\n"
        "    grid(ceildiv(N, 64)) threads(64) as (bx)\n"
        "{\n"
        "    for i in parallel(64) {\n"
        "        let j = bx * 64 + i\n"
        "        let w = W[j]\n"
        "        U[j, 0] = w & 0xF\n"
        "        U[j, 1] = w >> 4\n"
        "        I[j, 0] = bitcast(w << 4, i8) >> 4\n"
        "        I[j, 1] = bitcast(w, i8) >> 4\n"
        "        P[j] = (w & 0xF) << 4 | w >> 4\n"
        "        P[j] ^= ~w\n"
        "        let bits = bitcast(F[j], u32)\n"
        "        E[j] = i32(bits >> 23 & 0xFF) - 127\n"
        "        G[j] = bitcast(bits & 0x807FFFFF | 0x3F800000, f32)\n"
        "    }\n"
        "}\n";
    const int64_t n = 300;
    tens args[7] = { mk(TL_DT_U8, 1, n, 1, false), mk(TL_DT_F32, 1, n, 1, false), mk(TL_DT_U8, 2, n, 2, false),
                     mk(TL_DT_I8, 2, n, 2, false),  mk(TL_DT_U8, 1, n, 1, false), mk(TL_DT_I32, 1, n, 1, false),
                     mk(TL_DT_F32, 1, n, 1, false) };
    for (int v = 0; v < 256; v++)
        ((uint8_t *)args[0].data)[v] = (uint8_t)v;
    bool out[7] = { false, false, true, true, true, true, true };
    run_everywhere("nibbles.tile", src, "k", args, 7, out, 0);
    for (int v = 0; v < 256; v++) {
        const uint8_t *U = args[2].data;
        const int8_t *I = args[3].data;
        ck_assert_int_eq(U[2 * v], v & 15);
        ck_assert_int_eq(U[2 * v + 1], v >> 4);
        ck_assert_int_eq(I[2 * v], (v & 15) >= 8 ? (v & 15) - 16 : (v & 15));
        ck_assert_int_eq(I[2 * v + 1], (v >> 4) >= 8 ? (v >> 4) - 16 : (v >> 4));
        ck_assert_int_eq(((uint8_t *)args[4].data)[v], (uint8_t)((((v & 15) << 4) | (v >> 4)) ^ (uint8_t)~v));
    }
    for (int64_t e = 0; e < n; e++) {
        float f = ((float *)args[1].data)[e];
        int ex;
        double fr = frexp(f, &ex);
        if (f != 0)
            ck_assert_int_eq(((int32_t *)args[5].data)[e], ex - 1);
        ck_assert(((float *)args[6].data)[e] == (float)copysign(2 * fabs(fr), f) || f == 0);
    }
    for (int i = 0; i < 7; i++)
        free(args[i].data);
}
END_TEST

/* ---- mutable scalars and loops with jumps --------------------------------- */

/* Collatz steps (a while loop with continue and a capped break), a bit
 * count (a range loop that breaks early, >>=), a float recurrence with
 * continue, and a while that scans shared memory: every var in every dtype
 * kind, on every route, bit for bit. */
static const char *const control_src =
    "kernel ctl(A: u32[N], S: i32[N], P: u32[N], Q: f32[N], R: i16[N], H: f16[N])\n"
    "    grid(ceildiv(N, 64)) threads(64) as (bx)\n"
    "{\n"
    "    X = shared u32[64]\n"
    "    copy(A[bx * 64], X)\n"
    "    for i in parallel(64) {\n"
    "        let j = bx * 64 + i\n"
    "        var x = X[i] % 1000 + 1\n"
    "        var steps = 0\n"
    "        while x != 1 {\n"
    "            if x % 2 == 0 {\n"
    "                x = x / 2\n"
    "                steps += 1\n"
    "                continue\n"
    "            }\n"
    "            x = 3 * x + 1\n"
    "            steps += 1\n"
    "            if steps >= 50 {\n"
    "                break\n"
    "            }\n"
    "        }\n"
    "        S[j] = steps\n"
    "        var bits: u32 = 0\n"
    "        var v = X[i]\n"
    "        for k in range(32) {\n"
    "            if v == 0 {\n"
    "                break\n"
    "            }\n"
    "            bits += v & 1\n"
    "            v >>= 1\n"
    "        }\n"
    "        P[j] = bits\n"
    "        var acc: f32 = 0.0\n"
    "        for k in range(10) {\n"
    "            if k % 3 == 1 {\n"
    "                continue\n"
    "            }\n"
    "            acc = acc * 0.5 + f32(X[i] % 7) * f32(k)\n"
    "        }\n"
    "        Q[j] = acc\n"
    "        var first: i16 = -1\n"
    "        var t = 0\n"
    "        while t < 64 {\n"
    "            if X[t] % 5 == X[i] % 5 && t != i {\n"
    "                first = i16(t)\n"
    "                break\n"
    "            }\n"
    "            t += 1\n"
    "        }\n"
    "        R[j] = first\n"
    "        var h: f16 = 1.0\n"
    "        while h < 100.0 {\n"
    "            h = h * 1.5 + 0.1\n"
    "        }\n"
    "        H[j] = h\n"
    "    }\n"
    "}\n";

START_TEST(vars_while_break_continue)
{
    const int64_t n = 300; /* not a multiple of 64 */
    tens args[6] = { mk(TL_DT_U32, 1, n, 1, false), mk(TL_DT_I32, 1, n, 1, false), mk(TL_DT_U32, 1, n, 1, false),
                     mk(TL_DT_F32, 1, n, 1, false), mk(TL_DT_I16, 1, n, 1, false), mk(TL_DT_F16, 1, n, 1, false) };
    bool out[6] = { false, true, true, true, true, true };
    run_everywhere("control.tile", control_src, "ctl", args, 6, out, 0);
    /* the interpreter against plain C */
    for (int64_t j = 0; j < n; j++) {
        uint32_t a = ((uint32_t *)args[0].data)[j], x = a % 1000 + 1;
        int steps = 0;
        while (x != 1) {
            if (x % 2 == 0) {
                x /= 2;
                steps++;
                continue;
            }
            x = 3 * x + 1;
            if (++steps >= 50)
                break;
        }
        ck_assert_int_eq(((int32_t *)args[1].data)[j], steps);
        ck_assert_uint_eq(((uint32_t *)args[2].data)[j], (uint32_t)__builtin_popcount(a));
    }
    for (int i = 0; i < 6; i++)
        free(args[i].data);
}
END_TEST

/* ---- atomic_max and atomic_min ------------------------------------------- */

/* Column maxima and minima over rows, every block combining its rows into
 * the same global elements: float, signed and unsigned. */
static const char *const atomic_src =
    "kernel am(X: f32[M, N], Y: i32[M, N], Z: u64[M, N], MX: f32[N], MN: f32[N], IX: i32[N], IN: i32[N], UX: u64[N])\n"
    "    grid(ceildiv(N, 32), ceildiv(M, 8)) threads(64) as (bx, by)\n"
    "{\n"
    "    R = shared f32[32]\n"
    "    J = shared i32[32]\n"
    "    U = fragment u64[32]\n"
    "    for r in range(8) {\n"
    "        if by * 8 + r < M {\n"
    "            copy(X[by * 8 + r, bx * 32 : bx * 32 + 32], R)\n"
    "            copy(Y[by * 8 + r, bx * 32 : bx * 32 + 32], J)\n"
    "            copy(Z[by * 8 + r, bx * 32 : bx * 32 + 32], U)\n"
    "            atomic_max(R, MX[bx * 32])\n"
    "            atomic_min(R, MN[bx * 32])\n"
    "            atomic_max(J, IX[bx * 32])\n"
    "            atomic_min(J, IN[bx * 32])\n"
    "            atomic_max(U, UX[bx * 32])\n"
    "        }\n"
    "    }\n"
    "}\n";

START_TEST(atomic_max_min)
{
    const int64_t M = 37, N = 70;
    tens args[8] = { mk(TL_DT_F32, 2, M, N, false), mk(TL_DT_I32, 2, M, N, false), mk(TL_DT_U64, 2, M, N, false),
                     mk(TL_DT_F32, 1, N, 1, false), mk(TL_DT_F32, 1, N, 1, false), mk(TL_DT_I32, 1, N, 1, false),
                     mk(TL_DT_I32, 1, N, 1, false), mk(TL_DT_U64, 1, N, 1, false) };
    tens start[8];
    for (int i = 0; i < 8; i++)
        start[i] = copy_of(&args[i]);
    bool out[8] = { false, false, false, true, true, true, true, true };
    run_everywhere("atomic.tile", atomic_src, "am", args, 8, out, 0);
    for (int64_t c = 0; c < N; c++) {
        float fx = ((float *)start[3].data)[c], fn = ((float *)start[4].data)[c];
        int32_t ix = ((int32_t *)start[5].data)[c], in = ((int32_t *)start[6].data)[c];
        uint64_t ux = ((uint64_t *)start[7].data)[c];
        for (int64_t r = 0; r < M; r++) {
            float x = ((float *)start[0].data)[r * N + c];
            int32_t y = ((int32_t *)start[1].data)[r * N + c];
            uint64_t z = ((uint64_t *)start[2].data)[r * N + c];
            fx = fmaxf(fx, x), fn = fminf(fn, x);
            ix = y > ix ? y : ix, in = y < in ? y : in;
            ux = z > ux ? z : ux;
        }
        ck_assert(((float *)args[3].data)[c] == fx && ((float *)args[4].data)[c] == fn);
        ck_assert(((int32_t *)args[5].data)[c] == ix && ((int32_t *)args[6].data)[c] == in);
        ck_assert(((uint64_t *)args[7].data)[c] == ux);
    }
    for (int i = 0; i < 8; i++) {
        free(args[i].data);
        free(start[i].data);
    }
}
END_TEST

/* ---- cumsum and cummax --------------------------------------------------- */

/* Scans along each dim, forward and reversed, in place and not, in f32 and
 * i32 (f32 sums in order, rounded at every step, so bit for bit too), at a
 * size with partial tiles at both edges. */
static const char *const scan_src =
    "kernel sc(X: f32[M, N], Y: i32[M, N], S: f32[M, N], R: f32[M, N], C: i32[M, N], D: i32[M, N], Z: f32[M, N])\n"
    "    grid(ceildiv(N, 32), ceildiv(M, 8)) threads(64) as (bx, by)\n"
    "{\n"
    "    A = fragment f32[8, 32]\n"
    "    B = fragment f32[8, 32]\n"
    "    I = shared i32[8, 32]\n"
    "    J = shared i32[8, 32]\n"
    "    copy(X[by * 8, bx * 32], A)\n"
    "    copy(Y[by * 8, bx * 32], I)\n"
    "    cumsum(A, B, dim=1)\n"
    "    copy(B, S[by * 8, bx * 32])\n"
    "    cummax(A, B, dim=0, reverse=true)\n"
    "    copy(B, R[by * 8, bx * 32])\n"
    "    cumsum(I, J, dim=0)\n"
    "    copy(J, C[by * 8, bx * 32])\n"
    "    cummax(I, I, dim=1, reverse=true)\n"
    "    copy(I, D[by * 8, bx * 32])\n"
    "    L = local f32[32]\n"
    "    copy(X[by * 8, bx * 32 : bx * 32 + 32], L)\n"
    "    cumsum(L, L, reverse=true)\n"
    "    copy(L, Z[by * 8, bx * 32 : bx * 32 + 32])\n"
    "}\n";

START_TEST(cumsum_cummax)
{
    const int64_t M = 37, N = 70;
    tens args[7] = { mk(TL_DT_F32, 2, M, N, false), mk(TL_DT_I32, 2, M, N, false), mk(TL_DT_F32, 2, M, N, false),
                     mk(TL_DT_F32, 2, M, N, false), mk(TL_DT_I32, 2, M, N, false), mk(TL_DT_I32, 2, M, N, false),
                     mk(TL_DT_F32, 2, M, N, false) };
    bool out[7] = { false, false, true, true, true, true, true };
    run_everywhere("scan.tile", scan_src, "sc", args, 7, out, 0);
    const float *X = args[0].data, *S = args[2].data, *R = args[3].data, *Z = args[6].data;
    const int32_t *Y = args[1].data, *C = args[4].data, *D = args[5].data;
    /* the interpreter against C, tile by tile (a scan runs within its tile;
     * elements past the tensor's edge read as 0) */
    for (int64_t r = 0; r < M; r++)
        for (int64_t c = 0; c < N; c++) {
            int64_t r0 = r / 8 * 8, c0 = c / 32 * 32;
            float s = 0, z = 0, mx = -INFINITY;
            for (int64_t k = c0; k <= c; k++)
                s += X[r * N + k];
            for (int64_t k = c0 + 31; k >= c; k--)
                z += k < N ? X[r * N + k] : 0.0f;
            for (int64_t k = r0 + 7; k >= r; k--)
                mx = fmaxf(mx, k < M ? X[k * N + c] : 0.0f);
            uint32_t sum = 0;
            for (int64_t k = r0; k <= r; k++)
                sum += (uint32_t)Y[k * N + c];
            int32_t imx = INT32_MIN;
            for (int64_t k = c0 + 31; k >= c; k--) {
                int32_t y = k < N ? Y[r * N + k] : 0;
                imx = y > imx ? y : imx;
            }
            ck_assert_msg(S[r * N + c] == s, "cumsum dim=1 at %lld, %lld: %g, C says %g", (long long)r, (long long)c,
                          S[r * N + c], s);
            if (r == r0) /* L holds the tile's first row */
                ck_assert_msg(Z[r * N + c] == z, "cumsum reverse at %lld, %lld", (long long)r, (long long)c);
            ck_assert_msg(R[r * N + c] == mx, "cummax reverse at %lld, %lld", (long long)r, (long long)c);
            ck_assert_int_eq(C[r * N + c], (int32_t)sum);
            ck_assert_int_eq(D[r * N + c], imx);
        }
    for (int i = 0; i < 7; i++)
        free(args[i].data);
}
END_TEST

/* The chunked cumsum example, both kernels, against the interpreter bit for
 * bit and against sums in double written here. */
START_TEST(chunk_cumsum_example)
{
    size_t len;
    char *src = lt_read_file("examples/chunk_cumsum.tile", &len);
    ck_assert(src != NULL);
    const int64_t R = 37, T = 300; /* 64 * 4 + 44: a partial chunk */
    for (int row = 0; row < 2; row++) {
        tens args[2] = { mk(TL_DT_F32, 2, R, T, false), mk(TL_DT_F32, 2, R, T, false) };
        bool out[2] = { false, true };
        run_everywhere("examples/chunk_cumsum.tile", src, row ? "row_cumsum" : "chunk_cumsum", args, 2, out, 0);
        const float *X = args[0].data, *Y = args[1].data;
        for (int64_t r = 0; r < R; r++) {
            double acc = 0;
            for (int64_t t = 0; t < T; t++) {
                if (!row && t % 64 == 0)
                    acc = 0;
                acc += X[r * T + t];
                ck_assert_msg(fabs(Y[r * T + t] - acc) <= 1e-6 * (double)T, "%s at %lld, %lld: %.9g, C says %.9g",
                              row ? "row_cumsum" : "chunk_cumsum", (long long)r, (long long)t, Y[r * T + t], acc);
            }
        }
        free(args[0].data);
        free(args[1].data);
    }
    free(src);
}
END_TEST

/* ---- gemm(..., precision=tf32) on the CPU ---------------------------------- */

/* The CPU targets round the operands to tf32 as the interpreter does (and
 * the GPU's mma.sync m16n8k8 with cvt.rna): every route agrees with the
 * interpreter and with a plain C product of the rounded inputs, which
 * differs from the exact f32 product. */
static const char *const tf32_src = "kernel g(X: f32[M, K], W: f32[N, K], C: f32[M, N])\n"
                                    "    grid(ceildiv(N, 32), ceildiv(M, 32)) threads(128) as (bx, by)\n"
                                    "{\n"
                                    "    A_s = shared f32[32, 16]\n"
                                    "    B_s = shared f32[32, 16]\n"
                                    "    C_f = fragment f32[32, 32]\n"
                                    "    clear(C_f)\n"
                                    "    for k in range(ceildiv(K, 16)) {\n"
                                    "        copy(X[by * 32, k * 16], A_s)\n"
                                    "        copy(W[bx * 32, k * 16], B_s)\n"
                                    "        gemm(A_s, B_s, C_f, transpose_b=true, precision=tf32)\n"
                                    "    }\n"
                                    "    copy(C_f, C[by * 32, bx * 32])\n"
                                    "}\n";

static double tf32_of(float x)
{
    uint32_t u;
    memcpy(&u, &x, sizeof u);
    if ((u & 0x7f800000u) != 0x7f800000u)
        u = (u + 0x1000u) & 0xffffe000u;
    memcpy(&x, &u, sizeof x);
    return x;
}

START_TEST(gemm_tf32_on_the_cpu)
{
    const int64_t M = 45, N = 37, K = 70;
    tens args[3] = { mk(TL_DT_F32, 2, M, K, false), mk(TL_DT_F32, 2, N, K, false), mk(TL_DT_F32, 2, M, N, false) };
    tens x = copy_of(&args[0]), w = copy_of(&args[1]);
    bool out[3] = { false, false, true };
    run_everywhere("tf32.tile", tf32_src, "g", args, 3, out, 1e-5);
    double worst = 0, apart = 0;
    for (int64_t m = 0; m < M; m++)
        for (int64_t n = 0; n < N; n++) {
            double r = 0, e = 0;
            for (int64_t k = 0; k < K; k++) {
                float a = ((float *)x.data)[m * K + k], b = ((float *)w.data)[n * K + k];
                r += tf32_of(a) * tf32_of(b);
                e += (double)a * b;
            }
            worst = fmax(worst, fabs(((float *)args[2].data)[m * N + n] - r));
            apart = fmax(apart, fabs(r - e));
        }
    ck_assert_msg(worst < 1e-4, "%g from the rounded product", worst);
    ck_assert_msg(apart > 1e-3, "the rounding changed nothing (%g)", apart);
    for (int i = 0; i < 3; i++)
        free(args[i].data);
    free(x.data);
    free(w.data);
}
END_TEST

Suite *make_suite(void)
{
    Suite *s = suite_create("ops");
    TCase *tc = tcase_create("ops");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, dequant_gemm_example);
    tcase_add_test(tc, fp8_gemm_example);
    tcase_add_test(tc, dequant_gemm_packed_example);
    tcase_add_test(tc, mxfp4_gemm_example);
    tcase_add_test(tc, packed_4bit_kernel);
    tcase_add_test(tc, packed_argument_checks);
    tcase_add_test(tc, packed_conversions);
    tcase_add_test(tc, nibbles_and_bit_tricks);
    tcase_add_test(tc, vars_while_break_continue);
    tcase_add_test(tc, atomic_max_min);
    tcase_add_test(tc, cumsum_cummax);
    tcase_add_test(tc, chunk_cumsum_example);
    tcase_add_test(tc, gemm_tf32_on_the_cpu);
    suite_add_tcase(s, tc);
    return s;
}
TL_TEST_MAIN()
