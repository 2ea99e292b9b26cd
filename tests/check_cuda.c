/*
 * check_cuda.c: the gpu pipeline and the cuda codegen, with no GPU. For every
 * example: the gpu pipeline and the CUDA C++ codegen for nvidia/h200, the
 * source compared with tests/golden/cuda/NAME.cu (TL_UPDATE_GOLDEN=1
 * refreshes them), the launch data of the artifact checked, and NVRTC
 * compiling the source to a cubin for sm_90a and sm_80 (skipped, with the
 * reason, where NVRTC cannot be loaded). The IR after each pass of the gpu
 * pipeline prints and parses back. Unit tests of the GPU passes on the IR:
 * which fragments stay in registers (place_fragments) and where barriers go
 * (thread_sync: exactly where the threads that wrote a shared buffer and
 * those that next touch it differ, loop-carried ones included).
 */
#include <math.h>
#include <time.h>

#include "compile/compile.h"
#include "cuda/cuda.h"
#include "cuda/nvrtc.h"
#include "cuda/source.h"
#include "langtest.h"
#include "testutil.h"
#include "transform/gpu.h"

#define EXAMPLES "examples"
#define GOLDEN "tests/golden/cuda"

typedef struct built {
    tl_arena *arena;
    tl_module *m;
    const tl_context *ctx;
    tl_compilation c;
    bool ok;
} built;

/* Front end, gpu pipeline and cuda codegen (source only) of src for target. */
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
    b->ctx = tl_create_backend_context(target, NULL, "nvrtc", err);
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
        FILE *f = fopen(path, "wb");
        ck_assert_msg(f != NULL, "cannot write %s", path);
        fputs(text, f);
        fclose(f);
        return;
    }
    size_t len;
    char *want = lt_read_file(path, &len);
    ck_assert_msg(want != NULL, "%s is missing (TL_UPDATE_GOLDEN=1 writes it)", path);
    ck_assert_msg(strcmp(want, text) == 0, "%s differs from the generated CUDA (TL_UPDATE_GOLDEN=1 refreshes it)", path);
    free(want);
}

static char **examples;
static size_t nexamples;

/* The examples written for the CPU alone: their tiles exceed a GPU's shared
 * memory, which the target's limit reports. */
static bool cpu_only(const char *path)
{
    return strstr(path, "gemm_cpu.tile") != NULL;
}

START_TEST(example_source_and_cubin)
{
    static const int64_t dims1000[16] = { 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000,
                                          1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000 };
    const char *path = examples[_i];
    tl_error err = {0};
    built b;
    bool ok = build_file(&b, path, "nvidia/h200", &err);
    if (cpu_only(path)) {
        ck_assert(!ok);
        tl_assert_msg_contains(&err, "bytes of shared memory, the target allows 232448");
        unbuild(&b);
        return;
    }
    ck_assert_msg(ok, "%s", err.msg);
    const char *file = strrchr(path, '/') + 1;
    char gname[300];
    snprintf(gname, sizeof gname, "%.*s.cu", (int)(strlen(file) - 5), file);
    golden(gname, tl_strbuf_cstr(&b.c.device_source));

    const tl_cuda_artifact *art = b.c.device_artifact;
    ck_assert(art != NULL && art->source != NULL);
    ck_assert_str_eq(art->arch, "sm_90a");
    ck_assert_int_eq(art->nkernels, (int)b.m->nkernels);
    for (int i = 0; i < art->nkernels; i++) {
        const tl_cuda_kernel *kk = &art->kernels[i];
        const tl_kernel *k = b.m->kernels[i];
        ck_assert_str_eq(kk->name, k->name);
        /* K/V rings filled by a producer warpgroup (kv_fill=warp or tma)
         * add it; by TMA (kv_fill=tma) with a load map each */
        char head[300];
        snprintf(head, sizeof head, "/* kernel %s:", k->name);
        const char *kt = strstr(art->source, head), *kn = kt ? strstr(kt + 1, "/* kernel ") : NULL;
        const char *kp = kt ? strstr(kt, "the producer warpgroup: the K/V") : NULL;
        bool kv_producer = kp && (!kn || kp < kn);
        /* a gemm's ring filled by TMA adds its producer warpgroup too, one
         * block a multiprocessor, persistent */
        bool tma = kk->ntmaps > 0 && !kv_producer;
        ck_assert_int_eq(kk->threads, tl_gpu_threads(k) + (tma || kv_producer ? 128 : 0));
        ck_assert((kk->persistent & ~(TL_CUDA_CP_TWIN | TL_CUDA_STREAM_K)) == tma);
        /* with its cp.async twin, two paths: the TMA form under the
         * kernel's name (every launch's dims take it) and NAME__cp */
        if (kk->persistent & TL_CUDA_CP_TWIN) {
            char twin[300];
            snprintf(twin, sizeof twin, "%s__cp", k->name);
            ck_assert_int_eq(kk->npaths, 2);
            ck_assert_str_eq(kk->paths[0].name, k->name);
            ck_assert_str_eq(kk->paths[1].name, twin);
            ck_assert_str_eq(tl_cuda_kernel_function(kk, dims1000), k->name);
        }
        ck_assert(kk->dynamic_smem >= 0 && kk->dynamic_smem <= 232448);
        /* a kernel holding a whole row in registers also asks for 768
         * threads a multiprocessor (min_blocks in src/cuda/codegen.c) */
        for (int p = 0; p < (kk->npaths ? kk->npaths : 1); p++) { /* a kernel split by path: each path's function */
            const char *fname = kk->npaths ? kk->paths[p].name : k->name;
            char sig[300], sig2[300];
            snprintf(sig, sizeof sig, "extern \"C\" __global__ void __launch_bounds__(%d) %s(", kk->threads, fname);
            snprintf(sig2, sizeof sig2, "extern \"C\" __global__ void __launch_bounds__(%d, %d) %s(", kk->threads,
                     tma || kv_producer ? 1 : 768 / kk->threads, fname);
            ck_assert_msg(strstr(art->source, sig) != NULL || strstr(art->source, sig2) != NULL, "%s: no '%s'", path, sig);
        }
        /* the grid at dims 1000 (every shape var) is what the IR says */
        int64_t dims[16], v;
        for (int j = 0; j < 16; j++)
            dims[j] = 1000;
        for (int d = 0; d < 3; d++) {
            ck_assert_msg(tl_cuda_expr_eval(&kk->grid[d], dims, &v), "%s: grid %d does not evaluate", path, d);
            ck_assert(v >= 1);
        }
    }

    /* NVRTC, for both archs the backend is tested on */
    char reason[256];
    if (!tl_nvrtc_load(reason, sizeof reason)) {
        printf("skipped: NVRTC compile of %s: %s\n", path, reason);
        unbuild(&b);
        return;
    }
    static const char *const archs[] = {"sm_90a", "sm_80"};
    for (int a = 0; a < 2; a++) {
        void *cubin = NULL;
        size_t n = 0;
        /* sm_80 has no warpgroup MMAs nor fp8 tensor cores (sm_89): the
         * source nvidia/h200 gets may use them, so sm_80 compiles the
         * source its own target gets (fp8 gemms as scalar loops) */
        built b80;
        const char *src = art->source;
        if (a == 1 && (strstr(src, "wgmma.") || strstr(src, "TL_MMA_F8("))) {
            ck_assert_msg(build_file(&b80, path, "cuda -arch=sm_80", &err), "%s", err.msg);
            src = ((const tl_cuda_artifact *)b80.c.device_artifact)->source;
            ck_assert(strstr(src, "wgmma.") == NULL && strstr(src, "TL_MMA_F8(") == NULL);
        }
        ck_assert_msg(tl_nvrtc_compile(src, file, archs[a], NULL, 0, false, &cubin, &n, &err), "%s for %s: %s",
                      path, archs[a], err.msg);
        if (src != art->source)
            unbuild(&b80);
        ck_assert(cubin != NULL && n > 16);
        ck_assert(memcmp(cubin, "\177ELF", 4) == 0);
        free(cubin);
    }
    /* the emit kinds */
    tl_strbuf ptx = {0};
    ck_assert_msg(tl_emit(&b.c, "ptx", &ptx, &err), "%s", err.msg);
    ck_assert(strstr(tl_strbuf_cstr(&ptx), ".target sm_90a") != NULL);
    tl_strbuf_free(&ptx);
    unbuild(&b);
}
END_TEST

/* Shapes fixed at compile time (-D M=1024 -D N=1000): the interior and
 * edge forms of a copy fold to one, so two copies' register buffers
 * (tl_qs) may land in one scope; NVRTC compiles every kernel. */
/* Target attributes ptxas_opt and ptxas_fast reach NVRTC's options (and so
 * the cache key); unset, no ptxas option. */
START_TEST(ptxas_opt_reaches_nvrtc)
{
    static const struct {
        const char *target, *option; /* the option the target adds, or NULL */
    } cases[] = {
        {"nvidia/h200", NULL},
        {"nvidia/h200 -ptxas_opt=2", "--ptxas-options=-O2"},
        {"nvidia/h200 -ptxas_fast=min", "--ptxas-options=-Ofc=min"},
        {"nvidia/h200 -ptxas_fast=max -ptxas_opt=3", "--ptxas-options=-Ofc=max"},
    };
    for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
        tl_error err = {0};
        built b;
        ck_assert_msg(build_file(&b, EXAMPLES "/vector_add.tile", cases[c].target, &err), "%s", err.msg);
        const char *opts[TL_CUDA_MAX_NVRTC_OPTIONS];
        int n = tl_cuda_nvrtc_options(b.c.device_artifact, opts), ptxas = 0, found = 0;
        for (int i = 0; i < n; i++) {
            ptxas += strncmp(opts[i], "--ptxas-options=", 16) == 0;
            found += cases[c].option && strcmp(opts[i], cases[c].option) == 0;
        }
        ck_assert_msg(found == (cases[c].option != NULL), "%s: %s not among NVRTC's options", cases[c].target,
                      cases[c].option);
        ck_assert_int_eq(ptxas, c == 3 ? 2 : cases[c].option != NULL);
        unbuild(&b);
    }
}
END_TEST

/* Every function of file's kernels compiled for target spills nothing and
 * (sm_90a) keeps its warpgroup MMAs unserialized: ptxas's resource lines
 * (NVRTC with --ptxas-options=-v, each kernel's own program as a load
 * compiles it, with the target's NVRTC options). */
static void assert_no_spills(const char *file, const char *target)
{
    char path[256];
    snprintf(path, sizeof path, EXAMPLES "/%s", file);
    tl_error err = {0};
    built b;
    ck_assert_msg(build_file(&b, path, target, &err), "%s: %s", path, err.msg);
    const tl_cuda_artifact *a = b.c.device_artifact;
    tl_cuda_unit units[64];
    int n = tl_cuda_units(a, units, 64);
    ck_assert(n > 0);
    const char *opts[TL_CUDA_MAX_NVRTC_OPTIONS + 1];
    int nopts = tl_cuda_nvrtc_options(a, opts);
    opts[nopts++] = "--ptxas-options=-v";
    for (int i = 0; i < n; i++) {
        tl_strbuf prog = {0};
        ck_assert(tl_cuda_unit_program(a, units, n, i, &prog));
        void *cubin = NULL;
        size_t size = 0;
        char *log = NULL;
        ck_assert_msg(tl_nvrtc_compile_log(tl_strbuf_cstr(&prog), units[i].name, a->arch, opts, nopts, false, &cubin,
                                           &size, &log, &err),
                      "%s: %s", units[i].name, err.msg);
        ck_assert_msg(log && strstr(log, "bytes spill stores"), "%s: no ptxas resource lines in the log", units[i].name);
        /* ptxas serializes the warpgroup MMAs where other code touches the accumulators in flight (C7514: about
         * a fifth slower, as a stream-K form without its fixup showed) */
        const char *ser = strstr(log, "Potential Performance Loss");
        ck_assert_msg(ser == NULL, "%s at %s: %.300s", units[i].name, target, ser ? ser : "");
        /* every function's line (the kernel's and its noinline helpers') */
        for (const char *p = log; (p = strstr(p, "bytes spill stores")) != NULL; p++) {
            const char *q = p;
            while (q > log && q[-1] == ' ')
                q--;
            while (q > log && q[-1] >= '0' && q[-1] <= '9')
                q--;
            /* the function's line (the one before) and this one, not the whole log: Check caps a message */
            const char *from = q, *to = strchr(p, '\n');
            for (int nl = 0; from > log && nl < 2; from--)
                nl += from[-1] == '\n';
            ck_assert_msg(atoi(q) == 0, "%s spills %d bytes at %s:\n%.*s", units[i].name, atoi(q), target,
                          (int)((to ? to : p + strlen(p)) - from), from);
        }
        free(log);
        free(cubin);
        tl_strbuf_free(&prog);
    }
    unbuild(&b);
}

/* The warpgroup gemms do not spill: 0 bytes of spill stores for every
 * kernel of the persistent TMA gemms (the copy out's edge loop, unrolled,
 * once spilled 36-68 bytes there; the edge test of the producer's hold,
 * written after the copy out, 28-52; the copy out by TMA beside the pair
 * stores, 72 in fp8_gemm_large_rows), alone, in cluster pairs and with the
 * pair stores (epilogue=pairs). */
START_TEST(warpgroup_gemms_do_not_spill)
{
    char reason[256];
    if (!tl_nvrtc_load(reason, sizeof reason)) {
        printf("skipped: ptxas's spill report through NVRTC: %s\n", reason);
        return;
    }
    static const char *const files[] = {"gemm_f16_large.tile", "fp8_gemm_large.tile"};
    static const char *const targets[] = {"nvidia/h200", "nvidia/h200 -cluster=2", "nvidia/h200 -epilogue=pairs"};
    for (size_t f = 0; f < 3 * sizeof files / sizeof *files; f++)
        assert_no_spills(files[f / 3], targets[f % 3]);
}
END_TEST

/* At ptxas's fast-compile level (ptxas_fast) the mma.sync gemms do not
 * spill either: ptxas then keeps the ring's edge copy as a call, around
 * which it saved matmul_f16_large's accumulators (200 bytes) until the
 * codegen inlined the copy there; the source says which. */
START_TEST(ptxas_fast_gemms_do_not_spill)
{
    for (int fast = 0; fast < 2; fast++) {
        tl_error err = {0};
        built b;
        const char *target = fast ? "nvidia/h200 -mma=m16n8k16 -ptxas_fast=min" : "nvidia/h200 -mma=m16n8k16";
        ck_assert_msg(build_file(&b, EXAMPLES "/gemm_f16_large.tile", target, &err), "%s", err.msg);
        const char *src = ((const tl_cuda_artifact *)b.c.device_artifact)->source;
        ck_assert_msg(strstr(src, fast ? "__forceinline__ bool tl_ring_edge" : "__noinline__ bool tl_ring_edge"),
                      "%s: the edge copy is not %s", target, fast ? "inlined" : "a function of its own");
        unbuild(&b);
    }
    char reason[256];
    if (!tl_nvrtc_load(reason, sizeof reason)) {
        printf("skipped: ptxas's spill report through NVRTC: %s\n", reason);
        return;
    }
    assert_no_spills("gemm_f16_large.tile", "nvidia/h200 -mma=m16n8k16 -ptxas_fast=min");
    assert_no_spills("gemm_f16.tile", "nvidia/h200 -mma=m16n8k16 -ptxas_fast=min");
}
END_TEST

/* NVRTC 12.9 on would look every program up in the CUDA driver's
 * compute cache, loading the driver and running cuInit in the compiling
 * process (0.2 s of a first compile on an H100's host); tilec keeps its
 * own cache, so its compiles pass --no-cache unless told to use the
 * driver's (docs/cuda.md). */
START_TEST(nvrtc_stays_off_the_driver_cache)
{
    char reason[256];
    if (!tl_nvrtc_load(reason, sizeof reason)) {
        printf("nvrtc_stays_off_the_driver_cache: skipped: %s\n", reason);
        return;
    }
    int major = 0, minor = 0;
    ck_assert_int_eq(sscanf(tl_nvrtc_version(), "%d.%d", &major, &minor), 2);
    int has = major > 12 || (major == 12 && minor >= 9);
    static const char *const extra[] = {"-lineinfo"};
    for (int on = 0; on < 2; on++) {
        tl_nvrtc_driver_cache(on);
        char arch[48];
        const char *opts[TL_NVRTC_MAX_OPTIONS];
        int n = tl_nvrtc_options("sm_90a", false, extra, 1, arch, sizeof arch, opts), off = 0;
        for (int i = 0; i < n; i++)
            off += strcmp(opts[i], "--no-cache") == 0;
        ck_assert_str_eq(opts[0], "--gpu-architecture=sm_90a");
        ck_assert_str_eq(opts[n - 1], "-lineinfo");
        ck_assert_msg(off == (on ? 0 : has), "NVRTC %s, the driver's cache %s: --no-cache %d times", tl_nvrtc_version(),
                      on ? "on" : "off", off);
    }
    tl_nvrtc_driver_cache(false);
    /* and NVRTC takes it */
    void *cubin = NULL;
    size_t size = 0;
    tl_error err = {0};
    ck_assert_msg(tl_nvrtc_compile("extern \"C\" __global__ void k(float *p) { p[threadIdx.x] = 1.0f; }", "k.cu",
                                   "sm_90a", NULL, 0, false, &cubin, &size, &err),
                  "%s", err.msg);
    ck_assert(size > 0);
    free(cubin);
    /* an option of the caller's that NVRTC refuses is an error, and leaves
     * --no-cache where it was (an NVRTC refusing that one compiles without) */
    static const char *const bad[] = {"--no-such-option"};
    ck_assert(!tl_nvrtc_compile("extern \"C\" __global__ void k(float *p) { p[0] = 1.0f; }", "k.cu", "sm_90a", bad, 1,
                                false, &cubin, &size, &err));
    ck_assert_msg(strstr(err.msg, "k.cu") != NULL, "%s", err.msg);
    char arch[48];
    const char *opts[TL_NVRTC_MAX_OPTIONS];
    int n = tl_nvrtc_options("sm_90a", false, NULL, 0, arch, sizeof arch, opts), off = 0;
    for (int i = 0; i < n; i++)
        off += strcmp(opts[i], "--no-cache") == 0;
    ck_assert_int_eq(off, has);
}
END_TEST

START_TEST(constant_shapes_compile)
{
    char reason[256];
    if (!tl_nvrtc_load(reason, sizeof reason)) {
        printf("skipped: constant shapes through NVRTC: %s\n", reason);
        return;
    }
    static const char *const files[] = {"softmax.tile", "rmsnorm.tile", "layernorm.tile", "reduce_rows.tile"};
    static const tl_define defs[] = {{"M", "1024"}, {"N", "1000"}};
    for (size_t f = 0; f < sizeof files / sizeof *files; f++) {
        char path[256];
        snprintf(path, sizeof path, EXAMPLES "/%s", files[f]);
        size_t len;
        char *src = lt_read_file(path, &len);
        ck_assert(src != NULL);
        built b;
        memset(&b, 0, sizeof b);
        b.arena = tl_arena_new();
        int nerr = 0;
        b.m = lt_compile(b.arena, path, src, len, defs, sizeof defs / sizeof *defs, NULL, &nerr);
        ck_assert_msg(b.m != NULL, "%s with -D M=1024 -D N=1000", path);
        tl_error err = {0};
        b.ctx = tl_create_backend_context("nvidia/h200", NULL, "nvrtc", &err);
        ck_assert_msg(b.ctx != NULL, "%s", err.msg);
        tl_compilation_init(&b.c, b.arena, b.ctx, b.m, path);
        b.ok = true;
        ck_assert_msg(tl_run_pipeline(&b.c, &err) && tl_run_codegen(&b.c, false, &err), "%s: %s", path, err.msg);
        const tl_cuda_artifact *art = b.c.device_artifact;
        void *cubin = NULL;
        size_t n = 0;
        ck_assert_msg(tl_nvrtc_compile(art->source, files[f], "sm_90a", NULL, 0, false, &cubin, &n, &err),
                      "%s at -D M=1024 -D N=1000: %s", path, err.msg);
        free(cubin);
        unbuild(&b);
        free(src);
    }
}
END_TEST

START_TEST(dump_after_each_pass_parses_back)
{
    const char *path = examples[_i];
    if (cpu_only(path))
        return;
    tl_error err = {0};
    const tl_context *ctx = tl_create_backend_context("nvidia/h200", NULL, "nvrtc", &err);
    ck_assert_msg(ctx != NULL, "%s", err.msg);
    const tl_pipeline *pl = tl_backend_get_pipeline(tl_context_module(ctx), tl_context_target(ctx), &err);
    ck_assert(pl != NULL);
    size_t len;
    char *src = lt_read_file(path, &len);
    for (size_t s = 0; s < pl->nsteps; s++) {
        tl_arena *a = tl_arena_new();
        int nerr = 0;
        tl_module *m = tl_lang_compile(a, path, src, len, NULL, 0, NULL, &nerr);
        ck_assert(m != NULL);
        tl_compilation c;
        tl_compilation_init(&c, a, ctx, m, path);
        char *text = NULL;
        size_t tlen = 0;
        FILE *f = open_memstream(&text, &tlen);
        c.dump = f;
        c.dump_after = pl->steps[s].pass->name;
        ck_assert_msg(tl_run_pipeline(&c, &err), "%s", err.msg);
        fclose(f);
        tl_arena *a2 = tl_arena_new();
        char *diag = NULL;
        int nerr2 = 0;
        tl_module *m2 = lt_compile(a2, path, text, tlen, NULL, 0, &diag, &nerr2);
        ck_assert_msg(m2 != NULL && nerr2 == 0, "%s after %s does not read back:\n%s\n%s", path, c.dump_after, diag, text);
        free(diag);
        free(text);
        tl_arena_free(a2);
        tl_compilation_free(&c);
        tl_arena_free(a);
    }
    free(src);
    tl_context_free(ctx);
}
END_TEST

/* ---- the GPU passes on the IR ------------------------------------------------ */

static const tl_buffer *find_buffer(const tl_block *b, const char *name)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        const tl_buffer *r = NULL;
        if (s->kind == TL_STMT_ALLOC && strcmp(s->alloc.buf->name, name) == 0)
            return s->alloc.buf;
        if (s->kind == TL_STMT_FOR)
            r = find_buffer(&s->loop.body, name);
        if (s->kind == TL_STMT_IF && !(r = find_buffer(&s->ifs.then_body, name)))
            r = find_buffer(&s->ifs.else_body, name);
        if (r)
            return r;
    }
    return NULL;
}

static bool in_registers(const built *b, const char *name)
{
    const tl_buffer *buf = find_buffer(&b->m->kernels[0]->body, name);
    ck_assert_msg(buf != NULL, "no buffer %s", name);
    return tl_gpu_in_registers(buf);
}

START_TEST(fragments_placed)
{
    tl_error err = {0};
    built b;
    ck_assert_msg(build_file(&b, EXAMPLES "/gemm.tile", "nvidia/h200", &err), "%s", err.msg);
    ck_assert(in_registers(&b, "C_f")); /* gemm accumulator and its copy out: owned */
    ck_assert_int_eq(find_buffer(&b.m->kernels[0]->body, "C_f")->layout->warps_m, 0); /* f32: FFMA */
    unbuild(&b);
    /* f16 operands in shared memory: the tensor cores, C in the MMA layout
     * (128 threads: 2x2 warps, each 64x64 = 4x8 tiles of 16x8) */
    ck_assert_msg(build_file(&b, EXAMPLES "/gemm_f16.tile", "nvidia/h200", &err), "%s", err.msg);
    const tl_layout *l = find_buffer(&b.m->kernels[0]->body, "C_f")->layout;
    ck_assert(in_registers(&b, "C_f"));
    ck_assert(l->warps_m == 2 && l->warps_n == 2 && l->tiles_m == 4 && l->tiles_n == 8 && l->per_thread == 128);
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "tl_mma_f16(&C_f[") != NULL);
    unbuild(&b);
    /* a target without tensor cores: FFMA */
    ck_assert_msg(build_file(&b, EXAMPLES "/gemm_f16.tile", "{\"kind\":\"cuda\",\"arch\":\"sm_80\",\"mma\":\"none\"}", &err),
                  "%s", err.msg);
    ck_assert_int_eq(find_buffer(&b.m->kernels[0]->body, "C_f")->layout->warps_m, 0);
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "mma.sync m16n8k16") == NULL);
    unbuild(&b);
    ck_assert_msg(build_file(&b, EXAMPLES "/vector_add.tile", "nvidia/h200", &err), "%s", err.msg);
    ck_assert(in_registers(&b, "A_f") && in_registers(&b, "B_f") && in_registers(&b, "C_f"));
    ck_assert_int_eq(b.c.device_source.len > 0, 1);
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "tl_smem") == NULL); /* no shared memory at all */
    unbuild(&b);
    ck_assert_msg(build_file(&b, EXAMPLES "/softmax.tile", "nvidia/h200", &err), "%s", err.msg);
    ck_assert(in_registers(&b, "X_f")); /* its reductions' partials follow its own partition */
    ck_assert(!in_registers(&b, "m"));   /* 4 elements for 128 threads: replicated */
    unbuild(&b);
    ck_assert_msg(build_file(&b, EXAMPLES "/flash_attention.tile", "nvidia/h200", &err), "%s", err.msg);
    /* its reductions' partials are of column pairs, which the tensor-core
     * layout keeps on one thread: acc_s stays in registers, Q_s K_s on the
     * tensor cores straight into them, and its row reductions in the MMA
     * layout (register, quad shuffles, the warps of a row) */
    ck_assert(in_registers(&b, "acc_s"));
    ck_assert(find_buffer(&b.m->kernels[0]->body, "acc_s")->layout->warps_m > 0);
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "tl_mma_f16(&acc_s[") != NULL);
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "tl_mma_f16(&tl_acc[") == NULL);
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "__shfl_xor_sync(0xffffffffu, tl_w[tl_h], tl_o)") != NULL);
    ck_assert(in_registers(&b, "acc_o"));  /* gemm, rescaling and copy out: each element by its owner */
    ck_assert(find_buffer(&b.m->kernels[0]->body, "acc_o")->layout->warps_m > 0); /* P_s V_s on tensor cores */
    /* the [64] row vectors follow acc_s's rows (tl_layout.rows_of): each
     * thread its 4 rows (2 tiles of 16 rows, 2 halves), in registers */
    static const char *const rows[] = {"m", "m_prev", "l", "row_sum"};
    for (size_t r = 0; r < 4; r++) {
        const tl_buffer *rb = find_buffer(&b.m->kernels[0]->body, rows[r]);
        ck_assert_msg(in_registers(&b, rows[r]) && rb->layout->rows_of && rb->layout->per_thread == 4, "%s", rows[r]);
    }
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source),
                     "acc_o[tl_s * 4 + tl_v] = __fmul_rn(acc_o[tl_s * 4 + tl_v], m_prev[(tl_s / 4) * 2 + tl_v / 2]);") != NULL);
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "m[tl_h] = (tl_fmaxf(m[tl_h], tl_c));") != NULL);
    /* barriers a key block: V_s's write-after-read, K_s and acc_s ready,
     * the two reductions' partials, P_s written (none for the row vectors) */
    const char *kb = strstr(tl_strbuf_cstr(&b.c.device_source), "for (int32_t kb = 0;");
    const char *kend = kb ? strstr(kb, "extern \"C\" __global__") : NULL; /* the file's next kernel */
    int bars = 0;
    for (const char *q = kb; q && (q = strstr(q + 1, "__syncthreads();")) != NULL && (!kend || q < kend);)
        bars++;
    /* none after the loop either (acc_o / l[i] reads registers) but the
     * 2 of the output's staged edge, at the tensor's edge only */
    ck_assert_int_eq(bars, 7);
    unbuild(&b);
    /* without tensor cores the column pairs still lie within one thread's
     * runs (of 4): acc_s in registers, round-robin */
    ck_assert_msg(build_file(&b, EXAMPLES "/flash_attention.tile", "{\"kind\":\"cuda\",\"arch\":\"sm_80\",\"mma\":\"none\"}", &err),
                  "%s", err.msg);
    ck_assert(in_registers(&b, "acc_s"));
    ck_assert_int_eq(find_buffer(&b.m->kernels[0]->body, "acc_s")->layout->warps_m, 0);
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "partial[rr][tl_div_i32(rj, 2)] = ") != NULL);
    ck_assert(!in_registers(&b, "m_prev")); /* no MMA layout to follow: replicated, in shared memory */
    unbuild(&b);
}
END_TEST

static const tl_stmt *find_pipelined(const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_FOR && s->loop.kind == TL_LOOP_PIPELINED)
            return s;
        const tl_stmt *in = NULL;
        if (s->kind == TL_STMT_FOR)
            in = find_pipelined(&s->loop.body);
        else if (s->kind == TL_STMT_IF && !(in = find_pipelined(&s->ifs.then_body)))
            in = find_pipelined(&s->ifs.else_body);
        if (in)
            return in;
    }
    return NULL;
}

/* pipelined(n, stages=s) of global->shared copies and a tensor-core gemm:
 * a ring of s slots filled by cp.async, operands by ldmatrix from chunks
 * swizzled so that 8 rows of one chunk hit 8 different bank groups */
START_TEST(pipelined_gemm_becomes_a_ring)
{
    tl_error err = {0};
    built b;
    tl_gpu_ring r;
    ck_assert_msg(build_file(&b, EXAMPLES "/gemm_f16.tile", "nvidia/h200", &err), "%s", err.msg);
    const tl_stmt *loop = find_pipelined(&b.m->kernels[0]->body);
    ck_assert(loop != NULL);
    ck_assert(tl_gpu_ring_of(b.m->kernels[0], loop, &r));
    ck_assert_int_eq(r.stages, 3);
    ck_assert_int_eq(r.ncopies, 2);
    const tl_gpu_ring_copy *a = tl_gpu_ring_copy_of(&r, find_buffer(&b.m->kernels[0]->body, "A_s"));
    const tl_gpu_ring_copy *bb = tl_gpu_ring_copy_of(&r, find_buffer(&b.m->kernels[0]->body, "B_s"));
    ck_assert(a && bb);
    /* A_s: 4 chunks a row, 2 rows a 128-byte line: chunk ^ (row / 2) % 4 */
    ck_assert(a->rows == 128 && a->cols == 32 && a->swz_div == 2 && a->swz_mask == 3);
    /* B_s: 16 chunks a row: chunk ^ row % 8 */
    ck_assert(bb->rows == 32 && bb->cols == 128 && bb->swz_div == 1 && bb->swz_mask == 7);
    const char *src = tl_strbuf_cstr(&b.c.device_source);
    ck_assert(strstr(src, "tl_cp_async16(tl_s + ") && strstr(src, "tl_ldsm_x4_trans(") && strstr(src, "tl_cp_wait<1>()"));
    /* the edge copies: the prelude's function, A_s's swizzle as its template arguments */
    ck_assert(strstr(src, "tl_ring_edge<uint16_t, 4, 512, 4, 128, 4, 2, 3, 0>(tl_sa_A_s"));
    ck_assert(strstr(src, "49152 bytes of dynamic shared memory")); /* 3 slots of 8 KiB + 8 KiB */
    unbuild(&b);
    /* 8 bank groups in every 8 rows of one chunk, for each swizzle */
    for (int q = 1; q <= 32; q *= 2) {
        int div = q < 8 ? 8 / q : 1, mask = (q < 8 ? q : 8) - 1;
        if (q == 1)
            continue;
        for (int chunk = 0; chunk < q; chunk++)
            for (int r0 = 0; r0 < 64; r0 += 8) {
                int seen = 0;
                for (int row = r0; row < r0 + 8; row++)
                    seen |= 1 << ((row * q + (chunk ^ ((row / div) & mask))) % 8);
                ck_assert_msg(seen == 0xff, "%d chunks a row, chunk %d, rows %d..: bank groups %x", q, chunk, r0, seen);
            }
    }
    /* f32 (FFMA), a stage count of 1, a buffer read after the loop */
    ck_assert_msg(build_file(&b, EXAMPLES "/gemm.tile", "nvidia/h200", &err), "%s", err.msg);
    ck_assert(!tl_gpu_ring_of(b.m->kernels[0], find_pipelined(&b.m->kernels[0]->body), &r));
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "cp.async") == NULL);
    unbuild(&b);
    static const char one[] = "kernel g(A: f16[M, K], B: f16[K, N], C: f32[M, N]) grid(ceildiv(N, 64), ceildiv(M, 64)) threads(128) as (bx, by)\n"
                              "{\n A_s = shared f16[64, 32]\n B_s = shared f16[32, 64]\n C_f = fragment f32[64, 64]\n clear(C_f)\n"
                              " for k in pipelined(ceildiv(K, 32), stages=1) {\n copy(A[by * 64, k * 32], A_s)\n"
                              " copy(B[k * 32, bx * 64], B_s)\n gemm(A_s, B_s, C_f)\n }\n copy(C_f, C[by * 64, bx * 64])\n}\n";
    ck_assert_msg(build_src(&b, "one.tile", one, strlen(one), "nvidia/h200", &err), "%s", err.msg);
    ck_assert(tl_gpu_ring_of(b.m->kernels[0], find_pipelined(&b.m->kernels[0]->body), &r) && r.stages == 1);
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "tl_cp_wait<0>();"));
    unbuild(&b);
    static const char after[] = "kernel g(A: f16[M, K], B: f16[K, N], C: f32[M, N], D: f16[M, K]) grid(ceildiv(N, 64), ceildiv(M, 64)) threads(128) as (bx, by)\n"
                                "{\n A_s = shared f16[64, 32]\n B_s = shared f16[32, 64]\n C_f = fragment f32[64, 64]\n clear(C_f)\n"
                                " for k in pipelined(ceildiv(K, 32), stages=3) {\n copy(A[by * 64, k * 32], A_s)\n"
                                " copy(B[k * 32, bx * 64], B_s)\n gemm(A_s, B_s, C_f)\n }\n copy(A_s, D[by * 64, 0])\n"
                                " copy(C_f, C[by * 64, bx * 64])\n}\n";
    ck_assert_msg(build_src(&b, "after.tile", after, strlen(after), "nvidia/h200", &err), "%s", err.msg);
    ck_assert(!tl_gpu_ring_of(b.m->kernels[0], find_pipelined(&b.m->kernels[0]->body), &r));
    /* no ring (no cp.async group), but its operands still by ldmatrix from
     * the shared buffers as they are (ldsm_gemm) */
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "tl_cp_commit();") == NULL);
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "tl_ldsm_x4_trans(tl_x, tl_bs + tl_bo[tl_j / 2] + (uint32_t)0 * 128u);"));
    unbuild(&b);
}
END_TEST

