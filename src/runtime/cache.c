/*
 * cache.c: the compile cache and the toolchain runner every execution
 * backend shares (runtime.h). An entry is a folder named by the SHA-256 of
 * its backend's key text; it holds whatever the backend's build function
 * wrote (the product among them) and a `manifest`:
 *
 *   tilec-cache-2
 *   key <64 hex digits>
 *   <product> <size> <SHA-256 of the product>
 *
 * An entry is used only when its manifest names the same key and the
 * product's size and hash match, checked before anything loads it; else it
 * is moved aside and rebuilt. A build writes into a temporary folder inside
 * the cache and renames it into place once complete, so an interrupted
 * build never leaves a partial entry; a concurrent build of the same key
 * that renames first wins and the other uses its entry. Temporary folders a
 * killed process left behind are removed by a later build once they are a
 * day old. The cache is kept under TILEC_CACHE_MAX bytes (default 1 GiB) by
 * removing the least recently used entries after each install (a hit
 * refreshes its entry's time). The cache folder and every entry must be this
 * user's and writable by nobody else: a cache folder that is not is refused
 * (with a --no-cache hint), an entry that is not is rebuilt. Removing the
 * cache folder is always safe.
 *
 * The toolchain runner starts programs with an argument vector (posix_spawn,
 * no shell), output into a log file.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <pthread.h>
#include <signal.h>
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

#include "runtime/runtime.h"
#include "util/arena.h"

extern char **environ;

#define MANIFEST_FORMAT "tilec-cache-2"
#define MAX_CC_WORDS 16
#define LOG_KEEP 760 /* bytes of compiler output that fit in a tl_error */

/* ---- counters, settings ----------------------------------------------- */

static atomic_ullong n_compiles, n_cache_hits, n_cache_rejected, n_evicted;
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
    tl_runtime_stats s = { atomic_load(&n_compiles), atomic_load(&n_cache_hits), atomic_load(&n_cache_rejected),
                           atomic_load(&n_evicted) };
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

void tl_runtime_count_compile(void) { atomic_fetch_add(&n_compiles, 1); }

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
/* Whether name can be executed: a path, or a program on $PATH. Checked
 * before spawning so that a missing program is ENOENT however posix_spawn
 * reports it (under valgrind, only as the child's exit status). */
static bool findable(const char *name)
{
    if (strchr(name, '/'))
        return access(name, X_OK) == 0;
    const char *path = getenv("PATH");
    char dir[4096];
    for (const char *p = path ? path : "/usr/bin:/bin"; *p;) {
        size_t n = strcspn(p, ":");
        snprintf(dir, sizeof dir, "%.*s/%s", (int)n, n ? p : ".", name);
        if (access(dir, X_OK) == 0)
            return true;
        p += n + (p[n] == ':');
    }
    return false;
}

/* Starts argv as run_quiet does, without waiting (own_group: in a process
 * group of its own, which a kill of the group ends whole). Returns 0, or
 * the errno of a failed spawn. */
static int start_quiet(char *const *argv, const char *log_path, bool own_group, pid_t *pid)
{
    if (!findable(argv[0]))
        return ENOENT;
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&fa, 1, log_path ? log_path : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_adddup2(&fa, 1, 2);
    posix_spawnattr_t attr;
    posix_spawnattr_init(&attr);
    if (own_group) {
        posix_spawnattr_setpgroup(&attr, 0);
        posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP);
    }
    int rc = posix_spawnp(pid, argv[0], &fa, &attr, argv, environ);
    posix_spawnattr_destroy(&attr);
    posix_spawn_file_actions_destroy(&fa);
    return rc;
}

