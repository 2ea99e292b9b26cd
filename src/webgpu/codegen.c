/*
 * codegen.c: the webgpu device codegen (specs/webgpu.lua): tile IR lowered by
 * the webgpu pipeline (the shared GPU lowering of src/transform/gpu.c without
 * the cp.async ring) in, one WGSL compute shader per kernel out, and the ES
 * module that runs them (module.c). Flow: after thread_sync and
 * make_packed_api; the tvm_ffi execution backend (exec.c) runs the module on
 * Dawn.
 *
 * A shader (webgpu.h has the bindings):
 *   - the block is a workgroup of T invocations (@workgroup_size(T), the
 *     product of threads(...)); the grid's blocks are numbered linearly over
 *     the dispatch, which the host splits over dimensions when it passes the
 *     device's per-dimension limit, and block (bx, by, bz) is recomputed
 *     from that number (a workgroup past the grid's end returns at once);
 *   - a `parallel` loop is spread over the invocations as gpu.h says: runs
 *     of vec iterations, run r to invocation r % T; its variables are
 *     recomputed from the iteration number;
 *   - a fragment place_fragments kept in registers is a function-scope
 *     array indexed by (step, lane); shared buffers and the other fragments
 *     are `var<workgroup>` arrays; `local` buffers function-scope arrays. On
 *     chip, every dtype is held as the type it is computed in (f32, i32,
 *     u32; bool as u32 0 or 1);
 *   - code outside parallel loops runs in every invocation alike; its
 *     stores into memory the invocations share are made by invocation 0
 *     alone (thread_sync put the barrier that publishes them), their index
 *     and value computed by all; its reads of workgroup memory are
 *     workgroupUniformLoad, so that WGSL's uniformity analysis accepts the
 *     barriers under branches on them;
 *   - constant subexpressions take their literals through identity
 *     functions (tl_rt_*): WGSL evaluates constant expressions when the
 *     shader is created and refuses one that overflows;
 *   - barrier() is workgroupBarrier() then storageBarrier() (thread_sync
 *     also orders global tensors the block writes and reads);
 *   - values: f16 and bf16 are computed in f32 and rounded to their dtype
 *     after every operation (tl_f16r, tl_bf16r: ties to even, as the
 *     interpreter rounds), 8- and 16-bit integers in i32/u32 wrapped to
 *     their width; i64 index arithmetic (the masks of
 *     legalize_safe_memory_access) is computed in i32, since no WebGPU
 *     buffer holds 2^31 elements; shifts, min/max with NaN, float to int
 *     conversions and ceildiv as the interpreter defines them (helpers);
 *     float division and sqrt correctly rounded (tl_div, tl_sqrt: WGSL's
 *     / is within 2.5 ULP, its sqrt inherited from 1 / inverseSqrt; the
 *     residuals are exact in integers, docs/webgpu.md has why);
 *   - global tensors of 8- and 16-bit dtypes (and bool, i4/u4) are packed in
 *     u32 words; stores into them clear and set their bits with atomicAnd
 *     and atomicOr, so invocations writing neighbouring elements of one
 *     word do not race;
 *   - atomic_add into f32 is a compare-exchange loop on atomic<u32> (WGSL
 *     has no float atomics), into i32/u32 atomicAdd; atomic_max/min into
 *     i32/u32 atomicMax/atomicMin, into f32 a compare-exchange loop; into
 *     packed dtypes a compare-exchange loop on the element's word.
 * The target's attributes say what the device has beyond WebGPU's core
 * (target_features): with f16=1 (shader-f16) f16 tensors are array<f16>
 * and f16 workgroup arrays f16 (`enable f16`; values still computed in
 * f32, chip_f16); with subgroups=S (subgroups of at least S invocations)
 * the combines of row reductions' partials run through subgroup shuffles
 * where a subgroup has S active invocations, the loop as written
 * elsewhere (sg_combine_write).
 * What WebGPU cannot hold is refused with the reason: 64-bit tensors and
 * scalars (no 64-bit types in WGSL; the message names the parameter), fp8,
 * fp4 and e8m0 dtypes, warp operations (lanes of 32 in lock-step, which
 * WebGPU's subgroups do not promise), more than 16 tensors, and a
 * tensor-core gemm (the kind has no `mma` attribute, so lower_gemm_simt
 * leaves none). Workgroup memory is the device's to refuse: each kernel's
 * bytes go into the ES module (module.c), checked against the device's
 * limits when it is loaded.
 */
#include <ctype.h>
#include <float.h>
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
#include "webgpu/webgpu.h"

enum { MEM_PLAIN, MEM_PACKED, MEM_ATOMIC, MEM_F16 };

typedef struct wg {
    tl_strbuf *o;
    tl_arena *a;
    tl_kernel *k;
    int ind;
    bool oom;
    int threads;
    const tl_stmt *par; /* the outermost parallel loop being written, or NULL */
    tl_gpu_partition part;
    bool atomic;        /* writing an atomic tile op's element loops */
    uint8_t *mem;       /* by buffer id (global tensors): MEM_* */
    bool *written;      /* by buffer id: the kernel stores into it */
    bool *atomic_dst;   /* by buffer id: some atomic tile op writes it */
    char unsupported[320];
    /* the WGSL line each kernel source line starts at */
    int *line_src;
    int nlines, cap_lines;
    size_t counted; /* bytes of o whose newlines are counted in nlines */
    int cur_src;    /* the source line of the statement being written */
    int uid;        /* for fresh names */
    bool rt_lits;   /* writing a constant subexpression: literals through tl_rt_* */
    /* the target's f16 and subgroups attributes: the device has shader-f16;
     * its subgroups have at least sg invocations (0: no subgroups) */
    bool f16;
    int sg;
    bool sg_used; /* this kernel combines partials with subgroup operations */
    bool used_f16; /* some kernel so far enables f16 */
} wg;

/* ---- the prelude: helpers every shader carries (the compiler drops unused
 * ones) ---------------------------------------------------------------------- */

