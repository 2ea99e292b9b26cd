/*
 * exec.c: how the cpu backend's compilations become callable: the load
 * functions its spec names for execution backends cython and tvm_ffi
 * (specs/cpu.lua), on both of its target kinds.
 *
 * Where the generated code is decides the route (c's artifacts say it;
 * nothing asks for a target kind):
 *   device C,    host none  cython: a shared object (the device source and
 *                           the CPU prelude) built by the system compiler
 *                           through the compile cache; the runtime checks
 *                           the arguments and calls tilec_launch_NAME
 *   device C,    host C     tvm_ffi: one shared object of both sources; the
 *                           runtime calls tilec_packed_NAME
 *   device LLVM, host LLVM  tvm_ffi: with the cache on, both modules as one
 *                           shared library in the compile cache, keyed
 *                           before the modules are built, so that a hit
 *                           starts no LLVM (src/llvm/library.c; a miss
 *                           links it in the background and runs the JIT
 *                           meanwhile); else (the
 *                           cache off, no system linker) ORC LLJIT in
 *                           process, their objects kept in the compile
 *                           cache (src/llvm/jit.c)
 *   device LLVM, host C     tvm_ffi: the host source compiled to an object
 *                           (cached like the shared objects) and linked by
 *                           the JIT with the device module
 *   device C,    host LLVM  tvm_ffi: the device source as a shared object;
 *                           the JIT runs the host module against its launch
 *                           functions
 * JIT'd code resolves the CPU runtime (rt_exports.c, tilec_rt_symbols) in
 * process. cython on an LLVM device module is refused (the spec narrows
 * cython to target kind c).
 *
 * A shared object is built as
 *   $CC -O3 -march=M -std=c11 -fwrapv -fno-trapping-math -fno-math-errno -shared -fPIC -Wl,-Bsymbolic
 *       [-fno-tree-loop-distribute-patterns] [-mprefer-vector-width=512] -o kernel.so kernel.c [host.c] -lm -lpthread
 * next to tilec_prelude.h, and an object as
 *   $CC -O3 -march=M -std=c11 -fwrapv -fPIC -D_Thread_local= -c -o host.o host.c
 * (without thread-local storage, which the JIT cannot link); the bracketed
 * flags where $CC is GCC (GCC_SO_FLAG) and on x86 (VECTOR_FLAG). M is the
 * target's mcpu, else native. Extra flags follow (extra_flags: sanitizers in
 * a sanitizer build, TILEC_KERNEL_CFLAGS). The cache key holds the execution backend,
 * the target and host target, the backend's spec hash, the compiler and its
 * version, the flags, the CPU's model and flags (for -march=native), the
 * prelude and both sources.
 */
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend/internal.h"
#include "compile/compile.h"
#include "cpu/cpu.h"
#include "llvm/llvm.h"
#include "registry.h"
#include "runtime/runtime.h"

/* -fno-math-errno: no kernel reads errno, and with it set a sqrt is a
 * library call that may write it, which GCC neither hoists out of a loop
 * nor vectorizes: layernorm's short-row path computed `rsqrt` of its row's
 * sums once an element, in scalar code (docs/cpu.md) */
#define SO_FLAGS "-O3", "-std=c11", "-fwrapv", "-fno-trapping-math", "-fno-math-errno", "-shared", "-fPIC", "-Wl,-Bsymbolic"
#define SO_FLAGS_TEXT "-O3 -std=c11 -fwrapv -fno-trapping-math -fno-math-errno -shared -fPIC -Wl,-Bsymbolic -lm -lpthread"
/* GCC turns a loop that copies a row and also computes from it into a
 * memcpy and a second loop that reads the row again (loop distribution
 * into library calls): a row kernel's first loop became a memcpy by
 * `rep movsb` and a second pass. Off for the kernels; the loops that only
 * copy are calls in the generated C (codegen_c.c, copy_loop). */
#define GCC_SO_FLAG "-fno-tree-loop-distribute-patterns"
#define OBJ_FLAGS "-O3", "-std=c11", "-fwrapv", "-fPIC", "-D_Thread_local=", "-c"
#define OBJ_FLAGS_TEXT "-O3 -std=c11 -fwrapv -fPIC -D_Thread_local= -c"
/* x86: vectorize for the widest registers the CPU has. GCC (13 too) tunes
 * the Intel server CPUs, skylake-avx512 to sapphirerapids, for 256-bit
 * vectors even where AVX-512 has two full-width units: on the H100 host's
 * Sapphire Rapids the row kernels ran 15-35 % faster at 512 (docs/cpu.md,
 * "Vectors of 512 bits"). A CPU without AVX-512 has 256 at most anyway. */
