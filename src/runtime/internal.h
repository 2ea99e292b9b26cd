/*
 * internal.h: what the runtime's files share (src/runtime/): building a
 * shared object from generated C through the compile cache (build.c) for the
 * handles and launches of runtime.c.
 */
#ifndef TL_RUNTIME_INTERNAL_H
#define TL_RUNTIME_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>

#include "tilec/tilec.h"

/* What one build compiles: the device source and an optional host source,
 * plus what else goes into the cache key. */
typedef struct tl_rt_build_input {
    const char *exec;          /* "cython" or "tvm_ffi" */
    const char *target_json;   /* canonical JSON of the target */
    const char *host_json;     /* of the host target ("" when unused) */
    const char *march;         /* the -march= value: "native" unless mcpu says */
    unsigned long long spec_hash;
    const char *device_source;
    const char *host_source;   /* NULL: none */
} tl_rt_build_input;

/* A loaded shared object. */
typedef struct tl_rt_artifact {
    void *dl;       /* from dlopen */
    char *path;     /* the .so (malloc'd) */
    char *tmpdir;   /* a private build folder to remove on free, or NULL */
    bool cache_hit;
} tl_rt_artifact;

/* Builds (or finds in the cache) and loads in's shared object. */
bool tl_rt_build(const tl_rt_build_input *in, tl_rt_artifact *out, tl_error *err);
/* dlclose and remove a private build folder. */
void tl_rt_artifact_release(tl_rt_artifact *a);

#endif
