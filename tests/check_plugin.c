/*
 * check_plugin.c: backends as plugins (include/tilec/plugin.h, docs/plugins.md).
 *
 * Once, before the tests: examples/plugin (omp.lua, omp.c, its Makefile) is
 * copied into a private folder outside the tree and built there with `make
 * TILEC=<this tree>`, which runs gen/tilec-gen and the compiler; the fixture
 * plugins (tests/plugins/fixture.c, one per refusal) are compiled next to it.
 * Then:
 *   - tilec-gen refuses each spec of tests/plugins/specs/ with its expected
 *     `file:line: message` lines (unknown pass, kind, codegen, execution
 *     backend, C function; a name or callback taken; a predicate overlapping
 *     a built-in variant, with the witness target; a declaration only tilec
 *     makes) and writes nothing;
 *   - the built plugin loads, its backend, kind, tag and global function are
 *     registered with their origin, and loading it again changes nothing;
 *   - every example runs through it (target omp, execution backend openmp) on
 *     one small shape (every shape variable 5) and matches the interpreter (kernels built at -O0 via
 *     TILEC_KERNEL_CFLAGS, to keep the suite short);
 *   - each fixture is refused with the plugin's path in the message (wrong ABI,
 *     no entry point, a missing function, a backend name, a kind name and a
 *     callback taken, a predicate overlapping cuda's), leaving the registry as
 *     it was (the valid backend before a refused one is not registered);
 *   - trust: a plugin in a folder others can write, or writable by its group,
 *     is refused; relative and empty plugin path entries are refused;
 *   - the command: --plugin and TILEC_PLUGIN_PATH, origin in `tilec backends
 *     --json` and `tilec resolve`, a refusal's exit status, and nothing loaded
 *     from the current folder unasked.
 * Tests run from the repository root.
 */
#include <dirent.h>
#include <dlpack/dlpack.h>
#include <limits.h>
#include <math.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "compile/compile.h"
#include "interp/interp.h"
#include "ir/value.h"
#include "langtest.h"
#include "runtime/runtime.h"
#include "testutil.h"
#include "tilec/plugin.h"

static char dir[128];        /* the private folder outside the tree */
static char so[192];         /* dir/plugin/omp.so */
static char root[1024];      /* the repository */
static char prep_error[16384];
static char cache_dir[192];

static const char *const fixtures[] = { "ABI", "NOENTRY", "NAME", "CALLBACK", "OVERLAP", "KIND", "MISSING" };
#define NFIX (sizeof fixtures / sizeof *fixtures)

