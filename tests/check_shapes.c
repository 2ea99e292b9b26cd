/*
 * check_shapes.c: shape expressions in parameter shapes (`W: u8[N,
 * ceildiv(K, 2)]`, docs/language.md): a kernel whose tensors are shaped by
 * expressions of dims bound elsewhere runs the same on every CPU route (c
 * through cython: the runtime's checks; c through tvm_ffi: the C host
 * codegen's; llvm through tvm_ffi: the llvm host codegen's) as in the
 * interpreter, at sizes where the expressions round; a wrong extent gets the
 * same message, naming the argument, its dim and both values, from all three
 * and an equivalent one from the interpreter; the evaluator's text (pasted
 * into C host code) and tl_dim_eval agree. Also module dtypes (`dtype T =
 * f16`): -D T=bf16 replaces one, a bad -D value is an error naming it.
 */
#include <dlpack/dlpack.h>
#include <math.h>

#include "compile/compile.h"
#include "interp/interp.h"
#include "ir/shape.h"
#include "ir/value.h"
#include "langtest.h"
#include "runtime/runtime.h"
#include "testutil.h"

typedef struct route {
    const char *target, *exec;
} route;

static const route routes[] = { { "c", "cython" }, { "c", "tvm_ffi" }, { "llvm", "tvm_ffi" } };
#define NROUTES (sizeof routes / sizeof *routes)

/* Y[m, j] = X[m, 2 j] + X[m, 2 j + 1] (pairs of K, the last one alone when K
 * is odd); Z[m, g] = the sum of X[m, g G .. g G + G - 1]; V[i] = i for the
 * min(M, K) - 1 + 2 entries (an expression over two dims and a constant). */
static const char src[] =
    "const G = 4\n"
    "kernel pairs(X: f32[M, K], Y: f32[M, ceildiv(K, 2)], Z: f32[M, (K + G - 1) / G], V: i32[min(M, K) - 1 + 2])\n"
    "    grid(M) threads(32) as (m)\n"
    "{\n"
    "    for j in range(ceildiv(K, 2)) {\n"
    "        Y[m, j] = X[m, 2 * j] + X[m, 2 * j + 1]\n"
    "    }\n"
    "    for g in range((K + G - 1) / G) {\n"
    "        var acc: f32 = 0.0\n"
    "        for t in range(G) {\n"
    "            acc += X[m, g * G + t]\n"
    "        }\n"
    "        Z[m, g] = acc\n"
    "    }\n"
    "    if m == 0 {\n"
    "        for i in range(min(M, K) + 1) {\n"
    "            V[i] = i\n"
    "        }\n"
    "    }\n"
    "}\n";

static void shapes_of(int64_t M, int64_t K, int64_t sh[4][2])
{
    sh[0][0] = M, sh[0][1] = K;
    sh[1][0] = M, sh[1][1] = (K + 1) / 2;
    sh[2][0] = M, sh[2][1] = (K + 3) / 4;
    sh[3][0] = (M < K ? M : K) + 1, sh[3][1] = 0;
}

static const tl_dtype dts[4] = { TL_DT_F32, TL_DT_F32, TL_DT_F32, TL_DT_I32 };
static const int nd[4] = { 2, 2, 2, 1 };

static size_t elems(const int64_t *sh, int n)
{
    size_t e = 1;
    for (int d = 0; d < n; d++)
        e *= (size_t)sh[d];
    return e;
}

static tl_kernel_handle *load(const route *r, tl_compilation *c, tl_arena **ca, const tl_context **ctx)
{
    tl_error err = { 0 };
    *ctx = tl_create_backend_context(r->target, NULL, r->exec, &err);
    ck_assert_msg(*ctx != NULL, "%s", err.msg);
    *ca = tl_arena_new();
    int nerr = 0;
    char *diag = NULL;
    tl_module *m = lt_compile(*ca, "pairs.tile", src, strlen(src), NULL, 0, &diag, &nerr);
    ck_assert_msg(m != NULL, "%s", diag);
    free(diag);
    tl_compilation_init(c, *ca, *ctx, m, "pairs.tile");
    ck_assert_msg(tl_run_pipeline(c, &err) && tl_run_codegen(c, false, &err), "%s: %s", r->target, err.msg);
    tl_kernel_handle *h = tl_load(c, &err);
    ck_assert_msg(h != NULL, "%s/%s: %s", r->target, r->exec, err.msg);
    return h;
}

