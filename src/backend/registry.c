/*
 * registry.c: the backend registry and the global functions.
 *
 * The registry starts with the generated backends (generated/registry.c), each
 * registered in spec order through the same path as tl_register_backend, so the
 * rules that involve several backends (names, shared target kinds, global
 * function names) are checked in one place, at build time by gen/regenerate.sh
 * and at run time for backends registered from C. A plugin's backends
 * (tl_register_plugin) go through the same checks, all of them before any is
 * published, plus the overlap proof of their predicates against every backend
 * already on their target kinds (overlap.c).
 *
 * Concurrency: registration takes a mutex; readers take none. Both tables are
 * append-only, in chunks that never move: an entry is written before the count
 * is published with a release store and never changes after, so a reader that
 * loads the count (acquire) sees complete entries.
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

#include "backend/internal.h"
#include "registry.h"

typedef struct global_func {
    const char *name;
    tl_packed_fn *fn;
    const tl_backend *owner; /* NULL for tl_ffi_register_global_func */
} global_func;

/* An append-only table of fixed-size entries, in chunks that never move. */
#define CHUNK 64
#define MAX_CHUNKS 1024
typedef struct table {
    void *chunks[MAX_CHUNKS];
    atomic_size_t count;
} table;

static void *entry(table *t, size_t i, size_t size) { return (char *)t->chunks[i / CHUNK] + (i % CHUNK) * size; }

/* With the lock held: room for `more` entries, or false. */
static bool reserve(table *t, size_t more, size_t size)
{
    size_t n = atomic_load_explicit(&t->count, memory_order_relaxed);
    for (size_t c = n / CHUNK; c <= (n + more) / CHUNK; c++) {
        if (c >= MAX_CHUNKS)
            return false;
        if (!t->chunks[c] && !(t->chunks[c] = calloc(CHUNK, size)))
            return false;
    }
    return true;
}

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_once_t once = PTHREAD_ONCE_INIT;
typedef struct backend_entry {
    const tl_backend *b;
    const char *origin; /* the plugin file, or NULL */
} backend_entry;
static table backends; /* of backend_entry */
static table globals;  /* of global_func */
static tl_error init_error; /* set when the generated tables break a rule */

static const tl_backend *backend_at(size_t i) { return ((backend_entry *)entry(&backends, i, sizeof(backend_entry)))->b; }
static const char *origin_at(size_t i) { return ((backend_entry *)entry(&backends, i, sizeof(backend_entry)))->origin; }

/* ---- lookups (lock-free) ---------------------------------------------- */

static const tl_backend *find_backend(const char *name)
{
    size_t n = atomic_load_explicit(&backends.count, memory_order_acquire);
    for (size_t i = 0; i < n; i++)
        if (strcmp(backend_at(i)->name, name) == 0)
            return backend_at(i);
    return NULL;
}

static const global_func *find_global(const char *name)
{
    size_t n = atomic_load_explicit(&globals.count, memory_order_acquire);
    for (size_t i = 0; i < n; i++) {
        const global_func *g = entry(&globals, i, sizeof(global_func));
        if (strcmp(g->name, name) == 0)
            return g;
    }
    return NULL;
}

/* ---- registration ------------------------------------------------------ */

/* Registration copies into one block: the declaration, its arrays, its strings. */
typedef struct copier {
    char *base;
    size_t used, cap;
} copier;

static void *take(copier *c, size_t size, size_t align)
{
    size_t at = (c->used + align - 1) & ~(align - 1);
    c->used = at + size;
    return c->base ? c->base + at : NULL;
}

static const char *dup_str(copier *c, const char *s)
{
    size_t n = strlen(s) + 1;
    char *p = take(c, n, 1);
    if (p)
        memcpy(p, s, n);
    return p;
}

