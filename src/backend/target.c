/*
 * target.c: targets. A target is a value (tilec.h): a kind from the registry's
 * declared target kinds, ordered keys, attributes, all strings inside the struct.
 *
 * tl_target_parse reads the four ways a target is written (a kind with options,
 * a JSON object, a tag from the specs, "auto") and normalizes the result with
 * its kind's declared rules: default keys first, every attribute declared by
 * the kind, values of the declared type (a name, an integer in range, a
 * feature list) with the required prefix, defaults filled in, attributes in
 * the kind's order; then the kind's own check, if it declares one (llvm: CPU
 * names, features and triples as LLVM knows them). Every option is checked
 * where it is read: an unknown attribute, a value of the wrong type or with
 * a character a name cannot hold, a key that is not a name, and an option,
 * field or key given twice are refused, never dropped or replaced. Errors
 * name the input and, for what was read from it, the column.
 *
 * The kinds and tags are the built-in ones (generated/registry.c) followed
 * by those of the plugins loaded since (tl_target_add_plugin): append-only
 * lists, written under the registry's lock and published with a release
 * store of their count, so lookups take no lock.
 */
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdlib.h>

#include "backend/internal.h"
#include "registry.h"

/* Messages quote the input, cut short: "%.*s%s" with SHOWN(input), and names
 * read from it with SHOWN_NAME. */
#define SHOWN_MAX 100
#define SHOWN(s) (strlen(s) > SHOWN_MAX ? SHOWN_MAX : (int)strlen(s)), (s), (strlen(s) > SHOWN_MAX ? "..." : "")
#define SHOWN_NAME(s) (strlen(s) > 40 ? 40 : (int)strlen(s)), (s), (strlen(s) > 40 ? "..." : "")

/* ---- the value --------------------------------------------------------- */

void tl_target_init(tl_target *t, const tl_target_kind *k)
{
    t->kind = k;
    t->nkeys = t->nattrs = 0;
    t->used = 0;
}

static bool store(tl_target *t, const char *s, uint16_t *at, tl_error *err)
{
    size_t n = strlen(s) + 1;
    if (t->used + n > sizeof t->text)
        return tl_error_set(err, TL_ERR_INVALID, "target description is too long (at most %d bytes of names)",
                            TL_TARGET_TEXT);
    memcpy(t->text + t->used, s, n);
    *at = t->used;
    t->used = (uint16_t)(t->used + n);
    return true;
}

bool tl_target_add_key(tl_target *t, const char *key, tl_error *err)
{
    if (tl_target_has_key(t, key))
        return true;
    if (t->nkeys == TL_TARGET_MAX_KEYS)
        return tl_error_set(err, TL_ERR_INVALID, "a target has at most %d keys", TL_TARGET_MAX_KEYS);
    if (!store(t, key, &t->key[t->nkeys], err))
        return false;
    t->nkeys++;
    return true;
}

bool tl_target_set_attr(tl_target *t, const char *name, const char *value, tl_error *err)
{
    if (tl_target_attr(t, name))
        return tl_error_set(err, TL_ERR_INVALID, "attribute '%s' is given twice", name);
    if (t->nattrs == TL_TARGET_MAX_ATTRS)
        return tl_error_set(err, TL_ERR_INVALID, "a target has at most %d attributes", TL_TARGET_MAX_ATTRS);
    if (!store(t, name, &t->attr_name[t->nattrs], err) || !store(t, value, &t->attr_value[t->nattrs], err))
        return false;
    t->nattrs++;
    return true;
}

const char *tl_target_kind_name(const tl_target *t) { return t->kind->name; }
const char *tl_target_key(const tl_target *t, int i) { return t->text + t->key[i]; }
const char *tl_target_attr_name(const tl_target *t, int i) { return t->text + t->attr_name[i]; }
const char *tl_target_attr_value(const tl_target *t, int i) { return t->text + t->attr_value[i]; }

bool tl_target_has_key(const tl_target *t, const char *key)
{
    for (int i = 0; i < t->nkeys; i++)
        if (strcmp(t->text + t->key[i], key) == 0)
            return true;
    return false;
}

const char *tl_target_attr(const tl_target *t, const char *name)
{
    for (int i = 0; i < t->nattrs; i++)
        if (strcmp(t->text + t->attr_name[i], name) == 0)
            return t->text + t->attr_value[i];
    return NULL;
}

/* ---- values ------------------------------------------------------------ */

static bool name_char(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '.' || c == '-';
}

