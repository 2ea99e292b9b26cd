/*
 * check_vulkan.c: the vulkan backend's codegen (specs/vulkan.lua,
 * src/vulkan/codegen.c, spirv.c, validate.c). For every example: the vulkan
 * pipeline and the SPIR-V codegen, each module accepted by spvValidate
 * (SPIRV-Tools in process, Vulkan 1.1) and its disassembly compared with
 * tests/golden/vulkan/NAME.spvasm (TL_UPDATE_GOLDEN=1 refreshes them); the
 * examples Vulkan cannot hold fail with their reason. The forms for a
 * device with 8/16-bit storage (target "vulkan -f16=1 -int8=1 -int16=1")
 * validate too. SPIRV-Tools' optimizer (-spirv_opt): every example's
 * modules after its performance passes (portable form) and size passes
 * (native form) validate and are smaller; a module refused after them says
 * so; without libSPIRV-Tools-opt.a beside the archive, or with a compiler
 * that cannot build the C++ shim, a build that asks for it fails saying why
 * and the others still validate.
 *
 * Then every example that runs is run on the Vulkan device here (Mesa's
 * lavapipe in CI) through the tvm_ffi execution backend against the
 * interpreter at edge shapes (every dim 1, and sizes that are no multiple
 * of a tile), in the portable form and in the device's own (target
 * vulkan/lavapipe: its 8/16-bit storage); an example whose workgroup
 * memory passes the device's is refused by the runtime naming the limit,
 * and the large-tile examples run with smaller tiles. The edge cases: grids
 * past 65535 blocks (1-D and 2-D) over a split dispatch, every construct
 * of the language (while, break, continue, bit casts, atomics of 16-bit
 * dtypes), f32
 * atomic_add through compare-exchange and packed 8/16-bit tensors, f32
 * division bit for bit as C's over hard pairs, 64-bit parameters refused
 * by name, more than 16 tensors refused, and a module spvValidate refuses
 * named by its instruction and the kernel source line it was written for.
 *
 * Without SPIRV-Tools or a Vulkan device the tests that need them print
 * "skipped: <reason>".
 */
#include <dlpack/dlpack.h>
#include <float.h>
#include <math.h>
#include <unistd.h>

#include "compile/compile.h"
#include "interp/interp.h"
#include "interpref.h"
#include "ir/shape.h"
#include "ir/value.h"
#include "langtest.h"
#include "registry.h"
#include "runtime/runtime.h"
#include "testutil.h"
#include "vulkan/spirv.h"
#include "vulkan/vulkan.h"

#define EXAMPLES "examples"
#define GOLDEN "tests/golden/vulkan"
#define NATIVE "vulkan -f16=1 -int8=1 -int16=1 -subgroups=8"

static bool tools_ok, device_ok;
static char tools_why[700], device_why[700];

typedef struct built {
    tl_arena *arena;
    tl_module *m;
    const tl_context *ctx;
    tl_compilation c;
    bool init;
} built;

static const tl_define *defines;
static size_t ndefines;
static const char *target = "vulkan";

static bool build_src(built *b, const char *path, const char *src, size_t len, tl_error *err)
{
    memset(b, 0, sizeof *b);
    b->arena = tl_arena_new();
    int nerr = 0;
    char *diag = NULL;
    b->m = lt_compile(b->arena, path, src, len, defines, ndefines, &diag, &nerr);
    if (!b->m) {
        tl_error_set(err, TL_ERR_INVALID, "%s: front end failed: %s", path, diag ? diag : "");
        free(diag);
        return false;
    }
    free(diag);
    b->ctx = tl_create_backend_context(target, "c", device_ok ? "tvm_ffi" : "none", err);
    if (!b->ctx)
        return false;
    tl_compilation_init(&b->c, b->arena, b->ctx, b->m, path);
    b->init = true;
    return tl_run_pipeline(&b->c, err) && tl_run_codegen(&b->c, false, err);
}

static bool build_file(built *b, const char *path, tl_error *err)
{
    size_t len;
    char *src = lt_read_file(path, &len);
    ck_assert_msg(src != NULL, "cannot read %s", path);
    bool ok = build_src(b, path, src, len, err);
    free(src);
    return ok;
}

static void unbuild(built *b)
{
    if (b->init)
        tl_compilation_free(&b->c);
    if (b->ctx)
        tl_context_free(b->ctx);
    tl_arena_free(b->arena);
}

static void golden(const char *name, const char *text)
{
    char path[512];
    snprintf(path, sizeof path, GOLDEN "/%s", name);
    if (getenv("TL_UPDATE_GOLDEN")) {
        FILE *f = fopen(path, "wb");
        ck_assert_msg(f != NULL, "cannot write %s", path);
        fputs(text, f);
        fclose(f);
        return;
    }
    size_t len;
    char *want = lt_read_file(path, &len);
    ck_assert_msg(want != NULL, "%s is missing (TL_UPDATE_GOLDEN=1 writes it)", path);
    ck_assert_msg(strcmp(want, text) == 0, "%s differs from the generated SPIR-V (TL_UPDATE_GOLDEN=1 refreshes it)", path);
    free(want);
}

static char **examples;
static size_t nexamples;

/* The examples Vulkan cannot hold, and the reason each is refused with. */
static const struct {
    const char *file, *why;
} refused[] = {
    {"fp8_gemm.tile", "parameter 'A' is a tensor of f8e4m3: the vulkan backend has no fp8"},
    {"fp8_gemm_large.tile", "parameter 'A' is a tensor of f8e4m3: the vulkan backend has no fp8"},
    {"mxfp4_gemm.tile", "parameter 'B' is a tensor of f4e2m1"},
    {"warp_softmax.tile", "warp operation warp_reduce_max"},
};

static const char *refusal(const char *path)
{
    const char *f = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    for (size_t i = 0; i < sizeof refused / sizeof *refused; i++)
        if (strcmp(f, refused[i].file) == 0)
            return refused[i].why;
    return NULL;
}

START_TEST(example_spirv)
{
    const char *path = examples[_i];
    const char *file = strrchr(path, '/') + 1;
    if (!tools_ok) {
        printf("skipped: SPIR-V of %s: %s\n", file, tools_why);
        return;
    }
    tl_error err = {0};
    built b;
    bool ok = build_file(&b, path, &err);
    const char *why = refusal(path);
    if (why) {
        ck_assert_msg(!ok, "%s: expected a refusal (%s)", path, why);
        tl_assert_msg_contains(&err, why);
        unbuild(&b);
        return;
    }
    ck_assert_msg(ok, "%s", err.msg);
    tl_vulkan_artifact *a = b.c.device_artifact;
    ck_assert(a && a->validated && a->nkernels == (int)b.m->nkernels);
    char gname[300];
    snprintf(gname, sizeof gname, "%.*s.spvasm", (int)(strlen(file) - 5), file);
    golden(gname, tl_strbuf_cstr(&b.c.device_source));
    for (int i = 0; i < a->nkernels; i++) {
        char msg[600];
        size_t word;
        ck_assert_msg(tl_vulkan_validate(a->kernels[i].words, a->kernels[i].nwords, msg, sizeof msg, &word, &err), "%s",
                      err.msg);
        ck_assert_msg(!msg[0], "%s kernel %s: %s", file, a->kernels[i].name, msg);
        ck_assert(a->kernels[i].threads >= 1 && a->kernels[i].entry && a->kernels[i].push_off);
    }
    /* --emit spv: the modules, each from its magic number */
    tl_strbuf spv = {0};
    ck_assert_msg(tl_emit(&b.c, "spv", &spv, &err), "%s", err.msg);
    ck_assert(spv.len >= 20 && ((uint32_t *)spv.data)[0] == 0x07230203);
    tl_strbuf_free(&spv);
    unbuild(&b);
}
END_TEST

