/*
 * check_interp.c: the reference interpreter (src/interp) against independent
 * plain-C references: every example in examples/ at several shapes, edge
 * shapes that are not multiples of the tiles included, on random inputs with a
 * fixed seed; integer semantics; and the errors (shape mismatches,
 * out-of-bounds elements, division by zero) as messages naming the source
 * location. The f16/bf16 converters are checked in check_value.c.
 */
#include <math.h>
#include <stdint.h>

#include "interp/interp.h"
#include "ir/value.h"
#include "langtest.h"
#include "testutil.h"

/* ---- helpers ------------------------------------------------------------ */

static uint64_t rng_state;

static void rng_seed(uint64_t s) { rng_state = s * 0x9E3779B97F4A7C15ull + 1; }

static double rng_uniform(void) /* in [-1, 1) */
{
    rng_state = rng_state * 6364136223846793005ull + 1442695040888963407ull;
    return (double)(rng_state >> 11) / (double)(1ull << 53) * 2.0 - 1.0;
}

typedef struct tensor {
    tl_interp_tensor t;
    size_t n;
} tensor;

static tensor mk(tl_dtype dt, int ndim, const int64_t *shape, bool random)
{
    tensor x;
    memset(&x, 0, sizeof(x));
    x.t.dtype = dt;
    x.t.ndim = ndim;
    x.n = 1;
    for (int d = 0; d < ndim; d++) {
        x.t.shape[d] = shape[d];
        x.n *= (size_t)shape[d];
    }
    x.t.data = calloc(x.n ? x.n : 1, 8);
    for (size_t i = 0; i < x.n; i++)
        tl_interp_set(dt, x.t.data, i, random ? rng_uniform() : NAN);
    return x;
}

static tensor mk2(tl_dtype dt, int64_t a, int64_t b, bool random)
{
    int64_t s[2] = {a, b};
    return mk(dt, 2, s, random);
}

static double get(const tensor *x, size_t i) { return tl_interp_get(x->t.dtype, x->t.data, i); }

static tl_module *compile_file(tl_arena *a, const char *path, const tl_define *defs, size_t ndefs)
{
    size_t len;
    char *src = lt_read_file(path, &len);
    ck_assert_msg(src != NULL, "cannot read %s", path);
    char *diag = NULL;
    int nerr = 0;
    tl_module *m = lt_compile(a, path, src, len, defs, ndefs, &diag, &nerr);
    ck_assert_msg(m != NULL, "%s does not compile:\n%s", path, diag ? diag : "");
    free(diag);
    free(src); /* the module keeps copies of what it needs */
    return m;
}

static tl_module *compile_src(tl_arena *a, const char *src)
{
    char *diag = NULL;
    int nerr = 0;
    tl_module *m = lt_compile(a, "test.tile", src, strlen(src), NULL, 0, &diag, &nerr);
    ck_assert_msg(m != NULL, "source does not compile:\n%s", diag ? diag : "");
    free(diag);
    return m;
}

static void run_ok(const char *path, const char *kernel, tensor *args, size_t nargs, bool f64)
{
    tl_arena *a = tl_arena_new();
    tl_module *m = compile_file(a, path, NULL, 0);
    tl_interp_tensor ts[8];
    for (size_t i = 0; i < nargs; i++)
        ts[i] = args[i].t;
    char err[512];
    bool ok = tl_interp_run(m, kernel, ts, nargs, f64, err, sizeof(err));
    ck_assert_msg(ok, "%s %s: %s", path, kernel, err);
    tl_arena_free(a);
}

/* Compares out with ref (n doubles): |d| <= atol + rtol |ref|. */
static void expect_close(const char *what, const tensor *out, const double *ref, size_t n,
                         double rtol, double atol)
{
    for (size_t i = 0; i < n; i++) {
        double g = get(out, i), r = ref[i];
        double d = fabs(g - r), lim = atol + rtol * fabs(r);
        if (isnan(g) || d > lim) {
            ck_abort_msg("%s: element %zu is %.9g, expected %.9g (|d| %.3g > %.3g)", what, i, g, r,
                         d, lim);
        }
    }
}

static void free_all(tensor *ts, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(ts[i].t.data);
}

#define F32_RTOL 1e-4
#define F32_ATOL 1e-5
#define F16_RTOL 1e-2
#define F16_ATOL 1e-2

/* ---- examples ----------------------------------------------------------- */

START_TEST(vector_add)
{
    const int64_t sizes[] = {1, 17, 1024, 1037, 3000};
    rng_seed(1);
    for (size_t s = 0; s < sizeof(sizes) / sizeof(*sizes); s++) {
        int64_t n = sizes[s];
        tensor t[3] = {mk(TL_DT_F32, 1, &n, true), mk(TL_DT_F32, 1, &n, true), mk(TL_DT_F32, 1, &n, false)};
        run_ok("examples/vector_add.tile", "vector_add", t, 3, false);
        double *ref = malloc((size_t)n * sizeof(double));
        for (int64_t i = 0; i < n; i++)
            ref[i] = (double)(float)(get(&t[0], (size_t)i) + get(&t[1], (size_t)i));
        expect_close("vector_add", &t[2], ref, (size_t)n, 0, 0); /* exact */
        free(ref);
        free_all(t, 3);
    }
}
END_TEST

