/*
 * lavapipe_layer.c: a Vulkan layer, VK_LAYER_TILEC_lavapipe, through which
 * Dawn's Vulkan backend takes Mesa's lavapipe (llvmpipe) of Debian 12 (Mesa
 * 22.3) as an adapter, for the webgpu backend's runs with
 * TILEC_WEBGPU_BACKEND=vulkan (tools/webgpu/worker.mjs enables it then).
 *
 * Dawn refuses a Vulkan device without the four *ArrayDynamicIndexing
 * features of VkPhysicalDeviceFeatures ("Vulkan shaderUniform*
 * ArrayDynamicIndexing required", PhysicalDevice::InitializeImpl), which it
 * wants for WGSL's binding_array of textures. Lavapipe 22.3 has the buffer
 * ones and lacks shaderSampledImageArrayDynamicIndexing and
 * shaderStorageImageArrayDynamicIndexing; tilec's shaders bind storage and
 * uniform buffers only, never an array of images. On llvmpipe alone (vendor
 * Mesa, device name "llvmpipe") the layer reports those two as present, and
 * takes them out of vkCreateDevice's enabled features again where the
 * driver lacks them, so the driver is asked for nothing it does not have.
 * Every other call passes through untouched; on any other device the
 * layer changes nothing.
 *
 * Built by tools/webgpu/webgpu.mk into tools/webgpu/vulkan/ beside its
 * manifest (VkLayer_tilec_lavapipe.json), where the worker finds it.
 */
#include <pthread.h>
#include <stdbool.h>
#include <string.h>
#include <vulkan/vk_layer.h>
#include <vulkan/vulkan.h>

#define LAYER_EXPORT __attribute__((visibility("default")))

/* Dispatchable handles start with the loader's dispatch table pointer:
 * the key of an instance and of its physical devices (and of a device). */
static void *dispatch_key(const void *handle)
{
    return *(void *const *)handle;
}

/* The next layer's (or the driver's) functions, resolved while the instance
 * is created: later the loader's tables point back at the top of the chain. */
typedef struct {
    void *key;
    VkInstance instance;
    PFN_vkGetInstanceProcAddr next_gipa;
    PFN_vkDestroyInstance destroy_instance;
    PFN_vkCreateDevice create_device;
    PFN_vkGetPhysicalDeviceProperties properties;
    PFN_vkGetPhysicalDeviceFeatures features;
    PFN_vkGetPhysicalDeviceFeatures2 features2;
    PFN_vkGetPhysicalDeviceFeatures2 features2_khr;
} instance_link;

typedef struct {
    void *key;
    PFN_vkGetDeviceProcAddr next_gdpa;
} device_link;

enum { MAX_LINKS = 32 };
static instance_link instances[MAX_LINKS];
static device_link devices[MAX_LINKS];
static pthread_mutex_t links_lock = PTHREAD_MUTEX_INITIALIZER;

static const instance_link *instance_of(const void *handle)
{
    const instance_link *found = NULL;
    pthread_mutex_lock(&links_lock);
    for (int i = 0; i < MAX_LINKS && !found; i++)
        if (instances[i].key == dispatch_key(handle))
            found = &instances[i];
    pthread_mutex_unlock(&links_lock);
    return found;
}

static PFN_vkGetDeviceProcAddr next_gdpa_of(VkDevice device)
{
    PFN_vkGetDeviceProcAddr found = NULL;
    pthread_mutex_lock(&links_lock);
    for (int i = 0; i < MAX_LINKS && !found; i++)
        if (devices[i].key == dispatch_key(device))
            found = devices[i].next_gdpa;
    pthread_mutex_unlock(&links_lock);
    return found;
}

static bool is_llvmpipe(VkPhysicalDevice pd)
{
    const instance_link *l = instance_of(pd);
    if (!l || !l->properties)
        return false;
    VkPhysicalDeviceProperties p;
    l->properties(pd, &p);
    return p.vendorID == VK_VENDOR_ID_MESA && strncmp(p.deviceName, "llvmpipe", 8) == 0;
}

static void add_image_indexing(VkPhysicalDevice pd, VkPhysicalDeviceFeatures *f)
{
    if (is_llvmpipe(pd)) {
        f->shaderSampledImageArrayDynamicIndexing = VK_TRUE;
        f->shaderStorageImageArrayDynamicIndexing = VK_TRUE;
    }
}

static VKAPI_ATTR void VKAPI_CALL layer_GetPhysicalDeviceFeatures(VkPhysicalDevice pd, VkPhysicalDeviceFeatures *f)
{
    instance_of(pd)->features(pd, f);
    add_image_indexing(pd, f);
}

static VKAPI_ATTR void VKAPI_CALL layer_GetPhysicalDeviceFeatures2(VkPhysicalDevice pd, VkPhysicalDeviceFeatures2 *f)
{
    instance_of(pd)->features2(pd, f);
    add_image_indexing(pd, &f->features);
}

