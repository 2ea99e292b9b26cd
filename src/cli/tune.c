/*
 * tune.c: `tilec tune`, the autotuner. The configurations are the cartesian
 * product of the module's tune() consts that no -D fixes (a seeded sample of
 * --max-configs of them when asked, the first values' configuration always
 * among them).
 *
 *   1. compile: every configuration through the path `tilec run` takes
 *      (front end with the configuration as -D values, the backend's
 *      pipeline, the codegens, the execution backend's build and load),
 *      --jobs at a time on threads; one that fails at any step is skipped
 *      with the step and its error;
 *   2. time: one after another on the device, on one set of tensors made as
 *      `tilec run` makes them (--check first compares each with the
 *      interpreter), the median of as many runs as fit in --bench-ms, as
 *      --bench times;
 *   3. report: a table sorted by time on stdout, a JSON file of every
 *      configuration and the best, and the best kept in the compile cache's
 *      folder (tuned.c) for `tilec run` and `tilec build`.
 *
 * Progress goes to stderr: a bar redrawn in place on a terminal, a line a
 * configuration otherwise. Nothing here knows a backend.
 *
 * Threads: the front end, the passes, the codegens and the loads keep no
 * state between calls outside their compilation (the registry, the backend
 * context and the compile cache are shared under their own locks, and each
 * configuration has its own arena); each worker takes the next configuration
 * from an atomic counter. The first configuration compiles alone, so that
 * the toolchains' lazy one-time set-up happens on one thread.
 */
#include <errno.h>
#include <stdarg.h>
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli/build.h"
#include "runtime/runtime.h"

#define MAX_TUNED 32           /* tune() consts left open */
#define MAX_UNSAMPLED 4096     /* configurations tried at most (without --max-configs: all of them) */
#define DEFAULT_BENCH_MS 200   /* the timing budget of one configuration */

typedef struct tuned_const {
    const char *name;
    int n;
    const char **values; /* as -D takes them */
} tuned_const;

typedef struct config {
    int pick[MAX_TUNED]; /* a value of each tuned const */
    char label[512];     /* "BM=64 BN=128" */
    tl_define defs[CLI_MAX_DEFS];
    int ndefs;
    /* compiled by a worker */
    tl_arena *arena;
    tl_module *module, *reference;
    tl_compilation comp;
    bool has_comp;
    tl_kernel_handle *handle;
    double compile_ms, load_ms;
    char source_sha[65];
    /* what became of it */
    bool skipped, timed;
    const char *stage;
    char reason[1024];
    cli_bench bench;
} config;

typedef struct tuner {
    cli_options *o;
    const char *kernel;
    tuned_const tuned[MAX_TUNED];
    int ntuned;
    config *configs;
    int n;
    double total_configs; /* the whole product, before sampling */
    atomic_int next;
    pthread_mutex_t lock;
    int compiled;   /* configurations done compiling (under lock) */
    bool tty;
    double start;
} tuner;

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* ---- configurations ------------------------------------------------------ */

/* A literal as -D takes it. */
static const char *value_text(tl_arena *a, const tl_expr *e)
{
    char buf[64];
    if (e->dtype == TL_DT_BOOL)
        snprintf(buf, sizeof buf, "%s", e->i ? "true" : "false");
    else if (e->kind == TL_EXPR_FLOAT)
        snprintf(buf, sizeof buf, "%.17g", e->f);
    else
        snprintf(buf, sizeof buf, "%lld", (long long)e->i);
    return tl_arena_strndup(a, buf, strlen(buf));
}

