/*
 * check_python.c: the shared library, the Python package and the install.
 *
 *   exports   libtilec.so exports every function tilec.h declares and what
 *             plugins call (tools/exports.sh), and hides the rest
 *   api       the public compile-and-launch API from C: a compile error with
 *             its location and caret, signatures, a launch, a bad argument
 *   pytest    python/tests (test_examples.py, test_api.py; test_cuda.py
 *             skips without torch and a GPU) with an interpreter that has
 *             numpy and pytest (TILEC_PYTHON, else /usr/bin/python3, else
 *             python3; `make deps` installs Debian's)
 *   install   tests/install-check.sh: make install into a stage, the README's
 *             C example through pkg-config, the staged command and Python
 *             package, make uninstall
 *   editors   every dtype, tile op and math function of src/ir/ir.h's tables
 *             is a word of both editor grammars (tools/editors/)
 * Each prints "skipped: <reason>" when what it needs is absent.
 */
#include <dlfcn.h>
#include <dlpack/dlpack.h>
#include <limits.h>
#include <stdlib.h>
#include <unistd.h>

#include "testutil.h"

static char lib_path[PATH_MAX];

/* Runs cmd through the shell; its output goes to ours. The exit status. */
static int run(const char *cmd)
{
    fflush(stdout);
    int rc = system(cmd);
    return rc == -1 ? -1 : WIFEXITED(rc) ? WEXITSTATUS(rc) : 128;
}

/* An interpreter with numpy and pytest, or NULL. */
static const char *find_python(void)
{
    static char found[PATH_MAX];
    const char *env = getenv("TILEC_PYTHON");
    const char *cands[] = { env && *env ? env : NULL, "/usr/bin/python3", "python3" };
    for (size_t i = 0; i < sizeof cands / sizeof *cands; i++) {
        if (!cands[i])
            continue;
        char cmd[PATH_MAX + 128];
        snprintf(cmd, sizeof cmd, "'%s' -c 'import numpy, pytest' >/dev/null 2>&1", cands[i]);
        if (run(cmd) == 0) {
            snprintf(found, sizeof found, "%s", cands[i]);
            return found;
        }
    }
    return NULL;
}

/* The sanitizer build's library cannot be loaded into an uninstrumented python. */
static bool plain_build(void)
{
    return strcmp(TL_TEST_BUILD_DIR, "build-san") != 0;
}

START_TEST(exports)
{
    void *h = dlopen(lib_path, RTLD_NOW | RTLD_LOCAL);
    ck_assert_msg(h, "dlopen %s: %s", lib_path, dlerror());
    /* every function tilec.h and plugin.h declare */
    const char *headers[] = { "include/tilec/tilec.h", "include/tilec/plugin.h" };
    int checked = 0;
    for (size_t f = 0; f < 2; f++) {
        FILE *in = fopen(headers[f], "r");
        ck_assert_msg(in, "cannot open %s", headers[f]);
        char line[512];
        while (fgets(line, sizeof line, in)) {
            if (!((line[0] >= 'a' && line[0] <= 'z') || (line[0] >= 'A' && line[0] <= 'Z')) ||
                strncmp(line, "typedef", 7) == 0 || strncmp(line, "static", 6) == 0 || strncmp(line, "struct", 6) == 0)
                continue;
            /* the first tl_NAME followed by '(' that starts a word */
            char *p = line;
            size_t n = 0;
            while ((p = strstr(p, "tl_")) != NULL) {
                n = strspn(p, "abcdefghijklmnopqrstuvwxyz0123456789_");
                bool starts = p == line || !(p[-1] == '_' || (p[-1] >= 'a' && p[-1] <= 'z'));
                if (starts && p[n] == '(')
                    break;
                p += n;
            }
            if (!p)
                continue;
            char name[128];
            snprintf(name, sizeof name, "%.*s", (int)n, p);
            ck_assert_msg(dlsym(h, name) != NULL, "%s (declared in %s) is not exported", name, headers[f]);
            checked++;
        }
        fclose(in);
    }
    ck_assert_int_gt(checked, 50);
    /* what the example plugin calls, and the runtime of generated code */
    const char *plugin_calls[] = { "tl_cache_get", "tl_handle_new", "tl_handle_set_launch", "tl_run_cc",
                                   "tl_strbuf_printf", "tl_c_codegen_source", "tl_cpu_prelude",
                                   "tilec_rt_run_blocks" };
    for (size_t i = 0; i < sizeof plugin_calls / sizeof *plugin_calls; i++)
        ck_assert_msg(dlsym(h, plugin_calls[i]) != NULL, "%s is not exported", plugin_calls[i]);
    /* the internals are not */
    const char *hidden[] = { "tl_lang_compile", "tl_ir_print", "tl_interp_run", "tl_ir_verify", "tl_diag_error" };
    for (size_t i = 0; i < sizeof hidden / sizeof *hidden; i++)
        ck_assert_msg(dlsym(h, hidden[i]) == NULL, "%s is exported", hidden[i]);
    dlclose(h);
}
END_TEST

