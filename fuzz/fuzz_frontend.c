/*
 * fuzz_frontend.c: a libFuzzer target over the tile-language front end and the
 * IR verifier and printer (see fuzz/fuzz.mk: `make fuzz`, `make fuzz-check`).
 *
 * Each input is a .tile source. As in tests/lang/bad, a first line of the form
 * `#! -D NAME=VALUE -D ...` supplies -D overrides (at most 8; a token that is
 * not NAME=VALUE is ignored); the whole input, that line included, is the
 * source. The input is compiled (lex, parse, verify) into a fresh arena with
 * its diagnostics written to /dev/null. When it compiles, the module is
 * printed, the printed text is compiled again, and printing that must give
 * the same text: anything else aborts, as does a printed module that no
 * longer compiles. Crashes, hangs, leaks and sanitizer reports are libFuzzer's.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* open_memstream, strtok_r */
#endif
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"
#include "lang/lang.h"
#include "util/arena.h"

#define MAX_DEFINES 8

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static FILE *devnull(void)
{
    static FILE *null_out;
    if (!null_out) {
        null_out = fopen("/dev/null", "w");
        if (!null_out)
            abort();
    }
    return null_out;
}

/* Reads the overrides of a leading `#! -D A=1 -D B=2` line into defs. */
static size_t read_defines(tl_arena *a, const char *src, size_t len, tl_define *defs)
{
    static const char prefix[] = "#! -D";
    if (len < sizeof prefix - 1 || memcmp(src, prefix, sizeof prefix - 1) != 0)
        return 0;
    const char *eol = memchr(src, '\n', len);
    size_t linelen = eol ? (size_t)(eol - src) : len;
    char *line = tl_arena_strndup(a, src + 2, linelen - 2);
    if (!line)
        return 0;
    size_t n = 0;
    char *save = NULL;
    for (char *tok = strtok_r(line, " \t\r", &save); tok && n < MAX_DEFINES;
         tok = strtok_r(NULL, " \t\r", &save)) {
        if (strcmp(tok, "-D") == 0)
            continue;
        if (tl_lang_split_define(a, tok, &defs[n]))
            n++;
    }
    return n;
}

/* The module as printed by tl_ir_print, malloc'd and NUL-terminated. */
static char *print_module(const tl_module *m, size_t *len)
{
    char *buf = NULL;
    *len = 0;
    FILE *out = open_memstream(&buf, len);
    if (!out)
        abort();
    tl_ir_print(out, m);
    if (fclose(out) != 0)
        abort();
    return buf;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *src = (const char *)data;
    tl_arena *a = tl_arena_new();
    if (!a)
        return 0;
    tl_define defs[MAX_DEFINES];
    size_t ndefs = read_defines(a, src, size, defs);

    int nerr = 0;
    tl_module *m = tl_lang_compile(a, "fuzz.tile", src, size, defs, ndefs, devnull(), &nerr);
    if (!m) {
        if (nerr <= 0 && !tl_arena_failed(a)) {
            fprintf(stderr, "fuzz: tl_lang_compile failed without reporting an error\n");
            abort();
        }
        tl_arena_free(a);
        return 0;
    }
    if (nerr != 0) {
        fprintf(stderr, "fuzz: tl_lang_compile returned a module and %d error(s)\n", nerr);
        abort();
    }

    size_t len1, len2;
    char *text1 = print_module(m, &len1);

    tl_arena *b = tl_arena_new();
    if (!b)
        abort();
    char *diag = NULL;
    size_t dlen = 0;
    FILE *dout = open_memstream(&diag, &dlen);
    if (!dout)
        abort();
    int nerr2 = 0;
    tl_module *m2 = tl_lang_compile(b, "printed.tile", text1, len1, NULL, 0, dout, &nerr2);
    fclose(dout);
    if (!m2) {
        fprintf(stderr, "fuzz: the printed IR does not compile:\n%s--- printed IR:\n%s", diag, text1);
        abort();
    }
    char *text2 = print_module(m2, &len2);
    if (len1 != len2 || memcmp(text1, text2, len1) != 0) {
        fprintf(stderr, "fuzz: print -> parse -> print differs:\n--- first:\n%s--- second:\n%s",
                text1, text2);
        abort();
    }

    free(text2);
    free(diag);
    free(text1);
    tl_arena_free(b);
    tl_arena_free(a);
    return 0;
}
