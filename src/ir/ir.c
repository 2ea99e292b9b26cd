/*
 * ir.c: the tile IR's tables (dtypes, operators, math functions and tile ops,
 * each made from its X-macro list in ir.h) and node constructors. Everything
 * is allocated from the compilation's arena; a constructor returns NULL when
 * the arena is exhausted or an argument is NULL.
 */
#include "ir/ir.h"

#include <string.h>

/* ---- dtypes ----------------------------------------------------------- */

enum dtype_kind { KIND_NONE, KIND_BOOL, KIND_SINT, KIND_UINT, KIND_FLOAT };

static const struct {
    const char *name;
    int bits;
    enum dtype_kind kind;
    const char *c_type;
} dtypes[TL_DT_COUNT] = {
    [TL_DT_INVALID] = {"invalid", 0, KIND_NONE, "void"},
#define DTYPE_ROW(id, name, bits, kind, c_type, dlpack) [TL_DT_##id] = {name, bits, KIND_##kind, c_type},
    TL_DTYPES(DTYPE_ROW)
#undef DTYPE_ROW
};

static bool dtype_ok(tl_dtype t)
{
    return (unsigned)t < TL_DT_COUNT;
}

const char *tl_dtype_name(tl_dtype t)
{
    return dtype_ok(t) ? dtypes[t].name : "invalid";
}

tl_dtype tl_dtype_from_name(const char *s, size_t n)
{
    for (int t = TL_DT_INVALID + 1; t < TL_DT_COUNT; t++)
        if (strlen(dtypes[t].name) == n && memcmp(dtypes[t].name, s, n) == 0)
            return (tl_dtype)t;
    return TL_DT_INVALID;
}

bool tl_dtype_is_float(tl_dtype t) { return dtype_ok(t) && dtypes[t].kind == KIND_FLOAT; }
bool tl_dtype_is_int(tl_dtype t) { return dtype_ok(t) && (dtypes[t].kind == KIND_SINT || dtypes[t].kind == KIND_UINT); }
bool tl_dtype_is_signed(tl_dtype t) { return dtype_ok(t) && (dtypes[t].kind == KIND_SINT || dtypes[t].kind == KIND_FLOAT); }
int tl_dtype_bits(tl_dtype t) { return dtype_ok(t) ? dtypes[t].bits : 0; }
bool tl_dtype_is_packed(tl_dtype t) { return dtype_ok(t) && dtypes[t].bits == 4; }
uint64_t tl_dtype_global_bytes(tl_dtype t, uint64_t n)
{
    if (tl_dtype_is_packed(t))
        return n / 2 + n % 2;
    return n * (uint64_t)(t == TL_DT_BOOL ? 8 : tl_dtype_bits(t)) / 8;
}
bool tl_dtype_is_small_float(tl_dtype t) { return tl_dtype_is_float(t) && dtypes[t].bits < 32; }
const char *tl_dtype_c_type(tl_dtype t) { return dtype_ok(t) ? dtypes[t].c_type : "void"; }

const char *tl_scope_name(tl_scope s)
{
    switch (s) {
    case TL_SCOPE_GLOBAL: return "global";
    case TL_SCOPE_SHARED: return "shared";
    case TL_SCOPE_FRAGMENT: return "fragment";
    case TL_SCOPE_LOCAL: return "local";
    }
    return "?";
}

/* ---- operators ---------------------------------------------------------- */

enum binop_kind { BIN_ARITH, BIN_BITS, BIN_COMPARE, BIN_LOGIC };

static const struct {
    const char *name;
    int prec;
    enum binop_kind kind;
} binops[TL_BIN_COUNT] = {
#define BINOP_ROW(id, name, prec, kind) [TL_BIN_##id] = {name, prec, BIN_##kind},
    TL_BINOPS(BINOP_ROW)
#undef BINOP_ROW
};

const char *tl_binop_name(tl_binop op)
{
    return (unsigned)op < TL_BIN_COUNT ? binops[op].name : "?";
}

bool tl_binop_is_compare(tl_binop op)
{
    return (unsigned)op < TL_BIN_COUNT && binops[op].kind == BIN_COMPARE;
}

bool tl_binop_is_logic(tl_binop op)
{
    return (unsigned)op < TL_BIN_COUNT && binops[op].kind == BIN_LOGIC;
}

bool tl_binop_is_bits(tl_binop op)
{
    return (unsigned)op < TL_BIN_COUNT && binops[op].kind == BIN_BITS;
}

int tl_binop_prec(tl_binop op)
{
    return (unsigned)op < TL_BIN_COUNT ? binops[op].prec : 0;
}