/* The byte at s as a message shows it: 'x', or 0xNN for what does not print. */
static const char *shown_char(unsigned char c, char *buf, size_t cap)
{
    if (c > 0x20 && c < 0x7f && c != '\'')
        snprintf(buf, cap, "'%c'", c);
    else
        snprintf(buf, cap, "0x%02x", c);
    return buf;
}

/* The offset of the first byte of s[0, n) that a name cannot hold, or n. */
static size_t name_fault(const char *s, size_t n)
{
    if (n == 0)
        return 0;
    if (!name_char((unsigned char)s[0]) || s[0] == '_' || s[0] == '.' || s[0] == '-')
        return 0;
    for (size_t i = 1; i < n; i++)
        if (!name_char((unsigned char)s[i]))
            return i;
    return n;
}

#define NAME_RULE "a name is lower-case letters, digits, '_', '.' and '-', starting with a letter or digit"

static bool fault(char *why, size_t cap, size_t *at, size_t offset, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
static bool fault(char *why, size_t cap, size_t *at, size_t offset, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, cap, fmt, ap);
    va_end(ap);
    if (at)
        *at = offset;
    return false;
}

/* Values are shown cut short, and a value's bytes are shown only when it is
 * a name's worth of printable ASCII. */
#define VALUE_SHOWN 40

static const char *shown_value(const char *v, char *buf, size_t cap)
{
    size_t n = strlen(v), i = 0;
    while (i < n && (unsigned char)v[i] > 0x20 && (unsigned char)v[i] < 0x7f && v[i] != '\'')
        i++;
    if (i < n)
        snprintf(buf, cap, "(a value of %zu bytes)", n);
    else
        snprintf(buf, cap, "'%.*s%s'", n > VALUE_SHOWN ? VALUE_SHOWN : (int)n, v, n > VALUE_SHOWN ? "..." : "");
    return buf;
}

bool tl_attr_value_ok(const tl_attr_rule *rule, const char *v, char *why, size_t cap, size_t *at)
{
    char c[8], sv[80];
    size_t n = strlen(v);
    if (n == 0)
        return fault(why, cap, at, 0, "%s is empty", rule->name);
    switch (rule->type) {
    case TL_ATTR_INT: {
        size_t i = 0;
        while (i < n && v[i] >= '0' && v[i] <= '9')
            i++;
        if (i < n || (v[0] == '0' && n > 1))
            return fault(why, cap, at, i < n ? i : 0, "%s %s is not a decimal integer%s%s", rule->name,
                         shown_value(v, sv, sizeof sv), i < n ? ": unexpected character " : " (no leading zero)",
                         i < n ? shown_char((unsigned char)v[i], c, sizeof c) : "");
        int64_t x = 0;
        bool big = false;
        for (i = 0; i < n && !big; i++) {
            big = x > (INT64_MAX - (v[i] - '0')) / 10;
            if (!big)
                x = x * 10 + (v[i] - '0');
        }
        if (big || x < rule->min || x > rule->max)
            return fault(why, cap, at, 0, "%s %s is out of range (%lld to %lld)", rule->name, shown_value(v, sv, sizeof sv),
                         (long long)rule->min, (long long)rule->max);
        return true;
    }
    case TL_ATTR_FEATURES:
        for (size_t i = 0; i <= n;) {
            size_t end = i;
            while (end < n && v[end] != ',')
                end++;
            if (end == i || (v[i] != '+' && v[i] != '-'))
                return fault(why, cap, at, i, "%s %s: each feature is +name or -name, separated by commas", rule->name,
                             shown_value(v, sv, sizeof sv));
            size_t f = i + 1 + name_fault(v + i + 1, end - i - 1);
            if (f < end || end == i + 1)
                return fault(why, cap, at, f, "%s %s: unexpected %s in a feature name (%s)", rule->name,
                             shown_value(v, sv, sizeof sv), f < n ? shown_char((unsigned char)v[f], c, sizeof c) : "end",
                             NAME_RULE);
            i = end + 1;
        }
        return true;
    case TL_ATTR_NAME:
    default: {
        size_t f = name_fault(v, n);
        if (f < n)
            return fault(why, cap, at, f, "%s %s: unexpected character %s (%s)", rule->name, shown_value(v, sv, sizeof sv),
                         shown_char((unsigned char)v[f], c, sizeof c), NAME_RULE);
        if (rule->prefix && strncmp(v, rule->prefix, strlen(rule->prefix)) != 0)
            return fault(why, cap, at, 0, "%s must start with '%s', not '%s'", rule->name, rule->prefix, v);
        if (rule->nvalues == 0)
            return true;
        char list[256] = "";
        for (size_t i = 0; i < rule->nvalues; i++) {
            if (strcmp(v, rule->values[i]) == 0)
                return true;
            snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", i ? ", " : "", rule->values[i]);
        }
        return fault(why, cap, at, 0, "%s %s is not one of %s", rule->name, shown_value(v, sv, sizeof sv), list);
    }
    }
}

