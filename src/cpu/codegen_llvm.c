/*
 * codegen_llvm.c: the device codegen `llvm` (specs/cpu.lua): lowered tile IR
 * in, an LLVM module out (c->device_artifact, a tl_llvm_artifact of
 * src/llvm/llvm.h, freed and emitted by src/llvm), built through
 * LLVM 19's C API; verified and optimized (TL_LLVM_PIPELINE, src/llvm/llvm.h)
 * where it is emitted or compiled for the JIT, which keeps the object code
 * in the compile cache (src/llvm/jit.c): a module whose object the cache
 * has (same bitcode, verified when it was compiled) is neither. It follows the generated-code
 * contract of compile/compile.h and means exactly what codegen_c.c's C
 * means; for each kernel NAME:
 *   - NAME_block(tensors..., scalars..., shape dims..., bx, by, bz): one
 *     block, never inlined into NAME_task. Tensor pointers are distinct
 *     parameters, marked noalias; on-chip buffers are zeroed allocas (malloc'd when large); global tensors are
 *     indexed in 64 bits; f16/bf16 are i16 in memory and float in registers,
 *     rounded after every operation (fptrunc/fpext through half for f16, bit
 *     arithmetic for bf16, tilec_rt_f16r/bf16r from a double); integers wrap
 *     (no nsw/nuw), division by zero or MIN / -1 is defined (the divisor
 *     becomes 1, MIN / -1 wraps); casts to int saturate (fptosi.sat);
 *     min/max use minnum/maxnum (a NaN operand ignored); exp of f32/f16/bf16 is
 *     tilec_expf, prelude/base.h's tl_expf as an internal alwaysinline
 *     function (float arithmetic, so loops calling it vectorize), other math
 *     goes through double; loops vectorize_loop marked get
 *     llvm.loop.vectorize.enable;
 *   - NAME_task(ctx, block): block index -> (bx, by, bz);
 *   - tilec_launch_NAME(args, dims, self): binds the arguments and runs
 *     the grid through tilec_rt_run_blocks (rt_exports.c) over the worker
 *     count self points at (NULL: 0, one per core).
 * f32 gemm calls tilec_rt_gemm_f32 (tilec_rt_gemm_tf32 with precision=tf32),
 * f16 x f16 -> f32 tilec_rt_gemm_f16f32, bf16 x bf16 -> f32 tilec_rt_gemm_bf16f32,
 * i8/u8 x i8/u8 -> i32 tilec_rt_gemm_i8i32; other dtypes get the C target's typed loop. atomic_add runs under
 * tilec_rt_lock, fenced (acquire after the lock, release before the unlock).
 *
 * Flow: after the cpu pipeline the codegen leaves the module to be built at
 * its first use (tl_llvm_artifact_ready, src/llvm/emit.c): the execution
 * backend (exec.c) loads the program's library from the compile cache
 * without it (src/llvm/library.c), or links its object (JIT or library), or
 * tl_llvm_emit (src/llvm/emit.c) writes IR, assembly or an object.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "backend/internal.h"
#include "compile/compile.h"
#include "cpu/cpu.h"
#include "llvm/llvm.h"
#include "registry.h"

#ifndef TL_HAVE_LLVM

bool tl_llvm_codegen_build(struct tl_compilation *c, bool optimize, tl_error *err)
{
    return tl_error_set(err, TL_ERR_UNAVAILABLE, "tilec is built without LLVM (make LLVM=1)");
}

#else

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/Orc.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>

#include "ir/value.h"
#include "transform/transform.h"


typedef struct lg {
    tl_compilation *c;
    tl_arena *a;
    tl_kernel *k;
    LLVMContextRef ctx;
    LLVMModuleRef mod;
    LLVMBuilderRef b;
    LLVMValueRef fn;
    LLVMBasicBlockRef entry;
    LLVMTypeRef i1, i8, i16, i32, i64, f16, f32, f64, ptr, voidt;
    LLVMValueRef *vars; /* by tl_var id */
    int nvars;
    LLVMValueRef *bufs; /* by tl_buffer id: element pointer */
    int nbufs;
    LLVMValueRef frees[64]; /* malloc'd on-chip buffers of this function */
    int nfrees;
    const char *cpu, *features;
    bool x86; /* the triple's arch is x86-64 or i386 */
    int clamp; /* > 0: on-chip loads clamp their offset into the buffer */
    /* where a break and a continue of the innermost while or range loop go */
    LLVMBasicBlockRef jump_break[256], jump_continue[256];
    int njumps;
    /* integer divisions computed before the loops they are invariant in
     * (hoist_divisions) */
    struct hoisted { const tl_expr *e; LLVMValueRef v; } *hoisted;
    int nhoisted, cap_hoisted;
    bool bad;
    char msg[512];
} lg;

static void fail(lg *g, const char *fmt, const char *arg)
{
    if (!g->bad)
        snprintf(g->msg, sizeof g->msg, fmt, arg);
    g->bad = true;
}

/* ---- types and helpers ------------------------------------------------------ */

static LLVMTypeRef reg_type(lg *g, tl_dtype t)
{
    switch (t) {
    case TL_DT_BOOL: return g->i1;
    case TL_DT_I8: case TL_DT_U8: case TL_DT_I4: case TL_DT_U4: return g->i8; /* i4: sign-extended */
    case TL_DT_I16: case TL_DT_U16: return g->i16;
    case TL_DT_I32: case TL_DT_U32: return g->i32;
    case TL_DT_I64: case TL_DT_U64: return g->i64;
    case TL_DT_F16: case TL_DT_BF16: case TL_DT_F32: case TL_DT_F8E4M3: case TL_DT_F8E5M2: case TL_DT_E8M0:
    case TL_DT_F4E2M1: return g->f32;
    case TL_DT_F64: return g->f64;
    default: return g->i32;
    }
}

static bool is_fp8(tl_dtype t);
static LLVMTypeRef mem_type(lg *g, tl_dtype t)
{
    if (t == TL_DT_BOOL)
        return g->i8;
    if (t == TL_DT_F16 || t == TL_DT_BF16)
        return g->i16;
    if (is_fp8(t))
        return g->i8;
    return reg_type(g, t);
}

static unsigned mem_bytes(tl_dtype t) { return (unsigned)((tl_dtype_bits(t) + 7) / 8); } /* 4-bit: a byte on chip */

static bool is_small_float(tl_dtype t) { return tl_dtype_is_small_float(t); }
/* The 8-bit floats (f8e4m3, f8e5m2, e8m0) and f4e2m1 (its code in a byte):
 * the runtime converts them. */
static bool is_fp8(tl_dtype t) { return tl_dtype_is_float(t) && tl_dtype_bits(t) <= 8; }

static void set_var(lg *g, const tl_var *v, LLVMValueRef x)
{
    if (v->id >= g->nvars) {
        int n = v->id + 64;
        LLVMValueRef *nv = realloc(g->vars, (size_t)n * sizeof *nv);
        if (!nv) {
            fail(g, "out of memory%s", "");
            return;
        }
        memset(nv + g->nvars, 0, (size_t)(n - g->nvars) * sizeof *nv);
        g->vars = nv;
        g->nvars = n;
    }
    g->vars[v->id] = x;
    if (LLVMIsAInstruction(x) || LLVMIsAArgument(x)) {
        size_t len = 0;
        LLVMGetValueName2(x, &len);
        if (len == 0)
            LLVMSetValueName2(x, v->name, strlen(v->name));
    }
}

static void set_buf(lg *g, const tl_buffer *b, LLVMValueRef p)
{
    if (b->id >= g->nbufs) {
        int n = b->id + 64;
        LLVMValueRef *nb = realloc(g->bufs, (size_t)n * sizeof *nb);
        if (!nb) {
            fail(g, "out of memory%s", "");
            return;
        }
        memset(nb + g->nbufs, 0, (size_t)(n - g->nbufs) * sizeof *nb);
        g->bufs = nb;
        g->nbufs = n;
    }
    g->bufs[b->id] = p;
}

static LLVMValueRef get_fn(lg *g, const char *name, LLVMTypeRef ret, LLVMTypeRef *params, unsigned n,
                           LLVMTypeRef *fty)
{
    *fty = LLVMFunctionType(ret, params, n, 0);
    LLVMValueRef f = LLVMGetNamedFunction(g->mod, name);
    if (!f) {
        f = LLVMAddFunction(g->mod, name, *fty);
        LLVMSetLinkage(f, LLVMExternalLinkage);
    }
    return f;
}

static LLVMValueRef call_fn(lg *g, const char *name, LLVMTypeRef ret, LLVMValueRef *args, unsigned n)
{
    LLVMTypeRef ps[16], fty;
    for (unsigned i = 0; i < n; i++)
        ps[i] = LLVMTypeOf(args[i]);
    LLVMValueRef f = get_fn(g, name, ret, ps, n, &fty);
    return LLVMBuildCall2(g->b, fty, f, args, n, "");
}

/* An overloaded intrinsic on `tys`. */
static LLVMValueRef intrinsic(lg *g, const char *name, LLVMTypeRef *tys, size_t ntys, LLVMValueRef *args, unsigned n)
{
    unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
    if (!id) {
        fail(g, "internal error: no LLVM intrinsic %s", name);
        return LLVMGetUndef(LLVMTypeOf(args[0]));
    }
    LLVMValueRef f = LLVMGetIntrinsicDeclaration(g->mod, id, tys, ntys);
    LLVMTypeRef fty = LLVMIntrinsicGetType(g->ctx, id, tys, ntys);
    return LLVMBuildCall2(g->b, fty, f, args, n, "");
}

static LLVMValueRef intrinsic1(lg *g, const char *name, LLVMValueRef x)
{
    LLVMTypeRef t = LLVMTypeOf(x);
    return intrinsic(g, name, &t, 1, &x, 1);
}

static LLVMValueRef intrinsic2(lg *g, const char *name, LLVMValueRef x, LLVMValueRef y)
{
    LLVMTypeRef t = LLVMTypeOf(x);
    LLVMValueRef a[2] = {x, y};
    return intrinsic(g, name, &t, 1, a, 2);
}

static LLVMValueRef cint(LLVMTypeRef t, int64_t v) { return LLVMConstInt(t, (unsigned long long)v, 0); }

/* An alloca in the function's entry block. */
static LLVMValueRef entry_alloca(lg *g, LLVMTypeRef t, const char *name, unsigned align)
{
    LLVMBasicBlockRef cur = LLVMGetInsertBlock(g->b);
    LLVMPositionBuilderAtEnd(g->b, g->entry);
    LLVMValueRef p = LLVMBuildAlloca(g->b, t, name);
    LLVMSetAlignment(p, align);
    LLVMPositionBuilderAtEnd(g->b, cur);
    return p;
}

static LLVMBasicBlockRef new_block(lg *g, const char *name)
{
    return LLVMAppendBasicBlockInContext(g->ctx, g->fn, name);
}

/* ---- f16 and bf16 ------------------------------------------------------------- */

/* A float rounded to f16 / bf16 (round-to-nearest-even, overflow to inf),
 * still a float. */
static LLVMValueRef round_double(lg *g, tl_dtype t, LLVMValueRef d);
static LLVMValueRef round_float(lg *g, tl_dtype t, LLVMValueRef x)
{
    if (is_fp8(t)) /* the runtime's exact conversion (prelude/base.h), from the float's value */
        return round_double(g, t, LLVMBuildFPExt(g->b, x, g->f64, ""));
    if (t == TL_DT_F16)
        return LLVMBuildFPExt(g->b, LLVMBuildFPTrunc(g->b, x, g->f16, ""), g->f32, "");
    if (t != TL_DT_BF16)
        return x;
    LLVMValueRef bits = LLVMBuildBitCast(g->b, x, g->i32, "");
    LLVMValueRef lsb = LLVMBuildAnd(g->b, LLVMBuildLShr(g->b, bits, cint(g->i32, 16), ""), cint(g->i32, 1), "");
    LLVMValueRef r = LLVMBuildAdd(g->b, LLVMBuildAdd(g->b, bits, cint(g->i32, 0x7fff), ""), lsb, "");
    r = LLVMBuildAnd(g->b, r, cint(g->i32, (int64_t)0xffff0000u), "");
    LLVMValueRef qnan = LLVMBuildAnd(g->b, LLVMBuildOr(g->b, bits, cint(g->i32, 0x00400000), ""),
                                     cint(g->i32, (int64_t)0xffff0000u), "");
    LLVMValueRef isnan = LLVMBuildFCmp(g->b, LLVMRealUNO, x, x, "");
    return LLVMBuildBitCast(g->b, LLVMBuildSelect(g->b, isnan, qnan, r, ""), g->f32, "");
}

/* A double rounded once to dtype t (f16, bf16, an 8-bit float or f32), as
 * a float. */
static LLVMValueRef round_double(lg *g, tl_dtype t, LLVMValueRef d)
{
    if (t == TL_DT_F16)
        return call_fn(g, "tilec_rt_f16r", g->f32, &d, 1);
    if (t == TL_DT_BF16)
        return call_fn(g, "tilec_rt_bf16r", g->f32, &d, 1);
    if (is_fp8(t)) { /* tilec_rt_f8e4m3r ... */
        char fn[48];
        snprintf(fn, sizeof fn, "tilec_rt_%sr", tl_dtype_name(t));
        return call_fn(g, fn, g->f32, &d, 1);
    }
    if (t == TL_DT_F32)
        return LLVMBuildFPTrunc(g->b, d, g->f32, "");
    return d;
}

static LLVMValueRef to_double(lg *g, LLVMValueRef x)
{
    return LLVMTypeOf(x) == g->f64 ? x : LLVMBuildFPExt(g->b, x, g->f64, "");
}

