/*
 * emit.c: LLVM artifacts (llvm.h): wrapping and freeing a module with its
 * context, a module deferred by its codegen and built at its first use
 * (tl_llvm_artifact_ready: optimized, emitted or compiled), telling whether a compilation's side is an LLVM module, the
 * target machine of the llvm target (its mtriple, mcpu and mattr
 * attributes, else the host's triple, CPU and features), the optimization
 * of a module (TL_LLVM_PIPELINE, run where the module is used: here before
 * it is written, in jit.c before it is compiled unless the cache has its
 * object), and writing a module as LLVM IR text, assembly or an object file
 * (`tilec build --target llvm --emit llvm-ir|asm|obj`, the llvm codegen's
 * emit function).
 */
#include <stdlib.h>
#include <string.h>
#ifdef __GLIBC__
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

#include "backend/internal.h"
#include "compile/compile.h"
#include "llvm/llvm.h"
#include "registry.h"

tl_llvm_artifact *tl_llvm_device_module(const tl_compilation *c)
{
    const tl_device_codegen *d = c->device_codegen;
    return d && d->free_artifact == tl_llvm_artifact_free ? c->device_artifact : NULL;
}

tl_llvm_artifact *tl_llvm_host_module(const tl_compilation *c)
{
    const tl_host_codegen *h = c->host_codegen;
    return h && h->free_artifact == tl_llvm_artifact_free ? c->host_artifact : NULL;
}

#ifndef TL_HAVE_LLVM

tl_llvm_artifact *tl_llvm_artifact_wrap(void *context, void *module) { return NULL; }
tl_llvm_artifact *tl_llvm_artifact_defer(struct tl_compilation *c, tl_llvm_build_fn *build, bool optimize)
{
    return NULL;
}
bool tl_llvm_artifact_ready(tl_llvm_artifact *a, tl_error *err)
{
    return tl_error_set(err, TL_ERR_UNAVAILABLE, TL_LLVM_MISSING);
}
void tl_llvm_artifact_free(void *a) { free(a); }
bool tl_llvm_defines(const tl_llvm_artifact *a, const char *name) { return false; }
void tl_llvm_target_cpu(const struct tl_compilation *c, char **cpu, char **features) { *cpu = *features = NULL; }

bool tl_llvm_emit_module(const struct tl_compilation *c, tl_llvm_artifact *a, const char *kind,
                         struct tl_strbuf *out, tl_error *err)
{
    return tl_error_set(err, TL_ERR_UNAVAILABLE, TL_LLVM_MISSING);
}

bool tl_llvm_optimize(const struct tl_compilation *c, tl_llvm_artifact *a, tl_error *err)
{
    return tl_error_set(err, TL_ERR_UNAVAILABLE, TL_LLVM_MISSING);
}

#else

#include <pthread.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>
#include <llvm-c/Orc.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <llvm-c/Transforms/PassBuilder.h>

tl_llvm_artifact *tl_llvm_artifact_wrap(void *context, void *module)
{
    tl_llvm_artifact *a = calloc(1, sizeof *a);
    if (!a) {
        LLVMDisposeModule(module);
        LLVMOrcDisposeThreadSafeContext(context);
        return NULL;
    }
    a->context = context;
    a->module = module;
    return a;
}

tl_llvm_artifact *tl_llvm_artifact_defer(struct tl_compilation *c, tl_llvm_build_fn *build, bool optimize)
{
    tl_llvm_artifact *a = calloc(1, sizeof *a);
    if (a) {
        a->build = build;
        a->compilation = c;
        a->optimize = optimize;
    }
    return a;
}

bool tl_llvm_artifact_ready(tl_llvm_artifact *a, tl_error *err)
{
    if (!a || !a->build)
        return true;
    if (!a->build(a->compilation, a, err)) {
        if (a->module)
            LLVMDisposeModule((LLVMModuleRef)a->module);
        if (a->context)
            LLVMOrcDisposeThreadSafeContext((LLVMOrcThreadSafeContextRef)a->context);
        a->module = a->context = NULL;
        return false;
    }
    a->build = NULL;
    return true;
}

