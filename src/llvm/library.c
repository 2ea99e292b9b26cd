/*
 * library.c: a program of target llvm as a shared library in the compile
 * cache, so that a load from the cache starts no LLVM (llvm.h,
 * tl_llvm_library_open; src/cpu/exec.c uses it when the device and the host
 * code are both LLVM modules and the cache is on).
 *
 * The entry's key is made before any LLVM module is built (the codegens
 * defer them, emit.c): the source text and its -D values as the front end
 * had them, the pass options, the module as the passes left it (printed),
 * the target, host target, execution backend and spec hash, the build IDs
 * of the code that makes the modules (tilec's, which holds the front end,
 * the passes, the codegens and TL_LLVM_PIPELINE) and of the LLVM library in
 * the process, and this machine's CPU (/proc/cpuinfo's first processor: the
 * host CPU and features that native code is compiled for). tl_cache_get adds
 * tilec's version. Any of them missing (a caller that gives no source, a
 * binary without a build ID): no library, the JIT's route (jit.c).
 *
 * A miss builds the modules, compiles each to an object (through the
 * compile cache, as the JIT does: tl_llvm_write_objects) into a private
 * folder inside the cache, and starts the system compiler there, which
 * links them into kernel.so in the background:
 *   $CC -shared -fPIC -Wl,-z,defs -Wl,-z,noexecstack -Wl,-Bsymbolic
 *       -o kernel.so module1.o module2.o slots.s -lm
 * slots.s defines each runtime function the code may call (the caller's
 * symbols and the host runtime's tilec_rt_host_*, which a library loaded
 * RTLD_LOCAL, or a static tilec, does not export) as a jump through a slot
 * of tilec_library_slots, which the load fills with the functions' addresses
 * in this process before anything is called. Meanwhile the load returns
 * with the JIT linking the same objects (in memory), as without a library:
 * a cold compile waits for no linker. A thread of this process waits for
 * the link and installs the folder as every entry is installed (sealed, its
 * manifest with kernel.so's size and SHA-256, renamed into place); the
 * process's exit waits for it (at most TL_CACHE_EXIT_WAIT_MS, then the link
 * is killed and its folder removed), so that the next process finds the
 * library, complete and verified, or none (tl_cache_build_background,
 * src/runtime/cache.c). A hit is dlopen and dlsym: no LLVM is initialized,
 * no target machine or JIT made. The entry is checked as every entry is
 * (size and SHA-256 at each load; a damaged one rebuilt).
 *
 * Not available (then the JIT links the objects, and says why once on
 * stderr): no system C compiler to link with, a link that fails (said when
 * it fails), a CPU other than x86-64 (slots.s is x86-64 assembly).
 */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compile/compile.h"
#include "llvm/llvm.h"
#include "runtime/runtime.h"

#if defined(TL_HAVE_LLVM) && defined(__x86_64__) && defined(__linux__)
#include <link.h>
#include <pthread.h>
#include <stdatomic.h>
#include <time.h>

#include "llvm/host_rt.h"
#include "util/arena.h"

#define LIBRARY_KEY_FORMAT "llvm-library 1"

/* ---- what the key names besides the program ------------------------------ */

/* The build ID (hex) of the object that holds tilec's code, and those of
 * the LLVM libraries the process has loaded; found once a process. */
static pthread_once_t ids_once = PTHREAD_ONCE_INIT;
static char tilec_id[130], llvm_ids[600];

static void note_build_id(const struct dl_phdr_info *info, char *out, size_t cap)
{
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
        if (ph->p_type != PT_NOTE)
            continue;
        const unsigned char *p = (const unsigned char *)(info->dlpi_addr + ph->p_vaddr);
        const unsigned char *end = p + ph->p_memsz;
        while (p + sizeof(ElfW(Nhdr)) <= end) {
            const ElfW(Nhdr) *n = (const ElfW(Nhdr) *)p;
            const unsigned char *name = p + sizeof *n, *desc = name + ((n->n_namesz + 3) & ~3u);
            if (desc + n->n_descsz > end)
                break;
            if (n->n_type == NT_GNU_BUILD_ID && n->n_namesz == 4 && memcmp(name, "GNU", 4) == 0) {
                size_t len = strlen(out);
                for (unsigned k = 0; k < n->n_descsz && len + 3 < cap; k++, len += 2)
                    snprintf(out + len, cap - len, "%02x", desc[k]);
                return;
            }
            p = desc + ((n->n_descsz + 3) & ~3u);
        }
    }
}

