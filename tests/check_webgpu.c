/*
 * check_webgpu.c: the webgpu backend (specs/webgpu.lua, src/webgpu/). For
 * every example: the webgpu pipeline and the WGSL codegen, the shaders
 * compared with tests/golden/webgpu/NAME.wgsl (TL_UPDATE_GOLDEN=1 refreshes
 * them) and each accepted by Tint (Dawn's compiler) and by naga; the
 * examples WebGPU cannot hold fail with their reason. Then every example
 * that runs is run on Dawn (Mesa's llvmpipe here) through the tvm_ffi
 * execution backend against the interpreter at edge shapes (every dim 1,
 * and sizes that are no multiple of a tile); and the edge cases of the
 * issue: 64-bit parameters refused by name, f32 atomic_add through a
 * compare-exchange loop, 8- and 16-bit tensors packed in words, grids past
 * 65535 blocks (1-D and 2-D) split over the dispatch's dimensions.
 *
 * Case division: f32 division bit for bit as C's over hard pairs (edge
 * values, quotients a hair from a midpoint or a float, subnormal and
 * overflowing ones), also with the device's divisions in tl_div made 4 and
 * 32 ULP wrong on purpose (llvmpipe's own is exact).
 *
 * Case features, the forms for a device with shader-f16 and subgroups
 * (target "webgpu -f16=1 -subgroups=32"): every example's shaders that
 * differ from the portable ones against tests/golden/webgpu/features/
 * NAME.wgsl and accepted by Tint (on Dawn's null backend, which offers
 * both features) and naga; run against the interpreter where the adapter
 * here offers them (llvmpipe through OpenGL ES offers neither: skipped,
 * with the reason), `-f16=adapter -subgroups=adapter` giving the portable
 * form here; and the subgroup combines' logic run on llvmpipe with the
 * workgroup made one subgroup (subgroup_combines_emulated).
 *
 * Case native: every example's f16 and subgroup forms (target "webgpu
 * -f16=adapter -subgroups=adapter") run against the interpreter on an
 * adapter that has shader-f16 and subgroups. The default one here
 * (OpenGL ES) has neither, so the case runs in a child of the suite on
 * Dawn's Vulkan backend (TILEC_WEBGPU_BACKEND=vulkan, CK_RUN_CASE=native:
 * Mesa's lavapipe, through tools/webgpu/vulkan's layer), which has both;
 * where Vulkan has no adapter either, its tests say skipped.
 *
 * One Node worker serves the whole suite: it is started before the tests
 * fork, and each test's process talks to it over the inherited socket.
 * Where Node, the npm packages or an adapter is missing, the tests that
 * need them print "skipped: <reason>".
 */
#include <dlpack/dlpack.h>
#include <float.h>
#include <math.h>
#include <spawn.h>
#include <sys/wait.h>

#include "compile/compile.h"
#include "interp/interp.h"
#include "interpref.h"
#include "ir/shape.h"
#include "ir/value.h"
#include "langtest.h"
#include "runtime/runtime.h"
#include "testutil.h"
#include "webgpu/webgpu.h"

/* DLPack 0.6 (Debian's) predates kDLWebGPU, DLPack 0.8's device 15 */
#define TL_DL_WEBGPU ((DLDeviceType)15)

#define EXAMPLES "examples"
#define GOLDEN "tests/golden/webgpu"

static bool dawn_ok;
static char dawn_why[1100];

typedef struct built {
    tl_arena *arena;
    tl_module *m;
    const tl_context *ctx;
    tl_compilation c;
    bool init;
} built;

static const tl_define *defines;
static size_t ndefines;
/* the target the tests build for */
static const char *target = "webgpu";
#define FEATURES "webgpu -f16=1 -subgroups=32"

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
    b->ctx = tl_create_backend_context(target, "c", "tvm_ffi", err);
    if (!b->ctx && err->code == TL_ERR_UNAVAILABLE) {
        /* no Node or npm package here: the WGSL is still written and
         * checked; the runs below say skipped */
        *err = (tl_error){0};
        b->ctx = tl_create_backend_context(target, "c", "none", err);
    }
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
    ck_assert_msg(strcmp(want, text) == 0, "%s differs from the generated WGSL (TL_UPDATE_GOLDEN=1 refreshes it)", path);
    free(want);
}

static char **examples;
static size_t nexamples;

/* The examples WebGPU cannot hold, and the reason each is refused with. */
static const struct {
    const char *file, *why;
} refused[] = {
    {"fp8_gemm.tile", "parameter 'A' is a tensor of f8e4m3"},
    {"fp8_gemm_large.tile", "parameter 'A' is a tensor of f8e4m3"},
    {"gemm_cpu.tile", "has 65536 elements; a WGSL array holds at most 65535"},
    {"mxfp4_gemm.tile", "parameter 'B' is a tensor of f4e2m1"},
    {"warp_softmax.tile", "warp operation"},
};

static const char *refusal(const char *path)
{
    const char *f = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    for (size_t i = 0; i < sizeof refused / sizeof *refused; i++)
        if (strcmp(f, refused[i].file) == 0)
            return refused[i].why;
    return NULL;
}

START_TEST(example_wgsl)
{
    const char *path = examples[_i];
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
    const char *file = strrchr(path, '/') + 1;
    char gname[300];
    snprintf(gname, sizeof gname, "%.*s.wgsl", (int)(strlen(file) - 5), file);
    golden(gname, tl_strbuf_cstr(&b.c.device_source));
    const tl_webgpu_artifact *a = b.c.device_artifact;
    ck_assert(a && a->js && a->nkernels == (int)b.m->nkernels);
    ck_assert(strstr(a->js, "export async function create(device)") != NULL);
    if (!dawn_ok) {
        printf("skipped: Tint and naga validation of %s: %s\n", file, dawn_why);
        unbuild(&b);
        return;
    }
    for (int i = 0; i < a->nkernels; i++) {
        char tint[600], naga[600];
        ck_assert_msg(tl_webgpu_validate(a->kernels[i].wgsl, tint, sizeof tint, naga, sizeof naga, &err), "%s", err.msg);
        ck_assert_msg(!tint[0], "%s kernel %s: Tint: %s", file, a->kernels[i].name, tint);
        ck_assert_msg(!naga[0], "%s kernel %s: naga: %s", file, a->kernels[i].name, naga);
    }
    unbuild(&b);
}
END_TEST

