/*
 * codegen.c: the vulkan device codegen (specs/vulkan.lua): tile IR lowered by
 * the vulkan pipeline (the shared GPU lowering of src/transform/gpu.c without
 * the cp.async ring) in, one SPIR-V module per kernel out, written directly
 * with the module builder (spirv.c) and validated by SPIRV-Tools
 * (validate.c) before it is handed on. Flow: after thread_sync and
 * make_packed_api; the tvm_ffi execution backend (exec.c) makes a compute
 * pipeline of each module.
 *
 * It follows the webgpu codegen (src/webgpu/codegen.c), which lowers the
 * same IR to WGSL, construct for construct (vulkan.h has the shader ABI):
 *   - the block is a workgroup of T invocations (LocalSize T 1 1, the
 *     product of threads(...)); its number is linear over the dispatch,
 *     which the host splits over dimensions; (bx, by, bz) is recomputed
 *     from it, and a workgroup past the grid's end returns at once;
 *   - a `parallel` loop is spread over the invocations as gpu.h says: runs
 *     of vec iterations, run r to invocation r % T; its variables are
 *     recomputed from the iteration number;
 *   - every tile variable is a Function variable (the driver's compiler
 *     promotes them to registers); a fragment kept in registers and a
 *     `local` buffer are Function arrays, shared buffers and the other
 *     fragments Workgroup arrays; on chip every dtype is held as the type
 *     it is computed in (f32, i32, u32; bool as u32 0 or 1);
 *   - code outside parallel loops runs in every invocation alike; its
 *     stores into memory the invocations share are made by invocation 0
 *     alone (thread_sync put the barrier that publishes them);
 *   - barrier() is OpControlBarrier at Workgroup scope, acquire-release of
 *     Workgroup and storage-buffer (Uniform) memory;
 *   - values: f16 and bf16 are computed in f32 and rounded to their dtype
 *     after every operation (tl_f16r, tl_bf16r: functions of the module,
 *     ties to even, as the interpreter rounds), 8- and 16-bit integers in
 *     i32/u32 wrapped to their width; i64 index arithmetic (the masks of
 *     legalize_safe_memory_access) in i32; shifts, min/max with NaN, float
 *     to int conversions, ceildiv, and % and / of negative integers (srem,
 *     sdiv: Vulkan leaves OpSRem undefined there) as the interpreter
 *     defines them; f32
 *     division correctly rounded (tl_div: Vulkan's OpFDiv is within 2.5
 *     ULP; the residual is exact in integers, as webgpu's tl_div);
 *   - a select, && and || whose untaken side reads a tensor are branches
 *     (OpSelect evaluates both sides, and a read past a buffer is
 *     undefined in Vulkan);
 *   - tensors of 8- and 16-bit dtypes (and bool, i4/u4) are packed in u32
 *     words; stores into them clear and set their bits with OpAtomicAnd
 *     and OpAtomicOr, so invocations writing neighbouring elements of one
 *     word do not race. Where the target says the device has 8/16-bit
 *     storage (-int8=1, -int16=1, -f16=1) they are arrays of their own
 *     width instead (f16 as f16, bf16 as u16), loaded and converted;
 *     with -f16=1 f16 Workgroup arrays are f16 too (chip_f16);
 *   - atomic_add into f32 is a compare-exchange loop on the word
 *     (OpAtomicCompareExchange: VK_EXT_shader_atomic_float is not
 *     assumed), into i32/u32 OpAtomicIAdd; atomic_max/min into i32/u32
 *     OpAtomicSMax/UMax/SMin/UMin, into f32 a compare-exchange loop; into
 *     packed dtypes a compare-exchange loop on the element's word;
 *   - with -subgroups=S the combines of row reductions' partials
 *     (split_reductions' second step) run through subgroup shuffles, as
 *     webgpu's do (sg_combine);
 *   - signed zeros, inf and NaN kept: every module declares
 *     SignedZeroInfNanPreserve (-ieee, on by default), which a driver
 *     otherwise may ignore (NVIDIA's folds x * 0 to +0 without it);
 *   - on-chip buffers are zeroed where allocated, as WGSL does by itself
 *     and Vulkan does not (alloc), unless written whole before any read;
 *   - every float +, -, *, / and % is decorated NoContraction (each rounds
 *     on its own); / and sqrt are correctly rounded helpers (tl_div,
 *     tl_sqrt: the device's estimate corrected in integers), pow takes C's
 *     values where GLSL's is undefined.
 * What Vulkan cannot hold is refused with the reason, as webgpu refuses it:
 * 64-bit tensors and scalars (the codegen computes in 32 bits; the message
 * names the parameter), fp8, fp4 and e8m0 dtypes, warp operations, more
 * than 16 tensors (maxPerStageDescriptorStorageBuffers is 16 on many
 * devices), more than 1024 invocations, and a tensor-core gemm (the kind
 * has no `mma` attribute, so lower_gemm_simt leaves none). Workgroup
 * memory is the device's to refuse (wg_bytes goes to the runtime).
 */
#include <ctype.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend/internal.h"
#include "compile/compile.h"
#include "ir/value.h"
#include "registry.h"
#include "transform/gpu.h"
#include "transform/transform.h"
#include "vulkan/spirv.h"
#include "vulkan/vulkan.h"

enum { MEM_PLAIN, MEM_PACKED, MEM_ATOMIC, MEM_NATIVE };
/* the value types: how a dtype is computed */
typedef enum { VT_BOOL, VT_F32, VT_I32, VT_U32 } vt;
/* helper functions of the module, written once when used */
enum { H_F16_BITS, H_F16_VAL, H_F16R, H_BF16_BITS, H_BF16R, H_DIV, H_SQRT, H_COUNT };

typedef struct loop_ctx {
    uint32_t merge, cont;
} loop_ctx;

typedef struct cg {
    tl_spv s;
    tl_arena *a;
    tl_kernel *k;
    bool oom;
    int threads;
    const tl_stmt *par; /* the outermost parallel loop being written, or NULL */
    tl_gpu_partition part;
    bool atomic;      /* writing an atomic tile op's element loops */
    uint8_t *mem;     /* by buffer id (global tensors): MEM_* */
    bool *written;    /* by buffer id: the kernel stores into it */
    bool *atomic_dst; /* by buffer id: some atomic tile op writes it */
    uint32_t *buf_var;  /* by buffer id: the storage's variable */
    uint32_t *buf_elem; /* by buffer id: the element type of its array */
    uint32_t *var_ptr;  /* by var id: the Function variable */
    int nvar_ptr;       /* its length (lowering a tile op adds variables) */
    char unsupported[320];
    /* types */
    uint32_t t_void, t_bool, t_f32, t_i32, t_u32, t_uvec3;
    uint32_t helper[H_COUNT];
    bool helper_done[H_COUNT];
    /* the invocation's index in the workgroup (i32), and for subgroups its
     * index in the subgroup (the Input variable) */
    uint32_t tid, sgi_var;
    /* the total a subgroup combine writes, as a variable of its update */
    const tl_var *sg_tvar;
    uint32_t sg_tptr;
    /* the variables of the parallel partition being written */
    uint32_t v_s, v_v;
    loop_ctx loops[64];
    int nloops;
    /* the target's features */
    bool f16, int8, int16;
    bool ieee; /* SignedZeroInfNanPreserve declared (-ieee) */
    int sg;
    bool sg_used, used_f16, used_int8, used_int16;
    bool used_chip_f16; /* f16 Workgroup arrays: the Float16 capability */
} cg;