/* The target source_has builds for (a test may name attributes). */
static const char *source_target = "nvidia/h200";

/* Whether the CUDA source of src (source_target) holds each of want[] and
 * none of avoid[]; NVRTC compiles it for sm_90a and sm_80 where present. */
static void source_has(const char *name, const char *src, const char *const *want, size_t nw, const char *const *avoid,
                       size_t na)
{
    tl_error err = {0};
    built b;
    ck_assert_msg(build_src(&b, name, src, strlen(src), source_target, &err), "%s: %s", name, err.msg);
    const char *cu = tl_strbuf_cstr(&b.c.device_source);
    for (size_t i = 0; i < nw; i++)
        ck_assert_msg(strstr(cu, want[i]) != NULL, "%s: no '%s' in the CUDA source", name, want[i]);
    for (size_t i = 0; i < na; i++)
        ck_assert_msg(strstr(cu, avoid[i]) == NULL, "%s: '%s' in the CUDA source", name, avoid[i]);
    char reason[256];
    if (tl_nvrtc_load(reason, sizeof reason)) {
        static const char *const archs[] = {"sm_90a", "sm_80"};
        for (int a = 0; a < 2; a++) {
            void *cubin = NULL;
            size_t n = 0;
            /* sm_80 has no warpgroup MMAs: it compiles its own target's source */
            built b80;
            const char *from = cu;
            if (a == 1 && strstr(cu, "wgmma.")) {
                ck_assert_msg(build_src(&b80, name, src, strlen(src), "cuda -arch=sm_80", &err), "%s: %s", name, err.msg);
                from = tl_strbuf_cstr(&b80.c.device_source);
            }
            ck_assert_msg(tl_nvrtc_compile(from, name, archs[a], NULL, 0, false, &cubin, &n, &err), "%s for %s: %s", name,
                          archs[a], err.msg);
            if (from != cu)
                unbuild(&b80);
            free(cubin);
        }
    }
    unbuild(&b);
}

#define LEN(a) (sizeof(a) / sizeof *(a))

/* min_blocks=N: every kernel's __launch_bounds__ asks N blocks a
 * multiprocessor (the registers bound to 65536 / (N x threads)); unset, the
 * emitter's choice (none for a gemm, 3 for softmax's rows on chip); a ring
 * filled by TMA (tma=warp) is one persistent block a multiprocessor */
/* A kernel whose last statement is an if / else-if chain on shape dims is
 * one __global__ function a branch (paths=split, the default); a launch
 * runs the first whose condition holds over its dims. paths=one keeps one
 * function; a chain on a scalar argument is not split. */
static int occurrences(const char *s, const char *what);

START_TEST(kernel_split_by_path)
{
    tl_error err = {0};
    built b;
    ck_assert_msg(build_file(&b, EXAMPLES "/softmax.tile", "nvidia/h200", &err), "%s", err.msg);
    const tl_cuda_artifact *art = b.c.device_artifact;
    ck_assert_int_eq(art->nkernels, 1);
    const tl_cuda_kernel *k = &art->kernels[0];
    ck_assert_int_eq(k->npaths, 4);
    static const int64_t n[] = {1, 256, 257, 512, 513, 4096, 4097, 100000};
    static const char *const fn[] = {"softmax__p0", "softmax__p0", "softmax__p1", "softmax__p1",
                                     "softmax__p2", "softmax__p2", "softmax__p3", "softmax__p3"};
    for (int i = 0; i < 8; i++) {
        int64_t dims[2] = {64, n[i]}; /* M, N */
        const char *f = tl_cuda_kernel_function(k, dims);
        ck_assert_msg(f && strcmp(f, fn[i]) == 0, "N = %lld: %s", (long long)n[i], f ? f : "none");
    }
    const char *src = art->source;
    for (int p = 0; p < 4; p++) {
        /* each path's text is its function alone, inside the kernel's */
        const tl_cuda_path *q = &k->paths[p];
        ck_assert(k->text_begin <= q->text_begin && q->text_begin < q->text_end && q->text_end <= k->text_end);
        ck_assert(p == 0 || k->paths[p - 1].text_end <= q->text_begin);
        char *text = strndup(src + q->text_begin, q->text_end - q->text_begin);
        char sig[64];
        snprintf(sig, sizeof sig, ") %s(", q->name);
        ck_assert(strstr(text, sig) != NULL);
        ck_assert_int_eq(occurrences(text, "__global__"), 1);
        ck_assert(strstr(text, "if (N <= 256)") == NULL); /* the chain's test is the launch's */
        free(text);
    }
    ck_assert(strstr(src, ") softmax(") == NULL);
    unbuild(&b);
    ck_assert_msg(build_file(&b, EXAMPLES "/softmax.tile", "nvidia/h200 -paths=one", &err), "%s", err.msg);
    art = b.c.device_artifact;
    ck_assert_int_eq(art->kernels[0].npaths, 0);
    ck_assert(strstr(art->source, ") softmax(") != NULL && strstr(art->source, "if (N <= 256)") != NULL);
    int64_t dims[2] = {64, 100};
    ck_assert_str_eq(tl_cuda_kernel_function(&art->kernels[0], dims), "softmax");
    unbuild(&b);
    ck_assert(!build_file(&b, EXAMPLES "/softmax.tile", "nvidia/h200 -paths=two", &err));
    ck_assert_msg(strstr(err.msg, "target attribute paths is 'two': it takes split or one") != NULL, "%s", err.msg);
    unbuild(&b);
    static const char scalar[] = "kernel k(X: f32[N], Y: f32[N], s: i32) grid(ceildiv(N, 128)) threads(128) as bx {\n"
                                 "    if s > 0 {\n"
                                 "        for i in parallel(128) {\n"
                                 "            Y[bx * 128 + i] = X[bx * 128 + i]\n"
                                 "        }\n"
                                 "    } else {\n"
                                 "        for i in parallel(128) {\n"
                                 "            Y[bx * 128 + i] = 0.0\n"
                                 "        }\n"
                                 "    }\n"
                                 "}\n";
    ck_assert_msg(build_src(&b, "s.tile", scalar, strlen(scalar), "nvidia/h200", &err), "%s", err.msg);
    ck_assert_int_eq(((const tl_cuda_artifact *)b.c.device_artifact)->kernels[0].npaths, 0);
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), ") k(") != NULL);
    unbuild(&b);
}
END_TEST

START_TEST(min_blocks_attribute)
{
    tl_error err = {0};
    built b;
    ck_assert_msg(build_file(&b, EXAMPLES "/gemm_f16_large.tile", "nvidia/h200 -tma=none -min_blocks=2", &err), "%s", err.msg);
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "__launch_bounds__(256, 2) matmul_f16_large(") != NULL);
    unbuild(&b);
    ck_assert_msg(build_file(&b, EXAMPLES "/gemm_f16_large.tile", "nvidia/h200 -tma=none", &err), "%s", err.msg);
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "__launch_bounds__(256) matmul_f16_large(") != NULL);
    unbuild(&b);
    ck_assert_msg(build_file(&b, EXAMPLES "/gemm_f16_large.tile", "nvidia/h200 -min_blocks=2", &err), "%s", err.msg);
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "__launch_bounds__(384, 1) matmul_f16_large(") != NULL);
    unbuild(&b);
    ck_assert_msg(build_file(&b, EXAMPLES "/softmax.tile", "nvidia/h200 -paths=one", &err), "%s", err.msg);
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "__launch_bounds__(256, 3) softmax(") != NULL);
    unbuild(&b);
}
END_TEST

/* gemm_i8.tile: i8 through a cp.async ring read by ldmatrix (B stored
 * [N, K]), u8 gathered from shared memory; both on m16n8k32. Other 8-bit
 * gemms: a ring needs B^T (ldmatrix moves 16-bit elements), a K that is not
 * a multiple of 32 runs on FFMA. */
START_TEST(int8_gemm_on_tensor_cores)
{
    tl_error err = {0};
    built b;
    tl_gpu_ring r;
    /* ldsm=step: one ldmatrix address a k step (the default is one a tile) */
    ck_assert_msg(build_file(&b, EXAMPLES "/gemm_i8.tile", "nvidia/h200 -ldsm=step", &err), "%s", err.msg);
    const tl_kernel *k = b.m->kernels[0];
    ck_assert(tl_gpu_ring_of(k, find_pipelined(&k->body), &r));
    const tl_gpu_ring_copy *a = tl_gpu_ring_copy_of(&r, find_buffer(&k->body, "A_s"));
    const tl_gpu_ring_copy *bb = tl_gpu_ring_copy_of(&r, find_buffer(&k->body, "B_s"));
    ck_assert(a && bb);
    /* 64 i8 a row: 4 chunks, 2 rows a 128-byte line */
    ck_assert(a->es == 1 && a->cols == 64 && a->row_chunks == 4 && a->swz_div == 2 && a->swz_mask == 3);
    ck_assert(bb->es == 1 && bb->rows == 128 && bb->cols == 64);
    const char *src = tl_strbuf_cstr(&b.c.device_source);
    static const char *const want[] = {
        "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32", "mma.sync.aligned.m16n8k32.row.col.s32.u8.u8.s32",
        "tl_ldsm_x4(tl_a[1 - tl_f][tl_i]", "const uint32_t tl_bk = tl_bs + (tl_bo[0] ^ (uint32_t)((tl_k + 32) / 16) * 16u);", "tl_ldsm_x4(tl_x, tl_bk + (uint32_t)(tl_j / 2) * 1024u);", "tl_mma_s8(&C_f[", "tl_mma_u8(&C_f[",
        "tl_a[tl_i][3] = tl_pack4(A_s[tl_r + 8][tl_c + 16], A_s[tl_r + 8][tl_c + 17]",
        "tl_b[tl_j][1] = tl_pack4(B_s[tl_r + 16][tl_c], B_s[tl_r + 17][tl_c]", "int32_t C_f[",
        "49152 bytes of dynamic shared memory", /* 3 slots of 8 KiB each for A and B */
    };
    for (size_t i = 0; i < LEN(want); i++)
        ck_assert_msg(strstr(src, want[i]) != NULL, "no '%s' in gemm_i8's CUDA source", want[i]);
    tl_strbuf ptx = {0};
    ck_assert_msg(tl_emit(&b.c, "ptx", &ptx, &err), "%s", err.msg);
    ck_assert(strstr(tl_strbuf_cstr(&ptx), "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32") != NULL);
    ck_assert(strstr(tl_strbuf_cstr(&ptx), "ldmatrix.sync.aligned.m8n8.x4.shared.b16") != NULL);
    tl_strbuf_free(&ptx);
    unbuild(&b);

    /* B stored [K, N]: on tensor cores, gathered, not a ring */
    static const char kn[] = "kernel g(A: i8[M, K], B: i8[K, N], C: i32[M, N]) grid(ceildiv(N, 64), ceildiv(M, 64)) threads(128) as (bx, by)\n"
                             "{\n A_s = shared i8[64, 64]\n B_s = shared i8[64, 64]\n C_f = fragment i32[64, 64]\n clear(C_f)\n"
                             " for k in pipelined(ceildiv(K, 64), stages=2) {\n copy(A[by * 64, k * 64], A_s)\n"
                             " copy(B[k * 64, bx * 64], B_s)\n gemm(A_s, B_s, C_f)\n }\n copy(C_f, C[by * 64, bx * 64])\n}\n";
    ck_assert_msg(build_src(&b, "kn.tile", kn, strlen(kn), "nvidia/h200", &err), "%s", err.msg);
    ck_assert(!tl_gpu_ring_of(b.m->kernels[0], find_pipelined(&b.m->kernels[0]->body), &r));
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "tl_mma_s8(&C_f[") != NULL);
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "cp.async.cg") == NULL);
    unbuild(&b);

    /* K = 48: not whole k steps of 32, FFMA */
    static const char k48[] = "kernel g(A: u8[M, 48], B: u8[48, N], C: i32[M, N]) grid(ceildiv(N, 64), ceildiv(M, 64)) threads(128) as (bx, by)\n"
                              "{\n A_s = shared u8[64, 48]\n B_s = shared u8[48, 64]\n C_f = fragment i32[64, 64]\n clear(C_f)\n"
                              " copy(A[by * 64, 0], A_s)\n copy(B[0, bx * 64], B_s)\n gemm(A_s, B_s, C_f)\n copy(C_f, C[by * 64, bx * 64])\n}\n";
    static const char *const none[] = {"tl_mma_u8(&", "m16n8k32 u8"};
    source_has("k48.tile", k48, NULL, 0, none, LEN(none));
}
END_TEST

/* f32 gemms stay exact (FFMA) unless they opt into tf32: then m16n8k8 with
 * each operand rounded by cvt.rna.tf32.f32. */
START_TEST(tf32_only_when_asked)
{
#define TF32_SRC(opt)                                                                                                 \
    "kernel g(A: f32[M, K], B: f32[N, K], C: f32[M, N]) grid(ceildiv(N, 64), ceildiv(M, 64)) threads(128) as (bx, by)\n" \
    "{\n A_s = shared f32[64, 32]\n B_s = shared f32[64, 32]\n C_f = fragment f32[64, 64]\n clear(C_f)\n"             \
    " for k in range(ceildiv(K, 32)) {\n copy(A[by * 64, k * 32], A_s)\n copy(B[bx * 64, k * 32], B_s)\n"              \
    " gemm(A_s, B_s, C_f, transpose_b=true" opt ")\n }\n copy(C_f, C[by * 64, bx * 64])\n}\n"
    static const char *const mma[] = {"tl_mma_tf32(&C_f[", "cvt.rna.tf32.f32", "mma.sync m16n8k8 f32",
                                      "tl_a[tl_i][2] = tl_tf32(A_s[tl_r][tl_c + 4]);", "tl_b[tl_j][1] = tl_tf32(B_s[tl_c][tl_r + 4]);"};
    static const char *const exact[] = {"tl_mma_tf32(&", "cvt.rna"};
    source_has("f32.tile", TF32_SRC(""), NULL, 0, exact, LEN(exact));
    source_has("f32e.tile", TF32_SRC(", precision=f32"), NULL, 0, exact, LEN(exact));
    source_has("tf32.tile", TF32_SRC(", precision=tf32"), mma, LEN(mma), NULL, 0);
#undef TF32_SRC
    /* pipelined with B stored [N, K]: a ring, ldmatrix of the f32 bits, then cvt.rna */
    static const char ring[] =
        "kernel g(A: f32[M, K], B: f32[N, K], C: f32[M, N]) grid(ceildiv(N, 64), ceildiv(M, 64)) threads(128) as (bx, by)\n"
        "{\n A_s = shared f32[64, 32]\n B_s = shared f32[64, 32]\n C_f = fragment f32[64, 64]\n clear(C_f)\n"
        " for k in pipelined(ceildiv(K, 32), stages=3) {\n copy(A[by * 64, k * 32], A_s)\n copy(B[bx * 64, k * 32], B_s)\n"
        " gemm(A_s, B_s, C_f, transpose_b=true, precision=tf32)\n }\n copy(C_f, C[by * 64, bx * 64])\n}\n";
    static const char *const ringed[] = {
        "shared f32[64 x 32]: a ring of 3 slots filled by cp.async, 16-byte chunks swizzled",
        "ldmatrix from the ring's slots, mma.sync m16n8k8 f32",
        "tl_a[1 - tl_f][tl_e / 4][tl_e % 4] = tl_tf32(__uint_as_float(tl_a[1 - tl_f][tl_e / 4][tl_e % 4]));",
        "const uint32_t tl_bk = tl_bs + (tl_bo[0] ^ (uint32_t)((tl_k + 8) / 4) * 16u);",
        "tl_mma_tf32(&C_f[",
    };
    source_target = "nvidia/h200 -ldsm=step";
    source_has("ring.tile", ring, ringed, LEN(ringed), NULL, 0);
    source_target = "nvidia/h200";
    /* precision=tf32 is for f32 operands */
    static const char bad[] = "kernel g(A: f16[64, 32], C: f32[64, 64]) grid(1) threads(128) as bx\n"
                              "{\n A_s = shared f16[64, 32]\n B_s = shared f16[32, 64]\n C_f = fragment f32[64, 64]\n"
                              " gemm(A_s, B_s, C_f, precision=tf32)\n copy(C_f, C)\n}\n";
    tl_error err = {0};
    built b;
    ck_assert(!build_src(&b, "bad.tile", bad, strlen(bad), "nvidia/h200", &err));
    unbuild(&b);
}
END_TEST

/* A 128x256 gemm on a 4-slot ring, the persistent TMA kernel on
 * nvidia/h200: init before the loop, the loop's extent, a statement after
 * it, then the copy out (the stream-K and copy-out tests). */
static const char *tma_gemm_src(char *buf, size_t cap, const char *init, const char *extent, const char *after)
{
    snprintf(buf, cap,
             "kernel g(A: f16[M, K], B: f16[K, N], C: f16[M, N])\n"
             "    grid(ceildiv(N, 256), ceildiv(M, 128)) threads(256) as (bx, by)\n"
             "{\n"
             "    A_s = shared f16[128, 64]\n"
             "    B_s = shared f16[64, 256]\n"
             "    C_f = fragment f32[128, 256]\n"
             "    %s\n"
             "    for k in pipelined(%s, stages=4) {\n"
             "        copy(A[by * 128, k * 64], A_s)\n"
             "        copy(B[k * 64, bx * 256], B_s)\n"
             "        gemm(A_s, B_s, C_f)\n"
             "    }\n"
             "    %s\n"
             "    copy(C_f, C[by * 128, bx * 256])\n"
             "}\n",
             init, extent, after);
    return buf;
}

/* Stream-K splits a tile's K steps between two blocks only where the sum
 * of the halves is the tile's: an accumulator cleared before the ring
 * loop, the same K steps in every tile, anything after the loop run once
 * by the block that finishes the tile. A fill that is not zero (each half
 * would add it), a loop whose extent differs from tile to tile, and cluster
 * pairs split nothing. */
START_TEST(stream_k_only_where_sums_split)
{
    static const struct {
        const char *init, *extent, *after, *target;
        bool split;
    } cases[] = {
        {"clear(C_f)", "ceildiv(K, 64)", "", "nvidia/h200", true},
        {"clear(C_f)", "ceildiv(K, 64)", "for i, j in parallel(128, 256) { C_f[i, j] = C_f[i, j] * 0.5 }", "nvidia/h200", true},
        {"fill(C_f, 1.0)", "ceildiv(K, 64)", "", "nvidia/h200", false},
        {"clear(C_f)", "ceildiv(K, 64) - by % 2", "", "nvidia/h200", false},
        {"clear(C_f)", "ceildiv(K, 64)", "", "nvidia/h200 -cluster=2", false},
        {"clear(C_f)", "ceildiv(K, 64)", "", "nvidia/h200 -stream_k=off", false},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char src[2048];
        tma_gemm_src(src, sizeof src, cases[i].init, cases[i].extent, cases[i].after);
        built b;
        tl_error err = {0};
        ck_assert_msg(build_src(&b, "g.tile", src, strlen(src), cases[i].target, &err), "case %zu: %s", i, err.msg);
        const tl_cuda_kernel *kk = &((const tl_cuda_artifact *)b.c.device_artifact)->kernels[0];
        ck_assert_msg(kk->ntmaps > 0, "case %zu: not the persistent TMA kernel", i);
        ck_assert_msg(((kk->persistent & TL_CUDA_STREAM_K) != 0) == cases[i].split, "case %zu: split %d", i,
                      (kk->persistent & TL_CUDA_STREAM_K) != 0);
        ck_assert_msg((strstr(tl_strbuf_cstr(&b.c.device_source), "tl_sk_work(") != NULL) == cases[i].split, "case %zu", i);
        unbuild(&b);
    }
}
END_TEST

/* The consumer warpgroups of a persistent TMA kernel whose copy out is by
 * TMA (each warpgroup staging in its own panels past the ring) do not meet
 * after a tile's MMAs: each goes on alone, one's copy out beside the
 * other's MMAs. The kernel's cp.async twin, whose next tile's loads
 * overwrite the ring, still meets there. */
START_TEST(tma_copy_out_leaves_the_warpgroups_apart)
{
    char src[2048];
    tma_gemm_src(src, sizeof src, "clear(C_f)", "ceildiv(K, 64)", "");
    static const char *const targets[] = {"nvidia/h200", "nvidia/h200 -stream_k=off"};
    for (size_t i = 0; i < sizeof targets / sizeof *targets; i++) {
        built b;
        tl_error err = {0};
        ck_assert_msg(build_src(&b, "g.tile", src, strlen(src), targets[i], &err), "%s: %s", targets[i], err.msg);
        const char *cu = tl_strbuf_cstr(&b.c.device_source);
        /* the TMA form: the consumers' part, after their ring loop */
        const char *tma = strstr(cu, "tl_setmaxnreg_inc<");
        const char *after = tma ? strstr(tma, "tl_kbase += (uint32_t)tl_nk;\n") : NULL;
        ck_assert_msg(after != NULL, "%s: no consumer ring loop", targets[i]);
        after += strlen("tl_kbase += (uint32_t)tl_nk;\n");
        while (*after == ' ')
            after++;
        ck_assert_msg(strncmp(after, "tl_bar_sync(", 12) != 0, "%s: the consumers meet after the ring loop", targets[i]);
        ck_assert_msg(strstr(cu, "tl_tma_store_2d(") != NULL, "%s: not the copy out by TMA", targets[i]);
        /* the cp.async twin */
        const char *cp = strstr(cu, "g__cp(");
        after = cp ? strstr(cp, "tl_cp_wait<0>();\n") : NULL;
        ck_assert_msg(after != NULL, "%s: no cp.async twin", targets[i]);
        after += strlen("tl_cp_wait<0>();\n");
        while (*after == ' ')
            after++;
        ck_assert_msg(strncmp(after, "tl_bar_sync(1u, 256u);", 22) == 0, "%s: the twin's consumers do not meet", targets[i]);
        unbuild(&b);
    }
}
END_TEST

/* Stream-K's plan (tl_sk_work in the generated source), compiled for the
 * host and run for every block of many grids: each tile's K steps are
 * covered once, a tile is cut in two at most, its head taken by block b
 * and its tail by block b + 1 (whose flag wait reads block b's slot), a
 * block's tail its last work and after its own head, and no split where
 * the plan says it leaves the tiles whole. The GPU runs the same text. */
START_TEST(stream_k_plan_covers_every_step)
{
    if (system("command -v c++ >/dev/null 2>&1") != 0) {
        printf("stream_k_plan_covers_every_step: skipped: no C++ compiler (c++) on the PATH\n");
        return;
    }
    char src[2048];
    tma_gemm_src(src, sizeof src, "clear(C_f)", "ceildiv(K, 64)", "");
    built b;
    tl_error err = {0};
    ck_assert_msg(build_src(&b, "g.tile", src, strlen(src), "nvidia/h200", &err), "%s", err.msg);
    const char *cu = tl_strbuf_cstr(&b.c.device_source);
    const char *from = strstr(cu, "TL_DEV bool tl_sk_work(");
    const char *to = from ? strstr(from, "\n}\n") : NULL;
    ck_assert_msg(from && to, "no stream-K plan in the source");
    static const char head[] =
        "#include <cstdint>\n#include <cstdio>\n#include <vector>\n"
        "#define TL_DEV static\n"
        "static struct { uint32_t x; } gridDim, blockIdx;\n";
    static const char main_src[] =
        "int main()\n{\n"
        "    static const uint32_t ps[] = {1, 2, 3, 7, 16, 66, 132};\n"
        "    static const int32_t nks[] = {1, 2, 3, 5, 8, 16, 63, 64, 65, 224, 448};\n"
        "    static float ws;\n"
        "    long grids = 0, splits = 0;\n"
        "    for (uint32_t p : ps)\n"
        "        for (int64_t n = 1; n <= 4 * (int64_t)p + 3; n++)\n"
        "            for (int32_t nk : nks) {\n"
        "                grids++;\n"
        "                std::vector<int> cover((size_t)(n * nk), 0), pieces((size_t)n, 0), head_by((size_t)n, -1), tail_by((size_t)n, -1);\n"
        "                gridDim.x = p;\n"
        "                for (uint32_t c = 0; c < p; c++) {\n"
        "                    blockIdx.x = c;\n"
        "                    bool tail_seen = false, head_seen = false;\n"
        "                    for (int32_t j = 0;; j++) {\n"
        "                        int64_t t = -1;\n"
        "                        int32_t kb = -1, ke = -1;\n"
        "                        if (!tl_sk_work(j, n, nk, &ws, t, kb, ke))\n"
        "                            break;\n"
        "                        if (j > 4 * n || t < 0 || t >= n || kb < 0 || kb >= ke || ke > nk || tail_seen) {\n"
        "                            printf(\"p %u n %ld nk %d block %u work %d: tile %ld steps [%d, %d)%s\\n\", p, (long)n, nk, c, j, (long)t, kb, ke, tail_seen ? \" after its tail\" : \"\");\n"
        "                            return 1;\n"
        "                        }\n"
        "                        for (int32_t k = kb; k < ke; k++)\n"
        "                            cover[(size_t)(t * nk + k)]++;\n"
        "                        pieces[(size_t)t]++;\n"
        "                        if (kb == 0 && ke < nk) {\n"
        "                            head_by[(size_t)t] = (int)c;\n"
        "                            head_seen = true;\n"
        "                        }\n"
        "                        if (kb > 0) {\n"
        "                            tail_by[(size_t)t] = (int)c;\n"
        "                            tail_seen = true;\n"
        "                        }\n"
        "                    }\n"
        "                    (void)head_seen;\n"
        "                }\n"
        "                for (int64_t t = 0; t < n; t++) {\n"
        "                    for (int32_t k = 0; k < nk; k++)\n"
        "                        if (cover[(size_t)(t * nk + k)] != 1) {\n"
        "                            printf(\"p %u n %ld nk %d: tile %ld step %d run %d times\\n\", p, (long)n, nk, (long)t, k, cover[(size_t)(t * nk + k)]);\n"
        "                            return 1;\n"
        "                        }\n"
        "                    if (pieces[(size_t)t] > 2 || (pieces[(size_t)t] == 2 && (head_by[(size_t)t] < 0 || tail_by[(size_t)t] != head_by[(size_t)t] + 1))) {\n"
        "                        printf(\"p %u n %ld nk %d: tile %ld in %d pieces, head by %d, tail by %d\\n\", p, (long)n, nk, (long)t, pieces[(size_t)t], head_by[(size_t)t], tail_by[(size_t)t]);\n"
        "                        return 1;\n"
        "                    }\n"
        "                    splits += pieces[(size_t)t] == 2;\n"
        "                }\n"
        "            }\n"
        "    printf(\"%ld grids, %ld split tiles\\n\", grids, splits);\n"
        "    return splits > 0 ? 0 : 1;\n"
        "}\n";
    char dir[] = "/tmp/tilec-skplan-XXXXXX";
    ck_assert(mkdtemp(dir) != NULL);
    char path[600], exe[600], cmd[2000];
    snprintf(path, sizeof path, "%s/plan.cpp", dir);
    snprintf(exe, sizeof exe, "%s/plan", dir);
    FILE *f = fopen(path, "w");
    ck_assert(f != NULL);
    fputs(head, f);
    fwrite(from, 1, (size_t)(to - from) + 3, f);
    fputs(main_src, f);
    ck_assert(fclose(f) == 0);
    snprintf(cmd, sizeof cmd, "c++ -std=c++17 -O2 -Wall -Werror -o %s %s", exe, path);
    ck_assert_msg(system(cmd) == 0, "the plan did not compile for the host: %s", cmd);
    snprintf(cmd, sizeof cmd, "%s > %s/out.txt 2>&1", exe, dir);
    int rc = system(cmd);
    snprintf(cmd, sizeof cmd, "%s/out.txt", dir);
    size_t len = 0;
    char *out = lt_read_file(cmd, &len);
    ck_assert_msg(rc == 0, "the plan failed: %s", out ? out : "(no output)");
    printf("stream_k_plan_covers_every_step: %s", out ? out : "\n");
    free(out);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    ck_assert_int_eq(system(cmd), 0);
    unbuild(&b);
}
END_TEST

/* mma=wgmma (nvidia/h200 sets it) on sm_90a: a pipelined gemm whose tile is
 * 16 rows a warp runs as warpgroup MMAs, its accumulator in the m64nNk16
 * layout (every warp one 16-row tile, whole rows), B's slots in column
 * panels of 64 elements, the slots 1024-byte aligned; -mma=m16n8k16 keeps
 * mma.sync and the warp tiling that loads the fewest operands; sm_80 with
 * mma=wgmma has the layout but not the instruction. NVRTC compiles the
 * wgmma form for sm_90a (example_source_and_cubin); the H200 runs it
 * against the interpreter (make check-gpu). */
