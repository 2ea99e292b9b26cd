/*
 * reduce.c: tilesmith's reducer (see reduce.h). Greedy delta debugging over
 * the tile IR: each pass numbers the places one kind of change can be made
 * (a kernel, a statement, an if, a loop, a parameter, an expression node),
 * and tries them in order on a fresh parse of the current program, printing
 * the changed IR back to text. A change the front end accepts and the test
 * still fails with is kept, and the pass goes on from the same place. The
 * passes repeat until a round changes nothing or the test budget is spent.
 *
 * Text-level passes complete them: every occurrence of one integer literal
 * replaced at once (tile sizes, buffer dims and loop extents shrink
 * together), and the shape sizes bound at launch shrunk one by one.
 */
#include "reduce.h"

#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"
#include "lang/lang.h"

enum { M_KERNEL, M_STMT, M_IF, M_UNLOOP, M_LOOP1, M_PARAM, M_EXPR, M_CLEAR, M_COUNT };

static const char *const mut_names[M_COUNT] = {
    "drop kernel", "drop statement", "inline if", "unroll to first iteration", "one iteration",
    "drop parameter", "simplify expression", "reduce clear=true",
};
static const int mut_variants[M_COUNT] = { 1, 1, 2, 1, 1, 1, 4, 1 };

typedef struct mut {
    int kind, target, variant;
    int count;
    bool applied;
    tl_arena *a;
} mut;

/* ---- expressions ---------------------------------------------------------- */

static void zero_var(tl_expr *e, const tl_var *v);

static void zero_block(tl_block *b, const tl_var *v);

static void zero_region(tl_region *r, const tl_var *v)
{
    if (r->starts)
        for (int i = 0; i < r->buf->ndim; i++)
            zero_var(r->starts[i], v);
}

/* Replaces every use of v in e by the literal 0. */
static void zero_var(tl_expr *e, const tl_var *v)
{
    if (!e)
        return;
    switch (e->kind) {
    case TL_EXPR_VAR:
        if (e->var == v) {
            e->kind = TL_EXPR_INT;
            e->i = 0;
        }
        return;
    case TL_EXPR_BINARY: zero_var(e->bin.a, v), zero_var(e->bin.b, v); return;
    case TL_EXPR_UNARY: zero_var(e->un.a, v); return;
    case TL_EXPR_SELECT: zero_var(e->sel.cond, v), zero_var(e->sel.a, v), zero_var(e->sel.b, v); return;
    case TL_EXPR_CAST: zero_var(e->cast.a, v); return;
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            zero_var(e->call.args[i], v);
        return;
    case TL_EXPR_LOAD:
        for (int i = 0; i < e->load.nidx; i++)
            zero_var(e->load.idx[i], v);
        return;
    default: return;
    }
}

static void zero_stmt(tl_stmt *s, const tl_var *v)
{
    switch (s->kind) {
    case TL_STMT_LET: zero_var(s->let.value, v); return;
    case TL_STMT_FOR:
        for (int i = 0; i < s->loop.nvars; i++)
            zero_var(s->loop.begin[i], v), zero_var(s->loop.end[i], v);
        zero_block(&s->loop.body, v);
        return;
    case TL_STMT_IF:
        zero_var(s->ifs.cond, v);
        zero_block(&s->ifs.then_body, v);
        zero_block(&s->ifs.else_body, v);
        return;
    case TL_STMT_STORE:
        for (int i = 0; i < s->store.nidx; i++)
            zero_var(s->store.idx[i], v);
        zero_var(s->store.value, v);
        return;
    case TL_STMT_TILE:
        for (int i = 0; i < s->tile.nargs; i++)
            zero_region(&s->tile.args[i], v);
        zero_var(s->tile.value, v);
        return;
    default: return;
    }
}

static void zero_block(tl_block *b, const tl_var *v)
{
    for (size_t i = 0; i < b->n; i++)
        zero_stmt(b->items[i], v);
}

