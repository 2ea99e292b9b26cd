/*
 * overlap.c: the generator's overlap proof (gen/gen.lua, find_overlap), in C,
 * for what is registered after the build: a plugin's backends meet the
 * built-ins and the other plugins loaded in this process, which may differ
 * from the ones it was built against.
 *
 * A predicate the generator compiled from data (proven = true) carries its
 * text, `all_of(has_key("fast"), attr_starts_with("arch", "sm_9"))`; it is
 * parsed back into a tree here. Atoms are the key and attribute conditions
 * the two predicates mention; every assignment of truth values is tried, and
 * one that satisfies both and is consistent (an attribute has one value, and
 * the prefixes agree with it) gives a witness target, written as JSON in the
 * generator's form. At most 20 atoms, as in the generator.
 */
#include <stdlib.h>

#include "backend/internal.h"

#define MAX_NODES 128
#define MAX_ATOMS 20
#define MAX_TEXT 2048

typedef enum op { OP_HAS_KEY, OP_LACKS_KEY, OP_KIND_IS, OP_ATTR_IS, OP_ATTR_STARTS, OP_ALL, OP_ANY, OP_NOT } op;

typedef struct node {
    op op;
    const char *a, *b; /* string arguments */
    int kid[32];        /* indices, for all_of, any_of, negate */
    int nkids;
} node;

typedef struct tree {
    node *nodes;
    int n;
    char text[MAX_TEXT]; /* the strings, NUL-separated */
    size_t used;
    const char *s;       /* parse position */
} tree;

static void skip_space(tree *t)
{
    while (*t->s == ' ')
        t->s++;
}

/* A string as Lua's %q writes it: "..." with \" \\ \n and \ddd. */
static const char *parse_string(tree *t)
{
    skip_space(t);
    if (*t->s != '"')
        return NULL;
    t->s++;
    char *out = t->text + t->used;
    size_t n = 0;
    while (*t->s && *t->s != '"') {
        char c = *t->s++;
        if (c == '\\') {
            if (*t->s >= '0' && *t->s <= '9') {
                int v = 0;
                for (int i = 0; i < 3 && *t->s >= '0' && *t->s <= '9'; i++)
                    v = v * 10 + (*t->s++ - '0');
                c = (char)v;
            } else if (*t->s) {
                c = *t->s++;
            }
        }
        if (t->used + n + 2 >= MAX_TEXT)
            return NULL;
        out[n++] = c;
    }
    if (*t->s != '"')
        return NULL;
    t->s++;
    out[n] = 0;
    t->used += n + 1;
    return out;
}

static bool word(tree *t, const char *w)
{
    size_t n = strlen(w);
    if (strncmp(t->s, w, n) != 0 || t->s[n] != '(')
        return false;
    t->s += n + 1;
    return true;
}

/* Parses one predicate; its node index, or -1. */
static int parse(tree *t, int depth)
{
    static const struct {
        const char *name;
        op op;
        int strings; /* string arguments; 0: predicates */
    } ops[] = {
        { "has_key", OP_HAS_KEY, 1 },  { "lacks_key", OP_LACKS_KEY, 1 },
        { "kind_is", OP_KIND_IS, 1 },  { "attr_is", OP_ATTR_IS, 2 },
        { "attr_starts_with", OP_ATTR_STARTS, 2 }, { "all_of", OP_ALL, 0 },
        { "any_of", OP_ANY, 0 },       { "negate", OP_NOT, 0 },
    };
    skip_space(t);
    if (depth > 32 || t->n >= MAX_NODES)
        return -1;
    for (size_t i = 0; i < sizeof ops / sizeof *ops; i++) {
        if (!word(t, ops[i].name))
            continue;
        int id = t->n++;
        node *nd = &t->nodes[id];
        memset(nd, 0, sizeof *nd);
        nd->op = ops[i].op;
        if (ops[i].strings) {
            if (!(nd->a = parse_string(t)))
                return -1;
            if (ops[i].strings == 2) {
                skip_space(t);
                if (*t->s++ != ',' || !(nd->b = parse_string(t)))
                    return -1;
            }
        } else {
            for (;;) {
                int k = parse(t, depth + 1);
                nd = &t->nodes[id];
                if (k < 0 || nd->nkids == 32)
                    return -1;
                nd->kid[nd->nkids++] = k;
                skip_space(t);
                if (*t->s != ',')
                    break;
                t->s++;
            }
            if (nd->op == OP_NOT && nd->nkids != 1)
                return -1;
        }
        skip_space(t);
        return *t->s++ == ')' ? id : -1;
    }
    return -1;
}

