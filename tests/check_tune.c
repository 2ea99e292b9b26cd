/*
 * check_tune.c: `tilec tune` as a user runs it, on a CPU target (llvm when
 * tilec has LLVM, else c) with tests/tune/scale.tile (12 configurations, 4
 * of them invalid): the JSON holds every configuration and the best, the
 * invalid ones are skipped with the front end's reason, the best is kept and
 * `tilec run` and `tilec build` use it (not with --no-tuned, and -D wins), -D
 * fixes a tuned const, --max-configs samples with --seed, and compiling on
 * several threads gives what one thread gives. Each test has its own
 * compile cache (XDG_CACHE_HOME) under a folder of this run.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "testutil.h"

#ifdef TL_HAVE_LLVM
#define TARGET "llvm"
#else
#define TARGET "c"
#endif
#define SCALE "tests/tune/scale.tile"
/* quick: a small N, a few ms of timing a configuration, one CPU worker */
#define QUICK "--target " TARGET " -D N=4096 --bench-ms 5 --workers 1"

static char top[256];
static char out[1 << 17];

static void fresh_cache(const char *name)
{
    char dir[512];
    snprintf(dir, sizeof dir, "%s/%s", top, name);
    ck_assert(mkdir(dir, 0755) == 0);
    setenv("XDG_CACHE_HOME", dir, 1);
}

/* Runs build/tilec ARGS (a shell fragment), stdout and stderr into out;
 * returns the exit status. */