static const char prelude[] =
    "// inf and NaN are made at run time (a user function's result never is a constant expression):\n"
    "// WGSL refuses them in constant expressions; uniform, unlike a private variable's load\n"
    "fn tl_f_bits(b: u32) -> f32 { return bitcast<f32>(b); }\n"
    "fn tl_inf() -> f32 { return tl_f_bits(0x7f800000u); }\n"
    "fn tl_nan() -> f32 { return tl_f_bits(0x7fc00000u); }\n"
    "fn tl_isnan(x: f32) -> bool { return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u; }\n"
    "// literals of a constant subexpression pass through these, so that WGSL evaluates it at run\n"
    "// time: an overflow in a constant expression is a shader-creation error, at run time it wraps\n"
    "fn tl_rt_f(x: f32) -> f32 { return x; }\n"
    "fn tl_rt_i(x: i32) -> i32 { return x; }\n"
    "fn tl_rt_u(x: u32) -> u32 { return x; }\n"
    "fn tl_rt_b(x: bool) -> bool { return x; }\n"
    "// IEEE binary16 from f32, to nearest with ties to even; past 65504 to inf\n"
    "fn tl_f16_bits(x: f32) -> u32 {\n"
    "    let b = bitcast<u32>(x);\n"
    "    let s = (b >> 16u) & 0x8000u;\n"
    "    let a = b & 0x7fffffffu;\n"
    "    if (a > 0x7f800000u) { return s | 0x7e00u | ((a >> 13u) & 0x3ffu); }\n"
    "    if (a >= 0x477ff000u) { return s | 0x7c00u; }\n"
    "    if (a >= 0x38800000u) { return s | ((a + 0xfffu + ((a >> 13u) & 1u) - 0x38000000u) >> 13u); }\n"
    "    return s | u32(round(bitcast<f32>(a) * 16777216.0f));\n"
    "}\n"
    "fn tl_f16_val(h: u32) -> f32 {\n"
    "    let s = (h & 0x8000u) << 16u;\n"
    "    let e = (h >> 10u) & 0x1fu;\n"
    "    let m = h & 0x3ffu;\n"
    "    if (e == 0u) { return bitcast<f32>(s | bitcast<u32>(f32(m) * 5.9604644775390625e-8f)); }\n"
    "    if (e == 31u) { return bitcast<f32>(s | 0x7f800000u | (m << 13u)); }\n"
    "    return bitcast<f32>(s | ((e + 112u) << 23u) | (m << 13u));\n"
    "}\n"
    "fn tl_f16r(x: f32) -> f32 { return tl_f16_val(tl_f16_bits(x)); }\n"
    "// bfloat16: f32's top half, to nearest with ties to even\n"
    "fn tl_bf16_bits(x: f32) -> u32 {\n"
    "    let b = bitcast<u32>(x);\n"
    "    if ((b & 0x7fffffffu) > 0x7f800000u) { return (b >> 16u) | 0x40u; }\n"
    "    return (b + 0x7fffu + ((b >> 16u) & 1u)) >> 16u;\n"
    "}\n"
    "fn tl_bf16_val(h: u32) -> f32 { return bitcast<f32>(h << 16u); }\n"
    "fn tl_bf16r(x: f32) -> f32 { return tl_bf16_val(tl_bf16_bits(x)); }\n"
    "// min and max as the interpreter's: a NaN operand is ignored\n"
    "fn tl_fmin(a: f32, b: f32) -> f32 { if (tl_isnan(a)) { return b; } if (tl_isnan(b)) { return a; } return min(a, b); }\n"
    "fn tl_fmax(a: f32, b: f32) -> f32 { if (tl_isnan(a)) { return b; } if (tl_isnan(b)) { return a; } return max(a, b); }\n"
    "// float to integer: truncated, saturated, NaN to 0\n"
    "fn tl_f2i(x: f32) -> i32 {\n"
    "    if (tl_isnan(x)) { return 0i; }\n"
    "    if (x >= 2147483648.0f) { return 2147483647i; }\n"
    "    if (x <= -2147483648.0f) { return -2147483647i - 1i; }\n"
    "    return i32(trunc(x));\n"
    "}\n"
    "fn tl_f2i_in(x: f32, lo: f32, hi: f32) -> i32 {\n"
    "    if (tl_isnan(x)) { return 0i; }\n"
    "    return i32(clamp(trunc(x), lo, hi));\n"
    "}\n"
    "fn tl_f2u(x: f32) -> u32 {\n"
    "    if (tl_isnan(x) || x <= 0.0f) { return 0u; }\n"
    "    if (x >= 4294967296.0f) { return 4294967295u; }\n"
    "    return u32(trunc(x));\n"
    "}\n"
    "fn tl_f2u_in(x: f32, hi: f32) -> u32 {\n"
    "    if (tl_isnan(x) || x <= 0.0f) { return 0u; }\n"
    "    return u32(min(trunc(x), hi));\n"
    "}\n"
    "// ceildiv, shifts by counts read as unsigned (a count past the width acts as the width)\n"
    "fn tl_cdiv_i(a: i32, b: i32) -> i32 { let q = a / b; return select(q, q + 1i, (a % b != 0i) && ((a < 0i) == (b < 0i))); }\n"
    "fn tl_cdiv_u(a: u32, b: u32) -> u32 { return a / b + select(0u, 1u, a % b != 0u); }\n"
    "fn tl_shl_i(x: i32, n: u32) -> i32 { return select(x << min(n, 31u), 0i, n >= 32u); }\n"
    "fn tl_shl_u(x: u32, n: u32) -> u32 { return select(x << min(n, 31u), 0u, n >= 32u); }\n"
    "fn tl_shr_i(x: i32, n: u32) -> i32 { return x >> min(n, 31u); }\n"
    "fn tl_shr_u(x: u32, n: u32) -> u32 { return select(x >> min(n, 31u), 0u, n >= 32u); }\n"
    "// f32 division correctly rounded as IEEE 754 (the interpreter's), on any WebGPU device:\n"
    "// WGSL's x / y is only within 2.5 ULP (NVIDIA's is not correctly rounded), its fma may be\n"
    "// unfused and its f32 arithmetic may flush subnormals, but its integer arithmetic is exact.\n"
    "// tl_sig: |x|'s significand in [2^23, 2^24) (a subnormal's shifted up) and its exponent\n"
    "// field (1 - the shift for a subnormal), so |x| = m * 2^(e - 150); x finite and nonzero.\n"
    "fn tl_sig(x: u32) -> vec2<i32> {\n"
    "    let e = i32(x >> 23u);\n"
    "    if (e != 0i) { return vec2<i32>(i32((x & 0x7fffffu) | 0x800000u), e); }\n"
    "    let sh = countLeadingZeros(x) - 8u;\n"
    "    return vec2<i32>(i32(x << sh), 1i - i32(sh));\n"
    "}\n"
    "// the float of sign s and magnitude (q + r / m) * 2^(e - 150), q in [2^23, 2^24) and\n"
    "// 0 <= r < m: rounded to nearest, ties to even, to a normal, subnormal, zero or inf\n"
    "fn tl_fround(s: u32, q: u32, r: u32, m: u32, e: i32) -> f32 {\n"
    "    if (e >= 255i) { return bitcast<f32>(s | 0x7f800000u); }\n"
    "    if (e >= 1i) {\n"
    "        let up = 2u * r > m || (2u * r == m && (q & 1u) == 1u);\n"
    "        return bitcast<f32>(s | ((u32(e - 1i) << 23u) + q + select(0u, 1u, up)));\n"
    "    }\n"
    "    let k = u32(min(1i - e, 25i));\n"
    "    let qs = q >> k;\n"
    "    let rem = q & ((1u << k) - 1u);\n"
    "    let half = 1u << (k - 1u);\n"
    "    let up = rem > half || (rem == half && (r != 0u || (qs & 1u) == 1u));\n"
    "    return bitcast<f32>(s | (qs + select(0u, 1u, up)));\n"
    "}\n"
    "// a / b: q = floor(ma 2^sh / mb), in [2^23, 2^24), and the exact residual r = ma 2^sh - q mb\n"
    "// from an estimate of q (the device's division) corrected in integers: r is computed modulo\n"
    "// 2^32, exact while the estimate is within 127 units (WGSL's 2.5 ULP give at most 6), and\n"
    "// floor(r / mb) from f32 is off by at most one (|r / mb| < 128), which the last step fixes\n"
    "fn tl_div(a: f32, b: f32) -> f32 {\n"
    "    let s = (bitcast<u32>(a) ^ bitcast<u32>(b)) & 0x80000000u;\n"
    "    let xa = bitcast<u32>(a) & 0x7fffffffu;\n"
    "    let xb = bitcast<u32>(b) & 0x7fffffffu;\n"
    "    if (xa > 0x7f800000u || xb > 0x7f800000u || (xa == xb && (xa == 0u || xa == 0x7f800000u))) { return tl_nan(); }\n"
    "    if (xa == 0x7f800000u || xb == 0u) { return bitcast<f32>(s | 0x7f800000u); }\n"
    "    if (xa == 0u || xb == 0x7f800000u) { return bitcast<f32>(s); }\n"
    "    let na = tl_sig(xa);\n"
    "    let nb = tl_sig(xb);\n"
    "    let ma = u32(na.x);\n"
    "    let mb = u32(nb.x);\n"
    "    let sh = select(24u, 23u, ma >= mb);\n"
    "    var q = u32(f32(ma) / f32(mb) * f32(1u << sh));\n"
    "    var r = bitcast<i32>((ma << sh) - q * mb);\n"
    "    let d = i32(floor(f32(r) / f32(mb)));\n"
    "    q = q + bitcast<u32>(d);\n"
    "    r = r - d * i32(mb);\n"
    "    if (r < 0i) { q = q - 1u; r = r + i32(mb); } else if (r >= i32(mb)) { q = q + 1u; r = r - i32(mb); }\n"
    "    return tl_fround(s, q, u32(r), mb, na.y - nb.y - i32(sh) + 150i);\n"
    "}\n"
    "// sqrt correctly rounded (WGSL's is inherited from 1 / inverseSqrt): x = m 2^(e - 150)\n"
    "// (tl_sig), m2 = m 2^sh with e - sh even, N = m2 2^22 in [2^46, 2^48); R, sqrt(N) to\n"
    "// nearest, is the result's significand: the device's sqrt of N (exact input) corrected\n"
    "// twice by a unit, R being right when (2R - 1)^2 < 4N < (2R + 1)^2, the squares as\n"
    "// (hi, lo) words from 16-bit halves\n"
    "fn tl_mul64(a: u32, b: u32) -> vec2<u32> {\n"
    "    let al = a & 0xffffu; let ah = a >> 16u; let bl = b & 0xffffu; let bh = b >> 16u;\n"
    "    let ll = al * bl; let lh = al * bh; let hl = ah * bl;\n"
    "    let mid = (ll >> 16u) + (lh & 0xffffu) + (hl & 0xffffu);\n"
    "    return vec2<u32>(ah * bh + (lh >> 16u) + (hl >> 16u) + (mid >> 16u), (mid << 16u) | (ll & 0xffffu));\n"
    "}\n"
    "fn tl_gt64(a: vec2<u32>, b: vec2<u32>) -> bool { return a.x > b.x || (a.x == b.x && a.y > b.y); }\n"
    "fn tl_sqrt(x: f32) -> f32 {\n"
    "    if (!(x > 0.0f) || x == tl_inf()) { return select(x, tl_nan(), x < 0.0f); }\n"
    "    let s = tl_sig(bitcast<u32>(x));\n"
    "    let sh = select(2u, 1u, (s.y & 1i) != 0i);\n"
    "    let m2 = u32(s.x) << sh;\n"
    "    var r = u32(sqrt(f32(m2) * 4194304.0f));\n"
    "    let n4 = vec2<u32>(m2 >> 8u, m2 << 24u);\n"
    "    for (var k = 0; k < 2; k++) {\n"
    "        if (tl_gt64(n4, tl_mul64(2u * r + 1u, 2u * r + 1u))) { r = r + 1u; }\n"
    "        if (tl_gt64(tl_mul64(2u * r - 1u, 2u * r - 1u), n4)) { r = r - 1u; }\n"
    "    }\n"
    "    return f32(r) * bitcast<f32>(u32(((s.y - i32(sh) - 172i) >> 1u) + 127i) << 23u);\n"
    "}\n"
    "// erf to within a few ulp of f32 (Numerical Recipes' erfc, rational in exp)\n"
    "fn tl_erf(x: f32) -> f32 {\n"
    "    let z = abs(x);\n"
    "    let t = 1.0f / (1.0f + 0.5f * z);\n"
    "    let r = t * exp(-z * z - 1.26551223f + t * (1.00002368f + t * (0.37409196f + t * (0.09678418f +\n"
    "            t * (-0.18628806f + t * (0.27886807f + t * (-1.13520398f + t * (1.48851587f +\n"
    "            t * (-0.82215223f + t * 0.17087277f)))))))));\n"
    "    return select(r - 1.0f, 1.0f - r, x >= 0.0f);\n"
    "}\n"
    "fn tl_tanh(x: f32) -> f32 { return tanh(clamp(x, -20.0f, 20.0f)); }\n"
    "fn tl_sigmoid(x: f32) -> f32 { return 1.0f / (1.0f + exp(-x)); }\n"
    /* C's pow: WGSL's is exp2(y * log2(x)), undefined for x = 0, y <= 0
     * and NaN where C gives 1 (x ^ 0, 1 ^ y, (-1) ^ inf) */
    "fn tl_pow(x: f32, y: f32) -> f32 {\n"
    "    if (y == 0.0f || x == 1.0f || (abs(x) == 1.0f && abs(y) == tl_inf())) { return 1.0f; }\n"
    "    if (tl_isnan(x) || tl_isnan(y)) { return tl_nan(); }\n"
    "    let odd = trunc(y) == y && trunc(y * 0.5f) * 2.0f != y;\n"
    "    if (x == 0.0f) {\n"
    "        let r = select(0.0f, tl_inf(), y < 0.0f);\n"
    "        return select(r, -r, odd && (bitcast<u32>(x) >> 31u) != 0u);\n"
    "    }\n"
    "    if (x > 0.0f) { return pow(x, y); }\n"
    "    if (trunc(y) != y && abs(y) != tl_inf()) { return tl_nan(); }\n"
    "    let m = pow(-x, y);\n"
    "    return select(m, -m, odd);\n"
    "}\n";

/* ---- output ------------------------------------------------------------------ */

static const char *const reserved[] = {
    "alias", "break", "case", "const", "const_assert", "continue", "continuing", "default", "diagnostic", "discard",
    "else", "enable", "false", "fn", "for", "if", "let", "loop", "override", "requires", "return", "struct",
    "switch", "true", "var", "while", "NULL", "Self", "abstract", "active", "alignas", "alignof", "as", "asm",
    "asm_fragment", "async", "attribute", "auto", "await", "become", "cast", "catch", "class", "co_await",
    "co_return", "co_yield", "coherent", "column_major", "common", "compile", "compile_fragment", "concept",
    "const_cast", "consteval", "constexpr", "constinit", "crate", "debugger", "decltype", "delete", "demote",
    "demote_to_helper", "do", "dynamic_cast", "enum", "explicit", "export", "extends", "extern", "external",
    "fallthrough", "filter", "final", "finally", "friend", "from", "fxgroup", "get", "goto", "groupshared",
    "highp", "impl", "implements", "import", "inline", "instanceof", "interface", "layout", "lowp", "macro",
    "macro_rules", "match", "mediump", "meta", "mod", "module", "move", "mut", "mutable", "namespace", "new",
    "nil", "noexcept", "noinline", "nointerpolation", "non_coherent", "noncoherent", "noperspective", "null",
    "nullptr", "of", "operator", "package", "packoffset", "partition", "pass", "patch", "pixelfragment",
    "precise", "precision", "premerge", "priv", "protected", "pub", "public", "readonly", "ref", "regardless",
    "register", "reinterpret_cast", "require", "resource", "restrict", "self", "set", "shared", "sizeof",
    "smooth", "snorm", "static", "static_assert", "static_cast", "std", "subroutine", "super", "target",
    "template", "this", "thread_local", "throw", "trait", "try", "type", "typedef", "typeid", "typename",
    "typeof", "union", "unless", "unorm", "unsafe", "unsized", "use", "using", "varying", "virtual", "volatile",
    "wgsl", "where", "with", "writeonly", "yield",
    /* types and builtins a name must not shadow where the code uses them */
    "bool", "f16", "f32", "i32", "u32", "vec2", "vec3", "vec4", "array", "atomic", "ptr", "sampler", "bitcast",
    "select", "min", "max", "abs", "exp", "exp2", "log", "log2", "sqrt", "inverseSqrt", "tanh", "floor", "ceil",
    "pow", "sin", "cos", "round", "trunc", "clamp", "atomicLoad", "atomicStore", "atomicAdd", "atomicAnd",
    "atomicOr", "atomicMax", "atomicMin", "atomicCompareExchangeWeak", "workgroupBarrier", "storageBarrier",
    "main", "mat2x2", "mat3x3", "mat4x4", "texture", "uniform", "storage", "workgroup", "private", "function",
    "read", "write", "read_write",
};

