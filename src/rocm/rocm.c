/*
 * rocm.c: what the rocm backend (specs/rocm.lua) owns besides its spec and
 * its emitter (codegen.c): HIP device detection for target "auto" and the
 * execution backends' probe (the HIP runtime, found at run time, never
 * linked), the device codegen's build and emit entry points (the code
 * object, its assembly and resources through toolchain.c), and the compile
 * callback tilelang_callback_hip_compile.
 */
#include <dlfcn.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "backend/internal.h"
#include "compile/compile.h"
#include "registry.h"
#include "rocm/rocm.h"
#include "util/arena.h"

typedef int hip_count_fn(int *);

/* Whether an AMD GPU can run HIP code here, and why not: the HIP runtime
 * (libamdhip64, dlopen'd), then the kernel driver's device (/dev/kfd), then
 * the runtime's own count. The runtime is never initialized where no
 * device node exists. */
static bool hip_usable(char *reason, size_t cap)
{
    static const char *const names[] = { "libamdhip64.so", "libamdhip64.so.6", "libamdhip64.so.5" };
    void *h = NULL;
    const char *found = NULL;
    for (size_t i = 0; i < sizeof names / sizeof *names && !h; i++)
        if ((h = dlopen(names[i], RTLD_LAZY | RTLD_LOCAL)) != NULL)
            found = names[i];
    if (!h) {
        snprintf(reason, cap, "no HIP runtime: libamdhip64.so not found");
        return false;
    }
    if (access("/dev/kfd", R_OK | W_OK) != 0) {
        snprintf(reason, cap, "no AMD GPU: /dev/kfd (the amdgpu kernel driver's device) is absent (%s is present)", found);
        return false;
    }
    hip_count_fn *count = (hip_count_fn *)dlsym(h, "hipGetDeviceCount");
    int n = 0, rc = count ? count(&n) : -1;
    if (rc != 0 || n == 0) {
        snprintf(reason, cap, "no AMD GPU: the HIP runtime (%s) sees no device (hipGetDeviceCount: error %d, %d devices)",
                 found, rc, n);
        return false;
    }
    /* the runtime stays loaded: it was initialized */
    return true;
}

bool tl_hip_detect(tl_target *out, char *reason, size_t cap)
{
    return hip_usable(reason, cap);
}

/* The probe of the tvm_ffi and cython execution backends on hip targets
 * (specs/rocm.lua). */
bool tl_probe_hip_runtime(char *reason, size_t cap)
{
    return hip_usable(reason, cap);
}

/* ---- the device codegen's build and emit --------------------------------------- */

void tl_hip_artifact_free(void *artifact)
{
    tl_hip_artifact *a = artifact;
    if (!a)
        return;
    free(a->source);
    free(a->code);
    free(a->kernels);
    free(a);
}

static bool code_object(tl_hip_artifact *art, tl_error *err)
{
    return art->code || tl_hip_clang(art->source, &art->arch, false, NULL, &art->code, &art->code_size, err);
}

bool tl_hip_codegen_compile(struct tl_compilation *c, tl_error *err)
{
    return tl_hip_codegen_source(c, err) && code_object(c->device_artifact, err);
}

bool tl_hip_codegen_emit(struct tl_compilation *c, const char *kind, struct tl_strbuf *out, tl_error *err)
{
    tl_hip_artifact *art = c->device_artifact;
    if (!art)
        return tl_error_set(err, TL_ERR_INVALID, "hip emit: no device code was generated");
    if (strcmp(kind, "source") == 0) {
        tl_strbuf_puts(out, art->source);
    } else if (strcmp(kind, "hsaco") == 0) {
        if (!code_object(art, err))
            return false;
        tl_strbuf_append(out, art->code, art->code_size);
    } else if (strcmp(kind, "asm") == 0) {
        void *text = NULL;
        size_t n = 0;
        if (!tl_hip_clang(art->source, &art->arch, true, NULL, &text, &n, err))
            return false;
        tl_strbuf_append(out, text, n);
        free(text);
    } else if (strcmp(kind, "resources") == 0) {
        tl_hip_resources r[64];
        int n = 0;
        if (!code_object(art, err) || !tl_hip_resources_of(art->code, art->code_size, r, 64, &n, err))
            return false;
        tl_hip_resources_text(r, n, &art->arch, out);
    } else {
        return tl_error_set(err, TL_ERR_INVALID, "hip emit: unknown kind '%s' (source, hsaco, asm or resources)", kind);
    }
    return !out->failed || tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
}

/* ---- tilelang_callback_hip_compile -------------------------------------------------- */

/* A callback's failure message lives until the thread's next call. */
static _Thread_local char callback_msg[sizeof ((tl_error *)0)->msg];

static int callback_fail(tl_any *ret, const tl_error *err)
{
    snprintf(callback_msg, sizeof callback_msg, "%s", err->msg);
    return tl_packed_error(ret, callback_msg);
}

/* tilelang_callback_hip_compile(source, arch[, options]): compiles HIP C++
 * to a code object for arch ("gfx90a", "gfx942") through clang, with
 * options separated by spaces ("-DX=1 -ffast-math"). Returns a pointer
 * (TL_ANY_PTR) to a malloc'd block: a uint64_t byte count, then the code
 * object (an ELF shared object for the AMDGPU loader); free() it. */
int tl_hip_compile(void *self, const tl_any *args, int nargs, tl_any *ret)
{
    tl_error err = { 0 };
    if (nargs < 2 || nargs > 3) {
        tl_error_set(&err, TL_ERR_INVALID, "tilelang_callback_hip_compile: expected 2 or 3 arguments (source, arch[, options]), got %d",
                     nargs);
        return callback_fail(ret, &err);
    }
    for (int i = 0; i < nargs; i++)
        if (args[i].type != TL_ANY_STR || !args[i].v.s) {
            static const char *const what[] = { "source", "arch", "options" };
            tl_error_set(&err, TL_ERR_INVALID, "argument %d (%s): expected a string", i, what[i]);
            return callback_fail(ret, &err);
        }
    tl_hip_arch arch;
    if (!tl_hip_arch_of(args[1].v.s, &arch, &err))
        return callback_fail(ret, &err);
    char optbuf[1024];
    const char *opts[65];
    int nopts = 0;
    snprintf(optbuf, sizeof optbuf, "%s", nargs > 2 ? args[2].v.s : "");
    char *save = NULL;
    for (char *w = strtok_r(optbuf, " \t", &save); w && nopts < 64; w = strtok_r(NULL, " \t", &save)) {
        if (strcmp(w, "-o") == 0 || strcmp(w, "-c") == 0 || strcmp(w, "-S") == 0) {
            tl_error_set(&err, TL_ERR_INVALID, "argument 2 (options): '%s' is the callback's to choose", w);
            return callback_fail(ret, &err);
        }
        opts[nopts++] = w;
    }
    opts[nopts] = NULL;
    void *code = NULL;
    size_t size = 0;
    if (!tl_hip_clang(args[0].v.s, &arch, false, opts, &code, &size, &err))
        return callback_fail(ret, &err);
    uint64_t *blob = malloc(sizeof *blob + size);
    if (!blob) {
        free(code);
        tl_error_set(&err, TL_ERR_INTERNAL, "out of memory");
        return callback_fail(ret, &err);
    }
    blob[0] = size;
    memcpy(blob + 1, code, size);
    free(code);
    if (ret) {
        ret->type = TL_ANY_PTR;
        ret->v.p = blob;
    } else {
        free(blob);
    }
    return 0;
}