static const char *const unop_names[TL_UN_COUNT] = {
#define UNOP_ROW(id, name) [TL_UN_##id] = name,
    TL_UNOPS(UNOP_ROW)
#undef UNOP_ROW
};

const char *tl_unop_name(tl_unop op)
{
    return (unsigned)op < TL_UN_COUNT ? unop_names[op] : "?";
}

enum mathfn_args { ARGS_FLOAT, ARGS_NUMBER, ARGS_WARP };

static const struct {
    const char *name;
    int arity;
    enum mathfn_args args;
} mathfns[TL_FN_COUNT] = {
#define MATHFN_ROW(id, name, arity, args) [TL_FN_##id] = {name, arity, ARGS_##args},
    TL_MATHFNS(MATHFN_ROW)
#undef MATHFN_ROW
};

const char *tl_mathfn_name(tl_mathfn f)
{
    return (unsigned)f < TL_FN_COUNT ? mathfns[f].name : "?";
}

int tl_mathfn_arity(tl_mathfn f)
{
    return (unsigned)f < TL_FN_COUNT ? mathfns[f].arity : 0;
}

bool tl_mathfn_takes_ints(tl_mathfn f)
{
    return (unsigned)f < TL_FN_COUNT && mathfns[f].args == ARGS_NUMBER;
}

bool tl_mathfn_is_warp(tl_mathfn f)
{
    return (unsigned)f < TL_FN_COUNT && mathfns[f].args == ARGS_WARP;
}

bool tl_ir_expr_any(const tl_expr *e, bool (*pred)(const tl_expr *e, const void *arg), const void *arg)
{
    if (!e)
        return false;
    if (pred(e, arg))
        return true;
    switch (e->kind) {
    case TL_EXPR_BINARY: return tl_ir_expr_any(e->bin.a, pred, arg) || tl_ir_expr_any(e->bin.b, pred, arg);
    case TL_EXPR_UNARY: return tl_ir_expr_any(e->un.a, pred, arg);
    case TL_EXPR_SELECT:
        return tl_ir_expr_any(e->sel.cond, pred, arg) || tl_ir_expr_any(e->sel.a, pred, arg) ||
               tl_ir_expr_any(e->sel.b, pred, arg);
    case TL_EXPR_CAST: return tl_ir_expr_any(e->cast.a, pred, arg);
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            if (tl_ir_expr_any(e->call.args[i], pred, arg))
                return true;
        return false;
    case TL_EXPR_LOAD:
        for (int i = 0; i < e->load.nidx; i++)
            if (tl_ir_expr_any(e->load.idx[i], pred, arg))
                return true;
        return false;
    default: return false;
    }
}

static bool is_var(const tl_expr *e, const void *v)
{
    return e->kind == TL_EXPR_VAR && e->var == v;
}

bool tl_ir_expr_uses_var(const tl_expr *e, const tl_var *v)
{
    return tl_ir_expr_any(e, is_var, v);
}

const tl_stmt *tl_ir_find_let(const tl_block *b, const tl_var *v)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i], *l = NULL;
        switch (s->kind) {
        case TL_STMT_LET:
            if (!s->let.assign && s->let.var == v)
                return s;
            break;
        case TL_STMT_FOR: l = tl_ir_find_let(&s->loop.body, v); break;
        case TL_STMT_WHILE: l = tl_ir_find_let(&s->whiles.body, v); break;
        case TL_STMT_IF:
            if (!(l = tl_ir_find_let(&s->ifs.then_body, v)))
                l = tl_ir_find_let(&s->ifs.else_body, v);
            break;
        default: break;
        }
        if (l)
            return l;
    }
    return NULL;
}

bool tl_ir_block_binds(const tl_block *b, const tl_var *v)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_LET:
            if (!s->let.assign && s->let.var == v)
                return true;
            break;
        case TL_STMT_FOR:
            for (int d = 0; d < s->loop.nvars; d++)
                if (s->loop.vars[d] == v)
                    return true;
            if (tl_ir_block_binds(&s->loop.body, v))
                return true;
            break;
        case TL_STMT_WHILE:
            if (tl_ir_block_binds(&s->whiles.body, v))
                return true;
            break;
        case TL_STMT_IF:
            if (tl_ir_block_binds(&s->ifs.then_body, v) || tl_ir_block_binds(&s->ifs.else_body, v))
                return true;
            break;
        default: break;
        }
    }
    return false;
}

static bool is_load(const tl_expr *e, const void *unused)
{
    (void)unused;
    return e->kind == TL_EXPR_LOAD;
}