static void unsupported(cg *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void unsupported(cg *g, const char *fmt, ...)
{
    if (g->unsupported[0])
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(g->unsupported, sizeof g->unsupported, fmt, ap);
    va_end(ap);
}

/* ---- types ------------------------------------------------------------------------- */

/* Whether Vulkan (as this codegen writes it) can hold dtype t, and why not. */
static const char *dtype_refusal(tl_dtype t)
{
    switch (t) {
    case TL_DT_I64:
    case TL_DT_U64:
    case TL_DT_F64: return "the vulkan codegen computes in 32 bits (no 64-bit types)";
    case TL_DT_F8E4M3:
    case TL_DT_F8E5M2:
    case TL_DT_E8M0:
    case TL_DT_F4E2M1: return "the vulkan backend has no fp8, fp4 or e8m0 conversions yet";
    default: return NULL;
    }
}

static vt vtype(tl_dtype t)
{
    if (t == TL_DT_BOOL)
        return VT_BOOL;
    if (tl_dtype_is_float(t))
        return VT_F32;
    return tl_dtype_is_signed(t) ? VT_I32 : VT_U32;
}

static uint32_t vt_id(cg *g, vt t)
{
    switch (t) {
    case VT_BOOL: return g->t_bool;
    case VT_F32: return g->t_f32;
    case VT_I32: return g->t_i32;
    default: return g->t_u32;
    }
}

/* The type of dtype t's values, and of its elements on chip (bool as u32). */
static uint32_t ty(cg *g, tl_dtype t) { return vt_id(g, vtype(t)); }
static uint32_t mty(cg *g, tl_dtype t) { return t == TL_DT_BOOL ? g->t_u32 : ty(g, t); }

static bool small_float(tl_dtype t) { return t == TL_DT_F16 || t == TL_DT_BF16; }
static int mem_bits(tl_dtype t) { return tl_dtype_bits(t); }

/* Whether on-chip buffer s (its storage) is held as f16 in Workgroup
 * memory (-f16=1: the device has shaderFloat16): half the bytes of f32.
 * Values are still computed in f32 and rounded to f16 after every
 * operation, so the conversions to and from f16 are exact. Fragments in
 * registers and local buffers stay f32 (webgpu's chip_f16). */
static bool chip_f16(const struct cg *g, const tl_buffer *s);

static bool chip_f16(const cg *g, const tl_buffer *s)
{
    return g->f16 && s->dtype == TL_DT_F16 && !tl_gpu_in_registers(s) &&
           (s->scope == TL_SCOPE_SHARED || s->scope == TL_SCOPE_FRAGMENT);
}

/* The element type of on-chip storage s. */
static uint32_t chip_type(cg *g, const tl_buffer *s)
{
    if (chip_f16(g, s)) {
        g->used_chip_f16 = true;
        return tl_spv_t_float(&g->s, 16);
    }
    return mty(g, s->dtype);
}

/* ---- instructions -------------------------------------------------------------------- */

#define OP(op, type, ...) TL_SPV_OP(&g->s, (op), (type), __VA_ARGS__)

static uint32_t ci(cg *g, int32_t v) { return tl_spv_const(&g->s, g->t_i32, (uint32_t)v); }
static uint32_t cu(cg *g, uint32_t v) { return tl_spv_const(&g->s, g->t_u32, v); }
static uint32_t cb(cg *g, bool v) { return tl_spv_const_bool(&g->s, v); }
static uint32_t cf(cg *g, float v)
{
    uint32_t bits;
    memcpy(&bits, &v, 4);
    return tl_spv_const(&g->s, g->t_f32, bits);
}

static uint32_t ext1(cg *g, uint32_t t, uint32_t inst, uint32_t x) { return tl_spv_ext(&g->s, t, inst, &x, 1); }
static uint32_t ext2(cg *g, uint32_t t, uint32_t inst, uint32_t x, uint32_t y)
{
    return tl_spv_ext(&g->s, t, inst, (const uint32_t[]){x, y}, 2);
}
static uint32_t ext3(cg *g, uint32_t t, uint32_t inst, uint32_t x, uint32_t y, uint32_t z)
{
    return tl_spv_ext(&g->s, t, inst, (const uint32_t[]){x, y, z}, 3);
}
static uint32_t sel(cg *g, uint32_t t, uint32_t c, uint32_t a, uint32_t b) { return OP(SpvOpSelect, t, c, a, b); }
static uint32_t bitcast(cg *g, uint32_t t, uint32_t x) { return OP(SpvOpBitcast, t, x); }
static uint32_t load_ptr(cg *g, uint32_t t, uint32_t ptr) { return OP(SpvOpLoad, t, ptr); }
static void store_ptr(cg *g, uint32_t ptr, uint32_t v) { OP(SpvOpStore, 0, ptr, v); }
static uint32_t isnan_(cg *g, uint32_t x) { return OP(SpvOpIsNan, g->t_bool, x); }

/* A Function variable of type t (its pointer), named. */
static uint32_t fvar(cg *g, uint32_t t, const char *name)
{
    uint32_t v = tl_spv_var(&g->s, tl_spv_t_ptr(&g->s, SpvSCFunction, t));
    if (name)
        tl_spv_name(&g->s, v, name);
    return v;
}

/* ---- control flow ------------------------------------------------------------------------ */

typedef struct if_ctx {
    uint32_t merge, els;
} if_ctx;

static void if_begin(cg *g, if_ctx *c, uint32_t cond, bool has_else)
{
    uint32_t then = tl_spv_id(&g->s);
    c->merge = tl_spv_id(&g->s);
    c->els = has_else ? tl_spv_id(&g->s) : 0;
    OP(SpvOpSelectionMerge, 0, c->merge, 0);
    tl_spv_branch_cond(&g->s, cond, then, has_else ? c->els : c->merge);
    tl_spv_label(&g->s, then);
}

static void if_else(cg *g, if_ctx *c)
{
    tl_spv_branch(&g->s, c->merge);
    tl_spv_label(&g->s, c->els);
}

static void if_end(cg *g, if_ctx *c)
{
    tl_spv_branch(&g->s, c->merge);
    tl_spv_label(&g->s, c->merge);
}

/* The innermost loops' merge and continue blocks, for break and continue. */
static void push_loop(cg *g, uint32_t merge, uint32_t cont)
{
    if (g->nloops >= (int)(sizeof g->loops / sizeof *g->loops))
        unsupported(g, "loops nested more than %d deep", (int)(sizeof g->loops / sizeof *g->loops));
    else
        g->loops[g->nloops] = (loop_ctx){merge, cont};
    g->nloops++;
}

typedef struct for_ctx {
    uint32_t header, cont, merge, var;
} for_ctx;

/* for (var = begin; var < end; var += step): var an i32 Function variable;
 * end an i32 value computed before the loop. */
static void for_begin(cg *g, for_ctx *f, uint32_t var, uint32_t begin, uint32_t end)
{
    f->var = var;
    f->header = tl_spv_id(&g->s);
    f->cont = tl_spv_id(&g->s);
    f->merge = tl_spv_id(&g->s);
    uint32_t check = tl_spv_id(&g->s), body = tl_spv_id(&g->s);
    store_ptr(g, var, begin);
    tl_spv_label(&g->s, f->header);
    OP(SpvOpLoopMerge, 0, f->merge, f->cont, 0);
    tl_spv_branch(&g->s, check);
    tl_spv_label(&g->s, check);
    uint32_t i = load_ptr(g, g->t_i32, var);
    tl_spv_branch_cond(&g->s, OP(SpvOpSLessThan, g->t_bool, i, end), body, f->merge);
    tl_spv_label(&g->s, body);
    push_loop(g, f->merge, f->cont);
}

/* for (var = begin; var < end; var++) of constant bounds */
static void for_begin_k(cg *g, for_ctx *f, uint32_t var, int32_t begin, int32_t end)
{
    uint32_t b = ci(g, begin);
    uint32_t e = ci(g, end);
    for_begin(g, f, var, b, e);
}

static void for_end(cg *g, for_ctx *f, uint32_t step)
{
    g->nloops--;
    tl_spv_branch(&g->s, f->cont);
    tl_spv_label(&g->s, f->cont);
    uint32_t i = load_ptr(g, g->t_i32, f->var);
    store_ptr(g, f->var, OP(SpvOpIAdd, g->t_i32, i, step));
    tl_spv_branch(&g->s, f->header);
    tl_spv_label(&g->s, f->merge);
}

/* ---- helper functions of the module ------------------------------------------------------ */

static uint32_t call1(cg *g, int h, uint32_t t, uint32_t x)
{
    if (!g->helper[h])
        g->helper[h] = tl_spv_id(&g->s);
    return OP(SpvOpFunctionCall, t, g->helper[h], x);
}

static uint32_t call2(cg *g, int h, uint32_t t, uint32_t x, uint32_t y)
{
    if (!g->helper[h])
        g->helper[h] = tl_spv_id(&g->s);
    return OP(SpvOpFunctionCall, t, g->helper[h], x, y);
}

/* Instructions on values already computed: every builder call below takes
 * at most one argument that emits or allocates an id, so that the ids and
 * the order of instructions do not depend on the C compiler's order of
 * evaluating arguments (the goldens are the same for every compiler). */
static uint32_t uop(cg *g, uint32_t op, uint32_t a, uint32_t b) { return OP(op, g->t_u32, a, b); }
static uint32_t iop(cg *g, uint32_t op, uint32_t a, uint32_t b) { return OP(op, g->t_i32, a, b); }
static uint32_t bop(cg *g, uint32_t op, uint32_t a, uint32_t b) { return OP(op, g->t_bool, a, b); }
/* the same with a constant second operand */
static uint32_t uopc(cg *g, uint32_t op, uint32_t a, uint32_t k)
{
    uint32_t c = cu(g, k);
    return OP(op, g->t_u32, a, c);
}
static uint32_t iopc(cg *g, uint32_t op, uint32_t a, int32_t k)
{
    uint32_t c = ci(g, k);
    return OP(op, g->t_i32, a, c);
}
static uint32_t bopu(cg *g, uint32_t op, uint32_t a, uint32_t k)
{
    uint32_t c = cu(g, k);
    return OP(op, g->t_bool, a, c);
}
static uint32_t bopi(cg *g, uint32_t op, uint32_t a, int32_t k)
{
    uint32_t c = ci(g, k);
    return OP(op, g->t_bool, a, c);
}
/* c ? k1 : k0 of u32 constants */
static uint32_t selu(cg *g, uint32_t c, uint32_t k1, uint32_t k0)
{
    uint32_t a = cu(g, k1), b = cu(g, k0);
    return OP(SpvOpSelect, g->t_u32, c, a, b);
}

static uint32_t seli(cg *g, uint32_t c, int32_t k1, int32_t k0)
{
    uint32_t a = ci(g, k1), b = ci(g, k0);
    return OP(SpvOpSelect, g->t_i32, c, a, b);
}
static uint32_t self_(cg *g, uint32_t c, float k1, float k0)
{
    uint32_t a = cf(g, k1), b = cf(g, k0);
    return OP(SpvOpSelect, g->t_f32, c, a, b);
}
/* f32 op with a constant operand: k second, or first when k_first */
static uint32_t fopc(cg *g, uint32_t op, uint32_t a, float k, bool k_first)
{
    uint32_t c = cf(g, k);
    return k_first ? OP(op, g->t_f32, c, a) : OP(op, g->t_f32, a, c);
}
static uint32_t fcmp(cg *g, uint32_t op, uint32_t a, float k)
{
    uint32_t c = cf(g, k);
    return OP(op, g->t_bool, a, c);
}
static uint32_t fclamp(cg *g, uint32_t x, float lo, float hi)
{
    uint32_t l = cf(g, lo), h = cf(g, hi);
    return ext3(g, g->t_f32, GLSLFClamp, x, l, h);
}

/* IEEE binary16 bits (u32) of f32 x, to nearest with ties to even; past
 * 65504 to inf (webgpu's tl_f16_bits, without branches). */
static uint32_t h_f16_bits(cg *g, uint32_t x)
{
    uint32_t b = bitcast(g, g->t_u32, x);
    uint32_t s = uopc(g, SpvOpShiftRightLogical, b, 16);
    s = uopc(g, SpvOpBitwiseAnd, s, 0x8000);
    uint32_t a = uopc(g, SpvOpBitwiseAnd, b, 0x7fffffff);
    uint32_t a13 = uopc(g, SpvOpShiftRightLogical, a, 13);
    uint32_t nan = uopc(g, SpvOpBitwiseOr, s, 0x7e00);
    uint32_t mant = uopc(g, SpvOpBitwiseAnd, a13, 0x3ff);
    nan = uop(g, SpvOpBitwiseOr, nan, mant);
    uint32_t inf = uopc(g, SpvOpBitwiseOr, s, 0x7c00);
    uint32_t odd = uopc(g, SpvOpBitwiseAnd, a13, 1);
    uint32_t r = uopc(g, SpvOpIAdd, a, 0xfff);
    r = uop(g, SpvOpIAdd, r, odd);
    r = uopc(g, SpvOpISub, r, 0x38000000);
    r = uopc(g, SpvOpShiftRightLogical, r, 13);
    uint32_t norm = uop(g, SpvOpBitwiseOr, s, r);
    /* a subnormal: |x| * 2^24 rounded to even (|x| < 2^-14, so below 1024) */
    uint32_t lim = cu(g, 0x38800000);
    uint32_t small = ext2(g, g->t_u32, GLSLUMin, a, lim);
    uint32_t smallf = bitcast(g, g->t_f32, small);
    uint32_t scale = cf(g, 16777216.0f);
    uint32_t m = OP(SpvOpFMul, g->t_f32, smallf, scale);
    uint32_t mr = ext1(g, g->t_f32, GLSLRoundEven, m);
    uint32_t mu = OP(SpvOpConvertFToU, g->t_u32, mr);
    uint32_t sub = uop(g, SpvOpBitwiseOr, s, mu);
    uint32_t is_norm = bop(g, SpvOpUGreaterThanEqual, a, lim);
    uint32_t v = sel(g, g->t_u32, is_norm, norm, sub);
    uint32_t is_inf = bopu(g, SpvOpUGreaterThanEqual, a, 0x477ff000);
    v = sel(g, g->t_u32, is_inf, inf, v);
    uint32_t is_nan = bopu(g, SpvOpUGreaterThan, a, 0x7f800000);
    return sel(g, g->t_u32, is_nan, nan, v);
}

/* The f32 value of binary16 bits h. */
static uint32_t h_f16_val(cg *g, uint32_t h)
{
    uint32_t s = uopc(g, SpvOpBitwiseAnd, h, 0x8000);
    s = uopc(g, SpvOpShiftLeftLogical, s, 16);
    uint32_t e = uopc(g, SpvOpShiftRightLogical, h, 10);
    e = uopc(g, SpvOpBitwiseAnd, e, 0x1f);
    uint32_t m = uopc(g, SpvOpBitwiseAnd, h, 0x3ff);
    uint32_t m13 = uopc(g, SpvOpShiftLeftLogical, m, 13);
    uint32_t mf = OP(SpvOpConvertUToF, g->t_f32, m);
    uint32_t ulp = cf(g, 5.9604644775390625e-8f);
    uint32_t subf = OP(SpvOpFMul, g->t_f32, mf, ulp);
    uint32_t subb = bitcast(g, g->t_u32, subf);
    uint32_t sub = uop(g, SpvOpBitwiseOr, s, subb);
    uint32_t inf = uopc(g, SpvOpBitwiseOr, s, 0x7f800000);
    inf = uop(g, SpvOpBitwiseOr, inf, m13);
    uint32_t ne = uopc(g, SpvOpIAdd, e, 112);
    ne = uopc(g, SpvOpShiftLeftLogical, ne, 23);
    uint32_t norm = uop(g, SpvOpBitwiseOr, s, ne);
    norm = uop(g, SpvOpBitwiseOr, norm, m13);
    uint32_t is_inf = bopu(g, SpvOpIEqual, e, 31);
    uint32_t v = sel(g, g->t_u32, is_inf, inf, norm);
    uint32_t is_sub = bopu(g, SpvOpIEqual, e, 0);
    v = sel(g, g->t_u32, is_sub, sub, v);
    return bitcast(g, g->t_f32, v);
}

/* bfloat16 bits of f32 x: its top half, to nearest with ties to even */
static uint32_t h_bf16_bits(cg *g, uint32_t x)
{
    uint32_t b = bitcast(g, g->t_u32, x);
    uint32_t hi = uopc(g, SpvOpShiftRightLogical, b, 16);
    uint32_t nan = uopc(g, SpvOpBitwiseOr, hi, 0x40);
    uint32_t odd = uopc(g, SpvOpBitwiseAnd, hi, 1);
    uint32_t r = uopc(g, SpvOpIAdd, b, 0x7fff);
    r = uop(g, SpvOpIAdd, r, odd);
    uint32_t v = uopc(g, SpvOpShiftRightLogical, r, 16);
    uint32_t a = uopc(g, SpvOpBitwiseAnd, b, 0x7fffffff);
    uint32_t isn = bopu(g, SpvOpUGreaterThan, a, 0x7f800000);
    return sel(g, g->t_u32, isn, nan, v);
}

static uint32_t bf16_val(cg *g, uint32_t h)
{
    uint32_t u = uopc(g, SpvOpShiftLeftLogical, h, 16);
    return bitcast(g, g->t_f32, u);
}

/* |x|'s significand in [2^23, 2^24) (a subnormal's shifted up) and its
 * exponent field (1 - the shift for a subnormal): x finite and nonzero */
static void h_sig(cg *g, uint32_t x, uint32_t *m, uint32_t *e)
{
    uint32_t eu = uopc(g, SpvOpShiftRightLogical, x, 23);
    uint32_t ef = bitcast(g, g->t_i32, eu);
    uint32_t norm = uopc(g, SpvOpBitwiseAnd, x, 0x7fffff);
    norm = uopc(g, SpvOpBitwiseOr, norm, 0x800000);
    /* leading zeros: 31 - the most significant bit; FindUMsb(0) is -1 */
    uint32_t msb = ext1(g, g->t_i32, GLSLFindUMsb, x);
    uint32_t c23 = ci(g, 23);
    uint32_t sh = iop(g, SpvOpISub, c23, msb);
    uint32_t c0 = ci(g, 0);
    sh = ext2(g, g->t_i32, GLSLSMax, sh, c0);
    uint32_t c31 = ci(g, 31);
    sh = ext2(g, g->t_i32, GLSLSMin, sh, c31);
    uint32_t shu = bitcast(g, g->t_u32, sh);
    uint32_t subm = uop(g, SpvOpShiftLeftLogical, x, shu);
    uint32_t c1 = ci(g, 1);
    uint32_t sube = iop(g, SpvOpISub, c1, sh);
    uint32_t is_norm = bopi(g, SpvOpINotEqual, ef, 0);
    *m = sel(g, g->t_u32, is_norm, norm, subm);
    *e = sel(g, g->t_i32, is_norm, ef, sube);
}

/* The float of sign s and magnitude (q + r / m) * 2^(e - 150), q in [2^23,
 * 2^24) and 0 <= r < m: rounded to nearest, ties to even, to a normal,
 * subnormal, zero or inf */
static uint32_t h_fround(cg *g, uint32_t s, uint32_t q, uint32_t r, uint32_t m, uint32_t e)
{
    uint32_t inf = uopc(g, SpvOpBitwiseOr, s, 0x7f800000);
    uint32_t r2 = uopc(g, SpvOpIMul, r, 2);
    uint32_t qbit = uopc(g, SpvOpBitwiseAnd, q, 1);
    uint32_t qodd = bopu(g, SpvOpIEqual, qbit, 1);
    uint32_t above = bop(g, SpvOpUGreaterThan, r2, m);
    uint32_t half = bop(g, SpvOpIEqual, r2, m);
    uint32_t tie = bop(g, SpvOpLogicalAnd, half, qodd);
    uint32_t up = bop(g, SpvOpLogicalOr, above, tie);
    uint32_t em1 = iopc(g, SpvOpISub, e, 1);
    uint32_t eb = bitcast(g, g->t_u32, em1);
    eb = uopc(g, SpvOpShiftLeftLogical, eb, 23);
    uint32_t nb = uop(g, SpvOpIAdd, eb, q);
    uint32_t inc = selu(g, up, 1, 0);
    nb = uop(g, SpvOpIAdd, nb, inc);
    uint32_t normal = uop(g, SpvOpBitwiseOr, s, nb);
    /* below the normals: shifted right by k in [1, 25] */
    uint32_t c1 = ci(g, 1);
    uint32_t k = iop(g, SpvOpISub, c1, e);
    uint32_t c25 = ci(g, 25);
    k = ext2(g, g->t_i32, GLSLSMin, k, c25);
    k = ext2(g, g->t_i32, GLSLSMax, k, c1);
    k = bitcast(g, g->t_u32, k);
    uint32_t qs = uop(g, SpvOpShiftRightLogical, q, k);
    uint32_t u1 = cu(g, 1);
    uint32_t lowmask = uop(g, SpvOpShiftLeftLogical, u1, k);
    lowmask = uopc(g, SpvOpISub, lowmask, 1);
    uint32_t rem = uop(g, SpvOpBitwiseAnd, q, lowmask);
    uint32_t km1 = uopc(g, SpvOpISub, k, 1);
    uint32_t hv = uop(g, SpvOpShiftLeftLogical, u1, km1);
    uint32_t qsbit = uopc(g, SpvOpBitwiseAnd, qs, 1);
    uint32_t qsodd = bopu(g, SpvOpIEqual, qsbit, 1);
    uint32_t rnz = bopu(g, SpvOpINotEqual, r, 0);
    uint32_t odd_or_more = bop(g, SpvOpLogicalOr, rnz, qsodd);
    uint32_t at_half = bop(g, SpvOpIEqual, rem, hv);
    uint32_t tie2 = bop(g, SpvOpLogicalAnd, at_half, odd_or_more);
    uint32_t above2 = bop(g, SpvOpUGreaterThan, rem, hv);
    uint32_t up2 = bop(g, SpvOpLogicalOr, above2, tie2);
    uint32_t inc2 = selu(g, up2, 1, 0);
    uint32_t subq = uop(g, SpvOpIAdd, qs, inc2);
    uint32_t sub = uop(g, SpvOpBitwiseOr, s, subq);
    uint32_t is_normal = bopi(g, SpvOpSGreaterThanEqual, e, 1);
    uint32_t v = sel(g, g->t_u32, is_normal, normal, sub);
    uint32_t is_inf = bopi(g, SpvOpSGreaterThanEqual, e, 255);
    v = sel(g, g->t_u32, is_inf, inf, v);
    return bitcast(g, g->t_f32, v);
}

/* a / b correctly rounded (webgpu's tl_div, without branches): q =
 * floor(ma 2^sh / mb) from the device's estimate corrected in integers. */
static uint32_t h_div(cg *g, uint32_t a, uint32_t b)
{
    uint32_t ua = bitcast(g, g->t_u32, a);
    uint32_t ub = bitcast(g, g->t_u32, b);
    uint32_t s = uop(g, SpvOpBitwiseXor, ua, ub);
    s = uopc(g, SpvOpBitwiseAnd, s, 0x80000000u);
    uint32_t xa = uopc(g, SpvOpBitwiseAnd, ua, 0x7fffffff);
    uint32_t xb = uopc(g, SpvOpBitwiseAnd, ub, 0x7fffffff);
    uint32_t nan_a = bopu(g, SpvOpUGreaterThan, xa, 0x7f800000);
    uint32_t nan_b = bopu(g, SpvOpUGreaterThan, xb, 0x7f800000);
    uint32_t nan = bop(g, SpvOpLogicalOr, nan_a, nan_b);
    uint32_t eq = bop(g, SpvOpIEqual, xa, xb);
    uint32_t a_zero = bopu(g, SpvOpIEqual, xa, 0);
    uint32_t a_inf = bopu(g, SpvOpIEqual, xa, 0x7f800000);
    uint32_t b_zero = bopu(g, SpvOpIEqual, xb, 0);
    uint32_t b_inf = bopu(g, SpvOpIEqual, xb, 0x7f800000);
    uint32_t zero_or_inf = bop(g, SpvOpLogicalOr, a_zero, a_inf);
    uint32_t same = bop(g, SpvOpLogicalAnd, eq, zero_or_inf);
    nan = bop(g, SpvOpLogicalOr, nan, same);
    uint32_t to_inf = bop(g, SpvOpLogicalOr, a_inf, b_zero);
    uint32_t to_zero = bop(g, SpvOpLogicalOr, a_zero, b_inf);
    uint32_t ma, ea, mb, eb;
    h_sig(g, xa, &ma, &ea);
    h_sig(g, xb, &mb, &eb);
    uint32_t u1 = cu(g, 1);
    mb = ext2(g, g->t_u32, GLSLUMax, mb, u1);
    uint32_t ge = bop(g, SpvOpUGreaterThanEqual, ma, mb);
    uint32_t sh = selu(g, ge, 23, 24);
    uint32_t fa = OP(SpvOpConvertUToF, g->t_f32, ma);
    uint32_t fb = OP(SpvOpConvertUToF, g->t_f32, mb);
    uint32_t pow2 = uop(g, SpvOpShiftLeftLogical, u1, sh);
    uint32_t scale = OP(SpvOpConvertUToF, g->t_f32, pow2);
    uint32_t ratio = OP(SpvOpFDiv, g->t_f32, fa, fb);
    uint32_t est = OP(SpvOpFMul, g->t_f32, ratio, scale);
    uint32_t flo = cf(g, 0.0f);
    uint32_t fhi = cf(g, 33554432.0f);
    est = ext3(g, g->t_f32, GLSLFClamp, est, flo, fhi);
    uint32_t q = OP(SpvOpConvertFToU, g->t_u32, est);
    uint32_t num = uop(g, SpvOpShiftLeftLogical, ma, sh);
    uint32_t qmb = uop(g, SpvOpIMul, q, mb);
    uint32_t ru = uop(g, SpvOpISub, num, qmb);
    uint32_t r = bitcast(g, g->t_i32, ru);
    uint32_t fr = OP(SpvOpConvertSToF, g->t_f32, r);
    uint32_t fq = OP(SpvOpFDiv, g->t_f32, fr, fb);
    uint32_t ff = ext1(g, g->t_f32, GLSLFloor, fq);
    uint32_t d = OP(SpvOpConvertFToS, g->t_i32, ff);
    uint32_t du = bitcast(g, g->t_u32, d);
    q = uop(g, SpvOpIAdd, q, du);
    uint32_t imb = bitcast(g, g->t_i32, mb);
    uint32_t dmb = iop(g, SpvOpIMul, d, imb);
    r = iop(g, SpvOpISub, r, dmb);
    uint32_t neg = bopi(g, SpvOpSLessThan, r, 0);
    uint32_t over = bop(g, SpvOpSGreaterThanEqual, r, imb);
    uint32_t qm = uopc(g, SpvOpISub, q, 1);
    uint32_t qp = uopc(g, SpvOpIAdd, q, 1);
    uint32_t qo = sel(g, g->t_u32, over, qp, q);
    q = sel(g, g->t_u32, neg, qm, qo);
    uint32_t rp = iop(g, SpvOpIAdd, r, imb);
    uint32_t rm = iop(g, SpvOpISub, r, imb);
    uint32_t ro = sel(g, g->t_i32, over, rm, r);
    r = sel(g, g->t_i32, neg, rp, ro);
    uint32_t e = iop(g, SpvOpISub, ea, eb);
    uint32_t shi = bitcast(g, g->t_i32, sh);
    e = iop(g, SpvOpISub, e, shi);
    e = iopc(g, SpvOpIAdd, e, 150);
    uint32_t rr = bitcast(g, g->t_u32, r);
    uint32_t f = h_fround(g, s, q, rr, mb, e);
    uint32_t v = bitcast(g, g->t_u32, f);
    v = sel(g, g->t_u32, to_zero, s, v);
    uint32_t sinf = uopc(g, SpvOpBitwiseOr, s, 0x7f800000);
    v = sel(g, g->t_u32, to_inf, sinf, v);
    uint32_t qnan = cu(g, 0x7fc00000);
    v = sel(g, g->t_u32, nan, qnan, v);
    return bitcast(g, g->t_f32, v);
}

/* a > b for 64-bit unsigned values in two words each */
static uint32_t gt64(cg *g, uint32_t ah, uint32_t al, uint32_t bh, uint32_t bl)
{
    uint32_t hi = bop(g, SpvOpUGreaterThan, ah, bh);
    uint32_t eq = bop(g, SpvOpIEqual, ah, bh);
    uint32_t lo = bop(g, SpvOpUGreaterThan, al, bl);
    uint32_t eqlo = bop(g, SpvOpLogicalAnd, eq, lo);
    return bop(g, SpvOpLogicalOr, hi, eqlo);
}

/* a * a of a u32 as two words (OpUMulExtended: no 64-bit types needed) */
static void square64(cg *g, uint32_t a, uint32_t *hi, uint32_t *lo)
{
    uint32_t t = tl_spv_type(&g->s, SpvOpTypeStruct, (const uint32_t[]){g->t_u32, g->t_u32}, 2);
    uint32_t r = OP(SpvOpUMulExtended, t, a, a);
    *lo = OP(SpvOpCompositeExtract, g->t_u32, r, 0);
    *hi = OP(SpvOpCompositeExtract, g->t_u32, r, 1);
}

/* sqrt(x) correctly rounded, as the language's (Vulkan's Sqrt need not be:
 * NVIDIA's was an ulp off, tilesmith seed 203144). x = m 2^(e - 150)
 * (h_sig: subnormals too, in integers); with m2 = m 2^sh (sh 1 or 2) the
 * exponent is even and N = m2 2^22 lies in [2^46, 2^48), so R = sqrt(N)
 * rounded to an integer is the result's 24-bit significand. R starts from
 * the device's sqrt of N (a float, exact) and is corrected by a unit, twice,
 * in integers: R is right when (2R - 1)^2 < 4N < (2R + 1)^2 (never equal:
 * the squares are odd). 0 (of either sign), +inf and NaN give x, x < 0 NaN. */
static uint32_t h_sqrt(cg *g, uint32_t x)
{
    uint32_t F = g->t_f32, U = g->t_u32;
    uint32_t m, e;
    h_sig(g, bitcast(g, U, x), &m, &e);
    uint32_t odd = iopc(g, SpvOpBitwiseAnd, e, 1);
    uint32_t is_odd = bopi(g, SpvOpINotEqual, odd, 0);
    uint32_t sh = selu(g, is_odd, 1, 2);
    uint32_t m2 = uop(g, SpvOpShiftLeftLogical, m, sh);
    uint32_t fm2 = OP(SpvOpConvertUToF, F, m2);
    uint32_t fn = fopc(g, SpvOpFMul, fm2, 0x1p22f, false);
    uint32_t est = ext1(g, F, GLSLSqrt, fn);
    uint32_t r = OP(SpvOpConvertFToU, U, est);
    /* 4N = m2 << 24, in two words */
    uint32_t n_hi = uopc(g, SpvOpShiftRightLogical, m2, 8);
    uint32_t n_lo = uopc(g, SpvOpShiftLeftLogical, m2, 24);
    for (int step = 0; step < 2; step++) {
        uint32_t hi, lo;
        uint32_t r2 = uopc(g, SpvOpShiftLeftLogical, r, 1);
        uint32_t a = uopc(g, SpvOpIAdd, r2, 1);
        square64(g, a, &hi, &lo);
        uint32_t below = gt64(g, n_hi, n_lo, hi, lo);
        uint32_t rp = uopc(g, SpvOpIAdd, r, 1);
        r = sel(g, U, below, rp, r);
        r2 = uopc(g, SpvOpShiftLeftLogical, r, 1);
        uint32_t b = uopc(g, SpvOpISub, r2, 1);
        square64(g, b, &hi, &lo);
        uint32_t above = gt64(g, hi, lo, n_hi, n_lo);
        uint32_t rm = uopc(g, SpvOpISub, r, 1);
        r = sel(g, U, above, rm, r);
    }
    /* times 2^((e - 150 - sh - 22) / 2), a normal power of two */
    uint32_t shi = bitcast(g, g->t_i32, sh);
    uint32_t half = iop(g, SpvOpISub, e, shi);
    half = iopc(g, SpvOpISub, half, 172);
    uint32_t c1 = cu(g, 1);
    half = OP(SpvOpShiftRightArithmetic, g->t_i32, half, c1);
    half = iopc(g, SpvOpIAdd, half, 127);
    uint32_t c23 = cu(g, 23);
    uint32_t pbits = OP(SpvOpShiftLeftLogical, g->t_i32, half, c23);
    uint32_t pow2 = bitcast(g, F, pbits);
    uint32_t fr = OP(SpvOpConvertUToF, F, r);
    uint32_t v = OP(SpvOpFMul, F, fr, pow2);
    /* 0, +inf and NaN are their own roots; a negative x has none */
    uint32_t pos = fcmp(g, SpvOpFOrdGreaterThan, x, 0.0f);
    uint32_t fin = fcmp(g, SpvOpFOrdLessThan, x, INFINITY);
    uint32_t ok = bop(g, SpvOpLogicalAnd, pos, fin);
    uint32_t neg = fcmp(g, SpvOpFOrdLessThan, x, 0.0f);
    uint32_t qnan = tl_spv_const(&g->s, F, 0x7fc00000u);
    uint32_t other = sel(g, F, neg, qnan, x);
    return sel(g, F, ok, v, other);
}

/* Writes the helpers used so far (each may use others: until none is new). */
static void write_helpers(cg *g)
{
    static const char *const names[H_COUNT] = {"tl_f16_bits", "tl_f16_val", "tl_f16r", "tl_bf16_bits", "tl_bf16r", "tl_div",
                                               "tl_sqrt"};
    for (bool more = true; more;) {
        more = false;
        for (int h = 0; h < H_COUNT; h++) {
            if (!g->helper[h] || g->helper_done[h])
                continue;
            more = true;
            g->helper_done[h] = true;
            bool two = h == H_DIV;
            uint32_t pt = h == H_F16_VAL ? g->t_u32 : g->t_f32;
            uint32_t rt = h == H_F16_BITS || h == H_BF16_BITS ? g->t_u32 : g->t_f32;
            uint32_t ft = two ? tl_spv_type(&g->s, SpvOpTypeFunction, (const uint32_t[]){rt, pt, pt}, 3)
                              : tl_spv_type(&g->s, SpvOpTypeFunction, (const uint32_t[]){rt, pt}, 2);
            g->s.line = 0;
            tl_spv_name(&g->s, g->helper[h], names[h]);
            tl_spv_func_begin(&g->s, g->helper[h], rt, ft);
            uint32_t x = tl_spv_param(&g->s, pt), y = two ? tl_spv_param(&g->s, pt) : 0, v = 0;
            tl_spv_label(&g->s, tl_spv_id(&g->s));
            switch (h) {
            case H_F16_BITS: v = h_f16_bits(g, x); break;
            case H_F16_VAL: v = h_f16_val(g, x); break;
            case H_F16R:
                v = call1(g, H_F16_BITS, g->t_u32, x);
                v = call1(g, H_F16_VAL, g->t_f32, v);
                break;
            case H_BF16_BITS: v = h_bf16_bits(g, x); break;
            case H_BF16R: v = bf16_val(g, call1(g, H_BF16_BITS, g->t_u32, x)); break;
            case H_DIV: v = h_div(g, x, y); break;
            case H_SQRT: v = h_sqrt(g, x); break;
            }
            tl_spv_return_value(&g->s, v);
            tl_spv_func_end(&g->s);
        }
    }
}

/* ---- values ------------------------------------------------------------------------------ */

/* Wraps value x (of t's value type) to t: 8/16-bit integers to their width,
 * f16 and bf16 rounded. */
static uint32_t wrap(cg *g, tl_dtype t, uint32_t x)
{
    int w = tl_dtype_bits(t);
    if (t == TL_DT_I8 || t == TL_DT_I16 || t == TL_DT_I4) {
        uint32_t sh = cu(g, (uint32_t)(32 - w));
        uint32_t up = OP(SpvOpShiftLeftLogical, g->t_i32, x, sh);
        return OP(SpvOpShiftRightArithmetic, g->t_i32, up, sh);
    }
    if (t == TL_DT_U8 || t == TL_DT_U16 || t == TL_DT_U4)
        return uopc(g, SpvOpBitwiseAnd, x, (1u << w) - 1u);
    if (t == TL_DT_F16)
        return call1(g, H_F16R, g->t_f32, x);
    if (t == TL_DT_BF16)
        return call1(g, H_BF16R, g->t_f32, x);
    return x;
}

/* A float literal: NaN as the quiet NaN (every NaN literal alike). */
static uint32_t float_lit(cg *g, double v)
{
    float f = (float)v;
    if (isnan(f))
        return tl_spv_const(&g->s, g->t_f32, 0x7fc00000u);
    return cf(g, f);
}

static uint32_t int_lit(cg *g, tl_dtype t, int64_t v)
{
    if (t == TL_DT_BOOL)
        return cb(g, v != 0);
    if (!tl_dtype_is_signed(t))
        return cu(g, (uint32_t)v);
    if (v < INT32_MIN || v > INT32_MAX) {
        unsupported(g, "the integer %" PRId64 " does not fit in 32 bits", v);
        v = 0;
    }
    return ci(g, (int32_t)v);
}

/* float to integer: truncated, saturated, NaN to 0 (the interpreter's) */
static uint32_t f2int(cg *g, tl_dtype to, uint32_t x)
{
    int w = tl_dtype_bits(to) > 32 ? 32 : tl_dtype_bits(to);
    uint32_t tr = ext1(g, g->t_f32, GLSLTrunc, x);
    uint32_t nan = isnan_(g, x);
    if (tl_dtype_is_signed(to)) {
        float lo = w == 32 ? -2147483648.0f : (float)-(1 << (w - 1));
        float hi = w == 32 ? 2147483520.0f : (float)((1 << (w - 1)) - 1);
        uint32_t cl = fclamp(g, tr, lo, hi);
        uint32_t v = OP(SpvOpConvertFToS, g->t_i32, cl);
        if (w == 32) {
            uint32_t big = fcmp(g, SpvOpFOrdGreaterThanEqual, x, 2147483648.0f);
            uint32_t mx = ci(g, INT32_MAX);
            v = sel(g, g->t_i32, big, mx, v);
        }
        uint32_t zero = ci(g, 0);
        return sel(g, g->t_i32, nan, zero, v);
    }
    float hi = w == 32 ? 4294967040.0f : (float)((1u << w) - 1u);
    uint32_t cl = fclamp(g, tr, 0.0f, hi);
    uint32_t v = OP(SpvOpConvertFToU, g->t_u32, cl);
    if (w == 32) {
        uint32_t big = fcmp(g, SpvOpFOrdGreaterThanEqual, x, 4294967296.0f);
        uint32_t mx = cu(g, UINT32_MAX);
        v = sel(g, g->t_u32, big, mx, v);
    }
    uint32_t le0 = fcmp(g, SpvOpFOrdLessThanEqual, x, 0.0f);
    uint32_t to_zero = bop(g, SpvOpLogicalOr, nan, le0);
    uint32_t zero = cu(g, 0);
    return sel(g, g->t_u32, to_zero, zero, v);
}

/* Converts x (a value of dtype from) to dtype to. */
static uint32_t convert(cg *g, tl_dtype to, tl_dtype from, uint32_t x)
{
    vt tv = vtype(to), fv = vtype(from);
    if (to == TL_DT_BOOL) {
        if (from == TL_DT_BOOL)
            return x;
        if (fv == VT_F32)
            return fcmp(g, SpvOpFUnordNotEqual, x, 0.0f);
        return fv == VT_I32 ? bopi(g, SpvOpINotEqual, x, 0) : bopu(g, SpvOpINotEqual, x, 0);
    }
    if (from == TL_DT_BOOL)
        return tv == VT_F32 ? self_(g, x, 1.0f, 0.0f) : tv == VT_I32 ? seli(g, x, 1, 0) : selu(g, x, 1, 0);
    if (fv == VT_F32 && tv == VT_F32)
        return small_float(to) && to != from ? wrap(g, to, x) : x; /* widening is exact */
    if (fv == VT_F32)
        return f2int(g, to, x);
    if (tv == VT_F32)
    {
        uint32_t f = OP(fv == VT_I32 ? SpvOpConvertSToF : SpvOpConvertUToF, g->t_f32, x);
        return wrap(g, to, f);
    }
    /* integer to integer: reinterpret the 32 bits, then wrap to the width */
    if (tv != fv)
        x = bitcast(g, vt_id(g, tv), x);
    return wrap(g, to, x);
}

/* x's bits as dtype to (same width; 8/16 bits through the low bits of a u32) */
static uint32_t reinterpret(cg *g, tl_dtype to, tl_dtype from, uint32_t x)
{
    int bits = tl_dtype_bits(to);
    if (bits == 32)
        return vtype(to) == vtype(from) ? x : bitcast(g, ty(g, to), x);
    uint32_t u;
    if (from == TL_DT_F16)
        u = call1(g, H_F16_BITS, g->t_u32, x);
    else if (from == TL_DT_BF16)
        u = call1(g, H_BF16_BITS, g->t_u32, x);
    else
        u = uopc(g, SpvOpBitwiseAnd, vtype(from) == VT_U32 ? x : bitcast(g, g->t_u32, x), (1u << bits) - 1u);
    if (to == TL_DT_F16)
        return call1(g, H_F16_VAL, g->t_f32, u);
    if (to == TL_DT_BF16)
        return bf16_val(g, u);
    if (tl_dtype_is_signed(to))
        return wrap(g, to, bitcast(g, g->t_i32, u));
    return u;
}

/* ---- memory ---------------------------------------------------------------------------------- */

static bool in_regs(const tl_buffer *b) { return tl_gpu_in_registers(b); }
/* Shared buffers and fragments kept out of registers: Workgroup arrays at
 * module scope (workgroup_vars); the rest are Function arrays. */
static bool in_workgroup(const tl_buffer *b)
{
    return b->scope == TL_SCOPE_SHARED || (b->scope == TL_SCOPE_FRAGMENT && !in_regs(b));
}

/* The elements of on-chip buffer b: a thread's share of a register
 * fragment, else the product of its (constant) dims. */
static int64_t chip_elems(cg *g, const tl_buffer *b)
{
    if (in_regs(b))
        return b->layout->per_thread;
    int64_t n = 1;
    for (int d = 0; d < b->ndim; d++) {
        int64_t v = 0;
        if (!tl_ir_is_const_int(b->dims[d], &v))
            unsupported(g, "buffer '%s' has a dim that is not a constant", b->name);
        n *= v;
    }
    return n;
}
static const tl_buffer *storage_of(const tl_buffer *b) { return b->view_of ? b->view_of : b; }

static uint32_t expr(cg *g, const tl_expr *e);
static uint32_t expr_i32(cg *g, const tl_expr *e);

/* The flat row-major index of buf[idx] (i32). */
static uint32_t flat_index(cg *g, const tl_buffer *b, tl_expr *const *idx)
{
    uint32_t v = expr_i32(g, idx[0]);
    for (int d = 1; d < b->ndim; d++)
    {
        uint32_t dim = expr_i32(g, b->dims[d]);
        v = iop(g, SpvOpIMul, v, dim);
        uint32_t x = expr_i32(g, idx[d]);
        v = iop(g, SpvOpIAdd, v, x);
    }
    return v;
}

/* The register of a register fragment touched by the current iteration. */
static uint32_t reg_slot(cg *g)
{
    uint32_t s = load_ptr(g, g->t_i32, g->v_s);
    if (g->part.vec > 1) {
        s = iopc(g, SpvOpIMul, s, g->part.vec);
        uint32_t v = load_ptr(g, g->t_i32, g->v_v);
        return iop(g, SpvOpIAdd, s, v);
    }
    return s;
}

/* A pointer to buf[idx] on chip (Function or Workgroup array). */
static uint32_t chip_ptr(cg *g, const tl_buffer *b, tl_expr *const *idx)
{
    const tl_buffer *s = storage_of(b);
    uint32_t i;
    if (in_regs(s)) {
        if (!g->par || !tl_gpu_access_owned(g->par, b, idx))
            unsupported(g, "fragment '%s' is read or written outside its owner invocations", b->name);
        i = reg_slot(g);
    } else {
        i = flat_index(g, b, idx);
    }
    uint32_t sc = in_workgroup(s) ? SpvSCWorkgroup : SpvSCFunction;
    uint32_t pt = tl_spv_t_ptr(&g->s, sc, chip_type(g, s));
    return OP(SpvOpAccessChain, pt, g->buf_var[s->id], i);
}

/* A pointer to element i (i32) of global tensor s's array. */
static uint32_t global_ptr(cg *g, const tl_buffer *s, uint32_t i)
{
    uint32_t pt = tl_spv_t_ptr(&g->s, SpvSCStorageBuffer, g->buf_elem[s->id]);
    uint32_t zero = ci(g, 0);
    return OP(SpvOpAccessChain, pt, g->buf_var[s->id], zero, i);
}

/* the scope and semantics of the atomics: Device, relaxed */
static uint32_t scope_device(cg *g) { return cu(g, SpvScopeDevice); }
static uint32_t relaxed(cg *g) { return cu(g, 0); }

static uint32_t atomic_load(cg *g, uint32_t t, uint32_t ptr)
{
    uint32_t sc = scope_device(g), sem = relaxed(g);
    return OP(SpvOpAtomicLoad, t, ptr, sc, sem);
}

/* The bits of packed element e (i32) of tensor s, in the low bits of a u32. */
static uint32_t packed_bits(cg *g, const tl_buffer *s, uint32_t e)
{
    int w = mem_bits(s->dtype);
    uint32_t bit = uopc(g, SpvOpIMul, bitcast(g, g->t_u32, e), (uint32_t)w);
    uint32_t wi = bitcast(g, g->t_i32, uopc(g, SpvOpUDiv, bit, 32));
    uint32_t p = global_ptr(g, s, wi);
    uint32_t word = g->written[s->id] ? atomic_load(g, g->t_u32, p) : load_ptr(g, g->t_u32, p);
    uint32_t sh = uopc(g, SpvOpUMod, bit, 32);
    word = uop(g, SpvOpShiftRightLogical, word, sh);
    return uopc(g, SpvOpBitwiseAnd, word, (1u << w) - 1u);
}

/* The value of the low bits u of an element of dtype t. */
static uint32_t from_bits(cg *g, tl_dtype t, uint32_t u)
{
    if (t == TL_DT_F16)
        return call1(g, H_F16_VAL, g->t_f32, u);
    if (t == TL_DT_BF16)
        return bf16_val(g, u);
    if (t == TL_DT_BOOL)
        return bopu(g, SpvOpINotEqual, u, 0);
    if (tl_dtype_is_signed(t))
        return wrap(g, t, bitcast(g, g->t_i32, u));
    return u;
}

static uint32_t load(cg *g, const tl_buffer *b, tl_expr *const *idx)
{
    const tl_buffer *s = storage_of(b);
    if (s->scope != TL_SCOPE_GLOBAL) {
        uint32_t v = load_ptr(g, chip_type(g, s), chip_ptr(g, b, idx));
        if (chip_f16(g, s))
            return OP(SpvOpFConvert, g->t_f32, v);
        return b->dtype == TL_DT_BOOL ? bopu(g, SpvOpINotEqual, v, 0) : v;
    }
    uint32_t i = flat_index(g, b, idx);
    tl_dtype t = b->dtype;
    switch (g->mem[s->id]) {
    case MEM_PLAIN: return load_ptr(g, ty(g, t), global_ptr(g, s, i));
    case MEM_ATOMIC: {
        uint32_t v = atomic_load(g, g->buf_elem[s->id], global_ptr(g, s, i));
        return t == TL_DT_F32 ? bitcast(g, g->t_f32, v) : v;
    }
    case MEM_NATIVE: {
        uint32_t v = load_ptr(g, g->buf_elem[s->id], global_ptr(g, s, i));
        if (t == TL_DT_F16)
            return OP(SpvOpFConvert, g->t_f32, v);
        uint32_t u = OP(SpvOpUConvert, g->t_u32, v);
        return from_bits(g, t, u);
    }
    default: return from_bits(g, t, packed_bits(g, s, i));
    }
}

/* ---- expressions ------------------------------------------------------------------------------ */

/* Whether e reads memory (then it must not be evaluated where the tile
 * program would not: a read past a buffer or an array is undefined in
 * Vulkan). */
static uint32_t fmin_max(cg *g, bool mx, uint32_t a, uint32_t b)
{
    /* a NaN operand is ignored (the interpreter's min and max) */
    uint32_t m = ext2(g, g->t_f32, mx ? GLSLFMax : GLSLFMin, a, b);
    uint32_t nb = isnan_(g, b);
    m = sel(g, g->t_f32, nb, a, m);
    uint32_t na = isnan_(g, a);
    return sel(g, g->t_f32, na, b, m);
}

static uint32_t int_min_max(cg *g, vt t, bool mx, uint32_t a, uint32_t b)
{
    if (t == VT_I32)
        return ext2(g, g->t_i32, mx ? GLSLSMax : GLSLSMin, a, b);
    return ext2(g, g->t_u32, mx ? GLSLUMax : GLSLUMin, a, b);
}

/* cond ? a : b where a side reads memory: a branch into a Function variable */
static uint32_t lazy_select(cg *g, const tl_expr *cond_e, uint32_t cond, const tl_expr *a, const tl_expr *b, uint32_t t)
{
    uint32_t v = fvar(g, t, NULL);
    if_ctx c = {0};
    if (!cond)
        cond = expr(g, cond_e);
    if_begin(g, &c, cond, true);
    store_ptr(g, v, expr(g, a));
    if_else(g, &c);
    store_ptr(g, v, expr(g, b));
    if_end(g, &c);
    return load_ptr(g, t, v);
}

/* |x| of an i32 as a u32 (|INT32_MIN| is 2^31) */
static uint32_t abs_u(cg *g, uint32_t x)
{
    uint32_t neg = bopi(g, SpvOpSLessThan, x, 0);
    uint32_t u = bitcast(g, g->t_u32, x);
    uint32_t z = cu(g, 0);
    uint32_t m = uop(g, SpvOpISub, z, u);
    return sel(g, g->t_u32, neg, m, u);
}

/* a % b of i32s with a's sign (C's, the interpreter's). The Vulkan
 * environment leaves OpSRem and OpSMod undefined when an operand is
 * negative (NVIDIA's driver gave other values than lavapipe's): the
 * magnitudes through OpUMod, then a's sign. */
static uint32_t srem(cg *g, uint32_t a, uint32_t b)
{
    uint32_t ua = abs_u(g, a);
    uint32_t ub = abs_u(g, b);
    uint32_t r = uop(g, SpvOpUMod, ua, ub);
    uint32_t z = cu(g, 0);
    uint32_t nr = uop(g, SpvOpISub, z, r);
    uint32_t neg = bopi(g, SpvOpSLessThan, a, 0);
    uint32_t v = sel(g, g->t_u32, neg, nr, r);
    return bitcast(g, g->t_i32, v);
}

/* a / b of i32s, truncated; INT32_MIN / -1 wraps to INT32_MIN as the
 * interpreter's (OpSDiv's overflow is undefined) */
static uint32_t sdiv(cg *g, uint32_t a, uint32_t b)
{
    uint32_t m1 = bopi(g, SpvOpIEqual, b, -1);
    uint32_t ua = bitcast(g, g->t_u32, a);
    uint32_t z = cu(g, 0);
    uint32_t nu = uop(g, SpvOpISub, z, ua);
    uint32_t na = bitcast(g, g->t_i32, nu);
    uint32_t one = ci(g, 1);
    uint32_t bs = sel(g, g->t_i32, m1, one, b);
    uint32_t q = iop(g, SpvOpSDiv, a, bs);
    return sel(g, g->t_i32, m1, na, q);
}

static uint32_t binary(cg *g, const tl_expr *e)
{
    tl_binop op = e->bin.op;
    const tl_expr *ea = e->bin.a, *eb = e->bin.b;
    if (op == TL_BIN_AND || op == TL_BIN_OR) {
        /* && and || evaluate their right side only when it decides */
        if (tl_ir_expr_has_load(eb)) {
            uint32_t a = expr(g, ea);
            if (op == TL_BIN_AND)
                return lazy_select(g, NULL, a, eb, &(tl_expr){.kind = TL_EXPR_INT, .dtype = TL_DT_BOOL, .i = 0}, g->t_bool);
            return lazy_select(g, NULL, a, &(tl_expr){.kind = TL_EXPR_INT, .dtype = TL_DT_BOOL, .i = 1}, eb, g->t_bool);
        }
        uint32_t a = expr(g, ea), b = expr(g, eb);
        return bop(g, op == TL_BIN_AND ? SpvOpLogicalAnd : SpvOpLogicalOr, a, b);
    }
    uint32_t a = expr(g, ea), b = expr(g, eb);
    vt t = vtype(ea->dtype);
    uint32_t T = vt_id(g, t);
    bool fl = t == VT_F32, sg = t == VT_I32;
    if (tl_binop_is_compare(op)) {
        static const uint32_t fo[] = {SpvOpFOrdLessThan, SpvOpFOrdLessThanEqual, SpvOpFOrdGreaterThan,
                                      SpvOpFOrdGreaterThanEqual, SpvOpFOrdEqual, SpvOpFUnordNotEqual};
        static const uint32_t so[] = {SpvOpSLessThan, SpvOpSLessThanEqual, SpvOpSGreaterThan, SpvOpSGreaterThanEqual,
                                      SpvOpIEqual, SpvOpINotEqual};
        static const uint32_t uo[] = {SpvOpULessThan, SpvOpULessThanEqual, SpvOpUGreaterThan, SpvOpUGreaterThanEqual,
                                      SpvOpIEqual, SpvOpINotEqual};
        static const uint32_t bo[] = {0, 0, 0, 0, SpvOpLogicalEqual, SpvOpLogicalNotEqual};
        int i = op - TL_BIN_LT;
        uint32_t o = t == VT_BOOL ? bo[i] : fl ? fo[i] : sg ? so[i] : uo[i];
        if (!o) {
            /* < <= > >= of bools: as 0 and 1 */
            a = selu(g, a, 1, 0);
            b = selu(g, b, 1, 0);
            o = uo[i];
        }
        return bop(g, o, a, b);
    }
    switch (op) {
    case TL_BIN_CEILDIV: {
        if (fl) {
            unsupported(g, "ceildiv of floats");
            return a;
        }
        if (sg) {
            uint32_t q = sdiv(g, a, b);
            uint32_t rem = srem(g, a, b);
            uint32_t inexact = bopi(g, SpvOpINotEqual, rem, 0);
            uint32_t an = bopi(g, SpvOpSLessThan, a, 0);
            uint32_t bn = bopi(g, SpvOpSLessThan, b, 0);
            uint32_t same = bop(g, SpvOpLogicalEqual, an, bn);
            uint32_t up = bop(g, SpvOpLogicalAnd, inexact, same);
            uint32_t q1 = iopc(g, SpvOpIAdd, q, 1);
            return wrap(g, e->dtype, sel(g, T, up, q1, q));
        }
        uint32_t q = uop(g, SpvOpUDiv, a, b);
        uint32_t rem = uop(g, SpvOpUMod, a, b);
        uint32_t r = bopu(g, SpvOpINotEqual, rem, 0);
        uint32_t inc = selu(g, r, 1, 0);
        return wrap(g, e->dtype, uop(g, SpvOpIAdd, q, inc));
    }
    case TL_BIN_SHL:
    case TL_BIN_SHR: {
        /* counts read as unsigned; a count past the width acts as the width */
        uint32_t n = vtype(eb->dtype) == VT_U32 ? b : bitcast(g, g->t_u32, b);
        uint32_t c31 = cu(g, 31);
        uint32_t n31 = ext2(g, g->t_u32, GLSLUMin, n, c31);
        uint32_t big = bopu(g, SpvOpUGreaterThanEqual, n, 32);
        uint32_t zero = sg ? ci(g, 0) : cu(g, 0), v;
        if (op == TL_BIN_SHL) {
            v = OP(SpvOpShiftLeftLogical, T, a, n31);
            v = sel(g, T, big, zero, v);
        } else if (sg) {
            v = OP(SpvOpShiftRightArithmetic, T, a, n31);
        } else {
            v = OP(SpvOpShiftRightLogical, T, a, n31);
            v = sel(g, T, big, zero, v);
        }
        return wrap(g, e->dtype, v);
    }
    case TL_BIN_DIV:
        if (fl)
            return wrap(g, e->dtype, call2(g, H_DIV, g->t_f32, a, b));
        return wrap(g, e->dtype, sg ? sdiv(g, a, b) : uop(g, SpvOpUDiv, a, b));
    case TL_BIN_MOD: return wrap(g, e->dtype, fl ? OP(SpvOpFRem, T, a, b) : sg ? srem(g, a, b) : uop(g, SpvOpUMod, a, b));
    case TL_BIN_ADD: return wrap(g, e->dtype, OP(fl ? SpvOpFAdd : SpvOpIAdd, T, a, b));
    case TL_BIN_SUB: return wrap(g, e->dtype, OP(fl ? SpvOpFSub : SpvOpISub, T, a, b));
    case TL_BIN_MUL: return wrap(g, e->dtype, OP(fl ? SpvOpFMul : SpvOpIMul, T, a, b));
    /* & | ^ of values already in their width stay in it */
    case TL_BIN_BAND: return t == VT_BOOL ? bop(g, SpvOpLogicalAnd, a, b) : OP(SpvOpBitwiseAnd, T, a, b);
    case TL_BIN_BOR: return t == VT_BOOL ? bop(g, SpvOpLogicalOr, a, b) : OP(SpvOpBitwiseOr, T, a, b);
    case TL_BIN_BXOR: return t == VT_BOOL ? bop(g, SpvOpLogicalNotEqual, a, b) : OP(SpvOpBitwiseXor, T, a, b);
    default: unsupported(g, "operator %s", tl_binop_name(op)); return a;
    }
}

static uint32_t call(cg *g, const tl_expr *e)
{
    tl_mathfn fn = e->call.fn;
    if (tl_mathfn_is_warp(fn)) {
        unsupported(g, "warp operation %s: a warp is 32 lanes in lock-step, lane = thread %% 32, and Vulkan fixes "
                    "neither a subgroup's size nor which invocations form it", tl_mathfn_name(fn));
        return ci(g, 0);
    }
    uint32_t x = expr(g, e->call.args[0]), y = e->call.nargs > 1 ? expr(g, e->call.args[1]) : 0;
    vt t = vtype(e->dtype);
    uint32_t T = vt_id(g, t), F = g->t_f32, v;
    switch (fn) {
    case TL_FN_EXP: v = ext1(g, F, GLSLExp, x); break;
    case TL_FN_EXP2: v = ext1(g, F, GLSLExp2, x); break;
    case TL_FN_LOG: v = ext1(g, F, GLSLLog, x); break;
    case TL_FN_LOG2: v = ext1(g, F, GLSLLog2, x); break;
    case TL_FN_SQRT: v = call1(g, H_SQRT, F, x); break;
    case TL_FN_RSQRT: v = ext1(g, F, GLSLInverseSqrt, x); break;
    case TL_FN_FLOOR: v = ext1(g, F, GLSLFloor, x); break;
    case TL_FN_CEIL: v = ext1(g, F, GLSLCeil, x); break;
    case TL_FN_SIN: v = ext1(g, F, GLSLSin, x); break;
    case TL_FN_COS: v = ext1(g, F, GLSLCos, x); break;
    case TL_FN_TANH: v = ext1(g, F, GLSLTanh, fclamp(g, x, -20.0f, 20.0f)); break;
    case TL_FN_SIGMOID:
        v = OP(SpvOpFNegate, F, x);
        v = ext1(g, F, GLSLExp, v);
        v = fopc(g, SpvOpFAdd, v, 1.0f, false);
        v = fopc(g, SpvOpFDiv, v, 1.0f, true);
        break;
    case TL_FN_ABS:
        if (t == VT_F32)
            v = ext1(g, F, GLSLFAbs, x);
        else if (t == VT_I32)
            v = ext1(g, T, GLSLSAbs, x);
        else
            v = x;
        break;
    case TL_FN_MIN:
    case TL_FN_MAX:
        v = t == VT_F32 ? fmin_max(g, fn == TL_FN_MAX, x, y) : int_min_max(g, t, fn == TL_FN_MAX, x, y);
        break;
    case TL_FN_POW: {
        /* a negative base: an integral exponent gives the sign of its parity, else NaN */
        uint32_t p = ext2(g, F, GLSLPow, x, y);
        uint32_t nx = OP(SpvOpFNegate, F, x);
        uint32_t m = ext2(g, F, GLSLPow, nx, y);
        uint32_t ty_ = ext1(g, F, GLSLTrunc, y);
        uint32_t half = fopc(g, SpvOpFMul, y, 0.5f, false);
        half = ext1(g, F, GLSLTrunc, half);
        half = fopc(g, SpvOpFMul, half, 2.0f, false);
        uint32_t odd = OP(SpvOpFUnordNotEqual, g->t_bool, half, y);
        uint32_t nm = OP(SpvOpFNegate, F, m);
        uint32_t signed_m = sel(g, F, odd, nm, m);
        uint32_t frac = OP(SpvOpFUnordNotEqual, g->t_bool, ty_, y);
        uint32_t qnan = tl_spv_const(&g->s, F, 0x7fc00000u);
        uint32_t neg = sel(g, F, frac, qnan, signed_m);
        uint32_t ge0 = fcmp(g, SpvOpFOrdGreaterThanEqual, x, 0.0f);
        uint32_t xn = isnan_(g, x);
        uint32_t pos = bop(g, SpvOpLogicalOr, ge0, xn);
        v = sel(g, F, pos, p, neg);
        /* C's pow(x, 0) and pow(1, y) are 1 for any x and y, NaN and inf
         * included; GLSL's pow (exp2(y * log2(x))) gives NaN there and
         * leaves x = 0, y <= 0 undefined: 0 ^ negative is +inf */
        uint32_t y0 = fcmp(g, SpvOpFOrdEqual, y, 0.0f);
        uint32_t x1 = fcmp(g, SpvOpFOrdEqual, x, 1.0f);
        uint32_t one = bop(g, SpvOpLogicalOr, y0, x1);
        /* (-1) ^ +-inf is 1 too */
        uint32_t ax1 = fcmp(g, SpvOpFOrdEqual, ext1(g, F, GLSLFAbs, x), 1.0f);
        uint32_t yinf = fcmp(g, SpvOpFOrdEqual, ext1(g, F, GLSLFAbs, y), INFINITY);
        one = bop(g, SpvOpLogicalOr, one, bop(g, SpvOpLogicalAnd, ax1, yinf));
        uint32_t x0 = fcmp(g, SpvOpFOrdEqual, x, 0.0f);
        uint32_t yneg = fcmp(g, SpvOpFOrdLessThan, y, 0.0f);
        uint32_t ypos = fcmp(g, SpvOpFOrdGreaterThan, y, 0.0f);
        uint32_t zy = bop(g, SpvOpLogicalOr, yneg, ypos);
        uint32_t zx = bop(g, SpvOpLogicalAnd, x0, zy);
        /* (+-0) ^ y: +inf for y < 0, +0 for y > 0, the sign of x's zero
         * where y is an odd integer */
        uint32_t zr = sel(g, F, yneg, tl_spv_const(&g->s, F, 0x7f800000u), cf(g, 0.0f));
        uint32_t notfrac = OP(SpvOpLogicalNot, g->t_bool, frac);
        uint32_t odd_int = bop(g, SpvOpLogicalAnd, odd, notfrac);
        uint32_t xbits = bitcast(g, g->t_u32, x);
        uint32_t xs = bopu(g, SpvOpUGreaterThanEqual, xbits, 0x80000000u);
        uint32_t flip = bop(g, SpvOpLogicalAnd, xs, odd_int);
        uint32_t nzr = OP(SpvOpFNegate, F, zr);
        zr = sel(g, F, flip, nzr, zr);
        v = sel(g, F, zx, zr, v);
        /* a NaN operand gives NaN (lavapipe's pow gave 0) but for the ones above */
        uint32_t nanxy = bop(g, SpvOpLogicalOr, xn, isnan_(g, y));
        v = sel(g, F, nanxy, qnan, v);
        v = sel(g, F, one, cf(g, 1.0f), v);
        break;
    }
    case TL_FN_FMA:
        /* Vulkan lets an implementation round the product too (lavapipe
         * fuses it) */
        v = ext3(g, F, GLSLFma, x, y, expr(g, e->call.args[2]));
        break;
    case TL_FN_ERF: {
        /* to within a few ulp of f32 (Numerical Recipes' erfc, rational in exp) */
        static const float c[] = {-1.26551223f, 1.00002368f, 0.37409196f, 0.09678418f, -0.18628806f,
                                  0.27886807f, -1.13520398f, 1.48851587f, -0.82215223f, 0.17087277f};
        uint32_t z = ext1(g, F, GLSLFAbs, x);
        uint32_t tt = fopc(g, SpvOpFMul, z, 0.5f, true);
        tt = fopc(g, SpvOpFAdd, tt, 1.0f, true);
        tt = fopc(g, SpvOpFDiv, tt, 1.0f, true);
        uint32_t p = cf(g, c[9]);
        for (int i = 8; i >= 1; i--) {
            p = OP(SpvOpFMul, F, tt, p);
            p = fopc(g, SpvOpFAdd, p, c[i], true);
        }
        uint32_t zz = OP(SpvOpFMul, F, z, z);
        zz = OP(SpvOpFNegate, F, zz);
        zz = fopc(g, SpvOpFSub, zz, -c[0], false);
        uint32_t tp = OP(SpvOpFMul, F, tt, p);
        uint32_t arg = OP(SpvOpFAdd, F, zz, tp);
        uint32_t ex = ext1(g, F, GLSLExp, arg);
        uint32_t r = OP(SpvOpFMul, F, tt, ex);
        uint32_t ge0 = fcmp(g, SpvOpFOrdGreaterThanEqual, x, 0.0f);
        uint32_t pos = fopc(g, SpvOpFSub, r, 1.0f, true);
        uint32_t neg = fopc(g, SpvOpFSub, r, 1.0f, false);
        v = sel(g, F, ge0, pos, neg);
        break;
    }
    default: unsupported(g, "math function %s", tl_mathfn_name(fn)); return x;
    }
    return (t == VT_F32 || fn == TL_FN_ABS) ? wrap(g, e->dtype, v) : v;
}

/* e as an i32 (indices and loop bounds of any integer dtype). */
static uint32_t expr_i32(cg *g, const tl_expr *e)
{
    vt t = vtype(e->dtype);
    uint32_t v = expr(g, e);
    if (t == VT_I32)
        return v;
    if (t == VT_U32)
        return bitcast(g, g->t_i32, v);
    return convert(g, TL_DT_I32, e->dtype, v);
}

static uint32_t var_ptr(cg *g, const tl_var *v)
{
    if (v == g->sg_tvar)
        return g->sg_tptr;
    if (v->id < 0) {
        unsupported(g, "variable '%s' has no slot", v->name);
        return 0;
    }
    if (v->id >= g->nvar_ptr) {
        int n = v->id + 64;
        uint32_t *p = tl_arena_grow(g->a, g->var_ptr, (size_t)g->nvar_ptr, (size_t)n, sizeof *p);
        if (!p) {
            g->oom = true;
            return 0;
        }
        g->var_ptr = p;
        g->nvar_ptr = n;
    }
    if (!g->var_ptr[v->id])
        g->var_ptr[v->id] = fvar(g, ty(g, v->dtype), v->name);
    return g->var_ptr[v->id];
}

static uint32_t expr(cg *g, const tl_expr *e)
{
    if (dtype_refusal(e->dtype) && e->dtype != TL_DT_I64 && e->dtype != TL_DT_U64)
        unsupported(g, "an expression of dtype %s: %s", tl_dtype_name(e->dtype), dtype_refusal(e->dtype));
    switch (e->kind) {
    case TL_EXPR_INT: return int_lit(g, e->dtype, e->i);
    case TL_EXPR_FLOAT: return float_lit(g, tl_value_round(e->dtype, e->f)); /* a small float literal holds its dtype's value */
    case TL_EXPR_VAR: return load_ptr(g, ty(g, e->var->dtype), var_ptr(g, e->var));
    case TL_EXPR_BINARY: return binary(g, e);
    case TL_EXPR_UNARY: {
        uint32_t a = expr(g, e->un.a);
        vt t = vtype(e->dtype);
        if (e->un.op == TL_UN_NOT)
            return OP(SpvOpLogicalNot, g->t_bool, a);
        if (e->un.op == TL_UN_NEG)
            return t == VT_F32 ? OP(SpvOpFNegate, g->t_f32, a) : wrap(g, e->dtype, OP(SpvOpSNegate, vt_id(g, t), a));
        return wrap(g, e->dtype, OP(SpvOpNot, vt_id(g, t), a));
    }
    case TL_EXPR_SELECT: {
        uint32_t t = ty(g, e->dtype);
        if (tl_ir_expr_has_load(e->sel.a) || tl_ir_expr_has_load(e->sel.b))
            return lazy_select(g, e->sel.cond, 0, e->sel.a, e->sel.b, t);
        uint32_t c = expr(g, e->sel.cond), a = expr(g, e->sel.a), b = expr(g, e->sel.b);
        return sel(g, t, c, a, b);
    }
    case TL_EXPR_CAST: {
        uint32_t a = expr(g, e->cast.a);
        return e->cast.bits ? reinterpret(g, e->dtype, e->cast.a->dtype, a) : convert(g, e->dtype, e->cast.a->dtype, a);
    }
    case TL_EXPR_CALL: return call(g, e);
    case TL_EXPR_LOAD: return load(g, e->load.buf, e->load.idx);
    }
    return 0;
}

/* e converted to dtype t (as a store or let does). */
static uint32_t expr_as(cg *g, tl_dtype t, const tl_expr *e)
{
    uint32_t v = expr(g, e);
    return e->dtype == t ? v : convert(g, t, e->dtype, v);
}

/* ---- statements -------------------------------------------------------------------------------- */

static void block(cg *g, const tl_block *b);
static void stmt(cg *g, const tl_stmt *s);

static uint32_t tid(cg *g) { return g->tid; }

/* The parallel loop's variables from the iteration number `from` (i32):
 * the outer ones, or the innermost (plus lane, when not 0). */
static void loop_vars(cg *g, const tl_stmt *s, uint32_t from, bool inner, uint32_t lane)
{
    int n = s->loop.nvars;
    for (int d = 0; d < n; d++) {
        if ((d == n - 1) != inner)
            continue;
        uint32_t v = from;
        for (int e = d + 1; e < n; e++)
            v = iop(g, SpvOpSDiv, v, expr_i32(g, s->loop.end[e]));
        if (d > 0)
            v = iop(g, SpvOpSRem, v, expr_i32(g, s->loop.end[d]));
        if (lane)
            v = iop(g, SpvOpIAdd, v, lane);
        store_ptr(g, var_ptr(g, s->loop.vars[d]), v);
    }
}

static void parallel(cg *g, const tl_stmt *s)
{
    tl_gpu_partition p = tl_gpu_partition_of(g->k, s);
    int n = s->loop.nvars;
    if (p.mma) {
        unsupported(g, "a loop over a tensor-core accumulator");
        return;
    }
    g->par = s;
    g->part = p;
    if (p.elems >= 0) {
        /* runs of vec iterations, run r to invocation r % T */
        for_ctx fs = {0}, fv = {0};
        g->v_s = fvar(g, g->t_i32, "tl_s");
        for_begin_k(g, &fs, g->v_s, 0, (int32_t)p.steps);
        uint32_t r = load_ptr(g, g->t_i32, g->v_s);
        r = iopc(g, SpvOpIMul, r, p.threads);
        r = iop(g, SpvOpIAdd, r, tid(g));
        bool check = p.runs % p.threads != 0;
        if_ctx c = {0};
        if (check)
            if_begin(g, &c, bopi(g, SpvOpSLessThan, r, (int32_t)p.runs), false);
        uint32_t e = iopc(g, SpvOpIMul, r, p.vec);
        loop_vars(g, s, e, false, 0);
        if (p.vec > 1) {
            g->v_v = fvar(g, g->t_i32, "tl_v");
            for_begin_k(g, &fv, g->v_v, 0, p.vec);
        }
        loop_vars(g, s, e, true, p.vec > 1 ? load_ptr(g, g->t_i32, g->v_v) : 0);
        block(g, &s->loop.body);
        if (p.vec > 1)
            for_end(g, &fv, ci(g, 1));
        if (check)
            if_end(g, &c);
        for_end(g, &fs, ci(g, 1));
    } else {
        /* extents known at run time: one iteration at a time */
        uint32_t total = expr_i32(g, s->loop.end[0]);
        for (int d = 1; d < n; d++) {
            uint32_t x = expr_i32(g, s->loop.end[d]);
            total = iop(g, SpvOpIMul, total, x);
        }
        for_ctx fx;
        uint32_t x = fvar(g, g->t_i32, "tl_x");
        for_begin(g, &fx, x, tid(g), total);
        uint32_t xv = load_ptr(g, g->t_i32, x);
        loop_vars(g, s, xv, false, 0);
        loop_vars(g, s, xv, true, 0);
        block(g, &s->loop.body);
        for_end(g, &fx, ci(g, g->threads));
    }
    g->par = NULL;
}

static bool sg_combine_write(cg *g, const tl_stmt *s);
static void store(cg *g, const tl_stmt *s);

static void loop(cg *g, const tl_stmt *s)
{
    if (s->loop.kind == TL_LOOP_PARALLEL && !g->par) {
        if (!sg_combine_write(g, s))
            parallel(g, s);
        return;
    }
    /* serial (and pipelined, in order: no asynchronous copies) */
    int n = s->loop.kind == TL_LOOP_PARALLEL ? s->loop.nvars : 1;
    for_ctx f[8] = {{0}};
    if (n > 8) {
        unsupported(g, "a loop nest of %d variables", n);
        return;
    }
    for (int i = 0; i < n; i++) {
        /* the bound is read once, as the interpreter does */
        uint32_t end = expr_i32(g, s->loop.end[i]);
        uint32_t begin = s->loop.begin[i] ? expr_i32(g, s->loop.begin[i]) : ci(g, 0);
        for_begin(g, &f[i], var_ptr(g, s->loop.vars[i]), begin, end);
    }
    block(g, &s->loop.body);
    for (int i = n - 1; i >= 0; i--)
        for_end(g, &f[i], ci(g, 1));
}

/* The value v (dtype t) as the on-chip element type. */
static uint32_t to_mem(cg *g, tl_dtype t, uint32_t v)
{
    return t == TL_DT_BOOL ? selu(g, v, 1, 0) : v;
}

/* The value v (dtype t) as on-chip storage s holds it. */
static uint32_t to_chip(cg *g, const tl_buffer *s, tl_dtype t, uint32_t v)
{
    if (chip_f16(g, s))
        return OP(SpvOpFConvert, chip_type(g, s), v);
    return to_mem(g, t, v);
}

/* The bits of v (dtype t) in the low bits of a u32, masked. */
static uint32_t to_bits(cg *g, tl_dtype t, uint32_t v)
{
    int w = mem_bits(t);
    if (t == TL_DT_F16)
        return call1(g, H_F16_BITS, g->t_u32, v);
    if (t == TL_DT_BF16)
        return call1(g, H_BF16_BITS, g->t_u32, v);
    if (t == TL_DT_BOOL)
        return selu(g, v, 1, 0);
    if (vtype(t) == VT_I32)
        v = bitcast(g, g->t_u32, v);
    return w >= 32 ? v : uopc(g, SpvOpBitwiseAnd, v, (1u << w) - 1u);
}

static void atomic_and_or(cg *g, uint32_t op, uint32_t ptr, uint32_t v)
{
    uint32_t sc = scope_device(g), sem = relaxed(g);
    OP(op, g->t_u32, ptr, sc, sem, v);
}

/* Stores v (a value of b's dtype) into element i (i32) of global tensor s. */
static void global_store(cg *g, const tl_buffer *s, tl_dtype t, uint32_t i, uint32_t v)
{
    switch (g->mem[s->id]) {
    case MEM_PLAIN: {
        uint32_t p = global_ptr(g, s, i);
        store_ptr(g, p, to_mem(g, t, v));
        return;
    }
    case MEM_ATOMIC: {
        uint32_t p = global_ptr(g, s, i);
        uint32_t sc = scope_device(g), sem = relaxed(g);
        uint32_t x = t == TL_DT_F32 ? bitcast(g, g->t_u32, v) : v;
        OP(SpvOpAtomicStore, 0, p, sc, sem, x);
        return;
    }
    case MEM_NATIVE: {
        uint32_t p = global_ptr(g, s, i);
        uint32_t x = t == TL_DT_F16 ? v : to_bits(g, t, v);
        x = OP(t == TL_DT_F16 ? SpvOpFConvert : SpvOpUConvert, g->buf_elem[s->id], x);
        store_ptr(g, p, x);
        return;
    }
    default: {
        /* the other elements of the word may be written by other
         * invocations meanwhile: clear and set only this element's bits */
        int w = mem_bits(t);
        uint32_t bit = uopc(g, SpvOpIMul, bitcast(g, g->t_u32, i), (uint32_t)w);
        uint32_t wi = uopc(g, SpvOpUDiv, bit, 32);
        uint32_t ptr = global_ptr(g, s, bitcast(g, g->t_i32, wi));
        uint32_t sh = uopc(g, SpvOpUMod, bit, 32);
        uint32_t ones = cu(g, (1u << w) - 1u);
        uint32_t mask = uop(g, SpvOpShiftLeftLogical, ones, sh);
        atomic_and_or(g, SpvOpAtomicAnd, ptr, OP(SpvOpNot, g->t_u32, mask));
        uint32_t bits = to_bits(g, t, v);
        atomic_and_or(g, SpvOpAtomicOr, ptr, uop(g, SpvOpShiftLeftLogical, bits, sh));
        return;
    }
    }
}

/* An atomic read-modify-write of one element of global tensor b through a
 * compare-exchange loop on its 32-bit word: op 0 add, 1 max, 2 min. */
static void atomic_cas(cg *g, const tl_buffer *b, tl_expr *const *idx, const tl_expr *src, int op)
{
    const tl_buffer *s = storage_of(b);
    tl_dtype t = b->dtype;
    bool packed = g->mem[s->id] == MEM_PACKED;
    int w = mem_bits(t);
    uint32_t i = bitcast(g, g->t_u32, flat_index(g, b, idx));
    uint32_t a = expr_as(g, t, src);
    uint32_t wi = i, h = 0;
    if (packed) {
        uint32_t bit = uopc(g, SpvOpIMul, i, (uint32_t)w);
        wi = uopc(g, SpvOpUDiv, bit, 32);
        h = uopc(g, SpvOpUMod, bit, 32);
    }
    uint32_t ptr = global_ptr(g, s, bitcast(g, g->t_i32, wi));
    uint32_t ov = fvar(g, g->t_u32, "tl_old");
    store_ptr(g, ov, atomic_load(g, g->t_u32, ptr));
    uint32_t header = tl_spv_id(&g->s), body = tl_spv_id(&g->s), cont = tl_spv_id(&g->s), merge = tl_spv_id(&g->s);
    tl_spv_label(&g->s, header);
    OP(SpvOpLoopMerge, 0, merge, cont, 0);
    tl_spv_branch(&g->s, body);
    tl_spv_label(&g->s, body);
    uint32_t o = load_ptr(g, g->t_u32, ov);
    /* the element's current value, as a value of t */
    uint32_t mask = (1u << (w & 31)) - 1u, c;
    if (packed)
        c = from_bits(g, t, uopc(g, SpvOpBitwiseAnd, uop(g, SpvOpShiftRightLogical, o, h), mask));
    else
        c = vtype(t) == VT_U32 ? o : bitcast(g, ty(g, t), o);
    uint32_t nv;
    if (op == 0)
        nv = wrap(g, t, OP(vtype(t) == VT_F32 ? SpvOpFAdd : SpvOpIAdd, ty(g, t), c, a));
    else if (vtype(t) == VT_F32)
        nv = wrap(g, t, fmin_max(g, op == 1, c, a));
    else
        nv = int_min_max(g, vtype(t), op == 1, c, a);
    uint32_t m;
    if (packed) {
        uint32_t ones = cu(g, mask);
        uint32_t at = uop(g, SpvOpShiftLeftLogical, ones, h);
        uint32_t cleared = uop(g, SpvOpBitwiseAnd, o, OP(SpvOpNot, g->t_u32, at));
        uint32_t bits = to_bits(g, t, nv);
        m = uop(g, SpvOpBitwiseOr, cleared, uop(g, SpvOpShiftLeftLogical, bits, h));
    } else {
        m = vtype(t) == VT_U32 ? nv : bitcast(g, g->t_u32, nv);
    }
    uint32_t sc = scope_device(g), sem = relaxed(g);
    uint32_t x = OP(SpvOpAtomicCompareExchange, g->t_u32, ptr, sc, sem, sem, m, o);
    store_ptr(g, ov, x);
    tl_spv_branch_cond(&g->s, bop(g, SpvOpIEqual, x, o), merge, cont);
    tl_spv_label(&g->s, cont);
    tl_spv_branch(&g->s, header);
    tl_spv_label(&g->s, merge);
}

static void store(cg *g, const tl_stmt *s)
{
    const tl_buffer *b = s->store.buf, *sb = storage_of(b);
    const tl_expr *v = s->store.value;
    bool once = !g->par && sb->scope != TL_SCOPE_LOCAL && !in_regs(sb);
    if (once && !g->atomic) {
        /* the index and the value are computed by every invocation, and
         * stored by invocation 0 */
        if_ctx c = {0};
        if (sb->scope == TL_SCOPE_GLOBAL) {
            uint32_t i = flat_index(g, b, s->store.idx);
            uint32_t x = expr_as(g, b->dtype, v);
            if_begin(g, &c, bopi(g, SpvOpIEqual, tid(g), 0), false);
            global_store(g, sb, b->dtype, i, x);
        } else {
            uint32_t p = chip_ptr(g, b, s->store.idx);
            uint32_t x = to_chip(g, sb, b->dtype, expr_as(g, b->dtype, v));
            if_begin(g, &c, bopi(g, SpvOpIEqual, tid(g), 0), false);
            store_ptr(g, p, x);
        }
        if_end(g, &c);
        return;
    }
    if_ctx once_c = {0};
    if (once)
        if_begin(g, &once_c, bopi(g, SpvOpIEqual, tid(g), 0), false);
    if (g->atomic && sb->scope == TL_SCOPE_GLOBAL && v->kind == TL_EXPR_CALL &&
        (v->call.fn == TL_FN_MAX || v->call.fn == TL_FN_MIN) && v->call.args[0]->kind == TL_EXPR_LOAD &&
        v->call.args[0]->load.buf == b) {
        bool mx = v->call.fn == TL_FN_MAX;
        if (b->dtype == TL_DT_BOOL) {
            unsupported(g, "atomic_%s into bool tensor '%s'", mx ? "max" : "min", b->name);
        } else if (g->mem[sb->id] == MEM_ATOMIC && b->dtype != TL_DT_F32) {
            bool sg = vtype(b->dtype) == VT_I32;
            uint32_t op = mx ? (sg ? SpvOpAtomicSMax : SpvOpAtomicUMax) : (sg ? SpvOpAtomicSMin : SpvOpAtomicUMin);
            uint32_t p = global_ptr(g, sb, flat_index(g, b, s->store.idx));
            uint32_t x = expr_as(g, b->dtype, v->call.args[1]);
            uint32_t sc = scope_device(g), sem = relaxed(g);
            OP(op, ty(g, b->dtype), p, sc, sem, x);
        } else {
            atomic_cas(g, b, s->store.idx, v->call.args[1], mx ? 1 : 2);
        }
    } else if (g->atomic && sb->scope == TL_SCOPE_GLOBAL && v->kind == TL_EXPR_BINARY && v->bin.op == TL_BIN_ADD &&
               v->bin.a->kind == TL_EXPR_LOAD && v->bin.a->load.buf == b) {
        if (b->dtype == TL_DT_BOOL) {
            unsupported(g, "atomic_add into bool tensor '%s'", b->name);
        } else if (g->mem[sb->id] == MEM_ATOMIC && b->dtype != TL_DT_F32) {
            uint32_t p = global_ptr(g, sb, flat_index(g, b, s->store.idx));
            uint32_t x = expr_as(g, b->dtype, v->bin.b);
            uint32_t sc = scope_device(g), sem = relaxed(g);
            OP(SpvOpAtomicIAdd, ty(g, b->dtype), p, sc, sem, x);
        } else {
            atomic_cas(g, b, s->store.idx, v->bin.b, 0);
        }
    } else if (sb->scope == TL_SCOPE_GLOBAL) {
        uint32_t i = flat_index(g, b, s->store.idx);
        global_store(g, sb, b->dtype, i, expr_as(g, b->dtype, v));
    } else {
        uint32_t p = chip_ptr(g, b, s->store.idx);
        store_ptr(g, p, to_chip(g, sb, b->dtype, expr_as(g, b->dtype, v)));
    }
    if (once)
        if_end(g, &once_c);
}

/* Declares an on-chip buffer of function scope (registers, local). */
/* An on-chip buffer is allocated zeroed (the language's rule), unless
 * mark_overwritten found it written whole before any read (scratch), as the
 * cuda codegen does: a Function array by one store of its null constant,
 * a Workgroup array (at module scope, workgroup_vars) by the block's
 * invocations, each storing every threads-th element (thread_sync counts
 * the allocation as a write by all of them). Vulkan zeroes neither. */
static void alloc(cg *g, const tl_buffer *b)
{
    if (b->view_of || b->scope == TL_SCOPE_GLOBAL)
        return; /* a view names its buffer's storage (storage_of) */
    int64_t n = chip_elems(g, b);
    if (in_workgroup(b)) {
        if (b->scratch || !g->buf_var[b->id])
            return;
        uint32_t et = chip_type(g, b), z = tl_spv_const_null(&g->s, et);
        uint32_t pt = tl_spv_t_ptr(&g->s, SpvSCWorkgroup, et);
        for_ctx f;
        uint32_t v = fvar(g, g->t_i32, NULL);
        for_begin(g, &f, v, tid(g), ci(g, (int32_t)(n > 0 ? n : 1)));
        store_ptr(g, OP(SpvOpAccessChain, pt, g->buf_var[b->id], load_ptr(g, g->t_i32, v)), z);
        for_end(g, &f, ci(g, g->threads));
        return;
    }
    uint32_t at = tl_spv_t_array(&g->s, mty(g, b->dtype), (uint32_t)(n > 0 ? n : 1));
    if (!g->buf_var[b->id])
        g->buf_var[b->id] = fvar(g, at, b->name);
    if (!b->scratch)
        store_ptr(g, g->buf_var[b->id], tl_spv_const_null(&g->s, at));
}

static void stmt(cg *g, const tl_stmt *s)
{
    if (s->loc.line > 0)
        g->s.line = s->loc.line;
    switch (s->kind) {
    case TL_STMT_PREFETCH: return; /* a cache hint: nothing to write here */
    case TL_STMT_ALLOC: alloc(g, s->alloc.buf); return;
    case TL_STMT_LET: {
        const tl_var *v = s->let.var;
        if (dtype_refusal(v->dtype) && v->dtype != TL_DT_I64)
            unsupported(g, "'%s' of dtype %s: %s", v->name, tl_dtype_name(v->dtype), dtype_refusal(v->dtype));
        uint32_t x = expr_as(g, v->dtype, s->let.value);
        store_ptr(g, var_ptr(g, v), x);
        return;
    }
    case TL_STMT_FOR: loop(g, s); return;
    case TL_STMT_WHILE: {
        uint32_t header = tl_spv_id(&g->s), check = tl_spv_id(&g->s), body = tl_spv_id(&g->s);
        uint32_t cont = tl_spv_id(&g->s), merge = tl_spv_id(&g->s);
        tl_spv_label(&g->s, header);
        OP(SpvOpLoopMerge, 0, merge, cont, 0);
        tl_spv_branch(&g->s, check);
        tl_spv_label(&g->s, check);
        tl_spv_branch_cond(&g->s, expr(g, s->whiles.cond), body, merge);
        tl_spv_label(&g->s, body);
        push_loop(g, merge, cont);
        block(g, &s->whiles.body);
        g->nloops--;
        tl_spv_branch(&g->s, cont);
        tl_spv_label(&g->s, cont);
        tl_spv_branch(&g->s, header);
        tl_spv_label(&g->s, merge);
        return;
    }
    case TL_STMT_BREAK:
    case TL_STMT_CONTINUE:
        if (!g->nloops || g->nloops > (int)(sizeof g->loops / sizeof *g->loops)) {
            unsupported(g, "%s outside a loop", s->kind == TL_STMT_BREAK ? "break" : "continue");
            return;
        }
        tl_spv_branch(&g->s, s->kind == TL_STMT_BREAK ? g->loops[g->nloops - 1].merge : g->loops[g->nloops - 1].cont);
        return;
    case TL_STMT_IF: {
        bool has_else = s->ifs.has_else || s->ifs.else_body.n;
        if_ctx c = {0};
        if_begin(g, &c, expr(g, s->ifs.cond), has_else);
        block(g, &s->ifs.then_body);
        if (has_else) {
            if_else(g, &c);
            block(g, &s->ifs.else_body);
        }
        if_end(g, &c);
        return;
    }
    case TL_STMT_STORE: store(g, s); return;
    case TL_STMT_TILE: {
        if (s->tile.op == TL_TILE_GEMM) {
            unsupported(g, "a gemm left for the tensor cores (the vulkan kind has no mma attribute)");
            return;
        }
        /* atomic_* into a global tensor, kept by lower_tile_ops: its
         * element loops, their stores atomic */
        tl_block lowered = {0};
        if (!tl_tx_lower_tile_op(g->a, g->k, s, &lowered)) {
            g->oom = true;
            return;
        }
        g->atomic = tl_tileop_is_atomic(s->tile.op);
        block(g, &lowered);
        g->atomic = false;
        return;
    }
    case TL_STMT_BARRIER:
    {
        uint32_t wg = cu(g, SpvScopeWorkgroup);
        uint32_t sem = cu(g, SpvSemAcquireRelease | SpvSemWorkgroupMemory | SpvSemUniformMemory);
        OP(SpvOpControlBarrier, 0, wg, wg, sem);
        return;
    }
    }
}

static void block(cg *g, const tl_block *b)
{
    for (size_t i = 0; i < b->n && !g->oom; i++)
        stmt(g, b->items[i]);
}

/* ---- reductions' combines through subgroups ----------------------------------------------- */

/* The combine of a row reduction's partials (split_reductions' second step),
 * as webgpu's (src/webgpu/codegen.c has the whole argument):
 *   for i in parallel(R) { [dst[i] = init]; for red in range(G) { dst[i] = op(dst[i], P[i, red]) } }
 * with op + or a two-argument min/max of f32, i32 or u32 (or max of abs(P[i,
 * red])), P and dst in workgroup memory, G a power of two, R <= T. Where the
 * target says subgroups have at least S invocations, every subgroup
 * combines the rows itself, in clusters of C invocations, K = S / C rows at
 * a time: each invocation of a cluster combines G / C partials of its row,
 * a butterfly of OpGroupNonUniformShuffleXor combines the cluster, and row
 * i's owner takes the total from its cluster with OpGroupNonUniformShuffle.
 * It uses invocation ids within the subgroup only, and runs only where the
 * subgroup has at least S invocations, all active with ids below their
 * count (OpGroupNonUniformIAdd of 1, and of the invocations whose id is
 * below it: arithmetic operations only, no votes); otherwise the loop as
 * written. */
typedef tl_gpu_sg_combine sg_combine;

static bool sg_match(const cg *g, const tl_stmt *s, sg_combine *c) { return tl_gpu_sg_combine_match(g->k, s, g->sg, g->threads, c); }

/* Whether some combine in b runs through subgroups (before the entry point
 * is written: it takes the SubgroupLocalInvocationId builtin). */
static bool sg_any(const cg *g, const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        sg_combine c;
        if (s->kind == TL_STMT_FOR && s->loop.kind == TL_LOOP_PARALLEL) {
            if (sg_match(g, s, &c))
                return true;
            continue;
        }
        if ((s->kind == TL_STMT_FOR && sg_any(g, &s->loop.body)) || (s->kind == TL_STMT_WHILE && sg_any(g, &s->whiles.body)) ||
            (s->kind == TL_STMT_IF && (sg_any(g, &s->ifs.then_body) || sg_any(g, &s->ifs.else_body))))
            return true;
    }
    return false;
}

