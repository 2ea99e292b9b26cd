/*
 * bench/gpu/nvrtc_time.c: the time from a tile file's CUDA source to its
 * cubin through NVRTC, the compile cache off, per file and per kernel. No
 * GPU is needed (NVRTC alone), so it runs on a build machine and on the GPU
 * machine alike.
 *
 *   nvrtc_time [--runs N] [--target T] [-D NAME=VALUE]... [--driver-cache] [--kernels] FILE...
 *   nvrtc_time [--runs N] [--driver-cache] --source ARCH FILE.cu...
 *
 * For each FILE the front end, the gpu pipeline and the cuda codegen run once;
 * then, N times each (default 3), medians printed in seconds:
 *
 *   one program   the whole source as one NVRTC program (how tilec compiled
 *                 a file before; what `tilec build --emit cubin` still does)
 *   tilec         every unit compiled with the cache off (tl_cuda_cubin,
 *                 UNITS: what a load of cython or tvm_ffi does; exec nvrtc
 *                 leaves a kernel's paths and twins to their first launch):
 *                 one program a unit, side by side on min(units, cores)
 *                 threads, bundled
 *   each kernel   its own program (tl_cuda_unit_program; a kernel split by
 *                 path, cuda.h, a program a path) alone, with
 *                 NVRTC's phases (--time): the C++ front end, the NVVM
 *                 optimizer (to PTX) and the PTX translation (ptxas)
 *
 * NVRTC 12.9 on keeps what it compiles in the CUDA driver's compute cache
 * (~/.nv/ComputeCache) where a driver is installed, and a later compile of
 * the same program is answered from there in milliseconds: on a GPU machine
 * every figure after the first run would be a cache hit. The bench sets
 * CUDA_CACHE_DISABLE=1 before NVRTC loads, so every figure is a cold
 * compile; --driver-cache leaves the cache on (a warm figure).
 *
 * --kernels prints the kernels alone (no file figures) with the lines of each
 * kernel's PTX (compiled once more to PTX, untimed): the per-kernel table of
 * docs/cuda.md.
 *
 * --dump DIR writes each kernel's own program to DIR/KERNEL.cu (a path's to
 * DIR/KERNEL__pI.cu; to edit by
 * hand and time with --source) and compiles nothing.
 *
 * --source ARCH FILE.cu... compiles CUDA files as they are (one program
 * each, tilec's options and any --option given, the arch given: sm_90a) and prints their phases
 * and the lines of their PTX (written beside them, FILE.cu.ptx, as the cubin is, FILE.cu.cubin):
 * for measuring a change to the emitted text by hand. --no-ptx leaves the PTX
 * out (one NVRTC compile a run and file): the process then runs NVRTC's work
 * for the cubin alone, which an instruction count can measure where the
 * clock is too noisy (docs/gpu.md, where a GEMM kernel's compile goes):
 *
 *   valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
 *       build/bench/nvrtc_time --runs 1 --no-ptx --source sm_90a FILE.cu
 *
 * "cpu" is the process's CPU time over the same span (all threads), less
 * sensitive than wall time to a busy machine. The target defaults to
 * nvidia/h200 (sm_90a). `make bench-nvrtc` runs it on the examples the
 * cuda backend's compile time was measured on (docs/cuda.md).
 */
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "compile/compile.h"
#include "cuda/cuda.h"
#include "cuda/nvrtc.h"
#include "cuda/source.h"
#include "lang/lang.h"

#define MAX_RUNS 101

static double now(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* The cores this process may run on, as exec.c counts them. */
static long usable_cores(void)
{
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0)
        return CPU_COUNT(&set);
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? n : 1;
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, by_value);
    return v[(n - 1) / 2];
}

static char *read_all(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (s && fread(s, 1, (size_t)n, f) != (size_t)n) {
        free(s);
        s = NULL;
    }
    fclose(f);
    if (s) {
        s[n] = '\0';
        *len = (size_t)n;
    }
    return s;
}

/* NVRTC's phases of the last compile from its --time file (CSV: file, phase,
 * value, unit), in ms: front end, NVVM, ptxas; the file is removed. */
static void read_phases(const char *path, double ms[3])
{
    static const char *const names[3] = { "CUDA C++ Frontend", "NVVM Optimizer", "PTX Translation" };
    ms[0] = ms[1] = ms[2] = -1;
    size_t len;
    char *text = read_all(path, &len);
    unlink(path);
    if (!text)
        return;
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n"))
        for (int p = 0; p < 3; p++) {
            char *at = strstr(line, names[p]);
            char *comma = at ? strchr(at, ',') : NULL;
            if (comma)
                ms[p] = atof(comma + 1);
        }
    free(text);
}

typedef struct times {
    double wall[MAX_RUNS], cpu[MAX_RUNS];
} times;