static int run_quiet(char *const *argv, const char *log_path, int *status)
{
    pid_t pid;
    int rc = start_quiet(argv, log_path, false, &pid);
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

char *tl_read_file(const char *path, size_t *len)
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
            char *out = tl_read_file(tmpl, &len);
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

bool tl_cc_is_gcc(void)
{
    tl_strbuf k = { 0 };
    tl_error err = { 0 };
    bool gcc = false;
    if (tl_cc_identity(&k, &err) && !k.failed)
        gcc = strstr(k.data, "Free Software Foundation") && !strstr(k.data, "clang");
    tl_strbuf_free(&k);
    return gcc;
}

/* ---- files and folders ------------------------------------------------ */

bool tl_write_file(const char *dir, const char *name, const void *text, size_t len, tl_error *err)
{
    char path[4096];
    if (dir)
        snprintf(path, sizeof path, "%s/%s", dir, name);
    else
        snprintf(path, sizeof path, "%s", name);
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
    return mkdir(p, 0700) == 0 || errno == EEXIST;
}

/* Why path may not be trusted (written into why), or true: a directory (not
 * a link) or a regular file owned by this user and writable by nobody else.
 * Anyone who could write into the cache could plant code that tilec loads. */
static bool owned_and_private(const char *path, bool dir, char *why, size_t cap)
{
    struct stat st;
    if (lstat(path, &st) != 0) {
        snprintf(why, cap, "%s: %s", path, strerror(errno));
        return false;
    }
    if (dir ? !S_ISDIR(st.st_mode) : !S_ISREG(st.st_mode)) {
        snprintf(why, cap, "%s is not a %s (a link or something else)", path, dir ? "folder" : "regular file");
        return false;
    }
    if (st.st_uid != geteuid()) {
        snprintf(why, cap, "%s belongs to user %u, not to you (%u)", path, (unsigned)st.st_uid, (unsigned)geteuid());
        return false;
    }
    if (st.st_mode & 022) {
        snprintf(why, cap, "%s is writable by %s (mode %03o)", path, st.st_mode & 002 ? "others" : "its group",
                 (unsigned)(st.st_mode & 0777));
        return false;
    }
    return true;
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


/* ---- the toolchain runner --------------------------------------------- */

bool tl_cc_identity(tl_strbuf *key, tl_error *err)
{
    const char *cc = getenv("CC");
    tl_strbuf_printf(key, "cc %s\n", cc && *cc ? cc : "cc");
    return cc_version(key, err);
}

/* The C compiler's argument vector: $CC's words, then args. */
static bool cc_argv(const char *const *args, char *ccbuf, size_t cap, char **argv, tl_error *err)
{
    int n = cc_words(ccbuf, cap, argv);
    if (n <= 0)
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "C compiler: $CC is empty or has too many words");
    for (int i = 0; args[i]; i++) {
        if (n == MAX_CC_WORDS + 63)
            return tl_error_set(err, TL_ERR_INTERNAL, "C compiler: too many arguments");
        argv[n++] = (char *)args[i];
    }
    argv[n] = NULL;
    return true;
}

/* The error of a compiler that ended with status (its output in log_path). */
static bool cc_status(const char *cc, int status, const char *log_path, const char *what, tl_error *err)
{
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        size_t len;
        char *out = tl_read_file(log_path, &len);
        char trimmed[LOG_KEEP];
        trim_log(out ? out : "", out ? len : 0, trimmed, sizeof trimmed);
        free(out);
        if (WIFEXITED(status))
            return tl_error_set(err, TL_ERR_INVALID, "C compiler '%s' failed (exit %d) on %s:\n%s", cc,
                                WEXITSTATUS(status), what, trimmed);
        return tl_error_set(err, TL_ERR_INVALID, "C compiler '%s' was killed (status %d) on %s:\n%s", cc, status,
                            what, trimmed);
    }
    return true;
}

bool tl_run_cc(const char *const *args, const char *log_path, const char *what, tl_error *err)
{
    char ccbuf[512], *argv[MAX_CC_WORDS + 64];
    if (!cc_argv(args, ccbuf, sizeof ccbuf, argv, err))
        return false;
    tl_runtime_count_compile();
    int status = 0, rc = run_quiet(argv, log_path, &status);
    if (rc != 0)
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "C compiler '%s' cannot be run: %s (set CC to a C compiler)",
                            argv[0], strerror(rc));
    return cc_status(argv[0], status, log_path, what, err);
}

