/*
 * verify.c: the tile IR verifier (tl_ir_verify). Runs after the parser and
 * may run after any pass: it trusts nothing the builder did.
 *
 * It checks, reporting each error at the node's source location:
 *   - names: kernels unique in the module; within a kernel no name declared
 *     twice while visible (params, shape dims, block indices, loop variables,
 *     lets, buffers); every variable and buffer used is in scope there;
 *   - types: every expression's dtype follows from its operands (one dtype
 *     per binary op, bool conditions, integer indices, float math), stores
 *     and lets match their target's dtype;
 *   - shapes and scopes: allocations are on-chip with constant positive dims
 *     within TL_IR_MAX_LOCAL_ELEMS; indices count the buffer's dims; loops
 *     are well formed;
 *   - tile ops: operand counts, scopes, ranks, shapes and dtypes (copy shapes
 *     agree; gemm A [M,K], B [K,N] (transposes honoured), C [M,N] fragment
 *     accumulator; reduce dst is src without `dim`; fill/clear whole buffers
 *     or slices; a slice's fixed dims have extent 1 and its ranges fit an
 *     on-chip buffer; a copy operand given by its starts alone has the tile's
 *     rank, never more: which dims it tiles would be a guess).
 * It also fills tl_region.extents and .tiled for every tile-op operand.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"
#include "ir/shape.h"
#include "util/symtab.h"

typedef struct scope_item {
    const char *name;
    const void *ptr; /* tl_var * or tl_buffer * */
} scope_item;

typedef struct verifier {
    tl_module *m;
    tl_diag *d;
    tl_diag quiet; /* used when d is NULL */
    scope_item *items; /* the names in scope, innermost last */
    size_t n, cap;
    tl_symtab names;   /* name -> index in items */
    tl_symtab ptrs;    /* tl_var * or tl_buffer * -> index in items */
    bool oom;
    int inner;         /* the innermost loop: 0 none, 1 while or range (break and continue apply), 2 another */
} verifier;

