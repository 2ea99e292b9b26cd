/*
 * internal.h: what the registry's own files (src/backend/) and the generated
 * tables share, and the helpers generated predicates are compiled into. Not
 * part of the public API.
 */
#ifndef TL_BACKEND_INTERNAL_H
#define TL_BACKEND_INTERNAL_H

#include <stdio.h>
#include <string.h>

#include "tilec/plugin.h"
#include "tilec/tilec.h"

/* The predicate helpers generated predicates are compiled into are in
 * tilec/plugin.h, which plugins' generated tables include too. */

/* ---- entry points later work provides --------------------------------- */

#define TL_NOT_IMPLEMENTED(err, name) tl_error_set((err), TL_ERR_NOT_IMPLEMENTED, "not implemented: %s", (name))

/* Packed functions report failure through *ret as a string. */
int tl_packed_error(struct tl_any *ret, const char *msg);

/* ---- targets ----------------------------------------------------------- */

/* Starts an empty target of kind k. */
void tl_target_init(tl_target *t, const tl_target_kind *k);
/* Appends a key or an attribute; false when the target has no room left. */
bool tl_target_add_key(tl_target *t, const char *key, tl_error *err);
bool tl_target_set_attr(tl_target *t, const char *name, const char *value, tl_error *err);
/* Default keys, attribute checks and defaults, canonical attribute order. */
bool tl_target_normalize(tl_target *t, tl_error *err);

/* Target text lexer (generated/backend_target_lex.c from target_lex.re). */
typedef enum tl_tok {
    TL_TOK_END,
    TL_TOK_ERROR,
    TL_TOK_LBRACE,
    TL_TOK_RBRACE,
    TL_TOK_LBRACKET,
    TL_TOK_RBRACKET,
    TL_TOK_COLON,
    TL_TOK_COMMA,
    TL_TOK_STRING, /* JSON string; text is the unescaped value */
    TL_TOK_NUMBER,
    TL_TOK_TRUE,
    TL_TOK_FALSE,
    TL_TOK_NULL,
    TL_TOK_WORD,   /* a kind or tag name: letters, digits, _ - . / */
    TL_TOK_OPTION, /* -name=value: text is name, value is value */
} tl_tok;

typedef struct tl_lexer {
    const char *start; /* the whole input, for column numbers */
    const char *cur;
    const char *tok;   /* start of the last token */
    char text[TL_TARGET_TEXT];
    char value[TL_TARGET_TEXT];
    const char *error; /* why the last token is TL_TOK_ERROR */
} tl_lexer;

tl_tok tl_lex_json(tl_lexer *lx);
tl_tok tl_lex_options(tl_lexer *lx);

/* ---- registry ---------------------------------------------------------- */

/* "file:line: " for a declaration with a location, "" otherwise. */
const char *tl_loc_prefix(tl_loc loc, char *buf, size_t cap);
/* Changes whenever a backend is registered; never 0. */
size_t tl_registry_generation(void);
bool tl_backend_equal(const tl_backend *a, const tl_backend *b);
const tl_host_codegen *tl_find_host_codegen(const char *name);

/* The generator's overlap proof (overlap.c) for two predicates of backends on
 * target kind `kind`: 1 when a target satisfies both (witness gets it, as
 * JSON), 0 when none does or either is C code (not provable), -1 when the
 * proof cannot be made (witness gets why). */
int tl_predicates_overlap(const tl_predicate *x, const tl_predicate *y, const char *kind, char *witness, size_t cap);

/* ---- target kinds and tags of plugins (target.c) ------------------------ */

/* While the registry checks a plugin (with its lock held), the plugin's
 * kinds and tags are visible to this thread's lookups; NULL ends it. */
void tl_target_set_pending(const tl_plugin *p);
/* A kind or tag name already taken (by a built-in or a loaded plugin): its
 * location, else NULL. */
const tl_loc *tl_target_name_taken(const char *name);
/* Whether n kinds and m tags more fit. */
bool tl_target_room(size_t n, size_t m);
/* Adds a plugin's kinds and tags (with the registry's lock held, after every
 * check passed); origin is kept. */
void tl_target_add_plugin(const tl_plugin *p, const char *origin);

#endif
