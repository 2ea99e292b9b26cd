/*
 * exec.c: how the vulkan backend's compilations run (specs/vulkan.lua): the
 * target kind's detect and device_api, the tvm_ffi execution backend and
 * its probe, and the device features the codegen asks for (vulkan.h).
 *
 * The Vulkan C API is loaded at run time: dlopen("libvulkan.so.1") and
 * vkGetInstanceProcAddr, every other entry point through it (the headers
 * of libvulkan-dev give the types only: VK_NO_PROTOTYPES), so tilec builds
 * and runs where there is no loader, and the probe says so. One instance a
 * process; its physical devices numbered as DLPack device ids, discrete
 * GPUs first, then integrated, virtual and CPU ones (lavapipe), each kind in
 * the loader's order. A device is opened on first use: one compute queue,
 * every feature the codegen may use that the device has (f16, 8/16-bit
 * storage, Int8/16/64, Float64) enabled, a command buffer, a fence, a
 * timestamp query pool and a VkPipelineCache kept in tilec's compile cache
 * folder (vulkan-pipelines-VENDOR-DEVICE-UUID.bin, written atomically after
 * each load that made a pipeline).
 *
 * Device memory (the device_api): a VkBuffer a tensor, device-local memory
 * (mapped where it is also host-visible, as on lavapipe and on GPUs with a
 * resizable BAR; else copies go through a staging buffer). The pointer a
 * DLTensor carries is an address of a private PROT_NONE reservation as
 * large as the buffer: it can be offset (byte_offset, views) and is mapped
 * back to (buffer, offset) at launch; touching it from the host faults
 * rather than reading garbage. A pointer tilec did not allocate is refused.
 *
 * Load (tvm_ffi): the artifact's SPIR-V modules (validated by the codegen)
 * become one compute pipeline a kernel (shader module, descriptor set
 * layout with one storage buffer a tensor at set 0, a push-constant range,
 * the pipeline) on the device the target's `device` attribute selects;
 * another device's launch makes its own pipelines on first use. The
 * module's needs (features, workgroup size and memory, storage buffers,
 * push-constant bytes) are checked against the device first, each refusal
 * naming the kernel, the limit and both numbers. The runtime checks the
 * DLTensor arguments (device kDLVulkan); a launch evaluates the grid on the
 * host from the dims and scalars (the grid expressions, compiled at load),
 * splits its block count over x, y and z past maxComputeWorkGroupCount,
 * writes the push constants (shape dims, then scalars at the codegen's
 * offsets), binds each tensor's buffer range, dispatches and waits: launches
 * are synchronous (the device_api's synchronize has nothing left to wait
 * for). Each command buffer starts and ends with a memory barrier, so a
 * kernel sees the previous one's writes and the host sees its own.
 *
 * Timing (the device_api's time): timestamps written around each dispatch
 * (timestampPeriod ns a tick); before each timed dispatch on a GPU, 128 MiB
 * of a scratch buffer are filled to push the kernel's data out of the L2
 * (Vulkan has no cache flush); on a CPU device (lavapipe) nothing is, so
 * its runs are warm. Devices whose compute queue has no timestamps are
 * timed by the host clock around submit and wait.
 *
 * Every Vulkan call is checked; a failure names the call and the VkResult.
 * TILEC_VULKAN_LOADER names another loader than libvulkan.so.1 (a path);
 * TILEC_VULKAN_STAGING=1 copies through the staging buffer everywhere.
 */
#define VK_NO_PROTOTYPES
#include <vulkan/vulkan_core.h>

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "backend/internal.h"
#include "compile/compile.h"
#include "ir/shape.h"
#include "ir/value.h"
#include "registry.h"
#include "runtime/runtime.h"
#include "vulkan/vulkan.h"

/* ---- the loader and its entry points ---------------------------------------- */

#define VK_INSTANCE_FNS(X)                                                                                   \
    X(vkDestroyInstance) X(vkEnumeratePhysicalDevices) X(vkGetPhysicalDeviceProperties)                      \
    X(vkGetPhysicalDeviceProperties2) X(vkGetPhysicalDeviceFeatures2) X(vkGetPhysicalDeviceFeatures)         \
    X(vkGetPhysicalDeviceQueueFamilyProperties) X(vkGetPhysicalDeviceMemoryProperties) X(vkCreateDevice)     \
    X(vkEnumerateDeviceExtensionProperties) X(vkGetDeviceProcAddr)

#define VK_DEVICE_FNS(X)                                                                                     \
    X(vkDestroyDevice) X(vkGetDeviceQueue) X(vkCreateBuffer) X(vkDestroyBuffer)                              \
    X(vkGetBufferMemoryRequirements) X(vkAllocateMemory) X(vkFreeMemory) X(vkBindBufferMemory) X(vkMapMemory) \
    X(vkUnmapMemory) X(vkCreateShaderModule) X(vkDestroyShaderModule) X(vkCreateDescriptorSetLayout)         \
    X(vkDestroyDescriptorSetLayout) X(vkCreatePipelineLayout) X(vkDestroyPipelineLayout)                     \
    X(vkCreatePipelineCache) X(vkDestroyPipelineCache) X(vkGetPipelineCacheData) X(vkCreateComputePipelines) \
    X(vkDestroyPipeline) X(vkCreateDescriptorPool) X(vkDestroyDescriptorPool) X(vkAllocateDescriptorSets)    \
    X(vkUpdateDescriptorSets) X(vkCreateCommandPool) X(vkDestroyCommandPool) X(vkAllocateCommandBuffers)     \
    X(vkResetCommandBuffer) X(vkBeginCommandBuffer) X(vkEndCommandBuffer) X(vkCmdBindPipeline)               \
    X(vkCmdBindDescriptorSets) X(vkCmdPushConstants) X(vkCmdDispatch) X(vkCmdCopyBuffer) X(vkCmdFillBuffer)  \
    X(vkCmdPipelineBarrier) X(vkCmdWriteTimestamp) X(vkCmdResetQueryPool) X(vkCreateQueryPool)               \
    X(vkDestroyQueryPool) X(vkGetQueryPoolResults) X(vkCreateFence) X(vkDestroyFence) X(vkResetFences)       \
    X(vkWaitForFences) X(vkQueueSubmit) X(vkDeviceWaitIdle)

#define VK_DECLARE_FN(name) PFN_##name name;

typedef struct vk_device_fns {
    VK_DEVICE_FNS(VK_DECLARE_FN)
} vk_device_fns;

/* What a physical device is and offers, read once. */
typedef struct vk_physical {
    VkPhysicalDevice pd;
    VkPhysicalDeviceProperties props;
    VkPhysicalDeviceMemoryProperties mem;
    char driver_name[VK_MAX_DRIVER_NAME_SIZE], driver_info[VK_MAX_DRIVER_INFO_SIZE];
    VkDriverId driver_id;
    bool f16, int8_arith, int16_arith, int64, float64; /* shader arithmetic */
    bool storage8, storage16;                          /* storageBuffer8/16BitAccess */
    bool api12;                                        /* Vulkan 1.2 or later (the feature structs) */
    bool feedback;                                     /* VK_EXT_pipeline_creation_feedback or 1.3 */
    bool float_controls_ext;                           /* VK_KHR_shader_float_controls (before 1.2, where it is core) */
    bool ieee32, ieee16;                               /* shaderSignedZeroInfNanPreserveFloat32 / Float16 */
    bool denorm32;                                     /* shaderDenormPreserveFloat32 */
    uint32_t subgroup_size;                            /* subgroups with arithmetic and shuffle in compute, else 0 */
    uint32_t family;                                   /* the compute queue family */
    uint32_t timestamp_bits;                           /* its timestamps' valid bits (0: none) */
} vk_physical;

/* An opened device: one queue, used under its lock. */
typedef struct vk_device {
    pthread_mutex_t lock;
    bool tried, open;
    char why[420];
    VkDevice dev;
    vk_device_fns f;
    VkQueue queue;
    VkCommandPool pool;
    VkCommandBuffer cmd;
    VkFence fence;
    VkQueryPool queries; /* two timestamps, or VK_NULL_HANDLE */
    VkPipelineCache cache;
    char cache_path[PATH_MAX];
    /* a host-visible buffer for copies to and from memory the host cannot map */
    VkBuffer staging;
    VkDeviceMemory staging_mem;
    void *staging_map;
    VkDeviceSize staging_size;
    /* what timed dispatches fill first, to evict the L2 (GPUs only) */
    VkBuffer scratch;
    VkDeviceMemory scratch_mem;
} vk_device;

#define VK_MAX_DEVICES 8

static struct {
    pthread_mutex_t lock;
    bool tried, ok;
    char why[400];
    void *lib;
    PFN_vkGetInstanceProcAddr gipa;
    VK_INSTANCE_FNS(VK_DECLARE_FN)
    VkInstance instance;
    uint32_t api;
    int n;
    vk_physical phys[VK_MAX_DEVICES];
    vk_device dev[VK_MAX_DEVICES];
} V = { .lock = PTHREAD_MUTEX_INITIALIZER };

static const char *vk_result_name(VkResult r)
{
    switch (r) {
#define R(x) case x: return #x;
        R(VK_SUCCESS) R(VK_NOT_READY) R(VK_TIMEOUT) R(VK_INCOMPLETE) R(VK_ERROR_OUT_OF_HOST_MEMORY)
        R(VK_ERROR_OUT_OF_DEVICE_MEMORY) R(VK_ERROR_INITIALIZATION_FAILED) R(VK_ERROR_DEVICE_LOST)
        R(VK_ERROR_MEMORY_MAP_FAILED) R(VK_ERROR_LAYER_NOT_PRESENT) R(VK_ERROR_EXTENSION_NOT_PRESENT)
        R(VK_ERROR_FEATURE_NOT_PRESENT) R(VK_ERROR_INCOMPATIBLE_DRIVER) R(VK_ERROR_TOO_MANY_OBJECTS)
        R(VK_ERROR_FORMAT_NOT_SUPPORTED) R(VK_ERROR_FRAGMENTED_POOL) R(VK_ERROR_UNKNOWN) R(VK_ERROR_OUT_OF_POOL_MEMORY)
        R(VK_ERROR_INVALID_EXTERNAL_HANDLE) R(VK_ERROR_FRAGMENTATION) R(VK_ERROR_INVALID_SHADER_NV)
        R(VK_PIPELINE_COMPILE_REQUIRED)
#undef R
    default: return "an unknown VkResult";
    }
}

/* A failed call: false, with the entry point (the first vk... name in
 * call's text) and its result named in err. */