/* The forms for a device with 8/16-bit storage and subgroups of 8: every
 * module validates, 8/16-bit tensors are arrays of their own width, and
 * the row examples combine their partials with subgroup shuffles. */
START_TEST(example_spirv_native)
{
    const char *path = examples[_i];
    const char *file = strrchr(path, '/') + 1;
    if (!tools_ok || refusal(path)) {
        if (!tools_ok)
            printf("skipped: SPIR-V of %s: %s\n", file, tools_why);
        return;
    }
    target = NATIVE;
    tl_error err = {0};
    built b;
    bool ok = build_file(&b, path, &err);
    target = "vulkan";
    ck_assert_msg(ok, "%s: %s", file, err.msg);
    const tl_vulkan_artifact *a = b.c.device_artifact;
    ck_assert(a->validated);
    bool narrow = false;
    for (size_t i = 0; i < b.m->nkernels; i++)
        for (size_t j = 0; j < b.m->kernels[i]->nparams; j++) {
            const tl_param *p = &b.m->kernels[i]->params[j];
            narrow |= p->is_tensor && tl_dtype_bits(p->buf->dtype) < 32 && tl_dtype_bits(p->buf->dtype) >= 8;
        }
    const char *src = tl_strbuf_cstr(&b.c.device_source);
    if (narrow)
        ck_assert_msg(strstr(src, "OpCapability StorageBuffer16BitAccess") || strstr(src, "OpCapability StorageBuffer8BitAccess"),
                      "%s: no 8/16-bit storage", file);
    if (strcmp(file, "softmax.tile") == 0 || strcmp(file, "rmsnorm.tile") == 0 || strcmp(file, "layernorm.tile") == 0)
        ck_assert_msg(strstr(src, "OpGroupNonUniformShuffleXor") && a->subgroups, "%s: no subgroup combine", file);
    unbuild(&b);
}
END_TEST

/* Whether a module declares SignedZeroInfNanPreserve for 32-bit floats. */
static bool keeps_ieee(const uint32_t *w, size_t n)
{
    for (size_t i = 5; i < n && (w[i] >> 16); i += w[i] >> 16)
        if ((w[i] & 0xffff) == 16 /* OpExecutionMode */ && (w[i] >> 16) == 4 && w[i + 2] == 4461 && w[i + 3] == 32)
            return true;
    return false;
}

/* The optimizer's passes (-spirv_opt) over every example's modules: the
 * performance passes on the portable form, the size passes on the native
 * one; each module validated again and keeping the codegen's float
 * controls. Without them (-ieee=0) the passes shrink every module; with
 * them (the default) the passes that do not know SPV_KHR_float_controls
 * leave a module as it is, so it need not shrink. */
static void optimized_example(const char *path, const char *form, const char *passes)
{
    bool ieee = !strstr(form, "-ieee=0");
    const char *file = strrchr(path, '/') + 1;
    char why[700];
    if (!tl_vulkan_spirv_optimizer(why, sizeof why)) {
        printf("skipped: optimized SPIR-V of %s: %s\n", file, why);
        return;
    }
    if (refusal(path))
        return;
    tl_error err = {0};
    built plain, opt;
    target = form;
    bool ok = build_file(&plain, path, &err);
    ck_assert_msg(ok, "%s (%s): %s", file, form, err.msg);
    char t[200];
    snprintf(t, sizeof t, "%s -spirv_opt=%s", form, passes);
    target = t;
    ok = build_file(&opt, path, &err);
    target = "vulkan";
    ck_assert_msg(ok, "%s (%s): %s", file, t, err.msg);
    const tl_vulkan_artifact *a = opt.c.device_artifact, *p0 = plain.c.device_artifact;
    ck_assert(a->validated && a->optimized && strcmp(a->optimized, passes) == 0 && !p0->optimized);
    ck_assert(a->nkernels == p0->nkernels);
    for (int i = 0; i < a->nkernels; i++) {
        char msg[600];
        size_t word;
        ck_assert_msg(tl_vulkan_validate(a->kernels[i].words, a->kernels[i].nwords, msg, sizeof msg, &word, &err), "%s",
                      err.msg);
        ck_assert_msg(!msg[0], "%s (%s) kernel %s: %s", file, t, a->kernels[i].name, msg);
        ck_assert_msg(!ieee || keeps_ieee(a->kernels[i].words, a->kernels[i].nwords), "%s (%s) kernel %s: no "
                      "SignedZeroInfNanPreserve after the passes", file, t, a->kernels[i].name);
        ck_assert_msg(ieee || a->kernels[i].nwords < p0->kernels[i].nwords, "%s (%s) kernel %s: %zu words, %zu unoptimized",
                      file, t, a->kernels[i].name, a->kernels[i].nwords, p0->kernels[i].nwords);
        ck_assert(a->kernels[i].nlines == 0 && strcmp(a->kernels[i].entry, p0->kernels[i].entry) == 0);
    }
    /* the disassembly is the optimized module's */
    tl_strbuf asm_ = {0};
    ck_assert_msg(tl_emit(&opt.c, "spvasm", &asm_, &err), "%s", err.msg);
    ck_assert_str_eq(tl_strbuf_cstr(&asm_), tl_strbuf_cstr(&opt.c.device_source));
    tl_strbuf_free(&asm_);
    unbuild(&plain);
    unbuild(&opt);
}

START_TEST(example_spirv_optimized) { optimized_example(examples[_i], "vulkan -ieee=0", "performance"); }
END_TEST

START_TEST(example_spirv_optimized_ieee) { optimized_example(examples[_i], "vulkan", "performance"); }
END_TEST

START_TEST(example_spirv_native_optimized) { optimized_example(examples[_i], NATIVE, "size"); }
END_TEST

/* ---- running on the device against the interpreter --------------------------------- */

static uint64_t rng = 88172645463325252ull;
static double rnd(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (double)(rng >> 11) / 9007199254740992.0 * 2 - 1;
}

static double tol(tl_dtype t)
{
    return t == TL_DT_F16 ? 2e-2 : t == TL_DT_BF16 ? 5e-2 : t == TL_DT_F32 ? 2e-4 : 0;
}

typedef struct args {
    int n;
    tl_interp_tensor t[20];
    size_t count[20];
} args;

static void make_args(const tl_kernel *k, const int64_t *vals, args *a)
{
    a->n = (int)k->nparams;
    ck_assert(k->nparams <= 20);
    for (size_t i = 0; i < k->nparams; i++) {
        const tl_param *p = &k->params[i];
        tl_interp_tensor *t = &a->t[i];
        memset(t, 0, sizeof *t);
        if (!p->is_tensor) {
            t->dtype = p->var->dtype;
            t->data = calloc(1, 8);
            tl_interp_set(t->dtype, t->data, 0, 0.5);
            a->count[i] = 1;
            continue;
        }
        t->dtype = p->buf->dtype;
        t->ndim = p->buf->ndim;
        size_t n = 1;
        for (int d = 0; d < t->ndim; d++) {
            int64_t v = 0;
            tl_dim_code c;
            ck_assert(tl_dim_compile(k, p->buf->dims[d], &c) && tl_dim_eval(c.code, c.n, vals, &v));
            t->shape[d] = v;
            n *= (size_t)v;
        }
        a->count[i] = n;
        t->data = calloc(n ? n : 1, 8);
        for (size_t e = 0; e < n; e++)
            tl_interp_set(t->dtype, t->data, e, rnd());
    }
}

