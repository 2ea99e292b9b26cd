/*
 * compile.c: runs a backend's pipeline and codegens over one compilation (see
 * compile.h). Shared code: it only follows the tables of c->ctx's backend.
 */
#include <string.h>
#include <time.h>

#include "compile/compile.h"
#include "registry.h"
#include "runtime/runtime.h"
#include "transform/transform.h"

void tl_compilation_init(tl_compilation *c, tl_arena *arena, const tl_context *ctx, tl_module *m, const char *path)
{
    memset(c, 0, sizeof *c);
    c->arena = arena;
    c->ctx = ctx;
    c->module = m;
    c->path = path;
}

void tl_compilation_free(tl_compilation *c)
{
    tl_strbuf_free(&c->device_source);
    tl_strbuf_free(&c->host_source);
    if (c->device_artifact && c->device_codegen && c->device_codegen->free_artifact)
        c->device_codegen->free_artifact(c->device_artifact);
    if (c->host_artifact && c->host_codegen && c->host_codegen->free_artifact)
        c->host_codegen->free_artifact(c->host_artifact);
    c->device_artifact = c->host_artifact = NULL;
}

static const tl_pass_option *find_option(const char *name)
{
    for (size_t i = 0; i < tl_registry_npass_options; i++)
        if (strcmp(tl_registry_pass_options[i].name, name) == 0)
            return &tl_registry_pass_options[i];
    return NULL;
}

bool tl_compilation_option(const tl_compilation *c, const char *name)
{
    for (int i = 0; i < c->noptions; i++)
        if (strcmp(c->option_names[i], name) == 0)
            return c->option_values[i];
    const tl_pass_option *o = find_option(name);
    return o && o->default_value;
}

bool tl_compilation_set_option(tl_compilation *c, const char *name, bool on, tl_error *err)
{
    const tl_pass_option *o = find_option(name);
    if (!o) {
        char known[512] = "";
        for (size_t i = 0; i < tl_registry_npass_options; i++)
            snprintf(known + strlen(known), sizeof known - strlen(known), "%s%s", i ? ", " : "",
                     tl_registry_pass_options[i].name);
        return tl_error_set(err, TL_ERR_INVALID, "unknown pass option '%s' (options: %s)", name, known);
    }
    for (int i = 0; i < c->noptions; i++)
        if (c->option_names[i] == o->name) {
            c->option_values[i] = on;
            return true;
        }
    if (c->noptions == TL_MAX_PASS_OPTIONS)
        return tl_error_set(err, TL_ERR_INVALID, "too many pass options");
    c->option_names[c->noptions] = o->name;
    c->option_values[c->noptions++] = on;
    return true;
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

bool tl_run_pipeline(tl_compilation *c, tl_error *err)
{
    const tl_backend *b = tl_context_module(c->ctx);
    const tl_pipeline *p = tl_backend_get_pipeline(b, tl_context_target(c->ctx), err);
    if (!p)
        return false;
    if (c->dump_after) {
        size_t i = 0;
        while (i < p->nsteps && strcmp(p->steps[i].pass->name, c->dump_after) != 0)
            i++;
        if (i == p->nsteps) {
            char names[1024] = "";
            for (size_t k = 0; k < p->nsteps; k++)
                snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s", k ? ", " : "",
                         p->steps[k].pass->name);
            return tl_error_set(err, TL_ERR_INVALID, "--after %s: pipeline '%s' has no such pass (passes: %s)",
                                c->dump_after, p->name, names);
        }
    }
    /* A source kernel's device code is its file: its body is only the
     * interpreter's reference, which the passes must not lower. A module of
     * source kernels alone has nothing to lower at all. */
    bool all_source = c->module->nkernels > 0;
    for (size_t i = 0; i < c->module->nkernels; i++) {
        tl_kernel *k = c->module->kernels[i];
        if (!k->source_text) {
            all_source = false;
            continue;
        }
        k->body.n = 0;
        k->lowered.split = k->lowered.packed_api = true;
    }
    if (all_source && !c->dump_after) {
        if (c->timing)
            fprintf(c->timing, "  (source kernels only: no pass runs)\n");
        return true;
    }
    double total = 0;
    for (size_t i = 0; i < p->nsteps; i++) {
        const tl_pipeline_step *s = &p->steps[i];
        bool on = !s->when || tl_compilation_option(c, s->when);
        double t0 = now_ms();
        if (on && !s->pass->run(c, err)) {
            char inner[sizeof err->msg];
            snprintf(inner, sizeof inner, "%s", err ? err->msg : "");
            return tl_error_set(err, err ? err->code : TL_ERR_INTERNAL, "pass %s: %s", s->pass->name, inner);
        }
        double dt = now_ms() - t0;
        total += dt;
        if (c->timing)
            fprintf(c->timing, "  %-30s %8.3f ms%s\n", s->pass->name, dt, on ? "" : "  (skipped: option off)");
        if (c->dump_after && strcmp(s->pass->name, c->dump_after) == 0 && c->dump) {
            tl_ir_print(c->dump, c->module);
            c->dump = NULL; /* a pass that runs twice prints once: after its first run */
        }
    }
    if (c->timing)
        fprintf(c->timing, "  %-30s %8.3f ms\n", "(all passes)", total);
    return true;
}

