/*
 * driver.c: the CUDA driver API loaded at run time (see driver.h).
 *
 * libcuda.so.1 is dlopen'ed and cuInit run once per process; the library
 * stays loaded (unloading the driver after cuInit is not supported). Each
 * entry point is looked up by the versioned name the CUDA 12/13 headers map
 * it to (cuMemAlloc -> cuMemAlloc_v2). A failing call gives "NAME: ERROR_NAME
 * (error string)". A module keeps, per device, the CUmodule loaded from its
 * cubin into that device's primary context and the functions looked up in it,
 * with the dynamic shared memory limit raised (cuFuncSetAttribute) for a
 * kernel that asks for more than the default 48 KiB. A bundle of cubins (one
 * a kernel) is loaded as one CUmodule a cubin, searched in turn.
 */
#include "cuda/driver.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef int CUdevice;
typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUstream_st *CUstream;
typedef struct CUevent_st *CUevent;
typedef unsigned long long CUdeviceptr;

enum {
    CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8,
    CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL = 9,
    CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16,
    CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE = 38,
    CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN = 97,
    CU_ERROR_NOT_FOUND = 500,
};

/* cuLaunchKernelEx's configuration (CUDA 12.0 on), laid out as cuda.h lays
 * out CUlaunchConfig and CUlaunchAttribute; the one attribute set is the
 * cluster's shape */
#define CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION 4
typedef struct {
    int id;
    char pad[4];
    union {
        char pad[64];
        void *align;
        struct { unsigned x, y, z; } cluster;
    } value;
} launch_attr;
typedef struct {
    unsigned grid_x, grid_y, grid_z, block_x, block_y, block_z, smem;
    CUstream stream;
    launch_attr *attrs;
    unsigned nattrs;
} launch_config;

#define MAX_DEVICES 64
#define DEFAULT_SMEM (48 * 1024)

static struct {
    pthread_once_t once;
    bool ok;
    bool no_tma; /* TILEC_CUDA_NO_TMA=1 (a check of the kernels' other forms): launches build no map */
    char reason[256];
    CUresult (*init)(unsigned);
    CUresult (*device_get_count)(int *);
    CUresult (*device_get)(CUdevice *, int);
    CUresult (*device_get_attribute)(int *, int, CUdevice);
    CUresult (*primary_ctx_retain)(CUcontext *, CUdevice);
    CUresult (*ctx_set_current)(CUcontext);
    CUresult (*ctx_synchronize)(void);
    CUresult (*module_load_data)(CUmodule *, const void *);
    CUresult (*module_unload)(CUmodule);
    CUresult (*module_get_function)(CUfunction *, CUmodule, const char *);
    CUresult (*func_set_attribute)(CUfunction, int, int);
    CUresult (*launch_kernel)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, CUstream,
                              void **, void **);
    CUresult (*mem_alloc)(CUdeviceptr *, size_t);
    CUresult (*mem_free)(CUdeviceptr);
    CUresult (*memcpy_htod)(CUdeviceptr, const void *, size_t);
    CUresult (*memcpy_dtoh)(void *, CUdeviceptr, size_t);
    CUresult (*memset_d8_async)(CUdeviceptr, unsigned char, size_t, CUstream);
    CUresult (*pointer_get_attribute)(void *, int, CUdeviceptr);
    CUresult (*event_create)(CUevent *, unsigned);
    CUresult (*event_record)(CUevent, CUstream);
    CUresult (*event_synchronize)(CUevent);
    CUresult (*event_elapsed)(float *, CUevent, CUevent);
    CUresult (*event_destroy)(CUevent);
    /* sm_90's tensor maps (CUDA 12.0 and later); NULL in an older driver */
    CUresult (*tensor_map_encode_tiled)(void *, int, unsigned, void *, const uint64_t *, const uint64_t *,
                                        const unsigned *, const unsigned *, int, int, int, int);
    CUresult (*occupancy)(int *, CUfunction, int, size_t);
    /* clusters (CUDA 12.0 on); NULL in an older driver */
    CUresult (*launch_ex)(const launch_config *, CUfunction, void **, void **);
    CUresult (*max_clusters)(int *, CUfunction, const launch_config *);
    CUresult (*get_error_name)(CUresult, const char **);
    CUresult (*get_error_string)(CUresult, const char **);
    pthread_mutex_t lock; /* the contexts below */
    CUcontext ctx[MAX_DEVICES];
    int ndevices;
} cu = { .once = PTHREAD_ONCE_INIT, .lock = PTHREAD_MUTEX_INITIALIZER };

static void load_once(void)
{
    void *h = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        snprintf(cu.reason, sizeof cu.reason, "libcuda.so.1 not found: no NVIDIA driver");
        return;
    }
    /* the first name that exists: versioned names first */
