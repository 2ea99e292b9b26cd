/*
 * exec.c: how the cuda backend's compilations run (specs/cuda.lua): the load
 * functions of its execution backends, the cubin cache, and the device memory
 * `tilec run` uses (the target kind's device_api).
 *
 *   nvrtc    the cubin from NVRTC in process (through the compile cache; a
 *            file of several tile kernels: one program a kernel, compiled
 *            side by side, their cubins in a bundle: driver.h), loaded
 *            through the driver on first launch; a kernel's paths chosen
 *            by the dims, and a cp.async twin, are compiled on the first
 *            launch that runs them (tl_cu_module_defer); the runtime checks
 *            the arguments, and the launch evaluates the grid from the dims
 *            (tl_cuda_expr_eval) and calls cuLaunchKernel. No host compiler.
 *   cython   a wrapper .so built by the system C compiler from generated C
 *            that embeds the cubin (.incbin) and defines tilec_launch_NAME
 *            (grid as C expressions, kernelParams, the launch through the
 *            table tl_cuda_shim gives it); the runtime checks the arguments.
 *   tvm_ffi  the same wrapper linked with the C host codegen's packed
 *            functions (tilec_packed_NAME: DLTensor checks on kDLCUDA, then
 *            tilec_launch_NAME).
 * Every launch runs in the primary context of the device holding the first
 * tensor. A wrapper's failing launch writes the driver's message into the
 * launch's tl_launch_config.why. A wrapper counts the handles that loaded it;
 * the last one freed unloads its module, and the library is closed.
 *
 * Cache keys: a cubin's holds its program (one a unit: tl_cuda_units),
 * NVRTC's options and version, the arch and the backend's spec hash; a
 * wrapper's the execution backend, the target, the spec hash, the C
 * compiler, its flags, the wrapper's text, the host source and the cubin's
 * SHA-256.
 */
#include <dlfcn.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "backend/internal.h"
#include "compile/compile.h"
#include "cuda/cuda.h"
#include "cuda/driver.h"
#include "cuda/nvrtc.h"
#include "cuda/source.h"
#include "registry.h"

#include "runtime/runtime.h"

_Static_assert(TL_CUDA_CP_TWIN == TL_CU_CP_TWIN, "the kernel's twin flag is the launch's");
_Static_assert(TL_CUDA_STREAM_K == TL_CU_STREAM_K, "the kernel's stream-K flag is the launch's");

/* NVRTC's options for a's cubins (tl_nvrtc_compile adds the arch and the
 * include path); part of the cache key. tilec's own code (its kernels' text
 * known) needs no header, texture, device-side launch or runtime type, so
 * NVRTC 12.4 and later skip declaring them (--minimal: 10 to 20 ms less
 * front end a program, the SASS of every example the same). */
int tl_cuda_nvrtc_options(const tl_cuda_artifact *a, const char *opts[TL_CUDA_MAX_NVRTC_OPTIONS])
{
    int n = 0, major = 0, minor = 0;
    opts[n++] = "-lineinfo";
    if (a->ptxas_option)
        opts[n++] = a->ptxas_option;
    if (a->ptxas_fast)
        opts[n++] = a->ptxas_fast;
    bool own = a->nkernels > 0;
    for (int i = 0; i < a->nkernels; i++)
        own = own && a->kernels[i].text_end > 0;
    const char *v = tl_nvrtc_version();
    if (own && v && sscanf(v, "%d.%d", &major, &minor) == 2 && (major > 12 || (major == 12 && minor >= 4)))
        opts[n++] = "--minimal";
    return n;
}

static void key_field(tl_strbuf *b, const char *name, const char *value, size_t n)
{
    tl_strbuf_printf(b, "%s %zu:", name, n);
    if (n)
        tl_strbuf_append(b, value, n);
    tl_strbuf_puts(b, "\n");
}

/* ---- the cubin, through the cache -------------------------------------------- */

/* Whether a path's condition is the constant true: a kernel's first path
 * that every launch takes (the TMA form of a kernel with a cp.async twin). */
static bool always(const tl_cuda_expr *when)
{
    return when->nsteps == 1 && when->steps[0].op == TL_CX_CONST && when->steps[0].value != 0;
}

int tl_cuda_units(const tl_cuda_artifact *a, tl_cuda_unit *out, int cap)
{
    int n = 0;
    for (int i = 0; i < a->nkernels; i++) {
        const tl_cuda_kernel *k = &a->kernels[i];
        for (int p = 0; p < (k->npaths ? k->npaths : 1); p++) {
            if (n == cap)
                return -1;
            out[n++] = k->npaths ? (tl_cuda_unit){ k->paths[p].name, k->paths[p].text_begin, k->paths[p].text_end,
                                                   !(p == 0 && always(&k->paths[p].when)) }
                                 : (tl_cuda_unit){ k->name, k->text_begin, k->text_end, false };
        }
    }
    return n;
}

/* Whether a's functions compile each on its own: more than one, and the
 * text of each known (codegen.c records it), in order and inside the source;
 * their count, else 0. */
static int one_program_a_unit(const tl_cuda_artifact *a, tl_cuda_unit units[TL_CU_BUNDLE_MAX])
{
    int n = tl_cuda_units(a, units, TL_CU_BUNDLE_MAX);
    if (n < 2)
        return 0;
    size_t len = strlen(a->source), prev = 0;
    for (int i = 0; i < n; i++) {
        if (units[i].text_begin < prev || units[i].text_end <= units[i].text_begin || units[i].text_end > len)
            return 0;
        prev = units[i].text_end;
    }
    return n;
}

