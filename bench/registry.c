/*
 * bench/registry.c: what the registry costs a compilation (make bench-registry).
 * Median over repeated batches of: creating a backend context from target
 * strings (parse, normalize, match, resolve the execution backend, allocate),
 * the same from parsed targets, a backend lookup by name, and parsing a target.
 * Reported, not asserted.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tilec/tilec.h"

enum { BATCHES = 31, N = 20000 };

static double now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static volatile const void *sink;

#define MEASURE(label, body)                                                   \
    do {                                                                       \
        double times_[BATCHES];                                                   \
        for (int b = 0; b < BATCHES; b++) {                                    \
            double t0 = now_ns();                                              \
            for (int i = 0; i < N; i++) {                                      \
                body;                                                          \
            }                                                                  \
            times_[b] = (now_ns() - t0) / N;                                      \
        }                                                                      \
        qsort(times_, BATCHES, sizeof *times_, cmp);                                   \
        printf("%-52s median %7.1f ns  (min %.1f, max %.1f)\n", label, times_[BATCHES / 2], times_[0], times_[BATCHES - 1]); \
    } while (0)

int main(void)
{
    tl_error err;
    const tl_context *ctx = tl_create_backend_context("cuda", "c", "auto", &err);
    if (!ctx) {
        fprintf(stderr, "bench: %s\n", err.msg);
        return 1;
    }
    tl_context_free(ctx);
    tl_target cuda, cpu, host;
    tl_target_parse("cuda", &cuda, NULL);
    tl_target_parse("c", &cpu, NULL);
    tl_target_parse_host("c", &host, NULL);

    printf("registry benchmark (%d batches of %d; goal: context creation <= 100 ns)\n", BATCHES, N);
    /* A compiler asks for the same few contexts again and again: the common case. */
    MEASURE("tl_create_backend_context(\"cuda\", \"c\", \"auto\"), repeated", {
        const tl_context *c = tl_create_backend_context("cuda", "c", "auto", NULL);
        sink = c;
        tl_context_free(c);
    });
    MEASURE("tl_create_backend_context(\"c\", \"c\", \"cython\"), repeated", {
        const tl_context *c = tl_create_backend_context("c", "c", "cython", NULL);
        sink = c;
        tl_context_free(c);
    });
    /* Five targets in turn defeat the per-thread cache of four: every call
     * parses, normalizes, matches and resolves from scratch. */
    static const char *const five[] = { "cuda", "nvidia/h200", "c", "hip", "webgpu" };
    MEASURE("tl_create_backend_context, 5 targets in turn (uncached)", {
        const tl_context *c = tl_create_backend_context(five[i % 5], "c", "auto", NULL);
        sink = c;
        tl_context_free(c);
    });
    MEASURE("tl_create_backend_context_for(parsed cuda, c, auto)", {
        const tl_context *c = tl_create_backend_context_for(&cuda, &host, "auto", NULL);
        sink = c;
        tl_context_free(c);
    });
    MEASURE("tl_get_backend(\"webgpu\") (last of six)", { sink = tl_get_backend("webgpu", NULL); });
    MEASURE("tl_get_backend(\"cuda\")", { sink = tl_get_backend("cuda", NULL); });
    MEASURE("tl_target_parse(\"nvidia/h200\")", {
        tl_target t;
        tl_target_parse("nvidia/h200", &t, NULL);
        sink = t.kind;
    });
    MEASURE("tl_target_parse({\"kind\":\"cuda\",\"keys\":[\"cutedsl\"]})", {
        tl_target t;
        tl_target_parse("{\"kind\":\"cuda\",\"keys\":[\"cutedsl\"]}", &t, NULL);
        sink = t.kind;
    });
    return 0;
}
