/*
 * fixture_host.c: a hand-written host source for fixture.tile, as the host
 * codegen `c` writes one (src/compile/compile.h): tilec_packed_NAME takes
 * tl_any arguments (DLTensor pointers, scalars), checks them with the
 * messages of src/runtime/runtime.h, binds the shape variables and calls
 * tilec_launch_NAME with self, the launch configuration.
 */
#include <dlpack/dlpack.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef enum { TL_ANY_NONE, TL_ANY_INT, TL_ANY_FLOAT, TL_ANY_STR, TL_ANY_PTR, TL_ANY_TENSOR } tl_any_type;
typedef struct tl_any {
    tl_any_type type;
    union { int64_t i; double f; const char *s; void *p; } v;
} tl_any;

int tilec_launch_scale_rows(void *const *args, const int64_t *dims, const void *self);
int tilec_launch_iota(void *const *args, const int64_t *dims, const void *self);
int tilec_packed_scale_rows(void *self, const tl_any *args, int nargs, tl_any *ret);
int tilec_packed_iota(void *self, const tl_any *args, int nargs, tl_any *ret);

static _Thread_local char message[512];

static int fail(tl_any *ret, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(message, sizeof message, fmt, ap);
    va_end(ap);
    ret->type = TL_ANY_STR;
    ret->v.s = message;
    return -1;
}

static const char *any_name(const tl_any *a)
{
    static const char *const names[] = { "none", "an int", "a float", "a string", "a pointer", "a tensor" };
    return (unsigned)a->type < 6 ? names[a->type] : "an unknown tl_any type";
}

static void list(char *buf, size_t cap, const int64_t *v, int n)
{
    size_t at = (size_t)snprintf(buf, cap, "[");
    for (int d = 0; d < n && at < cap; d++)
        at += (size_t)snprintf(buf + at, cap - at, "%s%" PRId64, d ? ", " : "", v[d]);
    if (at < cap)
        snprintf(buf + at, cap - at, "]");
}

/* A tensor parameter: dims[d] >= 0 is a constant, -1 - j is shape variable j. */
typedef struct param {
    const char *name, *dtype;
    uint8_t code, bits;
    int ndim;
    int64_t dims[2];
} param;

static int check_tensor(int i, const param *p, const tl_any *a, int64_t *vars, int *bound, const char *const *vnames,
                        void **data, tl_any *ret)
{
    if (a->type != TL_ANY_TENSOR)
        return fail(ret, "argument %d (%s): expected a tensor (TL_ANY_TENSOR), got %s", i, p->name, any_name(a));
    const DLTensor *t = a->v.p;
    if (!t)
        return fail(ret, "argument %d (%s): expected a tensor (TL_ANY_TENSOR), got a NULL DLTensor pointer", i, p->name);
    if (t->ndim != p->ndim)
        return fail(ret, "argument %d (%s): expected ndim %d, got %d", i, p->name, p->ndim, t->ndim);
    if (t->dtype.code != p->code || t->dtype.bits != p->bits || t->dtype.lanes != 1) {
        const char *c = t->dtype.code == kDLInt ? "i" : t->dtype.code == kDLUInt ? "u" : t->dtype.code == kDLFloat ? "f" : "bf";
        return fail(ret, "argument %d (%s): expected dtype %s, got %s%u", i, p->name, p->dtype, c, (unsigned)t->dtype.bits);
    }
    if (t->device.device_type != kDLCPU)
        return fail(ret, "argument %d (%s): expected a CPU tensor (kDLCPU), got device type %d", i, p->name,
                    (int)t->device.device_type);
    if (!t->data)
        return fail(ret, "argument %d (%s): data is NULL", i, p->name);
    if (t->byte_offset % (p->bits / 8))
        return fail(ret, "argument %d (%s): byte_offset %" PRIu64 " is not a multiple of the element size %d", i, p->name,
                    (uint64_t)t->byte_offset, p->bits / 8);
    if (!t->shape)
        return fail(ret, "argument %d (%s): shape is NULL", i, p->name);
    for (int d = 0; d < p->ndim; d++)
        if (t->shape[d] < 1 || t->shape[d] > INT32_MAX)
            return fail(ret, "argument %d (%s): dim %d is %" PRId64 ", outside [1, 2147483647]", i, p->name, d, t->shape[d]);
    if (t->strides) {
        int64_t want[2], s = 1;
        int ok = 1;
        for (int d = p->ndim - 1; d >= 0; d--) {
            want[d] = s;
            if (t->shape[d] != 1 && t->strides[d] != s)
                ok = 0;
            s *= t->shape[d] ? t->shape[d] : 1;
        }
        if (!ok) {
            char w[128], g[128];
            list(w, sizeof w, want, p->ndim);
            list(g, sizeof g, t->strides, p->ndim);
            return fail(ret, "argument %d (%s): expected compact row-major strides %s, got %s", i, p->name, w, g);
        }
    }
    int ok = 1;
    for (int d = 0; d < p->ndim; d++) {
        int64_t e = p->dims[d];
        if (e >= 0)
            ok = ok && t->shape[d] == e;
        else if (!bound[-1 - e])
            bound[-1 - e] = 1, vars[-1 - e] = t->shape[d];
        else
            ok = ok && t->shape[d] == vars[-1 - e];
    }
    if (!ok) {
        char w[256], g[128];
        size_t at = (size_t)snprintf(w, sizeof w, "[");
        for (int d = 0; d < p->ndim; d++) {
            int64_t e = p->dims[d];
            if (e >= 0)
                at += (size_t)snprintf(w + at, sizeof w - at, "%s%" PRId64, d ? ", " : "", e);
            else if (bound[-1 - e])
                at += (size_t)snprintf(w + at, sizeof w - at, "%s%" PRId64, d ? ", " : "", vars[-1 - e]);
            else
                at += (size_t)snprintf(w + at, sizeof w - at, "%s%s", d ? ", " : "", vnames[-1 - e]);
        }
        snprintf(w + at, sizeof w - at, "]");
        list(g, sizeof g, t->shape, p->ndim);
        return fail(ret, "argument %d (%s): expected shape %s, got %s", i, p->name, w, g);
    }
    *data = (char *)t->data + t->byte_offset;
    return 0;
}