static LLVMValueRef float_const(lg *g, tl_dtype t, double v)
{
    v = tl_value_round(t, v);
    return LLVMConstReal(reg_type(g, t), v);
}

/* ---- exp in single precision ------------------------------------------------------- */

static void fn_attrs(lg *g, LLVMValueRef f);

static LLVMValueRef fconst(lg *g, float v) { return LLVMConstReal(g->f32, (double)v); }

/* tilec_expf(float) -> float: prelude/base.h's tl_expf, the same float
 * operations in the same order (its fmaf as llvm.fma, nothing else
 * contracted), built once per module as an
 * internal alwaysinline function, so loops calling it inline and vectorize.
 * nonpos: tilec_expf_nonpos, tl_expf_nonpos (an argument at most 0 or a NaN,
 * exp_below_max.c): no clamp to 89, no overflow select, n an integer
 * through the float's bits (no fptosi, poison out of range). */
static LLVMValueRef expf_fn(lg *g, LLVMTypeRef *fty, bool nonpos)
{
    const char *name = nonpos ? "tilec_expf_nonpos" : "tilec_expf";
    *fty = LLVMFunctionType(g->f32, &g->f32, 1, 0);
    LLVMValueRef f = LLVMGetNamedFunction(g->mod, name);
    if (f)
        return f;
    f = LLVMAddFunction(g->mod, name, *fty);
    LLVMSetLinkage(f, LLVMInternalLinkage);
    fn_attrs(g, f);
    static const char *const flags[] = {"alwaysinline", "willreturn", "nosync", "nofree"};
    for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++) {
        unsigned kind = LLVMGetEnumAttributeKindForName(flags[i], strlen(flags[i]));
        LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(g->ctx, kind, 0));
    }
    LLVMBuilderRef b = LLVMCreateBuilderInContext(g->ctx);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(g->ctx, f, "entry"));
    LLVMValueRef x = LLVMGetParam(f, 0);
    LLVMValueRef isnan = LLVMBuildFCmp(b, LLVMRealUNO, x, x, "");
    /* xc = x > -104 ? min(x, 89) : 0, a NaN 0 (ordered compares, as the prelude's) */
    LLVMValueRef xc = x;
    if (!nonpos)
        xc = LLVMBuildSelect(b, LLVMBuildFCmp(b, LLVMRealOLT, x, fconst(g, 89.0f), ""), x, fconst(g, 89.0f), "");
    xc = LLVMBuildSelect(b, LLVMBuildFCmp(b, LLVMRealOGT, x, fconst(g, -104.0f), ""), xc, fconst(g, 0.0f), "");
    LLVMTypeRef ft = g->f32;
    unsigned fma_id = LLVMLookupIntrinsicID("llvm.fma", 8);
    LLVMTypeRef fma_ty = LLVMIntrinsicGetType(g->ctx, fma_id, &ft, 1);
    LLVMValueRef fma_fn = LLVMGetIntrinsicDeclaration(g->mod, fma_id, &ft, 1);
#define TL_FMA(a_, b_, c_) LLVMBuildCall2(b, fma_ty, fma_fn, (LLVMValueRef[]){(a_), (b_), (c_)}, 3, "")
    LLVMValueRef n = TL_FMA(xc, fconst(g, 1.44269504088896341f), fconst(g, 0.5f));
    unsigned fid = LLVMLookupIntrinsicID("llvm.floor", 10);
    n = LLVMBuildCall2(b, LLVMIntrinsicGetType(g->ctx, fid, &ft, 1), LLVMGetIntrinsicDeclaration(g->mod, fid, &ft, 1),
                       &n, 1, "n");
    LLVMValueRef r = TL_FMA(n, fconst(g, -0.693359375f), xc);
    r = TL_FMA(n, fconst(g, 2.12194440e-4f), r);
    static const float coef[] = {1.3981999507e-3f, 8.3334519073e-3f, 4.1665795894e-2f, 1.6666665459e-1f,
                                 5.0000001201e-1f};
    LLVMValueRef p = fconst(g, 1.9875691500e-4f);
    for (size_t i = 0; i < sizeof coef / sizeof coef[0]; i++)
        p = TL_FMA(p, r, fconst(g, coef[i]));
    LLVMValueRef y = TL_FMA(p, LLVMBuildFMul(b, r, r, ""), r);
    y = LLVMBuildFAdd(b, y, fconst(g, 1.0f), "");
#undef TL_FMA
    if (nonpos) {
        /* n in [-150, 0]: 2^n as one factor 2^(n + 64) and a constant 2^-64
         * (n + 1.5 * 2^23 holds n in its low bits), as the prelude */
        LLVMValueRef ni = LLVMBuildSub(b, LLVMBuildBitCast(b, LLVMBuildFAdd(b, n, fconst(g, 12582912.0f), ""), g->i32, ""),
                                       cint(g->i32, 0x4B400000 - 127 - 64), "");
        LLVMValueRef s = LLVMBuildShl(b, ni, cint(g->i32, 23), "");
        y = LLVMBuildFMul(b, LLVMBuildFMul(b, y, LLVMBuildBitCast(b, s, g->f32, ""), ""), fconst(g, 0x1p-64f), "");
    } else {
        /* 2^n as two factors, so n = 128 and n below -126 scale exactly */
        LLVMValueRef ni = LLVMBuildFPToSI(b, n, g->i32, "");
        LLVMValueRef n1 = LLVMBuildAShr(b, ni, cint(g->i32, 1), ""); /* the prelude's ni >> 1 */
        LLVMValueRef n2 = LLVMBuildSub(b, ni, n1, "");
        LLVMValueRef s1 = LLVMBuildShl(b, LLVMBuildAdd(b, n1, cint(g->i32, 127), ""), cint(g->i32, 23), "");
        LLVMValueRef s2 = LLVMBuildShl(b, LLVMBuildAdd(b, n2, cint(g->i32, 127), ""), cint(g->i32, 23), "");
        y = LLVMBuildFMul(b, LLVMBuildFMul(b, y, LLVMBuildBitCast(b, s1, g->f32, ""), ""),
                          LLVMBuildBitCast(b, s2, g->f32, ""), "");
    }
    y = LLVMBuildSelect(b, LLVMBuildFCmp(b, LLVMRealOLT, x, fconst(g, -103.972084f), ""), fconst(g, 0.0f), y, "");
    if (!nonpos)
        y = LLVMBuildSelect(b, LLVMBuildFCmp(b, LLVMRealOGT, x, fconst(g, 88.72283935546875f), ""),
                            fconst(g, INFINITY), y, "");
    LLVMBuildRet(b, LLVMBuildSelect(b, isnan, x, y, ""));
    LLVMDisposeBuilder(b);
    return f;
}

/* exp of a float (f32, or f16/bf16 held in a float), in float, then rounded
 * to t. */
static LLVMValueRef expf_call(lg *g, tl_dtype t, LLVMValueRef x, bool nonpos)
{
    LLVMTypeRef fty;
    LLVMValueRef f = expf_fn(g, &fty, nonpos);
    return round_float(g, t, LLVMBuildCall2(g->b, fty, f, &x, 1, ""));
}

/* ---- expressions ------------------------------------------------------------------ */

static LLVMValueRef ex(lg *g, const tl_expr *e);

/* An integer of dtype t widened to i64. */
static LLVMValueRef to_i64(lg *g, tl_dtype t, LLVMValueRef x)
{
    if (LLVMTypeOf(x) == g->i64)
        return x;
    return tl_dtype_is_signed(t) ? LLVMBuildSExt(g->b, x, g->i64, "") : LLVMBuildZExt(g->b, x, g->i64, "");
}

/* The element pointer of buf[idx]: global tensors flat row-major in 64 bits,
 * on-chip buffers by their constant dims. */
static LLVMValueRef element(lg *g, const tl_buffer *b, tl_expr *const *idx)
{
    LLVMValueRef base = b->id < g->nbufs ? g->bufs[b->id] : NULL;
    if (!base) {
        fail(g, "internal error: buffer %s used before its allocation", b->name);
        return LLVMConstNull(g->ptr);
    }
    LLVMValueRef off = to_i64(g, idx[0]->dtype, ex(g, idx[0]));
    for (int d = 1; d < b->ndim; d++) {
        LLVMValueRef dim = to_i64(g, b->dims[d]->dtype, ex(g, b->dims[d]));
        off = LLVMBuildNSWMul(g->b, off, dim, "");
        off = LLVMBuildNSWAdd(g->b, off, to_i64(g, idx[d]->dtype, ex(g, idx[d])), "");
    }
    if (g->clamp > 0 && b->scope != TL_SCOPE_GLOBAL) {
        /* evaluated speculatively (an arm of a branch-free select): keep the
         * address inside the buffer; the value is discarded when it was not */
        int64_t n = 1, v = 0;
        for (int d = 0; d < b->ndim; d++)
            n *= tl_ir_is_const_int(b->dims[d], &v) ? v : 1;
        off = intrinsic2(g, "llvm.umin", off, cint(g->i64, n - 1));
    }
    return LLVMBuildInBoundsGEP2(g->b, mem_type(g, b->dtype), base, &off, 1, "");
}

/* A packed 4-bit global tensor: element e is the nibble (e & 1) * 4 of byte
 * e >> 1. The flat offset as element() computes it. */
static LLVMValueRef flat_offset(lg *g, const tl_buffer *b, tl_expr *const *idx)
{
    LLVMValueRef off = to_i64(g, idx[0]->dtype, ex(g, idx[0]));
    for (int d = 1; d < b->ndim; d++) {
        LLVMValueRef dim = to_i64(g, b->dims[d]->dtype, ex(g, b->dims[d]));
        off = LLVMBuildNSWMul(g->b, off, dim, "");
        off = LLVMBuildNSWAdd(g->b, off, to_i64(g, idx[d]->dtype, ex(g, idx[d])), "");
    }
    return off;
}

static LLVMValueRef from_mem(lg *g, tl_dtype t, LLVMValueRef v);
static LLVMValueRef to_mem(lg *g, tl_dtype t, LLVMValueRef v);
static LLVMValueRef wrap4(lg *g, tl_dtype t, LLVMValueRef x);

/* The byte holding element off of b and the nibble's shift, as an i8. */
static LLVMValueRef nibble_byte(lg *g, const tl_buffer *b, LLVMValueRef off, LLVMValueRef *sh)
{
    LLVMValueRef base = b->id < g->nbufs ? g->bufs[b->id] : NULL;
    if (!base) {
        fail(g, "internal error: buffer %s used before its allocation", b->name);
        base = LLVMConstNull(g->ptr);
    }
    LLVMValueRef byte = LLVMBuildLShr(g->b, off, cint(g->i64, 1), "");
    *sh = LLVMBuildTrunc(g->b, LLVMBuildShl(g->b, LLVMBuildAnd(g->b, off, cint(g->i64, 1), ""), cint(g->i64, 2), ""),
                         g->i8, "");
    return LLVMBuildInBoundsGEP2(g->b, g->i8, base, &byte, 1, "");
}

static LLVMValueRef load_nibble(lg *g, const tl_buffer *b, tl_expr *const *idx)
{
    LLVMValueRef sh, p = nibble_byte(g, b, flat_offset(g, b, idx), &sh);
    LLVMValueRef v = LLVMBuildLoad2(g->b, g->i8, p, "");
    LLVMSetAlignment(v, 1);
    v = LLVMBuildAnd(g->b, LLVMBuildLShr(g->b, v, sh, ""), cint(g->i8, 0xf), "");
    return b->dtype == TL_DT_F4E2M1 ? from_mem(g, b->dtype, v) : wrap4(g, b->dtype, v);
}

/* Only this element's nibble changes: an atomic xor with old ^ new keeps
 * the other one, which another block (a parallel thread) may be writing. */
static void store_nibble(lg *g, const tl_buffer *b, tl_expr *const *idx, LLVMValueRef v)
{
    LLVMValueRef sh, p = nibble_byte(g, b, flat_offset(g, b, idx), &sh);
    LLVMValueRef nib = LLVMBuildAnd(g->b, b->dtype == TL_DT_F4E2M1 ? to_mem(g, b->dtype, v) : v, cint(g->i8, 0xf), "");
    LLVMValueRef old = LLVMBuildLoad2(g->b, g->i8, p, "");
    LLVMSetAlignment(old, 1);
    LLVMSetOrdering(old, LLVMAtomicOrderingMonotonic);
    old = LLVMBuildAnd(g->b, LLVMBuildLShr(g->b, old, sh, ""), cint(g->i8, 0xf), "");
    LLVMValueRef x = LLVMBuildShl(g->b, LLVMBuildXor(g->b, old, nib, ""), sh, "");
    LLVMBuildAtomicRMW(g->b, LLVMAtomicRMWBinOpXor, p, x, LLVMAtomicOrderingMonotonic, false);
}

/* A value of dtype t in its memory form (i16 for f16 and bf16, i8 for bool)
 * as a register value. */
static LLVMValueRef from_mem(lg *g, tl_dtype t, LLVMValueRef v)
{
    switch (t) {
    case TL_DT_F16: return LLVMBuildFPExt(g->b, LLVMBuildBitCast(g->b, v, g->f16, ""), g->f32, "");
    case TL_DT_BF16:
        return LLVMBuildBitCast(g->b, LLVMBuildShl(g->b, LLVMBuildZExt(g->b, v, g->i32, ""), cint(g->i32, 16), ""),
                                g->f32, "");
    case TL_DT_BOOL: return LLVMBuildICmp(g->b, LLVMIntNE, v, cint(g->i8, 0), "");
    case TL_DT_F8E4M3:
    case TL_DT_F8E5M2:
    case TL_DT_E8M0:
    case TL_DT_F4E2M1: {
        /* the runtime's decoder, its byte passed as a u32 (no ABI question of who extends) */
        LLVMValueRef w = LLVMBuildZExt(g->b, v, g->i32, "");
        char fn[48];
        snprintf(fn, sizeof fn, "tilec_rt_%s_to_f32", tl_dtype_name(t));
        return call_fn(g, fn, g->f32, &w, 1);
    }
    default: return v;
    }
}

