/*
 * check_prelude_gemm.c: the CPU prelude's tl_rt_gemm_f32, tl_rt_gemm_f16f32 and
 * tl_rt_gemm_bf16f32 (src/cpu/prelude/gemm.h) against a double-precision loop,
 * and tl_rt_gemm_i8i32 against an exact one (every pair of signednesses). The prelude text
 * (tl_cpu_prelude) is written to a temporary directory as tilec_prelude.h, a
 * small driver including it is compiled into a shared object with
 * `cc -O3 -march=native` (as generated kernels are), in several
 * configurations: the native register tile, the 16-byte fallback (no
 * -march), tiny cache blocks (KC/MC/NC) so every blocking loop runs several
 * times, A packed rather than read in place with an odd register tile, and
 * clang when it is installed; on a CPU with AMX, the tile kernels
 * (gemm_amx.h, with small blocks too) and the AVX-512 ones beside them
 * (-mno-amx-tile). Shapes: 1x1x1, primes, micro-tile
 * edges, all transposes, leading dimensions wider than the data; C starts
 * non-zero (the kernel accumulates) and the padding past each row of C must
 * stay untouched. Error bound per element: 1e-6 * K * sum_k |a_ik b_kj|.
 */
#include <dlfcn.h>
#include <math.h>
#include <stdint.h>
#include <unistd.h>

#include "testutil.h"

/* As declared in src/cpu/cpu.h (generated/cpu_prelude.c defines them). */
extern const char tl_cpu_prelude[];
extern const unsigned long tl_cpu_prelude_len;
#define TL_CPU_PRELUDE_NAME "tilec_prelude.h"

typedef void gemm_f32_fn(int, int, int, const float *, int, int, const float *, int, int, float *,
                         int);
typedef void gemm_f16_fn(int, int, int, const uint16_t *, int, int, const uint16_t *, int, int,
                         float *, int);

typedef void gemm_i8_fn(int, int, int, const void *, int, int, int, const void *, int, int, int, int32_t *, int);

typedef struct driver {
    void *handle;
    gemm_f32_fn *f32;
    gemm_f16_fn *f16, *bf16;
    gemm_i8_fn *i8;
    void (*copy)(void *, const void *, int64_t), (*stream)(void *, const void *, int64_t);
    int mr, nr, kc, mc, nc;
    int bf16_dot; /* bf16 by vdpbf16ps (AVX-512 BF16) rather than widened to f32 */
    int amx;      /* bf16 and 8-bit gemms on AMX tiles where the process may use them */
    int i8_dot;   /* 8-bit by vpdpbusd (AVX-512 VNNI) */
} driver;

static char tmpdir[256];

static const char driver_src[] =
    "#include \"tilec_prelude.h\"\n"
    "#ifndef TL_RT_HAVE_GEMM_F32\n#error no TL_RT_HAVE_GEMM_F32\n#endif\n"
    "#ifndef TL_RT_HAVE_GEMM_F16F32\n#error no TL_RT_HAVE_GEMM_F16F32\n#endif\n"
    "#ifndef TL_RT_HAVE_GEMM_BF16F32\n#error no TL_RT_HAVE_GEMM_BF16F32\n#endif\n"
    "#ifndef TL_RT_HAVE_GEMM_I8I32\n#error no TL_RT_HAVE_GEMM_I8I32\n#endif\n"
    "void drv_f32(int M, int N, int K, const float *A, int lda, int ta, const float *B, int ldb,\n"
    "             int tb, float *C, int ldc)\n"
    "{ tl_rt_gemm_f32(M, N, K, A, lda, ta, B, ldb, tb, C, ldc); }\n"
    "void drv_f16(int M, int N, int K, const uint16_t *A, int lda, int ta, const uint16_t *B,\n"
    "             int ldb, int tb, float *C, int ldc)\n"
    "{ tl_rt_gemm_f16f32(M, N, K, A, lda, ta, B, ldb, tb, C, ldc); }\n"
    "void drv_bf16(int M, int N, int K, const uint16_t *A, int lda, int ta, const uint16_t *B,\n"
    "              int ldb, int tb, float *C, int ldc)\n"
    "{ tl_rt_gemm_bf16f32(M, N, K, A, lda, ta, B, ldb, tb, C, ldc); }\n"
    "void drv_i8(int M, int N, int K, const void *A, int lda, int ta, int au, const void *B, int ldb,\n"
    "            int tb, int bu, int32_t *C, int ldc)\n"
    "{ tl_rt_gemm_i8i32(M, N, K, A, lda, ta, au, B, ldb, tb, bu, C, ldc); }\n"
    "#ifdef TL_GEMM_AMX\nint drv_amx(void) { return tl_gemm_amx_ready_(); }\n"
    "#else\nint drv_amx(void) { return 0; }\n#endif\n"
    "#ifdef TL_GEMM_I8_DOT\nconst int drv_i8_dot = 1;\n#else\nconst int drv_i8_dot = 0;\n#endif\n"
    "const int drv_params[5] = { TL_GEMM_MR, TL_GEMM_NR, TL_GEMM_KC, TL_GEMM_MC, TL_GEMM_NC };\n"
    "#ifdef TL_GEMM_BF16_DOT\nconst int drv_bf16_dot = 1;\n#else\nconst int drv_bf16_dot = 0;\n#endif\n"
    "void drv_copy(void *d, const void *s, int64_t n) { tl_rt_copy(d, s, n); }\n"
    "void drv_stream(void *d, const void *s, int64_t n) { tl_rt_stream(d, s, n); tl_rt_fence(); }\n";