void tl_llvm_artifact_free(void *p)
{
    tl_llvm_artifact *a = p;
    if (!a)
        return;
    if (a->module)
        LLVMDisposeModule((LLVMModuleRef)a->module);
    if (a->context)
        LLVMOrcDisposeThreadSafeContext((LLVMOrcThreadSafeContextRef)a->context);
    if (a->object)
        LLVMDisposeMemoryBuffer((LLVMMemoryBufferRef)a->object);
    free(a);
}

bool tl_llvm_defines(const tl_llvm_artifact *a, const char *name)
{
    if (!a || !a->module)
        return false;
    LLVMValueRef f = LLVMGetNamedFunction((LLVMModuleRef)a->module, name);
    return f && !LLVMIsDeclaration(f);
}

/* LLVM's first compile in a process allocates some megabytes that no
 * earlier one freed: with the heap grown 128 KiB at a time, each of their
 * 4 KiB pages is a page fault (about 1100 of the 1700 faults of
 * gemm.tile's first compile, and a fault is dear on a virtual machine:
 * docs/cpu.md "JIT time"). So,
 * once, where the C library is glibc: the heap grows by 64 MiB at a time
 * and is not trimmed below that (M_TOP_PAD, M_TRIM_THRESHOLD), and the
 * first such region is marked for transparent huge pages, so that its
 * first touches fault in 2 MiB at once. Only touched pages are memory.
 * TILEC_LLVM_HEAP=default leaves the heap as the process set it. */
static void heap_for_compiles(void)
{
#if defined(__GLIBC__) && defined(MADV_HUGEPAGE)
    const char *env = getenv("TILEC_LLVM_HEAP");
    if (env && strcmp(env, "default") == 0)
        return;
    const size_t pad = (size_t)64 << 20, huge = (size_t)2 << 20;
    if (!mallopt(M_TOP_PAD, (int)pad) || !mallopt(M_TRIM_THRESHOLD, (int)(2 * pad)))
        return;
    /* blocks under the mmap threshold until the heap grows (by the pad) */
    void *blocks[64];
    int n = 0;
    char *before = sbrk(0), *after = before;
    while (n < 64 && after == before && (blocks[n] = malloc(64 << 10)) != NULL) {
        n++;
        after = sbrk(0);
    }
    if (before != (char *)-1 && after != (char *)-1 && after > before) {
        uintptr_t lo = ((uintptr_t)before + huge - 1) & ~(uintptr_t)(huge - 1), hi = (uintptr_t)after & ~(uintptr_t)(huge - 1);
        if (hi > lo)
            madvise((void *)lo, hi - lo, MADV_HUGEPAGE);
    }
    while (n > 0)
        free(blocks[--n]);
#endif
}

static pthread_once_t native_once = PTHREAD_ONCE_INIT, all_once = PTHREAD_ONCE_INIT;
static void init_native(void)
{
    heap_for_compiles();
    LLVMInitializeNativeTarget();
    LLVMInitializeNativeAsmPrinter();
    LLVMInitializeNativeAsmParser();
}
static void init_all(void)
{
    LLVMInitializeAllTargetInfos();
    LLVMInitializeAllTargets();
    LLVMInitializeAllTargetMCs();
    LLVMInitializeAllAsmPrinters();
}

static pthread_once_t host_once = PTHREAD_ONCE_INIT;
static char *host_cpu, *host_features;
static void ask_host(void)
{
    host_cpu = LLVMGetHostCPUName();
    host_features = LLVMGetHostCPUFeatures();
}

char *tl_llvm_host_cpu_name(void)
{
    pthread_once(&host_once, ask_host);
    return LLVMCreateMessage(host_cpu ? host_cpu : "");
}

char *tl_llvm_host_cpu_features(void)
{
    pthread_once(&host_once, ask_host);
    return LLVMCreateMessage(host_features ? host_features : "");
}

