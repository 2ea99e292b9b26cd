/*
 * check_rocm.c: the rocm backend with no AMD GPU. For every example: the gpu
 * pipeline and the hip codegen for amd/mi300x (gfx942), the source compared
 * with tests/golden/hip/NAME.hip (TL_UPDATE_GOLDEN=1 refreshes them), the
 * amd/mi250x (gfx90a) source the same but for its first line, or, where
 * the archs' MFMAs differ, compared with NAME.gfx90a.hip; then every
 * example built to a code object for both archs by `tilec build --emit
 * resources` (clang 15 for gfx90a, clang 19 for gfx942; two at a time) and
 * its resources checked: every kernel there, its LDS the source's, a
 * wavefront of 64, no scratch in the GEMM examples. A kernel past 64 KiB of
 * LDS is refused with its sizes; tilelang_callback_hip_compile builds a code
 * object through the registry's lookup; the execution backends' probe says
 * why they cannot run here, and `tilec resolve` shows it. The gemms on the
 * matrix cores: the MFMA layouts held against the ISA's table and a block's
 * gemm modelled on the host, the builtin each arch gets. Pipelined loops:
 * the ring of two LDS slots of a gemm's (its statements in order, one
 * barrier an iteration, the LDS counted twice), every ring of the goldens
 * read back from the text and its schedule replayed over 0 to 6 tiles
 * (each read finds its tile, no slot written and read between the same
 * barriers; broken rings caught), the fallback to one slot where two do
 * not fit, a ring inside a loop. Where a toolchain is absent the cases
 * print "skipped: <reason>".
 */
#include <ctype.h>
#include <fcntl.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "compile/compile.h"
#include "langtest.h"
#include "rocm/rocm.h"
#include "runtime/runtime.h"
#include "testutil.h"
#include "transform/gpu.h"
#include "util/arena.h"

#define EXAMPLES "examples"
#define GOLDEN "tests/golden/hip"
#define WORK TL_TEST_BUILD_DIR "/rocm-check"

extern char **environ;

typedef struct built {
    tl_arena *arena;
    tl_module *m;
    const tl_context *ctx;
    tl_compilation c;
    bool ok;
} built;

/* Front end, gpu pipeline and hip codegen (source only) of src for target. */
static bool build_src(built *b, const char *path, const char *src, size_t len, const char *target, tl_error *err)
{
    memset(b, 0, sizeof *b);
    b->arena = tl_arena_new();
    int nerr = 0;
    char *diag = NULL;
    b->m = lt_compile(b->arena, path, src, len, NULL, 0, &diag, &nerr);
    if (!b->m) {
        tl_error_set(err, TL_ERR_INVALID, "%s: front end failed: %s", path, diag ? diag : "");
        free(diag);
        return false;
    }
    free(diag);
    /* compile only (no execution backend runs here); the C host code is
     * written, not compiled */
    b->ctx = tl_create_backend_context(target, "c", "none", err);
    if (!b->ctx)
        return false;
    tl_compilation_init(&b->c, b->arena, b->ctx, b->m, path);
    b->ok = true;
    return tl_run_pipeline(&b->c, err) && tl_run_codegen(&b->c, false, err);
}

static bool build_file(built *b, const char *path, const char *target, tl_error *err)
{
    size_t len;
    char *src = lt_read_file(path, &len);
    ck_assert_msg(src != NULL, "cannot read %s", path);
    bool ok = build_src(b, path, src, len, target, err);
    free(src);
    return ok;
}

static void unbuild(built *b)
{
    if (b->ok)
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
        mkdir(GOLDEN, 0755);
        FILE *f = fopen(path, "wb");
        ck_assert_msg(f != NULL, "cannot write %s", path);
        fputs(text, f);
        fclose(f);
        return;
    }
    size_t len;
    char *want = lt_read_file(path, &len);
    ck_assert_msg(want != NULL, "%s is missing (TL_UPDATE_GOLDEN=1 writes it)", path);
    ck_assert_msg(strcmp(want, text) == 0, "%s differs from the generated HIP (TL_UPDATE_GOLDEN=1 refreshes it)", path);
    free(want);
}

static char **examples;
static size_t nexamples;

/* The examples whose tiles exceed a workgroup's LDS on AMD: gemm_cpu
 * (written for the CPU) and flash_attention_wg (128 query rows by 128 keys
 * for Hopper's warpgroups: its scores and output accumulators, which no
 * AMD MMA layout keeps in registers, go to LDS beside Q, K and V). */
static bool cpu_only(const char *path)
{
    return strstr(path, "gemm_cpu.tile") != NULL || strstr(path, "flash_attention_wg.tile") != NULL;
}

/* The examples whose kernels are gemms: no scratch (spills) allowed. */
static bool gemm_example(const char *path)
{
    return strstr(path, "gemm") != NULL;
}

/* The text after the first line. */
static const char *after_first_line(const char *s)
{
    const char *nl = strchr(s, '\n');
    return nl ? nl + 1 : s;
}

static void stem(const char *path, char *out, int cap)
{
    const char *file = strrchr(path, '/') + 1;
    snprintf(out, cap, "%.*s", (int)(strlen(file) - 5), file);
}

START_TEST(example_sources)
{
    const char *path = examples[_i];
    tl_error err = {0};
    built b, b90;
    bool ok = build_file(&b, path, "amd/mi300x", &err);
    if (cpu_only(path)) {
        ck_assert(!ok);
        tl_assert_msg_contains(&err, "bytes of LDS (shared memory), more than the 65536 bytes a workgroup may use");
        unbuild(&b);
        return;
    }
    ck_assert_msg(ok, "%s", err.msg);
    char name[256], gname[300];
    stem(path, name, sizeof name);
    snprintf(gname, sizeof gname, "%s.hip", name);
    const char *src = tl_strbuf_cstr(&b.c.device_source);
    golden(gname, src);
    ck_assert_msg(strstr(src, "for target hip (gfx942, wavefront 64)") != NULL, "%s: no target line", path);
    /* no header: the source is what clang sees with -nogpuinc */
    ck_assert(strstr(src, "#include") == NULL);

    const tl_hip_artifact *art = b.c.device_artifact;
    ck_assert(art != NULL && art->source != NULL && art->code == NULL);
    ck_assert_str_eq(art->arch.name, "gfx942");
    ck_assert_int_eq(art->arch.wave, 64);
    ck_assert_int_eq(art->nkernels, (int)b.m->nkernels);
    for (int i = 0; i < art->nkernels; i++) {
        const tl_hip_kernel *kk = &art->kernels[i];
        const tl_kernel *k = b.m->kernels[i];
        ck_assert_str_eq(kk->name, k->name);
        ck_assert_int_eq(kk->threads, tl_gpu_threads(k));
        ck_assert(kk->lds >= 0 && kk->lds <= 65536);
        char sig[300];
        snprintf(sig, sizeof sig, "extern \"C\" __global__ void __launch_bounds__(%d) %s(", kk->threads, k->name);
        ck_assert_msg(strstr(art->source, sig) != NULL, "%s: no '%s'", path, sig);
    }

    /* gfx90a: the same code, but for the line that names the target */
    ck_assert_msg(build_file(&b90, path, "amd/mi250x", &err), "%s", err.msg);
    const char *src90 = tl_strbuf_cstr(&b90.c.device_source);
    ck_assert(strstr(src90, "for target hip (gfx90a, wavefront 64)") != NULL);
    if (strcmp(after_first_line(src90), after_first_line(src)) != 0) {
        /* the archs' own MFMA (i8: 32x32x8 on gfx90a, 32x32x16 on gfx94x): a golden of its own */
        ck_assert_msg(strstr(src90, "mfma_i32_32x32x8i8") != NULL, "%s: gfx90a and gfx942 sources differ", path);
        snprintf(gname, sizeof gname, "%s.gfx90a.hip", name);
        golden(gname, src90);
    }
    unbuild(&b90);
    unbuild(&b);
}
END_TEST

