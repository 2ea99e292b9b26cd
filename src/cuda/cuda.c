/*
 * cuda.c: what the cuda backend (specs/cuda.lua) owns besides its spec: device
 * detection for target "auto" through the CUDA driver (found at run time, never
 * linked), its callbacks (tilelang_callback_cuda_compile: NVRTC in process or
 * nvcc; tilelang_callback_cuda_validate: a source kernel's signature). The
 * device codegen is codegen.c (tile kernels) and source.c (source kernels).
 */
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cuda/cuda.h"
#include "cuda/nvrtc.h"
#include "cuda/source.h"
#include "compile/compile.h"
#include "runtime/runtime.h"

#include "backend/internal.h"
#include "registry.h"

typedef int cu_init_fn(unsigned);
typedef int cu_count_fn(int *);
typedef int cu_get_fn(int *, int);
typedef int cu_attr_fn(int *, int, int);

enum { CU_ATTR_MAX_THREADS_PER_BLOCK = 1, CU_ATTR_CC_MAJOR = 75, CU_ATTR_CC_MINOR = 76 };

/* Sets attribute name to value unless the target has it already (given in
 * the target string, or a default its kind filled in, as a bare `cuda`'s
 * -mma=m16n8k16): what the device says completes a target, never overrides
 * it. */
static bool set_missing(tl_target *t, const char *name, const char *value)
{
    return tl_target_attr(t, name) ? true : tl_target_set_attr(t, name, value, NULL);
}

bool tl_cuda_detect(tl_target *out, char *reason, size_t cap)
{
    void *h = dlopen("libcuda.so.1", RTLD_LAZY | RTLD_LOCAL);
    if (!h) {
        snprintf(reason, cap, "libcuda.so.1 not found: no NVIDIA driver");
        return false;
    }
    cu_init_fn *init = (cu_init_fn *)dlsym(h, "cuInit");
    cu_count_fn *count = (cu_count_fn *)dlsym(h, "cuDeviceGetCount");
    cu_get_fn *get = (cu_get_fn *)dlsym(h, "cuDeviceGet");
    cu_attr_fn *attr = (cu_attr_fn *)dlsym(h, "cuDeviceGetAttribute");
    int rc, n = 0, dev = 0, major = 0, minor = 0, threads = 0;
    bool ok = false;
    if (!init || !count || !get || !attr)
        snprintf(reason, cap, "libcuda.so.1 lacks the driver API entry points");
    else if ((rc = init(0)) != 0)
        snprintf(reason, cap, "cuInit failed with CUDA error %d", rc);
    else if ((rc = count(&n)) != 0 || n == 0)
        snprintf(reason, cap, "the CUDA driver sees no device");
    else if (get(&dev, 0) != 0 || attr(&major, CU_ATTR_CC_MAJOR, dev) != 0 || attr(&minor, CU_ATTR_CC_MINOR, dev) != 0 ||
             attr(&threads, CU_ATTR_MAX_THREADS_PER_BLOCK, dev) != 0)
        snprintf(reason, cap, "cannot read the compute capability of CUDA device 0");
    else {
        /* Hopper and later get the arch-specific "a" target (wgmma, TMA). */
        char arch[32], limit[32];
        snprintf(arch, sizeof arch, "sm_%d%d%s", major, minor, major >= 9 ? "a" : "");
        snprintf(limit, sizeof limit, "%d", threads);
        ok = set_missing(out, "arch", arch) && set_missing(out, "max_threads_per_block", limit);
        /* sm_90a has warpgroup MMAs besides mma.sync (later archs drop
           wgmma), their rings filled by TMA from a producer warpgroup,
           attention's K/V rings by that warpgroup's TMA */
        if (ok && major == 9)
            ok = set_missing(out, "mma", "wgmma") && set_missing(out, "tma", "warp") && set_missing(out, "kv_fill", "tma");
        if (!ok)
            snprintf(reason, cap, "cannot record the device's attributes");
    }
    /* The driver stays loaded: unloading it after cuInit is not supported. */
    return ok;
}

/* ---- callbacks -------------------------------------------------------------- */

/* A callback's failure message lives until the thread's next call. */
static _Thread_local char callback_msg[sizeof ((tl_error *)0)->msg];

static int callback_fail(tl_any *ret, const tl_error *err)
{
    snprintf(callback_msg, sizeof callback_msg, "%s", err->msg);
    return tl_packed_error(ret, callback_msg);
}

static bool str_arg(const tl_any *args, int nargs, int i, const char *what, const char **out, tl_error *err)
{
    if (i >= nargs || args[i].type != TL_ANY_STR || !args[i].v.s)
        return tl_error_set(err, TL_ERR_INVALID, "argument %d (%s): expected a string", i, what);
    *out = args[i].v.s;
    return true;
}

/* tilelang_callback_cuda_validate(source, name, signature): whether source
 * defines `extern "C" __global__ void name(...)` with the parameters of
 * signature, comma-separated dtypes with * for a pointer ("f32*, f32*, i64").
 * Returns the int 1, or an error saying what differs. */
