/*
 * jit.c: running LLVM modules in process through ORC LLJIT (llvm.h): what a
 * backend's load function uses for an LLVM device module, an LLVM host
 * module, or both, with each module's object code kept in the compile cache.
 *
 * tl_llvm_jit_create makes an LLJIT for the compilation's target (mtriple,
 * mcpu, mattr when the target sets them, else the host CPU with its
 * features; code generation at TL_LLVM_JIT_CODEGEN_LEVEL, -O2: -O1 and -O3
 * measured no faster to compile, -O0's fast instruction selection and
 * register allocation make slower kernels; position-independent code in the
 * small code model: LLVM's default for a JIT on x86-64 is the large one, in
 * which every constant is addressed through a 64-bit immediate, so a loop's
 * constants (softmax's exp polynomial) were reloaded through movabs in every
 * iteration; JITLink and the library's linker place an object's code and
 * constants together and reach other symbols through stubs and the GOT),
 * sets each module's data layout
 * and triple from the JIT, and defines, in its main JITDylib:
 *   - the host runtime that the llvm host codegen's code calls by name,
 *     tilec_rt_host_* (host_rt.c), by address because a statically linked
 *     program does not export its symbols;
 *   - the caller's symbols (a backend's runtime, the launch functions of a
 *     device library built from C);
 *   - a search of the process's libraries (libc, libm, libpthread).
 * Code that cannot run on this machine is refused before any of that: a
 * triple of another LLVM target, data layout or operating system, or an
 * mattr that turns on a feature the host's CPU lacks (such code can be
 * emitted, `tilec build --emit asm`, never run).
 * Then each module becomes an object file: its cache key is its bitcode (as
 * the codegen left it, before optimization) with everything else the object
 * depends on (object_key); a verified entry's module.o is loaded as it is
 * (the module itself neither verified nor optimized), else the module is
 * verified, optimized (TL_LLVM_PIPELINE, when it awaits it), compiled by a
 * target machine with the JIT's settings (made at the first object compiled:
 * a load from the cache makes none), and installed in the
 * cache (written atomically, its size and SHA-256 in the manifest, checked at
 * every load: a damaged entry is rebuilt, never loaded; src/runtime/cache.c).
 * With the cache off the object stays in memory and nothing is written. The
 * modules are freed (each artifact's module and context become NULL), the
 * objects and an object file (a C host source compiled by the system
 * compiler) given to the JIT, which links them at the first lookup. Errors
 * the session reports while linking are kept and returned with the failed
 * lookup. --time-passes prints each object's time and where it came from.
 *
 * tl_llvm_write_objects makes the same objects (same target machine, data
 * layout, triple: the same cache entries) as files, for the library that
 * library.c links; a module the codegen deferred is built at its first use
 * here.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compile/compile.h"
#include "llvm/llvm.h"

#ifdef TL_HAVE_LLVM
#include <llvm-c/BitWriter.h>
#include <llvm-c/Core.h>
#include <llvm-c/Error.h>
#include <llvm-c/LLJIT.h>
#include <llvm-c/Orc.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <pthread.h>
#include <time.h>

#include "llvm/host_rt.h"
#include "runtime/runtime.h"
#include "util/arena.h"

struct tl_llvm_jit {
    LLVMOrcLLJITRef jit;
    int objects, hits;       /* modules compiled to objects; of them, found in the cache */
    char session_error[700]; /* the first error the session reported */
};

static pthread_once_t init_once = PTHREAD_ONCE_INIT;
static bool init_ok;

static void init_native(void)
{
    init_ok = !LLVMInitializeNativeTarget() && !LLVMInitializeNativeAsmPrinter();
}

/* Moves an LLVMErrorRef's message into err. */
static bool llvm_error(tl_error *err, LLVMErrorRef e, const char *what)
{
    char *m = LLVMGetErrorMessage(e);
    tl_error_set(err, TL_ERR_INTERNAL, "%s: %s", what, m ? m : "?");
    LLVMDisposeErrorMessage(m);
    return false;
}