static LLVMValueRef load_mem(lg *g, tl_dtype t, LLVMValueRef p)
{
    LLVMValueRef v = LLVMBuildLoad2(g->b, mem_type(g, t), p, "");
    LLVMSetAlignment(v, mem_bytes(t));
    return from_mem(g, t, v);
}

/* A register value of dtype t in its memory form (exact: t's values are
 * representable). */
static LLVMValueRef to_mem(lg *g, tl_dtype t, LLVMValueRef v)
{
    switch (t) {
    case TL_DT_F16: return LLVMBuildBitCast(g->b, LLVMBuildFPTrunc(g->b, v, g->f16, ""), g->i16, "");
    case TL_DT_BF16:
        return LLVMBuildTrunc(g->b, LLVMBuildLShr(g->b, LLVMBuildBitCast(g->b, v, g->i32, ""), cint(g->i32, 16), ""),
                              g->i16, "");
    case TL_DT_BOOL: return LLVMBuildZExt(g->b, v, g->i8, "");
    case TL_DT_F8E4M3:
    case TL_DT_F8E5M2:
    case TL_DT_E8M0:
    case TL_DT_F4E2M1: {
        LLVMValueRef d = LLVMBuildFPExt(g->b, v, g->f64, "");
        char fn[48];
        snprintf(fn, sizeof fn, "tilec_rt_%s_from_double", tl_dtype_name(t));
        d = call_fn(g, fn, g->i32, &d, 1);
        return LLVMBuildTrunc(g->b, d, g->i8, "");
    }
    default: return v;
    }
}

static void store_mem(lg *g, tl_dtype t, LLVMValueRef p, LLVMValueRef v)
{
    LLVMValueRef s = LLVMBuildStore(g->b, to_mem(g, t, v), p);
    LLVMSetAlignment(s, mem_bytes(t));
}

/* The low 4 bits of an i8, sign-extended for i4, zero-extended for u4. */
static LLVMValueRef wrap4(lg *g, tl_dtype t, LLVMValueRef x)
{
    if (t == TL_DT_I4)
        return LLVMBuildAShr(g->b, LLVMBuildShl(g->b, x, cint(g->i8, 4), ""), cint(g->i8, 4), "");
    return LLVMBuildAnd(g->b, x, cint(g->i8, 0xf), "");
}

/* bitcast(x, to): a float's bits are its memory encoding, an integer's are
 * itself; the sizes agree (the verifier checks). */
static LLVMValueRef bitcast(lg *g, tl_dtype to, tl_dtype from, LLVMValueRef x)
{
    LLVMTypeRef it = LLVMIntTypeInContext(g->ctx, (unsigned)tl_dtype_bits(to));
    LLVMValueRef bits = x;
    if (is_small_float(from))
        bits = to_mem(g, from, x);
    else if (tl_dtype_is_float(from))
        bits = LLVMBuildBitCast(g->b, x, it, "");
    if (is_small_float(to))
        return from_mem(g, to, bits);
    if (tl_dtype_is_float(to))
        return LLVMBuildBitCast(g->b, bits, reg_type(g, to), "");
    if (tl_dtype_is_packed(to)) /* bits is an i8 holding the 4 */
        return wrap4(g, to, bits);
    return bits;
}

/* x << n or x >> n with the interpreter's meaning (tl_value_shift): a count
 * of at least the width (read as unsigned) acts as the width. The count is
 * masked before the shift, so the shift itself is never poison. */
static LLVMValueRef shift(lg *g, bool left, bool sg, LLVMValueRef x, LLVMValueRef n)
{
    LLVMTypeRef t = LLVMTypeOf(x);
    unsigned bits = LLVMGetIntTypeWidth(t);
    LLVMValueRef oob = LLVMBuildICmp(g->b, LLVMIntUGE, n, cint(t, bits), "");
    if (!left && sg)
        return LLVMBuildAShr(g->b, x, LLVMBuildSelect(g->b, oob, cint(t, bits - 1), n, ""), "");
    LLVMValueRef m = LLVMBuildAnd(g->b, n, cint(t, bits - 1), "");
    LLVMValueRef r = left ? LLVMBuildShl(g->b, x, m, "") : LLVMBuildLShr(g->b, x, m, "");
    return LLVMBuildSelect(g->b, oob, LLVMConstNull(t), r, "");
}

static LLVMValueRef cast(lg *g, tl_dtype to, tl_dtype from, LLVMValueRef x)
{
    if (from == to)
        return x;
    bool ff = tl_dtype_is_float(from), tf = tl_dtype_is_float(to);
    if (to == TL_DT_BOOL) {
        if (ff)
            return LLVMBuildFCmp(g->b, LLVMRealUNE, x, LLVMConstNull(LLVMTypeOf(x)), "");
        return LLVMBuildICmp(g->b, LLVMIntNE, x, LLVMConstNull(LLVMTypeOf(x)), "");
    }
    if (tf && !ff) {
        bool sg = from != TL_DT_BOOL && tl_dtype_is_signed(from);
        if (!sg && tl_dtype_bits(from) < 64) {
            /* an unsigned narrower than 64 bits goes through i64 and sitofp
             * (exact): LLVM 19's vectorizers narrowed uitofp (sext i8 to
             * i32) to uitofp i8, dropping the sign extension
             * (tests/diff/llvm19-uitofp-of-sext.tile) */
            x = LLVMBuildZExt(g->b, x, g->i64, "");
            sg = true;
        }
        if (to == TL_DT_F32 && tl_dtype_bits(from) < 64)
            return sg ? LLVMBuildSIToFP(g->b, x, g->f32, "") : LLVMBuildUIToFP(g->b, x, g->f32, "");
        LLVMValueRef d;
        if (sg) {
            d = LLVMBuildSIToFP(g->b, x, g->f64, "");
        } else {
            /* a u64, by sitofp: below 2^63 as it is, above halved with its
             * low bit kept (rounding to odd) and doubled after, which rounds
             * as uitofp does. uitofp itself is not used: LLVM 19's SLP
             * vectorizer narrowed uitofp (sext i8 to i64) to uitofp i8,
             * dropping the sign extension (tests/diff/llvm19-uitofp-of-sext.tile,
             * llvm19-uitofp-u64-of-sext.tile: a u64 cast of an i8) */
            LLVMValueRef big = LLVMBuildICmp(g->b, LLVMIntSLT, x, LLVMConstNull(g->i64), "");
            LLVMValueRef half = LLVMBuildOr(g->b, LLVMBuildLShr(g->b, x, cint(g->i64, 1), ""),
                                            LLVMBuildAnd(g->b, x, cint(g->i64, 1), ""), "");
            LLVMValueRef v = LLVMBuildSIToFP(g->b, LLVMBuildSelect(g->b, big, half, x, ""), g->f64, "");
            d = LLVMBuildSelect(g->b, big, LLVMBuildFAdd(g->b, v, v, ""), v, "");
        }
        return round_double(g, to, d);
    }
    if (tf && ff) {
        if (to == TL_DT_F64)
            return to_double(g, x);
        if (from == TL_DT_F64)
            return round_double(g, to, x);
        return round_float(g, to, x); /* x is a float holding an f16/bf16/f32 value */
    }
    if (ff && tl_dtype_is_packed(to)) { /* saturating to 4 bits, held in an i8 */
        LLVMTypeRef tys[2] = {LLVMIntTypeInContext(g->ctx, 4), LLVMTypeOf(x)};
        bool sg = tl_dtype_is_signed(to);
        LLVMValueRef r = intrinsic(g, sg ? "llvm.fptosi.sat" : "llvm.fptoui.sat", tys, 2, &x, 1);
        return sg ? LLVMBuildSExt(g->b, r, g->i8, "") : LLVMBuildZExt(g->b, r, g->i8, "");
    }
    if (tl_dtype_is_packed(to)) { /* int -> i4/u4: to an i8, then its low 4 bits */
        unsigned fw = LLVMGetIntTypeWidth(LLVMTypeOf(x));
        bool sg = from != TL_DT_BOOL && tl_dtype_is_signed(from);
        if (fw > 8)
            x = LLVMBuildTrunc(g->b, x, g->i8, "");
        else if (fw < 8)
            x = sg ? LLVMBuildSExt(g->b, x, g->i8, "") : LLVMBuildZExt(g->b, x, g->i8, "");
        return wrap4(g, to, x);
    }
    if (ff) { /* float -> int: truncate, saturate, NaN gives 0 */
        LLVMTypeRef tys[2] = {reg_type(g, to), LLVMTypeOf(x)};
        return intrinsic(g, tl_dtype_is_signed(to) ? "llvm.fptosi.sat" : "llvm.fptoui.sat", tys, 2, &x, 1);
    }
    int fb = from == TL_DT_BOOL ? 1 : tl_dtype_bits(from), tb = tl_dtype_bits(to);
    LLVMTypeRef rt = reg_type(g, to);
    if (fb > tb)
        return LLVMBuildTrunc(g->b, x, rt, "");
    if (fb == tb)
        return x;
    if (from != TL_DT_BOOL && tl_dtype_is_signed(from))
        return LLVMBuildSExt(g->b, x, rt, "");
    return LLVMBuildZExt(g->b, x, rt, "");
}

/* a / b or a % b on integers: division by zero divides by 1 and MIN / -1
 * wraps (the remainder is 0), so nothing is undefined. */
static LLVMValueRef int_div(lg *g, bool sg, bool mod, LLVMValueRef a, LLVMValueRef b)
{
    LLVMTypeRef t = LLVMTypeOf(a);
    LLVMValueRef one = cint(t, 1);
    LLVMValueRef zero = LLVMBuildICmp(g->b, LLVMIntEQ, b, LLVMConstNull(t), "");
    if (!sg) {
        LLVMValueRef d = LLVMBuildSelect(g->b, zero, one, b, "");
        return mod ? LLVMBuildURem(g->b, a, d, "") : LLVMBuildUDiv(g->b, a, d, "");
    }
    LLVMValueRef m1 = LLVMBuildICmp(g->b, LLVMIntEQ, b, LLVMConstAllOnes(t), "");
    LLVMValueRef d = LLVMBuildSelect(g->b, LLVMBuildOr(g->b, zero, m1, ""), one, b, "");
    if (mod)
        return LLVMBuildSRem(g->b, a, d, "");
    LLVMValueRef q = LLVMBuildSDiv(g->b, a, d, "");
    return LLVMBuildSelect(g->b, m1, LLVMBuildNeg(g->b, a, ""), q, "");
}

/* ---- loop-invariant integer divisions, computed before the loop ----------
 * LLVM 19's loop vectorizer miscompiles an integer division or remainder
 * by a non-constant that is invariant in the loop and sits in a conditional
 * block of it (an arm of a branchy select, an if): it computes it under the
 * first lane's predicate only, and a lane whose predicate differs reads
 * poison (tilesmith seed 40139: a guarded in8[ix4 % N, 0] read from a wild
 * address). tilec's integer division is total (int_div: no trap, no
 * poison), so computing it once before the loop is always allowed; ex()
 * then takes it from g->hoisted. */

static bool is_int_division(const tl_expr *e)
{
    return e->kind == TL_EXPR_BINARY && !tl_dtype_is_float(e->bin.a->dtype) && e->bin.a->dtype != TL_DT_BOOL &&
           (e->bin.op == TL_BIN_DIV || e->bin.op == TL_BIN_MOD || e->bin.op == TL_BIN_CEILDIV);
}

/* the value computed before the loop for e or an expression equal to it */
static LLVMValueRef hoisted(const lg *g, const tl_expr *e)
{
    for (int i = g->nhoisted - 1; i >= 0; i--)
        if (g->hoisted[i].e == e || tl_ir_expr_equal(g->hoisted[i].e, e))
            return g->hoisted[i].v;
    return NULL;
}

/* Forgets the values of the vars a loop binds (its own, and its body's loop
 * vars and lets), which an earlier copy of the same statements may have
 * left: they are set again where they are bound, and until then no
 * expression counts as known before the loop through them. A var
 * assigned in the body keeps its slot (invariant() leaves vars out). */
static void forget(lg *g, const tl_var *v)
{
    if (v->id >= 0 && v->id < g->nvars)
        g->vars[v->id] = NULL;
}

static void forget_block(lg *g, const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_LET:
            if (!s->let.assign)
                forget(g, s->let.var);
            break;
        case TL_STMT_FOR:
            for (int v = 0; v < s->loop.nvars; v++)
                forget(g, s->loop.vars[v]);
            forget_block(g, &s->loop.body);
            break;
        case TL_STMT_WHILE: forget_block(g, &s->whiles.body); break;
        case TL_STMT_IF:
            forget_block(g, &s->ifs.then_body);
            forget_block(g, &s->ifs.else_body);
            break;
        default: break;
        }
    }
}

/* e reads no memory and no var the loop binds or changes: its value is the
 * same in every iteration and known before the loop */