/* C = op(A) op(B): A stored [M,K] or [K,M], B [K,N] or [N,K]. */
static void gemm_case(const char *path, const char *kernel, tl_dtype dt, bool ta, bool tb, int64_t M,
                      int64_t N, int64_t K, bool f64)
{
    tensor t[3] = {ta ? mk2(dt, K, M, true) : mk2(dt, M, K, true),
                   tb ? mk2(dt, N, K, true) : mk2(dt, K, N, true), mk2(dt, M, N, false)};
    run_ok(path, kernel, t, 3, f64);
    double *ref = malloc((size_t)(M * N) * sizeof(double));
    for (int64_t i = 0; i < M; i++)
        for (int64_t j = 0; j < N; j++) {
            double s = 0;
            for (int64_t p = 0; p < K; p++)
                s += get(&t[0], (size_t)(ta ? p * M + i : i * K + p)) *
                     get(&t[1], (size_t)(tb ? j * K + p : p * N + j));
            ref[i * N + j] = s;
        }
    char what[128];
    snprintf(what, sizeof(what), "%s M=%lld N=%lld K=%lld%s", kernel, (long long)M, (long long)N,
             (long long)K, f64 ? " f64" : "");
    if (dt == TL_DT_F16)
        expect_close(what, &t[2], ref, (size_t)(M * N), 2e-3, 2e-3);
    else if (f64)
        expect_close(what, &t[2], ref, (size_t)(M * N), 1e-7, 1e-7); /* rounded once to f32 */
    else
        expect_close(what, &t[2], ref, (size_t)(M * N), F32_RTOL, F32_ATOL);
    free(ref);
    free_all(t, 3);
}

static const int64_t gemm_shapes[][3] = {{1, 1, 1}, {33, 17, 45}, {64, 64, 16}, {70, 129, 37}, {2, 3, 100}};
#define NGEMM (sizeof(gemm_shapes) / sizeof(*gemm_shapes))

START_TEST(gemm_f32)
{
    rng_seed(2);
    for (size_t s = 0; s < NGEMM; s++) {
        gemm_case("examples/gemm.tile", "matmul", TL_DT_F32, false, false, gemm_shapes[s][0],
                  gemm_shapes[s][1], gemm_shapes[s][2], false);
        gemm_case("examples/gemm.tile", "matmul", TL_DT_F32, false, false, gemm_shapes[s][0],
                  gemm_shapes[s][1], gemm_shapes[s][2], true);
    }
}
END_TEST

START_TEST(gemm_f16)
{
    rng_seed(3);
    for (size_t s = 0; s < NGEMM; s++)
        gemm_case("examples/gemm_f16.tile", "matmul_f16", TL_DT_F16, false, false,
                  gemm_shapes[s][0], gemm_shapes[s][1], gemm_shapes[s][2], false);
    gemm_case("examples/gemm_f16.tile", "matmul_f16", TL_DT_F16, false, false, 131, 5, 70, true);
}
END_TEST

START_TEST(gemm_transposed)
{
    rng_seed(4);
    for (size_t s = 0; s < NGEMM; s++) {
        int64_t M = gemm_shapes[s][0], N = gemm_shapes[s][1], K = gemm_shapes[s][2];
        gemm_case("examples/gemm_transpose.tile", "matmul_nt", TL_DT_F32, false, true, M, N, K, false);
        gemm_case("examples/gemm_transpose.tile", "matmul_tn", TL_DT_F32, true, false, M, N, K, false);
        gemm_case("examples/gemm_transpose.tile", "matmul_tt", TL_DT_F32, true, true, M, N, K, false);
    }
}
END_TEST

/* f32 x rounded to tf32 (10 mantissa bits, to nearest, ties away). */
static double tf32(double x)
{
    float f = (float)x;
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    u = (u + 0x1000u) & 0xffffe000u;
    memcpy(&f, &u, sizeof f);
    return f;
}

/* gemm(..., precision=tf32): the inputs are rounded to tf32 first (what the
 * GPU's tensor cores compute), products and sums as usual. */
