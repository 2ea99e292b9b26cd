/*
 * jit.c: running LLVM modules in process through ORC LLJIT (llvm.h): what a
 * backend's load function uses for an LLVM device module, an LLVM host
 * module, or both. Nothing is written to disk.
 *
 * tl_llvm_jit_create makes an LLJIT for the compilation's target (mtriple,
 * mcpu, mattr when the target sets them, else the host CPU with its
 * features; code generation at the default level, -O2: the modules are
 * already optimized at O3, and the machine-level -O3 extras cost compile
 * time for no measured run time), sets each module's data layout and triple
 * from the JIT, and defines, in its main JITDylib:
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
 * Then it takes over the modules (owned by the JIT from then on; each
 * artifact's module and context become NULL) and an object file (a C host
 * source compiled by the system compiler). Code is generated at the first
 * lookup. Errors the session reports while materializing are kept and
 * returned with the failed lookup.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compile/compile.h"
#include "llvm/llvm.h"

#ifdef TL_HAVE_LLVM
#include <llvm-c/Core.h>
#include <llvm-c/Error.h>
#include <llvm-c/LLJIT.h>
#include <llvm-c/Orc.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <pthread.h>

#include "llvm/host_rt.h"

struct tl_llvm_jit {
    LLVMOrcLLJITRef jit;
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
        char *have = LLVMGetHostCPUFeatures(); /* "+sse2,-avx512f,..." */
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
 * when the target leaves them out), if its code can run here. */
static LLVMTargetMachineRef target_machine(const struct tl_compilation *c, tl_error *err)
{
    const tl_target *t = tl_context_target(c->ctx);
    const char *triple_attr = t ? tl_target_attr(t, "mtriple") : NULL;
    const char *mcpu = t ? tl_target_attr(t, "mcpu") : NULL;
    const char *mattr = t ? tl_target_attr(t, "mattr") : NULL;
    char *triple = triple_attr && *triple_attr ? LLVMNormalizeTargetTriple(triple_attr) : LLVMGetDefaultTargetTriple();
    bool native = !mcpu || !*mcpu || strcmp(mcpu, "native") == 0;
    char *host_cpu = native ? LLVMGetHostCPUName() : NULL;
    char *host_features = native && !(mattr && *mattr) ? LLVMGetHostCPUFeatures() : NULL;
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
                                     LLVMCodeGenLevelDefault, LLVMRelocPIC, LLVMCodeModelJITDefault);
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
    LLVMTargetMachineRef tm = target_machine(c, err);
    if (!tm) {
        free(j);
        return NULL;
    }
    LLVMOrcLLJITBuilderRef builder = LLVMOrcCreateLLJITBuilder();
    LLVMOrcLLJITBuilderSetJITTargetMachineBuilder(builder, LLVMOrcJITTargetMachineBuilderCreateFromTargetMachine(tm));
    LLVMErrorRef e = LLVMOrcCreateLLJIT(&j->jit, builder); /* takes the builder */
    if (e) {
        llvm_error(err, e, "JIT: cannot create an LLJIT");
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
        if (!a || !a->module)
            continue;
        LLVMModuleRef m = a->module;
        LLVMSetDataLayout(m, LLVMOrcLLJITGetDataLayoutStr(j->jit));
        LLVMSetTarget(m, LLVMOrcLLJITGetTripleString(j->jit));
        LLVMOrcThreadSafeModuleRef tsm = LLVMOrcCreateNewThreadSafeModule(m, a->context);
        /* the module belongs to tsm now, and tsm holds its own reference to the context */
        LLVMOrcDisposeThreadSafeContext(a->context);
        a->module = a->context = NULL;
        if ((e = LLVMOrcLLJITAddLLVMIRModule(j->jit, jd, tsm))) { /* takes tsm on success */
            LLVMOrcDisposeThreadSafeModule(tsm);
            ok = llvm_error(err, e, "JIT: cannot add the module");
        }
    }
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

#endif