static bool invariant(const lg *g, const tl_expr *e)
{
    switch (e->kind) {
    case TL_EXPR_INT:
    case TL_EXPR_FLOAT: return true;
    case TL_EXPR_VAR:
        return e->var->kind != TL_VAR_MUT && e->var->id >= 0 && e->var->id < g->nvars && g->vars[e->var->id];
    case TL_EXPR_BINARY: return invariant(g, e->bin.a) && invariant(g, e->bin.b);
    case TL_EXPR_UNARY: return invariant(g, e->un.a);
    case TL_EXPR_SELECT: return invariant(g, e->sel.cond) && invariant(g, e->sel.a) && invariant(g, e->sel.b);
    case TL_EXPR_CAST: return invariant(g, e->cast.a);
    default: return false; /* loads; calls (warp operations, math: left where they are) */
    }
}

/* Records v, computed before the loop, as the value of e in it. */
static bool push_hoisted(lg *g, const tl_expr *e, LLVMValueRef v)
{
    if (g->nhoisted == g->cap_hoisted) {
        int n = g->cap_hoisted ? 2 * g->cap_hoisted : 32;
        struct hoisted *nh = realloc(g->hoisted, (size_t)n * sizeof *nh);
        if (!nh) {
            fail(g, "out of memory%s", "");
            return false;
        }
        g->hoisted = nh;
        g->cap_hoisted = n;
    }
    g->hoisted[g->nhoisted].e = e;
    g->hoisted[g->nhoisted++].v = v;
    return true;
}

static void hoist_expr(lg *g, const tl_expr *e)
{
    if (!e)
        return;
    if (is_int_division(e) && invariant(g, e)) {
        if (hoisted(g, e))
            return;
        push_hoisted(g, e, ex(g, e));
        return;
    }
    switch (e->kind) {
    case TL_EXPR_BINARY: hoist_expr(g, e->bin.a); hoist_expr(g, e->bin.b); break;
    case TL_EXPR_UNARY: hoist_expr(g, e->un.a); break;
    case TL_EXPR_SELECT: hoist_expr(g, e->sel.cond); hoist_expr(g, e->sel.a); hoist_expr(g, e->sel.b); break;
    case TL_EXPR_CAST: hoist_expr(g, e->cast.a); break;
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            hoist_expr(g, e->call.args[i]);
        break;
    case TL_EXPR_LOAD:
        for (int i = 0; i < e->load.buf->ndim; i++)
            hoist_expr(g, e->load.idx[i]);
        break;
    default: break;
    }
}

static void hoist_block(lg *g, const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_LET: hoist_expr(g, s->let.value); break;
        case TL_STMT_FOR:
            for (int v = 0; v < s->loop.nvars; v++) {
                hoist_expr(g, s->loop.begin[v]);
                hoist_expr(g, s->loop.end[v]);
            }
            hoist_block(g, &s->loop.body);
            break;
        case TL_STMT_WHILE:
            hoist_expr(g, s->whiles.cond);
            hoist_block(g, &s->whiles.body);
            break;
        case TL_STMT_IF:
            hoist_expr(g, s->ifs.cond);
            hoist_block(g, &s->ifs.then_body);
            hoist_block(g, &s->ifs.else_body);
            break;
        case TL_STMT_STORE:
        case TL_STMT_PREFETCH:
            for (int d = 0; d < s->store.nidx; d++)
                hoist_expr(g, s->store.idx[d]);
            hoist_expr(g, s->store.value);
            break;
        default: break;
        }
    }
}

/* Before the loop over vars[0..n) with body b: its invariant divisions (the
 * lets whose values do not change in it were put before it by the pass
 * hoist_invariant_lets). */
static void hoist_divisions(lg *g, tl_var *const *vars, int n, const tl_block *b)
{
    for (int i = 0; i < n; i++)
        forget(g, vars[i]);
    forget_block(g, b);
    hoist_block(g, b);
}

/* cond ? then : else with only the chosen arm evaluated (a load in the other
 * may be out of bounds). */
static LLVMValueRef branchy_select(lg *g, LLVMValueRef cond, const tl_expr *x, const tl_expr *y, tl_dtype t)
{
    LLVMBasicBlockRef bt = new_block(g, "sel.then"), bf = new_block(g, "sel.else"), bm = new_block(g, "sel.end");
    LLVMBuildCondBr(g->b, cond, bt, bf);
    LLVMPositionBuilderAtEnd(g->b, bt);
    LLVMValueRef vt = cast(g, t, x->dtype, ex(g, x));
    LLVMBasicBlockRef et = LLVMGetInsertBlock(g->b);
    LLVMBuildBr(g->b, bm);
    LLVMPositionBuilderAtEnd(g->b, bf);
    LLVMValueRef vf = cast(g, t, y->dtype, ex(g, y));
    LLVMBasicBlockRef ef = LLVMGetInsertBlock(g->b);
    LLVMBuildBr(g->b, bm);
    LLVMPositionBuilderAtEnd(g->b, bm);
    LLVMValueRef phi = LLVMBuildPhi(g->b, reg_type(g, t), "");
    LLVMValueRef vals[2] = {vt, vf};
    LLVMBasicBlockRef bbs[2] = {et, ef};
    LLVMAddIncoming(phi, vals, bbs, 2);
    return phi;
}

static LLVMValueRef binary(lg *g, const tl_expr *e)
{
    tl_binop op = e->bin.op;
    tl_dtype t = e->bin.a->dtype;
    if (op == TL_BIN_AND || op == TL_BIN_OR) {
        LLVMValueRef a = ex(g, e->bin.a);
        if (!tl_ir_expr_has_load(e->bin.b)) {
            LLVMValueRef b = ex(g, e->bin.b);
            return op == TL_BIN_AND ? LLVMBuildAnd(g->b, a, b, "") : LLVMBuildOr(g->b, a, b, "");
        }
        /* short-circuit */
        LLVMBasicBlockRef from = LLVMGetInsertBlock(g->b);
        LLVMBasicBlockRef rhs = new_block(g, "sc.rhs"), end = new_block(g, "sc.end");
        if (op == TL_BIN_AND)
            LLVMBuildCondBr(g->b, a, rhs, end);
        else
            LLVMBuildCondBr(g->b, a, end, rhs);
        LLVMPositionBuilderAtEnd(g->b, rhs);
        LLVMValueRef b = ex(g, e->bin.b);
        LLVMBasicBlockRef rhs_end = LLVMGetInsertBlock(g->b);
        LLVMBuildBr(g->b, end);
        LLVMPositionBuilderAtEnd(g->b, end);
        LLVMValueRef phi = LLVMBuildPhi(g->b, g->i1, "");
        LLVMValueRef vals[2] = {LLVMConstInt(g->i1, op == TL_BIN_OR, 0), b};
        LLVMBasicBlockRef bbs[2] = {from, rhs_end};
        LLVMAddIncoming(phi, vals, bbs, 2);
        return phi;
    }
    LLVMValueRef a = ex(g, e->bin.a), b = ex(g, e->bin.b);
    if (tl_binop_is_compare(op)) {
        if (tl_dtype_is_float(t)) {
            static const LLVMRealPredicate fp[] = {
                [TL_BIN_LT] = LLVMRealOLT, [TL_BIN_LE] = LLVMRealOLE, [TL_BIN_GT] = LLVMRealOGT,
                [TL_BIN_GE] = LLVMRealOGE, [TL_BIN_EQ] = LLVMRealOEQ, [TL_BIN_NE] = LLVMRealUNE,
            };
            return LLVMBuildFCmp(g->b, fp[op], a, b, "");
        }
        bool sg = t != TL_DT_BOOL && tl_dtype_is_signed(t);
        LLVMIntPredicate p;
        switch (op) {
        case TL_BIN_LT: p = sg ? LLVMIntSLT : LLVMIntULT; break;
        case TL_BIN_LE: p = sg ? LLVMIntSLE : LLVMIntULE; break;
        case TL_BIN_GT: p = sg ? LLVMIntSGT : LLVMIntUGT; break;
        case TL_BIN_GE: p = sg ? LLVMIntSGE : LLVMIntUGE; break;
        case TL_BIN_EQ: p = LLVMIntEQ; break;
        default: p = LLVMIntNE; break;
        }
        return LLVMBuildICmp(g->b, p, a, b, "");
    }
    if (t == TL_DT_BOOL) { /* C's int arithmetic on bools, read back as bool */
        switch (op) {
        case TL_BIN_ADD: return LLVMBuildOr(g->b, a, b, "");
        case TL_BIN_SUB: return LLVMBuildXor(g->b, a, b, "");
        case TL_BIN_MUL: return LLVMBuildAnd(g->b, a, b, "");
        default: fail(g, "internal error: %s on bool", tl_binop_name(op)); return a;
        }
    }
    if (tl_dtype_is_float(t)) {
        LLVMValueRef r;
        switch (op) {
        case TL_BIN_ADD: r = LLVMBuildFAdd(g->b, a, b, ""); break;
        case TL_BIN_SUB: r = LLVMBuildFSub(g->b, a, b, ""); break;
        case TL_BIN_MUL: r = LLVMBuildFMul(g->b, a, b, ""); break;
        case TL_BIN_DIV: r = LLVMBuildFDiv(g->b, a, b, ""); break;
        case TL_BIN_MOD: r = LLVMBuildFRem(g->b, a, b, ""); break; /* fmod: exact */
        default: fail(g, "internal error: %s on floats", tl_binop_name(op)); return a;
        }
        /* f16/bf16: exact enough in f32 (p >= 2q + 2), rounded once */
        return is_small_float(t) ? round_float(g, t, r) : r;
    }
    bool sg = tl_dtype_is_signed(t);
    switch (op) {
    case TL_BIN_ADD: return LLVMBuildAdd(g->b, a, b, "");
    case TL_BIN_SUB: return LLVMBuildSub(g->b, a, b, "");
    case TL_BIN_MUL: return LLVMBuildMul(g->b, a, b, "");
    case TL_BIN_DIV: return int_div(g, sg, false, a, b);
    case TL_BIN_MOD: return int_div(g, sg, true, a, b);
    case TL_BIN_BAND: return LLVMBuildAnd(g->b, a, b, "");
    case TL_BIN_BOR: return LLVMBuildOr(g->b, a, b, "");
    case TL_BIN_BXOR: return LLVMBuildXor(g->b, a, b, "");
    case TL_BIN_SHL:
    case TL_BIN_SHR: return shift(g, op == TL_BIN_SHL, sg, a, b);
    case TL_BIN_CEILDIV: {
        LLVMValueRef a64 = to_i64(g, t, a), b64 = to_i64(g, t, b);
        LLVMValueRef q = int_div(g, sg, false, a64, b64), m = int_div(g, sg, true, a64, b64);
        LLVMValueRef up = LLVMBuildICmp(g->b, LLVMIntNE, m, cint(g->i64, 0), "");
        if (sg) {
            LLVMValueRef an = LLVMBuildICmp(g->b, LLVMIntSLT, a64, cint(g->i64, 0), "");
            LLVMValueRef bn = LLVMBuildICmp(g->b, LLVMIntSLT, b64, cint(g->i64, 0), "");
            up = LLVMBuildAnd(g->b, up, LLVMBuildICmp(g->b, LLVMIntEQ, an, bn, ""), "");
        }
        LLVMValueRef r = LLVMBuildAdd(g->b, q, LLVMBuildZExt(g->b, up, g->i64, ""), "");
        return LLVMTypeOf(a) == g->i64 ? r : LLVMBuildTrunc(g->b, r, LLVMTypeOf(a), "");
    }
    default: fail(g, "internal error: %s on integers", tl_binop_name(op)); return a;
    }
}

