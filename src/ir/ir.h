/*
 * ir.h: the tile IR, the data every stage after the parser works on.
 *
 * Flow: source -> lexer -> parser (src/lang) -> tile IR (this file) ->
 * verifier (tl_ir_verify) -> passes (src/transform, src/<backend>) -> codegen.
 * The interpreter evaluates this IR directly; tl_ir_print writes it back in
 * the tile language, which the parser reads into the same IR.
 *
 * A tl_module holds consts and kernels. A kernel has parameters (tensors, which
 * are global buffers with a dtype and a possibly symbolic shape, and scalars),
 * a launch grid of 1-3 dims whose block indices are variables, a block size
 * (threads), and a body of statements. The body runs once per block: tile ops
 * (copy, gemm, reduce...) are collective over the block's threads, `parallel`
 * loops spread their iterations over the threads, and other statements run as
 * if by every thread alike. Lowering passes make the threads explicit with
 * thread-bound loops (TL_LOOP_THREAD) and barriers (TL_STMT_BARRIER).
 *
 * Ownership: every node is allocated from the tl_arena of the compilation and
 * freed with it; nodes may be shared between trees only where a pass is sure it
 * never mutates them (the parser never shares). Every node has a source
 * location; nodes made by passes copy the location of what they replace.
 *
 * Typing: every expression carries its dtype, set when it is built. The parser
 * inserts explicit casts, so operands of a binary op always have one dtype and
 * a store's value has the buffer's dtype. Index values (loop, block, shape
 * variables and literals used as indices) are i32. Integer `/` and `%`
 * truncate toward zero, as in C.
 */
#ifndef TL_IR_IR_H
#define TL_IR_IR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "util/arena.h"
#include "util/diag.h"

/* ---- locations, limits ------------------------------------------------- */

/* tl_srcloc (file, line, col) is in util/diag.h. */
#define TL_IR_MAX_DIMS 8       /* rank of any buffer or region */
#define TL_IR_MAX_GRID 3       /* grid dims and block index variables */
#define TL_IR_MAX_LOOP_VARS 4  /* variables of one `parallel` loop */
#define TL_IR_MAX_THREADS 1024 /* threads per block, product over dims */
#define TL_IR_MAX_LOCAL_ELEMS ((int64_t)1 << 24) /* elements of an on-chip buffer */

/* ---- dtypes ------------------------------------------------------------ */

/* Every dtype, in enum order: X(ID, name, bits, kind, C type, DLPack code).
 * ID makes TL_DT_<ID>; name is how the language spells it; bits are its size
 * in memory (bool is one byte); kind is BOOL, SINT, UINT or FLOAT; the C type
 * is that of one element in memory (f16/bf16/fp8 are their bits; a 4-bit
 * dtype's is that of one element on chip, one per byte: in a global tensor
 * they are packed two to a byte, see tl_dtype_is_packed), for the code
 * generators that write C; the DLPack code names the TL_DL_<code> constant of
 * ir/value.h that a tensor of the dtype carries (bool: a uint8 tensor). The
 * enum and the tables of ir.c and value.c are all made from this list. */
#define TL_DTYPES(X)                               \
    X(BOOL, "bool", 8, BOOL, "uint8_t", UINT)      \
    X(I8, "i8", 8, SINT, "int8_t", INT)            \
    X(I16, "i16", 16, SINT, "int16_t", INT)        \
    X(I32, "i32", 32, SINT, "int32_t", INT)        \
    X(I64, "i64", 64, SINT, "int64_t", INT)        \
    X(U8, "u8", 8, UINT, "uint8_t", UINT)          \
    X(U16, "u16", 16, UINT, "uint16_t", UINT)      \
    X(U32, "u32", 32, UINT, "uint32_t", UINT)      \
    X(U64, "u64", 64, UINT, "uint64_t", UINT)      \
    X(F16, "f16", 16, FLOAT, "uint16_t", FLOAT)    \
    X(BF16, "bf16", 16, FLOAT, "uint16_t", BFLOAT) \
    X(F32, "f32", 32, FLOAT, "float", FLOAT)       \
    X(F64, "f64", 64, FLOAT, "double", FLOAT)      \
    X(F8E4M3, "f8e4m3", 8, FLOAT, "uint8_t", FLOAT8_E4M3FN) \
    X(F8E5M2, "f8e5m2", 8, FLOAT, "uint8_t", FLOAT8_E5M2)    \
    X(E8M0, "e8m0", 8, FLOAT, "uint8_t", FLOAT8_E8M0FNU)    \
    X(I4, "i4", 4, SINT, "int8_t", INT)                     \
    X(U4, "u4", 4, UINT, "uint8_t", UINT)                   \
    X(F4E2M1, "f4e2m1", 4, FLOAT, "uint8_t", FLOAT4_E2M1FN)

typedef enum tl_dtype {
    TL_DT_INVALID = 0, /* no value / an error already reported */
#define TL_DT_ENUM_(id, ...) TL_DT_##id,
    TL_DTYPES(TL_DT_ENUM_)
#undef TL_DT_ENUM_
    TL_DT_COUNT
} tl_dtype;