START_TEST(gemm_tf32_rounds_inputs)
{
    rng_seed(5);
    /* 1 + 2^-11 is a tie: away from zero, 1 + 2^-10; 1 + 2^-12 rounds to 1 */
    tensor t[3] = {mk2(TL_DT_F32, 1, 1, false), mk2(TL_DT_F32, 1, 1, false), mk2(TL_DT_F32, 1, 1, false)};
    ((float *)t[0].t.data)[0] = 1.0f + 0x1p-11f;
    ((float *)t[1].t.data)[0] = 1.0f + 0x1p-12f;
    run_ok("tests/gpu/lang_ops.tile", "gemm_tf32", t, 3, false);
    ck_assert(get(&t[2], 0) == 1.0 + 0x1p-10);
    free_all(t, 3);
    for (size_t s = 0; s < NGEMM; s++) {
        int64_t M = gemm_shapes[s][0], N = gemm_shapes[s][1], K = gemm_shapes[s][2];
        tensor u[3] = {mk2(TL_DT_F32, M, K, true), mk2(TL_DT_F32, N, K, true), mk2(TL_DT_F32, M, N, false)};
        run_ok("tests/gpu/lang_ops.tile", "gemm_tf32", u, 3, true);
        double *ref = malloc((size_t)(M * N) * sizeof(double));
        for (int64_t i = 0; i < M; i++)
            for (int64_t j = 0; j < N; j++) {
                double sum = 0;
                for (int64_t p = 0; p < K; p++)
                    sum += tf32(get(&u[0], (size_t)(i * K + p))) * tf32(get(&u[1], (size_t)(j * K + p)));
                ref[i * N + j] = sum;
            }
        expect_close("gemm_tf32", &u[2], ref, (size_t)(M * N), 1e-7, 1e-7); /* rounded once to f32 */
        free(ref);
        free_all(u, 3);
    }
}
END_TEST

static const int64_t row_shapes[][2] = {{1, 1}, {5, 17}, {33, 37}, {3, 256}, {9, 513}, {4, 1000}};
#define NROW (sizeof(row_shapes) / sizeof(*row_shapes))

START_TEST(softmax)
{
    rng_seed(5);
    for (size_t s = 0; s < NROW; s++) {
        int64_t M = row_shapes[s][0], N = row_shapes[s][1];
        tensor t[2] = {mk2(TL_DT_F32, M, N, true), mk2(TL_DT_F32, M, N, false)};
        for (size_t i = 0; i < t[0].n; i++) /* a wider range than [-1, 1) */
            tl_interp_set(TL_DT_F32, t[0].t.data, i, get(&t[0], i) * 8);
        run_ok("examples/softmax.tile", "softmax", t, 2, false);
        double *ref = malloc(t[0].n * sizeof(double));
        for (int64_t r = 0; r < M; r++) {
            const size_t o = (size_t)(r * N);
            double mx = -INFINITY, sum = 0;
            for (int64_t c = 0; c < N; c++)
                mx = fmax(mx, get(&t[0], o + (size_t)c));
            for (int64_t c = 0; c < N; c++)
                sum += exp(get(&t[0], o + (size_t)c) - mx);
            for (int64_t c = 0; c < N; c++)
                ref[o + (size_t)c] = exp(get(&t[0], o + (size_t)c) - mx) / sum;
        }
        expect_close("softmax", &t[1], ref, t[0].n, F32_RTOL, 1e-7);
        free(ref);
        free_all(t, 2);
    }
}
END_TEST

static void norm_case(bool layer, int64_t M, int64_t N)
{
    tensor t[4];
    int64_t n1 = N;
    int nt = layer ? 4 : 3;
    t[0] = mk2(TL_DT_F32, M, N, true);
    t[1] = mk(TL_DT_F32, 1, &n1, true);
    if (layer)
        t[2] = mk(TL_DT_F32, 1, &n1, true);
    t[nt - 1] = mk2(TL_DT_F32, M, N, false);
    run_ok(layer ? "examples/layernorm.tile" : "examples/rmsnorm.tile", layer ? "layernorm" : "rmsnorm",
           t, (size_t)nt, false);
    double *ref = malloc(t[0].n * sizeof(double));
    for (int64_t r = 0; r < M; r++) {
        const size_t o = (size_t)(r * N);
        double mean = 0, ss = 0;
        for (int64_t c = 0; c < N; c++)
            mean += get(&t[0], o + (size_t)c);
        mean /= (double)N;
        for (int64_t c = 0; c < N; c++) {
            double x = get(&t[0], o + (size_t)c) - (layer ? mean : 0);
            ss += x * x;
        }
        double scale = 1 / sqrt(ss / (double)N + (layer ? 1e-5 : 1e-6));
        for (int64_t c = 0; c < N; c++) {
            double x = get(&t[0], o + (size_t)c);
            ref[o + (size_t)c] = layer ? (x - mean) * scale * get(&t[1], (size_t)c) + get(&t[2], (size_t)c)
                                       : x * scale * get(&t[1], (size_t)c);
        }
    }
    /* layernorm's one-pass variance loses a little more when |mean| ~ std */
    expect_close(layer ? "layernorm" : "rmsnorm", &t[nt - 1], ref, t[0].n, layer ? 1e-3 : F32_RTOL,
                 layer ? 1e-3 : F32_ATOL);
    free(ref);
    free_all(t, (size_t)nt);
}

