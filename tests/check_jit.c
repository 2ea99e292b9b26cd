/*
 * check_jit.c: the llvm host codegen (src/llvm/host.c) and execution
 * through ORC LLJIT (src/llvm/jit.c, as the cpu backend's loads use it). With LLVM: a hand-built device
 * module for tests/runtime/fixture.tile (tilec_launch_scale_rows and
 * tilec_launch_iota through the C API) gets its packed entry points from the
 * llvm host codegen and runs in process; every bad argument gets one message,
 * word for word, whether the runtime checks it (cython) or the packed
 * function of the C or the llvm host codegen (tvm_ffi); target llvm with host c (the host source
 * as an object, JIT-linked with the module); target c with host llvm for
 * every example against the interpreter; cython is never chosen for llvm;
 * and, once the llvm device codegen exists, every example through
 * ("llvm", "llvm", "tvm_ffi") at edge shapes and the time from source to a
 * callable function for examples/gemm.tile, cold and from the compile cache
 * (printed, with each phase: front end, passes, codegen, load). Without LLVM the suite
 * says it is skipped and checks the error that says why.
 */
#include <dirent.h>
#include <dlpack/dlpack.h>
#include <ftw.h>
#include <math.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "compile/compile.h"
#include "interp/interp.h"
#include "interpref.h"
#include "ir/value.h"
#include "langtest.h"
#include "backend/internal.h"
#include "llvm/llvm.h"
#include "runtime/runtime.h"
#include "testutil.h"

#ifdef TL_HAVE_LLVM
#include <llvm-c/Core.h>
#include <llvm-c/Orc.h>
#endif

bool tl_host_codegen_llvm(struct tl_compilation *c, tl_error *err);
bool tl_host_codegen_c(struct tl_compilation *c, tl_error *err);

static char cache_top[256];
static pid_t main_pid;

/* ---- tensors ----------------------------------------------------------------- */

typedef struct tens {
    DLTensor t;
    int64_t shape[4], strides[4];
    void *buf;
} tens;

static void mk(tens *x, DLDataTypeCode code, int bits, int ndim, int64_t d0, int64_t d1)
{
    memset(x, 0, sizeof *x);
    x->shape[0] = d0, x->shape[1] = d1;
    size_t n = 1;
    for (int d = 0; d < ndim; d++)
        n *= (size_t)(x->shape[d] > 0 ? x->shape[d] : 1);
    x->buf = calloc(n, 8);
    x->t.data = x->buf;
    x->t.device.device_type = kDLCPU;
    x->t.ndim = ndim;
    x->t.dtype.code = (uint8_t)code, x->t.dtype.bits = (uint8_t)bits, x->t.dtype.lanes = 1;
    x->t.shape = x->shape;
}

static tl_any T(tens *x)
{
    tl_any a = { TL_ANY_TENSOR, { .p = &x->t } };
    return a;
}
static tl_any I(int64_t v)
{
    tl_any a = { TL_ANY_INT, { .i = v } };
    return a;
}
static tl_any F(double v)
{
    tl_any a = { TL_ANY_FLOAT, { .f = v } };
    return a;
}

/* A compilation of path for (target, host, exec). */
typedef struct fx {
    tl_arena *arena;
    tl_module *m;
    const tl_context *ctx;
    tl_compilation c;
    char *src;
} fx;

static void fx_open(fx *f, const char *path, const char *target, const char *host, const char *exec)
{
    memset(f, 0, sizeof *f);
    tl_error err = { 0 };
    f->arena = tl_arena_new();
    size_t len;
    f->src = lt_read_file(path, &len);
    ck_assert_msg(f->src != NULL, "cannot read %s", path);
    char *diag = NULL;
    int nerr = 0;
    f->m = lt_compile(f->arena, path, f->src, len, NULL, 0, &diag, &nerr);
    ck_assert_msg(f->m != NULL, "%s", diag ? diag : "");
    free(diag);
    f->ctx = tl_create_backend_context(target, host, exec, &err);
    ck_assert_msg(f->ctx != NULL, "%s", err.msg);
    tl_compilation_init(&f->c, f->arena, f->ctx, f->m, path);
}

static void fx_close(fx *f)
{
    tl_compilation_free(&f->c);
    tl_context_free(f->ctx);
    tl_arena_free(f->arena);
    free(f->src);
}

static const char *const FIXTURE = "tests/runtime/fixture.tile";

#ifdef TL_HAVE_LLVM

/* ---- a hand-built device module for the fixture ---------------------------- */

typedef struct hb {
    LLVMContextRef cx;
    LLVMModuleRef m;
    LLVMBuilderRef b;
    LLVMTypeRef i32, i64, f32, ptr, launch_ty;
} hb;

static LLVMValueRef arg_ptr(hb *h, LLVMValueRef args, int i)
{
    LLVMValueRef idx = LLVMConstInt(h->i64, (unsigned long long)i, 0);
    return LLVMBuildLoad2(h->b, h->ptr, LLVMBuildGEP2(h->b, h->ptr, args, &idx, 1, ""), "");
}

/* for (i = 0; i < n; i++) body(i): returns i in the body block; *done is the exit */
static LLVMValueRef loop_begin(hb *h, LLVMValueRef fn, LLVMValueRef n, LLVMBasicBlockRef *body, LLVMBasicBlockRef *done,
                               LLVMBasicBlockRef *entry)
{
    *entry = LLVMGetInsertBlock(h->b);
    *body = LLVMAppendBasicBlockInContext(h->cx, fn, "body");
    *done = LLVMAppendBasicBlockInContext(h->cx, fn, "done");
    LLVMBuildCondBr(h->b, LLVMBuildICmp(h->b, LLVMIntSGT, n, LLVMConstInt(h->i64, 0, 0), ""), *body, *done);
    LLVMPositionBuilderAtEnd(h->b, *body);
    return LLVMBuildPhi(h->b, h->i64, "i");
}

