/*
 * host.c: the host codegen `llvm` (specs/host.lua), for every backend. It
 * builds, as LLVM IR through the C API, a module of its own (the host
 * artifact, c->host_artifact) holding the packed entry point of each kernel
 * that the tvm_ffi execution backend calls (the contract is in
 * compile/compile.h):
 *
 *   int tilec_packed_NAME(void *self, const tl_any *args, int nargs, tl_any *ret);
 *
 * with the checks and messages of the C host codegen (src/host/host.c),
 * which are the runtime's (src/runtime/handle.c): the argument count and the
 * binding of shape variables are IR; the checks of one tensor (on the
 * target kind's device type), of its shape against the kernel's constants
 * and the variables bound so far, of one scalar and its conversion, and the
 * formatting of a message are calls to libtilec (host_rt.c:
 * tilec_rt_host_tensor, tilec_rt_host_shape, tilec_rt_host_scalar,
 * tilec_rt_host_fail), which the JIT resolves (jit.c). It declares the device's launch entry point (the
 * target kind's launch_prefix + NAME), which the JIT resolves from the
 * device module or from the symbols its backend gives.
 *
 * The module is built at its first use (tl_llvm_artifact_ready): a load
 * that finds the program's library in the compile cache builds none
 * (library.c).
 *
 * Without TL_HAVE_LLVM its probe says tilec is built without LLVM.
 */
#include <stdlib.h>

#include "backend/internal.h"
#include "compile/compile.h"
#include "ir/shape.h"
#include "ir/value.h"
#include "llvm/llvm.h"
#include "registry.h"

bool tl_llvm_probe(char *reason, size_t cap)
{
#ifdef TL_HAVE_LLVM
    return true;
#else
    snprintf(reason, cap, "%s", TL_LLVM_MISSING);
    return false;
#endif
}

bool tl_have_llvm(void)
{
    char why[sizeof TL_LLVM_MISSING];
    return tl_llvm_probe(why, sizeof why);
}

bool tl_llvm_host_emit(struct tl_compilation *c, const char *kind, struct tl_strbuf *out, tl_error *err)
{
    return tl_llvm_emit_module(c, tl_llvm_host_module(c), kind, out, err);
}

#ifndef TL_HAVE_LLVM

bool tl_host_codegen_llvm(struct tl_compilation *c, tl_error *err)
{
    return tl_error_set(err, TL_ERR_UNAVAILABLE, "host codegen llvm: " TL_LLVM_MISSING);
}

#else

#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>
#include <llvm-c/Orc.h>
#include <stdio.h>
#include <string.h>

#include "llvm/host_rt.h"

typedef struct gen {
    LLVMContextRef cx;
    LLVMModuleRef m;
    LLVMBuilderRef b;
    LLVMTypeRef i8, i32, i64, ptr;
    LLVMTypeRef fail_ty, tensor_ty, scalar_ty, shape_ty, dim_ty, launch_ty, packed_ty;
    LLVMValueRef fail, tensor, scalar, shape, dim;
    LLVMValueRef fn, ret;        /* the packed function being built and its ret */
    const tl_target_kind *kind;  /* where tensors live, and the launch entry point */
} gen;

static LLVMValueRef declare(gen *g, const char *name, LLVMTypeRef ty)
{
    LLVMValueRef f = LLVMGetNamedFunction(g->m, name);
    if (!f)
        f = LLVMAddFunction(g->m, name, ty);
    return f;
}

static LLVMValueRef str(gen *g, const char *s)
{
    LLVMValueRef v = LLVMBuildGlobalString(g->b, s, ".str");
    LLVMSetUnnamedAddress(v, LLVMGlobalUnnamedAddr);
    LLVMSetLinkage(v, LLVMPrivateLinkage);
    return v;
}

static LLVMValueRef ci32(gen *g, long long v) { return LLVMConstInt(g->i32, (unsigned long long)v, 1); }
static LLVMValueRef ci64(gen *g, long long v) { return LLVMConstInt(g->i64, (unsigned long long)v, 1); }