static void start(double *w, double *c)
{
    *w = now(CLOCK_MONOTONIC);
    *c = now(CLOCK_PROCESS_CPUTIME_ID);
}

static void stop(times *t, int r, double w, double c)
{
    t->wall[r] = now(CLOCK_MONOTONIC) - w;
    t->cpu[r] = now(CLOCK_PROCESS_CPUTIME_ID) - c;
}

static bool kernels_only;
static bool no_ptx; /* --source without the PTX: one compile a run */
static const char *dump_dir;
static tl_define defines[16]; /* -D NAME=VALUE, as tilec build takes them */
static int ndefines;

static long count_lines(const char *s)
{
    long n = 0;
    for (; *s; s++)
        n += *s == '\n';
    return n;
}

static int bench_file(const char *path, const char *target, int runs)
{
    size_t len;
    char *src = read_all(path, &len);
    if (!src) {
        fprintf(stderr, "nvrtc_time: cannot read %s\n", path);
        return 1;
    }
    tl_arena *arena = tl_arena_new();
    tl_error err = { 0 };
    int nerrors = 0, rc = 1;
    tl_module *m = tl_lang_compile(arena, path, src, len, defines, (size_t)ndefines, stderr, &nerrors);
    const tl_context *ctx = m ? tl_create_backend_context(target, NULL, "nvrtc", &err) : NULL;
    tl_compilation c;
    bool have_c = false;
    if (ctx) {
        tl_compilation_init(&c, arena, ctx, m, path);
        have_c = true;
    }
    if (!have_c || !tl_run_pipeline(&c, &err) || !tl_run_codegen(&c, false, &err)) {
        fprintf(stderr, "nvrtc_time: %s: %s\n", path, err.msg[0] ? err.msg : "the front end failed");
        goto done;
    }
    tl_cuda_artifact *a = c.device_artifact;
    bool hit;
    if (!a->arch[0] && !tl_cuda_target_arch(tl_context_target(ctx), a->arch, sizeof a->arch, &err)) {
        fprintf(stderr, "nvrtc_time: %s: %s\n", path, err.msg);
        goto done;
    }
    static const char *const options[] = { "-lineinfo" }; /* exec.c's before --minimal */
    times whole, tilec;
    double w, cpu;
    for (int r = 0; r < runs && !kernels_only && !dump_dir; r++) {
        void *out = NULL;
        size_t n = 0;
        start(&w, &cpu);
        bool ok = tl_nvrtc_compile(a->source, "kernel.cu", a->arch, options, 1, false, &out, &n, &err);
        stop(&whole, r, w, cpu);
        free(out);
        if (!ok) {
            fprintf(stderr, "nvrtc_time: %s: %s\n", path, err.msg);
            goto done;
        }
        free(a->cubin);
        a->cubin = NULL;
        start(&w, &cpu);
        ok = tl_cuda_cubin(&c, a, TL_CUDA_CUBIN_UNITS, &hit, &err);
        stop(&tilec, r, w, cpu);
        if (!ok) {
            fprintf(stderr, "nvrtc_time: %s: %s\n", path, err.msg);
            goto done;
        }
    }
    /* the functions a load compiles side by side (a kernel's paths and twin each one) */
    tl_cuda_unit units[64];
    long cores = usable_cores();
    int nunits = tl_cuda_units(a, units, 64);
    if (nunits < 0) {
        fprintf(stderr, "nvrtc_time: %s: more than 64 functions\n", path);
        goto done;
    }
    int threads = nunits < cores ? nunits : (int)cores;
    printf("%s: %d kernel%s, %s\n", path, a->nkernels, a->nkernels == 1 ? "" : "s", a->arch);
    if (!kernels_only && !dump_dir) {
        printf("  %-44s %7.2f s  (cpu %.2f)\n", "one program", median(whole.wall, runs), median(whole.cpu, runs));
        printf("  %-44s %7.2f s  (cpu %.2f)\n", nunits > 1 ? "tilec: one program a function, side by side" : "tilec",
               median(tilec.wall, runs), median(tilec.cpu, runs));
        if (nunits > 1)
            printf("  %-44s %7d\n", "  threads", threads);
    }
    if (!dump_dir)
        printf("  %-44s %9s %7s %7s %7s %7s%s  (ms)\n", "kernel (its own program)", "s", "cpu", "front", "nvvm", "ptxas",
               kernels_only ? " ptx-lines" : "");
    double slowest = 0, sum = 0;
    char timefile[64];
    snprintf(timefile, sizeof timefile, "/tmp/tilec-nvrtc-time.%ld.csv", (long)getpid());
    char timeopt[80];
    snprintf(timeopt, sizeof timeopt, "--time=%s", timefile);
    const char *topts[TL_CUDA_MAX_NVRTC_OPTIONS + 1];
    int ntopts = tl_cuda_nvrtc_options(a, topts); /* tilec's */
    topts[ntopts++] = timeopt;
    for (int i = 0; i < nunits; i++) {
        tl_strbuf prog = { 0 };
        if (nunits > 1 ? !tl_cuda_unit_program(a, units, nunits, i, &prog) : (tl_strbuf_puts(&prog, a->source), prog.failed)) {
            fprintf(stderr, "nvrtc_time: out of memory\n");
            goto done;
        }
        if (dump_dir) {
            char name[4096];
            snprintf(name, sizeof name, "%s/%s.cu", dump_dir, units[i].name);
            FILE *f = fopen(name, "wb");
            bool ok = f && fputs(tl_strbuf_cstr(&prog), f) >= 0;
            ok = f && fclose(f) == 0 && ok;
            tl_strbuf_free(&prog);
            if (!ok) {
                fprintf(stderr, "nvrtc_time: cannot write %s (--dump's folder must exist)\n", name);
                goto done;
            }
            printf("  wrote %s\n", name);
            continue;
        }
        times k;
        double ph[3][MAX_RUNS];
        for (int r = 0; r < runs; r++) {
            void *out = NULL;
            size_t n = 0;
            start(&w, &cpu);
            bool ok = tl_nvrtc_compile(tl_strbuf_cstr(&prog), "k.cu", a->arch, topts, ntopts, false, &out, &n, &err);
            stop(&k, r, w, cpu);
            free(out);
            double ms[3];
            read_phases(timefile, ms);
            for (int p = 0; p < 3; p++)
                ph[p][r] = ms[p];
            if (!ok) {
                fprintf(stderr, "nvrtc_time: %s, kernel %s: %s\n", path, units[i].name, err.msg);
                tl_strbuf_free(&prog);
                goto done;
            }
        }
        long ptx_lines = -1;
        if (kernels_only) {
            void *ptx = NULL;
            size_t n = 0;
            if (tl_nvrtc_compile(tl_strbuf_cstr(&prog), "k.cu", a->arch, topts, ntopts - 1, true, &ptx, &n, &err))
                ptx_lines = count_lines(ptx);
            free(ptx);
        }
        tl_strbuf_free(&prog);
        double s = median(k.wall, runs);
        slowest = s > slowest ? s : slowest;
        sum += s;
        printf("  %-44s %9.2f %7.2f %7.0f %7.0f %7.0f", units[i].name, s, median(k.cpu, runs), median(ph[0], runs),
               median(ph[1], runs), median(ph[2], runs));
        if (kernels_only)
            printf(" %9ld", ptx_lines);
        printf("\n");
    }
    if (nunits > 1 && !dump_dir)
        printf("  %-44s %9.2f (sum %.2f)\n", "slowest function", slowest, sum);
    rc = 0;
done:
    if (have_c)
        tl_compilation_free(&c);
    if (ctx)
        tl_context_free(ctx);
    tl_arena_free(arena);
    free(src);
    return rc;
}

