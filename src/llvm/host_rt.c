/*
 * host_rt.c: what the packed entry points of the llvm host codegen
 * (host.c) call in libtilec, exported with the tilec_rt_ prefix and
 * resolved by the JIT (jit.c) through tl_host_rt_exports. Each
 * does what the C host codegen's preamble does (src/host/host.c), with the
 * same messages, which are the runtime's (src/runtime/handle.c): the checks
 * of one tensor argument, of its shape against the kernel's, the check and
 * conversion of one scalar argument and the formatting of a failure into ret.
 *
 * Always compiled (with or without LLVM); it needs nothing from LLVM.
 */
#include <dlpack/dlpack.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "ir/ir.h"
#include "ir/shape.h"
#include "ir/value.h"
#include "llvm/host_rt.h"

/* A tl_error's message holds 1024 bytes; a failure's message here as many. */
static _Thread_local char host_msg[1024];

int tilec_rt_host_fail(tl_any *ret, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(host_msg, sizeof host_msg, fmt, ap);
    va_end(ap);
    if (ret) {
        ret->type = TL_ANY_STR;
        ret->v.s = host_msg;
    }
    return -1;
}

static const char *any_name(int type)
{
    switch (type) {
    case TL_ANY_NONE: return "none";
    case TL_ANY_INT: return "an int";
    case TL_ANY_FLOAT: return "a float";
    case TL_ANY_STR: return "a string";
    case TL_ANY_PTR: return "a pointer";
    case TL_ANY_TENSOR: return "a tensor";
    }
    return "an unknown tl_any type";
}

/* "[a, b, c]" */
static const char *dims_text(const int64_t *v, int n, char *buf, size_t cap)
{
    size_t at = (size_t)snprintf(buf, cap, "[");
    for (int d = 0; d < n && at < cap; d++)
        at += (size_t)snprintf(buf + at, cap - at, "%s%lld", d ? ", " : "", (long long)v[d]);
    if (at < cap)
        snprintf(buf + at, cap - at, "]");
    return buf;
}

int tilec_rt_host_tensor(const tl_any *args, int i, const char *name, int ndim, int code, int bits, const char *dtype,
                         tl_any *ret, const int64_t **shape, void **data, int device_type, const char *device)
{
    if (args[i].type != TL_ANY_TENSOR)
        return tilec_rt_host_fail(ret, "argument %d (%s): expected a tensor (TL_ANY_TENSOR), got %s", i, name,
                                  any_name((int)args[i].type));
    const DLTensor *t = (const DLTensor *)args[i].v.p;
    if (!t)
        return tilec_rt_host_fail(ret, "argument %d (%s): expected a tensor (TL_ANY_TENSOR), got a NULL DLTensor pointer",
                                  i, name);
    if (t->ndim != ndim)
        return tilec_rt_host_fail(ret, "argument %d (%s): expected ndim %d, got %d", i, name, ndim, t->ndim);
    bool code_ok = t->dtype.code == code || (bits == 8 && code == 1 && dtype[0] == 'b' && t->dtype.code == 6);
    if (!code_ok || t->dtype.bits != bits || t->dtype.lanes != 1) {
        char got[48];
        return tilec_rt_host_fail(ret, "argument %d (%s): expected dtype %s, got %s", i, name, dtype,
                                  (tl_dlpack_type_name(t->dtype.code, t->dtype.bits, t->dtype.lanes, got, sizeof got), got));
    }
    if ((int)t->device.device_type != device_type)
        return tilec_rt_host_fail(ret, "argument %d (%s): expected a %s, got device type %d", i, name, device,
                                  (int)t->device.device_type);
    if (!t->data)
        return tilec_rt_host_fail(ret, "argument %d (%s): data is NULL", i, name);
    /* a packed 4-bit tensor starts on a byte; its size is checked at a
     * byte per element, as the runtime and the C host check it */
    if (t->byte_offset % (uint64_t)((bits + 7) / 8) != 0)
        return tilec_rt_host_fail(ret, "argument %d (%s): byte_offset %llu is not a multiple of the element size %d",
                                  i, name, (unsigned long long)t->byte_offset, (bits + 7) / 8);
    if (ndim > 0 && !t->shape)
        return tilec_rt_host_fail(ret, "argument %d (%s): shape is NULL", i, name);
    uint64_t bytes = (uint64_t)((bits + 7) / 8);
    for (int d = 0; d < ndim; d++) {
        if (t->shape[d] < 1 || t->shape[d] > INT32_MAX)
            return tilec_rt_host_fail(ret, "argument %d (%s): dim %d is %lld, outside [1, 2147483647]", i, name, d,
                                      (long long)t->shape[d]);
        if (__builtin_mul_overflow(bytes, (uint64_t)t->shape[d], &bytes) || bytes > (uint64_t)PTRDIFF_MAX)
            return tilec_rt_host_fail(ret, "argument %d (%s): its shape holds more bytes than memory can (over 2^63)",
                                      i, name);
    }
    if (t->strides) {
        int64_t want[TL_IR_MAX_DIMS] = { 0 }; /* ndim is at most TL_IR_MAX_DIMS */
        uint64_t s = 1;                       /* a product that wraps is reported as it wrapped */
        bool ok = true;
        for (int d = ndim - 1; d >= 0; d--) {
            want[d] = (int64_t)s;
            if (t->shape[d] != 1 && t->strides[d] != (int64_t)s)
                ok = false;
            s *= (uint64_t)t->shape[d];
        }
        if (!ok) {
            char w[256], g[256];
            return tilec_rt_host_fail(ret, "argument %d (%s): expected compact row-major strides %s, got %s", i, name,
                                      dims_text(want, ndim, w, sizeof w), dims_text(t->strides, ndim, g, sizeof g));
        }
    }
    *shape = t->shape;
    /* in integers: a byte_offset past the end of memory wraps, as the caller
     * asked, instead of being undefined pointer arithmetic */
    *data = (void *)((uintptr_t)t->data + (uintptr_t)t->byte_offset);
    return 0;
}