static void copy_args(const args *from, args *to)
{
    *to = *from;
    for (int i = 0; i < from->n; i++) {
        to->t[i].data = malloc(from->count[i] * 8 + 8);
        memcpy(to->t[i].data, from->t[i].data, from->count[i] * 8);
    }
}

static void free_args(args *a)
{
    for (int i = 0; i < a->n; i++)
        free(a->t[i].data);
}

static void compare(const char *what, const tl_kernel *k, const args *want, const args *got)
{
    for (int i = 0; i < want->n; i++) {
        tl_dtype t = want->t[i].dtype;
        for (size_t e = 0; e < want->count[i]; e++) {
            double x = tl_interp_get(t, want->t[i].data, e), y = tl_interp_get(t, got->t[i].data, e);
            if ((isnan(x) && isnan(y)) || x == y)
                continue;
            tl_assert_elem(fabs(x - y) <= tol(t) * (1 + fabs(x)),
                           "%s: %s argument %d (%s) element %zu: interpreter %.9g, vulkan %.9g", what, k->name, i,
                           k->params[i].name, e, x, y);
        }
    }
}

/* Bytes of n elements of dtype t as DLPack lays them out. */
static size_t dl_bytes(tl_dtype t, size_t n) { return (n * (size_t)tl_dtype_bits(t) + 7) / 8; }

/* Launches kernel k of h over a's tensors, copied into device memory and
 * back. */
static void launch(tl_kernel_handle *h, const tl_kernel *k, args *a, const char *what)
{
    const tl_device_api *api = tl_vulkan_device_api();
    DLTensor dl[20];
    tl_any any[20];
    void *dev[20] = {0}, *host[20] = {0};
    tl_error err = {0};
    for (int i = 0; i < a->n; i++) {
        tl_interp_tensor *t = &a->t[i];
        if (!k->params[i].is_tensor) {
            any[i].type = tl_dtype_is_float(t->dtype) ? TL_ANY_FLOAT : TL_ANY_INT;
            if (tl_dtype_is_float(t->dtype))
                any[i].v.f = tl_interp_get(t->dtype, t->data, 0);
            else
                any[i].v.i = (int64_t)tl_interp_get(t->dtype, t->data, 0);
            continue;
        }
        /* the interpreter's tensors are laid out as DLPack's */
        size_t bytes = dl_bytes(t->dtype, a->count[i]);
        host[i] = t->data;
        ck_assert_msg(api->alloc(0, bytes ? bytes : 4, &dev[i], &err), "%s", err.msg);
        ck_assert_msg(!bytes || api->to_device(0, dev[i], host[i], bytes, &err), "%s", err.msg);
        memset(&dl[i], 0, sizeof dl[i]);
        dl[i].data = dev[i];
        dl[i].device.device_type = kDLVulkan;
        dl[i].ndim = t->ndim;
        dl[i].dtype.lanes = 1;
        tl_dtype_to_dlpack(t->dtype, &dl[i].dtype.code, &dl[i].dtype.bits);
        dl[i].shape = (int64_t *)t->shape;
        any[i].type = TL_ANY_TENSOR;
        any[i].v.p = &dl[i];
    }
    ck_assert_msg(tl_kernel_launch(h, k->name, any, a->n, 1, &err), "%s: %s", what, err.msg);
    ck_assert_msg(api->synchronize(0, &err), "%s: %s", what, err.msg);
    for (int i = 0; i < a->n; i++) {
        if (!dev[i])
            continue;
        size_t bytes = dl_bytes(a->t[i].dtype, a->count[i]);
        ck_assert_msg(!bytes || api->to_host(0, host[i], dev[i], bytes, &err), "%s", err.msg);
        api->free(0, dev[i]);
    }
}

/* Shape values per trial, one per shape name in order of first appearance:
 * all 1, then sizes that are no multiple of a tile. */
static const int64_t trials[][8] = {
    {1, 1, 1, 1, 1, 1, 1, 1},
    {33, 45, 17, 3, 9, 5, 7, 11},
};
/* for the examples whose blocks run long on a CPU driver */
static const int64_t small_trials[][8] = {
    {1, 1, 1, 1, 1, 1, 1, 1},
    {3, 17, 9, 3, 5, 5, 7, 11},
};
static bool small_shapes;
/* one more trial, for the row kernels' paths that combine partials by
 * subgroups: rows of hundreds of elements */
static const int64_t long_rows_trial[8] = {37, 1000, 1, 1, 1, 1, 1, 1};
static bool long_rows;

/* Whether b's kernels need more workgroup memory than the device has:
 * then the load must refuse them, naming the limit; true after checking. */
static bool refused_for_workgroup_memory(built *b, const char *what)
{
    const tl_vulkan_artifact *a = b->c.device_artifact;
    int need = 0, k = 0;
    for (int i = 0; i < a->nkernels; i++)
        if (a->kernels[i].wg_bytes > need)
            need = a->kernels[i].wg_bytes, k = i;
    tl_vulkan_caps caps;
    tl_error err = {0};
    ck_assert_msg(tl_vulkan_device_caps(NULL, &caps, &err), "%s", err.msg);
    if (need <= caps.wg_bytes)
        return false;
    ck_assert_msg(tl_load(&b->c, &err) == NULL, "%s: loaded, needing %d bytes of workgroup memory of %lld", what, need,
                  (long long)caps.wg_bytes);
    tl_assert_msg_contains(&err, "maxComputeSharedMemorySize");
    printf("skipped: running %s on the device: kernel %s needs %d bytes of workgroup memory, the device has %lld "
           "(refused as it should be)\n", what, a->kernels[k].name, need, (long long)caps.wg_bytes);
    return true;
}

static void run_on_device(built *b, const char *what)
{
    tl_error err = {0};
    if (refused_for_workgroup_memory(b, what))
        return;
    tl_kernel_handle *h = tl_load(&b->c, &err);
    ck_assert_msg(h != NULL, "%s: %s", what, err.msg);
    char msg[600];
    for (size_t ki = 0; ki < b->m->nkernels; ki++) {
        const tl_kernel *k = b->m->kernels[ki];
        ck_assert(k->nshape_vars <= 8);
        for (size_t tr = 0; tr < sizeof trials / sizeof trials[0] + long_rows; tr++) {
            args a, ref, got;
            make_args(k, tr == 2 ? long_rows_trial : small_shapes ? small_trials[tr] : trials[tr], &a);
            copy_args(&a, &ref);
            copy_args(&a, &got);
            char ierr[512];
            char kept[1100]; /* the same inputs as another suite's: interpref.h */
            if (!ir_load(ir_dir(), b->m, k, ref.t, (size_t)ref.n, kept, sizeof kept)) {
                ck_assert_msg(tl_interp_run_kernel(k, ref.t, (size_t)ref.n, false, ierr, sizeof ierr), "%s", ierr);
                ir_store(kept, ref.t, (size_t)ref.n);
            }
            snprintf(msg, sizeof msg, "%s (%s) trial %zu", what, target, tr);
            launch(h, k, &got, msg);
            compare(msg, k, &ref, &got);
            free_args(&a);
            free_args(&ref);
            free_args(&got);
        }
    }
    tl_kernel_handle_free(h);
}

