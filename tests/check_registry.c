/*
 * check_registry.c: the backend registry's contract. The first group is
 * TileLang's backend-module test, case by case, translated to C; the rest covers
 * every validation rule and message of tl_register_backend, resolution of
 * execution backends (with an injected unavailable one), global functions, and
 * concurrent registration.
 */
#include <pthread.h>

#include "testutil.h"

static const tl_backend *must_get(const char *name)
{
    tl_error err = { 0 };
    const tl_backend *b = tl_get_backend(name, &err);
    ck_assert_msg(b != NULL, "%s", err.msg);
    return b;
}

static tl_target must_parse(const char *text)
{
    tl_error err = { 0 };
    tl_target t;
    ck_assert_msg(tl_target_parse(text, &t, &err), "%s", err.msg);
    return t;
}

/* ---- 1. the built-in backends are exactly the table --------------------- */

START_TEST(builtin_backend_modules_are_explicit)
{
    static const struct {
        const char *name, *kinds[2], *execs[3];
    } expected[] = {
        { "cuda", { "cuda" }, { "tvm_ffi", "nvrtc", "cython" } },
        { "cutedsl", { "cuda" }, { "cutedsl" } },
        { "rocm", { "hip" }, { "tvm_ffi", "cython" } },
        { "cpu", { "c", "llvm" }, { "cython", "tvm_ffi" } },
        { "metal", { "metal" }, { "torch", "tvm_ffi" } },
        { "webgpu", { "webgpu" }, { "tvm_ffi" } },
    };
    tl_backend_list list;
    tl_error err = { 0 };
    ck_assert(tl_list_backends(&list, &err));
    /* Other tests in this process may add backends; the built-ins come first. */
    ck_assert_uint_ge(list.count, 6);
    for (size_t i = 0; i < 6; i++) {
        const tl_backend *b = list.items[i];
        ck_assert_str_eq(b->name, expected[i].name);
        size_t nk = 0, ne = 0;
        while (nk < 2 && expected[i].kinds[nk])
            nk++;
        while (ne < 3 && expected[i].execs[ne])
            ne++;
        ck_assert_uint_eq(b->ntarget_kinds, nk);
        for (size_t k = 0; k < nk; k++)
            ck_assert_str_eq(b->target_kinds[k], expected[i].kinds[k]);
        ck_assert_uint_eq(b->nexecution_backends, ne);
        for (size_t k = 0; k < ne; k++)
            ck_assert_str_eq(b->execution_backends[k]->name, expected[i].execs[k]);
    }
    tl_backend_list_free(&list);
}
END_TEST

/* ---- 2. the list is a copy --------------------------------------------- */

START_TEST(list_backends_returns_copy)
{
    tl_backend_list list, again;
    ck_assert(tl_list_backends(&list, NULL));
    size_t n = list.count;
    list.items[0] = NULL; /* scribble on it, then free it */
    list.count = 0;
    tl_backend_list_free(&list);
    ck_assert(tl_list_backends(&again, NULL));
    ck_assert_uint_eq(again.count, n);
    ck_assert_ptr_nonnull(again.items[0]);
    ck_assert_str_eq(again.items[0]->name, "cuda");
    tl_backend_list_free(&again);
}
END_TEST

/* ---- 3. registering again returns the registered backend ---------------- */

START_TEST(backend_registration_is_idempotent)
{
    const tl_backend *cuda = must_get("cuda");
    tl_error err = { 0 };
    ck_assert_ptr_eq(tl_register_backend(cuda, &err), cuda);
    /* A copy equal in content, at another address, also returns it. */
    tl_backend copy = *cuda;
    copy.loc = (tl_loc){ NULL, 0 };
    ck_assert_ptr_eq(tl_register_backend(&copy, &err), cuda);
}
END_TEST

/* ---- 4. a different redeclaration is rejected --------------------------- */

static int unit_callback(void *self, const tl_any *args, int nargs, tl_any *ret) { return 0; }

