/*
 * toolchain.c: the rocm backend's build: HIP source to an AMD GPU code
 * object through clang, and the kernels' resources read back from it.
 *
 * No ROCm stack of AMD's is needed, nor HIP's headers (the source includes
 * none: codegen.c): Debian's clang 15 with the ROCm 5.2 device libraries
 * (rocm-device-libs) builds for gfx90a; gfx94x needs LLVM 19's clang and lld (clang-19,
 * lld-19), given the same device libraries by hand (-mlink-builtin-bitcode:
 * clang 19 looks for a gfx942 ISA file ROCm 5.2 lacks, and gfx940's says
 * the same ISA family). Each tool is started with an argument vector
 * (posix_spawn), never a shell, in a private temporary folder.
 *
 * Resources: `llvm-readelf --notes` prints the code object's AMDGPU
 * metadata (msgpack) as YAML; each kernel's entry gives its LDS (group
 * segment), scratch (private segment), VGPR/AGPR/SGPR counts and spills.
 *
 * Flow: codegen.c's artifact in; rocm.c's build, emit and compile callback
 * call these.
 */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "rocm/rocm.h"
#include "runtime/runtime.h"
#include "util/arena.h"

/* CDNA's wavefronts are 64 lanes and its LDS 64 KiB a workgroup. */
static const tl_hip_arch archs[] = {
    { "gfx90a", 64, 65536, 15, "90a" },
    { "gfx940", 64, 65536, 19, "940" },
    { "gfx942", 64, 65536, 19, "940" },
};

bool tl_hip_arch_of(const char *mcpu, tl_hip_arch *out, tl_error *err)
{
    if (!mcpu || !*mcpu)
        mcpu = "gfx942";
    for (size_t i = 0; i < sizeof archs / sizeof *archs; i++)
        if (strcmp(archs[i].name, mcpu) == 0) {
            *out = archs[i];
            return true;
        }
    return tl_error_set(err, TL_ERR_INVALID, "hip: mcpu '%s' is not an architecture this backend builds for (gfx90a, gfx940, gfx942)",
                        mcpu);
}

/* The first of names that is an executable file, or NULL. */
static const char *first_tool(const char *const *names)
{
    for (int i = 0; names[i]; i++)
        if (access(names[i], X_OK) == 0)
            return names[i];
    return NULL;
}

static const char *clang_for(int major)
{
    static const char *const c15[] = { "/usr/lib/llvm-15/bin/clang++", "/usr/bin/clang++-15", NULL };
    static const char *const c19[] = { "/usr/lib/llvm-19/bin/clang++", "/usr/bin/clang++-19", NULL };
    return first_tool(major == 15 ? c15 : c19);
}

static const char *readelf_tool(void)
{
    static const char *const r[] = { "/usr/lib/llvm-19/bin/llvm-readelf", "/usr/bin/llvm-readelf-19",
                                     "/usr/lib/llvm-15/bin/llvm-readelf", "/usr/bin/llvm-readelf-15", NULL };
    return first_tool(r);
}

/* The ROCm device libraries (ocml, ockl, oclc_*): $ROCM_DEVICE_LIB_PATH, or
 * where Debian's rocm-device-libs puts them. */
static const char *device_libs(void)
{
    const char *e = getenv("ROCM_DEVICE_LIB_PATH");
    if (e && *e)
        return e;
    return "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode";
}

bool tl_hip_toolchain(const tl_hip_arch *arch, char *reason, size_t cap)
{
    if (!clang_for(arch->clang)) {
        snprintf(reason, cap, "no clang %d for %s (clang-%d%s)", arch->clang, arch->name, arch->clang,
                 arch->clang == 19 ? ", lld-19" : "");
        return false;
    }
    if (access(device_libs(), R_OK) != 0) {
        snprintf(reason, cap, "no ROCm device libraries at %s (rocm-device-libs)", device_libs());
        return false;
    }
    if (!readelf_tool()) {
        snprintf(reason, cap, "no llvm-readelf (llvm-19 or llvm-15)");
        return false;
    }
    return true;
}

extern char **environ;

/* Runs argv with stdout and stderr into log; true when it exits 0. */
static bool run_tool(char *const *argv, const char *log, const char *what, tl_error *err)
{
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    posix_spawn_file_actions_adddup2(&fa, 1, 2);
    pid_t pid;
    int rc = posix_spawn(&pid, argv[0], &fa, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    if (rc != 0)
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "%s: cannot run %s: %s", what, argv[0], strerror(rc));
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    tl_runtime_count_compile();
    if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
        return true;
    size_t len = 0;
    char *text = tl_read_file(log, &len);
    if (text && len > 3000)
        text[3000] = 0; /* the first errors say what is wrong */
    tl_error_set(err, TL_ERR_INVALID, "%s failed: %s", what, text ? text : "(no output)");
    free(text);
    return false;
}

