/*
 * check_rocm.c: the rocm backend with no AMD GPU. For every example: the gpu
 * pipeline and the hip codegen for amd/mi300x (gfx942), the source compared
 * with tests/golden/hip/NAME.hip (TL_UPDATE_GOLDEN=1 refreshes them), the
 * amd/mi250x (gfx90a) source the same but for its first line; then every
 * example built to a code object for both archs by `tilec build --emit
 * resources` (clang 15 for gfx90a, clang 19 for gfx942; two at a time) and
 * its resources checked: every kernel there, its LDS the source's, a
 * wavefront of 64, no scratch in the GEMM examples. A kernel past 64 KiB of
 * LDS is refused with its sizes; tilelang_callback_hip_compile builds a code
 * object through the registry's lookup; the execution backends' probe says
 * why they cannot run here, and `tilec resolve` shows it. Where a toolchain
 * is absent the cases print "skipped: <reason>".
 */
#include <fcntl.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "compile/compile.h"
#include "langtest.h"
#include "rocm/rocm.h"
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
    b->ctx = tl_create_backend_context(target, NULL, "none", err);
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

/* The examples written for the CPU alone: their tiles exceed a GPU's LDS. */
static bool cpu_only(const char *path)
{
    return strstr(path, "gemm_cpu.tile") != NULL;
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

static void stem(const char *path, char *out, size_t cap)
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
    ck_assert_msg(strcmp(after_first_line(src90), after_first_line(src)) == 0, "%s: gfx90a and gfx942 sources differ", path);
    unbuild(&b90);
    unbuild(&b);
}
END_TEST

/* ---- code objects ---------------------------------------------------------------- */

typedef struct job {
    char args[4][600];
    char out[600];
    pid_t pid;
    int status;
} job;

