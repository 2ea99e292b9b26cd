/*
 * codegen.c: the cutedsl device codegen (specs/cutedsl.lua): tile IR lowered
 * by the gpu pipeline (the cuda backend's, src/transform/gpu.c) in, a Python
 * module in the CUTLASS CuTe DSL out (c->device_source).
 *
 * The module imports `cutlass` and `cutlass.cute as cute`, defines a few
 * plain-Python helpers (run while the DSL traces a kernel: C's integer
 * division and shifts, conversions, warp reductions), then per kernel NAME
 *
 *   @cute.kernel def NAME_kernel(tensors..., scalars..., dims...)
 *   @cute.jit    def NAME(tensors..., scalars...)   the launcher
 *
 * The launcher reads the shape dims off the tensors (each at the first
 * tensor dim that names it alone), computes the grid from them, views every
 * tensor as a flat 1-D tensor of its elements (bytes for the packed 4-bit
 * dtypes) and calls NAME_kernel(...).launch(grid=..., block=[T, 1, 1],
 * smem=S). TILEC_KERNELS at the end lists each kernel's launcher, threads
 * and shared memory bytes for a runner (python/tilec/cutedsl.py).
 *
 * The kernel body prints the lowered IR, statement by statement, as the cuda
 * emitter's plain path does (src/cuda/codegen.c without its fast paths):
 *   - a `parallel` loop is spread over the threads as gpu.h says: runs of
 *     vec iterations, run r to thread r % T as its step r / T; a loop over a
 *     tensor-core accumulator follows the MMA layout (tl_layout), a loop
 *     over row vectors runs by the rows that layout gives each thread;
 *   - a fragment place_fragments kept in registers is a per-thread register
 *     tensor (cute.make_rmem_tensor) indexed by (step, lane), its loops
 *     unrolled by cutlass.range_constexpr so that every index is static;
 *     shared buffers and fragments kept in shared memory are tensors of
 *     cutlass.utils.SmemAllocator, zeroed where allocated; `local` buffers
 *     are register tensors; every on-chip buffer is 1-D, indexed row-major,
 *     so a view is the same tensor seen with other dims (the layout hints
 *     pad and swizzle only move elements, and are not applied);
 *   - code outside parallel loops runs in every thread; its stores into
 *     memory the threads share are made by thread 0 (thread_sync put the
 *     barriers, cute.arch.sync_threads);
 *   - a gemm kept for the tensor cores of f16/bf16 into an f32
 *     accumulator in registers runs on the DSL's MMA atom (m16n8k16, the
 *     accumulator's registers as its C: gemm_atom); any other is computed
 *     by each thread for the accumulator elements it holds (a dot product
 *     over K from shared memory); both between barriers; a pipelined loop
 *     runs its iterations in order;
 *   - && and || whose right side loads or divides are branches;
 *   - a masked global load is `x if cond else 0`, which the DSL's AST
 *     preprocessor makes a branch (the load runs only in bounds);
 *   - break and continue in a loop become flags, since the DSL refuses an
 *     early exit from a loop it compiles (the loop tests the break flag,
 *     the rest of an iteration the stop flag);
 *   - warp operations are cute.arch.shuffle_sync_* and vote_*_sync, the
 *     reductions the interpreter's butterfly; atomics cute.arch.atomic_*.
 * Every cute.* and cutlass.* name written here is in the list of the CuTe
 * DSL's API that tests/cutedsl/check_names.py checks the modules against.
 *
 * Flow: after the gpu pipeline; the module runs in Python through the
 * CUTLASS Python DSL (python/tilec/cutedsl.py; cutedsl.c's load says so).
 */
#include <ctype.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend/internal.h"
#include "ir/value.h"
#include "registry.h"
#include "transform/gpu.h"
#include "transform/transform.h"

typedef struct cg {
    tl_strbuf *o;
    tl_arena *a;
    tl_kernel *k;
    int ind;
    bool oom;
    int threads;
    const tl_stmt *par;   /* the outermost parallel loop being written, or NULL */
    tl_gpu_partition part;
    bool unrolled;        /* the parallel loop's steps are unrolled: tl_s and tl_v are Python ints */
    bool rows_loop;       /* writing a loop over R by the rows of an MMA layout */
    bool atomic;          /* writing an atomic tile op's element loops */
    const tl_layout *rows_l;
    int64_t *smem_off;    /* by buffer id: byte offset in shared memory, or -1 */
    int64_t smem;         /* bytes of shared memory */
    const char **vname;   /* by var id: its Python name */
    int nvname;           /* entries of vname */
    const char **bname;   /* by buffer id: its Python name */
    const tl_buffer **bufs; /* by buffer id: the buffer its ALLOC or parameter declares */
    int nloops;           /* parallel loops written so far in the kernel: their temporaries' suffix */
    char ts[24], tv[24], th[24]; /* the step, lane and row temporaries of the loop being written */
    int nflags;           /* break/continue flags named so far in the kernel */
    const char *brk, *stop; /* the innermost loop's flags, when it has a break or continue */
    char unsupported[256];
} cg;

/* ---- output ---------------------------------------------------------------- */