/* One CUDA file as one program, --runs times, with its phases. */
static const char *extra_opts[8];
static int nextra;

static int bench_source(const char *path, const char *arch, int runs)
{
    size_t len;
    char *src = read_all(path, &len);
    if (!src) {
        fprintf(stderr, "nvrtc_time: cannot read %s\n", path);
        return 1;
    }
    char timefile[64], timeopt[80];
    snprintf(timefile, sizeof timefile, "/tmp/tilec-nvrtc-time.%ld.csv", (long)getpid());
    snprintf(timeopt, sizeof timeopt, "--time=%s", timefile);
    const char *opts[3 + 8] = { "-lineinfo", "--minimal", timeopt };
    int nopts = 3;
    for (int i = 0; i < nextra; i++)
        opts[nopts++] = extra_opts[i];
    times t;
    double ph[3][MAX_RUNS], w, cpu;
    tl_error err = { 0 };
    int rc = 0;
    size_t bytes = 0;
    for (int r = 0; r < runs && rc == 0; r++) {
        void *out = NULL;
        start(&w, &cpu);
        bool ok = tl_nvrtc_compile(src, path, arch, opts, nopts, false, &out, &bytes, &err);
        stop(&t, r, w, cpu);
        if (ok && r == 0) { /* FILE.cu.cubin beside it, for cuobjdump */
            char cubin[4096];
            snprintf(cubin, sizeof cubin, "%s.cubin", path);
            FILE *f = fopen(cubin, "wb");
            if (f) {
                fwrite(out, 1, bytes, f);
                fclose(f);
            }
        }
        free(out);
        double ms[3];
        read_phases(timefile, ms);
        for (int p = 0; p < 3; p++)
            ph[p][r] = ms[p];
        if (!ok) {
            fprintf(stderr, "nvrtc_time: %s: %s\n", path, err.msg);
            rc = 1;
        }
    }
    long ptx_lines = -1;
    if (rc == 0 && !no_ptx) { /* FILE.cu.ptx beside it too (untimed), and its lines */
        void *ptx = NULL;
        size_t n = 0;
        if (tl_nvrtc_compile(src, path, arch, opts, nopts, true, &ptx, &n, &err)) {
            char name[4096];
            snprintf(name, sizeof name, "%s.ptx", path);
            FILE *f = fopen(name, "wb");
            if (f) {
                fwrite(ptx, 1, strlen(ptx), f);
                fclose(f);
            }
            ptx_lines = count_lines(ptx);
        }
        free(ptx);
    }
    unlink(timefile);
    if (rc == 0)
        printf("%-44s %9.2f %7.2f %7.0f %7.0f %7.0f %9ld  (%zu bytes of cubin)\n", path, median(t.wall, runs),
               median(t.cpu, runs), median(ph[0], runs), median(ph[1], runs), median(ph[2], runs), ptx_lines, bytes);
    free(src);
    return rc;
}