/* clang's arguments for arch up to its inputs and output (the strings it
 * points at in a); 0 with err where the toolchain is missing. */
typedef struct clang_args {
    char *argv[128];
    char libpath[4300], isa[4300], arch[64];
    char libs[8][4300];
} clang_args;

static int base_args(const tl_hip_arch *arch, const char *const *extra, clang_args *a, tl_error *err)
{
    const char *clang = clang_for(arch->clang);
    if (!clang)
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "hip: no clang %d for %s (install clang-%d%s)", arch->clang, arch->name,
                            arch->clang, arch->clang == 19 ? " and lld-19" : ""), 0;
    const char *bc = device_libs();
    if (access(bc, R_OK) != 0)
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "hip: no ROCm device libraries at %s (install rocm-device-libs)", bc), 0;
    int n = 0;
    char **argv = a->argv;
    argv[n++] = (char *)clang;
    argv[n++] = "-x";
    argv[n++] = "hip";
    argv[n++] = "--rocm-path=/usr";
    argv[n++] = "-nogpuinc"; /* the source needs no header (codegen.c) */
    argv[n++] = "-std=c++17";
    if (arch->clang == 15) {
        snprintf(a->libpath, sizeof a->libpath, "--hip-device-lib-path=%s", bc);
        argv[n++] = a->libpath;
    } else {
        /* clang 19 would look for ROCm 6's gfx942 ISA file: the libraries
         * are linked one by one, with the ISA file of the arch's family */
        static const char *const names[] = { "ocml", "ockl", "oclc_daz_opt_off", "oclc_unsafe_math_off",
                                             "oclc_finite_only_off", "oclc_correctly_rounded_sqrt_on",
                                             "oclc_wavefrontsize64_on", "oclc_abi_version_500" };
        argv[n++] = "-nogpulib";
        for (int i = 0; i < 8; i++) {
            snprintf(a->libs[i], sizeof a->libs[i], "%s/%s.bc", bc, names[i]);
            argv[n++] = "-Xclang";
            argv[n++] = "-mlink-builtin-bitcode";
            argv[n++] = "-Xclang";
            argv[n++] = a->libs[i];
        }
        snprintf(a->isa, sizeof a->isa, "%s/oclc_isa_version_%s.bc", bc, arch->isa_lib);
        argv[n++] = "-Xclang";
        argv[n++] = "-mlink-builtin-bitcode";
        argv[n++] = "-Xclang";
        argv[n++] = a->isa;
    }
    snprintf(a->arch, sizeof a->arch, "--offload-arch=%s", arch->name);
    argv[n++] = a->arch;
    argv[n++] = "--cuda-device-only";
    argv[n++] = "--no-gpu-bundle-output";
    argv[n++] = "-O3";
    for (int i = 0; extra && extra[i] && n < 80; i++)
        argv[n++] = (char *)extra[i];
    return n;
}

typedef struct clang_job {
    const char *source;
    const tl_hip_arch *arch;
    bool asm_text;
    const char *const *extra;
} clang_job;

static bool clang_in(void *ud, const char *dir, tl_error *err)
{
    const clang_job *j = ud;
    clang_args a;
    int n = base_args(j->arch, j->extra, &a, err);
    if (!n)
        return false;
    char in[4200], out[4200], log[4200];
    snprintf(in, sizeof in, "%s/kernel.hip", dir);
    snprintf(out, sizeof out, "%s/kernel.out", dir);
    snprintf(log, sizeof log, "%s/clang.log", dir);
    if (!tl_write_file(NULL, in, j->source, strlen(j->source), err))
        return false;
    a.argv[n++] = j->asm_text ? "-S" : "-c";
    a.argv[n++] = in;
    a.argv[n++] = "-o";
    a.argv[n++] = out;
    a.argv[n] = NULL;
    char what[64];
    snprintf(what, sizeof what, "clang %d for %s", j->arch->clang, j->arch->name);
    return run_tool(a.argv, log, what, err);
}