bool tl_cuda_unit_program(const tl_cuda_artifact *a, const tl_cuda_unit *units, int n, int i, tl_strbuf *out)
{
    size_t at = 0;
    for (int j = 0; j < n; j++) {
        if (j == i)
            continue;
        tl_strbuf_append(out, a->source + at, units[j].text_begin - at);
        for (size_t p = units[j].text_begin; p < units[j].text_end; p++)
            if (a->source[p] == '\n')
                tl_strbuf_append(out, "\n", 1);
        at = units[j].text_end;
    }
    tl_strbuf_puts(out, a->source + at);
    return !out->failed;
}

bool tl_cuda_kernel_program(const tl_cuda_artifact *a, int i, tl_strbuf *out)
{
    tl_cuda_unit units[TL_CU_BUNDLE_MAX];
    if (a->nkernels > TL_CU_BUNDLE_MAX)
        return false;
    for (int j = 0; j < a->nkernels; j++)
        units[j] = (tl_cuda_unit){ a->kernels[j].name, a->kernels[j].text_begin, a->kernels[j].text_end, false };
    return tl_cuda_unit_program(a, units, a->nkernels, i, out);
}

/* What every cubin's cache key holds besides its program: NVRTC's version,
 * the arch, the options and the backend's spec hash. */
typedef struct cubin_setup {
    char arch[16];
    const char *opts[TL_CUDA_MAX_NVRTC_OPTIONS]; /* static strings (tl_cuda_nvrtc_options) */
    int nopts;
    uint64_t spec_hash;
    bool cache; /* the compile cache as the load found it (a program built with --no-cache
                 * compiles its deferred units outside it too) */
} cubin_setup;

typedef struct program_build {
    const cubin_setup *s;
    const char *program, *name;
} program_build;

/* program compiled by NVRTC (file: what its diagnostics call it), counted. */
static bool compile_program(const cubin_setup *s, const char *program, const char *file, void **out, size_t *size,
                            tl_error *err)
{
    if (!tl_nvrtc_compile(program, file, s->arch, s->opts, s->nopts, false, out, size, err))
        return false;
    tl_runtime_count_compile();
    return true;
}

static bool program_build_in(void *ud, const char *dir, tl_error *err)
{
    const program_build *b = ud;
    void *out = NULL;
    size_t n = 0;
    if (!compile_program(b->s, b->program, b->name, &out, &n, err))
        return false;
    bool ok = tl_write_file(dir, "kernel.cubin", out, n, err);
    free(out);
    return ok;
}

/* program's cubin (malloc'd) through the compile cache; name.cu is what
 * NVRTC's diagnostics call it. */
static bool program_cubin(const cubin_setup *s, const char *program, const char *name, void **out, size_t *size,
                          bool *hit, tl_error *err)
{
    char file[300];
    snprintf(file, sizeof file, "%s.cu", name);
    *hit = false;
    if (!s->cache)
        return compile_program(s, program, file, out, size, err);
    tl_strbuf k = { 0 };
    tl_strbuf_puts(&k, "cuda cubin\n");
    const char *v = tl_nvrtc_version();
    key_field(&k, "nvrtc", v, strlen(v));
    key_field(&k, "arch", s->arch, strlen(s->arch));
    tl_strbuf_puts(&k, "options");
    for (int i = 0; i < s->nopts; i++)
        tl_strbuf_printf(&k, " %s", s->opts[i]);
    tl_strbuf_puts(&k, "\n");
    tl_strbuf_printf(&k, "spec_hash %016llx\n", (unsigned long long)s->spec_hash);
    key_field(&k, "source", program, strlen(program));
    if (k.failed) {
        tl_strbuf_free(&k);
        return tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    }
    program_build b = { s, program, file };
    tl_cache_request r = { k.data, k.len, "kernel.cubin", program_build_in, &b };
    tl_cache_entry e;
    bool ok = tl_cache_get(&r, &e, err);
    tl_strbuf_free(&k);
    if (!ok)
        return false;
    *out = tl_read_file(e.path, size);
    *hit = e.hit;
    tl_cache_entry_release(&e);
    return *out || tl_error_set(err, TL_ERR_INTERNAL, "cannot read the cached cubin");
}

/* Units compiled side by side: each worker takes the next one. */
typedef struct unit_compiles {
    const tl_cuda_artifact *a;
    const cubin_setup *s;
    const tl_cuda_unit *units; /* all of a's, for the programs */
    int nunits;
    const int *todo; /* the indices of those to compile */
    int n;
    int next; /* the next of todo to take (atomic) */
    void **cubin;
    size_t *size;
    bool *ok, *hit;
    tl_error *err;
} unit_compiles;

static void *compile_units(void *ud)
{
    unit_compiles *uc = ud;
    int i;
    while ((i = __atomic_fetch_add(&uc->next, 1, __ATOMIC_RELAXED)) < uc->n) {
        const tl_cuda_unit *u = &uc->units[uc->todo[i]];
        tl_strbuf prog = { 0 };
        if (!tl_cuda_unit_program(uc->a, uc->units, uc->nunits, uc->todo[i], &prog))
            tl_error_set(&uc->err[i], TL_ERR_INTERNAL, "out of memory");
        else
            uc->ok[i] = program_cubin(uc->s, tl_strbuf_cstr(&prog), u->name, &uc->cubin[i], &uc->size[i], &uc->hit[i],
                                      &uc->err[i]);
        tl_strbuf_free(&prog);
    }
    return NULL;
}

/* The cores this process may run on (its affinity mask, else those online). */
static long usable_cores(void)
{
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0)
        return CPU_COUNT(&set);
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? n : 1;
}

/* The units todo[0..n) of a (each a program of its own, cached on its own),
 * compiled on as many threads as there are cores to run on (at most one a
 * unit), as a bundle of their cubins (tl_cu_bundle): a file's time is near
 * its slowest unit's. *hit: every one came from the cache. */
