/*
 * gemm.h: the CPU prelude's GEMM for `gemm` tile ops on on-chip buffers.
 *
 *   tl_rt_gemm_f32(M, N, K, A, lda, trans_a, B, ldb, trans_b, C, ldc)
 *   tl_rt_gemm_f16f32(...)   same, A and B as IEEE half bit patterns
 *   tl_rt_gemm_bf16f32(...)  same, A and B as bfloat16 bit patterns
 *   tl_rt_gemm_i8i32(M, N, K, A, lda, trans_a, a_unsigned, B, ldb, trans_b,
 *                    b_unsigned, C, ldc)  A and B bytes (i8, u8 where
 *                    flagged), C i32, the sums wrapping as i32 arithmetic
 *
 * compute C[M,N] += op(A)[M,K] op(B)[K,N], row-major, leading dimensions in
 * elements; op(A) is A [M,K] or, with trans_a, A stored [K,M] (op(B): B [K,N]
 * or B stored [N,K]). The generated code tests TL_RT_HAVE_GEMM_F32 /
 * TL_RT_HAVE_GEMM_F16F32 / TL_RT_HAVE_GEMM_BF16F32 and falls back to a plain
 * loop without them.
 *
 * Where the compiler targets AMX and Linux grants the tile data, bf16 and
 * 8-bit gemms run on AMX tiles (gemm_amx.h); else bf16 on AVX-512 BF16
 * (below) and 8-bit on AVX-512 VNNI (vpdpbusd, with the offsets that make
 * its unsigned x signed bytes any pair of signednesses), else widened.
 *
 * Method (the usual packed GEMM): for blocks of KC rows of op(B) and NC
 * columns, B is packed into micro-panels of NR columns; for blocks of MC rows,
 * A into micro-panels of MR rows (f16 and bf16 are widened to f32 while
 * packing: every product is exact in f32, as the interpreter's are); a
 * register-blocked MR x NR micro-kernel in GCC/Clang vector extensions
 * accumulates a tile of C over KC. Panels are zero-padded, so the micro-kernel
 * always runs full; tiles at the M/N edges are written through a mask. Not
 * transposed f32 A and B with a short leading dimension (tiles on chip) are
 * read in place instead of packed (B's last panel narrower than NR is
 * packed). Trailing zero rows of op(A), columns of op(B) and k (a tile's
 * zero padding at a tensor's edge) are cut when the rest is finite. The
 * panels are on the caller's stack (at most 704 KiB), so concurrent blocks
 * are safe and new threads pay nothing.
 *
 * Register tiles: AVX-512 8x32 (16 zmm accumulators), AVX/AVX2 6x16 (12 ymm),
 * otherwise 4x8 in 16-byte vectors (which the compiler lowers to scalars where
 * the target has no SIMD). TL_GEMM_MR (at most 16), TL_GEMM_NV (vectors per
 * row), TL_GEMM_KC/MC/NC (cache blocks), TL_GEMM_A_IN_PLACE and
 * TL_GEMM_B_IN_PLACE (0: always packed) may be predefined to tune.
 */
#ifndef TILEC_PRELUDE_GEMM_H
#define TILEC_PRELUDE_GEMM_H

#include <stdint.h>
#include <string.h>

#define TL_RT_HAVE_GEMM_F32 1
#define TL_RT_HAVE_GEMM_F16F32 1
#define TL_RT_HAVE_GEMM_BF16F32 1
#define TL_RT_HAVE_GEMM_I8I32 1

/* AMX tiles (gemm_amx.h, which follows this file): bf16 and 8-bit gemms
 * where the compiler targets them and the process may use them. */
#if defined(__AMX_TILE__) && defined(__AMX_BF16__) && defined(__AMX_INT8__) && defined(__AVX512F__) &&            \
    defined(__linux__) && defined(__x86_64__)
#define TL_GEMM_AMX 1
static int tl_gemm_amx_ready_(void);
static void tl_gemm_amx_bf16_(int M, int N, int K, const uint16_t *A, int lda, int trans_a, const uint16_t *B,
                              int ldb, int trans_b, float *C, int ldc);
static void tl_gemm_amx_i8_(int M, int N, int K, const void *A, int lda, int trans_a, int a_unsigned, const void *B,
                            int ldb, int trans_b, int b_unsigned, int32_t *C, int ldc);
#endif

#if defined(__AVX512F__)
#define TL_GEMM_VBYTES 64
#ifndef TL_GEMM_MR
#define TL_GEMM_MR 8
#endif
#elif defined(__AVX__)
#define TL_GEMM_VBYTES 32
#ifndef TL_GEMM_MR
#define TL_GEMM_MR 6
#endif
#else
#define TL_GEMM_VBYTES 16
#ifndef TL_GEMM_MR
#define TL_GEMM_MR 4
#endif
#endif
#ifndef TL_GEMM_NV
#define TL_GEMM_NV 2 /* vectors per row of the register tile */
#endif
#define TL_GEMM_VL (TL_GEMM_VBYTES / 4)
#define TL_GEMM_NR (TL_GEMM_NV * TL_GEMM_VL)
#ifndef TL_GEMM_KC
#define TL_GEMM_KC 256
#endif
#ifndef TL_GEMM_MC
#define TL_GEMM_MC (24 * TL_GEMM_MR)
#endif
#ifndef TL_GEMM_NC
#define TL_GEMM_NC (16 * TL_GEMM_NR)
#endif
#ifndef TL_GEMM_A_IN_PLACE
#define TL_GEMM_A_IN_PLACE 1 /* 0: pack A always */
#endif
#ifndef TL_GEMM_B_IN_PLACE
#define TL_GEMM_B_IN_PLACE 1 /* 0: pack B always */
#endif

typedef float tl_gemm_vf __attribute__((vector_size(TL_GEMM_VBYTES)));

/* GCC does not contract a*b+c into FMA in ISO C mode (-std=c11) unless told
 * to; Clang is told inside the micro-kernel. */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC push_options
#pragma GCC optimize("fp-contract=fast")
#endif

static inline tl_gemm_vf tl_gemm_loadu_(const float *p)
{
    tl_gemm_vf v;
    memcpy(&v, p, sizeof v);
    return v;
}

static inline void tl_gemm_storeu_(float *p, tl_gemm_vf v)
{
    memcpy(p, &v, sizeof v);
}

/* The micro-kernel: C[0:mr, 0:nr] += a (rows x kc, element (i, p) at
 * a[i*as + p*ps]) times a b-panel (kc x NR, b[p*bs+j]). A packed a-panel has
 * as = 1, ps = MR (rows past mr zero-padded); A read in place (row-major, not
 * transposed) has as = lda, ps = 1. A packed b-panel has bs = NR; B read in
 * place (row-major, not transposed, NR whole columns) bs = ldb. `rows` (>= mr)
 * is a constant in every inlined copy, and only those rows of a are read. */