START_TEST(rmsnorm)
{
    rng_seed(6);
    for (size_t s = 0; s < NROW; s++)
        norm_case(false, row_shapes[s][0], row_shapes[s][1]);
}
END_TEST

START_TEST(layernorm)
{
    rng_seed(7);
    for (size_t s = 0; s < NROW; s++)
        if (row_shapes[s][1] > 1) /* one column: variance 0, all outputs B */
            norm_case(true, row_shapes[s][0], row_shapes[s][1]);
}
END_TEST

START_TEST(row_reductions)
{
    rng_seed(8);
    for (size_t s = 0; s < NROW; s++) {
        int64_t M = row_shapes[s][0], N = row_shapes[s][1];
        for (int which = 0; which < 2; which++) {
            tensor t[2] = {mk2(TL_DT_F32, M, N, true), mk(TL_DT_F32, 1, &M, false)};
            run_ok("examples/reduce_rows.tile", which ? "row_max" : "row_sum", t, 2, false);
            double *ref = malloc((size_t)M * sizeof(double));
            for (int64_t r = 0; r < M; r++) {
                double acc = which ? -INFINITY : 0;
                for (int64_t c = 0; c < N; c++) {
                    double x = get(&t[0], (size_t)(r * N + c));
                    acc = which ? fmax(acc, x) : acc + x;
                }
                ref[r] = acc;
            }
            expect_close(which ? "row_max" : "row_sum", &t[1], ref, (size_t)M, which ? 0 : F32_RTOL,
                         which ? 0 : F32_ATOL);
            free(ref);
            free_all(t, 2);
        }
    }
}
END_TEST

START_TEST(transpose)
{
    static const int64_t shapes[][2] = {{1, 1}, {33, 17}, {64, 37}, {1, 100}, {32, 32}};
    rng_seed(9);
    for (size_t s = 0; s < sizeof(shapes) / sizeof(*shapes); s++) {
        int64_t M = shapes[s][0], N = shapes[s][1];
        tensor t[2] = {mk2(TL_DT_F32, M, N, true), mk2(TL_DT_F32, N, M, false)};
        run_ok("examples/transpose.tile", "transpose", t, 2, false);
        double *ref = malloc(t[0].n * sizeof(double));
        for (int64_t i = 0; i < M; i++)
            for (int64_t j = 0; j < N; j++)
                ref[j * M + i] = get(&t[0], (size_t)(i * N + j));
        expect_close("transpose", &t[1], ref, t[0].n, 0, 0);
        free(ref);
        free_all(t, 2);
    }
}
END_TEST

/* kernel of file (D 64, scale 1/8; causal: key j <= query i) against softmax(Q K^T / 8) V. */
static void attention_run(const char *file, const char *kernel, bool causal, int64_t BH, int64_t S, bool f64)
{
    const int64_t D = 64;
    int64_t shape[3] = {BH, S, D};
    tensor t[4] = {mk(TL_DT_F16, 3, shape, true), mk(TL_DT_F16, 3, shape, true),
                   mk(TL_DT_F16, 3, shape, true), mk(TL_DT_F16, 3, shape, false)};
    run_ok(file, kernel, t, 4, f64);
    double *ref = malloc(t[0].n * sizeof(double));
    double *p = malloc((size_t)S * sizeof(double));
    for (int64_t b = 0; b < BH; b++)
        for (int64_t i = 0; i < S; i++) {
            double mx = -INFINITY, sum = 0;
            for (int64_t j = 0; j < S; j++) {
                if (causal && j > i) {
                    p[j] = -INFINITY;
                    continue;
                }
                double s = 0;
                for (int64_t d = 0; d < D; d++)
                    s += get(&t[0], (size_t)((b * S + i) * D + d)) * get(&t[1], (size_t)((b * S + j) * D + d));
                p[j] = s * 0.125;
                mx = fmax(mx, p[j]);
            }
            for (int64_t j = 0; j < S; j++)
                sum += (p[j] = exp(p[j] - mx));
            for (int64_t d = 0; d < D; d++) {
                double o = 0;
                for (int64_t j = 0; j < S; j++)
                    o += p[j] * get(&t[2], (size_t)((b * S + j) * D + d));
                ref[(b * S + i) * D + d] = o / sum;
            }
        }
    char what[96];
    snprintf(what, sizeof(what), "%s BH=%lld S=%lld%s", kernel, (long long)BH, (long long)S, f64 ? " f64" : "");
    if (f64)
        expect_close(what, &t[3], ref, t[0].n, 1e-3, 1e-3); /* f16 output rounding only */
    else
        expect_close(what, &t[3], ref, t[0].n, F16_RTOL, F16_ATOL);
    free(p);
    free(ref);
    free_all(t, 4);
}

static void attention_case(int64_t BH, int64_t S, bool f64)
{
    attention_run("examples/flash_attention.tile", "flash_attention", false, BH, S, f64);
}