static void run_example(const char *path, const char *tgt)
{
    const char *file = strrchr(path, '/') + 1;
    if (refusal(path))
        return;
    if (!device_ok || !tools_ok) {
        printf("skipped: running %s on Vulkan: %s\n", file, !tools_ok ? tools_why : device_why);
        return;
    }
    target = tgt;
    tl_error err = {0};
    built b;
    bool ok = build_file(&b, path, &err);
    target = "vulkan";
    ck_assert_msg(ok, "%s", err.msg);
    small_shapes = strcmp(file, "mla_decode.tile") == 0 || strcmp(file, "gqa_decode.tile") == 0 ||
                   strcmp(file, "conv2d_implicit_gemm.tile") == 0 || strcmp(file, "dequant_gemm.tile") == 0;
    target = tgt;
    run_on_device(&b, file);
    target = "vulkan";
    unbuild(&b);
}

START_TEST(example_runs) { run_example(examples[_i], "vulkan"); }
END_TEST

/* the device's own forms: its 8/16-bit storage, its subgroups (lavapipe's
 * are 8 invocations: the row examples combine through them) */
START_TEST(example_runs_native)
{
    const char *f = strrchr(examples[_i], '/') + 1;
    long_rows = strcmp(f, "reduce_rows.tile") == 0 || strcmp(f, "topk.tile") == 0 || strcmp(f, "quantize.tile") == 0;
    run_example(examples[_i], "vulkan/lavapipe");
    long_rows = false;
}
END_TEST

START_TEST(row_examples_with_subgroups)
{
    /* the row examples that need smaller tiles here, in lavapipe's form
     * (subgroups of 8) and with subgroups of 4: combines through shuffles,
     * long rows included */
    if (!device_ok || !tools_ok) {
        printf("skipped: subgroup combines on Vulkan: %s\n", !tools_ok ? tools_why : device_why);
        return;
    }
    static const tl_define ln[] = {{"BN_ROW", "1024"}, {"BR_S", "8"}};
    static const tl_define rows16[] = {{"BR_S", "16"}};
    static const struct {
        const char *file;
        const tl_define *d;
        size_t n;
    } cases[] = {{EXAMPLES "/layernorm.tile", ln, 2}, {EXAMPLES "/softmax.tile", rows16, 1}, {EXAMPLES "/rmsnorm.tile", rows16, 1},
                 {EXAMPLES "/reduce_rows.tile", NULL, 0}};
    static const char *const targets[] = {"vulkan/lavapipe", "vulkan -subgroups=4"};
    for (size_t t = 0; t < 2; t++)
        for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
            defines = cases[i].d;
            ndefines = cases[i].n;
            target = targets[t];
            tl_error err = {0};
            built b;
            ck_assert_msg(build_file(&b, cases[i].file, &err), "%s: %s", targets[t], err.msg);
            ck_assert_msg(((tl_vulkan_artifact *)b.c.device_artifact)->subgroups || strstr(cases[i].file, "reduce_rows"),
                          "%s (%s): no subgroup combine", cases[i].file, targets[t]);
            small_shapes = false;
            long_rows = true;
            run_on_device(&b, cases[i].file);
            long_rows = false;
            unbuild(&b);
            target = "vulkan";
        }
    defines = NULL;
    ndefines = 0;
}
END_TEST

START_TEST(large_tile_examples_with_smaller_tiles)
{
    /* the examples refused for their workgroup memory run with tiles that
     * fit (the refusal is the tiles', not the dtypes') */
    if (!device_ok || !tools_ok) {
        printf("skipped: smaller tiles on Vulkan: %s\n", !tools_ok ? tools_why : device_why);
        return;
    }
    static const tl_define ln[] = {{"BN_ROW", "1024"}, {"BR_S", "8"}};
    static const tl_define i8[] = {{"BM", "64"}, {"BN", "64"}, {"BK", "32"}};
    static const tl_define rows16[] = {{"BR_S", "16"}};
    static const struct {
        const char *file;
        const tl_define *d;
        size_t n;
    } cases[] = {{EXAMPLES "/layernorm.tile", ln, 2}, {EXAMPLES "/gemm_i8.tile", i8, 3}, {EXAMPLES "/softmax.tile", rows16, 1},
                 {EXAMPLES "/rmsnorm.tile", rows16, 1}};
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        defines = cases[i].d;
        ndefines = cases[i].n;
        tl_error err = {0};
        built b;
        ck_assert_msg(build_file(&b, cases[i].file, &err), "%s", err.msg);
        small_shapes = false;
        run_on_device(&b, cases[i].file);
        unbuild(&b);
    }
    defines = NULL;
    ndefines = 0;
}
END_TEST

/* ---- the edge cases ---------------------------------------------------------------- */

static void run_source(const char *name, const char *src)
{
    if (!device_ok || !tools_ok) {
        printf("skipped: running %s on Vulkan: %s\n", name, !tools_ok ? tools_why : device_why);
        return;
    }
    tl_error err = {0};
    built b;
    ck_assert_msg(build_src(&b, name, src, strlen(src), &err), "%s", err.msg);
    small_shapes = false;
    run_on_device(&b, name);
    unbuild(&b);
}

START_TEST(atomic_add_f32_and_packed_tensors)
{
    /* f32 atomic_add from every block into one row (a compare-exchange
     * loop); f16, bf16, i8 and u16 tensors packed in u32 words, neighbours
     * written by other invocations */
    run_source("atomics.tile",
               "kernel col_sum(X: f32[M, 64], S: f32[64])\n"
               "    grid(ceildiv(M, 4)) threads(64) as (bx)\n{\n"
               "    X_f = fragment f32[4, 64]\n"
               "    s = fragment f32[64]\n"
               "    copy(X[bx * 4, 0], X_f)\n"
               "    reduce_sum(X_f, s, dim=0)\n"
               "    atomic_add(s, S[0])\n}\n");
    static const char narrow_src[] = "kernel narrow(A: f16[N], B: i8[N], C: u16[N], D: bf16[N], E: i8[N], F: u16[N])\n"
                                     "    grid(ceildiv(N, 64)) threads(64) as (bx)\n{\n"
                                     "    for i in parallel(64) {\n"
                                     "        let e = bx * 64 + i\n"
                                     "        if e < N {\n"
                                     "            D[e] = bf16(f32(A[e]) * 3.0)\n"
                                     "            E[e] = B[e] * i8(3) + i8(C[e])\n"
                                     "            F[e] = F[e] * u16(3)\n"
                                     "        }\n"
                                     "    }\n}\n";
    run_source("narrow.tile", narrow_src);
    /* and natively where the device has 8/16-bit storage */
    target = "vulkan/lavapipe";
    run_source("narrow.tile", narrow_src);
    target = "vulkan";
}
END_TEST

/* b's first kernel at shape values vals on the device against the
 * interpreter. */
static void run_at(built *b, const int64_t *vals, const char *what)
{
    tl_error err = {0};
    tl_kernel_handle *h = tl_load(&b->c, &err);
    ck_assert_msg(h != NULL, "%s: %s", what, err.msg);
    const tl_kernel *k = b->m->kernels[0];
    args a, ref, got;
    make_args(k, vals, &a);
    copy_args(&a, &ref);
    copy_args(&a, &got);
    char ierr[512];
    ck_assert_msg(tl_interp_run_kernel(k, ref.t, (size_t)ref.n, false, ierr, sizeof ierr), "%s", ierr);
    launch(h, k, &got, what);
    compare(what, k, &ref, &got);
    free_args(&a);
    free_args(&ref);
    free_args(&got);
    tl_kernel_handle_free(h);
}

