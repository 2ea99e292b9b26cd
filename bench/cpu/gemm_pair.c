/*
 * bench/cpu/gemm_pair.c: two builds of a tilec f32 GEMM kernel side by side
 * with BLIS, run after one another repetition by repetition, so that both
 * meet the same load on a shared machine. Each build is an object of the
 * kernel's generated C (`tilec build K.tile --target c --emit source`,
 * compiled as bench.mk compiles it, next to its own prelude) whose
 * tilec_launch_matmul was renamed old_launch and new_launch:
 *
 *   objcopy --redefine-sym tilec_launch_matmul=old_launch before.o old.o
 *   objcopy --redefine-sym tilec_launch_matmul=new_launch after.o new.o
 *   cc -O2 bench/cpu/gemm_pair.c old.o new.o -o gemm_pair -ldl -lpthread -lm
 *   BLIS_ARCH_TYPE=skx ./gemm_pair N REPS THREADS
 *
 * One thread is timed by the process's CPU clock (what the other jobs take
 * from the core is not counted), more by the wall clock. Prints GFLOP/s
 * (medians and bests) and the medians of each repetition's ratio to BLIS.
 */
#include <dlfcn.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int old_launch(void *const *args, const int64_t *dims, const void *self);
int new_launch(void *const *args, const int64_t *dims, const void *self);
typedef void sgemm_fn(const char *, const char *, const int *, const int *, const int *, const float *,
                      const float *, const int *, const float *, const int *, const float *, float *, const int *);

enum { MAX_REPS = 256 };

static double clock_s(int wall)
{
    struct timespec t;
    clock_gettime(wall ? CLOCK_MONOTONIC : CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(const double *x, int n)
{
    double y[MAX_REPS];
    memcpy(y, x, (size_t)n * sizeof *x);
    qsort(y, (size_t)n, sizeof *y, cmp_double);
    return y[n / 2];
}

static double least(const double *x, int n)
{
    double m = x[0];
    for (int i = 1; i < n; i++)
        m = x[i] < m ? x[i] : m;
    return m;
}

int main(int argc, char **argv)
{
    if (argc < 4) {
        fprintf(stderr, "usage: %s N REPS THREADS\n", argv[0]);
        return 2;
    }
    int n = atoi(argv[1]), reps = atoi(argv[2]), nt = atoi(argv[3]), wall = nt > 1;
    if (n < 1 || reps < 1 || reps > MAX_REPS || nt < 1) {
        fprintf(stderr, "%s: N >= 1, 1 <= REPS <= %d, THREADS >= 1\n", argv[0], MAX_REPS);
        return 2;
    }
    size_t nn = (size_t)n * n;
    float *A = aligned_alloc(64, nn * 4), *B = aligned_alloc(64, nn * 4);
    float *C = aligned_alloc(64, nn * 4), *R = aligned_alloc(64, nn * 4);
    if (!A || !B || !C || !R) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (size_t i = 0; i < nn; i++)
        A[i] = (float)((i * 7) % 13) - 6, B[i] = (float)((i * 5) % 11) - 5;
    void *h = dlopen("libblis.so.4", RTLD_NOW | RTLD_LOCAL);
    sgemm_fn *sgemm = h ? (sgemm_fn *)dlsym(h, "sgemm_") : NULL;
    void (*set_threads)(int) = h ? (void (*)(int))dlsym(h, "bli_thread_set_num_threads") : NULL;
    if (!sgemm || !set_threads) {
        printf("skipped: BLIS (libblis.so.4) not found (Debian: apt-get install libblis-dev)\n");
        return 0;
    }
    set_threads(nt);
    double t[3][MAX_REPS], r[2][MAX_REPS];
    for (int k = -1; k < reps; k++) { /* k = -1: warm-up */
        void *args[3] = { A, B, C };
        int64_t dims[3] = { n, n, n }; /* M, K, N */
        const float one = 1, zero = 0;
        double t0 = clock_s(wall);
        old_launch(args, dims, &nt);
        double a = clock_s(wall) - t0;
        t0 = clock_s(wall);
        new_launch(args, dims, &nt);
        double b = clock_s(wall) - t0;
        t0 = clock_s(wall);
        sgemm("N", "N", &n, &n, &n, &one, B, &n, A, &n, &zero, R, &n); /* row-major C = A B */
        double c = clock_s(wall) - t0;
        if (k < 0)
            continue;
        t[0][k] = a, t[1][k] = b, t[2][k] = c, r[0][k] = c / a, r[1][k] = c / b;
    }
    double maxd = 0;
    for (size_t i = 0; i < nn; i += 7)
        maxd = fmax(maxd, fabs((double)C[i] - R[i]));
    double gf = 2.0 * n * n * (double)n * 1e-9;
    printf("n=%d threads=%d reps=%d (%s clock) GFLOP/s median old %.1f new %.1f BLIS %.1f, best old %.1f new %.1f "
           "BLIS %.1f; median ratio to BLIS old %.2f new %.2f%s\n",
           n, nt, reps, wall ? "wall" : "process CPU", gf / median(t[0], reps), gf / median(t[1], reps),
           gf / median(t[2], reps), gf / least(t[0], reps), gf / least(t[1], reps), gf / least(t[2], reps),
           median(r[0], reps), median(r[1], reps), maxd > 1e-3 * n ? "  (RESULT DIFFERS)" : "");
    return 0;
}