static int find_ids(struct dl_phdr_info *info, size_t size, void *ud)
{
    (void)size;
    uintptr_t self = (uintptr_t)ud;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
        uintptr_t lo = info->dlpi_addr + ph->p_vaddr;
        if (ph->p_type == PT_LOAD && self >= lo && self < lo + ph->p_memsz && !tilec_id[0])
            note_build_id(info, tilec_id, sizeof tilec_id);
    }
    const char *name = info->dlpi_name ? strrchr(info->dlpi_name, '/') : NULL;
    if (name && strstr(name, "LLVM")) {
        size_t len = strlen(llvm_ids);
        snprintf(llvm_ids + len, sizeof llvm_ids - len, "%s ", name + 1);
        note_build_id(info, llvm_ids, sizeof llvm_ids);
        len = strlen(llvm_ids);
        snprintf(llvm_ids + len, sizeof llvm_ids - len, "\n");
    }
    return 0;
}

static void read_build_ids(void)
{
    bool (*self)(struct tl_compilation *, tl_llvm_artifact *const *, size_t, const tl_llvm_symbol *, size_t, void **,
                 tl_cache_entry *, bool *, bool *, tl_error *) = tl_llvm_library_open;
    uintptr_t addr;
    memcpy(&addr, &self, sizeof addr);
    dl_iterate_phdr(find_ids, (void *)addr);
}

/* This machine's CPU: the identifying lines of /proc/cpuinfo's first
 * processor (read no further), once a process. */
static pthread_once_t cpu_once = PTHREAD_ONCE_INIT;
static char cpu_text[8192];

static void read_cpu(void)
{
    FILE *f = fopen("/proc/cpuinfo", "r");
    char line[6000];
    size_t len = 0;
    static const char *const keep[] = { "vendor_id", "cpu family", "model", "stepping", "flags", "Features",
                                        "CPU implementer", "CPU architecture", "CPU variant", "CPU part" };
    while (f && fgets(line, sizeof line, f) && line[0] != '\n')
        for (size_t i = 0; i < sizeof keep / sizeof *keep; i++)
            if (strncmp(line, keep[i], strlen(keep[i])) == 0 && len + strlen(line) < sizeof cpu_text) {
                memcpy(cpu_text + len, line, strlen(line) + 1);
                len += strlen(line);
                break;
            }
    if (f)
        fclose(f);
}

static void key_text(tl_strbuf *k, const char *name, const char *value, size_t n)
{
    tl_strbuf_printf(k, "%s %zu:", name, n);
    tl_strbuf_append(k, value ? value : "", n);
    tl_strbuf_puts(k, "\n");
}

static void key_str(tl_strbuf *k, const char *name, const char *value)
{
    key_text(k, name, value, value ? strlen(value) : 0);
}

/* The library's key, or false (why in err) when c does not give one. */
static bool library_key(const tl_compilation *c, const tl_llvm_symbol *syms, size_t nsyms, tl_strbuf *k,
                        tl_error *err)
{
    if (!c->source)
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "the compilation names no source text");
    pthread_once(&ids_once, read_build_ids);
    if (!tilec_id[0])
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "tilec's code has no build ID (link it with -Wl,--build-id)");
    pthread_once(&cpu_once, read_cpu);
    if (!cpu_text[0])
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "/proc/cpuinfo cannot be read");
    tl_strbuf_printf(k, "%s\n", LIBRARY_KEY_FORMAT);
    key_str(k, "tilec build-id", tilec_id);
    key_str(k, "llvm build-ids", llvm_ids);
    tl_strbuf_printf(k, "pipeline %s codegen level %d pic small\n", TL_LLVM_PIPELINE, TL_LLVM_JIT_CODEGEN_LEVEL);
    key_str(k, "cpu", cpu_text);
    char json[1024];
    tl_target_to_json(tl_context_target(c->ctx), json, sizeof json);
    key_str(k, "target", json);
    const tl_target *host = tl_context_target_host(c->ctx);
    json[0] = 0;
    if (host)
        tl_target_to_json(host, json, sizeof json);
    key_str(k, "host", json);
    key_str(k, "exec", tl_context_execution_backend(c->ctx)->name);
    tl_strbuf_printf(k, "spec_hash %016llx\n", (unsigned long long)tl_context_module(c->ctx)->spec_hash);
    for (size_t i = 0; i < nsyms; i++)
        key_str(k, "runtime", syms[i].name);
    for (size_t i = 0; i < tl_host_rt_nexports; i++)
        key_str(k, "runtime", tl_host_rt_exports[i].name);
    key_str(k, "path", c->path);
    for (int i = 0; i < c->noptions; i++)
        tl_strbuf_printf(k, "option %s %d\n", c->option_names[i], c->option_values[i]);
    for (size_t i = 0; i < c->ndefines; i++) {
        key_str(k, "define", c->defines[i].name);
        key_str(k, "value", c->defines[i].value);
    }
    key_text(k, "source", c->source, c->source_len);
    for (size_t i = 0; i < c->module->nkernels; i++)
        key_text(k, "kernel source", c->module->kernels[i]->source_text, c->module->kernels[i]->source_len);
    char *ir = NULL;
    size_t irlen = 0;
    FILE *f = open_memstream(&ir, &irlen);
    if (!f)
        return tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    tl_ir_print(f, c->module);
    for (size_t i = 0; i < c->module->nkernels; i++) {
        const tl_kernel_lowering *l = &c->module->kernels[i]->lowered;
        fprintf(f, "lowered %d %d %d %d %d %d %d\n", l->max_threads_per_block, l->safe_memory, l->layouts,
                l->tile_ops_lowered, l->threads_as_loops, l->split, l->packed_api);
    }
    fclose(f);
    key_text(k, "ir", ir, irlen);
    free(ir);
    return !k->failed || tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
}

