/*
 * nvrtc.c: NVRTC loaded at run time (see nvrtc.h).
 *
 * The library is dlopen'ed once per process and kept. A compile runs
 * nvrtcCreateProgram / nvrtcCompileProgram and takes the cubin (or PTX). The
 * include directory of the toolkit the library came from is passed with -I,
 * since NVRTC does not find its own headers (cuda_fp16.h and friends). On a
 * compile error, NVRTC's log is returned with each diagnostic followed by the
 * source line it names (where NVRTC has not quoted it itself), so the user
 * sees generated code, not only a line number, and its errors (ptxas's
 * included) before its warnings. Compiles pass --no-cache
 * (NVRTC 12.9 on) unless tl_nvrtc_driver_cache turned the driver's compute
 * cache on: looking a program up there loads the driver and runs cuInit in
 * the compiling process, and tilec keeps its own cache of cubins.
 */
#include "cuda/nvrtc.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef int nvrtc_result; /* nvrtcResult; 0 is NVRTC_SUCCESS */
#define NVRTC_ERROR_INVALID_OPTION 5
typedef struct nvrtc_prog *nvrtc_program;

static struct {
    pthread_once_t once;
    bool ok;
    char reason[256];
    char version[16];
    bool has_no_cache; /* NVRTC 12.9 on: --no-cache keeps it off the driver's compute cache */
    bool driver_cache; /* tl_nvrtc_driver_cache(true): leave it on */
    char include[512]; /* "-I<toolkit>/include", or "" */
    const char *(*error_string)(nvrtc_result);
    nvrtc_result (*version_fn)(int *, int *);
    nvrtc_result (*create)(nvrtc_program *, const char *, const char *, int, const char *const *, const char *const *);
    nvrtc_result (*destroy)(nvrtc_program *);
    nvrtc_result (*compile)(nvrtc_program, int, const char *const *);
    nvrtc_result (*log_size)(nvrtc_program, size_t *);
    nvrtc_result (*log)(nvrtc_program, char *);
    nvrtc_result (*cubin_size)(nvrtc_program, size_t *);
    nvrtc_result (*cubin)(nvrtc_program, char *);
    nvrtc_result (*ptx_size)(nvrtc_program, size_t *);
    nvrtc_result (*ptx)(nvrtc_program, char *);
} nv = { .once = PTHREAD_ONCE_INIT };

