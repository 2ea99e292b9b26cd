/*
 * fuzz_args.c: a libFuzzer target over the packed-call argument checks
 * (tl_kernel_launch; see fuzz/fuzz.mk: `make fuzz`, `make fuzz-check`).
 *
 * Once, at start-up, two kernels (KERNELS below) are compiled for target c
 * and loaded three ways: cython (the runtime's checks, src/runtime/handle.c),
 * tvm_ffi with host c (the C host codegen's packed functions) and, with LLVM,
 * tvm_ffi with host llvm (the llvm host codegen's, JIT-run). Each input is
 * read as a call: which kernel, how many arguments, nworkers, and each
 * argument (any tl_any type; for a tensor its ndim, dtype, device, data,
 * shape, strides and byte_offset, each from edge values or raw bytes; see
 * read_call). The call goes to all three: none may crash, hang or leak, and
 * all three must answer alike, word for word (or all succeed).
 *
 * A call that passes the checks runs the kernel, so every tensor's data is a
 * buffer as large as its shape says (at most MAX_BACKED bytes). When one
 * cannot be, the last argument (Z, a u8[1] of each kernel) is made none, so
 * the call is still checked up to there but never runs. Byte offsets stay
 * below 2^46 (see read_tensor).
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dlpack/dlpack.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compile/compile.h"
#include "lang/lang.h"
#include "runtime/runtime.h"
#include "util/arena.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char KERNELS[] =
    "kernel fz(A: f32[M, 5], v: f32[M], C: i32[M, N], x: f16, k: i8, b: bool, n: u64, d: f64, Z: u8[1])\n"
    "    grid(M) threads(1) as (bx)\n"
    "{\n"
    "    A[bx, 0] = v[bx] + f32(x)\n"
    "    C[bx, 0] = i32(k)\n"
    "    Z[0] = u8(1)\n"
    "}\n"
    "\n"
    "kernel small(O: bf16[K], s: u32, Z: u8[1])\n"
    "    grid(1) threads(1) as (bx)\n"
    "{\n"
    "    O[0] = bf16(s)\n"
    "    Z[0] = u8(2)\n"
    "}\n";

#define MAX_ARGS 12
#define MAX_BACKED ((uint64_t)256 << 10)
#define MAX_HANDLES 3
#define MAX_OFFSET (((uint64_t)1 << 46) - 1)

static tl_kernel_handle *handles[MAX_HANDLES];
static const char *routes[MAX_HANDLES];
static int nhandles;

static tl_kernel_handle *load(const char *host, const char *exec)
{
    tl_arena *a = tl_arena_new();
    int nerr = 0;
    tl_module *m = tl_lang_compile(a, "fuzz_args.tile", KERNELS, sizeof KERNELS - 1, NULL, 0, stderr, &nerr);
    tl_error err = { 0 };
    const tl_context *ctx = m ? tl_create_backend_context("c", host, exec, &err) : NULL;
    if (!ctx) {
        fprintf(stderr, "fuzz_args: cannot set up c/%s/%s: %s\n", host, exec, err.msg);
        abort();
    }
    tl_compilation c;
    tl_compilation_init(&c, a, ctx, m, "fuzz_args.tile");
    tl_kernel_handle *h = NULL;
    if (tl_run_pipeline(&c, &err) && tl_run_codegen(&c, true, &err))
        h = tl_load(&c, &err);
    tl_compilation_free(&c);
    tl_context_free(ctx);
    tl_arena_free(a);
    if (!h && strcmp(host, "llvm") != 0) {
        fprintf(stderr, "fuzz_args: cannot load c/%s/%s: %s\n", host, exec, err.msg);
        abort();
    }
    return h;
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    /* the shared objects go to a cache of the fuzzer's own */
    if (!getenv("XDG_CACHE_HOME"))
        setenv("XDG_CACHE_HOME", "build-fuzz/cache", 1);
    routes[nhandles] = "cython", handles[nhandles++] = load("c", "cython");
    routes[nhandles] = "tvm_ffi, host c", handles[nhandles++] = load("c", "tvm_ffi");
    if (tl_have_llvm() && (handles[nhandles] = load("llvm", "tvm_ffi")))
        routes[nhandles++] = "tvm_ffi, host llvm";
    return 0;
}

/* ---- reading a call ------------------------------------------------------- */

typedef struct reader {
    const uint8_t *p, *end;
} reader;

static uint8_t u8(reader *r) { return r->p < r->end ? *r->p++ : 0; }