#define SYM(field, ...)                                                                                                 \
    do {                                                                                                                \
        const char *names_[] = { __VA_ARGS__ };                                                                         \
        for (size_t i_ = 0; i_ < sizeof names_ / sizeof *names_ && !cu.field; i_++)                                     \
            *(void **)&cu.field = dlsym(h, names_[i_]);                                                                 \
        if (!cu.field) {                                                                                                \
            snprintf(cu.reason, sizeof cu.reason, "libcuda.so.1 lacks %s", names_[0]);                                  \
            return;                                                                                                     \
        }                                                                                                               \
    } while (0)
    SYM(init, "cuInit");
    SYM(device_get_count, "cuDeviceGetCount");
    SYM(device_get, "cuDeviceGet");
    SYM(device_get_attribute, "cuDeviceGetAttribute");
    SYM(primary_ctx_retain, "cuDevicePrimaryCtxRetain");
    SYM(ctx_set_current, "cuCtxSetCurrent");
    SYM(ctx_synchronize, "cuCtxSynchronize");
    SYM(module_load_data, "cuModuleLoadData");
    SYM(module_unload, "cuModuleUnload");
    SYM(module_get_function, "cuModuleGetFunction");
    SYM(func_set_attribute, "cuFuncSetAttribute");
    SYM(launch_kernel, "cuLaunchKernel");
    SYM(mem_alloc, "cuMemAlloc_v2");
    SYM(mem_free, "cuMemFree_v2");
    SYM(memcpy_htod, "cuMemcpyHtoD_v2");
    SYM(memcpy_dtoh, "cuMemcpyDtoH_v2");
    SYM(memset_d8_async, "cuMemsetD8Async");
    SYM(pointer_get_attribute, "cuPointerGetAttribute");
    SYM(event_create, "cuEventCreate");
    SYM(event_record, "cuEventRecord");
    SYM(event_synchronize, "cuEventSynchronize");
    SYM(event_elapsed, "cuEventElapsedTime_v2", "cuEventElapsedTime");
    SYM(event_destroy, "cuEventDestroy_v2", "cuEventDestroy");
    SYM(occupancy, "cuOccupancyMaxActiveBlocksPerMultiprocessor");
    SYM(get_error_name, "cuGetErrorName");
    SYM(get_error_string, "cuGetErrorString");
#undef SYM
    *(void **)&cu.tensor_map_encode_tiled = dlsym(h, "cuTensorMapEncodeTiled");
    *(void **)&cu.launch_ex = dlsym(h, "cuLaunchKernelEx");
    *(void **)&cu.max_clusters = dlsym(h, "cuOccupancyMaxActiveClusters");
    CUresult rc = cu.init(0);
    if (rc != 0) {
        const char *n = NULL;
        cu.get_error_name(rc, &n);
        snprintf(cu.reason, sizeof cu.reason, "cuInit: %s (%d)", n ? n : "unknown error", rc);
        return;
    }
    if (cu.device_get_count(&cu.ndevices) != 0 || cu.ndevices < 1) {
        snprintf(cu.reason, sizeof cu.reason, "the CUDA driver sees no device");
        return;
    }
    if (cu.ndevices > MAX_DEVICES)
        cu.ndevices = MAX_DEVICES;
    const char *no_tma = getenv("TILEC_CUDA_NO_TMA");
    cu.no_tma = no_tma && *no_tma && strcmp(no_tma, "0");
    cu.ok = true;
}

bool tl_cu_load(char *reason, size_t cap)
{
    pthread_once(&cu.once, load_once);
    if (!cu.ok && reason && cap)
        snprintf(reason, cap, "%s", cu.reason);
    return cu.ok;
}

/* "call: NAME (string)" into buf */
static void describe(CUresult rc, const char *call, char *buf, size_t cap)
{
    const char *n = NULL, *s = NULL;
    if (cu.get_error_name(rc, &n) != 0)
        n = NULL;
    if (cu.get_error_string(rc, &s) != 0)
        s = NULL;
    snprintf(buf, cap, "%s: %s (%s)", call, n ? n : "unknown CUDA error", s ? s : "no description");
}

static bool check(CUresult rc, const char *call, tl_error *err)
{
    if (rc == 0)
        return true;
    char buf[512];
    describe(rc, call, buf, sizeof buf);
    return tl_error_set(err, TL_ERR_INTERNAL, "%s", buf);
}
#define CHECK(call, err) check(cu.call, #call, err)

static bool loaded(tl_error *err)
{
    char reason[256];
    return tl_cu_load(reason, sizeof reason) || tl_error_set(err, TL_ERR_UNAVAILABLE, "CUDA driver: %s", reason);
}