static void report_session_error(void *ctx, LLVMErrorRef e)
{
    tl_llvm_jit *j = ctx;
    char *m = LLVMGetErrorMessage(e);
    if (!j->session_error[0])
        snprintf(j->session_error, sizeof j->session_error, "%s", m ? m : "?");
    LLVMDisposeErrorMessage(m);
}

/* The OS part of a normalized triple (arch-vendor-os[-env]), into buf. */
static const char *triple_os(const char *triple, char *buf, size_t cap)
{
    const char *p = strchr(triple, '-');
    p = p ? strchr(p + 1, '-') : NULL;
    size_t n = p ? strcspn(p + 1, "-") : 0;
    snprintf(buf, cap, "%.*s", (int)n, p ? p + 1 : "");
    return buf;
}

/* The data layout of a generic target machine for triple (LLVMDisposeMessage),
 * or NULL. */
static char *layout_of(LLVMTargetRef target, const char *triple)
{
    LLVMTargetMachineRef tm = LLVMCreateTargetMachine(target, triple, "", "", LLVMCodeGenLevelNone, LLVMRelocPIC,
                                                      LLVMCodeModelJITDefault);
    if (!tm)
        return NULL;
    LLVMTargetDataRef dl = LLVMCreateTargetDataLayout(tm);
    char *s = LLVMCopyStringRepOfTargetData(dl);
    LLVMDisposeTargetData(dl);
    LLVMDisposeTargetMachine(tm);
    return s;
}

static bool not_here(const char *triple, const char *host, tl_error *err)
{
    return tl_error_set(err, TL_ERR_INVALID,
                        "llvm target: code for triple '%s' cannot run on this machine (%s); it can be emitted "
                        "(tilec build --emit llvm-ir, asm or obj), not run",
                        triple, host);
}

/* Whether code for the target's triple and features can run on this
 * machine: the triple names the host's LLVM target, data layout and
 * operating system, and mattr turns on no feature the host's CPU lacks.
 * Such code can still be emitted (emit.c); it is only never run. */
static bool runs_here(const tl_target *t, const char *triple, LLVMTargetRef target, tl_error *err)
{
    char *def = LLVMGetDefaultTargetTriple();
    char *host = LLVMNormalizeTargetTriple(def);
    LLVMDisposeMessage(def);
    LLVMTargetRef host_target = NULL;
    char *msg = NULL, os[64], host_os[64];
    bool ok = strcmp(triple, host) == 0;
    if (!ok && !LLVMGetTargetFromTriple(host, &host_target, &msg) && host_target == target &&
        strcmp(triple_os(triple, os, sizeof os), triple_os(host, host_os, sizeof host_os)) == 0) {
        char *a = layout_of(target, triple), *b = layout_of(target, host);
        ok = a && b && strcmp(a, b) == 0;
        LLVMDisposeMessage(a);
        LLVMDisposeMessage(b);
    }
    LLVMDisposeMessage(msg);
    if (!ok)
        not_here(triple, host, err);
    const char *mattr = tl_target_attr(t, "mattr");
    if (ok && mattr) {
        char *have = tl_llvm_host_cpu_features(); /* "+sse2,-avx512f,..." */
        for (const char *f = mattr; ok && *f;) {
            size_t len = strcspn(f, ",");
            char off[128];
            snprintf(off, sizeof off, "-%.*s", (int)(len - 1), f + 1);
            size_t m = strlen(off);
            for (const char *h = have; ok && f[0] == '+' && h && *h;) {
                size_t hl = strcspn(h, ",");
                if (hl == m && strncmp(h, off, m) == 0)
                    ok = tl_error_set(err, TL_ERR_INVALID,
                                      "llvm target: mattr turns on %.*s, which this machine's CPU lacks; the code can "
                                      "be emitted (tilec build --emit llvm-ir, asm or obj), not run",
                                      (int)len, f);
                h += hl + (h[hl] == ',');
            }
            f += len + (f[len] == ',');
        }
        LLVMDisposeMessage(have);
    }
    LLVMDisposeMessage(host);
    return ok;
}

/* A target machine for the target's triple, CPU and features (the host's
 * when the target leaves them out), if its code can run here; its code
 * generation at level (LLVMCodeGenOptLevel). */