/* Runs `tilec ARGS`, its output into *out (malloc'd); the exit status. */
static int tilec(const char *args, char **out)
{
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "%s/tilec %s 2>&1", TL_TEST_BUILD_DIR, args);
    FILE *p = popen(cmd, "r");
    ck_assert_ptr_nonnull(p);
    size_t cap = 1 << 16, n = 0, got;
    char *buf = malloc(cap);
    while ((got = fread(buf + n, 1, cap - 1 - n, p)) > 0)
        n += got;
    buf[n] = 0;
    int rc = pclose(p);
    *out = buf;
    return WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
}

/* ---- code objects ---------------------------------------------------------------- */

/* The kernels of HIP source src as the emitter describes them, in order:
 * the name, threads and LDS bytes of each comment "kernel NAME: T threads
 * per block, N bytes of LDS"; their count. */
static int source_kernels(const char *src, tl_hip_kernel *out, int cap)
{
    int n = 0;
    for (const char *p = src; n < cap && (p = strstr(p, "\n/* kernel ")) != NULL; p++) {
        long long lds = -1;
        int threads = 0;
        if (sscanf(p, "\n/* kernel %127[^:]: %d threads per block, %lld bytes of LDS */", out[n].name, &threads, &lds) == 3) {
            out[n].threads = threads;
            out[n].lds = lds;
            n++;
        }
    }
    return n;
}

/* Every example's source (the goldens example_sources holds to the
 * emitter's output) built to a code object for both archs, each arch's in
 * one clang process and the two processes at once, and each code object's
 * resources read back. */
START_TEST(every_example_builds_a_code_object)
{
    static const char *const arch_names[2] = { "gfx942", "gfx90a" };
    tl_hip_arch archs[2];
    for (int t = 0; t < 2; t++) {
        tl_error err = { 0 };
        char why[256];
        ck_assert(tl_hip_arch_of(arch_names[t], &archs[t], &err));
        if (!tl_hip_toolchain(&archs[t], why, sizeof why)) {
            printf("skipped: code objects for %s: %s\n", arch_names[t], why);
            return;
        }
    }
    char dirs[2][300], golden_dir[4096];
    ck_assert(realpath(GOLDEN, golden_dir) != NULL);
    char *inputs[2][64];
    char stems[64][200];
    int n = 0;
    for (int t = 0; t < 2; t++) {
        snprintf(dirs[t], sizeof dirs[t], WORK "-%s", arch_names[t]);
        mkdir(dirs[t], 0755);
    }
    for (size_t i = 0; i < nexamples; i++) {
        if (cpu_only(examples[i]))
            continue;
        ck_assert(n < 64);
        stem(examples[i], stems[n], sizeof stems[n]);
        for (int t = 0; t < 2; t++) {
            /* gfx90a compiles gfx942's source (they differ in a comment)
             * unless the arch has its own (NAME.gfx90a.hip) */
            inputs[t][n] = malloc(4400);
            snprintf(inputs[t][n], 4400, "%s/%s.gfx90a.hip", golden_dir, stems[n]);
            if (t == 0 || access(inputs[t][n], R_OK) != 0)
                snprintf(inputs[t][n], 4400, "%s/%s.hip", golden_dir, stems[n]);
        }
        n++;
    }
    tl_hip_batch batch[2];
    for (int t = 0; t < 2; t++) {
        tl_error err = { 0 };
        ck_assert_msg(tl_hip_batch_start(&archs[t], dirs[t], inputs[t], n, &batch[t], &err), "%s", err.msg);
    }
    for (int t = 0; t < 2; t++) {
        tl_error err = { 0 };
        ck_assert_msg(tl_hip_batch_wait(&batch[t], &err), "%s: %s", arch_names[t], err.msg);
    }
    /* each arch's resources from one llvm-readelf */
    static tl_hip_resources res[64 * 16];
    for (int t = 0; t < 2; t++) {
        char *cos[64];
        int counts[64];
        for (int e = 0; e < n; e++) {
            const char *base = strrchr(inputs[t][e], '/') + 1;
            cos[e] = malloc(800);
            snprintf(cos[e], 800, "%s/%.*s-hip-amdgcn-amd-amdhsa-%s.out", dirs[t], (int)strlen(base) - 4, base, arch_names[t]);
            size_t len = 0;
            char *code = tl_read_file(cos[e], &len);
            ck_assert_msg(code != NULL && len > 64 && memcmp(code, "\177ELF", 4) == 0, "%s: no code object", cos[e]);
            free(code);
        }
        tl_error err = { 0 };
        ck_assert_msg(tl_hip_resources_files(cos, n, res, 16, counts, &err), "%s", err.msg);
        for (int e = 0; e < n; e++) {
            size_t slen = 0;
            char *src = lt_read_file(inputs[t][e], &slen);
            ck_assert(src != NULL);
            tl_hip_kernel want[16];
            int nk = source_kernels(src, want, 16);
            free(src);
            const tl_hip_resources *r = &res[e * 16];
            int nr = counts[e];
            const char *co = cos[e];
            ck_assert_msg(nr == nk && nk > 0, "%s: %d kernels in the code object, %d in the source", co, nr, nk);
            for (int k = 0; k < nr; k++) {
                const tl_hip_kernel *w = NULL;
                for (int x = 0; x < nk; x++)
                    if (strcmp(want[x].name, r[k].name) == 0)
                        w = &want[x];
                ck_assert_msg(w != NULL, "%s: kernel %s is not the source's", co, r[k].name);
                ck_assert(strncmp(r[k].symbol, r[k].name, strlen(r[k].name)) == 0 &&
                          strcmp(r[k].symbol + strlen(r[k].name), ".kd") == 0);
                ck_assert_int_eq(r[k].wavefront, 64);
                ck_assert_int_eq(r[k].max_threads, w->threads);
                ck_assert_msg(r[k].lds == w->lds, "%s: kernel %s: %lld bytes of LDS, the source says %lld", co, r[k].name,
                              (long long)r[k].lds, (long long)w->lds);
                ck_assert(r[k].lds <= 65536 && r[k].vgprs > 0 && r[k].vgprs <= 512 && r[k].sgprs > 0);
                if (gemm_example(stems[e]))
                    ck_assert_msg(r[k].scratch == 0, "%s: kernel %s spills: %lld bytes of scratch", co, r[k].name,
                                  (long long)r[k].scratch);
            }
            free(cos[e]);
            free(inputs[t][e]);
        }
    }
    printf("%d code objects built (gfx942 by clang 19, gfx90a by clang 15), resources checked\n", 2 * n);
}
END_TEST