static bool compile_bundle(const tl_cuda_artifact *a, const cubin_setup *s, const tl_cuda_unit *units, int nunits,
                           const int *todo, int n, void **out, size_t *out_size, bool *hit, tl_error *err)
{
    unit_compiles uc = { a, s, units, nunits, todo, n, 0, calloc((size_t)n, sizeof(void *)),
                         calloc((size_t)n, sizeof(size_t)), calloc((size_t)n, sizeof(bool)),
                         calloc((size_t)n, sizeof(bool)), calloc((size_t)n, sizeof(tl_error)) };
    bool ok = uc.cubin && uc.size && uc.ok && uc.hit && uc.err;
    if (ok) {
        long cores = usable_cores();
        int nthreads = cores < n ? (int)cores : n;
        pthread_t t[TL_CU_BUNDLE_MAX];
        int started = 0;
        /* this thread is one of the workers; one that cannot start is not needed */
        while (started < nthreads - 1 && pthread_create(&t[started], NULL, compile_units, &uc) == 0)
            started++;
        compile_units(&uc);
        for (int i = 0; i < started; i++)
            pthread_join(t[i], NULL);
        *hit = true;
        for (int i = 0; i < n && ok; i++) {
            if (!uc.ok[i]) {
                *err = uc.err[i];
                ok = false;
            }
            *hit = *hit && uc.hit[i];
        }
        ok = ok && tl_cu_bundle((const void *const *)uc.cubin, uc.size, n, out, out_size, err);
    } else {
        tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    }
    for (int i = 0; uc.cubin && i < n; i++)
        free(uc.cubin[i]);
    free(uc.cubin);
    free(uc.size);
    free(uc.ok);
    free(uc.hit);
    free(uc.err);
    return ok;
}

static bool setup_of(const struct tl_compilation *c, tl_cuda_artifact *a, cubin_setup *s, tl_error *err)
{
    char reason[256];
    /* a target without an arch ("cuda", "auto") compiles for the device's */
    if (!a->arch[0] && !tl_cuda_target_arch(tl_context_target(c->ctx), a->arch, sizeof a->arch, err))
        return false;
    if (!tl_nvrtc_load(reason, sizeof reason))
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "cuda: cannot compile the kernels: %s", reason);
    memset(s, 0, sizeof *s);
    snprintf(s->arch, sizeof s->arch, "%s", a->arch);
    s->nopts = tl_cuda_nvrtc_options(a, s->opts);
    s->spec_hash = tl_context_module(c->ctx)->spec_hash;
    s->cache = tl_runtime_cache_enabled();
    return true;
}

/* Whether a cubin of form have holds what form want asks for. */
static bool covers(const tl_cuda_artifact *a, tl_cuda_cubin_form have, tl_cuda_cubin_form want)
{
    return have == want || have == TL_CUDA_CUBIN_WHOLE ||
           (have == TL_CUDA_CUBIN_UNITS && (want == TL_CUDA_CUBIN_EAGER || !tl_cu_is_bundle(a->cubin, a->cubin_size)));
}

bool tl_cuda_cubin(const struct tl_compilation *c, tl_cuda_artifact *a, tl_cuda_cubin_form form, bool *hit,
                   tl_error *err)
{
    *hit = false;
    if (a->cubin && covers(a, a->cubin_form, form))
        return true;
    free(a->cubin);
    a->cubin = NULL;
    a->cubin_size = 0;
    cubin_setup s;
    if (!setup_of(c, a, &s, err))
        return false;
    tl_cuda_unit units[TL_CU_BUNDLE_MAX];
    int n = form == TL_CUDA_CUBIN_WHOLE ? 0 : one_program_a_unit(a, units), todo[TL_CU_BUNDLE_MAX], ntodo = 0;
    for (int i = 0; i < n; i++)
        if (form != TL_CUDA_CUBIN_EAGER || !units[i].deferred)
            todo[ntodo++] = i;
    bool ok;
    if (n == 0) { /* one program */
        ok = program_cubin(&s, a->source, "kernel", &a->cubin, &a->cubin_size, hit, err);
        form = TL_CUDA_CUBIN_WHOLE;
    } else if (ntodo == 0) { /* every unit waits for its first launch */
        ok = (a->cubin = malloc(1)) != NULL || tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
        *hit = true;
    } else {
        ok = compile_bundle(a, &s, units, n, todo, ntodo, &a->cubin, &a->cubin_size, hit, err);
        if (ntodo == n)
            form = TL_CUDA_CUBIN_UNITS;
    }
    a->cubin_form = form;
    return ok;
}

/* ---- the units compiled on their first launch (nvrtc) -------------------------- */

typedef struct deferred_unit {
    char *name, *program; /* malloc'd */
} deferred_unit;

typedef struct deferred_units {
    cubin_setup s;
    int n;
    deferred_unit u[TL_CU_BUNDLE_MAX];
} deferred_units;

static void deferred_free(deferred_units *d)
{
    for (int i = 0; d && i < d->n; i++)
        free(d->u[i].name), free(d->u[i].program);
    free(d);
}

/* The units of a that its cubin (of form EAGER) lacks, each with its
 * program; NULL with err on failure, and with *none where there are none. */
static deferred_units *deferred_of(const struct tl_compilation *c, tl_cuda_artifact *a, bool *none, tl_error *err)
{
    tl_cuda_unit units[TL_CU_BUNDLE_MAX];
    int n = a->cubin_form == TL_CUDA_CUBIN_EAGER ? one_program_a_unit(a, units) : 0;
    *none = true;
    for (int i = 0; i < n; i++)
        *none = *none && !units[i].deferred;
    if (*none)
        return NULL;
    deferred_units *d = calloc(1, sizeof *d);
    if (!d || !setup_of(c, a, &d->s, err)) {
        if (!d)
            tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
        free(d);
        return NULL;
    }
    for (int i = 0; i < n; i++) {
        if (!units[i].deferred)
            continue;
        tl_strbuf prog = { 0 };
        deferred_unit *u = &d->u[d->n++];
        if (!tl_cuda_unit_program(a, units, n, i, &prog) || !(u->name = strdup(units[i].name))) {
            tl_strbuf_free(&prog);
            deferred_free(d);
            tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
            return NULL;
        }
        u->program = prog.data;
    }
    return d;
}