bool tl_cc_start(const char *const *args, const char *log_path, int *pid, tl_error *err)
{
    char ccbuf[512], *argv[MAX_CC_WORDS + 64];
    if (!cc_argv(args, ccbuf, sizeof ccbuf, argv, err))
        return false;
    tl_runtime_count_compile();
    pid_t p;
    int rc = start_quiet(argv, log_path, true, &p);
    if (rc != 0)
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "C compiler '%s' cannot be run: %s (set CC to a C compiler)",
                            argv[0], strerror(rc));
    *pid = (int)p;
    return true;
}

bool tl_copy_file(const char *from, const char *to, tl_error *err)
{
    size_t len;
    char *data = tl_read_file(from, &len);
    if (!data)
        return tl_error_set(err, TL_ERR_INVALID, "cannot read '%s': %s", from, strerror(errno));
    bool ok = tl_write_file(NULL, to, data, len, err);
    free(data);
    return ok;
}

/* ---- the cache ---------------------------------------------------------- */

/* The manifest text of an entry whose product is dir/product. */
static bool manifest_text(const char *dir, const char *product, const char *key, tl_strbuf *out)
{
    char path[4400];
    snprintf(path, sizeof path, "%s/%s", dir, product);
    size_t len;
    char *data = tl_read_file(path, &len);
    if (!data)
        return false;
    char hex[65];
    tl_runtime_sha256_hex(data, len, hex);
    free(data);
    tl_strbuf_printf(out, "%s\nkey %s\n%s %zu %s\n", MANIFEST_FORMAT, key, product, len, hex);
    return !out->failed;
}

/* True when dir holds a complete entry for key: the folder and its files
 * are this user's and nobody else's to write, its manifest names key and the
 * product's size and hash match. */
static bool entry_ok(const char *dir, const char *product, const char *key)
{
    char path[4400], why[512];
    snprintf(path, sizeof path, "%s/manifest", dir);
    char prod[4400];
    snprintf(prod, sizeof prod, "%s/%s", dir, product);
    if (!owned_and_private(dir, true, why, sizeof why) || !owned_and_private(path, false, why, sizeof why) ||
        !owned_and_private(prod, false, why, sizeof why))
        return false;
    size_t mlen;
    char *m = tl_read_file(path, &mlen);
    if (!m)
        return false;
    tl_strbuf want = { 0 };
    bool ok = manifest_text(dir, product, key, &want) && want.len == mlen && memcmp(want.data, m, mlen) == 0;
    tl_strbuf_free(&want);
    free(m);
    return ok;
}

/* What a build wrote becomes this user's alone to write, whatever the umask
 * (a group-writable entry would be refused). */
static void seal(const char *dir)
{
    DIR *d = opendir(dir);
    for (struct dirent *e; d && (e = readdir(d));) {
        char p[4400];
        struct stat st;
        snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
        if (e->d_name[0] != '.' && lstat(p, &st) == 0 && S_ISREG(st.st_mode))
            chmod(p, st.st_mode & 0755);
    }
    if (d)
        closedir(d);
    chmod(dir, 0700);
}

static bool write_manifest(const char *dir, const char *product, const char *key, tl_error *err)
{
    seal(dir);
    tl_strbuf b = { 0 };
    bool ok = manifest_text(dir, product, key, &b);
    if (!ok)
        tl_error_set(err, TL_ERR_INTERNAL, "the build wrote no %s in %s", product, dir);
    else
        ok = tl_write_file(dir, "manifest", b.data, b.len, err);
    tl_strbuf_free(&b);
    seal(dir);
    return ok;
}

static bool set_entry(tl_cache_entry *out, const char *dir, const char *product, const char *tmpdir, bool hit)
{
    char path[4400];
    snprintf(path, sizeof path, "%s/%s", dir, product);
    out->path = strdup(path);
    out->tmpdir = tmpdir ? strdup(tmpdir) : NULL;
    out->hit = hit;
    return out->path != NULL;
}

static bool build_private(const tl_cache_request *r, const char *key, tl_cache_entry *out, tl_error *err)
{
    if (!tl_build_private(r->build, r->ud, r->product, out, err))
        return false;
    if (write_manifest(out->tmpdir, r->product, key, err))
        return true;
    tl_cache_entry_release(out);
    return false;
}

/* Marks an entry as used now (its folder's modification time). */
static void touch(const char *entry)
{
    struct timespec now[2] = { { 0, UTIME_NOW }, { 0, UTIME_NOW } };
    utimensat(AT_FDCWD, entry, now, 0);
}

