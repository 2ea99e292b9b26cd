/*
 * build.c: generated C to a loaded shared object, through the compile cache
 * (the key and the layout are described in runtime.h).
 *
 * A build writes into a fresh folder: kernel.c (the device source, which
 * includes "tilec_prelude.h"), tilec_prelude.h (the CPU prelude), host.c (the
 * host source, tvm_ffi only), key.c (defines tilec_artifact_key, the entry's
 * key), then runs the system C compiler once,
 *   $CC -O3 -march=native -std=c11 -fwrapv -fno-trapping-math -shared -fPIC -Wl,-Bsymbolic
 *       -o kernel.so kernel.c [host.c] key.c -lm -lpthread
 * with its output in cc.log. An object build (in->object: the C host source
 * of target llvm, which the JIT links with the device module, jit.c) writes
 * host.c and the prelude and runs
 *   $CC -O3 -march=native -std=c11 -fwrapv -fPIC -D_Thread_local= -c -o host.o host.c
 * (without thread-local storage, which the JIT cannot link)
 * then records the entry's key in a file `key` (an object cannot be asked). With the cache on, the folder is a temporary
 * one inside the cache and is renamed to the entry's name once the library is
 * complete; a concurrent build of the same key that renames first wins and
 * the other uses its entry. An entry is used only when its kernel.so loads
 * and its tilec_artifact_key matches; else it is moved aside and rebuilt.
 * Temporary folders a killed process left behind are removed by a later
 * build once they are a day old. Entries are never evicted: removing the
 * cache folder is always safe.
 */
#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <pthread.h>
#include <spawn.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "runtime/internal.h"
#include "runtime/runtime.h"
#include "util/arena.h"

extern char **environ;

/* The CPU prelude (src/cpu/cpu.h, embedded into generated/cpu_prelude.c). */
extern const char tl_cpu_prelude[];
extern const unsigned long tl_cpu_prelude_len;
#define PRELUDE_NAME "tilec_prelude.h"

#define CACHE_FORMAT "tilec-cache-1"
#define MAX_CC_WORDS 16
#define LOG_KEEP 760 /* bytes of compiler output that fit in a tl_error */

/* ---- counters, settings ----------------------------------------------- */

static atomic_ullong n_compiles, n_cache_hits, n_cache_rejected;
static atomic_bool cache_off;

void tl_runtime_set_cache(bool enabled) { atomic_store(&cache_off, !enabled); }

bool tl_runtime_cache_enabled(void)
{
    if (atomic_load(&cache_off))
        return false;
    const char *e = getenv("TILEC_NO_CACHE");
    return !(e && *e && strcmp(e, "0") != 0);
}

tl_runtime_stats tl_runtime_get_stats(void)
{
    tl_runtime_stats s = { atomic_load(&n_compiles), atomic_load(&n_cache_hits), atomic_load(&n_cache_rejected) };
    return s;
}

bool tl_runtime_cache_dir(char *buf, size_t cap)
{
    const char *x = getenv("XDG_CACHE_HOME");
    if (x && x[0] == '/')
        return (size_t)snprintf(buf, cap, "%s/tilec", x) < cap;
    const char *h = getenv("HOME");
    if (h && *h)
        return (size_t)snprintf(buf, cap, "%s/.cache/tilec", h) < cap;
    return false;
}

/* ---- SHA-256 (FIPS 180-4) ---------------------------------------------- */

