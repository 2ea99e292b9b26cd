/*
 * host.c: the host codegen `c` (specs/host.lua), for every backend. It
 * writes, into c->host_source, the packed entry point of each kernel that
 * the tvm_ffi execution backend calls (the contract is in compile/compile.h):
 *
 *   int tilec_packed_NAME(void *self, const tl_any *args, int nargs, tl_any *ret);
 *
 * It checks every argument (count; for a tensor: that it is one, not NULL,
 * of the parameter's ndim, of its dtype with one lane, on the target kind's
 * device type (its spec's device_type), with data, a byte_offset of whole
 * elements, a shape with dims of 1..INT32_MAX, compact row-major strides,
 * and a shape that agrees with the constants of the kernel (-D values
 * included) and with the other arguments; for a scalar: an int within the
 * dtype's range, or a number for a float parameter), binds the shape dims and
 * calls the device's launch entry point (the kind's launch_prefix + NAME)
 * with self. A bad argument returns -1 with a message that names it:
 * "argument 2 (C): expected ndim 2, got 3". The checks, their order and their
 * words are the runtime's (src/runtime/handle.c, for execution backends
 * whose load leaves the checks to it, such as cython), so an argument gets
 * the same message whichever execution backend runs the kernel.
 *
 * The source stands alone (C11 and libc): it defines DLTensor as dlpack.h
 * 0.6 does (unless dlpack.h came first), tl_any as tilec.h does, and the
 * f16/bf16 rounding of ir/value.h for scalar arguments. The llvm host
 * codegen, as LLVM IR with the same checks and messages, is src/llvm/host.c.
 *
 * Flow: after the device codegen (tl_run_codegen, src/compile), when the
 * execution backend enables host codegen.
 */
#include <string.h>

#include "backend/internal.h"
#include "compile/compile.h"
#include "ir/shape.h"
#include "ir/value.h"
#include "registry.h"

