/*
 * rt_exports.c: the CPU runtime that code generated for the llvm target
 * calls (JIT'd in process or linked from an object file). The C target
 * compiles the prelude (src/cpu/prelude/) into each kernel's translation
 * unit as static functions; LLVM-built code cannot, so libtilec exports
 * stable-named wrappers over the same prelude code:
 *
 *   int   tilec_rt_run_blocks(int64_t nblocks, int nworkers, fn, ctx)
 *   void  tilec_rt_gemm_f32(M, N, K, A, lda, trans_a, B, ldb, trans_b, C, ldc)
 *   void  tilec_rt_gemm_f16f32(...)          A and B as f16 bit patterns
 *   void  tilec_rt_gemm_bf16f32(...)         A and B as bf16 bit patterns
 *   void  tilec_rt_gemm_tf32(...)            f32, the operands rounded to tf32
 *   void  tilec_rt_gemm_i8i32(M, N, K, A, lda, trans_a, a_unsigned, B, ldb, trans_b, b_unsigned, C, ldc)
 *                                            bytes into i32 (wrapping)
 *   float tilec_rt_f16r(double) / tilec_rt_bf16r(double)   round, as a float
 *   uint16_t tilec_rt_f16_from_double / tilec_rt_bf16_from_double
 *   float tilec_rt_f16_to_f32 / tilec_rt_bf16_to_f32
 *   float tilec_rt_f8e4m3r(double) / tilec_rt_f8e5m2r(double)   round, as a float
 *   uint32_t tilec_rt_f8e4m3_from_double / tilec_rt_f8e5m2_from_double (the byte)
 *   float tilec_rt_f8e4m3_to_f32(uint32_t) / tilec_rt_f8e5m2_to_f32 (of the low byte)
 *   tilec_rt_e8m0r / tilec_rt_e8m0_from_double / tilec_rt_e8m0_to_f32  the same for e8m0
 *   tilec_rt_f4e2m1r / tilec_rt_f4e2m1_from_double / tilec_rt_f4e2m1_to_f32  and f4e2m1 (its code)
 *   void  tilec_rt_lock / tilec_rt_unlock   atomic_add's critical section
 *   void  tilec_rt_stream(dst, src, bytes)   a row into an output, streaming stores
 *   void  tilec_rt_copy(dst, src, bytes)     a row between two buffers (tl_rt_copy: not
 *                                            glibc's memcpy, whose rep movsb is slow on Zen 4)
 *
 * libtilec is built without -march=native, so gemm.h (whose register tile
 * follows the compiler's target macros) is compiled five times here, for
 * AMX (bf16 and 8-bit gemms on tiles, gemm_amx.h; GCC only), AVX-512 with
 * BF16 and VNNI (bf16 gemms by vdpbf16ps, 8-bit by vpdpbusd), AVX-512,
 * AVX2+FMA and the baseline, under `#pragma GCC target`, each copy renamed;
 * the exported gemm picks one at first call with __builtin_cpu_supports
 * (the row moves of moves.h likewise: AVX-512, AVX2 and the baseline). The gemm is built at -O3 whatever the library's
 * level: its register tile needs complete unrolling. Always compiled, with or without LLVM.
 */
#include "cpu/prelude/base.h"

#include <stdatomic.h>

#include "cpu/cpu.h"