static const uint32_t K256[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

static uint32_t ror(uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }

static void sha256_block(uint32_t h[8], const unsigned char *p)
{
    uint32_t w[64];
    for (int i = 0; i < 16; i++)
        w[i] = (uint32_t)p[4 * i] << 24 | (uint32_t)p[4 * i + 1] << 16 | (uint32_t)p[4 * i + 2] << 8 | p[4 * i + 3];
    for (int i = 16; i < 64; i++) {
        uint32_t s0 = ror(w[i - 15], 7) ^ ror(w[i - 15], 18) ^ (w[i - 15] >> 3);
        uint32_t s1 = ror(w[i - 2], 17) ^ ror(w[i - 2], 19) ^ (w[i - 2] >> 10);
        w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    uint32_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
    for (int i = 0; i < 64; i++) {
        uint32_t t1 = hh + (ror(e, 6) ^ ror(e, 11) ^ ror(e, 25)) + ((e & f) ^ (~e & g)) + K256[i] + w[i];
        uint32_t t2 = (ror(a, 2) ^ ror(a, 13) ^ ror(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
        hh = g, g = f, f = e, e = d + t1, d = c, c = b, b = a, a = t1 + t2;
    }
    h[0] += a, h[1] += b, h[2] += c, h[3] += d, h[4] += e, h[5] += f, h[6] += g, h[7] += hh;
}

void tl_runtime_sha256_hex(const void *data, size_t len, char out[65])
{
    uint32_t h[8] = { 0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19 };
    const unsigned char *p = data;
    size_t n = len;
    for (; n >= 64; p += 64, n -= 64)
        sha256_block(h, p);
    unsigned char tail[128] = { 0 };
    if (n)
        memcpy(tail, p, n);
    tail[n] = 0x80;
    size_t tn = n + 1 + 8 <= 64 ? 64 : 128;
    uint64_t bits = (uint64_t)len * 8;
    for (int i = 0; i < 8; i++)
        tail[tn - 1 - i] = (unsigned char)(bits >> (8 * i));
    sha256_block(h, tail);
    if (tn == 128)
        sha256_block(h, tail + 64);
    for (int i = 0; i < 8; i++)
        snprintf(out + 8 * i, 9, "%08x", (unsigned)h[i]);
}

/* ---- the C compiler --------------------------------------------------- */

/* Splits $CC (or "cc") into words; false when it has none or too many. */
static int cc_words(char *buf, size_t cap, char **words)
{
    const char *cc = getenv("CC");
    snprintf(buf, cap, "%s", cc && *cc ? cc : "cc");
    int n = 0;
    char *save = NULL;
    for (char *s = strtok_r(buf, " \t", &save); s; s = strtok_r(NULL, " \t", &save)) {
        if (n == MAX_CC_WORDS)
            return -1;
        words[n++] = s;
    }
    return n;
}

/* Runs argv with stdout and stderr into log_path (or /dev/null); the exit
 * status in *status. Returns 0, or the errno of a failed spawn. */
static int run_quiet(char *const *argv, const char *log_path, int *status)
{
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&fa, 1, log_path ? log_path : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_adddup2(&fa, 1, 2);
    pid_t pid;
    int rc = posix_spawnp(&pid, argv[0], &fa, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    if (rc != 0)
        return rc;
    while (waitpid(pid, status, 0) < 0) {
        if (errno != EINTR) {
            *status = -1;
            return 0;
        }
    }
    return 0;
}

static char *read_whole(const char *path, size_t *len)
{
    *len = 0;
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    tl_strbuf b = { 0 };
    char chunk[4096];
    size_t got;
    while ((got = fread(chunk, 1, sizeof chunk, f)) > 0)
        tl_strbuf_append(&b, chunk, got);
    fclose(f);
    tl_strbuf_puts(&b, "");
    if (b.failed) {
        tl_strbuf_free(&b);
        return NULL;
    }
    *len = b.len;
    return b.data;
}

/* The compiler's `--version` output, queried once per value of $CC. */
static pthread_mutex_t version_lock = PTHREAD_MUTEX_INITIALIZER;
static char version_cc[512];
static char *version_text;
static char version_why[512];
static bool version_ok;

static bool cc_version(tl_strbuf *key, tl_error *err)
{
    char buf[512], *words[MAX_CC_WORDS + 2];
    int n = cc_words(buf, sizeof buf, words);
    const char *cc = getenv("CC");
    const char *ccname = cc && *cc ? cc : "cc";
    if (n <= 0)
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "C compiler: $CC ('%s') is empty or has too many words",
                            ccname);
    pthread_mutex_lock(&version_lock);
    if (!version_text || strcmp(version_cc, ccname) != 0) {
        free(version_text);
        version_text = NULL;
        snprintf(version_cc, sizeof version_cc, "%s", ccname);
        char tmpl[] = "/tmp/tilec-ccv-XXXXXX";
        int fd = mkstemp(tmpl);
        version_ok = false;
        if (fd < 0) {
            snprintf(version_why, sizeof version_why, "cannot make a temporary file: %s", strerror(errno));
        } else {
            close(fd);
            words[n] = "--version";
            words[n + 1] = NULL;
            int status = 0, rc = run_quiet(words, tmpl, &status);
            size_t len;
            char *out = read_whole(tmpl, &len);
            unlink(tmpl);
            if (rc != 0)
                snprintf(version_why, sizeof version_why, "C compiler '%s' cannot be run: %s (set CC to a C compiler)",
                         ccname, strerror(rc));
            else if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
                snprintf(version_why, sizeof version_why, "C compiler '%s --version' failed (status %d)", ccname,
                         status);
            else
                version_ok = out != NULL;
            version_text = out ? out : strdup("");
        }
        if (!version_text)
            version_text = strdup("");
    }
    bool ok = version_ok;
    if (ok)
        tl_strbuf_puts(key, version_text);
    else
        tl_error_set(err, TL_ERR_UNAVAILABLE, "%s", version_why);
    pthread_mutex_unlock(&version_lock);
    return ok;
}

/* The CPU's model and flags (-march=native depends on them). */
static pthread_once_t cpu_once = PTHREAD_ONCE_INIT;
static char *cpu_ident;

static void read_cpu_ident(void)
{
    size_t len;
    char *all = read_whole("/proc/cpuinfo", &len);
    tl_strbuf b = { 0 };
    if (all) {
        /* the first processor's block: up to the first blank line */
        char *end = strstr(all, "\n\n");
        if (end)
            *end = 0;
        char *save = NULL;
        for (char *line = strtok_r(all, "\n", &save); line; line = strtok_r(NULL, "\n", &save))
            if (strncmp(line, "model name", 10) == 0 || strncmp(line, "flags", 5) == 0 ||
                strncmp(line, "vendor_id", 9) == 0 || strncmp(line, "Features", 8) == 0 ||
                strncmp(line, "CPU part", 8) == 0)
                tl_strbuf_printf(&b, "%s\n", line);
        free(all);
    }
    tl_strbuf_puts(&b, "");
    cpu_ident = b.data;
}

/* ---- files and folders ------------------------------------------------ */

static bool write_file(const char *dir, const char *name, const char *text, size_t len, tl_error *err)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    if (!f)
        return tl_error_set(err, TL_ERR_INTERNAL, "cannot write %s: %s", path, strerror(errno));
    bool ok = fwrite(text, 1, len, f) == len;
    ok = (fclose(f) == 0) && ok;
    if (!ok)
        return tl_error_set(err, TL_ERR_INTERNAL, "cannot write %s: %s", path, strerror(errno));
    return true;
}

static int rm_one(const char *path, const struct stat *sb, int flag, struct FTW *ftw)
{
    (void)sb, (void)flag, (void)ftw;
    remove(path);
    return 0;
}

static void remove_tree(const char *dir)
{
    if (dir && *dir)
        nftw(dir, rm_one, 16, FTW_DEPTH | FTW_PHYS);
}

static bool mkdir_p(const char *dir)
{
    char p[4096];
    snprintf(p, sizeof p, "%s", dir);
    for (char *s = p + 1; *s; s++)
        if (*s == '/') {
            *s = 0;
            if (mkdir(p, 0755) != 0 && errno != EEXIST)
                return false;
            *s = '/';
        }
    return mkdir(p, 0755) == 0 || errno == EEXIST;
}

/* Removes temporary and moved-aside folders that a killed process left in
 * the cache root more than a day ago (a live build's folder is younger). */
static void sweep_stale(const char *root)
{
    DIR *d = opendir(root);
    if (!d)
        return;
    time_t now = time(NULL);
    struct dirent *e;
    while ((e = readdir(d))) {
        if (strncmp(e->d_name, ".tmp-", 5) != 0 && strncmp(e->d_name, ".trash-", 7) != 0)
            continue;
        char p[4400];
        struct stat st;
        snprintf(p, sizeof p, "%s/%s", root, e->d_name);
        if (lstat(p, &st) == 0 && now - st.st_mtime > 24 * 3600)
            remove_tree(p);
    }
    closedir(d);
}

static char *read_whole(const char *path, size_t *len);

/* Loads dir/kernel.so and checks its key. For dir/host.o (an object build)
 * checks dir/key instead and returns a token that is not a dlopen handle
 * (tl_rt_artifact_release knows it). */
static void *open_checked(const char *so, const char *key)
{
    struct stat st;
    size_t sl = strlen(so);
    if (sl > 7 && strcmp(so + sl - 7, "/host.o") == 0) {
        char kp[4400];
        snprintf(kp, sizeof kp, "%.*s/key", (int)(sl - 7), so);
        size_t len;
        char *k = read_whole(kp, &len);
        bool ok = k && len == 64 && memcmp(k, key, 64) == 0 && stat(so, &st) == 0 && S_ISREG(st.st_mode) &&
                  st.st_size > 0;
        free(k);
        return ok ? (void *)&n_compiles : NULL;
    }
    if (stat(so, &st) != 0 || !S_ISREG(st.st_mode))
        return NULL;
    void *dl = dlopen(so, RTLD_LOCAL | RTLD_NOW);
    if (!dl)
        return NULL;
    const char *k = dlsym(dl, "tilec_artifact_key");
    if (k && strncmp(k, key, 64) == 0 && k[64] == 0)
        return dl;
    dlclose(dl);
    return NULL;
}

/* Trims compiler output to what fits in a message: whole lines from the
 * start, with a note of how much was left out. */
static void trim_log(const char *log, size_t len, char *out, size_t cap)
{
    size_t keep = len;
    if (keep > cap - 40) {
        keep = cap - 40;
        while (keep > 0 && log[keep - 1] != '\n')
            keep--;
        if (keep == 0)
            keep = cap - 40;
    }
    while (keep > 0 && (log[keep - 1] == '\n' || log[keep - 1] == ' '))
        keep--;
    if (keep < len)
        snprintf(out, cap, "%.*s\n... (%zu more bytes)", (int)keep, log, len - keep);
    else
        snprintf(out, cap, "%.*s", (int)keep, log);
}

/* Writes the sources into dir and compiles dir/kernel.so. */
static bool compile_object_in(const tl_rt_build_input *in, const char *dir, const char *key, tl_error *err);

static bool compile_in(const tl_rt_build_input *in, const char *dir, const char *key, tl_error *err)
{
    if (in->object)
        return compile_object_in(in, dir, key, err);
    if (!write_file(dir, PRELUDE_NAME, tl_cpu_prelude, tl_cpu_prelude_len, err) ||
        !write_file(dir, "kernel.c", in->device_source, strlen(in->device_source), err) ||
        (in->host_source && !write_file(dir, "host.c", in->host_source, strlen(in->host_source), err)))
        return false;
    char keysrc[256];
    int kn = snprintf(keysrc, sizeof keysrc,
                      "/* the compile cache's key of this artifact */\nconst char tilec_artifact_key[] = \"%s\";\n",
                      key);
    if (!write_file(dir, "key.c", keysrc, (size_t)kn, err))
        return false;

    char ccbuf[512], *argv[MAX_CC_WORDS + 24];
    int n = cc_words(ccbuf, sizeof ccbuf, argv);
    if (n <= 0)
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "C compiler: $CC is empty or has too many words");
    char march[128], so[4096], kc[4096], hc[4096], kk[4096], log[4096];
    snprintf(march, sizeof march, "-march=%s", in->march);
    snprintf(so, sizeof so, "%s/kernel.so", dir);
    snprintf(kc, sizeof kc, "%s/kernel.c", dir);
    snprintf(hc, sizeof hc, "%s/host.c", dir);
    snprintf(kk, sizeof kk, "%s/key.c", dir);
    snprintf(log, sizeof log, "%s/cc.log", dir);
    const char *rest[] = { "-O3", march, "-std=c11", "-fwrapv", "-fno-trapping-math", "-shared", "-fPIC", "-Wl,-Bsymbolic", "-o", so, kc };
    for (size_t i = 0; i < sizeof rest / sizeof *rest; i++)
        argv[n++] = (char *)rest[i];
    if (in->host_source)
        argv[n++] = hc;
    argv[n++] = kk;
    argv[n++] = "-lm";
    argv[n++] = "-lpthread";
    argv[n] = NULL;

    atomic_fetch_add(&n_compiles, 1);
    int status = 0, rc = run_quiet(argv, log, &status);
    if (rc != 0)
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "C compiler '%s' cannot be run: %s (set CC to a C compiler)",
                            argv[0], strerror(rc));
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        size_t len;
        char *out = read_whole(log, &len);
        char trimmed[LOG_KEEP];
        trim_log(out ? out : "", len, trimmed, sizeof trimmed);
        free(out);
        if (WIFEXITED(status))
            return tl_error_set(err, TL_ERR_INVALID, "C compiler '%s' failed (exit %d) on %s:\n%s", argv[0],
                                WEXITSTATUS(status), kc, trimmed);
        return tl_error_set(err, TL_ERR_INVALID, "C compiler '%s' was killed (status %d) on %s:\n%s", argv[0],
                            status, kc, trimmed);
    }
    return true;
}