static void verr(verifier *v, tl_srcloc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void verr(verifier *v, tl_srcloc loc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    tl_diag_verror(v->d, loc, fmt, ap);
    va_end(ap);
}

/* Both lookups are hashed (util/symtab.h): a kernel of many names, or a
 * module of many kernels, verifies in linear time. */
static const scope_item *lookup(verifier *v, const char *name)
{
    size_t i = tl_symtab_find(&v->names, name, strlen(name));
    return i == TL_SYMTAB_NONE ? NULL : &v->items[i];
}

static bool visible(verifier *v, const void *ptr)
{
    return ptr && tl_symtab_find(&v->ptrs, ptr, 0) != TL_SYMTAB_NONE;
}

/* Leaves the scope whose names start at index mark. */
static void pop_to(verifier *v, size_t mark)
{
    tl_symtab_pop_to(&v->names, mark);
    tl_symtab_pop_to(&v->ptrs, mark);
    v->n = mark;
}

static void declare(verifier *v, const char *name, const void *ptr, tl_srcloc loc)
{
    if (!name || !ptr) {
        verr(v, loc, "declaration without a name");
        return;
    }
    if (lookup(v, name)) {
        verr(v, loc, "'%s' is declared twice", name);
        return;
    }
    if (v->n == v->cap) {
        size_t cap = v->cap ? 2 * v->cap : 32;
        scope_item *items = tl_arena_grow(v->m->arena, v->items, v->n, cap, sizeof(*items));
        if (!items) {
            v->oom = true;
            return;
        }
        v->items = items;
        v->cap = cap;
    }
    if (!tl_symtab_push(&v->names, name, strlen(name), v->n) || !tl_symtab_push(&v->ptrs, ptr, 0, v->n)) {
        tl_symtab_pop_to(&v->names, v->n);
        v->oom = true;
        return;
    }
    v->items[v->n++] = (scope_item){name, ptr};
}

static bool numeric(tl_dtype t)
{
    return tl_dtype_is_int(t) || tl_dtype_is_float(t);
}

/* ---- expressions ------------------------------------------------------------ */

static bool check_expr(verifier *v, const tl_expr *e);

static bool check_indices(verifier *v, const tl_buffer *b, tl_expr *const *idx, int n, tl_srcloc loc)
{
    bool ok = true;
    if (n != b->ndim) {
        verr(v, loc, "'%s' has %d dims, indexed with %d", b->name, b->ndim, n);
        return false;
    }
    for (int i = 0; i < n; i++) {
        if (!check_expr(v, idx[i]))
            ok = false;
        else if (!tl_dtype_is_int(idx[i]->dtype)) {
            verr(v, idx[i]->loc, "an index must be an integer, got %s", tl_dtype_name(idx[i]->dtype));
            ok = false;
        }
    }
    return ok;
}

/* i4, u4 and f4e2m1 are storage dtypes (ir.h): an operation computing in
 * one is refused, with the conversion to write instead. */
static bool packed_arith(verifier *v, tl_srcloc loc, const char *what, tl_dtype t)
{
    verr(v, loc, "'%s' does not compute in %s: 4-bit dtypes are loaded, stored and converted only; convert first, e.g. %s(x)",
         what, tl_dtype_name(t), tl_dtype_is_float(t) ? "f32" : "i32");
    return false;
}

static bool check_expr(verifier *v, const tl_expr *e)
{
    if (!e) {
        tl_srcloc none = {0};
        verr(v, none, "missing expression");
        return false;
    }
    if (e->dtype <= TL_DT_INVALID || e->dtype >= TL_DT_COUNT) {
        verr(v, e->loc, "expression without a valid dtype");
        return false;
    }
    switch (e->kind) {
    case TL_EXPR_INT:
        if (!tl_dtype_is_int(e->dtype) && e->dtype != TL_DT_BOOL) {
            verr(v, e->loc, "an integer literal cannot be %s", tl_dtype_name(e->dtype));
            return false;
        }
        return true;
    case TL_EXPR_FLOAT:
        if (!tl_dtype_is_float(e->dtype)) {
            verr(v, e->loc, "a float literal cannot be %s", tl_dtype_name(e->dtype));
            return false;
        }
        return true;
    case TL_EXPR_VAR:
        if (!e->var || !visible(v, e->var)) {
            verr(v, e->loc, "'%s' is used outside its scope", e->var ? e->var->name : "?");
            return false;
        }
        if (e->dtype != e->var->dtype) {
            verr(v, e->loc, "'%s' is %s but used as %s", e->var->name, tl_dtype_name(e->var->dtype),
                 tl_dtype_name(e->dtype));
            return false;
        }
        return true;
    case TL_EXPR_BINARY: {
        if (!check_expr(v, e->bin.a) || !check_expr(v, e->bin.b))
            return false;
        tl_dtype a = e->bin.a->dtype, b = e->bin.b->dtype;
        tl_binop op = e->bin.op;
        if (a != b) {
            verr(v, e->loc, "mismatched types %s and %s for '%s'", tl_dtype_name(a), tl_dtype_name(b),
                 tl_binop_name(op));
            return false;
        }
        bool logic = tl_binop_is_logic(op), to_bool = tl_binop_is_compare(op) || logic;
        if (tl_dtype_is_packed(a) && !to_bool)
            return packed_arith(v, e->loc, tl_binop_name(op), a);
        if (e->dtype != (to_bool ? TL_DT_BOOL : a)) {
            verr(v, e->loc, "'%s' has the wrong result dtype %s", tl_binop_name(op), tl_dtype_name(e->dtype));
            return false;
        }
        if (logic && a != TL_DT_BOOL) {
            verr(v, e->loc, "'%s' needs bool operands, got %s", tl_binop_name(op), tl_dtype_name(a));
            return false;
        }
        if ((op == TL_BIN_MOD || op == TL_BIN_CEILDIV || tl_binop_is_bits(op)) && !tl_dtype_is_int(a)) {
            verr(v, e->loc, "'%s' needs integer operands, got %s", tl_binop_name(op), tl_dtype_name(a));
            return false;
        }
        if (a == TL_DT_BOOL && op != TL_BIN_EQ && op != TL_BIN_NE && !logic) {
            verr(v, e->loc, "'%s' does not apply to bool operands", tl_binop_name(op));
            return false;
        }
        return true;
    }
    case TL_EXPR_UNARY:
        if (!check_expr(v, e->un.a))
            return false;
        if (tl_dtype_is_packed(e->un.a->dtype))
            return packed_arith(v, e->loc, tl_unop_name(e->un.op), e->un.a->dtype);
        if (e->un.op == TL_UN_NOT    ? e->un.a->dtype != TL_DT_BOOL || e->dtype != TL_DT_BOOL
            : e->un.op == TL_UN_BNOT ? !tl_dtype_is_int(e->un.a->dtype) || e->dtype != e->un.a->dtype
                                     : !numeric(e->un.a->dtype) || e->dtype != e->un.a->dtype) {
            verr(v, e->loc, "'%s' does not apply to %s", tl_unop_name(e->un.op), tl_dtype_name(e->un.a->dtype));
            return false;
        }
        return true;
    case TL_EXPR_SELECT:
        if (!check_expr(v, e->sel.cond) || !check_expr(v, e->sel.a) || !check_expr(v, e->sel.b))
            return false;
        if (e->sel.cond->dtype != TL_DT_BOOL) {
            verr(v, e->loc, "select's condition must be a bool, got %s", tl_dtype_name(e->sel.cond->dtype));
            return false;
        }
        if (e->sel.a->dtype != e->sel.b->dtype || e->dtype != e->sel.a->dtype) {
            verr(v, e->loc, "select's values must have one dtype, got %s and %s", tl_dtype_name(e->sel.a->dtype),
                 tl_dtype_name(e->sel.b->dtype));
            return false;
        }
        return true;
    case TL_EXPR_CAST:
        if (!check_expr(v, e->cast.a))
            return false;
        if (e->cast.bits && (e->dtype == TL_DT_BOOL || e->cast.a->dtype == TL_DT_BOOL ||
                             tl_dtype_bits(e->dtype) != tl_dtype_bits(e->cast.a->dtype))) {
            verr(v, e->loc, "bitcast needs two dtypes of one size other than bool, got %s and %s",
                 tl_dtype_name(e->cast.a->dtype), tl_dtype_name(e->dtype));
            return false;
        }
        return true;
    case TL_EXPR_CALL: {
        tl_mathfn fn = e->call.fn;
        if ((unsigned)fn >= TL_FN_COUNT || e->call.nargs != tl_mathfn_arity(fn)) {
            verr(v, e->loc, "%s takes %d argument(s), got %d", tl_mathfn_name(fn), tl_mathfn_arity(fn),
                 e->call.nargs);
            return false;
        }
        for (int i = 0; i < e->call.nargs; i++)
            if (!check_expr(v, e->call.args[i]))
                return false;
        tl_dtype t = e->call.args[0]->dtype;
        if (tl_dtype_is_packed(t))
            return packed_arith(v, e->loc, tl_mathfn_name(fn), t);
        if (tl_mathfn_is_warp(fn)) {
            /* where it stands: verify_threads.c */
            bool vote = fn == TL_FN_WARP_ANY || fn == TL_FN_WARP_ALL;
            if ((e->call.nargs == 2 && e->call.args[1]->dtype != TL_DT_I32) || (vote != (t == TL_DT_BOOL) && e->call.nargs == 1)) {
                verr(v, e->loc, "%s has arguments of the wrong dtype", tl_mathfn_name(fn));
                return false;
            }
            if (e->dtype != t) {
                verr(v, e->loc, "%s has the wrong result dtype %s", tl_mathfn_name(fn), tl_dtype_name(e->dtype));
                return false;
            }
            return true;
        }
        for (int i = 1; i < e->call.nargs; i++)
            if (e->call.args[i]->dtype != t) {
                verr(v, e->loc, "%s's arguments must have one dtype, got %s and %s", tl_mathfn_name(fn),
                     tl_dtype_name(t), tl_dtype_name(e->call.args[i]->dtype));
                return false;
            }
        bool any_number = tl_mathfn_takes_ints(fn);
        if (any_number ? !numeric(t) : !tl_dtype_is_float(t)) {
            verr(v, e->loc, "%s needs %s arguments, got %s", tl_mathfn_name(fn), any_number ? "numeric" : "float",
                 tl_dtype_name(t));
            return false;
        }
        if (e->dtype != t) {
            verr(v, e->loc, "%s has the wrong result dtype %s", tl_mathfn_name(fn), tl_dtype_name(e->dtype));
            return false;
        }
        return true;
    }
    case TL_EXPR_LOAD: {
        const tl_buffer *b = e->load.buf;
        if (!b || !visible(v, b)) {
            verr(v, e->loc, "buffer '%s' is used outside its scope", b ? b->name : "?");
            return false;
        }
        if (e->dtype != b->dtype) {
            verr(v, e->loc, "a load of '%s' must be %s", b->name, tl_dtype_name(b->dtype));
            return false;
        }
        return check_indices(v, b, e->load.idx, e->load.nidx, e->loc);
    }
    }
    verr(v, e->loc, "unknown expression kind %d", (int)e->kind);
    return false;
}

/* ---- shapes ----------------------------------------------------------------- */

static void format_shape(char *buf, size_t cap, tl_expr *const *dims, int n)
{
    size_t used = 0;
    used += (size_t)snprintf(buf + used, cap - used, "[");
    for (int i = 0; i < n && used < cap; i++) {
        const tl_expr *d = dims[i];
        if (d && d->kind == TL_EXPR_INT)
            used += (size_t)snprintf(buf + used, cap - used, "%s%lld", i ? ", " : "", (long long)d->i);
        else if (d && d->kind == TL_EXPR_VAR)
            used += (size_t)snprintf(buf + used, cap - used, "%s%s", i ? ", " : "", d->var->name);
        else
            used += (size_t)snprintf(buf + used, cap - used, "%s?", i ? ", " : "");
    }
    if (used < cap)
        snprintf(buf + used, cap - used, "]");
}

static bool dims_equal(const tl_expr *a, const tl_expr *b)
{
    return tl_ir_expr_equal(a, b);
}

static bool is_whole(const tl_region *r)
{
    return r->starts == NULL;
}

static bool oom_if_null(verifier *v, const void *p)
{
    if (!p)
        v->oom = true;
    return p != NULL;
}

/* Sets r's extents: the tile shape `tile` (rank t) over all of r's dims,
 * which must be as many (a lower rank would leave it to a guess which dims are
 * tiled). Reports when the ranks differ or a constant tile does not fit an
 * on-chip buffer. */
static bool fit_region(verifier *v, tl_region *r, tl_expr *const *tile, int t, const char *opname)
{
    tl_buffer *b = r->buf;
    if (b->ndim < t) {
        verr(v, r->loc, "%s: '%s' has %d dim%s, fewer than the tile's %d", opname, b->name, b->ndim,
             b->ndim == 1 ? "" : "s", t);
        return false;
    }
    if (b->ndim > t) {
        /* Say how to write what the old trailing-dim reading meant. */
        char *hint = NULL;
        size_t hlen = 0;
        int64_t s0;
        FILE *h = open_memstream(&hint, &hlen);
        if (h) {
            fprintf(h, "%s[", b->name);
            for (int i = 0; i < b->ndim; i++) {
                const tl_expr *st = r->starts ? r->starts[i] : NULL;
                fputs(i ? ", " : "", h);
                if (i < b->ndim - t) {
                    if (st)
                        tl_ir_print_expr(h, st);
                    else
                        fputc('0', h);
                } else if (!st || (tl_ir_is_const_int(st, &s0) && s0 == 0)) {
                    fputs("0 : ", h);
                    tl_ir_print_expr(h, tile[i - (b->ndim - t)]);
                } else {
                    tl_ir_print_expr(h, st);
                    fputs(" : ", h);
                    tl_ir_print_expr(h, st);
                    fputs(" + ", h);
                    tl_ir_print_expr(h, tile[i - (b->ndim - t)]);
                }
            }
            fputc(']', h);
            fclose(h);
        }
        verr(v, r->loc,
             "%s: '%s' has %d dims but the tile has %d, so which dims are tiled is ambiguous; write a slice "
             "that ranges over the tile's dims and fixes the others (%s ranges over the last %d)",
             opname, b->name, b->ndim, t, hint ? hint : "", t);
        free(hint);
        return false;
    }
    tl_expr **ext = tl_arena_array(v->m->arena, (size_t)b->ndim, sizeof(*ext));
    if (!oom_if_null(v, ext))
        return false;
    for (int i = 0; i < b->ndim; i++) {
        ext[i] = tile[i];
        int64_t te, be;
        if (b->scope != TL_SCOPE_GLOBAL && tl_ir_is_const_int(ext[i], &te) && tl_ir_is_const_int(b->dims[i], &be) &&
            te > be) {
            char ts[128], bs[128];
            format_shape(ts, sizeof ts, tile, t);
            format_shape(bs, sizeof bs, b->dims, b->ndim);
            verr(v, r->loc, "%s: the tile %s does not fit in '%s' %s", opname, ts, b->name, bs);
            return false;
        }
    }
    r->extents = ext;
    r->tiled = (uint8_t)((1u << b->ndim) - 1u);
    return true;
}

/* A slice's tile shape (the extents of its tile dims, in order) into tile;
 * returns its rank. Checks that a constant range fits an on-chip buffer. */
static int slice_shape(verifier *v, tl_region *r, const char *opname, tl_expr **tile)
{
    tl_buffer *b = r->buf;
    int t = 0;
    if (!r->extents || !r->tiled || (r->tiled >> b->ndim)) {
        verr(v, r->loc, "%s: the slice of '%s' has no tile dims", opname, b->name);
        return -1;
    }
    for (int i = 0; i < b->ndim; i++) {
        if (!r->extents[i]) {
            verr(v, r->loc, "%s: the slice of '%s' has no extent for dim %d", opname, b->name, i);
            return -1;
        }
        int64_t e, s0, n;
        if (!(r->tiled & (1u << i))) {
            if (!tl_ir_is_const_int(r->extents[i], &e) || e != 1) {
                verr(v, r->loc, "%s: the fixed dim %d of '%s' must have extent 1", opname, i, b->name);
                return -1;
            }
            if (b->scope != TL_SCOPE_GLOBAL && tl_ir_is_const_int(r->starts[i], &s0) &&
                tl_ir_is_const_int(b->dims[i], &n) && (s0 < 0 || s0 >= n)) {
                char bs[128];
                format_shape(bs, sizeof bs, b->dims, b->ndim);
                verr(v, r->loc, "%s: index %lld of dim %d is outside '%s' %s", opname, (long long)s0, i, b->name, bs);
                return -1;
            }
            continue;
        }
        tile[t++] = r->extents[i];
        if (b->scope != TL_SCOPE_GLOBAL && tl_ir_is_const_int(r->extents[i], &e) &&
            tl_ir_is_const_int(b->dims[i], &n) &&
            (e > n || (tl_ir_is_const_int(r->starts[i], &s0) && (s0 < 0 || s0 + e > n)))) {
            char bs[128];
            format_shape(bs, sizeof bs, b->dims, b->ndim);
            verr(v, r->loc, "%s: the range of dim %d (extent %lld) does not fit in '%s' %s", opname, i,
                 (long long)e, b->name, bs);
            return -1;
        }
    }
    return t;
}

static bool check_region(verifier *v, tl_region *r, const char *opname, int argno)
{
    if (!r->buf) {
        verr(v, r->loc, "%s: operand %d has no buffer", opname, argno);
        return false;
    }
    if (!visible(v, r->buf)) {
        verr(v, r->loc, "%s: buffer '%s' is used outside its scope", opname, r->buf->name);
        return false;
    }
    if (r->slice && !r->starts) {
        verr(v, r->loc, "%s: the slice of '%s' has no starts", opname, r->buf->name);
        return false;
    }
    if (r->starts)
        return check_indices(v, r->buf, r->starts, r->buf->ndim, r->loc);
    return true;
}

static bool need_whole(verifier *v, tl_region *r, const char *opname, const char *role)
{
    if (is_whole(r)) {
        r->extents = r->buf->dims;
        r->tiled = (uint8_t)((1u << r->buf->ndim) - 1u);
        return true;
    }
    verr(v, r->loc, "%s: %s must be a whole buffer ('%s', not a tile of it)", opname, role, r->buf->name);
    return false;
}

/* fill and clear: a whole buffer or a slice of one. */
static bool need_whole_or_slice(verifier *v, tl_region *r, const char *opname)
{
    if (r->slice) {
        tl_expr *tile[TL_IR_MAX_DIMS];
        return slice_shape(v, r, opname, tile) >= 0;
    }
    if (is_whole(r))
        return need_whole(v, r, opname, "dst");
    verr(v, r->loc, "%s: dst must be a whole buffer or a slice ('%s[..., lo : hi, ...]'), not a start index",
         opname, r->buf->name);
    return false;
}

static bool on_chip(const tl_buffer *b)
{
    return b->scope != TL_SCOPE_GLOBAL;
}

static bool same_extent(const tl_expr *a, const tl_expr *b)
{
    int64_t x, y;
    if (tl_ir_is_const_int(a, &x) && tl_ir_is_const_int(b, &y))
        return x == y;
    return dims_equal(a, b);
}

/* A hint for a shape mismatch that a symbolic extent may cause: "" when the
 * two shapes are constant. */
static const char *symbolic_hint(tl_expr *const *a, int na, tl_expr *const *b, int nb)
{
    int64_t v;
    for (int i = 0; i < na + nb; i++)
        if (!tl_ir_is_const_int(i < na ? a[i] : b[i - na], &v))
            return " (a symbolic extent never equals a constant one: fix the dim with a const or -D, or write a "
                   "range lo : lo + N)";
    return "";
}

/* copy and the atomics: the tile's shape comes from a slice or a whole buffer
 * (one whole, or two whole of different memories: the on-chip one's); an
 * operand given by its starts alone takes it, at the same rank. */
static bool check_copy_like(verifier *v, tl_stmt *s, const char *opname)
{
    tl_region *src = &s->tile.args[0], *dst = &s->tile.args[1];
    tl_buffer *a = src->buf, *b = dst->buf;
    if (a->dtype == TL_DT_BOOL ? b->dtype != TL_DT_BOOL : b->dtype == TL_DT_BOOL) {
        verr(v, s->loc, "%s: cannot convert %s to %s", opname, tl_dtype_name(a->dtype), tl_dtype_name(b->dtype));
        return false;
    }
    if (tl_tileop_is_atomic(s->tile.op)) {
        if (b->scope != TL_SCOPE_GLOBAL && b->scope != TL_SCOPE_SHARED) {
            verr(v, dst->loc, "%s: dst must be a global or shared buffer, '%s' is %s", opname, b->name,
                 tl_scope_name(b->scope));
            return false;
        }
        if (!numeric(b->dtype)) {
            verr(v, dst->loc, "%s: dst must be numeric, '%s' is %s", opname, b->name, tl_dtype_name(b->dtype));
            return false;
        }
    }
    tl_expr *ts[TL_IR_MAX_DIMS], *td[TL_IR_MAX_DIMS];
    int ns = -1, nd = -1;
    if (src->slice && (ns = slice_shape(v, src, opname, ts)) < 0)
        return false;
    if (dst->slice && (nd = slice_shape(v, dst, opname, td)) < 0)
        return false;
    if (ns >= 0 && nd >= 0) {
        bool same = ns == nd;
        for (int i = 0; same && i < ns; i++)
            same = same_extent(ts[i], td[i]);
        if (!same) {
            char as[128], bs[128];
            format_shape(as, sizeof as, ts, ns);
            format_shape(bs, sizeof bs, td, nd);
            verr(v, s->loc, "%s: tile shapes differ: the slice of '%s' is %s, that of '%s' is %s%s", opname, a->name,
                 as, b->name, bs, symbolic_hint(ts, ns, td, nd));
            return false;
        }
        return true;
    }
    if (ns >= 0 || nd >= 0) {
        tl_region *other = ns >= 0 ? dst : src;
        tl_expr *const *tile = ns >= 0 ? ts : td;
        int t = ns >= 0 ? ns : nd;
        const tl_region *sl = ns >= 0 ? src : dst;
        if (is_whole(other)) {
            tl_buffer *o = other->buf;
            bool same = o->ndim == t;
            for (int i = 0; same && i < t; i++)
                same = same_extent(o->dims[i], tile[i]);
            if (!same) {
                char as[128], bs[128];
                format_shape(as, sizeof as, tile, t);
                format_shape(bs, sizeof bs, o->dims, o->ndim);
                verr(v, s->loc, "%s: shapes differ: the slice of '%s' is %s, '%s' is %s%s", opname, sl->buf->name, as,
                     o->name, bs, symbolic_hint(tile, t, o->dims, o->ndim));
                return false;
            }
            other->extents = o->dims;
            other->tiled = (uint8_t)((1u << o->ndim) - 1u);
            return true;
        }
        return fit_region(v, other, tile, t, opname);
    }
    tl_expr *const *tile;
    int t;
    if (is_whole(src) && is_whole(dst)) {
        /* the tile is the on-chip side's shape; two of a kind must agree */
        bool same = a->ndim == b->ndim;
        for (int i = 0; same && i < a->ndim; i++)
            same = dims_equal(a->dims[i], b->dims[i]);
        if (!same && (on_chip(a) == on_chip(b))) {
            char as[128], bs[128];
            format_shape(as, sizeof as, a->dims, a->ndim);
            format_shape(bs, sizeof bs, b->dims, b->ndim);
            verr(v, s->loc, "%s: shapes differ: '%s' is %s, '%s' is %s", opname, a->name, as, b->name, bs);
            return false;
        }
        const tl_buffer *shape = on_chip(b) && !on_chip(a) ? b : a;
        tile = shape->dims;
        t = shape->ndim;
    } else if (is_whole(src)) {
        tile = a->dims;
        t = a->ndim;
    } else if (is_whole(dst)) {
        tile = b->dims;
        t = b->ndim;
    } else {
        verr(v, s->loc, "%s: one operand must be a whole buffer or a slice to give the tile's shape", opname);
        return false;
    }
    return fit_region(v, src, tile, t, opname) && fit_region(v, dst, tile, t, opname);
}

/* A gemm or reduction operand: a whole buffer, or a slice of an on-chip
 * buffer (its tile, the slice's ranges in order, read and written in
 * place: the backends stage it through a buffer of its shape). Its shape
 * into shape, its rank into *rank. */
static bool operand_shape(verifier *v, tl_region *r, const char *opname, const char *role, tl_expr **shape,
                          int *rank)
{
    if (r->slice) {
        if (r->buf->scope == TL_SCOPE_GLOBAL) {
            verr(v, r->loc, "%s: %s must be on chip, '%s' is global", opname, role, r->buf->name);
            return false;
        }
        *rank = slice_shape(v, r, opname, shape);
        return *rank > 0;
    }
    if (!is_whole(r)) {
        verr(v, r->loc, "%s: %s must be a whole buffer or a slice ('%s[..., lo : hi, ...]'), not a start index",
             opname, role, r->buf->name);
        return false;
    }
    if (!need_whole(v, r, opname, role))
        return false;
    for (int i = 0; i < r->buf->ndim; i++)
        shape[i] = r->buf->dims[i];
    *rank = r->buf->ndim;
    return true;
}

/* Two operands of s are one buffer's storage (the same buffer, or views of
 * it) and one of them is a slice: an error, since where they overlap the
 * order of reads and writes would matter. */
static bool slices_apart(verifier *v, const tl_stmt *s)
{
    for (int i = 0; i < s->tile.nargs; i++)
        for (int j = i + 1; j < s->tile.nargs; j++) {
            const tl_region *ri = &s->tile.args[i], *rj = &s->tile.args[j];
            const tl_buffer *bi = ri->buf->view_of ? ri->buf->view_of : ri->buf;
            const tl_buffer *bj = rj->buf->view_of ? rj->buf->view_of : rj->buf;
            if (bi == bj && (ri->slice || rj->slice)) {
                verr(v, rj->loc, "%s: operands %d and %d are both '%s' (or views of it); with a slice among them, "
                                 "copy one into a buffer of its own", tl_tileop_name(s->tile.op), i + 1, j + 1,
                     bi->name);
                return false;
            }
        }
    return true;
}

static bool check_gemm(verifier *v, tl_stmt *s)
{
    tl_region *ra = &s->tile.args[0], *rb = &s->tile.args[1], *rc = &s->tile.args[2];
    const char *roles[3] = {"A", "B", "C"};
    tl_expr *shp[3][TL_IR_MAX_DIMS];
    int rank[3];
    for (int i = 0; i < 3; i++)
        if (!operand_shape(v, &s->tile.args[i], "gemm", roles[i], shp[i], &rank[i]))
            return false;
    if (!slices_apart(v, s))
        return false;
    tl_buffer *a = ra->buf, *b = rb->buf, *c = rc->buf;
    tl_buffer *bufs[3] = {a, b, c};
    for (int i = 0; i < 3; i++)
        if (rank[i] != 2) {
            verr(v, s->tile.args[i].loc, "gemm: %s must be 2-D, '%s'%s has %d dim%s", roles[i], bufs[i]->name,
                 s->tile.args[i].slice ? " (its slice)" : "", rank[i], rank[i] == 1 ? "" : "s");
            return false;
        }
    for (int i = 0; i < 2; i++)
        if (bufs[i]->scope != TL_SCOPE_SHARED && bufs[i]->scope != TL_SCOPE_FRAGMENT) {
            verr(v, s->tile.args[i].loc, "gemm: %s must be in shared or fragment memory, '%s' is %s", roles[i],
                 bufs[i]->name, tl_scope_name(bufs[i]->scope));
            return false;
        }
    if (c->scope != TL_SCOPE_FRAGMENT) {
        verr(v, rc->loc, "gemm: the accumulator C must be a fragment, '%s' is %s", c->name, tl_scope_name(c->scope));
        return false;
    }
    /* (the two fp8 types mix: each product is exact in f32 either way) */
    bool fp8_pair = (a->dtype == TL_DT_F8E4M3 || a->dtype == TL_DT_F8E5M2) && (b->dtype == TL_DT_F8E4M3 || b->dtype == TL_DT_F8E5M2);
    if (a->dtype != b->dtype && !fp8_pair) {
        verr(v, s->loc, "gemm: A and B must have one dtype, got %s and %s", tl_dtype_name(a->dtype),
             tl_dtype_name(b->dtype));
        return false;
    }
    bool ok_acc;
    if (tl_dtype_is_float(a->dtype))
        ok_acc = tl_dtype_is_float(c->dtype) && tl_dtype_bits(c->dtype) >= tl_dtype_bits(a->dtype) &&
                 !(a->dtype == TL_DT_BF16 && c->dtype == TL_DT_F16) && !(a->dtype == TL_DT_F16 && c->dtype == TL_DT_BF16);
    else if (tl_dtype_is_int(a->dtype) && tl_dtype_bits(a->dtype) == 8)
        ok_acc = c->dtype == TL_DT_I32;
    else
        ok_acc = false;
    if (s->tile.precision == TL_PRECISION_TF32 && (a->dtype != TL_DT_F32 || c->dtype != TL_DT_F32)) {
        verr(v, s->loc, "gemm: precision=tf32 is for f32 operands into an f32 accumulator, got %s into %s",
             tl_dtype_name(a->dtype), tl_dtype_name(c->dtype));
        return false;
    }
    if (!ok_acc) {
        verr(v, rc->loc, "gemm: %s inputs cannot accumulate into %s%s", tl_dtype_name(a->dtype),
             tl_dtype_name(c->dtype),
             tl_dtype_is_float(a->dtype) ? " (use a float at least as wide)" : " (8-bit ints accumulate in i32)");
        return false;
    }
    int64_t am, ak, bk, bn, cm, cn;
    if (!tl_ir_is_const_int(shp[0][0], &am) || !tl_ir_is_const_int(shp[0][1], &ak) ||
        !tl_ir_is_const_int(shp[1][0], &bk) || !tl_ir_is_const_int(shp[1][1], &bn) ||
        !tl_ir_is_const_int(shp[2][0], &cm) || !tl_ir_is_const_int(shp[2][1], &cn)) {
        verr(v, s->loc, "gemm: operand shapes must be constant");
        return false;
    }
    int64_t M = am, K = ak, K2 = bk, N = bn;
    if (s->tile.transpose_a) {
        M = ak;
        K = am;
    }
    if (s->tile.transpose_b) {
        K2 = bn;
        N = bk;
    }
    if (K != K2) {
        verr(v, s->loc, "gemm: inner dims differ: A%s is [%lld, %lld], B%s is [%lld, %lld] (K %lld vs %lld)",
             s->tile.transpose_a ? "^T" : "", (long long)M, (long long)K, s->tile.transpose_b ? "^T" : "",
             (long long)K2, (long long)N, (long long)K, (long long)K2);
        return false;
    }
    if (cm != M || cn != N) {
        verr(v, rc->loc, "gemm: C must be [%lld, %lld] (M x N), '%s'%s is [%lld, %lld]", (long long)M, (long long)N,
             c->name, rc->slice ? " (its slice)" : "", (long long)cm, (long long)cn);
        return false;
    }
    return true;
}

static bool check_reduce(verifier *v, tl_stmt *s)
{
    const char *opname = tl_tileop_name(s->tile.op);
    tl_region *rs = &s->tile.args[0], *rd = &s->tile.args[1];
    tl_expr *ashape[TL_IR_MAX_DIMS], *bshape[TL_IR_MAX_DIMS];
    int arank, brank;
    if (!operand_shape(v, rs, opname, "src", ashape, &arank) || !operand_shape(v, rd, opname, "dst", bshape, &brank) ||
        !slices_apart(v, s))
        return false;
    tl_buffer *a = rs->buf, *b = rd->buf;
    if (!on_chip(a) || !on_chip(b)) {
        const tl_region *r = on_chip(a) ? rd : rs;
        verr(v, r->loc, "%s: operands must be shared, fragment or local buffers, '%s' is global", opname,
             r->buf->name);
        return false;
    }
    if (!numeric(a->dtype)) {
        verr(v, rs->loc, "%s: src must be numeric, '%s' is %s", opname, a->name, tl_dtype_name(a->dtype));
        return false;
    }
    if (a->dtype != b->dtype) {
        verr(v, rd->loc, "%s: src and dst must have one dtype, got %s and %s", opname, tl_dtype_name(a->dtype),
             tl_dtype_name(b->dtype));
        return false;
    }
    int dim = s->tile.dim;
    if (dim < 0 || dim >= arank) {
        verr(v, s->loc, "%s: dim=%d is out of range for '%s'%s, which has %d dim%s", opname, dim, a->name,
             rs->slice ? " (its slice)" : "", arank,
             arank == 1 ? "" : "s");
        return false;
    }
    /* dst is src without dim; a 1-D src reduces to [1] */
    tl_expr *want[TL_IR_MAX_DIMS];
    int n = 0;
    for (int i = 0; i < arank; i++)
        if (i != dim)
            want[n++] = ashape[i];
    bool ok;
    if (n == 0) {
        int64_t one;
        ok = brank == 1 && tl_ir_is_const_int(bshape[0], &one) && one == 1;
    } else {
        ok = brank == n;
        for (int i = 0; ok && i < n; i++)
            ok = dims_equal(want[i], bshape[i]);
    }
    if (!ok) {
        char as[128], ws[128], bs[128];
        format_shape(as, sizeof as, ashape, arank);
        if (n == 0)
            snprintf(ws, sizeof ws, "[1]");
        else
            format_shape(ws, sizeof ws, want, n);
        format_shape(bs, sizeof bs, bshape, brank);
        verr(v, rd->loc, "%s: reducing %s along dim %d gives %s, but '%s'%s is %s", opname, as, dim, ws, b->name,
             rd->slice ? " (its slice)" : "", bs);
        return false;
    }
    return true;
}

/* cumsum, cummax: whole on-chip src and dst of one shape and dtype. */
static bool check_scan(verifier *v, tl_stmt *s)
{
    const char *opname = tl_tileop_name(s->tile.op);
    tl_region *rs = &s->tile.args[0], *rd = &s->tile.args[1];
    if (!need_whole(v, rs, opname, "src") || !need_whole(v, rd, opname, "dst"))
        return false;
    tl_buffer *a = rs->buf, *b = rd->buf;
    if (!on_chip(a) || !on_chip(b)) {
        const tl_region *r = on_chip(a) ? rd : rs;
        verr(v, r->loc, "%s: operands must be shared, fragment or local buffers, '%s' is global", opname,
             r->buf->name);
        return false;
    }
    if (!numeric(a->dtype)) {
        verr(v, rs->loc, "%s: src must be numeric, '%s' is %s", opname, a->name, tl_dtype_name(a->dtype));
        return false;
    }
    if (a->dtype != b->dtype) {
        verr(v, rd->loc, "%s: src and dst must have one dtype, got %s and %s", opname, tl_dtype_name(a->dtype),
             tl_dtype_name(b->dtype));
        return false;
    }
    bool same = a->ndim == b->ndim;
    for (int i = 0; same && i < a->ndim; i++)
        same = dims_equal(a->dims[i], b->dims[i]);
    if (!same) {
        char as[128], bs[128];
        format_shape(as, sizeof as, a->dims, a->ndim);
        format_shape(bs, sizeof bs, b->dims, b->ndim);
        verr(v, rd->loc, "%s: dst must have src's shape %s, '%s' is %s", opname, as, b->name, bs);
        return false;
    }
    if (s->tile.dim < 0 || s->tile.dim >= a->ndim) {
        verr(v, s->loc, "%s: dim=%d is out of range for '%s', which has %d dim%s", opname, s->tile.dim, a->name,
             a->ndim, a->ndim == 1 ? "" : "s");
        return false;
    }
    return true;
}

static bool check_tile(verifier *v, tl_stmt *s)
{
    if ((unsigned)s->tile.op >= TL_TILE_COUNT) {
        verr(v, s->loc, "unknown tile op %d", (int)s->tile.op);
        return false;
    }
    const char *opname = tl_tileop_name(s->tile.op);
    int want = tl_tileop_nregions(s->tile.op);
    if (s->tile.nargs != want) {
        verr(v, s->loc, "%s takes %d buffer operand%s, got %d", opname, want, want == 1 ? "" : "s", s->tile.nargs);
        return false;
    }
    for (int i = 0; i < s->tile.nargs; i++)
        if (!check_region(v, &s->tile.args[i], opname, i + 1))
            return false;
    /* 4-bit buffers are copied, filled and cleared; the other tile ops
     * compute in their dtype (and an atomic cannot be a nibble's) */
    if (s->tile.op != TL_TILE_COPY && s->tile.op != TL_TILE_FILL && s->tile.op != TL_TILE_CLEAR)
        for (int i = 0; i < s->tile.nargs; i++)
            if (tl_dtype_is_packed(s->tile.args[i].buf->dtype)) {
                verr(v, s->tile.args[i].loc, "%s does not take 4-bit operands ('%s' is %s): copy it into a buffer of a wider dtype first",
                     opname, s->tile.args[i].buf->name, tl_dtype_name(s->tile.args[i].buf->dtype));
                return false;
            }
    switch (s->tile.op) {
    case TL_TILE_COPY:
    case TL_TILE_ATOMIC_ADD:
    case TL_TILE_ATOMIC_MAX:
    case TL_TILE_ATOMIC_MIN: return check_copy_like(v, s, opname);
    case TL_TILE_CUMSUM:
    case TL_TILE_CUMMAX: return check_scan(v, s);
    case TL_TILE_FILL:
        if (!need_whole_or_slice(v, &s->tile.args[0], opname) || !check_expr(v, s->tile.value))
            return false;
        if (s->tile.value->dtype != s->tile.args[0].buf->dtype) {
            verr(v, s->tile.value->loc, "fill: the value is %s but '%s' is %s", tl_dtype_name(s->tile.value->dtype),
                 s->tile.args[0].buf->name, tl_dtype_name(s->tile.args[0].buf->dtype));
            return false;
        }
        return true;
    case TL_TILE_CLEAR: return need_whole_or_slice(v, &s->tile.args[0], opname);
    case TL_TILE_GEMM: return check_gemm(v, s);
    default: return check_reduce(v, s);
    }
}

/* ---- statements --------------------------------------------------------------- */

static void check_block(verifier *v, const tl_block *b);

static void check_alloc(verifier *v, tl_stmt *s)
{
    tl_buffer *b = s->alloc.buf;
    if (!b) {
        verr(v, s->loc, "allocation without a buffer");
        return;
    }
    if (b->view_of && b->scope == TL_SCOPE_GLOBAL) {
        /* a tensor's view: dims of shape dims and constants whose product
         * is provably the tensor's (ir/shape.h) */
        const tl_buffer *x = b->view_of;
        const tl_expr *bad;
        bool dims_ok = b->ndim >= 1 && b->ndim <= TL_IR_MAX_DIMS;
        for (int i = 0; dims_ok && i < b->ndim; i++)
            dims_ok = tl_dim_expr_ok(b->dims[i], &bad);
        if (!visible(v, x) || x->scope != TL_SCOPE_GLOBAL || x->view_of || x->param_index < 0)
            verr(v, b->loc, "view '%s': '%s' is not a tensor parameter in scope here", b->name, x->name);
        else if (x->dtype != b->dtype || !dims_ok || tl_dim_products_equal(b->dims, b->ndim, x->dims, x->ndim) != 1)
            verr(v, b->loc, "view '%s' (%s, %d dims) does not match tensor '%s' (%s): same dtype, and dims whose product is provably the tensor's",
                 b->name, tl_dtype_name(b->dtype), b->ndim, x->name, tl_dtype_name(x->dtype));
        declare(v, b->name, b, b->loc);
        return;
    }
    if (b->view_of) {
        const tl_buffer *x = b->view_of;
        int64_t nb = 1, nx = 1, d;
        for (int i = 0; i < b->ndim; i++)
            nb *= tl_ir_is_const_int(b->dims[i], &d) ? d : 0;
        for (int i = 0; i < x->ndim; i++)
            nx *= tl_ir_is_const_int(x->dims[i], &d) ? d : 0;
        if (!visible(v, x) || x->scope == TL_SCOPE_GLOBAL || x->view_of)
            verr(v, b->loc, "view '%s': '%s' is not an on-chip buffer of its own in scope here", b->name, x->name);
        else if (x->dtype != b->dtype || x->scope != b->scope || nb != nx)
            verr(v, b->loc, "view '%s' (%s %s, %lld elements) does not match '%s' (%s %s, %lld elements)", b->name,
                 tl_scope_name(b->scope), tl_dtype_name(b->dtype), (long long)nb, x->name, tl_scope_name(x->scope),
                 tl_dtype_name(x->dtype), (long long)nx);
    }
    if (b->layout_hint == TL_LAYOUT_HINT_ROWS ? b->scope != TL_SCOPE_FRAGMENT
                                              : b->layout_hint != TL_LAYOUT_HINT_NONE && b->scope != TL_SCOPE_SHARED)
        verr(v, b->loc, "'%s': layout(%s) is for %s buffers, '%s' is %s", b->name, tl_layout_hint_name(b->layout_hint),
             b->layout_hint == TL_LAYOUT_HINT_ROWS ? "fragment" : "shared", b->name, tl_scope_name(b->scope));
    if (b->scope == TL_SCOPE_GLOBAL) {
        verr(v, b->loc, "'%s': a kernel cannot allocate global memory; pass a tensor parameter", b->name);
    } else if (b->dtype <= TL_DT_INVALID || b->dtype >= TL_DT_COUNT) {
        verr(v, b->loc, "'%s' has no valid dtype", b->name);
    } else if (b->ndim < 1 || b->ndim > TL_IR_MAX_DIMS) {
        verr(v, b->loc, "'%s' has %d dims (1 to %d allowed)", b->name, b->ndim, TL_IR_MAX_DIMS);
    } else {
        int64_t total = 1;
        for (int i = 0; i < b->ndim; i++) {
            int64_t d;
            if (!tl_ir_is_const_int(b->dims[i], &d) || d < 1) {
                verr(v, b->loc, "'%s': dim %d must be a positive constant", b->name, i);
                break;
            }
            if (__builtin_mul_overflow(total, d, &total) || total > TL_IR_MAX_LOCAL_ELEMS) {
                verr(v, b->loc, "'%s' is too large (more than %lld elements)", b->name,
                     (long long)TL_IR_MAX_LOCAL_ELEMS);
                break;
            }
        }
    }
    declare(v, b->name, b, b->loc);
}

static void check_stmt(verifier *v, tl_stmt *s)
{
    switch (s->kind) {
    case TL_STMT_ALLOC: check_alloc(v, s); return;
    case TL_STMT_LET:
        if (!s->let.var) {
            verr(v, s->loc, "let without a variable");
            return;
        }
        if (check_expr(v, s->let.value) && s->let.value->dtype != s->let.var->dtype)
            verr(v, s->loc, "'%s' is %s but its value is %s", s->let.var->name, tl_dtype_name(s->let.var->dtype),
                 tl_dtype_name(s->let.value->dtype));
        if (s->let.assign) {
            if (s->let.var->kind != TL_VAR_MUT)
                verr(v, s->loc, "'%s' is not a var and cannot be assigned to", s->let.var->name);
            else if (!visible(v, s->let.var))
                verr(v, s->loc, "var '%s' is assigned outside its scope", s->let.var->name);
            return;
        }
        if (s->let.var->kind != TL_VAR_LET && s->let.var->kind != TL_VAR_MUT)
            verr(v, s->loc, "'%s' is declared by a let but is not a let or var variable", s->let.var->name);
        declare(v, s->let.var->name, s->let.var, s->let.var->loc);
        return;
    case TL_STMT_WHILE: {
        if (check_expr(v, s->whiles.cond) && s->whiles.cond->dtype != TL_DT_BOOL)
            verr(v, s->whiles.cond->loc, "a while condition must be a bool, got %s",
                 tl_dtype_name(s->whiles.cond->dtype));
        int saved = v->inner;
        v->inner = 1;
        check_block(v, &s->whiles.body);
        v->inner = saved;
        return;
    }
    case TL_STMT_BREAK:
    case TL_STMT_CONTINUE:
        if (v->inner != 1)
            verr(v, s->loc, "'%s' %s", s->kind == TL_STMT_BREAK ? "break" : "continue",
                 v->inner ? "leaves only a while or range loop" : "is outside any loop");
        return;
    case TL_STMT_FOR: {
        int n = s->loop.kind == TL_LOOP_PARALLEL ? s->loop.nvars : 1;
        if (s->loop.nvars < 1 || s->loop.nvars > TL_IR_MAX_LOOP_VARS ||
            (s->loop.kind != TL_LOOP_PARALLEL && s->loop.nvars != 1)) {
            verr(v, s->loc, "a %s loop cannot have %d variables", tl_loop_kind_name(s->loop.kind), s->loop.nvars);
            return;
        }
        for (int i = 0; i < n; i++) {
            if (s->loop.begin[i] && s->loop.kind != TL_LOOP_SERIAL)
                verr(v, s->loc, "only a range loop has a begin");
            if (s->loop.begin[i] && check_expr(v, s->loop.begin[i]) && s->loop.begin[i]->dtype != TL_DT_I32)
                verr(v, s->loop.begin[i]->loc, "a loop bound must be i32, got %s",
                     tl_dtype_name(s->loop.begin[i]->dtype));
            if (check_expr(v, s->loop.end[i]) && s->loop.end[i]->dtype != TL_DT_I32)
                verr(v, s->loop.end[i]->loc, "a loop bound must be i32, got %s", tl_dtype_name(s->loop.end[i]->dtype));
        }
        if (s->loop.kind == TL_LOOP_PIPELINED && s->loop.stages < 1)
            verr(v, s->loc, "a pipelined loop needs stages >= 1");
        if (s->loop.kind == TL_LOOP_THREAD && (s->loop.thread_axis < 0 || s->loop.thread_axis > 2))
            verr(v, s->loc, "thread axis %d is not 0, 1 or 2", s->loop.thread_axis);
        size_t mark = v->n;
        for (int i = 0; i < s->loop.nvars; i++) {
            tl_var *lv = s->loop.vars[i];
            if (!lv || lv->dtype != TL_DT_I32) {
                verr(v, s->loc, "a loop variable must be an i32");
                continue;
            }
            declare(v, lv->name, lv, lv->loc);
        }
        int saved = v->inner;
        v->inner = s->loop.kind == TL_LOOP_SERIAL ? 1 : 2;
        check_block(v, &s->loop.body);
        v->inner = saved;
        pop_to(v, mark);
        return;
    }
    case TL_STMT_IF:
        if (check_expr(v, s->ifs.cond) && s->ifs.cond->dtype != TL_DT_BOOL)
            verr(v, s->ifs.cond->loc, "an if condition must be a bool, got %s", tl_dtype_name(s->ifs.cond->dtype));
        check_block(v, &s->ifs.then_body);
        check_block(v, &s->ifs.else_body);
        return;
    case TL_STMT_STORE: {
        tl_buffer *b = s->store.buf;
        if (!b || !visible(v, b)) {
            verr(v, s->loc, "buffer '%s' is used outside its scope", b ? b->name : "?");
            return;
        }
        check_indices(v, b, s->store.idx, s->store.nidx, s->loc);
        if (check_expr(v, s->store.value) && s->store.value->dtype != b->dtype)
            verr(v, s->store.value->loc, "storing %s into '%s', which is %s", tl_dtype_name(s->store.value->dtype),
                 b->name, tl_dtype_name(b->dtype));
        return;
    }
    case TL_STMT_PREFETCH: {
        tl_buffer *b = s->store.buf;
        if (!b || !visible(v, b)) {
            verr(v, s->loc, "buffer '%s' is used outside its scope", b ? b->name : "?");
            return;
        }
        if (b->scope != TL_SCOPE_GLOBAL)
            verr(v, s->loc, "a prefetch of '%s', which is not a global tensor", b->name);
        check_indices(v, b, s->store.idx, s->store.nidx, s->loc);
        return;
    }
    case TL_STMT_TILE: check_tile(v, s); return;
    case TL_STMT_BARRIER: return;
    }
    verr(v, s->loc, "unknown statement kind %d", (int)s->kind);
}

static void check_block(verifier *v, const tl_block *b)
{
    size_t mark = v->n;
    for (size_t i = 0; i < b->n && !v->d->stopped && !v->oom; i++) {
        if (!b->items[i]) {
            tl_srcloc none = {0};
            verr(v, none, "missing statement");
            continue;
        }
        check_stmt(v, b->items[i]);
    }
    pop_to(v, mark);
}

/* Whether every shape variable of a dim expression is declared. */
static bool shape_vars_visible(verifier *v, const tl_expr *e)
{
    switch (e->kind) {
    case TL_EXPR_VAR: return visible(v, e->var);
    case TL_EXPR_BINARY: return shape_vars_visible(v, e->bin.a) && shape_vars_visible(v, e->bin.b);
    case TL_EXPR_UNARY: return shape_vars_visible(v, e->un.a);
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            if (!shape_vars_visible(v, e->call.args[i]))
                return false;
        return true;
    default: return true;
    }
}

static void check_kernel(verifier *v, tl_kernel *k)
{
    int errors_before = v->d->nerrors;
    pop_to(v, 0);
    /* shape dims, then params, then block indices */
    for (size_t i = 0; i < k->nshape_vars; i++)
        declare(v, k->shape_vars[i]->name, k->shape_vars[i], k->shape_vars[i]->loc);
    for (size_t i = 0; i < k->nparams; i++) {
        tl_param *p = &k->params[i];
        if (p->is_tensor) {
            tl_buffer *b = p->buf;
            if (!b || b->scope != TL_SCOPE_GLOBAL) {
                verr(v, p->loc, "tensor parameter '%s' must be a global buffer", p->name);
                continue;
            }
            for (int d = 0; d < b->ndim; d++) {
                const tl_expr *e = b->dims[d];
                int64_t n;
                const tl_expr *bad;
                bool ok = (tl_ir_is_const_int(e, &n) && n >= 1) ||
                          (e && e->kind == TL_EXPR_VAR && e->var->kind == TL_VAR_SHAPE && visible(v, e->var)) ||
                          (e && e->kind != TL_EXPR_INT && tl_dim_expr_ok(e, &bad) && shape_vars_visible(v, e));
                if (!ok)
                    verr(v, p->loc, "'%s': dim %d must be a positive constant, a shape name or a shape expression",
                         p->name, d);
            }
            declare(v, p->name, b, p->loc);
        } else {
            if (!p->var || p->var->kind != TL_VAR_PARAM) {
                verr(v, p->loc, "scalar parameter '%s' has no variable", p->name);
                continue;
            }
            if (tl_dtype_is_packed(p->var->dtype))
                verr(v, p->loc, "scalar parameter '%s' cannot be %s: 4-bit dtypes are for tensors; pass an i32 or f32 and convert it",
                     p->name, tl_dtype_name(p->var->dtype));
            declare(v, p->name, p->var, p->loc);
        }
    }
    if (k->ngrid < 1 || k->ngrid > TL_IR_MAX_GRID)
        verr(v, k->loc, "kernel '%s': the grid has %d dims (1 to %d)", k->name, k->ngrid, TL_IR_MAX_GRID);
    if (k->swizzle < 0 || k->swizzle > 65535 || (k->swizzle && k->ngrid < 2))
        verr(v, k->loc, "kernel '%s': swizzle(%d) needs a panel of 1 to 65535 and a grid of 2 or 3 dims", k->name,
             k->swizzle);
    for (int i = 0; i < k->ngrid && i < TL_IR_MAX_GRID; i++)
        if (check_expr(v, k->grid[i]) && k->grid[i]->dtype != TL_DT_I32)
            verr(v, k->grid[i]->loc, "a grid dim must be i32, got %s", tl_dtype_name(k->grid[i]->dtype));
    int64_t threads = 1;
    if (k->nthreads_dims < 1 || k->nthreads_dims > TL_IR_MAX_GRID)
        verr(v, k->loc, "kernel '%s': threads has %d dims (1 to %d)", k->name, k->nthreads_dims, TL_IR_MAX_GRID);
    for (int i = 0; i < k->nthreads_dims && i < TL_IR_MAX_GRID; i++)
        threads *= k->threads[i] > 0 ? k->threads[i] : 0;
    if (threads < 1 || threads > TL_IR_MAX_THREADS)
        verr(v, k->loc, "kernel '%s': a block has 1 to %d threads, got %lld", k->name, TL_IR_MAX_THREADS,
             (long long)threads);
    for (int i = 0; i < k->ngrid && i < TL_IR_MAX_GRID; i++) {
        tl_var *bv = k->block_vars[i];
        if (!bv || bv->kind != TL_VAR_BLOCK || bv->dtype != TL_DT_I32)
            verr(v, k->loc, "kernel '%s': block index %d is missing or not an i32 block variable", k->name, i);
        else
            declare(v, bv->name, bv, bv->loc);
    }
    check_block(v, &k->body);
    /* on a kernel otherwise well formed (its nodes all there) */
    if (!v->d->stopped && !v->oom && v->d->nerrors == errors_before)
        tl_ir_verify_threads(k, v->d);
}

int tl_ir_verify(tl_module *m, tl_diag *d)
{
    verifier v = {0};
    v.m = m;
    tl_diag_init(&v.quiet, NULL, NULL, 0);
    v.d = d ? d : &v.quiet;
    int before = v.d->nerrors;
    if (!m) {
        tl_srcloc none = {0};
        verr(&v, none, "no module");
        return v.d->nerrors - before;
    }
    tl_symtab_init(&v.names, m->arena);
    tl_symtab_init_ptr(&v.ptrs, m->arena);
    tl_symtab kernels;
    tl_symtab_init(&kernels, m->arena);
    for (size_t i = 0; i < m->nkernels && !v.d->stopped && !v.oom; i++) {
        tl_kernel *k = m->kernels[i];
        if (!k || !k->name) {
            verr(&v, (tl_srcloc){0}, "kernel %zu has no name", i);
            continue;
        }
        if (tl_symtab_find(&kernels, k->name, strlen(k->name)) != TL_SYMTAB_NONE)
            verr(&v, k->loc, "kernel '%s' is defined twice", k->name);
        else if (!tl_symtab_push(&kernels, k->name, strlen(k->name), i))
            v.oom = true;
        check_kernel(&v, k);
    }
    if (v.oom) {
        tl_srcloc none = {0};
        verr(&v, none, "out of memory while verifying");
    }
    return v.d->nerrors - before;
}