static void write_file(const char *path, const char *text, size_t len)
{
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(text, 1, len, f) != len) {
        fprintf(stderr, "cannot write %s\n", path);
        exit(1);
    }
    fclose(f);
}

/* Runs once, before the (forked) tests: the directory they all build in. */
static void setup_dir(void)
{
    snprintf(tmpdir, sizeof tmpdir, "/tmp/tilec-gemm-XXXXXX");
    if (!mkdtemp(tmpdir)) {
        perror("mkdtemp");
        exit(1);
    }
    char path[512];
    snprintf(path, sizeof path, "%s/%s", tmpdir, TL_CPU_PRELUDE_NAME);
    write_file(path, tl_cpu_prelude, tl_cpu_prelude_len);
    snprintf(path, sizeof path, "%s/driver.c", tmpdir);
    write_file(path, driver_src, sizeof driver_src - 1);
}

static void teardown_dir(void)
{
    if (!tmpdir[0])
        return;
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
    if (system(cmd) != 0)
        fprintf(stderr, "warning: could not remove %s\n", tmpdir);
    tmpdir[0] = 0;
}

/* Builds the driver with compiler cc and flags into NAME.so and loads it.
 * false when cc is not installed. */
static bool build_driver(driver *d, const char *cc, const char *flags, const char *name)
{
    char cmd[1200];
    snprintf(cmd, sizeof cmd, "command -v %s >/dev/null 2>&1", cc);
    if (system(cmd) != 0)
        return false;
    snprintf(cmd, sizeof cmd,
             "%s -std=c11 -Wall -Wextra -fPIC -shared %s -o '%s/%s.so' '%s/driver.c' -lm", cc,
             flags, tmpdir, name, tmpdir);
    ck_assert_msg(system(cmd) == 0, "compile failed: %s", cmd);
    char so[512];
    snprintf(so, sizeof so, "%s/%s.so", tmpdir, name);
    d->handle = dlopen(so, RTLD_NOW | RTLD_LOCAL);
    ck_assert_msg(d->handle != NULL, "dlopen %s: %s", so, dlerror());
    d->f32 = (gemm_f32_fn *)dlsym(d->handle, "drv_f32");
    d->f16 = (gemm_f16_fn *)dlsym(d->handle, "drv_f16");
    d->bf16 = (gemm_f16_fn *)dlsym(d->handle, "drv_bf16");
    d->i8 = (gemm_i8_fn *)dlsym(d->handle, "drv_i8");
    const int *p = (const int *)dlsym(d->handle, "drv_params");
    int (*amx)(void) = (int (*)(void))dlsym(d->handle, "drv_amx");
    const int *i8dot = (const int *)dlsym(d->handle, "drv_i8_dot");
    *(void **)&d->copy = dlsym(d->handle, "drv_copy");
    *(void **)&d->stream = dlsym(d->handle, "drv_stream");
    ck_assert(d->f32 && d->f16 && d->bf16 && d->i8 && p && amx && i8dot && d->copy && d->stream);
    d->amx = amx();
    d->i8_dot = *i8dot;
    d->mr = p[0], d->nr = p[1], d->kc = p[2], d->mc = p[3], d->nc = p[4];
    const int *dot = (const int *)dlsym(d->handle, "drv_bf16_dot");
    ck_assert(dot);
    d->bf16_dot = *dot;
    return true;
}

