/*
 * names.c: the names of a kernel's variables (transform.h). Passes take
 * fresh names for what they add (tl_tx_fresh_name: one the kernel does not
 * hold yet); tl_tx_unshadow_names makes sure, before a codegen prints the
 * kernel, that no declaration hides another of the same name, since a
 * codegen that prints a variable by its name (in a language with nested
 * scopes, or with one scope a function) would otherwise read the inner one
 * where the outer was meant, a silent wrong result; and two lets of one
 * name in a block do not compile.
 *
 * Flow: tl_tx_fresh_name and tl_tx_loop_var_base from the passes;
 * tl_tx_unshadow_names from tl_run_codegen (src/compile), on every kernel
 * of every target, after the last pass.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "transform/transform.h"


static bool name_in_block(const tl_block *b, const char *n);

static bool name_in_stmt(const tl_stmt *s, const char *n)
{
    switch (s->kind) {
    case TL_STMT_ALLOC: return strcmp(s->alloc.buf->name, n) == 0;
    case TL_STMT_LET: return strcmp(s->let.var->name, n) == 0;
    case TL_STMT_FOR:
        for (int i = 0; i < s->loop.nvars; i++)
            if (strcmp(s->loop.vars[i]->name, n) == 0)
                return true;
        return name_in_block(&s->loop.body, n);
    case TL_STMT_IF: return name_in_block(&s->ifs.then_body, n) || name_in_block(&s->ifs.else_body, n);
    case TL_STMT_WHILE: return name_in_block(&s->whiles.body, n);
    default: return false;
    }
}

static bool name_in_block(const tl_block *b, const char *n)
{
    for (size_t i = 0; i < b->n; i++)
        if (name_in_stmt(b->items[i], n))
            return true;
    return false;
}

static bool name_used(const tl_kernel *k, const char *n)
{
    /* a dtype, math function or tile op name (the loop variable i8 after
     * i1 ... i7) would not read back from a dump (--emit ir --after) */
    tl_mathfn fn;
    tl_tileop op;
    size_t len = strlen(n);
    if (tl_dtype_from_name(n, len) != TL_DT_INVALID || tl_mathfn_from_name(n, len, &fn) || tl_tileop_from_name(n, len, &op))
        return true;
    for (size_t i = 0; i < k->nparams; i++)
        if (strcmp(k->params[i].name, n) == 0)
            return true;
    for (size_t i = 0; i < k->nshape_vars; i++)
        if (strcmp(k->shape_vars[i]->name, n) == 0)
            return true;
    for (int i = 0; i < k->ngrid; i++)
        if (k->block_vars[i] && strcmp(k->block_vars[i]->name, n) == 0)
            return true;
    return name_in_block(&k->body, n);
}

const char *tl_tx_fresh_name(tl_arena *a, const tl_kernel *k, const char *base)
{
    if (!name_used(k, base))
        return tl_arena_strdup(a, base);
    char buf[96];
    for (int i = 1;; i++) {
        snprintf(buf, sizeof buf, "%s%d", base, i);
        if (!name_used(k, buf))
            return tl_arena_strdup(a, buf);
    }
}

const char *tl_tx_loop_var_base(int d)
{
    static const char *const names[] = {"i", "j", "l", "m", "n", "o", "q", "r"};
    return names[d % 8];
}

/* ---- declarations that hide others ---------------------------------------- */

/* The names in scope where the walk is: each with what it names (a variable
 * or a buffer), innermost last. */
typedef struct scope {
    struct binding {
        const char *name;
        const void *owner;
    } *items;
    size_t n, cap;
    bool oom;
} scope;

static void bind(scope *sc, const char *name, const void *owner)
{
    if (sc->n == sc->cap) {
        size_t cap = sc->cap ? 2 * sc->cap : 64;
        struct binding *p = realloc(sc->items, cap * sizeof *p);
        if (!p) {
            sc->oom = true;
            return;
        }
        sc->items = p;
        sc->cap = cap;
    }
    sc->items[sc->n++] = (struct binding){name, owner};
}

static const void *bound(const scope *sc, const char *name)
{
    for (size_t i = sc->n; i-- > 0;)
        if (strcmp(sc->items[i].name, name) == 0)
            return sc->items[i].owner;
    return NULL;
}

typedef struct unshadow {
    tl_arena *a;
    tl_kernel *k;
    scope sc;
    int renamed;
} unshadow;

/* v is declared here: a name that something else in scope has is replaced
 * by a fresh one, which every use of v then prints. */
static void declare(unshadow *u, tl_var *v)
{
    const void *owner = bound(&u->sc, v->name);
    if (owner && owner != v) {
        const char *fresh = tl_tx_fresh_name(u->a, u->k, v->name);
        if (!fresh) {
            u->sc.oom = true;
            return;
        }
        v->name = fresh;
        u->renamed++;
    }
    bind(&u->sc, v->name, v);
}

static void unshadow_block(unshadow *u, const tl_block *b);

static void unshadow_stmt(unshadow *u, const tl_stmt *s)
{
    switch (s->kind) {
    case TL_STMT_LET:
        if (!s->let.assign)
            declare(u, s->let.var);
        return;
    case TL_STMT_FOR: {
        size_t outer = u->sc.n;
        for (int i = 0; i < s->loop.nvars; i++)
            declare(u, s->loop.vars[i]);
        unshadow_block(u, &s->loop.body);
        u->sc.n = outer;
        return;
    }
    case TL_STMT_IF:
        unshadow_block(u, &s->ifs.then_body);
        unshadow_block(u, &s->ifs.else_body);
        return;
    case TL_STMT_WHILE: unshadow_block(u, &s->whiles.body); return;
    default: return;
    }
}

static void unshadow_block(unshadow *u, const tl_block *b)
{
    size_t outer = u->sc.n;
    for (size_t i = 0; i < b->n && !u->sc.oom; i++)
        unshadow_stmt(u, b->items[i]);
    u->sc.n = outer;
}

/* Every buffer the body allocates: a codegen may declare it anywhere up to
 * the kernel's top (shared memory is), so its name is taken kernel-wide. */
static void bind_buffers(scope *sc, const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_ALLOC: bind(sc, s->alloc.buf->name, s->alloc.buf); break;
        case TL_STMT_FOR: bind_buffers(sc, &s->loop.body); break;
        case TL_STMT_IF:
            bind_buffers(sc, &s->ifs.then_body);
            bind_buffers(sc, &s->ifs.else_body);
            break;
        case TL_STMT_WHILE: bind_buffers(sc, &s->whiles.body); break;
        default: break;
        }
    }
}

int tl_tx_unshadow_names(tl_arena *a, tl_kernel *k)
{
    unshadow u = {.a = a, .k = k};
    for (size_t i = 0; i < k->nparams; i++)
        bind(&u.sc, k->params[i].name, k->params[i].is_tensor ? (const void *)k->params[i].buf : (const void *)k->params[i].var);
    for (size_t i = 0; i < k->nshape_vars; i++)
        bind(&u.sc, k->shape_vars[i]->name, k->shape_vars[i]);
    for (int i = 0; i < k->ngrid; i++)
        if (k->block_vars[i])
            bind(&u.sc, k->block_vars[i]->name, k->block_vars[i]);
    bind_buffers(&u.sc, &k->body);
    if (!u.sc.oom)
        unshadow_block(&u, &k->body);
    free(u.sc.items);
    return u.sc.oom ? -1 : u.renamed;
}