START_TEST(wgmma_ring_on_sm90a)
{
    tl_error err = {0};
    built b;
    ck_assert_msg(build_file(&b, EXAMPLES "/gemm_f16_large.tile", "nvidia/h200", &err), "%s", err.msg);
    const char *src = tl_strbuf_cstr(&b.c.device_source);
    ck_assert(strstr(src, "wgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16") != NULL);
    ck_assert(strstr(src, "wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16") != NULL);
    ck_assert(strstr(src, "tl_fence_proxy_async();") != NULL);
    ck_assert(strstr(src, "tl_wg_wait<1>();") != NULL);
    ck_assert(strstr(src, "extern __shared__ __align__(1024) unsigned char tl_smem[];") != NULL);
    /* A: 128-byte rows (BK 64), the 128-byte swizzle, 8-row groups 1024 bytes
     * apart; B: panels of 64 rows x 128 bytes */
    ck_assert(strstr(src, "tl_wg_desc(tl_as + (uint32_t)tl_k * 2u, 16u, 1024u, 1u)") != NULL);
    ck_assert(strstr(src, "tl_wg_desc(tl_bs + (uint32_t)tl_k * 128u, 8192u, 1024u, 1u)") != NULL);
    ck_assert(strstr(src, "ldmatrix") == NULL || strstr(src, "tl_ldsm_x4(tl_a") == NULL);
    const tl_kernel *k = b.m->kernels[0];
    const tl_layout *l = find_buffer(&k->body, "C_f")->layout;
    ck_assert_int_eq(l->warps_m, 8);
    ck_assert_int_eq(l->warps_n, 1);
    ck_assert_int_eq(l->tiles_m, 1);
    ck_assert_int_eq(l->tiles_n, 32);
    unbuild(&b);

    ck_assert_msg(build_file(&b, EXAMPLES "/gemm_f16_large.tile", "nvidia/h200 -mma=m16n8k16", &err), "%s", err.msg);
    src = tl_strbuf_cstr(&b.c.device_source);
    ck_assert(strstr(src, "wgmma") == NULL);
    ck_assert(strstr(src, "__align__(1024)") == NULL);
    l = find_buffer(&b.m->kernels[0]->body, "C_f")->layout;
    ck_assert_int_eq(l->warps_m, 2);
    ck_assert_int_eq(l->warps_n, 4);
    unbuild(&b);

    ck_assert_msg(build_file(&b, EXAMPLES "/gemm_f16_large.tile", "cuda -arch=sm_80 -mma=wgmma", &err), "%s", err.msg);
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "wgmma") == NULL);
    ck_assert_int_eq(find_buffer(&b.m->kernels[0]->body, "C_f")->layout->warps_m, 8);
    unbuild(&b);

    /* tma=warp (the nvidia/h200 tag's): a producer warpgroup fills the ring
     * by TMA through tensor maps the launch builds (A's tile, B's 64-column
     * panels), the kernel persistent over the grid's tiles, the consumers'
     * barriers named */
    ck_assert_msg(build_file(&b, EXAMPLES "/gemm_f16_large.tile", "nvidia/h200", &err), "%s", err.msg);
    src = tl_strbuf_cstr(&b.c.device_source);
    ck_assert(strstr(src, "__launch_bounds__(384, 1) matmul_f16_large(") != NULL);
    ck_assert(strstr(src, "const __grid_constant__ tl_tmap tl_tm0, const __grid_constant__ tl_tmap tl_tm1, "
                          "const __grid_constant__ tl_tmap tl_tm2, int tl_tma, float *tl_skw)") != NULL);
    ck_assert(strstr(src, "tl_tma_2d(tl_base + 73728u + tl_slot * 32768u, &tl_tm1, (int32_t)(bx * 256) + 64, (int32_t)(k * 64)") != NULL);
    ck_assert(strstr(src, "tl_mb_expect(tl_full + 8u * tl_slot, 49152u);") != NULL);
    ck_assert(strstr(src, "tl_setmaxnreg_inc<232>();") != NULL);
    /* stream-K (stream_k, unset: on): the TMA form's producer and consumers
     * take their work from the same plan, K steps [tl_kb, tl_ke) of a tile;
     * a block that ran a tile's last steps but not its first leaves its
     * sums in the workspace, the one that ran the first adds them; the
     * twin takes whole tiles */
    ck_assert(strstr(src, "const int32_t tl_sk_nk = (int32_t)((int32_t)tl_ceildiv_i64(K, 64));") != NULL);
    static const char work[] = "for (int32_t tl_j = 0; tl_sk_work(tl_j, tl_ntiles, tl_sk_nk, tl_skw, tl_tile, tl_kb, tl_ke); tl_j++) {";
    const char *plan = strstr(src, work);
    ck_assert(plan != NULL && strstr(plan + 1, work) != NULL);
    ck_assert(strstr(src, "const uint32_t tl_i = tl_kbase + (uint32_t)tl_kk, tl_slot = tl_i % 4u;") != NULL);
    ck_assert(strstr(src, "const uint32_t tl_i = tl_kbase + (uint32_t)tl_kk, tl_cs = tl_i % 4u;") != NULL);
    const char *put = strstr(src, "tl_sk_put(tl_skp + tl_z * 1024, C_f[4 * tl_z]");
    const char *add = strstr(src, "C_f[4 * tl_z + tl_y] += tl_sv[tl_y];");
    const char *store = strstr(src, "tl_tma_store_2d(&tl_tm2");
    ck_assert(put != NULL && add != NULL && store != NULL && put < add && add < store);
    ck_assert(strstr(strstr(src, ") matmul_f16_large__cp("),
                     "for (int64_t tl_tile = blockIdx.x; tl_tile < tl_ntiles; tl_tile += gridDim.x) {") != NULL);
    ck_assert(strstr(src, "tl_bar_sync(1u, 256u);") != NULL);
    /* the copy out by TMA (epilogue=tma, unset): each warpgroup stages two
     * 64-column panels of its rows past the ring (196608 + 2 x 16384
     * bytes), then its first thread stores them through C's map (the
     * third, a store map: box 64 x 64 in the 128-byte swizzle); every tile
     * so, no staging in the ring's bytes and no hold of the producer */
    ck_assert(strstr(src, "229376 bytes of dynamic shared memory") != NULL);
    ck_assert(strstr(src, "unsigned char *const tl_cst = tl_smem + 196608 + tl_wg * 16384;") != NULL);
    ck_assert(strstr(src, "tl_tma_store_2d(&tl_tm2, tl_smem_addr(tl_cst) + (uint32_t)tl_q * 8192u, tl_cx + (tl_r * 2 + tl_q) * 64, "
                          "tl_cy + tl_wg * 64);") != NULL);
    ck_assert(strstr(src, "tl_bar_sync(2u + (uint32_t)tl_wg, 128u);") != NULL);
    ck_assert(strstr(src, "tl_staged") == NULL && strstr(src, "tl_pal") == NULL);
    ck_assert(strstr(src, "tl_ncta") == NULL);
    /* two functions: the TMA form (the producer copies, no cp.async) and
     * its twin for launches without load maps (the producer leaves, the
     * consumers copy by cp.async), each compiled as a program of its own */
    const char *tw = strstr(src, ") matmul_f16_large__cp(");
    ck_assert(tw != NULL);
    const char *tma_form = strstr(src, ") matmul_f16_large(");
    ck_assert(tma_form != NULL && tma_form < tw);
    const char *copy = strstr(tma_form, "if (tl_tid == 256) {");
    ck_assert(copy != NULL && copy < tw);
    const char *cpa = strstr(tma_form, "tl_cp_commit();");
    ck_assert(cpa == NULL || cpa > tw);
    const char *tw_end = strstr(tw, "\n}\n"), *tma2d = strstr(tw, "tl_tma_2d(");
    ck_assert(tw_end != NULL && (tma2d == NULL || tma2d > tw_end));
    const char *cp_in_twin = strstr(tw, "tl_cp_commit();");
    ck_assert(cp_in_twin != NULL && cp_in_twin < tw_end);
    ck_assert(strstr(tw, "tl_setmaxnreg_dec<40>();\n        return;\n") != NULL);
    /* the twin's copies all through the edge function (no inline form) */
    const char *edge = strstr(tw, "tl_ring_edge<uint16_t, 32, 2048, 8, 256, 32, 1, 7, 8>(");
    ck_assert(edge != NULL && edge < tw_end);
    const char *inl = strstr(tw, "tl_cp_async16(");
    ck_assert(inl == NULL || inl > tw_end);
    const tl_cuda_kernel *kk = &((const tl_cuda_artifact *)b.c.device_artifact)->kernels[0];
    ck_assert_int_eq(kk->persistent, 1 | TL_CUDA_CP_TWIN | TL_CUDA_STREAM_K);
    ck_assert_int_eq(kk->npaths, 2);
    ck_assert_int_eq(kk->ntmaps, 3);
    ck_assert_int_eq(kk->dynamic_smem, 229376);
    ck_assert(!kk->tmaps[0].store && !kk->tmaps[1].store && kk->tmaps[2].store);
    ck_assert_int_eq(kk->tmaps[2].param, 2);
    ck_assert_int_eq(kk->tmaps[2].elem_bytes, 2);
    ck_assert_int_eq(kk->tmaps[2].box[0], 64);
    ck_assert_int_eq(kk->tmaps[2].box[1], 64);
    ck_assert_int_eq(kk->tmaps[2].swizzle, 128);
    unbuild(&b);
    /* epilogue=pairs: pair stores from registers; an edge tile staged in
     * the ring's bytes, the producer holding the next tile's loads until
     * the consumers are done with it */
    ck_assert_msg(build_file(&b, EXAMPLES "/gemm_f16_large.tile", "nvidia/h200 -epilogue=pairs", &err), "%s", err.msg);
    src = tl_strbuf_cstr(&b.c.device_source);
    ck_assert(strstr(src, "const __grid_constant__ tl_tmap tl_tm1, int tl_tma)") != NULL);
    ck_assert(strstr(src, "tl_tma_store_2d(&") == NULL);
    /* one function holding both loop forms (its twin spilled there); B's
     * cp.async chunks in 64-column panels of the 128-byte swizzle */
    ck_assert(strstr(src, "((tl_q / 8) * 512 + tl_r * 8 + ((tl_q % 8) ^ (tl_r & 7)))") != NULL);
    ck_assert(strstr(src, "if ((tl_tma & 1) && tl_tid == 256) {") != NULL);
    ck_assert(strstr(src, "matmul_f16_large__cp") == NULL);
    ck_assert_int_eq(((const tl_cuda_artifact *)b.c.device_artifact)->kernels[0].persistent, 1);
    ck_assert(strstr(src, "if (tl_hold) /* the consumers stage this tile's edge in the ring's bytes: the next tile waits */") != NULL);
    ck_assert(strstr(src, "tl_mb_wait(tl_staged, tl_nheld++ & 1u);") != NULL);
    ck_assert(strstr(src, "tl_mb_arrive(tl_staged);") != NULL);
    ck_assert_int_eq(((const tl_cuda_artifact *)b.c.device_artifact)->kernels[0].ntmaps, 2);
    unbuild(&b);
    ck_assert(!build_file(&b, EXAMPLES "/gemm_f16_large.tile", "nvidia/h200 -epilogue=regs", &err));
    ck_assert_msg(strstr(err.msg, "target attribute epilogue is 'regs': it takes tma or pairs") != NULL, "%s", err.msg);
    unbuild(&b);
    /* cluster=2: blocks paired along the grid's rows, B (the same panels for
     * both) loaded half by each block and multicast, A each block's own;
     * a slot released in both blocks; the producer stays until the peer
     * has released every slot */
    ck_assert_msg(build_file(&b, EXAMPLES "/gemm_f16_large.tile", "nvidia/h200 -cluster=2", &err), "%s", err.msg);
    src = tl_strbuf_cstr(&b.c.device_source);
    ck_assert(strstr(src, "tl_tma_2d(tl_base + 0u + tl_slot * 16384u, &tl_tm0, (int32_t)(k * 64), (int32_t)(by * 128), tl_full + 8u * tl_slot);") != NULL);
    ck_assert(strstr(src, "tl_tma_2d_shared(tl_base + 73728u + tl_slot * 32768u, &tl_tm1, (int32_t)(bx * 256) + 64, (int32_t)(k * 64), "
                          "tl_full + 8u * tl_slot, 1u, tl_ncta, tl_rank);") != NULL);
    ck_assert(strstr(src, "tl_mb_init(tl_empty + 8u * tl_i, 2u * tl_ncta);") != NULL);
    ck_assert(strstr(src, "tl_mb_arrive_cluster(tl_empty + 8u * ((tl_i - 1u) % 4u), tl_ncta);") != NULL);
    ck_assert(strstr(src, "const int32_t by = tl_byc * (int32_t)tl_ncta + (int32_t)tl_rank;") != NULL);
    ck_assert(strstr(src, "for (int64_t tl_tile = tl_clid; tl_tile < tl_ntiles; tl_tile += tl_ncl) {") != NULL);
    ck_assert(strstr(src, "tl_cluster_sync();") != NULL);
    ck_assert_int_eq(((const tl_cuda_artifact *)b.c.device_artifact)->kernels[0].persistent, 2 | TL_CUDA_CP_TWIN);
    unbuild(&b);
    /* with the pair stores, an edge tile's hold released in both blocks */
    ck_assert_msg(build_file(&b, EXAMPLES "/gemm_f16_large.tile", "nvidia/h200 -cluster=2 -epilogue=pairs", &err), "%s", err.msg);
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "tl_mb_arrive_cluster(tl_staged, tl_ncta);") != NULL);
    unbuild(&b);
    ck_assert(!build_file(&b, EXAMPLES "/gemm_f16_large.tile", "nvidia/h200 -cluster=3", &err));
    unbuild(&b);
    ck_assert(!build_file(&b, EXAMPLES "/gemm_f16_large.tile", "nvidia/h200 -tma=bulk", &err));
    ck_assert_msg(strstr(err.msg, "target attribute tma is 'bulk': it takes warp or none") != NULL, "%s", err.msg);
    unbuild(&b);
    /* stream_k=off: every tile whole, no workspace; the attribute takes on or off */
    ck_assert_msg(build_file(&b, EXAMPLES "/gemm_f16_large.tile", "nvidia/h200 -stream_k=off", &err), "%s", err.msg);
    src = tl_strbuf_cstr(&b.c.device_source);
    ck_assert(strstr(src, "tl_sk") == NULL);
    ck_assert(strstr(src, "const __grid_constant__ tl_tmap tl_tm2, int tl_tma)") != NULL);
    ck_assert_int_eq(((const tl_cuda_artifact *)b.c.device_artifact)->kernels[0].persistent, 1 | TL_CUDA_CP_TWIN);
    unbuild(&b);
    ck_assert(!build_file(&b, EXAMPLES "/gemm_f16_large.tile", "nvidia/h200 -stream_k=yes", &err));
    ck_assert_msg(strstr(err.msg, "target attribute stream_k is 'yes': it takes on or off") != NULL, "%s", err.msg);
    unbuild(&b);

    /* a 4-warp 64x64 tile (gemm_f16.tile's matmul_f16_64x64): one panel of B */
    ck_assert_msg(build_file(&b, EXAMPLES "/gemm_f16.tile", "nvidia/h200", &err), "%s", err.msg);
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "m64n64k16.f32.f16.f16") != NULL);
    unbuild(&b);
}
END_TEST

/* Warpgroup MMAs with B stored [N, K] (transpose_b, K-major): its slots
 * like A's (rows of 32, 64 or 128 bytes in that swizzle, no panels), its
 * descriptor like A's; m64nNk16 with imm-trans-b 0 for 16-bit types,
 * m64nNk32 for fp8 (e4m3 and e5m2, mixed too; the form has no transpose
 * operands). An fp8 B [K, N] cannot be read so (PTX transposes 16-bit
 * operands alone): mma.sync m16n8k32. fp8 tensor cores need sm_89: sm_80
 * with mma=wgmma is refused, sm_80's own target runs scalar loops. NVRTC
 * compiles every form for sm_90a. */
/* A 256-thread pipelined gemm of 128-row tiles, BN x BK: A [M, K], B
 * stored [N, K] (kb: transpose_b) or [K, N], 3 stages, bf16 out. */
static const char *gemm_kb_src(char *buf, size_t cap, const char *ta, const char *tb, int bn, int bk, bool kb)
{
    char bshape[64], bcopy[64];
    snprintf(bshape, sizeof bshape, "%d, %d", kb ? bn : bk, kb ? bk : bn);
    snprintf(bcopy, sizeof bcopy, kb ? "bx * %d, k * %d" : "k * %d, bx * %d", kb ? bn : bk, kb ? bk : bn);
    snprintf(buf, cap,
             "kernel g(A: %s[M, K], B: %s[%s], C: bf16[M, N])\n"
             "    grid(ceildiv(N, %d), ceildiv(M, 128)) threads(256) as (bx, by) {\n"
             "    A_s = shared %s[128, %d]\n"
             "    B_s = shared %s[%s]\n"
             "    C_f = fragment f32[128, %d]\n"
             "    clear(C_f)\n"
             "    for k in pipelined(ceildiv(K, %d), stages=3) {\n"
             "        copy(A[by * 128, k * %d], A_s)\n"
             "        copy(B[%s], B_s)\n"
             "        gemm(A_s, B_s, C_f%s)\n"
             "    }\n"
             "    copy(C_f, C[by * 128, bx * %d])\n"
             "}\n",
             ta, tb, kb ? "N, K" : "K, N", bn, ta, bk, tb, bshape, bn, bk, bk, bcopy, kb ? ", transpose_b=true" : "", bn);
    return buf;
}

/* examples/flash_attention_wg.tile with -D values, for target. */
/* examples/flash_attention_wg.tile at the tiling its tests below were
 * written for, 128 query rows a block and rings of three slots (the file's
 * own at D 128; at D 64 it takes 192 rows, see
 * wgmma_flash_attention_three_warpgroups), unless `as_file` */
static bool build_fa_wg_as(built *b, const char *target, const tl_define *defs, size_t ndefs, bool as_file, tl_error *err)
{
    const char *path = EXAMPLES "/flash_attention_wg.tile";
    size_t len;
    char *src = lt_read_file(path, &len);
    ck_assert(src != NULL);
    memset(b, 0, sizeof *b);
    b->arena = tl_arena_new();
    int nerr = 0;
    tl_define all[8];
    ck_assert(ndefs + 2 <= sizeof all / sizeof *all);
    memcpy(all, defs, ndefs * sizeof *defs);
    if (!as_file) {
        all[ndefs++] = (tl_define){"BM", "128"};
        all[ndefs++] = (tl_define){"STAGES", "3"};
    }
    b->m = lt_compile(b->arena, path, src, len, all, ndefs, NULL, &nerr);
    free(src);
    ck_assert_msg(b->m != NULL, "%s does not compile", path);
    b->ctx = tl_create_backend_context(target, NULL, "nvrtc", err);
    if (!b->ctx)
        return false;
    tl_compilation_init(&b->c, b->arena, b->ctx, b->m, path);
    b->ok = true;
    return tl_run_pipeline(&b->c, err) && tl_run_codegen(&b->c, false, err);
}

static bool build_fa_wg(built *b, const char *target, const tl_define *defs, size_t ndefs, tl_error *err)
{
    return build_fa_wg_as(b, target, defs, ndefs, false, err);
}

/* Flash attention's two gemms on warpgroup MMAs (docs/gpu.md, "Flash
 * attention on warpgroup MMAs"): S = Q K^T with Q_s K-major and K_s a
 * K-major B, O += P V with P in registers (wgmma's register A) and V_s an
 * N-major B; at head dim 128 the shared tiles' 256-byte rows stored as
 * column panels; a layout wgmma cannot take and sm_80 keep mma.sync. */
/* The barriers in the first key loop from k on: from the loop's head to
 * the wait after it. */
static int loop_barriers_from(const char *k)
{
    const char *body = strstr(k, "for (int32_t kb = 0; kb < tl_nk; kb++) {");
    ck_assert(body != NULL);
    const char *end = strstr(body, "tl_cp_wait<0>();");
    ck_assert(end != NULL);
    int bars = 0;
    for (const char *p = strstr(body, "__syncthreads();"); p && p < end; p = strstr(p + 1, "__syncthreads();"))
        bars++;
    return bars;
}

/* The barriers in the key loop of kernel `name` of source cu. */
static int key_loop_barriers(const char *cu, const char *name)
{
    char head[128];
    snprintf(head, sizeof head, "__global__ void __launch_bounds__(128) %s(", name);
    const char *k = strstr(cu, head);
    ck_assert_msg(k != NULL, "no kernel %s", name);
    return loop_barriers_from(k);
}

/* The file's own tiling at D 64: 192 query rows a block on three consumer
 * warpgroups (512 threads with the producer), which share the registers the
 * producer gives up: 32 a producer thread, 160 a consumer (with 40 they got
 * 152, and ptxas spilled and serialized the wgmmas), the consumers' named
 * barrier over their 384 threads; rings of three slots, the empty barrier
 * counting the 12 consumer warps twice (Q K^T's and P V's releases), the P
 * V of a key block issued behind the next one's Q K^T and the warpgroups
 * taking turns at issuing them. NVRTC compiles it. */
START_TEST(wgmma_flash_attention_three_warpgroups)
{
    tl_error err = {0};
    built b;
    char reason[256];
    ck_assert_msg(build_fa_wg_as(&b, "nvidia/h200", NULL, 0, true, &err), "%s", err.msg);
    const char *cu = tl_strbuf_cstr(&b.c.device_source);
    static const char *const want[] = {
        "extern \"C\" __global__ void __launch_bounds__(512, 1) flash_attention_wg(",
        "if (tl_tid >= 384) { /* the producer warpgroup: the K/V rings' tiles by TMA, or cp.async */",
        "tl_setmaxnreg_dec<32>();", "tl_setmaxnreg_inc<160>();",
        "tl_mb_init(tl_kvempty + 8u * tl_i, 24u);",
        "tl_fence_proxy_async(); tl_bar_sync(1u, 384u);",
        "const uint32_t tl_kvs = (uint32_t)kb % 3u; /* the slot of this iteration's tiles */",
        "tl_wgmma_n128_f16_kb(acc_s, ",
        /* P V behind the next Q K^T, the three warpgroups taking turns (kv_turns) */
        "tl_wg_wait<1>(); /* these MMAs done, those left in flight */",
        "tl_bar_arrive(8u + (uint32_t)(tl_tid / 128 + 1) % 3u, 256u);",
    };
    for (size_t w = 0; w < sizeof want / sizeof *want; w++)
        ck_assert_msg(strstr(cu, want[w]) != NULL, "no '%s' in the CUDA source", want[w]);
    ck_assert(strstr(cu, "tl_setmaxnreg_dec<40>();") == NULL);
    if (!tl_nvrtc_load(reason, sizeof reason)) {
        printf("skipped: NVRTC compile of flash attention on three consumer warpgroups: %s\n", reason);
    } else {
        void *cubin = NULL;
        size_t n = 0;
        ck_assert_msg(tl_nvrtc_compile(cu, "fa_3wg.cu", "sm_90a", NULL, 0, false, &cubin, &n, &err), "%s", err.msg);
        ck_assert(n > 0);
        free(cubin);
    }
    unbuild(&b);
}
END_TEST

/* The K/V rings filled by a producer warpgroup's cp.async (kv_fill=warp):
 * 384 threads, the producer's 128 past the block's 256
 * copying by cp.async and publishing each slot on its full barrier as
 * its copies land (a thread that stored edge bytes itself arrives once
 * they all landed); the consumers wait on it and fence, give a slot
 * back on its empty barrier (one arrival a warp a gemm: 16) once the MMAs
 * reading it are retired, and meet at no block barrier in the loop: one
 * named barrier before it (Q_s's stores), one after. V needs no extra
 * slot for P V in flight (the producer waits for its release). */
START_TEST(wgmma_flash_attention_producer)
{
    tl_error err = {0};
    built b;
    char reason[256];
    bool nvrtc = tl_nvrtc_load(reason, sizeof reason);
    if (!nvrtc)
        printf("skipped: NVRTC compile of flash attention's producer form: %s\n", reason);
    static const tl_define d128[] = {{"D", "128"}};
    for (size_t nd = 0; nd < 2; nd++) {
        ck_assert_msg(build_fa_wg(&b, "nvidia/h200 -kv_fill=warp", d128, nd, &err), "D %s: %s", nd ? "128" : "64",
                      err.msg);
        const char *cu = tl_strbuf_cstr(&b.c.device_source);
        ck_assert(strstr(cu, "tl_tma_3d(tl_sa") == NULL);
        ck_assert_int_eq(((const tl_cuda_artifact *)b.c.device_artifact)->kernels[0].ntmaps, 0);
        static const char *const want[] = {
            "extern \"C\" __global__ void __launch_bounds__(384, 1) flash_attention_wg(",
            "if (tl_tid >= 256) { /* the producer warpgroup: the K/V rings' tiles by cp.async */",
            "tl_setmaxnreg_dec<40>();", "tl_setmaxnreg_inc<232>();",
            "tl_mb_init(tl_kvfull + 8u * tl_i, 128u);", "tl_mb_init(tl_kvempty + 8u * tl_i, 16u);",
            "const int32_t tl_tid = tl_ptid; /* the copies spread over the producer's 128 threads */",
            "tl_mb_wait(tl_kvempty + 8u * tl_kvs, ((uint32_t)kb / 3u - 1u) & 1u);",
            "if (__builtin_expect(!tl_stored, 1)) {\n"
            "                tl_cp_mb_arrive(tl_kvfull + 8u * tl_kvs); /* published as the copies land; the consumers fence them for wgmma */\n"
            "            } else { /* its own stores too: published once all landed, by an arrival that releases them */\n"
            "                tl_cp_commit();\n"
            "                tl_cp_wait<0>();\n"
            "                tl_mb_arrive(tl_kvfull + 8u * tl_kvs);\n"
            "            }",
            "tl_stored |= tl_ring_edge<",
            "tl_mb_wait(tl_kvfull + 8u * tl_kvs, ((uint32_t)kb / 3u) & 1u); /* this iteration's tiles landed */\n"
            "            tl_fence_proxy_async();",
            "tl_fence_proxy_async(); tl_bar_sync(1u, 256u);\n"
            "        if (tl_tid / 128 == 1) /* the first warpgroup's first turn (kv_turns) */\n"
            "            tl_bar_arrive(8u, 256u);\n"
            "        for (int32_t kb = 0; kb < tl_nk; kb++) {",
            "tl_mb_wait(tl_kvfull + 8u * tl_kvs, ((uint32_t)kb / 3u) & 1u); /* this iteration's tiles landed */",
            /* P V of the iteration before issued behind Q K^T (kv_overlap unset: on) */
            "const uint32_t tl_kvs_d = (uint32_t)(kb + 2) % 3u; /* the slot of V_s's tile of the iteration before */",
            "tl_wg_wait<1>(); /* these MMAs done, those left in flight */",
            "tl_wg_wait<0>(); /* the acc_o MMAs left in flight */\n"
            "            if (kb > 0 && (tl_tid & 31) == 0) /* the slot of the iteration before: its acc_o MMAs retired */\n"
            "                tl_mb_arrive(tl_kvempty + 8u * ((uint32_t)(kb + 2) % 3u));",
            "if ((tl_tid & 31) == 0) /* this iteration's slot: these MMAs retired */\n"
            "                    tl_mb_arrive(tl_kvempty + 8u * tl_kvs);",
        };
        for (size_t w = 0; w < sizeof want / sizeof *want; w++)
            ck_assert_msg(strstr(cu, want[w]) != NULL, "D %s: no '%s' in the CUDA source", nd ? "128" : "64", want[w]);
        /* the consumers' barriers are named (the producer is gone) */
        const char *k = strstr(cu, "tl_setmaxnreg_inc<232>();");
        const char *next = strstr(k, "/* kernel ");
        const char *sync = strstr(k, "__syncthreads();");
        ck_assert(sync == NULL || (next && sync > next));
        const tl_cuda_kernel *kk = &((const tl_cuda_artifact *)b.c.device_artifact)->kernels[0];
        ck_assert_int_eq(kk->threads, 384);
        ck_assert_int_eq(kk->dynamic_smem, nd ? 229376 : 114688); /* K and V three slots each */
        if (nvrtc) {
            void *cubin = NULL;
            size_t n = 0;
            ck_assert_msg(tl_nvrtc_compile(cu, "fa_ws.cu", "sm_90a", NULL, 0, false, &cubin, &n, &err), "%s", err.msg);
            free(cubin);
        }
        unbuild(&b);
    }
    /* kv_overlap=off: P V left in flight to the next Q K^T's wait, read from this iteration's slot */
    ck_assert_msg(build_fa_wg(&b, "nvidia/h200 -kv_fill=warp -kv_overlap=off", d128, 0, &err), "%s", err.msg);
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "const uint32_t tl_kvs_d = tl_kvs; /* the slot of V_s */") != NULL);
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "tl_wg_wait<1>();") == NULL);
    unbuild(&b);
    ck_assert(!build_fa_wg(&b, "nvidia/h200 -kv_fill=warps", d128, 0, &err));
    tl_assert_msg_contains(&err, "target attribute kv_fill is 'warps': it takes threads, warp or tma");
    unbuild(&b);
    /* one warpgroup of 64 rows (128 threads): no producer */
    ck_assert_msg(build_file(&b, EXAMPLES "/flash_attention.tile", "nvidia/h200", &err), "%s", err.msg);
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "the producer warpgroup: the K/V") == NULL);
    unbuild(&b);
}
END_TEST

/* kv_pingpong=on: the consumer warpgroups of the key loop take turns at
 * the tensor cores (kv_turns): warpgroup w waits on named barrier 8 + w
 * before its Q K^T, and once that (and the P V issued behind it, D 128)
 * is issued arrives on the next one's barrier, before its wait for Q K^T;
 * the last warpgroup's arrival before the loop starts the first. Two
 * warpgroups at D 128, three at D 64. Unset, only where P V is issued
 * behind Q K^T (D 128). NVRTC compiles the D 128 form. */
START_TEST(wgmma_flash_attention_pingpong)
{
    tl_error err = {0};
    built b;
    char reason[256];
    bool nvrtc = tl_nvrtc_load(reason, sizeof reason);
    if (!nvrtc)
        printf("skipped: NVRTC compile of flash attention's ping-pong form: %s\n", reason);
    static const tl_define d128[] = {{"D", "128"}}, d64s3[] = {{"D", "64"}, {"STAGES", "3"}},
                           d64s2[] = {{"D", "64"}, {"STAGES", "2"}};
    ck_assert_msg(build_fa_wg_as(&b, "nvidia/h200 -kv_pingpong=on", d128, 1, true, &err), "%s", err.msg);
    const char *cu = tl_strbuf_cstr(&b.c.device_source);
    /* per kernel (plain and causal): the first turn, a wait, two arrivals (kb 0 and after) */
    ck_assert_int_eq(occurrences(cu, "if (tl_tid / 128 == 1) /* the first warpgroup's first turn (kv_turns) */"), 2);
    ck_assert_int_eq(occurrences(cu, "tl_bar_arrive(8u, 256u);"), 2);
    ck_assert_int_eq(occurrences(cu, "tl_bar_sync(8u + (uint32_t)(tl_tid / 128), 256u);"), 2);
    ck_assert_int_eq(occurrences(cu, "tl_bar_arrive(8u + (uint32_t)(tl_tid / 128 + 1) % 2u, 256u);"), 4);
    /* the order in the loop: the turn, Q K^T, P V, the next's turn, the wait for Q K^T */
    const char *turn = strstr(cu, "tl_bar_sync(8u + (uint32_t)(tl_tid / 128), 256u);");
    const char *fence = strstr(turn, "tl_wg_fence();");
    const char *pv = strstr(fence, "tl_wgmma_n128_f16_ra(");
    const char *pass = strstr(pv, "tl_bar_arrive(8u + ");
    const char *wait = strstr(pass, "tl_wg_wait<1>();");
    ck_assert(fence && pv && pass && wait && strstr(turn, "tl_wgmma_n128_f16_kb<0>(") < pv);
    if (nvrtc) {
        void *cubin = NULL;
        size_t n = 0;
        ck_assert_msg(tl_nvrtc_compile(cu, "fa_pp.cu", "sm_90a", NULL, 0, false, &cubin, &n, &err), "%s", err.msg);
        free(cubin);
    }
    unbuild(&b);
    ck_assert_msg(build_fa_wg_as(&b, "nvidia/h200 -kv_pingpong=on", d64s3, 2, true, &err), "%s", err.msg);
    cu = tl_strbuf_cstr(&b.c.device_source);
    ck_assert_int_eq(occurrences(cu, "if (tl_tid / 128 == 2) /* the first warpgroup's first turn (kv_turns) */"), 2);
    ck_assert_int_eq(occurrences(cu, "tl_bar_arrive(8u + (uint32_t)(tl_tid / 128 + 1) % 3u, 256u);"), 4);
    unbuild(&b);
    /* D 64 with two slots: P V is waited for at once, the turn is Q K^T's alone */
    ck_assert_msg(build_fa_wg_as(&b, "nvidia/h200 -kv_pingpong=on", d64s2, 2, true, &err), "%s", err.msg);
    cu = tl_strbuf_cstr(&b.c.device_source);
    ck_assert_int_eq(occurrences(cu, "tl_bar_arrive(8u + (uint32_t)(tl_tid / 128 + 1) % 3u, 256u);"), 2);
    turn = strstr(cu, "tl_bar_sync(8u + (uint32_t)(tl_tid / 128), 256u);");
    pass = strstr(turn, "tl_bar_arrive(8u + ");
    wait = strstr(pass, "tl_wg_wait<0>();");
    ck_assert(pass && wait && strstr(turn, "tl_wgmma_n128_f16_kb<0>(") < pass);
    unbuild(&b);
    /* unset: on where P V is issued behind Q K^T (D 128), off at D 64's two slots */
    ck_assert_msg(build_fa_wg_as(&b, "nvidia/h200", d128, 1, true, &err), "%s", err.msg);
    ck_assert_int_eq(occurrences(tl_strbuf_cstr(&b.c.device_source), "tl_bar_arrive(8u + (uint32_t)(tl_tid / 128 + 1) % 2u, 256u);"), 4);
    unbuild(&b);
    ck_assert_msg(build_fa_wg_as(&b, "nvidia/h200", d64s2, 2, true, &err), "%s", err.msg);
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "tl_bar_arrive(8u") == NULL);
    unbuild(&b);
    ck_assert_msg(build_fa_wg_as(&b, "nvidia/h200 -kv_pingpong=off", d128, 1, true, &err), "%s", err.msg);
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "tl_bar_arrive(8u") == NULL);
    unbuild(&b);
    ck_assert(!build_fa_wg_as(&b, "nvidia/h200 -kv_pingpong=yes", d128, 1, true, &err));
    tl_assert_msg_contains(&err, "kv_pingpong");
    unbuild(&b);
}
END_TEST

/* The K/V rings filled by TMA (kv_fill=tma, set by the nvidia/h200 tag):
 * the kernel takes a tensor map of K and one of V (3-D: the batch-head
 * index their third coordinate; a box a 64-column panel of a slot, 128-byte
 * swizzle) and the bits of the maps built; one producer thread waits for
 * a slot's release, sets its full barrier to expect both tiles' bytes
 * (one arrival) and copies each panel; at D 128 two boxes a tile, 64
 * columns apart, the second panel 16 KiB into the slot. Where the launch
 * built no maps the producer's 128 threads copy by cp.async (128
 * arrivals), and only then do the consumers fence the tiles for wgmma.
 * Q's tile, copied before the loop and read only by Q K^T, is the
 * producer's too (a third map, its own barrier), the consumers' copy of
 * it kept for launches without maps. NVRTC compiles both head dims. */