/* op(a, b) of the combine's update. */
static uint32_t sg_op(cg *g, const tl_expr *v, uint32_t a, uint32_t b)
{
    vt t = vtype(v->dtype);
    if (v->kind == TL_EXPR_BINARY)
        return OP(t == VT_F32 ? SpvOpFAdd : SpvOpIAdd, vt_id(g, t), a, b);
    bool mx = v->call.fn == TL_FN_MAX;
    return t == VT_F32 ? fmin_max(g, mx, a, b) : int_min_max(g, t, mx, a, b);
}

/* P[flat] of the combine (abs applied when the update takes it). */
static uint32_t sg_partial(cg *g, const sg_combine *c, uint32_t flat)
{
    uint32_t t = mty(g, c->p->dtype);
    uint32_t pt = tl_spv_t_ptr(&g->s, SpvSCWorkgroup, t);
    uint32_t ptr = OP(SpvOpAccessChain, pt, g->buf_var[c->p->id], flat);
    uint32_t v = load_ptr(g, t, ptr);
    return c->abs ? ext1(g, t, GLSLFAbs, v) : v;
}

static bool sg_combine_write(cg *g, const tl_stmt *s)
{
    sg_combine c;
    if (!sg_match(g, s, &c))
        return false;
    const tl_expr *v = c.up->store.value;
    vt t = vtype(c.dst->dtype);
    uint32_t T = vt_id(g, t), u = g->t_u32;
    uint32_t sc = cu(g, SpvScopeSubgroup);
    uint32_t sgi = load_ptr(g, u, g->sgi_var);
    /* GroupOperation Reduce (0) */
    uint32_t one = cu(g, 1);
    uint32_t sn = OP(SpvOpGroupNonUniformIAdd, u, sc, 0, one);
    /* every invocation's id below the count: the count of those is the
     * count (an arithmetic reduction, so that vote operations are not
     * needed) */
    uint32_t lt = bop(g, SpvOpULessThan, sgi, sn);
    uint32_t lt1 = selu(g, lt, 1, 0);
    uint32_t nlt = OP(SpvOpGroupNonUniformIAdd, u, sc, 0, lt1);
    uint32_t all = bop(g, SpvOpIEqual, nlt, sn);
    uint32_t enough = bopu(g, SpvOpUGreaterThanEqual, sn, (uint32_t)g->sg);
    uint32_t full = bop(g, SpvOpLogicalAnd, all, enough);
    if_ctx ic;
    if_begin(g, &ic, full, true);
    for_ctx fq;
    uint32_t q0v = fvar(g, g->t_i32, "tl_q0");
    for_begin_k(g, &fq, q0v, 0, (int32_t)c.rows);
    uint32_t q0 = load_ptr(g, g->t_i32, q0v);
    uint32_t cl = uopc(g, SpvOpUDiv, sgi, (uint32_t)c.c);
    uint32_t q = iop(g, SpvOpIAdd, q0, bitcast(g, g->t_i32, cl));
    uint32_t j = bitcast(g, g->t_i32, uopc(g, SpvOpUMod, sgi, (uint32_t)c.c));
    uint32_t wv = fvar(g, T, "tl_w");
    store_ptr(g, wv, t == VT_F32 ? cf(g, 0.0f) : t == VT_I32 ? ci(g, 0) : cu(g, 0));
    if_ctx mine;
    uint32_t in_sg = bopu(g, SpvOpULessThan, sgi, (uint32_t)g->sg);
    uint32_t in_rows = bopi(g, SpvOpSLessThan, q, (int32_t)c.rows);
    uint32_t in = bop(g, SpvOpLogicalAnd, in_sg, in_rows);
    if_begin(g, &mine, in, false);
    uint32_t row = iopc(g, SpvOpIMul, q, (int32_t)c.groups);
    store_ptr(g, wv, sg_partial(g, &c, iop(g, SpvOpIAdd, row, j)));
    for_ctx fm;
    uint32_t mv = fvar(g, g->t_i32, "tl_m");
    for_begin_k(g, &fm, mv, 1, (int32_t)(c.groups / c.c));
    uint32_t m = load_ptr(g, g->t_i32, mv);
    uint32_t at = iopc(g, SpvOpIMul, m, (int32_t)c.c);
    at = iop(g, SpvOpIAdd, row, at);
    at = iop(g, SpvOpIAdd, at, j);
    uint32_t pv = sg_partial(g, &c, at);
    uint32_t wcur = load_ptr(g, T, wv);
    store_ptr(g, wv, sg_op(g, v, wcur, pv));
    for_end(g, &fm, ci(g, 1));
    if_end(g, &mine);
    uint32_t w = load_ptr(g, T, wv);
    for (int64_t o = c.c / 2; o > 0; o /= 2)
    {
        uint32_t mask = cu(g, (uint32_t)o);
        uint32_t other = OP(SpvOpGroupNonUniformShuffleXor, T, sc, w, mask);
        w = sg_op(g, v, w, other);
    }
    /* the total of row tid, when it is among these K, from its cluster's first */
    uint32_t rel = iop(g, SpvOpISub, tid(g), q0);
    uint32_t lo = ci(g, 0);
    uint32_t top = ci(g, (int32_t)(c.k - 1));
    rel = ext3(g, g->t_i32, GLSLSClamp, rel, lo, top);
    uint32_t lane = uopc(g, SpvOpIMul, bitcast(g, u, rel), (uint32_t)c.c);
    uint32_t total = OP(SpvOpGroupNonUniformShuffle, T, sc, w, lane);
    uint32_t hi = iopc(g, SpvOpIAdd, q0, (int32_t)c.k);
    uint32_t rows = ci(g, (int32_t)c.rows);
    hi = ext2(g, g->t_i32, GLSLSMin, hi, rows);
    uint32_t from_q0 = bop(g, SpvOpSGreaterThanEqual, tid(g), q0);
    uint32_t below = bop(g, SpvOpSLessThan, tid(g), hi);
    uint32_t owner = bop(g, SpvOpLogicalAnd, from_q0, below);
    if_ctx oc;
    if_begin(g, &oc, owner, false);
    store_ptr(g, var_ptr(g, c.vi), tid(g));
    /* dst[i] = [init, then] op(dst[i], total): the row's owner, as the loop's partition says */
    tl_var tv = {0};
    tv.name = "tl_t";
    tv.dtype = c.dst->dtype;
    tv.id = -1;
    tl_expr te = {0};
    te.kind = TL_EXPR_VAR;
    te.dtype = c.dst->dtype;
    te.var = &tv;
    g->sg_tvar = &tv;
    g->sg_tptr = fvar(g, T, "tl_t");
    store_ptr(g, g->sg_tptr, total);
    tl_expr nv = *v; /* op(dst[i], y) with y, abs included, the total */
    if (nv.kind == TL_EXPR_BINARY)
        nv.bin.b = &te;
    else
        nv.call.args[1] = &te;
    tl_stmt st = *c.up;
    st.store.value = &nv;
    g->par = s;
    g->part = tl_gpu_partition_of(g->k, s);
    if (c.init)
        store(g, c.init);
    store(g, &st);
    g->par = NULL;
    g->sg_tvar = NULL;
    if_end(g, &oc);
    for_end(g, &fq, ci(g, (int32_t)c.k));
    if_else(g, &ic);
    parallel(g, s);
    if_end(g, &ic);
    return true;
}

