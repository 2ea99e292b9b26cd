/*
 * check_gen.c: the registry generator (gen/gen.lua and gen/regenerate.sh).
 *
 * Every spec under tests/specs/bad/ is added after the built-in specs and must
 * be rejected: a non-zero exit, each of its leading `-- expect: ` lines found in
 * stderr (the first one starting with `tests/specs/bad/NAME.lua:LINE: `), and
 * the output folder neither created nor changed. tests/specs/good/fastcuda.lua
 * adds two backends from a spec file and its folder of C (fastcuda/); the
 * regenerated tilec lists them, resolves targets to them, emits the
 * fixture's own artifact in its own emit kind, and BACKENDS.md describes
 * them. gen.lua writes the
 * same bytes run to run, and nothing it writes names an absolute path.
 *
 * regenerate.sh works in BUILD/gen-work, so the suite gives it a BUILD folder of
 * its own (TL_TEST_BUILD_DIR/tests/gen-scratch/build: the tilec command's objects
 * and libtilec.a without its registry tables) and never touches BUILD itself.
 * Tests run from the repository root.
 */
#include <dirent.h>
#include <glob.h>
#include <stdarg.h>
#include <stdbool.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "testutil.h"

#define SCRATCH TL_TEST_BUILD_DIR "/tests/gen-scratch"
#define WORK_BUILD SCRATCH "/build"
#define SCRATCH_TILEC WORK_BUILD "/gen-work/tilec"
#define GOOD_SPEC "tests/specs/good/fastcuda.lua"

/* The built-in specs in the Makefile's order (SPEC_ORDER), then any other spec
 * file under specs/ in name order, as the Makefile's SPECS. */
static const char *const spec_order[] = {
    "passes", "execution", "host", "cuda", "cutedsl", "rocm", "cpu", "metal", "webgpu",
};

/* What every bad spec must exist for: each rule reports `file:line: message`. */
static const char *const required_bad[] = {
    "unknown_field", "wrong_type", "unknown_pass", "unknown_pass_option", "unknown_pipeline",
    "unknown_exec", "unknown_host_codegen", "unknown_host_hook", "unknown_target_kind",
    "undefined_c_function", "duplicate_pass", "cuda_third_variant", "variant_without_predicate",
    "variant_on_c", "duplicate_exec", "pipeline_missing_kind", "kind_without_device_type", "kind_bad_device_type",
    "emit_without_function", "emit_core_kind", "exec_load_undefined",
    "missing_device_codegen", "hooks_foreign_kind", "empty_hook_list", "callback_taken",
    "syntax_error", "global_assignment", "unknown_declaration", "tag_unknown_kind", "tag_bad_prefix",
    "infinite_loop", "memory_hog", "memory_hog_rep", "pattern_backtracking", "attr_unknown_type", "tag_bad_int",
    "tag_bad_value", "attr_values_on_int",
};

static char specs[4096];   /* the built-in specs, each quoted, space-separated */
static glob_t bad;         /* the spec files under tests/specs/bad/ */
static char regen_env[128]; /* CC=... for regenerate.sh when the library needs sanitizers */
static char prep_error[4096];
static bool prepared;

/* ---- helpers ------------------------------------------------------------ */

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 4096, n = 0, got;
    char *buf = malloc(cap);
    while (buf && (got = fread(buf + n, 1, cap - n - 1, f)) > 0) {
        n += got;
        if (cap - n - 1 == 0) {
            char *bigger = realloc(buf, cap * 2);
            if (!bigger) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = bigger;
            cap *= 2;
        }
    }
    fclose(f);
    if (buf)
        buf[n] = '\0';
    return buf;
}

static bool exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0;
}

/* Runs `sh -c CMD` (CMD built from fmt); returns its exit status, or 128 plus
 * the signal that ended it. */
