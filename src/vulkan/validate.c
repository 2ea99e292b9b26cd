/*
 * validate.c: SPIRV-Tools in process, for the vulkan codegen: every module
 * is validated with spvValidate (target environment Vulkan 1.1, SPIR-V 1.3)
 * before the codegen hands it on, `--emit spvasm` is spvBinaryToText, and
 * the optimizer's C interface (spvOptimizerRun) runs its performance or size
 * passes when the target asks (-spirv_opt).
 *
 * SPIRV-Tools is loaded at run time (dlopen), so that tilec builds and runs
 * where it is absent: then the codegen fails saying why. Debian's
 * spirv-tools ships static archives only (libSPIRV-Tools.a, -opt.a, no
 * shared library), so on first use the archives are linked into a shared
 * object by the system compiler, through the compile cache (the key: the
 * archives' bytes, spirv_opt.cpp and the compiler), and that is dlopen'ed.
 * Debian's 2023.1 has the optimizer's C++ class but not its C interface:
 * spirv_opt.cpp (embedded in tilec as text, compiled as C++ into the same
 * object) defines it with upstream's names, weakly, so that an archive with
 * its own wins. Without a C++ compiler or libSPIRV-Tools-opt.a the object
 * is made from libSPIRV-Tools.a alone: validation works, the optimizer is
 * unavailable and says why. A shared SPIRV-Tools (libSPIRV-Tools-shared.so,
 * as upstream builds it) is dlopen'ed directly, its optimizer used when it
 * exports the C interface. TILEC_SPIRV_TOOLS names either (a .a or a .so)
 * in place of the search. docs/vulkan.md says why.
 */
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "runtime/runtime.h"
#include "util/arena.h"
#include "vulkan/vulkan.h"

/* libspirv.h's C interface, the part used here (its ABI is stable) */
typedef struct spv_context_t *spv_context;
typedef struct spv_optimizer_t *spv_optimizer;
typedef struct spv_optimizer_options_t *spv_optimizer_options;
typedef struct {
    size_t line, column, index;
} spv_position_t;
typedef struct {
    spv_position_t position;
    char *error;
    bool isTextSource;
} spv_diagnostic_t, *spv_diagnostic;
typedef struct {
    uint32_t *code;
    size_t wordCount;
} spv_const_binary_t, spv_binary_t, *spv_binary;
typedef struct {
    char *str;
    size_t length;
} spv_text_t, *spv_text;
typedef void (*spv_message_consumer)(int level, const char *source, const spv_position_t *pos, const char *message);
enum { SPV_ENV_VULKAN_1_1 = 18 };
enum { SPV_MSG_ERROR = 2 }; /* fatal, internal error, error: the levels below it */
enum { SPV_BINARY_TO_TEXT_OPTION_INDENT = 8, SPV_BINARY_TO_TEXT_OPTION_FRIENDLY_NAMES = 64 };

/* embedded by gen/embed.lua (generated/vulkan_spirv_opt.c) */
extern const char tl_vulkan_spirv_opt_source[];
extern const unsigned long tl_vulkan_spirv_opt_source_len;

static struct {
    pthread_once_t once;
    bool ok, opt_ok;
    char why[512], opt_why[640];
    char path[512];
    void *lib;
    spv_context (*context_create)(int env);
    void (*context_destroy)(spv_context);
    int (*validate)(spv_context, const spv_const_binary_t *, spv_diagnostic *);
    int (*to_text)(spv_context, const uint32_t *, size_t, uint32_t, spv_text *, spv_diagnostic *);
    void (*text_destroy)(spv_text);
    void (*diag_destroy)(spv_diagnostic);
    /* the optimizer (opt_ok) */
    spv_optimizer (*opt_create)(int env);
    void (*opt_destroy)(spv_optimizer);
    void (*opt_consumer)(spv_optimizer, spv_message_consumer);
    void (*opt_performance)(spv_optimizer);
    void (*opt_size)(spv_optimizer);
    int (*opt_run)(spv_optimizer, const uint32_t *, size_t, spv_binary *, spv_optimizer_options);
    spv_optimizer_options (*options_create)(void);
    void (*options_destroy)(spv_optimizer_options);
    void (*options_validator)(spv_optimizer_options, bool);
    void (*options_bindings)(spv_optimizer_options, bool);
    void (*binary_destroy)(spv_binary);
} st = {.once = PTHREAD_ONCE_INIT};