static void out(cg *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void out(cg *g, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    tl_strbuf_vprintf(g->o, fmt, ap);
    va_end(ap);
}

static void indent(cg *g)
{
    for (int i = 0; i < g->ind; i++)
        tl_strbuf_puts(g->o, "    ");
}

static void line(cg *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void line(cg *g, const char *fmt, ...)
{
    indent(g);
    va_list ap;
    va_start(ap, fmt);
    tl_strbuf_vprintf(g->o, fmt, ap);
    va_end(ap);
    tl_strbuf_puts(g->o, "\n");
}

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

/* ---- names and types --------------------------------------------------------- */

/* Python's keywords and the names the module itself uses. */
static const char *const reserved[] = {
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del",
    "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal",
    "not", "or", "pass", "raise", "return", "try", "while", "with", "yield", "cute", "cutlass", "range", "int",
    "float", "bool", "abs", "min", "max", "len", "print", "isinstance", "type", "object", "list", "dict", "tuple",
    "str", "id", "iter", "next", "sum", "pow", "round", "super", "self", "smem", "math", "TILEC_KERNELS", NULL,
};

static const char *pyname(cg *g, const char *n)
{
    bool clash = strncmp(n, "tl_", 3) == 0 || strncmp(n, "__", 2) == 0;
    for (int i = 0; !clash && reserved[i]; i++)
        clash = strcmp(reserved[i], n) == 0;
    if (!clash)
        return n;
    char *s = tl_arena_alloc(g->a, strlen(n) + 2);
    if (!s) {
        g->oom = true;
        return n;
    }
    sprintf(s, "%s_", n);
    return s;
}

/* The DSL's type of a dtype's values. bool is cutlass.Boolean as a value,
 * a byte (mem_type) in memory. */
static const char *dsl_type(tl_dtype t)
{
    switch (t) {
    case TL_DT_BOOL: return "cutlass.Boolean";
    case TL_DT_I8: return "cutlass.Int8";
    case TL_DT_I16: return "cutlass.Int16";
    case TL_DT_I32: return "cutlass.Int32";
    case TL_DT_I64: return "cutlass.Int64";
    case TL_DT_U8: return "cutlass.Uint8";
    case TL_DT_U16: return "cutlass.Uint16";
    case TL_DT_U32: return "cutlass.Uint32";
    case TL_DT_U64: return "cutlass.Uint64";
    case TL_DT_F16: return "cutlass.Float16";
    case TL_DT_BF16: return "cutlass.BFloat16";
    case TL_DT_F32: return "cutlass.Float32";
    case TL_DT_F64: return "cutlass.Float64";
    case TL_DT_F8E4M3: return "cutlass.Float8E4M3FN";
    case TL_DT_F8E5M2: return "cutlass.Float8E5M2";
    case TL_DT_E8M0: return "cutlass.Float8E8M0FNU";
    case TL_DT_I4: return "cutlass.Int8";   /* one per byte on chip, widened in values */
    case TL_DT_U4: return "cutlass.Uint8";
    case TL_DT_F4E2M1: return "cutlass.Float32"; /* decoded by tl_e2m1 */
    default: return "cutlass.Int32";
    }
}

/* The element type of a buffer in memory. */
static const char *mem_type(tl_dtype t)
{
    if (t == TL_DT_BOOL || t == TL_DT_F4E2M1)
        return "cutlass.Uint8";
    return dsl_type(t);
}

static bool is_i32(tl_dtype t) { return t == TL_DT_I32; }

/* The Python name of variable v: from the kernel's table, or (a variable a
 * lowered tile op made while the kernel is written) its name and id. */
static const char *vn(cg *g, const tl_var *v)
{
    if (v->id >= 0 && v->id < g->nvname && g->vname[v->id])
        return g->vname[v->id];
    const char *py = pyname(g, v->name);
    char *s = tl_arena_alloc(g->a, strlen(py) + 24);
    if (!s) {
        g->oom = true;
        return py;
    }
    sprintf(s, "%s_v%d", py, v->id);
    return s;
}

/* ---- expressions -------------------------------------------------------------- */

static void expr(cg *g, const tl_expr *e);

static void float_lit(cg *g, tl_dtype t, double v)
{
    if (isnan(v))
        out(g, "%s(float(\"nan\"))", dsl_type(t));
    else if (isinf(v))
        out(g, "%s(float(\"%sinf\"))", dsl_type(t), v < 0 ? "-" : "");
    else {
        char buf[64];
        snprintf(buf, sizeof buf, "%.17g", v);
        if (!strpbrk(buf, ".eE"))
            strcat(buf, ".0");
        out(g, "%s(%s)", dsl_type(t), buf);
    }
}

static void int_lit(cg *g, tl_dtype t, int64_t v)
{
    if (t == TL_DT_BOOL) {
        out(g, "%s", v ? "True" : "False");
        return;
    }
    if (t == TL_DT_U64)
        out(g, "%s(%" PRIu64 ")", dsl_type(t), (uint64_t)v);
    else if (is_i32(t))
        out(g, v < 0 ? "(%" PRId64 ")" : "%" PRId64, v);
    else
        out(g, "%s(%" PRId64 ")", dsl_type(t), v);
}

static bool in_smem(const cg *g, const tl_buffer *b) { return g->smem_off[b->id] >= 0; }

/* The register of a register fragment the current parallel loop's
 * iteration touches: (step, lane) of gpu.h. */
static void reg_slot(cg *g)
{
    if (g->part.vec > 1)
        out(g, "%s * %d + %s", g->ts, g->part.vec, g->tv);
    else
        out(g, "%s", g->ts);
}

/* The row-major offset of idx in b: 64-bit for a global tensor (its dims
 * the shape dims), plain for an on-chip buffer (constant dims). */
static void offset(cg *g, const tl_buffer *b, tl_expr *const *idx)
{
    bool global = b->scope == TL_SCOPE_GLOBAL;
    for (int d = 1; d < b->ndim; d++)
        out(g, "(");
    if (global) {
        out(g, "tl_cvt(");
        expr(g, idx[0]);
        out(g, ", cutlass.Int64)");
    } else {
        expr(g, idx[0]);
    }
    for (int d = 1; d < b->ndim; d++) {
        out(g, " * ");
        expr(g, b->dims[d]);
        out(g, " + ");
        expr(g, idx[d]);
        out(g, ")");
    }
}

/* buf[idx] as a subscript of its tensor. */
static void element(cg *g, const tl_buffer *b, tl_expr *const *idx)
{
    const tl_buffer *st = b->view_of && b->scope != TL_SCOPE_GLOBAL ? b->view_of : b;
    out(g, "%s[", g->bname[st->id]);
    if (b->scope == TL_SCOPE_FRAGMENT && !in_smem(g, b) && tl_gpu_rows_buffer(st)) {
        /* a row vector (tl_layout.rows_of): register h holds row
         * (h / 2) * 16 + h % 2 * 8 of the thread's warp tile and lane group */
        if (g->rows_loop)
            out(g, "%s]", g->th);
        else if (g->par && g->part.mma)
            out(g, "(%s // %d) * 2 + %s // 2]", g->ts, g->part.mma->tiles_n, g->tv);
        else
            unsupported(g, "row vector '%s' read outside the loops that follow its rows", b->name);
        return;
    }
    if (b->scope == TL_SCOPE_FRAGMENT && !in_smem(g, b)) {
        if (!g->par || !tl_gpu_access_owned(g->par, b, idx))
            unsupported(g, "fragment '%s' is read or written outside its owner threads", b->name);
        reg_slot(g);
        out(g, "]");
        return;
    }
    offset(g, b, idx);
    out(g, "]");
}

static void load(cg *g, const tl_buffer *b, tl_expr *const *idx)
{
    if (b->scope == TL_SCOPE_GLOBAL && tl_dtype_is_packed(b->dtype)) {
        /* a nibble of the tensor's bytes */
        out(g, "tl_nibble(%s, ", g->bname[b->view_of ? b->view_of->id : b->id]);
        offset(g, b, idx);
        out(g, ", \"%s\")", tl_dtype_name(b->dtype));
        return;
    }
    if (b->dtype == TL_DT_BOOL) {
        out(g, "(");
        element(g, b, idx);
        out(g, " != 0)");
        return;
    }
    if (b->dtype == TL_DT_F4E2M1) {
        out(g, "tl_e2m1(");
        element(g, b, idx);
        out(g, ")");
        return;
    }
    element(g, b, idx);
}

/* Whether e is written as a DSL value (never a Python number): a load, a
 * variable other than a loop's (a range_constexpr loop's is a Python int),
 * a typed literal, or an operation on such. */
static bool dsl_value(const tl_expr *e)
{
    switch (e->kind) {
    case TL_EXPR_LOAD: return true;
    case TL_EXPR_VAR: return e->var->kind != TL_VAR_LOOP;
    case TL_EXPR_INT: return !is_i32(e->dtype) && e->dtype != TL_DT_BOOL;
    case TL_EXPR_FLOAT: return true;
    case TL_EXPR_BINARY: return dsl_value(e->bin.a) || dsl_value(e->bin.b);
    case TL_EXPR_UNARY: return dsl_value(e->un.a);
    default: return true; /* casts, calls and selects go through helpers that give DSL values */
    }
}

/* e as a value of dtype t (e's own): converted only where it could be a
 * Python number. */
static void typed(cg *g, const tl_expr *e, const char *t)
{
    if (dsl_value(e)) {
        expr(g, e);
        return;
    }
    out(g, "tl_cvt(");
    expr(g, e);
    out(g, ", %s)", t);
}

/* Whether evaluating e could fault or read what it must not when its
 * guard is false: a load, an integer division or remainder by a value. */
static bool unsafe_here(const tl_expr *e, const void *unused)
{
    (void)unused;
    if (e->kind == TL_EXPR_LOAD)
        return true;
    if (e->kind != TL_EXPR_BINARY || tl_dtype_is_float(e->bin.a->dtype) ||
        (e->bin.op != TL_BIN_DIV && e->bin.op != TL_BIN_MOD && e->bin.op != TL_BIN_CEILDIV))
        return false;
    int64_t d = 0;
    return !tl_ir_is_const_int(e->bin.b, &d) || d == 0; /* by a nonzero constant: safe */
}

static bool unsafe(const tl_expr *e)
{
    return tl_ir_expr_any(e, unsafe_here, NULL);
}

static void binary(cg *g, const tl_expr *e)
{
    tl_binop op = e->bin.op;
    tl_dtype t = e->bin.a->dtype;
    const char *sym = tl_binop_name(op);
    if (op == TL_BIN_AND || op == TL_BIN_OR) {
        if (!unsafe(e->bin.b)) {
            /* the DSL's preprocessor makes `and`/`or` of DSL values
             * cutlass.and_/or_, both sides evaluated: harmless here */
            out(g, "(");
            expr(g, e->bin.a);
            out(g, op == TL_BIN_AND ? " and " : " or ");
            expr(g, e->bin.b);
            out(g, ")");
            return;
        }
        /* a right side that loads or divides runs only when the left side
         * asks for it, as && and || say: a conditional expression, which
         * the preprocessor makes a branch */
        out(g, "(");
        if (op == TL_BIN_AND) {
            typed(g, e->bin.b, "cutlass.Boolean");
            out(g, " if ");
            expr(g, e->bin.a);
            out(g, " else cutlass.Boolean(False))");
        } else {
            out(g, "cutlass.Boolean(True) if ");
            expr(g, e->bin.a);
            out(g, " else ");
            typed(g, e->bin.b, "cutlass.Boolean");
            out(g, ")");
        }
        return;
    }
    if (tl_binop_is_compare(op) || t == TL_DT_BOOL) {
        out(g, "(");
        expr(g, e->bin.a);
        out(g, " %s ", sym);
        expr(g, e->bin.b);
        out(g, ")");
        return;
    }
    if (tl_dtype_is_float(t)) {
        const tl_expr *m = e->bin.b;
        if (op == TL_BIN_ADD && e->bin.fused && m->kind == TL_EXPR_BINARY && m->bin.op == TL_BIN_MUL) {
            /* lower_gemm_simt's accumulate: one fused multiply-add */
            out(g, "cute.math.fma(");
            expr(g, m->bin.a);
            out(g, ", ");
            expr(g, m->bin.b);
            out(g, ", ");
            expr(g, e->bin.a);
            out(g, ")");
            return;
        }
        if (op == TL_BIN_MUL && (t == TL_DT_F32 || t == TL_DT_F64)) {
            /* rounded on its own (mul.rn), never contracted with an add:
             * the interpreter rounds the product first */
            out(g, "cute.math.mul(");
            expr(g, e->bin.a);
            out(g, ", ");
            expr(g, e->bin.b);
            out(g, ", rounding=cute.math.RoundingMode.NEAREST_EVEN)");
            return;
        }
        if (op == TL_BIN_CEILDIV) {
            unsupported(g, "ceildiv of floats");
            return;
        }
        /* % of DSL floats is arith.remf: C's fmod */
        out(g, "(");
        expr(g, e->bin.a);
        out(g, " %s ", sym);
        expr(g, e->bin.b);
        out(g, ")");
        return;
    }
    bool sg = tl_dtype_is_signed(t);
    if (op == TL_BIN_SHL || op == TL_BIN_SHR) {
        out(g, "tl_%s(", op == TL_BIN_SHL ? "shl" : "shr");
        expr(g, e->bin.a);
        out(g, ", ");
        expr(g, e->bin.b);
        out(g, ", %s)", dsl_type(t));
        return;
    }
    if (op == TL_BIN_CEILDIV || ((op == TL_BIN_DIV || op == TL_BIN_MOD) && sg)) {
        /* C's truncating / and %, ceildiv rounding up (the helpers) */
        out(g, "tl_%s(", op == TL_BIN_CEILDIV ? "ceildiv" : op == TL_BIN_DIV ? "div" : "mod");
        expr(g, e->bin.a);
        out(g, ", ");
        expr(g, e->bin.b);
        out(g, ")");
        return;
    }
    out(g, "(");
    expr(g, e->bin.a);
    out(g, " %s ", op == TL_BIN_DIV ? "//" : sym);
    expr(g, e->bin.b);
    out(g, ")");
}

static void call(cg *g, const tl_expr *e)
{
    tl_dtype t = e->call.args[0]->dtype;
    tl_mathfn fn = e->call.fn;
    const char *name = NULL;
    switch (fn) {
    case TL_FN_SHFL_XOR: name = "tl_shfl_xor"; break;
    case TL_FN_SHFL_DOWN: name = "tl_shfl_down"; break;
    case TL_FN_SHFL_UP: name = "tl_shfl_up"; break;
    case TL_FN_SHFL_IDX: name = "tl_shfl_idx"; break;
    case TL_FN_WARP_SUM: name = "tl_warp_sum"; break;
    case TL_FN_WARP_MAX: name = "tl_warp_max"; break;
    case TL_FN_WARP_MIN: name = "tl_warp_min"; break;
    case TL_FN_WARP_ANY: name = "cute.arch.vote_any_sync"; break;
    case TL_FN_WARP_ALL: name = "cute.arch.vote_all_sync"; break;
    case TL_FN_EXP: name = "cute.math.exp"; break;
    case TL_FN_EXP2: name = "cute.math.exp2"; break;
    case TL_FN_LOG: name = "cute.math.log"; break;
    case TL_FN_LOG2: name = "cute.math.log2"; break;
    case TL_FN_SQRT: name = "cute.math.sqrt"; break;
    case TL_FN_RSQRT: name = "cute.math.rsqrt"; break;
    case TL_FN_ABS: name = "cute.math.abs"; break;
    case TL_FN_TANH: name = "cute.math.tanh"; break;
    case TL_FN_FLOOR: name = "cute.math.floor"; break;
    case TL_FN_CEIL: name = "cute.math.ceil"; break;
    /* floats: the NaN-ignoring maxnum/minnum, as the interpreter */
    case TL_FN_MIN: name = "cute.math.min"; break;
    case TL_FN_MAX: name = "cute.math.max"; break;
    case TL_FN_POW: name = "cute.math.pow"; break;
    case TL_FN_SIN: name = "cute.math.sin"; break;
    case TL_FN_COS: name = "cute.math.cos"; break;
    case TL_FN_ERF: name = "cute.math.erf"; break;
    case TL_FN_SIGMOID: name = "tl_sigmoid"; break;
    case TL_FN_FMA: name = "tl_fma"; break;
    default: break;
    }
    if (!name) {
        unsupported(g, "math function %s", tl_mathfn_name(fn));
        return;
    }
    if (fn == TL_FN_ABS && !tl_dtype_is_signed(t)) {
        expr(g, e->call.args[0]);
        return;
    }
    out(g, "%s(", name);
    for (int i = 0; i < e->call.nargs; i++) {
        if (i)
            out(g, ", ");
        /* a literal operand takes its dtype, as the DSL's math wants one type */
        if (!tl_mathfn_is_warp(fn) && is_i32(e->call.args[i]->dtype) && e->call.args[i]->kind == TL_EXPR_INT) {
            out(g, "cutlass.Int32(");
            expr(g, e->call.args[i]);
            out(g, ")");
        } else {
            expr(g, e->call.args[i]);
        }
    }
    out(g, ")");
}

static void expr(cg *g, const tl_expr *e)
{
    switch (e->kind) {
    case TL_EXPR_INT:
        if (tl_dtype_is_float(e->dtype))
            float_lit(g, e->dtype, (double)e->i);
        else
            int_lit(g, e->dtype, e->i);
        return;
    case TL_EXPR_FLOAT:
        if (tl_dtype_is_float(e->dtype)) {
            float_lit(g, e->dtype, e->f);
        } else {
            out(g, "tl_cvt(");
            float_lit(g, TL_DT_F64, e->f);
            out(g, ", %s)", dsl_type(e->dtype));
        }
        return;
    case TL_EXPR_VAR:
        out(g, "%s", vn(g, e->var));
        return;
    case TL_EXPR_BINARY: binary(g, e); return;
    case TL_EXPR_UNARY:
        out(g, "(%s", e->un.op == TL_UN_NOT ? "not " : e->un.op == TL_UN_BNOT ? "~" : "-");
        expr(g, e->un.a);
        out(g, ")");
        return;
    case TL_EXPR_SELECT:
        /* a conditional expression: the branch not taken is not evaluated
         * (a masked load stays in bounds); both arms of the select's dtype */
        out(g, "(");
        typed(g, e->sel.a, dsl_type(e->dtype));
        out(g, " if ");
        expr(g, e->sel.cond);
        out(g, " else ");
        typed(g, e->sel.b, dsl_type(e->dtype));
        out(g, ")");
        return;
    case TL_EXPR_CAST:
        if (e->cast.bits && (tl_dtype_is_packed(e->dtype) || tl_dtype_is_packed(e->cast.a->dtype))) {
            /* between the 4-bit dtypes: the code of one read as the other */
            out(g, "tl_from4(tl_code4(");
            expr(g, e->cast.a);
            out(g, ", \"%s\"), \"%s\")", tl_dtype_name(e->cast.a->dtype), tl_dtype_name(e->dtype));
            return;
        }
        if (e->cast.bits) {
            out(g, "tl_bitcast(");
            expr(g, e->cast.a);
            out(g, ", %s)", dsl_type(e->dtype));
        } else if (e->dtype == TL_DT_BOOL) {
            out(g, "(");
            expr(g, e->cast.a);
            out(g, " != 0)");
        } else if (e->dtype == TL_DT_I4 || e->dtype == TL_DT_U4 || e->dtype == TL_DT_F4E2M1) {
            /* to a 4-bit dtype: the value it holds (the low 4 bits of an
             * integer, the nearest e2m1 of a float), widened */
            out(g, "tl_to4(");
            expr(g, e->cast.a);
            out(g, ", \"%s\")", tl_dtype_name(e->dtype));
        } else {
            out(g, "tl_cvt(");
            expr(g, e->cast.a);
            out(g, ", %s)", dsl_type(e->dtype));
        }
        return;
    case TL_EXPR_CALL: call(g, e); return;
    case TL_EXPR_LOAD: load(g, e->load.buf, e->load.idx); return;
    }
}

/* ---- statements ------------------------------------------------------------ */

static void block(cg *g, const tl_block *b);
static void stmt(cg *g, const tl_stmt *s);

static int64_t cdim(const tl_buffer *b, int d)
{
    int64_t v = 1;
    if (d < b->ndim)
        tl_ir_is_const_int(b->dims[d], &v);
    return v;
}

static int64_t elems_of(const tl_buffer *b)
{
    int64_t n = 1;
    for (int d = 0; d < b->ndim; d++)
        n *= cdim(b, d);
    return n;
}

/* A body that reads or writes a register fragment: its loops must be
 * unrolled, so that every register index is a constant. */
static bool reg_buf(const cg *g, const tl_buffer *b)
{
    return b->scope == TL_SCOPE_FRAGMENT && !in_smem(g, b);
}

static bool reg_expr(const cg *g, const tl_expr *e)
{
    if (!e)
        return false;
    switch (e->kind) {
    case TL_EXPR_LOAD:
        if (reg_buf(g, e->load.buf))
            return true;
        for (int i = 0; i < e->load.nidx; i++)
            if (reg_expr(g, e->load.idx[i]))
                return true;
        return false;
    case TL_EXPR_BINARY: return reg_expr(g, e->bin.a) || reg_expr(g, e->bin.b);
    case TL_EXPR_UNARY: return reg_expr(g, e->un.a);
    case TL_EXPR_SELECT: return reg_expr(g, e->sel.cond) || reg_expr(g, e->sel.a) || reg_expr(g, e->sel.b);
    case TL_EXPR_CAST: return reg_expr(g, e->cast.a);
    case TL_EXPR_CALL: return reg_expr(g, e->call.args[0]) || (e->call.nargs > 1 && reg_expr(g, e->call.args[1])) ||
                              (e->call.nargs > 2 && reg_expr(g, e->call.args[2]));
    default: return false;
    }
}

static bool reg_block(const cg *g, const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_LET:
            if (reg_expr(g, s->let.value))
                return true;
            break;
        case TL_STMT_FOR:
            for (int d = 0; d < s->loop.nvars; d++)
                if (reg_expr(g, s->loop.begin[d]) || reg_expr(g, s->loop.end[d]))
                    return true;
            if (reg_block(g, &s->loop.body))
                return true;
            break;
        case TL_STMT_WHILE:
            if (reg_expr(g, s->whiles.cond) || reg_block(g, &s->whiles.body))
                return true;
            break;
        case TL_STMT_IF:
            if (reg_expr(g, s->ifs.cond) || reg_block(g, &s->ifs.then_body) || reg_block(g, &s->ifs.else_body))
                return true;
            break;
        case TL_STMT_STORE:
            if (reg_buf(g, s->store.buf) || reg_expr(g, s->store.value))
                return true;
            for (int d = 0; d < s->store.nidx; d++)
                if (reg_expr(g, s->store.idx[d]))
                    return true;
            break;
        default: break;
        }
    }
    return false;
}

