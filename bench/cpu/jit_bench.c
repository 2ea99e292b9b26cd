/*
 * bench/cpu/jit_bench.c: the time from a tile-language source to a callable
 * function through the library (tl_compile_file: front end, passes,
 * codegens, load), as a program that links libtilec sees it.
 *
 *   jit_bench FILE TARGET [REPEATS]
 *
 * prints "first X ms (cpu C ms)" (the first compile of this process: LLVM's
 * code paged in, the compile cache as the environment has it; wall and CPU
 * time, the latter less sensitive to a busy machine) and, with REPEATS > 1,
 * "repeat Y ms" (the median of the further compiles in the same process).
 * bench/cpu/jit_time.sh runs it in fresh processes, cold and from the cache.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "tilec/tilec.h"

static double now_ms(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: jit_bench FILE TARGET [REPEATS]\n");
        return 2;
    }
    int n = argc > 3 ? atoi(argv[3]) : 1;
    if (n < 1 || n > 1000)
        n = 1;
    double *t = calloc((size_t)n, sizeof *t), cpu0 = 0;
    tl_compile_options o = { 0 };
    o.target = argv[2];
    for (int i = 0; t && i < n; i++) {
        tl_error err = { 0 };
        double t0 = now_ms(CLOCK_MONOTONIC), c0 = now_ms(CLOCK_PROCESS_CPUTIME_ID);
        tl_program *p = tl_compile_file(argv[1], &o, &err);
        t[i] = now_ms(CLOCK_MONOTONIC) - t0;
        if (i == 0)
            cpu0 = now_ms(CLOCK_PROCESS_CPUTIME_ID) - c0;
        if (!p) {
            fprintf(stderr, "jit_bench: %s\n", err.msg);
            return 1;
        }
        tl_program_free(p);
    }
    if (!t)
        return 1;
    printf("first %.2f ms (cpu %.2f ms)\n", t[0], cpu0);
    if (n > 1) {
        qsort(t + 1, (size_t)n - 1, sizeof *t, by_value);
        printf("repeat %.2f ms\n", t[1 + (n - 1) / 2]);
    }
    free(t);
    return 0;
}
