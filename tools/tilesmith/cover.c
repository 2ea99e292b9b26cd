/*
 * cover.c: coverage counts of generated programs (see cover.h). Keys are
 * strings ("bin:+:u8", "cast:f16->i64", "tile:gemm:f16->f32:ta=1:tb=0"),
 * kept in an open-addressing hash table.
 */
#include "cover.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct entry {
    char *key;
    long n;
} entry;

struct ts_cover {
    entry *e;
    size_t cap, n;
};

static uint64_t hash(const char *s)
{
    uint64_t h = 1469598103934665603ULL;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ULL;
    return h;
}

ts_cover *ts_cover_new(void)
{
    ts_cover *c = calloc(1, sizeof *c);
    if (c) {
        c->cap = 1024;
        c->e = calloc(c->cap, sizeof *c->e);
        if (!c->e) {
            free(c);
            return NULL;
        }
    }
    return c;
}

void ts_cover_free(ts_cover *c)
{
    if (!c)
        return;
    for (size_t i = 0; i < c->cap; i++)
        free(c->e[i].key);
    free(c->e);
    free(c);
}

static entry *slot(entry *e, size_t cap, const char *key)
{
    size_t i = hash(key) & (cap - 1);
    while (e[i].key && strcmp(e[i].key, key) != 0)
        i = (i + 1) & (cap - 1);
    return &e[i];
}

void ts_cover_add(ts_cover *c, const char *key, long n)
{
    if (!c)
        return;
    if (2 * (c->n + 1) > c->cap) {
        size_t cap = 2 * c->cap;
        entry *ne = calloc(cap, sizeof *ne);
        if (!ne)
            return;
        for (size_t i = 0; i < c->cap; i++)
            if (c->e[i].key)
                *slot(ne, cap, c->e[i].key) = c->e[i];
        free(c->e);
        c->e = ne, c->cap = cap;
    }
    entry *s = slot(c->e, c->cap, key);
    if (!s->key) {
        s->key = strdup(key);
        if (!s->key)
            return;
        c->n++;
    }
    s->n += n;
}

static long get(const ts_cover *c, const char *key)
{
    entry *s = slot(c->e, c->cap, key);
    return s->key ? s->n : 0;
}