static bool mut_expr(mut *m, tl_expr *e)
{
    if (!e || m->applied)
        return m->applied;
    if (m->kind == M_EXPR && m->count++ == m->target) {
        tl_expr *kids[3];
        int nk = 0;
        switch (e->kind) {
        case TL_EXPR_BINARY: kids[nk++] = e->bin.a, kids[nk++] = e->bin.b; break;
        case TL_EXPR_UNARY: kids[nk++] = e->un.a; break;
        case TL_EXPR_SELECT: kids[nk++] = e->sel.a, kids[nk++] = e->sel.b; break;
        case TL_EXPR_CAST: kids[nk++] = e->cast.a; break;
        case TL_EXPR_CALL:
            for (int i = 0; i < e->call.nargs; i++)
                kids[nk++] = e->call.args[i];
            break;
        default: break;
        }
        int same[3], ns = 0;
        for (int i = 0; i < nk; i++)
            if (kids[i]->dtype == e->dtype)
                same[ns++] = i;
        if (m->variant < 2) {
            if (m->variant < ns) {
                *e = *kids[same[m->variant]];
                m->applied = true;
            }
        } else if (e->kind != TL_EXPR_INT && e->kind != TL_EXPR_FLOAT) {
            int v = m->variant - 2; /* 0 or 1 */
            if (tl_dtype_is_float(e->dtype)) {
                e->kind = TL_EXPR_FLOAT;
                e->f = v;
            } else {
                e->kind = TL_EXPR_INT;
                e->i = v;
            }
            m->applied = true;
        }
        return true;
    }
    switch (e->kind) {
    case TL_EXPR_BINARY: return mut_expr(m, e->bin.a) || mut_expr(m, e->bin.b);
    case TL_EXPR_UNARY: return mut_expr(m, e->un.a);
    case TL_EXPR_SELECT: return mut_expr(m, e->sel.cond) || mut_expr(m, e->sel.a) || mut_expr(m, e->sel.b);
    case TL_EXPR_CAST: return mut_expr(m, e->cast.a);
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            if (mut_expr(m, e->call.args[i]))
                return true;
        return false;
    case TL_EXPR_LOAD:
        for (int i = 0; i < e->load.nidx; i++)
            if (mut_expr(m, e->load.idx[i]))
                return true;
        return false;
    default: return false;
    }
}

/* ---- statements ------------------------------------------------------------ */

/* Replaces item i of b by the items of with. */
static void splice(tl_arena *a, tl_block *b, size_t i, const tl_block *with)
{
    size_t n = b->n - 1 + with->n;
    tl_stmt **items = tl_arena_array(a, n ? n : 1, sizeof *items);
    if (!items)
        return;
    /* (no memcpy of an empty array: its pointer may be NULL) */
    for (size_t k = 0; k < i; k++)
        items[k] = b->items[k];
    for (size_t k = 0; k < with->n; k++)
        items[i + k] = with->items[k];
    for (size_t k = i + 1; k < b->n; k++)
        items[with->n + k - 1] = b->items[k];
    b->items = items;
    b->n = n;
}

static bool mut_block(mut *m, tl_block *b);

static bool mut_stmt_inner(mut *m, tl_stmt *s)
{
    switch (s->kind) {
    case TL_STMT_LET: return mut_expr(m, s->let.value);
    case TL_STMT_FOR:
        for (int i = 0; i < s->loop.nvars; i++)
            if (mut_expr(m, s->loop.end[i]))
                return true;
        return mut_block(m, &s->loop.body);
    case TL_STMT_IF:
        return mut_expr(m, s->ifs.cond) || mut_block(m, &s->ifs.then_body) || mut_block(m, &s->ifs.else_body);
    case TL_STMT_STORE:
        for (int i = 0; i < s->store.nidx; i++)
            if (mut_expr(m, s->store.idx[i]))
                return true;
        return mut_expr(m, s->store.value);
    case TL_STMT_TILE:
        if (m->kind == M_CLEAR && tl_tileop_is_reduce(s->tile.op) && !s->tile.clear && m->count++ == m->target) {
            s->tile.clear = true;
            m->applied = true;
            return true;
        }
        for (int i = 0; i < s->tile.nargs; i++)
            if (s->tile.args[i].starts)
                for (int d = 0; d < s->tile.args[i].buf->ndim; d++)
                    if (mut_expr(m, s->tile.args[i].starts[d]))
                        return true;
        return mut_expr(m, s->tile.value);
    default: return false;
    }
}