static const char *attr(const tl_compilation *c, const char *name)
{
    const tl_target *t = c->ctx ? tl_context_target(c->ctx) : NULL;
    const char *v = t ? tl_target_attr(t, name) : NULL;
    return v && *v ? v : NULL;
}

static char *dup_str(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (d)
        memcpy(d, s, n);
    return d;
}

/* The host's when mcpu is unset or "native"; mattr is appended to the host
 * features. */
void tl_llvm_target_cpu(const tl_compilation *c, char **cpu, char **features)
{
    const char *mcpu = attr(c, "mcpu"), *mattr = attr(c, "mattr"), *mtriple = attr(c, "mtriple");
    bool host = !mcpu || strcmp(mcpu, "native") == 0;
    if (host && mtriple) {
        char *def = LLVMGetDefaultTargetTriple();
        char *norm = LLVMNormalizeTargetTriple(mtriple);
        host = strcmp(def, norm) == 0;
        LLVMDisposeMessage(def);
        LLVMDisposeMessage(norm);
    }
    if (host && (!mcpu || strcmp(mcpu, "native") == 0) && !mtriple) {
        char *n = tl_llvm_host_cpu_name(), *f = tl_llvm_host_cpu_features();
        *cpu = dup_str(n);
        if (mattr) {
            size_t len = strlen(f) + strlen(mattr) + 2;
            *features = malloc(len);
            if (*features)
                snprintf(*features, len, "%s%s%s", f, *f ? "," : "", mattr);
        } else {
            *features = dup_str(f);
        }
        LLVMDisposeMessage(n);
        LLVMDisposeMessage(f);
        return;
    }
    *cpu = dup_str(mcpu && strcmp(mcpu, "native") != 0 ? mcpu : host ? "" : "generic");
    if (host && mcpu && strcmp(mcpu, "native") == 0) {
        char *n = tl_llvm_host_cpu_name();
        free(*cpu);
        *cpu = dup_str(n);
        LLVMDisposeMessage(n);
    }
    *features = dup_str(mattr ? mattr : "");
}

LLVMTargetMachineRef tl_llvm_target_machine(const tl_compilation *c, char **triple_out, tl_error *err)
{
    pthread_once(&native_once, init_native);
    const char *mtriple = attr(c, "mtriple");
    if (mtriple) /* another machine's, perhaps: every target with its printers */
        pthread_once(&all_once, init_all);
    char *triple = mtriple ? LLVMNormalizeTargetTriple(mtriple) : LLVMGetDefaultTargetTriple();
    LLVMTargetRef target = NULL;
    char *msg = NULL;
    if (LLVMGetTargetFromTriple(triple, &target, &msg)) {
        if (msg)
            LLVMDisposeMessage(msg);
        msg = NULL;
        pthread_once(&all_once, init_all);
        if (LLVMGetTargetFromTriple(triple, &target, &msg)) {
            tl_error_set(err, TL_ERR_INVALID, "llvm target: no LLVM target for triple '%s': %s", triple,
                         msg ? msg : "?");
            if (msg)
                LLVMDisposeMessage(msg);
            LLVMDisposeMessage(triple);
            return NULL;
        }
    }
    if (msg)
        LLVMDisposeMessage(msg);
    char *cpu = NULL, *features = NULL;
    tl_llvm_target_cpu(c, &cpu, &features);
    LLVMTargetMachineRef tm = LLVMCreateTargetMachine(target, triple, cpu ? cpu : "", features ? features : "",
                                                      LLVMCodeGenLevelAggressive, LLVMRelocPIC, LLVMCodeModelDefault);
    free(cpu);
    free(features);
    if (!tm) {
        tl_error_set(err, TL_ERR_INVALID, "llvm target: cannot create a target machine for '%s'", triple);
        LLVMDisposeMessage(triple);
        return NULL;
    }
    *triple_out = triple;
    return tm;
}