/* tilec build --emit resources: the code object's report, a line a kernel */
START_TEST(resources_from_the_command_line)
{
    tl_hip_arch arch;
    tl_error err = { 0 };
    char why[256];
    ck_assert(tl_hip_arch_of("gfx90a", &arch, &err));
    if (!tl_hip_toolchain(&arch, why, sizeof why)) {
        printf("skipped: tilec build --emit resources: %s\n", why);
        return;
    }
    char *out;
    ck_assert_int_eq(tilec("build examples/gemm.tile --target amd/mi250x --emit resources", &out), 0);
    ck_assert_msg(strstr(out, "# gfx90a: wavefront 64, LDS limit 65536 bytes\n") != NULL, "%s", out);
    ck_assert_msg(strstr(out, "kernel matmul: symbol matmul.kd, lds 16384 bytes, vgprs ") != NULL, "%s", out);
    ck_assert_msg(strstr(out, ", scratch 0 bytes, ") != NULL, "%s", out);
    free(out);
    ck_assert_int_eq(tilec("build examples/vector_add.tile --target amd/mi250x --emit asm", &out), 0);
    ck_assert_msg(strstr(out, ".amdgcn_target \"amdgcn-amd-amdhsa--gfx90a") != NULL, "%s", out);
    free(out);
}
END_TEST

/* ---- limits, callback, probes ------------------------------------------------------- */

START_TEST(lds_past_the_limit_refused)
{
    static const char src[] =
        "kernel big(X: f32[M, N], Y: f32[M, N])\n"
        "    grid(ceildiv(M, 128)) threads(128) as (bx)\n"
        "{\n"
        "    S = shared f32[128, 160]\n"
        "    copy(X[bx * 128, 0], S)\n"
        "    copy(S, Y[bx * 128, 0])\n"
        "}\n";
    tl_error err = {0};
    built b;
    ck_assert(!build_src(&b, "big.tile", src, strlen(src), "amd/mi300x", &err));
    ck_assert_str_eq(err.msg, "big.tile:1:1: kernel 'big' needs 81920 bytes of LDS (shared memory), more than the 65536 "
                              "bytes a workgroup may use on this arch");
    unbuild(&b);
    /* and from the command line, with its status */
    char cmd[600];
    snprintf(cmd, sizeof cmd, "%s/tilec build examples/gemm_cpu.tile --target amd/mi250x --emit source >/dev/null 2>&1",
             TL_TEST_BUILD_DIR);
    int rc = system(cmd);
    ck_assert(WIFEXITED(rc) && WEXITSTATUS(rc) == 1);
}
END_TEST

START_TEST(unknown_mcpu_refused)
{
    tl_error err = {0};
    built b;
    ck_assert(!build_file(&b, "examples/vector_add.tile", "hip -mcpu=gfx1100", &err));
    tl_assert_msg_contains(&err, "mcpu 'gfx1100' is not an architecture this backend builds for (gfx90a, gfx940, gfx942)");
    unbuild(&b);
}
END_TEST

static const char tiny[] =
    "extern \"C\" __attribute__((global)) void __attribute__((amdgpu_flat_work_group_size(1, 64))) scale(float *x, float a)\n"
    "{\n"
    "    __attribute__((shared)) float s[64];\n"
    "    int i = (int)__builtin_amdgcn_workitem_id_x();\n"
    "    s[i] = x[i] * a;\n"
    "    __builtin_amdgcn_s_barrier();\n"
    "    x[i] = s[63 - i];\n"
    "}\n";

START_TEST(compile_callback)
{
    tl_packed_fn *f = tl_ffi_get_global_func("tilelang_callback_hip_compile");
    ck_assert_ptr_nonnull(f);
    /* bad arguments are refused before clang runs */
    tl_any bad[1] = { { .type = TL_ANY_STR, .v.s = tiny } }, ret;
    ck_assert_int_ne(f(NULL, bad, 1, &ret), 0);
    tl_any badarch[2] = { { .type = TL_ANY_STR, .v.s = tiny }, { .type = TL_ANY_STR, .v.s = "sm_90a" } };
    ck_assert_int_ne(f(NULL, badarch, 2, &ret), 0);
    ck_assert(ret.type == TL_ANY_STR && strstr(ret.v.s, "mcpu 'sm_90a' is not an architecture") != NULL);
    static const char *const archs[] = { "gfx90a", "gfx942" };
    for (int i = 0; i < 2; i++) {
        tl_hip_arch arch;
        tl_error err = {0};
        char why[256];
        ck_assert(tl_hip_arch_of(archs[i], &arch, &err));
        if (!tl_hip_toolchain(&arch, why, sizeof why)) {
            printf("skipped: tilelang_callback_hip_compile for %s: %s\n", archs[i], why);
            continue;
        }
        tl_any args[3] = { { .type = TL_ANY_STR, .v.s = tiny }, { .type = TL_ANY_STR, .v.s = archs[i] },
                           { .type = TL_ANY_STR, .v.s = "-DUNUSED=1" } };
        ck_assert_msg(f(NULL, args, 3, &ret) == 0, "%s", ret.type == TL_ANY_STR ? ret.v.s : "");
        ck_assert(ret.type == TL_ANY_PTR);
        uint64_t *blob = ret.v.p;
        ck_assert_uint_gt(blob[0], 64);
        ck_assert_int_eq(memcmp(blob + 1, "\177ELF", 4), 0);
        tl_hip_resources r[4];
        int n = 0;
        ck_assert_msg(tl_hip_resources_of(blob + 1, blob[0], r, 4, &n, &err), "%s", err.msg);
        ck_assert_int_eq(n, 1);
        ck_assert_str_eq(r[0].name, "scale");
        ck_assert_str_eq(r[0].symbol, "scale.kd");
        ck_assert_int_eq(r[0].lds, 256);
        ck_assert_int_eq(r[0].scratch, 0);
        ck_assert_int_eq(r[0].wavefront, 64);
        ck_assert_int_eq(r[0].max_threads, 64);
        free(blob);
        /* a compile error comes back with clang's message (clang 15's: one arch) */
        if (i > 0)
            continue;
        tl_any broken[2] = { { .type = TL_ANY_STR, .v.s = "extern \"C\" __attribute__((global)) void k() { undeclared(); }\n" },
                             { .type = TL_ANY_STR, .v.s = archs[i] } };
        ck_assert_int_ne(f(NULL, broken, 2, &ret), 0);
        ck_assert_msg(ret.type == TL_ANY_STR && strstr(ret.v.s, "undeclared") != NULL, "%s", ret.v.s);
    }
}
END_TEST