/* A key is a name, as an attribute of type name is. */
static bool key_ok(const char *key, char *why, size_t cap, size_t *at)
{
    char c[8], sv[80];
    size_t n = strlen(key), f = name_fault(key, n);
    if (n == 0)
        return fault(why, cap, at, 0, "a key must be non-empty");
    if (f < n)
        return fault(why, cap, at, f, "key %s: unexpected character %s (%s)", shown_value(key, sv, sizeof sv),
                     shown_char((unsigned char)key[f], c, sizeof c), NAME_RULE);
    return true;
}

static const tl_attr_rule *find_rule(const tl_target_kind *k, const char *name)
{
    for (size_t r = 0; r < k->nattrs; r++)
        if (strcmp(k->attrs[r].name, name) == 0)
            return &k->attrs[r];
    return NULL;
}

static bool unknown_attr(const tl_target_kind *k, const char *name, char *why, size_t cap)
{
    char known[256] = "";
    for (size_t j = 0; j < k->nattrs; j++)
        snprintf(known + strlen(known), sizeof known - strlen(known), "%s%s", j ? ", " : "", k->attrs[j].name);
    snprintf(why, cap, "target kind '%s' has no attribute '%.*s%s' (known: %s)", k->name, SHOWN_NAME(name),
             k->nattrs ? known : "none");
    return false;
}

/* ---- normalization ----------------------------------------------------- */

bool tl_target_normalize(tl_target *t, tl_error *err)
{
    const tl_target_kind *k = t->kind;
    char why[512];
    tl_target n;
    tl_target_init(&n, k);
    for (size_t i = 0; i < k->ndefault_keys; i++)
        if (!tl_target_add_key(&n, k->default_keys[i], err))
            return false;
    for (int i = 0; i < t->nkeys; i++) {
        if (!key_ok(tl_target_key(t, i), why, sizeof why, NULL))
            return tl_error_set(err, TL_ERR_INVALID, "%s", why);
        if (!tl_target_add_key(&n, tl_target_key(t, i), err))
            return false;
    }
    for (int i = 0; i < t->nattrs; i++)
        if (!find_rule(k, tl_target_attr_name(t, i)))
            return unknown_attr(k, tl_target_attr_name(t, i), why, sizeof why),
                   tl_error_set(err, TL_ERR_INVALID, "%s", why);
    for (size_t r = 0; r < k->nattrs; r++) {
        const tl_attr_rule *rule = &k->attrs[r];
        const char *v = tl_target_attr(t, rule->name);
        if (!v)
            v = rule->default_value;
        if (!v)
            continue;
        if (!tl_attr_value_ok(rule, v, why, sizeof why, NULL))
            return tl_error_set(err, TL_ERR_INVALID, "%s target: %s", k->name, why);
        if (!tl_target_set_attr(&n, rule->name, v, err))
            return false;
    }
    *t = n;
    return true;
}

/* ---- kinds and tags: the built-ins, then the plugins' ------------------ */

#define MAX_KINDS 256
#define MAX_TAGS 1024
static const tl_target_kind *all_kinds[MAX_KINDS];
static const char *kind_origin[MAX_KINDS]; /* NULL: built-in */
static atomic_size_t nkinds;
static tl_target_tag all_tags[MAX_TAGS];
static atomic_size_t ntags;
static pthread_once_t builtins_once = PTHREAD_ONCE_INIT;
static _Thread_local const tl_plugin *pending;

static void add_builtins(void)
{
    size_t n = 0, m = 0;
    for (size_t i = 0; i < tl_registry_ntarget_kinds && n < MAX_KINDS; i++)
        all_kinds[n++] = tl_registry_target_kinds[i];
    for (size_t i = 0; i < tl_registry_ntags && m < MAX_TAGS; i++)
        all_tags[m++] = tl_registry_tags[i];
    atomic_store_explicit(&nkinds, n, memory_order_release);
    atomic_store_explicit(&ntags, m, memory_order_release);
}

static size_t kinds_count(void)
{
    pthread_once(&builtins_once, add_builtins);
    return atomic_load_explicit(&nkinds, memory_order_acquire);
}

static size_t tags_count(void)
{
    pthread_once(&builtins_once, add_builtins);
    return atomic_load_explicit(&ntags, memory_order_acquire);
}

