/*
 * runtime.c: kernel handles and launches (runtime.h). A handle holds the
 * loaded shared object (build.c) and the kernels' signatures copied out of
 * the IR; a launch checks the arguments against them (cython) or hands them
 * to the packed function of the host code (tvm_ffi).
 *
 * How a compilation becomes callable depends on where its device and host
 * code are: C source, or the LLVM module of the llvm codegens (the table
 * `routes` below, read by tl_runtime_load; nothing asks for target kinds):
 *   device C,    host none/C  a shared object built by the system compiler
 *   device LLVM, host LLVM    ORC LLJIT in process, nothing written (jit.c)
 *   device LLVM, host C       the host source compiled to an object (cached
 *                             like the C target's artifacts) and linked by
 *                             the JIT with the device module, so that both
 *                             resolve libtilec's tilec_rt_* in process
 *   device C,    host LLVM    the device source built as a shared object; the
 *                             JIT runs the host module with its launch
 *                             functions
 */
#include <dlfcn.h>
#include <dlpack/dlpack.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compile/compile.h"
#include "interp/interp.h"
#include "ir/ir.h"
#include "runtime/internal.h"
#include "runtime/runtime.h"

typedef int launch_fn(void *const *args, const int64_t *dims, int nworkers);

typedef struct rt_param {
    char *name;
    bool is_tensor;
    tl_dtype dtype;
    int ndim;
    int64_t dim_const[TL_IR_MAX_DIMS]; /* when dim_var is -1 */
    int dim_var[TL_IR_MAX_DIMS];       /* index in the kernel's shape variables, or -1 */
} rt_param;

typedef struct rt_kernel {
    char *name;
    rt_param *params;
    int nparams;
    char **vars; /* shape variable names */
    int nvars;
    launch_fn *launch;   /* cython */
    tl_packed_fn *packed; /* tvm_ffi */
} rt_kernel;

/* Where one side of the generated code is. */
typedef enum code_form { IN_NONE, IN_C, IN_LLVM } code_form;

typedef enum route {
    ROUTE_SHARED_OBJECT, /* C: build a .so, dlopen it */
    ROUTE_JIT,           /* the LLVM module, JIT'd */
    ROUTE_JIT_HOST_OBJ,  /* the LLVM device module and the C host source as an object, JIT'd together */
    ROUTE_SO_JIT_HOST,   /* the C device as a .so, the LLVM host module JIT'd against it */
} route;

static const struct {
    code_form device, host;
    route how;
} routes[] = {
    { IN_C, IN_NONE, ROUTE_SHARED_OBJECT },
    { IN_C, IN_C, ROUTE_SHARED_OBJECT },
    { IN_LLVM, IN_LLVM, ROUTE_JIT },
    { IN_LLVM, IN_C, ROUTE_JIT_HOST_OBJ },
    { IN_C, IN_LLVM, ROUTE_SO_JIT_HOST },
};

enum { EXEC_CYTHON, EXEC_TVM_FFI };

struct tl_kernel_handle {
    int exec;
    rt_kernel *kernels;
    int nkernels;
    tl_rt_artifact art;
    tl_rt_jit *jit; /* NULL unless a route JITs */
};

/* ---- handles ----------------------------------------------------------- */

void tl_kernel_handle_free(tl_kernel_handle *h)
{
    if (!h)
        return;
    for (int i = 0; i < h->nkernels; i++) {
        rt_kernel *k = &h->kernels[i];
        for (int p = 0; p < k->nparams; p++)
            free(k->params[p].name);
        for (int v = 0; v < k->nvars; v++)
            free(k->vars[v]);
        free(k->params);
        free(k->vars);
        free(k->name);
    }
    free(h->kernels);
    tl_rt_jit_free(h->jit); /* before the library its code may call is unloaded */
    tl_rt_artifact_release(&h->art);
    free(h);
}