START_TEST(execution_backends_say_why)
{
    char why[256];
    if (tl_probe_hip_runtime(why, sizeof why)) {
        printf("skipped: the HIP runtime sees an AMD GPU here\n");
        return;
    }
    ck_assert_msg(strstr(why, "no HIP runtime") || strstr(why, "no AMD GPU"), "%s", why);
    char *out;
    ck_assert_int_eq(tilec("resolve --target amd/mi300x", &out), 1);
    char line[400];
    snprintf(line, sizeof line, "tvm_ffi   unavailable: %s", why);
    ck_assert_msg(strstr(out, line) != NULL, "%s", out);
    snprintf(line, sizeof line, "cython    unavailable: %s", why);
    ck_assert_msg(strstr(out, line) != NULL, "%s", out);
    ck_assert_msg(strstr(out, "-mcpu=gfx942 -warp_size=64") != NULL, "%s", out);
    free(out);
    /* loading needs them; a codegen's form does not */
    ck_assert_int_eq(tilec("build examples/vector_add.tile --target amd/mi300x", &out), 1);
    ck_assert_msg(strstr(out, "No available execution backend for target 'hip'") != NULL, "%s", out);
    free(out);
    ck_assert_int_eq(tilec("build examples/vector_add.tile --target amd/mi300x --exec tvm_ffi --emit source", &out), 1);
    ck_assert_msg(strstr(out, why) != NULL, "%s", out);
    free(out);
    /* the load itself asks again, when called without resolving */
    tl_error err = {0};
    built b;
    ck_assert_msg(build_file(&b, "examples/vector_add.tile", "amd/mi300x", &err), "%s", err.msg);
    const tl_backend *rocm = tl_context_module(b.ctx);
    for (size_t i = 0; i < rocm->nexecution_backends; i++) {
        const tl_exec_backend *e = rocm->execution_backends[i];
        ck_assert_ptr_nonnull(e->load);
        ck_assert(e->load(&b.c, &err) == NULL);
        ck_assert_msg(strstr(err.msg, why) != NULL, "%s: %s", e->name, err.msg);
    }
    unbuild(&b);
    ck_assert_int_eq(tilec("build examples/vector_add.tile --target amd/mi300x --emit source", &out), 0);
    ck_assert_msg(strstr(out, "extern \"C\" __global__ void __launch_bounds__(256) vector_add(") != NULL, "%s", out);
    free(out);
}
END_TEST

/* A row reduction's partials are combined over up to a wavefront's 64 lanes
 * by lane-xor shuffles: split_reductions reads warp_size (64 on hip, 32
 * where a target does not say), the emitter the wavefront; the code
 * compiles. */
START_TEST(reductions_at_the_wavefront_width)
{
    static const char src[] =
        "kernel rowsum(X: f32[M, 512], Y: f32[M])\n"
        "    grid(ceildiv(M, 2)) threads(256) as (bx)\n"
        "{\n"
        "    X_s = shared f32[2, 512]\n"
        "    S = fragment f32[2]\n"
        "    copy(X[bx * 2, 0], X_s)\n"
        "    reduce_sum(X_s, S, dim=1)\n"
        "    copy(S, Y[bx * 2])\n"
        "}\n";
    static const char *const targets[] = { "amd/mi300x", "hip -mcpu=gfx90a -warp_size=32" };
    static const char *const want[] = { "2 rows of 64 partials, 64 lanes a row, wavefront shuffles */",
                                        "2 rows of 32 partials, 32 lanes a row, wavefront shuffles */" };
    for (int t = 0; t < 2; t++) {
        tl_error err = {0};
        built b;
        ck_assert_msg(build_src(&b, "rowsum.tile", src, strlen(src), targets[t], &err), "%s", err.msg);
        const char *hip = tl_strbuf_cstr(&b.c.device_source);
        ck_assert_msg(strstr(hip, want[t]) != NULL, "%s: no '%s'", targets[t], want[t]);
        ck_assert(strstr(hip, "const float tl_u = tl_shfl_at(tl_w, tl_lane() ^ tl_o);") != NULL);
        const tl_hip_artifact *art = b.c.device_artifact;
        char why[256];
        if (t == 0 && tl_hip_toolchain(&art->arch, why, sizeof why)) {
            void *co = NULL;
            size_t n = 0;
            ck_assert_msg(tl_hip_clang(art->source, &art->arch, false, NULL, &co, &n, &err), "%s", err.msg);
            free(co);
        } else if (t == 0) {
            printf("skipped: compiling the wavefront combine: %s\n", why);
        }
        unbuild(&b);
    }
}
END_TEST

/* ---- matrix cores ------------------------------------------------------------------- */

/* The MFMA layouts of rocm.h against the ISA's own table (AMD's matrix
 * instruction calculator for v_mfma_f32_32x32x8f16 and its kin): D[i][j] in
 * register (i % 4) + 4 (i / 8) of lane j + 32 ((i / 4) % 2); A[i][k] item
 * k % kper of lane i + 32 (k / kper); B[k][j] item k % kper of lane
 * j + 32 (k / kper). Then a block's gemm modelled on the host as the
 * emitter writes it (wavefront w's tiles w, w + W, ...; its operand loads
 * from rocm.h's formulas; each MFMA as the ISA defines it; the result read
 * back through the D layout) equals the plain product: no AMD GPU is here
 * to run it. */
START_TEST(mfma_layout_modelled_on_the_host)
{
    for (int i = 0; i < 32; i++)
        for (int j = 0; j < 32; j++) {
            int lane = j + 32 * ((i / 4) % 2), reg = (i % 4) + 4 * (i / 8);
            ck_assert_int_eq(tl_hip_mfma_c_row(lane, reg), i);
            ck_assert_int_eq(tl_hip_mfma_c_col(lane, reg), j);
        }
    static const int kpers[2] = { 4, 8 };
    for (int kp = 0; kp < 2; kp++) {
        int kper = kpers[kp];
        for (int i = 0; i < 32; i++)
            for (int k = 0; k < 2 * kper; k++) {
                int lane = i + 32 * (k / kper), item = k % kper;
                ck_assert_int_eq(tl_hip_mfma_ab_mn(lane), i);
                ck_assert_int_eq(tl_hip_mfma_ab_k(lane, item, kper), k);
            }
    }
    /* a block of 128 threads (2 wavefronts), C 64x96 (6 tiles), K 32 */
    enum { M = 64, N = 96, K = 32, W = 2, NT = N / 32, Q = (M / 32) * NT / W };
    static int A[M][K], B[K][N], C[M][N], want[M][N];
    for (int i = 0; i < M; i++)
        for (int k = 0; k < K; k++)
            A[i][k] = (i * 7 + k * 3) % 11 - 5;
    for (int k = 0; k < K; k++)
        for (int j = 0; j < N; j++)
            B[k][j] = (k * 5 + j * 2) % 13 - 6;
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            want[i][j] = 0;
            for (int k = 0; k < K; k++)
                want[i][j] += A[i][k] * B[k][j];
            C[i][j] = 0x7fffffff;
        }
    for (int kp = 0; kp < 2; kp++) {
        int kper = kpers[kp], ks = 2 * kper;
        static int acc[W][Q][64][16];
        memset(acc, 0, sizeof acc);
        for (int w = 0; w < W; w++)
            for (int q = 0; q < Q; q++) {
                int t = w + W * q, tm = t / NT, tn = t % NT;
                for (int k = 0; k < K; k += ks) {
                    /* the operands each lane loads (mfma_gemm_loop) */
                    int a[64][8], b[64][8];
                    for (int l = 0; l < 64; l++)
                        for (int e = 0; e < kper; e++) {
                            a[l][e] = A[tm * 32 + tl_hip_mfma_ab_mn(l)][k + tl_hip_mfma_ab_k(l, e, kper)];
                            b[l][e] = B[k + tl_hip_mfma_ab_k(l, e, kper)][tn * 32 + tl_hip_mfma_ab_mn(l)];
                        }
                    /* the MFMA as the ISA defines it, on those registers */
                    for (int i = 0; i < 32; i++)
                        for (int j = 0; j < 32; j++) {
                            int sum = 0;
                            for (int kk = 0; kk < ks; kk++)
                                sum += a[i + 32 * (kk / kper)][kk % kper] * b[j + 32 * (kk / kper)][kk % kper];
                            acc[w][q][j + 32 * ((i / 4) % 2)][(i % 4) + 4 * (i / 8)] += sum;
                        }
                }
            }
        /* the layout loop's place of each register (mfma_layout_loop) */
        static int seen[M][N];
        memset(seen, 0, sizeof seen);
        for (int w = 0; w < W; w++)
            for (int q = 0; q < Q; q++)
                for (int l = 0; l < 64; l++)
                    for (int r = 0; r < 16; r++) {
                        int t = w + W * q;
                        int i = (t / NT) * 32 + tl_hip_mfma_c_row(l, r), j = (t % NT) * 32 + tl_hip_mfma_c_col(l, r);
                        seen[i][j]++;
                        C[i][j] = acc[w][q][l][r];
                    }
        for (int i = 0; i < M; i++)
            for (int j = 0; j < N; j++) {
                ck_assert_int_eq(seen[i][j], 1);
                ck_assert_int_eq(C[i][j], want[i][j]);
            }
    }
}
END_TEST

