/*
 * check_mla.c: examples/mla_decode.tile, the MLA decode port with split and
 * combine (after TileLang's examples/deepseek_mla/example_mla_decode.py):
 * mla_decode_split then mla_decode_combine, run in that order with their
 * intermediate tensors Lse and Partial passed from one to the other, on
 * every CPU route (c through cython, llvm through tvm_ffi) and in the
 * interpreter, at sizes that are not multiples of the tiles (heads past a
 * block of 16, positions past a step of 32 and past a split, fewer
 * positions than splits); every route's Lse, Partial and Output against the
 * interpreter's, and the interpreter's Output against a plain double
 * softmax attention in C.
 */
#include <dlpack/dlpack.h>
#include <math.h>

#include "compile/compile.h"
#include "interp/interp.h"
#include "ir/value.h"
#include "langtest.h"
#include "runtime/runtime.h"
#include "testutil.h"

enum { D = 64, PE = 16, NSPLIT = 4 };
enum { Q_, QPE, KV, KPE, LSE, PART, OUT, NT };

typedef struct route {
    const char *target, *exec;
} route;

static const route routes[] = { { "c", "cython" }, { "llvm", "tvm_ffi" } };

typedef struct tens {
    tl_dtype dt;
    int nd;
    int64_t sh[4];
    void *data;
} tens;

static size_t count(const tens *t)
{
    size_t n = 1;
    for (int d = 0; d < t->nd; d++)
        n *= (size_t)t->sh[d];
    return n;
}

static uint64_t rng = 0x9e3779b97f4a7c15ull;
static double urand(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (double)(rng >> 11) / 9007199254740992.0 * 2.0 - 1.0;
}

static void shapes(int64_t B, int64_t H, int64_t S, tens *t)
{
    const tens proto[NT] = {
        { TL_DT_F16, 3, { B, H, D }, NULL },         { TL_DT_F16, 3, { B, H, PE }, NULL },
        { TL_DT_F16, 4, { B, S, 1, D }, NULL },      { TL_DT_F16, 4, { B, S, 1, PE }, NULL },
        { TL_DT_F32, 3, { B, H, NSPLIT }, NULL },    { TL_DT_F32, 4, { B, H, NSPLIT, D }, NULL },
        { TL_DT_F16, 3, { B, H, D }, NULL },
    };
    memcpy(t, proto, sizeof proto);
}

/* The two kernels' arguments out of the seven tensors. */
static const int split_args[6] = { Q_, QPE, KV, KPE, LSE, PART };
static const int combine_args[3] = { LSE, PART, OUT };

static void interp_run(const tl_module *m, const char *name, tens *t, const int *which, int n)
{
    tl_interp_tensor it[6];
    for (int i = 0; i < n; i++) {
        const tens *x = &t[which[i]];
        it[i] = (tl_interp_tensor){ x->dt, x->nd, { x->sh[0], x->sh[1], x->sh[2], x->sh[3] }, x->data };
    }
    char msg[512];
    ck_assert_msg(tl_interp_run(m, name, it, (size_t)n, false, msg, sizeof msg), "%s: %s", name, msg);
}

static void launch(tl_kernel_handle *h, const char *name, tens *t, const int *which, int n)
{
    DLTensor dl[6];
    tl_any any[6];
    for (int i = 0; i < n; i++) {
        const tens *x = &t[which[i]];
        uint8_t code, bits;
        tl_dtype_to_dlpack(x->dt, &code, &bits);
        dl[i] = (DLTensor){ .data = x->data, .device = { kDLCPU, 0 }, .ndim = x->nd, .dtype = { code, bits, 1 },
                            .shape = (int64_t *)x->sh };
        any[i] = (tl_any){ TL_ANY_TENSOR, { .p = &dl[i] } };
    }
    tl_error err = { 0 };
    ck_assert_msg(tl_kernel_launch(h, name, any, n, 2, &err), "%s: %s", name, err.msg);
}

/* Output[b, h, :] = softmax over s of (q . kv_s + qpe . kpe_s) / sqrt(D + PE), times kv_s, in double. */
static void reference(const tens *t, int64_t B, int64_t H, int64_t S, double *out)
{
    double *w = malloc((size_t)S * sizeof *w);
    for (int64_t b = 0; b < B; b++)
        for (int64_t h = 0; h < H; h++) {
            double mx = -INFINITY, sum = 0;
            for (int64_t s = 0; s < S; s++) {
                double acc = 0;
                for (int d = 0; d < D; d++)
                    acc += tl_interp_get(TL_DT_F16, t[Q_].data, (size_t)((b * H + h) * D + d)) *
                           tl_interp_get(TL_DT_F16, t[KV].data, (size_t)((b * S + s) * D + d));
                for (int d = 0; d < PE; d++)
                    acc += tl_interp_get(TL_DT_F16, t[QPE].data, (size_t)((b * H + h) * PE + d)) *
                           tl_interp_get(TL_DT_F16, t[KPE].data, (size_t)((b * S + s) * PE + d));
                w[s] = acc / sqrt((double)(D + PE));
                mx = fmax(mx, w[s]);
            }
            for (int64_t s = 0; s < S; s++)
                sum += w[s] = exp(w[s] - mx);
            for (int d = 0; d < D; d++) {
                double o = 0;
                for (int64_t s = 0; s < S; s++)
                    o += w[s] / sum * tl_interp_get(TL_DT_F16, t[KV].data, (size_t)((b * S + s) * D + d));
                out[(b * H + h) * D + d] = o;
            }
        }
    free(w);
}