/* Variables of parallel loop s from the iteration number `from`: all but
 * the innermost when inner is false, else the innermost (plus `lane`). */
static void loop_vars(cg *g, const tl_stmt *s, const char *from, bool inner, const char *lane)
{
    int n = s->loop.nvars;
    for (int d = 0; d < n; d++) {
        if ((d == n - 1) != inner)
            continue;
        indent(g);
        out(g, "%s = ", vn(g, s->loop.vars[d]));
        if (d > 0 || n > 1)
            out(g, "(");
        out(g, "%s", from);
        for (int e = d + 1; e < n; e++) {
            out(g, " // ");
            expr(g, s->loop.end[e]);
        }
        if (d > 0 || n > 1)
            out(g, ")");
        if (d > 0) {
            out(g, " %% ");
            expr(g, s->loop.end[d]);
        }
        out(g, "%s%s\n", lane ? " + " : "", lane ? lane : "");
    }
}

/* The temporaries of the next parallel loop: names of their own, so that
 * no Python name is given values of two DSL types (the DSL carries a name
 * assigned in a loop it compiles across the loop, in one type). */
static void fresh_temps(cg *g)
{
    int n = g->nloops++;
    snprintf(g->ts, sizeof g->ts, "tl_s%d", n);
    snprintf(g->tv, sizeof g->tv, "tl_v%d", n);
    snprintf(g->th, sizeof g->th, "tl_h%d", n);
}

/* The head of a loop by rows: every thread visits its tiles_m * 2 rows of
 * the MMA layout l (those its warp tile and lane group hold), as v. */
static void rows_head(cg *g, const tl_layout *l, const char *v)
{
    line(g, "for %s in cutlass.range_constexpr(%d):", g->th, l->tiles_m * 2);
    g->ind++;
    line(g, "%s = (tl_tid // 32 // %d) * %d + (%s // 2) * 16 + (tl_tid %% 32) // 4 + (%s %% 2) * 8", v, l->warps_n,
         l->tiles_m * 16, g->th, g->th);
}

/* Row and column of register (ts, tv) of an [em, en] accumulator in the
 * MMA layout l, as vi and vj: lane l of a 16x8 tile holds row l / 4 and
 * the one 8 below, columns 2 (l % 4) and the next. */
static void mma_rc(cg *g, const tl_layout *l, int64_t em, int64_t en, const char *vi, const char *vj)
{
    line(g, "%s = (tl_tid // 32 // %d) * %" PRId64 " + (%s // %d) * 16 + (tl_tid %% 32) // 4 + (%s // 2) * 8", vi,
         l->warps_n, em / l->warps_m, g->ts, l->tiles_n, g->tv);
    line(g, "%s = (tl_tid // 32 %% %d) * %" PRId64 " + (%s %% %d) * 8 + (tl_tid %% 4) * 2 + %s %% 2", vj, l->warps_n,
         en / l->warps_n, g->ts, l->tiles_n, g->tv);
}

static void parallel(cg *g, const tl_stmt *s)
{
    tl_gpu_partition p = tl_gpu_partition_of(g->k, s);
    int n = s->loop.nvars;
    fresh_temps(g);
    if (tl_gpu_rows_loop(s)) {
        /* every thread runs the loop for the rows it holds, each replica
         * computing the same values */
        const tl_layout *l = g->rows_l;
        if (!l) {
            unsupported(g, "a loop over row vectors without their layout");
            return;
        }
        line(g, "# parallel %s: by the rows of the tensor-core accumulator's layout", s->loop.vars[0]->name);
        g->par = s;
        g->part = p;
        g->rows_loop = true;
        rows_head(g, l, vn(g, s->loop.vars[0]));
        block(g, &s->loop.body);
        g->ind--;
        g->rows_loop = false;
        g->par = NULL;
        return;
    }
    g->par = s;
    g->part = p;
    indent(g);
    out(g, "# parallel");
    for (int d = 0; d < n; d++)
        out(g, "%s%s", d ? ", " : " ", s->loop.vars[d]->name);
    if (p.mma) {
        const tl_layout *l = p.mma;
        int64_t em = 0, en = 0;
        tl_ir_is_const_int(s->loop.end[0], &em);
        tl_ir_is_const_int(s->loop.end[1], &en);
        out(g, ": the tensor-core accumulator's layout, %dx%d warps of %dx%d tiles of 16x8\n", l->warps_m, l->warps_n,
            l->tiles_m, l->tiles_n);
        line(g, "for %s in cutlass.range_constexpr(%d):", g->ts, l->tiles_m * l->tiles_n);
        g->ind++;
        line(g, "for %s in cutlass.range_constexpr(4):", g->tv);
        g->ind++;
        mma_rc(g, l, em, en, vn(g, s->loop.vars[0]), vn(g, s->loop.vars[1]));
        block(g, &s->loop.body);
        g->ind -= 2;
    } else if (p.elems >= 0) {
        out(g, ": %" PRId64 " iterations, runs of %d, %" PRId64 " per thread\n", p.elems, p.vec, p.steps);
        /* unrolled where the body touches registers (their indexes then
         * constants) or there is one step (no loop to compile) */
        bool unroll = p.steps == 1 || reg_block(g, &s->loop.body);
        char r[24], e[24];
        snprintf(r, sizeof r, "tl_r%d", g->nloops - 1);
        snprintf(e, sizeof e, "tl_e%d", g->nloops - 1);
        line(g, "for %s in %s(%" PRId64 "):", g->ts, unroll ? "cutlass.range_constexpr" : "range", p.steps);
        g->ind++;
        line(g, "%s = %s * %d + tl_tid", r, g->ts, p.threads);
        bool check = p.runs % p.threads != 0;
        if (check) {
            line(g, "if %s < %" PRId64 ":", r, p.runs);
            g->ind++;
        }
        line(g, "%s = %s * %d", e, r, p.vec);
        loop_vars(g, s, e, false, NULL);
        if (p.vec > 1) {
            line(g, "for %s in cutlass.range_constexpr(%d):", g->tv, p.vec);
            g->ind++;
        }
        loop_vars(g, s, e, true, p.vec > 1 ? g->tv : NULL);
        block(g, &s->loop.body);
        if (p.vec > 1)
            g->ind--;
        if (check)
            g->ind--;
        g->ind--;
    } else {
        char x[24];
        snprintf(x, sizeof x, "tl_x%d", g->nloops - 1);
        out(g, ": extents known at run time, one iteration at a time\n");
        indent(g);
        out(g, "for %s in range(tl_cvt(tl_tid, cutlass.Int64), ", x);
        for (int d = 0; d < n; d++) {
            out(g, "%stl_cvt(", d ? " * " : "");
            expr(g, s->loop.end[d]);
            out(g, ", cutlass.Int64)");
        }
        out(g, ", %d):\n", p.threads);
        g->ind++;
        char x32[48];
        snprintf(x32, sizeof x32, "tl_cvt(%s, cutlass.Int32)", x);
        loop_vars(g, s, x32, false, NULL);
        loop_vars(g, s, x32, true, NULL);
        block(g, &s->loop.body);
        g->ind--;
    }
    g->par = NULL;
}

