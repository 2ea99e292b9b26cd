/*
 * check_cutedsl.c: the cutedsl backend with no CuTe DSL installed. For every
 * example: the gpu pipeline and the CuTe DSL codegen for target cutedsl, the
 * module compared with tests/golden/cutedsl/NAME.py (TL_UPDATE_GOLDEN=1
 * refreshes them) and its kernels and launchers present; then all modules
 * (and those of the cases below) checked in one python3 process by
 * tests/cutedsl/check_names.py: py_compile, and every cute.* and cutlass.*
 * name they use in the CuTe DSL's list (tests/cutedsl/cute_names.txt, from
 * CUTLASS 4.7.0's sources), skipped with the reason when python3 is absent;
 * with TILEC_CUTEDSL_SRC naming a CUTLASS checkout's python/CuTeDSL folder,
 * also the DSL's own AST preprocessor over every kernel and launcher
 * (tests/cutedsl/check_preprocess.py).
 * The statement forms the examples do not show (break and continue as
 * flags, atomics, swizzle, shifts, bitcast, 4-bit stores, and the kernels
 * of tests/gpu/lang_ops.tile), the refusals, the shared memory limit, and the execution backend's answers: its probe and load say why
 * the module cannot run here, `any` resolves it for a build that only
 * writes code.
 */
#include <sys/stat.h>

#include "compile/compile.h"
#include "langtest.h"
#include "testutil.h"

#define EXAMPLES "examples"
#define GOLDEN "tests/golden/cutedsl"
#define OUTDIR TL_TEST_BUILD_DIR "/cutedsl-modules"

typedef struct built {
    tl_arena *arena;
    tl_module *m;
    const tl_context *ctx;
    tl_compilation c;
    bool ok;
} built;

/* Front end, gpu pipeline and the cutedsl codegen of src. The execution
 * backend cannot run here: `any` resolves it all the same (nothing is
 * loaded). */
static bool build_src(built *b, const char *path, const char *src, size_t len, tl_error *err)
{
    memset(b, 0, sizeof *b);
    b->arena = tl_arena_new();
    int nerr = 0;
    char *diag = NULL;
    b->m = lt_compile(b->arena, path, src, len, NULL, 0, &diag, &nerr);
    if (!b->m) {
        tl_error_set(err, TL_ERR_INVALID, "%s: front end failed: %s", path, diag ? diag : "");
        free(diag);
        return false;
    }
    free(diag);
    b->ctx = tl_create_backend_context("cutedsl", NULL, "none", err);
    if (!b->ctx)
        return false;
    tl_compilation_init(&b->c, b->arena, b->ctx, b->m, path);
    b->ok = true;
    return tl_run_pipeline(&b->c, err) && tl_run_codegen(&b->c, false, err);
}

static bool build_file(built *b, const char *path, tl_error *err)
{
    size_t len;
    char *src = lt_read_file(path, &len);
    ck_assert_msg(src != NULL, "cannot read %s", path);
    bool ok = build_src(b, path, src, len, err);
    free(src);
    return ok;
}

static void unbuild(built *b)
{
    if (b->ok)
        tl_compilation_free(&b->c);
    if (b->ctx)
        tl_context_free(b->ctx);
    tl_arena_free(b->arena);
}

static void golden(const char *name, const char *text)
{
    char path[512];
    snprintf(path, sizeof path, GOLDEN "/%s", name);
    if (getenv("TL_UPDATE_GOLDEN")) {
        FILE *f = fopen(path, "wb");
        ck_assert_msg(f != NULL, "cannot write %s", path);
        fputs(text, f);
        fclose(f);
        return;
    }
    size_t len;
    char *want = lt_read_file(path, &len);
    ck_assert_msg(want != NULL, "%s is missing (TL_UPDATE_GOLDEN=1 writes it)", path);
    ck_assert_msg(strcmp(want, text) == 0, "%s differs from the generated module (TL_UPDATE_GOLDEN=1 refreshes it)", path);
    free(want);
}

/* Writes a module where the batch check finds it. */
static void keep(const char *name, const char *text)
{
    mkdir(OUTDIR, 0777);
    char path[512];
    snprintf(path, sizeof path, OUTDIR "/%s.py", name);
    FILE *f = fopen(path, "wb");
    ck_assert_msg(f != NULL, "cannot write %s", path);
    fputs(text, f);
    fclose(f);
}

static char **examples;
static size_t nexamples;

/* The examples written for the CPU alone: their tiles exceed a GPU's shared
 * memory, which the target's limit reports. */