bool tl_run_codegen(tl_compilation *c, bool compile, tl_error *err)
{
    const tl_backend *b = tl_context_module(c->ctx);
    const tl_target *target = tl_context_target(c->ctx);
    const tl_device_codegen *dc = tl_backend_get_device_codegen(b, target, err);
    if (!dc)
        return false;
    for (size_t i = 0; i < c->module->nkernels; i++) {
        const tl_kernel *k = c->module->kernels[i];
        if (!k->source_file)
            continue;
        const char *ext = strrchr(k->source_file, '.');
        if (!dc->source_kernels)
            return tl_error_set(err, TL_ERR_INVALID,
                                "%s:%d: kernel '%s' is a source kernel (%s), and device codegen '%s' takes none",
                                k->loc.file ? k->loc.file : "<input>", k->loc.line, k->name, k->source_file, dc->name);
        if (!ext || strcmp(ext, dc->source_kernels) != 0)
            return tl_error_set(err, TL_ERR_INVALID,
                                "%s:%d: kernel '%s' is a source kernel (%s), and device codegen '%s' takes %s files",
                                k->loc.file ? k->loc.file : "<input>", k->loc.line, k->name, k->source_file, dc->name,
                                dc->source_kernels);
    }
    /* every codegen prints variables by name: none may hide another */
    for (size_t i = 0; i < c->module->nkernels; i++)
        if (!c->module->kernels[i]->source_file && tl_tx_unshadow_names(c->arena, c->module->kernels[i]) < 0)
            return TL_TX_OOM(err);
    tl_codegen_fn *build = compile && dc->build ? dc->build : dc->build_without_compile;
    if (!build)
        build = dc->build;
    double t0 = now_ms();
    c->device_codegen = dc;
    if (!build(c, err))
        return false;
    if (c->timing)
        fprintf(c->timing, "  %-30s %8.3f ms\n", "device codegen", now_ms() - t0);
    if (tl_context_execution_backend(c->ctx)->enable_host_codegen) {
        const tl_host_codegen *hc = tl_backend_get_host_codegen(b, tl_context_target_host(c->ctx), err);
        t0 = now_ms();
        if (!hc)
            return false;
        char why[256] = "";
        if (hc->probe && !hc->probe(why, sizeof why))
            return tl_error_set(err, TL_ERR_UNAVAILABLE, "host codegen %s: %s", hc->name, why);
        c->host_codegen = hc;
        if (!hc->build(c, err))
            return false;
        size_t nhooks;
        const tl_host_hook *const *hooks = tl_backend_get_host_hooks(b, target, &nhooks);
        for (size_t i = 0; i < nhooks; i++)
            if (!hooks[i]->run(c, err))
                return false;
        if (c->timing)
            fprintf(c->timing, "  %-30s %8.3f ms\n", "host codegen", now_ms() - t0);
    }
    return true;
}