static LLVMTargetMachineRef target_machine(const struct tl_compilation *c, int level, tl_error *err)
{
    const tl_target *t = tl_context_target(c->ctx);
    const char *triple_attr = t ? tl_target_attr(t, "mtriple") : NULL;
    const char *mcpu = t ? tl_target_attr(t, "mcpu") : NULL;
    const char *mattr = t ? tl_target_attr(t, "mattr") : NULL;
    char *triple = triple_attr && *triple_attr ? LLVMNormalizeTargetTriple(triple_attr) : LLVMGetDefaultTargetTriple();
    bool native = !mcpu || !*mcpu || strcmp(mcpu, "native") == 0;
    char *host_cpu = native ? tl_llvm_host_cpu_name() : NULL;
    char *host_features = native && !(mattr && *mattr) ? tl_llvm_host_cpu_features() : NULL;
    LLVMTargetRef target = NULL;
    char *why = NULL;
    LLVMTargetMachineRef tm = NULL;
    if (LLVMGetTargetFromTriple(triple, &target, &why)) {
        /* only the host's target is initialized here: any other is not this machine's */
        char *host = LLVMGetDefaultTargetTriple();
        if (triple_attr && *triple_attr)
            not_here(triple, host, err);
        else
            tl_error_set(err, TL_ERR_UNAVAILABLE, "LLVM has no target for '%s': %s", triple, why ? why : "?");
        LLVMDisposeMessage(host);
    } else if (t && runs_here(t, triple, target, err)) {
        tm = LLVMCreateTargetMachine(target, triple, native ? host_cpu : mcpu,
                                     mattr && *mattr ? mattr : host_features ? host_features : "",
                                     (LLVMCodeGenOptLevel)level, LLVMRelocPIC,
                                     LLVMCodeModelSmall);
        if (!tm)
            tl_error_set(err, TL_ERR_UNAVAILABLE, "LLVM cannot make a target machine for '%s' (cpu '%s')", triple,
                         native ? host_cpu : mcpu);
    }
    LLVMDisposeMessage(why);
    LLVMDisposeMessage(triple);
    LLVMDisposeMessage(host_cpu);
    LLVMDisposeMessage(host_features);
    return tm;
}

/* Defines name -> addr in jd for each pair. */
static bool define_symbols(tl_llvm_jit *j, LLVMOrcJITDylibRef jd, const tl_llvm_symbol *syms, size_t n, tl_error *err)
{
    if (n == 0)
        return true;
    LLVMOrcCSymbolMapPairs pairs = calloc(n, sizeof *pairs);
    if (!pairs)
        return tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    for (size_t i = 0; i < n; i++) {
        pairs[i].Name = LLVMOrcLLJITMangleAndIntern(j->jit, syms[i].name);
        pairs[i].Sym.Address = (LLVMOrcExecutorAddress)(uintptr_t)syms[i].addr;
        pairs[i].Sym.Flags.GenericFlags = LLVMJITSymbolGenericFlagsExported | LLVMJITSymbolGenericFlagsCallable;
        pairs[i].Sym.Flags.TargetFlags = 0;
    }
    LLVMOrcMaterializationUnitRef mu = LLVMOrcAbsoluteSymbols(pairs, n); /* takes the names over */
    free(pairs);
    LLVMErrorRef e = LLVMOrcJITDylibDefine(jd, mu);
    if (e) {
        LLVMOrcDisposeMaterializationUnit(mu);
        return llvm_error(err, e, "JIT: defining the runtime's symbols");
    }
    return true;
}

static bool define_exports(tl_llvm_jit *j, LLVMOrcJITDylibRef jd, const tl_rt_export *x, size_t n, tl_error *err)
{
    tl_llvm_symbol s[64];
    while (n > 0) {
        size_t m = n < 64 ? n : 64;
        for (size_t i = 0; i < m; i++) {
            s[i].name = x[i].name;
            memcpy(&s[i].addr, &x[i].fn, sizeof s[i].addr); /* POSIX: function and object pointers convert */
        }
        if (!define_symbols(j, jd, s, m, err))
            return false;
        x += m, n -= m;
    }
    return true;
}


