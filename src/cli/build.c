/*
 * build.c: `tilec build` and the compile path `tilec run` shares with it.
 *
 *   source --tl_lang_compile--> tile IR --context--> pipeline --> codegens
 *          --execution backend's load--> artifact
 *
 * Everything that depends on the target comes from the backend context; this
 * file only reads options, prints, and writes files.
 *
 * `tilec kernels` compiles and loads through the public API (tilec.h:
 * tl_compile_file, tl_program_*), the calls the Python package makes, and
 * lists what a program built from it would launch.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "cli/build.h"
#include "lang/lang.h"
#include "runtime/runtime.h"

/* ---- options ----------------------------------------------------------- */

/* Options that take a value. */
static const char *const valued[] = { "--target", "--host", "--exec", "--kernel", "--emit", "--after", "-o", "--seed",
                                      "--pass-option", "--workers", "-D", "--dim", "--input", "--output", "--dist",
                                      "--jobs", "--json", "--max-configs", "--bench-ms", NULL };

static bool takes_value(const char *a)
{
    for (int i = 0; valued[i]; i++)
        if (strcmp(a, valued[i]) == 0)
            return true;
    return false;
}

int cli_parse(int argc, char **argv, const char *cmd, cli_options *o)
{
    memset(o, 0, sizeof *o);
    o->arena = tl_arena_new();
    o->seed = 1;
    o->workers = 0;
    if (!o->arena)
        return usage_error("%s: out of memory", cmd);
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i], *v = NULL;
        if (strncmp(a, "-D", 2) == 0 && a[2]) {
            v = a + 2, a = "-D";
        } else if (takes_value(a)) {
            if (i + 1 >= argc)
                return usage_error("%s: %s needs a value", cmd, a);
            v = argv[++i];
        }
        if (strcmp(a, "-D") == 0) {
            if (o->ndefs == CLI_MAX_DEFS)
                return usage_error("%s: at most %d -D values", cmd, CLI_MAX_DEFS);
            if (!tl_lang_split_define(o->arena, v, &o->defs[o->ndefs++]))
                return usage_error("%s: -D expects NAME=VALUE, not '%s'", cmd, v);
        } else if (strcmp(a, "--pass-option") == 0) {
            const char *eq = strchr(v, '=');
            if (!eq || (strcmp(eq + 1, "on") && strcmp(eq + 1, "off")) || o->npass_options == CLI_MAX_DEFS)
                return usage_error("%s: --pass-option expects NAME=on or NAME=off, not '%s'", cmd, v);
            o->pass_options[o->npass_options].name = tl_arena_strndup(o->arena, v, (size_t)(eq - v));
            o->pass_options[o->npass_options++].value = strcmp(eq + 1, "on") == 0 ? "on" : "off";
        } else if (strcmp(a, "--dim") == 0) {
            const char *eq = strchr(v, '=');
            char *end;
            errno = 0;
            long long n = eq ? strtoll(eq + 1, &end, 10) : 0;
            if (!eq || eq == v || errno || *end || eq[1] == '\0' || n < 1 || n > INT32_MAX || o->ndims == CLI_MAX_DEFS)
                return usage_error("%s: --dim expects NAME=N with N in [1, 2147483647], not '%s'", cmd, v);
            o->dims[o->ndims].name = tl_arena_strndup(o->arena, v, (size_t)(eq - v));
            o->dims[o->ndims++].value = n;
        } else if (strcmp(a, "--input") == 0 || strcmp(a, "--output") == 0 || strcmp(a, "--dist") == 0) {
            const char *eq = strchr(v, '=');
            int *n = a[2] == 'i' ? &o->ninputs : a[2] == 'o' ? &o->noutputs : &o->ndists;
            if (!eq || eq == v || !eq[1])
                return usage_error("%s: %s expects NAME=%s, not '%s'", cmd, a, a[2] == 'd' ? "SPEC" : "file.npy", v);
            if (*n == CLI_MAX_DEFS)
                return usage_error("%s: at most %d %s values", cmd, CLI_MAX_DEFS, a);
            if (a[2] == 'i')
                o->inputs[*n].name = tl_arena_strndup(o->arena, v, (size_t)(eq - v)), o->inputs[*n].value = eq + 1;
            else if (a[2] == 'o')
                o->outputs[*n].name = tl_arena_strndup(o->arena, v, (size_t)(eq - v)), o->outputs[*n].value = eq + 1;
            else
                o->dists[*n].name = tl_arena_strndup(o->arena, v, (size_t)(eq - v)), o->dists[*n].value = eq + 1;
            (*n)++;
        } else if (strcmp(a, "--seed") == 0 || strcmp(a, "--workers") == 0) {
            char *end;
            errno = 0;
            long long n = strtoll(v, &end, 10);
            if (errno || *end || n < 0 || n > (1LL << 31))
                return usage_error("%s: %s expects a non-negative integer, not '%s'", cmd, a, v);
            if (a[2] == 's')
                o->seed = (unsigned long long)n;
            else
                o->workers = (int)n;
        } else if (strcmp(a, "--jobs") == 0 || strcmp(a, "--max-configs") == 0 || strcmp(a, "--bench-ms") == 0) {
            char *end;
            errno = 0;
            long long n = strtoll(v, &end, 10);
            if (strcmp(cmd, "tune") != 0)
                return usage_error("%s: %s belongs to 'tilec tune'", cmd, a);
            if (errno || *end || n < 1 || n > 1000000)
                return usage_error("%s: %s expects an integer in [1, 1000000], not '%s'", cmd, a, v);
            *(a[2] == 'j' ? &o->jobs : a[2] == 'm' ? &o->max_configs : &o->bench_ms) = (int)n;
        } else if (strcmp(a, "--json") == 0) {
            if (strcmp(cmd, "tune") != 0)
                return usage_error("%s: --json belongs to 'tilec tune'", cmd);
            if (o->json)
                return usage_error("%s: --json is given twice", cmd);
            o->json = v;
        } else if (v) {
            const char **slot = strcmp(a, "--target") == 0   ? &o->target
                                : strcmp(a, "--host") == 0   ? &o->host
                                : strcmp(a, "--exec") == 0   ? &o->exec
                                : strcmp(a, "--kernel") == 0 ? &o->kernel
                                : strcmp(a, "--emit") == 0   ? &o->emit
                                : strcmp(a, "--after") == 0  ? &o->after
                                                             : &o->outdir;
            if (*slot)
                return usage_error("%s: %s is given twice", cmd, a);
            *slot = v;
        } else if (strcmp(a, "--time-passes") == 0) {
            o->time_passes = true;
        } else if (strcmp(a, "--no-cache") == 0) {
            o->no_cache = true;
        } else if (strcmp(a, "--no-tuned") == 0) {
            o->no_tuned = true;
        } else if (strcmp(a, "--check") == 0) {
            o->check = true;
        } else if (strcmp(a, "--bench") == 0) {
            o->bench = true;
        } else if (a[0] == '-' && a[1]) {
            return usage_error("%s: unknown option '%s'", cmd, a);
        } else if (o->path) {
            return usage_error("%s: more than one source file ('%s' and '%s')", cmd, o->path, a);
        } else {
            o->path = a;
        }
    }
    if (!o->path)
        return usage_error("%s: no source file given", cmd);
    return 0;
}