#define DUP_ARRAY(c, src, n) dup_array((c), (src), (n), sizeof *(src), _Alignof(__typeof__(*(src))))
static void *dup_array(copier *c, const void *src, size_t n, size_t size, size_t align)
{
    if (n == 0)
        return NULL;
    void *p = take(c, n * size, align);
    if (p)
        memcpy(p, src, n * size);
    return p;
}

/* Run twice: once with base NULL to measure, once to copy. */
static tl_backend *copy_backend(copier *c, const tl_backend *d)
{
    tl_backend *b = take(c, sizeof *b, _Alignof(tl_backend));
    const char **kinds = DUP_ARRAY(c, d->target_kinds, d->ntarget_kinds);
    tl_kind_pipeline *pipelines = DUP_ARRAY(c, d->pipelines, d->npipelines);
    tl_kind_codegen *codegens = DUP_ARRAY(c, d->device_codegens, d->ndevice_codegens);
    const tl_host_codegen **hosts = DUP_ARRAY(c, d->host_codegens, d->nhost_codegens);
    tl_kind_hooks *hooks = DUP_ARRAY(c, d->host_codegen_hooks, d->nhost_codegen_hooks);
    const tl_exec_backend **execs = DUP_ARRAY(c, d->execution_backends, d->nexecution_backends);
    tl_callback *callbacks = DUP_ARRAY(c, d->callbacks, d->ncallbacks);
    const char *name = dup_str(c, d->name);
    const char *loc_file = d->loc.file ? dup_str(c, d->loc.file) : NULL;
    const char *kind_names[64], *pipeline_kinds[64], *codegen_kinds[64], *hook_kinds[64], *callback_names[256];
    for (size_t i = 0; i < d->ntarget_kinds && i < 64; i++)
        kind_names[i] = dup_str(c, d->target_kinds[i]);
    for (size_t i = 0; i < d->npipelines && i < 64; i++)
        pipeline_kinds[i] = dup_str(c, d->pipelines[i].kind);
    for (size_t i = 0; i < d->ndevice_codegens && i < 64; i++)
        codegen_kinds[i] = dup_str(c, d->device_codegens[i].kind);
    for (size_t i = 0; i < d->nhost_codegen_hooks && i < 64; i++)
        hook_kinds[i] = dup_str(c, d->host_codegen_hooks[i].kind);
    for (size_t i = 0; i < d->ncallbacks && i < 256; i++)
        callback_names[i] = dup_str(c, d->callbacks[i].name);
    if (!c->base)
        return NULL;
    *b = *d;
    b->name = name;
    b->loc.file = loc_file;
    for (size_t i = 0; i < d->ntarget_kinds; i++)
        kinds[i] = kind_names[i];
    for (size_t i = 0; i < d->npipelines; i++)
        pipelines[i].kind = pipeline_kinds[i];
    for (size_t i = 0; i < d->ndevice_codegens; i++)
        codegens[i].kind = codegen_kinds[i];
    for (size_t i = 0; i < d->nhost_codegen_hooks; i++)
        hooks[i].kind = hook_kinds[i];
    for (size_t i = 0; i < d->ncallbacks; i++)
        callbacks[i].name = callback_names[i];
    b->target_kinds = kinds;
    b->pipelines = pipelines;
    b->device_codegens = codegens;
    b->host_codegens = hosts;
    b->host_codegen_hooks = hooks;
    b->execution_backends = execs;
    b->callbacks = callbacks;
    return b;
}

static bool shares_kind(const tl_backend *a, const tl_backend *b, const char **kind)
{
    for (size_t i = 0; i < a->ntarget_kinds; i++)
        for (size_t j = 0; j < b->ntarget_kinds; j++)
            if (strcmp(a->target_kinds[i], b->target_kinds[j]) == 0) {
                *kind = a->target_kinds[i];
                return true;
            }
    return false;
}

/* The rules between decl and the backends registered before it: the n
 * registered ones and, for a plugin, the batch that precedes it. prove: run
 * the overlap proof of predicates on a shared kind. */
