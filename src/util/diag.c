/*
 * diag.c: writes compiler diagnostics (see diag.h). The source line is printed
 * as it is, and the caret line copies its tabs so the caret lines up.
 */
#include "util/diag.h"

#include <string.h>

void tl_diag_init(tl_diag *d, FILE *out, const char *src, size_t len)
{
    memset(d, 0, sizeof(*d));
    d->out = out;
    d->src = src;
    d->len = len;
}

static bool diag_count(tl_diag *d)
{
    int max = d->max_errors > 0 ? d->max_errors : TL_DIAG_MAX_ERRORS;
    if (d->stopped)
        return false;
    d->nerrors++;
    if (d->nerrors > max) {
        d->stopped = true;
        if (d->out)
            fprintf(d->out, "error: too many errors (%d); stopping\n", max);
        return false;
    }
    return true;
}

static void print_source_line(tl_diag *d, tl_srcloc loc)
{
    if (!d->src || loc.line <= 0)
        return;
    const char *p = d->src, *end = d->src + d->len;
    for (int line = 1; line < loc.line && p < end; p++)
        if (*p == '\n')
            line++;
    if (p >= end && !(p == end && loc.col == 1))
        return;
    const char *eol = p;
    while (eol < end && *eol != '\n' && *eol != '\r')
        eol++;
    size_t n = (size_t)(eol - p);
    if (n > 400)
        n = 400; /* a caret past this is not much help */
    fprintf(d->out, "%.*s\n", (int)n, p);
    for (int c = 1; c < loc.col && (size_t)(c - 1) < n; c++)
        fputc(p[c - 1] == '\t' ? '\t' : ' ', d->out);
    fputs("^\n", d->out);
}

void tl_diag_verror(tl_diag *d, tl_srcloc loc, const char *fmt, va_list ap)
{
    if (!d || !diag_count(d) || !d->out)
        return;
    if (loc.file && loc.line > 0)
        fprintf(d->out, "%s:%d:%d: error: ", loc.file, loc.line, loc.col);
    else if (loc.file)
        fprintf(d->out, "%s: error: ", loc.file);
    else
        fputs("error: ", d->out);
    vfprintf(d->out, fmt, ap);
    fputc('\n', d->out);
    print_source_line(d, loc);
}

void tl_diag_error(tl_diag *d, tl_srcloc loc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    tl_diag_verror(d, loc, fmt, ap);
    va_end(ap);
}

void tl_diag_plain(tl_diag *d, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    tl_srcloc none = {0};
    tl_diag_verror(d, none, fmt, ap);
    va_end(ap);
}