int tilec_rt_host_shape(tl_any *ret, int i, const char *name, int ndim, const int64_t *want, const int64_t *got)
{
    for (int d = 0; d < ndim; d++)
        if (got[d] != want[d]) {
            char w[512], g[256];
            return tilec_rt_host_fail(ret, "argument %d (%s): expected shape %s, got %s", i, name,
                                      dims_text(want, ndim, w, sizeof w), dims_text(got, ndim, g, sizeof g));
        }
    return 0;
}

int tilec_rt_host_scalar(const tl_any *args, int i, const char *name, int dtype, void *out, tl_any *ret)
{
    tl_dtype t = (tl_dtype)dtype;
    const tl_any *a = &args[i];
    if (tl_dtype_is_float(t)) {
        if (a->type != TL_ANY_FLOAT && a->type != TL_ANY_INT)
            return tilec_rt_host_fail(ret, "argument %d (%s): expected a float (TL_ANY_FLOAT or TL_ANY_INT), got %s", i,
                                      name, any_name((int)a->type));
        double x = a->type == TL_ANY_FLOAT ? a->v.f : (double)a->v.i;
        switch (t) {
        case TL_DT_F64: *(double *)out = x; break;
        case TL_DT_F32: *(float *)out = (float)x; break;
        case TL_DT_F16: *(uint16_t *)out = tl_value_f16_from_double(x); break;
        case TL_DT_F8E4M3: case TL_DT_F8E5M2: case TL_DT_E8M0: *(uint8_t *)out = (uint8_t)tl_value_float_bits(t, x); break;
        default: *(uint16_t *)out = tl_value_bf16_from_double(x); break;
        }
        return 0;
    }
    if (a->type != TL_ANY_INT)
        return tilec_rt_host_fail(ret, "argument %d (%s): expected %s (TL_ANY_INT), got %s", i, name,
                                  t == TL_DT_BOOL ? "a bool" : "an integer", any_name((int)a->type));
    int64_t v = a->v.i;
    int bits = tl_dtype_bits(t);
    bool in_range = t == TL_DT_BOOL || bits == 64 ||
                    (tl_dtype_is_signed(t) ? v >= -(INT64_C(1) << (bits - 1)) && v < (INT64_C(1) << (bits - 1))
                                           : v >= 0 && v < (INT64_C(1) << bits));
    if (!in_range)
        return tilec_rt_host_fail(ret, "argument %d (%s): %lld is out of range for %s", i, name, (long long)v,
                                  tl_dtype_name(t));
    switch (t) {
    case TL_DT_BOOL: *(uint8_t *)out = v != 0; break;
    case TL_DT_I8: *(int8_t *)out = (int8_t)v; break;
    case TL_DT_U8: *(uint8_t *)out = (uint8_t)v; break;
    case TL_DT_I16: *(int16_t *)out = (int16_t)v; break;
    case TL_DT_U16: *(uint16_t *)out = (uint16_t)v; break;
    case TL_DT_I32: *(int32_t *)out = (int32_t)v; break;
    case TL_DT_U32: *(uint32_t *)out = (uint32_t)v; break;
    default: *(int64_t *)out = v; break;
    }
    return 0;
}

int tilec_rt_host_dim(tl_any *ret, int i, const char *name, int d, const char *text, const int64_t *code, int n,
                      const int64_t *dims, int64_t got)
{
    int64_t v;
    if (!tl_dim_eval(code, n, dims, &v))
        return tilec_rt_host_fail(ret, "argument %d (%s): dim %d, %s, cannot be computed (a division by zero or a value past i32)",
                                  i, name, d, text);
    if (v != got)
        return tilec_rt_host_fail(ret, "argument %d (%s): dim %d is %s = %lld, got %lld", i, name, d, text, (long long)v,
                                  (long long)got);
    return 0;
}

const tl_rt_export tl_host_rt_exports[] = {
    { "tilec_rt_host_dim", (void (*)(void))tilec_rt_host_dim },
    { "tilec_rt_host_fail", (void (*)(void))tilec_rt_host_fail },
    { "tilec_rt_host_tensor", (void (*)(void))tilec_rt_host_tensor },
    { "tilec_rt_host_scalar", (void (*)(void))tilec_rt_host_scalar },
    { "tilec_rt_host_shape", (void (*)(void))tilec_rt_host_shape },
};
const size_t tl_host_rt_nexports = sizeof tl_host_rt_exports / sizeof *tl_host_rt_exports;