static bool check_against(const tl_backend *decl, const tl_backend *const *batch, size_t nbatch, bool prove,
                          tl_error *err)
{
    char where[300];
    const char *at = tl_loc_prefix(decl->loc, where, sizeof where);
    size_t n = atomic_load_explicit(&backends.count, memory_order_relaxed);
    for (size_t i = 0; i < n + nbatch; i++) {
        const char *kind;
        const tl_backend *other = i < n ? backend_at(i) : batch[i - n];
        if (i >= n && strcmp(other->name, decl->name) == 0)
            return tl_error_set(err, TL_ERR_INVALID, "%sBackend '%s' is declared twice", at, decl->name);
        if (!shares_kind(other, decl, &kind))
            continue;
        char other_at[300] = "";
        if (other->loc.file)
            snprintf(other_at, sizeof other_at, " (%s:%d)", other->loc.file, other->loc.line);
        if (!other->supports_target || !decl->supports_target)
            return tl_error_set(err, TL_ERR_INVALID,
                                "%sBackends sharing target kind '%s' must define supports_target predicates: '%s'%s and '%s'",
                                at, kind, other->name, other_at, decl->name);
        char witness[1200];
        const tl_predicate *pa = other->supports_target, *pb = decl->supports_target;
        int r = prove ? tl_predicates_overlap(pa, pb, kind, witness, sizeof witness) : 0;
        if (r > 0)
            return tl_error_set(err, TL_ERR_INVALID,
                                "%sbackends '%s' and '%s' both match target %s: predicates %s (%s:%d) and %s (%s:%d) overlap",
                                at, other->name, decl->name, witness, pa->text, pa->loc.file ? pa->loc.file : "C",
                                pa->loc.line, pb->text, pb->loc.file ? pb->loc.file : "C", pb->loc.line);
        if (r < 0)
            return tl_error_set(err, TL_ERR_INVALID, "%sbackends '%s' and '%s': %s", at, other->name, decl->name, witness);
    }
    for (size_t i = 0; i < decl->ncallbacks; i++) {
        const char *name = decl->callbacks[i].name;
        const global_func *g = find_global(name);
        const tl_backend *owner = g ? g->owner : NULL;
        for (size_t j = 0; !g && !owner && j < nbatch; j++)
            for (size_t k = 0; k < batch[j]->ncallbacks; k++)
                if (strcmp(batch[j]->callbacks[k].name, name) == 0)
                    owner = batch[j];
        if (g || owner)
            return tl_error_set(err, TL_ERR_INVALID, "%sGlobal function '%s' is already registered%s%s%s", at, name,
                                owner ? " by backend '" : "", owner ? owner->name : "", owner ? "'" : "");
    }
    return true;
}