static const char host_preamble[] =
    "#include <stdarg.h>\n"
    "#include <stdbool.h>\n"
    "#include <stddef.h>\n"
    "#include <stdint.h>\n"
    "#include <stdio.h>\n"
    "#include <string.h>\n"
    "\n"
    "/* DLTensor as dlpack/dlpack.h 0.6 lays it out, unless that header came first. */\n"
    "#ifndef DLPACK_VERSION\n"
    "typedef struct {\n"
    "    int device_type; /* DLDeviceType: kDLCPU is 1, kDLCUDA 2, ... */\n"
    "    int device_id;\n"
    "} DLDevice;\n"
    "typedef struct {\n"
    "    uint8_t code; /* kDLInt 0, kDLUInt 1, kDLFloat 2, kDLBfloat 4 */\n"
    "    uint8_t bits;\n"
    "    uint16_t lanes;\n"
    "} DLDataType;\n"
    "typedef struct {\n"
    "    void *data;\n"
    "    DLDevice device;\n"
    "    int ndim;\n"
    "    DLDataType dtype;\n"
    "    int64_t *shape;\n"
    "    int64_t *strides;\n"
    "    uint64_t byte_offset;\n"
    "} DLTensor;\n"
    "#endif\n"
    "\n"
    "/* tl_any as include/tilec/tilec.h defines it: the two must stay in step. */\n"
    "#ifndef TILEC_H\n"
    "typedef enum tl_any_type {\n"
    "    TL_ANY_NONE,\n"
    "    TL_ANY_INT,\n"
    "    TL_ANY_FLOAT,\n"
    "    TL_ANY_STR,\n"
    "    TL_ANY_PTR,\n"
    "    TL_ANY_TENSOR, /* a DLTensor * */\n"
    "} tl_any_type;\n"
    "\n"
    "typedef struct tl_any {\n"
    "    tl_any_type type;\n"
    "    union {\n"
    "        int64_t i;\n"
    "        double f;\n"
    "        const char *s;\n"
    "        void *p;\n"
    "    } v;\n"
    "} tl_any;\n"
    "#endif\n"
    "\n"
    "/* A tl_error's message holds 1024 bytes; a failure's message here as many. */\n"
    "static _Thread_local char tl_host_msg[1024];\n"
    "\n"
    "/* Returns -1 with the message in ret (a string valid until the next call\n"
    " * on this thread). */\n"
    "static int tl_host_fail(tl_any *ret, const char *fmt, ...) __attribute__((format(printf, 2, 3)));\n"
    "static int tl_host_fail(tl_any *ret, const char *fmt, ...)\n"
    "{\n"
    "    va_list ap;\n"
    "    va_start(ap, fmt);\n"
    "    vsnprintf(tl_host_msg, sizeof tl_host_msg, fmt, ap);\n"
    "    va_end(ap);\n"
    "    if (ret) {\n"
    "        ret->type = TL_ANY_STR;\n"
    "        ret->v.s = tl_host_msg;\n"
    "    }\n"
    "    return -1;\n"
    "}\n"
    "\n"
    "/* What an argument is, in messages. */\n"
    "static const char *tl_host_any_name(int type)\n"
    "{\n"
    "    switch (type) {\n"
    "    case TL_ANY_NONE: return \"none\";\n"
    "    case TL_ANY_INT: return \"an int\";\n"
    "    case TL_ANY_FLOAT: return \"a float\";\n"
    "    case TL_ANY_STR: return \"a string\";\n"
    "    case TL_ANY_PTR: return \"a pointer\";\n"
    "    case TL_ANY_TENSOR: return \"a tensor\";\n"
    "    }\n"
    "    return \"an unknown tl_any type\";\n"
    "}\n"
    "\n"
    "/* The name of a DLPack dtype, as tilec writes dtypes (\"f32\"; ir/value.h). */\n"
    "static const char *tl_host_dtype_name(int code, int bits, int lanes, char *buf, size_t cap)\n"
    "{\n"
    "    const char *prefix = code == 0 ? \"i\" : code == 1 ? \"u\" : code == 2 ? \"f\" : code == 4 ? \"bf\" : NULL;\n"
    "    if (code == 6 && bits == 8)\n"
    "        snprintf(buf, cap, \"bool\");\n"
    "    else if ((code == 10 || code == 12 || code == 14) && bits == 8) /* DLPack 1.1's 8-bit floats */\n"
    "        snprintf(buf, cap, code == 10 ? \"f8e4m3\" : code == 12 ? \"f8e5m2\" : \"e8m0\");\n"
    "    else if (code == 17 && bits == 4) /* DLPack 1.1's f4e2m1 */\n"
    "        snprintf(buf, cap, \"f4e2m1\");\n"
    "    else if (prefix)\n"
    "        snprintf(buf, cap, \"%s%d\", prefix, bits);\n"
    "    else\n"
    "        snprintf(buf, cap, \"type code %d bits %d\", code, bits);\n"
    "    if (lanes != 1)\n"
    "        snprintf(buf + strlen(buf), cap - strlen(buf), \"x%d\", lanes);\n"
    "    return buf;\n"
    "}\n"
    "\n"
    "/* \"[a, b, c]\" */\n"
    "static const char *tl_host_dims_text(const int64_t *v, int n, char *buf, size_t cap)\n"
    "{\n"
    "    size_t at = (size_t)snprintf(buf, cap, \"[\");\n"
    "    for (int d = 0; d < n && at < cap; d++)\n"
    "        at += (size_t)snprintf(buf + at, cap - at, \"%s%lld\", d ? \", \" : \"\", (long long)v[d]);\n"
    "    if (at < cap)\n"
    "        snprintf(buf + at, cap - at, \"]\");\n"
    "    return buf;\n"
    "}\n"
    "\n"
    "/* A double rounded to nearest even in a small float format of mbits\n"
    " * mantissa and ebits exponent bits (f16: 10, 5; bf16: 7, 8), as ir/value.h. */\n"
    "__attribute__((unused)) static uint16_t tl_host_small_float(double x, int mbits, int ebits)\n"
    "{\n"
    "    uint64_t b;\n"
    "    memcpy(&b, &x, sizeof b);\n"
    "    uint32_t sign = (uint32_t)(b >> 63) << (mbits + ebits);\n"
    "    uint32_t expmask = ((1u << ebits) - 1) << mbits;\n"
    "    int e = (int)((b >> 52) & 0x7ff);\n"
    "    uint64_t m = b & ((UINT64_C(1) << 52) - 1);\n"
    "    if (e == 0x7ff)\n"
    "        return (uint16_t)(sign | expmask | (m ? 1u << (mbits - 1) : 0));\n"
    "    if (e == 0)\n"
    "        return (uint16_t)sign;\n"
    "    int bias = (1 << (ebits - 1)) - 1, ex = e - 1023;\n"
    "    if (ex > bias)\n"
    "        return (uint16_t)(sign | expmask);\n"
    "    uint64_t sig = m | (UINT64_C(1) << 52);\n"
    "    int shift = 52 - mbits;\n"
    "    uint32_t biased = 0;\n"
    "    if (ex >= 1 - bias)\n"
    "        biased = (uint32_t)(ex + bias);\n"
    "    else\n"
    "        shift += 1 - bias - ex;\n"
    "    if (shift > 60)\n"
    "        return (uint16_t)sign;\n"
    "    uint64_t q = sig >> shift, rem = sig & ((UINT64_C(1) << shift) - 1), half = UINT64_C(1) << (shift - 1);\n"
    "    if (rem > half || (rem == half && (q & 1)))\n"
    "        q++;\n"
    "    if (biased == 0)\n"
    "        return (uint16_t)(sign | (uint32_t)q);\n"
    "    uint32_t v = (biased << mbits) + (uint32_t)(q - (UINT64_C(1) << mbits));\n"
    "    return (uint16_t)(sign | (v > expmask ? expmask : v));\n"
    "}\n"
    "\n"
    "/* Checks tensor argument i (name) against a parameter of ndim dims and a\n"
    " * dtype (code, bits, dtype name), on device_type (device: \"CPU tensor\n"
    " * (kDLCPU)\"), in the runtime's order and words (src/runtime/handle.c); its\n"
    " * data pointer goes to *data. On a device other than the CPU every tensor\n"
    " * must be on the same device id (dev: the first one's id and argument). */\n"
    "static int tl_host_tensor(const tl_any *args, int i, const char *name, int ndim, int code, int bits,\n"
    "                          const char *dtype, tl_any *ret, const DLTensor **out, void **data,\n"
    "                          int device_type, const char *device, int *dev)\n"
    "{\n"
    "    if (args[i].type != TL_ANY_TENSOR)\n"
    "        return tl_host_fail(ret, \"argument %d (%s): expected a tensor (TL_ANY_TENSOR), got %s\", i, name,\n"
    "                            tl_host_any_name((int)args[i].type));\n"
    "    const DLTensor *t = (const DLTensor *)args[i].v.p;\n"
    "    if (!t)\n"
    "        return tl_host_fail(ret, \"argument %d (%s): expected a tensor (TL_ANY_TENSOR), got a NULL DLTensor pointer\", i,\n"
    "                            name);\n"
    "    if (t->ndim != ndim)\n"
    "        return tl_host_fail(ret, \"argument %d (%s): expected ndim %d, got %d\", i, name, ndim, t->ndim);\n"
    "    bool code_ok = t->dtype.code == code || (bits == 8 && code == 1 && dtype[0] == 'b' && t->dtype.code == 6);\n"
    "    if (!code_ok || t->dtype.bits != bits || t->dtype.lanes != 1) {\n"
    "        char got[48];\n"
    "        return tl_host_fail(ret, \"argument %d (%s): expected dtype %s, got %s\", i, name, dtype,\n"
    "                            tl_host_dtype_name(t->dtype.code, t->dtype.bits, t->dtype.lanes, got, sizeof got));\n"
    "    }\n"
    "    if ((int)t->device.device_type != device_type)\n"
    "        return tl_host_fail(ret, \"argument %d (%s): expected a %s, got device type %d\", i, name, device,\n"
    "                            (int)t->device.device_type);\n"
    "    if (device_type != 1) {\n"
    "        if (t->device.device_id < 0)\n"
    "            return tl_host_fail(ret, \"argument %d (%s): device id %d is negative\", i, name, (int)t->device.device_id);\n"
    "        if (dev[1] < 0)\n"
    "            dev[0] = t->device.device_id, dev[1] = i;\n"
    "        else if (t->device.device_id != dev[0])\n"
    "            return tl_host_fail(ret, \"argument %d (%s): expected device id %d (that of argument %d), got %d\", i, name,\n"
    "                                dev[0], dev[1], (int)t->device.device_id);\n"
    "    }\n"
    "    if (!t->data)\n"
    "        return tl_host_fail(ret, \"argument %d (%s): data is NULL\", i, name);\n"
    "    if (t->byte_offset % (uint64_t)(bits / 8) != 0)\n"
    "        return tl_host_fail(ret, \"argument %d (%s): byte_offset %llu is not a multiple of the element size %d\", i,\n"
    "                            name, (unsigned long long)t->byte_offset, bits / 8);\n"
    "    if (ndim > 0 && !t->shape)\n"
    "        return tl_host_fail(ret, \"argument %d (%s): shape is NULL\", i, name);\n"
    "    uint64_t bytes = (uint64_t)(bits / 8);\n"
    "    for (int d = 0; d < ndim; d++) {\n"
    "        if (t->shape[d] < 1 || t->shape[d] > INT32_MAX)\n"
    "            return tl_host_fail(ret, \"argument %d (%s): dim %d is %lld, outside [1, 2147483647]\", i, name, d,\n"
    "                                (long long)t->shape[d]);\n"
    "        if (__builtin_mul_overflow(bytes, (uint64_t)t->shape[d], &bytes) || bytes > (uint64_t)PTRDIFF_MAX)\n"
    "            return tl_host_fail(ret, \"argument %d (%s): its shape holds more bytes than memory can (over 2^63)\", i,\n"
    "                                name);\n"
    "    }\n"
    "    if (t->strides) {\n"
    "        int64_t want[8] = { 0 }; /* ndim is at most 8 (TL_IR_MAX_DIMS) */\n"
    "        uint64_t s = 1;          /* a product that wraps is reported as it wrapped */\n"
    "        bool ok = true;\n"
    "        for (int d = ndim - 1; d >= 0; d--) {\n"
    "            want[d] = (int64_t)s;\n"
    "            if (t->shape[d] != 1 && t->strides[d] != (int64_t)s)\n"
    "                ok = false;\n"
    "            s *= (uint64_t)t->shape[d];\n"
    "        }\n"
    "        if (!ok) {\n"
    "            char w[256], g[256];\n"
    "            return tl_host_fail(ret, \"argument %d (%s): expected compact row-major strides %s, got %s\", i, name,\n"
    "                                tl_host_dims_text(want, ndim, w, sizeof w), tl_host_dims_text(t->strides, ndim, g, sizeof g));\n"
    "        }\n"
    "    }\n"
    "    *out = t;\n"
    "    /* in integers: a byte_offset past the end of memory wraps, as the caller\n"
    "     * asked, instead of being undefined pointer arithmetic */\n"
    "    *data = (void *)((uintptr_t)t->data + (uintptr_t)t->byte_offset);\n"
    "    return 0;\n"
    "}\n"
    "\n"
    "/* Checks tensor argument i's shape against want (its constants and the\n"
    " * shape variables as bound so far). */\n"
    "__attribute__((unused)) static int tl_host_shape(tl_any *ret, int i, const char *name, int ndim, const int64_t *want, const int64_t *got)\n"
    "{\n"
    "    for (int d = 0; d < ndim; d++)\n"
    "        if (got[d] != want[d]) {\n"
    "            char w[512], g[256];\n"
    "            return tl_host_fail(ret, \"argument %d (%s): expected shape %s, got %s\", i, name,\n"
    "                                tl_host_dims_text(want, ndim, w, sizeof w), tl_host_dims_text(got, ndim, g, sizeof g));\n"
    "        }\n"
    "    return 0;\n"
    "}\n"
    "\n"
    "/* Scalar argument i: a number for a float parameter, into *out. */\n"
    "__attribute__((unused)) static int tl_host_float_arg(const tl_any *args, int i, const char *name, double *out, tl_any *ret)\n"
    "{\n"
    "    if (args[i].type == TL_ANY_FLOAT)\n"
    "        *out = args[i].v.f;\n"
    "    else if (args[i].type == TL_ANY_INT)\n"
    "        *out = (double)args[i].v.i;\n"
    "    else\n"
    "        return tl_host_fail(ret, \"argument %d (%s): expected a float (TL_ANY_FLOAT or TL_ANY_INT), got %s\", i, name,\n"
    "                            tl_host_any_name((int)args[i].type));\n"
    "    return 0;\n"
    "}\n"
    "\n"
    "/* Scalar argument i: an int for an integer or bool parameter (dtype, of bits\n"
    " * bits), within the dtype's range (a bool takes any), into *out. */\n"
    "__attribute__((unused)) static int tl_host_int_arg(const tl_any *args, int i, const char *name, const char *dtype, int bits, int is_signed,\n"
    "                           int is_bool, int64_t *out, tl_any *ret)\n"
    "{\n"
    "    if (args[i].type != TL_ANY_INT)\n"
    "        return tl_host_fail(ret, \"argument %d (%s): expected %s (TL_ANY_INT), got %s\", i, name,\n"
    "                            is_bool ? \"a bool\" : \"an integer\", tl_host_any_name((int)args[i].type));\n"
    "    int64_t v = args[i].v.i;\n"
    "    bool in_range = is_bool || bits == 64 ||\n"
    "                    (is_signed ? v >= -(INT64_C(1) << (bits - 1)) && v < (INT64_C(1) << (bits - 1))\n"
    "                               : v >= 0 && v < (INT64_C(1) << bits));\n"
    "    if (!in_range)\n"
    "        return tl_host_fail(ret, \"argument %d (%s): %lld is out of range for %s\", i, name, (long long)v, dtype);\n"
    "    *out = v;\n"
    "    return 0;\n"
    "}\n";