START_TEST(flash_attention)
{
    rng_seed(10);
    attention_case(1, 1, false);
    attention_case(2, 17, false);
    attention_case(2, 37, false);
    attention_case(1, 70, false);
    attention_case(1, 129, false);
    attention_case(2, 37, true);
}
END_TEST

/* examples/flash_attention_wg.tile: 128 query rows a block, 128 keys a
 * step, base-2 softmax; the causal kernel stops at the diagonal block.
 * Edge shapes: one row, fewer rows than a block, past one block. */
START_TEST(flash_attention_wg)
{
    rng_seed(11);
    static const int64_t shapes[][2] = {{1, 1}, {2, 37}, {1, 130}, {1, 257}};
    for (int c = 0; c < 2; c++)
        for (size_t i = 0; i < sizeof shapes / sizeof *shapes; i++)
            attention_run("examples/flash_attention_wg.tile", c ? "flash_attention_wg_causal" : "flash_attention_wg", c,
                          shapes[i][0], shapes[i][1], false);
}
END_TEST

/* ---- semantics and errors ----------------------------------------------- */

static const char *int_src =
    "kernel ints(A: i32[N], B: i32[N], Q: i32[N], R: i32[N], C: i32[N])\n"
    "    grid(1) threads(32) as (bx)\n"
    "{\n"
    "    for i in range(N) {\n"
    "        Q[i] = A[i] / B[i]\n"
    "        R[i] = A[i] % B[i]\n"
    "        C[i] = ceildiv(A[i], B[i])\n"
    "    }\n"
    "}\n";

START_TEST(integer_division)
{
    static const int32_t a[] = {7, -7, 7, -7, 0, 6, -6, INT32_MIN, INT32_MIN};
    static const int32_t b[] = {2, 2, -2, -2, 5, 3, 3, -1, 1};
    static const int32_t q[] = {3, -3, -3, 3, 0, 2, -2, INT32_MIN, INT32_MIN};
    static const int32_t r[] = {1, -1, 1, -1, 0, 0, 0, 0, 0};
    static const int32_t c[] = {4, -3, -3, 4, 0, 2, -2, INT32_MIN, INT32_MIN};
    int64_t n = 9;
    tl_arena *ar = tl_arena_new();
    tl_module *m = compile_src(ar, int_src);
    tensor t[5];
    for (int i = 0; i < 5; i++)
        t[i] = mk(TL_DT_I32, 1, &n, false);
    memcpy(t[0].t.data, a, sizeof(a));
    memcpy(t[1].t.data, b, sizeof(b));
    tl_interp_tensor ts[5];
    for (int i = 0; i < 5; i++)
        ts[i] = t[i].t;
    char err[512];
    ck_assert_msg(tl_interp_run(m, "ints", ts, 5, false, err, sizeof(err)), "%s", err);
    ck_assert(memcmp(t[2].t.data, q, sizeof(q)) == 0);
    ck_assert(memcmp(t[3].t.data, r, sizeof(r)) == 0);
    for (int i = 0; i < 9; i++)
        ck_assert_msg(((int32_t *)t[4].t.data)[i] == c[i], "ceildiv(%d, %d) = %d, expected %d", a[i],
                      b[i], ((int32_t *)t[4].t.data)[i], c[i]);
    /* division by zero: an error at the '/' */
    ((int32_t *)t[1].t.data)[3] = 0;
    ck_assert(!tl_interp_run(m, "ints", ts, 5, false, err, sizeof(err)));
    ck_assert_msg(strstr(err, "test.tile:5:") && strstr(err, "division by zero"), "%s", err);
    free_all(t, 5);
    tl_arena_free(ar);
}
END_TEST

static const char *cast_src =
    "kernel casts(X: f32[N], I: i8[N], U: u8[N], H: f16[N], Bf: bf16[N], F: f32[N])\n"
    "    grid(1) threads(32) as (bx)\n"
    "{\n"
    "    for i in range(N) {\n"
    "        I[i] = i8(X[i])\n"
    "        U[i] = u8(X[i])\n"
    "        H[i] = f16(X[i])\n"
    "        Bf[i] = bf16(X[i])\n"
    "        F[i] = f32(f16(X[i])) + 1.0\n"
    "    }\n"
    "}\n";