/* With the lock held. copy: false for the generated tables, which are static. */
static const tl_backend *register_locked(const tl_backend *decl, bool copy, tl_error *err)
{
    char where[300];
    if (!tl_backend_validate(decl, err))
        return NULL;
    const char *at = tl_loc_prefix(decl->loc, where, sizeof where);
    const tl_backend *existing = find_backend(decl->name);
    if (existing) {
        if (tl_backend_equal(existing, decl))
            return existing;
        tl_error_set(err, TL_ERR_INVALID, "%sBackend '%s' is already registered with a different declaration", at,
                     decl->name);
        return NULL;
    }
    size_t n = atomic_load_explicit(&backends.count, memory_order_relaxed);
    if (!check_against(decl, NULL, 0, false, err))
        return NULL;
    size_t ng = atomic_load_explicit(&globals.count, memory_order_relaxed);
    if (!reserve(&backends, 1, sizeof(backend_entry)) || !reserve(&globals, decl->ncallbacks, sizeof(global_func))) {
        tl_error_set(err, TL_ERR_INTERNAL, "%sout of memory, or the registry is full", at);
        return NULL;
    }
    if (decl->ntarget_kinds > 64 || decl->npipelines > 64 || decl->ndevice_codegens > 64 ||
        decl->nhost_codegen_hooks > 64 || decl->ncallbacks > 256) {
        tl_error_set(err, TL_ERR_INVALID, "%sBackend '%s' declares too many entries", at, decl->name);
        return NULL;
    }
    const tl_backend *b = decl;
    if (copy) {
        copier c = { 0 };
        copy_backend(&c, decl);
        if (!(c.base = malloc(c.used))) {
            tl_error_set(err, TL_ERR_INTERNAL, "out of memory registering backend '%s'", decl->name);
            return NULL;
        }
        c.cap = c.used, c.used = 0;
        b = copy_backend(&c, decl);
    }
    /* Nothing can fail from here: publish the callbacks, then the backend. */
    for (size_t i = 0; i < b->ncallbacks; i++)
        *(global_func *)entry(&globals, ng + i, sizeof(global_func)) = (global_func){ b->callbacks[i].name, b->callbacks[i].fn, b };
    atomic_store_explicit(&globals.count, ng + b->ncallbacks, memory_order_release);
    *(backend_entry *)entry(&backends, n, sizeof(backend_entry)) = (backend_entry){ b, NULL };
    atomic_store_explicit(&backends.count, n + 1, memory_order_release);
    return b;
}

static void init_registry(void)
{
    pthread_mutex_lock(&lock);
    for (size_t i = 0; i < tl_registry_nbackends; i++)
        if (!register_locked(tl_registry_backends[i], false, &init_error))
            break;
    pthread_mutex_unlock(&lock);
}

/* Every public entry point starts here. */
static bool ready(tl_error *err)
{
    pthread_once(&once, init_registry);
    if (init_error.code == TL_OK)
        return true;
    return tl_error_set(err, init_error.code, "%s", init_error.msg);
}

const tl_backend *tl_register_backend(const tl_backend *decl, tl_error *err)
{
    if (!ready(err))
        return NULL;
    pthread_mutex_lock(&lock);
    const tl_backend *b = register_locked(decl, true, err);
    pthread_mutex_unlock(&lock);
    return b;
}

/* ---- plugins ------------------------------------------------------------- */

/* With the lock held: every check of a plugin's declarations, before any is
 * published. */
static bool check_plugin_locked(const tl_plugin *p, tl_error *err)
{
    char where[300];
    for (size_t i = 0; i < p->ntarget_kinds; i++) {
        const tl_target_kind *k = p->target_kinds[i];
        const char *at = tl_loc_prefix(k->loc, where, sizeof where);
        if (!k->name || !*k->name)
            return tl_error_set(err, TL_ERR_INVALID, "%sa target kind needs a name", at);
        const tl_loc *taken = tl_target_name_taken(k->name);
        for (size_t j = 0; !taken && j < i; j++)
            if (strcmp(p->target_kinds[j]->name, k->name) == 0)
                taken = &p->target_kinds[j]->loc;
        if (taken)
            return tl_error_set(err, TL_ERR_INVALID, "%starget kind '%s' is already declared at %s:%d", at, k->name,
                                taken->file ? taken->file : "C", taken->line);
    }
    for (size_t i = 0; i < p->ntags; i++) {
        const tl_target_tag *t = &p->tags[i];
        const char *at = tl_loc_prefix(t->loc, where, sizeof where);
        if (!t->name || !t->json)
            return tl_error_set(err, TL_ERR_INVALID, "%sa tag needs a name and a target", at);
        const tl_loc *taken = tl_target_name_taken(t->name);
        for (size_t j = 0; !taken && j < p->ntarget_kinds; j++)
            if (strcmp(p->target_kinds[j]->name, t->name) == 0)
                taken = &p->target_kinds[j]->loc;
        for (size_t j = 0; !taken && j < i; j++)
            if (strcmp(p->tags[j].name, t->name) == 0)
                taken = &p->tags[j].loc;
        if (taken)
            return tl_error_set(err, TL_ERR_INVALID, "%stag '%s': the name is already declared at %s:%d", at, t->name,
                                taken->file ? taken->file : "C", taken->line);
        tl_target target;
        tl_error terr = { 0 };
        if (!tl_target_parse(t->json, &target, &terr))
            return tl_error_set(err, TL_ERR_INVALID, "%stag '%s': %s", at, t->name, terr.msg);
    }
    for (size_t i = 0; i < p->nbackends; i++) {
        const tl_backend *b = p->backends[i];
        if (!tl_backend_validate(b, err))
            return false;
        const tl_backend *other = find_backend(b->name);
        if (other)
            return tl_error_set(err, TL_ERR_INVALID, "%sBackend '%s' is already registered (%s:%d)",
                                tl_loc_prefix(b->loc, where, sizeof where), b->name,
                                other->loc.file ? other->loc.file : "C", other->loc.line);
        if (!check_against(b, p->backends, i, true, err))
            return false;
        if (b->ntarget_kinds > 64 || b->npipelines > 64 || b->ndevice_codegens > 64 || b->nhost_codegen_hooks > 64 ||
            b->ncallbacks > 256)
            return tl_error_set(err, TL_ERR_INVALID, "%sBackend '%s' declares too many entries",
                                tl_loc_prefix(b->loc, where, sizeof where), b->name);
    }
    return true;
}

