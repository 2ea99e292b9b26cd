/*
 * gemm_amx.h: gemm.h's bf16 and 8-bit integer GEMMs on Intel AMX tiles,
 * where the compiler targets AMX (TL_GEMM_AMX, set by gemm.h) and Linux
 * grants the process the tile data (tl_gemm_amx_ready_, asked once):
 *
 *   tl_gemm_amx_bf16_(M, N, K, A, lda, trans_a, B, ldb, trans_b, C, ldc)
 *       C (f32) += op(A) op(B), A and B bfloat16 bit patterns
 *   tl_gemm_amx_i8_(M, N, K, A, lda, trans_a, a_unsigned, B, ldb, trans_b,
 *                   b_unsigned, C, ldc)
 *       C (i32) += op(A) op(B), A and B bytes (i8, or u8 where flagged);
 *       the sums wrap as i32 arithmetic does
 *
 * Method. A tile multiply (tdpbf16ps, tdpb[su][su]d) takes a 16 x 64-byte
 * tile of A (16 rows, 32 bf16 or 64 bytes of k) and a 16 x 64-byte tile of
 * B whose rows hold k in groups (2 bf16 or 4 bytes a 32-bit word, the lower
 * k in the low bits, one word a column), and adds the 16 x 16 products to
 * an f32 or i32 tile. So B is packed into panels of 32 columns, a 32-bit
 * word a group of k and column, and A into panels of 32 rows (or read in
 * place: rows of op(A) that are contiguous along k, 32 of them, k a multiple
 * of the tile's depth); k is padded with zeros to the depth. A 32 x 32 block
 * of C is four accumulator tiles (tmm0-3) fed by two tiles of A (tmm4-5)
 * and two of B (tmm6-7) a step: whole blocks load and store C in place,
 * edge blocks go through a staging block on the stack. The geometry is the
 * same for both element types (64 bytes of k a step, 4-byte results), so
 * one micro-kernel, instantiated per instruction, serves them.
 *
 * bf16 products are exact in f32 and added with a rounding, denormals
 * flushed (the instruction's DAZ and FTZ), within the f32 gemm's tolerance
 * of the interpreter; integer results are exact (modulo 2^32).
 */
#if defined(TL_GEMM_AMX) && !defined(TILEC_PRELUDE_GEMM_AMX_H)
#define TILEC_PRELUDE_GEMM_AMX_H

#include <immintrin.h>

#ifndef TL_GEMM_AMX_KC
#define TL_GEMM_AMX_KC 256 /* k a packed block (a multiple of 64) */
#endif
#ifndef TL_GEMM_AMX_NC
#define TL_GEMM_AMX_NC 256 /* columns a packed block of B (a multiple of 32) */
#endif
#ifndef TL_GEMM_AMX_MC
#define TL_GEMM_AMX_MC 128 /* rows a block of A (a multiple of 32) */
#endif

/* Whether Linux gave this process AMX's tile data (arch_prctl
 * ARCH_REQ_XCOMP_PERM for XFEATURE_XTILEDATA, process-wide, asked once). */
static int tl_gemm_amx_ready_(void)
{
    static int state; /* 0 not asked, 1 granted, -1 refused */
    int s = __atomic_load_n(&state, __ATOMIC_RELAXED);
    if (s == 0) {
        /* arch_prctl (158) as a bare system call: syscall() is not declared
         * in strict C without _GNU_SOURCE */
        long r;
        __asm__ volatile("syscall"
                         : "=a"(r)
                         : "0"(158L), "D"(0x1023L /* ARCH_REQ_XCOMP_PERM */), "S"(18L /* XFEATURE_XTILEDATA */)
                         : "rcx", "r11", "memory");
        s = r == 0 ? 1 : -1;
        __atomic_store_n(&state, s, __ATOMIC_RELAXED);
    }
    return s > 0;
}

/* Palette 1, the eight tiles 16 rows of 64 bytes. */
static void tl_gemm_amx_configure_(void)
{
    struct {
        uint8_t palette, start_row, reserved[14];
        uint16_t colsb[16];
        uint8_t rows[16];
    } __attribute__((aligned(64))) cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.palette = 1;
    for (int t = 0; t < 8; t++)
        cfg.colsb[t] = 64, cfg.rows[t] = 16;
    _tile_loadconfig(&cfg);
}