static void loop_end(hb *h, LLVMValueRef i, LLVMValueRef n, LLVMBasicBlockRef body, LLVMBasicBlockRef done,
                     LLVMBasicBlockRef entry)
{
    LLVMValueRef next = LLVMBuildAdd(h->b, i, LLVMConstInt(h->i64, 1, 0), "");
    LLVMValueRef inc[2] = { LLVMConstInt(h->i64, 0, 0), next };
    LLVMBasicBlockRef from[2] = { entry, LLVMGetInsertBlock(h->b) };
    LLVMAddIncoming(i, inc, from, 2);
    LLVMBuildCondBr(h->b, LLVMBuildICmp(h->b, LLVMIntSLT, next, n, ""), body, done);
    LLVMPositionBuilderAtEnd(h->b, done);
    LLVMBuildRet(h->b, LLVMConstInt(h->i32, 0, 0));
}

/* Makes c's device artifact (as the llvm device codegen would) a module with tilec_launch_scale_rows
 * (C[i, j] = alpha * A[i, j] + v[i], W = 17) and tilec_launch_iota (O[i] = i * k). */
static void hand_built_module(tl_compilation *c)
{
    LLVMOrcThreadSafeContextRef ts = LLVMOrcCreateNewThreadSafeContext();
    hb h;
    h.cx = LLVMOrcThreadSafeContextGetContext(ts);
    h.m = LLVMModuleCreateWithNameInContext("fixture", h.cx);
    h.b = LLVMCreateBuilderInContext(h.cx);
    h.i32 = LLVMInt32TypeInContext(h.cx);
    h.i64 = LLVMInt64TypeInContext(h.cx);
    h.f32 = LLVMFloatTypeInContext(h.cx);
    h.ptr = LLVMPointerTypeInContext(h.cx, 0);
    LLVMTypeRef lp[3] = { h.ptr, h.ptr, h.ptr };
    h.launch_ty = LLVMFunctionType(h.i32, lp, 3, 0);
    LLVMBasicBlockRef body, done, entry;

    LLVMValueRef f = LLVMAddFunction(h.m, "tilec_launch_scale_rows", h.launch_ty);
    LLVMPositionBuilderAtEnd(h.b, LLVMAppendBasicBlockInContext(h.cx, f, "entry"));
    LLVMValueRef args = LLVMGetParam(f, 0), dims = LLVMGetParam(f, 1);
    LLVMValueRef A = arg_ptr(&h, args, 0), v = arg_ptr(&h, args, 1), C = arg_ptr(&h, args, 3);
    LLVMValueRef alpha = LLVMBuildLoad2(h.b, h.f32, arg_ptr(&h, args, 2), "alpha");
    LLVMValueRef M = LLVMBuildLoad2(h.b, h.i64, dims, "M");
    LLVMValueRef W = LLVMConstInt(h.i64, 17, 0);
    LLVMValueRef n = LLVMBuildMul(h.b, M, W, "n");
    LLVMValueRef i = loop_begin(&h, f, n, &body, &done, &entry);
    LLVMValueRef a = LLVMBuildLoad2(h.b, h.f32, LLVMBuildGEP2(h.b, h.f32, A, &i, 1, ""), "");
    LLVMValueRef row = LLVMBuildSDiv(h.b, i, W, "");
    LLVMValueRef vr = LLVMBuildLoad2(h.b, h.f32, LLVMBuildGEP2(h.b, h.f32, v, &row, 1, ""), "");
    LLVMValueRef r = LLVMBuildFAdd(h.b, LLVMBuildFMul(h.b, alpha, a, ""), vr, "");
    LLVMBuildStore(h.b, r, LLVMBuildGEP2(h.b, h.f32, C, &i, 1, ""));
    loop_end(&h, i, n, body, done, entry);

    f = LLVMAddFunction(h.m, "tilec_launch_iota", h.launch_ty);
    LLVMPositionBuilderAtEnd(h.b, LLVMAppendBasicBlockInContext(h.cx, f, "entry"));
    args = LLVMGetParam(f, 0), dims = LLVMGetParam(f, 1);
    LLVMValueRef O = arg_ptr(&h, args, 0);
    LLVMValueRef k = LLVMBuildLoad2(h.b, h.i32, arg_ptr(&h, args, 1), "k");
    LLVMValueRef N = LLVMBuildLoad2(h.b, h.i64, dims, "N");
    i = loop_begin(&h, f, N, &body, &done, &entry);
    LLVMValueRef val = LLVMBuildMul(h.b, LLVMBuildTrunc(h.b, i, h.i32, ""), k, "");
    LLVMBuildStore(h.b, val, LLVMBuildGEP2(h.b, h.i32, O, &i, 1, ""));
    loop_end(&h, i, N, body, done, entry);
    LLVMDisposeBuilder(h.b);
    /* the llvm codegen's artifact, whatever c's target (cython_is_never_chosen_for_llvm hands it to target c) */
    tl_error err;
    tl_target llvm;
    ck_assert(tl_target_parse("llvm", &llvm, &err));
    c->device_codegen = tl_backend_get_device_codegen(tl_context_module(c->ctx), &llvm, &err);
    ck_assert_str_eq(c->device_codegen->name, "llvm");
    c->device_artifact = tl_llvm_artifact_wrap(ts, h.m);
    ck_assert_ptr_nonnull(tl_llvm_device_module(c));
}