/* gemm.h once a variant: every name it defines gets the variant's suffix. */
#define TL_RT_CAT2(a, b) a##_##b
#define TL_RT_CAT(a, b) TL_RT_CAT2(a, b)
#define TL_RT_V(n) TL_RT_CAT(n, TL_RT_GEMM_VARIANT)
#define tl_gemm_h2f_ TL_RT_V(tl_gemm_h2f_)
#define tl_gemm_bf2f_ TL_RT_V(tl_gemm_bf2f_)
#define tl_gemm_pack_a_bf16 TL_RT_V(tl_gemm_pack_a_bf16)
#define tl_gemm_pack_b_bf16 TL_RT_V(tl_gemm_pack_b_bf16)
#define tl_rt_gemm_bf16f32 TL_RT_V(tl_rt_gemm_bf16f32)
#define tl_gemm_loadu_ TL_RT_V(tl_gemm_loadu_)
#define tl_gemm_storeu_ TL_RT_V(tl_gemm_storeu_)
#define tl_gemm_pack_a_f16 TL_RT_V(tl_gemm_pack_a_f16)
#define tl_gemm_pack_a_f32 TL_RT_V(tl_gemm_pack_a_f32)
#define tl_gemm_pack_b_f16 TL_RT_V(tl_gemm_pack_b_f16)
#define tl_gemm_pack_b_f32 TL_RT_V(tl_gemm_pack_b_f32)
#define tl_gemm_run_ TL_RT_V(tl_gemm_run_)
#define tl_gemm_nonzero_ TL_RT_V(tl_gemm_nonzero_)
#define tl_gemm_bits32_ TL_RT_V(tl_gemm_bits32_)
#define tl_gemm_rows_used_ TL_RT_V(tl_gemm_rows_used_)
#define tl_gemm_cols_used_ TL_RT_V(tl_gemm_cols_used_)
#define tl_gemm_finite_ TL_RT_V(tl_gemm_finite_)
#define tl_gemm_trim_ TL_RT_V(tl_gemm_trim_)
#define tl_gemm_ukr_ TL_RT_V(tl_gemm_ukr_)
#define tl_gemm_ukr_edge_ TL_RT_V(tl_gemm_ukr_edge_)
#define tl_gemm_ukr_full_ TL_RT_V(tl_gemm_ukr_full_)
#define tl_gemm_ukr_full_rows_ TL_RT_V(tl_gemm_ukr_full_rows_)
#define tl_gemm_vf TL_RT_V(tl_gemm_vf)
#define tl_gemm_bf16_at_ TL_RT_V(tl_gemm_bf16_at_)
#define tl_gemm_pack_a_bf16x2 TL_RT_V(tl_gemm_pack_a_bf16x2)
#define tl_gemm_pack_b_bf16x2 TL_RT_V(tl_gemm_pack_b_bf16x2)
#define tl_gemm_ukr_bf16x2_ TL_RT_V(tl_gemm_ukr_bf16x2_)
#define tl_gemm_run_bf16x2_ TL_RT_V(tl_gemm_run_bf16x2_)
#define tl_rt_gemm_f16f32 TL_RT_V(tl_rt_gemm_f16f32)
#define tl_rt_gemm_f32 TL_RT_V(tl_rt_gemm_f32)
#define tl_rt_gemm_i8i32 TL_RT_V(tl_rt_gemm_i8i32)
#define tl_gemm_i8_at_ TL_RT_V(tl_gemm_i8_at_)
#define tl_gemm_pack_a_i8q_ TL_RT_V(tl_gemm_pack_a_i8q_)
#define tl_gemm_pack_b_i8q_ TL_RT_V(tl_gemm_pack_b_i8q_)
#define tl_gemm_ukr_i8q_ TL_RT_V(tl_gemm_ukr_i8q_)
#define tl_gemm_run_i8q_ TL_RT_V(tl_gemm_run_i8q_)
#define tl_gemm_i8_loops_ TL_RT_V(tl_gemm_i8_loops_)

#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__)) && !defined(__AVX512F__)
#define TL_RT_MULTI 1
#if !defined(__clang__) && __GNUC__ >= 11
#define TL_RT_GEMM_VARIANT amx
#pragma GCC push_options
#pragma GCC target("avx512f,avx512dq,avx512bw,avx512vl,avx512bf16,avx512vnni,amx-tile,amx-bf16,amx-int8,avx2,fma")
#pragma GCC optimize("O3")
#include "cpu/prelude/gemm.h"
#include "cpu/prelude/gemm_amx.h"
#pragma GCC pop_options
#undef TILEC_PRELUDE_GEMM_H
#undef TL_RT_HAVE_GEMM_F32
#undef TL_RT_HAVE_GEMM_F16F32
#undef TL_RT_HAVE_GEMM_BF16F32
#undef TL_RT_HAVE_GEMM_I8I32
#undef TL_GEMM_AMX
#undef TL_GEMM_BF16_DOT
#undef TL_GEMM_I8_DOT
#undef TL_GEMM_VBYTES
#undef TL_GEMM_MR
#undef TL_GEMM_VL
#undef TL_GEMM_NR
#undef TL_GEMM_MC
#undef TL_GEMM_NC
#undef TL_RT_GEMM_VARIANT
#define TL_RT_HAVE_AMX_VARIANT 1
#endif