bool tl_register_plugin(const tl_plugin *p, const char *origin, tl_error *err)
{
    const char *who = origin ? origin : "(registered from C)";
    if (!ready(err))
        return false;
    if (!p || p->abi_version != TL_PLUGIN_ABI_VERSION || p->size != sizeof(tl_plugin))
        return tl_error_set(err, TL_ERR_INVALID, "plugin %s: built for plugin ABI %u (size %u), this tilec loads ABI %d (size %zu)",
                            who, p ? p->abi_version : 0, p ? p->size : 0, TL_PLUGIN_ABI_VERSION, sizeof(tl_plugin));
    char *own = strdup(who);
    if (!own)
        return tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    tl_error why = { 0 };
    pthread_mutex_lock(&lock);
    tl_target_set_pending(p);
    bool ok = check_plugin_locked(p, &why);
    tl_target_set_pending(NULL);
    size_t ncb = 0;
    for (size_t i = 0; ok && i < p->nbackends; i++)
        ncb += p->backends[i]->ncallbacks;
    if (ok && (!reserve(&backends, p->nbackends, sizeof(backend_entry)) || !reserve(&globals, ncb, sizeof(global_func)) ||
               !tl_target_room(p->ntarget_kinds, p->ntags)))
        ok = tl_error_set(&why, TL_ERR_INTERNAL, "out of memory, or the registry is full");
    if (ok) {
        /* Nothing can fail from here: the kinds and tags, then each backend's
         * callbacks and the backend. A plugin stays loaded for good, so its
         * tables are registered in place. */
        tl_target_add_plugin(p, own);
        size_t n = atomic_load_explicit(&backends.count, memory_order_relaxed);
        size_t ng = atomic_load_explicit(&globals.count, memory_order_relaxed);
        for (size_t i = 0; i < p->nbackends; i++) {
            const tl_backend *b = p->backends[i];
            for (size_t k = 0; k < b->ncallbacks; k++)
                *(global_func *)entry(&globals, ng++, sizeof(global_func)) =
                    (global_func){ b->callbacks[k].name, b->callbacks[k].fn, b };
            atomic_store_explicit(&globals.count, ng, memory_order_release);
            *(backend_entry *)entry(&backends, n, sizeof(backend_entry)) = (backend_entry){ b, own };
            atomic_store_explicit(&backends.count, ++n, memory_order_release);
        }
    }
    pthread_mutex_unlock(&lock);
    if (!ok) {
        free(own);
        return tl_error_set(err, why.code, "plugin %s: %s", who, why.msg);
    }
    return true;
}