const char *tl_dtype_name(tl_dtype t);        /* "f16"; "invalid" for TL_DT_INVALID */
tl_dtype tl_dtype_from_name(const char *s, size_t n); /* TL_DT_INVALID if none */
bool tl_dtype_is_float(tl_dtype t);
bool tl_dtype_is_int(tl_dtype t);      /* signed or unsigned, not bool */
bool tl_dtype_is_signed(tl_dtype t);   /* signed ints and floats */
int tl_dtype_bits(tl_dtype t);         /* bool is 8 (one byte in memory); i4, u4, f4e2m1 are 4 */
/* i4, u4 and f4e2m1: packed two to a byte in global tensors (flat element e
 * in byte e / 2, the low nibble when e is even), one per byte on chip. They
 * are storage dtypes: loaded, stored, copied and converted, never computed
 * in (the verifier refuses arithmetic on them). */
bool tl_dtype_is_packed(tl_dtype t);
/* Bytes of n elements of t in a global tensor: (n + 1) / 2 for a packed
 * dtype, n * bits / 8 otherwise (bool: n). */
uint64_t tl_dtype_global_bytes(tl_dtype t, uint64_t n);
/* A float narrower than f32 (f16, bf16, f8e4m3, f8e5m2, e8m0, f4e2m1): held in memory as
 * its bit pattern, computed in f32 and rounded back after every operation,
 * which is exact (f32 has at least 2p + 2 bits for each of them). */
bool tl_dtype_is_small_float(tl_dtype t);
/* The C type of one element in memory ("float"; f16/bf16 are "uint16_t"),
 * for the code generators that write C; "void" for TL_DT_INVALID. */
const char *tl_dtype_c_type(tl_dtype t);

/* ---- memory scopes ----------------------------------------------------- */

typedef enum tl_scope {
    TL_SCOPE_GLOBAL,   /* kernel tensor parameters */
    TL_SCOPE_SHARED,   /* one per block, visible to all its threads */
    TL_SCOPE_FRAGMENT, /* one per block, elements distributed over threads */
    TL_SCOPE_LOCAL,    /* one per thread */
} tl_scope;

const char *tl_scope_name(tl_scope s); /* "global", "shared", ... */

/* ---- variables and buffers --------------------------------------------- */

typedef enum tl_var_kind {
    TL_VAR_SHAPE,  /* a symbolic dim of a tensor parameter, bound at launch */
    TL_VAR_PARAM,  /* a scalar kernel parameter */
    TL_VAR_BLOCK,  /* a block index: as (bx, by, bz) */
    TL_VAR_LOOP,   /* a loop variable (thread-bound loops included) */
    TL_VAR_LET,    /* let x = expr: immutable, scoped to the rest of its block */
    TL_VAR_MUT,    /* var x = expr: reassigned by `x = expr`, scoped the same way */
} tl_var_kind;

typedef struct tl_var {
    const char *name;
    tl_var_kind kind;
    tl_dtype dtype; /* i32 for shape, block and loop vars */
    int id;         /* unique within its kernel, dense from 0 */
    tl_srcloc loc;  /* where it is declared */
} tl_var;

typedef struct tl_expr tl_expr;

/* How a fragment's elements are spread over its block's threads, decided by
 * the layout_inference pass (NULL before it). Element e (row-major linear
 * index) lives in thread (e / vec) % nthreads, at slot
 * (e / (vec * nthreads)) * vec + e % vec of that thread's registers: runs of
 * vec contiguous elements, dealt round-robin. A fragment with fewer
 * elements than threads is replicated: every thread holds all of it. GPU
 * codegens read it; on the CPU the threads of a block run as loops, so any
 * consistent layout is correct. */
typedef struct tl_layout {
    int nthreads;   /* threads of the block */
    int vec;        /* contiguous elements per thread and run: 1, 2 or 4 */
    int per_thread; /* elements each thread holds */
    bool replicated;
    /* GPU (lower_gemm_simt): the accumulator of a tensor-core gemm instead
     * follows the MMA's layout. The [M, N] fragment is cut into warps_m x
     * warps_n warp tiles, each tiles_m x tiles_n tiles of 16 x 8; in a tile,
     * lane l holds (l / 4, 2 (l % 4) + {0, 1}) and 8 rows below: register
     * (tile_m * tiles_n + tile_n) * 4 + {0, 1, 2, 3}. warps_m is 0 otherwise. */
    int warps_m, warps_n, tiles_m, tiles_n;
    /* GPU (place_fragments): a thread other than an element's owner reads or
     * writes it (a reduction, a gemm operand, a broadcast row), so the block
     * keeps the fragment in shared memory rather than in registers. */
    bool in_shared;
    /* GPU (place_fragments): a replicated [R] fragment whose every access
     * follows the MMA layout rows_of (read as x[i] by that layout's element
     * loops over [R, N], read and written as x[i] by parallel loops over R
     * that touch nothing else in shared or global memory) is kept in
     * registers instead: each thread holds the tiles_m * 2 rows of its warp
     * that the MMA layout gives it, replicated across the quad and across
     * the warps of a row; a loop over R runs on every thread for its rows. */
    const struct tl_layout *rows_of;
} tl_layout;

/* A layout hint for a shared buffer, `X = shared f16[64, 64] layout(swizzle)`:
 * how a GPU backend should place its elements in shared memory to avoid bank
 * conflicts (swizzle: XOR the column by the row, as TileLang's swizzled
 * layouts do; pad: pad each row). It never changes what a program computes;
 * the CPU backends and the interpreter ignore it (docs/language.md). */