int tl_cuda_validate(void *self, const tl_any *args, int nargs, tl_any *ret)
{
    tl_error err = { 0 };
    const char *source = NULL, *name = NULL, *sig = NULL;
    if (nargs != 3) {
        tl_error_set(&err, TL_ERR_INVALID, "tilelang_callback_cuda_validate: expected 3 arguments (source, name, signature), got %d", nargs);
        return callback_fail(ret, &err);
    }
    if (!str_arg(args, nargs, 0, "source", &source, &err) || !str_arg(args, nargs, 1, "name", &name, &err) ||
        !str_arg(args, nargs, 2, "signature", &sig, &err))
        return callback_fail(ret, &err);
    char buf[1024];
    const char *want[128];
    int n = 0;
    snprintf(buf, sizeof buf, "%s", sig);
    char *save = NULL;
    for (char *w = strtok_r(buf, ",", &save); w && n < 128; w = strtok_r(NULL, ",", &save)) {
        while (*w == ' ')
            w++;
        char *end = w + strlen(w);
        while (end > w && end[-1] == ' ')
            *--end = '\0';
        /* "f32 *" -> "f32*" */
        char *sp = strchr(w, ' ');
        if (sp && sp[1] == '*' && !sp[2])
            memmove(sp, sp + 1, 2);
        want[n++] = w;
    }
    if (!tl_cuda_validate_source(source, name, want, n, &err))
        return callback_fail(ret, &err);
    if (ret) {
        ret->type = TL_ANY_INT;
        ret->v.i = 1;
    }
    return 0;
}

/* The nvcc to run: $CUDA_HOME/bin/nvcc, /usr/local/cuda/bin/nvcc, else PATH's. */
static const char *nvcc_path(char *buf, size_t cap)
{
    const char *home = getenv("CUDA_HOME");
    if (home && *home) {
        snprintf(buf, cap, "%s/bin/nvcc", home);
        if (access(buf, X_OK) == 0)
            return buf;
    }
    if (access("/usr/local/cuda/bin/nvcc", X_OK) == 0)
        return "/usr/local/cuda/bin/nvcc";
    return "nvcc";
}

typedef struct nvcc_build {
    const char *source, *arch;
    char **opts;
    int nopts;
} nvcc_build;

extern char **environ;

static bool nvcc_build_in(void *ud, const char *dir, tl_error *err)
{
    const nvcc_build *b = ud;
    char in[4200], out[4200], log[4200], archopt[64], nvcc[600];
    snprintf(in, sizeof in, "%s/kernel.cu", dir);
    snprintf(out, sizeof out, "%s/kernel.cubin", dir);
    snprintf(log, sizeof log, "%s/nvcc.log", dir);
    /* sm_90a assembles wgmma only in this form */
    snprintf(archopt, sizeof archopt, "-gencode=arch=compute_%s,code=%s", b->arch + 3, b->arch);
    if (!tl_write_file(NULL, in, b->source, strlen(b->source), err))
        return false;
    char *argv[80];
    int n = 0;
    argv[n++] = (char *)nvcc_path(nvcc, sizeof nvcc);
    argv[n++] = "-cubin";
    argv[n++] = archopt;
    for (int i = 0; i < b->nopts && n < 74; i++)
        argv[n++] = b->opts[i];
    argv[n++] = "-o";
    argv[n++] = out;
    argv[n++] = in;
    argv[n] = NULL;
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    posix_spawn_file_actions_adddup2(&fa, 1, 2);
    pid_t pid;
    int rc = posix_spawnp(&pid, argv[0], &fa, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    if (rc != 0)
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "nvcc: cannot run %s: %s", argv[0], strerror(rc));
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
        return true;
    size_t len = 0;
    char *text = tl_read_file(log, &len);
    tl_error_set(err, TL_ERR_INVALID, "nvcc failed: %s", text ? text : "(no output)");
    free(text);
    return false;
}

/* tilelang_callback_cuda_compile(source, arch[, options[, use_nvcc]]):
 * compiles CUDA C++ to a cubin for arch ("sm_90a"), with options separated
 * by spaces ("-lineinfo"), through NVRTC in process, or nvcc when use_nvcc is
 * non-zero (an error where nvcc is absent). Returns a pointer (TL_ANY_PTR) to
 * a malloc'd block: a uint64_t byte count, then the cubin; free() it. */
