/*
 * target.c: targets. A target is a value (tilec.h): a kind from the registry's
 * declared target kinds, ordered keys, attributes, all strings inside the struct.
 *
 * tl_target_parse reads the four ways a target is written (a kind with options,
 * a JSON object, a tag from the specs, "auto") and normalizes the result with
 * its kind's declared rules: default keys first, every attribute declared by
 * the kind, values with the required prefix, defaults filled in, attributes in
 * the kind's order. Errors name the input and the column.
 */
#include <stdlib.h>

#include "backend/internal.h"
#include "registry.h"

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

/* ---- normalization ----------------------------------------------------- */

bool tl_target_normalize(tl_target *t, tl_error *err)
{
    const tl_target_kind *k = t->kind;
    tl_target n;
    tl_target_init(&n, k);
    for (size_t i = 0; i < k->ndefault_keys; i++)
        if (!tl_target_add_key(&n, k->default_keys[i], err))
            return false;
    for (int i = 0; i < t->nkeys; i++)
        if (!tl_target_add_key(&n, tl_target_key(t, i), err))
            return false;
    for (int i = 0; i < t->nattrs; i++) {
        const char *name = tl_target_attr_name(t, i);
        size_t r = 0;
        while (r < k->nattrs && strcmp(k->attrs[r].name, name) != 0)
            r++;
        if (r == k->nattrs) {
            char known[256] = "";
            for (size_t j = 0; j < k->nattrs; j++)
                snprintf(known + strlen(known), sizeof known - strlen(known), "%s%s", j ? ", " : "", k->attrs[j].name);
            return tl_error_set(err, TL_ERR_INVALID, "target kind '%s' has no attribute '%s' (known: %s)", k->name,
                                name, k->nattrs ? known : "none");
        }
    }
    for (size_t r = 0; r < k->nattrs; r++) {
        const tl_attr_rule *rule = &k->attrs[r];
        const char *v = tl_target_attr(t, rule->name);
        if (!v)
            v = rule->default_value;
        if (!v)
            continue;
        if (!*v)
            return tl_error_set(err, TL_ERR_INVALID, "target attribute '%s' is empty", rule->name);
        if (rule->prefix && strncmp(v, rule->prefix, strlen(rule->prefix)) != 0)
            return tl_error_set(err, TL_ERR_INVALID, "%s target: %s must start with '%s', not '%s'", k->name,
                                rule->name, rule->prefix, v);
        if (!tl_target_set_attr(&n, rule->name, v, err))
            return false;
    }
    *t = n;
    return true;
}

/* ---- parsing ----------------------------------------------------------- */

/* Messages quote the input, cut short: "%.*s%s" with SHOWN(input). */
#define SHOWN_MAX 100
#define SHOWN(s) (strlen(s) > SHOWN_MAX ? SHOWN_MAX : (int)strlen(s)), (s), (strlen(s) > SHOWN_MAX ? "..." : "")

const tl_target_kind *tl_find_target_kind(const char *name)
{
    for (size_t i = 0; i < tl_registry_ntarget_kinds; i++)
        if (strcmp(tl_registry_target_kinds[i]->name, name) == 0)
            return tl_registry_target_kinds[i];
    return NULL;
}

const tl_target_kind *const *tl_target_kinds(size_t *n)
{
    *n = tl_registry_ntarget_kinds;
    return tl_registry_target_kinds;
}

const tl_target_tag *tl_target_tags(size_t *n)
{
    *n = tl_registry_ntags;
    return tl_registry_tags;
}

static bool bad_kind(const char *input, const char *name, tl_error *err)
{
    char known[512] = "";
    for (size_t i = 0; i < tl_registry_ntarget_kinds; i++)
        snprintf(known + strlen(known), sizeof known - strlen(known), "%s%s", i ? ", " : "",
                 tl_registry_target_kinds[i]->name);
    return tl_error_set(err, TL_ERR_INVALID,
                        "invalid target '%.*s%s': unknown target kind or tag '%.*s%s' (kinds: %s; tags: see "
                        "'tilec backends'; or a JSON object, or auto)",
                        SHOWN(input), SHOWN(name), known);
}

/* Prefixes err's message with the input and the column of the token. */
static bool syntax_error(const char *input, const tl_lexer *lx, const char *why, tl_error *err)
{
    return tl_error_set(err, TL_ERR_INVALID, "invalid target '%.*s%s': column %d: %s", SHOWN(input),
                        (int)(lx->tok - lx->start) + 1, why);
}

static bool parse_json(const char *input, tl_target *out, tl_error *err)
{
    tl_lexer lx = { .start = input, .cur = input };
    tl_target raw;
    tl_target_init(&raw, NULL);
    bool have_kind = false, have_keys = false;
    char kind[TL_TARGET_TEXT] = "";
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
                    if (!tl_target_set_attr(&raw, field, value, &e))
                        return syntax_error(input, &at, e.msg, err);
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
    raw.kind = k;
    *out = raw;
    return true;
}

static bool parse_tag(const char *input, const char *name, tl_target *out, tl_error *err, bool *found)
{
    *found = false;
    for (size_t i = 0; i < tl_registry_ntags; i++) {
        if (strcmp(tl_registry_tags[i].name, name) == 0) {
            *found = true;
            if (!parse_json(tl_registry_tags[i].json, out, err))
                return tl_error_set(err, TL_ERR_INTERNAL, "tag '%s' (%s:%d): %s", name, tl_registry_tags[i].loc.file,
                                    tl_registry_tags[i].loc.line, err ? err->msg : "");
            return true;
        }
    }
    return true;
}

bool tl_target_auto(tl_target *out, tl_auto_report *report, void *ud, tl_error *err)
{
    char reason[256];
    for (size_t i = 0; i < tl_registry_nauto_kinds; i++) {
        const tl_target_kind *k = tl_registry_auto_kinds[i];
        tl_target_init(out, k);
        reason[0] = 0;
        bool ok = k->detect(out, reason, sizeof reason);
        if (ok && !tl_target_normalize(out, err))
            return false;
        if (report)
            report(ud, k, ok, ok ? NULL : reason);
        if (ok)
            return true;
    }
    return tl_error_set(err, TL_ERR_UNAVAILABLE, "target 'auto': no target kind detected");
}

/* "cuda -arch=sm_90a -keys=a,b", "nvidia/h200 -arch=..." or "auto". */
static bool parse_options(const char *input, tl_target *out, tl_error *err)
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
    while ((tok = tl_lex_options(&lx)) != TL_TOK_END) {
        if (tok != TL_TOK_OPTION)
            return syntax_error(input, &lx, tok == TL_TOK_ERROR ? lx.error : "expected an option -name=value", err);
        tl_error e;
        if (strcmp(lx.text, "keys") == 0) {
            char *s = lx.value;
            for (;;) {
                char *comma = strchr(s, ',');
                if (comma)
                    *comma = 0;
                if (!*s)
                    return syntax_error(input, &lx, "-keys: a key must be non-empty", err);
                if (!tl_target_add_key(out, s, &e))
                    return syntax_error(input, &lx, e.msg, err);
                if (!comma)
                    break;
                s = comma + 1;
            }
        } else {
            /* An option overrides what a tag or auto set. */
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
    if (!(*p == '{' ? parse_json(text, &t, err) : parse_options(text, &t, err)))
        return false;
    tl_error e;
    if (!tl_target_normalize(&t, &e))
        return tl_error_set(err, e.code, "invalid target '%.*s%s': %s", SHOWN(text), e.msg);
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