/* Whether block b (not the loops inside it) has a break or continue. */
static bool exits(const tl_block *b, bool brk)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if ((brk && s->kind == TL_STMT_BREAK) || (!brk && s->kind == TL_STMT_CONTINUE))
            return true;
        if (s->kind == TL_STMT_IF && (exits(&s->ifs.then_body, brk) || exits(&s->ifs.else_body, brk)))
            return true;
    }
    return false;
}

static bool may_stop(const tl_stmt *s)
{
    if (s->kind == TL_STMT_BREAK || s->kind == TL_STMT_CONTINUE)
        return true;
    if (s->kind == TL_STMT_IF) {
        for (int k = 0; k < 2; k++) {
            const tl_block *b = k ? &s->ifs.else_body : &s->ifs.then_body;
            for (size_t i = 0; i < b->n; i++)
                if (may_stop(b->items[i]))
                    return true;
        }
    }
    return false;
}

/* A serial loop's body and its break/continue flags: the DSL compiles a
 * loop whose trip count it cannot know into one that has no early exit,
 * so `break` sets tl_brk (which the loop's condition tests) and tl_stop,
 * `continue` tl_stop, and the rest of the iteration runs under
 * `if not tl_stop`. A range loop with a break becomes a while loop. */
static void serial(cg *g, const tl_stmt *s)
{
    const tl_block *body = s->kind == TL_STMT_WHILE ? &s->whiles.body : &s->loop.body;
    bool brk = exits(body, true), cont = exits(body, false);
    const char *obrk = g->brk, *ostop = g->stop;
    const char *v = s->kind == TL_STMT_FOR ? vn(g, s->loop.vars[0]) : NULL;
    char fb[32] = "", fs[32] = "";
    if (brk || cont) {
        int n = g->nflags++;
        snprintf(fb, sizeof fb, "tl_brk%d", n);
        snprintf(fs, sizeof fs, "tl_stop%d", n);
        if (brk)
            line(g, "%s = cutlass.Boolean(False)", fb);
        line(g, "%s = cutlass.Boolean(False)", fs);
    }
    if (s->kind == TL_STMT_WHILE || brk) {
        if (s->kind == TL_STMT_FOR) {
            indent(g);
            out(g, "%s = tl_cvt(", v);
            if (s->loop.begin[0])
                expr(g, s->loop.begin[0]);
            else
                out(g, "0");
            out(g, ", cutlass.Int32)\n");
            indent(g);
            out(g, "tl_end%d = tl_cvt(", g->nflags - 1);
            expr(g, s->loop.end[0]);
            out(g, ", cutlass.Int32)\n");
            line(g, "while %s < tl_end%d and not %s:", v, g->nflags - 1, fb);
        } else {
            indent(g);
            out(g, "while ");
            if (brk)
                out(g, "(not %s) and ", fb);
            expr(g, s->whiles.cond);
            out(g, ":\n");
        }
    } else {
        indent(g);
        if (s->loop.kind == TL_LOOP_UNROLL && !s->loop.begin[0] && s->loop.end[0]->kind == TL_EXPR_INT) {
            out(g, "for %s in cutlass.range_constexpr(", v);
        } else {
            out(g, "for %s in range(", v);
            if (s->loop.begin[0]) {
                expr(g, s->loop.begin[0]);
                out(g, ", ");
            }
        }
        expr(g, s->loop.end[0]);
        out(g, "):\n");
    }
    g->ind++;
    if (brk || cont)
        line(g, "%s = cutlass.Boolean(False)", fs);
    g->brk = brk ? tl_arena_strndup(g->a, fb, strlen(fb)) : NULL;
    g->stop = brk || cont ? tl_arena_strndup(g->a, fs, strlen(fs)) : NULL;
    if ((brk || cont) && (!g->stop || (brk && !g->brk)))
        g->oom = true;
    block(g, body);
    if (s->kind == TL_STMT_FOR && brk)
        line(g, "%s = %s + 1", v, v);
    g->ind--;
    g->brk = obrk;
    g->stop = ostop;
}

static void loop(cg *g, const tl_stmt *s)
{
    if (s->loop.kind == TL_LOOP_PARALLEL && !g->par) {
        parallel(g, s);
        return;
    }
    if (s->loop.kind == TL_LOOP_PARALLEL) {
        /* a parallel loop inside one: its iterations run in the thread */
        for (int d = 0; d < s->loop.nvars; d++) {
            indent(g);
            out(g, "for %s in range(", vn(g, s->loop.vars[d]));
            expr(g, s->loop.end[d]);
            out(g, "):\n");
            g->ind++;
        }
        block(g, &s->loop.body);
        g->ind -= s->loop.nvars;
        return;
    }
    if (s->loop.kind == TL_LOOP_PIPELINED)
        line(g, "# pipelined, %d stages: its iterations in order", s->loop.stages);
    serial(g, s);
}

static void alloc(cg *g, const tl_buffer *b)
{
    const char *n = g->bname[b->id];
    if (b->view_of) {
        const tl_buffer *x = b->view_of;
        if (b->scope == TL_SCOPE_FRAGMENT && !in_smem(g, x)) {
            const tl_layout *l = b->layout;
            if (!l || l != x->layout || l->warps_m > 0 || cdim(b, b->ndim - 1) % l->vec != 0)
                unsupported(g, "view '%s' of register fragment '%s': the view would move elements between threads",
                            b->name, x->name);
        }
        /* flat storage: the view indexes its buffer's tensor with its own dims */
        line(g, "# %s: a view of %s (its storage, indexed with the view's dims)", b->name, x->name);
        return;
    }
    int64_t count = elems_of(b);
    const char *t = mem_type(b->dtype);
    if (in_smem(g, b)) {
        line(g, "# %s %s[%" PRId64 "]%s: shared by the block at byte %" PRId64 ", zeroed", tl_scope_name(b->scope),
             tl_dtype_name(b->dtype), count, b->scope == TL_SCOPE_FRAGMENT ? " kept in shared memory" : "",
             g->smem_off[b->id]);
        line(g, "for tl_z in range(tl_tid, %" PRId64 ", %d):", count, g->threads);
        line(g, "    %s[tl_z] = %s(0)", n, t);
        return;
    }
    if (b->scope == TL_SCOPE_FRAGMENT && tl_gpu_rows_buffer(b)) {
        const tl_layout *l = b->layout->rows_of;
        g->rows_l = l; /* place_fragments gave every row vector of the kernel the same */
        line(g, "# fragment %s[%" PRId64 "]: this thread's %d rows of the tensor-core accumulator's layout, in registers",
             b->name, count, l->tiles_m * 2);
        line(g, "%s = cute.make_rmem_tensor(%d, %s)", n, l->tiles_m * 2, t);
        line(g, "%s.fill(0)", n);
        return;
    }
    if (b->scope == TL_SCOPE_FRAGMENT) {
        int per = b->layout ? b->layout->per_thread : 0;
        line(g, "# fragment %s[%" PRId64 "]: this thread's %d elements, in registers", b->name, count, per);
        line(g, "%s = cute.make_rmem_tensor(%d, %s)", n, per > 0 ? per : 1, t);
        line(g, "%s.fill(0)", n);
        return;
    }
    line(g, "# local %s[%" PRId64 "]: per thread", b->name, count);
    line(g, "%s = cute.make_rmem_tensor(%" PRId64 ", %s)", n, count, t);
    line(g, "%s.fill(0)", n);
}

/* value (of dtype t) as t's memory form. */
static void to_mem(cg *g, tl_dtype t, const tl_expr *v)
{
    if (t == TL_DT_BOOL) {
        out(g, "tl_cvt(");
        expr(g, v);
        out(g, ", cutlass.Uint8)");
    } else if (t == TL_DT_F4E2M1) {
        out(g, "tl_e2m1_code(");
        expr(g, v);
        out(g, ")");
    } else {
        typed(g, v, mem_type(t));
    }
}

/* The pointer to element idx of global tensor b, for an atomic. */
static void gptr(cg *g, const tl_buffer *b, tl_expr *const *idx)
{
    out(g, "%s.iterator + ", g->bname[b->view_of ? b->view_of->id : b->id]);
    offset(g, b, idx);
}

/* The 32-bit word of global memory holding byte `byte` (a Python
 * expression of a byte's address) as tl_wN (a one-element tensor), and
 * the byte's bit offset in it as tl_shN: narrow atomics and nibble stores
 * go through the aligned word, as the cuda backend's do. */
static void word_of(cg *g, int u, const char *byte)
{
    line(g, "tl_p%d = %s", u, byte);
    line(g, "tl_w%d = cute.make_tensor(cute.make_ptr(cutlass.Uint32, tl_p%d - (tl_p%d & 3), cutlass.AddressSpace.gmem), "
            "cute.make_layout(1))", u, u, u);
}

/* An atomic add (op 0, wrapping), max (1) or min (2) into an 8- or 16-bit
 * integer element: a compare-and-swap loop on its 32-bit word. */
static void atomic_narrow(cg *g, const tl_buffer *b, const tl_stmt *s, const tl_expr *src, int op)
{
    int u = g->nloops++;
    const char *t = dsl_type(b->dtype);
    tl_strbuf addr = {0}, *o = g->o;
    g->o = &addr;
    out(g, "(");
    gptr(g, b, s->store.idx);
    out(g, ").toint()");
    g->o = o;
    if (addr.failed)
        g->oom = true;
    line(g, "# atomic_%s into %s %s: a compare-and-swap loop on its 32-bit word", op == 0 ? "add" : op == 1 ? "max" : "min",
         tl_dtype_name(b->dtype), b->name);
    word_of(g, u, tl_strbuf_cstr(&addr));
    tl_strbuf_free(&addr);
    line(g, "tl_sh%d = tl_cvt((tl_p%d & 3) * 8, cutlass.Uint32)", u, u);
    line(g, "tl_mk%d = cutlass.Uint32(%u) << tl_sh%d", u, tl_dtype_bits(b->dtype) == 8 ? 0xffu : 0xffffu, u);
    indent(g);
    out(g, "tl_v%d = tl_cvt(", u);
    expr(g, src);
    out(g, ", %s)\n", t);
    line(g, "tl_old%d = tl_w%d[0]", u, u);
    line(g, "tl_done%d = cutlass.Boolean(False)", u);
    line(g, "while not tl_done%d:", u);
    g->ind++;
    line(g, "tl_cur%d = tl_cvt((tl_old%d & tl_mk%d) >> tl_sh%d, %s)", u, u, u, u, t);
    if (op == 0)
        line(g, "tl_new%d = tl_cur%d + tl_v%d", u, u, u);
    else
        line(g, "tl_new%d = cute.math.%s(tl_cur%d, tl_v%d)", u, op == 1 ? "max" : "min", u, u);
    line(g, "tl_nw%d = (tl_old%d & ~tl_mk%d) | ((tl_cvt(tl_new%d, cutlass.Uint32) << tl_sh%d) & tl_mk%d)", u, u, u, u, u, u);
    line(g, "tl_prev%d = cute.arch.atomic_cas(tl_w%d.iterator, cmp=tl_old%d, val=tl_nw%d)", u, u, u, u);
    line(g, "tl_done%d = tl_prev%d == tl_old%d", u, u, u);
    line(g, "tl_old%d = tl_prev%d", u, u);
    g->ind--;
}