typedef enum tl_layout_hint {
    TL_LAYOUT_HINT_NONE,
    TL_LAYOUT_HINT_SWIZZLE,
    TL_LAYOUT_HINT_PAD,
    TL_LAYOUT_HINT_ROWS, /* a fragment's: on tensor cores, each warp owns whole rows */
    TL_LAYOUT_HINT_REGS, /* a shared buffer's: may live in the registers of a gemm's A operand */
} tl_layout_hint;

const char *tl_layout_hint_name(tl_layout_hint h); /* "swizzle", "pad", "rows", "regs"; "" for none */

/* gemm(..., precision=tf32): f32 operands may be rounded to tf32 (10-bit
 * mantissa, to nearest, ties away from zero) before they are multiplied,
 * so a GPU may use its tf32 tensor cores. The interpreter rounds them so;
 * the CPU backends ignore it (docs/language.md). Default: exact. */
typedef enum tl_precision {
    TL_PRECISION_DEFAULT,
    TL_PRECISION_TF32,
} tl_precision;

typedef struct tl_buffer {
    const char *name;
    tl_scope scope;
    tl_dtype dtype;
    int ndim;        /* 1..TL_IR_MAX_DIMS */
    tl_expr **dims;  /* global: int consts or TL_EXPR_VAR of TL_VAR_SHAPE;
                      * others: positive int consts */
    int id;          /* unique within its kernel, dense from 0 */
    int param_index; /* index in tl_kernel.params, or -1 */
    tl_srcloc loc;
    const tl_layout *layout; /* fragments, after layout_inference; else NULL */
    tl_layout_hint layout_hint; /* shared buffers: layout(...) as written */
    /* A view, `V = view(X, f32[BM * BN])` or `reshape(X, [...])`: another
     * name and shape (same dtype and element count) for the storage of
     * view_of, an on-chip buffer allocated before it and never a view
     * itself; its TL_STMT_ALLOC allocates nothing. Elements pair up in
     * row-major order. NULL for a buffer of its own. */
    struct tl_buffer *view_of;
    /* Every element is written before it is read (a compiler temporary,
     * e.g. a reduction's partials): allocating it needs no zeroing. */
    bool scratch;
} tl_buffer;

/* ---- expressions ------------------------------------------------------- */

typedef enum tl_expr_kind {
    TL_EXPR_INT,    /* .i: an integer literal of an int or bool dtype */
    TL_EXPR_FLOAT,  /* .f: a float literal (inf, -inf and nan included) */
    TL_EXPR_VAR,    /* .var */
    TL_EXPR_BINARY, /* .bin */
    TL_EXPR_UNARY,  /* .un */
    TL_EXPR_SELECT, /* .sel: select(cond, a, b) */
    TL_EXPR_CAST,   /* .cast: f16(x) etc., or bitcast(x, u32); dtype is the target */
    TL_EXPR_CALL,   /* .call: a math function */
    TL_EXPR_LOAD,   /* .load: buf[i, j, ...] */
} tl_expr_kind;

/* Every binary operator, in enum order: X(ID, text, precedence, kind). ID
 * makes TL_BIN_<ID>; text is how the language and the printer write it;
 * precedence is its binding strength in the language (higher binds tighter;
 * comparisons do not chain; the bitwise operators bind as in Python, tighter
 * than comparisons: `x & 15 == 0` is `(x & 15) == 0`); kind is ARITH
 * (operands and result of one dtype; `%` and ceildiv take integers only),
 * BITS (integer operands and result of one dtype: & | ^ << >>), COMPARE
 * (-> bool) or LOGIC (bool operands, short-circuit, -> bool). A shift count
 * outside [0, width) acts as the width (docs/language.md). */
#define TL_BINOPS(X)                 \
    X(ADD, "+", 8, ARITH)            \
    X(SUB, "-", 8, ARITH)            \
    X(MUL, "*", 9, ARITH)            \
    X(DIV, "/", 9, ARITH)            \
    X(MOD, "%", 9, ARITH)            \
    X(CEILDIV, "ceildiv", 12, ARITH) \
    X(LT, "<", 3, COMPARE)           \
    X(LE, "<=", 3, COMPARE)          \
    X(GT, ">", 3, COMPARE)           \
    X(GE, ">=", 3, COMPARE)          \
    X(EQ, "==", 3, COMPARE)          \
    X(NE, "!=", 3, COMPARE)          \
    X(AND, "&&", 2, LOGIC)           \
    X(OR, "||", 1, LOGIC)            \
    X(BAND, "&", 6, BITS)            \
    X(BOR, "|", 4, BITS)             \
    X(BXOR, "^", 5, BITS)            \
    X(SHL, "<<", 7, BITS)            \
    X(SHR, ">>", 7, BITS)

typedef enum tl_binop {
#define TL_BIN_ENUM_(id, ...) TL_BIN_##id,
    TL_BINOPS(TL_BIN_ENUM_)
#undef TL_BIN_ENUM_
    TL_BIN_COUNT
} tl_binop;

/* Every unary operator: X(ID, text). -x of a number, !b of a bool, ~x of
 * an integer (every bit flipped). */
#define TL_UNOPS(X) \
    X(NEG, "-")     \
    X(NOT, "!")     \
    X(BNOT, "~")