/* ---- the kernel ------------------------------------------------------------------------------ */

/* What the kernel does to its global tensors: mark written and atomic
 * destinations (by storage). */
static void scan_block(cg *g, const tl_block *b);
static void scan_stmt(cg *g, const tl_stmt *s)
{
    switch (s->kind) {
    case TL_STMT_STORE: g->written[storage_of(s->store.buf)->id] = true; break;
    case TL_STMT_TILE:
        if (tl_tileop_is_atomic(s->tile.op)) {
            const tl_buffer *d = storage_of(s->tile.args[s->tile.nargs - 1].buf);
            g->written[d->id] = true;
            g->atomic_dst[d->id] = true;
        }
        break;
    case TL_STMT_FOR: scan_block(g, &s->loop.body); break;
    case TL_STMT_WHILE: scan_block(g, &s->whiles.body); break;
    case TL_STMT_IF:
        scan_block(g, &s->ifs.then_body);
        scan_block(g, &s->ifs.else_body);
        break;
    default: break;
    }
}

static void scan_block(cg *g, const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++)
        scan_stmt(g, b->items[i]);
}

/* Module-scope Workgroup arrays: shared buffers and the fragments kept in
 * shared memory (views excepted). */
static void workgroup_vars(cg *g, const tl_block *b, int64_t *bytes)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_FOR)
            workgroup_vars(g, &s->loop.body, bytes);
        else if (s->kind == TL_STMT_WHILE)
            workgroup_vars(g, &s->whiles.body, bytes);
        else if (s->kind == TL_STMT_IF) {
            workgroup_vars(g, &s->ifs.then_body, bytes);
            workgroup_vars(g, &s->ifs.else_body, bytes);
        }
        if (s->kind != TL_STMT_ALLOC)
            continue;
        const tl_buffer *x = s->alloc.buf;
        if (x->view_of || !in_workgroup(x) || g->buf_var[x->id])
            continue;
        int64_t n = chip_elems(g, x);
        *bytes += n * (chip_f16(g, x) ? 2 : 4);
        uint32_t at = tl_spv_t_array(&g->s, chip_type(g, x), (uint32_t)(n > 0 ? n : 1));
        g->buf_var[x->id] = tl_spv_global(&g->s, tl_spv_t_ptr(&g->s, SpvSCWorkgroup, at), SpvSCWorkgroup);
        tl_spv_name(&g->s, g->buf_var[x->id], x->name);
    }
}