static bool is_dir(const char *p)
{
    struct stat st;
    return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

/* The toolkit's include directory: $CUDA_HOME/include, else next to the loaded
 * library (lib/ or lib64/ -> ../include, targets/<arch>/lib -> ../include),
 * else /usr/local/cuda/include. */
static void find_include(void *sym)
{
    char dir[400], cand[480];
    const char *home = getenv("CUDA_HOME");
    if (home && *home) {
        snprintf(cand, sizeof cand, "%s/include", home);
        if (is_dir(cand))
            goto found;
    }
    Dl_info info;
    if (dladdr(sym, &info) && info.dli_fname) {
        char *real = realpath(info.dli_fname, NULL);
        if (real) {
            snprintf(dir, sizeof dir, "%s", real);
            free(real);
            char *slash = strrchr(dir, '/');
            if (slash) {
                *slash = '\0';
                char probe[520];
                snprintf(cand, sizeof cand, "%s/../include", dir);
                snprintf(probe, sizeof probe, "%s/cuda_fp16.h", cand);
                if (access(probe, R_OK) == 0)
                    goto found;
            }
        }
    }
    snprintf(cand, sizeof cand, "/usr/local/cuda/include");
    if (is_dir(cand))
        goto found;
    nv.include[0] = '\0';
    return;
found:
    snprintf(nv.include, sizeof nv.include, "-I%s", cand);
}

static void load_once(void)
{
    static const char *const names[] = { "libnvrtc.so.13", "libnvrtc.so.12" };
    void *h = NULL;
    for (size_t i = 0; i < sizeof names / sizeof *names && !h; i++)
        h = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        snprintf(nv.reason, sizeof nv.reason, "libnvrtc not found (tried libnvrtc.so.13, libnvrtc.so.12): no CUDA toolkit");
        return;
    }
#define SYM(field, name)                                                                                                \
    do {                                                                                                                \
        *(void **)&nv.field = dlsym(h, name);                                                                           \
        if (!nv.field) {                                                                                                \
            snprintf(nv.reason, sizeof nv.reason, "libnvrtc lacks %s", name);                                           \
            return;                                                                                                     \
        }                                                                                                               \
    } while (0)
    SYM(error_string, "nvrtcGetErrorString");
    SYM(version_fn, "nvrtcVersion");
    SYM(create, "nvrtcCreateProgram");
    SYM(destroy, "nvrtcDestroyProgram");
    SYM(compile, "nvrtcCompileProgram");
    SYM(log_size, "nvrtcGetProgramLogSize");
    SYM(log, "nvrtcGetProgramLog");
    SYM(cubin_size, "nvrtcGetCUBINSize");
    SYM(cubin, "nvrtcGetCUBIN");
    SYM(ptx_size, "nvrtcGetPTXSize");
    SYM(ptx, "nvrtcGetPTX");
#undef SYM
    int major = 0, minor = 0;
    if (nv.version_fn(&major, &minor) != 0) {
        snprintf(nv.reason, sizeof nv.reason, "nvrtcVersion failed");
        return;
    }
    snprintf(nv.version, sizeof nv.version, "%d.%d", major, minor);
    nv.has_no_cache = major > 12 || (major == 12 && minor >= 9);
    find_include((void *)nv.create);
    nv.ok = true; /* the library stays loaded for the life of the process */
}

bool tl_nvrtc_load(char *reason, size_t cap)
{
    pthread_once(&nv.once, load_once);
    if (!nv.ok && reason && cap)
        snprintf(reason, cap, "%s", nv.reason);
    return nv.ok;
}

void tl_nvrtc_driver_cache(bool on) { nv.driver_cache = on; }

const char *tl_nvrtc_version(void)
{
    pthread_once(&nv.once, load_once);
    return nv.ok ? nv.version : NULL;
}

/* Appends to buf (cap bytes, NUL-terminated), silently truncating. */
static void append(char *buf, size_t cap, size_t *len, const char *s, size_t n)
{
    if (*len + 1 >= cap)
        return;
    if (n > cap - 1 - *len)
        n = cap - 1 - *len;
    memcpy(buf + *len, s, n);
    *len += n;
    buf[*len] = '\0';
}

/* Line `line` (1-based) of source, as pointer and length; false past the end. */
static bool source_line(const char *source, long line, const char **at, size_t *n)
{
    const char *p = source;
    for (long i = 1; i < line; i++) {
        p = strchr(p, '\n');
        if (!p)
            return false;
        p++;
    }
    *at = p;
    *n = strcspn(p, "\n");
    return true;
}

/* Whether log line l (n bytes) is source line at (an bytes), give or take
 * leading blanks. */
static bool quoted(const char *l, size_t n, const char *at, size_t an)
{
    while (n && (*l == ' ' || *l == '\t'))
        l++, n--;
    while (an && (*at == ' ' || *at == '\t'))
        at++, an--;
    return n == an && an > 0 && memcmp(l, at, n) == 0;
}

/* Whether the log entry starting at p (a line at column 0) is a warning
 * or a remark rather than an error. */
static bool log_warning(const char *p, size_t n)
{
    if (n >= 7 && strncmp(p, "Remark:", 7) == 0)
        return true;
    for (size_t i = 0; i + 9 <= n; i++)
        if (strncmp(p + i, ": warning", 9) == 0)
            return true;
    return false;
}