/* The driver's question (tl_cu_image_fn): the cubin of the deferred unit
 * whose function is name, through the compile cache; none where no unit is. */
static bool deferred_image(void *ud, const char *name, void **image, size_t *size, tl_error *err)
{
    deferred_units *d = ud;
    *image = NULL;
    *size = 0;
    for (int i = 0; i < d->n; i++)
        if (strcmp(d->u[i].name, name) == 0) {
            bool hit;
            return program_cubin(&d->s, d->u[i].program, name, image, size, &hit, err);
        }
    return true;
}

/* The artifact of c, its cubin compiled in form. */
static tl_cuda_artifact *artifact(tl_compilation *c, const char *exec, tl_cuda_cubin_form form, bool *hit, tl_error *err)
{
    tl_cuda_artifact *a = c->device_artifact;
    if (!a || !a->source) {
        tl_error_set(err, TL_ERR_INVALID, "execution backend %s: no CUDA code to build (did the codegen run?)", exec);
        return NULL;
    }
    return tl_cuda_cubin(c, a, form, hit, err) ? a : NULL;
}

static const tl_cuda_kernel *find_kernel(const tl_cuda_artifact *a, const char *name)
{
    for (int i = 0; i < a->nkernels; i++)
        if (strcmp(a->kernels[i].name, name) == 0)
            return &a->kernels[i];
    return NULL;
}

/* ---- nvrtc: launches from the runtime ------------------------------------------ */

typedef struct nv_kernel {
    tl_cuda_kernel k;
    int nparams, nvars;
    bool *is_tensor;
    struct nv_module *owner;
} nv_kernel;

typedef struct nv_module {
    tl_cu_module *mod;
    deferred_units *deferred; /* what mod compiles on first launch, or NULL */
    nv_kernel *kernels;
    int n;
} nv_module;

static void nv_module_free(void *p)
{
    nv_module *m = p;
    if (!m)
        return;
    tl_cu_module_free(m->mod);
    deferred_free(m->deferred);
    for (int i = 0; i < m->n; i++)
        free(m->kernels[i].is_tensor);
    free(m->kernels);
    free(m);
}

/* The grid of k over dims, in CUDA's limits. */
static bool eval_grid(const tl_cuda_kernel *k, const int64_t *dims, unsigned grid[3], tl_error *err)
{
    static const int64_t limit[3] = { 2147483647, 65535, 65535 };
    for (int d = 0; d < 3; d++) {
        int64_t v;
        if (!tl_cuda_expr_eval(&k->grid[d], dims, &v))
            return tl_error_set(err, TL_ERR_INVALID, "grid dim %d cannot be computed (a division by zero or an overflow)", d);
        if (v < 0 || v > limit[d])
            return tl_error_set(err, TL_ERR_INVALID, "grid dim %d is %lld, outside [0, %lld]", d, (long long)v,
                                (long long)limit[d]);
        grid[d] = (unsigned)v;
    }
    return true;
}

static int nv_launch(void *fn, void *const *args, const int64_t *dims, const tl_launch_config *cfg, tl_error *err)
{
    const nv_kernel *k = fn;
    const char *name = tl_cuda_kernel_function(&k->k, dims);
    if (!name)
        return tl_error_set(err, TL_ERR_INVALID, "kernel %s: the condition of its paths cannot be computed", k->k.name), -1;
    tl_cu_launch_desc d = { name, k->k.threads, k->k.dynamic_smem, { 0, 0, 0 }, 0, 0, NULL, k->k.persistent };
    if (!eval_grid(&k->k, dims, d.grid, err))
        return -1;
    void *small[64], **params = k->nparams + k->nvars <= 64 ? small : malloc(sizeof *params * (size_t)(k->nparams + k->nvars));
    if (!params)
        return tl_error_set(err, TL_ERR_INTERNAL, "out of memory"), -1;
    const void *where = NULL;
    for (int i = 0; i < k->nparams; i++) {
        /* a tensor: the address of its device pointer; a scalar: its value's */
        params[i] = k->is_tensor[i] ? (void *)&args[i] : args[i];
        if (k->is_tensor[i] && !where)
            where = args[i];
    }
    for (int j = 0; j < k->nvars; j++)
        params[k->nparams + j] = (void *)&dims[j];
    /* the tensor maps over the tensors as they are (TMA) */
    tl_cu_tmap maps[TL_CU_TMAPS_MAX];
    d.nparams = k->nparams + k->nvars;
    d.ntmaps = k->k.ntmaps;
    d.tmaps = maps;
    for (int i = 0; i < k->k.ntmaps; i++) {
        const tl_cuda_tmap *t = &k->k.tmaps[i];
        int64_t e[3] = { 1, 1, 1 };
        for (int j = 0; j < t->rank; j++)
            if (!tl_cuda_expr_eval(&t->dims[j], dims, &e[j]) || e[j] < 0)
                e[j] = 0; /* no map: the kernel's other loads */
        maps[i] = (tl_cu_tmap){ args[t->param], t->rank, { (uint64_t)e[0], (uint64_t)e[1], (uint64_t)e[2] },
                                { t->box[0], t->box[1], t->rank > 2 ? t->box[2] : 1 }, t->elem_bytes, t->swizzle, t->store };
    }
    bool ok = tl_cu_launch(k->owner->mod, &d, params, where, cfg ? cfg->stream : NULL, err);
    if (params != small)
        free(params);
    return ok ? 0 : -1;
}

