/*
 * symtab.c: the hashed, scoped symbol table (symtab.h).
 *
 * Linear probing over a power-of-two slot array kept at most half full. The
 * slots are always exactly what pushing the stack's entries in order into an
 * empty table would give: a push fills the first empty slot of its probe
 * sequence (or takes over the slot of the key it shadows), so undoing the
 * newest push (emptying that slot, or handing it back to the shadowed entry)
 * restores the table before it; and growing re-inserts the entries in stack
 * order. Pops are therefore exact without tombstones.
 */
#include "util/symtab.h"

#include <string.h>

static void init(tl_symtab *t, tl_arena *a, bool by_pointer)
{
    memset(t, 0, sizeof *t);
    t->arena = a;
    t->by_pointer = by_pointer;
}

void tl_symtab_init(tl_symtab *t, tl_arena *a) { init(t, a, false); }
void tl_symtab_init_ptr(tl_symtab *t, tl_arena *a) { init(t, a, true); }

static uint64_t hash_of(const tl_symtab *t, const void *key, size_t len)
{
    if (t->by_pointer) {
        uint64_t x = (uint64_t)(uintptr_t)key;
        x ^= x >> 33;
        x *= 0xff51afd7ed558ccdULL;
        x ^= x >> 33;
        return x;
    }
    uint64_t h = 0xcbf29ce484222325ULL; /* FNV-1a */
    const unsigned char *s = key;
    for (size_t i = 0; i < len; i++)
        h = (h ^ s[i]) * 0x100000001b3ULL;
    return h;
}

static bool same(const tl_symtab *t, const tl_symtab_entry *e, const void *key, size_t len, uint64_t hash)
{
    if (t->by_pointer)
        return e->key == key;
    return e->hash == hash && e->len == len && memcmp(e->key, key, len) == 0;
}

/* The slot holding key's newest entry, or the empty slot where it would go. */
static size_t probe(const tl_symtab *t, const void *key, size_t len, uint64_t hash)
{
    size_t mask = t->nslots - 1;
    for (size_t i = (size_t)hash & mask;; i = (i + 1) & mask) {
        size_t s = t->slots[i];
        if (s == 0 || same(t, &t->entries[s - 1], key, len, hash))
            return i;
    }
}

/* Places entry i (the newest) in the slots. */
static void place(tl_symtab *t, size_t i)
{
    tl_symtab_entry *e = &t->entries[i];
    size_t at = probe(t, e->key, e->len, e->hash);
    e->shadowed = t->slots[at] ? t->slots[at] - 1 : TL_SYMTAB_NONE;
    t->slots[at] = i + 1;
}

static bool grow_slots(tl_symtab *t, size_t want)
{
    size_t n = t->nslots ? t->nslots : 16;
    while (n < 2 * want)
        n *= 2;
    if (n == t->nslots)
        return true;
    size_t *slots = tl_arena_array(t->arena, n, sizeof *slots);
    if (!slots)
        return false;
    t->slots = slots;
    t->nslots = n;
    for (size_t i = 0; i < t->n; i++)
        place(t, i);
    return true;
}

bool tl_symtab_push(tl_symtab *t, const void *key, size_t len, size_t value)
{
    if (t->by_pointer)
        len = 0;
    if (t->n == t->cap) {
        size_t cap = t->cap ? 2 * t->cap : 16;
        tl_symtab_entry *entries = tl_arena_grow(t->arena, t->entries, t->n, cap, sizeof *entries);
        if (!entries)
            return false;
        t->entries = entries;
        t->cap = cap;
    }
    if (!grow_slots(t, t->n + 1))
        return false;
    t->entries[t->n] = (tl_symtab_entry){ key, len, hash_of(t, key, len), value, TL_SYMTAB_NONE };
    place(t, t->n);
    t->n++;
    return true;
}

size_t tl_symtab_find(const tl_symtab *t, const void *key, size_t len)
{
    if (t->n == 0)
        return TL_SYMTAB_NONE;
    if (t->by_pointer)
        len = 0;
    size_t s = t->slots[probe(t, key, len, hash_of(t, key, len))];
    return s ? t->entries[s - 1].value : TL_SYMTAB_NONE;
}

void tl_symtab_pop_to(tl_symtab *t, size_t mark)
{
    while (t->n > mark) {
        tl_symtab_entry *e = &t->entries[t->n - 1];
        size_t at = probe(t, e->key, e->len, e->hash);
        t->slots[at] = e->shadowed == TL_SYMTAB_NONE ? 0 : e->shadowed + 1;
        t->n--;
    }
}