void cli_options_free(cli_options *o)
{
    if (o->handle)
        tl_kernel_handle_free(o->handle);
    if (o->compiled)
        tl_compilation_free(&o->comp);
    tl_context_free(o->ctx);
    free(o->source);
    tl_arena_free(o->arena);
}

/* ---- the compile path -------------------------------------------------- */

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static char *read_file(const char *path, size_t *len, tl_error *err)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        tl_error_set(err, TL_ERR_INVALID, "cannot open '%s': %s", path, strerror(errno));
        return NULL;
    }
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        n += fread(buf + n, 1, cap - n, f);
        if (n < cap || cap > TL_LANG_MAX_SOURCE)
            break;
        char *bigger = realloc(buf, cap * 2);
        if (!bigger)
            free(buf);
        buf = bigger, cap *= 2;
    }
    bool bad = ferror(f);
    fclose(f);
    if (!buf || bad) {
        free(buf);
        tl_error_set(err, TL_ERR_INVALID, "cannot read '%s'", path);
        return NULL;
    }
    *len = n;
    return buf;
}

static bool make_context(cli_options *o, tl_error *err)
{
    if (o->ctx)
        return true;
    o->ctx = tl_create_backend_context(o->target ? o->target : "auto", o->host, o->exec, err);
    /* a codegen's form (source, an object, assembly) needs no execution
     * backend: where none of the target's can run here (no GPU), compile only */
    if (!o->ctx && err->code == TL_ERR_UNAVAILABLE && !o->exec && o->emit && strcmp(o->emit, "lib") != 0) {
        tl_error again = { 0 };
        o->ctx = tl_create_backend_context(o->target ? o->target : "auto", o->host, "none", &again);
    }
    return o->ctx != NULL;
}