__attribute__((format(printf, 1, 2))) static int run(const char *fmt, ...)
{
    char cmd[16384];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(cmd, sizeof cmd, fmt, ap);
    va_end(ap);
    if (n < 0 || (size_t)n >= sizeof cmd) {
        fprintf(stderr, "check_gen: command too long\n");
        return 255;
    }
    int st = system(cmd);
    if (st == -1)
        return 255;
    if (WIFEXITED(st))
        return WEXITSTATUS(st);
    return WIFSIGNALED(st) ? 128 + WTERMSIG(st) : 255;
}

/* The 1-based line of the first line of text that starts with prefix, or 0. */
static int line_of(const char *text, const char *prefix)
{
    int line = 1;
    for (const char *p = text; *p; line++) {
        if (strncmp(p, prefix, strlen(prefix)) == 0)
            return line;
        p = strchr(p, '\n');
        if (!p)
            break;
        p++;
    }
    return 0;
}

/* Paths go into commands between single quotes. */
static bool quotable(const char *s) { return strchr(s, '\'') == NULL; }

/* "NAME" of "tests/specs/bad/NAME.lua". */
static void spec_name(const char *path, char *out, size_t cap)
{
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    snprintf(out, cap, "%s", base);
    char *dot = strrchr(out, '.');
    if (dot)
        *dot = '\0';
}

static void require_prepared(void)
{
    ck_assert_msg(prepared, "cannot set up %s: %s", WORK_BUILD, prep_error);
}

/* Runs regenerate.sh into out with the built-in specs and extra (a spec path or
 * ""), stdout and stderr into SCRATCH/tag.out and SCRATCH/tag.err. */
static int regenerate(const char *out, const char *extra, const char *tag)
{
    return run("%s sh gen/regenerate.sh '%s' '%s' %s %s%s%s >'%s/%s.out' 2>'%s/%s.err'", regen_env, out, WORK_BUILD,
               specs, *extra ? "'" : "", extra, *extra ? "'" : "", SCRATCH, tag, SCRATCH, tag);
}

/* stdout of a scratch tilec command, into *text; returns the exit status. */
static int tilec(char **text, const char *args)
{
    int rc = run("'%s' %s >'%s/tilec.out' 2>'%s/tilec.err'", SCRATCH_TILEC, args, SCRATCH, SCRATCH);
    *text = slurp(SCRATCH "/tilec.out");
    ck_assert_msg(*text != NULL, "no output from tilec %s", args);
    return rc;
}

static void assert_contains(const char *text, const char *needle, const char *what)
{
    ck_assert_msg(strstr(text, needle) != NULL, "%s lacks\n  %s\nit reads:\n%s", what, needle, text);
}

/* ---- set-up: the spec list and a BUILD folder for regenerate.sh ---------- */

static bool prep_fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(prep_error, sizeof prep_error, fmt, ap);
    va_end(ap);
    return false;
}

static bool collect_specs(void)
{
    size_t n = 0;
    specs[0] = '\0';
    for (size_t i = 0; i < sizeof spec_order / sizeof *spec_order; i++)
        n += (size_t)snprintf(specs + n, sizeof specs - n, "%s'specs/%s.lua'", i ? " " : "", spec_order[i]);
    glob_t g;
    if (glob("specs/*.lua", 0, NULL, &g) != 0)
        return prep_fail("no specs/*.lua: tests run from the repository root");
    for (size_t i = 0; i < g.gl_pathc; i++) {
        char name[256];
        spec_name(g.gl_pathv[i], name, sizeof name);
        bool listed = false;
        for (size_t j = 0; j < sizeof spec_order / sizeof *spec_order; j++)
            listed |= strcmp(name, spec_order[j]) == 0;
        if (!listed && quotable(g.gl_pathv[i]))
            n += (size_t)snprintf(specs + n, sizeof specs - n, " '%s'", g.gl_pathv[i]);
    }
    globfree(&g);
    if (n >= sizeof specs)
        return prep_fail("too many spec files");
    return true;
}