bool tl_hip_batch_start(const tl_hip_arch *arch, const char *dir, char *const *inputs, int n, tl_hip_batch *b, tl_error *err)
{
    clang_args a;
    int k = base_args(arch, NULL, &a, err);
    if (!k)
        return false;
    if (n < 1 || n > 40)
        return tl_error_set(err, TL_ERR_INVALID, "hip: a batch of %d files (1 to 40)", n);
    a.argv[k++] = "-c";
    for (int i = 0; i < n; i++)
        a.argv[k++] = inputs[i];
    a.argv[k] = NULL;
    snprintf(b->log, sizeof b->log, "%s/clang-%s.log", dir, arch->name);
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    /* the log opened before the move into dir, where its path is relative to */
    posix_spawn_file_actions_addopen(&fa, 1, b->log, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    posix_spawn_file_actions_adddup2(&fa, 1, 2);
    posix_spawn_file_actions_addchdir_np(&fa, dir);
    int rc = posix_spawn(&b->pid, a.argv[0], &fa, NULL, a.argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    if (rc != 0)
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "hip: cannot run %s: %s", a.argv[0], strerror(rc));
    return true;
}

bool tl_hip_batch_wait(tl_hip_batch *b, tl_error *err)
{
    int status = 0;
    while (waitpid(b->pid, &status, 0) < 0 && errno == EINTR)
        ;
    tl_runtime_count_compile();
    if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
        return true;
    size_t len = 0;
    char *text = tl_read_file(b->log, &len);
    if (text && len > 3000)
        text[3000] = 0;
    tl_error_set(err, TL_ERR_INVALID, "clang failed: %s", text ? text : "(no output)");
    free(text);
    return false;
}

bool tl_hip_clang(const char *source, const tl_hip_arch *arch, bool asm_text, const char *const *extra, void **out,
                  size_t *size, tl_error *err)
{
    clang_job j = { source, arch, asm_text, extra };
    tl_cache_entry e;
    if (!tl_build_private(clang_in, &j, "kernel.out", &e, err))
        return false;
    *out = tl_read_file(e.path, size);
    tl_cache_entry_release(&e);
    if (!*out)
        return tl_error_set(err, TL_ERR_INTERNAL, "hip: cannot read clang's output");
    return true;
}

/* ---- resources ------------------------------------------------------------- */

typedef struct readelf_job {
    const void *code;
    size_t size;
} readelf_job;

static bool readelf_in(void *ud, const char *dir, tl_error *err)
{
    const readelf_job *j = ud;
    const char *tool = readelf_tool();
    if (!tool)
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "hip: no llvm-readelf (install llvm-19 or llvm-15)");
    char co[4200], notes[4200];
    snprintf(co, sizeof co, "%s/kernel.co", dir);
    snprintf(notes, sizeof notes, "%s/notes.txt", dir);
    if (!tl_write_file(NULL, co, j->code, j->size, err))
        return false;
    char *argv[] = { (char *)tool, "--notes", co, NULL };
    return run_tool(argv, notes, "llvm-readelf --notes", err);
}

/* "    .key:   value" at the indent of a kernel's fields (4, or 2 after "- "). */
static bool field(const char *line, const char *key, const char **value)
{
    const char *p = line;
    if (strncmp(p, "  - .", 5) == 0)
        p += 4;
    else if (strncmp(p, "    .", 5) == 0)
        p += 4;
    else
        return false;
    size_t k = strlen(key);
    if (strncmp(p, key, k) != 0 || p[k] != ':')
        return false;
    p += k + 1;
    while (*p == ' ' || *p == '\t')
        p++;
    *value = p;
    return true;
}

/* The kernels of one code object's notes (llvm-readelf's YAML): up to cap
 * into out; their count. */
static int parse_notes(char *text, tl_hip_resources *out, int cap)
{
    bool in_kernels = false;
    int k = -1;
    char *save = NULL;
    for (char *l = strtok_r(text, "\n", &save); l; l = strtok_r(NULL, "\n", &save)) {
        if (l[0] != ' ' && l[0] != '-') {
            in_kernels = strncmp(l, "amdhsa.kernels:", 15) == 0;
            continue;
        }
        if (!in_kernels)
            continue;
        if (strncmp(l, "  - ", 4) == 0) {
            k++;
            if (k < cap)
                memset(&out[k], 0, sizeof out[k]);
        }
        if (k < 0 || k >= cap)
            continue;
        tl_hip_resources *r = &out[k];
        const char *v;
        if (field(l, ".name", &v))
            snprintf(r->name, sizeof r->name, "%s", v);
        else if (field(l, ".symbol", &v))
            snprintf(r->symbol, sizeof r->symbol, "%s", v);
        else if (field(l, ".group_segment_fixed_size", &v))
            r->lds = strtoll(v, NULL, 10);
        else if (field(l, ".private_segment_fixed_size", &v))
            r->scratch = strtoll(v, NULL, 10);
        else if (field(l, ".vgpr_count", &v))
            r->vgprs = atoi(v);
        else if (field(l, ".sgpr_count", &v))
            r->sgprs = atoi(v);
        else if (field(l, ".agpr_count", &v))
            r->agprs = atoi(v);
        else if (field(l, ".vgpr_spill_count", &v))
            r->vgpr_spills = atoi(v);
        else if (field(l, ".sgpr_spill_count", &v))
            r->sgpr_spills = atoi(v);
        else if (field(l, ".wavefront_size", &v))
            r->wavefront = atoi(v);
        else if (field(l, ".max_flat_workgroup_size", &v))
            r->max_threads = atoi(v);
    }
    return k + 1 < cap ? k + 1 : cap;
}