static bool mut_block(mut *m, tl_block *b)
{
    for (size_t i = 0; i < b->n && !m->applied; i++) {
        tl_stmt *s = b->items[i];
        if (m->kind == M_STMT && m->count++ == m->target) {
            tl_block none = { 0 };
            splice(m->a, b, i, &none);
            m->applied = true;
            return true;
        }
        if (m->kind == M_IF && s->kind == TL_STMT_IF && m->count++ == m->target) {
            splice(m->a, b, i, m->variant ? &s->ifs.else_body : &s->ifs.then_body);
            m->applied = true;
            return true;
        }
        if (s->kind == TL_STMT_FOR && (m->kind == M_UNLOOP || m->kind == M_LOOP1) && m->count++ == m->target) {
            if (m->kind == M_UNLOOP) {
                for (int v = 0; v < s->loop.nvars; v++)
                    zero_block(&s->loop.body, s->loop.vars[v]);
                splice(m->a, b, i, &s->loop.body);
            } else {
                for (int v = 0; v < s->loop.nvars; v++) {
                    tl_expr *one = tl_ir_int(m->a, TL_DT_I32, 1, s->loc);
                    if (!one)
                        return true;
                    if (s->loop.begin[v]) {
                        tl_expr *b0 = s->loop.begin[v];
                        s->loop.begin[v] = NULL;
                        zero_block(&s->loop.body, s->loop.vars[v]);
                        (void)b0;
                    }
                    s->loop.end[v] = one;
                }
            }
            m->applied = true;
            return true;
        }
        if (mut_stmt_inner(m, s))
            return true;
    }
    return m->applied;
}

static void mutate(mut *m, tl_module *mod)
{
    for (size_t k = 0; k < mod->nkernels && !m->applied; k++) {
        tl_kernel *kern = mod->kernels[k];
        if (m->kind == M_KERNEL && m->count++ == m->target) {
            if (mod->nkernels > 1) {
                memmove(&mod->kernels[k], &mod->kernels[k + 1], (mod->nkernels - k - 1) * sizeof *mod->kernels);
                mod->nkernels--;
                m->applied = true;
            }
            return;
        }
        if (m->kind == M_PARAM) {
            for (size_t p = 0; p < kern->nparams; p++)
                if (m->count++ == m->target) {
                    memmove(&kern->params[p], &kern->params[p + 1], (kern->nparams - p - 1) * sizeof *kern->params);
                    kern->nparams--;
                    m->applied = true;
                    return;
                }
            continue;
        }
        mut_block(m, &kern->body);
    }
}

/* ---- the loop ------------------------------------------------------------------ */

typedef struct red {
    char *cur;
    ts_shapes *shapes;
    ts_still_fails_fn test;
    void *ctx;
    int tests, max_tests;
    FILE *log;
} red;

static char *print_text(const tl_module *m)
{
    char *buf = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&buf, &n);
    if (!f)
        return NULL;
    tl_ir_print(f, m);
    fclose(f);
    return buf;
}

/* ---- races ---------------------------------------------------------------- */

/* A candidate must not make two blocks write one element. Each write to a
 * global tensor (a store, or a copy's destination; atomics excepted) must,
 * for every block index b whose grid dim is not a constant 1, have a dim
 * whose start is `b * c + rest` (lets expanded), with rest free of block
 * indices and provably within [0, c - extent]: the generator writes only
 * such tiles, and dropping `* 16` from `bx * 16` would otherwise turn a
 * miscompile into a race that fails as well. */
typedef struct env {
    const tl_var *let_var[512];
    const tl_expr *let_val[512];
    int nlets;
    const tl_var *loop_var[64];
    int64_t loop_max[64]; /* the largest value it takes */
    int nloops;
} env;

static const tl_expr *expand(const tl_expr *e, const env *en)
{
    for (int depth = 0; e && e->kind == TL_EXPR_VAR && depth < 32; depth++) {
        const tl_expr *next = NULL;
        for (int i = 0; i < en->nlets; i++)
            if (en->let_var[i] == e->var)
                next = en->let_val[i];
        if (!next)
            break;
        e = next;
    }
    return e;
}