START_TEST(backend_rejects_different_redeclaration)
{
    const tl_backend *cuda = must_get("cuda");
    tl_callback callbacks[8];
    memcpy(callbacks, cuda->callbacks, cuda->ncallbacks * sizeof *callbacks);
    callbacks[cuda->ncallbacks] = (tl_callback){ "unit.callback", unit_callback };
    tl_backend replacement = *cuda;
    replacement.callbacks = callbacks;
    replacement.ncallbacks = cuda->ncallbacks + 1;
    tl_error err = { 0 };
    ck_assert_ptr_null(tl_register_backend(&replacement, &err));
    tl_assert_msg_contains(&err, "Backend 'cuda' is already registered with a different declaration");
    /* All-or-nothing: the callback did not become a global function. */
    ck_assert_ptr_null(tl_ffi_get_global_func("unit.callback"));
}
END_TEST

/* ---- 5. duplicate execution backend names are rejected ------------------ */

START_TEST(backend_rejects_duplicate_execution_names)
{
    const tl_backend *cuda = must_get("cuda");
    const tl_exec_backend *twice[] = { cuda->execution_backends[0], cuda->execution_backends[0] };
    tl_backend b = *cuda;
    b.name = "unit-dup";
    b.execution_backends = twice;
    b.nexecution_backends = 2;
    tl_error err = { 0 };
    ck_assert(!tl_backend_validate(&b, &err));
    tl_assert_msg_contains(&err, "execution backend names must be unique: [tvm_ffi, tvm_ffi]");
    ck_assert_ptr_null(tl_register_backend(&b, &err));
    tl_assert_msg_contains(&err, "must be unique");
}
END_TEST

/* ---- 6. variants on a shared kind need predicates ----------------------- */

START_TEST(backend_variants_require_target_predicates)
{
    tl_backend b = *must_get("cuda");
    b.name = "unit-cuda";
    b.supports_target = NULL;
    b.ncallbacks = 0;
    tl_error err = { 0 };
    ck_assert_ptr_null(tl_register_backend(&b, &err));
    tl_assert_msg_contains(&err, "Backends sharing target kind 'cuda' must define supports_target predicates");
    ck_assert_ptr_null(tl_get_backend("unit-cuda", NULL));
}
END_TEST

/* ---- 7. backend methods are the primary component interface ------------- */

static const struct {
    const char *kind, *backend, *codegen;
} primary[] = {
    { "c", "cpu", "c" },           { "llvm", "cpu", "llvm" },     { "cuda", "cuda", "cuda" },
    { "hip", "rocm", "hip" },      { "metal", "metal", "metal" }, { "webgpu", "webgpu", "webgpu" },
};

START_TEST(backend_methods_are_the_primary_component_interface)
{
    tl_error err = { 0 };
    const tl_context *ctx = tl_create_backend_context(primary[_i].kind, "c", "auto", &err);
    if (!ctx && err.code == TL_ERR_UNAVAILABLE) /* none of the kind's can run here (hip: no AMD GPU): compile only */
        ctx = tl_create_backend_context(primary[_i].kind, "c", "none", &err);
    ck_assert_msg(ctx != NULL, "%s: %s", primary[_i].kind, err.msg);
    const tl_target *target = tl_context_target(ctx);
    const tl_backend *b = tl_context_module(ctx);
    ck_assert_str_eq(b->name, primary[_i].backend);
    ck_assert(tl_backend_matches(b, target));
    const tl_device_codegen *dc = tl_backend_get_device_codegen(b, target, &err);
    ck_assert_ptr_nonnull(dc);
    ck_assert_str_eq(dc->name, primary[_i].codegen);
    const tl_exec_backend *allowed[8];
    size_t n = tl_backend_allowed_execution_backends(b, target, allowed, 8);
    bool found = false;
    for (size_t i = 0; i < n; i++)
        found |= allowed[i] == tl_context_execution_backend(ctx);
    ck_assert(found || strcmp(tl_context_execution_backend(ctx)->name, "none") == 0);
    bool any_host = false;
    for (size_t i = 0; i < b->nexecution_backends; i++)
        any_host |= b->execution_backends[i]->enable_host_codegen;
    if (any_host) {
        tl_target c = must_parse("c");
        const tl_host_codegen *hc = tl_backend_get_host_codegen(b, &c, &err);
        ck_assert_ptr_nonnull(hc);
        ck_assert_str_eq(hc->name, "c");
    }
    tl_context_free(ctx);
}
END_TEST

