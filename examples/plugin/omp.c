/*
 * omp.c: the functions omp.lua names: the omp target kind's check, the
 * omp_prepare pass, the omp device codegen (tilec's C codegen, with the
 * blocks run by an OpenMP loop), the openmp execution backend (probe and
 * load), and the global function tilec_omp_max_threads.
 *
 * Everything tilec-side is reached through tilec's headers: the compilation
 * (compile/compile.h), the runtime's handles and compile cache
 * (runtime/runtime.h), and two functions of the built-in cpu backend, its C
 * codegen and its prelude, declared below. They resolve against the tilec
 * that loads the plugin.
 */
#include <dlfcn.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compile/compile.h"
#include "registry.h" /* this plugin's: written by tilec-gen */
#include "runtime/runtime.h"

/* The built-in cpu backend's C codegen and the prelude its sources include. */
tl_codegen_fn tl_c_codegen_source;
extern const char tl_cpu_prelude[];
extern const unsigned long tl_cpu_prelude_len;

#define CFLAGS "-O3", "-std=c11", "-fwrapv", "-fno-trapping-math", "-fopenmp", "-shared", "-fPIC", "-Wl,-Bsymbolic"
#define CFLAGS_TEXT "-O3 -std=c11 -fwrapv -fno-trapping-math -fopenmp -shared -fPIC -Wl,-Bsymbolic -lm -lpthread"

/* ---- the target kind --------------------------------------------------- */

bool omp_check_target(const tl_target *t, char *reason, size_t cap)
{
    const char *s = tl_target_attr(t, "schedule");
    if (s && strcmp(s, "static") != 0 && strcmp(s, "dynamic") != 0) {
        snprintf(reason, cap, "schedule '%s' is not static or dynamic", s);
        return false;
    }
    return true;
}

/* ---- the pass ------------------------------------------------------------ */

bool omp_pass_prepare(struct tl_compilation *c, tl_error *err)
{
    for (size_t i = 0; i < c->module->nkernels; i++) {
        tl_kernel *k = c->module->kernels[i];
        if (k->source_file)
            return tl_error_set(err, TL_ERR_INVALID, "%s:%d: kernel %s: its device code is %s, which the omp backend "
                                "cannot compile (it compiles tile-language bodies)", c->path, k->loc.line, k->name,
                                k->source_file);
        k->swizzle = 0; /* a GPU's L2 hint; the OpenMP loop deals blocks in order */
    }
    return true;
}

/* ---- the device codegen -------------------------------------------------- */

/* tilec's C codegen ends each launch function with
 *   return tl_rt_run_blocks(NBLOCKS, nworkers, NAME_task, &a);
 * (its own thread pool, from the prelude); here the blocks go to an OpenMP
 * loop with the target's schedule instead. */
bool omp_codegen_source(struct tl_compilation *c, tl_error *err)
{
    if (!tl_c_codegen_source(c, err))
        return false;
    const char *schedule = tl_target_attr(tl_context_target(c->ctx), "schedule");
    const char *src = tl_strbuf_cstr(&c->device_source);
    const char *include = "#include \"tilec_prelude.h\"\n";
    const char *at = strstr(src, include);
    if (!at)
        return tl_error_set(err, TL_ERR_INTERNAL, "omp codegen: the C source does not include the prelude");
    tl_strbuf out = { 0 };
    at += strlen(include);
    tl_strbuf_append(&out, src, (size_t)(at - src));
    tl_strbuf_printf(&out,
                     "#include <omp.h>\n\n"
                     "/* the blocks of a launch over OpenMP threads (the omp plugin) */\n"
                     "static int omp_run_blocks(int64_t nblocks, int nworkers, tl_rt_block_fn *fn, void *ctx)\n"
                     "{\n"
                     "    if (nworkers <= 0)\n"
                     "        nworkers = omp_get_max_threads();\n"
                     "#pragma omp parallel for schedule(%s) num_threads(nworkers)\n"
                     "    for (int64_t b = 0; b < nblocks; b++)\n"
                     "        fn(ctx, b);\n"
                     "    return 0;\n"
                     "}\n",
                     schedule ? schedule : "dynamic");
    const char *call = "return tl_rt_run_blocks(";
    size_t launches = 0;
    for (const char *p = at, *q; *p; p = q + strlen(call)) {
        if (!(q = strstr(p, call))) {
            tl_strbuf_puts(&out, p);
            break;
        }
        tl_strbuf_append(&out, p, (size_t)(q - p));
        tl_strbuf_puts(&out, "return omp_run_blocks(");
        launches++;
    }
    if (launches != c->module->nkernels || out.failed) {
        tl_strbuf_free(&out);
        return tl_error_set(err, TL_ERR_INTERNAL, "omp codegen: found %zu block launches for %zu kernels", launches,
                            c->module->nkernels);
    }
    tl_strbuf_free(&c->device_source);
    c->device_source = out;
    return true;
}

bool omp_codegen_emit(struct tl_compilation *c, const char *kind, struct tl_strbuf *out, tl_error *err)
{
    tl_strbuf_append(out, c->device_source.data ? c->device_source.data : "", c->device_source.len);
    return !out->failed || tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
}

/* ---- the openmp execution backend --------------------------------------- */

bool omp_probe(char *reason, size_t cap)
{
    (void)reason, (void)cap;
    return true; /* the plugin itself is linked with libgomp */
}