#define TL_RT_GEMM_VARIANT avx512bf16
#pragma GCC push_options
#pragma GCC target("avx512f,avx512dq,avx512bw,avx512vl,avx512bf16,avx512vnni,avx2,fma")
#pragma GCC optimize("O3")
#include "cpu/prelude/gemm.h"
#pragma GCC pop_options
#undef TILEC_PRELUDE_GEMM_H
#undef TL_RT_HAVE_GEMM_F32
#undef TL_RT_HAVE_GEMM_F16F32
#undef TL_RT_HAVE_GEMM_BF16F32
#undef TL_RT_HAVE_GEMM_I8I32
#undef TL_GEMM_BF16_DOT
#undef TL_GEMM_I8_DOT
#undef TL_GEMM_VBYTES
#undef TL_GEMM_MR
#undef TL_GEMM_VL
#undef TL_GEMM_NR
#undef TL_GEMM_MC
#undef TL_GEMM_NC
#undef TL_RT_GEMM_VARIANT

#define TL_RT_GEMM_VARIANT avx512
#pragma GCC push_options
#pragma GCC target("avx512f,avx512dq,avx512bw,avx512vl,avx2,fma")
#pragma GCC optimize("O3")
#include "cpu/prelude/gemm.h"
#pragma GCC pop_options
#undef TILEC_PRELUDE_GEMM_H
#undef TL_RT_HAVE_GEMM_F32
#undef TL_RT_HAVE_GEMM_F16F32
#undef TL_RT_HAVE_GEMM_BF16F32
#undef TL_RT_HAVE_GEMM_I8I32
#undef TL_GEMM_VBYTES
#undef TL_GEMM_MR
#undef TL_GEMM_VL
#undef TL_GEMM_NR
#undef TL_GEMM_MC
#undef TL_GEMM_NC
#undef TL_RT_GEMM_VARIANT

#if !defined(__AVX2__)
#define TL_RT_GEMM_VARIANT avx2
#pragma GCC push_options
#pragma GCC target("avx2,fma")
#pragma GCC optimize("O3")
#include "cpu/prelude/gemm.h"
#pragma GCC pop_options
#undef TILEC_PRELUDE_GEMM_H
#undef TL_RT_HAVE_GEMM_F32
#undef TL_RT_HAVE_GEMM_F16F32
#undef TL_RT_HAVE_GEMM_BF16F32
#undef TL_RT_HAVE_GEMM_I8I32
#undef TL_GEMM_VBYTES
#undef TL_GEMM_MR
#undef TL_GEMM_VL
#undef TL_GEMM_NR
#undef TL_GEMM_MC
#undef TL_GEMM_NC
#undef TL_RT_GEMM_VARIANT
#define TL_RT_HAVE_AVX2_VARIANT 1
#endif
#endif

#define TL_RT_GEMM_VARIANT base
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC push_options
#pragma GCC optimize("O3")
#endif
#include "cpu/prelude/gemm.h"
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC pop_options
#endif

/* moves.h once a variant, renamed as gemm.h's are (_avx512, _avx2 where
 * the build's baseline lacks AVX2, _base), for TL_RT_PICK below: the copy a
 * kernel's C gets with -march=native, where libtilec's baseline one has
 * only SSE2's 16-byte moves and streaming stores. The bf16 and AMX levels
 * take the AVX-512 moves. */
