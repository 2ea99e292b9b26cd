/*
 * parse.c: the tile language's parser: tokens (lex.re) in, tile IR (ir.h) out.
 *
 * Recursive descent straight into the IR, with no separate AST. As it builds,
 * it resolves names (consts, kernel parameters, shape dims, block indices,
 * loop variables, lets, buffers; in hashed tables, util/symtab.h, so that
 * the cost stays linear in the file), types every expression (inserting explicit
 * casts where a value is stored into a buffer of another dtype), folds
 * literal arithmetic (so `const` values and -D overrides become literals), and
 * reports errors as `file:line:col: error:` through util/diag.
 *
 * Error recovery: the first error in a statement is reported and the rest of
 * that statement skipped (to the next line at the same brace depth), so one
 * run reports several independent errors without cascades. Nesting depth,
 * name length and error count are bounded; arena exhaustion unwinds through
 * a longjmp to tl_lang_parse, which reports it.
 *
 * Literals are "weak": next to a typed operand an integer or float literal
 * takes that operand's dtype (checked to fit); alone, an integer literal is
 * i32 (i64 when it does not fit) and a float literal is f32. Otherwise both
 * operands of an operator must have one dtype: casts are explicit.
 */
#include "lang/lang.h"

#include <errno.h>
#include <limits.h>
#include <math.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "ir/shape.h"
#include "ir/value.h"
#include "lang/lex.h"
#include "util/symtab.h"

typedef struct sym {
    const char *name;
    tl_var *var;
    tl_buffer *buf;
    int par; /* parallel loops around its declaration */
} sym;

#define TL_LANG_MAX_DTYPE_DECLS 64
#define TL_LANG_MAX_TUNE_VALUES 256 /* values of one tune() */

/* parser.inner when no loop encloses the statement, or a while loop does */
#define INNER_NONE (-1)
#define INNER_WHILE (-2)

typedef struct parser {
    tl_arena *a;
    tl_diag *d;
    const char *path;
    tl_lexer lx;
    tl_token tok, peek;
    bool has_peek;
    int depth;
    int par_depth;     /* parallel loops around the current statement */
    bool in_region;    /* inside a threads region (one of those loops) */
    int inner;         /* the innermost loop's kind (tl_loop_kind), INNER_WHILE or INNER_NONE */
    int peak;          /* the deepest depth reached in the current statement */
    bool panic;        /* an error was reported in the current statement */
    bool eof_reported; /* an unclosed block at the end of the file was */
    const char *src;   /* the caller's bytes, before the NUL-terminated copy */
    size_t len;
    bool verify;
    bool in_dims;      /* parsing a tensor parameter's shape: a new name is a shape dim */
    struct {
        const char *name;
        tl_dtype t;
        int line;
    } dtypes[TL_LANG_MAX_DTYPE_DECLS]; /* `dtype T = f16` declarations of the module */
    int ndtypes;
    struct {
        tl_lexer lx;
        tl_token tok; /* the '[' of its shape */
    } global_at[TL_LANG_MAX_DTYPE_DECLS]; /* where each of m->globals' shapes is written */
    const char *stmt_start;
    jmp_buf oom;
    const tl_define *defs;
    size_t ndefs;
    bool *def_used;
    tl_module *m;
    tl_kernel *k;
    sym *syms;         /* the names in scope, innermost last */
    size_t nsyms, syms_cap;
    tl_symtab sym_tab; /* name -> index in syms */
    tl_symtab const_tab;  /* name -> index in m->consts */
    tl_symtab kernel_tab; /* name -> index in m->kernels */
} parser;

/* ---- basics ------------------------------------------------------------ */

static void *chk(parser *p, void *ptr)
{
    if (!ptr)
        longjmp(p->oom, 1);
    return ptr;
}

static void chk_ok(parser *p, bool ok)
{
    if (!ok)
        longjmp(p->oom, 1);
}

static tl_srcloc loc_of(parser *p, const tl_token *t)
{
    tl_srcloc l = {p->path, t->line, t->col};
    return l;
}

static tl_srcloc here(parser *p)
{
    return loc_of(p, &p->tok);
}