bool tl_ir_expr_has_load(const tl_expr *e)
{
    return tl_ir_expr_any(e, is_load, NULL);
}

static bool is_global_load(const tl_expr *e, const void *unused)
{
    (void)unused;
    return e->kind == TL_EXPR_LOAD && e->load.buf->scope == TL_SCOPE_GLOBAL;
}

bool tl_ir_expr_loads_global(const tl_expr *e)
{
    return tl_ir_expr_any(e, is_global_load, NULL);
}

static bool is_load_of(const tl_expr *e, const void *b)
{
    return e->kind == TL_EXPR_LOAD && e->load.buf == b;
}

bool tl_ir_expr_loads_buf(const tl_expr *e, const tl_buffer *b)
{
    return tl_ir_expr_any(e, is_load_of, b);
}

bool tl_ir_stmt_writes_buf(const tl_stmt *s, const tl_buffer *b)
{
    switch (s->kind) {
    case TL_STMT_STORE: return s->store.buf == b;
    case TL_STMT_TILE: return s->tile.nargs > 0 && s->tile.args[s->tile.nargs - 1].buf == b;
    case TL_STMT_FOR: return tl_ir_block_writes_buf(&s->loop.body, b);
    case TL_STMT_WHILE: return tl_ir_block_writes_buf(&s->whiles.body, b);
    case TL_STMT_IF: return tl_ir_block_writes_buf(&s->ifs.then_body, b) || tl_ir_block_writes_buf(&s->ifs.else_body, b);
    default: return false;
    }
}

bool tl_ir_block_writes_buf(const tl_block *blk, const tl_buffer *b)
{
    for (size_t i = 0; i < blk->n; i++)
        if (tl_ir_stmt_writes_buf(blk->items[i], b))
            return true;
    return false;
}

bool tl_ir_stmt_names_buf(const tl_stmt *s, const tl_buffer *b, bool deep)
{
    switch (s->kind) {
    case TL_STMT_ALLOC: return s->alloc.buf == b;
    case TL_STMT_LET: return tl_ir_expr_loads_buf(s->let.value, b);
    case TL_STMT_FOR:
        for (int i = 0; i < s->loop.nvars; i++)
            if (tl_ir_expr_loads_buf(s->loop.begin[i], b) || tl_ir_expr_loads_buf(s->loop.end[i], b))
                return true;
        return deep && tl_ir_block_names_buf(&s->loop.body, b);
    case TL_STMT_WHILE:
        return tl_ir_expr_loads_buf(s->whiles.cond, b) || (deep && tl_ir_block_names_buf(&s->whiles.body, b));
    case TL_STMT_IF:
        return tl_ir_expr_loads_buf(s->ifs.cond, b) ||
               (deep && (tl_ir_block_names_buf(&s->ifs.then_body, b) || tl_ir_block_names_buf(&s->ifs.else_body, b)));
    case TL_STMT_STORE:
    case TL_STMT_PREFETCH:
        if (s->store.buf == b || tl_ir_expr_loads_buf(s->store.value, b))
            return true;
        for (int i = 0; i < s->store.nidx; i++)
            if (tl_ir_expr_loads_buf(s->store.idx[i], b))
                return true;
        return false;
    case TL_STMT_TILE:
        for (int i = 0; i < s->tile.nargs; i++) {
            const tl_region *r = &s->tile.args[i];
            if (r->buf == b)
                return true;
            for (int d = 0; r->starts && d < r->buf->ndim; d++)
                if (tl_ir_expr_loads_buf(r->starts[d], b))
                    return true;
        }
        return tl_ir_expr_loads_buf(s->tile.value, b);
    default: return false;
    }
}

bool tl_ir_block_names_buf(const tl_block *blk, const tl_buffer *b)
{
    for (size_t i = 0; i < blk->n; i++)
        if (tl_ir_stmt_names_buf(blk->items[i], b, true))
            return true;
    return false;
}

bool tl_ir_block_has_view_of(const tl_block *blk, const tl_buffer *b)
{
    for (size_t i = 0; i < blk->n; i++) {
        const tl_stmt *s = blk->items[i];
        bool v = false;
        switch (s->kind) {
        case TL_STMT_ALLOC: v = s->alloc.buf->view_of == b; break;
        case TL_STMT_FOR: v = tl_ir_block_has_view_of(&s->loop.body, b); break;
        case TL_STMT_WHILE: v = tl_ir_block_has_view_of(&s->whiles.body, b); break;
        case TL_STMT_IF:
            v = tl_ir_block_has_view_of(&s->ifs.then_body, b) || tl_ir_block_has_view_of(&s->ifs.else_body, b);
            break;
        default: break;
        }
        if (v)
            return true;
    }
    return false;
}

