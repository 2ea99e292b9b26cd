/*
 * spirv_opt.cpp: SPIRV-Tools' optimizer C interface (libspirv.h of 2023.2 and
 * later: spvOptimizerCreate, spvOptimizerRun, ...) over its C++ class
 * spvtools::Optimizer, for a SPIRV-Tools that ships the class without the C
 * functions (Debian's 2023.1). Not compiled with tilec: validate.c embeds this
 * text and compiles it at run time, with the system C++ compiler, into the
 * shared object it makes from libSPIRV-Tools-opt.a and libSPIRV-Tools.a.
 *
 * Every function has upstream's name, signature and memory contract (the
 * binary spvOptimizerRun returns is freed by spvBinaryDestroy), and is weak:
 * where the archive defines them itself, the linker takes its definitions
 * and this file fills no gap.
 */
#include <spirv-tools/libspirv.h>
#include <spirv-tools/optimizer.hpp>

#include <cstring>
#include <new>
#include <vector>

#define TL_SHIM extern "C" __attribute__((weak, visibility("default")))

struct spv_optimizer_t;
typedef void (*spv_message_consumer)(spv_message_level_t, const char *, const spv_position_t *, const char *);

static spvtools::Optimizer *opt(spv_optimizer_t *o) { return reinterpret_cast<spvtools::Optimizer *>(o); }

TL_SHIM spv_optimizer_t *spvOptimizerCreate(spv_target_env env)
{
    return reinterpret_cast<spv_optimizer_t *>(new (std::nothrow) spvtools::Optimizer(env));
}

TL_SHIM void spvOptimizerDestroy(spv_optimizer_t *optimizer) { delete opt(optimizer); }

TL_SHIM void spvOptimizerSetMessageConsumer(spv_optimizer_t *optimizer, spv_message_consumer consumer)
{
    opt(optimizer)->SetMessageConsumer([consumer](spv_message_level_t level, const char *source,
                                                  const spv_position_t &position, const char *message) {
        consumer(level, source, &position, message);
    });
}

TL_SHIM void spvOptimizerRegisterLegalizationPasses(spv_optimizer_t *optimizer)
{
    opt(optimizer)->RegisterLegalizationPasses();
}

TL_SHIM void spvOptimizerRegisterPerformancePasses(spv_optimizer_t *optimizer)
{
    opt(optimizer)->RegisterPerformancePasses();
}

TL_SHIM void spvOptimizerRegisterSizePasses(spv_optimizer_t *optimizer) { opt(optimizer)->RegisterSizePasses(); }

TL_SHIM bool spvOptimizerRegisterPassFromFlag(spv_optimizer_t *optimizer, const char *flag)
{
    return opt(optimizer)->RegisterPassFromFlag(flag);
}

TL_SHIM bool spvOptimizerRegisterPassesFromFlags(spv_optimizer_t *optimizer, const char **flags, const size_t flag_count)
{
    std::vector<std::string> v(flags, flags + flag_count);
    return opt(optimizer)->RegisterPassesFromFlags(v);
}

TL_SHIM spv_result_t spvOptimizerRun(spv_optimizer_t *optimizer, const uint32_t *binary, const size_t word_count,
                                     spv_binary *optimized_binary, const spv_optimizer_options options)
{
    try {
        std::vector<uint32_t> out;
        bool ok = options ? opt(optimizer)->Run(binary, word_count, &out, options)
                          : opt(optimizer)->Run(binary, word_count, &out);
        if (!ok)
            return SPV_ERROR_INTERNAL;
        /* spvBinaryDestroy's contract: delete[] code, delete the struct */
        spv_binary_t *b = new spv_binary_t();
        b->code = new uint32_t[out.size()];
        b->wordCount = out.size();
        std::memcpy(b->code, out.data(), out.size() * sizeof(uint32_t));
        *optimized_binary = b;
        return SPV_SUCCESS;
    } catch (const std::bad_alloc &) {
        return SPV_ERROR_OUT_OF_MEMORY;
    }
}