static inline __attribute__((always_inline)) void
tl_gemm_ukr_(int kc, const float *restrict a, ptrdiff_t as, ptrdiff_t ps, const float *restrict b,
             ptrdiff_t bs, float *restrict c, int ldc, const int rows, int mr, int nr)
{
#if defined(__clang__)
#pragma clang fp contract(fast)
#endif
    tl_gemm_vf acc[TL_GEMM_MR][TL_GEMM_NV];
    for (int i = 0; i < rows; i++)
        for (int v = 0; v < TL_GEMM_NV; v++)
            acc[i][v] = (tl_gemm_vf){ 0 };
#if defined(__clang__)
#pragma clang loop unroll_count(4)
#elif defined(__GNUC__)
#pragma GCC unroll 4
#endif
    for (int p = 0; p < kc; p++) {
        tl_gemm_vf bb[TL_GEMM_NV];
        for (int v = 0; v < TL_GEMM_NV; v++)
            bb[v] = tl_gemm_loadu_(b + p * bs + v * TL_GEMM_VL);
        for (int i = 0; i < rows; i++) {
            float s = a[i * as + p * ps];
            for (int v = 0; v < TL_GEMM_NV; v++)
                acc[i][v] += s * bb[v];
        }
    }
    if (mr == TL_GEMM_MR && nr == TL_GEMM_NR) {
        for (int i = 0; i < rows; i++)
            for (int v = 0; v < TL_GEMM_NV; v++) {
                float *cp = c + (ptrdiff_t)i * ldc + v * TL_GEMM_VL;
                tl_gemm_storeu_(cp, tl_gemm_loadu_(cp) + acc[i][v]);
            }
        return;
    }
    /* a row's vectors as floats, through a union (a memcpy from acc[i] here
     * made newer gcc see an out-of-bounds range in the inlined edge copies) */
    union {
        tl_gemm_vf v[TL_GEMM_NV];
        float f[TL_GEMM_NR];
    } t;
    for (int i = 0; i < rows && i < mr; i++) {
        for (int v = 0; v < TL_GEMM_NV; v++)
            t.v[v] = acc[i][v];
        float *cp = c + (ptrdiff_t)i * ldc;
        for (int j = 0; j < nr; j++)
            cp[j] += t.f[j];
    }
}

/* Full tiles, from a packed a-panel and from A in place. */
static __attribute__((noinline)) void tl_gemm_ukr_full_(int kc, const float *a, const float *b,
                                                        ptrdiff_t bs, float *c, int ldc)
{
    tl_gemm_ukr_(kc, a, 1, TL_GEMM_MR, b, bs, c, ldc, TL_GEMM_MR, TL_GEMM_MR, TL_GEMM_NR);
}

static __attribute__((noinline)) void tl_gemm_ukr_full_rows_(int kc, const float *a, int lda,
                                                             const float *b, ptrdiff_t bs, float *c,
                                                             int ldc)
{
    tl_gemm_ukr_(kc, a, lda, 1, b, bs, c, ldc, TL_GEMM_MR, TL_GEMM_MR, TL_GEMM_NR);
}

/* An edge tile (mr < MR or nr < NR): only the rows that exist are computed.
 * as, ps as for tl_gemm_ukr_. */
static __attribute__((noinline)) void tl_gemm_ukr_edge_(int kc, const float *a, ptrdiff_t as,
                                                        ptrdiff_t ps, const float *b, ptrdiff_t bs,
                                                        float *c, int ldc, int mr, int nr)
{
    switch (mr) {
#define TL_GEMM_EDGE_CASE_(R)                                                                 \
    case R:                                                                                   \
        if (R <= TL_GEMM_MR)                                                                  \
            tl_gemm_ukr_(kc, a, as, ps, b, bs, c, ldc, R <= TL_GEMM_MR ? R : TL_GEMM_MR, mr, nr); \
        break;
        TL_GEMM_EDGE_CASE_(1)
        TL_GEMM_EDGE_CASE_(2)
        TL_GEMM_EDGE_CASE_(3)
        TL_GEMM_EDGE_CASE_(4)
        TL_GEMM_EDGE_CASE_(5)
        TL_GEMM_EDGE_CASE_(6)
        TL_GEMM_EDGE_CASE_(7)
        TL_GEMM_EDGE_CASE_(8)
        TL_GEMM_EDGE_CASE_(9)
        TL_GEMM_EDGE_CASE_(10)
        TL_GEMM_EDGE_CASE_(11)
        TL_GEMM_EDGE_CASE_(12)
        TL_GEMM_EDGE_CASE_(13)
        TL_GEMM_EDGE_CASE_(14)
        TL_GEMM_EDGE_CASE_(15)
#undef TL_GEMM_EDGE_CASE_
    default: /* mr == MR (MR is at most 16) */
        tl_gemm_ukr_(kc, a, as, ps, b, bs, c, ldc, TL_GEMM_MR, mr, nr);
        break;
    }
}

/* f16 bits to f32, exact (subnormals, inf, NaN); vectorizable. */
static inline float tl_gemm_h2f_(uint16_t h)
{
    uint32_t sign = (uint32_t)(h & 0x8000u) << 16;
    uint32_t em = h & 0x7fffu;
    uint32_t bits = em << 13;
    float f;
    memcpy(&f, &bits, sizeof f);
    f *= 0x1p112f; /* rebias the exponent; scales subnormals right too */
    memcpy(&bits, &f, sizeof bits);
    if (em >= 0x7c00u)
        bits |= 0x7f800000u; /* inf, NaN */
    bits |= sign;
    memcpy(&f, &bits, sizeof f);
    return f;
}

/* bf16 bits to f32: the high half of the float's bits, exact. */
static inline float tl_gemm_bf2f_(uint16_t h)
{
    uint32_t bits = (uint32_t)h << 16;
    float f;
    memcpy(&f, &bits, sizeof f);
    return f;
}

/* Packing. A-panels: dst[p*MR + i] = op(A)[i0+i, p0+p], rows past mc zero.
 * B-panels: dst[p*NR + j] = op(B)[p0+p, j0+j], columns past nc zero. One
 * definition per element type; LOAD(ptr, index) reads one element as float. */