START_TEST(wgmma_flash_attention_tma_producer)
{
    tl_error err = {0};
    built b;
    char reason[256];
    bool nvrtc = tl_nvrtc_load(reason, sizeof reason);
    if (!nvrtc)
        printf("skipped: NVRTC compile of flash attention's TMA producer: %s\n", reason);
    static const tl_define d128[] = {{"D", "128"}};
    for (size_t nd = 0; nd < 2; nd++) {
        ck_assert_msg(build_fa_wg(&b, "nvidia/h200", d128, nd, &err), "D %s: %s", nd ? "128" : "64", err.msg);
        const char *cu = tl_strbuf_cstr(&b.c.device_source);
        static const char *const want[] = {
            "long long tl_dim_BH, long long tl_dim_S, const __grid_constant__ tl_tmap tl_tm0, const __grid_constant__ tl_tmap tl_tm1, "
            "const __grid_constant__ tl_tmap tl_tm2, int tl_tma)",
            /* Q's tile by the producer's TMA too, the consumers' copy where no map was built */
            "tl_mb_init(tl_qfull, 1u);",
            "if (!(tl_tma & 1)) { /* Q_s's tile: the producer's TMA where the launch built the maps */",
            "if (tl_tma & 1) /* Q_s's tile, loaded by the producer */\n"
            "            tl_mb_wait(tl_qfull, 0u);",
            "tl_mb_init(tl_kvfull + 8u * tl_i, (tl_tma & 1) ? 1u : 128u);",
            "if (tl_tid >= 256) { /* the producer warpgroup: the K/V rings' tiles by TMA, or cp.async */",
            "if (tl_tma & 1) { /* the launch built the tensor maps: the tiles by TMA, from one thread */\n"
            "            if (tl_ptid == 0) {\n"
            "                tl_mb_expect(tl_qfull, ",
            "tl_qfull);\n"
            "                for (int32_t kb = 0; kb < tl_nk; kb++) {",
            "const int32_t tl_tid = tl_ptid; /* the copies spread over the producer's 128 threads */",
            "if (!(tl_tma & 1)) /* cp.async's writes (the launch built no maps): the generic proxy, read through the async one */\n"
            "                tl_fence_proxy_async();",
        };
        for (size_t w = 0; w < sizeof want / sizeof *want; w++)
            ck_assert_msg(strstr(cu, want[w]) != NULL, "D %s: no '%s' in the CUDA source", nd ? "128" : "64", want[w]);
        static const char *const want64[] = {
            "tl_mb_expect(tl_qfull, 16384u); /* Q_s, before the key loop's tiles */\n"
            "                tl_tma_3d(tl_smem_addr(tl_smem) + 0u, &tl_tm2, (int32_t)(0) + 0, (int32_t)(bx * 128), (int32_t)(bz), tl_qfull);",
            "tl_mb_expect(tl_kvfull + 8u * tl_kvs, 32768u);",
            "tl_tma_3d(tl_sa_K_s + tl_kvs * 16384u + 0u, &tl_tm0, (int32_t)(0) + 0, (int32_t)(kb * 128), (int32_t)(bz), tl_kvfull + 8u * tl_kvs);",
            "tl_tma_3d(tl_sa_V_s + tl_kvs * 16384u + 0u, &tl_tm1, (int32_t)(0) + 0, (int32_t)(kb * 128), (int32_t)(bz), tl_kvfull + 8u * tl_kvs);",
        };
        static const char *const want128[] = {
            "tl_tma_3d(tl_smem_addr(tl_smem) + 16384u, &tl_tm2, (int32_t)(0) + 64, (int32_t)(bx * 128), (int32_t)(bz), tl_qfull);",
            "tl_mb_expect(tl_kvfull + 8u * tl_kvs, 65536u);",
            "tl_tma_3d(tl_sa_K_s + tl_kvs * 32768u + 0u, &tl_tm0, (int32_t)(0) + 0, (int32_t)(kb * 128), (int32_t)(bz), tl_kvfull + 8u * tl_kvs);",
            "tl_tma_3d(tl_sa_K_s + tl_kvs * 32768u + 16384u, &tl_tm0, (int32_t)(0) + 64, (int32_t)(kb * 128), (int32_t)(bz), tl_kvfull + 8u * tl_kvs);",
            "tl_tma_3d(tl_sa_V_s + tl_kvs * 32768u + 16384u, &tl_tm1, (int32_t)(0) + 64, (int32_t)(kb * 128), (int32_t)(bz), tl_kvfull + 8u * tl_kvs);",
        };
        for (size_t w = 0; w < 4; w++)
            ck_assert_msg(strstr(cu, nd ? want128[w] : want64[w]) != NULL, "D %s: no '%s' in the CUDA source", nd ? "128" : "64",
                          nd ? want128[w] : want64[w]);
        if (nd)
            ck_assert(strstr(cu, want128[4]) != NULL);
        const tl_cuda_kernel *kk = &((const tl_cuda_artifact *)b.c.device_artifact)->kernels[0];
        ck_assert_int_eq(kk->ntmaps, 3);
        ck_assert_int_eq(kk->persistent, 0);
        for (int i = 0; i < 3; i++) {
            const tl_cuda_tmap *m = &kk->tmaps[i];
            ck_assert_int_eq(m->param, (i + 1) % 3); /* K, V, then Q */
            ck_assert_int_eq(m->rank, 3);
            ck_assert_int_eq(m->store, 0);
            ck_assert_int_eq(m->swizzle, 128);
            ck_assert_int_eq(m->elem_bytes, 2);
            ck_assert_uint_eq(m->box[0], 64);
            ck_assert_uint_eq(m->box[1], 128); /* BN key rows, BM query rows */
            ck_assert_uint_eq(m->box[2], 1);
            /* [BH, S, D] over BH 6, S 1000 */
            int64_t dims[2] = {6, 1000}, e[3];
            for (int d = 0; d < 3; d++)
                ck_assert(tl_cuda_expr_eval(&m->dims[d], dims, &e[d]));
            ck_assert_int_eq(e[0], nd ? 128 : 64);
            ck_assert_int_eq(e[1], 1000);
            ck_assert_int_eq(e[2], 6);
        }
        if (nvrtc) {
            void *cubin = NULL;
            size_t n = 0;
            ck_assert_msg(tl_nvrtc_compile(cu, "fa_tma.cu", "sm_90a", NULL, 0, false, &cubin, &n, &err), "%s", err.msg);
            free(cubin);
        }
        unbuild(&b);
    }
}
END_TEST

/* A let of the kernel's body that the start can compute (the causal
 * kernel's `let mb = ceildiv(S, BM) - 1 - bx`, its tiles longest first)
 * is written in the producer warpgroup too, so the producer still takes
 * the trip count and Q's tile by TMA from it. */
START_TEST(wgmma_flash_attention_producer_reads_top_lets)
{
    tl_error err = {0};
    built b;
    ck_assert_msg(build_fa_wg(&b, "nvidia/h200", NULL, 0, &err), "%s", err.msg);
    const char *cu = tl_strbuf_cstr(&b.c.device_source);
    const char *k = strstr(cu, "flash_attention_wg_causal(");
    ck_assert(k != NULL);
    const char *prod = strstr(k, "/* the producer warpgroup: the K/V rings' tiles by TMA, or cp.async */");
    ck_assert_msg(prod != NULL, "the causal kernel has no producer warpgroup");
    const char *let = "const int32_t mb = ((int32_t)tl_ceildiv_i64(S, 128) - 1) - bx;";
    const char *in_prod = strstr(prod, let);
    ck_assert_msg(in_prod != NULL, "the producer does not compute mb");
    ck_assert(in_prod < strstr(prod, "const int32_t tl_nk = (int32_t)((int32_t)tl_ceildiv_i64((int32_t)tl_min_i64(S, ((mb * 128) + 128)), 128));"));
    ck_assert(strstr(prod, "(int32_t)(mb * 128), (int32_t)(bz), tl_qfull);") != NULL);
    ck_assert_msg(strstr(strstr(prod, "tl_setmaxnreg_inc"), let) != NULL, "the consumers do not compute mb");
    unbuild(&b);

    /* a let the producer does not read stays the consumers' alone */
    size_t len;
    char *src = lt_read_file(EXAMPLES "/flash_attention_wg.tile", &len);
    ck_assert(src != NULL);
    const char *at = strstr(src, "    let mb = ceildiv(S, BM) - 1 - bx\n");
    ck_assert(at != NULL);
    at = strchr(at, '\n') + 1;
    tl_strbuf with = {0};
    tl_strbuf_printf(&with, "%.*s    let unread = S * 2 + 1\n%s", (int)(at - src), src, at);
    free(src);
    memset(&b, 0, sizeof b);
    b.arena = tl_arena_new();
    int nerr = 0;
    static const tl_define tiles[] = {{"BM", "128"}, {"STAGES", "3"}};
    b.m = lt_compile(b.arena, "unread.tile", with.data, with.len, tiles, 2, NULL, &nerr);
    tl_strbuf_free(&with);
    ck_assert(b.m != NULL);
    b.ctx = tl_create_backend_context("nvidia/h200", NULL, "nvrtc", &err);
    ck_assert_msg(b.ctx != NULL, "%s", err.msg);
    tl_compilation_init(&b.c, b.arena, b.ctx, b.m, "unread.tile");
    b.ok = true;
    ck_assert_msg(tl_run_pipeline(&b.c, &err) && tl_run_codegen(&b.c, false, &err), "%s", err.msg);
    cu = tl_strbuf_cstr(&b.c.device_source);
    k = strstr(cu, "flash_attention_wg_causal(");
    ck_assert(k != NULL);
    prod = strstr(k, "/* the producer warpgroup: the K/V rings' tiles by TMA, or cp.async */");
    ck_assert(prod != NULL);
    const char *cons = strstr(prod, "tl_setmaxnreg_inc");
    const char *unread = strstr(prod, "const int32_t unread = (S * 2) + 1;");
    ck_assert_msg(unread != NULL && unread > cons, "the producer computes a let it does not read");
    unbuild(&b);
}
END_TEST


START_TEST(wgmma_flash_attention)
{
    tl_error err = {0};
    built b;
    char reason[256];
    bool nvrtc = tl_nvrtc_load(reason, sizeof reason);
    if (!nvrtc)
        printf("skipped: NVRTC compile of flash attention's wgmma forms: %s\n", reason);
    static const tl_define d128[] = {{"D", "128"}};
    static const struct {
        size_t ndefs;
        const char *want[12];
        const char *overlap; /* the kv_overlap attribute, or NULL */
    } cases[] = {
        /* D 64, BN 128: 128-byte rows, one panel */
        {0,
         {"wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16", "}, %64, %65, p, 1, 1, 0, 0; }",
          /* register A, N-major B (imm-trans-b 1) */
          "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16", "}, {%32, %33, %34, %35}, %36, p, 1, 1, 1; }",
          "tl_wgmma_n64_f16_ra(acc_o, &tl_pa_P_s[tl_k / 16 * 4], tl_wg_desc(tl_bs + (uint32_t)tl_k * 128u, 16384u, 1024u, 1u));",
          "tl_wgmma_n128_f16_kb(acc_s, tl_wg_desc(tl_as + (uint32_t)(tl_k / 64) * 16384u + (uint32_t)(tl_k % 64) * 2u, 16u, 1024u, 1u), "
          "tl_wg_desc(tl_bs + (uint32_t)(tl_k / 64) * 16384u + (uint32_t)(tl_k % 64) * 2u, 16u, 1024u, 1u));",
          "const uint32_t tl_as = tl_smem_addr(Q_s) + (uint32_t)(tl_tid / 128) * 8192u;",
          /* the row vectors in registers though acc_s and acc_o differ in width */
          "float m[2]; /* fragment [128]: this thread's 2 rows",
          /* the clear of acc_s is Q K^T's first MMA, scale-d 0 (wg_clear_folds) */
          "/* the clear of acc_s: the first MMA of the gemm below (scale-d 0) */\n"
          "            { /* gemm on warpgroup MMAs",
          "template <int SD = 1> TL_DEV void tl_wgmma_n128_f16_kb(float *d, uint64_t da, uint64_t db)"},
         NULL},
        /* D 64: K and V in cp.async rings of three slots (the loop's
         * stages=3) and four (V: P V's MMAs stay in flight into the next
         * key block), the copies two iterations ahead, the MMAs reading
         * this iteration's slot */
        {0,
         {"const uint32_t tl_bs = tl_sa_K_s + tl_kvs * 16384u;", "const uint32_t tl_bs = tl_sa_V_s + tl_kvs_d * 16384u;",
          "tl_cp_wait<2>(); /* this thread's copies of this iteration landed */",
          "unsigned char *const K_s = tl_smem + 16384; /* shared f16[128 x 64]: a ring of 3 slots filled by cp.async",
          "const uint16_t *const tl_src = K + (tl_lin ? tl_ld : 0) * (int64_t)(S) * tl_d1;",
          "const uint32_t tl_kvs = (uint32_t)kb % 3u; /* the slot of this iteration's tiles */", "const int32_t tl_kn = kb + 2;",
          "tl_sa_V_s + (uint32_t)((uint32_t)tl_kn % 4u) * 16384u",
          /* exp2 the hardware's, subnormal results flushed (tl_exp2f), of
           * the score scaled and shifted by one fused multiply-add (fma) */
          "acc_s[tl_s * 4 + tl_v] = (tl_exp2f((fmaf(acc_s[tl_s * 4 + tl_v], 0.18033688f, __fmul_rn((-m[(tl_s / 16) * 2 + tl_v / 2]), 0.18033688f)))));"},
         NULL},
        /* D 128: 256-byte rows as two column panels, Q_s's stored by
         * element, K_s's and V_s's by cp.async into panels */
        {1,
         {"uint16_t (*Q_s)[128][64] = (uint16_t (*)[128][64])(tl_smem + ",
          "*(float2 *)&Q_s[(j1) / 64][i1][((((j1) % 64) / 8) ^ ((i1) & 7)) * 8 + (j1) % 8] = tl_qs[tl_s];",
          "(uint32_t)((tl_q / 8) * 1024 + tl_r * 8 + ((tl_q % 8) ^ (tl_r & 7))) * 16u;",
          "tl_wgmma_n128_f16_kb(acc_s, tl_wg_desc(tl_as + (uint32_t)(tl_k / 64) * 16384u + (uint32_t)(tl_k % 64) * 2u, 16u, 1024u, 1u), "
          "tl_wg_desc(tl_bs + (uint32_t)(tl_k / 64) * 16384u + (uint32_t)(tl_k % 64) * 2u, 16u, 1024u, 1u));",
          "tl_wgmma_n128_f16_ra(acc_o, &tl_pa_P_s[tl_k / 16 * 4], tl_wg_desc(tl_bs + (uint32_t)tl_k * 128u, 16384u, 1024u, 1u));",
          "for (int32_t tl_k = 16; tl_k < 128; tl_k += 16)",
          /* P V's extra slot does not fit with three: P V behind the next
           * Q K^T (kv_overlap), K's ring two slots, V's three, the copies
           * one block ahead */
          "unsigned char *const V_s = tl_smem + 98304; /* shared f16[128 x 128]: a ring of 3 slots filled by cp.async",
          "const uint32_t tl_kvs = (uint32_t)(kb & 1); /* the slot of this iteration's tiles */", NULL},
         NULL},
        /* kv_overlap=off: as unset at D 64; at D 128 (no room for P V's
         * extra slot) P V waited for at once, K and V three slots each */
        {0,
         {"tl_cp_wait<2>(); /* this thread's copies of this iteration landed */",
          "const uint32_t tl_kvs_d = (uint32_t)kb % 4u; /* the slot of V_s, one more: the MMAs of the iteration before may still read "
          "theirs */",
          "tl_sa_V_s + (uint32_t)((uint32_t)tl_kn % 4u) * 16384u", NULL},
         "off"},
        {1,
         {"unsigned char *const V_s = tl_smem + 131072; /* shared f16[128 x 128]: a ring of 3 slots filled by cp.async",
          "const uint32_t tl_kvs = (uint32_t)kb % 3u; /* the slot of this iteration's tiles */", NULL},
         "off"},
        /* kv_overlap=on: at D 64 too, the rings as unset */
        {0,
         {"tl_cp_wait<2>(); /* this thread's copies of this iteration landed */",
          "const uint32_t tl_kvs_d = (uint32_t)(kb + 3) % 4u; /* the slot of V_s's tile of the iteration before */", NULL},
         "on"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char target[96];
        snprintf(target, sizeof target, "nvidia/h200 -kv_fill=threads%s%s", cases[i].overlap ? " -kv_overlap=" : "",
                 cases[i].overlap ? cases[i].overlap : "");
        bool off = cases[i].overlap && !strcmp(cases[i].overlap, "off"), on = cases[i].overlap && !strcmp(cases[i].overlap, "on");
        bool rotated = on || (cases[i].ndefs && !off), deferred = !off || !cases[i].ndefs;
        ck_assert_msg(build_fa_wg(&b, target, d128, cases[i].ndefs, &err), "case %zu: %s", i, err.msg);
        const char *cu = tl_strbuf_cstr(&b.c.device_source);
        for (int w = 0; w < 12 && cases[i].want[w]; w++)
            ck_assert_msg(strstr(cu, cases[i].want[w]) != NULL, "case %zu: no '%s' in the CUDA source", i, cases[i].want[w]);
        /* both gemms of both kernels, no mma.sync left; the operands'
         * generic stores fenced for the async proxy before each barrier */
        const char *k0 = strstr(cu, "/* kernel flash_attention_wg:");
        ck_assert(k0 != NULL);
        ck_assert(strstr(k0, "tl_mma_f16(&") == NULL && strstr(k0, "tl_ldsm_x4(tl_") == NULL);
        ck_assert(strstr(cu, "tl_fence_proxy_async(); __syncthreads();") != NULL);
        ck_assert(strstr(cu, "extern __shared__ __align__(1024) unsigned char tl_smem[];") != NULL);
        /* a key block has the rings' two barriers only: the body after the
         * copies writes no shared buffer (P stays in registers), so the
         * barriers thread_sync put before the two gemms go
         * (kv_rest_unsynced), and one goes after the loop */
        for (const char *k = strstr(cu, "/* kernel flash_attention_wg"); k; k = strstr(k + 1, "/* kernel flash_attention_wg")) {
            const char *body = strstr(k, "for (int32_t kb = 0; kb < tl_nk; kb++) {");
            ck_assert(body != NULL);
            const char *end = strstr(body, "tl_cp_wait<0>();");
            ck_assert(end != NULL);
            int bars = loop_barriers_from(k);
            ck_assert_msg(bars == 2, "case %zu: %d barriers in a key block, not 2", i, bars);
            int waits = 0, waits1 = 0;
            for (const char *p = strstr(body, "tl_wg_wait<0>();"); p && p < end; p = strstr(p + 1, "tl_wg_wait<0>();"))
                waits++;
            for (const char *p = strstr(body, "tl_wg_wait<1>();"); p && p < end; p = strstr(p + 1, "tl_wg_wait<1>();"))
                waits1++;
            const char *last = strstr(end - 200, "tl_wg_wait<0>(); /* the last iteration's acc_o MMAs */");
            ck_assert((last && last < end) == deferred);
            ck_assert((strstr(k, "tl_sa_V_s + tl_kvs_d * ") != NULL) == deferred);
            if (rotated) {
                /* P V of the block before issued behind Q K^T, which alone
                 * is waited for (wait_group 1; wait_group 0 when there was
                 * none), P V where acc_o is next touched; the last block's
                 * P V after the loop */
                ck_assert_int_eq(waits1, 1);
                ck_assert_int_eq(waits, 3);
                ck_assert(strstr(body, "if (kb > 0) { /* the acc_o MMAs of the iteration before, behind these") != NULL);
                ck_assert(strstr(body, "tl_wg_wait<0>(); /* the acc_o MMAs left in flight */") != NULL);
                ck_assert(strstr(body, "if (tl_nk > 0) { /* the last iteration's acc_o MMAs */") != NULL);
            } else {
                /* P V's MMAs left in flight over the next block's head
                 * (Q K^T's wait_group 0 retires them): the loop's one
                 * wait, and one after it; with kv_overlap=off at D 128
                 * (no room for P V's extra slot) waited for at once: two
                 * in the loop */
                ck_assert_int_eq(waits1, 0);
                ck_assert_int_eq(waits, 2);
            }
            ck_assert(strstr(end, "tl_cp_wait<0>();\n        tl_fence_proxy_async(); __syncthreads(); /* the reads of the last "
                                  "iteration before what follows the loop */") == end);
        }
        if (nvrtc) {
            void *cubin = NULL;
            size_t n = 0;
            ck_assert_msg(tl_nvrtc_compile(cu, "fa_wg.cu", "sm_90a", NULL, 0, false, &cubin, &n, &err), "case %zu: %s", i, err.msg);
            free(cubin);
        }
        unbuild(&b);
        /* sm_80, and a Hopper target told to keep mma.sync: the same
         * layout on mma.sync, P still the register A operand */
        static const char *const others[] = {"cuda -arch=sm_80", "nvidia/h200 -mma=m16n8k16"};
        for (int o = 0; o < 2; o++) {
            ck_assert_msg(build_fa_wg(&b, others[o], d128, cases[i].ndefs, &err), "case %zu, %s: %s", i, others[o], err.msg);
            cu = tl_strbuf_cstr(&b.c.device_source);
            ck_assert_msg(strstr(cu, "wgmma") == NULL && strstr(cu, "tl_mma_f16(&") != NULL, "case %zu, %s", i, others[o]);
            ck_assert(strstr(cu, "P_s from the registers its copy packed (layout(regs))") != NULL);
            if (nvrtc && o == 0) {
                void *cubin = NULL;
                size_t n = 0;
                ck_assert_msg(tl_nvrtc_compile(cu, "fa_wg.cu", "sm_80", NULL, 0, false, &cubin, &n, &err), "case %zu: %s", i,
                              err.msg);
                free(cubin);
            }
            unbuild(&b);
        }
    }
    /* kv_overlap=off: D 128's three slots take 224 KiB (Q_s 32, K_s and
     * V_s 96 each): under a smaller limit the rings fall back to two
     * slots (160 KiB), and below that the kernel is refused with the
     * rings named. With the overlap (the default) the slots go first
     * and P V's extra slot stays: D 128 two slots for K, three for V
     * (192 KiB); D 64 under 120000 bytes the same (96 KiB) */
    {
        ck_assert_msg(build_fa_wg(&b, "nvidia/h200 -kv_fill=threads", d128, 1, &err), "%s", err.msg);
        ck_assert_int_eq(((const tl_cuda_artifact *)b.c.device_artifact)->kernels[0].dynamic_smem, 196608);
        unbuild(&b);
        ck_assert_msg(build_fa_wg(&b, "nvidia/h200 -kv_fill=threads -max_shared_memory_per_block=120000", d128, 0, &err), "%s", err.msg);
        const char *cu1 = tl_strbuf_cstr(&b.c.device_source);
        ck_assert(strstr(cu1, "K_s = tl_smem + 16384; /* shared f16[128 x 64]: a ring of 2 slots") != NULL);
        ck_assert(strstr(cu1, "V_s = tl_smem + 49152; /* shared f16[128 x 64]: a ring of 3 slots") != NULL);
        ck_assert(strstr(cu1, "tl_wg_wait<1>(); /* these MMAs done, those left in flight */") != NULL);
        ck_assert_int_eq(((const tl_cuda_artifact *)b.c.device_artifact)->kernels[0].dynamic_smem, 98304);
        unbuild(&b);
        ck_assert(!build_fa_wg(&b, "nvidia/h200 -kv_fill=threads -kv_overlap=maybe", d128, 1, &err));
        tl_assert_msg_contains(&err, "target attribute kv_overlap is 'maybe': it takes on or off");
        unbuild(&b);
        ck_assert_msg(build_fa_wg(&b, "nvidia/h200 -kv_fill=threads -kv_overlap=off", d128, 1, &err), "%s", err.msg);
        ck_assert_int_eq(((const tl_cuda_artifact *)b.c.device_artifact)->kernels[0].dynamic_smem, 229376);
        unbuild(&b);
        ck_assert_msg(build_fa_wg(&b, "nvidia/h200 -kv_fill=threads -kv_overlap=off -max_shared_memory_per_block=200000", d128, 1, &err), "%s", err.msg);
        const char *cu2 = tl_strbuf_cstr(&b.c.device_source);
        ck_assert(strstr(cu2, "a ring of 2 slots filled by cp.async") != NULL && strstr(cu2, "a ring of 3 slots") == NULL);
        ck_assert(strstr(cu2, "tl_cp_wait<1>(); /* this thread's copies of this iteration landed */") != NULL);
        ck_assert(strstr(cu2, "const uint32_t tl_kvs = (uint32_t)(kb & 1);") != NULL);
        ck_assert_int_eq(((const tl_cuda_artifact *)b.c.device_artifact)->kernels[0].dynamic_smem, 163840);
        if (nvrtc) {
            void *cubin = NULL;
            size_t n = 0;
            ck_assert_msg(tl_nvrtc_compile(cu2, "fa_wg.cu", "sm_90a", NULL, 0, false, &cubin, &n, &err), "%s", err.msg);
            free(cubin);
        }
        unbuild(&b);
        /* D 64 under 120000 bytes: P V waited for at once again, V's ring
         * of three slots as K's (112 KiB) */
        ck_assert_msg(build_fa_wg(&b, "nvidia/h200 -kv_fill=threads -kv_overlap=off -max_shared_memory_per_block=120000", d128, 0, &err), "%s",
                      err.msg);
        cu2 = tl_strbuf_cstr(&b.c.device_source);
        ck_assert(strstr(cu2, "a ring of 4 slots") == NULL && strstr(cu2, "tl_kvs_d") == NULL);
        ck_assert_int_eq(((const tl_cuda_artifact *)b.c.device_artifact)->kernels[0].dynamic_smem, 114688);
        unbuild(&b);
        ck_assert(!build_fa_wg(&b, "nvidia/h200 -kv_fill=threads -max_shared_memory_per_block=150000", d128, 1, &err));
        tl_assert_msg_contains(&err, "kernel 'flash_attention_wg': with the K/V rings of its pipelined loop at two slots it "
                                     "needs 163840 bytes of shared memory, the target allows 150000");
        unbuild(&b);
    }
    /* flash_attention.tile's one-warpgroup kernels on the same K/V rings:
     * _rows_preg keeps P in registers and loses the two barriers as
     * flash_attention_wg does; _rows stores P_s in shared memory between
     * the two gemms, so its barriers stay, but for one of the two around
     * the clear of acc_s, which writes registers alone and has become Q
     * K^T's first MMA (wg_clear_folds) */
    {
        ck_assert_msg(build_file(&b, EXAMPLES "/flash_attention.tile", "nvidia/h200", &err), "%s", err.msg);
        const char *cu3 = tl_strbuf_cstr(&b.c.device_source);
        ck_assert_int_eq(key_loop_barriers(cu3, "flash_attention_rows_preg"), 2);
        ck_assert_int_eq(key_loop_barriers(cu3, "flash_attention_rows"), 3);
        unbuild(&b);
    }
    /* an accumulator whose warps do not own whole 16-row tiles (no
     * layout(rows): the MMA search's 2x4 warps) is not wgmma's layout:
     * both gemms stay on mma.sync */
    size_t len;
    char *src = lt_read_file(EXAMPLES "/flash_attention_wg.tile", &len);
    ck_assert(src != NULL);
    for (char *p = strstr(src, " layout(rows)"); p; p = strstr(p, " layout(rows)"))
        memset(p, ' ', strlen(" layout(rows)"));
    ck_assert_msg(build_src(&b, "fa_wg.tile", src, len, "nvidia/h200", &err), "%s", err.msg);
    free(src);
    const char *cu = tl_strbuf_cstr(&b.c.device_source);
    ck_assert(strstr(cu, "wgmma.mma_async") == NULL && strstr(cu, "tl_mma_f16(&") != NULL);
    ck_assert(strstr(cu, "tl_fence_proxy_async(); __syncthreads();") == NULL);
    unbuild(&b);
}
END_TEST

START_TEST(wgmma_k_major_b_and_fp8)
{
    tl_error err = {0};
    built b;
    char src[2048];
    char reason[256];
    bool nvrtc = tl_nvrtc_load(reason, sizeof reason);
    if (!nvrtc)
        printf("skipped: NVRTC compile of the K-major and fp8 wgmma forms: %s\n", reason);
    static const struct {
        const char *ta, *tb;
        int bn, bk;
        bool kb;
        const char *want[4];
    } cases[] = {
        /* 16-bit, B K-major: imm-trans-b 0, B's descriptor as A's */
        {"f16", "f16", 256, 64, true,
         {"wgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16", ", p, 1, 1, 0, 0; }", "tl_wgmma_n256_f16_kb(",
          "tl_wg_desc(tl_bs + (uint32_t)tl_k * 2u, 16u, 1024u, 1u)"}},
        {"bf16", "bf16", 128, 32, true,
         {"wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16", ", p, 1, 1, 0, 0; }",
          "tl_wg_desc(tl_as + (uint32_t)tl_k * 2u, 16u, 512u, 2u)", "tl_wg_desc(tl_bs + (uint32_t)tl_k * 2u, 16u, 512u, 2u)"}},
        /* fp8: 128-byte rows (BK 128), the 128-byte swizzle; k steps of 32 bytes */
        {"f8e4m3", "f8e4m3", 256, 128, true,
         {"wgmma.mma_async.sync.aligned.m64n256k32.f32.e4m3.e4m3", ", p, 1, 1; }", "for (int32_t tl_k = 0; tl_k < 128; tl_k += 32)",
          "tl_wg_desc(tl_bs + (uint32_t)tl_k * 1u, 16u, 1024u, 1u)"}},
        /* mixed, 64-byte rows (BK 64), the 64-byte swizzle */
        {"f8e4m3", "f8e5m2", 128, 64, true,
         {"wgmma.mma_async.sync.aligned.m64n128k32.f32.e4m3.e5m2", "tl_wgmma_n128_e4m3_e5m2(",
          "tl_wg_desc(tl_as + (uint32_t)tl_k * 1u, 16u, 512u, 2u)", "tl_wg_desc(tl_bs + (uint32_t)tl_k * 1u, 16u, 512u, 2u)"}},
        {"f8e5m2", "f8e5m2", 64, 32, true, {"wgmma.mma_async.sync.aligned.m64n64k32.f32.e5m2.e5m2", ", 16u, 256u, 3u)", NULL, NULL}},
        /* fp8 with B [K, N]: no warpgroup MMA; mma.sync m16n8k32 with its
         * operands gathered from the shared tiles (no ldmatrix of 8-bit B
         * [K, N] rows) */
        {"f8e4m3", "f8e4m3", 128, 64, false, {NULL, NULL, NULL, NULL}},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        gemm_kb_src(src, sizeof src, cases[i].ta, cases[i].tb, cases[i].bn, cases[i].bk, cases[i].kb);
        ck_assert_msg(build_src(&b, "kb.tile", src, strlen(src), "nvidia/h200", &err), "case %zu: %s", i, err.msg);
        const char *cu = tl_strbuf_cstr(&b.c.device_source);
        for (int w = 0; w < 4 && cases[i].want[w]; w++)
            ck_assert_msg(strstr(cu, cases[i].want[w]) != NULL, "case %zu: no '%s' in the CUDA source", i, cases[i].want[w]);
        ck_assert_msg((strstr(cu, "wgmma.mma_async") != NULL) == cases[i].kb, "case %zu", i);
        if (!cases[i].kb)
            ck_assert_msg(strstr(cu, "gemm on tensor cores: mma.sync m16n8k32 f8e4m3") != NULL, "case %zu: fp8 mma.sync", i);
        /* a K-major B is stored as A is: no column panels */
        ck_assert(strstr(cu, "(tl_q / 8) * ") == NULL);
        if (nvrtc) {
            void *cubin = NULL;
            size_t n = 0;
            ck_assert_msg(tl_nvrtc_compile(cu, "kb.cu", "sm_90a", NULL, 0, false, &cubin, &n, &err), "case %zu: %s", i, err.msg);
            free(cubin);
        }
        unbuild(&b);
    }
    /* a 16-bit K-major B on mma.sync (-mma=m16n8k16): a ring too, B^T rows by
     * ldmatrix without .trans, as for 8-bit types */
    gemm_kb_src(src, sizeof src, "f16", "f16", 256, 64, true);
    ck_assert_msg(build_src(&b, "kb.tile", src, strlen(src), "cuda -arch=sm_80", &err), "%s", err.msg);
    const char *cu80 = tl_strbuf_cstr(&b.c.device_source);
    ck_assert(strstr(cu80, "a ring of 3 slots") != NULL);
    ck_assert(strstr(cu80, "tl_ldsm_x4(tl_x") != NULL && strstr(cu80, "tl_ldsm_x4_trans(tl_x") == NULL);
    if (nvrtc) {
        void *cubin = NULL;
        size_t n = 0;
        ck_assert_msg(tl_nvrtc_compile(cu80, "kb.cu", "sm_80", NULL, 0, false, &cubin, &n, &err), "%s", err.msg);
        free(cubin);
    }
    unbuild(&b);
    /* fp8 tensor cores need sm_89 */
    gemm_kb_src(src, sizeof src, "f8e4m3", "f8e4m3", 256, 128, true);
    ck_assert(!build_src(&b, "kb.tile", src, strlen(src), "cuda -arch=sm_80 -mma=wgmma", &err));
    ck_assert_msg(strstr(err.msg, "need sm_89 or later, not sm_80") != NULL, "%s", err.msg);
    unbuild(&b);
    ck_assert_msg(build_src(&b, "kb.tile", src, strlen(src), "cuda -arch=sm_80", &err), "%s", err.msg);
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "tl_mma_e4m3") == NULL);
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "wgmma") == NULL);
    unbuild(&b);
    /* -tma=warp: tensor maps of 1-byte elements, each box a whole slot
     * (K-major: [BK, rows] in the row's swizzle) */
    ck_assert_msg(build_file(&b, EXAMPLES "/fp8_gemm_large.tile", "nvidia/h200 -tma=warp", &err), "%s", err.msg);
    const char *cu = tl_strbuf_cstr(&b.c.device_source);
    ck_assert(strstr(cu, "tl_tma_2d(tl_base + 65536u + tl_slot * 32768u, &tl_tm1, (int32_t)(k * 128), (int32_t)(bx * 256)") != NULL);
    ck_assert(strstr(cu, "tl_mb_expect(tl_full + 8u * tl_slot, 49152u);") != NULL);
    const tl_cuda_artifact *art = b.c.device_artifact;
    ck_assert_int_eq(art->kernels[0].ntmaps, 3); /* and C's, stored by TMA: bf16 */
    ck_assert(art->kernels[0].tmaps[2].store && art->kernels[0].tmaps[2].elem_bytes == 2);
    for (int t = 0; t < 2; t++) {
        ck_assert_int_eq(art->kernels[0].tmaps[t].elem_bytes, 1);
        ck_assert_int_eq(art->kernels[0].tmaps[t].box[0], 128);
        ck_assert_int_eq(art->kernels[0].tmaps[t].box[1], t ? 256 : 128);
        ck_assert_int_eq(art->kernels[0].tmaps[t].swizzle, 128);
    }
    unbuild(&b);
}
END_TEST

/* swizzle(n) remaps the block indices: a bijection of the grid at every
 * size, consecutive launches walking down panels of n block rows. The
 * formula below is the emitted one (codegen.c, kernel). */
