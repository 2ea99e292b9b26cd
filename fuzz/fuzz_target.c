/*
 * fuzz_target.c: a libFuzzer target over targets as text: tl_target_parse
 * (a kind with options, JSON, tags, auto), tl_target_parse_host and
 * tl_create_backend_context, with the kinds' own checks (the llvm kind asks
 * LLVM about CPUs, features and triples; see fuzz/fuzz.mk: `make fuzz`,
 * `make fuzz-check`).
 *
 * An input is up to three lines: the target, the host target (absent or
 * empty: the default) and the execution backend (absent: auto); a NUL ends
 * a line early. Whatever it is, nothing may crash, hang or leak, and what
 * parses must print and parse back: the canonical JSON and the short form of
 * a parsed target both parse to the same JSON, and a refusal always says why.
 * Anything else aborts.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tilec/tilec.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define LINE_MAX_BYTES 2048

/* Line n (0-based) of data, NUL-terminated into buf; false when absent. */
static bool line(const uint8_t *data, size_t size, int n, char *buf)
{
    size_t at = 0;
    for (int i = 0; i < n; i++) {
        const uint8_t *nl = memchr(data + at, '\n', size - at);
        if (!nl)
            return false;
        at = (size_t)(nl - data) + 1;
    }
    size_t end = at;
    while (end < size && data[end] != '\n')
        end++;
    size_t len = end - at < LINE_MAX_BYTES - 1 ? end - at : LINE_MAX_BYTES - 1;
    memcpy(buf, data + at, len);
    buf[len] = 0;
    return true;
}

static void need(bool cond, const char *what, const char *input, const char *detail)
{
    if (!cond) {
        fprintf(stderr, "fuzz_target: %s\n  input: '%s'\n  %s\n", what, input, detail ? detail : "");
        abort();
    }
}

/* A parsed target prints as JSON and as options, and both parse back to it. */
static void round_trip(const tl_target *t, const char *input, bool host)
{
    char json[2048], opts[2048], again[2048];
    size_t n = tl_target_to_json(t, json, sizeof json);
    need(n < sizeof json, "the JSON of a target does not fit 2048 bytes", input, json);
    tl_target_to_string(t, opts, sizeof opts);
    const char *forms[2] = { json, opts };
    for (int i = 0; i < 2; i++) {
        tl_target u;
        tl_error err = { 0 };
        bool ok = host ? tl_target_parse_host(forms[i], &u, &err) : tl_target_parse(forms[i], &u, &err);
        need(ok, "a printed target does not parse back", input, err.msg);
        tl_target_to_json(&u, again, sizeof again);
        need(strcmp(json, again) == 0, "a printed target parses back to another", input, again);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static char target[LINE_MAX_BYTES], host[LINE_MAX_BYTES], exec[LINE_MAX_BYTES];
    line(data, size, 0, target);
    bool has_host = line(data, size, 1, host) && host[0];
    bool has_exec = line(data, size, 2, exec) && exec[0];

    tl_target t, h;
    tl_error err = { 0 };
    bool ok = tl_target_parse(target, &t, &err);
    if (ok)
        round_trip(&t, target, false);
    else
        need(err.msg[0] != 0 && err.code != TL_OK, "a target is refused without a message", target, NULL);
    if (has_host) {
        memset(&err, 0, sizeof err);
        if (tl_target_parse_host(host, &h, &err))
            round_trip(&h, host, true);
        else
            need(err.msg[0] != 0, "a host target is refused without a message", host, NULL);
    }
    memset(&err, 0, sizeof err);
    const tl_context *ctx = tl_create_backend_context(target, has_host ? host : NULL, has_exec ? exec : "auto", &err);
    if (ctx) {
        need(ok, "a context was made for a target that does not parse", target, NULL);
        tl_context_free(ctx);
    } else {
        need(err.msg[0] != 0, "a context is refused without a message", target, NULL);
    }
    return 0;
}