/* A name as written, unless WGSL reserves it or it starts as tilec's own
 * names do (tl_) or as WGSL forbids (__): then with a trailing underscore. */
static const char *wname(wg *g, const char *n)
{
    bool clash = strncmp(n, "tl_", 3) == 0 || strncmp(n, "__", 2) == 0;
    for (size_t i = 0; !clash && i < sizeof reserved / sizeof *reserved; i++)
        clash = strcmp(n, reserved[i]) == 0;
    if (!clash)
        return n;
    char *r = tl_arena_alloc(g->a, strlen(n) + 3);
    if (!r) {
        g->oom = true;
        return n;
    }
    sprintf(r, "%s%s_", strncmp(n, "__", 2) == 0 ? "v" : "", n);
    return r;
}

static void out(wg *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void out(wg *g, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    tl_strbuf_vprintf(g->o, fmt, ap);
    va_end(ap);
}

/* Counts the lines written so far and records, for each new one, the
 * source line being written. */
static void count_lines(wg *g)
{
    for (; g->counted < g->o->len; g->counted++) {
        if (g->o->data[g->counted] != '\n')
            continue;
        if (g->nlines + 2 > g->cap_lines) {
            int nc = g->cap_lines ? g->cap_lines * 2 : 256;
            int *n = realloc(g->line_src, (size_t)nc * sizeof *n);
            if (!n) {
                g->oom = true;
                return;
            }
            g->line_src = n;
            g->cap_lines = nc;
        }
        g->nlines++;
        g->line_src[g->nlines] = g->cur_src;
    }
}

static void indent(wg *g)
{
    count_lines(g);
    for (int i = 0; i < g->ind; i++)
        tl_strbuf_puts(g->o, "    ");
}

static void line(wg *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void line(wg *g, const char *fmt, ...)
{
    indent(g);
    va_list ap;
    va_start(ap, fmt);
    tl_strbuf_vprintf(g->o, fmt, ap);
    va_end(ap);
    tl_strbuf_puts(g->o, "\n");
}

static void unsupported(wg *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void unsupported(wg *g, const char *fmt, ...)
{
    if (g->unsupported[0])
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(g->unsupported, sizeof g->unsupported, fmt, ap);
    va_end(ap);
}

/* ---- types --------------------------------------------------------------------- */

/* Whether WebGPU can hold dtype t at all, and why not. */
static const char *dtype_refusal(tl_dtype t)
{
    switch (t) {
    case TL_DT_I64:
    case TL_DT_U64:
    case TL_DT_F64: return "WGSL has no 64-bit types";
    case TL_DT_F8E4M3:
    case TL_DT_F8E5M2:
    case TL_DT_E8M0:
    case TL_DT_F4E2M1: return "the webgpu backend has no fp8, fp4 or e8m0 conversions yet";
    default: return NULL;
    }
}

/* The WGSL type a value of t is computed in (i64 index arithmetic in i32). */
static const char *vtype(tl_dtype t)
{
    if (t == TL_DT_BOOL)
        return "bool";
    if (tl_dtype_is_float(t))
        return "f32";
    if (tl_dtype_is_signed(t))
        return "i32";
    return "u32";
}

/* The type of an element on chip (bool as u32). */
static const char *mtype(tl_dtype t)
{
    return t == TL_DT_BOOL ? "u32" : vtype(t);
}

static bool small_float(tl_dtype t) { return t == TL_DT_F16 || t == TL_DT_BF16; }

/* Whether on-chip buffer s (its storage) is held as f16 in workgroup memory
 * (the device has shader-f16): half the bytes of f32. Values are still
 * computed in f32 and rounded to f16 after every operation, as the
 * interpreter does, so conversions to and from f16 are exact. Fragments in
 * registers and local buffers stay f32. */
static bool chip_f16(const wg *g, const tl_buffer *s)
{
    return g->f16 && s->dtype == TL_DT_F16 && !tl_gpu_in_registers(s) &&
           (s->scope == TL_SCOPE_SHARED || s->scope == TL_SCOPE_FRAGMENT);
}

/* Bits an element of t takes in a global tensor (bool 8, i4/u4 4). */
static int mem_bits(tl_dtype t) { return tl_dtype_bits(t); }

/* ---- expressions ------------------------------------------------------------------ */

static void expr(wg *g, const tl_expr *e);
static void expr_i32(wg *g, const tl_expr *e);

static void float_lit_(wg *g, double v);
static void float_lit(wg *g, double v)
{
    if (g->rt_lits) {
        out(g, "tl_rt_f(");
        float_lit_(g, v);
        out(g, ")");
    } else {
        float_lit_(g, v);
    }
}

static void float_lit_(wg *g, double v)
{
    if (isnan(v)) {
        out(g, "tl_nan()");
        return;
    }
    if (isinf(v)) {
        out(g, v < 0 ? "(-tl_inf())" : "tl_inf()");
        return;
    }
    float f = (float)v;
    if (isinf(f)) {
        out(g, v < 0 ? "(-tl_inf())" : "tl_inf()");
        return;
    }
    char buf[64];
    snprintf(buf, sizeof buf, "%.9g", (double)f);
    /* the shortest form can name a decimal past FLT_MAX, which WGSL refuses */
    if (fabs(strtod(buf, NULL)) > FLT_MAX)
        snprintf(buf, sizeof buf, "%.17g", (double)f);
    bool dot = strpbrk(buf, ".e") != NULL;
    out(g, "%s%s%sf%s", f < 0 ? "(" : "", buf, dot ? "" : ".0", f < 0 ? ")" : "");
}

static void int_lit_(wg *g, tl_dtype t, int64_t v);
static void int_lit(wg *g, tl_dtype t, int64_t v)
{
    if (g->rt_lits) {
        out(g, t == TL_DT_BOOL ? "tl_rt_b(" : !tl_dtype_is_signed(t) ? "tl_rt_u(" : "tl_rt_i(");
        int_lit_(g, t, v);
        out(g, ")");
    } else {
        int_lit_(g, t, v);
    }
}

static void int_lit_(wg *g, tl_dtype t, int64_t v)
{
    if (t == TL_DT_BOOL) {
        out(g, v ? "true" : "false");
        return;
    }
    if (!tl_dtype_is_signed(t)) {
        out(g, "%" PRIu32 "u", (uint32_t)v);
        return;
    }
    if (v < INT32_MIN || v > INT32_MAX) {
        unsupported(g, "the integer %" PRId64 " does not fit WGSL's i32", v);
        v = 0;
    }
    if (v == INT32_MIN)
        out(g, "(-2147483647i - 1i)");
    else if (v < 0)
        out(g, "(%" PRId64 "i)", v);
    else
        out(g, "%" PRId64 "i", v);
}

/* Wraps the value just written (opened by wrap_open) to t's width. */
static void wrap_open(wg *g, tl_dtype t)
{
    if (t == TL_DT_I8 || t == TL_DT_I16 || t == TL_DT_I4)
        out(g, "(((");
    else if (t == TL_DT_U8 || t == TL_DT_U16 || t == TL_DT_U4)
        out(g, "((");
    else if (t == TL_DT_F16)
        out(g, "tl_f16r(");
    else if (t == TL_DT_BF16)
        out(g, "tl_bf16r(");
}

static void wrap_close(wg *g, tl_dtype t)
{
    int w = tl_dtype_bits(t);
    if (t == TL_DT_I8 || t == TL_DT_I16 || t == TL_DT_I4)
        out(g, ") << %du) >> %du)", 32 - w, 32 - w);
    else if (t == TL_DT_U8 || t == TL_DT_U16 || t == TL_DT_U4)
        out(g, ") & 0x%xu)", (1u << w) - 1u);
    else if (small_float(t))
        out(g, ")");
}

/* Converts the value of x (dtype x->dtype) to dtype to. */
static void cast_to(wg *g, tl_dtype to, const tl_expr *x)
{
    tl_dtype from = x->dtype;
    const char *tv = vtype(to), *fv = vtype(from);
    if (to == TL_DT_BOOL) {
        if (from == TL_DT_BOOL) {
            expr(g, x);
            return;
        }
        out(g, "(");
        expr(g, x);
        out(g, strcmp(fv, "f32") == 0 ? " != 0.0f)" : strcmp(fv, "i32") == 0 ? " != 0i)" : " != 0u)");
        return;
    }
    if (from == TL_DT_BOOL) {
        out(g, "select(");
        out(g, strcmp(tv, "f32") == 0 ? "0.0f, 1.0f" : strcmp(tv, "i32") == 0 ? "0i, 1i" : "0u, 1u");
        out(g, ", ");
        expr(g, x);
        out(g, ")");
        return;
    }
    bool ff = strcmp(fv, "f32") == 0, tf = strcmp(tv, "f32") == 0;
    if (ff && tf) {
        /* f32 -> f16/bf16 rounds; widening is exact */
        if (small_float(to) && to != from) {
            wrap_open(g, to);
            expr(g, x);
            wrap_close(g, to);
        } else {
            expr(g, x);
        }
        return;
    }
    if (ff) {
        int w = tl_dtype_bits(to) > 32 ? 32 : tl_dtype_bits(to);
        if (tl_dtype_is_signed(to)) {
            out(g, w == 32 ? "tl_f2i(" : "tl_f2i_in(");
            expr(g, x);
            if (w == 32)
                out(g, ")");
            else
                out(g, ", %d.0f, %d.0f)", -(1 << (w - 1)), (1 << (w - 1)) - 1);
        } else {
            out(g, w == 32 ? "tl_f2u(" : "tl_f2u_in(");
            expr(g, x);
            if (w == 32)
                out(g, ")");
            else
                out(g, ", %u.0f)", (1u << w) - 1u);
        }
        return;
    }
    if (tf) {
        wrap_open(g, to);
        out(g, "f32(");
        expr(g, x);
        out(g, ")");
        wrap_close(g, to);
        return;
    }
    /* integer to integer: reinterpret the 32 bits, then wrap to the width */
    wrap_open(g, to);
    if (strcmp(tv, fv) != 0) {
        out(g, "bitcast<%s>(", tv);
        expr(g, x);
        out(g, ")");
    } else {
        expr(g, x);
    }
    wrap_close(g, to);
}

static void bitcast_to(wg *g, tl_dtype to, const tl_expr *x)
{
    tl_dtype from = x->dtype;
    int bits = tl_dtype_bits(to);
    if (bits == 32) {
        if (strcmp(vtype(to), vtype(from)) == 0) {
            expr(g, x);
        } else {
            out(g, "bitcast<%s>(", vtype(to));
            expr(g, x);
            out(g, ")");
        }
        return;
    }
    /* 16 or 8 bits: through the u32 bit pattern, in the low bits */
    if (to == TL_DT_F16)
        out(g, "tl_f16_val(");
    else if (to == TL_DT_BF16)
        out(g, "tl_bf16_val(");
    else if (tl_dtype_is_signed(to))
        out(g, "(bitcast<i32>(");
    else
        out(g, "(");
    if (from == TL_DT_F16)
        out(g, "tl_f16_bits(");
    else if (from == TL_DT_BF16)
        out(g, "tl_bf16_bits(");
    else
        out(g, "(bitcast<u32>(");
    expr(g, x);
    if (small_float(from))
        out(g, ")");
    else
        out(g, ") & 0x%xu)", (1u << bits) - 1u);
    if (small_float(to) || !tl_dtype_is_signed(to))
        out(g, ")");
    else
        out(g, " << %du) >> %du)", 32 - bits, 32 - bits);
}

/* ---- memory ---------------------------------------------------------------------- */

static bool in_regs(const tl_buffer *b) { return tl_gpu_in_registers(b); }

/* The storage a (possibly view) buffer names. */
static const tl_buffer *storage_of(const tl_buffer *b) { return b->view_of ? b->view_of : b; }

/* The flat row-major index of buf[idx] (an i32 expression). */
static void flat_index(wg *g, const tl_buffer *b, tl_expr *const *idx)
{
    for (int d = 1; d < b->ndim; d++)
        out(g, "(");
    expr_i32(g, idx[0]);
    for (int d = 1; d < b->ndim; d++) {
        out(g, " * ");
        expr_i32(g, b->dims[d]);
        out(g, " + ");
        expr_i32(g, idx[d]);
        out(g, ")");
    }
}

/* The register of a register fragment touched by the current iteration. */
static void reg_slot(wg *g)
{
    if (g->part.vec > 1)
        out(g, "tl_s * %di + tl_v", g->part.vec);
    else
        out(g, "tl_s");
}

/* buf[idx] on chip as an lvalue of its memory type. */
static void chip_elem(wg *g, const tl_buffer *b, tl_expr *const *idx)
{
    const tl_buffer *s = storage_of(b);
    out(g, "%s[", wname(g, s->name));
    if (in_regs(s)) {
        if (!g->par || !tl_gpu_access_owned(g->par, b, idx))
            unsupported(g, "fragment '%s' is read or written outside its owner invocations", b->name);
        reg_slot(g);
    } else {
        flat_index(g, b, idx);
    }
    out(g, "]");
}

static void load(wg *g, const tl_buffer *b, tl_expr *const *idx)
{
    const tl_buffer *s = storage_of(b);
    if (s->scope != TL_SCOPE_GLOBAL) {
        /* outside parallel loops every invocation reads the same element
         * (thread_sync published it): workgroupUniformLoad says so to WGSL's
         * uniformity analysis, so a barrier may follow a branch on it */
        bool uniform = !g->par && !in_regs(s) && s->scope != TL_SCOPE_LOCAL;
        bool h = chip_f16(g, s);
        if (b->dtype == TL_DT_BOOL)
            out(g, "(");
        if (h)
            out(g, "f32(");
        if (uniform)
            out(g, "workgroupUniformLoad(&");
        chip_elem(g, b, idx);
        if (uniform)
            out(g, ")");
        if (h)
            out(g, ")");
        if (b->dtype == TL_DT_BOOL)
            out(g, " != 0u)");
        return;
    }
    const char *n = wname(g, s->name);
    int m = g->mem[s->id];
    if (m == MEM_PLAIN || m == MEM_F16) {
        out(g, "%s%s[", m == MEM_F16 ? "f32(" : "", n);
        flat_index(g, b, idx);
        out(g, "]%s", m == MEM_F16 ? ")" : "");
    } else if (m == MEM_ATOMIC) {
        bool f = b->dtype == TL_DT_F32;
        out(g, "%satomicLoad(&%s[", f ? "bitcast<f32>(" : "", n);
        flat_index(g, b, idx);
        out(g, "])%s", f ? ")" : "");
    } else {
        /* tl_ld_NAME: the element's bits, decoded */
        tl_dtype t = b->dtype;
        int w = mem_bits(t);
        if (t == TL_DT_F16)
            out(g, "tl_f16_val(");
        else if (t == TL_DT_BF16)
            out(g, "tl_bf16_val(");
        else if (t == TL_DT_BOOL)
            out(g, "(");
        else if (tl_dtype_is_signed(t))
            out(g, "((bitcast<i32>(");
        out(g, "tl_ld_%s(", n);
        flat_index(g, b, idx);
        out(g, ")");
        if (small_float(t))
            out(g, ")");
        else if (t == TL_DT_BOOL)
            out(g, " != 0u)");
        else if (tl_dtype_is_signed(t))
            out(g, ") << %du) >> %du)", 32 - w, 32 - w);
    }
}

/* ---- expressions (cont.) ------------------------------------------------------------ */

static void binary(wg *g, const tl_expr *e)
{
    tl_binop op = e->bin.op;
    const tl_expr *a = e->bin.a, *b = e->bin.b;
    const char *t = vtype(a->dtype);
    bool fl = strcmp(t, "f32") == 0, sg = strcmp(t, "i32") == 0;
    if (tl_binop_is_compare(op) || tl_binop_is_logic(op)) {
        out(g, "(");
        expr(g, a);
        out(g, " %s ", tl_binop_name(op));
        expr(g, b);
        out(g, ")");
        return;
    }
    if (op == TL_BIN_CEILDIV) {
        if (fl) {
            unsupported(g, "ceildiv of floats");
            return;
        }
        wrap_open(g, e->dtype);
        out(g, "tl_cdiv_%s(", sg ? "i" : "u");
        expr(g, a);
        out(g, ", ");
        expr(g, b);
        out(g, ")");
        wrap_close(g, e->dtype);
        return;
    }
    if (op == TL_BIN_SHL || op == TL_BIN_SHR) {
        wrap_open(g, e->dtype);
        out(g, "tl_sh%s_%s(", op == TL_BIN_SHL ? "l" : "r", sg ? "i" : "u");
        expr(g, a);
        out(g, ", ");
        if (strcmp(vtype(b->dtype), "u32") == 0) {
            expr(g, b);
        } else {
            out(g, "bitcast<u32>(");
            expr(g, b);
            out(g, ")");
        }
        out(g, ")");
        wrap_close(g, e->dtype);
        return;
    }
    if (fl && op == TL_BIN_DIV) {
        /* correctly rounded, as the interpreter's (WGSL's / is within 2.5 ULP) */
        wrap_open(g, e->dtype);
        out(g, "tl_div(");
        expr(g, a);
        out(g, ", ");
        expr(g, b);
        out(g, ")");
        wrap_close(g, e->dtype);
        return;
    }
    /* & | ^ of values already in their width stay in it */
    bool wrap = !(op == TL_BIN_BAND || op == TL_BIN_BOR || op == TL_BIN_BXOR);
    if (wrap)
        wrap_open(g, e->dtype);
    out(g, "(");
    expr(g, a);
    out(g, " %s ", tl_binop_name(op));
    expr(g, b);
    out(g, ")");
    if (wrap)
        wrap_close(g, e->dtype);
}

static void call(wg *g, const tl_expr *e)
{
    tl_mathfn fn = e->call.fn;
    const tl_expr *x = e->call.args[0], *y = e->call.nargs > 1 ? e->call.args[1] : NULL;
    if (tl_mathfn_is_warp(fn)) {
        unsupported(g, "warp operation %s: a warp is 32 lanes in lock-step, lane = thread %% 32, and WebGPU fixes "
                    "neither a subgroup's size nor which invocations form it", tl_mathfn_name(fn));
        return;
    }
    bool fl = tl_dtype_is_float(e->dtype);
    const char *name = NULL;
    switch (fn) {
    case TL_FN_EXP: name = "exp"; break;
    case TL_FN_EXP2: name = "exp2"; break;
    case TL_FN_LOG: name = "log"; break;
    case TL_FN_LOG2: name = "log2"; break;
    case TL_FN_SQRT: name = "tl_sqrt"; break;
    case TL_FN_RSQRT: name = "inverseSqrt"; break;
    case TL_FN_ABS: name = "abs"; break;
    case TL_FN_TANH: name = "tl_tanh"; break;
    case TL_FN_FLOOR: name = "floor"; break;
    case TL_FN_CEIL: name = "ceil"; break;
    case TL_FN_MIN: name = fl ? "tl_fmin" : "min"; break;
    case TL_FN_MAX: name = fl ? "tl_fmax" : "max"; break;
    case TL_FN_POW: name = "tl_pow"; break;
    case TL_FN_SIN: name = "sin"; break;
    case TL_FN_COS: name = "cos"; break;
    case TL_FN_ERF: name = "tl_erf"; break;
    case TL_FN_SIGMOID: name = "tl_sigmoid"; break;
    case TL_FN_FMA: name = "fma"; break;
    default: unsupported(g, "math function %s", tl_mathfn_name(fn)); return;
    }
    bool wrap = fl || fn == TL_FN_ABS;
    if (wrap)
        wrap_open(g, e->dtype);
    out(g, "%s(", name);
    expr(g, x);
    if (y) {
        out(g, ", ");
        expr(g, y);
    }
    if (e->call.nargs > 2) {
        out(g, ", ");
        expr(g, e->call.args[2]);
    }
    out(g, ")");
    if (wrap)
        wrap_close(g, e->dtype);
}

/* Whether e reads no variable and no memory: WGSL would evaluate it when the
 * shader is created. */
static bool is_const(const tl_expr *e)
{
    switch (e->kind) {
    case TL_EXPR_INT:
    case TL_EXPR_FLOAT: return true;
    case TL_EXPR_VAR:
    case TL_EXPR_LOAD: return false;
    case TL_EXPR_BINARY: return is_const(e->bin.a) && is_const(e->bin.b);
    case TL_EXPR_UNARY: return is_const(e->un.a);
    case TL_EXPR_SELECT: return is_const(e->sel.cond) && is_const(e->sel.a) && is_const(e->sel.b);
    case TL_EXPR_CAST: return is_const(e->cast.a);
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            if (!is_const(e->call.args[i]))
                return false;
        return true;
    }
    return false;
}

static void expr_(wg *g, const tl_expr *e);
static void expr(wg *g, const tl_expr *e)
{
    if (!g->rt_lits && e->kind != TL_EXPR_INT && e->kind != TL_EXPR_FLOAT && is_const(e)) {
        g->rt_lits = true;
        expr_(g, e);
        g->rt_lits = false;
        return;
    }
    expr_(g, e);
}

/* e as an i32 (indices and loop bounds of any integer dtype). */
static void expr_i32(wg *g, const tl_expr *e)
{
    const char *t = vtype(e->dtype);
    if (strcmp(t, "i32") == 0) {
        expr(g, e);
    } else if (strcmp(t, "u32") == 0) {
        out(g, "bitcast<i32>(");
        expr(g, e);
        out(g, ")");
    } else {
        cast_to(g, TL_DT_I32, e);
    }
}

static void expr_(wg *g, const tl_expr *e)
{
    if (dtype_refusal(e->dtype) && e->dtype != TL_DT_I64 && e->dtype != TL_DT_U64)
        unsupported(g, "an expression of dtype %s: %s", tl_dtype_name(e->dtype), dtype_refusal(e->dtype));
    switch (e->kind) {
    case TL_EXPR_INT:
        int_lit(g, e->dtype, e->i);
        return;
    case TL_EXPR_FLOAT:
        /* a literal of a small float dtype holds that dtype's value */
        float_lit(g, tl_value_round(e->dtype, e->f));
        return;
    case TL_EXPR_VAR: out(g, "%s", wname(g, e->var->name)); return;
    case TL_EXPR_BINARY: binary(g, e); return;
    case TL_EXPR_UNARY: {
        const char *t = vtype(e->dtype);
        if (e->un.op == TL_UN_NOT) {
            out(g, "(!");
            expr(g, e->un.a);
            out(g, ")");
        } else if (e->un.op == TL_UN_NEG && strcmp(t, "u32") == 0) {
            wrap_open(g, e->dtype);
            out(g, "(0u - ");
            expr(g, e->un.a);
            out(g, ")");
            wrap_close(g, e->dtype);
        } else {
            bool w = strcmp(t, "f32") != 0;
            if (w)
                wrap_open(g, e->dtype);
            out(g, "(%s", e->un.op == TL_UN_NEG ? "-" : "~");
            expr(g, e->un.a);
            out(g, ")");
            if (w)
                wrap_close(g, e->dtype);
        }
        return;
    }
    case TL_EXPR_SELECT:
        /* both sides are evaluated: out-of-bounds storage reads are safe in
         * WGSL (they give some value of the buffer or zero, never a fault) */
        out(g, "select(");
        expr(g, e->sel.b);
        out(g, ", ");
        expr(g, e->sel.a);
        out(g, ", ");
        expr(g, e->sel.cond);
        out(g, ")");
        return;
    case TL_EXPR_CAST:
        if (e->cast.bits)
            bitcast_to(g, e->dtype, e->cast.a);
        else
            cast_to(g, e->dtype, e->cast.a);
        return;
    case TL_EXPR_CALL: call(g, e); return;
    case TL_EXPR_LOAD: load(g, e->load.buf, e->load.idx); return;
    }
}

/* e converted to dtype t (as a store or let does). */
static void expr_as(wg *g, tl_dtype t, const tl_expr *e)
{
    if (e->dtype == t)
        expr(g, e);
    else
        cast_to(g, t, e);
}

/* ---- statements ----------------------------------------------------------------------- */

static void block(wg *g, const tl_block *b);
static void stmt(wg *g, const tl_stmt *s);
static void store(wg *g, const tl_stmt *s);

static void loop_vars(wg *g, const tl_stmt *s, const char *from, bool inner, const char *lane)
{
    int n = s->loop.nvars;
    for (int d = 0; d < n; d++) {
        if ((d == n - 1) != inner)
            continue;
        indent(g);
        out(g, "let %s = (%s", wname(g, s->loop.vars[d]->name), from);
        for (int e = d + 1; e < n; e++) {
            out(g, " / ");
            expr_i32(g, s->loop.end[e]);
        }
        if (d > 0) {
            out(g, " %% ");
            expr_i32(g, s->loop.end[d]);
        }
        out(g, ")%s%s;\n", lane ? " + " : "", lane ? lane : "");
    }
}

static void parallel(wg *g, const tl_stmt *s)
{
    tl_gpu_partition p = tl_gpu_partition_of(g->k, s);
    g->par = s;
    g->part = p;
    int n = s->loop.nvars;
    if (p.mma) {
        unsupported(g, "a loop over a tensor-core accumulator");
        g->par = NULL;
        return;
    }
    indent(g);
    out(g, "// parallel");
    for (int d = 0; d < n; d++)
        out(g, "%s%s", d ? ", " : " ", s->loop.vars[d]->name);
    if (p.elems >= 0) {
        out(g, ": %" PRId64 " iterations, runs of %d, %" PRId64 " per invocation\n", p.elems, p.vec, p.steps);
        line(g, "for (var tl_s = 0i; tl_s < %" PRId64 "i; tl_s++) {", p.steps);
        g->ind++;
        line(g, "let tl_r = tl_s * %di + tl_tid;", p.threads);
        bool check = p.runs % p.threads != 0;
        if (check) {
            line(g, "if (tl_r < %" PRId64 "i) {", p.runs);
            g->ind++;
        }
        line(g, "let tl_e = tl_r * %di;", p.vec);
        loop_vars(g, s, "tl_e", false, NULL);
        if (p.vec > 1) {
            line(g, "for (var tl_v = 0i; tl_v < %di; tl_v++) {", p.vec);
            g->ind++;
        }
        loop_vars(g, s, "tl_e", true, p.vec > 1 ? "tl_v" : NULL);
        block(g, &s->loop.body);
        if (p.vec > 1) {
            g->ind--;
            line(g, "}");
        }
        if (check) {
            g->ind--;
            line(g, "}");
        }
        g->ind--;
        line(g, "}");
    } else {
        out(g, ": extents known at run time, one iteration at a time\n");
        indent(g);
        out(g, "for (var tl_x = tl_tid; tl_x < ");
        for (int d = 0; d < n; d++) {
            out(g, "%s", d ? " * " : "");
            expr_i32(g, s->loop.end[d]);
        }
        out(g, "; tl_x += %di) {\n", p.threads);
        g->ind++;
        loop_vars(g, s, "tl_x", false, NULL);
        loop_vars(g, s, "tl_x", true, NULL);
        block(g, &s->loop.body);
        g->ind--;
        line(g, "}");
    }
    g->par = NULL;
}

/* ---- reductions' combines through subgroups ------------------------------------------ */

/* The combine of a row reduction's partials (split_reductions' second step):
 *   for i in parallel(R) { [dst[i] = init]; for red in range(G) { dst[i] = op(dst[i], P[i, red]) } }
 * with op + or a two-argument min/max of f32, i32 or u32 (or max of abs(P[i,
 * red]), reduce_absmax's, abs applied as each partial is read), P and dst in
 * workgroup memory, G a power of two, R <= T (so invocation i owns row i).
 * Where the device has subgroups, every subgroup combines the rows itself,
 * in clusters of C invocations, K = S / C rows at a time (S the least
 * subgroup size the target names): each invocation of a cluster combines
 * G / C partials of its row, a butterfly of subgroupShuffleXor combines
 * the cluster, and row i's owner takes the total from its cluster with
 * subgroupShuffle. WebGPU fixes neither the subgroup size nor which
 * invocations form a subgroup, so this holds for any: it uses invocation
 * ids within the subgroup only, and a subgroup runs it only when at least S
 * of its invocations are active with ids 0..n-1 (subgroupAdd,
 * subgroupAll; every implementation's subgroups, partial ones included);
 * otherwise the subgroup runs the loop as written. C and K are chosen so
 * that the subgroup's steps, ceil(R / K) (G / C + log2 C + 1), are fewest;
 * when they are not fewer than the loop's G, the loop stays. */
typedef tl_gpu_sg_combine sg_combine;

static bool sg_match(const wg *g, const tl_stmt *s, sg_combine *c) { return tl_gpu_sg_combine_match(g->k, s, g->sg, g->threads, c); }

/* Whether some combine in b runs through subgroups (before the shader's
 * header is written: it enables the extension and takes the builtins). */
static bool sg_any(const wg *g, const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        sg_combine c;
        if (s->kind == TL_STMT_FOR && s->loop.kind == TL_LOOP_PARALLEL) {
            if (sg_match(g, s, &c))
                return true;
            continue; /* a combine is never inside a parallel loop */
        }
        if ((s->kind == TL_STMT_FOR && sg_any(g, &s->loop.body)) ||
            (s->kind == TL_STMT_WHILE && sg_any(g, &s->whiles.body)) ||
            (s->kind == TL_STMT_IF && (sg_any(g, &s->ifs.then_body) || sg_any(g, &s->ifs.else_body))))
            return true;
    }
    return false;
}

/* op(a, b) of the combine's update, on WGSL names a and b. */
static void sg_op(wg *g, const tl_expr *v, const char *a, const char *b)
{
    bool fl = v->dtype == TL_DT_F32;
    if (v->kind == TL_EXPR_BINARY)
        out(g, "(%s + %s)", a, b);
    else
        out(g, "%s(%s, %s)", v->call.fn == TL_FN_MAX ? (fl ? "tl_fmax" : "max") : (fl ? "tl_fmin" : "min"), a, b);
}

static bool sg_combine_write(wg *g, const tl_stmt *s)
{
    sg_combine c;
    if (!sg_match(g, s, &c))
        return false;
    const tl_expr *v = c.up->store.value;
    const char *vt = vtype(c.dst->dtype);
    line(g, "// parallel %s: %" PRId64 " rows of %" PRId64 " partials, combined by each subgroup in clusters of %" PRId64
         " invocations, %" PRId64 " rows at a time",
         c.vi->name, c.rows, c.groups, c.c, c.k);
    line(g, "{");
    g->ind++;
    line(g, "let tl_sn = subgroupAdd(1u);");
    line(g, "if (subgroupAll(tl_sgi < tl_sn) && tl_sn >= %du) {", g->sg);
    g->ind++;
    line(g, "for (var tl_q0 = 0i; tl_q0 < %" PRId64 "i; tl_q0 += %" PRId64 "i) {", c.rows, c.k);
    g->ind++;
    line(g, "let tl_q = tl_q0 + i32(tl_sgi / %" PRId64 "u);", c.c);
    line(g, "let tl_j = i32(tl_sgi %% %" PRId64 "u);", c.c);
    line(g, "var tl_w = %s;", strcmp(vt, "f32") == 0 ? "0.0f" : strcmp(vt, "i32") == 0 ? "0i" : "0u");
    line(g, "if (tl_sgi < %du && tl_q < %" PRId64 "i) {", g->sg, c.rows);
    g->ind++;
    line(g, "tl_w = %s%s[tl_q * %" PRId64 "i + tl_j]%s;", c.abs ? "abs(" : "", wname(g, c.p->name), c.groups,
         c.abs ? ")" : "");
    line(g, "for (var tl_m = 1i; tl_m < %" PRId64 "i; tl_m++) {", c.groups / c.c);
    g->ind++;
    char pe[200];
    snprintf(pe, sizeof pe, "%s%s[tl_q * %" PRId64 "i + tl_m * %" PRId64 "i + tl_j]%s", c.abs ? "abs(" : "",
             wname(g, c.p->name), c.groups, c.c, c.abs ? ")" : "");
    indent(g);
    out(g, "tl_w = ");
    sg_op(g, v, "tl_w", pe);
    out(g, ";\n");
    g->ind--;
    line(g, "}");
    g->ind--;
    line(g, "}");
    for (int64_t o = c.c / 2; o > 0; o /= 2) {
        char sh[64];
        snprintf(sh, sizeof sh, "subgroupShuffleXor(tl_w, %" PRId64 "u)", o);
        indent(g);
        out(g, "tl_w = ");
        sg_op(g, v, "tl_w", sh);
        out(g, ";\n");
    }
    /* the total of row tl_tid, when it is among these K, from its cluster's first */
    const char *tn = wname(g, "tl_t");
    line(g, "let %s = subgroupShuffle(tl_w, u32(clamp(tl_tid - tl_q0, 0i, %" PRId64 "i)) * %" PRId64 "u);", tn, c.k - 1,
         c.c);
    line(g, "if (tl_tid >= tl_q0 && tl_tid < min(tl_q0 + %" PRId64 "i, %" PRId64 "i)) {", c.k, c.rows);
    g->ind++;
    line(g, "let %s = tl_tid;", wname(g, c.vi->name));
    /* dst[i] = [init, then] op(dst[i], total): the row's owner, as the loop's partition says */
    tl_var tv = {0};
    tv.name = "tl_t";
    tv.dtype = c.dst->dtype;
    tv.id = -1;
    tl_expr te = {0};
    te.kind = TL_EXPR_VAR;
    te.dtype = c.dst->dtype;
    te.var = &tv;
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
    g->ind--;
    line(g, "}");
    g->ind--;
    line(g, "}");
    g->ind--;
    line(g, "} else {");
    g->ind++;
    parallel(g, s);
    g->ind--;
    line(g, "}");
    g->ind--;
    line(g, "}");
    return true;
}

static void loop(wg *g, const tl_stmt *s)
{
    if (s->loop.kind == TL_LOOP_PARALLEL && !g->par) {
        if (!sg_combine_write(g, s))
            parallel(g, s);
        return;
    }
    int n = s->loop.kind == TL_LOOP_PARALLEL ? s->loop.nvars : 1;
    if (s->loop.kind == TL_LOOP_PIPELINED)
        line(g, "// pipelined, %d stages: in order (WGSL has no asynchronous copies)", s->loop.stages);
    for (int i = 0; i < n; i++) {
        const char *v = wname(g, s->loop.vars[i]->name);
        /* the bound is read once, as the interpreter does */
        line(g, "{");
        g->ind++;
        indent(g);
        out(g, "let %s_end = ", v);
        expr_i32(g, s->loop.end[i]);
        out(g, ";\n");
        indent(g);
        out(g, "for (var %s = ", v);
        if (s->loop.begin[i])
            expr_i32(g, s->loop.begin[i]);
        else
            out(g, "0i");
        out(g, "; %s < %s_end; %s++) {\n", v, v, v);
        g->ind++;
    }
    block(g, &s->loop.body);
    for (int i = 0; i < n; i++) {
        g->ind--;
        line(g, "}");
        g->ind--;
        line(g, "}");
    }
}

/* WGSL's fixed-size arrays (Tint) hold fewer than 65536 elements: b's n
 * elements as one is refused here, by name, not left to the validator. */
static void array_fits(wg *g, const tl_buffer *b, int64_t n)
{
    if (n > 65535)
        unsupported(g, "buffer '%s' has %" PRId64 " elements; a WGSL array holds at most 65535", b->name, n);
}

/* Declares an on-chip buffer of function scope (registers, local). */
static void alloc(wg *g, const tl_buffer *b)
{
    if (b->view_of || b->scope == TL_SCOPE_GLOBAL)
        return; /* a view names its buffer's storage (storage_of) */
    if (b->scope == TL_SCOPE_SHARED || (b->scope == TL_SCOPE_FRAGMENT && !in_regs(b)))
        return; /* var<workgroup>, at module scope */
    int64_t n = 1;
    if (in_regs(b)) {
        n = b->layout->per_thread;
    } else {
        for (int d = 0; d < b->ndim; d++) {
            int64_t v = 0;
            if (!tl_ir_is_const_int(b->dims[d], &v))
                unsupported(g, "buffer '%s' has a dim that is not a constant", b->name);
            n *= v;
        }
    }
    array_fits(g, b, n);
    line(g, "var %s: array<%s, %" PRId64 ">;", wname(g, b->name), mtype(b->dtype), n > 0 ? n : 1);
}

/* The value v (of dtype t) as the memory type of an element of t. */
static void to_mem(wg *g, tl_dtype t, const tl_expr *v)
{
    if (t == TL_DT_BOOL) {
        out(g, "select(0u, 1u, ");
        expr_as(g, t, v);
        out(g, ")");
    } else {
        expr_as(g, t, v);
    }
}

/* The bits of v (dtype t) for a packed word, in the low bits of a u32. */
static void to_bits(wg *g, tl_dtype t, const tl_expr *v)
{
    int w = mem_bits(t);
    if (t == TL_DT_F16)
        out(g, "tl_f16_bits(");
    else if (t == TL_DT_BF16)
        out(g, "tl_bf16_bits(");
    else if (t == TL_DT_BOOL)
        out(g, "select(0u, 1u, ");
    else if (tl_dtype_is_signed(t))
        out(g, "(bitcast<u32>(");
    else
        out(g, "((");
    expr_as(g, t, v);
    if (small_float(t) || t == TL_DT_BOOL)
        out(g, ")");
    else
        out(g, ") & 0x%xu)", (1u << w) - 1u);
}

static int fresh(wg *g) { return g->uid++; }

/* An atomic read-modify-write of one element of global tensor b through a
 * compare-exchange loop on its 32-bit word: op 0 add, 1 max, 2 min. */
static void atomic_cas(wg *g, const tl_buffer *b, tl_expr *const *idx, const tl_expr *src, int op)
{
    const tl_buffer *s = storage_of(b);
    const char *n = wname(g, s->name);
    tl_dtype t = b->dtype;
    int id = fresh(g);
    bool packed = g->mem[s->id] == MEM_PACKED;
    int w = mem_bits(t);
    line(g, "{");
    g->ind++;
    indent(g);
    out(g, "let tl_i%d = u32(", id);
    flat_index(g, b, idx);
    out(g, ");\n");
    indent(g);
    out(g, "let tl_a%d = ", id);
    expr_as(g, t, src);
    out(g, ";\n");
    if (packed) {
        line(g, "let tl_w%d = (tl_i%d * %du) / 32u;", id, id, w);
        line(g, "let tl_h%d = (tl_i%d * %du) %% 32u;", id, id, w);
    } else {
        line(g, "let tl_w%d = tl_i%d;", id, id);
    }
    line(g, "var tl_o%d = atomicLoad(&%s[tl_w%d]);", id, n, id);
    line(g, "loop {");
    g->ind++;
    /* the element's current value, as a value of t */
    if (packed) {
        line(g, "let tl_b%d = (tl_o%d >> tl_h%d) & 0x%xu;", id, id, id, (1u << w) - 1u);
        if (t == TL_DT_F16)
            line(g, "let tl_c%d = tl_f16_val(tl_b%d);", id, id);
        else if (t == TL_DT_BF16)
            line(g, "let tl_c%d = tl_bf16_val(tl_b%d);", id, id);
        else if (tl_dtype_is_signed(t))
            line(g, "let tl_c%d = (bitcast<i32>(tl_b%d << %du) >> %du);", id, id, 32 - w, 32 - w);
        else
            line(g, "let tl_c%d = tl_b%d;", id, id);
    } else if (t == TL_DT_F32) {
        line(g, "let tl_c%d = bitcast<f32>(tl_o%d);", id, id);
    } else {
        line(g, "let tl_c%d = tl_o%d;", id, id);
    }
    bool fl = tl_dtype_is_float(t);
    indent(g);
    out(g, "let tl_n%d = ", id);
    wrap_open(g, t);
    if (op == 0)
        out(g, "(tl_c%d + tl_a%d)", id, id);
    else
        out(g, "%s(tl_c%d, tl_a%d)", fl ? (op == 1 ? "tl_fmax" : "tl_fmin") : (op == 1 ? "max" : "min"), id, id);
    wrap_close(g, t);
    out(g, ";\n");
    /* the new word */
    indent(g);
    out(g, "let tl_m%d = ", id);
    if (packed) {
        out(g, "(tl_o%d & ~(0x%xu << tl_h%d)) | (", id, (1u << w) - 1u, id);
        if (t == TL_DT_F16)
            out(g, "tl_f16_bits(tl_n%d)", id);
        else if (t == TL_DT_BF16)
            out(g, "tl_bf16_bits(tl_n%d)", id);
        else
            out(g, "(bitcast<u32>(tl_n%d) & 0x%xu)", id, (1u << w) - 1u);
        out(g, " << tl_h%d)", id);
    } else if (t == TL_DT_F32) {
        out(g, "bitcast<u32>(tl_n%d)", id);
    } else {
        out(g, "tl_n%d", id);
    }
    out(g, ";\n");
    line(g, "let tl_x%d = atomicCompareExchangeWeak(&%s[tl_w%d], tl_o%d, tl_m%d);", id, n, id, id, id);
    line(g, "if (tl_x%d.exchanged) { break; }", id);
    line(g, "tl_o%d = tl_x%d.old_value;", id, id);
    g->ind--;
    line(g, "}");
    g->ind--;
    line(g, "}");
}

static void store(wg *g, const tl_stmt *s)
{
    const tl_buffer *b = s->store.buf, *sb = storage_of(b);
    const tl_expr *v = s->store.value;
    bool once = !g->par && sb->scope != TL_SCOPE_LOCAL && !in_regs(sb);
    if (once && !g->atomic) {
        /* the index and the value are computed by every invocation, in
         * uniform control flow (they may read workgroup memory through
         * workgroupUniformLoad), and stored by invocation 0 */
        int id = fresh(g);
        int m = sb->scope == TL_SCOPE_GLOBAL ? g->mem[sb->id] : MEM_PLAIN;
        indent(g);
        out(g, "let tl_i%d = ", id);
        flat_index(g, b, s->store.idx);
        out(g, ";\n");
        indent(g);
        out(g, "let tl_v%d = ", id);
        if (m == MEM_PACKED) {
            to_bits(g, b->dtype, v);
        } else if (m == MEM_ATOMIC && b->dtype == TL_DT_F32) {
            out(g, "bitcast<u32>(");
            expr_as(g, b->dtype, v);
            out(g, ")");
        } else if (m == MEM_ATOMIC) {
            expr_as(g, b->dtype, v);
        } else if (m == MEM_F16 || chip_f16(g, sb)) {
            /* an f16 value in f32 converts exactly */
            out(g, "f16(");
            expr_as(g, b->dtype, v);
            out(g, ")");
        } else {
            to_mem(g, b->dtype, v);
        }
        out(g, ";\n");
        const char *n = wname(g, sb->name);
        if (m == MEM_PACKED)
            line(g, "if (tl_tid == 0i) { tl_st_%s(tl_i%d, tl_v%d); }", n, id, id);
        else if (m == MEM_ATOMIC)
            line(g, "if (tl_tid == 0i) { atomicStore(&%s[tl_i%d], tl_v%d); }", n, id, id);
        else
            line(g, "if (tl_tid == 0i) { %s[tl_i%d] = tl_v%d; }", n, id, id);
        return;
    }
    if (once) {
        line(g, "if (tl_tid == 0i) {");
        g->ind++;
    }
    if (g->atomic && sb->scope == TL_SCOPE_GLOBAL && v->kind == TL_EXPR_CALL &&
        (v->call.fn == TL_FN_MAX || v->call.fn == TL_FN_MIN) && v->call.args[0]->kind == TL_EXPR_LOAD &&
        v->call.args[0]->load.buf == b) {
        bool mx = v->call.fn == TL_FN_MAX;
        if (b->dtype == TL_DT_BOOL)
            unsupported(g, "atomic_%s into bool tensor '%s'", mx ? "max" : "min", b->name);
        else if (g->mem[sb->id] == MEM_ATOMIC && b->dtype != TL_DT_F32) {
            indent(g);
            out(g, "%s(&%s[", mx ? "atomicMax" : "atomicMin", wname(g, sb->name));
            flat_index(g, b, s->store.idx);
            out(g, "], ");
            expr_as(g, b->dtype, v->call.args[1]);
            out(g, ");\n");
        } else {
            atomic_cas(g, b, s->store.idx, v->call.args[1], mx ? 1 : 2);
        }
    } else if (g->atomic && sb->scope == TL_SCOPE_GLOBAL && v->kind == TL_EXPR_BINARY && v->bin.op == TL_BIN_ADD &&
               v->bin.a->kind == TL_EXPR_LOAD && v->bin.a->load.buf == b) {
        if (b->dtype == TL_DT_BOOL)
            unsupported(g, "atomic_add into bool tensor '%s'", b->name);
        else if (g->mem[sb->id] == MEM_ATOMIC && b->dtype != TL_DT_F32) {
            indent(g);
            out(g, "atomicAdd(&%s[", wname(g, sb->name));
            flat_index(g, b, s->store.idx);
            out(g, "], ");
            expr_as(g, b->dtype, v->bin.b);
            out(g, ");\n");
        } else {
            atomic_cas(g, b, s->store.idx, v->bin.b, 0);
        }
    } else if (sb->scope == TL_SCOPE_GLOBAL) {
        int m = g->mem[sb->id];
        indent(g);
        if (m == MEM_PLAIN) {
            out(g, "%s[", wname(g, sb->name));
            flat_index(g, b, s->store.idx);
            out(g, "] = ");
            to_mem(g, b->dtype, v);
        } else if (m == MEM_F16) {
            out(g, "%s[", wname(g, sb->name));
            flat_index(g, b, s->store.idx);
            out(g, "] = f16(");
            expr_as(g, b->dtype, v);
            out(g, ")");
        } else if (m == MEM_ATOMIC) {
            out(g, "atomicStore(&%s[", wname(g, sb->name));
            flat_index(g, b, s->store.idx);
            out(g, "], ");
            if (b->dtype == TL_DT_F32) {
                out(g, "bitcast<u32>(");
                expr_as(g, b->dtype, v);
                out(g, ")");
            } else {
                expr_as(g, b->dtype, v);
            }
            out(g, ")");
        } else {
            out(g, "tl_st_%s(", wname(g, sb->name));
            flat_index(g, b, s->store.idx);
            out(g, ", ");
            to_bits(g, b->dtype, v);
            out(g, ")");
        }
        out(g, ";\n");
    } else {
        indent(g);
        chip_elem(g, b, s->store.idx);
        out(g, " = ");
        if (chip_f16(g, sb)) {
            out(g, "f16(");
            expr_as(g, b->dtype, v);
            out(g, ")");
        } else {
            to_mem(g, b->dtype, v);
        }
        out(g, ";\n");
    }
    if (once) {
        g->ind--;
        line(g, "}");
    }
}

static void stmt(wg *g, const tl_stmt *s)
{
    if (s->loc.line > 0)
        g->cur_src = s->loc.line;
    switch (s->kind) {
    case TL_STMT_PREFETCH: return; /* a cache hint: nothing to write here */
    case TL_STMT_ALLOC: alloc(g, s->alloc.buf); return;
    case TL_STMT_LET: {
        const char *n = wname(g, s->let.var->name);
        if (dtype_refusal(s->let.var->dtype) && s->let.var->dtype != TL_DT_I64)
            unsupported(g, "'%s' of dtype %s: %s", s->let.var->name, tl_dtype_name(s->let.var->dtype),
                        dtype_refusal(s->let.var->dtype));
        indent(g);
        if (s->let.assign)
            out(g, "%s = ", n);
        else
            out(g, "%s %s: %s = ", s->let.var->kind == TL_VAR_MUT ? "var" : "let", n, vtype(s->let.var->dtype));
        expr_as(g, s->let.var->dtype, s->let.value);
        out(g, ";\n");
        return;
    }
    case TL_STMT_FOR: loop(g, s); return;
    case TL_STMT_WHILE:
        indent(g);
        out(g, "while (");
        expr(g, s->whiles.cond);
        out(g, ") {\n");
        g->ind++;
        block(g, &s->whiles.body);
        g->ind--;
        line(g, "}");
        return;
    case TL_STMT_BREAK: line(g, "break;"); return;
    case TL_STMT_CONTINUE: line(g, "continue;"); return;
    case TL_STMT_IF:
        indent(g);
        out(g, "if (");
        expr(g, s->ifs.cond);
        out(g, ") {\n");
        g->ind++;
        block(g, &s->ifs.then_body);
        g->ind--;
        if (s->ifs.has_else || s->ifs.else_body.n) {
            line(g, "} else {");
            g->ind++;
            block(g, &s->ifs.else_body);
            g->ind--;
        }
        line(g, "}");
        return;
    case TL_STMT_STORE: store(g, s); return;
    case TL_STMT_TILE: {
        if (s->tile.op == TL_TILE_GEMM) {
            unsupported(g, "a gemm left for the tensor cores (the webgpu kind has no mma attribute)");
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
    case TL_STMT_BARRIER: line(g, "workgroupBarrier();"); line(g, "storageBarrier();"); return;
    }
}

static void block(wg *g, const tl_block *b)
{
    for (size_t i = 0; i < b->n && !g->oom; i++)
        stmt(g, b->items[i]);
}

/* ---- the kernel ------------------------------------------------------------------------- */

/* What the kernel does to its global tensors: mark written and atomic
 * destinations (by storage). */
static void scan_block(wg *g, const tl_block *b);
static void scan_stmt(wg *g, const tl_stmt *s)
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

static void scan_block(wg *g, const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++)
        scan_stmt(g, b->items[i]);
}

/* Module-scope workgroup arrays: shared buffers and the fragments kept in
 * shared memory (views excepted). */
static void workgroup_vars(wg *g, const tl_block *b, int64_t *bytes)
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
        if (x->view_of || !(x->scope == TL_SCOPE_SHARED || (x->scope == TL_SCOPE_FRAGMENT && !in_regs(x))))
            continue;
        int64_t n = 1;
        for (int d = 0; d < x->ndim; d++) {
            int64_t v = 0;
            if (!tl_ir_is_const_int(x->dims[d], &v))
                unsupported(g, "buffer '%s' has a dim that is not a constant", x->name);
            n *= v;
        }
        array_fits(g, x, n);
        bool h = chip_f16(g, x);
        *bytes += n * (h ? 2 : 4);
        out(g, "var<workgroup> %s: array<%s, %" PRId64 ">;\n", wname(g, x->name), h ? "f16" : mtype(x->dtype),
            n > 0 ? n : 1);
    }
}

/* Whether b allocates a workgroup array held as f16. */
static bool wg_f16_any(const wg *g, const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if ((s->kind == TL_STMT_ALLOC && !s->alloc.buf->view_of && chip_f16(g, s->alloc.buf)) ||
            (s->kind == TL_STMT_FOR && wg_f16_any(g, &s->loop.body)) || (s->kind == TL_STMT_WHILE && wg_f16_any(g, &s->whiles.body)) ||
            (s->kind == TL_STMT_IF && (wg_f16_any(g, &s->ifs.then_body) || wg_f16_any(g, &s->ifs.else_body))))
            return true;
    }
    return false;
}