/* Branches to a block that returns -1 when cond holds; carries on after. */
static void fail_if(gen *g, LLVMValueRef cond)
{
    LLVMBasicBlockRef bad = LLVMAppendBasicBlockInContext(g->cx, g->fn, "bad");
    LLVMBasicBlockRef ok = LLVMAppendBasicBlockInContext(g->cx, g->fn, "ok");
    LLVMBuildCondBr(g->b, cond, bad, ok);
    LLVMPositionBuilderAtEnd(g->b, bad);
    LLVMBuildRet(g->b, ci32(g, -1));
    LLVMPositionBuilderAtEnd(g->b, ok);
}

/* When cond holds: tilec_rt_host_fail(ret, fmt, extra...) and return -1. */
static void fail_with(gen *g, LLVMValueRef cond, const char *fmt, LLVMValueRef *extra, unsigned nextra)
{
    LLVMBasicBlockRef bad = LLVMAppendBasicBlockInContext(g->cx, g->fn, "bad");
    LLVMBasicBlockRef ok = LLVMAppendBasicBlockInContext(g->cx, g->fn, "ok");
    LLVMBuildCondBr(g->b, cond, bad, ok);
    LLVMPositionBuilderAtEnd(g->b, bad);
    LLVMValueRef a[4] = { g->ret, str(g, fmt) };
    for (unsigned i = 0; i < nextra && i < 2; i++)
        a[2 + i] = extra[i];
    LLVMBuildCall2(g->b, g->fail_ty, g->fail, a, 2 + (nextra < 2 ? nextra : 2), "");
    LLVMBuildRet(g->b, ci32(g, -1));
    LLVMPositionBuilderAtEnd(g->b, ok);
}