bool tl_cu_use_device(int device, tl_error *err)
{
    if (!loaded(err))
        return false;
    if (device < 0 || device >= cu.ndevices)
        return tl_error_set(err, TL_ERR_INVALID, "CUDA device %d does not exist (this machine has %d)", device,
                            cu.ndevices);
    pthread_mutex_lock(&cu.lock);
    bool ok = true;
    if (!cu.ctx[device]) {
        CUdevice d;
        ok = check(cu.device_get(&d, device), "cuDeviceGet", err) &&
             check(cu.primary_ctx_retain(&cu.ctx[device], d), "cuDevicePrimaryCtxRetain", err);
    }
    CUcontext ctx = cu.ctx[device];
    pthread_mutex_unlock(&cu.lock);
    return ok && check(cu.ctx_set_current(ctx), "cuCtxSetCurrent", err);
}

/* ---- modules and launches ---------------------------------------------- */

#define MAX_FUNCS 64

struct tl_cu_module {
    int nimages;
    void *image[TL_CU_BUNDLE_MAX]; /* the cubins, each malloc'd (aligned for the driver) */
    size_t image_size[TL_CU_BUNDLE_MAX];
    tl_cu_image_fn *more; /* the cubins of kernels not in image[] (tl_cu_module_defer) */
    void *more_ud;
    pthread_mutex_t lock;
    CUmodule mod[MAX_DEVICES][TL_CU_BUNDLE_MAX];
    struct {
        char *name; /* malloc'd */
        CUfunction fn;
        int smem_set;     /* the dynamic shared memory limit set, or 0 */
        unsigned resident[2]; /* 1 + a persistent kernel's blocks at once on the device (resident_blocks),
                               * alone and in cluster pairs; 0 not asked yet */
    } funcs[MAX_DEVICES][MAX_FUNCS];
};

#define BUNDLE_MAGIC "TLCUBUND"
#define BUNDLE_HEAD 16 /* the magic, the count, a zero */

static size_t round8(size_t n) { return (n + 7) & ~(size_t)7; }

bool tl_cu_is_bundle(const void *image, size_t size)
{
    return size >= BUNDLE_HEAD && memcmp(image, BUNDLE_MAGIC, 8) == 0;
}

bool tl_cu_bundle(const void *const *cubins, const size_t *sizes, int n, void **out, size_t *out_size, tl_error *err)
{
    *out = NULL;
    *out_size = 0;
    if (n < 1 || n > TL_CU_BUNDLE_MAX)
        return tl_error_set(err, TL_ERR_INVALID, "a bundle holds 1 to %d cubins, not %d", TL_CU_BUNDLE_MAX, n);
    size_t total = round8(BUNDLE_HEAD + (size_t)n * 8);
    for (int i = 0; i < n; i++)
        total += round8(sizes[i]);
    unsigned char *b = calloc(1, total);
    if (!b)
        return tl_error_set(err, TL_ERR_INTERNAL, "out of memory for a %zu-byte bundle of cubins", total);
    memcpy(b, BUNDLE_MAGIC, 8);
    uint32_t count = (uint32_t)n;
    memcpy(b + 8, &count, 4);
    size_t at = round8(BUNDLE_HEAD + (size_t)n * 8);
    for (int i = 0; i < n; i++) {
        uint64_t sz = sizes[i];
        memcpy(b + BUNDLE_HEAD + (size_t)i * 8, &sz, 8);
        memcpy(b + at, cubins[i], sizes[i]);
        at += round8(sizes[i]);
    }
    *out = b;
    *out_size = total;
    return true;
}

/* The cubins of image (a cubin or a bundle), copied into m. */
static bool take_images(tl_cu_module *m, const unsigned char *image, size_t size, tl_error *err)
{
    if (size == 0)
        return true;
    if (!tl_cu_is_bundle(image, size)) {
        if (!(m->image[0] = malloc(size ? size : 1)))
            return tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
        memcpy(m->image[0], image, size);
        m->image_size[0] = size;
        m->nimages = 1;
        return true;
    }
    uint32_t n;
    memcpy(&n, image + 8, 4);
    if (n < 1 || n > TL_CU_BUNDLE_MAX || size < round8(BUNDLE_HEAD + (size_t)n * 8))
        return tl_error_set(err, TL_ERR_INVALID, "a bundle of cubins with a bad header (%u cubins in %zu bytes)", n, size);
    size_t at = round8(BUNDLE_HEAD + (size_t)n * 8);
    for (uint32_t i = 0; i < n; i++) {
        uint64_t sz;
        memcpy(&sz, image + BUNDLE_HEAD + (size_t)i * 8, 8);
        if (sz > size - at)
            return tl_error_set(err, TL_ERR_INVALID, "a bundle of cubins is cut short (cubin %u of %u)", i + 1, n);
        if (!(m->image[i] = malloc(sz ? sz : 1)))
            return tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
        memcpy(m->image[i], image + at, sz);
        m->image_size[i] = sz;
        m->nimages = (int)i + 1;
        at += round8(sz);
        if (at > size)
            at = size;
    }
    return true;
}