/* The fixture with the hand-built module and the host codegen of host
 * ("llvm" or "c"), loaded by tvm_ffi. */
static tl_kernel_handle *load_hand_built(const char *host, tl_error *err)
{
    fx f;
    fx_open(&f, FIXTURE, "llvm", host, "tvm_ffi");
    hand_built_module(&f.c);
    f.c.host_codegen = tl_backend_get_host_codegen(tl_context_module(f.ctx), tl_context_target_host(f.ctx), err);
    bool ok = strcmp(host, "llvm") == 0 ? tl_host_codegen_llvm(&f.c, err) : tl_host_codegen_c(&f.c, err);
    ck_assert_msg(ok, "%s", err->msg);
    tl_kernel_handle *h = tl_load(&f.c, err);
    if (h) {
        /* the JIT took the modules over */
        ck_assert_ptr_null(tl_llvm_device_module(&f.c)->module);
        if (strcmp(host, "llvm") == 0)
            ck_assert_ptr_null(tl_llvm_host_module(&f.c)->module);
    }
    fx_close(&f);
    return h;
}

static void run_scale_rows(tl_kernel_handle *h, int64_t M, int nworkers)
{
    tens A, v, C;
    mk(&A, kDLFloat, 32, 2, M, 17);
    mk(&v, kDLFloat, 32, 1, M, 0);
    mk(&C, kDLFloat, 32, 2, M, 17);
    float *a = A.buf, *vv = v.buf, *c = C.buf;
    for (int64_t i = 0; i < M * 17; i++)
        a[i] = (float)(i % 13) - 6.0f, c[i] = NAN;
    for (int64_t i = 0; i < M; i++)
        vv[i] = (float)i * 0.5f;
    tl_any args[4] = { T(&A), T(&v), F(1.5), T(&C) };
    tl_error err = { 0 };
    ck_assert_msg(tl_kernel_launch(h, NULL, args, 4, nworkers, &err), "%s", err.msg);
    for (int64_t i = 0; i < M * 17; i++)
        ck_assert_float_eq(c[i], 1.5f * a[i] + vv[i / 17]);
    free(A.buf), free(v.buf), free(C.buf);
}

static void run_iota(tl_kernel_handle *h)
{
    tens O;
    mk(&O, kDLInt, 32, 1, 9, 0);
    tl_any args[2] = { T(&O), I(-3) };
    tl_error err = { 0 };
    ck_assert_msg(tl_kernel_launch(h, "iota", args, 2, 0, &err), "%s", err.msg);
    for (int i = 0; i < 9; i++)
        ck_assert_int_eq(((int32_t *)O.buf)[i], -3 * i);
    O.t.byte_offset = 2 * sizeof(int32_t); /* whole elements move the start */
    O.shape[0] = 7;
    args[1] = I(5);
    ck_assert_msg(tl_kernel_launch(h, "iota", args, 2, 0, &err), "%s", err.msg);
    for (int i = 0; i < 9; i++)
        ck_assert_int_eq(((int32_t *)O.buf)[i], i < 2 ? -3 * i : 5 * (i - 2));
    free(O.buf);
}

START_TEST(hand_built_module_through_the_jit)
{
    tl_error err = { 0 };
    tl_kernel_handle *h = load_hand_built("llvm", &err);
    ck_assert_msg(h != NULL, "%s", err.msg);
    ck_assert_str_eq(tl_kernel_handle_exec(h), "tvm_ffi");
    ck_assert_ptr_null(tl_kernel_handle_path(h)); /* nothing written */
    ck_assert_int_eq(tl_kernel_handle_nkernels(h), 2);
    run_scale_rows(h, 33, 0);
    run_scale_rows(h, 1, 1);
    run_scale_rows(h, 2, 2);
    run_iota(h);
    ck_assert(!tl_kernel_launch(h, "nope", NULL, 0, 0, &err));
    tl_assert_msg_contains(&err, "no kernel 'nope'");
    tl_kernel_handle_free(h);
    /* several JITs at once, freed in any order */
    tl_kernel_handle *h1 = load_hand_built("llvm", &err), *h2 = load_hand_built("llvm", &err);
    ck_assert(h1 && h2);
    tl_kernel_handle_free(h1);
    run_scale_rows(h2, 5, 0);
    tl_kernel_handle_free(h2);
}
END_TEST

START_TEST(host_c_on_target_llvm)
{
    tl_error err = { 0 };
    tl_runtime_stats s0 = tl_runtime_get_stats();
    tl_kernel_handle *h = load_hand_built("c", &err);
    ck_assert_msg(h != NULL, "%s", err.msg);
    /* host.o, and the device module's object unless an earlier check of this
     * suite (hand_built_module_through_the_jit) left it in the cache */
    tl_runtime_stats s1 = tl_runtime_get_stats();
    ck_assert(s1.compiles == s0.compiles + 1 || s1.compiles == s0.compiles + 2);
    const char *p = tl_kernel_handle_path(h);
    ck_assert(p != NULL && strstr(p, "/host.o") != NULL);
    run_scale_rows(h, 33, 0);
    run_iota(h);
    tl_kernel_handle_free(h);
    /* both objects come from the cache the second time */
    h = load_hand_built("c", &err);
    ck_assert_msg(h != NULL, "%s", err.msg);
    ck_assert(tl_kernel_handle_cache_hit(h));
    ck_assert_int_eq(tl_runtime_get_stats().compiles, s1.compiles);
    run_scale_rows(h, 7, 2);
    tl_kernel_handle_free(h);
}
END_TEST

