/*
 * cli.h: what the files of the tilec command share (src/cli/).
 */
#ifndef TL_CLI_H
#define TL_CLI_H

#include "tilec/tilec.h"

/* "tilec: MESSAGE" and a pointer to --help; returns 2. */
int usage_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* "tilec: error: MESSAGE"; returns 1. */
int fail(const tl_error *err);

int cmd_build(int argc, char **argv); /* build.c */
int cmd_run(int argc, char **argv);
int cmd_kernels(int argc, char **argv); /* build.c */
int cmd_tune(int argc, char **argv);    /* tune.c */

#endif