typedef enum tl_unop {
#define TL_UN_ENUM_(id, ...) TL_UN_##id,
    TL_UNOPS(TL_UN_ENUM_)
#undef TL_UN_ENUM_
    TL_UN_COUNT
} tl_unop;

/* Every math function, in enum order: X(ID, name, arity, arguments). ID
 * makes TL_FN_<ID>; arguments are FLOAT (float dtypes only) or NUMBER (ints
 * too). The result has the arguments' dtype.
 * The WARP entries are warp operations, calls only in a threads region
 * (`for t in threads()`): every lane of a warp of 32 evaluates its operand,
 * then reads another lane's (the shuffles, whose second argument is an i32
 * lane mask, distance or index) or the combination of all 32 (the warp
 * reductions and votes; the votes take and give a bool). The interpreter
 * runs a region's threads in lock-step to define them (docs/language.md);
 * tl_warp_src_lane and tl_ir_*_has_warp below. */
#define TL_MATHFNS(X)           \
    X(EXP, "exp", 1, FLOAT)     \
    X(EXP2, "exp2", 1, FLOAT)   \
    X(LOG, "log", 1, FLOAT)     \
    X(LOG2, "log2", 1, FLOAT)   \
    X(SQRT, "sqrt", 1, FLOAT)   \
    X(RSQRT, "rsqrt", 1, FLOAT) \
    X(ABS, "abs", 1, NUMBER)    \
    X(TANH, "tanh", 1, FLOAT)   \
    X(FLOOR, "floor", 1, FLOAT) \
    X(CEIL, "ceil", 1, FLOAT)   \
    X(MIN, "min", 2, NUMBER)    \
    X(MAX, "max", 2, NUMBER)    \
    X(POW, "pow", 2, FLOAT)     \
    X(SIN, "sin", 1, FLOAT)     \
    X(COS, "cos", 1, FLOAT)     \
    X(ERF, "erf", 1, FLOAT)     \
    X(SIGMOID, "sigmoid", 1, FLOAT)     \
    X(FMA, "fma", 3, FLOAT)             \
    X(SHFL_XOR, "shfl_xor", 2, WARP)    \
    X(SHFL_DOWN, "shfl_down", 2, WARP)  \
    X(SHFL_UP, "shfl_up", 2, WARP)      \
    X(SHFL_IDX, "shfl_idx", 2, WARP)    \
    X(WARP_SUM, "warp_reduce_sum", 1, WARP) \
    X(WARP_MAX, "warp_reduce_max", 1, WARP) \
    X(WARP_MIN, "warp_reduce_min", 1, WARP) \
    X(WARP_ANY, "warp_any", 1, WARP)    \
    X(WARP_ALL, "warp_all", 1, WARP)

typedef enum tl_mathfn {
#define TL_FN_ENUM_(id, ...) TL_FN_##id,
    TL_MATHFNS(TL_FN_ENUM_)
#undef TL_FN_ENUM_
    TL_FN_COUNT
} tl_mathfn;

const char *tl_binop_name(tl_binop op);  /* "+", "<=", "ceildiv" */
const char *tl_unop_name(tl_unop op);    /* "-", "!" */
const char *tl_mathfn_name(tl_mathfn f); /* "exp" */
int tl_mathfn_arity(tl_mathfn f);
bool tl_mathfn_takes_ints(tl_mathfn f);  /* NUMBER arguments: abs, min, max */
bool tl_mathfn_is_warp(tl_mathfn f);     /* a warp operation: shfl_*, warp_* */
bool tl_mathfn_from_name(const char *s, size_t n, tl_mathfn *out);
bool tl_binop_is_compare(tl_binop op);
bool tl_binop_is_logic(tl_binop op);     /* && and || */
bool tl_binop_is_bits(tl_binop op);      /* & | ^ << >>: integers only */
int tl_binop_prec(tl_binop op);          /* binding strength, 0 if op is not one */

struct tl_expr {
    tl_expr_kind kind;
    tl_dtype dtype;
    tl_srcloc loc;
    union {
        int64_t i;  /* INT (u64 values above INT64_MAX are stored as two's complement) */
        double f;   /* FLOAT */
        tl_var *var;
        /* fused: a float `c + a * b` (lower_gemm_simt's accumulate) may be one
         * fused multiply-add; everywhere else each operation rounds on its own,
         * as the interpreter does (a GPU codegen must not contract them) */
        struct { tl_binop op; tl_expr *a, *b; bool fused; } bin;
        struct { tl_unop op; tl_expr *a; } un;
        struct { tl_expr *cond, *a, *b; } sel;
        /* bits: bitcast(a, T), a's bits read as T (same size, no bool);
         * else a value conversion */
        struct { tl_expr *a; bool bits; } cast;
        /* nonpositive: an exp whose argument is at most 0 or a NaN (set by
         * a backend pass on exp(A[i, j] - M[i]) after M = reduce_max(A), as
         * the cpu's exp_below_max does); a codegen may then drop the exp's
         * overflow handling, or ignore it. Not printed. */
        struct { tl_mathfn fn; int nargs; tl_expr *args[3]; bool nonpositive; } call;
        struct { tl_buffer *buf; int nidx; tl_expr **idx; } load;
    };
};

/* ---- regions: tile-op operands ---------------------------------------- */