#define TL_GEMM_DEFINE_PACK_(SUF, T, LOAD)                                                     \
    static void tl_gemm_pack_a_##SUF(int mc, int kc, const T *A, int lda, int trans,            \
                                     float *restrict dst)                                      \
    {                                                                                          \
        for (int i0 = 0; i0 < mc; i0 += TL_GEMM_MR, dst += (ptrdiff_t)kc * TL_GEMM_MR) {        \
            int mr = mc - i0 < TL_GEMM_MR ? mc - i0 : TL_GEMM_MR;                              \
            if (trans) {                                                                       \
                for (int p = 0; p < kc; p++) {                                                 \
                    const T *s = A + (ptrdiff_t)p * lda + i0;                                  \
                    float *d = dst + p * TL_GEMM_MR;                                           \
                    int i = 0;                                                                 \
                    for (; i < mr; i++)                                                        \
                        d[i] = LOAD(s, i);                                                     \
                    for (; i < TL_GEMM_MR; i++)                                                \
                        d[i] = 0.0f;                                                           \
                }                                                                              \
            } else if (mr == TL_GEMM_MR) {                                                     \
                const T *s = A + (ptrdiff_t)i0 * lda;                                          \
                for (int p = 0; p < kc; p++)                                                   \
                    for (int i = 0; i < TL_GEMM_MR; i++)                                       \
                        dst[p * TL_GEMM_MR + i] = LOAD(s, (ptrdiff_t)i * lda + p);             \
            } else {                                                                           \
                for (int i = 0; i < TL_GEMM_MR; i++) {                                         \
                    const T *s = A + (ptrdiff_t)(i0 + i) * lda;                                \
                    for (int p = 0; p < kc; p++)                                               \
                        dst[p * TL_GEMM_MR + i] = i < mr ? LOAD(s, p) : 0.0f;                  \
                }                                                                              \
            }                                                                                  \
        }                                                                                      \
    }                                                                                          \
    static void tl_gemm_pack_b_##SUF(int kc, int nc, const T *B, int ldb, int trans,            \
                                     float *restrict dst)                                      \
    {                                                                                          \
        for (int j0 = 0; j0 < nc; j0 += TL_GEMM_NR, dst += (ptrdiff_t)kc * TL_GEMM_NR) {        \
            int nr = nc - j0 < TL_GEMM_NR ? nc - j0 : TL_GEMM_NR;                              \
            if (trans) {                                                                       \
                for (int j = 0; j < TL_GEMM_NR; j++) {                                         \
                    const T *s = B + (ptrdiff_t)(j0 + j) * ldb;                                \
                    for (int p = 0; p < kc; p++)                                               \
                        dst[p * TL_GEMM_NR + j] = j < nr ? LOAD(s, p) : 0.0f;                  \
                }                                                                              \
            } else if (nr == TL_GEMM_NR) {                                                     \
                for (int p = 0; p < kc; p++) {                                                 \
                    const T *s = B + (ptrdiff_t)p * ldb + j0;                                  \
                    for (int j = 0; j < TL_GEMM_NR; j++)                                       \
                        dst[p * TL_GEMM_NR + j] = LOAD(s, j);                                  \
                }                                                                              \
            } else {                                                                           \
                for (int p = 0; p < kc; p++) {                                                 \
                    const T *s = B + (ptrdiff_t)p * ldb + j0;                                  \
                    float *d = dst + p * TL_GEMM_NR;                                           \
                    int j = 0;                                                                 \
                    for (; j < nr; j++)                                                        \
                        d[j] = LOAD(s, j);                                                     \
                    for (; j < TL_GEMM_NR; j++)                                                \
                        d[j] = 0.0f;                                                           \
                }                                                                              \
            }                                                                                  \
        }                                                                                      \
    }

#define TL_GEMM_LOAD_F32_(s, i) ((s)[i])
#define TL_GEMM_LOAD_F16_(s, i) tl_gemm_h2f_((s)[i])
#define TL_GEMM_LOAD_BF16_(s, i) tl_gemm_bf2f_((s)[i])
TL_GEMM_DEFINE_PACK_(f32, float, TL_GEMM_LOAD_F32_)
TL_GEMM_DEFINE_PACK_(f16, uint16_t, TL_GEMM_LOAD_F16_)
TL_GEMM_DEFINE_PACK_(bf16, uint16_t, TL_GEMM_LOAD_BF16_)
#undef TL_GEMM_DEFINE_PACK_

#if defined(__AVX512BF16__) && defined(__AVX512F__) && TL_GEMM_VBYTES == 64 && TL_GEMM_NV == 2
/* bf16 x bf16 on AVX-512 BF16 (vdpbf16ps): each instruction adds two
 * products a pair of k to 16 f32 accumulators, twice the f32 FMA's work.
 * Panels hold k in pairs as 32-bit words, the even k in the low half (as
 * vdpbf16ps pairs them): B's dst[q*NR + j] = op(B)[2q, j] | op(B)[2q+1, j]
 * << 16, A's dst[q*MR + i] likewise for row i; a missing k, row or column
 * is zero. The products are exact in f32; each pair is added to the
 * accumulator with a rounding, as the f32 kernel adds each product (denormal
 * results flush to zero: vdpbf16ps has DAZ and FTZ). */
#include <immintrin.h>
#define TL_GEMM_BF16_DOT 1

/* Element (r, c) of an op(X) of rows x cols (X stored [rows, cols], or
 * [cols, rows] with trans), zero outside. */
static inline uint32_t tl_gemm_bf16_at_(const uint16_t *X, int ld, int trans, int r, int c, int rows, int cols)
{
    if (r >= rows || c >= cols)
        return 0;
    return trans ? X[(ptrdiff_t)c * ld + r] : X[(ptrdiff_t)r * ld + c];
}

/* op(A)[i0 + i, p] for p in [0, kc), rows i < mc, into MR-row pair panels. */
static void tl_gemm_pack_a_bf16x2(int mc, int kc, const uint16_t *A, int lda, int trans, uint32_t *restrict dst)
{
    int kc2 = (kc + 1) / 2;
    for (int i0 = 0; i0 < mc; i0 += TL_GEMM_MR, dst += (ptrdiff_t)kc2 * TL_GEMM_MR) {
        int q = 0;
        if (!trans && mc - i0 >= TL_GEMM_MR) {
            /* whole rows along k: a pair is one 32-bit word of the row */
            for (int i = 0; i < TL_GEMM_MR; i++) {
                const uint16_t *row = A + (ptrdiff_t)(i0 + i) * lda;
                for (int p = 0; p < kc / 2; p++) {
                    uint32_t w;
                    memcpy(&w, row + 2 * p, sizeof w);
                    dst[p * TL_GEMM_MR + i] = w;
                }
            }
            q = kc / 2;
        }
        for (; q < kc2; q++)
            for (int i = 0; i < TL_GEMM_MR; i++)
                dst[q * TL_GEMM_MR + i] = tl_gemm_bf16_at_(A, lda, trans, i0 + i, 2 * q, mc, kc) |
                                          tl_gemm_bf16_at_(A, lda, trans, i0 + i, 2 * q + 1, mc, kc) << 16;
    }
}

/* op(B)[p, j0 + j] into NR-column pair panels (rows of B two at a time
 * where they are whole). */