static bool is_block_var(const tl_kernel *k, const tl_var *v)
{
    for (int d = 0; d < k->ngrid; d++)
        if (k->block_vars[d] == v)
            return true;
    return false;
}

/* The largest value of a term free of block indices (false: unknown). */
static bool term_max(const tl_kernel *k, const tl_expr *e, const env *en, int64_t *out)
{
    e = expand(e, en);
    int64_t a, b;
    switch (e->kind) {
    case TL_EXPR_INT: *out = e->i; return e->i >= 0;
    case TL_EXPR_VAR:
        if (is_block_var(k, e->var))
            return false;
        for (int i = 0; i < en->nloops; i++)
            if (en->loop_var[i] == e->var) {
                *out = en->loop_max[i];
                return true;
            }
        return false;
    case TL_EXPR_BINARY:
        if (e->bin.op == TL_BIN_ADD && term_max(k, e->bin.a, en, &a) && term_max(k, e->bin.b, en, &b)) {
            *out = a + b;
            return true;
        }
        if (e->bin.op == TL_BIN_MUL && term_max(k, e->bin.a, en, &a) && term_max(k, e->bin.b, en, &b)) {
            *out = a * b;
            return true;
        }
        return false;
    default: return false;
    }
}

/* Whether e is `b * c + rest` with rest <= c - extent. */
static bool owns(const tl_kernel *k, const tl_expr *e, const tl_var *bv, int64_t extent, const env *en)
{
    const tl_expr *terms[16];
    int n = 0;
    const tl_expr *stack[16];
    int sp = 0;
    stack[sp++] = e;
    while (sp) {
        const tl_expr *t = expand(stack[--sp], en);
        if (t->kind == TL_EXPR_BINARY && t->bin.op == TL_BIN_ADD && sp < 14) {
            stack[sp++] = t->bin.a;
            stack[sp++] = t->bin.b;
        } else if (n < 16) {
            terms[n++] = t;
        } else {
            return false;
        }
    }
    int64_t c = -1, rest = 0;
    for (int i = 0; i < n; i++) {
        const tl_expr *t = terms[i];
        int64_t v;
        if (c < 0 && t->kind == TL_EXPR_BINARY && t->bin.op == TL_BIN_MUL) {
            const tl_expr *x = expand(t->bin.a, en), *y = expand(t->bin.b, en);
            if (x->kind == TL_EXPR_VAR && x->var == bv && tl_ir_is_const_int(y, &v)) {
                c = v;
                continue;
            }
            if (y->kind == TL_EXPR_VAR && y->var == bv && tl_ir_is_const_int(x, &v)) {
                c = v;
                continue;
            }
        }
        if (c < 0 && t->kind == TL_EXPR_VAR && t->var == bv) {
            c = 1;
            continue;
        }
        if (!term_max(k, t, en, &v))
            return false;
        rest += v;
    }
    return c >= 1 && rest + extent <= c;
}

static bool owned(const tl_kernel *k, tl_expr *const *idx, tl_expr *const *ext, int n, const env *en)
{
    for (int d = 0; d < k->ngrid; d++) {
        int64_t g;
        if (tl_ir_is_const_int(k->grid[d], &g) && g <= 1)
            continue;
        bool found = false;
        for (int i = 0; i < n && !found; i++) {
            int64_t e = 1;
            if (ext && !tl_ir_is_const_int(ext[i], &e))
                continue;
            found = owns(k, idx[i], k->block_vars[d], e, en);
        }
        if (!found)
            return false;
    }
    return true;
}

