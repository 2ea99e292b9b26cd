/*
 * source.h: CUDA source kernels (a kernel declared `source "k.cu"`: its
 * signature, grid and threads in tilec, its body in a .cu file) and the
 * pieces the cuda backend's runtime shares with its codegen: the grid as a
 * postfix program, the arch of a target, the cubin compile through the cache.
 */
#ifndef TL_CUDA_SOURCE_H
#define TL_CUDA_SOURCE_H

#include <stdbool.h>

#include "cuda/cuda.h"
#include "ir/ir.h"
#include "tilec/tilec.h"

struct tl_compilation;

/* e (a grid dim of k: constants and k's shape variables, + - * / % ceildiv
 * min max) as a postfix program over the dims. */
bool tl_cuda_grid_expr(const tl_kernel *k, const tl_expr *e, tl_cuda_expr *out, tl_error *err);

/* The kernel's CUDA parameter list as tilec's ABI has it (cuda.h): "float *A,
 * const float *B, float alpha, long long N" (names of shape vars as declared). */
void tl_cuda_signature_text(const tl_kernel *k, char *buf, size_t cap);

/* Checks that source defines `extern "C" __global__ void name(...)` whose
 * parameters are, in order, one per declared parameter (a tensor: a pointer
 * to its element type, const or not; a scalar: its type by value) and one
 * 64-bit integer per shape variable. ctypes[i] are the C types expected,
 * e.g. "float*", "int", "long long". False with what differs. */
bool tl_cuda_validate_source(const char *source, const char *name, const char *const *ctypes, int nctypes,
                             tl_error *err);

/* Expected C types of k's kernel parameters, as tl_cuda_validate_source
 * takes them; returns the count (at most cap). */
int tl_cuda_param_ctypes(const tl_kernel *k, const char **out, int cap);

/* The arch to compile for: the target's arch attribute, else that of CUDA
 * device 0 through the driver; false with why. */
bool tl_cuda_target_arch(const tl_target *t, char *arch, size_t cap, tl_error *err);

/* Fills c->device_artifact (a tl_cuda_artifact) for a module of source
 * kernels: the source files (each once, with #line directives), the launch
 * of each kernel, and with compile the cubin (tl_cuda_cubin). */
bool tl_cuda_source_codegen(struct tl_compilation *c, bool compile, tl_error *err);

/* Compiles a's source to a's cubin for a->arch with NVRTC through the
 * compile cache (keyed by the program, the options, the arch, the NVRTC
 * version and the backend's spec hash); *hit says whether the cache had all
 * of it. The forms (a->cubin_form records which a->cubin holds):
 *   UNITS  a file of several functions (tl_cuda_units): one program a unit,
 *          each cached on its own, compiled side by side into a bundle of
 *          cubins (driver.h); a file of one function, one cubin
 *   WHOLE  one program, one cubin (tilec build --emit cubin)
 *   EAGER  as UNITS without the deferred units (a kernel's paths chosen by
 *          the dims, a cp.async twin): what a load of exec nvrtc compiles,
 *          the rest on the first launch that runs it (exec.c); an empty
 *          cubin (size 0) where every unit is deferred. */
typedef enum tl_cuda_cubin_form { TL_CUDA_CUBIN_UNITS, TL_CUDA_CUBIN_WHOLE, TL_CUDA_CUBIN_EAGER } tl_cuda_cubin_form;
bool tl_cuda_cubin(const struct tl_compilation *c, tl_cuda_artifact *a, tl_cuda_cubin_form form, bool *hit,
                   tl_error *err);

/* NVRTC's options for a's programs besides the arch and the include path
 * (-lineinfo; ptxas's level where the target sets ptxas_opt; --minimal for
 * tilec's own code where NVRTC has it); returns their count. */
#define TL_CUDA_MAX_NVRTC_OPTIONS 4
int tl_cuda_nvrtc_options(const tl_cuda_artifact *a, const char *opts[TL_CUDA_MAX_NVRTC_OPTIONS]);

/* Kernel i's program (tl_cuda_unit_program over the kernels): a's source
 * with every other kernel's text (its text_begin..text_end) blanked to its
 * newlines, so that NVRTC's diagnostics name the lines of the whole source. */
bool tl_cuda_kernel_program(const tl_cuda_artifact *a, int i, tl_strbuf *out);

/* The functions a compiles one program each (tl_cuda_cubin, side by side):
 * each kernel's, or each path's of a kernel split by path (cuda.h), in the
 * source's order, at most cap; -1 where there are more. A unit is deferred
 * (compiled on the first launch that runs it, exec nvrtc) where it is a
 * kernel's path that not every launch takes: every path chosen by the dims,
 * and a cp.async twin, but not the TMA form it is the twin of. */
typedef struct tl_cuda_unit {
    const char *name;
    size_t text_begin, text_end;
    bool deferred;
} tl_cuda_unit;
int tl_cuda_units(const tl_cuda_artifact *a, tl_cuda_unit *out, int cap);

/* Unit i's program: a's source with the text of every other of the n units
 * blanked to its newlines. */
bool tl_cuda_unit_program(const tl_cuda_artifact *a, const tl_cuda_unit *units, int n, int i, tl_strbuf *out);

#endif