static uint64_t rng;
static uint64_t next_random(void)
{
    uint64_t z = (rng += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

/* The tuned consts and the configurations to try: the whole product, or
 * --max-configs of it drawn with --seed (index 0, every first value,
 * always among them), in product order. */
static int make_configs(tuner *t)
{
    cli_options *o = t->o;
    const tl_module *m = o->module;
    double total = 1;
    for (size_t i = 0; i < m->nconsts; i++) {
        const tl_const *c = &m->consts[i];
        if (!c->ncandidates || c->defined)
            continue;
        if (t->ntuned == MAX_TUNED)
            return usage_error("tune: at most %d tune() consts left open; fix the others with -D", MAX_TUNED);
        tuned_const *tc = &t->tuned[t->ntuned++];
        tc->name = c->name;
        tc->n = c->ncandidates;
        tc->values = tl_arena_array(o->arena, (size_t)c->ncandidates, sizeof *tc->values);
        for (int v = 0; tc->values && v < c->ncandidates; v++)
            if (!(tc->values[v] = value_text(o->arena, c->candidates[v])))
                tc->values = NULL;
        if (!tc->values)
            return usage_error("tune: out of memory");
        total *= c->ncandidates;
    }
    t->total_configs = total;
    int n = total > MAX_UNSAMPLED ? MAX_UNSAMPLED + 1 : (int)total;
    if (o->max_configs > MAX_UNSAMPLED)
        return usage_error("tune: --max-configs is at most %d", MAX_UNSAMPLED);
    if (o->max_configs && n > o->max_configs)
        n = o->max_configs;
    else if (n > MAX_UNSAMPLED)
        return usage_error("tune: %.0f configurations; try a sample of them with --max-configs N (and --seed S), or "
                           "fix some consts with -D", total);
    uint64_t *index = calloc((size_t)n, sizeof *index);
    t->configs = calloc((size_t)n, sizeof *t->configs);
    if (!index || !t->configs) {
        free(index);
        return usage_error("tune: out of memory");
    }
    if ((double)n == total) {
        for (int i = 0; i < n; i++)
            index[i] = (uint64_t)i;
    } else {
        /* Floyd's sample of n distinct indices of the product, 0 first */
        rng = o->seed;
        uint64_t range = total > 1.8e19 ? UINT64_MAX : (uint64_t)total;
        int have = 1;
        index[0] = 0;
        for (uint64_t j = range - (uint64_t)(n - 1); have < n; j++) {
            uint64_t r = 1 + next_random() % j; /* in [1, j] */
            bool seen = false;
            for (int i = 0; i < have && !seen; i++)
                seen = index[i] == r;
            index[have++] = seen ? j : r;
        }
        qsort(index, (size_t)n, sizeof *index, cmp_u64);
    }
    for (int i = 0; i < n; i++) {
        config *c = &t->configs[i];
        uint64_t rest = index[i];
        memcpy(c->defs, o->defs, sizeof o->defs[0] * (size_t)o->ndefs);
        c->ndefs = o->ndefs;
        size_t at = 0;
        /* the last const varies fastest */
        for (int k = t->ntuned - 1; k >= 0; k--) {
            c->pick[k] = (int)(rest % (uint64_t)t->tuned[k].n);
            rest /= (uint64_t)t->tuned[k].n;
        }
        for (int k = 0; k < t->ntuned; k++) {
            if (c->ndefs == CLI_MAX_DEFS) {
                free(index);
                return usage_error("tune: at most %d -D values and tune() consts together", CLI_MAX_DEFS);
            }
            c->defs[c->ndefs++] = (tl_define){ t->tuned[k].name, t->tuned[k].values[c->pick[k]] };
            at += (size_t)snprintf(c->label + at, at < sizeof c->label ? sizeof c->label - at : 0, "%s%s=%s",
                                   k ? " " : "", t->tuned[k].name, t->tuned[k].values[c->pick[k]]);
        }
        if (!t->ntuned)
            snprintf(c->label, sizeof c->label, "(as written)");
    }
    free(index);
    t->n = n;
    return 0;
}

/* ---- compiling (on the workers) ------------------------------------------ */

static void skip(config *c, const char *stage, const char *why)
{
    c->skipped = true;
    c->stage = stage;
    snprintf(c->reason, sizeof c->reason, "%s", why);
    /* one line: a front end's diagnostic has its source line and caret below */
    char *nl = strchr(c->reason, '\n');
    if (nl)
        *nl = 0;
}

/* Compiles and loads c as `tilec run` would. */
static void compile_config(tuner *t, config *c)
{
    cli_options *o = t->o;
    double t0 = now_s();
    tl_error err = { 0 };
    char *diag = NULL;
    size_t dlen = 0;
    int nerrors = 0;
    c->arena = tl_arena_new();
    FILE *d = open_memstream(&diag, &dlen);
    if (!c->arena || !d) {
        if (d)
            fclose(d);
        skip(c, "front end", "out of memory");
        return;
    }
    c->module = tl_lang_compile(c->arena, o->path, o->source, o->source_len, c->defs, (size_t)c->ndefs, d, &nerrors);
    /* the kernel timed alone is compiled: the file's others cost nothing */
    if (c->module)
        tl_ir_keep_kernels(c->module, t->kernel);
    if (c->module)
        c->reference = tl_lang_compile(c->arena, o->path, o->source, o->source_len, c->defs, (size_t)c->ndefs, d,
                                       &nerrors);
    fclose(d);
    if (!c->module || !c->reference) {
        skip(c, "front end", diag && *diag ? diag : "the front end failed");
        free(diag);
        return;
    }
    free(diag);
    tl_compilation *comp = &c->comp;
    tl_compilation_init(comp, c->arena, o->ctx, c->module, o->path);
    comp->source = o->source, comp->source_len = o->source_len;
    comp->defines = c->defs, comp->ndefines = (size_t)c->ndefs;
    c->has_comp = true;
    for (int i = 0; i < o->npass_options; i++)
        if (!tl_compilation_set_option(comp, o->pass_options[i].name, strcmp(o->pass_options[i].value, "on") == 0,
                                       &err)) {
            skip(c, "compile", err.msg);
            return;
        }
    if (!tl_run_pipeline(comp, &err) || !tl_run_codegen(comp, false, &err)) {
        skip(c, "compile", err.msg);
        return;
    }
    /* what the configuration made, in its codegen's source form (tilec build
     * --emit source): the same for every --jobs */
    tl_strbuf text = { 0 };
    tl_error quiet = { 0 };
    if (tl_find_emit_kind(comp, "source", NULL) && tl_emit(comp, "source", &text, &quiet) && !text.failed)
        tl_runtime_sha256_hex(text.data ? text.data : "", text.len, c->source_sha);
    else
        tl_runtime_sha256_hex(comp->device_source.data ? comp->device_source.data : "", comp->device_source.len,
                              c->source_sha);
    tl_strbuf_free(&text);
    double t1 = now_s();
    c->handle = tl_load(comp, &err);
    c->load_ms = (now_s() - t1) * 1e3;
    c->compile_ms = (now_s() - t0) * 1e3;
    if (!c->handle)
        skip(c, "load", err.msg);
}

/* ---- progress -------------------------------------------------------------- */

static void bar(const tuner *t, const char *what, int done, const config *best)
{
    char fill[31];
    int w = t->n ? done * 30 / t->n : 30;
    for (int i = 0; i < 30; i++)
        fill[i] = i < w ? '#' : '.';
    fill[30] = 0;
    fprintf(stderr, "\r\033[K[%s] %s %d/%d", fill, what, done, t->n);
    if (best)
        fprintf(stderr, ", best %.4f ms (%s)", best->bench.median_s * 1e3, best->label);
    fflush(stderr);
}

/* A line above the bar (on a terminal) or alone. */
static void note(const tuner *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void note(const tuner *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs(t->tty ? "\r\033[Ktilec: " : "tilec: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

static void compiled_one(tuner *t, config *c)
{
    pthread_mutex_lock(&t->lock);
    t->compiled++;
    if (c->skipped)
        note(t, "skipped %s (%s): %s", c->label, c->stage, c->reason);
    else if (!t->tty)
        note(t, "compiled %d/%d: %s in %.0f ms", t->compiled, t->n, c->label, c->compile_ms);
    if (t->tty)
        bar(t, "compiled", t->compiled, NULL);
    pthread_mutex_unlock(&t->lock);
}

static void *worker(void *ud)
{
    tuner *t = ud;
    for (int i; (i = atomic_fetch_add(&t->next, 1)) < t->n;) {
        compile_config(t, &t->configs[i]);
        compiled_one(t, &t->configs[i]);
    }
    return NULL;
}

/* Compiles every configuration, jobs at a time (1: on this thread). */
static void compile_all(tuner *t, int jobs)
{
    /* the first alone: the toolchains' lazy one-time set-up (LLVM's static
     * registries, loading NVRTC, the driver's initialization) on one thread */
    atomic_store(&t->next, 1);
    if (t->n) {
        compile_config(t, &t->configs[0]);
        compiled_one(t, &t->configs[0]);
    }
    if (jobs > t->n - 1)
        jobs = t->n - 1;
    pthread_t th[256];
    int started = 0;
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, (size_t)64 << 20); /* the passes recurse as deep as the main thread's */
    for (; started < jobs - 1 && started < 256; started++) /* and this thread: jobs in all */
        if (pthread_create(&th[started], &attr, worker, t) != 0)
            break;
    pthread_attr_destroy(&attr);
    worker(t); /* with no thread started, all of them */
    for (int i = 0; i < started; i++)
        pthread_join(th[i], NULL);
    if (t->tty)
        fputs("\r\033[K", stderr);
}

/* ---- timing ---------------------------------------------------------------- */

/* Unloads c's module and frees its compilation, and its IR unless keep_ir. */
static void release(config *c, bool keep_ir)
{
    if (c->handle)
        tl_kernel_handle_free(c->handle);
    c->handle = NULL;
    if (keep_ir)
        return;
    if (c->has_comp)
        tl_compilation_free(&c->comp);
    c->has_comp = false;
    tl_arena_free(c->arena);
    c->arena = NULL;
}

static const config *time_all(tuner *t, int *status)
{
    cli_options *o = t->o;
    cli_tensors *tensors = NULL;
    config *owner = NULL; /* whose kernel the tensors were made for: its IR stays */
    const config *best = NULL;
    double budget = (o->bench_ms ? o->bench_ms : DEFAULT_BENCH_MS) / 1e3;
    int done = 0;
    for (int i = 0; i < t->n; i++) {
        config *c = &t->configs[i];
        tl_error err = { 0 };
        if (c->skipped) { /* at compile: said then */
            done++;
            release(c, false);
            continue;
        }
        const tl_kernel *k = tl_ir_find_kernel(c->module, t->kernel);
        const tl_kernel *ref = tl_ir_find_kernel(c->reference, t->kernel);
        if (!k || !ref) {
            skip(c, "front end", "the kernel is not in this configuration's module");
        } else if (tensors && !cli_tensors_fit(tensors, k)) {
            cli_tensors_free(tensors); /* this configuration's parameters differ: tensors of its own */
            tensors = NULL;
            release(owner, false);
            owner = NULL;
        }
        if (!c->skipped && !tensors && !(tensors = cli_tensors_new(o, c->module, k, &err))) {
            /* the tensors are the run's, not the configuration's: stop */
            fprintf(stderr, "%stilec: error: %s\n", t->tty ? "\r\033[K" : "", err.msg);
            *status = 1;
            break;
        }
        if (!c->skipped && !owner)
            owner = c;
        bool ok = true;
        char why[1024] = "";
        if (!c->skipped && o->check && !cli_tensors_check(tensors, c->handle, ref, &ok, why, sizeof why, &err))
            skip(c, "launch", err.msg);
        else if (!c->skipped && !ok)
            skip(c, "check", why);
        if (!c->skipped && !cli_tensors_bench(tensors, c->handle, ref, budget, &c->bench, &err))
            skip(c, "launch", err.msg);
        done++;
        if (!c->skipped) {
            c->timed = true;
            if (!best || c->bench.median_s < best->bench.median_s)
                best = c;
        }
        if (c->skipped)
            note(t, "skipped %s (%s): %s", c->label, c->stage, c->reason);
        else if (!t->tty)
            note(t, "timed %d/%d: %s: %.4f ms%s; best %.4f ms (%s)", done, t->n, c->label, c->bench.median_s * 1e3,
                 best == c ? " (best so far)" : "", best->bench.median_s * 1e3, best->label);
        if (t->tty)
            bar(t, "timed", done, best);
        release(c, c == owner);
    }
    if (t->tty)
        fputs("\r\033[K", stderr);
    cli_tensors_free(tensors);
    for (int i = 0; i < t->n; i++)
        release(&t->configs[i], false);
    return best;
}

/* ---- reporting ------------------------------------------------------------- */

static void json_str(FILE *f, const char *s)
{
    fputc('"', f);
    for (; s && *s; s++) {
        unsigned char ch = (unsigned char)*s;
        if (ch == '"' || ch == '\\')
            fprintf(f, "\\%c", ch);
        else if (ch < 0x20)
            fprintf(f, "\\u%04x", ch);
        else
            fputc(ch, f);
    }
    fputc('"', f);
}

/* A value as JSON: numbers and bools as themselves. */
static void json_value(FILE *f, const char *v)
{
    char *end;
    strtod(v, &end);
    if (strcmp(v, "true") == 0 || strcmp(v, "false") == 0 || (*v && !*end))
        fputs(v, f);
    else
        json_str(f, v);
}

static void json_values(FILE *f, const tuner *t, const config *c)
{
    fputc('{', f);
    for (int k = 0; k < t->ntuned; k++) {
        fputs(k ? ", " : "", f);
        json_str(f, t->tuned[k].name);
        fputs(": ", f);
        json_value(f, t->tuned[k].values[c->pick[k]]);
    }
    fputc('}', f);
}

static void json_ms(FILE *f, const char *name, double ms, bool known)
{
    if (known)
        fprintf(f, ", \"%s\": %.6g", name, ms);
    else
        fprintf(f, ", \"%s\": null", name);
}

static void write_json(FILE *f, const tuner *t, const config *best, const char *device, double compile_s,
                       double total_s, const char *kept)
{
    const cli_options *o = t->o;
    fprintf(f, "{\n  \"tilec\": \"%s\",\n  \"source\": ", TILEC_VERSION);
    json_str(f, o->path);
    fputs(",\n  \"kernel\": ", f);
    json_str(f, t->kernel);
    fputs(",\n  \"target\": ", f);
    json_str(f, tl_target_kind_name(tl_context_target(o->ctx)));
    fputs(",\n  \"execution_backend\": ", f);
    json_str(f, tl_context_execution_backend(o->ctx)->name);
    fputs(",\n  \"device\": ", f);
    json_str(f, device);
    fputs(",\n  \"defines\": {", f);
    for (int i = 0; i < o->ndefs; i++) {
        fputs(i ? ", " : "", f);
        json_str(f, o->defs[i].name);
        fputs(": ", f);
        json_value(f, o->defs[i].value);
    }
    fputs("},\n  \"tuned\": {", f);
    for (int k = 0; k < t->ntuned; k++) {
        fputs(k ? ", " : "", f);
        json_str(f, t->tuned[k].name);
        fputs(": [", f);
        for (int v = 0; v < t->tuned[k].n; v++) {
            fputs(v ? ", " : "", f);
            json_value(f, t->tuned[k].values[v]);
        }
        fputc(']', f);
    }
    fprintf(f, "},\n  \"configurations_in_product\": %.0f,\n  \"configurations_tried\": %d,\n  \"seed\": %llu,\n"
            "  \"jobs\": %d,\n  \"compile_wall_s\": %.4f,\n  \"total_s\": %.4f,\n  \"configurations\": [",
            t->total_configs, t->n, o->seed, o->jobs, compile_s, total_s);
    for (int i = 0; i < t->n; i++) {
        const config *c = &t->configs[i];
        fprintf(f, "%s\n    {\"values\": ", i ? "," : "");
        json_values(f, t, c);
        fprintf(f, ", \"status\": \"%s\"", c->timed ? "ok" : "skipped");
        fputs(", \"stage\": ", f);
        if (c->skipped)
            json_str(f, c->stage);
        else
            fputs("null", f);
        fputs(", \"reason\": ", f);
        if (c->skipped)
            json_str(f, c->reason);
        else
            fputs("null", f);
        json_ms(f, "compile_ms", c->compile_ms, c->compile_ms > 0);
        json_ms(f, "load_ms", c->load_ms, c->compile_ms > 0);
        json_ms(f, "median_ms", c->bench.median_s * 1e3, c->timed);
        json_ms(f, "min_ms", c->bench.min_s * 1e3, c->timed);
        json_ms(f, "max_ms", c->bench.max_s * 1e3, c->timed);
        fprintf(f, ", \"runs\": %d", c->timed ? c->bench.runs : 0);
        json_ms(f, "gbps", c->bench.gbps, c->timed);
        json_ms(f, "gflops", c->bench.gflops, c->timed && c->bench.gflops > 0);
        fputs(", \"device_source_sha256\": ", f);
        if (c->source_sha[0])
            json_str(f, c->source_sha);
        else
            fputs("null", f);
        fputc('}', f);
    }
    fputs("\n  ],\n  \"best\": ", f);
    if (best) {
        fputs("{\"values\": ", f);
        json_values(f, t, best);
        fprintf(f, ", \"median_ms\": %.6g", best->bench.median_s * 1e3);
        json_ms(f, "gflops", best->bench.gflops, best->bench.gflops > 0);
        fputs(", \"kept_in\": ", f);
        if (kept)
            json_str(f, kept);
        else
            fputs("null", f);
        fputc('}', f);
    } else {
        fputs("null", f);
    }
    fputs("\n}\n", f);
}

static int by_time(const void *a, const void *b)
{
    const config *x = *(const config *const *)a, *y = *(const config *const *)b;
    if (x->timed != y->timed)
        return x->timed ? -1 : 1;
    if (!x->timed)
        return 0;
    return (x->bench.median_s > y->bench.median_s) - (x->bench.median_s < y->bench.median_s);
}

static void print_table(FILE *f, const tuner *t)
{
    const config **order = malloc(sizeof *order * (size_t)t->n);
    if (!order)
        return;
    for (int i = 0; i < t->n; i++)
        order[i] = &t->configs[i];
    qsort(order, (size_t)t->n, sizeof *order, by_time);
    int w = 13;
    for (int i = 0; i < t->n; i++)
        if ((int)strlen(order[i]->label) > w)
            w = (int)strlen(order[i]->label);
    fprintf(f, "%4s  %-*s %11s %10s %9s %11s\n", "rank", w, "configuration", "median ms", "GFLOP/s", "GB/s",
            "compile ms");
    for (int i = 0; i < t->n; i++) {
        const config *c = order[i];
        if (!c->timed)
            continue;
        char gf[32] = "-";
        if (c->bench.gflops > 0)
            snprintf(gf, sizeof gf, "%.1f", c->bench.gflops);
        fprintf(f, "%4d  %-*s %11.4f %10s %9.2f %11.0f\n", i + 1, w, c->label, c->bench.median_s * 1e3, gf,
                c->bench.gbps, c->compile_ms);
    }
    for (int i = 0; i < t->n; i++)
        if (order[i]->skipped)
            fprintf(f, "   -  %-*s skipped (%s): %s\n", w, order[i]->label, order[i]->stage, order[i]->reason);
    free(order);
}

/* ---- tilec tune ------------------------------------------------------------ */

int cmd_tune(int argc, char **argv)
{
    double start = now_s();
    cli_options o;
    int rc = cli_parse(argc, argv, "tune", &o);
    if (!rc && (o.emit || o.after || o.outdir || o.noutputs || o.time_passes || o.bench))
        rc = usage_error("tune: --emit, --after, -o, --output, --time-passes and --bench belong to 'tilec build' "
                         "and 'tilec run'");
    if (!rc && o.kernel && strchr(o.kernel, ','))
        rc = usage_error("tune: --kernel names one kernel to time");
    if (rc) {
        cli_options_free(&o);
        return rc;
    }
    if (o.no_cache)
        tl_runtime_set_cache(false);
    o.no_tuned = true; /* the candidates, not what an earlier tune kept */
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    if (!o.jobs)
        o.jobs = cores > 0 ? (int)(cores < 256 ? cores : 256) : 1;
    if (o.jobs > 256)
        o.jobs = 256;
    tuner t = { .o = &o, .tty = isatty(2), .start = start };
    pthread_mutex_init(&t.lock, NULL);
    rc = cli_front_end(&o);
    if (!rc)
        rc = cli_context(&o);
    if (!rc)
        rc = make_configs(&t);
    if (rc) {
        free(t.configs);
        cli_options_free(&o);
        return rc;
    }
    t.kernel = o.kernel ? o.kernel : o.module->kernels[0]->name;
    char device[2048] = "";
    tl_target_to_string(tl_context_target(o.ctx), device, sizeof device);
    fprintf(stderr, "tilec: tuning %s (kernel %s) on %s via %s: %d configuration%s of %.0f, %d job%s\n", o.path,
            t.kernel, device, tl_context_execution_backend(o.ctx)->name, t.n, t.n == 1 ? "" : "s", t.total_configs,
            o.jobs, o.jobs == 1 ? "" : "s");
    if (!t.ntuned)
        fprintf(stderr, "tilec: %s has no tune() const left open (-D fixes them): one configuration\n", o.path);

    double t0 = now_s();
    compile_all(&t, o.jobs);
    double compile_s = now_s() - t0;
    double sum_ms = 0, max_ms = 0;
    int ncompiled = 0;
    for (int i = 0; i < t.n; i++)
        if (t.configs[i].compile_ms > 0) {
            ncompiled++;
            sum_ms += t.configs[i].compile_ms;
            max_ms = fmax(max_ms, t.configs[i].compile_ms);
        }
    t0 = now_s();
    int status = 0;
    const config *best = time_all(&t, &status);
    double time_s = now_s() - t0;

    /* the best kept for tilec run and tilec build: every tune() const's value */
    char kept[4400] = "", key[65];
    tl_error err = { 0 };
    if (best && t.ntuned && tl_runtime_cache_enabled()) {
        tl_define values[CLI_MAX_DEFS];
        int nv = 0;
        for (int k = 0; k < t.ntuned; k++)
            values[nv++] = (tl_define){ t.tuned[k].name, t.tuned[k].values[best->pick[k]] };
        for (size_t i = 0; i < o.module->nconsts && nv < CLI_MAX_DEFS; i++)
            for (int d = 0; d < o.ndefs && o.module->consts[i].ncandidates; d++)
                if (strcmp(o.defs[d].name, o.module->consts[i].name) == 0) /* fixed by -D for this tune */
                    values[nv++] = o.defs[d];
        if (!cli_tuned_key(&o, o.module, t.kernel, o.ctx, key) ||
            !cli_tuned_store(key, o.path, values, nv, best->bench.median_s * 1e3, kept, sizeof kept, &err)) {
            fprintf(stderr, "tilec: warning: the best configuration is not kept: %s\n", err.msg[0] ? err.msg : "out of memory");
            kept[0] = 0;
        }
    }
    cli_device_text(o.ctx, device, sizeof device);
    char json[4400]; /* default: STEM.tune.json here */
    snprintf(json, sizeof json, o.json ? "%s" : "%s.tune.json", o.json ? o.json : cli_stem(o.arena, o.path));
    FILE *jf = strcmp(json, "-") == 0 ? stdout : fopen(json, "w");
    if (!jf) {
        fprintf(stderr, "tilec: error: cannot write %s: %s\n", json, strerror(errno));
        status = 1;
    } else {
        write_json(jf, &t, best, device, compile_s, now_s() - start, kept[0] ? kept : NULL);
        if (jf != stdout && fclose(jf) != 0) {
            fprintf(stderr, "tilec: error: cannot write %s\n", json);
            status = 1;
        }
    }

    FILE *table = o.json && strcmp(o.json, "-") == 0 ? stderr : stdout;
    print_table(table, &t);
    int ntimed = 0;
    for (int i = 0; i < t.n; i++)
        ntimed += t.configs[i].timed;
    fprintf(table, "%d configuration%s: %d timed, %d skipped\n", t.n, t.n == 1 ? "" : "s", ntimed, t.n - ntimed);
    if (best)
        fprintf(table, "best: %s, %.4f ms%s%s\n", best->label, best->bench.median_s * 1e3,
                kept[0] ? "; kept in " : "", kept);
    if (jf && jf != stdout)
        fprintf(table, "wrote %s\n", json);
    fprintf(table, "compile: %d configuration%s in %.2f s with %d job%s (%.0f ms a configuration on average, %.0f ms "
            "at most); timing %.2f s; total %.2f s\n", ncompiled, ncompiled == 1 ? "" : "s", compile_s, o.jobs,
            o.jobs == 1 ? "" : "s", ncompiled ? sum_ms / ncompiled : 0.0, max_ms, time_s, now_s() - start);
    cli_options_free(&o);
    free(t.configs);
    return status ? status : best ? 0 : 1;
}
