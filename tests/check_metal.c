/*
 * check_metal.c: the metal pipeline and codegen, where no Metal compiler nor
 * framework exists (Linux). For every example: the metal pipeline and the
 * MSL codegen (with the metal_context hook through tvm_ffi's host codegen),
 * the source compared with tests/golden/metal/NAME.metal (TL_UPDATE_GOLDEN=1
 * refreshes them), the IR after metal_lower_gemm and after the pipeline
 * read back, and every source through clang's C++ for OpenCL mode with the
 * shim header of tests/metal-shim/ (two clang processes for all; clang-15,
 * else Debian's clang; skipped, with the reason, without either), which
 * rejects three planted mistakes. Then: the fast paths (simdgroup_matrix
 * gemm, accumulators in simdgroup matrices, simd_sum/simd_max combines), a
 * file of the constructs the examples lack through the shim, what Metal
 * cannot express refused with the parameter's name, the threadgroup memory
 * limit (and smaller tiles fitting it), building and loading saying why
 * they cannot, the host code of metal_context built as C and run ("no
 * Metal framework on this platform") and its Objective-C++ half checked
 * against stand-in headers, and the prelude's narrow-float helpers against
 * src/ir/value.c.
 */
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <math.h>

#include "compile/compile.h"
#include "ir/value.h"
#include "langtest.h"
#include "metal/metal.h"
#include "testutil.h"

#define EXAMPLES "examples"
#define GOLDEN "tests/golden/metal"
#define OUTDIR TL_TEST_BUILD_DIR "/metal-check"
#define SHIM_FLAGS "-x clcpp -cl-std=clc++2021 -fsyntax-only -Wno-unknown-attributes -Itests/metal-shim"

typedef struct built {
    tl_arena *arena;
    tl_module *m;
    const tl_context *ctx;
    tl_compilation c;
    bool ok;
} built;

/* Front end, metal pipeline and codegen (no compile) of src for target,
 * with the C host code and so the metal_context hook. */
static bool build_defs(built *b, const char *path, const char *src, size_t len, const char *target, const tl_define *defs,
                       size_t ndefs, tl_error *err)
{
    memset(b, 0, sizeof *b);
    b->arena = tl_arena_new();
    int nerr = 0;
    char *diag = NULL;
    b->m = lt_compile(b->arena, path, src, len, defs, ndefs, &diag, &nerr);
    if (!b->m) {
        tl_error_set(err, TL_ERR_INVALID, "%s: front end failed: %s", path, diag ? diag : "");
        free(diag);
        return false;
    }
    free(diag);
    b->ctx = tl_create_backend_context(target, "c", "tvm_ffi", err);
    if (!b->ctx)
        return false;
    tl_compilation_init(&b->c, b->arena, b->ctx, b->m, path);
    b->ok = true;
    return tl_run_pipeline(&b->c, err) && tl_run_codegen(&b->c, false, err);
}

static bool build_src(built *b, const char *path, const char *src, size_t len, const char *target, tl_error *err)
{
    return build_defs(b, path, src, len, target, NULL, 0, err);
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

static void write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    ck_assert_msg(f != NULL, "cannot write %s", path);
    fputs(text, f);
    fclose(f);
}

static void golden(const char *name, const char *text)
{
    char path[512];
    snprintf(path, sizeof path, GOLDEN "/%s", name);
    if (getenv("TL_UPDATE_GOLDEN")) {
        write_text(path, text);
        return;
    }
    size_t len;
    char *want = lt_read_file(path, &len);
    ck_assert_msg(want != NULL, "%s is missing (TL_UPDATE_GOLDEN=1 writes it)", path);
    ck_assert_msg(strcmp(want, text) == 0, "%s differs from the generated MSL (TL_UPDATE_GOLDEN=1 refreshes it)", path);
    free(want);
}

static char **examples;
static size_t nexamples;

/* NAME of examples/NAME.tile */
static void stem(const char *path, char *out, size_t n)
{
    const char *file = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    snprintf(out, n, "%.*s", (int)(strlen(file) - 5), file);
}

/* The MSL of an example, built and checked; written to OUTDIR/NAME.metal. */
START_TEST(example_msl)
{
    const char *path = examples[_i];
    tl_error err = {0};
    built b;
    bool ok = build_file(&b, path, "metal", &err);
    ck_assert_msg(ok, "%s: %s", path, err.msg);
    char name[256], gname[300];
    stem(path, name, sizeof name);
    snprintf(gname, sizeof gname, "%s.metal", name);
    const char *src = tl_strbuf_cstr(&b.c.device_source);
    golden(gname, src);
    ck_assert(strstr(src, "#include <metal_stdlib>") != NULL);
    const tl_metal_artifact *art = b.c.device_artifact;
    ck_assert(art != NULL && art->source != NULL && strcmp(art->source, src) == 0);
    ck_assert_int_eq((int)art->nkernels, (int)b.m->nkernels);
    for (size_t i = 0; i < b.m->nkernels; i++) {
        char sig[300];
        snprintf(sig, sizeof sig, "kernel void %s(", b.m->kernels[i]->name);
        ck_assert_msg(strstr(src, sig) != NULL, "%s: no '%s'", path, sig);
        ck_assert(art->threadgroup_bytes[i] >= 0);
    }
    /* the hook ran (tvm_ffi enables the host codegen): the context code */
    ck_assert_msg(art->context != NULL, "%s: metal_context did not run", path);
    ck_assert(strstr(art->context, "newComputePipelineStateWithFunction") != NULL);
    ck_assert(strstr(art->context, "no Metal framework on this platform") != NULL);
    /* the emit kinds */
    tl_strbuf o = {0};
    ck_assert_msg(tl_emit(&b.c, "source", &o, &err), "%s", err.msg);
    ck_assert_str_eq(tl_strbuf_cstr(&o), src);
    o.len = 0;
    ck_assert_msg(tl_emit(&b.c, "context", &o, &err), "%s", err.msg);
    ck_assert_str_eq(tl_strbuf_cstr(&o), art->context);
    tl_strbuf_free(&o);
    mkdir(OUTDIR, 0777);
    char out[512];
    snprintf(out, sizeof out, OUTDIR "/%s.metal", name);
    write_text(out, src);
    unbuild(&b);
}
END_TEST

