/*
 * program.c: the public compile-and-launch API (tilec.h: tl_compile_file,
 * tl_program_*), what the command and the Python package call.
 *
 *   source --tl_lang_compile--> tile IR --tl_create_backend_context-->
 *   tl_run_pipeline --> tl_run_codegen --> tl_load --> tl_kernel_handle
 *
 * The same steps `tilec build` takes (src/cli/build.c), with the front end's
 * diagnostics captured into the error instead of printed, and each kernel's
 * signature kept as text (the handle keeps its own copy for the checks). The
 * compilation is freed once loaded; the module's arena is kept for the
 * signatures.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compile/compile.h"
#include "ir/ir.h"
#include "ir/value.h"
#include "lang/lang.h"
#include "runtime/runtime.h"

typedef struct prog_kernel {
    const char *name;
    char *signature;
    tl_param_info *params;
    int nparams;
} prog_kernel;

struct tl_program {
    tl_arena *arena;
    const tl_context *ctx;
    tl_kernel_handle *handle;
    char target[TL_TARGET_TEXT + 64];
    prog_kernel *kernels;
    int nkernels;
    int nworkers;
};

void tl_program_free(tl_program *p)
{
    if (!p)
        return;
    tl_kernel_handle_free(p->handle);
    tl_context_free(p->ctx);
    tl_arena_free(p->arena);
    free(p);
}

/* Text printed by print(out, x) into the arena. */
static char *print_to_arena(tl_arena *a, void (*print)(FILE *, const tl_expr *), const tl_expr *x)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (!f)
        return NULL;
    print(f, x);
    fclose(f);
    char *s = buf ? tl_arena_strndup(a, buf, len) : NULL;
    free(buf);
    return s;
}

/* The signatures of the kernels the handle loaded, out of the module. */
static bool describe(tl_program *p, const tl_module *m, tl_error *err)
{
    int n = tl_kernel_handle_nkernels(p->handle);
    p->kernels = tl_arena_array(p->arena, n ? (size_t)n : 1, sizeof *p->kernels);
    if (!p->kernels)
        return tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    for (int i = 0; i < n; i++) {
        prog_kernel *pk = &p->kernels[p->nkernels];
        const tl_kernel *k = tl_ir_find_kernel(m, tl_kernel_handle_kernel_name(p->handle, i));
        if (!k)
            return tl_error_set(err, TL_ERR_INTERNAL, "kernel %s: not in the compiled module",
                                tl_kernel_handle_kernel_name(p->handle, i));
        pk->name = k->name;
        pk->nparams = (int)k->nparams;
        pk->params = tl_arena_array(p->arena, k->nparams ? k->nparams : 1, sizeof *pk->params);
        if (!pk->params)
            return tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
        tl_strbuf sig = { 0 };
        tl_strbuf_printf(&sig, "%s(", k->name);
        for (size_t j = 0; j < k->nparams; j++) {
            const tl_param *kp = &k->params[j];
            tl_param_info *info = &pk->params[j];
            tl_dtype t = kp->is_tensor ? kp->buf->dtype : kp->var->dtype;
            info->name = kp->name;
            info->is_tensor = kp->is_tensor;
            info->dtype = tl_dtype_name(t);
            tl_dtype_to_dlpack(t, &info->dlpack_code, &info->dlpack_bits);
            tl_strbuf shape = { 0 };
            if (kp->is_tensor) {
                info->ndim = kp->buf->ndim;
                tl_strbuf_puts(&shape, "[");
                for (int d = 0; d < kp->buf->ndim; d++) {
                    char *dim = print_to_arena(p->arena, tl_ir_print_expr, kp->buf->dims[d]);
                    tl_strbuf_printf(&shape, "%s%s", d ? ", " : "", dim ? dim : "?");
                }
                tl_strbuf_puts(&shape, "]");
            }
            info->shape = tl_arena_strndup(p->arena, tl_strbuf_cstr(&shape), shape.len);
            tl_strbuf_printf(&sig, "%s%s: %s%s", j ? ", " : "", kp->name, info->dtype, info->shape ? info->shape : "");
            tl_strbuf_free(&shape);
        }
        tl_strbuf_puts(&sig, ")");
        pk->signature = tl_arena_strndup(p->arena, tl_strbuf_cstr(&sig), sig.len);
        bool failed = sig.failed;
        tl_strbuf_free(&sig);
        if (!pk->signature || failed)
            return tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
        p->nkernels++;
    }
    return true;
}

/* The front end with its diagnostics captured into err. */
static tl_module *front_end(tl_arena *a, const char *name, const char *src, size_t len, const tl_compile_options *o,
                            tl_error *err)
{
    char *diag = NULL;
    size_t dlen = 0;
    FILE *f = open_memstream(&diag, &dlen);
    if (!f) {
        tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
        return NULL;
    }
    int nerrors = 0;
    tl_module *m = tl_lang_compile(a, name, src, len, o->defines, o->ndefines, f, &nerrors);
    fclose(f);
    if (!m) {
        /* no trailing newline: the message is one block of text */
        while (dlen && diag[dlen - 1] == '\n')
            diag[--dlen] = 0;
        tl_error_set(err, TL_ERR_COMPILE, "%s", dlen ? diag : "the front end failed without a diagnostic");
    }
    free(diag);
    return m;
}

