/*
 * lang.h: the front end's entry point: tile-language source in, verified tile
 * IR out (see docs/language.md for the language, ir/ir.h for the IR).
 *
 * Flow: tl_lang_compile checks the bytes (UTF-8, no NUL), lexes
 * (src/lang/lex.re, re2c -> generated/lang_lex.c), parses by recursive descent
 * (src/lang/parse.c) straight into the IR, folding consts and applying -D
 * overrides as it goes, then runs the verifier (tl_ir_verify). Diagnostics go
 * to diag_out as `file:line:col: error: message`, the source line and a caret.
 */
#ifndef TL_LANG_LANG_H
#define TL_LANG_LANG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "ir/ir.h"
#include "tilec/tilec.h"

/* tl_define (a -D NAME=VALUE override) is public: tilec/tilec.h. */

/* Limits that keep any input from exhausting time or memory. */
#define TL_LANG_MAX_SOURCE ((size_t)16 << 20) /* bytes of one source file */
#define TL_LANG_MAX_DEPTH 200                 /* nesting of blocks and expressions */
#define TL_LANG_MAX_IDENT 255                 /* bytes of one name */

/* Compiles src (len bytes; need not be NUL-terminated) read from path (used in
 * messages as given). Returns the verified module, allocated from arena, or
 * NULL with *nerrors > 0 (nerrors may be NULL) and the errors written to
 * diag_out (may be NULL). */
tl_module *tl_lang_compile(tl_arena *arena, const char *path, const char *src, size_t len,
                           const tl_define *defs, size_t ndefs, FILE *diag_out, int *nerrors);

/* The same without running the verifier (for tests of the verifier itself and
 * for tools that print what was parsed). */
tl_module *tl_lang_parse(tl_arena *arena, const char *path, const char *src, size_t len,
                         const tl_define *defs, size_t ndefs, FILE *diag_out, int *nerrors);

/* Splits "NAME=VALUE" (as given to -D) into *out, copying both parts into
 * arena. False when there is no '=' or NAME is not a name. */
bool tl_lang_split_define(tl_arena *arena, const char *arg, tl_define *out);

#endif