static const char *const lib_dirs[] = {"/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64",
                                       "/usr/lib", "/usr/local/lib"};

static bool exists(const char *p) { return access(p, R_OK) == 0; }

/* What goes into the shared object: libSPIRV-Tools.a whole (its C API is
 * what is called), and with opt (libSPIRV-Tools-opt.a) the shim compiled as
 * C++ ahead of it, which pulls in the optimizer. */
typedef struct so_build {
    const char *archive, *opt;
} so_build;

static bool so_build_in(void *ud, const char *dir, tl_error *err)
{
    const so_build *sb = ud;
    char out[1024], log[1024], shim[1024], inc[1024], inc_multiarch[1024];
    snprintf(out, sizeof out, "%s/libspirv-tools.so", dir);
    snprintf(log, sizeof log, "%s/cc.log", dir);
    if (!sb->opt) {
        const char *args[] = {"-shared", "-o", out, "-Wl,--whole-archive", sb->archive, "-Wl,--no-whole-archive",
                              "-lstdc++", "-lm", "-lpthread", NULL};
        return tl_run_cc(args, log, sb->archive, err);
    }
    if (!tl_write_file(dir, "spirv_opt.cpp", tl_vulkan_spirv_opt_source, tl_vulkan_spirv_opt_source_len, err))
        return false;
    snprintf(shim, sizeof shim, "%s/spirv_opt.cpp", dir);
    /* the headers of an install beside its archives: PREFIX/include for
     * PREFIX/lib and PREFIX/lib/ARCH, searched after the system's (-I of
     * /usr/include would break libstdc++'s #include_next) */
    const char *slash = strrchr(sb->archive, '/');
    int dl = slash ? (int)(slash - sb->archive) : 1;
    const char *d = slash ? sb->archive : ".";
    snprintf(inc, sizeof inc, "%.*s/../include", dl, d);
    snprintf(inc_multiarch, sizeof inc_multiarch, "%.*s/../../include", dl, d);
    const char *args[] = {"-x", "c++", "-std=c++17", "-O2", "-fPIC", "-idirafter", inc, "-idirafter", inc_multiarch,
                          "-shared", "-o", out, shim, "-x", "none", sb->opt, "-Wl,--whole-archive", sb->archive,
                          "-Wl,--no-whole-archive", "-lstdc++", "-lm", "-lpthread", NULL};
    return tl_run_cc(args, log, "the optimizer's C interface (spirv_opt.cpp) with libSPIRV-Tools-opt.a", err);
}

static bool add_sha(tl_strbuf *k, const char *what, const char *path, char *why, size_t wcap)
{
    size_t len = 0;
    char *bytes = tl_read_file(path, &len);
    if (!bytes) {
        snprintf(why, wcap, "cannot read %.400s", path);
        return false;
    }
    char sha[65];
    tl_runtime_sha256_hex(bytes, len, sha);
    free(bytes);
    tl_strbuf_printf(k, "%s %s\nsha256 %s\n", what, path, sha);
    return true;
}

/* The shared object made from archive (and opt, when not NULL), through the
 * compile cache, dlopen'ed into *lib. */