/* C[0:32, 0:32] (4-byte elements, ldc bytes a row) += kt steps of a (32
 * rows, as bytes apart, 64 bytes of k a step) times b (a packed panel: a
 * step is 16 rows of 32 words). A whole block (mr = nr = 32) is loaded and
 * stored in place; otherwise the products are left in stage (32 x 32,
 * zero-based) for the caller to add. */
#define TL_GEMM_AMX_UKR_(NAME, DP)                                                                              \
    static __attribute__((noinline)) void NAME(int kt, const char *a, long as, const uint32_t *b, char *c,      \
                                               long ldc, int whole, void *stage)                                 \
    {                                                                                                            \
        if (whole) {                                                                                             \
            _tile_loadd(0, c, ldc);                                                                              \
            _tile_loadd(1, c + 64, ldc);                                                                         \
            _tile_loadd(2, c + 16 * ldc, ldc);                                                                   \
            _tile_loadd(3, c + 16 * ldc + 64, ldc);                                                              \
        } else {                                                                                                 \
            _tile_zero(0);                                                                                       \
            _tile_zero(1);                                                                                       \
            _tile_zero(2);                                                                                       \
            _tile_zero(3);                                                                                       \
        }                                                                                                        \
        for (int t = 0; t < kt; t++) {                                                                           \
            _tile_loadd(4, a + 64 * t, as);                                                                      \
            _tile_loadd(5, a + 16 * as + 64 * t, as);                                                            \
            _tile_loadd(6, b + 512 * t, 128);                                                                    \
            _tile_loadd(7, b + 512 * t + 16, 128);                                                               \
            DP(0, 4, 6);                                                                                         \
            DP(1, 4, 7);                                                                                         \
            DP(2, 5, 6);                                                                                         \
            DP(3, 5, 7);                                                                                         \
        }                                                                                                        \
        char *d = whole ? c : (char *)stage;                                                                     \
        long ld = whole ? ldc : 128;                                                                             \
        _tile_stored(0, d, ld);                                                                                  \
        _tile_stored(1, d + 64, ld);                                                                             \
        _tile_stored(2, d + 16 * ld, ld);                                                                        \
        _tile_stored(3, d + 16 * ld + 64, ld);                                                                   \
    }
TL_GEMM_AMX_UKR_(tl_gemm_amx_ukr_bf16_, _tile_dpbf16ps)
TL_GEMM_AMX_UKR_(tl_gemm_amx_ukr_ss_, _tile_dpbssd)
TL_GEMM_AMX_UKR_(tl_gemm_amx_ukr_su_, _tile_dpbsud)
TL_GEMM_AMX_UKR_(tl_gemm_amx_ukr_us_, _tile_dpbusd)
TL_GEMM_AMX_UKR_(tl_gemm_amx_ukr_uu_, _tile_dpbuud)
#undef TL_GEMM_AMX_UKR_

typedef void tl_gemm_amx_ukr_fn_(int, const char *, long, const uint32_t *, char *, long, int, void *);

/* Element (r, c) of op(X) (X stored [rows, cols], or [cols, rows] with
 * trans), esz bytes, as an unsigned value; zero outside rows x cols. */
static inline uint32_t tl_gemm_amx_at_(const char *X, int ld, int trans, int r, int c, int rows, int cols, int esz)
{
    if (r >= rows || c >= cols)
        return 0;
    ptrdiff_t i = trans ? (ptrdiff_t)c * ld + r : (ptrdiff_t)r * ld + c;
    return esz == 2 ? ((const uint16_t *)X)[i] : (uint8_t)X[i];
}

/* op(B)[0:kc, 0:nc] into panels of 32 columns, kpad (kc rounded up to the
 * tile's depth) / g words deep: word (q, j) of a panel holds op(B)[g q + e, j]
 * at bits 32 e / g (g = 4 / esz elements a word); zeros outside. */
