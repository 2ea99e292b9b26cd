/*
 * check_ports.c: three of TileLang's examples as ported to the tile language
 * (examples/conv2d_implicit_gemm.tile, examples/topk.tile,
 * examples/paged_gqa_decode.tile), each run in the interpreter (exact mode,
 * the definition) and on every CPU route (c through cython, llvm through
 * tvm_ffi), at sizes that are not multiples of the tiles: the routes must
 * match the interpreter (top-k bit for bit, the others within a tolerance),
 * and the interpreter must match a plain C reference written here, which
 * knows nothing of tiles:
 *   - conv2d: the convolution summed in double over the taps, padding read as
 *     zero, at several geometries given with -D (strides, padding, dilation,
 *     a 1x1 filter, a 1x1 image);
 *   - top-k: each row sorted by (value descending, index ascending), NaN left
 *     out, short rows filled with -inf and -1; inputs with many ties;
 *   - paged GQA decode: K and V gathered through the block table position by
 *     position (a page outside the cache reads zeros), only the listed blocks
 *     below the clamped sequence length, softmax in double.
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
static uint64_t next(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

/* uniform in [-1, 1) */
static double urand(void) { return (double)(next() >> 11) / 9007199254740992.0 * 2.0 - 1.0; }

/* A tensor of the given shape; floats uniform in [-1, 1), integers 0, an
 * output filled with -7 (so that an element never written shows). */
static tens mk(tl_dtype dt, int ndim, const int64_t *shape, bool out)
{
    tens t = { dt, ndim, { 1, 1, 1, 1 }, NULL, out };
    for (int d = 0; d < ndim; d++)
        t.shape[d] = shape[d];
    t.data = calloc(count(&t), esize(dt));
    ck_assert_ptr_nonnull(t.data);
    for (size_t i = 0; i < count(&t); i++)
        tl_interp_set(dt, t.data, i, out ? -7.0 : tl_dtype_is_float(dt) ? urand() : 0.0);
    return t;
}

static tens copy_of(const tens *t)
{
    tens c = *t;
    size_t bytes = count(t) * esize(t->dtype);
    c.data = malloc(bytes);
    memcpy(c.data, t->data, bytes);
    return c;
}

static void free_all(tens *args, int nargs)
{
    for (int i = 0; i < nargs; i++)
        free(args[i].data);
}

/* Runs kernel of src (compiled with defs) on args, in place: in the
 * interpreter's exact mode when r is NULL (the first masked global access,
 * if any, in warning), else on the route's target and execution backend. */
