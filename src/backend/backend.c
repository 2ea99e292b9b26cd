/*
 * backend.c: what a backend module answers about a target. Matching (its kinds
 * and its supports_target predicate), the pipeline, device codegen, host
 * codegen and hooks for a target, and the execution backend: allowed ones in
 * preference order, and TileLang's resolution rules with its messages.
 */
#include "backend/internal.h"
#include "registry.h"

static bool owns_kind(const tl_backend *b, const char *kind)
{
    for (size_t i = 0; i < b->ntarget_kinds; i++)
        if (strcmp(b->target_kinds[i], kind) == 0)
            return true;
    return false;
}

bool tl_backend_matches(const tl_backend *b, const tl_target *target)
{
    if (!owns_kind(b, tl_target_kind_name(target)))
        return false;
    return !b->supports_target || b->supports_target->fn(target);
}

static bool not_supported(const tl_backend *b, const tl_target *target, tl_error *err)
{
    char t[512];
    tl_target_to_string(target, t, sizeof t);
    return tl_error_set(err, TL_ERR_INVALID, "Backend '%s' does not support target '%s'", b->name, t);
}

const tl_pipeline *tl_backend_get_pipeline(const tl_backend *b, const tl_target *target, tl_error *err)
{
    if (!tl_backend_matches(b, target))
        return not_supported(b, target, err), NULL;
    for (size_t i = 0; i < b->npipelines; i++)
        if (strcmp(b->pipelines[i].kind, tl_target_kind_name(target)) == 0)
            return b->pipelines[i].pipeline;
    tl_error_set(err, TL_ERR_INTERNAL, "Backend '%s' has no pipeline for '%s'", b->name, tl_target_kind_name(target));
    return NULL;
}

const tl_device_codegen *tl_backend_get_device_codegen(const tl_backend *b, const tl_target *target, tl_error *err)
{
    if (!tl_backend_matches(b, target))
        return not_supported(b, target, err), NULL;
    for (size_t i = 0; i < b->ndevice_codegens; i++)
        if (strcmp(b->device_codegens[i].kind, tl_target_kind_name(target)) == 0)
            return b->device_codegens[i].codegen;
    tl_error_set(err, TL_ERR_INTERNAL, "Backend '%s' has no device codegen for '%s'", b->name,
                 tl_target_kind_name(target));
    return NULL;
}

const tl_host_codegen *tl_backend_get_host_codegen(const tl_backend *b, const tl_target *host, tl_error *err)
{
    for (size_t i = 0; i < b->nhost_codegens; i++)
        if (strcmp(b->host_codegens[i]->name, tl_target_kind_name(host)) == 0)
            return b->host_codegens[i];
    char known[256] = "";
    for (size_t i = 0; i < b->nhost_codegens; i++)
        snprintf(known + strlen(known), sizeof known - strlen(known), "%s%s", i ? ", " : "", b->host_codegens[i]->name);
    tl_error_set(err, TL_ERR_INVALID, "Backend '%s' has no host codegen for host target kind '%s' (has: %s)", b->name,
                 tl_target_kind_name(host), b->nhost_codegens ? known : "none");
    return NULL;
}

const tl_host_hook *const *tl_backend_get_host_hooks(const tl_backend *b, const tl_target *target, size_t *n)
{
    for (size_t i = 0; i < b->nhost_codegen_hooks; i++)
        if (strcmp(b->host_codegen_hooks[i].kind, tl_target_kind_name(target)) == 0) {
            *n = b->host_codegen_hooks[i].nhooks;
            return b->host_codegen_hooks[i].hooks;
        }
    *n = 0;
    return NULL;
}

const tl_host_codegen *tl_find_host_codegen(const char *name)
{
    for (size_t i = 0; i < tl_registry_nhost_codegens; i++)
        if (strcmp(tl_registry_host_codegens[i]->name, name) == 0)
            return tl_registry_host_codegens[i];
    return NULL;
}