/* Decorates type id once (two tensors of one element type share their
 * struct and array types). */
static bool first_time(cg *g, uint32_t *seen, int *nseen, uint32_t id)
{
    for (int i = 0; i < *nseen; i++)
        if (seen[i] == id)
            return false;
    seen[(*nseen)++] = id;
    return true;
}

/* The storage buffer of tensor parameter p at binding `binding`. */
static void tensor_binding(cg *g, const tl_param *p, int binding, uint32_t *seen, int *nseen)
{
    const tl_buffer *b = p->buf;
    tl_dtype t = b->dtype;
    uint32_t elem;
    int stride = 4;
    switch (g->mem[b->id]) {
    case MEM_PLAIN: elem = ty(g, t); break;
    case MEM_ATOMIC: elem = t == TL_DT_I32 ? g->t_i32 : g->t_u32; break;
    case MEM_NATIVE:
        stride = mem_bits(t) / 8;
        if (t == TL_DT_F16) {
            elem = tl_spv_t_float(&g->s, 16);
            g->used_f16 = true;
        } else {
            elem = tl_spv_t_int(&g->s, mem_bits(t), false);
            if (mem_bits(t) == 8)
                g->used_int8 = true;
            else
                g->used_int16 = true;
        }
        break;
    default: elem = g->t_u32; break;
    }
    g->buf_elem[b->id] = elem;
    uint32_t ra = tl_spv_type(&g->s, SpvOpTypeRuntimeArray, &elem, 1);
    uint32_t st = tl_spv_type(&g->s, SpvOpTypeStruct, &ra, 1);
    if (first_time(g, seen, nseen, ra))
        tl_spv_decorate(&g->s, ra, SpvDecArrayStride, (const uint32_t[]){(uint32_t)stride}, 1);
    if (first_time(g, seen, nseen, st)) {
        tl_spv_decorate(&g->s, st, SpvDecBlock, NULL, 0);
        tl_spv_member_decorate(&g->s, st, 0, SpvDecOffset, 0);
    }
    uint32_t v = tl_spv_global(&g->s, tl_spv_t_ptr(&g->s, SpvSCStorageBuffer, st), SpvSCStorageBuffer);
    g->buf_var[b->id] = v;
    tl_spv_name(&g->s, v, p->name);
    tl_spv_decorate(&g->s, v, SpvDecDescriptorSet, (const uint32_t[]){0}, 1);
    tl_spv_decorate(&g->s, v, SpvDecBinding, (const uint32_t[]){(uint32_t)binding}, 1);
    if (!g->written[b->id])
        tl_spv_decorate(&g->s, v, SpvDecNonWritable, NULL, 0);
}