#ifdef TL_RT_MULTI
#pragma GCC push_options
#pragma GCC target("avx512f,avx512bw,avx512vl,avx2,prefer-vector-width=512")
#define tl_rt_stream tl_rt_stream_avx512
#define tl_rt_copy tl_rt_copy_avx512
#include "cpu/prelude/moves.h"
#undef tl_rt_stream
#undef tl_rt_copy
#pragma GCC pop_options
#define tl_rt_stream_avx512bf16 tl_rt_stream_avx512
#define tl_rt_copy_avx512bf16 tl_rt_copy_avx512
#define tl_rt_stream_amx tl_rt_stream_avx512
#define tl_rt_copy_amx tl_rt_copy_avx512
#ifdef TL_RT_HAVE_AVX2_VARIANT
#pragma GCC push_options
#pragma GCC target("avx2")
#define tl_rt_stream tl_rt_stream_avx2
#define tl_rt_copy tl_rt_copy_avx2
#include "cpu/prelude/moves.h"
#undef tl_rt_stream
#undef tl_rt_copy
#pragma GCC pop_options
#endif
#endif
#define tl_rt_stream tl_rt_stream_base
#define tl_rt_copy tl_rt_copy_base
#include "cpu/prelude/moves.h"
#undef tl_rt_stream
#undef tl_rt_copy

typedef void tl_rt_move_fn(void *, const void *, int64_t);
typedef void tl_rt_gemm_f32_fn(int, int, int, const float *, int, int, const float *, int, int, float *, int);
typedef void tl_rt_gemm_f16f32_fn(int, int, int, const uint16_t *, int, int, const uint16_t *, int, int, float *,
                                  int);
typedef void tl_rt_gemm_i8i32_fn(int, int, int, const void *, int, int, int, const void *, int, int, int, int32_t *,
                                 int);

/* 0 base, 1 avx2, 2 avx512, 3 avx512 with bf16 and vnni, 4 the same with amx */
static _Atomic int tl_rt_isa = -1;

/* The widest variant this CPU runs. */
static int tl_rt_pick(void)
{
    int isa = atomic_load_explicit(&tl_rt_isa, memory_order_relaxed);
    if (isa >= 0)
        return isa;
    isa = 0;
#ifdef TL_RT_MULTI
    __builtin_cpu_init();
    int bf16 = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bf16") &&
               __builtin_cpu_supports("avx512vnni");
    if (0)
        ;
#ifdef TL_RT_HAVE_AMX_VARIANT
    else if (bf16 && __builtin_cpu_supports("amx-tile") && __builtin_cpu_supports("amx-bf16") &&
             __builtin_cpu_supports("amx-int8"))
        isa = 4;
#endif
    else if (bf16)
        isa = 3;
    else if (__builtin_cpu_supports("avx512f"))
        isa = 2;
#ifdef TL_RT_HAVE_AVX2_VARIANT
    else if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
        isa = 1;
#endif
#endif
    atomic_store_explicit(&tl_rt_isa, isa, memory_order_relaxed);
    return isa;
}

const char *tilec_rt_gemm_isa(void);
const char *tilec_rt_gemm_isa(void)
{
    static const char *const names[] = {"base", "avx2", "avx512", "avx512bf16", "amx"};
    return names[tl_rt_pick()];
}

/* tl_rt_NAME's copy for this CPU (_amx, _avx512bf16, _avx512, _avx2 or
 * _base, by tl_rt_pick's number; a variant this build has not compiled
 * falls back to a narrower one it has). NAME comes without its prefix, which
 * the renaming above would expand. */