/* The cap on the cache's size: TILEC_CACHE_MAX bytes (a number, optionally
 * with K, M or G), else 1 GiB. */
static uint64_t cache_max(void)
{
    const char *e = getenv("TILEC_CACHE_MAX");
    uint64_t def = (uint64_t)1 << 30;
    if (!e || !*e)
        return def;
    char *end;
    errno = 0;
    unsigned long long v = strtoull(e, &end, 10);
    if (errno || end == e)
        return def;
    unsigned shift = *end == 'K' || *end == 'k' ? 10 : *end == 'M' || *end == 'm' ? 20 : *end == 'G' || *end == 'g' ? 30 : 0;
    if (shift)
        end++;
    if (*end || (shift && v > (UINT64_MAX >> shift)))
        return def;
    return (uint64_t)v << shift;
}

typedef struct cached {
    char name[80];
    time_t used;
    uint64_t bytes;
} cached;

static int older_first(const void *a, const void *b)
{
    const cached *x = a, *y = b;
    return (x->used > y->used) - (x->used < y->used);
}

/* Removes the least recently used entries until the cache is within its cap,
 * never the one just installed (keep). */
static void evict(const char *root, const char *keep)
{
    uint64_t cap = cache_max(), total = 0;
    DIR *d = opendir(root);
    if (!d)
        return;
    cached *list = NULL;
    size_t n = 0, room = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.' || strlen(e->d_name) != 64)
            continue;
        char p[4400];
        struct stat st;
        snprintf(p, sizeof p, "%s/%s", root, e->d_name);
        if (lstat(p, &st) != 0 || !S_ISDIR(st.st_mode))
            continue;
        uint64_t bytes = 0;
        DIR *f = opendir(p);
        for (struct dirent *fe; f && (fe = readdir(f));) {
            char q[4700];
            struct stat fs;
            snprintf(q, sizeof q, "%s/%s", p, fe->d_name);
            if (lstat(q, &fs) == 0 && S_ISREG(fs.st_mode))
                bytes += (uint64_t)fs.st_size;
        }
        if (f)
            closedir(f);
        total += bytes;
        if (n == room) {
            room = room ? 2 * room : 64;
            cached *bigger = realloc(list, room * sizeof *list);
            if (!bigger)
                break;
            list = bigger;
        }
        snprintf(list[n].name, sizeof list[n].name, "%s", e->d_name);
        list[n].used = st.st_mtime;
        list[n++].bytes = bytes;
    }
    closedir(d);
    if (total > cap && list) {
        qsort(list, n, sizeof *list, older_first);
        for (size_t i = 0; i < n && total > cap; i++) {
            if (strcmp(list[i].name, keep) == 0)
                continue;
            /* moved aside first, so that no reader sees half an entry */
            char from[4400], trash[4400];
            snprintf(from, sizeof from, "%s/%s", root, list[i].name);
            snprintf(trash, sizeof trash, "%s/.trash-%.16s-XXXXXX", root, list[i].name);
            if (mkdtemp(trash) && rename(from, trash) == 0) {
                remove_tree(trash);
                total -= list[i].bytes;
                atomic_fetch_add(&n_evicted, 1);
            } else {
                remove_tree(trash);
            }
        }
    }
    free(list);
}

/* The entry's name: the SHA-256 of r's key with the cache's format and
 * tilec's version. */
static bool entry_key(const tl_cache_request *r, char key[65], tl_error *err)
{
    tl_strbuf kb = { 0 };
    tl_strbuf_printf(&kb, "%s\n%s\n", MANIFEST_FORMAT, TILEC_VERSION);
    tl_strbuf_append(&kb, r->key, r->key_len);
    if (kb.failed) {
        tl_strbuf_free(&kb);
        return tl_error_set(err, TL_ERR_INTERNAL, "out of memory hashing the cache key");
    }
    tl_runtime_sha256_hex(kb.data, kb.len, key);
    tl_strbuf_free(&kb);
    return true;
}

/* The cache folder into root (false, no error: the cache is off or has no
 * folder); an error when the folder is there and cannot be trusted. */
