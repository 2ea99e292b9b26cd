/*
 * check_vulkan_run.c: the vulkan backend's runtime (src/vulkan/exec.c) on
 * the Vulkan device here (Mesa's lavapipe in CI).
 *
 * Case probe: what the probe and `tilec resolve` say without a loader
 * (TILEC_VULKAN_LOADER pointing nowhere) and without a driver
 * (VK_DRIVER_FILES naming no ICD), and with one: the device and its
 * features; `auto` still prefers what it did (vulkan is not an auto kind).
 *
 * Case handwritten: the runtime alone, on a SPIR-V module assembled here by
 * spirv-as (SPIRV-Tools) for a tile kernel the vulkan pipeline lowers: the
 * load (pipeline cache, descriptor set, push constants), launches against
 * values computed here (every dim 1, a ragged tail, a grid of more than
 * 65535 blocks split over the dispatch's x and y), tensors at an offset
 * into their buffers, the device_api's copies and timing, and the
 * argument errors: wrong dtype, wrong shape, a host pointer, a CPU tensor,
 * an offset past the buffer's end or off its alignment.
 *
 * Case examples: every example the codegen holds, built for "vulkan" (the
 * portable forms: 8/16-bit tensors packed in words, workgroup-memory
 * reductions) and for the device's own features ("vulkan -f16=device
 * -int8=device -int16=device -int64=device -subgroups=device": on lavapipe
 * f16 and 8/16-bit storage held natively, subgroups of 8), run through the
 * tvm_ffi execution backend on tensors in device memory against the
 * interpreter (tests/interpref.h shares its results) at edge shapes: every
 * dim 1, and sizes that are no multiple of a tile. An example whose tiles
 * need more workgroup memory than the device has must be refused by the
 * load with the limit named, and then runs with smaller tiles. A few
 * examples run again as SPIRV-Tools' optimizer leaves them
 * (-spirv_opt=performance), portable and native.
 *
 * Without a Vulkan device (or spirv-as) the tests print "skipped: <reason>".
 */
#include <dlpack/dlpack.h>
#include <math.h>
#include <stdint.h>
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
#include "vulkan/vulkan.h"

static const char *TILEC = TL_TEST_BUILD_DIR "/tilec";

/* The output of a shell command line (stdout and stderr), malloc'd. */
static char *run_cmd(const char *cmd, int *status)
{
    char line[4096];
    snprintf(line, sizeof line, "%s 2>&1", cmd);
    FILE *p = popen(line, "r");
    ck_assert_msg(p != NULL, "cannot run %s", cmd);
    size_t cap = 1 << 16, n = 0;
    char *out = malloc(cap);
    size_t got;
    while ((got = fread(out + n, 1, cap - n - 1, p)) > 0)
        n += got;
    out[n] = '\0';
    int rc = pclose(p);
    if (status)
        *status = rc;
    return out;
}

/* Whether there is a Vulkan device here; else why not, in why. */
static bool have_device(char *why, size_t cap)
{
    tl_error err = { 0 };
    const tl_context *ctx = tl_create_backend_context("vulkan", "c", "none", &err);
    ck_assert_msg(ctx != NULL, "%s", err.msg);
    tl_context_free(ctx);
    return tl_vulkan_probe(why, cap);
}

/* ---- probe ------------------------------------------------------------------ */

START_TEST(probe_no_loader)
{
    char cmd[512];
    snprintf(cmd, sizeof cmd, "TILEC_VULKAN_LOADER=/nonexistent/libvulkan.so.1 %s resolve --target vulkan", TILEC);
    char *out = run_cmd(cmd, NULL);
    ck_assert_msg(strstr(out, "/nonexistent/libvulkan.so.1 not found: no Vulkan loader"), "%s", out);
    free(out);
    /* a run says the same, and fails */
    int rc;
    snprintf(cmd, sizeof cmd,
             "TILEC_VULKAN_LOADER=/nonexistent/libvulkan.so.1 %s run examples/vector_add.tile --target vulkan -D N=100",
             TILEC);
    out = run_cmd(cmd, &rc);
    ck_assert_msg(rc != 0 && strstr(out, "no Vulkan loader"), "rc %d: %s", rc, out);
    free(out);
}
END_TEST

/* tilec run compiles the kernels it runs: a file's kernel the target
 * cannot hold does not stop the others */
START_TEST(run_compiles_only_its_kernels)
{
    char why[512];
    if (!have_device(why, sizeof why)) {
        printf("skipped: no Vulkan device here: %s\n", why);
        return;
    }
    char cmd[512];
    int rc;
    snprintf(cmd, sizeof cmd, "%s run tests/vulkan/one_kernel_of_two.tile --target vulkan --kernel scale --dim N=100 --check", TILEC);
    char *out = run_cmd(cmd, &rc);
    ck_assert_msg(rc == 0 && strstr(out, "ran scale on vulkan") && !strstr(out, "MISMATCH"), "rc %d: %s", rc, out);
    free(out);
    snprintf(cmd, sizeof cmd, "%s run tests/vulkan/one_kernel_of_two.tile --target vulkan --kernel warp_sum --dim N=32", TILEC);
    out = run_cmd(cmd, &rc);
    ck_assert_msg(rc != 0 && strstr(out, "warp operation warp_reduce_sum"), "rc %d: %s", rc, out);
    free(out);
}
END_TEST

