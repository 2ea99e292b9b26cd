/*
 * tuned.c: the best configuration `tilec tune` found, kept in the compile
 * cache's folder, and `tilec run` and `tilec build` using it.
 *
 * A configuration is the values of a module's tune() consts. It is kept per
 * key: the SHA-256 of a text that holds tilec's version, the source's
 * SHA-256, the kernel timed, every -D value that does not name a tune()
 * const (the shapes, dtypes and other consts), the target, the device the
 * target kind's detector finds, and the host CPU's model. The file is
 *
 *   $XDG_CACHE_HOME/tilec/tuned/<64 hex digits>
 *
 *   tilec-tuned-1
 *   source examples/gemm.tile
 *   median_ms 0.0123
 *   value BM 128
 *   value BN 64
 *
 * written to a temporary file and renamed into place (the last tune wins).
 * Like the compile cache's entries, a file is used only when it and its
 * folder belong to the user and nobody else can write them; a value is
 * given to the front end as -D NAME=VALUE, so it is checked as one.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/build.h"
#include "runtime/runtime.h"

#define TUNED_FORMAT "tilec-tuned-1"

/* Whether name is a tune() const of m. */
static bool is_tuned(const tl_module *m, const char *name)
{
    for (size_t i = 0; i < m->nconsts; i++)
        if (m->consts[i].ncandidates && strcmp(m->consts[i].name, name) == 0)
            return true;
    return false;
}

bool cli_has_open_tuned(const tl_module *m)
{
    for (size_t i = 0; i < m->nconsts; i++)
        if (m->consts[i].ncandidates && !m->consts[i].defined)
            return true;
    return false;
}

static int cmp_define(const void *a, const void *b)
{
    return strcmp(((const tl_define *)a)->name, ((const tl_define *)b)->name);
}

/* The first "model name" (or "Processor", "CPU part") line of /proc/cpuinfo. */
static void cpu_model(tl_strbuf *key)
{
    size_t len;
    char *all = tl_read_file("/proc/cpuinfo", &len);
    const char *found = NULL;
    char *save = NULL;
    for (char *line = all ? strtok_r(all, "\n", &save) : NULL; line && !found; line = strtok_r(NULL, "\n", &save))
        if (strncmp(line, "model name", 10) == 0 || strncmp(line, "Processor", 9) == 0 ||
            strncmp(line, "CPU part", 8) == 0)
            found = line;
    tl_strbuf_printf(key, "cpu %s\n", found ? found : "unknown");
    free(all);
}

void cli_device_text(const tl_context *ctx, char *buf, size_t cap)
{
    const tl_target *t = tl_context_target(ctx);
    tl_target found = *t;
    char why[256];
    if (t->kind->detect && t->kind->detect(&found, why, sizeof why))
        tl_target_to_string(&found, buf, cap);
    else
        tl_target_to_string(t, buf, cap);
}

bool cli_tuned_key(const cli_options *o, const tl_module *m, const char *kernel, const tl_context *ctx, char out[65])
{
    tl_strbuf key = { 0 };
    char hex[65], text[2048];
    tl_runtime_sha256_hex(o->source, o->source_len, hex);
    tl_strbuf_printf(&key, "tilec-tune-key-1\nversion %s\nsource %s\nkernel %s\n", TILEC_VERSION, hex, kernel);
    tl_define defs[CLI_MAX_DEFS];
    int n = 0;
    for (int i = 0; i < o->ndefs; i++)
        if (!is_tuned(m, o->defs[i].name))
            defs[n++] = o->defs[i];
    qsort(defs, (size_t)n, sizeof *defs, cmp_define);
    for (int i = 0; i < n; i++)
        tl_strbuf_printf(&key, "define %s=%s\n", defs[i].name, defs[i].value);
    /* the shapes bound at launch (--dim), sorted: each shape its own best */
    const char *seen = "";
    for (int k = 0; k < o->ndims; k++) {
        const char *next = NULL;
        long long value = 0;
        for (int i = 0; i < o->ndims; i++)
            if (strcmp(o->dims[i].name, seen) > 0 && (!next || strcmp(o->dims[i].name, next) < 0)) {
                next = o->dims[i].name;
                value = o->dims[i].value;
            }
        if (!next)
            break;
        tl_strbuf_printf(&key, "dim %s=%lld\n", next, value);
        seen = next;
    }
    tl_target_to_string(tl_context_target(ctx), text, sizeof text);
    tl_strbuf_printf(&key, "target %s\n", text);
    cli_device_text(ctx, text, sizeof text);
    tl_strbuf_printf(&key, "device %s\n", text);
    cpu_model(&key);
    bool ok = !key.failed;
    if (ok)
        tl_runtime_sha256_hex(key.data, key.len, out);
    tl_strbuf_free(&key);
    return ok;
}