int cli_context(cli_options *o)
{
    tl_error err = { 0 };
    return make_context(o, &err) ? 0 : fail(&err);
}

/* The best configuration `tilec tune` kept for this source, kernel, -D
 * values and device: its values join o's -D list (those -D leaves open),
 * with a line on stderr. True when it was found. */
static bool use_tuned(cli_options *o)
{
    const char *kernel = o->kernel ? o->kernel : o->module->nkernels ? o->module->kernels[0]->name : "";
    char key[65], path[4400];
    tl_define found[CLI_MAX_DEFS];
    double median_ms;
    tl_error err = { 0 };
    if (!make_context(o, &err) || !cli_tuned_key(o, o->module, kernel, o->ctx, key)) /* cli_compile says why */
        return false;
    int n = cli_tuned_find(key, o->arena, found, CLI_MAX_DEFS, &median_ms, path, sizeof path);
    if (n == 0)
        return false;
    tl_strbuf line = { 0 };
    for (int i = 0; i < n && o->ndefs < CLI_MAX_DEFS; i++) {
        const tl_const *c = NULL;
        for (size_t j = 0; j < o->module->nconsts && !c; j++)
            if (strcmp(o->module->consts[j].name, found[i].name) == 0)
                c = &o->module->consts[j];
        if (!c || !c->ncandidates || c->defined) /* -D wins; a name no longer tuned is left out */
            continue;
        o->defs[o->ndefs++] = found[i];
        tl_strbuf_printf(&line, " %s=%s", found[i].name, found[i].value);
    }
    fprintf(stderr, "tilec: using the tuned configuration%s (%.4g ms when tuned; %s; --no-tuned ignores it)\n",
            line.data ? line.data : " (nothing left open)", median_ms, path);
    tl_strbuf_free(&line);
    return true;
}

int cli_front_end(cli_options *o)
{
    tl_error err = { 0 };
    size_t len = 0;
    double t0 = now_ms();
    if (!(o->source = read_file(o->path, &len, &err)))
        return fail(&err);
    o->source_len = len;
    int nerrors = 0;
    o->module = tl_lang_compile(o->arena, o->path, o->source, len, o->defs, o->ndefs, stderr, &nerrors);
    if (!o->module)
        return 1;
    if (!o->no_tuned && cli_has_open_tuned(o->module) && use_tuned(o) &&
        !(o->module = tl_lang_compile(o->arena, o->path, o->source, len, o->defs, o->ndefs, stderr, &nerrors))) {
        fprintf(stderr, "tilec: error: the tuned configuration does not compile: retune, or run with --no-tuned\n");
        return 1;
    }
    /* The reference interpreter runs the program as written, not what the
     * passes make of it: a second copy, untouched by them. */
    if ((o->check || o->bench) && !(o->reference = tl_lang_compile(o->arena, o->path, o->source, len, o->defs, o->ndefs, stderr, &nerrors)))
        return 1;
    if (o->kernel && !strchr(o->kernel, ',') && !tl_ir_find_kernel(o->module, o->kernel)) { /* run checks a list */
        tl_error_set(&err, TL_ERR_INVALID, "%s has no kernel '%s'", o->path, o->kernel);
        return fail(&err);
    }
    if (o->time_passes)
        fprintf(stderr, "  %-30s %8.3f ms\n", "front end (parse, verify)", now_ms() - t0);
    return 0;
}

