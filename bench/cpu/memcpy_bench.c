/*
 * bench/cpu/memcpy_bench.c: the memory-bound kernels' yardstick for
 * bench/cpu/membound.sh: memcpy of BYTES split over NTHREADS threads (0: one
 * per online core), each thread one contiguous part, as gemm_bench.c's
 * memory_bound does. Prints "memcpy BYTES: median T ms, G GB/s" with G the
 * bytes read + written (2 BYTES) over the median of REPS runs.
 *
 * Usage: memcpy_bench BYTES [NTHREADS [REPS]]
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

typedef struct part {
    char *dst;
    const char *src;
    size_t len;
} part;

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static void *copy_part(void *p)
{
    part *c = p;
    memcpy(c->dst, c->src, c->len);
    return NULL;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s BYTES [NTHREADS [REPS]]\n", argv[0]);
        return 2;
    }
    size_t bytes = (size_t)strtoull(argv[1], NULL, 10);
    int nt = argc > 2 ? atoi(argv[2]) : 0, reps = argc > 3 ? atoi(argv[3]) : 9;
    if (nt <= 0)
        nt = (int)sysconf(_SC_NPROCESSORS_ONLN);
    nt = nt < 1 ? 1 : nt > 256 ? 256 : nt;
    reps = reps < 1 ? 1 : reps > 99 ? 99 : reps;
    char *src = aligned_alloc(64, (bytes + 63) & ~(size_t)63), *dst = aligned_alloc(64, (bytes + 63) & ~(size_t)63);
    if (!src || !dst) {
        printf("memcpy %zu: skipped: out of memory\n", bytes);
        return 0;
    }
    memset(src, 1, bytes), memset(dst, 2, bytes);
    size_t chunk = (bytes / nt + 63) & ~(size_t)63;
    part parts[256];
    pthread_t th[256];
    double t[100];
    for (int r = -1; r < reps; r++) { /* one warm-up run */
        double t0 = now();
        for (int i = 0; i < nt; i++) {
            size_t off = chunk * i < bytes ? chunk * i : bytes;
            size_t len = bytes - off < chunk ? bytes - off : chunk;
            parts[i] = (part){ dst + off, src + off, len };
            if (i > 0)
                pthread_create(&th[i], NULL, copy_part, &parts[i]);
        }
        copy_part(&parts[0]);
        for (int i = 1; i < nt; i++)
            pthread_join(th[i], NULL);
        if (r >= 0)
            t[r] = now() - t0;
    }
    qsort(t, (size_t)reps, sizeof *t, cmp_double);
    printf("memcpy %zu: median %.3f ms, %.2f GB/s\n", bytes, t[reps / 2] * 1e3, 2.0 * bytes / t[reps / 2] / 1e9);
    free(src), free(dst);
    return 0;
}