/* ---- 8. callbacks are owned and global --------------------------------- */

static bool has_callback(const tl_backend *b, const char *name)
{
    for (size_t i = 0; i < b->ncallbacks; i++)
        if (strcmp(b->callbacks[i].name, name) == 0)
            return true;
    return false;
}

START_TEST(backend_owns_compile_callbacks)
{
    ck_assert(has_callback(must_get("cuda"), "tilelang_callback_cuda_validate"));
    ck_assert(has_callback(must_get("cuda"), "tilelang_callback_cuda_compile"));
    ck_assert(has_callback(must_get("rocm"), "tilelang_callback_hip_compile"));
    ck_assert_ptr_nonnull(tl_ffi_get_global_func("tilelang_callback_cuda_compile"));
    ck_assert_ptr_nonnull(tl_ffi_get_global_func("tilelang_callback_hip_compile"));
    /* Called wrongly, it says how it is called (tests/check_cuda_run.c calls it rightly). */
    tl_any ret = { 0 };
    ck_assert_int_ne(tl_ffi_get_global_func("tilelang_callback_cuda_compile")(NULL, NULL, 0, &ret), 0);
    ck_assert_int_eq(ret.type, TL_ANY_STR);
    ck_assert_ptr_nonnull(strstr(ret.v.s, "expected 2 to 4 arguments"));
}
END_TEST

/* ---- 9. cutedsl reuses cuda's pipeline ---------------------------------- */

START_TEST(cutedsl_backend_reuses_cuda_pipeline)
{
    tl_target cuda_target = must_parse("cuda");
    tl_target cutedsl_target = must_parse("{\"kind\": \"cuda\", \"keys\": [\"cuda\", \"gpu\", \"cutedsl\"]}");
    const tl_backend *cuda = must_get("cuda"), *cutedsl = must_get("cutedsl");
    ck_assert_str_eq(cuda->name, "cuda");
    ck_assert_str_eq(cutedsl->name, "cutedsl");
    ck_assert_ptr_eq(tl_backend_get_pipeline(cutedsl, &cutedsl_target, NULL), tl_backend_get_pipeline(cuda, &cuda_target, NULL));
    ck_assert_ptr_nonnull(tl_backend_get_pipeline(cuda, &cuda_target, NULL));
    ck_assert_str_eq(tl_backend_get_device_codegen(cutedsl, &cutedsl_target, NULL)->name, "cutedsl");
    const tl_exec_backend *allowed[8];
    ck_assert_uint_eq(tl_backend_allowed_execution_backends(cutedsl, &cutedsl_target, allowed, 8), 1);
    ck_assert_str_eq(allowed[0]->name, "cutedsl");
    /* The variants are told apart by the key. */
    ck_assert(tl_backend_matches(cuda, &cuda_target) && !tl_backend_matches(cutedsl, &cuda_target));
    ck_assert(tl_backend_matches(cutedsl, &cutedsl_target) && !tl_backend_matches(cuda, &cutedsl_target));
}
END_TEST

/* ---- 10. webgpu only exposes tvm_ffi ------------------------------------ */

START_TEST(webgpu_only_exposes_tvm_ffi_execution)
{
    tl_target t = must_parse("webgpu");
    const tl_exec_backend *allowed[8];
    ck_assert_uint_eq(tl_backend_allowed_execution_backends(must_get("webgpu"), &t, allowed, 8), 1);
    ck_assert_str_eq(allowed[0]->name, "tvm_ffi");
}
END_TEST

/* ---- 11. the context binds the compile state ----------------------------- */

