/*
 * check_jitcache.c: the llvm target's code in the compile cache: each LLVM
 * module's object (src/llvm/jit.c) and the program's shared library, keyed
 * before any module is built (src/llvm/library.c). On target llvm a load
 * compiles each LLVM module (the device module, after its optimization, and
 * the host module) to an object and keeps it in the cache; with the source
 * text known (tl_compile_*, the command) the objects are linked into a
 * library, kept too, which a later load dlopens without building a module
 * or starting LLVM. Checked here:
 *   - without the source (the JIT's route) the first load compiles (two
 *     objects), the second is a cache hit with no compile, and the entries
 *     hold a verified module.o;
 *   - with it, the first load compiles the objects, runs them through the
 *     JIT and links the library in the background (waited for here with a
 *     bound: tl_cache_wait_background), the second is a hit that compiles
 *     and links nothing; a process's exit waits for its link, so that the
 *     next process finds the library; a link still running at the exit's
 *     bound is killed and leaves nothing; a link that fails says so;
 *   - a fresh `tilec run --check` process loads the library from the cache,
 *     builds no LLVM module and calls no LLVM function (the dynamic
 *     loader's lazy bindings say so), and its results match the interpreter;
 *   - an entry whose object or library was corrupted or truncated is refused
 *     and rebuilt, never loaded, and the kernel still matches the interpreter;
 *   - another -D value, another CPU (-mcpu) or another source text is
 *     another library (a comment changes no object: those are hits);
 *   - without a system linker the JIT links the objects, and says so;
 *   - with the cache off nothing is written, and the kernel still runs;
 *   - a module emitted as LLVM IR is optimized first (the optimization waits
 *     for the module's use).
 * Each test has a cache folder of its own under a temporary root. Without
 * LLVM the suite says it is skipped.
 */
#include <dirent.h>
#include <ftw.h>
#include <signal.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "compile/compile.h"
#include "cpu/cpu.h"
#include "langtest.h"
#include "llvm/llvm.h"
#include "runtime/runtime.h"
#include "testutil.h"

static char root[256];
static pid_t main_pid;

#ifdef TL_HAVE_LLVM

/* A fresh cache folder for the calling test (each runs in a process of its own). */
static void own_cache(const char *name)
{
    char dir[512];
    snprintf(dir, sizeof dir, "%s/%s", root, name);
    ck_assert(mkdir(dir, 0700) == 0);
    setenv("XDG_CACHE_HOME", dir, 1);
    unsetenv("TILEC_NO_CACHE");
}

/* The compilation of one load. */
typedef struct fx {
    tl_arena *arena;
    char *src;
    tl_module *m;
    const tl_context *ctx;
    tl_compilation c;
} fx;

/* with_source: the compilation names its source text and -D values, as
 * tl_compile_* and the command do (the library's route), else not (the
 * JIT's). */
static tl_kernel_handle *load_as(fx *f, const char *path, const char *target, const tl_define *defs, size_t ndefs,
                                 bool with_source)
{
    memset(f, 0, sizeof *f);
    tl_error err = { 0 };
    size_t len;
    f->arena = tl_arena_new();
    f->src = lt_read_file(path, &len);
    ck_assert_msg(f->src != NULL, "cannot read %s", path);
    char *diag = NULL;
    int nerr = 0;
    f->m = lt_compile(f->arena, path, f->src, len, defs, ndefs, &diag, &nerr);
    ck_assert_msg(f->m != NULL, "%s", diag ? diag : "");
    free(diag);
    f->ctx = tl_create_backend_context(target, "llvm", "tvm_ffi", &err);
    ck_assert_msg(f->ctx != NULL, "%s", err.msg);
    tl_compilation_init(&f->c, f->arena, f->ctx, f->m, path);
    if (with_source) {
        f->c.source = f->src, f->c.source_len = len;
        f->c.defines = defs, f->c.ndefines = ndefs;
    }
    ck_assert_msg(tl_run_pipeline(&f->c, &err) && tl_run_codegen(&f->c, false, &err), "%s", err.msg);
    tl_kernel_handle *h = tl_load(&f->c, &err);
    ck_assert_msg(h != NULL, "%s: %s", path, err.msg);
    return h;
}

