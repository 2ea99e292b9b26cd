/*
 * host.c: the host codegen `c` (specs/host.lua), for every backend. It
 * writes, into c->host_source, the packed entry point of each kernel that
 * the tvm_ffi execution backend calls (the contract is in compile/compile.h):
 *
 *   int tilec_packed_NAME(void *self, const tl_any *args, int nargs, tl_any *ret);
 *
 * It checks every argument (count; for a tensor: that it is one, not NULL,
 * on the target kind's device type (its spec's device_type), of the
 * parameter's dtype with one lane, of the parameter's ndim, with data,
 * compact row-major strides, a byte_offset of whole elements, dims of
 * 1..INT32_MAX that agree with the constants of the kernel (-D values
 * included) and with the other arguments; for a scalar: an int, or a float
 * for a float parameter), binds the shape dims and calls the device's launch
 * entry point (the kind's launch_prefix + NAME) with self. A bad argument
 * returns -1 with a message that names it: "argument 2 (C): expected ndim 2,
 * got 3".
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
    "static _Thread_local char tl_host_msg[512];\n"
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
    "/* The name of a DLPack dtype, as tilec writes dtypes (\"f32\"; ir/value.h). */\n"
    "static const char *tl_host_dtype_name(int code, int bits, int lanes, char *buf, size_t cap)\n"
    "{\n"
    "    const char *prefix = code == 0 ? \"i\" : code == 1 ? \"u\" : code == 2 ? \"f\" : code == 4 ? \"bf\" : NULL;\n"
    "    if (code == 6 && bits == 8)\n"
    "        snprintf(buf, cap, \"bool\");\n"
    "    else if (prefix)\n"
    "        snprintf(buf, cap, \"%s%d\", prefix, bits);\n"
    "    else\n"
    "        snprintf(buf, cap, \"type code %d bits %d\", code, bits);\n"
    "    if (lanes != 1)\n"
    "        snprintf(buf + strlen(buf), cap - strlen(buf), \"x%d\", lanes);\n"
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
    " * dtype (code, bits, dtype name); its data pointer goes to *data. */\n"
    "static int tl_host_tensor(const tl_any *args, int i, const char *name, int ndim, int code, int bits,\n"
    "                          const char *dtype, tl_any *ret, const DLTensor **out, void **data,\n"
    "                          int device_type, const char *device)\n"
    "{\n"
    "    if (args[i].type != TL_ANY_TENSOR)\n"
    "        return tl_host_fail(ret, \"argument %d (%s): expected a tensor, got a value of type %d\", i, name,\n"
    "                            (int)args[i].type);\n"
    "    const DLTensor *t = (const DLTensor *)args[i].v.p;\n"
    "    if (!t)\n"
    "        return tl_host_fail(ret, \"argument %d (%s): NULL tensor\", i, name);\n"
    "    if ((int)t->device.device_type != device_type)\n"
    "        return tl_host_fail(ret, \"argument %d (%s): expected a %s, got device type %d\", i, name, device,\n"
    "                            (int)t->device.device_type);\n"
    "    bool code_ok = t->dtype.code == code || (bits == 8 && code == 1 && dtype[0] == 'b' && t->dtype.code == 6);\n"
    "    if (!code_ok || t->dtype.bits != bits || t->dtype.lanes != 1) {\n"
    "        char got[48];\n"
    "        return tl_host_fail(ret, \"argument %d (%s): expected dtype %s, got %s\", i, name, dtype,\n"
    "                            tl_host_dtype_name(t->dtype.code, t->dtype.bits, t->dtype.lanes, got, sizeof got));\n"
    "    }\n"
    "    if (t->ndim != ndim)\n"
    "        return tl_host_fail(ret, \"argument %d (%s): expected ndim %d, got %d\", i, name, ndim, t->ndim);\n"
    "    if (!t->data)\n"
    "        return tl_host_fail(ret, \"argument %d (%s): data is NULL\", i, name);\n"
    "    if (ndim > 0 && !t->shape)\n"
    "        return tl_host_fail(ret, \"argument %d (%s): NULL shape\", i, name);\n"
    "    uint64_t bytes = (uint64_t)(bits / 8);\n"
    "    for (int d = 0; d < ndim; d++) {\n"
    "        if (t->shape[d] < 1 || t->shape[d] > INT32_MAX)\n"
    "            return tl_host_fail(ret, \"argument %d (%s): dim %d is %lld (must be 1..%d)\", i, name, d,\n"
    "                                (long long)t->shape[d], INT32_MAX);\n"
    "        if (__builtin_mul_overflow(bytes, (uint64_t)t->shape[d], &bytes) || bytes > (uint64_t)PTRDIFF_MAX)\n"
    "            return tl_host_fail(ret, \"argument %d (%s): its shape holds more bytes than memory can (over 2^63)\", i,\n"
    "                                name);\n"
    "    }\n"
    "    if (t->strides) {\n"
    "        int64_t want = 1;\n"
    "        for (int d = ndim - 1; d >= 0; d--) {\n"
    "            if (t->shape[d] != 1 && t->strides[d] != want)\n"
    "                return tl_host_fail(ret, \"argument %d (%s): not contiguous (stride %lld of dim %d, expected %lld)\", i,\n"
    "                                    name, (long long)t->strides[d], d, (long long)want);\n"
    "            want *= t->shape[d];\n"
    "        }\n"
    "    }\n"
    "    if (t->byte_offset % (uint64_t)(bits / 8) != 0)\n"
    "        return tl_host_fail(ret, \"argument %d (%s): byte_offset %llu is not a multiple of the element size %d\", i,\n"
    "                            name, (unsigned long long)t->byte_offset, bits / 8);\n"
    "    *out = t;\n"
    "    *data = (char *)t->data + t->byte_offset;\n"
    "    return 0;\n"
    "}\n";