tl_cu_module *tl_cu_module_new(const void *cubin, size_t size, tl_error *err)
{
    tl_cu_module *m = calloc(1, sizeof *m);
    if (!m) {
        tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
        return NULL;
    }
    pthread_mutex_init(&m->lock, NULL);
    if (!take_images(m, cubin, size, err)) {
        tl_cu_module_free(m);
        return NULL;
    }
    return m;
}

void tl_cu_module_free(tl_cu_module *m)
{
    if (!m)
        return;
    for (int d = 0; d < MAX_DEVICES; d++)
        for (int i = 0; i < m->nimages; i++)
            if (m->mod[d][i] && tl_cu_use_device(d, NULL))
                cu.module_unload(m->mod[d][i]); /* nothing to do about a failure here */
    pthread_mutex_destroy(&m->lock);
    for (int i = 0; i < m->nimages; i++)
        free(m->image[i]);
    for (int d = 0; d < MAX_DEVICES; d++)
        for (int i = 0; i < MAX_FUNCS; i++)
            free(m->funcs[d][i].name);
    free(m);
}

void tl_cu_module_defer(tl_cu_module *m, tl_cu_image_fn *more, void *ud)
{
    pthread_mutex_lock(&m->lock);
    m->more = more;
    m->more_ud = ud;
    pthread_mutex_unlock(&m->lock);
}

/* The device holding pointer p (NULL: device 0). */
static bool device_of(const void *p, int *device, tl_error *err)
{
    *device = 0;
    if (!tl_cu_use_device(0, err))
        return false;
    if (!p)
        return true;
    int ordinal = -1;
    CUresult rc = cu.pointer_get_attribute(&ordinal, CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, (CUdeviceptr)(uintptr_t)p);
    if (rc != 0) {
        char buf[400];
        describe(rc, "cuPointerGetAttribute", buf, sizeof buf);
        return tl_error_set(err, TL_ERR_INVALID, "a tensor's data %p is not CUDA device memory (%s)", p, buf);
    }
    *device = ordinal;
    return tl_cu_use_device(ordinal, err);
}

/* Whether cubin image holds kernel name: an ELF section ".text.NAME". A
 * bundle's kernel is looked up in its own cubin only: asking the others
 * (CUDA_ERROR_NOT_FOUND) is harmless but counts as an error under
 * compute-sanitizer. */
static bool image_has_kernel(const void *image, size_t size, const char *name)
{
    char want[300];
    int n = snprintf(want, sizeof want, ".text.%s", name);
    if (n < 0 || (size_t)n >= sizeof want)
        return true; /* a name too long to search: ask the driver */
    return memmem(image, size, want, (size_t)n + 1) != NULL; /* with its NUL */
}