START_TEST(cython_is_never_chosen_for_llvm)
{
    tl_error err = { 0 };
    ck_assert_ptr_null(tl_create_backend_context("llvm", "llvm", "cython", &err));
    tl_assert_msg_contains(&err, "cython");
    const tl_context *ctx = tl_create_backend_context("llvm", "llvm", NULL, &err);
    ck_assert_msg(ctx != NULL, "%s", err.msg);
    ck_assert_str_eq(tl_context_execution_backend(ctx)->name, "tvm_ffi");
    tl_context_free(ctx);
    /* and the cython load refuses an LLVM module */
    fx f;
    fx_open(&f, FIXTURE, "c", "c", "cython");
    hand_built_module(&f.c);
    ck_assert_ptr_null(tl_load(&f.c, &err));
    tl_assert_msg_contains(&err, "LLVM module");
    fx_close(&f);
}
END_TEST

#endif /* TL_HAVE_LLVM */

/* ---- bad arguments: one message whichever route checks them ------------------ */

typedef enum bad {
    BAD_COUNT, BAD_NOT_TENSOR, BAD_NONE, BAD_STR, BAD_PTR, BAD_UNKNOWN_TYPE, BAD_NULL_TENSOR, BAD_NDIM, BAD_DTYPE,
    BAD_BITS, BAD_LANES, BAD_DEVICE, BAD_NULL_DATA, BAD_STRIDES, BAD_STRIDES_3, BAD_OFFSET, BAD_INCONSISTENT,
    BAD_CONST_DIM, BAD_OUT_SHAPE, BAD_ZERO_DIM, BAD_NEGATIVE_DIM, BAD_BIG_DIM, BAD_SCALAR, BAD_SCALAR_STR,
    BAD_NSHAPE, BAD_NULL_SHAPE, BAD_NDIM_AND_DEVICE, BAD_DTYPE_AND_DEVICE, BAD_DEVICE_AND_DATA, BAD_OFFSET_AND_SHAPE,
    BAD_DIM_AND_STRIDES, BAD_STRIDES_AND_SHAPE, BAD_TWO_ARGUMENTS, BAD_IOTA_COUNT, BAD_IOTA_INT, BAD_IOTA_RANGE,
    BAD_IOTA_RANGE_LOW, BAD_IOTA_NONE, N_BAD
} bad;

/* What each says, whole. */
static const char *const bad_message[N_BAD] = {
    [BAD_COUNT] = "kernel scale_rows: expected 4 arguments (A, v, alpha, C), got 3",
    [BAD_NOT_TENSOR] = "argument 0 (A): expected a tensor (TL_ANY_TENSOR), got an int",
    [BAD_NONE] = "argument 0 (A): expected a tensor (TL_ANY_TENSOR), got none",
    [BAD_STR] = "argument 3 (C): expected a tensor (TL_ANY_TENSOR), got a string",
    [BAD_PTR] = "argument 1 (v): expected a tensor (TL_ANY_TENSOR), got a pointer",
    [BAD_UNKNOWN_TYPE] = "argument 1 (v): expected a tensor (TL_ANY_TENSOR), got an unknown tl_any type",
    [BAD_NULL_TENSOR] = "argument 1 (v): expected a tensor (TL_ANY_TENSOR), got a NULL DLTensor pointer",
    [BAD_NDIM] = "argument 0 (A): expected ndim 2, got 1",
    [BAD_DTYPE] = "argument 3 (C): expected dtype f32, got i32",
    [BAD_BITS] = "argument 3 (C): expected dtype f32, got f64",
    [BAD_LANES] = "argument 3 (C): expected dtype f32, got f32x4",
    [BAD_DEVICE] = "argument 0 (A): expected a CPU tensor (kDLCPU), got device type 2",
    [BAD_NULL_DATA] = "argument 1 (v): data is NULL",
    [BAD_STRIDES] = "argument 0 (A): expected compact row-major strides [17, 1], got [1, 33]",
    [BAD_STRIDES_3] = "argument 3 (C): expected compact row-major strides [17, 1], got [18, 1]",
    [BAD_OFFSET] = "argument 3 (C): byte_offset 6 is not a multiple of the element size 4",
    [BAD_INCONSISTENT] = "argument 1 (v): expected shape [33], got [32]",
    [BAD_CONST_DIM] = "argument 0 (A): expected shape [33, 17], got [33, 16]",
    [BAD_OUT_SHAPE] = "argument 3 (C): expected shape [33, 17], got [33, 18]",
    [BAD_ZERO_DIM] = "argument 0 (A): dim 0 is 0, outside [1, 2147483647]",
    [BAD_NEGATIVE_DIM] = "argument 3 (C): dim 1 is -17, outside [1, 2147483647]",
    [BAD_BIG_DIM] = "argument 0 (A): dim 0 is 2147483648, outside [1, 2147483647]",
    [BAD_SCALAR] = "argument 2 (alpha): expected a float (TL_ANY_FLOAT or TL_ANY_INT), got a tensor",
    [BAD_SCALAR_STR] = "argument 2 (alpha): expected a float (TL_ANY_FLOAT or TL_ANY_INT), got a string",
    [BAD_NSHAPE] = "argument 3 (C): expected shape [33, 17], got [34, 17]",
    [BAD_NULL_SHAPE] = "argument 0 (A): shape is NULL",
    [BAD_NDIM_AND_DEVICE] = "argument 0 (A): expected ndim 2, got 3",
    [BAD_DTYPE_AND_DEVICE] = "argument 3 (C): expected dtype f32, got u8",
    [BAD_DEVICE_AND_DATA] = "argument 1 (v): expected a CPU tensor (kDLCPU), got device type 10",
    [BAD_OFFSET_AND_SHAPE] = "argument 0 (A): byte_offset 2 is not a multiple of the element size 4",
    [BAD_DIM_AND_STRIDES] = "argument 0 (A): dim 1 is 0, outside [1, 2147483647]",
    [BAD_STRIDES_AND_SHAPE] = "argument 3 (C): expected compact row-major strides [16, 1], got [17, 1]",
    [BAD_TWO_ARGUMENTS] = "argument 0 (A): expected dtype f32, got i32",
    [BAD_IOTA_COUNT] = "kernel iota: expected 2 arguments (O, k), got 1",
    [BAD_IOTA_INT] = "argument 1 (k): expected an integer (TL_ANY_INT), got a float",
    [BAD_IOTA_RANGE] = "argument 1 (k): 2147483648 is out of range for i32",
    [BAD_IOTA_RANGE_LOW] = "argument 1 (k): -2147483649 is out of range for i32",
    [BAD_IOTA_NONE] = "argument 1 (k): expected an integer (TL_ANY_INT), got none",
};