static bool kernel(gen *g, const tl_kernel *k, tl_error *err)
{
    const char *kn = k->name;
    size_t np = k->nparams, ns = k->nshape_vars;
    char name[600], fmt[1400];
    snprintf(name, sizeof name, "%s%s", g->kind->launch_prefix, kn);
    LLVMValueRef launch = declare(g, name, g->launch_ty);
    snprintf(name, sizeof name, "tilec_packed_%s", kn);
    LLVMValueRef existing = LLVMGetNamedFunction(g->m, name);
    if (existing && LLVMCountBasicBlocks(existing) > 0)
        return tl_error_set(err, TL_ERR_INTERNAL, "host codegen llvm: the module already defines %s", name);
    g->fn = existing ? existing : LLVMAddFunction(g->m, name, g->packed_ty);
    LLVMValueRef self = LLVMGetParam(g->fn, 0), args = LLVMGetParam(g->fn, 1), nargs = LLVMGetParam(g->fn, 2);
    g->ret = LLVMGetParam(g->fn, 3);
    LLVMSetValueName2(self, "self", 4);
    LLVMSetValueName2(args, "args", 4);
    LLVMSetValueName2(nargs, "nargs", 5);
    LLVMSetValueName2(g->ret, "ret", 3);
    LLVMPositionBuilderAtEnd(g->b, LLVMAppendBasicBlockInContext(g->cx, g->fn, "entry"));

    LLVMTypeRef argv_ty = LLVMArrayType(g->ptr, (unsigned)(np ? np : 1));
    LLVMTypeRef dims_ty = LLVMArrayType(g->i64, (unsigned)(ns ? ns : 1));
    LLVMValueRef argv = LLVMBuildAlloca(g->b, argv_ty, "argv");
    LLVMValueRef dims = LLVMBuildAlloca(g->b, dims_ty, "dims");
    LLVMValueRef shape_slot = LLVMBuildAlloca(g->b, g->ptr, "shape");
    LLVMValueRef scalars = LLVMBuildAlloca(g->b, LLVMArrayType(g->i64, (unsigned)(np ? np : 1)), "scalars");
    LLVMTypeRef want_ty = LLVMArrayType(g->i64, TL_IR_MAX_DIMS);
    LLVMValueRef want_slot = LLVMBuildAlloca(g->b, want_ty, "want");

    /* the count, in the runtime's words (the names cut at 699 bytes) */
    char names[700] = "";
    for (size_t i = 0; i < np; i++)
        snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s", i ? ", " : "", k->params[i].name);
    snprintf(fmt, sizeof fmt, "kernel %s: expected %zu argument%s (%s), got %%d", kn, np, np == 1 ? "" : "s", names);
    fail_with(g, LLVMBuildICmp(g->b, LLVMIntNE, nargs, ci32(g, (long long)np), ""), fmt, &nargs, 1);

    /* each shape variable's value, once its first dim has bound it */
    LLVMValueRef bound[64] = { 0 };
    if (ns > 64)
        return tl_error_set(err, TL_ERR_INVALID, "host codegen llvm: kernel %s has %zu shape variables (at most 64)",
                            kn, ns);
    LLVMValueRef *shapes = calloc(np ? np : 1, sizeof *shapes); /* each tensor's shape pointer */
    if (!shapes)
        return tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    for (size_t i = 0; i < np; i++) {
        const tl_param *p = &k->params[i];
        LLVMValueRef idx[2] = { ci64(g, 0), ci64(g, (long long)i) };
        LLVMValueRef slot = LLVMBuildInBoundsGEP2(g->b, argv_ty, argv, idx, 2, "");
        LLVMValueRef pname = str(g, p->name);
        if (!p->is_tensor) {
            LLVMValueRef sslot = LLVMBuildInBoundsGEP2(g->b, LLVMArrayType(g->i64, (unsigned)np), scalars, idx, 2, "");
            LLVMValueRef a[6] = { args, ci32(g, (long long)i), pname, ci32(g, (long long)p->var->dtype), sslot,
                                  g->ret };
            LLVMValueRef rc = LLVMBuildCall2(g->b, g->scalar_ty, g->scalar, a, 6, "");
            fail_if(g, LLVMBuildICmp(g->b, LLVMIntNE, rc, ci32(g, 0), ""));
            LLVMBuildStore(g->b, sslot, slot);
            continue;
        }
        const tl_buffer *b = p->buf;
        uint8_t code, bits;
        tl_dtype_to_dlpack(b->dtype, &code, &bits);
        LLVMValueRef a[12] = {
            args, ci32(g, (long long)i), pname, ci32(g, b->ndim), ci32(g, code),
            ci32(g, tl_dtype_bits(b->dtype)), str(g, tl_dtype_name(b->dtype)), g->ret, shape_slot, slot,
        };
        a[10] = ci32(g, g->kind->device_type);
        char where[128];
        snprintf(where, sizeof where, "%s tensor (%s)", g->kind->device_label, g->kind->device_type_name);
        a[11] = str(g, where);
        LLVMValueRef rc = LLVMBuildCall2(g->b, g->tensor_ty, g->tensor, a, 12, "");
        fail_if(g, LLVMBuildICmp(g->b, LLVMIntNE, rc, ci32(g, 0), ""));
        LLVMValueRef shape = b->ndim > 0 ? LLVMBuildLoad2(g->b, g->ptr, shape_slot, "") : NULL;
        shapes[i] = shape;
        /* the dims: a variable's first one binds it; the others, and the
         * constants, are checked against the whole shape */
        LLVMValueRef want[TL_IR_MAX_DIMS];
        bool check = false;
        for (int d = 0; d < b->ndim && d < TL_IR_MAX_DIMS; d++) {
            const tl_expr *e = b->dims[d];
            LLVMValueRef di = ci64(g, d);
            LLVMValueRef dv = LLVMBuildLoad2(g->b, g->i64, LLVMBuildInBoundsGEP2(g->b, g->i64, shape, &di, 1, ""), "");
            int64_t v;
            want[d] = dv;
            if (tl_ir_is_const_int(e, &v)) {
                want[d] = ci64(g, v);
                check = true;
                continue;
            }
            if (e->kind != TL_EXPR_VAR) /* a shape expression: checked once every dim is bound */
                continue;
            size_t j = 0;
            while (j < ns && k->shape_vars[j] != e->var)
                j++;
            if (j >= ns)
                continue;
            if (!bound[j]) {
                bound[j] = dv;
                LLVMValueRef jj[2] = { ci64(g, 0), ci64(g, (long long)j) };
                LLVMBuildStore(g->b, dv, LLVMBuildInBoundsGEP2(g->b, dims_ty, dims, jj, 2, ""));
            } else {
                want[d] = bound[j];
                check = true;
            }
        }
        if (check) {
            for (int d = 0; d < b->ndim; d++) {
                LLVMValueRef dd[2] = { ci64(g, 0), ci64(g, d) };
                LLVMBuildStore(g->b, want[d], LLVMBuildInBoundsGEP2(g->b, want_ty, want_slot, dd, 2, ""));
            }
            LLVMValueRef a2[6] = { g->ret, ci32(g, (long long)i), pname, ci32(g, b->ndim), want_slot, shape };
            LLVMValueRef src = LLVMBuildCall2(g->b, g->shape_ty, g->shape, a2, 6, "");
            fail_if(g, LLVMBuildICmp(g->b, LLVMIntNE, src, ci32(g, 0), ""));
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
                return free(shapes), tl_error_set(err, TL_ERR_INVALID, "host codegen llvm: kernel %s: dim %d of %s, %s, is too long an expression",
                                    kn, d, p->name, text);
            LLVMValueRef steps[2 * TL_DIM_CODE_MAX];
            for (int s = 0; s < 2 * c.n; s++)
                steps[s] = ci64(g, c.code[s]);
            LLVMTypeRef code_ty = LLVMArrayType(g->i64, (unsigned)(2 * c.n));
            LLVMValueRef code = LLVMAddGlobal(g->m, code_ty, "tl_dim_code");
            LLVMSetInitializer(code, LLVMConstArray(g->i64, steps, (unsigned)(2 * c.n)));
            LLVMSetGlobalConstant(code, 1);
            LLVMSetLinkage(code, LLVMPrivateLinkage);
            LLVMValueRef di = ci64(g, d);
            LLVMValueRef got = LLVMBuildLoad2(g->b, g->i64, LLVMBuildInBoundsGEP2(g->b, g->i64, shapes[i], &di, 1, ""), "");
            LLVMValueRef a[9] = { g->ret, ci32(g, (long long)i), str(g, p->name), ci32(g, d), str(g, text), code,
                                  ci32(g, c.n), dims, got };
            LLVMValueRef rc = LLVMBuildCall2(g->b, g->dim_ty, g->dim, a, 9, "");
            fail_if(g, LLVMBuildICmp(g->b, LLVMIntNE, rc, ci32(g, 0), ""));
        }
    }
    /* if (ret) ret->type = TL_ANY_NONE; */
    LLVMBasicBlockRef set = LLVMAppendBasicBlockInContext(g->cx, g->fn, "set_ret");
    LLVMBasicBlockRef call = LLVMAppendBasicBlockInContext(g->cx, g->fn, "launch");
    LLVMBuildCondBr(g->b, LLVMBuildIsNotNull(g->b, g->ret, ""), set, call);
    LLVMPositionBuilderAtEnd(g->b, set);
    LLVMBuildStore(g->b, ci32(g, TL_ANY_NONE), g->ret);
    LLVMBuildBr(g->b, call);
    LLVMPositionBuilderAtEnd(g->b, call);
    LLVMValueRef la[3] = { argv, dims, self };
    LLVMBuildRet(g->b, LLVMBuildCall2(g->b, g->launch_ty, launch, la, 3, ""));
    free(shapes);
    return true;
}