static uint64_t rng = 0x9e3779b97f4a7c15ull;

static uint32_t rnd(void)
{
    rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
    return (uint32_t)(rng >> 16);
}

/* A multiple of 1/64 in [-2, 2]: exact in f16 and bf16 (8 significant bits) as in f32. */
static float rnd_val(void)
{
    return ((int)(rnd() % 257) - 128) / 64.0f;
}

/* f32 to f16 bits for values that are exact in f16 (normals and zero). */
static uint16_t to_half(float f)
{
    uint32_t b;
    memcpy(&b, &f, sizeof b);
    uint16_t sign = (uint16_t)((b >> 16) & 0x8000u);
    if ((b & 0x7fffffffu) == 0)
        return sign;
    int e = (int)((b >> 23) & 0xff) - 127 + 15;
    return (uint16_t)(sign | (uint16_t)(e << 10) | (uint16_t)((b >> 13) & 0x3ffu));
}

/* f32 to bf16 bits for values that are exact in bf16: the high half. */
static uint16_t to_bf16(float f)
{
    uint32_t b;
    memcpy(&b, &f, sizeof b);
    return (uint16_t)(b >> 16);
}

/* The element type of A and B in a case. */
enum { ELEM_F32, ELEM_F16, ELEM_BF16 };
static const char *const elem_name[] = { "f32", "f16f32", "bf16f32" };

/* Zero padding, as a tile copied from a tensor's edge has it: the last
 * zero_m rows of op(A), the last zero_n columns of op(B), the last zero_k k of
 * both are zero (the gemm cuts them); with nonfinite, one element of op(B)
 * in a kept row and column is inf and one of op(A) NaN, so that nothing may
 * be cut (0 x inf is NaN), whatever is zero around them. */
static int zero_m, zero_n, zero_k, nonfinite;

/* One case: C[M,N] += op(A) op(B) with random data and padded leading dims.
 * Returns the number of bad elements (after printing the first). */
static int run_case(const driver *d, int M, int N, int K, int ta, int tb, int elem)
{
    int arows = ta ? K : M, acols = ta ? M : K;
    int brows = tb ? N : K, bcols = tb ? K : N;
    int lda = acols + (int)(rnd() % 4), ldb = bcols + (int)(rnd() % 4);
    int ldc = N + (int)(rnd() % 4);
    size_t na = (size_t)arows * lda, nb = (size_t)brows * ldb, nc = (size_t)M * ldc;
    float *A = malloc(na * sizeof *A), *B = malloc(nb * sizeof *B), *C = malloc(nc * sizeof *C);
    float *C0 = malloc(nc * sizeof *C0);
    uint16_t *Ah = malloc(na * sizeof *Ah), *Bh = malloc(nb * sizeof *Bh);
    ck_assert(A && B && C && C0 && Ah && Bh);
    for (size_t i = 0; i < na; i++)
        A[i] = rnd_val(), Ah[i] = elem == ELEM_BF16 ? to_bf16(A[i]) : to_half(A[i]);
    for (size_t i = 0; i < nb; i++)
        B[i] = rnd_val(), Bh[i] = elem == ELEM_BF16 ? to_bf16(B[i]) : to_half(B[i]);
    for (int i = 0; i < M; i++)
        for (int k = 0; k < K; k++) {
            size_t at = ta ? (size_t)k * lda + i : (size_t)i * lda + k;
            if (i >= M - zero_m || k >= K - zero_k)
                A[at] = 0.0f, Ah[at] = 0;
        }
    for (int k = 0; k < K; k++)
        for (int j = 0; j < N; j++) {
            size_t at = tb ? (size_t)j * ldb + k : (size_t)k * ldb + j;
            if (j >= N - zero_n || k >= K - zero_k)
                B[at] = 0.0f, Bh[at] = 0;
        }
    if (nonfinite) {
        /* inf in op(B)[0, 0], NaN in op(A)[0, K-1]: each meets zeros */
        B[0] = INFINITY, Bh[0] = elem == ELEM_BF16 ? 0x7f80 : 0x7c00;
        size_t at = ta ? (size_t)(K - 1) * lda : (size_t)K - 1;
        A[at] = NAN, Ah[at] = elem == ELEM_BF16 ? 0x7fc0 : 0x7e00;
    }
    for (size_t i = 0; i < nc; i++)
        C[i] = C0[i] = rnd_val();
    if (elem != ELEM_F32)
        (elem == ELEM_F16 ? d->f16 : d->bf16)(M, N, K, Ah, lda, ta, Bh, ldb, tb, C, ldc);
    else
        d->f32(M, N, K, A, lda, ta, B, ldb, tb, C, ldc);
    int bad = 0;
    for (int i = 0; i < M; i++) {
        for (int j = 0; j < ldc; j++) {
            size_t at = (size_t)i * ldc + j;
            if (j >= N) {
                if (memcmp(&C[at], &C0[at], sizeof *C) != 0 && bad++ == 0)
                    fprintf(stderr, "padding C[%d][%d] changed\n", i, j);
                continue;
            }
            double ref = C0[at], mag = 0;
            for (int k = 0; k < K; k++) {
                double a = ta ? A[(size_t)k * lda + i] : A[(size_t)i * lda + k];
                double b = tb ? B[(size_t)j * ldb + k] : B[(size_t)k * ldb + j];
                ref += a * b;
                mag += fabs(a * b);
            }
            double tol = 1e-6 * K * (mag + fabs(C0[at])) + 1e-30;
            bool ok = isfinite(ref) ? fabs(C[at] - ref) <= tol
                                    : isnan(ref) ? isnan(C[at]) : (double)C[at] == ref;
            if (!ok && bad++ == 0)
                fprintf(stderr, "%s M=%d N=%d K=%d ta=%d tb=%d: C[%d][%d] = %.9g, expected %.9g\n",
                        elem_name[elem], M, N, K, ta, tb, i, j, C[at], ref);
        }
    }
    free(A), free(B), free(C), free(C0), free(Ah), free(Bh);
    return bad;
}