static void tl_gemm_pack_b_bf16x2(int kc, int nc, const uint16_t *B, int ldb, int trans, uint32_t *restrict dst)
{
    int kc2 = (kc + 1) / 2;
    for (int j0 = 0; j0 < nc; j0 += TL_GEMM_NR, dst += (ptrdiff_t)kc2 * TL_GEMM_NR) {
        int nr = nc - j0 < TL_GEMM_NR ? nc - j0 : TL_GEMM_NR;
        for (int q = 0; q < kc2; q++) {
            uint32_t *d = dst + (ptrdiff_t)q * TL_GEMM_NR;
            if (!trans && nr == TL_GEMM_NR && 2 * q + 1 < kc) {
                const uint16_t *r0 = B + (ptrdiff_t)(2 * q) * ldb + j0, *r1 = r0 + ldb;
                for (int j = 0; j < TL_GEMM_NR; j++)
                    d[j] = (uint32_t)r0[j] | (uint32_t)r1[j] << 16;
                continue;
            }
            for (int j = 0; j < TL_GEMM_NR; j++)
                d[j] = tl_gemm_bf16_at_(B, ldb, trans, 2 * q, j0 + j, kc, nc) |
                       tl_gemm_bf16_at_(B, ldb, trans, 2 * q + 1, j0 + j, kc, nc) << 16;
        }
    }
}

/* C[0:mr, 0:nr] += an MR-row pair panel times an NR-column pair panel, kc2 pairs. */
static __attribute__((noinline)) void tl_gemm_ukr_bf16x2_(int kc2, const uint32_t *restrict a,
                                                           const uint32_t *restrict b, float *restrict c,
                                                           int ldc, int mr, int nr)
{
    __m512 acc[TL_GEMM_MR][2];
    for (int i = 0; i < TL_GEMM_MR; i++)
        acc[i][0] = acc[i][1] = _mm512_setzero_ps();
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC unroll 4
#endif
    for (int q = 0; q < kc2; q++) {
        __m512bh b0 = (__m512bh)_mm512_load_si512((const void *)(b + (ptrdiff_t)q * TL_GEMM_NR));
        __m512bh b1 = (__m512bh)_mm512_load_si512((const void *)(b + (ptrdiff_t)q * TL_GEMM_NR + 16));
        for (int i = 0; i < TL_GEMM_MR; i++) {
            __m512bh s = (__m512bh)_mm512_set1_epi32((int)a[q * TL_GEMM_MR + i]);
            acc[i][0] = _mm512_dpbf16_ps(acc[i][0], s, b0);
            acc[i][1] = _mm512_dpbf16_ps(acc[i][1], s, b1);
        }
    }
    if (mr == TL_GEMM_MR && nr == TL_GEMM_NR) {
        for (int i = 0; i < TL_GEMM_MR; i++)
            for (int v = 0; v < 2; v++) {
                float *cp = c + (ptrdiff_t)i * ldc + v * 16;
                _mm512_storeu_ps(cp, _mm512_add_ps(_mm512_loadu_ps(cp), acc[i][v]));
            }
        return;
    }
    for (int i = 0; i < mr; i++)
        for (int v = 0; v < 2; v++) {
            int n = nr - v * 16;
            if (n <= 0)
                break;
            __mmask16 m = n >= 16 ? (__mmask16)0xffff : (__mmask16)((1u << n) - 1);
            float *cp = c + (ptrdiff_t)i * ldc + v * 16;
            _mm512_mask_storeu_ps(cp, m, _mm512_add_ps(_mm512_maskz_loadu_ps(m, cp), acc[i][v]));
        }
}

/* The blocked loops of the bf16 pair kernel (tl_gemm_run_'s, K in pairs). */
static void tl_gemm_run_bf16x2_(int M, int N, int K, const uint16_t *A, int lda, int trans_a, const uint16_t *B,
                                int ldb, int trans_b, float *C, int ldc)
{
    int kcmax = K < TL_GEMM_KC ? K : TL_GEMM_KC;
    int ncmax = N < TL_GEMM_NC ? N : TL_GEMM_NC;
    int mcmax = M < TL_GEMM_MC ? M : TL_GEMM_MC;
    size_t kc2max = (size_t)(kcmax + 1) / 2;
    size_t bwords = kc2max * ((ncmax + TL_GEMM_NR - 1) / TL_GEMM_NR * TL_GEMM_NR);
    size_t awords = kc2max * ((mcmax + TL_GEMM_MR - 1) / TL_GEMM_MR * TL_GEMM_MR);
    uint32_t scratch[bwords + awords + 16];
    uint32_t *bp = (uint32_t *)(((uintptr_t)scratch + 63) & ~(uintptr_t)63);
    uint32_t *ap = bp + bwords;
    for (int jc = 0; jc < N; jc += TL_GEMM_NC) {
        int nc = N - jc < TL_GEMM_NC ? N - jc : TL_GEMM_NC;
        for (int pc = 0; pc < K; pc += TL_GEMM_KC) {
            int kc = K - pc < TL_GEMM_KC ? K - pc : TL_GEMM_KC, kc2 = (kc + 1) / 2;
            ptrdiff_t boff = trans_b ? (ptrdiff_t)jc * ldb + pc : (ptrdiff_t)pc * ldb + jc;
            tl_gemm_pack_b_bf16x2(kc, nc, B + boff, ldb, trans_b, bp);
            for (int ic = 0; ic < M; ic += TL_GEMM_MC) {
                int mc = M - ic < TL_GEMM_MC ? M - ic : TL_GEMM_MC;
                ptrdiff_t aoff = trans_a ? (ptrdiff_t)pc * lda + ic : (ptrdiff_t)ic * lda + pc;
                tl_gemm_pack_a_bf16x2(mc, kc, A + aoff, lda, trans_a, ap);
                for (int jr = 0; jr < nc; jr += TL_GEMM_NR) {
                    int nr = nc - jr < TL_GEMM_NR ? nc - jr : TL_GEMM_NR;
                    for (int ir = 0; ir < mc; ir += TL_GEMM_MR) {
                        int mr = mc - ir < TL_GEMM_MR ? mc - ir : TL_GEMM_MR;
                        tl_gemm_ukr_bf16x2_(kc2, ap + (ptrdiff_t)ir * kc2, bp + (ptrdiff_t)jr * kc2,
                                            C + (ptrdiff_t)(ic + ir) * ldc + jc + jr, ldc, mr, nr);
                    }
                }
            }
        }
    }
}
#endif

/* The element types of A and B, which select the packing routines (macros:
 * the runtime includes this file once per instruction set). */
#ifndef TL_GEMM_ELEM_F32
#define TL_GEMM_ELEM_F32 0
#define TL_GEMM_ELEM_F16 1
#define TL_GEMM_ELEM_BF16 2
#define TL_GEMM_ELEM_I8 3 /* 8-bit integers: nothing is non-finite */
#endif

/* Zero padding. A tile copied from the edge of a tensor is padded with
 * zeros, and a gemm on it multiplied the zeros like any other element: at n
 * = 1024 with 192 x 192 tiles, 27% of the work. A trailing row of op(A), a
 * trailing column of op(B) or a trailing k whose elements are all zero adds
 * only zero products to C, as long as what they multiply is finite (0 x inf
 * is NaN); so the gemm is cut to the rows, columns and k that hold a
 * nonzero when the rest of both operands is finite (checked only when there
 * is something to cut), and gives the same C (C + 0 is C; a -0 in C is kept
 * where +0 + -0 would give it, and C starts at +0 on chip). Each scan stops
 * at its first nonzero: a full tile costs a read or two. X is stored [rows,
 * cols] with leading dimension ld, elements of esz bytes (4: f32, 2: f16 or
 * bf16, whose sign bit is the top one too). */