static bool block_race_free(const tl_kernel *k, const tl_block *b, env *en)
{
    int nlets = en->nlets, nloops = en->nloops;
    bool ok = true;
    for (size_t i = 0; i < b->n && ok; i++) {
        const tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_LET:
            if (en->nlets < 512)
                en->let_var[en->nlets] = s->let.var, en->let_val[en->nlets++] = s->let.value;
            break;
        case TL_STMT_FOR: {
            int mark = en->nloops;
            for (int v = 0; v < s->loop.nvars && en->nloops < 64; v++) {
                int64_t hi;
                if (tl_ir_is_const_int(s->loop.end[v], &hi)) {
                    en->loop_var[en->nloops] = s->loop.vars[v];
                    en->loop_max[en->nloops++] = hi - 1;
                }
            }
            ok = block_race_free(k, &s->loop.body, en);
            en->nloops = mark;
            break;
        }
        case TL_STMT_IF:
            ok = block_race_free(k, &s->ifs.then_body, en) && block_race_free(k, &s->ifs.else_body, en);
            break;
        case TL_STMT_STORE:
            if (s->store.buf->scope == TL_SCOPE_GLOBAL)
                ok = owned(k, s->store.idx, NULL, s->store.nidx, en);
            break;
        case TL_STMT_TILE:
            if (!tl_tileop_is_atomic(s->tile.op) && s->tile.op != TL_TILE_GEMM) {
                const tl_region *d = &s->tile.args[s->tile.nargs - 1];
                if (d->buf->scope == TL_SCOPE_GLOBAL)
                    ok = d->starts && d->extents && owned(k, d->starts, d->extents, d->buf->ndim, en);
            }
            break;
        default: break;
        }
    }
    en->nlets = nlets, en->nloops = nloops;
    return ok;
}

static bool race_free(const tl_module *m)
{
    for (size_t i = 0; i < m->nkernels; i++) {
        env *en = calloc(1, sizeof *en);
        bool ok = en && block_race_free(m->kernels[i], &m->kernels[i]->body, en);
        free(en);
        if (!ok)
            return false;
    }
    return true;
}

static bool check_races; /* the original program passes the check */

static bool valid(const char *text)
{
    tl_arena *a = tl_arena_new();
    int nerr = 0;
    tl_module *m = tl_lang_compile(a, "candidate.tile", text, strlen(text), NULL, 0, NULL, &nerr);
    bool ok = m != NULL && (!check_races || race_free(m));
    tl_arena_free(a);
    return ok;
}

/* Tests a candidate; keeps it when it still fails. */
static bool try_text(red *r, char *cand, const char *what)
{
    if (!cand)
        return false;
    if (strcmp(cand, r->cur) == 0 || !valid(cand) || r->tests >= r->max_tests) {
        free(cand);
        return false;
    }
    r->tests++;
    if (r->test(cand, r->shapes, r->ctx)) {
        if (r->log)
            fprintf(r->log, "  reduce: %s: %zu -> %zu bytes (test %d)\n", what, strlen(r->cur), strlen(cand), r->tests);
        free(r->cur);
        r->cur = cand;
        return true;
    }
    free(cand);
    return false;
}

/* One IR pass of a kind; true when it kept a change. */
static bool ir_pass(red *r, int kind)
{
    bool progress = false;
    for (int target = 0; r->tests < r->max_tests;) {
        bool exists = false, kept = false;
        for (int v = 0; v < mut_variants[kind] && !kept; v++) {
            tl_arena *a = tl_arena_new();
            int nerr = 0;
            tl_module *m = tl_lang_compile(a, "reduce.tile", r->cur, strlen(r->cur), NULL, 0, NULL, &nerr);
            if (!m) {
                tl_arena_free(a);
                return progress;
            }
            mut mu = { kind, target, v, 0, false, a };
            mutate(&mu, m);
            exists = mu.count > target;
            char *cand = mu.applied ? print_text(m) : NULL;
            tl_arena_free(a);
            if (!exists)
                break;
            kept = try_text(r, cand, mut_names[kind]);
        }
        if (!exists)
            break;
        if (kept)
            progress = true;
        else
            target++;
    }
    return progress;
}

/* Every occurrence of the integer token `from` replaced by `to`. */
static char *replace_number(const char *text, const char *from, const char *to)
{
    size_t fl = strlen(from), tl = strlen(to), n = 0, cap = strlen(text) * 2 + 64;
    char *out = malloc(cap);
    if (!out)
        return NULL;
    for (const char *p = text; *p;) {
        bool word = strncmp(p, from, fl) == 0 && (p == text || !(isalnum((unsigned char)p[-1]) || p[-1] == '_' || p[-1] == '.')) &&
                    !(isalnum((unsigned char)p[fl]) || p[fl] == '_' || p[fl] == '.');
        if (n + tl + 2 > cap) {
            cap *= 2;
            char *o2 = realloc(out, cap);
            if (!o2) {
                free(out);
                return NULL;
            }
            out = o2;
        }
        if (word) {
            memcpy(out + n, to, tl);
            n += tl;
            p += fl;
        } else {
            out[n++] = *p++;
        }
    }
    out[n] = 0;
    return out;
}