START_TEST(probe_no_driver)
{
    char why[512];
    if (!have_device(why, sizeof why)) {
        printf("skipped: no Vulkan device here: %s\n", why);
        return;
    }
    char cmd[512];
    snprintf(cmd, sizeof cmd, "VK_DRIVER_FILES=/nonexistent/icd.json VK_ICD_FILENAMES=/nonexistent/icd.json %s resolve --target vulkan",
             TILEC);
    char *out = run_cmd(cmd, NULL);
    ck_assert_msg(strstr(out, "vkCreateInstance failed: VK_ERROR_INCOMPATIBLE_DRIVER") ||
                      strstr(out, "finds no device"),
                  "%s", out);
    free(out);
}
END_TEST

START_TEST(probe_device)
{
    char why[512];
    if (!have_device(why, sizeof why)) {
        printf("skipped: no Vulkan device here: %s\n", why);
        return;
    }
    char cmd[512];
    snprintf(cmd, sizeof cmd, "%s resolve --target vulkan", TILEC);
    char *out = run_cmd(cmd, NULL);
    ck_assert_msg(strstr(out, "tvm_ffi   available (device 0 of") && strstr(out, "subgroups") &&
                      strstr(out, "B shared"),
                  "%s", out);
    free(out);
    /* the target's device selects among the devices: none named bogus */
    tl_vulkan_caps caps;
    tl_error err = { 0 };
    ck_assert(!tl_vulkan_device_caps("bogus", &caps, &err));
    tl_assert_msg_contains(&err, "device=bogus: the device is lavapipe, nvidia or any");
    ck_assert_msg(tl_vulkan_device_caps("any", &caps, &err), "%s", err.msg);
    ck_assert(caps.max_threads >= 128 && caps.wg_bytes >= 16384);
    /* auto prefers what it did: vulkan is no auto kind */
    snprintf(cmd, sizeof cmd, "%s resolve --target auto", TILEC);
    out = run_cmd(cmd, NULL);
    ck_assert_msg(!strstr(out, "auto: vulkan"), "%s", out);
    free(out);
}
END_TEST

/* ---- a kernel assembled here ---------------------------------------------- */

/* C = A + alpha * B over N, 64 elements a block; the SPIR-V below is what
 * the shader ABI (vulkan.h) asks: tensors at bindings 0..2, N then alpha
 * in the push constants, blocks numbered linearly and the grid's total
 * (ceildiv(N, 64)) recomputed from N. */
static const char saxpy_tile[] =
    "kernel saxpy(A: f32[N], B: f32[N], C: f32[N], alpha: f32) grid(ceildiv(N, 64)) threads(64) as (bx) {\n"
    "    for i in parallel(64) {\n"
    "        C[bx * 64 + i] = A[bx * 64 + i] + alpha * B[bx * 64 + i]\n"
    "    }\n"
    "}\n";