/* The emitter prints rocm.h's formulas, and picks each arch's builtin: f16
 * and bf16 (bf16_1k) into f32, i8 into i32 (32x32x8 on gfx90a, 32x32x16 on
 * gfx94x); u8 (no unsigned MFMA) stays an FMA loop. */
/* ---- pipelined loops: the ring of two LDS slots -------------------------------------- */

/* The schedule of a ring as the emitted HIP writes it, read back from the
 * text: each statement of its loop body that matters to the slots (a load
 * of the next tile into registers tl_pfC, a read or a write of a slot of
 * a ring buffer, a barrier), with the guard it runs under (0: always, 1:
 * tl_pk + 1 < tl_pn, 2: tl_pk >= 0) and the slot it names (next: slot
 * (k + 1) % 2, else k % 2), and the barriers before the loop. */
#define RING_EVENTS 4096
typedef struct ring_ev {
    char kind; /* 'L' load into registers, 'R' read a slot, 'W' write a slot, 'B' barrier */
    int guard, buf;
    bool next;
} ring_ev;

typedef struct ring_sched {
    char names[8][64];
    int nbufs;
    long long slot_bytes[8], offset[8];
    ring_ev ev[RING_EVENTS];
    int nev, pre_barriers;
} ring_sched;

/* Where buffer name is used as an array in line (name[), else NULL. */
static const char *array_use(const char *line, const char *name)
{
    size_t n = strlen(name);
    for (const char *p = strstr(line, name); p; p = strstr(p + 1, name))
        if (p[n] == '[' && (p == line || !(isalnum((unsigned char)p[-1]) || p[-1] == '_')))
            return p;
    return NULL;
}

static int indent_of(const char *line)
{
    int i = 0;
    while (line[i] == ' ')
        i++;
    return i;
}

/* Parses the ring loop whose comment line starts at p (a NUL-terminated
 * copy of the source, modified: lines split); the text after its block. */
static char *ring_parse(char *p, ring_sched *r)
{
    memset(r, 0, sizeof *r);
    char *nl = strchr(p, '\n');
    ck_assert(nl != NULL);
    *nl = 0;
    const char *list = strstr(p, "a ring of two LDS slots (");
    ck_assert(list != NULL);
    list += strlen("a ring of two LDS slots (");
    while (*list != ':') {
        int len = (int)strcspn(list, ",:");
        ck_assert(r->nbufs < 8 && len < 64);
        snprintf(r->names[r->nbufs++], 64, "%.*s", len, list);
        list += len;
        if (*list == ',')
            list += 2;
    }
    int base = indent_of(p), for_ind = -1, guard = 0;
    for (char *l = nl + 1; l && *l; ) {
        char *end = strchr(l, '\n');
        if (end)
            *end = 0;
        int ind = indent_of(l);
        const char *t = l + ind;
        if (ind == base && strcmp(t, "}") == 0)
            return end ? end + 1 : NULL;
        if (strncmp(t, "for (int32_t tl_pk = -1; tl_pk < tl_pn; tl_pk++) {", 50) == 0) {
            for_ind = ind;
        } else if (for_ind >= 0 && ind == for_ind + 4 && strncmp(t, "if (", 4) == 0) {
            guard = strcmp(t, "if (tl_pk + 1 < tl_pn) {") == 0 ? 1 : strcmp(t, "if (tl_pk >= 0) {") == 0 ? 2 : -1;
            ck_assert_msg(guard > 0, "a statement of the ring's loop under '%s'", t);
        } else if (for_ind >= 0 && ind <= for_ind + 4) {
            ck_assert_msg(strcmp(t, "}") == 0, "a statement of the ring's loop outside its guards: '%s'", t);
        } else if (strstr(t, "tl_barrier();")) {
            ck_assert(r->nev < RING_EVENTS);
            if (for_ind < 0)
                r->pre_barriers++;
            else
                r->ev[r->nev++] = (ring_ev){ 'B', guard, -1, false };
        } else if (for_ind >= 0) {
            for (int b = 0; b < r->nbufs; b++) {
                char decl[80];
                snprintf(decl, sizeof decl, "(*%s)", r->names[b]);
                const char *at = array_use(t, r->names[b]);
                if (strstr(t, decl) && strstr(t, "(tl_smem + ")) {
                    /* a slot named: its offset and size */
                    bool next = strstr(t, "((tl_pk + 1) & 1) * ") != NULL;
                    const char *sl = strstr(t, next ? "((tl_pk + 1) & 1) * " : "(tl_pk & 1) * ");
                    ck_assert_msg(sl != NULL, "slot of %s: '%s'", r->names[b], t);
                    long long off = -1, bytes = -1;
                    ck_assert(sscanf(strstr(t, "(tl_smem + ") + 11, "%lld", &off) == 1);
                    ck_assert(sscanf(strchr(sl + 4, '*') + 1, "%lld", &bytes) == 1);
                    ck_assert(r->slot_bytes[b] == 0 || (r->slot_bytes[b] == bytes && r->offset[b] == off));
                    r->slot_bytes[b] = bytes;
                    r->offset[b] = off;
                    ck_assert(r->nev < RING_EVENTS);
                    /* the slot each access of this buffer names from here on */
                    r->ev[r->nev++] = (ring_ev){ 'S', guard, b, next };
                } else if (at) {
                    ck_assert(r->nev < RING_EVENTS);
                    bool w = at == t && strstr(t, "] = tl_pf") != NULL;
                    r->ev[r->nev++] = (ring_ev){ w ? 'W' : 'R', guard, b, false };
                }
            }
            int c;
            if (sscanf(t, "tl_pf%d[", &c) == 1 && strstr(t, "] = ")) {
                ck_assert(r->nev < RING_EVENTS && c < r->nbufs);
                r->ev[r->nev++] = (ring_ev){ 'L', guard, c, false };
            }
        }
        l = end ? end + 1 : NULL;
    }
    ck_assert_msg(0, "the ring's block does not end");
    return NULL;
}