START_TEST(create_backend_context_binds_compile_state)
{
    tl_error err = { 0 };
    const tl_context *ctx = tl_create_backend_context("cuda", "c", "tvm_ffi", &err);
    ck_assert_msg(ctx != NULL, "%s", err.msg);
    ck_assert_ptr_eq(tl_context_module(ctx), must_get("cuda"));
    ck_assert_str_eq(tl_target_kind_name(tl_context_target(ctx)), "cuda");
    ck_assert_str_eq(tl_target_kind_name(tl_context_target_host(ctx)), "c");
    ck_assert_str_eq(tl_context_execution_backend(ctx)->name, "tvm_ffi");
    tl_context_free(ctx);
    /* That it cannot be modified is shown by compiling code that tries:
     * tests/compile-fail/context_assign.c, run by context_is_immutable. */
}
END_TEST

START_TEST(context_is_immutable)
{
    const char *cc = getenv("CC") ? getenv("CC") : "cc";
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "%s -std=c11 -fsyntax-only -Iinclude tests/compile-fail/context_assign.c >%s/ctx.err 2>&1",
             cc, TL_TEST_BUILD_DIR);
    int rc = system(cmd);
    ck_assert_msg(rc != 0, "assigning to a context compiled");
    snprintf(cmd, sizeof cmd, "%s/ctx.err", TL_TEST_BUILD_DIR);
    FILE *f = fopen(cmd, "r");
    ck_assert_ptr_nonnull(f);
    char text[4096] = "";
    size_t n = fread(text, 1, sizeof text - 1, f);
    text[n] = 0;
    fclose(f);
    /* Fails for the reason intended: the type is incomplete (opaque). */
    ck_assert_msg(strstr(text, "incomplete") || strstr(text, "dereferencing"), "%s", text);
    /* And the control: the same file without the assignment compiles. */
    snprintf(cmd, sizeof cmd, "%s -std=c11 -fsyntax-only -DTL_NO_ASSIGN -Iinclude tests/compile-fail/context_assign.c", cc);
    ck_assert_int_eq(system(cmd), 0);
}
END_TEST

/* ---- validation rules, one by one --------------------------------------- */

static bool only_fast(const tl_target *t) { return tl_target_has_key(t, "unit-fast"); }
static const tl_predicate fast_pred = { "has_key(\"unit-fast\")", only_fast, false, { NULL, 0 } };


static tl_backend base_decl(const char *name)
{
    /* A valid backend of its own: the cpu backend's parts under a new name and
     * a predicate, so it can share kinds c and llvm only with a predicate. */
    tl_backend b = *must_get("webgpu");
    b.name = name;
    b.ncallbacks = 0;
    return b;
}

static void expect_invalid(const tl_backend *b, const char *needle)
{
    tl_error err = { 0 };
    ck_assert_msg(!tl_backend_validate(b, &err), "validated, expected '%s'", needle);
    tl_assert_msg_contains(&err, needle);
    ck_assert_ptr_null(tl_register_backend(b, &err));
    tl_assert_msg_contains(&err, needle);
}

START_TEST(rule_name)
{
    tl_backend b = base_decl("");
    expect_invalid(&b, "Backend name must be a non-empty string");
    b.name = NULL;
    expect_invalid(&b, "Backend name must be a non-empty string");
    ck_assert(!tl_backend_validate(NULL, NULL));
}
END_TEST

START_TEST(rule_target_kinds)
{
    tl_backend b = base_decl("unit-kinds");
    b.ntarget_kinds = 0;
    expect_invalid(&b, "must declare at least one target kind");
    static const char *const empty[] = { "" }, *const twice[] = { "webgpu", "webgpu" }, *const unknown[] = { "tpu" };
    b.target_kinds = empty, b.ntarget_kinds = 1;
    expect_invalid(&b, "target kinds must be non-empty strings");
    b.target_kinds = twice, b.ntarget_kinds = 2;
    expect_invalid(&b, "target kinds must be unique: 'webgpu' is listed twice");
    b.target_kinds = unknown, b.ntarget_kinds = 1;
    expect_invalid(&b, "target kind 'tpu' is not a declared target kind");
}
END_TEST