static bool cache_root(char *root, size_t cap, tl_error *err)
{
    if (!tl_runtime_cache_enabled() || !tl_runtime_cache_dir(root, cap - 200))
        return false;
    struct stat rst;
    if (lstat(root, &rst) == 0) {
        char why[512];
        if (!owned_and_private(root, true, why, sizeof why))
            return tl_error_set(err, TL_ERR_INVALID,
                                "the compile cache cannot be trusted: %s; fix it (chmod go-w, or remove the folder) "
                                "or build without the cache (--no-cache, TILEC_NO_CACHE=1)",
                                why);
    }
    return true;
}

/* Moves an unusable entry aside (a rename is atomic for readers) and removes it. */
static void reject(const char *root, const char *entry, const char *key)
{
    atomic_fetch_add(&n_cache_rejected, 1);
    char trash[4300];
    snprintf(trash, sizeof trash, "%s/.trash-%.16s-XXXXXX", root, key);
    if (mkdtemp(trash)) {
        if (rename(entry, trash) != 0 && unlink(entry) != 0)
            remove_tree(entry);
        remove_tree(trash);
    }
}

bool tl_cache_get(const tl_cache_request *r, tl_cache_entry *out, tl_error *err)
{
    memset(out, 0, sizeof *out);
    char key[65], root[4096];
    if (!entry_key(r, key, err))
        return false;
    tl_error why = { 0 };
    if (!cache_root(root, sizeof root, &why))
        return why.code ? tl_error_set(err, why.code, "%s", why.msg) : build_private(r, key, out, err);
    char entry[4200];
    snprintf(entry, sizeof entry, "%s/%s", root, key);
    if (entry_ok(entry, r->product, key)) {
        atomic_fetch_add(&n_cache_hits, 1);
        touch(entry); /* recently used: the last to be evicted */
        return set_entry(out, entry, r->product, NULL, true) ? true
                                                             : tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    }
    struct stat st;
    bool stale = lstat(entry, &st) == 0;
    if (!mkdir_p(root))
        return build_private(r, key, out, err); /* an unwritable cache: build privately */
    sweep_stale(root);

    char tmp[4300];
    snprintf(tmp, sizeof tmp, "%s/.tmp-%.16s-XXXXXX", root, key);
    if (!mkdtemp(tmp))
        return build_private(r, key, out, err);
    if (!r->build(r->ud, tmp, err) || !write_manifest(tmp, r->product, key, err)) {
        remove_tree(tmp);
        return false;
    }
    if (stale)
        reject(root, entry, key); /* an unusable entry */
    if (rename(tmp, entry) == 0)
        evict(root, key);
    else {
        /* Another build of the same key got there first: use its entry, else
         * this build where it is. */
        if (entry_ok(entry, r->product, key)) {
            remove_tree(tmp);
            return set_entry(out, entry, r->product, NULL, false) ? true
                                                                  : tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
        }
        return set_entry(out, tmp, r->product, tmp, false) ? true : tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    }
    return set_entry(out, entry, r->product, NULL, false) ? true : tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
}

bool tl_build_private(tl_cache_build_fn *build, void *ud, const char *product, tl_cache_entry *out, tl_error *err)
{
    memset(out, 0, sizeof *out);
    const char *t = getenv("TMPDIR");
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/tilec-build-XXXXXX", t && *t ? t : "/tmp");
    if (!mkdtemp(dir))
        return tl_error_set(err, TL_ERR_INTERNAL, "cannot make a build folder %s: %s", dir, strerror(errno));
    if (!build(ud, dir, err)) {
        remove_tree(dir);
        return false;
    }
    return set_entry(out, dir, product, dir, false) ? true : tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
}

void tl_cache_entry_release(tl_cache_entry *e)
{
    if (e->tmpdir)
        remove_tree(e->tmpdir);
    free(e->path);
    free(e->tmpdir);
    memset(e, 0, sizeof *e);
}

/* ---- entries built in the background ------------------------------------ */