/* Runs bad case b on h; the message (or "" when accepted) into out. */
static void run_bad(tl_kernel_handle *h, int b, char *out, size_t cap)
{
    tens A, v, C, O;
    mk(&A, kDLFloat, 32, 2, 33, 17);
    mk(&v, kDLFloat, 32, 1, 33, 0);
    mk(&C, kDLFloat, 32, 2, 33, 17);
    mk(&O, kDLInt, 32, 1, 4, 0);
    for (int i = 0; i < 33 * 17; i++)
        ((float *)C.buf)[i] = 42.0f;
    tl_any args[4] = { T(&A), T(&v), F(2.0), T(&C) };
    tl_any strarg = { TL_ANY_STR, { .s = "3" } };
    tl_any ptrarg = { TL_ANY_PTR, { .p = &A } };
    int nargs = 4;
    const char *kernel = "scale_rows";
    if (b >= BAD_IOTA_COUNT) {
        kernel = "iota";
        args[0] = T(&O), args[1] = I(3);
        nargs = 2;
    }
    switch ((bad)b) {
    case BAD_COUNT: nargs = 3; break;
    case BAD_NOT_TENSOR: args[0] = I(7); break;
    case BAD_NONE: args[0].type = TL_ANY_NONE; break;
    case BAD_STR: args[3] = strarg; break;
    case BAD_PTR: args[1] = ptrarg; break;
    case BAD_UNKNOWN_TYPE: args[1].type = (tl_any_type)99; break;
    case BAD_NULL_TENSOR: args[1].v.p = NULL; break;
    case BAD_NDIM: A.t.ndim = 1; break;
    case BAD_DTYPE: C.t.dtype.code = kDLInt; break;
    case BAD_BITS: C.t.dtype.bits = 64; break;
    case BAD_LANES: C.t.dtype.lanes = 4; break;
    case BAD_DEVICE: A.t.device.device_type = kDLCUDA; break;
    case BAD_NULL_DATA: v.t.data = NULL; break;
    case BAD_STRIDES: A.strides[0] = 1, A.strides[1] = 33, A.t.strides = A.strides; break;
    case BAD_STRIDES_3: C.strides[0] = 18, C.strides[1] = 1, C.t.strides = C.strides; break;
    case BAD_OFFSET: C.t.byte_offset = 6; break;
    case BAD_INCONSISTENT: v.shape[0] = 32; break;
    case BAD_CONST_DIM: A.shape[1] = 16; break;
    case BAD_OUT_SHAPE: C.shape[1] = 18; break;
    case BAD_ZERO_DIM: A.shape[0] = 0; break;
    case BAD_NEGATIVE_DIM: C.shape[1] = -17; break;
    case BAD_BIG_DIM: A.shape[0] = INT64_C(1) << 31; break;
    case BAD_SCALAR: args[2] = T(&v); break;
    case BAD_SCALAR_STR: args[2] = strarg; break;
    case BAD_NSHAPE: C.shape[0] = 34; break;
    case BAD_NULL_SHAPE: A.t.shape = NULL; break;
    case BAD_NDIM_AND_DEVICE: A.t.ndim = 3, A.t.device.device_type = kDLCUDA; break;
    case BAD_DTYPE_AND_DEVICE: C.t.dtype.code = kDLUInt, C.t.dtype.bits = 8, C.t.device.device_type = kDLCUDA; break;
    case BAD_DEVICE_AND_DATA: v.t.device.device_type = kDLROCM, v.t.data = NULL; break;
    case BAD_OFFSET_AND_SHAPE: A.t.byte_offset = 2, A.t.shape = NULL; break;
    case BAD_DIM_AND_STRIDES: A.shape[1] = 0, A.strides[0] = 5, A.strides[1] = 5, A.t.strides = A.strides; break;
    case BAD_STRIDES_AND_SHAPE: C.shape[1] = 16, C.strides[0] = 17, C.strides[1] = 1, C.t.strides = C.strides; break;
    case BAD_TWO_ARGUMENTS: A.t.dtype.code = kDLInt, C.t.dtype.code = kDLInt; break;
    case BAD_IOTA_COUNT: nargs = 1; break;
    case BAD_IOTA_INT: args[1] = F(3.0); break;
    case BAD_IOTA_RANGE: args[1] = I(INT64_C(1) << 31); break;
    case BAD_IOTA_RANGE_LOW: args[1] = I(-(INT64_C(1) << 31) - 1); break;
    case BAD_IOTA_NONE: args[1].type = TL_ANY_NONE; break;
    case N_BAD: break;
    }
    tl_error err = { 0 };
    if (tl_kernel_launch(h, kernel, args, nargs, 0, &err))
        snprintf(out, cap, "%s", "");
    else
        snprintf(out, cap, "%s", err.msg);
    for (int i = 0; i < 33 * 17; i++) /* nothing ran */
        ck_assert_float_eq(((float *)C.buf)[i], 42.0f);
    free(A.buf), free(v.buf), free(C.buf), free(O.buf);
}