#if defined(__x86_64__) || defined(__i386__)
#define VECTOR_FLAG "-mprefer-vector-width=512"
#else
#define VECTOR_FLAG NULL
#endif

/* The flags an argument list starts with (its first NULL). */
static int count_args(const char *const *args)
{
    int n = 0;
    while (args[n])
        n++;
    return n;
}

/* Flags after tilec's own, so that they win: in a sanitizer build of tilec
 * (make SANITIZE=1) the kernels are instrumented too, so that a kernel's
 * stray access fails there; then TILEC_KERNEL_CFLAGS, split at spaces (e.g.
 * -march=x86-64-v3 for a CPU valgrind models). Part of the cache key. */
#define MAX_EXTRA 24
static int extra_flags(char *buf, size_t cap, const char **out)
{
    int n = 0;
#ifdef TL_SANITIZE_KERNELS
    out[n++] = "-fsanitize=address,undefined";
    out[n++] = "-fno-sanitize-recover=all";
    out[n++] = "-fno-omit-frame-pointer";
#endif
    const char *e = getenv("TILEC_KERNEL_CFLAGS");
    snprintf(buf, cap, "%s", e ? e : "");
    char *save = NULL;
    for (char *w = strtok_r(buf, " \t", &save); w && n < MAX_EXTRA; w = strtok_r(NULL, " \t", &save))
        out[n++] = w;
    return n;
}

/* ---- what a handle owns ------------------------------------------------- */

typedef struct cpu_module {
    void *dl;          /* the shared object, or NULL */
    tl_llvm_jit *jit;  /* the JIT, or NULL */
    tl_cache_entry entry;
} cpu_module;

static void cpu_module_free(void *p)
{
    cpu_module *m = p;
    if (!m)
        return;
    tl_llvm_jit_free(m->jit); /* before the library its code may call is unloaded */
    if (m->dl)
        dlclose(m->dl);
    tl_cache_entry_release(&m->entry);
    free(m);
}

/* The launch ABI of compile.h, called after the runtime's checks. */
typedef int cpu_launch_fn(void *const *args, const int64_t *dims, const void *self);

static int launch_direct(void *fn, void *const *args, const int64_t *dims, const tl_launch_config *cfg, tl_error *err)
{
    cpu_launch_fn *f;
    memcpy(&f, &fn, sizeof f); /* POSIX: a dlsym result converts to a function pointer */
    return f(args, dims, cfg);
}

/* ---- building with the system compiler ---------------------------------- */

/* The CPU's model and flags (-march=native depends on them). */
static pthread_once_t cpu_once = PTHREAD_ONCE_INIT;
static char *cpu_ident;

static void read_cpu_ident(void)
{
    size_t len;
    char *all = tl_read_file("/proc/cpuinfo", &len);
    tl_strbuf b = { 0 };
    if (all) {
        /* the first processor's block: up to the first blank line */
        char *end = strstr(all, "\n\n");
        if (end)
            *end = 0;
        char *save = NULL;
        for (char *line = strtok_r(all, "\n", &save); line; line = strtok_r(NULL, "\n", &save))
            if (strncmp(line, "model name", 10) == 0 || strncmp(line, "flags", 5) == 0 ||
                strncmp(line, "vendor_id", 9) == 0 || strncmp(line, "Features", 8) == 0 ||
                strncmp(line, "CPU part", 8) == 0)
                tl_strbuf_printf(&b, "%s\n", line);
        free(all);
    }
    tl_strbuf_puts(&b, "");
    cpu_ident = b.data;
}

/* What one build compiles. */
typedef struct cc_build {
    char march[80];          /* -march=... */
    const char *device;      /* device source, or NULL */
    const char *host;        /* host source, or NULL */
    bool object;             /* host.o from host alone, else kernel.so */
} cc_build;

static void key_field(tl_strbuf *b, const char *name, const char *value)
{
    size_t n = value ? strlen(value) : 0;
    tl_strbuf_printf(b, "%s %zu:", name, n);
    if (n)
        tl_strbuf_append(b, value, n);
    tl_strbuf_puts(b, "\n");
}