static const char saxpy_spvasm[] =
    "OpCapability Shader\n"
    "OpMemoryModel Logical GLSL450\n"
    "OpEntryPoint GLCompute %main \"saxpy\" %wgid %nwg %lid\n"
    "OpExecutionMode %main LocalSize 64 1 1\n"
    "OpDecorate %wgid BuiltIn WorkgroupId\n"
    "OpDecorate %nwg BuiltIn NumWorkgroups\n"
    "OpDecorate %lid BuiltIn LocalInvocationId\n"
    "OpDecorate %rta ArrayStride 4\n"
    "OpMemberDecorate %Buf 0 Offset 0\n"
    "OpDecorate %Buf Block\n"
    "OpDecorate %A DescriptorSet 0\nOpDecorate %A Binding 0\n"
    "OpDecorate %B DescriptorSet 0\nOpDecorate %B Binding 1\n"
    "OpDecorate %C DescriptorSet 0\nOpDecorate %C Binding 2\n"
    "OpMemberDecorate %PC 0 Offset 0\nOpMemberDecorate %PC 1 Offset 4\nOpDecorate %PC Block\n"
    "%void = OpTypeVoid\n%fnvoid = OpTypeFunction %void\n"
    "%uint = OpTypeInt 32 0\n%int = OpTypeInt 32 1\n%float = OpTypeFloat 32\n%bool = OpTypeBool\n"
    "%v3uint = OpTypeVector %uint 3\n%pv3uint = OpTypePointer Input %v3uint\n"
    "%wgid = OpVariable %pv3uint Input\n%nwg = OpVariable %pv3uint Input\n%lid = OpVariable %pv3uint Input\n"
    "%rta = OpTypeRuntimeArray %float\n%Buf = OpTypeStruct %rta\n%pBuf = OpTypePointer StorageBuffer %Buf\n"
    "%A = OpVariable %pBuf StorageBuffer\n%B = OpVariable %pBuf StorageBuffer\n%C = OpVariable %pBuf StorageBuffer\n"
    "%PC = OpTypeStruct %int %float\n%pPC = OpTypePointer PushConstant %PC\n%pc = OpVariable %pPC PushConstant\n"
    "%pPCint = OpTypePointer PushConstant %int\n%pPCfloat = OpTypePointer PushConstant %float\n"
    "%pSBf = OpTypePointer StorageBuffer %float\n"
    "%int_0 = OpConstant %int 0\n%int_1 = OpConstant %int 1\n%uint_64 = OpConstant %uint 64\n%uint_63 = OpConstant %uint 63\n"
    "%main = OpFunction %void None %fnvoid\n"
    "%entry = OpLabel\n"
    "%w = OpLoad %v3uint %wgid\n%n = OpLoad %v3uint %nwg\n%l = OpLoad %v3uint %lid\n"
    "%wx = OpCompositeExtract %uint %w 0\n%wy = OpCompositeExtract %uint %w 1\n%wz = OpCompositeExtract %uint %w 2\n"
    "%nx = OpCompositeExtract %uint %n 0\n%ny = OpCompositeExtract %uint %n 1\n%lx = OpCompositeExtract %uint %l 0\n"
    "%t1 = OpIMul %uint %ny %wz\n%t2 = OpIAdd %uint %wy %t1\n%t3 = OpIMul %uint %nx %t2\n%block = OpIAdd %uint %wx %t3\n"
    "%pN = OpAccessChain %pPCint %pc %int_0\n%Ni = OpLoad %int %pN\n%N = OpBitcast %uint %Ni\n"
    "%N63 = OpIAdd %uint %N %uint_63\n%total = OpUDiv %uint %N63 %uint_64\n"
    "%inb = OpULessThan %bool %block %total\n%bx64 = OpIMul %uint %block %uint_64\n%i = OpIAdd %uint %bx64 %lx\n"
    "%ini = OpULessThan %bool %i %N\n%ok = OpLogicalAnd %bool %inb %ini\n"
    "OpSelectionMerge %end None\nOpBranchConditional %ok %body %end\n"
    "%body = OpLabel\n"
    "%pa = OpAccessChain %pSBf %A %int_0 %i\n%a = OpLoad %float %pa\n"
    "%pb = OpAccessChain %pSBf %B %int_0 %i\n%b = OpLoad %float %pb\n"
    "%palpha = OpAccessChain %pPCfloat %pc %int_1\n%alpha = OpLoad %float %palpha\n"
    "%ab = OpFMul %float %alpha %b\n%s = OpFAdd %float %a %ab\n"
    "%pcc = OpAccessChain %pSBf %C %int_0 %i\nOpStore %pcc %s\n"
    "OpBranch %end\n"
    "%end = OpLabel\nOpReturn\nOpFunctionEnd\n";

/* The module assembled by spirv-as (into *words), or false with why. */
static bool assemble(const char *text, uint32_t **words, size_t *nwords, char *why, size_t cap)
{
    char dir[] = "/tmp/tilec-spvasm-XXXXXX";
    if (!mkdtemp(dir)) {
        snprintf(why, cap, "mkdtemp failed");
        return false;
    }
    char in[256], out[256], cmd[700];
    snprintf(in, sizeof in, "%s/k.spvasm", dir);
    snprintf(out, sizeof out, "%s/k.spv", dir);
    FILE *f = fopen(in, "w");
    ck_assert(f != NULL);
    fputs(text, f);
    fclose(f);
    snprintf(cmd, sizeof cmd, "spirv-as --target-env vulkan1.1 -o %s %s", out, in);
    int rc;
    char *log = run_cmd(cmd, &rc);
    size_t len = 0;
    char *bin = rc == 0 ? lt_read_file(out, &len) : NULL;
    if (!bin)
        snprintf(why, cap, "spirv-as (Debian's spirv-tools) did not assemble the kernel: %.300s", log);
    free(log);
    unlink(in);
    unlink(out);
    rmdir(dir);
    if (!bin)
        return false;
    *nwords = len / 4;
    *words = malloc(len);
    memcpy(*words, bin, len);
    free(bin);
    return true;
}

typedef struct built {
    tl_arena *arena;
    tl_module *m;
    const tl_context *ctx;
    tl_compilation c;
    tl_kernel_handle *h;
} built;

/* saxpy through the vulkan pipeline, its artifact the module assembled
 * here, loaded by the tvm_ffi execution backend; false (why) without a
 * device or spirv-as. */
static bool load_saxpy(built *b, char *why, size_t cap)
{
    memset(b, 0, sizeof *b);
    if (!have_device(why, cap))
        return false;
    uint32_t *words;
    size_t nwords;
    if (!assemble(saxpy_spvasm, &words, &nwords, why, cap))
        return false;
    tl_error err = { 0 };
    b->arena = tl_arena_new();
    char *diag = NULL;
    int nerr = 0;
    b->m = lt_compile(b->arena, "saxpy.tile", saxpy_tile, sizeof saxpy_tile - 1, NULL, 0, &diag, &nerr);
    ck_assert_msg(b->m != NULL, "%s", diag ? diag : "");
    free(diag);
    b->ctx = tl_create_backend_context("vulkan", "c", "tvm_ffi", &err);
    ck_assert_msg(b->ctx != NULL, "%s", err.msg);
    tl_compilation_init(&b->c, b->arena, b->ctx, b->m, "saxpy.tile");
    ck_assert_msg(tl_run_pipeline(&b->c, &err), "%s", err.msg);
    tl_vulkan_artifact *a = calloc(1, sizeof *a);
    a->file = strdup("saxpy.tile");
    a->nkernels = 1;
    a->kernels = calloc(1, sizeof *a->kernels);
    tl_vulkan_kernel *k = &a->kernels[0];
    k->name = strdup("saxpy");
    k->entry = strdup("saxpy");
    k->words = words;
    k->nwords = nwords;
    k->written = calloc(4, sizeof *k->written);
    k->written[2] = true;
    k->threads = 64;
    k->ntensors = 3;
    k->push_bytes = 8;
    k->push_off = malloc(4 * sizeof *k->push_off);
    k->push_off[0] = k->push_off[1] = k->push_off[2] = -1;
    k->push_off[3] = 4;
    b->c.device_artifact = a;
    b->h = tl_vulkan_tvm_ffi_load(&b->c, &err);
    ck_assert_msg(b->h != NULL, "%s", err.msg);
    return true;
}