tl_kernel_handle *tl_cuda_nvrtc_load(struct tl_compilation *c, tl_error *err)
{
    bool hit = false;
    tl_cuda_artifact *a = artifact(c, "nvrtc", TL_CUDA_CUBIN_EAGER, &hit, err);
    if (!a)
        return NULL;
    tl_kernel_handle *h = tl_handle_new(c, err);
    if (!h)
        return NULL;
    int n = tl_kernel_handle_nkernels(h);
    nv_module *m = calloc(1, sizeof *m);
    if (!m || !(m->kernels = calloc((size_t)n, sizeof *m->kernels))) {
        free(m);
        tl_kernel_handle_free(h);
        tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
        return NULL;
    }
    m->n = n;
    bool none = true;
    bool ok = (m->mod = tl_cu_module_new(a->cubin, a->cubin_size, err)) != NULL &&
              ((m->deferred = deferred_of(c, a, &none, err)) != NULL || none);
    if (ok && m->deferred)
        tl_cu_module_defer(m->mod, deferred_image, m->deferred);
    for (int i = 0; ok && i < n; i++) {
        const tl_kernel *k = c->module->kernels[i];
        const tl_cuda_kernel *ck = find_kernel(a, k->name);
        nv_kernel *nk = &m->kernels[i];
        if (!ck) {
            ok = tl_error_set(err, TL_ERR_INTERNAL, "execution backend nvrtc: the CUDA code has no kernel '%s'", k->name);
            break;
        }
        nk->k = *ck;
        nk->owner = m;
        nk->nparams = (int)k->nparams;
        nk->nvars = (int)k->nshape_vars;
        if (!(nk->is_tensor = calloc(k->nparams + 1, sizeof *nk->is_tensor))) {
            ok = tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
            break;
        }
        for (size_t p = 0; p < k->nparams; p++)
            nk->is_tensor[p] = k->params[p].is_tensor;
        tl_handle_set_launch(h, i, nv_launch, nk);
    }
    if (!ok) {
        nv_module_free(m);
        tl_kernel_handle_free(h);
        return NULL;
    }
    tl_handle_own(h, m, nv_module_free, NULL, hit);
    return h;
}

/* ---- cython and tvm_ffi: a wrapper .so that embeds the cubin -------------------- */

/* e as a C expression over dims[] (int64_t), floor division by tl_fdiv. */
static bool expr_c(const tl_cuda_expr *e, char *out, size_t cap)
{
    char stack[TL_CUDA_EXPR_MAX][512];
    int sp = 0;
    for (int i = 0; i < e->nsteps; i++) {
        int op = e->steps[i].op;
        if (op == TL_CX_CONST || op == TL_CX_DIM) {
            if (sp >= TL_CUDA_EXPR_MAX)
                return false;
            snprintf(stack[sp++], sizeof stack[0], op == TL_CX_CONST ? "INT64_C(%lld)" : "dims[%lld]",
                     (long long)e->steps[i].value);
            continue;
        }
        char r[512];
        int n;
        if (op == TL_CX_SELECT) {
            if (sp < 3)
                return false;
            n = snprintf(r, sizeof r, "(%s != 0 ? %s : %s)", stack[sp - 3], stack[sp - 2], stack[sp - 1]);
            if (n < 0 || (size_t)n >= sizeof r)
                return false;
            sp -= 3;
            snprintf(stack[sp++], sizeof stack[0], "%s", r);
            continue;
        }
        if (sp < 2)
            return false;
        const char *a = stack[sp - 2], *b = stack[sp - 1];
        switch (op) {
        case TL_CX_ADD: n = snprintf(r, sizeof r, "(%s + %s)", a, b); break;
        case TL_CX_SUB: n = snprintf(r, sizeof r, "(%s - %s)", a, b); break;
        case TL_CX_MUL: n = snprintf(r, sizeof r, "(%s * %s)", a, b); break;
        case TL_CX_FLOORDIV: n = snprintf(r, sizeof r, "tl_fdiv(%s, %s)", a, b); break;
        case TL_CX_FLOORMOD: n = snprintf(r, sizeof r, "tl_fmod(%s, %s)", a, b); break;
        case TL_CX_MIN: n = snprintf(r, sizeof r, "tl_min(%s, %s)", a, b); break;
        case TL_CX_MAX: n = snprintf(r, sizeof r, "tl_max(%s, %s)", a, b); break;
        case TL_CX_LT: n = snprintf(r, sizeof r, "(int64_t)(%s < %s)", a, b); break;
        case TL_CX_LE: n = snprintf(r, sizeof r, "(int64_t)(%s <= %s)", a, b); break;
        case TL_CX_GT: n = snprintf(r, sizeof r, "(int64_t)(%s > %s)", a, b); break;
        case TL_CX_GE: n = snprintf(r, sizeof r, "(int64_t)(%s >= %s)", a, b); break;
        case TL_CX_EQ: n = snprintf(r, sizeof r, "(int64_t)(%s == %s)", a, b); break;
        case TL_CX_NE: n = snprintf(r, sizeof r, "(int64_t)(%s != %s)", a, b); break;
        default: return false;
        }
        if (n < 0 || (size_t)n >= sizeof r)
            return false;
        sp -= 2;
        snprintf(stack[sp++], sizeof stack[0], "%s", r);
    }
    if (sp != 1)
        return false;
    snprintf(out, cap, "%s", stack[0]);
    return true;
}

#define CUBIN_PLACEHOLDER "@TILEC_CUBIN_PATH@"
/* TL_CUDA_SHIM_VERSION as text, for the wrapper's check of the table */
#define TEXT_OF(x) #x
#define TEXT(x) TEXT_OF(x)
#define SHIM_VERSION_TEXT TEXT(TL_CUDA_SHIM_VERSION)