START_TEST(casts)
{
    static const float x[] = {1.5f, -1.5f, 300.0f, -300.0f, 127.9f, 1e6f, 0.0f, 1.0009765625f};
    static const int8_t wi[] = {1, -1, 127, -128, 127, 127, 0, 1};
    static const uint8_t wu[] = {1, 0, 255, 0, 127, 255, 0, 1};
    int64_t n = 8;
    tl_arena *ar = tl_arena_new();
    tl_module *m = compile_src(ar, cast_src);
    tensor t[6] = {mk(TL_DT_F32, 1, &n, false), mk(TL_DT_I8, 1, &n, false), mk(TL_DT_U8, 1, &n, false),
                   mk(TL_DT_F16, 1, &n, false), mk(TL_DT_BF16, 1, &n, false), mk(TL_DT_F32, 1, &n, false)};
    memcpy(t[0].t.data, x, sizeof(x));
    tl_interp_tensor ts[6];
    for (int i = 0; i < 6; i++)
        ts[i] = t[i].t;
    char err[512];
    for (int f64 = 0; f64 < 2; f64++) {
        ck_assert_msg(tl_interp_run(m, NULL, ts, 6, f64, err, sizeof(err)), "%s", err);
        for (int i = 0; i < 8; i++) {
            ck_assert_int_eq(((int8_t *)t[1].t.data)[i], wi[i]);
            ck_assert_uint_eq(((uint8_t *)t[2].t.data)[i], wu[i]);
            ck_assert_uint_eq(((uint16_t *)t[3].t.data)[i], tl_value_f16_from_double(x[i]));
            ck_assert_uint_eq(((uint16_t *)t[4].t.data)[i], tl_value_bf16_from_double(x[i]));
        }
        /* 1.0009765625 = 1 + 2^-10 is an f16; 1e6 overflows it to inf. In
         * f64 mode the f16 cast inside the kernel does not round. */
        ck_assert(get(&t[5], 5) == (f64 ? 1e6 + 1 : INFINITY));
        ck_assert(get(&t[5], 7) == (double)(float)(1.0009765625 + 1.0));
        ck_assert(get(&t[5], 4) == (f64 ? (double)(float)(127.9f + 1.0) : 127.875 + 1.0));
    }
    free_all(t, 6);
    tl_arena_free(ar);
}
END_TEST

START_TEST(argument_errors)
{
    tl_arena *ar = tl_arena_new();
    tl_module *m = compile_file(ar, "examples/gemm.tile", NULL, 0);
    tensor t[3] = {mk2(TL_DT_F32, 4, 5, true), mk2(TL_DT_F32, 6, 7, true), mk2(TL_DT_F32, 4, 7, false)};
    tl_interp_tensor ts[3] = {t[0].t, t[1].t, t[2].t};
    char err[512];
    ck_assert(!tl_interp_run(m, "matmul", ts, 3, false, err, sizeof(err)));
    ck_assert_msg(strstr(err, "examples/gemm.tile:") && strstr(err, "'B'") && strstr(err, "K"), "%s", err);
    ck_assert(!tl_interp_run(m, "matmul", ts, 2, false, err, sizeof(err)));
    ck_assert_msg(strstr(err, "takes 3 arguments"), "%s", err);
    ck_assert(!tl_interp_run(m, "nope", ts, 3, false, err, sizeof(err)));
    ck_assert_msg(strstr(err, "nope"), "%s", err);
    ts[1].dtype = TL_DT_F16;
    ck_assert(!tl_interp_run(m, "matmul", ts, 3, false, err, sizeof(err)));
    ck_assert_msg(strstr(err, "expected f32"), "%s", err);
    ts[1].dtype = TL_DT_F32;
    ts[1].data = NULL;
    ck_assert(!tl_interp_run(m, "matmul", ts, 3, false, err, sizeof(err)));
    ck_assert_msg(strstr(err, "null data"), "%s", err);
    free_all(t, 3);
    tl_arena_free(ar);

    /* a -D fixed dim must match */
    ar = tl_arena_new();
    tl_define def = {"M", "8"};
    m = compile_file(ar, "examples/gemm.tile", &def, 1);
    tensor u[3] = {mk2(TL_DT_F32, 4, 5, true), mk2(TL_DT_F32, 5, 7, true), mk2(TL_DT_F32, 4, 7, false)};
    tl_interp_tensor us[3] = {u[0].t, u[1].t, u[2].t};
    ck_assert(!tl_interp_run(m, "matmul", us, 3, false, err, sizeof(err)));
    ck_assert_msg(strstr(err, "fixes it at 8"), "%s", err);
    free_all(u, 3);
    tl_arena_free(ar);
}
END_TEST

static const char *oob_src =
    "kernel oob(A: f32[N], B: f32[N])\n"
    "    grid(1) threads(32) as (bx)\n"
    "{\n"
    "    S = shared f32[4]\n"
    "    for i in range(N) {\n"
    "        B[i] = A[i + 1]\n"
    "    }\n"
    "    S[N] = 1.0\n"
    "}\n";