static bool is_warp_call(const tl_expr *e, const void *unused)
{
    (void)unused;
    return e->kind == TL_EXPR_CALL && tl_mathfn_is_warp(e->call.fn);
}

bool tl_ir_expr_has_warp(const tl_expr *e)
{
    return tl_ir_expr_any(e, is_warp_call, NULL);
}

bool tl_ir_stmt_exprs_have_warp(const tl_stmt *s)
{
    switch (s->kind) {
    case TL_STMT_LET: return tl_ir_expr_has_warp(s->let.value);
    case TL_STMT_WHILE: return tl_ir_expr_has_warp(s->whiles.cond);
    case TL_STMT_IF: return tl_ir_expr_has_warp(s->ifs.cond);
    case TL_STMT_STORE:
        for (int i = 0; i < s->store.nidx; i++)
            if (tl_ir_expr_has_warp(s->store.idx[i]))
                return true;
        return tl_ir_expr_has_warp(s->store.value);
    case TL_STMT_FOR:
        for (int i = 0; i < s->loop.nvars; i++)
            if (tl_ir_expr_has_warp(s->loop.begin[i]) || tl_ir_expr_has_warp(s->loop.end[i]))
                return true;
        return false;
    case TL_STMT_TILE:
        for (int i = 0; i < s->tile.nargs; i++)
            if (s->tile.args[i].starts)
                for (int d = 0; d < s->tile.args[i].buf->ndim; d++)
                    if (tl_ir_expr_has_warp(s->tile.args[i].starts[d]))
                        return true;
        return tl_ir_expr_has_warp(s->tile.value);
    default: return false;
    }
}

static bool block_has_warp(const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++)
        if (tl_ir_stmt_has_warp(b->items[i]))
            return true;
    return false;
}

bool tl_ir_stmt_has_warp(const tl_stmt *s)
{
    if (tl_ir_stmt_exprs_have_warp(s))
        return true;
    switch (s->kind) {
    case TL_STMT_WHILE: return block_has_warp(&s->whiles.body);
    case TL_STMT_IF: return block_has_warp(&s->ifs.then_body) || block_has_warp(&s->ifs.else_body);
    case TL_STMT_FOR: return block_has_warp(&s->loop.body);
    default: return false;
    }
}

int tl_warp_src_lane(tl_mathfn fn, int lane, int64_t arg)
{
    int a = (int)(arg & (TL_WARP_SIZE - 1)), j;
    switch (fn) {
    case TL_FN_SHFL_XOR: return lane ^ a;
    case TL_FN_SHFL_DOWN: j = lane + a; return j < TL_WARP_SIZE ? j : lane;
    case TL_FN_SHFL_UP: j = lane - a; return j >= 0 ? j : lane;
    case TL_FN_SHFL_IDX: return a;
    default: return lane;
    }
}

bool tl_mathfn_from_name(const char *s, size_t n, tl_mathfn *out)
{
    for (int f = 0; f < TL_FN_COUNT; f++)
        if (strlen(mathfns[f].name) == n && memcmp(mathfns[f].name, s, n) == 0) {
            *out = (tl_mathfn)f;
            return true;
        }
    return false;
}

const char *tl_loop_kind_name(tl_loop_kind k)
{
    switch (k) {
    case TL_LOOP_SERIAL: return "range";
    case TL_LOOP_PARALLEL: return "parallel";
    case TL_LOOP_PIPELINED: return "pipelined";
    case TL_LOOP_UNROLL: return "unroll";
    case TL_LOOP_VECTORIZED: return "vectorized";
    case TL_LOOP_THREAD: return "thread";
    }
    return "?";
}

/* ---- tile ops ----------------------------------------------------------- */

static const struct {
    const char *name;
    int nregions;
    bool value, reduce;
    const char *usage;
} tileops[TL_TILE_COUNT] = {
#define TILEOP_ROW(id, name, nregions, value, reduce, usage) [TL_TILE_##id] = {name, nregions, value, reduce, usage},
    TL_TILEOPS(TILEOP_ROW)
#undef TILEOP_ROW
};

static bool tileop_ok(tl_tileop op)
{
    return (unsigned)op < TL_TILE_COUNT;
}

