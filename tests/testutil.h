/*
 * testutil.h: what every Check suite under tests/ shares. A suite file defines
 * `Suite *make_suite(void)` and ends with TL_TEST_MAIN(); the runner prints
 * Check's summary line and exits non-zero on any failure. tests/run-checks.sh
 * runs every suite and fails when one ran no check at all.
 */
#ifndef TL_TESTUTIL_H
#define TL_TESTUTIL_H

#include <check.h>
#include <stdint.h>
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

/* A row move (the CPU prelude's tl_rt_copy or tl_rt_stream, libtilec's
 * tilec_rt_copy or tilec_rt_stream) on every size to 300 bytes and some
 * around 4 KiB, from and to every offset within a 64-byte line: it must
 * copy the bytes and touch nothing around the destination. name names it
 * in the failure. */
static inline void tl_check_row_move(void (*move)(void *, const void *, int64_t), const char *name)
{
    enum { CAP = 4300 };
    static unsigned char src[CAP + 128], dst[CAP + 128], want[CAP + 128];
    for (int i = 0; i < CAP + 128; i++)
        src[i] = (unsigned char)(i * 131 + 7);
    for (int n = 0; n <= 4200; n = n < 300 ? n + 1 : n + 97)
        for (int os = 0; os < 64; os += 13)
            for (int od = 0; od < 64; od += 7) {
                memset(dst, 0xA5, sizeof dst);
                memset(want, 0xA5, sizeof want);
                memcpy(want + od, src + os, (size_t)n);
                move(dst + od, src + os, n);
                if (memcmp(dst, want, sizeof dst) != 0)
                    ck_abort_msg("%s of %d bytes from offset %d to offset %d", name, n, os, od);
            }
}

#endif
