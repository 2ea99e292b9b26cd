/*
 * symtab.h: a hashed, scoped symbol table for the front end's and the
 * verifier's name checks, so that a file of many kernels or consts, or a
 * kernel of many names, is checked in linear time.
 *
 * A table maps keys to a caller-defined size_t (an index into the caller's own
 * array of records). Keys are byte strings (tl_symtab_init) or pointers
 * compared by address (tl_symtab_init_ptr). Entries form a stack: push adds
 * one, a key pushed again shadows the older entry until it is popped, and
 * tl_symtab_pop_to(t, mark) leaves the scope that tl_symtab_mark opened.
 * Lookups, pushes and pops cost O(1) expected. Memory comes from an arena; a
 * failed allocation makes push return false and leaves the table as it was.
 */
#ifndef TL_UTIL_SYMTAB_H
#define TL_UTIL_SYMTAB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "util/arena.h"

#define TL_SYMTAB_NONE SIZE_MAX

typedef struct tl_symtab_entry {
    const void *key; /* the bytes of a name, or the pointer itself */
    size_t len;
    uint64_t hash;
    size_t value;
    size_t shadowed; /* the older entry of this key, or TL_SYMTAB_NONE */
} tl_symtab_entry;

typedef struct tl_symtab {
    tl_arena *arena;
    bool by_pointer;
    tl_symtab_entry *entries; /* the stack, oldest first */
    size_t n, cap;
    size_t *slots; /* open addressing: entry index + 1, or 0 for empty */
    size_t nslots; /* a power of two, at least twice n */
} tl_symtab;

/* An empty table of names, or of pointers, allocating from a. */
void tl_symtab_init(tl_symtab *t, tl_arena *a);
void tl_symtab_init_ptr(tl_symtab *t, tl_arena *a);

/* Maps key (len bytes; len is ignored for a table of pointers) to value, the
 * key's newest entry from now on. The key's bytes must outlive the entry.
 * False when out of memory. */
bool tl_symtab_push(tl_symtab *t, const void *key, size_t len, size_t value);
/* The value of key's newest entry, or TL_SYMTAB_NONE. */
size_t tl_symtab_find(const tl_symtab *t, const void *key, size_t len);

/* The current depth, and a return to it: entries pushed since are removed. */
static inline size_t tl_symtab_mark(const tl_symtab *t) { return t->n; }
void tl_symtab_pop_to(tl_symtab *t, size_t mark);

#endif