/* The forms for a device with shader-f16 and subgroups: the shaders that
 * differ from the portable ones (f16 tensors and workgroup arrays, the
 * combines of row reductions) against their goldens and accepted by Tint
 * and naga; an example refused for its workgroup memory is refused alike
 * or fits now (f16 arrays take half). */
START_TEST(example_wgsl_features)
{
    const char *path = examples[_i];
    const char *file = strrchr(path, '/') + 1;
    tl_error err = {0};
    built b;
    target = FEATURES;
    bool ok = build_file(&b, path, &err);
    target = "webgpu";
    const char *why = refusal(path);
    if (!ok) {
        ck_assert_msg(why != NULL, "%s: %s", path, err.msg);
        tl_assert_msg_contains(&err, why);
        unbuild(&b);
        return;
    }
    char gname[300];
    snprintf(gname, sizeof gname, "%.*s.wgsl", (int)(strlen(file) - 5), file);
    const char *wgsl = tl_strbuf_cstr(&b.c.device_source);
    if (!why) {
        char plain[400];
        snprintf(plain, sizeof plain, GOLDEN "/%s", gname);
        size_t len;
        char *p = lt_read_file(plain, &len);
        bool same = p && strcmp(p, wgsl) == 0;
        free(p);
        if (same) {
            unbuild(&b);
            return;
        }
    }
    char fname[320];
    snprintf(fname, sizeof fname, "features/%s", gname);
    golden(fname, wgsl);
    const tl_webgpu_artifact *a = b.c.device_artifact;
    ck_assert(a->f16 || a->subgroups);
    ck_assert(strstr(a->js, "export const requiredFeatures = ['") != NULL);
    if (!dawn_ok) {
        printf("skipped: Tint and naga validation of %s for " FEATURES ": %s\n", file, dawn_why);
        unbuild(&b);
        return;
    }
    for (int i = 0; i < a->nkernels; i++) {
        char tint[600], naga[600];
        ck_assert_msg(tl_webgpu_validate(a->kernels[i].wgsl, tint, sizeof tint, naga, sizeof naga, &err), "%s", err.msg);
        ck_assert_msg(!tint[0], "%s kernel %s (" FEATURES "): Tint: %s", file, a->kernels[i].name, tint);
        ck_assert_msg(!naga[0], "%s kernel %s (" FEATURES "): naga: %s", file, a->kernels[i].name, naga);
    }
    unbuild(&b);
}
END_TEST

/* ---- running on Dawn against the interpreter ------------------------------------ */

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
            tl_assert_elem(fabs(x - y) <= tol(t) * (1 + fabs(x)), "%s: %s argument %d (%s) element %zu: interpreter %.9g, Dawn %.9g",
                           what, k->name, i, k->params[i].name, e, x, y);
        }
    }
}

/* DLTensors of the webgpu device over a's tensors. */
static void pack(const args *a, DLTensor *dl, tl_any *any)
{
    for (int i = 0; i < a->n; i++) {
        const tl_interp_tensor *t = &a->t[i];
        if (t->ndim == 0) {
            any[i].type = tl_dtype_is_float(t->dtype) ? TL_ANY_FLOAT : TL_ANY_INT;
            if (tl_dtype_is_float(t->dtype))
                any[i].v.f = tl_interp_get(t->dtype, t->data, 0);
            else
                any[i].v.i = (int64_t)tl_interp_get(t->dtype, t->data, 0);
            continue;
        }
        memset(&dl[i], 0, sizeof dl[i]);
        dl[i].data = t->data;
        dl[i].device.device_type = TL_DL_WEBGPU;
        dl[i].ndim = t->ndim;
        dl[i].dtype.lanes = 1;
        tl_dtype_to_dlpack(t->dtype, &dl[i].dtype.code, &dl[i].dtype.bits);
        dl[i].shape = (int64_t *)t->shape;
        any[i].type = TL_ANY_TENSOR;
        any[i].v.p = &dl[i];
    }
}

/* Shape values per trial, one per shape name in order of first appearance:
 * all 1, then sizes that are no multiple of a tile. */
static const int64_t trials[][8] = {
    {1, 1, 1, 1, 1, 1, 1, 1},
    {33, 45, 17, 3, 9, 5, 7, 11},
};
/* for the examples whose blocks run long on a software rasterizer (a
 * block of mla_decode takes about a millisecond on llvmpipe) or that have
 * many kernels: still no multiple of a tile, fewer blocks */
static const int64_t small_trials[][8] = {
    {1, 1, 1, 1, 1, 1, 1, 1},
    {3, 17, 9, 3, 5, 5, 7, 11},
};
static bool small_shapes;
/* one more trial, for the row kernels' paths that combine partials by
 * subgroups: they take rows of hundreds of elements */
static const int64_t long_rows_trial[8] = {37, 1000, 1, 1, 1, 1, 1, 1};
static bool long_rows;

/* Whether b's kernels need more workgroup memory than the device here has
 * (the adapter's): then the load must refuse them, naming the limit, the
 * need and the adapter's value; true after checking that. */
static bool refused_for_workgroup_memory(built *b, const char *what)
{
    const tl_webgpu_artifact *a = b->c.device_artifact;
    int need = 0, k = 0;
    for (int i = 0; i < a->nkernels; i++)
        if (a->kernels[i].wg_bytes > need)
            need = a->kernels[i].wg_bytes, k = i;
    int64_t has = 0;
    tl_error err = {0};
    ck_assert_msg(tl_webgpu_adapter_wg_bytes(&has, &err), "%s", err.msg);
    if (need <= has)
        return false;
    ck_assert_msg(tl_load(&b->c, &err) == NULL, "%s: loaded, needing %d bytes of workgroup memory of %lld", what, need,
                  (long long)has);
    char want[300];
    snprintf(want, sizeof want, "kernel %s needs %d bytes of workgroup memory (maxComputeWorkgroupStorageSize); the device "
             "has %lld, all that the adapter (%s) offers", a->kernels[k].name, need, (long long)has, tl_webgpu_adapter());
    tl_assert_msg_contains(&err, want);
    tl_assert_msg_contains(&err, "webgpu: the device's limits are too small: kernel ");
    printf("skipped: running %s on Dawn: kernel %s needs %d bytes of workgroup memory, the adapter offers %lld (refused as it "
           "should be)\n", what, a->kernels[k].name, need, (long long)has);
    return true;
}