bool tl_llvm_optimize(const tl_compilation *c, tl_llvm_artifact *a, tl_error *err)
{
    if (!tl_llvm_artifact_ready(a, err))
        return false;
    if (a && a->module && a->unverified) {
        char *why = NULL;
        bool bad = LLVMVerifyModule((LLVMModuleRef)a->module, LLVMReturnStatusAction, &why);
        if (bad)
            tl_error_set(err, TL_ERR_INTERNAL, "internal error: the LLVM module does not verify: %s", why ? why : "?");
        if (why)
            LLVMDisposeMessage(why);
        if (bad)
            return false;
        a->unverified = false;
    }
    if (!a || !a->module || !a->optimize)
        return true;
    char *triple = NULL;
    LLVMTargetMachineRef tm = tl_llvm_target_machine(c, &triple, err);
    if (!tm)
        return false;
    LLVMDisposeMessage(triple);
    LLVMPassBuilderOptionsRef opts = LLVMCreatePassBuilderOptions();
    LLVMPassBuilderOptionsSetLoopVectorization(opts, 1);
    LLVMPassBuilderOptionsSetSLPVectorization(opts, 1);
    LLVMPassBuilderOptionsSetLoopInterleaving(opts, 1);
    LLVMPassBuilderOptionsSetLoopUnrolling(opts, 1);
    LLVMErrorRef e = LLVMRunPasses((LLVMModuleRef)a->module, TL_LLVM_PIPELINE, tm, opts);
    LLVMDisposePassBuilderOptions(opts);
    LLVMDisposeTargetMachine(tm);
    if (e) {
        char *m = LLVMGetErrorMessage(e);
        tl_error_set(err, TL_ERR_INTERNAL, "internal error: LLVM optimization failed: %s", m ? m : "?");
        LLVMDisposeErrorMessage(m);
        return false;
    }
    a->optimize = false;
    return true;
}

bool tl_llvm_emit_module(const tl_compilation *c, tl_llvm_artifact *a, const char *what, tl_strbuf *out,
                         tl_error *err)
{
    if (!tl_llvm_artifact_ready(a, err))
        return false;
    if (!a || !a->module)
        return tl_error_set(err, TL_ERR_INVALID, "llvm emit: no LLVM module (run the llvm codegen first)");
    if (!tl_llvm_optimize(c, a, err))
        return false;
    LLVMModuleRef m = (LLVMModuleRef)a->module;
    if (strcmp(what, "llvm-ir") == 0 || strcmp(what, "source") == 0 || strcmp(what, "host") == 0) {
        char *s = LLVMPrintModuleToString(m);
        tl_strbuf_puts(out, s);
        LLVMDisposeMessage(s);
        return !out->failed || tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    }
    LLVMCodeGenFileType ft;
    if (strcmp(what, "asm") == 0)
        ft = LLVMAssemblyFile;
    else if (strcmp(what, "obj") == 0)
        ft = LLVMObjectFile;
    else
        return tl_error_set(err, TL_ERR_INVALID, "llvm emit: unknown kind '%s' (source, llvm-ir, asm or obj)", what);
    char *triple = NULL;
    LLVMTargetMachineRef tm = tl_llvm_target_machine(c, &triple, err);
    if (!tm)
        return false;
    LLVMDisposeMessage(triple);
    LLVMMemoryBufferRef buf = NULL;
    char *msg = NULL;
    bool ok = !LLVMTargetMachineEmitToMemoryBuffer(tm, m, ft, &msg, &buf);
    LLVMDisposeTargetMachine(tm);
    if (!ok) {
        tl_error_set(err, TL_ERR_INTERNAL, "llvm emit %s: %s", what, msg ? msg : "?");
        if (msg)
            LLVMDisposeMessage(msg);
        return false;
    }
    if (msg)
        LLVMDisposeMessage(msg);
    tl_strbuf_append(out, LLVMGetBufferStart(buf), LLVMGetBufferSize(buf));
    LLVMDisposeMemoryBuffer(buf);
    return !out->failed || tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
}

#endif