/* Replays the schedule over n tiles, every thread's statements in program
 * order and the barriers uniform, so that two accesses of a slot by
 * different threads are ordered only when a barrier lies between them
 * ("epochs"). Checks that each iteration k's reads find tile k in the slot
 * they name, written in an earlier epoch; that no slot is written in an
 * epoch in which it is read (nor read where written); that a slot is
 * written with the registers of the tile being stored; and that each
 * iteration but the last runs one barrier of the ring's own (outside the
 * compute). NULL, or what went wrong. */
static const char *ring_replay(const ring_sched *r, int n, int runs, bool read, char *why, size_t cap)
{
    int regs[8], tile[8][2], wep[8][2], rep[8][2], slot_next[8], reads[8];
    for (int b = 0; b < 8; b++) {
        regs[b] = -1;
        reads[b] = 0;
        slot_next[b] = -1;
        for (int s = 0; s < 2; s++)
            tile[b][s] = wep[b][s] = rep[b][s] = -1;
    }
    for (int b = 0; b < r->nbufs; b++) {
        if (r->slot_bytes[b] <= 0) {
            snprintf(why, cap, "no slots named for %s", r->names[b]);
            return why;
        }
        for (int c = 0; c < r->nbufs; c++) /* the slots of the buffers apart */
            if (c != b && r->offset[c] < r->offset[b] + 2 * r->slot_bytes[b] && r->offset[b] < r->offset[c] + 2 * r->slot_bytes[c]) {
                snprintf(why, cap, "the slots of %s and %s overlap", r->names[b], r->names[c]);
                return why;
            }
    }
    int epoch = 0;
    for (int run = 0; run < runs; run++) {
        epoch += r->pre_barriers;
        for (int k = -1; k < n; k++) {
            int own = 0, id = run * 1000 + k; /* the tile's id in this run */
            for (int i = 0; i < r->nev; i++) {
                const ring_ev *e = &r->ev[i];
                if ((e->guard == 1 && !(k + 1 < n)) || (e->guard == 2 && k < 0))
                    continue;
                int b = e->buf, s = slot_next[b < 0 ? 0 : b];
                int slot = s < 0 ? -1 : ((s ? k + 1 : k) & 1);
                switch (e->kind) {
                case 'B':
                    epoch++;
                    own += e->guard != 2;
                    break;
                case 'S': slot_next[b] = e->next; break;
                case 'L': regs[b] = id + 1; break;
                case 'W':
                    if (slot < 0 || regs[b] != id + 1) {
                        snprintf(why, cap, "n=%d, iteration %d: %s written from the registers of tile %d", n, k, r->names[b], regs[b]);
                        return why;
                    }
                    if (rep[b][slot] == epoch) {
                        snprintf(why, cap, "n=%d, iteration %d: slot %d of %s written with no barrier after a read of it", n, k, slot,
                                 r->names[b]);
                        return why;
                    }
                    tile[b][slot] = regs[b];
                    wep[b][slot] = epoch;
                    break;
                case 'R':
                    if (slot < 0 || tile[b][slot] != id) {
                        snprintf(why, cap, "n=%d, iteration %d: reads tile %d of %s (slot %d)", n, k, slot < 0 ? -2 : tile[b][slot],
                                 r->names[b], slot);
                        return why;
                    }
                    if (wep[b][slot] >= epoch) {
                        snprintf(why, cap, "n=%d, iteration %d: slot %d of %s read with no barrier after its write", n, k, slot,
                                 r->names[b]);
                        return why;
                    }
                    rep[b][slot] = epoch;
                    reads[b]++;
                    break;
                }
            }
            if (own != (k + 1 < n ? 1 : 0)) {
                snprintf(why, cap, "n=%d, iteration %d: %d barriers of the ring's own", n, k, own);
                return why;
            }
        }
    }
    for (int b = 0; b < r->nbufs; b++)
        if (read && n > 0 && reads[b] == 0) {
            snprintf(why, cap, "n=%d: %s never read", n, r->names[b]);
            return why;
        }
    return NULL;
}

/* Every ring of src replayed over 0 to 6 tiles; runs times in a row where
 * it is inside another loop (it opens with a barrier then); read: every
 * buffer of a ring must be read (the examples' are); the count of rings. */
static int rings_replay(const char *what, const char *src, bool read)
{
    char *text = strdup(src);
    int count = 0;
    for (char *p = text; p && (p = strstr(p, "/* pipelined, ")) != NULL;) {
        if (!strstr(p, "a ring of two LDS slots (") || strstr(p, "a ring of two LDS slots (") > strchr(p, '\n')) {
            p++;
            continue;
        }
        while (p > text && p[-1] == ' ')
            p--;
        ring_sched *r = malloc(sizeof *r);
        p = ring_parse(p, r);
        int runs = r->pre_barriers ? 2 : 1;
        for (int n = 0; n <= 6; n++) {
            char why[300];
            const char *bad = ring_replay(r, n, runs, read, why, sizeof why);
            ck_assert_msg(bad == NULL, "%s, ring %d: %s", what, count, bad);
        }
        free(r);
        count++;
    }
    free(text);
    return count;
}

/* The first ring of src, parsed; false when the replay over 0..4 tiles
 * finds the schedule wrong (why says how). */
static bool first_ring_holds(const char *src, int runs, char *why, size_t cap)
{
    char *text = strdup(src);
    char *p = strstr(text, "/* pipelined, 2 stages: a ring");
    ck_assert(p != NULL);
    while (p > text && p[-1] == ' ')
        p--;
    ring_sched *r = malloc(sizeof *r);
    ring_parse(p, r);
    bool ok = true;
    for (int n = 0; n <= 4 && ok; n++)
        ok = ring_replay(r, n, runs, true, why, cap) == NULL;
    free(r);
    free(text);
    return ok;
}

/* src with the first occurrence of from after `after` replaced by to. */
static char *replace_after(const char *src, const char *after, const char *from, const char *to)
{
    const char *a = strstr(src, after);
    ck_assert(a != NULL);
    const char *f = strstr(a, from);
    ck_assert(f != NULL);
    size_t pre = (size_t)(f - src), n = strlen(src) - strlen(from) + strlen(to) + 1;
    char *out = malloc(n);
    snprintf(out, n, "%.*s%s%s", (int)pre, src, to, f + strlen(from));
    return out;
}

/* The emitted HIP of a pipelined gemm: two LDS slots a buffer, the loads of
 * tile k + 1 before the compute on slot k % 2 and the stores after it, one
 * barrier an iteration; the LDS counted twice; its schedule replayed, and
 * broken ones caught. */