static bool so_from_archive(const char *archive, const char *opt, void **lib, char *path, size_t cap, char *why,
                            size_t wcap)
{
    tl_strbuf k = {0};
    tl_error err = {0};
    tl_strbuf_printf(&k, "spirv-tools shared object\n");
    if (!add_sha(&k, "archive", archive, why, wcap) || (opt && !add_sha(&k, "opt", opt, why, wcap))) {
        tl_strbuf_free(&k);
        return false;
    }
    if (opt) {
        char sha[65];
        tl_runtime_sha256_hex(tl_vulkan_spirv_opt_source, tl_vulkan_spirv_opt_source_len, sha);
        tl_strbuf_printf(&k, "spirv_opt.cpp sha256 %s\n", sha);
    }
    if (!tl_cc_identity(&k, &err)) {
        tl_strbuf_free(&k);
        snprintf(why, wcap, "%.500s", err.msg);
        return false;
    }
    so_build sb = {archive, opt};
    tl_cache_request r = {k.data, k.len, "libspirv-tools.so", so_build_in, &sb};
    tl_cache_entry e;
    bool ok = !k.failed && tl_cache_get(&r, &e, &err);
    tl_strbuf_free(&k);
    if (!ok) {
        snprintf(why, wcap, "linking %.150s%s%.150s into a shared object failed: %.300s", archive, opt ? " and " : "",
                 opt ? opt : "", err.msg[0] ? err.msg : "out of memory");
        return false;
    }
    /* a private build (no cache) is removed on release: dlopen it first */
    snprintf(path, cap, "%s", e.path);
    *lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!*lib)
        snprintf(why, wcap, "dlopen %.300s: %.180s", path, dlerror());
    tl_cache_entry_release(&e);
    return *lib != NULL;
}

/* The shared object for archive: with the optimizer when libSPIRV-Tools-opt.a
 * is next to it and the shim compiles, else without it (st.opt_why says why). */
static bool load_archive(const char *archive)
{
    char opt[600];
    const char *slash = strrchr(archive, '/');
    snprintf(opt, sizeof opt, "%.*slibSPIRV-Tools-opt.a", slash ? (int)(slash - archive + 1) : 0, archive);
    if (!exists(opt)) {
        snprintf(st.opt_why, sizeof st.opt_why, "no libSPIRV-Tools-opt.a next to %.400s", archive);
    } else {
        char why[600];
        if (so_from_archive(archive, opt, &st.lib, st.path, sizeof st.path, why, sizeof why))
            return true;
        /* no C++ compiler, or no optimizer.hpp: validation goes on without it */
        snprintf(st.opt_why, sizeof st.opt_why, "%s", why);
    }
    return so_from_archive(archive, NULL, &st.lib, st.path, sizeof st.path, st.why, sizeof st.why);
}

/* The optimizer's C functions in the library, or st.opt_why says which is missing. */
static void load_optimizer(const char *found)
{
    if (st.opt_why[0])
        return;
#define OPT_SYM(field, name)                                                                               \
    do {                                                                                                   \
        *(void **)&st.field = dlsym(st.lib, name);                                                         \
        if (!st.field) {                                                                                   \
            snprintf(st.opt_why, sizeof st.opt_why, "%.200s (from %.200s) has no %s (the optimizer's C "        \
                     "interface, SPIRV-Tools 2023.2 and later)", st.path, found, name);                       \
            return;                                                                                        \
        }                                                                                                  \
    } while (0)
    OPT_SYM(opt_create, "spvOptimizerCreate");
    OPT_SYM(opt_destroy, "spvOptimizerDestroy");
    OPT_SYM(opt_consumer, "spvOptimizerSetMessageConsumer");
    OPT_SYM(opt_performance, "spvOptimizerRegisterPerformancePasses");
    OPT_SYM(opt_size, "spvOptimizerRegisterSizePasses");
    OPT_SYM(opt_run, "spvOptimizerRun");
    OPT_SYM(options_create, "spvOptimizerOptionsCreate");
    OPT_SYM(options_destroy, "spvOptimizerOptionsDestroy");
    OPT_SYM(options_validator, "spvOptimizerOptionsSetRunValidator");
    OPT_SYM(options_bindings, "spvOptimizerOptionsSetPreserveBindings");
    OPT_SYM(binary_destroy, "spvBinaryDestroy");
#undef OPT_SYM
    st.opt_ok = true;
}