/* A buffer, whole (starts == NULL), or the tile of it that starts at one index
 * per dim. The tile's dims (those walked in step with the op's other
 * operand, in order) and its extents come from one of two forms:
 *   - a slice, `K[b, s0 : s0 + BN, h, :]`: each dim is fixed (an index: extent
 *     1, not a tile dim) or a range `lo : hi` (a tile dim of extent hi - lo, a
 *     constant) or `:` (the whole dim). The parser sets starts, extents and
 *     tiled, and `slice`.
 *   - the start form, `A[by * BM, k * BK]`: the extents are the shape of the
 *     op's other operand, which must have the same rank (the verifier rejects a
 *     lower rank as ambiguous: it cannot tell which dims are tiled).
 * The verifier fills `extents` and `tiled` for every region (for a whole
 * buffer: its dims, all tiled); a pass that makes a region may set them
 * itself. Elements pair up in row-major order over the tile dims; a fixed dim
 * stays at its start. */
typedef struct tl_region {
    tl_buffer *buf;
    tl_expr **starts;  /* buf->ndim entries, or NULL for the whole buffer */
    tl_expr **extents; /* buf->ndim entries once verified, else NULL; 1 for a fixed dim */
    tl_srcloc loc;
    uint8_t tiled;     /* bit d: dim d is a tile dim (once verified, or a slice) */
    bool slice;        /* written as a slice: extents and tiled are the source's */
} tl_region;

/* The tile dims of r (its `tiled` bits, or all its dims when unset). */
static inline uint8_t tl_region_tiled(const tl_region *r)
{
    return r->tiled ? r->tiled : (uint8_t)((1u << r->buf->ndim) - 1u);
}

/* ---- statements -------------------------------------------------------- */

typedef enum tl_stmt_kind {
    TL_STMT_ALLOC,   /* .alloc: X = shared f16[BM, BK] */
    TL_STMT_LET,     /* .let: let x: f32 = expr, var x = expr (x a TL_VAR_MUT),
                      * or with .assign `x = expr` to a var declared before */
    TL_STMT_FOR,     /* .loop */
    TL_STMT_IF,      /* .ifs */
    TL_STMT_STORE,   /* .store: X[i, j] = value (compound forms desugared) */
    TL_STMT_TILE,    /* .tile: a tile op */
    TL_STMT_BARRIER, /* barrier(): all threads of the block (lowered IR) */
    TL_STMT_WHILE,   /* .whiles: while cond { body } */
    TL_STMT_BREAK,   /* leaves the innermost while or range loop */
    TL_STMT_CONTINUE, /* to the next iteration of the innermost while or range loop */
    TL_STMT_PREFETCH, /* .store without a value: global X[i, j] is about to be
                       * read, its line may be fetched into the caches now
                       * (lowered IR, placed by a backend's pass); changes no
                       * value, and a codegen may write nothing for it */
} tl_stmt_kind;

typedef enum tl_loop_kind {
    TL_LOOP_SERIAL,     /* range(n) or range(lo, hi) */
    TL_LOOP_PARALLEL,   /* parallel(m, n, ...): iterations spread over threads */
    TL_LOOP_PIPELINED,  /* pipelined(n, stages=s): copy/compute overlap */
    TL_LOOP_UNROLL,     /* unroll(n) */
    TL_LOOP_VECTORIZED, /* vectorized(n): lowered IR */
    TL_LOOP_THREAD,     /* thread_x(n) / thread_y / thread_z: lowered IR; the
                         * variable is the thread index along thread_axis */
} tl_loop_kind;

const char *tl_loop_kind_name(tl_loop_kind k); /* "range", "parallel", ... */

/* Every tile op, in enum order: X(ID, name, regions, value, reduce, usage).
 * ID makes TL_TILE_<ID>; regions is the number of region operands (src first,
 * dst last; gemm: A, B, C); value says a value operand follows them (fill's);
 * reduce marks the reductions (dim= and clear= options); usage is how the
 * language writes a call, for diagnostics.
 *   copy: dst = src; fill: every element of dst = value; clear: fill with 0;
 *   gemm: C += op(A) op(B); reduce_*: dst = reduction of src along dim;
 *   atomic_add: dst += src, atomically per element; atomic_max and
 *   atomic_min: dst = max(dst, src) and min(dst, src), the same way;
 *   cumsum, cummax: the inclusive scan of src along dim (from its end with
 *   reverse) into dst of src's shape. */
#define TL_TILEOPS(X)                                                                               \
    X(COPY, "copy", 2, false, false, "copy(src, dst)")                                              \
    X(FILL, "fill", 1, true, false, "fill(dst, value)")                                             \
    X(CLEAR, "clear", 1, false, false, "clear(dst)")                                                \
    X(GEMM, "gemm", 3, false, false, "gemm(A, B, C, transpose_a=false, transpose_b=false, precision=f32)")         \
    X(REDUCE_SUM, "reduce_sum", 2, false, true, "reduce_sum(src, dst, dim=d, clear=true)")          \
    X(REDUCE_MAX, "reduce_max", 2, false, true, "reduce_max(src, dst, dim=d, clear=true)")          \
    X(REDUCE_MIN, "reduce_min", 2, false, true, "reduce_min(src, dst, dim=d, clear=true)")          \
    X(REDUCE_ABSMAX, "reduce_absmax", 2, false, true, "reduce_absmax(src, dst, dim=d, clear=true)") \
    X(ATOMIC_ADD, "atomic_add", 2, false, false, "atomic_add(src, dst)")                                    \
    X(ATOMIC_MAX, "atomic_max", 2, false, false, "atomic_max(src, dst)")                                    \
    X(ATOMIC_MIN, "atomic_min", 2, false, false, "atomic_min(src, dst)")                                    \
    X(CUMSUM, "cumsum", 2, false, false, "cumsum(src, dst, dim=d, reverse=false)")                          \
    X(CUMMAX, "cummax", 2, false, false, "cummax(src, dst, dim=d, reverse=false)")

