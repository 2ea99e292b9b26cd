/*
 * llvm.h: LLVM support shared by everything in tilec that makes or runs
 * LLVM IR: the llvm device codegen (src/cpu/codegen_llvm.c), the llvm host
 * codegen (host.c here, for every backend), the execution of LLVM modules in
 * process (jit.c), their output as IR, assembly or objects (emit.c), and
 * the llvm target kind's check of CPU names, features and triples (check.c).
 * Neither a backend nor part of the core: backends use it, the core never
 * names it (the specs name its functions: the llvm host codegen, its probe,
 * emit and free, the llvm kind's check).
 *
 * An LLVM codegen's artifact (c->device_artifact or c->host_artifact) is a
 * tl_llvm_artifact: a module in a thread-safe context of its own, freed by
 * tl_llvm_artifact_free (the codegens' `free` in the specs). The device and
 * host modules are separate; the JIT links them.
 *
 * Without TL_HAVE_LLVM (`make LLVM=0`) everything here fails with "tilec is
 * built without LLVM", and tl_llvm_probe says so (the kind's check accepts:
 * nothing can use the target).
 */
#ifndef TL_LLVM_LLVM_H
#define TL_LLVM_LLVM_H

#include <stdbool.h>
#include <stddef.h>

#include "tilec/tilec.h"

struct tl_compilation;
struct tl_strbuf;
struct tl_cache_entry;

#define TL_LLVM_MISSING "tilec is built without LLVM (make LLVM=1)"

typedef struct tl_llvm_artifact tl_llvm_artifact;
/* Builds a's module (context, module, unverified) from c. */
typedef bool tl_llvm_build_fn(struct tl_compilation *c, tl_llvm_artifact *a, tl_error *err);

struct tl_llvm_artifact {
    void *context; /* LLVMOrcThreadSafeContextRef, which owns its LLVMContextRef */
    void *module;  /* LLVMModuleRef; NULL once a JIT took it over, or while deferred */
    bool optimize; /* the module still awaits TL_LLVM_PIPELINE (tl_llvm_optimize) */
    /* the module is yet to be verified: done before it is optimized, compiled
     * or emitted (tl_llvm_optimize), never for an object the compile cache has */
    bool unverified;
    /* A deferred module: the codegens leave it to be built at its first use
     * (tl_llvm_artifact_ready), so that a load that finds the program's
     * library in the compile cache builds none (library.c). NULL once built. */
    tl_llvm_build_fn *build;
    struct tl_compilation *compilation; /* what build reads */
    /* The module's object once compiled or read from the cache for the
     * library (LLVMMemoryBufferRef; object_hit: read), which the JIT then
     * links when the library cannot be made: the module is optimized by
     * then, no longer what the object's key was made of. */
    void *object;
    bool object_hit;
};

/* At most this many modules go into one program (the device's, the host's). */
#define TL_LLVM_MAX_MODULES 4

/* The optimization pipeline of tilec's LLVM modules, and the code generation
 * level of the JIT (LLVMCodeGenOptLevel) for the modules it optimizes (the
 * host module, which it does not, is compiled at level 0: jit.c). Chosen
 * for compile speed where the kernels lose no run time (docs/cpu.md has the
 * measurements). Part of the JIT's cache key. */
#define TL_LLVM_PIPELINE "default<O2>"
#define TL_LLVM_JIT_CODEGEN_LEVEL 2

/* Wraps a module and its context (both owned by the result), or NULL. */
tl_llvm_artifact *tl_llvm_artifact_wrap(void *context, void *module);
/* An artifact whose module build makes from c at its first use, or NULL. */
tl_llvm_artifact *tl_llvm_artifact_defer(struct tl_compilation *c, tl_llvm_build_fn *build, bool optimize);
/* Builds a's module now when it is deferred; false with err when that fails. */
bool tl_llvm_artifact_ready(tl_llvm_artifact *a, tl_error *err);
/* Frees a (NULL is fine): the module and its context, unless taken over. */
void tl_llvm_artifact_free(void *a);
/* c's device or host artifact when an LLVM codegen made it, else NULL. */
tl_llvm_artifact *tl_llvm_device_module(const struct tl_compilation *c);
tl_llvm_artifact *tl_llvm_host_module(const struct tl_compilation *c);
/* Whether the module of a defines a function named name. */
bool tl_llvm_defines(const tl_llvm_artifact *a, const char *name);

