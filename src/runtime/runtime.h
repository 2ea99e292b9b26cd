/*
 * runtime.h: what every execution backend shares, whatever the target:
 * kernel handles and launches with their DLPack argument checks, the compile
 * cache, and running a toolchain program. What differs per backend (how a
 * compilation becomes callable: a shared object built by the system C
 * compiler, a JIT, a cubin loaded through a driver) is the load function that
 * the backend's spec names for each of its execution backends (for the CPU:
 * src/cpu/exec.c); tl_load (compile.h) calls it.
 *
 * Flow: load(c) builds what c's codegens left (through tl_cache_get when the
 * result can be cached), then makes a handle: tl_handle_new copies the
 * kernels' signatures out of the IR (so the compilation and its arena may be
 * freed once load returns), tl_handle_set_launch or tl_handle_set_packed
 * gives each kernel its entry point, and tl_handle_own hands the loaded
 * module (a dlopen handle, a JIT, a device module) to the handle, which
 * releases it last. tl_kernel_launch runs one kernel on DLPack tensors.
 *
 * Two kinds of entry point:
 *   launch   the runtime checks the arguments itself (below), binds the shape
 *            variables and calls the backend's tl_launch_fn with the data
 *            pointers (cython).
 *   packed   the generated host code checks its arguments itself; the
 *            runtime calls it with self pointing at the launch's
 *            tl_launch_config, and a -1 with a TL_ANY_STR result becomes a
 *            tl_error carrying that message (tvm_ffi).
 *
 * Argument checks (launch entry points; the host codegens' packed functions
 * give the same messages). Each names the argument by index and name:
 *   kernel K: expected 4 arguments (A, v, alpha, C), got 3
 *   argument 0 (A): expected a tensor (TL_ANY_TENSOR), got an int
 *   argument 0 (A): expected ndim 2, got 1
 *   argument 0 (A): expected dtype f32, got i32
 *   argument 0 (A): expected a CPU tensor (kDLCPU), got device type 2
 *   argument 0 (A): device id -1 is negative
 *   argument 2 (C): expected device id 0 (that of argument 0), got 1
 *   argument 0 (A): data is NULL
 *   argument 0 (A): expected compact row-major strides [17, 1], got [1, 33]
 *   argument 3 (C): byte_offset 6 is not a multiple of the element size 4
 *   argument 3 (C): expected shape [33, 17], got [33, 18]
 *   argument 2 (alpha): expected a float (TL_ANY_FLOAT or TL_ANY_INT), got a tensor
 * The device a tensor must be on is the target kind's (its spec's
 * device_type). An expected shape shows constant dims and the shape variables
 * bound by earlier arguments as numbers, unbound ones by name. Strides of
 * extent-1 dims are not checked. Dims must be in [1, 2^31 - 1], as in the
 * interpreter.
 *
 * The compile cache: an entry is a folder under $XDG_CACHE_HOME/tilec (else
 * ~/.cache/tilec) named by the SHA-256 of the key text its backend gives
 * (every input the artifact depends on: sources, toolchain and its version,
 * flags, target, spec hash). It is built in a temporary folder and renamed
 * into place, so an interrupted build never leaves a partial entry; its
 * `manifest` records the key and the SHA-256 of the product file, and an
 * entry is used only when both match (checked before anything is loaded):
 * otherwise it is moved aside and rebuilt, never trusted. The cache folder
 * and its entries must belong to the user and be writable by nobody else
 * (else refused, with a --no-cache hint); the least recently used entries
 * are evicted to keep it under TILEC_CACHE_MAX (default 1 GiB). tl_runtime_set_cache
 * (false) or TILEC_NO_CACHE=1 builds in a private temporary folder, removed
 * when the handle is freed.
 */
#ifndef TL_RUNTIME_RUNTIME_H
#define TL_RUNTIME_RUNTIME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tilec/tilec.h"

struct tl_compilation;
struct tl_strbuf;

/* ---- launching ---------------------------------------------------------- */

/* What one launch is given besides its arguments. A packed entry point's
 * self points at it; its first member is the worker count, so generated CPU
 * code reads `*(const int *)self`. */
typedef struct tl_launch_config {
    int nworkers; /* CPU threads for the blocks (0: one per core) */
    void *stream; /* a device stream, or NULL for the default one */
    /* Where a launch entry point that fails after the checks (a device
     * launch: the driver said no) writes why, NUL-terminated; NULL: nowhere. */
    char *why;
    size_t why_cap;
} tl_launch_config;

