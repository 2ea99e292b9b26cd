/*
 * runtime.h: loading and launching compiled kernels on the CPU (execution
 * backends cython and tvm_ffi of the C target; specs/execution.lua).
 *
 * Flow: tl_compile (src/compile) leaves the device source (and, for tvm_ffi,
 * the host source) in a tl_compilation; the execution backend's load function
 * (tl_exec_cython_load / tl_exec_tvm_ffi_load, src/runtime/exec.c) writes
 * them next to the CPU prelude (tilec_prelude.h) into a build folder, compiles
 * them with the system C compiler ($CC, else cc) into a shared object, loads
 * it with dlopen and returns a tl_kernel_handle. tl_kernel_launch runs one of
 * its kernels on DLPack tensors.
 *
 * The handle copies the kernels' signatures out of the IR (names, parameters,
 * dtypes, shapes, shape variables), so the compilation and its arena may be
 * freed as soon as load returns.
 *
 * Execution backends:
 *   cython   the runtime checks the arguments in C (below), binds the shape
 *            variables and calls tilec_launch_NAME of the device source
 *            directly (found with dlsym; no wrapper source is generated).
 *   tvm_ffi  the runtime calls tilec_packed_NAME of the host source, which
 *            checks its arguments itself; a -1 with a TL_ANY_STR result
 *            becomes a tl_error carrying that message. Its `self` argument
 *            points to the launch's int nworkers (the packed signature has
 *            no other place for it); NULL self means 0.
 *
 * Argument checks (cython; the host codegen's packed functions give the same
 * messages). Each names the argument by index and name:
 *   kernel K: expected 4 arguments (A, v, alpha, C), got 3
 *   argument 0 (A): expected a tensor (TL_ANY_TENSOR), got an int
 *   argument 0 (A): expected ndim 2, got 1
 *   argument 0 (A): expected dtype f32, got i32
 *   argument 0 (A): expected a CPU tensor (kDLCPU), got device type 2
 *   argument 0 (A): data is NULL
 *   argument 0 (A): expected compact row-major strides [17, 1], got [1, 33]
 *   argument 3 (C): byte_offset 6 is not a multiple of the element size 4
 *   argument 3 (C): expected shape [33, 17], got [33, 18]
 *   argument 2 (alpha): expected a float (TL_ANY_FLOAT or TL_ANY_INT), got a tensor
 * An expected shape shows constant dims and the shape variables bound by
 * earlier arguments as numbers, unbound ones by name. Strides of extent-1
 * dims are not checked. Dims must be in [1, 2^31 - 1], as
 * in the interpreter.
 *
 * The compile cache: an artifact is stored under $XDG_CACHE_HOME/tilec (else
 * ~/.cache/tilec) in a folder named by the SHA-256 of: a format version,
 * TILEC_VERSION, the execution backend's name, the target and host target
 * (canonical JSON), the backend's spec_hash, the compiler command ($CC and
 * flags), the compiler's `--version` output (queried once per process), the
 * CPU's model and flags (for -march=native), the prelude, the device source
 * and the host source. The generated sources already reflect the .tile
 * source and the -D values, so those are covered through them. An entry is
 * built in a temporary folder and renamed into place, so an interrupted build
 * never leaves a partial entry; the shared object embeds its key
 * (tilec_artifact_key) and an entry whose library does not load or whose key
 * differs is rebuilt, never trusted. tl_runtime_set_cache(false) or the
 * environment variable TILEC_NO_CACHE=1 builds in a private temporary folder,
 * removed when the handle is freed.
 */
#ifndef TL_RUNTIME_RUNTIME_H
#define TL_RUNTIME_RUNTIME_H

#include <stdbool.h>
#include <stdint.h>

#include "tilec/tilec.h"

struct tl_compilation;

/* Runs kernel (NULL: the module's first) of h with args in parameter order:
 * tensors as TL_ANY_TENSOR (a DLTensor *, <dlpack/dlpack.h>: CPU, compact
 * row-major; the elements start byte_offset bytes, a multiple of the
 * element size, after data), scalars as TL_ANY_INT or TL_ANY_FLOAT. Blocks run
 * over nworkers threads (0: one per core). Never crashes on a bad argument:
 * it comes back as false with a message in err. */
bool tl_kernel_launch(tl_kernel_handle *h, const char *kernel, const tl_any *args, int nargs, int nworkers,
                      tl_error *err);

/* Unloads the shared object and frees h (NULL is fine). A handle built
 * without the cache also removes its build folder. */
void tl_kernel_handle_free(tl_kernel_handle *h);

/* The shared object h was loaded from. */
const char *tl_kernel_handle_path(const tl_kernel_handle *h);
/* The execution backend that built h: "cython" or "tvm_ffi". */
const char *tl_kernel_handle_exec(const tl_kernel_handle *h);
/* True when load found the artifact in the cache and ran no compiler. */
bool tl_kernel_handle_cache_hit(const tl_kernel_handle *h);
/* The kernels of h's module, in module order. */
int tl_kernel_handle_nkernels(const tl_kernel_handle *h);
const char *tl_kernel_handle_kernel_name(const tl_kernel_handle *h, int i);

/* The compile cache: on by default; off when enabled is false or the
 * environment has TILEC_NO_CACHE=1 (read at each load). */
void tl_runtime_set_cache(bool enabled);
bool tl_runtime_cache_enabled(void);
/* The cache folder ($XDG_CACHE_HOME/tilec or $HOME/.cache/tilec), or false
 * when neither variable is set. */
bool tl_runtime_cache_dir(char *buf, size_t cap);

/* Counters since the process started (all loads, all threads). */
typedef struct tl_runtime_stats {
    uint64_t compiles;       /* runs of the C compiler */
    uint64_t cache_hits;     /* loads served from the cache */
    uint64_t cache_rejected; /* cache entries found unusable and rebuilt */
} tl_runtime_stats;
tl_runtime_stats tl_runtime_get_stats(void);

/* The load that both execution backends' load functions run: exec is
 * "cython" or "tvm_ffi" (which also builds c->host_source). */
tl_kernel_handle *tl_runtime_load(struct tl_compilation *c, const char *exec, tl_error *err);

/* SHA-256 of data as 64 lowercase hex digits and a NUL (the cache's hash). */
void tl_runtime_sha256_hex(const void *data, size_t len, char out[65]);

#endif