START_TEST(rule_pipelines)
{
    tl_backend b = base_decl("unit-pipelines");
    b.npipelines = 0;
    expect_invalid(&b, "must declare exactly one pipeline per target kind: none for 'webgpu'");
    const tl_backend *cuda = must_get("cuda");
    /* a pipeline is shared by name: cuda, cutedsl and rocm run the one named gpu */
    ck_assert_str_eq(cuda->pipelines[0].pipeline->name, "gpu");
    ck_assert_ptr_eq(must_get("rocm")->pipelines[0].pipeline, cuda->pipelines[0].pipeline);
    tl_kind_pipeline null_pipeline[] = { { "webgpu", NULL } };
    b.pipelines = null_pipeline, b.npipelines = 1;
    expect_invalid(&b, "pipeline for target kind 'webgpu' is missing or unnamed");
    tl_kind_pipeline foreign[] = { { "cuda", cuda->pipelines[0].pipeline } };
    b.pipelines = foreign;
    expect_invalid(&b, "declares a pipeline for 'cuda', which is not one of its target kinds");
    const tl_backend *w = must_get("webgpu");
    tl_kind_pipeline two[] = { w->pipelines[0], w->pipelines[0] };
    b.pipelines = two, b.npipelines = 2;
    expect_invalid(&b, "exactly one pipeline per target kind: 'webgpu' has two");
}
END_TEST

START_TEST(rule_device_codegens)
{
    tl_backend b = base_decl("unit-codegens");
    b.ndevice_codegens = 0;
    expect_invalid(&b, "must declare a device codegen for target kind 'webgpu'");
    static const tl_device_codegen nothing = { .name = "nothing" };
    tl_kind_codegen none[] = { { "webgpu", &nothing } };
    b.device_codegens = none, b.ndevice_codegens = 1;
    expect_invalid(&b, "has neither a build nor a source-only build");
}
END_TEST

START_TEST(rule_hooks)
{
    tl_backend b = base_decl("unit-hooks");
    const tl_backend *metal = must_get("metal");
    tl_kind_hooks foreign[] = { metal->host_codegen_hooks[0] };
    b.host_codegen_hooks = foreign, b.nhost_codegen_hooks = 1;
    expect_invalid(&b, "declares host codegen hooks for 'metal', which is not one of its target kinds");
    tl_kind_hooks empty[] = { { "webgpu", metal->host_codegen_hooks[0].hooks, 0 } };
    b.host_codegen_hooks = empty;
    expect_invalid(&b, "host codegen hooks for 'webgpu' must be a non-empty list");
}
END_TEST

START_TEST(rule_execution_backends)
{
    tl_backend b = base_decl("unit-exec");
    b.nexecution_backends = 0;
    expect_invalid(&b, "must declare at least one execution backend");
    b = base_decl("unit-exec");
    b.nhost_codegens = 0; /* tvm_ffi enables host codegen */
    expect_invalid(&b, "must declare a host codegen: one of its execution backends enables host codegen");
}
END_TEST

START_TEST(rule_callbacks)
{
    /* A variant on cuda with a predicate: registrable but for its callbacks. */
    tl_backend b = *must_get("cutedsl");
    b.name = "unit-callbacks";
    b.supports_target = &fast_pred;
    tl_callback empty[] = { { "", unit_callback } };
    b.callbacks = empty, b.ncallbacks = 1;
    expect_invalid(&b, "callback names must be non-empty strings");
    tl_callback taken[] = { { "tilelang_callback_cuda_compile", unit_callback } };
    b.callbacks = taken;
    tl_error err = { 0 };
    ck_assert(tl_backend_validate(&b, &err));
    ck_assert_ptr_null(tl_register_backend(&b, &err));
    tl_assert_msg_contains(&err, "Global function 'tilelang_callback_cuda_compile' is already registered by backend 'cuda'");
    ck_assert_ptr_null(tl_get_backend("unit-callbacks", NULL));
}
END_TEST