static uint32_t builtin_input(cg *g, uint32_t type, uint32_t which, const char *name)
{
    uint32_t v = tl_spv_global(&g->s, tl_spv_t_ptr(&g->s, SpvSCInput, type), SpvSCInput);
    tl_spv_decorate(&g->s, v, SpvDecBuiltIn, &which, 1);
    tl_spv_name(&g->s, v, name);
    return v;
}

static bool kernel(cg *g, tl_kernel *k, tl_vulkan_kernel *info, const char *file, tl_error *err)
{
    g->k = k;
    g->threads = tl_gpu_threads(k);
    int nb = k->nbuffers > 0 ? k->nbuffers : 1, nv = k->nvars > 0 ? k->nvars : 1;
    g->mem = tl_arena_array(g->a, (size_t)nb, 1);
    g->written = tl_arena_array(g->a, (size_t)nb, sizeof(bool));
    g->atomic_dst = tl_arena_array(g->a, (size_t)nb, sizeof(bool));
    g->buf_var = tl_arena_array(g->a, (size_t)nb, sizeof(uint32_t));
    g->buf_elem = tl_arena_array(g->a, (size_t)nb, sizeof(uint32_t));
    g->var_ptr = tl_arena_array(g->a, (size_t)nv, sizeof(uint32_t));
    g->nvar_ptr = nv;
    if (!g->mem || !g->written || !g->atomic_dst || !g->buf_var || !g->buf_elem || !g->var_ptr)
        return TL_TX_OOM(err);
    const char *kfile = k->loc.file ? k->loc.file : file;
    if (k->source_file)
        return tl_error_set(err, TL_ERR_NOT_IMPLEMENTED, "%s:%d:%d: kernel '%s': source kernels (%s) are not supported "
                            "by the vulkan backend", kfile, k->loc.line, k->loc.col, k->name, k->source_file);
    /* what Vulkan cannot hold, named by parameter */
    for (size_t i = 0; i < k->nparams; i++) {
        const tl_param *p = &k->params[i];
        tl_dtype t = p->is_tensor ? p->buf->dtype : p->var->dtype;
        const char *why = dtype_refusal(t);
        if (why)
            return tl_error_set(err, TL_ERR_NOT_IMPLEMENTED, "%s:%d:%d: kernel '%s': parameter '%s' is %s%s: %s",
                                p->loc.file ? p->loc.file : kfile, p->loc.line, p->loc.col, k->name, p->name,
                                p->is_tensor ? "a tensor of " : "", tl_dtype_name(t), why);
    }
    scan_block(g, &k->body);
    int ntensors = 0;
    for (size_t i = 0; i < k->nparams; i++) {
        const tl_param *p = &k->params[i];
        if (!p->is_tensor)
            continue;
        ntensors++;
        tl_dtype t = p->buf->dtype;
        int bits = mem_bits(t);
        bool native = !g->atomic_dst[p->buf->id] &&
                      ((t == TL_DT_F16 && g->f16) || (bits == 16 && t != TL_DT_F16 && g->int16) ||
                       (bits == 8 && g->int8));
        g->mem[p->buf->id] = native ? MEM_NATIVE : bits < 32 ? MEM_PACKED : g->atomic_dst[p->buf->id] ? MEM_ATOMIC : MEM_PLAIN;
    }
    if (ntensors > 16)
        return tl_error_set(err, TL_ERR_NOT_IMPLEMENTED, "%s:%d:%d: kernel '%s': %d tensors: many Vulkan devices bind "
                            "at most 16 storage buffers in a compute shader (maxPerStageDescriptorStorageBuffers)",
                            kfile, k->loc.line, k->loc.col, k->name, ntensors);
    if (g->threads > 1024)
        return tl_error_set(err, TL_ERR_NOT_IMPLEMENTED, "%s:%d:%d: kernel '%s': %d invocations a workgroup: Vulkan "
                            "devices allow at most 1024 (maxComputeWorkGroupInvocations)", kfile, k->loc.line,
                            k->loc.col, k->name, g->threads);

    tl_spv *S = &g->s;
    g->s.line = k->loc.line;
    tl_spv_capability(S, SpvCapShader);
    g->t_void = tl_spv_t_void(S);
    g->t_bool = tl_spv_t_bool(S);
    g->t_i32 = tl_spv_t_int(S, 32, true);
    g->t_u32 = tl_spv_t_int(S, 32, false);
    g->t_f32 = tl_spv_t_float(S, 32);
    g->t_uvec3 = tl_spv_type(S, SpvOpTypeVector, (const uint32_t[]){g->t_u32, 3}, 2);
    tl_spv_glsl(S);
    tl_spv_emit(S, SPV_MODEL, SpvOpMemoryModel, (const uint32_t[]){0, 1}, 2); /* Logical GLSL450 */

    /* the storage buffers */
    uint32_t seen[64];
    int nseen = 0, binding = 0;
    for (size_t i = 0; i < k->nparams; i++)
        if (k->params[i].is_tensor)
            tensor_binding(g, &k->params[i], binding++, seen, &nseen);
    /* the push constants: shape variables, then scalars (4 bytes each) */
    int nfields = (int)k->nshape_vars;
    for (size_t i = 0; i < k->nparams; i++)
        nfields += !k->params[i].is_tensor;
    info->push_off = malloc((k->nparams ? k->nparams : 1) * sizeof(int));
    if (!info->push_off)
        return TL_TX_OOM(err);
    uint32_t pc = 0, pc_struct = 0;
    uint32_t *members = tl_arena_array(g->a, (size_t)(nfields ? nfields : 1), sizeof(uint32_t));
    if (!members)
        return TL_TX_OOM(err);
    int m = 0;
    for (size_t j = 0; j < k->nshape_vars; j++)
        members[m++] = g->t_i32;
    for (size_t i = 0; i < k->nparams; i++) {
        info->push_off[i] = -1;
        if (k->params[i].is_tensor)
            continue;
        info->push_off[i] = 4 * m;
        members[m++] = mty(g, k->params[i].var->dtype);
    }
    if (nfields) {
        pc_struct = tl_spv_id(S);
        uint32_t w[80];
        if (nfields + 1 > 80)
            return tl_error_set(err, TL_ERR_NOT_IMPLEMENTED, "%s:%d:%d: kernel '%s': more than 79 shape variables and "
                                "scalar parameters", kfile, k->loc.line, k->loc.col, k->name);
        w[0] = pc_struct;
        memcpy(w + 1, members, (size_t)nfields * sizeof *w);
        tl_spv_emit(S, SPV_TYPES, SpvOpTypeStruct, w, (size_t)nfields + 1);
        tl_spv_name(S, pc_struct, "TlArgs");
        tl_spv_decorate(S, pc_struct, SpvDecBlock, NULL, 0);
        for (int f = 0; f < nfields; f++)
            tl_spv_member_decorate(S, pc_struct, (uint32_t)f, SpvDecOffset, (uint32_t)(4 * f));
        m = 0;
        for (size_t j = 0; j < k->nshape_vars; j++)
            tl_spv_emit_str(S, SPV_DEBUG, SpvOpMemberName, (const uint32_t[]){pc_struct, (uint32_t)m++}, 2,
                            k->shape_vars[j]->name, NULL, 0);
        for (size_t i = 0; i < k->nparams; i++)
            if (!k->params[i].is_tensor)
                tl_spv_emit_str(S, SPV_DEBUG, SpvOpMemberName, (const uint32_t[]){pc_struct, (uint32_t)m++}, 2,
                                k->params[i].name, NULL, 0);
        pc = tl_spv_global(S, tl_spv_t_ptr(S, SpvSCPushConstant, pc_struct), SpvSCPushConstant);
        tl_spv_name(S, pc, "tl_args");
    }
    info->push_bytes = 4 * nfields;
    uint32_t in_wg = builtin_input(g, g->t_uvec3, SpvBuiltInWorkgroupId, "tl_wg");
    uint32_t in_nwg = builtin_input(g, g->t_uvec3, SpvBuiltInNumWorkgroups, "tl_nwg");
    uint32_t in_lid = builtin_input(g, g->t_u32, SpvBuiltInLocalInvocationIndex, "tl_lid");
    int64_t wgbytes = 0;
    workgroup_vars(g, &k->body, &wgbytes);
    g->sg_used = sg_any(g, &k->body);
    if (g->sg_used) {
        g->sgi_var = builtin_input(g, g->t_u32, SpvBuiltInSubgroupLocalInvocationId, "tl_sgi");
        tl_spv_capability(S, SpvCapGroupNonUniform);
        tl_spv_capability(S, SpvCapGroupNonUniformArithmetic);
        tl_spv_capability(S, SpvCapGroupNonUniformShuffle);
    }

    /* the entry point */
    uint32_t fn = tl_spv_id(S);
    {
        uint32_t pre[2] = {5 /* GLCompute */, fn};
        uint32_t post[4] = {in_wg, in_nwg, in_lid, g->sgi_var};
        tl_spv_emit_str(S, SPV_ENTRY, SpvOpEntryPoint, pre, 2, k->name, post, g->sg_used ? 4 : 3);
        tl_spv_emit(S, SPV_MODES, SpvOpExecutionMode, (const uint32_t[]){fn, SpvModeLocalSize, (uint32_t)g->threads, 1, 1}, 5);
    }
    tl_spv_name(S, fn, k->name);
    tl_spv_func_begin(S, fn, g->t_void, tl_spv_type(S, SpvOpTypeFunction, &g->t_void, 1));
    tl_spv_label(S, tl_spv_id(S));
    g->tid = bitcast(g, g->t_i32, load_ptr(g, g->t_u32, in_lid));
    m = 0;
    for (size_t j = 0; j < k->nshape_vars; j++) {
        uint32_t pt = tl_spv_t_ptr(S, SpvSCPushConstant, g->t_i32);
        uint32_t field = ci(g, m++);
        uint32_t p = OP(SpvOpAccessChain, pt, pc, field);
        uint32_t x = load_ptr(g, g->t_i32, p);
        store_ptr(g, var_ptr(g, k->shape_vars[j]), x);
    }
    for (size_t i = 0; i < k->nparams; i++) {
        if (k->params[i].is_tensor)
            continue;
        const tl_var *v = k->params[i].var;
        uint32_t mt = mty(g, v->dtype);
        uint32_t pt = tl_spv_t_ptr(S, SpvSCPushConstant, mt);
        uint32_t field = ci(g, m++);
        uint32_t x = load_ptr(g, mt, OP(SpvOpAccessChain, pt, pc, field));
        if (v->dtype == TL_DT_BOOL)
            x = bopu(g, SpvOpINotEqual, x, 0);
        store_ptr(g, var_ptr(g, v), x);
    }
    /* the block: its linear number over the (possibly split) dispatch */
    uint32_t gd[TL_IR_MAX_GRID] = {0};
    for (int d = 0; d < k->ngrid; d++)
        gd[d] = expr_i32(g, k->grid[d]);
    uint32_t wg = load_ptr(g, g->t_uvec3, in_wg), nwg = load_ptr(g, g->t_uvec3, in_nwg);
    uint32_t wx = OP(SpvOpCompositeExtract, g->t_u32, wg, 0), wy = OP(SpvOpCompositeExtract, g->t_u32, wg, 1);
    uint32_t wz = OP(SpvOpCompositeExtract, g->t_u32, wg, 2);
    uint32_t nx = OP(SpvOpCompositeExtract, g->t_u32, nwg, 0), ny = OP(SpvOpCompositeExtract, g->t_u32, nwg, 1);
    uint32_t lin = uop(g, SpvOpIAdd, wx, uop(g, SpvOpIMul, nx, uop(g, SpvOpIAdd, wy, uop(g, SpvOpIMul, ny, wz))));
    uint32_t bl = bitcast(g, g->t_i32, lin);
    uint32_t total = gd[0];
    for (int d = 1; d < k->ngrid; d++)
        total = iop(g, SpvOpIMul, total, gd[d]);
    if_ctx past;
    if_begin(g, &past, bop(g, SpvOpSGreaterThanEqual, bl, total), false);
    tl_spv_return(S);
    if_end(g, &past);
    for (int d = 0; d < k->ngrid; d++) {
        uint32_t v = bl;
        for (int e = 0; e < d; e++)
            v = iop(g, SpvOpSDiv, v, gd[e]);
        if (d < k->ngrid - 1)
            v = iop(g, SpvOpSRem, v, gd[d]);
        store_ptr(g, var_ptr(g, k->block_vars[d]), v);
    }
    block(g, &k->body);
    tl_spv_return(S);
    tl_spv_func_end(S);
    write_helpers(g);
    if (g->used_f16 || g->used_int16) {
        tl_spv_capability(S, SpvCapStorageBuffer16BitAccess);
        tl_spv_extension(S, "SPV_KHR_16bit_storage");
    }
    if (g->used_chip_f16) {
        tl_spv_capability(S, SpvCapFloat16);
        g->used_f16 = true;
    }
    if (g->used_int8) {
        tl_spv_capability(S, SpvCapStorageBuffer8BitAccess);
        tl_spv_extension(S, "SPV_KHR_8bit_storage");
    }
    /* IEEE zeros, infinities and NaN kept through every float operation of
     * each width the module has: without it a driver may fold x * 0 to +0
     * and assume no inf or NaN (lavapipe does). f32 subnormals kept too
     * (NVIDIA's driver flushes them otherwise); the runtime takes that
     * mode out where the device cannot keep them (exec.c, denorm_strip) */
    if (g->ieee) {
        tl_spv_capability(S, SpvCapSignedZeroInfNanPreserve);
        tl_spv_capability(S, SpvCapDenormPreserve);
        tl_spv_extension(S, "SPV_KHR_float_controls");
        tl_spv_emit(S, SPV_MODES, SpvOpExecutionMode, (const uint32_t[]){fn, SpvModeSignedZeroInfNanPreserve, 32}, 3);
        tl_spv_emit(S, SPV_MODES, SpvOpExecutionMode, (const uint32_t[]){fn, SpvModeDenormPreserve, 32}, 3);
        if (g->used_f16)
            tl_spv_emit(S, SPV_MODES, SpvOpExecutionMode, (const uint32_t[]){fn, SpvModeSignedZeroInfNanPreserve, 16}, 3);
    }
    if (g->oom || S->oom)
        return TL_TX_OOM(err);
    if (g->unsupported[0])
        return tl_error_set(err, TL_ERR_NOT_IMPLEMENTED, "%s:%d:%d: kernel '%s': the vulkan codegen cannot write this: %s",
                            kfile, k->loc.line, k->loc.col, k->name, g->unsupported);
    if (!tl_spv_finish(S, &info->words, &info->nwords, &info->line_src, &info->nlines))
        return TL_TX_OOM(err);
    info->threads = g->threads;
    info->wg_bytes = (int)wgbytes;
    info->ntensors = ntensors;
    info->entry = strdup(k->name);
    info->written = calloc(k->nparams ? k->nparams : 1, sizeof(bool));
    if (!info->entry || !info->written)
        return TL_TX_OOM(err);
    for (size_t i = 0; i < k->nparams; i++)
        info->written[i] = k->params[i].is_tensor && g->written[k->params[i].buf->id];
    return true;
}

