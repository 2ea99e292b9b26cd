/*
 * check_lang.c: the tile-language front end (src/lang): every example
 * compiles; the diagnostics for each bad input in tests/lang/bad/NAME.tile
 * match tests/lang/bad/NAME.err (TL_UPDATE_GOLDEN=1 rewrites the .err files
 * from what the compiler prints now); -D overrides and const folding; and no
 * mutated input crashes or hangs the front end; and the front end's cost is
 * linear (100k kernels, consts, names or scopes in one file).
 *
 * A bad input may start with a line `#! -D NAME=VALUE ...`: the suite passes
 * those overrides, as `tilec -D` would.
 */
#include <time.h>

#include "testutil.h"
#include "langtest.h"

#define BAD_DIR "tests/lang/bad"
#define EXAMPLES_DIR "examples"

START_TEST(examples_compile)
{
    size_t n;
    char **files = lt_list_tiles(EXAMPLES_DIR, &n);
    ck_assert_msg(n >= 10, "expected at least 10 examples, found %zu", n);
    for (size_t i = 0; i < n; i++) {
        size_t len;
        char *src = lt_read_file(files[i], &len);
        ck_assert_ptr_nonnull(src);
        tl_arena *a = tl_arena_new();
        char *diag;
        int nerr = -1;
        tl_module *m = lt_compile(a, files[i], src, len, NULL, 0, &diag, &nerr);
        ck_assert_msg(m != NULL && nerr == 0, "%s does not compile:\n%s", files[i], diag);
        ck_assert_msg(m->nkernels >= 1, "%s has no kernel", files[i]);
        free(diag);
        free(src);
        tl_arena_free(a);
    }
    lt_free_list(files, n);
}
END_TEST

/* Reads `#! -D A=1 -D B=2` from the first line into defs (at most 8). */
static size_t fixture_defines(tl_arena *a, const char *src, tl_define *defs)
{
    if (strncmp(src, "#!", 2) != 0)
        return 0;
    size_t n = 0;
    const char *eol = strchr(src, '\n');
    size_t linelen = eol ? (size_t)(eol - src) : strlen(src);
    char *line = tl_arena_strndup(a, src + 2, linelen - 2);
    for (char *tok = strtok(line, " \t"); tok && n < 8; tok = strtok(NULL, " \t")) {
        if (strcmp(tok, "-D") == 0)
            continue;
        ck_assert_msg(tl_lang_split_define(a, tok, &defs[n]), "bad define '%s' in a fixture", tok);
        n++;
    }
    return n;
}

START_TEST(bad_inputs_match_goldens)
{
    size_t n;
    char **files = lt_list_tiles(BAD_DIR, &n);
    ck_assert_msg(n >= 30, "expected at least 30 bad inputs, found %zu", n);
    bool update = getenv("TL_UPDATE_GOLDEN") && strcmp(getenv("TL_UPDATE_GOLDEN"), "1") == 0;
    int failures = 0;
    for (size_t i = 0; i < n; i++) {
        size_t len;
        char *src = lt_read_file(files[i], &len);
        ck_assert_ptr_nonnull(src);
        tl_arena *a = tl_arena_new();
        tl_define defs[8];
        size_t ndefs = fixture_defines(a, src, defs);
        char *diag;
        int nerr = 0;
        tl_module *m = lt_compile(a, files[i], src, len, defs, ndefs, &diag, &nerr);
        if (m != NULL || nerr == 0) {
            fprintf(stderr, "%s: compiled without an error\n", files[i]);
            failures++;
        }
        char golden[512];
        snprintf(golden, sizeof golden, "%.*s.err", (int)(strlen(files[i]) - 5), files[i]);
        if (update) {
            FILE *f = fopen(golden, "wb");
            ck_assert_msg(f != NULL, "cannot write %s", golden);
            fputs(diag, f);
            fclose(f);
        } else {
            size_t glen;
            char *want = lt_read_file(golden, &glen);
            if (!want) {
                fprintf(stderr, "%s: missing (run with TL_UPDATE_GOLDEN=1)\n", golden);
                failures++;
            } else if (strcmp(want, diag) != 0) {
                fprintf(stderr, "%s: diagnostics differ\n--- expected\n%s--- got\n%s", golden, want, diag);
                failures++;
            }
            free(want);
        }
        free(diag);
        free(src);
        tl_arena_free(a);
    }
    lt_free_list(files, n);
    ck_assert_msg(failures == 0, "%d bad input(s) did not match their goldens (see stderr)", failures);
}
END_TEST

