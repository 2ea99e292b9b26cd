/*
 * validate.c: the rules a backend declaration must follow, written once.
 *
 * tl_backend_validate checks one declaration on its own (TileLang's structural
 * rules, plus what C makes possible: NULL pointers where a name or an object is
 * required). The registry (registry.c) adds the rules that involve the other
 * backends. Both run at build time over the generated tables (gen/regenerate.sh
 * links them into a tilec and starts its registry), so a spec that breaks a rule
 * fails `make gen` with its file and line, and at run time for backends
 * registered from C. tl_backend_equal is "equal in content", for re-registration.
 */
#include <stdarg.h>

#include "backend/internal.h"

#define FAIL(...) return fail(decl, err, __VA_ARGS__)

__attribute__((format(printf, 3, 4))) static bool fail(const tl_backend *decl, tl_error *err, const char *fmt, ...)
{
    char msg[900], where[300];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return tl_error_set(err, TL_ERR_INVALID, "%s%s", tl_loc_prefix(decl->loc, where, sizeof where), msg);
}

static bool empty(const char *s) { return !s || !*s; }

/* "[a, b, c]" of the execution backend names, for messages. */
static const char *exec_names(const tl_backend *b, char *buf, size_t cap)
{
    size_t n = 0;
    n += (size_t)snprintf(buf, cap, "[");
    for (size_t i = 0; i < b->nexecution_backends && n < cap; i++) {
        const tl_exec_backend *e = b->execution_backends[i];
        n += (size_t)snprintf(buf + n, cap - n, "%s%s", i ? ", " : "", e && e->name ? e->name : "(null)");
    }
    if (n < cap)
        snprintf(buf + n, cap - n, "]");
    return buf;
}

static bool owns_kind(const tl_backend *b, const char *kind)
{
    for (size_t i = 0; i < b->ntarget_kinds; i++)
        if (strcmp(b->target_kinds[i], kind) == 0)
            return true;
    return false;
}