static uint64_t u64(reader *r)
{
    uint64_t v = 0;
    for (int i = 0; i < 8; i++)
        v = v << 8 | u8(r);
    return v;
}

/* An int64: an edge value, a small one, or 8 raw bytes. */
static int64_t i64(reader *r)
{
    static const int64_t edges[] = { 0, 1, 2, 3, 5, 17, 33, -1, -17, INT32_MAX, (int64_t)INT32_MAX + 1, INT32_MIN,
                                     (int64_t)INT32_MIN - 1, INT64_MAX, INT64_MIN, (int64_t)1 << 40, 255, 256, 127,
                                     -128, -129, 65535, 65536, (int64_t)UINT32_MAX, (int64_t)UINT32_MAX + 1 };
    uint8_t s = u8(r);
    if (s < 128)
        return edges[s % (sizeof edges / sizeof *edges)];
    if (s < 224)
        return s - 128 - 16; /* -16 .. 79 */
    return (int64_t)u64(r);
}

typedef struct tensor {
    DLTensor t;
    int64_t *shape, *strides;
    void *buf;
} tensor;

/* The bytes a tensor's shape and dtype say it holds, plus its byte_offset,
 * or UINT64_MAX when that is not a sane size. */
static uint64_t claimed_bytes(const DLTensor *t)
{
    if (!t->shape || t->ndim < 1 || t->ndim > 8)
        return UINT64_MAX;
    uint64_t n = (uint64_t)(t->dtype.bits ? (t->dtype.bits + 7) / 8 : 1) * (t->dtype.lanes ? t->dtype.lanes : 1);
    for (int d = 0; d < t->ndim; d++) {
        if (t->shape[d] < 1 || t->shape[d] > INT32_MAX || n > MAX_BACKED)
            return UINT64_MAX;
        n *= (uint64_t)t->shape[d];
    }
    if (n > MAX_BACKED || t->byte_offset > MAX_BACKED)
        return UINT64_MAX;
    return n + t->byte_offset;
}

/* Reads one tensor; false when its data cannot be backed. */
static bool read_tensor(reader *r, tensor *x)
{
    static const uint8_t codes[] = { kDLFloat, kDLInt, kDLUInt, kDLBfloat, 6 /* kDLBool */, 3, 5, 255 };
    static const uint8_t bits[] = { 32, 16, 8, 64, 1, 0, 4, 128 };
    static const int devices[] = { kDLCPU, kDLCUDA, kDLCUDAHost, kDLROCM, 0, -1, 1000 };
    static const uint64_t offsets[] = { 0, 1, 2, 4, 6, 8, 16, (uint64_t)1 << 40, MAX_OFFSET, MAX_OFFSET - 3 };
    memset(x, 0, sizeof *x);
    uint8_t s = u8(r);
    x->t.ndim = s < 200 ? s % 4 : (int)(int8_t)u8(r);
    s = u8(r);
    x->t.dtype.code = s < 224 ? codes[s % sizeof codes] : u8(r);
    s = u8(r);
    x->t.dtype.bits = s < 224 ? bits[s % sizeof bits] : u8(r);
    s = u8(r);
    x->t.dtype.lanes = s < 224 ? (uint16_t)(s % 16 == 0 ? 4 : s % 32 == 1 ? 0 : 1) : (uint16_t)(u8(r) << 8 | u8(r));
    s = u8(r);
    x->t.device.device_type = s < 200 ? kDLCPU : (DLDeviceType)devices[s % (sizeof devices / sizeof *devices)];
    x->t.device.device_id = s == 255 ? -1 : 0;
    /* shape: exactly ndim entries (ASan sees a read past them), or NULL */
    s = u8(r);
    int n = x->t.ndim > 0 && x->t.ndim <= 16 ? x->t.ndim : 0;
    if (s < 240 && n > 0) {
        x->shape = malloc(sizeof *x->shape * (size_t)n);
        for (int d = 0; d < n; d++)
            x->shape[d] = i64(r);
        x->t.shape = x->shape;
    }
    s = u8(r);
    if (s >= 160 && n > 0) {
        x->strides = malloc(sizeof *x->strides * (size_t)n);
        if (s < 224 && x->shape) { /* compact */
            int64_t st = 1;
            for (int d = n - 1; d >= 0; d--) {
                x->strides[d] = st;
                st = (int64_t)((uint64_t)st * (uint64_t)x->shape[d]);
            }
        } else {
            for (int d = 0; d < n; d++)
                x->strides[d] = i64(r);
        }
        x->t.strides = x->strides;
    }
    s = u8(r);
    x->t.byte_offset = s < 192 ? 0 : s < 240 ? offsets[s % (sizeof offsets / sizeof *offsets)] : u64(r);
    /* below 2^46, so that data + byte_offset stays inside the address space:
     * the runtime (src/runtime/handle.c) adds them as pointers, which is
     * undefined when the sum wraps (the host codegens add them as integers) */
    x->t.byte_offset &= MAX_OFFSET;
    s = u8(r);
    if (s >= 248) /* no data */
        return true;
    uint64_t need = claimed_bytes(&x->t);
    bool backed = need != UINT64_MAX;
    x->buf = calloc(backed ? need : 64, 1);
    x->t.data = x->buf;
    return backed;
}

