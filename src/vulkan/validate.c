/*
 * validate.c: SPIRV-Tools in process, for the vulkan codegen: every module
 * is validated with spvValidate (target environment Vulkan 1.1, SPIR-V 1.3)
 * before the codegen hands it on, and `--emit spvasm` is spvBinaryToText.
 *
 * SPIRV-Tools is loaded at run time (dlopen), so that tilec builds and runs
 * where it is absent: then the codegen fails saying why. Debian's
 * spirv-tools ships static archives only (libSPIRV-Tools.a, no shared
 * library), so on first use the archive is linked into a shared object
 * by the system C compiler, through the compile cache (the key: the
 * archive's bytes and the compiler), and that is dlopen'ed; a shared
 * SPIRV-Tools (libSPIRV-Tools-shared.so, as upstream builds it) is
 * dlopen'ed directly. TILEC_SPIRV_TOOLS names either (a .a or a .so) in
 * place of the search. docs/vulkan.md says why.
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
} spv_const_binary_t;
typedef struct {
    char *str;
    size_t length;
} spv_text_t, *spv_text;
enum { SPV_ENV_VULKAN_1_1 = 18 };
enum { SPV_BINARY_TO_TEXT_OPTION_INDENT = 8, SPV_BINARY_TO_TEXT_OPTION_FRIENDLY_NAMES = 64 };

static struct {
    pthread_once_t once;
    bool ok;
    char why[512];
    char path[512];
    void *lib;
    spv_context (*context_create)(int env);
    void (*context_destroy)(spv_context);
    int (*validate)(spv_context, const spv_const_binary_t *, spv_diagnostic *);
    int (*to_text)(spv_context, const uint32_t *, size_t, uint32_t, spv_text *, spv_diagnostic *);
    void (*text_destroy)(spv_text);
    void (*diag_destroy)(spv_diagnostic);
} st = {.once = PTHREAD_ONCE_INIT};

static const char *const lib_dirs[] = {"/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64",
                                       "/usr/lib", "/usr/local/lib"};

static bool exists(const char *p) { return access(p, R_OK) == 0; }

typedef struct so_build {
    const char *archive;
} so_build;

static bool so_build_in(void *ud, const char *dir, tl_error *err)
{
    const so_build *sb = ud;
    char out[1024], log[1024];
    snprintf(out, sizeof out, "%s/libspirv-tools.so", dir);
    snprintf(log, sizeof log, "%s/cc.log", dir);
    const char *args[] = {"-shared", "-o", out, "-Wl,--whole-archive", sb->archive, "-Wl,--no-whole-archive",
                          "-lstdc++", "-lm", "-lpthread", NULL};
    return tl_run_cc(args, log, sb->archive, err);
}

/* The shared object made from archive, through the compile cache. */
static bool so_from_archive(const char *archive, char *path, size_t cap, char *why, size_t wcap)
{
    size_t len = 0;
    char *bytes = tl_read_file(archive, &len);
    if (!bytes) {
        snprintf(why, wcap, "cannot read %.400s", archive);
        return false;
    }
    char sha[65];
    tl_runtime_sha256_hex(bytes, len, sha);
    free(bytes);
    tl_strbuf k = {0};
    tl_error err = {0};
    tl_strbuf_printf(&k, "spirv-tools shared object\narchive %s\nsha256 %s\n", archive, sha);
    if (!tl_cc_identity(&k, &err)) {
        tl_strbuf_free(&k);
        snprintf(why, wcap, "%.500s", err.msg);
        return false;
    }
    so_build sb = {archive};
    tl_cache_request r = {k.data, k.len, "libspirv-tools.so", so_build_in, &sb};
    tl_cache_entry e;
    bool ok = !k.failed && tl_cache_get(&r, &e, &err);
    tl_strbuf_free(&k);
    if (!ok) {
        snprintf(why, wcap, "linking %.150s into a shared object failed: %.300s", archive, err.msg[0] ? err.msg : "out of memory");
        return false;
    }
    /* a private build (no cache) is removed on release: dlopen it first */
    snprintf(path, cap, "%s", e.path);
    st.lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!st.lib)
        snprintf(why, wcap, "dlopen %.300s: %.180s", path, dlerror());
    tl_cache_entry_release(&e);
    return st.lib != NULL;
}

static void load_once(void)
{
    const char *env = getenv("TILEC_SPIRV_TOOLS");
    char found[512] = "";
    if (env && *env) {
        if (!exists(env)) {
            snprintf(st.why, sizeof st.why, "TILEC_SPIRV_TOOLS names %.400s, which cannot be read", env);
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
        return;
    }
    size_t fl = strlen(found);
    if (fl > 2 && strcmp(found + fl - 2, ".a") == 0) {
        if (!so_from_archive(found, st.path, sizeof st.path, st.why, sizeof st.why))
            return;
    } else {
        snprintf(st.path, sizeof st.path, "%s", found);
        st.lib = dlopen(found, RTLD_NOW | RTLD_LOCAL);
        if (!st.lib) {
            snprintf(st.why, sizeof st.why, "dlopen %.300s: %.180s", found, dlerror());
            return;
        }
    }
#define SYM(field, name)                                                                                   \
    do {                                                                                                   \
        *(void **)&st.field = dlsym(st.lib, name);                                                         \
        if (!st.field) {                                                                                   \
            snprintf(st.why, sizeof st.why, "%.200s (from %.200s) has no %s", st.path, found, name);              \
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