static void unload(built *b)
{
    tl_kernel_handle_free(b->h);
    tl_compilation_free(&b->c);
    if (b->ctx)
        tl_context_free(b->ctx);
    tl_arena_free(b->arena);
}

typedef struct dev_tensor {
    void *dev;
    int64_t shape[1];
    DLTensor t;
} dev_tensor;

static void dev_tensor_make(const tl_device_api *api, dev_tensor *d, int64_t n, size_t bytes, const void *host)
{
    tl_error err = { 0 };
    ck_assert_msg(api->alloc(0, bytes, &d->dev, &err), "%s", err.msg);
    if (host)
        ck_assert_msg(api->to_device(0, d->dev, host, bytes, &err), "%s", err.msg);
    d->shape[0] = n;
    d->t = (DLTensor){ .data = d->dev, .device = { kDLVulkan, 0 }, .ndim = 1, .dtype = { kDLFloat, 32, 1 },
                       .shape = d->shape };
}

/* saxpy over n elements on the device, checked against C's. */
static void run_saxpy(built *b, int64_t n)
{
    const tl_device_api *api = tl_vulkan_device_api();
    size_t bytes = (size_t)n * sizeof(float);
    float *a = malloc(bytes), *bb = malloc(bytes), *c = malloc(bytes);
    for (int64_t i = 0; i < n; i++)
        a[i] = (float)(i % 1000) * 0.5f, bb[i] = (float)(i % 7) - 3.0f, c[i] = NAN;
    dev_tensor A, B, C;
    dev_tensor_make(api, &A, n, bytes, a);
    dev_tensor_make(api, &B, n, bytes, bb);
    dev_tensor_make(api, &C, n, bytes, c);
    tl_any args[4] = { { TL_ANY_TENSOR, { .p = &A.t } }, { TL_ANY_TENSOR, { .p = &B.t } },
                       { TL_ANY_TENSOR, { .p = &C.t } }, { TL_ANY_FLOAT, { .f = 0.25 } } };
    tl_error err = { 0 };
    ck_assert_msg(tl_kernel_launch(b->h, "saxpy", args, 4, 0, &err), "n=%lld: %s", (long long)n, err.msg);
    ck_assert_msg(api->synchronize(0, &err), "%s", err.msg);
    ck_assert_msg(api->to_host(0, c, C.dev, bytes, &err), "%s", err.msg);
    for (int64_t i = 0; i < n; i++)
        ck_assert_msg(c[i] == a[i] + 0.25f * bb[i], "n=%lld: C[%lld] = %g, want %g", (long long)n, (long long)i, c[i],
                      a[i] + 0.25f * bb[i]);
    api->free(0, A.dev);
    api->free(0, B.dev);
    api->free(0, C.dev);
    free(a);
    free(bb);
    free(c);
}

START_TEST(handwritten_runs)
{
    built b;
    char why[600];
    if (!load_saxpy(&b, why, sizeof why)) {
        printf("skipped: %s\n", why);
        return;
    }
    run_saxpy(&b, 1);
    run_saxpy(&b, 64);
    run_saxpy(&b, 1000);
    /* 65538 blocks: past lavapipe's 65535 a dimension, split over x and y */
    run_saxpy(&b, 65537 * 64 + 5);
    bool first_hit = tl_kernel_handle_cache_hit(b.h);
    unload(&b);
    /* loaded again: the pipeline comes from the device's VkPipelineCache
     * where the driver says so (VK_EXT_pipeline_creation_feedback) */
    ck_assert(load_saxpy(&b, why, sizeof why));
    printf("saxpy's pipeline: first load %s the cache, second %s\n", first_hit ? "hit" : "missed",
           tl_kernel_handle_cache_hit(b.h) ? "hit" : "missed");
    run_saxpy(&b, 1000);
    unload(&b);
}
END_TEST

typedef struct run_ud {
    tl_kernel_handle *h;
    tl_any *args;
} run_ud;

static bool run_once(void *p, tl_error *err)
{
    run_ud *u = p;
    return tl_kernel_launch(u->h, "saxpy", u->args, 4, 0, err);
}