/* "kernel K: expected N argument(s) (A, B), got %d", as the runtime words it
 * (src/runtime/handle.c: the names cut at 699 bytes). */
static void count_message(const tl_kernel *k, char *buf, size_t cap)
{
    char names[700] = "";
    for (size_t p = 0; p < k->nparams; p++)
        snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s", p ? ", " : "", k->params[p].name);
    snprintf(buf, cap, "kernel %s: expected %zu argument%s (%s), got %%d", k->name, k->nparams,
             k->nparams == 1 ? "" : "s", names);
}

static bool kernel(tl_strbuf *o, const tl_kernel *k, const tl_target_kind *kind, tl_error *err)
{
    const char *kn = k->name;
    tl_strbuf_printf(o, "\nint %s%s(void *const *args, const int64_t *dims, const void *self);\n\n", kind->launch_prefix,
                     kn);
    tl_strbuf_printf(o, "/* kernel %s(", kn);
    for (size_t i = 0; i < k->nparams; i++) {
        const tl_param *p = &k->params[i];
        tl_strbuf_printf(o, "%s%s: %s", i ? ", " : "", p->name, tl_dtype_name(p->is_tensor ? p->buf->dtype : p->var->dtype));
        if (p->is_tensor) {
            tl_strbuf_puts(o, "[");
            for (int d = 0; d < p->buf->ndim; d++) {
                const tl_expr *e = p->buf->dims[d];
                int64_t v;
                char text[200];
                if (tl_ir_is_const_int(e, &v))
                    tl_strbuf_printf(o, "%s%lld", d ? ", " : "", (long long)v);
                else
                    tl_strbuf_printf(o, "%s%s", d ? ", " : "", tl_dim_text(e, text, sizeof text));
            }
            tl_strbuf_puts(o, "]");
        }
    }
    tl_strbuf_puts(o, ") */\n");
    tl_strbuf_printf(o, "int tilec_packed_%s(void *self, const tl_any *args, int nargs, tl_any *ret)\n{\n", kn);
    size_t np = k->nparams, ns = k->nshape_vars;
    tl_strbuf_printf(o, "    void *argv[%zu];\n", np ? np : 1);
    tl_strbuf_printf(o, "    int64_t dims[%zu];\n", ns ? ns : 1);
    tl_strbuf_puts(o, "    const DLTensor *t;\n    int dev[2] = { -1, -1 };\n    (void)self;\n    (void)t;\n    (void)dev;\n");
    char count[1100];
    count_message(k, count, sizeof count);
    tl_strbuf_printf(o, "    if (nargs != %zu)\n", np);
    tl_strbuf_printf(o, "        return tl_host_fail(ret, \"%s\", nargs);\n", count);
    /* whether each shape variable is bound yet, in argument and dim order */
    bool bound[64] = { false };
    for (size_t i = 0; i < np; i++) {
        const tl_param *p = &k->params[i];
        if (!p->is_tensor) {
            tl_dtype t = p->var->dtype;
            tl_strbuf_printf(o, "    /* argument %zu (%s): a scalar %s */\n", i, p->name, tl_dtype_name(t));
            tl_strbuf_printf(o, "    %s s%zu;\n", tl_dtype_c_type(t), i);
            if (tl_dtype_is_float(t)) {
                tl_strbuf_printf(o, "    double f%zu = 0; /* (set below; gcc cannot always see it) */\n", i);
                tl_strbuf_printf(o, "    if (tl_host_float_arg(args, %zu, \"%s\", &f%zu, ret))\n        return -1;\n", i,
                                 p->name, i);
                if (t == TL_DT_F16 || t == TL_DT_BF16)
                    tl_strbuf_printf(o, "    s%zu = tl_host_small_float(f%zu, %s);\n", i, i,
                                     t == TL_DT_F16 ? "10, 5" : "7, 8");
                else if (t == TL_DT_F8E5M2) /* IEEE-like: the same rounding */
                    tl_strbuf_printf(o, "    s%zu = (uint8_t)tl_host_small_float(f%zu, 2, 5);\n", i, i);
                else if (t == TL_DT_F8E4M3 || t == TL_DT_E8M0)
                    tl_strbuf_printf(o, "    s%zu = tl_host_%s(f%zu);\n", i, tl_dtype_name(t), i);
                else
                    tl_strbuf_printf(o, "    s%zu = (%s)f%zu;\n", i, tl_dtype_c_type(t), i);
            } else {
                tl_strbuf_printf(o, "    int64_t i%zu;\n", i);
                tl_strbuf_printf(o, "    if (tl_host_int_arg(args, %zu, \"%s\", \"%s\", %d, %d, %d, &i%zu, ret))\n"
                                    "        return -1;\n",
                                 i, p->name, tl_dtype_name(t), tl_dtype_bits(t), tl_dtype_is_signed(t) ? 1 : 0,
                                 t == TL_DT_BOOL ? 1 : 0, i);
                if (t == TL_DT_BOOL)
                    tl_strbuf_printf(o, "    s%zu = (uint8_t)(i%zu != 0);\n", i, i);
                else
                    tl_strbuf_printf(o, "    s%zu = (%s)i%zu;\n", i, tl_dtype_c_type(t), i);
            }
            tl_strbuf_printf(o, "    argv[%zu] = &s%zu;\n", i, i);
            continue;
        }
        const tl_buffer *b = p->buf;
        tl_strbuf_printf(o, "    /* argument %zu (%s) */\n", i, p->name);
        uint8_t code, bits;
        tl_dtype_to_dlpack(b->dtype, &code, &bits);
        tl_strbuf_printf(o, "    if (tl_host_tensor(args, %zu, \"%s\", %d, %d, %d, \"%s\", ret, &t, &argv[%zu], %d, \"%s tensor (%s)\", dev))\n",
                         i, p->name, b->ndim, code, bits, tl_dtype_name(b->dtype), i, kind->device_type,
                         kind->device_label, kind->device_type_name);
        tl_strbuf_puts(o, "        return -1;\n");
        /* the dims: a variable's first one binds it; the others, and the
         * constants, are checked against the whole shape */
        char want[1024] = "";
        bool check = false, exprs = false;
        for (int d = 0; d < b->ndim; d++) {
            const tl_expr *e = b->dims[d];
            int64_t v;
            if (tl_ir_is_const_int(e, &v)) {
                snprintf(want + strlen(want), sizeof want - strlen(want), "%s%lld", d ? ", " : "", (long long)v);
                check = true;
                continue;
            }
            if (e->kind != TL_EXPR_VAR) { /* a shape expression: checked once every dim is bound */
                snprintf(want + strlen(want), sizeof want - strlen(want), "%st->shape[%d]", d ? ", " : "", d);
                if (!exprs)
                    tl_strbuf_printf(o, "    const int64_t *shape%zu = t->shape;\n", i);
                exprs = true;
                continue;
            }
            size_t j = 0;
            while (j < ns && k->shape_vars[j] != e->var)
                j++;
            if (j >= ns || j >= 64)
                continue;
            if (!bound[j]) {
                bound[j] = true;
                tl_strbuf_printf(o, "    dims[%zu] = t->shape[%d]; /* %s */\n", j, d, e->var->name);
            } else {
                check = true;
            }
            snprintf(want + strlen(want), sizeof want - strlen(want), "%sdims[%zu]", d ? ", " : "", j);
        }
        if (check) {
            tl_strbuf_printf(o, "    {\n        const int64_t want[%d] = { %s };\n", b->ndim, want);
            tl_strbuf_printf(o, "        if (tl_host_shape(ret, %zu, \"%s\", %d, want, t->shape))\n            return -1;\n    }\n",
                             i, p->name, b->ndim);
        }
    }
    /* shape expressions, once every dim is bound, in argument and dim order */
    for (size_t i = 0; i < np; i++) {
        const tl_param *p = &k->params[i];
        for (int d = 0; p->is_tensor && d < p->buf->ndim; d++) {
            const tl_expr *e = p->buf->dims[d];
            if (e->kind == TL_EXPR_INT || e->kind == TL_EXPR_VAR)
                continue;
            tl_dim_code c;
            char text[200];
            tl_dim_text(e, text, sizeof text);
            if (ns > TL_DIM_MAX_VARS || !tl_dim_compile(k, e, &c))
                return tl_error_set(err, TL_ERR_INVALID, "host codegen c: kernel %s: dim %d of %s, %s, is too long an expression",
                                    kn, d, p->name, text);
            tl_strbuf_printf(o, "    {\n        static const int64_t code[] = {");
            for (int s = 0; s < 2 * c.n; s++)
                tl_strbuf_printf(o, "%s INT64_C(%lld)", s ? "," : "", (long long)c.code[s]);
            tl_strbuf_printf(o, " };\n        if (tl_host_dim(ret, %zu, \"%s\", %d, \"%s\", code, %d, dims, shape%zu[%d]))\n"
                                "            return -1;\n    }\n",
                             i, p->name, d, text, c.n, i, d);
        }
    }
    tl_strbuf_puts(o, "    if (ret)\n        ret->type = TL_ANY_NONE;\n");
    tl_strbuf_printf(o, "    return %s%s(argv, dims, self);\n}\n", kind->launch_prefix, kn);
    return true;
}