static LLVMValueRef call(lg *g, const tl_expr *e)
{
    tl_dtype t = e->call.args[0]->dtype;
    tl_mathfn fn = e->call.fn;
    LLVMValueRef x = ex(g, e->call.args[0]);
    LLVMValueRef y = e->call.nargs > 1 ? ex(g, e->call.args[1]) : NULL;
    if (!tl_dtype_is_float(t)) {
        bool u = !tl_dtype_is_signed(t);
        if (fn == TL_FN_ABS) {
            if (u)
                return x;
            LLVMValueRef neg = LLVMBuildICmp(g->b, LLVMIntSLT, x, LLVMConstNull(LLVMTypeOf(x)), "");
            return LLVMBuildSelect(g->b, neg, LLVMBuildNeg(g->b, x, ""), x, "");
        }
        LLVMIntPredicate p = fn == TL_FN_MIN ? (u ? LLVMIntULT : LLVMIntSLT) : (u ? LLVMIntUGT : LLVMIntSGT);
        return LLVMBuildSelect(g->b, LLVMBuildICmp(g->b, p, x, y, ""), x, y, "");
    }
    /* exact in the value's own type */
    switch (fn) {
    case TL_FN_ABS: return intrinsic1(g, "llvm.fabs", x);
    case TL_FN_FLOOR: return intrinsic1(g, "llvm.floor", x);
    case TL_FN_CEIL: return intrinsic1(g, "llvm.ceil", x);
    /* minnum/maxnum: their reductions vectorize; which zero they return for
     * +0 and -0 is left open, as the language leaves it */
    case TL_FN_MIN: return intrinsic2(g, "llvm.minnum", x, y);
    case TL_FN_MAX: return intrinsic2(g, "llvm.maxnum", x, y);
    case TL_FN_FMA: {
        /* rounded once in the value's type (f32 for f16 and bf16, then
         * rounded to theirs), as the interpreter computes it */
        LLVMTypeRef ty = LLVMTypeOf(x);
        LLVMValueRef a[3] = {x, y, ex(g, e->call.args[2])};
        LLVMValueRef r = intrinsic(g, "llvm.fma", &ty, 1, a, 3);
        return is_small_float(t) ? round_float(g, t, r) : r;
    }
    case TL_FN_SQRT:
        /* correctly rounded in f32; rounding to f16/bf16 after is exact enough */
        return is_small_float(t) ? round_float(g, t, intrinsic1(g, "llvm.sqrt", x)) : intrinsic1(g, "llvm.sqrt", x);
    default: break;
    }
    /* exp in single precision computes in float (f16 and bf16 too, before
     * rounding) like the C target's tl_expf: plain float arithmetic, so its
     * loops vectorize, within 1 ulp of the double exp the interpreter rounds */
    if (fn == TL_FN_EXP && t != TL_DT_F64)
        return expf_call(g, t, x, e->call.nonpositive);
    /* the rest in double (C's math library), rounded once */
    LLVMValueRef d = to_double(g, x), r;
    switch (fn) {
    case TL_FN_EXP: r = intrinsic1(g, "llvm.exp", d); break;
    case TL_FN_EXP2: r = intrinsic1(g, "llvm.exp2", d); break;
    case TL_FN_LOG: r = intrinsic1(g, "llvm.log", d); break;
    case TL_FN_LOG2: r = intrinsic1(g, "llvm.log2", d); break;
    case TL_FN_RSQRT: r = LLVMBuildFDiv(g->b, LLVMConstReal(g->f64, 1.0), intrinsic1(g, "llvm.sqrt", d), ""); break;
    case TL_FN_TANH: r = call_fn(g, "tanh", g->f64, &d, 1); break;
    case TL_FN_SIN: r = call_fn(g, "sin", g->f64, &d, 1); break;
    case TL_FN_COS: r = call_fn(g, "cos", g->f64, &d, 1); break;
    case TL_FN_ERF: r = call_fn(g, "erf", g->f64, &d, 1); break;
    case TL_FN_SIGMOID: {
        /* 1 / (1 + exp(-x)) in double, as the interpreter computes it */
        LLVMValueRef ex1 = intrinsic1(g, "llvm.exp", LLVMBuildFNeg(g->b, d, ""));
        r = LLVMBuildFDiv(g->b, LLVMConstReal(g->f64, 1.0), LLVMBuildFAdd(g->b, LLVMConstReal(g->f64, 1.0), ex1, ""), "");
        break;
    }
    case TL_FN_POW: {
        LLVMValueRef args[2] = {d, to_double(g, y)};
        r = call_fn(g, "pow", g->f64, args, 2);
        break;
    }
    default: fail(g, "internal error: math function %s", tl_mathfn_name(fn)); return x;
    }
    return round_double(g, t, r);
}

static LLVMValueRef ex(lg *g, const tl_expr *e)
{
    switch (e->kind) {
    case TL_EXPR_INT:
        if (tl_dtype_is_float(e->dtype))
            return float_const(g, e->dtype, (double)e->i);
        if (e->dtype == TL_DT_BOOL)
            return LLVMConstInt(g->i1, e->i != 0, 0);
        return cint(reg_type(g, e->dtype), e->i);
    case TL_EXPR_FLOAT:
        if (tl_dtype_is_float(e->dtype))
            return float_const(g, e->dtype, e->f);
        return cast(g, e->dtype, TL_DT_F64, LLVMConstReal(g->f64, e->f));
    case TL_EXPR_VAR: {
        LLVMValueRef v = e->var->id >= 0 && e->var->id < g->nvars ? g->vars[e->var->id] : NULL;
        if (!v) {
            fail(g, "internal error: variable %s has no value", e->var->name);
            return LLVMGetUndef(reg_type(g, e->dtype));
        }
        if (e->var->kind == TL_VAR_MUT) /* a var lives in a stack slot (mem2reg makes it a register) */
            return LLVMBuildLoad2(g->b, reg_type(g, e->dtype), v, "");
        return v;
    }
    case TL_EXPR_BINARY: {
        LLVMValueRef h = g->nhoisted && is_int_division(e) ? hoisted(g, e) : NULL;
        return h ? h : binary(g, e);
    }
    case TL_EXPR_UNARY: {
        LLVMValueRef a = ex(g, e->un.a);
        if (e->un.op == TL_UN_NOT || e->un.op == TL_UN_BNOT)
            return LLVMBuildNot(g->b, a, "");
        return tl_dtype_is_float(e->dtype) ? LLVMBuildFNeg(g->b, a, "") : LLVMBuildNeg(g->b, a, "");
    }
    case TL_EXPR_SELECT: {
        LLVMValueRef c = ex(g, e->sel.cond);
        if (tl_ir_expr_loads_global(e->sel.a) || tl_ir_expr_loads_global(e->sel.b))
            return branchy_select(g, c, e->sel.a, e->sel.b, e->dtype);
        /* on-chip loads only: both arms are evaluated, their loads clamped
         * into their buffers, so the select stays branch-free and vectorizes */
        bool spec = tl_ir_expr_has_load(e->sel.a) || tl_ir_expr_has_load(e->sel.b);
        g->clamp += spec;
        LLVMValueRef a = cast(g, e->dtype, e->sel.a->dtype, ex(g, e->sel.a));
        LLVMValueRef b = cast(g, e->dtype, e->sel.b->dtype, ex(g, e->sel.b));
        g->clamp -= spec;
        return LLVMBuildSelect(g->b, c, a, b, "");
    }
    case TL_EXPR_CAST:
        if (e->cast.bits)
            return bitcast(g, e->dtype, e->cast.a->dtype, ex(g, e->cast.a));
        return cast(g, e->dtype, e->cast.a->dtype, ex(g, e->cast.a));
    case TL_EXPR_CALL: return call(g, e);
    case TL_EXPR_LOAD:
        if (e->load.buf->scope == TL_SCOPE_GLOBAL && tl_dtype_is_packed(e->load.buf->dtype))
            return load_nibble(g, e->load.buf, e->load.idx);
        return load_mem(g, e->load.buf->dtype, element(g, e->load.buf, e->load.idx));
    }
    return LLVMGetUndef(g->i32);
}

/* ---- loops ------------------------------------------------------------------------ */

typedef struct loop_ctx {
    LLVMBasicBlockRef header, body, exit;
    LLVMValueRef phi, end;
} loop_ctx;

/* for (int32 v = begin; v < end; v++): bounds read once, before the loop. */
static void loop_begin(lg *g, loop_ctx *l, const tl_var *v, LLVMValueRef begin, LLVMValueRef end)
{
    LLVMBasicBlockRef pre = LLVMGetInsertBlock(g->b);
    l->header = new_block(g, "for.cond");
    l->body = new_block(g, "for.body");
    l->exit = new_block(g, "for.end");
    l->end = end;
    LLVMBuildBr(g->b, l->header);
    LLVMPositionBuilderAtEnd(g->b, l->header);
    l->phi = LLVMBuildPhi(g->b, g->i32, "");
    LLVMAddIncoming(l->phi, &begin, &pre, 1);
    LLVMBuildCondBr(g->b, LLVMBuildICmp(g->b, LLVMIntSLT, l->phi, end, ""), l->body, l->exit);
    LLVMPositionBuilderAtEnd(g->b, l->body);
    if (v)
        set_var(g, v, l->phi);
}

/* ---- loops that LLVM 19's loop vectorizer miscompiles ---------------------
 * A loop whose body divides an expression of the loop's own variable by an
 * integer, `in39[(ix35 * 3) % 8]` (tilesmith seeds 60600 and 60601 in one
 * module): InstCombine turns the remainder of a non-negative value by 8 into
 * `and (mul nuw nsw iv, 3), 7`, and LoopVectorize then loads lanes 0, 3, 6
 * and 9 of in39 as a stride-3 group, reading past its end where lane 3
 * should read element 1 (opt -opt-bisect-limit: the first wrong IR is
 * LoopVectorizePass's). Such a loop, a division by a constant power of two
 * of its variable, is not vectorized (its lanes are not consecutive
 * anyway); a division by another constant (conv2d's im2col: 2.2 times
 * slower unvectorized) is left to LLVM. */

static bool uses_any(const tl_expr *e, tl_var *const *vs, int n)
{
    for (int i = 0; i < n; i++)
        if (tl_ir_expr_uses_var(e, vs[i]))
            return true;
    return false;
}

/* A constant power of two above 1 (InstCombine makes such a remainder or
 * quotient of a non-negative value a mask or a shift). */
static bool pow2_divisor(const tl_expr *d)
{
    while (d->kind == TL_EXPR_CAST && !d->cast.bits)
        d = d->cast.a;
    int64_t v = 0;
    return tl_ir_is_const_int(d, &v) && v > 1 && (v & (v - 1)) == 0;
}

/* Whether e divides (/, %, ceildiv on integers) something computed from vs
 * by a constant power of two. */
typedef struct var_set {
    tl_var *const *vs;
    int n;
} var_set;

static bool is_pow2_division_of(const tl_expr *e, const void *arg)
{
    const var_set *set = arg;
    return e->kind == TL_EXPR_BINARY && is_int_division(e) && uses_any(e->bin.a, set->vs, set->n) &&
           pow2_divisor(e->bin.b);
}

static bool divides_var(const tl_expr *e, tl_var *const *vs, int n)
{
    var_set set = {vs, n};
    return tl_ir_expr_any(e, is_pow2_division_of, &set);
}

/* Whether block b divides something computed from vs[0 .. *n) (the loop's
 * variable, then the lets of b computed from it, added as they are met). */
static bool block_divides_var(const tl_block *b, tl_var **vs, int *n, int cap)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_LET:
            if (divides_var(s->let.value, vs, *n))
                return true;
            if (*n < cap && uses_any(s->let.value, vs, *n))
                vs[(*n)++] = s->let.var;
            break;
        case TL_STMT_STORE:
            for (int d = 0; d < s->store.nidx; d++)
                if (divides_var(s->store.idx[d], vs, *n))
                    return true;
            if (divides_var(s->store.value, vs, *n))
                return true;
            break;
        case TL_STMT_IF:
            if (divides_var(s->ifs.cond, vs, *n) || block_divides_var(&s->ifs.then_body, vs, n, cap) ||
                block_divides_var(&s->ifs.else_body, vs, n, cap))
                return true;
            break;
        case TL_STMT_FOR:
            for (int d = 0; d < s->loop.nvars; d++)
                if (divides_var(s->loop.begin[d], vs, *n) || divides_var(s->loop.end[d], vs, *n))
                    return true;
            if (block_divides_var(&s->loop.body, vs, n, cap))
                return true;
            break;
        case TL_STMT_WHILE:
            if (divides_var(s->whiles.cond, vs, *n) || block_divides_var(&s->whiles.body, vs, n, cap))
                return true;
            break;
        default: break;
        }
    }
    return false;
}

static bool loop_divides_var(tl_var *v, const tl_block *body)
{
    tl_var *vs[64] = {v};
    int n = 1;
    return block_divides_var(body, vs, &n, 64);
}

/* ---- loops that only move data are not unrolled --------------------------
 * A loop over the rows of a copy or a fill (`for i { for j { X_s[i, j] =
 * X[r + i, j] } }`, its prefetches, its masks) gains nothing from LLVM's
 * unroller: the inner loops become memcpy, memset or vector loops, and the
 * unrolled outer loop is eight copies of the same calls, which code
 * generation then pays for (gemm.tile's device module: 55 against 22 ms of
 * instruction selection, strength reduction and register allocation on the
 * build machine). An outer loop whose statements all move data (stores of a
 * load, a constant or a select of them, prefetches, integer lets, ifs and
 * loops of the same) gets llvm.loop.unroll.disable; its inner loops keep
 * LLVM's choice, and so does a nest of at most 64 elements, which unrolled
 * whole lets SROA keep a small fragment in registers. */

static bool moved_value(const tl_expr *e)
{
    switch (e->kind) {
    case TL_EXPR_LOAD:
    case TL_EXPR_INT:
    case TL_EXPR_FLOAT: return true;
    case TL_EXPR_SELECT: return moved_value(e->sel.a) && moved_value(e->sel.b);
    default: return false;
    }
}

/* Whether b only moves data; *elems multiplied by the constant trip counts of
 * its loops (INT64_MAX where one is not constant), *loops set where it has one */
static bool moves_data_only(const tl_block *b, int64_t *elems, bool *loops)
{
    int64_t most = 1;
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_STORE:
            if (s->store.value && !moved_value(s->store.value))
                return false;
            break;
        case TL_STMT_PREFETCH: break;
        case TL_STMT_LET:
            if (!tl_dtype_is_int(s->let.value->dtype))
                return false;
            break;
        case TL_STMT_IF: {
            int64_t a = 1, c = 1;
            if (!moves_data_only(&s->ifs.then_body, &a, loops) || !moves_data_only(&s->ifs.else_body, &c, loops))
                return false;
            most = a > most ? a : most;
            most = c > most ? c : most;
            break;
        }
        case TL_STMT_FOR: {
            int64_t inner = 1;
            if (!moves_data_only(&s->loop.body, &inner, loops))
                return false;
            *loops = true;
            int nv = s->loop.kind == TL_LOOP_PARALLEL ? s->loop.nvars : 1;
            for (int d = 0; d < nv; d++) {
                int64_t lo = 0, hi = 0;
                if ((s->loop.begin[d] && !tl_ir_is_const_int(s->loop.begin[d], &lo)) ||
                    !tl_ir_is_const_int(s->loop.end[d], &hi) || hi - lo > INT32_MAX)
                    inner = INT64_MAX;
                else if (inner < INT64_MAX)
                    inner = hi > lo && inner > INT64_MAX / (hi - lo) ? INT64_MAX : inner * (hi > lo ? hi - lo : 0);
            }
            most = inner > most ? inner : most;
            break;
        }
        default: return false;
        }
    }
    *elems = most;
    return true;
}

