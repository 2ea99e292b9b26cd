/*
 * llvm.c: what the cpu backend's LLVM code shares (built only with
 * TL_HAVE_LLVM, `make LLVM=1`): disposing of a compilation's LLVM module and
 * context (compile.h).
 */
#include "compile/compile.h"

#ifdef TL_HAVE_LLVM
#include <llvm-c/Core.h>
#include <llvm-c/Orc.h>

void tl_llvm_dispose(tl_compilation *c)
{
    if (c->llvm_module)
        LLVMDisposeModule((LLVMModuleRef)c->llvm_module);
    if (c->llvm_context)
        LLVMOrcDisposeThreadSafeContext((LLVMOrcThreadSafeContextRef)c->llvm_context);
    c->llvm_module = c->llvm_context = NULL;
}
#endif