static const char shim_preamble[] =
    "/* generated by tilec: launch functions of CUDA kernels, the cubin embedded; do not edit */\n"
    "#include <stddef.h>\n"
    "#include <stdint.h>\n"
    "#include <stdio.h>\n"

    "\n"
    "typedef struct tl_launch_config { int nworkers; void *stream; char *why; size_t why_cap; } tl_launch_config;\n"
    "typedef struct tl_cu_tmap {\n"
    "    const void *data;\n"
    "    int rank;\n"
    "    uint64_t dims[3];\n"
    "    uint32_t box[3];\n"
    "    int elem_bytes, swizzle, store;\n"
    "} tl_cu_tmap;\n"
    "typedef struct tl_cuda_shim_api {\n"
    "    int version;\n"
    "    int (*launch)(void **slot, const void *cubin, size_t size, const char *name, int threads, int smem,\n"
    "                  const unsigned grid[3], void **params, int nparams, const tl_cu_tmap *tmaps, int ntmaps,\n"
    "                  int persistent, const void *where, void *stream, char *why, size_t cap);\n"
    "    void (*release)(void *slot);\n"
    "} tl_cuda_shim_api;\n"
    "\n"
    "__asm__(\".section .rodata\\n.balign 16\\n.globl tl_cubin_begin\\n.hidden tl_cubin_begin\\ntl_cubin_begin:\\n"
    ".incbin \\\"" CUBIN_PLACEHOLDER "\\\"\\n.globl tl_cubin_end\\n.hidden tl_cubin_end\\ntl_cubin_end:\\n"
    ".byte 0\\n.previous\\n\");\n"
    "extern const unsigned char tl_cubin_begin[] __attribute__((visibility(\"hidden\")));\n"
    "extern const unsigned char tl_cubin_end[] __attribute__((visibility(\"hidden\")));\n"
    "\n"
    "static const tl_cuda_shim_api *api;\n"
    "static void *slot; /* the loaded module, filled by the first launch */\n"
    "static int users; /* handles of this library (dlopen shares it); under the runtime's lock */\n"
    "\n"
    "int tilec_cuda_shim_init(const void *table, int version)\n"
    "{\n"
    "    if (version != " SHIM_VERSION_TEXT ")\n"
    "        return -1;\n"
    "    api = table;\n"
    "    users++;\n"
    "    return 0;\n"
    "}\n"
    "\n"
    "/* The last handle gives the module back (the runtime then closes the library). */\n"
    "void tilec_cuda_shim_release(void)\n"
    "{\n"
    "    if (--users == 0 && api && slot) {\n"
    "        api->release(slot);\n"
    "        slot = NULL;\n"
    "    }\n"
    "}\n"
    "\n"
    "static int64_t tl_fdiv(int64_t a, int64_t b) { if (b == 0) return -1; int64_t q = a / b; return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q; }\n"
    "static int64_t tl_fmod(int64_t a, int64_t b) { return b == 0 ? -1 : a - tl_fdiv(a, b) * b; }\n"
    "static int64_t tl_min(int64_t a, int64_t b) { return a < b ? a : b; }\n"
    "static int64_t tl_max(int64_t a, int64_t b) { return a > b ? a : b; }\n"
    "\n"
    "static int tl_fail(const void *self, const char *kernel, int d, int64_t v)\n"
    "{\n"
    "    const tl_launch_config *cfg = self;\n"
    "    if (cfg && cfg->why && cfg->why_cap)\n"
    "        snprintf(cfg->why, cfg->why_cap, \"grid dim %d of %s is %lld, outside CUDA's limits\", d, kernel, (long long)v);\n"
    "    return -3;\n"
    "}\n";

