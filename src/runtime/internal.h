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
    bool object;               /* compile host_source alone into host.o (no device source) */
} tl_rt_build_input;

/* A loaded shared object (or, for an object build, host.o, checked). */
typedef struct tl_rt_artifact {
    void *dl;       /* from dlopen (an object build: a token, not a handle) */
    char *path;     /* the .so or .o (malloc'd) */
    char *tmpdir;   /* a private build folder to remove on free, or NULL */
    bool cache_hit;
} tl_rt_artifact;

/* Builds (or finds in the cache) and loads in's shared object. */
bool tl_rt_build(const tl_rt_build_input *in, tl_rt_artifact *out, tl_error *err);
/* dlclose and remove a private build folder. */
void tl_rt_artifact_release(tl_rt_artifact *a);

/* ---- the JIT (jit.c; LLVM=1 only, else its create says why not) ------- */

struct tl_compilation;
typedef struct tl_rt_jit tl_rt_jit;

/* A symbol the JIT defines at a known address. */
typedef struct tl_rt_symbol {
    const char *name;
    void *addr;
} tl_rt_symbol;

/* What c's LLVM module defines for kernel NAME: tilec_launch_NAME (*device)
 * and tilec_packed_NAME (*host). Both false without a module or LLVM. */
void tl_rt_jit_inspect(const struct tl_compilation *c, const char *name, bool *device, bool *host);

/* An LLJIT for c's target that owns c's LLVM module (taken over: c's
 * llvm_module and llvm_context become NULL), with the object file at
 * object_path (NULL: none) and the symbols syms added; libtilec's exports
 * (tilec_rt_*) and the process's libraries (libc, libm) resolve what is
 * left. NULL with err on failure. */
tl_rt_jit *tl_rt_jit_create(struct tl_compilation *c, const char *object_path, const tl_rt_symbol *syms,
                            size_t nsyms, tl_error *err);
/* The address of name (materializing the code on first use), or NULL with err. */
void *tl_rt_jit_lookup(tl_rt_jit *j, const char *name, tl_error *err);
void tl_rt_jit_free(tl_rt_jit *j);

#endif