void tl_target_set_pending(const tl_plugin *p) { pending = p; }

const tl_loc *tl_target_name_taken(const char *name)
{
    size_t n = kinds_count(), m = tags_count();
    for (size_t i = 0; i < n; i++)
        if (strcmp(all_kinds[i]->name, name) == 0)
            return &all_kinds[i]->loc;
    for (size_t i = 0; i < m; i++)
        if (strcmp(all_tags[i].name, name) == 0)
            return &all_tags[i].loc;
    return NULL;
}

bool tl_target_room(size_t n, size_t m) { return kinds_count() + n <= MAX_KINDS && tags_count() + m <= MAX_TAGS; }

void tl_target_add_plugin(const tl_plugin *p, const char *origin)
{
    size_t n = kinds_count(), m = tags_count();
    for (size_t i = 0; i < p->ntarget_kinds; i++) {
        kind_origin[n] = origin;
        all_kinds[n++] = p->target_kinds[i];
    }
    for (size_t i = 0; i < p->ntags; i++)
        all_tags[m++] = p->tags[i];
    atomic_store_explicit(&nkinds, n, memory_order_release);
    atomic_store_explicit(&ntags, m, memory_order_release);
}

const char *tl_target_kind_origin(const tl_target_kind *k)
{
    size_t n = kinds_count();
    for (size_t i = 0; i < n; i++)
        if (all_kinds[i] == k)
            return kind_origin[i];
    return NULL;
}

/* ---- parsing ----------------------------------------------------------- */

const tl_target_kind *tl_find_target_kind(const char *name)
{
    size_t n = kinds_count();
    for (size_t i = 0; i < n; i++)
        if (strcmp(all_kinds[i]->name, name) == 0)
            return all_kinds[i];
    for (size_t i = 0; pending && i < pending->ntarget_kinds; i++)
        if (strcmp(pending->target_kinds[i]->name, name) == 0)
            return pending->target_kinds[i];
    return NULL;
}

const tl_target_kind *const *tl_target_kinds(size_t *n)
{
    *n = kinds_count();
    return all_kinds;
}

const tl_target_tag *tl_target_tags(size_t *n)
{
    *n = tags_count();
    return all_tags;
}

static bool bad_kind(const char *input, const char *name, tl_error *err)
{
    char known[512] = "";
    size_t n = kinds_count();
    for (size_t i = 0; i < n; i++)
        snprintf(known + strlen(known), sizeof known - strlen(known), "%s%s", i ? ", " : "", all_kinds[i]->name);
    return tl_error_set(err, TL_ERR_INVALID,
                        "invalid target '%.*s%s': unknown target kind or tag '%.*s%s' (kinds: %s; tags: see "
                        "'tilec backends'; or a JSON object, or auto)",
                        SHOWN(input), SHOWN(name), known);
}

/* Where each attribute was read from the input, so that a check made later
 * (the kind's own) can point at it. */
typedef struct given {
    int n;
    struct {
        char name[48];
        int col; /* of its value */
    } at[TL_TARGET_MAX_ATTRS];
} given;

static void given_add(given *g, const char *name, int col)
{
    if (g->n < TL_TARGET_MAX_ATTRS) {
        snprintf(g->at[g->n].name, sizeof g->at[g->n].name, "%s", name);
        g->at[g->n++].col = col;
    }
}

static bool error_at_col(const char *input, int col, const char *why, tl_error *err)
{
    return tl_error_set(err, TL_ERR_INVALID, "invalid target '%.*s%s': column %d: %s", SHOWN(input), col, why);
}

static int col_of(const tl_lexer *lx) { return (int)(lx->tok - lx->start) + 1; }

/* Prefixes err's message with the input and the column of the token. */
static bool syntax_error(const char *input, const tl_lexer *lx, const char *why, tl_error *err)
{
    return error_at_col(input, col_of(lx), why, err);
}

/* Checks attribute name = value of kind k as read from input: the name at
 * column name_col, the value at col. When exact, the value's bytes are the
 * input's from col on, and the column points at the byte at fault. */
static bool check_read_attr(const char *input, const tl_target_kind *k, const char *name, int name_col,
                            const char *value, int col, bool exact, tl_error *err)
{
    char why[512], full[600];
    const tl_attr_rule *rule = find_rule(k, name);
    if (!rule)
        return unknown_attr(k, name, why, sizeof why), error_at_col(input, name_col, why, err);
    size_t at = 0;
    if (tl_attr_value_ok(rule, value, why, sizeof why, &at))
        return true;
    snprintf(full, sizeof full, "%s target: %s", k->name, why);
    return error_at_col(input, col + (exact ? (int)at : 0), full, err);
}