/* dir (made when missing: 0700) is this user's and nobody else writes it. */
static bool private_dir(const char *dir, bool make)
{
    struct stat st;
    if (make && mkdir(dir, 0700) != 0 && errno != EEXIST)
        return false;
    return lstat(dir, &st) == 0 && S_ISDIR(st.st_mode) && st.st_uid == geteuid() && !(st.st_mode & 022);
}

/* The folder of tuned configurations, or false (no cache folder, the cache
 * off, or a folder someone else could write). */
static bool tuned_dir(char *dir, size_t cap, bool make)
{
    char root[4096];
    if (!tl_runtime_cache_enabled() || !tl_runtime_cache_dir(root, sizeof root))
        return false;
    if (make) {
        /* the cache root as the compile cache makes it */
        char *slash = root;
        while ((slash = strchr(slash + 1, '/'))) {
            *slash = 0;
            mkdir(root, 0700);
            *slash = '/';
        }
    }
    if (!private_dir(root, make))
        return false;
    snprintf(dir, cap, "%s/tuned", root);
    return private_dir(dir, make);
}

bool cli_tuned_store(const char *key, const char *source, const tl_define *values, int n, double median_ms,
                     char *path, size_t cap, tl_error *err)
{
    char dir[4200], tmp[4400];
    if (!tuned_dir(dir, sizeof dir, true))
        return tl_error_set(err, TL_ERR_INVALID, "no private compile cache folder to keep the best configuration in "
                            "(the cache is off, or its folder is not this user's alone)");
    snprintf(path, cap, "%s/%s", dir, key);
    snprintf(tmp, sizeof tmp, "%s/.tmp-XXXXXX", dir);
    int fd = mkstemp(tmp);
    FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
    if (!f) {
        if (fd >= 0)
            close(fd), unlink(tmp);
        return tl_error_set(err, TL_ERR_INVALID, "cannot write in %s: %s", dir, strerror(errno));
    }
    fprintf(f, "%s\nsource %s\nmedian_ms %.9g\n", TUNED_FORMAT, source, median_ms);
    for (int i = 0; i < n; i++)
        fprintf(f, "value %s %s\n", values[i].name, values[i].value);
    bool ok = !ferror(f);
    ok = fclose(f) == 0 && ok;
    if (!ok || rename(tmp, path) != 0) {
        unlink(tmp);
        return tl_error_set(err, TL_ERR_INVALID, "cannot write %s: %s", path, strerror(errno));
    }
    return true;
}

int cli_tuned_find(const char *key, tl_arena *a, tl_define *values, int cap, double *median_ms, char *path,
                   size_t pcap)
{
    char dir[4200];
    struct stat st;
    if (!tuned_dir(dir, sizeof dir, false))
        return 0;
    snprintf(path, pcap, "%s/%s", dir, key);
    if (lstat(path, &st) != 0 || !S_ISREG(st.st_mode) || st.st_uid != geteuid() || (st.st_mode & 022))
        return 0;
    size_t len;
    char *text = tl_read_file(path, &len);
    if (!text)
        return 0;
    int n = 0;
    char *save = NULL;
    char *line = strtok_r(text, "\n", &save);
    bool ok = line && strcmp(line, TUNED_FORMAT) == 0;
    *median_ms = 0;
    while (ok && (line = strtok_r(NULL, "\n", &save))) {
        if (strncmp(line, "median_ms ", 10) == 0) {
            *median_ms = strtod(line + 10, NULL);
        } else if (strncmp(line, "value ", 6) == 0) {
            char *name = line + 6, *sp = strchr(name, ' ');
            ok = sp && n < cap;
            if (ok) {
                values[n].name = tl_arena_strndup(a, name, (size_t)(sp - name));
                values[n].value = tl_arena_strndup(a, sp + 1, strlen(sp + 1));
                ok = values[n].name && values[n].value;
                n++;
            }
        }
    }
    free(text);
    return ok ? n : 0;
}