/* Kernel name's function in m on device, loading the module there first. */
static bool function(tl_cu_module *m, int device, const char *name, int smem, CUfunction *out, tl_error *err)
{
    bool ok = true;
    pthread_mutex_lock(&m->lock);
    int i = 0;
    while (i < MAX_FUNCS && m->funcs[device][i].name && strcmp(m->funcs[device][i].name, name) != 0)
        i++;
    /* a kernel launched before on this device: its module is loaded, its
     * function known (no search of the cubins on every launch) */
    bool known = i < MAX_FUNCS && m->funcs[device][i].name;
    bool held = known; /* whether a cubin of m holds the kernel */
    for (int j = 0; j < m->nimages && !held; j++)
        held = image_has_kernel(m->image[j], m->image_size[j], name);
    if (!held && m->more) {
        void *image = NULL;
        size_t size = 0;
        ok = m->more(m->more_ud, name, &image, &size, err);
        if (ok && image && m->nimages == TL_CU_BUNDLE_MAX)
            ok = tl_error_set(err, TL_ERR_INVALID, "a module holds more than %d cubins", TL_CU_BUNDLE_MAX);
        if (ok && image) {
            m->image[m->nimages] = image;
            m->image_size[m->nimages++] = size;
        } else {
            free(image);
        }
    }
    for (int j = 0; ok && !known && j < m->nimages; j++)
        if (!m->mod[device][j])
            ok = check(cu.module_load_data(&m->mod[device][j], m->image[j]), "cuModuleLoadData", err);
    if (ok && i == MAX_FUNCS)
        ok = tl_error_set(err, TL_ERR_INVALID, "a module has more than %d kernels", MAX_FUNCS);
    if (ok && !m->funcs[device][i].name) {
        CUfunction f = NULL;
        CUresult rc = CU_ERROR_NOT_FOUND;
        for (int pass = 0; pass < 2 && rc == CU_ERROR_NOT_FOUND; pass++) /* its own cubin, else any */
            for (int j = 0; j < m->nimages && rc == CU_ERROR_NOT_FOUND; j++)
                if ((m->nimages == 1 || image_has_kernel(m->image[j], m->image_size[j], name)) != (pass == 1))
                    rc = cu.module_get_function(&f, m->mod[device][j], name);
        if (rc == CU_ERROR_NOT_FOUND)
            ok = tl_error_set(err, TL_ERR_INVALID,
                              "cuModuleGetFunction: the cubin has no kernel '%s' (is it extern \"C\" __global__?)", name);
        else
            ok = check(rc, "cuModuleGetFunction", err);
        if (ok && !(m->funcs[device][i].name = strdup(name)))
            ok = tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
        if (ok)
            m->funcs[device][i].fn = f;
    }
    /* above 48 KiB a kernel must opt in to its dynamic shared memory, up
     * to the device's opt-in limit (a kernel sized for a CPU target, built
     * for a cuda target without an arch, meets it here) */
    if (ok && smem > DEFAULT_SMEM && m->funcs[device][i].smem_set < smem) {
        CUdevice d;
        int most = 0;
        ok = check(cu.device_get(&d, device), "cuDeviceGet", err) &&
             check(cu.device_get_attribute(&most, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, d),
                   "cuDeviceGetAttribute(MAX_SHARED_MEMORY_PER_BLOCK_OPTIN)", err);
        if (ok && smem > most)
            ok = tl_error_set(err, TL_ERR_INVALID,
                              "kernel '%s' needs %d bytes of shared memory, the device (%d) allows %d a block", name,
                              smem, device, most);
        if (ok)
            ok = check(cu.func_set_attribute(m->funcs[device][i].fn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, smem),
                       "cuFuncSetAttribute(CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES)", err);
        if (ok)
            m->funcs[device][i].smem_set = smem;
    }
    if (ok)
        *out = m->funcs[device][i].fn;
    pthread_mutex_unlock(&m->lock);
    return ok;
}

/* CUtensorMap: 128 bytes, 64-byte aligned */
typedef struct { _Alignas(64) uint64_t v[16]; } tensor_map;

/* Whether map t is within TMA's limits: rank 2 or 3, a 16-byte aligned
 * base, rows a multiple of 16 bytes, each stride under 2^40 bytes, dims in
 * [1, 2^32], a box of 1 to 256 a dim whose row is a multiple of 16 bytes
 * and, swizzled, no wider than the swizzle. */
static bool tmap_fits(const tl_cu_tmap *t)
{
    if (t->rank < 2 || t->rank > 3)
        return false;
    uint64_t stride = (uint64_t)t->elem_bytes, box_row = (uint64_t)t->box[0] * (uint64_t)t->elem_bytes;
    for (int i = 0; i < t->rank; i++) {
        if (t->dims[i] < 1 || t->dims[i] > (1ull << 32) || t->box[i] < 1 || t->box[i] > 256)
            return false;
        if (i + 1 < t->rank) { /* the stride of dim i + 1 */
            if (stride >= (1ull << 40) / t->dims[i])
                return false;
            stride *= t->dims[i];
        }
    }
    return (uintptr_t)t->data % 16 == 0 && (t->dims[0] * (uint64_t)t->elem_bytes) % 16 == 0 && box_row % 16 == 0 &&
           (t->swizzle == 0 || box_row <= (uint64_t)t->swizzle);
}

/* Encodes map t into *out (cuTensorMapEncodeTiled): data type by element
 * size (UINT8, UINT16, UINT32: TMA moves bytes), no interleave, the
 * swizzle, L2 promotion of 256 bytes, out-of-bounds elements read as 0. */
static bool tmap_encode(const tl_cu_tmap *t, tensor_map *out, tl_error *err)
{
    if (!cu.tensor_map_encode_tiled)
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "the CUDA driver has no cuTensorMapEncodeTiled (CUDA 12 or later)");
    int dtype = t->elem_bytes == 1 ? 0 : t->elem_bytes == 2 ? 1 : 2;
    int swizzle = t->swizzle == 128 ? 3 : t->swizzle == 64 ? 2 : t->swizzle == 32 ? 1 : 0;
    uint64_t stride[2] = { t->dims[0] * (uint64_t)t->elem_bytes, t->dims[0] * t->dims[1] * (uint64_t)t->elem_bytes };
    unsigned box[3] = { t->box[0], t->box[1], t->box[2] }, estride[3] = { 1, 1, 1 };
    return check(cu.tensor_map_encode_tiled(out, dtype, (unsigned)t->rank, (void *)t->data, t->dims, stride, box, estride, 0,
                                            swizzle, 3, 0),
                 "cuTensorMapEncodeTiled", err);
}