/* ---- execution backends ----------------------------------------------- */

size_t tl_backend_allowed_execution_backends(const tl_backend *b, const tl_target *target,
                                             const tl_exec_backend **out, size_t cap)
{
    size_t n = 0;
    for (size_t i = 0; i < b->nexecution_backends; i++) {
        const tl_exec_backend *e = b->execution_backends[i];
        if (e->supports_target && !e->supports_target->fn(target))
            continue;
        if (n < cap)
            out[n] = e;
        n++;
    }
    return n;
}

bool tl_exec_backend_available(const tl_exec_backend *e, char *reason, size_t cap)
{
    char scratch[256];
    if (!reason || cap == 0)
        reason = scratch, cap = sizeof scratch;
    reason[0] = 0;
    return e->probe(reason, cap);
}

/* "a, b, c" of names. */
static const char *names(const tl_exec_backend *const *list, size_t n, char *buf, size_t cap)
{
    buf[0] = 0;
    for (size_t i = 0; i < n; i++)
        snprintf(buf + strlen(buf), cap - strlen(buf), "%s%s", i ? ", " : "", list[i]->name);
    if (n == 0)
        snprintf(buf, cap, "none");
    return buf;
}

/* Execution backend "none": compile only, for `tilec build --emit KIND`
 * where no execution backend of the target can run here (a GPU that is
 * absent): the device and host code are written, nothing is loaded. */
static bool probe_none(char *reason, size_t cap) { return true; }
static const tl_exec_backend exec_none = {
    "none", probe_none, NULL, NULL, true, true,
    "compile only: the device and host code, nothing loaded (tilec build --emit of a codegen's form)",
    { "src/backend/backend.c", 0 },
};

const tl_exec_backend *tl_backend_resolve_execution_backend(const tl_backend *b, const char *requested,
                                                            const tl_target *target, tl_error *err)
{
    if (requested && strcmp(requested, "none") == 0)
        return &exec_none;
    enum { CAP = 64 };
    const tl_exec_backend *allowed[CAP];
    size_t n = tl_backend_allowed_execution_backends(b, target, allowed, CAP);
    if (n > CAP)
        n = CAP;
    const char *kind = tl_target_kind_name(target);
    char list[512];
    if (!requested || !*requested || strcmp(requested, "auto") == 0) {
        char reasons[600] = "";
        for (size_t i = 0; i < n; i++) {
            char why[256];
            if (tl_exec_backend_available(allowed[i], why, sizeof why))
                return allowed[i];
            snprintf(reasons + strlen(reasons), sizeof reasons - strlen(reasons), " %s: %s.", allowed[i]->name, why);
        }
        tl_error_set(err, TL_ERR_UNAVAILABLE, "No available execution backend for target '%s'. Allowed: %s.%s", kind,
                     names(allowed, n, list, sizeof list), reasons);
        return NULL;
    }
    for (size_t i = 0; i < n; i++) {
        if (strcmp(allowed[i]->name, requested) != 0)
            continue;
        char why[256];
        if (tl_exec_backend_available(allowed[i], why, sizeof why))
            return allowed[i];
        const tl_exec_backend *others[CAP];
        size_t m = 0;
        for (size_t j = 0; j < n; j++)
            if (j != i && tl_exec_backend_available(allowed[j], NULL, 0))
                others[m++] = allowed[j];
        tl_error_set(err, TL_ERR_UNAVAILABLE,
                     "Execution backend '%s' requires extra dependencies and is not available now. Try one of: %s. "
                     "(%s: %s)",
                     requested, names(others, m, list, sizeof list), requested, why);
        return NULL;
    }
    tl_error_set(err, TL_ERR_INVALID,
                 "Invalid execution backend '%s' for target '%s'. Allowed: %s. Tip: use execution_backend='auto'.",
                 requested, kind, names(allowed, n, list, sizeof list));
    return NULL;
}