/* ---- modules as objects, through the compile cache ------------------------ */

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* What compiling one module to an object needs. */
typedef struct obj_build {
    const struct tl_compilation *c;
    tl_llvm_artifact *a;
    const char *const *machine;   /* the JIT's target machine: triple, CPU, features */
    int level;                    /* code generation's: TL_LLVM_JIT_CODEGEN_LEVEL, or 0 (see below) */
    LLVMTargetMachineRef *tm;     /* one with its settings and level, made at its first object compiled here */
    LLVMMemoryBufferRef object;   /* the object, once compiled here */
} obj_build;

/* Optimizes the module (when it awaits it) and compiles it for *tm (made
 * now when it is not yet: a process that finds every object in the compile
 * cache makes none). */
static bool compile_object(obj_build *ob, tl_error *err)
{
    if (!tl_llvm_optimize(ob->c, ob->a, err))
        return false;
    if (!*ob->tm && !(*ob->tm = target_machine(ob->c, ob->level, err)))
        return false;
    tl_runtime_count_compile();
    char *msg = NULL;
    if (LLVMTargetMachineEmitToMemoryBuffer(*ob->tm, ob->a->module, LLVMObjectFile, &msg, &ob->object)) {
        tl_error_set(err, TL_ERR_INTERNAL, "JIT: cannot compile the module: %s", msg ? msg : "?");
        LLVMDisposeMessage(msg);
        ob->object = NULL;
        return false;
    }
    LLVMDisposeMessage(msg);
    return true;
}

/* The cache's build: the object as dir/module.o. */
static bool build_object(void *ud, const char *dir, tl_error *err)
{
    obj_build *ob = ud;
    if (!ob->object && !compile_object(ob, err))
        return false;
    return tl_write_file(dir, "module.o", LLVMGetBufferStart(ob->object), LLVMGetBufferSize(ob->object), err);
}

static void key_text(tl_strbuf *k, const char *name, const char *value, size_t n)
{
    tl_strbuf_printf(k, "%s %zu:", name, n);
    tl_strbuf_append(k, value, n);
    tl_strbuf_puts(k, "\n");
}

/* The cache key of a's object: everything the object depends on. The
 * module's bitcode (before optimization when it awaits it) stands for the
 * tile program, its -D values, the passes and the codegens that made it;
 * then the LLVM version, what the optimizer runs, the target machine (triple,
 * CPU, features: the host's when native, so another CPU never shares an
 * entry), the backend's spec hash, the target and the execution backend.
 * tl_cache_get adds tilec's version. */
static bool object_key(const obj_build *ob, tl_strbuf *k, tl_error *err)
{
    const struct tl_compilation *c = ob->c;
    unsigned major, minor, patch;
    LLVMGetVersion(&major, &minor, &patch);
    tl_strbuf_printf(k, "llvm-object 1\nllvm %u.%u.%u\n", major, minor, patch);
    if (ob->a->optimize)
        tl_strbuf_printf(k, "pipeline %s vectorize slp interleave unroll\n", TL_LLVM_PIPELINE);
    tl_strbuf_printf(k, "codegen level %d pic small\n", ob->level);
    key_text(k, "triple", ob->machine[0], strlen(ob->machine[0]));
    key_text(k, "cpu", ob->machine[1], strlen(ob->machine[1]));
    key_text(k, "features", ob->machine[2], strlen(ob->machine[2]));
    char tjson[1024];
    tl_target_to_json(tl_context_target(c->ctx), tjson, sizeof tjson);
    key_text(k, "target", tjson, strlen(tjson));
    const char *exec = tl_context_execution_backend(c->ctx)->name;
    key_text(k, "exec", exec, strlen(exec));
    tl_strbuf_printf(k, "spec_hash %016llx\n", (unsigned long long)tl_context_module(c->ctx)->spec_hash);
    LLVMMemoryBufferRef bc = LLVMWriteBitcodeToMemoryBuffer(ob->a->module);
    if (!bc)
        return tl_error_set(err, TL_ERR_INTERNAL, "JIT: cannot write the module's bitcode");
    key_text(k, "bitcode", LLVMGetBufferStart(bc), LLVMGetBufferSize(bc));
    LLVMDisposeMemoryBuffer(bc);
    return !k->failed || tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
}