/* Whether the loop over trips iterations of body is one to keep rolled */
static bool keep_rolled(const tl_expr *begin, const tl_expr *end, const tl_block *body)
{
    int64_t inner = 1, lo = 0, hi = 0;
    bool loops = false;
    if (!moves_data_only(body, &inner, &loops) || !loops)
        return false;
    if (inner == INT64_MAX || (begin && !tl_ir_is_const_int(begin, &lo)) || !tl_ir_is_const_int(end, &hi))
        return true;
    return hi - lo > 64 || inner > 64 / (hi - lo > 0 ? hi - lo : 1);
}

/* vectorize: 1 asks LLVM to vectorize the loop, -1 forbids it, 0 leaves it
 * to LLVM; rolled: LLVM does not unroll it */
static void loop_end(lg *g, loop_ctx *l, int vectorize, bool rolled)
{
    /* v < end <= INT32_MAX: the increment cannot overflow */
    LLVMValueRef next = LLVMBuildNSWAdd(g->b, l->phi, cint(g->i32, 1), "");
    LLVMBasicBlockRef latch = LLVMGetInsertBlock(g->b);
    LLVMValueRef br = LLVMBuildBr(g->b, l->header);
    LLVMAddIncoming(l->phi, &next, &latch, 1);
    LLVMMetadataRef ops[4];
    int np = 1;
    ops[np++] = LLVMMDNodeInContext2(g->ctx, (LLVMMetadataRef[]){LLVMMDStringInContext2(g->ctx, "llvm.loop.mustprogress", 22)}, 1);
    if (vectorize) {
        LLVMMetadataRef kv[2] = {LLVMMDStringInContext2(g->ctx, "llvm.loop.vectorize.enable", 26),
                                 LLVMValueAsMetadata(LLVMConstInt(g->i1, vectorize > 0, 0))};
        ops[np++] = LLVMMDNodeInContext2(g->ctx, kv, 2);
    }
    if (rolled)
        ops[np++] = LLVMMDNodeInContext2(g->ctx, (LLVMMetadataRef[]){LLVMMDStringInContext2(g->ctx, "llvm.loop.unroll.disable", 24)}, 1);
    LLVMMetadataRef tmp = LLVMTemporaryMDNode(g->ctx, NULL, 0);
    ops[0] = tmp;
    LLVMMetadataRef md = LLVMMDNodeInContext2(g->ctx, ops, (size_t)np);
    LLVMMetadataReplaceAllUsesWith(tmp, md);
    LLVMSetMetadata(br, LLVMGetMDKindIDInContext(g->ctx, "llvm.loop", 9), LLVMMetadataAsValue(g->ctx, md));
    LLVMPositionBuilderAtEnd(g->b, l->exit);
}

/* ---- statements ---------------------------------------------------------------------- */

static void block(lg *g, const tl_block *b);

static void gemm(lg *g, const tl_stmt *s)
{
    tl_buffer *A = s->tile.args[0].buf, *B = s->tile.args[1].buf, *C = s->tile.args[2].buf;
    int64_t a0 = 0, a1 = 0, b1 = 0, c0 = 0, c1 = 0;
    tl_ir_is_const_int(A->dims[0], &a0);
    tl_ir_is_const_int(A->dims[1], &a1);
    tl_ir_is_const_int(B->dims[1], &b1);
    tl_ir_is_const_int(C->dims[0], &c0);
    tl_ir_is_const_int(C->dims[1], &c1);
    int64_t K = s->tile.transpose_a ? a0 : a1;
    LLVMValueRef pa = A->id < g->nbufs ? g->bufs[A->id] : NULL, pb = B->id < g->nbufs ? g->bufs[B->id] : NULL,
                 pc = C->id < g->nbufs ? g->bufs[C->id] : NULL;
    if (!pa || !pb || !pc) {
        fail(g, "internal error: gemm on a buffer not allocated (%s)", C->name);
        return;
    }
    const char *kernel = NULL;
    if (C->dtype == TL_DT_F32 && A->dtype == TL_DT_F32 && B->dtype == TL_DT_F32)
        kernel = s->tile.precision == TL_PRECISION_TF32 ? "tilec_rt_gemm_tf32" : "tilec_rt_gemm_f32";
    else if (C->dtype == TL_DT_F32 && A->dtype == TL_DT_F16 && B->dtype == TL_DT_F16)
        kernel = "tilec_rt_gemm_f16f32";
    else if (C->dtype == TL_DT_F32 && A->dtype == TL_DT_BF16 && B->dtype == TL_DT_BF16)
        kernel = "tilec_rt_gemm_bf16f32";
    if ((A->dtype == TL_DT_I8 || A->dtype == TL_DT_U8) && (B->dtype == TL_DT_I8 || B->dtype == TL_DT_U8) &&
        C->dtype == TL_DT_I32) {
        /* bytes into i32, exact (the sums wrap as i32 arithmetic does) */
        LLVMValueRef args[13] = {cint(g->i32, c0), cint(g->i32, c1), cint(g->i32, K), pa, cint(g->i32, a1),
                                 cint(g->i32, s->tile.transpose_a), cint(g->i32, A->dtype == TL_DT_U8), pb,
                                 cint(g->i32, b1), cint(g->i32, s->tile.transpose_b),
                                 cint(g->i32, B->dtype == TL_DT_U8), pc, cint(g->i32, c1)};
        call_fn(g, "tilec_rt_gemm_i8i32", g->voidt, args, 13);
        return;
    }
    if (kernel) {
        LLVMValueRef args[11] = {cint(g->i32, c0), cint(g->i32, c1), cint(g->i32, K), pa, cint(g->i32, a1),
                                 cint(g->i32, s->tile.transpose_a), pb, cint(g->i32, b1),
                                 cint(g->i32, s->tile.transpose_b), pc, cint(g->i32, c1)};
        call_fn(g, kernel, g->voidt, args, 11);
        return;
    }
    /* a typed loop: C[i, j] += A'[i, p] * B'[p, j] in C's dtype, summed in
     * order with C's rounding, as the interpreter does */
    tl_arena *a = g->a;
    tl_srcloc loc = s->loc;
    tl_var *vi = tl_ir_new_var(a, g->k, "tl_i", TL_VAR_LOOP, TL_DT_I32, loc);
    tl_var *vj = tl_ir_new_var(a, g->k, "tl_j", TL_VAR_LOOP, TL_DT_I32, loc);
    tl_var *vp = tl_ir_new_var(a, g->k, "tl_p", TL_VAR_LOOP, TL_DT_I32, loc);
    tl_var *acc = tl_ir_new_var(a, g->k, "tl_acc", TL_VAR_LET, C->dtype, loc);
    if (!vi || !vj || !vp || !acc) {
        fail(g, "out of memory%s", "");
        return;
    }
    tl_expr *ia[2], *ib[2], *ic[2];
    ia[0] = tl_ir_varref(a, s->tile.transpose_a ? vp : vi, loc);
    ia[1] = tl_ir_varref(a, s->tile.transpose_a ? vi : vp, loc);
    ib[0] = tl_ir_varref(a, s->tile.transpose_b ? vj : vp, loc);
    ib[1] = tl_ir_varref(a, s->tile.transpose_b ? vp : vj, loc);
    ic[0] = tl_ir_varref(a, vi, loc);
    ic[1] = tl_ir_varref(a, vj, loc);
    tl_expr *xa = tl_ir_load(a, A, ia, 2, loc), *xb = tl_ir_load(a, B, ib, 2, loc);
    if (xa && xa->dtype != C->dtype)
        xa = tl_ir_cast(a, C->dtype, xa, loc);
    if (xb && xb->dtype != C->dtype)
        xb = tl_ir_cast(a, C->dtype, xb, loc);
    tl_expr *sum = tl_ir_binary(a, TL_BIN_ADD, tl_ir_varref(a, acc, loc), tl_ir_binary(a, TL_BIN_MUL, xa, xb, loc), loc);
    tl_expr *cur = tl_ir_load(a, C, ic, 2, loc);
    if (!sum || !cur) {
        fail(g, "out of memory%s", "");
        return;
    }
    LLVMValueRef slot = entry_alloca(g, reg_type(g, C->dtype), "tl_acc", 8);
    loop_ctx li, lj, lp;
    loop_begin(g, &li, vi, cint(g->i32, 0), cint(g->i32, c0));
    loop_begin(g, &lj, vj, cint(g->i32, 0), cint(g->i32, c1));
    LLVMBuildStore(g->b, ex(g, cur), slot);
    loop_begin(g, &lp, vp, cint(g->i32, 0), cint(g->i32, K));
    set_var(g, acc, LLVMBuildLoad2(g->b, reg_type(g, C->dtype), slot, ""));
    LLVMBuildStore(g->b, ex(g, sum), slot);
    loop_end(g, &lp, 0, false);
    store_mem(g, C->dtype, element(g, C, ic), LLVMBuildLoad2(g->b, reg_type(g, C->dtype), slot, ""));
    loop_end(g, &lj, 0, false);
    loop_end(g, &li, 0, false);
}

/* Buffers above this many bytes are malloc'd once per block call instead of
 * living on the stack. */
#define TL_LLVM_STACK_LIMIT (256 * 1024)

/* b's storage, zeroed unless its first use writes it all (sink_allocs.c). */
static void alloc(lg *g, const tl_buffer *b, bool zero)
{
    if (b->view_of) {
        /* a view: the storage of view_of, allocated before it */
        LLVMValueRef x = b->view_of->id < g->nbufs ? g->bufs[b->view_of->id] : NULL;
        if (!x) {
            fail(g, "internal error: view %s before its buffer", b->name);
            return;
        }
        set_buf(g, b, x);
        return;
    }
    int64_t n = 1;
    for (int d = 0; d < b->ndim; d++) {
        int64_t v = 0;
        if (!tl_ir_is_const_int(b->dims[d], &v) || v <= 0) {
            fail(g, "internal error: on-chip buffer %s has a non-constant shape", b->name);
            return;
        }
        n *= v;
    }
    int64_t bytes = n * (int64_t)mem_bytes(b->dtype);
    LLVMValueRef p = b->id < g->nbufs ? g->bufs[b->id] : NULL;
    if (!p) { /* an allocation inside a loop reuses its storage */
        if (bytes > TL_LLVM_STACK_LIMIT && g->nfrees == (int)(sizeof g->frees / sizeof g->frees[0])) {
            fail(g, "kernel %s has more than 64 on-chip buffers above 256 KiB", g->k->name);
            return;
        }
        if (bytes > TL_LLVM_STACK_LIMIT) {
            LLVMBasicBlockRef cur = LLVMGetInsertBlock(g->b);
            LLVMPositionBuilderAtEnd(g->b, g->entry);
            LLVMValueRef sz = cint(g->i64, bytes);
            p = call_fn(g, "malloc", g->ptr, &sz, 1);
            LLVMSetValueName2(p, b->name, strlen(b->name));
            LLVMPositionBuilderAtEnd(g->b, cur);
            g->frees[g->nfrees++] = p;
        } else {
            p = entry_alloca(g, LLVMArrayType2(mem_type(g, b->dtype), (uint64_t)n), b->name, 64);
        }
        set_buf(g, b, p);
    }
    if (zero)
        LLVMBuildMemSet(g->b, p, cint(g->i8, 0), cint(g->i64, bytes), 64);
}

/* Whether b has a break or continue (in it or in any block nested in it). */
static bool has_jump(const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_BREAK || s->kind == TL_STMT_CONTINUE)
            return true;
        if ((s->kind == TL_STMT_IF && (has_jump(&s->ifs.then_body) || has_jump(&s->ifs.else_body))) ||
            (s->kind == TL_STMT_FOR && has_jump(&s->loop.body)) || (s->kind == TL_STMT_WHILE && has_jump(&s->whiles.body)))
            return true;
    }
    return false;
}

static bool push_jumps(lg *g, LLVMBasicBlockRef brk, LLVMBasicBlockRef cont)
{
    if (g->njumps == (int)(sizeof g->jump_break / sizeof *g->jump_break)) {
        fail(g, "loops nested too deeply%s", "");
        return false;
    }
    g->jump_break[g->njumps] = brk;
    g->jump_continue[g->njumps++] = cont;
    return true;
}

