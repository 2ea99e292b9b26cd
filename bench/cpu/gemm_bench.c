/*
 * bench/cpu/gemm_bench.c: f32 GEMM on the CPU, tilec against BLIS and
 * OpenBLAS in one run (make bench-cpu). Reported, not asserted.
 *
 * tilec's figure is the kernel of examples/gemm_cpu.tile as its generated code
 * runs it: per BM x BN block of C (blocks spread over worker threads), clear a
 * fragment; for each BK step copy the A and B tiles into shared arrays and
 * call the prelude's tl_rt_gemm_f32 on them; then copy the fragment out. The
 * block sizes are read from the .tile file (TILEC_BM/BN/BK override them for
 * tuning; TILEC_BENCH_ONE_CORE=1 skips the all-cores pass). A second tilec line calls tl_rt_gemm_f32 once on the whole
 * matrices (one core only). BLIS and OpenBLAS are loaded with dlopen (each in
 * its own scope, both export sgemm_) and called through sgemm_; a peer that
 * does not load is printed as skipped.
 *
 * Usage: gemm_bench TILE_FILE [SIZE...]   (default sizes 1024 2048 4096)
 * Prints GFLOP/s medians and the ratios tilec/BLIS and tilec/OpenBLAS.
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

static int BM = 192, BN = 192, BK = 256;

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

/* ---- the block loop of examples/gemm_cpu.tile ----------------------------- */

typedef struct job {
    int M, N, K;
    const float *A, *B;
    float *C;
    atomic_int next;
    int nblocks, gx;
} job;

static void run_block(const job *j, int bx, int by, float *A_s, float *B_s, float *C_f)
{
    int M = j->M, N = j->N, K = j->K;
    memset(C_f, 0, sizeof(float) * BM * BN); /* clear(C_f) */
    for (int k = 0; k < (K + BK - 1) / BK; k++) {
        /* copy(A[by * BM, k * BK], A_s): out-of-range elements read as 0 */
        for (int i = 0; i < BM; i++) {
            int r = by * BM + i, c0 = k * BK, w = K - c0 < BK ? K - c0 : BK;
            if (r >= M)
                w = 0;
            if (w > 0)
                memcpy(A_s + (size_t)i * BK, j->A + (size_t)r * K + c0, sizeof(float) * w);
            if (w < BK)
                memset(A_s + (size_t)i * BK + w, 0, sizeof(float) * (BK - w));
        }
        /* copy(B[k * BK, bx * BN], B_s) */
        for (int i = 0; i < BK; i++) {
            int r = k * BK + i, c0 = bx * BN, w = N - c0 < BN ? N - c0 : BN;
            if (r >= K)
                w = 0;
            if (w > 0)
                memcpy(B_s + (size_t)i * BN, j->B + (size_t)r * N + c0, sizeof(float) * w);
            if (w < BN)
                memset(B_s + (size_t)i * BN + w, 0, sizeof(float) * (BN - w));
        }
        tl_rt_gemm_f32(BM, BN, BK, A_s, BK, 0, B_s, BN, 0, C_f, BN); /* gemm(A_s, B_s, C_f) */
    }
    /* copy(C_f, C[by * BM, bx * BN]) */
    for (int i = 0; i < BM && by * BM + i < M; i++) {
        int c0 = bx * BN, w = N - c0 < BN ? N - c0 : BN;
        memcpy(j->C + (size_t)(by * BM + i) * N + c0, C_f + (size_t)i * BN, sizeof(float) * w);
    }
}

static void *worker(void *arg)
{
    job *j = arg;
    float *A_s = aligned_alloc(64, sizeof(float) * BM * BK);
    float *B_s = aligned_alloc(64, sizeof(float) * BK * BN);
    float *C_f = aligned_alloc(64, sizeof(float) * BM * BN);
    if (!A_s || !B_s || !C_f) {
        fprintf(stderr, "out of memory\n");
        exit(1);
    }
    for (;;) {
        int b = atomic_fetch_add(&j->next, 1);
        if (b >= j->nblocks)
            break;
        run_block(j, b % j->gx, b / j->gx, A_s, B_s, C_f);
    }
    free(A_s), free(B_s), free(C_f);
    return NULL;
}

static void tilec_blocks(int n, const float *A, const float *B, float *C, int nthreads)
{
    job j = { .M = n, .N = n, .K = n, .A = A, .B = B, .C = C };
    j.gx = (n + BN - 1) / BN;
    j.nblocks = j.gx * ((n + BM - 1) / BM);
    atomic_init(&j.next, 0);
    pthread_t th[256];
    if (nthreads > 256)
        nthreads = 256;
    for (int t = 1; t < nthreads; t++)
        pthread_create(&th[t], NULL, worker, &j);
    worker(&j);
    for (int t = 1; t < nthreads; t++)
        pthread_join(th[t], NULL);
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
            tilec_blocks(n, A, B, C, nthreads);
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
        if (sscanf(line, " const %63s = %d", name, &v) == 2) {
            if (!strcmp(name, "BM"))
                BM = v;
            else if (!strcmp(name, "BN"))
                BN = v;
            else if (!strcmp(name, "BK"))
                BK = v;
        }
    }
    fclose(f);
    const char *e;
    if ((e = getenv("TILEC_BM")))
        BM = atoi(e);
    if ((e = getenv("TILEC_BN")))
        BN = atoi(e);
    if ((e = getenv("TILEC_BK")))
        BK = atoi(e);
}

static void fill(float *x, size_t n, unsigned seed)
{
    for (size_t i = 0; i < n; i++) {
        seed = seed * 1664525u + 1013904223u;
        x[i] = (float)((seed >> 8) & 0xffff) / 65536.0f - 0.5f;
    }
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
    printf("tilec: examples/gemm_cpu.tile (BM=%d BN=%d BK=%d) as a block loop that mimics its\n"
           "       generated code around tl_rt_gemm_f32 (the end-to-end path, tilec run, is\n"
           "       not measured yet); 'prelude' is tl_rt_gemm_f32 on the whole matrices\n",
           BM, BN, BK);
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
    printf("vector add, softmax vs memcpy bandwidth: not measured yet (needs the end-to-end "
           "path)\n");
    return 0;
}
