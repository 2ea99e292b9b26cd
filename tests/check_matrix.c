/*
 * check_matrix.c: every dtype through every expression form and tile op, on
 * every CPU route (c through cython and tvm_ffi, llvm through tvm_ffi),
 * against the interpreter, comparing what is promised exact bit for bit:
 *   - element-wise: each binary operator, unary operator and math function
 *     in every dtype the verifier accepts it for, and casts between every
 *     pair of dtypes, on inputs over each dtype's whole range (integer
 *     extremes, +-0, subnormals, +-inf, NaN), at a size that is not a
 *     multiple of the tile. Integers, bools, + - * /, sqrt, abs, floor,
 *     ceil, min, max, comparisons and casts must match the exact interpreter
 *     (each dtype computed as its hardware does) bit for bit (NaN matching
 *     NaN); exp, log, tanh, pow and the like within a few ulps of the dtype;
 *   - gemm with every transpose combination in every dtype pair the
 *     language allows (f32, f16 and bf16 into f32, f16 into f16, f64, i8
 *     into i32), with a tolerance from the dtype and the accumulation length;
 *   - every reduction along each dim, clear=true and false, in float and
 *     integer dtypes (max, min, absmax exact; sum within tolerance), and
 *     along rows long enough for the CPU's vector lanes;
 *   - the bitwise operators & | ^ ~ << >> in every integer dtype (shift
 *     counts over the whole range, negative and past the width included,
 *     and masked into range), nibble unpacking, and bitcast between every
 *     pair of dtypes of one size, all bit for bit.
 * Kernels are written as tile-language text here and compiled like any other.
 */
#include <dlpack/dlpack.h>
#include <float.h>
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

static const route routes[] = { { "c", "cython" }, { "c", "tvm_ffi" }, { "llvm", "tvm_ffi" } };
#define NROUTES (sizeof routes / sizeof *routes)

static const tl_dtype all_dtypes[] = { TL_DT_BOOL, TL_DT_I8,  TL_DT_I16, TL_DT_I32, TL_DT_I64,  TL_DT_U8,
                                       TL_DT_U16,  TL_DT_U32, TL_DT_U64, TL_DT_F16, TL_DT_BF16, TL_DT_F32,
                                       TL_DT_F64, TL_DT_F8E4M3, TL_DT_F8E5M2, TL_DT_E8M0 };
#define NDT (sizeof all_dtypes / sizeof *all_dtypes)