static void stmt(lg *g, const tl_stmt *s)
{
    if (g->bad)
        return;
    switch (s->kind) {
    case TL_STMT_ALLOC: alloc(g, s->alloc.buf, !s->alloc.buf->scratch); return;
    case TL_STMT_LET: {
        LLVMValueRef h = g->nhoisted && s->let.var->kind != TL_VAR_MUT ? hoisted(g, s->let.value) : NULL;
        LLVMValueRef v = cast(g, s->let.var->dtype, s->let.value->dtype, h ? h : ex(g, s->let.value));
        if (s->let.var->kind != TL_VAR_MUT) {
            set_var(g, s->let.var, v);
            return;
        }
        if (!s->let.assign)
            set_var(g, s->let.var, entry_alloca(g, reg_type(g, s->let.var->dtype), s->let.var->name, 8));
        LLVMValueRef slot = s->let.var->id < g->nvars ? g->vars[s->let.var->id] : NULL;
        if (!slot) {
            fail(g, "internal error: var %s has no slot", s->let.var->name);
            return;
        }
        LLVMBuildStore(g->b, v, slot);
        return;
    }
    case TL_STMT_FOR: {
        const tl_stmt *st = s->loop.body.n == 1 ? s->loop.body.items[0] : NULL;
        if (st && st->kind == TL_STMT_STORE && st->store.nontemporal) {
            /* stream_stores.c: `for j in range(n) { Y[.., x + j] = B[.., j] }`
             * as one tilec_rt_stream from the first elements' addresses */
            set_var(g, s->loop.vars[0], cint(g->i32, 0));
            LLVMValueRef n = cast(g, TL_DT_I64, s->loop.end[0]->dtype, ex(g, s->loop.end[0]));
            LLVMValueRef args[3] = {element(g, st->store.buf, st->store.idx),
                                    element(g, st->store.value->load.buf, st->store.value->load.idx),
                                    LLVMBuildMul(g->b, n, cint(g->i64, (int64_t)mem_bytes(st->store.buf->dtype)), "")};
            call_fn(g, "tilec_rt_stream", g->voidt, args, 3);
            return;
        }
        tl_cpu_move mv = g->clamp > 0 ? TL_CPU_MOVE_NONE : tl_cpu_contiguous_move(s);
        if (mv != TL_CPU_MOVE_NONE) {
            /* one call from the first elements' addresses, for max(end -
             * begin, 0) elements (cpu.h): where LLVM's loop idiom pass made
             * memset and memcpy of such loops after the loop analyses and
             * the vectorizer had worked on them */
            const tl_stmt *one = s->loop.body.items[0];
            LLVMValueRef begin = s->loop.begin[0] ? cast(g, TL_DT_I32, s->loop.begin[0]->dtype, ex(g, s->loop.begin[0]))
                                                  : cint(g->i32, 0);
            LLVMValueRef end = cast(g, TL_DT_I32, s->loop.end[0]->dtype, ex(g, s->loop.end[0]));
            LLVMValueRef n = LLVMBuildSub(g->b, LLVMBuildSExt(g->b, end, g->i64, ""),
                                          LLVMBuildSExt(g->b, begin, g->i64, ""), "");
            n = intrinsic2(g, "llvm.smax", n, cint(g->i64, 0));
            unsigned size = mem_bytes(one->store.buf->dtype);
            LLVMValueRef bytes = LLVMBuildNUWMul(g->b, n, cint(g->i64, size), "");
            set_var(g, s->loop.vars[0], begin);
            LLVMValueRef dst = element(g, one->store.buf, one->store.idx);
            const tl_expr *e = one->store.value;
            LLVMValueRef src = mv == TL_CPU_MOVE_ZERO ? NULL : element(g, e->load.buf, e->load.idx);
            if (mv == TL_CPU_MOVE_ZERO)
                LLVMBuildMemSet(g->b, dst, LLVMConstInt(g->i8, 0, 0), bytes, size);
            else if (mv == TL_CPU_MOVE_MEMMOVE)
                LLVMBuildMemMove(g->b, dst, size, src, size, bytes);
            else if (mv == TL_CPU_MOVE_MEMCPY)
                LLVMBuildMemCpy(g->b, dst, size, src, size, bytes);
            else
                call_fn(g, "tilec_rt_copy", g->voidt, (LLVMValueRef[]){dst, src, bytes}, 3);
            return;
        }
        int n = s->loop.kind == TL_LOOP_PARALLEL ? s->loop.nvars : 1;
        loop_ctx l[TL_IR_MAX_LOOP_VARS];
        int nhoisted = g->nhoisted;
        for (int i = 0; i < n; i++) {
            LLVMValueRef begin = s->loop.begin[i] ? cast(g, TL_DT_I32, s->loop.begin[i]->dtype, ex(g, s->loop.begin[i]))
                                                  : cint(g->i32, 0);
            LLVMValueRef end = cast(g, TL_DT_I32, s->loop.end[i]->dtype, ex(g, s->loop.end[i]));
            hoist_divisions(g, s->loop.vars + i, n - i, &s->loop.body);
            loop_begin(g, &l[i], s->loop.vars[i], begin, end);
        }
        /* a range loop with a break or continue in it gets a block of its
         * own for the increment, where a continue goes */
        LLVMBasicBlockRef latch = NULL;
        if (n == 1 && has_jump(&s->loop.body) && push_jumps(g, l[0].exit, latch = new_block(g, "for.inc"))) {
            block(g, &s->loop.body);
            g->njumps--;
            LLVMBuildBr(g->b, latch);
            LLVMPositionBuilderAtEnd(g->b, latch);
        } else {
            block(g, &s->loop.body);
        }
        for (int i = n - 1; i >= 0; i--)
            loop_end(g, &l[i],
                     loop_divides_var(s->loop.vars[i], &s->loop.body) ? -1
                     : s->loop.kind == TL_LOOP_VECTORIZED && i == n - 1 ? 1
                                                                          : 0,
                     i == 0 && keep_rolled(s->loop.begin[0], s->loop.end[0], &s->loop.body));
        g->nhoisted = nhoisted;
        return;
    }
    case TL_STMT_WHILE: {
        /* no llvm.loop.mustprogress: the condition may read only what the
         * body changes through a var */
        LLVMBasicBlockRef bc = new_block(g, "while.cond"), bb = new_block(g, "while.body"), be = new_block(g, "while.end");
        LLVMBuildBr(g->b, bc);
        LLVMPositionBuilderAtEnd(g->b, bc);
        LLVMBuildCondBr(g->b, ex(g, s->whiles.cond), bb, be);
        LLVMPositionBuilderAtEnd(g->b, bb);
        if (push_jumps(g, be, bc)) {
            block(g, &s->whiles.body);
            g->njumps--;
        }
        LLVMBuildBr(g->b, bc);
        LLVMPositionBuilderAtEnd(g->b, be);
        return;
    }
    case TL_STMT_BREAK:
    case TL_STMT_CONTINUE:
        if (g->njumps == 0) {
            fail(g, "internal error: %s outside a while or range loop", s->kind == TL_STMT_BREAK ? "break" : "continue");
            return;
        }
        LLVMBuildBr(g->b, s->kind == TL_STMT_BREAK ? g->jump_break[g->njumps - 1] : g->jump_continue[g->njumps - 1]);
        /* what follows in the block is unreachable: it goes in a block of its own */
        LLVMPositionBuilderAtEnd(g->b, new_block(g, "after.jump"));
        return;
    case TL_STMT_IF: {
        LLVMValueRef c = ex(g, s->ifs.cond);
        LLVMBasicBlockRef bt = new_block(g, "if.then"), be = new_block(g, "if.else"), bm = new_block(g, "if.end");
        LLVMBuildCondBr(g->b, c, bt, be);
        LLVMPositionBuilderAtEnd(g->b, bt);
        block(g, &s->ifs.then_body);
        LLVMBuildBr(g->b, bm);
        LLVMPositionBuilderAtEnd(g->b, be);
        block(g, &s->ifs.else_body);
        LLVMBuildBr(g->b, bm);
        LLVMPositionBuilderAtEnd(g->b, bm);
        return;
    }
    case TL_STMT_STORE: {
        tl_dtype t = s->store.buf->dtype;
        LLVMValueRef v = cast(g, t, s->store.value->dtype, ex(g, s->store.value));
        if (s->store.buf->scope == TL_SCOPE_GLOBAL && tl_dtype_is_packed(t))
            store_nibble(g, s->store.buf, s->store.idx, v);
        else
            store_mem(g, t, element(g, s->store.buf, s->store.idx), v);
        return;
    }
    case TL_STMT_TILE: {
        if (s->tile.op == TL_TILE_GEMM) {
            gemm(g, s);
            return;
        }
        tl_block lowered = {0};
        if (!tl_tx_lower_tile_op(g->a, g->k, s, &lowered)) {
            fail(g, "out of memory%s", "");
            return;
        }
        /* atomic_add: the lowered loads and stores between the runtime's
         * lock and unlock, fenced in: the tensors are noalias parameters the
         * lock's calls cannot reach, so without the fences the optimizer
         * moved the loads above the lock and kept the sums in registers
         * across the loop (tilesmith seed 120584: lost updates). On x86 an
         * acquire or release fence is no instruction. */
        bool atomic = tl_tileop_is_atomic(s->tile.op);
        if (atomic) {
            call_fn(g, "tilec_rt_lock", g->voidt, NULL, 0);
            LLVMBuildFence(g->b, LLVMAtomicOrderingAcquire, 0, "");
        }
        block(g, &lowered);
        if (atomic) {
            LLVMBuildFence(g->b, LLVMAtomicOrderingRelease, 0, "");
            call_fn(g, "tilec_rt_unlock", g->voidt, NULL, 0);
        }
        return;
    }
    case TL_STMT_BARRIER: return; /* one thread runs the block, in order */
    case TL_STMT_PREFETCH: {
        /* llvm.prefetch of X[idx] (read, locality 3: into every cache
         * level, as the c codegen's; data): the address by a GEP that is
         * not inbounds, since it may point past X's end (prefetch_tiles) */
        const tl_buffer *b = s->store.buf;
        LLVMValueRef base = b->id < g->nbufs ? g->bufs[b->id] : NULL;
        if (!base) {
            fail(g, "internal error: buffer %s used before its allocation", b->name);
            return;
        }
        LLVMValueRef off = to_i64(g, s->store.idx[0]->dtype, ex(g, s->store.idx[0]));
        for (int d = 1; d < b->ndim; d++) {
            off = LLVMBuildMul(g->b, off, to_i64(g, b->dims[d]->dtype, ex(g, b->dims[d])), "");
            off = LLVMBuildAdd(g->b, off, to_i64(g, s->store.idx[d]->dtype, ex(g, s->store.idx[d])), "");
        }
        LLVMValueRef a[4] = {LLVMBuildGEP2(g->b, mem_type(g, b->dtype), base, &off, 1, ""), cint(g->i32, 0),
                             cint(g->i32, 3), cint(g->i32, 1)};
        LLVMTypeRef pt = LLVMTypeOf(a[0]);
        intrinsic(g, "llvm.prefetch", &pt, 1, a, 4);
        return;
    }
    }
}

static void block(lg *g, const tl_block *b)
{
    for (size_t i = 0; i < b->n && !g->bad; i++)
        stmt(g, b->items[i]);
}

/* ---- kernels --------------------------------------------------------------------------- */

static void fn_attrs(lg *g, LLVMValueRef f)
{
    static const char *const flags[] = {"nounwind"};
    for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++) {
        unsigned kind = LLVMGetEnumAttributeKindForName(flags[i], strlen(flags[i]));
        LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(g->ctx, kind, 0));
    }
    /* no memcpy made by the optimizer (the loop idiom pass): the copies
     * meant as calls are contiguous_move's; the rest stay vector loops, as
     * on the c target (-fno-tree-loop-distribute-patterns). A row copied
     * from memory into a row buffer while it is also squared (layernorm's
     * one-row path) had become glibc's memcpy, whose rep movsb took the
     * kernel from 25 to 38 ms on Zen 4 (docs/cpu.md) */
    LLVMAddTargetDependentFunctionAttr(f, "no-builtin-memcpy", "");
    if (g->cpu && *g->cpu)
        LLVMAddTargetDependentFunctionAttr(f, "target-cpu", g->cpu);
    if (g->features && *g->features)
        LLVMAddTargetDependentFunctionAttr(f, "target-features", g->features);
    /* x86: vectorize for the widest registers the CPU has. LLVM's Intel
     * server CPUs (skylake-avx512 to sapphirerapids) prefer 256 bits,
     * which halved the exp and the row loops' throughput where AVX-512
     * has two full-width units (GCC's default alike: docs/cpu.md, "Vectors
     * of 512 bits"); without AVX-512 the widest is 256 anyway */
    if (g->x86)
        LLVMAddTargetDependentFunctionAttr(f, "prefer-vector-width", "512");
}

static void start_fn(lg *g, LLVMValueRef f)
{
    g->fn = f;
    g->entry = new_block(g, "entry");
    LLVMBasicBlockRef body = new_block(g, "body");
    LLVMPositionBuilderAtEnd(g->b, body);
    if (g->nvars)
        memset(g->vars, 0, (size_t)g->nvars * sizeof *g->vars);
    if (g->nbufs)
        memset(g->bufs, 0, (size_t)g->nbufs * sizeof *g->bufs);
    g->nfrees = 0;
}

/* Ends the function: frees, return, and the entry block's jump to the body. */
static void end_fn(lg *g, LLVMValueRef ret)
{
    for (int i = 0; i < g->nfrees; i++)
        call_fn(g, "free", g->voidt, &g->frees[i], 1);
    if (ret)
        LLVMBuildRet(g->b, ret);
    else
        LLVMBuildRetVoid(g->b);
    LLVMPositionBuilderAtEnd(g->b, g->entry);
    LLVMBuildBr(g->b, LLVMGetNextBasicBlock(g->entry));
}