/* Checks dim d of tensor argument i against its shape expression (text),
 * in the runtime's words. */
static const char host_dim_helper[] =
    "\n__attribute__((unused)) static int tl_host_dim(tl_any *ret, int i, const char *name, int d, const char *text,\n"
    "                                              const int64_t *code, int n, const int64_t *dims, int64_t got)\n"
    "{\n"
    "    int64_t v;\n"
    "    if (!tl_dim_eval_(code, n, dims, &v))\n"
    "        return tl_host_fail(ret, \"argument %d (%s): dim %d, %s, cannot be computed (a division by zero or a value past i32)\",\n"
    "                            i, name, d, text);\n"
    "    if (v != got)\n"
    "        return tl_host_fail(ret, \"argument %d (%s): dim %d is %s = %lld, got %lld\", i, name, d, text, (long long)v,\n"
    "                            (long long)got);\n"
    "    return 0;\n"
    "}\n";

static bool has_dim_exprs(const tl_module *m)
{
    for (size_t k = 0; k < m->nkernels; k++)
        for (size_t i = 0; i < m->kernels[k]->nparams; i++) {
            const tl_param *p = &m->kernels[k]->params[i];
            for (int d = 0; p->is_tensor && d < p->buf->ndim; d++)
                if (p->buf->dims[d]->kind != TL_EXPR_INT && p->buf->dims[d]->kind != TL_EXPR_VAR)
                    return true;
        }
    return false;
}

