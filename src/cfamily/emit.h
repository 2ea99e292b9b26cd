/*
 * emit.h: the expression printer of the C-family device codegens (CUDA C++,
 * HIP C++, Metal Shading Language): tile IR expressions, and the statements
 * they write alike (lets, while, if, loop headers; CUDA's and HIP's stores),
 * out as C-family source in the interpreter's semantics (16-bit and 8-bit
 * floats computed in float and rounded after every operation, signed
 * arithmetic on data wrapping, shifts and integer division through prelude
 * helpers). What differs between the languages is a table of spellings and
 * a few hooks (tl_cemit_lang): each codegen keeps its buffers' addressing,
 * its own placements and whatever its language spells its own way.
 *
 * A codegen's state starts with a tl_cemit (its first member), so that a
 * hook given the tl_cemit finds the codegen's state at the same address.
 *
 * Flow: called by the device codegens (src/cuda, src/rocm, src/metal) while
 * they write a kernel after the gpu pipeline.
 */
#ifndef TL_CFAMILY_EMIT_H
#define TL_CFAMILY_EMIT_H

#include <stdbool.h>
#include <stdint.h>

#include "ir/ir.h"
#include "ir/value.h"
#include "util/arena.h"

typedef struct tl_cemit tl_cemit;

/* How one language spells what the printer writes. [0] is the f32 form,
 * [1] the f64 one, of a float function; a NULL table entry where the
 * language has no such function. */
typedef struct tl_cemit_lang {
    const char *const *reserved;        /* names the language or the prelude claims, NULL-ended */
    const char *const *reserved_prefix; /* prefixes they claim, NULL-ended */
    tl_c_spelling lit;                  /* NaN, infinity and INT64_MIN in literals */
    bool no_f64;                        /* no 64-bit floats: f64 literals as f32, conversions in float */
    const char *(*type)(tl_dtype t);    /* the type of dtype t in memory and in a cast */
    const char *i32, *i64, *u32, *u64;  /* the 32- and 64-bit integer types */
    const char *u64_zero;               /* 0 of type u64 */
    const char *long_cast;              /* the cast to the prelude's 64-bit argument of tl_4b_wrap */
    const char *index_cast, *dim_cast;  /* a global tensor's flat offset: (index_cast)i0 * dim_castd1 + i1 */
    bool small_int_4b;                  /* the 4-bit integers are small integers (results cast back) */
    const char *i16_wrap;               /* an i16 result of arithmetic: this function of its int value
                                         * (optional; NULL: a cast) */
    const char *opaque_u32;             /* a u32 value the compiler cannot look through: one operand of
                                         * a 32-bit product of two widened 8/16-bit integers (optional) */
    const char *(*round_open)(tl_dtype t);  /* rounds a float value to float dtype t, narrower than f32 */
    const char *(*round_close)(tl_dtype t); /* NULL: ")" */
    const char *(*small_dec)(tl_dtype t);   /* a narrow float's decoder (stored form to float) */
    const char *(*small_enc)(tl_dtype t);   /* ... and encoder (float to stored form) */
    /* The encoder of a narrow float stored into dst, where it is not
     * small_enc's (optional; NULL, or a NULL result: small_enc). */
    const char *(*store_enc)(tl_cemit *e, const tl_buffer *dst, tl_dtype t);
    const char *fmod[2], *fma[2];
    const char *mul[2];                 /* NULL: a * b (never contracted by the compiler) */
    const char *vote_open, *vote_close; /* warp_any/warp_all: OPEN("any"|"all") x CLOSE */
    const char *const *math;            /* [TL_FN_COUNT] f32 and narrower float functions */
    const char *const *math_double;     /* [TL_FN_COUNT] f64 ones */
    const char *const *math_in_double;  /* [TL_FN_COUNT] sin, cos, erf (in double for every float) */
    const char *exp_double;             /* exp in double: sigmoid */

    /* b[idx] as an lvalue in memory (required). */
    void (*element)(tl_cemit *e, const tl_buffer *b, tl_expr *const *idx);
    /* Whether b is read from a register of the codegen's own rather than
     * from memory; with write, that register written (optional). */
    bool (*held)(tl_cemit *e, const tl_buffer *b, bool write);
    /* Called before each expression is written (optional): a codegen
     * refuses there what its language cannot express. */
    void (*check)(tl_cemit *e, const tl_expr *x);
    /* The language's own forms (optional; NULL: the printer's). */
    void (*bitcast)(tl_cemit *e, tl_dtype to, const tl_expr *x);
    void (*warp_call)(tl_cemit *e, const tl_expr *x);
    void (*float_call)(tl_cemit *e, const tl_expr *x);
    void (*to_mem)(tl_cemit *e, tl_dtype t, const tl_expr *value);
    /* A float cast to f16 or bf16 and stored into a global tensor is
     * written as the encoder of the uncast value (tl_cemit_store_value): the
     * language's encoder rounds, and its rounding helper is not folded. */
    bool encode_once;
    /* tl_cemit_store's refusals of 8-bit float atomics: of max and min, of add */
    const char *no_atomic8_mm, *no_atomic8_add;
    /* The statements of block b (required by tl_cemit_control). */
    void (*block)(tl_cemit *e, const tl_block *b);
} tl_cemit_lang;