/* The IR after the backend's own pass (gemms kept for simdgroup_matrix,
 * fragments placed) and after the whole pipeline prints as text that
 * parses back. */
START_TEST(ir_after_metal_passes_reads_back)
{
    const char *path = examples[_i];
    static const char *const after[] = {"metal_lower_gemm", "make_packed_api"};
    tl_error err = {0};
    const tl_context *ctx = tl_create_backend_context("metal", "c", "tvm_ffi", &err);
    ck_assert_msg(ctx != NULL, "%s", err.msg);
    size_t len;
    char *src = lt_read_file(path, &len);
    ck_assert(src != NULL);
    for (size_t s = 0; s < 2; s++) {
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
        c.dump_after = after[s];
        ck_assert_msg(tl_run_pipeline(&c, &err), "%s", err.msg);
        fclose(f);
        ck_assert_msg(tlen > 0, "%s: nothing printed after %s", path, after[s]);
        tl_arena *a2 = tl_arena_new();
        char *diag = NULL;
        int nerr2 = 0;
        tl_module *m2 = lt_compile(a2, path, text, tlen, NULL, 0, &diag, &nerr2);
        ck_assert_msg(m2 != NULL && nerr2 == 0, "%s after %s does not read back:\n%s\n%s", path, after[s], diag, text);
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

/* The clang of the shim check: clang-15 (TOOLCHAINS.md), else Debian's
 * clang (14, from tools/deps.sh: C++ for OpenCL 2021 too); NULL: neither. */
static const char *clang(void)
{
    if (system("clang-15 --version >/dev/null 2>&1") == 0)
        return "clang-15";
    if (system("clang --version >/dev/null 2>&1") == 0)
        return "clang";
    return NULL;
}

/* Every example's MSL through the shim: two clang processes for all. */
START_TEST(shim_accepts_every_example)
{
    const char *cc = clang();
    if (!cc) {
        printf("skipped: neither clang-15 nor clang found (the MSL shim check needs clang's C++ for OpenCL mode)\n");
        return;
    }
    mkdir(OUTDIR, 0777);
    for (size_t i = 0; i < nexamples; i++) {
        tl_error err = {0};
        built b;
        ck_assert_msg(build_file(&b, examples[i], "metal", &err), "%s: %s", examples[i], err.msg);
        char name[256], out[512];
        stem(examples[i], name, sizeof name);
        snprintf(out, sizeof out, OUTDIR "/%s.metal", name);
        write_text(out, tl_strbuf_cstr(&b.c.device_source));
        unbuild(&b);
    }
    int n = (int)(nexamples + 1) / 2;
    char cmd[1024];
    snprintf(cmd, sizeof cmd,
             "ls " OUTDIR "/*.metal | xargs -P 2 -n %d %s " SHIM_FLAGS " > " OUTDIR "/shim.log 2>&1",
             n > 0 ? n : 1, cc);
    int rc = system(cmd);
    size_t len;
    char *log = lt_read_file(OUTDIR "/shim.log", &len);
    ck_assert_msg(rc == 0 && (!log || !strstr(log, "error")), "the shim check failed:\n%s", log ? log : "");
    free(log);
}
END_TEST

/* The shim does check: a mistake of each kind it is there for is caught. */
START_TEST(shim_catches_mistakes)
{
    const char *cc = clang();
    if (!cc) {
        printf("skipped: neither clang-15 nor clang found\n");
        return;
    }
    mkdir(OUTDIR, 0777);
    static const char *const bad[] = {
        /* an undeclared name */
        "#include <metal_stdlib>\nusing namespace metal;\nkernel void k(device float *a [[buffer(0)]]) { a[0] = nope; }\n",
        /* a threadgroup pointer where a device one is wanted */
        "#include <metal_stdlib>\nusing namespace metal;\nstatic void f(device float *p) { p[0] = 1.0f; }\n"
        "kernel void k(device float *a [[buffer(0)]]) { threadgroup float t[4]; f(t); a[0] = t[0]; }\n",
        /* simdgroup_load from a device pointer of another type */
        "#include <metal_stdlib>\nusing namespace metal;\nkernel void k(device half *a [[buffer(0)]]) {\n"
        "    simdgroup_matrix<float, 8, 8> m; threadgroup int t[64]; simdgroup_load(m, t, 8); }\n",
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        char path[256], cmd[512];
        snprintf(path, sizeof path, OUTDIR "/bad%zu.msl", i);
        write_text(path, bad[i]);
        snprintf(cmd, sizeof cmd, "%s " SHIM_FLAGS " %s > /dev/null 2>&1", cc, path);
        ck_assert_msg(system(cmd) != 0, "the shim accepted bad case %zu", i);
    }
}
END_TEST

static char *msl_of(const char *path, const char *target)
{
    tl_error err = {0};
    built b;
    ck_assert_msg(build_file(&b, path, target, &err), "%s: %s", path, err.msg);
    char *s = strdup(tl_strbuf_cstr(&b.c.device_source));
    unbuild(&b);
    return s;
}

/* gemm through simdgroup_matrix where the dtypes allow, reductions
 * through simd_sum/simd_max and threadgroup memory. */
START_TEST(fast_paths)
{
    char *s = msl_of("examples/gemm.tile", "metal");
    /* 2x2 simdgroups of 4x4 tiles; the accumulator in simdgroup matrices for
     * the whole kernel, copied out through staging tiles in A_s's dead bytes */
    ck_assert(strstr(s, "2x2 simdgroups of 4x4 tiles, into the accumulator's simdgroup matrices") != NULL);
    ck_assert(strstr(s, "simdgroup_matrix<float, 8, 8> tl_racc_C_f[16];") != NULL);
    ck_assert(strstr(s, "tl_racc_C_f[tl_q] = make_filled_simdgroup_matrix<float, 8, 8>(0);") != NULL);
    ck_assert(strstr(s, "simdgroup_multiply_accumulate(tl_racc_C_f[tl_i * 4 + tl_j], tl_a[tl_i], tl_b[tl_j], tl_racc_C_f[tl_i * 4 + tl_j]);") != NULL);
    ck_assert(strstr(s, "in a dead gemm operand's bytes") != NULL);
    ck_assert(strstr(s, "C_f = ") == NULL); /* no threadgroup memory for it */
    ck_assert(strstr(s, "threadgroup_barrier") != NULL || strstr(s, "TL_BARRIER;") != NULL);
    free(s);
    s = msl_of("examples/gemm_f16.tile", "metal");
    /* the accumulators in registers: 32 KiB of threadgroup memory at most, as on Apple GPUs */
    ck_assert(strstr(s, "/* kernel matmul_f16: 128 threads a threadgroup, 16384 bytes of threadgroup memory */") != NULL);
    ck_assert(strstr(s, "/* kernel matmul_f16_bk64: 128 threads a threadgroup, 32768 bytes of threadgroup memory */") != NULL);
    ck_assert(strstr(s, "simdgroup_matrix<half, 8, 8> tl_a[") != NULL);
    ck_assert(strstr(s, "simdgroup_matrix<bfloat, 8, 8> tl_a[") != NULL); /* the bf16 kernel, MSL 3.1 */
    free(s);
    /* transposed B: loaded with transpose_matrix */
    s = msl_of("examples/gemm_transpose.tile", "metal");
    ck_assert(strstr(s, "ulong2(0, 0), true);") != NULL);
    free(s);
    /* i8 has no simdgroup_matrix: a loop over K */
    s = msl_of("examples/gemm_i8.tile", "metal");
    ck_assert(strstr(s, "simdgroup_multiply_accumulate") == NULL);
    free(s);
    s = msl_of("examples/softmax.tile", "metal");
    ck_assert(strstr(s, "simd_max(") != NULL);
    ck_assert(strstr(s, "simd_sum(tl_w)") != NULL);
    ck_assert(strstr(s, "threadgroup uint tl_red[") != NULL);
    free(s);
    s = msl_of("examples/warp_softmax.tile", "metal");
    ck_assert(strstr(s, "simd_shuffle_xor(") != NULL);
    ck_assert(strstr(s, "tl_warp_max_f(") != NULL);
    free(s);
    s = msl_of("examples/vector_add.tile", "metal");
    ck_assert(strstr(s, "constant vector_add_args &tl_args [[buffer(3)]]") != NULL);
    ck_assert(strstr(s, "device float *A [[buffer(0)]]") != NULL);
    free(s);
}
END_TEST

static void refused(const char *src, const char *target, const char *needle)
{
    tl_error err = {0};
    built b;
    bool ok = build_src(&b, "refuse.tile", src, strlen(src), target, &err);
    ck_assert_msg(!ok, "accepted:\n%s", src);
    tl_assert_msg_contains(&err, needle);
    unbuild(&b);
}

/* What Metal cannot express is refused with a message naming it. */
START_TEST(refusals_name_the_parameter)
{
    refused("kernel k(A: f64[N], B: f64[N]) grid(ceildiv(N, 64)) threads(64) as bx {\n"
            "    for i in parallel(64) { B[bx * 64 + i] = A[bx * 64 + i] }\n}\n",
            "metal", "tensor parameter 'A' is f64: Metal has no 64-bit floats");
    refused("kernel k(A: f32[N], s: f64) grid(ceildiv(N, 64)) threads(64) as bx {\n"
            "    for i in parallel(64) { A[bx * 64 + i] = f32(s) }\n}\n",
            "metal", "scalar parameter 's' is f64");
    refused("kernel k(A: bf16[N], B: f32[N]) grid(ceildiv(N, 64)) threads(64) as bx {\n"
            "    for i in parallel(64) { B[bx * 64 + i] = f32(A[bx * 64 + i]) }\n}\n",
            "metal -msl=3.0", "tensor parameter 'A' is bf16: bfloat needs MSL 3.1, the target asks for 3.0");
    refused("kernel k(A: f32[N], B: f32[N]) grid(ceildiv(N, 64)) threads(64) as bx {\n"
            "    for i in parallel(64) {\n        let x: f64 = f64(A[bx * 64 + i])\n        B[bx * 64 + i] = f32(x * 2.0)\n    }\n}\n",
            "metal", "refuse.tile:3:9: 'x' is f64: Metal has no 64-bit floats");
    refused("kernel k(A: i64[N], B: i64[4]) grid(ceildiv(N, 64)) threads(64) as bx {\n"
            "    S = shared i64[64]\n    copy(A[bx * 64], S)\n    atomic_add(S[0:4], B)\n}\n",
            "metal", "atomic_add into i64 tensor 'B': Metal has no 64-bit atomics");
    refused("kernel k(A: f32[N]) grid(ceildiv(N, 64)) threads(64) as bx {\n"
            "    for i in parallel(64) { A[bx * 64 + i] = 1.0 }\n}\n",
            "metal -msl=1.2", "target attribute msl is '1.2'");
    /* the threadgroup memory limit, when the target sets it (Apple's 32 KiB) */
    tl_error err = {0};
    built b;
    ck_assert(!build_file(&b, "examples/gemm_f16.tile", "metal -max_shared_memory_per_block=32768", &err));
    tl_assert_msg_contains(&err, "bytes of shared memory, the target allows 32768: A_s (16384 bytes)"); /* bind_target */
    unbuild(&b);
    /* fragments kept in threadgroup memory count too (the codegen's check) */
    memset(&err, 0, sizeof err);
    ck_assert(!build_file(&b, "examples/layernorm.tile", "metal -max_shared_memory_per_block=32768", &err));
    tl_assert_msg_contains(&err, "kernel 'layernorm' needs 63712 bytes of threadgroup memory, the target allows 32768");
    unbuild(&b);
    /* within it: built, and the source says what it needs */
    char *s = msl_of("examples/gemm.tile", "metal -max_shared_memory_per_block=32768");
    ck_assert(strstr(s, "bytes of threadgroup memory */") != NULL);
    free(s);
    s = msl_of("examples/gemm_f16.tile", "metal");
    ck_assert(strstr(s, "more than the 32768 of Apple GPUs") != NULL);
    free(s);
}
END_TEST

/* Building with the compiler and loading say why they cannot. */
START_TEST(compile_and_load_say_why)
{
    tl_error err = {0};
    built b;
    ck_assert_msg(build_file(&b, "examples/vector_add.tile", "metal", &err), "%s", err.msg);
    ck_assert(!tl_run_codegen(&b.c, true, &err));
    tl_assert_msg_contains(&err, "no Metal compiler on this platform");
    tl_assert_msg_contains(&err, "--emit source");
    memset(&err, 0, sizeof err);
    ck_assert(tl_load(&b.c, &err) == NULL);
    tl_assert_msg_contains(&err, "no Metal framework on this platform");
    unbuild(&b);
    /* the command line: resolve shows the probes, build --emit lib the load */
    char out[4096];
    FILE *p = popen(TL_TEST_BUILD_DIR "/tilec resolve --target metal 2>&1", "r");
    ck_assert_ptr_nonnull(p);
    size_t n = fread(out, 1, sizeof out - 1, p);
    out[n] = 0;
    pclose(p);
    ck_assert_msg(strstr(out, "torch     unavailable: PyTorch MPS needs macOS with an Apple GPU") != NULL, "%s", out);
    ck_assert_msg(strstr(out, "pipeline:     metal") != NULL, "%s", out);
    p = popen(TL_TEST_BUILD_DIR "/tilec build examples/vector_add.tile --target metal --no-cache 2>&1", "r");
    ck_assert_ptr_nonnull(p);
    n = fread(out, 1, sizeof out - 1, p);
    out[n] = 0;
    ck_assert(pclose(p) != 0);
    ck_assert_msg(strstr(out, "no Metal framework on this platform") != NULL, "%s", out);
}
END_TEST

/* The host code of metal_context, built as C here (no Objective-C, no
 * Metal) and run: every function says why it cannot. */
START_TEST(context_runs_and_says_why)
{
    tl_error err = {0};
    built b;
    ck_assert_msg(build_file(&b, "examples/gemm.tile", "metal", &err), "%s", err.msg);
    const tl_metal_artifact *art = b.c.device_artifact;
    ck_assert(art->context != NULL);
    ck_assert(strstr(art->context, "MTLCreateSystemDefaultDevice()") != NULL);
    ck_assert(strstr(art->context, "newLibraryWithSource:") != NULL);
    ck_assert(strstr(art->context, "int tilec_launch_matmul(void *const *args, const int64_t *dims, const void *self)") != NULL);
    ck_assert(strstr(art->context, "dispatchThreadgroups:grid threadsPerThreadgroup:MTLSizeMake(128, 1, 1)") != NULL);
    mkdir(OUTDIR, 0777);
    write_text(OUTDIR "/gemm_context.mm", art->context);
    unbuild(&b);
    write_text(OUTDIR "/context_main.c",
               "#include <stdint.h>\n#include <stdio.h>\n"
               "typedef struct tilec_metal_context tilec_metal_context;\n"
               "int tilec_metal_context_create(tilec_metal_context **out);\n"
               "const char *tilec_metal_last_error(void);\n"
               "int tilec_launch_matmul(void *const *args, const int64_t *dims, const void *self);\n"
               "int main(void)\n{\n    tilec_metal_context *c;\n"
               "    int rc = tilec_metal_context_create(&c);\n    printf(\"create %d: %s\\n\", rc, tilec_metal_last_error());\n"
               "    rc = tilec_launch_matmul(0, 0, 0);\n    printf(\"launch %d: %s\\n\", rc, tilec_metal_last_error());\n"
               "    return 0;\n}\n");
    ck_assert_int_eq(system("cc -std=c11 -Wall -Wextra -Werror -x c " OUTDIR "/gemm_context.mm -x none " OUTDIR
                            "/context_main.c -o " OUTDIR "/context && " OUTDIR "/context > " OUTDIR "/context.out"),
                     0);
    size_t len;
    char *o = lt_read_file(OUTDIR "/context.out", &len);
    ck_assert(o != NULL);
    ck_assert_msg(strstr(o, "create -1: no Metal framework on this platform") != NULL, "%s", o);
    ck_assert_msg(strstr(o, "launch -1: no Metal framework on this platform") != NULL, "%s", o);
    free(o);
}
END_TEST

/* The 8-bit and 4-bit float helpers of the MSL prelude, compiled as C++ on
 * the host (MSL's as_type and half mapped to memcpy and _Float16), encode
 * every float of a sweep and decode every byte as src/ir/value.c does. */
START_TEST(narrow_float_helpers_match_the_interpreter)
{
    if (system("c++ --version > /dev/null 2>&1") != 0) {
        printf("skipped: no C++ compiler for the prelude's helpers\n");
        return;
    }
    char *msl = msl_of("examples/fp8_gemm.tile", "metal");
    const char *from = strstr(msl, "static inline uchar tl_f2small"), *to = strstr(msl, "/* i4 and u4");
    ck_assert(from != NULL && to != NULL && to > from);
    mkdir(OUTDIR, 0777);
    FILE *f = fopen(OUTDIR "/narrow.cc", "wb");
    ck_assert_ptr_nonnull(f);
    fputs("#include <cmath>\n#include <cstdio>\n#include <cstring>\n"
          "typedef unsigned char uchar; typedef unsigned short ushort; typedef unsigned int uint; typedef _Float16 half;\n"
          "template <typename T, typename U> static inline T as_type(U u)\n"
          "{ static_assert(sizeof(T) == sizeof(U), \"as_type\"); T t; std::memcpy(&t, &u, sizeof t); return t; }\n"
          "using std::isnan; using std::fabs; using std::rint; using std::trunc;\n", f);
    fwrite(from, 1, (size_t)(to - from), f);
    fputs("\nint main(void)\n{\n"
          "    for (uint u = 0; u < 65536; u++) {\n"
          "        uint bits = u << 16 | ((u * 2654435761u) >> 16 & 0xffffu);\n"
          "        if (u % 7 == 0) bits &= 0xffff0000u; /* exact ties too */\n"
          "        float x = as_type<float>(bits);\n"
          "        printf(\"%u %u %u %u %u\\n\", bits, tl_f2e4m3(x), tl_f2e5m2(x), tl_f2e8m0(x), tl_f2e2m1(x));\n"
          "    }\n"
          "    for (uint b = 0; b < 256; b++)\n"
          "        printf(\"%u %a %a %a %a\\n\", b, tl_e4m3_2f((uchar)b), tl_e5m2_2f((uchar)b), tl_e8m0_2f((uchar)b), tl_e2m1_2f((uchar)(b & 15)));\n"
          "    return 0;\n}\n", f);
    fclose(f);
    free(msl);
    ck_assert_int_eq(system("c++ -std=c++17 -O1 -o " OUTDIR "/narrow " OUTDIR "/narrow.cc && " OUTDIR "/narrow > " OUTDIR "/narrow.out"), 0);
    FILE *r = fopen(OUTDIR "/narrow.out", "r");
    ck_assert_ptr_nonnull(r);
    for (int i = 0; i < 65536; i++) {
        unsigned bits, c[4];
        ck_assert_int_eq(fscanf(r, "%u %u %u %u %u", &bits, &c[0], &c[1], &c[2], &c[3]), 5);
        float x;
        memcpy(&x, &bits, sizeof x);
        unsigned want[4] = {tl_value_f8e4m3_from_double(x), tl_value_f8e5m2_from_double(x), tl_value_e8m0_from_double(x),
                            tl_value_f4e2m1_from_double(x)};
        for (int j = 0; j < 4; j++)
            ck_assert_msg(c[j] == want[j], "encoder %d of %a (0x%08x): 0x%02x, the interpreter 0x%02x", j, (double)x, bits,
                          c[j], want[j]);
    }
    for (int i = 0; i < 256; i++) {
        unsigned b;
        double d[4];
        ck_assert_int_eq(fscanf(r, "%u %la %la %la %la", &b, &d[0], &d[1], &d[2], &d[3]), 5);
        double want[4] = {tl_value_f8e4m3_to_double((uint8_t)b), tl_value_f8e5m2_to_double((uint8_t)b),
                          tl_value_e8m0_to_double((uint8_t)b), tl_value_f4e2m1_to_double((uint8_t)(b & 15))};
        for (int j = 0; j < 4; j++)
            ck_assert_msg(d[j] == want[j] || (isnan(d[j]) && isnan(want[j])), "decoder %d of 0x%02x: %a, the interpreter %a",
                          j, b, d[j], want[j]);
    }
    fclose(r);
}
END_TEST

/* Constructs the examples do not use, through the codegen and the shim:
 * bit operations, shifts, bitcasts, sin/cos/erf/sigmoid, while, break and
 * continue, the atomics Metal has, fp8 and e8m0, 4-bit stores, bool and
 * i64 tensors, narrow scalars, a local buffer, warp shuffles. */
static const char constructs_src[] =
    "const B = 128\n"
    "kernel bits(X: u32[N], S: i32[N], F: f32[N], H: f16[N], Y: u32[N], Z: i32[N], G: f32[N], K: u16[N], L: i64[N], Q: bool[N])\n"
    "    grid(ceildiv(N, B)) threads(128) as bx\n"
    "{\n"
    "    for i in parallel(B) {\n"
    "        let n = bx * B + i\n"
    "        if n < N {\n"
    "            let x = X[n]\n"
    "            let s = S[n]\n"
    "            Y[n] = (x << (x & 31)) ^ (x >> 3) | ~x & 0xFF\n"
    "            Z[n] = (s >> 40) + (s << -1) + (s >> (s & 7)) + s / 3 - s % 5\n"
    "            G[n] = bitcast(bitcast(F[n], u32) & 0x7FFFFFFF, f32) + sin(F[n]) + cos(F[n]) + erf(F[n]) + sigmoid(F[n])\n"
    "            K[n] = bitcast(H[n], u16) ^ bitcast(f16(sigmoid(H[n])), u16)\n"
    "            L[n] = L[n] * 3 - i64(s) / 7 + ceildiv(L[n], 2)\n"
    "            Q[n] = !Q[n] && s > 0\n"
    "        }\n"
    "    }\n"
    "}\n"
    "kernel loops(X: i32[N], C: i32[N], M: i32[1], Mf: f32[1], Su: u32[1], Sf: f32[1])\n"
    "    grid(ceildiv(N, B)) threads(128) as bx\n"
    "{\n"
    "    T = local i32[4]\n"
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
    "            C[n] = c\n"
    "        }\n"
    "    }\n"
    "    F = fragment i32[B]\n"
    "    Ff = fragment f32[B]\n"
    "    U = fragment u32[B]\n"
    "    copy(X[bx * B], F)\n"
    "    for i in parallel(B) {\n"
    "        Ff[i] = f32(F[i])\n"
    "        U[i] = u32(F[i])\n"
    "    }\n"
    "    atomic_max(F[0:1], M)\n"
    "    atomic_min(Ff[0:1], Mf)\n"
    "    atomic_add(U[0:1], Su)\n"
    "    atomic_add(Ff[0:1], Sf)\n"
    "}\n"
    "kernel col_sum16(X: f16[M, N], S: f16[N]) grid(ceildiv(N, B), ceildiv(M, 8)) threads(128) as (bx, by) {\n"
    "    Fr = fragment f16[8, B]\n"
    "    R = fragment f16[B]\n"
    "    copy(X[by * 8, bx * B], Fr)\n"
    "    reduce_sum(Fr, R, dim=0)\n"
    "    atomic_add(R, S[bx * B])\n"
    "}\n"
    "kernel narrow(a: i8[N], b: u16[N], h: bf16[N], o1: i8[64], o2: u16[64], o3: i16[64], o4: bf16[64])\n"
    "    grid(ceildiv(N, 64)) threads(64) as bx {\n"
    "    ta = fragment i8[64]\n"
    "    tb = fragment u16[64]\n"
    "    th = fragment bf16[64]\n"
    "    copy(a[bx * 64], ta)\n"
    "    copy(b[bx * 64], tb)\n"
    "    copy(h[bx * 64], th)\n"
    "    atomic_add(ta, o1[0])\n"
    "    atomic_max(tb, o2[0])\n"
    "    atomic_min(ta, o3[0])\n"
    "    atomic_max(th, o4[0])\n"
    "}\n"
    "kernel hoist(A: f32[M, K], Bm: f32[K, N], C: f32[M, N]) grid(ceildiv(N, 32), ceildiv(M, 32)) threads(128) as (bx, by) {\n"
    "    A_s = shared f32[32, 16]\n"
    "    B_s = shared f32[16, 32]\n"
    "    C_f = fragment f32[32, 32]\n"
    "    clear(C_f)\n"
    "    for k in pipelined(ceildiv(K, 16), stages=2) {\n"
    "        copy(A[by * 32, k * 16], A_s)\n"
    "        copy(Bm[k * 16, bx * 32], B_s)\n"
    "        gemm(A_s, B_s, C_f)\n"
    "    }\n"
    "    for i, j in parallel(32, 32) {\n"
    "        C_f[i, j] = C_f[i, j] * 2.0\n"
    "    }\n"
    "    copy(C_f, C[by * 32, bx * 32])\n"
    "}\n"
    "kernel f8(X: f8e4m3[N], Y: f8e5m2[N], s: f8e4m3, h: bf16, Z: f32[N], W: f8e5m2[N], E: e8m0[N], P: u4[N], Pi: i4[N])\n"
    "    grid(ceildiv(N, 128)) threads(128) as bx {\n"
    "    X_s = shared f8e4m3[128]\n"
    "    copy(X[bx * 128], X_s)\n"
    "    for i in parallel(128) {\n"
    "        let n = bx * 128 + i\n"
    "        if n < N {\n"
    "            Z[n] = f32(X_s[i]) * f32(Y[n]) + f32(bitcast(u8(n), f8e4m3)) + f32(h)\n"
    "            W[n] = Y[n] * f8e5m2(X_s[i] + s)\n"
    "            E[n] = e8m0(Z[n]) * E[n]\n"
    "            P[n] = u4(n + i32(P[n]))\n"
    "            Pi[n] = i4(Z[n])\n"
    "        }\n"
    "    }\n"
    "}\n"
    "kernel shuffles(X: f32[N], Y: f32[N], I: i32[N]) grid(ceildiv(N, 128)) threads(128) as bx {\n"
    "    for t in threads() {\n"
    "        let n = bx * 128 + t\n"
    "        let v = select(n < N, X[n], 0.0)\n"
    "        let a = shfl_xor(v, 1) + shfl_down(v, 2) + shfl_up(v, 3) + shfl_idx(v, 0)\n"
    "        let k = warp_reduce_sum(select(n < N, I[n], 0)) + warp_reduce_max(select(n < N, I[n], 0))\n"
    "        let any = warp_any(v > 0.0)\n"
    "        let all = warp_all(v > 1.0)\n"
    "        let lo = warp_reduce_min(v)\n"
    "        if n < N && any && !all {\n"
    "            Y[n] = a + lo + f32(k)\n"
    "        }\n"
    "    }\n"
    "}\n";

START_TEST(constructs_pass_the_shim)
{
    tl_error err = {0};
    built b;
    ck_assert_msg(build_src(&b, "constructs.tile", constructs_src, strlen(constructs_src), "metal", &err), "%s", err.msg);
    const char *src = tl_strbuf_cstr(&b.c.device_source);
    static const char *const want[] = {
        "tl_shl_u64((ulong)x, (ulong)(x & 31u), 32)", "tl_shr_i64((long)s, (ulong)40, 32)", "tl_div_i32(s, 3)",
        "as_type<float>((uint)", "precise::sin(", "tl_erf(", "(1.0f / (1.0f + precise::exp(-(",
        "as_type<ushort>(half(", "while ((x != 1) && (x > 0)) {", "break;", "continue;",
        "atomic_fetch_max_explicit((device atomic_int *)&M[", "tl_atomic_f32(&Mf[", "atomic_fetch_add_explicit((device atomic_uint *)&Su[",
        "atomic_fetch_add_explicit((device atomic_float *)&Sf[", "tl_atomic_h16<half>(&S[", "tl_atomic_int_narrow<char, uchar>(&o1[", "tl_atomic_int_narrow<ushort, ushort>(&o2[",
        "tl_atomic_int_narrow<short, ushort>(&o3[", "tl_atomic_h16<bfloat>(&o4[", "tl_e4m3_2f(", "tl_f2e5m2(",
        "tl_f2e8m0(", "tl_4b_set(P, ", "tl_4b_ftoi_i4(", "const float h = float(tl_args.h);", "simd_shuffle_xor((float)(v), (ushort)((1) & 31))",
        "simd_shuffle_down(", "simd_shuffle_up(", "simd_shuffle((float)(v), (ushort)((0) & 31))", "tl_warp_sum<uint>(",
        "tl_warp_max<int>(", "simd_any(", "simd_all(", "int T[4]; /* local: per thread */",
        /* an accumulator scaled between its gemms and its copy: in threadgroup
         * memory, its tiles held in simdgroup matrices across the K loop */
        "2x2 simdgroups of 2x2 tiles, the accumulators held across the loop", "simdgroup_matrix<float, 8, 8> tl_acc0[4];",
    };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++)
        ck_assert_msg(strstr(src, want[i]) != NULL, "no '%s' in the MSL", want[i]);
    const char *cc = clang();
    if (!cc) {
        printf("skipped: neither clang-15 nor clang found\n");
    } else {
        mkdir(OUTDIR, 0777);
        write_text(OUTDIR "/constructs.msl", src);
        char cmd[512];
        snprintf(cmd, sizeof cmd, "%s " SHIM_FLAGS " " OUTDIR "/constructs.msl > " OUTDIR "/constructs.log 2>&1", cc);
        int rc = system(cmd);
        size_t len;
        char *log = lt_read_file(OUTDIR "/constructs.log", &len);
        ck_assert_msg(rc == 0, "the shim check failed:\n%s", log ? log : "");
        free(log);
    }
    unbuild(&b);
}
END_TEST

/* The Objective-C++ half of the host code (the Apple branch, forced with
 * -D__APPLE__), checked by clang against stand-in Foundation and Metal
 * headers (tests/metal-shim/objc/) that declare what it calls, for three
 * modules (several kernels, shape dims, scalars, a swizzled grid). */
START_TEST(context_objc_half_checks)
{
    const char *cc = clang();
    if (!cc) {
        printf("skipped: neither clang-15 nor clang found (the Objective-C++ check)\n");
        return;
    }
    static const char *const files[] = {"examples/gemm_f16.tile", "examples/mla_decode.tile", "examples/gemm_f16_large.tile"};
    mkdir(OUTDIR, 0777);
    char list[1024] = "";
    for (size_t i = 0; i < 3; i++) {
        tl_error err = {0};
        built b;
        ck_assert_msg(build_file(&b, files[i], "metal", &err), "%s", err.msg);
        const tl_metal_artifact *art = b.c.device_artifact;
        char path[256];
        snprintf(path, sizeof path, OUTDIR "/objc%zu.mm", i);
        write_text(path, art->context);
        snprintf(list + strlen(list), sizeof list - strlen(list), " %s", path);
        unbuild(&b);
    }
    char cmd[2048];
    snprintf(cmd, sizeof cmd,
             "%s -x objective-c++ -std=c++17 -Wall -Wextra -Werror -fobjc-arc -fobjc-runtime=gnustep-2.0 -fsyntax-only "
             "-D__APPLE__ -Itests/metal-shim/objc%s > " OUTDIR "/objc.log 2>&1",
             cc, list);
    int rc = system(cmd);
    size_t len;
    char *log = lt_read_file(OUTDIR "/objc.log", &len);
    ck_assert_msg(rc == 0, "the Objective-C++ check failed:\n%s", log ? log : "");
    /* and it checks: a selector the headers do not declare is an error */
    char *bad = lt_read_file(OUTDIR "/objc0.mm", &len);
    ck_assert(bad != NULL);
    char *q = strstr(bad, "newCommandQueue]");
    ck_assert(q != NULL);
    memcpy(q, "newCommandQueux]", strlen("newCommandQueux]"));
    write_text(OUTDIR "/objc_bad.mm", bad);
    free(bad);
    snprintf(cmd, sizeof cmd,
             "%s -x objective-c++ -std=c++17 -Wall -Werror -fobjc-arc -fobjc-runtime=gnustep-2.0 -fsyntax-only "
             "-D__APPLE__ -Itests/metal-shim/objc " OUTDIR "/objc_bad.mm > /dev/null 2>&1",
             cc);
    ck_assert_msg(system(cmd) != 0, "a wrong selector passed the Objective-C++ check");
    free(log);
}
END_TEST

/* The examples past Apple's 32 KiB of threadgroup memory fit with smaller
 * tiles (-D), under the limit set: only their CUDA-sized tiles are in the
 * way. */
START_TEST(smaller_tiles_fit_apple_limit)
{
    static const tl_define fa[] = {{"BM", "32"}, {"BN", "32"}}, ln[] = {{"BN_ROW", "1024"}, {"BR_S", "8"}};
    static const struct {
        const char *path;
        const tl_define *defs;
        size_t n;
    } cases[] = {
        {"examples/flash_attention.tile", fa, 2},
        {"examples/flash_attention_bshd.tile", fa, 2},
        {"examples/layernorm.tile", ln, 2},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        size_t len;
        char *src = lt_read_file(cases[i].path, &len);
        ck_assert(src != NULL);
        tl_error err = {0};
        built b;
        ck_assert_msg(build_defs(&b, cases[i].path, src, len, "metal -msl=3.0 -max_shared_memory_per_block=32768", cases[i].defs,
                                 cases[i].n, &err),
                      "%s: %s", cases[i].path, err.msg);
        const tl_metal_artifact *art = b.c.device_artifact;
        for (size_t k = 0; k < art->nkernels; k++)
            ck_assert(art->threadgroup_bytes[k] <= 32768);
        unbuild(&b);
        free(src);
    }
}
END_TEST

Suite *make_suite(void)
{
    examples = lt_list_tiles(EXAMPLES, &nexamples);
    Suite *s = suite_create("metal");
    TCase *tc = tcase_create("metal");
    tcase_set_timeout(tc, 120); /* clang over every example on a loaded 2-core machine */
    tcase_add_loop_test(tc, example_msl, 0, (int)nexamples);
    tcase_add_loop_test(tc, ir_after_metal_passes_reads_back, 0, (int)nexamples);
    tcase_add_test(tc, shim_accepts_every_example);
    tcase_add_test(tc, shim_catches_mistakes);
    tcase_add_test(tc, fast_paths);
    tcase_add_test(tc, refusals_name_the_parameter);
    tcase_add_test(tc, smaller_tiles_fit_apple_limit);
    tcase_add_test(tc, compile_and_load_say_why);
    tcase_add_test(tc, context_runs_and_says_why);
    tcase_add_test(tc, context_objc_half_checks);
    tcase_add_test(tc, narrow_float_helpers_match_the_interpreter);
    tcase_add_test(tc, constructs_pass_the_shim);
    suite_add_tcase(s, tc);
    return s;
}

TL_TEST_MAIN()
