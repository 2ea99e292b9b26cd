/*
 * bench/cpu/gemm_bench.c: CPU kernels compiled by tilec against their peers,
 * in one run (make bench-cpu). Reported, not asserted.
 *
 * f32 GEMM: "tilec" is examples/gemm_cpu.tile as tilec compiles it (its
 * generated C source, built -O3 -march=native next to the prelude and called
 * through the C target's contract, tilec_launch_matmul; the runtime's own
 * launch adds only argument checks). "prelude" calls the prelude's
 * tl_rt_gemm_f32 once on the whole matrices (one core only). BLIS and
 * OpenBLAS are loaded with dlopen (each in its own scope: both export
 * sgemm_) and called through sgemm_; a peer that does not load is printed as
 * skipped. GFLOP/s medians and the ratios tilec/BLIS and tilec/OpenBLAS, at
 * each size on one core and on all (TILEC_BENCH_ONE_CORE=1: one core only, and no
 * memory-bound kernels).
 *
 * Memory-bound: examples/vector_add.tile and examples/softmax.tile on all
 * cores, in GB/s of the bytes they must move (each input read once, the
 * output written once), against the GB/s (read + written) of a memcpy of
 * 256 MiB split over the same threads.
 *
 * Usage: gemm_bench TILE_FILE [SIZE...]   (default sizes 1024 2048 4096);
 * TILE_FILE is only read for the block sizes it declares, for the report.
 */
#include "tilec_prelude.h"

#include <dlfcn.h>
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

typedef void sgemm_fn(const char *, const char *, const int *, const int *, const int *,
                      const float *, const float *, const int *, const float *, const int *,
                      const float *, float *, const int *);
typedef void set_threads_fn(int);

typedef struct peer {
    const char *name;
    sgemm_fn *sgemm;
    set_threads_fn *set_threads;
    const char *skipped; /* why, when sgemm is NULL */
} peer;

static int BM, BN, BK; /* as examples/gemm_cpu.tile declares them, for the report */

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* ---- the kernels tilec generated (bench.mk builds them) ------------------ */

int tilec_launch_matmul(void *const *args, const int64_t *dims, const void *self);
int tilec_launch_vector_add(void *const *args, const int64_t *dims, const void *self);
int tilec_launch_softmax(void *const *args, const int64_t *dims, const void *self);

static void tilec_gemm(int n, const float *A, const float *B, float *C, int nthreads)
{
    void *args[3] = { (void *)A, (void *)B, C };
    int64_t dims[3] = { n, n, n }; /* M, K, N: the order the shape names appear */
    tilec_launch_matmul(args, dims, &nthreads);
}

/* ---- peers ----------------------------------------------------------------- */

static peer load_peer(const char *name, const char *const *libs, const char *threads_sym)
{
    peer p = { .name = name };
    for (const char *const *l = libs; *l; l++) {
        void *h = dlopen(*l, RTLD_NOW | RTLD_LOCAL);
        if (!h)
            continue;
        p.sgemm = (sgemm_fn *)dlsym(h, "sgemm_");
        p.set_threads = (set_threads_fn *)dlsym(h, threads_sym);
        if (p.sgemm)
            return p;
    }
    p.skipped = "library not found (Debian: apt-get install libblis-dev libopenblas-dev)";
    return p;
}

/* Row-major C = A B through column-major sgemm: C^T = B^T A^T. */
static void peer_gemm(const peer *p, int n, const float *A, const float *B, float *C)
{
    const float one = 1.0f, zero = 0.0f;
    p->sgemm("N", "N", &n, &n, &n, &one, B, &n, A, &n, &zero, C, &n);
}

/* ---- measuring ---------------------------------------------------------------- */

enum { WHO_TILEC, WHO_TILEC_DIRECT, WHO_PEER };