static tl_module *compile_str(tl_arena *a, const char *src, const tl_define *defs, size_t ndefs, char **diag)
{
    int nerr;
    return lt_compile(a, "t.tile", src, strlen(src), defs, ndefs, diag, &nerr);
}

START_TEST(defines_override_consts_and_shapes)
{
    size_t len;
    char *src = lt_read_file(EXAMPLES_DIR "/gemm.tile", &len);
    ck_assert_ptr_nonnull(src);
    tl_arena *a = tl_arena_new();
    tl_define defs[] = {{"M", "256"}, {"BK", "8"}, {"N", "0x40"}};
    char *diag;
    int nerr;
    tl_module *m = lt_compile(a, "gemm.tile", src, len, defs, 3, &diag, &nerr);
    ck_assert_msg(m != NULL, "%s", diag);
    char *text = lt_print(m);
    ck_assert_msg(strstr(text, "A: f32[256, K], B: f32[K, 64], C: f32[256, 64]"), "%s", text);
    ck_assert_msg(strstr(text, "A_s = shared f32[64, 8]"), "%s", text);
    ck_assert_msg(strstr(text, "const BK = 8"), "%s", text);
    ck_assert_msg(strstr(text, "grid(1, 4)"), "%s", text);
    const tl_kernel *k = tl_ir_find_kernel(m, "matmul");
    ck_assert_ptr_nonnull(k);
    ck_assert_uint_eq(k->nshape_vars, 1); /* only K is left symbolic */
    ck_assert_str_eq(k->shape_vars[0]->name, "K");
    free(text);
    free(diag);
    free(src);
    tl_arena_free(a);
}
END_TEST

START_TEST(bad_define_names)
{
    tl_arena *a = tl_arena_new();
    tl_define defs[] = {{"1X", "3"}, {"B", "1"}, {"B", "2"}};
    char *diag;
    ck_assert_ptr_null(compile_str(a, "const B = 1\nkernel k(A: f32[N]) grid(1) threads(1) as (bx) {\n}\n", defs, 3, &diag));
    ck_assert_msg(strstr(diag, "-D 1X: not a valid NAME=VALUE"), "%s", diag);
    ck_assert_msg(strstr(diag, "-D B is given twice"), "%s", diag);
    free(diag);
    tl_define d;
    ck_assert(!tl_lang_split_define(a, "noequals", &d));
    ck_assert(!tl_lang_split_define(a, "=3", &d));
    ck_assert(tl_lang_split_define(a, "M=4096", &d));
    ck_assert_str_eq(d.name, "M");
    ck_assert_str_eq(d.value, "4096");
    tl_arena_free(a);
}
END_TEST

START_TEST(const_folding)
{
    tl_arena *a = tl_arena_new();
    char *diag;
    tl_module *m = compile_str(a,
                               "const A = 6\n"
                               "const B = A * 7 - 2\n"
                               "const C = ceildiv(B, 16)\n"
                               "const D = -B % 7\n"
                               "const E = 1.5 * 2\n"
                               "const F = B > 30 && !(C == 2)\n"
                               "const G = 65536 * 65536\n"
                               "kernel k(X: f32[N]) grid(C) threads(32) as (bx) {\n"
                               "    S = shared f32[B, C]\n"
                               "}\n",
                               NULL, 0, &diag);
    ck_assert_msg(m != NULL, "%s", diag);
    char *text = lt_print(m);
    ck_assert_msg(strstr(text, "const B = 40\n"), "%s", text);
    ck_assert_msg(strstr(text, "const C = 3\n"), "%s", text);
    ck_assert_msg(strstr(text, "const D = -5\n"), "%s", text);
    ck_assert_msg(strstr(text, "const E = 3.0\n"), "%s", text);
    ck_assert_msg(strstr(text, "const F = true\n"), "%s", text);
    ck_assert_msg(strstr(text, "const G = 4294967296\n"), "%s", text);
    ck_assert_msg(strstr(text, "S = shared f32[40, 3]"), "%s", text);
    ck_assert_int_eq(m->consts[6].value->dtype, TL_DT_I64);
    free(text);
    free(diag);
    tl_arena_free(a);
}
END_TEST

/* const NAME = tune(...): the candidates are kept, the value is the first
 * unless -D sets it (to any value of the candidates' kind), and the printed
 * IR shows the value alone: one configuration. */