static void run(const char *path, const char *src, const char *kernel, const tl_define *defs, size_t ndefs,
                const route *r, tens *args, int nargs, char *warning, size_t wcap)
{
    tl_arena *a = tl_arena_new();
    char *diag = NULL;
    int nerr = 0;
    tl_module *m = lt_compile(a, path, src, strlen(src), defs, ndefs, &diag, &nerr);
    ck_assert_msg(m != NULL, "%s", diag);
    free(diag);
    if (!r) {
        tl_interp_tensor it[MAXARGS];
        for (int i = 0; i < nargs; i++) {
            it[i] = (tl_interp_tensor){ args[i].dtype, args[i].ndim, { 0 }, args[i].data };
            for (int d = 0; d < args[i].ndim; d++)
                it[i].shape[d] = args[i].shape[d];
        }
        char msg[512];
        tl_interp_options o = { .f64_accumulate = false, .warning = warning, .warning_cap = wcap };
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
    ck_assert_msg(tl_run_pipeline(&c, &err) && tl_run_codegen(&c, false, &err), "%s on %s: %s", kernel, r->target,
                  err.msg);
    tl_kernel_handle *h = tl_load(&c, &err);
    ck_assert_msg(h != NULL, "%s on %s/%s: %s", kernel, r->target, r->exec, err.msg);
    DLTensor dl[MAXARGS];
    tl_any any[MAXARGS];
    for (int i = 0; i < nargs; i++) {
        uint8_t code, bits;
        tl_dtype_to_dlpack(args[i].dtype, &code, &bits);
        dl[i] = (DLTensor){ .data = args[i].data, .device = { kDLCPU, 0 }, .ndim = args[i].ndim,
                            .dtype = { code, bits, 1 }, .shape = args[i].shape };
        any[i] = (tl_any){ TL_ANY_TENSOR, { .p = &dl[i] } };
    }
    ck_assert_msg(tl_kernel_launch(h, kernel, any, nargs, 3, &err), "%s: %s", kernel, err.msg);
    tl_kernel_handle_free(h);
    tl_compilation_free(&c);
    tl_context_free(ctx);
    tl_arena_free(a);
}

/* Runs kernel in the interpreter and on every route (each from a copy of
 * args) and checks that every output agrees with the interpreter's: integers
 * bit for bit, floats within tol relative to the output's largest magnitude
 * (at least 1); tol 0 is bit for bit. Leaves the interpreter's results in
 * args and its warning (or "") in warning. */
static void run_everywhere(const char *path, const char *src, const char *kernel, const tl_define *defs, size_t ndefs,
                           tens *args, int nargs, double tol, char *warning, size_t wcap)
{
    tens ref[MAXARGS];
    for (int i = 0; i < nargs; i++)
        ref[i] = copy_of(&args[i]);
    warning[0] = 0;
    run(path, src, kernel, defs, ndefs, NULL, ref, nargs, warning, wcap);
    for (size_t r = 0; r < NROUTES; r++) {
        if (strcmp(routes[r].target, "llvm") == 0 && !tl_have_llvm()) {
            printf("skipped: %s on llvm (tilec is built without LLVM)\n", kernel);
            continue;
        }
        tens got[MAXARGS];
        for (int i = 0; i < nargs; i++)
            got[i] = copy_of(&args[i]);
        run(path, src, kernel, defs, ndefs, &routes[r], got, nargs, NULL, 0);
        for (int i = 0; i < nargs; i++) {
            size_t n = count(&args[i]), es = esize(args[i].dtype);
            if (!args[i].out)
                ck_assert_msg(memcmp(got[i].data, ref[i].data, n * es) == 0, "%s on %s: input %d changed", kernel,
                              routes[r].target, i);
            else if (tol == 0 || !tl_dtype_is_float(args[i].dtype)) {
                for (size_t e = 0; e < n; e++)
                    tl_assert_elem(memcmp((char *)got[i].data + e * es, (char *)ref[i].data + e * es, es) == 0,
                                   "%s on %s: argument %d element %zu is %.9g, the interpreter says %.9g", kernel,
                                   routes[r].target, i, e, tl_interp_get(args[i].dtype, got[i].data, e),
                                   tl_interp_get(args[i].dtype, ref[i].data, e));
            } else {
                double big = 1;
                for (size_t e = 0; e < n; e++)
                    big = fmax(big, fabs(tl_interp_get(args[i].dtype, ref[i].data, e)));
                for (size_t e = 0; e < n; e++) {
                    double g = tl_interp_get(args[i].dtype, got[i].data, e);
                    double w = tl_interp_get(args[i].dtype, ref[i].data, e);
                    tl_assert_elem(fabs(g - w) <= tol * big, "%s on %s: argument %d element %zu is %.9g, the interpreter says %.9g",
                                   kernel, routes[r].target, i, e, g, w);
                }
            }
        }
        free_all(got, nargs);
    }
    for (int i = 0; i < nargs; i++) {
        free(args[i].data);
        args[i] = ref[i];
    }
}

/* ---- conv2d as an implicit GEMM ------------------------------------------ */

typedef struct conv_geom {
    int64_t n, h, w, c, f, r, s, stride, pad, dil;
} conv_geom;

static void conv_case(const char *src, conv_geom g)
{
    char v[10][24];
    const char *names[10] = { "H", "W", "C", "F", "R", "S", "STRIDE", "PAD", "DIL", NULL };
    int64_t vals[9] = { g.h, g.w, g.c, g.f, g.r, g.s, g.stride, g.pad, g.dil };
    tl_define defs[9];
    for (int i = 0; i < 9; i++) {
        snprintf(v[i], sizeof v[i], "%lld", (long long)vals[i]);
        defs[i] = (tl_define){ names[i], v[i] };
    }
    int64_t P = (g.h + 2 * g.pad - g.dil * (g.r - 1) - 1) / g.stride + 1;
    int64_t Q = (g.w + 2 * g.pad - g.dil * (g.s - 1) - 1) / g.stride + 1;
    tens args[3] = { mk(TL_DT_F16, 4, (int64_t[]){ g.n, g.h, g.w, g.c }, false),
                     mk(TL_DT_F16, 4, (int64_t[]){ g.r, g.s, g.c, g.f }, false),
                     mk(TL_DT_F16, 4, (int64_t[]){ g.n, P, Q, g.f }, true) };
    char warning[512];
    run_everywhere("examples/conv2d_implicit_gemm.tile", src, "conv2d", defs, 9, args, 3, 2e-3, warning, sizeof warning);
    ck_assert_msg(warning[0] == 0, "the interpreter saw a masked access: %s", warning);
    double worst = 0;
    for (int64_t n = 0; n < g.n; n++)
        for (int64_t p = 0; p < P; p++)
            for (int64_t q = 0; q < Q; q++)
                for (int64_t f = 0; f < g.f; f++) {
                    double acc = 0, mag = 0;
                    for (int64_t r = 0; r < g.r; r++)
                        for (int64_t s = 0; s < g.s; s++) {
                            int64_t h = p * g.stride - g.pad + r * g.dil, w = q * g.stride - g.pad + s * g.dil;
                            if (h < 0 || h >= g.h || w < 0 || w >= g.w)
                                continue; /* the padding */
                            for (int64_t c = 0; c < g.c; c++) {
                                double x = tl_interp_get(TL_DT_F16, args[0].data, (size_t)(((n * g.h + h) * g.w + w) * g.c + c));
                                double k = tl_interp_get(TL_DT_F16, args[1].data, (size_t)(((r * g.s + s) * g.c + c) * g.f + f));
                                acc += x * k;
                                mag += fabs(x * k);
                            }
                        }
                    double got = tl_interp_get(TL_DT_F16, args[2].data, (size_t)(((n * P + p) * Q + q) * g.f + f));
                    /* one f16 rounding of the result, f32 roundings of the sum */
                    double tol = fabs(acc) / 1024 + 1e-6 * mag + 1e-7;
                    worst = fmax(worst, fabs(got - acc));
                    ck_assert_msg(fabs(got - acc) <= tol, "conv2d Y[%lld, %lld, %lld, %lld] is %.9g, the C reference says %.9g",
                                  (long long)n, (long long)p, (long long)q, (long long)f, got, acc);
                }
    printf("check_ports: conv2d N=%lld H=%lld W=%lld C=%lld F=%lld R=%lld S=%lld stride %lld pad %lld dil %lld (P=%lld "
           "Q=%lld) on every route: max abs error against the C reference %.3g\n",
           (long long)g.n, (long long)g.h, (long long)g.w, (long long)g.c, (long long)g.f, (long long)g.r,
           (long long)g.s, (long long)g.stride, (long long)g.pad, (long long)g.dil, (long long)P, (long long)Q, worst);
    free_all(args, 3);
}

/* The example's own geometry (a stride of 2, channels and filters past a
 * tile), then a dilated filter with wide padding, a stride of 1 and 2 filter
 * columns and 70 filters (two column tiles, the second partial). */
START_TEST(conv2d_example)
{
    size_t len;
    char *src = lt_read_file("examples/conv2d_implicit_gemm.tile", &len);
    ck_assert_ptr_nonnull(src);
    conv_case(src, (conv_geom){ .n = 3, .h = 15, .w = 13, .c = 24, .f = 40, .r = 3, .s = 3, .stride = 2, .pad = 1, .dil = 1 });
    conv_case(src, (conv_geom){ .n = 2, .h = 9, .w = 11, .c = 19, .f = 70, .r = 3, .s = 2, .stride = 1, .pad = 2, .dil = 2 });
    free(src);
}
END_TEST

/* A 1x1 filter over 40 channels (two K tiles, the second partial: a plain
 * GEMM), and a 1x1 image under a 3x3 filter (all but the centre tap is
 * padding). */
START_TEST(conv2d_edges)
{
    size_t len;
    char *src = lt_read_file("examples/conv2d_implicit_gemm.tile", &len);
    ck_assert_ptr_nonnull(src);
    conv_case(src, (conv_geom){ .n = 3, .h = 7, .w = 5, .c = 40, .f = 5, .r = 1, .s = 1, .stride = 1, .pad = 0, .dil = 1 });
    conv_case(src, (conv_geom){ .n = 5, .h = 1, .w = 1, .c = 3, .f = 9, .r = 3, .s = 3, .stride = 1, .pad = 1, .dil = 1 });
    free(src);
}
END_TEST

/* ---- top-k ---------------------------------------------------------------- */

#define TOPK 6

typedef struct cand {
    float v;
    int32_t i;
} cand;

static int by_value_then_index(const void *a, const void *b)
{
    const cand *x = a, *y = b;
    if (x->v != y->v)
        return x->v > y->v ? -1 : 1;
    return x->i < y->i ? -1 : x->i > y->i;
}

static void topk_case(const char *src, int64_t M, int64_t N)
{
    tens args[3] = { mk(TL_DT_F32, 2, (int64_t[]){ M, N }, false), mk(TL_DT_F32, 2, (int64_t[]){ M, TOPK }, true),
                     mk(TL_DT_I32, 2, (int64_t[]){ M, TOPK }, true) };
    float *X = args[0].data;
    /* eight levels, so that most rows have ties; now and then an infinity
     * or a NaN */
    for (int64_t e = 0; e < M * N; e++) {
        uint64_t r = next();
        X[e] = (float)((int)(r % 8) - 4) / 4.0f;
        if (r % 97 == 0)
            X[e] = -INFINITY;
        else if (r % 89 == 0)
            X[e] = INFINITY;
        else if (r % 83 == 0)
            X[e] = NAN;
    }
    char warning[512];
    run_everywhere("examples/topk.tile", src, "topk", NULL, 0, args, 3, 0, warning, sizeof warning);
    ck_assert_msg(warning[0] == 0, "the interpreter saw a masked access: %s", warning);
    X = args[0].data; /* run_everywhere gave back the interpreter's copies */
    const float *G = args[1].data;
    const int32_t *I = args[2].data;
    cand *row = malloc((size_t)N * sizeof *row);
    for (int64_t m = 0; m < M; m++) {
        int64_t n = 0;
        for (int64_t j = 0; j < N; j++)
            if (!isnan(X[m * N + j]))
                row[n++] = (cand){ X[m * N + j], (int32_t)j };
        qsort(row, (size_t)n, sizeof *row, by_value_then_index);
        for (int64_t k = 0; k < TOPK; k++) {
            float want = k < n ? row[k].v : -INFINITY;
            int32_t wi = k < n ? row[k].i : -1;
            ck_assert_msg(G[m * TOPK + k] == want && I[m * TOPK + k] == wi,
                          "topk %lldx%lld row %lld slot %lld: (%g, %d), the C reference says (%g, %d)", (long long)M,
                          (long long)N, (long long)m, (long long)k, G[m * TOPK + k], I[m * TOPK + k], want, wi);
        }
    }
    printf("check_ports: topk %lldx%lld on every route: bit for bit with the interpreter and the C reference\n",
           (long long)M, (long long)N);
    free(row);
    free_all(args, 3);
}

/* 150 columns: three tiles of 64, the last partial; then rows shorter than
 * k, and a single element. */
START_TEST(topk_example)
{
    size_t len;
    char *src = lt_read_file("examples/topk.tile", &len);
    ck_assert_ptr_nonnull(src);
    topk_case(src, 37, 150);
    topk_case(src, 19, 4);
    topk_case(src, 1, 1);
    free(src);
}
END_TEST

/* ---- block-sparse paged GQA decode ---------------------------------------- */

#define PG_D 64
#define PG_GH 8
#define PG_PAGE 32
#define PG_BN 16

START_TEST(paged_gqa_decode_example)
{
    size_t len;
    char *src = lt_read_file("examples/paged_gqa_decode.tile", &len);
    ck_assert_ptr_nonnull(src);
    const int64_t B = 5, G = 2, H = G * PG_GH, NP = 11, MP = 5, NS = 7;
    tens args[7] = { mk(TL_DT_F16, 3, (int64_t[]){ B, H, PG_D }, false),
                     mk(TL_DT_F16, 4, (int64_t[]){ NP, PG_PAGE, G, PG_D }, false),
                     mk(TL_DT_F16, 4, (int64_t[]){ NP, PG_PAGE, G, PG_D }, false),
                     mk(TL_DT_I32, 3, (int64_t[]){ B, G, NS }, false),
                     mk(TL_DT_I32, 1, (int64_t[]){ B }, false),
                     mk(TL_DT_I32, 2, (int64_t[]){ B, MP }, false),
                     mk(TL_DT_F16, 3, (int64_t[]){ B, H, PG_D }, true) };
    int32_t *BI = args[3].data, *SL = args[4].data, *BT = args[5].data;
    /* lengths: partial last block, a whole cache, past the cache (clamped to
     * MP * PAGE = 160), negative (nothing to attend to), one position */
    static const int32_t lens[5] = { 77, 160, 1000, -4, 1 };
    for (int64_t b = 0; b < B; b++) {
        SL[b] = lens[b];
        for (int64_t p = 0; p < MP; p++)
            BT[b * MP + p] = (int32_t)(next() % NP);
        /* each row: some of the 10 logical blocks, each at most once, in a
         * shuffled order, padded with -1; now and then a block past the
         * length or a wild value (both skipped) */
        for (int64_t g = 0; g < G; g++) {
            int32_t *row = &BI[(b * G + g) * NS];
            int32_t perm[10];
            for (int i = 0; i < 10; i++)
                perm[i] = i;
            for (int i = 9; i > 0; i--) {
                int j = (int)(next() % (uint64_t)(i + 1));
                int32_t t = perm[i];
                perm[i] = perm[j];
                perm[j] = t;
            }
            int64_t used = 3 + (int64_t)(next() % 5);
            for (int64_t k = 0; k < NS; k++)
                row[k] = k < used ? perm[k] : -1;
            if (b == 1 && g == 0)
                row[NS - 1] = 2000000000;
        }
    }
    /* pages outside the cache read zeros */
    BT[0 * MP + 1] = -3;
    BT[1 * MP + 2] = (int32_t)NP + 4;
    char warning[512];
    run_everywhere("examples/paged_gqa_decode.tile", src, "paged_gqa_decode", NULL, 0, args, 7, 1e-2, warning,
                   sizeof warning);
    BI = args[3].data, SL = args[4].data, BT = args[5].data; /* the interpreter's copies */
    const void *Qd = args[0].data, *Kd = args[1].data, *Vd = args[2].data, *Od = args[6].data;
    double *p = malloc((size_t)(NS * PG_BN) * sizeof *p);
    int64_t *pos = malloc((size_t)(NS * PG_BN) * sizeof *pos);
    double worst = 0;
    for (int64_t b = 0; b < B; b++) {
        int64_t L = SL[b] < 0 ? 0 : SL[b] > MP * PG_PAGE ? MP * PG_PAGE : SL[b];
        for (int64_t g = 0; g < G; g++) {
            /* the positions attended to, in the listed order */
            int64_t np = 0;
            for (int64_t k = 0; k < NS; k++) {
                int64_t lb = BI[(b * G + g) * NS + k];
                if (lb < 0 || lb * PG_BN >= L)
                    continue;
                for (int64_t j = 0; j < PG_BN; j++)
                    if (lb * PG_BN + j < L)
                        pos[np++] = lb * PG_BN + j;
            }
            for (int64_t i = 0; i < PG_GH; i++) {
                int64_t h = g * PG_GH + i;
                double mx = -INFINITY, sum = 0;
                for (int64_t t = 0; t < np; t++) {
                    int64_t page = BT[b * MP + pos[t] / PG_PAGE], row = pos[t] % PG_PAGE;
                    double dot = 0;
                    for (int64_t d = 0; d < PG_D && page >= 0 && page < NP; d++)
                        dot += tl_interp_get(TL_DT_F16, Qd, (size_t)((b * H + h) * PG_D + d)) *
                               tl_interp_get(TL_DT_F16, Kd, (size_t)(((page * PG_PAGE + row) * G + g) * PG_D + d));
                    p[t] = dot * 0.125;
                    mx = fmax(mx, p[t]);
                }
                for (int64_t t = 0; t < np; t++)
                    sum += (p[t] = exp(p[t] - mx));
                for (int64_t d = 0; d < PG_D; d++) {
                    double o = 0;
                    for (int64_t t = 0; t < np; t++) {
                        int64_t page = BT[b * MP + pos[t] / PG_PAGE], row = pos[t] % PG_PAGE;
                        if (page >= 0 && page < NP)
                            o += p[t] / sum *
                                 tl_interp_get(TL_DT_F16, Vd, (size_t)(((page * PG_PAGE + row) * G + g) * PG_D + d));
                    }
                    double got = tl_interp_get(TL_DT_F16, Od, (size_t)((b * H + h) * PG_D + d));
                    worst = fmax(worst, fabs(got - o));
                    ck_assert_msg(fabs(got - o) <= 1e-2 * (1 + fabs(o)), "O[%lld, %lld, %lld] is %g, the C reference says %g",
                                  (long long)b, (long long)h, (long long)d, got, o);
                    if (np == 0)
                        ck_assert_msg(got == 0, "O[%lld, %lld, %lld] of a row with nothing to attend to is %g", (long long)b,
                                      (long long)h, (long long)d, got);
                }
            }
        }
    }
    printf("check_ports: paged_gqa_decode B=%lld G=%lld NP=%lld MP=%lld NS=%lld on every route: max abs error against "
           "the C reference %.3g\n",
           (long long)B, (long long)G, (long long)NP, (long long)MP, (long long)NS, worst);
    free(p);
    free(pos);
    free_all(args, 7);
    free(src);
}
END_TEST

Suite *make_suite(void)
{
    Suite *s = suite_create("ports");
    TCase *tc = tcase_create("ports");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, conv2d_example);
    tcase_add_test(tc, conv2d_edges);
    tcase_add_test(tc, topk_example);
    tcase_add_test(tc, paged_gqa_decode_example);
    suite_add_tcase(s, tc);
    return s;
}

TL_TEST_MAIN()