static double measure(int who, const peer *p, int n, int nthreads, const float *A, const float *B,
                      float *C, int reps)
{
    double t[32];
    for (int r = -1; r < reps; r++) { /* r = -1: warm-up */
        double t0 = now();
        if (who == WHO_TILEC)
            tilec_gemm(n, A, B, C, nthreads);
        else if (who == WHO_TILEC_DIRECT) {
            memset(C, 0, sizeof(float) * n * n);
            tl_rt_gemm_f32(n, n, n, A, n, 0, B, n, 0, C, n);
        } else
            peer_gemm(p, n, A, B, C);
        if (r >= 0)
            t[r] = now() - t0;
    }
    qsort(t, reps, sizeof *t, cmp_double);
    return 2.0 * n * n * (double)n / t[reps / 2] * 1e-9;
}

static void fill(float *x, size_t n, unsigned seed)
{
    for (size_t i = 0; i < n; i++) {
        seed = seed * 1664525u + 1013904223u;
        x[i] = (float)((seed >> 8) & 0xffff) / 65536.0f - 0.5f;
    }
}

/* GB/s of moving `bytes` (read + written) in time t. */
static double gbs(double bytes, double t)
{
    return bytes / t * 1e-9;
}

static double median_time(void (*fn)(void *), void *ctx, int reps)
{
    double t[16];
    fn(ctx);
    for (int r = 0; r < reps; r++) {
        double t0 = now();
        fn(ctx);
        t[r] = now() - t0;
    }
    qsort(t, reps, sizeof *t, cmp_double);
    return t[reps / 2];
}

typedef struct membench {
    float *x, *y, *z;
    int64_t n, rows, cols;
    size_t copy_bytes;
    int nthreads;
} membench;

static void run_vector_add(void *p)
{
    membench *m = p;
    void *args[3] = { m->x, m->y, m->z };
    int64_t dims[1] = { m->n };
    tilec_launch_vector_add(args, dims, &m->nthreads);
}

static void run_softmax(void *p)
{
    membench *m = p;
    void *args[2] = { m->x, m->z };
    int64_t dims[2] = { m->rows, m->cols };
    tilec_launch_softmax(args, dims, &m->nthreads);
}

typedef struct copy_part {
    char *dst;
    const char *src;
    size_t len;
} copy_part;

static void *copy_thread(void *p)
{
    copy_part *c = p;
    memcpy(c->dst, c->src, c->len);
    return NULL;
}

/* memcpy of copy_bytes from x to z, split over nthreads threads. */
static void run_memcpy(void *p)
{
    membench *m = p;
    int nt = m->nthreads < 1 ? 1 : m->nthreads > 256 ? 256 : m->nthreads;
    copy_part parts[256];
    pthread_t th[256];
    size_t chunk = (m->copy_bytes / nt + 63) & ~(size_t)63;
    for (int t = 0; t < nt; t++) {
        size_t off = chunk * t < m->copy_bytes ? chunk * t : m->copy_bytes;
        size_t len = m->copy_bytes - off < chunk ? m->copy_bytes - off : chunk;
        parts[t] = (copy_part){ (char *)m->z + off, (const char *)m->x + off, len };
        if (t > 0)
            pthread_create(&th[t], NULL, copy_thread, &parts[t]);
    }
    copy_thread(&parts[0]);
    for (int t = 1; t < nt; t++)
        pthread_join(th[t], NULL);
}

