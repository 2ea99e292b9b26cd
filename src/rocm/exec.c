/*
 * exec.c: the rocm backend's loads for the tvm_ffi and cython execution
 * backends (specs/rocm.lua): the code object built by clang (toolchain.c),
 * loaded into the HIP runtime found at run time (libamdhip64, dlopen'd,
 * never linked: hipModuleLoadData, hipModuleGetFunction), each kernel
 * launched by hipModuleLaunchKernel after the runtime's own argument checks
 * (src/runtime/handle.c: kDLROCM tensors). Both execution backends load the
 * same way, in process; tvm_ffi's host code is generated but not used.
 *
 * Their probe (tl_probe_hip_runtime, rocm.c) answers no where there is no
 * HIP runtime or no AMD GPU, so on the machines this project is developed
 * on nothing here runs: docs/rocm.md says what is and is not checked.
 */
#include <dlfcn.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend/internal.h"
#include "compile/compile.h"
#include "ir/shape.h"
#include "registry.h"
#include "rocm/rocm.h"
#include "runtime/runtime.h"

typedef int hip_load_fn(void **module, const void *image);
typedef int hip_get_fn(void **function, void *module, const char *name);
typedef int hip_launch_fn(void *f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
                          unsigned shared, void *stream, void **params, void **extra);
typedef int hip_unload_fn(void *module);
typedef const char *hip_error_fn(int);

typedef struct hip_api {
    hip_load_fn *load;
    hip_get_fn *get;
    hip_launch_fn *launch;
    hip_unload_fn *unload;
    hip_error_fn *error;
} hip_api;

typedef struct hip_kernel {
    void *fn;
    const hip_api *api;
    int threads, nparams, nvars;
    bool *is_tensor;
    tl_dim_code grid[3];
    int ngrid;
} hip_kernel;

typedef struct hip_module {
    hip_api api;
    void *mod;
    int n;
    hip_kernel *kernels;
} hip_module;

static void hip_module_free(void *p)
{
    hip_module *m = p;
    if (!m)
        return;
    if (m->mod && m->api.unload)
        m->api.unload(m->mod);
    for (int i = 0; i < m->n; i++)
        free(m->kernels[i].is_tensor);
    free(m->kernels);
    free(m);
}

static const char *hip_why(const hip_api *api, int rc)
{
    const char *s = api->error ? api->error(rc) : NULL;
    return s ? s : "unknown HIP error";
}

static int hip_launch(void *fn, void *const *args, const int64_t *dims, const tl_launch_config *cfg, tl_error *err)
{
    hip_kernel *k = fn;
    unsigned grid[3] = { 1, 1, 1 };
    for (int d = 0; d < k->ngrid; d++) {
        int64_t v = 0;
        if (!tl_dim_eval(k->grid[d].code, k->grid[d].n, dims, &v) || v < 0 || v > UINT32_MAX)
            return tl_error_set(err, TL_ERR_INVALID, "hip launch: grid dim %d cannot be computed from the shapes", d), 1;
        if (v == 0)
            return 0; /* an empty grid launches nothing */
        grid[d] = (unsigned)v;
    }
    void *params[256];
    long long vars[64];
    int n = 0;
    if (k->nparams + k->nvars > 256 || k->nvars > 64)
        return tl_error_set(err, TL_ERR_INVALID, "hip launch: too many parameters"), 1;
    for (int i = 0; i < k->nparams; i++)
        params[n++] = k->is_tensor[i] ? (void *)&args[i] : args[i];
    for (int j = 0; j < k->nvars; j++) {
        vars[j] = dims[j];
        params[n++] = &vars[j];
    }
    int rc = k->api->launch(k->fn, grid[0], grid[1], grid[2], (unsigned)k->threads, 1, 1, 0, cfg ? cfg->stream : NULL,
                            params, NULL);
    if (rc != 0) {
        if (cfg && cfg->why)
            snprintf(cfg->why, cfg->why_cap, "hipModuleLaunchKernel: %s", hip_why(k->api, rc));
        return tl_error_set(err, TL_ERR_INVALID, "hipModuleLaunchKernel: %s", hip_why(k->api, rc)), 1;
    }
    return 0;
}