int main(int argc, char **argv)
{
    int runs = 3, rc = 0;
    const char *target = "nvidia/h200";
    const char *source_arch = NULL;
    bool driver_cache = false;
    char reason[256];
    int i = 1;
    for (; i < argc && argv[i][0] == '-'; i++) {
        if (strcmp(argv[i], "--runs") == 0 && i + 1 < argc)
            runs = atoi(argv[++i]);
        else if (strcmp(argv[i], "--target") == 0 && i + 1 < argc)
            target = argv[++i];
        else if (strcmp(argv[i], "--source") == 0 && i + 1 < argc)
            source_arch = argv[++i];
        else if (strcmp(argv[i], "--option") == 0 && i + 1 < argc && nextra < 8)
            extra_opts[nextra++] = argv[++i];
        else if (strcmp(argv[i], "--driver-cache") == 0)
            driver_cache = true;
        else if (strcmp(argv[i], "--kernels") == 0)
            kernels_only = true;
        else if (strcmp(argv[i], "--no-ptx") == 0)
            no_ptx = true;
        else if (strcmp(argv[i], "--dump") == 0 && i + 1 < argc)
            dump_dir = argv[++i];
        else if (strcmp(argv[i], "-D") == 0 && i + 1 < argc && ndefines < 16 && strchr(argv[i + 1], '=')) {
            char *d = argv[++i], *eq = strchr(d, '=');
            *eq = '\0';
            defines[ndefines++] = (tl_define){ d, eq + 1 };
        }
        else if (strcmp(argv[i], "--") == 0) {
            i++;
            break;
        } else {
            if (strcmp(argv[i], "--help") && strcmp(argv[i], "-h"))
                fprintf(stderr, "nvrtc_time: unknown option or missing value: %s\n", argv[i]);
            i = argc; /* the usage below */
            break;
        }
    }
    if (i == argc || runs < 1 || runs > MAX_RUNS) {
        fprintf(stderr,
                "usage: nvrtc_time [--runs N (1 to %d)] [--driver-cache] [--target T] [-D NAME=VALUE]... [--kernels] [--dump DIR] FILE.tile...\n"
                "       nvrtc_time [--runs N] [--driver-cache] [--option NVRTC-OPTION]... [--no-ptx] --source ARCH FILE.cu...\n",
                MAX_RUNS);
        return 2;
    }
    setenv("TILEC_NO_CACHE", "1", 1);
    if (!driver_cache)
        setenv("CUDA_CACHE_DISABLE", "1", 1); /* read when NVRTC loads */
    tl_nvrtc_driver_cache(driver_cache); /* off: NVRTC's --no-cache, as tilec compiles */
    if (!tl_nvrtc_load(reason, sizeof reason)) {
        printf("nvrtc time: skipped: %s\n", reason);
        return 0;
    }
    long cores = usable_cores();
    printf("NVRTC %s, %ld cores: source to cubin, tilec's cache off, the driver's compute cache %s, medians of %d run%s\n",
           tl_nvrtc_version(), cores, driver_cache ? "ON (warm figures)" : "off (cold)", runs, runs == 1 ? "" : "s");
    if (source_arch)
        printf("%-44s %9s %7s %7s %7s %7s %9s  (ms)\n", "file (one program)", "s", "cpu", "front", "nvvm", "ptxas",
               "ptx-lines");
    for (; i < argc; i++)
        rc |= source_arch ? bench_source(argv[i], source_arch, runs) : bench_file(argv[i], target, runs);
    return rc;
}