START_TEST(api)
{
    tl_error err = { 0 };
    tl_compile_options opts = { .target = "c" };
    const char bad[] = "kernel k(A: f33[N]) grid(1) threads(32) as (bx)\n{\n}\n";
    ck_assert_ptr_null(tl_compile_string("bad.tile", bad, sizeof bad - 1, &opts, &err));
    ck_assert_int_eq(err.code, TL_ERR_COMPILE);
    ck_assert_msg(strncmp(err.msg, "bad.tile:1:13: error: ", 22) == 0, "%s", err.msg);
    ck_assert_msg(strchr(err.msg, '^') != NULL, "no caret: %s", err.msg);

    tl_define defs[] = { { "BLOCK", "256" } };
    opts.defines = defs, opts.ndefines = 1;
    tl_program *p = tl_compile_file("examples/vector_add.tile", &opts, &err);
    ck_assert_msg(p != NULL, "%s", err.msg);
    ck_assert_int_eq(tl_program_nkernels(p), 1);
    ck_assert_str_eq(tl_program_kernel_signature(p, 0), "vector_add(A: f32[N], B: f32[N], C: f32[N])");
    ck_assert_int_eq(tl_program_find_kernel(p, "vector_add"), 0);
    ck_assert_int_eq(tl_program_find_kernel(p, "nope"), -1);
    tl_param_info info;
    ck_assert(tl_program_kernel_param(p, 0, 2, &info, &err));
    ck_assert_str_eq(info.name, "C");
    ck_assert_str_eq(info.dtype, "f32");
    ck_assert_str_eq(info.shape, "[N]");
    ck_assert(info.is_tensor && info.ndim == 1 && info.dlpack_code == kDLFloat && info.dlpack_bits == 32);
    ck_assert(!tl_program_kernel_param(p, 0, 3, &info, &err));
    tl_assert_msg_contains(&err, "kernel vector_add: no parameter 3 (it has 3)");
    ck_assert_msg(strstr(tl_program_target(p), "\"c\"") != NULL, "%s", tl_program_target(p));

    float a[300], c[300];
    for (int i = 0; i < 300; i++)
        a[i] = (float)i;
    int64_t shape = 300, short_shape = 299;
    DLTensor ta = { .data = a, .device = { kDLCPU, 0 }, .ndim = 1, .dtype = { kDLFloat, 32, 1 }, .shape = &shape };
    DLTensor tc = ta;
    tc.data = c;
    tl_any args[3] = { { TL_ANY_TENSOR, { .p = &ta } }, { TL_ANY_TENSOR, { .p = &ta } }, { TL_ANY_TENSOR, { .p = &tc } } };
    ck_assert_msg(tl_program_launch(p, "vector_add", args, 3, &err), "%s", err.msg);
    for (int i = 0; i < 300; i++)
        ck_assert(c[i] == 2.0f * (float)i);
    tc.shape = &short_shape;
    ck_assert(!tl_program_launch(p, NULL, args, 3, &err));
    tl_assert_msg_contains(&err, "argument 2 (C): expected shape [300], got [299]");
    ck_assert(!tl_program_launch(p, "nope", args, 3, &err));
    tl_assert_msg_contains(&err, "no kernel 'nope'");
    tl_program_free(p);

    ck_assert_ptr_null(tl_compile_file("/nonexistent.tile", &opts, &err));
    tl_assert_msg_contains(&err, "cannot open '/nonexistent.tile'");
    opts.target = "bogus";
    ck_assert_ptr_null(tl_compile_file("examples/vector_add.tile", &opts, &err));
    ck_assert_int_ne(err.code, TL_ERR_COMPILE);
    tl_assert_msg_contains(&err, "bogus");
    opts.nworkers = -1;
    ck_assert_ptr_null(tl_compile_string("x", "", 0, &opts, &err));
    tl_assert_msg_contains(&err, "nworkers is -1");
    tl_program_free(NULL);
}
END_TEST