/* Whether the JSON string token at lx->tok holds value byte for byte (no
 * escapes), so that columns inside it are exact. */
static bool raw_string(const tl_lexer *lx, const char *value)
{
    size_t n = strlen(value);
    return lx->tok[0] == '"' && strncmp(lx->tok + 1, value, n) == 0 && lx->tok[1 + n] == '"';
}

static bool parse_json(const char *input, tl_target *out, given *g, tl_error *err)
{
    tl_lexer lx = { .start = input, .cur = input };
    tl_target raw;
    tl_target_init(&raw, NULL);
    bool have_kind = false, have_keys = false;
    char kind[TL_TARGET_TEXT] = "";
    struct {
        int name_col, col;
        bool exact;
    } pos[TL_TARGET_MAX_ATTRS];
    tl_tok tok = tl_lex_json(&lx);
    if (tok != TL_TOK_LBRACE)
        return syntax_error(input, &lx, tok == TL_TOK_ERROR ? lx.error : "expected '{'", err);
    tok = tl_lex_json(&lx);
    if (tok != TL_TOK_RBRACE) {
        for (;;) {
            if (tok != TL_TOK_STRING)
                return syntax_error(input, &lx, tok == TL_TOK_ERROR ? lx.error : "expected a field name string", err);
            char field[TL_TARGET_TEXT];
            memcpy(field, lx.text, sizeof field);
            const char *field_at = lx.tok;
            if ((tok = tl_lex_json(&lx)) != TL_TOK_COLON)
                return syntax_error(input, &lx, tok == TL_TOK_ERROR ? lx.error : "expected ':'", err);
            tok = tl_lex_json(&lx);
            if (strcmp(field, "keys") == 0) {
                if (have_keys)
                    return syntax_error(input, &lx, "field \"keys\" is given twice", err);
                have_keys = true;
                if (tok != TL_TOK_LBRACKET)
                    return syntax_error(input, &lx, "\"keys\" must be a list of strings", err);
                tok = tl_lex_json(&lx);
                if (tok != TL_TOK_RBRACKET) {
                    for (;;) {
                        if (tok != TL_TOK_STRING || !lx.text[0])
                            return syntax_error(input, &lx,
                                                tok == TL_TOK_ERROR ? lx.error : "a key must be a non-empty string",
                                                err);
                        char why[300];
                        size_t at = 0;
                        if (!key_ok(lx.text, why, sizeof why, &at))
                            return error_at_col(input, col_of(&lx) + (raw_string(&lx, lx.text) ? 1 + (int)at : 0), why,
                                                err);
                        if (tl_target_has_key(&raw, lx.text)) {
                            snprintf(why, sizeof why, "key '%.*s%s' is given twice", SHOWN_NAME(lx.text));
                            return syntax_error(input, &lx, why, err);
                        }
                        tl_error e;
                        if (!tl_target_add_key(&raw, lx.text, &e))
                            return syntax_error(input, &lx, e.msg, err);
                        tok = tl_lex_json(&lx);
                        if (tok == TL_TOK_RBRACKET)
                            break;
                        if (tok != TL_TOK_COMMA)
                            return syntax_error(input, &lx, tok == TL_TOK_ERROR ? lx.error : "expected ',' or ']'",
                                                err);
                        tok = tl_lex_json(&lx);
                    }
                }
            } else {
                const char *value;
                if (tok == TL_TOK_STRING || tok == TL_TOK_NUMBER)
                    value = lx.text;
                else if (tok == TL_TOK_TRUE)
                    value = "true";
                else if (tok == TL_TOK_FALSE)
                    value = "false";
                else
                    return syntax_error(input, &lx,
                                        tok == TL_TOK_ERROR ? lx.error
                                                            : "a value must be a string, a number, true or false",
                                        err);
                if (strcmp(field, "kind") == 0) {
                    if (have_kind)
                        return syntax_error(input, &lx, "field \"kind\" is given twice", err);
                    if (tok != TL_TOK_STRING)
                        return syntax_error(input, &lx, "\"kind\" must be a string", err);
                    have_kind = true;
                    memcpy(kind, value, sizeof kind);
                } else {
                    tl_error e;
                    tl_lexer at = lx;
                    at.tok = field_at;
                    if (!field[0])
                        return syntax_error(input, &at, "empty field name", err);
                    int i = raw.nattrs;
                    if (!tl_target_set_attr(&raw, field, value, &e))
                        return syntax_error(input, &at, e.msg, err);
                    pos[i].name_col = col_of(&at);
                    pos[i].exact = tok != TL_TOK_STRING || raw_string(&lx, value);
                    pos[i].col = col_of(&lx) + (tok == TL_TOK_STRING && pos[i].exact ? 1 : 0);
                }
            }
            tok = tl_lex_json(&lx);
            if (tok == TL_TOK_RBRACE)
                break;
            if (tok != TL_TOK_COMMA)
                return syntax_error(input, &lx, tok == TL_TOK_ERROR ? lx.error : "expected ',' or '}'", err);
            tok = tl_lex_json(&lx);
        }
    }
    if ((tok = tl_lex_json(&lx)) != TL_TOK_END)
        return syntax_error(input, &lx, tok == TL_TOK_ERROR ? lx.error : "unexpected text after the object", err);
    if (!have_kind)
        return tl_error_set(err, TL_ERR_INVALID, "invalid target '%.*s%s': missing field \"kind\"", SHOWN(input));
    const tl_target_kind *k = tl_find_target_kind(kind);
    if (!k)
        return bad_kind(input, kind, err);
    /* the attributes, now that their kind is known */
    for (int i = 0; i < raw.nattrs; i++) {
        if (!check_read_attr(input, k, tl_target_attr_name(&raw, i), pos[i].name_col, tl_target_attr_value(&raw, i),
                             pos[i].col, pos[i].exact, err))
            return false;
        given_add(g, tl_target_attr_name(&raw, i), pos[i].col);
    }
    raw.kind = k;
    *out = raw;
    return true;
}