bool tl_hip_resources_of(const void *code, size_t size, tl_hip_resources *out, int cap, int *n, tl_error *err)
{
    readelf_job j = { code, size };
    tl_cache_entry e;
    *n = 0;
    if (!tl_build_private(readelf_in, &j, "notes.txt", &e, err))
        return false;
    size_t len = 0;
    char *text = tl_read_file(e.path, &len);
    tl_cache_entry_release(&e);
    if (!text)
        return tl_error_set(err, TL_ERR_INTERNAL, "hip: cannot read llvm-readelf's output");
    *n = parse_notes(text, out, cap);
    free(text);
    if (*n == 0)
        return tl_error_set(err, TL_ERR_INVALID, "hip: the code object's metadata lists no kernel");
    return true;
}

typedef struct readelf_files {
    char *const *paths;
    int n;
} readelf_files;

static bool readelf_files_in(void *ud, const char *dir, tl_error *err)
{
    const readelf_files *j = ud;
    const char *tool = readelf_tool();
    if (!tool)
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "hip: no llvm-readelf (install llvm-19 or llvm-15)");
    if (j->n < 1 || j->n > 120)
        return tl_error_set(err, TL_ERR_INVALID, "hip: resources of %d files (1 to 120)", j->n);
    char notes[4200];
    char *argv[124];
    int k = 0;
    argv[k++] = (char *)tool;
    argv[k++] = "--notes";
    for (int i = 0; i < j->n; i++)
        argv[k++] = j->paths[i];
    argv[k] = NULL;
    snprintf(notes, sizeof notes, "%s/notes.txt", dir);
    return run_tool(argv, notes, "llvm-readelf --notes", err);
}

bool tl_hip_resources_files(char *const *paths, int n, tl_hip_resources *out, int cap, int *counts, tl_error *err)
{
    readelf_files j = { paths, n };
    tl_cache_entry e;
    if (!tl_build_private(readelf_files_in, &j, "notes.txt", &e, err))
        return false;
    size_t len = 0;
    char *text = tl_read_file(e.path, &len);
    tl_cache_entry_release(&e);
    if (!text)
        return tl_error_set(err, TL_ERR_INTERNAL, "hip: cannot read llvm-readelf's output");
    /* "File: PATH" opens each file's part, in the order given */
    char *p = text;
    bool ok = true;
    for (int i = 0; i < n && ok; i++) {
        char head[4200];
        snprintf(head, sizeof head, "File: %s\n", paths[i]);
        char *at = strstr(p, head);
        if (!at) {
            ok = tl_error_set(err, TL_ERR_INVALID, "hip: llvm-readelf printed no notes for %s", paths[i]);
            break;
        }
        at += strlen(head);
        char *next = strstr(at, "\nFile: ");
        char save = 0;
        if (next) {
            save = next[1];
            next[1] = 0;
        }
        counts[i] = parse_notes(at, out + (size_t)i * (size_t)cap, cap);
        if (next) {
            next[1] = save;
            p = next + 1;
        } else {
            p = at + strlen(at);
        }
    }
    free(text);
    return ok;
}

void tl_hip_resources_text(const tl_hip_resources *r, int n, const tl_hip_arch *arch, tl_strbuf *out)
{
    tl_strbuf_printf(out, "# %s: wavefront %d, LDS limit %" PRId64 " bytes\n", arch->name, arch->wave, arch->lds_max);
    for (int i = 0; i < n; i++)
        tl_strbuf_printf(out,
                         "kernel %s: symbol %s, lds %" PRId64 " bytes, vgprs %d, agprs %d, sgprs %d, scratch %" PRId64
                         " bytes, vgpr spills %d, sgpr spills %d, wavefront %d, max threads %d\n",
                         r[i].name, r[i].symbol, r[i].lds, r[i].vgprs, r[i].agprs, r[i].sgprs, r[i].scratch,
                         r[i].vgpr_spills, r[i].sgpr_spills, r[i].wavefront, r[i].max_threads);
}
