/*
 * exec.c: how the vulkan backend's compilations run (specs/vulkan.lua): the
 * target kind's detect and device_api, the tvm_ffi execution backend and its
 * probe. Not built yet: every function says so (the Vulkan runtime replaces
 * this file).
 */
#include <stdio.h>

#include "backend/internal.h"
#include "compile/compile.h"
#include "registry.h"
#include "runtime/runtime.h"
#include "vulkan/vulkan.h"

static const char not_built[] = "vulkan runtime: not built yet";

bool tl_vulkan_detect(tl_target *out, char *reason, size_t cap)
{
    snprintf(reason, cap, "%s", not_built);
    return false;
}

bool tl_vulkan_probe(char *reason, size_t cap)
{
    snprintf(reason, cap, "%s", not_built);
    return false;
}

bool tl_vulkan_device_caps(const char *device, tl_vulkan_caps *caps, tl_error *err)
{
    return tl_error_set(err, TL_ERR_UNAVAILABLE, "%s", not_built);
}

tl_kernel_handle *tl_vulkan_tvm_ffi_load(struct tl_compilation *c, tl_error *err)
{
    tl_error_set(err, TL_ERR_UNAVAILABLE, "%s", not_built);
    return NULL;
}

static bool dev_alloc(int device, size_t bytes, void **ptr, tl_error *err)
{
    return tl_error_set(err, TL_ERR_UNAVAILABLE, "%s", not_built);
}

static void dev_free(int device, void *ptr) {}

static bool dev_copy(int device, void *dst, const void *src, size_t bytes, tl_error *err)
{
    return tl_error_set(err, TL_ERR_UNAVAILABLE, "%s", not_built);
}

static bool dev_sync(int device, tl_error *err) { return tl_error_set(err, TL_ERR_UNAVAILABLE, "%s", not_built); }

static bool dev_time(int device, bool (*run)(void *ud, tl_error *err), void *ud, int nruns, double *ms, tl_error *err)
{
    return tl_error_set(err, TL_ERR_UNAVAILABLE, "%s", not_built);
}

static const tl_device_api api = { dev_alloc, dev_free, dev_copy, dev_copy, dev_sync, dev_time };

const struct tl_device_api *tl_vulkan_device_api(void) { return &api; }