static void kernel(tl_strbuf *o, const tl_kernel *k, const tl_target_kind *kind)
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
                if (tl_ir_is_const_int(e, &v))
                    tl_strbuf_printf(o, "%s%lld", d ? ", " : "", (long long)v);
                else
                    tl_strbuf_printf(o, "%s%s", d ? ", " : "", e->var->name);
            }
            tl_strbuf_puts(o, "]");
        }
    }
    tl_strbuf_puts(o, ") */\n");
    tl_strbuf_printf(o, "int tilec_packed_%s(void *self, const tl_any *args, int nargs, tl_any *ret)\n{\n", kn);
    size_t np = k->nparams, ns = k->nshape_vars;
    tl_strbuf_printf(o, "    void *argv[%zu];\n", np ? np : 1);
    tl_strbuf_printf(o, "    int64_t dims[%zu];\n", ns ? ns : 1);
    tl_strbuf_puts(o, "    const DLTensor *t;\n    (void)self;\n    (void)t;\n");
    tl_strbuf_printf(o, "    if (nargs != %zu)\n", np);
    tl_strbuf_printf(o, "        return tl_host_fail(ret, \"kernel %s: expected %zu arguments (", kn, np);
    for (size_t i = 0; i < np; i++)
        tl_strbuf_printf(o, "%s%s", i ? ", " : "", k->params[i].name);
    tl_strbuf_puts(o, "), got %d\", nargs);\n");
    /* where each shape dim is first bound: parameter and dim */
    int first_p[64], first_d[64];
    for (size_t j = 0; j < ns && j < 64; j++)
        first_p[j] = -1;
    for (size_t i = 0; i < np; i++) {
        const tl_param *p = &k->params[i];
        if (!p->is_tensor) {
            tl_dtype t = p->var->dtype;
            tl_strbuf_printf(o, "    /* argument %zu (%s): a scalar %s */\n", i, p->name, tl_dtype_name(t));
            bool fl = tl_dtype_is_float(t);
            tl_strbuf_printf(o, "    %s s%zu;\n", tl_dtype_c_type(t), i);
            if (fl) {
                tl_strbuf_printf(o, "    if (args[%zu].type != TL_ANY_FLOAT && args[%zu].type != TL_ANY_INT)\n", i, i);
                tl_strbuf_printf(o, "        return tl_host_fail(ret, \"argument %zu (%s): expected a number (%s)\");\n", i, p->name,
                                 tl_dtype_name(t));
                const char *v = "(args[%zu].type == TL_ANY_FLOAT ? args[%zu].v.f : (double)args[%zu].v.i)";
                tl_strbuf_printf(o, "    s%zu = ", i);
                if (t == TL_DT_F16 || t == TL_DT_BF16)
                    tl_strbuf_puts(o, "tl_host_small_float(");
                else
                    tl_strbuf_printf(o, "(%s)", tl_dtype_c_type(t));
                tl_strbuf_printf(o, v, i, i, i);
                tl_strbuf_printf(o, "%s;\n", t == TL_DT_F16 ? ", 10, 5)" : t == TL_DT_BF16 ? ", 7, 8)" : "");
            } else {
                tl_strbuf_printf(o, "    if (args[%zu].type != TL_ANY_INT)\n", i);
                tl_strbuf_printf(o, "        return tl_host_fail(ret, \"argument %zu (%s): expected an integer (%s)\");\n", i,
                                 p->name, tl_dtype_name(t));
                tl_strbuf_printf(o, "    s%zu = (%s)%sargs[%zu].v.i%s;\n", i, tl_dtype_c_type(t), t == TL_DT_BOOL ? "(" : "", i,
                                 t == TL_DT_BOOL ? " != 0)" : "");
            }
            tl_strbuf_printf(o, "    argv[%zu] = &s%zu;\n", i, i);
            continue;
        }
        const tl_buffer *b = p->buf;
        tl_strbuf_printf(o, "    /* argument %zu (%s) */\n", i, p->name);
        uint8_t code, bits;
        tl_dtype_to_dlpack(b->dtype, &code, &bits);
        tl_strbuf_printf(o, "    if (tl_host_tensor(args, %zu, \"%s\", %d, %d, %d, \"%s\", ret, &t, &argv[%zu], %d, \"%s tensor (%s)\"))\n",
                         i, p->name, b->ndim, code, bits, tl_dtype_name(b->dtype), i, kind->device_type,
                         kind->device_label, kind->device_type_name);
        tl_strbuf_puts(o, "        return -1;\n");
        for (int d = 0; d < b->ndim; d++) {
            const tl_expr *e = b->dims[d];
            int64_t v;
            if (tl_ir_is_const_int(e, &v)) {
                tl_strbuf_printf(o, "    if (t->shape[%d] != %lld)\n", d, (long long)v);
                tl_strbuf_printf(o,
                                 "        return tl_host_fail(ret, \"argument %zu (%s): dim %d is %%lld, the kernel fixes it "
                                 "at %lld\", (long long)t->shape[%d]);\n",
                                 i, p->name, d, (long long)v, d);
                continue;
            }
            size_t j = 0;
            while (j < ns && k->shape_vars[j] != e->var)
                j++;
            if (j >= ns || j >= 64)
                continue;
            if (first_p[j] < 0) {
                first_p[j] = (int)i;
                first_d[j] = d;
                tl_strbuf_printf(o, "    dims[%zu] = t->shape[%d]; /* %s */\n", j, d, e->var->name);
            } else {
                tl_strbuf_printf(o, "    if (t->shape[%d] != dims[%zu])\n", d, j);
                tl_strbuf_printf(o,
                                 "        return tl_host_fail(ret, \"argument %zu (%s): dim %d (%s) is %%lld, but %s is %%lld "
                                 "from argument %d (%s)\", (long long)t->shape[%d], (long long)dims[%zu]);\n",
                                 i, p->name, d, e->var->name, e->var->name, first_p[j], k->params[first_p[j]].name, d, j);
            }
        }
    }
    (void)first_d;
    tl_strbuf_puts(o, "    if (ret)\n        ret->type = TL_ANY_NONE;\n");
    tl_strbuf_printf(o, "    return %s%s(argv, dims, self);\n}\n", kind->launch_prefix, kn);
}

bool tl_host_codegen_c(struct tl_compilation *c, tl_error *err)
{
    tl_strbuf *o = &c->host_source;
    o->len = 0;
    const tl_target_kind *kind = tl_context_target(c->ctx)->kind;
    tl_strbuf_printf(o, "/* host code generated by tilec for target %s; do not edit */\n", kind->name);
    tl_strbuf_puts(o, host_preamble);
    for (size_t i = 0; i < c->module->nkernels; i++)
        kernel(o, c->module->kernels[i], kind);
    if (o->failed)
        return tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    return true;
}