static bool cpu_only(const char *path)
{
    return strstr(path, "gemm_cpu.tile") != NULL;
}

/* name (without .tile) of an example's path */
static void stem(const char *path, char *out, size_t cap)
{
    const char *file = strrchr(path, '/') + 1;
    snprintf(out, cap, "%.*s", (int)(strlen(file) - 5), file);
}

/* The module of one example: golden, every kernel with its launcher, the
 * launch of each, kept for the batch check. */
static void example_module(const char *path)
{
    tl_error err = {0};
    built b;
    bool ok = build_file(&b, path, &err);
    if (cpu_only(path)) {
        ck_assert(!ok);
        tl_assert_msg_contains(&err, "needs 524288 bytes of shared memory, more than the 232448 any GPU the CuTe DSL runs on allows");
        unbuild(&b);
        return;
    }
    ck_assert_msg(ok, "%s: %s", path, err.msg);
    char name[256], gname[300];
    stem(path, name, sizeof name);
    snprintf(gname, sizeof gname, "%s.py", name);
    const char *src = tl_strbuf_cstr(&b.c.device_source);
    golden(gname, src);
    ck_assert(strstr(src, "import cutlass.cute as cute\n") != NULL);
    for (size_t i = 0; i < b.m->nkernels; i++) {
        char want[400];
        snprintf(want, sizeof want, "@cute.kernel\ndef %s_kernel(", b.m->kernels[i]->name);
        ck_assert_msg(strstr(src, want) != NULL, "%s: no '%s'", path, want);
        snprintf(want, sizeof want, "@cute.jit\ndef %s(", b.m->kernels[i]->name);
        ck_assert_msg(strstr(src, want) != NULL, "%s: no '%s'", path, want);
        snprintf(want, sizeof want, "    %s_kernel(", b.m->kernels[i]->name);
        ck_assert_msg(strstr(src, want) != NULL && strstr(strstr(src, want), ").launch(grid=[") != NULL,
                      "%s: %s is not launched", path, b.m->kernels[i]->name);
    }
    ck_assert(strstr(src, "TILEC_KERNELS = {") != NULL);
    /* f16 gemms on tensor cores go through the DSL's MMA atom */
    if (strcmp(name, "gemm_f16") == 0)
        ck_assert(strstr(src, "cute.nvgpu.warp.MmaF16BF16Op(cutlass.Float16, cutlass.Float32, (16, 8, 16))") != NULL &&
                  strstr(src, "cute.mma_atom_call(") != NULL);
    /* --emit source gives the same text */
    tl_strbuf e = {0};
    ck_assert_msg(tl_emit(&b.c, "source", &e, &err), "%s", err.msg);
    ck_assert_str_eq(tl_strbuf_cstr(&e), src);
    tl_strbuf_free(&e);
    keep(name, src);
    unbuild(&b);
}

START_TEST(example_modules_match_goldens)
{
    example_module(examples[_i]);
}
END_TEST

/* Statement forms no example has, each a module of its own. */
static const char *const cases[][2] = {
    {"flags",
     "kernel flags(X: i32[N], Y: i32[N]) grid(1) threads(32) as (bx) {\n"
     "    for t in threads() {\n"
     "        var s = 0\n"
     "        var i = 0\n"
     "        while i < N {\n"
     "            i += 1\n"
     "            if X[i] < 0 { continue }\n"
     "            if X[i] > 100 { break }\n"
     "            s += X[i] << (t % 8)\n"
     "            if i < N - 1 && X[i + 1] > 7 { s += 1 }\n"
     "        }\n"
     "        for j in range(4) {\n"
     "            if j == t { break }\n"
     "            s = s ^ (s >> 1)\n"
     "        }\n"
     "        Y[t] = s / 3 + s % 5\n"
     "    }\n"
     "}\n"},
    {"atomics",
     "kernel atomics(X: f32[N], S: f32[1], M: i32[1], H: f16[1]) grid(ceildiv(N, 128)) threads(128) as (bx) {\n"
     "    X_s = shared f32[128]\n"
     "    copy(X[bx * 128], X_s)\n"
     "    acc = fragment f32[1]\n"
     "    reduce_sum(X_s, acc, dim=0)\n"
     "    atomic_add(acc, S[0:1])\n"
     "    m = fragment i32[1]\n"
     "    for i in parallel(1) { m[i] = i32(acc[i]) }\n"
     "    atomic_max(m, M[0:1])\n"
     "    h = fragment f16[1]\n"
     "    for i in parallel(1) { h[i] = f16(acc[i]) }\n"
     "    atomic_add(h, H[0:1])\n"
     "}\n"},
    {"bits",
     "kernel bits(X: f32[N], Y: u32[N], Z: bf16[N], Q: u4[N], F: f4e2m1[N]) grid(ceildiv(N, 64), 4) threads(64) as (bx, by) swizzle(2) {\n"
     "    for i in parallel(64) {\n"
     "        let x = X[bx * 64 + i]\n"
     "        Y[bx * 64 + i] = bitcast(x, u32) >> 3\n"
     "        Z[bx * 64 + i] = bf16(sigmoid(x) + erf(x))\n"
     "        Q[bx * 64 + i] = u4(x)\n"
     "        F[bx * 64 + i] = f4e2m1(x)\n"
     "    }\n"
     "}\n"},
    {"narrow",
     "kernel narrow(X: i8[N], S: i8[1], M: i16[1]) grid(1) threads(32) as (bx) {\n"
     "    X_s = shared i8[32]\n"
     "    copy(X[0], X_s)\n"
     "    atomic_add(X_s[0:1], S[0:1])\n"
     "    Y_s = shared i16[1]\n"
     "    for i in parallel(1) { Y_s[i] = i16(X_s[i]) }\n"
     "    atomic_max(Y_s, M[0:1])\n"
     "}\n"},
};