/* libtilec.a holds two members named registry.o: the registry's code
 * (src/backend/registry.c) and, last, the generated tables. The BUILD folder's
 * libtilec-core.a is libtilec.a without the last one, checked with nm. */
static bool make_work_build(void)
{
    const char *lib = TL_TEST_BUILD_DIR "/libtilec.a";
    if (!exists(lib) || !exists(TL_TEST_BUILD_DIR "/src/cli"))
        return prep_fail("%s or %s/src/cli is missing: run make first", lib, TL_TEST_BUILD_DIR);
    int rc = run("set -e; rm -rf '%s'; mkdir -p '%s/src/cli'\n"
                 "find '%s/src/cli' -name '*.o' -exec cp {} '%s/src/cli/' ';'\n"
                 "if [ -f '%s/ldlibs' ]; then cp '%s/ldlibs' '%s/'; fi\n"
                 "core='%s/libtilec-core.a'; cp '%s' \"$core\"\n"
                 "n=$(ar t \"$core\" | grep -c '^registry\\.o$')\n"
                 "ar dN \"$n\" \"$core\" registry.o; ar s \"$core\"\n"
                 "! nm --defined-only \"$core\" 2>/dev/null | grep -q ' tl_registry_backends$'",
                 SCRATCH, WORK_BUILD, TL_TEST_BUILD_DIR, WORK_BUILD, TL_TEST_BUILD_DIR, TL_TEST_BUILD_DIR, WORK_BUILD,
                 WORK_BUILD, lib);
    if (rc != 0)
        return prep_fail("could not make %s/libtilec-core.a from %s (exit %d)", WORK_BUILD, lib, rc);
    /* A library built with SANITIZE=1 links only with the sanitizer runtimes. */
    if (run("nm '%s' 2>/dev/null | grep -q ' U __asan_'", lib) == 0)
        snprintf(regen_env, sizeof regen_env, "CC=\"${CC:-cc} -fsanitize=address,undefined\"");
    return true;
}

static void prepare(void)
{
    prepared = collect_specs() && make_work_build();
}

static void no_teardown(void) {}

/* ---- bad specs ---------------------------------------------------------- */

/* The leading `-- expect: ` lines of a fixture, as an array of n strings. */
static size_t expectations(char *text, char **out, size_t cap)
{
    static const char tag[] = "-- expect: ";
    size_t n = 0;
    char *p = text;
    while (n < cap && strncmp(p, tag, sizeof tag - 1) == 0) {
        char *end = strchr(p, '\n');
        if (end)
            *end = '\0';
        out[n++] = p + sizeof tag - 1;
        if (!end)
            break;
        p = end + 1;
    }
    return n;
}

START_TEST(bad_spec_is_rejected_with_its_line)
{
    require_prepared();
    const char *path = bad.gl_pathv[_i];
    char name[256], out[512], tag[300];
    spec_name(path, name, sizeof name);
    ck_assert_msg(quotable(path), "%s: a fixture name must not hold a quote", path);
    snprintf(out, sizeof out, "%s/out-bad-%s", SCRATCH, name);
    snprintf(tag, sizeof tag, "bad-%s", name);

    char *text = slurp(path);
    ck_assert_msg(text != NULL, "cannot read %s", path);
    char *expect[8];
    size_t nexpect = expectations(text, expect, 8);
    ck_assert_msg(nexpect > 0, "%s: the first line must be `-- expect: %s:LINE: message`", path, path);
    /* The first expectation names this file and a line, then the message. */
    size_t plen = strlen(path);
    const char *after = expect[0] + plen;
    ck_assert_msg(strncmp(expect[0], path, plen) == 0 && after[0] == ':' && after[1] >= '1' && after[1] <= '9',
                  "%s: the first expectation must start with '%s:LINE: ', not '%s'", path, path, expect[0]);
    after++;
    while (*after >= '0' && *after <= '9')
        after++;
    ck_assert_msg(strncmp(after, ": ", 2) == 0 && after[2] != '\0', "%s: expected '%s:LINE: message', not '%s'",
                  path, path, expect[0]);

    run("rm -rf '%s'", out);
    int rc = regenerate(out, path, tag);
    char errpath[600];
    snprintf(errpath, sizeof errpath, "%s/%s.err", SCRATCH, tag);
    char *err = slurp(errpath);
    ck_assert_msg(err != NULL, "no stderr from regenerate.sh for %s", path);
    ck_assert_msg(rc != 0, "%s was accepted (exit 0); stderr:\n%s", path, err);
    for (size_t i = 0; i < nexpect; i++)
        ck_assert_msg(strstr(err, expect[i]) != NULL, "%s: stderr lacks\n  %s\nstderr reads:\n%s", path, expect[i],
                      err);
    /* Both stages end by saying that nothing was replaced. */
    ck_assert_msg(strstr(err, "left as it was") || strstr(err, "left as they were"),
                  "%s: stderr does not say the output was left alone:\n%s", path, err);
    ck_assert_msg(!exists(out), "%s: %s was created although the spec was rejected", path, out);
    free(err);
    free(text);
}
END_TEST