static bool cc_build_in(void *ud, const char *dir, tl_error *err)
{
    const cc_build *in = ud;
    if (!tl_write_file(dir, TL_CPU_PRELUDE_NAME, tl_cpu_prelude, tl_cpu_prelude_len, err) ||
        (in->device && !tl_write_file(dir, "kernel.c", in->device, strlen(in->device), err)) ||
        (in->host && !tl_write_file(dir, "host.c", in->host, strlen(in->host), err)))
        return false;
    char out[4200], kc[4200], hc[4200], log[4200];
    snprintf(out, sizeof out, "%s/%s", dir, in->object ? "host.o" : "kernel.so");
    snprintf(kc, sizeof kc, "%s/kernel.c", dir);
    snprintf(hc, sizeof hc, "%s/host.c", dir);
    snprintf(log, sizeof log, "%s/cc.log", dir);
    char xbuf[1024];
    const char *extra[MAX_EXTRA];
    int nx = extra_flags(xbuf, sizeof xbuf, extra);
    if (in->object) {
        const char *args[16 + MAX_EXTRA] = { OBJ_FLAGS, in->march };
        int n = count_args(args);
        for (int i = 0; i < nx; i++)
            args[n++] = extra[i];
        args[n++] = "-o", args[n++] = out, args[n++] = hc, args[n] = NULL;
        return tl_run_cc(args, log, hc, err);
    }
    const char *args[16 + MAX_EXTRA] = { SO_FLAGS, in->march };
    int n = count_args(args);
    if (tl_cc_is_gcc())
        args[n++] = GCC_SO_FLAG;
    if (VECTOR_FLAG)
        args[n++] = VECTOR_FLAG;
    for (int i = 0; i < nx; i++)
        args[n++] = extra[i];
    args[n++] = "-o", args[n++] = out, args[n++] = kc;
    if (in->host)
        args[n++] = hc;
    args[n++] = "-lm";
    args[n++] = "-lpthread";
    args[n] = NULL;
    return tl_run_cc(args, log, kc, err);
}

/* Builds (or finds in the cache) in's product for c; entry gets its path. */
static bool cc_build_cached(const tl_compilation *c, const cc_build *in, tl_cache_entry *entry, tl_error *err)
{
    const tl_exec_backend *e = tl_context_execution_backend(c->ctx);
    const tl_target *host = tl_context_target_host(c->ctx);
    char tjson[1024], hjson[1024] = "";
    tl_target_to_json(tl_context_target(c->ctx), tjson, sizeof tjson);
    if (host && e->enable_host_codegen)
        tl_target_to_json(host, hjson, sizeof hjson);
    tl_strbuf k = { 0 };
    key_field(&k, "exec", e->name);
    key_field(&k, "target", tjson);
    key_field(&k, "host", hjson);
    tl_strbuf_printf(&k, "spec_hash %016llx\n", (unsigned long long)tl_context_module(c->ctx)->spec_hash);
    if (!tl_cc_identity(&k, err)) {
        tl_strbuf_free(&k);
        return false;
    }
    key_field(&k, "march", in->march);
    key_field(&k, "flags", in->object ? OBJ_FLAGS_TEXT : SO_FLAGS_TEXT);
    if (!in->object && tl_cc_is_gcc())
        key_field(&k, "flags", GCC_SO_FLAG);
    if (!in->object && VECTOR_FLAG)
        key_field(&k, "flags", VECTOR_FLAG);
    char xbuf[1024];
    const char *extra[MAX_EXTRA];
    int nx = extra_flags(xbuf, sizeof xbuf, extra);
    for (int i = 0; i < nx; i++)
        key_field(&k, "extra", extra[i]);
    pthread_once(&cpu_once, read_cpu_ident);
    key_field(&k, "cpu", cpu_ident);
    tl_strbuf_printf(&k, "prelude %lu:", tl_cpu_prelude_len);
    tl_strbuf_append(&k, tl_cpu_prelude, tl_cpu_prelude_len);
    tl_strbuf_puts(&k, "\n");
    key_field(&k, "device", in->device);
    key_field(&k, "host_source", in->host);
    bool ok = !k.failed || tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    if (ok) {
        tl_cache_request r = { k.data, k.len, in->object ? "host.o" : "kernel.so", cc_build_in, (void *)in };
        ok = tl_cache_get(&r, entry, err);
    }
    tl_strbuf_free(&k);
    return ok;
}

/* -march= from the target's mcpu (letters, digits, - _ .), else native. */
static void march_of(const tl_compilation *c, char *buf, size_t cap)
{
    const char *mcpu = tl_target_attr(tl_context_target(c->ctx), "mcpu");
    bool ok = mcpu && *mcpu && strspn(mcpu, "abcdefghijklmnopqrstuvwxyz0123456789-_.") == strlen(mcpu);
    snprintf(buf, cap, "-march=%s", ok ? mcpu : "native");
}

/* ---- the routes ----------------------------------------------------------- */

static tl_kernel_handle *fail_with(tl_kernel_handle *h, cpu_module *m)
{
    cpu_module_free(m);
    tl_kernel_handle_free(h);
    return NULL;
}