START_TEST(grid_past_65535_blocks)
{
    /* 70001 blocks (more than one dispatch dimension holds) and a 2-D grid
     * of 33000 x 2: the shader's linear block number over the split
     * dispatch, (bx, by) recomputed from it */
    if (!device_ok || !tools_ok) {
        printf("skipped: grids past 65535 blocks on Vulkan: %s\n", !tools_ok ? tools_why : device_why);
        return;
    }
    static const char src[] = "kernel fill_idx(A: i32[N]) grid(N) threads(1) as (bx) {\n"
                              "    for i in parallel(1) { A[bx] = bx * 3 + i }\n}\n";
    static const char src2[] = "kernel fill2(A: i32[2, N]) grid(N, 2) threads(1) as (bx, by) {\n"
                               "    for i in parallel(1) { A[by, bx] = bx * 3 + by + i }\n}\n";
    tl_error err = {0};
    built b;
    ck_assert_msg(build_src(&b, "bigrid.tile", src, sizeof src - 1, &err), "%s", err.msg);
    run_at(&b, (const int64_t[]){70001}, "70001 blocks");
    unbuild(&b);
    ck_assert_msg(build_src(&b, "bigrid2.tile", src2, sizeof src2 - 1, &err), "%s", err.msg);
    run_at(&b, (const int64_t[]){33000}, "33000 x 2 blocks");
    unbuild(&b);
}
END_TEST

/* Every construct of the language (shifts, ~, bitcast, sin cos erf
 * sigmoid, var, while, break, continue, atomic_max/min into i32, f32, f16
 * and bf16, 8/16-bit bit casts; check_cuda's kernels without their 64-bit
 * parts) run against the interpreter: the structured control flow of
 * while, break and continue, and the compare-exchange loops. */
static const char constructs_src[] =
    "const B = 128\n"
    "\n"
    "kernel bits(X: u32[N], S: i32[N], F: f32[N], H: f16[N], Y: u32[N], Z: i32[N], G: f32[N], K: u16[N])\n"
    "    grid(ceildiv(N, B)) threads(128) as bx\n"
    "{\n"
    "    for i in parallel(B) {\n"
    "        let n = bx * B + i\n"
    "        if n < N {\n"
    "            let x = X[n]\n"
    "            let s = S[n]\n"
    "            Y[n] = (x << (x & 31)) ^ (x >> 3) | ~x & 0xFF\n"
    "            Z[n] = (s >> 40) + (s << -1) + (s >> (s & 7))\n"
    "            G[n] = bitcast(bitcast(F[n], u32) & 0x7FFFFFFF, f32) + sin(F[n]) + cos(F[n]) + erf(F[n]) + sigmoid(F[n])\n"
    "            K[n] = bitcast(H[n], u16) ^ bitcast(f16(sigmoid(H[n])), u16)\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "kernel loops(X: i32[N], C: i32[N], M: i32[1], Mf: f32[1])\n"
    "    grid(ceildiv(N, B)) threads(128) as bx\n"
    "{\n"
    "    for i in parallel(B) {\n"
    "        let n = bx * B + i\n"
    "        if n < N {\n"
    "            var x = X[n]\n"
    "            var c = 0\n"
    "            while x != 1 && x > 0 {\n"
    "                if c >= 1000 {\n"
    "                    break\n"
    "                }\n"
    "                c += 1\n"
    "                if x % 2 == 0 {\n"
    "                    x = x / 2\n"
    "                    continue\n"
    "                }\n"
    "                x = 3 * x + 1\n"
    "            }\n"
    "            for k in range(4) {\n"
    "                if k == c {\n"
    "                    break\n"
    "                }\n"
    "                c += k\n"
    "            }\n"
    "            C[n] = c\n"
    "        }\n"
    "    }\n"
    "    T = shared i32[1]\n"
    "    Tf = shared f32[1]\n"
    "    R = shared i32[B]\n"
    "    for i in parallel(B) {\n"
    "        R[i] = C[min(bx * B + i, N - 1)]\n"
    "    }\n"
    "    reduce_max(R, T, dim=0)\n"
    "    for i in parallel(1) {\n"
    "        Tf[i] = f32(T[i]) - 50.0\n"
    "    }\n"
    "    atomic_max(T, M)\n"
    "    atomic_min(Tf, Mf)\n"
    "}\n"
    "\n"
    "kernel atomics16(X: f16[N], Y: bf16[N], U: u8[N], W: i16[N], Mh: f16[1], Mb: bf16[1])\n"
    "    grid(ceildiv(N, B)) threads(128) as bx\n"
    "{\n"
    "    Fh = shared f16[1]\n"
    "    Fb = shared bf16[1]\n"
    "    for i in parallel(1) {\n"
    "        Fh[i] = X[bx * B]\n"
    "        Fb[i] = Y[bx * B]\n"
    "    }\n"
    "    atomic_max(Fh, Mh)\n"
    "    atomic_min(Fb, Mb)\n"
    "    for i in parallel(B) {\n"
    "        let n = bx * B + i\n"
    "        if n < N {\n"
    "            Y[n] = bitcast(bitcast(Y[n], i16) ^ W[n], bf16)\n"
    "            X[n] = cos(X[n]) + erf(X[n]) + f16(bitcast(U[n], i8) >> 4)\n"
    "        }\n"
    "    }\n"
    "}\n";

START_TEST(every_construct)
{
    run_source("constructs.tile", constructs_src);
    target = "vulkan/lavapipe";
    run_source("constructs.tile", constructs_src);
    target = "vulkan";
}
END_TEST

START_TEST(refuses_64bit_parameters_by_name)
{
    static const char src[] = "kernel k(A: f32[N], n: i64)\n    grid(1) threads(32) as (bx)\n{\n"
                              "    for i in parallel(32) { A[i] = 1.0 }\n}\n";
    tl_error err = {0};
    built b;
    ck_assert(!build_src(&b, "k.tile", src, sizeof src - 1, &err));
    tl_assert_msg_contains(&err, "k.tile:1:21: kernel 'k': parameter 'n' is i64: the vulkan codegen computes in 32 bits");
    unbuild(&b);
    static const char src2[] = "kernel k(A: f64[N])\n    grid(1) threads(32) as (bx)\n{\n"
                               "    for i in parallel(32) { A[i] = 1.0 }\n}\n";
    ck_assert(!build_src(&b, "k.tile", src2, sizeof src2 - 1, &err));
    tl_assert_msg_contains(&err, "parameter 'A' is a tensor of f64: the vulkan codegen computes in 32 bits");
    unbuild(&b);
}
END_TEST

START_TEST(refuses_more_than_16_tensors)
{
    tl_strbuf s = {0};
    tl_strbuf_puts(&s, "kernel many(");
    for (int i = 0; i < 17; i++)
        tl_strbuf_printf(&s, "%sT%d: f32[N]", i ? ", " : "", i);
    tl_strbuf_puts(&s, ")\n    grid(1) threads(32) as (bx)\n{\n    for i in parallel(32) { T0[i] = T16[i] }\n}\n");
    tl_error err = {0};
    built b;
    ck_assert(!build_src(&b, "many.tile", s.data, s.len, &err));
    tl_assert_msg_contains(&err, "kernel 'many': 17 tensors: many Vulkan devices bind at most 16 storage buffers");
    unbuild(&b);
    tl_strbuf_free(&s);
}
END_TEST