/* One 8-bit case: C[M,N] (i32) += op(A) op(B), A and B random bytes of the
 * given signedness, compared exactly with a loop that wraps as i32 does. */
static int run_case_i8(const driver *d, int M, int N, int K, int ta, int tb, int au, int bu)
{
    int arows = ta ? K : M, acols = ta ? M : K;
    int brows = tb ? N : K, bcols = tb ? K : N;
    int lda = acols + (int)(rnd() % 4), ldb = bcols + (int)(rnd() % 4);
    int ldc = N + (int)(rnd() % 4);
    size_t na = (size_t)arows * lda, nb = (size_t)brows * ldb, nc = (size_t)M * ldc;
    uint8_t *A = malloc(na), *B = malloc(nb);
    int32_t *C = malloc(nc * sizeof *C), *C0 = malloc(nc * sizeof *C0);
    ck_assert(A && B && C && C0);
    for (size_t i = 0; i < na; i++)
        A[i] = (uint8_t)rnd();
    for (size_t i = 0; i < nb; i++)
        B[i] = (uint8_t)rnd();
    for (int i = 0; i < M; i++) /* zero padding, as for the float cases */
        for (int k = 0; k < K; k++)
            if (i >= M - zero_m || k >= K - zero_k)
                A[ta ? (size_t)k * lda + i : (size_t)i * lda + k] = 0;
    for (int k = 0; k < K; k++)
        for (int j = 0; j < N; j++)
            if (j >= N - zero_n || k >= K - zero_k)
                B[tb ? (size_t)j * ldb + k : (size_t)k * ldb + j] = 0;
    for (size_t i = 0; i < nc; i++)
        C[i] = C0[i] = (int32_t)(rnd() << 8 ^ rnd());
    d->i8(M, N, K, A, lda, ta, au, B, ldb, tb, bu, C, ldc);
    int bad = 0;
    for (int i = 0; i < M; i++)
        for (int j = 0; j < ldc; j++) {
            size_t at = (size_t)i * ldc + j;
            uint32_t ref = (uint32_t)C0[at];
            for (int k = 0; k < K && j < N; k++) {
                uint8_t a = ta ? A[(size_t)k * lda + i] : A[(size_t)i * lda + k];
                uint8_t b = tb ? B[(size_t)j * ldb + k] : B[(size_t)k * ldb + j];
                ref += (uint32_t)((au ? (int32_t)a : (int32_t)(int8_t)a) * (bu ? (int32_t)b : (int32_t)(int8_t)b));
            }
            if ((uint32_t)C[at] != ref && bad++ == 0)
                fprintf(stderr, "i8i32 M=%d N=%d K=%d ta=%d tb=%d au=%d bu=%d: C[%d][%d] = %d, expected %d\n", M, N,
                        K, ta, tb, au, bu, i, j, C[at], (int32_t)ref);
        }
    free(A), free(B), free(C), free(C0);
    return bad;
}