START_TEST(other_forms_compile)
{
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        tl_error err = {0};
        built b;
        char path[64];
        snprintf(path, sizeof path, "%s.tile", cases[i][0]);
        ck_assert_msg(build_src(&b, path, cases[i][1], strlen(cases[i][1]), &err), "%s: %s", path, err.msg);
        const char *src = tl_strbuf_cstr(&b.c.device_source);
        if (strcmp(cases[i][0], "flags") == 0) {
            /* the DSL has no early exit from a loop it compiles: flags */
            ck_assert(strstr(src, "tl_brk0 = cutlass.Boolean(False)") != NULL);
            ck_assert(strstr(src, "while (not tl_brk0) and ") != NULL);
            ck_assert(strstr(src, "if not tl_stop0:") != NULL);
            ck_assert(strstr(src, "tl_brk1 = cutlass.Boolean(True)") != NULL);
            ck_assert(strstr(src, "break\n") == NULL && strstr(src, "continue\n") == NULL);
            ck_assert(strstr(src, "tl_shl(") != NULL && strstr(src, "tl_shr(") != NULL);
            ck_assert(strstr(src, "tl_div(") != NULL && strstr(src, "tl_mod(") != NULL);
            /* && whose right side loads: a branch, as && says */
            ck_assert(strstr(src, " else cutlass.Boolean(False))") != NULL);
        } else if (strcmp(cases[i][0], "atomics") == 0) {
            ck_assert(strstr(src, "cute.arch.atomic_add(S.iterator + ") != NULL);
            ck_assert(strstr(src, "cute.arch.atomic_max(M.iterator + ") != NULL);
            ck_assert(strstr(src, "cute.arch.atomic_add(H.iterator + ") != NULL);
        } else if (strcmp(cases[i][0], "narrow") == 0) {
            /* 8- and 16-bit atomics: a compare-and-swap loop on the word */
            ck_assert(strstr(src, "cute.arch.atomic_cas(tl_w") != NULL);
            ck_assert(strstr(src, "tl_new") != NULL && strstr(src, "cute.math.max(tl_cur") != NULL);
        } else {
            /* a nibble store: xored into its word */
            ck_assert(strstr(src, "cute.arch.atomic_xor(tl_w") != NULL);
            ck_assert(strstr(src, "# swizzle(2): blocks rasterized in panels of 2 block rows") != NULL);
            ck_assert(strstr(src, "tl_bitcast(") != NULL && strstr(src, "cutlass.Uint32") != NULL);
            ck_assert(strstr(src, "cute.math.erf(") != NULL && strstr(src, "tl_sigmoid(") != NULL);
        }
        keep(cases[i][0], src);
        unbuild(&b);
    }
    /* the language's operations on the GPU (tests/gpu/lang_ops.tile: 4-bit
     * bitcasts and stores, narrow atomics, every math function...) */
    tl_error err = {0};
    built b;
    ck_assert_msg(build_file(&b, "tests/gpu/lang_ops.tile", &err), "%s", err.msg);
    const char *src = tl_strbuf_cstr(&b.c.device_source);
    ck_assert(strstr(src, "tl_from4(tl_code4(") != NULL);
    keep("lang_ops", src);
    unbuild(&b);
}
END_TEST

/* What the codegen refuses, it refuses with the kernel's location and the
 * reason. */