/* Loads and stores of a packed tensor's elements (tl_ld_NAME, tl_st_NAME). */
static void packed_helpers(wg *g, const tl_buffer *b)
{
    const char *n = wname(g, b->name);
    int w = mem_bits(b->dtype);
    unsigned mask = (1u << w) - 1u;
    bool at = g->written[b->id];
    out(g, "fn tl_ld_%s(e: i32) -> u32 {\n", n);
    out(g, "    let i = u32(e) * %du;\n", w);
    out(g, "    return (%s%s[i / 32u]%s >> (i %% 32u)) & 0x%xu;\n}\n", at ? "atomicLoad(&" : "", n, at ? ")" : "", mask);
    if (!at)
        return;
    /* the other elements of the word may be written by other invocations
     * meanwhile: clear and set only this element's bits, atomically */
    out(g, "fn tl_st_%s(e: i32, v: u32) {\n", n);
    out(g, "    let i = u32(e) * %du;\n", w);
    out(g, "    let sh = i %% 32u;\n");
    out(g, "    atomicAnd(&%s[i / 32u], ~(0x%xu << sh));\n", n, mask);
    out(g, "    atomicOr(&%s[i / 32u], (v & 0x%xu) << sh);\n}\n", n, mask);
}

static bool kernel(wg *g, tl_kernel *k, tl_webgpu_kernel *info, const char *file, tl_error *err)
{
    g->k = k;
    g->threads = tl_gpu_threads(k);
    int nb = k->nbuffers > 0 ? k->nbuffers : 1;
    g->mem = tl_arena_array(g->a, (size_t)nb, 1);
    g->written = tl_arena_array(g->a, (size_t)nb, sizeof(bool));
    g->atomic_dst = tl_arena_array(g->a, (size_t)nb, sizeof(bool));
    if (!g->mem || !g->written || !g->atomic_dst)
        return TL_TX_OOM(err);
    const char *kfile = k->loc.file ? k->loc.file : file;
    if (k->source_file)
        return tl_error_set(err, TL_ERR_NOT_IMPLEMENTED, "%s:%d:%d: kernel '%s': source kernels (%s) are not supported "
                            "by the webgpu backend", kfile, k->loc.line, k->loc.col, k->name, k->source_file);
    /* what WebGPU cannot hold, named by parameter */
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
        int bits = mem_bits(p->buf->dtype);
        /* with shader-f16 an f16 tensor is an array<f16>, unless atomics
         * write it (WGSL has no 16-bit atomics: its words are) */
        if (g->f16 && p->buf->dtype == TL_DT_F16 && !g->atomic_dst[p->buf->id])
            g->mem[p->buf->id] = MEM_F16;
        else
            g->mem[p->buf->id] = bits < 32 ? MEM_PACKED : g->atomic_dst[p->buf->id] ? MEM_ATOMIC : MEM_PLAIN;
    }
    if (ntensors > 16)
        return tl_error_set(err, TL_ERR_NOT_IMPLEMENTED, "%s:%d:%d: kernel '%s': %d tensors: WebGPU devices bind at most "
                            "8 to 16 storage buffers in a compute shader", kfile, k->loc.line, k->loc.col, k->name,
                            ntensors);
    if (g->threads > 1024)
        return tl_error_set(err, TL_ERR_NOT_IMPLEMENTED, "%s:%d:%d: kernel '%s': %d invocations a workgroup: WebGPU "
                            "allows at most 1024 (and most devices 256)", kfile, k->loc.line, k->loc.col, k->name,
                            g->threads);

    g->cur_src = k->loc.line;
    out(g, "// WGSL generated by tilec from %s for target webgpu: kernel %s; do not edit\n\n", file, k->name);
    bool uses_f16 = false;
    for (size_t i = 0; i < k->nparams; i++)
        uses_f16 |= k->params[i].is_tensor && g->mem[k->params[i].buf->id] == MEM_F16;
    uses_f16 |= wg_f16_any(g, &k->body);
    g->sg_used = sg_any(g, &k->body);
    if (uses_f16)
        out(g, "enable f16;\n");
    if (g->sg_used)
        out(g, "enable subgroups;\n// the subgroup operations run where every invocation of the subgroup does (the branch\n"
               "// on subgroupAll); WGSL's uniformity analysis cannot tell that from workgroup uniformity\n"
               "diagnostic(off, subgroup_uniformity);\n");
    if (uses_f16 || g->sg_used)
        out(g, "\n");
    g->used_f16 |= uses_f16;
    tl_strbuf_puts(g->o, prelude);
    out(g, "\n// the launch's shape dims and scalar arguments\nstruct TlArgs {\n");
    int nfields = 0;
    for (size_t j = 0; j < k->nshape_vars; j++, nfields++)
        out(g, "    %s: i32,\n", wname(g, k->shape_vars[j]->name));
    for (size_t i = 0; i < k->nparams; i++)
        if (!k->params[i].is_tensor) {
            out(g, "    %s: %s,\n", wname(g, k->params[i].name), mtype(k->params[i].var->dtype));
            nfields++;
        }
    if (!nfields)
        out(g, "    tl_none: u32,\n");
    out(g, "}\n\n");
    int bi = 0;
    for (size_t i = 0; i < k->nparams; i++) {
        const tl_param *p = &k->params[i];
        if (!p->is_tensor)
            continue;
        const tl_buffer *b = p->buf;
        int m = g->mem[b->id];
        const char *access = g->written[b->id] ? "read_write" : "read";
        const char *et = m == MEM_PLAIN ? mtype(b->dtype)
                       : m == MEM_F16 ? "f16"
                       : m == MEM_ATOMIC ? (b->dtype == TL_DT_I32 ? "atomic<i32>" : "atomic<u32>")
                       : g->written[b->id] ? "atomic<u32>" : "u32";
        out(g, "@group(0) @binding(%d) var<storage, %s> %s: array<%s>; // %s %s[", bi++, access, wname(g, b->name), et,
            m == MEM_PACKED ? "packed" : m == MEM_ATOMIC ? "atomic" : "tensor", tl_dtype_name(b->dtype));
        for (int d = 0; d < b->ndim; d++) {
            const tl_expr *e = b->dims[d];
            if (e->kind == TL_EXPR_VAR)
                out(g, "%s%s", d ? ", " : "", e->var->name);
            else
                out(g, "%s%" PRId64, d ? ", " : "", e->i);
        }
        out(g, "]\n");
    }
    out(g, "@group(0) @binding(%d) var<uniform> tl_u: TlArgs;\n\n", bi);
    int64_t wgbytes = 0;
    workgroup_vars(g, &k->body, &wgbytes);
    for (size_t i = 0; i < k->nparams; i++)
        if (k->params[i].is_tensor && g->mem[k->params[i].buf->id] == MEM_PACKED)
            packed_helpers(g, k->params[i].buf);
    out(g, "\n@compute @workgroup_size(%d)\n", g->threads);
    out(g, "fn %s(@builtin(workgroup_id) tl_wg: vec3<u32>, @builtin(num_workgroups) tl_nwg: vec3<u32>,\n", wname(g, k->name));
    out(g, "        @builtin(local_invocation_index) tl_lid: u32%s) {\n",
        g->sg_used ? ",\n        @builtin(subgroup_invocation_id) tl_sgi: u32" : "");
    g->ind = 1;
    line(g, "let tl_tid = i32(tl_lid);");
    for (size_t j = 0; j < k->nshape_vars; j++)
        line(g, "let %s = tl_u.%s;", wname(g, k->shape_vars[j]->name), wname(g, k->shape_vars[j]->name));
    for (size_t i = 0; i < k->nparams; i++)
        if (!k->params[i].is_tensor) {
            const tl_var *v = k->params[i].var;
            if (v->dtype == TL_DT_BOOL)
                line(g, "let %s = tl_u.%s != 0u;", wname(g, v->name), wname(g, k->params[i].name));
            else
                line(g, "let %s = tl_u.%s;", wname(g, v->name), wname(g, k->params[i].name));
        }
    /* the block: its linear number over the (possibly split) dispatch */
    for (int d = 0; d < k->ngrid; d++) {
        indent(g);
        out(g, "let tl_g%d = ", d);
        expr(g, k->grid[d]);
        out(g, ";\n");
    }
    line(g, "let tl_b = i32(tl_wg.x + tl_nwg.x * (tl_wg.y + tl_nwg.y * tl_wg.z));");
    indent(g);
    out(g, "if (tl_b >= tl_g0");
    for (int d = 1; d < k->ngrid; d++)
        out(g, " * tl_g%d", d);
    out(g, ") { return; }\n");
    for (int d = 0; d < k->ngrid; d++) {
        indent(g);
        out(g, "let %s = tl_b", wname(g, k->block_vars[d]->name));
        for (int e = 0; e < d; e++)
            out(g, " / tl_g%d", e);
        if (d < k->ngrid - 1)
            out(g, " %% tl_g%d", d);
        out(g, ";\n");
    }
    block(g, &k->body);
    g->ind = 0;
    line(g, "}");
    count_lines(g);
    if (g->oom || g->o->failed)
        return TL_TX_OOM(err);
    if (g->unsupported[0])
        return tl_error_set(err, TL_ERR_NOT_IMPLEMENTED, "%s:%d:%d: kernel '%s': the webgpu codegen cannot write this: %s",
                            kfile, k->loc.line, k->loc.col, k->name, g->unsupported);
    info->threads = g->threads;
    info->wg_bytes = (int)wgbytes;
    info->ntensors = ntensors;
    info->entry = strdup(wname(g, k->name));
    info->written = calloc(k->nparams ? k->nparams : 1, sizeof(bool));
    if (!info->entry || !info->written)
        return TL_TX_OOM(err);
    for (size_t i = 0; i < k->nparams; i++)
        info->written[i] = k->params[i].is_tensor && g->written[k->params[i].buf->id];
    return true;
}

