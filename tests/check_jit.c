/*
 * check_jit.c: the llvm host codegen (src/llvm/host.c) and execution
 * through ORC LLJIT (src/llvm/jit.c, as the cpu backend's loads use it). With LLVM: a hand-built device
 * module for tests/runtime/fixture.tile (tilec_launch_scale_rows and
 * tilec_launch_iota through the C API) gets its packed entry points from the
 * llvm host codegen and runs in process; every bad argument gets the C host
 * codegen's message, word for word; target llvm with host c (the host source
 * as an object, JIT-linked with the module); target c with host llvm for
 * every example against the interpreter; cython is never chosen for llvm;
 * and, once the llvm device codegen exists, every example through
 * ("llvm", "llvm", "tvm_ffi") at edge shapes and the time from source to a
 * callable function for examples/gemm.tile (printed, with each phase: front
 * end, passes, codegen, JIT). Without LLVM the suite
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
    ck_assert_int_eq(tl_runtime_get_stats().compiles, s0.compiles + 1);
    const char *p = tl_kernel_handle_path(h);
    ck_assert(p != NULL && strstr(p, "/host.o") != NULL);
    run_scale_rows(h, 33, 0);
    run_iota(h);
    tl_kernel_handle_free(h);
    /* the host object comes from the cache the second time */
    h = load_hand_built("c", &err);
    ck_assert_msg(h != NULL, "%s", err.msg);
    ck_assert(tl_kernel_handle_cache_hit(h));
    ck_assert_int_eq(tl_runtime_get_stats().compiles, s0.compiles + 1);
    run_scale_rows(h, 7, 2);
    tl_kernel_handle_free(h);
}
END_TEST

/* ---- bad arguments: the C host's messages, word for word -------------------- */

typedef enum bad {
    BAD_COUNT, BAD_NOT_TENSOR, BAD_NULL_TENSOR, BAD_NDIM, BAD_DTYPE, BAD_LANES, BAD_DEVICE, BAD_NULL_DATA,
    BAD_STRIDES, BAD_OFFSET, BAD_INCONSISTENT, BAD_CONST_DIM, BAD_OUT_SHAPE, BAD_ZERO_DIM, BAD_BIG_DIM,
    BAD_SCALAR, BAD_NSHAPE, BAD_NULL_SHAPE, N_BAD
} bad;

/* What the C host says (a substring), to be sure both say something sensible. */
static const char *const bad_gist[N_BAD] = {
    [BAD_COUNT] = "kernel scale_rows: expected 4 arguments (A, v, alpha, C), got 3",
    [BAD_NOT_TENSOR] = "argument 0 (A): expected a tensor",
    [BAD_NULL_TENSOR] = "argument 1 (v): NULL tensor",
    [BAD_NDIM] = "argument 0 (A): expected ndim 2, got 1",
    [BAD_DTYPE] = "argument 3 (C): expected dtype f32, got i32",
    [BAD_LANES] = "argument 3 (C): expected dtype f32",
    [BAD_DEVICE] = "argument 0 (A): expected a CPU tensor (kDLCPU), got device type 2",
    [BAD_NULL_DATA] = "argument 1 (v): data is NULL",
    [BAD_STRIDES] = "argument 0 (A): not contiguous",
    [BAD_OFFSET] = "argument 3 (C): byte_offset 6 is not a multiple of the element size 4",
    [BAD_INCONSISTENT] = "argument 1 (v): dim 0 (M) is 32, but M is 33 from argument 0 (A)",
    [BAD_CONST_DIM] = "argument 0 (A): dim 1 is 16, the kernel fixes it at 17",
    [BAD_OUT_SHAPE] = "argument 3 (C): dim 1 is 18, the kernel fixes it at 17",
    [BAD_ZERO_DIM] = "argument 0 (A): dim 0 is 0",
    [BAD_BIG_DIM] = "argument 0 (A): dim 0 is 2147483648",
    [BAD_SCALAR] = "argument 2 (alpha): expected a number (f32)",
    [BAD_NSHAPE] = "argument 3 (C): dim 0 (M) is 34, but M is 33 from argument 0 (A)",
    [BAD_NULL_SHAPE] = "argument 0 (A): NULL shape",
};