static bool parse_tag(const char *input, const char *name, tl_target *out, tl_error *err, bool *found)
{
    *found = false;
    size_t n = tags_count();
    const tl_target_tag *tag = NULL;
    for (size_t i = 0; i < n && !tag; i++)
        if (strcmp(all_tags[i].name, name) == 0)
            tag = &all_tags[i];
    for (size_t i = 0; pending && !tag && i < pending->ntags; i++)
        if (strcmp(pending->tags[i].name, name) == 0)
            tag = &pending->tags[i];
    if (!tag)
        return true;
    *found = true;
    given none = { 0 };
    if (!parse_json(tag->json, out, &none, err))
        return tl_error_set(err, TL_ERR_INTERNAL, "tag '%s' (%s:%d): %s", name, tag->loc.file, tag->loc.line,
                            err ? err->msg : "");
    return true;
}

/* The kind's own check of a normalized target; a refusal that names an
 * attribute read from input points at its column. */
static bool kind_check(const tl_target *t, const char *input, const given *g, tl_error *err)
{
    char why[512] = "";
    if (!t->kind->check || t->kind->check(t, why, sizeof why))
        return true;
    if (!why[0])
        snprintf(why, sizeof why, "refused by target kind %s's check", t->kind->name);
    char full[600];
    snprintf(full, sizeof full, "%s target: %s", t->kind->name, why);
    for (int i = 0; g && i < g->n; i++) {
        size_t n = strlen(g->at[i].name);
        if (strncmp(why, g->at[i].name, n) == 0 && (why[n] == ' ' || why[n] == ':'))
            return error_at_col(input, g->at[i].col, full, err);
    }
    return tl_error_set(err, TL_ERR_INVALID, "invalid target '%.*s%s': %s", SHOWN(input), full);
}

bool tl_target_auto(tl_target *out, tl_auto_report *report, void *ud, tl_error *err)
{
    char reason[256];
    for (size_t i = 0; i < tl_registry_nauto_kinds; i++) {
        const tl_target_kind *k = tl_registry_auto_kinds[i];
        tl_target_init(out, k);
        reason[0] = 0;
        bool ok = k->detect(out, reason, sizeof reason);
        if (ok && (!tl_target_normalize(out, err) || !kind_check(out, "auto", NULL, err)))
            return false;
        if (report)
            report(ud, k, ok, ok ? NULL : reason);
        if (ok)
            return true;
    }
    return tl_error_set(err, TL_ERR_UNAVAILABLE, "target 'auto': no target kind detected");
}

/* "cuda -arch=sm_90a -keys=a,b", "nvidia/h200 -arch=..." or "auto". An
 * option overrides what a tag or auto set, but no option may be given twice. */
