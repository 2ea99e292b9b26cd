/*
 * cover.h: what the programs tilesmith ran contained: a count per dtype,
 * operator x dtype, math function x dtype, cast pair, tile op and option,
 * loop kind and memory scope, gathered from the tile IR (before any pass).
 * `tilesmith --coverage` prints the totals and what was never generated.
 */
#ifndef TS_COVER_H
#define TS_COVER_H

#include <stdio.h>

#include "ir/ir.h"

typedef struct ts_cover ts_cover;

ts_cover *ts_cover_new(void);
void ts_cover_free(ts_cover *c);
void ts_cover_add(ts_cover *c, const char *key, long n);
void ts_cover_module(ts_cover *c, const tl_module *m);
/* Writes "COV key n" lines (to merge with ts_cover_add). */
void ts_cover_dump(const ts_cover *c, FILE *out);
/* The totals, grouped, and the expected keys that never occurred. */
void ts_cover_report(const ts_cover *c, FILE *out);

#endif