static void error_at(parser *p, tl_srcloc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void error_at(parser *p, tl_srcloc loc, const char *fmt, ...)
{
    if (p->panic)
        return;
    p->panic = true;
    va_list ap;
    va_start(ap, fmt);
    tl_diag_verror(p->d, loc, fmt, ap);
    va_end(ap);
}

static void lex_one(parser *p, tl_token *t)
{
    for (;;) {
        if (p->d->stopped) {
            t->kind = TK_EOF;
            t->text = p->lx.end;
            t->len = 0;
            return;
        }
        tl_lex_next(&p->lx, t);
        if (t->kind == TK_ERROR) {
            tl_srcloc l = loc_of(p, t);
            unsigned char c = (unsigned char)t->text[0];
            bool was = p->panic;
            p->panic = false;
            if (c >= 0x80)
                error_at(p, l, "unexpected character '%.*s' (only ASCII is allowed outside comments)",
                         (int)t->len, t->text);
            else if (c >= 0x20 && c < 0x7f)
                error_at(p, l, "unexpected character '%c'", c);
            else
                error_at(p, l, "unexpected control character 0x%02x", c);
            p->panic = was;
            continue;
        }
        if (t->kind == TK_IDENT && t->len > TL_LANG_MAX_IDENT) {
            bool was = p->panic;
            p->panic = false;
            error_at(p, loc_of(p, t), "name is too long (%zu bytes; at most %d)", t->len, TL_LANG_MAX_IDENT);
            p->panic = was;
        }
        return;
    }
}

static void advance(parser *p)
{
    if (p->has_peek) {
        p->tok = p->peek;
        p->has_peek = false;
    } else {
        lex_one(p, &p->tok);
    }
}

static const tl_token *peek(parser *p)
{
    if (!p->has_peek) {
        lex_one(p, &p->peek);
        p->has_peek = true;
    }
    return &p->peek;
}

static bool at(parser *p, tl_tok k)
{
    return p->tok.kind == k;
}

static bool accept(parser *p, tl_tok k)
{
    if (!at(p, k))
        return false;
    advance(p);
    return true;
}

static void describe_tok(parser *p, char *buf, size_t cap)
{
    const tl_token *t = &p->tok;
    if (t->kind == TK_IDENT || t->kind == TK_INT || t->kind == TK_FLOAT)
        snprintf(buf, cap, "'%.*s'", t->len > 40 ? 40 : (int)t->len, t->text);
    else
        snprintf(buf, cap, "%s", tl_tok_describe(t->kind));
}

static bool expect(parser *p, tl_tok k, const char *what)
{
    if (accept(p, k))
        return true;
    char got[64];
    describe_tok(p, got, sizeof got);
    error_at(p, here(p), "expected %s%s%s, got %s", tl_tok_describe(k), what ? " " : "", what ? what : "", got);
    return false;
}

static bool tok_is(const tl_token *t, const char *word)
{
    return t->kind == TK_IDENT && strlen(word) == t->len && memcmp(t->text, word, t->len) == 0;
}

static const char *tok_name(parser *p, const tl_token *t)
{
    return chk(p, tl_arena_strndup(p->a, t->text, t->len));
}

/* Names the language gives a meaning to; no declaration may take one: these,
 * the dtypes, the math functions and the tile ops. */
static const char *const builtin_names[] = {
    "select", "ceildiv", "inf", "nan", "range", "parallel", "pipelined", "unroll", "vectorized",
    "thread_x", "thread_y", "thread_z", "barrier", "bitcast",
};

static bool is_builtin_name(const char *s, size_t n)
{
    tl_mathfn fn;
    tl_tileop op;
    if (tl_dtype_from_name(s, n) != TL_DT_INVALID || tl_mathfn_from_name(s, n, &fn) ||
        tl_tileop_from_name(s, n, &op))
        return true;
    for (size_t i = 0; i < sizeof(builtin_names) / sizeof(builtin_names[0]); i++)
        if (strlen(builtin_names[i]) == n && memcmp(builtin_names[i], s, n) == 0)
            return true;
    return false;
}

/* ---- names ---------------------------------------------------------------- */

/* Names are looked up through hashed tables (util/symtab.h), so that many
 * consts, kernels or names in one kernel cost linear time. */
static const tl_const *find_const(parser *p, const char *s, size_t n)
{
    size_t i = tl_symtab_find(&p->const_tab, s, n);
    return i == TL_SYMTAB_NONE ? NULL : &p->m->consts[i];
}

static sym *find_sym(parser *p, const char *s, size_t n)
{
    size_t i = tl_symtab_find(&p->sym_tab, s, n);
    return i == TL_SYMTAB_NONE ? NULL : &p->syms[i];
}

/* Leaves the scope whose names start at index mark. */
static void pop_syms(parser *p, size_t mark)
{
    tl_symtab_pop_to(&p->sym_tab, mark);
    p->nsyms = mark;
}

static const tl_define *find_define(parser *p, const char *name)
{
    for (size_t i = 0; i < p->ndefs; i++)
        if (strcmp(p->defs[i].name, name) == 0) {
            p->def_used[i] = true;
            return &p->defs[i];
        }
    return NULL;
}

/* A dtype name: a built-in one or a module's `dtype T = ...`; TL_DT_INVALID
 * if neither. */
static tl_dtype lookup_dtype(parser *p, const char *s, size_t n)
{
    tl_dtype t = tl_dtype_from_name(s, n);
    for (int i = 0; t == TL_DT_INVALID && i < p->ndtypes; i++)
        if (strlen(p->dtypes[i].name) == n && memcmp(p->dtypes[i].name, s, n) == 0)
            t = p->dtypes[i].t;
    return t;
}

static int find_dtype_decl(parser *p, const char *s, size_t n)
{
    for (int i = 0; i < p->ndtypes; i++)
        if (strlen(p->dtypes[i].name) == n && memcmp(p->dtypes[i].name, s, n) == 0)
            return i;
    return -1;
}

/* Checks that a new declaration's name is free; reports and returns false if
 * not. */
static bool check_new_name(parser *p, const tl_token *t)
{
    tl_srcloc l = loc_of(p, t);
    if (is_builtin_name(t->text, t->len)) {
        error_at(p, l, "'%.*s' is a built-in name and cannot be declared", (int)t->len, t->text);
        return false;
    }
    const tl_const *c = find_const(p, t->text, t->len);
    if (c) {
        error_at(p, l, "'%.*s' is already declared as a const at line %d", (int)t->len, t->text, c->loc.line);
        return false;
    }
    for (size_t g = 0; !p->k && g < p->m->nglobals; g++) /* top level; in a kernel, a parameter may name one */
        if (strlen(p->m->globals[g].name) == t->len && memcmp(p->m->globals[g].name, t->text, t->len) == 0) {
            error_at(p, l, "'%.*s' is already declared as a global buffer at line %d", (int)t->len, t->text,
                     p->m->globals[g].loc.line);
            return false;
        }
    int di = find_dtype_decl(p, t->text, t->len);
    if (di >= 0) {
        error_at(p, l, "'%.*s' is already declared as a dtype at line %d", (int)t->len, t->text, p->dtypes[di].line);
        return false;
    }
    sym *s = find_sym(p, t->text, t->len);
    if (s) {
        tl_srcloc prev = s->var ? s->var->loc : s->buf->loc;
        error_at(p, l, "'%.*s' is already declared at line %d", (int)t->len, t->text, prev.line);
        return false;
    }
    return true;
}

static void push_sym(parser *p, const char *name, tl_var *v, tl_buffer *b)
{
    if (p->nsyms == p->syms_cap) {
        size_t cap = p->syms_cap ? 2 * p->syms_cap : 8;
        p->syms = chk(p, tl_arena_grow(p->a, p->syms, p->nsyms, cap, sizeof(sym)));
        p->syms_cap = cap;
    }
    p->syms[p->nsyms] = (sym){name, v, b, p->par_depth};
    chk_ok(p, tl_symtab_push(&p->sym_tab, name, strlen(name), p->nsyms));
    p->nsyms++;
}

/* ---- literals and typing ------------------------------------------------ */

static bool is_lit(const tl_expr *e)
{
    return e->kind == TL_EXPR_INT || e->kind == TL_EXPR_FLOAT;
}

static bool int_fits(int64_t v, tl_dtype t)
{
    switch (t) {
    case TL_DT_I8: return v >= INT8_MIN && v <= INT8_MAX;
    case TL_DT_I16: return v >= INT16_MIN && v <= INT16_MAX;
    case TL_DT_I32: return v >= INT32_MIN && v <= INT32_MAX;
    case TL_DT_I64: return true;
    case TL_DT_U8: return v >= 0 && v <= UINT8_MAX;
    case TL_DT_U16: return v >= 0 && v <= UINT16_MAX;
    case TL_DT_U32: return v >= 0 && v <= (int64_t)UINT32_MAX;
    case TL_DT_U64: return v >= 0;
    case TL_DT_I4: return v >= -8 && v <= 7;
    case TL_DT_U4: return v >= 0 && v <= 15;
    default: return false;
    }
}

static tl_dtype default_int(int64_t v)
{
    return int_fits(v, TL_DT_I32) ? TL_DT_I32 : TL_DT_I64;
}

/* Gives literal e the dtype t, or reports why it cannot have it. */
static tl_expr *convert_lit(parser *p, tl_expr *e, tl_dtype t, tl_srcloc loc)
{
    if (e->dtype == t)
        return e;
    if (e->kind == TL_EXPR_INT && e->dtype == TL_DT_BOOL) {
        error_at(p, loc, "cannot use a bool as %s", tl_dtype_name(t));
        return NULL;
    }
    if (t == TL_DT_BOOL) {
        error_at(p, loc, "cannot use a number as a bool; compare it instead");
        return NULL;
    }
    if (e->kind == TL_EXPR_INT) {
        if (tl_dtype_is_float(t))
            return chk(p, tl_ir_float(p->a, t, (double)e->i, e->loc));
        if (!int_fits(e->i, t)) {
            error_at(p, loc, "constant %lld does not fit in %s", (long long)e->i, tl_dtype_name(t));
            return NULL;
        }
        e->dtype = t;
        return e;
    }
    if (tl_dtype_is_float(t)) {
        e->dtype = t;
        return e;
    }
    error_at(p, loc, "cannot use the float constant %g as %s", e->f, tl_dtype_name(t));
    return NULL;
}

/* e converted to t for storing (stores, fill, typed let): literals adapt,
 * other numbers get an explicit cast. */
static tl_expr *assign_conv(parser *p, tl_expr *e, tl_dtype t, tl_srcloc loc)
{
    if (!e || e->dtype == t)
        return e;
    if (is_lit(e))
        return convert_lit(p, e, t, loc);
    if ((e->dtype == TL_DT_BOOL) != (t == TL_DT_BOOL)) {
        error_at(p, loc, "cannot store a %s value into %s", tl_dtype_name(e->dtype), tl_dtype_name(t));
        return NULL;
    }
    return chk(p, tl_ir_cast(p->a, t, e, e->loc));
}

/* Brings two operands to one dtype (literals adapt). */
static bool unify(parser *p, tl_expr **a, tl_expr **b, const char *what, tl_srcloc loc)
{
    tl_expr *x = *a, *y = *b;
    if (x->dtype == y->dtype)
        return true;
    if (is_lit(x) && !is_lit(y))
        return (*a = convert_lit(p, x, y->dtype, loc)) != NULL;
    if (is_lit(y) && !is_lit(x))
        return (*b = convert_lit(p, y, x->dtype, loc)) != NULL;
    if (is_lit(x) && is_lit(y) && x->dtype != TL_DT_BOOL && y->dtype != TL_DT_BOOL) {
        tl_dtype t;
        if (tl_dtype_is_float(x->dtype) || tl_dtype_is_float(y->dtype))
            t = (x->dtype == TL_DT_F64 || y->dtype == TL_DT_F64) ? TL_DT_F64 : TL_DT_F32;
        else
            t = tl_dtype_bits(x->dtype) >= tl_dtype_bits(y->dtype) ? x->dtype : y->dtype;
        *a = convert_lit(p, x, t, loc);
        *b = *a ? convert_lit(p, y, t, loc) : NULL;
        return *a && *b;
    }
    error_at(p, loc, "mismatched types %s and %s for %s; add a cast", tl_dtype_name(x->dtype),
             tl_dtype_name(y->dtype), what);
    return false;
}

static bool is_default_int(tl_dtype t)
{
    return t == TL_DT_I32 || t == TL_DT_I64;
}

/* Folds op over two literals of one dtype; NULL with *failed when it is an
 * error, NULL without it when it does not fold. */
static tl_expr *fold_binary(parser *p, tl_binop op, tl_expr *x, tl_expr *y, tl_srcloc loc, bool *failed)
{
    *failed = false;
    tl_dtype t = x->dtype;
    if (t == TL_DT_BOOL) {
        bool a = x->i != 0, b = y->i != 0, r;
        switch (op) {
        case TL_BIN_AND: r = a && b; break;
        case TL_BIN_OR: r = a || b; break;
        case TL_BIN_EQ: r = a == b; break;
        case TL_BIN_NE: r = a != b; break;
        default: return NULL;
        }
        return chk(p, tl_ir_int(p->a, TL_DT_BOOL, r, loc));
    }
    if (x->kind == TL_EXPR_INT && is_default_int(t)) {
        int64_t a = x->i, b = y->i, r = 0;
        bool ovf = false;
        switch (op) {
        case TL_BIN_ADD: ovf = __builtin_add_overflow(a, b, &r); break;
        case TL_BIN_SUB: ovf = __builtin_sub_overflow(a, b, &r); break;
        case TL_BIN_MUL: ovf = __builtin_mul_overflow(a, b, &r); break;
        case TL_BIN_DIV:
        case TL_BIN_MOD:
        case TL_BIN_CEILDIV:
            if (b == 0) {
                error_at(p, loc, "division by zero in a constant expression");
                *failed = true;
                return NULL;
            }
            if (a == INT64_MIN && b == -1) {
                ovf = op != TL_BIN_MOD;
                r = 0;
                break;
            }
            if (op == TL_BIN_DIV)
                r = a / b;
            else if (op == TL_BIN_MOD)
                r = a % b;
            else
                r = a / b + ((a % b != 0) && ((a < 0) == (b < 0)));
            break;
        case TL_BIN_BAND: r = a & b; break;
        case TL_BIN_BOR: r = a | b; break;
        case TL_BIN_BXOR: r = a ^ b; break;
        case TL_BIN_SHL:
        case TL_BIN_SHR:
            /* literals have no width of their own to clamp a count to: a
             * constant shift is exact, in 64 bits, or an error */
            if (b < 0 || b > 63) {
                error_at(p, loc, "shift count %lld is out of range in a constant expression (0 to 63)",
                         (long long)b);
                *failed = true;
                return NULL;
            }
            if (op == TL_BIN_SHR)
                r = a >> b; /* arithmetic: gcc and clang define it */
            else if (b == 63)
                ovf = a != 0 && a != -1, r = a ? INT64_MIN : 0;
            else
                ovf = __builtin_mul_overflow(a, (int64_t)1 << b, &r);
            break;
        case TL_BIN_LT: return chk(p, tl_ir_int(p->a, TL_DT_BOOL, a < b, loc));
        case TL_BIN_LE: return chk(p, tl_ir_int(p->a, TL_DT_BOOL, a <= b, loc));
        case TL_BIN_GT: return chk(p, tl_ir_int(p->a, TL_DT_BOOL, a > b, loc));
        case TL_BIN_GE: return chk(p, tl_ir_int(p->a, TL_DT_BOOL, a >= b, loc));
        case TL_BIN_EQ: return chk(p, tl_ir_int(p->a, TL_DT_BOOL, a == b, loc));
        case TL_BIN_NE: return chk(p, tl_ir_int(p->a, TL_DT_BOOL, a != b, loc));
        default: return NULL;
        }
        if (ovf) {
            error_at(p, loc, "integer overflow in a constant expression");
            *failed = true;
            return NULL;
        }
        tl_dtype rt = (t == TL_DT_I64 || !int_fits(r, TL_DT_I32)) ? TL_DT_I64 : TL_DT_I32;
        return chk(p, tl_ir_int(p->a, rt, r, loc));
    }
    if (x->kind == TL_EXPR_FLOAT && (t == TL_DT_F32 || t == TL_DT_F64)) {
        double a = x->f, b = y->f, r;
        switch (op) {
        case TL_BIN_ADD: r = a + b; break;
        case TL_BIN_SUB: r = a - b; break;
        case TL_BIN_MUL: r = a * b; break;
        case TL_BIN_DIV:
            if (b == 0) {
                error_at(p, loc, "division by zero in a constant expression");
                *failed = true;
                return NULL;
            }
            r = a / b;
            break;
        case TL_BIN_LT: return chk(p, tl_ir_int(p->a, TL_DT_BOOL, a < b, loc));
        case TL_BIN_LE: return chk(p, tl_ir_int(p->a, TL_DT_BOOL, a <= b, loc));
        case TL_BIN_GT: return chk(p, tl_ir_int(p->a, TL_DT_BOOL, a > b, loc));
        case TL_BIN_GE: return chk(p, tl_ir_int(p->a, TL_DT_BOOL, a >= b, loc));
        case TL_BIN_EQ: return chk(p, tl_ir_int(p->a, TL_DT_BOOL, a == b, loc));
        case TL_BIN_NE: return chk(p, tl_ir_int(p->a, TL_DT_BOOL, a != b, loc));
        default: return NULL;
        }
        return chk(p, tl_ir_float(p->a, t, r, loc));
    }
    return NULL;
}

static tl_expr *make_binary(parser *p, tl_binop op, tl_expr *x, tl_expr *y, tl_srcloc loc)
{
    if (!x || !y)
        return NULL;
    const char *name = tl_binop_name(op);
    char what[32];
    snprintf(what, sizeof what, "'%s'", name);
    if (tl_binop_is_logic(op)) {
        if (x->dtype != TL_DT_BOOL || y->dtype != TL_DT_BOOL) {
            error_at(p, loc, "'%s' needs bool operands, got %s and %s", name, tl_dtype_name(x->dtype),
                     tl_dtype_name(y->dtype));
            return NULL;
        }
    } else {
        bool eq = op == TL_BIN_EQ || op == TL_BIN_NE;
        if (!eq && (x->dtype == TL_DT_BOOL || y->dtype == TL_DT_BOOL)) {
            if (op == TL_BIN_BAND || op == TL_BIN_BOR)
                error_at(p, loc, "%s does not apply to bool operands; use '%s'", what,
                         op == TL_BIN_BAND ? "&&" : "||");
            else
                error_at(p, loc, "%s does not apply to bool operands", what);
            return NULL;
        }
        if (!unify(p, &x, &y, what, loc))
            return NULL;
        tl_dtype t = x->dtype;
        if (t == TL_DT_BOOL && op != TL_BIN_EQ && op != TL_BIN_NE) {
            error_at(p, loc, "%s does not apply to bool operands", what);
            return NULL;
        }
        if ((op == TL_BIN_MOD || op == TL_BIN_CEILDIV) && !tl_dtype_is_int(t)) {
            error_at(p, loc, "%s needs integer operands, got %s", what, tl_dtype_name(t));
            return NULL;
        }
        if (tl_binop_is_bits(op) && !tl_dtype_is_int(t)) {
            error_at(p, loc, "%s needs integer operands, got %s; to see a float's bits use bitcast(x, %s)",
                     what, tl_dtype_name(t), t == TL_DT_F64 ? "u64" : t == TL_DT_F32 ? "u32" : tl_dtype_bits(t) == 8 ? "u8" : tl_dtype_bits(t) == 4 ? "u4" : "u16");
            return NULL;
        }
    }
    if (is_lit(x) && is_lit(y)) {
        bool failed;
        tl_expr *f = fold_binary(p, op, x, y, loc, &failed);
        if (f || failed)
            return f;
    }
    return chk(p, tl_ir_binary(p->a, op, x, y, loc));
}

/* ---- expressions ---------------------------------------------------------- */

static tl_expr *parse_expr(parser *p);

static bool enter(parser *p)
{
    if (++p->depth > TL_LANG_MAX_DEPTH) {
        error_at(p, here(p), "nesting is too deep (more than %d levels)", TL_LANG_MAX_DEPTH);
        p->depth--;
        return false;
    }
    if (p->depth > p->peak)
        p->peak = p->depth;
    return true;
}

static void leave(parser *p)
{
    p->depth--;
}

/* One more operator of a left-associative chain (a + b + c ...): the chain
 * builds a tree as deep as it is long, and the verifier, the printer and the
 * passes walk trees recursively, so each operator counts toward the nesting
 * limit like a bracket. The caller gives the levels back with leave_ops. */
static bool enter_op(parser *p, int *ops)
{
    if (p->depth + 1 > TL_LANG_MAX_DEPTH) {
        error_at(p, here(p), "expression is too long or too deeply nested (more than %d levels)",
                 TL_LANG_MAX_DEPTH);
        return false;
    }
    p->depth++;
    (*ops)++;
    if (p->depth > p->peak)
        p->peak = p->depth;
    return true;
}

/* After a chain step: a folded constant adds no depth, so its level goes back. */
static void fold_op(parser *p, const tl_expr *e, int *ops)
{
    if (e && is_lit(e)) {
        p->depth--;
        (*ops)--;
    }
}

static tl_expr *leave_ops(parser *p, int ops, tl_expr *e)
{
    p->depth -= ops;
    return e;
}

/* The printed form of a statement spells out what the parser added to it,
 * each one level deeper than the source: the implicit cast of a stored value
 * (`f32(v)`), the operator and brackets of a compound assignment
 * (`A[i] = A[i] + (v)`). The source must leave room for them under the limit,
 * or its printed form would not parse back. */
static bool room_for(parser *p, int extra, tl_srcloc loc)
{
    if (p->peak + extra <= TL_LANG_MAX_DEPTH)
        return true;
    error_at(p, loc, "expression is too long or too deeply nested (more than %d levels)", TL_LANG_MAX_DEPTH);
    return false;
}

static tl_expr *parse_int_lit(parser *p)
{
    const tl_token t = p->tok;
    tl_srcloc l = here(p);
    advance(p);
    uint64_t v = 0;
    bool hex = t.len > 2 && t.text[0] == '0' && (t.text[1] == 'x' || t.text[1] == 'X');
    for (size_t i = hex ? 2 : 0; i < t.len; i++) {
        char c = t.text[i];
        unsigned d = c >= '0' && c <= '9' ? (unsigned)(c - '0') : (unsigned)((c | 0x20) - 'a' + 10);
        unsigned base = hex ? 16 : 10;
        if (v > ((uint64_t)INT64_MAX - d) / base) {
            error_at(p, l, "integer constant '%.*s' is too large", t.len > 40 ? 40 : (int)t.len, t.text);
            return NULL;
        }
        v = v * base + d;
    }
    return chk(p, tl_ir_int(p->a, default_int((int64_t)v), (int64_t)v, l));
}

static tl_expr *parse_float_lit(parser *p)
{
    const tl_token t = p->tok;
    tl_srcloc l = here(p);
    advance(p);
    char buf[128];
    if (t.len >= sizeof buf) {
        error_at(p, l, "number '%.40s...' is too long", t.text);
        return NULL;
    }
    memcpy(buf, t.text, t.len);
    buf[t.len] = 0;
    errno = 0;
    double v = strtod(buf, NULL);
    if (isinf(v)) {
        error_at(p, l, "number '%s' is out of range", buf);
        return NULL;
    }
    return chk(p, tl_ir_float(p->a, TL_DT_F32, v, l));
}

/* Parses `( expr, ... )` into args (at most max); returns the count or -1. */
static int parse_args(parser *p, tl_expr **args, int max, const char *fname)
{
    if (!expect(p, TK_LPAREN, NULL))
        return -1;
    int n = 0;
    if (!at(p, TK_RPAREN)) {
        do {
            tl_expr *e = parse_expr(p);
            if (!e)
                return -1;
            if (n < max)
                args[n] = e;
            n++;
        } while (accept(p, TK_COMMA));
    }
    if (!expect(p, TK_RPAREN, NULL))
        return -1;
    return n;
}

enum { SIGNED, UNSIGNED, FLOATS };

/* The dtype of a kind (SIGNED, UNSIGNED, FLOATS) and size; TL_DT_INVALID if
 * there is none (an 8-bit float). */
static tl_dtype sized_dtype(int bits, int kind)
{
    static const tl_dtype by[3][4] = {
        {TL_DT_I8, TL_DT_I16, TL_DT_I32, TL_DT_I64},
        {TL_DT_U8, TL_DT_U16, TL_DT_U32, TL_DT_U64},
        {TL_DT_INVALID, TL_DT_F16, TL_DT_F32, TL_DT_F64},
    };
    if (bits == 4)
        return kind == SIGNED ? TL_DT_I4 : kind == UNSIGNED ? TL_DT_U4 : TL_DT_F4E2M1;
    int i = bits == 8 ? 0 : bits == 16 ? 1 : bits == 32 ? 2 : 3;
    return by[kind][i];
}

/* bitcast(x, T): x's bits read as dtype T, of the same size. */
static tl_expr *parse_bitcast(parser *p, tl_srcloc l)
{
    advance(p); /* ( */
    tl_expr *x = parse_expr(p);
    if (!x || !expect(p, TK_COMMA, "after bitcast's value (usage: bitcast(x, u32))"))
        return NULL;
    tl_srcloc tl = here(p);
    tl_dtype t = at(p, TK_IDENT) ? lookup_dtype(p, p->tok.text, p->tok.len) : TL_DT_INVALID;
    if (t == TL_DT_INVALID) {
        char got[64];
        describe_tok(p, got, sizeof got);
        error_at(p, tl, "bitcast's second operand must be a dtype, got %s", got);
        return NULL;
    }
    advance(p);
    if (!expect(p, TK_RPAREN, "after bitcast's dtype"))
        return NULL;
    if (is_lit(x) && x->dtype != TL_DT_BOOL && t != TL_DT_BOOL && tl_dtype_bits(x->dtype) != tl_dtype_bits(t)) {
        /* a literal takes the size of the target: bitcast(0x3f800000, f32);
         * an integer one is signed unless only the unsigned dtype holds it */
        int bits = tl_dtype_bits(t);
        tl_dtype lt = x->kind == TL_EXPR_FLOAT ? sized_dtype(bits, FLOATS) : sized_dtype(bits, SIGNED);
        if (x->kind == TL_EXPR_INT && !int_fits(x->i, lt))
            lt = sized_dtype(bits, UNSIGNED);
        if (lt == TL_DT_INVALID || !(x = convert_lit(p, x, lt, x->loc)))
            return NULL;
    }
    if (x->dtype == TL_DT_BOOL || t == TL_DT_BOOL) {
        error_at(p, l, "bitcast does not apply to bool; use select or a comparison");
        return NULL;
    }
    if (tl_dtype_bits(x->dtype) != tl_dtype_bits(t)) {
        error_at(p, l, "bitcast needs dtypes of one size: %s has %d bits, %s has %d", tl_dtype_name(x->dtype),
                 tl_dtype_bits(x->dtype), tl_dtype_name(t), tl_dtype_bits(t));
        return NULL;
    }
    if (x->dtype == t)
        return x;
    return chk(p, tl_ir_bitcast(p->a, t, x, l));
}

/* A warp operation (docs/language.md, "Threads and warps"): a shuffle takes a
 * value of any dtype and an i32 lane argument; a warp reduction a number; a
 * vote a bool. Where it may stand is the verifier's business. */
static tl_expr *warp_call(parser *p, tl_mathfn fn, tl_expr **args, int n, tl_srcloc l)
{
    const char *name = tl_mathfn_name(fn);
    if (n == 2) {
        if (is_lit(args[1]) && args[1]->kind == TL_EXPR_INT && args[1]->dtype != TL_DT_BOOL &&
            !(args[1] = convert_lit(p, args[1], TL_DT_I32, args[1]->loc)))
            return NULL;
        if (args[1]->dtype != TL_DT_I32) {
            error_at(p, args[1]->loc, "%s's lane argument must be an i32, got %s", name, tl_dtype_name(args[1]->dtype));
            return NULL;
        }
    }
    bool vote = fn == TL_FN_WARP_ANY || fn == TL_FN_WARP_ALL;
    if (vote && args[0]->dtype != TL_DT_BOOL) {
        error_at(p, args[0]->loc, "%s takes a bool, got %s", name, tl_dtype_name(args[0]->dtype));
        return NULL;
    }
    if (!vote && n == 1 && args[0]->dtype == TL_DT_BOOL) {
        error_at(p, args[0]->loc, "%s takes a number, got bool (warp_any and warp_all take bools)", name);
        return NULL;
    }
    return chk(p, tl_ir_call(p->a, fn, args, n, l));
}

static tl_expr *parse_call(parser *p, const tl_token *name, tl_srcloc l)
{
    if (tok_is(name, "bitcast"))
        return parse_bitcast(p, l);
    tl_expr *args[3] = {0};
    char fname[64];
    snprintf(fname, sizeof fname, "%.*s", (int)name->len, name->text);
    tl_dtype cast_to = lookup_dtype(p, name->text, name->len);
    tl_mathfn fn;
    int want;
    bool is_fn = tl_mathfn_from_name(name->text, name->len, &fn);
    if (cast_to != TL_DT_INVALID)
        want = 1;
    else if (is_fn)
        want = tl_mathfn_arity(fn);
    else if (strcmp(fname, "select") == 0)
        want = 3;
    else if (strcmp(fname, "ceildiv") == 0)
        want = 2;
    else {
        if (find_sym(p, name->text, name->len) && find_sym(p, name->text, name->len)->buf)
            error_at(p, l, "'%s' is a buffer: index it with [ ], not ( )", fname);
        else
            error_at(p, l, "unknown function '%s'", fname);
        return NULL;
    }
    int n = parse_args(p, args, 3, fname);
    if (n < 0)
        return NULL;
    if (n != want) {
        error_at(p, l, "%s takes %d argument%s, got %d", fname, want, want == 1 ? "" : "s", n);
        return NULL;
    }
    if (cast_to != TL_DT_INVALID) {
        if (args[0]->dtype == cast_to)
            return args[0];
        return chk(p, tl_ir_cast(p->a, cast_to, args[0], l));
    }
    if (strcmp(fname, "ceildiv") == 0)
        return make_binary(p, TL_BIN_CEILDIV, args[0], args[1], l);
    if (strcmp(fname, "select") == 0) {
        if (args[0]->dtype != TL_DT_BOOL) {
            error_at(p, args[0]->loc, "select's condition must be a bool, got %s", tl_dtype_name(args[0]->dtype));
            return NULL;
        }
        if (!unify(p, &args[1], &args[2], "select", l))
            return NULL;
        if (args[0]->kind == TL_EXPR_INT)
            return args[0]->i ? args[1] : args[2];
        return chk(p, tl_ir_select(p->a, args[0], args[1], args[2], l));
    }
    if (tl_mathfn_is_warp(fn))
        return warp_call(p, fn, args, n, l);
    /* math functions */
    if (n == 2 && !unify(p, &args[0], &args[1], fname, l))
        return NULL;
    if (n == 3) {
        /* the literals take the dtype of the first argument that is not one */
        int v = 0;
        while (v < 2 && is_lit(args[v]))
            v++;
        for (int i = 0; i < 3; i++)
            if (i != v && !unify(p, &args[v], &args[i], fname, l))
                return NULL;
    }
    tl_dtype t = args[0]->dtype;
    bool any_number = tl_mathfn_takes_ints(fn);
    if (!any_number && args[0]->kind == TL_EXPR_INT && t != TL_DT_BOOL) {
        for (int i = 0; i < n; i++)
            if (!(args[i] = convert_lit(p, args[i], TL_DT_F32, l)))
                return NULL;
        t = TL_DT_F32;
    }
    if (t == TL_DT_BOOL || (!any_number && !tl_dtype_is_float(t))) {
        error_at(p, l, "%s needs %s argument%s, got %s%s", fname, any_number ? "numeric" : "float",
                 n == 1 ? "" : "s", tl_dtype_name(t), any_number ? "" : "; cast it");
        return NULL;
    }
    return chk(p, tl_ir_call(p->a, fn, args, n, l));
}

static tl_expr **parse_indices(parser *p, int *n, tl_srcloc l)
{
    /* at '[' */
    advance(p);
    tl_expr *idx[TL_IR_MAX_DIMS + 1];
    int count = 0;
    do {
        tl_expr *e = parse_expr(p);
        if (!e)
            return NULL;
        if (e->dtype == TL_DT_BOOL || tl_dtype_is_float(e->dtype)) {
            error_at(p, e->loc, "an index must be an integer, got %s", tl_dtype_name(e->dtype));
            return NULL;
        }
        if (is_lit(e) && !(e = convert_lit(p, e, TL_DT_I32, e->loc)))
            return NULL;
        if (count >= TL_IR_MAX_DIMS) {
            error_at(p, e->loc, "too many indices (at most %d)", TL_IR_MAX_DIMS);
            return NULL;
        }
        idx[count++] = e;
    } while (accept(p, TK_COMMA));
    if (!expect(p, TK_RBRACKET, "after the indices"))
        return NULL;
    tl_expr **out = chk(p, tl_arena_array(p->a, (size_t)count, sizeof(*out)));
    memcpy(out, idx, (size_t)count * sizeof(*out));
    *n = count;
    return out;
}

static tl_expr *shape_name(parser *p, const tl_token *name, tl_srcloc l);

static tl_expr *parse_primary(parser *p)
{
    tl_srcloc l = here(p);
    switch (p->tok.kind) {
    case TK_INT: return parse_int_lit(p);
    case TK_FLOAT: return parse_float_lit(p);
    case TK_TRUE:
    case TK_FALSE: {
        bool v = at(p, TK_TRUE);
        advance(p);
        return chk(p, tl_ir_int(p->a, TL_DT_BOOL, v, l));
    }
    case TK_LPAREN: {
        advance(p);
        tl_expr *e = parse_expr(p);
        if (!e || !expect(p, TK_RPAREN, NULL))
            return NULL;
        return e;
    }
    case TK_IDENT: break;
    default: {
        char got[64];
        describe_tok(p, got, sizeof got);
        error_at(p, l, "expected an expression, got %s", got);
        return NULL;
    }
    }
    tl_token name = p->tok;
    advance(p);
    if (at(p, TK_LPAREN))
        return parse_call(p, &name, l);
    if (tok_is(&name, "inf"))
        return chk(p, tl_ir_float(p->a, TL_DT_F32, INFINITY, l));
    if (tok_is(&name, "nan"))
        return chk(p, tl_ir_float(p->a, TL_DT_F32, NAN, l));
    sym *s = find_sym(p, name.text, name.len);
    if (s && s->buf) {
        if (!at(p, TK_LBRACKET)) {
            error_at(p, l, "'%.*s' is a buffer; use an element of it, like %.*s[i]", (int)name.len, name.text,
                     (int)name.len, name.text);
            return NULL;
        }
        int n = 0;
        tl_expr **idx = parse_indices(p, &n, l);
        if (!idx)
            return NULL;
        if (n != s->buf->ndim) {
            error_at(p, l, "'%s' has %d dim%s, indexed with %d", s->buf->name, s->buf->ndim,
                     s->buf->ndim == 1 ? "" : "s", n);
            return NULL;
        }
        return chk(p, tl_ir_load(p->a, s->buf, idx, n, l));
    }
    if (at(p, TK_LBRACKET)) {
        error_at(p, l, "'%.*s' is not a buffer and cannot be indexed", (int)name.len, name.text);
        return NULL;
    }
    if (s && p->in_dims && s->var && s->var->kind != TL_VAR_SHAPE) {
        error_at(p, l, "'%.*s' is a scalar parameter, not a shape dim: a shape is known before the kernel runs",
                 (int)name.len, name.text);
        return NULL;
    }
    if (s)
        return chk(p, tl_ir_varref(p->a, s->var, l));
    const tl_const *c = find_const(p, name.text, name.len);
    if (c) {
        tl_expr *e = chk(p, tl_ir_clone_expr(p->a, c->value));
        e->loc = l;
        return e;
    }
    if (p->in_dims && lookup_dtype(p, name.text, name.len) == TL_DT_INVALID)
        return shape_name(p, &name, l);
    if (lookup_dtype(p, name.text, name.len) != TL_DT_INVALID)
        error_at(p, l, "'%.*s' is a dtype; to convert a value write %.*s(x)", (int)name.len, name.text,
                 (int)name.len, name.text);
    else
        error_at(p, l, "unknown name '%.*s'", (int)name.len, name.text);
    return NULL;
}

static tl_expr *parse_unary(parser *p)
{
    tl_srcloc l = here(p);
    if (at(p, TK_TILDE)) {
        advance(p);
        bool chain = at(p, TK_MINUS) || at(p, TK_NOT) || at(p, TK_TILDE);
        if (chain && !enter(p))
            return NULL;
        tl_expr *e = parse_unary(p);
        if (chain)
            leave(p);
        if (!e)
            return NULL;
        if (!tl_dtype_is_int(e->dtype)) {
            error_at(p, l, "'~' needs an integer, got %s%s", tl_dtype_name(e->dtype),
                     e->dtype == TL_DT_BOOL ? "; use '!'" : "");
            return NULL;
        }
        if (e->kind == TL_EXPR_INT)
            return chk(p, tl_ir_int(p->a, e->dtype, tl_value_wrap_int(e->dtype, ~e->i), l));
        return chk(p, tl_ir_unary(p->a, TL_UN_BNOT, e, l));
    }
    if (at(p, TK_MINUS) || at(p, TK_NOT)) {
        bool neg = at(p, TK_MINUS);
        advance(p);
        /* only a chain of prefix operators recurses here (a bracket goes
         * through parse_expr), so only such a chain counts a level: `-x`
         * and `-3` cost none, as a negative constant printed for a const
         * must not cost more than the name it replaces */
        bool chain = at(p, TK_MINUS) || at(p, TK_NOT) || at(p, TK_TILDE);
        if (chain && !enter(p))
            return NULL;
        tl_expr *e = parse_unary(p);
        if (chain)
            leave(p);
        if (!e)
            return NULL;
        if (neg) {
            if (e->dtype == TL_DT_BOOL) {
                error_at(p, l, "'-' does not apply to a bool; use '!'");
                return NULL;
            }
            if (e->kind == TL_EXPR_INT) {
                if (e->i == INT64_MIN) {
                    error_at(p, l, "integer overflow in a constant expression");
                    return NULL;
                }
                return chk(p, tl_ir_int(p->a, default_int(-e->i) == TL_DT_I64 ? TL_DT_I64 : e->dtype, -e->i, l));
            }
            if (e->kind == TL_EXPR_FLOAT)
                return chk(p, tl_ir_float(p->a, e->dtype, -e->f, l));
            return chk(p, tl_ir_unary(p->a, TL_UN_NEG, e, l));
        }
        if (e->dtype != TL_DT_BOOL) {
            error_at(p, l, "'!' needs a bool, got %s", tl_dtype_name(e->dtype));
            return NULL;
        }
        if (e->kind == TL_EXPR_INT)
            return chk(p, tl_ir_int(p->a, TL_DT_BOOL, !e->i, l));
        return chk(p, tl_ir_unary(p->a, TL_UN_NOT, e, l));
    }
    return parse_primary(p);
}

static tl_expr *parse_mul(parser *p)
{
    tl_expr *e = parse_unary(p);
    int ops = 0;
    while (e && (at(p, TK_STAR) || at(p, TK_SLASH) || at(p, TK_PERCENT))) {
        if (!enter_op(p, &ops))
            return leave_ops(p, ops, NULL);
        tl_binop op = at(p, TK_STAR) ? TL_BIN_MUL : at(p, TK_SLASH) ? TL_BIN_DIV : TL_BIN_MOD;
        tl_srcloc l = here(p);
        advance(p);
        e = make_binary(p, op, e, parse_unary(p), l);
        fold_op(p, e, &ops);
    }
    return leave_ops(p, ops, e);
}

static tl_expr *parse_add(parser *p)
{
    tl_expr *e = parse_mul(p);
    int ops = 0;
    while (e && (at(p, TK_PLUS) || at(p, TK_MINUS))) {
        if (!enter_op(p, &ops))
            return leave_ops(p, ops, NULL);
        tl_binop op = at(p, TK_PLUS) ? TL_BIN_ADD : TL_BIN_SUB;
        tl_srcloc l = here(p);
        advance(p);
        e = make_binary(p, op, e, parse_mul(p), l);
        fold_op(p, e, &ops);
    }
    return leave_ops(p, ops, e);
}

/* The bitwise levels, loosest first (Python's order): | ^ & then << >>. */
static bool bits_op(int level, tl_tok k, tl_binop *op)
{
    switch (level) {
    case 0: *op = TL_BIN_BOR; return k == TK_PIPE;
    case 1: *op = TL_BIN_BXOR; return k == TK_CARET;
    case 2: *op = TL_BIN_BAND; return k == TK_AMP;
    default:
        *op = k == TK_SHL ? TL_BIN_SHL : TL_BIN_SHR;
        return k == TK_SHL || k == TK_SHR;
    }
}

static tl_expr *parse_bits(parser *p, int level)
{
    if (level > 3)
        return parse_add(p);
    tl_expr *e = parse_bits(p, level + 1);
    int ops = 0;
    tl_binop op;
    while (e && bits_op(level, p->tok.kind, &op)) {
        if (!enter_op(p, &ops))
            return leave_ops(p, ops, NULL);
        tl_srcloc l = here(p);
        advance(p);
        e = make_binary(p, op, e, parse_bits(p, level + 1), l);
        fold_op(p, e, &ops);
    }
    return leave_ops(p, ops, e);
}

static bool cmp_op(tl_tok k, tl_binop *op)
{
    switch (k) {
    case TK_LT: *op = TL_BIN_LT; return true;
    case TK_LE: *op = TL_BIN_LE; return true;
    case TK_GT: *op = TL_BIN_GT; return true;
    case TK_GE: *op = TL_BIN_GE; return true;
    case TK_EQ: *op = TL_BIN_EQ; return true;
    case TK_NE: *op = TL_BIN_NE; return true;
    default: return false;
    }
}

static tl_expr *parse_cmp(parser *p)
{
    tl_expr *e = parse_bits(p, 0);
    tl_binop op;
    if (e && cmp_op(p->tok.kind, &op)) {
        tl_srcloc l = here(p);
        advance(p);
        e = make_binary(p, op, e, parse_bits(p, 0), l);
        if (e && cmp_op(p->tok.kind, &op)) {
            error_at(p, here(p), "comparisons do not chain; use && between them");
            return NULL;
        }
    }
    return e;
}

static tl_expr *parse_and(parser *p)
{
    tl_expr *e = parse_cmp(p);
    int ops = 0;
    while (e && at(p, TK_ANDAND)) {
        if (!enter_op(p, &ops))
            return leave_ops(p, ops, NULL);
        tl_srcloc l = here(p);
        advance(p);
        e = make_binary(p, TL_BIN_AND, e, parse_cmp(p), l);
        fold_op(p, e, &ops);
    }
    return leave_ops(p, ops, e);
}

static tl_expr *parse_or(parser *p)
{
    tl_expr *e = parse_and(p);
    int ops = 0;
    while (e && at(p, TK_OROR)) {
        if (!enter_op(p, &ops))
            return leave_ops(p, ops, NULL);
        tl_srcloc l = here(p);
        advance(p);
        e = make_binary(p, TL_BIN_OR, e, parse_and(p), l);
        fold_op(p, e, &ops);
    }
    return leave_ops(p, ops, e);
}

static tl_expr *parse_expr(parser *p)
{
    if (!enter(p))
        return NULL;
    tl_expr *e = parse_or(p);
    leave(p);
    return e;
}

/* An expression that must fold to an integer literal (sizes, stages, dims). */
static bool parse_const_int(parser *p, const char *what, int64_t lo, int64_t hi, int64_t *out)
{
    tl_srcloc l = here(p);
    tl_expr *e = parse_expr(p);
    if (!e)
        return false;
    if (e->kind != TL_EXPR_INT || e->dtype == TL_DT_BOOL) {
        error_at(p, l, "%s must be a constant integer", what);
        return false;
    }
    if (e->i < lo || e->i > hi) {
        error_at(p, l, "%s must be between %lld and %lld, got %lld", what, (long long)lo, (long long)hi,
                 (long long)e->i);
        return false;
    }
    *out = e->i;
    return true;
}

/* ---- statements ----------------------------------------------------------- */

static void parse_block(parser *p, tl_block *out);

static bool parse_dtype(parser *p, tl_dtype *out)
{
    if (at(p, TK_IDENT)) {
        tl_dtype t = lookup_dtype(p, p->tok.text, p->tok.len);
        if (t != TL_DT_INVALID) {
            advance(p);
            *out = t;
            return true;
        }
    }
    char got[64];
    describe_tok(p, got, sizeof got);
    error_at(p, here(p), "expected a dtype (bool, i8..i64, u8..u64, f16, bf16, f32, f64, f8e4m3, f8e5m2, e8m0, i4, u4, f4e2m1), got %s", got);
    return false;
}

static bool end_of_stmt(parser *p)
{
    if (accept(p, TK_SEMI) || at(p, TK_RBRACE) || at(p, TK_EOF) || p->tok.bol)
        return true;
    char got[64];
    describe_tok(p, got, sizeof got);
    error_at(p, here(p), "expected the end of the statement, got %s", got);
    return false;
}

static tl_stmt *parse_alloc(parser *p, const tl_token *name)
{
    tl_srcloc l = loc_of(p, name);
    tl_scope scope = at(p, TK_SHARED) ? TL_SCOPE_SHARED : at(p, TK_FRAGMENT) ? TL_SCOPE_FRAGMENT : TL_SCOPE_LOCAL;
    advance(p);
    tl_dtype t;
    if (!parse_dtype(p, &t) || !expect(p, TK_LBRACKET, "before the buffer's shape"))
        return NULL;
    int64_t dims[TL_IR_MAX_DIMS];
    int n = 0;
    int64_t total = 1;
    tl_srcloc shape_loc = here(p);
    do {
        if (n >= TL_IR_MAX_DIMS) {
            error_at(p, here(p), "too many dims (at most %d)", TL_IR_MAX_DIMS);
            return NULL;
        }
        if (!parse_const_int(p, "a buffer dim", 1, INT32_MAX, &dims[n]))
            return NULL;
        if (__builtin_mul_overflow(total, dims[n], &total) || total > TL_IR_MAX_LOCAL_ELEMS) {
            error_at(p, shape_loc, "%s buffer '%s' is too large (more than %lld elements)", tl_scope_name(scope),
                     tok_name(p, name), (long long)TL_IR_MAX_LOCAL_ELEMS);
            return NULL;
        }
        n++;
    } while (accept(p, TK_COMMA));
    if (!expect(p, TK_RBRACKET, "after the buffer's shape"))
        return NULL;
    /* layout(swizzle) / layout(pad): a hint for GPU backends */
    tl_layout_hint hint = TL_LAYOUT_HINT_NONE;
    if (at(p, TK_IDENT) && tok_is(&p->tok, "layout")) {
        tl_srcloc hl = here(p);
        advance(p);
        if (!expect(p, TK_LPAREN, "after 'layout'"))
            return NULL;
        /* a bad hint is reported but the buffer still declared, so its uses
         * do not report errors of their own */
        if (at(p, TK_IDENT) && tok_is(&p->tok, "swizzle"))
            hint = TL_LAYOUT_HINT_SWIZZLE;
        else if (at(p, TK_IDENT) && tok_is(&p->tok, "pad"))
            hint = TL_LAYOUT_HINT_PAD;
        else if (at(p, TK_IDENT) && tok_is(&p->tok, "rows"))
            hint = TL_LAYOUT_HINT_ROWS;
        else if (at(p, TK_IDENT) && tok_is(&p->tok, "regs"))
            hint = TL_LAYOUT_HINT_REGS;
        else {
            char got[64];
            describe_tok(p, got, sizeof got);
            error_at(p, here(p), "unknown layout %s (layouts: swizzle, pad, rows, regs)", got);
            if (!at(p, TK_IDENT))
                return NULL;
        }
        advance(p);
        if (!expect(p, TK_RPAREN, "after the layout"))
            return NULL;
        /* rows: a fragment's warp tiling on tensor cores (whole rows a
         * warp, docs/gpu.md); swizzle and pad: a shared buffer's storage;
         * regs: a shared buffer that may live in registers instead */
        if (hint == TL_LAYOUT_HINT_ROWS && scope != TL_SCOPE_FRAGMENT) {
            error_at(p, hl, "layout(rows) is for fragments; '%s' is %s", tok_name(p, name), tl_scope_name(scope));
            hint = TL_LAYOUT_HINT_NONE;
        } else if (hint != TL_LAYOUT_HINT_ROWS && hint != TL_LAYOUT_HINT_NONE && scope != TL_SCOPE_SHARED) {
            error_at(p, hl, "layout(...) is for shared buffers; '%s' is %s (the compiler lays it out)",
                     tok_name(p, name), tl_scope_name(scope));
            hint = TL_LAYOUT_HINT_NONE;
        }
    }
    if (!end_of_stmt(p))
        return NULL;
    if (!check_new_name(p, name))
        return NULL;
    tl_buffer *b = chk(p, tl_ir_new_buffer(p->a, p->k, tok_name(p, name), scope, t, n, l));
    if (b)
        b->layout_hint = hint;
    for (int i = 0; i < n; i++)
        b->dims[i] = chk(p, tl_ir_int(p->a, TL_DT_I32, dims[i], l));
    push_sym(p, b->name, NULL, b);
    tl_stmt *s = chk(p, tl_ir_new_stmt(p->a, TL_STMT_ALLOC, l));
    s->alloc.buf = b;
    return s;
}

/* `V = view(X, f32[d0, d1])` or `V = reshape(X, [d0, d1])`: another name
 * and shape for the storage of on-chip buffer or tensor parameter X
 * (tl_buffer.view_of); a tensor's view may have symbolic dims. */
static tl_stmt *parse_view(parser *p, const tl_token *name)
{
    tl_srcloc l = loc_of(p, name);
    bool reshape = tok_is(&p->tok, "reshape");
    const char *what = reshape ? "reshape" : "view";
    advance(p);
    advance(p); /* ( */
    if (!at(p, TK_IDENT)) {
        expect(p, TK_IDENT, "(the buffer to view)");
        return NULL;
    }
    tl_srcloc xl = here(p);
    sym *sy = find_sym(p, p->tok.text, p->tok.len);
    if (!sy || !sy->buf) {
        error_at(p, xl, "%s takes a tensor parameter or a shared, fragment or local buffer, not '%.*s'", what,
                 (int)p->tok.len, p->tok.text);
        return NULL;
    }
    bool global = sy->buf->scope == TL_SCOPE_GLOBAL;
    tl_buffer *x = sy->buf->view_of ? sy->buf->view_of : sy->buf;
    tl_buffer *named = sy->buf;
    advance(p);
    if (!expect(p, TK_COMMA, NULL))
        return NULL;
    tl_dtype t = named->dtype;
    if (!reshape) {
        tl_srcloc tl = here(p);
        if (!parse_dtype(p, &t))
            return NULL;
        if (t != named->dtype) {
            error_at(p, tl, "a view of '%s' keeps its dtype %s, not %s (bitcast views are not in the language)",
                     named->name, tl_dtype_name(named->dtype), tl_dtype_name(t));
            return NULL;
        }
    }
    if (!expect(p, TK_LBRACKET, "before the view's shape"))
        return NULL;
    int64_t dims[TL_IR_MAX_DIMS], total = 1, want = 1;
    tl_expr *gdims[TL_IR_MAX_DIMS];
    int n = 0;
    do {
        if (n >= TL_IR_MAX_DIMS) {
            error_at(p, here(p), "too many dims (at most %d)", TL_IR_MAX_DIMS);
            return NULL;
        }
        if (global) {
            /* a tensor's view: constants and the kernel's shape dims */
            tl_srcloc dl = here(p);
            tl_expr *e = parse_expr(p);
            const tl_expr *bad;
            if (!e)
                return NULL;
            if (e->kind == TL_EXPR_INT && e->dtype != TL_DT_BOOL && e->i >= 1 && e->i <= INT32_MAX)
                e->dtype = TL_DT_I32;
            if ((e->kind == TL_EXPR_INT && (e->i < 1 || e->i > INT32_MAX)) || !tl_dim_expr_ok(e, &bad)) {
                error_at(p, dl,
                         "a dim of a tensor's view is a positive integer constant, a shape dim, or an i32 expression "
                         "of them with + - * / %% ceildiv min max");
                return NULL;
            }
            gdims[n++] = e;
            continue;
        }
        if (!parse_const_int(p, "a view dim", 1, INT32_MAX, &dims[n]))
            return NULL;
        if (__builtin_mul_overflow(total, dims[n], &total))
            total = INT64_MAX;
        n++;
    } while (accept(p, TK_COMMA));
    if (!expect(p, TK_RBRACKET, "after the view's shape") || !expect(p, TK_RPAREN, "to close the view"))
        return NULL;
    if (global) {
        /* the element counts must agree whatever the shape dims are: proven
         * here, as a product of the same factors (ir/shape.h) */
        int eq = tl_dim_products_equal(gdims, n, x->dims, x->ndim);
        if (eq != 1) {
            char vt[200], xt[200];
            size_t vl = 0, xl2 = 0;
            vt[0] = xt[0] = 0;
            for (int i = 0; i < n && vl + 2 < sizeof vt; i++) {
                char d[100];
                bool paren = n > 1 && gdims[i]->kind == TL_EXPR_BINARY && gdims[i]->bin.op != TL_BIN_MUL;
                vl += (size_t)snprintf(vt + vl, sizeof vt - vl, "%s%s%s%s", i ? " * " : "", paren ? "(" : "",
                                       tl_dim_text(gdims[i], d, sizeof d), paren ? ")" : "");
            }
            for (int i = 0; i < x->ndim && xl2 + 2 < sizeof xt; i++) {
                char d[100];
                bool paren = x->ndim > 1 && x->dims[i]->kind == TL_EXPR_BINARY && x->dims[i]->bin.op != TL_BIN_MUL;
                xl2 += (size_t)snprintf(xt + xl2, sizeof xt - xl2, "%s%s%s%s", i ? " * " : "", paren ? "(" : "",
                                       tl_dim_text(x->dims[i], d, sizeof d), paren ? ")" : "");
            }
            if (eq == 0)
                error_at(p, l, "%s '%.*s' has %s elements but '%s' has %s: a view keeps the element count", what,
                         (int)name->len, name->text, vt, named->name, xt);
            else
                error_at(p, l,
                         "%s '%.*s' has %s elements and '%s' has %s: tilec cannot show these equal for every shape; "
                         "write the view's dims as products of the tensor's dims and constants",
                         what, (int)name->len, name->text, vt, named->name, xt);
            return NULL;
        }
        if (!end_of_stmt(p) || !check_new_name(p, name))
            return NULL;
        tl_buffer *b = chk(p, tl_ir_new_buffer(p->a, p->k, tok_name(p, name), TL_SCOPE_GLOBAL, t, n, l));
        if (!b)
            return NULL;
        b->view_of = x;
        for (int i = 0; i < n; i++)
            b->dims[i] = gdims[i];
        push_sym(p, b->name, NULL, b);
        tl_stmt *s = chk(p, tl_ir_new_stmt(p->a, TL_STMT_ALLOC, l));
        s->alloc.buf = b;
        return s;
    }
    for (int i = 0; i < x->ndim; i++) {
        int64_t d = 0;
        tl_ir_is_const_int(x->dims[i], &d);
        want *= d;
    }
    if (total != want) {
        error_at(p, l, "%s '%.*s' has %lld elements but '%s' has %lld: a view keeps the element count", what,
                 (int)name->len, name->text, (long long)total, named->name, (long long)want);
        return NULL;
    }
    if (!end_of_stmt(p) || !check_new_name(p, name))
        return NULL;
    tl_buffer *b = chk(p, tl_ir_new_buffer(p->a, p->k, tok_name(p, name), x->scope, t, n, l));
    if (!b)
        return NULL;
    b->view_of = x;
    for (int i = 0; i < n; i++)
        b->dims[i] = chk(p, tl_ir_int(p->a, TL_DT_I32, dims[i], l));
    push_sym(p, b->name, NULL, b);
    tl_stmt *s = chk(p, tl_ir_new_stmt(p->a, TL_STMT_ALLOC, l));
    s->alloc.buf = b;
    return s;
}

/* The operator of a compound assignment token (+= ... >>=). */
static bool compound_op(tl_tok k, tl_binop *op)
{
    switch (k) {
    case TK_PLUS_ASSIGN: *op = TL_BIN_ADD; return true;
    case TK_MINUS_ASSIGN: *op = TL_BIN_SUB; return true;
    case TK_STAR_ASSIGN: *op = TL_BIN_MUL; return true;
    case TK_SLASH_ASSIGN: *op = TL_BIN_DIV; return true;
    case TK_AMP_ASSIGN: *op = TL_BIN_BAND; return true;
    case TK_PIPE_ASSIGN: *op = TL_BIN_BOR; return true;
    case TK_CARET_ASSIGN: *op = TL_BIN_BXOR; return true;
    case TK_SHL_ASSIGN: *op = TL_BIN_SHL; return true;
    case TK_SHR_ASSIGN: *op = TL_BIN_SHR; return true;
    default: return false;
    }
}

static tl_stmt *parse_let(parser *p, bool mut)
{
    tl_srcloc l = here(p);
    advance(p);
    if (!at(p, TK_IDENT)) {
        expect(p, TK_IDENT, mut ? "after 'var'" : "after 'let'");
        return NULL;
    }
    tl_token name = p->tok;
    advance(p);
    tl_dtype t = TL_DT_INVALID;
    if (accept(p, TK_COLON) && !parse_dtype(p, &t))
        return NULL;
    if (!expect(p, TK_ASSIGN, NULL))
        return NULL;
    tl_expr *e = parse_expr(p);
    if (!e)
        return NULL;
    if (t != TL_DT_INVALID && e->dtype != t && !is_lit(e) && !room_for(p, 1, e->loc))
        return NULL;
    if (t != TL_DT_INVALID && !(e = assign_conv(p, e, t, e->loc)))
        return NULL;
    if (!end_of_stmt(p) || !check_new_name(p, &name))
        return NULL;
    if (mut && e->dtype == TL_DT_INVALID)
        return NULL;
    tl_var *v = chk(p, tl_ir_new_var(p->a, p->k, tok_name(p, &name), mut ? TL_VAR_MUT : TL_VAR_LET, e->dtype,
                                     loc_of(p, &name)));
    push_sym(p, v->name, v, NULL);
    tl_stmt *s = chk(p, tl_ir_new_stmt(p->a, TL_STMT_LET, l));
    s->let.var = v;
    s->let.value = e;
    return s;
}

/* x = expr, or x op= expr, for a var x. */
static tl_stmt *parse_assign(parser *p, const tl_token *name, sym *sy)
{
    tl_srcloc l = loc_of(p, name);
    tl_var *v = sy->var;
    if (v->kind != TL_VAR_MUT) {
        static const char *const kinds[] = {
            [TL_VAR_SHAPE] = "a shape dim", [TL_VAR_PARAM] = "a scalar parameter", [TL_VAR_BLOCK] = "a block index",
            [TL_VAR_LOOP] = "a loop variable", [TL_VAR_LET] = "a let", [TL_VAR_MUT] = "a var",
        };
        if (v->kind == TL_VAR_LET)
            error_at(p, l, "'%s' is a let and cannot be assigned to; declare it with 'var %s = ...' to reassign it",
                     v->name, v->name);
        else
            error_at(p, l, "'%s' is %s and cannot be assigned to", v->name, kinds[v->kind]);
        return NULL;
    }
    if (sy->par < p->par_depth && p->in_region) {
        error_at(p, l, "'%s' is declared outside this threads region: its threads would all assign it; "
                       "declare a var inside the region", v->name);
        return NULL;
    }
    if (sy->par < p->par_depth) {
        error_at(p, l, "'%s' is declared outside this parallel loop: its iterations would all assign it; "
                       "declare a var inside the loop", v->name);
        return NULL;
    }
    tl_tok op = p->tok.kind;
    tl_srcloc opl = here(p);
    tl_binop bop = TL_BIN_ADD;
    if (op != TK_ASSIGN && !compound_op(op, &bop)) {
        expect(p, TK_ASSIGN, NULL);
        return NULL;
    }
    advance(p);
    tl_expr *e = parse_expr(p);
    if (!e)
        return NULL;
    if (op != TK_ASSIGN && !(e = make_binary(p, bop, chk(p, tl_ir_varref(p->a, v, l)), e, opl)))
        return NULL;
    if (!room_for(p, (op != TK_ASSIGN ? 2 : 0) + (e->dtype != v->dtype && !is_lit(e)), e->loc))
        return NULL;
    if (!(e = assign_conv(p, e, v->dtype, e->loc)) || !end_of_stmt(p))
        return NULL;
    tl_stmt *s = chk(p, tl_ir_new_stmt(p->a, TL_STMT_LET, l));
    s->let.var = v;
    s->let.value = e;
    s->let.assign = true;
    return s;
}

/* A loop body: parsed with the loop as the innermost one. */
static void parse_loop_body(parser *p, int inner, tl_block *body)
{
    int saved = p->inner, saved_par = p->par_depth;
    p->inner = inner;
    if (inner == TL_LOOP_PARALLEL)
        p->par_depth++;
    parse_block(p, body);
    p->inner = saved;
    p->par_depth = saved_par;
}

static tl_stmt *parse_while(parser *p)
{
    tl_srcloc l = here(p);
    advance(p);
    tl_expr *c = parse_expr(p);
    if (!c)
        return NULL;
    if (c->dtype != TL_DT_BOOL) {
        error_at(p, c->loc, "a while condition must be a bool, got %s", tl_dtype_name(c->dtype));
        return NULL;
    }
    if (!at(p, TK_LBRACE)) {
        expect(p, TK_LBRACE, "to open the while body");
        return NULL;
    }
    tl_stmt *s = chk(p, tl_ir_new_stmt(p->a, TL_STMT_WHILE, l));
    s->whiles.cond = c;
    parse_loop_body(p, INNER_WHILE, &s->whiles.body);
    return s;
}

/* break or continue: of the innermost loop, a while or a range loop. */
static tl_stmt *parse_jump(parser *p)
{
    tl_srcloc l = here(p);
    bool brk = at(p, TK_BREAK);
    advance(p);
    if (p->inner != INNER_WHILE && p->inner != TL_LOOP_SERIAL) {
        if (p->inner == INNER_NONE)
            error_at(p, l, "'%s' is outside any loop", brk ? "break" : "continue");
        else
            error_at(p, l, "'%s' leaves only a while or range loop; the innermost loop here is %s",
                     brk ? "break" : "continue", tl_loop_kind_name((tl_loop_kind)p->inner));
        return NULL;
    }
    if (!end_of_stmt(p))
        return NULL;
    return chk(p, tl_ir_new_stmt(p->a, brk ? TL_STMT_BREAK : TL_STMT_CONTINUE, l));
}

static tl_expr *index_expr(parser *p, const char *what)
{
    tl_expr *e = parse_expr(p);
    if (!e)
        return NULL;
    if (is_lit(e) && e->dtype != TL_DT_BOOL && e->kind == TL_EXPR_INT)
        return convert_lit(p, e, TL_DT_I32, e->loc);
    if (e->dtype != TL_DT_I32) {
        error_at(p, e->loc, "%s must be an i32, got %s", what, tl_dtype_name(e->dtype));
        return NULL;
    }
    return e;
}

/* `for t in threads() { }`: a threads region, the parallel loop over every
 * thread of the block whose iteration t thread t runs (tl_stmt.loop.region). */
static tl_stmt *parse_threads_region(parser *p, tl_srcloc l, const tl_token *names, int nvars)
{
    advance(p);
    if (nvars != 1) {
        error_at(p, loc_of(p, &names[1]), "a threads region has one variable, the thread index");
        return NULL;
    }
    if (!expect(p, TK_LPAREN, "after threads") || !expect(p, TK_RPAREN, "(threads() takes no arguments)"))
        return NULL;
    if (!at(p, TK_LBRACE)) {
        expect(p, TK_LBRACE, "to open the threads region");
        return NULL;
    }
    int64_t n = 1;
    for (int d = 0; d < p->k->nthreads_dims; d++)
        n *= p->k->threads[d];
    tl_stmt *s = chk(p, tl_ir_new_stmt(p->a, TL_STMT_FOR, l));
    s->loop.kind = TL_LOOP_PARALLEL;
    s->loop.region = true;
    s->loop.nvars = 1;
    s->loop.end[0] = chk(p, tl_ir_int(p->a, TL_DT_I32, n, l));
    size_t mark = p->nsyms;
    if (!check_new_name(p, &names[0]))
        return NULL;
    tl_var *v = chk(p, tl_ir_new_var(p->a, p->k, tok_name(p, &names[0]), TL_VAR_LOOP, TL_DT_I32, loc_of(p, &names[0])));
    s->loop.vars[0] = v;
    push_sym(p, v->name, v, NULL);
    bool saved = p->in_region;
    p->in_region = true;
    parse_loop_body(p, TL_LOOP_PARALLEL, &s->loop.body);
    p->in_region = saved;
    pop_syms(p, mark);
    return s;
}

static tl_stmt *parse_for(parser *p)
{
    tl_srcloc l = here(p);
    advance(p);
    tl_token names[TL_IR_MAX_LOOP_VARS];
    int nvars = 0;
    do {
        if (!at(p, TK_IDENT)) {
            expect(p, TK_IDENT, "as the loop variable");
            return NULL;
        }
        if (nvars >= TL_IR_MAX_LOOP_VARS) {
            error_at(p, here(p), "too many loop variables (at most %d)", TL_IR_MAX_LOOP_VARS);
            return NULL;
        }
        names[nvars++] = p->tok;
        advance(p);
    } while (accept(p, TK_COMMA));
    if (!expect(p, TK_IN, "after the loop variables"))
        return NULL;
    tl_srcloc kl = here(p);
    if (at(p, TK_THREADS))
        return parse_threads_region(p, l, names, nvars);
    static const struct {
        const char *name;
        tl_loop_kind kind;
        int axis;
    } kinds[] = {
        {"range", TL_LOOP_SERIAL, 0}, {"parallel", TL_LOOP_PARALLEL, 0}, {"pipelined", TL_LOOP_PIPELINED, 0},
        {"unroll", TL_LOOP_UNROLL, 0}, {"vectorized", TL_LOOP_VECTORIZED, 0}, {"thread_x", TL_LOOP_THREAD, 0},
        {"thread_y", TL_LOOP_THREAD, 1}, {"thread_z", TL_LOOP_THREAD, 2},
    };
    int ki = -1;
    for (int i = 0; i < (int)(sizeof(kinds) / sizeof(kinds[0])); i++)
        if (tok_is(&p->tok, kinds[i].name))
            ki = i;
    if (ki < 0) {
        char got[64];
        describe_tok(p, got, sizeof got);
        error_at(p, kl, "expected range, parallel, pipelined, unroll, vectorized or thread_x/y/z, got %s", got);
        return NULL;
    }
    advance(p);
    tl_stmt *s = chk(p, tl_ir_new_stmt(p->a, TL_STMT_FOR, l));
    s->loop.kind = kinds[ki].kind;
    s->loop.thread_axis = kinds[ki].axis;
    s->loop.nvars = nvars;
    if (nvars > 1 && s->loop.kind != TL_LOOP_PARALLEL) {
        error_at(p, loc_of(p, &names[1]), "only a parallel loop has several variables");
        return NULL;
    }
    if (!expect(p, TK_LPAREN, NULL))
        return NULL;
    tl_expr *ext[TL_IR_MAX_LOOP_VARS + 2];
    int n = 0;
    bool have_stages = false;
    int64_t stages = 2;
    while (!at(p, TK_RPAREN)) {
        if (tok_is(&p->tok, "stages") && peek(p)->kind == TK_ASSIGN) {
            tl_srcloc sl = here(p);
            advance(p);
            advance(p);
            if (s->loop.kind != TL_LOOP_PIPELINED) {
                error_at(p, sl, "only a pipelined loop has stages");
                return NULL;
            }
            if (!parse_const_int(p, "stages", 1, 16, &stages))
                return NULL;
            have_stages = true;
        } else {
            if (have_stages) {
                error_at(p, here(p), "the loop extent comes before stages=");
                return NULL;
            }
            if (n >= TL_IR_MAX_LOOP_VARS + 1) {
                error_at(p, here(p), "too many loop bounds");
                return NULL;
            }
            if (!(ext[n++] = index_expr(p, "a loop bound")))
                return NULL;
        }
        if (!accept(p, TK_COMMA))
            break;
    }
    if (!expect(p, TK_RPAREN, "after the loop bounds"))
        return NULL;
    int want = s->loop.kind == TL_LOOP_PARALLEL ? nvars : 1;
    if (s->loop.kind == TL_LOOP_SERIAL && n == 2) {
        s->loop.begin[0] = ext[0];
        s->loop.end[0] = ext[1];
    } else if (n != want) {
        if (s->loop.kind == TL_LOOP_PARALLEL)
            error_at(p, kl, "parallel has %d variable%s but %d extent%s", nvars, nvars == 1 ? "" : "s", n,
                     n == 1 ? "" : "s");
        else if (s->loop.kind == TL_LOOP_SERIAL)
            error_at(p, kl, "range takes an extent, or a begin and an end; got %d arguments", n);
        else
            error_at(p, kl, "%s takes one extent, got %d", kinds[ki].name, n);
        return NULL;
    } else {
        for (int i = 0; i < n; i++)
            s->loop.end[i] = ext[i];
    }
    if (s->loop.kind == TL_LOOP_PIPELINED)
        s->loop.stages = (int)stages;
    if (!at(p, TK_LBRACE)) {
        expect(p, TK_LBRACE, "to open the loop body");
        return NULL;
    }
    size_t mark = p->nsyms;
    for (int i = 0; i < nvars; i++) {
        if (!check_new_name(p, &names[i]))
            return NULL;
        tl_var *v = chk(p, tl_ir_new_var(p->a, p->k, tok_name(p, &names[i]), TL_VAR_LOOP, TL_DT_I32,
                                         loc_of(p, &names[i])));
        s->loop.vars[i] = v;
        push_sym(p, v->name, v, NULL);
    }
    parse_loop_body(p, s->loop.kind, &s->loop.body);
    pop_syms(p, mark);
    return s;
}

static tl_stmt *parse_if(parser *p)
{
    tl_srcloc l = here(p);
    advance(p);
    tl_expr *c = parse_expr(p);
    if (!c)
        return NULL;
    if (c->dtype != TL_DT_BOOL) {
        error_at(p, c->loc, "an if condition must be a bool, got %s", tl_dtype_name(c->dtype));
        return NULL;
    }
    if (!at(p, TK_LBRACE)) {
        expect(p, TK_LBRACE, "to open the if body");
        return NULL;
    }
    tl_stmt *s = chk(p, tl_ir_new_stmt(p->a, TL_STMT_IF, l));
    s->ifs.cond = c;
    parse_block(p, &s->ifs.then_body);
    if (at(p, TK_ELSE)) {
        advance(p);
        s->ifs.has_else = true;
        if (at(p, TK_IF)) {
            if (!enter(p))
                return NULL;
            tl_stmt *inner = parse_if(p);
            leave(p);
            if (!inner)
                return NULL;
            chk(p, (void *)(uintptr_t)tl_ir_block_append(p->a, &s->ifs.else_body, inner));
        } else if (at(p, TK_LBRACE)) {
            parse_block(p, &s->ifs.else_body);
        } else {
            expect(p, TK_LBRACE, "after 'else'");
            return NULL;
        }
    }
    return s;
}

static tl_stmt *parse_store(parser *p, const tl_token *name)
{
    tl_srcloc l = loc_of(p, name);
    sym *s = find_sym(p, name->text, name->len);
    if (!s || !s->buf) {
        if (s)
            error_at(p, l, "'%.*s' is not a buffer and cannot be assigned to", (int)name->len, name->text);
        else
            error_at(p, l, "unknown buffer '%.*s'", (int)name->len, name->text);
        return NULL;
    }
    tl_buffer *b = s->buf;
    int n = 0;
    tl_expr **idx = parse_indices(p, &n, l);
    if (!idx)
        return NULL;
    if (n != b->ndim) {
        error_at(p, l, "'%s' has %d dim%s, indexed with %d", b->name, b->ndim, b->ndim == 1 ? "" : "s", n);
        return NULL;
    }
    tl_tok op = p->tok.kind;
    tl_srcloc opl = here(p);
    tl_binop bop = TL_BIN_ADD;
    if (op != TK_ASSIGN && !compound_op(op, &bop)) {
        expect(p, TK_ASSIGN, "after the indexed buffer");
        return NULL;
    }
    advance(p);
    tl_expr *v = parse_expr(p);
    if (!v)
        return NULL;
    if (op != TK_ASSIGN) {
        tl_expr **idx2 = chk(p, tl_arena_array(p->a, (size_t)n, sizeof(*idx2)));
        for (int i = 0; i < n; i++)
            idx2[i] = chk(p, tl_ir_clone_expr(p->a, idx[i]));
        tl_expr *old = chk(p, tl_ir_load(p->a, b, idx2, n, l));
        if (!(v = make_binary(p, bop, old, v, opl)))
            return NULL;
    }
    if (!room_for(p, (op != TK_ASSIGN ? 2 : 0) + (v->dtype != b->dtype && !is_lit(v)), v->loc))
        return NULL;
    if (!(v = assign_conv(p, v, b->dtype, v->loc)) || !end_of_stmt(p))
        return NULL;
    tl_stmt *st = chk(p, tl_ir_new_stmt(p->a, TL_STMT_STORE, l));
    st->store.buf = b;
    st->store.nidx = n;
    st->store.idx = idx;
    st->store.value = v;
    return st;
}

/* One index of a tile operand: an integer expression (a literal becomes i32). */
static tl_expr *region_index_expr(parser *p)
{
    tl_expr *e = parse_expr(p);
    if (!e)
        return NULL;
    if (e->dtype == TL_DT_BOOL || tl_dtype_is_float(e->dtype)) {
        error_at(p, e->loc, "an index must be an integer, got %s", tl_dtype_name(e->dtype));
        return NULL;
    }
    if (is_lit(e))
        e = convert_lit(p, e, TL_DT_I32, e->loc);
    return e;
}

/* A tile-op operand: a buffer name, optionally with one entry per dim: a
 * start index (`A[by * BM, k * BK]`), or a slice whose entries are indices
 * (fixed dims) and ranges `lo : hi` or `:` (the tile's dims). A range's
 * extent hi - lo must be a positive constant (tl_ir_const_diff). */
static bool parse_region(parser *p, tl_region *r, const char *opname, int argno)
{
    tl_srcloc l = here(p);
    r->loc = l;
    if (!at(p, TK_IDENT)) {
        char got[64];
        describe_tok(p, got, sizeof got);
        error_at(p, l, "operand %d of %s must be a buffer, got %s", argno, opname, got);
        return false;
    }
    sym *s = find_sym(p, p->tok.text, p->tok.len);
    if (!s || !s->buf) {
        if (s || find_const(p, p->tok.text, p->tok.len))
            error_at(p, l, "operand %d of %s must be a buffer; '%.*s' is a value", argno, opname, (int)p->tok.len,
                     p->tok.text);
        else
            error_at(p, l, "unknown buffer '%.*s'", (int)p->tok.len, p->tok.text);
        return false;
    }
    tl_buffer *b = s->buf;
    r->buf = b;
    advance(p);
    if (!at(p, TK_LBRACKET))
        return true;
    advance(p);
    tl_expr *st[TL_IR_MAX_DIMS], *ext[TL_IR_MAX_DIMS];
    uint8_t tiled = 0;
    int n = 0;
    do {
        tl_srcloc el = here(p);
        if (n >= TL_IR_MAX_DIMS) {
            error_at(p, el, "too many indices (at most %d)", TL_IR_MAX_DIMS);
            return false;
        }
        tl_expr *lo = NULL, *hi = NULL;
        bool range = false;
        if (!at(p, TK_COLON) && !(lo = region_index_expr(p)))
            return false;
        if (accept(p, TK_COLON)) {
            range = true;
            if (!at(p, TK_COMMA) && !at(p, TK_RBRACKET)) {
                if (!(hi = region_index_expr(p)))
                    return false;
            } else if (lo) {
                error_at(p, el, "a range needs its end: write lo : lo + N (or ':' for the whole dim)");
                return false;
            }
        }
        if (!range) {
            st[n] = lo;
            ext[n] = chk(p, tl_ir_int(p->a, TL_DT_I32, 1, el));
        } else if (!lo && !hi) {
            if (n >= b->ndim) {
                error_at(p, el, "a tile of '%s' needs %d entr%s, got more", b->name, b->ndim,
                         b->ndim == 1 ? "y" : "ies");
                return false;
            }
            st[n] = chk(p, tl_ir_int(p->a, TL_DT_I32, 0, el));
            ext[n] = chk(p, tl_ir_clone_expr(p->a, b->dims[n]));
            tiled |= (uint8_t)(1u << n);
        } else {
            if (!lo)
                lo = chk(p, tl_ir_int(p->a, TL_DT_I32, 0, el));
            int64_t e;
            if (!tl_ir_const_diff(hi, lo, &e)) {
                error_at(p, el, "the extent of a range must be a constant: write lo : lo + N");
                return false;
            }
            if (e < 1 || e > TL_IR_MAX_LOCAL_ELEMS) {
                error_at(p, el, "the range has extent %lld; it must be 1 to %lld", (long long)e,
                         (long long)TL_IR_MAX_LOCAL_ELEMS);
                return false;
            }
            st[n] = lo;
            ext[n] = chk(p, tl_ir_int(p->a, TL_DT_I32, e, el));
            tiled |= (uint8_t)(1u << n);
        }
        if (!st[n] || !ext[n])
            return false;
        n++;
    } while (accept(p, TK_COMMA));
    if (!expect(p, TK_RBRACKET, "after the indices"))
        return false;
    if (n != b->ndim) {
        error_at(p, l, "a tile of '%s' needs %d %s, got %d", b->name, b->ndim,
                 tiled ? (b->ndim == 1 ? "entry" : "entries") : (b->ndim == 1 ? "start index" : "start indexes"),
                 n);
        return false;
    }
    r->starts = chk(p, tl_arena_array(p->a, (size_t)n, sizeof(*r->starts)));
    if (!r->starts)
        return false;
    memcpy(r->starts, st, (size_t)n * sizeof(*st));
    if (tiled) {
        r->extents = chk(p, tl_arena_array(p->a, (size_t)n, sizeof(*r->extents)));
        if (!r->extents)
            return false;
        memcpy(r->extents, ext, (size_t)n * sizeof(*ext));
        r->tiled = tiled;
        r->slice = true;
    }
    return true;
}

static bool parse_bool_option(parser *p, const char *name, bool *out)
{
    if (at(p, TK_TRUE) || at(p, TK_FALSE)) {
        *out = at(p, TK_TRUE);
        advance(p);
        return true;
    }
    error_at(p, here(p), "%s must be true or false", name);
    return false;
}

/* ", copy, fill, ...": every tile op's name, for "unknown operation". */
static const char tileop_list[] =
#define TILEOP_NAME(id, text, ...) ", " text
    TL_TILEOPS(TILEOP_NAME);
#undef TILEOP_NAME

static tl_stmt *parse_tileop(parser *p, const tl_token *name)
{
    tl_srcloc l = loc_of(p, name);
    tl_tileop op = TL_TILE_COPY;
    bool known = tl_tileop_from_name(name->text, name->len, &op);
    if (tok_is(name, "barrier")) {
        if (!expect(p, TK_LPAREN, NULL) || !expect(p, TK_RPAREN, "(barrier takes no operand)") ||
            !end_of_stmt(p))
            return NULL;
        return chk(p, tl_ir_new_stmt(p->a, TL_STMT_BARRIER, l));
    }
    if (!known) {
        tl_mathfn fn;
        if (tl_mathfn_from_name(name->text, name->len, &fn) || tok_is(name, "select") || tok_is(name, "ceildiv"))
            error_at(p, l, "the value of %.*s(...) is not used; assign it to something", (int)name->len, name->text);
        else
            error_at(p, l, "unknown operation '%.*s' (tile ops: %s)", (int)name->len, name->text,
                     tileop_list + 2);
        return NULL;
    }
    tl_stmt *s = chk(p, tl_ir_new_stmt(p->a, TL_STMT_TILE, l));
    s->tile.op = op;
    s->tile.clear = true;
    s->tile.dim = -1;
    const char *opname = tl_tileop_name(op);
    int want = tl_tileop_nregions(op) + (tl_tileop_takes_value(op) ? 1 : 0);
    int npos = 0;
    bool have_dim = false;
    advance(p); /* ( */
    while (!at(p, TK_RPAREN) && !at(p, TK_EOF)) {
        if (at(p, TK_IDENT) && peek(p)->kind == TK_ASSIGN) {
            tl_token key = p->tok;
            tl_srcloc kl = here(p);
            advance(p);
            advance(p);
            bool is_gemm = s->tile.op == TL_TILE_GEMM, is_scan = tl_tileop_is_scan(s->tile.op);
            bool is_red = tl_tileop_is_reduce(s->tile.op);
            if (is_gemm && tok_is(&key, "transpose_a")) {
                if (!parse_bool_option(p, "transpose_a", &s->tile.transpose_a))
                    return NULL;
            } else if (is_gemm && tok_is(&key, "transpose_b")) {
                if (!parse_bool_option(p, "transpose_b", &s->tile.transpose_b))
                    return NULL;
            } else if (is_gemm && tok_is(&key, "precision")) {
                /* precision=tf32: f32 inputs may go through tf32 tensor
                 * cores; precision=f32: exact (the default) */
                if (at(p, TK_IDENT) && tok_is(&p->tok, "tf32")) {
                    s->tile.precision = TL_PRECISION_TF32;
                } else if (at(p, TK_IDENT) && tok_is(&p->tok, "f32")) {
                    s->tile.precision = TL_PRECISION_DEFAULT;
                } else {
                    error_at(p, here(p), "precision must be tf32 or f32");
                    return NULL;
                }
                advance(p);
            } else if (is_red && tok_is(&key, "clear")) {
                if (!parse_bool_option(p, "clear", &s->tile.clear))
                    return NULL;
            } else if (is_scan && tok_is(&key, "reverse")) {
                if (!parse_bool_option(p, "reverse", &s->tile.reverse))
                    return NULL;
            } else if ((is_red || is_scan) && tok_is(&key, "dim")) {
                int64_t d;
                if (!parse_const_int(p, "dim", 0, TL_IR_MAX_DIMS - 1, &d))
                    return NULL;
                s->tile.dim = (int)d;
                have_dim = true;
            } else {
                error_at(p, kl, "%s has no option '%.*s' (usage: %s)", opname, (int)key.len, key.text,
                         tl_tileop_usage(op));
                return NULL;
            }
        } else if (npos < tl_tileop_nregions(op)) {
            if (!parse_region(p, &s->tile.args[npos], opname, npos + 1))
                return NULL;
            npos++;
        } else if (npos < want) {
            tl_expr *v = parse_expr(p);
            if (!v)
                return NULL;
            s->tile.value = v;
            npos++;
        } else {
            error_at(p, here(p), "%s takes %d operand%s, got more (usage: %s)", opname, want, want == 1 ? "" : "s",
                     tl_tileop_usage(op));
            return NULL;
        }
        if (!accept(p, TK_COMMA))
            break;
    }
    if (!expect(p, TK_RPAREN, "after the operands"))
        return NULL;
    if (npos != want) {
        error_at(p, l, "%s takes %d operand%s, got %d (usage: %s)", opname, want, want == 1 ? "" : "s", npos,
                 tl_tileop_usage(op));
        return NULL;
    }
    if (tl_tileop_is_reduce(s->tile.op) && !have_dim) {
        error_at(p, l, "%s needs dim= (the dim of src to reduce)", opname);
        return NULL;
    }
    if (tl_tileop_is_scan(s->tile.op) && !have_dim) {
        if (s->tile.args[0].buf->ndim != 1) {
            error_at(p, l, "%s needs dim= (the dim of src to scan along)", opname);
            return NULL;
        }
        s->tile.dim = 0;
    }
    s->tile.nargs = tl_tileop_nregions(op);
    if (s->tile.op == TL_TILE_FILL) {
        tl_expr *v = s->tile.value;
        if (v->dtype != s->tile.args[0].buf->dtype && !is_lit(v) && !room_for(p, 1, v->loc))
            return NULL;
        if (!(s->tile.value = assign_conv(p, v, s->tile.args[0].buf->dtype, v->loc)))
            return NULL;
    }
    if (!end_of_stmt(p))
        return NULL;
    return s;
}

static tl_stmt *parse_stmt(parser *p)
{
    switch (p->tok.kind) {
    case TK_LET: return parse_let(p, false);
    case TK_VAR: return parse_let(p, true);
    case TK_WHILE: return parse_while(p);
    case TK_BREAK:
    case TK_CONTINUE: return parse_jump(p);
    case TK_FOR: return parse_for(p);
    case TK_IF: return parse_if(p);
    case TK_IDENT: break;
    default: {
        char got[64];
        describe_tok(p, got, sizeof got);
        error_at(p, here(p), "expected a statement, got %s", got);
        return NULL;
    }
    }
    tl_token name = p->tok;
    advance(p);
    tl_binop cop;
    sym *sy = find_sym(p, name.text, name.len);
    if (sy && sy->var && (at(p, TK_ASSIGN) || compound_op(p->tok.kind, &cop)))
        return parse_assign(p, &name, sy);
    if (at(p, TK_ASSIGN)) {
        advance(p);
        if (at(p, TK_SHARED) || at(p, TK_FRAGMENT) || at(p, TK_LOCAL))
            return parse_alloc(p, &name);
        if ((tok_is(&p->tok, "view") || tok_is(&p->tok, "reshape")) && peek(p)->kind == TK_LPAREN)
            return parse_view(p, &name);
        error_at(p, loc_of(p, &name),
                 "to bind a value write 'let %.*s = ...'; to allocate write '%.*s = shared|fragment|local dtype[dims]'",
                 (int)name.len, name.text, (int)name.len, name.text);
        return NULL;
    }
    if (at(p, TK_LBRACKET))
        return parse_store(p, &name);
    if (at(p, TK_LPAREN))
        return parse_tileop(p, &name);
    char got[64];
    describe_tok(p, got, sizeof got);
    error_at(p, here(p), "expected '=', '[' or '(' after '%.*s', got %s", (int)name.len, name.text, got);
    return NULL;
}

/* Skips the rest of a statement that had an error: to the next line at the
 * same brace depth, or to the '}' that closes the enclosing block. */
static void sync_stmt(parser *p)
{
    p->panic = false;
    int depth = 0;
    for (;;) {
        if (at(p, TK_EOF))
            return;
        if (depth == 0 && p->tok.bol && p->tok.text != p->stmt_start)
            return;
        if (at(p, TK_RBRACE)) {
            if (depth == 0)
                return;
            depth--;
        } else if (at(p, TK_LBRACE)) {
            depth++;
        }
        advance(p);
    }
}

static void parse_block(parser *p, tl_block *out)
{
    tl_srcloc open = here(p);
    if (!expect(p, TK_LBRACE, NULL))
        return;
    if (!enter(p)) {
        /* too deep: skip the whole block */
        int depth = 1;
        while (!at(p, TK_EOF) && depth > 0) {
            if (at(p, TK_LBRACE))
                depth++;
            else if (at(p, TK_RBRACE))
                depth--;
            advance(p);
        }
        return;
    }
    size_t mark = p->nsyms;
    while (!at(p, TK_RBRACE) && !at(p, TK_EOF)) {
        if (accept(p, TK_SEMI))
            continue;
        p->stmt_start = p->tok.text;
        p->peak = p->depth;
        tl_stmt *s = parse_stmt(p);
        if (s && !p->panic)
            chk(p, (void *)(uintptr_t)tl_ir_block_append(p->a, out, s));
        if (p->panic) {
            p->stmt_start = p->stmt_start ? p->stmt_start : p->tok.text;
            sync_stmt(p);
        }
    }
    pop_syms(p, mark);
    leave(p);
    if (!at(p, TK_RBRACE)) {
        /* one report for all the blocks left open at the end of the file */
        if (!p->eof_reported)
            error_at(p, here(p), "expected '}' to close the block opened at line %d", open.line);
        p->eof_reported = true;
        return;
    }
    advance(p);
}

/* ---- kernels -------------------------------------------------------------- */

static void add_const(parser *p, tl_const c)
{
    tl_module *m = p->m;
    size_t n = m->nconsts;
    if ((n & (n - 1)) == 0)
        m->consts = chk(p, tl_arena_grow(p->a, m->consts, n, n ? 2 * n : 4, sizeof(tl_const)));
    m->consts[m->nconsts] = c;
    chk_ok(p, tl_symtab_push(&p->const_tab, c.name, strlen(c.name), m->nconsts));
    m->nconsts++;
}

static tl_var *new_shape_var(parser *p, const tl_token *name)
{
    tl_kernel *k = p->k;
    tl_var *v = chk(p, tl_ir_new_var(p->a, k, tok_name(p, name), TL_VAR_SHAPE, TL_DT_I32, loc_of(p, name)));
    size_t n = k->nshape_vars;
    if ((n & (n - 1)) == 0)
        k->shape_vars = chk(p, tl_arena_grow(p->a, k->shape_vars, n, n ? 2 * n : 4, sizeof(tl_var *)));
    k->shape_vars[k->nshape_vars++] = v;
    push_sym(p, v->name, v, NULL);
    return v;
}

/* A -D value for a shape dim: a positive i32. */
static bool define_shape_value(parser *p, const tl_define *d, int64_t *out)
{
    char *end;
    errno = 0;
    long long v = strtoll(d->value, &end, 0);
    if (!*d->value || *end || errno || v < 1 || v > INT32_MAX) {
        tl_diag_plain(p->d, "-D %s=%s: a shape dim must be a positive integer (at most %d)", d->name, d->value,
                      INT32_MAX);
        return false;
    }
    *out = v;
    return true;
}

/* A name in a tensor parameter's shape that is neither a const nor another
 * visible name: a shape dim seen before, a -D value (from here on a const of
 * the module), or a new shape dim. */
static tl_expr *shape_name(parser *p, const tl_token *name, tl_srcloc l)
{
    sym *s = find_sym(p, name->text, name->len);
    if (s && s->var && s->var->kind == TL_VAR_SHAPE)
        return chk(p, tl_ir_varref(p->a, s->var, l));
    char nbuf[TL_LANG_MAX_IDENT + 1];
    snprintf(nbuf, sizeof nbuf, "%.*s", (int)name->len, name->text);
    const tl_define *d = find_define(p, nbuf);
    if (d) {
        int64_t v;
        if (!define_shape_value(p, d, &v)) {
            p->panic = true;
            return NULL;
        }
        tl_const c = { .name = tok_name(p, name), .value = chk(p, tl_ir_int(p->a, TL_DT_I32, v, l)), .loc = l, .defined = true };
        add_const(p, c);
        return chk(p, tl_ir_int(p->a, TL_DT_I32, v, l));
    }
    if (!check_new_name(p, name))
        return NULL;
    return chk(p, tl_ir_varref(p->a, new_shape_var(p, name), l));
}

static tl_expr *parse_tensor_dim(parser *p)
{
    tl_srcloc l = here(p);
    if (at(p, TK_IDENT) && (peek(p)->kind == TK_COMMA || peek(p)->kind == TK_RBRACKET) &&
        !find_const(p, p->tok.text, p->tok.len)) {
        tl_token name = p->tok;
        advance(p);
        return shape_name(p, &name, l);
    }
    /* a constant, or a shape expression (`K / 2`, `ceildiv(K, G)`), in which
     * a new name is a shape dim too (parse_primary asks shape_name) */
    bool was = p->in_dims;
    p->in_dims = true;
    tl_expr *e = parse_expr(p);
    p->in_dims = was;
    if (!e)
        return NULL;
    if (e->kind == TL_EXPR_INT && e->dtype != TL_DT_BOOL) {
        if (e->i < 1 || e->i > INT32_MAX) {
            error_at(p, l, "a tensor dim must be between 1 and %d, got %lld", INT32_MAX, (long long)e->i);
            return NULL;
        }
        e->dtype = TL_DT_I32;
        return e;
    }
    const tl_expr *bad;
    if (!tl_dim_expr_ok(e, &bad)) {
        error_at(p, bad ? bad->loc : l,
                 "a tensor dim is a positive integer constant, a shape dim, or an i32 expression of them with + - * "
                 "/ %% ceildiv min max");
        return NULL;
    }
    return e;
}

/* After a kernel's parameters: every shape dim must appear alone as some
 * tensor's dim, which binds it at launch; one seen only inside expressions
 * could not be solved for. */
static void check_shape_dims_bound(parser *p, tl_kernel *k)
{
    for (size_t j = 0; j < k->nshape_vars; j++) {
        bool alone = false;
        for (size_t i = 0; i < k->nparams && !alone; i++) {
            const tl_param *prm = &k->params[i];
            for (int d = 0; prm->is_tensor && prm->buf && d < prm->buf->ndim && !alone; d++) {
                const tl_expr *e = prm->buf->dims[d];
                alone = e && e->kind == TL_EXPR_VAR && e->var == k->shape_vars[j];
            }
        }
        if (!alone) {
            p->panic = false;
            error_at(p, k->shape_vars[j]->loc,
                     "shape dim '%s' appears only inside shape expressions, so no argument gives its value: give it "
                     "alone as some tensor's dim, or fix it with -D %s=VALUE",
                     k->shape_vars[j]->name, k->shape_vars[j]->name);
        }
    }
}

/* `[d0, d1, ...]` of a tensor parameter, from its '['. */
static bool parse_shape(parser *p, tl_expr **dims, int *n)
{
    if (!expect(p, TK_LBRACKET, NULL))
        return false;
    *n = 0;
    do {
        if (*n >= TL_IR_MAX_DIMS) {
            error_at(p, here(p), "too many dims (at most %d)", TL_IR_MAX_DIMS);
            return false;
        }
        if (!(dims[(*n)++] = parse_tensor_dim(p)))
            return false;
    } while (accept(p, TK_COMMA));
    return expect(p, TK_RBRACKET, "after the tensor's shape");
}

static int global_index(parser *p, const char *name)
{
    for (size_t i = 0; i < p->m->nglobals; i++)
        if (strcmp(p->m->globals[i].name, name) == 0)
            return (int)i;
    return -1;
}

/* A parameter that names a module global alone (`Partial`): a tensor
 * parameter of the global's dtype, whose shape is the global's, read again
 * from its declaration with this kernel's names (its shape dims, consts). */
static bool global_param(parser *p, tl_param *prm, const tl_token *name, int gi)
{
    if (!check_new_name(p, name))
        return false;
    tl_lexer lx = p->lx;
    tl_token tok = p->tok, pk = p->peek;
    bool has_peek = p->has_peek;
    p->lx = p->global_at[gi].lx;
    p->tok = p->global_at[gi].tok;
    p->has_peek = false;
    tl_expr *dims[TL_IR_MAX_DIMS];
    int n = 0;
    bool ok = parse_shape(p, dims, &n);
    p->lx = lx;
    p->tok = tok, p->peek = pk, p->has_peek = has_peek;
    if (!ok)
        return false;
    const tl_global *g = &p->m->globals[gi];
    prm->is_tensor = true;
    prm->buf = chk(p, tl_ir_new_buffer(p->a, p->k, prm->name, TL_SCOPE_GLOBAL, g->dtype, n, prm->loc));
    memcpy(prm->buf->dims, dims, (size_t)n * sizeof(tl_expr *));
    push_sym(p, prm->name, NULL, prm->buf);
    return true;
}

static bool parse_param(parser *p, tl_param *prm)
{
    if (!at(p, TK_IDENT)) {
        expect(p, TK_IDENT, "as a parameter name");
        return false;
    }
    tl_token name = p->tok;
    prm->loc = here(p);
    prm->name = tok_name(p, &name);
    advance(p);
    tl_dtype t;
    int gi = global_index(p, prm->name);
    if (gi >= 0 && !at(p, TK_COLON))
        return global_param(p, prm, &name, gi);
    if (!expect(p, TK_COLON, "after the parameter name") || !parse_dtype(p, &t))
        return false;
    if (!at(p, TK_LBRACKET)) {
        if (!check_new_name(p, &name))
            return false;
        prm->var = chk(p, tl_ir_new_var(p->a, p->k, prm->name, TL_VAR_PARAM, t, prm->loc));
        push_sym(p, prm->name, prm->var, NULL);
        return true;
    }
    tl_expr *dims[TL_IR_MAX_DIMS];
    int n = 0;
    if (!parse_shape(p, dims, &n) || !check_new_name(p, &name))
        return false;
    const tl_global *g = tl_ir_find_global(p->m, prm->name);
    if (g && (g->dtype != t || g->ndim != n)) {
        error_at(p, prm->loc, "'%s' is the module's global buffer %s: %s[%s] (line %d): name it alone, or with that dtype and shape",
                 prm->name, g->name, tl_dtype_name(g->dtype), g->dims_text, g->loc.line);
        return false;
    }
    prm->is_tensor = true;
    prm->buf = chk(p, tl_ir_new_buffer(p->a, p->k, prm->name, TL_SCOPE_GLOBAL, t, n, prm->loc));
    memcpy(prm->buf->dims, dims, (size_t)n * sizeof(tl_expr *));
    push_sym(p, prm->name, NULL, prm->buf);
    return true;
}

/* Skips to the next top-level `kernel` or `const` at the start of a line. */
static void sync_top(parser *p)
{
    p->panic = false;
    int depth = 0;
    const char *start = p->tok.text;
    for (;;) {
        if (at(p, TK_EOF))
            return;
        if (depth == 0 && p->tok.bol && p->tok.text != start &&
            (at(p, TK_KERNEL) || at(p, TK_CONST) ||
             (at(p, TK_IDENT) && (tok_is(&p->tok, "dtype") || tok_is(&p->tok, "global")))))
            return;
        if (at(p, TK_LBRACE))
            depth++;
        else if (at(p, TK_RBRACE) && depth > 0)
            depth--;
        advance(p);
    }
}

/* Reads the file a `source "..."` clause names, relative to the .tile
 * file's folder (or absolute), into k. */
static bool read_kernel_source(parser *p, tl_kernel *k)
{
    tl_srcloc l = here(p);
    size_t n = p->tok.len - 2;
    if (n == 0) {
        error_at(p, l, "the source file name is empty");
        return false;
    }
    char *file = chk(p, tl_arena_alloc(p->a, n + 1));
    memcpy(file, p->tok.text + 1, n);
    file[n] = '\0';
    const char *slash = strrchr(p->path, '/');
    size_t dir = file[0] == '/' || !slash ? 0 : (size_t)(slash - p->path) + 1;
    char *path = chk(p, tl_arena_alloc(p->a, dir + n + 1));
    memcpy(path, p->path, dir);
    memcpy(path + dir, file, n + 1);
    FILE *f = fopen(path, "rb");
    if (!f) {
        error_at(p, l, "cannot open the kernel's source file %s: %s", path, strerror(errno));
        return false;
    }
    /* a regular file only: a FIFO or a device (/dev/stdin) could block or never end */
    struct stat st;
    if (fstat(fileno(f), &st) != 0 || !S_ISREG(st.st_mode)) {
        fclose(f);
        error_at(p, l, "the kernel's source file %s is not a regular file", path);
        return false;
    }
    size_t cap = 4096, len = 0;
    char *text = malloc(cap);
    size_t got;
    while (text && (got = fread(text + len, 1, cap - len - 1, f)) > 0) {
        len += got;
        if (len > TL_LANG_MAX_SOURCE)
            break;
        if (cap - len - 1 == 0) {
            char *more = realloc(text, cap * 2);
            if (!more) {
                free(text);
                text = NULL;
            }
            text = more, cap *= 2;
        }
    }
    bool bad = ferror(f);
    fclose(f);
    if (!text || bad || len > TL_LANG_MAX_SOURCE) {
        free(text);
        error_at(p, l, "cannot read the kernel's source file %s%s", path,
                 len > TL_LANG_MAX_SOURCE ? ": larger than 16 MiB" : "");
        return false;
    }
    if (memchr(text, 0, len)) {
        free(text);
        error_at(p, l, "the kernel's source file %s holds a NUL byte", path);
        return false;
    }
    char *copy = chk(p, tl_arena_alloc(p->a, len + 1));
    memcpy(copy, text, len);
    copy[len] = '\0';
    free(text);
    k->source_file = file;
    k->source_path = path;
    k->source_text = copy;
    k->source_len = len;
    return true;
}

static tl_kernel *parse_kernel(parser *p)
{
    tl_srcloc l = here(p);
    advance(p);
    if (!at(p, TK_IDENT)) {
        expect(p, TK_IDENT, "as the kernel name");
        return NULL;
    }
    tl_kernel *k = chk(p, tl_arena_alloc(p->a, sizeof(*k)));
    k->loc = l;
    k->name = tok_name(p, &p->tok);
    size_t prev = tl_symtab_find(&p->kernel_tab, k->name, strlen(k->name));
    if (prev != TL_SYMTAB_NONE) {
        error_at(p, here(p), "kernel '%s' is already defined at line %d", k->name, p->m->kernels[prev]->loc.line);
        return NULL;
    }
    if (is_builtin_name(p->tok.text, p->tok.len)) {
        error_at(p, here(p), "'%s' is a built-in name and cannot be declared", k->name);
        return NULL;
    }
    advance(p);
    p->k = k;
    pop_syms(p, 0);
    if (!expect(p, TK_LPAREN, "to open the parameter list"))
        return NULL;
    size_t cap = 0;
    while (!at(p, TK_RPAREN)) {
        if (k->nparams == cap) {
            size_t ncap = cap ? 2 * cap : 4;
            k->params = chk(p, tl_arena_grow(p->a, k->params, cap, ncap, sizeof(tl_param)));
            cap = ncap;
        }
        tl_param *prm = &k->params[k->nparams];
        if (!parse_param(p, prm))
            return NULL;
        if (prm->is_tensor)
            prm->buf->param_index = (int)k->nparams;
        k->nparams++;
        if (!accept(p, TK_COMMA))
            break;
    }
    if (!expect(p, TK_RPAREN, "to close the parameter list"))
        return NULL;
    int nerr = p->d->nerrors;
    check_shape_dims_bound(p, k);
    if (p->d->nerrors != nerr)
        return NULL;
    /* grid(...) threads(...) as (bx, by, bz) */
    if (!expect(p, TK_GRID, "after the parameters"))
        return NULL;
    tl_srcloc gl = here(p);
    if (!expect(p, TK_LPAREN, NULL))
        return NULL;
    do {
        if (k->ngrid >= TL_IR_MAX_GRID) {
            error_at(p, here(p), "a grid has at most %d dims", TL_IR_MAX_GRID);
            return NULL;
        }
        tl_expr *e = index_expr(p, "a grid dim");
        if (!e)
            return NULL;
        if (e->kind == TL_EXPR_INT && e->i < 1) {
            error_at(p, e->loc, "a grid dim must be positive, got %lld", (long long)e->i);
            return NULL;
        }
        k->grid[k->ngrid++] = e;
    } while (accept(p, TK_COMMA));
    if (!expect(p, TK_RPAREN, "after the grid dims") || !expect(p, TK_THREADS, "after grid(...)"))
        return NULL;
    tl_srcloc tl = here(p);
    if (!expect(p, TK_LPAREN, NULL))
        return NULL;
    int64_t total = 1;
    do {
        if (k->nthreads_dims >= TL_IR_MAX_GRID) {
            error_at(p, here(p), "threads has at most %d dims", TL_IR_MAX_GRID);
            return NULL;
        }
        int64_t t;
        if (!parse_const_int(p, "a thread count", 1, TL_IR_MAX_THREADS, &t))
            return NULL;
        total *= t;
        k->threads[k->nthreads_dims++] = (int)t;
    } while (accept(p, TK_COMMA));
    if (!expect(p, TK_RPAREN, "after the thread counts"))
        return NULL;
    if (total > TL_IR_MAX_THREADS) {
        error_at(p, tl, "a block has at most %d threads, got %lld", TL_IR_MAX_THREADS, (long long)total);
        return NULL;
    }
    if (!expect(p, TK_AS, "after threads(...): name the block indices, like 'as (bx, by)'"))
        return NULL;
    bool paren = accept(p, TK_LPAREN);
    int nb = 0;
    do {
        if (!at(p, TK_IDENT)) {
            expect(p, TK_IDENT, "as a block index name");
            return NULL;
        }
        if (nb >= k->ngrid) {
            error_at(p, here(p), "the grid has %d dim%s but more block indices are named", k->ngrid,
                     k->ngrid == 1 ? "" : "s");
            return NULL;
        }
        if (!check_new_name(p, &p->tok))
            return NULL;
        tl_var *v = chk(p, tl_ir_new_var(p->a, k, tok_name(p, &p->tok), TL_VAR_BLOCK, TL_DT_I32, here(p)));
        k->block_vars[nb++] = v;
        push_sym(p, v->name, v, NULL);
        advance(p);
    } while (accept(p, TK_COMMA));
    if (paren && !expect(p, TK_RPAREN, "after the block indices"))
        return NULL;
    if (nb != k->ngrid) {
        error_at(p, gl, "the grid has %d dim%s but %d block ind%s named", k->ngrid, k->ngrid == 1 ? "" : "s", nb,
                 nb == 1 ? "ex is" : "ices are");
        return NULL;
    }
    /* swizzle(n): a rasterized block order, a hint for GPU backends */
    if (at(p, TK_IDENT) && tok_is(&p->tok, "swizzle")) {
        tl_srcloc sl = here(p);
        advance(p);
        int64_t panel;
        if (!expect(p, TK_LPAREN, "after 'swizzle'") || !parse_const_int(p, "the swizzle panel", 1, 65535, &panel) ||
            !expect(p, TK_RPAREN, "after the swizzle panel"))
            return NULL;
        if (k->ngrid < 2) {
            error_at(p, sl, "swizzle(...) orders the blocks of a 2-D or 3-D grid; this grid has 1 dim");
            return NULL;
        }
        k->swizzle = (int)panel;
    }
    /* source "k.cu": the device code is that file (a source kernel) */
    if (at(p, TK_IDENT) && p->tok.len == 6 && memcmp(p->tok.text, "source", 6) == 0) {
        advance(p);
        if (!at(p, TK_STRING)) {
            expect(p, TK_STRING, "after 'source': the kernel's source file, like source \"k.cu\"");
            return NULL;
        }
        if (!read_kernel_source(p, k))
            return NULL;
        advance(p);
    }
    parse_block(p, &k->body);
    return k;
}

/* What kind of constant a literal is, for tune(): its values are all of one. */
static const char *literal_kind(const tl_expr *e)
{
    return e->kind == TL_EXPR_FLOAT ? "a float" : e->dtype == TL_DT_BOOL ? "a bool" : "an integer";
}

static bool same_literal(const tl_expr *a, const tl_expr *b)
{
    return a->kind == TL_EXPR_FLOAT ? a->f == b->f : a->i == b->i;
}

/* `tune(v1, v2, ...)` after `const NAME =`: the candidates `tilec tune`
 * tries, each a constant folded like a const's value, all of one kind (integers,
 * floats or bools), no two equal. Returns the count, or -1 after an error. */
static int parse_tune_values(parser *p, tl_expr ***out)
{
    tl_srcloc open = here(p);
    advance(p); /* tune */
    if (!expect(p, TK_LPAREN, "after 'tune'"))
        return -1;
    if (at(p, TK_RPAREN)) {
        error_at(p, open, "tune() needs at least one value, like tune(64, 128)");
        return -1;
    }
    tl_expr **vals = NULL;
    bool vals_literal[TL_LANG_MAX_TUNE_VALUES];
    int n = 0;
    do {
        tl_srcloc vl = here(p);
        /* a value written as one literal token: a repeat of it is a typo */
        bool literal = (at(p, TK_INT) || at(p, TK_FLOAT) || at(p, TK_TRUE) || at(p, TK_FALSE)) &&
                       (peek(p)->kind == TK_COMMA || peek(p)->kind == TK_RPAREN);
        tl_expr *e = parse_expr(p);
        if (!e)
            return -1;
        if (e->kind != TL_EXPR_INT && e->kind != TL_EXPR_FLOAT) {
            error_at(p, vl, "a tune() value must be a constant number or bool");
            return -1;
        }
        if (n == TL_LANG_MAX_TUNE_VALUES) {
            error_at(p, vl, "too many tune() values (at most %d)", TL_LANG_MAX_TUNE_VALUES);
            return -1;
        }
        if (n && strcmp(literal_kind(e), literal_kind(vals[0])) != 0) {
            error_at(p, vl, "tune() values must all be of one kind: this one is %s, the first is %s", literal_kind(e),
                     literal_kind(vals[0]));
            return -1;
        }
        /* a computed value (select(D == 64, 128, 64)) may fold to one given
         * before for some -D values: it is then dropped, one candidate less */
        bool repeat = false;
        for (int i = 0; i < n && !repeat; i++)
            if (same_literal(e, vals[i])) {
                if (literal && vals_literal[i]) {
                    error_at(p, vl, "value %d of tune() repeats value %d", n + 1, i + 1);
                    return -1;
                }
                repeat = true;
            }
        if (repeat)
            continue;
        if (n < TL_LANG_MAX_TUNE_VALUES)
            vals_literal[n] = literal;
        if ((n & (n - 1)) == 0)
            vals = chk(p, tl_arena_grow(p->a, vals, (size_t)n, n ? 2 * (size_t)n : 4, sizeof *vals));
        if (!vals)
            return -1;
        vals[n++] = e;
    } while (accept(p, TK_COMMA));
    if (!expect(p, TK_RPAREN, "after the values of tune()"))
        return -1;
    *out = vals;
    return n;
}

static void parse_const_decl(parser *p)
{
    tl_srcloc l = here(p);
    advance(p);
    if (!at(p, TK_IDENT)) {
        expect(p, TK_IDENT, "after 'const'");
        return;
    }
    tl_token name = p->tok;
    advance(p);
    if (!expect(p, TK_ASSIGN, NULL))
        return;
    tl_srcloc vl = here(p);
    tl_expr **candidates = NULL;
    int ncandidates = 0;
    tl_expr *e;
    if (at(p, TK_IDENT) && tok_is(&p->tok, "tune") && peek(p)->kind == TK_LPAREN) {
        if ((ncandidates = parse_tune_values(p, &candidates)) < 0)
            return;
        e = candidates[0];
    } else if (!(e = parse_expr(p))) {
        return;
    }
    if (e->kind != TL_EXPR_INT && e->kind != TL_EXPR_FLOAT) {
        error_at(p, vl, "a const value must be a constant number or bool");
        return;
    }
    if (!end_of_stmt(p) || !check_new_name(p, &name))
        return;
    if (find_const(p, name.text, name.len)) /* reported by check_new_name */
        return;
    tl_const c = { tok_name(p, &name), e, l, candidates, ncandidates, false };
    const tl_define *d = find_define(p, c.name);
    if (d) {
        c.defined = true;
        char *end;
        errno = 0;
        if (e->dtype == TL_DT_BOOL) {
            if (strcmp(d->value, "true") == 0 || strcmp(d->value, "1") == 0)
                e = chk(p, tl_ir_int(p->a, TL_DT_BOOL, 1, l));
            else if (strcmp(d->value, "false") == 0 || strcmp(d->value, "0") == 0)
                e = chk(p, tl_ir_int(p->a, TL_DT_BOOL, 0, l));
            else {
                tl_diag_plain(p->d, "-D %s=%s: %s is a bool const: give true or false", d->name, d->value, d->name);
                return;
            }
        } else if (e->kind == TL_EXPR_INT) {
            long long v = strtoll(d->value, &end, 0);
            if (!*d->value || *end || errno) {
                tl_diag_plain(p->d, "-D %s=%s: %s is an integer const: give an integer", d->name, d->value,
                              d->name);
                return;
            }
            e = chk(p, tl_ir_int(p->a, default_int(v), v, l));
        } else {
            double v = strtod(d->value, &end);
            if (!*d->value || *end || errno || !isfinite(v)) {
                tl_diag_plain(p->d, "-D %s=%s: %s is a float const: give a finite number", d->name, d->value,
                              d->name);
                return;
            }
            e = chk(p, tl_ir_float(p->a, e->dtype, v, l));
        }
        c.value = e;
    }
    add_const(p, c);
}

/* `dtype T = f16`: a name for a dtype, usable wherever a dtype is written
 * (parameters, buffers, casts, bitcast, typed let and var); -D T=bf16
 * replaces it, so one source serves several dtypes. */
static void parse_dtype_decl(parser *p)
{
    tl_srcloc l = here(p);
    advance(p); /* dtype */
    tl_token name = p->tok;
    advance(p);
    if (!expect(p, TK_ASSIGN, "after the dtype's name"))
        return;
    tl_dtype t;
    if (!parse_dtype(p, &t) || !end_of_stmt(p) || !check_new_name(p, &name))
        return;
    if (tl_dtype_from_name(name.text, name.len) != TL_DT_INVALID) /* reported by check_new_name */
        return;
    if (p->ndtypes >= TL_LANG_MAX_DTYPE_DECLS) {
        error_at(p, l, "too many dtype declarations (at most %d)", TL_LANG_MAX_DTYPE_DECLS);
        return;
    }
    const char *n = tok_name(p, &name);
    const tl_define *d = find_define(p, n);
    if (d) {
        tl_dtype dt = tl_dtype_from_name(d->value, strlen(d->value));
        if (dt == TL_DT_INVALID) {
            tl_diag_plain(p->d, "-D %s=%s: %s is a dtype: give one of bool i8 i16 i32 i64 u8 u16 u32 u64 f16 bf16 f32 f64",
                          d->name, d->value, d->name);
            dt = t; /* the declared one, so that its uses report nothing more */
        }
        t = dt;
    }
    p->dtypes[p->ndtypes].name = n;
    p->dtypes[p->ndtypes].t = t;
    p->dtypes[p->ndtypes].line = l.line;
    p->ndtypes++;
}

/* `global NAME: f32[B, H, NSPLIT]`: an intermediate buffer of the module
 * (tl_global). Its shape is read here only for its extent; each kernel that
 * names it reads it again with its own names (global_param). */
static void parse_global_decl(parser *p)
{
    tl_srcloc l = here(p);
    advance(p); /* global */
    tl_token name = p->tok;
    advance(p);
    tl_dtype t;
    if (!expect(p, TK_COLON, "after the global buffer's name") || !parse_dtype(p, &t))
        return;
    if (!at(p, TK_LBRACKET)) {
        error_at(p, l, "a global buffer needs a shape, like global Partial: f32[B, H, NSPLIT, D]");
        return;
    }
    tl_lexer lx = p->lx;
    tl_token open = p->tok;
    bool has_peek = p->has_peek;
    if (has_peek) /* the lexer is one token ahead: read the shape again from after '[' */
        lx = (tl_lexer){ p->lx.src, p->lx.end, open.text + 1, p->lx.line_start, open.line, false };
    int depth = 0, ndim = 1;
    const char *first = NULL, *last = NULL;
    do {
        if (at(p, TK_LBRACKET) || at(p, TK_LPAREN))
            depth++;
        else if (at(p, TK_RBRACKET) || at(p, TK_RPAREN))
            depth--;
        else if (at(p, TK_COMMA) && depth == 1)
            ndim++;
        if (depth > 0 && !(depth == 1 && at(p, TK_LBRACKET))) {
            if (!first)
                first = p->tok.text;
            last = p->tok.text + p->tok.len;
        }
        advance(p);
    } while (depth > 0 && !at(p, TK_EOF) && !p->tok.bol);
    if (depth != 0 || !first) {
        error_at(p, loc_of(p, &open), "the global buffer's shape is not closed on its line");
        return;
    }
    if (!end_of_stmt(p) || !check_new_name(p, &name))
        return;
    if (tl_dtype_from_name(name.text, name.len) != TL_DT_INVALID)
        return;
    const char *n = tok_name(p, &name);
    if (ndim > TL_IR_MAX_DIMS || p->m->nglobals >= TL_LANG_MAX_DTYPE_DECLS) {
        error_at(p, l, ndim > TL_IR_MAX_DIMS ? "too many dims (at most 8)" : "too many global buffers (at most 64)");
        return;
    }
    tl_module *m = p->m;
    size_t k = m->nglobals;
    if ((k & (k - 1)) == 0)
        m->globals = chk(p, tl_arena_grow(p->a, m->globals, k, k ? 2 * k : 4, sizeof(tl_global)));
    m->globals[k] = (tl_global){ n, t, ndim, chk(p, tl_arena_strndup(p->a, first, (size_t)(last - first))), l };
    p->global_at[k].lx = lx;
    p->global_at[k].tok = open;
    m->nglobals++;
}

static void parse_file(parser *p)
{
    while (!at(p, TK_EOF)) {
        p->stmt_start = p->tok.text;
        if (at(p, TK_CONST)) {
            parse_const_decl(p);
        } else if (at(p, TK_IDENT) && tok_is(&p->tok, "dtype") && peek(p)->kind == TK_IDENT) {
            parse_dtype_decl(p);
        } else if (at(p, TK_IDENT) && tok_is(&p->tok, "global") && peek(p)->kind == TK_IDENT) {
            parse_global_decl(p);
        } else if (at(p, TK_KERNEL)) {
            tl_kernel *k = parse_kernel(p);
            p->k = NULL;
            pop_syms(p, 0);
            if (k && !p->panic) {
                tl_module *m = p->m;
                size_t n = m->nkernels;
                if ((n & (n - 1)) == 0)
                    m->kernels = chk(p, tl_arena_grow(p->a, m->kernels, n, n ? 2 * n : 4, sizeof(tl_kernel *)));
                m->kernels[n] = k;
                chk_ok(p, tl_symtab_push(&p->kernel_tab, k->name, strlen(k->name), n));
                m->nkernels++;
            }
        } else {
            char got[64];
            describe_tok(p, got, sizeof got);
            error_at(p, here(p), "expected 'kernel' or 'const' at the top level, got %s", got);
        }
        if (p->panic)
            sync_top(p);
    }
}

/* ---- entry points ----------------------------------------------------------- */

static bool valid_name(const char *s)
{
    if (!s || !((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || *s == '_'))
        return false;
    size_t n = 0;
    for (; *s; s++, n++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') || *s == '_'))
            return false;
    return n <= TL_LANG_MAX_IDENT;
}

/* Checks the raw bytes: size, NUL bytes, UTF-8. Reports the first problem. */
static bool check_bytes(tl_diag *d, const char *path, const char *src, size_t len)
{
    tl_srcloc l = {path, 0, 0};
    if (len > TL_LANG_MAX_SOURCE) {
        tl_diag_error(d, l, "file is too large (%zu bytes; at most %zu)", len, TL_LANG_MAX_SOURCE);
        return false;
    }
    if (len == 0) {
        tl_diag_error(d, l, "empty file: expected at least one kernel");
        return false;
    }
    int line = 1;
    size_t line_start = 0;
    const unsigned char *s = (const unsigned char *)src;
    for (size_t i = 0; i < len;) {
        unsigned c = s[i];
        size_t n = 1;
        if (c == '\n') {
            line++;
            line_start = i + 1;
        } else if (c == 0) {
            l.line = line;
            l.col = (int)(i - line_start + 1);
            tl_diag_error(d, l, "NUL byte in the source");
            return false;
        } else if (c >= 0x80) {
            unsigned need = c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2 : c >= 0xf0 && c <= 0xf4 ? 3 : 0;
            bool ok = need > 0;
            for (unsigned j = 1; ok && j <= need; j++)
                ok = i + j < len && (s[i + j] & 0xc0) == 0x80;
            /* overlong and surrogate forms */
            if (ok && c == 0xe0 && s[i + 1] < 0xa0)
                ok = false;
            if (ok && c == 0xed && s[i + 1] > 0x9f)
                ok = false;
            if (ok && c == 0xf0 && s[i + 1] < 0x90)
                ok = false;
            if (ok && c == 0xf4 && s[i + 1] > 0x8f)
                ok = false;
            if (!ok) {
                l.line = line;
                l.col = (int)(i - line_start + 1);
                /* no source line: it is not valid text */
                const char *saved = d->src;
                d->src = NULL;
                tl_diag_error(d, l, "invalid UTF-8 byte 0x%02x: the source must be UTF-8 text", c);
                d->src = saved;
                return false;
            }
            n = need + 1;
        }
        i += n;
    }
    return true;
}

/* Everything that can run out of arena memory, under the longjmp that
 * reports it; all state lives in *p so nothing is clobbered. */
static bool run_parser(parser *p)
{
    if (setjmp(p->oom)) {
        tl_diag_plain(p->d, "out of memory while compiling %s", p->path);
        return false;
    }
    p->def_used = chk(p, tl_arena_array(p->a, p->ndefs ? p->ndefs : 1, sizeof(bool)));
    char *text = chk(p, tl_arena_strndup(p->a, p->src, p->len));
    p->d->src = text;
    p->m = chk(p, tl_arena_alloc(p->a, sizeof(tl_module)));
    p->m->arena = p->a;
    tl_symtab_init(&p->sym_tab, p->a);
    tl_symtab_init(&p->const_tab, p->a);
    tl_symtab_init(&p->kernel_tab, p->a);
    tl_lex_init(&p->lx, text, p->len);
    advance(p);
    parse_file(p);
    if (!p->d->nerrors && p->m->nkernels == 0) {
        tl_srcloc l = {p->path, 0, 0};
        tl_diag_error(p->d, l, "no kernel in this file");
    }
    for (size_t i = 0; i < p->ndefs && !p->d->nerrors; i++)
        if (!p->def_used[i])
            tl_diag_plain(p->d, "-D %s: no const or shape dim is named %s", p->defs[i].name, p->defs[i].name);
    if (!p->d->nerrors && p->verify)
        tl_ir_verify(p->m, p->d);
    return p->d->nerrors == 0;
}

static tl_module *compile(tl_arena *arena, const char *path, const char *src, size_t len, const tl_define *defs,
                          size_t ndefs, FILE *diag_out, int *nerrors, bool verify)
{
    tl_diag d;
    tl_diag_init(&d, diag_out, src, len);
    if (!path)
        path = "<input>";
    if (!src)
        len = 0;
    tl_module *result = NULL;
    parser *p = calloc(1, sizeof(*p));
    if (p)
        p->inner = INNER_NONE;
    if (!p || !arena) {
        tl_diag_plain(&d, "out of memory");
        goto out;
    }
    p->a = arena;
    p->d = &d;
    p->path = path;
    p->defs = defs;
    p->ndefs = ndefs;
    for (size_t i = 0; i < ndefs; i++) {
        if (!valid_name(defs[i].name) || !defs[i].value)
            tl_diag_plain(&d, "-D %s: not a valid NAME=VALUE (NAME is a letter or '_' then letters, digits, '_')",
                          defs[i].name ? defs[i].name : "(null)");
        for (size_t j = 0; j < i; j++)
            if (defs[i].name && defs[j].name && strcmp(defs[i].name, defs[j].name) == 0) {
                tl_diag_plain(&d, "-D %s is given twice", defs[i].name);
                break;
            }
    }
    if (d.nerrors || !check_bytes(&d, path, src, len))
        goto out;
    p->src = src;
    p->len = len;
    p->verify = verify;
    if (run_parser(p))
        result = p->m;
out:
    free(p);
    if (nerrors)
        *nerrors = d.nerrors;
    return result;
}

tl_module *tl_lang_compile(tl_arena *arena, const char *path, const char *src, size_t len, const tl_define *defs,
                           size_t ndefs, FILE *diag_out, int *nerrors)
{
    return compile(arena, path, src, len, defs, ndefs, diag_out, nerrors, true);
}

tl_module *tl_lang_parse(tl_arena *arena, const char *path, const char *src, size_t len, const tl_define *defs,
                         size_t ndefs, FILE *diag_out, int *nerrors)
{
    return compile(arena, path, src, len, defs, ndefs, diag_out, nerrors, false);
}

bool tl_lang_split_define(tl_arena *arena, const char *arg, tl_define *out)
{
    const char *eq = arg ? strchr(arg, '=') : NULL;
    if (!eq || eq == arg)
        return false;
    char *name = tl_arena_strndup(arena, arg, (size_t)(eq - arg));
    char *value = tl_arena_strdup(arena, eq + 1);
    if (!name || !value || !valid_name(name))
        return false;
    out->name = name;
    out->value = value;
    return true;
}