/* A store into a packed 4-bit global tensor: the nibble's new bits xored
 * into its aligned 32-bit word (atomic, so that two threads writing the
 * two halves of one byte do not race; the old nibble is the writer's own,
 * as in the cuda backend). */
static void nibble_store(cg *g, const tl_buffer *b, const tl_stmt *s, const tl_expr *v)
{
    int u = g->nloops++;
    const tl_buffer *t = b->view_of ? b->view_of : b;
    indent(g);
    out(g, "tl_n%d = ", u);
    offset(g, b, s->store.idx);
    out(g, "\n");
    char byte[160];
    snprintf(byte, sizeof byte, "(%s.iterator + (tl_n%d >> 1)).toint()", g->bname[t->id], u);
    line(g, "# element tl_n%d of packed %s %s: a nibble xored into its 32-bit word", u, tl_dtype_name(b->dtype), b->name);
    word_of(g, u, byte);
    line(g, "tl_sh%d = tl_cvt((tl_p%d & 3) * 8 + (tl_n%d & 1) * 4, cutlass.Uint32)", u, u, u);
    line(g, "tl_old%d = (tl_cvt(%s[tl_n%d >> 1], cutlass.Uint32) >> tl_cvt((tl_n%d & 1) * 4, cutlass.Uint32)) & 15", u,
         g->bname[t->id], u, u);
    indent(g);
    out(g, "tl_new%d = tl_cvt(", u);
    if (b->dtype == TL_DT_F4E2M1) {
        out(g, "tl_e2m1_code(");
        expr(g, v);
        out(g, ")");
    } else {
        expr(g, v);
    }
    out(g, ", cutlass.Uint32) & 15\n");
    line(g, "cute.arch.atomic_xor(tl_w%d.iterator, ((tl_old%d ^ tl_new%d) & 15) << tl_sh%d)", u, u, u, u);
}

static void store(cg *g, const tl_stmt *s)
{
    const tl_buffer *b = s->store.buf;
    const tl_expr *v = s->store.value;
    bool once = !g->par && b->scope != TL_SCOPE_LOCAL;
    if (once) {
        line(g, "if tl_tid == 0:");
        g->ind++;
    }
    int bits = tl_dtype_bits(b->dtype);
    bool wide = bits == 32 || bits == 64;
    bool narrow = tl_dtype_is_int(b->dtype) && (bits == 8 || bits == 16);
    if (g->atomic && b->scope == TL_SCOPE_GLOBAL && v->kind == TL_EXPR_CALL &&
        (v->call.fn == TL_FN_MAX || v->call.fn == TL_FN_MIN) && v->call.args[0]->kind == TL_EXPR_LOAD &&
        v->call.args[0]->load.buf == b) {
        bool mx = v->call.fn == TL_FN_MAX;
        bool f = tl_dtype_is_float(b->dtype);
        if (narrow) {
            atomic_narrow(g, b, s, v->call.args[1], mx ? 1 : 2);
        } else if (!wide || (f && b->dtype != TL_DT_F32)) {
            unsupported(g, "atomic_%s into %s tensor '%s' (the cutedsl codegen has integer and f32 ones)",
                        mx ? "max" : "min", tl_dtype_name(b->dtype), b->name);
        } else {
            indent(g);
            out(g, "cute.arch.atomic_%s(", f ? (mx ? "fmax" : "fmin") : (mx ? "max" : "min"));
            gptr(g, b, s->store.idx);
            out(g, ", tl_cvt(");
            expr(g, v->call.args[1]);
            out(g, ", %s))\n", dsl_type(b->dtype));
        }
    } else if (g->atomic && b->scope == TL_SCOPE_GLOBAL && v->kind == TL_EXPR_BINARY && v->bin.op == TL_BIN_ADD &&
               v->bin.a->kind == TL_EXPR_LOAD && v->bin.a->load.buf == b) {
        /* f16 and bf16 too: atom.add.noftz rounds the sum once, as the
         * interpreter's add in the dtype */
        if (narrow) {
            atomic_narrow(g, b, s, v->bin.b, 0);
        } else if ((!wide && b->dtype != TL_DT_F16 && b->dtype != TL_DT_BF16) || b->dtype == TL_DT_BOOL) {
            unsupported(g, "atomic_add into %s tensor '%s' (the cutedsl codegen has integer, f32, f64, f16 and bf16 ones)",
                        tl_dtype_name(b->dtype), b->name);
        } else {
            indent(g);
            out(g, "cute.arch.atomic_add(");
            gptr(g, b, s->store.idx);
            out(g, ", tl_cvt(");
            expr(g, v->bin.b);
            out(g, ", %s))\n", dsl_type(b->dtype));
        }
    } else if (b->scope == TL_SCOPE_GLOBAL && tl_dtype_is_packed(b->dtype)) {
        nibble_store(g, b, s, v);
    } else {
        indent(g);
        element(g, b, s->store.idx);
        out(g, " = ");
        to_mem(g, b->dtype, v);
        out(g, "\n");
    }
    if (once)
        g->ind--;
}

/* A gemm of f16 or bf16 into an f32 accumulator in registers in the MMA
 * layout, on the tensor cores through the CuTe DSL's MMA atom for
 * mma.sync m16n8k16 (cute.nvgpu.warp.MmaF16BF16Op): each warp runs its
 * tiles_m x tiles_n tiles of 16x8 a k step of 16, its operands' registers
 * built from shared memory in the order of the atom's value layouts
 * (CuTe's SM80_16x8x16_F32F16F16F32_TN, g = lane / 4, t = lane % 4):
 * A rows g, g + 8 at k 2t, 2t + 1, then the same at k + 8; B k 2t, 2t + 1,
 * 2t + 8, 2t + 9 at column g; C the accumulator's own four registers of
 * the tile (rows g, g + 8, columns 2t, 2t + 1), which is the lowering's
 * MMA layout (ir.h). */
static bool gemm_atom(cg *g, const tl_stmt *s)
{
    const tl_buffer *A = s->tile.args[0].buf, *B = s->tile.args[1].buf, *C = s->tile.args[2].buf;
    const tl_layout *l = C->layout;
    if (!tl_gpu_in_registers(C) || !l || l->warps_m <= 0 || C->dtype != TL_DT_F32 || A->dtype != B->dtype ||
        (A->dtype != TL_DT_F16 && A->dtype != TL_DT_BF16) || C->view_of)
        return false;
    int64_t m = cdim(C, 0), n = cdim(C, 1), kdim = cdim(A, s->tile.transpose_a ? 0 : 1);
    if (kdim % 16 != 0)
        return false;
    const tl_buffer *As = A->view_of ? A->view_of : A, *Bs = B->view_of ? B->view_of : B;
    const char *an = g->bname[As->id], *bn = g->bname[Bs->id], *cn = g->bname[C->id];
    const char *dt = dsl_type(A->dtype);
    bool ta = s->tile.transpose_a, tb = s->tile.transpose_b;
    int64_t ka = cdim(A, 1), nb = cdim(B, 1);
    fresh_temps(g);
    int u = g->nloops - 1;
    line(g, "# gemm %s x %s -> %s [%" PRId64 " x %" PRId64 " x %" PRId64 "] on tensor cores: the MMA atom of mma.sync m16n8k16, "
            "%dx%d warps, each %dx%d tiles of 16x8",
         A->name, B->name, C->name, m, n, kdim, l->warps_m, l->warps_n, l->tiles_m, l->tiles_n);
    line(g, "cute.arch.sync_threads()");
    line(g, "tl_atom%d = cute.make_mma_atom(cute.nvgpu.warp.MmaF16BF16Op(%s, cutlass.Float32, (16, 8, 16)))", u, dt);
    line(g, "tl_g%d = (tl_tid %% 32) // 4", u);
    line(g, "tl_t%d = tl_tid %% 4", u);
    line(g, "tl_m%d = (tl_tid // 32 // %d) * %" PRId64, u, l->warps_n, m / l->warps_m);
    line(g, "tl_n%d = (tl_tid // 32 %% %d) * %" PRId64, u, l->warps_n, n / l->warps_n);
    line(g, "for tl_k%d in range(0, %" PRId64 ", 16):", u, kdim);
    g->ind++;
    line(g, "for tl_i%d in cutlass.range_constexpr(%d):", u, l->tiles_m);
    g->ind++;
    line(g, "tl_r%d = tl_m%d + tl_i%d * 16 + tl_g%d", u, u, u, u);
    line(g, "tl_c%d = tl_k%d + tl_t%d * 2", u, u, u);
    line(g, "tl_a%d = cute.make_rmem_tensor(8, %s)", u, dt);
    /* value q: row + 8 (q / 2) % 2, k + (q % 2) + 8 (q / 4) */
    for (int q = 0; q < 8; q++) {
        char row[48], col[48];
        snprintf(row, sizeof row, "tl_r%d%s", u, (q / 2) % 2 ? " + 8" : "");
        int off = q % 2 + 8 * (q / 4);
        if (off)
            snprintf(col, sizeof col, "tl_c%d + %d", u, off);
        else
            snprintf(col, sizeof col, "tl_c%d", u);
        /* A'[row][col]: A[row][col], or A[col][row] transposed */
        line(g, "tl_a%d[%d] = %s[(%s) * %" PRId64 " + %s]", u, q, an, ta ? col : row, ka, ta ? row : col);
    }
    line(g, "for tl_j%d in cutlass.range_constexpr(%d):", u, l->tiles_n);
    g->ind++;
    line(g, "tl_q%d = tl_n%d + tl_j%d * 8 + tl_g%d", u, u, u, u);
    line(g, "tl_b%d = cute.make_rmem_tensor(4, %s)", u, dt);
    char qc[24];
    snprintf(qc, sizeof qc, "tl_q%d", u);
    for (int q = 0; q < 4; q++) {
        char kk[48];
        int off = q % 2 + 8 * (q / 2);
        if (off)
            snprintf(kk, sizeof kk, "tl_c%d + %d", u, off);
        else
            snprintf(kk, sizeof kk, "tl_c%d", u);
        /* B'[k][col]: B[k][col], or B[col][k] transposed */
        line(g, "tl_b%d[%d] = %s[(%s) * %" PRId64 " + %s]", u, q, bn, tb ? qc : kk, nb, tb ? kk : qc);
    }
    line(g, "tl_d%d = cute.make_tensor(%s.iterator + (tl_i%d * %d + tl_j%d) * 4, cute.make_layout(4))", u, cn, u,
         l->tiles_n, u);
    line(g, "cute.mma_atom_call(tl_atom%d, tl_d%d, tl_a%d, tl_b%d, tl_d%d)", u, u, u, u, u);
    g->ind -= 3;
    line(g, "cute.arch.sync_threads()");
    return true;
}

/* A gemm on tensor cores as the lowering laid out its accumulator: each
 * thread computes the elements of C it holds (the MMA layout when C is in
 * registers, round-robin when place_fragments put it in shared memory), a
 * dot product over K of A and B read from shared memory. */