static bool vk_fail(tl_error *err, const char *call, VkResult r)
{
    const char *name = strstr(call, "vk");
    int len = 0;
    while (name && (name[len] == '_' || (name[len] >= 'a' && name[len] <= 'z') || (name[len] >= 'A' && name[len] <= 'Z') ||
                    (name[len] >= '0' && name[len] <= '9')))
        len++;
    if (!name)
        name = call, len = (int)strlen(call);
    return tl_error_set(err, r == VK_ERROR_OUT_OF_DEVICE_MEMORY || r == VK_ERROR_OUT_OF_HOST_MEMORY ? TL_ERR_UNAVAILABLE
                                                                                                      : TL_ERR_INTERNAL,
                        "vulkan: %.*s failed: %s (%d)", len, name, vk_result_name(r), (int)r);
}

/* (call) checked: true, or false with the entry point's name and the
 * result in err; the caller declares VkResult vk_rc. */
#define VK_CHECK(call, err) ((vk_rc = (call)) == VK_SUCCESS || vk_fail(err, #call, vk_rc))

/* Reads one physical device's properties and features. */
static void read_physical(vk_physical *p)
{
    V.vkGetPhysicalDeviceProperties(p->pd, &p->props);
    V.vkGetPhysicalDeviceMemoryProperties(p->pd, &p->mem);
    p->api12 = VK_API_VERSION_MAJOR(p->props.apiVersion) > 1 || VK_API_VERSION_MINOR(p->props.apiVersion) >= 2;
    bool api13 = VK_API_VERSION_MAJOR(p->props.apiVersion) > 1 || VK_API_VERSION_MINOR(p->props.apiVersion) >= 3;
    p->feedback = api13;
    if (!p->feedback) {
        uint32_t n = 0;
        if (V.vkEnumerateDeviceExtensionProperties(p->pd, NULL, &n, NULL) == VK_SUCCESS && n) {
            VkExtensionProperties *e = calloc(n, sizeof *e);
            if (e && V.vkEnumerateDeviceExtensionProperties(p->pd, NULL, &n, e) == VK_SUCCESS)
                for (uint32_t i = 0; i < n; i++) {
                    p->feedback |= strcmp(e[i].extensionName, VK_EXT_PIPELINE_CREATION_FEEDBACK_EXTENSION_NAME) == 0;
                    p->float_controls_ext |=
                        !p->api12 && strcmp(e[i].extensionName, VK_KHR_SHADER_FLOAT_CONTROLS_EXTENSION_NAME) == 0;
                }
            free(e);
        }
    }
    /* the driver and the subgroups (1.1: VkPhysicalDeviceSubgroupProperties;
     * 1.2: VkPhysicalDeviceDriverProperties) */
    /* float controls: 1.2's, or VK_KHR_shader_float_controls' (the same struct) */
    VkPhysicalDeviceFloatControlsProperties fc = { .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FLOAT_CONTROLS_PROPERTIES };
    VkPhysicalDeviceDriverProperties drv = { .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES, .pNext = &fc };
    VkPhysicalDeviceSubgroupProperties sg = { .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_PROPERTIES,
                                              .pNext = p->api12 ? (void *)&drv : p->float_controls_ext ? (void *)&fc : NULL };
    VkPhysicalDeviceProperties2 p2 = { .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2, .pNext = &sg };
    V.vkGetPhysicalDeviceProperties2(p->pd, &p2);
    if (p->api12) {
        snprintf(p->driver_name, sizeof p->driver_name, "%s", drv.driverName);
        snprintf(p->driver_info, sizeof p->driver_info, "%s", drv.driverInfo);
        p->driver_id = drv.driverID;
    }
    if (p->api12 || p->float_controls_ext) {
        p->ieee32 = fc.shaderSignedZeroInfNanPreserveFloat32;
        p->ieee16 = fc.shaderSignedZeroInfNanPreserveFloat16;
        p->denorm32 = fc.shaderDenormPreserveFloat32;
    }
    VkSubgroupFeatureFlags need = VK_SUBGROUP_FEATURE_BASIC_BIT | VK_SUBGROUP_FEATURE_ARITHMETIC_BIT |
                                  VK_SUBGROUP_FEATURE_SHUFFLE_BIT;
    p->subgroup_size = (sg.supportedStages & VK_SHADER_STAGE_COMPUTE_BIT) && (sg.supportedOperations & need) == need
                           ? sg.subgroupSize
                           : 0;
    /* the features (8-bit storage and f16/i8 arithmetic are 1.2's) */
    VkPhysicalDevice8BitStorageFeatures s8 = { .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_8BIT_STORAGE_FEATURES };
    VkPhysicalDeviceShaderFloat16Int8Features fi = { .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_FLOAT16_INT8_FEATURES,
                                                     .pNext = &s8 };
    VkPhysicalDevice16BitStorageFeatures s16 = { .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_16BIT_STORAGE_FEATURES,
                                                 .pNext = p->api12 ? &fi : NULL };
    VkPhysicalDeviceFeatures2 f2 = { .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, .pNext = &s16 };
    V.vkGetPhysicalDeviceFeatures2(p->pd, &f2);
    p->int16_arith = f2.features.shaderInt16;
    p->int64 = f2.features.shaderInt64;
    p->float64 = f2.features.shaderFloat64;
    p->storage16 = s16.storageBuffer16BitAccess;
    p->storage8 = p->api12 && s8.storageBuffer8BitAccess;
    p->f16 = p->api12 && fi.shaderFloat16;
    p->int8_arith = p->api12 && fi.shaderInt8;
    /* the first queue family with compute */
    uint32_t nq = 0;
    V.vkGetPhysicalDeviceQueueFamilyProperties(p->pd, &nq, NULL);
    VkQueueFamilyProperties q[16];
    nq = nq > 16 ? 16 : nq;
    V.vkGetPhysicalDeviceQueueFamilyProperties(p->pd, &nq, q);
    p->family = UINT32_MAX;
    for (uint32_t i = 0; i < nq && p->family == UINT32_MAX; i++)
        if (q[i].queueFlags & VK_QUEUE_COMPUTE_BIT) {
            p->family = i;
            p->timestamp_bits = q[i].timestampValidBits;
        }
}

static int type_rank(VkPhysicalDeviceType t)
{
    switch (t) {
    case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU: return 0;
    case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU: return 1;
    case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU: return 2;
    case VK_PHYSICAL_DEVICE_TYPE_CPU: return 4;
    default: return 3;
    }
}

static const char *type_name(VkPhysicalDeviceType t)
{
    switch (t) {
    case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU: return "discrete GPU";
    case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU: return "integrated GPU";
    case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU: return "virtual GPU";
    case VK_PHYSICAL_DEVICE_TYPE_CPU: return "CPU";
    default: return "device";
    }
}

/* Loads the loader, makes the instance and lists the devices; V.why says
 * why not. Under V.lock. */
