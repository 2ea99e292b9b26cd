/*
 * fixture.c: plugins tilec must refuse at load time, one per -D (tests/
 * check_plugin.c builds each). Their tables are written by hand, as
 * tilec-gen would write them against a registry other than the one that
 * loads them (tilec-gen refuses all of these at build time):
 *   FIX_ABI       an entry point of another plugin ABI version
 *   FIX_NOENTRY   no entry point at all
 *   FIX_NAME      a valid backend (fixok on kind fixkind), then one named cpu,
 *                 taken by the built-in: neither may be registered
 *   FIX_CALLBACK  a callback whose global function name the cuda backend has
 *   FIX_OVERLAP   a variant on kind cuda whose predicate overlaps cuda's
 *   FIX_KIND      a target kind named c
 *   FIX_MISSING   a function its tables name that nobody defines (weak)
 */
#include "tilec/plugin.h"

static bool fix_pass(struct tl_compilation *c, tl_error *err) { return true; }
static bool fix_codegen(struct tl_compilation *c, tl_error *err) { return true; }
static bool fix_probe(char *reason, size_t cap) { return true; }
static int fix_callback(void *self, const struct tl_any *args, int nargs, struct tl_any *ret) { return 0; }

#ifdef FIX_MISSING
#pragma weak fix_nobody_defines
tl_pass_fn fix_nobody_defines;
#endif

static const tl_pass pass = { "fix_pass", fix_pass, "", { "fixture.lua", 3 } };
static const tl_pipeline_step steps[] = { { &pass, NULL } };
static const tl_pipeline pipeline = { "fix_pipeline", steps, 1, { "fixture.lua", 4 } };
static const tl_device_codegen codegen = { "fix_codegen", NULL, fix_codegen, NULL, NULL, 0, NULL, NULL, { "fixture.lua", 5 } };
static const tl_exec_backend exec = { "fix_exec", fix_probe, NULL, NULL, false, false, "", { "fixture.lua", 6 } };
static const tl_exec_backend *const execs[] = { &exec };

#if defined FIX_KIND
#define KIND "c"
#elif defined FIX_OVERLAP || defined FIX_CALLBACK
#define KIND "cuda" /* the built-in kind: the fixture declares none */
#define NO_KIND
#else
#define KIND "fixkind"
#endif

static const char *const keys[] = { "fixkind" };
static const char *const hosts[] = { "c" };
static const tl_target_kind kind = {
    KIND, keys, 1, NULL, 0, NULL, NULL, 1, "kDLCPU", "CPU", "tilec_launch_", hosts, 1, NULL, { "fixture.lua", 1 },
};
static const tl_target_kind *const kinds[] = { &kind };

static bool has_fast(const tl_target *t) { return tl_target_has_key(t, "fast"); }
static const tl_predicate fast = { "has_key(\"fast\")", has_fast, true, { "fixture.lua", 8 } };
static bool has_cb(const tl_target *t) { return tl_target_has_key(t, "cb") && !tl_target_has_key(t, "cutedsl"); }
/* never true on kind cuda, so disjoint from cuda's and cutedsl's */
static const tl_predicate cb = { "all_of(has_key(\"cb\"), kind_is(\"hip\"))", has_cb, true, { "fixture.lua", 9 } };

static const tl_kind_pipeline pipelines[] = { { KIND, &pipeline } };
static const tl_kind_codegen codegens[] = { { KIND, &codegen } };
#ifdef FIX_MISSING
static const tl_callback callbacks[] = { { "fix_callback", fix_callback } };
#else
static const tl_callback callbacks[] = { { "tilelang_callback_cuda_compile", fix_callback } };
#endif

static const tl_backend ok_backend = {
    .name = "fixok", .target_kinds = (const char *const[]){ KIND }, .ntarget_kinds = 1,
#if defined FIX_OVERLAP
    .supports_target = &fast,
#elif defined FIX_CALLBACK
    .supports_target = &cb,
#endif
    .pipelines = pipelines, .npipelines = 1, .device_codegens = codegens, .ndevice_codegens = 1,
    .execution_backends = execs, .nexecution_backends = 1,
#if defined FIX_CALLBACK || defined FIX_MISSING
    .callbacks = callbacks, .ncallbacks = 1,
#endif
    .loc = { "fixture.lua", 10 },
};
static const tl_backend cpu_backend = {
    .name = "cpu", .target_kinds = (const char *const[]){ KIND }, .ntarget_kinds = 1,
    .pipelines = pipelines, .npipelines = 1, .device_codegens = codegens, .ndevice_codegens = 1,
    .execution_backends = execs, .nexecution_backends = 1, .loc = { "fixture.lua", 20 },
};
#ifdef FIX_NAME
static const tl_backend *const backends[] = { &ok_backend, &cpu_backend };
#else
static const tl_backend *const backends[] = { &ok_backend };
#endif

static const tl_plugin_function functions[] = {
    { "fix_pass", "tl_pass_fn", "pass 'fix_pass'", (tl_plugin_fn *)fix_pass, { "fixture.lua", 3 } },
#ifdef FIX_MISSING
    { "fix_nobody_defines", "tl_pass_fn", "pass 'fix_missing'", (tl_plugin_fn *)fix_nobody_defines, { "fixture.lua", 12 } },
#endif
};

static const tl_plugin plugin = {
#ifdef FIX_ABI
    .abi_version = TL_PLUGIN_ABI_VERSION + 998,
#else
    .abi_version = TL_PLUGIN_ABI_VERSION,
#endif
    .size = sizeof(tl_plugin), .tilec_version = TILEC_VERSION, .name = "fixture",
#ifdef NO_KIND
    .target_kinds = kinds, .ntarget_kinds = 0,
#else
    .target_kinds = kinds, .ntarget_kinds = 1,
#endif
    .backends = backends, .nbackends = sizeof backends / sizeof *backends,
    .functions = functions, .nfunctions = sizeof functions / sizeof *functions,
};

#ifndef FIX_NOENTRY
TL_PLUGIN_EXPORT const tl_plugin *TL_PLUGIN_ENTRY(void)
{
    (void)cpu_backend;
    return &plugin;
}
#else
TL_PLUGIN_EXPORT const tl_plugin *not_the_entry(void)
{
    (void)cpu_backend;
    return &plugin;
}
#endif
