/*
 * plugin.c: loading plugins (include/tilec/plugin.h): a shared object built
 * from a vendor's spec files by tilec-gen, whose one exported function hands
 * over its tables.
 *
 * A plugin is code that runs inside tilec, so it is loaded only from a path
 * the user named (--plugin, TILEC_PLUGIN_PATH, tl_load_plugin) and only when
 * nobody else could have written it: the file, once links are resolved, and
 * the folder it is in must belong to the user (or to root, as installed
 * files do) and be writable by nobody else: the compile cache's rule, which
 * guards the shared objects tilec builds itself. Relative and empty entries
 * of a plugin path are refused, so nothing is ever loaded from the current
 * folder because of where tilec happens to run.
 *
 * Then: the entry point, its ABI version and struct size, every function its
 * tables name (referenced weakly, so a missing one is NULL here and named
 * with its spec line), and registration, which is all-or-nothing
 * (tl_register_plugin). A refused plugin is unloaded; a registered one stays
 * loaded until the process ends.
 */
#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "backend/internal.h"

/* Why path may not be trusted, or true: a folder or a regular file owned by
 * this user or root and writable by nobody else. */
static bool trusted(const char *path, bool dir, char *why, size_t cap)
{
    struct stat st;
    if (stat(path, &st) != 0) {
        snprintf(why, cap, "%s: %s", path, strerror(errno));
        return false;
    }
    if (dir ? !S_ISDIR(st.st_mode) : !S_ISREG(st.st_mode)) {
        snprintf(why, cap, "%s is not a %s", path, dir ? "folder" : "regular file");
        return false;
    }
    if (st.st_uid != geteuid() && st.st_uid != 0) {
        snprintf(why, cap, "%s belongs to user %u, not to you (%u) or root", path, (unsigned)st.st_uid,
                 (unsigned)geteuid());
        return false;
    }
    if (st.st_mode & 022) {
        snprintf(why, cap, "%s is writable by %s (mode %03o)", path, st.st_mode & 002 ? "others" : "its group",
                 (unsigned)(st.st_mode & 0777));
        return false;
    }
    return true;
}

/* The files loaded so far (device and inode), under the lock. */
static pthread_mutex_t loaded_lock = PTHREAD_MUTEX_INITIALIZER;
static struct {
    dev_t dev;
    ino_t ino;
} loaded[256];
static size_t nloaded;