static tl_kernel_handle *load(fx *f, const char *path, const char *target, const tl_define *defs, size_t ndefs)
{
    return load_as(f, path, target, defs, ndefs, false);
}

static tl_kernel_handle *load_lib(fx *f, const char *path, const char *target, const tl_define *defs, size_t ndefs)
{
    return load_as(f, path, target, defs, ndefs, true);
}

static void unload(fx *f, tl_kernel_handle *h)
{
    tl_kernel_handle_free(h);
    tl_compilation_free(&f->c);
    tl_context_free(f->ctx);
    tl_arena_free(f->arena);
    free(f->src);
}

/* The files named product (module.o, kernel.so) of the cache's entries
 * (folders under XDG_CACHE_HOME/tilec). */
static int products(const char *product, char paths[][900], int cap)
{
    char dir[300];
    snprintf(dir, sizeof dir, "%s/tilec", getenv("XDG_CACHE_HOME"));
    DIR *d = opendir(dir);
    int n = 0;
    for (struct dirent *e; d && (e = readdir(d));) {
        char p[900];
        struct stat st;
        snprintf(p, sizeof p, "%s/%.256s/%s", dir, e->d_name, product);
        if (e->d_name[0] != '.' && stat(p, &st) == 0 && S_ISREG(st.st_mode) && n < cap)
            snprintf(paths[n++], sizeof paths[0], "%s", p);
    }
    if (d)
        closedir(d);
    return n;
}

static int objects(char paths[][900], int cap) { return products("module.o", paths, cap); }

static int libraries(char paths[][900], int cap) { return products("kernel.so", paths, cap); }