START_TEST(tune_candidates)
{
    tl_arena *a = tl_arena_new();
    char *diag;
    const char *src = "const BM = tune(64, 2 * 16, 128)\n"
                      "const S = tune(0.5, -1.5)\n"
                      "const W = tune(false, true)\n"
                      "const P = 7\n"
                      "kernel k(X: f32[N]) grid(ceildiv(N, BM)) threads(32) as (bx) {\n"
                      "    X[bx] = S\n"
                      "}\n";
    tl_module *m = compile_str(a, src, NULL, 0, &diag);
    ck_assert_msg(m != NULL, "%s", diag);
    free(diag);
    ck_assert_int_eq(m->consts[0].ncandidates, 3);
    ck_assert_int_eq(m->consts[0].candidates[1]->i, 32);
    ck_assert_int_eq(m->consts[0].value->i, 64);
    ck_assert(!m->consts[0].defined);
    ck_assert_int_eq(m->consts[1].ncandidates, 2);
    ck_assert(m->consts[1].candidates[1]->f == -1.5);
    ck_assert_int_eq(m->consts[2].candidates[1]->dtype, TL_DT_BOOL);
    ck_assert_int_eq(m->consts[3].ncandidates, 0);
    char *text = lt_print(m);
    ck_assert_msg(strstr(text, "const BM = 64\nconst S = 0.5\nconst W = false\n"), "%s", text);
    free(text);
    tl_define defs[] = { { "BM", "96" }, { "W", "true" } };
    m = compile_str(a, src, defs, 2, &diag);
    ck_assert_msg(m != NULL, "%s", diag);
    free(diag);
    ck_assert_int_eq(m->consts[0].value->i, 96);
    ck_assert(m->consts[0].defined && !m->consts[1].defined && m->consts[2].defined);
    ck_assert_int_eq(m->consts[2].value->i, 1);
    /* a computed value equal to an earlier one is dropped (a literal
     * repeated is an error: tests/lang/bad/tune_duplicate.tile) */
    m = compile_str(a, "const D = 128\nconst BM = tune(select(D == 64, 192, 128), 64, 128)\n"
                       "kernel k(X: f32[N]) grid(1) threads(32) as (bx) {\n    X[0] = f32(BM)\n}\n", NULL, 0, &diag);
    ck_assert_msg(m != NULL, "%s", diag);
    free(diag);
    ck_assert_int_eq(m->consts[1].ncandidates, 2);
    ck_assert_int_eq(m->consts[1].candidates[0]->i, 128);
    ck_assert_int_eq(m->consts[1].candidates[1]->i, 64);
    tl_define d64[] = { { "D", "64" } };
    m = compile_str(a, "const D = 128\nconst BM = tune(select(D == 64, 192, 128), 64, 128)\n"
                       "kernel k(X: f32[N]) grid(1) threads(32) as (bx) {\n    X[0] = f32(BM)\n}\n", d64, 1, &diag);
    ck_assert_msg(m != NULL, "%s", diag);
    free(diag);
    ck_assert_int_eq(m->consts[1].ncandidates, 3);
    ck_assert_int_eq(m->consts[1].value->i, 192);
    tl_arena_free(a);
}
END_TEST

START_TEST(literals_adapt_and_stores_cast)
{
    tl_arena *a = tl_arena_new();
    char *diag;
    tl_module *m = compile_str(a,
                               "kernel k(X: f16[N], Y: f32[N], Z: u8[N]) grid(1) threads(32) as (bx) {\n"
                               "    Y[0] = X[0]\n"
                               "    X[1] = f16(2) * X[1] + 1\n"
                               "    Z[0] = Z[1] + 200\n"
                               "    Y[1] += 1\n"
                               "    X[2] = fma(2, X[2], 1)\n"
                               "}\n",
                               NULL, 0, &diag);
    ck_assert_msg(m != NULL, "%s", diag);
    char *text = lt_print(m);
    ck_assert_msg(strstr(text, "Y[0] = f32(X[0])"), "%s", text);
    ck_assert_msg(strstr(text, "X[1] = f16(2) * X[1] + 1.0"), "%s", text);
    ck_assert_msg(strstr(text, "Z[0] = Z[1] + 200"), "%s", text);
    ck_assert_msg(strstr(text, "Y[1] = Y[1] + 1.0"), "%s", text);
    /* fma's literals take the dtype of its first typed argument, wherever it
     * stands (the verifier wants one dtype for all three) */
    ck_assert_msg(strstr(text, "X[2] = fma(2.0, X[2], 1.0)"), "%s", text);
    free(text);
    free(diag);
    /* 300 does not fit in a u8 */
    ck_assert_ptr_null(compile_str(a, "kernel k(Z: u8[N]) grid(1) threads(32) as (bx) {\n    Z[0] = Z[1] + 300\n}\n",
                                   NULL, 0, &diag));
    ck_assert_msg(strstr(diag, "constant 300 does not fit in u8"), "%s", diag);
    free(diag);
    tl_arena_free(a);
}
END_TEST

