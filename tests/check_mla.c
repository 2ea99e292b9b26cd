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
 * softmax attention in C; all of it for T = f16 (the file's) and T = bf16
 * (-D T=bf16: one source for both dtypes). Lse and Partial are the
 * module's global buffers: `tilec run --kernel mla_decode_split,
 * mla_decode_combine` allocates them for the sequence and checks it against
 * the interpreter on c and llvm (they cannot be given as inputs), and
 * tl_interp_run_sequence allocates them itself.
 */
#include <dlpack/dlpack.h>
#include <math.h>
#include <sys/wait.h>

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

static tl_dtype T = TL_DT_F16; /* the inputs' and the output's dtype in this run */

static void shapes(int64_t B, int64_t H, int64_t S, tens *t)
{
    const tens proto[NT] = {
        { T, 3, { B, H, D }, NULL },              { T, 3, { B, H, PE }, NULL },
        { T, 4, { B, S, 1, D }, NULL },           { T, 4, { B, S, 1, PE }, NULL },
        { TL_DT_F32, 3, { B, H, NSPLIT }, NULL }, { T, 4, { B, H, NSPLIT, D }, NULL },
        { T, 3, { B, H, D }, NULL },
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
                    acc += tl_interp_get(T, t[Q_].data, (size_t)((b * H + h) * D + d)) *
                           tl_interp_get(T, t[KV].data, (size_t)((b * S + s) * D + d));
                for (int d = 0; d < PE; d++)
                    acc += tl_interp_get(T, t[QPE].data, (size_t)((b * H + h) * PE + d)) *
                           tl_interp_get(T, t[KPE].data, (size_t)((b * S + s) * PE + d));
                w[s] = acc / sqrt((double)(D + PE));
                mx = fmax(mx, w[s]);
            }
            for (int64_t s = 0; s < S; s++)
                sum += w[s] = exp(w[s] - mx);
            for (int d = 0; d < D; d++) {
                double o = 0;
                for (int64_t s = 0; s < S; s++)
                    o += w[s] / sum * tl_interp_get(T, t[KV].data, (size_t)((b * S + s) * D + d));
                out[(b * H + h) * D + d] = o;
            }
        }
    free(w);
}

START_TEST(split_then_combine)
{
    T = _i ? TL_DT_BF16 : TL_DT_F16;
    const tl_define def = { "T", "bf16" };
    size_t ndef = _i ? 1 : 0;
    static const int64_t sizes[][3] = { { 2, 21, 77 }, { 1, 16, 200 }, { 3, 5, 3 }, { 1, 1, 1 } }; /* B, H, S */
    size_t len;
    char *src = lt_read_file("examples/mla_decode.tile", &len);
    ck_assert_ptr_nonnull(src);
    tl_arena *a = tl_arena_new();
    char *diag = NULL;
    int nerr = 0;
    tl_module *m = lt_compile(a, "examples/mla_decode.tile", src, len, &def, ndef, &diag, &nerr);
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
        tl_module *cm = lt_compile(ca[r], "examples/mla_decode.tile", src, len, &def, ndef, NULL, &nerr);
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
        {
            /* the interpreter's own sequence: it allocates Lse and Partial itself */
            static const char *const knames[2] = { "mla_decode_split", "mla_decode_combine" };
            static const char *const anames[5] = { "Q", "Q_pe", "KV", "K_pe", "Output" };
            const int which[5] = { Q_, QPE, KV, KPE, OUT };
            tl_interp_tensor it[5];
            size_t obytes = count(&ref[OUT]) * (size_t)(tl_dtype_bits(T) / 8);
            void *out2 = calloc(1, obytes);
            for (int i = 0; i < 5; i++) {
                const tens *x = &ref[which[i]];
                it[i] = (tl_interp_tensor){ x->dt, x->nd, { x->sh[0], x->sh[1], x->sh[2], x->sh[3] }, x->data };
            }
            it[4].data = out2;
            char msg[512];
            ck_assert_msg(tl_interp_run_sequence(m, knames, 2, anames, it, 5, false, msg, sizeof msg), "%s", msg);
            ck_assert(memcmp(out2, ref[OUT].data, obytes) == 0);
            ck_assert(!tl_interp_run_sequence(m, knames, 2, anames, it, 4, false, msg, sizeof msg));
            ck_assert_msg(strstr(msg, "kernel mla_decode_combine: no argument named 'Output'"), "%s", msg);
            free(out2);
        }
        double *want = malloc((size_t)(B * H * D) * sizeof *want), worst = 0;
        reference(ref, B, H, S, want);
        for (int64_t e = 0; e < B * H * D; e++) {
            double g = tl_interp_get(T, ref[OUT].data, (size_t)e);
            /* T inputs, T probabilities in the second gemm, a T output */
            ck_assert_msg(fabs(g - want[e]) <= (T == TL_DT_F16 ? 4e-3 : 3e-2) * (1 + fabs(want[e])), "B=%lld H=%lld S=%lld: Output[%lld] is %.6g, the C reference says %.6g",
                          (long long)B, (long long)H, (long long)S, (long long)e, g, want[e]);
            worst = fmax(worst, fabs(g - want[e]));
        }
        printf("check_mla: %s B=%lld H=%lld S=%lld: interpreter against the C reference, max abs error %.3g\n",
               tl_dtype_name(T), (long long)B, (long long)H, (long long)S, worst);
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
                    double tol = got[i].dt == TL_DT_F32 ? 1e-4 : got[i].dt == TL_DT_F16 ? 2e-3 : 2e-2;
                    bool same = (isinf(w) && g == w) || fabs(g - w) <= tol * (1 + fabs(w));
                    tl_assert_elem(same, "%s B=%lld H=%lld S=%lld: tensor %d element %zu is %.9g, the interpreter says %.9g",
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

/* tilec run's output for args, and its exit status in *rc. */
static char *tilec(const char *args, int *rc)
{
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "%s/tilec %s 2>&1", TL_TEST_BUILD_DIR, args);
    FILE *p = popen(cmd, "r");
    ck_assert_ptr_nonnull(p);
    size_t cap = 1 << 16, n = 0;
    char *out = calloc(cap, 1);
    while (n + 1 < cap && fgets(out + n, (int)(cap - n), p))
        n += strlen(out + n);
    int st = pclose(p);
    *rc = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
    return out;
}

START_TEST(run_the_sequence)
{
    static const char *const targets[] = { "c", "llvm" };
    for (int t = 0; t < 2; t++) {
        if (t == 1 && !tl_have_llvm())
            continue;
        char args[512];
        snprintf(args, sizeof args, "run examples/mla_decode.tile --kernel mla_decode_split,mla_decode_combine --target %s "
                 "--dim B=2 --dim H=19 --dim S=45 --check", targets[t]);
        int rc;
        char *out = tilec(args, &rc);
        ck_assert_msg(rc == 0 && strstr(out, "ran mla_decode_split,mla_decode_combine on ") &&
                          strstr(out, "check Output") && strstr(out, "check Partial"),
                      "%s", out);
        free(out);
    }
    int rc;
    char *out = tilec("run examples/mla_decode.tile --kernel mla_decode_split,mla_decode_combine --target c --input "
                      "Lse=nowhere.npy", &rc);
    ck_assert_msg(rc != 0 && strstr(out, "--input Lse: Lse is a global buffer of the module, which the run allocates "
                                          "(zero-filled) for its kernels"), "%s", out);
    free(out);
    out = tilec("run examples/mla_decode.tile --kernel mla_decode_split,nope --target c", &rc);
    ck_assert_msg(rc != 0 && strstr(out, "--kernel: examples/mla_decode.tile has no kernel 'nope'"), "%s", out);
    free(out);
}
END_TEST

Suite *make_suite(void)
{
    Suite *s = suite_create("mla");
    TCase *tc = tcase_create("mla");
    tcase_set_timeout(tc, 300);
    tcase_add_loop_test(tc, split_then_combine, 0, 2);
    tcase_add_test(tc, run_the_sequence);
    suite_add_tcase(s, tc);
    return s;
}

TL_TEST_MAIN()