START_TEST(pytest)
{
    if (!plain_build()) {
        printf("skipped: pytest: the sanitizer build's library cannot load into python\n");
        return;
    }
    const char *py = find_python();
    if (!py) {
        printf("skipped: pytest: no python3 with numpy and pytest (make deps installs them)\n");
        return;
    }
    char cmd[3 * PATH_MAX];
    snprintf(cmd, sizeof cmd,
             "TILEC_LIBRARY='%s' PYTHONPATH=python PYTHONDONTWRITEBYTECODE=1 PYTEST_DISABLE_PLUGIN_AUTOLOAD=1 "
             "'%s' -m pytest -p no:cacheprovider -q -x -rs python/tests 2>&1",
             lib_path, py);
    ck_assert_msg(run(cmd) == 0, "pytest failed (its output is above)");
}
END_TEST

START_TEST(install)
{
    if (strcmp(TL_TEST_BUILD_DIR, "build") != 0) {
        printf("skipped: install: runs in the default build (build/), not %s\n", TL_TEST_BUILD_DIR);
        return;
    }
    if (run("pkg-config --version >/dev/null 2>&1") != 0) {
        printf("skipped: install: no pkg-config (make deps installs it)\n");
        return;
    }
    const char *py = find_python();
    if (!py)
        printf("install: no python3 with numpy: the staged Python package is not run\n");
    char cmd[PATH_MAX + 64];
    snprintf(cmd, sizeof cmd, "sh tests/install-check.sh '%s' 2>&1", py ? py : "");
    ck_assert_msg(run(cmd) == 0, "tests/install-check.sh failed (its output is above)");
}
END_TEST

/* Whether word occurs in text as a whole word. */
static bool has_word(const char *text, const char *word)
{
    size_t n = strlen(word);
    for (const char *p = strstr(text, word); p; p = strstr(p + 1, word)) {
        bool before = p == text || !(p[-1] == '_' || (p[-1] >= 'a' && p[-1] <= 'z') || (p[-1] >= '0' && p[-1] <= '9'));
        char c = p[n];
        bool after = !(c == '_' || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'));
        if (before && after)
            return true;
    }
    return false;
}

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    static char buf[1 << 17];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = 0;
    return strdup(buf);
}

START_TEST(editors)
{
    char *ir = slurp("src/ir/ir.h");
    char *tm = slurp("tools/editors/vscode/syntaxes/tile.tmLanguage.json");
    char *vim = slurp("tools/editors/vim/syntax/tile.vim");
    ck_assert(ir && tm && vim);
    /* the X(ID, "name", ...) entries of the three tables */
    const char *tables[] = { "#define TL_DTYPES(X)", "#define TL_MATHFNS(X)", "#define TL_TILEOPS(X)" };
    int names = 0;
    for (size_t t = 0; t < 3; t++) {
        const char *p = strstr(ir, tables[t]);
        ck_assert_msg(p, "%s not in src/ir/ir.h", tables[t]);
        /* the table ends at the first line without a continuation */
        const char *end = p;
        while ((end = strchr(end, '\n')) && end[-1] == '\\')
            end++;
        for (const char *x = strstr(p, "X("); x && (!end || x < end); x = strstr(x + 2, "X(")) {
            const char *q = strchr(x, '"');
            if (!q || (end && q > end))
                break;
            const char *e = strchr(q + 1, '"');
            char name[64];
            snprintf(name, sizeof name, "%.*s", (int)(e - q - 1), q + 1);
            if (strcmp(name, "invalid") == 0)
                continue;
            ck_assert_msg(has_word(tm, name), "%s is not in the TextMate grammar", name);
            ck_assert_msg(has_word(vim, name), "%s is not in the Vim syntax file", name);
            names++;
        }
    }
    ck_assert_int_gt(names, 50);
    free(ir), free(tm), free(vim);
    if (run("python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "
            "tools/editors/vscode/syntaxes/tile.tmLanguage.json >/dev/null 2>&1") != 0 &&
        run("python3 -c 1 >/dev/null 2>&1") == 0)
        ck_abort_msg("tools/editors/vscode/syntaxes/tile.tmLanguage.json is not valid JSON");
}
END_TEST

Suite *make_suite(void)
{
    char cwd[PATH_MAX];
    if (!getcwd(cwd, sizeof cwd))
        cwd[0] = 0;
    snprintf(lib_path, sizeof lib_path, "%s/%s/libtilec.so", cwd, TL_TEST_BUILD_DIR);
    Suite *s = suite_create("python");
    TCase *tc = tcase_create("python");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, exports);
    tcase_add_test(tc, api);
    tcase_add_test(tc, pytest);
    tcase_add_test(tc, install);
    tcase_add_test(tc, editors);
    suite_add_tcase(s, tc);
    return s;
}

TL_TEST_MAIN()