START_TEST(handwritten_staged_copies)
{
    /* memory the host does not map (a GPU's): copies in pieces through the
     * staging buffer, the last one short */
    setenv("TILEC_VULKAN_STAGING", "1", 1);
    built b;
    char why[600];
    if (!load_saxpy(&b, why, sizeof why)) {
        printf("skipped: %s\n", why);
        unsetenv("TILEC_VULKAN_STAGING");
        return;
    }
    run_saxpy(&b, 1000);
    run_saxpy(&b, (64 << 20) / 4 + 77); /* 64 MiB and a bit: two pieces */
    const tl_device_api *api = tl_vulkan_device_api();
    tl_error err = { 0 };
    void *dev;
    float in[50], out[20];
    for (int i = 0; i < 50; i++)
        in[i] = (float)i;
    ck_assert_msg(api->alloc(0, sizeof in, &dev, &err), "%s", err.msg);
    ck_assert_msg(api->to_device(0, dev, in, sizeof in, &err), "%s", err.msg);
    ck_assert_msg(api->to_host(0, out, (char *)dev + 40, sizeof out, &err), "%s", err.msg);
    for (int i = 0; i < 20; i++)
        ck_assert(out[i] == (float)(i + 10));
    api->free(0, dev);
    unload(&b);
    unsetenv("TILEC_VULKAN_STAGING");
}
END_TEST

START_TEST(handwritten_offsets_and_timing)
{
    built b;
    char why[600];
    if (!load_saxpy(&b, why, sizeof why)) {
        printf("skipped: %s\n", why);
        return;
    }
    const tl_device_api *api = tl_vulkan_device_api();
    tl_error err = { 0 };
    /* three tensors of 100 in one buffer, at byte offsets 0, 1024 and 2048 */
    float host[768];
    for (int i = 0; i < 768; i++)
        host[i] = (float)i;
    void *dev;
    ck_assert_msg(api->alloc(0, sizeof host, &dev, &err), "%s", err.msg);
    ck_assert_msg(api->to_device(0, dev, host, sizeof host, &err), "%s", err.msg);
    int64_t shape[1] = { 100 };
    DLTensor t[3];
    for (int i = 0; i < 3; i++)
        t[i] = (DLTensor){ .data = dev, .device = { kDLVulkan, 0 }, .ndim = 1, .dtype = { kDLFloat, 32, 1 },
                           .shape = shape, .byte_offset = (uint64_t)i * 1024 };
    tl_any args[4] = { { TL_ANY_TENSOR, { .p = &t[0] } }, { TL_ANY_TENSOR, { .p = &t[1] } },
                       { TL_ANY_TENSOR, { .p = &t[2] } }, { TL_ANY_INT, { .i = 2 } } };
    ck_assert_msg(tl_kernel_launch(b.h, "saxpy", args, 4, 0, &err), "%s", err.msg);
    float back[768];
    ck_assert_msg(api->to_host(0, back, dev, sizeof back, &err), "%s", err.msg);
    for (int i = 0; i < 768; i++) {
        float want = i >= 512 && i < 612 ? (float)(i - 512) + 2.0f * (float)(i - 256) : host[i];
        ck_assert_msg(back[i] == want, "element %d: %g, want %g", i, back[i], want);
    }
    /* a copy that starts inside the buffer: the second tensor alone */
    float part[100];
    ck_assert_msg(api->to_host(0, part, (char *)dev + 1024, sizeof part, &err), "%s", err.msg);
    ck_assert(part[0] == 256.0f && part[99] == 355.0f);
    /* an offset off the device's storage buffer alignment (4 bytes, one float) */
    t[2].byte_offset = 2048 + 4;
    ck_assert(!tl_kernel_launch(b.h, "saxpy", args, 4, 0, &err));
    ck_assert_msg(strstr(err.msg, "minStorageBufferOffsetAlignment") || strstr(err.msg, "pass the end"), "%s", err.msg);
    /* past the buffer's end */
    t[2].byte_offset = 3072 - 256;
    ck_assert(!tl_kernel_launch(b.h, "saxpy", args, 4, 0, &err));
    tl_assert_msg_contains(&err, "argument 2 (C): its 400 bytes at offset 2816 pass the end of its 3072-byte buffer");
    t[2].byte_offset = 2048;
    /* copies past the end */
    ck_assert(!api->to_host(0, back, (char *)dev + 8, sizeof back, &err));
    tl_assert_msg_contains(&err, "passes the end of its 3072-byte buffer");
    /* timing: device time of each run, positive */
    run_ud ud = { b.h, args };
    double ms[3] = { -1, -1, -1 };
    ck_assert_msg(api->time(0, run_once, &ud, 3, ms, &err), "%s", err.msg);
    for (int i = 0; i < 3; i++)
        ck_assert_msg(ms[i] > 0 && ms[i] < 1000, "run %d: %g ms", i, ms[i]);
    api->free(0, dev);
    unload(&b);
}
END_TEST