static void tl_gemm_amx_pack_b_(int kc, int nc, int kpad, const char *B, int ldb, int trans, int esz,
                                uint32_t *restrict dst)
{
    int g = 4 / esz, kq = kpad / g;
    for (int j0 = 0; j0 < nc; j0 += 32, dst += (ptrdiff_t)kq * 32) {
        int q0 = 0;
        if (trans && nc - j0 >= 32) {
            /* B stored [N, K]: a group of k is 4 contiguous bytes of a row */
            q0 = kc / g;
            for (int j = 0; j < 32; j++) {
                const char *r = B + (ptrdiff_t)(j0 + j) * ldb * esz;
                for (int q = 0; q < q0; q++)
                    memcpy(dst + (ptrdiff_t)q * 32 + j, r + (ptrdiff_t)q * 4, 4);
            }
        }
        for (int q = q0; q < kq; q++) {
            uint32_t *d = dst + (ptrdiff_t)q * 32;
            if (!trans && nc - j0 >= 32 && g * q + g <= kc) {
                /* g whole rows of B, 32 columns: interleaved (vectorizes) */
                const char *r = B + ((ptrdiff_t)g * q * ldb + j0) * esz;
                if (esz == 2)
                    for (int j = 0; j < 32; j++)
                        d[j] = (uint32_t)((const uint16_t *)r)[j] | (uint32_t)((const uint16_t *)(r + 2 * (ptrdiff_t)ldb))[j] << 16;
                else
                    for (int j = 0; j < 32; j++)
                        d[j] = (uint32_t)(uint8_t)r[j] | (uint32_t)(uint8_t)r[ldb + j] << 8 |
                               (uint32_t)(uint8_t)r[2 * (ptrdiff_t)ldb + j] << 16 |
                               (uint32_t)(uint8_t)r[3 * (ptrdiff_t)ldb + j] << 24;
                continue;
            }
            for (int j = 0; j < 32; j++) {
                uint32_t w = 0;
                for (int e = 0; e < g; e++)
                    w |= tl_gemm_amx_at_(B, ldb, trans, g * q + e, j0 + j, kc, nc, esz) << (32 / g * e);
                d[j] = w;
            }
        }
    }
}

/* Rows [i0, i0 + 32) of op(A)[0:mc, 0:kc], each kpad * esz bytes, into dst;
 * zeros outside. */
static void tl_gemm_amx_pack_a_(int i0, int mc, int kc, int kpad, const char *A, int lda, int trans, int esz,
                                char *restrict dst)
{
    for (int i = 0; i < 32; i++) {
        char *d = dst + (ptrdiff_t)i * kpad * esz;
        int p = 0;
        if (!trans && i0 + i < mc) {
            memcpy(d, A + (ptrdiff_t)(i0 + i) * lda * esz, (size_t)kc * esz);
            p = kc;
        }
        for (; p < kpad; p++) {
            uint32_t v = tl_gemm_amx_at_(A, lda, trans, i0 + i, p, mc, kc, esz);
            memcpy(d + (ptrdiff_t)p * esz, &v, (size_t)esz); /* little-endian: the low bytes */
        }
    }
}

/* The blocked loops, for either element type (esz 2: bf16 into f32, esz 1:
 * bytes into i32 by ukr). */
