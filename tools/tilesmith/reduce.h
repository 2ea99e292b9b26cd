/*
 * reduce.h: tilesmith's test-case reducer. Given a failing program (text)
 * and a test that says whether a candidate still fails the same way, it
 * delta-debugs: drops kernels, statements and parameters, inlines branches,
 * shrinks loop extents and constants (every occurrence of a number at once,
 * which keeps tile shapes consistent), replaces expressions by one of their
 * operands or a literal, and shrinks the shapes bound at launch, keeping each
 * change that still fails. Candidates are made on the tile IR and printed
 * back (tl_ir_print); one the front end rejects is dropped without a test.
 *
 * Flow: diff.c finds a failure -> ts_reduce (here) -> diff.c writes the
 * result as a .tile file with the seed and shapes in its header.
 */
#ifndef TS_REDUCE_H
#define TS_REDUCE_H

#include <stdbool.h>
#include <stdio.h>

#define TS_MAX_SHAPES 16

/* The shapes bound at launch ("M=17"), which the reducer shrinks too. */
typedef struct ts_shapes {
    char names[TS_MAX_SHAPES][32];
    long values[TS_MAX_SHAPES];
    int n;
} ts_shapes;

/* Whether text, launched with shapes, still fails the way being reduced. */
typedef bool (*ts_still_fails_fn)(const char *text, const ts_shapes *shapes, void *ctx);

/* Reduces text (which fails under shapes); at most max_tests runs of test.
 * Returns the smallest failing text found (malloc'd) and updates shapes.
 * Progress goes to log (may be NULL). */
char *ts_reduce(const char *text, ts_shapes *shapes, ts_still_fails_fn test, void *ctx, int max_tests, FILE *log);

#endif