START_TEST(null_and_tiny_inputs)
{
    tl_arena *a = tl_arena_new();
    int nerr = 0;
    ck_assert_ptr_null(tl_lang_compile(a, NULL, NULL, 0, NULL, 0, NULL, &nerr));
    ck_assert_int_gt(nerr, 0);
    const char *tiny[] = {"k", "kernel", "kernel k(", "const", "const X =", "{", "}", "#", "\n\n\n", "kernel k() grid(1) threads(1) as (b) {"};
    for (size_t i = 0; i < sizeof(tiny) / sizeof(tiny[0]); i++) {
        nerr = 0;
        ck_assert_ptr_null(tl_lang_compile(a, "t.tile", tiny[i], strlen(tiny[i]), NULL, 0, NULL, &nerr));
        ck_assert_msg(nerr > 0, "'%s' gave no error", tiny[i]);
    }
    tl_arena_free(a);
}
END_TEST

/* Deterministic mutations of every example (byte changes, deletions,
 * truncations, duplicated spans): the front end must answer each without
 * crashing, hanging or leaking (ASan), with a module or with errors. */
START_TEST(mutated_examples_do_not_crash)
{
    size_t n;
    char **files = lt_list_tiles(EXAMPLES_DIR, &n);
    uint64_t state = 0x9e3779b97f4a7c15ull;
    const char alphabet[] = "(){}[],:;=+-*/%<>!&|#.0123456789abcdefxyzABC_ \n\t\xff\xc3";
    for (size_t i = 0; i < n; i++) {
        size_t len;
        char *src = lt_read_file(files[i], &len);
        ck_assert_ptr_nonnull(src);
        char *buf = malloc(2 * len + 64);
        for (int iter = 0; iter < 300; iter++) {
            memcpy(buf, src, len);
            size_t blen = len;
            int edits = 1 + iter % 4;
            for (int e = 0; e < edits && blen > 0; e++) {
                state = state * 6364136223846793005ull + 1442695040888963407ull;
                size_t pos = (size_t)(state >> 33) % blen;
                switch ((state >> 20) % 4) {
                case 0: buf[pos] = alphabet[(state >> 40) % (sizeof(alphabet) - 1)]; break;
                case 1: memmove(buf + pos, buf + pos + 1, blen - pos - 1); blen--; break;
                case 2: blen = pos; break;
                default: {
                    size_t span = (state >> 45) % 32;
                    if (pos + span > blen)
                        span = blen - pos;
                    if (blen + span <= 2 * len + 64) {
                        memmove(buf + pos + span, buf + pos, blen - pos);
                        blen += span;
                    }
                }
                }
            }
            tl_arena *a = tl_arena_new();
            int nerr = 0;
            tl_module *m = tl_lang_compile(a, files[i], buf, blen, NULL, 0, NULL, &nerr);
            ck_assert(m != NULL || nerr > 0);
            if (m) {
                char *text = lt_print(m);
                free(text);
            }
            tl_arena_free(a);
        }
        free(buf);
        free(src);
    }
    lt_free_list(files, n);
}
END_TEST


/* ---- scale: names are hashed, so big files cost linear time ------------- */

#define SCALE_N 100000
#define SCALE_LIMIT_S 20.0 /* a guard against quadratic checks: linear takes about 1 s */

static double seconds_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Compiles src (parse and verify), prints the time, and checks that it took
 * less than SCALE_LIMIT_S and gave a module, or, with want_error, the error. */
static void compile_timed(const char *what, tl_strbuf *src, const char *want_error)
{
    ck_assert(!src->failed);
    tl_arena *a = tl_arena_new();
    char *diag = NULL;
    int nerr = 0;
    double t0 = seconds_now();
    tl_module *m = lt_compile(a, "scale.tile", src->data, src->len, NULL, 0, &diag, &nerr);
    double t = seconds_now() - t0;
    printf("lang scale: %s: %.3f s (%zu bytes)\n", what, t, src->len);
    if (want_error) {
        ck_assert_msg(m == NULL && strstr(diag, want_error), "%s: expected '%s', got:\n%.2000s", what, want_error, diag);
    } else {
        ck_assert_msg(m != NULL, "%s does not compile:\n%.2000s", what, diag);
    }
    ck_assert_msg(t < SCALE_LIMIT_S, "%s took %.1f s (limit %.0f s): a check is no longer linear", what, t,
                  SCALE_LIMIT_S);
    free(diag);
    tl_arena_free(a);
}