START_TEST(every_rule_has_a_bad_spec)
{
    for (size_t i = 0; i < sizeof required_bad / sizeof *required_bad; i++) {
        char path[300];
        snprintf(path, sizeof path, "tests/specs/bad/%s.lua", required_bad[i]);
        ck_assert_msg(exists(path), "%s is missing", path);
    }
    ck_assert_uint_ge(bad.gl_pathc, sizeof required_bad / sizeof *required_bad);
}
END_TEST

/* An output folder that exists keeps its files, bytes and all, whether gen.lua
 * or the C registry rejects the specs. */
static void assert_out_untouched(const char *spec)
{
    const char *out = SCRATCH "/out-kept";
    ck_assert_int_eq(run("rm -rf '%s' && mkdir -p '%s' && printf 'old tables\\n' >'%s/registry.c' && "
                         "printf 'mine\\n' >'%s/notes.txt'",
                         out, out, out, out),
                     0);
    int rc = regenerate(out, spec, "kept");
    ck_assert_msg(rc != 0, "%s was accepted", spec);
    DIR *d = opendir(out);
    ck_assert_msg(d != NULL, "%s is gone after %s was rejected", out, spec);
    size_t n = 0;
    for (struct dirent *e; (e = readdir(d));)
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0) {
            ck_assert_msg(strcmp(e->d_name, "registry.c") == 0 || strcmp(e->d_name, "notes.txt") == 0,
                          "%s: %s/%s was written although the spec was rejected", spec, out, e->d_name);
            n++;
        }
    closedir(d);
    ck_assert_uint_eq(n, 2);
    char *reg = slurp(SCRATCH "/out-kept/registry.c"), *notes = slurp(SCRATCH "/out-kept/notes.txt");
    ck_assert_msg(reg && strcmp(reg, "old tables\n") == 0, "%s: registry.c was changed", spec);
    ck_assert_msg(notes && strcmp(notes, "mine\n") == 0, "%s: notes.txt was changed", spec);
    free(reg);
    free(notes);
}

START_TEST(rejected_spec_leaves_existing_out_alone)
{
    require_prepared();
    assert_out_untouched("tests/specs/bad/unknown_field.lua");            /* gen.lua */
    assert_out_untouched("tests/specs/bad/variant_without_predicate.lua"); /* the C registry */
}
END_TEST

/* ---- the good spec ------------------------------------------------------ */