static void kernel(lg *g, tl_kernel *k)
{
    char name[512];
    size_t np = k->nparams, ns = k->nshape_vars;
    int ng = k->ngrid;
    /* the argument struct: params (tensor pointers, scalar values), shape dims, grid */
    LLVMTypeRef fields[64];
    size_t nf = 0;
    if (np + ns + 1 > sizeof fields / sizeof fields[0]) {
        fail(g, "kernel %s has too many parameters for the llvm target", k->name);
        return;
    }
    for (size_t i = 0; i < np; i++)
        fields[nf++] = k->params[i].is_tensor ? g->ptr : reg_type(g, k->params[i].var->dtype);
    for (size_t i = 0; i < ns; i++)
        fields[nf++] = g->i32;
    fields[nf++] = LLVMArrayType2(g->i64, 3);
    snprintf(name, sizeof name, "tilec_args_%s", k->name);
    LLVMTypeRef st = LLVMStructCreateNamed(g->ctx, name);
    LLVMStructSetBody(st, fields, (unsigned)nf, 0);

    /* NAME_block(params..., shape dims..., block indices...) */
    LLVMTypeRef bp[64 + 3];
    for (size_t i = 0; i < np + ns; i++)
        bp[i] = fields[i];
    for (int d = 0; d < ng; d++)
        bp[np + ns + (size_t)d] = g->i32;
    LLVMTypeRef bty = LLVMFunctionType(g->voidt, bp, (unsigned)(np + ns + (size_t)ng), 0);
    snprintf(name, sizeof name, "%s_block", k->name);
    LLVMValueRef bf = LLVMAddFunction(g->mod, name, bty);
    LLVMSetLinkage(bf, LLVMInternalLinkage);
    fn_attrs(g, bf);
    /* not inlined into NAME_task (one call a block: nothing to gain there):
     * inlined, the optimizer simplified the block's body twice, as its own
     * function and again inside the task, a fifth of its time (docs/cpu.md) */
    unsigned noinline = LLVMGetEnumAttributeKindForName("noinline", 8);
    LLVMAddAttributeAtIndex(bf, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(g->ctx, noinline, 0));
    start_fn(g, bf);
    unsigned noalias = LLVMGetEnumAttributeKindForName("noalias", 7);
    for (size_t i = 0; i < np; i++) {
        const tl_param *p = &k->params[i];
        LLVMValueRef arg = LLVMGetParam(bf, (unsigned)i);
        LLVMSetValueName2(arg, p->name, strlen(p->name));
        if (p->is_tensor) {
            /* distinct tensor parameters do not overlap */
            LLVMAddAttributeAtIndex(bf, (unsigned)i + 1, LLVMCreateEnumAttribute(g->ctx, noalias, 0));
            set_buf(g, p->buf, arg);
        } else {
            set_var(g, p->var, arg);
        }
    }
    for (size_t i = 0; i < ns; i++)
        set_var(g, k->shape_vars[i], LLVMGetParam(bf, (unsigned)(np + i)));
    for (int d = 0; d < ng; d++)
        set_var(g, k->block_vars[d], LLVMGetParam(bf, (unsigned)(np + ns + (size_t)d)));
    block(g, &k->body);
    end_fn(g, NULL);
    if (g->bad)
        return;

    /* NAME_task(ctx, block) */
    LLVMTypeRef tp[2] = {g->ptr, g->i64};
    LLVMTypeRef tty = LLVMFunctionType(g->voidt, tp, 2, 0);
    snprintf(name, sizeof name, "%s_task", k->name);
    LLVMValueRef tf = LLVMAddFunction(g->mod, name, tty);
    LLVMSetLinkage(tf, LLVMInternalLinkage);
    fn_attrs(g, tf);
    start_fn(g, tf);
    LLVMValueRef ctxp = LLVMGetParam(tf, 0), blk = LLVMGetParam(tf, 1);
    LLVMSetValueName2(ctxp, "ctx", 3);
    LLVMSetValueName2(blk, "block", 5);
    LLVMValueRef cargs[64 + 3];
    for (size_t i = 0; i < np + ns; i++) {
        LLVMValueRef fp = LLVMBuildStructGEP2(g->b, st, ctxp, (unsigned)i, "");
        cargs[i] = LLVMBuildLoad2(g->b, fields[i], fp, "");
    }
    LLVMValueRef gridp = LLVMBuildStructGEP2(g->b, st, ctxp, (unsigned)(np + ns), "");
    LLVMValueRef gd[3];
    for (int d = 0; d < 3; d++) {
        LLVMValueRef idx[2] = {cint(g->i64, 0), cint(g->i64, d)};
        gd[d] = LLVMBuildLoad2(g->b, g->i64, LLVMBuildInBoundsGEP2(g->b, fields[np + ns], gridp, idx, 2, ""), "");
    }
    LLVMValueRef bi[3];
    bi[0] = LLVMBuildSRem(g->b, blk, gd[0], "");
    bi[1] = LLVMBuildSRem(g->b, LLVMBuildSDiv(g->b, blk, gd[0], ""), gd[1], "");
    bi[2] = LLVMBuildSDiv(g->b, blk, LLVMBuildMul(g->b, gd[0], gd[1], ""), "");
    for (int d = 0; d < ng; d++)
        cargs[np + ns + (size_t)d] = LLVMBuildTrunc(g->b, bi[d], g->i32, "");
    LLVMBuildCall2(g->b, bty, bf, cargs, (unsigned)(np + ns + (size_t)ng), "");
    end_fn(g, NULL);

    /* tilec_launch_NAME(args, dims, self): nworkers is *(const int *)self, 0 when self is NULL */
    LLVMTypeRef lp[3] = {g->ptr, g->ptr, g->ptr};
    LLVMTypeRef lty = LLVMFunctionType(g->i32, lp, 3, 0);
    snprintf(name, sizeof name, "tilec_launch_%s", k->name);
    LLVMValueRef lf = LLVMAddFunction(g->mod, name, lty);
    fn_attrs(g, lf);
    start_fn(g, lf);
    LLVMValueRef argv = LLVMGetParam(lf, 0), dims = LLVMGetParam(lf, 1), self = LLVMGetParam(lf, 2);
    LLVMSetValueName2(argv, "args", 4);
    LLVMSetValueName2(dims, "dims", 4);
    LLVMSetValueName2(self, "self", 4);
    LLVMValueRef zero_workers = entry_alloca(g, g->i32, "no_self", 4);
    LLVMBuildStore(g->b, cint(g->i32, 0), zero_workers);
    LLVMValueRef from = LLVMBuildSelect(g->b, LLVMBuildIsNotNull(g->b, self, ""), self, zero_workers, "");
    LLVMValueRef nworkers = LLVMBuildLoad2(g->b, g->i32, from, "nworkers");
    LLVMValueRef as = entry_alloca(g, st, "a", 8);
    for (size_t i = 0; i < np; i++) {
        const tl_param *p = &k->params[i];
        LLVMValueRef ai = cint(g->i64, (int64_t)i);
        LLVMValueRef pv = LLVMBuildLoad2(g->b, g->ptr, LLVMBuildInBoundsGEP2(g->b, g->ptr, argv, &ai, 1, ""), "");
        LLVMValueRef v = pv;
        if (!p->is_tensor) {
            v = load_mem(g, p->var->dtype, pv);
            set_var(g, p->var, v);
        }
        LLVMBuildStore(g->b, v, LLVMBuildStructGEP2(g->b, st, as, (unsigned)i, ""));
    }
    for (size_t i = 0; i < ns; i++) {
        LLVMValueRef di = cint(g->i64, (int64_t)i);
        LLVMValueRef dv = LLVMBuildLoad2(g->b, g->i64, LLVMBuildInBoundsGEP2(g->b, g->i64, dims, &di, 1, ""), "");
        LLVMValueRef v = LLVMBuildTrunc(g->b, dv, g->i32, "");
        set_var(g, k->shape_vars[i], v);
        LLVMBuildStore(g->b, v, LLVMBuildStructGEP2(g->b, st, as, (unsigned)(np + i), ""));
    }
    gridp = LLVMBuildStructGEP2(g->b, st, as, (unsigned)(np + ns), "");
    LLVMValueRef ok = NULL, total = cint(g->i64, 1);
    for (int d = 0; d < 3; d++) {
        LLVMValueRef v = d < ng ? to_i64(g, k->grid[d]->dtype, ex(g, k->grid[d])) : cint(g->i64, 1);
        LLVMValueRef idx[2] = {cint(g->i64, 0), cint(g->i64, d)};
        LLVMBuildStore(g->b, v, LLVMBuildInBoundsGEP2(g->b, fields[np + ns], gridp, idx, 2, ""));
        LLVMValueRef pos = LLVMBuildICmp(g->b, LLVMIntSGT, v, cint(g->i64, 0), "");
        ok = ok ? LLVMBuildAnd(g->b, ok, pos, "") : pos;
        total = LLVMBuildMul(g->b, total, v, "");
    }
    LLVMBasicBlockRef run = new_block(g, "run"), done = new_block(g, "empty");
    LLVMBuildCondBr(g->b, ok, run, done);
    LLVMPositionBuilderAtEnd(g->b, done);
    LLVMBuildRet(g->b, cint(g->i32, 0));
    LLVMPositionBuilderAtEnd(g->b, run);
    LLVMTypeRef rp[4] = {g->i64, g->i32, g->ptr, g->ptr}, rty;
    LLVMValueRef rf = get_fn(g, "tilec_rt_run_blocks", g->i32, rp, 4, &rty);
    LLVMValueRef rargs[4] = {total, nworkers, tf, as};
    LLVMValueRef rc = LLVMBuildCall2(g->b, rty, rf, rargs, 4, "");
    end_fn(g, rc);
}

/* ---- the module ---------------------------------------------------------------------------- */

/* LLVM's remarks and warnings (a loop marked for vectorizing that could not
 * be, because a masked edge has control flow) are not the user's business;
 * errors come back through the calls that fail. */
static void quiet(LLVMDiagnosticInfoRef info, void *ctx)
{
    (void)info, (void)ctx;
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* The device module into a (tl_llvm_build_fn: run at its first use). */
static bool build(tl_compilation *c, tl_llvm_artifact *a, tl_error *err)
{
    double t0 = now_ms();
    char *triple = NULL;
    LLVMTargetMachineRef tm = tl_llvm_target_machine(c, &triple, err);
    if (!tm)
        return false;
    char *cpu = NULL, *features = NULL;
    tl_llvm_target_cpu(c, &cpu, &features);

    LLVMOrcThreadSafeContextRef tsc = LLVMOrcCreateNewThreadSafeContext();
    lg g;
    memset(&g, 0, sizeof g);
    g.c = c;
    g.a = c->arena;
    g.ctx = LLVMOrcThreadSafeContextGetContext(tsc);
    LLVMContextSetDiagnosticHandler(g.ctx, quiet, NULL);
    const char *base = c->path ? strrchr(c->path, '/') : NULL;
    base = base ? base + 1 : c->path ? c->path : "<input>";
    g.mod = LLVMModuleCreateWithNameInContext(base, g.ctx);
    LLVMSetSourceFileName(g.mod, base, strlen(base));
    LLVMSetTarget(g.mod, triple);
    LLVMTargetDataRef td = LLVMCreateTargetDataLayout(tm);
    char *dl = LLVMCopyStringRepOfTargetData(td);
    LLVMSetDataLayout(g.mod, dl);
    LLVMDisposeMessage(dl);
    LLVMDisposeTargetData(td);
    g.b = LLVMCreateBuilderInContext(g.ctx);
    g.i1 = LLVMInt1TypeInContext(g.ctx);
    g.i8 = LLVMInt8TypeInContext(g.ctx);
    g.i16 = LLVMInt16TypeInContext(g.ctx);
    g.i32 = LLVMInt32TypeInContext(g.ctx);
    g.i64 = LLVMInt64TypeInContext(g.ctx);
    g.f16 = LLVMHalfTypeInContext(g.ctx);
    g.f32 = LLVMFloatTypeInContext(g.ctx);
    g.f64 = LLVMDoubleTypeInContext(g.ctx);
    g.ptr = LLVMPointerTypeInContext(g.ctx, 0);
    g.voidt = LLVMVoidTypeInContext(g.ctx);
    g.cpu = cpu;
    g.features = features;
    g.x86 = triple && (strncmp(triple, "x86_64", 6) == 0 || (triple[0] == 'i' && strncmp(triple + 2, "86", 2) == 0));

    for (size_t i = 0; i < c->module->nkernels && !g.bad; i++) {
        g.k = c->module->kernels[i];
        kernel(&g, g.k);
    }
    LLVMDisposeBuilder(g.b);
    free(g.vars);
    free(g.hoisted);
    free(g.bufs);
    free(cpu);
    free(features);
    bool ok = !g.bad;
    if (!ok)
        tl_error_set(err, TL_ERR_INTERNAL, "llvm codegen: %s", g.msg);
    if (c->timing)
        fprintf(c->timing, "    %-28s %8.3f ms\n", "llvm: IR built", now_ms() - t0);
    LLVMDisposeTargetMachine(tm);
    LLVMDisposeMessage(triple);
    if (!ok) {
        LLVMDisposeModule(g.mod);
        LLVMOrcDisposeThreadSafeContext(tsc);
        return false;
    }
    /* verified and optimized where it is used (src/llvm: emitted, or
     * compiled to the JIT's object unless the compile cache has it) */
    a->context = tsc;
    a->module = g.mod;
    a->unverified = true;
    return true;
}

/* The device artifact, its module deferred to its first use. */
static bool defer(struct tl_compilation *c, bool optimize, tl_error *err)
{
    tl_llvm_artifact_free(c->device_artifact);
    if (!(c->device_artifact = tl_llvm_artifact_defer(c, build, optimize)))
        return tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    return true;
}

bool tl_llvm_codegen_build(struct tl_compilation *c, bool optimize, tl_error *err)
{
    return defer(c, optimize, err) && tl_llvm_artifact_ready(c->device_artifact, err);
}

bool tl_llvm_codegen_source(struct tl_compilation *c, tl_error *err) { return defer(c, true, err); }

bool tl_llvm_codegen_compile(struct tl_compilation *c, tl_error *err) { return defer(c, true, err); }

#endif /* TL_HAVE_LLVM */

#ifndef TL_HAVE_LLVM
bool tl_llvm_codegen_source(struct tl_compilation *c, tl_error *err) { return tl_llvm_codegen_build(c, true, err); }

bool tl_llvm_codegen_compile(struct tl_compilation *c, tl_error *err) { return tl_llvm_codegen_build(c, true, err); }
#endif
