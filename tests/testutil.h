/*
 * testutil.h: what every Check suite under tests/ shares. A suite file defines
 * `Suite *make_suite(void)` and ends with TL_TEST_MAIN(); the runner prints
 * Check's summary line and exits non-zero on any failure. tests/run-checks.sh
 * runs every suite and fails when one ran no check at all.
 */
#ifndef TL_TESTUTIL_H
#define TL_TESTUTIL_H

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tilec/tilec.h"

#ifndef TL_TEST_BUILD_DIR
#define TL_TEST_BUILD_DIR "build"
#endif

/* ck_assert that err's message contains needle, printing both when not. */
#define tl_assert_msg_contains(err, needle)                                                \
    ck_assert_msg(strstr((err)->msg, (needle)) != NULL, "message '%s' lacks '%s'", (err)->msg, \
                  (needle))

/* ck_assert_msg for a check made once per element of a result: Check
 * records every passing ck_assert (in fork mode a message written to the
 * runner), which costs more than the comparison itself on tensors of
 * thousands of elements; this calls Check only when expr fails (expr is
 * then evaluated again, so it must have no side effects). */
#define tl_assert_elem(expr, ...)             \
    do {                                      \
        if (!(expr))                          \
            ck_assert_msg(expr, __VA_ARGS__); \
    } while (0)

/* The number of the first line of file `path` (a spec, relative to the
 * repository root where the suites run) that contains `needle`, 0 when none:
 * a message that cites a spec's line keeps passing when the spec grows above
 * the declaration. */
static inline int tl_spec_line(const char *path, const char *needle)
{
    FILE *f = fopen(path, "r");
    char line[1024];
    int n = 0, found = 0;
    while (f && !found && fgets(line, sizeof line, f))
        if (++n, strstr(line, needle))
            found = n;
    if (f)
        fclose(f);
    return found;
}

/* Suites may raise the 4 s default with tcase_set_timeout for slow cases. */
#define TL_TEST_MAIN()                                                       \
    int main(void)                                                           \
    {                                                                        \
        SRunner *sr = srunner_create(make_suite());                          \
        srunner_run_all(sr, CK_NORMAL);                                      \
        int failed = srunner_ntests_failed(sr);                              \
        int run = srunner_ntests_run(sr);                                    \
        srunner_free(sr);                                                    \
        if (run == 0) {                                                      \
            fprintf(stderr, "error: this suite ran no check\n");             \
            return 1;                                                        \
        }                                                                    \
        return failed ? 1 : 0;                                               \
    }

#endif