static bool parse_options(const char *input, tl_target *out, given *g, tl_error *err)
{
    tl_lexer lx = { .start = input, .cur = input };
    tl_tok tok = tl_lex_options(&lx);
    if (tok == TL_TOK_END)
        return tl_error_set(err, TL_ERR_INVALID, "invalid target '': empty target (try a kind such as c or cuda, or auto)");
    if (tok != TL_TOK_WORD)
        return syntax_error(input, &lx, tok == TL_TOK_ERROR ? lx.error : "expected a target kind, a tag or auto", err);
    if (strcmp(lx.text, "auto") == 0) {
        if (!tl_target_auto(out, NULL, NULL, err))
            return false;
    } else {
        bool found;
        if (!parse_tag(input, lx.text, out, err, &found))
            return false;
        if (!found) {
            const tl_target_kind *k = tl_find_target_kind(lx.text);
            if (!k)
                return bad_kind(input, lx.text, err);
            tl_target_init(out, k);
        }
    }
    bool keys_given = false;
    tl_target options; /* the names of the options given, to refuse a repeat */
    tl_target_init(&options, NULL);
    while ((tok = tl_lex_options(&lx)) != TL_TOK_END) {
        if (tok != TL_TOK_OPTION)
            return syntax_error(input, &lx, tok == TL_TOK_ERROR ? lx.error : "expected an option -name=value", err);
        tl_error e;
        char why[512];
        int col = col_of(&lx);
        int vcol = col + (lx.tok[1] == '-' ? 2 : 1) + (int)strlen(lx.text) + 1;
        if (strcmp(lx.text, "keys") == 0) {
            if (keys_given)
                return syntax_error(input, &lx, "option -keys is given twice", err);
            keys_given = true;
            tl_target mine; /* this option's keys, to refuse a repeat */
            tl_target_init(&mine, NULL);
            char *s = lx.value;
            for (;;) {
                char *comma = strchr(s, ',');
                if (comma)
                    *comma = 0;
                int kcol = vcol + (int)(s - lx.value);
                size_t at = 0;
                if (!*s)
                    return error_at_col(input, kcol, "-keys: a key must be non-empty", err);
                if (!key_ok(s, why, sizeof why, &at))
                    return error_at_col(input, kcol + (int)at, why, err);
                if (tl_target_has_key(&mine, s)) {
                    snprintf(why, sizeof why, "-keys: key '%.*s%s' is given twice", SHOWN_NAME(s));
                    return error_at_col(input, kcol, why, err);
                }
                if (!tl_target_add_key(&mine, s, &e) || !tl_target_add_key(out, s, &e))
                    return syntax_error(input, &lx, e.msg, err);
                if (!comma)
                    break;
                s = comma + 1;
            }
        } else {
            if (tl_target_attr(&options, lx.text)) {
                snprintf(why, sizeof why, "option -%.*s%s is given twice", SHOWN_NAME(lx.text));
                return syntax_error(input, &lx, why, err);
            }
            if (!tl_target_set_attr(&options, lx.text, "", &e))
                return syntax_error(input, &lx, e.msg, err);
            if (!check_read_attr(input, out->kind, lx.text, col, lx.value, vcol, true, err))
                return false;
            given_add(g, lx.text, vcol);
            tl_target copy = *out;
            tl_target_init(out, copy.kind);
            for (int i = 0; i < copy.nkeys; i++)
                tl_target_add_key(out, tl_target_key(&copy, i), NULL);
            for (int i = 0; i < copy.nattrs; i++)
                if (strcmp(tl_target_attr_name(&copy, i), lx.text) != 0)
                    tl_target_set_attr(out, tl_target_attr_name(&copy, i), tl_target_attr_value(&copy, i), NULL);
            if (!tl_target_set_attr(out, lx.text, lx.value, &e))
                return syntax_error(input, &lx, e.msg, err);
        }
    }
    return true;
}

bool tl_target_parse(const char *text, tl_target *out, tl_error *err)
{
    if (!text)
        return tl_error_set(err, TL_ERR_INVALID, "invalid target: none given");
    const char *p = text;
    while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
        p++;
    tl_target t;
    given g = { 0 };
    if (!(*p == '{' ? parse_json(text, &t, &g, err) : parse_options(text, &t, &g, err)))
        return false;
    tl_error e;
    if (!tl_target_normalize(&t, &e))
        return tl_error_set(err, e.code, "invalid target '%.*s%s': %s", SHOWN(text), e.msg);
    if (!kind_check(&t, text, &g, err))
        return false;
    *out = t;
    return true;
}

/* The first host codegen of names (or of every host codegen, in declaration
 * order, when names is NULL) whose probe says yes, parsed as a host target. */