void tl_webgpu_artifact_free(void *artifact)
{
    tl_webgpu_artifact *a = artifact;
    if (!a)
        return;
    for (int i = 0; i < a->nkernels; i++) {
        free(a->kernels[i].name);
        free(a->kernels[i].entry);
        free(a->kernels[i].written);
        free(a->kernels[i].wgsl);
        free(a->kernels[i].line_src);
    }
    free(a->kernels);
    free(a->js);
    free(a->file);
    free(a);
}

void tl_webgpu_source_line(const tl_webgpu_artifact *a, int k, int wline, char *buf, size_t cap)
{
    buf[0] = '\0';
    if (!a || k < 0 || k >= a->nkernels)
        return;
    const tl_webgpu_kernel *kk = &a->kernels[k];
    if (wline < 1 || wline > kk->nlines || !kk->line_src[wline])
        return;
    snprintf(buf, cap, "%s:%d", a->file ? a->file : "<input>", kk->line_src[wline]);
}

/* The target's f16 and subgroups attributes (specs/webgpu.lua): explicit
 * values, or `adapter`: what the adapter Dawn finds here offers (exec.c
 * starts the worker to ask; without one, the portable form). */
static bool target_features(const struct tl_compilation *c, bool *f16, int *sg, tl_error *err)
{
    const tl_target *t = tl_context_target(c->ctx);
    const char *fv = t ? tl_target_attr(t, "f16") : NULL, *sv = t ? tl_target_attr(t, "subgroups") : NULL;
    *f16 = false;
    *sg = 0;
    if ((fv && strcmp(fv, "adapter") == 0) || (sv && strcmp(sv, "adapter") == 0)) {
        bool af = false;
        int as = 0;
        tl_error e = {0};
        if (tl_webgpu_adapter_caps(&af, &as, &e)) {
            if (fv && strcmp(fv, "adapter") == 0)
                *f16 = af;
            if (sv && strcmp(sv, "adapter") == 0)
                *sg = as > 128 ? 128 : as;
        }
    }
    if (fv && strcmp(fv, "adapter") != 0) {
        if (strcmp(fv, "0") != 0 && strcmp(fv, "1") != 0)
            return tl_error_set(err, TL_ERR_INVALID, "target attribute f16 is '%s': it is 0, 1 or adapter", fv);
        *f16 = fv[0] == '1';
    }
    if (sv && strcmp(sv, "adapter") != 0) {
        int n = atoi(sv);
        if (strspn(sv, "0123456789") != strlen(sv) || (n != 0 && (n < 4 || n > 128 || (n & (n - 1)))))
            return tl_error_set(err, TL_ERR_INVALID, "target attribute subgroups is '%s': it is 0, 4, 8, 16, 32, 64, 128 "
                                "(the least subgroup size) or adapter", sv);
        *sg = n;
    }
    return true;
}