/* Every shape on every transpose, for f32, f16, bf16 and 8-bit inputs. */
static void run_shapes(const driver *d)
{
    int ms[] = { 1, d->mr - 1, d->mr, d->mr + 1, 2 * d->mr + 3 };
    int ns[] = { 1, d->nr - 1, d->nr, d->nr + 1, 2 * d->nr + 5 };
    int ks[] = { 1, 2, 16, d->kc + 1 };
    int fixed[][3] = { { 1, 1, 1 },    { 2, 3, 5 },      { 7, 11, 13 },   { 33, 17, 45 },
                       { 64, 64, 16 }, { 64, 64, 64 },   { 97, 101, 103 }, { 128, 128, 256 },
                       { 1, 300, 7 },  { 300, 1, 7 },    { 3, 2, 600 },   { d->mc + 5, 2 * d->nr, 9 },
                       { 5, d->nc + 3, 3 } };
    int bad = 0, cases = 0;
    for (int t = 0; t < 4; t++) {
        int ta = t & 1, tb = t >> 1;
        for (int elem = ELEM_F32; elem <= ELEM_BF16; elem++) {
            for (size_t a = 0; a < sizeof ms / sizeof *ms; a++)
                for (size_t b = 0; b < sizeof ns / sizeof *ns; b++)
                    for (size_t c = 0; c < sizeof ks / sizeof *ks; c++) {
                        if (ms[a] < 1 || ns[b] < 1)
                            continue;
                        bad += run_case(d, ms[a], ns[b], ks[c], ta, tb, elem) != 0;
                        cases++;
                    }
            for (size_t s = 0; s < sizeof fixed / sizeof *fixed; s++) {
                bad += run_case(d, fixed[s][0], fixed[s][1], fixed[s][2], ta, tb, elem) != 0;
                cases++;
            }
        }
        for (int u = 0; u < 4; u++) {
            for (size_t a = 0; a < sizeof ms / sizeof *ms; a += 2)
                for (size_t b = 0; b < sizeof ns / sizeof *ns; b += 2)
                    for (size_t c = 0; c < sizeof ks / sizeof *ks; c++) {
                        if (ms[a] < 1 || ns[b] < 1)
                            continue;
                        bad += run_case_i8(d, ms[a], ns[b], ks[c], ta, tb, u & 1, u >> 1) != 0;
                        cases++;
                    }
            for (size_t s = 0; s < sizeof fixed / sizeof *fixed; s++) {
                bad += run_case_i8(d, fixed[s][0], fixed[s][1], fixed[s][2], ta, tb, u & 1, u >> 1) != 0;
                cases++;
            }
        }
    }
    ck_assert_msg(bad == 0, "%d of %d cases wrong (MR=%d NR=%d KC=%d MC=%d NC=%d)", bad, cases,
                  d->mr, d->nr, d->kc, d->mc, d->nc);
}

static void check_config(const char *cc, const char *flags, const char *name)
{
    driver d;
    if (!build_driver(&d, cc, flags, name)) {
        fprintf(stderr, "%s: %s not installed, skipped\n", name, cc);
        return;
    }
    run_shapes(&d);
    /* the prelude's row moves (moves.h) as this configuration compiles them */
    tl_check_row_move(d.copy, "tl_rt_copy");
    tl_check_row_move(d.stream, "tl_rt_stream");
    /* Zero-sized calls leave C alone. */
    float c = 3.0f, one = 1.0f;
    d.f32(0, 1, 1, &one, 1, 0, &one, 1, 0, &c, 1);
    d.f32(1, 1, 0, &one, 1, 0, &one, 1, 0, &c, 1);
    ck_assert(c == 3.0f);
    dlclose(d.handle);
}