START_TEST(handwritten_bad_arguments)
{
    built b;
    char why[600];
    if (!load_saxpy(&b, why, sizeof why)) {
        printf("skipped: %s\n", why);
        return;
    }
    const tl_device_api *api = tl_vulkan_device_api();
    tl_error err = { 0 };
    dev_tensor A, B, C;
    dev_tensor_make(api, &A, 100, 400, NULL);
    dev_tensor_make(api, &B, 100, 400, NULL);
    dev_tensor_make(api, &C, 100, 400, NULL);
    tl_any args[4] = { { TL_ANY_TENSOR, { .p = &A.t } }, { TL_ANY_TENSOR, { .p = &B.t } },
                       { TL_ANY_TENSOR, { .p = &C.t } }, { TL_ANY_FLOAT, { .f = 1 } } };
    ck_assert_msg(tl_kernel_launch(b.h, "saxpy", args, 4, 0, &err), "%s", err.msg);
    /* wrong dtype */
    B.t.dtype = (DLDataType){ kDLInt, 32, 1 };
    ck_assert(!tl_kernel_launch(b.h, "saxpy", args, 4, 0, &err));
    tl_assert_msg_contains(&err, "argument 1 (B): expected dtype f32, got i32");
    B.t.dtype = (DLDataType){ kDLFloat, 32, 1 };
    /* wrong shape */
    int64_t other[1] = { 99 };
    C.t.shape = other;
    ck_assert(!tl_kernel_launch(b.h, "saxpy", args, 4, 0, &err));
    tl_assert_msg_contains(&err, "argument 2 (C): expected shape [100], got [99]");
    C.t.shape = C.shape;
    /* a CPU tensor */
    A.t.device.device_type = kDLCPU;
    ck_assert(!tl_kernel_launch(b.h, "saxpy", args, 4, 0, &err));
    tl_assert_msg_contains(&err, "argument 0 (A): expected a");
    tl_assert_msg_contains(&err, "(kDLVulkan), got device type 1");
    A.t.device.device_type = kDLVulkan;
    /* host memory claimed to be on the device */
    float host[100];
    void *saved = A.t.data;
    A.t.data = host;
    ck_assert(!tl_kernel_launch(b.h, "saxpy", args, 4, 0, &err));
    tl_assert_msg_contains(&err, "argument 0 (A): its data");
    tl_assert_msg_contains(&err, "is no Vulkan buffer");
    A.t.data = saved;
    /* a scalar of the wrong kind */
    args[3] = (tl_any){ TL_ANY_TENSOR, { .p = &A.t } };
    ck_assert(!tl_kernel_launch(b.h, "saxpy", args, 4, 0, &err));
    tl_assert_msg_contains(&err, "argument 3 (alpha): expected a float");
    /* a device that does not exist */
    void *p;
    ck_assert(!api->alloc(7, 16, &p, &err));
    tl_assert_msg_contains(&err, "vulkan: no device 7");
    api->free(0, A.dev);
    api->free(0, B.dev);
    api->free(0, C.dev);
    unload(&b);
}
END_TEST

/* ---- the examples against the interpreter ------------------------------------ */

#define EXAMPLES "examples"
#define NATIVE "vulkan -f16=device -int8=device -int16=device -int64=device -subgroups=device"

static char **examples;
static size_t nexamples;

/* The examples the codegen refuses (tests/check_vulkan.c checks why). */
static const char *const refused[] = { "fp8_gemm.tile", "fp8_gemm_large.tile", "mxfp4_gemm.tile", "warp_softmax.tile" };

static bool is_refused(const char *file)
{
    for (size_t i = 0; i < sizeof refused / sizeof *refused; i++)
        if (strcmp(file, refused[i]) == 0)
            return true;
    return false;
}

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
    tl_interp_tensor t[16];
    size_t count[16];
} args;

static void make_args(const tl_kernel *k, const int64_t *vals, args *a)
{
    ck_assert(k->nparams <= 16);
    a->n = (int)k->nparams;
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
        t->data = calloc(n, 8);
        for (size_t e = 0; e < n; e++)
            tl_interp_set(t->dtype, t->data, e, rnd());
    }
}

static void copy_args(const args *from, args *to)
{
    *to = *from;
    for (int i = 0; i < from->n; i++) {
        to->t[i].data = malloc(from->count[i] * 8);
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
                           "%s: %s argument %d (%s) element %zu: interpreter %.9g, Vulkan %.9g", what, k->name, i,
                           k->params[i].name, e, x, y);
        }
    }
}