int tilec_packed_scale_rows(void *self, const tl_any *args, int nargs, tl_any *ret)
{
    static const param A = { "A", "f32", kDLFloat, 32, 2, { -1, 17 } };
    static const param v = { "v", "f32", kDLFloat, 32, 1, { -1, 0 } };
    static const param C = { "C", "f32", kDLFloat, 32, 2, { -1, 17 } };
    static const char *const vnames[] = { "M" };
    if (nargs != 4)
        return fail(ret, "kernel scale_rows: expected 4 arguments (A, v, alpha, C), got %d", nargs);
    int64_t vars[1] = { 0 };
    int bound[1] = { 0 };
    void *a[4];
    float alpha;
    if (check_tensor(0, &A, &args[0], vars, bound, vnames, &a[0], ret) ||
        check_tensor(1, &v, &args[1], vars, bound, vnames, &a[1], ret))
        return -1;
    if (args[2].type == TL_ANY_FLOAT)
        alpha = (float)args[2].v.f;
    else if (args[2].type == TL_ANY_INT)
        alpha = (float)args[2].v.i;
    else
        return fail(ret, "argument 2 (alpha): expected a float (TL_ANY_FLOAT or TL_ANY_INT), got %s", any_name(&args[2]));
    a[2] = &alpha;
    if (check_tensor(3, &C, &args[3], vars, bound, vnames, &a[3], ret))
        return -1;
    return tilec_launch_scale_rows(a, vars, self);
}

int tilec_packed_iota(void *self, const tl_any *args, int nargs, tl_any *ret)
{
    static const param O = { "O", "i32", kDLInt, 32, 1, { -1, 0 } };
    static const char *const vnames[] = { "N" };
    if (nargs != 2)
        return fail(ret, "kernel iota: expected 2 arguments (O, k), got %d", nargs);
    int64_t vars[1] = { 0 };
    int bound[1] = { 0 };
    void *a[2];
    if (check_tensor(0, &O, &args[0], vars, bound, vnames, &a[0], ret))
        return -1;
    if (args[1].type != TL_ANY_INT)
        return fail(ret, "argument 1 (k): expected an integer (TL_ANY_INT), got %s", any_name(&args[1]));
    if (args[1].v.i < INT32_MIN || args[1].v.i > INT32_MAX)
        return fail(ret, "argument 1 (k): %" PRId64 " is out of range for i32", args[1].v.i);
    int32_t k = (int32_t)args[1].v.i;
    a[1] = &k;
    return tilec_launch_iota(a, vars, self);
}