typedef struct atom {
    enum { A_KEY, A_EQ, A_PREFIX } type;
    const char *name;  /* key or attribute */
    const char *value; /* for attributes */
} atom;

typedef struct proof {
    const tree *t[2];
    atom atoms[MAX_ATOMS];
    int natoms;
    bool too_many;
} proof;

static int atom_of(proof *p, int type, const char *name, const char *value)
{
    for (int i = 0; i < p->natoms; i++)
        if ((int)p->atoms[i].type == type && strcmp(p->atoms[i].name, name) == 0 &&
            (!value || strcmp(p->atoms[i].value, value) == 0))
            return i;
    if (p->natoms == MAX_ATOMS) {
        p->too_many = true;
        return -1;
    }
    p->atoms[p->natoms] = (atom){ type, name, value };
    return p->natoms++;
}

static void collect(proof *p, const tree *t, int id)
{
    const node *n = &t->nodes[id];
    if (n->op == OP_HAS_KEY || n->op == OP_LACKS_KEY)
        atom_of(p, A_KEY, n->a, NULL);
    else if (n->op == OP_ATTR_IS)
        atom_of(p, A_EQ, n->a, n->b);
    else if (n->op == OP_ATTR_STARTS)
        atom_of(p, A_PREFIX, n->a, n->b);
    for (int i = 0; i < n->nkids; i++)
        collect(p, t, n->kid[i]);
}

static bool eval(proof *p, const tree *t, int id, uint32_t mask, const char *kind)
{
    const node *n = &t->nodes[id];
    switch (n->op) {
    case OP_HAS_KEY:
        return mask >> atom_of(p, A_KEY, n->a, NULL) & 1;
    case OP_LACKS_KEY:
        return !(mask >> atom_of(p, A_KEY, n->a, NULL) & 1);
    case OP_KIND_IS:
        return strcmp(n->a, kind) == 0;
    case OP_ATTR_IS:
        return mask >> atom_of(p, A_EQ, n->a, n->b) & 1;
    case OP_ATTR_STARTS:
        return mask >> atom_of(p, A_PREFIX, n->a, n->b) & 1;
    case OP_NOT:
        return !eval(p, t, n->kid[0], mask, kind);
    case OP_ALL:
        for (int i = 0; i < n->nkids; i++)
            if (!eval(p, t, n->kid[i], mask, kind))
                return false;
        return true;
    case OP_ANY:
        for (int i = 0; i < n->nkids; i++)
            if (eval(p, t, n->kid[i], mask, kind))
                return true;
        return false;
    }
    return false;
}

static bool starts(const char *s, const char *prefix) { return strncmp(s, prefix, strlen(prefix)) == 0; }

/* A value for attribute attr consistent with mask: 1 with it in out, 0 when
 * the attribute may be absent, -1 when none exists (attr_witness). */