/* ---- emitting ----------------------------------------------------------- */

static const tl_emit_kind host_kind = { "host", ".host.c", false, "the host code" };

const tl_emit_kind *tl_emit_kinds(const tl_context *ctx, size_t *n)
{
    tl_error err;
    const tl_device_codegen *dc =
        tl_backend_get_device_codegen(tl_context_module(ctx), tl_context_target(ctx), &err);
    *n = dc ? dc->nemits : 0;
    return dc ? dc->emits : NULL;
}

const tl_emit_kind *tl_find_emit_kind(const tl_compilation *c, const char *kind, tl_error *err)
{
    size_t n;
    const tl_emit_kind *k = tl_emit_kinds(c->ctx, &n);
    for (size_t i = 0; i < n; i++)
        if (strcmp(k[i].name, kind) == 0)
            return &k[i];
    if (strcmp(kind, "host") == 0)
        return &host_kind;
    char names[512] = "";
    for (size_t i = 0; i < n; i++)
        snprintf(names + strlen(names), sizeof names - strlen(names), "%s, ", k[i].name);
    const tl_device_codegen *dc =
        tl_backend_get_device_codegen(tl_context_module(c->ctx), tl_context_target(c->ctx), NULL);
    tl_error_set(err, TL_ERR_INVALID, "target %s: its device codegen '%s' emits %shost, not '%s'",
                 tl_target_kind_name(tl_context_target(c->ctx)), dc ? dc->name : "?", names, kind);
    return NULL;
}

bool tl_emit(tl_compilation *c, const char *kind, tl_strbuf *out, tl_error *err)
{
    if (!tl_find_emit_kind(c, kind, err))
        return false;
    if (strcmp(kind, "host") == 0) {
        const tl_host_codegen *hc = c->host_codegen;
        if (!hc)
            return tl_error_set(err, TL_ERR_INVALID, "execution backend '%s' generates no host code",
                                tl_context_execution_backend(c->ctx)->name);
        if (hc->emit)
            return hc->emit(c, kind, out, err);
        tl_strbuf_append(out, c->host_source.data ? c->host_source.data : "", c->host_source.len);
        return !out->failed || tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    }
    const tl_device_codegen *dc = c->device_codegen;
    if (!dc)
        return tl_error_set(err, TL_ERR_INTERNAL, "emit %s: the device codegen has not run", kind);
    if (dc->emit)
        return dc->emit(c, kind, out, err);
    tl_strbuf_append(out, c->device_source.data ? c->device_source.data : "", c->device_source.len);
    return !out->failed || tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
}

/* ---- loading ------------------------------------------------------------ */

tl_kernel_handle *tl_load(tl_compilation *c, tl_error *err)
{
    const tl_exec_backend *e = tl_context_execution_backend(c->ctx);
    if (!e->load) {
        tl_error_set(err, TL_ERR_NOT_IMPLEMENTED, "not implemented: execution backend %s for backend %s (its spec names no load function)",
                     e->name, tl_context_module(c->ctx)->name);
        return NULL;
    }
    if (c->device_source.failed || c->host_source.failed) {
        tl_error_set(err, TL_ERR_INTERNAL, "execution backend %s: the generated source was truncated (out of memory)",
                     e->name);
        return NULL;
    }
    if (!c->device_codegen) {
        tl_error_set(err, TL_ERR_INVALID, "execution backend %s: the device codegen has not run", e->name);
        return NULL;
    }
    double t0 = now_ms();
    tl_kernel_handle *h = e->load(c, err);
    if (c->timing && h)
        fprintf(c->timing, "  %-30s %8.3f ms\n", "load (execution backend)", now_ms() - t0);
    return h;
}