START_TEST(good_spec_adds_backends)
{
    require_prepared();
    const char *out = SCRATCH "/out-good";
    run("rm -rf '%s'", out);
    int rc = regenerate(out, GOOD_SPEC, "good");
    char *err = slurp(SCRATCH "/good.err");
    ck_assert_msg(rc == 0, "%s was rejected (exit %d):\n%s", GOOD_SPEC, rc, err ? err : "");
    free(err);
    ck_assert(exists(SCRATCH "/out-good/registry.c"));
    ck_assert(exists(SCRATCH "/out-good/registry.h"));
    ck_assert(exists(SCRATCH "/out-good/BACKENDS.md"));

    char *spec = slurp(GOOD_SPEC);
    ck_assert(spec != NULL);
    int fast_line = line_of(spec, "backend \"fastcuda\" {");
    int tuned_line = line_of(spec, "backend \"fastcuda_tuned\" {");
    ck_assert(fast_line > 0 && tuned_line > 0);
    free(spec);
    char want[512], *text;

    /* tilec backends: both new backends with kinds, execution backends, spec line;
     * the built-in ones still there. */
    ck_assert_int_eq(tilec(&text, "backends"), 0);
    /* Columns are as wide as the longest name (fastcuda_tuned). */
    assert_contains(text, "cuda           target kinds: cuda ", "tilec backends");
    assert_contains(text, "cutedsl        target kinds: cuda ", "tilec backends");
    snprintf(want, sizeof want, "fastcuda       target kinds: fastcuda   execution: nvrtc, tvm_ffi");
    assert_contains(text, want, "tilec backends");
    snprintf(want, sizeof want, "supports_target: lacks_key(\"tuned\")  (%s:%d)\n", GOOD_SPEC, fast_line);
    assert_contains(text, want, "tilec backends");
    assert_contains(text, "fastcuda_tuned target kinds: fastcuda   execution: tvm_ffi ", "tilec backends");
    snprintf(want, sizeof want, "supports_target: all_of(has_key(\"tuned\"), attr_starts_with(\"arch\", \"sm_9\"))  (%s:%d)\n",
             GOOD_SPEC, tuned_line);
    assert_contains(text, want, "tilec backends");
    free(text);

    ck_assert_int_eq(tilec(&text, "backends --json"), 0);
    assert_contains(text,
                    "{\"name\": \"fastcuda\", \"target_kinds\": [\"fastcuda\"], "
                    "\"execution_backends\": [\"nvrtc\", \"tvm_ffi\"], \"supports_target\": \"lacks_key(\\\"tuned\\\")\"",
                    "tilec backends --json");
    assert_contains(text, "\"device_codegens\": {\"fastcuda\": \"fastcuda\"}, \"host_codegens\": [\"c\", \"llvm\"], "
                          "\"callbacks\": [\"tilelang_callback_fastcuda_compile\"]",
                    "tilec backends --json");
    snprintf(want, sizeof want, "\"spec\": \"%s:%d\", \"plugin\": null}", GOOD_SPEC, fast_line);
    assert_contains(text, want, "tilec backends --json");
    assert_contains(text, "{\"name\": \"fastcuda_tuned\", \"target_kinds\": [\"fastcuda\"], \"execution_backends\": [\"tvm_ffi\"]",
                    "tilec backends --json");
    free(text);

    /* resolve: the kind alone picks fastcuda, the tag (key tuned, sm_90a) picks
     * fastcuda_tuned, a tuned sm_80 target falls between them, and cuda is
     * still cuda's. */
    ck_assert_int_eq(tilec(&text, "resolve --target fastcuda"), 0);
    assert_contains(text, "backend:      fastcuda\n", "tilec resolve --target fastcuda");
    assert_contains(text, "pipeline:     fastcuda ", "tilec resolve --target fastcuda");
    free(text);
    ck_assert_int_eq(tilec(&text, "resolve --target fast/h200"), 0);
    assert_contains(text, "backend:      fastcuda_tuned\n", "tilec resolve --target fast/h200");
    free(text);
    ck_assert_int_ne(tilec(&text, "resolve --target '{\"kind\": \"fastcuda\", \"keys\": [\"tuned\"], \"arch\": \"sm_80\"}'"), 0);
    free(text);
    text = slurp(SCRATCH "/tilec.err");
    ck_assert(text != NULL);
    assert_contains(text, "No backend supports target", "tilec resolve of a tuned sm_80 fastcuda target");
    free(text);
    tilec(&text, "resolve --target cuda");
    assert_contains(text, "backend:      cuda\n", "tilec resolve --target cuda");
    free(text);

    /* its own codegen, artifact and emit kind, with no edit to tilec's core */
    ck_assert_int_eq(tilec(&text, "build examples/vector_add.tile --target fastcuda --emit listing"), 0);
    assert_contains(text, "kernel vector_add: 1 grid dims, 256 threads, 3 parameters: A B C\n", "--emit listing");
    free(text);
    ck_assert_int_eq(tilec(&text, "build examples/vector_add.tile --target fastcuda --emit source"), 0);
    assert_contains(text, "fastcuda kernel vector_add\n", "--emit source");
    free(text);
    ck_assert_int_eq(tilec(&text, "build examples/vector_add.tile --target fast/h200 --emit bogus"), 1);
    free(text);
    text = slurp(SCRATCH "/tilec.err");
    assert_contains(text, "target fastcuda: its device codegen 'fastcuda' emits source, listing, host, not 'bogus'",
                    "--emit bogus");
    free(text);
    ck_assert_int_eq(tilec(&text, "build --help"), 0);
    assert_contains(text, "  fastcuda codegen fastcuda source listing\n", "tilec build --help");
    free(text);
    /* its tvm_ffi load is its own; nvrtc, for which it names none, is not implemented */
    ck_assert_int_eq(tilec(&text, "run examples/vector_add.tile --target fastcuda --exec tvm_ffi"), 1);
    free(text);
    text = slurp(SCRATCH "/tilec.err");
    assert_contains(text, "fastcuda: a fixture backend; it runs nothing", "run --exec tvm_ffi");
    free(text);
    ck_assert_int_eq(tilec(&text, "run examples/vector_add.tile --target fastcuda --exec nvrtc"), 1);
    free(text);
    text = slurp(SCRATCH "/tilec.err");
    assert_contains(text, "not implemented: execution backend nvrtc for backend fastcuda", "run --exec nvrtc");
    free(text);

    /* BACKENDS.md: the rows, the disjointness proof, the kind and the tag. */
    text = slurp(SCRATCH "/out-good/BACKENDS.md");
    ck_assert(text != NULL);
    snprintf(want, sizeof want, "| fastcuda | %s:%d | fastcuda | `lacks_key(\"tuned\")` | `nvrtc`, `tvm_ffi` (load `fastcuda_load`) |", GOOD_SPEC,
             fast_line);
    assert_contains(text, want, "BACKENDS.md");
    snprintf(want, sizeof want, "| fastcuda_tuned | %s:%d | fastcuda |", GOOD_SPEC, tuned_line);
    assert_contains(text, want, "BACKENDS.md");
    assert_contains(text, "| fastcuda | fastcuda | fastcuda_tuned | proven disjoint |", "BACKENDS.md");
    assert_contains(text, "| `fast/h200` | `{\"kind\": \"fastcuda\", \"keys\": [\"tuned\"], \"arch\": \"sm_90a\"}` |",
                    "BACKENDS.md");
    free(text);

    /* The checked-in tables are not the scratch ones. */
    text = slurp("generated/BACKENDS.md");
    ck_assert(text != NULL);
    ck_assert_msg(strstr(text, "fastcuda") == NULL, "generated/BACKENDS.md mentions the test backend");
    free(text);
}
END_TEST