typedef enum tl_tileop {
#define TL_TILE_ENUM_(id, ...) TL_TILE_##id,
    TL_TILEOPS(TL_TILE_ENUM_)
#undef TL_TILE_ENUM_
    TL_TILE_COUNT
} tl_tileop;

const char *tl_tileop_name(tl_tileop op); /* "copy", "reduce_sum", ... */
bool tl_tileop_from_name(const char *s, size_t n, tl_tileop *out);
bool tl_tileop_is_reduce(tl_tileop op);
bool tl_tileop_is_atomic(tl_tileop op);   /* atomic_add, atomic_max, atomic_min */
bool tl_tileop_is_scan(tl_tileop op);     /* cumsum, cummax: dim= and reverse= options */
int tl_tileop_nregions(tl_tileop op);     /* region operands; 0 if op is not one */
bool tl_tileop_takes_value(tl_tileop op); /* a value operand after the regions */
const char *tl_tileop_usage(tl_tileop op); /* "copy(src, dst)" */

typedef struct tl_stmt tl_stmt;

typedef struct tl_block {
    tl_stmt **items;
    size_t n;
} tl_block;

struct tl_stmt {
    tl_stmt_kind kind;
    tl_srcloc loc;
    union {
        struct { tl_buffer *buf; } alloc;
        /* assign: the statement stores into var (a TL_VAR_MUT declared by an
         * earlier TL_STMT_LET) rather than declaring it */
        struct { tl_var *var; tl_expr *value; bool assign; } let;
        struct { tl_expr *cond; tl_block body; } whiles;
        struct {
            tl_loop_kind kind;
            int nvars;               /* > 1 only for parallel */
            tl_var *vars[TL_IR_MAX_LOOP_VARS];
            tl_expr *begin[TL_IR_MAX_LOOP_VARS]; /* NULL: 0 (only serial has a begin) */
            tl_expr *end[TL_IR_MAX_LOOP_VARS];   /* the extent when begin is NULL */
            int stages;              /* pipelined: >= 1; else 0 */
            int thread_axis;         /* TL_LOOP_THREAD: 0, 1 or 2 */
            /* parallel: a threads region, `for t in threads()`: one
             * variable over every thread of the block (end: their number),
             * iteration t run by thread t, its lets and vars per thread, its
             * warp operations in lock-step (docs/language.md) */
            bool region;
            tl_block body;
        } loop;
        struct { tl_expr *cond; tl_block then_body, else_body; bool has_else; } ifs;
        /* nontemporal: the stored values may bypass the caches (set by a
         * backend pass on a contiguous copy into a tensor the kernel never
         * reads, as the cpu's stream_stores does); a codegen may ignore it.
         * Not printed. */
        struct { tl_buffer *buf; int nidx; tl_expr **idx; tl_expr *value; bool nontemporal; } store;
        struct {
            tl_tileop op;
            int nargs;          /* region operands: tl_tileop_nregions(op) */
            tl_region args[3];  /* src first, dst last (gemm: A, B, C) */
            tl_expr *value;     /* fill: of the dst dtype */
            bool transpose_a, transpose_b; /* gemm */
            tl_precision precision;        /* gemm */
            int dim;            /* reduce: the dim of src reduced away; scan: the dim scanned */
            bool reverse;       /* scan: from the dim's end to its start */
            bool clear;         /* reduce: true overwrites dst, false combines */
            /* Set by legalize_safe_memory_access: bit d of guard[i] says the
             * region args[i] can run past its global tensor's edge along dim
             * d, so lower_tile_ops masks it there. Not printed. */
            uint8_t guard[3];
        } tile;
    };
};

/* ---- kernels and modules ----------------------------------------------- */

typedef struct tl_param {
    const char *name;
    bool is_tensor;
    tl_buffer *buf; /* tensor: a TL_SCOPE_GLOBAL buffer */
    tl_var *var;    /* scalar: a TL_VAR_PARAM */
    tl_srcloc loc;
} tl_param;

/* What the passes record about a kernel (all zero before them). Not printed:
 * the printed IR is the program, this is how it is to be built. */
typedef struct tl_kernel_lowering {
    int max_threads_per_block; /* bind_target: the target's limit, 0 if none */
    bool safe_memory;          /* legalize_safe_memory_access ran */
    bool layouts;              /* layout_inference ran */
    bool tile_ops_lowered;     /* lower_tile_ops ran: only gemm tile ops remain */
    bool threads_as_loops;     /* lower_threads_to_loops ran: no parallel loops */
    bool split;                /* split_host_device: the body is device code, the
                                * grid and the shape binding are host code */
    bool packed_api;           /* make_packed_api: the host entry point checks
                                * the arguments listed by tl_kernel.params */
} tl_kernel_lowering;