static int attr_witness(const proof *p, uint32_t mask, const char *attr, char *out, size_t cap)
{
    const char *eq = NULL, *longest = "";
    bool any_prefix = false;
    for (int i = 0; i < p->natoms; i++) {
        const atom *a = &p->atoms[i];
        if (a->type == A_KEY || strcmp(a->name, attr) != 0)
            continue;
        bool on = mask >> i & 1;
        if (a->type == A_EQ && on) {
            if (eq && strcmp(eq, a->value) != 0)
                return -1;
            eq = a->value;
        } else if (a->type == A_PREFIX && on) {
            any_prefix = true;
            if (strlen(a->value) > strlen(longest))
                longest = a->value;
        }
    }
    for (int i = 0; i < p->natoms; i++) { /* the prefixes that hold agree with each other and eq */
        const atom *a = &p->atoms[i];
        if (a->type == A_PREFIX && strcmp(a->name, attr) == 0 && (mask >> i & 1) &&
            (eq ? !starts(eq, a->value) : !starts(longest, a->value)))
            return -1;
    }
    if (!eq && !any_prefix)
        return 0;
    for (int attempt = 0; attempt <= p->natoms + 1; attempt++) {
        if (eq && attempt > 0)
            return -1;
        if (eq)
            snprintf(out, cap, "%s", eq);
        else if (attempt == 0)
            snprintf(out, cap, "%s", longest);
        else
            snprintf(out, cap, "%sx%d", longest, attempt);
        bool ok = true;
        for (int i = 0; i < p->natoms && ok; i++) {
            const atom *a = &p->atoms[i];
            if (a->type == A_KEY || strcmp(a->name, attr) != 0 || (mask >> i & 1))
                continue;
            if (a->type == A_PREFIX ? starts(out, a->value) : strcmp(out, a->value) == 0)
                ok = false;
        }
        if (ok)
            return 1;
    }
    return -1;
}

/* Parses a proven predicate's text into t (nodes: MAX_NODES of room). */
static bool parse_text(tree *t, node *nodes, const char *text, int *root)
{
    memset(t, 0, sizeof *t);
    t->nodes = nodes;
    t->s = text;
    *root = parse(t, 0);
    skip_space(t);
    return *root >= 0 && *t->s == 0;
}

int tl_predicates_overlap(const tl_predicate *x, const tl_predicate *y, const char *kind, char *witness, size_t cap)
{
    if (!x->proven || !y->proven)
        return 0;
    static _Thread_local node nodes[2][MAX_NODES];
    static _Thread_local tree trees[2];
    int root[2];
    if (!parse_text(&trees[0], nodes[0], x->text, &root[0]) || !parse_text(&trees[1], nodes[1], y->text, &root[1])) {
        snprintf(witness, cap, "predicate '%s' cannot be read back", parse_text(&trees[0], nodes[0], x->text, &root[0]) ? y->text : x->text);
        return -1;
    }
    proof p = { .t = { &trees[0], &trees[1] } };
    collect(&p, &trees[0], root[0]);
    collect(&p, &trees[1], root[1]);
    if (p.too_many) {
        snprintf(witness, cap, "too many conditions to prove (more than %d)", MAX_ATOMS);
        return -1;
    }
    const char *attrs[MAX_ATOMS];
    int nattrs = 0;
    for (int i = 0; i < p.natoms; i++) {
        if (p.atoms[i].type == A_KEY)
            continue;
        bool seen = false;
        for (int j = 0; j < nattrs; j++)
            seen = seen || strcmp(attrs[j], p.atoms[i].name) == 0;
        if (!seen)
            attrs[nattrs++] = p.atoms[i].name;
    }
    for (uint32_t mask = 0; mask < (1u << p.natoms); mask++) {
        if (!eval(&p, &trees[0], root[0], mask, kind) || !eval(&p, &trees[1], root[1], mask, kind))
            continue;
        char values[1024] = "", v[256];
        bool consistent = true;
        for (int a = 0; a < nattrs && consistent; a++) {
            int r = attr_witness(&p, mask, attrs[a], v, sizeof v);
            if (r < 0)
                consistent = false;
            else if (r > 0)
                snprintf(values + strlen(values), sizeof values - strlen(values), ", \"%s\": \"%s\"", attrs[a], v);
        }
        if (!consistent)
            continue;
        char keys[1024] = "";
        for (int i = 0; i < p.natoms; i++)
            if (p.atoms[i].type == A_KEY && (mask >> i & 1))
                snprintf(keys + strlen(keys), sizeof keys - strlen(keys), "%s\"%s\"", keys[0] ? ", " : "",
                         p.atoms[i].name);
        snprintf(witness, cap, "{\"kind\": \"%s\", \"keys\": [%s]%s}", kind, keys, values);
        return 1;
    }
    return 0;
}