static uint64_t rng = 0x9e3779b97f4a7c15ull;
static uint64_t next(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

static size_t esize(tl_dtype t) { return t == TL_DT_BOOL ? 1 : (size_t)tl_dtype_bits(t) / 8; }

/* A random value of t over its whole range, edges included, into p. With
 * nonzero, never zero (divisors). */
static void random_value(tl_dtype t, void *p, bool nonzero, bool small)
{
    uint64_t r = next();
    if (t == TL_DT_BOOL) {
        *(uint8_t *)p = r & 1;
        return;
    }
    if (!tl_dtype_is_float(t)) {
        static const int64_t edges[] = { 0, 1, -1, 2, 127, -128, 255, 32767, -32768, INT32_MAX, INT32_MIN, INT64_MAX, INT64_MIN };
        int64_t v = (r >> 8) % 4 == 0 ? edges[(r >> 16) % (sizeof edges / sizeof *edges)] : (int64_t)next();
        if (small)
            v = (int64_t)(r % 23) - 11;
        v = tl_value_wrap_int(t, v);
        if (nonzero && v == 0)
            v = 3;
        memcpy(p, &v, esize(t)); /* little-endian: the low bytes */
        return;
    }
    static const double edges[] = { 0.0, -0.0, 1.0, -1.0, 0.5, 1e-40, -1e-310, 65504.0, 3.0e38, INFINITY, -INFINITY, NAN, 2.5, -7.25 };
    double v;
    switch ((r >> 8) % 4) {
    case 0: v = edges[(r >> 16) % (sizeof edges / sizeof *edges)]; break;
    case 1: v = ldexp((double)(int32_t)(r >> 32), (int)((r >> 20) % 40) - 40); break;
    default: v = ((double)(int64_t)next() / 9.2e18) * 8.0; break;
    }
    if (small && !isfinite(v))
        v = 1.5;
    if (small)
        v = fmod(v, 4.0);
    if (nonzero && v == 0)
        v = 0.75;
    tl_interp_set(t, p, 0, v);
}

/* What a run of one kernel compares. */
/* EXACT: bit for bit (NaN matches NaN); VALUE: equal values (+0 matches -0:
 * min and max may give either zero); ULPS: within 4 ulps of the dtype
 * (transcendentals); ACCUM: sums in another order, within the accumulation
 * length's ulps of the output's largest magnitude. */
typedef enum cmp_kind { CMP_EXACT, CMP_VALUE, CMP_ULPS, CMP_ACCUM } cmp_kind;

static double ulp_of(tl_dtype t, double x)
{
    int m = t == TL_DT_F16 ? 10 : t == TL_DT_BF16 ? 7 : t == TL_DT_F32 ? 23 : t == TL_DT_F8E4M3 ? 3 : t == TL_DT_F8E5M2 ? 2 : t == TL_DT_E8M0 ? 0 : 52;
    double ax = fabs(x);
    int e;
    frexp(ax > 0 ? ax : DBL_MIN, &e);
    double u = ldexp(1.0, e - 1 - m);
    double smallest = t == TL_DT_F16 ? ldexp(1, -24) : t == TL_DT_BF16 ? ldexp(1, -133) : t == TL_DT_F32 ? ldexp(1, -149)
                    : t == TL_DT_F8E4M3 ? ldexp(1, -9) : t == TL_DT_F8E5M2 ? ldexp(1, -16) : t == TL_DT_E8M0 ? ldexp(1, -127)
                    : ldexp(1, -1074);
    return u > smallest ? u : smallest;
}

static int nfail;

/* Compares out (a backend's) with ref (the interpreter's), n elements of t. */
static void compare(const char *what, tl_dtype t, const void *out, const void *ref, size_t n, cmp_kind how, double acc_len,
                    const void *scale)
{
    double biggest = 0;
    for (size_t i = 0; i < n; i++) {
        double w = tl_interp_get(t, ref, i);
        if (isfinite(w) && fabs(w) > biggest)
            biggest = fabs(w);
    }
    for (size_t i = 0; i < n; i++) {
        double g = tl_interp_get(t, out, i), w = tl_interp_get(t, ref, i);
        bool ok;
        if (tl_dtype_is_float(t) && how == CMP_VALUE) {
            ok = g == w || (isnan(g) && isnan(w));
        } else if (!tl_dtype_is_float(t) || how == CMP_EXACT) {
            ok = tl_dtype_is_float(t) ? (isnan(g) && isnan(w)) || memcmp((const char *)out + i * esize(t),
                                                                         (const char *)ref + i * esize(t), esize(t)) == 0 ||
                                            (g == 0 && w == 0 && signbit(g) == signbit(w))
                                      : memcmp((const char *)out + i * esize(t), (const char *)ref + i * esize(t), esize(t)) == 0;
        } else if (isnan(w) || isnan(g) || isinf(w) || isinf(g)) {
            ok = (isnan(g) && isnan(w)) || g == w;
        } else if (how == CMP_ULPS) {
            ok = fabs(g - w) <= 4 * ulp_of(t, w);
        } else {
            double s = scale ? tl_interp_get(t, scale, i) : biggest;
            ok = fabs(g - w) <= acc_len * 2 * ulp_of(t, s) + 4 * ulp_of(t, w);
        }
        if (!ok) {
            if (nfail++ < 20)
                fprintf(stderr, "check_matrix: %s: element %zu is %.17g, the interpreter says %.17g\n", what, i, g, w);
            ck_abort_msg("%s: element %zu is %.17g, the interpreter says %.17g", what, i, g, w);
        }
    }
}

/* ---- running one kernel on every route ---------------------------------- */

typedef struct tens {
    tl_dtype dtype;
    int ndim;
    int64_t shape[2];
    void *data;
} tens;

static size_t count(const tens *t)
{
    size_t n = 1;
    for (int d = 0; d < t->ndim; d++)
        n *= (size_t)t->shape[d];
    return n;
}

/* Compiles src; false when the front end rejects it (the combination is not
 * in the language). */
static tl_module *compile(tl_arena *a, const char *src)
{
    char *diag = NULL;
    int nerr = 0;
    tl_module *m = lt_compile(a, "matrix.tile", src, strlen(src), NULL, 0, &diag, &nerr);
    free(diag);
    return m;
}

static int run_count, expr_count;
#define MAXARGS 48

/* Runs src's kernel on args (outputs: out[i] true) on every route and
 * compares each output with the interpreter's exact run (f64 for CMP_ACCUM
 * would hide nothing: the exact run rounds as the dtype, the tolerance is
 * for the order of the sums). */
static bool run_all(const char *what, const char *src, tens *args, const bool *out, int nargs, const cmp_kind *how,
                    double acc_len)
{
    tl_arena *a = tl_arena_new();
    tl_module *m = compile(a, src);
    if (!m) {
        tl_arena_free(a);
        return false;
    }
    tl_module *ref_m = compile(a, src);
    /* the reference */
    tl_interp_tensor it[MAXARGS];
    void *ref[MAXARGS] = { 0 };
    for (int i = 0; i < nargs; i++) {
        size_t bytes = count(&args[i]) * esize(args[i].dtype);
        ref[i] = malloc(bytes ? bytes : 1);
        memcpy(ref[i], args[i].data, bytes);
        it[i] = (tl_interp_tensor){ args[i].dtype, args[i].ndim, { args[i].shape[0], args[i].shape[1] }, ref[i] };
    }
    char msg[512];
    tl_interp_options o = { .f64_accumulate = false };
    ck_assert_msg(tl_interp_run_kernel_with(ref_m->kernels[0], it, (size_t)nargs, &o, msg, sizeof msg), "%s: %s\n%s", what,
                  msg, src);
    for (size_t r = 0; r < NROUTES; r++) {
        if (strcmp(routes[r].target, "llvm") == 0 && !tl_have_llvm())
            continue;
        tl_error err = { 0 };
        const tl_context *ctx = tl_create_backend_context(routes[r].target, NULL, routes[r].exec, &err);
        ck_assert_msg(ctx != NULL, "%s", err.msg);
        tl_compilation c;
        tl_arena *ca = tl_arena_new();
        tl_module *cm = compile(ca, src);
        tl_compilation_init(&c, ca, ctx, cm, "matrix.tile");
        ck_assert_msg(tl_run_pipeline(&c, &err) && tl_run_codegen(&c, false, &err), "%s on %s: %s\n%s", what,
                      routes[r].target, err.msg, src);
        tl_kernel_handle *h = tl_load(&c, &err);
        ck_assert_msg(h != NULL, "%s on %s/%s: %s\n%s", what, routes[r].target, routes[r].exec, err.msg, src);
        DLTensor dl[MAXARGS];
        tl_any any[MAXARGS];
        void *buf[MAXARGS];
        for (int i = 0; i < nargs; i++) {
            size_t bytes = count(&args[i]) * esize(args[i].dtype);
            buf[i] = malloc(bytes ? bytes : 1);
            memcpy(buf[i], args[i].data, bytes);
            uint8_t code, bits;
            tl_dtype_to_dlpack(args[i].dtype, &code, &bits);
            dl[i] = (DLTensor){ .data = buf[i], .device = { kDLCPU, 0 }, .ndim = args[i].ndim, .dtype = { code, bits, 1 },
                                .shape = args[i].shape };
            any[i] = (tl_any){ TL_ANY_TENSOR, { .p = &dl[i] } };
        }
        ck_assert_msg(tl_kernel_launch(h, NULL, any, nargs, 2, &err), "%s: %s", what, err.msg);
        for (int i = 0; i < nargs; i++) {
            if (out[i]) {
                char w[512];
                snprintf(w, sizeof w, "%s on %s/%s", what, routes[r].target, routes[r].exec);
                snprintf(w + strlen(w), sizeof w - strlen(w), " (argument %d)", i);
                compare(w, args[i].dtype, buf[i], ref[i], count(&args[i]), how[i], acc_len, NULL);
            }
            free(buf[i]);
        }
        tl_kernel_handle_free(h);
        tl_compilation_free(&c);
        tl_arena_free(ca);
        tl_context_free(ctx);
    }
    for (int i = 0; i < nargs; i++)
        free(ref[i]);
    tl_arena_free(a);
    run_count++;
    return true;
}

static void fill(tens *t, tl_dtype dt, int ndim, int64_t d0, int64_t d1, bool nonzero, bool small)
{
    t->dtype = dt;
    t->ndim = ndim;
    t->shape[0] = d0;
    t->shape[1] = d1;
    size_t n = count(t);
    t->data = calloc(n ? n : 1, esize(dt));
    for (size_t i = 0; i < n; i++)
        random_value(dt, (char *)t->data + i * esize(dt), nonzero, small);
}

/* ---- element-wise --------------------------------------------------------- */

#define N 203 /* not a multiple of the tile (64) */

static const char *const binops[] = { "+", "-", "*", "/", "%", "<", "<=", ">", ">=", "==", "!=", "&&", "||" };
static const char *const exact_fns[] = { "sqrt", "abs", "floor", "ceil" };
static const char *const approx_fns[] = { "exp", "exp2", "log", "log2", "rsqrt", "tanh", "sin", "cos", "erf", "sigmoid" };

/* One kernel per group: inputs A and B of dtype in, and one output per
 * expression the language accepts (each is checked alone first; those the
 * verifier rejects are not in the language for that dtype). */
typedef struct group {
    tl_dtype in;
    int n;
    char expr[MAXARGS][160];
    tl_dtype res[MAXARGS];
    cmp_kind how[MAXARGS];
} group;

static const char *kernel_text(char *src, size_t cap, const group *g, int only)
{
    size_t at = (size_t)snprintf(src, cap, "kernel k(A: %s[N], B: %s[N]", tl_dtype_name(g->in), tl_dtype_name(g->in));
    for (int i = 0; i < g->n; i++)
        if (only < 0 || i == only)
            at += (size_t)snprintf(src + at, cap - at, ", C%d: %s[N]", i, tl_dtype_name(g->res[i]));
    at += (size_t)snprintf(src + at, cap - at,
                           ")\n    grid(ceildiv(N, 64)) threads(64) as (bx)\n{\n    for i in parallel(64) {\n"
                           "        if bx * 64 + i < N {\n");
    for (int i = 0; i < g->n; i++)
        if (only < 0 || i == only)
            at += (size_t)snprintf(src + at, cap - at, "            C%d[bx * 64 + i] = %s\n", i, g->expr[i]);
    snprintf(src + at, cap - at, "        }\n    }\n}\n");
    return src;
}

static void add(group *g, const char *expr, tl_dtype res, cmp_kind how)
{
    char one[1024];
    static group t;
    t = *g;
    snprintf(t.expr[0], sizeof t.expr[0], "%.150s", expr);
    t.res[0] = res;
    t.n = 1;
    tl_arena *a = tl_arena_new();
    bool ok = compile(a, kernel_text(one, sizeof one, &t, 0)) != NULL;
    tl_arena_free(a);
    if (!ok || g->n == MAXARGS - 2)
        return;
    snprintf(g->expr[g->n], sizeof g->expr[g->n], "%.150s", expr);
    g->res[g->n] = res;
    g->how[g->n++] = how;
}

static void run_group(const char *what, const group *g)
{
    if (g->n == 0)
        return;
    static char src[16384];
    kernel_text(src, sizeof src, g, -1);
    tens t[MAXARGS];
    bool out[MAXARGS] = { false };
    cmp_kind how[MAXARGS];
    fill(&t[0], g->in, 1, N, 1, false, false);
    fill(&t[1], g->in, 1, N, 1, true, false); /* B divides: never zero */
    for (int i = 0; i < g->n; i++) {
        fill(&t[2 + i], g->res[i], 1, N, 1, false, false);
        out[2 + i] = true;
        how[2 + i] = g->how[i];
    }
    ck_assert_msg(run_all(what, src, t, out, 2 + g->n, how, 0), "%s: the group is not accepted:\n%s", what, src);
    expr_count += g->n;
    for (int i = 0; i < 2 + g->n; i++)
        free(t[i].data);
}

/* One kernel per input dtype: every binary operator, unary operator, math
 * function, select and cast the language accepts for it. */
START_TEST(elementwise_every_dtype)
{
    int before = expr_count;
    for (size_t d = 0; d < NDT; d++) {
        tl_dtype t = all_dtypes[d];
        group g = { .in = t };
        for (size_t o = 0; o < sizeof binops / sizeof *binops; o++) {
            char expr[128];
            snprintf(expr, sizeof expr, "A[bx * 64 + i] %s B[bx * 64 + i]", binops[o]);
            add(&g, expr, o >= 5 ? TL_DT_BOOL : t, CMP_EXACT);
        }
        add(&g, "-A[bx * 64 + i]", t, CMP_EXACT);
        add(&g, "!A[bx * 64 + i]", TL_DT_BOOL, CMP_EXACT);
        for (size_t f = 0; f < sizeof exact_fns / sizeof *exact_fns; f++) {
            char expr[128];
            snprintf(expr, sizeof expr, "%s(A[bx * 64 + i])", exact_fns[f]);
            add(&g, expr, t, CMP_EXACT);
        }
        for (size_t f = 0; f < sizeof approx_fns / sizeof *approx_fns; f++) {
            char expr[128];
            snprintf(expr, sizeof expr, "%s(A[bx * 64 + i])", approx_fns[f]);
            add(&g, expr, t, CMP_ULPS);
        }
        add(&g, "min(A[bx * 64 + i], B[bx * 64 + i])", t, CMP_VALUE);
        add(&g, "max(A[bx * 64 + i], B[bx * 64 + i])", t, CMP_VALUE);
        add(&g, "pow(A[bx * 64 + i], B[bx * 64 + i])", t, CMP_ULPS);
        add(&g, "fma(A[bx * 64 + i], B[bx * 64 + i], A[bx * 64 + i])", t, CMP_ULPS);
        add(&g, "select(A[bx * 64 + i] < B[bx * 64 + i], A[bx * 64 + i], B[bx * 64 + i])", t, CMP_EXACT);
        int ops = g.n;
        for (size_t b2 = 0; b2 < NDT; b2++) {
            char expr[128];
            snprintf(expr, sizeof expr, "%s(A[bx * 64 + i])", tl_dtype_name(all_dtypes[b2]));
            add(&g, expr, all_dtypes[b2], CMP_EXACT);
        }
        ck_assert_msg(g.n - ops == (int)NDT, "%s: only %d of the %zu casts are accepted", tl_dtype_name(t), g.n - ops, NDT);
        char what[64];
        snprintf(what, sizeof what, "element-wise %s", tl_dtype_name(t));
        run_group(what, &g);
    }
    printf("check_matrix: %d element-wise forms (operators, math, select, %zu casts) ran on every route\n",
           expr_count - before, NDT * NDT);
    ck_assert_int_ge(expr_count - before, 250);
}
END_TEST

/* One kernel per dtype: the bitwise operators (integers), and bitcast to
 * every other dtype of its size (floats too). B's random counts are mostly
 * outside [0, width), so the masked forms test the counts inside it. */
START_TEST(bitwise_every_int_dtype)
{
    static const char *const bit_exprs[] = {
        "A[j] & B[j]", "A[j] | B[j]", "A[j] ^ B[j]", "A[j] << B[j]", "A[j] >> B[j]",
        "A[j] << (B[j] & 7)", "A[j] >> (B[j] & 7)", "A[j] << (B[j] & 63)", "A[j] >> (B[j] & 63)",
        "~A[j]", "(A[j] >> 4) & 15", "A[j] & 15 | (A[j] >> 4) << 4 ^ ~B[j]",
    };
    int before = expr_count, bitcasts = 0;
    for (size_t d = 0; d < NDT; d++) {
        tl_dtype t = all_dtypes[d];
        group g = { .in = t };
        for (size_t o = 0; o < sizeof bit_exprs / sizeof *bit_exprs; o++) {
            char expr[160];
            snprintf(expr, sizeof expr, "%s", bit_exprs[o]);
            for (char *q; (q = strstr(expr, "[j]"));) { /* the kernel's index */
                memmove(q + 13, q + 3, strlen(q + 3) + 1);
                memcpy(q, "[bx * 64 + i]", 13);
            }
            add(&g, expr, t, CMP_EXACT);
        }
        if (tl_dtype_is_int(t))
            ck_assert_msg(g.n == (int)(sizeof bit_exprs / sizeof *bit_exprs), "%s: only %d bitwise forms accepted",
                          tl_dtype_name(t), g.n);
        else
            ck_assert_msg(g.n == 0, "%s: a bitwise operator is accepted on a non-integer", tl_dtype_name(t));
        for (size_t b2 = 0; b2 < NDT; b2++) {
            tl_dtype u = all_dtypes[b2];
            if (u == t || t == TL_DT_BOOL || u == TL_DT_BOOL || tl_dtype_bits(u) != tl_dtype_bits(t))
                continue;
            char expr[128];
            snprintf(expr, sizeof expr, "bitcast(A[bx * 64 + i], %s)", tl_dtype_name(u));
            int n0 = g.n;
            add(&g, expr, u, CMP_EXACT);
            ck_assert_msg(g.n == n0 + 1, "%s is not accepted", expr);
            bitcasts++;
        }
        char what[64];
        snprintf(what, sizeof what, "bitwise %s", tl_dtype_name(t));
        run_group(what, &g);
    }
    printf("check_matrix: %d bitwise forms (%d bitcasts) ran on every route\n", expr_count - before, bitcasts);
    ck_assert_int_eq(bitcasts, 20 + 12 + 6 + 6); /* 8 bits: i8 u8 f8e4m3 f8e5m2 e8m0; 16: i16 u16 f16 bf16; 32: i32 u32 f32; 64: i64 u64 f64 */
}
END_TEST

/* ---- every fp8 encoding ------------------------------------------------------ */

/* All 256 bytes of each 8-bit float (f8e4m3, f8e5m2, e8m0), as a tensor of the dtype and as u8 bits,
 * through loads, tile copies (global -> shared -> fragment of f32 and back),
 * arithmetic and casts to every dtype and back: bit for bit with the
 * interpreter on every route. The tile (96) does not divide 256. */
START_TEST(fp8_every_encoding)
{
    static const tl_dtype f8[] = { TL_DT_F8E4M3, TL_DT_F8E5M2, TL_DT_E8M0 };
    for (size_t d = 0; d < sizeof f8 / sizeof *f8; d++) {
        const char *t = tl_dtype_name(f8[d]);
        static char src[8192];
        size_t at = (size_t)snprintf(src, sizeof src,
                                     "kernel e(X: %s[N], U: u8[N], Y: %s[N], F: f32[N], B: u8[N], S: %s[N], H: f16[N], "
                                     "R: %s[N], I: i32[N], W: %s[N])\n"
                                     "    grid(ceildiv(N, 96)) threads(32) as (bx)\n{\n"
                                     "    X_s = shared %s[96]\n    X_f = fragment f32[96]\n    Y_f = fragment %s[96]\n"
                                     "    copy(X[bx * 96], X_s)\n    copy(X_s, X_f)\n    copy(X_f, Y_f)\n"
                                     "    copy(Y_f, Y[bx * 96])\n"
                                     "    for i in parallel(96) {\n        if bx * 96 + i < N {\n"
                                     "            let j = bx * 96 + i\n"
                                     "            F[j] = f32(bitcast(U[j], %s))\n"
                                     "            B[j] = bitcast(%s(F[j] * 3.0), u8)\n"
                                     "            S[j] = X[j] * X[j] - X[j]\n"
                                     "            H[j] = f16(X[j])\n"
                                     "            R[j] = %s(f64(X[j]) * 1.0625 + 1e-3)\n"
                                     "            I[j] = i32(X[j])\n"
                                     "            W[j] = %s(I[j] + 1)\n"
                                     "        }\n    }\n}\n",
                                     t, t, t, t, t, t, t, t, t, t, t);
        (void)at;
        const int64_t n = 256;
        tens a[10];
        static const tl_dtype dts[10] = { 0 };
        (void)dts;
        tl_dtype types[10] = { f8[d], TL_DT_U8, f8[d], TL_DT_F32, TL_DT_U8, f8[d], TL_DT_F16, f8[d], TL_DT_I32, f8[d] };
        bool out[10] = { false, false, true, true, true, true, true, true, true, true };
        cmp_kind how[10];
        for (int i = 0; i < 10; i++) {
            fill(&a[i], types[i], 1, n, 1, false, false);
            how[i] = CMP_EXACT;
        }
        for (int i = 0; i < n; i++) { /* every byte */
            ((uint8_t *)a[0].data)[i] = (uint8_t)i;
            ((uint8_t *)a[1].data)[i] = (uint8_t)i;
        }
        char what[64];
        snprintf(what, sizeof what, "every %s encoding", t);
        ck_assert_msg(run_all(what, src, a, out, 10, how, 0), "%s: not accepted:\n%s", what, src);
        for (int i = 0; i < 10; i++)
            free(a[i].data);
    }
}
END_TEST

/* ---- gemm ------------------------------------------------------------------ */

START_TEST(gemm_every_transpose_and_dtype_pair)
{
    static const struct {
        tl_dtype in, acc;
    } pairs[] = { { TL_DT_F32, TL_DT_F32 }, { TL_DT_F16, TL_DT_F32 }, { TL_DT_BF16, TL_DT_F32 }, { TL_DT_F16, TL_DT_F16 },
                  { TL_DT_F64, TL_DT_F64 }, { TL_DT_I8, TL_DT_I32 }, { TL_DT_F8E4M3, TL_DT_F32 }, { TL_DT_F8E5M2, TL_DT_F32 } };
    int before = run_count;
    const int64_t M = 37, Nn = 29, K = 45;
    for (size_t p = 0; p < sizeof pairs / sizeof *pairs; p++) {
        const char *in = tl_dtype_name(pairs[p].in), *acc = tl_dtype_name(pairs[p].acc);
        /* A [M, K], At [K, M], B [K, N], Bt [N, K]; C_ab with a, b the transposes */
        static char src[8192];
        size_t at = (size_t)snprintf(src, sizeof src,
                                     "kernel g(A: %s[M, K], At: %s[K, M], B: %s[K, N], Bt: %s[N, K], C00: %s[M, N], "
                                     "C01: %s[M, N], C10: %s[M, N], C11: %s[M, N])\n"
                                     "    grid(ceildiv(N, 16), ceildiv(M, 16)) threads(32) as (bx, by)\n{\n",
                                     in, in, in, in, acc, acc, acc, acc);
        for (int ta = 0; ta < 2; ta++)
            for (int tb = 0; tb < 2; tb++)
                at += (size_t)snprintf(src + at, sizeof src - at,
                                       "    A%d%d = shared %s[16, 16]\n    B%d%d = shared %s[16, 16]\n    F%d%d = fragment %s[16, 16]\n"
                                       "    clear(F%d%d)\n"
                                       "    for k in range(ceildiv(K, 16)) {\n"
                                       "        copy(%s[%s], A%d%d)\n        copy(%s[%s], B%d%d)\n"
                                       "        gemm(A%d%d, B%d%d, F%d%d, transpose_a=%s, transpose_b=%s)\n"
                                       "    }\n    copy(F%d%d, C%d%d[by * 16, bx * 16])\n",
                                       ta, tb, in, ta, tb, in, ta, tb, acc, ta, tb, ta ? "At" : "A",
                                       ta ? "k * 16, by * 16" : "by * 16, k * 16", ta, tb, tb ? "Bt" : "B",
                                       tb ? "bx * 16, k * 16" : "k * 16, bx * 16", ta, tb, ta, tb, ta, tb, ta, tb,
                                       ta ? "true" : "false", tb ? "true" : "false", ta, tb, ta, tb);
        snprintf(src + at, sizeof src - at, "}\n");
        tens t[8];
        fill(&t[0], pairs[p].in, 2, M, K, false, true);
        fill(&t[2], pairs[p].in, 2, K, Nn, false, true);
        /* the transposed copies hold the same matrices */
        t[1] = (tens){ pairs[p].in, 2, { K, M }, malloc((size_t)(M * K) * esize(pairs[p].in)) };
        t[3] = (tens){ pairs[p].in, 2, { Nn, K }, malloc((size_t)(Nn * K) * esize(pairs[p].in)) };
        for (int64_t i = 0; i < M; i++)
            for (int64_t k = 0; k < K; k++)
                memcpy((char *)t[1].data + (size_t)(k * M + i) * esize(pairs[p].in),
                       (char *)t[0].data + (size_t)(i * K + k) * esize(pairs[p].in), esize(pairs[p].in));
        for (int64_t k = 0; k < K; k++)
            for (int64_t j = 0; j < Nn; j++)
                memcpy((char *)t[3].data + (size_t)(j * K + k) * esize(pairs[p].in),
                       (char *)t[2].data + (size_t)(k * Nn + j) * esize(pairs[p].in), esize(pairs[p].in));
        bool out[8] = { false, false, false, false, true, true, true, true };
        cmp_kind how[8];
        for (int i = 0; i < 8; i++) {
            how[i] = CMP_ACCUM;
            if (i >= 4)
                fill(&t[i], pairs[p].acc, 2, M, Nn, false, true);
        }
        char what[128];
        snprintf(what, sizeof what, "gemm %s -> %s, every transpose", in, acc);
        ck_assert_msg(run_all(what, src, t, out, 8, how, (double)K), "%s: not accepted:\n%s", what, src);
        for (int i = 0; i < 8; i++)
            free(t[i].data);
    }
    printf("check_matrix: %d gemm kernels (each with the 4 transpose combinations) ran on every route\n",
           run_count - before);
}
END_TEST

/* ---- reductions -------------------------------------------------------------- */

START_TEST(reductions_every_dim_and_dtype)
{
    static const char *const ops[] = { "reduce_sum", "reduce_max", "reduce_min", "reduce_absmax" };
    static const tl_dtype dts[] = { TL_DT_F32, TL_DT_F16, TL_DT_BF16, TL_DT_F64, TL_DT_I32, TL_DT_I8, TL_DT_U16, TL_DT_F8E4M3 };
    int before = run_count;
    for (size_t d = 0; d < sizeof dts / sizeof *dts; d++) {
        const char *t = tl_dtype_name(dts[d]);
        static char src[16384];
        size_t at = (size_t)snprintf(src, sizeof src, "kernel r(X: %s[M, 24]", t);
        for (int i = 0; i < 16; i++)
            at += (size_t)snprintf(src + at, sizeof src - at, ", Y%d: %s[M2, 8]", i, t);
        at += (size_t)snprintf(src + at, sizeof src - at,
                               ")\n    grid(ceildiv(M, 8)) threads(32) as (bx)\n{\n"
                               "    X_f = fragment %s[8, 24]\n    copy(X[bx * 8, 0], X_f)\n", t);
        cmp_kind how[17] = { CMP_EXACT };
        for (int o = 0; o < 4; o++)
            for (int dim = 0; dim < 2; dim++)
                for (int clear = 0; clear < 2; clear++) {
                    int i = o * 4 + dim * 2 + clear;
                    at += (size_t)snprintf(src + at, sizeof src - at, "    R%d = fragment %s[%s]\n", i, t, dim ? "8" : "24");
                    if (!clear) /* combined with what R holds */
                        at += (size_t)snprintf(src + at, sizeof src - at, "    fill(R%d, 1)\n", i);
                    at += (size_t)snprintf(src + at, sizeof src - at,
                                           "    %s(X_f, R%d, dim=%d, clear=%s)\n"
                                           "    for j in parallel(8) {\n        Y%d[bx, j] = R%d[j %% %d]\n    }\n",
                                           ops[o], i, dim, clear ? "true" : "false", i, i, dim ? 8 : 24);
                    how[1 + i] = o == 0 && tl_dtype_is_float(dts[d]) ? CMP_ACCUM : o == 0 ? CMP_EXACT : CMP_VALUE;
                }
        snprintf(src + at, sizeof src - at, "}\n");
        const int64_t M = 37, M2 = 5;
        tens a[17];
        fill(&a[0], dts[d], 2, M, 24, false, true);
        bool out[17] = { false };
        for (int i = 1; i < 17; i++) {
            fill(&a[i], dts[d], 2, M2, 8, false, true);
            out[i] = true;
        }
        char what[128];
        snprintf(what, sizeof what, "reductions on %s", t);
        ck_assert_msg(run_all(what, src, a, out, 17, how, 24), "%s: not accepted:\n%s", what, src);
        for (int i = 0; i < 17; i++)
            free(a[i].data);
    }
    printf("check_matrix: %d reduction kernels (4 ops x 2 dims x clear) ran on every route\n", run_count - before);
}
END_TEST

/* Rows long enough that the CPU reduces them in vector lanes
 * (src/cpu/reduce_lanes.c: at least two vectors, 128 bytes a vector), 300
 * long so that each dtype's lanes leave a tail: f32 and i32 9 vectors of 32
 * and 12 in order, f64 18 of 16 and 12, i8 2 of 128 and 44 (absmax stays in
 * order). */
START_TEST(reductions_in_lanes)
{
    static const char *const ops[] = { "reduce_sum", "reduce_max", "reduce_min", "reduce_absmax" };
    static const tl_dtype dts[] = { TL_DT_F32, TL_DT_F64, TL_DT_I32, TL_DT_I8 };
    int before = run_count;
    for (size_t d = 0; d < sizeof dts / sizeof *dts; d++) {
        const char *t = tl_dtype_name(dts[d]);
        static char src[8192];
        size_t at = (size_t)snprintf(src, sizeof src, "kernel r(X: %s[M, 300]", t);
        for (int i = 0; i < 8; i++)
            at += (size_t)snprintf(src + at, sizeof src - at, ", Y%d: %s[M2, 4]", i, t);
        at += (size_t)snprintf(src + at, sizeof src - at,
                               ")\n    grid(ceildiv(M, 4)) threads(32) as (bx)\n{\n"
                               "    X_f = fragment %s[4, 300]\n    copy(X[bx * 4, 0], X_f)\n", t);
        cmp_kind how[9] = { CMP_EXACT };
        for (int o = 0; o < 4; o++)
            for (int clear = 0; clear < 2; clear++) {
                int i = o * 2 + clear;
                at += (size_t)snprintf(src + at, sizeof src - at, "    R%d = fragment %s[4]\n", i, t);
                if (!clear)
                    at += (size_t)snprintf(src + at, sizeof src - at, "    fill(R%d, 1)\n", i);
                at += (size_t)snprintf(src + at, sizeof src - at,
                                       "    %s(X_f, R%d, dim=1, clear=%s)\n"
                                       "    for j in parallel(4) {\n        Y%d[bx, j] = R%d[j]\n    }\n",
                                       ops[o], i, clear ? "true" : "false", i, i);
                how[1 + i] = o == 0 && tl_dtype_is_float(dts[d]) ? CMP_ACCUM : o == 0 ? CMP_EXACT : CMP_VALUE;
            }
        snprintf(src + at, sizeof src - at, "}\n");
        const int64_t M = 9, M2 = 3;
        tens a[9];
        fill(&a[0], dts[d], 2, M, 300, false, true);
        bool out[9] = { false };
        for (int i = 1; i < 9; i++) {
            fill(&a[i], dts[d], 2, M2, 4, false, true);
            out[i] = true;
        }
        char what[128];
        snprintf(what, sizeof what, "reductions in lanes on %s", t);
        ck_assert_msg(run_all(what, src, a, out, 9, how, 300), "%s: not accepted:\n%s", what, src);
        for (int i = 0; i < 9; i++)
            free(a[i].data);
    }
    printf("check_matrix: %d reduction kernels of 300-element rows (4 ops x clear) ran on every route\n",
           run_count - before);
}
END_TEST

Suite *make_suite(void)
{
    Suite *s = suite_create("matrix");
    TCase *tc = tcase_create("dtypes x ops");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, elementwise_every_dtype);
    tcase_add_test(tc, bitwise_every_int_dtype);
    tcase_add_test(tc, gemm_every_transpose_and_dtype_pair);
    tcase_add_test(tc, reductions_every_dim_and_dtype);
    tcase_add_test(tc, reductions_in_lanes);
    suite_add_tcase(s, tc);
    TCase *f8 = tcase_create("fp8");
    tcase_set_timeout(f8, 600);
    tcase_add_test(f8, fp8_every_encoding);
    suite_add_tcase(s, f8);
    return s;
}

TL_TEST_MAIN()
