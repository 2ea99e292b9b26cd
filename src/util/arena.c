/*
 * arena.c: the per-compilation bump allocator and tl_strbuf (see arena.h).
 */
#include "util/arena.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHUNK_MIN ((size_t)64 * 1024)
#define ALIGN 16

struct tl_arena_chunk {
    tl_arena_chunk *next;
    size_t cap, used;
    _Alignas(16) unsigned char data[];
};

tl_arena *tl_arena_new(void)
{
    return calloc(1, sizeof(tl_arena));
}

void tl_arena_release(tl_arena *a)
{
    if (!a)
        return;
    tl_arena_chunk *c = a->head;
    while (c) {
        tl_arena_chunk *next = c->next;
        free(c);
        c = next;
    }
    a->head = NULL;
    a->total = 0;
}

void tl_arena_free(tl_arena *a)
{
    tl_arena_release(a);
    free(a);
}

void *tl_arena_alloc(tl_arena *a, size_t size)
{
    if (!a)
        return NULL;
    size_t limit = a->limit ? a->limit : TL_ARENA_DEFAULT_LIMIT;
    if (size == 0)
        size = 1;
    if (size > limit) {
        a->failed = true;
        return NULL;
    }
    size = (size + ALIGN - 1) & ~(size_t)(ALIGN - 1);
    tl_arena_chunk *c = a->head;
    if (!c || c->cap - c->used < size) {
        size_t cap = size > CHUNK_MIN ? size : CHUNK_MIN;
        if (a->total + cap > limit) {
            a->failed = true;
            return NULL;
        }
        c = malloc(sizeof(*c) + cap);
        if (!c) {
            a->failed = true;
            return NULL;
        }
        c->cap = cap;
        c->used = 0;
        c->next = a->head;
        a->head = c;
        a->total += cap;
    }
    void *p = c->data + c->used;
    c->used += size;
    memset(p, 0, size);
    return p;
}

void *tl_arena_array(tl_arena *a, size_t n, size_t size)
{
    if (size && n > SIZE_MAX / size) {
        if (a)
            a->failed = true;
        return NULL;
    }
    return tl_arena_alloc(a, n * size);
}

void *tl_arena_grow(tl_arena *a, const void *old, size_t n, size_t newn, size_t size)
{
    void *p = tl_arena_array(a, newn, size);
    if (p && old && n)
        memcpy(p, old, (n < newn ? n : newn) * size);
    return p;
}

char *tl_arena_strndup(tl_arena *a, const char *s, size_t n)
{
    if (n == SIZE_MAX)
        return NULL;
    char *p = tl_arena_alloc(a, n + 1);
    if (p) {
        memcpy(p, s, n);
        p[n] = 0;
    }
    return p;
}

char *tl_arena_strdup(tl_arena *a, const char *s)
{
    return tl_arena_strndup(a, s, strlen(s));
}

bool tl_arena_failed(const tl_arena *a)
{
    return a && a->failed;
}

/* ---- tl_strbuf ----------------------------------------------------------- */

static bool strbuf_reserve(tl_strbuf *b, size_t extra)
{
    if (b->failed)
        return false;
    if (extra > SIZE_MAX / 2 - b->len) {
        b->failed = true;
        return false;
    }
    size_t need = b->len + extra + 1;
    if (need <= b->cap)
        return true;
    size_t cap = b->cap ? b->cap : 64;
    while (cap < need)
        cap *= 2;
    char *p = realloc(b->data, cap);
    if (!p) {
        b->failed = true;
        return false;
    }
    b->data = p;
    b->cap = cap;
    return true;
}

void tl_strbuf_append(tl_strbuf *b, const char *s, size_t n)
{
    if (!strbuf_reserve(b, n))
        return;
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = 0;
}

void tl_strbuf_puts(tl_strbuf *b, const char *s)
{
    tl_strbuf_append(b, s, strlen(s));
}

void tl_strbuf_vprintf(tl_strbuf *b, const char *fmt, va_list ap)
{
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap2);
    va_end(ap2);
    if (n < 0 || !strbuf_reserve(b, (size_t)n))
        return;
    vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
    b->len += (size_t)n;
}

void tl_strbuf_printf(tl_strbuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    tl_strbuf_vprintf(b, fmt, ap);
    va_end(ap);
}

const char *tl_strbuf_cstr(tl_strbuf *b)
{
    return b->data ? b->data : "";
}

void tl_strbuf_free(tl_strbuf *b)
{
    free(b->data);
    b->data = NULL;
    b->len = b->cap = 0;
    b->failed = false;
}