/* Writes the host source into dir and compiles dir/host.o, then dir/key. */
static bool compile_object_in(const tl_rt_build_input *in, const char *dir, const char *key, tl_error *err)
{
    if (!in->host_source)
        return tl_error_set(err, TL_ERR_INTERNAL, "an object build without a host source");
    if (!write_file(dir, PRELUDE_NAME, tl_cpu_prelude, tl_cpu_prelude_len, err) ||
        !write_file(dir, "host.c", in->host_source, strlen(in->host_source), err))
        return false;
    char ccbuf[512], *argv[MAX_CC_WORDS + 24];
    int n = cc_words(ccbuf, sizeof ccbuf, argv);
    if (n <= 0)
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "C compiler: $CC is empty or has too many words");
    char march[128], obj[4096], hc[4096], log[4096];
    snprintf(march, sizeof march, "-march=%s", in->march);
    snprintf(obj, sizeof obj, "%s/host.o", dir);
    snprintf(hc, sizeof hc, "%s/host.c", dir);
    snprintf(log, sizeof log, "%s/cc.log", dir);
    /* -D_Thread_local=: the JIT links no thread-local storage (it has no TLS
     * runtime), so the host's message buffer is one static buffer; the
     * runtime copies a message out right after the call that wrote it. */
    const char *rest[] = { "-O3", march, "-std=c11", "-fwrapv", "-fPIC", "-D_Thread_local=", "-c", "-o", obj, hc };
    for (size_t i = 0; i < sizeof rest / sizeof *rest; i++)
        argv[n++] = (char *)rest[i];
    argv[n] = NULL;
    atomic_fetch_add(&n_compiles, 1);
    int status = 0, rc = run_quiet(argv, log, &status);
    if (rc != 0)
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "C compiler '%s' cannot be run: %s (set CC to a C compiler)",
                            argv[0], strerror(rc));
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        size_t len;
        char *out = read_whole(log, &len);
        char trimmed[LOG_KEEP];
        trim_log(out ? out : "", len, trimmed, sizeof trimmed);
        free(out);
        return tl_error_set(err, TL_ERR_INVALID, "C compiler '%s' failed (status %d) on %s:\n%s", argv[0], status, hc,
                            trimmed);
    }
    return write_file(dir, "key", key, 64, err);
}