/* fixture.tile through (target, host, exec), loaded. */
static tl_kernel_handle *load_fixture(const char *target, const char *host, const char *exec)
{
    fx f;
    fx_open(&f, FIXTURE, target, host, exec);
    tl_error err = { 0 };
    ck_assert_msg(tl_run_pipeline(&f.c, &err) && tl_run_codegen(&f.c, true, &err), "%s", err.msg);
    tl_kernel_handle *h = tl_load(&f.c, &err);
    ck_assert_msg(h != NULL, "%s %s %s: %s", target, host, exec, err.msg);
    fx_close(&f);
    return h;
}

/* Every bad argument gets one message, word for word, whichever route checks
 * it: the runtime (cython: the checks of src/runtime/handle.c), the C host
 * codegen's packed functions (tvm_ffi, host c) and the llvm host codegen's
 * (tvm_ffi, host llvm: on target c, and on a hand-built llvm device module). */
START_TEST(bad_arguments_alike_everywhere)
{
    enum { MAXH = 4 };
    tl_kernel_handle *h[MAXH];
    const char *route[MAXH];
    int n = 0;
    route[n] = "cython (runtime checks)", h[n++] = load_fixture("c", "c", "cython");
    route[n] = "tvm_ffi, host c", h[n++] = load_fixture("c", "c", "tvm_ffi");
#ifdef TL_HAVE_LLVM
    tl_error err = { 0 };
    route[n] = "tvm_ffi, host llvm", h[n++] = load_fixture("c", "llvm", "tvm_ffi");
    route[n] = "tvm_ffi, host llvm, hand-built llvm device", h[n] = load_hand_built("llvm", &err);
    ck_assert_msg(h[n] != NULL, "%s", err.msg);
    n++;
#else
    printf("skipped: the llvm host's messages (tilec is built without LLVM)\n");
#endif
    for (int b = 0; b < N_BAD; b++) {
        char first[1024], m[1024];
        run_bad(h[0], b, first, sizeof first);
        ck_assert_msg(strcmp(first, bad_message[b]) == 0, "case %d: %s says '%s', not '%s'", b, route[0], first,
                      bad_message[b]);
        for (int i = 1; i < n; i++) {
            run_bad(h[i], b, m, sizeof m);
            ck_assert_msg(strcmp(m, first) == 0, "case %d: %s says '%s', %s '%s'", b, route[i], m, route[0], first);
        }
    }
    /* a byte_offset that wraps the address space passes argument 0's checks
     * (it is a whole number of elements) and is added as an integer by the
     * host codegens; argument 3 then fails (found by fuzz_args; the
     * runtime's route adds it as a pointer, so it is left out here) */
    for (int i = 1; i < n; i++) {
        tens A, v, C;
        mk(&A, kDLFloat, 32, 2, 33, 17);
        mk(&v, kDLFloat, 32, 1, 33, 0);
        mk(&C, kDLInt, 32, 2, 33, 17);
        A.t.byte_offset = UINT64_MAX - 3;
        tl_any wrap[4] = { T(&A), T(&v), F(2.0), T(&C) };
        tl_error e = { 0 };
        ck_assert(!tl_kernel_launch(h[i], "scale_rows", wrap, 4, 0, &e));
        ck_assert_msg(strcmp(e.msg, "argument 3 (C): expected dtype f32, got i32") == 0, "%s: %s", route[i], e.msg);
        free(A.buf), free(v.buf), free(C.buf);
    }
    /* and none minds an extent-1 dim's stride, or a NULL ret on success */
    tens O;
    mk(&O, kDLInt, 32, 1, 1, 0);
    O.strides[0] = 99;
    O.t.strides = O.strides;
    tl_any args[2] = { T(&O), I(2) };
    for (int i = 0; i < n; i++) {
        tl_error e = { 0 };
        ck_assert_msg(tl_kernel_launch(h[i], "iota", args, 2, 0, &e), "%s: %s", route[i], e.msg);
        tl_kernel_handle_free(h[i]);
    }
    free(O.buf);
}
END_TEST


/* ---- examples end to end --------------------------------------------------- */

static uint64_t rng = 0x243F6A8885A308D3ull;

static double rnd(void)
{
    rng = rng * 6364136223846793005ull + 1442695040888963407ull;
    return (double)(rng >> 11) / (double)(1ull << 53) * 2.0 - 1.0;
}

/* Runs kernel ref through h on random inputs with every shape dim size, and
 * compares with the interpreter. The routes of an example draw the same
 * inputs (each case starts from the suite's rng state), so the
 * interpreter's results are kept in the suite's folder (interpref.h): the
 * first route computes them, the others read them. */
