/*
 * bench/cpu/launch_time.c: one kernel's time on one worker by the
 * process's CPU clock, less exposed than wall time to other jobs on the
 * machine (docs/cpu.md, "Masked loops, exp with FMA"). LIB is the shared
 * object of a kernel built with symbolic dims (`tilec build --target c
 * --emit lib`, or the object of `--target llvm --emit obj` linked with
 * -ltilec); DIMS its shape values in order; each SPEC a tensor argument in
 * order, its f32 elements the product of its letters (M the first dim, N
 * the last). Prints the min and median of REPS launches after two warm-up
 * launches, and the arguments' bytes over the min.
 *
 * Usage: launch_time LIB KERNEL REPS DIMS... -- SPEC...
 *   launch_time k.so softmax 5 8192 8192 -- MN MN
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double cpu_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
    if (argc < 6) {
        fprintf(stderr, "usage: launch_time LIB KERNEL REPS DIMS... -- SPEC...\n");
        return 2;
    }
    void *lib = dlopen(argv[1], RTLD_NOW);
    if (!lib) {
        fprintf(stderr, "%s\n", dlerror());
        return 1;
    }
    char name[256];
    snprintf(name, sizeof name, "tilec_launch_%s", argv[2]);
    int (*launch)(void *const *, const int64_t *, const void *);
    *(void **)&launch = dlsym(lib, name);
    int reps = atoi(argv[3]);
    if (!launch || reps < 1 || reps > 200) {
        fprintf(stderr, "no %s, or REPS not in 1..200\n", name);
        return 1;
    }
    int64_t dims[8];
    int ndims = 0, i = 4;
    for (; i < argc && strcmp(argv[i], "--") && ndims < 8; i++)
        dims[ndims++] = atoll(argv[i]);
    void *args[16];
    int nargs = 0;
    double bytes = 0;
    for (i++; i < argc && nargs < 16 && ndims > 0; i++) {
        size_t n = 1;
        for (const char *c = argv[i]; *c; c++)
            n *= (size_t)(*c == 'M' ? dims[0] : *c == 'N' ? dims[ndims - 1] : 1);
        float *p = aligned_alloc(64, (n * 4 + 63) / 64 * 64);
        if (!p)
            return 1;
        for (size_t k = 0; k < n; k++)
            p[k] = (float)((k * 2654435761u) % 1000) / 500.0f - 1.0f;
        args[nargs++] = p;
        bytes += 4.0 * (double)n;
    }
    int workers = 1;
    double t[200];
    for (int w = 0; w < 2; w++)
        launch(args, dims, &workers);
    for (int r = 0; r < reps; r++) {
        double t0 = cpu_seconds();
        launch(args, dims, &workers);
        t[r] = cpu_seconds() - t0;
    }
    qsort(t, (size_t)reps, sizeof *t, cmp_double);
    printf("%s: min %.2f ms median %.2f ms, %.2f GB/s at min\n", argv[2], t[0] * 1e3, t[reps / 2] * 1e3,
           bytes / t[0] * 1e-9);
    return 0;
}