/* ---- the build -------------------------------------------------------- */

static void key_field(tl_strbuf *b, const char *name, const char *value)
{
    size_t n = value ? strlen(value) : 0;
    tl_strbuf_printf(b, "%s %zu:", name, n);
    if (n)
        tl_strbuf_append(b, value, n);
    tl_strbuf_puts(b, "\n");
}

static bool make_key(const tl_rt_build_input *in, char hex[65], tl_error *err)
{
    tl_strbuf b = { 0 };
    key_field(&b, "format", CACHE_FORMAT);
    key_field(&b, "tilec", TILEC_VERSION);
    key_field(&b, "exec", in->exec);
    key_field(&b, "target", in->target_json);
    key_field(&b, "host", in->host_json);
    tl_strbuf_printf(&b, "spec_hash %016llx\n", in->spec_hash);
    const char *cc = getenv("CC");
    key_field(&b, "cc", cc && *cc ? cc : "cc");
    key_field(&b, "march", in->march);
    key_field(&b, "flags", in->object ? "-O3 -std=c11 -fwrapv -fPIC -D_Thread_local= -c" : "-O3 -std=c11 -fwrapv -fno-trapping-math -shared -fPIC -Wl,-Bsymbolic -lm -lpthread");
    tl_strbuf ver = { 0 };
    if (!cc_version(&ver, err)) {
        tl_strbuf_free(&b);
        tl_strbuf_free(&ver);
        return false;
    }
    key_field(&b, "cc_version", tl_strbuf_cstr(&ver));
    tl_strbuf_free(&ver);
    pthread_once(&cpu_once, read_cpu_ident);
    key_field(&b, "cpu", cpu_ident);
    tl_strbuf_printf(&b, "prelude %lu:", tl_cpu_prelude_len);
    tl_strbuf_append(&b, tl_cpu_prelude, tl_cpu_prelude_len);
    tl_strbuf_puts(&b, "\n");
    key_field(&b, "device", in->device_source);
    key_field(&b, "host_source", in->host_source);
    if (b.failed) {
        tl_strbuf_free(&b);
        return tl_error_set(err, TL_ERR_INTERNAL, "out of memory hashing the sources");
    }
    tl_runtime_sha256_hex(b.data, b.len, hex);
    tl_strbuf_free(&b);
    return true;
}