/* NVRTC's log with each "NAME(LINE): ..." diagnostic followed by the quoted
 * source line; the include-path noise and blank lines are dropped. An entry
 * is a line at column 0 and the indented lines after it (NVRTC's quote and
 * caret). The errors come first (ptxas's among them, which NVRTC logs after
 * every warning of the front end), then the warnings and remarks, so that
 * what failed is not cut off where the message has no room for the rest. */
static void annotate_log(const char *log, const char *source, const char *name, char *out, size_t cap)
{
    size_t len = 0, nlen = strlen(name);
    out[0] = '\0';
    for (int pass = 0; pass < 2; pass++) {
        bool keep = false; /* the entry being read goes out in this pass */
        for (const char *p = log; *p;) {
            size_t n = strcspn(p, "\n");
            if (n > 0 && p[0] != ' ' && p[0] != '\t')
                keep = log_warning(p, n) == (pass == 1);
            if (n > 0 && keep) {
                append(out, cap, &len, "\n", 1);
                append(out, cap, &len, p, n);
                long line = 0;
                if (strncmp(p, name, nlen) == 0 && p[nlen] == '(' && (line = strtol(p + nlen + 1, NULL, 10)) > 0) {
                    const char *at;
                    size_t an;
                    /* NVRTC 13 quotes the line itself, with a caret: then once is enough */
                    const char *next = p[n] == '\n' ? p + n + 1 : p + n;
                    size_t nn = strcspn(next, "\n");
                    if (source_line(source, line, &at, &an) && !quoted(next, nn, at, an)) {
                        char pre[32];
                        int pn = snprintf(pre, sizeof pre, "\n  %5ld | ", line);
                        append(out, cap, &len, pre, (size_t)pn);
                        append(out, cap, &len, at, an);
                    }
                }
            }
            p += n;
            if (*p == '\n')
                p++;
        }
    }
}

bool tl_nvrtc_compile(const char *source, const char *name, const char *arch, const char *const *options, int noptions,
                      bool ptx, void **out, size_t *out_size, tl_error *err)
{
    return tl_nvrtc_compile_log(source, name, arch, options, noptions, ptx, out, out_size, NULL, err);
}

int tl_nvrtc_options(const char *arch, bool ptx, const char *const *options, int noptions, char *archopt, size_t cap,
                     const char *opts[TL_NVRTC_MAX_OPTIONS])
{
    /* A cubin needs a real arch (sm_XY); PTX the virtual one (compute_XY). */
    snprintf(archopt, cap, "--gpu-architecture=%s%s", ptx ? "compute_" : "sm_", arch + 3);
    int n = 0;
    opts[n++] = archopt;
    opts[n++] = "--std=c++17";
    if (nv.include[0])
        opts[n++] = nv.include;
    if (__atomic_load_n(&nv.has_no_cache, __ATOMIC_RELAXED) && !nv.driver_cache)
        opts[n++] = "--no-cache";
    for (int i = 0; i < noptions && n < TL_NVRTC_MAX_OPTIONS; i++)
        opts[n++] = options[i];
    return n;
}