/* A launch of f in clusters of n blocks along x (n > 1), or alone (n 1) */
static launch_config cluster_config(int threads, int smem, unsigned n, launch_attr *a, CUstream stream)
{
    memset(a, 0, sizeof *a);
    a->id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
    a->value.cluster.x = n;
    a->value.cluster.y = a->value.cluster.z = 1;
    return (launch_config){ n, 1, 1, (unsigned)threads, 1, 1, (unsigned)smem, stream, a, 1 };
}

/* How many blocks of f (threads, smem: its launch's) fit on device at
 * once: alone (pairs false), the driver's occupancy times the SMs, at least
 * one; in cluster pairs, twice the clusters of two the driver says fit
 * (SMs a cluster cannot use are left out), 0 where none does. Asked once a
 * function and kept, as its launches do not change them. */
static bool resident_blocks(tl_cu_module *m, int device, CUfunction f, int threads, int smem, bool pairs, unsigned *out,
                            tl_error *err)
{
    pthread_mutex_lock(&m->lock);
    int i = 0;
    while (i < MAX_FUNCS && m->funcs[device][i].fn != f)
        i++;
    bool ok = true;
    if (i == MAX_FUNCS || !m->funcs[device][i].resident[pairs]) {
        int per_sm = 0, sms = 0, clusters = 0;
        CUdevice dev;
        if (pairs) {
            launch_attr a;
            launch_config c = cluster_config(threads, smem, 2, &a, NULL);
            ok = check(cu.max_clusters(&clusters, f, &c), "cuOccupancyMaxActiveClusters", err);
            *out = clusters > 0 ? 2u * (unsigned)clusters : 0;
        } else {
            ok = check(cu.occupancy(&per_sm, f, threads, (size_t)smem), "cuOccupancyMaxActiveBlocksPerMultiprocessor", err) &&
                 check(cu.device_get(&dev, device), "cuDeviceGet", err) &&
                 check(cu.device_get_attribute(&sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev),
                       "cuDeviceGetAttribute(MULTIPROCESSOR_COUNT)", err);
            *out = (unsigned)(per_sm > 0 ? per_sm : 1) * (unsigned)(sms > 0 ? sms : 1);
        }
        if (ok && i < MAX_FUNCS)
            m->funcs[device][i].resident[pairs] = *out + 1;
    } else {
        *out = m->funcs[device][i].resident[pairs] - 1;
    }
    pthread_mutex_unlock(&m->lock);
    return ok;
}

/* Stream-K's workspaces (a kernel with TL_CU_STREAM_K: codegen.c,
 * stream_k_prelude): a slot of 256 KiB a block (a block's accumulators fill
 * at most its SM's register file), then an int flag a block. The kernel
 * finds the flags after gridDim.x slots, so a workspace serves one grid
 * size: one a device, stream and grid, so that launches that may run at
 * once never share one and no launch reads another grid's sums as its
 * flags. Made zeroed; a launch leaves its flags cleared, so the next one
 * finds them so. Kept for the process. */
#define SK_SLOT_BYTES 262144
#define MAX_WORKSPACES 64
typedef struct sk_workspace_entry {
    int device;
    void *stream;
    unsigned blocks;
    CUdeviceptr p;
} sk_workspace_entry;
static sk_workspace_entry sk_ws[MAX_WORKSPACES];
static int sk_nws;
static pthread_mutex_t sk_lock = PTHREAD_MUTEX_INITIALIZER;

/* The workspace for a grid of `blocks` on device and stream (its context
 * current), or 0 where none could be had: the kernel then splits no tile. */
static CUdeviceptr sk_workspace(int device, void *stream, unsigned blocks)
{
    pthread_mutex_lock(&sk_lock);
    int i = 0;
    while (i < sk_nws && (sk_ws[i].device != device || sk_ws[i].stream != stream || sk_ws[i].blocks != blocks))
        i++;
    CUdeviceptr p = i < sk_nws ? sk_ws[i].p : 0;
    if (i == sk_nws && i < MAX_WORKSPACES) {
        size_t bytes = (size_t)blocks * (SK_SLOT_BYTES + sizeof(int));
        if (cu.mem_alloc(&p, bytes) != 0)
            p = 0;
        else if (cu.memset_d8_async(p, 0, bytes, (CUstream)stream) != 0) {
            cu.mem_free(p);
            p = 0;
        }
        if (p)
            sk_ws[sk_nws++] = (sk_workspace_entry){ device, stream, blocks, p };
    }
    pthread_mutex_unlock(&sk_lock);
    return p;
}