typedef struct tl_kernel {
    const char *name;
    tl_srcloc loc;
    tl_param *params;
    size_t nparams;
    tl_var **shape_vars; /* symbolic dims in order of first appearance */
    size_t nshape_vars;
    int ngrid;                          /* 1..3 */
    tl_expr *grid[TL_IR_MAX_GRID];      /* block counts, i32 */
    tl_var *block_vars[TL_IR_MAX_GRID]; /* bx, by, bz */
    int nthreads_dims;                  /* 1..3 */
    int threads[TL_IR_MAX_GRID];        /* threads per block, per dim */
    tl_block body;
    int nvars, nbuffers; /* ids handed out so far (see tl_ir_new_var) */
    tl_kernel_lowering lowered;
    /* A source kernel (`source "k.cu"`): its device code is that file, in a
     * backend's language, and body is only the reference the interpreter
     * runs (may be empty). source_file is as written, source_path resolved
     * next to the .tile file; source_text its bytes (NUL-terminated). */
    const char *source_file, *source_path;
    const char *source_text;
    size_t source_len;
    /* swizzle(n) on the kernel: a schedule hint that GPU backends launch the
     * blocks of a 2-D (or 3-D) grid rasterized in panels n blocks wide
     * along grid dim 0, so that neighbouring blocks share tiles in L2 (as
     * TileLang's T.use_swizzle). 0: none. Blocks are independent, so the
     * order never changes results; the CPU backends and the interpreter
     * ignore it. */
    int swizzle;
} tl_kernel;

typedef struct tl_const {
    const char *name;
    tl_expr *value; /* a literal: TL_EXPR_INT (i32/i64) or TL_EXPR_FLOAT (f32) */
    tl_srcloc loc;
    /* `const BM = tune(64, 128, 256)`: the candidates `tilec tune` tries
     * (literals of one kind, no two equal; ncandidates 0 for a plain const).
     * value is the first of them unless a -D override set it (defined). */
    tl_expr **candidates;
    int ncandidates;
    bool defined; /* value came from -D NAME=VALUE */
} tl_const;

/* `global NAME: f32[B, H, NSPLIT]`: an intermediate buffer of the module in
 * global memory, which kernels name as a parameter (by its name alone, or
 * with this dtype and rank) and a run of several kernels in sequence
 * allocates once, zero-filled, for all of them (docs/language.md). Its dims
 * are the kernels' shape dims and consts, so they are kept as written and
 * resolved in each kernel that names it; a kernel's parameter is an
 * ordinary tensor parameter. */
typedef struct tl_global {
    const char *name;
    tl_dtype dtype;
    int ndim;
    const char *dims_text; /* "B, H, NSPLIT", as written */
    tl_srcloc loc;
} tl_global;

typedef struct tl_module {
    tl_const *consts;
    size_t nconsts;
    tl_global *globals;
    size_t nglobals;
    tl_kernel **kernels;
    size_t nkernels;
    tl_arena *arena; /* what every node was allocated from */
} tl_module;

/* ---- building (ir.c) ---------------------------------------------------- */

/* Constructors allocate from the arena and return NULL when it is exhausted
 * (a NULL argument where a node is needed also gives NULL). */
tl_expr *tl_ir_int(tl_arena *a, tl_dtype t, int64_t v, tl_srcloc loc);
tl_expr *tl_ir_float(tl_arena *a, tl_dtype t, double v, tl_srcloc loc);
tl_expr *tl_ir_varref(tl_arena *a, tl_var *v, tl_srcloc loc);
/* dtype: the operands' for arithmetic, bool for comparisons and logic. */
tl_expr *tl_ir_binary(tl_arena *a, tl_binop op, tl_expr *x, tl_expr *y, tl_srcloc loc);
tl_expr *tl_ir_unary(tl_arena *a, tl_unop op, tl_expr *x, tl_srcloc loc);
tl_expr *tl_ir_select(tl_arena *a, tl_expr *c, tl_expr *x, tl_expr *y, tl_srcloc loc);
tl_expr *tl_ir_cast(tl_arena *a, tl_dtype t, tl_expr *x, tl_srcloc loc);
tl_expr *tl_ir_bitcast(tl_arena *a, tl_dtype t, tl_expr *x, tl_srcloc loc);
tl_expr *tl_ir_call(tl_arena *a, tl_mathfn fn, tl_expr **args, int nargs, tl_srcloc loc);
tl_expr *tl_ir_load(tl_arena *a, tl_buffer *b, tl_expr **idx, int nidx, tl_srcloc loc);

tl_var *tl_ir_new_var(tl_arena *a, tl_kernel *k, const char *name, tl_var_kind kind,
                      tl_dtype t, tl_srcloc loc);
tl_buffer *tl_ir_new_buffer(tl_arena *a, tl_kernel *k, const char *name, tl_scope scope,
                            tl_dtype t, int ndim, tl_srcloc loc);
tl_stmt *tl_ir_new_stmt(tl_arena *a, tl_stmt_kind kind, tl_srcloc loc);
/* Appends s to b, growing its array in the arena. False when out of memory. */
bool tl_ir_block_append(tl_arena *a, tl_block *b, tl_stmt *s);