struct tl_cemit {
    const tl_cemit_lang *lang;
    tl_strbuf *o;
    tl_arena *a;
    tl_kernel *k;
    int ind;           /* indentation, in steps of four spaces */
    bool oom;          /* an allocation failed */
    bool top;          /* the next binary is a whole index, condition or value: no outer parens */
    /* while a combine of partials is written: loads written as a name */
    const tl_expr *sub_from[2];
    const char *sub_to[2];
    bool *data_var;    /* by var id: a let/var whose value may come from data; NULL: every one */
    int ndata_var;
    const tl_stmt *par; /* the outermost parallel loop being written, or NULL */
    bool atomic;        /* writing an atomic tile op's element loops */
    char unsupported[256]; /* the first thing the codegen cannot write, if anything */
};

void tl_cemit_out(tl_cemit *e, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void tl_cemit_indent(tl_cemit *e);
/* One line at the indentation, ended by a newline. */
void tl_cemit_line(tl_cemit *e, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Records the first thing the codegen cannot write (e->unsupported). */
void tl_cemit_unsupported(tl_cemit *e, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* A name for tile-language name n: itself, unless the language or the
 * prelude claims it (then with a trailing underscore). */
const char *tl_cemit_name(tl_cemit *e, const char *n);

/* Expression x; _top: a binary without its outer parentheses. */
void tl_cemit_expr(tl_cemit *e, const tl_expr *x);
void tl_cemit_expr_top(tl_cemit *e, const tl_expr *x);

/* x converted to dtype to, as the interpreter converts. */
void tl_cemit_cast(tl_cemit *e, tl_dtype to, const tl_expr *x);

/* b[idx] as a value. */
void tl_cemit_load(tl_cemit *e, const tl_buffer *b, tl_expr *const *idx);

/* The flat offset of an element of global tensor b, in 64 bits. */
void tl_cemit_flat_offset(tl_cemit *e, const tl_buffer *b, tl_expr *const *idx);

/* value (of dtype t) in t's memory form. */
void tl_cemit_to_mem(tl_cemit *e, tl_dtype t, const tl_expr *value);

/* value (of dst's dtype) in its memory form, to be stored into dst. */
void tl_cemit_store_value(tl_cemit *e, const tl_buffer *dst, const tl_expr *value);

/* Whether integer expression x may hold any value of its dtype (it reads
 * memory, a scalar parameter or a let/var whose value may come from data):
 * signed arithmetic on it is written in unsigned, where the interpreter
 * wraps and C++ would be undefined. */
bool tl_cemit_wraps(const tl_cemit *e, const tl_expr *x);

/* e->data_var for the lets and vars of block b. Returns whether it marked a
 * new one (the caller repeats until none: a var assigned from a later let). */
bool tl_cemit_mark_data_vars(tl_cemit *e, const tl_block *b);

/* The constant extent d of b (1 past its dims or where not constant), and
 * the product of its constant extents (0 where one is not constant). */
int64_t tl_cemit_dim(const tl_buffer *b, int d);
int64_t tl_cemit_elems(const tl_buffer *b);

/* Whether x is var v; whether x (an int expression or NULL) is 0. */
bool tl_cemit_is_var(const tl_expr *x, const tl_var *v);
bool tl_cemit_is_zero(const tl_expr *x);

/* The value type of dtype t in an expression (narrow floats compute in float). */
const char *tl_cemit_val_type(const tl_cemit *e, tl_dtype t);

/* `for (int NAME = BEGIN (0 where NULL); NAME < END; NAME++) {`, its bound
 * read once where it reads memory (as the interpreter does); the body and
 * the closing brace are the caller's. */
void tl_cemit_loop_header(tl_cemit *e, const tl_var *v, const tl_expr *begin, const tl_expr *end);

/* The variables of loop s of nvars > 1 (or = 1) from the flat iteration
 * number `from`: with inner, only the innermost one (plus lane where not
 * NULL), else the others. */
void tl_cemit_loop_vars(tl_cemit *e, const tl_stmt *s, const char *from, bool inner, const char *lane);

/* A let (a declaration, or the assignment of a var). */
void tl_cemit_let(tl_cemit *e, const tl_stmt *s);

/* while, if, break and continue, their bodies through lang->block. */
void tl_cemit_control(tl_cemit *e, const tl_stmt *s);

/* Store s of value v (of b's dtype) into b as CUDA and HIP write it, at the
 * indentation: by thread 0 alone outside parallel loops where the threads
 * share b; the atomic tile ops' updates (e->atomic) through the preludes'
 * tl_atomic_* helpers; a nibble of a packed tensor through tl_4b_set. */
void tl_cemit_store(tl_cemit *e, const tl_stmt *s, const tl_expr *v);

/* The loop nest of a combine of a row reduction's per-group partials, as
 * CUDA and HIP write it by warp shuffles:
 *   for i in parallel(R) { [dst[i] = init]; for red in range(G) { dst[i] = op(dst[i], P[i, red]) } }
 * with op + or a two-argument min/max, G >= 2, P an on-chip [R, G] buffer
 * (shared, or a fragment placed in shared memory: smem_off[id] >= 0), dst
 * one-dimensional and not a register fragment unless dst_ok says so, the
 * init reading no memory. The bounds on R and G (the warp's width, the
 * block's threads, a power of two) are each codegen's. */
typedef struct tl_cemit_combine {
    int64_t rows, groups;
    const tl_var *vi;
    const tl_stmt *init, *up;
    const tl_buffer *dst, *p;
    const tl_expr *x, *y; /* in up's value: the loads of dst[i] and P[i, red] */
} tl_cemit_combine;
bool tl_cemit_combine_match(const tl_stmt *s, const int64_t *smem_off, bool (*dst_ok)(const tl_buffer *), tl_cemit_combine *c);

#endif