static void gemm(cg *g, const tl_stmt *s)
{
    const tl_buffer *A = s->tile.args[0].buf, *B = s->tile.args[1].buf, *C = s->tile.args[2].buf;
    const tl_layout *l = C->layout;
    int64_t m = cdim(C, 0), n = cdim(C, 1), kdim = cdim(A, s->tile.transpose_a ? 0 : 1);
    const tl_buffer *As = A->view_of ? A->view_of : A, *Bs = B->view_of ? B->view_of : B;
    const char *an = g->bname[As->id], *bn = g->bname[Bs->id], *cn = g->bname[(C->view_of ? C->view_of : C)->id];
    const char *acc = dsl_type(C->dtype);
    bool ta = s->tile.transpose_a, tb = s->tile.transpose_b;
    int64_t ka = cdim(A, 1), nb = cdim(B, 1);
    fresh_temps(g);
    int u = g->nloops - 1;
    char ti[24], tj[24], tk[24], ta_[24], tx[24];
    snprintf(ti, sizeof ti, "tl_i%d", u);
    snprintf(tj, sizeof tj, "tl_j%d", u);
    snprintf(tk, sizeof tk, "tl_k%d", u);
    snprintf(ta_, sizeof ta_, "tl_acc%d", u);
    snprintf(tx, sizeof tx, "tl_x%d", u);
    line(g, "# gemm %s x %s -> %s [%" PRId64 " x %" PRId64 " x %" PRId64 "]: each thread its elements of C, from shared memory",
         A->name, B->name, C->name, m, n, kdim);
    line(g, "cute.arch.sync_threads()");
    bool regs = tl_gpu_in_registers(C);
    if (regs) {
        line(g, "for %s in cutlass.range_constexpr(%d):", g->ts, l->tiles_m * l->tiles_n);
        g->ind++;
        line(g, "for %s in cutlass.range_constexpr(4):", g->tv);
        g->ind++;
        mma_rc(g, l, m, n, ti, tj);
        line(g, "%s = %s[%s * 4 + %s]", ta_, cn, g->ts, g->tv);
    } else {
        line(g, "for %s in range(tl_tid, %" PRId64 ", %d):", tx, m * n, g->threads);
        g->ind++;
        line(g, "%s = %s // %" PRId64, ti, tx, n);
        line(g, "%s = %s %% %" PRId64, tj, tx, n);
        line(g, "%s = %s[%s]", ta_, cn, tx);
    }
    line(g, "for %s in range(%" PRId64 "):", tk, kdim);
    g->ind++;
    /* A'[i][k] and B'[k][j] (row-major offsets), each converted to the
     * accumulator's dtype */
    line(g, "%s = %s + tl_cvt(%s[%s * %" PRId64 " + %s], %s) * tl_cvt(%s[%s * %" PRId64 " + %s], %s)", ta_, ta_, an,
         ta ? tk : ti, ka, ta ? ti : tk, acc, bn, tb ? tj : tk, nb, tb ? tk : tj, acc);
    g->ind--;
    if (regs) {
        line(g, "%s[%s * 4 + %s] = %s", cn, g->ts, g->tv, ta_);
        g->ind -= 2;
    } else {
        line(g, "%s[%s] = %s", cn, tx, ta_);
        g->ind--;
    }
    line(g, "cute.arch.sync_threads()");
}

static void stmt(cg *g, const tl_stmt *s)
{
    switch (s->kind) {
    case TL_STMT_PREFETCH: return; /* a cache hint: nothing to write here */
    case TL_STMT_ALLOC: alloc(g, s->alloc.buf); return;
    case TL_STMT_LET:
        /* every value in its dtype, so that a var keeps one DSL type across
         * the loops and branches that assign it */
        indent(g);
        out(g, "%s = ", vn(g, s->let.var));
        typed(g, s->let.value, dsl_type(s->let.var->dtype));
        out(g, "\n");
        return;
    case TL_STMT_FOR: loop(g, s); return;
    case TL_STMT_WHILE: serial(g, s); return;
    case TL_STMT_BREAK:
        if (g->brk)
            line(g, "%s = cutlass.Boolean(True)", g->brk);
        if (g->stop)
            line(g, "%s = cutlass.Boolean(True)", g->stop);
        else
            unsupported(g, "break outside a loop");
        return;
    case TL_STMT_CONTINUE:
        if (g->stop)
            line(g, "%s = cutlass.Boolean(True)", g->stop);
        else
            unsupported(g, "continue outside a loop");
        return;
    case TL_STMT_IF:
        indent(g);
        out(g, "if ");
        expr(g, s->ifs.cond);
        out(g, ":\n");
        g->ind++;
        block(g, &s->ifs.then_body);
        g->ind--;
        if (s->ifs.else_body.n) {
            line(g, "else:");
            g->ind++;
            block(g, &s->ifs.else_body);
            g->ind--;
        }
        return;
    case TL_STMT_STORE: store(g, s); return;
    case TL_STMT_TILE: {
        if (s->tile.op == TL_TILE_GEMM) {
            if (tl_gpu_gemm_on_mma(s)) {
                if (!gemm_atom(g, s))
                    gemm(g, s);
            }
            else
                unsupported(g, "gemm left after the gpu pipeline (lower_gemm_simt did not run)");
            return;
        }
        /* a tile op the passes kept (atomic_add, atomic_max, atomic_min
         * into a global tensor): its element loops, their stores atomic */
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
    case TL_STMT_BARRIER: line(g, "cute.arch.sync_threads()"); return;
    }
}

/* The statements of b; Python wants at least one. After a statement that
 * may break or continue, the rest runs under `if not tl_stop`. */
static void block(cg *g, const tl_block *b)
{
    size_t at = g->o->len;
    int opened = 0;
    for (size_t i = 0; i < b->n; i++) {
        stmt(g, b->items[i]);
        if (g->stop && may_stop(b->items[i]) && i + 1 < b->n) {
            line(g, "if not %s:", g->stop);
            g->ind++;
            opened++;
        }
    }
    g->ind -= opened;
    /* comments alone are no statement */
    bool code = false;
    for (size_t i = at; i < g->o->len && !code; i++) {
        if (i == at || g->o->data[i - 1] == '\n') {
            size_t j = i;
            while (j < g->o->len && g->o->data[j] == ' ')
                j++;
            code = j < g->o->len && g->o->data[j] != '#' && g->o->data[j] != '\n';
        }
    }
    if (!code)
        line(g, "pass");
}

/* ---- shared memory ----------------------------------------------------------- */

/* Byte offsets of the block's shared buffers and of the fragments kept in
 * shared memory, each 16-byte aligned, in the order they are allocated. */
static void place_smem(cg *g, const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_FOR)
            place_smem(g, &s->loop.body);
        else if (s->kind == TL_STMT_WHILE)
            place_smem(g, &s->whiles.body);
        else if (s->kind == TL_STMT_IF) {
            place_smem(g, &s->ifs.then_body);
            place_smem(g, &s->ifs.else_body);
        } else if (s->kind == TL_STMT_ALLOC) {
            const tl_buffer *buf = s->alloc.buf;
            bool shared = buf->scope == TL_SCOPE_SHARED || (buf->scope == TL_SCOPE_FRAGMENT && !tl_gpu_in_registers(buf));
            if (buf->view_of && buf->scope != TL_SCOPE_GLOBAL) {
                g->smem_off[buf->id] = shared ? g->smem_off[buf->view_of->id] : -1;
                continue;
            }
            if (!shared || g->smem_off[buf->id] >= 0)
                continue;
            g->smem = (g->smem + 15) / 16 * 16;
            g->smem_off[buf->id] = g->smem;
            g->smem += elems_of(buf) * ((tl_dtype_bits(buf->dtype) + 7) / 8);
        }
    }
}

/* ---- names of a kernel's variables and buffers ---------------------------------- */

typedef struct names {
    const tl_var **vars;
    const tl_buffer **bufs;
} names;

static void collect(names *nm, const tl_kernel *k, const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_ALLOC:
            if (s->alloc.buf->id >= 0 && s->alloc.buf->id < k->nbuffers)
                nm->bufs[s->alloc.buf->id] = s->alloc.buf;
            break;
        case TL_STMT_LET:
            if (s->let.var->id >= 0 && s->let.var->id < k->nvars)
                nm->vars[s->let.var->id] = s->let.var;
            break;
        case TL_STMT_FOR:
            for (int d = 0; d < s->loop.nvars; d++)
                if (s->loop.vars[d]->id >= 0 && s->loop.vars[d]->id < k->nvars)
                    nm->vars[s->loop.vars[d]->id] = s->loop.vars[d];
            collect(nm, k, &s->loop.body);
            break;
        case TL_STMT_WHILE: collect(nm, k, &s->whiles.body); break;
        case TL_STMT_IF:
            collect(nm, k, &s->ifs.then_body);
            collect(nm, k, &s->ifs.else_body);
            break;
        default: break; /* the element loops of a kept tile op get their names from vn() */
        }
    }
}

/* Python names: the tile name when no other variable or buffer of the
 * kernel has it (Python scopes are whole functions, and the DSL wants one
 * type a name), else the name with the id. */
static bool name_names(cg *g, const tl_kernel *k)
{
    size_t nv = (size_t)(k->nvars > 0 ? k->nvars : 1), nb = (size_t)(k->nbuffers > 0 ? k->nbuffers : 1);
    names nm = { tl_arena_array(g->a, nv, sizeof(tl_var *)), tl_arena_array(g->a, nb, sizeof(tl_buffer *)) };
    g->vname = tl_arena_array(g->a, nv, sizeof(char *));
    g->bname = tl_arena_array(g->a, nb, sizeof(char *));
    if (!nm.vars || !nm.bufs || !g->vname || !g->bname)
        return false;
    for (int i = 0; i < k->nvars; i++)
        nm.vars[i] = NULL, g->vname[i] = NULL;
    for (int i = 0; i < k->nbuffers; i++)
        nm.bufs[i] = NULL, g->bname[i] = NULL;
    for (size_t i = 0; i < k->nparams; i++) {
        const tl_param *p = &k->params[i];
        if (p->is_tensor && p->buf->id >= 0 && p->buf->id < k->nbuffers)
            nm.bufs[p->buf->id] = p->buf;
        else if (!p->is_tensor && p->var->id >= 0 && p->var->id < k->nvars)
            nm.vars[p->var->id] = p->var;
    }
    for (size_t i = 0; i < k->nshape_vars; i++)
        if (k->shape_vars[i]->id >= 0 && k->shape_vars[i]->id < k->nvars)
            nm.vars[k->shape_vars[i]->id] = k->shape_vars[i];
    for (int d = 0; d < k->ngrid; d++)
        if (k->block_vars[d] && k->block_vars[d]->id >= 0 && k->block_vars[d]->id < k->nvars)
            nm.vars[k->block_vars[d]->id] = k->block_vars[d];
    collect(&nm, k, &k->body);
    for (int i = 0; i < k->nvars + k->nbuffers; i++) {
        bool isv = i < k->nvars;
        const char *n = isv ? (nm.vars[i] ? nm.vars[i]->name : NULL) : (nm.bufs[i - k->nvars] ? nm.bufs[i - k->nvars]->name : NULL);
        if (!n)
            continue;
        int same = 0;
        for (int j = 0; j < k->nvars + k->nbuffers; j++) {
            const char *m = j < k->nvars ? (nm.vars[j] ? nm.vars[j]->name : NULL)
                                         : (nm.bufs[j - k->nvars] ? nm.bufs[j - k->nvars]->name : NULL);
            if (m && strcmp(m, n) == 0)
                same++;
        }
        const char *py = pyname(g, n);
        bool param = isv ? nm.vars[i]->kind == TL_VAR_PARAM || nm.vars[i]->kind == TL_VAR_SHAPE
                         : nm.bufs[i - k->nvars]->param_index >= 0;
        if (same > 1 && !param) {
            char *s = tl_arena_alloc(g->a, strlen(py) + 24);
            if (!s)
                return false;
            sprintf(s, "%s_%c%d", py, isv ? 'v' : 'b', isv ? i : i - k->nvars);
            py = s;
        }
        if (isv)
            g->vname[i] = py;
        else
            g->bname[i - k->nvars] = py;
    }
    g->nvname = k->nvars;
    g->bufs = nm.bufs;
    return true;
}