static bool shim_source(const tl_compilation *c, const tl_cuda_artifact *a, tl_strbuf *o, tl_error *err)
{
    tl_strbuf_puts(o, shim_preamble);
    for (size_t i = 0; i < c->module->nkernels; i++) {
        const tl_kernel *k = c->module->kernels[i];
        const tl_cuda_kernel *ck = find_kernel(a, k->name);
        if (!ck)
            return tl_error_set(err, TL_ERR_INTERNAL, "cuda: the CUDA code has no kernel '%s'", k->name);
        tl_strbuf_printf(o, "\nint tilec_launch_%s(void *const *args, const int64_t *dims, const void *self)\n{\n",
                         k->name);
        tl_strbuf_puts(o, "    const tl_launch_config *cfg = self;\n    (void)dims;\n");
        static const int64_t limit[3] = { 2147483647, 65535, 65535 };
        for (int d = 0; d < 3; d++) {
            char e[600];
            if (!expr_c(&ck->grid[d], e, sizeof e))
                return tl_error_set(err, TL_ERR_INVALID, "cuda: kernel '%s': grid dim %d is too long an expression", k->name, d);
            tl_strbuf_printf(o, "    int64_t g%d = %s;\n    if (g%d < 0 || g%d > %lld)\n        return tl_fail(self, \"%s\", %d, g%d);\n",
                             d, e, d, d, (long long)limit[d], k->name, d, d);
        }
        size_t np = k->nparams + k->nshape_vars;
        tl_strbuf_printf(o, "    unsigned grid[3] = { (unsigned)g0, (unsigned)g1, (unsigned)g2 };\n");
        tl_strbuf_printf(o, "    void *params[%zu] = {", np ? np : 1);
        const char *where = "NULL";
        char wbuf[32];
        for (size_t p = 0; p < k->nparams; p++) {
            tl_strbuf_printf(o, "%s %s", p ? "," : "", k->params[p].is_tensor ? "(void *)&args[" : "args[");
            tl_strbuf_printf(o, "%zu]", p);
            if (k->params[p].is_tensor && strcmp(where, "NULL") == 0) {
                snprintf(wbuf, sizeof wbuf, "args[%zu]", p);
                where = wbuf;
            }
        }
        for (size_t j = 0; j < k->nshape_vars; j++)
            tl_strbuf_printf(o, "%s (void *)&dims[%zu]", k->nparams + j ? "," : "", j);
        if (np == 0)
            tl_strbuf_puts(o, " NULL");
        tl_strbuf_puts(o, " };\n");
        /* the tensor maps over the tensors as they are (TMA): a negative
         * extent builds none (the kernel's other loads) */
        tl_strbuf_printf(o, "    tl_cu_tmap tmaps[%d] = {", ck->ntmaps ? ck->ntmaps : 1);
        for (int t = 0; t < ck->ntmaps; t++) {
            const tl_cuda_tmap *m = &ck->tmaps[t];
            char e[3][600] = { "1", "1", "1" };
            for (int j = 0; j < m->rank; j++)
                if (!expr_c(&m->dims[j], e[j], sizeof e[j]))
                    return tl_error_set(err, TL_ERR_INVALID, "cuda: kernel '%s': a tensor map's extent is too long an expression",
                                        k->name);
            tl_strbuf_printf(o,
                             "%s\n        { args[%d], %d, { (uint64_t)tl_max(%s, 0), (uint64_t)tl_max(%s, 0), (uint64_t)tl_max(%s, 0) }, "
                             "{ %u, %u, %u }, %d, %d, %d }",
                             t ? "," : "", m->param, m->rank, e[0], e[1], e[2], m->box[0], m->box[1], m->rank > 2 ? m->box[2] : 1,
                             m->elem_bytes, m->swizzle, m->store);
        }
        tl_strbuf_puts(o, ck->ntmaps ? " };\n" : " { 0 } };\n");
        /* a kernel split by path: the first path whose condition holds */
        tl_strbuf_printf(o, "    const char *fn = \"%s\";\n", ck->npaths ? ck->paths[ck->npaths - 1].name : k->name);
        for (int p = 0; p + 1 < ck->npaths; p++) {
            char e[600];
            if (!expr_c(&ck->paths[p].when, e, sizeof e))
                return tl_error_set(err, TL_ERR_INVALID, "cuda: kernel '%s': path %d's condition is too long an expression",
                                    k->name, p);
            tl_strbuf_printf(o, "    %sif (%s != 0)\n        fn = \"%s\";\n", p ? "else " : "", e, ck->paths[p].name);
        }
        tl_strbuf_printf(o,
                         "    if (!api)\n        return -4;\n"
                         "    return api->launch(&slot, tl_cubin_begin, (size_t)(tl_cubin_end - tl_cubin_begin), fn, %d, %d, grid,\n"
                         "                       params, %zu, tmaps, %d, %d, %s, cfg ? cfg->stream : NULL, cfg ? cfg->why : NULL, cfg ? cfg->why_cap : 0);\n}\n",
                         ck->threads, ck->dynamic_smem, np, ck->ntmaps, ck->persistent, where);
    }
    return !o->failed || tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
}

typedef struct so_build {
    const char *shim;   /* with CUBIN_PLACEHOLDER */
    const char *host;   /* host source, or NULL */
    const void *cubin;
    size_t cubin_size;
} so_build;

#define SO_FLAGS "-O2", "-std=c11", "-fPIC", "-shared", "-Wl,-Bsymbolic"
#define SO_FLAGS_TEXT "-O2 -std=c11 -fPIC -shared -Wl,-Bsymbolic"

static bool so_build_in(void *ud, const char *dir, tl_error *err)
{
    const so_build *b = ud;
    if (strpbrk(dir, "\"\\\n"))
        return tl_error_set(err, TL_ERR_INVALID, "cuda: the build folder %s has a quote or backslash in its name", dir);
    char cubin[4200], shim[4200], host[4200], out[4200], log[4200];
    snprintf(cubin, sizeof cubin, "%s/kernel.cubin", dir);
    snprintf(shim, sizeof shim, "%s/launch.c", dir);
    snprintf(host, sizeof host, "%s/host.c", dir);
    snprintf(out, sizeof out, "%s/kernel.so", dir);
    snprintf(log, sizeof log, "%s/cc.log", dir);
    tl_strbuf s = { 0 };
    const char *at = strstr(b->shim, CUBIN_PLACEHOLDER);
    if (!at)
        return tl_error_set(err, TL_ERR_INTERNAL, "cuda: the wrapper has no cubin placeholder");
    tl_strbuf_append(&s, b->shim, (size_t)(at - b->shim));
    tl_strbuf_puts(&s, cubin);
    tl_strbuf_puts(&s, at + strlen(CUBIN_PLACEHOLDER));
    bool ok = !s.failed || tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    ok = ok && tl_write_file(NULL, cubin, b->cubin, b->cubin_size, err) &&
         tl_write_file(NULL, shim, s.data, s.len, err) && (!b->host || tl_write_file(NULL, host, b->host, strlen(b->host), err));
    tl_strbuf_free(&s);
    if (!ok)
        return false;
    const char *args[16] = { SO_FLAGS, "-o", out, shim };
    int n = 8;
    if (b->host)
        args[n++] = host;
    args[n] = NULL;
    return tl_run_cc(args, log, shim, err);
}

typedef struct so_module {
    void *dl;
    bool initialized; /* tilec_cuda_shim_init counted this handle */
    tl_cache_entry entry;
} so_module;

/* Handles of one cached .so share the library (dlopen counts) and its module
 * slot; the wrapper counts its users under this lock, and the last one
 * unloads the module before the library is closed. */
static pthread_mutex_t shim_users_lock = PTHREAD_MUTEX_INITIALIZER;

