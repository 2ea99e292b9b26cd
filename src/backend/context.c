/*
 * context.c: the backend context, what one compilation is bound to.
 *
 * Created once, from a target, a host target and an execution backend: the
 * target is parsed and normalized, exactly one registered backend must match it,
 * the execution backend is resolved by that backend's rules, and the host
 * target must have a host codegen when the execution backend generates host
 * code. The struct is private to this file and handed out as const: later
 * stages read it through accessors and cannot change it.
 *
 * A compiler creates a context per kernel, usually from the same few target
 * strings, so each thread keeps the last few resolutions: a repeat costs three
 * string compares and a copy. An entry is used only while the registry holds
 * the same backends it was resolved against (tl_registry_generation).
 */
#include <stdlib.h>

#include "backend/internal.h"

struct tl_context {
    const tl_backend *module;
    const tl_exec_backend *execution_backend;
    tl_target target;
    tl_target target_host;
};

/* The error for a target no backend, or more than one, matches. */
static bool no_single_match(const tl_target *target, const tl_backend **found, size_t nfound, tl_error *err)
{
    char t[512], detail[1024] = "";
    tl_target_to_string(target, t, sizeof t);
    if (nfound > 1) {
        for (size_t i = 0; i < nfound && i < 16; i++)
            snprintf(detail + strlen(detail), sizeof detail - strlen(detail), "%s%s", i ? ", " : "", found[i]->name);
        return tl_error_set(err, TL_ERR_INVALID, "Multiple backends match target '%s': %s", t, detail);
    }
    tl_backend_list all;
    if (!tl_list_backends(&all, err))
        return false;
    for (size_t i = 0; i < all.count; i++) {
        const tl_backend *b = all.items[i];
        for (size_t k = 0; k < b->ntarget_kinds; k++)
            if (strcmp(b->target_kinds[k], tl_target_kind_name(target)) == 0)
                snprintf(detail + strlen(detail), sizeof detail - strlen(detail), "%s%s (%s is false)",
                         detail[0] ? ", " : "", b->name, b->supports_target ? b->supports_target->text : "?");
    }
    tl_backend_list_free(&all);
    if (!detail[0])
        return tl_error_set(err, TL_ERR_NOT_FOUND, "No backend is registered for target kind '%s'",
                            tl_target_kind_name(target));
    return tl_error_set(err, TL_ERR_NOT_FOUND, "No backend supports target '%s'. Candidates: %s", t, detail);
}

const tl_context *tl_create_backend_context_for(const tl_target *target, const tl_target *target_host,
                                                const char *execution_backend, tl_error *err)
{
    const tl_backend *found[16];
    size_t n = tl_find_backends(target, found, 16);
    if (n != 1)
        return no_single_match(target, found, n, err), NULL;
    const tl_backend *module = found[0];
    tl_target host;
    if (!target_host) {
        if (!tl_target_default_host(target, &host, err))
            return NULL;
        target_host = &host;
    } else if (!tl_find_host_codegen(tl_target_kind_name(target_host))) {
        tl_error_set(err, TL_ERR_INVALID, "invalid host target: no host codegen serves kind '%s'",
                     tl_target_kind_name(target_host));
        return NULL;
    }
    const tl_exec_backend *exec = tl_backend_resolve_execution_backend(module, execution_backend, target, err);
    if (!exec)
        return NULL;
    /* The invariants every later stage relies on, checked once here. */
    if (!tl_backend_get_pipeline(module, target, err) || !tl_backend_get_device_codegen(module, target, err))
        return NULL;
    if (exec->enable_host_codegen && !tl_backend_get_host_codegen(module, target_host, err))
        return NULL;
    struct tl_context *ctx = malloc(sizeof *ctx);
    if (!ctx) {
        tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
        return NULL;
    }
    ctx->module = module;
    ctx->execution_backend = exec;
    ctx->target = *target;
    ctx->target_host = *target_host;
    return ctx;
}

typedef struct cache_entry {
    char target[96], host[32], exec[32];
    size_t generation; /* 0: empty */
    struct tl_context ctx;
} cache_entry;

enum { CACHE_WAYS = 4 };
static _Thread_local cache_entry cache[CACHE_WAYS];
static _Thread_local unsigned cache_next;

static bool fits(const char *s, size_t cap) { return strlen(s) < cap; }

static const tl_context *copy_of(const struct tl_context *c, tl_error *err)
{
    struct tl_context *ctx = malloc(sizeof *ctx);
    if (!ctx) {
        tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
        return NULL;
    }
    *ctx = *c;
    return ctx;
}

const tl_context *tl_create_backend_context(const char *target, const char *target_host,
                                            const char *execution_backend, tl_error *err)
{
    const char *host = target_host ? target_host : "", *exec = execution_backend ? execution_backend : "auto";
    size_t generation = tl_registry_generation();
    /* "auto" targets depend on the machine, not only the string: not cached. */
    bool cacheable = target && fits(target, sizeof cache->target) && fits(host, sizeof cache->host) &&
                     fits(exec, sizeof cache->exec) && strncmp(target, "auto", 4) != 0;
    if (cacheable)
        for (int i = 0; i < CACHE_WAYS; i++) {
            const cache_entry *e = &cache[i];
            if (e->generation == generation && strcmp(e->target, target) == 0 && strcmp(e->host, host) == 0 &&
                strcmp(e->exec, exec) == 0)
                return copy_of(&e->ctx, err);
        }
    tl_target t, h;
    if (!tl_target_parse(target, &t, err) || (host && *host && !tl_target_parse_host(host, &h, err)))
        return NULL;
    const tl_context *ctx = tl_create_backend_context_for(&t, host && *host ? &h : NULL, exec, err);
    if (ctx && cacheable) {
        cache_entry *e = &cache[cache_next++ % CACHE_WAYS];
        strcpy(e->target, target);
        strcpy(e->host, host);
        strcpy(e->exec, exec);
        e->ctx = *ctx;
        e->generation = generation;
    }
    return ctx;
}

void tl_context_free(const tl_context *ctx) { free((void *)ctx); }

const tl_backend *tl_context_module(const tl_context *ctx) { return ctx->module; }
const tl_target *tl_context_target(const tl_context *ctx) { return &ctx->target; }
const tl_target *tl_context_target_host(const tl_context *ctx) { return &ctx->target_host; }
const tl_exec_backend *tl_context_execution_backend(const tl_context *ctx) { return ctx->execution_backend; }