START_TEST(pipelined_gemm_ring_in_lds)
{
    tl_error err = {0};
    built b;
    ck_assert_msg(build_file(&b, "examples/gemm.tile", "amd/mi300x", &err), "%s", err.msg);
    const char *src = tl_strbuf_cstr(&b.c.device_source);
    const tl_hip_artifact *art = b.c.device_artifact;
    /* A_s f32[64, 16] and B_s f32[16, 64]: 4096 bytes a slot, two slots each */
    ck_assert_int_eq(art->kernels[0].lds, 2 * (64 * 16 * 4 + 16 * 64 * 4));
    ck_assert(strstr(src, "/* kernel matmul: 128 threads per block, 16384 bytes of LDS */") != NULL);
    ck_assert(strstr(src, "__shared__ __attribute__((aligned(16))) unsigned char tl_smem[16384];") != NULL);
    const char *ring = strstr(src, "/* pipelined, 2 stages: a ring of two LDS slots (A_s, B_s: 16384 bytes);");
    ck_assert(ring != NULL);
    const char *loop = strstr(ring, "for (int32_t tl_pk = -1; tl_pk < tl_pn; tl_pk++) {");
    const char *pf = strstr(ring, "if (tl_pk + 1 < tl_pn) {\n                const int32_t k = tl_pk + 1;");
    const char *ld = strstr(ring, "tl_pf0[tl_s * 4 + tl_v] = A[");
    const char *cs = strstr(ring, "float (*A_s)[16] = (float (*)[16])(tl_smem + 0 + (tl_pk & 1) * 4096); /* slot k % 2 of A_s */");
    const char *cb = strstr(ring, "float (*B_s)[64] = (float (*)[64])(tl_smem + 8192 + (tl_pk & 1) * 4096);");
    const char *fma = strstr(ring, "__builtin_fmaf(A_s[gi][gp], B_s[gp][gj]");
    const char *ns = strstr(ring, "float (*A_s)[16] = (float (*)[16])(tl_smem + 0 + ((tl_pk + 1) & 1) * 4096);");
    const char *st = strstr(ring, "A_s[i][j] = tl_pf0[tl_s * 4 + tl_v];");
    const char *bar = strstr(ring, "tl_barrier();");
    const char *after = strstr(ring, "\n    }\n");
    ck_assert(loop && pf && ld && cs && cb && fma && ns && st && bar && after);
    ck_assert(loop < pf && pf < ld && ld < cs && cs < fma && fma < ns && ns < st && st < bar && bar < after);
    /* one barrier in the ring's loop, none before it (a loop at the top) */
    const char *bar2 = strstr(bar + 1, "tl_barrier();");
    ck_assert_msg(bar2 == NULL || bar2 > after, "a second barrier in the ring's loop");
    ck_assert(strstr(ring, "tl_barrier();") > loop);
    ck_assert_int_eq(rings_replay("gemm.tile", src, true), 1);
    char why[300];
    ck_assert(first_ring_holds(src, 1, why, sizeof why));
    /* the replay catches a ring without its barrier, or with one slot */
    char *nobar = replace_after(src, "B_s[i][j] = tl_pf1", "tl_barrier();", "");
    ck_assert(!first_ring_holds(nobar, 1, why, sizeof why));
    ck_assert_msg(strstr(why, "barrier") != NULL, "%s", why);
    free(nobar);
    char *one = replace_after(src, "a ring of two", "float (*A_s)[16] = (float (*)[16])(tl_smem + 0 + ((tl_pk + 1) & 1) * 4096);",
                              "float (*A_s)[16] = (float (*)[16])(tl_smem + 0 + (tl_pk & 1) * 4096);");
    ck_assert(!first_ring_holds(one, 1, why, sizeof why));
    ck_assert_msg(strstr(why, "A_s") != NULL, "%s", why);
    free(one);
    unbuild(&b);
}
END_TEST

/* Every ring of every example's golden source replayed (the goldens are
 * the emitter's output: example_sources holds them to it). */
START_TEST(every_ring_replayed)
{
    int rings = 0;
    for (size_t i = 0; i < nexamples; i++) {
        if (cpu_only(examples[i]))
            continue;
        char name[256], path[600];
        stem(examples[i], name, sizeof name);
        for (int v = 0; v < 2; v++) {
            snprintf(path, sizeof path, GOLDEN "/%s%s.hip", name, v ? ".gfx90a" : "");
            size_t len;
            char *src = lt_read_file(path, &len);
            if (!src) {
                ck_assert(v == 1);
                continue;
            }
            rings += rings_replay(path, src, true);
            free(src);
        }
    }
    printf("%d rings replayed over 0 to 6 tiles\n", rings);
    ck_assert_int_ge(rings, 20);
}
END_TEST

/* A kernel that fits its LDS with one slot a buffer is not refused for its
 * ring: the ring's last copies run in order until it fits, as it says. */
START_TEST(ring_falls_back_to_one_slot)
{
    static const char fmt[] =
        "kernel fit(A: f32[M, K], B: f32[K, N], C: f32[M, N])\n"
        "    grid(ceildiv(N, 64), ceildiv(M, 64)) threads(128) as (bx, by)\n"
        "{\n"
        "    A_s = shared f32[64, 64]\n"
        "    B_s = shared f32[64, 64]\n"
        "    X_s = shared f32[64, 64]\n"
        "%s"
        "    C_f = fragment f32[64, 64]\n"
        "    clear(C_f)\n"
        "    for k in pipelined(ceildiv(K, 64), stages=2) {\n"
        "        copy(A[by * 64, k * 64], A_s)\n"
        "        copy(B[k * 64, bx * 64], B_s)\n"
        "        gemm(A_s, B_s, C_f)\n"
        "    }\n"
        "    copy(C_f, X_s)\n"
        "%s"
        "}\n";
    char src[2000];
    tl_error err = {0};
    built b;
    /* X_s 16 KiB: A_s's ring (32 KiB) and B_s's one slot fit exactly */
    snprintf(src, sizeof src, fmt, "", "    copy(X_s, C[by * 64, bx * 64])\n");
    ck_assert_msg(build_src(&b, "fit.tile", src, strlen(src), "amd/mi300x", &err), "%s", err.msg);
    const char *s = tl_strbuf_cstr(&b.c.device_source);
    const tl_hip_artifact *art = b.c.device_artifact;
    ck_assert_int_eq(art->kernels[0].lds, 65536);
    ck_assert_msg(strstr(s, "a ring of two LDS slots (A_s: 32768 bytes);") != NULL, "%s", s);
    ck_assert(strstr(s, "One slot, copied in order in the body: B_s (the kernel's rings whole would need 81920 bytes of "
                        "LDS, more than this arch's 65536) */") != NULL);
    ck_assert_int_eq(rings_replay("fit.tile", s, true), 1);
    unbuild(&b);
    /* and Y_s 8 KiB more: no ring fits, the loop runs in order */
    snprintf(src, sizeof src, fmt, "    Y_s = shared f32[64, 32]\n",
             "    copy(X_s[0 : 64, 0 : 32], Y_s)\n    copy(Y_s, C[by * 64, bx * 64])\n");
    ck_assert_msg(build_src(&b, "fit.tile", src, strlen(src), "amd/mi300x", &err), "%s", err.msg);
    s = tl_strbuf_cstr(&b.c.device_source);
    art = b.c.device_artifact;
    ck_assert_int_eq(art->kernels[0].lds, 3 * 16384 + 8192);
    ck_assert(strstr(s, "/* pipelined, 2 stages: copies, a barrier, compute, in order (one slot: the kernel's LDS rings "
                        "would need 90112 bytes, more than this arch's 65536) */") != NULL);
    ck_assert_int_eq(rings_replay("fit.tile", s, true), 0);
    unbuild(&b);
}
END_TEST