static void load_once(void)
{
    const char *env = getenv("TILEC_SPIRV_TOOLS");
    char found[512] = "";
    if (env && *env) {
        if (!exists(env)) {
            snprintf(st.why, sizeof st.why, "TILEC_SPIRV_TOOLS names %.400s, which cannot be read", env);
            snprintf(st.opt_why, sizeof st.opt_why, "%s", st.why);
            return;
        }
        snprintf(found, sizeof found, "%s", env);
    } else {
        static const char *const names[] = {"libSPIRV-Tools-shared.so", "libSPIRV-Tools.a"};
        for (size_t n = 0; n < 2 && !found[0]; n++)
            for (size_t d = 0; d < sizeof lib_dirs / sizeof *lib_dirs && !found[0]; d++) {
                char p[512];
                snprintf(p, sizeof p, "%s/%s", lib_dirs[d], names[n]);
                if (exists(p))
                    snprintf(found, sizeof found, "%s", p);
            }
    }
    if (!found[0]) {
        snprintf(st.why, sizeof st.why, "SPIRV-Tools not found (no libSPIRV-Tools-shared.so or libSPIRV-Tools.a in "
                 "the system's library folders; Debian's spirv-tools package has it, or set TILEC_SPIRV_TOOLS)");
        snprintf(st.opt_why, sizeof st.opt_why, "%s", st.why);
        return;
    }
    size_t fl = strlen(found);
    if (fl > 2 && strcmp(found + fl - 2, ".a") == 0) {
        if (!load_archive(found)) {
            snprintf(st.opt_why, sizeof st.opt_why, "%s", st.why);
            return;
        }
    } else {
        snprintf(st.path, sizeof st.path, "%s", found);
        st.lib = dlopen(found, RTLD_NOW | RTLD_LOCAL);
        if (!st.lib) {
            snprintf(st.why, sizeof st.why, "dlopen %.300s: %.180s", found, dlerror());
            snprintf(st.opt_why, sizeof st.opt_why, "%s", st.why);
            return;
        }
    }
#define SYM(field, name)                                                                                   \
    do {                                                                                                   \
        *(void **)&st.field = dlsym(st.lib, name);                                                         \
        if (!st.field) {                                                                                   \
            snprintf(st.why, sizeof st.why, "%.200s (from %.200s) has no %s", st.path, found, name);              \
            snprintf(st.opt_why, sizeof st.opt_why, "%s", st.why);                                          \
            return;                                                                                        \
        }                                                                                                  \
    } while (0)
    SYM(context_create, "spvContextCreate");
    SYM(context_destroy, "spvContextDestroy");
    SYM(validate, "spvValidate");
    SYM(to_text, "spvBinaryToText");
    SYM(text_destroy, "spvTextDestroy");
    SYM(diag_destroy, "spvDiagnosticDestroy");
#undef SYM
    st.ok = true;
    load_optimizer(found);
}

bool tl_vulkan_spirv_tools(char *why, size_t cap)
{
    pthread_once(&st.once, load_once);
    if (!st.ok)
        snprintf(why, cap, "%s", st.why);
    return st.ok;
}

bool tl_vulkan_validate(const uint32_t *words, size_t nwords, char *msg, size_t cap, size_t *word, tl_error *err)
{
    char why[600];
    if (!tl_vulkan_spirv_tools(why, sizeof why))
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "vulkan: SPIR-V cannot be validated: %s", why);
    msg[0] = '\0';
    *word = 0;
    spv_context ctx = st.context_create(SPV_ENV_VULKAN_1_1);
    if (!ctx)
        return tl_error_set(err, TL_ERR_INTERNAL, "vulkan: spvContextCreate failed");
    spv_const_binary_t bin = {(uint32_t *)words, nwords};
    spv_diagnostic d = NULL;
    int r = st.validate(ctx, &bin, &d);
    if (r != 0) {
        snprintf(msg, cap, "%s", d && d->error ? d->error : "spvValidate refused the module");
        if (d)
            *word = d->position.index;
        /* the message quotes the instruction on its last line; keep it one line */
        for (char *p = msg; *p; p++)
            if (*p == '\n')
                *p = p[1] ? ' ' : '\0';
    }
    if (d)
        st.diag_destroy(d);
    st.context_destroy(ctx);
    return true;
}

