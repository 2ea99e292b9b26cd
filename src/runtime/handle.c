/*
 * handle.c: kernel handles and launches (runtime.h). A handle holds the
 * kernels' signatures copied out of the IR, each kernel's entry point (a
 * checked launch or a packed function) and the module its backend's load
 * function loaded; a launch checks the arguments against the signatures
 * (launch entry points) or hands them to the packed function of the host
 * code (packed entry points). Nothing here knows a backend: the device a
 * tensor must be on comes from the target kind's spec.
 */
#include <dlpack/dlpack.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compile/compile.h"
#include "ir/ir.h"
#include "ir/shape.h"
#include "ir/value.h"
#include "runtime/runtime.h"

typedef struct rt_param {
    char *name;
    bool is_tensor;
    tl_dtype dtype;
    int ndim;
    int64_t dim_const[TL_IR_MAX_DIMS]; /* when dim_var is -1 */
    int dim_var[TL_IR_MAX_DIMS];       /* index in the kernel's shape variables, or -1 (a
                                        * constant) or -2 (a shape expression) */
    tl_dim_code *dim_expr[TL_IR_MAX_DIMS]; /* dim_var -2: its code */
    char *dim_text[TL_IR_MAX_DIMS];        /* and how the language writes it */
} rt_param;

typedef struct rt_kernel {
    char *name;
    rt_param *params;
    int nparams;
    char **vars; /* shape variable names */
    int nvars;
    tl_launch_fn *launch; /* checked by the runtime, then launch(fn, ...) */
    void *fn;
    tl_packed_fn *packed; /* checks its own arguments */
} rt_kernel;

struct tl_kernel_handle {
    const char *exec;          /* the execution backend's name (registry storage) */
    int device_type;           /* where tensors must be: the target kind's */
    const char *device_type_name, *device_label;
    rt_kernel *kernels;
    int nkernels;
    void *module;              /* what load loaded, released last */
    void (*release)(void *module);
    char *path;
    bool cache_hit;
};

/* ---- handles ----------------------------------------------------------- */

void tl_kernel_handle_free(tl_kernel_handle *h)
{
    if (!h)
        return;
    if (h->release)
        h->release(h->module);
    for (int i = 0; i < h->nkernels; i++) {
        rt_kernel *k = &h->kernels[i];
        for (int p = 0; p < k->nparams; p++) {
            free(k->params[p].name);
            for (int d = 0; d < TL_IR_MAX_DIMS; d++) {
                free(k->params[p].dim_expr[d]);
                free(k->params[p].dim_text[d]);
            }
        }
        for (int v = 0; v < k->nvars; v++)
            free(k->vars[v]);
        free(k->params);
        free(k->vars);
        free(k->name);
    }
    free(h->kernels);
    free(h->path);
    free(h);
}

const char *tl_kernel_handle_path(const tl_kernel_handle *h) { return h ? h->path : NULL; }
const char *tl_kernel_handle_exec(const tl_kernel_handle *h) { return h ? h->exec : NULL; }
bool tl_kernel_handle_cache_hit(const tl_kernel_handle *h) { return h && h->cache_hit; }
int tl_kernel_handle_nkernels(const tl_kernel_handle *h) { return h ? h->nkernels : 0; }

const char *tl_kernel_handle_kernel_name(const tl_kernel_handle *h, int i)
{
    return h && i >= 0 && i < h->nkernels ? h->kernels[i].name : NULL;
}