bool tl_nvrtc_compile_log(const char *source, const char *name, const char *arch, const char *const *options,
                          int noptions, bool ptx, void **out, size_t *out_size, char **log_out, tl_error *err)
{
    if (log_out)
        *log_out = NULL;
    char reason[256];
    *out = NULL;
    *out_size = 0;
    if (!tl_nvrtc_load(reason, sizeof reason))
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "nvrtc: %s", reason);
    if (!arch || strncmp(arch, "sm_", 3) != 0 || strlen(arch) > 12)
        return tl_error_set(err, TL_ERR_INVALID, "nvrtc: arch '%s' is not of the form sm_XY", arch ? arch : "(null)");
    if (noptions < 0 || noptions > 64)
        return tl_error_set(err, TL_ERR_INVALID, "nvrtc: %d options (at most 64)", noptions);
    char archopt[48];
    const char *opts[TL_NVRTC_MAX_OPTIONS];
    int n = tl_nvrtc_options(arch, ptx, options, noptions, archopt, sizeof archopt, opts);

    nvrtc_program prog = NULL;
    nvrtc_result rc = nv.create(&prog, source, name, 0, NULL, NULL);
    if (rc != 0)
        return tl_error_set(err, TL_ERR_INTERNAL, "nvrtc: nvrtcCreateProgram(%s): %s", name, nv.error_string(rc));
    rc = nv.compile(prog, n, opts);
    if (rc == NVRTC_ERROR_INVALID_OPTION && !nv.driver_cache && __atomic_load_n(&nv.has_no_cache, __ATOMIC_RELAXED)) {
        /* an NVRTC that does not know --no-cache (only 13.0 was seen to take
         * it) compiles without it from now on, the driver's cache looked up
         * again; where the caller's options were at fault it stays */
        __atomic_store_n(&nv.has_no_cache, false, __ATOMIC_RELAXED);
        n = tl_nvrtc_options(arch, ptx, options, noptions, archopt, sizeof archopt, opts);
        nv.destroy(&prog);
        if ((rc = nv.create(&prog, source, name, 0, NULL, NULL)) != 0)
            return tl_error_set(err, TL_ERR_INTERNAL, "nvrtc: nvrtcCreateProgram(%s): %s", name, nv.error_string(rc));
        rc = nv.compile(prog, n, opts);
        if (rc == NVRTC_ERROR_INVALID_OPTION)
            __atomic_store_n(&nv.has_no_cache, true, __ATOMIC_RELAXED);
    }
    if (rc != 0) {
        size_t lsize = 0;
        char *log = NULL;
        if (nv.log_size(prog, &lsize) == 0 && lsize > 0 && (log = malloc(lsize + 1)) && nv.log(prog, log) == 0)
            log[lsize] = '\0';
        else if (log)
            log[0] = '\0';
        char annotated[900];
        annotate_log(log ? log : "", source, name, annotated, sizeof annotated);
        free(log);
        nv.destroy(&prog);
        return tl_error_set(err, TL_ERR_INVALID, "nvrtc: compiling %s for %s failed (%s):%s", name, arch,
                            nv.error_string(rc), annotated);
    }
    if (log_out) { /* the log of a compile that succeeded: warnings, ptxas -v */
        size_t lsize = 0;
        char *log = NULL;
        if (nv.log_size(prog, &lsize) == 0 && (log = malloc(lsize + 1)) && (lsize == 0 || nv.log(prog, log) == 0))
            log[lsize] = '\0';
        else if (log)
            log[0] = '\0';
        *log_out = log;
    }
    size_t size = 0;
    rc = ptx ? nv.ptx_size(prog, &size) : nv.cubin_size(prog, &size);
    char *buf = rc == 0 ? malloc(size + 1) : NULL;
    if ((rc != 0 || !buf) && log_out) {
        free(*log_out);
        *log_out = NULL;
    }
    if (rc == 0 && !buf) {
        nv.destroy(&prog);
        return tl_error_set(err, TL_ERR_INTERNAL, "nvrtc: out of memory for a %zu-byte %s", size, ptx ? "PTX" : "cubin");
    }
    if (rc == 0)
        rc = ptx ? nv.ptx(prog, buf) : nv.cubin(prog, buf);
    nv.destroy(&prog);
    if (rc != 0) {
        free(buf);
        if (log_out) {
            free(*log_out);
            *log_out = NULL;
        }
        return tl_error_set(err, TL_ERR_INTERNAL, "nvrtc: %s(%s): %s", ptx ? "nvrtcGetPTX" : "nvrtcGetCUBIN", name,
                            nv.error_string(rc));
    }
    buf[size] = '\0'; /* PTX is text; a cubin gets a harmless extra byte */
    if (ptx)
        size = strlen(buf);
    *out = buf;
    *out_size = size;
    return true;
}
