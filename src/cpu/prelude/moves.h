/*
 * moves.h: the row moves of generated code. tl_rt_stream writes a row into
 * an output with non-temporal stores (the pass stream_stores), tl_rt_copy
 * copies a row between two buffers (codegen_c.c's copy_loop). The C
 * target compiles them into each kernel for its own CPU; libtilec, built
 * for the baseline, compiles them once per instruction set under `#pragma
 * GCC target`, renamed, and its tilec_rt_stream and tilec_rt_copy (the
 * llvm target's) call the widest this CPU runs (rt_exports.c). Hence no
 * include guard that would stop a second copy; TILEC_PRELUDE_MOVES_H marks
 * the first.
 */
#ifndef TILEC_PRELUDE_MOVES_H
#define TILEC_PRELUDE_MOVES_H
#include <stdint.h>
#include <string.h>
#if defined(__SSE2__)
#include <immintrin.h>
#endif
/* GCC's loop distribution would make tl_rt_copy's loop the memcpy call it
 * is there to avoid (the kernels' C is compiled with
 * -fno-tree-loop-distribute-patterns; libtilec is not) */
#if defined(__GNUC__) && !defined(__clang__)
#define TL_RT_NO_MEMCPY_IDIOM __attribute__((optimize("no-tree-loop-distribute-patterns")))
#else
#define TL_RT_NO_MEMCPY_IDIOM
#endif
#endif

/* A copy of bytes between two buffers that do not overlap (a loop of the
 * generated C that only copies consecutive elements: codegen_c.c,
 * copy_loop), 64 bytes a step and the tail as one overlapping step of the
 * largest power of two it holds. Not a memcpy call: glibc copies a few KiB
 * with `rep movsb`, which some CPUs (AMD's Zen 4) run at a fraction of the
 * vector loop's speed, and a row's copy is that size. Out of line, so that
 * GCC compiles the loop as a hot one wherever its call sits. */
static __attribute__((noinline, unused)) TL_RT_NO_MEMCPY_IDIOM void tl_rt_copy(void *restrict dst, const void *restrict src, int64_t bytes)
{
    char *d = (char *)dst;
    const char *s = (const char *)src;
    if (bytes >= 64) {
        int64_t i = 0;
        for (; i + 64 <= bytes; i += 64)
            memcpy(d + i, s + i, 64);
        if (i < bytes)
            memcpy(d + bytes - 64, s + bytes - 64, 64);
        return;
    }
    for (int64_t w = 32; w >= 1; w /= 2)
        if (bytes >= w) {
            /* the first w bytes and the last w: w <= bytes < 2 w */
            memcpy(d, s, (size_t)w);
            memcpy(d + bytes - w, s + bytes - w, (size_t)w);
            return;
        }
}

/* Copies `bytes` from src (an on-chip row) to dst (a row of an output the
 * kernel never reads) with streaming stores, which write whole lines to
 * memory without reading them into the cache first: the ends up to a
 * 64-byte boundary with ordinary stores (tl_rt_copy's: GCC made a memcpy of
 * a size it does not know `rep movsl`, slow on Zen 4 where each row of a
 * malloc'd tensor starts 16 bytes past a line; softmax at 262144 x 256 on c
 * 1.5-2.5 % faster without it), the middle 64 bytes a step (one
 * AVX-512 store, else two AVX or four SSE2 ones, which the CPU combines into
 * the same line write; yet on Zen 4 rmsnorm at 262144 x 256 on llvm took
 * 38.5 ms with the SSE2 stores, 26.5 with AVX-512's). They are weakly
 * ordered: tl_rt_fence, at the end of each worker, orders them before the
 * launch returns. Elsewhere a memcpy. */
static inline void tl_rt_stream(void *dst, const void *src, int64_t bytes)
{
#if defined(__SSE2__)
    char *d = (char *)dst;
    const char *s = (const char *)src;
    int64_t head = (int64_t)((64 - ((uintptr_t)d & 63)) & 63);
    if (head > bytes)
        head = bytes;
    tl_rt_copy(d, s, head);
    d += head;
    s += head;
    bytes -= head;
    for (; bytes >= 64; bytes -= 64, d += 64, s += 64) {
#if defined(__AVX512F__)
        _mm512_stream_si512((void *)d, _mm512_loadu_si512((const void *)s));
#elif defined(__AVX__)
        _mm256_stream_si256((__m256i *)(void *)d, _mm256_loadu_si256((const __m256i *)(const void *)s));
        _mm256_stream_si256((__m256i *)(void *)(d + 32), _mm256_loadu_si256((const __m256i *)(const void *)(s + 32)));
#else
        for (int q = 0; q < 64; q += 16)
            _mm_stream_si128((__m128i *)(void *)(d + q), _mm_loadu_si128((const __m128i *)(const void *)(s + q)));
#endif
    }
    tl_rt_copy(d, s, bytes);
#else
    memcpy(dst, src, (size_t)bytes);
#endif
}