bool tl_backend_validate(const tl_backend *decl, tl_error *err)
{
    if (!decl)
        return tl_error_set(err, TL_ERR_INVALID, "backend declaration is NULL");
    if (empty(decl->name))
        FAIL("Backend name must be a non-empty string");
    const char *name = decl->name;

    if (decl->ntarget_kinds == 0 || !decl->target_kinds)
        FAIL("Backend '%s' must declare at least one target kind", name);
    for (size_t i = 0; i < decl->ntarget_kinds; i++) {
        const char *k = decl->target_kinds[i];
        if (empty(k))
            FAIL("Backend '%s' target kinds must be non-empty strings", name);
        if (!tl_find_target_kind(k)) {
            char known[512] = "";
            size_t n;
            const tl_target_kind *const *kinds = tl_target_kinds(&n);
            for (size_t j = 0; j < n; j++)
                snprintf(known + strlen(known), sizeof known - strlen(known), "%s%s", j ? ", " : "", kinds[j]->name);
            FAIL("Backend '%s' target kind '%s' is not a declared target kind (declared: %s)", name, k, known);
        }
        for (size_t j = 0; j < i; j++)
            if (strcmp(decl->target_kinds[j], k) == 0)
                FAIL("Backend '%s' target kinds must be unique: '%s' is listed twice", name, k);
    }
    if (decl->supports_target && !decl->supports_target->fn)
        FAIL("Backend '%s' supports_target predicate has no function", name);

    /* Exactly one pipeline per target kind (a pipeline may serve several). */
    if (decl->npipelines && !decl->pipelines)
        FAIL("Backend '%s' pipelines are NULL", name);
    for (size_t i = 0; i < decl->npipelines; i++) {
        const tl_kind_pipeline *p = &decl->pipelines[i];
        if (empty(p->kind) || !owns_kind(decl, p->kind))
            FAIL("Backend '%s' declares a pipeline for '%s', which is not one of its target kinds", name,
                 p->kind ? p->kind : "(null)");
        for (size_t j = 0; j < i; j++)
            if (strcmp(decl->pipelines[j].kind, p->kind) == 0)
                FAIL("Backend '%s' must declare exactly one pipeline per target kind: '%s' has two", name, p->kind);
        if (!p->pipeline || empty(p->pipeline->name))
            FAIL("Backend '%s' pipeline for target kind '%s' is missing or unnamed", name, p->kind);
        for (size_t s = 0; s < p->pipeline->nsteps; s++)
            if (!p->pipeline->steps[s].pass || !p->pipeline->steps[s].pass->run)
                FAIL("Backend '%s' pipeline '%s' step %zu has no pass", name, p->kind, s + 1);
    }
    for (size_t i = 0; i < decl->ntarget_kinds; i++) {
        size_t j = 0;
        while (j < decl->npipelines && strcmp(decl->pipelines[j].kind, decl->target_kinds[i]) != 0)
            j++;
        if (j == decl->npipelines)
            FAIL("Backend '%s' must declare exactly one pipeline per target kind: none for '%s'", name,
                 decl->target_kinds[i]);
    }

    /* A device codegen for every target kind. */
    if (decl->ndevice_codegens && !decl->device_codegens)
        FAIL("Backend '%s' device codegens are NULL", name);
    for (size_t i = 0; i < decl->ndevice_codegens; i++) {
        const tl_kind_codegen *c = &decl->device_codegens[i];
        if (empty(c->kind) || !owns_kind(decl, c->kind))
            FAIL("Backend '%s' declares a device codegen for '%s', which is not one of its target kinds", name,
                 c->kind ? c->kind : "(null)");
        for (size_t j = 0; j < i; j++)
            if (strcmp(decl->device_codegens[j].kind, c->kind) == 0)
                FAIL("Backend '%s' declares two device codegens for target kind '%s'", name, c->kind);
        if (!c->codegen || empty(c->codegen->name))
            FAIL("Backend '%s' device codegen for target kind '%s' is missing or unnamed", name, c->kind);
        if (!c->codegen->build && !c->codegen->build_without_compile)
            FAIL("Backend '%s' device codegen '%s' has neither a build nor a source-only build", name, c->codegen->name);
    }
    for (size_t i = 0; i < decl->ntarget_kinds; i++) {
        size_t j = 0;
        while (j < decl->ndevice_codegens && strcmp(decl->device_codegens[j].kind, decl->target_kinds[i]) != 0)
            j++;
        if (j == decl->ndevice_codegens)
            FAIL("Backend '%s' must declare a device codegen for target kind '%s'", name, decl->target_kinds[i]);
    }

    if (decl->nhost_codegens && !decl->host_codegens)
        FAIL("Backend '%s' host codegens are NULL", name);
    for (size_t i = 0; i < decl->nhost_codegens; i++) {
        const tl_host_codegen *h = decl->host_codegens[i];
        if (!h || empty(h->name) || !h->build)
            FAIL("Backend '%s' host codegen %zu is missing, unnamed or has no build function", name, i + 1);
        for (size_t j = 0; j < i; j++)
            if (strcmp(decl->host_codegens[j]->name, h->name) == 0)
                FAIL("Backend '%s' declares host codegen '%s' twice", name, h->name);
    }

    /* Hook targets owned, hook lists non-empty. */
    if (decl->nhost_codegen_hooks && !decl->host_codegen_hooks)
        FAIL("Backend '%s' host codegen hooks are NULL", name);
    for (size_t i = 0; i < decl->nhost_codegen_hooks; i++) {
        const tl_kind_hooks *h = &decl->host_codegen_hooks[i];
        if (empty(h->kind) || !owns_kind(decl, h->kind))
            FAIL("Backend '%s' declares host codegen hooks for '%s', which is not one of its target kinds", name,
                 h->kind ? h->kind : "(null)");
        if (h->nhooks == 0 || !h->hooks)
            FAIL("Backend '%s' host codegen hooks for '%s' must be a non-empty list", name, h->kind);
        for (size_t j = 0; j < h->nhooks; j++)
            if (!h->hooks[j] || empty(h->hooks[j]->name) || !h->hooks[j]->run)
                FAIL("Backend '%s' host codegen hook %zu for '%s' is missing, unnamed or has no function", name, j + 1,
                     h->kind);
    }

    /* Execution backends: at least one, unique names, a host codegen when one
     * of them generates host code. */
    if (decl->nexecution_backends == 0 || !decl->execution_backends)
        FAIL("Backend '%s' must declare at least one execution backend", name);
    bool needs_host = false;
    for (size_t i = 0; i < decl->nexecution_backends; i++) {
        const tl_exec_backend *e = decl->execution_backends[i];
        if (!e || empty(e->name))
            FAIL("Backend '%s' execution backend %zu is missing or unnamed", name, i + 1);
        if (!e->probe)
            FAIL("Backend '%s' execution backend '%s' has no availability probe", name, e->name);
        if (e->supports_target && !e->supports_target->fn)
            FAIL("Backend '%s' execution backend '%s' predicate has no function", name, e->name);
        needs_host |= e->enable_host_codegen;
    }
    for (size_t i = 0; i < decl->nexecution_backends; i++)
        for (size_t j = 0; j < i; j++)
            if (strcmp(decl->execution_backends[i]->name, decl->execution_backends[j]->name) == 0) {
                char names[512];
                FAIL("Backend '%s' execution backend names must be unique: %s", name,
                     exec_names(decl, names, sizeof names));
            }
    if (needs_host && decl->nhost_codegens == 0)
        FAIL("Backend '%s' must declare a host codegen: one of its execution backends enables host codegen", name);

    if (decl->ncallbacks && !decl->callbacks)
        FAIL("Backend '%s' callbacks are NULL", name);
    for (size_t i = 0; i < decl->ncallbacks; i++) {
        if (empty(decl->callbacks[i].name))
            FAIL("Backend '%s' callback names must be non-empty strings", name);
        if (!decl->callbacks[i].fn)
            FAIL("Backend '%s' callback '%s' has no function", name, decl->callbacks[i].name);
        for (size_t j = 0; j < i; j++)
            if (strcmp(decl->callbacks[j].name, decl->callbacks[i].name) == 0)
                FAIL("Backend '%s' declares callback '%s' twice", name, decl->callbacks[i].name);
    }
    return true;
}