START_TEST(unknown_backend)
{
    tl_error err = { 0 };
    ck_assert_ptr_null(tl_get_backend("tpu", &err));
    ck_assert_int_eq(err.code, TL_ERR_NOT_FOUND);
    ck_assert_str_eq(err.msg, "Unknown backend 'tpu'. Available: cuda, cutedsl, rocm, cpu, metal, webgpu, vulkan");
}
END_TEST

/* ---- registering a new backend from C ---------------------------------- */


static bool probe_missing(char *reason, size_t cap)
{
    snprintf(reason, cap, "unit-probe: the unit toolchain is not installed");
    return false;
}
static const tl_exec_backend missing_exec = { .name = "unit-missing", .probe = probe_missing, .doc = "" };

START_TEST(register_new_backend_and_resolve)
{
    /* A variant of webgpu with its own predicate is refused: webgpu has none. */
    tl_backend b = base_decl("unit-webgpu-fast");
    b.supports_target = &fast_pred;
    tl_error err = { 0 };
    ck_assert_ptr_null(tl_register_backend(&b, &err));
    char want[200];
    snprintf(want, sizeof want,
             "Backends sharing target kind 'webgpu' must define supports_target predicates: "
             "'webgpu' (specs/webgpu.lua:%d) and 'unit-webgpu-fast'",
             tl_spec_line("specs/webgpu.lua", "backend \"webgpu\""));
    tl_assert_msg_contains(&err, want);

    /* A variant on cuda, where both backends have predicates, registers. Its
     * name is copied: the caller's buffer may change afterwards. */
    char name[32];
    strcpy(name, "unit-cuda-fast");
    tl_backend v = *must_get("cutedsl");
    v.name = name;
    v.supports_target = &fast_pred;
    const tl_backend *reg = tl_register_backend(&v, &err);
    ck_assert_msg(reg != NULL, "%s", err.msg);
    strcpy(name, "scribbled");
    ck_assert_str_eq(reg->name, "unit-cuda-fast");
    ck_assert_ptr_eq(tl_get_backend("unit-cuda-fast", NULL), reg);

    /* Its predicate is C code, so overlap is found at lookup, naming both. */
    const tl_context *ctx = tl_create_backend_context("{\"kind\": \"cuda\", \"keys\": [\"unit-fast\"]}", "c", "auto", &err);
    ck_assert_ptr_null(ctx);
    tl_assert_msg_contains(&err, "Multiple backends match target 'cuda -keys=cuda,gpu,unit-fast -ldsm=tile -mma=m16n8k16 -ring=interior -tma=none': cuda, unit-cuda-fast");
    /* A target only it matches resolves to it. */
    ctx = tl_create_backend_context("{\"kind\": \"cuda\", \"keys\": [\"unit-fast\", \"cutedsl\"]}", "c", "auto", &err);
    ck_assert_ptr_null(ctx); /* cutedsl matches too */
    tl_assert_msg_contains(&err, "Multiple backends match");
}
END_TEST