START_TEST(feature_attributes_checked)
{
    tl_error err = {0};
    built b;
    target = "vulkan -f16=2";
    bool ok = build_file(&b, EXAMPLES "/vector_add.tile", &err);
    target = "vulkan";
    ck_assert(!ok);
    tl_assert_msg_contains(&err, "target attribute f16 is '2': it is 0, 1 or device");
    unbuild(&b);
    target = "vulkan -subgroups=3";
    ok = build_file(&b, EXAMPLES "/vector_add.tile", &err);
    target = "vulkan";
    ck_assert(!ok);
    tl_assert_msg_contains(&err, "target attribute subgroups is '3'");
    unbuild(&b);
}
END_TEST

/* Float controls (-ieee, on by default): every module declares
 * SignedZeroInfNanPreserve for its 32-bit floats, so that no driver folds
 * x * 0 to +0 or assumes no inf and NaN (NVIDIA's did: 1 / (x * 0) gave
 * +inf for a negative x); -ieee=0 leaves it out. */
START_TEST(float_controls_declared)
{
    static const char src[] = "kernel k(X: f32[N], Y: f32[N])\n    grid(1) threads(32) as (bx)\n{\n"
                              "    for i in parallel(32) { Y[i] = 1.0 / (X[i] * 0.0) }\n}\n";
    const char *forms[] = {"vulkan", "vulkan -ieee=1", "vulkan -ieee=0"};
    for (int f = 0; f < 3; f++) {
        tl_error err = {0};
        built b;
        target = forms[f];
        bool ok = build_src(&b, "k.tile", src, sizeof src - 1, &err);
        target = "vulkan";
        ck_assert_msg(ok, "%s: %s", forms[f], err.msg);
        const char *d = tl_strbuf_cstr(&b.c.device_source);
        bool on = f < 2, has = strstr(d, "OpExecutionMode %k SignedZeroInfNanPreserve 32") != NULL;
        ck_assert_msg(has == on, "%s: %s", forms[f], d);
        ck_assert(on == (strstr(d, "OpCapability SignedZeroInfNanPreserve") != NULL));
        ck_assert(on == (strstr(d, "OpExtension \"SPV_KHR_float_controls\"") != NULL));
        /* subnormals kept where the device can (the runtime takes the mode out elsewhere) */
        ck_assert(on == (strstr(d, "OpExecutionMode %k DenormPreserve 32") != NULL));
        ck_assert(on == (strstr(d, "OpCapability DenormPreserve") != NULL));
        const tl_vulkan_artifact *a = b.c.device_artifact;
        ck_assert(a->ieee32 == on && !a->ieee16);
        unbuild(&b);
    }
    tl_error err = {0};
    built b;
    target = "vulkan -ieee=yes";
    bool ok = build_src(&b, "k.tile", src, sizeof src - 1, &err);
    target = "vulkan";
    ck_assert(!ok);
    tl_assert_msg_contains(&err, "target attribute ieee is 'yes': it is 0, 1 or device");
    unbuild(&b);
}
END_TEST

/* Every float +, -, * and / is decorated NoContraction: each rounds on its
 * own (docs/language.md), where a driver may otherwise fuse a product and a
 * sum (NVIDIA's did: tilesmith seed 207772). */
START_TEST(float_ops_not_contracted)
{
    static const char src[] = "kernel k(X: f32[N], Y: f32[N])\n    grid(1) threads(32) as (bx)\n{\n"
                              "    for i in parallel(32) { Y[i] = X[i] * X[i] + 1.0 - X[i] / 3.0 }\n}\n";
    tl_error err = {0};
    built b;
    ck_assert_msg(build_src(&b, "k.tile", src, sizeof src - 1, &err), "%s", err.msg);
    const char *d = tl_strbuf_cstr(&b.c.device_source);
    int seen = 0;
    for (const char *l = d; (l = strstr(l, " = OpF")) != NULL; l++) {
        if (strncmp(l, " = OpFMul ", 10) && strncmp(l, " = OpFAdd ", 10) && strncmp(l, " = OpFSub ", 10) &&
            strncmp(l, " = OpFDiv ", 10))
            continue;
        const char *id = l;
        while (id > d && id[-1] != ' ')
            id--;
        char want[64];
        snprintf(want, sizeof want, "OpDecorate %.*s NoContraction\n", (int)(l - id), id);
        ck_assert_msg(strstr(d, want) != NULL, "no '%s' in:\n%s", want, d);
        seen++;
    }
    ck_assert_int_ge(seen, 3);
    unbuild(&b);
}
END_TEST

/* sqrt goes through tl_sqrt, the device's estimate corrected in integers
 * (OpUMulExtended), not Sqrt alone: Vulkan's need not be correctly rounded. */
START_TEST(sqrt_corrected)
{
    size_t len;
    char *src = lt_read_file("tests/diff/gpu-sqrt-exact.tile", &len);
    ck_assert(src != NULL);
    tl_error err = {0};
    built b;
    ck_assert_msg(build_src(&b, "gpu-sqrt-exact.tile", src, len, &err), "%s", err.msg);
    free(src);
    const char *d = tl_strbuf_cstr(&b.c.device_source);
    ck_assert_msg(strstr(d, "%tl_sqrt = OpFunction") != NULL, "%s", d);
    ck_assert(strstr(d, "OpUMulExtended") != NULL);
    ck_assert(strstr(d, "OpFunctionCall %float %tl_sqrt") != NULL);
    unbuild(&b);
}
END_TEST

/* Signed % through the magnitudes' OpUMod: the Vulkan environment leaves
 * OpSRem and OpSMod undefined for negative operands. */
START_TEST(signed_remainder_not_srem)
{
    size_t len;
    char *src = lt_read_file("tests/diff/vulkan-signed-div-rem.tile", &len);
    ck_assert(src != NULL);
    tl_error err = {0};
    built b;
    ck_assert_msg(build_src(&b, "vulkan-signed-div-rem.tile", src, len, &err), "%s", err.msg);
    const char *d = tl_strbuf_cstr(&b.c.device_source);
    ck_assert_msg(!strstr(d, "OpSRem") && !strstr(d, "OpSMod") && strstr(d, "OpUMod") && strstr(d, "OpSDiv"), "%s", d);
    unbuild(&b);
    free(src);
}
END_TEST

/* On-chip buffers are allocated zeroed: a register fragment by a store of
 * its null constant, a shared buffer by the invocations' strided stores;
 * one written whole before it is read (scratch) is not zeroed (tilesmith
 * seed 200115 read an unwritten fragment: NVIDIA gave -0 and garbage). */
START_TEST(on_chip_buffers_zeroed)
{
    static const char src[] = "kernel k(Y: f32[N], Z: f32[N])\n    grid(1) threads(32) as (bx)\n{\n"
                              "    fr = fragment f32[32]\n    sh = shared f32[64]\n    done = shared f32[64]\n"
                              "    fill(done, 1.0)\n"
                              "    copy(fr, Y[0])\n    copy(sh[0:32], Z[0])\n    copy(done[0:32], Y[32])\n}\n";
    tl_error err = {0};
    built b;
    ck_assert_msg(build_src(&b, "k.tile", src, sizeof src - 1, &err), "%s", err.msg);
    const char *d = tl_strbuf_cstr(&b.c.device_source);
    ck_assert_msg(strstr(d, "OpConstantNull %_arr_float_uint_1"), "%s", d);
    ck_assert_msg(strstr(d, "OpStore %fr %"), "%s", d);
    /* sh: a loop of the invocations' stores of a null float before the
     * copy; done, filled whole first, is not zeroed (its first store is the
     * fill's, of 1.0) */
    ck_assert_msg(strstr(d, "OpConstantNull %float"), "%s", d);
    const char *z = strstr(d, "OpAccessChain %_ptr_Workgroup_float %sh");
    const char *f = strstr(d, "OpAccessChain %_ptr_Workgroup_float %done");
    ck_assert_msg(z && f && z < f, "%s", d);
    unbuild(&b);
}
END_TEST