/* a's module as an object for the target machine of settings machine in
 * *out: tms[1] (made when one is compiled) at TL_LLVM_JIT_CODEGEN_LEVEL for
 * a module that tilec optimizes, tms[0] at level 0 for one it does not (the
 * host's, run once a launch: fast instruction selection and register
 * allocation, half the time, nothing a launch notices). *out comes from
 * the compile cache when a verified entry has it (no optimizer, no code
 * generation), else is compiled (and installed there when the cache is on;
 * in memory only when it is off). *hit says which. */
static bool module_object(const struct tl_compilation *c, tl_llvm_artifact *a, const char *const *machine,
                          LLVMTargetMachineRef tms[2], LLVMMemoryBufferRef *out, bool *hit, tl_error *err)
{
    obj_build ob = { c, a, machine, a->optimize ? TL_LLVM_JIT_CODEGEN_LEVEL : 0, &tms[a->optimize], NULL };
    *out = NULL;
    *hit = false;
    if (!tl_runtime_cache_enabled()) {
        if (!compile_object(&ob, err))
            return false;
        *out = ob.object;
        return true;
    }
    tl_strbuf k = { 0 };
    bool ok = object_key(&ob, &k, err);
    tl_cache_entry entry = { 0 };
    if (ok) {
        tl_cache_request r = { k.data, k.len, "module.o", build_object, &ob };
        ok = tl_cache_get(&r, &entry, err);
    }
    tl_strbuf_free(&k);
    if (ok && ob.object && !entry.hit) {
        *out = ob.object; /* compiled here: no need to read it back */
        ob.object = NULL;
    } else if (ok) {
        char *why = NULL;
        if (LLVMCreateMemoryBufferWithContentsOfFile(entry.path, out, &why)) {
            /* gone since it was verified (evicted by another process): compile it here */
            *out = NULL;
            ok = compile_object(&ob, err);
            if (ok) {
                *out = ob.object;
                ob.object = NULL;
            }
        } else {
            *hit = entry.hit;
        }
        LLVMDisposeMessage(why);
    }
    if (ob.object)
        LLVMDisposeMemoryBuffer(ob.object);
    tl_cache_entry_release(&entry);
    return ok;
}

static void print_object_time(const struct tl_compilation *c, size_t i, double ms, bool hit)
{
    char what[64];
    snprintf(what, sizeof what, "jit: object of module %zu", i + 1);
    fprintf(c->timing, "    %-28s %8.3f ms (%s)\n", what, ms, hit ? "from the compile cache" : "optimized and compiled");
}

bool tl_llvm_write_objects(const struct tl_compilation *c, tl_llvm_artifact *const *modules, size_t nmodules,
                           const char *dir, char objs[][4200], size_t *nobjs, tl_error *err)
{
    *nobjs = 0;
    pthread_once(&init_once, init_native);
    if (!init_ok)
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "LLVM has no native target in this build");
    LLVMTargetMachineRef tm = target_machine(c, TL_LLVM_JIT_CODEGEN_LEVEL, err);
    if (!tm)
        return false;
    /* the settings, data layout and triple the JIT's objects have: the same keys */
    char *machine[3] = {LLVMGetTargetMachineTriple(tm), LLVMGetTargetMachineCPU(tm), LLVMGetTargetMachineFeatureString(tm)};
    LLVMTargetDataRef td = LLVMCreateTargetDataLayout(tm);
    char *layout = LLVMCopyStringRepOfTargetData(td);
    LLVMDisposeTargetData(td);
    LLVMDisposeTargetMachine(tm);
    LLVMTargetMachineRef obj_tms[2] = { NULL, NULL };
    bool ok = true;
    for (size_t i = 0; ok && i < nmodules; i++) {
        tl_llvm_artifact *a = modules[i];
        if (!a || (!a->module && !a->build))
            continue;
        if (!(ok = tl_llvm_artifact_ready(a, err)))
            break;
        LLVMSetDataLayout(a->module, layout);
        LLVMSetTarget(a->module, machine[0]);
        double t0 = now_ms();
        LLVMMemoryBufferRef obj = NULL;
        bool hit = false;
        ok = module_object(c, a, (const char *const *)machine, obj_tms, &obj, &hit, err);
        if (c->timing && ok)
            print_object_time(c, i, now_ms() - t0, hit);
        if (ok) {
            char name[32];
            snprintf(name, sizeof name, "module%zu.o", *nobjs + 1);
            snprintf(objs[*nobjs], 4200, "%s/%s", dir, name);
            ok = tl_write_file(dir, name, LLVMGetBufferStart(obj), LLVMGetBufferSize(obj), err);
            *nobjs += ok;
        }
        if (a->object)
            LLVMDisposeMemoryBuffer(a->object);
        a->object = obj; /* for the JIT, should the link fail */
        a->object_hit = hit;
    }
    for (int i = 0; i < 2; i++)
        if (obj_tms[i])
            LLVMDisposeTargetMachine(obj_tms[i]);
    for (int i = 0; i < 3; i++)
        LLVMDisposeMessage(machine[i]);
    LLVMDisposeMessage(layout);
    return ok;
}