START_TEST(swizzle_rasterizes_blocks)
{
    tl_error err = {0};
    built b;
    ck_assert_msg(build_file(&b, EXAMPLES "/gemm_f16_large.tile", "nvidia/h200", &err), "%s", err.msg);
    const char *src = tl_strbuf_cstr(&b.c.device_source);
    ck_assert(strstr(src, "/* swizzle(16): blocks rasterized in panels of 16 block rows */") != NULL);
    ck_assert(strstr(src, "const int32_t bx = (int32_t)(tl_off / tl_ph);") != NULL);
    ck_assert(strstr(src, "const int32_t by = (int32_t)(tl_pan * 16 + tl_off % tl_ph);") != NULL);
    ck_assert(strstr(src, "(int32_t)blockIdx.x;") == NULL);
    unbuild(&b);
    static const int grids[][3] = {{1, 1, 8}, {3, 1, 8}, {1, 5, 8}, {5, 17, 8}, {7, 8, 8}, {2, 9, 4},
                                   {33, 1, 1}, {4, 4, 65535}, {32, 33, 8}, {13, 200, 3}};
    for (size_t t = 0; t < LEN(grids); t++) {
        int64_t gx = grids[t][0], gy = grids[t][1], n = grids[t][2];
        char *seen = calloc((size_t)(gx * gy), 1);
        int64_t prev_bx = -1, prev_by = -1;
        for (int64_t lin = 0; lin < gx * gy; lin++) {
            int64_t pw = n * gx, pan = lin / pw, off = lin - pan * pw;
            int64_t ph = n < gy - pan * n ? n : gy - pan * n;
            int64_t bx = off / ph, by = pan * n + off % ph;
            ck_assert(bx >= 0 && bx < gx && by >= 0 && by < gy);
            ck_assert_msg(!seen[by * gx + bx], "grid %lld x %lld, panel %lld: block (%lld, %lld) twice", (long long)gx,
                          (long long)gy, (long long)n, (long long)bx, (long long)by);
            seen[by * gx + bx] = 1;
            /* within a panel, the next block is the next row, or the top of the next column */
            if (lin % pw && prev_by + 1 < pan * n + ph)
                ck_assert(bx == prev_bx && by == prev_by + 1);
            prev_bx = bx;
            prev_by = by;
        }
        free(seen);
    }
    /* a 1-D grid cannot be swizzled (the parser says so) */
    static const char one[] = "kernel g(X: f32[N]) grid(ceildiv(N, 128)) threads(128) as bx swizzle(4)\n{\n}\n";
    ck_assert(!build_src(&b, "one.tile", one, strlen(one), "nvidia/h200", &err));
    unbuild(&b);
}
END_TEST

/* mark_overwritten: an on-chip buffer that every path writes whole (a
 * copy from a tensor, masked or not, a fill) before reading it is
 * allocated without zeroing; one read first, one written in one arm of a
 * branch and read after it, and one written in part stay zeroed. */
START_TEST(overwritten_buffers_are_not_zeroed)
{
    static const char src[] =
        "kernel k(X: f32[N], Y: f32[N]) grid(ceildiv(N, 256)) threads(256) as bx\n{\n"
        " A = shared f32[256]\n R = shared f32[256]\n C = shared f32[256]\n P = shared f32[256]\n F = shared f32[256]\n"
        " copy(X[bx * 256], A)\n"
        " for i in parallel(256) {\n R[i] = R[i] + A[i]\n }\n"
        " if N > 300 {\n copy(X[bx * 256], C)\n }\n"
        " copy(X[bx * 256 : bx * 256 + 128], P[0 : 128])\n"
        " if N > 100 {\n fill(F, 2.0)\n for i in parallel(256) {\n A[i] = A[i] + F[i] + C[i] + P[i]\n }\n }\n"
        " copy(A, Y[bx * 256])\n copy(R, Y[bx * 256])\n}\n";
    static const char *const want[] = {
        "/* A: written before it is read, not zeroed */",
        "/* F: written before it is read, not zeroed */",
        "((float *)R)[tl_tid] = 0;",
        "((float *)C)[tl_tid] = 0;",
        "((float *)P)[tl_tid] = 0;",
    };
    source_has("overwritten", src, want, sizeof want / sizeof *want, NULL, 0);
}
END_TEST

/* layout(pad) and layout(swizzle) on shared buffers: a plain buffer padded
 * by a 4-byte word a row or XOR-swizzled by 16-byte chunks (every access),
 * a ring's slots padded by 16 bytes a row instead of swizzled. */
START_TEST(layout_hints_honoured)
{
    static const char tr[] =
        "kernel tr(X: f32[M, N], Y: f32[N, M]) grid(ceildiv(N, 32), ceildiv(M, 32)) threads(256) as (bx, by)\n"
        "{\n T = shared f32[32, 32] layout(pad)\n S = shared f32[32, 32] layout(swizzle)\n H = shared f16[8, 40] layout(swizzle)\n"
        " copy(X[by * 32, bx * 32], T)\n for i, j in parallel(32, 32) {\n S[i, j] = T[j, i]\n }\n"
        " for i, j in parallel(32, 32) {\n T[i, j] = S[i, j]\n }\n for i, j in parallel(8, 40) {\n H[i, j] = f16(i + j)\n }\n"
        " for i, j in parallel(8, 40) {\n T[i, j % 32] += f32(H[i, 39 - j])\n }\n"
        " copy(T, Y[bx * 32, by * 32])\n}\n";
    static const char *const want[] = {
        "float (*T)[32 + 1] = (float (*)[32 + 1])(tl_smem + 0); /* shared, shared by the block; layout(pad): rows padded */",
        "float (*S)[32] = (float (*)[32])(tl_smem + 4224);", /* 32 x 33 floats, 16-byte aligned */
        "S[i][((((j) / 4) ^ (((i)) & 7)) * 4 + (j) % 4)] = T[j][i];",
        "uint16_t (*H)[40] = (uint16_t (*)[40])", /* 5 chunks a row: not a power of two, as is */
        "/* T: written before it is read, not zeroed */", /* the copy writes all of it */
    };
    source_has("tr.tile", tr, want, LEN(want), NULL, 0);
    static const char gp[] =
        "kernel g(A: f16[M, K], B: f16[K, N], C: f32[M, N]) grid(ceildiv(N, 64), ceildiv(M, 64)) threads(128) as (bx, by)\n"
        "{\n A_s = shared f16[64, 32] layout(pad)\n B_s = shared f16[32, 64] layout(pad)\n C_f = fragment f32[64, 64]\n clear(C_f)\n"
        " for k in pipelined(ceildiv(K, 32), stages=3) {\n copy(A[by * 64, k * 32], A_s)\n copy(B[k * 32, bx * 64], B_s)\n"
        " gemm(A_s, B_s, C_f)\n }\n copy(C_f, C[by * 64, bx * 64])\n}\n"
        "kernel h(A: f16[M, K], B: f16[K, N], C: f32[M, N]) grid(ceildiv(N, 64), ceildiv(M, 64)) threads(128) as (bx, by)\n"
        "{\n A_s = shared f16[64, 32] layout(swizzle)\n B_s = shared f16[32, 64] layout(pad)\n C_f = fragment f32[64, 64]\n clear(C_f)\n"
        " for k in range(ceildiv(K, 32)) {\n copy(A[by * 64, k * 32], A_s)\n copy(B[k * 32, bx * 64], B_s)\n"
        " gemm(A_s, B_s, C_f)\n }\n copy(C_f, C[by * 64, bx * 64])\n}\n";
    static const char *const ring[] = {
        "a ring of 3 slots filled by cp.async, rows padded by 16 bytes",
        "(uint32_t)(tl_p) * 5120u + (uint32_t)(tl_r * 5 + tl_q) * 16u", /* 64 rows of 4 + 1 chunks */
        "tl_ao[tl_i] = (uint32_t)(tl_r * 5 + tl_q) * 16u;",
        "tl_ldsm_x4(tl_a[1 - tl_f][tl_i], tl_as + (tl_ao[tl_i] + (uint32_t)((tl_k + 16) / 8) * 16u));",
        "tl_bo[tl_j / 2] = (uint32_t)(tl_r * 9 + tl_q) * 16u;",
        "tl_ldsm_x4_trans(tl_x, tl_bs + tl_bo[tl_j / 2] + (uint32_t)(tl_k + 16) * 144u);",
        "29184 bytes of dynamic shared memory", /* 3 x (5120 + 4608), then 16-byte aligned */
        /* kernel h: gathered operands through the swizzle and the padding */
        "tl_pack2(A_s[tl_r][((((tl_c) / 8) ^ (((tl_r) / 2) & 3)) * 8 + (tl_c) % 8)]",
        "uint16_t (*B_s)[64 + 2]",
    };
    source_has("gp.tile", gp, ring, LEN(ring), NULL, 0);
    /* padded ring rows of an even count of chunks: 8 rows, 8 bank groups */
    for (int q = 2; q <= 32; q *= 2)
        for (int chunk = 0; chunk < q; chunk++) {
            int seen = 0;
            for (int row = 0; row < 8; row++)
                seen |= 1 << ((row * (q + 1) + chunk) % 8);
            ck_assert_int_eq(seen, 0xff);
        }
}
END_TEST

/* The ring's address arithmetic (codegen.c, ring_load and ring_gemm) is
 * the swizzle of gpu.h rewritten: checked here against it for every row
 * length the swizzle takes. */
START_TEST(ring_addresses_match_the_swizzle)
{
    for (int q = 2; q <= 32; q *= 2) {
        int div = q < 8 ? 8 / q : 1, mask = (q < 8 ? q : 8) - 1;
#define SWZ(row, chunk) ((chunk) ^ (((row) / div) & mask))
        /* ldmatrix rows along K: the address at chunk c (even) + h is the
         * one at h XOR c * 16 */
        for (int row = 0; row < 64; row++)
            for (int h = 0; h < 2; h++)
                for (int c = 0; c < q; c += 2) {
                    uint32_t want = (uint32_t)(row * q + SWZ(row, c + h)) * 16u;
                    uint32_t at0 = (uint32_t)(row * q + SWZ(row, h)) * 16u;
                    ck_assert_uint_eq(want, at0 ^ (uint32_t)c * 16u);
                }
        /* one address a k step for a warp's tiles (codegen.c,
         * rows_periodic: q a power of two, the swizzle repeating within 16
         * rows): tile t's lane row 16 t + r at chunk c (even) + h is tile
         * 0's address XOR c * 16, plus t * 16 rows */
        if (16 % (div * (mask + 1)) == 0)
            for (int t = 0; t < 8; t++)
                for (int r = 0; r < 16; r++)
                    for (int h = 0; h < 2; h++)
                        for (int c = 0; c < q; c += 2) {
                            int row = 16 * t + r;
                            uint32_t want = (uint32_t)(row * q + SWZ(row, c + h)) * 16u;
                            uint32_t at0 = (uint32_t)(r * q + SWZ(r, h)) * 16u;
                            ck_assert_uint_eq(want, (at0 ^ (uint32_t)c * 16u) + (uint32_t)(t * 16 * q * 16));
                        }
        /* a [K, N] B read .trans: rows k + r, k a multiple of 16 */
        for (int k = 0; k < 64; k += 16)
            for (int r = 0; r < 16; r++)
                for (int chunk = 0; chunk < q; chunk++)
                    ck_assert_uint_eq((uint32_t)((k + r) * q + SWZ(k + r, chunk)) * 16u,
                                      (uint32_t)(r * q + SWZ(r, chunk)) * 16u + (uint32_t)k * (uint32_t)q * 16u);
        /* cp.async steps: chunk i T + tid is tid's chunk, T / q rows further */
        for (int T = q; T <= 256; T *= 2) {
            int rstep = T / q;
            if (rstep % 8)
                continue;
            for (int tid = 0; tid < T; tid++)
                for (int i = 0; i < 4; i++) {
                    int ch = i * T + tid, row = ch / q, cq = ch % q;
                    ck_assert_int_eq(row * q + SWZ(row, cq), (tid / q) * q + SWZ(tid / q, tid % q) + i * rstep * q);
                }
        }
#undef SWZ
    }
}
END_TEST

/* The main loop of a ring whose fragments cross the iteration boundary
 * (codegen.c, ring_cross), replayed event by event for every stage count,
 * even count of k steps and trip count: a cp.async group completes at the
 * first wait<N> that leaves at most N younger groups, a barrier publishes
 * what landed before it. Checked: every ldmatrix read of a slot finds the
 * stage it wants landed before a barrier it passed and not since
 * overwritten, and every copy into a slot comes after a barrier that
 * followed the slot's last read (the ring's correctness argument: the
 * copies of the next stage are spread over k steps 0..KS-2, committed with
 * the last, before the last step's wait), and the
 * carried slots (tl_cs read, tl_ws written: S - 1 first, then the last tl_cs) are
 * the k % S, (k + S - 1) % S of the in-order ring. */
typedef struct {
    int S, epoch, ngroups, done;
    int group_stage[64], stage_done_epoch[64];
    int slot_stage[8], slot_write_epoch[8], slot_last_read[8];
} ring_sim;

static void sim_issue(ring_sim *r, int stage, int slot)
{
    ck_assert_int_eq(slot, stage % r->S);
    /* a barrier between the slot's last read and this write */
    ck_assert_int_lt(r->slot_last_read[slot], r->epoch);
    r->slot_stage[slot] = stage;
    r->group_stage[r->ngroups] = stage; /* committed below */
}

static void sim_commit(ring_sim *r, bool issued)
{
    if (!issued)
        r->group_stage[r->ngroups] = -1;
    r->ngroups++;
}

static void sim_wait(ring_sim *r, int n)
{
    for (; r->done < r->ngroups - n; r->done++)
        if (r->group_stage[r->done] >= 0)
            r->stage_done_epoch[r->group_stage[r->done]] = r->epoch;
}

static void sim_read(ring_sim *r, int slot, int stage)
{
    ck_assert_int_eq(r->slot_stage[slot], stage);
    ck_assert_int_ge(r->stage_done_epoch[stage], 0);
    ck_assert_int_lt(r->stage_done_epoch[stage], r->epoch); /* landed, then a barrier */
    r->slot_last_read[slot] = r->epoch;
}

/* copy_out=staged (the default): every tile of a gemm's copy out staged in
 * shared memory (the accumulator's one consumer), then a tile inside the
 * tensor stored in 16-byte chunks and the others element by element;
 * copy_out=pairs keeps the interior's pair stores from registers. Each
 * compiles with NVRTC. A tile that does not fit in the kernel's shared
 * memory (gemm_i8's i32 128x128) keeps the pairs. */
START_TEST(copy_out_staged)
{
    static const struct {
        const char *file, *kernel, *chunk;
    } cases[] = {
        {EXAMPLES "/gemm_f16_large.tile", "matmul_f16_large", "tl_e < 4096; tl_e += 256) {"},
        {EXAMPLES "/gemm_f16.tile", "matmul_f16_bk64", "const int32_t i1 = tl_e / 16, j1 = tl_e % 16 * 8;"},
        {EXAMPLES "/gemm_f16.tile", "matmul_f16_64x64", "const int32_t i1 = tl_e / 8, j1 = tl_e % 8 * 8;"},
    };
    char reason[256];
    bool nvrtc = tl_nvrtc_load(reason, sizeof reason);
    for (size_t c = 0; c < LEN(cases); c++) {
        tl_error err = {0};
        built b;
        ck_assert_msg(build_file(&b, cases[c].file, "nvidia/h200 -mma=m16n8k16", &err), "%s", err.msg);
        const char *src = tl_strbuf_cstr(&b.c.device_source);
        const char *k = strstr(src, cases[c].kernel);
        ck_assert(k != NULL);
        const char *out = strstr(k, "{ /* the tile staged in shared memory (unused from here on), rows of ");
        ck_assert_msg(out != NULL, "%s", cases[c].kernel);
        const char *in = strstr(out, " && (tl_pal & 15u) == 0) { /* inside: 16-byte chunks, ");
        ck_assert(in != NULL);
        ck_assert_msg(strstr(in, cases[c].chunk) != NULL, "%s: %s", cases[c].kernel, cases[c].chunk);
        ck_assert(strstr(in, "#pragma unroll 1") != NULL && strstr(in, "*(uint4 *)&C[") != NULL);
        const char *next = strstr(k, "\nextern \"C\" __global__");
        const char *pairs = strstr(k, "/* aligned: tested once for the tile */");
        ck_assert(pairs == NULL || (next && pairs > next)); /* no pair stores from registers in this kernel */
        if (nvrtc) {
            void *cubin = NULL;
            size_t n = 0;
            ck_assert_msg(tl_nvrtc_compile(src, "staged.cu", "sm_90a", NULL, 0, false, &cubin, &n, &err), "%s: %s",
                          cases[c].file, err.msg);
            free(cubin);
        }
        unbuild(&b);
    }
    tl_error err = {0};
    built b;
    ck_assert_msg(build_file(&b, EXAMPLES "/gemm_f16_large.tile", "nvidia/h200 -mma=m16n8k16 -copy_out=pairs", &err), "%s", err.msg);
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "/* aligned: tested once for the tile */") != NULL);
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "inside: 16-byte chunks") == NULL);
    unbuild(&b);
    ck_assert(!build_file(&b, EXAMPLES "/gemm_f16_large.tile", "nvidia/h200 -copy_out=regs", &err));
    ck_assert_msg(strstr(err.msg, "target attribute copy_out is 'regs': it takes pairs or staged") != NULL, "%s", err.msg);
    unbuild(&b);
}
END_TEST

/* The interior form of a ring's loop (ring_cross): a block whose every
 * tile lies inside runs the loop without bounds tests, each copy's global
 * pointer carried, the other blocks by chunk masks (ring=interior, the
 * default); ring=chunks runs every block by the masks, ring=masked keeps
 * the tested loop only; a tile origin not affine in the loop variable gets no interior
 * form. Then a host model of the block-uniform test: for tile origins
 * o + c k (c >= 0) it holds exactly when every tile of iterations 0..nk-1
 * lies inside with aligned rows, and the carried pointer of iteration k
 * (S - 1 steps ahead, one step an iteration) is the one ring_load computes. */
START_TEST(ring_interior_form)
{
    tl_error err = {0};
    built b;
    ck_assert_msg(build_file(&b, EXAMPLES "/gemm_f16.tile", "nvidia/h200", &err), "%s", err.msg); /* interior: the default */
    const char *src = tl_strbuf_cstr(&b.c.device_source);
    ck_assert(strstr(src, "if (__builtin_expect(tl_in, 1)) { /* interior: every tile inside, copies untested */"));
    /* the other blocks: chunk masks, a K tail by the tested copies */
    const char *edge = strstr(src, "} else { /* a tile at an edge: chunks outside zero-filled by masks, a K tail tested */");
    ck_assert(edge && strstr(edge, "tl_mk0 |= 1u << tl_i;") && strstr(edge, "if (__builtin_expect(tl_kn < tl_nkin, 1)) {"));
    ck_assert(strstr(edge, "(tl_mk1 >> tl_i) & 1u ? tl_gp1 + (int64_t)tl_i * tl_gr1 : B, (tl_mk1 >> tl_i) & 1u ? 16u : 0u);"));
    ck_assert(strstr(src, "tl_gp1 = B + ((tl_or1 + tl_r) * tl_d1 + tl_oc1 + tl_q * 8) + 2 * tl_gi1;"));
    ck_assert(strstr(src, "tl_gi1 = 64 * tl_d1 + 0;")); /* matmul_f16_bk64's B: 64 rows an iteration */
    ck_assert(strstr(src, "tl_gp0 += tl_gi0;") && strstr(src, "tl_gp1 + (int64_t)tl_i * tl_gr1, 16u);"));
    unbuild(&b);
    ck_assert_msg(build_file(&b, EXAMPLES "/gemm_f16.tile", "nvidia/h200 -ring=masked", &err), "%s", err.msg);
    src = tl_strbuf_cstr(&b.c.device_source);
    ck_assert(strstr(src, "tl_cp_async16(tl_s + ") && !strstr(src, "interior") && !strstr(src, "tl_gp0"));
    unbuild(&b);
    ck_assert_msg(build_file(&b, EXAMPLES "/gemm_f16.tile", "nvidia/h200 -ring=chunks", &err), "%s", err.msg);
    src = tl_strbuf_cstr(&b.c.device_source);
    ck_assert(strstr(src, "; chunk masks */") && strstr(src, "tl_mk0 |= 1u << tl_i;") && !strstr(src, "tl_in"));
    unbuild(&b);
    ck_assert(!build_file(&b, EXAMPLES "/gemm_f16.tile", "nvidia/h200 -ring=sometimes", &err));
    ck_assert_msg(strstr(err.msg, "target attribute ring is 'sometimes': it takes interior, chunks or masked"), "%s", err.msg);
    unbuild(&b);
    static const char sq[] = "kernel sq(A: f16[M, K], B: f16[K, N], C: f32[M, N]) grid(ceildiv(N, 128), ceildiv(M, 128)) "
                             "threads(128) as (bx, by) {\n"
                             "    A_s = shared f16[128, 32]\n    B_s = shared f16[32, 128]\n    C_f = fragment f32[128, 128]\n"
                             "    clear(C_f)\n"
                             "    for k in pipelined(ceildiv(K, 32), stages=3) {\n"
                             "        copy(A[by * 128, k * k * 32], A_s)\n        copy(B[k * 32, bx * 128], B_s)\n"
                             "        gemm(A_s, B_s, C_f)\n    }\n    copy(C_f, C[by * 128, bx * 128])\n}\n";
    static const char *const sq_want[] = {"tl_cp_wait<1>()", "fragments cross the iteration boundary */"};
    static const char *const sq_avoid[] = {"interior"};
    source_has("sq.tile", sq, sq_want, LEN(sq_want), sq_avoid, LEN(sq_avoid));
    source_target = "nvidia/h200";
    /* the test against brute force: rows r0 + cr k of [d0] and columns
     * c0 + cc k of [d1], tiles of R x C, chunks of E elements */
    const int R = 4, C = 8, E = 4, S = 3;
    for (int64_t d0 = 1; d0 <= 14; d0 += 3)
        for (int64_t d1 = 4; d1 <= 40; d1 += 6)
            for (int64_t r0 = -4; r0 <= 8; r0 += 4)
                for (int64_t c0 = -8; c0 <= 16; c0 += 4)
                    for (int64_t cr = 0; cr <= 4; cr += 4)
                        for (int64_t cc = 0; cc <= 8; cc += 8)
                            for (int nk = 0; nk <= 5; nk++) {
                                int64_t l = nk - 1;
                                bool in = nk > 0 && r0 >= 0 && r0 + cr * l + R <= d0 && c0 >= 0 && c0 + cc * l + C <= d1 &&
                                          ((d1 | c0) & (E - 1)) == 0;
                                bool all = nk > 0;
                                for (int k = 0; k < nk; k++) {
                                    int64_t r = r0 + cr * k, c = c0 + cc * k;
                                    all = all && r >= 0 && r + R <= d0 && c >= 0 && c + C <= d1 && ((d1 | c) & (E - 1)) == 0;
                                }
                                ck_assert_msg(in == all, "d %lld x %lld, origin %lld + %lld k, %lld + %lld k, %d iterations",
                                              (long long)d0, (long long)d1, (long long)r0, (long long)cr, (long long)c0,
                                              (long long)cc, nk);
                                /* the chunk-mask form (ring_chunks_setup): tl_nkin, the
                                 * leading iterations inside along the dims that move
                                 * (a step > 0), rows aligned; a dim that does not move
                                 * is left to the masks */
                                int64_t nkin = ((d1 | c0) & (E - 1)) == 0 ? nk : 0;
                                int64_t o[2] = {r0, c0}, st[2] = {cr, cc}, ext[2] = {R, C}, dd[2] = {d0, d1};
                                for (int d = 0; d < 2; d++)
                                    if (st[d])
                                        nkin = o[d] < 0 || o[d] + ext[d] > dd[d] ? 0
                                                                                  : (nkin < (dd[d] - ext[d] - o[d]) / st[d] + 1
                                                                                         ? nkin
                                                                                         : (dd[d] - ext[d] - o[d]) / st[d] + 1);
                                int64_t lead = 0;
                                while (lead < nk && ((d1 | c0) & (E - 1)) == 0 &&
                                       (!cr || (r0 + cr * lead >= 0 && r0 + cr * lead + R <= d0)) &&
                                       (!cc || (c0 + cc * lead >= 0 && c0 + cc * lead + C <= d1)))
                                    lead++;
                                ck_assert_msg(nkin == lead, "nkin %lld, brute force %lld: d %lld x %lld, origin %lld + %lld k, %lld + %lld k",
                                              (long long)nkin, (long long)lead, (long long)d0, (long long)d1, (long long)r0,
                                              (long long)cr, (long long)c0, (long long)cc);
                                /* the pointer (an element offset) of a thread's chunk
                                 * (row t, chunk q) loaded in iteration k, tile k + S - 1 */
                                int64_t gi = cr * d1 + cc, gp = (r0 + 1) * d1 + c0 + 1 * E + (S - 1) * gi;
                                for (int k = 0; k + S - 1 < nk; k++, gp += gi) {
                                    int64_t kn = k + S - 1;
                                    ck_assert(gp == (r0 + cr * kn + 1) * d1 + c0 + cc * kn + 1 * E);
                                }
                            }
}
END_TEST

START_TEST(ring_fragments_cross_iterations_safely)
{
    for (int S = 2; S <= 5; S++)
        for (int ks = 2; ks <= 6; ks += 2)
            for (int nk = 0; nk <= 12; nk++) {
                ring_sim r = {.S = S};
                for (int i = 0; i < 64; i++)
                    r.stage_done_epoch[i] = -1;
                for (int i = 0; i < 8; i++) {
                    r.slot_stage[i] = -1;
                    r.slot_last_read[i] = -1;
                }
                for (int p = 0; p < S - 1; p++) {
                    if (p < nk)
                        sim_issue(&r, p, p);
                    sim_commit(&r, p < nk);
                }
                sim_wait(&r, S - 2);
                r.epoch++;
                int cs = 0, ws = S - 1;
                if (nk > 0)
                    sim_read(&r, cs, 0);
                for (int k = 0; k < nk; k++) {
                    ck_assert_int_eq(cs, k % S);
                    int kn = k + S - 1, slot = ws;
                    ck_assert_int_eq(slot, kn % S);
                    for (int step = 0; step < ks; step++) {
                        /* the next stage's copies go in steps 0..KS-2, the
                         * commit with the last of them */
                        if (step == 0 && kn < nk)
                            sim_issue(&r, kn, slot);
                        if (step == ks - 2)
                            sim_commit(&r, kn < nk);
                        if (step + 1 < ks) {
                            sim_read(&r, cs, k);
                        } else {
                            sim_wait(&r, S - 2);
                            r.epoch++;
                            ws = cs;
                            cs = cs == S - 1 ? 0 : cs + 1;
                            if (k + 1 < nk) /* past the end: read, never used */
                                sim_read(&r, cs, k + 1);
                        }
                    }
                }
            }
}
END_TEST

/* A copy's interior form (codegen.c, aligned_copy): the tile's first run
 * and its next row's tested aligned once with the interior condition, then
 * each run one access with no test of its own; a misaligned tensor takes
 * the masked form, which tests each run. In a loop the copy is as it was. */
START_TEST(copy_runs_tested_aligned_once)
{
    static const char rows[] = "kernel rc(X: f32[M, N], Y: f32[M, N]) grid(ceildiv(M, 4)) threads(128) as (bx) {\n"
                               " X_f = fragment f32[4, 512]\n copy(X[bx * 4, 0], X_f)\n copy(X_f, Y[bx * 4, 0])\n}\n";
    static const char *const want[] = {
        "tl_ral |= (uint64_t)&X[((int64_t)((bx * 4) + i) * N + j)];",
        ") && (tl_ral & 15u) == 0) {",
        "tl_qs[tl_s] = *(const float4 *)tl_p; /* aligned: tested once for the tile */",
        "*(float4 *)tl_p = tl_q; /* aligned: tested once for the tile */",
        "if (tl_in && ((unsigned long long)tl_p & 15) == 0) {",
    };
    static const char *const none[] = {"if (((unsigned long long)tl_p & 15) == 0) {"};
    source_has("rows.tile", rows, want, LEN(want), none, LEN(none));
    static const char looped[] = "kernel lc(X: f32[M, N], Y: f32[M, N]) grid(ceildiv(M, 4)) threads(128) as (bx) {\n"
                                 " X_f = fragment f32[4, 512]\n for c in range(2) {\n copy(X[bx * 4, c * 512], X_f)\n"
                                 " copy(X_f, Y[bx * 4, c * 512])\n }\n}\n";
    static const char *const loop_want[] = {"if (((unsigned long long)tl_p & 15) == 0) {"};
    static const char *const loop_none[] = {"tl_ral"};
    source_has("looped.tile", looped, loop_want, LEN(loop_want), loop_none, LEN(loop_none));
    /* an if whose else is not the copy masked: its condition as written */
    static const char other[] = "kernel oc(X: f32[M, N], Y: f32[M, N]) grid(ceildiv(M, 4)) threads(128) as (bx) {\n"
                                " X_f = fragment f32[4, 512]\n if N >= 512 {\n"
                                " for i, j in parallel(4, 512) {\n X_f[i, j] = X[bx * 4 + i, j]\n }\n"
                                " } else {\n clear(X_f)\n }\n copy(X_f, Y[bx * 4, 0])\n}\n";
    static const char *const other_want[] = {"tl_ral |= (uint64_t)&Y["};
    static const char *const other_none[] = {"(uint64_t)&X["};
    source_has("other.tile", other, other_want, LEN(other_want), other_none, LEN(other_none));
}
END_TEST

/* The epilogue's pair stores (codegen.c, mma_pair_store): in the MMA
 * layout registers 2h and 2h + 1 of a tile are columns j and j + 1 of one
 * row, j even, for every warp tiling; and the emitted gemms use them, with
 * the ring's fragments across iterations and its edge copies off the
 * straight line. */
START_TEST(mma_pairs_are_adjacent_columns)
{
    for (int wm = 1; wm <= 4; wm *= 2)
        for (int wn = 1; wn <= 4; wn *= 2)
            for (int tm = 1; tm <= 4; tm++)
                for (int tn = 1; tn <= 8; tn++) {
                    int em = wm * tm * 16, en = wn * tn * 8;
                    for (int tid = 0; tid < wm * wn * 32; tid++)
                        for (int s = 0; s < tm * tn; s++)
                            for (int v = 0; v < 4; v += 2) {
                                int i0 = (tid / 32 / wn) * (em / wm) + (s / tn) * 16 + (tid % 32) / 4 + (v / 2) * 8;
                                int j0 = (tid / 32 % wn) * (en / wn) + (s % tn) * 8 + (tid % 4) * 2 + v % 2;
                                int i1 = (tid / 32 / wn) * (em / wm) + (s / tn) * 16 + (tid % 32) / 4 + ((v + 1) / 2) * 8;
                                int j1 = (tid / 32 % wn) * (en / wn) + (s % tn) * 8 + (tid % 4) * 2 + (v + 1) % 2;
                                ck_assert_int_eq(i0, i1);
                                ck_assert_int_eq(j1, j0 + 1);
                                ck_assert_int_eq(j0 % 2, 0);
                            }
                }
    size_t len;
    char *src = lt_read_file("examples/gemm_f16.tile", &len);
    ck_assert(src != NULL);
    static const char *const want[] = {
        "fragments cross the iteration boundary",
        "if (__builtin_expect(tl_r0 >= 0",
        "*(uint32_t *)tl_p = tl_pv.w;",
        /* the interior: the tile's pairs tested aligned once, with the
         * interior condition; the edge: the tile staged in shared memory
         * (the ring is unused by then), stored out by a rolled loop */
        ") && (tl_pal & 3u) == 0) {",
        "*(uint32_t *)tl_p = tl_pv.w; /* aligned: tested once for the tile */",
        "tl_cp_wait<0>();\n            __syncthreads();\n            uint16_t *const tl_st = (uint16_t *)tl_smem;",
        "*(uint32_t *)&tl_st[i1 * 136 + j1] = tl_pv.w;",
        "for (int32_t tl_e = tl_tid; tl_e < 16384; tl_e += 128) {",
        /* the staged epilogue: pairs into the swizzled C_s with no test,
         * then runs of 8 out of it, one 16-byte load and store each */
        "uint16_t *tl_p = &C_s[i1][((((j1) / 8) ^ (((i1)) & 7)) * 8 + (j1) % 8)];\n"
        "                *(uint32_t *)tl_p = tl_pv.w; /* aligned",
        "const uint4 tl_q = *(const uint4 *)&C_s[i1][((((j1) / 8) ^ (((i1)) & 7)) * 8 + (j1) % 8)];",
        /* bf16's encoding in the copy out: one cvt (tl_f2bf_cvt) */
        "tl_pv.e[tl_u] = tl_f2bf_cvt(C_f[tl_s * 4 + tl_v]);",
        /* its runs tested aligned once for the tile, with the interior
         * condition (aligned_copy) */
        ") && (tl_ral & 15u) == 0) {",
        "*(uint4 *)tl_p = tl_q; /* aligned: tested once for the tile */",
    };
    /* no pair tested on its own, no masked pair store (the pair stores:
     * copy_out=pairs, not the default) */
    static const char *const none[] = {"((uint64_t)tl_p & 3u) == 0", "tl_pm["};
    source_target = "nvidia/h200 -copy_out=pairs";
    source_has("gemm_f16.tile", src, want, LEN(want), none, LEN(none));
    source_target = "nvidia/h200";
    free(src);
    /* not staged: a copy out that is not the kernel's last statement (a
     * later one may use shared memory) keeps the masked pair stores in
     * place; the interior's test once a tile holds all the same */
    static const char later[] =
        "kernel lt(A: f16[M, K], B: f16[K, N], C: f16[M, N], D: f16[M, K]) grid(ceildiv(N, 64), ceildiv(M, 64)) threads(128) as (bx, by) {\n"
        "    A_s = shared f16[64, 32]\n    B_s = shared f16[32, 64]\n    C_f = fragment f32[64, 64]\n    clear(C_f)\n"
        "    for k in pipelined(ceildiv(K, 32), stages=2) {\n        copy(A[by * 64, k * 32], A_s)\n"
        "        copy(B[k * 32, bx * 64], B_s)\n        gemm(A_s, B_s, C_f)\n    }\n    copy(C_f, C[by * 64, bx * 64])\n"
        "    copy(A_s, D[by * 64, 0])\n}\n";
    static const char *const in_place[] = {"if (tl_pm[0] && tl_pm[1] && ((uint64_t)tl_p & 3u) == 0) {",
                                           "*(uint32_t *)tl_p = tl_pv.w; /* aligned: tested once for the tile */"};
    static const char *const unstaged[] = {"tl_st["};
    source_has("later.tile", later, in_place, LEN(in_place), unstaged, LEN(unstaged));
    /* padded rows are not 16-byte aligned: pairs (tested: a pad of one word
     * keeps an even row length), but runs of 4 out, not of 8 */
    static const char padded[] =
        "kernel ep(A: f16[M, K], B: f16[K, N], C: f16[M, N]) grid(ceildiv(N, 64), ceildiv(M, 64)) threads(128) as (bx, by) {\n"
        "    A_s = shared f16[64, 32]\n    B_s = shared f16[32, 64]\n    C_s = shared f16[64, 64] layout(pad)\n"
        "    C_f = fragment f32[64, 64]\n    clear(C_f)\n"
        "    for k in pipelined(ceildiv(K, 32), stages=2) {\n"
        "        copy(A[by * 64, k * 32], A_s)\n        copy(B[k * 32, bx * 64], B_s)\n        gemm(A_s, B_s, C_f)\n    }\n"
        "    copy(C_f, C_s)\n    copy(C_s, C[by * 64, bx * 64])\n}\n";
    static const char *const want_p[] = {"*(uint32_t *)tl_p = tl_pv.w; /* aligned", "float2 tl_q;"};
    static const char *const avoid_p[] = {"const uint4 tl_q"};
    source_has("padded.tile", padded, want_p, LEN(want_p), avoid_p, LEN(avoid_p));
}
END_TEST