static int tilec(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static int tilec(const char *fmt, ...)
{
    char args[2048], cmd[2600];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(args, sizeof args, fmt, ap);
    va_end(ap);
    snprintf(cmd, sizeof cmd, "%s/tilec %s 2>&1", TL_TEST_BUILD_DIR, args);
    FILE *p = popen(cmd, "r");
    ck_assert_ptr_nonnull(p);
    size_t n = fread(out, 1, sizeof out - 1, p);
    out[n] = 0;
    int status = pclose(p);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

#define assert_out(needle) ck_assert_msg(strstr(out, (needle)) != NULL, "output lacks '%s':\n%s", (needle), out)

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    ck_assert_msg(f != NULL, "cannot read %s", path);
    static char buf[1 << 17];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = 0;
    fclose(f);
    return strdup(buf);
}

static int count(const char *s, const char *needle)
{
    int n = 0;
    for (const char *p = s; (p = strstr(p, needle)); p++)
        n++;
    return n;
}

/* "BLOCK=1024 T=128 S=2" from the JSON's "best": {"values": {...}}. */
static void best_label(const char *json, char *label, size_t cap)
{
    const char *b = strstr(json, "\"best\": {\"values\": {");
    ck_assert_msg(b != NULL, "no best in %s", json);
    int block, t;
    double s;
    ck_assert(sscanf(b, "\"best\": {\"values\": {\"BLOCK\": %d, \"T\": %d, \"S\": %lf}", &block, &t, &s) == 3);
    snprintf(label, cap, "BLOCK=%d T=%d S=%g", block, t, s);
}

START_TEST(tune_writes_json_skips_keeps_and_run_uses_it)
{
    fresh_cache("keep");
    char json[512];
    snprintf(json, sizeof json, "%s/keep.json", top);
    ck_assert_int_eq(tilec("tune " SCALE " " QUICK " --jobs 2 --check --json %s", json), 0);
    assert_out("12 configurations: 8 timed, 4 skipped");
    assert_out("skipped (front end):");
    assert_out("error: a thread count must be between 1 and 1024, got 2048");
    assert_out("best: ");
    assert_out("kept in ");
    assert_out("compile: 8 configurations in ");
    char *j = slurp(json);
    ck_assert_int_eq(count(j, "{\"values\": {\"BLOCK\""), 12 + 1); /* every configuration, and the best */
    ck_assert_int_eq(count(j, "\"status\": \"ok\""), 8);
    ck_assert_int_eq(count(j, "\"status\": \"skipped\", \"stage\": \"front end\""), 4);
    ck_assert_int_eq(count(j, "got 2048\""), 4);
    ck_assert_int_eq(count(j, "\"median_ms\": null"), 4);
    ck_assert_msg(strstr(j, "\"tuned\": {\"BLOCK\": [1024, 256], \"T\": [128, 2048, 64], \"S\": [2, 0.5]}"), "%s", j);
    ck_assert_msg(strstr(j, "\"defines\": {\"N\": 4096}"), "%s", j);
    char label[128];
    best_label(j, label, sizeof label);
    /* the table is sorted by time: the best comes first */
    char *rank1 = strstr(out, "   1  ");
    ck_assert_msg(rank1 && strncmp(rank1 + 6, label, strlen(label)) == 0, "rank 1 is not %s:\n%s", label, out);
    free(j);

    /* run and build use the best; -D wins over it; --no-tuned ignores it */
    char used[256];
    snprintf(used, sizeof used, "tilec: using the tuned configuration %s (", label);
    ck_assert_int_eq(tilec("run " SCALE " --target " TARGET " -D N=4096 --check"), 0);
    assert_out(used);
    assert_out("check Y");
    ck_assert_int_eq(count(out, "using the tuned configuration"), 1);
    ck_assert_int_eq(tilec("build " SCALE " --target " TARGET " -D N=4096 --emit ir"), 0);
    assert_out(used);
    ck_assert_int_eq(tilec("run " SCALE " --target " TARGET " -D N=4096 -D BLOCK=512"), 0);
    ck_assert_msg(!strstr(out, "BLOCK=") && strstr(out, "using the tuned configuration T="), "%s", out);
    ck_assert_int_eq(tilec("run " SCALE " --target " TARGET " -D N=4096 --no-tuned"), 0);
    ck_assert_msg(!strstr(out, "tuned"), "%s", out);
    /* another shape is another key */
    ck_assert_int_eq(tilec("run " SCALE " --target " TARGET " -D N=4000"), 0);
    ck_assert_msg(!strstr(out, "tuned"), "%s", out);
}
END_TEST

START_TEST(define_fixes_a_tuned_const)
{
    fresh_cache("fixed");
    char json[512];
    snprintf(json, sizeof json, "%s/fixed.json", top);
    ck_assert_int_eq(tilec("tune " SCALE " " QUICK " -D T=64 --json %s", json), 0);
    assert_out("4 configurations: 4 timed, 0 skipped");
    char *j = slurp(json);
    ck_assert_msg(strstr(j, "\"tuned\": {\"BLOCK\": [1024, 256], \"S\": [2, 0.5]}"), "%s", j);
    ck_assert_msg(strstr(j, "\"defines\": {\"N\": 4096, \"T\": 64}"), "%s", j);
    ck_assert_int_eq(count(j, "\"T\": 128"), 0);
    free(j);
    /* kept with T=64, which a run without -D T then takes */
    ck_assert_int_eq(tilec("run " SCALE " --target " TARGET " -D N=4096"), 0);
    assert_out(" T=64");
    /* every const fixed: one configuration */
    ck_assert_int_eq(tilec("tune " SCALE " " QUICK " -D T=64 -D BLOCK=256 -D S=3 --json %s", json), 0);
    assert_out("no tune() const left open");
    assert_out("1 configuration: 1 timed, 0 skipped");
}
END_TEST

/* Shapes bound at launch (--dim) are part of the key: a tune at one shape
 * is used by a run at that shape, not by a run at another. */
START_TEST(dim_shapes_key_the_best)
{
    fresh_cache("dims");
    char json[512];
    snprintf(json, sizeof json, "%s/dims.json", top);
    ck_assert_int_eq(tilec("tune " SCALE " --target " TARGET " --dim N=3000 -D T=64 --bench-ms 5 --workers 1 --json %s", json), 0);
    assert_out("4 configurations: 4 timed, 0 skipped");
    ck_assert_int_eq(tilec("run " SCALE " --target " TARGET " --dim N=3000 --check"), 0);
    assert_out("using the tuned configuration");
    assert_out("check Y");
    ck_assert_int_eq(tilec("run " SCALE " --target " TARGET " --dim N=5000"), 0);
    ck_assert_msg(!strstr(out, "tuned"), "a run at another shape took the tune at N=3000:\n%s", out);
}
END_TEST

/* The configurations, their status and the device source each made. */
static char *outcome(const char *json)
{
    char *j = slurp(json);
    static char buf[1 << 15];
    size_t at = 0;
    for (const char *p = j; (p = strstr(p, "\n    {\"values\": ")); p++) {
        const char *st = strstr(p, "\"status\"");
        const char *sha = strstr(p, "\"device_source_sha256\"");
        const char *end = strchr(p + 1, '\n');
        ck_assert(st && sha && end && sha < end);
        at += (size_t)snprintf(buf + at, sizeof buf - at, "%.*s %.20s %.*s\n", (int)(strchr(p, '}') - p - 5), p + 5,
                               st, (int)(end - sha), sha);
    }
    free(j);
    return strdup(buf);
}

START_TEST(parallel_compile_matches_one_thread)
{
    fresh_cache("parallel");
    char one[512], many[512];
    snprintf(one, sizeof one, "%s/one.json", top);
    snprintf(many, sizeof many, "%s/many.json", top);
    ck_assert_int_eq(tilec("tune " SCALE " " QUICK " --no-cache --jobs 1 --json %s", one), 0);
    assert_out("with 1 job ");
    ck_assert_int_eq(tilec("tune " SCALE " " QUICK " --no-cache --jobs 4 --json %s", many), 0);
    assert_out("with 4 jobs ");
    char *a = outcome(one), *b = outcome(many);
    ck_assert_int_eq(count(a, "\n"), 12);
    ck_assert_int_eq(count(a, "\"device_source_sha256\": \""), 8);
    ck_assert_str_eq(a, b);
    free(a);
    free(b);
}
END_TEST

START_TEST(max_configs_samples_with_the_seed)
{
    fresh_cache("sample");
    char a[512], b[512];
    snprintf(a, sizeof a, "%s/a.json", top);
    snprintf(b, sizeof b, "%s/b.json", top);
    ck_assert_int_eq(tilec("tune " SCALE " " QUICK " --max-configs 5 --seed 7 --json %s", a), 0);
    assert_out("5 configurations of 12");
    ck_assert_int_eq(tilec("tune " SCALE " " QUICK " --max-configs 5 --seed 7 --json %s", b), 0);
    char *x = outcome(a), *y = outcome(b);
    ck_assert_int_eq(count(x, "\n"), 5);
    ck_assert_msg(strstr(x, "{\"BLOCK\": 1024, \"T\": 128, \"S\": 2 \"status\""), "the first values' "
                  "configuration is always tried:\n%s", x);
    ck_assert_str_eq(x, y);
    free(x);
    free(y);
}
END_TEST

START_TEST(usage_and_errors)
{
    fresh_cache("usage");
    ck_assert_int_eq(tilec("run " SCALE " --jobs 2"), 2);
    assert_out("--jobs belongs to 'tilec tune'");
    ck_assert_int_eq(tilec("build " SCALE " --json x.json"), 2);
    ck_assert_int_eq(tilec("tune " SCALE " --kernel a,b"), 2);
    ck_assert_int_eq(tilec("tune " SCALE " --jobs 0"), 2);
    ck_assert_int_eq(tilec("tune " SCALE " --emit ir"), 2);
    ck_assert_int_eq(tilec("tune " SCALE " --target " TARGET " --kernel nope"), 1);
    assert_out("has no kernel 'nope'");
    ck_assert_int_eq(tilec("tune tests/lang/bad/tune_duplicate.tile --target " TARGET), 1);
    assert_out("value 3 of tune() repeats value 1");
    /* the configuration of -D and the first values must compile: it is what
     * run and build take without tuning */
    ck_assert_int_eq(tilec("tune " SCALE " " QUICK " -D T=2048 --json -"), 1);
    assert_out("error: a thread count must be between 1 and 1024, got 2048");
}
END_TEST

static void make_top(void)
{
    snprintf(top, sizeof top, "%s/tilec-tune-XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
    ck_assert(mkdtemp(top) != NULL);
}

static void remove_top(void)
{
    char cmd[400];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", top);
    ck_assert(system(cmd) == 0);
}

Suite *make_suite(void)
{
    Suite *s = suite_create("tune");
    TCase *tc = tcase_create("tilec tune");
    tcase_set_timeout(tc, 120);
    tcase_add_unchecked_fixture(tc, make_top, remove_top);
    tcase_add_test(tc, tune_writes_json_skips_keeps_and_run_uses_it);
    tcase_add_test(tc, define_fixes_a_tuned_const);
    tcase_add_test(tc, dim_shapes_key_the_best);
    tcase_add_test(tc, parallel_compile_matches_one_thread);
    tcase_add_test(tc, max_configs_samples_with_the_seed);
    tcase_add_test(tc, usage_and_errors);
    suite_add_tcase(s, tc);
    return s;
}

TL_TEST_MAIN()