tl_program *tl_compile_string(const char *name, const char *src, size_t len, const tl_compile_options *opts,
                              tl_error *err)
{
    static const tl_compile_options defaults = { 0 };
    const tl_compile_options *o = opts ? opts : &defaults;
    if (!src) {
        tl_error_set(err, TL_ERR_INVALID, "no source (NULL)");
        return NULL;
    }
    if (!name)
        name = "<string>";
    if (o->ndefines && !o->defines) {
        tl_error_set(err, TL_ERR_INVALID, "%zu defines but no array (NULL)", o->ndefines);
        return NULL;
    }
    for (size_t i = 0; i < o->ndefines; i++)
        if (!o->defines[i].name || !o->defines[i].value) {
            tl_error_set(err, TL_ERR_INVALID, "define %zu: its name or value is NULL", i);
            return NULL;
        }
    if (o->nworkers < 0) {
        tl_error_set(err, TL_ERR_INVALID, "nworkers is %d (0: one per core)", o->nworkers);
        return NULL;
    }
    tl_program *p = calloc(1, sizeof *p);
    if (!p || !(p->arena = tl_arena_new())) {
        free(p);
        tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
        return NULL;
    }
    p->nworkers = o->nworkers;
    tl_module *m = front_end(p->arena, name, src, len, o, err);
    if (!m || !(p->ctx = tl_create_backend_context(o->target ? o->target : "auto", o->target_host,
                                                   o->execution_backend, err))) {
        tl_program_free(p);
        return NULL;
    }
    tl_target_to_json(tl_context_target(p->ctx), p->target, sizeof p->target);
    tl_compilation c;
    tl_compilation_init(&c, p->arena, p->ctx, m, name);
    c.source = src, c.source_len = len;
    c.defines = o->defines, c.ndefines = o->ndefines;
    bool cache = tl_runtime_cache_enabled();
    if (o->no_cache)
        tl_runtime_set_cache(false);
    bool ok = tl_run_pipeline(&c, err) && tl_run_codegen(&c, false, err) && (p->handle = tl_load(&c, err));
    if (o->no_cache)
        tl_runtime_set_cache(cache);
    tl_compilation_free(&c);
    if (!ok || !describe(p, m, err)) {
        tl_program_free(p);
        return NULL;
    }
    return p;
}

tl_program *tl_compile_file(const char *path, const tl_compile_options *opts, tl_error *err)
{
    if (!path) {
        tl_error_set(err, TL_ERR_INVALID, "no source path (NULL)");
        return NULL;
    }
    FILE *f = fopen(path, "rb");
    if (!f) {
        tl_error_set(err, TL_ERR_INVALID, "cannot open '%s': %s", path, strerror(errno));
        return NULL;
    }
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        n += fread(buf + n, 1, cap - n, f);
        if (n < cap || cap > TL_LANG_MAX_SOURCE) /* the front end refuses what is over */
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
    tl_program *p = tl_compile_string(path, buf, n, opts, err);
    free(buf);
    return p;
}

const char *tl_program_target(const tl_program *p)
{
    return p ? p->target : NULL;
}

const char *tl_program_execution_backend(const tl_program *p)
{
    return p ? tl_kernel_handle_exec(p->handle) : NULL;
}

const char *tl_program_artifact(const tl_program *p)
{
    return p ? tl_kernel_handle_path(p->handle) : NULL;
}

int tl_program_nkernels(const tl_program *p)
{
    return p ? p->nkernels : 0;
}

static const prog_kernel *kernel_at(const tl_program *p, int i)
{
    return p && i >= 0 && i < p->nkernels ? &p->kernels[i] : NULL;
}

const char *tl_program_kernel_name(const tl_program *p, int kernel)
{
    const prog_kernel *k = kernel_at(p, kernel);
    return k ? k->name : NULL;
}

int tl_program_find_kernel(const tl_program *p, const char *name)
{
    for (int i = 0; p && name && i < p->nkernels; i++)
        if (strcmp(p->kernels[i].name, name) == 0)
            return i;
    return -1;
}

const char *tl_program_kernel_signature(const tl_program *p, int kernel)
{
    const prog_kernel *k = kernel_at(p, kernel);
    return k ? k->signature : NULL;
}

int tl_program_kernel_nparams(const tl_program *p, int kernel)
{
    const prog_kernel *k = kernel_at(p, kernel);
    return k ? k->nparams : -1;
}

bool tl_program_kernel_param(const tl_program *p, int kernel, int param, tl_param_info *out, tl_error *err)
{
    const prog_kernel *k = kernel_at(p, kernel);
    if (!k)
        return tl_error_set(err, TL_ERR_NOT_FOUND, "no kernel %d (the module has %d)", kernel, tl_program_nkernels(p));
    if (param < 0 || param >= k->nparams)
        return tl_error_set(err, TL_ERR_NOT_FOUND, "kernel %s: no parameter %d (it has %d)", k->name, param,
                            k->nparams);
    if (!out)
        return tl_error_set(err, TL_ERR_INVALID, "no output (NULL)");
    *out = k->params[param];
    return true;
}

bool tl_program_launch(tl_program *p, const char *kernel, const tl_any *args, int nargs, tl_error *err)
{
    if (!p)
        return tl_error_set(err, TL_ERR_INVALID, "no program (NULL)");
    return tl_kernel_launch(p->handle, kernel, args, nargs, p->nworkers, err);
}