static int count_barriers(const tl_block *b)
{
    int n = 0;
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_BARRIER)
            n++;
        else if (s->kind == TL_STMT_FOR)
            n += count_barriers(&s->loop.body);
        else if (s->kind == TL_STMT_IF)
            n += count_barriers(&s->ifs.then_body) + count_barriers(&s->ifs.else_body);
    }
    return n;
}

static int barriers_in(const char *src, tl_error *err)
{
    built b;
    bool ok = build_src(&b, "sync.tile", src, strlen(src), "nvidia/h200", err);
    ck_assert_msg(ok, "%s", err->msg);
    int n = count_barriers(&b.m->kernels[0]->body);
    unbuild(&b);
    return n;
}

START_TEST(barriers_exactly_where_threads_differ)
{
    tl_error err = {0};
    /* the zeroing at the allocation, then each element written and read by
     * its owner thread: one barrier (after the zeroing) */
    ck_assert_int_eq(barriers_in("kernel k(A: f32[N], B: f32[N]) grid(1) threads(128) as bx {\n"
                                 "    S = shared f32[256]\n"
                                 "    for i in parallel(256) { S[i] = A[i] }\n"
                                 "    for i in parallel(256) { B[i] = S[i] }\n"
                                 "}\n",
                                 &err),
                     1);
    /* read by another thread than the writer: a second one */
    ck_assert_int_eq(barriers_in("kernel k(A: f32[N], B: f32[N]) grid(1) threads(128) as bx {\n"
                                 "    S = shared f32[256]\n"
                                 "    for i in parallel(256) { S[i] = A[i] }\n"
                                 "    for i in parallel(256) { B[i] = S[255 - i] }\n"
                                 "}\n",
                                 &err),
                     2);
    /* two buffers with nothing in common with each other: none between */
    ck_assert_int_eq(barriers_in("kernel k(A: f32[N], B: f32[N]) grid(1) threads(128) as bx {\n"
                                 "    S = shared f32[256]\n"
                                 "    T = shared f32[256]\n"
                                 "    for i in parallel(256) { S[i] = A[i] }\n"
                                 "    for i in parallel(256) { T[i] = A[255 - i] }\n"
                                 "}\n",
                                 &err),
                     1);
    /* write-after-read across iterations of a serial loop: one at the top of
     * the body (before the write) and one between the write and the read */
    ck_assert_int_eq(barriers_in("kernel k(A: f32[N], B: f32[N]) grid(1) threads(128) as bx {\n"
                                 "    S = shared f32[256]\n"
                                 "    for it in range(4) {\n"
                                 "        for i in parallel(256) { S[i] = A[it * 256 + i] }\n"
                                 "        for i in parallel(256) { B[it * 256 + i] = S[255 - i] }\n"
                                 "    }\n"
                                 "}\n",
                                 &err),
                     2);
    /* registers need none */
    ck_assert_int_eq(barriers_in("kernel k(A: f32[N], B: f32[N]) grid(1) threads(128) as bx {\n"
                                 "    F = fragment f32[256]\n"
                                 "    for it in range(4) {\n"
                                 "        copy(A[it * 256], F)\n"
                                 "        for i in parallel(256) { F[i] = F[i] * 2.0 }\n"
                                 "        copy(F, B[it * 256])\n"
                                 "    }\n"
                                 "}\n",
                                 &err),
                     0);
    built b;
    ck_assert_msg(build_file(&b, EXAMPLES "/transpose.tile", "nvidia/h200", &err), "%s", err.msg);
    const tl_block *body = &b.m->kernels[0]->body;
    int top = 0;
    for (size_t i = 0; i < body->n; i++)
        top += body->items[i]->kind == TL_STMT_BARRIER;
    /* before the copy in (after the zeroing) and before the copy out; none
     * between the copy in and the transposing loop: each element of `tile`
     * is read by the thread that wrote it */
    ck_assert_int_eq(top, 2);
    ck_assert_int_eq(count_barriers(body), 2);
    unbuild(&b);
}
END_TEST

static void partial_dims(const built *b, const char *name, int64_t rows, int64_t groups)
{
    const tl_buffer *p = find_buffer(&b->m->kernels[0]->body, name);
    ck_assert_msg(p != NULL && p->scope == TL_SCOPE_SHARED, "no shared buffer %s", name);
    int64_t r = 0, g = 0;
    ck_assert(tl_ir_is_const_int(p->dims[0], &r) && tl_ir_is_const_int(p->dims[1], &g));
    ck_assert_int_eq(r, rows);
    ck_assert_int_eq(g, groups);
}

/* split_reductions: a shared [4, 256] tile's rows for 128 threads get 32
 * threads each, strided, through a shared [4, 32] buffer of partials;
 * softmax's fragments (rows the partition spreads as runs of 4) get one
 * partial per run's thread */
/* A local is one buffer per thread: a tile op into it runs all of its
 * elements in every thread (serial loops), not spread over the block, or the
 * reduction below reads other threads' elements as zeros (tilesmith seed 85
 * and 30 more on the H200; tests/diff/cuda-local-tile-op-per-thread.tile).
 * The reduction into lo2 and the scan into lo3 are serial too. */
START_TEST(tile_ops_into_a_local_run_in_every_thread)
{
    static const char src[] = "kernel k(X: f32[M, 3], Y: f32[M], Z: f32[M]) grid(ceildiv(M, 12)) threads(128) as bx {\n"
                              "    lo = local f32[12, 7]\n"
                              "    lo2 = local f32[12]\n"
                              "    lo3 = local f32[5, 11]\n"
                              "    fr = fragment f32[12]\n"
                              "    fill(lo, 1.0)\n"
                              "    copy(X[bx * 12, 0], lo)\n"
                              "    reduce_absmax(lo, fr, dim=1)\n"
                              "    reduce_max(lo, lo2, dim=1)\n"
                              "    copy(fr, Y[bx * 12])\n"
                              "    copy(lo2, Z[bx * 12])\n"
                              "    fill(lo3, 2.0)\n"
                              "    cumsum(lo3, lo3, dim=1)\n"
                              "    copy(lo3[0, 0:5], Z[bx * 12])\n"
                              "}\n";
    tl_error err = {0};
    built b;
    ck_assert_msg(build_src(&b, "local.tile", src, strlen(src), "nvidia/h200", &err), "%s", err.msg);
    const char *cu = tl_strbuf_cstr(&b.c.device_source);
    ck_assert_msg(strstr(cu, "84 iterations") == NULL, "a copy into a local spread over threads");
    ck_assert_msg(strstr(cu, "55 iterations") == NULL, "a fill into a local spread over threads");
    ck_assert(strstr(cu, "for (int32_t j = 0; j < 7; j++) {") != NULL);
    /* the reduction into lo2: every thread, all 12 rows */
    ck_assert_msg(strstr(cu, "for (int32_t i = 0; i < 12; i++) {\n        lo2[i] = (-TL_INF);\n        for (int32_t red = 0;") != NULL,
                  "the reduction into a local is not serial");
    /* the scan into lo3: every thread, all 5 rows */
    ck_assert_msg(strstr(cu, "for (int32_t i = 0; i < 5; i++) {\n        for (int32_t scan = 0; scan < 11; scan++) {") != NULL,
                  "the scan into a local is not serial");
}
END_TEST

START_TEST(reductions_split_over_threads)
{
    tl_error err = {0};
    built b;
    static const char strided[] = "kernel k(X: f32[N, 256], S: f32[N]) grid(1) threads(128) as bx {\n"
                                  "    F = shared f32[4, 256]\n"
                                  "    R = fragment f32[4]\n"
                                  "    copy(X[0, 0], F)\n"
                                  "    reduce_sum(F, R, dim=1)\n"
                                  "    copy(R, S[0])\n"
                                  "}\n";
    ck_assert_msg(build_src(&b, "s.tile", strided, strlen(strided), "nvidia/h200", &err), "%s", err.msg);
    partial_dims(&b, "partial", 4, 32);
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "each lane's partial in a register") != NULL);
    unbuild(&b);
    ck_assert_msg(build_file(&b, EXAMPLES "/softmax.tile", "nvidia/h200", &err), "%s", err.msg);
    /* its short rows' [16, 256] tile: runs of 4, 64 partials a row; the
     * [4, 512] tile's 128 a row; the one-pass form's [1, 4096] row: one
     * partial per run, 1024 a row */
    partial_dims(&b, "partial", 16, 64);
    partial_dims(&b, "partial2_", 4, 128);
    partial_dims(&b, "partial4_", 1, 1024);
    /* split by path: one function a branch of its chain on N */
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "extern \"C\" __global__ void __launch_bounds__(256, 3) softmax__p0(") != NULL);
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "extern \"C\" __global__ void __launch_bounds__(256, 3) softmax__p3(") != NULL);
    unbuild(&b);
    /* a reduction with a row per thread already is left as it was */
    static const char src[] = "kernel k(X: f32[N], S: f32[N]) grid(1) threads(128) as bx {\n"
                              "    F = shared f32[128, 2]\n"
                              "    R = shared f32[128]\n"
                              "    reduce_sum(F, R, dim=1)\n"
                              "    copy(R, S[0])\n"
                              "}\n";
    ck_assert_msg(build_src(&b, "r.tile", src, strlen(src), "nvidia/h200", &err), "%s", err.msg);
    ck_assert(find_buffer(&b.m->kernels[0]->body, "partial") == NULL);
    unbuild(&b);
}
END_TEST

/* The emitter's fast forms: softmax's reductions fused and combined through
 * warp shuffles (no serial loop over the partials left), its in-bounds
 * copies as 16-byte accesses with loads first and a scalar fallback, its
 * edge copies masked by runs (16 bytes for a run inside, else element by
 * element); absmax (quantize) keeps the serial combine. */
START_TEST(reductions_through_shuffles_and_vector_copies)
{
    tl_error err = {0};
    built b;
    ck_assert_msg(build_file(&b, EXAMPLES "/softmax.tile", "nvidia/h200", &err), "%s", err.msg);
    const char *cu = tl_strbuf_cstr(&b.c.device_source);
    ck_assert(strstr(cu, "__shfl_xor_sync(tl_m, tl_w[tl_s], tl_o, 32)") != NULL);
    ck_assert(strstr(cu, "each thread's run of 4 in a register") != NULL);
    ck_assert(strstr(cu, "for (int32_t red") == NULL);
    ck_assert(strstr(cu, "tl_pf[tl_s] = *(const float4 *)tl_p;") != NULL); /* loads first, one iteration ahead */
    ck_assert(strstr(cu, "*(float4 *)tl_p = tl_q;") != NULL);
    ck_assert(strstr(cu, "((float *)&tl_pf[tl_s])[tl_v] = tl_p[tl_v];") != NULL);
    /* the masked copies at the edge: a run whose first and last elements
     * are inside moves as one 16-byte access, the others element by element */
    ck_assert(strstr(cu, "bool tl_in = ") != NULL);
    ck_assert(strstr(cu, "if (tl_in && ((unsigned long long)tl_p & 15) == 0) {") != NULL);
    ck_assert(strstr(cu, ") ? tl_p[tl_v] : (float)0;") != NULL);
    ck_assert(strstr(cu, "    tl_p[tl_v] = ((const float *)&tl_q)[tl_v];") != NULL);
    unbuild(&b);
    ck_assert_msg(build_file(&b, EXAMPLES "/quantize.tile", "nvidia/h200", &err), "%s", err.msg);
    cu = tl_strbuf_cstr(&b.c.device_source);
    ck_assert(strstr(cu, "for (int32_t red") != NULL);
    unbuild(&b);
}
END_TEST

static int occurrences(const char *s, const char *what)
{
    int n = 0;
    for (const char *p = strstr(s, what); p; p = strstr(p + 1, what))
        n++;
    return n;
}

/* The cuda target's row_combine=every (the default) against thread: a
 * whole-row reduction's warp partials combined by every thread into a
 * register (its dst read from it, never from shared memory), and a
 * reduction of several rows combined by the threads that hold each row
 * into a register a step (tl_rvN[tl_s]), where every read of dst is in a
 * loop of the same partition over the same tile; the partials alternate
 * between two halves of P (tl_pb, a parity), and the barrier that
 * published dst is dropped. softmax loses four barriers (max and sum, in
 * its short-row and whole-row forms), rmsnorm two, layernorm one (its
 * short rows; its other forms rewrite dst after the reductions). The
 * default and an unknown value are checked too. NVRTC compiles it where
 * present. */
START_TEST(row_combine_every_drops_a_barrier_a_reduction)
{
    tl_error err = {0};
    built b, e;
    static const char *const names[] = {"softmax", "rmsnorm", "layernorm"};
    static const int fewer[] = {4, 2, 1}, every[] = {2, 1, 0}, rows[] = {2, 1, 2};
    for (int n = 0; n < 3; n++) {
        char path[256];
        snprintf(path, sizeof path, EXAMPLES "/%s.tile", names[n]);
        ck_assert_msg(build_file(&b, path, "nvidia/h200 -row_combine=thread", &err), "%s", err.msg);
        ck_assert_msg(build_file(&e, path, "nvidia/h200", &err), "%s", err.msg); /* every: the default */
        const char *cb = tl_strbuf_cstr(&b.c.device_source), *ce = tl_strbuf_cstr(&e.c.device_source);
        ck_assert(strstr(cb, "tl_pb") == NULL && strstr(cb, "tl_rv") == NULL);
        ck_assert_int_eq(occurrences(cb, "__syncthreads();") - occurrences(ce, "__syncthreads();"), fewer[n]);
        ck_assert_int_eq(occurrences(ce, "combined by every thread */"), every[n]);
        ck_assert_int_eq(occurrences(ce, "combined by the row's threads */"), rows[n]);
        ck_assert(strstr(ce, "int32_t tl_pb = 0;") != NULL);
        ck_assert(strstr(ce, "tl_pb ^= 1;") != NULL);
        ck_assert(strstr(ce, "[tl_pb * 32 + tl_tid % 64 / 32 * 16 + ") != NULL); /* short rows: 2 warps a row, 16 rows */
        if (n == 0) {
            /* m_r and l_r: registers, never read from shared memory */
            ck_assert(strstr(cb, "m_r[0]") != NULL && strstr(ce, "m_r[0]") == NULL);
            ck_assert(strstr(ce, "l_r[0]") == NULL && strstr(ce, "l_r[i") == NULL);
            ck_assert(strstr(ce, "- tl_rv2)") != NULL && strstr(ce, "(1.0f / tl_rv3)") != NULL);
            ck_assert(strstr(ce, "[tl_pb * 8 + tl_tid % 256 / 32 * 1 + ") != NULL);
            /* the short rows' max and sum: a register a step */
            ck_assert(strstr(ce, "- tl_rv0[tl_s])") != NULL && strstr(ce, "(1.0f / tl_rv1[tl_s])") != NULL);
            ck_assert(strstr(ce, "m_s[i]") == NULL && strstr(ce, "l_s[i]") == NULL);
        } else if (n == 1) {
            ck_assert(strstr(ce, "ss_r[0]") == NULL);
        } else {
            ck_assert(strstr(ce, "__fmul_rn(tl_rv0[tl_s], inv_n)") != NULL && strstr(ce, "__fmul_rn(tl_rv1[tl_s], inv_n)") != NULL);
            ck_assert(strstr(ce, "mean_s[i]") == NULL && strstr(ce, "rstd_s[i]") == NULL);
        }
        char reason[256];
        if (fewer[n] && tl_nvrtc_load(reason, sizeof reason)) {
            const tl_cuda_artifact *art = e.c.device_artifact;
            void *cubin = NULL;
            size_t sz = 0;
            ck_assert_msg(tl_nvrtc_compile(art->source, "every.cu", "sm_90a", NULL, 0, false, &cubin, &sz, &err), "%s: %s",
                          names[n], err.msg);
            free(cubin);
        }
        unbuild(&b);
        unbuild(&e);
    }
    ck_assert(!build_file(&b, EXAMPLES "/softmax.tile", "nvidia/h200 -row_combine=all", &err));
    ck_assert_msg(strstr(err.msg, "row_combine is 'all': it is 'thread' or 'every'") != NULL, "%s", err.msg);
    unbuild(&b);
}
END_TEST

/* The cuda target's store_hint=cs: the 16-byte stores into a tensor the
 * kernel never reads are __stcs (st.global.cs), those into a tensor it also
 * reads stay plain; without the attribute (or with none) every store is
 * plain; an unknown value is an error. */
START_TEST(store_hint_streams_write_only_tensors)
{
    tl_error err = {0};
    built b;
    static const char src[] = "kernel k(A: f32[N], B: f32[N]) grid(ceildiv(N, 1024)) threads(256) as (bx) {\n"
                              "    T = fragment f32[1024]\n"
                              "    copy(A[bx * 1024], T)\n"
                              "    for i in parallel(1024) {\n"
                              "        T[i] = T[i] + 1.0\n"
                              "    }\n"
                              "    copy(T, A[bx * 1024])\n"
                              "    copy(T, B[bx * 1024])\n"
                              "}\n";
    static const char *const targets[] = {"nvidia/h200", "nvidia/h200 -store_hint=none", "nvidia/h200 -store_hint=cs"};
    for (int t = 0; t < 3; t++) {
        ck_assert_msg(build_src(&b, "s.tile", src, strlen(src), targets[t], &err), "%s", err.msg);
        const char *cu = tl_strbuf_cstr(&b.c.device_source);
        ck_assert_int_eq(occurrences(cu, "__stcs((float4 *)tl_p, tl_q); /* streamed: the kernel never reads B */"), t == 2 ? 2 : 0);
        ck_assert(strstr(cu, "never reads A") == NULL);
        ck_assert_int_eq(occurrences(cu, "*(float4 *)tl_p = tl_q;"), t == 2 ? 2 : 4);
        char reason[256];
        if (t == 2 && tl_nvrtc_load(reason, sizeof reason)) {
            void *cubin = NULL;
            size_t sz = 0;
            const tl_cuda_artifact *art = b.c.device_artifact;
            ck_assert_msg(tl_nvrtc_compile(art->source, "s.cu", "sm_90a", NULL, 0, false, &cubin, &sz, &err),
                          "%s", err.msg);
            free(cubin);
        }
        unbuild(&b);
    }
    ck_assert(!build_src(&b, "s.tile", src, strlen(src), "nvidia/h200 -store_hint=lu", &err));
    ck_assert_msg(strstr(err.msg, "store_hint is 'lu': it is 'none' or 'cs'") != NULL, "%s", err.msg);
    unbuild(&b);
}
END_TEST

/* A reduction of a fragment whose every access is by its owner thread:
 * the fragment stays in registers (no shared memory for it, no barrier
 * between its copy in, its loops and the reduction's partials), each thread
 * combines its own run, then warp shuffles, then shared memory across warps
 * only where a row spans more than one warp. Where the partitions differ
 * (the fragment also read across threads, or a row's threads do not divide
 * the block) it is kept in shared memory and the partials are strided. */
static const char *emitted(built *b, const char *src, tl_error *err)
{
    ck_assert_msg(build_src(b, "r.tile", src, strlen(src), "nvidia/h200", err), "%s", err->msg);
    return tl_strbuf_cstr(&b->c.device_source);
}

/* A local is per thread: a copy or fill into one outside parallel loops is
 * done whole by every thread (a serial loop), never spread over the block's
 * threads, each of which would then hold only its share (tilesmith seeds 6,
 * 51, 314 and most of the H200's integer mismatches: lo[4] read as 0 by
 * every thread but the fifth). The same for reductions and scans into a
 * local. */
START_TEST(local_tile_ops_whole_in_each_thread)
{
    tl_error err = {0};
    built b;
    const char *cu = emitted(&b,
                             "kernel k(A: u8[16], O: u8[16]) grid(2) threads(128) as bx {\n"
                             "    lo = local u8[8]\n"
                             "    lf = local i32[4]\n"
                             "    copy(A[bx * 8], lo)\n"
                             "    fill(lf, 3)\n"
                             "    for i in parallel(8) { O[bx * 8 + i] = lo[i] / select(lo[4] == 0, 1, lo[4]) + u8(lf[3]) }\n"
                             "}\n",
                             &err);
    ck_assert_msg(strstr(cu, "for (int32_t i1 = 0; i1 < 8; i1++) {\n            lo[i1] = A[") != NULL, "%s", cu);
    ck_assert_msg(strstr(cu, "for (int32_t i1 = 0; i1 < 4; i1++) {\n        lf[i1] = 3;") != NULL, "%s", cu);
    /* the only loop spread over the threads is the user's parallel one */
    const char *p = strstr(cu, "/* parallel ");
    ck_assert_msg(p && strstr(p, "/* parallel i: 8") == p && !strstr(p + 1, "/* parallel "), "%s", cu);
    unbuild(&b);
    /* a reduction into a local: every row in every thread */
    cu = emitted(&b,
                 "kernel k(A: f32[4, 16], O: f32[4]) grid(1) threads(128) as bx {\n"
                 "    fr = fragment f32[4, 16]\n"
                 "    lo = local f32[4]\n"
                 "    copy(A[0, 0], fr)\n"
                 "    reduce_sum(fr, lo, dim=1)\n"
                 "    for i in parallel(4) { O[i] = lo[0] + lo[3] }\n"
                 "}\n",
                 &err);
    ck_assert_msg(strstr(cu, "for (int32_t i1 = 0; i1 < 4; i1++) {\n        lo[i1] = 0.0f;") != NULL, "%s", cu);
    unbuild(&b);
}
END_TEST

/* An f16 stored into a per-thread array is encoded by tl_f2h_pt, whose
 * half is the low one of a converted pair (tests/diff/cuda-f16-local-byte-
 * stores.tile: NVVM split the stores of an absmax into a local f16 array
 * into bytes and ptxas made the low byte of cvt.rn.f16.f32 an F2I.U8.F16,
 * 1.0 stored as 0x3c01); a store into shared memory keeps tl_f2h. */
START_TEST(f16_into_per_thread_arrays_by_pairs)
{
    tl_error err = {0};
    built b;
    const char *src = emitted(&b,
                              "kernel k(Y: f16[M]) grid(ceildiv(M, 30)) threads(1) as (bx)\n{\n"
                              "    F = fragment f16[7, 30]\n    lo = local f16[30]\n    F[0, 0] = 1.0\n"
                              "    reduce_absmax(F, lo, dim=0)\n    copy(lo, Y[bx * 30])\n}\n",
                              &err);
    ck_assert_msg(strstr(src, "lo[i] = tl_f2h_pt(tl_f16r((tl_fmaxf(") && strstr(src, "F[0][0] = tl_f2h(1.0f);") &&
                      strstr(src, "asm(\"cvt.rn.f16x2.f32 %0, %1, %2;\""),
                  "%s", src);
    unbuild(&b);
}
END_TEST

/* -MIN wraps to MIN in the interpreter; C++'s -x on int32_t/int64_t is
 * undefined there, and nvrtc folded `c >= -x` into `x >= -c` (tilesmith seed
 * 961): i32 and i64 negate in unsigned arithmetic; 8/16-bit ones promote to
 * int and convert back, which is defined. */
START_TEST(signed_negation_wraps)
{
    tl_error err = {0};
    built b;
    const char *cu = emitted(&b,
                             "kernel k(A: i64[4], B: i32[4], O: u32[4]) grid(1) threads(32) as bx {\n"
                             "    for i in parallel(4) { O[i] = select(-2949753269875399881 >= -A[i], u32(-B[i]), u32(7)) }\n"
                             "}\n",
                             &err);
    ck_assert_msg(strstr(cu, "(int64_t)(UINT64_C(0) - (uint64_t)") != NULL, "%s", cu);
    ck_assert_msg(strstr(cu, "(int32_t)(0u - (uint32_t)") != NULL, "%s", cu);
    ck_assert_msg(strstr(cu, "(-A[") == NULL && strstr(cu, "(-B[") == NULL, "%s", cu);
    unbuild(&b);
    /* the emitted form, as host C: MIN negates to MIN */
    volatile int64_t m = INT64_MIN;
    volatile int32_t m32 = INT32_MIN;
    ck_assert(INT64_C(-2949753269875399881) >= (int64_t)(UINT64_C(0) - (uint64_t)m));
    ck_assert((int32_t)(0u - (uint32_t)m32) == INT32_MIN);
    /* + - * of values from data wrap too; index arithmetic stays signed */
    cu = emitted(&b,
                 "kernel k(A: i32[4], O: i32[4]) grid(1) threads(32) as bx {\n"
                 "    for i in parallel(4) { let v = A[i] * 3\n O[i] = select(v + 1 > v, 1, 0) }\n"
                 "}\n",
                 &err);
    ck_assert_msg(strstr(cu, "(int32_t)((uint32_t)v + (uint32_t)1)") != NULL, "%s", cu);
    ck_assert_msg(strstr(cu, "(uint32_t)(((0 <= i) && (i < 4)) ? A[") != NULL, "%s", cu);
    unbuild(&b);
}
END_TEST

/* i16 arithmetic is computed in int and wrapped by tl_wrap_i16, behind an
 * empty asm: NVVM narrowed `(int16_t)(-x)` to neg.s16, which ptxas (CUDA
 * 13.0, sm_80 and sm_90) computes in 32 bits without its wrap, so -(-32768)
 * compared as 32768 (tilesmith seed 3307); an i16 abs likewise (NVVM made
 * it abs.s16). i8 keeps its cast (its operations are 16-bit ones with a cvt
 * back, which ptxas gets right). */
START_TEST(i16_arithmetic_wrapped_behind_asm)
{
    tl_error err = {0};
    built b;
    const char *cu = emitted(&b,
                             "kernel k(A: i16[4], B: i8[4], O: i16[4], P: i8[4]) grid(1) threads(32) as bx {\n"
                             "    for i in parallel(4) { O[i] = select(0 <= -A[i], A[i] * A[i], A[i] - 1)\n"
                             "        P[i] = -B[i]\n        O[i] = O[i] + select(abs(A[i]) < 5, i16(1), i16(0)) }\n"
                             "}\n",
                             &err);
    ck_assert_msg(strstr(cu, "TL_DEV int16_t tl_wrap_i16(int32_t v) { asm(\"\" : \"+r\"(v)); return (int16_t)v; }"),
                  "%s", cu);
    ck_assert_msg(strstr(cu, "0 <= tl_wrap_i16(-(") && strstr(cu, "tl_wrap_i16((((0 <= i)") &&
                      strstr(cu, "(int8_t)(-(") && !strstr(cu, "(int16_t)(-(") && !strstr(cu, "(int16_t)(("),
                  "%s", cu);
    /* abs(-32768) wraps too: NVVM made (int16_t)tl_abs_i64(x) an abs.s16 */
    ck_assert_msg(strstr(cu, "tl_wrap_i16((int32_t)tl_abs_i64(") && !strstr(cu, "(int16_t)tl_abs_i64("), "%s", cu);
    unbuild(&b);
}
END_TEST

/* A tests/diff reproducer built for nvidia/h200: its CUDA source in *cu
 * (b holds it); the text read, for the caller to free after unbuild. */
static char *repro_source(built *b, const char *path, const char **cu)
{
    size_t len;
    char *src = lt_read_file(path, &len);
    ck_assert_msg(src != NULL, "cannot read %s", path);
    tl_error err = {0};
    ck_assert_msg(build_src(b, strrchr(path, '/') + 1, src, len, "nvidia/h200", &err), "%s", err.msg);
    *cu = tl_strbuf_cstr(&b->c.device_source);
    return src;
}

/* NVRTC compiles cu for sm_90a in under 15 s (the bound of a compile
 * blowup a reproducer once took minutes over; `expect` its usual time),
 * or the test says why it is skipped. */
static void nvrtc_bounded(const char *test, const char *cu, const char *path, const char *expect)
{
    char reason[256];
    if (!tl_nvrtc_load(reason, sizeof reason)) {
        printf("skipped: %s's NVRTC compile: %s\n", test, reason);
        return;
    }
    tl_error err = {0};
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    void *cubin = NULL;
    size_t n = 0;
    ck_assert_msg(tl_nvrtc_compile(cu, "repro.cu", "sm_90a", NULL, 0, false, &cubin, &n, &err), "%s", err.msg);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    free(cubin);
    double sec = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9;
    ck_assert_msg(sec < 15.0, "NVRTC took %.1f s on %s (%s expected)", sec, path, expect);
}

/* A double rounded to bf16 is a call, not inlined: tl_d2bf's branches on a
 * value a loop does not change (bf16(N) == 2.0 in a loop of 8 elements a
 * thread, each with an if/else) held NVVM for 41 s on this kernel and for
 * minutes on tilesmith seed 100084 (tests/diff/cuda-d2bf-unswitch.tile);
 * 0.3 s with the call. NVRTC must compile it in well under that. */
START_TEST(d2bf_is_a_call)
{
    built b;
    const char *cu;
    char *src = repro_source(&b, "tests/diff/cuda-d2bf-unswitch.tile", &cu);
    ck_assert(strstr(cu, "static __device__ __noinline__ uint16_t tl_d2bf(double x)") != NULL);
    nvrtc_bounded("d2bf_is_a_call", cu, "tests/diff/cuda-d2bf-unswitch.tile", "0.3 s");
    unbuild(&b);
    free(src);
}
END_TEST

/* tilesmith seed 101145 (tests/diff/cuda-simt-unroll.tile): threads(2) and
 * a SIMT gemm give each thread 214 accumulators; unrolled whole, each loop
 * over them with a guard and branches a step, the kernel took minutes in
 * ptxas. A thread's loop over a round-robin register fragment of more than
 * 64 steps stays a loop; 32 steps or fewer (every example's) unroll. */
START_TEST(long_register_loops_stay_loops)
{
    built b;
    const char *cu;
    char *src = repro_source(&b, "tests/diff/cuda-simt-unroll.tile", &cu);
    ck_assert_msg(strstr(cu, "fr17[214]; /* fragment: this thread's 214 elements, in local memory (its loops not unrolled) */"),
                  "%s", cu);
    ck_assert_msg(strstr(cu, "#pragma unroll 1\n        for (int32_t tl_s = 0; tl_s < 214; tl_s++) {"), "%s", cu);
    ck_assert_msg(!strstr(cu, "#pragma unroll\n        for (int32_t tl_s = 0; tl_s < 214; tl_s++) {"), "%s", cu);
    nvrtc_bounded("long_register_loops_stay_loops", cu, "tests/diff/cuda-simt-unroll.tile", "0.4 s");
    unbuild(&b);
    free(src);
}
END_TEST

/* A product of two widened 8/16-bit integers has one operand behind an empty
 * asm (tl_opaque_u32): NVVM formed dp2a from a SIMT u8 gemm's sums and took a
 * 16-bit half of a merged load of two byte pairs whole (tilesmith seed
 * 52753). A product with a wider operand is left alone. */
START_TEST(narrow_products_form_no_dot_instructions)
{
    tl_error err = {0};
    built b;
    const char *cu = emitted(&b,
                             "kernel k(A: u8[14, 6], B: u8[14, 2], C: i32[6, 2], D: i32[6]) grid(1) threads(2) as bx {\n"
                             "    A_f = fragment u8[14, 6]\n    B_s = shared u8[14, 2]\n    C_f = fragment i32[6, 2]\n"
                             "    copy(A, A_f)\n    copy(B, B_s)\n    clear(C_f)\n"
                             "    gemm(A_f, B_s, C_f, transpose_a=true)\n    copy(C_f, C)\n"
                             "    for i in parallel(6) { D[i] = D[i] * i32(A[0, i]) }\n"
                             "}\n",
                             &err);
    ck_assert_msg(strstr(cu, "TL_DEV uint32_t tl_opaque_u32(uint32_t v) { asm(\"\" : \"+r\"(v)); return v; }"), "%s",
                  cu);
    ck_assert_msg(strstr(cu, "(int32_t)A_f[gp][gi] * tl_opaque_u32((uint32_t)(int32_t)B_s[gp][gj])"), "%s", cu);
    const char *d = strstr(cu, "D[(int64_t)i] = ");
    ck_assert_msg(d && !strstr(d, "tl_opaque_u32("), "%s", cu);
    unbuild(&b);
}
END_TEST

/* A float product that feeds an add rounds on its own (the interpreter's
 * meaning; NVRTC would contract it into one FMA: tilesmith seed 947), while
 * the FFMA loop of a float gemm stays fused. */
