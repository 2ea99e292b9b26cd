/*
 * rocm.c: what the rocm backend (specs/rocm.lua) owns besides its spec: HIP
 * device detection for target "auto" (the HIP runtime, found at run time), its
 * compile callback and its device codegen entry points.
 */
#include <dlfcn.h>
#include <stdio.h>

#include "backend/internal.h"
#include "registry.h"

typedef int hip_count_fn(int *);

bool tl_hip_detect(tl_target *out, char *reason, size_t cap)
{
    static const char *const names[] = { "libamdhip64.so", "libamdhip64.so.6", "libamdhip64.so.5" };
    void *h = NULL;
    for (size_t i = 0; i < sizeof names / sizeof *names && !h; i++)
        h = dlopen(names[i], RTLD_LAZY | RTLD_LOCAL);
    if (!h) {
        snprintf(reason, cap, "libamdhip64.so not found: no HIP runtime");
        return false;
    }
    hip_count_fn *count = (hip_count_fn *)dlsym(h, "hipGetDeviceCount");
    int n = 0;
    if (!count || count(&n) != 0 || n == 0) {
        snprintf(reason, cap, "the HIP runtime sees no device");
        return false;
    }
    return true;
}

int tl_hip_compile(void *self, const tl_any *args, int nargs, tl_any *ret)
{
    return tl_packed_error(ret, "not implemented: tilelang_callback_hip_compile");
}

bool tl_hip_codegen_compile(struct tl_compilation *c, tl_error *err) { return TL_NOT_IMPLEMENTED(err, "hip device codegen"); }
bool tl_hip_codegen_source(struct tl_compilation *c, tl_error *err) { return TL_NOT_IMPLEMENTED(err, "hip device codegen"); }