static bool copy_signature(rt_kernel *dst, const tl_kernel *k, tl_error *err)
{
    dst->name = strdup(k->name);
    dst->nparams = (int)k->nparams;
    dst->params = calloc(k->nparams ? k->nparams : 1, sizeof *dst->params);
    dst->nvars = (int)k->nshape_vars;
    dst->vars = calloc(k->nshape_vars ? k->nshape_vars : 1, sizeof *dst->vars);
    if (!dst->name || !dst->params || !dst->vars)
        return tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    for (size_t v = 0; v < k->nshape_vars; v++)
        if (!(dst->vars[v] = strdup(k->shape_vars[v]->name)))
            return tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    for (size_t i = 0; i < k->nparams; i++) {
        const tl_param *p = &k->params[i];
        rt_param *q = &dst->params[i];
        if (!(q->name = strdup(p->name)))
            return tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
        q->is_tensor = p->is_tensor;
        if (!p->is_tensor) {
            q->dtype = p->var ? p->var->dtype : TL_DT_INVALID;
            continue;
        }
        q->dtype = p->buf->dtype;
        q->ndim = p->buf->ndim;
        for (int d = 0; d < q->ndim; d++) {
            const tl_expr *e = p->buf->dims[d];
            q->dim_var[d] = -1;
            if (tl_ir_is_const_int(e, &q->dim_const[d]))
                continue;
            if (e && e->kind == TL_EXPR_VAR)
                for (size_t v = 0; v < k->nshape_vars; v++)
                    if (k->shape_vars[v] == e->var)
                        q->dim_var[d] = (int)v;
            if (e && e->kind != TL_EXPR_VAR && e->kind != TL_EXPR_INT) {
                char text[200];
                if (!(q->dim_expr[d] = malloc(sizeof *q->dim_expr[d])) ||
                    !(q->dim_text[d] = strdup(tl_dim_text(e, text, sizeof text))))
                    return tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
                if (k->nshape_vars > TL_DIM_MAX_VARS || !tl_dim_compile(k, e, q->dim_expr[d]))
                    return tl_error_set(err, TL_ERR_INVALID, "kernel %s: dim %d of parameter %s, %s, is too long an expression",
                                        k->name, d, p->name, text);
                q->dim_var[d] = -2;
            }
            if (q->dim_var[d] == -1)
                return tl_error_set(err, TL_ERR_INTERNAL,
                                    "kernel %s: dim %d of parameter %s is neither a constant nor a shape variable",
                                    k->name, d, p->name);
        }
    }
    return true;
}

tl_kernel_handle *tl_handle_new(const struct tl_compilation *c, tl_error *err)
{
    const tl_exec_backend *e = tl_context_execution_backend(c->ctx);
    const tl_target_kind *kind = tl_context_target(c->ctx)->kind;
    const tl_module *m = c->module;
    if (!m || m->nkernels == 0) {
        tl_error_set(err, TL_ERR_INVALID, "execution backend %s: the module has no kernel", e->name);
        return NULL;
    }
    tl_kernel_handle *h = calloc(1, sizeof *h);
    if (!h || !(h->kernels = calloc(m->nkernels, sizeof *h->kernels))) {
        free(h);
        tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
        return NULL;
    }
    h->exec = e->name;
    h->device_type = kind->device_type;
    h->device_type_name = kind->device_type_name;
    h->device_label = kind->device_label;
    h->nkernels = (int)m->nkernels;
    for (size_t i = 0; i < m->nkernels; i++)
        if (!copy_signature(&h->kernels[i], m->kernels[i], err)) {
            tl_kernel_handle_free(h);
            return NULL;
        }
    return h;
}

void tl_handle_set_launch(tl_kernel_handle *h, int i, tl_launch_fn *launch, void *fn)
{
    h->kernels[i].launch = launch;
    h->kernels[i].fn = fn;
    h->kernels[i].packed = NULL;
}

void tl_handle_set_packed(tl_kernel_handle *h, int i, tl_packed_fn *packed)
{
    h->kernels[i].packed = packed;
    h->kernels[i].launch = NULL;
}

void tl_handle_own(tl_kernel_handle *h, void *module, void (*release)(void *module), const char *path,
                   bool cache_hit)
{
    h->module = module;
    h->release = release;
    free(h->path);
    h->path = path ? strdup(path) : NULL;
    h->cache_hit = cache_hit;
}

/* ---- argument checks --------------------------------------------------- */

