/*
 * error.c: errors are values. tl_error_set fills a caller's tl_error (which
 * may be NULL) and returns false, so a failing call can `return tl_error_set(...)`.
 */
#include <stdarg.h>

#include "backend/internal.h"

bool tl_error_set(tl_error *err, tl_status code, const char *fmt, ...)
{
    if (!err)
        return false;
    va_list ap;
    va_start(ap, fmt);
    err->code = code;
    vsnprintf(err->msg, sizeof err->msg, fmt, ap);
    va_end(ap);
    return false;
}

const char *tl_loc_prefix(tl_loc loc, char *buf, size_t cap)
{
    if (!loc.file)
        return "";
    snprintf(buf, cap, "%s:%d: ", loc.file, loc.line);
    return buf;
}