static bool instance_locked(void)
{
    if (V.tried)
        return V.ok;
    V.tried = true;
    const char *loader_path = getenv("TILEC_VULKAN_LOADER");
    if (!loader_path || !*loader_path)
        loader_path = "libvulkan.so.1";
    V.lib = dlopen(loader_path, RTLD_NOW | RTLD_LOCAL);
    if (!V.lib) {
        snprintf(V.why, sizeof V.why, "%.200s not found: no Vulkan loader (Debian's libvulkan1)", loader_path);
        return false;
    }
    void *sym = dlsym(V.lib, "vkGetInstanceProcAddr");
    memcpy(&V.gipa, &sym, sizeof sym);
    if (!V.gipa) {
        snprintf(V.why, sizeof V.why, "libvulkan.so.1 has no vkGetInstanceProcAddr");
        return false;
    }
    PFN_vkEnumerateInstanceVersion version = (PFN_vkEnumerateInstanceVersion)V.gipa(NULL, "vkEnumerateInstanceVersion");
    PFN_vkCreateInstance create = (PFN_vkCreateInstance)V.gipa(NULL, "vkCreateInstance");
    uint32_t loader = VK_API_VERSION_1_0;
    if (!version || version(&loader) != VK_SUCCESS || loader < VK_API_VERSION_1_1) {
        snprintf(V.why, sizeof V.why, "the Vulkan loader is older than Vulkan 1.1");
        return false;
    }
    V.api = loader < VK_API_VERSION_1_3 ? loader : VK_API_VERSION_1_3;
    VkApplicationInfo app = { .sType = VK_STRUCTURE_TYPE_APPLICATION_INFO, .pApplicationName = "tilec",
                              .pEngineName = "tilec", .apiVersion = V.api };
    VkInstanceCreateInfo ci = { .sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO, .pApplicationInfo = &app };
    VkResult r = create ? create(&ci, NULL, &V.instance) : VK_ERROR_INITIALIZATION_FAILED;
    if (r != VK_SUCCESS) {
        snprintf(V.why, sizeof V.why, "vkCreateInstance failed: %s (%d)%s", vk_result_name(r), (int)r,
                 r == VK_ERROR_INCOMPATIBLE_DRIVER ? ": no Vulkan driver (ICD) is installed" : "");
        return false;
    }
#define VK_LOAD_INSTANCE_FN(name)                                                                            \
    if (!(V.name = (PFN_##name)V.gipa(V.instance, #name))) {                                                 \
        snprintf(V.why, sizeof V.why, "the Vulkan loader has no %s", #name);                                \
        return false;                                                                                        \
    }
    VK_INSTANCE_FNS(VK_LOAD_INSTANCE_FN)
#undef VK_LOAD_INSTANCE_FN
    uint32_t n = 0;
    r = V.vkEnumeratePhysicalDevices(V.instance, &n, NULL);
    VkPhysicalDevice pds[32];
    n = n > 32 ? 32 : n;
    if (r == VK_SUCCESS || r == VK_INCOMPLETE)
        r = V.vkEnumeratePhysicalDevices(V.instance, &n, pds);
    if (r != VK_SUCCESS && r != VK_INCOMPLETE) {
        snprintf(V.why, sizeof V.why, "vkEnumeratePhysicalDevices failed: %s (%d)", vk_result_name(r), (int)r);
        return false;
    }
    /* the devices that can run compute shaders of Vulkan 1.1, by kind */
    for (int rank = 0; rank <= 4; rank++)
        for (uint32_t i = 0; i < n && V.n < VK_MAX_DEVICES; i++) {
            vk_physical p = { .pd = pds[i] };
            V.vkGetPhysicalDeviceProperties(p.pd, &p.props);
            if (type_rank(p.props.deviceType) != rank || p.props.apiVersion < VK_API_VERSION_1_1)
                continue;
            read_physical(&p);
            if (p.family != UINT32_MAX)
                V.phys[V.n++] = p;
        }
    for (int i = 0; i < VK_MAX_DEVICES; i++)
        pthread_mutex_init(&V.dev[i].lock, NULL);
    if (V.n == 0) {
        snprintf(V.why, sizeof V.why,
                 "the Vulkan loader finds no device with compute and Vulkan 1.1 (%u device%s; no driver: install "
                 "mesa-vulkan-drivers for lavapipe, or point VK_DRIVER_FILES at a GPU's ICD file)",
                 n, n == 1 ? "" : "s");
        return false;
    }
    V.ok = true;
    return true;
}

static bool instance(tl_error *err)
{
    pthread_mutex_lock(&V.lock);
    bool ok = instance_locked();
    pthread_mutex_unlock(&V.lock);
    return ok || tl_error_set(err, TL_ERR_UNAVAILABLE, "vulkan: %s", V.why);
}

/* ---- choosing a device ------------------------------------------------------- */

static bool is_lavapipe(const vk_physical *p)
{
    return p->driver_id == VK_DRIVER_ID_MESA_LLVMPIPE || strstr(p->props.deviceName, "llvmpipe") != NULL;
}

static bool is_nvidia(const vk_physical *p)
{
    return p->props.vendorID == 0x10de || p->driver_id == VK_DRIVER_ID_NVIDIA_PROPRIETARY;
}

/* The device a target's `device` attribute selects (lavapipe, nvidia, any
 * or unset: the first), or -1 with err. */
static int select_device(const char *which, tl_error *err)
{
    if (!instance(err))
        return -1;
    if (!which || !*which || strcmp(which, "any") == 0)
        return 0;
    bool lavapipe = strcmp(which, "lavapipe") == 0, nvidia = strcmp(which, "nvidia") == 0;
    if (!lavapipe && !nvidia) {
        tl_error_set(err, TL_ERR_INVALID, "vulkan: device=%s: the device is lavapipe, nvidia or any", which);
        return -1;
    }
    char seen[300] = "";
    for (int i = 0; i < V.n; i++) {
        if (lavapipe ? is_lavapipe(&V.phys[i]) : is_nvidia(&V.phys[i]))
            return i;
        snprintf(seen + strlen(seen), sizeof seen - strlen(seen), "%s%s", i ? ", " : "", V.phys[i].props.deviceName);
    }
    tl_error_set(err, TL_ERR_UNAVAILABLE, "vulkan: no %s device (the loader finds: %s)",
                 lavapipe ? "lavapipe (Mesa's llvmpipe)" : "NVIDIA", seen);
    return -1;
}

bool tl_vulkan_device_caps(const char *device, tl_vulkan_caps *caps, tl_error *err)
{
    int i = select_device(device, err);
    if (i < 0)
        return false;
    const vk_physical *p = &V.phys[i];
    memset(caps, 0, sizeof *caps);
    caps->f16 = p->f16 && p->storage16;
    caps->int8 = p->storage8 && p->int8_arith;
    caps->int16 = p->storage16 && p->int16_arith;
    caps->int64 = p->int64 && p->float64;
    caps->ieee = p->ieee32 && (p->ieee16 || !caps->f16);
    caps->subgroup_min = (int)p->subgroup_size;
    caps->max_threads = (int)p->props.limits.maxComputeWorkGroupInvocations;
    caps->wg_bytes = p->props.limits.maxComputeSharedMemorySize;
    return true;
}

/* ---- detect and probe --------------------------------------------------------- */

bool tl_vulkan_detect(tl_target *out, char *reason, size_t cap)
{
    tl_error err = { 0 };
    int i = select_device(tl_target_attr(out, "device"), &err);
    if (i < 0) {
        snprintf(reason, cap, "%s", err.msg);
        return false;
    }
    char limit[32];
    uint32_t threads = V.phys[i].props.limits.maxComputeWorkGroupInvocations;
    uint32_t x = V.phys[i].props.limits.maxComputeWorkGroupSize[0];
    snprintf(limit, sizeof limit, "%u", threads < x ? threads : x);
    if (!tl_target_set_attr(out, "max_threads_per_block", limit, NULL)) {
        snprintf(reason, cap, "cannot record the device's attributes");
        return false;
    }
    return true;
}

/* The tvm_ffi pair's probe: a loader, an instance and a device; asked for
 * details (tilec resolve), what device 0 is and offers. */
bool tl_vulkan_probe(char *reason, size_t cap)
{
    tl_error err = { 0 };
    if (!instance(&err)) {
        snprintf(reason, cap, "%s", err.msg + (strncmp(err.msg, "vulkan: ", 8) == 0 ? 8 : 0));
        return false;
    }
    const char *d = getenv("TILEC_PROBE_DETAILS");
    if (d && *d && strcmp(d, "0") != 0) {
        const vk_physical *p = &V.phys[0];
        const VkPhysicalDeviceLimits *l = &p->props.limits;
        snprintf(reason, cap,
                 "device 0 of %d: %s (%s, %s %s, Vulkan %u.%u); f16 %s, int8 %s, int16 %s, int64 %s, ieee %s, subnormals %s, subgroups %u; "
                 "%u B shared, %u invocations, %u storage buffers",
                 V.n, p->props.deviceName, type_name(p->props.deviceType), p->driver_name[0] ? p->driver_name : "driver",
                 p->driver_info, VK_API_VERSION_MAJOR(p->props.apiVersion), VK_API_VERSION_MINOR(p->props.apiVersion),
                 p->f16 && p->storage16 ? "yes" : "no", p->storage8 && p->int8_arith ? "yes" : "no",
                 p->storage16 && p->int16_arith ? "yes" : "no", p->int64 && p->float64 ? "yes" : "no",
                 p->ieee32 ? (p->ieee16 ? "yes" : "f32 only") : "no", p->denorm32 ? "kept" : "may flush", p->subgroup_size, l->maxComputeSharedMemorySize, l->maxComputeWorkGroupInvocations,
                 l->maxPerStageDescriptorStorageBuffers);
    }
    return true;
}

/* ---- opening a device --------------------------------------------------------- */

static int memory_type(const vk_physical *p, uint32_t bits, VkMemoryPropertyFlags want)
{
    for (uint32_t i = 0; i < p->mem.memoryTypeCount; i++)
        if ((bits & (1u << i)) && (p->mem.memoryTypes[i].propertyFlags & want) == want)
            return (int)i;
    return -1;
}

/* A buffer and its memory: device-local where it can be (host-visible too
 * where both are offered), else host-visible; *map set when the host can
 * map it (coherent). */
static bool make_buffer(int di, VkDeviceSize size, bool host, VkBuffer *buf, VkDeviceMemory *mem, void **map,
                        tl_error *err)
{
    vk_device *d = &V.dev[di];
    const vk_physical *p = &V.phys[di];
    VkResult vk_rc;
    VkBufferCreateInfo bi = { .sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO, .size = size,
                              .usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT |
                                       VK_BUFFER_USAGE_TRANSFER_DST_BIT,
                              .sharingMode = VK_SHARING_MODE_EXCLUSIVE };
    *buf = VK_NULL_HANDLE;
    *mem = VK_NULL_HANDLE;
    if (map)
        *map = NULL;
    if (!VK_CHECK(d->f.vkCreateBuffer(d->dev, &bi, NULL, buf), err))
        return false;
    VkMemoryRequirements req;
    d->f.vkGetBufferMemoryRequirements(d->dev, *buf, &req);
    const VkMemoryPropertyFlags hv = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
    int t = host ? memory_type(p, req.memoryTypeBits, hv)
                 : memory_type(p, req.memoryTypeBits, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
    if (t < 0)
        t = memory_type(p, req.memoryTypeBits, host ? 0 : hv);
    if (t < 0) {
        d->f.vkDestroyBuffer(d->dev, *buf, NULL);
        *buf = VK_NULL_HANDLE;
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "vulkan: device %d has no memory type for a storage buffer", di);
    }
    VkMemoryAllocateInfo ai = { .sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO, .allocationSize = req.size,
                                .memoryTypeIndex = (uint32_t)t };
    bool ok = VK_CHECK(d->f.vkAllocateMemory(d->dev, &ai, NULL, mem), err) &&
              VK_CHECK(d->f.vkBindBufferMemory(d->dev, *buf, *mem, 0), err);
    if (ok && map && (p->mem.memoryTypes[t].propertyFlags & hv) == hv)
        ok = VK_CHECK(d->f.vkMapMemory(d->dev, *mem, 0, VK_WHOLE_SIZE, 0, map), err);
    if (!ok) {
        d->f.vkDestroyBuffer(d->dev, *buf, NULL);
        if (*mem)
            d->f.vkFreeMemory(d->dev, *mem, NULL);
        *buf = VK_NULL_HANDLE;
        *mem = VK_NULL_HANDLE;
    }
    return ok;
}

/* The pipeline cache's file: in the compile cache folder, per device and
 * driver build (the pipelineCacheUUID). */
static void cache_path(int di, char *out, size_t cap)
{
    char root[PATH_MAX - 128];
    out[0] = '\0';
    if (!tl_runtime_cache_enabled() || !tl_runtime_cache_dir(root, sizeof root))
        return;
    const VkPhysicalDeviceProperties *pp = &V.phys[di].props;
    char uuid[2 * VK_UUID_SIZE + 1];
    for (unsigned i = 0; i < VK_UUID_SIZE; i++)
        snprintf(uuid + 2 * i, 3, "%02x", pp->pipelineCacheUUID[i]);
    snprintf(out, cap, "%s/vulkan-pipelines-%04x-%04x-%s.bin", root, pp->vendorID, pp->deviceID, uuid);
}

/* The cache file's bytes, when the file is ours, private, and its header
 * (VkPipelineCacheHeaderVersionOne) names this device; else NULL. */
static void *read_cache(int di, const char *path, size_t *n)
{
    struct stat st;
    if (!path[0] || lstat(path, &st) != 0 || !S_ISREG(st.st_mode) || st.st_uid != getuid() || (st.st_mode & 022))
        return NULL;
    unsigned char *data = (unsigned char *)tl_read_file(path, n);
    const VkPhysicalDeviceProperties *pp = &V.phys[di].props;
    uint32_t h[4];
    if (!data || *n < 16 + VK_UUID_SIZE) {
        free(data);
        return NULL;
    }
    memcpy(h, data, sizeof h);
    if (h[0] < 16 + VK_UUID_SIZE || h[1] != VK_PIPELINE_CACHE_HEADER_VERSION_ONE || h[2] != pp->vendorID ||
        h[3] != pp->deviceID || memcmp(data + 16, pp->pipelineCacheUUID, VK_UUID_SIZE) != 0) {
        free(data);
        return NULL;
    }
    return data;
}

/* Writes the pipeline cache back (a temporary file renamed over the old
 * one). Under the device's lock; a failure costs only the next process's
 * compile time, so it is not an error. */
static void save_cache(vk_device *d)
{
    if (!d->cache_path[0] || !d->cache)
        return;
    size_t n = 0;
    if (d->f.vkGetPipelineCacheData(d->dev, d->cache, &n, NULL) != VK_SUCCESS || n == 0)
        return;
    void *data = malloc(n);
    if (!data || d->f.vkGetPipelineCacheData(d->dev, d->cache, &n, data) != VK_SUCCESS) {
        free(data);
        return;
    }
    char dir[PATH_MAX], tmp[PATH_MAX + 32];
    snprintf(dir, sizeof dir, "%s", d->cache_path);
    char *slash = strrchr(dir, '/');
    if (slash) {
        /* the folder (and its parents, private) if it is not there yet */
        *slash = '\0';
        for (char *s = dir + 1; *s; s++)
            if (*s == '/') {
                *s = '\0';
                mkdir(dir, 0700);
                *s = '/';
            }
        mkdir(dir, 0700);
    }
    snprintf(tmp, sizeof tmp, "%s.%ld.tmp", d->cache_path, (long)getpid());
    int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd >= 0) {
        bool ok = write(fd, data, n) == (ssize_t)n;
        ok = close(fd) == 0 && ok;
        if (!ok || rename(tmp, d->cache_path) != 0)
            unlink(tmp);
    }
    free(data);
}

static void close_device(int di)
{
    vk_device *d = &V.dev[di];
    if (!d->dev)
        return;
    d->f.vkDeviceWaitIdle(d->dev);
    if (d->staging)
        d->f.vkDestroyBuffer(d->dev, d->staging, NULL);
    if (d->staging_mem)
        d->f.vkFreeMemory(d->dev, d->staging_mem, NULL);
    if (d->scratch)
        d->f.vkDestroyBuffer(d->dev, d->scratch, NULL);
    if (d->scratch_mem)
        d->f.vkFreeMemory(d->dev, d->scratch_mem, NULL);
    if (d->cache)
        d->f.vkDestroyPipelineCache(d->dev, d->cache, NULL);
    if (d->queries)
        d->f.vkDestroyQueryPool(d->dev, d->queries, NULL);
    if (d->fence)
        d->f.vkDestroyFence(d->dev, d->fence, NULL);
    if (d->pool)
        d->f.vkDestroyCommandPool(d->dev, d->pool, NULL);
    d->f.vkDestroyDevice(d->dev, NULL);
    d->dev = VK_NULL_HANDLE;
    d->open = false;
}

/* Opens device di: under its lock; d->why says why not. */
static bool open_device_locked(int di, tl_error *err)
{
    vk_device *d = &V.dev[di];
    if (d->tried)
        return d->open || tl_error_set(err, TL_ERR_UNAVAILABLE, "%s", d->why);
    d->tried = true;
    const vk_physical *p = &V.phys[di];
    VkResult vk_rc;
    /* every feature the codegen may use that the device has */
    VkPhysicalDevice8BitStorageFeatures s8 = { .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_8BIT_STORAGE_FEATURES,
                                               .storageBuffer8BitAccess = p->storage8 };
    VkPhysicalDeviceShaderFloat16Int8Features fi = { .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_FLOAT16_INT8_FEATURES,
                                                     .pNext = &s8, .shaderFloat16 = p->f16, .shaderInt8 = p->int8_arith };
    VkPhysicalDevice16BitStorageFeatures s16 = { .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_16BIT_STORAGE_FEATURES,
                                                 .pNext = p->api12 ? &fi : NULL, .storageBuffer16BitAccess = p->storage16 };
    VkPhysicalDeviceFeatures2 f2 = { .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, .pNext = &s16 };
    f2.features.shaderInt16 = p->int16_arith;
    f2.features.shaderInt64 = p->int64;
    f2.features.shaderFloat64 = p->float64;
    float priority = 1.0f;
    VkDeviceQueueCreateInfo qi = { .sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO, .queueFamilyIndex = p->family,
                                   .queueCount = 1, .pQueuePriorities = &priority };
    const char *ext[2];
    uint32_t next = 0;
    if (p->feedback && VK_API_VERSION_MINOR(p->props.apiVersion) < 3)
        ext[next++] = VK_EXT_PIPELINE_CREATION_FEEDBACK_EXTENSION_NAME;
    if (p->float_controls_ext)
        ext[next++] = VK_KHR_SHADER_FLOAT_CONTROLS_EXTENSION_NAME;
    VkDeviceCreateInfo ci = { .sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO, .pNext = &f2, .queueCreateInfoCount = 1,
                              .pQueueCreateInfos = &qi, .enabledExtensionCount = next, .ppEnabledExtensionNames = ext };
    tl_error e = { 0 };
    bool ok = VK_CHECK(V.vkCreateDevice(p->pd, &ci, NULL, &d->dev), &e);
#define VK_LOAD_DEVICE_FN(name)                                                                              \
    if (ok && !(d->f.name = (PFN_##name)V.vkGetDeviceProcAddr(d->dev, #name)))                               \
        ok = tl_error_set(&e, TL_ERR_UNAVAILABLE, "vulkan: the driver has no %s", #name);
    VK_DEVICE_FNS(VK_LOAD_DEVICE_FN)
#undef VK_LOAD_DEVICE_FN
    if (ok)
        d->f.vkGetDeviceQueue(d->dev, p->family, 0, &d->queue);
    VkCommandPoolCreateInfo pi = { .sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO,
                                   .flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT, .queueFamilyIndex = p->family };
    ok = ok && VK_CHECK(d->f.vkCreateCommandPool(d->dev, &pi, NULL, &d->pool), &e);
    VkCommandBufferAllocateInfo cai = { .sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO, .commandPool = d->pool,
                                        .level = VK_COMMAND_BUFFER_LEVEL_PRIMARY, .commandBufferCount = 1 };
    ok = ok && VK_CHECK(d->f.vkAllocateCommandBuffers(d->dev, &cai, &d->cmd), &e);
    VkFenceCreateInfo fci = { .sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO };
    ok = ok && VK_CHECK(d->f.vkCreateFence(d->dev, &fci, NULL, &d->fence), &e);
    if (ok && p->timestamp_bits) {
        VkQueryPoolCreateInfo qpi = { .sType = VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO,
                                      .queryType = VK_QUERY_TYPE_TIMESTAMP, .queryCount = 2 };
        ok = VK_CHECK(d->f.vkCreateQueryPool(d->dev, &qpi, NULL, &d->queries), &e);
    }
    if (ok) {
        cache_path(di, d->cache_path, sizeof d->cache_path);
        size_t n = 0;
        void *data = read_cache(di, d->cache_path, &n);
        VkPipelineCacheCreateInfo pci = { .sType = VK_STRUCTURE_TYPE_PIPELINE_CACHE_CREATE_INFO,
                                          .initialDataSize = data ? n : 0, .pInitialData = data };
        vk_rc = d->f.vkCreatePipelineCache(d->dev, &pci, NULL, &d->cache);
        if (vk_rc != VK_SUCCESS && data) {
            pci.initialDataSize = 0, pci.pInitialData = NULL;
            vk_rc = d->f.vkCreatePipelineCache(d->dev, &pci, NULL, &d->cache);
        }
        free(data);
        ok = vk_rc == VK_SUCCESS || vk_fail(&e, "vkCreatePipelineCache", vk_rc);
    }
    if (!ok) {
        char name[VK_MAX_PHYSICAL_DEVICE_NAME_SIZE];
        snprintf(name, sizeof name, "%s", p->props.deviceName);
        snprintf(d->why, sizeof d->why, "%.250s (device %d: %.100s)", e.msg, di, name);
        close_device(di);
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "%s", d->why);
    }
    d->open = true;
    return true;
}

/* Device di, opened; its lock held on success. */
static vk_device *lock_device(int di, tl_error *err)
{
    if (!instance(err))
        return NULL;
    if (di < 0 || di >= V.n) {
        tl_error_set(err, TL_ERR_INVALID, "vulkan: no device %d (the loader lists %d)", di, V.n);
        return NULL;
    }
    vk_device *d = &V.dev[di];
    pthread_mutex_lock(&d->lock);
    if (!open_device_locked(di, err)) {
        pthread_mutex_unlock(&d->lock);
        return NULL;
    }
    return d;
}

/* ---- one-off command buffers --------------------------------------------------- */

static bool begin(vk_device *d, tl_error *err)
{
    VkResult vk_rc;
    VkCommandBufferBeginInfo bi = { .sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO,
                                    .flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT };
    if (!VK_CHECK(d->f.vkResetCommandBuffer(d->cmd, 0), err) || !VK_CHECK(d->f.vkBeginCommandBuffer(d->cmd, &bi), err))
        return false;
    /* what earlier submissions wrote, seen by this one's reads and writes */
    VkMemoryBarrier mb = { .sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
                           .srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT | VK_ACCESS_HOST_WRITE_BIT,
                           .dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT |
                                            VK_ACCESS_TRANSFER_READ_BIT | VK_ACCESS_TRANSFER_WRITE_BIT };
    d->f.vkCmdPipelineBarrier(d->cmd, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT | VK_PIPELINE_STAGE_HOST_BIT,
                              VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 1, &mb, 0, NULL, 0,
                              NULL);
    return true;
}

/* Ends the command buffer (its writes made visible to the host), submits it
 * and waits. */
static bool submit_wait(vk_device *d, tl_error *err)
{
    VkResult vk_rc;
    VkMemoryBarrier mb = { .sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
                           .srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT,
                           .dstAccessMask = VK_ACCESS_HOST_READ_BIT };
    d->f.vkCmdPipelineBarrier(d->cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT,
                              VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb, 0, NULL, 0, NULL);
    if (!VK_CHECK(d->f.vkEndCommandBuffer(d->cmd), err) || !VK_CHECK(d->f.vkResetFences(d->dev, 1, &d->fence), err))
        return false;
    VkSubmitInfo si = { .sType = VK_STRUCTURE_TYPE_SUBMIT_INFO, .commandBufferCount = 1, .pCommandBuffers = &d->cmd };
    if (!VK_CHECK(d->f.vkQueueSubmit(d->queue, 1, &si, d->fence), err))
        return false;
    /* a minute: a kernel that runs longer is taken for hung */
    vk_rc = d->f.vkWaitForFences(d->dev, 1, &d->fence, VK_TRUE, UINT64_C(60000000000));
    return vk_rc == VK_SUCCESS || vk_fail(err, "vkWaitForFences", vk_rc);
}

/* ---- device memory: the device_api ------------------------------------------------ */

/* One allocation: a buffer and the address range that stands for it. */
typedef struct vk_alloc {
    uintptr_t base;
    size_t size;     /* the bytes asked for */
    size_t reserved; /* the reservation's bytes */
    int device;
    VkBuffer buf;
    VkDeviceMemory mem;
    void *map;       /* the host's view, or NULL: copies through staging */
} vk_alloc;

static struct {
    pthread_mutex_t lock;
    vk_alloc *a;
    int n, cap;
} A = { .lock = PTHREAD_MUTEX_INITIALIZER };

/* The allocation holding address p (a copy), false when none does. */
static bool find_alloc(uintptr_t p, vk_alloc *out)
{
    bool found = false;
    pthread_mutex_lock(&A.lock);
    for (int i = 0; i < A.n && !found; i++)
        if (p >= A.a[i].base && p < A.a[i].base + (A.a[i].size ? A.a[i].size : 1)) {
            *out = A.a[i];
            found = true;
        }
    pthread_mutex_unlock(&A.lock);
    return found;
}

static bool dev_alloc(int device, size_t bytes, void **ptr, tl_error *err)
{
    *ptr = NULL;
    if (bytes > (size_t)1 << 46)
        return tl_error_set(err, TL_ERR_INVALID, "vulkan: %zu bytes is more than a buffer may hold", bytes);
    vk_device *d = lock_device(device, err);
    if (!d)
        return false;
    /* whole 16-byte words: a packed tensor's last u32 word is read whole */
    VkDeviceSize size = ((VkDeviceSize)bytes + 15) & ~(VkDeviceSize)15;
    if (size == 0)
        size = 16;
    vk_alloc a = { .size = bytes, .device = device };
    /* TILEC_VULKAN_STAGING=1: copies through the staging buffer even where
     * the memory is host-visible (a GPU's path, tested on lavapipe) */
    const char *staging = getenv("TILEC_VULKAN_STAGING");
    bool map = !(staging && *staging && strcmp(staging, "0") != 0);
    bool ok = make_buffer(device, size, false, &a.buf, &a.mem, map ? &a.map : NULL, err);
    pthread_mutex_unlock(&d->lock);
    if (!ok)
        return false;
    long page = sysconf(_SC_PAGESIZE);
    a.reserved = ((size_t)size + (size_t)page - 1) & ~((size_t)page - 1);
    void *r = mmap(NULL, a.reserved, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    pthread_mutex_lock(&A.lock);
    if (r != MAP_FAILED && A.n == A.cap) {
        int cap = A.cap ? 2 * A.cap : 64;
        vk_alloc *na = realloc(A.a, (size_t)cap * sizeof *na);
        if (na)
            A.a = na, A.cap = cap;
    }
    ok = r != MAP_FAILED && A.n < A.cap;
    if (ok) {
        a.base = (uintptr_t)r;
        A.a[A.n++] = a;
    }
    pthread_mutex_unlock(&A.lock);
    if (!ok) {
        if (r != MAP_FAILED)
            munmap(r, a.reserved);
        pthread_mutex_lock(&d->lock);
        d->f.vkDestroyBuffer(d->dev, a.buf, NULL);
        d->f.vkFreeMemory(d->dev, a.mem, NULL);
        pthread_mutex_unlock(&d->lock);
        return tl_error_set(err, TL_ERR_INTERNAL, "vulkan: cannot reserve %zu bytes of addresses: %s", a.reserved,
                            strerror(errno));
    }
    *ptr = r;
    return true;
}

static void dev_free(int device, void *ptr)
{
    if (!ptr)
        return;
    vk_alloc a = { 0 };
    bool found = false;
    pthread_mutex_lock(&A.lock);
    for (int i = 0; i < A.n; i++)
        if (A.a[i].base == (uintptr_t)ptr) {
            a = A.a[i];
            A.a[i] = A.a[--A.n];
            found = true;
            break;
        }
    pthread_mutex_unlock(&A.lock);
    if (!found)
        return;
    vk_device *d = &V.dev[a.device];
    pthread_mutex_lock(&d->lock);
    if (a.map)
        d->f.vkUnmapMemory(d->dev, a.mem);
    d->f.vkDestroyBuffer(d->dev, a.buf, NULL);
    d->f.vkFreeMemory(d->dev, a.mem, NULL);
    pthread_mutex_unlock(&d->lock);
    munmap(ptr, a.reserved);
}

/* Copies through the staging buffer, in pieces of its size. Under the
 * device's lock. */
static bool staged_copy(vk_device *d, int di, const vk_alloc *a, size_t off, void *host, size_t bytes, bool up,
                        tl_error *err)
{
    if (!d->staging) {
        VkDeviceSize size = 64u << 20;
        if (!make_buffer(di, size, true, &d->staging, &d->staging_mem, &d->staging_map, err))
            return false;
        if (!d->staging_map)
            return tl_error_set(err, TL_ERR_UNAVAILABLE, "vulkan: device %d has no host-coherent memory to copy through",
                                di);
        d->staging_size = size;
    }
    for (size_t done = 0; done < bytes;) {
        size_t n = bytes - done < d->staging_size ? bytes - done : (size_t)d->staging_size;
        if (up)
            memcpy(d->staging_map, (char *)host + done, n);
        VkBufferCopy region = { up ? 0 : off + done, up ? off + done : 0, n };
        if (!begin(d, err))
            return false;
        d->f.vkCmdCopyBuffer(d->cmd, up ? d->staging : a->buf, up ? a->buf : d->staging, 1, &region);
        if (!submit_wait(d, err))
            return false;
        if (!up)
            memcpy((char *)host + done, d->staging_map, n);
        done += n;
    }
    return true;
}

/* A copy between host memory and bytes at device address dev. */
static bool copy(int device, void *dev, void *host, size_t bytes, bool up, tl_error *err)
{
    vk_alloc a;
    if (!find_alloc((uintptr_t)dev, &a))
        return tl_error_set(err, TL_ERR_INVALID, "vulkan: %p is no buffer that tl_vulkan_device_api allocated", dev);
    size_t off = (size_t)((uintptr_t)dev - a.base);
    if (bytes > a.size - off)
        return tl_error_set(err, TL_ERR_INVALID, "vulkan: a copy of %zu bytes at offset %zu passes the end of its %zu-byte buffer",
                            bytes, off, a.size);
    if (bytes == 0)
        return true;
    if (a.map) {
        /* launches are synchronous and end with a barrier to the host */
        if (up)
            memcpy((char *)a.map + off, host, bytes);
        else
            memcpy(host, (char *)a.map + off, bytes);
        return true;
    }
    vk_device *d = lock_device(a.device, err);
    if (!d)
        return false;
    bool ok = staged_copy(d, a.device, &a, off, host, bytes, up, err);
    pthread_mutex_unlock(&d->lock);
    return ok;
}

static bool dev_to_device(int device, void *dst, const void *src, size_t bytes, tl_error *err)
{
    return copy(device, dst, (void *)src, bytes, true, err);
}

static bool dev_to_host(int device, void *dst, const void *src, size_t bytes, tl_error *err)
{
    return copy(device, (void *)src, dst, bytes, false, err);
}

/* Launches wait for their kernels: there is nothing left to wait for but
 * the device's own state. */
static bool dev_sync(int device, tl_error *err)
{
    vk_device *d = lock_device(device, err);
    if (!d)
        return false;
    VkResult vk_rc;
    bool ok = VK_CHECK(d->f.vkDeviceWaitIdle(d->dev), err);
    pthread_mutex_unlock(&d->lock);
    return ok;
}

/* What time() asks of the launches on this thread: the device time of
 * each dispatch added into *ms. */
static _Thread_local struct {
    bool on;
    double ms;
    int dispatches;
} timing;

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

static bool dev_time(int device, bool (*run)(void *ud, tl_error *err), void *ud, int nruns, double *ms, tl_error *err)
{
    for (int i = 0; i < nruns; i++) {
        timing.on = true;
        timing.ms = 0;
        timing.dispatches = 0;
        double t0 = now_ms();
        bool ok = run(ud, err);
        double t1 = now_ms();
        timing.on = false;
        if (!ok)
            return false;
        /* a run that dispatched nothing (an empty grid): its host time */
        ms[i] = timing.dispatches ? timing.ms : t1 - t0;
    }
    return true;
}

static const tl_device_api api = { dev_alloc, dev_free, dev_to_device, dev_to_host, dev_sync, dev_time };

const struct tl_device_api *tl_vulkan_device_api(void) { return &api; }

/* ---- grids, evaluated on the host --------------------------------------------- */

/* A grid expression as stack code over the shape dims and the scalar
 * parameters (i32 arithmetic, as the shader's). */
enum { G_CONST, G_DIM, G_SCALAR, G_NEG, G_NOT, G_BNOT, G_BIN, G_SELECT, G_MIN, G_MAX, G_ABS };

typedef struct grid_step {
    int op;
    int arg;     /* G_DIM, G_SCALAR: the index; G_BIN: the tl_binop */
    int64_t value;
} grid_step;

#define GRID_MAX 64

typedef struct grid_code {
    int n;
    grid_step s[GRID_MAX];
} grid_code;

static bool grid_compile(const tl_kernel *k, const tl_expr *e, grid_code *g)
{
    if (!e || g->n >= GRID_MAX)
        return false;
    switch (e->kind) {
    case TL_EXPR_INT: g->s[g->n++] = (grid_step){ G_CONST, 0, e->i }; return true;
    case TL_EXPR_VAR:
        for (size_t j = 0; j < k->nshape_vars; j++)
            if (k->shape_vars[j] == e->var) {
                g->s[g->n++] = (grid_step){ G_DIM, (int)j, 0 };
                return true;
            }
        for (size_t j = 0; j < k->nparams; j++)
            if (!k->params[j].is_tensor && k->params[j].var == e->var && !tl_dtype_is_float(e->var->dtype)) {
                g->s[g->n++] = (grid_step){ G_SCALAR, (int)j, 0 };
                return true;
            }
        return false;
    case TL_EXPR_UNARY:
        if (!grid_compile(k, e->un.a, g) || g->n >= GRID_MAX)
            return false;
        g->s[g->n++] = (grid_step){ e->un.op == TL_UN_NEG ? G_NEG : e->un.op == TL_UN_NOT ? G_NOT : G_BNOT, 0, 0 };
        return true;
    case TL_EXPR_BINARY:
        if (!grid_compile(k, e->bin.a, g) || !grid_compile(k, e->bin.b, g) || g->n >= GRID_MAX)
            return false;
        g->s[g->n++] = (grid_step){ G_BIN, (int)e->bin.op, 0 };
        return true;
    case TL_EXPR_SELECT:
        if (!grid_compile(k, e->sel.cond, g) || !grid_compile(k, e->sel.a, g) || !grid_compile(k, e->sel.b, g) ||
            g->n >= GRID_MAX)
            return false;
        g->s[g->n++] = (grid_step){ G_SELECT, 0, 0 };
        return true;
    case TL_EXPR_CAST: return !tl_dtype_is_float(e->dtype) && !e->cast.bits && grid_compile(k, e->cast.a, g);
    case TL_EXPR_CALL:
        if (e->call.fn != TL_FN_MIN && e->call.fn != TL_FN_MAX && e->call.fn != TL_FN_ABS)
            return false;
        for (int i = 0; i < e->call.nargs; i++)
            if (!grid_compile(k, e->call.args[i], g))
                return false;
        if (g->n >= GRID_MAX)
            return false;
        g->s[g->n++] = (grid_step){ e->call.fn == TL_FN_MIN ? G_MIN : e->call.fn == TL_FN_MAX ? G_MAX : G_ABS, 0, 0 };
        return true;
    default: return false;
    }
}

static int64_t wrap32(int64_t v) { return (int64_t)(int32_t)(uint32_t)(uint64_t)v; }

/* Evaluates g; false on a division by zero. scalar(i) is parameter i's value. */
static bool grid_eval(const grid_code *g, const int64_t *dims, const int64_t *scalars, int64_t *out)
{
    int64_t st[GRID_MAX];
    int sp = 0;
    for (int i = 0; i < g->n; i++) {
        const grid_step *s = &g->s[i];
        switch (s->op) {
        case G_CONST: st[sp++] = s->value; break;
        case G_DIM: st[sp++] = dims[s->arg]; break;
        case G_SCALAR: st[sp++] = scalars[s->arg]; break;
        case G_NEG: st[sp - 1] = wrap32(-st[sp - 1]); break;
        case G_NOT: st[sp - 1] = !st[sp - 1]; break;
        case G_BNOT: st[sp - 1] = wrap32(~st[sp - 1]); break;
        case G_ABS: st[sp - 1] = wrap32(st[sp - 1] < 0 ? -st[sp - 1] : st[sp - 1]); break;
        case G_SELECT: st[sp - 3] = st[sp - 3] ? st[sp - 2] : st[sp - 1]; sp -= 2; break;
        case G_MIN: st[sp - 2] = st[sp - 2] < st[sp - 1] ? st[sp - 2] : st[sp - 1]; sp--; break;
        case G_MAX: st[sp - 2] = st[sp - 2] > st[sp - 1] ? st[sp - 2] : st[sp - 1]; sp--; break;
        default: {
            int64_t a = st[sp - 2], b = st[sp - 1], r = 0;
            switch ((tl_binop)s->arg) {
            case TL_BIN_ADD: r = wrap32(a + b); break;
            case TL_BIN_SUB: r = wrap32(a - b); break;
            case TL_BIN_MUL: r = wrap32(a * b); break;
            case TL_BIN_DIV:
            case TL_BIN_MOD:
            case TL_BIN_CEILDIV:
                if (b == 0)
                    return false;
                r = s->arg == TL_BIN_DIV ? a / b : s->arg == TL_BIN_MOD ? a % b : a / b + (a % b != 0 && (a < 0) == (b < 0));
                r = wrap32(r);
                break;
            case TL_BIN_LT: r = a < b; break;
            case TL_BIN_LE: r = a <= b; break;
            case TL_BIN_GT: r = a > b; break;
            case TL_BIN_GE: r = a >= b; break;
            case TL_BIN_EQ: r = a == b; break;
            case TL_BIN_NE: r = a != b; break;
            case TL_BIN_AND: r = a && b; break;
            case TL_BIN_OR: r = a || b; break;
            case TL_BIN_BAND: r = a & b; break;
            case TL_BIN_BOR: r = a | b; break;
            case TL_BIN_BXOR: r = a ^ b; break;
            case TL_BIN_SHL: r = wrap32((int64_t)((uint64_t)a << (b & 31))); break;
            case TL_BIN_SHR: r = a >> (b & 31); break;
            default: return false;
            }
            st[sp - 2] = r;
            sp--;
        }
        }
    }
    *out = st[0];
    return sp == 1;
}

/* ---- the loaded module ------------------------------------------------------------ */

typedef struct vk_param {
    char name[128];
    bool is_tensor;
    tl_dtype dtype;
    int ndim;
    tl_dim_code dim[TL_IR_MAX_DIMS];
    int push_off; /* a scalar's offset in the push constants */
    int binding;  /* a tensor's */
} vk_param;

/* A kernel's pipeline on one device. */
typedef struct vk_pipeline {
    bool made;
    VkShaderModule shader;
    VkDescriptorSetLayout set_layout;
    VkPipelineLayout layout;
    VkPipeline pipeline;
    VkDescriptorPool pool;
    VkDescriptorSet set;
} vk_pipeline;

typedef struct vk_kernel {
    struct vk_module *m;
    char name[128], entry[128];
    uint32_t *words;
    size_t nwords;
    int threads, wg_bytes, ntensors, push_bytes;
    int nparams, nvars, ngrid;
    vk_param *p;
    grid_code grid[3];
    vk_pipeline on[VK_MAX_DEVICES];
} vk_kernel;

typedef struct vk_module {
    char file[256];
    bool f16, int8, int16, int64, subgroups, ieee32, ieee16;
    int subgroup_min; /* the target's -subgroups=N, 0 for device (the codegen asked the device) */
    int device;       /* the device the load chose: a kernel without tensors runs there */
    int n;
    vk_kernel *k;
} vk_module;

static void pipeline_free(vk_device *d, vk_pipeline *pl)
{
    if (pl->pipeline)
        d->f.vkDestroyPipeline(d->dev, pl->pipeline, NULL);
    if (pl->layout)
        d->f.vkDestroyPipelineLayout(d->dev, pl->layout, NULL);
    if (pl->set_layout)
        d->f.vkDestroyDescriptorSetLayout(d->dev, pl->set_layout, NULL);
    if (pl->pool)
        d->f.vkDestroyDescriptorPool(d->dev, pl->pool, NULL);
    if (pl->shader)
        d->f.vkDestroyShaderModule(d->dev, pl->shader, NULL);
    memset(pl, 0, sizeof *pl);
}

static void module_free(void *mm)
{
    vk_module *m = mm;
    if (!m)
        return;
    for (int i = 0; i < m->n; i++) {
        vk_kernel *k = &m->k[i];
        for (int di = 0; di < VK_MAX_DEVICES; di++)
            if (k->on[di].made || k->on[di].shader) {
                vk_device *d = &V.dev[di];
                pthread_mutex_lock(&d->lock);
                pipeline_free(d, &k->on[di]);
                pthread_mutex_unlock(&d->lock);
            }
        free(k->words);
        free(k->p);
    }
    free(m->k);
    free(m);
}

/* Whether device di can hold module m: its features and each kernel's
 * limits, else why not (naming the kernel, the limit and both numbers). */
static bool fits(const vk_module *m, int di, tl_error *err)
{
    const vk_physical *p = &V.phys[di];
    const VkPhysicalDeviceLimits *l = &p->props.limits;
    const char *name = p->props.deviceName;
    struct { bool need, has; const char *what, *attr; } feats[] = {
        { m->f16, p->f16 && p->storage16, "shaderFloat16 and storageBuffer16BitAccess", "f16" },
        { m->int8, p->storage8, "storageBuffer8BitAccess", "int8" },
        { m->int16, p->storage16, "storageBuffer16BitAccess", "int16" },
        { m->int64, p->int64 && p->float64, "shaderInt64 and shaderFloat64", "int64" },
        { m->subgroups, p->subgroup_size > 0, "subgroup arithmetic and shuffles in compute shaders", "subgroups" },
        { m->ieee32, p->ieee32, "shaderSignedZeroInfNanPreserveFloat32 (signed zeros, inf and NaN kept)", "ieee" },
        { m->ieee16, p->ieee16, "shaderSignedZeroInfNanPreserveFloat16 (signed zeros, inf and NaN kept in f16)", "ieee" },
    };
    for (size_t i = 0; i < sizeof feats / sizeof feats[0]; i++)
        if (feats[i].need && !feats[i].has)
            return tl_error_set(err, TL_ERR_UNAVAILABLE,
                                "vulkan: %s needs %s (the target says -%s), which device %d (%s) does not offer; "
                                "compile with -%s=0 or -%s=device",
                                m->file, feats[i].what, feats[i].attr, di, name, feats[i].attr, feats[i].attr);
    if (m->subgroups && m->subgroup_min > (int)p->subgroup_size)
        return tl_error_set(err, TL_ERR_UNAVAILABLE,
                            "vulkan: %s was compiled for subgroups of at least %d invocations (-subgroups=%d); device %d "
                            "(%s) has %u; compile with -subgroups=device",
                            m->file, m->subgroup_min, m->subgroup_min, di, name, p->subgroup_size);
    for (int i = 0; i < m->n; i++) {
        const vk_kernel *k = &m->k[i];
        struct { int64_t need, has; const char *what; } lim[] = {
            { k->threads, l->maxComputeWorkGroupInvocations, "invocations a workgroup (maxComputeWorkGroupInvocations)" },
            { k->threads, l->maxComputeWorkGroupSize[0], "invocations along x (maxComputeWorkGroupSize[0])" },
            { k->wg_bytes, l->maxComputeSharedMemorySize, "bytes of workgroup memory (maxComputeSharedMemorySize)" },
            { k->ntensors, l->maxPerStageDescriptorStorageBuffers,
              "storage buffers, one a tensor (maxPerStageDescriptorStorageBuffers)" },
            { k->push_bytes, l->maxPushConstantsSize, "bytes of push constants (maxPushConstantsSize)" },
        };
        for (size_t j = 0; j < sizeof lim / sizeof lim[0]; j++)
            if (lim[j].need > lim[j].has)
                return tl_error_set(err, TL_ERR_UNAVAILABLE,
                                    "vulkan: the device's limits are too small: kernel %s needs %lld %s, device %d (%s) "
                                    "has %lld",
                                    k->name, (long long)lim[j].need, lim[j].what, di, name, (long long)lim[j].has);
    }
    return true;
}

/* The module w (n words) without its DenormPreserve capability and
 * execution modes, into out (n words at most): for a device that cannot
 * keep subnormals (shaderDenormPreserveFloat32 false, as lavapipe), where
 * the mode would be invalid; there they may flush. Returns its length. */
static size_t denorm_strip(const uint32_t *w, size_t n, uint32_t *out)
{
    enum { OP_EXECUTION_MODE = 16, OP_CAPABILITY = 17, CAP_DENORM_PRESERVE = 4464, MODE_DENORM_PRESERVE = 4459 };
    size_t k = 5;
    memcpy(out, w, 5 * sizeof *w);
    for (size_t i = 5; i < n;) {
        uint32_t op = w[i] & 0xffff, len = w[i] >> 16;
        if (!len || i + len > n)
            len = (uint32_t)(n - i);
        bool drop = (op == OP_CAPABILITY && len == 2 && w[i + 1] == CAP_DENORM_PRESERVE) ||
                    (op == OP_EXECUTION_MODE && len >= 3 && w[i + 2] == MODE_DENORM_PRESERVE);
        if (!drop) {
            memcpy(out + k, w + i, len * sizeof *w);
            k += len;
        }
        i += len;
    }
    return k;
}

/* Kernel k's pipeline on device di (its lock held): made now if it was not.
 * *hit: whether the pipeline cache held it (when the driver says). */
static vk_pipeline *pipeline(vk_kernel *k, int di, vk_device *d, bool *hit, tl_error *err)
{
    vk_pipeline *pl = &k->on[di];
    if (pl->made)
        return pl;
    VkResult vk_rc;
    bool ok = true;
    const uint32_t *code = k->words;
    size_t nwords = k->nwords;
    uint32_t *stripped = NULL;
    if (!V.phys[di].denorm32) {
        if (!(stripped = malloc(k->nwords * sizeof *stripped)))
            return tl_error_set(err, TL_ERR_INTERNAL, "out of memory"), NULL;
        nwords = denorm_strip(k->words, k->nwords, stripped);
        code = stripped;
    }
    VkShaderModuleCreateInfo si = { .sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO,
                                    .codeSize = nwords * sizeof(uint32_t), .pCode = code };
    ok = VK_CHECK(d->f.vkCreateShaderModule(d->dev, &si, NULL, &pl->shader), err);
    free(stripped);
    VkDescriptorSetLayoutBinding b[64];
    int nb = k->ntensors < 64 ? k->ntensors : 64;
    for (int i = 0; i < nb; i++)
        b[i] = (VkDescriptorSetLayoutBinding){ .binding = (uint32_t)i, .descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,
                                               .descriptorCount = 1, .stageFlags = VK_SHADER_STAGE_COMPUTE_BIT };
    VkDescriptorSetLayoutCreateInfo li = { .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO,
                                           .bindingCount = (uint32_t)nb, .pBindings = b };
    ok = ok && VK_CHECK(d->f.vkCreateDescriptorSetLayout(d->dev, &li, NULL, &pl->set_layout), err);
    VkPushConstantRange pr = { VK_SHADER_STAGE_COMPUTE_BIT, 0, (uint32_t)k->push_bytes };
    VkPipelineLayoutCreateInfo pli = { .sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO, .setLayoutCount = 1,
                                       .pSetLayouts = &pl->set_layout, .pushConstantRangeCount = k->push_bytes > 0,
                                       .pPushConstantRanges = &pr };
    ok = ok && VK_CHECK(d->f.vkCreatePipelineLayout(d->dev, &pli, NULL, &pl->layout), err);
    VkPipelineCreationFeedback fb = { 0 };
    VkPipelineCreationFeedbackCreateInfo fbi = { .sType = VK_STRUCTURE_TYPE_PIPELINE_CREATION_FEEDBACK_CREATE_INFO,
                                                 .pPipelineCreationFeedback = &fb };
    VkComputePipelineCreateInfo ci = {
        .sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO,
        .pNext = V.phys[di].feedback ? &fbi : NULL,
        .stage = { .sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO, .stage = VK_SHADER_STAGE_COMPUTE_BIT,
                   .module = pl->shader, .pName = k->entry },
        .layout = pl->layout,
    };
    if (ok && (vk_rc = d->f.vkCreateComputePipelines(d->dev, d->cache, 1, &ci, NULL, &pl->pipeline)) != VK_SUCCESS)
        ok = tl_error_set(err, TL_ERR_UNAVAILABLE, "vulkan: vkCreateComputePipelines failed for kernel %s on device %d (%s): %s (%d)",
                          k->name, di, V.phys[di].props.deviceName, vk_result_name(vk_rc), (int)vk_rc);
    VkDescriptorPoolSize ps = { VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, (uint32_t)(nb ? nb : 1) };
    VkDescriptorPoolCreateInfo dpi = { .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO, .maxSets = 1,
                                       .poolSizeCount = 1, .pPoolSizes = &ps };
    ok = ok && VK_CHECK(d->f.vkCreateDescriptorPool(d->dev, &dpi, NULL, &pl->pool), err);
    VkDescriptorSetAllocateInfo dai = { .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO, .descriptorPool = pl->pool,
                                        .descriptorSetCount = 1, .pSetLayouts = &pl->set_layout };
    ok = ok && VK_CHECK(d->f.vkAllocateDescriptorSets(d->dev, &dai, &pl->set), err);
    if (!ok) {
        pipeline_free(d, pl);
        return NULL;
    }
    *hit = (fb.flags & VK_PIPELINE_CREATION_FEEDBACK_VALID_BIT) &&
           (fb.flags & VK_PIPELINE_CREATION_FEEDBACK_APPLICATION_PIPELINE_CACHE_HIT_BIT);
    pl->made = true;
    return pl;
}

/* The value of scalar parameter p (args[i] points at it in its dtype) as
 * the push constants hold it: i32, u32 or f32 in 4 bytes, 64-bit ones in 8. */
static void push_scalar(const vk_param *p, const void *v, unsigned char *out, int64_t *as_int)
{
    int32_t i32;
    uint32_t u32;
    float f;
    *as_int = 0;
    switch (p->dtype) {
    case TL_DT_BOOL: u32 = *(const uint8_t *)v != 0; memcpy(out, &u32, 4); *as_int = u32; return;
    case TL_DT_I8: i32 = *(const int8_t *)v; break;
    case TL_DT_I16: i32 = *(const int16_t *)v; break;
    case TL_DT_I32: i32 = *(const int32_t *)v; break;
    case TL_DT_U8: u32 = *(const uint8_t *)v; memcpy(out, &u32, 4); *as_int = u32; return;
    case TL_DT_U16: u32 = *(const uint16_t *)v; memcpy(out, &u32, 4); *as_int = u32; return;
    case TL_DT_U32: u32 = *(const uint32_t *)v; memcpy(out, &u32, 4); *as_int = u32; return;
    case TL_DT_I64: case TL_DT_U64: case TL_DT_F64:
        memcpy(out, v, 8);
        if (p->dtype != TL_DT_F64)
            memcpy(as_int, v, 8);
        return;
    case TL_DT_F16: f = (float)tl_value_f16_to_double(*(const uint16_t *)v); memcpy(out, &f, 4); return;
    case TL_DT_BF16: f = (float)tl_value_bf16_to_double(*(const uint16_t *)v); memcpy(out, &f, 4); return;
    case TL_DT_F32: memcpy(out, v, 4); return;
    default: memset(out, 0, 4); return;
    }
    memcpy(out, &i32, 4);
    *as_int = i32;
}

/* The blocks of a grid over x, y and z within the device's counts, the
 * shader numbering them x + nx * (y + ny * z) and returning past total. */
static bool dispatch_size(int64_t total, const uint32_t max[3], uint32_t out[3], tl_error *err)
{
    int64_t x = total < (int64_t)max[0] ? total : (int64_t)max[0];
    int64_t y = (total + x - 1) / x, z = 1;
    if (y > (int64_t)max[1]) {
        z = (y + max[1] - 1) / max[1];
        y = max[1];
    }
    if (z > (int64_t)max[2])
        return tl_error_set(err, TL_ERR_INVALID, "a grid of %lld blocks is more than the device dispatches", (long long)total);
    out[0] = (uint32_t)x, out[1] = (uint32_t)y, out[2] = (uint32_t)z;
    return true;
}

static int vk_launch(void *fn, void *const *args, const int64_t *dims, const tl_launch_config *cfg, tl_error *err)
{
    vk_kernel *k = fn;
    /* the grid, from the dims and the integer scalars */
    int64_t scalars[64] = { 0 };
    unsigned char push[256] = { 0 };
    for (int j = 0; j < k->nvars; j++) {
        int32_t v = (int32_t)dims[j];
        if (4 * j + 4 <= (int)sizeof push)
            memcpy(push + 4 * j, &v, 4);
    }
    for (int i = 0; i < k->nparams; i++)
        if (!k->p[i].is_tensor && k->p[i].push_off >= 0 && k->p[i].push_off + 8 <= (int)sizeof push)
            push_scalar(&k->p[i], args[i], push + k->p[i].push_off, &scalars[i < 64 ? i : 63]);
    int64_t total = 1;
    for (int g = 0; g < k->ngrid; g++) {
        int64_t v = 0;
        if (!grid_eval(&k->grid[g], dims, scalars, &v))
            return tl_error_set(err, TL_ERR_INVALID, "grid dim %d cannot be computed (a division by zero)", g), 1;
        if (v < 0)
            return tl_error_set(err, TL_ERR_INVALID, "grid dim %d is %lld, negative", g, (long long)v), 1;
        total *= v;
    }
    if (total > INT32_MAX)
        return tl_error_set(err, TL_ERR_INVALID, "a grid of %lld blocks: the shader numbers blocks in i32", (long long)total), 1;
    /* the device: the tensors' (all on one, as the runtime checked their ids) */
    vk_alloc buf[64];
    size_t off[64], range[64];
    int di = -1, nt = 0;
    for (int i = 0; i < k->nparams; i++) {
        const vk_param *p = &k->p[i];
        if (!p->is_tensor)
            continue;
        vk_alloc *a = &buf[nt];
        if (!find_alloc((uintptr_t)args[i], a))
            return tl_error_set(err, TL_ERR_INVALID,
                                "argument %d (%s): its data %p is no Vulkan buffer (allocate it with tl_vulkan_device_api)",
                                i, p->name, args[i]), 1;
        if (di >= 0 && a->device != di)
            return tl_error_set(err, TL_ERR_INVALID, "argument %d (%s): its buffer is on Vulkan device %d, the others on %d", i,
                                p->name, a->device, di), 1;
        di = a->device;
        uint64_t n = 1;
        for (int d = 0; d < p->ndim; d++) {
            int64_t v = 0;
            if (!tl_dim_eval(p->dim[d].code, p->dim[d].n, dims, &v) || v < 0)
                return tl_error_set(err, TL_ERR_INVALID, "argument %d (%s): dim %d cannot be computed", i, p->name, d), 1;
            n *= (uint64_t)v;
        }
        size_t bytes = (size_t)tl_dtype_global_bytes(p->dtype, n);
        off[nt] = (size_t)((uintptr_t)args[i] - a->base);
        if (bytes > a->size - off[nt])
            return tl_error_set(err, TL_ERR_INVALID,
                                "argument %d (%s): its %zu bytes at offset %zu pass the end of its %zu-byte buffer", i,
                                p->name, bytes, off[nt], a->size), 1;
        const VkPhysicalDeviceLimits *l = &V.phys[di].props.limits;
        if (off[nt] % l->minStorageBufferOffsetAlignment)
            return tl_error_set(err, TL_ERR_INVALID,
                                "argument %d (%s): offset %zu into its buffer is not a multiple of the device's "
                                "minStorageBufferOffsetAlignment (%llu)",
                                i, p->name, off[nt], (unsigned long long)l->minStorageBufferOffsetAlignment), 1;
        /* whole u32 words (packed 8/16-bit tensors), within the buffer made
         * in 16-byte words */
        size_t r = (bytes + 3) & ~(size_t)3;
        size_t room = ((a->size + 15) & ~(size_t)15) - off[nt];
        range[nt] = r ? (r < room ? r : room) : 4;
        if (range[nt] > l->maxStorageBufferRange)
            return tl_error_set(err, TL_ERR_INVALID, "argument %d (%s): %zu bytes is more than the device binds (maxStorageBufferRange %u)",
                                i, p->name, range[nt], l->maxStorageBufferRange), 1;
        nt++;
    }
    if (total == 0)
        return 0;
    if (di < 0)
        di = k->m->device;
    /* another device than the load's: the module checked against it first */
    if (!k->on[di].made && !fits(k->m, di, err))
        return 1;
    vk_device *d = lock_device(di, err);
    if (!d)
        return 1;
    bool hit = false;
    vk_pipeline *pl = pipeline(k, di, d, &hit, err);
    uint32_t groups[3] = { 1, 1, 1 };
    bool ok = pl && dispatch_size(total, V.phys[di].props.limits.maxComputeWorkGroupCount, groups, err);
    if (ok && nt) {
        VkDescriptorBufferInfo bi[64];
        VkWriteDescriptorSet w[64];
        for (int t = 0; t < nt; t++) {
            bi[t] = (VkDescriptorBufferInfo){ buf[t].buf, off[t], range[t] };
            w[t] = (VkWriteDescriptorSet){ .sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, .dstSet = pl->set,
                                           .dstBinding = (uint32_t)t, .descriptorCount = 1,
                                           .descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, .pBufferInfo = &bi[t] };
        }
        d->f.vkUpdateDescriptorSets(d->dev, (uint32_t)nt, w, 0, NULL);
    }
    bool timed = timing.on && d->queries;
    ok = ok && begin(d, err);
    if (ok && timing.on && V.phys[di].props.deviceType != VK_PHYSICAL_DEVICE_TYPE_CPU) {
        /* a cold L2: 128 MiB written before the kernel */
        if (!d->scratch && !make_buffer(di, 128u << 20, false, &d->scratch, &d->scratch_mem, NULL, err))
            ok = false;
        if (ok) {
            d->f.vkCmdFillBuffer(d->cmd, d->scratch, 0, VK_WHOLE_SIZE, 0);
            VkMemoryBarrier mb = { .sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER, .srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT,
                                   .dstAccessMask = VK_ACCESS_SHADER_READ_BIT };
            d->f.vkCmdPipelineBarrier(d->cmd, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0, 1,
                                      &mb, 0, NULL, 0, NULL);
        }
    }
    if (ok) {
        if (timed) {
            d->f.vkCmdResetQueryPool(d->cmd, d->queries, 0, 2);
            d->f.vkCmdWriteTimestamp(d->cmd, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, d->queries, 0);
        }
        d->f.vkCmdBindPipeline(d->cmd, VK_PIPELINE_BIND_POINT_COMPUTE, pl->pipeline);
        if (nt)
            d->f.vkCmdBindDescriptorSets(d->cmd, VK_PIPELINE_BIND_POINT_COMPUTE, pl->layout, 0, 1, &pl->set, 0, NULL);
        if (k->push_bytes)
            d->f.vkCmdPushConstants(d->cmd, pl->layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, (uint32_t)k->push_bytes, push);
        d->f.vkCmdDispatch(d->cmd, groups[0], groups[1], groups[2]);
        if (timed)
            d->f.vkCmdWriteTimestamp(d->cmd, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, d->queries, 1);
    }
    double t0 = now_ms();
    ok = ok && submit_wait(d, err);
    double t1 = now_ms();
    if (ok && timing.on) {
        uint64_t ts[2];
        VkResult vk_rc;
        if (timed && VK_CHECK(d->f.vkGetQueryPoolResults(d->dev, d->queries, 0, 2, sizeof ts, ts, sizeof ts[0],
                                                         VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT),
                              err)) {
            uint64_t mask = V.phys[di].timestamp_bits >= 64 ? UINT64_MAX : (UINT64_C(1) << V.phys[di].timestamp_bits) - 1;
            timing.ms += (double)((ts[1] - ts[0]) & mask) * V.phys[di].props.limits.timestampPeriod / 1e6;
        } else if (!timed) {
            timing.ms += t1 - t0;
        } else {
            ok = false;
        }
        timing.dispatches++;
    }
    pthread_mutex_unlock(&d->lock);
    if (!ok && cfg && cfg->why && cfg->why_cap)
        snprintf(cfg->why, cfg->why_cap, "%s", err->msg);
    return ok ? 0 : 1;
}

/* ---- the execution backend ------------------------------------------------------- */

static bool make_kernel(const tl_vulkan_artifact *a, const tl_kernel *ik, vk_module *m, vk_kernel *k, tl_error *err)
{
    const tl_vulkan_kernel *ak = NULL;
    for (int i = 0; i < a->nkernels && !ak; i++)
        if (strcmp(a->kernels[i].name, ik->name) == 0)
            ak = &a->kernels[i];
    if (!ak || !ak->words || ak->nwords < 5)
        return tl_error_set(err, TL_ERR_INTERNAL, "vulkan: the codegen made no SPIR-V for kernel %s", ik->name);
    k->m = m;
    snprintf(k->name, sizeof k->name, "%s", ik->name);
    snprintf(k->entry, sizeof k->entry, "%s", ak->entry ? ak->entry : "main");
    k->threads = ak->threads;
    k->wg_bytes = ak->wg_bytes;
    k->ntensors = ak->ntensors;
    k->push_bytes = ak->push_bytes;
    k->nparams = (int)ik->nparams;
    k->nvars = (int)ik->nshape_vars;
    k->ngrid = ik->ngrid;
    if (ik->nparams > 64 || ak->ntensors > 64 || ak->push_bytes > 256 || 4 * (int)ik->nshape_vars > ak->push_bytes)
        return tl_error_set(err, TL_ERR_INVALID,
                            "vulkan: kernel %s: %zu parameters, %d tensors, %d bytes of push constants for %zu shape dims: "
                            "at most 64, 64 and 256",
                            ik->name, ik->nparams, ak->ntensors, ak->push_bytes, ik->nshape_vars);
    if (!(k->words = malloc(ak->nwords * sizeof *k->words)) || !(k->p = calloc(ik->nparams + 1, sizeof *k->p)))
        return tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    memcpy(k->words, ak->words, ak->nwords * sizeof *k->words);
    k->nwords = ak->nwords;
    int binding = 0;
    for (size_t j = 0; j < ik->nparams; j++) {
        const tl_param *p = &ik->params[j];
        vk_param *q = &k->p[j];
        snprintf(q->name, sizeof q->name, "%s", p->name);
        q->is_tensor = p->is_tensor;
        q->push_off = -1;
        if (!p->is_tensor) {
            q->dtype = p->var->dtype;
            q->push_off = ak->push_off ? ak->push_off[j] : -1;
            int size = tl_dtype_bits(q->dtype) == 64 ? 8 : 4;
            if (q->push_off < 0 || q->push_off + size > ak->push_bytes)
                return tl_error_set(err, TL_ERR_INTERNAL, "vulkan: kernel %s: scalar %s has no place in the push constants",
                                    ik->name, p->name);
            continue;
        }
        q->dtype = p->buf->dtype;
        q->ndim = p->buf->ndim;
        q->binding = binding++;
        for (int d = 0; d < p->buf->ndim && d < TL_IR_MAX_DIMS; d++)
            if (!tl_dim_compile(ik, p->buf->dims[d], &q->dim[d]))
                return tl_error_set(err, TL_ERR_INVALID, "vulkan: kernel %s: dim %d of tensor %s is no shape expression",
                                    ik->name, d, p->name);
    }
    if (binding != ak->ntensors)
        return tl_error_set(err, TL_ERR_INTERNAL, "vulkan: kernel %s binds %d storage buffers for %d tensors", ik->name,
                            ak->ntensors, binding);
    for (int g = 0; g < ik->ngrid && g < 3; g++)
        if (!grid_compile(ik, ik->grid[g], &k->grid[g]))
            return tl_error_set(err, TL_ERR_INVALID,
                                "vulkan: kernel %s: grid dim %d is no integer expression of the shape dims and integer "
                                "scalars (or too long a one)",
                                ik->name, g);
    return true;
}

tl_kernel_handle *tl_vulkan_tvm_ffi_load(struct tl_compilation *c, tl_error *err)
{
    if (!c->device_artifact && !tl_vulkan_codegen_compile(c, err))
        return NULL;
    const tl_vulkan_artifact *a = c->device_artifact;
    int di = select_device(tl_target_attr(tl_context_target(c->ctx), "device"), err);
    if (di < 0)
        return NULL;
    tl_kernel_handle *h = tl_handle_new(c, err);
    if (!h)
        return NULL;
    int n = tl_kernel_handle_nkernels(h);
    vk_module *m = calloc(1, sizeof *m);
    if (!m || !(m->k = calloc((size_t)n, sizeof *m->k))) {
        free(m);
        tl_kernel_handle_free(h);
        tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
        return NULL;
    }
    snprintf(m->file, sizeof m->file, "%s", a->file ? a->file : "the module");
    m->f16 = a->f16, m->int8 = a->int8, m->int16 = a->int16, m->int64 = a->int64, m->subgroups = a->subgroups;
    m->ieee32 = a->ieee32, m->ieee16 = a->ieee16;
    const char *sg = tl_target_attr(tl_context_target(c->ctx), "subgroups");
    m->subgroup_min = sg ? atoi(sg) : 0;
    m->device = di;
    m->n = n;
    bool ok = true;
    for (int i = 0; ok && i < n; i++)
        ok = make_kernel(a, c->module->kernels[i], m, &m->k[i], err);
    ok = ok && fits(m, di, err);
    /* the pipelines, on the selected device now (a driver's refusal comes
     * with the load); another device's on its first launch */
    bool all_hit = true, made = false;
    vk_device *d = ok ? lock_device(di, err) : NULL;
    if (d) {
        for (int i = 0; ok && i < n; i++) {
            bool hit = false;
            ok = pipeline(&m->k[i], di, d, &hit, err) != NULL;
            all_hit = all_hit && hit;
            made = true;
        }
        if (ok && !all_hit) {
            tl_runtime_count_compile();
            save_cache(d);
        }
        pthread_mutex_unlock(&d->lock);
    } else {
        ok = false;
    }
    if (!ok) {
        module_free(m);
        tl_kernel_handle_free(h);
        return NULL;
    }
    for (int i = 0; i < n; i++)
        tl_handle_set_launch(h, i, vk_launch, &m->k[i]);
    tl_handle_own(h, m, module_free, NULL, made && all_hit);
    return h;
}