bool tl_vulkan_disassemble(const uint32_t *words, size_t nwords, struct tl_strbuf *out, tl_error *err)
{
    char why[600];
    if (!tl_vulkan_spirv_tools(why, sizeof why))
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "vulkan: SPIR-V cannot be disassembled: %s", why);
    spv_context ctx = st.context_create(SPV_ENV_VULKAN_1_1);
    if (!ctx)
        return tl_error_set(err, TL_ERR_INTERNAL, "vulkan: spvContextCreate failed");
    spv_text text = NULL;
    spv_diagnostic d = NULL;
    int r = st.to_text(ctx, words, nwords, SPV_BINARY_TO_TEXT_OPTION_FRIENDLY_NAMES | SPV_BINARY_TO_TEXT_OPTION_INDENT,
                       &text, &d);
    bool ok = r == 0 && text;
    if (ok)
        tl_strbuf_append(out, text->str, strlen(text->str));
    else
        tl_error_set(err, TL_ERR_INTERNAL, "vulkan: spvBinaryToText: %s", d && d->error ? d->error : "failed");
    if (text)
        st.text_destroy(text);
    if (d)
        st.diag_destroy(d);
    st.context_destroy(ctx);
    return ok && (!out->failed || tl_error_set(err, TL_ERR_INTERNAL, "out of memory"));
}

bool tl_vulkan_spirv_optimizer(char *why, size_t cap)
{
    pthread_once(&st.once, load_once);
    if (!st.opt_ok)
        snprintf(why, cap, "%s", st.opt_why);
    return st.opt_ok;
}

/* The optimizer's messages for the run on this thread (the consumer has no
 * user pointer): the first error is kept. */
static _Thread_local char opt_msg[512];

static void opt_consume(int level, const char *source, const spv_position_t *pos, const char *message)
{
    (void)source, (void)pos;
    if (level <= SPV_MSG_ERROR && !opt_msg[0])
        snprintf(opt_msg, sizeof opt_msg, "%s", message ? message : "error");
}

bool tl_vulkan_optimize(const uint32_t *words, size_t nwords, bool size, uint32_t **out, size_t *nout, tl_error *err)
{
    char why[700];
    *out = NULL;
    *nout = 0;
    if (!tl_vulkan_spirv_optimizer(why, sizeof why))
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "vulkan: the SPIR-V optimizer is unavailable: %s", why);
    spv_optimizer o = st.opt_create(SPV_ENV_VULKAN_1_1);
    spv_optimizer_options options = st.options_create();
    if (!o || !options) {
        if (o)
            st.opt_destroy(o);
        if (options)
            st.options_destroy(options);
        return tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    }
    opt_msg[0] = '\0';
    st.opt_consumer(o, opt_consume);
    if (size)
        st.opt_size(o);
    else
        st.opt_performance(o);
    /* the caller validates the result (and has validated the input); the
     * descriptor bindings are the shader ABI, kept even where unused */
    st.options_validator(options, false);
    st.options_bindings(options, true);
    spv_binary b = NULL;
    int r = st.opt_run(o, words, nwords, &b, options);
    bool ok = r == 0 && b;
    if (ok) {
        *out = malloc(b->wordCount * sizeof **out);
        *nout = b->wordCount;
        if (*out)
            memcpy(*out, b->code, b->wordCount * sizeof **out);
        else
            ok = tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    } else {
        tl_error_set(err, TL_ERR_INTERNAL, "vulkan: spvOptimizerRun (%s passes) failed: %s", size ? "size" : "performance",
                     opt_msg[0] ? opt_msg : "no message");
    }
    if (b)
        st.binary_destroy(b);
    st.options_destroy(options);
    st.opt_destroy(o);
    return ok;
}