static VKAPI_ATTR void VKAPI_CALL layer_GetPhysicalDeviceFeatures2KHR(VkPhysicalDevice pd, VkPhysicalDeviceFeatures2 *f)
{
    const instance_link *l = instance_of(pd);
    (l->features2_khr ? l->features2_khr : l->features2)(pd, f);
    add_image_indexing(pd, &f->features);
}

static VKAPI_ATTR VkResult VKAPI_CALL layer_CreateInstance(const VkInstanceCreateInfo *info,
                                                           const VkAllocationCallbacks *alloc, VkInstance *out)
{
    VkLayerInstanceCreateInfo *chain = (VkLayerInstanceCreateInfo *)info->pNext;
    while (chain && !(chain->sType == VK_STRUCTURE_TYPE_LOADER_INSTANCE_CREATE_INFO &&
                      chain->function == VK_LAYER_LINK_INFO))
        chain = (VkLayerInstanceCreateInfo *)chain->pNext;
    if (!chain)
        return VK_ERROR_INITIALIZATION_FAILED;
    PFN_vkGetInstanceProcAddr next_gipa = chain->u.pLayerInfo->pfnNextGetInstanceProcAddr;
    chain->u.pLayerInfo = chain->u.pLayerInfo->pNext;
    PFN_vkCreateInstance create = (PFN_vkCreateInstance)next_gipa(VK_NULL_HANDLE, "vkCreateInstance");
    VkResult r = create(info, alloc, out);
    if (r != VK_SUCCESS)
        return r;
    VkInstance in = *out;
    instance_link l = {
        .key = dispatch_key(in),
        .instance = in,
        .next_gipa = next_gipa,
        .destroy_instance = (PFN_vkDestroyInstance)next_gipa(in, "vkDestroyInstance"),
        .create_device = (PFN_vkCreateDevice)next_gipa(in, "vkCreateDevice"),
        .properties = (PFN_vkGetPhysicalDeviceProperties)next_gipa(in, "vkGetPhysicalDeviceProperties"),
        .features = (PFN_vkGetPhysicalDeviceFeatures)next_gipa(in, "vkGetPhysicalDeviceFeatures"),
        .features2 = (PFN_vkGetPhysicalDeviceFeatures2)next_gipa(in, "vkGetPhysicalDeviceFeatures2"),
        .features2_khr = (PFN_vkGetPhysicalDeviceFeatures2)next_gipa(in, "vkGetPhysicalDeviceFeatures2KHR"),
    };
    pthread_mutex_lock(&links_lock);
    for (int i = 0; i < MAX_LINKS; i++)
        if (!instances[i].key) {
            instances[i] = l;
            break;
        }
    pthread_mutex_unlock(&links_lock);
    return VK_SUCCESS;
}

static VKAPI_ATTR void VKAPI_CALL layer_DestroyInstance(VkInstance instance, const VkAllocationCallbacks *alloc)
{
    const instance_link *l = instance_of(instance);
    if (!l)
        return;
    PFN_vkDestroyInstance destroy = l->destroy_instance;
    pthread_mutex_lock(&links_lock);
    *(instance_link *)l = (instance_link){ 0 };
    pthread_mutex_unlock(&links_lock);
    destroy(instance, alloc);
}

/* The device gets no image-indexing feature the driver lacks. The create
 * info is the caller's: the bits are cleared for the call and put back. */