static bool arg_error(tl_error *err, int i, const rt_param *p, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static bool arg_error(tl_error *err, int i, const rt_param *p, const char *fmt, ...)
{
    char what[900];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    return tl_error_set(err, TL_ERR_INVALID, "argument %d (%s): %s", i, p->name, what);
}

static const char *any_name(const tl_any *a)
{
    switch (a->type) {
    case TL_ANY_NONE: return "none";
    case TL_ANY_INT: return "an int";
    case TL_ANY_FLOAT: return "a float";
    case TL_ANY_STR: return "a string";
    case TL_ANY_PTR: return "a pointer";
    case TL_ANY_TENSOR: return "a tensor";
    }
    return "an unknown tl_any type";
}

static void dims_text(char *buf, size_t cap, const int64_t *v, int n)
{
    size_t at = (size_t)snprintf(buf, cap, "[");
    for (int d = 0; d < n && at < cap; d++)
        at += (size_t)snprintf(buf + at, cap - at, "%s%" PRId64, d ? ", " : "", v[d]);
    if (at < cap)
        snprintf(buf + at, cap - at, "]");
}

/* Checks tensor argument i against p, binding shape variables into dims
 * (bound[v] says which are bound). */
static bool check_tensor(const tl_kernel_handle *h, int i, const rt_param *p, const rt_kernel *k, const tl_any *a,
                         int64_t *dims, bool *bound, int *device_arg, int *device_id, void **data, tl_error *err)
{
    if (a->type != TL_ANY_TENSOR)
        return arg_error(err, i, p, "expected a tensor (TL_ANY_TENSOR), got %s", any_name(a));
    const DLTensor *t = a->v.p;
    if (!t)
        return arg_error(err, i, p, "expected a tensor (TL_ANY_TENSOR), got a NULL DLTensor pointer");
    if (t->ndim != p->ndim)
        return arg_error(err, i, p, "expected ndim %d, got %d", p->ndim, t->ndim);
    if (!tl_dtype_matches_dlpack(p->dtype, t->dtype.code, t->dtype.bits, t->dtype.lanes)) {
        char got[64];
        tl_dlpack_type_name(t->dtype.code, t->dtype.bits, t->dtype.lanes, got, sizeof got);
        return arg_error(err, i, p, "expected dtype %s, got %s", tl_dtype_name(p->dtype), got);
    }
    if ((int)t->device.device_type != h->device_type)
        return arg_error(err, i, p, "expected a %s tensor (%s), got device type %d", h->device_label,
                         h->device_type_name, (int)t->device.device_type);
    /* one launch runs on one device: every tensor on the first tensor's */
    if (t->device.device_id < 0)
        return arg_error(err, i, p, "device id %d is negative", (int)t->device.device_id);
    if (*device_arg < 0) {
        *device_arg = i;
        *device_id = t->device.device_id;
    } else if (t->device.device_id != *device_id) {
        return arg_error(err, i, p, "expected device id %d (that of argument %d), got %d", *device_id, *device_arg,
                         (int)t->device.device_id);
    }
    if (!t->data)
        return arg_error(err, i, p, "data is NULL");
    /* a packed 4-bit tensor starts on a byte; its size is checked at a byte
     * per element, as both hosts check it */
    bool packed = tl_dtype_is_packed(p->dtype);
    uint64_t esize = p->dtype == TL_DT_BOOL || packed ? 1 : (uint64_t)tl_dtype_bits(p->dtype) / 8;
    if (t->byte_offset % esize != 0)
        return arg_error(err, i, p, "byte_offset %" PRIu64 " is not a multiple of the element size %" PRIu64,
                         (uint64_t)t->byte_offset, esize);
    if (p->ndim > 0 && !t->shape)
        return arg_error(err, i, p, "shape is NULL");
    uint64_t bytes = esize;
    for (int d = 0; d < p->ndim; d++) {
        if (t->shape[d] < 1 || t->shape[d] > INT32_MAX)
            return arg_error(err, i, p, "dim %d is %" PRId64 ", outside [1, 2147483647]", d, t->shape[d]);
        if (__builtin_mul_overflow(bytes, (uint64_t)t->shape[d], &bytes) || bytes > (uint64_t)PTRDIFF_MAX)
            return arg_error(err, i, p, "its shape holds more bytes than memory can (over 2^63)");
    }
    if (t->strides) {
        int64_t want_s[TL_IR_MAX_DIMS], s = 1;
        bool ok = true;
        for (int d = p->ndim - 1; d >= 0; d--) {
            want_s[d] = s;
            if (t->shape[d] != 1 && t->strides[d] != s)
                ok = false;
            s *= t->shape[d] ? t->shape[d] : 1;
        }
        if (!ok) {
            char w[256], g[256];
            dims_text(w, sizeof w, want_s, p->ndim);
            dims_text(g, sizeof g, t->strides, p->ndim);
            return arg_error(err, i, p, "expected compact row-major strides %s, got %s", w, g);
        }
    }
    bool ok = true;
    for (int d = 0; d < p->ndim; d++) {
        int v = p->dim_var[d];
        if (v == -2) {
            continue; /* a shape expression: checked once every variable is bound */
        } else if (v < 0) {
            ok = ok && t->shape[d] == p->dim_const[d];
        } else if (!bound[v]) {
            bound[v] = true;
            dims[v] = t->shape[d];
        } else {
            ok = ok && t->shape[d] == dims[v];
        }
    }
    if (!ok) {
        char w[512], g[256];
        size_t at = (size_t)snprintf(w, sizeof w, "[");
        for (int d = 0; d < p->ndim && at < sizeof w; d++) {
            int v = p->dim_var[d];
            if (v == -2) /* checked later; shown as given, as the host codegens do */
                at += (size_t)snprintf(w + at, sizeof w - at, "%s%" PRId64, d ? ", " : "", t->shape[d]);
            else if (v < 0)
                at += (size_t)snprintf(w + at, sizeof w - at, "%s%" PRId64, d ? ", " : "", p->dim_const[d]);
            else if (bound[v])
                at += (size_t)snprintf(w + at, sizeof w - at, "%s%" PRId64, d ? ", " : "", dims[v]);
            else
                at += (size_t)snprintf(w + at, sizeof w - at, "%s%s", d ? ", " : "", k->vars[v]);
        }
        if (at < sizeof w)
            snprintf(w + at, sizeof w - at, "]");
        dims_text(g, sizeof g, t->shape, p->ndim);
        return arg_error(err, i, p, "expected shape %s, got %s", w, g);
    }
    /* in integers: a byte_offset past the end of memory wraps, as the caller
     * asked, instead of being undefined pointer arithmetic */
    *data = (void *)((uintptr_t)t->data + (uintptr_t)t->byte_offset);
    return true;
}

/* The shape expressions of tensor argument i (already checked by
 * check_tensor), once every shape variable is bound: the words are the host
 * codegens' too. */
static bool check_dim_exprs(int i, const rt_param *p, const tl_any *a, const int64_t *dims, tl_error *err)
{
    for (int d = 0; p->is_tensor && d < p->ndim; d++) {
        if (p->dim_var[d] != -2)
            continue;
        const DLTensor *t = a->v.p;
        int64_t v;
        if (!tl_dim_eval(p->dim_expr[d]->code, p->dim_expr[d]->n, dims, &v))
            return arg_error(err, i, p, "dim %d, %s, cannot be computed (a division by zero or a value past i32)", d,
                             p->dim_text[d]);
        if (v != t->shape[d])
            return arg_error(err, i, p, "dim %d is %s = %" PRId64 ", got %" PRId64, d, p->dim_text[d], v,
                             t->shape[d]);
    }
    return true;
}

typedef union scalar {
    int64_t i;
    uint64_t u;
    double f64;
    float f32;
    uint16_t h;
    unsigned char bytes[8];
} scalar;

static bool convert_scalar(int i, const rt_param *p, const tl_any *a, scalar *out, tl_error *err)
{
    memset(out, 0, sizeof *out);
    tl_dtype t = p->dtype;
    if (tl_dtype_is_float(t)) {
        double x;
        if (a->type == TL_ANY_FLOAT)
            x = a->v.f;
        else if (a->type == TL_ANY_INT)
            x = (double)a->v.i;
        else
            return arg_error(err, i, p, "expected a float (TL_ANY_FLOAT or TL_ANY_INT), got %s", any_name(a));
        switch (t) {
        case TL_DT_F64: out->f64 = x; break;
        case TL_DT_F32: out->f32 = (float)x; break;
        case TL_DT_F16: out->h = tl_value_f16_from_double(x); break;
        case TL_DT_F8E4M3: case TL_DT_F8E5M2: case TL_DT_E8M0: out->bytes[0] = (unsigned char)tl_value_float_bits(t, x); break;
        default: out->h = tl_value_bf16_from_double(x); break;
        }
        return true;
    }
    if (a->type != TL_ANY_INT)
        return arg_error(err, i, p, "expected %s (TL_ANY_INT), got %s", t == TL_DT_BOOL ? "a bool" : "an integer",
                         any_name(a));
    int64_t v = a->v.i;
    int bits = tl_dtype_bits(t);
    if (t == TL_DT_BOOL) {
        out->bytes[0] = v != 0;
        return true;
    }
    bool in_range;
    if (bits == 64)
        in_range = true; /* u64 takes the two's complement bits of a negative value */
    else if (tl_dtype_is_signed(t))
        in_range = v >= -(INT64_C(1) << (bits - 1)) && v < (INT64_C(1) << (bits - 1));
    else
        in_range = v >= 0 && v < (INT64_C(1) << bits);
    if (!in_range)
        return arg_error(err, i, p, "%" PRId64 " is out of range for %s", v, tl_dtype_name(t));
    switch (bits) {
    case 8: { int8_t x = (int8_t)v; memcpy(out->bytes, &x, 1); break; }
    case 16: { int16_t x = (int16_t)v; memcpy(out->bytes, &x, 2); break; }
    case 32: { int32_t x = (int32_t)v; memcpy(out->bytes, &x, 4); break; }
    default: out->i = v; break;
    }
    return true;
}

/* ---- launching ---------------------------------------------------------- */

#define SMALL 32

static bool launch_checked(const tl_kernel_handle *h, const rt_kernel *k, const tl_any *args, int nargs,
                           const tl_launch_config *cfg, tl_error *err)
{
    if (nargs != k->nparams) {
        char names[700] = "";
        for (int p = 0; p < k->nparams; p++)
            snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s", p ? ", " : "", k->params[p].name);
        return tl_error_set(err, TL_ERR_INVALID, "kernel %s: expected %d argument%s (%s), got %d", k->name,
                            k->nparams, k->nparams == 1 ? "" : "s", names, nargs);
    }
    void *ptr_small[SMALL];
    scalar sc_small[SMALL];
    int64_t dims_small[SMALL];
    bool bound_small[SMALL];
    int np = k->nparams, nv = k->nvars;
    void **ptrs = np <= SMALL ? ptr_small : malloc(sizeof *ptrs * (size_t)np);
    scalar *sc = np <= SMALL ? sc_small : malloc(sizeof *sc * (size_t)np);
    int64_t *dims = nv <= SMALL ? dims_small : malloc(sizeof *dims * (size_t)nv);
    bool *bound = nv <= SMALL ? bound_small : malloc(sizeof *bound * (size_t)nv);
    bool ok = ptrs && sc && dims && bound;
    if (!ok)
        tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    for (int v = 0; ok && v < nv; v++)
        bound[v] = false, dims[v] = 0;
    int device_arg = -1, device_id = 0;
    for (int i = 0; ok && i < np; i++) {
        const rt_param *p = &k->params[i];
        if (p->is_tensor) {
            ok = check_tensor(h, i, p, k, &args[i], dims, bound, &device_arg, &device_id, &ptrs[i], err);
        } else {
            ok = convert_scalar(i, p, &args[i], &sc[i], err);
            ptrs[i] = &sc[i];
        }
    }
    for (int v = 0; ok && v < nv; v++)
        if (!bound[v])
            ok = tl_error_set(err, TL_ERR_INVALID, "kernel %s: shape variable %s is bound by no argument", k->name,
                              k->vars[v]);
    for (int i = 0; ok && i < np; i++)
        ok = check_dim_exprs(i, &k->params[i], &args[i], dims, err);
    if (ok) {
        tl_error inner = { 0 };
        int rc = k->launch(k->fn, ptrs, dims, cfg, &inner);
        if (rc != 0 && inner.msg[0])
            ok = tl_error_set(err, inner.code ? inner.code : TL_ERR_INTERNAL, "kernel %s: %s", k->name, inner.msg);
        else if (rc != 0)
            ok = tl_error_set(err, TL_ERR_INTERNAL, "kernel %s: its launch returned %d", k->name, rc);
    }
    if (ptrs != ptr_small)
        free(ptrs);
    if (sc != sc_small)
        free(sc);
    if (dims != dims_small)
        free(dims);
    if (bound != bound_small)
        free(bound);
    return ok;
}

/* self points to the launch's tl_launch_config; a packed function may
 * ignore it (NULL self means the defaults). */
static bool launch_packed(const rt_kernel *k, const tl_any *args, int nargs, const tl_launch_config *cfg,
                          tl_error *err)
{
    tl_any ret;
    memset(&ret, 0, sizeof ret);
    int rc = k->packed((void *)cfg, args, nargs, &ret);
    if (rc == 0)
        return true;
    if (ret.type == TL_ANY_STR && ret.v.s)
        return tl_error_set(err, TL_ERR_INVALID, "%s", ret.v.s);
    if (cfg->why && cfg->why[0]) /* the launch entry point said why, after the checks */
        return tl_error_set(err, TL_ERR_INTERNAL, "kernel %s: %s", k->name, cfg->why);
    return tl_error_set(err, TL_ERR_INTERNAL, "kernel %s: its packed function returned %d", k->name, rc);
}

bool tl_kernel_launch(tl_kernel_handle *h, const char *kernel, const tl_any *args, int nargs, int nworkers,
                      tl_error *err)
{
    if (!h)
        return tl_error_set(err, TL_ERR_INVALID, "no kernel handle");
    const rt_kernel *k = NULL;
    if (!kernel) {
        k = &h->kernels[0];
    } else {
        for (int i = 0; i < h->nkernels && !k; i++)
            if (strcmp(h->kernels[i].name, kernel) == 0)
                k = &h->kernels[i];
        if (!k) {
            char names[700] = "";
            for (int i = 0; i < h->nkernels; i++)
                snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s", i ? ", " : "",
                         h->kernels[i].name);
            return tl_error_set(err, TL_ERR_NOT_FOUND, "no kernel '%s' in this module (kernels: %s)", kernel, names);
        }
    }
    if (nargs < 0 || (nargs > 0 && !args))
        return tl_error_set(err, TL_ERR_INVALID, "kernel %s: no argument array (args NULL, nargs %d)", k->name, nargs);
    if (nworkers < 0)
        return tl_error_set(err, TL_ERR_INVALID, "kernel %s: nworkers is %d (0: one per core)", k->name, nworkers);
    char why[512] = "";
    tl_launch_config cfg = { .nworkers = nworkers, .why = why, .why_cap = sizeof why };
    if (k->packed)
        return launch_packed(k, args, nargs, &cfg, err);
    if (k->launch)
        return launch_checked(h, k, args, nargs, &cfg, err);
    return tl_error_set(err, TL_ERR_INTERNAL, "kernel %s: the execution backend gave it no entry point", k->name);
}