static void run_on_dawn(built *b, const char *what)
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
            DLTensor dl[16];
            tl_any any[16];
            pack(&got, dl, any);
            ck_assert_msg(tl_kernel_launch(h, k->name, any, got.n, 1, &err), "%s: %s", what, err.msg);
            snprintf(msg, sizeof msg, "%s trial %zu", what, tr);
            compare(msg, k, &ref, &got);
            free_args(&a);
            free_args(&ref);
            free_args(&got);
        }
    }
    tl_kernel_handle_free(h);
}

START_TEST(example_runs_on_dawn)
{
    const char *path = examples[_i];
    const char *file = strrchr(path, '/') + 1;
    if (refusal(path))
        return;
    if (!dawn_ok) {
        printf("skipped: running %s on Dawn: %s\n", file, dawn_why);
        return;
    }
    tl_error err = {0};
    built b;
    ck_assert_msg(build_file(&b, path, &err), "%s", err.msg);
    small_shapes = strcmp(file, "mla_decode.tile") == 0 || strcmp(file, "gqa_decode.tile") == 0 ||
                   strcmp(file, "conv2d_implicit_gemm.tile") == 0 || strcmp(file, "dequant_gemm.tile") == 0;
    run_on_dawn(&b, file);
    unbuild(&b);
}
END_TEST

/* A tests/diff file built and run on Dawn against the interpreter; its
 * WGSL must hold `holds` (NULL: anything). */
static void diff_file_on_dawn(const char *file, const char *holds)
{
    if (!dawn_ok) {
        printf("skipped: %s on Dawn: %s\n", file, dawn_why);
        return;
    }
    char path[256];
    snprintf(path, sizeof path, "tests/diff/%s", file);
    tl_error err = {0};
    built b;
    ck_assert_msg(build_file(&b, path, &err), "%s", err.msg);
    ck_assert(!holds || strstr(tl_strbuf_cstr(&b.c.device_source), holds) != NULL);
    small_shapes = false;
    run_on_dawn(&b, file);
    unbuild(&b);
}

/* pow where WGSL's is undefined or NaN, against the interpreter (C's pow) */
START_TEST(pow_edge_cases_on_dawn)
{
    diff_file_on_dawn("gpu-pow-edges.tile", NULL);
}
END_TEST

/* sqrt of bit patterns of every kind, against the interpreter: WGSL's
 * sqrt need not be correctly rounded, tl_sqrt is */
START_TEST(sqrt_correctly_rounded_on_dawn)
{
    diff_file_on_dawn("gpu-sqrt-exact.tile", "tl_sqrt(bitcast<f32>(");
}
END_TEST

/* ---- the edge cases ---------------------------------------------------------------- */

static void run_source(const char *name, const char *src)
{
    if (!dawn_ok) {
        printf("skipped: %s on Dawn: %s\n", name, dawn_why);
        return;
    }
    tl_error err = {0};
    built b;
    ck_assert_msg(build_src(&b, name, src, strlen(src), &err), "%s", err.msg);
    run_on_dawn(&b, name);
    unbuild(&b);
}

static const char narrow_src[] =
    "kernel narrow(A: f16[N], B: i8[N], C: u16[N], D: bf16[N], E: i8[N])\n"
    "    grid(ceildiv(N, 64)) threads(64) as (bx)\n{\n"
    "    for i in parallel(64) {\n"
    "        let e = bx * 64 + i\n"
    "        if e < N {\n"
    "            D[e] = bf16(f32(A[e]) * 3.0)\n"
    "            E[e] = B[e] * i8(3) + i8(C[e])\n"
    "        }\n"
    "    }\n}\n";

/* f16 tensors held as f16 and reductions combined by subgroups, run on the
 * adapter here when it offers shader-f16 and subgroups (the target takes
 * them from the adapter); without them, -f16=adapter -subgroups=adapter
 * gives the portable shaders. */
START_TEST(features_from_the_adapter)
{
    if (!dawn_ok) {
        printf("skipped: the adapter's features: %s\n", dawn_why);
        return;
    }
    bool f16 = false;
    int sg = 0;
    tl_error err = {0};
    ck_assert_msg(tl_webgpu_adapter_caps(&f16, &sg, &err), "%s", err.msg);
    static const char *const files[] = {EXAMPLES "/reduce_rows.tile", EXAMPLES "/gqa_decode.tile"};
    if (!f16 && !sg) {
        /* the portable form, byte for byte */
        for (size_t i = 0; i < sizeof files / sizeof *files; i++) {
            built b, p;
            target = "webgpu -f16=adapter -subgroups=adapter";
            ck_assert_msg(build_file(&b, files[i], &err), "%s", err.msg);
            target = "webgpu";
            ck_assert_msg(build_file(&p, files[i], &err), "%s", err.msg);
            ck_assert_str_eq(tl_strbuf_cstr(&b.c.device_source), tl_strbuf_cstr(&p.c.device_source));
            unbuild(&b);
            unbuild(&p);
        }
    }
    if (!f16)
        printf("skipped: f16 kernels with enable f16 on Dawn: the adapter (%s) has no shader-f16\n", tl_webgpu_adapter());
    if (!sg)
        printf("skipped: subgroup combines on Dawn: the adapter (%s) has no subgroups\n", tl_webgpu_adapter());
    if (!f16 && !sg)
        return;
    target = "webgpu -f16=adapter -subgroups=adapter";
    if (f16) {
        built b;
        ck_assert_msg(build_src(&b, "narrow.tile", narrow_src, strlen(narrow_src), &err), "%s", err.msg);
        ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "enable f16;") != NULL);
        small_shapes = false;
        run_on_dawn(&b, "narrow.tile (f16)");
        unbuild(&b);
    }
    for (size_t i = 0; i < sizeof files / sizeof *files; i++) {
        built b;
        ck_assert_msg(build_file(&b, files[i], &err), "%s", err.msg);
        small_shapes = true;
        run_on_dawn(&b, files[i]);
        unbuild(&b);
    }
    target = "webgpu";
}
END_TEST

/* ---- the native forms (case native) ------------------------------------------------ */

#define ADAPTER_FORMS "webgpu -f16=adapter -subgroups=adapter"

/* Tiles within 32 KiB of workgroup memory (lavapipe's, llvmpipe's) for the
 * examples whose own take more. */