bool tl_cu_launch(tl_cu_module *m, const tl_cu_launch_desc *d, void **params, const void *where, void *stream,
                  tl_error *err)
{
    int device;
    CUfunction f;
    if (d->threads < 1 || d->threads > 1024)
        return tl_error_set(err, TL_ERR_INVALID, "kernel %s: %d threads per block (1 to 1024)", d->name, d->threads);
    if (d->dynamic_smem < 0)
        return tl_error_set(err, TL_ERR_INVALID, "kernel %s: negative dynamic shared memory", d->name);
    /* an empty grid launches nothing; CUDA would call it an error */
    if (d->grid[0] == 0 || d->grid[1] == 0 || d->grid[2] == 0)
        return true;
    if (d->ntmaps < 0 || d->ntmaps > TL_CU_TMAPS_MAX || (d->ntmaps && (d->nparams < 0 || d->nparams > 256)))
        return tl_error_set(err, TL_ERR_INVALID, "kernel %s: %d tensor maps after %d parameters", d->name, d->ntmaps,
                            d->nparams);
    unsigned grid[3] = { d->grid[0], d->grid[1], d->grid[2] }, cluster = 1;
    /* whether every load map fits TMA, every store map */
    bool loads = true, stores = true;
    for (int i = 0; i < d->ntmaps; i++) {
        bool *all_fit = d->tmaps[i].store ? &stores : &loads;
        *all_fit = *all_fit && tmap_fits(&d->tmaps[i]);
    }
    if (cu.no_tma)
        loads = stores = false;
    int fit = (loads ? 1 : 0) | (stores ? 2 : 0);
    /* without its load maps a kernel with a cp.async twin runs that */
    char twin[300];
    const char *name = d->name;
    if (!loads && (d->persistent & TL_CU_CP_TWIN)) {
        if (snprintf(twin, sizeof twin, "%s__cp", d->name) >= (int)sizeof twin)
            return tl_error_set(err, TL_ERR_INVALID, "kernel %s: its name is too long", d->name);
        name = twin;
    }
    if (!device_of(where, &device, err) || !function(m, device, name, d->dynamic_smem, &f, err))
        return false;
    int persistent = d->persistent & ~(TL_CU_CP_TWIN | TL_CU_STREAM_K);
    if (persistent) {
        /* as many blocks as fit at once, at most one a tile; in cluster
         * pairs (the kernel's tiles then pairs of rows) where the grid's
         * rows pair up, the maps were built and a pair fits */
        unsigned most = 0;
        uint64_t tiles = (uint64_t)grid[0] * grid[1] * grid[2];
        if (persistent == 2 && d->ntmaps && loads && grid[1] % 2 == 0 && cu.launch_ex && cu.max_clusters) {
            if (!resident_blocks(m, device, f, d->threads, d->dynamic_smem, true, &most, err))
                return false;
            cluster = most ? 2 : 1;
        }
        if (cluster == 1 && !resident_blocks(m, device, f, d->threads, d->dynamic_smem, false, &most, err))
            return false;
        grid[0] = (unsigned)(tiles < most ? tiles : most);
        grid[1] = grid[2] = 1;
    }
    if (d->ntmaps == 0)
        return check(cu.launch_kernel(f, grid[0], grid[1], grid[2], (unsigned)d->threads, 1, 1,
                                      (unsigned)d->dynamic_smem, (CUstream)stream, params, NULL),
                     "cuLaunchKernel", err);
    /* the kernel's parameters, its maps, and whether they all fit */
    tensor_map maps[TL_CU_TMAPS_MAX];
    void *all[256 + TL_CU_TMAPS_MAX + 2];
    memset(maps, 0, sizeof maps);
    for (int i = 0; i < d->ntmaps; i++)
        if ((d->tmaps[i].store ? stores : loads) && !tmap_encode(&d->tmaps[i], &maps[i], err))
            return false;
    memcpy(all, params, sizeof *all * (size_t)d->nparams);
    for (int i = 0; i < d->ntmaps; i++)
        all[d->nparams + i] = &maps[i];
    all[d->nparams + d->ntmaps] = &fit;
    CUdeviceptr sk = 0; /* stream-K's workspace, or none (no split) */
    if (d->persistent & TL_CU_STREAM_K) {
        sk = cluster == 1 ? sk_workspace(device, stream, grid[0]) : 0;
        all[d->nparams + d->ntmaps + 1] = &sk;
    }
    if (cluster > 1) {
        launch_attr a;
        launch_config c = cluster_config(d->threads, d->dynamic_smem, cluster, &a, (CUstream)stream);
        c.grid_x = grid[0];
        return check(cu.launch_ex(&c, f, all, NULL), "cuLaunchKernelEx", err);
    }
    return check(cu.launch_kernel(f, grid[0], grid[1], grid[2], (unsigned)d->threads, 1, 1,
                                  (unsigned)d->dynamic_smem, (CUstream)stream, all, NULL),
                 "cuLaunchKernel", err);
}

/* ---- the table generated wrappers launch through ------------------------ */

