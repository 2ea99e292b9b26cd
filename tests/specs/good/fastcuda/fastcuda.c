/*
 * fastcuda.c: the C side of the spec-only fixture backend
 * (tests/specs/good/fastcuda.lua), as a backend's folder would hold it. Its
 * device codegen makes an artifact of its own (a listing of the kernels,
 * their grids and parameters) and a one-line-per-kernel source; its emit
 * function offers both (`tilec build --target fastcuda --emit listing`) and
 * its free function frees the artifact. Its tvm_ffi load says it has no
 * device. Nothing in tilec's core names any of it: the generated tables do.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compile/compile.h"
#include "registry.h"

typedef struct listing {
    char *text;
} listing;

void fastcuda_artifact_free(void *a)
{
    listing *l = a;
    if (l)
        free(l->text);
    free(l);
}

bool fastcuda_codegen(struct tl_compilation *c, tl_error *err)
{
    tl_strbuf text = { 0 };
    c->device_source.len = 0;
    for (size_t i = 0; i < c->module->nkernels; i++) {
        const tl_kernel *k = c->module->kernels[i];
        tl_strbuf_printf(&c->device_source, "fastcuda kernel %s\n", k->name);
        tl_strbuf_printf(&text, "kernel %s: %d grid dims, %d threads, %zu parameters:", k->name, k->ngrid,
                         k->threads[0], k->nparams);
        for (size_t p = 0; p < k->nparams; p++)
            tl_strbuf_printf(&text, " %s", k->params[p].name);
        tl_strbuf_puts(&text, "\n");
    }
    listing *l = calloc(1, sizeof *l);
    if (!l || text.failed || c->device_source.failed) {
        free(l);
        tl_strbuf_free(&text);
        return tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    }
    l->text = text.data;
    fastcuda_artifact_free(c->device_artifact);
    c->device_artifact = l;
    return true;
}

bool fastcuda_emit(struct tl_compilation *c, const char *kind, struct tl_strbuf *out, tl_error *err)
{
    const listing *l = c->device_artifact;
    if (strcmp(kind, "listing") == 0 && l)
        tl_strbuf_puts(out, l->text ? l->text : "");
    else if (strcmp(kind, "source") == 0)
        tl_strbuf_puts(out, tl_strbuf_cstr(&c->device_source));
    else
        return tl_error_set(err, TL_ERR_INVALID, "fastcuda emit: no %s", kind);
    return true;
}

tl_kernel_handle *fastcuda_load(struct tl_compilation *c, tl_error *err)
{
    tl_error_set(err, TL_ERR_UNAVAILABLE, "fastcuda: a fixture backend; it runs nothing");
    return NULL;
}