START_TEST(test_native)
{
    check_config("cc", "-O3 -march=native", "native");
    /* where the CPU has AVX-512 BF16, -march=native takes the vdpbf16ps kernel */
    driver d;
    ck_assert(build_driver(&d, "cc", "-O3 -march=native", "native_bf16"));
    __builtin_cpu_init();
    bool has = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bf16");
    fprintf(stderr, "native: bf16 gemm without AMX %s\n", d.bf16_dot ? "by vdpbf16ps (AVX-512 BF16)" : "widened to f32");
    ck_assert_msg(d.bf16_dot == has, "bf16 dot kernel %d, CPU has AVX-512 BF16 %d", d.bf16_dot, has);
    /* and AMX where the CPU has it (and Linux grants it: asked here too) */
    bool amx = __builtin_cpu_supports("amx-tile") && __builtin_cpu_supports("amx-bf16") &&
               __builtin_cpu_supports("amx-int8") && __builtin_cpu_supports("avx512f");
    bool vnni = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
                __builtin_cpu_supports("avx512vnni");
    fprintf(stderr, "native: bf16 and 8-bit gemms %s; 8-bit without AMX %s\n",
            d.amx ? "on AMX tiles" : amx ? "not on AMX (refused by the kernel)" : "not on AMX (the CPU has none)",
            d.i8_dot ? "by vpdpbusd (AVX-512 VNNI)" : "by plain loops");
    ck_assert_msg(!d.amx || amx, "AMX kernel on a CPU without AMX");
    ck_assert_msg(d.i8_dot == vnni, "vpdpbusd kernel %d, CPU has AVX-512 VNNI %d", d.i8_dot, vnni);
    dlclose(d.handle);
}
END_TEST

/* The AVX-512 kernels (vdpbf16ps, vpdpbusd) on a CPU that has AMX too. */
START_TEST(test_no_amx)
{
    check_config("cc", "-O3 -march=native -mno-amx-tile", "no_amx");
}
END_TEST

/* The AMX tiles with small blocks: every blocking loop runs several times. */
START_TEST(test_amx_small_blocks)
{
    check_config("cc", "-O3 -march=native -DTL_GEMM_AMX_KC=64 -DTL_GEMM_AMX_NC=32 -DTL_GEMM_AMX_MC=32", "amx_small");
}
END_TEST

/* The widened bf16 path on a CPU with AVX-512 BF16 too. */
START_TEST(test_bf16_widened)
{
    check_config("cc", "-O3 -march=native -mno-avx512bf16 -mno-amx-tile", "widened");
}
END_TEST

/* AVX2 and FMA without AVX-512: the gemm's 256-bit kernels, the moves' AVX
 * streaming stores (libtilec's _avx2 copies on such a CPU). */
START_TEST(test_avx2)
{
    __builtin_cpu_init();
    if (!__builtin_cpu_supports("avx2") || !__builtin_cpu_supports("fma")) {
        printf("skipped: the CPU has no AVX2 and FMA\n");
        return;
    }
    check_config("cc", "-O3 -mavx2 -mfma -mf16c", "avx2");
}
END_TEST

START_TEST(test_fallback)
{
    check_config("cc", "-O2", "fallback");
}
END_TEST

START_TEST(test_small_blocks)
{
    check_config("cc", "-O3 -march=native -DTL_GEMM_KC=7 -DTL_GEMM_MC=2*TL_GEMM_MR+3 "
                       "-DTL_GEMM_NC=2*TL_GEMM_NR",
                 "small");
}
END_TEST

/* A and B packed (not in place) and an odd register tile: 11 rows, 3 vectors. */
START_TEST(test_packed_odd_tile)
{
    check_config("cc", "-O3 -march=native -DTL_GEMM_A_IN_PLACE=0 -DTL_GEMM_B_IN_PLACE=0 -DTL_GEMM_MR=11 -DTL_GEMM_NV=3 "
                       "-DTL_GEMM_KC=40 -DTL_GEMM_MC=30",
                 "packed");
}
END_TEST

/* Zero-padded operands (the last rows, columns or k of a tile at a tensor's
 * edge), which the gemm cuts when the rest is finite and must not cut when
 * it is not: every transpose and element type, on the vector kernels and on
 * the fallback. */