/* ---- determinism and relative paths ------------------------------------- */

static const char *const gen_files[] = { "registry.c", "registry.h", "BACKENDS.md" };

static void assert_no_absolute_path(const char *path)
{
    char *text = slurp(path);
    ck_assert_msg(text != NULL, "cannot read %s", path);
    char cwd[4096];
    ck_assert(getcwd(cwd, sizeof cwd) != NULL);
    const char *bad_words[] = { cwd, "/work", "/tmp", "/root", "/home" };
    for (size_t i = 0; i < sizeof bad_words / sizeof *bad_words; i++)
        ck_assert_msg(strstr(text, bad_words[i]) == NULL, "%s names an absolute path (%s)", path, bad_words[i]);
    free(text);
}

START_TEST(gen_is_deterministic)
{
    require_prepared();
    const char *lua = getenv("LUA") ? getenv("LUA") : "lua5.4";
    ck_assert(quotable(lua));
    /* Lua seeds its string hashes per run, so a map walked with pairs() would
     * show as a difference between runs. */
    enum { RUNS = 4 };
    for (int r = 0; r < RUNS; r++) {
        int rc = run("d='%s/det-%d'; rm -rf \"$d\" && mkdir -p \"$d\" && sources= && "
                     "for f in src/*/*.c; do sources=\"$sources --source $f\"; done && "
                     "'%s' gen/gen.lua --out \"$d\" $sources %s >'%s/det.out' 2>'%s/det.err'",
                     SCRATCH, r, lua, specs, SCRATCH, SCRATCH);
        char *err = slurp(SCRATCH "/det.err");
        ck_assert_msg(rc == 0, "gen.lua failed on the built-in specs (exit %d):\n%s", rc, err ? err : "");
        free(err);
    }
    for (size_t f = 0; f < sizeof gen_files / sizeof *gen_files; f++) {
        char first[600];
        snprintf(first, sizeof first, "%s/det-0/%s", SCRATCH, gen_files[f]);
        assert_no_absolute_path(first);
        for (int r = 1; r < RUNS; r++)
            ck_assert_msg(run("cmp '%s' '%s/det-%d/%s' >/dev/null 2>&1", first, SCRATCH, r, gen_files[f]) == 0,
                          "%s differs between two runs of gen.lua (run %d)", gen_files[f], r);
    }
}
END_TEST