/* ---- the link --------------------------------------------------------------- */

typedef struct lib_build {
    tl_compilation *c;
    tl_llvm_artifact *const *modules;
    size_t nmodules;
    const tl_llvm_symbol *syms;
    size_t nsyms;
    bool linked;  /* the link was started or tried: no linker means no library here */
} lib_build;

/* slots.s: each runtime function a jump through its slot. */
static bool write_slots(const lib_build *lb, const char *dir, tl_error *err)
{
    tl_strbuf s = { 0 };
    size_t n = lb->nsyms + tl_host_rt_nexports;
    tl_strbuf_puts(&s, "\t.text\n");
    for (size_t i = 0; i < n; i++) {
        const char *name = i < lb->nsyms ? lb->syms[i].name : tl_host_rt_exports[i - lb->nsyms].name;
        tl_strbuf_printf(&s, "\t.globl %s\n\t.hidden %s\n\t.type %s,@function\n%s:\n\tjmp *.Lslots+%zu(%%rip)\n", name,
                         name, name, name, 8 * i);
    }
    tl_strbuf_printf(&s,
                     "\t.data\n\t.balign 8\n\t.globl tilec_library_nslots\ntilec_library_nslots:\n\t.quad %zu\n"
                     "\t.globl tilec_library_slots\ntilec_library_slots:\n.Lslots:\n\t.zero %zu\n"
                     "\t.section .note.GNU-stack,\"\",@progbits\n",
                     n, 8 * (n ? n : 1));
    bool ok = !s.failed ? tl_write_file(dir, "slots.s", s.data, s.len, err)
                        : tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    tl_strbuf_free(&s);
    return ok;
}

/* The background build's start: the objects (kept in the artifacts too,
 * for the JIT), slots.s, and the link of kernel.so started; the objects
 * stay in the folder until it is installed or removed (their own entries
 * keep them as well). */
static bool start_link(void *ud, const char *dir, const char *log, int *pid, tl_error *err)
{
    lib_build *lb = ud;
    char objs[TL_LLVM_MAX_MODULES][4200];
    size_t nobj = 0;
    if (!tl_llvm_write_objects(lb->c, lb->modules, lb->nmodules, dir, objs, &nobj, err) || !write_slots(lb, dir, err))
        return false;
    char out[4200], slots[4200];
    snprintf(out, sizeof out, "%s/kernel.so", dir);
    snprintf(slots, sizeof slots, "%s/slots.s", dir);
    const char *args[16 + TL_LLVM_MAX_MODULES] = { "-shared", "-fPIC", "-Wl,-z,defs", "-Wl,-z,noexecstack",
                                                    "-Wl,-Bsymbolic", "-o", out };
    int n = 7;
    for (size_t i = 0; i < nobj; i++)
        args[n++] = objs[i];
    args[n++] = slots;
    args[n++] = "-lm";
    args[n] = NULL;
    lb->linked = true;
    return tl_cc_start(args, log, pid, err);
}

/* ---- the load ------------------------------------------------------------- */

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* Once a process on stderr: why the JIT links the objects instead. */
static atomic_flag noted = ATOMIC_FLAG_INIT;

static void note(const tl_error *why)
{
    if (!atomic_flag_test_and_set(&noted))
        fprintf(stderr,
                "tilec: note: target llvm: no shared library of the program (%s); LLVM's JIT links its objects, so a "
                "load from the compile cache still starts LLVM\n",
                why->msg);
}

static bool fall_back(bool *fallback, const tl_error *why)
{
    note(why);
    *fallback = true;
    return false;
}