const char *tl_kernel_handle_path(const tl_kernel_handle *h) { return h ? h->art.path : NULL; }
const char *tl_kernel_handle_exec(const tl_kernel_handle *h) { return h->exec == EXEC_CYTHON ? "cython" : "tvm_ffi"; }
bool tl_kernel_handle_cache_hit(const tl_kernel_handle *h) { return h && h->art.cache_hit; }
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
            if (q->dim_var[d] < 0)
                return tl_error_set(err, TL_ERR_INTERNAL,
                                    "kernel %s: dim %d of parameter %s is neither a constant nor a shape variable",
                                    k->name, d, p->name);
        }
    }
    return true;
}

tl_kernel_handle *tl_runtime_load(struct tl_compilation *c, const char *exec, tl_error *err)
{
    bool tvm = strcmp(exec, "tvm_ffi") == 0;
    const tl_target *target = tl_context_target(c->ctx);
    const tl_target *host = tl_context_target_host(c->ctx);
    if (c->device_source.failed || c->host_source.failed) {
        tl_error_set(err, TL_ERR_INTERNAL, "execution backend %s: the generated source was truncated (out of memory)",
                     exec);
        return NULL;
    }
    const tl_module *m = c->module;
    if (!m || m->nkernels == 0) {
        tl_error_set(err, TL_ERR_INVALID, "execution backend %s: the module has no kernel", exec);
        return NULL;
    }
    bool dev_llvm, host_llvm;
    tl_rt_jit_inspect(c, m->kernels[0]->name, &dev_llvm, &host_llvm);
    code_form dform = dev_llvm ? IN_LLVM : c->device_source.len ? IN_C : IN_NONE;
    code_form hform = !tvm ? IN_NONE : host_llvm ? IN_LLVM : c->host_source.len ? IN_C : IN_NONE;
    if (dform == IN_C && c->device_lang && strcmp(c->device_lang, "c") != 0) {
        tl_error_set(err, TL_ERR_NOT_IMPLEMENTED, "execution backend %s: device source in '%s', not C", exec,
                     c->device_lang);
        return NULL;
    }
    if (dform == IN_NONE) {
        tl_error_set(err, TL_ERR_INVALID, "execution backend %s: no device source to build (did the codegen run?)",
                     exec);
        return NULL;
    }
    if (tvm && hform == IN_NONE) {
        tl_error_set(err, TL_ERR_INVALID, "execution backend tvm_ffi: no host source to build (did the host codegen run?)");
        return NULL;
    }
    if (!tvm && dform == IN_LLVM) {
        tl_error_set(err, TL_ERR_NOT_IMPLEMENTED,
                     "execution backend %s: the device code is an LLVM module, which runs through tvm_ffi", exec);
        return NULL;
    }
    route how = ROUTE_SHARED_OBJECT;
    for (size_t i = 0; i < sizeof routes / sizeof *routes; i++)
        if (routes[i].device == dform && routes[i].host == hform)
            how = routes[i].how;

    char tjson[1024], hjson[1024] = "";
    tl_target_to_json(target, tjson, sizeof tjson);
    if (tvm && host)
        tl_target_to_json(host, hjson, sizeof hjson);
    const char *mcpu = tl_target_attr(target, "mcpu");
    char march[64];
    snprintf(march, sizeof march, "%s", mcpu && *mcpu && strspn(mcpu, "abcdefghijklmnopqrstuvwxyz0123456789-_.") == strlen(mcpu) ? mcpu : "native");
    const tl_backend *b = tl_context_module(c->ctx);
    tl_rt_build_input in = {
        .exec = exec,
        .target_json = tjson,
        .host_json = hjson,
        .march = march,
        .spec_hash = b ? (unsigned long long)b->spec_hash : 0,
        .device_source = tl_strbuf_cstr(&c->device_source),
        .host_source = tvm && hform == IN_C ? tl_strbuf_cstr(&c->host_source) : NULL,
        .object = how == ROUTE_JIT_HOST_OBJ,
    };
    if (how == ROUTE_JIT_HOST_OBJ)
        in.device_source = NULL;

    tl_kernel_handle *h = calloc(1, sizeof *h);
    if (!h) {
        tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
        return NULL;
    }
    h->exec = tvm ? EXEC_TVM_FFI : EXEC_CYTHON;
    h->kernels = calloc(m->nkernels, sizeof *h->kernels);
    if (!h->kernels) {
        free(h);
        tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
        return NULL;
    }
    h->nkernels = (int)m->nkernels;
    for (size_t i = 0; i < m->nkernels; i++)
        if (!copy_signature(&h->kernels[i], m->kernels[i], err)) {
            tl_kernel_handle_free(h);
            return NULL;
        }
    if (how != ROUTE_JIT && !tl_rt_build(&in, &h->art, err)) {
        tl_kernel_handle_free(h);
        return NULL;
    }
    if (how != ROUTE_SHARED_OBJECT) {
        /* ROUTE_SO_JIT_HOST: the host module calls the library's launch functions */
        tl_rt_symbol *syms = calloc((size_t)h->nkernels, sizeof *syms);
        char(*names)[512] = calloc((size_t)h->nkernels, sizeof *names);
        size_t nsyms = 0;
        bool ok = syms && names;
        for (int i = 0; ok && how == ROUTE_SO_JIT_HOST && i < h->nkernels; i++) {
            snprintf(names[i], sizeof names[i], "tilec_launch_%s", h->kernels[i].name);
            syms[nsyms].name = names[i];
            if (!(syms[nsyms++].addr = dlsym(h->art.dl, names[i])))
                ok = tl_error_set(err, TL_ERR_INVALID, "execution backend %s: %s defines no %s (the device source lacks kernel %s)",
                                  exec, h->art.path, names[i], h->kernels[i].name);
        }
        if (!syms || !names)
            tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
        if (ok)
            h->jit = tl_rt_jit_create(c, how == ROUTE_JIT_HOST_OBJ ? h->art.path : NULL, syms, nsyms, err);
        free(syms);
        free(names);
        if (!h->jit) {
            tl_kernel_handle_free(h);
            return NULL;
        }
    }
    for (int i = 0; i < h->nkernels; i++) {
        rt_kernel *k = &h->kernels[i];
        char sym[512];
        snprintf(sym, sizeof sym, tvm ? "tilec_packed_%s" : "tilec_launch_%s", k->name);
        if (h->jit) {
            if (!(k->packed = (tl_packed_fn *)tl_rt_jit_lookup(h->jit, sym, err))) {
                tl_kernel_handle_free(h);
                return NULL;
            }
            continue;
        }
        void *f = dlsym(h->art.dl, sym);
        if (!f) {
            tl_error_set(err, TL_ERR_INVALID, "execution backend %s: %s defines no %s (the %s source lacks kernel %s)",
                         exec, h->art.path, sym, tvm ? "host" : "device", k->name);
            tl_kernel_handle_free(h);
            return NULL;
        }
        /* dlsym gives an object pointer; POSIX guarantees it converts to a function pointer */
        if (tvm)
            memcpy(&k->packed, &f, sizeof f);
        else
            memcpy(&k->launch, &f, sizeof f);
    }
    return h;
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

/* The DLPack type of a tile dtype (bool: uint8). */
static DLDataType dl_of(tl_dtype t)
{
    DLDataType d = { kDLUInt, 8, 1 };
    if (t == TL_DT_BOOL)
        return d;
    d.bits = (uint8_t)tl_dtype_bits(t);
    d.code = t == TL_DT_BF16 ? kDLBfloat : tl_dtype_is_float(t) ? kDLFloat : tl_dtype_is_signed(t) ? kDLInt : kDLUInt;
    return d;
}

static void dl_name(DLDataType d, char *buf, size_t cap)
{
    const char *p = d.code == kDLInt ? "i" : d.code == kDLUInt ? "u" : d.code == kDLFloat ? "f"
                  : d.code == kDLBfloat ? "bf" : NULL;
    if (d.code == 6 && d.bits == 8) /* kDLBool of DLPack 0.8+ */
        snprintf(buf, cap, "bool");
    else if (p)
        snprintf(buf, cap, "%s%u", p, (unsigned)d.bits);
    else
        snprintf(buf, cap, "type code %u bits %u", (unsigned)d.code, (unsigned)d.bits);
    if (d.lanes != 1)
        snprintf(buf + strlen(buf), cap - strlen(buf), "x%u", (unsigned)d.lanes);
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
static bool check_tensor(int i, const rt_param *p, const rt_kernel *k, const tl_any *a, int64_t *dims, bool *bound,
                         void **data, tl_error *err)
{
    if (a->type != TL_ANY_TENSOR)
        return arg_error(err, i, p, "expected a tensor (TL_ANY_TENSOR), got %s", any_name(a));
    const DLTensor *t = a->v.p;
    if (!t)
        return arg_error(err, i, p, "expected a tensor (TL_ANY_TENSOR), got a NULL DLTensor pointer");
    if (t->ndim != p->ndim)
        return arg_error(err, i, p, "expected ndim %d, got %d", p->ndim, t->ndim);
    DLDataType want = dl_of(p->dtype);
    bool bool_ok = p->dtype == TL_DT_BOOL && t->dtype.code == 6 && t->dtype.bits == 8 && t->dtype.lanes == 1;
    if (!bool_ok && (t->dtype.code != want.code || t->dtype.bits != want.bits || t->dtype.lanes != 1)) {
        char got[64];
        dl_name(t->dtype, got, sizeof got);
        return arg_error(err, i, p, "expected dtype %s, got %s", tl_dtype_name(p->dtype), got);
    }
    if (t->device.device_type != kDLCPU)
        return arg_error(err, i, p, "expected a CPU tensor (kDLCPU), got device type %d", (int)t->device.device_type);
    if (!t->data)
        return arg_error(err, i, p, "data is NULL");
    uint64_t esize = p->dtype == TL_DT_BOOL ? 1 : (uint64_t)tl_dtype_bits(p->dtype) / 8;
    if (t->byte_offset % esize != 0)
        return arg_error(err, i, p, "byte_offset %" PRIu64 " is not a multiple of the element size %" PRIu64,
                         (uint64_t)t->byte_offset, esize);
    if (p->ndim > 0 && !t->shape)
        return arg_error(err, i, p, "shape is NULL");
    for (int d = 0; d < p->ndim; d++)
        if (t->shape[d] < 1 || t->shape[d] > INT32_MAX)
            return arg_error(err, i, p, "dim %d is %" PRId64 ", outside [1, 2147483647]", d, t->shape[d]);
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
        if (v < 0) {
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
            if (v < 0)
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
    *data = (char *)t->data + t->byte_offset;
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
        case TL_DT_F16: out->h = tl_interp_f16_from_double(x); break;
        default: out->h = tl_interp_bf16_from_double(x); break;
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

static bool launch_cython(const rt_kernel *k, const tl_any *args, int nargs, int nworkers, tl_error *err)
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
    for (int i = 0; ok && i < np; i++) {
        const rt_param *p = &k->params[i];
        if (p->is_tensor) {
            ok = check_tensor(i, p, k, &args[i], dims, bound, &ptrs[i], err);
        } else {
            ok = convert_scalar(i, p, &args[i], &sc[i], err);
            ptrs[i] = &sc[i];
        }
    }
    for (int v = 0; ok && v < nv; v++)
        if (!bound[v])
            ok = tl_error_set(err, TL_ERR_INVALID, "kernel %s: shape variable %s is bound by no argument", k->name,
                              k->vars[v]);
    if (ok) {
        int rc = k->launch(ptrs, dims, nworkers);
        if (rc != 0)
            ok = tl_error_set(err, TL_ERR_INTERNAL, "kernel %s: tilec_launch_%s returned %d", k->name, k->name, rc);
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

/* self points to the int nworkers (0: one per core); a packed function may
 * ignore it (NULL self means 0). */
static bool launch_packed(const rt_kernel *k, const tl_any *args, int nargs, int nworkers, tl_error *err)
{
    tl_any ret;
    memset(&ret, 0, sizeof ret);
    int rc = k->packed(&nworkers, args, nargs, &ret);
    if (rc == 0)
        return true;
    if (ret.type == TL_ANY_STR && ret.v.s)
        return tl_error_set(err, TL_ERR_INVALID, "%s", ret.v.s);
    return tl_error_set(err, TL_ERR_INTERNAL, "kernel %s: tilec_packed_%s returned %d", k->name, k->name, rc);
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
    if (h->exec == EXEC_TVM_FFI)
        return launch_packed(k, args, nargs, nworkers, err);
    return launch_cython(k, args, nargs, nworkers, err);
}