START_TEST(split_then_combine)
{
    static const int64_t sizes[][3] = { { 2, 21, 77 }, { 1, 16, 200 }, { 3, 5, 3 }, { 1, 1, 1 } }; /* B, H, S */
    size_t len;
    char *src = lt_read_file("examples/mla_decode.tile", &len);
    ck_assert_ptr_nonnull(src);
    tl_arena *a = tl_arena_new();
    char *diag = NULL;
    int nerr = 0;
    tl_module *m = lt_compile(a, "examples/mla_decode.tile", src, len, NULL, 0, &diag, &nerr);
    ck_assert_msg(m != NULL, "%s", diag);
    free(diag);
    tl_kernel_handle *h[2] = { NULL, NULL };
    tl_compilation comp[2];
    tl_arena *ca[2];
    const tl_context *ctx[2];
    for (int r = 0; r < 2; r++) {
        if (strcmp(routes[r].target, "llvm") == 0 && !tl_have_llvm()) {
            printf("skipped: mla_decode on llvm (tilec is built without LLVM)\n");
            continue;
        }
        tl_error err = { 0 };
        ctx[r] = tl_create_backend_context(routes[r].target, NULL, routes[r].exec, &err);
        ck_assert_msg(ctx[r] != NULL, "%s", err.msg);
        ca[r] = tl_arena_new();
        tl_module *cm = lt_compile(ca[r], "examples/mla_decode.tile", src, len, NULL, 0, NULL, &nerr);
        ck_assert_ptr_nonnull(cm);
        tl_compilation_init(&comp[r], ca[r], ctx[r], cm, "examples/mla_decode.tile");
        ck_assert_msg(tl_run_pipeline(&comp[r], &err) && tl_run_codegen(&comp[r], false, &err), "%s: %s",
                      routes[r].target, err.msg);
        ck_assert_msg((h[r] = tl_load(&comp[r], &err)) != NULL, "%s: %s", routes[r].target, err.msg);
    }
    for (size_t z = 0; z < sizeof sizes / sizeof *sizes; z++) {
        int64_t B = sizes[z][0], H = sizes[z][1], S = sizes[z][2];
        tens ref[NT], got[NT];
        shapes(B, H, S, ref);
        for (int i = 0; i < NT; i++) {
            size_t bytes = count(&ref[i]) * (size_t)(tl_dtype_bits(ref[i].dt) / 8);
            ref[i].data = calloc(1, bytes);
            for (size_t e = 0; i < LSE && e < count(&ref[i]); e++)
                tl_interp_set(ref[i].dt, ref[i].data, e, urand() * 2.0);
        }
        interp_run(m, "mla_decode_split", ref, split_args, 6);
        interp_run(m, "mla_decode_combine", ref, combine_args, 3);
        double *want = malloc((size_t)(B * H * D) * sizeof *want), worst = 0;
        reference(ref, B, H, S, want);
        for (int64_t e = 0; e < B * H * D; e++) {
            double g = tl_interp_get(TL_DT_F16, ref[OUT].data, (size_t)e);
            /* f16 inputs, f16 probabilities in the second gemm, an f16 output */
            ck_assert_msg(fabs(g - want[e]) <= 4e-3 * (1 + fabs(want[e])), "B=%lld H=%lld S=%lld: Output[%lld] is %.6g, the C reference says %.6g",
                          (long long)B, (long long)H, (long long)S, (long long)e, g, want[e]);
            worst = fmax(worst, fabs(g - want[e]));
        }
        printf("check_mla: B=%lld H=%lld S=%lld: interpreter against the C reference, max abs error %.3g\n",
               (long long)B, (long long)H, (long long)S, worst);
        for (int r = 0; r < 2; r++) {
            if (!h[r])
                continue;
            shapes(B, H, S, got);
            for (int i = 0; i < NT; i++) {
                size_t bytes = count(&got[i]) * (size_t)(tl_dtype_bits(got[i].dt) / 8);
                got[i].data = malloc(bytes);
                if (i < LSE)
                    memcpy(got[i].data, ref[i].data, bytes);
                else
                    memset(got[i].data, 0xff, bytes); /* NaN: every element must be written */
            }
            launch(h[r], "mla_decode_split", got, split_args, 6);
            launch(h[r], "mla_decode_combine", got, combine_args, 3);
            for (int i = LSE; i < NT; i++)
                for (size_t e = 0; e < count(&got[i]); e++) {
                    double g = tl_interp_get(got[i].dt, got[i].data, e), w = tl_interp_get(ref[i].dt, ref[i].data, e);
                    bool same = (isinf(w) && g == w) || fabs(g - w) <= 1e-3 * (1 + fabs(w));
                    ck_assert_msg(same, "%s B=%lld H=%lld S=%lld: tensor %d element %zu is %.9g, the interpreter says %.9g",
                                  routes[r].target, (long long)B, (long long)H, (long long)S, i, e, g, w);
                }
            for (int i = 0; i < NT; i++)
                free(got[i].data);
        }
        free(want);
        for (int i = 0; i < NT; i++)
            free(ref[i].data);
    }
    for (int r = 0; r < 2; r++) {
        if (!h[r])
            continue;
        tl_kernel_handle_free(h[r]);
        tl_compilation_free(&comp[r]);
        tl_arena_free(ca[r]);
        tl_context_free(ctx[r]);
    }
    tl_arena_free(a);
    free(src);
}
END_TEST

Suite *make_suite(void)
{
    Suite *s = suite_create("mla");
    TCase *tc = tcase_create("mla");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, split_then_combine);
    suite_add_tcase(s, tc);
    return s;
}

TL_TEST_MAIN()
