/*
 * host_rt.c: what the packed entry points of the llvm host codegen
 * (host.c) call in libtilec, exported with the tilec_rt_ prefix and
 * resolved by the JIT (jit.c) through tl_host_rt_exports. Each
 * does what the C host codegen's preamble does (host.c), with the same
 * messages: the checks of one tensor argument, the conversion of one scalar
 * argument and the formatting of a failure into ret.
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
#include "ir/value.h"
#include "llvm/host_rt.h"

static _Thread_local char host_msg[512];

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

int tilec_rt_host_tensor(const tl_any *args, int i, const char *name, int ndim, int code, int bits, const char *dtype,
                         tl_any *ret, const int64_t **shape, void **data, int device_type, const char *device)
{
    if (args[i].type != TL_ANY_TENSOR)
        return tilec_rt_host_fail(ret, "argument %d (%s): expected a tensor, got a value of type %d", i, name,
                                  (int)args[i].type);
    const DLTensor *t = (const DLTensor *)args[i].v.p;
    if (!t)
        return tilec_rt_host_fail(ret, "argument %d (%s): NULL tensor", i, name);
    if ((int)t->device.device_type != device_type)
        return tilec_rt_host_fail(ret, "argument %d (%s): expected a %s, got device type %d", i, name, device,
                                  (int)t->device.device_type);
    bool code_ok = t->dtype.code == code || (bits == 8 && code == 1 && dtype[0] == 'b' && t->dtype.code == 6);
    if (!code_ok || t->dtype.bits != bits || t->dtype.lanes != 1) {
        char got[48];
        return tilec_rt_host_fail(ret, "argument %d (%s): expected dtype %s, got %s", i, name, dtype,
                                  (tl_dlpack_type_name(t->dtype.code, t->dtype.bits, t->dtype.lanes, got, sizeof got), got));
    }
    if (t->ndim != ndim)
        return tilec_rt_host_fail(ret, "argument %d (%s): expected ndim %d, got %d", i, name, ndim, t->ndim);
    if (!t->data)
        return tilec_rt_host_fail(ret, "argument %d (%s): data is NULL", i, name);
    if (ndim > 0 && !t->shape)
        return tilec_rt_host_fail(ret, "argument %d (%s): NULL shape", i, name);
    uint64_t bytes = (uint64_t)(bits / 8);
    for (int d = 0; d < ndim; d++) {
        if (t->shape[d] < 1 || t->shape[d] > INT32_MAX)
            return tilec_rt_host_fail(ret, "argument %d (%s): dim %d is %lld (must be 1..%d)", i, name, d,
                                      (long long)t->shape[d], INT32_MAX);
        if (__builtin_mul_overflow(bytes, (uint64_t)t->shape[d], &bytes) || bytes > (uint64_t)PTRDIFF_MAX)
            return tilec_rt_host_fail(ret, "argument %d (%s): its shape holds more bytes than memory can (over 2^63)",
                                      i, name);
    }
    if (t->strides) {
        int64_t want = 1;
        for (int d = ndim - 1; d >= 0; d--) {
            if (t->shape[d] != 1 && t->strides[d] != want)
                return tilec_rt_host_fail(ret, "argument %d (%s): not contiguous (stride %lld of dim %d, expected %lld)",
                                          i, name, (long long)t->strides[d], d, (long long)want);
            want *= t->shape[d];
        }
    }
    if (t->byte_offset % (uint64_t)(bits / 8) != 0)
        return tilec_rt_host_fail(ret, "argument %d (%s): byte_offset %llu is not a multiple of the element size %d",
                                  i, name, (unsigned long long)t->byte_offset, bits / 8);
    *shape = t->shape;
    *data = (char *)t->data + t->byte_offset;
    return 0;
}

int tilec_rt_host_scalar(const tl_any *args, int i, const char *name, int dtype, void *out, tl_any *ret)
{
    tl_dtype t = (tl_dtype)dtype;
    const tl_any *a = &args[i];
    if (tl_dtype_is_float(t)) {
        if (a->type != TL_ANY_FLOAT && a->type != TL_ANY_INT)
            return tilec_rt_host_fail(ret, "argument %d (%s): expected a number (%s)", i, name, tl_dtype_name(t));
        double x = a->type == TL_ANY_FLOAT ? a->v.f : (double)a->v.i;
        switch (t) {
        case TL_DT_F64: *(double *)out = x; break;
        case TL_DT_F32: *(float *)out = (float)x; break;
        case TL_DT_F16: *(uint16_t *)out = tl_value_f16_from_double(x); break;
        default: *(uint16_t *)out = tl_value_bf16_from_double(x); break;
        }
        return 0;
    }
    if (a->type != TL_ANY_INT)
        return tilec_rt_host_fail(ret, "argument %d (%s): expected an integer (%s)", i, name, tl_dtype_name(t));
    int64_t v = a->v.i;
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

const tl_rt_export tl_host_rt_exports[] = {
    { "tilec_rt_host_fail", (void (*)(void))tilec_rt_host_fail },
    { "tilec_rt_host_tensor", (void (*)(void))tilec_rt_host_tensor },
    { "tilec_rt_host_scalar", (void (*)(void))tilec_rt_host_scalar },
};
const size_t tl_host_rt_nexports = sizeof tl_host_rt_exports / sizeof *tl_host_rt_exports;
