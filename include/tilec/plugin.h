/*
 * plugin.h: the plugin ABI. A backend that lives outside tilec's tree is a
 * shared object built from its own spec files: `tilec-gen` checks them
 * against the built-in registry's declarations (as `make gen` checks the
 * in-tree specs) and writes registry.c, the plugin's tables as the same
 * structs as the built-in ones (tilec.h), and registry.h, the typed
 * declarations of the C functions they name. The shared object exports one
 * symbol, TL_PLUGIN_ENTRY, which hands tilec a tl_plugin.
 *
 * tilec loads a plugin from `tilec --plugin FILE`, from TILEC_PLUGIN_PATH
 * (tl_load_plugin_path) or from tl_load_plugin(), and refuses it, with the
 * plugin's path in the message, when: the file is not one the user may trust
 * (the compile cache's rule: owned by the user or root, writable by nobody
 * else, and so its folder), it has no entry point, its ABI version differs
 * from TL_PLUGIN_ABI_VERSION, a function its tables name is missing, a name
 * (backend, target kind, tag) or a global function (callback) is taken, a
 * backend breaks the registry's rules, or its predicates overlap those of a
 * backend already registered on the same target kind (the generator's proof,
 * run again at load time: the built-ins and the other plugins may differ from
 * what the plugin was built against). Registration is all-or-nothing: a
 * refused plugin leaves the registry as it was, and is unloaded.
 *
 * A plugin's functions run inside tilec and call tilec's own (the compile
 * cache, the runtime's handles, the built-in codegens): they resolve against
 * the process that loads the plugin, so tilec and programs that load plugins
 * are linked with -rdynamic. Changing any struct of tilec.h or this file
 * changes TL_PLUGIN_ABI_VERSION.
 */
#ifndef TILEC_PLUGIN_H
#define TILEC_PLUGIN_H

#include <string.h>

#include "tilec/tilec.h"

#ifdef __cplusplus
extern "C" {
#endif

#define TL_PLUGIN_ABI_VERSION 3
/* The one symbol a plugin exports: a tl_plugin_entry_fn. */
#define TL_PLUGIN_ENTRY tilec_plugin
#define TL_PLUGIN_ENTRY_NAME "tilec_plugin"
#define TL_PLUGIN_EXPORT __attribute__((visibility("default")))

/* Any function, as the function list carries it. */
typedef void tl_plugin_fn(void);

/* A C function the plugin's tables name: NULL when the plugin does not
 * define it (the generated tables reference every function weakly). */
typedef struct tl_plugin_function {
    const char *name;
    const char *type;    /* its role's type: "tl_pass_fn", ... */
    const char *context; /* what names it: "pass 'omp_outline'" */
    tl_plugin_fn *addr;
    tl_loc loc;          /* the spec line that names it */
} tl_plugin_function;

typedef struct tl_plugin {
    uint32_t abi_version; /* TL_PLUGIN_ABI_VERSION the plugin was built with */
    uint32_t size;        /* sizeof(tl_plugin) it was built with */
    const char *tilec_version;
    const char *name;
    const char *const *spec_files;
    size_t nspec_files;
    const tl_target_kind *const *target_kinds;
    size_t ntarget_kinds;
    const tl_target_tag *tags;
    size_t ntags;
    const tl_backend *const *backends;
    size_t nbackends;
    const tl_plugin_function *functions;
    size_t nfunctions;
} tl_plugin;

typedef const tl_plugin *tl_plugin_entry_fn(void);

/* Registers a plugin's declarations, all or none (the checks above but the
 * file's). origin names it in messages and in tl_backend_origin; it is
 * copied. */
bool tl_register_plugin(const tl_plugin *p, const char *origin, tl_error *err);

/* Loads the shared object at path and registers its declarations. Loading a
 * file that is already loaded does nothing and succeeds. */
bool tl_load_plugin(const char *path, tl_error *err);
/* Loads every plugin of a colon-separated list (TILEC_PLUGIN_PATH's form):
 * an entry is a plugin file or a folder whose *.so files are loaded in name
 * order. Entries must be absolute paths: an empty or relative entry (which
 * would mean the current folder) is refused, never searched. Stops at the
 * first refusal. */
bool tl_load_plugin_path(const char *list, tl_error *err);

/* Where a registered backend came from: the plugin file that declared it,
 * or NULL for a built-in backend or one registered from C. */
const char *tl_backend_origin(const tl_backend *b);
/* The same for a target kind. */
const char *tl_target_kind_origin(const tl_target_kind *k);

/* ---- predicate helpers (the generated predicates call these) ---------- */

static inline bool tl_kind_is(const tl_target *t, const char *kind)
{
    return strcmp(tl_target_kind_name(t), kind) == 0;
}

static inline bool tl_attr_is(const tl_target *t, const char *name, const char *value)
{
    const char *v = tl_target_attr(t, name);
    return v && strcmp(v, value) == 0;
}

static inline bool tl_attr_starts_with(const tl_target *t, const char *name, const char *prefix)
{
    const char *v = tl_target_attr(t, name);
    return v && strncmp(v, prefix, strlen(prefix)) == 0;
}

#ifdef __cplusplus
}
#endif
#endif