/* f8e4m3 (OCP E4M3FN) as ir/value.h rounds it: nearest even, saturating to
 * +-448 (inf too), NaN kept. */
static const char host_e4m3[] =
    "\n"
    "static uint8_t tl_host_f8e4m3(double x)\n"
    "{\n"
    "    uint64_t b;\n"
    "    memcpy(&b, &x, sizeof b);\n"
    "    uint32_t sign = (uint32_t)(b >> 63) << 7;\n"
    "    int e = (int)((b >> 52) & 0x7ff);\n"
    "    uint64_t m = b & ((UINT64_C(1) << 52) - 1);\n"
    "    if (e == 0x7ff)\n"
    "        return (uint8_t)(sign | (m ? 0x7fu : 0x7eu));\n"
    "    if (e == 0)\n"
    "        return (uint8_t)sign;\n"
    "    int ex = e - 1023, shift = 52 - 3;\n"
    "    if (ex > 8)\n"
    "        return (uint8_t)(sign | 0x7eu);\n"
    "    uint64_t sig = m | (UINT64_C(1) << 52);\n"
    "    uint32_t biased = 0;\n"
    "    if (ex >= -6)\n"
    "        biased = (uint32_t)(ex + 7);\n"
    "    else\n"
    "        shift += -6 - ex;\n"
    "    if (shift > 60)\n"
    "        return (uint8_t)sign;\n"
    "    uint64_t q = sig >> shift, rem = sig & ((UINT64_C(1) << shift) - 1), half = UINT64_C(1) << (shift - 1);\n"
    "    if (rem > half || (rem == half && (q & 1)))\n"
    "        q++;\n"
    "    if (biased == 0)\n"
    "        return (uint8_t)(sign | (uint32_t)q);\n"
    "    uint32_t code = (biased << 3) + (uint32_t)(q - 8);\n"
    "    return (uint8_t)(sign | (code > 0x7eu ? 0x7eu : code));\n"
    "}\n";