/* ---- kernels --------------------------------------------------------------- */

/* The tensor parameter and dim where shape dim v appears alone first. */
static bool dim_source(const tl_kernel *k, const tl_var *v, const tl_param **p, int *d)
{
    for (size_t i = 0; i < k->nparams; i++) {
        if (!k->params[i].is_tensor)
            continue;
        const tl_buffer *b = k->params[i].buf;
        for (int j = 0; j < b->ndim; j++)
            if (b->dims[j]->kind == TL_EXPR_VAR && b->dims[j]->var == v) {
                *p = &k->params[i];
                *d = j;
                return true;
            }
    }
    return false;
}

static const char *param_type(tl_dtype t)
{
    return t == TL_DT_BOOL ? "cutlass.Boolean" : dsl_type(t);
}

static bool kernel(cg *g, tl_kernel *k, tl_error *err)
{
    const char *kn = pyname(g, k->name); /* the launcher's name; NAME_kernel the kernel's */
    g->k = k;
    g->threads = tl_gpu_threads(k);
    g->smem = 0;
    g->rows_l = NULL;
    g->nflags = 0;
    g->brk = g->stop = NULL;
    g->unsupported[0] = 0;
    size_t nb = (size_t)(k->nbuffers > 0 ? k->nbuffers : 1);
    g->smem_off = tl_arena_array(g->a, nb, sizeof *g->smem_off);
    if (!g->smem_off || !name_names(g, k))
        return TL_TX_OOM(err);
    for (int i = 0; i < k->nbuffers; i++)
        g->smem_off[i] = -1;
    place_smem(g, &k->body);

    /* the kernel */
    out(g, "\n\n@cute.kernel\ndef %s_kernel(", kn);
    int np = 0;
    for (size_t i = 0; i < k->nparams; i++, np++) {
        const tl_param *p = &k->params[i];
        if (p->is_tensor)
            out(g, "%s%s: cute.Tensor", np ? ", " : "", g->bname[p->buf->id]);
        else
            out(g, "%s%s: %s", np ? ", " : "", vn(g, p->var), param_type(p->var->dtype));
    }
    for (size_t i = 0; i < k->nshape_vars; i++, np++)
        out(g, "%s%s: cutlass.Int32", np ? ", " : "", vn(g, k->shape_vars[i]));
    out(g, "):\n");
    g->ind = 1;
    line(g, "\"\"\"%s: %d threads a block, %" PRId64 " bytes of shared memory; tensors flat (the launcher's views)\"\"\"",
         kn, g->threads, g->smem);
    line(g, "tl_tid, _, _ = cute.arch.thread_idx()");
    line(g, "tl_bid = cute.arch.block_idx()");
    int d0 = 0;
    if (k->swizzle > 0 && k->ngrid >= 2) {
        /* swizzle(n): the launch order cut into panels of n block rows,
         * consecutive blocks walking down a panel (the cuda emitter's remap) */
        line(g, "# swizzle(%d): blocks rasterized in panels of %d block rows", k->swizzle, k->swizzle);
        line(g, "tl_gdim = cute.arch.grid_dim()");
        line(g, "tl_lin = tl_cvt(tl_bid[1], cutlass.Int64) * tl_gdim[0] + tl_bid[0]");
        line(g, "tl_pw = tl_cvt(tl_gdim[0], cutlass.Int64) * %d", k->swizzle);
        line(g, "tl_pan = tl_lin // tl_pw");
        line(g, "tl_off = tl_lin - tl_pan * tl_pw");
        line(g, "tl_ph = cutlass.min(tl_cvt(tl_gdim[1], cutlass.Int64) - tl_pan * %d, cutlass.Int64(%d))", k->swizzle,
             k->swizzle);
        line(g, "%s = tl_cvt(tl_off // tl_ph, cutlass.Int32)", vn(g, k->block_vars[0]));
        line(g, "%s = tl_cvt(tl_pan * %d + tl_off %% tl_ph, cutlass.Int32)", vn(g, k->block_vars[1]), k->swizzle);
        d0 = 2;
    }
    for (int d = d0; d < k->ngrid; d++)
        line(g, "%s = tl_cvt(tl_bid[%d], cutlass.Int32)", vn(g, k->block_vars[d]), d);
    if (g->smem > 0) {
        /* every shared buffer allocated up front, in the order of its
         * offset (views share their buffer's tensor) */
        line(g, "smem = cutlass.utils.SmemAllocator()");
        for (int i = 0; i < k->nbuffers; i++) {
            const tl_buffer *b = g->bufs[i];
            if (b && g->smem_off[i] >= 0 && !b->view_of)
                line(g, "%s = smem.allocate_tensor(%s, cute.make_layout(%" PRId64 "), 16)", g->bname[i],
                     mem_type(b->dtype), elems_of(b));
        }
    }
    block(g, &k->body);
    g->ind = 0;
    if (g->oom)
        return TL_TX_OOM(err);
    if (g->unsupported[0])
        return tl_error_set(err, TL_ERR_NOT_IMPLEMENTED, "%s:%d:%d: kernel '%s': the cutedsl codegen cannot write this yet: %s",
                            k->loc.file ? k->loc.file : "<input>", k->loc.line, k->loc.col, k->name, g->unsupported);

    /* the launcher */
    out(g, "\n\n@cute.jit\ndef %s(", kn);
    for (size_t i = 0; i < k->nparams; i++) {
        const tl_param *p = &k->params[i];
        if (p->is_tensor)
            out(g, "%s%s: cute.Tensor", i ? ", " : "", g->bname[p->buf->id]);
        else
            out(g, "%s%s: %s", i ? ", " : "", vn(g, p->var), param_type(p->var->dtype));
    }
    out(g, "):\n");
    g->ind = 1;
    line(g, "\"\"\"launches %s_kernel: the shape dims read off the tensors, the tensors viewed flat\"\"\"", kn);
    for (size_t i = 0; i < k->nshape_vars; i++) {
        const tl_param *p = NULL;
        int d = 0;
        if (!dim_source(k, k->shape_vars[i], &p, &d))
            return tl_error_set(err, TL_ERR_INTERNAL, "kernel '%s': shape dim '%s' is no tensor's dim", kn,
                                k->shape_vars[i]->name);
        line(g, "%s = tl_cvt(%s.shape[%d], cutlass.Int32)", vn(g, k->shape_vars[i]), g->bname[p->buf->id], d);
    }
    indent(g);
    out(g, "%s_kernel(", kn);
    np = 0;
    for (size_t i = 0; i < k->nparams; i++, np++) {
        const tl_param *p = &k->params[i];
        if (p->is_tensor) {
            tl_dtype t = p->buf->dtype;
            if (tl_dtype_is_packed(t))
                out(g, "%stl_flat_bytes(%s)", np ? ", " : "", g->bname[p->buf->id]);
            else
                out(g, "%stl_flat(%s, %s)", np ? ", " : "", g->bname[p->buf->id], mem_type(t));
        } else {
            out(g, "%s%s", np ? ", " : "", vn(g, p->var));
        }
    }
    for (size_t i = 0; i < k->nshape_vars; i++, np++)
        out(g, "%s%s", np ? ", " : "", vn(g, k->shape_vars[i]));
    out(g, ").launch(grid=[");
    for (int d = 0; d < 3; d++) {
        if (d)
            out(g, ", ");
        if (d < k->ngrid)
            expr(g, k->grid[d]); /* shape dims by their names in the launcher */
        else
            out(g, "1");
    }
    out(g, "], block=[%d, 1, 1], smem=%" PRId64 ")\n", g->threads, g->smem);
    g->ind = 0;
    return !g->unsupported[0] || tl_error_set(err, TL_ERR_NOT_IMPLEMENTED, "kernel '%s': %s", k->name, g->unsupported);
}

/* ---- the module ------------------------------------------------------------ */

/* Plain Python, run while the DSL traces a kernel: each branches only on
 * what is known then (whether a value is a Python number or a DSL one). */