static void compare_with_interp(tl_kernel_handle *h, const tl_module *m, const tl_kernel *ref, int64_t size,
                                const char *what)
{
    size_t np = ref->nparams;
    tl_interp_tensor it[16];
    DLTensor dt[16];
    int64_t shapes[16][TL_IR_MAX_DIMS];
    void *mine[16];
    size_t count[16];
    double sc[16];
    tl_any args[16];
    ck_assert(np <= 16);
    for (size_t i = 0; i < np; i++) {
        const tl_param *p = &ref->params[i];
        memset(&it[i], 0, sizeof it[i]);
        if (!p->is_tensor) {
            tl_dtype t = p->var->dtype;
            it[i].dtype = t;
            it[i].data = &sc[i];
            tl_interp_set(t, &sc[i], 0, tl_dtype_is_float(t) ? 0.5 : 3);
            args[i] = tl_dtype_is_float(t) ? F(0.5) : I(3);
            mine[i] = NULL;
            continue;
        }
        const tl_buffer *b = p->buf;
        count[i] = 1;
        for (int d = 0; d < b->ndim; d++) {
            shapes[i][d] = lt_dim_at(ref, b->dims[d], size);
            count[i] *= (size_t)shapes[i][d];
        }
        it[i].dtype = b->dtype;
        it[i].ndim = b->ndim;
        memcpy(it[i].shape, shapes[i], sizeof shapes[i]);
        size_t bytes = (size_t)tl_dtype_global_bytes(b->dtype, count[i]); /* 4-bit: packed */
        it[i].data = malloc(bytes);
        mine[i] = malloc(bytes);
        for (size_t e = 0; e < count[i]; e++)
            tl_interp_set(b->dtype, it[i].data, e, b->dtype == TL_DT_BOOL ? rnd() > 0 : rnd());
        memcpy(mine[i], it[i].data, bytes);
        memset(&dt[i], 0, sizeof dt[i]);
        dt[i].data = mine[i];
        dt[i].device.device_type = kDLCPU;
        dt[i].ndim = b->ndim;
        dt[i].dtype.lanes = 1;
        tl_dtype_to_dlpack(b->dtype, &dt[i].dtype.code, &dt[i].dtype.bits);
        dt[i].shape = shapes[i];
        args[i].type = TL_ANY_TENSOR;
        args[i].v.p = &dt[i];
    }
    tl_error err = { 0 };
    ck_assert_msg(tl_kernel_launch(h, ref->name, args, (int)np, 0, &err), "%s: %s", what, err.msg);
    char msg[512], file[1100];
    if (!ir_load(cache_top, m, ref, it, np, file, sizeof file)) {
        ck_assert_msg(tl_interp_run_kernel(ref, it, np, false, msg, sizeof msg), "%s: %s", what, msg);
        ir_store(file, it, np);
    }
    for (size_t i = 0; i < np; i++) {
        if (!mine[i])
            continue;
        tl_dtype t = it[i].dtype;
        double rtol = t == TL_DT_F16 || t == TL_DT_BF16 ? 2e-2 : t == TL_DT_F32 ? 1e-4 : 0;
        double atol = rtol;
        for (size_t e = 0; e < count[i]; e++) {
            double want = tl_interp_get(t, it[i].data, e), got = tl_interp_get(t, mine[i], e);
            bool same = got == want || (isnan(want) && isnan(got)) || fabs(got - want) <= atol + rtol * fabs(want);
            tl_assert_elem(same, "%s: %s element %zu: got %.9g, the interpreter %.9g", what, ref->params[i].name, e,
                           got, want);
        }
        free(mine[i]);
        free(it[i].data);
    }
}

static char **examples;
static size_t nexamples;

/* Example _i through (target, host, tvm_ffi) at sizes 1, 2, 37 against the
 * interpreter; false (with a note) when a codegen is not written yet. */
static bool example_through(int idx, const char *target, const char *host)
{
    const char *path = examples[idx];
    fx ref, f;
    fx_open(&ref, path, "c", "c", "tvm_ffi");
    fx_open(&f, path, target, host, "tvm_ffi");
    tl_error err = { 0 };
    bool ok = tl_run_pipeline(&f.c, &err) && tl_run_codegen(&f.c, false, &err);
    bool ran = false;
    if (!ok && err.code == TL_ERR_NOT_IMPLEMENTED) {
        fprintf(stderr, "check_jit: %s on --target %s --host %s skipped (%s)\n", path, target, host, err.msg);
    } else {
        ck_assert_msg(ok, "%s: %s", path, err.msg);
        tl_kernel_handle *h = tl_load(&f.c, &err);
        ck_assert_msg(h != NULL, "%s (--target %s --host %s): %s", path, target, host, err.msg);
        static const int64_t sizes[] = { 1, 2, 37 };
        for (size_t ki = 0; ki < ref.m->nkernels; ki++)
            for (size_t si = 0; si < sizeof sizes / sizeof *sizes; si++) {
                char what[700];
                snprintf(what, sizeof what, "%s kernel %s, --target %s --host %s, size %lld", path,
                         ref.m->kernels[ki]->name, target, host, (long long)sizes[si]);
                compare_with_interp(h, ref.m, ref.m->kernels[ki], sizes[si], what);
            }
        tl_any none[1] = { I(0) };
        ck_assert(!tl_kernel_launch(h, NULL, none, 0, 0, &err));
        tl_assert_msg_contains(&err, "arguments (");
        tl_kernel_handle_free(h);
        ran = true;
    }
    fx_close(&f);
    fx_close(&ref);
    return ran;
}

#ifdef TL_HAVE_LLVM
START_TEST(examples_target_c_host_llvm)
{
    ck_assert(example_through(_i, "c", "llvm"));
}
END_TEST

START_TEST(examples_target_llvm)
{
    example_through(_i, "llvm", "llvm");
}
END_TEST