START_TEST(validation_errors_name_instruction_and_line)
{
    /* a module spvValidate refuses: the message names the instruction and
     * the kernel source line it was written for */
    if (!tools_ok) {
        printf("skipped: validation errors: %s\n", tools_why);
        return;
    }
    tl_error err = {0};
    built b;
    ck_assert_msg(build_file(&b, EXAMPLES "/vector_add.tile", &err), "%s", err.msg);
    tl_vulkan_artifact *a = b.c.device_artifact;
    tl_vulkan_kernel *k = &a->kernels[0];
    /* the int type's id; then the first OpFAdd (the sum, line 13) made
     * to yield an int: a type error spvValidate names */
    uint32_t t_int = 0;
    size_t fadd = 0;
    for (size_t i = 5; i < k->nwords; i += k->words[i] >> 16) {
        uint32_t op = k->words[i] & 0xffff;
        if (op == SpvOpTypeInt && k->words[i + 2] == 32 && !t_int)
            t_int = k->words[i + 1];
        if (op == SpvOpFAdd && !fadd)
            fadd = i;
    }
    ck_assert(t_int && fadd);
    k->words[fadd + 1] = t_int;
    a->validated = false;
    ck_assert(!tl_vulkan_artifact_validate(a, &err));
    tl_assert_msg_contains(&err, "vulkan: kernel 'vector_add': spvValidate refused the SPIR-V (instruction ");
    tl_assert_msg_contains(&err, "written for examples/vector_add.tile:13)");
    tl_assert_msg_contains(&err, "OpFAdd");
    if (getenv("TL_SHOW_MESSAGES"))
        printf("%s\n", err.msg);
    unbuild(&b);
}
END_TEST

/* A module refused after the optimizer's passes says so; its instructions
 * moved, so no source line is claimed. */
START_TEST(validation_errors_after_the_optimizer)
{
    char why[700];
    if (!tl_vulkan_spirv_optimizer(why, sizeof why)) {
        printf("skipped: validation errors after the optimizer: %s\n", why);
        return;
    }
    tl_error err = {0};
    built b;
    target = "vulkan -spirv_opt=performance";
    bool ok = build_file(&b, EXAMPLES "/vector_add.tile", &err);
    target = "vulkan";
    ck_assert_msg(ok, "%s", err.msg);
    tl_vulkan_artifact *a = b.c.device_artifact;
    tl_vulkan_kernel *k = &a->kernels[0];
    uint32_t t_int = 0;
    size_t fadd = 0;
    for (size_t i = 5; i < k->nwords; i += k->words[i] >> 16) {
        uint32_t op = k->words[i] & 0xffff;
        if (op == SpvOpTypeInt && k->words[i + 2] == 32 && !t_int)
            t_int = k->words[i + 1];
        if (op == SpvOpFAdd && !fadd)
            fadd = i;
    }
    ck_assert(t_int && fadd);
    k->words[fadd + 1] = t_int;
    a->validated = false;
    ck_assert(!tl_vulkan_artifact_validate(a, &err));
    tl_assert_msg_contains(&err, "vulkan: kernel 'vector_add': spvValidate refused the SPIR-V after the optimizer's "
                                 "performance passes (instruction ");
    ck_assert_msg(!strstr(err.msg, "written for"), "%s", err.msg);
    unbuild(&b);
}
END_TEST

START_TEST(without_spirv_tools)
{
    /* where SPIRV-Tools is absent a vulkan build fails saying why, and the
     * other targets are untouched */
    FILE *p = popen("TILEC_SPIRV_TOOLS=/nonexistent/libSPIRV-Tools.a " TL_TEST_BUILD_DIR
                    "/tilec build " EXAMPLES "/vector_add.tile --target vulkan --emit spvasm 2>&1", "r");
    ck_assert(p != NULL);
    char out[2048] = "";
    size_t n = fread(out, 1, sizeof out - 1, p);
    out[n] = '\0';
    ck_assert_msg(pclose(p) != 0, "%s", out);
    ck_assert_msg(strstr(out, "vulkan: SPIR-V cannot be validated: TILEC_SPIRV_TOOLS names /nonexistent/libSPIRV-Tools.a, "
                              "which cannot be read"), "%s", out);
    p = popen("TILEC_SPIRV_TOOLS=/nonexistent/libSPIRV-Tools.a " TL_TEST_BUILD_DIR
              "/tilec build " EXAMPLES "/vector_add.tile --target c --emit source >/dev/null 2>&1", "r");
    ck_assert(p != NULL && pclose(p) == 0);
}
END_TEST

/* Runs cmd (a shell line): its exit status, the start of its output in out
 * (the rest read and dropped, so that the command never meets a closed pipe). */
static int run_cmd(const char *cmd, char *out, size_t cap)
{
    FILE *p = popen(cmd, "r");
    ck_assert(p != NULL);
    size_t n = fread(out, 1, cap - 1, p);
    out[n] = '\0';
    char rest[4096];
    while (fread(rest, 1, sizeof rest, p) > 0)
        ;
    return pclose(p);
}

START_TEST(optimizer_unavailable_says_why)
{
    /* an archive with no libSPIRV-Tools-opt.a beside it, and a compiler
     * that cannot build the C++ shim: the optimizer is unavailable and a
     * build that asks for it fails saying why; validation still works */
    static const char *const archives[] = {"/usr/lib/x86_64-linux-gnu/libSPIRV-Tools.a",
                                           "/usr/lib/aarch64-linux-gnu/libSPIRV-Tools.a", "/usr/lib64/libSPIRV-Tools.a",
                                           "/usr/lib/libSPIRV-Tools.a", "/usr/local/lib/libSPIRV-Tools.a"};
    const char *archive = NULL;
    for (size_t i = 0; i < sizeof archives / sizeof *archives && !archive; i++)
        if (access(archives[i], R_OK) == 0)
            archive = archives[i];
    if (!tools_ok || !archive) {
        printf("skipped: the optimizer's absence: %s\n", !tools_ok ? tools_why : "no libSPIRV-Tools.a here");
        return;
    }
    char dir[] = TL_TEST_BUILD_DIR "/tests/spirv-no-opt-XXXXXX", link[600], cmd[2048], out[1500];
    ck_assert(mkdtemp(dir) != NULL);
    snprintf(link, sizeof link, "%s/libSPIRV-Tools.a", dir);
    ck_assert(symlink(archive, link) == 0);
    const char *build = TL_TEST_BUILD_DIR "/tilec build " EXAMPLES "/vector_add.tile --emit spvasm";
    snprintf(cmd, sizeof cmd, "TILEC_SPIRV_TOOLS=%s %s --target 'vulkan -spirv_opt=performance' 2>&1", link, build);
    ck_assert_msg(run_cmd(cmd, out, sizeof out) != 0, "%s", out);
    char want[800];
    snprintf(want, sizeof want, "vulkan: the SPIR-V optimizer is unavailable: no libSPIRV-Tools-opt.a next to %s", link);
    ck_assert_msg(strstr(out, want), "%s", out);
    snprintf(cmd, sizeof cmd, "TILEC_SPIRV_TOOLS=%s %s --target vulkan 2>&1", link, build);
    ck_assert_msg(run_cmd(cmd, out, sizeof out) == 0 && strstr(out, "OpEntryPoint GLCompute"), "%s", out);
    /* a C compiler without C++ headers: the shim does not compile */
    const char *cc = getenv("CC");
    snprintf(cmd, sizeof cmd, "CC='%s -nostdinc++' %s --target 'vulkan -spirv_opt=size' 2>&1", cc && *cc ? cc : "cc",
             build);
    ck_assert_msg(run_cmd(cmd, out, sizeof out) != 0, "%s", out);
    ck_assert_msg(strstr(out, "vulkan: the SPIR-V optimizer is unavailable: linking ") &&
                  strstr(out, "into a shared object failed: ") && strstr(out, "spirv_opt.cpp"), "%s", out);
    if (getenv("TL_SHOW_MESSAGES"))
        printf("%s\n", out);
    snprintf(cmd, sizeof cmd, "CC='%s -nostdinc++' %s --target vulkan 2>&1", cc && *cc ? cc : "cc", build);
    ck_assert_msg(run_cmd(cmd, out, sizeof out) == 0 && strstr(out, "OpEntryPoint GLCompute"), "%s", out);
    unlink(link);
    rmdir(dir);
}
END_TEST