START_TEST(bounds_errors)
{
    tl_arena *ar = tl_arena_new();
    tl_module *m = compile_src(ar, oob_src);
    int64_t n = 4;
    tensor t[2] = {mk(TL_DT_F32, 1, &n, true), mk(TL_DT_F32, 1, &n, false)};
    tl_interp_tensor ts[2] = {t[0].t, t[1].t};
    char err[512], warning[512];
    /* global tensors are bounds-safe: A[4] reads 0, and the run says where;
     * then S[N] past a shared buffer is an error */
    tl_interp_options o = {.warning = warning, .warning_cap = sizeof warning};
    ck_assert(!tl_interp_run_kernel_with(m->kernels[0], ts, 2, &o, err, sizeof(err)));
    ck_assert_msg(strstr(err, "test.tile:8:") && strstr(err, "index [4] out of bounds of shared buffer 'S'"), "%s", err);
    ck_assert_msg(strstr(warning, "test.tile:6:") && strstr(warning, "warning: index [4] is outside tensor 'A' of shape [4]"),
                  "%s", warning);
    float *a = t[0].t.data, *b = t[1].t.data;
    ck_assert(b[0] == a[1] && b[1] == a[2] && b[2] == a[3] && b[3] == 0);
    free_all(t, 2);
    tl_arena_free(ar);

    /* a store past a global tensor is dropped */
    ar = tl_arena_new();
    m = compile_src(ar, "kernel g(A: f32[N]) grid(1) threads(32) as (bx)\n{\n    A[N] = 1.0\n    A[0 - 1] = 2.0\n}\n");
    n = 2;
    tensor w = mk(TL_DT_F32, 1, &n, true);
    float keep[2];
    memcpy(keep, w.t.data, sizeof keep);
    ck_assert_msg(tl_interp_run_kernel_with(m->kernels[0], &w.t, 1, &o, err, sizeof(err)), "%s", err);
    ck_assert_int_eq(memcmp(keep, w.t.data, sizeof keep), 0);
    ck_assert_msg(strstr(warning, "test.tile:3:") && strstr(warning, "index [2] is outside tensor 'A'"), "%s", warning);
    free(w.t.data);
    tl_arena_free(ar);

    /* a store past a shared buffer */
    ar = tl_arena_new();
    m = compile_src(ar, "kernel s(A: f32[N]) grid(1) threads(32) as (bx)\n{\n"
                        "    S = shared f32[4]\n    S[N] = 1.0\n}\n");
    n = 4;
    tensor v = mk(TL_DT_F32, 1, &n, true);
    ck_assert(!tl_interp_run(m, NULL, &v.t, 1, false, err, sizeof(err)));
    ck_assert_msg(strstr(err, "test.tile:4:") && strstr(err, "shared buffer 'S'"), "%s", err);
    free(v.t.data);
    tl_arena_free(ar);
}
END_TEST

static const char *tileops_src =
    "kernel ops(X: f32[M, N], Mn: f32[M], Ab: f32[M], Acc: f32[N])\n"
    "    grid(1) threads(32) as (bx)\n"
    "{\n"
    "    X_s = shared f32[8, 8]\n"
    "    r = fragment f32[8]\n"
    "    c = fragment f32[8]\n"
    "    copy(X[0, 0], X_s)\n"
    "    reduce_min(X_s, r, dim=1)\n"
    "    copy(r, Mn[0])\n"
    "    reduce_absmax(X_s, r, dim=1)\n"
    "    copy(r, Ab[0])\n"
    "    reduce_sum(X_s, c, dim=0)\n"
    "    atomic_add(c, Acc[0])\n"
    "    atomic_add(c, Acc[0])\n"
    "}\n";

/* reduce_min / reduce_absmax / reduce along dim 0 / atomic_add, with a tile
 * that runs past the tensor (masked reads give 0). */
START_TEST(other_tile_ops)
{
    tl_arena *ar = tl_arena_new();
    tl_module *m = compile_src(ar, tileops_src);
    rng_seed(11);
    int64_t M = 5, N = 6;
    tensor t[4] = {mk2(TL_DT_F32, M, N, true), mk(TL_DT_F32, 1, &M, false), mk(TL_DT_F32, 1, &M, false),
                   mk(TL_DT_F32, 1, &N, false)};
    for (int64_t j = 0; j < N; j++)
        tl_interp_set(TL_DT_F32, t[3].t.data, (size_t)j, 0.5);
    tl_interp_tensor ts[4] = {t[0].t, t[1].t, t[2].t, t[3].t};
    char err[512];
    ck_assert_msg(tl_interp_run(m, NULL, ts, 4, false, err, sizeof(err)), "%s", err);
    for (int64_t i = 0; i < M; i++) {
        double mn = 0, ab = 0; /* the masked columns 6 and 7 read as 0 */
        for (int64_t j = 0; j < N; j++) {
            double x = get(&t[0], (size_t)(i * N + j));
            mn = fmin(mn, x);
            ab = fmax(ab, fabs(x));
        }
        ck_assert(get(&t[1], (size_t)i) == mn);
        ck_assert(get(&t[2], (size_t)i) == ab);
    }
    for (int64_t j = 0; j < N; j++) {
        double s = 0;
        for (int64_t i = 0; i < M; i++)
            s += get(&t[0], (size_t)(i * N + j));
        ck_assert_msg(fabs(get(&t[3], (size_t)j) - (0.5 + 2 * s)) < 1e-5, "col %lld", (long long)j);
    }
    free_all(t, 4);
    tl_arena_free(ar);
}
END_TEST