static void run_padded(const driver *d)
{
    int shapes[][6] = { /* M, N, K, zero_m, zero_n, zero_k */
                        { 192, 192, 256, 128, 0, 0 },  { 192, 192, 256, 0, 128, 0 },
                        { 192, 192, 256, 0, 0, 100 },  { 192, 192, 256, 131, 77, 3 },
                        { 40, 70, 33, 40, 0, 0 },      { 40, 70, 33, 0, 70, 0 },
                        { 40, 70, 33, 0, 0, 33 },      { 40, 70, 33, 39, 69, 32 },
                        { 2 * d->mr + 3, 2 * d->nr + 5, d->kc + 1, d->mr, d->nr + 1, 2 },
                        { 1, 1, 1, 1, 1, 1 } };
    int bad = 0, cases = 0;
    for (int nf = 0; nf < 2; nf++)
        for (int t = 0; t < 4; t++)
            for (int elem = ELEM_F32; elem <= ELEM_BF16; elem++)
                for (size_t s = 0; s < sizeof shapes / sizeof *shapes; s++) {
                    int *c = shapes[s];
                    zero_m = c[3], zero_n = c[4], zero_k = c[5], nonfinite = nf;
                    bad += run_case(d, c[0], c[1], c[2], t & 1, t >> 1, elem) != 0;
                    cases++;
                    if (elem == ELEM_F32 && !nf) {
                        bad += run_case_i8(d, c[0], c[1], c[2], t & 1, t >> 1, s & 1, (s >> 1) & 1) != 0;
                        cases++;
                    }
                }
    zero_m = zero_n = zero_k = nonfinite = 0;
    ck_assert_msg(bad == 0, "%d of %d zero-padded cases wrong", bad, cases);
}

START_TEST(test_zero_padded)
{
    driver d;
    ck_assert(build_driver(&d, "cc", "-O3 -march=native", "padded"));
    run_padded(&d);
    dlclose(d.handle);
    ck_assert(build_driver(&d, "cc", "-O2", "padded_fallback"));
    run_padded(&d);
    dlclose(d.handle);
}
END_TEST

START_TEST(test_clang)
{
    check_config("clang", "-O3 -march=native", "clang");
}
END_TEST

/* f16 widening: subnormals, the largest normal, infinities, NaN, signed zero. */
START_TEST(test_half_values)
{
    driver d;
    ck_assert(build_driver(&d, "cc", "-O3 -march=native", "halves"));
    struct {
        uint16_t h;
        float f;
    } v[] = { { 0x0000, 0.0f },        { 0x8000, -0.0f },         { 0x3c00, 1.0f },
              { 0xc000, -2.0f },       { 0x0001, 0x1p-24f },      { 0x03ff, 0x3ffp-24f },
              { 0x0400, 0x1p-14f },    { 0x7bff, 65504.0f },      { 0x3555, 0x155p-12f + 0.25f },
              { 0x7c00, INFINITY },    { 0xfc00, -INFINITY } };
    uint16_t one = 0x3c00;
    for (size_t i = 0; i < sizeof v / sizeof *v; i++) {
        float c = 0.0f;
        d.f16(1, 1, 1, &v[i].h, 1, 0, &one, 1, 0, &c, 1);
        ck_assert_msg(c == v[i].f, "half 0x%04x: got %a, expected %a", v[i].h, c, v[i].f);
    }
    uint16_t nan = 0x7e00;
    float c = 0.0f;
    d.f16(1, 1, 1, &nan, 1, 0, &one, 1, 0, &c, 1);
    ck_assert(isnan(c));
    dlclose(d.handle);
}
END_TEST

Suite *make_suite(void)
{
    Suite *s = suite_create("prelude_gemm");
    TCase *tc = tcase_create("gemm");
    tcase_set_timeout(tc, 120);
    tcase_add_unchecked_fixture(tc, setup_dir, teardown_dir);
    tcase_add_test(tc, test_native);
    tcase_add_test(tc, test_bf16_widened);
    tcase_add_test(tc, test_no_amx);
    tcase_add_test(tc, test_amx_small_blocks);
    tcase_add_test(tc, test_fallback);
    tcase_add_test(tc, test_avx2);
    tcase_add_test(tc, test_small_blocks);
    tcase_add_test(tc, test_packed_odd_tile);
    tcase_add_test(tc, test_zero_padded);
    tcase_add_test(tc, test_clang);
    tcase_add_test(tc, test_half_values);
    suite_add_tcase(s, tc);
    return s;
}

TL_TEST_MAIN();