START_TEST(examples_target_llvm_host_c)
{
    example_through(_i, "llvm", "c");
}
END_TEST

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

START_TEST(gemm_source_to_callable_time)
{
    /* the first run with the suite's empty cache (cold: the device module
     * optimized, both compiled to objects), then the best of 2 from the
     * cache (the objects loaded); each phase: front end (parse, check), the
     * passes, the codegens (device IR built and verified, host entry points),
     * the load (objects compiled or found in the cache, JIT link, lookup) */
    double t[3], phase[3][4];
    for (int rep = 0; rep < 3; rep++) {
        double t0 = now_ms();
        fx f;
        fx_open(&f, "examples/gemm.tile", "llvm", "llvm", "tvm_ffi");
        double t1 = now_ms();
        tl_error err = { 0 };
        bool ok = tl_run_pipeline(&f.c, &err);
        double t2 = now_ms();
        ok = ok && tl_run_codegen(&f.c, false, &err);
        double t3 = now_ms();
        if (!ok && err.code == TL_ERR_NOT_IMPLEMENTED) {
            fprintf(stderr, "check_jit: gemm.tile source to callable: skipped (%s)\n", err.msg);
            fx_close(&f);
            return;
        }
        ck_assert_msg(ok, "%s", err.msg);
        tl_kernel_handle *h = tl_load(&f.c, &err);
        ck_assert_msg(h != NULL, "%s", err.msg);
        double t4 = now_ms();
        ck_assert(tl_kernel_handle_cache_hit(h) == (rep > 0));
        t[rep] = t4 - t0;
        phase[rep][0] = t1 - t0, phase[rep][1] = t2 - t1, phase[rep][2] = t3 - t2, phase[rep][3] = t4 - t3;
        tl_kernel_handle_free(h);
        fx_close(&f);
    }
    int best = t[1] <= t[2] ? 1 : 2;
    fprintf(stderr, "check_jit: examples/gemm.tile from source to a callable function (llvm, JIT): cold %.1f ms "
            "(goal 50): front end %.1f, passes %.1f, codegen (IR) %.1f, load (optimize, compile, link) %.1f; "
            "from the cache %.1f ms (goal 5): front end %.1f, passes %.1f, codegen (IR) %.1f, load %.1f\n",
            t[0], phase[0][0], phase[0][1], phase[0][2], phase[0][3], t[best], phase[best][0], phase[best][1],
            phase[best][2], phase[best][3]);
}
END_TEST
#endif

/* ---- without LLVM ---------------------------------------------------------- */

START_TEST(llvm_availability)
{
    fx f;
    fx_open(&f, FIXTURE, "c", "c", "tvm_ffi");
    tl_error err = { 0 };
#ifdef TL_HAVE_LLVM
    f.c.host_codegen = tl_find_host_codegen("llvm");
    ck_assert_msg(tl_host_codegen_llvm(&f.c, &err), "%s", err.msg); /* a module of its own */
    ck_assert_ptr_nonnull(tl_llvm_host_module(&f.c));
#else
    ck_assert(!tl_host_codegen_llvm(&f.c, &err));
    tl_assert_msg_contains(&err, "tilec is built without LLVM (make LLVM=1)");
    ck_assert_ptr_null(f.c.host_artifact);
    fprintf(stderr, "check_jit: skipped: tilec is built without LLVM\n");
    (void)mk, (void)T; /* used by the LLVM checks */
#endif
    fx_close(&f);
}
END_TEST

/* ---- suite ------------------------------------------------------------------- */

static int rm_one(const char *path, const struct stat *sb, int flag, struct FTW *ftw)
{
    (void)sb, (void)flag, (void)ftw;
    remove(path);
    return 0;
}

static void remove_cache_root(void)
{
    if (getpid() == main_pid && cache_top[0])
        nftw(cache_top, rm_one, 16, FTW_DEPTH | FTW_PHYS);
}

Suite *make_suite(void)
{
    char tmpl[] = "/tmp/tilec-check-jit-XXXXXX";
    if (!mkdtemp(tmpl)) {
        perror("mkdtemp");
        abort();
    }
    setenv("XDG_CACHE_HOME", tmpl, 1);
    snprintf(cache_top, sizeof cache_top, "%s", tmpl);
    unsetenv("TILEC_NO_CACHE");
    unsetenv("CC");
    main_pid = getpid();
    atexit(remove_cache_root);
    examples = lt_list_tiles("examples", &nexamples);

    Suite *s = suite_create("jit");
    TCase *tc = tcase_create("jit");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, llvm_availability);
    tcase_add_test(tc, bad_arguments_alike_everywhere);
#ifdef TL_HAVE_LLVM
    tcase_add_test(tc, hand_built_module_through_the_jit);
    tcase_add_test(tc, host_c_on_target_llvm);
    tcase_add_test(tc, cython_is_never_chosen_for_llvm);
    tcase_add_test(tc, gemm_source_to_callable_time);
#endif
    suite_add_tcase(s, tc);
#ifdef TL_HAVE_LLVM
    TCase *ex = tcase_create("examples");
    tcase_set_timeout(ex, 240);
    int n = nexamples > 0 ? (int)nexamples : 1;
    tcase_add_loop_test(ex, examples_target_c_host_llvm, 0, n);
    tcase_add_loop_test(ex, examples_target_llvm, 0, n);
    tcase_add_loop_test(ex, examples_target_llvm_host_c, 0, n);
    suite_add_tcase(s, ex);
#else
    (void)example_through;
#endif
    return s;
}

TL_TEST_MAIN()