static const tl_define ln_tiles[] = {{"BN_ROW", "1024"}, {"BR_S", "8"}};
static const tl_define rows16_tiles[] = {{"BR_S", "16"}};
static const tl_define tiles32[] = {{"BM", "32"}, {"BN", "32"}};
static const tl_define large_tiles[] = {{"BM", "64"}, {"BN", "128"}};
static const struct {
    const char *file;
    const tl_define *d;
    size_t n;
} native_tiles[] = {
    {"layernorm.tile", ln_tiles, 2},     {"softmax.tile", rows16_tiles, 1},         {"rmsnorm.tile", rows16_tiles, 1},
    {"gemm_f16.tile", tiles32, 2},       {"gemm_f16_large.tile", large_tiles, 2},   {"flash_attention.tile", tiles32, 2},
    {"flash_attention_bshd.tile", tiles32, 2},
};

/* Every example for the adapter's shader-f16 and subgroups, run on it
 * against the interpreter at the edge shapes (with the tiles above where
 * the example's own take more workgroup memory than 32 KiB): f16 tensors
 * and workgroup arrays held as f16, reductions combined by subgroups (of
 * at least the adapter's least size). An example whose shaders these
 * change nothing in says so; without either feature the test says
 * skipped. */
START_TEST(example_native_forms)
{
    const char *path = examples[_i];
    const char *file = strrchr(path, '/') + 1;
    if (refusal(path))
        return;
    if (!dawn_ok) {
        printf("skipped: %s's f16 and subgroup forms on Dawn: %s\n", file, dawn_why);
        return;
    }
    bool f16 = false;
    int sg = 0;
    tl_error err = {0};
    ck_assert_msg(tl_webgpu_adapter_caps(&f16, &sg, &err), "%s", err.msg);
    if (!f16 && !sg) {
        printf("skipped: %s's f16 and subgroup forms on Dawn: the adapter (%s) has neither shader-f16 nor subgroups\n",
               file, tl_webgpu_adapter());
        return;
    }
    for (size_t i = 0; i < sizeof native_tiles / sizeof *native_tiles; i++)
        if (strcmp(file, native_tiles[i].file) == 0)
            defines = native_tiles[i].d, ndefines = native_tiles[i].n;
    built b, p;
    target = ADAPTER_FORMS;
    ck_assert_msg(build_file(&b, path, &err), "%s", err.msg);
    target = "webgpu";
    ck_assert_msg(build_file(&p, path, &err), "%s", err.msg);
    defines = NULL;
    ndefines = 0;
    const char *src = tl_strbuf_cstr(&b.c.device_source);
    bool same = strcmp(src, tl_strbuf_cstr(&p.c.device_source)) == 0;
    unbuild(&p);
    if (same) {
        printf("%s: the adapter's forms (-f16=%d -subgroups=%d) are its portable shaders\n", file, f16, sg);
        unbuild(&b);
        return;
    }
    char what[200];
    snprintf(what, sizeof what, "%s (%s%s)", file, strstr(src, "enable f16;") ? "f16" : "",
             strstr(src, "subgroupShuffle") ? (strstr(src, "enable f16;") ? ", subgroups" : "subgroups") : "");
    small_shapes = strcmp(file, "mla_decode.tile") == 0 || strcmp(file, "gqa_decode.tile") == 0 ||
                   strcmp(file, "conv2d_implicit_gemm.tile") == 0 || strcmp(file, "dequant_gemm.tile") == 0 ||
                   strncmp(file, "flash_attention", 15) == 0;
    long_rows = strstr(src, "subgroupShuffleXor") != NULL && (strcmp(file, "softmax.tile") == 0 ||
                                                              strcmp(file, "rmsnorm.tile") == 0 ||
                                                              strcmp(file, "layernorm.tile") == 0);
    if (!refused_for_workgroup_memory(&b, what)) {
        run_on_dawn(&b, what);
        printf("%s: ran against the interpreter%s\n", what, long_rows ? ", rows of 1000 too" : "");
    }
    long_rows = false;
    unbuild(&b);
}
END_TEST

/* f16, bf16, i8 and u16 tensors of odd lengths with f16 held as f16. */
START_TEST(narrow_tensors_native)
{
    if (!dawn_ok) {
        printf("skipped: f16 tensors held as f16 on Dawn: %s\n", dawn_why);
        return;
    }
    bool f16 = false;
    int sg = 0;
    tl_error err = {0};
    ck_assert_msg(tl_webgpu_adapter_caps(&f16, &sg, &err), "%s", err.msg);
    if (!f16) {
        printf("skipped: f16 tensors held as f16 on Dawn: the adapter (%s) has no shader-f16\n", tl_webgpu_adapter());
        return;
    }
    target = ADAPTER_FORMS;
    built b;
    ck_assert_msg(build_src(&b, "narrow.tile", narrow_src, strlen(narrow_src), &err), "%s", err.msg);
    target = "webgpu";
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "enable f16;") != NULL);
    small_shapes = false;
    run_on_dawn(&b, "narrow.tile (f16)");
    unbuild(&b);
}
END_TEST

/* Where the default adapter (OpenGL ES on llvmpipe) has neither feature,
 * case native runs in a child of this suite on Dawn's Vulkan backend
 * (TILEC_WEBGPU_BACKEND=vulkan: Mesa's lavapipe here, through the layer of
 * tools/webgpu/vulkan), which has both; its tests print their own skips. */
START_TEST(native_forms_on_vulkan)
{
    extern char **environ;
    size_t ne = 0;
    while (environ[ne])
        ne++;
    char **env = calloc(ne + 3, sizeof *env);
    ck_assert(env != NULL);
    size_t n = 0;
    for (size_t i = 0; i < ne; i++)
        if (strncmp(environ[i], "CK_RUN_CASE=", 12) != 0 && strncmp(environ[i], "CK_RUN_SUITE=", 13) != 0)
            env[n++] = environ[i];
    env[n++] = "TILEC_WEBGPU_BACKEND=vulkan";
    env[n++] = "CK_RUN_CASE=native";
    /* this program's path, as valgrind too gives it (its own binary is
     * what /proc/self/exe names there) */
    char self[4096];
    ssize_t len = readlink("/proc/self/exe", self, sizeof self - 1);
    ck_assert(len > 0);
    self[len] = '\0';
    char *argv[] = {self, NULL};
    fflush(stdout);
    pid_t pid;
    int rc = posix_spawn(&pid, self, NULL, NULL, argv, env);
    free(env);
    ck_assert_msg(rc == 0, "cannot start the suite again for Vulkan: %s", strerror(rc));
    int status = 0;
    ck_assert(waitpid(pid, &status, 0) == pid);
    ck_assert_msg(WIFEXITED(status) && WEXITSTATUS(status) == 0,
                  "case native on Dawn's Vulkan backend failed (its output above; rerun: TILEC_WEBGPU_BACKEND=vulkan "
                  "CK_RUN_CASE=native build/tests/check_webgpu)");
}
END_TEST