static pid_t start(job *j)
{
    char tilec[300];
    snprintf(tilec, sizeof tilec, "%s/tilec", TL_TEST_BUILD_DIR);
    char *argv[] = { tilec, "build", j->args[0], "--target", j->args[1], "--emit", "resources", NULL };
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 1, j->out, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_adddup2(&fa, 1, 2);
    pid_t pid = -1;
    int rc = posix_spawn(&pid, tilec, &fa, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    ck_assert_msg(rc == 0, "cannot run %s", tilec);
    return pid;
}

/* The LDS bytes the source gives kernel name ("kernel NAME: T threads per
 * block, N bytes of LDS"), or -1. */
static long long source_lds(const char *src, const char *name)
{
    char key[200];
    snprintf(key, sizeof key, "/* kernel %s: ", name);
    const char *p = strstr(src, key);
    const char *q = p ? strstr(p, "threads per block, ") : NULL;
    return q ? atoll(q + strlen("threads per block, ")) : -1;
}

START_TEST(every_example_builds_a_code_object)
{
    static const char *const targets[2] = { "amd/mi300x", "amd/mi250x" };
    static const char *const arch_names[2] = { "gfx942", "gfx90a" };
    for (int t = 0; t < 2; t++) {
        tl_hip_arch arch;
        tl_error err = { 0 };
        char why[256];
        ck_assert(tl_hip_arch_of(arch_names[t], &arch, &err));
        if (!tl_hip_toolchain(&arch, why, sizeof why)) {
            printf("skipped: code objects for %s: %s\n", arch_names[t], why);
            return;
        }
    }
    mkdir(WORK, 0755);
    job *jobs = calloc(nexamples * 2, sizeof *jobs);
    int n = 0;
    for (size_t i = 0; i < nexamples; i++) {
        if (cpu_only(examples[i]))
            continue;
        for (int t = 0; t < 2; t++) {
            job *j = &jobs[n++];
            char name[256];
            stem(examples[i], name, sizeof name);
            snprintf(j->args[0], sizeof j->args[0], "%s", examples[i]);
            snprintf(j->args[1], sizeof j->args[1], "%s", targets[t]);
            snprintf(j->out, sizeof j->out, WORK "/%s.%s.txt", name, arch_names[t]);
        }
    }
    /* two at a time: make check's budget on two cores */
    int next = 0, running = 0;
    while (next < n || running > 0) {
        while (running < 2 && next < n) {
            jobs[next].pid = start(&jobs[next]);
            next++;
            running++;
        }
        int status = 0;
        pid_t pid = wait(&status);
        ck_assert(pid > 0);
        for (int i = 0; i < next; i++)
            if (jobs[i].pid == pid)
                jobs[i].status = status;
        running--;
    }
    for (int i = 0; i < n; i++) {
        job *j = &jobs[i];
        size_t len;
        char *text = lt_read_file(j->out, &len);
        ck_assert_msg(text != NULL, "no output from %s", j->args[0]);
        ck_assert_msg(WIFEXITED(j->status) && WEXITSTATUS(j->status) == 0, "tilec build %s --target %s --emit resources: %s",
                      j->args[0], j->args[1], text);
        /* the source of the same example (gfx942's golden; gfx90a's is the same) */
        char name[256], gpath[600];
        stem(j->args[0], name, sizeof name);
        snprintf(gpath, sizeof gpath, GOLDEN "/%s.hip", name);
        size_t glen;
        char *src = lt_read_file(gpath, &glen);
        ck_assert_msg(src != NULL, "%s is missing", gpath);
        int kernels = 0, listed = 0;
        for (const char *p = src; (p = strstr(p, "extern \"C\" __global__")) != NULL; p++)
            kernels++;
        char *save = NULL;
        for (char *l = strtok_r(text, "\n", &save); l; l = strtok_r(NULL, "\n", &save)) {
            if (l[0] == '#')
                continue;
            char kname[200];
            long long lds = -1, scratch = -1;
            int vgprs = -1, sgprs = -1, wave = -1;
            ck_assert_msg(sscanf(l, "kernel %199[^:]: symbol %*s lds %lld bytes, vgprs %d, agprs %*d, sgprs %d, scratch %lld bytes, "
                                    "vgpr spills %*d, sgpr spills %*d, wavefront %d",
                                 kname, &lds, &vgprs, &sgprs, &scratch, &wave) == 6,
                          "%s: cannot read '%s'", j->out, l);
            listed++;
            ck_assert_msg(strstr(l, "symbol ") && strstr(l, ".kd,"), "%s: no descriptor in '%s'", j->out, l);
            ck_assert_int_eq(wave, 64);
            ck_assert_msg(lds == source_lds(src, kname), "%s: kernel %s: %lld bytes of LDS, the source says %lld", j->out, kname,
                          lds, source_lds(src, kname));
            ck_assert(lds <= 65536 && vgprs > 0 && vgprs <= 512 && sgprs > 0);
            if (gemm_example(j->args[0]))
                ck_assert_msg(scratch == 0, "%s: kernel %s spills: %lld bytes of scratch", j->out, kname, scratch);
        }
        ck_assert_msg(listed == kernels, "%s: %d kernels in the code object, %d in the source", j->out, listed, kernels);
        free(src);
        free(text);
    }
    printf("%d code objects built (gfx942 and gfx90a), resources checked\n", n);
    free(jobs);
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
        /* a compile error comes back with clang's message */
        tl_any broken[2] = { { .type = TL_ANY_STR, .v.s = "extern \"C\" __attribute__((global)) void k() { undeclared(); }\n" },
                             { .type = TL_ANY_STR, .v.s = archs[i] } };
        ck_assert_int_ne(f(NULL, broken, 2, &ret), 0);
        ck_assert_msg(ret.type == TL_ANY_STR && strstr(ret.v.s, "undeclared") != NULL, "%s", ret.v.s);
    }
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

static Suite *make_suite(void)
{
    examples = lt_list_tiles(EXAMPLES, &nexamples);
    Suite *s = suite_create("rocm");
    TCase *tc = tcase_create("rocm");
    tcase_set_timeout(tc, 300); /* clang builds of every example on a loaded 2-core machine */
    tcase_add_loop_test(tc, example_sources, 0, (int)nexamples);
    tcase_add_test(tc, every_example_builds_a_code_object);
    tcase_add_test(tc, lds_past_the_limit_refused);
    tcase_add_test(tc, unknown_mcpu_refused);
    tcase_add_test(tc, compile_callback);
    tcase_add_test(tc, execution_backends_say_why);
    tcase_add_test(tc, reductions_at_the_wavefront_width);
    suite_add_tcase(s, tc);
    return s;
}
TL_TEST_MAIN()