START_TEST(refusals_say_why)
{
    static const char *const bad[][2] = {
        {"kernel h(X: f16[N], S: f16[1]) grid(1) threads(32) as (bx) {\n"
         "    X_s = shared f16[32]\n"
         "    copy(X[0], X_s)\n"
         "    atomic_max(X_s[0:1], S[0:1])\n"
         "}\n",
         "atomic_max into f16 tensor 'S'"},
        {"kernel e(X: f8e4m3[N], S: f8e4m3[1]) grid(1) threads(32) as (bx) {\n"
         "    X_s = shared f8e4m3[32]\n"
         "    copy(X[0], X_s)\n"
         "    atomic_add(X_s[0:1], S[0:1])\n"
         "}\n",
         "atomic_add into f8e4m3 tensor 'S'"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        tl_error err = {0};
        built b;
        ck_assert(!build_src(&b, "bad.tile", bad[i][0], strlen(bad[i][0]), &err));
        ck_assert_int_eq(err.code, TL_ERR_NOT_IMPLEMENTED);
        tl_assert_msg_contains(&err, "bad.tile:1:1: kernel '");
        tl_assert_msg_contains(&err, "the cutedsl codegen cannot write this yet: ");
        tl_assert_msg_contains(&err, bad[i][1]);
        unbuild(&b);
    }
}
END_TEST

/* All modules in one python3 process: py_compile and the CuTe DSL's names. */
START_TEST(modules_compile_and_use_only_the_dsl_names)
{
    /* the modules of every example and case, written here whatever order
     * the tests ran in */
    for (size_t i = 0; i < nexamples; i++)
        if (!cpu_only(examples[i]))
            example_module(examples[i]);
    if (system("command -v python3 >/dev/null 2>&1") != 0) {
        printf("skipped: py_compile and the CuTe DSL name check: no python3\n");
        return;
    }
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "python3 tests/cutedsl/check_names.py tests/cutedsl/cute_names.txt " OUTDIR "/*.py 2>&1");
    FILE *p = popen(cmd, "r");
    ck_assert(p != NULL);
    char out[8192] = "";
    size_t n = fread(out, 1, sizeof out - 1, p);
    out[n] = 0;
    int rc = pclose(p);
    ck_assert_msg(rc == 0, "check_names.py failed:\n%s", out);
    ck_assert_msg(strstr(out, "ok: ") != NULL, "%s", out);
    /* the DSL's own AST preprocessor over every kernel and launcher, where
     * a CUTLASS checkout is at hand (its python/CuTeDSL folder) */
    const char *src = getenv("TILEC_CUTEDSL_SRC");
    if (!src || !*src || strchr(src, '\'') != NULL) {
        printf("skipped: the CuTe DSL's AST preprocessor: TILEC_CUTEDSL_SRC names no CUTLASS python/CuTeDSL folder\n");
        return;
    }
    snprintf(cmd, sizeof cmd, "python3 tests/cutedsl/check_preprocess.py '%s' " OUTDIR "/*.py 2>&1", src);
    p = popen(cmd, "r");
    ck_assert(p != NULL);
    n = fread(out, 1, sizeof out - 1, p);
    out[n] = 0;
    rc = pclose(p);
    ck_assert_msg(rc == 0, "check_preprocess.py failed:\n%s", out);
    ck_assert_msg(strstr(out, "ok: ") != NULL, "%s", out);
    printf("%s", out);
}
END_TEST

/* A module that names something outside the DSL's list is refused by the
 * checker (the check can fail). */
START_TEST(name_check_catches_a_stray_name)
{
    if (system("command -v python3 >/dev/null 2>&1") != 0) {
        printf("skipped: the CuTe DSL name check: no python3\n");
        return;
    }
    mkdir(TL_TEST_BUILD_DIR "/cutedsl-bad", 0777);
    FILE *f = fopen(TL_TEST_BUILD_DIR "/cutedsl-bad/bad.py", "wb");
    ck_assert(f != NULL);
    fputs("import cutlass\nimport cutlass.cute as cute\n\n\n@cute.kernel\ndef k_kernel(A: cute.Tensor):\n"
          "    cute.arch.sync_everything()\n\n\n@cute.jit\ndef k(A: cute.Tensor):\n"
          "    k_kernel(A).launch(grid=[1, 1, 1], block=[32, 1, 1])\n", f);
    fclose(f);
    FILE *p = popen("python3 tests/cutedsl/check_names.py tests/cutedsl/cute_names.txt " TL_TEST_BUILD_DIR
                    "/cutedsl-bad/bad.py 2>&1", "r");
    ck_assert(p != NULL);
    char out[2048] = "";
    size_t n = fread(out, 1, sizeof out - 1, p);
    out[n] = 0;
    ck_assert(pclose(p) != 0);
    ck_assert_msg(strstr(out, "cute.arch.sync_everything is not a name of the CuTe DSL") != NULL, "%s", out);
}
END_TEST