/* ---- equality in content ---------------------------------------------- */

static bool str_eq(const char *a, const char *b) { return a == b || (a && b && strcmp(a, b) == 0); }

static bool pred_eq(const tl_predicate *a, const tl_predicate *b)
{
    return a == b || (a && b && a->fn == b->fn);
}

static bool pipeline_eq(const tl_pipeline *a, const tl_pipeline *b)
{
    if (a == b)
        return true;
    if (!a || !b || !str_eq(a->name, b->name) || a->nsteps != b->nsteps)
        return false;
    for (size_t i = 0; i < a->nsteps; i++) {
        const tl_pipeline_step *x = &a->steps[i], *y = &b->steps[i];
        if (!str_eq(x->when, y->when) || !str_eq(x->pass->name, y->pass->name) || x->pass->run != y->pass->run)
            return false;
    }
    return true;
}

static bool exec_eq(const tl_exec_backend *a, const tl_exec_backend *b)
{
    return a == b || (str_eq(a->name, b->name) && a->probe == b->probe && pred_eq(a->supports_target, b->supports_target) &&
                      a->enable_host_codegen == b->enable_host_codegen &&
                      a->enable_device_compile == b->enable_device_compile);
}

bool tl_backend_equal(const tl_backend *a, const tl_backend *b)
{
    if (a == b)
        return true;
    if (!str_eq(a->name, b->name) || a->ntarget_kinds != b->ntarget_kinds || !pred_eq(a->supports_target, b->supports_target) ||
        a->npipelines != b->npipelines || a->ndevice_codegens != b->ndevice_codegens ||
        a->nhost_codegens != b->nhost_codegens || a->nhost_codegen_hooks != b->nhost_codegen_hooks ||
        a->nexecution_backends != b->nexecution_backends || a->ncallbacks != b->ncallbacks)
        return false;
    for (size_t i = 0; i < a->ntarget_kinds; i++)
        if (!str_eq(a->target_kinds[i], b->target_kinds[i]))
            return false;
    for (size_t i = 0; i < a->npipelines; i++)
        if (!str_eq(a->pipelines[i].kind, b->pipelines[i].kind) || !pipeline_eq(a->pipelines[i].pipeline, b->pipelines[i].pipeline))
            return false;
    for (size_t i = 0; i < a->ndevice_codegens; i++) {
        const tl_device_codegen *x = a->device_codegens[i].codegen, *y = b->device_codegens[i].codegen;
        if (!str_eq(a->device_codegens[i].kind, b->device_codegens[i].kind) || !str_eq(x->name, y->name) ||
            x->build != y->build || x->build_without_compile != y->build_without_compile)
            return false;
    }
    for (size_t i = 0; i < a->nhost_codegens; i++)
        if (!str_eq(a->host_codegens[i]->name, b->host_codegens[i]->name) ||
            a->host_codegens[i]->build != b->host_codegens[i]->build)
            return false;
    for (size_t i = 0; i < a->nhost_codegen_hooks; i++) {
        const tl_kind_hooks *x = &a->host_codegen_hooks[i], *y = &b->host_codegen_hooks[i];
        if (!str_eq(x->kind, y->kind) || x->nhooks != y->nhooks)
            return false;
        for (size_t j = 0; j < x->nhooks; j++)
            if (!str_eq(x->hooks[j]->name, y->hooks[j]->name) || x->hooks[j]->run != y->hooks[j]->run)
                return false;
    }
    for (size_t i = 0; i < a->nexecution_backends; i++)
        if (!exec_eq(a->execution_backends[i], b->execution_backends[i]))
            return false;
    for (size_t i = 0; i < a->ncallbacks; i++)
        if (!str_eq(a->callbacks[i].name, b->callbacks[i].name) || a->callbacks[i].fn != b->callbacks[i].fn)
            return false;
    return true;
}