/* The compile cache's key holds the backend's spec hash: the same kernel,
 * compiled by a tilec whose cpu spec differs only in a comment (so only the
 * hash differs), lands in another cache entry; the same spec finds its own. */
START_TEST(spec_hash_is_part_of_the_cache_key)
{
    require_prepared();
    const char *out = SCRATCH "/out-hash";
    run("rm -rf '%s' '%s/hashspec' && mkdir -p '%s/hashspec' && cp specs/cpu.lua '%s/hashspec/cpu.lua' && "
        "echo '-- a comment: only the spec hash changes' >> '%s/hashspec/cpu.lua'",
        out, SCRATCH, SCRATCH, SCRATCH, SCRATCH);
    /* the built-in specs with cpu.lua swapped for the copy */
    char list[sizeof specs + 256];
    char *at = strstr(specs, "'specs/cpu.lua'");
    ck_assert(at != NULL);
    snprintf(list, sizeof list, "%.*s'%s/hashspec/cpu.lua'%s", (int)(at - specs), specs, SCRATCH,
             at + strlen("'specs/cpu.lua'"));
    int rc = run("%s sh gen/regenerate.sh '%s' '%s' %s >'%s/hash.out' 2>'%s/hash.err'", regen_env, out, WORK_BUILD, list,
                 SCRATCH, SCRATCH);
    char *err = slurp(SCRATCH "/hash.err");
    ck_assert_msg(rc == 0, "regenerate.sh with the commented cpu.lua failed:\n%s", err ? err : "");
    free(err);
    /* the regular tilec, then the one with the other hash, then the regular one again */
    char *p1, *p2, *p3;
    const char *cmd = "XDG_CACHE_HOME=\"$PWD/" SCRATCH "/hash-cache\" '%s' build examples/vector_add.tile --target c > '" SCRATCH
                      "/hash-%d.out' 2>&1";
    ck_assert_int_eq(run(cmd, TL_TEST_BUILD_DIR "/tilec", 1), 0);
    ck_assert_int_eq(run(cmd, SCRATCH_TILEC, 2), 0);
    ck_assert_int_eq(run(cmd, TL_TEST_BUILD_DIR "/tilec", 3), 0);
    p1 = slurp(SCRATCH "/hash-1.out"), p2 = slurp(SCRATCH "/hash-2.out"), p3 = slurp(SCRATCH "/hash-3.out");
    ck_assert(p1 && p2 && p3 && strstr(p1, "/hash-cache/tilec/"));
    ck_assert_msg(strcmp(p1, p2) != 0, "a tilec with another spec hash used the same cache entry:\n%s", p1);
    ck_assert_str_eq(p1, p3);
    free(p1), free(p2), free(p3);
}
END_TEST