/* s with every from replaced by to (malloc'd). */
static char *replace_all(const char *s, const char *from, const char *to)
{
    tl_strbuf b = {0};
    size_t fl = strlen(from);
    for (const char *p = s;;) {
        const char *q = strstr(p, from);
        if (!q) {
            tl_strbuf_puts(&b, p);
            break;
        }
        tl_strbuf_append(&b, p, (size_t)(q - p));
        tl_strbuf_puts(&b, to);
        p = q + fl;
    }
    char *r = strdup(tl_strbuf_cstr(&b));
    tl_strbuf_free(&b);
    return r;
}

/* The subgroup combines' logic run here, where no adapter has subgroups:
 * the shaders of `-subgroups=32` rewritten so that the workgroup (128
 * invocations) is one subgroup, its shuffles through workgroup memory
 * (barriers in uniform control flow: the branch on the subgroup's size
 * becomes a constant), against the interpreter; then with a subgroup of
 * 16 active invocations, fewer than 32, so that every subgroup takes the
 * loop as written. What it cannot check is the devices' own subgroup
 * operations. */
static const char emulation[] =
    "var<workgroup> tl_emu: array<f32, 128>;\n"
    "var<private> tl_emu_me: u32;\n"
    "fn tl_emu_shfl(v: f32, l: u32) -> f32 {\n"
    "    tl_emu[tl_emu_me] = v;\n"
    "    workgroupBarrier();\n"
    "    let r = tl_emu[l];\n"
    "    workgroupBarrier();\n"
    "    return r;\n"
    "}\n"
    "fn tl_emu_xor(v: f32, m: u32) -> f32 { return tl_emu_shfl(v, tl_emu_me ^ m); }\n";

START_TEST(subgroup_combines_emulated)
{
    if (!dawn_ok) {
        printf("skipped: the subgroup combines emulated on Dawn: %s\n", dawn_why);
        return;
    }
    static const char *const files[] = {EXAMPLES "/reduce_rows.tile", EXAMPLES "/quantize.tile"};
    for (int active = 0; active < 2; active++)
        for (size_t f = 0; f < sizeof files / sizeof *files; f++) {
            tl_error err = {0};
            built b;
            target = "webgpu -subgroups=32";
            ck_assert_msg(build_file(&b, files[f], &err), "%s", err.msg);
            target = "webgpu";
            tl_webgpu_artifact *a = b.c.device_artifact;
            ck_assert(a->subgroups && strstr(a->js, "subgroupAll(tl_sgi < tl_sn) && tl_sn >= 32u") != NULL);
            static const char *const subs[][2] = {
                {"enable subgroups;\n", ""},
                {"diagnostic(off, subgroup_uniformity);\n", emulation},
                {",\n        @builtin(subgroup_invocation_id) tl_sgi: u32)", ")"},
                {"let tl_tid = i32(tl_lid);", "let tl_tid = i32(tl_lid);\n    let tl_sgi = tl_lid;\n    tl_emu_me = tl_lid;"},
                {"subgroupAll(tl_sgi < tl_sn) && ", ""},
                {"subgroupShuffleXor(", "tl_emu_xor("},
                {"subgroupShuffle(", "tl_emu_shfl("},
                {"requiredFeatures = ['subgroups']", "requiredFeatures = []"},
            };
            char *js = strdup(a->js);
            for (size_t i = 0; i < sizeof subs / sizeof *subs; i++) {
                char *n = replace_all(js, subs[i][0], subs[i][1]);
                free(js);
                js = n;
            }
            char *n = replace_all(js, "subgroupAdd(1u)", active ? "16u" : "128u");
            free(js);
            free(a->js);
            a->js = n;
            ck_assert(!strstr(a->js, "subgroupAll(") && !strstr(a->js, "subgroupAdd(") && !strstr(a->js, "subgroupShuffle") && !strstr(a->js, "enable subgroups") &&
                      !strstr(a->js, "builtin(subgroup"));
            small_shapes = false;
            run_on_dawn(&b, files[f]);
            unbuild(&b);
        }
}
END_TEST

START_TEST(feature_attributes_checked)
{
    static const struct {
        const char *target, *want;
    } cases[] = {{"webgpu -f16=2", "target attribute f16 is '2': it is 0, 1 or adapter"},
                 {"webgpu -subgroups=12", "target attribute subgroups is '12'"},
                 {"webgpu -subgroups=256", "target attribute subgroups is '256'"}};
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        tl_error err = {0};
        built b;
        target = cases[i].target;
        ck_assert(!build_file(&b, EXAMPLES "/vector_add.tile", &err));
        tl_assert_msg_contains(&err, cases[i].want);
        unbuild(&b);
    }
    target = "webgpu";
    /* 0 is the portable form; a 64-bit tensor is refused by name alike */
    tl_error err = {0};
    built b, p;
    target = "webgpu -f16=0 -subgroups=0";
    ck_assert_msg(build_file(&b, EXAMPLES "/reduce_rows.tile", &err), "%s", err.msg);
    target = "webgpu";
    ck_assert_msg(build_file(&p, EXAMPLES "/reduce_rows.tile", &err), "%s", err.msg);
    ck_assert_str_eq(tl_strbuf_cstr(&b.c.device_source), tl_strbuf_cstr(&p.c.device_source));
    unbuild(&b);
    unbuild(&p);
}
END_TEST

START_TEST(refuses_64bit_parameters_by_name)
{
    static const char *const srcs[] = {
        "kernel k(A: f32[N], Idx: i64[N]) grid(1) threads(32) as (bx) {\n"
        "    for i in parallel(32) { A[i] = f32(Idx[i]) }\n}\n",
        "kernel k(A: f64[N]) grid(1) threads(32) as (bx) {\n"
        "    for i in parallel(32) { A[i] = 1.0 }\n}\n",
    };
    static const char *const want[] = {"parameter 'Idx' is a tensor of i64: WGSL has no 64-bit types",
                                       "parameter 'A' is a tensor of f64: WGSL has no 64-bit types"};
    for (int i = 0; i < 2; i++) {
        tl_error err = {0};
        built b;
        ck_assert(!build_src(&b, "k64.tile", srcs[i], strlen(srcs[i]), &err));
        tl_assert_msg_contains(&err, want[i]);
        tl_assert_msg_contains(&err, "k64.tile:1:");
        unbuild(&b);
    }
}
END_TEST