/* The host module into a (tl_llvm_build_fn: run at its first use). */
static bool build(struct tl_compilation *c, tl_llvm_artifact *a, tl_error *err)
{
    LLVMOrcThreadSafeContextRef ts = LLVMOrcCreateNewThreadSafeContext();
    LLVMModuleRef m = LLVMModuleCreateWithNameInContext(c->path ? c->path : "tilec", LLVMOrcThreadSafeContextGetContext(ts));
    a->context = ts;
    a->module = m;
    gen g;
    memset(&g, 0, sizeof g);
    g.m = m;
    g.kind = tl_context_target(c->ctx)->kind;
    g.cx = LLVMGetModuleContext(g.m);
    g.b = LLVMCreateBuilderInContext(g.cx);
    g.i8 = LLVMInt8TypeInContext(g.cx);
    g.i32 = LLVMInt32TypeInContext(g.cx);
    g.i64 = LLVMInt64TypeInContext(g.cx);
    g.ptr = LLVMPointerTypeInContext(g.cx, 0);
    LLVMTypeRef fail_p[2] = { g.ptr, g.ptr };
    g.fail_ty = LLVMFunctionType(g.i32, fail_p, 2, 1);
    LLVMTypeRef tensor_p[12] = { g.ptr, g.i32, g.ptr, g.i32, g.i32, g.i32, g.ptr, g.ptr, g.ptr, g.ptr, g.i32, g.ptr };
    g.tensor_ty = LLVMFunctionType(g.i32, tensor_p, 12, 0);
    LLVMTypeRef scalar_p[6] = { g.ptr, g.i32, g.ptr, g.i32, g.ptr, g.ptr };
    g.scalar_ty = LLVMFunctionType(g.i32, scalar_p, 6, 0);
    LLVMTypeRef launch_p[3] = { g.ptr, g.ptr, g.ptr };
    g.launch_ty = LLVMFunctionType(g.i32, launch_p, 3, 0);
    LLVMTypeRef packed_p[4] = { g.ptr, g.ptr, g.i32, g.ptr };
    g.packed_ty = LLVMFunctionType(g.i32, packed_p, 4, 0);
    g.fail = declare(&g, "tilec_rt_host_fail", g.fail_ty);
    g.tensor = declare(&g, "tilec_rt_host_tensor", g.tensor_ty);
    g.scalar = declare(&g, "tilec_rt_host_scalar", g.scalar_ty);
    LLVMTypeRef shape_p[6] = { g.ptr, g.i32, g.ptr, g.i32, g.ptr, g.ptr };
    g.shape_ty = LLVMFunctionType(g.i32, shape_p, 6, 0);
    g.shape = declare(&g, "tilec_rt_host_shape", g.shape_ty);
    LLVMTypeRef dim_p[9] = { g.ptr, g.i32, g.ptr, g.i32, g.ptr, g.ptr, g.i32, g.ptr, g.i64 };
    g.dim_ty = LLVMFunctionType(g.i32, dim_p, 9, 0);
    g.dim = declare(&g, "tilec_rt_host_dim", g.dim_ty);
    bool ok = true;
    for (size_t i = 0; ok && i < c->module->nkernels; i++)
        ok = kernel(&g, c->module->kernels[i], err);
    LLVMDisposeBuilder(g.b);
    if (!ok)
        return false;
    char *why = NULL;
    if (LLVMVerifyModule(g.m, LLVMReturnStatusAction, &why)) {
        tl_error_set(err, TL_ERR_INTERNAL, "host codegen llvm: the module does not verify: %.900s", why ? why : "?");
        LLVMDisposeMessage(why);
        return false;
    }
    LLVMDisposeMessage(why);
    return true;
}

bool tl_host_codegen_llvm(struct tl_compilation *c, tl_error *err)
{
    tl_llvm_artifact_free(c->host_artifact);
    if (!(c->host_artifact = tl_llvm_artifact_defer(c, build, false)))
        return tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    return true;
}
#endif