static void tl_gemm_amx_run_(int M, int N, int K, const char *A, int lda, int trans_a, const char *B, int ldb,
                             int trans_b, char *C, int ldc, int esz, tl_gemm_amx_ukr_fn_ *ukr)
{
    int depth = 64 / esz; /* k a tile step */
    int kcmax = K < TL_GEMM_AMX_KC ? K : TL_GEMM_AMX_KC;
    int kpmax = (kcmax + depth - 1) / depth * depth;
    int ncmax = N < TL_GEMM_AMX_NC ? N : TL_GEMM_AMX_NC;
    int mcmax = M < TL_GEMM_AMX_MC ? M : TL_GEMM_AMX_MC;
    size_t bbytes = (size_t)kpmax * esz * ((ncmax + 31) / 32 * 32);
    size_t abytes = (size_t)kpmax * esz * ((mcmax + 31) / 32 * 32);
    char scratch[bbytes + abytes + 32 * 32 * 4 + 64];
    char *bp = (char *)(((uintptr_t)scratch + 63) & ~(uintptr_t)63);
    char *ap = bp + bbytes;
    char *stage = ap + abytes;
    const char *arows[TL_GEMM_AMX_MC / 32];
    long astride[TL_GEMM_AMX_MC / 32];
    tl_gemm_amx_configure_();
    for (int jc = 0; jc < N; jc += TL_GEMM_AMX_NC) {
        int nc = N - jc < TL_GEMM_AMX_NC ? N - jc : TL_GEMM_AMX_NC;
        for (int pc = 0; pc < K; pc += TL_GEMM_AMX_KC) {
            int kc = K - pc < TL_GEMM_AMX_KC ? K - pc : TL_GEMM_AMX_KC;
            int kpad = (kc + depth - 1) / depth * depth;
            ptrdiff_t boff = trans_b ? (ptrdiff_t)jc * ldb + pc : (ptrdiff_t)pc * ldb + jc;
            tl_gemm_amx_pack_b_(kc, nc, kpad, B + boff * esz, ldb, trans_b, esz, (uint32_t *)bp);
            for (int ic = 0; ic < M; ic += TL_GEMM_AMX_MC) {
                int mc = M - ic < TL_GEMM_AMX_MC ? M - ic : TL_GEMM_AMX_MC;
                ptrdiff_t aoff = trans_a ? (ptrdiff_t)pc * lda + ic : (ptrdiff_t)ic * lda + pc;
                const char *asrc = A + aoff * esz;
                for (int ir = 0; ir < mc; ir += 32) {
                    char *panel = ap + (ptrdiff_t)ir * kpad * esz;
                    if (!trans_a && kc == kpad && mc - ir >= 32) {
                        arows[ir / 32] = asrc + (ptrdiff_t)ir * lda * esz; /* in place */
                        astride[ir / 32] = (long)lda * esz;
                    } else {
                        tl_gemm_amx_pack_a_(ir, mc, kc, kpad, asrc, lda, trans_a, esz, panel);
                        arows[ir / 32] = panel;
                        astride[ir / 32] = (long)kpad * esz;
                    }
                }
                for (int jr = 0; jr < nc; jr += 32) {
                    int nr = nc - jr < 32 ? nc - jr : 32;
                    const uint32_t *bpanel = (const uint32_t *)bp + (ptrdiff_t)jr * kpad * esz / 4;
                    for (int ir = 0; ir < mc; ir += 32) {
                        int mr = mc - ir < 32 ? mc - ir : 32;
                        char *cp = C + ((ptrdiff_t)(ic + ir) * ldc + jc + jr) * 4;
                        int whole = mr == 32 && nr == 32;
                        ukr(kpad / depth, arows[ir / 32], astride[ir / 32], bpanel, cp, (long)ldc * 4, whole, stage);
                        if (whole)
                            continue;
                        /* the edge block's products into C: f32 or i32 (wrapping) */
                        for (int i = 0; i < mr; i++) {
                            char *row = cp + (ptrdiff_t)i * ldc * 4;
                            const char *st = stage + i * 32 * 4;
                            if (esz == 2)
                                for (int j = 0; j < nr; j++)
                                    ((float *)row)[j] += ((const float *)st)[j];
                            else
                                for (int j = 0; j < nr; j++)
                                    ((uint32_t *)row)[j] += ((const uint32_t *)st)[j];
                        }
                    }
                }
            }
        }
    }
    _tile_release();
}

static void tl_gemm_amx_bf16_(int M, int N, int K, const uint16_t *A, int lda, int trans_a, const uint16_t *B,
                              int ldb, int trans_b, float *C, int ldc)
{
    tl_gemm_amx_run_(M, N, K, (const char *)A, lda, trans_a, (const char *)B, ldb, trans_b, (char *)C, ldc, 2,
                     tl_gemm_amx_ukr_bf16_);
}

static void tl_gemm_amx_i8_(int M, int N, int K, const void *A, int lda, int trans_a, int a_unsigned, const void *B,
                            int ldb, int trans_b, int b_unsigned, int32_t *C, int ldc)
{
    tl_gemm_amx_ukr_fn_ *ukr = a_unsigned ? (b_unsigned ? tl_gemm_amx_ukr_uu_ : tl_gemm_amx_ukr_us_)
                                          : (b_unsigned ? tl_gemm_amx_ukr_su_ : tl_gemm_amx_ukr_ss_);
    tl_gemm_amx_run_(M, N, K, (const char *)A, lda, trans_a, (const char *)B, ldb, trans_b, (char *)C, ldc, 1, ukr);
}

#endif