START_TEST(atomic_add_f32_and_packed_tensors)
{
    /* f32 atomic_add from every block into one row (a compare-exchange
     * loop), and 8/16-bit tensors read and written in packed words */
    run_source("atomics.tile",
               "kernel col_sum(X: f32[M, 64], S: f32[64])\n"
               "    grid(ceildiv(M, 4)) threads(64) as (bx)\n{\n"
               "    X_f = fragment f32[4, 64]\n"
               "    s = fragment f32[64]\n"
               "    copy(X[bx * 4, 0], X_f)\n"
               "    reduce_sum(X_f, s, dim=0)\n"
               "    atomic_add(s, S[0])\n}\n");
    run_source("narrow.tile", narrow_src);
}
END_TEST

START_TEST(grid_past_65535_blocks)
{
    run_source("bigrid.tile", "kernel fill_idx(A: i32[N]) grid(N) threads(1) as (bx) {\n"
                              "    for i in parallel(1) { A[bx] = bx * 3 + i }\n}\n");
    if (!dawn_ok)
        return;
    /* 70001 blocks: more than one dispatch dimension holds */
    tl_error err = {0};
    built b;
    const char *src = "kernel fill_idx(A: i32[N]) grid(N) threads(1) as (bx) {\n"
                      "    for i in parallel(1) { A[bx] = bx * 3 + i }\n}\n";
    ck_assert_msg(build_src(&b, "bigrid.tile", src, strlen(src), &err), "%s", err.msg);
    tl_kernel_handle *h = tl_load(&b.c, &err);
    ck_assert_msg(h != NULL, "%s", err.msg);
    int64_t n = 70001;
    int32_t *a = calloc((size_t)n, sizeof *a);
    DLTensor t = {0};
    t.data = a;
    t.device.device_type = TL_DL_WEBGPU;
    t.ndim = 1;
    t.dtype.code = kDLInt;
    t.dtype.bits = 32;
    t.dtype.lanes = 1;
    t.shape = &n;
    tl_any any = {.type = TL_ANY_TENSOR, .v.p = &t};
    ck_assert_msg(tl_kernel_launch(h, "fill_idx", &any, 1, 1, &err), "%s", err.msg);
    for (int64_t i = 0; i < n; i++)
        ck_assert_msg(a[i] == (int32_t)(i * 3), "A[%lld] = %d", (long long)i, a[i]);
    free(a);
    tl_kernel_handle_free(h);
    unbuild(&b);
    /* a 2-D grid of 33000 x 2 blocks: 66000, split over the dispatch's
     * dimensions otherwise than the grid's, (bx, by) recomputed from the
     * linear number */
    const char *src2 = "kernel fill2(A: i32[2, N]) grid(N, 2) threads(1) as (bx, by) {\n"
                       "    for i in parallel(1) { A[by, bx] = bx * 3 + by + i }\n}\n";
    ck_assert_msg(build_src(&b, "bigrid2.tile", src2, strlen(src2), &err), "%s", err.msg);
    h = tl_load(&b.c, &err);
    ck_assert_msg(h != NULL, "%s", err.msg);
    int64_t shape[2] = {2, 33000};
    a = calloc(66000, sizeof *a);
    t.data = a;
    t.ndim = 2;
    t.shape = shape;
    ck_assert_msg(tl_kernel_launch(h, "fill2", &any, 1, 1, &err), "%s", err.msg);
    for (int64_t y = 0; y < 2; y++)
        for (int64_t x = 0; x < 33000; x++)
            ck_assert_msg(a[y * 33000 + x] == (int32_t)(x * 3 + y), "A[%lld, %lld] = %d", (long long)y, (long long)x,
                          a[y * 33000 + x]);
    free(a);
    tl_kernel_handle_free(h);
    unbuild(&b);
}
END_TEST

START_TEST(large_tile_examples_with_smaller_tiles)
{
    /* the examples refused for their workgroup memory run with tiles that
     * fit (the refusal is the tiles', not the dtypes') */
    if (!dawn_ok) {
        printf("skipped: smaller tiles on Dawn: %s\n", dawn_why);
        return;
    }
    static const tl_define ln[] = {{"BN_ROW", "1024"}, {"BR_S", "8"}};
    static const tl_define i8[] = {{"BM", "64"}, {"BN", "64"}, {"BK", "32"}};
    /* softmax and rmsnorm take 32 short rows a block for the H200; every
     * path's buffers side by side pass 32 KiB at 32 */
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
        run_on_dawn(&b, cases[i].file);
        unbuild(&b);
    }
    defines = NULL;
    ndefines = 0;
}
END_TEST

/* ---- exact division ------------------------------------------------------------------ */

/* f32 division of n pairs on Dawn: Q = A / B element by element */
static const char divide_src[] =
    "kernel divide(A: f32[N], B: f32[N], Q: f32[N])\n"
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

static uint32_t rnd32(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)(rng >> 32);
}

/* x^-1 modulo m (m odd, x a power of two). */
static uint64_t inverse_mod(uint64_t x, uint64_t m)
{
    int64_t r0 = (int64_t)m, r1 = (int64_t)(x % m), t0 = 0, t1 = 1;
    while (r1) {
        int64_t q = r0 / r1, r = r0 - q * r1, t = t0 - q * t1;
        r0 = r1, r1 = r, t0 = t1, t1 = t;
    }
    return (uint64_t)(t0 < 0 ? t0 + (int64_t)m : t0);
}

/* Pairs whose quotients are hard to round: every pair of edge values; then
 * significands ma, mb (24 bits) whose quotient, at the bit it is rounded
 * at, has the fraction 1/2 +- 1/(2 mb) (the nearest to a midpoint between
 * two floats a quotient comes) or 1/mb, 1 - 1/mb (the nearest to a float):
 * ma 2^t = residue (mod mb), solved with 2^t's inverse; at quotient
 * exponents from the subnormals (where t is smaller by the bits dropped) to
 * overflow; and random bit patterns (NaN, inf, subnormals). */