static tl_kernel_handle *load(tl_compilation *c, bool packed, tl_error *err)
{
    const tl_exec_backend *e = tl_context_execution_backend(c->ctx);
    const char *prefix = tl_context_target(c->ctx)->kind->launch_prefix;
    tl_llvm_artifact *dev_ll = tl_llvm_device_module(c), *host_ll = packed ? tl_llvm_host_module(c) : NULL;
    bool dev_c = !dev_ll && c->device_source.len > 0;
    bool host_c = packed && !host_ll && c->host_source.len > 0;
    if (!dev_ll && !dev_c) {
        tl_error_set(err, TL_ERR_INVALID, "execution backend %s: no device code to build (did the codegen run?)", e->name);
        return NULL;
    }
    if (packed && !host_ll && !host_c) {
        tl_error_set(err, TL_ERR_INVALID, "execution backend %s: no host code to build (did the host codegen run?)",
                     e->name);
        return NULL;
    }
    if (!packed && dev_ll) {
        tl_error_set(err, TL_ERR_NOT_IMPLEMENTED,
                     "execution backend %s: the device code is an LLVM module, which runs through tvm_ffi", e->name);
        return NULL;
    }
    tl_kernel_handle *h = tl_handle_new(c, err);
    cpu_module *m = calloc(1, sizeof *m);
    if (!h || !m) {
        if (h && !m)
            tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
        return fail_with(h, m);
    }
    int n = tl_kernel_handle_nkernels(h);
    bool library = false; /* the LLVM modules' library, from src/llvm/library.c */
    bool linking = false; /* a miss of it: linked in the background, the JIT meanwhile */
    cc_build in = { .device = dev_c ? tl_strbuf_cstr(&c->device_source) : NULL,
                    .host = host_c ? tl_strbuf_cstr(&c->host_source) : NULL };
    march_of(c, in.march, sizeof in.march);
    if (dev_ll && host_c) {
        in.object = true;
        in.device = NULL;
    }
    if (dev_c || host_c) {
        if (!cc_build_cached(c, &in, &m->entry, err))
            return fail_with(h, m);
        if (!in.object && !(m->dl = dlopen(m->entry.path, RTLD_LOCAL | RTLD_NOW))) {
            const char *why = dlerror();
            tl_error_set(err, TL_ERR_INTERNAL, "cannot load %s: %s", m->entry.path, why ? why : "?");
            return fail_with(h, m);
        }
    }
    if (dev_ll || host_ll) {
        /* the CPU runtime, and for a C device its launch functions */
        size_t nrt = 0;
        while (tilec_rt_symbols[nrt].name)
            nrt++;
        tl_llvm_symbol *syms = calloc(nrt + (size_t)n, sizeof *syms);
        char(*names)[512] = calloc((size_t)n + 1, sizeof *names);
        bool ok = syms && names;
        if (!ok)
            tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
        size_t nsyms = 0;
        for (size_t i = 0; ok && i < nrt; i++)
            syms[nsyms++] = (tl_llvm_symbol){ tilec_rt_symbols[i].name, tilec_rt_symbols[i].addr };
        for (int i = 0; ok && dev_c && i < n; i++) {
            const char *kn = tl_kernel_handle_kernel_name(h, i);
            snprintf(names[i], sizeof names[i], "%s%s", prefix, kn);
            syms[nsyms].name = names[i];
            if (!(syms[nsyms++].addr = dlsym(m->dl, names[i])))
                ok = tl_error_set(err, TL_ERR_INVALID, "execution backend %s: %s defines no %s (the device source lacks kernel %s)",
                                  e->name, m->entry.path, names[i], kn);
        }
        tl_llvm_artifact *mods[2] = { dev_ll, host_ll };
        /* both modules LLVM, the cache on: the program's library from the
         * cache (no LLVM on a hit), else the JIT */
        bool jit = true;
        if (ok && dev_ll && host_ll && tl_runtime_cache_enabled()) {
            library = tl_llvm_library_open(c, mods, 2, syms, nsyms, &m->dl, &m->entry, &jit, &linking, err);
            ok = library || jit;
        }
        if (ok && jit)
            m->jit = tl_llvm_jit_create(c, mods, 2, in.object ? m->entry.path : NULL, syms, nsyms, err);
        free(syms);
        free(names);
        if (!m->jit && !library)
            return fail_with(h, m);
    }
    for (int i = 0; i < n; i++) {
        char sym[512];
        snprintf(sym, sizeof sym, "%s%s", packed ? "tilec_packed_" : prefix, tl_kernel_handle_kernel_name(h, i));
        void *f = m->jit ? tl_llvm_jit_lookup(m->jit, sym, err) : dlsym(m->dl, sym);
        if (!f) {
            if (!m->jit)
                tl_error_set(err, TL_ERR_INVALID, "execution backend %s: %s defines no %s (the %s source lacks kernel %s)",
                             e->name, m->entry.path, sym, packed ? "host" : "device", tl_kernel_handle_kernel_name(h, i));
            return fail_with(h, m);
        }
        if (packed) {
            tl_packed_fn *pf;
            memcpy(&pf, &f, sizeof f);
            tl_handle_set_packed(h, i, pf);
        } else {
            tl_handle_set_launch(h, i, launch_direct, f);
        }
    }
    /* from the cache: every part that had to be built (a shared object, a
     * C host's object, the JIT's objects) was found there */
    bool hit = (m->entry.path || m->jit) && (!m->entry.path || m->entry.hit) &&
               (!m->jit || tl_llvm_jit_from_cache(m->jit)) && !linking;
    /* the LLVM modules' library works only as loaded here (its runtime
     * slots filled): no file to name, as with the JIT */
    tl_handle_own(h, m, cpu_module_free, library ? NULL : m->entry.path, hit);
    return h;
}

