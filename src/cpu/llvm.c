/*
 * llvm.c: what the cpu backend's LLVM code shares (built only with
 * TL_HAVE_LLVM, `make LLVM=1`): disposing of a compilation's LLVM module and
 * context (compile.h); the target machine of the llvm target (its mtriple,
 * mcpu and mattr attributes, else the host's triple, CPU and features); and
 * tl_llvm_emit, which writes the module as LLVM IR text, assembly or an
 * object file (`tilec build --target llvm --emit llvm-ir|asm|obj`).
 */
#include <stdlib.h>
#include <string.h>

#include "backend/internal.h"
#include "compile/compile.h"
#include "cpu/cpu.h"

#ifndef TL_HAVE_LLVM

bool tl_llvm_emit(struct tl_compilation *c, const char *what, const char *path, tl_error *err)
{
    return tl_error_set(err, TL_ERR_UNAVAILABLE, "tilec is built without LLVM (make LLVM=1)");
}

bool tl_llvm_emit_to_memory(struct tl_compilation *c, const char *what, char **out, size_t *len, tl_error *err)
{
    *out = NULL;
    *len = 0;
    return tl_error_set(err, TL_ERR_UNAVAILABLE, "tilec is built without LLVM (make LLVM=1)");
}

#else

#include <pthread.h>

#include <llvm-c/Core.h>
#include <llvm-c/Orc.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>

void tl_llvm_dispose(tl_compilation *c)
{
    if (c->llvm_module)
        LLVMDisposeModule((LLVMModuleRef)c->llvm_module);
    if (c->llvm_context)
        LLVMOrcDisposeThreadSafeContext((LLVMOrcThreadSafeContextRef)c->llvm_context);
    c->llvm_module = c->llvm_context = NULL;
}

static pthread_once_t native_once = PTHREAD_ONCE_INIT, all_once = PTHREAD_ONCE_INIT;
static void init_native(void)
{
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

static const char *attr(const tl_compilation *c, const char *name)
{
    const tl_target *t = c->ctx ? tl_context_target(c->ctx) : NULL;
    const char *v = t ? tl_target_attr(t, name) : NULL;
    return v && *v ? v : NULL;
}

static char *dup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (d)
        memcpy(d, s, n);
    return d;
}

/* The CPU and features (malloc'd) for the target's mcpu/mattr: the host's
 * when mcpu is unset or "native"; mattr is appended to the host features. */
void tl_llvm_target_cpu(const tl_compilation *c, char **cpu, char **features);
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
        char *n = LLVMGetHostCPUName(), *f = LLVMGetHostCPUFeatures();
        *cpu = dup(n);
        if (mattr) {
            size_t len = strlen(f) + strlen(mattr) + 2;
            *features = malloc(len);
            if (*features)
                snprintf(*features, len, "%s%s%s", f, *f ? "," : "", mattr);
        } else {
            *features = dup(f);
        }
        LLVMDisposeMessage(n);
        LLVMDisposeMessage(f);
        return;
    }
    *cpu = dup(mcpu && strcmp(mcpu, "native") != 0 ? mcpu : host ? "" : "generic");
    if (host && mcpu && strcmp(mcpu, "native") == 0) {
        char *n = LLVMGetHostCPUName();
        free(*cpu);
        *cpu = dup(n);
        LLVMDisposeMessage(n);
    }
    *features = dup(mattr ? mattr : "");
}

/* A target machine for c's target (PIC, -O3); the triple (LLVMDisposeMessage)
 * in *triple_out. */
LLVMTargetMachineRef tl_llvm_target_machine(const tl_compilation *c, char **triple_out, tl_error *err);
LLVMTargetMachineRef tl_llvm_target_machine(const tl_compilation *c, char **triple_out, tl_error *err)
{
    pthread_once(&native_once, init_native);
    const char *mtriple = attr(c, "mtriple");
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

bool tl_llvm_emit_to_memory(struct tl_compilation *c, const char *what, char **out, size_t *len, tl_error *err)
{
    *out = NULL;
    *len = 0;
    if (!c->llvm_module)
        return tl_error_set(err, TL_ERR_INVALID, "llvm emit: no LLVM module (run the llvm device codegen first)");
    LLVMModuleRef m = (LLVMModuleRef)c->llvm_module;
    if (strcmp(what, "llvm-ir") == 0) {
        char *s = LLVMPrintModuleToString(m);
        *len = strlen(s);
        *out = malloc(*len + 1);
        if (*out)
            memcpy(*out, s, *len + 1);
        LLVMDisposeMessage(s);
        return *out ? true : tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    }
    LLVMCodeGenFileType ft;
    if (strcmp(what, "asm") == 0)
        ft = LLVMAssemblyFile;
    else if (strcmp(what, "obj") == 0)
        ft = LLVMObjectFile;
    else
        return tl_error_set(err, TL_ERR_INVALID, "llvm emit: unknown kind '%s' (llvm-ir, asm or obj)", what);
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
    *len = LLVMGetBufferSize(buf);
    *out = malloc(*len + 1);
    if (*out) {
        memcpy(*out, LLVMGetBufferStart(buf), *len);
        (*out)[*len] = 0;
    }
    LLVMDisposeMemoryBuffer(buf);
    return *out ? true : tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
}

bool tl_llvm_emit(struct tl_compilation *c, const char *what, const char *path, tl_error *err)
{
    char *data = NULL;
    size_t len = 0;
    if (!tl_llvm_emit_to_memory(c, what, &data, &len, err))
        return false;
    FILE *f = path ? fopen(path, "wb") : stdout;
    if (!f) {
        free(data);
        return tl_error_set(err, TL_ERR_INVALID, "llvm emit: cannot write %s", path);
    }
    bool ok = fwrite(data, 1, len, f) == len;
    if (path)
        ok = fclose(f) == 0 && ok;
    else
        ok = fflush(f) == 0 && ok;
    free(data);
    return ok ? true : tl_error_set(err, TL_ERR_INVALID, "llvm emit: cannot write %s", path ? path : "stdout");
}

#endif