static void memory_bound(int ncores)
{
    /* 3 x 256 MiB for vector add, 2 x 256 MiB for softmax: past any cache. */
    const int64_t n = (int64_t)1 << 26, rows = 8192, cols = 8192;
    membench m = { .n = n, .rows = rows, .cols = cols, .nthreads = ncores };
    m.x = aligned_alloc(64, n * sizeof(float));
    m.y = aligned_alloc(64, n * sizeof(float));
    m.z = aligned_alloc(64, n * sizeof(float));
    if (!m.x || !m.y || !m.z) {
        printf("memory-bound kernels: skipped: out of memory\n");
        return;
    }
    fill(m.x, n, 3), fill(m.y, n, 4), fill(m.z, n, 5);
    printf("memory-bound, %d cores, GB/s of bytes read + written (median of 5)\n", ncores);
    printf("%-34s %10s %10s %8s\n", "kernel", "tilec", "memcpy", "ratio");
    /* memcpy of one 256 MiB array: it reads and writes every byte */
    m.copy_bytes = (size_t)n * sizeof(float);
    double g_c = gbs(2.0 * m.copy_bytes, median_time(run_memcpy, &m, 5));
    double bytes = 3.0 * n * sizeof(float);
    double g_k = gbs(bytes, median_time(run_vector_add, &m, 5));
    int ok = 1;
    for (int64_t i = 0; i < n; i += 4093)
        ok &= m.z[i] == m.x[i] + m.y[i];
    printf("%-34s %10.1f %10.1f %8.2f%s\n", "vector_add N=2^26", g_k, g_c, g_k / g_c,
           ok ? "" : "  (RESULT DIFFERS)");
    bytes = 2.0 * rows * cols * sizeof(float); /* X read, Y written (it reads X twice) */
    g_k = gbs(bytes, median_time(run_softmax, &m, 5));
    double sum = 0;
    for (int64_t j = 0; j < cols; j++)
        sum += m.z[j];
    printf("%-34s %10.1f %10.1f %8.2f%s\n", "softmax 8192x8192 (two passes)", g_k, g_c, g_k / g_c,
           fabs(sum - 1.0) < 1e-3 ? "" : "  (RESULT DIFFERS)");
    free(m.x), free(m.y), free(m.z);
}

static void print_machine(void)
{
    char line[1024], model[256] = "unknown";
    int avx512 = 0, avx2 = 0;
    FILE *f = fopen("/proc/cpuinfo", "r");
    while (f && fgets(line, sizeof line, f)) {
        if (!strncmp(line, "model name", 10) && !strcmp(model, "unknown")) {
            char *c = strchr(line, ':');
            if (c) {
                snprintf(model, sizeof model, "%s", c + 2);
                model[strcspn(model, "\n")] = 0;
            }
        }
        if (!strncmp(line, "flags", 5)) {
            avx512 |= strstr(line, " avx512f") != NULL;
            avx2 |= strstr(line, " avx2") != NULL;
        }
    }
    if (f)
        fclose(f);
    printf("machine: %s, %ld cores online, %s\n", model, sysconf(_SC_NPROCESSORS_ONLN),
           avx512 ? "AVX-512" : avx2 ? "AVX2 (no AVX-512)" : "no AVX2");
    printf("tilec register tile %dx%d, KC %d, MC %d, NC %d; compiled -O3 -march=native\n",
           TL_GEMM_MR, TL_GEMM_NR, TL_GEMM_KC, TL_GEMM_MC, TL_GEMM_NC);
    const char *arch = getenv("BLIS_ARCH_TYPE");
    printf("BLIS_ARCH_TYPE=%s\n", arch ? arch : "(unset: BLIS picks)");
}