/* ---- exact division ------------------------------------------------------------------ */

static const char divide_src[] = "kernel divide(A: f32[N], B: f32[N], Q: f32[N])\n"
                                 "    grid(ceildiv(N, 256)) threads(256) as (bx)\n{\n"
                                 "    for i in parallel(256) {\n"
                                 "        let e = bx * 256 + i\n"
                                 "        if e < N {\n"
                                 "            Q[e] = A[e] / B[e]\n"
                                 "        }\n"
                                 "    }\n}\n";

static float bits_f(uint32_t u)
{
    float f;
    memcpy(&f, &u, 4);
    return f;
}

static uint32_t f_bits(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

START_TEST(division_is_exact)
{
    if (!device_ok || !tools_ok) {
        printf("skipped: division on Vulkan: %s\n", !tools_ok ? tools_why : device_why);
        return;
    }
    /* edge values and random bit patterns (normals, subnormals, overflow) */
    static const float edge[] = {0.0f, -0.0f, 1.0f, -1.0f, 3.0f, 7.0f, 1e-45f, 1.1754942e-38f, 1.17549435e-38f,
                                 3.4028235e38f, INFINITY, -INFINITY, NAN, 0.1f, 10.0f, 1.5f, 0.75f, 2e-38f};
    enum { NE = sizeof edge / sizeof *edge, N = NE * NE + 4096 };
    float *a = malloc(N * 4), *bb = malloc(N * 4), *q = malloc(N * 4);
    size_t n = 0;
    for (size_t i = 0; i < NE; i++)
        for (size_t j = 0; j < NE; j++, n++)
            a[n] = edge[i], bb[n] = edge[j];
    for (; n < N; n++) {
        rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
        a[n] = bits_f((uint32_t)rng);
        bb[n] = bits_f((uint32_t)(rng >> 32));
    }
    tl_error err = {0};
    built b;
    ck_assert_msg(build_src(&b, "divide.tile", divide_src, sizeof divide_src - 1, &err), "%s", err.msg);
    tl_kernel_handle *h = tl_load(&b.c, &err);
    ck_assert_msg(h != NULL, "%s", err.msg);
    const tl_device_api *api = tl_vulkan_device_api();
    void *da, *db, *dq;
    ck_assert(api->alloc(0, N * 4, &da, &err) && api->alloc(0, N * 4, &db, &err) && api->alloc(0, N * 4, &dq, &err));
    ck_assert(api->to_device(0, da, a, N * 4, &err) && api->to_device(0, db, bb, N * 4, &err));
    int64_t shape[1] = {N};
    DLTensor t[3];
    tl_any any[3];
    void *ptrs[3] = {da, db, dq};
    for (int i = 0; i < 3; i++) {
        t[i] = (DLTensor){.data = ptrs[i], .device = {kDLVulkan, 0}, .ndim = 1, .dtype = {kDLFloat, 32, 1}, .shape = shape};
        any[i].type = TL_ANY_TENSOR;
        any[i].v.p = &t[i];
    }
    ck_assert_msg(tl_kernel_launch(h, "divide", any, 3, 1, &err), "%s", err.msg);
    ck_assert_msg(api->synchronize(0, &err) && api->to_host(0, q, dq, N * 4, &err), "%s", err.msg);
    for (size_t i = 0; i < N; i++) {
        float want = a[i] / bb[i];
        if (isnan(want) && isnan(q[i]))
            continue;
        /* a device that flushes subnormals may give zero for a subnormal
         * operand or quotient; lavapipe does not */
        ck_assert_msg(f_bits(q[i]) == f_bits(want), "%a / %a: vulkan %a, C %a", (double)a[i], (double)bb[i], (double)q[i],
                      (double)want);
    }
    api->free(0, da);
    api->free(0, db);
    api->free(0, dq);
    free(a);
    free(bb);
    free(q);
    tl_kernel_handle_free(h);
    unbuild(&b);
}
END_TEST

Suite *make_suite(void)
{
    examples = lt_list_tiles(EXAMPLES, &nexamples);
    tools_ok = tl_vulkan_spirv_tools(tools_why, sizeof tools_why);
    char why[600];
    if (!tl_vulkan_probe(why, sizeof why))
        snprintf(device_why, sizeof device_why, "no Vulkan device: %s", why);
    else
        device_ok = true;
    Suite *s = suite_create("vulkan");
    TCase *tc = tcase_create("codegen");
    tcase_set_timeout(tc, 300);
    tcase_add_loop_test(tc, example_spirv, 0, (int)nexamples);
    tcase_add_loop_test(tc, example_spirv_native, 0, (int)nexamples);
    tcase_add_test(tc, refuses_64bit_parameters_by_name);
    tcase_add_test(tc, refuses_more_than_16_tensors);
    tcase_add_test(tc, feature_attributes_checked);
    tcase_add_test(tc, float_controls_declared);
    tcase_add_test(tc, float_ops_not_contracted);
    tcase_add_test(tc, sqrt_corrected);
    tcase_add_test(tc, on_chip_buffers_zeroed);
    tcase_add_test(tc, signed_remainder_not_srem);
    tcase_add_test(tc, validation_errors_name_instruction_and_line);
    tcase_add_test(tc, without_spirv_tools);
    tcase_add_loop_test(tc, example_spirv_optimized, 0, (int)nexamples);
    tcase_add_loop_test(tc, example_spirv_optimized_ieee, 0, (int)nexamples);
    tcase_add_loop_test(tc, example_spirv_native_optimized, 0, (int)nexamples);
    tcase_add_test(tc, validation_errors_after_the_optimizer);
    tcase_add_test(tc, optimizer_unavailable_says_why);
    suite_add_tcase(s, tc);
    TCase *tr = tcase_create("run");
    tcase_set_timeout(tr, 600);
    tcase_add_loop_test(tr, example_runs, 0, (int)nexamples);
    tcase_add_loop_test(tr, example_runs_native, 0, (int)nexamples);
    tcase_add_test(tr, large_tile_examples_with_smaller_tiles);
    tcase_add_test(tr, row_examples_with_subgroups);
    tcase_add_test(tr, atomic_add_f32_and_packed_tensors);
    tcase_add_test(tr, division_is_exact);
    tcase_add_test(tr, grid_past_65535_blocks);
    tcase_add_test(tr, every_construct);
    suite_add_tcase(s, tr);
    return s;
}

TL_TEST_MAIN()