const char *tl_tileop_name(tl_tileop op) { return tileop_ok(op) ? tileops[op].name : "?"; }
bool tl_tileop_is_reduce(tl_tileop op) { return tileop_ok(op) && tileops[op].reduce; }
bool tl_tileop_is_scan(tl_tileop op) { return op == TL_TILE_CUMSUM || op == TL_TILE_CUMMAX; }
bool tl_tileop_is_atomic(tl_tileop op)
{
    return op == TL_TILE_ATOMIC_ADD || op == TL_TILE_ATOMIC_MAX || op == TL_TILE_ATOMIC_MIN;
}
int tl_tileop_nregions(tl_tileop op) { return tileop_ok(op) ? tileops[op].nregions : 0; }
bool tl_tileop_takes_value(tl_tileop op) { return tileop_ok(op) && tileops[op].value; }
const char *tl_tileop_usage(tl_tileop op) { return tileop_ok(op) ? tileops[op].usage : "?"; }

bool tl_tileop_from_name(const char *s, size_t n, tl_tileop *out)
{
    for (int op = 0; op < TL_TILE_COUNT; op++)
        if (strlen(tileops[op].name) == n && memcmp(tileops[op].name, s, n) == 0) {
            *out = (tl_tileop)op;
            return true;
        }
    return false;
}

/* ---- constructors ------------------------------------------------------- */

static tl_expr *new_expr(tl_arena *a, tl_expr_kind kind, tl_dtype t, tl_srcloc loc)
{
    tl_expr *e = tl_arena_alloc(a, sizeof(*e));
    if (e) {
        e->kind = kind;
        e->dtype = t;
        e->loc = loc;
    }
    return e;
}

tl_expr *tl_ir_int(tl_arena *a, tl_dtype t, int64_t v, tl_srcloc loc)
{
    tl_expr *e = new_expr(a, TL_EXPR_INT, t, loc);
    if (e)
        e->i = v;
    return e;
}

tl_expr *tl_ir_float(tl_arena *a, tl_dtype t, double v, tl_srcloc loc)
{
    tl_expr *e = new_expr(a, TL_EXPR_FLOAT, t, loc);
    if (e)
        e->f = v;
    return e;
}

tl_expr *tl_ir_varref(tl_arena *a, tl_var *v, tl_srcloc loc)
{
    if (!v)
        return NULL;
    tl_expr *e = new_expr(a, TL_EXPR_VAR, v->dtype, loc);
    if (e)
        e->var = v;
    return e;
}

tl_expr *tl_ir_binary(tl_arena *a, tl_binop op, tl_expr *x, tl_expr *y, tl_srcloc loc)
{
    if (!x || !y)
        return NULL;
    bool to_bool = tl_binop_is_compare(op) || tl_binop_is_logic(op);
    tl_expr *e = new_expr(a, TL_EXPR_BINARY, to_bool ? TL_DT_BOOL : x->dtype, loc);
    if (e) {
        e->bin.op = op;
        e->bin.a = x;
        e->bin.b = y;
    }
    return e;
}

tl_expr *tl_ir_unary(tl_arena *a, tl_unop op, tl_expr *x, tl_srcloc loc)
{
    if (!x)
        return NULL;
    tl_expr *e = new_expr(a, TL_EXPR_UNARY, op == TL_UN_NOT ? TL_DT_BOOL : x->dtype, loc);
    if (e) {
        e->un.op = op;
        e->un.a = x;
    }
    return e;
}

tl_expr *tl_ir_select(tl_arena *a, tl_expr *c, tl_expr *x, tl_expr *y, tl_srcloc loc)
{
    if (!c || !x || !y)
        return NULL;
    tl_expr *e = new_expr(a, TL_EXPR_SELECT, x->dtype, loc);
    if (e) {
        e->sel.cond = c;
        e->sel.a = x;
        e->sel.b = y;
    }
    return e;
}

tl_expr *tl_ir_cast(tl_arena *a, tl_dtype t, tl_expr *x, tl_srcloc loc)
{
    if (!x)
        return NULL;
    tl_expr *e = new_expr(a, TL_EXPR_CAST, t, loc);
    if (e)
        e->cast.a = x;
    return e;
}

tl_expr *tl_ir_bitcast(tl_arena *a, tl_dtype t, tl_expr *x, tl_srcloc loc)
{
    tl_expr *e = tl_ir_cast(a, t, x, loc);
    if (e)
        e->cast.bits = true;
    return e;
}

tl_expr *tl_ir_call(tl_arena *a, tl_mathfn fn, tl_expr **args, int nargs, tl_srcloc loc)
{
    if (nargs < 1 || nargs > 3)
        return NULL;
    for (int i = 0; i < nargs; i++)
        if (!args[i])
            return NULL;
    tl_expr *e = new_expr(a, TL_EXPR_CALL, args[0]->dtype, loc);
    if (e) {
        e->call.fn = fn;
        e->call.nargs = nargs;
        for (int i = 0; i < nargs; i++)
            e->call.args[i] = args[i];
    }
    return e;
}