/* a's tensors copied into device buffers (dev[i]), as DLTensors of kDLVulkan. */
static void to_device(const args *a, void **dev, DLTensor *dl, tl_any *any)
{
    const tl_device_api *api = tl_vulkan_device_api();
    tl_error err = { 0 };
    for (int i = 0; i < a->n; i++) {
        const tl_interp_tensor *t = &a->t[i];
        dev[i] = NULL;
        if (t->ndim == 0) {
            any[i].type = tl_dtype_is_float(t->dtype) ? TL_ANY_FLOAT : TL_ANY_INT;
            if (tl_dtype_is_float(t->dtype))
                any[i].v.f = tl_interp_get(t->dtype, t->data, 0);
            else
                any[i].v.i = (int64_t)tl_interp_get(t->dtype, t->data, 0);
            continue;
        }
        size_t bytes = ir_bytes(t);
        ck_assert_msg(api->alloc(0, bytes, &dev[i], &err), "%s", err.msg);
        ck_assert_msg(api->to_device(0, dev[i], t->data, bytes, &err), "%s", err.msg);
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
}

static void from_device(args *a, void **dev)
{
    const tl_device_api *api = tl_vulkan_device_api();
    tl_error err = { 0 };
    ck_assert_msg(api->synchronize(0, &err), "%s", err.msg);
    for (int i = 0; i < a->n; i++)
        if (dev[i]) {
            ck_assert_msg(api->to_host(0, a->t[i].data, dev[i], ir_bytes(&a->t[i]), &err), "%s", err.msg);
            api->free(0, dev[i]);
        }
}

/* Shape values per trial, one per shape name in order of first appearance:
 * all 1, then sizes that are no multiple of a tile (fewer blocks for the
 * examples whose blocks run long on a software rasterizer). */
static const int64_t trials[][8] = {
    { 1, 1, 1, 1, 1, 1, 1, 1 },
    { 33, 45, 17, 3, 9, 5, 7, 11 },
};
static const int64_t small_trials[][8] = {
    { 1, 1, 1, 1, 1, 1, 1, 1 },
    { 3, 17, 9, 3, 5, 5, 7, 11 },
};

/* Tiles that fit 32 KiB of workgroup memory (lavapipe's, Vulkan's least
 * maxComputeSharedMemorySize) for the examples whose own need more: the
 * refusal is the tiles', not the dtypes' or the kernels'. */
static const tl_define ln_tiles[] = { { "BN_ROW", "1024" }, { "BR_S", "8" } };
static const tl_define rows16_tiles[] = { { "BR_S", "16" } };
static const tl_define tiles32[] = { { "BM", "32" }, { "BN", "32" } };
static const tl_define fa_tiles[] = { { "BM", "32" }, { "BN", "16" } }; /* D stays 64 */
static const tl_define large_tiles[] = { { "BM", "64" }, { "BN", "128" }, { "BK", "32" } };
static const tl_define i8_tiles[] = { { "BM", "64" }, { "BN", "64" }, { "BK", "32" } };
static const tl_define cpu_tiles[] = { { "BM", "32" }, { "BN", "32" }, { "BK", "32" } };
static const struct {
    const char *file;
    const tl_define *d;
    size_t n;
} smaller_tiles[] = {
    { "layernorm.tile", ln_tiles, 2 },     { "softmax.tile", rows16_tiles, 1 },       { "rmsnorm.tile", rows16_tiles, 1 },
    { "gemm_f16.tile", tiles32, 2 },       { "gemm_f16_large.tile", large_tiles, 3 }, { "flash_attention.tile", fa_tiles, 2 },
    { "flash_attention_bshd.tile", fa_tiles, 2 }, { "gemm_i8.tile", i8_tiles, 3 },     { "gemm_cpu.tile", cpu_tiles, 3 },
    { "flash_attention_wg.tile", fa_tiles, 2 },
};

static void run_example_with(const char *path, const char *target, const tl_define *defs, size_t ndefs);

/* path built for target and run at the trials' shapes against the
 * interpreter; where the device refuses its tiles for their workgroup
 * memory (the refusal checked), with smaller ones. */
static void run_example(const char *path, const char *target)
{
    run_example_with(path, target, NULL, 0);
}

static void run_example_with(const char *path, const char *target, const tl_define *defs, size_t ndefs)
{
    const char *file = strrchr(path, '/') + 1;
    char why[600];
    if (is_refused(file))
        return;
    if (!have_device(why, sizeof why)) {
        printf("skipped: running %s on Vulkan: no device here: %s\n", file, why);
        return;
    }
    bool small = strcmp(file, "mla_decode.tile") == 0 || strcmp(file, "gqa_decode.tile") == 0 ||
                 strcmp(file, "conv2d_implicit_gemm.tile") == 0 || strcmp(file, "dequant_gemm.tile") == 0;
    tl_arena *arena = tl_arena_new();
    size_t len;
    char *src = lt_read_file(path, &len);
    ck_assert_msg(src != NULL, "cannot read %s", path);
    char *diag = NULL;
    int nerr = 0;
    tl_module *m = lt_compile(arena, path, src, len, defs, ndefs, &diag, &nerr);
    free(src);
    ck_assert_msg(m != NULL, "%s", diag ? diag : "");
    free(diag);
    tl_error err = { 0 };
    const tl_context *ctx = tl_create_backend_context(target, "c", "tvm_ffi", &err);
    ck_assert_msg(ctx != NULL, "%s: %s", target, err.msg);
    tl_compilation c;
    tl_compilation_init(&c, arena, ctx, m, path);
    ck_assert_msg(tl_run_pipeline(&c, &err) && tl_run_codegen(&c, false, &err), "%s (%s): %s", file, target, err.msg);
    tl_kernel_handle *h = tl_load(&c, &err);
    if (!h && !defs && strstr(err.msg, "vulkan: the device's limits are too small: kernel ") &&
        strstr(err.msg, "bytes of workgroup memory (maxComputeSharedMemorySize), device ")) {
        tl_compilation_free(&c);
        tl_context_free(ctx);
        tl_arena_free(arena);
        for (size_t i = 0; i < sizeof smaller_tiles / sizeof *smaller_tiles; i++)
            if (strcmp(file, smaller_tiles[i].file) == 0) {
                run_example_with(path, target, smaller_tiles[i].d, smaller_tiles[i].n);
                return;
            }
        ck_abort_msg("%s (%s): refused with no smaller tiles to try: %s", file, target, err.msg);
    }
    ck_assert_msg(h != NULL, "%s (%s)%s: %s", file, target, defs ? " with smaller tiles" : "", err.msg);
    char what[600];
    for (size_t ki = 0; ki < m->nkernels; ki++) {
        const tl_kernel *k = m->kernels[ki];
        ck_assert(k->nshape_vars <= 8);
        for (size_t tr = 0; tr < sizeof trials / sizeof trials[0]; tr++) {
            args a, ref, got;
            make_args(k, small ? small_trials[tr] : trials[tr], &a);
            copy_args(&a, &ref);
            copy_args(&a, &got);
            char ierr[512], kept[1100];
            if (!ir_load(ir_dir(), m, k, ref.t, (size_t)ref.n, kept, sizeof kept)) {
                ck_assert_msg(tl_interp_run_kernel(k, ref.t, (size_t)ref.n, false, ierr, sizeof ierr), "%s", ierr);
                ir_store(kept, ref.t, (size_t)ref.n);
            }
            void *dev[16];
            DLTensor dl[16];
            tl_any any[16];
            to_device(&got, dev, dl, any);
            snprintf(what, sizeof what, "%s (%s)%s trial %zu", file, target, defs ? " with smaller tiles" : "", tr);
            ck_assert_msg(tl_kernel_launch(h, k->name, any, got.n, 1, &err), "%s: %s", what, err.msg);
            from_device(&got, dev);
            compare(what, k, &ref, &got);
            free_args(&a);
            free_args(&ref);
            free_args(&got);
        }
    }
    tl_kernel_handle_free(h);
    tl_compilation_free(&c);
    tl_context_free(ctx);
    tl_arena_free(arena);
}

/* / % and ceildiv of negative operands, INT32_MIN / -1 among them, against
 * the interpreter (the module holds no OpSRem: check_vulkan) */
START_TEST(signed_division_and_remainder)
{
    run_example("tests/diff/vulkan-signed-div-rem.tile", "vulkan");
}
END_TEST

/* pow where GLSL's leaves it undefined or gives NaN, against the
 * interpreter (C's pow) */
START_TEST(pow_edge_cases)
{
    run_example("tests/diff/gpu-pow-edges.tile", "vulkan");
}
END_TEST

/* sqrt of bit patterns of every kind, against the interpreter */
START_TEST(sqrt_correctly_rounded)
{
    run_example("tests/diff/gpu-sqrt-exact.tile", "vulkan");
}
END_TEST

START_TEST(example_runs)
{
    run_example(examples[_i], "vulkan");
}
END_TEST

START_TEST(example_runs_native)
{
    run_example(examples[_i], NATIVE);
}
END_TEST

/* The optimizer's forms (-spirv_opt) of a few examples, every kind of
 * kernel among them (element-wise, row reductions, a gemm, attention, a
 * scan), run against the interpreter as the codegen's own are. */
static const char *const optimized[] = { "vector_add.tile", "reduce_rows.tile", "softmax.tile", "gemm_transpose.tile",
                                         "flash_attention_bshd.tile", "chunk_cumsum.tile" };

START_TEST(example_runs_optimized)
{
    char path[300], why[700];
    snprintf(path, sizeof path, EXAMPLES "/%s", optimized[_i]);
    if (!tl_vulkan_spirv_optimizer(why, sizeof why)) {
        printf("skipped: running the optimized %s: %s\n", optimized[_i], why);
        return;
    }
    run_example(path, _i % 2 ? "vulkan -spirv_opt=performance" : NATIVE " -spirv_opt=performance");
}
END_TEST

static Suite *make_suite(void)
{
    Suite *s = suite_create("vulkan_run");
    TCase *probe = tcase_create("probe");
    tcase_set_timeout(probe, 60);
    tcase_add_test(probe, probe_no_loader);
    tcase_add_test(probe, probe_no_driver);
    tcase_add_test(probe, run_compiles_only_its_kernels);
    tcase_add_test(probe, probe_device);
    suite_add_tcase(s, probe);
    TCase *hand = tcase_create("handwritten");
    tcase_set_timeout(hand, 120);
    tcase_add_test(hand, handwritten_runs);
    tcase_add_test(hand, handwritten_staged_copies);
    tcase_add_test(hand, handwritten_offsets_and_timing);
    tcase_add_test(hand, handwritten_bad_arguments);
    suite_add_tcase(s, hand);
    examples = lt_list_tiles(EXAMPLES, &nexamples);
    TCase *ex = tcase_create("examples");
    tcase_set_timeout(ex, 300);
    tcase_add_test(ex, signed_division_and_remainder);
    tcase_add_test(ex, pow_edge_cases);
    tcase_add_test(ex, sqrt_correctly_rounded);
    tcase_add_loop_test(ex, example_runs, 0, (int)nexamples);
    tcase_add_loop_test(ex, example_runs_native, 0, (int)nexamples);
    suite_add_tcase(s, ex);
    TCase *opt = tcase_create("optimized");
    tcase_set_timeout(opt, 120);
    tcase_add_loop_test(opt, example_runs_optimized, 0, (int)(sizeof optimized / sizeof *optimized));
    suite_add_tcase(s, opt);
    return s;
}

TL_TEST_MAIN()