bool tl_cache_find(const tl_cache_request *r, tl_cache_entry *out, tl_error *err)
{
    memset(out, 0, sizeof *out);
    char key[65], root[4096], entry[4200];
    if (!entry_key(r, key, err) || !cache_root(root, sizeof root, err))
        return false;
    snprintf(entry, sizeof entry, "%s/%s", root, key);
    if (!entry_ok(entry, r->product, key))
        return false;
    atomic_fetch_add(&n_cache_hits, 1);
    touch(entry);
    return set_entry(out, entry, r->product, NULL, true) || tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
}

/* A build whose program runs on: a thread waits for it, then installs the
 * folder tmp as entry (the manifest written, renamed into place), or
 * removes it. The list of them is this process's (a fork's child forgets
 * its parent's). */
typedef struct bg_job {
    struct bg_job *next;
    pthread_t thread;
    pid_t pid;
    bool exited; /* the program ended (not reaped yet while false: its pid is still its) */
    bool done;   /* the thread is finishing (joinable) */
    bool killed; /* by the exit's bound: no news */
    tl_cache_failed_fn *failed;
    char key[65], product[64], root[4096], tmp[4300], entry[4200], log[4400];
} bg_job;

static pthread_mutex_t bg_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t bg_cond;
static pthread_once_t bg_once = PTHREAD_ONCE_INIT;
static bg_job *bg_jobs;

static void bg_prepare(void) { pthread_mutex_lock(&bg_lock); }
static void bg_parent(void) { pthread_mutex_unlock(&bg_lock); }
static void bg_child(void)
{
    /* the jobs are the parent's: not waited for, killed or joined here */
    pthread_mutex_init(&bg_lock, NULL);
    bg_jobs = NULL;
}

static void bg_init(void)
{
    pthread_condattr_t a;
    pthread_condattr_init(&a);
    pthread_condattr_setclock(&a, CLOCK_MONOTONIC);
    pthread_cond_init(&bg_cond, &a);
    pthread_condattr_destroy(&a);
    pthread_atfork(bg_prepare, bg_parent, bg_child);
}

static void *bg_run(void *arg)
{
    bg_job *j = arg;
    /* wait without reaping: until exited is set, a kill reaches the program */
    siginfo_t si;
    while (waitid(P_PID, (id_t)j->pid, &si, WEXITED | WNOWAIT) != 0 && errno == EINTR)
        ;
    pthread_mutex_lock(&bg_lock);
    j->exited = true;
    pthread_mutex_unlock(&bg_lock);
    int status = -1;
    while (waitpid(j->pid, &status, 0) < 0 && errno == EINTR)
        ;
    tl_error err = { 0 };
    bool ok = cc_status("cc", status, j->log, j->product, &err) && write_manifest(j->tmp, j->product, j->key, &err);
    if (ok) {
        struct stat st;
        if (entry_ok(j->entry, j->product, j->key))
            ok = false; /* another build installed it first */
        else if (lstat(j->entry, &st) == 0)
            reject(j->root, j->entry, j->key);
        if (ok && rename(j->tmp, j->entry) == 0)
            evict(j->root, j->key);
        else
            remove_tree(j->tmp);
    } else {
        remove_tree(j->tmp);
        pthread_mutex_lock(&bg_lock);
        bool quiet = j->killed;
        pthread_mutex_unlock(&bg_lock);
        if (j->failed && !quiet)
            j->failed(&err);
    }
    pthread_mutex_lock(&bg_lock);
    j->done = true;
    pthread_cond_broadcast(&bg_cond);
    pthread_mutex_unlock(&bg_lock);
    return NULL;
}

/* Joins and frees the finished jobs (bg_lock held). */
static void bg_reap(void)
{
    for (bg_job **p = &bg_jobs; *p;) {
        bg_job *j = *p;
        if (!j->done) {
            p = &j->next;
            continue;
        }
        *p = j->next;
        pthread_join(j->thread, NULL);
        free(j);
    }
}

