/*
 * cpu.h: what the cpu backend's files share: the CPU prelude, the header that
 * kernels generated for the C target include (the .h files of src/cpu/prelude/, embedded
 * into generated/cpu_prelude.c by `make gen`); the runtime that code generated
 * for the llvm target calls (rt_exports.c); and the llvm device codegen's
 * entry point (codegen_llvm.c). The loads of its execution backends and its
 * codegens' emit functions are exec.c.
 */
#ifndef TL_CPU_CPU_H
#define TL_CPU_CPU_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tilec/tilec.h"

extern const char tl_cpu_prelude[];
extern const unsigned long tl_cpu_prelude_len;

/* The name generated sources include it by. */
#define TL_CPU_PRELUDE_NAME "tilec_prelude.h"

/* ---- the runtime of the llvm target (rt_exports.c) ---------------------------
 * Exported from libtilec for JIT'd and object code; the prelude's meaning. */
int tilec_rt_run_blocks(int64_t nblocks, int nworkers, void (*fn)(void *, int64_t), void *ctx);
void tilec_rt_gemm_tf32(int M, int N, int K, const float *A, int lda, int trans_a, const float *B, int ldb,
                        int trans_b, float *C, int ldc);
void tilec_rt_gemm_f32(int M, int N, int K, const float *A, int lda, int trans_a, const float *B, int ldb,
                       int trans_b, float *C, int ldc);
void tilec_rt_gemm_f16f32(int M, int N, int K, const uint16_t *A, int lda, int trans_a, const uint16_t *B, int ldb,
                          int trans_b, float *C, int ldc);
void tilec_rt_gemm_bf16f32(int M, int N, int K, const uint16_t *A, int lda, int trans_a, const uint16_t *B, int ldb,
                           int trans_b, float *C, int ldc);
void tilec_rt_gemm_i8i32(int M, int N, int K, const void *A, int lda, int trans_a, int a_unsigned, const void *B,
                         int ldb, int trans_b, int b_unsigned, int32_t *C, int ldc);
/* the gemm variant this CPU runs: "amx", "avx512bf16", "avx512", "avx2", "base" */
const char *tilec_rt_gemm_isa(void);
float tilec_rt_f16r(double x);       /* x rounded to f16 (round-to-nearest-even), as a float */
float tilec_rt_bf16r(double x);
uint16_t tilec_rt_f16_from_double(double x);
uint16_t tilec_rt_bf16_from_double(double x);
float tilec_rt_f16_to_f32(uint16_t h);
float tilec_rt_bf16_to_f32(uint16_t h);
float tilec_rt_f8e4m3r(double x);
float tilec_rt_f8e5m2r(double x);
uint32_t tilec_rt_f8e4m3_from_double(double x);
uint32_t tilec_rt_f8e5m2_from_double(double x);
float tilec_rt_f8e4m3_to_f32(uint32_t b);
float tilec_rt_f8e5m2_to_f32(uint32_t b);
float tilec_rt_e8m0r(double x);
uint32_t tilec_rt_e8m0_from_double(double x);
float tilec_rt_e8m0_to_f32(uint32_t b);
float tilec_rt_f4e2m1r(double x);
uint32_t tilec_rt_f4e2m1_from_double(double x);
float tilec_rt_f4e2m1_to_f32(uint32_t b);
void tilec_rt_lock(void);
void tilec_rt_unlock(void);
void tilec_rt_stream(void *dst, const void *src, int64_t bytes); /* non-temporal row copy */
void tilec_rt_copy(void *dst, const void *src, int64_t bytes);   /* a row between two buffers, no rep movsb */

/* Every function above by name, NULL-terminated: what a JIT defines for the
 * generated code (libtilec linked statically exports nothing to dlsym). */
typedef struct tilec_rt_symbol {
    const char *name;
    void *addr;
} tilec_rt_symbol;
extern const tilec_rt_symbol tilec_rt_symbols[];

/* ---- contiguous moves (both codegens; cpu.c) ----------------------------------
 * A loop whose one store fills a run of consecutive elements with zeros or
 * copies one from another buffer's storage,
 *
 *   for j in range(b, e) { Y[.., x + j] = 0 }   or   { Y[.., x + j] = X[.., y + j] }
 *
 * (v in the last index alone, plus terms without it; one dtype of whole
 * bytes, its bits copied as they are: the C codegen keeps bool and the
 * 8-bit floats out, whose C types on chip are not their bits; not within
 * one buffer and its views, where the
 * loop's order is what it means), as the call that does its work from the
 * first elements' addresses: memset for a fill; for a copy memmove between
 * two tensors (which may be the same memory), memcpy for a constant count of
 * at most 512 bytes (which compilers expand into vector moves), else the
 * prelude's tl_rt_copy (tilec_rt_copy on llvm: glibc's memcpy copies a row of
 * a few KiB with `rep movsb`, slow on some CPUs, AMD's Zen 4). A constant
 * range with no element, a nontemporal store (stream_stores) or anything
 * else: TL_CPU_MOVE_NONE. */
struct tl_stmt;
typedef enum tl_cpu_move {
    TL_CPU_MOVE_NONE,
    TL_CPU_MOVE_ZERO,
    TL_CPU_MOVE_MEMMOVE,
    TL_CPU_MOVE_MEMCPY,
    TL_CPU_MOVE_COPY,
} tl_cpu_move;
tl_cpu_move tl_cpu_contiguous_move(const struct tl_stmt *loop);

/* ---- the llvm device codegen (codegen_llvm.c) ------------------------------
 * Builds c->device_artifact (a tl_llvm_artifact, src/llvm/llvm.h) from the
 * lowered IR and verifies it; when optimize is true, marks it to be
 * optimized (TL_LLVM_PIPELINE) where it is emitted or compiled for the JIT
 * (src/llvm), so that a JIT that finds its object in the compile cache never
 * runs the optimizer. Without TL_HAVE_LLVM it fails with
 * "tilec is built without LLVM". */
struct tl_compilation;
bool tl_llvm_codegen_build(struct tl_compilation *c, bool optimize, tl_error *err);

#endif