static void so_module_free(void *p)
{
    so_module *m = p;
    if (!m)
        return;
    if (m->dl) {
        void *rel = dlsym(m->dl, "tilec_cuda_shim_release");
        void (*relf)(void);
        memcpy(&relf, &rel, sizeof rel);
        pthread_mutex_lock(&shim_users_lock);
        if (rel && m->initialized)
            relf();
        pthread_mutex_unlock(&shim_users_lock);
        dlclose(m->dl);
    }
    tl_cache_entry_release(&m->entry);
    free(m);
}

typedef int shim_launch_fn(void *const *args, const int64_t *dims, const void *self);

static int shim_launch(void *fn, void *const *args, const int64_t *dims, const tl_launch_config *cfg, tl_error *err)
{
    shim_launch_fn *f;
    memcpy(&f, &fn, sizeof f);
    int rc = f(args, dims, cfg);
    if (rc != 0)
        tl_error_set(err, TL_ERR_INTERNAL, "%s", cfg && cfg->why && cfg->why[0] ? cfg->why : "the CUDA launch failed");
    return rc;
}

static tl_kernel_handle *load_so(tl_compilation *c, bool packed, tl_error *err)
{
    const tl_exec_backend *e = tl_context_execution_backend(c->ctx);
    bool hit = false;
    tl_cuda_artifact *a = artifact(c, e->name, TL_CUDA_CUBIN_UNITS, &hit, err);
    if (!a)
        return NULL;
    const char *host = NULL;
    if (packed) {
        if (c->host_source.len == 0) {
            tl_error_set(err, TL_ERR_INVALID,
                         "execution backend %s on cuda: needs the C host codegen's source (use --host c)", e->name);
            return NULL;
        }
        host = tl_strbuf_cstr(&c->host_source);
    }
    tl_strbuf shim = { 0 };
    if (!shim_source(c, a, &shim, err)) {
        tl_strbuf_free(&shim);
        return NULL;
    }
    char tjson[1024], sha[65];
    tl_target_to_json(tl_context_target(c->ctx), tjson, sizeof tjson);
    tl_runtime_sha256_hex(a->cubin, a->cubin_size, sha);
    tl_strbuf k = { 0 };
    tl_strbuf_puts(&k, "cuda wrapper\n");
    key_field(&k, "exec", e->name, strlen(e->name));
    key_field(&k, "target", tjson, strlen(tjson));
    tl_strbuf_printf(&k, "spec_hash %016llx\n", (unsigned long long)tl_context_module(c->ctx)->spec_hash);
    key_field(&k, "flags", SO_FLAGS_TEXT, strlen(SO_FLAGS_TEXT));
    key_field(&k, "cubin", sha, 64);
    key_field(&k, "shim", shim.data, shim.len);
    key_field(&k, "host_source", host, host ? strlen(host) : 0);
    bool ok = tl_cc_identity(&k, err) && (!k.failed || tl_error_set(err, TL_ERR_INTERNAL, "out of memory"));
    so_module *m = calloc(1, sizeof *m);
    tl_kernel_handle *h = NULL;
    if (ok && !m)
        ok = tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    if (ok) {
        so_build b = { tl_strbuf_cstr(&shim), host, a->cubin, a->cubin_size };
        tl_cache_request r = { k.data, k.len, "kernel.so", so_build_in, &b };
        ok = tl_cache_get(&r, &m->entry, err);
    }
    tl_strbuf_free(&k);
    tl_strbuf_free(&shim);
    if (ok && !(m->dl = dlopen(m->entry.path, RTLD_LOCAL | RTLD_NOW))) {
        const char *why = dlerror();
        ok = tl_error_set(err, TL_ERR_INTERNAL, "cannot load %s: %s", m->entry.path, why ? why : "?");
    }
    if (ok) {
        void *init = dlsym(m->dl, "tilec_cuda_shim_init");
        int (*initf)(const void *, int);
        memcpy(&initf, &init, sizeof init);
        pthread_mutex_lock(&shim_users_lock);
        m->initialized = init && initf(tl_cuda_shim(), TL_CUDA_SHIM_VERSION) == 0;
        pthread_mutex_unlock(&shim_users_lock);
        if (!m->initialized)
            ok = tl_error_set(err, TL_ERR_INTERNAL, "%s: its tilec_cuda_shim_init is missing or refused version %d",
                              m->entry.path, TL_CUDA_SHIM_VERSION);
    }
    if (ok)
        ok = (h = tl_handle_new(c, err)) != NULL;
    for (int i = 0; ok && i < tl_kernel_handle_nkernels(h); i++) {
        char sym[512];
        snprintf(sym, sizeof sym, "%s%s", packed ? "tilec_packed_" : "tilec_launch_", tl_kernel_handle_kernel_name(h, i));
        void *f = dlsym(m->dl, sym);
        if (!f) {
            ok = tl_error_set(err, TL_ERR_INVALID, "execution backend %s: %s defines no %s", e->name, m->entry.path, sym);
            break;
        }
        if (packed) {
            tl_packed_fn *pf;
            memcpy(&pf, &f, sizeof f);
            tl_handle_set_packed(h, i, pf);
        } else {
            tl_handle_set_launch(h, i, shim_launch, f);
        }
    }
    if (!ok) {
        tl_kernel_handle_free(h);
        so_module_free(m);
        return NULL;
    }
    tl_handle_own(h, m, so_module_free, m->entry.path, m->entry.hit);
    return h;
}

tl_kernel_handle *tl_cuda_cython_load(struct tl_compilation *c, tl_error *err) { return load_so(c, false, err); }

tl_kernel_handle *tl_cuda_tvm_ffi_load(struct tl_compilation *c, tl_error *err) { return load_so(c, true, err); }

/* ---- device memory for tilec run ----------------------------------------------- */

static const tl_device_api device_api = {
    tl_cu_alloc, tl_cu_free, tl_cu_to_device, tl_cu_to_host, tl_cu_synchronize, tl_cu_time,
};

const struct tl_device_api *tl_cuda_device_api(void) { return &device_api; }