typedef uint32_t __attribute__((may_alias)) tl_gemm_bits32_; /* an f32's bits, read in place */

static inline int tl_gemm_nonzero_(const void *X, ptrdiff_t i, size_t esz)
{
    if (esz == 1)
        return ((const uint8_t *)X)[i] != 0;
    if (esz == 4) {
        uint32_t w;
        memcpy(&w, (const char *)X + i * 4, 4);
        return (w & 0x7fffffffu) != 0;
    }
    uint16_t h;
    memcpy(&h, (const char *)X + i * 2, 2);
    return (h & 0x7fffu) != 0;
}

/* 1 + the last row of X that holds a nonzero, 0 if none (each row's bits
 * or'ed without a branch, so that it vectorizes). */
static int tl_gemm_rows_used_(const void *X, int ld, int rows, int cols, size_t esz)
{
    for (int r = rows - 1; r >= 0; r--) {
        uint32_t any = 0;
        if (esz == 1) {
            const uint8_t *b = (const uint8_t *)X + (ptrdiff_t)r * ld;
            for (int c = 0; c < cols; c++)
                any |= b[c];
        } else if (esz == 4) {
            const tl_gemm_bits32_ *w = (const tl_gemm_bits32_ *)X + (ptrdiff_t)r * ld;
            for (int c = 0; c < cols; c++)
                any |= w[c] & 0x7fffffffu;
        } else {
            const uint16_t *h = (const uint16_t *)X + (ptrdiff_t)r * ld;
            for (int c = 0; c < cols; c++)
                any |= h[c] & 0x7fffu;
        }
        if (any)
            return r + 1;
    }
    return 0;
}

/* 1 + the last column of X that holds a nonzero, 0 if none. */
static int tl_gemm_cols_used_(const void *X, int ld, int rows, int cols, size_t esz)
{
    for (int c = cols - 1; c >= 0; c--)
        for (int r = 0; r < rows; r++)
            if (tl_gemm_nonzero_(X, (ptrdiff_t)r * ld + c, esz))
                return c + 1;
    return 0;
}

/* Whether every element of X[0:rows, 0:cols] is finite (counted without a
 * branch, so that it vectorizes). */
static int tl_gemm_finite_(const void *X, int ld, int rows, int cols, int elem)
{
    long bad = 0;
    if (elem == TL_GEMM_ELEM_I8)
        return 1;
    for (int r = 0; r < rows; r++) {
        if (elem == TL_GEMM_ELEM_F32) {
            const tl_gemm_bits32_ *w = (const tl_gemm_bits32_ *)X + (ptrdiff_t)r * ld;
            for (int c = 0; c < cols; c++)
                bad += (w[c] & 0x7f800000u) == 0x7f800000u;
        } else {
            const uint16_t *h = (const uint16_t *)X + (ptrdiff_t)r * ld;
            uint16_t e = elem == TL_GEMM_ELEM_F16 ? 0x7c00u : 0x7f80u;
            for (int c = 0; c < cols; c++)
                bad += (h[c] & e) == e;
        }
    }
    return bad == 0;
}

/* The extents of C += op(A) op(B) that matter: *M, *N, *K cut as above. */
static void tl_gemm_trim_(int *M, int *N, int *K, const void *A, int lda, int trans_a, const void *B, int ldb,
                          int trans_b, int elem)
{
    size_t esz = elem == TL_GEMM_ELEM_F32 ? 4 : elem == TL_GEMM_ELEM_I8 ? 1 : 2;
    int m = trans_a ? tl_gemm_cols_used_(A, lda, *K, *M, esz) : tl_gemm_rows_used_(A, lda, *M, *K, esz);
    int n = trans_b ? tl_gemm_rows_used_(B, ldb, *N, *K, esz) : tl_gemm_cols_used_(B, ldb, *K, *N, esz);
    int ka = trans_a ? tl_gemm_rows_used_(A, lda, *K, m, esz) : tl_gemm_cols_used_(A, lda, m, *K, esz);
    int kb = trans_b ? tl_gemm_cols_used_(B, ldb, n, *K, esz) : tl_gemm_rows_used_(B, ldb, *K, n, esz);
    int k = ka < kb ? ka : kb;
    if (m == *M && n == *N && k == *K)
        return;
    /* op(A)[0:m, 0:K] and op(B)[0:K, 0:n] finite: every product cut is 0 */
    if (!(trans_a ? tl_gemm_finite_(A, lda, *K, m, elem) : tl_gemm_finite_(A, lda, m, *K, elem)) ||
        !(trans_b ? tl_gemm_finite_(B, ldb, n, *K, elem) : tl_gemm_finite_(B, ldb, *K, n, elem)))
        return;
    *M = m, *N = n, *K = k;
}