int tl_cuda_compile(void *self, const tl_any *args, int nargs, tl_any *ret)
{
    tl_error err = { 0 };
    const char *source = NULL, *arch = NULL, *optstr = "";
    if (nargs < 2 || nargs > 4) {
        tl_error_set(&err, TL_ERR_INVALID,
                     "tilelang_callback_cuda_compile: expected 2 to 4 arguments (source, arch[, options[, use_nvcc]]), got %d", nargs);
        return callback_fail(ret, &err);
    }
    if (!str_arg(args, nargs, 0, "source", &source, &err) || !str_arg(args, nargs, 1, "arch", &arch, &err) ||
        (nargs > 2 && !str_arg(args, nargs, 2, "options", &optstr, &err)))
        return callback_fail(ret, &err);
    bool use_nvcc = false;
    if (nargs > 3) {
        if (args[3].type != TL_ANY_INT) {
            tl_error_set(&err, TL_ERR_INVALID, "argument 3 (use_nvcc): expected an int");
            return callback_fail(ret, &err);
        }
        use_nvcc = args[3].v.i != 0;
    }
    if (strncmp(arch, "sm_", 3) != 0 || strlen(arch) > 12 || strpbrk(arch, " \"\\")) {
        tl_error_set(&err, TL_ERR_INVALID, "argument 1 (arch): '%s' is not of the form sm_XY", arch);
        return callback_fail(ret, &err);
    }
    char optbuf[1024];
    char *opts[64];
    int nopts = 0;
    snprintf(optbuf, sizeof optbuf, "%s", optstr);
    char *save = NULL;
    for (char *w = strtok_r(optbuf, " \t", &save); w && nopts < 64; w = strtok_r(NULL, " \t", &save))
        opts[nopts++] = w;
    void *out = NULL;
    size_t size = 0;
    if (use_nvcc) {
        nvcc_build b = { source, arch, opts, nopts };
        tl_cache_entry e;
        if (!tl_build_private(nvcc_build_in, &b, "kernel.cubin", &e, &err))
            return callback_fail(ret, &err);
        out = tl_read_file(e.path, &size);
        tl_cache_entry_release(&e);
        if (!out) {
            tl_error_set(&err, TL_ERR_INTERNAL, "nvcc: cannot read its cubin");
            return callback_fail(ret, &err);
        }
    } else if (!tl_nvrtc_compile(source, "kernel.cu", arch, (const char *const *)opts, nopts, false, &out, &size, &err)) {
        return callback_fail(ret, &err);
    }
    uint64_t *blob = malloc(sizeof *blob + size);
    if (!blob) {
        free(out);
        tl_error_set(&err, TL_ERR_INTERNAL, "out of memory");
        return callback_fail(ret, &err);
    }
    blob[0] = size;
    memcpy(blob + 1, out, size);
    free(out);
    if (ret) {
        ret->type = TL_ANY_PTR;
        ret->v.p = blob;
    } else {
        free(blob);
    }
    return 0;
}


bool tl_cuda_expr_eval(const tl_cuda_expr *e, const int64_t *dims, int64_t *out)
{
    int64_t stack[TL_CUDA_EXPR_MAX];
    int sp = 0;
    if (e->nsteps < 1 || e->nsteps > TL_CUDA_EXPR_MAX)
        return false;
    for (int i = 0; i < e->nsteps; i++) {
        int64_t v = e->steps[i].value, a, b, r;
        switch (e->steps[i].op) {
        case TL_CX_CONST: stack[sp++] = v; continue;
        case TL_CX_DIM: stack[sp++] = dims[v]; continue;
        default: break;
        }
        if (e->steps[i].op == TL_CX_SELECT) {
            if (sp < 3)
                return false;
            sp -= 2;
            stack[sp - 1] = stack[sp - 1] != 0 ? stack[sp] : stack[sp + 1];
            continue;
        }
        if (sp < 2)
            return false;
        b = stack[--sp];
        a = stack[--sp];
        switch (e->steps[i].op) {
        case TL_CX_ADD: if (__builtin_add_overflow(a, b, &r)) return false; break;
        case TL_CX_SUB: if (__builtin_sub_overflow(a, b, &r)) return false; break;
        case TL_CX_MUL: if (__builtin_mul_overflow(a, b, &r)) return false; break;
        case TL_CX_FLOORDIV:
        case TL_CX_FLOORMOD:
            if (b == 0 || (a == INT64_MIN && b == -1))
                return false;
            r = a / b;
            if ((a % b != 0) && ((a < 0) != (b < 0)))
                r--;
            if (e->steps[i].op == TL_CX_FLOORMOD)
                r = a - r * b;
            break;
        case TL_CX_MIN: r = a < b ? a : b; break;
        case TL_CX_MAX: r = a > b ? a : b; break;
        case TL_CX_LT: r = a < b; break;
        case TL_CX_LE: r = a <= b; break;
        case TL_CX_GT: r = a > b; break;
        case TL_CX_GE: r = a >= b; break;
        case TL_CX_EQ: r = a == b; break;
        case TL_CX_NE: r = a != b; break;
        default: return false;
        }
        stack[sp++] = r;
    }
    if (sp != 1)
        return false;
    *out = stack[0];
    return true;
}

const char *tl_cuda_kernel_function(const tl_cuda_kernel *k, const int64_t *dims)
{
    if (k->npaths == 0)
        return k->name;
    for (int i = 0; i < k->npaths; i++) {
        int64_t v;
        if (!tl_cuda_expr_eval(&k->paths[i].when, dims, &v))
            return NULL;
        if (v != 0)
            return k->paths[i].name;
    }
    return NULL;
}

void tl_cuda_artifact_free(void *artifact)
{
    tl_cuda_artifact *a = artifact;
    if (!a)
        return;
    free(a->source);
    free(a->cubin);
    free(a->kernels);
    free(a);
}