/* Runs kernel (NULL: the module's first) of h with args in parameter order:
 * tensors as TL_ANY_TENSOR (a DLTensor *, <dlpack/dlpack.h>: on the target
 * kind's device, compact row-major; the elements start byte_offset bytes, a
 * multiple of the element size, after data), scalars as TL_ANY_INT or
 * TL_ANY_FLOAT. Blocks run over nworkers threads (0: one per core). Never
 * crashes on a bad argument: it comes back as false with a message in err. */
bool tl_kernel_launch(tl_kernel_handle *h, const char *kernel, const tl_any *args, int nargs, int nworkers,
                      tl_error *err);

/* Unloads what the handle owns and frees h (NULL is fine). */
void tl_kernel_handle_free(tl_kernel_handle *h);

/* The file h was loaded from (a shared object, an object), or NULL when
 * nothing was written (a JIT). */
const char *tl_kernel_handle_path(const tl_kernel_handle *h);
/* The execution backend that built h ("cython", "tvm_ffi", ...). */
const char *tl_kernel_handle_exec(const tl_kernel_handle *h);
/* True when load found its artifact in the cache and ran no compiler. */
bool tl_kernel_handle_cache_hit(const tl_kernel_handle *h);
/* The kernels of h's module, in module order. */
int tl_kernel_handle_nkernels(const tl_kernel_handle *h);
const char *tl_kernel_handle_kernel_name(const tl_kernel_handle *h, int i);

/* ---- device memory (for tools that make their own tensors) ------------- */

/* What a target kind whose tensors live on a device offers `tilec run` (its
 * spec's device_api): memory on device `device` (the DLPack device id),
 * copies both ways, and timing. Each call that fails says why in err. */
typedef struct tl_device_api {
    bool (*alloc)(int device, size_t bytes, void **ptr, tl_error *err);
    void (*free)(int device, void *ptr);
    bool (*to_device)(int device, void *dst, const void *src, size_t bytes, tl_error *err);
    bool (*to_host)(int device, void *dst, const void *src, size_t bytes, tl_error *err);
    /* waits for everything launched so far; a kernel's fault surfaces here */
    bool (*synchronize)(int device, tl_error *err);
    /* runs run(ud) nruns times, timed on the device (ms[i]), each run
     * starting with a cold cache (the device's L2 overwritten before it) */
    bool (*time)(int device, bool (*run)(void *ud, tl_error *err), void *ud, int nruns, double *ms, tl_error *err);
} tl_device_api;

/* ---- making a handle (for load functions) ------------------------------- */

/* A checked launch: args[i] is the data pointer of tensor parameter i or a
 * pointer to the value of scalar parameter i (in its dtype's
 * representation); dims[j] the value of shape variable j. fn is what
 * tl_handle_set_launch was given. Returns 0, or non-zero for a failure
 * written into err. */
typedef int tl_launch_fn(void *fn, void *const *args, const int64_t *dims, const tl_launch_config *cfg,
                         tl_error *err);

/* A handle for c's module, its kernels without entry points yet. */
tl_kernel_handle *tl_handle_new(const struct tl_compilation *c, tl_error *err);
/* Kernel i is launched through launch(fn, ...) after the runtime's checks. */
void tl_handle_set_launch(tl_kernel_handle *h, int i, tl_launch_fn *launch, void *fn);
/* Kernel i is a packed function that checks its own arguments. */
void tl_handle_set_packed(tl_kernel_handle *h, int i, tl_packed_fn *packed);
/* The handle owns module from now on and calls release(module) when freed
 * (before it frees its signatures). path: the file loaded (copied; NULL for
 * none); cache_hit: whether it came from the cache. */
void tl_handle_own(tl_kernel_handle *h, void *module, void (*release)(void *module), const char *path,
                   bool cache_hit);

/* ---- the compile cache -------------------------------------------------- */

/* The compile cache: on by default; off when enabled is false or the
 * environment has TILEC_NO_CACHE=1 (read at each load). */
void tl_runtime_set_cache(bool enabled);
bool tl_runtime_cache_enabled(void);
/* The cache folder ($XDG_CACHE_HOME/tilec or $HOME/.cache/tilec), or false
 * when neither variable is set. */
bool tl_runtime_cache_dir(char *buf, size_t cap);

/* Counters since the process started (all loads, all threads). */
typedef struct tl_runtime_stats {
    uint64_t compiles;       /* builds run (cache misses and uncached) */
    uint64_t cache_hits;     /* loads served from the cache */
    uint64_t cache_rejected; /* cache entries found unusable and rebuilt */
    uint64_t cache_evicted;  /* entries removed to keep the cache under TILEC_CACHE_MAX */
} tl_runtime_stats;
tl_runtime_stats tl_runtime_get_stats(void);

/* Writes an entry's files into dir (a fresh, empty folder), product among them. */
typedef bool tl_cache_build_fn(void *ud, const char *dir, tl_error *err);