/* Runs cmd through the shell, its output (stdout and stderr) into out. */
static int run(const char *cmd, char *out, size_t cap)
{
    char full[8192];
    snprintf(full, sizeof full, "%s 2>&1", cmd);
    FILE *p = popen(full, "r");
    if (!p)
        return -1;
    size_t n = 0, got;
    while (n + 1 < cap && (got = fread(out + n, 1, cap - n - 1, p)) > 0)
        n += got;
    out[n] = 0;
    char sink[4096];
    while (fread(sink, 1, sizeof sink, p) > 0) {
    }
    int st = pclose(p);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static void prepare(void)
{
    if (!getcwd(root, sizeof root))
        snprintf(root, sizeof root, ".");
    snprintf(dir, sizeof dir, "/tmp/tilec-check-plugin-XXXXXX");
    if (!mkdtemp(dir)) {
        snprintf(prep_error, sizeof prep_error, "mkdtemp failed");
        return;
    }
    snprintf(cache_dir, sizeof cache_dir, "%s/cache", dir);
    setenv("XDG_CACHE_HOME", cache_dir, 1);
    setenv("TILEC_KERNEL_CFLAGS", "-O0", 1);
    unsetenv("TILEC_PLUGIN_PATH");
    snprintf(so, sizeof so, "%s/plugin/omp.so", dir);
    char cmd[4096], out[8000];
    snprintf(cmd, sizeof cmd,
             "mkdir -m 700 %s/plugin && cp examples/plugin/omp.lua examples/plugin/omp.c examples/plugin/Makefile %s/plugin/ "
             "&& make -s -C %s/plugin TILEC=%s",
             dir, dir, dir, root);
    if (run(cmd, out, sizeof out) != 0) {
        snprintf(prep_error, sizeof prep_error, "building the example plugin failed: %s\n%s", cmd, out);
        return;
    }
    for (size_t i = 0; i < NFIX; i++) {
        snprintf(cmd, sizeof cmd,
                 "${CC:-cc} -std=c11 -D_GNU_SOURCE -w -Iinclude -shared -fPIC -DFIX_%s -o %s/plugin/fixture_%s.so "
                 "tests/plugins/fixture.c",
                 fixtures[i], dir, fixtures[i]);
        if (run(cmd, out, sizeof out) != 0) {
            snprintf(prep_error, sizeof prep_error, "building fixture %s failed: %s", fixtures[i], out);
            return;
        }
    }
}

#define PREPARED() ck_assert_msg(prep_error[0] == 0, "%s", prep_error)

static void load_omp(void)
{
    PREPARED();
    tl_error err = { 0 };
    ck_assert_msg(tl_load_plugin(so, &err), "%s", err.msg);
}

static size_t nbackends(void)
{
    tl_backend_list l;
    tl_error err = { 0 };
    ck_assert(tl_list_backends(&l, &err));
    size_t n = l.count;
    tl_backend_list_free(&l);
    return n;
}

/* ---- tilec-gen ----------------------------------------------------------- */

START_TEST(gen_refuses_bad_specs)
{
    DIR *d = opendir("tests/plugins/specs");
    ck_assert(d != NULL);
    struct dirent *e;
    int checked = 0;
    while ((e = readdir(d))) {
        size_t l = strlen(e->d_name);
        if (l < 5 || strcmp(e->d_name + l - 4, ".lua") != 0)
            continue;
        char path[600], cmd[2000], out[16000], scratch[512];
        snprintf(path, sizeof path, "tests/plugins/specs/%s", e->d_name);
        snprintf(scratch, sizeof scratch, "%s/gen-%s", dir[0] ? dir : "/tmp", e->d_name);
        snprintf(cmd, sizeof cmd, "gen/tilec-gen --out %s --source tests/plugins/specs/source.c %s", scratch, path);
        int rc = run(cmd, out, sizeof out);
        ck_assert_msg(rc == 1, "%s: tilec-gen exited %d:\n%s", path, rc, out);
        struct stat st;
        ck_assert_msg(stat(scratch, &st) != 0, "%s: tilec-gen wrote %s", path, scratch);
        size_t len;
        char *text = lt_read_file(path, &len);
        int expects = 0;
        for (char *line = text; line && *line;) {
            char *nl = strchr(line, '\n');
            if (nl)
                *nl = 0;
            if (strncmp(line, "-- expect: ", 11) == 0) {
                ck_assert_msg(strstr(out, line + 11) != NULL, "%s: output lacks '%s':\n%s", path, line + 11, out);
                expects++;
            }
            line = nl ? nl + 1 : NULL;
        }
        free(text);
        ck_assert_msg(expects > 0, "%s has no expect line", path);
        checked++;
    }
    closedir(d);
    ck_assert_int_ge(checked, 9);
}
END_TEST

/* ---- loading ------------------------------------------------------------- */

START_TEST(load_registers_with_origin)
{
    load_omp();
    char real[PATH_MAX];
    ck_assert(realpath(so, real));
    tl_error err = { 0 };
    const tl_backend *b = tl_get_backend("omp", &err);
    ck_assert_msg(b != NULL, "%s", err.msg);
    ck_assert_str_eq(tl_backend_origin(b), real);
    ck_assert_str_eq(b->loc.file, "omp.lua");
    ck_assert_ptr_null(tl_backend_origin(tl_get_backend("cpu", &err)));
    const tl_target_kind *k = tl_find_target_kind("omp");
    ck_assert(k != NULL);
    ck_assert_str_eq(tl_target_kind_origin(k), real);
    tl_target t;
    ck_assert_msg(tl_target_parse("omp/static", &t, &err), "%s", err.msg);
    ck_assert_str_eq(tl_target_attr(&t, "schedule"), "static");
    ck_assert(!tl_target_parse("omp -schedule=guided", &t, &err));
    tl_assert_msg_contains(&err, "schedule 'guided' is not static or dynamic");
    /* its own global function */
    tl_packed_fn *f = tl_ffi_get_global_func("tilec_omp_max_threads");
    ck_assert(f != NULL);
    tl_any ret = { 0 };
    ck_assert_int_eq(f(NULL, NULL, 0, &ret), 0);
    ck_assert_int_ge(ret.v.i, 1);
    /* again: nothing changes */
    size_t n = nbackends();
    ck_assert_msg(tl_load_plugin(so, &err), "%s", err.msg);
    ck_assert_int_eq(nbackends(), n);
    /* resolution */
    const tl_context *ctx = tl_create_backend_context("omp", NULL, "auto", &err);
    ck_assert_msg(ctx != NULL, "%s", err.msg);
    ck_assert_str_eq(tl_context_module(ctx)->name, "omp");
    ck_assert_str_eq(tl_context_execution_backend(ctx)->name, "openmp");
    tl_context_free(ctx);
}
END_TEST

/* ---- every example through the plugin ------------------------------------ */

static uint64_t rng = 0x243F6A8885A308D3ull;
static double rnd(void)
{
    rng = rng * 6364136223846793005ull + 1442695040888963407ull;
    return (double)(rng >> 11) / (double)(1ull << 53) * 2.0 - 1.0;
}

/* Kernel ref of h's module on random inputs with every shape variable set to
 * size, and on the interpreter; every tensor compared. */
static void compare_with_interp(tl_kernel_handle *h, const tl_kernel *ref, int64_t size, const char *what)
{
    size_t np = ref->nparams;
    tl_interp_tensor it[16];
    DLTensor dt[16];
    int64_t shapes[16][TL_IR_MAX_DIMS];
    void *mine[16];
    size_t count[16];
    double sc[16];
    tl_any args[16];
    ck_assert(np <= 16);
    for (size_t i = 0; i < np; i++) {
        const tl_param *p = &ref->params[i];
        memset(&it[i], 0, sizeof it[i]);
        mine[i] = NULL;
        if (!p->is_tensor) {
            tl_dtype t = p->var->dtype;
            it[i].dtype = t;
            it[i].data = &sc[i];
            tl_interp_set(t, &sc[i], 0, tl_dtype_is_float(t) ? 0.5 : 3);
            args[i].type = tl_dtype_is_float(t) ? TL_ANY_FLOAT : TL_ANY_INT;
            if (tl_dtype_is_float(t))
                args[i].v.f = 0.5;
            else
                args[i].v.i = 3;
            continue;
        }
        const tl_buffer *b = p->buf;
        count[i] = 1;
        for (int d = 0; d < b->ndim; d++) {
            shapes[i][d] = lt_dim_at(ref, b->dims[d], size);
            count[i] *= (size_t)shapes[i][d];
        }
        it[i].dtype = b->dtype;
        it[i].ndim = b->ndim;
        memcpy(it[i].shape, shapes[i], sizeof shapes[i]);
        size_t bytes = (size_t)tl_dtype_global_bytes(b->dtype, count[i]);
        it[i].data = malloc(bytes);
        mine[i] = malloc(bytes);
        for (size_t e = 0; e < count[i]; e++)
            tl_interp_set(b->dtype, it[i].data, e, b->dtype == TL_DT_BOOL ? rnd() > 0 : rnd());
        memcpy(mine[i], it[i].data, bytes);
        memset(&dt[i], 0, sizeof dt[i]);
        dt[i].data = mine[i];
        dt[i].device.device_type = kDLCPU;
        dt[i].ndim = b->ndim;
        dt[i].dtype.lanes = 1;
        tl_dtype_to_dlpack(b->dtype, &dt[i].dtype.code, &dt[i].dtype.bits);
        dt[i].shape = shapes[i];
        args[i].type = TL_ANY_TENSOR;
        args[i].v.p = &dt[i];
    }
    tl_error err = { 0 };
    ck_assert_msg(tl_kernel_launch(h, ref->name, args, (int)np, 2, &err), "%s: %s", what, err.msg);
    char msg[512];
    ck_assert_msg(tl_interp_run_kernel(ref, it, np, false, msg, sizeof msg), "%s: %s", what, msg);
    for (size_t i = 0; i < np; i++) {
        if (!mine[i])
            continue;
        tl_dtype t = it[i].dtype;
        double tol = t == TL_DT_F16 || t == TL_DT_BF16 ? 2e-2 : t == TL_DT_F32 ? 1e-4 : 0;
        for (size_t e = 0; e < count[i]; e++) {
            double want = tl_interp_get(t, it[i].data, e), got = tl_interp_get(t, mine[i], e);
            bool same = got == want || (isnan(want) && isnan(got)) || fabs(got - want) <= tol + tol * fabs(want);
            tl_assert_elem(same, "%s: %s element %zu: got %.9g, the interpreter %.9g", what, ref->params[i].name, e,
                           got, want);
        }
        free(mine[i]);
        free(it[i].data);
    }
}

static char *example_names[64];
static int nexamples;

START_TEST(examples_through_plugin)
{
    load_omp();
    ck_assert_int_gt(nexamples, 0);
    char path[512];
    snprintf(path, sizeof path, "examples/%s", example_names[_i]);
    size_t len;
    char *src = lt_read_file(path, &len);
    int nerr;
    tl_arena *a = tl_arena_new(), *a2 = tl_arena_new();
    tl_module *m = lt_compile(a, path, src, len, NULL, 0, NULL, &nerr);
    tl_module *ref = lt_compile(a2, path, src, len, NULL, 0, NULL, &nerr);
    ck_assert_msg(m && ref, "%s", path);
    tl_error err = { 0 };
    const tl_context *ctx = tl_create_backend_context("omp", NULL, "openmp", &err);
    ck_assert_msg(ctx != NULL, "%s", err.msg);
    tl_compilation c;
    tl_compilation_init(&c, a, ctx, m, path);
    bool ok = tl_run_pipeline(&c, &err) && tl_run_codegen(&c, false, &err);
    ck_assert_msg(ok, "%s: %s", path, err.msg);
    ck_assert_msg(strstr(c.device_source.data, "#pragma omp parallel for schedule(dynamic)") != NULL, "%s", path);
    tl_kernel_handle *h = tl_load(&c, &err);
    ck_assert_msg(h != NULL, "%s: %s", path, err.msg);
    ck_assert_str_eq(tl_kernel_handle_exec(h), "openmp");
    for (size_t k = 0; k < ref->nkernels; k++) {
        char what[700];
        snprintf(what, sizeof what, "%s kernel %s through the omp plugin", path, ref->kernels[k]->name);
        compare_with_interp(h, ref->kernels[k], 5, what);
    }
    tl_kernel_handle_free(h);
    tl_compilation_free(&c);
    tl_context_free(ctx);
    tl_arena_free(a);
    tl_arena_free(a2);
    free(src);
}
END_TEST

/* ---- refusals ------------------------------------------------------------ */

START_TEST(fixtures_refused)
{
    PREPARED();
    char overlap[400];
    snprintf(overlap, sizeof overlap,
             "fixture.lua:10: backends 'cuda' and 'fixok' both match target {\"kind\": \"cuda\", \"keys\": [\"fast\"]}: "
             "predicates lacks_key(\"cutedsl\") (specs/cuda.lua:%d) and has_key(\"fast\") (fixture.lua:8) overlap",
             tl_spec_line("specs/cuda.lua", "lacks_key \"cutedsl\""));
    char cpu_taken[120], c_taken[120];
    snprintf(cpu_taken, sizeof cpu_taken, "fixture.lua:20: Backend 'cpu' is already registered (specs/cpu.lua:%d)",
             tl_spec_line("specs/cpu.lua", "backend \"cpu\""));
    snprintf(c_taken, sizeof c_taken, "fixture.lua:1: target kind 'c' is already declared at specs/cpu.lua:%d",
             tl_spec_line("specs/cpu.lua", "target_kind \"c\""));
    /* the ABI fixture says TL_PLUGIN_ABI_VERSION + 998 (tests/plugins/fixture.c) */
    char abi[120];
    snprintf(abi, sizeof abi, "built for plugin ABI %d, this tilec " TILEC_VERSION " loads ABI %d",
             TL_PLUGIN_ABI_VERSION + 998, TL_PLUGIN_ABI_VERSION);
    const char *const want[NFIX] = {
        abi,
        "no entry point 'tilec_plugin'",
        cpu_taken,
        "fixture.lua:10: Global function 'tilelang_callback_cuda_compile' is already registered by backend 'cuda'",
        overlap,
        c_taken,
        "fixture.lua:12: pass 'fix_missing' names C function 'fix_nobody_defines' (tl_pass_fn), which neither the plugin "
        "nor this program defines",
    };
    size_t before = nbackends();
    for (size_t i = 0; i < NFIX; i++) {
        char path[512];
        snprintf(path, sizeof path, "%s/plugin/fixture_%s.so", dir, fixtures[i]);
        tl_error err = { 0 };
        ck_assert_msg(!tl_load_plugin(path, &err), "fixture %s was loaded", fixtures[i]);
        char prefix[600];
        snprintf(prefix, sizeof prefix, "plugin %s: ", path);
        ck_assert_msg(strncmp(err.msg, prefix, strlen(prefix)) == 0, "fixture %s: '%s' does not start with '%s'",
                      fixtures[i], err.msg, prefix);
        tl_assert_msg_contains(&err, want[i]);
        ck_assert_int_eq(nbackends(), before);
    }
    /* all or nothing: the valid backend and kind before the refused one are not there */
    tl_error err = { 0 };
    ck_assert_ptr_null(tl_get_backend("fixok", &err));
    ck_assert_ptr_null(tl_find_target_kind("fixkind"));
    ck_assert_ptr_null(tl_ffi_get_global_func("fix_callback"));
    /* the omp plugin still loads after them */
    load_omp();
    ck_assert_int_eq(nbackends(), before + 1);
}
END_TEST

START_TEST(trust_rules)
{
    PREPARED();
    char cmd[4096], out[4000], path[512];
    tl_error err = { 0 };
    /* a folder others can write */
    snprintf(cmd, sizeof cmd, "mkdir -p %s/open && chmod 777 %s/open && cp %s %s/open/omp.so", dir, dir, so, dir);
    ck_assert_int_eq(run(cmd, out, sizeof out), 0);
    snprintf(path, sizeof path, "%s/open/omp.so", dir);
    ck_assert(!tl_load_plugin(path, &err));
    tl_assert_msg_contains(&err, "refused, a plugin is code and");
    tl_assert_msg_contains(&err, "/open is writable by others (mode 777)");
    /* a file its group can write */
    snprintf(cmd, sizeof cmd, "mkdir -m 700 -p %s/grp && cp %s %s/grp/omp.so && chmod 664 %s/grp/omp.so", dir, so, dir, dir);
    ck_assert_int_eq(run(cmd, out, sizeof out), 0);
    snprintf(path, sizeof path, "%s/grp/omp.so", dir);
    ck_assert(!tl_load_plugin(path, &err));
    tl_assert_msg_contains(&err, "omp.so is writable by its group (mode 664)");
    /* plugin paths: absolute entries only */
    ck_assert(!tl_load_plugin_path("plugin/omp.so", &err));
    tl_assert_msg_contains(&err, "plugin path entry 'plugin/omp.so' is relative");
    ck_assert(!tl_load_plugin_path("/nonexistent::/other", &err));
    tl_assert_msg_contains(&err, "an empty entry (which would mean the current folder) is refused");
    ck_assert_ptr_null(tl_find_target_kind("omp"));
    ck_assert(tl_load_plugin_path("", &err));
    /* a folder entry loads its *.so files: here only omp.so */
    snprintf(cmd, sizeof cmd, "mkdir -m 700 -p %s/one && cp %s %s/one/", dir, so, dir);
    ck_assert_int_eq(run(cmd, out, sizeof out), 0);
    snprintf(path, sizeof path, "%s/one", dir);
    ck_assert_msg(tl_load_plugin_path(path, &err), "%s", err.msg);
    ck_assert(tl_find_target_kind("omp") != NULL);
}
END_TEST

/* ---- the command ------------------------------------------------------------ */

START_TEST(command_line)
{
    PREPARED();
    char cmd[8192], out[32000], real[PATH_MAX], want[8192];
    ck_assert(realpath(so, real));
    snprintf(cmd, sizeof cmd, "%s/%s/tilec --plugin %s backends --json", root, TL_TEST_BUILD_DIR, so);
    ck_assert_int_eq(run(cmd, out, sizeof out), 0);
    int omp_line = tl_spec_line("examples/plugin/omp.lua", "backend \"omp\"");
    snprintf(want, sizeof want, "\"spec\": \"omp.lua:%d\", \"plugin\": \"%s\"}", omp_line, real);
    ck_assert_msg(strstr(out, want) != NULL, "%s\nlacks %s", out, want);
    snprintf(want, sizeof want, "\"spec\": \"specs/cpu.lua:%d\", \"plugin\": null}",
             tl_spec_line("specs/cpu.lua", "backend \"cpu\""));
    ck_assert_msg(strstr(out, want) != NULL, "%s\nlacks %s", out, want);
    /* TILEC_PLUGIN_PATH, and resolve */
    snprintf(cmd, sizeof cmd, "TILEC_PLUGIN_PATH=%s/plugin/omp.so %s/%s/tilec resolve --target omp/static", dir, root,
             TL_TEST_BUILD_DIR);
    ck_assert_int_eq(run(cmd, out, sizeof out), 0);
    snprintf(want, sizeof want, "matches  (omp.lua:%d)  [plugin %s]", omp_line, real);
    ck_assert_msg(strstr(out, want) != NULL, "%s\nlacks %s", out, want);
    ck_assert_msg(strstr(out, "execution:    openmp") != NULL, "%s", out);
    /* run --check through the plugin */
    snprintf(cmd, sizeof cmd, "%s/%s/tilec --plugin %s run examples/vector_add.tile --target omp --dim N=100 --check",
             root, TL_TEST_BUILD_DIR, so);
    ck_assert_msg(run(cmd, out, sizeof out) == 0, "%s", out);
    ck_assert_msg(strstr(out, "ran vector_add on omp via openmp") != NULL, "%s", out);
    /* a refusal: exit status 1, the path in the message */
    snprintf(cmd, sizeof cmd, "%s/%s/tilec --plugin %s/plugin/fixture_ABI.so backends", root, TL_TEST_BUILD_DIR, dir);
    ck_assert_int_eq(run(cmd, out, sizeof out), 1);
    snprintf(want, sizeof want, "tilec: error: plugin %s/plugin/fixture_ABI.so: built for plugin ABI %d", dir,
             TL_PLUGIN_ABI_VERSION + 998);
    ck_assert_msg(strstr(out, want) != NULL, "%s\nlacks %s", out, want);
    /* nothing is loaded from the current folder unasked */
    snprintf(cmd, sizeof cmd, "cd %s/plugin && %s/%s/tilec backends", dir, root, TL_TEST_BUILD_DIR);
    ck_assert_int_eq(run(cmd, out, sizeof out), 0);
    ck_assert_msg(strstr(out, "omp") == NULL, "%s", out);
}
END_TEST

/* ---- suite ---------------------------------------------------------------- */

static pid_t main_pid;

static void cleanup(void)
{
    if (getpid() == main_pid && dir[0]) {
        char cmd[512];
        snprintf(cmd, sizeof cmd, "chmod -R u+w %s; rm -rf %s", dir, dir);
        if (system(cmd) != 0)
            fprintf(stderr, "check_plugin: could not remove %s\n", dir);
    }
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

Suite *make_suite(void)
{
    main_pid = getpid();
    prepare();
    atexit(cleanup);
    DIR *d = opendir("examples");
    struct dirent *de;
    while (d && (de = readdir(d)) && nexamples < 64) {
        size_t l = strlen(de->d_name);
        if (l > 5 && strcmp(de->d_name + l - 5, ".tile") == 0)
            example_names[nexamples++] = strdup(de->d_name);
    }
    if (d)
        closedir(d);
    qsort(example_names, (size_t)nexamples, sizeof *example_names, cmp_str);

    Suite *s = suite_create("plugin");
    TCase *tc = tcase_create("plugin");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, gen_refuses_bad_specs);
    tcase_add_test(tc, load_registers_with_origin);
    tcase_add_test(tc, fixtures_refused);
    tcase_add_test(tc, trust_rules);
    tcase_add_test(tc, command_line);
    suite_add_tcase(s, tc);
    TCase *ex = tcase_create("examples");
    tcase_set_timeout(ex, 120);
    tcase_add_loop_test(ex, examples_through_plugin, 0, nexamples > 0 ? nexamples : 1);
    suite_add_tcase(s, ex);
    return s;
}

TL_TEST_MAIN()