bool tl_cache_build_background(const tl_cache_request *r, tl_cache_start_fn *start, tl_cache_failed_fn *failed,
                               tl_error *err)
{
    bg_job *j = calloc(1, sizeof *j);
    if (!j)
        return tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    tl_error why = { 0 };
    if (!entry_key(r, j->key, err) || !cache_root(j->root, sizeof j->root, &why) || !mkdir_p(j->root)) {
        free(j);
        return err->code ? false
               : why.code ? tl_error_set(err, why.code, "%s", why.msg)
                          : tl_error_set(err, TL_ERR_UNAVAILABLE, "the compile cache is off or cannot be written");
    }
    pthread_once(&bg_once, bg_init);
    pthread_mutex_lock(&bg_lock);
    bg_reap();
    bool pending = false;
    for (bg_job *o = bg_jobs; o; o = o->next)
        pending |= !o->done && strcmp(o->key, j->key) == 0;
    pthread_mutex_unlock(&bg_lock);
    if (pending) { /* this process builds it already */
        free(j);
        return true;
    }
    sweep_stale(j->root);
    snprintf(j->product, sizeof j->product, "%s", r->product);
    snprintf(j->entry, sizeof j->entry, "%s/%s", j->root, j->key);
    snprintf(j->tmp, sizeof j->tmp, "%s/.tmp-%.16s-XXXXXX", j->root, j->key);
    j->failed = failed;
    if (!mkdtemp(j->tmp)) {
        free(j);
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "the compile cache cannot be written");
    }
    snprintf(j->log, sizeof j->log, "%s/build.log", j->tmp);
    int pid = -1;
    if (!start(r->ud, j->tmp, j->log, &pid, err)) {
        remove_tree(j->tmp);
        free(j);
        return false;
    }
    j->pid = (pid_t)pid;
    pthread_mutex_lock(&bg_lock);
    if (pthread_create(&j->thread, NULL, bg_run, j) != 0) {
        pthread_mutex_unlock(&bg_lock);
        /* no thread to wait: this one waits, and the folder goes */
        int status;
        while (waitpid(j->pid, &status, 0) < 0 && errno == EINTR)
            ;
        remove_tree(j->tmp);
        free(j);
        return tl_error_set(err, TL_ERR_INTERNAL, "cannot start a thread: %s", strerror(errno));
    }
    j->next = bg_jobs;
    bg_jobs = j;
    pthread_mutex_unlock(&bg_lock);
    return true;
}

/* Waits until no job is left, or until deadline (CLOCK_MONOTONIC; NULL: no
 * bound) has passed; bg_lock held. Whether none is left. */
static bool bg_wait_until(const struct timespec *deadline)
{
    for (;;) {
        bg_reap();
        if (!bg_jobs)
            return true;
        if (!deadline)
            pthread_cond_wait(&bg_cond, &bg_lock);
        else if (pthread_cond_timedwait(&bg_cond, &bg_lock, deadline) == ETIMEDOUT) {
            bg_reap();
            return !bg_jobs;
        }
    }
}

static struct timespec after_ms(int ms)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    t.tv_sec += ms / 1000;
    t.tv_nsec += (long)(ms % 1000) * 1000000L;
    if (t.tv_nsec >= 1000000000L)
        t.tv_sec++, t.tv_nsec -= 1000000000L;
    return t;
}

bool tl_cache_wait_background(int timeout_ms)
{
    pthread_once(&bg_once, bg_init);
    struct timespec deadline = after_ms(timeout_ms < 0 ? 0 : timeout_ms);
    pthread_mutex_lock(&bg_lock);
    bool none = bg_wait_until(&deadline);
    pthread_mutex_unlock(&bg_lock);
    return none;
}

/* At exit (or when libtilec is unloaded): the jobs get TL_CACHE_EXIT_WAIT_MS
 * to finish, so that the next process finds their entries; a program still
 * running then is killed (its process group: the driver and the linker it
 * started) and its folder removed. No thread of ours outlives this. */
__attribute__((destructor)) static void bg_at_exit(void)
{
    if (!bg_jobs)
        return;
    struct timespec deadline = after_ms(TL_CACHE_EXIT_WAIT_MS);
    pthread_mutex_lock(&bg_lock);
    if (!bg_wait_until(&deadline)) {
        for (bg_job *j = bg_jobs; j; j = j->next)
            if (!j->exited) {
                j->killed = true;
                kill(-j->pid, SIGKILL);
            }
        bg_wait_until(NULL); /* a killed program ends at once; its thread then removes its folder */
    }
    pthread_mutex_unlock(&bg_lock);
}