/* What one cached build makes. */
typedef struct tl_cache_request {
    const char *key;        /* every input the product depends on (hashed) */
    size_t key_len;
    const char *product;    /* the file in the entry its user loads: "kernel.so" */
    tl_cache_build_fn *build;
    void *ud;
} tl_cache_request;

/* A built entry: product's path, and a private folder to remove when done
 * (builds without the cache), or NULL. */
typedef struct tl_cache_entry {
    char *path;
    char *tmpdir;
    bool hit;
} tl_cache_entry;

/* The entry for r: from the cache when a verified one is there, else built
 * (and installed when the cache is on). */
bool tl_cache_get(const tl_cache_request *r, tl_cache_entry *out, tl_error *err);
/* Builds product in a private temporary folder (never the cache); out's
 * release removes it. */
bool tl_build_private(tl_cache_build_fn *build, void *ud, const char *product, tl_cache_entry *out, tl_error *err);
/* Frees out's strings and removes its private folder. */
void tl_cache_entry_release(tl_cache_entry *e);

/* Entries whose last step (a link) runs in the background, off the caller's
 * path: the caller uses what it has meanwhile (the llvm target: the JIT). */
/* The verified entry for r when the cache has one (true, out set, a hit
 * counted). False on a miss (err untouched), the cache off, or an error
 * (a cache folder that cannot be trusted: err set). */
bool tl_cache_find(const tl_cache_request *r, tl_cache_entry *out, tl_error *err);
/* Writes what the product is made from into dir (a fresh folder inside the
 * cache) and starts the program that makes it there (tl_cc_start, its
 * output into log_path), its process id into *pid. */
typedef bool tl_cache_start_fn(void *ud, const char *dir, const char *log_path, int *pid, tl_error *err);
/* Told (on the waiting thread) why a background build failed. */
typedef void tl_cache_failed_fn(const tl_error *why);
/* Starts r's entry (r->build unused; start gets r->ud) and returns: a
 * thread of this process waits for the program and, when it succeeded,
 * installs the folder as tl_cache_get does (sealed, manifest with the
 * product's size and SHA-256, renamed into place; a concurrent install of
 * the key wins), else removes it (failed told why). True without starting
 * anything when this process builds the key already. False with err, and
 * nothing left, when the cache is off or cannot be written
 * (TL_ERR_UNAVAILABLE), cannot be trusted, or start fails. At exit the
 * builds are waited for up to TL_CACHE_EXIT_WAIT_MS, then their programs
 * are killed and their folders removed: the next process finds the entry
 * complete and verified, or none. */
bool tl_cache_build_background(const tl_cache_request *r, tl_cache_start_fn *start, tl_cache_failed_fn *failed,
                               tl_error *err);
#define TL_CACHE_EXIT_WAIT_MS 2000
/* Waits up to timeout_ms for this process's background builds; whether
 * none is left. */
bool tl_cache_wait_background(int timeout_ms);

/* SHA-256 of data as 64 lowercase hex digits and a NUL. */
void tl_runtime_sha256_hex(const void *data, size_t len, char out[65]);

/* ---- toolchains --------------------------------------------------------- */

/* Runs the system C compiler ($CC split into words, else cc) with args
 * (NULL-terminated), its output into log_path; what names the input in
 * messages. A compiler that fails gives its output, trimmed, in err. */
bool tl_run_cc(const char *const *args, const char *log_path, const char *what, tl_error *err);
/* Starts the system C compiler as tl_run_cc does (counted as a build), in a
 * process group of its own, without waiting: its process id into *pid, for
 * tl_cache_build_background's start. */
bool tl_cc_start(const char *const *args, const char *log_path, int *pid, tl_error *err);
/* Appends the compiler's identity to key: $CC and its `--version` output
 * (queried once per value of $CC); false with err when it cannot be run. */
bool tl_cc_identity(struct tl_strbuf *key, tl_error *err);
/* Whether the system C compiler is GCC (its `--version` names the Free
 * Software Foundation and not clang): GCC-only flags go to it alone. */
bool tl_cc_is_gcc(void);
/* Counts a build in the runtime's statistics (tl_run_cc does). */
void tl_runtime_count_compile(void);

/* Reads a whole file (malloc'd, NUL-terminated), or NULL. */
char *tl_read_file(const char *path, size_t *len);
/* Writes len bytes to dir/name (dir NULL: name is the path). */
bool tl_write_file(const char *dir, const char *name, const void *data, size_t len, tl_error *err);
/* Copies a file, in C (no shell). */
bool tl_copy_file(const char *from, const char *to, tl_error *err);

#endif