tl_expr *tl_ir_load(tl_arena *a, tl_buffer *b, tl_expr **idx, int nidx, tl_srcloc loc)
{
    if (!b)
        return NULL;
    tl_expr *e = new_expr(a, TL_EXPR_LOAD, b->dtype, loc);
    if (e) {
        e->load.buf = b;
        e->load.nidx = nidx;
        e->load.idx = idx;
    }
    return e;
}

tl_var *tl_ir_new_var(tl_arena *a, tl_kernel *k, const char *name, tl_var_kind kind, tl_dtype t,
                      tl_srcloc loc)
{
    tl_var *v = tl_arena_alloc(a, sizeof(*v));
    if (v) {
        v->name = name;
        v->kind = kind;
        v->dtype = t;
        v->id = k ? k->nvars++ : 0;
        v->loc = loc;
    }
    return v;
}

tl_buffer *tl_ir_new_buffer(tl_arena *a, tl_kernel *k, const char *name, tl_scope scope, tl_dtype t,
                            int ndim, tl_srcloc loc)
{
    if (ndim < 1 || ndim > TL_IR_MAX_DIMS)
        return NULL;
    tl_buffer *b = tl_arena_alloc(a, sizeof(*b));
    tl_expr **dims = tl_arena_array(a, (size_t)ndim, sizeof(*dims));
    if (!b || !dims)
        return NULL;
    b->name = name;
    b->scope = scope;
    b->dtype = t;
    b->ndim = ndim;
    b->dims = dims;
    b->id = k ? k->nbuffers++ : 0;
    b->param_index = -1;
    b->loc = loc;
    return b;
}

tl_stmt *tl_ir_new_stmt(tl_arena *a, tl_stmt_kind kind, tl_srcloc loc)
{
    tl_stmt *s = tl_arena_alloc(a, sizeof(*s));
    if (s) {
        s->kind = kind;
        s->loc = loc;
    }
    return s;
}

bool tl_ir_block_append(tl_arena *a, tl_block *b, tl_stmt *s)
{
    if (!s)
        return false;
    /* capacity is the next power of two at or above n */
    size_t n = b->n;
    if ((n & (n - 1)) == 0) {
        size_t cap = n ? n * 2 : 1;
        tl_stmt **items = tl_arena_grow(a, b->items, n, cap, sizeof(*items));
        if (!items)
            return false;
        b->items = items;
    }
    b->items[b->n++] = s;
    return true;
}

/* ---- helpers -------------------------------------------------------------- */

tl_expr *tl_ir_clone_expr(tl_arena *a, const tl_expr *e)
{
    if (!e)
        return NULL;
    tl_expr *c = tl_arena_alloc(a, sizeof(*c));
    if (!c)
        return NULL;
    *c = *e;
    switch (e->kind) {
    case TL_EXPR_INT:
    case TL_EXPR_FLOAT:
    case TL_EXPR_VAR:
        break;
    case TL_EXPR_BINARY:
        c->bin.a = tl_ir_clone_expr(a, e->bin.a);
        c->bin.b = tl_ir_clone_expr(a, e->bin.b);
        if (!c->bin.a || !c->bin.b)
            return NULL;
        break;
    case TL_EXPR_UNARY:
        if (!(c->un.a = tl_ir_clone_expr(a, e->un.a)))
            return NULL;
        break;
    case TL_EXPR_SELECT:
        c->sel.cond = tl_ir_clone_expr(a, e->sel.cond);
        c->sel.a = tl_ir_clone_expr(a, e->sel.a);
        c->sel.b = tl_ir_clone_expr(a, e->sel.b);
        if (!c->sel.cond || !c->sel.a || !c->sel.b)
            return NULL;
        break;
    case TL_EXPR_CAST:
        if (!(c->cast.a = tl_ir_clone_expr(a, e->cast.a)))
            return NULL;
        break;
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            if (!(c->call.args[i] = tl_ir_clone_expr(a, e->call.args[i])))
                return NULL;
        break;
    case TL_EXPR_LOAD:
        c->load.idx = tl_arena_array(a, (size_t)e->load.nidx, sizeof(tl_expr *));
        if (e->load.nidx && !c->load.idx)
            return NULL;
        for (int i = 0; i < e->load.nidx; i++)
            if (!(c->load.idx[i] = tl_ir_clone_expr(a, e->load.idx[i])))
                return NULL;
        break;
    }
    return c;
}