void tl_vulkan_artifact_free(void *artifact)
{
    tl_vulkan_artifact *a = artifact;
    if (!a)
        return;
    for (int i = 0; i < a->nkernels; i++) {
        free(a->kernels[i].name);
        free(a->kernels[i].entry);
        free(a->kernels[i].words);
        free(a->kernels[i].written);
        free(a->kernels[i].push_off);
        free(a->kernels[i].line_src);
    }
    free(a->kernels);
    free(a->file);
    free(a);
}

/* The instruction at word offset `word` of module words: its index (from
 * the first after the header) and opcode, or false. */
static bool inst_at(const uint32_t *words, size_t nwords, size_t word, size_t *index, uint32_t *op)
{
    size_t i = 5, n = 0;
    while (i < nwords) {
        uint32_t cnt = words[i] >> 16;
        if (i == word || (word > i && word < i + cnt)) {
            *index = n;
            *op = words[i] & 0xffff;
            return true;
        }
        if (!cnt)
            return false;
        i += cnt;
        n++;
    }
    return false;
}

void tl_vulkan_source_line(const tl_vulkan_artifact *a, int k, size_t word, char *buf, size_t cap)
{
    buf[0] = '\0';
    if (!a || k < 0 || k >= a->nkernels)
        return;
    const tl_vulkan_kernel *kk = &a->kernels[k];
    size_t idx;
    uint32_t op;
    if (!inst_at(kk->words, kk->nwords, word, &idx, &op) || idx >= kk->nlines || !kk->line_src[idx])
        return;
    snprintf(buf, cap, "%s:%d", a->file ? a->file : "<input>", kk->line_src[idx]);
}