tl_llvm_jit *tl_llvm_jit_create(const struct tl_compilation *c, tl_llvm_artifact *const *modules, size_t nmodules,
                                const char *object_path, const tl_llvm_symbol *syms, size_t nsyms, tl_error *err)
{
    pthread_once(&init_once, init_native);
    if (!init_ok) {
        tl_error_set(err, TL_ERR_UNAVAILABLE, "LLVM has no native target in this build");
        return NULL;
    }
    tl_llvm_jit *j = calloc(1, sizeof *j);
    if (!j) {
        tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
        return NULL;
    }
    LLVMTargetMachineRef tm = target_machine(c, TL_LLVM_JIT_CODEGEN_LEVEL, err);
    if (!tm) {
        free(j);
        return NULL;
    }
    /* the objects' target machine has the JIT's settings (made when one is
     * compiled: compile_object); the settings are part of their cache key */
    LLVMTargetMachineRef obj_tms[2] = { NULL, NULL };
    char *machine[3] = {LLVMGetTargetMachineTriple(tm), LLVMGetTargetMachineCPU(tm), LLVMGetTargetMachineFeatureString(tm)};
    LLVMOrcLLJITBuilderRef builder = LLVMOrcCreateLLJITBuilder();
    LLVMOrcLLJITBuilderSetJITTargetMachineBuilder(builder, LLVMOrcJITTargetMachineBuilderCreateFromTargetMachine(tm));
    LLVMErrorRef e = LLVMOrcCreateLLJIT(&j->jit, builder); /* takes the builder */
    if (e) {
        llvm_error(err, e, "JIT: cannot create an LLJIT");
        for (int i = 0; i < 3; i++)
            LLVMDisposeMessage(machine[i]);
        free(j);
        return NULL;
    }
    LLVMOrcExecutionSessionSetErrorReporter(LLVMOrcLLJITGetExecutionSession(j->jit), report_session_error, j);
    LLVMOrcJITDylibRef jd = LLVMOrcLLJITGetMainJITDylib(j->jit);

    bool ok = define_exports(j, jd, tl_host_rt_exports, tl_host_rt_nexports, err);
    if (ok)
        ok = define_symbols(j, jd, syms, nsyms, err);
    if (ok) {
        LLVMOrcDefinitionGeneratorRef gen = NULL;
        e = LLVMOrcCreateDynamicLibrarySearchGeneratorForProcess(&gen, LLVMOrcLLJITGetGlobalPrefix(j->jit), NULL,
                                                                 NULL);
        if (e)
            ok = llvm_error(err, e, "JIT: cannot search the process's libraries");
        else
            LLVMOrcJITDylibAddGenerator(jd, gen);
    }
    if (ok && object_path) {
        LLVMMemoryBufferRef buf = NULL;
        char *why = NULL;
        if (LLVMCreateMemoryBufferWithContentsOfFile(object_path, &buf, &why)) {
            ok = tl_error_set(err, TL_ERR_INTERNAL, "JIT: cannot read %s: %s", object_path, why ? why : "?");
            LLVMDisposeMessage(why);
        } else if ((e = LLVMOrcLLJITAddObjectFile(j->jit, jd, buf))) { /* takes the buffer */
            ok = llvm_error(err, e, "JIT: cannot add the host object");
        }
    }
    for (size_t i = 0; ok && i < nmodules; i++) {
        tl_llvm_artifact *a = modules[i];
        if (!a || (!a->module && !a->build && !a->object))
            continue;
        LLVMMemoryBufferRef obj = a->object;
        bool hit = a->object_hit;
        a->object = NULL;
        if (!obj && !(ok = tl_llvm_artifact_ready(a, err)))
            break;
        LLVMModuleRef m = a->module;
        if (!obj) { /* else made for the library, its time printed then */
            double t0 = now_ms();
            LLVMSetDataLayout(m, LLVMOrcLLJITGetDataLayoutStr(j->jit));
            LLVMSetTarget(m, LLVMOrcLLJITGetTripleString(j->jit));
            ok = module_object(c, a, (const char *const *)machine, obj_tms, &obj, &hit, err);
            if (c->timing && ok)
                print_object_time(c, i, now_ms() - t0, hit);
        }
        j->objects += ok;
        j->hits += ok && hit;
        /* the JIT runs the object; the module is done with */
        LLVMDisposeModule(m);
        LLVMOrcDisposeThreadSafeContext(a->context);
        a->module = a->context = NULL;
        if (ok && (e = LLVMOrcLLJITAddObjectFile(j->jit, jd, obj))) /* takes the buffer */
            ok = llvm_error(err, e, "JIT: cannot add the module's object");
    }
    for (int i = 0; i < 2; i++)
        if (obj_tms[i])
            LLVMDisposeTargetMachine(obj_tms[i]);
    for (int i = 0; i < 3; i++)
        LLVMDisposeMessage(machine[i]);
    if (!ok) {
        tl_llvm_jit_free(j);
        return NULL;
    }
    return j;
}