/* e8m0 as ir/value.h rounds it: NaN and negatives NaN, below 2^-127 0x00,
 * ties to the even byte, past 2^127 (inf too) 0xfe. */
static const char host_e8m0[] =
    "\n"
    "static uint8_t tl_host_e8m0(double x)\n"
    "{\n"
    "    uint64_t b;\n"
    "    memcpy(&b, &x, sizeof b);\n"
    "    int e = (int)((b >> 52) & 0x7ff);\n"
    "    uint64_t m = b & ((UINT64_C(1) << 52) - 1);\n"
    "    if (e == 0x7ff)\n"
    "        return m || (b >> 63) ? 0xff : 0xfe;\n"
    "    if ((b >> 63) && (e || m))\n"
    "        return 0xff;\n"
    "    int ex = e - 1023;\n"
    "    if (e == 0 || ex < -127)\n"
    "        return 0x00;\n"
    "    ex += m > (UINT64_C(1) << 51) || (m == (UINT64_C(1) << 51) && ((ex + 127) & 1));\n"
    "    return ex > 127 ? 0xfe : (uint8_t)(ex + 127);\n"
    "}\n";

static bool has_packed_tensor(const tl_module *m)
{
    for (size_t i = 0; i < m->nkernels; i++)
        for (size_t j = 0; j < m->kernels[i]->nparams; j++)
            if (m->kernels[i]->params[j].is_tensor && tl_dtype_is_packed(m->kernels[i]->params[j].buf->dtype))
                return true;
    return false;
}