START_TEST(expressions_run_everywhere)
{
    static const int64_t sizes[][2] = { { 5, 9 }, { 3, 2 }, { 1, 1 }, { 7, 30 } }; /* M, K */
    tl_arena *a = tl_arena_new();
    int nerr = 0;
    tl_module *m = lt_compile(a, "pairs.tile", src, strlen(src), NULL, 0, NULL, &nerr);
    ck_assert_ptr_nonnull(m);
    for (size_t r = 0; r < NROUTES; r++) {
        if (strcmp(routes[r].target, "llvm") == 0 && !tl_have_llvm()) {
            printf("skipped: llvm (tilec is built without LLVM)\n");
            continue;
        }
        tl_compilation c;
        tl_arena *ca;
        const tl_context *ctx;
        tl_kernel_handle *h = load(&routes[r], &c, &ca, &ctx);
        for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++) {
            int64_t sh[4][2];
            shapes_of(sizes[s][0], sizes[s][1], sh);
            void *buf[4], *ref[4];
            DLTensor dl[4];
            tl_any any[4];
            tl_interp_tensor it[4];
            for (int i = 0; i < 4; i++) {
                size_t n = elems(sh[i], nd[i]);
                buf[i] = calloc(n, 4), ref[i] = calloc(n, 4);
                for (size_t e = 0; e < n; e++)
                    tl_interp_set(dts[i], buf[i], e, i == 0 ? (double)((e * 7) % 11) - 5.0 : -9.0);
                memcpy(ref[i], buf[i], n * 4);
                uint8_t code, bits;
                tl_dtype_to_dlpack(dts[i], &code, &bits);
                dl[i] = (DLTensor){ .data = buf[i], .device = { kDLCPU, 0 }, .ndim = nd[i], .dtype = { code, bits, 1 },
                                    .shape = sh[i] };
                any[i] = (tl_any){ TL_ANY_TENSOR, { .p = &dl[i] } };
                it[i] = (tl_interp_tensor){ dts[i], nd[i], { sh[i][0], sh[i][1] }, ref[i] };
            }
            tl_error err = { 0 };
            char msg[512];
            ck_assert_msg(tl_interp_run_kernel(m->kernels[0], it, 4, false, msg, sizeof msg), "%s", msg);
            ck_assert_msg(tl_kernel_launch(h, NULL, any, 4, 2, &err), "%s/%s: %s", routes[r].target, routes[r].exec,
                          err.msg);
            for (int i = 1; i < 4; i++)
                ck_assert_msg(memcmp(buf[i], ref[i], elems(sh[i], nd[i]) * 4) == 0, "%s/%s M=%lld K=%lld: argument %d differs",
                              routes[r].target, routes[r].exec, (long long)sizes[s][0], (long long)sizes[s][1], i);
            /* the interpreter against plain loops */
            const float *X = ref[0], *Y = ref[1], *Z = ref[2];
            int64_t M = sizes[s][0], K = sizes[s][1];
            for (int64_t mm = 0; mm < M; mm++) {
                for (int64_t j = 0; j < (K + 1) / 2; j++)
                    ck_assert_float_eq(Y[mm * sh[1][1] + j], X[mm * K + 2 * j] + (2 * j + 1 < K ? X[mm * K + 2 * j + 1] : 0));
                for (int64_t g = 0; g < (K + 3) / 4; g++) {
                    float acc = 0;
                    for (int64_t t = 0; t < 4; t++)
                        acc += g * 4 + t < K ? X[mm * K + g * 4 + t] : 0;
                    ck_assert_float_eq(Z[mm * sh[2][1] + g], acc);
                }
            }
            for (int64_t i = 0; i < sh[3][0]; i++)
                ck_assert_int_eq(((int32_t *)ref[3])[i], i);
            for (int i = 0; i < 4; i++)
                free(buf[i]), free(ref[i]);
        }
        tl_kernel_handle_free(h);
        tl_compilation_free(&c);
        tl_arena_free(ca);
        tl_context_free(ctx);
    }
    tl_arena_free(a);
}
END_TEST