static bool load_private(const tl_rt_build_input *in, const char *key, tl_rt_artifact *out, tl_error *err)
{
    const char *t = getenv("TMPDIR");
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/tilec-build-XXXXXX", t && *t ? t : "/tmp");
    if (!mkdtemp(dir))
        return tl_error_set(err, TL_ERR_INTERNAL, "cannot make a build folder %s: %s", dir, strerror(errno));
    if (!compile_in(in, dir, key, err)) {
        remove_tree(dir);
        return false;
    }
    char so[4200];
    snprintf(so, sizeof so, "%s/%s", dir, in->object ? "host.o" : "kernel.so");
    void *dl = in->object ? open_checked(so, key) : dlopen(so, RTLD_LOCAL | RTLD_NOW);
    if (!dl) {
        const char *why = dlerror();
        tl_error_set(err, TL_ERR_INTERNAL, "cannot load %s: %s", so, why ? why : "?");
        remove_tree(dir);
        return false;
    }
    out->dl = dl;
    out->path = strdup(so);
    out->tmpdir = strdup(dir);
    out->cache_hit = false;
    return true;
}

bool tl_rt_build(const tl_rt_build_input *in, tl_rt_artifact *out, tl_error *err)
{
    memset(out, 0, sizeof *out);
    char key[65];
    if (!make_key(in, key, err))
        return false;
    char root[4096];
    if (!tl_runtime_cache_enabled() || !tl_runtime_cache_dir(root, sizeof root - 200))
        return load_private(in, key, out, err);

    char entry[4200], so[4300];
    snprintf(entry, sizeof entry, "%s/%s", root, key);
    snprintf(so, sizeof so, "%s/%s", entry, in->object ? "host.o" : "kernel.so");
    void *dl = open_checked(so, key);
    if (dl) {
        atomic_fetch_add(&n_cache_hits, 1);
        out->dl = dl;
        out->path = strdup(so);
        out->cache_hit = true;
        return true;
    }
    struct stat st;
    bool stale = lstat(entry, &st) == 0;
    if (!mkdir_p(root))
        return load_private(in, key, out, err); /* an unwritable cache: build privately */
    sweep_stale(root);

    char tmp[4300];
    snprintf(tmp, sizeof tmp, "%s/.tmp-%.16s-XXXXXX", root, key);
    if (!mkdtemp(tmp))
        return load_private(in, key, out, err);
    if (!compile_in(in, tmp, key, err)) {
        remove_tree(tmp);
        return false;
    }
    if (stale) {
        /* An unusable entry: move it aside (a rename is atomic for readers). */
        atomic_fetch_add(&n_cache_rejected, 1);
        char trash[4300];
        snprintf(trash, sizeof trash, "%s/.trash-%.16s-XXXXXX", root, key);
        if (mkdtemp(trash)) {
            if (rename(entry, trash) != 0 && unlink(entry) != 0)
                remove_tree(entry);
            remove_tree(trash);
        }
    }
    if (rename(tmp, entry) != 0) {
        /* Another build of the same key got there first: use its entry. */
        dl = open_checked(so, key);
        if (dl) {
            remove_tree(tmp);
            out->dl = dl;
            out->path = strdup(so);
            out->cache_hit = false;
            return true;
        }
        /* No usable entry and none installable: use the build where it is. */
        char tso[4400];
        snprintf(tso, sizeof tso, "%s/%s", tmp, in->object ? "host.o" : "kernel.so");
        dl = open_checked(tso, key);
        if (!dl) {
            remove_tree(tmp);
            return tl_error_set(err, TL_ERR_INTERNAL, "cannot load the library just built at %s", tso);
        }
        out->dl = dl;
        out->path = strdup(tso);
        out->tmpdir = strdup(tmp);
        return true;
    }
    dl = open_checked(so, key);
    if (!dl) {
        const char *why = dlerror();
        return tl_error_set(err, TL_ERR_INTERNAL, "cannot load %s: %s", so, why ? why : "its key does not match");
    }
    out->dl = dl;
    out->path = strdup(so);
    out->cache_hit = false;
    return true;
}

void tl_rt_artifact_release(tl_rt_artifact *a)
{
    if (a->dl && a->dl != (void *)&n_compiles)
        dlclose(a->dl);
    if (a->tmpdir)
        remove_tree(a->tmpdir);
    free(a->path);
    free(a->tmpdir);
    memset(a, 0, sizeof *a);
}