tl_kernel_handle *tl_cpu_cython_load(struct tl_compilation *c, tl_error *err) { return load(c, false, err); }

tl_kernel_handle *tl_cpu_tvm_ffi_load(struct tl_compilation *c, tl_error *err) { return load(c, true, err); }

/* ---- the C codegen's emit kinds (specs/cpu.lua) --------------------------- */

typedef struct emit_build {
    const tl_compilation *c;
    const char *kind; /* "asm" or "obj" */
    char march[80];
} emit_build;

static bool emit_in(void *ud, const char *dir, tl_error *err)
{
    const emit_build *eb = ud;
    const char *src = tl_strbuf_cstr((tl_strbuf *)&eb->c->device_source);
    if (!tl_write_file(dir, TL_CPU_PRELUDE_NAME, tl_cpu_prelude, tl_cpu_prelude_len, err) ||
        !tl_write_file(dir, "kernel.c", src, strlen(src), err))
        return false;
    char out[4200], kc[4200], log[4200];
    snprintf(out, sizeof out, "%s/out", dir);
    snprintf(kc, sizeof kc, "%s/kernel.c", dir);
    snprintf(log, sizeof log, "%s/cc.log", dir);
    char xbuf[1024];
    const char *extra[MAX_EXTRA];
    int nx = extra_flags(xbuf, sizeof xbuf, extra);
    const char *args[16 + MAX_EXTRA] = { "-O3", "-std=c11", "-fwrapv", "-fno-trapping-math", "-fno-math-errno", "-fPIC", eb->march };
    int n = count_args(args);
    if (VECTOR_FLAG)
        args[n++] = VECTOR_FLAG;
    for (int i = 0; i < nx; i++)
        args[n++] = extra[i];
    args[n++] = strcmp(eb->kind, "asm") == 0 ? "-S" : "-c";
    args[n++] = "-o", args[n++] = out, args[n++] = kc, args[n] = NULL;
    return tl_run_cc(args, log, kc, err);
}

bool tl_c_codegen_emit(struct tl_compilation *c, const char *kind, struct tl_strbuf *out, tl_error *err)
{
    if (strcmp(kind, "source") == 0) {
        tl_strbuf_append(out, c->device_source.data ? c->device_source.data : "", c->device_source.len);
        return !out->failed || tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    }
    if (strcmp(kind, "asm") != 0 && strcmp(kind, "obj") != 0)
        return tl_error_set(err, TL_ERR_INVALID, "c emit: unknown kind '%s' (source, asm or obj)", kind);
    emit_build eb = { .c = c, .kind = kind };
    march_of(c, eb.march, sizeof eb.march);
    tl_cache_entry e;
    if (!tl_build_private(emit_in, &eb, "out", &e, err))
        return false;
    size_t len;
    char *data = tl_read_file(e.path, &len);
    bool ok = data != NULL;
    if (ok)
        tl_strbuf_append(out, data, len);
    else
        tl_error_set(err, TL_ERR_INTERNAL, "cannot read %s", e.path);
    free(data);
    tl_cache_entry_release(&e);
    return ok && (!out->failed || tl_error_set(err, TL_ERR_INTERNAL, "out of memory"));
}

bool tl_llvm_codegen_emit(struct tl_compilation *c, const char *kind, struct tl_strbuf *out, tl_error *err)
{
    return tl_llvm_emit_module(c, tl_llvm_device_module(c), kind, out, err);
}
