/*
 * codegen.c: the vulkan device codegen (specs/vulkan.lua): tile IR lowered by
 * the vulkan pipeline in, one SPIR-V module per kernel out.
 */
#include <stdlib.h>
#include <string.h>

#include "compile/compile.h"
#include "registry.h"
#include "vulkan/vulkan.h"

void tl_vulkan_artifact_free(void *artifact)
{
    tl_vulkan_artifact *a = artifact;
    if (!a)
        return;
    for (int i = 0; i < a->nkernels; i++) {
        free(a->kernels[i].name);
        free(a->kernels[i].entry);
        free(a->kernels[i].words);
        free(a->kernels[i].written);
        free(a->kernels[i].push_off);
        free(a->kernels[i].line_src);
    }
    free(a->kernels);
    free(a->file);
    free(a);
}

void tl_vulkan_source_line(const tl_vulkan_artifact *a, int k, size_t word, char *buf, size_t cap) { buf[0] = '\0'; }

bool tl_vulkan_codegen_source(struct tl_compilation *c, tl_error *err)
{
    return tl_error_set(err, TL_ERR_NOT_IMPLEMENTED, "the vulkan codegen is not written yet");
}

bool tl_vulkan_codegen_compile(struct tl_compilation *c, tl_error *err) { return tl_vulkan_codegen_source(c, err); }

bool tl_vulkan_codegen_emit(struct tl_compilation *c, const char *kind, struct tl_strbuf *out, tl_error *err)
{
    return tl_error_set(err, TL_ERR_NOT_IMPLEMENTED, "the vulkan codegen is not written yet");
}