/* A ring inside another loop runs again: it opens with a barrier, so that
 * its prologue does not overwrite a slot its previous run still reads; the
 * replay of two runs in a row holds, and fails without that barrier. */
START_TEST(ring_inside_a_loop)
{
    static const char src[] =
        "kernel nest(A: f32[M, K], C: f32[M, 16])\n"
        "    grid(ceildiv(M, 64)) threads(128) as (bx)\n"
        "{\n"
        "    A_s = shared f32[64, 16]\n"
        "    acc = fragment f32[64, 16]\n"
        "    for t in range(2) {\n"
        "        clear(acc)\n"
        "        for k in pipelined(ceildiv(K, 16), stages=2) {\n"
        "            copy(A[bx * 64, k * 16], A_s)\n"
        "            for i, j in parallel(64, 16) {\n"
        "                acc[i, j] = acc[i, j] + A_s[i, j] * f32(t + 1)\n"
        "            }\n"
        "        }\n"
        "        copy(acc, C[bx * 64, 0])\n"
        "    }\n"
        "}\n";
    tl_error err = {0};
    built b;
    ck_assert_msg(build_src(&b, "nest.tile", src, strlen(src), "amd/mi300x", &err), "%s", err.msg);
    const char *s = tl_strbuf_cstr(&b.c.device_source);
    ck_assert(strstr(s, "tl_barrier(); /* the loop's previous run no longer reads the slots */") != NULL);
    ck_assert_int_eq(rings_replay("nest.tile", s, true), 1);
    char why[300];
    ck_assert(first_ring_holds(s, 2, why, sizeof why));
    char *bare = replace_after(s, "a ring of two", "tl_barrier(); /* the loop's previous run", "/* the loop's previous run");
    ck_assert(first_ring_holds(bare, 1, why, sizeof why));
    ck_assert(!first_ring_holds(bare, 2, why, sizeof why));
    ck_assert_msg(strstr(why, "no barrier after a read") != NULL, "%s", why);
    free(bare);
    unbuild(&b);
}
END_TEST

START_TEST(gemms_on_the_matrix_cores)
{
    tl_error err = {0};
    built b;
    ck_assert_msg(build_file(&b, "examples/gemm_i8.tile", "amd/mi250x", &err), "%s", err.msg);
    const char *s90 = tl_strbuf_cstr(&b.c.device_source);
    ck_assert(strstr(s90, "C_f[tl_q] = __builtin_amdgcn_mfma_i32_32x32x8i8(tl_a, tl_b, C_f[tl_q], 0, 0, 0);") != NULL);
    ck_assert(strstr(s90, "const int32_t tl_k0 = tl_k + (tl_tid % 64 / 32) * 4, tl_k1 = tl_k0 + 1") != NULL);
    /* matmul_u8 keeps its FMA loop */
    const char *u8 = strstr(s90, "kernel matmul_u8");
    ck_assert(u8 != NULL && strstr(u8, "mfma") == NULL);
    unbuild(&b);
    ck_assert_msg(build_file(&b, "examples/gemm_i8.tile", "amd/mi300x", &err), "%s", err.msg);
    const char *s942 = tl_strbuf_cstr(&b.c.device_source);
    ck_assert(strstr(s942, "__builtin_amdgcn_mfma_i32_32x32x16_i8(tl_a, tl_b, C_f[tl_q], 0, 0, 0)") != NULL);
    ck_assert(strstr(s942, "const int32_t tl_k0 = tl_k + (tl_tid % 64 / 32) * 8,") != NULL);
    unbuild(&b);
    ck_assert_msg(build_file(&b, "examples/gemm_f16.tile", "amd/mi300x", &err), "%s", err.msg);
    const char *f16 = tl_strbuf_cstr(&b.c.device_source);
    ck_assert(strstr(f16, "__builtin_amdgcn_mfma_f32_32x32x8f16(tl_a, tl_b, C_f[tl_q], 0, 0, 0)") != NULL);
    ck_assert(strstr(f16, "__builtin_amdgcn_mfma_f32_32x32x8bf16_1k(tl_a, tl_b, C_f[tl_q], 0, 0, 0)") != NULL);
    /* rocm.h's D layout and operand places, as printed */
    ck_assert(strstr(f16, "const int32_t i = (tl_t / 4) * 32 + (tl_i / 4) * 8 + (tl_tid % 64 / 32) * 4 + tl_i % 4;") != NULL);
    ck_assert(strstr(f16, "const int32_t j = (tl_t % 4) * 32 + tl_tid % 32;") != NULL);
    ck_assert(strstr(f16, "tl_ar = (tl_t / 4) * 32 + tl_tid % 32, tl_bc = (tl_t % 4) * 32 + tl_tid % 32;") != NULL);
    ck_assert(strstr(f16, "A_s[tl_ar][tl_k0]") != NULL && strstr(f16, "B_s[tl_k0][tl_bc]") != NULL);
    /* an accumulator copied to LDS for its epilogue: in the MFMA layout, a
     * barrier after the copy (thread_sync placed none: in the partition
     * each element's writer was its reader) */
    const char *epi = strstr(f16, "kernel matmul_f16_bk64_smem_epilogue:");
    const char *next = epi ? strstr(epi + 1, "/* kernel ") : NULL;
    const char *mf = epi ? strstr(epi, "mfma_f32_32x32x8f16") : NULL;
    const char *bar = epi ? strstr(epi, "tl_barrier(); /* the LDS written in the MFMA layout, read next in the partition */") : NULL;
    ck_assert(epi != NULL && next != NULL && mf != NULL && mf < next && bar != NULL && bar < next);
    unbuild(&b);
}
END_TEST

static Suite *make_suite(void)
{
    examples = lt_list_tiles(EXAMPLES, &nexamples);
    Suite *s = suite_create("rocm");
    TCase *tc = tcase_create("rocm");
    tcase_set_timeout(tc, 300); /* clang builds of every example on a loaded 2-core machine */
    tcase_add_loop_test(tc, example_sources, 0, (int)nexamples);
    tcase_add_test(tc, every_example_builds_a_code_object);
    tcase_add_test(tc, resources_from_the_command_line);
    tcase_add_test(tc, lds_past_the_limit_refused);
    tcase_add_test(tc, unknown_mcpu_refused);
    tcase_add_test(tc, compile_callback);
    tcase_add_test(tc, execution_backends_say_why);
    tcase_add_test(tc, reductions_at_the_wavefront_width);
    tcase_add_test(tc, mfma_layout_modelled_on_the_host);
    tcase_add_test(tc, gemms_on_the_matrix_cores);
    tcase_add_test(tc, pipelined_gemm_ring_in_lds);
    tcase_add_test(tc, every_ring_replayed);
    tcase_add_test(tc, ring_falls_back_to_one_slot);
    tcase_add_test(tc, ring_inside_a_loop);
    suite_add_tcase(s, tc);
    return s;
}
TL_TEST_MAIN()