/* regenerate.sh on the built-in specs: every file it installs (the lexers
 * included) names no absolute path, and gen.lua's three match a direct run. */
START_TEST(regenerated_files_are_relative)
{
    require_prepared();
    const char *out = SCRATCH "/out-builtin";
    run("rm -rf '%s'", out);
    int rc = regenerate(out, "", "builtin");
    char *err = slurp(SCRATCH "/builtin.err");
    ck_assert_msg(rc == 0, "regenerate.sh failed on the built-in specs (exit %d):\n%s", rc, err ? err : "");
    free(err);
    DIR *d = opendir(out);
    ck_assert(d != NULL);
    size_t n = 0;
    for (struct dirent *e; (e = readdir(d));) {
        if (e->d_name[0] == '.')
            continue;
        char path[800];
        snprintf(path, sizeof path, "%s/%s", out, e->d_name);
        assert_no_absolute_path(path);
        n++;
    }
    closedir(d);
    ck_assert_uint_ge(n, 3);
    /* A run with no source file checked writes the very same tables. */
    const char *lua = getenv("LUA") ? getenv("LUA") : "lua5.4";
    ck_assert_int_eq(run("rm -rf '%s/direct' && mkdir -p '%s/direct' && '%s' gen/gen.lua --out '%s/direct' %s "
                         ">/dev/null 2>&1",
                         SCRATCH, SCRATCH, lua, SCRATCH, specs),
                     0);
    for (size_t f = 0; f < sizeof gen_files / sizeof *gen_files; f++)
        ck_assert_msg(run("cmp '%s/%s' '%s/direct/%s' >/dev/null 2>&1", out, gen_files[f], SCRATCH, gen_files[f]) == 0,
                      "%s from regenerate.sh differs from gen.lua's", gen_files[f]);
}
END_TEST

Suite *make_suite(void)
{
    Suite *s = suite_create("gen");
    if (glob("tests/specs/bad/*.lua", 0, NULL, &bad) != 0)
        bad.gl_pathc = 0;
    TCase *tc = tcase_create("bad specs");
    tcase_set_timeout(tc, 120);
    tcase_add_unchecked_fixture(tc, prepare, no_teardown);
    tcase_add_test(tc, every_rule_has_a_bad_spec);
    tcase_add_loop_test(tc, bad_spec_is_rejected_with_its_line, 0, (int)bad.gl_pathc);
    tcase_add_test(tc, rejected_spec_leaves_existing_out_alone);
    suite_add_tcase(s, tc);
    tc = tcase_create("good spec");
    tcase_set_timeout(tc, 120);
    tcase_add_unchecked_fixture(tc, prepare, no_teardown);
    tcase_add_test(tc, good_spec_adds_backends);
    suite_add_tcase(s, tc);
    tc = tcase_create("output");
    tcase_set_timeout(tc, 120);
    tcase_add_unchecked_fixture(tc, prepare, no_teardown);
    tcase_add_test(tc, gen_is_deterministic);
    tcase_add_test(tc, regenerated_files_are_relative);
    tcase_add_test(tc, spec_hash_is_part_of_the_cache_key);
    suite_add_tcase(s, tc);
    return s;
}

TL_TEST_MAIN()