/* A wrong extent: the same words from the runtime and both host codegens. */
START_TEST(wrong_extent_named)
{
    static const struct {
        int arg, dim;
        int64_t value;
        const char *msg;
    } cases[] = {
        { 1, 1, 4, "argument 1 (Y): dim 1 is ceildiv(K, 2) = 5, got 4" },
        { 2, 1, 2, "argument 2 (Z): dim 1 is (K + 4 - 1) / 4 = 3, got 2" },
        { 3, 0, 5, "argument 3 (V): dim 0 is min(M, K) - 1 + 2 = 6, got 5" },
        { 1, 0, 4, "argument 1 (Y): expected shape [5, 5], got [4, 5]" },
    };
    for (size_t r = 0; r < NROUTES; r++) {
        if (strcmp(routes[r].target, "llvm") == 0 && !tl_have_llvm())
            continue;
        tl_compilation c;
        tl_arena *ca;
        const tl_context *ctx;
        tl_kernel_handle *h = load(&routes[r], &c, &ca, &ctx);
        for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
            int64_t sh[4][2];
            shapes_of(5, 9, sh);
            sh[cases[k].arg][cases[k].dim] = cases[k].value;
            void *buf[4];
            DLTensor dl[4];
            tl_any any[4];
            for (int i = 0; i < 4; i++) {
                buf[i] = calloc(elems(sh[i], nd[i]) + 64, 4);
                uint8_t code, bits;
                tl_dtype_to_dlpack(dts[i], &code, &bits);
                dl[i] = (DLTensor){ .data = buf[i], .device = { kDLCPU, 0 }, .ndim = nd[i], .dtype = { code, bits, 1 },
                                    .shape = sh[i] };
                any[i] = (tl_any){ TL_ANY_TENSOR, { .p = &dl[i] } };
            }
            tl_error err = { 0 };
            ck_assert(!tl_kernel_launch(h, NULL, any, 4, 1, &err));
            ck_assert_msg(strcmp(err.msg, cases[k].msg) == 0, "%s/%s: got '%s', want '%s'", routes[r].target,
                          routes[r].exec, err.msg, cases[k].msg);
            /* the interpreter names the same dim and values */
            tl_interp_tensor it[4];
            for (int i = 0; i < 4; i++)
                it[i] = (tl_interp_tensor){ dts[i], nd[i], { sh[i][0], sh[i][1] }, buf[i] };
            char msg[512];
            ck_assert(!tl_interp_run_kernel(c.module->kernels[0], it, 4, false, msg, sizeof msg));
            if (k < 3) {
                char want[200];
                snprintf(want, sizeof want, "dim %d is %s", cases[k].dim, strstr(cases[k].msg, "is ") + 3);
                ck_assert_msg(strstr(msg, want) != NULL, "interpreter: '%s' lacks '%s'", msg, want);
            }
            for (int i = 0; i < 4; i++)
                free(buf[i]);
        }
        tl_kernel_handle_free(h);
        tl_compilation_free(&c);
        tl_arena_free(ca);
        tl_context_free(ctx);
    }
}
END_TEST

/* tl_dim_eval: exact, truncating / and %, ceildiv rounding up, and no value
 * past i32 (so that device code computing a dim in i32 is exact). */