/* The blocked loops. */
static void tl_gemm_run_(int M, int N, int K, const void *A, int lda, int trans_a, const void *B,
                         int ldb, int trans_b, float *C, int ldc, int elem)
{
    if (M <= 0 || N <= 0 || K <= 0)
        return;
    tl_gemm_trim_(&M, &N, &K, A, lda, trans_a, B, ldb, trans_b, elem);
    if (M <= 0 || N <= 0 || K <= 0)
        return;
#ifdef TL_GEMM_AMX
    if (elem == TL_GEMM_ELEM_BF16 && tl_gemm_amx_ready_()) {
        tl_gemm_amx_bf16_(M, N, K, (const uint16_t *)A, lda, trans_a, (const uint16_t *)B, ldb, trans_b, C, ldc);
        return;
    }
#endif
#ifdef TL_GEMM_BF16_DOT
    if (elem == TL_GEMM_ELEM_BF16) {
        tl_gemm_run_bf16x2_(M, N, K, (const uint16_t *)A, lda, trans_a, (const uint16_t *)B, ldb, trans_b, C, ldc);
        return;
    }
#endif
    size_t esz = elem == TL_GEMM_ELEM_F32 ? 4 : 2;
    /* f32 A that is not transposed is read in place when its rows are close
     * together (a tile on chip): they are contiguous along K, as the
     * micro-kernel walks them. Wider A is packed (fewer pages per panel). */
    int in_place = elem == TL_GEMM_ELEM_F32 && !trans_a && TL_GEMM_A_IN_PLACE && lda <= 1024;
    /* Likewise f32 B that is not transposed, NR whole columns at a time (a
     * last narrower panel is packed, zero-padded). */
    int b_in_place = elem == TL_GEMM_ELEM_F32 && !trans_b && TL_GEMM_B_IN_PLACE && ldb <= 1024;
    /* The packed panels live on the stack, sized to this call: at most
     * (KC x NC + MC x KC) floats, 704 KiB with AVX-512, 400 KiB with AVX2.
     * Stack pages cost nothing to set up, unlike per-thread static arrays,
     * which every new thread would clear. */
    int kcmax = K < TL_GEMM_KC ? K : TL_GEMM_KC;
    int ncmax = N < TL_GEMM_NC ? N : TL_GEMM_NC;
    int mcmax = M < TL_GEMM_MC ? M : TL_GEMM_MC;
    size_t bfloats = (size_t)kcmax * (b_in_place ? TL_GEMM_NR : (ncmax + TL_GEMM_NR - 1) / TL_GEMM_NR * TL_GEMM_NR);
    size_t afloats = in_place ? 0 : (size_t)kcmax * ((mcmax + TL_GEMM_MR - 1) / TL_GEMM_MR * TL_GEMM_MR);
    float scratch[bfloats + afloats + 16];
    float *bp = (float *)(((uintptr_t)scratch + 63) & ~(uintptr_t)63);
    float *ap = bp + bfloats;
    for (int jc = 0; jc < N; jc += TL_GEMM_NC) {
        int nc = N - jc < TL_GEMM_NC ? N - jc : TL_GEMM_NC;
        /* columns [0, nfull) of this block are read in place, the rest packed */
        int nfull = b_in_place ? nc / TL_GEMM_NR * TL_GEMM_NR : 0;
        for (int pc = 0; pc < K; pc += TL_GEMM_KC) {
            int kc = K - pc < TL_GEMM_KC ? K - pc : TL_GEMM_KC;
            /* op(B)[pc, jc]: B[pc*ldb + jc], or transposed B[jc*ldb + pc] */
            ptrdiff_t boff = trans_b ? (ptrdiff_t)jc * ldb + pc : (ptrdiff_t)pc * ldb + jc;
            const char *bsrc = (const char *)B + boff * (ptrdiff_t)esz;
            if (elem == TL_GEMM_ELEM_F16)
                tl_gemm_pack_b_f16(kc, nc, (const uint16_t *)bsrc, ldb, trans_b, bp);
            else if (elem == TL_GEMM_ELEM_BF16)
                tl_gemm_pack_b_bf16(kc, nc, (const uint16_t *)bsrc, ldb, trans_b, bp);
            else if (nfull < nc)
                tl_gemm_pack_b_f32(kc, nc - nfull, (const float *)bsrc + nfull, ldb, trans_b, bp);
            for (int ic = 0; ic < M; ic += TL_GEMM_MC) {
                int mc = M - ic < TL_GEMM_MC ? M - ic : TL_GEMM_MC;
                ptrdiff_t aoff = trans_a ? (ptrdiff_t)pc * lda + ic : (ptrdiff_t)ic * lda + pc;
                const char *asrc = (const char *)A + aoff * (ptrdiff_t)esz;
                if (elem == TL_GEMM_ELEM_F16)
                    tl_gemm_pack_a_f16(mc, kc, (const uint16_t *)asrc, lda, trans_a, ap);
                else if (elem == TL_GEMM_ELEM_BF16)
                    tl_gemm_pack_a_bf16(mc, kc, (const uint16_t *)asrc, lda, trans_a, ap);
                else if (!in_place)
                    tl_gemm_pack_a_f32(mc, kc, (const float *)asrc, lda, trans_a, ap);
                for (int jr = 0; jr < nc; jr += TL_GEMM_NR) {
                    int nr = nc - jr < TL_GEMM_NR ? nc - jr : TL_GEMM_NR;
                    const float *bpanel = bp + (ptrdiff_t)(jr - nfull) * kc;
                    ptrdiff_t bs = TL_GEMM_NR;
                    if (jr < nfull)
                        bpanel = (const float *)bsrc + jr, bs = ldb;
                    for (int ir = 0; ir < mc; ir += TL_GEMM_MR) {
                        int mr = mc - ir < TL_GEMM_MR ? mc - ir : TL_GEMM_MR;
                        float *cp = C + (ptrdiff_t)(ic + ir) * ldc + jc + jr;
                        if (in_place) {
                            const float *arows = (const float *)asrc + (ptrdiff_t)ir * lda;
                            if (mr == TL_GEMM_MR && nr == TL_GEMM_NR)
                                tl_gemm_ukr_full_rows_(kc, arows, lda, bpanel, bs, cp, ldc);
                            else
                                tl_gemm_ukr_edge_(kc, arows, lda, 1, bpanel, bs, cp, ldc, mr, nr);
                            continue;
                        }
                        const float *apanel = ap + (ptrdiff_t)ir * kc;
                        if (mr == TL_GEMM_MR && nr == TL_GEMM_NR)
                            tl_gemm_ukr_full_(kc, apanel, bpanel, bs, cp, ldc);
                        else
                            tl_gemm_ukr_edge_(kc, apanel, 1, TL_GEMM_MR, bpanel, bs, cp, ldc, mr, nr);
                    }
                }
            }
        }
    }
}

/* ---- 8-bit integers into i32 ------------------------------------------------ */

/* op(X)[r, c] of a byte matrix, as a signed or unsigned value. */
static inline int32_t tl_gemm_i8_at_(const uint8_t *X, int ld, int trans, int r, int c, int uns)
{
    uint8_t b = trans ? X[(ptrdiff_t)c * ld + r] : X[(ptrdiff_t)r * ld + c];
    return uns ? (int32_t)b : (int32_t)(int8_t)b;
}

#if defined(__AVX512VNNI__) && defined(__AVX512F__) && defined(__AVX512BW__) && TL_GEMM_VBYTES == 64 &&          \
    TL_GEMM_NV == 2
/* vpdpbusd multiplies the unsigned bytes of its first operand by the signed
 * bytes of its second, four a 32-bit lane, and adds the sum to the lane
 * (wrapping). Panels hold k in groups of four bytes a word, the lower k in
 * the low byte (A's dst[q*MR + i], B's dst[q*NR + j]); A's bytes are stored
 * as a + alpha (alpha = 128 for signed A, so that they are unsigned), B's as
 * b + beta (beta = -128 for unsigned B, so that they are signed), and a
 * missing k, row or column as 0. The sums are then
 * sum (a + alpha)(b + beta) = sum ab + beta sum a + alpha sum b + kc alpha beta;
 * the packers give each row's sum a and each column's sum b, and the
 * micro-kernel takes the extra terms off (exact modulo 2^32). */
#define TL_GEMM_I8_DOT 1