typedef struct call {
    const char *kernel;
    int nargs, nworkers;
    bool null_args;
    tl_any args[MAX_ARGS];
    tensor tensors[MAX_ARGS];
    bool unbacked;
} call;

static void read_call(reader *r, call *c)
{
    static const char *const kernels[] = { NULL, "fz", "small", "nope", "" };
    static const int workers[] = { 0, 1, 2, 3, -1, INT32_MIN };
    memset(c, 0, sizeof *c);
    uint8_t s = u8(r);
    c->kernel = kernels[s % (sizeof kernels / sizeof *kernels)];
    s = u8(r);
    c->nargs = s < 240 ? s % (MAX_ARGS + 1) : -(int)(s % 4) - 1;
    s = u8(r);
    c->nworkers = workers[s % (sizeof workers / sizeof *workers)];
    c->null_args = u8(r) == 255;
    for (int i = 0; i < MAX_ARGS; i++) {
        tl_any *a = &c->args[i];
        s = u8(r);
        switch (s % 8) {
        case 0: a->type = TL_ANY_NONE; break;
        case 1: a->type = TL_ANY_INT, a->v.i = i64(r); break;
        case 2: {
            a->type = TL_ANY_FLOAT;
            uint64_t bits = u64(r);
            memcpy(&a->v.f, &bits, sizeof bits);
            break;
        }
        case 3: a->type = TL_ANY_STR, a->v.s = (const char *)(uintptr_t)0x10; break; /* never read */
        case 4: a->type = TL_ANY_PTR, a->v.p = (void *)(uintptr_t)0x10; break;         /* never read */
        case 5: a->type = TL_ANY_TENSOR, a->v.p = NULL; break;
        case 6: a->type = (tl_any_type)(100 + u8(r)), a->v.p = (void *)(uintptr_t)0x10; break;
        default:
            a->type = TL_ANY_TENSOR;
            a->v.p = &c->tensors[i].t;
            if (!read_tensor(r, &c->tensors[i]))
                c->unbacked = true;
        }
    }
    /* a call that cannot be backed is checked, never run: its last
     * argument (each kernel's Z) is none */
    if (c->unbacked) {
        int last = c->kernel && strcmp(c->kernel, "small") == 0 ? 2 : 8;
        c->args[last].type = TL_ANY_NONE;
    }
}

static void free_call(call *c)
{
    for (int i = 0; i < MAX_ARGS; i++) {
        free(c->tensors[i].shape);
        free(c->tensors[i].strides);
        free(c->tensors[i].buf);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    reader r = { data, data + size };
    call c;
    read_call(&r, &c);
    char first[1024] = "";
    bool first_ok = false;
    for (int i = 0; i < nhandles; i++) {
        tl_error err = { 0 };
        bool ok = tl_kernel_launch(handles[i], c.kernel, c.null_args ? NULL : c.args, c.nargs, c.nworkers, &err);
        if (!ok && !err.msg[0]) {
            fprintf(stderr, "fuzz_args: %s refused a call without a message\n", routes[i]);
            abort();
        }
        if (i == 0) {
            first_ok = ok;
            snprintf(first, sizeof first, "%s", ok ? "" : err.msg);
        } else if (ok != first_ok || (!ok && strcmp(err.msg, first) != 0)) {
            fprintf(stderr, "fuzz_args: the routes answer differently:\n  %s: %s\n  %s: %s\n", routes[0],
                    first_ok ? "(ran)" : first, routes[i], ok ? "(ran)" : err.msg);
            abort();
        }
    }
    free_call(&c);
    return 0;
}