bool tl_ir_is_const_int(const tl_expr *e, int64_t *out)
{
    if (!e || e->kind != TL_EXPR_INT)
        return false;
    if (out)
        *out = e->i;
    return true;
}

bool tl_ir_expr_equal(const tl_expr *x, const tl_expr *y)
{
    if (x == y)
        return true;
    if (!x || !y || x->kind != y->kind || x->dtype != y->dtype)
        return false;
    switch (x->kind) {
    case TL_EXPR_INT: return x->i == y->i;
    case TL_EXPR_FLOAT: return memcmp(&x->f, &y->f, sizeof(double)) == 0;
    case TL_EXPR_VAR: return x->var == y->var;
    case TL_EXPR_BINARY:
        return x->bin.op == y->bin.op && tl_ir_expr_equal(x->bin.a, y->bin.a) &&
               tl_ir_expr_equal(x->bin.b, y->bin.b);
    case TL_EXPR_UNARY: return x->un.op == y->un.op && tl_ir_expr_equal(x->un.a, y->un.a);
    case TL_EXPR_SELECT:
        return tl_ir_expr_equal(x->sel.cond, y->sel.cond) && tl_ir_expr_equal(x->sel.a, y->sel.a) &&
               tl_ir_expr_equal(x->sel.b, y->sel.b);
    case TL_EXPR_CAST: return x->cast.bits == y->cast.bits && tl_ir_expr_equal(x->cast.a, y->cast.a);
    case TL_EXPR_CALL:
        if (x->call.fn != y->call.fn || x->call.nargs != y->call.nargs)
            return false;
        for (int i = 0; i < x->call.nargs; i++)
            if (!tl_ir_expr_equal(x->call.args[i], y->call.args[i]))
                return false;
        return true;
    case TL_EXPR_LOAD:
        if (x->load.buf != y->load.buf || x->load.nidx != y->load.nidx)
            return false;
        for (int i = 0; i < x->load.nidx; i++)
            if (!tl_ir_expr_equal(x->load.idx[i], y->load.idx[i]))
                return false;
        return true;
    }
    return false;
}

/* A linear form: sum of coef[i] * term[i] plus k, for tl_ir_const_diff. */
#define LIN_MAX_TERMS 16
typedef struct lin_form {
    const tl_expr *term[LIN_MAX_TERMS];
    int64_t coef[LIN_MAX_TERMS];
    int n;
    int64_t k;
} lin_form;

static bool lin_add_term(lin_form *f, const tl_expr *t, int64_t c)
{
    for (int i = 0; i < f->n; i++)
        if (tl_ir_expr_equal(f->term[i], t))
            return !__builtin_add_overflow(f->coef[i], c, &f->coef[i]);
    if (f->n == LIN_MAX_TERMS)
        return false;
    f->term[f->n] = t;
    f->coef[f->n++] = c;
    return true;
}

/* Adds scale * e to f; false when a coefficient overflows or e has too many
 * terms. depth bounds the recursion (the parser already bounds nesting). */
static bool lin_add(lin_form *f, const tl_expr *e, int64_t scale, int depth)
{
    int64_t c;
    if (depth > 64)
        return false;
    if (tl_ir_is_const_int(e, &c)) {
        int64_t p;
        return !__builtin_mul_overflow(c, scale, &p) && !__builtin_add_overflow(f->k, p, &f->k);
    }
    if (e->kind == TL_EXPR_UNARY && e->un.op == TL_UN_NEG)
        return scale != INT64_MIN && lin_add(f, e->un.a, -scale, depth + 1);
    if (e->kind == TL_EXPR_BINARY) {
        switch (e->bin.op) {
        case TL_BIN_ADD: return lin_add(f, e->bin.a, scale, depth + 1) && lin_add(f, e->bin.b, scale, depth + 1);
        case TL_BIN_SUB:
            return scale != INT64_MIN && lin_add(f, e->bin.a, scale, depth + 1) &&
                   lin_add(f, e->bin.b, -scale, depth + 1);
        case TL_BIN_MUL: {
            int64_t s2;
            if (tl_ir_is_const_int(e->bin.a, &c))
                return !__builtin_mul_overflow(scale, c, &s2) && lin_add(f, e->bin.b, s2, depth + 1);
            if (tl_ir_is_const_int(e->bin.b, &c))
                return !__builtin_mul_overflow(scale, c, &s2) && lin_add(f, e->bin.a, s2, depth + 1);
            break;
        }
        default: break;
        }
    }
    return lin_add_term(f, e, scale);
}