static void tl_gemm_pack_a_i8q_(int mc, int kc, const uint8_t *A, int lda, int trans, int uns,
                                uint32_t *restrict dst, int32_t *restrict rowsum)
{
    int kq = (kc + 3) / 4;
    uint32_t flip = uns ? 0 : 0x80u;
    for (int i0 = 0; i0 < mc; i0 += TL_GEMM_MR, dst += (ptrdiff_t)kq * TL_GEMM_MR)
        for (int i = 0; i < TL_GEMM_MR; i++) {
            uint32_t sum = 0;
            int q = 0;
            if (!trans && i0 + i < mc) {
                /* a row of A along k: a group is 4 contiguous bytes */
                const uint8_t *r = A + (ptrdiff_t)(i0 + i) * lda;
                for (q = 0; q < kc / 4; q++) {
                    uint32_t w;
                    memcpy(&w, r + 4 * q, 4);
                    dst[q * TL_GEMM_MR + i] = w ^ flip * 0x01010101u;
                }
                for (int p = 0; p < 4 * q; p++)
                    sum += uns ? (uint32_t)r[p] : (uint32_t)(int32_t)(int8_t)r[p];
            }
            for (; q < kq; q++) {
                uint32_t w = 0;
                for (int e = 0; e < 4 && i0 + i < mc && 4 * q + e < kc; e++) {
                    int32_t v = tl_gemm_i8_at_(A, lda, trans, i0 + i, 4 * q + e, uns);
                    sum += (uint32_t)v;
                    w |= (((uint32_t)v & 0xffu) ^ flip) << (8 * e);
                }
                dst[q * TL_GEMM_MR + i] = w;
            }
            if (i0 + i < mc)
                rowsum[i0 + i] = (int32_t)sum;
        }
}

static void tl_gemm_pack_b_i8q_(int kc, int nc, const uint8_t *B, int ldb, int trans, int uns,
                                uint32_t *restrict dst, int32_t *restrict colsum)
{
    int kq = (kc + 3) / 4;
    uint32_t flip = uns ? 0x80u : 0;
    for (int j0 = 0; j0 < nc; j0 += TL_GEMM_NR, dst += (ptrdiff_t)kq * TL_GEMM_NR) {
        int nr = nc - j0 < TL_GEMM_NR ? nc - j0 : TL_GEMM_NR;
        for (int j = 0; j < TL_GEMM_NR; j++)
            if (j >= nr)
                colsum[j0 + j] = 0;
        int q0 = 0;
        if (trans && nr == TL_GEMM_NR) {
            /* B stored [N, K]: a group of k is 4 contiguous bytes of a row */
            q0 = kc / 4;
            for (int j = 0; j < TL_GEMM_NR; j++) {
                const uint8_t *r = B + (ptrdiff_t)(j0 + j) * ldb;
                for (int q = 0; q < q0; q++) {
                    uint32_t w;
                    memcpy(&w, r + 4 * q, 4);
                    dst[(ptrdiff_t)q * TL_GEMM_NR + j] = w ^ flip * 0x01010101u;
                }
            }
        }
        for (int q = q0; q < kq; q++) {
            uint32_t *d = dst + (ptrdiff_t)q * TL_GEMM_NR;
            if (!trans && nr == TL_GEMM_NR && 4 * q + 4 <= kc) {
                /* four whole rows of B (vectorizes) */
                const uint8_t *r = B + (ptrdiff_t)4 * q * ldb + j0;
                for (int j = 0; j < TL_GEMM_NR; j++)
                    d[j] = (r[j] ^ flip) | (r[ldb + j] ^ flip) << 8 | (r[2 * (ptrdiff_t)ldb + j] ^ flip) << 16 |
                           (r[3 * (ptrdiff_t)ldb + j] ^ flip) << 24;
                continue;
            }
            for (int j = 0; j < TL_GEMM_NR; j++) {
                uint32_t w = 0;
                for (int e = 0; e < 4 && j < nr && 4 * q + e < kc; e++)
                    w |= (((uint32_t)tl_gemm_i8_at_(B, ldb, trans, 4 * q + e, j0 + j, uns) & 0xffu) ^ flip) << (8 * e);
                d[j] = w;
            }
        }
        /* each column's sum of op(B), along contiguous bytes */
        uint32_t *cs = (uint32_t *)colsum + j0;
        for (int j = 0; j < nr; j++)
            cs[j] = 0;
        if (trans)
            for (int j = 0; j < nr; j++) {
                const uint8_t *r = B + (ptrdiff_t)(j0 + j) * ldb;
                uint32_t sum = 0;
                for (int p = 0; p < kc; p++)
                    sum += uns ? (uint32_t)r[p] : (uint32_t)(int32_t)(int8_t)r[p];
                cs[j] = sum;
            }
        else
            for (int p = 0; p < kc; p++) {
                const uint8_t *r = B + (ptrdiff_t)p * ldb + j0;
                for (int j = 0; j < nr; j++)
                    cs[j] += uns ? (uint32_t)r[j] : (uint32_t)(int32_t)(int8_t)r[j];
            }
    }
}

/* C[0:mr, 0:nr] += the kq-group dot of an A panel and a B panel, less
 * rowfix[i] + colfix[j] + fix (the offsets' terms). */
static __attribute__((noinline)) void tl_gemm_ukr_i8q_(int kq, const uint32_t *restrict a, const uint32_t *restrict b,
                                                       int32_t *restrict c, int ldc, int mr, int nr,
                                                       const int32_t *rowfix, const int32_t *colfix, int32_t fix)
{
    __m512i acc[TL_GEMM_MR][2];
    for (int i = 0; i < TL_GEMM_MR; i++)
        acc[i][0] = acc[i][1] = _mm512_setzero_si512();
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC unroll 4
#endif
    for (int q = 0; q < kq; q++) {
        __m512i b0 = _mm512_load_si512((const void *)(b + (ptrdiff_t)q * TL_GEMM_NR));
        __m512i b1 = _mm512_load_si512((const void *)(b + (ptrdiff_t)q * TL_GEMM_NR + 16));
        for (int i = 0; i < TL_GEMM_MR; i++) {
            __m512i s = _mm512_set1_epi32((int)a[q * TL_GEMM_MR + i]);
            acc[i][0] = _mm512_dpbusd_epi32(acc[i][0], s, b0);
            acc[i][1] = _mm512_dpbusd_epi32(acc[i][1], s, b1);
        }
    }
    for (int v = 0; v < 2; v++) {
        int n = nr - v * 16;
        if (n <= 0)
            break;
        __mmask16 m = n >= 16 ? (__mmask16)0xffff : (__mmask16)((1u << n) - 1);
        __m512i cf = _mm512_maskz_loadu_epi32(m, colfix + v * 16);
        for (int i = 0; i < mr; i++) {
            int32_t *cp = c + (ptrdiff_t)i * ldc + v * 16;
            __m512i off = _mm512_add_epi32(cf, _mm512_set1_epi32((int)((uint32_t)rowfix[i] + (uint32_t)fix)));
            __m512i sum = _mm512_add_epi32(_mm512_maskz_loadu_epi32(m, cp), _mm512_sub_epi32(acc[i][v], off));
            _mm512_mask_storeu_epi32(cp, m, sum);
        }
    }
}

