/*
 * diag.h: compiler diagnostics, shared by the front end and the verifier.
 *
 * A tl_diag writes `file:line:col: error: message`, then the source line and a
 * caret under the column, to a FILE (or counts only, when out is NULL). It
 * stops printing after max_errors (TL_DIAG_MAX_ERRORS when 0) with one
 * "too many errors" line, and then reports itself as stopped so callers can
 * give up early.
 */
#ifndef TL_UTIL_DIAG_H
#define TL_UTIL_DIAG_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#define TL_DIAG_MAX_ERRORS 20

typedef struct tl_srcloc {
    const char *file; /* as given to the compiler, never rewritten */
    int line, col;    /* 1-based; col counts bytes; {0,0} for none */
} tl_srcloc;

typedef struct tl_diag {
    FILE *out;       /* NULL: count only */
    const char *src; /* the text of the file locations point into, or NULL */
    size_t len;
    int max_errors;  /* 0: TL_DIAG_MAX_ERRORS */
    int nerrors;
    bool stopped;    /* max_errors reached */
} tl_diag;

void tl_diag_init(tl_diag *d, FILE *out, const char *src, size_t len);
void tl_diag_error(tl_diag *d, tl_srcloc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void tl_diag_verror(tl_diag *d, tl_srcloc loc, const char *fmt, va_list ap);
/* An error with no location: `error: message` (command-line values). */
void tl_diag_plain(tl_diag *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#endif
