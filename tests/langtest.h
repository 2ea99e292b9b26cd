/*
 * langtest.h: helpers the front-end and IR suites share: reading a file,
 * compiling a source into a string of diagnostics, printing a module into a
 * string, listing the *.tile files of a folder in sorted order, and the
 * extent of a tensor dim when every shape dim is one size.
 */
#ifndef TL_LANGTEST_H
#define TL_LANGTEST_H

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir/shape.h"
#include "lang/lang.h"

static inline char *lt_read_file(const char *path, size_t *len)
{
    *len = 0;
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    size_t got;
    while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            char *nb = realloc(buf, cap *= 2);
            if (!nb) {
                free(buf);
                buf = NULL;
            }
            buf = nb;
        }
    }
    fclose(f);
    if (buf)
        buf[n] = 0;
    *len = n;
    return buf;
}

/* Compiles src; the diagnostics come back in *diag (malloc'd). */
static inline tl_module *lt_compile(tl_arena *a, const char *path, const char *src, size_t len,
                                    const tl_define *defs, size_t ndefs, char **diag, int *nerrors)
{
    size_t dlen = 0;
    char *dbuf = NULL;
    FILE *out = open_memstream(&dbuf, &dlen);
    tl_module *m = tl_lang_compile(a, path, src, len, defs, ndefs, out, nerrors);
    fclose(out);
    if (diag)
        *diag = dbuf;
    else
        free(dbuf);
    return m;
}

static inline char *lt_print(const tl_module *m)
{
    size_t len = 0;
    char *buf = NULL;
    FILE *out = open_memstream(&buf, &len);
    tl_ir_print(out, m);
    fclose(out);
    return buf;
}

static int lt_cmp(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The paths dir/NAME.tile, sorted; count in *n. Free with lt_free_list. */
static inline char **lt_list_tiles(const char *dir, size_t *n)
{
    DIR *d = opendir(dir);
    char **out = NULL;
    size_t count = 0;
    if (!d) {
        *n = 0;
        return NULL;
    }
    struct dirent *e;
    while ((e = readdir(d))) {
        size_t l = strlen(e->d_name);
        if (l < 6 || strcmp(e->d_name + l - 5, ".tile") != 0)
            continue;
        out = realloc(out, (count + 1) * sizeof(*out));
        size_t plen = strlen(dir) + l + 2;
        out[count] = malloc(plen);
        snprintf(out[count], plen, "%s/%s", dir, e->d_name);
        count++;
    }
    closedir(d);
    qsort(out, count, sizeof(*out), lt_cmp);
    *n = count;
    return out;
}

static inline void lt_free_list(char **list, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(list[i]);
    free(list);
}

/* Dim e of a tensor parameter of k when every shape dim of k is size: a
 * constant, size, or a shape expression computed from them (0 if it cannot
 * be computed). */
static inline int64_t lt_dim_at(const tl_kernel *k, const tl_expr *e, int64_t size)
{
    int64_t v, dims[TL_DIM_MAX_VARS];
    tl_dim_code c;
    if (tl_ir_is_const_int(e, &v))
        return v;
    if (e->kind == TL_EXPR_VAR)
        return size;
    for (size_t j = 0; j < k->nshape_vars && j < TL_DIM_MAX_VARS; j++)
        dims[j] = size;
    return tl_dim_compile(k, e, &c) && tl_dim_eval(c.code, c.n, dims, &v) ? v : 0;
}

#endif