#ifdef TL_RT_MULTI
#define TL_RT_AVX512_(n) tl_rt_##n##_avx512
#define TL_RT_BF16_(n) tl_rt_##n##_avx512bf16
#else
#define TL_RT_AVX512_(n) tl_rt_##n##_base
#define TL_RT_BF16_(n) tl_rt_##n##_base
#endif
#ifdef TL_RT_HAVE_AVX2_VARIANT
#define TL_RT_AVX2_(n) tl_rt_##n##_avx2
#else
#define TL_RT_AVX2_(n) tl_rt_##n##_base
#endif
#ifdef TL_RT_HAVE_AMX_VARIANT
#define TL_RT_AMX_(n) tl_rt_##n##_amx
#else
#define TL_RT_AMX_(n) TL_RT_BF16_(n)
#endif
#define TL_RT_PICK(T, n)                                                                                           \
    ((T *const[]){tl_rt_##n##_base, TL_RT_AVX2_(n), TL_RT_AVX512_(n), TL_RT_BF16_(n), TL_RT_AMX_(n)}[tl_rt_pick()])

void tilec_rt_gemm_f32(int M, int N, int K, const float *A, int lda, int trans_a, const float *B, int ldb, int trans_b,
                       float *C, int ldc)
{
    TL_RT_PICK(tl_rt_gemm_f32_fn, gemm_f32)(M, N, K, A, lda, trans_a, B, ldb, trans_b, C, ldc);
}

void tilec_rt_gemm_f16f32(int M, int N, int K, const uint16_t *A, int lda, int trans_a, const uint16_t *B, int ldb,
                          int trans_b, float *C, int ldc)
{
    TL_RT_PICK(tl_rt_gemm_f16f32_fn, gemm_f16f32)(M, N, K, A, lda, trans_a, B, ldb, trans_b, C, ldc);
}

void tilec_rt_gemm_bf16f32(int M, int N, int K, const uint16_t *A, int lda, int trans_a, const uint16_t *B, int ldb,
                           int trans_b, float *C, int ldc)
{
    TL_RT_PICK(tl_rt_gemm_f16f32_fn, gemm_bf16f32)(M, N, K, A, lda, trans_a, B, ldb, trans_b, C, ldc);
}

void tilec_rt_gemm_i8i32(int M, int N, int K, const void *A, int lda, int trans_a, int a_unsigned, const void *B,
                         int ldb, int trans_b, int b_unsigned, int32_t *C, int ldc)
{
    TL_RT_PICK(tl_rt_gemm_i8i32_fn, gemm_i8i32)(M, N, K, A, lda, trans_a, a_unsigned, B, ldb, trans_b, b_unsigned, C, ldc);
}

void tilec_rt_gemm_tf32(int M, int N, int K, const float *A, int lda, int trans_a, const float *B, int ldb, int trans_b,
                        float *C, int ldc)
{
    tl_rt_gemm_tf32(M, N, K, A, lda, trans_a, B, ldb, trans_b, C, ldc);
}

/* ---- the rest of the prelude ------------------------------------------------ */

int tilec_rt_run_blocks(int64_t nblocks, int nworkers, void (*fn)(void *, int64_t), void *ctx)
{
    return tl_rt_run_blocks(nblocks, nworkers, fn, ctx);
}

float tilec_rt_f16r(double x) { return tl_f16r(x); }
float tilec_rt_bf16r(double x) { return tl_bf16r(x); }
uint16_t tilec_rt_f16_from_double(double x) { return tl_f16_from_double(x); }
uint16_t tilec_rt_bf16_from_double(double x) { return tl_bf16_from_double(x); }
float tilec_rt_f16_to_f32(uint16_t h) { return tl_f16_to_f32(h); }
float tilec_rt_bf16_to_f32(uint16_t h) { return tl_bf16_to_f32(h); }
float tilec_rt_f8e4m3r(double x) { return tl_f8e4m3r(x); }
float tilec_rt_f8e5m2r(double x) { return tl_f8e5m2r(x); }
uint32_t tilec_rt_f8e4m3_from_double(double x) { return tl_f8e4m3_from_double(x); }
uint32_t tilec_rt_f8e5m2_from_double(double x) { return tl_f8e5m2_from_double(x); }
float tilec_rt_f8e4m3_to_f32(uint32_t b) { return tl_f8e4m3_to_f32((uint8_t)b); }
float tilec_rt_f8e5m2_to_f32(uint32_t b) { return tl_f8e5m2_to_f32((uint8_t)b); }
float tilec_rt_e8m0r(double x) { return tl_e8m0r(x); }
uint32_t tilec_rt_e8m0_from_double(double x) { return tl_e8m0_from_double(x); }
float tilec_rt_e8m0_to_f32(uint32_t b) { return tl_e8m0_to_f32((uint8_t)b); }
float tilec_rt_f4e2m1r(double x) { return tl_f4e2m1r(x); }
uint32_t tilec_rt_f4e2m1_from_double(double x) { return tl_f4e2m1_from_double(x); }
float tilec_rt_f4e2m1_to_f32(uint32_t b) { return tl_f4e2m1_to_f32((uint8_t)b); }
void tilec_rt_lock(void) { tl_rt_lock(); }
void tilec_rt_unlock(void) { tl_rt_unlock(); }
void tilec_rt_stream(void *dst, const void *src, int64_t bytes) { TL_RT_PICK(tl_rt_move_fn, stream)(dst, src, bytes); }
void tilec_rt_copy(void *dst, const void *src, int64_t bytes) { TL_RT_PICK(tl_rt_move_fn, copy)(dst, src, bytes); }

/* The runtime by name, for a JIT that defines the symbols itself (a static
 * executable does not export them to dlsym). */
const tilec_rt_symbol tilec_rt_symbols[] = {
    {"tilec_rt_run_blocks", (void *)tilec_rt_run_blocks},
    {"tilec_rt_gemm_f32", (void *)tilec_rt_gemm_f32},
    {"tilec_rt_gemm_f16f32", (void *)tilec_rt_gemm_f16f32},
    {"tilec_rt_gemm_bf16f32", (void *)tilec_rt_gemm_bf16f32},
    {"tilec_rt_gemm_tf32", (void *)tilec_rt_gemm_tf32},
    {"tilec_rt_gemm_i8i32", (void *)tilec_rt_gemm_i8i32},
    {"tilec_rt_f16r", (void *)tilec_rt_f16r},
    {"tilec_rt_bf16r", (void *)tilec_rt_bf16r},
    {"tilec_rt_f16_from_double", (void *)tilec_rt_f16_from_double},
    {"tilec_rt_bf16_from_double", (void *)tilec_rt_bf16_from_double},
    {"tilec_rt_f16_to_f32", (void *)tilec_rt_f16_to_f32},
    {"tilec_rt_bf16_to_f32", (void *)tilec_rt_bf16_to_f32},
    {"tilec_rt_f8e4m3r", (void *)tilec_rt_f8e4m3r},
    {"tilec_rt_f8e5m2r", (void *)tilec_rt_f8e5m2r},
    {"tilec_rt_f8e4m3_from_double", (void *)tilec_rt_f8e4m3_from_double},
    {"tilec_rt_f8e5m2_from_double", (void *)tilec_rt_f8e5m2_from_double},
    {"tilec_rt_f8e4m3_to_f32", (void *)tilec_rt_f8e4m3_to_f32},
    {"tilec_rt_f8e5m2_to_f32", (void *)tilec_rt_f8e5m2_to_f32},
    {"tilec_rt_e8m0r", (void *)tilec_rt_e8m0r},
    {"tilec_rt_e8m0_from_double", (void *)tilec_rt_e8m0_from_double},
    {"tilec_rt_e8m0_to_f32", (void *)tilec_rt_e8m0_to_f32},
    {"tilec_rt_f4e2m1r", (void *)tilec_rt_f4e2m1r},
    {"tilec_rt_f4e2m1_from_double", (void *)tilec_rt_f4e2m1_from_double},
    {"tilec_rt_f4e2m1_to_f32", (void *)tilec_rt_f4e2m1_to_f32},
    {"tilec_rt_lock", (void *)tilec_rt_lock},
    {"tilec_rt_unlock", (void *)tilec_rt_unlock},
    {"tilec_rt_stream", (void *)tilec_rt_stream},
    {"tilec_rt_copy", (void *)tilec_rt_copy},
    {NULL, NULL},
};