static pthread_mutex_t shim_lock = PTHREAD_MUTEX_INITIALIZER;

static int shim_launch(void **slot, const void *cubin, size_t size, const char *name, int threads, int smem,
                       const unsigned grid[3], void **params, int nparams, const tl_cu_tmap *tmaps, int ntmaps,
                       int persistent, const void *where, void *stream, char *why, size_t cap)
{
    tl_error err = { 0 };
    pthread_mutex_lock(&shim_lock);
    if (!*slot)
        *slot = tl_cu_module_new(cubin, size, &err);
    tl_cu_module *m = *slot;
    pthread_mutex_unlock(&shim_lock);
    tl_cu_launch_desc d = { name, threads, smem, { grid[0], grid[1], grid[2] }, nparams, ntmaps, tmaps, persistent };
    if (m && tl_cu_launch(m, &d, params, where, stream, &err))
        return 0;
    if (why && cap)
        snprintf(why, cap, "%s", err.msg);
    return -2;
}

static void shim_release(void *slot) { tl_cu_module_free(slot); }

static const tl_cuda_shim_api shim = { TL_CUDA_SHIM_VERSION, shim_launch, shim_release };

const tl_cuda_shim_api *tl_cuda_shim(void) { return &shim; }

/* ---- memory, synchronization, timing ------------------------------------ */

/* Sizes are rounded up to 16 bytes: a nibble store of a packed 4-bit
 * tensor is an atomic on the aligned 32-bit word holding its byte
 * (tl_4b_set), which may reach past the tensor's last byte; the driver's
 * allocations are 256-byte aligned, so the padding is the allocation's own
 * and compute-sanitizer sees the access in bounds. */
bool tl_cu_alloc(int device, size_t bytes, void **ptr, tl_error *err)
{
    CUdeviceptr p = 0;
    bytes = bytes ? (bytes + 15) & ~(size_t)15 : 16;
    if (!tl_cu_use_device(device, err) || !check(cu.mem_alloc(&p, bytes), "cuMemAlloc", err))
        return false;
    *ptr = (void *)(uintptr_t)p;
    return true;
}

void tl_cu_free(int device, void *ptr)
{
    if (ptr && tl_cu_use_device(device, NULL))
        cu.mem_free((CUdeviceptr)(uintptr_t)ptr);
}

bool tl_cu_to_device(int device, void *dst, const void *src, size_t bytes, tl_error *err)
{
    return tl_cu_use_device(device, err) && check(cu.memcpy_htod((CUdeviceptr)(uintptr_t)dst, src, bytes), "cuMemcpyHtoD", err);
}

bool tl_cu_to_host(int device, void *dst, const void *src, size_t bytes, tl_error *err)
{
    return tl_cu_use_device(device, err) && check(cu.memcpy_dtoh(dst, (CUdeviceptr)(uintptr_t)src, bytes), "cuMemcpyDtoH", err);
}

bool tl_cu_synchronize(int device, tl_error *err)
{
    return tl_cu_use_device(device, err) && CHECK(ctx_synchronize(), err);
}

bool tl_cu_time(int device, bool (*run)(void *ud, tl_error *err), void *ud, int nruns, double *ms, tl_error *err)
{
    if (!tl_cu_use_device(device, err))
        return false;
    CUdevice d;
    int l2 = 0;
    if (!check(cu.device_get(&d, device), "cuDeviceGet", err) ||
        !check(cu.device_get_attribute(&l2, CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE, d), "cuDeviceGetAttribute(L2_CACHE_SIZE)",
               err))
        return false;
    size_t flush_bytes = (size_t)(l2 > 0 ? l2 : 64 << 20) * 2;
    CUdeviceptr flush = 0;
    CUevent start = NULL, stop = NULL;
    bool ok = check(cu.mem_alloc(&flush, flush_bytes), "cuMemAlloc", err) &&
              check(cu.event_create(&start, 0), "cuEventCreate", err) &&
              check(cu.event_create(&stop, 0), "cuEventCreate", err);
    for (int i = 0; ok && i < nruns; i++) {
        float t = 0;
        ok = check(cu.memset_d8_async(flush, (unsigned char)i, flush_bytes, NULL), "cuMemsetD8Async", err) &&
             check(cu.event_record(start, NULL), "cuEventRecord", err) && run(ud, err) &&
             check(cu.event_record(stop, NULL), "cuEventRecord", err) &&
             check(cu.event_synchronize(stop), "cuEventSynchronize", err) &&
             check(cu.event_elapsed(&t, start, stop), "cuEventElapsedTime", err);
        ms[i] = t;
    }
    if (start)
        cu.event_destroy(start);
    if (stop)
        cu.event_destroy(stop);
    if (flush)
        cu.mem_free(flush);
    return ok;
}