static void tl_gemm_run_i8q_(int M, int N, int K, const uint8_t *A, int lda, int trans_a, int a_uns, const uint8_t *B,
                             int ldb, int trans_b, int b_uns, int32_t *C, int ldc)
{
    uint32_t alpha = a_uns ? 0 : 128, beta = b_uns ? (uint32_t)-128 : 0;
    int kcmax = K < TL_GEMM_KC ? K : TL_GEMM_KC;
    int ncmax = N < TL_GEMM_NC ? N : TL_GEMM_NC;
    int mcmax = M < TL_GEMM_MC ? M : TL_GEMM_MC;
    size_t kqmax = (size_t)(kcmax + 3) / 4;
    size_t ncpad = (size_t)(ncmax + TL_GEMM_NR - 1) / TL_GEMM_NR * TL_GEMM_NR;
    size_t mcpad = (size_t)(mcmax + TL_GEMM_MR - 1) / TL_GEMM_MR * TL_GEMM_MR;
    uint32_t scratch[kqmax * (ncpad + mcpad) + 16];
    int32_t colfix[ncpad], rowfix[mcpad];
    uint32_t *bp = (uint32_t *)(((uintptr_t)scratch + 63) & ~(uintptr_t)63);
    uint32_t *ap = bp + kqmax * ncpad;
    for (int jc = 0; jc < N; jc += TL_GEMM_NC) {
        int nc = N - jc < TL_GEMM_NC ? N - jc : TL_GEMM_NC;
        for (int pc = 0; pc < K; pc += TL_GEMM_KC) {
            int kc = K - pc < TL_GEMM_KC ? K - pc : TL_GEMM_KC, kq = (kc + 3) / 4;
            ptrdiff_t boff = trans_b ? (ptrdiff_t)jc * ldb + pc : (ptrdiff_t)pc * ldb + jc;
            tl_gemm_pack_b_i8q_(kc, nc, B + boff, ldb, trans_b, b_uns, bp, colfix);
            for (int j = 0; j < nc; j++)
                colfix[j] = (int32_t)(alpha * (uint32_t)colfix[j]);
            int32_t fix = (int32_t)((uint32_t)kc * alpha * beta);
            for (int ic = 0; ic < M; ic += TL_GEMM_MC) {
                int mc = M - ic < TL_GEMM_MC ? M - ic : TL_GEMM_MC;
                ptrdiff_t aoff = trans_a ? (ptrdiff_t)pc * lda + ic : (ptrdiff_t)ic * lda + pc;
                tl_gemm_pack_a_i8q_(mc, kc, A + aoff, lda, trans_a, a_uns, ap, rowfix);
                for (int i = 0; i < mc; i++)
                    rowfix[i] = (int32_t)(beta * (uint32_t)rowfix[i]);
                for (int jr = 0; jr < nc; jr += TL_GEMM_NR) {
                    int nr = nc - jr < TL_GEMM_NR ? nc - jr : TL_GEMM_NR;
                    for (int ir = 0; ir < mc; ir += TL_GEMM_MR) {
                        int mr = mc - ir < TL_GEMM_MR ? mc - ir : TL_GEMM_MR;
                        tl_gemm_ukr_i8q_(kq, ap + (ptrdiff_t)ir * kq, bp + (ptrdiff_t)jr * kq,
                                         C + (ptrdiff_t)(ic + ir) * ldc + jc + jr, ldc, mr, nr, rowfix + ir,
                                         colfix + jr, fix);
                    }
                }
            }
        }
    }
}
#endif

#ifndef TL_GEMM_I8_DOT
/* C[i, j] += sum_p op(A)[i, p] op(B)[p, j], wrapping: the plain loops where
 * the CPU has neither AMX nor VNNI. */
static void tl_gemm_i8_loops_(int M, int N, int K, const uint8_t *A, int lda, int trans_a, int a_uns,
                              const uint8_t *B, int ldb, int trans_b, int b_uns, int32_t *C, int ldc)
{
    for (int i = 0; i < M; i++) {
        uint32_t *c = (uint32_t *)C + (ptrdiff_t)i * ldc;
        for (int p = 0; p < K; p++) {
            uint32_t a = (uint32_t)tl_gemm_i8_at_(A, lda, trans_a, i, p, a_uns);
            if (trans_b)
                for (int j = 0; j < N; j++)
                    c[j] += a * (uint32_t)tl_gemm_i8_at_(B, ldb, 1, p, j, b_uns);
            else
                for (int j = 0; j < N; j++)
                    c[j] += a * (uint32_t)tl_gemm_i8_at_(B, ldb, 0, p, j, b_uns);
        }
    }
}
#endif

static inline __attribute__((unused)) void tl_rt_gemm_i8i32(int M, int N, int K, const void *A, int lda, int trans_a,
                                                            int a_unsigned, const void *B, int ldb, int trans_b,
                                                            int b_unsigned, int32_t *C, int ldc)
{
    if (M <= 0 || N <= 0 || K <= 0)
        return;
    tl_gemm_trim_(&M, &N, &K, A, lda, trans_a, B, ldb, trans_b, TL_GEMM_ELEM_I8);
    if (M <= 0 || N <= 0 || K <= 0)
        return;
#ifdef TL_GEMM_AMX
    if (tl_gemm_amx_ready_()) {
        tl_gemm_amx_i8_(M, N, K, A, lda, trans_a, a_unsigned, B, ldb, trans_b, b_unsigned, C, ldc);
        return;
    }
#endif
#ifdef TL_GEMM_I8_DOT
    tl_gemm_run_i8q_(M, N, K, (const uint8_t *)A, lda, trans_a, a_unsigned, (const uint8_t *)B, ldb, trans_b,
                     b_unsigned, C, ldc);
#else
    tl_gemm_i8_loops_(M, N, K, (const uint8_t *)A, lda, trans_a, a_unsigned, (const uint8_t *)B, ldb, trans_b,
                      b_unsigned, C, ldc);
#endif
}

static inline __attribute__((unused)) void tl_rt_gemm_f32(int M, int N, int K, const float *A, int lda,
                                                          int trans_a, const float *B, int ldb,
                                                          int trans_b, float *C, int ldc)
{
    tl_gemm_run_(M, N, K, A, lda, trans_a, B, ldb, trans_b, C, ldc, TL_GEMM_ELEM_F32);
}

static inline __attribute__((unused)) void tl_rt_gemm_f16f32(int M, int N, int K, const uint16_t *A,
                                                             int lda, int trans_a,
                                                             const uint16_t *B, int ldb,
                                                             int trans_b, float *C, int ldc)
{
    tl_gemm_run_(M, N, K, A, lda, trans_a, B, ldb, trans_b, C, ldc, TL_GEMM_ELEM_F16);
}

static inline __attribute__((unused)) void tl_rt_gemm_bf16f32(int M, int N, int K, const uint16_t *A,
                                                              int lda, int trans_a,
                                                              const uint16_t *B, int ldb,
                                                              int trans_b, float *C, int ldc)
{
    tl_gemm_run_(M, N, K, A, lda, trans_a, B, ldb, trans_b, C, ldc, TL_GEMM_ELEM_BF16);
}

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC pop_options
#endif

#endif
