/*
 * arena.h: the per-compilation allocator and a small growable string buffer.
 *
 * Everything the front end and the tile IR allocate for one compilation comes
 * from one tl_arena and is released at once with tl_arena_free. Allocation is
 * a pointer bump inside large chunks; memory is zeroed. An arena has a byte
 * limit (TL_ARENA_DEFAULT_LIMIT unless set) so no input can exhaust memory:
 * past it, or when malloc fails, tl_arena_alloc returns NULL and the arena
 * remembers that it failed (tl_arena_failed).
 *
 * tl_strbuf is a malloc-backed string builder for messages and printing into
 * memory; it is not arena-allocated because it usually outlives a compilation.
 */
#ifndef TL_UTIL_ARENA_H
#define TL_UTIL_ARENA_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>

#define TL_ARENA_DEFAULT_LIMIT ((size_t)1 << 30) /* 1 GiB */

typedef struct tl_arena_chunk tl_arena_chunk;

typedef struct tl_arena {
    tl_arena_chunk *head; /* newest chunk first */
    size_t total;         /* bytes obtained from malloc so far */
    size_t limit;         /* 0: TL_ARENA_DEFAULT_LIMIT */
    bool failed;          /* an allocation returned NULL */
} tl_arena;

/* A zeroed arena is ready to use; tl_arena_new gives a heap one. */
tl_arena *tl_arena_new(void);
void tl_arena_free(tl_arena *a);      /* releases the chunks and a itself */
void tl_arena_release(tl_arena *a);   /* releases the chunks of a stack arena */

/* Zeroed, 16-byte aligned memory, or NULL (limit reached, malloc failed). */
void *tl_arena_alloc(tl_arena *a, size_t size);
/* n elements of size each, checking the multiplication for overflow. */
void *tl_arena_array(tl_arena *a, size_t n, size_t size);
/* A copy of an array grown from n to newn elements (old part copied). */
void *tl_arena_grow(tl_arena *a, const void *old, size_t n, size_t newn, size_t size);
char *tl_arena_strndup(tl_arena *a, const char *s, size_t n);
char *tl_arena_strdup(tl_arena *a, const char *s);
bool tl_arena_failed(const tl_arena *a);

typedef struct tl_strbuf {
    char *data; /* NUL-terminated when len > 0 or after any append */
    size_t len, cap;
    bool failed; /* an append could not allocate; contents truncated */
} tl_strbuf;

void tl_strbuf_append(tl_strbuf *b, const char *s, size_t n);
void tl_strbuf_puts(tl_strbuf *b, const char *s);
void tl_strbuf_printf(tl_strbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void tl_strbuf_vprintf(tl_strbuf *b, const char *fmt, va_list ap);
/* The contents as a C string ("" when empty); valid until the next append. */
const char *tl_strbuf_cstr(tl_strbuf *b);
void tl_strbuf_free(tl_strbuf *b);

#endif