static void addf(ts_cover *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void addf(ts_cover *c, const char *fmt, ...)
{
    char buf[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    ts_cover_add(c, buf, 1);
}

/* ---- walking the IR -------------------------------------------------------- */

static const char *dt(tl_dtype t) { return tl_dtype_name(t); }

static void cover_expr(ts_cover *c, const tl_expr *e)
{
    if (!e)
        return;
    switch (e->kind) {
    case TL_EXPR_INT:
        if (e->dtype != TL_DT_BOOL)
            addf(c, "lit:int:%s", dt(e->dtype));
        break;
    case TL_EXPR_FLOAT: {
        double v = e->f;
        const char *k = v != v ? "nan" : v == 1.0 / 0.0 || v == -1.0 / 0.0 ? "inf" : v == 0 ? "zero" : "finite";
        addf(c, "lit:float:%s", k);
        break;
    }
    case TL_EXPR_VAR: break;
    case TL_EXPR_BINARY:
        addf(c, "bin:%s:%s", tl_binop_name(e->bin.op), dt(e->bin.a->dtype));
        cover_expr(c, e->bin.a);
        cover_expr(c, e->bin.b);
        break;
    case TL_EXPR_UNARY:
        addf(c, "un:%s:%s", tl_unop_name(e->un.op), dt(e->un.a->dtype));
        cover_expr(c, e->un.a);
        break;
    case TL_EXPR_SELECT:
        addf(c, "select:%s", dt(e->dtype));
        cover_expr(c, e->sel.cond);
        cover_expr(c, e->sel.a);
        cover_expr(c, e->sel.b);
        break;
    case TL_EXPR_CAST:
        addf(c, "%s:%s->%s", e->cast.bits ? "bitcast" : "cast", dt(e->cast.a->dtype), dt(e->dtype));
        cover_expr(c, e->cast.a);
        break;
    case TL_EXPR_CALL:
        addf(c, "fn:%s:%s", tl_mathfn_name(e->call.fn), dt(e->call.args[0]->dtype));
        for (int i = 0; i < e->call.nargs; i++)
            cover_expr(c, e->call.args[i]);
        break;
    case TL_EXPR_LOAD:
        addf(c, "load:%s:%s", tl_scope_name(e->load.buf->scope), dt(e->dtype));
        for (int i = 0; i < e->load.nidx; i++) {
            if (e->load.idx[i]->dtype != TL_DT_I32)
                addf(c, "index:%s", dt(e->load.idx[i]->dtype));
            cover_expr(c, e->load.idx[i]);
        }
        break;
    }
}

static void cover_region(ts_cover *c, const tl_region *r)
{
    if (r->starts)
        for (int i = 0; i < r->buf->ndim; i++)
            cover_expr(c, r->starts[i]);
    else if (r->buf->scope == TL_SCOPE_GLOBAL)
        addf(c, "region:whole-global");
}

static void cover_block(ts_cover *c, const tl_block *b);

static void cover_stmt(ts_cover *c, const tl_stmt *s)
{
    switch (s->kind) {
    case TL_STMT_PREFETCH: break; /* lowered IR only, never in a source */
    case TL_STMT_ALLOC:
        addf(c, "alloc:%s:%s", tl_scope_name(s->alloc.buf->scope), dt(s->alloc.buf->dtype));
        addf(c, "alloc:rank%d", s->alloc.buf->ndim);
        break;
    case TL_STMT_LET:
        addf(c, "%s:%s", s->let.assign ? "assign" : s->let.var->kind == TL_VAR_MUT ? "var" : "let", dt(s->let.var->dtype));
        cover_expr(c, s->let.value);
        break;
    case TL_STMT_WHILE:
        addf(c, "while");
        cover_expr(c, s->whiles.cond);
        cover_block(c, &s->whiles.body);
        break;
    case TL_STMT_BREAK: addf(c, "break"); break;
    case TL_STMT_CONTINUE: addf(c, "continue"); break;
    case TL_STMT_FOR:
        addf(c, "loop:%s%s", tl_loop_kind_name(s->loop.kind), s->loop.begin[0] ? ":begin" : "");
        if (s->loop.kind == TL_LOOP_PARALLEL)
            addf(c, "loop:parallel:%dvars", s->loop.nvars);
        if (s->loop.kind == TL_LOOP_PIPELINED)
            addf(c, "loop:pipelined:stages=%d", s->loop.stages);
        for (int i = 0; i < s->loop.nvars; i++) {
            int64_t v;
            if (!tl_ir_is_const_int(s->loop.end[i], &v))
                addf(c, "loop:%s:symbolic", tl_loop_kind_name(s->loop.kind));
            cover_expr(c, s->loop.end[i]);
        }
        cover_block(c, &s->loop.body);
        break;
    case TL_STMT_IF:
        addf(c, s->ifs.has_else ? "if:else" : "if");
        cover_expr(c, s->ifs.cond);
        cover_block(c, &s->ifs.then_body);
        cover_block(c, &s->ifs.else_body);
        break;
    case TL_STMT_STORE:
        addf(c, "store:%s:%s", tl_scope_name(s->store.buf->scope), dt(s->store.buf->dtype));
        for (int i = 0; i < s->store.nidx; i++)
            cover_expr(c, s->store.idx[i]);
        cover_expr(c, s->store.value);
        break;
    case TL_STMT_TILE: {
        const tl_region *a = s->tile.args;
        const char *op = tl_tileop_name(s->tile.op);
        addf(c, "tile:%s", op);
        switch (s->tile.op) {
        case TL_TILE_COPY:
        case TL_TILE_ATOMIC_ADD:
        case TL_TILE_ATOMIC_MAX:
        case TL_TILE_ATOMIC_MIN:
            addf(c, "tile:%s:%s->%s", op, tl_scope_name(a[0].buf->scope), tl_scope_name(a[1].buf->scope));
            addf(c, "tile:%s:%s->%s", op, dt(a[0].buf->dtype), dt(a[1].buf->dtype));
            break;
        case TL_TILE_FILL:
        case TL_TILE_CLEAR: addf(c, "tile:%s:%s:%s", op, tl_scope_name(a[0].buf->scope), dt(a[0].buf->dtype)); break;
        case TL_TILE_GEMM:
            addf(c, "tile:gemm:%s->%s:ta=%d:tb=%d", dt(a[0].buf->dtype), dt(a[2].buf->dtype), s->tile.transpose_a,
                 s->tile.transpose_b);
            addf(c, "tile:gemm:A=%s:B=%s", tl_scope_name(a[0].buf->scope), tl_scope_name(a[1].buf->scope));
            break;
        default:
            addf(c, "tile:%s:%s", op, dt(a[0].buf->dtype));
            addf(c, "tile:%s:dim=%d/%d:clear=%d", op, s->tile.dim, a[0].buf->ndim, s->tile.clear);
            break;
        }
        for (int i = 0; i < s->tile.nargs; i++)
            cover_region(c, &s->tile.args[i]);
        cover_expr(c, s->tile.value);
        break;
    }
    case TL_STMT_BARRIER: addf(c, "barrier"); break;
    }
}

static void cover_block(ts_cover *c, const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++)
        cover_stmt(c, b->items[i]);
}

void ts_cover_module(ts_cover *c, const tl_module *m)
{
    if (!c || !m)
        return;
    for (size_t i = 0; i < m->nkernels; i++) {
        const tl_kernel *k = m->kernels[i];
        addf(c, "kernel");
        addf(c, "kernel:grid%d", k->ngrid);
        for (size_t p = 0; p < k->nparams; p++) {
            if (k->params[p].is_tensor)
                addf(c, "param:tensor:%s", dt(k->params[p].buf->dtype));
            else
                addf(c, "param:scalar:%s", dt(k->params[p].var->dtype));
        }
        cover_block(c, &k->body);
    }
}

void ts_cover_dump(const ts_cover *c, FILE *out)
{
    for (size_t i = 0; c && i < c->cap; i++)
        if (c->e[i].key)
            fprintf(out, "COV %s %ld\n", c->e[i].key, c->e[i].n);
}

static int cmp_entry(const void *a, const void *b)
{
    return strcmp(((const entry *)a)->key, ((const entry *)b)->key);
}

void ts_cover_report(const ts_cover *c, FILE *out)
{
    entry *all = malloc((c->n + 1) * sizeof *all);
    size_t n = 0;
    for (size_t i = 0; i < c->cap; i++)
        if (c->e[i].key)
            all[n++] = c->e[i];
    qsort(all, n, sizeof *all, cmp_entry);
    fprintf(out, "coverage (occurrences in the programs run):\n");
    for (size_t i = 0; i < n; i++)
        fprintf(out, "  %-44s %ld\n", all[i].key, all[i].n);
    free(all);
    /* what the language has that never occurred */
    int missing = 0;
    char key[128];
    fprintf(out, "never generated:\n");
    for (tl_dtype a = TL_DT_BOOL; a < TL_DT_COUNT; a++) {
        for (tl_dtype b = TL_DT_BOOL; b < TL_DT_COUNT; b++) {
            snprintf(key, sizeof key, "cast:%s->%s", dt(a), dt(b));
            if (a != b && !get(c, key))
                fprintf(out, "  %s\n", key), missing++;
        }
        for (int op = 0; op < TL_BIN_COUNT; op++) {
            bool ok = a == TL_DT_BOOL ? (op == TL_BIN_EQ || op == TL_BIN_NE || op == TL_BIN_AND || op == TL_BIN_OR)
                                      : op != TL_BIN_AND && op != TL_BIN_OR &&
                                            !((op == TL_BIN_MOD || op == TL_BIN_CEILDIV) && tl_dtype_is_float(a));
            snprintf(key, sizeof key, "bin:%s:%s", tl_binop_name((tl_binop)op), dt(a));
            if (ok && !get(c, key))
                fprintf(out, "  %s\n", key), missing++;
        }
        for (int f = 0; f < TL_FN_COUNT && a != TL_DT_BOOL; f++) {
            /* warp operations stand only in threads regions, which the
             * generator does not write */
            bool ok = (tl_dtype_is_float(a) || f == TL_FN_ABS || f == TL_FN_MIN || f == TL_FN_MAX) &&
                      !tl_mathfn_is_warp((tl_mathfn)f);
            snprintf(key, sizeof key, "fn:%s:%s", tl_mathfn_name((tl_mathfn)f), dt(a));
            if (ok && !get(c, key))
                fprintf(out, "  %s\n", key), missing++;
        }
    }
    fprintf(out, "  (%d of the dtype x operator/function/cast combinations)\n", missing);
}