/* Resolution with an execution backend whose probe says no. */
START_TEST(resolve_with_unavailable_execution_backend)
{
    const tl_backend *webgpu = must_get("webgpu");
    tl_backend b = *webgpu;
    const tl_exec_backend *execs[] = { &missing_exec, webgpu->execution_backends[0] };
    b.execution_backends = execs, b.nexecution_backends = 2;
    tl_target t = must_parse("webgpu");
    tl_error err = { 0 };
    /* auto skips the unavailable one. */
    const tl_exec_backend *e = tl_backend_resolve_execution_backend(&b, "auto", &t, &err);
    ck_assert_ptr_nonnull(e);
    ck_assert_str_eq(e->name, "tvm_ffi");
    ck_assert_ptr_eq(tl_backend_resolve_execution_backend(&b, NULL, &t, &err), e);
    /* Asking for it names it, the others, and the probe's reason. */
    ck_assert_ptr_null(tl_backend_resolve_execution_backend(&b, "unit-missing", &t, &err));
    ck_assert_int_eq(err.code, TL_ERR_UNAVAILABLE);
    tl_assert_msg_contains(&err, "Execution backend 'unit-missing' requires extra dependencies and is not available now. "
                                 "Try one of: tvm_ffi.");
    tl_assert_msg_contains(&err, "the unit toolchain is not installed");
    /* Unknown. */
    ck_assert_ptr_null(tl_backend_resolve_execution_backend(&b, "nvrtc", &t, &err));
    ck_assert_str_eq(err.msg, "Invalid execution backend 'nvrtc' for target 'webgpu'. Allowed: unit-missing, tvm_ffi. "
                              "Tip: use execution_backend='auto'.");
    /* None available. */
    const tl_exec_backend *only_missing[] = { &missing_exec };
    b.execution_backends = only_missing, b.nexecution_backends = 1;
    ck_assert_ptr_null(tl_backend_resolve_execution_backend(&b, "auto", &t, &err));
    tl_assert_msg_contains(&err, "No available execution backend for target 'webgpu'. Allowed: unit-missing.");
    tl_assert_msg_contains(&err, "not installed");
}
END_TEST

START_TEST(cpu_cython_only_for_c)
{
    const tl_backend *cpu = must_get("cpu");
    tl_target c = must_parse("c"), llvm = must_parse("llvm");
    const tl_exec_backend *allowed[8];
    ck_assert_uint_eq(tl_backend_allowed_execution_backends(cpu, &c, allowed, 8), 2);
    ck_assert_str_eq(allowed[0]->name, "cython");
    ck_assert_uint_eq(tl_backend_allowed_execution_backends(cpu, &llvm, allowed, 8), 1);
    ck_assert_str_eq(allowed[0]->name, "tvm_ffi");
    tl_error err = { 0 };
    ck_assert_str_eq(tl_backend_resolve_execution_backend(cpu, "auto", &llvm, &err)->name, "tvm_ffi");
    ck_assert_str_eq(tl_backend_resolve_execution_backend(cpu, "auto", &c, &err)->name, "cython");
    ck_assert(must_get("cuda")->execution_backends[0]->enable_host_codegen);
    ck_assert(must_get("cuda")->execution_backends[0]->enable_device_compile);
}
END_TEST

START_TEST(global_functions)
{
    tl_error err = { 0 };
    ck_assert_ptr_null(tl_ffi_get_global_func("unit.nothing"));
    ck_assert(tl_ffi_register_global_func("unit.global", unit_callback, &err));
    ck_assert_ptr_eq(tl_ffi_get_global_func("unit.global"), unit_callback);
    ck_assert(!tl_ffi_register_global_func("unit.global", unit_callback, &err));
    tl_assert_msg_contains(&err, "Global function 'unit.global' is already registered");
    ck_assert(!tl_ffi_register_global_func("", unit_callback, &err));
    ck_assert(!tl_ffi_register_global_func("tilelang_callback_hip_compile", unit_callback, &err));
    tl_assert_msg_contains(&err, "by backend 'rocm'");
}
END_TEST

/* ---- concurrency -------------------------------------------------------- */

static bool thread_pred(const tl_target *t) { return tl_target_has_key(t, "unit-thread"); }
static const tl_predicate thread_predicate = { "has_key(\"unit-thread\")", thread_pred, false, { NULL, 0 } };

typedef struct job {
    int id;
    const tl_backend *got[50];
} job;

/* Each thread registers 50 variants on kind cuda, 20 of them under names that
 * other threads register too (same content), so registrations race on names. */
