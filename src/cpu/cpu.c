/*
 * cpu.c: what the cpu backend (specs/cpu.lua) owns besides its spec, its
 * pass (lower_threads.c) and its C codegen (codegen_c.c): the detection of
 * its two target kinds for "auto" (llvm only when tilec is built with LLVM)
 * (the llvm codegen is codegen_llvm.c, its runtime rt_exports.c).
 */
#include <stdio.h>

#include "backend/internal.h"
#include "llvm/llvm.h"
#include "registry.h"

bool tl_c_detect(tl_target *out, char *reason, size_t cap) { return true; }

bool tl_llvm_detect(tl_target *out, char *reason, size_t cap)
{
    return tl_llvm_probe(reason, cap);
}