START_TEST(products_not_contracted_except_in_gemm)
{
    tl_error err = {0};
    built b;
    const char *cu = emitted(&b,
                             "kernel k(A: f64[4], B: f32[4], O: f64[4], P: f32[4]) grid(1) threads(32) as bx {\n"
                             "    for i in parallel(4) { O[i] = O[i] + A[i] * A[i]\n P[i] = B[i] * B[i] - P[i] }\n"
                             "}\n",
                             &err);
    ck_assert_msg(strstr(cu, "__dmul_rn(") != NULL && strstr(cu, "__fmul_rn(") != NULL, "%s", cu);
    ck_assert_msg(strstr(cu, "fma(") == NULL && strstr(cu, "fmaf(") == NULL, "%s", cu);
    unbuild(&b);
    cu = emitted(&b,
                 "kernel g(A: f32[16, 16], B: f32[16, 16], C: f32[16, 16]) grid(1) threads(32) as bx {\n"
                 "    A_s = shared f32[16, 16]\n B_s = shared f32[16, 16]\n C_f = fragment f32[16, 16]\n"
                 "    copy(A, A_s)\n copy(B, B_s)\n clear(C_f)\n gemm(A_s, B_s, C_f)\n copy(C_f, C)\n"
                 "}\n",
                 &err);
    ck_assert_msg(strstr(cu, "fmaf(") != NULL, "%s", cu);
    unbuild(&b);
}
END_TEST

START_TEST(reductions_in_the_source_partition)
{
    tl_error err = {0};
    built b;
    /* rows of 64 threads (256 columns in runs of 4): two warps a row, their
     * partials through a [4, 64] buffer of which [4, 2] is used; the body of
     * the column loop holds two barriers (before the warps' partials are
     * written, and before they are combined), none for X_f */
    const char *cu = emitted(&b,
                             "kernel k(X: f32[M, N], S: f32[M]) grid(ceildiv(M, 4)) threads(128) as bx {\n"
                             "    X_f = fragment f32[4, 256]\n"
                             "    acc = fragment f32[4]\n"
                             "    clear(acc)\n"
                             "    for c in range(ceildiv(N, 256)) {\n"
                             "        copy(X[bx * 4, c * 256], X_f)\n"
                             "        for i, j in parallel(4, 256) { X_f[i, j] = select(c * 256 + j < N, X_f[i, j], 0.0) }\n"
                             "        reduce_sum(X_f, acc, dim=1, clear=false)\n"
                             "    }\n"
                             "    copy(acc, S[bx * 4])\n"
                             "}\n",
                             &err);
    ck_assert(in_registers(&b, "X_f"));
    partial_dims(&b, "partial", 4, 64);
    ck_assert(strstr(cu, "float X_f[8];") != NULL);
    /* the warp partials transposed (warp q of row r at q * 4 + r): the 4
     * threads that combine them read consecutive words, no bank conflict */
    ck_assert(strstr(cu, "((float *)partial)[tl_tid % 64 / 32 * 4 + rr] = tl_w[tl_s];") != NULL);
    ck_assert(strstr(cu, "const float tl_u = ((const float *)partial)[tl_q * 4 + i1];") != NULL);
    ck_assert(strstr(cu, "for (int32_t i1 = tl_tid; i1 < 4; i1 += 128) {") != NULL);
    const tl_block *body = &b.m->kernels[0]->body;
    const tl_stmt *loop = NULL;
    for (size_t i = 0; i < body->n; i++)
        if (body->items[i]->kind == TL_STMT_FOR && body->items[i]->loop.kind == TL_LOOP_SERIAL)
            loop = body->items[i];
    ck_assert(loop != NULL);
    ck_assert_int_eq(count_barriers(&loop->loop.body), 2);
    unbuild(&b);
    /* rows of 16 threads (64 columns in runs of 4): within a warp, lane 0
     * of each row updates acc, and a barrier follows */
    cu = emitted(&b,
                 "kernel k(X: f32[M, 64], S: f32[M]) grid(ceildiv(M, 8)) threads(128) as bx {\n"
                 "    X_f = fragment f32[8, 64]\n"
                 "    acc = fragment f32[8]\n"
                 "    copy(X[bx * 8, 0], X_f)\n"
                 "    reduce_max(X_f, acc, dim=1)\n"
                 "    copy(acc, S[bx * 8])\n"
                 "}\n",
                 &err);
    ck_assert(in_registers(&b, "X_f"));
    partial_dims(&b, "partial", 8, 16);
    ck_assert(strstr(cu, "__shfl_xor_sync(tl_m, tl_w[tl_s], tl_o, 16)") != NULL);
    ck_assert(strstr(cu, "if (tl_r % 16 == 0) {") != NULL);
    unbuild(&b);
    /* read across threads too (transposed): kept in shared memory; the
     * partials still follow the copy's partition, read from shared memory */
    cu = emitted(&b,
                 "kernel k(X: f32[M, 256], S: f32[M], T: f32[M, 4]) grid(1) threads(128) as bx {\n"
                 "    X_f = fragment f32[4, 256]\n"
                 "    acc = fragment f32[4]\n"
                 "    copy(X[0, 0], X_f)\n"
                 "    reduce_sum(X_f, acc, dim=1)\n"
                 "    for i, j in parallel(4, 4) { T[i, j] = X_f[j, i] }\n"
                 "    copy(acc, S[0])\n"
                 "}\n",
                 &err);
    ck_assert(!in_registers(&b, "X_f"));
    ck_assert(strstr(cu, "tl_w[tl_s] = tl_w[tl_s] + X_f[rr][rj];") != NULL);
    unbuild(&b);
    /* a row of 192 runs: its threads do not divide the block's 128: strided */
    cu = emitted(&b,
                 "kernel k(X: f32[M, 768], S: f32[M]) grid(1) threads(128) as bx {\n"
                 "    X_f = fragment f32[2, 768]\n"
                 "    acc = fragment f32[2]\n"
                 "    copy(X[0, 0], X_f)\n"
                 "    reduce_sum(X_f, acc, dim=1)\n"
                 "    copy(acc, S[0])\n"
                 "}\n",
                 &err);
    ck_assert(!in_registers(&b, "X_f"));
    partial_dims(&b, "partial", 2, 32);
    unbuild(&b);
    /* a whole row on chip: 4096 columns in runs of 4 over 256 threads, W =
     * 1024 runs a row, 4 a thread: the partials follow the source's
     * partition (X_f in registers, 16 a thread); each thread combines its 4
     * runs of the row in one register, then the butterfly, then 8 warp
     * partials */
    cu = emitted(&b,
                 "kernel k(X: f32[M, N], S: f32[M]) grid(M) threads(256) as bx {\n"
                 "    X_f = fragment f32[1, 4096]\n"
                 "    acc = fragment f32[1]\n"
                 "    copy(X[bx, 0], X_f)\n"
                 "    reduce_max(X_f, acc, dim=1)\n"
                 "    copy(acc, S[bx])\n"
                 "}\n",
                 &err);
    ck_assert(in_registers(&b, "X_f"));
    partial_dims(&b, "partial", 1, 1024);
    ck_assert(strstr(cu, "float X_f[16];") != NULL);
    ck_assert(strstr(cu, "const int32_t tl_k = 4;") != NULL);
    ck_assert(strstr(cu, "tl_w[tl_s / tl_k] = (tl_fmaxf(tl_w[tl_s / tl_k], X_f[tl_s * 4 + tl_v]));") != NULL);
    ck_assert(strstr(cu, "if (tl_s % tl_k == tl_k - 1) {") != NULL);
    ck_assert(strstr(cu, "((float *)partial)[tl_tid % 256 / 32 * 1 + rr] = tl_w[tl_s / tl_k];") != NULL);
    ck_assert(strstr(cu, "for (int32_t tl_q = 1; tl_q < 8; tl_q++) {") != NULL);
    /* max is one PTX max.f32 (a NaN operand ignored, as the interpreter) */
    ck_assert(strstr(cu, "TL_DEV float tl_fmaxf(float a, float b) { return fmaxf(a, b); }") != NULL);
    unbuild(&b);
    /* W a multiple of T but R W past 4096 partials: strided, in shared memory */
    cu = emitted(&b,
                 "kernel k(X: f32[M, 8192], S: f32[M]) grid(1) threads(256) as bx {\n"
                 "    X_f = fragment f32[4, 8192]\n"
                 "    acc = fragment f32[4]\n"
                 "    copy(X[0, 0], X_f)\n"
                 "    reduce_sum(X_f, acc, dim=1)\n"
                 "    copy(acc, S[0])\n"
                 "}\n",
                 &err);
    ck_assert(!in_registers(&b, "X_f"));
    partial_dims(&b, "partial", 4, 32);
    unbuild(&b);
}
END_TEST

/* A serial loop whose body starts with a copy of a global tile the kernel
 * never writes into registers: the next iteration's loads are issued right
 * after this iteration's copy, before its compute (a register double
 * buffer, tl_pf), and the first iteration's before the loop. Not where the
 * source is written in the kernel, nor where the loop starts with a barrier
 * (a copy into a shared buffer other threads read). */
START_TEST(loads_one_iteration_ahead)
{
    tl_error err = {0};
    built b;
    ck_assert_msg(build_file(&b, EXAMPLES "/softmax.tile", "nvidia/h200", &err), "%s", err.msg);
    const char *cu = tl_strbuf_cstr(&b.c.device_source);
    /* the one-pass form (a row at a time, N <= BN_ROW) loads row r + 1 ahead */
    ck_assert(strstr(cu, "serial loop r: its first copy's loads one iteration ahead") != NULL);
    ck_assert(strstr(cu, "X_r[tl_s * 4 + tl_v] = ((const float *)&tl_pf[tl_s])[tl_v];") != NULL);
    const char *first = strstr(cu, "serial loop c: its first copy's loads one iteration ahead");
    ck_assert(first != NULL);
    ck_assert(strstr(first + 1, "serial loop c: its first copy's loads one iteration ahead") != NULL); /* both passes */
    /* in the first pass: the stores from tl_pf, then the loads of c + 1, then the masking loop */
    const char *st = strstr(first, "X_f[tl_s * 4 + tl_v] = ((const float *)&tl_pf[tl_s])[tl_v];");
    const char *next = strstr(first, "const int32_t tl_cn = c + 1;");
    const char *mask = strstr(first, "X_f[tl_s * 4 + tl_v] = ((((c * 512) + j) < N) ?");
    ck_assert(st && next && mask && st < next && next < mask);
    unbuild(&b);
    /* flash attention: K, a barrier, V; both one key block ahead, V's
     * stores after the barrier, both tiles' next loads after them */
    ck_assert_msg(build_file(&b, EXAMPLES "/flash_attention.tile", "nvidia/h200", &err), "%s", err.msg);
    cu = tl_strbuf_cstr(&b.c.device_source);
    first = strstr(cu, "serial loop kb: its first two copies' loads one iteration ahead");
    ck_assert(first != NULL);
    const char *kst = strstr(first, "*(float2 *)&K_s[i1][j1] = tl_pf[tl_s];");
    const char *bar = kst ? strstr(kst, "__syncthreads();") : NULL;
    const char *vst = strstr(first, "*(float2 *)&V_s[i1][j1] = tl_pf1[tl_s];");
    next = strstr(first, "const int32_t tl_cn = kb + 1;");
    const char *vld = next ? strstr(next, "tl_pf1[tl_s] = *(const float2 *)tl_p;") : NULL;
    const char *gemm = strstr(first, "{ /* Q_s and K_s by ldmatrix");
    ck_assert(kst && bar && vst && next && vld && gemm && kst < bar && bar < vst && vst < next && vld < gemm);
    unbuild(&b);
    static const char written[] = "kernel k(X: f32[M, N]) grid(ceildiv(M, 4)) threads(128) as bx {\n"
                                  "    F = fragment f32[4, 256]\n"
                                  "    for c in range(ceildiv(N, 256)) {\n"
                                  "        copy(X[bx * 4, c * 256], F)\n"
                                  "        for i, j in parallel(4, 256) { F[i, j] = F[i, j] * 2.0 }\n"
                                  "        copy(F, X[bx * 4, c * 256])\n"
                                  "    }\n"
                                  "}\n";
    ck_assert_msg(build_src(&b, "w.tile", written, strlen(written), "nvidia/h200", &err), "%s", err.msg);
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "one iteration ahead") == NULL);
    unbuild(&b);
    static const char shared[] = "kernel k(X: f32[M, N], Y: f32[M, N]) grid(ceildiv(M, 4)) threads(128) as bx {\n"
                                 "    S = shared f32[4, 256]\n"
                                 "    for c in range(ceildiv(N, 256)) {\n"
                                 "        copy(X[bx * 4, c * 256], S)\n"
                                 "        for i, j in parallel(4, 256) { Y[bx * 4 + i, c * 256 + j] = S[3 - i, j] }\n"
                                 "    }\n"
                                 "}\n";
    ck_assert_msg(build_src(&b, "s.tile", shared, strlen(shared), "nvidia/h200", &err), "%s", err.msg);
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "one iteration ahead") == NULL);
    unbuild(&b);
}
END_TEST

/* atomic_add into a global tensor: atomicAdd for f32, a compare-and-swap
 * on the 32-bit word for f16; both compile */
START_TEST(atomic_add_compiles)
{
    static const char src[] = "const B = 256\n"
                              "kernel col_sum(X: f32[M, N], S: f32[N]) grid(ceildiv(N, B), ceildiv(M, 8)) threads(128) as (bx, by) {\n"
                              "    F = fragment f32[8, B]\n"
                              "    R = fragment f32[B]\n"
                              "    copy(X[by * 8, bx * B], F)\n"
                              "    reduce_sum(F, R, dim=0)\n"
                              "    atomic_add(R, S[bx * B])\n"
                              "}\n"
                              "kernel col_sum16(X: f16[M, N], S: f16[N]) grid(ceildiv(N, B), ceildiv(M, 8)) threads(128) as (bx, by) {\n"
                              "    F = fragment f16[8, B]\n"
                              "    R = fragment f16[B]\n"
                              "    copy(X[by * 8, bx * B], F)\n"
                              "    reduce_sum(F, R, dim=0)\n"
                              "    atomic_add(R, S[bx * B])\n"
                              "}\n"
                              "kernel narrow(a: i8[N], b: u16[N], o1: i8[64], o2: u16[64], o3: i16[64]) grid(ceildiv(N, 64)) threads(64) as bx {\n"
                              "    ta = fragment i8[64]\n"
                              "    tb = fragment u16[64]\n"
                              "    copy(a[bx * 64], ta)\n"
                              "    copy(b[bx * 64], tb)\n"
                              "    atomic_add(ta, o1[0])\n"
                              "    atomic_max(tb, o2[0])\n"
                              "    atomic_min(ta, o3[0])\n"
                              "}\n";
    tl_error err = {0};
    built b;
    ck_assert_msg(build_src(&b, "atomic.tile", src, strlen(src), "nvidia/h200", &err), "%s", err.msg);
    const char *cu = tl_strbuf_cstr(&b.c.device_source);
    ck_assert(strstr(cu, "tl_atomic_add(&S[") != NULL);
    ck_assert(strstr(cu, "tl_atomic_add16(&S[") != NULL);
    /* f32 not through atomicAdd: atom.add.f32 flushes subnormals to zero
     * (tilesmith seeds 292, 679, 1071 on the H200) */
    ck_assert(strstr(cu, "TL_DEV void tl_atomic_add(float *p, float v) { atomicAdd(p, v); }") == NULL);
    ck_assert(strstr(cu, "atomicCAS(w, assumed, __float_as_uint(__fadd_rn(__uint_as_float(assumed), v)))") != NULL);
    /* 8- and 16-bit integers through a compare-and-swap on their word */
    ck_assert(strstr(cu, "tl_atomic_narrow<int8_t>(&o1[") != NULL);
    ck_assert(strstr(cu, "tl_atomic_narrow<uint16_t>(&o2[") != NULL);
    ck_assert(strstr(cu, "tl_atomic_narrow<int16_t>(&o3[") != NULL);
    char reason[256];
    if (!tl_nvrtc_load(reason, sizeof reason)) {
        printf("skipped: NVRTC compile of atomic_add: %s\n", reason);
    } else {
        void *cubin = NULL;
        size_t n = 0;
        ck_assert_msg(tl_nvrtc_compile(cu, "atomic.cu", "sm_80", NULL, 0, false, &cubin, &n, &err), "%s", err.msg);
        free(cubin);
    }
    unbuild(&b);
}
END_TEST

START_TEST(target_without_arch_says_so)
{
    tl_error err = {0};
    built b;
    ck_assert_msg(build_file(&b, EXAMPLES "/vector_add.tile", "cuda", &err), "%s", err.msg);
    tl_strbuf out = {0};
    char reason[256];
    if (!tl_nvrtc_load(reason, sizeof reason)) {
        printf("skipped: emit cubin without an arch: %s\n", reason);
    } else {
        ck_assert(!tl_emit(&b.c, "cubin", &out, &err));
        tl_assert_msg_contains(&err, "no arch");
    }
    ck_assert(!tl_emit(&b.c, "bogus", &out, &err));
    tl_strbuf_free(&out);
    unbuild(&b);
}
END_TEST

/* Every construct the language gained (shifts, ~, bitcast, sin cos erf
 * sigmoid, var, while, break, continue, atomic_max/atomic_min of every
 * dtype the GPU has atomics for) through the gpu pipeline and the cuda
 * codegen, and NVRTC compiling it for sm_90a and sm_80. */
static const char new_ops_src[] =
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
    "kernel loops(X: i32[N], C: i32[N], M: i32[1], Mf: f32[1], Mn: u64[1])\n"
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
    "    Tn = shared u64[1]\n"
    "    R = shared i32[B]\n"
    "    for i in parallel(B) {\n"
    "        R[i] = C[min(bx * B + i, N - 1)]\n"
    "    }\n"
    "    reduce_max(R, T, dim=0)\n"
    "    for i in parallel(1) {\n"
    "        Tf[i] = f32(T[i]) - 50.0\n"
    "        Tn[i] = u64(T[i])\n"
    "    }\n"
    "    atomic_max(T, M)\n"
    "    atomic_min(Tf, Mf)\n"
    "    atomic_max(Tn, Mn)\n"
    "}\n"
    "\n"
    "kernel uniform_while(X: f32[N], Y: f32[N], steps: i32) grid(ceildiv(N, B)) threads(128) as bx {\n"
    "    S = shared f32[B]\n"
    "    for i in parallel(B) {\n"
    "        S[i] = X[min(bx * B + i, N - 1)]\n"
    "    }\n"
    "    T = shared f32[B]\n"
    "    var k = 0\n"
    "    while k < steps && X[0] < 1000.0 {\n"
    "        for i in parallel(B) {\n"
    "            T[i] = S[(i + 1) % B] * 0.5\n"
    "        }\n"
    "        for i in parallel(B) {\n"
    "            S[i] = T[i]\n"
    "        }\n"
    "        k += 1\n"
    "        if k == 7 {\n"
    "            break\n"
    "        }\n"
    "    }\n"
    "    for i in parallel(B) {\n"
    "        if bx * B + i < N {\n"
    "            Y[bx * B + i] = S[i]\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "kernel atomics16(X: f16[N], Y: bf16[N], D: f64[N], U: u8[N], W: i16[N], Mh: f16[1], Mb: bf16[1], Md: f64[1], Q: i64[N])\n"
    "    grid(ceildiv(N, B)) threads(128) as bx\n"
    "{\n"
    "    Fh = shared f16[1]\n"
    "    Fb = shared bf16[1]\n"
    "    Fd = shared f64[1]\n"
    "    for i in parallel(1) {\n"
    "        Fh[i] = X[bx * B]\n"
    "        Fb[i] = Y[bx * B]\n"
    "        Fd[i] = D[bx * B]\n"
    "    }\n"
    "    atomic_max(Fh, Mh)\n"
    "    atomic_min(Fb, Mb)\n"
    "    atomic_max(Fd, Md)\n"
    "    for i in parallel(B) {\n"
    "        let n = bx * B + i\n"
    "        if n < N {\n"
    "            let s = bitcast(U[n], i8) >> 4\n"
    "            Y[n] = bitcast(bitcast(Y[n], i16) ^ W[n], bf16)\n"
    "            Q[n] = bitcast(D[n], i64) + i64(s)\n"
    "            D[n] = bitcast(Q[n] | 1, f64) + sin(D[n]) + erf(D[n]) + sigmoid(D[n])\n"
    "            X[n] = cos(X[n]) + erf(X[n])\n"
    "        }\n"
    "    }\n"
    "}\n";

START_TEST(new_constructs_compile)
{
    tl_error err = {0};
    built b;
    ck_assert_msg(build_src(&b, "new_ops.tile", new_ops_src, strlen(new_ops_src), "nvidia/h200", &err), "%s", err.msg);
    const char *cu = tl_strbuf_cstr(&b.c.device_source);
    static const char *const want[] = {
        "tl_shl_u64((uint64_t)x, (uint64_t)(x & 31u), 32)", "tl_shr_i64((int64_t)s, (uint64_t)40, 32)", "(uint32_t)(~x)",
        "__uint_as_float((uint32_t)((uint32_t)(__float_as_uint(", "(float)(sin((double)", "(float)(1.0 / (1.0 + exp(-(double)",
        "while ((x != 1) && (x > 0)) {", "break;", "continue;", "int32_t x = ", "x = tl_div_i32(x, 2);",
        "tl_atomic_max(&M[", "tl_atomic_mm(&Mf[", "tl_atomic_max(&Mn[", "tl_atomic_mm16(&Mh[", ", false, true);",
        "tl_atomic_mm16(&Mb[", ", true, false);", "tl_atomic_mm(&Md[", "__longlong_as_double((long long)",
        "__double_as_longlong(", "tl_bf2f((uint16_t)", "(int64_t)(int8_t)((((0 <= n)",
        /* a barrier at the top of the uniform while's body, none before it is needed */
        "    while ((k < steps) && (((0 < N) ? X[(int64_t)0] : 0.0f) < 1e+03f)) {\n        __syncthreads();",
    };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++)
        ck_assert_msg(strstr(cu, want[i]) != NULL, "no '%s' in the CUDA source", want[i]);
    char reason[256];
    if (!tl_nvrtc_load(reason, sizeof reason)) {
        printf("skipped: NVRTC compile of the new constructs: %s\n", reason);
    } else {
        static const char *const archs[] = {"sm_90a", "sm_80"};
        for (int a = 0; a < 2; a++) {
            void *cubin = NULL;
            size_t n = 0;
            ck_assert_msg(tl_nvrtc_compile(cu, "new_ops.cu", archs[a], NULL, 0, false, &cubin, &n, &err), "%s: %s", archs[a],
                          err.msg);
            free(cubin);
        }
    }
    unbuild(&b);
}
END_TEST

/* fp8: loads, stores, casts and arithmetic written with the fp8 helpers
 * (added only to modules that use them), compiled for sm_80 and sm_90a;
 * atomic_add into an fp8 tensor refused (no 8-bit atomics). */
START_TEST(fp8_compiles)
{
    static const char src[] = "kernel f8(X: f8e4m3[N], Y: f8e5m2[N], s: f8e4m3, Z: f32[N], W: f8e5m2[N], E: e8m0[N])\n"
                              "    grid(ceildiv(N, 128)) threads(128) as bx {\n"
                              "    X_s = shared f8e4m3[128]\n"
                              "    copy(X[bx * 128], X_s)\n"
                              "    for i in parallel(128) {\n"
                              "        let n = bx * 128 + i\n"
                              "        if n < N {\n"
                              "            Z[n] = f32(X_s[i]) * f32(Y[n]) + f32(bitcast(u8(n), f8e4m3))\n"
                              "            W[n] = Y[n] * f8e5m2(X_s[i] + s) - f8e5m2(f64(Z[n]))\n"
                              "            E[n] = e8m0(Z[n]) * E[n]\n"
                              "        }\n"
                              "    }\n"
                              "}\n";
    tl_error err = {0};
    built b;
    ck_assert_msg(build_src(&b, "f8.tile", src, strlen(src), "nvidia/h200", &err), "%s", err.msg);
    const char *cu = tl_strbuf_cstr(&b.c.device_source);
    static const char *const want[] = {"TL_DEV uint8_t tl_d2e4m3(double x)", "tl_e4m3_2f(", "tl_e5m2_2f(", "tl_f2e5m2(",
                                       "tl_f8e5m2r_d(", "tl_e4m3_2f((uint8_t)", "tl_e8m0r(", "tl_f2e8m0("};
    for (size_t i = 0; i < sizeof want / sizeof *want; i++)
        ck_assert_msg(strstr(cu, want[i]) != NULL, "no '%s' in the CUDA source", want[i]);
    char reason[256];
    if (!tl_nvrtc_load(reason, sizeof reason)) {
        printf("skipped: NVRTC compile of fp8: %s\n", reason);
    } else {
        static const char *const archs[] = {"sm_90a", "sm_80"};
        for (int a = 0; a < 2; a++) {
            void *cubin = NULL;
            size_t n = 0;
            ck_assert_msg(tl_nvrtc_compile(cu, "f8.cu", archs[a], NULL, 0, false, &cubin, &n, &err), "%s: %s", archs[a],
                          err.msg);
            free(cubin);
        }
    }
    unbuild(&b);
    static const char atomic[] = "kernel a(X: f8e4m3[N], S: f8e4m3[N]) grid(ceildiv(N, 128)) threads(128) as bx {\n"
                                 "    F = fragment f8e4m3[128]\n"
                                 "    copy(X[bx * 128], F)\n"
                                 "    atomic_add(F, S[bx * 128])\n"
                                 "}\n";
    ck_assert(!build_src(&b, "a.tile", atomic, strlen(atomic), "nvidia/h200", &err));
    ck_assert_msg(strstr(err.msg, "no 8-bit atomics") != NULL, "%s", err.msg);
    unbuild(&b);
    /* a module without fp8 has none of its helpers */
    static const char plain[] = "kernel p(X: f32[N]) grid(1) threads(32) as bx {\n    X[0] = 1.0\n}\n";
    ck_assert_msg(build_src(&b, "p.tile", plain, strlen(plain), "nvidia/h200", &err), "%s", err.msg);
    ck_assert(strstr(tl_strbuf_cstr(&b.c.device_source), "e4m3") == NULL);
    unbuild(&b);
}
END_TEST

/* Outside parallel loops, a loop whose trip count may differ between the
 * block's threads must not hold a barrier: refused with its line. */
START_TEST(divergent_barrier_refused)
{
    static const struct {
        const char *src, *msg;
    } cases[] = {
        {"kernel k(X: f32[N], G: i32[1]) grid(1) threads(128) as bx {\n"
         "    S = shared f32[128]\n"
         "    while G[0] < 5 {\n"
         "        for i in parallel(128) {\n"
         "            S[i] = X[0] + S[(i + 1) % 128]\n"
         "        }\n"
         "        G[0] = G[0] + 1\n"
         "    }\n"
         "}\n",
         "bad.tile:3:5: kernel 'k': this while loop outside parallel loops needs a barrier inside it"},
        {"kernel k(X: f32[N], G: i32[1]) grid(1) threads(128) as bx {\n"
         "    S = shared f32[128]\n"
         "    var t = G[0]\n"
         "    for r in range(8) {\n"
         "        if t > 3 {\n"
         "            break\n"
         "        }\n"
         "        for i in parallel(128) {\n"
         "            S[i] = X[0] + S[(i + 1) % 128]\n"
         "        }\n"
         "    }\n"
         "    atomic_max(G, G)\n"
         "}\n",
         "bad.tile:4:5: kernel 'k': this loop outside parallel loops needs a barrier inside it"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        tl_error err = {0};
        built b;
        ck_assert(!build_src(&b, "bad.tile", cases[i].src, strlen(cases[i].src), "nvidia/h200", &err));
        tl_assert_msg_contains(&err, cases[i].msg);
        unbuild(&b);
    }
}
END_TEST

/* thread_sync around a block-level while: the condition reads S, so a
 * barrier before the loop, at the end of the body and before the continue
 * (each path back to the condition), and one at the body's top (the
 * condition's read of S[0] before the body's writes). */
START_TEST(while_barriers)
{
    static const char src[] =
        "kernel k(X: f32[N], Y: f32[N], steps: i32) grid(1) threads(128) as bx {\n"
        "    S = shared f32[128]\n"
        "    var k = 0\n"
        "    while S[0] < 100.0 && k < steps {\n"
        "        k += 1\n"
        "        for i in parallel(128) {\n"
        "            S[i] = S[(i + 1) % 128] + X[i]\n"
        "        }\n"
        "        if k == 2 {\n"
        "            continue\n"
        "        }\n"
        "        for i in parallel(128) {\n"
        "            S[(i + 3) % 128] = 1.0\n"
        "        }\n"
        "    }\n"
        "    for i in parallel(128) {\n"
        "        Y[i] = S[i]\n"
        "    }\n"
        "}\n";
    tl_error err = {0};
    built b;
    ck_assert_msg(build_src(&b, "while.tile", src, strlen(src), "nvidia/h200", &err), "%s", err.msg);
    const char *cu = tl_strbuf_cstr(&b.c.device_source);
    static const char *const want[] = {
        "    __syncthreads();\n    while ((S[0] < 1e+02f) && (k < steps)) {\n        k = k + 1;\n        __syncthreads();\n",
        "        if (k == 2) {\n            __syncthreads();\n            continue;\n        }\n        __syncthreads();\n",
        "        __syncthreads();\n    }\n    /* parallel i",
    };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++)
        ck_assert_msg(strstr(cu, want[i]) != NULL, "no '%s' in the CUDA source", want[i]);
    unbuild(&b);
}
END_TEST

/* A tensor-core gemm outside a ring on whole shared f16 buffers: operands
 * by ldmatrix as a one-slot ring's (ldsm_gemm), through the swizzle when
 * the buffers ask for it, x4 on B^T rows when transpose_b; padded rows
 * (not 16-byte aligned) keep the gathered loads. */
START_TEST(gemm_operands_by_ldmatrix_outside_rings)
{
    static const char src[] =
        "kernel s(A: f16[M, 64], B: f16[N, 64], C: f32[M, N]) grid(ceildiv(N, 64), ceildiv(M, 64)) threads(128) as (bx, by)\n"
        "{\n A_s = shared f16[64, 64] layout(swizzle)\n B_s = shared f16[64, 64] layout(swizzle)\n C_f = fragment f32[64, 64]\n"
        " copy(A[by * 64, 0], A_s)\n copy(B[bx * 64, 0], B_s)\n clear(C_f)\n gemm(A_s, B_s, C_f, transpose_b=true)\n"
        " copy(C_f, C[by * 64, bx * 64])\n}\n"
        "kernel p(A: f16[M, 32], B: f16[32, N], C: f32[M, N]) grid(ceildiv(N, 64), ceildiv(M, 64)) threads(128) as (bx, by)\n"
        "{\n A_s = shared f16[64, 32] layout(pad)\n B_s = shared f16[32, 64]\n C_f = fragment f32[64, 64]\n"
        " copy(A[by * 64, 0], A_s)\n copy(B[0, bx * 64], B_s)\n clear(C_f)\n gemm(A_s, B_s, C_f)\n"
        " copy(C_f, C[by * 64, bx * 64])\n}\n";
    static const char *const want[] = {
        "{ /* A_s and B_s by ldmatrix, as a one-slot ring's (the shared buffers as they are stored) */",
        "tl_ao[tl_i] = (uint32_t)(tl_r * 8 + (tl_q ^ (tl_r & 7))) * 16u;", /* 8 chunks a row, swizzled */
        "const uint32_t tl_bk = tl_bs + (tl_bo[0] ^ (uint32_t)(0 / 8) * 16u);", /* B^T rows, the k step by XOR, once for the tiles */
        "tl_a[tl_i][0] = tl_pack2(A_s[tl_r][tl_c], A_s[tl_r][tl_c + 1]);",   /* kernel p: padded A, gathered */
    };
    source_has("ldsm.tile", src, want, LEN(want), NULL, 0);
}
END_TEST

/* A row vector that follows a tensor-core accumulator's rows stays in
 * registers (every thread its rows; no shared memory, no barrier around the
 * loops over it); one also written to a global tensor (a loop over it then
 * stores from several threads) or read outside a parallel loop stays in
 * shared memory. */
