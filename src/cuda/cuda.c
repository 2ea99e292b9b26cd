/*
 * cuda.c: what the cuda backend (specs/cuda.lua) owns besides its spec: device
 * detection for target "auto" through the CUDA driver (found at run time, never
 * linked) and its compile callbacks; the device codegen is codegen.c.
 */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

#include "cuda/cuda.h"

#include "backend/internal.h"
#include "registry.h"

typedef int cu_init_fn(unsigned);
typedef int cu_count_fn(int *);
typedef int cu_get_fn(int *, int);
typedef int cu_attr_fn(int *, int, int);

enum { CU_ATTR_MAX_THREADS_PER_BLOCK = 1, CU_ATTR_CC_MAJOR = 75, CU_ATTR_CC_MINOR = 76 };

bool tl_cuda_detect(tl_target *out, char *reason, size_t cap)
{
    void *h = dlopen("libcuda.so.1", RTLD_LAZY | RTLD_LOCAL);
    if (!h) {
        snprintf(reason, cap, "libcuda.so.1 not found: no NVIDIA driver");
        return false;
    }
    cu_init_fn *init = (cu_init_fn *)dlsym(h, "cuInit");
    cu_count_fn *count = (cu_count_fn *)dlsym(h, "cuDeviceGetCount");
    cu_get_fn *get = (cu_get_fn *)dlsym(h, "cuDeviceGet");
    cu_attr_fn *attr = (cu_attr_fn *)dlsym(h, "cuDeviceGetAttribute");
    int rc, n = 0, dev = 0, major = 0, minor = 0, threads = 0;
    bool ok = false;
    if (!init || !count || !get || !attr)
        snprintf(reason, cap, "libcuda.so.1 lacks the driver API entry points");
    else if ((rc = init(0)) != 0)
        snprintf(reason, cap, "cuInit failed with CUDA error %d", rc);
    else if ((rc = count(&n)) != 0 || n == 0)
        snprintf(reason, cap, "the CUDA driver sees no device");
    else if (get(&dev, 0) != 0 || attr(&major, CU_ATTR_CC_MAJOR, dev) != 0 || attr(&minor, CU_ATTR_CC_MINOR, dev) != 0 ||
             attr(&threads, CU_ATTR_MAX_THREADS_PER_BLOCK, dev) != 0)
        snprintf(reason, cap, "cannot read the compute capability of CUDA device 0");
    else {
        /* Hopper and later get the arch-specific "a" target (wgmma, TMA). */
        char arch[32], limit[32];
        snprintf(arch, sizeof arch, "sm_%d%d%s", major, minor, major >= 9 ? "a" : "");
        snprintf(limit, sizeof limit, "%d", threads);
        ok = tl_target_set_attr(out, "arch", arch, NULL) && tl_target_set_attr(out, "max_threads_per_block", limit, NULL);
        if (!ok)
            snprintf(reason, cap, "cannot record the device's attributes");
    }
    /* The driver stays loaded: unloading it after cuInit is not supported. */
    return ok;
}

int tl_cuda_validate(void *self, const tl_any *args, int nargs, tl_any *ret)
{
    return tl_packed_error(ret, "not implemented: tilelang_callback_cuda_validate");
}

int tl_cuda_compile(void *self, const tl_any *args, int nargs, tl_any *ret)
{
    return tl_packed_error(ret, "not implemented: tilelang_callback_cuda_compile");
}


bool tl_cuda_expr_eval(const tl_cuda_expr *e, const int64_t *dims, int64_t *out)
{
    int64_t stack[TL_CUDA_EXPR_MAX];
    int sp = 0;
    if (e->nsteps < 1 || e->nsteps > TL_CUDA_EXPR_MAX)
        return false;
    for (int i = 0; i < e->nsteps; i++) {
        int64_t v = e->steps[i].value, a, b, r;
        switch (e->steps[i].op) {
        case TL_CX_CONST: stack[sp++] = v; continue;
        case TL_CX_DIM: stack[sp++] = dims[v]; continue;
        default: break;
        }
        if (sp < 2)
            return false;
        b = stack[--sp];
        a = stack[--sp];
        switch (e->steps[i].op) {
        case TL_CX_ADD: if (__builtin_add_overflow(a, b, &r)) return false; break;
        case TL_CX_SUB: if (__builtin_sub_overflow(a, b, &r)) return false; break;
        case TL_CX_MUL: if (__builtin_mul_overflow(a, b, &r)) return false; break;
        case TL_CX_FLOORDIV:
        case TL_CX_FLOORMOD:
            if (b == 0 || (a == INT64_MIN && b == -1))
                return false;
            r = a / b;
            if ((a % b != 0) && ((a < 0) != (b < 0)))
                r--;
            if (e->steps[i].op == TL_CX_FLOORMOD)
                r = a - r * b;
            break;
        case TL_CX_MIN: r = a < b ? a : b; break;
        case TL_CX_MAX: r = a > b ? a : b; break;
        default: return false;
        }
        stack[sp++] = r;
    }
    if (sp != 1)
        return false;
    *out = stack[0];
    return true;
}

void tl_cuda_artifact_free(void *artifact)
{
    tl_cuda_artifact *a = artifact;
    if (!a)
        return;
    free(a->source);
    free(a->cubin);
    free(a->kernels);
    free(a);
}