typedef struct build_in {
    const char *source;
    char march[80];
    char extra[512]; /* TILEC_KERNEL_CFLAGS, as tilec's own CPU backend takes them */
} build_in;

static bool build_so(void *ud, const char *dir, tl_error *err)
{
    const build_in *in = ud;
    if (!tl_write_file(dir, "tilec_prelude.h", tl_cpu_prelude, tl_cpu_prelude_len, err) ||
        !tl_write_file(dir, "kernel.c", in->source, strlen(in->source), err))
        return false;
    char out[4200], src[4200], log[4200];
    snprintf(out, sizeof out, "%s/kernel.so", dir);
    snprintf(src, sizeof src, "%s/kernel.c", dir);
    snprintf(log, sizeof log, "%s/cc.log", dir);
    const char *args[48] = { CFLAGS, in->march };
    int n = 9;
    char extra[sizeof in->extra];
    snprintf(extra, sizeof extra, "%s", in->extra);
    char *save = NULL;
    for (char *w = strtok_r(extra, " \t", &save); w && n < 40; w = strtok_r(NULL, " \t", &save))
        args[n++] = w;
    args[n++] = "-o", args[n++] = out, args[n++] = src, args[n++] = "-lm", args[n++] = "-lpthread", args[n] = NULL;
    return tl_run_cc(args, log, src, err);
}

typedef struct omp_module {
    void *dl;
    tl_cache_entry entry;
} omp_module;

static void omp_module_free(void *p)
{
    omp_module *m = p;
    if (m->dl)
        dlclose(m->dl);
    tl_cache_entry_release(&m->entry);
    free(m);
}

typedef int launch_fn(void *const *args, const int64_t *dims, const void *self);

static int launch(void *fn, void *const *args, const int64_t *dims, const tl_launch_config *cfg, tl_error *err)
{
    launch_fn *f;
    memcpy(&f, &fn, sizeof f);
    return f(args, dims, cfg);
}

tl_kernel_handle *omp_load(struct tl_compilation *c, tl_error *err)
{
    if (c->device_source.len == 0) {
        tl_error_set(err, TL_ERR_INVALID, "execution backend openmp: no device code to build");
        return NULL;
    }
    build_in in = { tl_strbuf_cstr(&c->device_source), "", "" };
    const char *extra = getenv("TILEC_KERNEL_CFLAGS");
    snprintf(in.extra, sizeof in.extra, "%s", extra ? extra : "");
    const char *mcpu = tl_target_attr(tl_context_target(c->ctx), "mcpu");
    bool named = mcpu && *mcpu && strspn(mcpu, "abcdefghijklmnopqrstuvwxyz0123456789-_.") == strlen(mcpu);
    snprintf(in.march, sizeof in.march, "-march=%s", named ? mcpu : "native");
    /* The cache key: every input of the build. */
    tl_strbuf key = { 0 };
    char tjson[1024];
    tl_target_to_json(tl_context_target(c->ctx), tjson, sizeof tjson);
    tl_strbuf_printf(&key, "omp plugin\ntarget %s\nspec_hash %016llx\nflags %s %s %s\n", tjson,
                     (unsigned long long)tl_context_module(c->ctx)->spec_hash, CFLAGS_TEXT, in.march, in.extra);
    if (!tl_cc_identity(&key, err)) {
        tl_strbuf_free(&key);
        return NULL;
    }
    tl_strbuf_printf(&key, "prelude %lu:", tl_cpu_prelude_len);
    tl_strbuf_append(&key, tl_cpu_prelude, tl_cpu_prelude_len);
    tl_strbuf_printf(&key, "\nsource %zu:", c->device_source.len);
    tl_strbuf_append(&key, in.source, c->device_source.len);
    omp_module *m = calloc(1, sizeof *m);
    tl_kernel_handle *h = tl_handle_new(c, err);
    bool ok = m && h && !key.failed;
    if (!ok && h)
        tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    if (ok) {
        tl_cache_request r = { key.data, key.len, "kernel.so", build_so, &in };
        ok = tl_cache_get(&r, &m->entry, err);
    }
    tl_strbuf_free(&key);
    if (ok && !(m->dl = dlopen(m->entry.path, RTLD_LOCAL | RTLD_NOW))) {
        const char *why = dlerror();
        ok = tl_error_set(err, TL_ERR_INTERNAL, "cannot load %s: %s", m->entry.path, why ? why : "?");
    }
    const char *prefix = tl_context_target(c->ctx)->kind->launch_prefix;
    for (int i = 0; ok && i < tl_kernel_handle_nkernels(h); i++) {
        char sym[512];
        snprintf(sym, sizeof sym, "%s%s", prefix, tl_kernel_handle_kernel_name(h, i));
        void *f = dlsym(m->dl, sym);
        if (!f)
            ok = tl_error_set(err, TL_ERR_INVALID, "execution backend openmp: %s defines no %s", m->entry.path, sym);
        else
            tl_handle_set_launch(h, i, launch, f);
    }
    if (!ok) {
        if (m)
            omp_module_free(m);
        tl_kernel_handle_free(h);
        return NULL;
    }
    tl_handle_own(h, m, omp_module_free, m->entry.path, m->entry.hit);
    return h;
}

/* ---- the global function ---------------------------------------------------- */

int omp_max_threads(void *self, const struct tl_any *args, int nargs, struct tl_any *ret)
{
    ret->type = TL_ANY_INT;
    ret->v.i = omp_get_max_threads();
    return 0;
}