START_TEST(row_vectors_in_the_mma_layout)
{
    static const char src[] =
        "kernel r(A: f16[M, 64], B: f16[N, 64], C: f32[M, N], R: f32[M]) grid(ceildiv(N, 64), ceildiv(M, 64)) threads(128) as (bx, by)\n"
        "{\n A_s = shared f16[64, 64]\n B_s = shared f16[64, 64]\n C_f = fragment f32[64, 64]\n"
        " mx = fragment f32[64]\n sc = fragment f32[64]\n"
        " copy(A[by * 64, 0], A_s)\n copy(B[bx * 64, 0], B_s)\n clear(C_f)\n gemm(A_s, B_s, C_f, transpose_b=true)\n"
        " reduce_max(C_f, mx, dim=1)\n"
        " for i in parallel(64) { sc[i] = 1.0 / (mx[i] + 1.0) }\n"
        " for i, j in parallel(64, 64) { C_f[i, j] = (C_f[i, j] - mx[i]) * sc[i] }\n"
        " copy(C_f, C[by * 64, bx * 64])\n}\n";
    static const char *const want[] = {
        "float mx[4]; /* fragment [64]: this thread's 4 rows",
        "mx[tl_h] = (tl_fmaxf(mx[tl_h], tl_c));", /* the combine by every lane of the row */
        "sc[tl_h] = 1.0f / (mx[tl_h] + 1.0f);",
        "C_f[tl_s * 4 + tl_v] = __fmul_rn((C_f[tl_s * 4 + tl_v] - mx[(tl_s / 4) * 2 + tl_v / 2]), sc[(tl_s / 4) * 2 + tl_v / 2]);",
    };
    source_has("rows.tile", src, want, LEN(want), NULL, 0);
    tl_error err = {0};
    built b;
    ck_assert_msg(build_src(&b, "rows.tile", src, strlen(src), "nvidia/h200", &err), "%s", err.msg);
    ck_assert(in_registers(&b, "mx") && in_registers(&b, "sc"));
    unbuild(&b);
    /* mx also copied out: a store to global from the loop over it */
    static const char out_src[] =
        "kernel r(A: f16[M, 64], B: f16[N, 64], C: f32[M, N], R: f32[M]) grid(ceildiv(N, 64), ceildiv(M, 64)) threads(128) as (bx, by)\n"
        "{\n A_s = shared f16[64, 64]\n B_s = shared f16[64, 64]\n C_f = fragment f32[64, 64]\n"
        " mx = fragment f32[64]\n sc = fragment f32[64]\n"
        " copy(A[by * 64, 0], A_s)\n copy(B[bx * 64, 0], B_s)\n clear(C_f)\n gemm(A_s, B_s, C_f, transpose_b=true)\n"
        " reduce_max(C_f, mx, dim=1)\n"
        " for i in parallel(64) { sc[i] = 1.0 / (mx[i] + 1.0)\n R[by * 64 + i] = sc[i] }\n"
        " for i, j in parallel(64, 64) { C_f[i, j] = (C_f[i, j] - mx[i]) * sc[i] }\n"
        " copy(C_f, C[by * 64, bx * 64])\n}\n";
    ck_assert_msg(build_src(&b, "rows_out.tile", out_src, strlen(out_src), "nvidia/h200", &err), "%s", err.msg);
    ck_assert(!in_registers(&b, "sc")); /* its loop writes R */
    ck_assert(in_registers(&b, "C_f"));
    unbuild(&b);
    /* reduced from an accumulator of another warp tiling (C1: 1x4 warps)
     * than the one whose rows it follows (C2: 2x2): the partials written
     * as they are, the combine by C2's rows over all of them */
    static const char other_src[] =
        "kernel r(A: f16[M, 64], B: f16[N, 64], C: f32[M, N]) grid(ceildiv(N, 64), ceildiv(M, 64)) threads(128) as (bx, by)\n"
        "{\n A_s = shared f16[64, 64]\n B_s = shared f16[128, 64]\n B2_s = shared f16[64, 64]\n"
        " C1 = fragment f32[64, 128]\n C2 = fragment f32[64, 64]\n mx = fragment f32[64]\n"
        " copy(A[by * 64, 0], A_s)\n copy(B[bx * 64, 0], B_s)\n copy(B[bx * 64, 0], B2_s)\n clear(C1)\n clear(C2)\n"
        " gemm(A_s, B_s, C1, transpose_b=true)\n gemm(A_s, B2_s, C2, transpose_b=true)\n reduce_max(C1, mx, dim=1)\n"
        " for i, j in parallel(64, 64) { C2[i, j] = C2[i, j] - mx[i] }\n copy(C2, C[by * 64, bx * 64])\n}\n";
    static const char *const other_want[] = {
        "float mx[4]; /* fragment [64]: this thread's 4 rows of the tensor-core accumulator's layout (2x2 warps of 2x4 tiles)",
        "mx[tl_h] = (tl_fmaxf(mx[tl_h], partial[i1][red]));",
        "C2[tl_s * 4 + tl_v] = C2[tl_s * 4 + tl_v] - mx[(tl_s / 4) * 2 + tl_v / 2];",
    };
    source_has("rows_other.tile", other_src, other_want, LEN(other_want), NULL, 0);
}
END_TEST

/* A host model of the tensor-core accumulator's layout as the CUDA emitter
 * writes it (parallel(): element loops; mma_reduce: row reductions), for
 * every warp tiling a block can get: the formulas below are those of the
 * emitted code (checked textually against the emitted flash_attention and
 * mla_decode). Thread tid, register s * 4 + v (s = tile, v = 0..3) holds
 * element (mma_row, mma_col), as mma.sync m16n8 leaves c0..c3 of tile (s /
 * TN, s % TN) of warp (tid / 32 / WN, tid / 32 % WN): row g = lane / 4 (and
 * g + 8 for c2 c3), columns 2 (lane % 4) and the next. */
typedef struct mma_model {
    int wm, wn, tm, tn; /* warps_m x warps_n warps of tiles_m x tiles_n tiles */
} mma_model;

static int mma_row(mma_model l, int tid, int s, int v)
{
    return (tid / 32 / l.wn) * (l.tm * 16) + (s / l.tn) * 16 + (tid % 32) / 4 + (v / 2) * 8;
}

static int mma_col(mma_model l, int tid, int s, int v)
{
    return (tid / 32 % l.wn) * (l.tn * 8) + (s % l.tn) * 8 + (tid % 4) * 2 + v % 2;
}

/* mma_reduce's row and column of (h, n, c) on thread tid, and its register */
static int red_row(mma_model l, int tid, int h) { return (tid / 32 / l.wn) * (l.tm * 16) + (h / 2) * 16 + (tid % 32) / 4 + (h % 2) * 8; }
static int red_col(mma_model l, int tid, int n, int c) { return (tid / 32 % l.wn) * (l.tn * 8) + n * 8 + (tid % 4) * 2 + c; }

/* a failed check of the model, counted (Check marks a point per assertion:
 * millions of them take minutes) */
#define MODEL_OK(x) (bad += !(x))
#define MODEL_EQ(x, y) (bad += (x) != (y))

static int check_mma_model(mma_model l)
{
    int bad = 0;
    int threads = l.wm * l.wn * 32, rows = l.wm * l.tm * 16, cols = l.wn * l.tn * 8, regs = l.tm * l.tn * 4;
    int *seen = calloc((size_t)rows * cols, sizeof *seen);
    int *owner = calloc((size_t)rows * cols, sizeof *owner);
    if (!seen || !owner)
        return 1;
    /* the element loops: every element exactly once */
    for (int tid = 0; tid < threads; tid++)
        for (int r = 0; r < regs; r++) {
            int s = r / 4, v = r % 4, i = mma_row(l, tid, s, v), j = mma_col(l, tid, s, v);
            MODEL_OK(i >= 0 && i < rows && j >= 0 && j < cols);
            seen[i * cols + j]++;
            owner[i * cols + j] = tid * regs + r;
            /* the column pairs of split_reductions: (j even, j + 1) in
             * registers v and v + 1 of one thread, the even one first */
            if (v % 2 == 0)
                MODEL_OK(j % 2 == 0 && mma_row(l, tid, s, v + 1) == i && mma_col(l, tid, s, v + 1) == j + 1);
        }
    for (int e = 0; e < rows * cols; e++)
        MODEL_EQ(seen[e], 1);
    /* the reduction: thread tid's tl_w[h] combines registers (h / 2 * TN + n) * 4 + (h % 2) * 2 + c, all of row red_row */
    int *part = calloc((size_t)threads * l.tm * 2, sizeof *part); /* columns combined, as a count per (thread, h) */
    int *pw = calloc((size_t)rows * l.wn, sizeof *pw);             /* writes of P[r][wn] */
    int *colsum = calloc((size_t)rows, sizeof *colsum);
    if (!part || !pw || !colsum)
        return 1;
    memset(seen, 0, (size_t)rows * cols * sizeof *seen);
    for (int tid = 0; tid < threads; tid++)
        for (int h = 0; h < l.tm * 2; h++) {
            int i = red_row(l, tid, h);
            for (int n = 0; n < l.tn; n++)
                for (int c = 0; c < 2; c++) {
                    int s = (h / 2) * l.tn + n, v = (h % 2) * 2 + c, j = red_col(l, tid, n, c);
                    MODEL_EQ(mma_row(l, tid, s, v), i);
                    MODEL_EQ(mma_col(l, tid, s, v), j);
                    MODEL_EQ(owner[i * cols + j], tid * regs + s * 4 + v);
                    seen[i * cols + j]++;
                    part[tid * l.tm * 2 + h]++;
                }
        }
    for (int e = 0; e < rows * cols; e++)
        MODEL_EQ(seen[e], 1);
    /* the butterfly over xor 1 and 2: lane l ends with the sum of the 4
     * lanes l ^ {0, 1, 2, 3}, the quad of the same g, holding row i's
     * columns of this warp: C / WN of them, each once (seen above) */
    for (int tid = 0; tid < threads; tid++)
        for (int h = 0; h < l.tm * 2; h++) {
            int w[32];
            int base = tid / 32 * 32;
            for (int lane = 0; lane < 32; lane++)
                w[lane] = part[(base + lane) * l.tm * 2 + h];
            for (int o = 1; o < 4; o *= 2) {
                int u[32];
                for (int lane = 0; lane < 32; lane++)
                    u[lane] = w[lane ^ o];
                for (int lane = 0; lane < 32; lane++) {
                    MODEL_EQ(red_row(l, base + (lane ^ o), h), red_row(l, base + lane, h)); /* same row */
                    w[lane] += u[lane];
                }
            }
            MODEL_EQ(w[tid % 32], l.tn * 8);
            if (tid % 4 == 0)
                pw[red_row(l, tid, h) * l.wn + tid / 32 % l.wn]++;
        }
    /* the row vectors (tl_layout.rows_of): register h of thread tid holds
     * row red_row(tid, h), the rows distinct within a thread; the element
     * loops read register (s / TN) * 2 + v / 2 for row mma_row(s, v); each
     * row is held by the 4 lanes of its quad in each of the WN warps of its
     * warp row, which all combine the row's WN partials */
    int *held = calloc((size_t)rows, sizeof *held);
    if (!held)
        return 1;
    for (int tid = 0; tid < threads; tid++) {
        for (int h = 0; h < l.tm * 2; h++) {
            held[red_row(l, tid, h)]++;
            for (int h2 = 0; h2 < h; h2++)
                MODEL_OK(red_row(l, tid, h2) != red_row(l, tid, h));
        }
        for (int r = 0; r < regs; r++) {
            int s = r / 4, v = r % 4, h = (s / l.tn) * 2 + v / 2;
            MODEL_OK(h >= 0 && h < l.tm * 2);
            MODEL_EQ(red_row(l, tid, h), mma_row(l, tid, s, v));
        }
    }
    for (int i = 0; i < rows; i++)
        MODEL_EQ(held[i], 4 * l.wn);
    free(held);
    /* P[r][wn]: written once for every row and warp column; the combine of
     * a row's WN partials covers its C columns */
    for (int i = 0; i < rows; i++) {
        for (int q = 0; q < l.wn; q++) {
            MODEL_EQ(pw[i * l.wn + q], 1);
            colsum[i] += l.tn * 8;
        }
        MODEL_EQ(colsum[i], cols);
    }
    free(seen);
    free(owner);
    free(part);
    free(pw);
    free(colsum);
    return bad;
}

START_TEST(mma_layout_modelled_on_the_host)
{
    for (int wm = 1; wm <= 8; wm *= 2)
        for (int wn = 1; wm * wn <= 8; wn *= 2)
            for (int tm = 1; tm <= 4; tm++)
                for (int tn = 1; tn <= 8; tn++)
                    ck_assert_msg(check_mma_model((mma_model){wm, wn, tm, tn}) == 0, "%dx%d warps of %dx%d tiles", wm, wn, tm, tn);
    /* the emitted code uses these formulas: flash_attention (2x2 warps of
     * 2x4 tiles) and mla_decode (1x4 warps of 1x1 tiles) */
    tl_error err = {0};
    built b;
    ck_assert_msg(build_file(&b, EXAMPLES "/flash_attention.tile", "nvidia/h200", &err), "%s", err.msg);
    const char *src = tl_strbuf_cstr(&b.c.device_source);
    ck_assert(strstr(src, "const int32_t i = (tl_tid / 32 / 2) * 32 + (tl_s / 4) * 16 + (tl_tid % 32) / 4 + (tl_v / 2) * 8;"));
    ck_assert(strstr(src, "const int32_t j = (tl_tid / 32 % 2) * 32 + (tl_s % 4) * 8 + (tl_tid % 4) * 2 + tl_v % 2;"));
    ck_assert(strstr(src, "const int32_t tl_wm = tl_tid / 32 / 2, tl_wn = tl_tid / 32 % 2;"));
    ck_assert(strstr(src, "const int32_t rr = tl_wm * 32 + (tl_h / 2) * 16 + (tl_tid % 32) / 4 + (tl_h % 2) * 8;"));
    ck_assert(strstr(src, "const int32_t tl_s = (tl_h / 2) * 4 + tl_n, tl_v = (tl_h % 2) * 2 + tl_c, tl_k = (tl_n * 2 + tl_c) % 2;"));
    /* a row's 8 registers in 2 chains: the second starts at its first element, then joins the first */
    ck_assert(strstr(src, "if (tl_k > 0 && tl_n * 2 + tl_c < 2)\n"));
    ck_assert(strstr(src, "for (int32_t tl_d = 1; tl_d > 0; tl_d /= 2) {"));
    ck_assert(strstr(src, "tl_w[tl_h] = tl_wc[0];"));
    ck_assert(strstr(src, "const int32_t rj = tl_wn * 32 + tl_n * 8 + (tl_tid % 4) * 2 + tl_c;"));
    ck_assert(strstr(src, "for (int32_t tl_o = 1; tl_o < 4; tl_o *= 2) {"));
    ck_assert(strstr(src, "if (tl_tid % 4 == 0)\n"));
    unbuild(&b);
    ck_assert_msg(build_file(&b, EXAMPLES "/mla_decode.tile", "nvidia/h200", &err), "%s", err.msg);
    src = tl_strbuf_cstr(&b.c.device_source);
    ck_assert(strstr(src, "const int32_t tl_wm = tl_tid / 32 / 4, tl_wn = tl_tid / 32 % 4;"));
    ck_assert(strstr(src, "const int32_t rr = tl_wm * 16 + (tl_h / 2) * 16 + (tl_tid % 32) / 4 + (tl_h % 2) * 8;"));
    ck_assert(strstr(src, "for (int32_t tl_q = 1; tl_q < 4; tl_q++) {"));
    unbuild(&b);
}
END_TEST

/* The part of the emitted source that is kernel NAME's: from its
 * signature to the next kernel's (or the end). */
static const char *kernel_text(const char *src, const char *name, const char **end)
{
    char sig[128];
    snprintf(sig, sizeof sig, "__global__ void __launch_bounds__(128) %s(", name);
    const char *k = strstr(src, sig);
    *end = k ? strstr(k + 1, "extern \"C\" __global__") : NULL;
    if (!*end)
        *end = src + strlen(src);
    return k;
}

static int count_in(const char *from, const char *to, const char *what)
{
    int n = 0;
    for (const char *q = from; q && (q = strstr(q, what)) != NULL && q < to; q++)
        n++;
    return n;
}

/* examples/flash_attention.tile's variants: flash_attention_swz (shared
 * tiles layout(swizzle): ldmatrix addresses XORed, the copies' runs stored
 * whole) and flash_attention_rows (acc_s and acc_o layout(rows): 4x1 warps,
 * the row reductions without shared partials or their barrier); a
 * layout(rows) whose rows do not split over the warps falls back to the
 * usual tiling; a reduction barrier that also orders another shared
 * buffer stays. */
START_TEST(rows_layout_and_swizzled_tiles)
{
    tl_error err = {0};
    built b;
    /* the mma.sync form (nvidia/h200 runs the rows kernels' gemms as
     * warpgroup MMAs, their K and V copies as cp.async rings:
     * wgmma_flash_attention) */
    ck_assert_msg(build_file(&b, EXAMPLES "/flash_attention.tile", "nvidia/h200 -mma=m16n8k16", &err), "%s", err.msg);
    ck_assert_int_eq((int)b.m->nkernels, 5);
    const tl_layout *l0 = find_buffer(&b.m->kernels[0]->body, "acc_s")->layout;
    ck_assert(l0->warps_m == 2 && l0->warps_n == 2);
    static const char *const accs[] = {"acc_s", "acc_o"};
    for (int a = 0; a < 2; a++) {
        const tl_layout *l = find_buffer(&b.m->kernels[2]->body, accs[a])->layout;
        ck_assert_msg(l->warps_m == 4 && l->warps_n == 1 && l->tiles_m == 1 && l->tiles_n == 8, "%s", accs[a]);
    }
    const char *src = tl_strbuf_cstr(&b.c.device_source), *end;
    const char *k = kernel_text(src, "flash_attention_swz", &end);
    ck_assert(k != NULL);
    ck_assert_int_eq(count_in(k, end, "tl_ao[tl_i] = (uint32_t)(tl_r * 8 + (tl_q ^ (tl_r & 7))) * 16u;"), 2);
    ck_assert_int_eq(count_in(k, end, "*(float2 *)&K_s[i1][((((j1) / 8) ^ (((i1)) & 7)) * 8 + (j1) % 8)] = tl_pf[tl_s];"), 1);
    ck_assert_int_eq(count_in(k, end, "*(float2 *)&V_s[i1][((((j1) / 8) ^ (((i1)) & 7)) * 8 + (j1) % 8)] = tl_pf1[tl_s];"), 1);
    /* 5 in the loop, 2 in the output's staged edge */
    ck_assert_int_eq(count_in(strstr(k, "for (int32_t kb = 0;"), end, "__syncthreads();"), 7);
    k = kernel_text(src, "flash_attention_rows", &end);
    ck_assert(k != NULL);
    const char *kb = strstr(k, "for (int32_t kb = 0;");
    /* V_s, K_s and acc_s ready, P_s written; 2 in the output's staged edge */
    ck_assert_int_eq(count_in(kb, end, "__syncthreads();"), 5);
    ck_assert_int_eq(count_in(k, end, "straight into its rows' replicas (no shared partials, no barrier)"), 2);
    ck_assert_int_eq(count_in(k, end, "[tl_wn] = tl_w[tl_h];"), 0);
    ck_assert_int_eq(count_in(k, end, "float tl_c = tl_w[tl_h];"), 2);
    /* the two reductions' partials are touched by nothing: no shared memory */
    ck_assert_int_eq(count_in(k, end, "partials of a row reduction done in registers (find_dead), no shared memory"), 2);
    ck_assert_int_eq(count_in(k, end, "partial["), 0);
    ck_assert_int_eq(count_in(k, end, "partial1_["), 0);
    /* Q_s, K_s, V_s, P_s: 4 x 8 KB (the partials took 16 KB more) */
    ck_assert(strstr(src, "kernel flash_attention_rows: 128 threads per block, 32768 bytes of dynamic shared memory") != NULL);
    unbuild(&b);
    /* 16 rows over 4 warps: layout(rows) cannot hold, the usual 1x4 */
    static const char few[] = "kernel k(A: f16[16, 32], B: f16[32, 64], C: f32[16, 64]) grid(1) threads(128) as bx {\n"
                              "    A_s = shared f16[16, 32]\n"
                              "    B_s = shared f16[32, 64]\n"
                              "    F = fragment f32[16, 64] layout(rows)\n"
                              "    copy(A, A_s)\n"
                              "    copy(B, B_s)\n"
                              "    clear(F)\n"
                              "    gemm(A_s, B_s, F)\n"
                              "    copy(F, C)\n"
                              "}\n";
    ck_assert_msg(build_src(&b, "few.tile", few, strlen(few), "nvidia/h200", &err), "%s", err.msg);
    const tl_layout *fl = find_buffer(&b.m->kernels[0]->body, "F")->layout;
    ck_assert(fl->warps_m == 1 && fl->warps_n == 4);
    unbuild(&b);
    /* S written before the row sum and read (transposed, by other threads)
     * after it: the reduction's barrier orders S too and stays */
    static const char hz[] = "kernel k(A: f16[64, 32], B: f16[32, 64], C: f32[64, 64]) grid(1) threads(128) as bx {\n"
                             "    A_s = shared f16[64, 32]\n"
                             "    B_s = shared f16[32, 64]\n"
                             "    S = shared f32[64, 64]\n"
                             "    F = fragment f32[64, 64] layout(rows)\n"
                             "    r = fragment f32[64]\n"
                             "    copy(A, A_s)\n"
                             "    copy(B, B_s)\n"
                             "    clear(F)\n"
                             "    gemm(A_s, B_s, F)\n"
                             "    for i, j in parallel(64, 64) { S[i, j] = F[i, j] }\n"
                             "    reduce_sum(F, r, dim=1)\n"
                             "    for i, j in parallel(64, 64) { F[i, j] = S[j, i] + r[i] }\n"
                             "    copy(F, C)\n"
                             "}\n";
    ck_assert_msg(build_src(&b, "hz.tile", hz, strlen(hz), "nvidia/h200", &err), "%s", err.msg);
    src = tl_strbuf_cstr(&b.c.device_source);
    const char *st = strstr(src, "&S[i][j];");
    const char *rd = st ? strstr(st, "S[j][i]") : NULL;
    ck_assert(st && rd);
    ck_assert_int_eq(count_in(st, rd, "__syncthreads();"), 1);
    ck_assert(strstr(src, "no shared partials") == NULL);
    unbuild(&b);
}
END_TEST

/* layout(regs) (find_areg in src/cuda/codegen.c): flash_attention_rows_preg's
 * P_s lives in registers as the A operand of the P V gemm: its copy packs
 * acc_s's pairs as the store would convert them, the gemm reads them as
 * a0..a3 (tiles 2 (k / 16) and the next of the copy's layout), no shared
 * memory, stores or ldmatrix for P_s; the barrier between stays (it orders
 * K_s's next stores after the Q K^T gemm too). Where the gemm's warps do
 * not own whole rows, or P is read elsewhere, it is stored as written. */
START_TEST(a_operand_in_registers)
{
    tl_error err = {0};
    built b;
    /* the mma.sync form (on nvidia/h200 these gemms run as warpgroup MMAs
     * now: wgmma_flash_attention) */
    ck_assert_msg(build_file(&b, EXAMPLES "/flash_attention.tile", "nvidia/h200 -mma=m16n8k16", &err), "%s", err.msg);
    const char *src = tl_strbuf_cstr(&b.c.device_source), *end;
    const char *k = kernel_text(src, "flash_attention_rows_preg", &end);
    ck_assert(k != NULL);
    ck_assert(strstr(src, "kernel flash_attention_rows_preg: 128 threads per block, 24576 bytes of dynamic shared memory") != NULL);
    ck_assert_int_eq(count_in(k, end, "uint32_t tl_pa_P_s[16]; /* shared f16[64 x 64] layout(regs)"), 1);
    ck_assert_int_eq(count_in(k, end, "&P_s["), 0);
    ck_assert_int_eq(count_in(k, end, "(*P_s)"), 0);
    ck_assert_int_eq(count_in(k, end, "tl_smem_addr(P_s)"), 0);
    ck_assert_int_eq(count_in(k, end, "tl_pa_P_s[tl_s * 2 + tl_h] = tl_pv.w;"), 1);
    ck_assert_int_eq(count_in(k, end, "tl_pv.e[tl_u] = tl_f2h(acc_s[tl_s * 4 + tl_v]);"), 1); /* rounded once */
    /* exp2 is the hardware's ex2 with subnormal results flushed (tl_exp2f),
     * not exp2f and its subnormal path */
    ck_assert(strstr(src, "asm(\"ex2.approx.ftz.f32 %0, %1;\"") != NULL);
    ck_assert(strstr(src, " exp2f(") == NULL);
    ck_assert_int_eq(count_in(k, end, "const int32_t tl_t = tl_i * 8 + ((tl_k + 16) / 16) * 2;"), 1);
    ck_assert_int_eq(count_in(k, end, "tl_a[1 - tl_f][tl_i][2] = tl_pa_P_s[(tl_t + 1) * 2 + 0];"), 1);
    ck_assert_int_eq(count_in(k, end, "tl_ldsm_x4(tl_a["), 2); /* Q_s's, first and next k step; none for P_s */
    ck_assert_int_eq(count_in(strstr(k, "for (int32_t kb = 0;"), end, "__syncthreads();"), 5);
    /* flash_attention_rows_qpreg: Q_s layout(regs), read only by the loop's
     * Q K^T gemm: its 4 k steps of fragments loaded once before the loop,
     * after a barrier; no ldmatrix of Q_s inside the loop */
    k = kernel_text(src, "flash_attention_rows_qpreg", &end);
    ck_assert(k != NULL);
    const char *kl = strstr(k, "for (int32_t kb = 0;");
    const char *hb = strstr(k, "__syncthreads(); /* Q_s as written before the loop, for every warp's fragments */");
    ck_assert(kl && hb && hb < kl);
    ck_assert_int_eq(count_in(k, end, "uint32_t tl_qa1_Q_s[4][1][4];"), 1);
    ck_assert_int_eq(count_in(k, kl, "tl_ldsm_x4(tl_qa1_Q_s[tl_k][tl_i], tl_as + (tl_ao + (uint32_t)(tl_k * 16 / 8) * 16u));"), 1);
    ck_assert_int_eq(count_in(kl, end, "tl_ldsm_x4(tl_a["), 0); /* in the loop: only K_s's (B^T) and V_s's (.trans) loads */
    ck_assert_int_eq(count_in(kl, end, "tl_a[1 - tl_f][tl_i][tl_e] = tl_qa1_Q_s[(tl_k + 16) / 16][tl_i][tl_e];"), 1);
    ck_assert_int_eq(count_in(kl, end, "tl_smem_addr(Q_s)"), 0);
    ck_assert_int_eq(count_in(kl, end, "__syncthreads();"), 5); /* 2 in the output's staged edge */
    unbuild(&b);
    /* modelled: register x of tl_pa (x = tile * 2 + h) holds, low half
     * first, row (tile / TN) * 16 + g + 8 h, columns (tile % TN) * 8 + 2t
     * and the next (the copy's pairs); the gemm reads register e of m tile
     * i at k step q from x = (i TN + 2q + e / 2) * 2 + e % 2, and
     * m16n8k16 wants there row i * 16 + g + 8 (e % 2), columns
     * 16q + 8 (e / 2) + 2t and the next */
    for (int tn = 2; tn <= 16; tn += 2)
        for (int i = 0; i < 2; i++)
            for (int q = 0; q < tn / 2; q++)
                for (int e = 0; e < 4; e++)
                    for (int lane = 0; lane < 32; lane++) {
                        int gq = lane / 4, t = lane % 4;
                        int x = (i * tn + 2 * q + e / 2) * 2 + e % 2, tile = x / 2, h = x % 2;
                        ck_assert_int_eq((tile / tn) * 16 + gq + 8 * h, i * 16 + gq + 8 * (e % 2));
                        ck_assert_int_eq((tile % tn) * 8 + 2 * t, 16 * q + 8 * (e / 2) + 2 * t);
                    }
    /* the usual 2x2 tiling (no layout(rows)): a warp lacks half of its
     * rows' columns, so P stays in shared memory */
    static const char tiled[] = "kernel k(A: f16[64, 32], B: f16[32, 64], V: f16[64, 64], C: f32[64, 64]) grid(1) threads(128) as bx {\n"
                                "    A_s = shared f16[64, 32]\n"
                                "    B_s = shared f16[32, 64]\n"
                                "    V_s = shared f16[64, 64]\n"
                                "    P = shared f16[64, 64] layout(regs)\n"
                                "    S = fragment f32[64, 64]\n"
                                "    O = fragment f32[64, 64]\n"
                                "    copy(A, A_s)\n"
                                "    copy(B, B_s)\n"
                                "    copy(V, V_s)\n"
                                "    clear(S)\n"
                                "    clear(O)\n"
                                "    gemm(A_s, B_s, S)\n"
                                "    copy(S, P)\n"
                                "    gemm(P, V_s, O)\n"
                                "    copy(O, C)\n"
                                "}\n";
    ck_assert_msg(build_src(&b, "tiled.tile", tiled, strlen(tiled), "nvidia/h200", &err), "%s", err.msg);
    src = tl_strbuf_cstr(&b.c.device_source);
    ck_assert(strstr(src, "tl_pa_P") == NULL);
    ck_assert(strstr(src, "tl_smem_addr(P)") != NULL);
    unbuild(&b);
    /* whole rows a warp, but P also read after the gemm: stored */
    static const char read[] = "kernel k(A: f16[64, 32], B: f16[32, 64], V: f16[64, 64], C: f32[64, 64], D: f16[64, 64]) grid(1) threads(128) as bx {\n"
                               "    A_s = shared f16[64, 32]\n"
                               "    B_s = shared f16[32, 64]\n"
                               "    V_s = shared f16[64, 64]\n"
                               "    P = shared f16[64, 64] layout(regs)\n"
                               "    S = fragment f32[64, 64] layout(rows)\n"
                               "    O = fragment f32[64, 64] layout(rows)\n"
                               "    copy(A, A_s)\n"
                               "    copy(B, B_s)\n"
                               "    copy(V, V_s)\n"
                               "    clear(S)\n"
                               "    clear(O)\n"
                               "    gemm(A_s, B_s, S)\n"
                               "    copy(S, P)\n"
                               "    gemm(P, V_s, O)\n"
                               "    copy(O, C)\n"
                               "    copy(P, D)\n"
                               "}\n";
    ck_assert_msg(build_src(&b, "read.tile", read, strlen(read), "nvidia/h200", &err), "%s", err.msg);
    src = tl_strbuf_cstr(&b.c.device_source);
    ck_assert(strstr(src, "tl_pa_P") == NULL);
    unbuild(&b);
    /* without the read: in registers */
    char alone[sizeof read];
    snprintf(alone, sizeof alone, "%s", read);
    char *cp = strstr(alone, "    copy(P, D)\n");
    ck_assert(cp != NULL);
    memmove(cp, cp + strlen("    copy(P, D)\n"), strlen(cp + strlen("    copy(P, D)\n")) + 1);
    ck_assert_msg(build_src(&b, "alone.tile", alone, strlen(alone), "nvidia/h200", &err), "%s", err.msg);
    src = tl_strbuf_cstr(&b.c.device_source);
    ck_assert(strstr(src, "uint32_t tl_pa_P[16];") != NULL);
    ck_assert(strstr(src, "tl_smem_addr(P)") == NULL);
    unbuild(&b);
}
END_TEST

Suite *make_suite(void)
{
    examples = lt_list_tiles(EXAMPLES, &nexamples);
    Suite *s = suite_create("cuda");
    TCase *tc = tcase_create("cuda");
    tcase_set_timeout(tc, 300); /* NVRTC compiles of every example on a loaded 2-core machine */
    tcase_add_loop_test(tc, example_source_and_cubin, 0, (int)nexamples);
    tcase_add_loop_test(tc, dump_after_each_pass_parses_back, 0, (int)nexamples);
    tcase_add_test(tc, constant_shapes_compile);
    tcase_add_test(tc, fragments_placed);
    tcase_add_test(tc, pipelined_gemm_becomes_a_ring);
    tcase_add_test(tc, barriers_exactly_where_threads_differ);
    tcase_add_test(tc, reductions_split_over_threads);
    tcase_add_test(tc, reductions_through_shuffles_and_vector_copies);
    tcase_add_test(tc, local_tile_ops_whole_in_each_thread);
    tcase_add_test(tc, f16_into_per_thread_arrays_by_pairs);
    tcase_add_test(tc, signed_negation_wraps);
    tcase_add_test(tc, i16_arithmetic_wrapped_behind_asm);
    tcase_add_test(tc, d2bf_is_a_call);
    tcase_add_test(tc, long_register_loops_stay_loops);
    tcase_add_test(tc, narrow_products_form_no_dot_instructions);
    tcase_add_test(tc, products_not_contracted_except_in_gemm);
    tcase_add_test(tc, reductions_in_the_source_partition);
    tcase_add_test(tc, loads_one_iteration_ahead);
    tcase_add_test(tc, copy_runs_tested_aligned_once);
    tcase_add_test(tc, atomic_add_compiles);
    tcase_add_test(tc, target_without_arch_says_so);
    tcase_add_test(tc, new_constructs_compile);
    tcase_add_test(tc, fp8_compiles);
    tcase_add_test(tc, divergent_barrier_refused);
    tcase_add_test(tc, while_barriers);
    tcase_add_test(tc, int8_gemm_on_tensor_cores);
    tcase_add_test(tc, min_blocks_attribute);
    tcase_add_test(tc, kernel_split_by_path);
    tcase_add_test(tc, tf32_only_when_asked);
    tcase_add_test(tc, swizzle_rasterizes_blocks);
    tcase_add_test(tc, rows_layout_and_swizzled_tiles);
    tcase_add_test(tc, a_operand_in_registers);
    tcase_add_test(tc, tile_ops_into_a_local_run_in_every_thread);
    tcase_add_test(tc, layout_hints_honoured);
    tcase_add_test(tc, overwritten_buffers_are_not_zeroed);
    tcase_add_test(tc, ring_addresses_match_the_swizzle);
    tcase_add_test(tc, mma_layout_modelled_on_the_host);
    tcase_add_test(tc, row_vectors_in_the_mma_layout);
    tcase_add_test(tc, gemm_operands_by_ldmatrix_outside_rings);
    tcase_add_test(tc, ring_interior_form);
    tcase_add_test(tc, copy_out_staged);
    tcase_add_test(tc, ring_fragments_cross_iterations_safely);
    tcase_add_test(tc, mma_pairs_are_adjacent_columns);
    tcase_add_test(tc, ptxas_opt_reaches_nvrtc);
    tcase_add_test(tc, warpgroup_gemms_do_not_spill);
    tcase_add_test(tc, ptxas_fast_gemms_do_not_spill);
    tcase_add_test(tc, row_combine_every_drops_a_barrier_a_reduction);
    tcase_add_test(tc, store_hint_streams_write_only_tensors);
    tcase_add_test(tc, wgmma_ring_on_sm90a);
    tcase_add_test(tc, stream_k_only_where_sums_split);
    tcase_add_test(tc, tma_copy_out_leaves_the_warpgroups_apart);
    tcase_add_test(tc, nvrtc_stays_off_the_driver_cache);
    tcase_add_test(tc, stream_k_plan_covers_every_step);
    tcase_add_test(tc, wgmma_k_major_b_and_fp8);
    tcase_add_test(tc, wgmma_flash_attention);
    tcase_add_test(tc, wgmma_flash_attention_producer);
    tcase_add_test(tc, wgmma_flash_attention_tma_producer);
    tcase_add_test(tc, wgmma_flash_attention_producer_reads_top_lets);
    tcase_add_test(tc, wgmma_flash_attention_pingpong);
    tcase_add_test(tc, wgmma_flash_attention_three_warpgroups);
    suite_add_tcase(s, tc);
    return s;
}

TL_TEST_MAIN()