static VKAPI_ATTR VkResult VKAPI_CALL layer_CreateDevice(VkPhysicalDevice pd, const VkDeviceCreateInfo *info,
                                                         const VkAllocationCallbacks *alloc, VkDevice *out)
{
    VkLayerDeviceCreateInfo *chain = (VkLayerDeviceCreateInfo *)info->pNext;
    while (chain && !(chain->sType == VK_STRUCTURE_TYPE_LOADER_DEVICE_CREATE_INFO &&
                      chain->function == VK_LAYER_LINK_INFO))
        chain = (VkLayerDeviceCreateInfo *)chain->pNext;
    const instance_link *l = instance_of(pd);
    if (!chain || !l)
        return VK_ERROR_INITIALIZATION_FAILED;
    PFN_vkGetDeviceProcAddr next_gdpa = chain->u.pLayerInfo->pfnNextGetDeviceProcAddr;
    chain->u.pLayerInfo = chain->u.pLayerInfo->pNext;
    VkPhysicalDeviceFeatures has;
    l->features(pd, &has);

    VkPhysicalDeviceFeatures *asked[2] = { (VkPhysicalDeviceFeatures *)info->pEnabledFeatures, NULL };
    for (VkBaseOutStructure *s = (VkBaseOutStructure *)info->pNext; s; s = s->pNext)
        if (s->sType == VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2)
            asked[1] = &((VkPhysicalDeviceFeatures2 *)s)->features;
    VkBool32 sampled[2] = { 0 }, storage[2] = { 0 };
    for (int i = 0; i < 2; i++) {
        if (!asked[i])
            continue;
        sampled[i] = asked[i]->shaderSampledImageArrayDynamicIndexing;
        storage[i] = asked[i]->shaderStorageImageArrayDynamicIndexing;
        asked[i]->shaderSampledImageArrayDynamicIndexing &= has.shaderSampledImageArrayDynamicIndexing;
        asked[i]->shaderStorageImageArrayDynamicIndexing &= has.shaderStorageImageArrayDynamicIndexing;
    }
    VkResult r = l->create_device(pd, info, alloc, out);
    for (int i = 0; i < 2; i++) {
        if (!asked[i])
            continue;
        asked[i]->shaderSampledImageArrayDynamicIndexing = sampled[i];
        asked[i]->shaderStorageImageArrayDynamicIndexing = storage[i];
    }
    if (r != VK_SUCCESS)
        return r;
    pthread_mutex_lock(&links_lock);
    for (int i = 0; i < MAX_LINKS; i++)
        if (!devices[i].key) {
            devices[i] = (device_link){ dispatch_key(*out), next_gdpa };
            break;
        }
    pthread_mutex_unlock(&links_lock);
    return VK_SUCCESS;
}

static VKAPI_ATTR void VKAPI_CALL layer_DestroyDevice(VkDevice device, const VkAllocationCallbacks *alloc)
{
    PFN_vkGetDeviceProcAddr next_gdpa = next_gdpa_of(device);
    if (!next_gdpa)
        return;
    PFN_vkDestroyDevice destroy = (PFN_vkDestroyDevice)next_gdpa(device, "vkDestroyDevice");
    pthread_mutex_lock(&links_lock);
    for (int i = 0; i < MAX_LINKS; i++)
        if (devices[i].key == dispatch_key(device))
            devices[i] = (device_link){ 0 };
    pthread_mutex_unlock(&links_lock);
    destroy(device, alloc);
}

static VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL layer_GetDeviceProcAddr(VkDevice device, const char *name)
{
    if (strcmp(name, "vkGetDeviceProcAddr") == 0)
        return (PFN_vkVoidFunction)layer_GetDeviceProcAddr;
    if (strcmp(name, "vkDestroyDevice") == 0)
        return (PFN_vkVoidFunction)layer_DestroyDevice;
    PFN_vkGetDeviceProcAddr next_gdpa = next_gdpa_of(device);
    return next_gdpa ? next_gdpa(device, name) : NULL;
}

static VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL layer_GetInstanceProcAddr(VkInstance instance, const char *name)
{
    static const struct {
        const char *name;
        PFN_vkVoidFunction fn;
    } own[] = {
        { "vkGetInstanceProcAddr", (PFN_vkVoidFunction)layer_GetInstanceProcAddr },
        { "vkGetDeviceProcAddr", (PFN_vkVoidFunction)layer_GetDeviceProcAddr },
        { "vkCreateInstance", (PFN_vkVoidFunction)layer_CreateInstance },
        { "vkDestroyInstance", (PFN_vkVoidFunction)layer_DestroyInstance },
        { "vkCreateDevice", (PFN_vkVoidFunction)layer_CreateDevice },
        { "vkDestroyDevice", (PFN_vkVoidFunction)layer_DestroyDevice },
        { "vkGetPhysicalDeviceFeatures", (PFN_vkVoidFunction)layer_GetPhysicalDeviceFeatures },
        { "vkGetPhysicalDeviceFeatures2", (PFN_vkVoidFunction)layer_GetPhysicalDeviceFeatures2 },
        { "vkGetPhysicalDeviceFeatures2KHR", (PFN_vkVoidFunction)layer_GetPhysicalDeviceFeatures2KHR },
    };
    for (size_t i = 0; i < sizeof own / sizeof own[0]; i++)
        if (strcmp(name, own[i].name) == 0)
            return own[i].fn;
    if (!instance)
        return NULL;
    const instance_link *l = instance_of(instance);
    return l ? l->next_gipa(instance, name) : NULL;
}

LAYER_EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkNegotiateLoaderLayerInterfaceVersion(VkNegotiateLayerInterface *v)
{
    if (v->loaderLayerInterfaceVersion > 2)
        v->loaderLayerInterfaceVersion = 2;
    v->pfnGetInstanceProcAddr = layer_GetInstanceProcAddr;
    v->pfnGetDeviceProcAddr = layer_GetDeviceProcAddr;
    v->pfnGetPhysicalDeviceProcAddr = NULL;
    return VK_SUCCESS;
}