/* The word offset of the instruction spvValidate names: its message says
 * "[ID]" or quotes the instruction's id; the position it gives is the
 * instruction's index when it has one. */
static size_t word_of_index(const uint32_t *words, size_t nwords, size_t index)
{
    size_t i = 5, n = 0;
    while (i < nwords && n < index) {
        uint32_t cnt = words[i] >> 16;
        if (!cnt)
            break;
        i += cnt;
        n++;
    }
    return i;
}

/* One target feature attribute: 0, 1 or device (then dev, the device's). */
static bool feature(const tl_target *t, const char *name, bool dev, bool have_dev, bool *out, tl_error *err)
{
    const char *v = t ? tl_target_attr(t, name) : NULL;
    *out = false;
    if (!v)
        return true;
    if (strcmp(v, "device") == 0) {
        *out = have_dev && dev;
        return true;
    }
    if (strcmp(v, "0") != 0 && strcmp(v, "1") != 0)
        return tl_error_set(err, TL_ERR_INVALID, "target attribute %s is '%s': it is 0, 1 or device", name, v);
    *out = v[0] == '1';
    return true;
}

/* The target's f16, int8, int16 and subgroups attributes (specs/vulkan.lua):
 * explicit values, or `device`: what the device the target selects offers
 * (exec.c; without one, the portable form). */
static bool target_features(const struct tl_compilation *c, cg *g, tl_error *err)
{
    const tl_target *t = tl_context_target(c->ctx);
    bool any_dev = false;
    static const char *const names[] = {"f16", "int8", "int16", "int64", "ieee", "subgroups"};
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
        const char *v = t ? tl_target_attr(t, names[i]) : NULL;
        any_dev |= v && strcmp(v, "device") == 0;
    }
    tl_vulkan_caps caps = {0};
    bool have = false;
    if (any_dev) {
        tl_error e = {0};
        have = tl_vulkan_device_caps(t ? tl_target_attr(t, "device") : NULL, &caps, &e);
    }
    bool i64;
    if (!feature(t, "f16", caps.f16, have, &g->f16, err) || !feature(t, "int8", caps.int8, have, &g->int8, err) ||
        !feature(t, "int16", caps.int16, have, &g->int16, err) || !feature(t, "int64", caps.int64, have, &i64, err))
        return false;
    /* ieee: on unless the target says 0 (or device, and the device lacks it) */
    if (!(t && tl_target_attr(t, "ieee")))
        g->ieee = true;
    else if (!feature(t, "ieee", caps.ieee, have, &g->ieee, err))
        return false;
    const char *sv = t ? tl_target_attr(t, "subgroups") : NULL;
    g->sg = 0;
    if (sv && strcmp(sv, "device") == 0) {
        g->sg = have ? (caps.subgroup_min > 128 ? 128 : caps.subgroup_min) : 0;
    } else if (sv) {
        int n = atoi(sv);
        if (strspn(sv, "0123456789") != strlen(sv) || (n != 0 && (n < 4 || n > 128 || (n & (n - 1)))))
            return tl_error_set(err, TL_ERR_INVALID, "target attribute subgroups is '%s': it is 0, 4, 8, 16, 32, 64, "
                                "128 (the least subgroup size) or device", sv);
        g->sg = n;
    }
    return true;
}

/* The target's spirv_opt attribute (specs/vulkan.lua; normalization
 * checked it is one of its values): NULL for none, else the optimizer's
 * passes to run over every module, "performance" or "size". */
static const char *spirv_opt(const struct tl_compilation *c)
{
    const tl_target *t = tl_context_target(c->ctx);
    const char *v = t ? tl_target_attr(t, "spirv_opt") : NULL;
    return !v || strcmp(v, "none") == 0 ? NULL : strcmp(v, "size") == 0 ? "size" : "performance";
}

/* Validates kernel k's module: a refusal names the instruction and the
 * kernel source line it was written for. */
static bool validate(const tl_vulkan_artifact *a, int k, tl_error *err)
{
    const tl_vulkan_kernel *kk = &a->kernels[k];
    char msg[1024];
    size_t index = 0;
    if (!tl_vulkan_validate(kk->words, kk->nwords, msg, sizeof msg, &index, err))
        return false;
    if (!msg[0])
        return true;
    char where[600];
    size_t word = word_of_index(kk->words, kk->nwords, index);
    tl_vulkan_source_line(a, k, word, where, sizeof where);
    return tl_error_set(err, TL_ERR_INTERNAL, "vulkan: kernel '%s': spvValidate refused the SPIR-V%s%s%s (instruction %zu%s%s): %s",
                        kk->name, a->optimized ? " after the optimizer's " : "", a->optimized ? a->optimized : "",
                        a->optimized ? " passes" : "", index, where[0] ? ", written for " : "", where, msg);
}

bool tl_vulkan_artifact_validate(tl_vulkan_artifact *a, tl_error *err)
{
    if (a->validated)
        return true;
    for (int i = 0; i < a->nkernels; i++)
        if (!validate(a, i, err))
            return false;
    a->validated = true;
    return true;
}

/* The optimizer's passes over every module (validated already), and the
 * results validated again before they are handed on. */
static bool optimize(tl_vulkan_artifact *a, const char *passes, tl_error *err)
{
    for (int i = 0; i < a->nkernels; i++) {
        tl_vulkan_kernel *k = &a->kernels[i];
        uint32_t *words;
        size_t nwords;
        if (!tl_vulkan_optimize(k->words, k->nwords, strcmp(passes, "size") == 0, &words, &nwords, err))
            return false;
        free(k->words);
        k->words = words;
        k->nwords = nwords;
        /* the instructions moved: the optimized module's have no source lines */
        free(k->line_src);
        k->line_src = NULL;
        k->nlines = 0;
    }
    a->optimized = passes;
    a->validated = false;
    return tl_vulkan_artifact_validate(a, err);
}

static bool codegen(struct tl_compilation *c, tl_error *err)
{
    cg proto = {0};
    const char *passes = spirv_opt(c);
    if (!target_features(c, &proto, err))
        return false;
    tl_vulkan_artifact *art = calloc(1, sizeof *art);
    if (!art)
        return TL_TX_OOM(err);
    size_t nk = c->module->nkernels;
    art->kernels = calloc(nk ? nk : 1, sizeof *art->kernels);
    char from[256];
    snprintf(from, sizeof from, "%s", c->path ? c->path : "<input>");
    art->file = strdup(from);
    if (!art->kernels || !art->file) {
        tl_vulkan_artifact_free(art);
        return TL_TX_OOM(err);
    }
    c->device_source.len = 0;
    bool ok = true;
    for (size_t i = 0; i < nk && ok; i++) {
        cg g = {0};
        g.a = c->arena;
        g.f16 = proto.f16;
        g.int8 = proto.int8;
        g.int16 = proto.int16;
        g.ieee = proto.ieee;
        g.sg = proto.sg;
        /* each float operation rounds on its own (docs/language.md) */
        g.s.no_contraction = true;
        tl_vulkan_kernel *info = &art->kernels[art->nkernels++];
        info->name = strdup(c->module->kernels[i]->name);
        ok = kernel(&g, c->module->kernels[i], info, from, err);
        tl_spv_free(&g.s);
        art->f16 |= g.used_f16;
        art->int8 |= g.used_int8;
        art->int16 |= g.used_int16;
        art->subgroups |= g.sg_used;
        art->ieee32 |= g.ieee;
        art->ieee16 |= g.ieee && g.used_f16;
        if (ok && !info->name)
            ok = TL_TX_OOM(err);
    }
    /* every module validated before it is handed on: without SPIRV-Tools
     * the build fails saying why */
    if (ok)
        ok = tl_vulkan_artifact_validate(art, err);
    if (ok && passes)
        ok = optimize(art, passes, err);
    if (!ok) {
        tl_vulkan_artifact_free(art);
        return false;
    }
    /* the device source: the disassembly */
    for (int i = 0; i < art->nkernels && ok; i++)
        ok = tl_vulkan_disassemble(art->kernels[i].words, art->kernels[i].nwords, &c->device_source, err);
    if (!ok) {
        tl_vulkan_artifact_free(art);
        return false;
    }
    if (c->device_artifact)
        tl_vulkan_artifact_free(c->device_artifact);
    c->device_artifact = art;
    return true;
}

/* SPIR-V is compiled by the driver when the runtime makes a pipeline:
 * both builds write the modules and validate them. */
bool tl_vulkan_codegen_source(struct tl_compilation *c, tl_error *err) { return codegen(c, err); }
bool tl_vulkan_codegen_compile(struct tl_compilation *c, tl_error *err) { return codegen(c, err); }

bool tl_vulkan_codegen_emit(struct tl_compilation *c, const char *kind, struct tl_strbuf *out, tl_error *err)
{
    tl_vulkan_artifact *art = c->device_artifact;
    if (!art)
        return tl_error_set(err, TL_ERR_INVALID, "vulkan emit: no device code was generated");
    if (strcmp(kind, "spv") == 0) {
        for (int i = 0; i < art->nkernels; i++)
            tl_strbuf_append(out, (const char *)art->kernels[i].words, art->kernels[i].nwords * 4);
    } else if (strcmp(kind, "spvasm") == 0) {
        for (int i = 0; i < art->nkernels; i++)
            if (!tl_vulkan_disassemble(art->kernels[i].words, art->kernels[i].nwords, out, err))
                return false;
    } else {
        return tl_error_set(err, TL_ERR_INVALID, "vulkan emit: unknown kind '%s' (spv or spvasm)", kind);
    }
    return !out->failed || tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
}