bool tl_load_plugin(const char *path, tl_error *err)
{
    if (!path || !*path)
        return tl_error_set(err, TL_ERR_INVALID, "plugin: no path given");
    char real[PATH_MAX];
    if (!realpath(path, real))
        return tl_error_set(err, TL_ERR_NOT_FOUND, "plugin %s: %s", path, strerror(errno));
    char why[PATH_MAX + 200], dir[PATH_MAX];
    snprintf(dir, sizeof dir, "%s", real);
    char *slash = strrchr(dir, '/');
    if (slash)
        slash[slash == dir ? 1 : 0] = 0;
    if (!trusted(real, false, why, sizeof why) || !trusted(dir, true, why, sizeof why))
        return tl_error_set(err, TL_ERR_INVALID, "plugin %s: refused, a plugin is code and %s", path, why);
    struct stat st;
    if (stat(real, &st) != 0)
        return tl_error_set(err, TL_ERR_NOT_FOUND, "plugin %s: %s", path, strerror(errno));

    pthread_mutex_lock(&loaded_lock);
    bool ok = true;
    for (size_t i = 0; i < nloaded; i++)
        if (loaded[i].dev == st.st_dev && loaded[i].ino == st.st_ino)
            goto done; /* already registered */
    if (nloaded == sizeof loaded / sizeof *loaded) {
        ok = tl_error_set(err, TL_ERR_INVALID, "plugin %s: too many plugins loaded", path);
        goto done;
    }
    void *dl = dlopen(real, RTLD_NOW | RTLD_LOCAL);
    if (!dl) {
        const char *e = dlerror();
        ok = tl_error_set(err, TL_ERR_INVALID, "plugin %s: cannot load: %s", path, e ? e : "?");
        goto done;
    }
    void *sym = dlsym(dl, TL_PLUGIN_ENTRY_NAME);
    if (!sym) {
        ok = tl_error_set(err, TL_ERR_INVALID, "plugin %s: no entry point '%s' (not a tilec plugin, or not built by tilec-gen)",
                          path, TL_PLUGIN_ENTRY_NAME);
        dlclose(dl);
        goto done;
    }
    tl_plugin_entry_fn *entry;
    memcpy(&entry, &sym, sizeof entry); /* POSIX: a dlsym result converts to a function pointer */
    const tl_plugin *p = entry();
    if (!p || p->abi_version != TL_PLUGIN_ABI_VERSION || p->size != sizeof(tl_plugin)) {
        ok = tl_error_set(err, TL_ERR_INVALID,
                          "plugin %s: built for plugin ABI %u, this tilec %s loads ABI %d (rebuild it with this tilec's "
                          "tilec-gen and headers)",
                          path, p ? p->abi_version : 0, TILEC_VERSION, TL_PLUGIN_ABI_VERSION);
        dlclose(dl);
        goto done;
    }
    for (size_t i = 0; i < p->nfunctions; i++) {
        const tl_plugin_function *f = &p->functions[i];
        if (f->addr)
            continue;
        char at[300];
        ok = tl_error_set(err, TL_ERR_INVALID,
                          "plugin %s: %s%s names C function '%s' (%s), which neither the plugin nor this program defines",
                          path, tl_loc_prefix(f->loc, at, sizeof at), f->context, f->name, f->type);
        dlclose(dl);
        goto done;
    }
    if (!tl_register_plugin(p, real, err)) {
        ok = false;
        dlclose(dl);
        goto done;
    }
    loaded[nloaded].dev = st.st_dev;
    loaded[nloaded].ino = st.st_ino;
    nloaded++;
done:
    pthread_mutex_unlock(&loaded_lock);
    return ok;
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* Loads the *.so files of folder dir in name order. */
static bool load_folder(const char *dir, tl_error *err)
{
    char why[PATH_MAX + 200];
    if (!trusted(dir, true, why, sizeof why))
        return tl_error_set(err, TL_ERR_INVALID, "plugin folder %s: refused: %s", dir, why);
    DIR *d = opendir(dir);
    if (!d)
        return tl_error_set(err, TL_ERR_NOT_FOUND, "plugin folder %s: %s", dir, strerror(errno));
    char *names[256];
    size_t n = 0;
    struct dirent *e;
    while ((e = readdir(d)) && n < sizeof names / sizeof *names) {
        size_t l = strlen(e->d_name);
        if (l > 3 && strcmp(e->d_name + l - 3, ".so") == 0 && e->d_name[0] != '.')
            names[n++] = strdup(e->d_name);
    }
    closedir(d);
    qsort(names, n, sizeof *names, cmp_str);
    bool ok = true;
    for (size_t i = 0; i < n; i++) {
        char path[PATH_MAX + 300];
        snprintf(path, sizeof path, "%s/%s", dir, names[i] ? names[i] : "");
        if (ok && names[i])
            ok = tl_load_plugin(path, err);
        free(names[i]);
    }
    return ok;
}

/* Calls each(entry) for the entries of a plugin path; checking: every
 * entry must be non-empty and absolute (see tl_load_plugin_path). */
static bool each_entry(const char *list, bool check, tl_error *err)
{
    const char *s = list;
    for (;;) {
        const char *end = strchr(s, ':');
        size_t len = end ? (size_t)(end - s) : strlen(s);
        char entry[PATH_MAX];
        if (len >= sizeof entry)
            return tl_error_set(err, TL_ERR_INVALID, "plugin path: an entry is too long");
        memcpy(entry, s, len);
        entry[len] = 0;
        if (check && len == 0)
            return tl_error_set(err, TL_ERR_INVALID,
                                "plugin path '%s': an empty entry (which would mean the current folder) is refused; "
                                "give absolute paths",
                                list);
        if (check && entry[0] != '/')
            return tl_error_set(err, TL_ERR_INVALID,
                                "plugin path entry '%s' is relative; plugins are loaded only from absolute paths, "
                                "never from the current folder",
                                entry);
        if (!check) {
            struct stat st;
            if (stat(entry, &st) != 0)
                return tl_error_set(err, TL_ERR_NOT_FOUND, "plugin %s: %s", entry, strerror(errno));
            if (!(S_ISDIR(st.st_mode) ? load_folder(entry, err) : tl_load_plugin(entry, err)))
                return false;
        }
        if (!end)
            return true;
        s = end + 1;
    }
}

bool tl_load_plugin_path(const char *list, tl_error *err)
{
    if (!list || !*list)
        return true;
    return each_entry(list, true, err) && each_entry(list, false, err);
}