/* Verifies a's module when it is unverified (an error names what is
 * wrong), then runs TL_LLVM_PIPELINE over it for c's target machine when it
 * awaits it (a->optimize) and clears a->optimize; else does nothing. */
bool tl_llvm_optimize(const struct tl_compilation *c, tl_llvm_artifact *a, tl_error *err);

/* The module of a as "llvm-ir" or "source" (text), "asm" or "obj" (for c's
 * target machine), appended to out; optimized first when it awaits it. */
bool tl_llvm_emit_module(const struct tl_compilation *c, tl_llvm_artifact *a, const char *kind,
                         struct tl_strbuf *out, tl_error *err);

/* ---- the JIT (jit.c) ---------------------------------------------------- */

typedef struct tl_llvm_jit tl_llvm_jit;

/* A symbol the JIT defines at a known address. */
typedef struct tl_llvm_symbol {
    const char *name;
    void *addr;
} tl_llvm_symbol;

/* An LLJIT for c's target that takes over the modules (each artifact's
 * module becomes NULL; the artifacts stay the compilation's: each module is
 * optimized when it awaits it and compiled to an object, or its object is
 * found in the compile cache; see jit.c), adds the
 * object file at object_path (NULL: none) and defines syms and the host
 * runtime's tilec_rt_host_* (host_rt.c); the process's libraries (libc,
 * libm) resolve what is left. NULL with err on failure. */
tl_llvm_jit *tl_llvm_jit_create(const struct tl_compilation *c, tl_llvm_artifact *const *modules, size_t nmodules,
                                const char *object_path, const tl_llvm_symbol *syms, size_t nsyms, tl_error *err);
/* Each module (built when deferred) as an object in dir, named module1.o,
 * module2.o, ... (paths into objs, count into *nobjs): compiled for c's
 * target machine as the JIT's are, through the compile cache (jit.c). The
 * modules stay the artifacts'. */
bool tl_llvm_write_objects(const struct tl_compilation *c, tl_llvm_artifact *const *modules, size_t nmodules,
                           const char *dir, char objs[][4200], size_t *nobjs, tl_error *err);
/* The program of modules (a device and a host module) as a shared library
 * from the compile cache, loaded with dlopen into *handle; entry names it
 * (library.c). syms are the runtime functions the code calls by name,
 * besides the host runtime's. A hit builds no module and starts no LLVM.
 * False with *fallback when there is no library here: the caller then runs
 * the modules through the JIT (their objects made already when they were).
 * That is a miss (*linking: the objects compiled here, the system compiler
 * links the library in the background for the next load), or no library at
 * all (no source in c, no linker, another CPU; said once on stderr). */
bool tl_llvm_library_open(struct tl_compilation *c, tl_llvm_artifact *const *modules, size_t nmodules,
                          const tl_llvm_symbol *syms, size_t nsyms, void **handle, struct tl_cache_entry *entry,
                          bool *fallback, bool *linking, tl_error *err);
/* Whether every module of j came out of the compile cache (no optimizer, no
 * code generation ran for them). */
bool tl_llvm_jit_from_cache(const tl_llvm_jit *j);
/* The address of name (materializing the code on first use), or NULL with err. */
void *tl_llvm_jit_lookup(tl_llvm_jit *j, const char *name, tl_error *err);
void tl_llvm_jit_free(tl_llvm_jit *j);

/* ---- target machines (emit.c) ------------------------------------------- */

/* The CPU and features (malloc'd) for c's target (mcpu, mattr, mtriple
 * attributes; else the host's). */
void tl_llvm_target_cpu(const struct tl_compilation *c, char **cpu, char **features);

#ifdef TL_HAVE_LLVM
#include <llvm-c/TargetMachine.h>
/* LLVMGetHostCPUName and LLVMGetHostCPUFeatures, asked once a process (each
 * asks the CPU through cpuid, which a virtual machine traps: several per
 * compilation cost milliseconds); copies for LLVMDisposeMessage. */
char *tl_llvm_host_cpu_name(void);
char *tl_llvm_host_cpu_features(void);
/* A target machine for c's target (PIC, -O3); the triple (LLVMDisposeMessage)
 * in *triple_out. */
LLVMTargetMachineRef tl_llvm_target_machine(const struct tl_compilation *c, char **triple_out, tl_error *err);
#endif

#endif