static bool api_of(hip_api *api, tl_error *err)
{
    static const char *const names[] = { "libamdhip64.so", "libamdhip64.so.6", "libamdhip64.so.5" };
    void *h = NULL;
    for (size_t i = 0; i < sizeof names / sizeof *names && !h; i++)
        h = dlopen(names[i], RTLD_LAZY | RTLD_LOCAL);
    if (!h)
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "hip: no HIP runtime: libamdhip64.so not found");
    api->load = (hip_load_fn *)dlsym(h, "hipModuleLoadData");
    api->get = (hip_get_fn *)dlsym(h, "hipModuleGetFunction");
    api->launch = (hip_launch_fn *)dlsym(h, "hipModuleLaunchKernel");
    api->unload = (hip_unload_fn *)dlsym(h, "hipModuleUnload");
    api->error = (hip_error_fn *)dlsym(h, "hipGetErrorString");
    if (!api->load || !api->get || !api->launch || !api->unload)
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "hip: libamdhip64 lacks the module API (hipModuleLoadData, ...)");
    return true;
}

static int threads_of(const tl_hip_artifact *art, const char *name)
{
    for (int i = 0; i < art->nkernels; i++)
        if (strcmp(art->kernels[i].name, name) == 0)
            return art->kernels[i].threads;
    return 0;
}

/* The load of tvm_ffi and cython on hip. */
static tl_kernel_handle *hip_load(struct tl_compilation *c, tl_error *err)
{
    tl_hip_artifact *art = c->device_artifact;
    if (!art)
        return tl_error_set(err, TL_ERR_INVALID, "hip: no device code was generated"), NULL;
    /* the probe's question again: a caller may load without resolving */
    char why[256];
    if (!tl_probe_hip_runtime(why, sizeof why))
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "hip: %s", why), NULL;
    if (!art->code && !tl_hip_clang(art->source, &art->arch, false, NULL, &art->code, &art->code_size, err))
        return NULL;
    hip_module *m = calloc(1, sizeof *m);
    if (!m)
        return tl_error_set(err, TL_ERR_INTERNAL, "out of memory"), NULL;
    if (!api_of(&m->api, err)) {
        free(m);
        return NULL;
    }
    tl_kernel_handle *h = tl_handle_new(c, err);
    if (!h) {
        free(m);
        return NULL;
    }
    int n = tl_kernel_handle_nkernels(h), rc;
    bool ok = (m->kernels = calloc((size_t)(n > 0 ? n : 1), sizeof *m->kernels)) != NULL;
    if (!ok)
        tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    else if ((rc = m->api.load(&m->mod, art->code)) != 0)
        ok = tl_error_set(err, TL_ERR_INVALID, "hipModuleLoadData: %s", hip_why(&m->api, rc));
    m->n = ok ? n : 0;
    for (int i = 0; ok && i < n; i++) {
        const tl_kernel *k = c->module->kernels[i];
        hip_kernel *hk = &m->kernels[i];
        hk->api = &m->api;
        hk->threads = threads_of(art, k->name);
        hk->nparams = (int)k->nparams;
        hk->nvars = (int)k->nshape_vars;
        hk->ngrid = k->ngrid;
        if ((rc = m->api.get(&hk->fn, m->mod, k->name)) != 0) {
            ok = tl_error_set(err, TL_ERR_INVALID, "hipModuleGetFunction(%s): %s", k->name, hip_why(&m->api, rc));
            break;
        }
        for (int d = 0; d < k->ngrid && ok; d++)
            if (!tl_dim_compile(k, k->grid[d], &hk->grid[d]))
                ok = tl_error_set(err, TL_ERR_INVALID, "hip: kernel '%s': grid dim %d is not a shape expression", k->name, d);
        if (ok && !(hk->is_tensor = calloc(k->nparams + 1, sizeof *hk->is_tensor)))
            ok = tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
        for (size_t p = 0; ok && p < k->nparams; p++)
            hk->is_tensor[p] = k->params[p].is_tensor;
        if (ok)
            tl_handle_set_launch(h, i, hip_launch, hk);
    }
    if (!ok) {
        hip_module_free(m);
        tl_kernel_handle_free(h);
        return NULL;
    }
    tl_handle_own(h, m, hip_module_free, NULL, false);
    return h;
}

tl_kernel_handle *tl_hip_tvm_ffi_load(struct tl_compilation *c, tl_error *err) { return hip_load(c, err); }
tl_kernel_handle *tl_hip_cython_load(struct tl_compilation *c, tl_error *err) { return hip_load(c, err); }