static void hard_pairs(float *a, float *b, size_t n)
{
    static const uint32_t edge[] = {0x00000000u, 0x80000000u, 0x7f800000u, 0xff800000u, 0x7fc00000u, 0x00000001u,
                                    0x80000003u, 0x007fffffu, 0x00800000u, 0x00800001u, 0x7f7fffffu, 0xff7ffffeu,
                                    0x3f800000u, 0xbf800000u, 0x40400000u, 0x3fffffffu, 0x3f7fffffu, 0x42fe0000u,
                                    0x34000000u, 0x4b000001u};
    size_t ne = sizeof edge / sizeof *edge, i = 0;
    for (size_t x = 0; x < ne; x++)
        for (size_t y = 0; y < ne && i < n; y++, i++) {
            a[i] = bits_f(edge[x]);
            b[i] = bits_f(edge[y]);
        }
    while (i < n) {
        uint32_t kind = rnd32() % 4, zone = rnd32() % 8;
        if (kind == 0) {
            a[i] = bits_f(rnd32());
            b[i] = bits_f(rnd32());
            i++;
            continue;
        }
        /* the quotient's exponent: mostly near 0, often subnormal or near overflow */
        int qe = zone < 2 ? -150 + (int)(rnd32() % 28) : zone == 2 ? 120 + (int)(rnd32() % 9) : (int)(rnd32() % 81) - 40;
        uint64_t mb = (rnd32() & 0x7fffffu) | 0x800001u;
        int sh = 23 + (int)(rnd32() & 1), k = qe < -126 ? -126 - qe : 0, t = sh - k;
        uint64_t residue = kind == 1 ? (mb + 1 - 2 * (rnd32() & 1)) / 2 : (rnd32() & 1) ? 1 : mb - 1;
        uint64_t ma = residue * inverse_mod(1ull << t, mb) % mb;
        if (sh == 23)
            ma += mb; /* the quotient in [1, 2) */
        if (ma < 0x800000u || ma > 0xffffffu || (sh == 24) != (ma < mb))
            continue;
        int lo = -126, hi = 127, adj = sh == 24; /* a's exponent: b's + qe (+1 below 1) */
        lo = lo > -126 - qe - adj ? lo : -126 - qe - adj;
        hi = hi < 127 - qe - adj ? hi : 127 - qe - adj;
        if (lo > hi)
            continue;
        int eb = lo + (int)(rnd32() % (uint32_t)(hi - lo + 1));
        a[i] = (float)ldexp((rnd32() & 1) ? -(double)ma : (double)ma, eb + qe + adj - 23);
        b[i] = (float)ldexp((rnd32() & 1) ? -(double)mb : (double)mb, eb - 23);
        i++;
    }
}

/* Runs divide on n pairs from hard_pairs; each quotient bit for bit as C's
 * float division (NaN as any NaN). The device's f32 divisions in tl_div
 * (the quotient's estimate and its correction's) are scaled by
 * estimate_scale (a WGSL literal; NULL leaves them alone): the correction
 * must absorb divisions worse than WGSL's 2.5 ULP. */
static void check_division(const char *what, size_t n, const char *estimate_scale)
{
    tl_error err = {0};
    built b;
    ck_assert_msg(build_src(&b, "divide.tile", divide_src, strlen(divide_src), &err), "%s", err.msg);
    tl_webgpu_artifact *art = b.c.device_artifact;
    if (estimate_scale) {
        static const char *const divisions[] = {"f32(ma) / f32(mb)", "f32(r) / f32(mb)"};
        for (int i = 0; i < 2; i++) {
            ck_assert(strstr(art->js, divisions[i]) != NULL);
            char with[128];
            snprintf(with, sizeof with, "%s * %s", divisions[i], estimate_scale);
            char *js = replace_all(art->js, divisions[i], with);
            free(art->js);
            art->js = js;
        }
    }
    tl_kernel_handle *h = tl_load(&b.c, &err);
    ck_assert_msg(h != NULL, "%s", err.msg);
    float *buf = calloc(3 * n, sizeof *buf);
    float *A = buf, *B = buf + n, *Q = buf + 2 * n;
    hard_pairs(A, B, n);
    int64_t shape = (int64_t)n;
    DLTensor t[3];
    tl_any any[3];
    for (int i = 0; i < 3; i++) {
        memset(&t[i], 0, sizeof t[i]);
        t[i].data = buf + (size_t)i * n;
        t[i].device.device_type = TL_DL_WEBGPU;
        t[i].ndim = 1;
        t[i].dtype.code = kDLFloat;
        t[i].dtype.bits = 32;
        t[i].dtype.lanes = 1;
        t[i].shape = &shape;
        any[i] = (tl_any){.type = TL_ANY_TENSOR, .v.p = &t[i]};
    }
    ck_assert_msg(tl_kernel_launch(h, "divide", any, 3, 1, &err), "%s", err.msg);
    size_t subnormal = 0, midpoints = 0;
    for (size_t i = 0; i < n; i++) {
        float q = A[i] / B[i];
        ck_assert_msg(f_bits(q) == f_bits(Q[i]) || (isnan(q) && isnan(Q[i])),
                      "%s: %a / %a (0x%08x / 0x%08x): C gives %a (0x%08x), Dawn %a (0x%08x)", what, A[i], B[i],
                      f_bits(A[i]), f_bits(B[i]), q, f_bits(q), Q[i], f_bits(Q[i]));
        subnormal += q != 0 && fabsf(q) < FLT_MIN;
        midpoints += isfinite(q) && q != 0 && fabs((double)A[i] / B[i] - q) > 0.49 * (nextafterf(fabsf(q), INFINITY) - fabsf(q));
    }
    /* the pairs reach what they are for */
    ck_assert_msg(subnormal > n / 100 && midpoints > n / 10, "%s: %zu subnormal quotients, %zu near a midpoint", what,
                  subnormal, midpoints);
    free(buf);
    tl_kernel_handle_free(h);
    unbuild(&b);
}

START_TEST(division_is_exact)
{
    if (!dawn_ok) {
        printf("skipped: exact division on Dawn: %s\n", dawn_why);
        return;
    }
    check_division("f32 division", 1 << 18, NULL);
    /* divisions off by 4 ULP either way (WGSL allows 2.5), and by 32 */
    check_division("divisions 4 ULP high", 1 << 15, "1.000000476837158203125f");
    check_division("divisions 4 ULP low", 1 << 15, "0.999999523162841796875f");
    check_division("divisions 32 ULP high", 1 << 15, "1.000003814697265625f");
    check_division("divisions 32 ULP low", 1 << 15, "0.999996185302734375f");
    /* where it ran (tools/webgpu/h200.sh shows it for NVIDIA's division) */
    printf("f32 division bit for bit on %s: 2^18 pairs, and 4 x 2^15 with its divisions made inexact\n",
           tl_webgpu_adapter());
}
END_TEST

/* A kernel of n f32 elements of workgroup memory (a shared tile copied in,
 * doubled, copied out). */