/* `tilec build --emit source` writes the module although nothing can run
 * it here (the execution backend resolved as `any`); the default --emit lib
 * says why it cannot. */
START_TEST(cli_emits_the_module)
{
    FILE *p = popen(TL_TEST_BUILD_DIR "/tilec build examples/vector_add.tile --target cutedsl --emit source 2>&1", "r");
    ck_assert(p != NULL);
    static char out[1 << 16];
    size_t n = fread(out, 1, sizeof out - 1, p);
    out[n] = 0;
    ck_assert_int_eq(pclose(p), 0);
    size_t len;
    char *want = lt_read_file(GOLDEN "/vector_add.py", &len);
    ck_assert(want != NULL);
    ck_assert_msg(strcmp(out, want) == 0, "tilec build --emit source differs from " GOLDEN "/vector_add.py");
    free(want);
    if (system("python3 -c 'import cutlass.cute' >/dev/null 2>&1") == 0)
        return; /* the DSL imports here: the lib build's answer differs */
    p = popen(TL_TEST_BUILD_DIR "/tilec build examples/vector_add.tile --target cutedsl 2>&1", "r");
    ck_assert(p != NULL);
    n = fread(out, 1, sizeof out - 1, p);
    out[n] = 0;
    ck_assert_int_ne(pclose(p), 0);
    ck_assert_msg(strstr(out, "No available execution backend for target 'cuda'. Allowed: cutedsl. cutedsl: the CUTLASS "
                              "Python DSL (cutlass.cute) is not installed") != NULL, "%s", out);
}
END_TEST

/* Where the DSL does not import, the execution backend says why: at
 * resolution (auto or by name) and at load. */
START_TEST(execution_backend_says_why)
{
    tl_error err = {0};
    const tl_context *ctx = tl_create_backend_context("cutedsl", NULL, "auto", &err);
    if (ctx) {
        /* cutlass.cute imports here: the load says where the module runs */
        printf("skipped: the probe's refusal: cutlass.cute imports on this machine\n");
        tl_context_free(ctx);
        return;
    }
    ck_assert_int_eq(err.code, TL_ERR_UNAVAILABLE);
    tl_assert_msg_contains(&err, "cutedsl: the CUTLASS Python DSL (cutlass.cute) is not installed for python3");
    tl_assert_msg_contains(&err, "import cutlass.cute");
    if (system("command -v python3 >/dev/null 2>&1") == 0)
        tl_assert_msg_contains(&err, "No module named");
    err = (tl_error){0};
    ck_assert(tl_create_backend_context("cutedsl", NULL, "cutedsl", &err) == NULL);
    tl_assert_msg_contains(&err, "Execution backend 'cutedsl' requires extra dependencies");
    /* a build that only writes code compiles with execution backend
     * "none", and loading it is refused */
    built b;
    const char *src = "kernel k(X: f32[N]) grid(1) threads(32) as (bx) { for i in parallel(32) { X[i] = 1.0 } }\n";
    err = (tl_error){0};
    ck_assert_msg(build_src(&b, "k.tile", src, strlen(src), &err), "%s", err.msg);
    ck_assert_str_eq(tl_context_execution_backend(b.ctx)->name, "none");
    err = (tl_error){0};
    ck_assert(tl_load(&b.c, &err) == NULL);
    unbuild(&b);
}
END_TEST

Suite *make_suite(void)
{
    examples = lt_list_tiles(EXAMPLES, &nexamples);
    Suite *s = suite_create("cutedsl");
    TCase *tc = tcase_create("cutedsl");
    tcase_set_timeout(tc, 120); /* every example through the gpu pipeline twice, and python3, on a loaded machine */
    tcase_add_loop_test(tc, example_modules_match_goldens, 0, (int)nexamples);
    tcase_add_test(tc, other_forms_compile);
    tcase_add_test(tc, refusals_say_why);
    tcase_add_test(tc, modules_compile_and_use_only_the_dsl_names);
    tcase_add_test(tc, name_check_catches_a_stray_name);
    tcase_add_test(tc, execution_backend_says_why);
    tcase_add_test(tc, cli_emits_the_module);
    suite_add_tcase(s, tc);
    return s;
}

TL_TEST_MAIN()