/* text with "bits / 8" read as "(bits + 7) / 8" */
static void puts_packed(tl_strbuf *o, const char *text)
{
    for (const char *at; (at = strstr(text, "bits / 8"));) {
        tl_strbuf_append(o, text, (size_t)(at - text));
        tl_strbuf_puts(o, "(bits + 7) / 8");
        text = at + strlen("bits / 8");
    }
    tl_strbuf_puts(o, text);
}

bool tl_host_codegen_c(struct tl_compilation *c, tl_error *err)
{
    tl_strbuf *o = &c->host_source;
    o->len = 0;
    const tl_target_kind *kind = tl_context_target(c->ctx)->kind;
    tl_strbuf_printf(o, "/* host code generated by tilec for target %s; do not edit */\n", kind->name);
    /* a module with packed 4-bit tensors gets the preamble with a byte per
     * element in its size checks (what the runtime and the llvm host do);
     * the others, whose tensors are whole bytes, keep the plain text */
    if (has_packed_tensor(c->module))
        puts_packed(o, host_preamble);
    else
        tl_strbuf_puts(o, host_preamble);
    if (has_dim_exprs(c->module)) {
        tl_strbuf_puts(o, "\n/* shape expressions (ir/shape.c) */\n__attribute__((unused)) ");
        tl_strbuf_puts(o, tl_dim_eval_c_source);
        tl_strbuf_puts(o, host_dim_helper);
    }
    /* scalar f8e4m3 and e8m0 parameters need their own roundings */
    bool e4m3 = false, e8m0 = false;
    for (size_t i = 0; i < c->module->nkernels; i++)
        for (size_t j = 0; j < c->module->kernels[i]->nparams; j++) {
            const tl_param *p = &c->module->kernels[i]->params[j];
            e4m3 |= !p->is_tensor && p->var->dtype == TL_DT_F8E4M3;
            e8m0 |= !p->is_tensor && p->var->dtype == TL_DT_E8M0;
        }
    if (e4m3)
        tl_strbuf_puts(o, host_e4m3);
    if (e8m0)
        tl_strbuf_puts(o, host_e8m0);
    for (size_t i = 0; i < c->module->nkernels; i++)
        if (!kernel(o, c->module->kernels[i], kind, err))
            return false;
    if (o->failed)
        return tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    return true;
}