static const char prelude[] =
    "import cutlass\n"
    "import cutlass.cute as cute\n"
    "import cutlass.utils\n"
    "\n"
    "\n"
    "def tl_cvt(x, dtype):\n"
    "    \"\"\"x as a value of dtype: a Python number made one, a DSL value converted\n"
    "    (a float to an integer truncates, saturating as PTX's cvt.rzi does)\"\"\"\n"
    "    if isinstance(x, (bool, int, float)):\n"
    "        return dtype(x)\n"
    "    if x.dtype is dtype:\n"
    "        return x\n"
    "    return x.to(dtype)\n"
    "\n"
    "\n"
    "def tl_div(a, b):\n"
    "    \"\"\"signed a / b truncating toward zero, as C (the DSL's // floors)\"\"\"\n"
    "    if isinstance(a, int) and isinstance(b, int):\n"
    "        q = abs(a) // abs(b)\n"
    "        return q if (a < 0) == (b < 0) else -q\n"
    "    return (a - tl_mod(a, b)) // b  # an exact quotient: floor and truncation agree\n"
    "\n"
    "\n"
    "def tl_mod(a, b):\n"
    "    \"\"\"signed a % b with the sign of a, as C (a DSL % is remsi, the same)\"\"\"\n"
    "    if isinstance(a, int) and isinstance(b, int):\n"
    "        r = abs(a) % abs(b)\n"
    "        return r if a >= 0 else -r\n"
    "    return a % b\n"
    "\n"
    "\n"
    "def tl_ceildiv(a, b):\n"
    "    \"\"\"a / b rounded toward +inf\"\"\"\n"
    "    if isinstance(a, int) and isinstance(b, int):\n"
    "        q = tl_div(a, b)\n"
    "        return q + 1 if a - q * b != 0 and (a < 0) == (b < 0) else q\n"
    "    q = tl_div(a, b)\n"
    "    return cutlass.select_(cutlass.and_(a - q * b != 0, (a < 0) == (b < 0)), q + 1, q)\n"
    "\n"
    "\n"
    "def tl_shl(x, n, dtype):\n"
    "    \"\"\"x << n, where a count outside [0, width) acts as the width (gives 0)\"\"\"\n"
    "    x, n = tl_cvt(x, dtype), tl_cvt(n, dtype)\n"
    "    return cutlass.select_(cutlass.or_(n < 0, n >= dtype.width), x ^ x, x << n)\n"
    "\n"
    "\n"
    "def tl_shr(x, n, dtype):\n"
    "    \"\"\"x >> n (arithmetic when signed), a count outside [0, width) acting as the width\"\"\"\n"
    "    x, n = tl_cvt(x, dtype), tl_cvt(n, dtype)\n"
    "    out = cutlass.or_(n < 0, n >= dtype.width)\n"
    "    if dtype.signed:\n"
    "        return x >> cutlass.select_(out, tl_cvt(dtype.width - 1, dtype), n)\n"
    "    return cutlass.select_(out, x ^ x, x >> n)\n"
    "\n"
    "\n"
    "def tl_bitcast(x, dtype):\n"
    "    \"\"\"x's bits read as dtype (of the same width)\"\"\"\n"
    "    t = cute.make_rmem_tensor(1, x.dtype)\n"
    "    t[0] = x\n"
    "    return cute.recast_tensor(t, dtype)[0]\n"
    "\n"
    "\n"
    "def tl_sigmoid(x):\n"
    "    return tl_cvt(1.0, x.dtype) / (tl_cvt(1.0, x.dtype) + cute.math.exp(-x))\n"
    "\n"
    "\n"
    "def tl_fma(a, b, c):\n"
    "    \"\"\"a * b + c rounded once: for f32 and narrower operands the product is\n"
    "    exact in f64, the sum rounded there and then to the dtype\"\"\"\n"
    "    f = cutlass.Float64\n"
    "    return tl_cvt(tl_cvt(a, f) * tl_cvt(b, f) + tl_cvt(c, f), a.dtype)\n"
    "\n"
    "\n"
    "def tl_shfl_xor(v, m):\n"
    "    return cute.arch.shuffle_sync_bfly(v, offset=m & 31)\n"
    "\n"
    "\n"
    "def tl_shfl_down(v, d):\n"
    "    return cute.arch.shuffle_sync_down(v, offset=d & 31)\n"
    "\n"
    "\n"
    "def tl_shfl_up(v, d):\n"
    "    return cute.arch.shuffle_sync_up(v, offset=d & 31)\n"
    "\n"
    "\n"
    "def tl_shfl_idx(v, s):\n"
    "    return cute.arch.shuffle_sync(v, offset=s & 31)\n"
    "\n"
    "\n"
    "def tl_warp_sum(v):\n"
    "    \"\"\"the interpreter's butterfly: at distance 16, 8, 4, 2, 1 each lane adds lane ^ m's\"\"\"\n"
    "    for m in (16, 8, 4, 2, 1):\n"
    "        v = v + cute.arch.shuffle_sync_bfly(v, offset=m)\n"
    "    return v\n"
    "\n"
    "\n"
    "def tl_warp_max(v):\n"
    "    for m in (16, 8, 4, 2, 1):\n"
    "        v = cute.math.max(v, cute.arch.shuffle_sync_bfly(v, offset=m))\n"
    "    return v\n"
    "\n"
    "\n"
    "def tl_warp_min(v):\n"
    "    for m in (16, 8, 4, 2, 1):\n"
    "        v = cute.math.min(v, cute.arch.shuffle_sync_bfly(v, offset=m))\n"
    "    return v\n"
    "\n"
    "\n"
    "def tl_flat(t, dtype):\n"
    "    \"\"\"tensor t as a flat 1-D tensor of its elements (tilec's tensors are dense, row-major)\"\"\"\n"
    "    return cute.make_tensor(cute.recast_ptr(t.iterator, dtype=dtype), cute.make_layout(cute.size(t)))\n"
    "\n"
    "\n"
    "def tl_flat_bytes(t):\n"
    "    \"\"\"a tensor of a packed 4-bit dtype as its bytes (two elements a byte, the low nibble first)\"\"\"\n"
    "    return cute.make_tensor(cute.recast_ptr(t.iterator, dtype=cutlass.Uint8), cute.make_layout((cute.size(t) + 1) // 2))\n"
    "\n"
    "\n"
    "def tl_e2m1(code):\n"
    "    \"\"\"the value of an f4e2m1 code (+-{0, 0.5, 1, 1.5, 2, 3, 4, 6})\"\"\"\n"
    "    c = tl_cvt(code, cutlass.Int32)\n"
    "    e = (c >> 1) & 3\n"
    "    m = tl_cvt(c & 1, cutlass.Float32)\n"
    "    v = cutlass.select_(e == 0, m * 0.5, (m * 0.5 + 1.0) * tl_cvt(tl_shl(1, e, cutlass.Int32), cutlass.Float32) * 0.5)\n"
    "    return cutlass.select_((c & 8) != 0, -v, v)\n"
    "\n"
    "\n"
    "def tl_e2m1_code(x):\n"
    "    \"\"\"the f4e2m1 code nearest to x (ties to even, saturating at 6, NaN to 6), as src/ir/value.c\"\"\"\n"
    "    x = tl_cvt(x, cutlass.Float32)\n"
    "    sign = cutlass.select_(x < 0.0, cutlass.Uint8(8), cutlass.Uint8(0))\n"
    "    a = cute.math.abs(x)\n"
    "    small = tl_cvt(cute.math.roundeven(a * 2.0), cutlass.Uint8)\n"
    "    mid = tl_cvt(cute.math.roundeven(a), cutlass.Uint8) + 2\n"
    "    big = tl_cvt(cute.math.roundeven(a * 0.5), cutlass.Uint8) + 4\n"
    "    code = cutlass.select_(a < 2.0, small, cutlass.select_(a < 4.0, mid, big))\n"
    "    code = cutlass.select_(cutlass.or_(a >= 6.0, a != a), cutlass.Uint8(7), code)\n"
    "    return cutlass.select_(a != a, cutlass.Uint8(7), sign | code)\n"
    "\n"
    "\n"
    "def tl_from4(c, dtype):\n"
    "    \"\"\"the value of 4-bit code c in dtype: i4 sign-extended, u4, or f4e2m1's value\"\"\"\n"
    "    if dtype == \"i4\":\n"
    "        return tl_cvt((c ^ 8) - 8, cutlass.Int8)\n"
    "    if dtype == \"u4\":\n"
    "        return tl_cvt(c, cutlass.Uint8)\n"
    "    return tl_e2m1(c)\n"
    "\n"
    "\n"
    "def tl_code4(x, dtype):\n"
    "    \"\"\"the 4-bit code of value x of a 4-bit dtype\"\"\"\n"
    "    if dtype == \"f4e2m1\":\n"
    "        return tl_cvt(tl_e2m1_code(x), cutlass.Int32)\n"
    "    return tl_cvt(x, cutlass.Int32) & 15\n"
    "\n"
    "\n"
    "def tl_nibble(t, e, dtype):\n"
    "    \"\"\"element e of a packed 4-bit tensor t (its bytes), as tl_from4 gives it\"\"\"\n"
    "    b = tl_cvt(t[e >> 1], cutlass.Int32)\n"
    "    return tl_from4((b >> tl_cvt((e & 1) * 4, cutlass.Int32)) & 15, dtype)\n"
    "\n"
    "\n"
    "def tl_to4(x, dtype):\n"
    "    \"\"\"x converted to a 4-bit dtype, as the value it holds\"\"\"\n"
    "    if dtype == \"f4e2m1\":\n"
    "        return tl_e2m1(tl_e2m1_code(x))\n"
    "    if isinstance(x, float) or (not isinstance(x, (bool, int)) and x.dtype.is_float):\n"
    "        lo, hi = (-8.0, 7.0) if dtype == \"i4\" else (0.0, 15.0)\n"
    "        x = cute.math.min(cute.math.max(cute.math.trunc(x), tl_cvt(lo, x.dtype)), tl_cvt(hi, x.dtype))\n"
    "    v = tl_cvt(x, cutlass.Int32) & 15\n"
    "    if dtype == \"i4\":\n"
    "        return tl_cvt((v ^ 8) - 8, cutlass.Int8)\n"
    "    return tl_cvt(v, cutlass.Uint8)\n";

bool tl_cutedsl_codegen_source(struct tl_compilation *c, tl_error *err)
{
    for (size_t i = 0; i < c->module->nkernels; i++)
        if (c->module->kernels[i]->source_text)
            return tl_error_set(err, TL_ERR_INVALID, "%s:%d:%d: kernel '%s' takes its device code from '%s': the cutedsl "
                                                     "codegen writes CuTe DSL Python and takes no source kernels",
                                c->module->kernels[i]->loc.file ? c->module->kernels[i]->loc.file : "<input>",
                                c->module->kernels[i]->loc.line, c->module->kernels[i]->loc.col,
                                c->module->kernels[i]->name, c->module->kernels[i]->source_file);
    cg g = {0};
    g.o = &c->device_source;
    g.a = c->arena;
    c->device_source.len = 0;
    char from[256];
    snprintf(from, sizeof from, "%s", c->path ? c->path : "<input>");
    for (char *p = from; *p; p++)
        if (!isalnum((unsigned char)*p) && !strchr("_.-/+<> ", *p))
            *p = '?';
    out(&g, "# CuTe DSL (CUTLASS Python DSL) module generated by tilec from %s for target cutedsl; do not edit\n", from);
    out(&g, "# Written against the CuTe DSL of CUTLASS 4.7.0 (tests/cutedsl/cute_names.txt lists the names it may use).\n");
    tl_strbuf_puts(g.o, prelude);
    int64_t *smem = calloc(c->module->nkernels ? c->module->nkernels : 1, sizeof *smem);
    if (!smem)
        return TL_TX_OOM(err);
    for (size_t i = 0; i < c->module->nkernels; i++) {
        if (!kernel(&g, c->module->kernels[i], err)) {
            free(smem);
            return false;
        }
        smem[i] = g.smem;
        /* the target's limit, else the largest opt-in limit of the GPUs the
         * CuTe DSL runs on (sm_80 and later: the H100's and H200's 227 KiB) */
        const tl_target *t = tl_context_target(c->ctx);
        const char *ms = t ? tl_target_attr(t, "max_shared_memory_per_block") : NULL;
        if ((uint64_t)g.smem > (ms ? strtoull(ms, NULL, 10) : 232448u)) {
            free(smem);
            if (ms)
                return tl_error_set(err, TL_ERR_INVALID, "kernel '%s' needs %" PRId64 " bytes of shared memory, the target allows %s",
                                    c->module->kernels[i]->name, g.smem, ms);
            return tl_error_set(err, TL_ERR_INVALID, "kernel '%s' needs %" PRId64 " bytes of shared memory, more than the 232448 "
                                "any GPU the CuTe DSL runs on allows (the target names no max_shared_memory_per_block)",
                                c->module->kernels[i]->name, g.smem);
        }
    }
    out(&g, "\n\n# each kernel: its launcher, threads a block and bytes of shared memory\nTILEC_KERNELS = {\n");
    for (size_t i = 0; i < c->module->nkernels; i++) {
        const tl_kernel *k = c->module->kernels[i];
        out(&g, "    \"%s\": {\"launch\": %s, \"threads\": %d, \"smem\": %" PRId64 "},\n", k->name, pyname(&g, k->name),
            tl_gpu_threads(k), smem[i]);
    }
    out(&g, "}\n");
    free(smem);
    if (g.oom || c->device_source.failed)
        return TL_TX_OOM(err);
    return true;
}

/* --emit source: the module. */
bool tl_cutedsl_codegen_emit(struct tl_compilation *c, const char *kind, struct tl_strbuf *out_buf, tl_error *err)
{
    if (strcmp(kind, "source") != 0)
        return tl_error_set(err, TL_ERR_INVALID, "cutedsl emit: unknown kind '%s' (source)", kind);
    tl_strbuf_append(out_buf, c->device_source.data ? c->device_source.data : "", c->device_source.len);
    return !out_buf->failed || tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
}