static void read_tile_consts(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "cannot read %s; using BM=%d BN=%d BK=%d\n", path, BM, BN, BK);
        return;
    }
    char line[512];
    while (fgets(line, sizeof line, f)) {
        char name[64];
        int v;
        /* `const BM = 256` or `const BM = tune(256, ...)`: the first value */
        if (sscanf(line, " const %63s = %d", name, &v) == 2 || sscanf(line, " const %63s = tune(%d", name, &v) == 2) {
            if (!strcmp(name, "BM"))
                BM = v;
            else if (!strcmp(name, "BN"))
                BN = v;
            else if (!strcmp(name, "BK"))
                BK = v;
        }
    }
    fclose(f);
    const char *defs = getenv("TILEC_BENCH_DEFS"), *d; /* "-D BM=128 ...": what was built */
    if (defs && (d = strstr(defs, "BM=")))
        BM = atoi(d + 3);
    if (defs && (d = strstr(defs, "BN=")))
        BN = atoi(d + 3);
    if (defs && (d = strstr(defs, "BK=")))
        BK = atoi(d + 3);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s TILE_FILE [SIZE...]\n", argv[0]);
        return 2;
    }
    read_tile_consts(argv[1]);
    int sizes[8] = { 1024, 2048, 4096 }, nsizes = 3;
    if (argc > 2) {
        nsizes = 0;
        for (int i = 2; i < argc && nsizes < 8; i++)
            sizes[nsizes++] = atoi(argv[i]);
    }
    int ncores = (int)sysconf(_SC_NPROCESSORS_ONLN);
    print_machine();

    static const char *const blis_libs[] = { "libblis.so.4", "libblis.so", NULL };
    static const char *const ob_libs[] = { "libopenblas.so.0", "libopenblas.so", NULL };
    peer peers[2] = { load_peer("BLIS", blis_libs, "bli_thread_set_num_threads"),
                      load_peer("OpenBLAS", ob_libs, "openblas_set_num_threads") };
    for (int i = 0; i < 2; i++)
        if (!peers[i].sgemm)
            printf("%s skipped: %s\n", peers[i].name, peers[i].skipped);
    const char *defs = getenv("TILEC_BENCH_DEFS");
    printf("tilec: the generated kernel of %s (BM=%d BN=%d BK=%d%s%s); 'prelude' is\n"
           "       tl_rt_gemm_f32 called once on the whole matrices\n",
           argv[1], BM, BN, BK, defs && *defs ? ", built with " : "", defs ? defs : "");
    printf("f32 GEMM C = A B, row-major, GFLOP/s (median)\n");
    printf("%-7s %5s %9s %9s %9s %9s %12s %12s\n", "cores", "n", "tilec", "prelude", "BLIS",
           "OpenBLAS", "tilec/BLIS", "tilec/OpenBLAS");

    int nthreads_list[2] = { 1, ncores };
    int passes = ncores > 1 && !getenv("TILEC_BENCH_ONE_CORE") ? 2 : 1;
    for (int ti = 0; ti < passes; ti++) {
        int nt = nthreads_list[ti];
        for (int i = 0; i < 2; i++)
            if (peers[i].set_threads)
                peers[i].set_threads(nt);
        for (int s = 0; s < nsizes; s++) {
            int n = sizes[s];
            size_t nn = (size_t)n * n;
            float *A = aligned_alloc(64, nn * sizeof(float));
            float *B = aligned_alloc(64, nn * sizeof(float));
            float *C = aligned_alloc(64, nn * sizeof(float));
            float *R = aligned_alloc(64, nn * sizeof(float));
            if (!A || !B || !C || !R) {
                fprintf(stderr, "out of memory at n=%d\n", n);
                return 1;
            }
            fill(A, nn, 1), fill(B, nn, 2);
            /* Each run about 0.5-1 s of work at 100 GFLOP/s on one core. */
            double work = 2.0 * n * n * (double)n / (100e9 * nt);
            int reps = work < 0.05 ? 9 : work < 0.5 ? 5 : 3;
            double g_t = measure(WHO_TILEC, NULL, n, nt, A, B, C, reps);
            double g_d = nt == 1 ? measure(WHO_TILEC_DIRECT, NULL, n, nt, A, B, R, reps) : NAN;
            double g_p[2] = { NAN, NAN };
            for (int i = 0; i < 2; i++)
                if (peers[i].sgemm)
                    g_p[i] = measure(WHO_PEER, &peers[i], n, nt, A, B, R, reps);
            /* tilec's C against the last peer's (or the direct call's) */
            double maxd = 0, maxr = 0;
            for (size_t k = 0; k < nn; k += 97) {
                double d = fabs((double)C[k] - R[k]);
                maxd = d > maxd ? d : maxd;
                maxr = fabs(R[k]) > maxr ? fabs(R[k]) : maxr;
            }
            char direct[16] = "-";
            if (nt == 1)
                snprintf(direct, sizeof direct, "%.1f", g_d);
            printf("%-7d %5d %9.1f %9s %9.1f %9.1f %12.2f %12.2f%s\n", nt, n, g_t, direct, g_p[0],
                   g_p[1], g_t / g_p[0], g_t / g_p[1],
                   maxd > 1e-3 * (maxr + 1) ? "  (RESULT DIFFERS)" : "");
            fflush(stdout);
            free(A), free(B), free(C), free(R);
        }
    }
    if (passes == 2)
        memory_bound(ncores);
    return 0;
}