int cli_compile(cli_options *o, FILE *dump)
{
    tl_error err = { 0 };
    int rc = cli_context(o);
    if (rc)
        return rc;
    tl_compilation *c = &o->comp;
    tl_compilation_init(c, o->arena, o->ctx, o->module, o->path);
    c->source = o->source, c->source_len = o->source_len;
    c->defines = o->defs, c->ndefines = (size_t)o->ndefs;
    o->compiled = true;
    for (int i = 0; i < o->npass_options; i++)
        if (!tl_compilation_set_option(c, o->pass_options[i].name, strcmp(o->pass_options[i].value, "on") == 0, &err))
            return fail(&err);
    c->dump_after = o->after;
    c->dump = dump;
    c->timing = o->time_passes ? stderr : NULL;
    if (!tl_run_pipeline(c, &err))
        return fail(&err);
    if (o->after)
        return 0;
    if (!tl_run_codegen(c, false, &err))
        return fail(&err);
    return 0;
}

/* ---- tilec build ------------------------------------------------------- */

/* The file name stem of path: examples/gemm.tile -> gemm. */
const char *cli_stem(tl_arena *a, const char *path)
{
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    const char *dot = strrchr(base, '.');
    return tl_arena_strndup(a, base, dot && dot != base ? (size_t)(dot - base) : strlen(base));
}

/* Writes data to path (a binary kind, or -o DIR). */
static int write_bytes(const char *path, const tl_strbuf *data, tl_error *err)
{
    if (!tl_write_file(NULL, path, data->data ? data->data : "", data->len, err))
        return fail(err);
    fprintf(stderr, "tilec: wrote %s\n", path);
    return 0;
}

static int make_dir(const char *dir, tl_error *err)
{
    if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
        tl_error_set(err, TL_ERR_INVALID, "cannot create '%s': %s", dir, strerror(errno));
        return fail(err);
    }
    return 0;
}

/* --emit KIND: the codegen's output in that form, to stdout (text) or to
 * DIR/NAME.EXT (-o DIR, or a binary kind: DIR is then the current folder). */
static int emit_kind(cli_options *o, const char *kind)
{
    tl_error err = { 0 };
    const tl_emit_kind *k = tl_find_emit_kind(&o->comp, kind, &err);
    if (!k)
        return fail(&err);
    tl_strbuf out = { 0 };
    int rc = tl_emit(&o->comp, kind, &out, &err) ? 0 : fail(&err);
    if (!rc && (o->outdir || k->binary)) {
        const char *dir = o->outdir ? o->outdir : ".";
        rc = make_dir(dir, &err);
        char *path = tl_arena_alloc(o->arena, strlen(dir) + strlen(o->path) + strlen(k->ext) + 4);
        if (!rc && path) {
            sprintf(path, "%s/%s%s", dir, cli_stem(o->arena, o->path), k->ext);
            rc = write_bytes(path, &out, &err);
        }
    } else if (!rc) {
        fwrite(out.data ? out.data : "", 1, out.len, stdout);
    }
    tl_strbuf_free(&out);
    return rc;
}

/* --emit lib (the default): the loadable artifact the execution backend
 * builds; with -o DIR the sources and it are written there. */
static int emit_lib(cli_options *o)
{
    tl_error err = { 0 };
    if (o->outdir) {
        int rc = make_dir(o->outdir, &err);
        const tl_emit_kind *src = rc ? NULL : tl_find_emit_kind(&o->comp, "source", NULL);
        if (!rc && src)
            rc = emit_kind(o, "source");
        if (!rc && o->comp.host_codegen)
            rc = emit_kind(o, "host");
        if (rc)
            return rc;
    }
    return cli_load(o, true);
}