static bool number_pass(red *r)
{
    bool progress = false;
    /* the distinct integer tokens, largest first */
    long vals[256];
    int nv = 0;
    for (const char *p = r->cur; *p && nv < 256; p++) {
        if (!isdigit((unsigned char)*p) || (p > r->cur && (isalnum((unsigned char)p[-1]) || p[-1] == '_' || p[-1] == '.')))
            continue;
        char *end;
        long v = strtol(p, &end, 10);
        bool isnum = !(isalnum((unsigned char)*end) || *end == '_' || *end == '.');
        if (isnum && v >= 2 && v < 100000) {
            bool have = false;
            for (int i = 0; i < nv; i++)
                have |= vals[i] == v;
            if (!have)
                vals[nv++] = v;
        }
        p = end - 1;
    }
    for (int i = 0; i < nv && r->tests < r->max_tests; i++) {
        char from[32];
        snprintf(from, sizeof from, "%ld", vals[i]);
        long tos[3] = { 1, vals[i] / 2, vals[i] - 1 };
        for (int t = 0; t < 3; t++) {
            if (tos[t] < 1 || tos[t] >= vals[i] || (t > 0 && tos[t] == tos[t - 1]))
                continue;
            char to[32];
            snprintf(to, sizeof to, "%ld", tos[t]);
            char what[96];
            snprintf(what, sizeof what, "every %s -> %s", from, to);
            if (try_text(r, replace_number(r->cur, from, to), what)) {
                progress = true;
                break;
            }
        }
    }
    return progress;
}

static bool shape_pass(red *r)
{
    bool progress = false;
    for (int i = 0; i < r->shapes->n && r->tests < r->max_tests; i++) {
        long old = r->shapes->values[i];
        long tries[3] = { 1, old / 2, old - 1 };
        for (int t = 0; t < 3 && r->tests < r->max_tests; t++) {
            if (tries[t] < 1 || tries[t] >= old)
                continue;
            r->shapes->values[i] = tries[t];
            r->tests++;
            if (r->test(r->cur, r->shapes, r->ctx)) {
                if (r->log)
                    fprintf(r->log, "  reduce: shape %s %ld -> %ld (test %d)\n", r->shapes->names[i], old, tries[t],
                            r->tests);
                progress = true;
                break;
            }
            r->shapes->values[i] = old;
        }
    }
    return progress;
}

char *ts_reduce(const char *text, ts_shapes *shapes, ts_still_fails_fn test, void *ctx, int max_tests, FILE *log)
{
    red r = { strdup(text), shapes, test, ctx, 0, max_tests, log };
    if (!r.cur)
        return NULL;
    check_races = false;
    check_races = valid(text);
    if (!check_races && log)
        fprintf(log, "  reduce: the program writes global elements some block does not own: no race check\n");
    /* start from the printed form when it fails too (it has no comments) */
    {
        tl_arena *a = tl_arena_new();
        int nerr = 0;
        tl_module *m = tl_lang_compile(a, "reduce.tile", r.cur, strlen(r.cur), NULL, 0, NULL, &nerr);
        char *p = m ? print_text(m) : NULL;
        tl_arena_free(a);
        if (p)
            try_text(&r, p, "printed");
    }
    static const int order[] = { M_KERNEL, M_STMT, M_IF, M_UNLOOP, M_LOOP1, M_PARAM, M_CLEAR, M_EXPR };
    for (int round = 0; round < 8 && r.tests < r.max_tests; round++) {
        bool progress = false;
        for (size_t i = 0; i < sizeof order / sizeof *order; i++) {
            progress |= ir_pass(&r, order[i]);
            if (order[i] == M_PARAM) {
                progress |= number_pass(&r);
                progress |= shape_pass(&r);
            }
        }
        if (!progress)
            break;
    }
    if (log)
        fprintf(log, "  reduce: %d tests, %zu bytes left\n", r.tests, strlen(r.cur));
    return r.cur;
}