START_TEST(many_kernels_are_linear)
{
    tl_strbuf b = {0};
    for (int i = 0; i < SCALE_N; i++)
        tl_strbuf_printf(&b, "kernel k%d(A: f32[N]) grid(1) threads(1) as bx\n{\n    A[bx] = 1.0\n}\n", i);
    compile_timed("100000 kernels", &b, NULL);
    tl_strbuf_puts(&b, "kernel k0(A: f32[N]) grid(1) threads(1) as bx\n{\n    A[bx] = 2.0\n}\n");
    compile_timed("100000 kernels and a duplicate", &b, "kernel 'k0' is already defined at line 1");
    tl_strbuf_free(&b);
}
END_TEST

START_TEST(many_consts_are_linear)
{
    tl_strbuf b = {0};
    for (int i = 0; i < SCALE_N; i++)
        tl_strbuf_printf(&b, "const C%d = %d\n", i, i);
    tl_strbuf_puts(&b, "kernel k(A: i32[N]) grid(1) threads(1) as bx\n{\n");
    for (int i = 0; i < SCALE_N; i += 7)
        tl_strbuf_printf(&b, "    A[bx] = C%d\n", i);
    tl_strbuf_puts(&b, "}\n");
    compile_timed("100000 consts", &b, NULL);
    tl_strbuf_puts(&b, "const C99999 = 1\n");
    compile_timed("100000 consts and a duplicate", &b, "'C99999' is already declared as a const at line 100000");
    tl_strbuf_free(&b);
}
END_TEST

START_TEST(many_names_are_linear)
{
    tl_strbuf b = {0};
    /* one scope of 100k lets, each reading the one before */
    tl_strbuf_puts(&b, "kernel k(A: i32[N]) grid(1) threads(1) as bx\n{\n    let x0 = A[bx]\n");
    for (int i = 1; i < SCALE_N; i++)
        tl_strbuf_printf(&b, "    let x%d = x%d + 1\n", i, i - 1);
    tl_strbuf_printf(&b, "    A[bx] = x%d\n}\n", SCALE_N - 1);
    compile_timed("a kernel of 100000 names", &b, NULL);
    tl_strbuf_free(&b);
    memset(&b, 0, sizeof b);
    /* 100k sibling scopes reusing one name, under 1000 names in scope */
    tl_strbuf_puts(&b, "kernel k(A: i32[N]) grid(1) threads(1) as bx\n{\n");
    for (int i = 0; i < 1000; i++)
        tl_strbuf_printf(&b, "    let y%d = %d\n", i, i);
    for (int i = 0; i < SCALE_N; i++)
        tl_strbuf_printf(&b, "    for i in range(2) {\n        let x = i + y%d\n        A[bx] = x\n    }\n", i % 1000);
    tl_strbuf_puts(&b, "}\n");
    compile_timed("100000 scopes", &b, NULL);
    /* and a name declared twice in the 100000th scope */
    tl_strbuf_printf(&b, "kernel k2(A: i32[N]) grid(1) threads(1) as bx\n{\n");
    for (int i = 0; i < SCALE_N; i++)
        tl_strbuf_printf(&b, "    let x%d = %d\n", i, i);
    tl_strbuf_puts(&b, "    let x5 = 0\n}\n");
    compile_timed("a name declared again after 100000", &b, "'x5' is already declared at line");
    tl_strbuf_free(&b);
}
END_TEST

Suite *make_suite(void)
{
    Suite *s = suite_create("lang");
    TCase *tc = tcase_create("front end");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, examples_compile);
    tcase_add_test(tc, bad_inputs_match_goldens);
    tcase_add_test(tc, defines_override_consts_and_shapes);
    tcase_add_test(tc, bad_define_names);
    tcase_add_test(tc, const_folding);
    tcase_add_test(tc, tune_candidates);
    tcase_add_test(tc, literals_adapt_and_stores_cast);
    tcase_add_test(tc, null_and_tiny_inputs);
    tcase_add_test(tc, mutated_examples_do_not_crash);
    suite_add_tcase(s, tc);
    TCase *scale = tcase_create("scale");
    tcase_set_timeout(scale, 300);
    tcase_add_test(scale, many_kernels_are_linear);
    tcase_add_test(scale, many_consts_are_linear);
    tcase_add_test(scale, many_names_are_linear);
    suite_add_tcase(s, scale);
    return s;
}

TL_TEST_MAIN()