/* Runs bad case b on h; the message (or "" when accepted) into out. */
static void run_bad(tl_kernel_handle *h, int b, char *out, size_t cap)
{
    tens A, v, C;
    mk(&A, kDLFloat, 32, 2, 33, 17);
    mk(&v, kDLFloat, 32, 1, 33, 0);
    mk(&C, kDLFloat, 32, 2, 33, 17);
    for (int i = 0; i < 33 * 17; i++)
        ((float *)C.buf)[i] = 42.0f;
    tl_any args[4] = { T(&A), T(&v), F(2.0), T(&C) };
    int nargs = 4;
    switch ((bad)b) {
    case BAD_COUNT: nargs = 3; break;
    case BAD_NOT_TENSOR: args[0] = I(7); break;
    case BAD_NULL_TENSOR: args[1].v.p = NULL; break;
    case BAD_NDIM: A.t.ndim = 1; break;
    case BAD_DTYPE: C.t.dtype.code = kDLInt; break;
    case BAD_LANES: C.t.dtype.lanes = 4; break;
    case BAD_DEVICE: A.t.device.device_type = kDLCUDA; break;
    case BAD_NULL_DATA: v.t.data = NULL; break;
    case BAD_STRIDES: A.strides[0] = 1, A.strides[1] = 33, A.t.strides = A.strides; break;
    case BAD_OFFSET: C.t.byte_offset = 6; break;
    case BAD_INCONSISTENT: v.shape[0] = 32; break;
    case BAD_CONST_DIM: A.shape[1] = 16; break;
    case BAD_OUT_SHAPE: C.shape[1] = 18; break;
    case BAD_ZERO_DIM: A.shape[0] = 0; break;
    case BAD_BIG_DIM: A.shape[0] = INT64_C(1) << 31; break;
    case BAD_SCALAR: args[2] = T(&v); break;
    case BAD_NSHAPE: C.shape[0] = 34; break;
    case BAD_NULL_SHAPE: A.t.shape = NULL; break;
    case N_BAD: break;
    }
    tl_error err = { 0 };
    if (tl_kernel_launch(h, "scale_rows", args, nargs, 0, &err))
        snprintf(out, cap, "%s", "");
    else
        snprintf(out, cap, "%s", err.msg);
    for (int i = 0; i < 33 * 17; i++) /* nothing ran */
        ck_assert_float_eq(((float *)C.buf)[i], 42.0f);
    free(A.buf), free(v.buf), free(C.buf);
}