static const char *misc_src =
    "kernel misc(X: f32[N], Y: f32[N], H: f16[N], alpha: f32, k: i32)\n"
    "    grid(ceildiv(N, 16)) threads(32) as (bx)\n"
    "{\n"
    "    t = local f32[16]\n"
    "    for i in unroll(16) {\n"
    "        let g = bx * 16 + i\n"
    "        if g < N {\n"
    "            let x = X[g]\n"
    "            t[i] = select(x > 0.0, sqrt(x), -exp(x)) + tanh(x) + floor(x * 4.0) + ceil(x)\n"
    "                + pow(abs(x), 1.5) + min(x, alpha) + max(x, alpha) + exp2(x)\n"
    "                + log(abs(x) + 1.0) + log2(abs(x) + 2.0) + rsqrt(abs(x) + 1.0)\n"
    "        } else {\n"
    "            t[i] = 0.0\n"
    "        }\n"
    "    }\n"
    "    for i in range(16) {\n"
    "        let g = bx * 16 + i\n"
    "        if g < N && k > 0 {\n"
    "            Y[g] = t[i] * alpha\n"
    "            H[g] = f16(X[g]) + f16(2048.0)\n"
    "        }\n"
    "    }\n"
    "}\n";

/* Scalar parameters, unroll/range loops, let, if/else, select, every math
 * function, f16 arithmetic rounding to f16. */
START_TEST(math_and_control)
{
    tl_arena *ar = tl_arena_new();
    tl_module *m = compile_src(ar, misc_src);
    rng_seed(12);
    int64_t n = 37;
    float alpha = 0.25f;
    int32_t k = 1;
    tensor t[3] = {mk(TL_DT_F32, 1, &n, true), mk(TL_DT_F32, 1, &n, false), mk(TL_DT_F16, 1, &n, false)};
    tl_interp_tensor ts[5] = {t[0].t, t[1].t, t[2].t, {.dtype = TL_DT_F32, .ndim = 0, .data = &alpha},
                              {.dtype = TL_DT_I32, .ndim = 0, .data = &k}};
    char err[512];
    ck_assert_msg(tl_interp_run(m, NULL, ts, 5, false, err, sizeof(err)), "%s", err);
    double ref[37], href[37];
    for (int i = 0; i < 37; i++) {
        double x = get(&t[0], (size_t)i);
        double v = (x > 0 ? sqrt(x) : -exp(x)) + tanh(x) + floor(x * 4) + ceil(x) + pow(fabs(x), 1.5) +
                   fmin(x, alpha) + fmax(x, alpha) + exp2(x) + log(fabs(x) + 1) + log2(fabs(x) + 2) +
                   1 / sqrt(fabs(x) + 1);
        ref[i] = v * alpha;
        href[i] = tl_value_f16_to_double(tl_value_f16_from_double(
            tl_value_f16_to_double(tl_value_f16_from_double(x)) + 2048));
    }
    expect_close("misc Y", &t[1], ref, 37, 1e-5, 1e-6);
    expect_close("misc H", &t[2], href, 37, 0, 0);
    /* k = 0: nothing is written */
    k = 0;
    memset(t[1].t.data, 0, 37 * sizeof(float));
    ck_assert_msg(tl_interp_run(m, NULL, ts, 5, false, err, sizeof(err)), "%s", err);
    for (int i = 0; i < 37; i++)
        ck_assert(get(&t[1], (size_t)i) == 0);
    /* a scalar of the wrong dtype */
    ts[4].dtype = TL_DT_I64;
    ck_assert(!tl_interp_run(m, NULL, ts, 5, false, err, sizeof(err)));
    ck_assert_msg(strstr(err, "'k'") && strstr(err, "scalar i32"), "%s", err);
    free_all(t, 3);
    tl_arena_free(ar);
}
END_TEST

Suite *make_suite(void)
{
    Suite *s = suite_create("interp");
    TCase *tc = tcase_create("interp");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, vector_add);
    tcase_add_test(tc, gemm_f32);
    tcase_add_test(tc, gemm_f16);
    tcase_add_test(tc, gemm_transposed);
    tcase_add_test(tc, gemm_tf32_rounds_inputs);
    tcase_add_test(tc, softmax);
    tcase_add_test(tc, rmsnorm);
    tcase_add_test(tc, layernorm);
    tcase_add_test(tc, row_reductions);
    tcase_add_test(tc, transpose);
    tcase_add_test(tc, flash_attention);
    tcase_add_test(tc, flash_attention_wg);
    tcase_add_test(tc, integer_division);
    tcase_add_test(tc, casts);
    tcase_add_test(tc, argument_errors);
    tcase_add_test(tc, bounds_errors);
    tcase_add_test(tc, other_tile_ops);
    tcase_add_test(tc, math_and_control);
    suite_add_tcase(s, tc);
    return s;
}

TL_TEST_MAIN()