static bool first_available_host(const char *const *names, size_t n, tl_target *out, tl_error *err)
{
    char why[1024] = "";
    size_t count = names ? n : tl_registry_nhost_codegens;
    for (size_t i = 0; i < count; i++) {
        const tl_host_codegen *h = names ? tl_find_host_codegen(names[i]) : tl_registry_host_codegens[i];
        char reason[256] = "";
        if (!h)
            continue;
        if (!h->probe || h->probe(reason, sizeof reason))
            return tl_target_parse(h->name, out, err);
        snprintf(why + strlen(why), sizeof why - strlen(why), "%s%s: %s", *why ? "; " : "", h->name, reason);
    }
    return tl_error_set(err, TL_ERR_UNAVAILABLE, "no host codegen is available (%s)", *why ? why : "none declared");
}

bool tl_target_default_host(const tl_target *target, tl_target *out, tl_error *err)
{
    const tl_target_kind *k = target ? target->kind : NULL;
    if (k && k->ndefault_hosts)
        return first_available_host(k->default_hosts, k->ndefault_hosts, out, err);
    return first_available_host(NULL, 0, out, err);
}

bool tl_target_parse_host(const char *text, tl_target *out, tl_error *err)
{
    if (!text || !*text)
        return tl_target_default_host(NULL, out, err);
    if (!tl_target_parse(text, out, err))
        return false;
    if (tl_find_host_codegen(tl_target_kind_name(out)))
        return true;
    char known[256] = "";
    for (size_t i = 0; i < tl_registry_nhost_codegens; i++)
        snprintf(known + strlen(known), sizeof known - strlen(known), "%s%s", i ? ", " : "",
                 tl_registry_host_codegens[i]->name);
    return tl_error_set(err, TL_ERR_INVALID, "invalid host target '%.*s%s': no host codegen serves kind '%s' (hosts: %s)",
                        SHOWN(text), tl_target_kind_name(out), known);
}

/* ---- printing ---------------------------------------------------------- */

/* Appends to buf like snprintf, tracking the length needed. */
static void put(char *buf, size_t cap, size_t *len, const char *s, bool json)
{
    for (; *s; s++) {
        char esc[8];
        const char *piece = NULL;
        unsigned char c = (unsigned char)*s;
        if (json && (c == '"' || c == '\\')) {
            esc[0] = '\\', esc[1] = (char)c, esc[2] = 0;
            piece = esc;
        } else if (json && c < 0x20) {
            snprintf(esc, sizeof esc, "\\u%04x", c);
            piece = esc;
        }
        if (piece) {
            for (; *piece; piece++, (*len)++)
                if (*len + 1 < cap)
                    buf[*len] = *piece;
        } else {
            if (*len + 1 < cap)
                buf[*len] = (char)c;
            (*len)++;
        }
    }
    if (cap)
        buf[*len < cap ? *len : cap - 1] = 0;
}

size_t tl_target_to_json(const tl_target *t, char *buf, size_t cap)
{
    size_t n = 0;
    if (cap)
        buf[0] = 0;
    put(buf, cap, &n, "{\"kind\": \"", false);
    put(buf, cap, &n, t->kind->name, true);
    put(buf, cap, &n, "\", \"keys\": [", false);
    for (int i = 0; i < t->nkeys; i++) {
        put(buf, cap, &n, i ? ", \"" : "\"", false);
        put(buf, cap, &n, tl_target_key(t, i), true);
        put(buf, cap, &n, "\"", false);
    }
    put(buf, cap, &n, "]", false);
    for (int i = 0; i < t->nattrs; i++) {
        put(buf, cap, &n, ", \"", false);
        put(buf, cap, &n, tl_target_attr_name(t, i), true);
        put(buf, cap, &n, "\": \"", false);
        put(buf, cap, &n, tl_target_attr_value(t, i), true);
        put(buf, cap, &n, "\"", false);
    }
    put(buf, cap, &n, "}", false);
    return n;
}

size_t tl_target_to_string(const tl_target *t, char *buf, size_t cap)
{
    size_t n = 0;
    if (cap)
        buf[0] = 0;
    put(buf, cap, &n, t->kind->name, false);
    for (int i = 0; i < t->nkeys; i++) {
        put(buf, cap, &n, i ? "," : " -keys=", false);
        put(buf, cap, &n, tl_target_key(t, i), false);
    }
    for (int i = 0; i < t->nattrs; i++) {
        put(buf, cap, &n, " -", false);
        put(buf, cap, &n, tl_target_attr_name(t, i), false);
        put(buf, cap, &n, "=", false);
        put(buf, cap, &n, tl_target_attr_value(t, i), false);
    }
    return n;
}