START_TEST(evaluator)
{
    const int64_t dims[2] = { 7, 2147483647 };
    /* (dims[0] * 3 - 1) / 2 = 10; ceildiv(-7, 2) = -3; -7 % 2 = -1; dims[1] + 1 overflows */
    const int64_t a[] = { TL_DX_VAR, 0, TL_DX_CONST, 3, TL_DX_MUL, 0, TL_DX_CONST, 1, TL_DX_SUB, 0,
                          TL_DX_CONST, 2, TL_DX_DIV, 0 };
    const int64_t b[] = { TL_DX_VAR, 0, TL_DX_NEG, 0, TL_DX_CONST, 2, TL_DX_CEILDIV, 0 };
    const int64_t c[] = { TL_DX_VAR, 0, TL_DX_NEG, 0, TL_DX_CONST, 2, TL_DX_MOD, 0 };
    const int64_t d[] = { TL_DX_VAR, 1, TL_DX_CONST, 1, TL_DX_ADD, 0 };
    const int64_t z[] = { TL_DX_VAR, 0, TL_DX_CONST, 0, TL_DX_DIV, 0 };
    const int64_t mx[] = { TL_DX_VAR, 0, TL_DX_CONST, 9, TL_DX_MAX, 0, TL_DX_CONST, 8, TL_DX_MIN, 0 };
    int64_t v;
    ck_assert(tl_dim_eval(a, 7, dims, &v) && v == 10);
    ck_assert(tl_dim_eval(b, 4, dims, &v) && v == -3);
    ck_assert(tl_dim_eval(c, 4, dims, &v) && v == -1);
    ck_assert(!tl_dim_eval(d, 3, dims, &v));
    ck_assert(!tl_dim_eval(z, 3, dims, &v));
    ck_assert(tl_dim_eval(mx, 5, dims, &v) && v == 8);
    ck_assert(!tl_dim_eval(a, 6, dims, &v)); /* two values left on the stack */
    /* select(dims[0] <= 256, 32, 4), select(dims[0] != 7, 1, 2) */
    const int64_t s1[] = { TL_DX_VAR, 0, TL_DX_CONST, 256, TL_DX_LE, 0, TL_DX_CONST, 32, TL_DX_CONST, 4, TL_DX_SELECT, 0 };
    const int64_t s2[] = { TL_DX_VAR, 0, TL_DX_CONST, 7, TL_DX_NE, 0, TL_DX_CONST, 1, TL_DX_CONST, 2, TL_DX_SELECT, 0 };
    ck_assert(tl_dim_eval(s1, 6, dims, &v) && v == 32);
    ck_assert(tl_dim_eval(s2, 6, dims, &v) && v == 2);
    ck_assert(!tl_dim_eval(s1, 5, dims, &v)); /* three values left */
    /* a select's condition must be a comparison of dim expressions */
    static const char sel[] = "kernel k(X: f32[M, N], Y: f32[select(N <= 4, M, N)]) grid(ceildiv(M, select(N <= 256, 32, 4)))"
                              " threads(32) as (bx) { Y[0] = X[0, 0] }\n";
    tl_arena *ar = tl_arena_new();
    char *diag = NULL;
    int nerr = 0;
    tl_module *m = lt_compile(ar, "sel.tile", sel, strlen(sel), NULL, 0, &diag, &nerr);
    ck_assert_msg(m != NULL, "%s", diag ? diag : "");
    free(diag);
    tl_dim_code code;
    const tl_kernel *kk = m->kernels[0];
    ck_assert(tl_dim_compile(kk, kk->grid[0], &code));
    const int64_t mn[2] = { 100, 256 }, mn2[2] = { 100, 300 };
    ck_assert(tl_dim_eval(code.code, code.n, mn, &v) && v == 4);
    ck_assert(tl_dim_eval(code.code, code.n, mn2, &v) && v == 25);
    tl_arena_free(ar);
    /* the C text the C host pastes is the same evaluator */
    ck_assert_ptr_nonnull(strstr(tl_dim_eval_c_source, "static int tl_dim_eval_(const int64_t *code, int n"));
    ck_assert_ptr_nonnull(strstr(tl_dim_eval_c_source, "r < -2147483647 - 1 || r > 2147483647"));
}
END_TEST

START_TEST(dtype_decls)
{
    static const char dsrc[] = "dtype T = f16\n"
                               "kernel k(A: T[N], B: f32[N]) grid(1) threads(32) as (bx)\n"
                               "{\n"
                               "    C = shared T[4]\n"
                               "    let x: T = T(B[0])\n"
                               "    C[0] = x\n"
                               "    A[0] = bitcast(bitcast(C[0], u16), T)\n"
                               "}\n";
    static const struct {
        const char *value;
        tl_dtype want;
    } cases[] = { { NULL, TL_DT_F16 }, { "bf16", TL_DT_BF16 }, { "f16", TL_DT_F16 } };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        tl_arena *a = tl_arena_new();
        tl_define def = { "T", cases[i].value };
        char *diag = NULL;
        int nerr = 0;
        tl_module *m = lt_compile(a, "d.tile", dsrc, strlen(dsrc), &def, cases[i].value ? 1 : 0, &diag, &nerr);
        ck_assert_msg(m != NULL, "%s", diag);
        free(diag);
        ck_assert_int_eq(m->kernels[0]->params[0].buf->dtype, cases[i].want);
        tl_arena_free(a);
    }
    tl_arena *a = tl_arena_new();
    tl_define def = { "T", "f17" };
    char *diag = NULL;
    int nerr = 0;
    ck_assert_ptr_null(lt_compile(a, "d.tile", dsrc, strlen(dsrc), &def, 1, &diag, &nerr));
    ck_assert_int_eq(nerr, 1);
    ck_assert_msg(strstr(diag, "-D T=f17: T is a dtype: give one of bool i8 i16 i32 i64 u8 u16 u32 u64 f16 bf16 f32 f64"),
                  "%s", diag);
    free(diag);
    tl_arena_free(a);
}
END_TEST

Suite *make_suite(void)
{
    Suite *s = suite_create("shapes");
    TCase *tc = tcase_create("shapes");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, evaluator);
    tcase_add_test(tc, expressions_run_everywhere);
    tcase_add_test(tc, wrong_extent_named);
    tcase_add_test(tc, dtype_decls);
    suite_add_tcase(s, tc);
    return s;
}

TL_TEST_MAIN()