/* Runs build/tilec ARGS with stderr and stdout into out (malloc'd); the exit status. */
static int tilec(const char *args, char **out)
{
    char cmd[1200];
    snprintf(cmd, sizeof cmd, "%s/tilec %s 2>&1", TL_TEST_BUILD_DIR, args);
    FILE *p = popen(cmd, "r");
    ck_assert(p != NULL);
    size_t cap = 1 << 16, n = 0;
    *out = calloc(cap, 1);
    size_t got;
    while (n < cap - 1 && (got = fread(*out + n, 1, cap - 1 - n, p)) > 0)
        n += got;
    int st = pclose(p);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static int count(const char *text, const char *needle)
{
    int n = 0;
    for (const char *p = text; (p = strstr(p, needle)); p += strlen(needle))
        n++;
    return n;
}

#define RUN_GEMM "run examples/gemm.tile --target llvm --check --time-passes -D M=70 -D N=45 -D K=33"
static const tl_define gemm_defs[] = { { "M", "70" }, { "N", "45" }, { "K", "33" } };

START_TEST(second_load_from_the_cache)
{
    own_cache("second");
    tl_runtime_stats s0 = tl_runtime_get_stats();
    fx f;
    tl_kernel_handle *h = load(&f, "examples/gemm.tile", "llvm", NULL, 0);
    tl_runtime_stats s1 = tl_runtime_get_stats();
    ck_assert(!tl_kernel_handle_cache_hit(h));
    ck_assert_int_eq(s1.compiles, s0.compiles + 2); /* the device and the host module */
    ck_assert_ptr_null(tl_kernel_handle_path(h));    /* run in process: no file to name */
    unload(&f, h);
    char paths[8][900];
    ck_assert_int_eq(objects(paths, 8), 2);
    h = load(&f, "examples/gemm.tile", "llvm", NULL, 0);
    tl_runtime_stats s2 = tl_runtime_get_stats();
    ck_assert(tl_kernel_handle_cache_hit(h));
    ck_assert_int_eq(s2.compiles, s1.compiles);
    ck_assert_int_eq(s2.cache_hits, s1.cache_hits + 2);
    unload(&f, h);
}
END_TEST

START_TEST(second_load_links_nothing)
{
    own_cache("second-lib");
    tl_runtime_stats s0 = tl_runtime_get_stats();
    fx f;
    tl_kernel_handle *h = load_lib(&f, "examples/gemm.tile", "llvm", NULL, 0);
    tl_runtime_stats s1 = tl_runtime_get_stats();
    ck_assert(!tl_kernel_handle_cache_hit(h));
    ck_assert_int_eq(s1.compiles, s0.compiles + 3); /* two objects, one link (started) */
    ck_assert_ptr_null(tl_kernel_handle_path(h));    /* the JIT's code meanwhile */
    unload(&f, h);
    ck_assert(tl_cache_wait_background(20000));
    char paths[8][900];
    ck_assert_int_eq(objects(paths, 8), 2);
    ck_assert_int_eq(libraries(paths, 8), 1);
    h = load_lib(&f, "examples/gemm.tile", "llvm", NULL, 0);
    tl_runtime_stats s2 = tl_runtime_get_stats();
    ck_assert(tl_kernel_handle_cache_hit(h));
    ck_assert_int_eq(s2.compiles, s1.compiles);
    ck_assert_int_eq(s2.cache_hits, s1.cache_hits + 1); /* the library alone: no object read */
    unload(&f, h);
}
END_TEST

/* The lazy bindings of `tilec ARGS` (LD_DEBUG=bindings): how many bind
 * tilec's calls, and how many of those to an LLVM library. */
static void bindings(const char *args, int *all, int *to_llvm)
{
    char dir[512], prefix[600];
    snprintf(dir, sizeof dir, "%s/ld-debug-%d", root, (int)getpid());
    ck_assert(mkdir(dir, 0700) == 0);
    snprintf(prefix, sizeof prefix, "%s/out", dir);
    setenv("LD_DEBUG", "bindings", 1);
    setenv("LD_DEBUG_OUTPUT", prefix, 1);
    char *out;
    ck_assert_int_eq(tilec(args, &out), 0);
    unsetenv("LD_DEBUG");
    unsetenv("LD_DEBUG_OUTPUT");
    free(out);
    *all = *to_llvm = 0;
    DIR *d = opendir(dir);
    for (struct dirent *e; d && (e = readdir(d));) {
        char p[1200];
        snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
        FILE *f = e->d_name[0] != '.' ? fopen(p, "r") : NULL;
        char line[2048];
        while (f && fgets(line, sizeof line, f)) {
            const char *b = strstr(line, "binding file ");
            const char *to = b ? strstr(b, " to ") : NULL;
            if (!to || !strstr(b, "/tilec [0]") || strstr(b, "/tilec [0]") > to)
                continue;
            (*all)++;
            *to_llvm += strstr(to, "LLVM") != NULL;
        }
        if (f)
            fclose(f);
        remove(p);
    }
    if (d)
        closedir(d);
    rmdir(dir);
}

START_TEST(fresh_process_loads_the_library)
{
    own_cache("fresh");
    char *out;
    ck_assert_int_eq(tilec(RUN_GEMM, &out), 0);
    ck_assert_msg(count(out, "(optimized and compiled)") == 2 && count(out, "(a miss: linked in the background)") == 1,
                  "%s", out);
    ck_assert_msg(count(out, ": ok") == 3, "%s", out);
    free(out);
    /* the first process's exit waited for its link: no wait here */
    ck_assert_int_eq(tilec(RUN_GEMM, &out), 0);
    /* the library and nothing else: no module built, no object read */
    ck_assert_msg(count(out, "llvm: library") == 1 && count(out, "(from the compile cache)") == 1 &&
                      !strstr(out, "llvm: IR built") && !strstr(out, "jit: "),
                  "%s", out);
    ck_assert_msg(count(out, ": ok") == 3, "%s", out); /* A, B and C as the interpreter has them */
    free(out);
    /* tilec calls no LLVM function on a hit (its calls bind lazily: a call
     * into LLVM would bind, as a compile's do) */
    int all, to_llvm;
    bindings(RUN_GEMM, &all, &to_llvm);
    ck_assert_msg(all > 0, "LD_DEBUG=bindings reported nothing");
    ck_assert_int_eq(to_llvm, 0);
    setenv("TILEC_NO_CACHE", "1", 1);
    bindings(RUN_GEMM, &all, &to_llvm);
    unsetenv("TILEC_NO_CACHE");
    ck_assert_int_gt(to_llvm, 0);
}
END_TEST

static void flip_bytes(const char *path)
{
    size_t len;
    char *data = lt_read_file(path, &len);
    ck_assert(data && len > 64);
    for (size_t i = len / 2; i < len / 2 + 16; i++)
        data[i] ^= 0x5a; /* in the code, where a loader would not notice */
    FILE *f = fopen(path, "wb");
    ck_assert(f && fwrite(data, 1, len, f) == len);
    fclose(f);
    free(data);
}

static void cut_in_half(const char *path)
{
    struct stat st;
    ck_assert(stat(path, &st) == 0);
    ck_assert(truncate(path, st.st_size / 2) == 0);
}

/* Damages every cached object (how), then loads again: refused, recompiled,
 * and right. */
static void damaged(const char *name, void (*how)(const char *path))
{
    own_cache(name);
    char *out;
    ck_assert_int_eq(tilec(RUN_GEMM, &out), 0);
    free(out);
    char paths[8][900];
    int n = objects(paths, 8);
    ck_assert_int_eq(n, 2);
    for (int i = 0; i < n; i++)
        how(paths[i]);
    tl_runtime_stats s0 = tl_runtime_get_stats();
    fx f;
    tl_kernel_handle *h = load(&f, "examples/gemm.tile", "llvm", gemm_defs, 3); /* RUN_GEMM's program */
    tl_runtime_stats s1 = tl_runtime_get_stats();
    ck_assert(!tl_kernel_handle_cache_hit(h));
    ck_assert_int_eq(s1.cache_rejected, s0.cache_rejected + 2);
    ck_assert_int_eq(s1.compiles, s0.compiles + 2);
    unload(&f, h);
    /* the rebuilt entries are whole: loaded again, from the cache */
    h = load(&f, "examples/gemm.tile", "llvm", gemm_defs, 3);
    tl_runtime_stats s2 = tl_runtime_get_stats();
    ck_assert(tl_kernel_handle_cache_hit(h));
    ck_assert_int_eq(s2.compiles, s1.compiles);
    ck_assert_int_eq(s2.cache_hits, s1.cache_hits + 2);
    unload(&f, h);
    /* and a fresh process (the library, untouched) is right */
    ck_assert_int_eq(tilec(RUN_GEMM, &out), 0);
    ck_assert_msg(count(out, "(from the compile cache)") == 1, "%s", out);
    ck_assert_msg(count(out, ": ok") == 3, "%s", out);
    free(out);
}

/* The library of the only entry that has one (after a first load). */
static void the_library(char path[900])
{
    char paths[8][900];
    ck_assert_int_eq(libraries(paths, 8), 1);
    snprintf(path, 900, "%s", paths[0]);
}

/* Damages the cached library (how), then loads again: refused, linked
 * again from the objects (which are whole: hits), and right; in this
 * process, then in fresh `tilec run --check` ones. */
static void damaged_library(const char *name, void (*how)(const char *path))
{
    char dir[300], lib[900];
    snprintf(dir, sizeof dir, "%s-here", name);
    own_cache(dir);
    fx f;
    unload(&f, load_lib(&f, "examples/gemm.tile", "llvm", NULL, 0));
    ck_assert(tl_cache_wait_background(20000));
    the_library(lib);
    how(lib);
    tl_runtime_stats s0 = tl_runtime_get_stats();
    tl_kernel_handle *h = load_lib(&f, "examples/gemm.tile", "llvm", NULL, 0);
    ck_assert(tl_cache_wait_background(20000)); /* the damaged entry is moved aside when the new one is installed */
    tl_runtime_stats s1 = tl_runtime_get_stats();
    ck_assert(!tl_kernel_handle_cache_hit(h));
    ck_assert_int_eq(s1.cache_rejected, s0.cache_rejected + 1);
    ck_assert_int_eq(s1.compiles, s0.compiles + 1);     /* the link */
    ck_assert_int_eq(s1.cache_hits, s0.cache_hits + 2); /* the objects */
    unload(&f, h);
    h = load_lib(&f, "examples/gemm.tile", "llvm", NULL, 0); /* the rebuilt entry is whole */
    ck_assert(tl_kernel_handle_cache_hit(h));
    ck_assert_int_eq(tl_runtime_get_stats().compiles, s1.compiles);
    unload(&f, h);

    own_cache(name);
    char *out;
    ck_assert_int_eq(tilec(RUN_GEMM, &out), 0);
    free(out);
    the_library(lib);
    how(lib);
    ck_assert_int_eq(tilec(RUN_GEMM, &out), 0);
    ck_assert_msg(count(out, "(a miss: linked in the background)") == 1 && count(out, "(from the compile cache)") == 2,
                  "%s", out);
    ck_assert_msg(count(out, ": ok") == 3, "%s", out);
    free(out);
    ck_assert_int_eq(tilec(RUN_GEMM, &out), 0);
    ck_assert_msg(count(out, "llvm: library") == 1 && count(out, "(from the compile cache)") == 1, "%s", out);
    ck_assert_msg(count(out, ": ok") == 3, "%s", out);
    free(out);
}

START_TEST(corrupted_object_recompiled) { damaged("corrupt", flip_bytes); }
END_TEST

START_TEST(truncated_object_recompiled) { damaged("truncated", cut_in_half); }
END_TEST

START_TEST(corrupted_library_relinked) { damaged_library("corrupt-lib", flip_bytes); }
END_TEST

START_TEST(truncated_library_relinked) { damaged_library("truncated-lib", cut_in_half); }
END_TEST

/* Loads path on target (the library's route): whether it was a hit; the
 * compiles it took into *compiles. */
static bool lib_hit(const char *path, const char *target, const tl_define *defs, size_t ndefs, int *compiles)
{
    tl_runtime_stats s0 = tl_runtime_get_stats();
    fx f;
    tl_kernel_handle *h = load_lib(&f, path, target, defs, ndefs);
    bool hit = tl_kernel_handle_cache_hit(h);
    unload(&f, h);
    ck_assert(tl_cache_wait_background(20000)); /* a miss's library installed */
    *compiles = (int)(tl_runtime_get_stats().compiles - s0.compiles);
    return hit;
}

START_TEST(library_key_inputs)
{
    own_cache("libkeys");
    tl_define d32 = { "N", "32" }, d33 = { "N", "33" };
    int n;
    ck_assert(!lib_hit("examples/vector_add.tile", "llvm", &d32, 1, &n));
    ck_assert(lib_hit("examples/vector_add.tile", "llvm", &d32, 1, &n));
    ck_assert_int_eq(n, 0);
    ck_assert(!lib_hit("examples/vector_add.tile", "llvm", &d33, 1, &n)); /* another -D value */
    ck_assert_int_eq(n, 3);
    char paths[8][900];
    ck_assert_int_eq(libraries(paths, 8), 2);
#if defined(__x86_64__)
    ck_assert(!lib_hit("examples/vector_add.tile", "llvm -mcpu=x86-64", &d32, 1, &n)); /* a target attribute */
    ck_assert_int_eq(n, 3);
    ck_assert_int_eq(libraries(paths, 8), 3);
#endif
    /* the source text: a comment more changes no module (the objects are
     * hits), and still misses the library */
    char copy[512];
    snprintf(copy, sizeof copy, "%s/vector_add.tile", getenv("XDG_CACHE_HOME"));
    size_t len;
    char *src = lt_read_file("examples/vector_add.tile", &len);
    ck_assert(src != NULL);
    FILE *f = fopen(copy, "w");
    ck_assert(f && fwrite(src, 1, len, f) == len);
    fclose(f);
    ck_assert(!lib_hit(copy, "llvm", &d32, 1, &n));
    ck_assert(lib_hit(copy, "llvm", &d32, 1, &n));
    f = fopen(copy, "a");
    ck_assert(f && fputs("# one comment more\n", f) >= 0);
    fclose(f);
    ck_assert(!lib_hit(copy, "llvm", &d32, 1, &n));
    ck_assert_int_eq(n, 1); /* the link alone */
    free(src);
}
END_TEST

START_TEST(no_linker_the_jit_links)
{
    own_cache("no-linker");
    setenv("CC", "/nonexistent/cc", 1);
    char *out;
    ck_assert_int_eq(tilec(RUN_GEMM, &out), 0);
    unsetenv("CC");
    ck_assert_msg(strstr(out, "no shared library of the program") && strstr(out, "/nonexistent/cc"), "%s", out);
    ck_assert_msg(count(out, "(optimized and compiled)") == 2 && count(out, ": ok") == 3, "%s", out);
    free(out);
    char paths[8][900];
    ck_assert_int_eq(libraries(paths, 8), 0);
    ck_assert_int_eq(objects(paths, 8), 2);
}
END_TEST

/* An executable script CC=dir/name whose body is body. */
static void fake_cc(const char *name, const char *body)
{
    char path[600];
    snprintf(path, sizeof path, "%s/%s", getenv("XDG_CACHE_HOME"), name);
    FILE *f = fopen(path, "w");
    ck_assert(f && fprintf(f, "#!/bin/sh\n%s\n", body) > 0);
    fclose(f);
    ck_assert(chmod(path, 0700) == 0);
    setenv("CC", path, 1);
}

/* Folders a build left in the cache (.tmp-*), or entries without a manifest. */
static int leftovers(void)
{
    char dir[300];
    snprintf(dir, sizeof dir, "%s/tilec", getenv("XDG_CACHE_HOME"));
    DIR *d = opendir(dir);
    int n = 0;
    for (struct dirent *e; d && (e = readdir(d));) {
        char p[900];
        struct stat st;
        snprintf(p, sizeof p, "%s/%.256s/manifest", dir, e->d_name);
        n += strncmp(e->d_name, ".tmp-", 5) == 0 || (e->d_name[0] != '.' && stat(p, &st) != 0);
    }
    if (d)
        closedir(d);
    return n;
}

START_TEST(a_failed_link_says_so)
{
    own_cache("link-fails");
    fake_cc("cc", "echo 'ld: no such library' >&2; exit 1");
    char *out;
    ck_assert_int_eq(tilec(RUN_GEMM, &out), 0);
    unsetenv("CC");
    ck_assert_msg(strstr(out, "no shared library of the program") && strstr(out, "ld: no such library"), "%s", out);
    ck_assert_msg(count(out, ": ok") == 3, "%s", out);
    free(out);
    char paths[8][900];
    ck_assert_int_eq(libraries(paths, 8), 0);
    ck_assert_int_eq(leftovers(), 0);
}
END_TEST

START_TEST(a_link_running_at_exit_leaves_nothing)
{
    own_cache("link-hangs");
    char pidfile[600], body[900];
    snprintf(pidfile, sizeof pidfile, "%s/cc.pid", getenv("XDG_CACHE_HOME"));
    snprintf(body, sizeof body, "echo $$ > '%s'; sleep 60; exit 1", pidfile);
    fake_cc("cc", body);
    char *out;
    time_t t0 = time(NULL);
    ck_assert_int_eq(tilec(RUN_GEMM, &out), 0);
    unsetenv("CC");
    /* the exit waited TL_CACHE_EXIT_WAIT_MS, then killed the link */
    ck_assert_int_le(time(NULL) - t0, TL_CACHE_EXIT_WAIT_MS / 1000 + 20);
    ck_assert_msg(count(out, ": ok") == 3 && !strstr(out, "no shared library"), "%s", out);
    free(out);
    size_t len;
    char *pid = lt_read_file(pidfile, &len);
    ck_assert(pid != NULL);
    ck_assert_int_ne(kill(atoi(pid), 0), 0); /* the script was killed with its group */
    free(pid);
    char paths[8][900];
    ck_assert_int_eq(libraries(paths, 8), 0);
    ck_assert_int_eq(leftovers(), 0);
    /* the next process finds no library, and links it */
    ck_assert_int_eq(tilec(RUN_GEMM, &out), 0);
    ck_assert_msg(count(out, "(a miss: linked in the background)") == 1, "%s", out);
    free(out);
    ck_assert_int_eq(libraries(paths, 8), 1);
}
END_TEST

START_TEST(another_program_or_cpu_another_entry)
{
    own_cache("keys");
    fx f;
    tl_define d32 = { "N", "32" }, d33 = { "N", "33" };
    tl_kernel_handle *h = load(&f, "examples/vector_add.tile", "llvm", &d32, 1);
    unload(&f, h);
    tl_runtime_stats s0 = tl_runtime_get_stats();
    h = load(&f, "examples/vector_add.tile", "llvm", &d33, 1); /* another -D: other modules (the host checks N) */
    ck_assert(!tl_kernel_handle_cache_hit(h));
    ck_assert_int_eq(tl_runtime_get_stats().compiles, s0.compiles + 2);
    unload(&f, h);
    char paths[8][900];
    ck_assert_int_eq(objects(paths, 8), 4);
#if defined(__x86_64__)
    s0 = tl_runtime_get_stats();
    h = load(&f, "examples/vector_add.tile", "llvm -mcpu=x86-64", &d32, 1);
    ck_assert(!tl_kernel_handle_cache_hit(h));
    ck_assert_int_eq(tl_runtime_get_stats().compiles, s0.compiles + 2);
    unload(&f, h);
    ck_assert_int_eq(objects(paths, 8), 6);
#endif
}
END_TEST

START_TEST(cache_off_writes_nothing)
{
    own_cache("off");
    setenv("TILEC_NO_CACHE", "1", 1);
    tl_runtime_stats s0 = tl_runtime_get_stats();
    fx f;
    tl_kernel_handle *h = load(&f, "examples/gemm.tile", "llvm", NULL, 0);
    ck_assert(!tl_kernel_handle_cache_hit(h));
    ck_assert_int_eq(tl_runtime_get_stats().compiles, s0.compiles + 2);
    unload(&f, h);
    char paths[8][900];
    ck_assert_int_eq(objects(paths, 8), 0);
    h = load_lib(&f, "examples/gemm.tile", "llvm", NULL, 0);
    ck_assert(!tl_kernel_handle_cache_hit(h));
    unload(&f, h);
    ck_assert_int_eq(objects(paths, 8), 0);
    ck_assert_int_eq(libraries(paths, 8), 0);
    char *out;
    ck_assert_int_eq(tilec(RUN_GEMM, &out), 0);
    ck_assert_msg(count(out, "(optimized and compiled)") == 2 && count(out, ": ok") == 3, "%s", out);
    free(out);
    ck_assert_int_eq(objects(paths, 8), 0);
    ck_assert_int_eq(libraries(paths, 8), 0);
}
END_TEST

/* The IR a compilation emits, with the module built (optimize: to be optimized). */
static char *emitted_ir(bool optimize)
{
    fx f;
    memset(&f, 0, sizeof f);
    tl_error err = { 0 };
    size_t len;
    f.arena = tl_arena_new();
    f.src = lt_read_file("examples/softmax.tile", &len);
    f.m = lt_compile(f.arena, "examples/softmax.tile", f.src, len, NULL, 0, NULL, &(int){ 0 });
    ck_assert(f.m != NULL);
    f.ctx = tl_create_backend_context("llvm", NULL, NULL, &err);
    ck_assert_msg(f.ctx != NULL, "%s", err.msg);
    tl_compilation_init(&f.c, f.arena, f.ctx, f.m, "examples/softmax.tile");
    ck_assert_msg(tl_run_pipeline(&f.c, &err), "%s", err.msg);
    f.c.device_codegen = tl_backend_get_device_codegen(tl_context_module(f.ctx), tl_context_target(f.ctx), &err);
    ck_assert_msg(tl_llvm_codegen_build(&f.c, optimize, &err), "%s", err.msg);
    tl_llvm_artifact *a = tl_llvm_device_module(&f.c);
    ck_assert(a && a->optimize == optimize);
    tl_strbuf out = { 0 };
    ck_assert_msg(tl_emit(&f.c, "llvm-ir", &out, &err), "%s", err.msg);
    ck_assert(!a->optimize); /* done once, by the emission */
    char *text = strdup(tl_strbuf_cstr(&out));
    tl_strbuf_free(&out);
    tl_compilation_free(&f.c);
    tl_context_free(f.ctx);
    tl_arena_free(f.arena);
    free(f.src);
    return text;
}

START_TEST(emitted_ir_is_optimized)
{
    char *plain = emitted_ir(false), *opt = emitted_ir(true);
    ck_assert(strcmp(plain, opt) != 0);
    ck_assert_msg(strstr(plain, "alloca") != NULL, "the unoptimized IR has its on-chip buffers as allocas");
    free(plain);
    free(opt);
}
END_TEST

#endif /* TL_HAVE_LLVM */

START_TEST(availability)
{
#ifdef TL_HAVE_LLVM
    ck_assert(tl_have_llvm());
#else
    fprintf(stderr, "check_jitcache: skipped: tilec is built without LLVM\n");
    ck_assert(!tl_have_llvm());
#endif
}
END_TEST

static int rm_one(const char *path, const struct stat *sb, int flag, struct FTW *ftw)
{
    (void)sb, (void)flag, (void)ftw;
    remove(path);
    return 0;
}

static void remove_root(void)
{
    if (getpid() == main_pid && root[0])
        nftw(root, rm_one, 16, FTW_DEPTH | FTW_PHYS);
}

Suite *make_suite(void);
Suite *make_suite(void)
{
    char tmpl[] = "/tmp/tilec-check-jitcache-XXXXXX";
    if (!mkdtemp(tmpl)) {
        perror("mkdtemp");
        abort();
    }
    snprintf(root, sizeof root, "%s", tmpl);
    main_pid = getpid();
    atexit(remove_root);
    unsetenv("CC");
    Suite *s = suite_create("jitcache");
    TCase *tc = tcase_create("jitcache");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, availability);
#ifdef TL_HAVE_LLVM
    tcase_add_test(tc, second_load_from_the_cache);
    tcase_add_test(tc, second_load_links_nothing);
    tcase_add_test(tc, fresh_process_loads_the_library);
    tcase_add_test(tc, corrupted_object_recompiled);
    tcase_add_test(tc, truncated_object_recompiled);
    tcase_add_test(tc, corrupted_library_relinked);
    tcase_add_test(tc, truncated_library_relinked);
    tcase_add_test(tc, library_key_inputs);
    tcase_add_test(tc, no_linker_the_jit_links);
    tcase_add_test(tc, a_failed_link_says_so);
    tcase_add_test(tc, a_link_running_at_exit_leaves_nothing);
    tcase_add_test(tc, another_program_or_cpu_another_entry);
    tcase_add_test(tc, cache_off_writes_nothing);
    tcase_add_test(tc, emitted_ir_is_optimized);
#endif
    suite_add_tcase(s, tc);
    return s;
}

TL_TEST_MAIN()
