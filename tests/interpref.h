/*
 * interpref.h: the interpreter's results for a run kept in a folder, so that
 * runs of one kernel on the same inputs ask the interpreter once: the routes
 * of a suite (each case in a process of its own), and suites that draw the
 * same inputs at the same shapes (check_codegen, check_llvm, check_webgpu
 * share tests/run-checks.sh's folder, TL_CHECK_REF_DIR). A result is filed
 * under a hash of the module's printed text (which parses back to the same
 * IR), the kernel's name and every argument's dtype, shape and bytes: it
 * serves only the same kernel on exactly those inputs; a missing or damaged
 * file is computed again. Only the exact run (f64_accumulate off) is kept.
 * With no folder nothing is kept.
 *
 *   char path[1100];
 *   if (!ir_load(ir_dir(), m, k, it, n, path, sizeof path)) {
 *       tl_interp_run_kernel(k, it, n, false, ...);
 *       ir_store(path, it, n);
 *   }
 */
#ifndef TL_INTERPREF_H
#define TL_INTERPREF_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "interp/interp.h"
#include "ir/value.h"
#include "langtest.h"

/* Bytes of t's data (a scalar: its dtype's). */
static inline size_t ir_bytes(const tl_interp_tensor *t)
{
    size_t n = 1;
    for (int d = 0; d < t->ndim; d++)
        n *= (size_t)t->shape[d];
    return (size_t)tl_dtype_global_bytes(t->dtype, n);
}

static inline uint64_t ir_hash(uint64_t h, const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++)
        h = (h ^ b[i]) * 0x100000001b3ull;
    return h;
}

/* The folder that tests/run-checks.sh shares between suites, or NULL. */
static inline const char *ir_dir(void)
{
    const char *d = getenv("TL_CHECK_REF_DIR");
    return d && *d ? d : NULL;
}

/* The file for kernel k of module m on it[0..n) in dir, into path; true
 * when it holds the results, which then replace the tensors' data. */
static inline bool ir_load(const char *dir, const tl_module *m, const tl_kernel *k, tl_interp_tensor *it, size_t n,
                           char *path, size_t cap)
{
    path[0] = 0;
    if (!dir)
        return false;
    char *text = lt_print(m);
    uint64_t h = ir_hash(0xcbf29ce484222325ull, text, strlen(text) + 1);
    free(text);
    h = ir_hash(h, k->name, strlen(k->name) + 1);
    size_t total = 0;
    for (size_t i = 0; i < n; i++) {
        h = ir_hash(h, &it[i].dtype, sizeof it[i].dtype);
        h = ir_hash(h, &it[i].ndim, sizeof it[i].ndim);
        h = ir_hash(h, it[i].shape, sizeof it[i].shape[0] * (size_t)it[i].ndim);
        h = ir_hash(h, it[i].data, ir_bytes(&it[i]));
        total += ir_bytes(&it[i]);
    }
    snprintf(path, cap, "%s/ref-%016llx", dir, (unsigned long long)h);
    FILE *f = fopen(path, "rb");
    if (!f)
        return false;
    char *all = malloc(total + 1);
    bool ok = all && fread(all, 1, total + 1, f) == total; /* exactly total bytes */
    fclose(f);
    for (size_t i = 0, at = 0; ok && i < n; at += ir_bytes(&it[i]), i++)
        memcpy(it[i].data, all + at, ir_bytes(&it[i]));
    free(all);
    return ok;
}

/* Writes the results at path (whole, or not at all). */
static inline void ir_store(const char *path, const tl_interp_tensor *it, size_t n)
{
    char tmp[1200];
    if (!path[0])
        return;
    snprintf(tmp, sizeof tmp, "%s.%ld.tmp", path, (long)getpid());
    FILE *f = fopen(tmp, "wb");
    if (!f)
        return;
    bool ok = true;
    for (size_t i = 0; i < n; i++)
        ok = ok && fwrite(it[i].data, 1, ir_bytes(&it[i]), f) == ir_bytes(&it[i]);
    ok = fclose(f) == 0 && ok;
    if (!ok || rename(tmp, path) != 0)
        remove(tmp);
}

#endif