bool tl_ir_const_diff(const tl_expr *hi, const tl_expr *lo, int64_t *out)
{
    lin_form f = {0};
    if (!hi || !lo || !lin_add(&f, hi, 1, 0) || !lin_add(&f, lo, -1, 0))
        return false;
    for (int i = 0; i < f.n; i++)
        if (f.coef[i] != 0)
            return false;
    *out = f.k;
    return true;
}

const char *tl_layout_hint_name(tl_layout_hint h)
{
    switch (h) {
    case TL_LAYOUT_HINT_SWIZZLE: return "swizzle";
    case TL_LAYOUT_HINT_PAD: return "pad";
    case TL_LAYOUT_HINT_ROWS: return "rows";
    case TL_LAYOUT_HINT_REGS: return "regs";
    default: return "";
    }
}

const tl_kernel *tl_ir_find_kernel(const tl_module *m, const char *name)
{
    for (size_t i = 0; m && i < m->nkernels; i++)
        if (strcmp(m->kernels[i]->name, name) == 0)
            return m->kernels[i];
    return NULL;
}

/* Whether the comma list names holds the name of len bytes at name. */
static bool in_list(const char *names, const char *name, size_t len)
{
    for (const char *at = names; *at; at += *at == ',') {
        size_t n = strcspn(at, ",");
        if (n == len && strncmp(at, name, n) == 0)
            return true;
        at += n;
    }
    return false;
}

size_t tl_ir_keep_kernels(tl_module *m, const char *names)
{
    if (!m || !m->nkernels)
        return 0;
    if (!names || !*names)
        return m->nkernels = 1;
    for (const char *at = names; *at; at += *at == ',') {
        size_t n = strcspn(at, ",");
        bool found = false;
        for (size_t i = 0; i < m->nkernels && !found; i++)
            found = in_list(m->kernels[i]->name, at, n);
        if (!found)
            return 0; /* a name is not m's: m as it was, for the caller to report */
        at += n;
    }
    size_t kept = 0;
    for (size_t i = 0; i < m->nkernels; i++)
        if (in_list(names, m->kernels[i]->name, strlen(m->kernels[i]->name)))
            m->kernels[kept++] = m->kernels[i];
    return m->nkernels = kept;
}

const tl_global *tl_ir_find_global(const tl_module *m, const char *name)
{
    for (size_t i = 0; m && i < m->nglobals; i++)
        if (strcmp(m->globals[i].name, name) == 0)
            return &m->globals[i];
    return NULL;
}

/* ---- renaming a variable ----------------------------------------------- */

static void rename_expr(tl_expr *e, const tl_var *from, tl_var *to)
{
    if (!e)
        return;
    switch (e->kind) {
    case TL_EXPR_VAR:
        if (e->var == from)
            e->var = to;
        break;
    case TL_EXPR_LOAD:
        for (int i = 0; i < e->load.nidx; i++)
            rename_expr(e->load.idx[i], from, to);
        break;
    case TL_EXPR_BINARY: rename_expr(e->bin.a, from, to), rename_expr(e->bin.b, from, to); break;
    case TL_EXPR_UNARY: rename_expr(e->un.a, from, to); break;
    case TL_EXPR_SELECT: rename_expr(e->sel.cond, from, to), rename_expr(e->sel.a, from, to), rename_expr(e->sel.b, from, to); break;
    case TL_EXPR_CAST: rename_expr(e->cast.a, from, to); break;
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            rename_expr(e->call.args[i], from, to);
        break;
    default: break;
    }
}

void tl_ir_rename_var(tl_block *b, const tl_var *from, tl_var *to)
{
    for (size_t i = 0; i < b->n; i++) {
        tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_LET: rename_expr(s->let.value, from, to); break;
        case TL_STMT_FOR:
            for (int d = 0; d < s->loop.nvars; d++)
                rename_expr(s->loop.begin[d], from, to), rename_expr(s->loop.end[d], from, to);
            tl_ir_rename_var(&s->loop.body, from, to);
            break;
        case TL_STMT_IF:
            rename_expr(s->ifs.cond, from, to);
            tl_ir_rename_var(&s->ifs.then_body, from, to);
            tl_ir_rename_var(&s->ifs.else_body, from, to);
            break;
        case TL_STMT_WHILE:
            rename_expr(s->whiles.cond, from, to);
            tl_ir_rename_var(&s->whiles.body, from, to);
            break;
        case TL_STMT_STORE:
        case TL_STMT_PREFETCH:
            for (int d = 0; d < s->store.nidx; d++)
                rename_expr(s->store.idx[d], from, to);
            rename_expr(s->store.value, from, to);
            break;
        default: break;
        }
    }
}