void cli_print_emit_kinds(FILE *out)
{
    fputs("\n--emit kinds per target (ir, host and lib are every target's):\n", out);
    size_t nk;
    const tl_target_kind *const *kinds = tl_target_kinds(&nk);
    for (size_t i = 0; i < nk; i++) {
        tl_target t;
        tl_error err;
        if (!tl_target_parse(kinds[i]->name, &t, &err))
            continue;
        const tl_backend *found[4];
        size_t n = tl_find_backends(&t, found, 4);
        const tl_device_codegen *dc = n == 1 ? tl_backend_get_device_codegen(found[0], &t, &err) : NULL;
        fprintf(out, "  %-9s", kinds[i]->name);
        if (!dc) {
            fputs("(no single backend for the bare kind)\n", out);
            continue;
        }
        fprintf(out, "codegen %-8s", dc->name);
        if (dc->nemits == 0)
            fputs(" source", out);
        for (size_t e = 0; e < dc->nemits; e++)
            fprintf(out, " %s", dc->emits[e].name);
        fputs("\n", out);
    }
}

int cmd_build(int argc, char **argv)
{
    cli_options o;
    int rc = cli_parse(argc, argv, "build", &o);
    if (rc) {
        cli_options_free(&o);
        return rc;
    }
    /* the cubin, code object or library built again, not taken from the cache */
    if (o.no_cache)
        tl_runtime_set_cache(false);
    const char *emit = o.emit ? o.emit : "lib";
    if (!*emit || strspn(emit, "abcdefghijklmnopqrstuvwxyz0123456789-") != strlen(emit))
        rc = usage_error("build: --emit expects ir, host, lib or a kind the target's codegen offers "
                         "(tilec build --help lists them), not '%s'", emit);
    else if (o.after && strcmp(emit, "ir") != 0)
        rc = usage_error("build: --after PASS goes with --emit ir");
    else if (o.check || o.bench || o.ninputs || o.noutputs || o.ndists)
        rc = usage_error("build: --check, --bench, --input, --output and --dist belong to 'tilec run'");
    if (!rc)
        rc = cli_front_end(&o);
    /* The tile-level IR needs no target: print it as the front end made it. */
    if (!rc && strcmp(emit, "ir") == 0 && !o.after) {
        if (o.target) {
            tl_target t;
            tl_error err;
            if (!tl_target_parse(o.target, &t, &err))
                rc = fail(&err);
        }
        if (!rc)
            tl_ir_print(stdout, o.module);
        cli_options_free(&o);
        return rc;
    }
    if (!rc)
        rc = cli_compile(&o, stdout);
    if (!rc && !o.after)
        rc = strcmp(emit, "lib") == 0 ? emit_lib(&o) : emit_kind(&o, emit);
    cli_options_free(&o);
    return rc;
}

/* ---- tilec kernels ----------------------------------------------------- */

int cmd_kernels(int argc, char **argv)
{
    cli_options o;
    int rc = cli_parse(argc, argv, "kernels", &o);
    if (!rc && (o.emit || o.after || o.outdir || o.kernel || o.check || o.bench || o.ninputs || o.noutputs ||
                o.ndists || o.ndims || o.npass_options || o.time_passes))
        rc = usage_error("kernels: takes K.tile, --target, --host, --exec, -D, --workers and --no-cache only");
    if (rc) {
        cli_options_free(&o);
        return rc;
    }
    tl_compile_options opts = { .target = o.target, .target_host = o.host, .execution_backend = o.exec,
                                .defines = o.defs, .ndefines = (size_t)o.ndefs, .nworkers = o.workers,
                                .no_cache = o.no_cache };
    tl_error err = { 0 };
    tl_program *p = tl_compile_file(o.path, &opts, &err);
    if (!p) {
        /* the front end's diagnostics as `tilec build` prints them */
        if (err.code == TL_ERR_COMPILE)
            fprintf(stderr, "%s\n", err.msg);
        rc = err.code == TL_ERR_COMPILE ? 1 : fail(&err);
        cli_options_free(&o);
        return rc;
    }
    const char *art = tl_program_artifact(p);
    printf("# target %s, execution backend %s, %s\n", tl_program_target(p), tl_program_execution_backend(p),
           art ? art : "loaded in process");
    for (int i = 0; i < tl_program_nkernels(p); i++)
        printf("%s\n", tl_program_kernel_signature(p, i));
    tl_program_free(p);
    cli_options_free(&o);
    return 0;
}