void *tl_llvm_jit_lookup(tl_llvm_jit *j, const char *name, tl_error *err)
{
    LLVMOrcExecutorAddress addr = 0;
    LLVMErrorRef e = LLVMOrcLLJITLookup(j->jit, &addr, name);
    if (e) {
        char *m = LLVMGetErrorMessage(e);
        tl_error_set(err, TL_ERR_INVALID, "JIT: cannot find %s: %s%s%s", name, m ? m : "?",
                     j->session_error[0] ? "; " : "", j->session_error);
        LLVMDisposeErrorMessage(m);
        return NULL;
    }
    return (void *)(uintptr_t)addr;
}

bool tl_llvm_jit_from_cache(const tl_llvm_jit *j) { return j && j->objects > 0 && j->hits == j->objects; }

void tl_llvm_jit_free(tl_llvm_jit *j)
{
    if (!j)
        return;
    if (j->jit) {
        LLVMErrorRef e = LLVMOrcDisposeLLJIT(j->jit);
        if (e)
            LLVMConsumeError(e);
    }
    free(j);
}

#else /* no LLVM */

bool tl_llvm_write_objects(const struct tl_compilation *c, tl_llvm_artifact *const *modules, size_t nmodules,
                           const char *dir, char objs[][4200], size_t *nobjs, tl_error *err)
{
    *nobjs = 0;
    return tl_error_set(err, TL_ERR_UNAVAILABLE, "the JIT: " TL_LLVM_MISSING);
}

tl_llvm_jit *tl_llvm_jit_create(const struct tl_compilation *c, tl_llvm_artifact *const *modules, size_t nmodules,
                                const char *object_path, const tl_llvm_symbol *syms, size_t nsyms, tl_error *err)
{
    tl_error_set(err, TL_ERR_UNAVAILABLE, "the JIT: " TL_LLVM_MISSING);
    return NULL;
}

void *tl_llvm_jit_lookup(tl_llvm_jit *j, const char *name, tl_error *err)
{
    tl_error_set(err, TL_ERR_UNAVAILABLE, "the JIT: " TL_LLVM_MISSING);
    return NULL;
}

void tl_llvm_jit_free(tl_llvm_jit *j) {}

bool tl_llvm_jit_from_cache(const tl_llvm_jit *j) { return false; }

#endif