static char *wgmem_src(int n)
{
    char *src = malloc(600);
    snprintf(src, 600,
             "kernel wgmem(X: f32[N], Y: f32[N]) grid(ceildiv(N, %d)) threads(256) as (bx) {\n"
             "    X_s = shared f32[%d]\n"
             "    copy(X[bx * %d], X_s)\n"
             "    for i in parallel(%d) { X_s[i] = X_s[i] * 2.0 }\n"
             "    copy(X_s, Y[bx * %d])\n}\n",
             n, n, n, n, n);
    return src;
}

/* The worker's device has the adapter's limits, not WebGPU's defaults: a
 * kernel needing more workgroup memory than the default 16384 bytes runs
 * where the adapter offers it; one needing more than the adapter offers is
 * refused naming the limit, its need and the adapter's value. */
START_TEST(workgroup_memory_up_to_the_adapters)
{
    if (!dawn_ok) {
        printf("skipped: workgroup memory limits on Dawn: %s\n", dawn_why);
        return;
    }
    int64_t has = 0;
    tl_error err = {0};
    ck_assert_msg(tl_webgpu_adapter_wg_bytes(&has, &err), "%s", err.msg);
    ck_assert_msg(has >= 16384, "the device has %lld bytes of workgroup memory", (long long)has);
    /* 24 KiB, past the default; then 4 KiB past what the adapter offers */
    int sizes[2] = {6144, (int)(has / 4) + 1024};
    for (int i = 0; i < 2; i++) {
        char *src = wgmem_src(sizes[i]);
        built b;
        ck_assert_msg(build_src(&b, "wgmem.tile", src, strlen(src), &err), "%s", err.msg);
        const tl_webgpu_artifact *a = b.c.device_artifact;
        ck_assert_int_eq(a->kernels[0].wg_bytes, sizes[i] * 4);
        char need[120];
        snprintf(need, sizeof need, "maxComputeWorkgroupStorageSize: %d", sizes[i] * 4);
        ck_assert(strstr(a->js, need) != NULL); /* the module's requiredLimits and the kernel's limits */
        if (i == 0 && has < 24576) {
            printf("skipped: a kernel of 24 KiB of workgroup memory on Dawn: the adapter offers %lld bytes\n", (long long)has);
        } else if (i == 0) {
            small_shapes = false;
            run_on_dawn(&b, "wgmem.tile (24 KiB)");
        } else {
            ck_assert(refused_for_workgroup_memory(&b, "wgmem.tile (past the adapter's)"));
        }
        unbuild(&b);
        free(src);
    }
}
END_TEST

START_TEST(shader_errors_carry_both_lines)
{
    /* a shader the device refuses: its error names the WGSL line and the
     * kernel source line that line was written for */
    if (!dawn_ok) {
        printf("skipped: a refused shader on Dawn: %s\n", dawn_why);
        return;
    }
    tl_error err = {0};
    built b;
    ck_assert_msg(build_file(&b, EXAMPLES "/vector_add.tile", &err), "%s", err.msg);
    tl_webgpu_artifact *a = b.c.device_artifact;
    /* break the store into C (vector_add.tile's line 15, `copy(C_f, ...)`) */
    char *at = strstr(a->js, "C[(");
    ck_assert(at != NULL);
    memcpy(at, "C[[", 3);
    tl_kernel_handle *h = tl_load(&b.c, &err);
    ck_assert(h == NULL);
    tl_assert_msg_contains(&err, "the device refused the shaders: kernel vector_add: WGSL line ");
    tl_assert_msg_contains(&err, "(examples/vector_add.tile:15)");
    unbuild(&b);
}
END_TEST

Suite *make_suite(void)
{
    examples = lt_list_tiles(EXAMPLES, &nexamples);
    /* the one worker, started before the tests fork */
    tl_error err = {0};
    char tint[64], naga[64];
    dawn_ok = tl_webgpu_validate("", tint, sizeof tint, naga, sizeof naga, &err);
    if (!dawn_ok)
        snprintf(dawn_why, sizeof dawn_why, "%s", err.msg);
    Suite *s = suite_create("webgpu");
    TCase *tc = tcase_create("webgpu");
    tcase_set_timeout(tc, 300);
    tcase_add_loop_test(tc, example_wgsl, 0, (int)nexamples);
    tcase_add_loop_test(tc, example_runs_on_dawn, 0, (int)nexamples);

    tcase_add_test(tc, refuses_64bit_parameters_by_name);
    tcase_add_test(tc, atomic_add_f32_and_packed_tensors);
    tcase_add_test(tc, grid_past_65535_blocks);
    tcase_add_test(tc, shader_errors_carry_both_lines);
    tcase_add_test(tc, large_tile_examples_with_smaller_tiles);
    tcase_add_test(tc, workgroup_memory_up_to_the_adapters);
    suite_add_tcase(s, tc);
    /* f32 division and remainder bit for bit as IEEE's */
    TCase *td = tcase_create("division");
    tcase_set_timeout(td, 300);
    tcase_add_test(td, division_is_exact);
    tcase_add_test(td, pow_edge_cases_on_dawn);
    tcase_add_test(td, sqrt_correctly_rounded_on_dawn);
    suite_add_tcase(s, td);
    /* the forms for devices with shader-f16 and subgroups */
    TCase *tf = tcase_create("features");
    tcase_set_timeout(tf, 300);
    tcase_add_loop_test(tf, example_wgsl_features, 0, (int)nexamples);
    tcase_add_test(tf, features_from_the_adapter);
    tcase_add_test(tf, feature_attributes_checked);
    tcase_add_test(tf, subgroup_combines_emulated);
    suite_add_tcase(s, tf);
    /* the f16 and subgroup forms on an adapter that has the features: this
     * one's, else Dawn's Vulkan backend's in a child */
    TCase *tn = tcase_create("native");
    tcase_set_timeout(tn, 600);
    bool f16 = false;
    int sg = 0;
    if (dawn_ok && !tl_webgpu_adapter_caps(&f16, &sg, &err))
        f16 = false, sg = 0;
    if (dawn_ok && !f16 && !sg && !getenv("TILEC_WEBGPU_BACKEND")) {
        tcase_add_test(tn, native_forms_on_vulkan);
    } else {
        tcase_add_loop_test(tn, example_native_forms, 0, (int)nexamples);
        tcase_add_test(tn, narrow_tensors_native);
    }
    suite_add_tcase(s, tn);
    return s;
}

TL_TEST_MAIN()