const char *tl_backend_origin(const tl_backend *b)
{
    pthread_once(&once, init_registry);
    size_t n = atomic_load_explicit(&backends.count, memory_order_acquire);
    for (size_t i = 0; i < n; i++)
        if (backend_at(i) == b)
            return origin_at(i);
    return NULL;
}

const tl_backend *tl_get_backend(const char *name, tl_error *err)
{
    if (!ready(err))
        return NULL;
    const tl_backend *b = name ? find_backend(name) : NULL;
    if (b)
        return b;
    char known[1024] = "";
    size_t n = atomic_load_explicit(&backends.count, memory_order_acquire);
    for (size_t i = 0; i < n; i++)
        snprintf(known + strlen(known), sizeof known - strlen(known), "%s%s", i ? ", " : "", backend_at(i)->name);
    tl_error_set(err, TL_ERR_NOT_FOUND, "Unknown backend '%s'. Available: %s", name ? name : "(null)", known);
    return NULL;
}

size_t tl_registry_generation(void)
{
    pthread_once(&once, init_registry);
    return atomic_load_explicit(&backends.count, memory_order_acquire) + 1;
}

bool tl_list_backends(tl_backend_list *out, tl_error *err)
{
    out->items = NULL;
    out->count = 0;
    if (!ready(err))
        return false;
    size_t n = atomic_load_explicit(&backends.count, memory_order_acquire);
    out->items = malloc((n ? n : 1) * sizeof *out->items);
    if (!out->items)
        return tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    for (size_t i = 0; i < n; i++)
        out->items[i] = backend_at(i);
    out->count = n;
    return true;
}

void tl_backend_list_free(tl_backend_list *list)
{
    free(list->items);
    list->items = NULL;
    list->count = 0;
}

size_t tl_find_backends(const tl_target *target, const tl_backend **out, size_t cap)
{
    if (!ready(NULL))
        return 0;
    size_t n = atomic_load_explicit(&backends.count, memory_order_acquire), found = 0;
    for (size_t i = 0; i < n; i++)
        if (tl_backend_matches(backend_at(i), target)) {
            if (found < cap)
                out[found] = backend_at(i);
            found++;
        }
    return found;
}

/* ---- global functions -------------------------------------------------- */

tl_packed_fn *tl_ffi_get_global_func(const char *name)
{
    if (!name || !ready(NULL))
        return NULL;
    const global_func *g = find_global(name);
    return g ? g->fn : NULL;
}

bool tl_ffi_register_global_func(const char *name, tl_packed_fn *fn, tl_error *err)
{
    if (!ready(err))
        return false;
    if (!name || !*name || !fn)
        return tl_error_set(err, TL_ERR_INVALID, "a global function needs a non-empty name and a function");
    pthread_mutex_lock(&lock);
    bool ok = false;
    const global_func *g = find_global(name);
    size_t n = atomic_load_explicit(&globals.count, memory_order_relaxed);
    char *copy = NULL;
    if (g)
        tl_error_set(err, TL_ERR_INVALID, "Global function '%s' is already registered%s%s%s", name,
                     g->owner ? " by backend '" : "", g->owner ? g->owner->name : "", g->owner ? "'" : "");
    else if (!reserve(&globals, 1, sizeof(global_func)) || !(copy = strdup(name)))
        tl_error_set(err, TL_ERR_INTERNAL, "out of memory, or too many global functions");
    else {
        *(global_func *)entry(&globals, n, sizeof(global_func)) = (global_func){ copy, fn, NULL };
        atomic_store_explicit(&globals.count, n + 1, memory_order_release);
        ok = true;
    }
    pthread_mutex_unlock(&lock);
    return ok;
}

int tl_packed_error(struct tl_any *ret, const char *msg)
{
    if (ret) {
        ret->type = TL_ANY_STR;
        ret->v.s = msg;
    }
    return -1;
}