bool tl_webgpu_codegen_source(struct tl_compilation *c, tl_error *err)
{
    bool f16 = false;
    int sg = 0;
    if (!target_features(c, &f16, &sg, err))
        return false;
    tl_webgpu_artifact *art = calloc(1, sizeof *art);
    if (!art)
        return TL_TX_OOM(err);
    size_t nk = c->module->nkernels;
    art->kernels = calloc(nk ? nk : 1, sizeof *art->kernels);
    char from[256];
    snprintf(from, sizeof from, "%s", c->path ? c->path : "<input>");
    for (char *p = from; *p; p++)
        if (!isalnum((unsigned char)*p) && !strchr("_.-/+<> ", *p))
            *p = '?';
    art->file = strdup(from);
    if (!art->kernels || !art->file) {
        tl_webgpu_artifact_free(art);
        return TL_TX_OOM(err);
    }
    c->device_source.len = 0;
    for (size_t i = 0; i < nk; i++) {
        tl_strbuf o = {0};
        wg g = {0};
        g.o = &o;
        g.a = c->arena;
        g.f16 = f16;
        g.sg = sg;
        tl_webgpu_kernel *info = &art->kernels[art->nkernels++];
        bool ok = kernel(&g, c->module->kernels[i], info, from, err);
        art->f16 |= g.used_f16;
        art->subgroups |= g.sg_used;
        info->name = strdup(c->module->kernels[i]->name);
        info->wgsl = strdup(tl_strbuf_cstr(&o));
        info->line_src = g.line_src;
        info->nlines = g.nlines;
        tl_strbuf_free(&o);
        if (ok && (!info->name || !info->wgsl))
            ok = TL_TX_OOM(err);
        if (!ok) {
            tl_webgpu_artifact_free(art);
            return false;
        }
        if (i)
            tl_strbuf_puts(&c->device_source, "\n");
        tl_strbuf_puts(&c->device_source, info->wgsl);
    }
    tl_strbuf js = {0};
    tl_webgpu_module_js(c, art, &js);
    art->js = strdup(tl_strbuf_cstr(&js));
    tl_strbuf_free(&js);
    if (!art->js || c->device_source.failed) {
        tl_webgpu_artifact_free(art);
        return TL_TX_OOM(err);
    }
    if (c->device_artifact)
        tl_webgpu_artifact_free(c->device_artifact);
    c->device_artifact = art;
    return true;
}

/* WGSL is compiled by the WebGPU implementation when the module creates
 * its pipelines (the runtime checks it then, exec.c): nothing more here. */
bool tl_webgpu_codegen_compile(struct tl_compilation *c, tl_error *err) { return tl_webgpu_codegen_source(c, err); }

bool tl_webgpu_codegen_emit(struct tl_compilation *c, const char *kind, struct tl_strbuf *out_buf, tl_error *err)
{
    tl_webgpu_artifact *art = c->device_artifact;
    if (!art)
        return tl_error_set(err, TL_ERR_INVALID, "webgpu emit: no device code was generated");
    if (strcmp(kind, "wgsl") == 0) {
        for (int i = 0; i < art->nkernels; i++) {
            if (i)
                tl_strbuf_puts(out_buf, "\n");
            tl_strbuf_puts(out_buf, art->kernels[i].wgsl);
        }
    } else if (strcmp(kind, "js") == 0) {
        tl_strbuf_puts(out_buf, art->js);
    } else {
        return tl_error_set(err, TL_ERR_INVALID, "webgpu emit: unknown kind '%s' (wgsl or js)", kind);
    }
    return !out_buf->failed || tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
}