static void *register_many(void *arg)
{
    job *j = arg;
    const tl_backend *cutedsl = tl_get_backend("cutedsl", NULL);
    for (int i = 0; i < 50; i++) {
        char name[32];
        if (i < 20)
            snprintf(name, sizeof name, "unit-shared-%d", i);
        else
            snprintf(name, sizeof name, "unit-t%d-%d", j->id, i);
        tl_backend v = *cutedsl;
        v.name = name;
        v.supports_target = &thread_predicate;
        tl_error err = { 0 };
        j->got[i] = tl_register_backend(&v, &err);
        if (!j->got[i])
            fprintf(stderr, "thread %d: %s\n", j->id, err.msg);
        /* Readers run while others write. */
        tl_backend_list list;
        if (tl_list_backends(&list, NULL))
            tl_backend_list_free(&list);
    }
    return NULL;
}

START_TEST(concurrent_registration)
{
    enum { T = 8 };
    pthread_t th[T];
    job jobs[T];
    for (int i = 0; i < T; i++) {
        jobs[i].id = i;
        ck_assert_int_eq(pthread_create(&th[i], NULL, register_many, &jobs[i]), 0);
    }
    for (int i = 0; i < T; i++)
        pthread_join(th[i], NULL);
    for (int i = 0; i < T; i++)
        for (int k = 0; k < 50; k++)
            ck_assert_ptr_nonnull(jobs[i].got[k]);
    /* Every thread got the one registered backend of each shared name. */
    for (int k = 0; k < 20; k++)
        for (int i = 1; i < T; i++)
            ck_assert_ptr_eq(jobs[i].got[k], jobs[0].got[k]);
    tl_backend_list list;
    ck_assert(tl_list_backends(&list, NULL));
    size_t unit = 0;
    for (size_t i = 0; i < list.count; i++)
        unit += strncmp(list.items[i]->name, "unit-shared-", 12) == 0 || strncmp(list.items[i]->name, "unit-t", 6) == 0;
    ck_assert_uint_eq(unit, 20 + T * 30);
    /* Names are unique in the registry. */
    for (size_t i = 0; i < list.count; i++)
        for (size_t k = 0; k < i; k++)
            ck_assert_str_ne(list.items[i]->name, list.items[k]->name);
    tl_backend_list_free(&list);
}
END_TEST

Suite *make_suite(void)
{
    Suite *s = suite_create("registry");
    TCase *tc = tcase_create("tilelang");
    tcase_add_test(tc, builtin_backend_modules_are_explicit);
    tcase_add_test(tc, list_backends_returns_copy);
    tcase_add_test(tc, backend_registration_is_idempotent);
    tcase_add_test(tc, backend_rejects_different_redeclaration);
    tcase_add_test(tc, backend_rejects_duplicate_execution_names);
    tcase_add_test(tc, backend_variants_require_target_predicates);
    tcase_add_loop_test(tc, backend_methods_are_the_primary_component_interface, 0, 6);
    tcase_add_test(tc, backend_owns_compile_callbacks);
    tcase_add_test(tc, cutedsl_backend_reuses_cuda_pipeline);
    tcase_add_test(tc, webgpu_only_exposes_tvm_ffi_execution);
    tcase_add_test(tc, create_backend_context_binds_compile_state);
    tcase_add_test(tc, context_is_immutable);
    suite_add_tcase(s, tc);
    tc = tcase_create("rules");
    tcase_add_test(tc, rule_name);
    tcase_add_test(tc, rule_target_kinds);
    tcase_add_test(tc, rule_pipelines);
    tcase_add_test(tc, rule_device_codegens);
    tcase_add_test(tc, rule_hooks);
    tcase_add_test(tc, rule_execution_backends);
    tcase_add_test(tc, rule_callbacks);
    tcase_add_test(tc, unknown_backend);
    tcase_add_test(tc, register_new_backend_and_resolve);
    tcase_add_test(tc, resolve_with_unavailable_execution_backend);
    tcase_add_test(tc, cpu_cython_only_for_c);
    tcase_add_test(tc, global_functions);
    suite_add_tcase(s, tc);
    tc = tcase_create("concurrency");
    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, concurrent_registration);
    suite_add_tcase(s, tc);
    return s;
}

TL_TEST_MAIN()