START_TEST(bad_arguments_as_the_c_host)
{
    /* the C host of the same kernel, through the c pipeline and codegens */
    fx f;
    fx_open(&f, FIXTURE, "c", "c", "tvm_ffi");
    tl_error err = { 0 };
    ck_assert_msg(tl_run_pipeline(&f.c, &err) && tl_run_codegen(&f.c, false, &err), "%s", err.msg);
    tl_kernel_handle *hc = tl_load(&f.c, &err);
    ck_assert_msg(hc != NULL, "%s", err.msg);
    fx_close(&f);
    tl_kernel_handle *hl = load_hand_built("llvm", &err);
    ck_assert_msg(hl != NULL, "%s", err.msg);
    for (int b = 0; b < N_BAD; b++) {
        char mc[1024], ml[1024];
        run_bad(hc, b, mc, sizeof mc);
        run_bad(hl, b, ml, sizeof ml);
        ck_assert_msg(strstr(mc, bad_gist[b]) != NULL, "case %d: the C host says '%s', not '%s'", b, mc, bad_gist[b]);
        ck_assert_msg(strcmp(mc, ml) == 0, "case %d: the llvm host says '%s', the C host '%s'", b, ml, mc);
    }
    /* integer scalars and the count of iota */
    tens O;
    mk(&O, kDLInt, 32, 1, 4, 0);
    tl_any args[2] = { T(&O), F(1.0) };
    tl_any strarg = { TL_ANY_STR, { .s = "3" } };
    for (int cse = 0; cse < 3; cse++) {
        int n = cse == 2 ? 1 : 2;
        args[1] = cse == 0 ? F(1.0) : strarg;
        tl_error e1 = { 0 }, e2 = { 0 };
        ck_assert(!tl_kernel_launch(hc, "iota", args, n, 0, &e1));
        ck_assert(!tl_kernel_launch(hl, "iota", args, n, 0, &e2));
        ck_assert_str_eq(e1.msg, e2.msg);
    }
    ck_assert_str_eq(err.msg, err.msg);
    /* an extent-1 dim takes any stride */
    O.shape[0] = 1;
    O.strides[0] = 99;
    O.t.strides = O.strides;
    args[1] = I(2);
    ck_assert_msg(tl_kernel_launch(hl, "iota", args, 2, 0, &err), "%s", err.msg);
    /* a NULL ret is fine on success */
    tl_kernel_handle_free(hc);
    tl_kernel_handle_free(hl);
    free(O.buf);
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

/* ---- examples end to end --------------------------------------------------- */

static uint64_t rng = 0x243F6A8885A308D3ull;

static double rnd(void)
{
    rng = rng * 6364136223846793005ull + 1442695040888963407ull;
    return (double)(rng >> 11) / (double)(1ull << 53) * 2.0 - 1.0;
}

static void compare_with_interp(tl_kernel_handle *h, const tl_kernel *ref, int64_t size, const char *what)
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
            int64_t v;
            shapes[i][d] = tl_ir_is_const_int(b->dims[d], &v) ? v : size;
            count[i] *= (size_t)shapes[i][d];
        }
        it[i].dtype = b->dtype;
        it[i].ndim = b->ndim;
        memcpy(it[i].shape, shapes[i], sizeof shapes[i]);
        size_t bytes = count[i] * (size_t)(tl_dtype_bits(b->dtype) / 8);
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
    char msg[512];
    ck_assert_msg(tl_interp_run_kernel(ref, it, np, false, msg, sizeof msg), "%s: %s", what, msg);
    for (size_t i = 0; i < np; i++) {
        if (!mine[i])
            continue;
        tl_dtype t = it[i].dtype;
        double rtol = t == TL_DT_F16 || t == TL_DT_BF16 ? 2e-2 : t == TL_DT_F32 ? 1e-4 : 0;
        double atol = rtol;
        for (size_t e = 0; e < count[i]; e++) {
            double want = tl_interp_get(t, it[i].data, e), got = tl_interp_get(t, mine[i], e);
            bool same = (isnan(want) && isnan(got)) || fabs(got - want) <= atol + rtol * fabs(want);
            ck_assert_msg(same, "%s: %s element %zu: got %.9g, the interpreter %.9g", what, ref->params[i].name, e,
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
                compare_with_interp(h, ref.m->kernels[ki], sizes[si], what);
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
    /* the best of 3, and each phase of that run: front end (parse, check),
     * the passes, the codegens (device IR built and optimized at O3, then
     * the host entry points), the JIT (LLJIT, machine code, lookup) */
    double best = 1e30, phase[4] = { 0 };
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
        if (t4 - t0 < best) {
            best = t4 - t0;
            phase[0] = t1 - t0, phase[1] = t2 - t1, phase[2] = t3 - t2, phase[3] = t4 - t3;
        }
        tl_kernel_handle_free(h);
        fx_close(&f);
    }
    fprintf(stderr, "check_jit: examples/gemm.tile from source to a callable function (llvm, JIT): %.1f ms (best of 3; goal 50):"
            " front end %.1f, passes %.1f, codegen (IR + O3) %.1f, JIT (machine code) %.1f\n",
            best, phase[0], phase[1], phase[2], phase[3]);
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
#ifdef TL_HAVE_LLVM
    tcase_add_test(tc, hand_built_module_through_the_jit);
    tcase_add_test(tc, host_c_on_target_llvm);
    tcase_add_test(tc, bad_arguments_as_the_c_host);
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