/* A deep copy of an expression (vars and buffers are shared, not copied). */
tl_expr *tl_ir_clone_expr(tl_arena *a, const tl_expr *e);
/* Whether pred holds at e (NULL: no) or at any expression within it:
 * operands, call arguments, a load's indices; e before its parts. The
 * tl_ir_expr_ questions below are such walks. */
bool tl_ir_expr_any(const tl_expr *e, bool (*pred)(const tl_expr *e, const void *arg), const void *arg);
/* Whether e (NULL: no) reads var v, itself: a let computed from v is not v. */
bool tl_ir_expr_uses_var(const tl_expr *e, const tl_var *v);
/* The let or var statement that declares v (not an assignment) in b or a
 * block it holds; NULL if none. */
const tl_stmt *tl_ir_find_let(const tl_block *b, const tl_var *v);
/* Whether b or a block it holds declares v: by a let or var, or as a
 * loop's variable. */
bool tl_ir_block_binds(const tl_block *b, const tl_var *v);
/* Every read of var `from` in b (the blocks it holds included) made a read
 * of `to`, in place. */
void tl_ir_rename_var(tl_block *b, const tl_var *from, tl_var *to);
/* Whether e loads from any buffer. */
bool tl_ir_expr_has_load(const tl_expr *e);
/* Whether e loads from a global tensor (an index's loads included). */
bool tl_ir_expr_loads_global(const tl_expr *e);
/* Whether e loads from b (an index's loads included). */
bool tl_ir_expr_loads_buf(const tl_expr *e, const tl_buffer *b);
/* Whether s names b: allocates it, loads it, stores into it, or names it
 * (or loads it in a start) in a tile op; deep: the statements s holds too,
 * else only s's own expressions (an if's condition, a loop's bounds). */
bool tl_ir_stmt_names_buf(const tl_stmt *s, const tl_buffer *b, bool deep);
bool tl_ir_block_names_buf(const tl_block *blk, const tl_buffer *b);
/* Whether s (or a statement it holds) stores into b or names it as a tile
 * op's destination (its last region); the same over blk's statements. */
bool tl_ir_stmt_writes_buf(const tl_stmt *s, const tl_buffer *b);
bool tl_ir_block_writes_buf(const tl_block *blk, const tl_buffer *b);
/* Whether blk, or a block in it, allocates a view of b. */
bool tl_ir_block_has_view_of(const tl_block *blk, const tl_buffer *b);

/* Warp operations (the WARP math functions): whether e, or an expression
 * of s (its own, not those of the statements it holds), or s with the
 * statements it holds, calls one. */
#define TL_WARP_SIZE 32
bool tl_ir_expr_has_warp(const tl_expr *e);
bool tl_ir_stmt_exprs_have_warp(const tl_stmt *s);
bool tl_ir_stmt_has_warp(const tl_stmt *s);
/* The lane whose operand lane `lane` (0..31) reads in shuffle fn with
 * argument arg: xor lane ^ (arg & 31); down lane + (arg & 31), up
 * lane - (arg & 31), either its own lane when past the warp's end; idx
 * arg & 31 (PTX's shfl.sync with a full warp). */
int tl_warp_src_lane(tl_mathfn fn, int lane, int64_t arg);

/* Helpers for shapes. */
bool tl_ir_is_const_int(const tl_expr *e, int64_t *out);
/* Structural equality (vars by identity, literals by value and dtype). */
bool tl_ir_expr_equal(const tl_expr *x, const tl_expr *y);
/* True with *out = hi - lo when that difference is a constant whatever the
 * variables' values: both are read as sums of integer multiples of terms
 * (variables, or other subexpressions compared structurally) and a constant,
 * so `(bx + 1) * 64 - bx * 64` is 64. Assumes no i32 wrap-around (as slices
 * do: a slice's extent is hi - lo as written). */
bool tl_ir_const_diff(const tl_expr *hi, const tl_expr *lo, int64_t *out);
const tl_kernel *tl_ir_find_kernel(const tl_module *m, const char *name);
/* Drops from m the kernels that `names` (a comma list) does not name, or
 * all but the first where names is NULL or empty: what a run of those
 * kernels compiles. The others keep their order. Where a name is not m's,
 * m is left whole (the caller reports it) and 0 returned; else the number
 * of kernels kept. */
size_t tl_ir_keep_kernels(tl_module *m, const char *names);
const tl_global *tl_ir_find_global(const tl_module *m, const char *name); /* NULL if none */

/* ---- printing (print.c) ------------------------------------------------- */

/* Writes m in the tile language; the parser reads it back into the same IR,
 * so printing that again gives the same text. */
void tl_ir_print(FILE *out, const tl_module *m);
void tl_ir_print_kernel(FILE *out, const tl_kernel *k);
void tl_ir_print_expr(FILE *out, const tl_expr *e);

/* ---- verifying (verify.c) ----------------------------------------------- */

/* Checks types, shapes, scopes, names and tile-op operands, and fills the
 * extents of every tile-op region. Reports each error through d (see
 * util/diag.h: `file:line:col: error: message`, the source line and a caret
 * when d knows the source); d may be NULL. Returns the number of errors. */
int tl_ir_verify(tl_module *m, tl_diag *d);
/* The rules of threads regions and warp operations (verify_threads.c), which
 * tl_ir_verify checks after the others; the number of errors. */
int tl_ir_verify_threads(const tl_kernel *k, tl_diag *d);

#endif