/* Fills the slots of the library h with the functions' addresses here. */
static bool fill_slots(void *h, const char *path, const tl_llvm_symbol *syms, size_t nsyms, tl_error *err)
{
    size_t n = nsyms + tl_host_rt_nexports;
    const uint64_t *count = dlsym(h, "tilec_library_nslots");
    void **slots = dlsym(h, "tilec_library_slots");
    if (!count || !slots || *count != n)
        return tl_error_set(err, TL_ERR_INTERNAL, "%s: no runtime slots for %zu functions", path, n);
    for (size_t i = 0; i < n; i++)
        if (i < nsyms)
            slots[i] = syms[i].addr;
        else
            memcpy(&slots[i], &tl_host_rt_exports[i - nsyms].fn, sizeof slots[i]);
    return true;
}

bool tl_llvm_library_open(struct tl_compilation *c, tl_llvm_artifact *const *modules, size_t nmodules,
                          const tl_llvm_symbol *syms, size_t nsyms, void **handle, tl_cache_entry *entry,
                          bool *fallback, bool *linking, tl_error *err)
{
    *handle = NULL;
    *fallback = false;
    *linking = false;
    memset(entry, 0, sizeof *entry);
    if (nmodules > TL_LLVM_MAX_MODULES)
        return tl_error_set(err, TL_ERR_INTERNAL, "%zu LLVM modules (at most %d)", nmodules, TL_LLVM_MAX_MODULES);
    double t0 = now_ms();
    tl_strbuf k = { 0 };
    tl_error why = { 0 };
    if (!library_key(c, syms, nsyms, &k, &why)) {
        tl_strbuf_free(&k);
        if (why.code == TL_ERR_INTERNAL)
            return tl_error_set(err, why.code, "%s", why.msg);
        *fallback = true; /* a caller that gives no source: the JIT's route, as before */
        return c->source ? fall_back(fallback, &why) : false;
    }
    lib_build lb = { c, modules, nmodules, syms, nsyms, false };
    tl_cache_request r = { k.data, k.len, "kernel.so", NULL, &lb };
    bool ok = tl_cache_find(&r, entry, &why);
    if (!ok && !why.code) {
        /* A miss: the objects made here, the link started in the background
         * (installed by a thread of this process when it is done), and the
         * JIT links the objects meanwhile: a cold compile waits for no
         * linker. */
        ok = tl_cache_build_background(&r, start_link, note, &why);
        tl_strbuf_free(&k);
        if (c->timing && ok)
            fprintf(c->timing, "    %-28s %8.3f ms (%s)\n", "llvm: library", now_ms() - t0,
                    "a miss: linked in the background");
        *linking = ok;
        if (!ok && lb.linked) /* the objects were made, the linker cannot be run */
            return fall_back(fallback, &why);
        if (!ok && why.code != TL_ERR_UNAVAILABLE)
            return tl_error_set(err, why.code, "%s", why.msg);
        *fallback = true; /* the JIT, with the objects made here if they were */
        return false;
    }
    tl_strbuf_free(&k);
    if (!ok)
        return tl_error_set(err, why.code, "%s", why.msg);
    void *h = dlopen(entry->path, RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        const char *e = dlerror();
        tl_error_set(err, TL_ERR_INTERNAL, "cannot load %s: %s", entry->path, e ? e : "?");
        tl_cache_entry_release(entry);
        return false;
    }
    if (!fill_slots(h, entry->path, syms, nsyms, err)) {
        dlclose(h);
        tl_cache_entry_release(entry);
        return false;
    }
    if (c->timing)
        fprintf(c->timing, "    %-28s %8.3f ms (%s)\n", "llvm: library", now_ms() - t0, "from the compile cache");
    *handle = h;
    return true;
}

#else /* no LLVM, or not x86-64 Linux */

bool tl_llvm_library_open(struct tl_compilation *c, tl_llvm_artifact *const *modules, size_t nmodules,
                          const tl_llvm_symbol *syms, size_t nsyms, void **handle, tl_cache_entry *entry,
                          bool *fallback, bool *linking, tl_error *err)
{
    *handle = NULL;
    *fallback = true;
    *linking = false;
    memset(entry, 0, sizeof *entry);
#ifdef TL_HAVE_LLVM
    static bool noted;
    if (c->source && !noted) {
        noted = true;
        fprintf(stderr, "tilec: note: target llvm: no shared library of the program on this CPU (x86-64 only); "
                        "LLVM's JIT links its objects, so a load from the compile cache still starts LLVM\n");
    }
#endif
    return false;
}

#endif
