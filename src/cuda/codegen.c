/*
 * codegen.c: the cuda device codegen (specs/cuda.lua): tile IR lowered by the
 * gpu pipeline in, readable CUDA C++ out (c->device_source), and the
 * tl_cuda_artifact of cuda.h (the source, the launch of each kernel, and the
 * cubin when compiled by NVRTC, src/cuda/nvrtc.c).
 *
 * The source is self-contained: no header at all (NVRTC needs no include
 * path). A small prelude defines the fixed-width integers, f16/bf16 (16-bit
 * patterns in memory, floats in expressions, rounded after every operation
 * with the PTX conversions, as the interpreter rounds them), and the
 * interpreter's conversions, min/max and ceildiv. Then, per kernel NAME,
 *
 *   extern "C" __global__ void __launch_bounds__(T) NAME(tensors..., scalars..., long long dims...)
 *
 * with parameters in the order of cuda.h. The body:
 *   - a `parallel` loop is spread over the threads as gpu.h says: runs of vec
 *     iterations, run r to thread r % T; its variables are recomputed from
 *     the iteration number;
 *   - a fragment kept in registers (place_fragments) is a per-thread array
 *     indexed by (step, lane); every other on-chip buffer shared by the block
 *     (shared buffers, fragments kept in shared memory) lives in the dynamic
 *     shared memory at an offset fixed here; `local` is a per-thread array;
 *   - code outside parallel loops runs in every thread alike, but its stores
 *     into memory the threads share are made by thread 0 alone (thread_sync
 *     put the barrier that publishes them);
 *   - a pipelined loop that tl_gpu_ring_of (gpu.h) makes a ring: S slots
 *     per shared buffer, XOR-swizzled 16-byte chunks, filled by cp.async
 *     (commit/wait groups, the copies spread over the k steps: untested in
 *     blocks whose tiles lie inside, by per-thread chunk masks at an edge,
 *     a K tail by the tested copy and its out-of-line edge copy in
 *     tl_ring_edge) while the gemm reads its operands by ldmatrix, its
 *     fragments crossing the iteration boundary (ring_loop, ring_cross;
 *     docs/gpu.md);
 *   - on a target with warpgroup MMAs, a gemm outside a ring whose warps
 *     own whole 16-row tiles runs as wgmma, A from shared memory or from
 *     the registers of an accumulator's copy (flash attention's P), B
 *     K-major or N-major (wg_gemm; rows past 128 bytes stored as column
 *     panels);
 *   - an accumulator in the MMA layout copied to a global tensor goes out
 *     as pairs of adjacent columns, one 4- or 8-byte store when aligned
 *     (mma_pair_store);
 *   - barrier() is __syncthreads();
 *   - an atomic_add into a global tensor is atomicAdd (16-bit floats
 *     through a compare-and-swap on their 32-bit word, f32 through one on
 *     its own word: atom.add.f32 flushes subnormals); atomic_max and
 *     atomic_min are atomicMax/atomicMin for 32- and 64-bit integers and a
 *     compare-and-swap loop for floats; 8- and 16-bit integers through a
 *     compare-and-swap on their 32-bit word (tl_atomic_narrow);
 *   - shifts, bitcast, sin/cos/erf/sigmoid, `var`, while/break/continue as
 *     the interpreter defines them (prelude helpers where C++ differs);
 *   - a reduction's combine of partials runs through warp shuffles, fused
 *     with split_reductions' strided loop when it comes just before it
 *     (warp_combine, fused_reduce), or in the source fragment's own
 *     partition: each thread's run in a register, shuffles, the warps'
 *     partials through shared memory (owned_reduce);
 *   - a plain copy between a global tensor and on-chip memory moves runs of
 *     4 as 16- or 8-byte accesses when aligned (checked at run time), its
 *     loads all issued before its on-chip stores (vector_copy); when it
 *     starts a serial loop, the next iteration's loads are issued before
 *     this iteration's compute (prefetch_loop); at a tensor's edge, a run
 *     of 4-byte elements whose first and last elements are inside moves
 *     the same way, the others element by element (masked_copy);
 *   - __launch_bounds__ asks 768 threads a multiprocessor for a kernel
 *     holding a whole row in registers, 512 for 32 or more a thread
 *     (min_blocks).
 * Global tensors are flat row-major arrays indexed in 64 bits.
 *
 * Expressions are written by the C-family expression printer
 * (src/cfamily/emit.h), spelled CUDA's way by the table CUDA.
 *
 * Flow: after the gpu pipeline (src/transform/gpu.c); the runtime (nvrtc,
 * tvm_ffi, cython execution backends) reads the artifact.
 */
#include <ctype.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend/internal.h"
#include "cfamily/emit.h"
#include "cfamily/prelude.h"
#include "cuda/cuda.h"
#include "cuda/nvrtc.h"
#include "cuda/source.h"
#include "ir/value.h"
#include "registry.h"
#include "transform/gpu.h"
#include "transform/transform.h"

typedef struct cg {
    tl_cemit e;        /* first: the expression printer's state */
    int threads;
    tl_gpu_partition part;
    int64_t *smem_off;   /* by buffer id: offset in the dynamic shared memory, -1 */
    int64_t smem;        /* bytes of dynamic shared memory */
    uint64_t smem_limit; /* the target's max_shared_memory_per_block, 0 if unset */
    int *ring;           /* by buffer id: the slots of its cp.async ring, 0 */
    int64_t *ring_slot;  /* by buffer id: bytes of one slot of its ring */
    bool *ring_pad;      /* by buffer id: its ring's rows are padded, not swizzled */
    /* by buffer id: a layout(regs) buffer kept in registers as the A
     * operand of the gemm after its copy (find_areg): the MMA layout of
     * the accumulator copied into it; NULL for every other buffer */
    const tl_layout **areg;
    bool *dead; /* by buffer id: reduction partials no emitted code touches (find_dead) */
    int *qa;    /* by buffer id: the number of the hoisted A fragments (tl_qa<n>_NAME) of the loop being written, 0 */
    int nqa;    /* hoists written so far in the kernel */
    bool ring_helpers;   /* cp.async/ldmatrix helpers written already */
    bool edge_inline;    /* tl_ring_edge __forceinline__: ptxas_fast, at which ptxas keeps a call as one */
    int min_blocks;      /* target attribute min_blocks, 0 where unset */
    bool one_path;       /* target attribute paths=one: no kernel split by path */
    bool mma8_helpers;   /* the i8/u8 and tf32 mma.sync helpers written already */
    bool mma_f8_helpers; /* the fp8 mma.sync helpers written already */
    const char *arch;    /* the target's arch (sm_NN[a]), or NULL */
    bool warp_helpers;     /* warp_prelude written */
    bool synced; /* the last statement written ends in __syncthreads() */
    const tl_layout *rows_l; /* the MMA layout the kernel's row vectors follow (alloc), or NULL */
    bool rows_loop; /* writing a loop over R by the rows of an MMA layout: a row vector's element is [tl_h] */
    /* the target's row_combine=every, the default (owned_reduce): a whole-row reduction's
     * warp partials combined by every thread into a register, dst read from
     * that register (rdst[i] written as rname[i]) */
    bool combine_every;
    const tl_buffer *rdst[8];
    char rname[8][16];
    bool rrow[8]; /* rdst[i] has a row a step: read as rname[i][tl_s] (rows_every_ok) */
    int nrdst;
    int nrv;        /* registers named so far in this kernel */
    bool pb_used;   /* the kernel alternates its partials' halves (tl_pb) */
    bool stream_stores; /* the target's store_hint=cs (write_only) */
    int ring_form; /* target attribute ring: RING_INTERIOR (the default), RING_CHUNKS or RING_MASKED */
    bool ldsm_step;   /* target attribute ldsm=step: one ldmatrix address a k step for a warp's tiles */
    bool pairs_aligned; /* writing an accumulator's interior copy out whose pairs were tested aligned (accumulator_out) */
    bool runs_aligned;  /* writing a vector copy's interior form whose runs were tested aligned (aligned_copy) */
    int loops;          /* serial, pipelined and while loops around the statement being written */
    /* CUDA with bf16 encoded by one cvt, for an accumulator's copy out
     * (mma_pair_store, staged_edge): its values are never constants, which
     * NVVM folds through tl_f2bf but not through the cvt (tl_f2bf was three
     * quarters of a bf16 GEMM's PTX). A loop's code keeps CUDA's. */
    tl_cemit_lang out_lang;
    bool last_top;      /* writing the kernel's last top-level statement: no shared memory is used after it */
    bool wgmma;         /* the target has warpgroup MMAs (mma=wgmma) and the arch is sm_90a */
    bool *ring_wg;      /* by buffer id: a slot of a ring read by warpgroup MMAs (1024-byte aligned) */
    bool wg_align;      /* the kernel has such a ring: tl_smem is 1024-byte aligned */
    uint64_t wg_fns[12]; /* tl_wgmma_n<N>_<kind> written (bit N / 8 - 1; by wg_kind) */
    /* by buffer id: a shared buffer outside rings that warpgroup MMAs read
     * (find_wg_gemms) whose rows are longer than 128 bytes, stored as column
     * panels of 64 elements ([C / 64][R][64], each in the 128-byte swizzle) */
    bool *wg_panel;
    bool wg_gemms; /* the kernel has gemms outside rings on warpgroup MMAs (wg_gemm): a proxy fence before each barrier */
    /* find_kv_rings: the pipelined loop whose leading copies fill cp.async
     * rings of kv_slots slots (its stages=) that warpgroup MMAs read
     * (kv_ring_loop), or NULL; the copies (kv_n), their lead indices, the
     * body's first item after them; by buffer id, such a ring */
    const tl_stmt *kv_loop;
    int kv_slots;
    /* the body's last gemm (P V) whose MMAs stay in flight into the next
     * iteration (kv_defer_of), or NULL; whether they may be in flight
     * where the statement being written starts */
    const tl_stmt *kv_defer;
    bool wg_pending;
    /* the body's first warpgroup gemm (Q K^T) where kv_defer's MMAs of
     * the iteration before are issued behind it instead of at the end of
     * that iteration (kv_overlap_of), or NULL; kv_serial: target attribute
     * kv_overlap=off; kv_overlap_on: =on (unset: only where the deferral
     * does not fit without it, kv_fit) */
    const tl_stmt *kv_first;
    bool kv_serial, kv_overlap_on;
    /* target attribute kv_pingpong (1 on, -1 off, 0 unset): with a
     * producer warpgroup (kv_ws) and two or three consumer warpgroups, the
     * consumers take turns at issuing the MMAs of kv_turn, the body's first
     * warpgroup gemm (Q K^T; kv_first where P V is issued behind it);
     * unset, only where it is kv_first (kv_turns) */
    int kv_pingpong;
    const tl_stmt *kv_turn;
    /* the kv rings filled by cp.async from a producer warpgroup past the
     * block's threads, slots handed over by mbarriers (kv_ws_of: target
     * attribute kv_fill=warp); the gemms of the body that read a ring (each
     * releases its slot once an iteration); kv_body: the loop's body is
     * being written. kv_tma: the producer copies them by TMA instead, one
     * tensor map a copy (over tensor parameter kv_param[c]), and by
     * cp.async where the launch could not build the maps (kv_tma_of:
     * kv_fill=tma) */
    bool kv_ws, kv_fill_warp, kv_fill_tma, kv_tma, kv_body;
    int kv_releases;
    int kv_param[4];
    /* with kv_tma, a copy before the loop of a tile the loop's warpgroup
     * MMAs read (attention's Q) that the producer's thread loads by TMA
     * too (q_tma_of): the statement, its copy, lead index and tensor
     * parameter */
    const tl_stmt *q_stmt;
    tl_gpu_ring_copy q_copy;
    const tl_expr *q_lead;
    int q_param;
    /* where set, a flag the ring copies' edge calls OR their stores into
     * (the producer's: stores no cp.async completion tracks) */
    const char *edge_stores;
    /* the warpgroup gemm whose accumulator the statement before it cleared:
     * its first MMA overwrites instead of adding (block, wg_gemm) */
    const tl_stmt *wg_zero;
    tl_gpu_ring_copy kv_copy[4];
    const tl_expr *kv_lead[4];
    int kv_n;
    size_t kv_at;
    bool *kv;
    /* by var id: a let of the kernel's own body whose value the start can
     * compute (top_lets): the producer warpgroup writes it too */
    bool *top_let;
    const tl_block *kv_nosync; /* the body of that loop being written, when its barriers order nothing (kv_rest_unsynced) */
    bool wg_helpers;    /* wgmma_prelude written */
    bool tma_warp;      /* target attribute tma=warp: such a ring filled by TMA from a producer warpgroup where tma_ring allows */
    bool tma_helpers;   /* tma_prelude written */
    const tl_stmt *ws_loop; /* the kernel's ring loop filled so (tma_ring), or NULL */
    tl_gpu_ring ws_ring;    /* its ring */
    int ws_param[2];        /* by ring copy: the tensor parameter its tensor map reads */
    bool cluster_pairs;     /* target attribute cluster=2 */
    int ws_mc;              /* the ring copy a cluster pair shares, multicast (ws_producer), or -1: no clusters */
    bool cluster_helpers;   /* cluster_prelude written */
    bool stream_k;          /* target attribute stream_k (unset: on) */
    bool ws_sk;             /* this kernel's tiles split along K in the launch's last waves (stream_k_of) */
    bool sk_helpers;        /* stream_k_prelude written */
    /* the kernel's last statement where it is a copy out of an accumulator
     * that stages its edge tiles in shared memory (ws_hold_of): for such a
     * tile the producer waits (tl_staged) before loading the next one */
    const tl_stmt *ws_hold;
    /* the kernel's last statement where it is a copy out of an accumulator
     * stored by TMA (tma_store_of), or NULL; where its staging lies in the
     * dynamic shared memory, its panels of 64 columns a warpgroup, the
     * tensor parameter its map writes */
    const tl_stmt *ws_store;
    int64_t ws_store_off;
    int ws_store_panels;
    int ws_store_param;
    bool epilogue_pairs; /* target attribute epilogue=pairs: no copy out by TMA */
    /* target attribute copy_out, or NULL: staged (every tile of a cp.async
     * ring's copy out staged, staged_out), pairs (the interior's pair stores);
     * unset, staged in a kernel without K/V rings (accumulator_out) */
    const char *copy_out;
    /* the loop forms of the function being written for a kernel with
     * ws_loop: WS_BOTH (one function, tl_tma's bit 1 choosing), WS_TMA (the
     * TMA form alone) or WS_CP (the cp.async form alone: the twin a launch
     * takes where the load maps could not be built) */
    int ws_form;
} cg;
enum { WS_BOTH, WS_TMA, WS_CP };

/* Whether the function being written splits the last waves' tiles along
 * K (ws_sk; its TMA form: the cp.async twin takes whole tiles). */
static bool sk_on(const cg *g)
{
    return g->ws_sk && g->ws_form == WS_TMA;
}

/* ---- the prelude ------------------------------------------------------------- */

/* Written once, before the first kernel with a cp.async ring (sm_80+). */
static const char ring_prelude[] =
    "\n/* the ring of a pipelined loop: cp.async 16-byte copies global -> shared\n"
    " * (src-size below 16 zero-fills the rest: masked edges), commit and wait\n"
    " * groups, and ldmatrix loads of mma.sync operands from shared memory */\n"
    "TL_DEV uint32_t tl_smem_addr(const void *p)\n"
    "{\n"
    "    uint32_t a;\n"
    "    asm(\"{ .reg .u64 t; cvta.to.shared.u64 t, %1; cvt.u32.u64 %0, t; }\" : \"=r\"(a) : \"l\"(p));\n"
    "    return a;\n"
    "}\n"
    "TL_DEV void tl_cp_async16(uint32_t dst, const void *src, uint32_t bytes)\n"
    "{\n"
    "    asm volatile(\"cp.async.cg.shared.global [%0], [%1], 16, %2;\" ::\"r\"(dst), \"l\"(src), \"r\"(bytes) : \"memory\");\n"
    "}\n"
    "TL_DEV void tl_cp_commit() { asm volatile(\"cp.async.commit_group;\" ::: \"memory\"); }\n"
    "template <int N> TL_DEV void tl_cp_wait() { asm volatile(\"cp.async.wait_group %0;\" ::\"n\"(N) : \"memory\"); }\n"
    "TL_DEV void tl_ldsm_x4(uint32_t *r, uint32_t a)\n"
    "{\n"
    "    asm volatile(\"ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];\"\n"
    "                 : \"=r\"(r[0]), \"=r\"(r[1]), \"=r\"(r[2]), \"=r\"(r[3]) : \"r\"(a));\n"
    "}\n"
    "TL_DEV void tl_ldsm_x4_trans(uint32_t *r, uint32_t a)\n"
    "{\n"
    "    asm volatile(\"ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];\"\n"
    "                 : \"=r\"(r[0]), \"=r\"(r[1]), \"=r\"(r[2]), \"=r\"(r[3]) : \"r\"(a));\n"
    "}\n"
    "/* the copy of a ring's tile at a tensor's edge (rare), in a function of its\n"
    " * own so that the main loop's in-bounds copies and gemm are one straight\n"
    " * line: per chunk 16 bytes, or zero-filled (src-size 0) past the edge, or\n"
    " * element by element when the edge cuts it or it is not 16-byte aligned;\n"
    " * sa and s: the slot (shared address and pointer), chunk q of row r\n"
    " * stored at chunk q ^ ((r / DIV) & MASK) of RC, or with PANEL (column\n"
    " * panels of PANEL chunks, one after another) chunk q % PANEL, swizzled so,\n"
    " * of row r of panel q / PANEL. The warp's lanes meet again before the\n"
    " * return: ptxas passes the (uniform) call's arguments in uniform\n"
    " * registers, one copy a warp, and with a return on each path it reused\n"
    " * the one of s, still to be read by the byte stores, as the cp.async\n"
    " * path's scratch, so that a warp whose cp.async lanes ran first stored\n"
    " * its bytes astray (H200). True where it stored bytes itself: those are\n"
    " * not tracked by the thread's cp.async completion */\n"
    "template <typename T, int Q, int CHUNKS, int PER, int THREADS, int RC, int DIV, int MASK, int PANEL>\n"
    "static __device__ ";
/* the rest of ring_prelude, after the edge copy's inlining (edge_inline) */
static const char ring_edge_prelude[] =
    " bool tl_ring_edge(uint32_t sa, unsigned char *s, const T *src, int64_t r0, int64_t c0,\n"
    "                                                 int64_t d0, int64_t d1, int32_t tid)\n"
    "{\n"
    "    const unsigned lanes = __activemask(); /* all the warp's callers: the call is uniform */\n"
    "    const int EPC = 16 / (int)sizeof(T);\n"
    "    bool stored = false;\n"
    "    #pragma unroll 1\n"
    "    for (int32_t i = 0; i < PER; i++) {\n"
    "        const int32_t c = i * THREADS + tid;\n"
    "        if (c >= CHUNKS)\n"
    "            break;\n"
    "        const int32_t r = c / Q, q = c % Q;\n"
    "        const int64_t gr = r0 + r, gc = c0 + q * EPC;\n"
    "        const int P = PANEL ? PANEL : 1;\n"
    "        const uint32_t o = PANEL ? (uint32_t)((q / P) * (CHUNKS / Q) * P + r * P + ((q % P) ^ ((r / DIV) & MASK))) * 16u\n"
    "                                 : (uint32_t)(r * RC + (q ^ ((r / DIV) & MASK))) * 16u;\n"
    "        const bool in = gr >= 0 && gr < d0 && gc >= 0 && gc < d1;\n"
    "        const T *p = src + (gr * d1 + gc);\n"
    "        /* cp.async reads all 16 bytes or none (src-size 0 zero-fills from\n"
    "         * the tensor's first, valid address) */\n"
    "        if (!in || (((uint64_t)p & 15u) == 0 && d1 - gc >= EPC)) {\n"
    "            tl_cp_async16(sa + o, in ? (const void *)p : (const void *)src, in ? 16u : 0u);\n"
    "        } else {\n"
    "            for (int32_t e = 0; e < EPC; e++)\n"
    "                *(T *)(s + o + e * (int)sizeof(T)) = gc + e < d1 ? p[e] : (T)0;\n"
    "            stored = true;\n"
    "        }\n"
    "    }\n"
    "    __syncwarp(lanes);\n"
    "    return stored;\n"
    "}\n";

/* Written once, before the first kernel whose ring's gemm runs as
 * warpgroup MMAs (sm_90a): the fences, groups and operand descriptors of
 * wgmma (the m64nNk16 functions are written per N: wgmma_fn). */
static const char wgmma_prelude[] =
    "\n/* warpgroup MMAs (wgmma, sm_90a): operands read from shared memory through\n"
    " * descriptors (start address, leading and stride byte offsets, swizzle mode:\n"
    " * 1 is 128-byte, 2 64-byte, 3 32-byte); f32 accumulators in registers */\n"
    "TL_DEV uint64_t tl_wg_desc(uint32_t addr, uint32_t lbo, uint32_t sbo, uint32_t swz)\n"
    "{\n"
    "    return (uint64_t)((addr & 0x3FFFFu) >> 4) | ((uint64_t)(lbo >> 4) << 16) | ((uint64_t)(sbo >> 4) << 32) |\n"
    "           ((uint64_t)swz << 62);\n"
    "}\n"
    "TL_DEV void tl_wg_fence() { asm volatile(\"wgmma.fence.sync.aligned;\" ::: \"memory\"); }\n"
    "TL_DEV void tl_wg_commit() { asm volatile(\"wgmma.commit_group.sync.aligned;\" ::: \"memory\"); }\n"
    "template <int N> TL_DEV void tl_wg_wait() { asm volatile(\"wgmma.wait_group.sync.aligned %0;\" ::\"n\"(N) : \"memory\"); }\n"
    "/* cp.async writes through the generic proxy, wgmma reads through the async one */\n"
    "TL_DEV void tl_fence_proxy_async() { asm volatile(\"fence.proxy.async.shared::cta;\" ::: \"memory\"); }\n";

/* Written once, before the first kernel whose ring is filled by TMA from a
 * producer warpgroup (tma_ring): the tensor map type the launch passes, the
 * mbarriers the copies complete on, the copy, and named barriers. */
static const char tma_prelude[] =
    "\n/* TMA (sm_90a): a tile copied global -> shared through a tensor map the launch\n"
    " * built (a __grid_constant__ parameter), completing on an mbarrier that counts\n"
    " * its bytes; out-of-bounds elements land as zeros */\n"
    "struct __align__(64) tl_tmap { unsigned long long v[16]; };\n"
    "TL_DEV void tl_mb_init(uint32_t b, uint32_t n) { asm volatile(\"mbarrier.init.shared::cta.b64 [%0], %1;\" ::\"r\"(b), \"r\"(n) : \"memory\"); }\n"
    "TL_DEV void tl_mb_init_fence() { asm volatile(\"fence.mbarrier_init.release.cluster;\" ::: \"memory\"); }\n"
    "TL_DEV void tl_mb_expect(uint32_t b, uint32_t bytes)\n"
    "{\n"
    "    asm volatile(\"mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;\" ::\"r\"(b), \"r\"(bytes) : \"memory\");\n"
    "}\n"
    "TL_DEV void tl_mb_arrive(uint32_t b) { asm volatile(\"mbarrier.arrive.shared::cta.b64 _, [%0];\" ::\"r\"(b) : \"memory\"); }\n"
    "/* an arrival on b, counted in its expected ones, once every cp.async the thread issued before has landed */\n"
    "TL_DEV void tl_cp_mb_arrive(uint32_t b) { asm volatile(\"cp.async.mbarrier.arrive.noinc.shared::cta.b64 [%0];\" ::\"r\"(b) : \"memory\"); }\n"
    "/* waits for the phase of parity p of barrier b to complete */\n"
    "TL_DEV void tl_mb_wait(uint32_t b, uint32_t p)\n"
    "{\n"
    "    uint32_t done;\n"
    "    do\n"
    "        asm volatile(\"{ .reg .pred q; mbarrier.try_wait.parity.shared::cta.b64 q, [%1], %2; selp.u32 %0, 1, 0, q; }\"\n"
    "                     : \"=r\"(done) : \"r\"(b), \"r\"(p) : \"memory\");\n"
    "    while (!done);\n"
    "}\n"
    "/* the box of map m at (x, y) (x the contiguous dim) into shared address dst */\n"
    "TL_DEV void tl_tma_2d(uint32_t dst, const tl_tmap *m, int32_t x, int32_t y, uint32_t b)\n"
    "{\n"
    "    asm volatile(\"cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];\"\n"
    "                 ::\"r\"(dst), \"l\"((uint64_t)m), \"r\"(x), \"r\"(y), \"r\"(b) : \"memory\");\n"
    "}\n"
    "/* the box of map m at (x, y, z) (x the contiguous dim) into shared address dst */\n"
    "TL_DEV void tl_tma_3d(uint32_t dst, const tl_tmap *m, int32_t x, int32_t y, int32_t z, uint32_t b)\n"
    "{\n"
    "    asm volatile(\"cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3, %4}], [%5];\"\n"
    "                 ::\"r\"(dst), \"l\"((uint64_t)m), \"r\"(x), \"r\"(y), \"r\"(z), \"r\"(b) : \"memory\");\n"
    "}\n"
    "/* the box of map m at (x, y) from shared address src, one bulk store of the thread's group;\n"
    " * elements outside the tensor are not written */\n"
    "TL_DEV void tl_tma_store_2d(const tl_tmap *m, uint32_t src, int32_t x, int32_t y)\n"
    "{\n"
    "    asm volatile(\"cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [%0, {%2, %3}], [%1];\"\n"
    "                 ::\"l\"((uint64_t)m), \"r\"(src), \"r\"(x), \"r\"(y) : \"memory\");\n"
    "}\n"
    "TL_DEV void tl_tma_store_commit() { asm volatile(\"cp.async.bulk.commit_group;\" ::: \"memory\"); }\n"
    "/* waits until the thread's bulk stores have read their shared memory, or are done */\n"
    "TL_DEV void tl_tma_store_read_wait() { asm volatile(\"cp.async.bulk.wait_group.read 0;\" ::: \"memory\"); }\n"
    "TL_DEV void tl_tma_store_wait() { asm volatile(\"cp.async.bulk.wait_group 0;\" ::: \"memory\"); }\n"
    "/* named barriers: id 0 is __syncthreads(); n threads, whole warps */\n"
    "TL_DEV void tl_bar_sync(uint32_t id, uint32_t n) { asm volatile(\"bar.sync %0, %1;\" ::\"r\"(id), \"r\"(n) : \"memory\"); }\n"
    "TL_DEV void tl_bar_arrive(uint32_t id, uint32_t n) { asm volatile(\"bar.arrive %0, %1;\" ::\"r\"(id), \"r\"(n) : \"memory\"); }\n"
    "/* a warpgroup's registers a thread: given back to the SM's pool, or taken from it */\n"
    "template <int N> TL_DEV void tl_setmaxnreg_dec() { asm volatile(\"setmaxnreg.dec.sync.aligned.u32 %0;\" ::\"n\"(N)); }\n"
    "template <int N> TL_DEV void tl_setmaxnreg_inc() { asm volatile(\"setmaxnreg.inc.sync.aligned.u32 %0;\" ::\"n\"(N)); }\n";

/* Written once, before the first kernel whose tiles are split along K
 * (stream_k_of): the plan of a block's work and the workspace's flags. */
static const char stream_k_prelude[] =
    "\n/* stream-K: a persistent kernel's last waves split along K, so that every block runs\n"
    " * the same number of K steps. Tiles [0, tdp) are taken whole, every gridDim.x-th from\n"
    " * blockIdx.x; the K steps of tiles [tdp, ntiles) are cut into gridDim.x runs of equal\n"
    " * length, one a block, each at least a tile's (tdp leaves 1 to 2 waves), so that a\n"
    " * tile is cut in two at most: its first steps (its head) end block b's run, its last\n"
    " * ones (its tail) start block b + 1's. A block takes its run's whole tiles first, then\n"
    " * its head, then its tail: all blocks start their whole tiles and heads at K step 0\n"
    " * together, and end their tails together, so that the blocks at work at any moment are\n"
    " * at one or two K steps, sharing their tiles of A and B in L2 as whole tiles do (in the\n"
    " * run's order, tails first, each block read its own K steps from DRAM: measured twice\n"
    " * as slow). The head's block leaves its sums in the workspace (slot b, 256 KiB: float4\n"
    " * e of consumer thread i at [e * threads + i]) and sets its flag (after gridDim.x slots);\n"
    " * the tail's block waits for the flag, adds the sums, runs the rest of the tile and\n"
    " * clears the flag for the next launch. A split costs a block about a quarter of a tile's time\n"
    " * (the head's sums written, read back, one more tile end: measured), so tiles are split\n"
    " * only where the last wave would leave two fifths of the blocks idle or more (r <= 3p/5);\n"
    " * without a workspace, never. */\n"
    "/* The block's work number j (0, 1, ...): tile t, its K steps [kb, ke); false past the\n"
    " * last. The plan is worked out again at each call from j alone, so that a counter is all\n"
    " * that stays live across the ring loop (holding the plan there, ptxas moved the ring's\n"
    " * slot arithmetic off the uniform datapath). 32-bit arithmetic: a 64-bit division is a\n"
    " * called routine. The run [a, b) of block c is w c / p to w (c + 1) / p, computed\n"
    " * without overflow as q c + m c / p with w = q p + m. */\n"
    "TL_DEV bool tl_sk_work(int32_t j, int64_t ntiles, int32_t nk, const float *ws, int64_t &t, int32_t &kb, int32_t &ke)\n"
    "{\n"
    "    const uint32_t p = gridDim.x, c = blockIdx.x, n = (uint32_t)ntiles, r = n % p;\n"
    "    const bool split = ws && nk > 1 && n > p && r && 5 * r <= 3 * p && (uint64_t)(p + r) * (uint32_t)nk < 4294967296ull;\n"
    "    const uint32_t tdp = split ? n - p - r : n; /* tiles taken whole, every p-th */\n"
    "    const uint32_t ndp = tdp > c ? (tdp - c + p - 1) / p : 0;\n"
    "    kb = 0;\n"
    "    ke = nk;\n"
    "    if ((uint32_t)j < ndp) {\n"
    "        t = c + (uint32_t)j * p;\n"
    "        return true;\n"
    "    }\n"
    "    if (!split)\n"
    "        return false;\n"
    "    const uint32_t k = (uint32_t)nk, w = (p + r) * k, q = w / p, m = w % p;\n"
    "    const uint32_t a = q * c + m * c / p, b = q * (c + 1) + m * (c + 1) / p;\n"
    "    const uint32_t t0 = (a + k - 1) / k, t1 = b / k; /* its whole tiles */\n"
    "    uint32_t i = (uint32_t)j - ndp;\n"
    "    if (i < t1 - t0) {\n"
    "        t = tdp + t0 + i;\n"
    "        return true;\n"
    "    }\n"
    "    i -= t1 - t0;\n"
    "    if (b % k && i-- == 0) { /* the head of the tile the next block's run starts in */\n"
    "        t = tdp + t1;\n"
    "        ke = (int32_t)(b % k);\n"
    "        return true;\n"
    "    }\n"
    "    if (a % k && i == 0) { /* the tail of the tile the previous block's run ends in */\n"
    "        t = tdp + a / k;\n"
    "        kb = (int32_t)(a % k);\n"
    "        return true;\n"
    "    }\n"
    "    return false;\n"
    "}\n"
    "TL_DEV int *tl_sk_flags(float *ws) { return (int *)(ws + (int64_t)gridDim.x * 65536); }\n"
    "TL_DEV void tl_sk_signal(int *f) { asm volatile(\"st.release.gpu.global.s32 [%0], 1;\" ::\"l\"(f) : \"memory\"); }\n"
    "/* every thread waits (a loop one thread ran alone took the ring's indices off the\n"
    " * uniform datapath); one clears the flag once all have seen it */\n"
    "TL_DEV void tl_sk_wait(const int *f)\n"
    "{\n"
    "    int v;\n"
    "    do\n"
    "        asm volatile(\"ld.acquire.gpu.global.s32 %0, [%1];\" : \"=r\"(v) : \"l\"(f) : \"memory\");\n"
    "    while (!v);\n"
    "}\n"
    "TL_DEV void tl_sk_clear(int *f) { asm volatile(\"st.relaxed.gpu.global.s32 [%0], 0;\" ::\"l\"(f) : \"memory\"); }\n"
    "TL_DEV void tl_sk_fence() { asm volatile(\"fence.acq_rel.gpu;\" ::: \"memory\"); }\n"
    "TL_DEV void tl_sk_put(float *p, float a, float b, float c, float d)\n"
    "{\n"
    "    asm volatile(\"st.global.cg.v4.f32 [%0], {%1, %2, %3, %4};\" ::\"l\"(p), \"f\"(a), \"f\"(b), \"f\"(c), \"f\"(d) : \"memory\");\n"
    "}\n"
    "TL_DEV void tl_sk_get(const float *p, float *v)\n"
    "{\n"
    "    asm volatile(\"ld.global.cg.v4.f32 {%0, %1, %2, %3}, [%4];\" : \"=f\"(v[0]), \"=f\"(v[1]), \"=f\"(v[2]), \"=f\"(v[3]) : \"l\"(p) : \"memory\");\n"
    "}\n";

/* Written once, before the first kernel whose TMA ring is shared by a
 * cluster pair (ws_producer, cluster=2): the cluster's shape, a barrier of
 * the whole cluster, an arrival on the same mbarrier in every block of the
 * cluster, and the multicast copy. */
static const char cluster_prelude[] =
    "\n/* thread-block clusters (sm_90): a launch without them is a cluster of one block */\n"
    "TL_DEV uint32_t tl_cluster_ncta() { uint32_t n; asm(\"mov.u32 %0, %%cluster_nctarank;\" : \"=r\"(n)); return n; }\n"
    "TL_DEV uint32_t tl_cluster_rank() { uint32_t r; asm(\"mov.u32 %0, %%cluster_ctarank;\" : \"=r\"(r)); return r; }\n"
    "TL_DEV void tl_cluster_sync()\n"
    "{\n"
    "    asm volatile(\"barrier.cluster.arrive.release.aligned;\" ::: \"memory\");\n"
    "    asm volatile(\"barrier.cluster.wait.acquire.aligned;\" ::: \"memory\");\n"
    "}\n"
    "/* one arrival on mbarrier b (a shared::cta address) of each of the cluster's n blocks */\n"
    "TL_DEV void tl_mb_arrive_cluster(uint32_t b, uint32_t n)\n"
    "{\n"
    "    if (n == 1) {\n"
    "        tl_mb_arrive(b);\n"
    "        return;\n"
    "    }\n"
    "    for (uint32_t r = 0; r < n; r++) {\n"
    "        uint32_t rb;\n"
    "        asm volatile(\"mapa.shared::cluster.u32 %0, %1, %2;\" : \"=r\"(rb) : \"r\"(b), \"r\"(r));\n"
    "        asm volatile(\"mbarrier.arrive.shared::cluster.b64 _, [%0];\" ::\"r\"(rb) : \"memory\");\n"
    "    }\n"
    "}\n"
    "/* part `part` of a copy shared by the cluster's n blocks: alone (n 1) a plain copy; else the block of rank\n"
    " * part % n copies it into the same offset of every block's shared memory, completing on each one's\n"
    " * mbarrier at offset b */\n"
    "TL_DEV void tl_tma_2d_shared(uint32_t dst, const tl_tmap *m, int32_t x, int32_t y, uint32_t b, uint32_t part, uint32_t n,\n"
    "                             uint32_t rank)\n"
    "{\n"
    "    if (n == 1)\n"
    "        tl_tma_2d(dst, m, x, y, b);\n"
    "    else if (part % n == rank)\n"
    "        asm volatile(\"cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster \"\n"
    "                     \"[%0], [%1, {%2, %3}], [%4], %5;\"\n"
    "                     ::\"r\"(dst), \"l\"((uint64_t)m), \"r\"(x), \"r\"(y), \"r\"(b), \"h\"((uint16_t)((1u << n) - 1u)) : \"memory\");\n"
    "}\n";

/* Written once, before the first kernel with a gemm on tensor cores of
 * 8-bit ints or tf32 (sm_80+). */
static const char mma8_prelude[] =
    "\n/* tensor cores for 8-bit ints and tf32 (mma.sync, sm_80+), g = lane / 4, t = lane % 4,\n"
    " * c as for m16n8k16. m16n8k32 s8/u8 -> s32 (exact; the sum wraps as the interpreter's):\n"
    " * a: 4 registers of 4 bytes (rows g, g + 8; k 4t.., 16 + 4t..), b: 2 (k 4t.., 16 + 4t..;\n"
    " * column g). m16n8k8 tf32 -> f32: a: rows g, g + 8, k t, t + 4; b: k t, t + 4, column g;\n"
    " * each an f32 rounded to tf32 to nearest, ties away (cvt.rna, as the interpreter rounds) */\n"
    "TL_DEV uint32_t tl_pack4(uint8_t a, uint8_t b, uint8_t c, uint8_t d)\n"
    "{\n"
    "    return (uint32_t)a | ((uint32_t)b << 8) | ((uint32_t)c << 16) | ((uint32_t)d << 24);\n"
    "}\n"
    "TL_DEV void tl_mma_s8(int32_t *c, const uint32_t *a, const uint32_t *b)\n"
    "{\n"
    "    asm volatile(\"mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\"\n"
    "                 : \"+r\"(c[0]), \"+r\"(c[1]), \"+r\"(c[2]), \"+r\"(c[3])\n"
    "                 : \"r\"(a[0]), \"r\"(a[1]), \"r\"(a[2]), \"r\"(a[3]), \"r\"(b[0]), \"r\"(b[1]));\n"
    "}\n"
    "TL_DEV void tl_mma_u8(int32_t *c, const uint32_t *a, const uint32_t *b)\n"
    "{\n"
    "    asm volatile(\"mma.sync.aligned.m16n8k32.row.col.s32.u8.u8.s32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\"\n"
    "                 : \"+r\"(c[0]), \"+r\"(c[1]), \"+r\"(c[2]), \"+r\"(c[3])\n"
    "                 : \"r\"(a[0]), \"r\"(a[1]), \"r\"(a[2]), \"r\"(a[3]), \"r\"(b[0]), \"r\"(b[1]));\n"
    "}\n"
    "TL_DEV uint32_t tl_tf32(float x)\n"
    "{\n"
    "    uint32_t r;\n"
    "    asm(\"cvt.rna.tf32.f32 %0, %1;\" : \"=r\"(r) : \"f\"(x));\n"
    "    return r;\n"
    "}\n"
    "TL_DEV void tl_mma_tf32(float *c, const uint32_t *a, const uint32_t *b)\n"
    "{\n"
    "    asm volatile(\"mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\"\n"
    "                 : \"+f\"(c[0]), \"+f\"(c[1]), \"+f\"(c[2]), \"+f\"(c[3])\n"
    "                 : \"r\"(a[0]), \"r\"(a[1]), \"r\"(a[2]), \"r\"(a[3]), \"r\"(b[0]), \"r\"(b[1]));\n"
    "}\n";

/* Written once, before the first kernel with an fp8 gemm on mma.sync
 * (sm_89+; gpu.c chooses it only for a target with warpgroup MMAs). */
static const char mma_f8_prelude[] =
    "\n/* m16n8k32 f8e4m3/f8e5m2 -> f32 (mma.sync, sm_89+): registers as for s8, a byte an fp8 value */\n"
    "#define TL_MMA_F8(A, B)                                                                            \\\n"
    "    TL_DEV void tl_mma_##A##_##B(float *c, const uint32_t *a, const uint32_t *b)                     \\\n"
    "    {                                                                                              \\\n"
    "        asm volatile(\"mma.sync.aligned.m16n8k32.row.col.f32.\" #A \".\" #B \".f32 \"                   \\\n"
    "                     \"{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\"                        \\\n"
    "                     : \"+f\"(c[0]), \"+f\"(c[1]), \"+f\"(c[2]), \"+f\"(c[3])                          \\\n"
    "                     : \"r\"(a[0]), \"r\"(a[1]), \"r\"(a[2]), \"r\"(a[3]), \"r\"(b[0]), \"r\"(b[1])); \\\n"
    "    }\n"
    "TL_MMA_F8(e4m3, e4m3)\n"
    "TL_MMA_F8(e4m3, e5m2)\n"
    "TL_MMA_F8(e5m2, e4m3)\n"
    "TL_MMA_F8(e5m2, e5m2)\n";

/* warp operations of a threads region (docs/language.md): the region is a
 * parallel loop whose iteration t thread t runs, so every lane of every warp
 * takes part (the full mask); a lane argument is read modulo 32, as PTX's
 * shfl.sync reads it. A reduction is the interpreter's butterfly, each lane
 * combining its value with lane ^ m's for m = 16, 8, 4, 2, 1 (16-bit floats
 * are held as floats and rounded at each step, integers wrap). */
static const char warp_prelude[] =
    "\n/* warp operations of threads regions */\n"
    "template <typename T> TL_DEV T tl_shfl_xor(T v, int32_t m) { return (T)__shfl_xor_sync(0xffffffffu, v, m & 31); }\n"
    "template <typename T> TL_DEV T tl_shfl_down(T v, int32_t d) { return (T)__shfl_down_sync(0xffffffffu, v, (unsigned)(d & 31)); }\n"
    "template <typename T> TL_DEV T tl_shfl_up(T v, int32_t d) { return (T)__shfl_up_sync(0xffffffffu, v, (unsigned)(d & 31)); }\n"
    "template <typename T> TL_DEV T tl_shfl_idx(T v, int32_t s) { return (T)__shfl_sync(0xffffffffu, v, s & 31); }\n"
    "#define TL_WARP_RED(name, T, COMBINE) \\\n"
    "    TL_DEV T name(T v) { \\\n"
    "        for (int32_t m = 16; m > 0; m >>= 1) { T o = tl_shfl_xor<T>(v, m); v = COMBINE; } \\\n"
    "        return v; }\n"
    "TL_WARP_RED(tl_warp_sum_f32, float, v + o)\n"
    "TL_WARP_RED(tl_warp_sum_f64, double, v + o)\n"
    "TL_WARP_RED(tl_warp_sum_f16, float, tl_f16r(v + o))\n"
    "TL_WARP_RED(tl_warp_sum_bf16, float, tl_bf16r(v + o))\n"
    "TL_WARP_RED(tl_warp_max_f32, float, tl_fmaxf(v, o))\n"
    "TL_WARP_RED(tl_warp_min_f32, float, tl_fminf(v, o))\n"
    "TL_WARP_RED(tl_warp_max_f64, double, tl_fmax(v, o))\n"
    "TL_WARP_RED(tl_warp_min_f64, double, tl_fmin(v, o))\n"
    "#undef TL_WARP_RED\n"
    "template <typename T> TL_DEV T tl_warp_sum(T v)\n"
    "{\n"
    "    for (int32_t m = 16; m > 0; m >>= 1)\n"
    "        v = (T)((unsigned long long)v + (unsigned long long)tl_shfl_xor<T>(v, m));\n"
    "    return v;\n"
    "}\n"
    "template <typename T> TL_DEV T tl_warp_max(T v)\n"
    "{\n"
    "    for (int32_t m = 16; m > 0; m >>= 1) { T o = tl_shfl_xor<T>(v, m); v = v >= o ? v : o; }\n"
    "    return v;\n"
    "}\n"
    "template <typename T> TL_DEV T tl_warp_min(T v)\n"
    "{\n"
    "    for (int32_t m = 16; m > 0; m >>= 1) { T o = tl_shfl_xor<T>(v, m); v = v <= o ? v : o; }\n"
    "    return v;\n"
    "}\n";
/* The 4-bit dtypes' helpers, written after the prelude only into modules
 * that use them (every name they define contains tl_4b_ or e2m1). A packed
 * global tensor holds element e in the nibble (e & 1) * 4 of byte e >> 1; a
 * write xors its nibble into the aligned 32-bit word holding that byte with
 * atomicXor, so two threads writing the two halves of one byte do not race
 * (the old nibble is the writer's own: only a racing write of the same
 * element could change it). */
static const char fp4_prelude[] =
    "/* f4e2m1 (OCP FP4 E2M1: +-{0, 0.5, 1, 1.5, 2, 3, 4, 6}): nearest even,\n"
    " * saturating to +-6, NaN gives +6, as src/ir/value.c */\n"
    "TL_DEV uint8_t tl_d2e2m1(double x)\n"
    "{\n"
    "    if (x != x) return 0x7;\n"
    "    uint8_t sign = (uint8_t)((uint64_t)__double_as_longlong(x) >> 63 << 3);\n"
    "    double a = fabs(x);\n"
    "    if (a >= 6) return sign | 0x7;\n"
    "    if (a < 2) return sign | (uint8_t)rint(a * 2);\n"
    "    if (a < 4) return sign | (uint8_t)(rint(a) + 2);\n"
    "    return sign | (uint8_t)(rint(a / 2) + 4);\n"
    "}\n"
    "TL_DEV uint8_t tl_f2e2m1(float x) { return tl_d2e2m1((double)x); }\n"
    "TL_DEV float tl_e2m1_2f(uint8_t h)\n"
    "{\n"
    "    float m = (h & 6) == 0 ? 0.5f * (float)(h & 1) : (float)(2 + (h & 1)) * (float)(1 << ((h >> 1 & 3) - 1)) * 0.5f;\n"
    "    return h & 0x8 ? -m : m;\n"
    "}\n"
    "TL_DEV float tl_f4e2m1r(float x) { return tl_e2m1_2f(tl_f2e2m1(x)); }\n"
    "TL_DEV float tl_f4e2m1r_d(double x) { return tl_e2m1_2f(tl_d2e2m1(x)); }\n"
    "/* i4 and u4: the low 4 bits, sign-extended or not; from a float saturating */\n"
    "TL_DEV int8_t tl_4b_wrap_i4(long long v) { return (int8_t)(((int)(v & 0xf) ^ 0x8) - 0x8); }\n"
    "TL_DEV uint8_t tl_4b_wrap_u4(long long v) { return (uint8_t)(v & 0xf); }\n"
    "TL_DEV int8_t tl_4b_ftoi_i4(double x) { if (x != x) return 0; x = trunc(x); return x <= -8 ? -8 : x >= 7 ? 7 : (int8_t)x; }\n"
    "TL_DEV uint8_t tl_4b_ftoi_u4(double x) { if (x != x) return 0; x = trunc(x); return x <= 0 ? 0 : x >= 15 ? 15 : (uint8_t)x; }\n"
    "TL_DEV unsigned tl_4b_get(const void *p, int64_t e) { return ((const uint8_t *)p)[e >> 1] >> ((e & 1) * 4) & 0xfu; }\n"
    "TL_DEV void tl_4b_set(void *p, int64_t e, unsigned v)\n"
    "{\n"
    "    uint8_t *b = (uint8_t *)p + (e >> 1);\n"
    "    unsigned sh = (unsigned)(e & 1) * 4;\n"
    "    unsigned old = (unsigned)*(volatile uint8_t *)b >> sh & 0xfu;\n"
    "    unsigned *w = (unsigned *)((unsigned long long)b & ~3ULL);\n"
    "    atomicXor(w, ((old ^ v) & 0xfu) << (sh + 8 * (unsigned)((unsigned long long)b & 3)));\n"
    "}\n";

/* the 8-bit float helpers (cfamily/prelude.h) */
static const char *const fp8_prelude = tl_cemit_fp8_prelude;

static const char prelude[] =
    "/* fixed-width integers (no header: NVRTC needs no include path) */\n"
    "typedef signed char int8_t;\n"
    "typedef short int16_t;\n"
    "typedef int int32_t;\n"
    "typedef long long int64_t;\n"
    "typedef unsigned char uint8_t;\n"
    "typedef unsigned short uint16_t;\n"
    "typedef unsigned int uint32_t;\n"
    "typedef unsigned long long uint64_t;\n"
    "#define INT64_C(x) x##LL\n"
    "#define UINT64_C(x) x##ULL\n"
    "#define TL_INT64_MIN (-9223372036854775807LL - 1)\n"
    "#define TL_INF __int_as_float(0x7f800000)\n"
    "#define TL_NAN __int_as_float(0x7fc00000)\n"
    "#define TL_DEV static __device__ __forceinline__\n"
    "\n"
    "/* f16 and bf16: 16-bit patterns in memory, floats in expressions, rounded\n"
    " * to nearest even after every operation, as the interpreter does (float\n"
    " * arithmetic then one rounding gives the exact result's rounding). */\n"
    "TL_DEV float tl_h2f(uint16_t h) { float f; asm(\"cvt.f32.f16 %0, %1;\" : \"=f\"(f) : \"h\"(h)); return f; }\n"
    "TL_DEV uint16_t tl_f2h(float f) { uint16_t h; asm(\"cvt.rn.f16.f32 %0, %1;\" : \"=h\"(h) : \"f\"(f)); return h; }\n"
    "TL_DEV uint16_t tl_d2h(double d) { uint16_t h; asm(\"cvt.rn.f16.f64 %0, %1;\" : \"=h\"(h) : \"d\"(d)); return h; }\n"
    "/* tl_f2h for a store into a per-thread array: NVVM splits some 16-bit\n"
    " * stores into a local array in two byte stores, and ptxas (CUDA 13.0,\n"
    " * sm_90) made the low byte of a cvt.rn.f16.f32 a conversion of the half to\n"
    " * an integer (F2I.U8.F16): 1.0 stored as 0x3c01. From sm_80 on the half\n"
    " * is the low one of a converted pair (F2FP), whose bytes it stores right. */\n"
    "TL_DEV uint16_t tl_f2h_pt(float f)\n"
    "{\n"
    "#if __CUDA_ARCH__ >= 800\n"
    "    uint32_t r;\n"
    "    asm(\"cvt.rn.f16x2.f32 %0, %1, %2;\" : \"=r\"(r) : \"f\"(0.0f), \"f\"(f));\n"
    "    return (uint16_t)r;\n"
    "#else\n"
    "    return tl_f2h(f);\n"
    "#endif\n"
    "}\n"
    "/* An i16 result of arithmetic, from its value in int: ptxas (CUDA 13.0,\n"
    " * sm_80 and sm_90) computes neg.s16 in a 32-bit register and drops its wrap,\n"
    " * so -(-32768) compared and widened as 32768. Behind the empty asm NVVM\n"
    " * cannot narrow the operation to 16 bits; the truncation is a cvt. */\n"
    "TL_DEV int16_t tl_wrap_i16(int32_t v) { asm(\"\" : \"+r\"(v)); return (int16_t)v; }\n"
    "/* A value NVVM cannot look through: one operand of a product of two\n"
    " * widened 8/16-bit integers, so no dp2a/dp4a is formed (NVVM's dp2a took\n"
    " * a 16-bit half of a merged load of byte pairs whole, neighbour and all). */\n"
    "TL_DEV uint32_t tl_opaque_u32(uint32_t v) { asm(\"\" : \"+r\"(v)); return v; }\n"
    "TL_DEV float tl_bf2f(uint16_t h) { return __uint_as_float((uint32_t)h << 16); }\n"
    "TL_DEV uint16_t tl_f2bf(float f)\n"
    "{\n"
    "    uint32_t u = __float_as_uint(f);\n"
    "    if (f != f)\n"
    "        return (uint16_t)((u >> 16) | 0x40u);\n"
    "    return (uint16_t)((u + 0x7fffu + ((u >> 16) & 1u)) >> 16);\n"
    "}\n"
    "/* the same rounding in one cvt from sm_80 on (a NaN stays a NaN, its payload\n"
    " * not kept: docs/language.md), for an accumulator's copy out; tl_f2bf, which\n"
    " * NVVM folds on a constant, everywhere else */\n"
    "TL_DEV uint16_t tl_f2bf_cvt(float f)\n"
    "{\n"
    "#if __CUDA_ARCH__ >= 800\n"
    "    uint16_t h;\n"
    "    asm(\"cvt.rn.bf16.f32 %0, %1;\" : \"=h\"(h) : \"f\"(f));\n"
    "    return h;\n"
    "#else\n"
    "    return tl_f2bf(f);\n"
    "#endif\n"
    "}\n"
    "/* a double rounded to bf16 once (not through float); not inlined: inlined\n"
    " * into each element of a loop, its branches on a value the loop does not\n"
    " * change (a shape dim) held NVVM for 41 s on one kernel and minutes on\n"
    " * another (tests/diff/cuda-d2bf-unswitch.tile) */\n"
    "static __device__ __noinline__ uint16_t tl_d2bf(double x)\n"
    TL_CEMIT_D2BF_BODY
    "\n"
    "/* float to int: truncates and saturates, NaN gives 0 */\n"
    "#define TL_FTOI(name, T, LO, HI) \\\n"
    "    TL_DEV T name(double x) { \\\n"
    "        if (x != x) return 0; \\\n"
    "        x = trunc(x); \\\n"
    "        if (x <= (double)(LO)) return LO; \\\n"
    "        if (x >= (double)(HI)) return HI; \\\n"
    "        return (T)x; }\n"
    TL_CEMIT_FTOI_ALL
    "\n"
    TL_CEMIT_INT_HELPERS
    "/* shifts with the interpreter's meaning (tl_value_shift): a count of at\n"
    " * least the width (a negative one read as unsigned included) acts as the\n"
    " * width, as PTX clamps it; x is the operand widened to 64 bits */\n"
    "TL_DEV uint64_t tl_shl_u64(uint64_t x, uint64_t n, int bits) { return n >= (uint64_t)bits ? 0 : x << n; }\n"
    "TL_DEV uint64_t tl_shr_u64(uint64_t x, uint64_t n, int bits) { return n >= (uint64_t)bits ? 0 : x >> n; }\n"
    "TL_DEV int64_t tl_shr_i64(int64_t x, uint64_t n, int bits) { return x >> (n >= (uint64_t)bits ? (uint64_t)bits - 1 : n); }\n"
    "/* float min/max: PTX min.f32/max.f32 (.f64), one instruction: a NaN\n"
    " * operand (quiet or signalling) is ignored, the other returned, as the\n"
    " * interpreter does (tl_value_fmax); two NaNs give the canonical NaN (a\n"
    " * NaN's payload is not promised); which zero +0 and -0 give is left open\n"
    " * (docs/language.md). Not max.NaN, which would return the NaN. */\n"
    "TL_DEV float tl_fminf(float a, float b) { return fminf(a, b); }\n"
    "TL_DEV float tl_fmaxf(float a, float b) { return fmaxf(a, b); }\n"
    "TL_DEV double tl_fmin(double a, double b) { return fmin(a, b); }\n"
    "TL_DEV double tl_fmax(double a, double b) { return fmax(a, b); }\n"
    "/* exp2 of an f32: the multiprocessor's ex2 (2 ulp, as exp2f), a result\n"
    " * below 2^-126 flushed to zero; exp2f's subnormal path is three more\n"
    " * instructions an element (docs/cuda.md, \"exp2 on the GPU\") */\n"
    "TL_DEV float tl_exp2f(float x) { float y; asm(\"ex2.approx.ftz.f32 %0, %1;\" : \"=f\"(y) : \"f\"(x)); return y; }\n"
    "\n"
    "/* tensor cores: D = A B + D on one 16x8x16 tile per warp (mma.sync, sm_80+);\n"
    " * a: 4 registers of 2 halves (rows g, g + 8; k 2t.., 2t + 8..), b: 2 (k 2t.., 2t + 8..;\n"
    " * column g), c: rows g, g + 8, columns 2t, 2t + 1, where g = lane / 4, t = lane % 4 */\n"
    "TL_DEV uint32_t tl_pack2(uint16_t lo, uint16_t hi) { return (uint32_t)lo | ((uint32_t)hi << 16); }\n"
    "TL_DEV void tl_mma_f16(float *c, const uint32_t *a, const uint32_t *b)\n"
    "{\n"
    "    asm volatile(\"mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\"\n"
    "                 : \"+f\"(c[0]), \"+f\"(c[1]), \"+f\"(c[2]), \"+f\"(c[3])\n"
    "                 : \"r\"(a[0]), \"r\"(a[1]), \"r\"(a[2]), \"r\"(a[3]), \"r\"(b[0]), \"r\"(b[1]));\n"
    "}\n"
    "TL_DEV void tl_mma_bf16(float *c, const uint32_t *a, const uint32_t *b)\n"
    "{\n"
    "    asm volatile(\"mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\"\n"
    "                 : \"+f\"(c[0]), \"+f\"(c[1]), \"+f\"(c[2]), \"+f\"(c[3])\n"
    "                 : \"r\"(a[0]), \"r\"(a[1]), \"r\"(a[2]), \"r\"(a[3]), \"r\"(b[0]), \"r\"(b[1]));\n"
    "}\n"
    "\n"
    "/* atomic_add into global memory; 16-bit floats through their 32-bit word.\n"
    " * f32 through a compare-and-swap loop around an IEEE add: atomicAdd's\n"
    " * atom.add.f32 flushes subnormal inputs and results to zero (PTX ISA),\n"
    " * where the interpreter keeps them (f64's atom.add keeps them). */\n"
    "TL_DEV void tl_atomic_add(float *p, float v)\n"
    "{\n"
    "    unsigned *w = (unsigned *)p, old = *w, assumed;\n"
    "    do {\n"
    "        assumed = old;\n"
    "        old = atomicCAS(w, assumed, __float_as_uint(__fadd_rn(__uint_as_float(assumed), v)));\n"
    "    } while (old != assumed);\n"
    "}\n"
    "TL_DEV void tl_atomic_add(double *p, double v) { atomicAdd(p, v); }\n"
    "TL_DEV void tl_atomic_add(int32_t *p, int32_t v) { atomicAdd((int *)p, (int)v); }\n"
    "TL_DEV void tl_atomic_add(uint32_t *p, uint32_t v) { atomicAdd((unsigned *)p, (unsigned)v); }\n"
    "TL_DEV void tl_atomic_add(int64_t *p, int64_t v) { atomicAdd((unsigned long long *)p, (unsigned long long)v); }\n"
    "TL_DEV void tl_atomic_add(uint64_t *p, uint64_t v) { atomicAdd((unsigned long long *)p, (unsigned long long)v); }\n"
    "TL_DEV void tl_atomic_add16(uint16_t *p, float v, bool bf)\n"
    "{\n"
    "    unsigned *w = (unsigned *)((unsigned long long)p & ~3ULL);\n"
    "    unsigned shift = ((unsigned long long)p & 2ULL) ? 16u : 0u, old = *w, assumed;\n"
    "    do {\n"
    "        assumed = old;\n"
    "        uint16_t h = (uint16_t)(assumed >> shift);\n"
    "        float s = bf ? tl_bf2f(tl_f2bf(tl_bf2f(h) + v)) : tl_h2f(tl_f2h(tl_h2f(h) + v));\n"
    "        uint16_t n = bf ? tl_f2bf(s) : tl_f2h(s);\n"
    "        old = atomicCAS(w, assumed, (assumed & ~(0xffffu << shift)) | ((unsigned)n << shift));\n"
    "    } while (old != assumed);\n"
    "}\n"
    "\n"
    "/* atomic_max and atomic_min into global memory: the integers' own\n"
    " * instructions; floats through a compare-and-swap loop with tl_fmax/tl_fmin\n"
    " * (a NaN operand ignored, as the interpreter does), 16-bit floats on their\n"
    " * 32-bit word. The first read is volatile (from L2), so that an unchanged\n"
    " * value may end the loop at once. */\n"
    "TL_DEV void tl_atomic_max(int32_t *p, int32_t v) { atomicMax((int *)p, (int)v); }\n"
    "TL_DEV void tl_atomic_min(int32_t *p, int32_t v) { atomicMin((int *)p, (int)v); }\n"
    "TL_DEV void tl_atomic_max(uint32_t *p, uint32_t v) { atomicMax((unsigned *)p, (unsigned)v); }\n"
    "TL_DEV void tl_atomic_min(uint32_t *p, uint32_t v) { atomicMin((unsigned *)p, (unsigned)v); }\n"
    "TL_DEV void tl_atomic_max(int64_t *p, int64_t v) { atomicMax((long long *)p, (long long)v); }\n"
    "TL_DEV void tl_atomic_min(int64_t *p, int64_t v) { atomicMin((long long *)p, (long long)v); }\n"
    "TL_DEV void tl_atomic_max(uint64_t *p, uint64_t v) { atomicMax((unsigned long long *)p, (unsigned long long)v); }\n"
    "TL_DEV void tl_atomic_min(uint64_t *p, uint64_t v) { atomicMin((unsigned long long *)p, (unsigned long long)v); }\n"
    TL_CEMIT_CAS_ATOMICS;

/* ---- names and types ----------------------------------------------------- */

static const char *const reserved[] = {
    "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum", "extern",
    "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict", "return", "short", "signed",
    "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void", "volatile", "while", "bool",
    "true", "false", "class", "new", "delete", "this", "template", "typename", "namespace", "using", "operator",
    "private", "public", "protected", "virtual", "friend", "throw", "try", "catch", "asm", "explicit", "mutable",
    "export", "and", "or", "not", "xor", "bitand", "bitor", "compl", "and_eq", "or_eq", "xor_eq", "not_eq",
    "static_cast", "const_cast", "dynamic_cast", "reinterpret_cast", "typeid", "wchar_t", "char16_t", "char32_t",
    "constexpr", "decltype", "noexcept", "nullptr", "static_assert", "thread_local", "alignas", "alignof",
    "concept", "requires", "co_await", "co_return", "co_yield", "char8_t", "consteval", "constinit",
    "threadIdx", "blockIdx", "blockDim", "gridDim", "warpSize", "min", "max", "abs", "exp", "exp2", "log", "log2",
    "sqrt", "rsqrt", "tanh", "floor", "ceil", "pow", "fabs", "fmin", "fmax", "trunc", "fmod", "expf", "logf",
    "sqrtf", "powf", "signbit", "isnan", "isinf", "main", "NULL", "INFINITY", "NAN", "atomicAdd", "atomicCAS",
    "atomicMax", "atomicMin", "sin", "cos", "erf", "sinf", "cosf", "erff",
    "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t", "INT64_C", "UINT64_C",
    NULL,
};

/* output through the expression printer's state (cfamily/emit.h) */
#define out(g, ...) tl_cemit_out(&(g)->e, __VA_ARGS__)
#define line(g, ...) tl_cemit_line(&(g)->e, __VA_ARGS__)
static void indent(cg *g) { tl_cemit_indent(&g->e); }

#define unsupported(g, ...) tl_cemit_unsupported(&(g)->e, __VA_ARGS__)

/* ---- expressions ----------------------------------------------------------- */

static void expr(cg *g, const tl_expr *e) { tl_cemit_expr(&g->e, e); }
static void expr_top(cg *g, const tl_expr *e) { tl_cemit_expr_top(&g->e, e); }
static const char *cname(cg *g, const char *n) { return tl_cemit_name(&g->e, n); }
static void to_mem_into(cg *g, const tl_buffer *dst, const tl_expr *value) { tl_cemit_store_value(&g->e, dst, value); }
static void cast(cg *g, tl_dtype to, const tl_expr *x) { tl_cemit_cast(&g->e, to, x); }
static void load(cg *g, const tl_buffer *b, tl_expr *const *idx) { tl_cemit_load(&g->e, b, idx); }

static bool in_smem(const cg *g, const tl_buffer *b)
{
    return g->smem_off[b->id] >= 0;
}

/* The register of a register fragment touched by the current parallel
 * loop's iteration: (step, lane) of gpu.h. */
static void reg_slot(cg *g)
{
    if (g->part.vec > 1)
        out(g, "tl_s * %d + tl_v", g->part.vec);
    else
        out(g, "tl_s");
}

/* How a shared buffer outside a ring is laid out, as its layout(...) hint
 * asks (docs/gpu.md): `pad` elements after each row (one 4-byte word,
 * rounded up to an element: a column read by 32 threads then meets 32
 * banks when the row has an even count of words), or its rows' 16-byte
 * chunks of `epc` elements XOR-swizzled as a ring's are (chunk q of row r
 * at q ^ ((r / div) & mask); a row of a power-of-two count of chunks, else
 * as is). Both only move elements within memory the block owns: any access
 * reads and writes through them (element, gemm_mma). */
typedef struct smem_layout {
    int pad, epc, div, mask;
    int64_t panel; /* rows of a column panel of 64 elements (wg_panel), else 0 */
} smem_layout;

static smem_layout smem_layout_of(const cg *g, const tl_buffer *b)
{
    smem_layout l = {0, 0, 1, 0, 0};
    int64_t w = 0;
    if (b->scope != TL_SCOPE_SHARED || b->ndim < 2 || g->ring[b->id] || !tl_ir_is_const_int(b->dims[b->ndim - 1], &w))
        return l;
    if (g->wg_panel && g->wg_panel[b->id] && tl_ir_is_const_int(b->dims[0], &l.panel)) {
        /* [C / 64][R][64]: each panel's 128-byte rows swizzled as one
         * 128-byte row is (find_wg_gemms) */
        l.epc = 8;
        l.mask = 7;
        return l;
    }
    int es = tl_dtype_bits(b->dtype) / 8 > 0 ? tl_dtype_bits(b->dtype) / 8 : 1;
    if (b->layout_hint == TL_LAYOUT_HINT_PAD) {
        l.pad = es >= 4 ? 1 : 4 / es;
    } else if (b->layout_hint == TL_LAYOUT_HINT_SWIZZLE && es <= 16 && w % (16 / es) == 0) {
        int64_t q = w / (16 / es);
        if (q > 1 && (q & (q - 1)) == 0) {
            l.epc = 16 / es;
            l.mask = (int)(q < 8 ? q : 8) - 1;
            l.div = (int)(q < 8 ? 8 / q : 1);
        }
    }
    return l;
}

/* Elements a shared buffer takes, its padding included. */
static int64_t smem_elems(const cg *g, const tl_buffer *b)
{
    int64_t n = 1, w = 1;
    for (int d = 0; d < b->ndim; d++) {
        int64_t v = 0;
        tl_ir_is_const_int(b->dims[d], &v);
        n *= v;
        w = v;
    }
    int pad = smem_layout_of(g, b).pad;
    return pad && w ? n / w * (w + pad) : n;
}

/* The stored column of logical column `col` in row `row` of shared buffer
 * b under layout l (l.mask: swizzled; else col itself). */
static void swz_col(cg *g, smem_layout l, const tl_expr *row, const tl_expr *col, const char *rows, const char *cols)
{
    if (!l.mask) {
        if (col)
            expr_top(g, col);
        else
            out(g, "%s", cols);
        return;
    }
#define PUT(e, s) (e ? expr_top(g, e) : out(g, "%s", s))
    out(g, "((((");
    PUT(col, cols);
    out(g, ") / %d) ^ (((", l.epc);
    PUT(row, rows);
    if (l.div > 1)
        out(g, ") / %d) & %d)) * %d + (", l.div, l.mask, l.epc);
    else
        out(g, ")) & %d)) * %d + (", l.mask, l.epc);
    PUT(col, cols);
    out(g, ") %% %d)", l.epc);
#undef PUT
}

/* buf[idx] as an lvalue in memory. */
static void element(cg *g, const tl_buffer *b, tl_expr *const *idx)
{
    out(g, "%s[", cname(g, b->name));
    if (b->scope == TL_SCOPE_GLOBAL) {
        tl_cemit_flat_offset(&g->e, b, idx);
        out(g, "]");
        return;
    }
    if (b->scope == TL_SCOPE_FRAGMENT && !in_smem(g, b) && tl_gpu_rows_buffer(b)) {
        /* a row vector (tl_layout.rows_of): register h holds row
         * (h / 2) * 16 + h % 2 * 8 of the thread's warp tile and lane
         * group; place_fragments checked that every access indexes it by
         * the row variable */
        if (g->rows_loop)
            out(g, "tl_h]");
        else if (g->e.par && g->part.mma)
            out(g, "(tl_s / %d) * 2 + tl_v / 2]", g->part.mma->tiles_n);
        else
            unsupported(g, "row vector '%s' read outside the loops that follow its rows", b->name);
        return;
    }
    if (b->scope == TL_SCOPE_FRAGMENT && !in_smem(g, b)) {
        if (!g->e.par || !tl_gpu_access_owned(g->e.par, b, idx))
            unsupported(g, "fragment '%s' is read or written outside its owner threads", b->name);
        reg_slot(g);
        out(g, "]");
        return;
    }
    smem_layout sl = in_smem(g, b) ? smem_layout_of(g, b) : (smem_layout){0, 0, 1, 0, 0};
    if (sl.panel) {
        /* column panels of 64 elements: [col / 64][row][col % 64 swizzled] */
        out(g, "(");
        expr_top(g, idx[1]);
        out(g, ") / 64][");
        expr_top(g, idx[0]);
        out(g, "][((((");
        expr_top(g, idx[1]);
        out(g, ") %% 64) / 8) ^ ((");
        expr_top(g, idx[0]);
        out(g, ") & 7)) * 8 + (");
        expr_top(g, idx[1]);
        out(g, ") %% 8]");
        return;
    }
    for (int d = 0; d < b->ndim; d++) {
        if (d)
            out(g, "][");
        if (d == b->ndim - 1 && sl.mask)
            swz_col(g, sl, idx[d - 1], idx[d], NULL, NULL);
        else
            expr_top(g, idx[d]);
    }
    out(g, "]");
}

static bool small_int(tl_dtype t)
{
    return t == TL_DT_I8 || t == TL_DT_I16 || t == TL_DT_U8 || t == TL_DT_U16;
}

/* buf[idx] read from a register every thread holds (owned_reduce): a
 * one-element row vector, or the rows of this thread's steps; with write,
 * that register written. */
static bool held(tl_cemit *e, const tl_buffer *b, bool write)
{
    cg *g = (cg *)e;
    for (int i = 0; i < g->nrdst; i++)
        if (g->rdst[i] == b) {
            if (write)
                out(g, g->rrow[i] ? "%s[tl_s]" : "%s", g->rname[i]);
            return true;
        }
    return false;
}

static void element_of(tl_cemit *e, const tl_buffer *b, tl_expr *const *idx) { element((cg *)e, b, idx); }
static void block(cg *g, const tl_block *b);
static void block_of(tl_cemit *e, const tl_block *b) { block((cg *)e, b); }
static const char *const reserved_prefix[] = {"tl_", "TL_", "tilec_", "__", NULL};

/* f32 and the narrow floats in single precision, f64 in double: CUDA's
 * functions are within 2 ulp (exp2 the prelude's tl_exp2f: subnormal
 * results flushed to zero); sin, cos and erf of every float in double */
static const char *const math[TL_FN_COUNT] = {
    [TL_FN_EXP] = "expf", [TL_FN_EXP2] = "tl_exp2f", [TL_FN_LOG] = "logf", [TL_FN_LOG2] = "log2f",
    [TL_FN_SQRT] = "sqrtf", [TL_FN_RSQRT] = "rsqrtf", [TL_FN_ABS] = "fabsf", [TL_FN_TANH] = "tanhf",
    [TL_FN_FLOOR] = "floorf", [TL_FN_CEIL] = "ceilf", [TL_FN_MIN] = "tl_fminf", [TL_FN_MAX] = "tl_fmaxf",
    [TL_FN_POW] = "powf", [TL_FN_FMA] = "fmaf",
};
static const char *const math_double[TL_FN_COUNT] = {
    [TL_FN_EXP] = "exp", [TL_FN_EXP2] = "exp2", [TL_FN_LOG] = "log", [TL_FN_LOG2] = "log2",
    [TL_FN_SQRT] = "sqrt", [TL_FN_RSQRT] = "1.0 / sqrt", [TL_FN_ABS] = "fabs", [TL_FN_TANH] = "tanh",
    [TL_FN_FLOOR] = "floor", [TL_FN_CEIL] = "ceil", [TL_FN_MIN] = "tl_fmin", [TL_FN_MAX] = "tl_fmax",
    [TL_FN_POW] = "pow", [TL_FN_FMA] = "fma",
};
static const char *const math_in_double[TL_FN_COUNT] = {[TL_FN_SIN] = "sin", [TL_FN_COS] = "cos", [TL_FN_ERF] = "erf"};

/* CUDA C++ as the expression printer writes it (cfamily/emit.h) */
/* f16 stored into a per-thread array (a local, a fragment in registers):
 * tl_f2h_pt (the prelude says why). */
static const char *store_enc(tl_cemit *e, const tl_buffer *dst, tl_dtype t)
{
    const cg *g = (const cg *)e;
    bool per_thread = (dst->scope == TL_SCOPE_LOCAL || dst->scope == TL_SCOPE_FRAGMENT) && !in_smem(g, dst);
    return t == TL_DT_F16 && per_thread ? "tl_f2h_pt" : NULL;
}

static const tl_cemit_lang CUDA = {
    .reserved = reserved,
    .reserved_prefix = reserved_prefix,
    .lit = {"TL_NAN", "TL_INF", "TL_INT64_MIN"},
    .type = tl_dtype_c_type,
    .i32 = "int32_t", .i64 = "int64_t", .u32 = "uint32_t", .u64 = "uint64_t",
    .u64_zero = "UINT64_C(0)",
    .long_cast = "(long long)",
    .index_cast = "(int64_t)", .dim_cast = "",
    .round_open = tl_cemit_prelude_round,
    .small_dec = tl_cemit_prelude_dec,
    .small_enc = tl_cemit_prelude_enc,
    .store_enc = store_enc,
    .i16_wrap = "tl_wrap_i16",
    .opaque_u32 = "tl_opaque_u32",
    .fmod = {"fmodf", "fmod"},
    .fma = {"fmaf", "fma"},
    .mul = {"__fmul_rn", "__dmul_rn"}, /* NVRTC would contract a product into an FMA */
    .vote_open = "(__%s_sync(0xffffffffu, ", .vote_close = ") != 0)",
    .math = math,
    .math_double = math_double,
    .math_in_double = math_in_double,
    .exp_double = "exp",
    .element = element_of,
    .block = block_of,
    .no_atomic8_mm = "no 8-bit float atomics on the GPU", .no_atomic8_add = "no 8-bit atomics on the GPU",
    .held = held,
    .encode_once = true,
};

/* bf16 encoded by one cvt (tl_f2bf_cvt), the other dtypes as in CUDA: the
 * spelling of an accumulator's copy out to memory (cg.out_lang) */
static const char *enc_cvt(tl_dtype t) { return t == TL_DT_BF16 ? "tl_f2bf_cvt" : tl_cemit_prelude_enc(t); }

/* ---- statements ------------------------------------------------------------ */

static void block(cg *g, const tl_block *b);

static bool has_reg_access_expr(const tl_expr *e, const cg *g);

static bool reg_buf(const cg *g, const tl_buffer *b)
{
    return b->scope == TL_SCOPE_FRAGMENT && !in_smem(g, b);
}

static bool is_reg_load(const tl_expr *e, const void *g)
{
    return e->kind == TL_EXPR_LOAD && reg_buf(g, e->load.buf);
}

static bool has_reg_access_expr(const tl_expr *e, const cg *g)
{
    return tl_ir_expr_any(e, is_reg_load, g);
}

/* The most steps a thread's loop over a round-robin register fragment is
 * unrolled to (and its zeroing): past it the loop stays a loop (#pragma
 * unroll 1) and NVVM keeps the fragment in local memory. Fully unrolled,
 * a loop of 214 steps (threads(2), an f32[7, 61] SIMT gemm accumulator)
 * whose steps branch on loaded data took ptxas 38 s alone (214 live values
 * across 214 diamonds; with no register cap too), and the kernel of
 * tilesmith seed 101145, with five such loops, 2 minutes (H100 host) to
 * over 7 (2 cores); as loops, 0.5 s. No example's round-robin loop has
 * more than 32 steps. */
#define REG_UNROLL_MAX 64

static void reg_unroll(cg *g, int64_t steps) { line(g, steps > REG_UNROLL_MAX ? "#pragma unroll 1" : "#pragma unroll"); }

/* Whether a loop body touches a register fragment (then its steps are
 * unrolled, so that every register index is a constant). */
static bool has_reg_access(const tl_block *b, const cg *g)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_LET:
            if (has_reg_access_expr(s->let.value, g))
                return true;
            break;
        case TL_STMT_FOR:
            if (has_reg_access(&s->loop.body, g))
                return true;
            break;
        case TL_STMT_WHILE:
            if (has_reg_access_expr(s->whiles.cond, g) || has_reg_access(&s->whiles.body, g))
                return true;
            break;
        case TL_STMT_IF:
            if (has_reg_access_expr(s->ifs.cond, g) || has_reg_access(&s->ifs.then_body, g) ||
                has_reg_access(&s->ifs.else_body, g))
                return true;
            break;
        case TL_STMT_STORE:
            if (reg_buf(g, s->store.buf) || has_reg_access_expr(s->store.value, g))
                return true;
            break;
        default: break;
        }
    }
    return false;
}

/* The head of a loop by rows: every thread visits its tiles_m * 2 rows of
 * the MMA layout l (those its warp tile and lane group hold), as variable
 * v; the caller closes the brace. */
static void rows_head(cg *g, const tl_layout *l, const char *v)
{
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_h = 0; tl_h < %d; tl_h++) {", l->tiles_m * 2);
    g->e.ind++;
    line(g, "const int32_t %s = (tl_tid / 32 / %d) * %d + (tl_h / 2) * 16 + (tl_tid %% 32) / 4 + (tl_h %% 2) * 8;", v,
         l->warps_n, l->tiles_m * 16);
}

static void loop_header(cg *g, const tl_var *v, const tl_expr *begin, const tl_expr *end) { tl_cemit_loop_header(&g->e, v, begin, end); }

/* Variables of parallel loop s from the iteration number `from` (an int
 * expression): all but the innermost when inner is false, else the
 * innermost (plus `lane`, when given). */
static void loop_vars(cg *g, const tl_stmt *s, const char *from, bool inner, const char *lane) { tl_cemit_loop_vars(&g->e, s, from, inner, lane); }

static void store(cg *g, const tl_stmt *s);

/* The combine of a row reduction's partials (split_reductions' second step,
 * or the same loop written by hand):
 *   for i in parallel(R) { [dst[i] = init]; for red in range(G) { dst[i] = op(dst[i], P[i, red]) } }
 * with op + or a two-argument min/max, P an on-chip [R, G] buffer, G a power
 * of two <= 32 and R G <= T threads, dst not a register fragment. `wide`
 * (owned_reduce, mma_reduce: 1) lifts the bounds on R and G but not the
 * power of two, which their butterflies need; 2 (mma_reduce, whose thread
 * combines its registers in a loop and its quad by two shuffles) lifts
 * that too: 144 keys a block are 72 column pairs. Written
 * as G consecutive lanes per row, each reading one partial, combined by a
 * butterfly of __shfl_xor_sync (log2 G steps instead of G serial ones);
 * lane 0 of the group makes the update. A sum comes out in another order
 * (within a float sum's tolerance; integers wrap alike); min and max are
 * exact. Since dst[i] is written by thread i G rather than by thread i as
 * the loop's partition says (thread_sync placed barriers for that), a
 * barrier follows; the one before is there already, since P is read by
 * other threads than those that wrote it. */
typedef tl_cemit_combine combine;

static bool combine_match(cg *g, const tl_stmt *s, combine *c, int wide)
{
    if (!tl_cemit_combine_match(s, g->smem_off, wide ? tl_gpu_rows_buffer : NULL, c))
        return false;
    return !((wide ? c->groups > g->threads && c->groups % g->threads : c->groups > 32) ||
             (wide < 2 && (c->groups & (c->groups - 1))) || (!wide && c->rows * c->groups > g->threads));
}

/* The group's lanes and this thread's place in it: the row variable, tl_l
 * and the shuffle mask tl_m (G consecutive lanes, G aligned). */
static void combine_head(cg *g, const combine *c, bool *check)
{
    *check = c->rows * c->groups < g->threads;
    if (*check) {
        line(g, "if (tl_tid < %" PRId64 ") {", c->rows * c->groups);
        g->e.ind++;
    }
    line(g, "const int32_t %s = tl_tid / %" PRId64 ";", cname(g, c->vi->name), c->groups);
    line(g, "const int32_t tl_l = tl_tid %% %" PRId64 ";", c->groups);
    if (c->groups == 32)
        line(g, "const unsigned tl_m = 0xffffffffu;");
    else
        line(g, "const unsigned tl_m = ((1u << %" PRId64 ") - 1u) << (tl_tid %% 32 / %" PRId64 " * %" PRId64 ");", c->groups,
             c->groups, c->groups);
}

/* `acc = op(acc, u);` in the combine's op: its update's value with the
 * load of dst[i] read as acc and that of the partial as u */
static void combine_step(cg *g, const combine *c, const char *acc, const char *u)
{
    g->e.sub_from[0] = c->x;
    g->e.sub_to[0] = acc;
    g->e.sub_from[1] = c->y;
    g->e.sub_to[1] = u;
    indent(g);
    out(g, "%s = ", acc);
    expr_top(g, c->up->store.value);
    out(g, ";\n");
    g->e.sub_from[0] = g->e.sub_from[1] = NULL;
}

/* With this lane's partial in tl_w: the butterfly, lane 0's update of
 * dst[i], the group's end and the barrier. */
static void combine_tail(cg *g, const combine *c, bool check)
{
    const char *vt = tl_cemit_val_type(&g->e, c->dst->dtype);
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_o = %" PRId64 "; tl_o > 0; tl_o /= 2) {", c->groups / 2);
    g->e.ind++;
    line(g, "const %s tl_u = __shfl_xor_sync(tl_m, tl_w, tl_o, %" PRId64 ");", vt, c->groups);
    g->e.sub_from[0] = c->x;
    g->e.sub_to[0] = "tl_w";
    g->e.sub_from[1] = c->y;
    g->e.sub_to[1] = "tl_u";
    indent(g);
    out(g, "tl_w = ");
    expr_top(g, c->up->store.value);
    out(g, ";\n");
    g->e.ind--;
    line(g, "}");
    line(g, "if (tl_l == 0) {");
    g->e.ind++;
    if (c->init)
        store(g, c->init);
    g->e.sub_from[0] = NULL;
    g->e.sub_to[1] = "tl_w";
    store(g, c->up);
    g->e.sub_from[1] = NULL;
    g->e.ind--;
    line(g, "}");
    if (check) {
        g->e.ind--;
        line(g, "}");
    }
    g->e.ind--;
    line(g, "}");
    line(g, "__syncthreads();");
    g->synced = true;
    g->e.par = NULL;
}

static bool warp_combine(cg *g, const tl_stmt *s)
{
    combine c;
    if (!combine_match(g, s, &c, 0))
        return false;
    g->e.par = s;
    g->part = tl_gpu_partition_of(g->e.k, s);
    line(g, "/* parallel %s: %" PRId64 " rows of %" PRId64 " partials, %" PRId64 " lanes a row, warp shuffles */", c.vi->name,
         c.rows, c.groups, c.groups);
    line(g, "{");
    g->e.ind++;
    bool check;
    combine_head(g, &c, &check);
    indent(g);
    out(g, "%s tl_w = ", tl_cemit_val_type(&g->e, c.dst->dtype));
    /* P[i, tl_l] read as a value */
    tl_var lv = {0};
    lv.name = "tl_l";
    lv.id = -1;
    lv.dtype = TL_DT_I32;
    tl_expr lref = {0};
    lref.kind = TL_EXPR_VAR;
    lref.dtype = TL_DT_I32;
    lref.var = &lv;
    tl_expr *pidx[2] = {c.y->load.idx[0], &lref};
    load(g, c.p, pidx);
    out(g, ";\n");
    combine_tail(g, &c, check);
    return true;
}

/* Accesses to buffer b in e, s, blk: loads in *ld, stores in *st, tile-op
 * regions in both. */
static void count_expr(const tl_expr *e, const tl_buffer *b, int *ld)
{
    if (!e)
        return;
    switch (e->kind) {
    case TL_EXPR_BINARY: count_expr(e->bin.a, b, ld); count_expr(e->bin.b, b, ld); return;
    case TL_EXPR_UNARY: count_expr(e->un.a, b, ld); return;
    case TL_EXPR_SELECT:
        count_expr(e->sel.cond, b, ld);
        count_expr(e->sel.a, b, ld);
        count_expr(e->sel.b, b, ld);
        return;
    case TL_EXPR_CAST: count_expr(e->cast.a, b, ld); return;
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            count_expr(e->call.args[i], b, ld);
        return;
    case TL_EXPR_LOAD:
        *ld += e->load.buf == b;
        for (int i = 0; i < e->load.nidx; i++)
            count_expr(e->load.idx[i], b, ld);
        return;
    default: return;
    }
}

static void count_block(const tl_block *blk, const tl_buffer *b, int *ld, int *st)
{
    for (size_t i = 0; i < blk->n; i++) {
        const tl_stmt *s = blk->items[i];
        switch (s->kind) {
        case TL_STMT_LET: count_expr(s->let.value, b, ld); break;
        case TL_STMT_FOR:
            for (int d = 0; d < s->loop.nvars; d++) {
                count_expr(s->loop.begin[d], b, ld);
                count_expr(s->loop.end[d], b, ld);
            }
            count_block(&s->loop.body, b, ld, st);
            break;
        case TL_STMT_IF:
            count_expr(s->ifs.cond, b, ld);
            count_block(&s->ifs.then_body, b, ld, st);
            count_block(&s->ifs.else_body, b, ld, st);
            break;
        case TL_STMT_STORE:
            *st += s->store.buf == b;
            for (int d = 0; d < s->store.nidx; d++)
                count_expr(s->store.idx[d], b, ld);
            count_expr(s->store.value, b, ld);
            break;
        case TL_STMT_TILE:
            for (int a = 0; a < s->tile.nargs; a++)
                if (s->tile.args[a].buf == b) {
                    (*ld)++;
                    (*st)++;
                }
            break;
        default: break;
        }
    }
}

/* Whether block b (its loops and ifs) has a while loop, whose body
 * count_block does not look into. */
static bool has_while(const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_WHILE || (s->kind == TL_STMT_FOR && has_while(&s->loop.body)) ||
            (s->kind == TL_STMT_IF && (has_while(&s->ifs.then_body) || has_while(&s->ifs.else_body))))
            return true;
    }
    return false;
}

/* Whether, over the shared buffers allocated in blk (but p), statements
 * bef (before a barrier) and aft (after it) have a hazard between threads:
 * a buffer written in one and accessed in the other. A view of a shared
 * buffer (another name for its memory) counts as one. */
static bool shared_hazard(const tl_block *blk, const tl_block *bef, const tl_block *aft, const tl_buffer *p)
{
    for (size_t i = 0; i < blk->n; i++) {
        const tl_stmt *s = blk->items[i];
        if (s->kind == TL_STMT_ALLOC && s->alloc.buf->scope == TL_SCOPE_SHARED && s->alloc.buf != p) {
            if (s->alloc.buf->view_of)
                return true;
            int l1 = 0, s1 = 0, l2 = 0, s2 = 0;
            count_block(bef, s->alloc.buf, &l1, &s1);
            count_block(aft, s->alloc.buf, &l2, &s2);
            if ((s1 && (l2 || s2)) || (s2 && l1))
                return true;
        }
        if ((s->kind == TL_STMT_FOR && shared_hazard(&s->loop.body, bef, aft, p)) ||
            (s->kind == TL_STMT_IF && (shared_hazard(&s->ifs.then_body, bef, aft, p) ||
                                       shared_hazard(&s->ifs.else_body, bef, aft, p))) ||
            (s->kind == TL_STMT_WHILE && shared_hazard(&s->whiles.body, bef, aft, p)))
            return true;
    }
    return false;
}

/* Whether the barrier b->items[at] orders only buffer p's accesses: the
 * statements since the barrier before it in b and those up to the barrier
 * after it have no other shared buffer written on one side and accessed
 * on the other (thread_sync may have let one barrier serve several
 * hazards; then it stays). Without a barrier on either side in b: no. */
static bool barrier_only_for(const cg *g, const tl_block *b, size_t at, const tl_buffer *p)
{
    size_t lo = at, hi = at + 1;
    while (lo > 0 && b->items[lo - 1]->kind != TL_STMT_BARRIER)
        lo--;
    while (hi < b->n && b->items[hi]->kind != TL_STMT_BARRIER)
        hi++;
    if (lo == 0 || hi == b->n)
        return false;
    tl_block bef = {b->items + lo, at - lo}, aft = {b->items + at + 1, hi - at - 1};
    return !has_while(&bef) && !has_while(&aft) && !shared_hazard(&g->e.k->body, &bef, &aft, p);
}

/* The first load of buffer b in e, or NULL. */
static const tl_expr *find_load(const tl_expr *e, const tl_buffer *b)
{
    const tl_expr *r = NULL;
    if (!e)
        return NULL;
    switch (e->kind) {
    case TL_EXPR_LOAD: return e->load.buf == b ? e : NULL;
    case TL_EXPR_BINARY: return (r = find_load(e->bin.a, b)) ? r : find_load(e->bin.b, b);
    case TL_EXPR_UNARY: return find_load(e->un.a, b);
    case TL_EXPR_CAST: return find_load(e->cast.a, b);
    case TL_EXPR_SELECT:
        if ((r = find_load(e->sel.cond, b)) || (r = find_load(e->sel.a, b)))
            return r;
        return find_load(e->sel.b, b);
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs && !r; i++)
            r = find_load(e->call.args[i], b);
        return r;
    default: return NULL;
    }
}

/* A row reduction's two steps, fused (split_reductions wrote them):
 *   for r, l in parallel(R, G) { P[r, l] = init; for q in range(E) { P[r, l] = f(P[r, l], ...) } }
 *   barrier
 *   the combine of P's rows (combine_match)
 * when P is used nowhere else: each lane's partial stays in a register
 * (tl_w) instead of a read-modify-write of shared memory per step, and goes
 * straight into the butterfly, one barrier fewer. A barrier goes first
 * unless one was just written: dst[i] is written by another thread than the
 * one the combine's partition said. Returns the statements consumed. */
static size_t fused_reduce(cg *g, const tl_block *b, size_t i)
{
    if (i + 2 >= b->n || b->items[i + 1]->kind != TL_STMT_BARRIER)
        return 0;
    const tl_stmt *s = b->items[i];
    combine c;
    if (s->kind != TL_STMT_FOR || s->loop.kind != TL_LOOP_PARALLEL || s->loop.nvars != 2 || !combine_match(g, b->items[i + 2], &c, 0))
        return 0;
    int64_t r, l;
    if (!tl_ir_is_const_int(s->loop.end[0], &r) || !tl_ir_is_const_int(s->loop.end[1], &l) || r != c.rows || l != c.groups ||
        s->loop.body.n != 2)
        return 0;
    const tl_var *vr = s->loop.vars[0], *vl = s->loop.vars[1];
    const tl_stmt *init = s->loop.body.items[0], *ser = s->loop.body.items[1];
    if (init->kind != TL_STMT_STORE || init->store.buf != c.p || !tl_cemit_is_var(init->store.idx[0], vr) ||
        !tl_cemit_is_var(init->store.idx[1], vl) || tl_ir_expr_has_load(init->store.value) || ser->kind != TL_STMT_FOR ||
        ser->loop.kind != TL_LOOP_SERIAL || ser->loop.nvars != 1 || ser->loop.body.n != 1)
        return 0;
    const tl_stmt *up = ser->loop.body.items[0];
    if (up->kind != TL_STMT_STORE || up->store.buf != c.p || !tl_cemit_is_var(up->store.idx[0], vr) || !tl_cemit_is_var(up->store.idx[1], vl) ||
        up->store.value->dtype != c.p->dtype)
        return 0;
    /* the update reads P[r, l] once, and P is touched nowhere else */
    int ld = 0, st = 0;
    count_expr(up->store.value, c.p, &ld);
    if (ld != 1)
        return 0;
    ld = st = 0;
    count_block(&g->e.k->body, c.p, &ld, &st);
    if (ld != 2 || st != 2)
        return 0;
    const tl_expr *pl = find_load(up->store.value, c.p);
    if (!pl || !tl_cemit_is_var(pl->load.idx[0], vr) || !tl_cemit_is_var(pl->load.idx[1], vl))
        return 0;
    if (!g->synced)
        line(g, "__syncthreads();");
    g->e.par = s;
    g->part = tl_gpu_partition_of(g->e.k, s);
    line(g, "/* parallel %s, %s and %s: %" PRId64 " rows, %" PRId64 " lanes a row, each lane's partial in a register, then warp shuffles */",
         vr->name, vl->name, c.vi->name, c.rows, c.groups);
    line(g, "{");
    g->e.ind++;
    bool check;
    combine_head(g, &c, &check);
    line(g, "const int32_t %s = %s;", cname(g, vr->name), cname(g, c.vi->name));
    line(g, "const int32_t %s = tl_l;", cname(g, vl->name));
    const char *vt = tl_cemit_val_type(&g->e, c.p->dtype);
    indent(g);
    out(g, "%s tl_w = ", vt);
    if (init->store.value->dtype == c.p->dtype)
        expr_top(g, init->store.value);
    else
        cast(g, c.p->dtype, init->store.value);
    out(g, ";\n");
    loop_header(g, ser->loop.vars[0], ser->loop.begin[0], ser->loop.end[0]);
    g->e.ind++;
    g->e.sub_from[0] = pl;
    g->e.sub_to[0] = "tl_w";
    indent(g);
    out(g, "tl_w = ");
    expr_top(g, up->store.value);
    out(g, ";\n");
    g->e.sub_from[0] = NULL;
    g->e.ind--;
    line(g, "}");
    combine_tail(g, &c, check);
    return 3;
}


/* The target's store_hint=cs and a global tensor the kernel writes but
 * never reads (no load, no tile op naming it): its 16-byte stores can be
 * st.global.cs (__stcs, evict first), so that the output streaming out
 * does not push out of L2 what the kernel reads again (the second pass of
 * the normalisations' long rows). A tensor also read keeps plain stores. */
static bool write_only(cg *g, const tl_buffer *b)
{
    if (!g->stream_stores || b->scope != TL_SCOPE_GLOBAL)
        return false;
    int ld = 0, st = 0;
    count_block(&g->e.k->body, b, &ld, &st);
    return ld == 0;
}

/* A store in blk whose value is dst itself (a copy of it: the copy paths
 * address its memory, not through load()). */
static bool copies_buf(const tl_block *blk, const tl_buffer *dst)
{
    for (size_t i = 0; i < blk->n; i++) {
        const tl_stmt *s = blk->items[i];
        const tl_expr *v;
        switch (s->kind) {
        case TL_STMT_FOR:
            if (copies_buf(&s->loop.body, dst))
                return true;
            break;
        case TL_STMT_WHILE:
            if (copies_buf(&s->whiles.body, dst))
                return true;
            break;
        case TL_STMT_IF:
            if (copies_buf(&s->ifs.then_body, dst) || copies_buf(&s->ifs.else_body, dst))
                return true;
            break;
        case TL_STMT_STORE:
            v = s->store.value;
            while (v->kind == TL_EXPR_CAST)
                v = v->cast.a;
            if (v->kind == TL_EXPR_LOAD && v->load.buf == dst)
                return true;
            break;
        default: break;
        }
    }
    return false;
}

/* A view of d allocated in blk. */
static bool views_of(const tl_block *blk, const tl_buffer *d)
{
    for (size_t i = 0; i < blk->n; i++) {
        const tl_stmt *s = blk->items[i];
        if ((s->kind == TL_STMT_ALLOC && s->alloc.buf->view_of == d) ||
            (s->kind == TL_STMT_FOR && views_of(&s->loop.body, d)) ||
            (s->kind == TL_STMT_WHILE && views_of(&s->whiles.body, d)) ||
            (s->kind == TL_STMT_IF && (views_of(&s->ifs.then_body, d) || views_of(&s->ifs.else_body, d))))
            return true;
    }
    return false;
}

/* owned_reduce may combine a whole row's warp partials on every thread and
 * keep dst in a register (the target's row_combine=every): one row, an
 * init, dst a one-element buffer in shared memory of the partials' dtype
 * written by this combine alone and read only after it in the same block
 * (so that the register always holds what dst would), never copied as a
 * whole. */
static bool every_combine_ok(cg *g, const tl_block *b, size_t i, const combine *c, tl_dtype t)
{
    const tl_buffer *d = c->dst;
    if (!g->combine_every || c->rows != 1 || !c->init || d->dtype != t || d->scope == TL_SCOPE_GLOBAL || !in_smem(g, d) ||
        d->view_of || tl_gpu_rows_buffer(d))
        return false;
    int64_t n = 1;
    for (int j = 0; j < d->ndim; j++) {
        int64_t e;
        if (!tl_ir_is_const_int(d->dims[j], &e))
            return false;
        n *= e;
    }
    if (n != 1)
        return false;
    if (views_of(&g->e.k->body, d) || has_while(&g->e.k->body))
        return false; /* another name for its memory; reads count_block does not see */
    int ld = 0, st = 0, ld_here = 0, st_here = 0;
    count_block(&g->e.k->body, d, &ld, &st);
    count_expr(c->init->store.value, d, &ld_here);
    count_expr(c->up->store.value, d, &ld_here);
    tl_block rest = { .items = b->items + i + 3, .n = b->n - (i + 3) };
    count_block(&rest, d, &ld_here, &st_here);
    return st == 2 && st_here == 0 && ld == ld_here && !copies_buf(&rest, d);
}

/* The loads of d in blk (under parallel loop par, NULL outside one), each
 * counted in *n: false unless every one is d[r] in a parallel loop over the
 * extents [R, C] in partition p whose first variable is r, so that the
 * emitter writes it in step tl_s of a thread that holds row r there. */
static bool rows_reads_expr(const cg *g, const tl_expr *e, const tl_buffer *d, const tl_stmt *par, int *n)
{
    if (!e)
        return true;
    switch (e->kind) {
    case TL_EXPR_BINARY: return rows_reads_expr(g, e->bin.a, d, par, n) && rows_reads_expr(g, e->bin.b, d, par, n);
    case TL_EXPR_UNARY: return rows_reads_expr(g, e->un.a, d, par, n);
    case TL_EXPR_CAST: return rows_reads_expr(g, e->cast.a, d, par, n);
    case TL_EXPR_SELECT:
        return rows_reads_expr(g, e->sel.cond, d, par, n) && rows_reads_expr(g, e->sel.a, d, par, n) &&
               rows_reads_expr(g, e->sel.b, d, par, n);
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            if (!rows_reads_expr(g, e->call.args[i], d, par, n))
                return false;
        return true;
    case TL_EXPR_LOAD:
        if (e->load.buf == d) {
            if (!par || e->load.nidx != 1 || !tl_cemit_is_var(e->load.idx[0], par->loop.vars[0]))
                return false;
            (*n)++;
            return true;
        }
        for (int i = 0; i < e->load.nidx; i++)
            if (!rows_reads_expr(g, e->load.idx[i], d, par, n))
                return false;
        return true;
    default: return true;
    }
}

static bool rows_reads(const cg *g, const tl_block *blk, const tl_buffer *d, const tl_stmt *par, const tl_stmt *like,
                       tl_gpu_partition p, int *n)
{
    for (size_t i = 0; i < blk->n; i++) {
        const tl_stmt *s = blk->items[i];
        const tl_stmt *in = par;
        switch (s->kind) {
        case TL_STMT_LET:
            if (!rows_reads_expr(g, s->let.value, d, par, n))
                return false;
            break;
        case TL_STMT_FOR:
            if (!par && s->loop.kind == TL_LOOP_PARALLEL) {
                /* the same extents and partition as the reduction's loop */
                tl_gpu_partition q = tl_gpu_partition_of(g->e.k, s);
                int64_t a, b, x, y;
                bool same = s->loop.nvars == 2 && tl_ir_is_const_int(s->loop.end[0], &a) &&
                            tl_ir_is_const_int(s->loop.end[1], &b) && tl_ir_is_const_int(like->loop.end[0], &x) &&
                            tl_ir_is_const_int(like->loop.end[1], &y) && a == x && b == y && tl_cemit_is_zero(s->loop.begin[0]) &&
                            tl_cemit_is_zero(s->loop.begin[1]) && !q.mma && q.threads == p.threads && q.vec == p.vec &&
                            q.elems == p.elems && q.steps == p.steps;
                in = same ? s : NULL;
                if (!same) {
                    int ld = 0, st = 0;
                    count_block(&s->loop.body, d, &ld, &st);
                    if (ld || st)
                        return false;
                    break;
                }
            }
            for (int v = 0; v < s->loop.nvars; v++)
                if (!rows_reads_expr(g, s->loop.begin[v], d, par, n) || !rows_reads_expr(g, s->loop.end[v], d, par, n))
                    return false;
            if (!rows_reads(g, &s->loop.body, d, in, like, p, n))
                return false;
            break;
        case TL_STMT_IF:
            if (!rows_reads_expr(g, s->ifs.cond, d, par, n) || !rows_reads(g, &s->ifs.then_body, d, par, like, p, n) ||
                !rows_reads(g, &s->ifs.else_body, d, par, like, p, n))
                return false;
            break;
        case TL_STMT_STORE:
            if (s->store.buf == d)
                return false;
            for (int v = 0; v < s->store.nidx; v++)
                if (!rows_reads_expr(g, s->store.idx[v], d, par, n))
                    return false;
            if (!rows_reads_expr(g, s->store.value, d, par, n))
                return false;
            break;
        case TL_STMT_TILE:
            for (int a = 0; a < s->tile.nargs; a++)
                if (s->tile.args[a].buf == d)
                    return false;
            break;
        case TL_STMT_WHILE: return false;
        default: break;
        }
    }
    return true;
}

/* owned_reduce may also keep a reduction of several rows in registers when
 * every row of dst is read only where the thread that combined it holds it
 * (the target's row_combine=every): each thread combines, for each of its
 * steps, the row that step's runs belong to (tl_rv[tl_s]), and the loops
 * after it over the same [R, C] in the same partition read dst[r] as that
 * register. dst is a [R] fragment in shared memory written by this combine
 * alone; the rest of block b (after the combine at i + 2) holds every
 * other read. No shared memory round trip and no barrier to publish dst:
 * softmax's and layernorm's short rows, where each row spans two warps. */
static bool rows_every_ok(cg *g, const tl_block *b, size_t i, const combine *c, tl_dtype t, const tl_stmt *s,
                          tl_gpu_partition p)
{
    const tl_buffer *d = c->dst;
    int64_t n;
    if (!g->combine_every || c->rows < 2 || !c->init || d->dtype != t || d->scope == TL_SCOPE_GLOBAL || !in_smem(g, d) ||
        d->view_of || tl_gpu_rows_buffer(d) || d->ndim != 1 || !tl_ir_is_const_int(d->dims[0], &n) || n != c->rows ||
        p.runs % p.threads || g->nrdst == (int)(sizeof g->rdst / sizeof g->rdst[0]))
        return false;
    if (views_of(&g->e.k->body, d) || has_while(&g->e.k->body))
        return false;
    int ld = 0, st = 0, here = 0;
    count_block(&g->e.k->body, d, &ld, &st);
    count_expr(c->init->store.value, d, &here);
    count_expr(c->up->store.value, d, &here);
    tl_block rest = { .items = b->items + i + 3, .n = b->n - (i + 3) };
    return st == 2 && rows_reads(g, &rest, d, NULL, s, p, &here) && here == ld;
}

/* rv = init; rv = op(rv, x): the combine's update of dst[i] written into
 * register rv from the row's combined partial x (row_combine=every, one
 * row or several). */
static void every_update(cg *g, const combine *c, tl_dtype t, const char *rv, const char *x)
{
    indent(g);
    out(g, "%s = ", rv);
    if (c->init->store.value->dtype == t)
        expr_top(g, c->init->store.value);
    else
        cast(g, t, c->init->store.value);
    out(g, ";\n");
    combine_step(g, c, rv, x);
}

/* A row reduction's two steps in its source's own partition
 * (split_reductions wrote them for a fragment whose rows are spread as runs
 * of `vec` columns over W = C / vec consecutive threads):
 *   for r, j in parallel(R, C) { P[r, j / vec] = op(select(j % vec == 0, id, P[r, j / vec]), x) }
 *   barrier
 *   for i in parallel(R) { [dst[i] = init]; for red in range(W) { dst[i] = op(dst[i], P[i, red]) } }
 * with op + or a two-argument min/max and P used nowhere else. Each thread
 * combines its run in a register (x reads the source fragment where its
 * thread holds it: in registers, no shared memory), then a butterfly of
 * __shfl_xor_sync over the min(W, 32) lanes of a row. W <= 32: after the
 * barrier, lane 0 of each row updates dst[i], and a barrier follows (dst[i]
 * is written by another thread than the combine's partition says). W > 32:
 * lane 0 of each warp writes P[r, lane / 32] before the barrier, and after
 * it thread i combines the W / 32 warp partials into dst[i], as the
 * combine's partition says (no barrier after). W a multiple of T (a whole
 * row held by the block: softmax's row of 4096 f32 over 256 threads): each
 * thread's k = W / T consecutive steps are runs of one row, combined in one
 * register before the butterfly, then T / 32 warp partials a row. The warp
 * partials are stored transposed, P as a flat [W' / 32][R] (W' = min(W, T)):
 * the R threads that combine them read consecutive words, no bank conflicts
 * (P[r][q] has a row stride of W words, a multiple of 32 banks). Returns the
 * statements consumed. */
static size_t owned_reduce(cg *g, const tl_block *b, size_t i)
{
    if (i + 2 >= b->n || b->items[i + 1]->kind != TL_STMT_BARRIER)
        return 0;
    const tl_stmt *s = b->items[i];
    combine c;
    if (s->kind != TL_STMT_FOR || s->loop.kind != TL_LOOP_PARALLEL || s->loop.nvars != 2 || s->loop.body.n != 1 ||
        !combine_match(g, b->items[i + 2], &c, 1) || tl_gpu_rows_buffer(c.dst))
        return 0; /* a row vector: the loops as they are, the combine by rows */
    tl_dtype t = c.p->dtype;
    if (tl_dtype_is_small_float(t) || small_int(t) || t == TL_DT_BOOL)
        return 0;
    tl_gpu_partition p = tl_gpu_partition_of(g->e.k, s);
    tl_gpu_partition pc = tl_gpu_partition_of(g->e.k, b->items[i + 2]);
    int64_t r, cols;
    if (p.mma || p.elems < 0 || p.vec < 2 || !tl_ir_is_const_int(s->loop.end[0], &r) ||
        !tl_ir_is_const_int(s->loop.end[1], &cols) || r != c.rows || cols != c.groups * p.vec || (g->threads % c.groups && c.groups % g->threads) ||
        (c.groups > 32 && (pc.mma || pc.vec != 1)))
        return 0;
    const tl_var *vr = s->loop.vars[0], *vj = s->loop.vars[1];
    const tl_stmt *up = s->loop.body.items[0];
    if (up->kind != TL_STMT_STORE || up->store.buf != c.p || !tl_cemit_is_var(up->store.idx[0], vr) || up->store.value->dtype != t)
        return 0;
    /* the value: op(select(j % vec == 0, id, P[r, j / vec]), x) */
    const tl_expr *v = up->store.value, *acc;
    if (v->kind == TL_EXPR_BINARY && v->bin.op == TL_BIN_ADD && c.up->store.value->kind == TL_EXPR_BINARY)
        acc = v->bin.a;
    else if (v->kind == TL_EXPR_CALL && v->call.nargs == 2 && c.up->store.value->kind == TL_EXPR_CALL &&
             v->call.fn == c.up->store.value->call.fn)
        acc = v->call.args[0];
    else
        return 0;
    if (acc->kind != TL_EXPR_SELECT || tl_ir_expr_has_load(acc->sel.a) || acc->sel.b->kind != TL_EXPR_LOAD || acc->sel.b->load.buf != c.p ||
        !tl_cemit_is_var(acc->sel.b->load.idx[0], vr))
        return 0;
    int ld = 0, st = 0;
    count_expr(v, c.p, &ld);
    if (ld != 1)
        return 0;
    ld = st = 0;
    count_block(&g->e.k->body, c.p, &ld, &st);
    if (ld != 2 || st != 1)
        return 0;
    const tl_expr *x = v->kind == TL_EXPR_BINARY ? v->bin.b : v->call.args[1];
    const char *vt = tl_cemit_val_type(&g->e, t);
    /* k: runs a row per thread (1 unless W > T); wt: threads a row */
    int64_t w = c.groups, k = w > g->threads ? w / g->threads : 1, wt = w / k, lanes = wt < 32 ? wt : 32;
    bool check = p.runs % p.threads != 0;
    if (k > 1 && (p.steps % k || check || g->threads % 32))
        return 0;
    bool every = w > 32 && every_combine_ok(g, b, i, &c, t);
    if (every && g->nrdst == (int)(sizeof g->rdst / sizeof g->rdst[0]))
        every = false;
    bool rows_every = !every && k == 1 && !check && rows_every_ok(g, b, i, &c, t, s, p);
    /* the partials' half (tl_pb, 0 or 1) is this many elements */
    int64_t half = c.rows * (wt / 32);
    g->e.par = s;
    g->part = p;
    if (k > 1)
        line(g, "/* parallel %s, %s and %s: %" PRId64 " rows, %" PRId64 " threads a row, each thread's %" PRId64 " runs of %d of a row in a register, then warp shuffles, then the warps' partials through shared memory */",
             vr->name, vj->name, c.vi->name, c.rows, wt, k, p.vec);
    else
        line(g, "/* parallel %s, %s and %s: %" PRId64 " rows, %" PRId64 " threads a row, each thread's run of %d in a register, then warp shuffles%s */",
             vr->name, vj->name, c.vi->name, c.rows, w, p.vec, w > 32 ? ", then the warps' partials through shared memory" : "");
    char rv[16] = "";
    if (every) {
        /* dst's value, every thread's own copy, for the statements after */
        snprintf(rv, sizeof rv, "tl_rv%d", g->nrv++);
        line(g, "%s %s; /* %s, combined by every thread */", vt, rv, c.dst->name);
        g->pb_used = true;
    } else if (rows_every) {
        /* dst's rows, each thread's copy of the row of each of its steps */
        snprintf(rv, sizeof rv, "tl_rv%d", g->nrv++);
        line(g, "%s %s[%" PRId64 "]; /* %s[the row of step tl_s], combined by the row's threads */", vt, rv, p.steps, c.dst->name);
        g->pb_used |= w > 32;
    }
    line(g, "{");
    g->e.ind++;
    line(g, "%s tl_w[%" PRId64 "];", vt, p.steps / k);
    line(g, "{");
    g->e.ind++;
    if (w == 32)
        line(g, "const unsigned tl_m = 0xffffffffu;");
    else if (w < 32)
        line(g, "const unsigned tl_m = ((1u << %" PRId64 ") - 1u) << (tl_tid %% 32 / %" PRId64 " * %" PRId64 ");", w, w, w);
    else
        line(g, "const unsigned tl_m = 0xffffffffu;");
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_s = 0; tl_s < %" PRId64 "; tl_s++) {", p.steps);
    g->e.ind++;
    line(g, "const int32_t tl_r = tl_s * %d + tl_tid;", p.threads);
    if (check) {
        /* W divides T and the runs: a row's threads are all in or all out */
        line(g, "if (tl_r < %" PRId64 ") {", p.runs);
        g->e.ind++;
    }
    line(g, "const int32_t tl_e = tl_r * %d;", p.vec);
    loop_vars(g, s, "tl_e", false, NULL);
    const char *wv = k > 1 ? "tl_w[tl_s / tl_k]" : "tl_w[tl_s]";
    if (k > 1) {
        line(g, "const int32_t tl_k = %" PRId64 "; /* runs of one row a thread, in a row */", k);
        line(g, "if (tl_s %% tl_k == 0)");
        g->e.ind++;
    }
    indent(g);
    out(g, "%s = ", wv);
    if (acc->sel.a->dtype == t)
        expr_top(g, acc->sel.a);
    else
        cast(g, t, acc->sel.a);
    out(g, ";\n");
    if (k > 1)
        g->e.ind--;
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_v = 0; tl_v < %d; tl_v++) {", p.vec);
    g->e.ind++;
    if (tl_ir_expr_uses_var(x, vj))
        loop_vars(g, s, "tl_e", true, "tl_v");
    g->e.sub_from[0] = acc;
    g->e.sub_to[0] = wv;
    indent(g);
    out(g, "%s = ", wv);
    expr_top(g, v);
    out(g, ";\n");
    g->e.sub_from[0] = NULL;
    g->e.ind--;
    line(g, "}");
    if (k > 1) {
        /* the row's last run of this thread: its partial is complete */
        line(g, "if (tl_s %% tl_k == tl_k - 1) {");
        g->e.ind++;
    }
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_o = %" PRId64 "; tl_o > 0; tl_o /= 2) {", lanes / 2);
    g->e.ind++;
    line(g, "const %s tl_u = __shfl_xor_sync(tl_m, %s, tl_o, %" PRId64 ");", vt, wv, lanes);
    combine_step(g, &c, wv, "tl_u");
    g->e.ind--;
    line(g, "}");
    if (w > 32) {
        /* transposed: warp q of the row at q * R + r */
        line(g, "if (tl_tid %% 32 == 0)");
        g->e.ind++;
        char pb[48] = "";
        if (every || rows_every)
            snprintf(pb, sizeof pb, "tl_pb * %" PRId64 " + ", half);
        line(g, "((%s *)%s)[%stl_tid %% %" PRId64 " / 32 * %" PRId64 " + %s] = %s;", vt, cname(g, c.p->name), pb, wt, c.rows,
             cname(g, vr->name), wv);
        g->e.ind--;
    } else if (rows_every) {
        /* every lane of the row holds the row's value after the butterfly */
        char rs[24];
        snprintf(rs, sizeof rs, "%s[tl_s]", rv);
        every_update(g, &c, t, rs, wv);
    }
    if (k > 1) {
        g->e.ind--;
        line(g, "}");
    }
    if (check) {
        g->e.ind--;
        line(g, "}");
    }
    g->e.ind--;
    line(g, "}");
    g->e.ind--;
    line(g, "}");
    line(g, "__syncthreads();");
    g->e.par = b->items[i + 2];
    g->part = pc;
    line(g, "{");
    g->e.ind++;
    if (every) {
        /* every thread combines the row's warp partials itself, in the
         * same order (the same value on every thread): dst lives in a
         * register from here on, no barrier publishes it; the partials
         * alternate between two halves of P (tl_pb), so the next
         * reduction's warp partials never overwrite the ones being read
         * (two in a row with no other such reduction between get
         * different halves; with one between, its barrier separates) */
        line(g, "const int32_t %s = 0;", cname(g, c.vi->name));
        line(g, "%s tl_c = ((const %s *)%s)[tl_pb * %" PRId64 "];", vt, vt, cname(g, c.p->name), half);
        line(g, "#pragma unroll");
        line(g, "for (int32_t tl_q = 1; tl_q < %" PRId64 "; tl_q++) {", wt / 32);
        g->e.ind++;
        line(g, "const %s tl_u = ((const %s *)%s)[tl_pb * %" PRId64 " + tl_q];", vt, vt, cname(g, c.p->name), half);
        combine_step(g, &c, "tl_c", "tl_u");
        g->e.ind--;
        line(g, "}");
        every_update(g, &c, t, rv, "tl_c");
        line(g, "tl_pb ^= 1;");
        g->rdst[g->nrdst] = c.dst;
        g->rrow[g->nrdst] = false;
        snprintf(g->rname[g->nrdst], sizeof g->rname[0], "%s", rv);
        g->nrdst++;
    } else if (rows_every) {
        if (w > 32) {
            /* each thread combines the warp partials of each step's row, in
             * the same order on every thread of the row; the halves of P
             * alternate as above */
            line(g, "#pragma unroll");
            line(g, "for (int32_t tl_s = 0; tl_s < %" PRId64 "; tl_s++) {", p.steps);
            g->e.ind++;
            line(g, "const int32_t %s = (int32_t)((tl_s * %d + tl_tid) * %d / %" PRId64 ");", cname(g, c.vi->name), p.threads,
                 p.vec, cols);
            line(g, "%s tl_c = ((const %s *)%s)[tl_pb * %" PRId64 " + %s];", vt, vt, cname(g, c.p->name), half,
                 cname(g, c.vi->name));
            line(g, "#pragma unroll");
            line(g, "for (int32_t tl_q = 1; tl_q < %" PRId64 "; tl_q++) {", wt / 32);
            g->e.ind++;
            line(g, "const %s tl_u = ((const %s *)%s)[tl_pb * %" PRId64 " + tl_q * %" PRId64 " + %s];", vt, vt,
                 cname(g, c.p->name), half, c.rows, cname(g, c.vi->name));
            combine_step(g, &c, "tl_c", "tl_u");
            g->e.ind--;
            line(g, "}");
            char rs[24];
            snprintf(rs, sizeof rs, "%s[tl_s]", rv);
            every_update(g, &c, t, rs, "tl_c");
            g->e.ind--;
            line(g, "}");
            line(g, "tl_pb ^= 1;");
        }
        g->rdst[g->nrdst] = c.dst;
        g->rrow[g->nrdst] = true;
        snprintf(g->rname[g->nrdst], sizeof g->rname[0], "%s", rv);
        g->nrdst++;
    } else if (w > 32) {
        /* thread i combines row i's warp partials: the combine's partition */
        line(g, "for (int32_t %s = tl_tid; %s < %" PRId64 "; %s += %d) {", cname(g, c.vi->name), cname(g, c.vi->name), c.rows,
             cname(g, c.vi->name), g->threads);
        g->e.ind++;
        line(g, "%s tl_c = ((const %s *)%s)[%s];", vt, vt, cname(g, c.p->name), cname(g, c.vi->name));
        line(g, "#pragma unroll");
        line(g, "for (int32_t tl_q = 1; tl_q < %" PRId64 "; tl_q++) {", wt / 32);
        g->e.ind++;
        line(g, "const %s tl_u = ((const %s *)%s)[tl_q * %" PRId64 " + %s];", vt, vt, cname(g, c.p->name), c.rows,
             cname(g, c.vi->name));
        combine_step(g, &c, "tl_c", "tl_u");
        g->e.ind--;
        line(g, "}");
        if (c.init)
            store(g, c.init);
        g->e.sub_from[1] = c.y;
        g->e.sub_to[1] = "tl_c";
        store(g, c.up);
        g->e.sub_from[1] = NULL;
        g->e.ind--;
        line(g, "}");
    } else {
        /* lane 0 of each row's group updates dst[i] */
        line(g, "#pragma unroll");
        line(g, "for (int32_t tl_s = 0; tl_s < %" PRId64 "; tl_s++) {", p.steps);
        g->e.ind++;
        line(g, "const int32_t tl_r = tl_s * %d + tl_tid;", p.threads);
        if (check)
            line(g, "if (tl_r < %" PRId64 " && tl_r %% %" PRId64 " == 0) {", p.runs, w);
        else
            line(g, "if (tl_r %% %" PRId64 " == 0) {", w);
        g->e.ind++;
        line(g, "const int32_t %s = tl_r / %" PRId64 ";", cname(g, c.vi->name), w);
        if (c.init)
            store(g, c.init);
        g->e.sub_from[1] = c.y;
        g->e.sub_to[1] = "tl_w[tl_s]";
        store(g, c.up);
        g->e.sub_from[1] = NULL;
        g->e.ind--;
        line(g, "}");
        g->e.ind--;
        line(g, "}");
    }
    g->e.ind--;
    line(g, "}");
    if (w <= 32 && !rows_every)
        line(g, "__syncthreads();");
    g->e.ind--;
    line(g, "}");
    g->synced = w <= 32 && !rows_every;
    g->e.par = NULL;
    /* the barrier thread_sync put after the combine published dst and
     * ordered the reads of P before its next write: neither is needed */
    if ((every || rows_every) && i + 3 < b->n && b->items[i + 3]->kind == TL_STMT_BARRIER)
        return 4;
    return 3;
}

/* A row reduction of a tensor-core accumulator kept in registers
 * (split_reductions' partials of column pairs, docs/gpu.md):
 *   for r, j in parallel(R, C) { P[r, j / 2] = op(select(j % 2 == 0, id, P[r, j / 2]), x) }   (MMA layout)
 *   barrier
 *   for i in parallel(R) { [dst[i] = init]; for red in range(C / 2) { dst[i] = op(dst[i], P[i, red]) } }
 * with op + or a two-argument min/max and P used nowhere else. In the MMA
 * layout (WM x WN warps of TM x TN tiles of 16x8) lane l of a warp holds
 * rows g = l / 4 and g + 8 of each tile row, columns 2t and 2t + 1 (t =
 * l % 4) of each of its TN tiles: per row, 2 TN registers. Each thread
 * combines those in a register (tl_w[h], h = tile row * 2 + half), then
 * __shfl_xor_sync by 1 and 2 combines the quad (the 4 lanes with the same
 * g: the row's C / WN columns of this warp), and lane t = 0 writes the
 * warp's partial to P[r, warp column] (P's first WN columns serve: WN <=
 * C / 8 < C / 2). After the barrier thread i combines row i's WN partials
 * into dst[i]: the combine's partition when it runs one row a thread, else
 * a barrier follows. The next write of P is behind the barrier thread_sync
 * put for P's write-after-read. Returns the statements consumed. With
 * `dead` it writes nothing and says in *dead the partials buffer that the
 * form without shared partials leaves untouched (NULL if none). */
static size_t mma_reduce(cg *g, const tl_block *b, size_t i, const tl_buffer **dead)
{
    if (i + 2 >= b->n || b->items[i + 1]->kind != TL_STMT_BARRIER)
        return 0;
    const tl_stmt *s = b->items[i];
    combine c;
    if (s->kind != TL_STMT_FOR || s->loop.kind != TL_LOOP_PARALLEL || s->loop.nvars != 2 || s->loop.body.n != 1 ||
        !combine_match(g, b->items[i + 2], &c, 2))
        return 0;
    tl_dtype t = c.p->dtype;
    if (tl_dtype_is_small_float(t) || small_int(t) || t == TL_DT_BOOL)
        return 0;
    tl_gpu_partition p = tl_gpu_partition_of(g->e.k, s);
    tl_gpu_partition pc = tl_gpu_partition_of(g->e.k, b->items[i + 2]);
    const tl_layout *l = p.mma;
    int64_t r, cols, two;
    if (!l || !tl_ir_is_const_int(s->loop.end[0], &r) || !tl_ir_is_const_int(s->loop.end[1], &cols) || r != c.rows ||
        cols != c.groups * 2 || r != (int64_t)l->warps_m * l->tiles_m * 16 || cols != (int64_t)l->warps_n * l->tiles_n * 8 ||
        l->warps_m * l->warps_n * 32 != g->threads)
        return 0;
    /* into a row vector: only where its rows are this accumulator's
     * (otherwise the loops are written as they are: the combine by rows) */
    const tl_layout *rl = tl_gpu_rows_buffer(c.dst) ? c.dst->layout->rows_of : NULL;
    if (rl && (rl->warps_m != l->warps_m || rl->warps_n != l->warps_n || rl->tiles_m != l->tiles_m))
        return 0;
    const tl_var *vr = s->loop.vars[0], *vj = s->loop.vars[1];
    const tl_stmt *up = s->loop.body.items[0];
    const tl_expr *ix = up->kind == TL_STMT_STORE && up->store.nidx == 2 ? up->store.idx[1] : NULL;
    if (!ix || up->store.buf != c.p || !tl_cemit_is_var(up->store.idx[0], vr) || up->store.value->dtype != t || ix->kind != TL_EXPR_BINARY ||
        ix->bin.op != TL_BIN_DIV || !tl_cemit_is_var(ix->bin.a, vj) || !tl_ir_is_const_int(ix->bin.b, &two) || two != 2)
        return 0;
    /* the value: op(select(j % 2 == 0, id, P[r, j / 2]), x) */
    const tl_expr *v = up->store.value, *acc;
    if (v->kind == TL_EXPR_BINARY && v->bin.op == TL_BIN_ADD && c.up->store.value->kind == TL_EXPR_BINARY)
        acc = v->bin.a;
    else if (v->kind == TL_EXPR_CALL && v->call.nargs == 2 && c.up->store.value->kind == TL_EXPR_CALL &&
             v->call.fn == c.up->store.value->call.fn)
        acc = v->call.args[0];
    else
        return 0;
    if (acc->kind != TL_EXPR_SELECT || tl_ir_expr_has_load(acc->sel.a) || acc->sel.b->kind != TL_EXPR_LOAD || acc->sel.b->load.buf != c.p)
        return 0;
    const tl_expr *x = v->kind == TL_EXPR_BINARY ? v->bin.b : v->call.args[1];
    int ld = 0, st = 0;
    count_expr(x, c.p, &ld);
    if (ld != 0)
        return 0;
    count_block(&g->e.k->body, c.p, &ld, &st);
    if (ld != 2 || st != 1)
        return 0;
    const char *vt = tl_cemit_val_type(&g->e, t), *pn = cname(g, c.p->name);
    int halves = l->tiles_m * 2;
    /* one warp a row (layout(rows)) into a row vector: after the quad's
     * shuffles every lane holds its rows' whole result, the very rows of
     * its replicas, so the partials' shared round trip and its barrier go */
    bool direct = l->warps_n == 1 && rl && barrier_only_for(g, b, i + 1, c.p);
    if (dead) {
        *dead = direct ? c.p : NULL;
        return 3;
    }
    if (!direct && g->dead[c.p->id]) {
        unsupported(g, "the partials of a row reduction were left out but are needed");
        return 3;
    }
    g->e.par = s;
    g->part = p;
    if (direct)
        line(g, "/* parallel %s, %s and %s: %" PRId64 " rows in the tensor-core accumulator's layout, %dx1 warps of %dx%d tiles of 16x8: each thread's %d elements of a row in a register, the quad's 4 lanes by shuffles, each lane's result straight into its rows' replicas (no shared partials, no barrier) */",
             vr->name, vj->name, c.vi->name, c.rows, l->warps_m, l->tiles_m, l->tiles_n, l->tiles_n * 2);
    else
        line(g, "/* parallel %s, %s and %s: %" PRId64 " rows in the tensor-core accumulator's layout, %dx%d warps of %dx%d tiles of 16x8: each thread's %d elements of a row in a register, the quad's 4 lanes by shuffles, the %d warps of a row through shared memory */",
             vr->name, vj->name, c.vi->name, c.rows, l->warps_m, l->warps_n, l->tiles_m, l->tiles_n, l->tiles_n * 2, l->warps_n);
    line(g, "{");
    g->e.ind++;
    line(g, "const int32_t tl_wm = tl_tid / 32 / %d, tl_wn = tl_tid / 32 %% %d;", l->warps_n, l->warps_n);
    line(g, "%s tl_w[%d];", vt, halves);
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_h = 0; tl_h < %d; tl_h++) {", halves);
    g->e.ind++;
    line(g, "const int32_t %s = tl_wm * %" PRId64 " + (tl_h / 2) * 16 + (tl_tid %% 32) / 4 + (tl_h %% 2) * 8;", cname(g, vr->name),
         r / l->warps_m);
    /* the row's 2 TN registers in `chains` independent chains, combined
     * by halves at the end: the same operations, a dependent chain of
     * 2 TN / chains + log2(chains) instead of 2 TN (two warps a scheduler
     * in attention cannot hide a chain's latency). Chain 0 starts at the
     * identity, the others at their first element, so NaN and signed
     * zeros come out as in one chain; a sum is reassociated. */
    int chains = l->tiles_n * 2 >= 16 ? 4 : l->tiles_n * 2 >= 4 ? 2 : 1;
    line(g, "%s tl_wc[%d];", vt, chains);
    indent(g);
    out(g, "tl_wc[0] = ");
    if (acc->sel.a->dtype == t)
        expr_top(g, acc->sel.a);
    else
        cast(g, t, acc->sel.a);
    out(g, ";\n");
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_n = 0; tl_n < %d; tl_n++) {", l->tiles_n);
    g->e.ind++;
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_c = 0; tl_c < 2; tl_c++) {");
    g->e.ind++;
    /* register (tile, v) of the accumulator: tile = tile row * TN + tl_n, v = half * 2 + tl_c */
    line(g, "const int32_t tl_s = (tl_h / 2) * %d + tl_n, tl_v = (tl_h %% 2) * 2 + tl_c, tl_k = (tl_n * 2 + tl_c) %% %d;", l->tiles_n,
         chains);
    line(g, "const int32_t %s = tl_wn * %" PRId64 " + tl_n * 8 + (tl_tid %% 4) * 2 + tl_c;", cname(g, vj->name), cols / l->warps_n);
    line(g, "(void)tl_s; (void)tl_v; (void)%s;", cname(g, vj->name));
    if (chains > 1) {
        line(g, "if (tl_k > 0 && tl_n * 2 + tl_c < %d)", chains);
        g->e.ind++;
        indent(g);
        out(g, "tl_wc[tl_k] = ");
        if (x->dtype == t)
            expr_top(g, x);
        else
            cast(g, t, x);
        out(g, ";\n");
        g->e.ind--;
        line(g, "else");
        g->e.ind++;
    }
    g->e.sub_from[0] = acc;
    g->e.sub_to[0] = "tl_wc[tl_k]";
    indent(g);
    out(g, "tl_wc[tl_k] = ");
    expr_top(g, v);
    out(g, ";\n");
    g->e.sub_from[0] = NULL;
    if (chains > 1)
        g->e.ind--;
    g->e.ind--;
    line(g, "}");
    g->e.ind--;
    line(g, "}");
    if (chains > 1) {
        line(g, "#pragma unroll");
        line(g, "for (int32_t tl_d = %d; tl_d > 0; tl_d /= 2) {", chains / 2);
        g->e.ind++;
        line(g, "#pragma unroll");
        line(g, "for (int32_t tl_k = 0; tl_k < tl_d; tl_k++) {");
        g->e.ind++;
        line(g, "const %s tl_u = tl_wc[tl_k + tl_d];", vt);
        combine_step(g, &c, "tl_wc[tl_k]", "tl_u");
        g->e.ind--;
        line(g, "}");
        g->e.ind--;
        line(g, "}");
    }
    line(g, "tl_w[tl_h] = tl_wc[0];");
    /* the quad: lanes 4g .. 4g + 3 hold the rest of the warp's columns of the row */
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_o = 1; tl_o < 4; tl_o *= 2) {");
    g->e.ind++;
    line(g, "const %s tl_u = __shfl_xor_sync(0xffffffffu, tl_w[tl_h], tl_o);", vt);
    combine_step(g, &c, "tl_w[tl_h]", "tl_u");
    g->e.ind--;
    line(g, "}");
    if (!direct) {
        line(g, "if (tl_tid %% 4 == 0)");
        g->e.ind++;
        line(g, "%s[%s][tl_wn] = tl_w[tl_h];", pn, cname(g, vr->name));
        g->e.ind--;
    }
    g->e.ind--;
    line(g, "}");
    if (!direct) {
        g->e.ind--;
        line(g, "}");
        line(g, "__syncthreads();");
    }
    /* thread i combines row i's warp partials */
    g->e.par = b->items[i + 2];
    g->part = pc;
    bool own = !pc.mma && pc.vec == 1;
    const char *vi = cname(g, c.vi->name);
    bool by_rows = tl_gpu_rows_buffer(c.dst);
    if (by_rows) {
        /* into a row vector: every lane of the row combines the warps'
         * partials into its own replica */
        own = true;
        g->rows_loop = true;
        rows_head(g, l, vi);
    } else {
        line(g, "for (int32_t %s = tl_tid; %s < %" PRId64 "; %s += %d) {", vi, vi, c.rows, vi, g->threads);
        g->e.ind++;
    }
    if (direct)
        line(g, "%s tl_c = tl_w[tl_h];", vt);
    else
        line(g, "%s tl_c = %s[%s][0];", vt, pn, vi);
    if (l->warps_n > 1) {
        line(g, "#pragma unroll");
        line(g, "for (int32_t tl_q = 1; tl_q < %d; tl_q++) {", l->warps_n);
        g->e.ind++;
        line(g, "const %s tl_u = %s[%s][tl_q];", vt, pn, vi);
        combine_step(g, &c, "tl_c", "tl_u");
        g->e.ind--;
        line(g, "}");
    }
    if (c.init)
        store(g, c.init);
    g->e.sub_from[1] = c.y;
    g->e.sub_to[1] = "tl_c";
    store(g, c.up);
    g->e.sub_from[1] = NULL;
    g->e.ind--;
    line(g, "}");
    if (direct) {
        g->e.ind--;
        line(g, "}");
    }
    g->rows_loop = false;
    if (!own)
        line(g, "__syncthreads();");
    g->synced = !own;
    g->e.par = NULL;
    return 3;
}


/* True when global access b[idx] moves with the innermost variable v by
 * one element: its last index is v (+ terms without v), the others have
 * no v. Then the elements of a run of consecutive v are consecutive. */
static bool contiguous_in(const tl_buffer *b, tl_expr *const *idx, const tl_var *v)
{
    for (int d = 0; d + 1 < b->ndim; d++)
        if (tl_ir_expr_uses_var(idx[d], v))
            return false;
    const tl_expr *l = idx[b->ndim - 1];
    if (tl_cemit_is_var(l, v))
        return true;
    return l->kind == TL_EXPR_BINARY && l->bin.op == TL_BIN_ADD &&
           ((tl_cemit_is_var(l->bin.a, v) && !tl_ir_expr_uses_var(l->bin.b, v)) || (tl_cemit_is_var(l->bin.b, v) && !tl_ir_expr_uses_var(l->bin.a, v)));
}

/* The run of a parallel loop (vec 4) whose body is one plain copy between a
 * global tensor and on-chip memory, b[idx] = G[gidx] or G[gidx] = b[idx],
 * with 4- or 2-byte elements contiguous along the run: the 4 elements move
 * as one 16- or 8-byte access when the address is aligned (checked at run
 * time: a tensor's base or row length may leave it unaligned), else as 4
 * scalar ones; on-chip, each element goes to or comes from its place as
 * before. Masked copies (at a tensor's edge) have a select or an if and
 * stay scalar. Returns the store, or NULL. */
static const tl_stmt *vector_copy(cg *g, const tl_stmt *s, const tl_gpu_partition *p, bool *to_global)
{
    if (p->vec != 4 || p->mma || s->loop.body.n != 1)
        return NULL;
    const tl_stmt *st = s->loop.body.items[0];
    if (st->kind != TL_STMT_STORE || st->store.value->kind != TL_EXPR_LOAD)
        return NULL;
    const tl_buffer *d = st->store.buf, *src = st->store.value->load.buf;
    if (d->dtype != src->dtype || (tl_dtype_bits(d->dtype) != 32 && tl_dtype_bits(d->dtype) != 16) || d->dtype == TL_DT_BOOL)
        return NULL;
    const tl_var *v = s->loop.vars[s->loop.nvars - 1];
    if (d->scope == TL_SCOPE_GLOBAL && src->scope != TL_SCOPE_GLOBAL)
        *to_global = true;
    else if (src->scope == TL_SCOPE_GLOBAL && d->scope != TL_SCOPE_GLOBAL)
        *to_global = false;
    else
        return NULL;
    if (*to_global ? !contiguous_in(d, st->store.idx, v) : !contiguous_in(src, st->store.value->load.idx, v))
        return NULL;
    return st;
}

/* e is v, v widened (a cast to an int of 32 bits or more), or that plus
 * terms without v: it grows by one with v. */
static bool unit_in(const tl_expr *e, const tl_var *v)
{
    if (tl_cemit_is_var(e, v))
        return true;
    if (e->kind == TL_EXPR_CAST)
        return tl_dtype_is_int(e->dtype) && tl_dtype_bits(e->dtype) >= 32 && unit_in(e->cast.a, v);
    return e->kind == TL_EXPR_BINARY && e->bin.op == TL_BIN_ADD &&
           ((unit_in(e->bin.a, v) && !tl_ir_expr_uses_var(e->bin.b, v)) || (unit_in(e->bin.b, v) && !tl_ir_expr_uses_var(e->bin.a, v)));
}

/* c holds for an interval of v (the other variables fixed): a conjunction
 * of terms without v and comparisons < or <= of a unit_in side with a side
 * without v (lower_tile_ops' in_bounds: 0 <= start + j, start + j < dim).
 * Then a run of consecutive v whose first and last elements pass passes
 * whole. */
static bool interval_in(const tl_expr *c, const tl_var *v)
{
    if (!tl_ir_expr_uses_var(c, v))
        return true;
    if (c->kind != TL_EXPR_BINARY)
        return false;
    if (c->bin.op == TL_BIN_AND)
        return interval_in(c->bin.a, v) && interval_in(c->bin.b, v);
    if (c->bin.op != TL_BIN_LT && c->bin.op != TL_BIN_LE)
        return false;
    return (unit_in(c->bin.a, v) && !tl_ir_expr_uses_var(c->bin.b, v)) || (unit_in(c->bin.b, v) && !tl_ir_expr_uses_var(c->bin.a, v));
}

/* The masked forms of vector_copy at a tensor's edge (lower_tile_ops'
 * copy_loops), for 4-byte elements:
 *   b[idx] = select(cond, G[gidx], 0)        (global to on-chip)
 *   if (cond) { G[gidx] = b[idx] }           (on-chip to global)
 * with G contiguous along the run and cond an interval of the innermost
 * variable (interval_in): a run whose first and last elements are inside
 * is inside whole and moves as one 16-byte access (when aligned), the
 * others element by element under cond. A tile wider than the rows (rows
 * of 256 in a [4, 512] tile) then reads and writes its inside runs as
 * vectors and skips the outside ones. Returns the store (*cond its
 * condition), or NULL. */
static const tl_stmt *masked_copy(cg *g, const tl_stmt *s, const tl_gpu_partition *p, bool *to_global, const tl_expr **cond)
{
    if (p->vec != 4 || p->mma || s->loop.body.n != 1 || g->e.atomic)
        return NULL;
    const tl_var *v = s->loop.vars[s->loop.nvars - 1];
    const tl_stmt *st = s->loop.body.items[0];
    if (st->kind == TL_STMT_IF) {
        if (st->ifs.has_else || st->ifs.else_body.n || st->ifs.then_body.n != 1)
            return NULL;
        *cond = st->ifs.cond;
        st = st->ifs.then_body.items[0];
        if (st->kind != TL_STMT_STORE || st->store.value->kind != TL_EXPR_LOAD)
            return NULL;
        const tl_buffer *d = st->store.buf, *src = st->store.value->load.buf;
        if (d->scope != TL_SCOPE_GLOBAL || src->scope == TL_SCOPE_GLOBAL || !contiguous_in(d, st->store.idx, v))
            return NULL;
        *to_global = true;
    } else {
        if (st->kind != TL_STMT_STORE || st->store.value->kind != TL_EXPR_SELECT)
            return NULL;
        const tl_expr *sel = st->store.value, *z = sel->sel.b;
        if (sel->sel.a->kind != TL_EXPR_LOAD || !((z->kind == TL_EXPR_FLOAT && z->f == 0.0) || (z->kind == TL_EXPR_INT && z->i == 0)))
            return NULL;
        const tl_buffer *d = st->store.buf, *src = sel->sel.a->load.buf;
        if (src->scope != TL_SCOPE_GLOBAL || d->scope == TL_SCOPE_GLOBAL || !contiguous_in(src, sel->sel.a->load.idx, v))
            return NULL;
        *cond = sel->sel.cond;
        *to_global = false;
    }
    const tl_buffer *d = st->store.buf;
    const tl_expr *val = *to_global ? st->store.value : st->store.value->sel.a;
    if (d->dtype != val->dtype || tl_dtype_bits(d->dtype) != 32 || d->dtype == TL_DT_BOOL || !interval_in(*cond, v) ||
        find_load(*cond, *to_global ? d : val->load.buf))
        return NULL;
    return st;
}

/* Whether the on-chip side of vector copy s (store st into shared memory)
 * can take a run whole, as one 8- or 16-byte store: a shared buffer of its
 * own at a 16-byte aligned offset, rows not padded, its last index the
 * run's variable itself over a multiple of 4 (a run then starts at a
 * column that is a multiple of 4 of a row of a multiple of 4 elements:
 * aligned, and within one 16-byte chunk, which a swizzle moves whole).
 * Element stores would compute each swizzled address apart, and ptxas
 * keeps those of every step of an unrolled copy in registers. */
static bool whole_run_on_chip(const cg *g, const tl_stmt *s, const tl_stmt *st)
{
    const tl_buffer *d = st->store.buf;
    const tl_var *v = s->loop.vars[s->loop.nvars - 1];
    int64_t w = 0, inner = 0;
    if (d->scope != TL_SCOPE_SHARED || d->view_of || !in_smem(g, d) || g->ring[d->id] || g->smem_off[d->id] % 16 != 0 ||
        d->ndim < 1 || !tl_ir_is_const_int(d->dims[d->ndim - 1], &w) || w % 4 != 0 ||
        !tl_ir_is_const_int(s->loop.end[s->loop.nvars - 1], &inner) || inner % 4 != 0 ||
        !tl_cemit_is_var(st->store.idx[d->ndim - 1], v))
        return false;
    for (int i = 0; i + 1 < d->ndim; i++)
        if (tl_ir_expr_uses_var(st->store.idx[i], v))
            return false;
    smem_layout sl = smem_layout_of(g, d);
    return !sl.pad && (!sl.mask || sl.epc % 4 == 0);
}

static void vector_run(cg *g, const tl_stmt *s, const tl_stmt *st, bool to_global, const char *from, const char *q, int part,
                       const tl_expr *cond)
{
    /* part: 0 the whole run, 1 only the load into q (global to on-chip), 2
     * only the stores from q into on-chip memory; cond: masked_copy's
     * condition, or NULL */
    int bits = tl_dtype_bits(st->store.buf->dtype);
    const char *vt = bits == 32 ? "float4" : "float2", *et = tl_dtype_c_type(st->store.buf->dtype);
    int align = bits == 32 ? 15 : 7;
    const tl_expr *gl = cond && !to_global ? st->store.value->sel.a : st->store.value;
    bool tested = g->runs_aligned && !cond;
    if (part == 0)
        line(g, "%s %s; /* the run's 4 elements, one %d-byte access when aligned%s */", vt, q, bits / 2,
             cond ? " and inside" : "");
    if (to_global) {
        /* gather the run on chip, then one store */
        line(g, "#pragma unroll");
        line(g, "for (int32_t tl_v = 0; tl_v < 4; tl_v++) {");
        g->e.ind++;
        loop_vars(g, s, from, true, "tl_v");
        indent(g);
        out(g, "((%s *)&%s)[tl_v] = ", et, q);
        element(g, gl->load.buf, gl->load.idx);
        out(g, ";\n");
        g->e.ind--;
        line(g, "}");
    }
    if (part != 2) {
        line(g, "{");
        g->e.ind++;
        loop_vars(g, s, from, true, NULL);
        if (cond) {
            /* the run's first and last elements inside: all four are */
            indent(g);
            out(g, "bool tl_in = ");
            expr_top(g, cond);
            out(g, ";\n");
            line(g, "{");
            g->e.ind++;
            loop_vars(g, s, from, true, "3");
            indent(g);
            out(g, "tl_in = tl_in && ");
            expr(g, cond);
            out(g, ";\n");
            g->e.ind--;
            line(g, "}");
        }
        const tl_buffer *gb = to_global ? st->store.buf : gl->load.buf;
        tl_expr *const *gi = to_global ? st->store.idx : gl->load.idx;
        indent(g);
        out(g, "%s%s *tl_p = &", to_global ? "" : "const ", et);
        element(g, gb, gi);
        out(g, ";\n");
        /* aligned (and inside), else element by element; no test where
         * the tile's runs were tested aligned at once (aligned_copy) */
        if (!tested)
            line(g, "if (%s((unsigned long long)tl_p & %d) == 0) {", cond ? "tl_in && " : "", align);
        const char *pre = tested ? "" : "    ", *why = tested ? " /* aligned: tested once for the tile */" : "";
        if (to_global && write_only(g, st->store.buf))
            line(g, "%s__stcs((%s *)tl_p, %s); /* streamed: the kernel never reads %s */", pre, vt, q, st->store.buf->name);
        else if (to_global)
            line(g, "%s*(%s *)tl_p = %s;%s", pre, vt, q, why);
        else
            line(g, "%s%s = *(const %s *)tl_p;%s", pre, q, vt, why);
    }
    if (part != 2 && !tested) {
        line(g, "} else {");
        g->e.ind++;
        line(g, "#pragma unroll");
        line(g, "for (int32_t tl_v = 0; tl_v < 4; tl_v++)%s", cond ? " {" : "");
        g->e.ind++;
        if (cond) {
            loop_vars(g, s, from, true, "tl_v");
            indent(g);
            if (to_global) {
                out(g, "if (");
                expr_top(g, cond);
                out(g, ")\n");
                line(g, "    tl_p[tl_v] = ((const %s *)&%s)[tl_v];", et, q);
            } else {
                out(g, "((%s *)&%s)[tl_v] = (", et, q);
                expr_top(g, cond);
                out(g, ") ? tl_p[tl_v] : (%s)0;\n", et);
            }
        } else if (to_global) {
            line(g, "tl_p[tl_v] = ((const %s *)&%s)[tl_v];", et, q);
        } else {
            line(g, "((%s *)&%s)[tl_v] = tl_p[tl_v];", et, q);
        }
        g->e.ind--;
        if (cond)
            line(g, "}");
        g->e.ind--;
        line(g, "}");
    }
    if (part != 2) {
        g->e.ind--;
        line(g, "}");
    }
    if (!to_global && part != 1 && whole_run_on_chip(g, s, st)) {
        loop_vars(g, s, from, true, NULL);
        indent(g);
        out(g, "*(%s *)&", vt);
        element(g, st->store.buf, st->store.idx);
        out(g, " = %s; /* the run whole: 4 adjacent elements of one 16-byte chunk of the row, swizzled or not */\n", q);
    } else if (!to_global && part != 1) {
        line(g, "#pragma unroll");
        line(g, "for (int32_t tl_v = 0; tl_v < 4; tl_v++) {");
        g->e.ind++;
        loop_vars(g, s, from, true, "tl_v");
        char sub[64];
        snprintf(sub, sizeof sub, "((const %s *)&%s)[tl_v]", et, q);
        g->e.sub_from[0] = st->store.value;
        g->e.sub_to[0] = sub;
        store(g, st);
        g->e.sub_from[0] = NULL;
        g->e.ind--;
        line(g, "}");
    }
}

/* The copy of a whole 2-D shared tile of 2-byte elements out to a global
 * tensor, G[.., j] = S[.., j] (parallel, vec 4, unmasked: the epilogue of a
 * GEMM staged through shared memory), as runs of 8 elements rather than 4:
 * one 16-byte shared load and one 16-byte global store a run, so a warp
 * writes 512 contiguous bytes of C's rows. The runs start at columns that
 * are multiples of 8 of a row of a multiple of 8 elements at a 16-byte
 * aligned offset, so each is one 16-byte chunk of S, swizzled or not (a
 * swizzle moves whole chunks); padded rows are left to the 4-element path.
 * The global address is checked at run time (C's base or row length may
 * leave it unaligned: then 8 scalar stores), or once for the tile where
 * aligned_copy did. Returns false (nothing written) for any other loop;
 * wide_copy says whether it takes loop s. */
static const tl_stmt *wide_copy(const cg *g, const tl_stmt *s, const tl_gpu_partition *p)
{
    bool to_global = false;
    const tl_stmt *st = vector_copy((cg *)g, s, p, &to_global);
    if (!st || !to_global || tl_dtype_bits(st->store.buf->dtype) != 16 || s->loop.nvars != 2)
        return NULL;
    const tl_buffer *sb = st->store.value->load.buf;
    const tl_var *v = s->loop.vars[1];
    int64_t w = 0, inner = 0;
    smem_layout sl = smem_layout_of(g, sb);
    if (sb->scope != TL_SCOPE_SHARED || !in_smem(g, sb) || g->ring[sb->id] || g->smem_off[sb->id] % 16 != 0 || sl.pad ||
        (sl.mask && sl.epc != 8) || sb->ndim != 2 || !tl_ir_is_const_int(sb->dims[1], &w) || w % 8 != 0 ||
        !tl_cemit_is_var(st->store.value->load.idx[1], v) || tl_ir_expr_uses_var(st->store.value->load.idx[0], v) ||
        !tl_ir_is_const_int(s->loop.end[1], &inner) || inner % 8 != 0 || p->elems % ((int64_t)p->threads * 8) != 0)
        return NULL;
    return st;
}

static bool wide_copy_out(cg *g, const tl_stmt *s, const tl_gpu_partition *p)
{
    const tl_stmt *st = wide_copy(g, s, p);
    if (!st)
        return false;
    const tl_buffer *sb = st->store.value->load.buf;
    const char *et = tl_dtype_c_type(st->store.buf->dtype);
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_s = 0; tl_s < %" PRId64 "; tl_s++) { /* runs of 8: one 16-byte load and store each */",
         p->elems / ((int64_t)p->threads * 8));
    g->e.ind++;
    line(g, "const int32_t tl_e = (tl_s * %d + tl_tid) * 8;", p->threads);
    loop_vars(g, s, "tl_e", false, NULL);
    loop_vars(g, s, "tl_e", true, NULL);
    indent(g);
    out(g, "const uint4 tl_q = *(const uint4 *)&");
    element(g, sb, st->store.value->load.idx);
    out(g, ";\n");
    indent(g);
    out(g, "%s *tl_p = &", et);
    element(g, st->store.buf, st->store.idx);
    out(g, ";\n");
    if (g->runs_aligned) {
        line(g, "*(uint4 *)tl_p = tl_q; /* aligned: tested once for the tile */");
        g->e.ind--;
        line(g, "}");
        return true;
    }
    line(g, "if (((unsigned long long)tl_p & 15) == 0) {");
    line(g, "    *(uint4 *)tl_p = tl_q;");
    line(g, "} else {");
    line(g, "    #pragma unroll");
    line(g, "    for (int32_t tl_v = 0; tl_v < 8; tl_v++)");
    line(g, "        tl_p[tl_v] = ((const %s *)&tl_q)[tl_v];", et);
    line(g, "}");
    g->e.ind--;
    line(g, "}");
    return true;
}

/* A vector copy from a global tensor (vector_copy) of a few steps per
 * thread: every step's load first, into registers, then the stores on chip,
 * so that a thread has all its loads in flight at once rather than one
 * memory latency per step. */
static bool vector_loads_first(cg *g, const tl_stmt *s, const tl_gpu_partition *p, const char *from)
{
    bool to_global = false;
    const tl_expr *cond = NULL;
    const tl_stmt *st = vector_copy(g, s, p, &to_global);
    if (!st)
        st = masked_copy(g, s, p, &to_global, &cond);
    if (!st || to_global || p->steps < 2 || p->steps > 16)
        return false;
    int bits = tl_dtype_bits(st->store.buf->dtype);
    bool check = p->runs % p->threads != 0;
    /* a block of its own: two such copies can share a scope (a copy whose
     * interior test folded away at a constant shape) */
    line(g, "{");
    g->e.ind++;
    line(g, "%s tl_qs[%" PRId64 "]; /* every step's run, loaded first */", bits == 32 ? "float4" : "float2", p->steps);
    for (int part = 1; part <= 2; part++) {
        line(g, "#pragma unroll");
        line(g, "for (int32_t tl_s = 0; tl_s < %" PRId64 "; tl_s++) {", p->steps);
        g->e.ind++;
        line(g, "const int32_t tl_r = tl_s * %d + tl_tid;", p->threads);
        if (check) {
            line(g, "if (tl_r < %" PRId64 ") {", p->runs);
            g->e.ind++;
        }
        line(g, "const int32_t tl_e = tl_r * %d;", p->vec);
        loop_vars(g, s, "tl_e", false, NULL);
        vector_run(g, s, st, false, from, "tl_qs[tl_s]", part, cond);
        if (check) {
            g->e.ind--;
            line(g, "}");
        }
        g->e.ind--;
        line(g, "}");
    }
    g->e.ind--;
    line(g, "}");
    return true;
}

/* The variables i, j of parallel loop s (over [em, en]) that follows the
 * MMA layout, for the thread's tile tl_s and register tl_v. */
static void mma_vars(cg *g, const tl_stmt *s, int64_t em, int64_t en)
{
    const tl_layout *l = g->part.mma;
    line(g, "const int32_t %s = (tl_tid / 32 / %d) * %" PRId64 " + (tl_s / %d) * 16 + (tl_tid %% 32) / 4 + (tl_v / 2) * 8;",
         cname(g, s->loop.vars[0]->name), l->warps_n, em / l->warps_m, l->tiles_n);
    line(g, "const int32_t %s = (tl_tid / 32 %% %d) * %" PRId64 " + (tl_s %% %d) * 8 + (tl_tid %% 4) * 2 + tl_v %% 2;",
         cname(g, s->loop.vars[1]->name), l->warps_n, en / l->warps_n, l->tiles_n);
}

/* Registers 2h and 2h + 1 of the thread's tile tl_s in the MMA layout of
 * parallel loop s (over [em, en]), columns j and j + 1 of one row: value v
 * of each, as b holds it, into tl_pv.e[0] and [1] (a union with the pair as
 * one wt); under cond where given, each element's truth in tl_pm[u]. */
static void pair_values(cg *g, const tl_stmt *s, const tl_buffer *b, const tl_expr *v, int64_t em, int64_t en,
                        const char *wt, const tl_expr *cond)
{
    line(g, "union { %s e[2]; %s w; } tl_pv;", tl_dtype_c_type(b->dtype), wt);
    if (cond)
        line(g, "bool tl_pm[2];");
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_u = 0; tl_u < 2; tl_u++) {");
    g->e.ind++;
    line(g, "const int32_t tl_v = tl_h * 2 + tl_u;");
    mma_vars(g, s, em, en);
    if (cond) {
        indent(g);
        out(g, "tl_pm[tl_u] = ");
        expr_top(g, cond);
        out(g, ";\n");
        line(g, "if (tl_pm[tl_u])");
        g->e.ind++;
    }
    indent(g);
    out(g, "tl_pv.e[tl_u] = ");
    to_mem_into(g, b, v);
    out(g, ";\n");
    if (cond)
        g->e.ind--;
    g->e.ind--;
    line(g, "}");
}

/* The body of a parallel loop s in the MMA layout (the copy of an
 * accumulator out, C[.., j] = f(C_f[i, j]), or its masked form
 * `if (cond) { store }` at the tensor's edge) as stores of two elements:
 * registers 2h and 2h + 1 of a tile are columns j and j + 1 of one row, so
 * for a global tensor of 2- or 4-byte elements contiguous in j they are one
 * 4- or 8-byte store when the address is aligned (checked at run time: an
 * odd row length or base leaves it unaligned), else two scalar ones; each
 * element under its own condition, both conditions true for the pair.
 * The values are computed first (under their conditions), then stored; so
 * neither value nor condition may read the tensor written. Returns false
 * (nothing written) for any other body. */
static bool mma_pair_store(cg *g, const tl_stmt *s, int64_t em, int64_t en)
{
    if (s->loop.body.n != 1 || g->e.atomic)
        return false;
    const tl_stmt *st = s->loop.body.items[0];
    const tl_expr *cond = NULL;
    if (st->kind == TL_STMT_IF) {
        if (st->ifs.has_else || st->ifs.else_body.n || st->ifs.then_body.n != 1)
            return false;
        cond = st->ifs.cond;
        st = st->ifs.then_body.items[0];
    }
    if (st->kind != TL_STMT_STORE)
        return false;
    const tl_buffer *b = st->store.buf;
    int bits = tl_dtype_bits(b->dtype);
    /* a shared buffer outside a ring (the staging tile of an epilogue):
     * columns j, j + 1 (j even) are adjacent in any of its layouts (a pad
     * follows a row, a swizzle moves 16-byte chunks whole) */
    bool shared = b->scope == TL_SCOPE_SHARED && in_smem(g, b) && !g->ring[b->id];
    if ((b->scope != TL_SCOPE_GLOBAL && !shared) || b->dtype == TL_DT_BOOL || (bits != 16 && bits != 32) ||
        !contiguous_in(b, st->store.idx, s->loop.vars[1]) || find_load(st->store.value, b) || find_load(cond, b))
        return false;
    /* in shared memory the pair is aligned by construction when the buffer
     * starts on a multiple of 8 bytes, its padded row has an even count of
     * elements and the column is j (even) itself: no test then */
    int64_t w = 0;
    bool aligned = shared && g->smem_off[b->id] % 8 == 0 && b->ndim >= 1 &&
                   tl_ir_is_const_int(b->dims[b->ndim - 1], &w) && (w + smem_layout_of(g, b).pad) % 2 == 0 &&
                   tl_cemit_is_var(st->store.idx[b->ndim - 1], s->loop.vars[1]);
    const tl_expr *v = st->store.value;
    if (v->dtype != b->dtype) {
        tl_expr *conv = tl_ir_cast(g->e.a, b->dtype, (tl_expr *)v, st->loc);
        if (!conv) {
            g->e.oom = true;
            return true;
        }
        v = conv;
    }
    const char *et = tl_dtype_c_type(b->dtype), *wt = bits == 16 ? "uint32_t" : "uint2";
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_h = 0; tl_h < 2; tl_h++) { /* columns j, j + 1 of row g, then of row g + 8: one %d-byte store */",
         bits / 4);
    g->e.ind++;
    const tl_cemit_lang *lang = g->e.lang;
    if (!g->loops)
        g->e.lang = &g->out_lang;
    pair_values(g, s, b, v, em, en, wt, cond);
    g->e.lang = lang;
    line(g, "{");
    g->e.ind++;
    line(g, "const int32_t tl_v = tl_h * 2;");
    mma_vars(g, s, em, en);
    indent(g);
    out(g, "%s *tl_p = &", et);
    element(g, b, st->store.idx);
    out(g, ";\n");
    if ((aligned || (g->pairs_aligned && !shared)) && !cond) {
        line(g, "*(%s *)tl_p = tl_pv.w; /* aligned: %s */", wt,
             aligned ? "an even column of an even-length row in shared memory" : "tested once for the tile");
        g->e.ind--;
        line(g, "}");
        g->e.ind--;
        line(g, "}");
        return true;
    }
    line(g, "if (%s((uint64_t)tl_p & %du) == 0) {", cond ? "tl_pm[0] && tl_pm[1] && " : "", bits / 4 - 1);
    line(g, "    *(%s *)tl_p = tl_pv.w;", wt);
    line(g, "} else {");
    for (int e = 0; e < 2; e++) {
        if (cond)
            line(g, "    if (tl_pm[%d])", e);
        line(g, "    %stl_p[%d] = tl_pv.e[%d];", cond ? "    " : "", e, e);
    }
    line(g, "}");
    g->e.ind--;
    line(g, "}");
    g->e.ind--;
    line(g, "}");
    return true;
}

/* ---- an accumulator's copy out: aligned interior, staged edge ----------- */

static void stmt(cg *g, const tl_stmt *s);

/* Whether e is linear in v with integer coefficients (v, an expression
 * free of v, their sums, differences and products by one free of v). */
static bool linear_in(const tl_expr *e, const tl_var *v)
{
    if (!tl_ir_expr_uses_var(e, v) || tl_cemit_is_var(e, v))
        return true;
    if (e->kind == TL_EXPR_CAST)
        return tl_dtype_is_int(e->dtype) && tl_dtype_is_int(e->cast.a->dtype) && linear_in(e->cast.a, v);
    if (e->kind != TL_EXPR_BINARY)
        return false;
    if (e->bin.op == TL_BIN_ADD || e->bin.op == TL_BIN_SUB)
        return linear_in(e->bin.a, v) && linear_in(e->bin.b, v);
    if (e->bin.op == TL_BIN_MUL)
        return (linear_in(e->bin.a, v) && !tl_ir_expr_uses_var(e->bin.b, v)) || (!tl_ir_expr_uses_var(e->bin.a, v) && linear_in(e->bin.b, v));
    return false;
}

/* Whether e reads only fragments held in registers (no memory). */
static bool reads_registers_only(const cg *g, const tl_expr *e)
{
    if (!e)
        return true;
    switch (e->kind) {
    case TL_EXPR_LOAD:
        return e->load.buf->scope == TL_SCOPE_FRAGMENT && !in_smem(g, e->load.buf) && !tl_gpu_rows_buffer(e->load.buf);
    case TL_EXPR_BINARY: return reads_registers_only(g, e->bin.a) && reads_registers_only(g, e->bin.b);
    case TL_EXPR_UNARY: return reads_registers_only(g, e->un.a);
    case TL_EXPR_CAST: return reads_registers_only(g, e->cast.a);
    case TL_EXPR_SELECT:
        return reads_registers_only(g, e->sel.cond) && reads_registers_only(g, e->sel.a) &&
               reads_registers_only(g, e->sel.b);
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            if (!reads_registers_only(g, e->call.args[i]))
                return false;
        return true;
    default: return true;
    }
}

/* The store of parallel loop s over the MMA layout (two variables, constant
 * extents into *em, *en) when it is the one statement of its body, or under
 * one `if` (*cond), into a global tensor of 2- or 4-byte elements
 * contiguous in j, its index linear in i, its value not reading the tensor;
 * else NULL. */
static const tl_stmt *mma_store_out(cg *g, const tl_stmt *s, int64_t *em, int64_t *en, const tl_expr **cond)
{
    *cond = NULL;
    if (s->kind != TL_STMT_FOR || s->loop.kind != TL_LOOP_PARALLEL || s->loop.nvars != 2 || s->loop.body.n != 1 ||
        tl_gpu_rows_loop(s) || !tl_ir_is_const_int(s->loop.end[0], em) || !tl_ir_is_const_int(s->loop.end[1], en))
        return NULL;
    tl_gpu_partition p = tl_gpu_partition_of(g->e.k, s);
    if (!p.mma)
        return NULL;
    const tl_stmt *st = s->loop.body.items[0];
    if (st->kind == TL_STMT_IF) {
        if (st->ifs.has_else || st->ifs.else_body.n || st->ifs.then_body.n != 1)
            return NULL;
        *cond = st->ifs.cond;
        st = st->ifs.then_body.items[0];
    }
    if (st->kind != TL_STMT_STORE)
        return NULL;
    const tl_buffer *b = st->store.buf;
    int bits = tl_dtype_bits(b->dtype);
    if (b->scope != TL_SCOPE_GLOBAL || b->dtype == TL_DT_BOOL || (bits != 16 && bits != 32) ||
        !contiguous_in(b, st->store.idx, s->loop.vars[1]) || find_load(st->store.value, b) || find_load(*cond, b))
        return NULL;
    for (int d = 0; d < b->ndim; d++)
        if (!linear_in(st->store.idx[d], s->loop.vars[0]))
            return NULL;
    return st;
}

/* The tile of copy out s (its store st) staged in shared memory, rows of rs
 * elements: every thread writes its registers' values there as pairs
 * (straight code, no condition), between two block barriers (the first
 * after the ring's last copies have landed). The caller checked that no
 * shared memory is used after this statement and that the tile fits in the
 * kernel's shared memory; the value reads registers only, so computing it
 * outside the tensor reads nothing. */
static void stage_tile(cg *g, const tl_stmt *s, const tl_stmt *st, int64_t em, int64_t en, int64_t rs)
{
    const tl_buffer *b = st->store.buf;
    int bits = tl_dtype_bits(b->dtype);
    const char *et = tl_dtype_c_type(b->dtype), *wt = bits == 16 ? "uint32_t" : "uint2";
    const char *ci = cname(g, s->loop.vars[0]->name), *cj = cname(g, s->loop.vars[1]->name);
    const tl_expr *v = st->store.value;
    if (v->dtype != b->dtype) {
        tl_expr *conv = tl_ir_cast(g->e.a, b->dtype, (tl_expr *)v, st->loc);
        if (!conv) {
            g->e.oom = true;
            return;
        }
        v = conv;
    }
    if (g->ring_helpers)
        line(g, "tl_cp_wait<0>();");
    line(g, "__syncthreads();");
    line(g, "%s *const tl_st = (%s *)tl_smem;", et, et);
    tl_gpu_partition p = tl_gpu_partition_of(g->e.k, s);
    g->e.par = s;
    g->part = p;
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_s = 0; tl_s < %d; tl_s++) {", p.mma->tiles_m * p.mma->tiles_n);
    g->e.ind++;
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_h = 0; tl_h < 2; tl_h++) {");
    g->e.ind++;
    const tl_cemit_lang *lang = g->e.lang;
    if (!g->loops)
        g->e.lang = &g->out_lang;
    pair_values(g, s, b, v, em, en, wt, NULL);
    g->e.lang = lang;
    line(g, "const int32_t tl_v = tl_h * 2;");
    mma_vars(g, s, em, en);
    line(g, "*(%s *)&tl_st[%s * %" PRId64 " + %s] = tl_pv.w;", wt, ci, rs, cj);
    g->e.ind--;
    line(g, "}");
    g->e.ind--;
    line(g, "}");
    g->e.par = NULL;
    line(g, "__syncthreads();");
}

/* The staged tile (stage_tile) stored by the block row by row, each element
 * under cond (the tensor's bounds), in a loop it does not unroll: unrolled,
 * its 64-bit index and bound arithmetic made ptxas spill in the kernels
 * that hold this path beside a hot one (the persistent warpgroup gemms:
 * 36-68 bytes at sm_90a, none with this) */
static void store_staged(cg *g, const tl_stmt *s, const tl_stmt *st, const tl_expr *cond, int64_t em, int64_t en,
                         int64_t rs)
{
    const char *ci = cname(g, s->loop.vars[0]->name), *cj = cname(g, s->loop.vars[1]->name);
    line(g, "#pragma unroll 1");
    line(g, "for (int32_t tl_e = tl_tid; tl_e < %" PRId64 "; tl_e += %d) {", em * en, g->threads);
    g->e.ind++;
    line(g, "const int32_t %s = tl_e / %" PRId64 ", %s = tl_e %% %" PRId64 ";", ci, en, cj, en);
    indent(g);
    out(g, "if (");
    expr_top(g, cond);
    out(g, ")\n");
    g->e.ind++;
    indent(g);
    element(g, st->store.buf, st->store.idx);
    out(g, " = tl_st[%s * %" PRId64 " + %s];\n", ci, rs, cj);
    g->e.ind -= 2;
    line(g, "}");
}

/* The masked copy out (else branch) with the tile staged in shared memory
 * (stage_tile), then stored under the tensor's bounds (store_staged). The
 * masked form written in place has a condition and two store paths for
 * each of a thread's pairs (128 of them in a 128x128 tile of 128 threads),
 * which doubled the size of the kernel and its compile time for blocks at
 * the edge only. */
static void staged_edge(cg *g, const tl_stmt *s, const tl_stmt *st, const tl_expr *cond, int64_t em, int64_t en,
                        int64_t rs)
{
    line(g, "/* at the tensor's edge: the tile staged in shared memory (unused from here on), rows of %" PRId64
            " elements, then stored where it lies inside the tensor */",
         rs);
    stage_tile(g, s, st, em, en, rs);
    store_staged(g, s, st, cond, em, en, rs);
}

/* A copy out of an accumulator in the MMA layout with its two versions
 * (lower_tile_ops: `if (the tile lies inside the tensor) plain else
 * masked`). The index is linear in i and j + x in j: when the tile's
 * first element and the first of its next row are aligned for a pair
 * store, so is every pair (j even) of every row. Tested once for the
 * block, with the interior condition,
 * the interior stores every pair in one access with no test of its own; a
 * misaligned tensor (an odd row length or base) takes the masked version.
 * That version stages the tile in shared memory (staged_edge) when the
 * statement is the kernel's last, its value reads registers only and the
 * tile fits in the shared memory the kernel has. Returns false (nothing
 * written) for any other statement. */
/* Whether s is a copy out of an accumulator in accumulator_out's form (an
 * if on the interior, the plain version, else the masked one), its parts
 * in *out; *stage: whether its masked version may stage the tile in
 * shared memory (all but the condition that it be the kernel's last
 * statement). */
typedef struct acc_out {
    const tl_stmt *plain, *masked, *st1, *st2;
    const tl_expr *c2;
    int64_t em, en, rs;
    int bytes;
} acc_out;
static bool accumulator_out_of(cg *g, const tl_stmt *s, acc_out *o, bool *stage)
{
    if (s->kind != TL_STMT_IF || g->e.par || g->e.atomic || !s->ifs.has_else || s->ifs.then_body.n != 1 ||
        s->ifs.else_body.n != 1)
        return false;
    o->plain = s->ifs.then_body.items[0], o->masked = s->ifs.else_body.items[0];
    int64_t em2, en2;
    const tl_expr *c1;
    o->st1 = mma_store_out(g, o->plain, &o->em, &o->en, &c1), o->st2 = mma_store_out(g, o->masked, &em2, &en2, &o->c2);
    if (!o->st1 || !o->st2 || c1 || !o->c2 || o->st1->store.buf != o->st2->store.buf || o->em != em2 || o->en != en2)
        return false;
    o->bytes = tl_dtype_bits(o->st1->store.buf->dtype) / 8;
    /* rows of the staged tile padded to 16 bytes past a multiple of 128:
     * the 8 rows of a pair store land on 8 different groups of banks */
    o->rs = o->en + ((144 - o->en * o->bytes % 128) % 128) / o->bytes;
    *stage = reads_registers_only(g, o->st2->store.value) && reads_registers_only(g, o->c2) &&
             o->em * o->rs * o->bytes <= g->smem;
    return true;
}

/* tl_pal: the addresses of the copy out's first element and of the first
 * of its next row, or'ed (both aligned for a pair store: every pair is) */
static void pair_alignment(cg *g, const acc_out *o)
{
    line(g, "uint64_t tl_pal; /* the tile's first element and the next row's: both aligned, every pair is */");
    for (int r = 0; r < 2; r++) {
        line(g, "{");
        g->e.ind++;
        line(g, "const int32_t %s = %d, %s = 0;", cname(g, o->plain->loop.vars[0]->name), r,
             cname(g, o->plain->loop.vars[1]->name));
        indent(g);
        out(g, "tl_pal %s (uint64_t)&", r ? "|=" : "=");
        element(g, o->st1->store.buf, o->st1->store.idx);
        out(g, ";\n");
        g->e.ind--;
        line(g, "}");
    }
}

/* The condition of the copy out's plain version: the tile inside the
 * tensor and its pairs aligned (after pair_alignment) */
static void interior_and_aligned(cg *g, const tl_stmt *s, const acc_out *o)
{
    out(g, "(");
    expr_top(g, s->ifs.cond);
    out(g, ") && (tl_pal & %du) == 0", o->bytes * 2 - 1);
}

static bool affine_in(const tl_expr *e, const tl_var *v, int64_t *coef);

/* Whether the copy out o (the kernel's last statement) can be stored by
 * TMA (tma_store_out): an accumulator in the warpgroup layout (one 16-row
 * tile a warp, so warpgroup w holds rows 64 w to 64 w + 63) of whole
 * 64-column panels, into a 2-D tensor parameter of 16-bit elements at
 * [r0 + i, c0 + j], its value reading registers alone (a value that reads
 * memory, fp8_gemm_large_rows' scales, keeps the pair stores: computed for
 * the staging it made ptxas spill 72 bytes); and whether a panel a
 * warpgroup fits in the shared memory past the kernel's. Fills
 * g->ws_store and its staging. */
/* The index of the tensor parameter whose buffer is b, or -1. */
static int tensor_param(const tl_kernel *k, const tl_buffer *b)
{
    for (size_t j = 0; j < k->nparams; j++)
        if (k->params[j].is_tensor && k->params[j].buf == b)
            return (int)j;
    return -1;
}

static void tma_store_of(cg *g, const tl_stmt *s)
{
    acc_out o;
    bool stage;
    const tl_kernel *k = g->e.k;
    if (!accumulator_out_of(g, s, &o, &stage) || !reads_registers_only(g, o.st2->store.value) ||
        !reads_registers_only(g, o.c2))
        return;
    const tl_buffer *b = o.st2->store.buf;
    tl_gpu_partition p = tl_gpu_partition_of(k, o.masked);
    const tl_layout *l = p.mma;
    int nwg = g->threads / 128, param = tensor_param(k, b);
    if (!l || param < 0 || b->ndim != 2 || tl_dtype_bits(b->dtype) != 16 || g->threads % 128 || l->warps_n != 1 ||
        l->tiles_m != 1 || l->warps_m * 32 != g->threads || o.em != 64 * nwg || o.en % 64)
        return;
    const tl_var *vi = o.masked->loop.vars[0], *vj = o.masked->loop.vars[1];
    int64_t ci, cj;
    tl_expr *const *idx = o.st2->store.idx;
    if (!affine_in(idx[0], vi, &ci) || ci != 1 || tl_ir_expr_uses_var(idx[0], vj) || !affine_in(idx[1], vj, &cj) || cj != 1 ||
        tl_ir_expr_uses_var(idx[1], vi))
        return;
    uint64_t limit = g->smem_limit ? g->smem_limit : 232448; /* sm_90's opt-in limit */
    int64_t off = (g->smem + 1023) / 1024 * 1024, panels = o.en / 64;
    /* 1 KiB for the kernel's static shared memory (the ring's mbarriers) */
    int64_t fit = off + 1024 < (int64_t)limit ? ((int64_t)limit - off - 1024) / (8192 * nwg) : 0;
    if (fit < 1)
        return;
    g->ws_store = s;
    g->ws_store_off = off;
    g->ws_store_panels = (int)(fit < panels ? fit : panels);
    g->ws_store_param = param;
    g->smem = off + 8192 * nwg * g->ws_store_panels;
}

/* The copy out o stored by TMA (tma_store_of), in rounds: each warpgroup
 * writes the pairs of its rows in the next ws_store_panels panels of 64
 * columns into its staging ([64 rows][128 bytes] a panel, 16-byte chunks
 * XOR-swizzled by the row, as TMA's 128-byte mode reads them: the 8 rows
 * of a pair store land in 8 bank groups), fences them for the async proxy
 * and, after a barrier of the warpgroup, its first thread issues one bulk
 * tensor store a panel; the next round (or tile) waits until those have
 * read the staging. Elements outside the tensor are not written, so every
 * tile takes this form (its value, which reads registers alone, is
 * computed outside the tensor too). Where the launch built no map of the
 * tensor (bit 2 of tl_tma clear) the warpgroup stores the staged panels
 * itself, each element under the tensor's bounds: one form of the
 * registers' copy serves both (with the pair stores beside it as a second
 * form, ptxas spilled 72 bytes in fp8_gemm_large_rows). */
static void tma_store_out(cg *g, const acc_out *o)
{
    const tl_stmt *s = o->masked, *st = o->st2;
    const tl_buffer *b = st->store.buf;
    const tl_expr *v = st->store.value;
    if (v->dtype != b->dtype) {
        tl_expr *conv = tl_ir_cast(g->e.a, b->dtype, (tl_expr *)v, st->loc);
        if (!conv) {
            g->e.oom = true;
            return;
        }
        v = conv;
    }
    /* byte tl_c * 2 of row tl_row of the round's staging: panel tl_c / 64,
     * its 16-byte chunk XORed by the row */
    static const char at[] = "(tl_cst + (tl_c / 64) * 8192 + tl_row * 128 + (((tl_c % 64) / 8) ^ (tl_row % 8)) * 16 + "
                             "(tl_c % 8) * 2)";
    int P = g->ws_store_panels, panels = (int)(o->en / 64), rounds = (panels + P - 1) / P, tiles = (int)(o->en / 8);
    const char *ci = cname(g, s->loop.vars[0]->name), *cj = cname(g, s->loop.vars[1]->name);
    line(g, "/* stored by TMA: each warpgroup's 64 rows staged in shared memory, %d panel%s of 64 columns at a time "
            "(the 128-byte swizzle), one bulk tensor store a panel; elements outside %s are not written */",
         P, P > 1 ? "s" : "", b->name);
    line(g, "int32_t tl_cy, tl_cx; /* the tile's origin in %s */", b->name);
    line(g, "{");
    g->e.ind++;
    line(g, "const int32_t %s = 0, %s = 0;", ci, cj);
    indent(g);
    out(g, "tl_cy = (int32_t)(");
    expr_top(g, st->store.idx[0]);
    out(g, "), tl_cx = (int32_t)(");
    expr_top(g, st->store.idx[1]);
    out(g, ");\n");
    g->e.ind--;
    line(g, "}");
    line(g, "const int32_t tl_wg = tl_tid / 128;");
    line(g, "unsigned char *const tl_cst = tl_smem + %" PRId64 " + tl_wg * %d;", g->ws_store_off, 8192 * P);
    tl_gpu_partition p = tl_gpu_partition_of(g->e.k, s);
    g->e.par = s;
    g->part = p;
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_r = 0; tl_r < %d; tl_r++) {", rounds);
    g->e.ind++;
    line(g, "if (tl_tid %% 128 == 0) /* the staging's last stores have read it */");
    line(g, "    tl_tma_store_read_wait();");
    line(g, "tl_bar_sync(2u + (uint32_t)tl_wg, 128u);");
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_s = tl_r * %d; tl_s < min(tl_r * %d + %d, %d); tl_s++) {", 8 * P, 8 * P, 8 * P, tiles);
    g->e.ind++;
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_h = 0; tl_h < 2; tl_h++) {");
    g->e.ind++;
    const tl_cemit_lang *lang = g->e.lang;
    if (!g->loops)
        g->e.lang = &g->out_lang;
    pair_values(g, s, b, v, o->em, o->en, "uint32_t", NULL);
    g->e.lang = lang;
    line(g, "const int32_t tl_v = tl_h * 2;");
    mma_vars(g, s, o->em, o->en);
    line(g, "const int32_t tl_row = %s %% 64, tl_c = %s - tl_r * %d;", ci, cj, 64 * P);
    line(g, "*(uint32_t *)%s = tl_pv.w;", at);
    g->e.ind--;
    line(g, "}");
    g->e.ind--;
    line(g, "}");
    g->e.par = NULL;
    line(g, "tl_fence_proxy_async(); /* written through the generic proxy, read by the bulk copy's */");
    line(g, "tl_bar_sync(2u + (uint32_t)tl_wg, 128u);");
    line(g, "if (tl_tma & 2) {");
    g->e.ind++;
    line(g, "if (tl_tid %% 128 == 0) {");
    g->e.ind++;
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_q = 0; tl_q < %d && tl_r * %d + tl_q < %d; tl_q++)", P, P, panels);
    line(g, "    tl_tma_store_2d(&tl_tm%d, tl_smem_addr(tl_cst) + (uint32_t)tl_q * 8192u, tl_cx + (tl_r * %d + tl_q) * 64, "
            "tl_cy + tl_wg * 64);",
         g->ws_ring.ncopies, P);
    line(g, "tl_tma_store_commit();");
    g->e.ind--;
    line(g, "}");
    g->e.ind--;
    line(g, "} else { /* no map of %s (its base or rows not 16-byte aligned): the staged columns stored where they lie "
            "inside it */", b->name);
    g->e.ind++;
    line(g, "const int32_t tl_w = 64 * min(%d, %d - tl_r * %d); /* the round's columns */", P, panels, P);
    line(g, "#pragma unroll 1");
    line(g, "for (int32_t tl_e = tl_tid %% 128; tl_e < 64 * tl_w; tl_e += 128) {");
    g->e.ind++;
    line(g, "const int32_t tl_row = tl_e / tl_w, tl_c = tl_e %% tl_w;");
    line(g, "const int32_t %s = tl_wg * 64 + tl_row, %s = tl_r * %d + tl_c;", ci, cj, 64 * P);
    indent(g);
    out(g, "if (");
    expr_top(g, o->c2);
    out(g, ")\n");
    g->e.ind++;
    indent(g);
    element(g, b, st->store.idx);
    out(g, " = *(const %s *)%s;\n", tl_dtype_c_type(b->dtype), at);
    g->e.ind -= 2;
    line(g, "}");
    g->e.ind--;
    line(g, "}");
    g->e.ind--;
    line(g, "}");
}

/* The copy out o (of statement s) with every tile staged (copy_out=staged,
 * the default but for the attention kernels' K/V rings, whose copy out was
 * not timed so): the accumulator has one consumer, the staging, where
 * copy_out=pairs has two (the interior's pair stores from registers and the
 * edge's staging), which ptxas spent a fifth of a 128x256 gemm's compile on
 * (docs/gpu.md, where a GEMM kernel's compile goes). A tile inside the
 * tensor with its rows 16-byte aligned is then stored 16 bytes a thread
 * and step, in rows (coalesced: 2-10% faster on the H100 than the pair
 * stores, docs/gpu.md); the others element by element under the bounds. */
static void staged_out(cg *g, const tl_stmt *s, const acc_out *o)
{
    const tl_stmt *st = o->st2;
    const char *ci = cname(g, o->masked->loop.vars[0]->name), *cj = cname(g, o->masked->loop.vars[1]->name);
    int64_t per = 16 / o->bytes; /* elements a 16-byte chunk */
    line(g, "{ /* the tile staged in shared memory (unused from here on), rows of %" PRId64
            " elements, then stored from there */",
         o->rs);
    g->e.ind++;
    line(g, "uint64_t tl_pal; /* the tile's first element and the next row's: both 16-byte aligned, every row is */");
    for (int r = 0; r < 2; r++) {
        line(g, "{");
        g->e.ind++;
        line(g, "const int32_t %s = %d, %s = 0;", ci, r, cj);
        indent(g);
        out(g, "tl_pal %s (uint64_t)&", r ? "|=" : "=");
        element(g, st->store.buf, st->store.idx);
        out(g, ";\n");
        g->e.ind--;
        line(g, "}");
    }
    stage_tile(g, o->masked, st, o->em, o->en, o->rs);
    indent(g);
    out(g, "if ((");
    expr_top(g, s->ifs.cond);
    out(g, ") && (tl_pal & 15u) == 0) { /* inside: 16-byte chunks, %" PRId64 " a row */\n", o->en / per);
    g->e.ind++;
    line(g, "#pragma unroll 1");
    line(g, "for (int32_t tl_e = tl_tid; tl_e < %" PRId64 "; tl_e += %d) {", o->em * o->en / per, g->threads);
    g->e.ind++;
    line(g, "const int32_t %s = tl_e / %" PRId64 ", %s = tl_e %% %" PRId64 " * %" PRId64 ";", ci, o->en / per, cj,
         o->en / per, per);
    indent(g);
    out(g, "*(uint4 *)&");
    element(g, st->store.buf, st->store.idx);
    out(g, " = *(const uint4 *)&tl_st[%s * %" PRId64 " + %s];\n", ci, o->rs, cj);
    g->e.ind--;
    line(g, "}");
    g->e.ind--;
    line(g, "} else {");
    g->e.ind++;
    store_staged(g, o->masked, st, o->c2, o->em, o->en, o->rs);
    g->e.ind--;
    line(g, "}");
    g->e.ind--;
    line(g, "}");
}

/* Split along K (sk_on), right after the ring loop: a block that ran the
 * tile's first K steps but not its last (its head) leaves its sums in the
 * workspace for the block that runs those, and goes on to its next work;
 * that block (the tail's) waits for them, adds them and runs the rest of
 * the tile (an epilogue such as fp8's scales, the copy out)
 * (stream_k_prelude). */
static void sk_fixup(cg *g)
{
    const tl_buffer *acc = g->ws_ring.gemm->tile.args[2].buf;
    const char *n = cname(g, acc->name);
    int per = acc->layout->per_thread;
    line(g, "if (tl_ke < tl_sk_nk) { /* stream-K: the tile's head; its tail runs in the next block: the sums to the workspace, for it */");
    line(g, "    float *const tl_skp = tl_skw + (int64_t)blockIdx.x * 65536 + tl_tid * 4;");
    line(g, "    #pragma unroll");
    line(g, "    for (int32_t tl_z = 0; tl_z < %d; tl_z++)", per / 4);
    line(g, "        tl_sk_put(tl_skp + tl_z * %d, %s[4 * tl_z], %s[4 * tl_z + 1], %s[4 * tl_z + 2], %s[4 * tl_z + 3]);",
         4 * g->threads, n, n, n, n);
    line(g, "    tl_sk_fence();");
    line(g, "    __syncthreads();");
    line(g, "    if (tl_tid == 0)");
    line(g, "        tl_sk_signal(tl_sk_flags(tl_skw) + blockIdx.x);");
    line(g, "    continue;");
    line(g, "}");
    line(g, "if (tl_kb > 0) { /* stream-K: the tile's tail; its head ran in the previous block: its sums added */");
    line(g, "    tl_sk_wait(tl_sk_flags(tl_skw) + blockIdx.x - 1);");
    line(g, "    __syncthreads();");
    line(g, "    if (tl_tid == 0)");
    line(g, "        tl_sk_clear(tl_sk_flags(tl_skw) + blockIdx.x - 1);");
    line(g, "    const float *const tl_skp = tl_skw + (int64_t)(blockIdx.x - 1) * 65536 + tl_tid * 4;");
    /* eight loads in flight, then their sums: one wait for L2 every eight, not one each */
    int batch = per / 4 % 8 == 0 ? 8 : per / 4 % 4 == 0 ? 4 : 1;
    line(g, "    #pragma unroll");
    line(g, "    for (int32_t tl_z = 0; tl_z < %d; tl_z += %d) {", per / 4, batch);
    line(g, "        float tl_sv[%d];", 4 * batch);
    line(g, "        #pragma unroll");
    line(g, "        for (int32_t tl_y = 0; tl_y < %d; tl_y++)", batch);
    line(g, "            tl_sk_get(tl_skp + (tl_z + tl_y) * %d, tl_sv + 4 * tl_y);", 4 * g->threads);
    line(g, "        #pragma unroll");
    line(g, "        for (int32_t tl_y = 0; tl_y < %d; tl_y++)", 4 * batch);
    line(g, "            %s[4 * tl_z + tl_y] += tl_sv[tl_y];", n);
    line(g, "    }");
    line(g, "}");
}

static bool accumulator_out(cg *g, const tl_stmt *s)
{
    acc_out o;
    bool stage;
    if (!accumulator_out_of(g, s, &o, &stage))
        return false;
    if (s == g->ws_store) {
        tma_store_out(g, &o);
        return true;
    }
    /* in a kernel whose ring a producer warpgroup fills (ws_loop), which is
     * persistent, the producer holds the block's next tile back while this
     * one is staged (ws_hold) */
    stage = stage && g->last_top && (!g->ws_loop || g->ws_hold == s);
    /* whole 16-byte chunks a row (the staged rows are, being padded to 16
     * bytes past a multiple of 128) */
    bool staged = g->copy_out ? !strcmp(g->copy_out, "staged") : !g->kv_n;
    if (stage && staged && !g->ws_loop && o.en * o.bytes % 16 == 0) {
        staged_out(g, s, &o);
        return true;
    }
    line(g, "{");
    g->e.ind++;
    pair_alignment(g, &o);
    indent(g);
    out(g, "if (");
    interior_and_aligned(g, s, &o);
    out(g, ") {\n");
    g->e.ind++;
    g->pairs_aligned = true;
    stmt(g, o.plain);
    g->pairs_aligned = false;
    g->e.ind--;
    line(g, "} else {");
    g->e.ind++;
    if (stage)
        staged_edge(g, o.masked, o.st2, o.c2, o.em, o.en, o.rs);
    else
        stmt(g, o.masked);
    g->e.ind--;
    line(g, "}");
    g->e.ind--;
    line(g, "}");
    return true;
}

/* Whether x and y are the same expression, y's variables ys[i] read as x's
 * xs[i] (a copy's two versions have loops of their own); a select or a
 * call compares as tl_ir_expr_equal does. */
static bool same_renamed(const tl_expr *x, const tl_expr *y, const tl_var *const *xs, const tl_var *const *ys, int n)
{
    if (!x || !y || x->kind != y->kind || x->dtype != y->dtype)
        return x == y;
    switch (x->kind) {
    case TL_EXPR_VAR:
        for (int i = 0; i < n; i++)
            if (y->var == ys[i])
                return x->var == xs[i];
        return x->var == y->var;
    case TL_EXPR_BINARY:
        return x->bin.op == y->bin.op && same_renamed(x->bin.a, y->bin.a, xs, ys, n) &&
               same_renamed(x->bin.b, y->bin.b, xs, ys, n);
    case TL_EXPR_UNARY: return x->un.op == y->un.op && same_renamed(x->un.a, y->un.a, xs, ys, n);
    case TL_EXPR_CAST: return x->cast.bits == y->cast.bits && same_renamed(x->cast.a, y->cast.a, xs, ys, n);
    case TL_EXPR_LOAD:
        if (x->load.buf != y->load.buf || x->load.nidx != y->load.nidx)
            return false;
        for (int i = 0; i < x->load.nidx; i++)
            if (!same_renamed(x->load.idx[i], y->load.idx[i], xs, ys, n))
                return false;
        return true;
    default: return tl_ir_expr_equal(x, y);
    }
}

/* Whether m is plain's copy (store st) masked, as lower_tile_ops writes
 * it: the same loops, the same store, its load under a select (to on-chip)
 * or the store under an if (to the tensor). */
static bool masked_version_of(const tl_stmt *plain, const tl_stmt *st, const tl_stmt *m)
{
    int n = plain->loop.nvars;
    if (m->kind != TL_STMT_FOR || m->loop.kind != TL_LOOP_PARALLEL || m->loop.nvars != n || m->loop.body.n != 1)
        return false;
    for (int v = 0; v < n; v++) {
        int64_t a = 0, b = 0;
        if (!tl_ir_is_const_int(plain->loop.end[v], &a) || !tl_ir_is_const_int(m->loop.end[v], &b) || a != b ||
            !same_renamed(plain->loop.begin[v], m->loop.begin[v], NULL, NULL, 0))
            return false;
    }
    const tl_stmt *ms = m->loop.body.items[0];
    const tl_expr *value = NULL;
    if (ms->kind == TL_STMT_IF && !ms->ifs.has_else && ms->ifs.then_body.n == 1 &&
        ms->ifs.then_body.items[0]->kind == TL_STMT_STORE) {
        ms = ms->ifs.then_body.items[0];
        value = ms->store.value;
    } else if (ms->kind == TL_STMT_STORE && ms->store.value->kind == TL_EXPR_SELECT) {
        value = ms->store.value->sel.a;
    } else {
        return false;
    }
    const tl_var *const *xs = (const tl_var *const *)plain->loop.vars, *const *ys = (const tl_var *const *)m->loop.vars;
    if (ms->store.buf != st->store.buf || ms->store.nidx != st->store.nidx ||
        !same_renamed(st->store.value, value, xs, ys, n))
        return false;
    for (int i = 0; i < st->store.nidx; i++)
        if (!same_renamed(st->store.idx[i], ms->store.idx[i], xs, ys, n))
            return false;
    return true;
}

/* A copy between a global tensor and on-chip memory with its two versions
 * (lower_tile_ops: `if (the tile lies inside the tensor) plain else
 * masked`) whose plain loop moves runs of 4 (vector_copy). The global
 * index is linear in the loop's variables and a run starts at a multiple
 * of 4 of the innermost one, so when the tile's first run and the first of
 * its next row are aligned for one access, every run is. Tested once for
 * the block, with the interior condition, the interior moves each run in
 * one access with no test of its own (vector_run); a misaligned tensor (a
 * base or row length off the access's size) takes the masked version,
 * which tests each run: so the else branch must be the same copy masked
 * (masked_version_of). The interior's element-by-element fallback, one a
 * run, was a tenth of a row kernel's branches. Outside loops only: a
 * loop's code (a SIMT GEMM's copies) stays as it was. Returns false
 * (nothing written) for any other statement. */
static bool aligned_copy(cg *g, const tl_stmt *s)
{
    if (s->kind != TL_STMT_IF || g->e.par || g->e.atomic || g->runs_aligned || g->loops || !s->ifs.has_else ||
        s->ifs.then_body.n != 1 || s->ifs.else_body.n != 1)
        return false;
    const tl_stmt *plain = s->ifs.then_body.items[0];
    if (plain->kind != TL_STMT_FOR || plain->loop.kind != TL_LOOP_PARALLEL || plain->loop.nvars > 2 ||
        tl_gpu_rows_loop(plain))
        return false;
    tl_gpu_partition p = tl_gpu_partition_of(g->e.k, plain);
    bool to_global = false;
    const tl_stmt *st = vector_copy(g, plain, &p, &to_global);
    int nv = plain->loop.nvars;
    int64_t inner = 0, outer = 1;
    if (!st || !tl_ir_is_const_int(plain->loop.end[nv - 1], &inner) || inner % 4 != 0 ||
        (nv == 2 && !tl_ir_is_const_int(plain->loop.end[0], &outer)) ||
        !masked_version_of(plain, st, s->ifs.else_body.items[0]))
        return false;
    const tl_buffer *gb = to_global ? st->store.buf : st->store.value->load.buf;
    tl_expr *const *gi = to_global ? st->store.idx : st->store.value->load.idx;
    for (int d = 0; d < gb->ndim; d++)
        for (int v = 0; v < nv; v++)
            if (!linear_in(gi[d], plain->loop.vars[v]))
                return false;
    line(g, "{");
    g->e.ind++;
    line(g, "uint64_t tl_ral; /* the tile's first run and its next row's: both aligned, every run is */");
    for (int r = 0; r < (outer > 1 ? 2 : 1); r++) {
        line(g, "{");
        g->e.ind++;
        if (nv == 2)
            line(g, "const int32_t %s = %d, %s = 0;", cname(g, plain->loop.vars[0]->name), r,
                 cname(g, plain->loop.vars[1]->name));
        else
            line(g, "const int32_t %s = 0;", cname(g, plain->loop.vars[0]->name));
        indent(g);
        out(g, "tl_ral %s (uint64_t)&", r ? "|=" : "=");
        element(g, gb, gi);
        out(g, ";\n");
        g->e.ind--;
        line(g, "}");
    }
    indent(g);
    out(g, "if ((");
    expr_top(g, s->ifs.cond);
    out(g, ") && (tl_ral & %du) == 0) {\n", wide_copy(g, plain, &p) ? 15 : tl_dtype_bits(gb->dtype) / 2 - 1);
    g->e.ind++;
    g->runs_aligned = true;
    stmt(g, plain);
    g->runs_aligned = false;
    g->e.ind--;
    line(g, "} else {");
    g->e.ind++;
    stmt(g, s->ifs.else_body.items[0]);
    g->e.ind--;
    line(g, "}");
    g->e.ind--;
    line(g, "}");
    return true;
}

/* The copy of an accumulator in the MMA layout into a layout(regs) buffer
 * kept in registers (find_areg): each pair of registers 2h, 2h + 1 of a
 * tile (columns j, j + 1 of one row) converted as the store would convert
 * them and packed into one 32-bit register of tl_pa_NAME, the low half the
 * lower column, as an m16n8k16 A fragment holds them. Returns false
 * (nothing written) for any other loop. */
static bool areg_pack(cg *g, const tl_stmt *s, int64_t em, int64_t en)
{
    if (s->loop.body.n != 1 || s->loop.body.items[0]->kind != TL_STMT_STORE)
        return false;
    const tl_stmt *st = s->loop.body.items[0];
    const tl_buffer *b = st->store.buf;
    if (!g->areg[b->id])
        return false;
    const tl_expr *v = st->store.value;
    if (v->dtype != b->dtype) {
        tl_expr *conv = tl_ir_cast(g->e.a, b->dtype, (tl_expr *)v, st->loc);
        if (!conv) {
            g->e.oom = true;
            return true;
        }
        v = conv;
    }
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_h = 0; tl_h < 2; tl_h++) { /* columns j, j + 1 of row g, then of row g + 8: one register of %s */",
         b->name);
    g->e.ind++;
    pair_values(g, s, b, v, em, en, "uint32_t", NULL);
    line(g, "tl_pa_%s[tl_s * 2 + tl_h] = tl_pv.w;", cname(g, b->name));
    g->e.ind--;
    line(g, "}");
    return true;
}

/* A parallel loop over the block's threads (gpu.h). */
static void parallel(cg *g, const tl_stmt *s)
{
    if (tl_gpu_rows_loop(s)) {
        /* every thread runs the loop for the rows it holds, each replica
         * computing the same values: no barrier around it */
        const tl_layout *l = g->rows_l;
        line(g, "/* parallel %s: by the rows of the tensor-core accumulator's layout, each thread its %d, replicated across the quad and the %d warps of a row */",
             s->loop.vars[0]->name, l ? l->tiles_m * 2 : 0, l ? l->warps_n : 0);
        if (!l) {
            unsupported(g, "a loop over row vectors without their layout");
            return;
        }
        g->e.par = s;
        g->part = tl_gpu_partition_of(g->e.k, s);
        g->rows_loop = true;
        rows_head(g, l, cname(g, s->loop.vars[0]->name));
        block(g, &s->loop.body);
        g->e.ind--;
        line(g, "}");
        g->rows_loop = false;
        g->e.par = NULL;
        return;
    }
    if (warp_combine(g, s))
        return;
    tl_gpu_partition p = tl_gpu_partition_of(g->e.k, s);
    g->e.par = s;
    g->part = p;
    int n = s->loop.nvars;
    indent(g);
    out(g, "/* parallel");
    for (int d = 0; d < n; d++)
        out(g, "%s%s", d ? ", " : " ", s->loop.vars[d]->name);
    if (p.mma) {
        const tl_layout *l = p.mma;
        int64_t em, en;
        tl_ir_is_const_int(s->loop.end[0], &em);
        tl_ir_is_const_int(s->loop.end[1], &en);
        out(g, ": the tensor-core accumulator's layout, %dx%d warps of %dx%d tiles of 16x8 */\n", l->warps_m,
            l->warps_n, l->tiles_m, l->tiles_n);
        line(g, "#pragma unroll");
        line(g, "for (int32_t tl_s = 0; tl_s < %d; tl_s++) {", l->tiles_m * l->tiles_n);
        g->e.ind++;
        if (!areg_pack(g, s, em, en) && !mma_pair_store(g, s, em, en)) {
            line(g, "#pragma unroll");
            line(g, "for (int32_t tl_v = 0; tl_v < 4; tl_v++) {");
            g->e.ind++;
            mma_vars(g, s, em, en);
            block(g, &s->loop.body);
            g->e.ind--;
            line(g, "}");
        }
        g->e.ind--;
        line(g, "}");
    } else if (p.elems >= 0) {
        out(g, ": %" PRId64 " iterations, runs of %d, %" PRId64 " per thread */\n", p.elems, p.vec, p.steps);
        {
            /* the innermost variable's source, as below */
            int64_t in0 = 0;
            tl_ir_is_const_int(s->loop.end[n - 1], &in0);
            char from0[64];
            snprintf(from0, sizeof from0, p.steps > 1 && in0 > 0 && ((int64_t)p.threads * p.vec) % in0 == 0 ? "tl_tid * %d" : "tl_e",
                     p.vec);
            if (vector_loads_first(g, s, &p, from0) || wide_copy_out(g, s, &p)) {
                g->e.par = NULL;
                return;
            }
        }
        if (has_reg_access(&s->loop.body, g))
            reg_unroll(g, p.steps);
        line(g, "for (int32_t tl_s = 0; tl_s < %" PRId64 "; tl_s++) {", p.steps);
        g->e.ind++;
        line(g, "const int32_t tl_r = tl_s * %d + tl_tid;", p.threads);
        bool check = p.runs % p.threads != 0;
        if (check) {
            line(g, "if (tl_r < %" PRId64 ") {", p.runs);
            g->e.ind++;
        }
        line(g, "const int32_t tl_e = tl_r * %d;", p.vec);
        loop_vars(g, s, "tl_e", false, NULL);
        /* when a step of all threads covers whole rows, the innermost
         * variable does not depend on the step: said so, the compiler keeps
         * one value per column across the steps */
        int64_t inner = 0;
        tl_ir_is_const_int(s->loop.end[n - 1], &inner);
        char from[64];
        if (p.steps > 1 && inner > 0 && ((int64_t)p.threads * p.vec) % inner == 0)
            snprintf(from, sizeof from, "tl_tid * %d", p.vec);
        else
            snprintf(from, sizeof from, "tl_e");
        bool to_global = false;
        const tl_expr *mc = NULL;
        const tl_stmt *vc = vector_copy(g, s, &p, &to_global);
        if (!vc)
            vc = masked_copy(g, s, &p, &to_global, &mc);
        if (vc) {
            vector_run(g, s, vc, to_global, from, "tl_q", 0, mc);
        } else {
            if (p.vec > 1) {
                line(g, "#pragma unroll");
                line(g, "for (int32_t tl_v = 0; tl_v < %d; tl_v++) {", p.vec);
                g->e.ind++;
            }
            loop_vars(g, s, from, true, p.vec > 1 ? "tl_v" : NULL);
            block(g, &s->loop.body);
            if (p.vec > 1) {
                g->e.ind--;
                line(g, "}");
            }
        }
        if (check) {
            g->e.ind--;
            line(g, "}");
        }
        g->e.ind--;
        line(g, "}");
    } else {
        out(g, ": extents known at run time, one iteration at a time */\n");
        indent(g);
        out(g, "for (int64_t tl_x = tl_tid, tl_n = ");
        for (int d = 0; d < n; d++) {
            out(g, "%s(int64_t)", d ? " * " : "");
            expr(g, s->loop.end[d]);
        }
        out(g, "; tl_x < tl_n; tl_x += %d) {\n", p.threads);
        g->e.ind++;
        loop_vars(g, s, "tl_x", false, NULL);
        loop_vars(g, s, "tl_x", true, NULL);
        block(g, &s->loop.body);
        g->e.ind--;
        line(g, "}");
    }
    g->e.par = NULL;
}

/* ---- the cp.async ring of a pipelined loop (gpu.h, tl_gpu_ring_of) ------------ */

/* The stored chunk of logical chunk `tl_q` of row `row` (the swizzle). */
static void swz(cg *g, const tl_gpu_ring_copy *c, const char *row)
{
    if (!c->swz_mask)
        out(g, "tl_q");
    else if (c->swz_div == 1)
        out(g, "(tl_q ^ (%s & %d))", row, c->swz_mask);
    else
        out(g, "(tl_q ^ ((%s / %d) & %d))", row, c->swz_div, c->swz_mask);
}

/* The offset in 16-byte chunks from the slot's start at which chunk tl_q
 * of row `row` is stored: rows whole, or (c->panel) in column panels. */
static void chunk_at(cg *g, const tl_gpu_ring_copy *c, const char *row)
{
    if (!c->panel) {
        out(g, "(%s * %d + ", row, c->row_chunks);
        swz(g, c, row);
        out(g, ")");
        return;
    }
    /* the swizzle of a panel's rows (mask below the panel's chunks) */
    if (!c->swz_mask)
        out(g, "((tl_q / %d) * %" PRId64 " + %s * %d + tl_q %% %d)", c->panel, c->rows * c->panel, row, c->panel, c->panel);
    else if (c->swz_div == 1)
        out(g, "((tl_q / %d) * %" PRId64 " + %s * %d + ((tl_q %% %d) ^ (%s & %d)))", c->panel, c->rows * c->panel, row, c->panel,
            c->panel, row, c->swz_mask);
    else
        out(g, "((tl_q / %d) * %" PRId64 " + %s * %d + ((tl_q %% %d) ^ ((%s / %d) & %d)))", c->panel, c->rows * c->panel, row,
            c->panel, c->panel, row, c->swz_div, c->swz_mask);
}

/* The inline form of ring_load_at's copy, written before its edge call:
 * `if (the whole tile lies inside, rows of whole aligned chunks) { one
 * cp.async a chunk } else {`, the caller writing the else branch. */
static void ring_load_inline(cg *g, const tl_gpu_ring_copy *c, const char *slot, const char *dn, const char *sn,
                             const char *et)
{
    int epc = 16 / c->es; /* elements per chunk */
    int64_t q = c->cols / epc, chunks = c->rows * q, bytes = tl_gpu_ring_slot_bytes(c);
    int64_t per = (chunks + g->threads - 1) / g->threads;
    /* the whole tile inside the tensor, rows of whole aligned chunks (the
     * usual case, uniform over the block): one cp.async per chunk */
    line(g, "if (__builtin_expect(tl_r0 >= 0 && tl_r0 + %" PRId64 " <= tl_d0 && tl_c0 >= 0 && tl_c0 + %" PRId64
            " <= tl_d1 && ((tl_d1 | tl_c0) & %d) == 0 && ((uint64_t)%s & 15u) == 0, 1)) {",
         c->rows, c->cols, epc - 1, sn);
    g->e.ind++;
    int64_t rstep = g->threads / q; /* rows one step of all threads covers */
    if (g->threads % q == 0 && chunks % g->threads == 0 && (!c->swz_mask || rstep % 8 == 0)) {
        /* every step of a thread is the same chunk of a row rstep rows
         * further (the swizzle repeats every 8 rows): one address each in
         * shared and global memory, advanced by constant strides, rather
         * than one per step the compiler would keep live across the loop */
        line(g, "const int32_t tl_r = tl_tid / %" PRId64 ", tl_q = tl_tid %% %" PRId64 ";", q, q);
        indent(g);
        out(g, "const uint32_t tl_s = tl_sa_%s + (uint32_t)(%s) * %" PRId64 "u + (uint32_t)", dn, slot, bytes);
        chunk_at(g, c, "tl_r");
        out(g, " * 16u;\n");
        line(g, "const %s *tl_g = %s + ((tl_r0 + tl_r) * tl_d1 + tl_c0 + tl_q * %d);", et, sn, epc);
        line(g, "#pragma unroll");
        line(g, "for (int32_t tl_i = 0; tl_i < %" PRId64 "; tl_i++)", per);
        line(g, "    tl_cp_async16(tl_s + (uint32_t)tl_i * %" PRId64 "u, tl_g + (int64_t)tl_i * %" PRId64 " * tl_d1, 16u);",
             rstep * (c->panel ? c->panel : c->row_chunks) * 16, rstep);
    } else {
        line(g, "#pragma unroll");
        line(g, "for (int32_t tl_i = 0; tl_i < %" PRId64 "; tl_i++) {", per);
        g->e.ind++;
        line(g, "const int32_t tl_c = tl_i * %d + tl_tid;", g->threads);
        if (chunks % g->threads) {
            line(g, "if (tl_c >= %" PRId64 ")", chunks);
            line(g, "    break;");
        }
        line(g, "const int32_t tl_r = tl_c / %" PRId64 ", tl_q = tl_c %% %" PRId64 ";", q, q);
        indent(g);
        out(g, "tl_cp_async16(tl_sa_%s + (uint32_t)(%s) * %" PRId64 "u + (uint32_t)", dn, slot, bytes);
        chunk_at(g, c, "tl_r");
        out(g, " * 16u, %s + ((tl_r0 + tl_r) * tl_d1 + tl_c0 + tl_q * %d), 16u);\n", sn, epc);
        g->e.ind--;
        line(g, "}");
    }
    g->e.ind--;
    line(g, "} else {");
    g->e.ind++;
}

/* Copy c's tile for the current value of the loop variable into ring slot
 * `slot`: when the tile lies inside the tensor with aligned rows (uniform
 * over the block), one 16-byte cp.async per chunk; else per chunk: 16
 * bytes, or src-size 0 (zero-fill) for a
 * chunk past the tensor's edge; a chunk the edge cuts, or whose global
 * address is not 16-byte aligned (a row length not a multiple of 8), is
 * copied element by element (zero past the edge). */
static void ring_load_at(cg *g, const tl_gpu_ring_copy *c, const char *slot, const tl_expr *lead)
{
    const char *dn = cname(g, c->dst->name), *sn = cname(g, c->src->name), *et = tl_dtype_c_type(c->dst->dtype);
    int sd = lead ? 1 : 0; /* the tile's dims in src: its last two */
    int epc = 16 / c->es; /* elements per chunk */
    int64_t q = c->cols / epc, chunks = c->rows * q, bytes = tl_gpu_ring_slot_bytes(c);
    int64_t per = (chunks + g->threads - 1) / g->threads;
    line(g, "{ /* %s <- %s: %" PRId64 " chunks of 16 bytes, %" PRId64 " per thread */", dn, sn, chunks, per);
    g->e.ind++;
    for (int d = 0; d < 2; d++) {
        indent(g);
        out(g, "const int64_t %s = ", d ? "tl_c0" : "tl_r0");
        if (c->start[d]) {
            out(g, "(int64_t)(");
            expr_top(g, c->start[d]);
            out(g, ");\n");
        } else {
            out(g, "0;\n");
        }
    }
    if (!lead) {
        indent(g);
        out(g, "const int64_t tl_d0 = ");
        expr_top(g, c->src->dims[0]);
        out(g, ", tl_d1 = ");
        expr_top(g, c->src->dims[1]);
        out(g, ";\n");
    } else {
        indent(g);
        out(g, "const int64_t tl_d1 = ");
        expr_top(g, c->src->dims[sd + 1]);
        out(g, ";\n");
        /* the 2-D tile of src at index lead of its first dim; no rows
         * (all zeros) where lead lies outside it */
        indent(g);
        out(g, "const int64_t tl_ld = (int64_t)(");
        expr_top(g, lead);
        out(g, ");\n");
        indent(g);
        out(g, "const bool tl_lin = tl_ld >= 0 && tl_ld < (int64_t)(");
        expr_top(g, c->src->dims[0]);
        out(g, ");\n");
        indent(g);
        out(g, "const int64_t tl_d0 = tl_lin ? (int64_t)(");
        expr_top(g, c->src->dims[1]);
        out(g, ") : 0;\n");
        indent(g);
        out(g, "const %s *const tl_src = %s + (tl_lin ? tl_ld : 0) * (int64_t)(", et, sn);
        expr_top(g, c->src->dims[1]);
        out(g, ") * tl_d1;\n");
        sn = "tl_src";
    }
    /* the cp.async twin of a kernel whose ring TMA fills (ws_form): its
     * launches are those whose tensors TMA cannot take (a base or a row
     * not 16-byte aligned), so every copy goes through the edge function
     * (its code a fifth of the inline form's: the twin compiles in about
     * the TMA form's time, side by side with it) */
    bool edge_only = g->ws_form == WS_CP;
    if (!edge_only)
        ring_load_inline(g, c, slot, dn, sn, et);
    /* the tile at the tensor's edge (rare): a function of its own (the
     * prelude's tl_ring_edge), a loop kept rolled, so that neither its code
     * sits between the main loop's in-bounds copies nor the compiler keeps
     * per-chunk values of it live across the loop */
    if (g->edge_stores) {
        indent(g);
        out(g, "%s |= ", g->edge_stores);
    } else {
        indent(g);
    }
    out(g, "tl_ring_edge<%s, %" PRId64 ", %" PRId64 ", %" PRId64 ", %d, %d, %d, %d, %d>(tl_sa_%s + (uint32_t)(%s) * %" PRId64
           "u, %s + (uint32_t)(%s) * %" PRId64 "u, %s, tl_r0, tl_c0, tl_d0, tl_d1, tl_tid);\n",
         et, q, chunks, per, g->threads, c->row_chunks, c->swz_mask ? c->swz_div : 1, c->swz_mask, c->panel, dn, slot, bytes, dn,
         slot, bytes, sn);
    if (!edge_only) {
        g->e.ind--;
        line(g, "}");
    }
    g->e.ind--;
    line(g, "}");
}

static void ring_load(cg *g, const tl_gpu_ring_copy *c, const char *slot) { ring_load_at(g, c, slot, NULL); }

static void ring_loads(cg *g, const tl_gpu_ring *r, const char *slot)
{
    for (int i = 0; i < r->ncopies; i++)
        ring_load(g, &r->copy[i], slot);
}

/* The k of one mma.sync for a gemm on tensor cores with operands of dtype
 * t (gpu.c chose it): m16n8k16 for f16/bf16, m16n8k32 for i8/u8, m16n8k8
 * for tf32; and the prelude's function that runs it. */
static int mma_k(tl_dtype t) { return t == TL_DT_F32 ? 8 : tl_dtype_bits(t) == 8 ? 32 : 16; }

static bool is_fp8(tl_dtype t) { return t == TL_DT_F8E4M3 || t == TL_DT_F8E5M2; }

/* "e4m3" or "e5m2": an fp8 dtype's name in PTX */
static const char *f8_ptx(tl_dtype t) { return t == TL_DT_F8E4M3 ? "e4m3" : "e5m2"; }

static const char *mma_fn(tl_dtype t, tl_dtype tb)
{
    if (is_fp8(t))
        return t == TL_DT_F8E4M3 ? (tb == TL_DT_F8E4M3 ? "tl_mma_e4m3_e4m3" : "tl_mma_e4m3_e5m2")
                                 : (tb == TL_DT_F8E4M3 ? "tl_mma_e5m2_e4m3" : "tl_mma_e5m2_e5m2");
    switch (t) {
    case TL_DT_BF16: return "tl_mma_bf16";
    case TL_DT_I8: return "tl_mma_s8";
    case TL_DT_U8: return "tl_mma_u8";
    case TL_DT_F32: return "tl_mma_tf32";
    default: return "tl_mma_f16";
    }
}

/* Whether the ldmatrix row offsets of c's tiles (16 rows apart: A's
 * tiles, or pairs of B^T's 8-row tiles) are the first tile's plus 16 rows,
 * at every k step: the swizzle (chunk ^ ((row / div) & mask)) repeats
 * within 16 rows, and a row is a power-of-two count of chunks, so that a
 * k step's XOR, which stays inside a row, never carries into the row
 * number the constant adds to. */
static bool rows_periodic(const tl_gpu_ring_copy *c)
{
    int rc = c->row_chunks;
    if (rc <= 0 || (rc & (rc - 1)))
        return false;
    return !c->swz_mask || 16 % (c->swz_div * (c->swz_mask + 1)) == 0;
}

/* Whether A of ring r's gemm comes from registers rather than shared
 * memory: packed by its copy (areg) or loaded before the loop (qa). */
static bool a_in_regs(const cg *g, const tl_gpu_ring_copy *A)
{
    return g->areg[A->dst->id] || g->qa[A->dst->id];
}

/* The ldmatrix loads of one k step of ring r's gemm into half `buf` of
 * tl_a and tl_b: k is "0", or kpre followed by the k step (the next one). */
static void ring_frags(cg *g, const tl_gpu_ring *r, const tl_layout *l, const char *kpre, const char *buf)
{
    const tl_stmt *s = r->gemm;
    const tl_gpu_ring_copy *A = tl_gpu_ring_copy_of(r, s->tile.args[0].buf), *B = tl_gpu_ring_copy_of(r, s->tile.args[1].buf);
    int ks = mma_k(A->dst->dtype), epc = 16 / A->es;
    char k[64];
    if (strcmp(kpre, "0") == 0)
        snprintf(k, sizeof k, "0");
    else
        snprintf(k, sizeof k, "(%s%d)", kpre, ks);
    /* One address a k step for all of a warp's tiles of A (and of B^T
     * rows) where the tiles' lane offsets are the first one's plus
     * constants (rows_periodic): then ptxas folds each tile's offset into
     * its ldmatrix, rather than an add, a XOR and an add a tile. */
    /* (a pipelined ring takes the form the target's ldsm attribute names;
     * a one-slot gemm outside a ring, flash attention's, always this one) */
    bool step = g->ldsm_step || r->stages == 1;
    bool ap = step && rows_periodic(A), bp = step && s->tile.transpose_b && rows_periodic(B);
    const tl_layout *al = g->areg[A->dst->id];
    if (g->qa[A->dst->id]) {
        /* A loaded once before the loop (hoist_a): k step k / 16's fragments */
        line(g, "#pragma unroll");
        line(g, "for (int32_t tl_i = 0; tl_i < %d; tl_i++)", l->tiles_m);
        line(g, "    #pragma unroll");
        line(g, "    for (int32_t tl_e = 0; tl_e < 4; tl_e++)");
        line(g, "        tl_a[%s][tl_i][tl_e] = tl_qa%d_%s[%s / %d][tl_i][tl_e];", buf, g->qa[A->dst->id], cname(g, A->dst->name), k,
             ks);
    } else if (al) {
        /* A from the registers its copy packed (areg_pack): the k step's
         * 16 columns are the copy's 8-column tiles 2 (k / 16) and the next
         * of m tile i, and a register pair (columns 2t, 2t + 1 of row g,
         * then of row g + 8) of a tile is exactly a0 a1 (first tile) and
         * a2 a3 (second) of the m16n8k16 A fragment */
        line(g, "#pragma unroll");
        line(g, "for (int32_t tl_i = 0; tl_i < %d; tl_i++) {", l->tiles_m);
        line(g, "    const int32_t tl_t = tl_i * %d + (%s / 16) * 2;", al->tiles_n, k);
        for (int e = 0; e < 4; e++)
            line(g, "    tl_a[%s][tl_i][%d] = tl_pa_%s[(tl_t + %d) * 2 + %d];", buf, e, cname(g, A->dst->name), e / 2, e % 2);
        line(g, "}");
    } else if (ap) {
        line(g, "{");
        g->e.ind++;
        line(g, "const uint32_t tl_ak = tl_as + (tl_ao[0] %s (uint32_t)(%s / %d) * 16u);", A->swz_mask ? "^" : "+", k, epc);
        line(g, "#pragma unroll");
        line(g, "for (int32_t tl_i = 0; tl_i < %d; tl_i++)", l->tiles_m);
        line(g, "    tl_ldsm_x4(tl_a[%s][tl_i], tl_ak + (uint32_t)tl_i * %du);", buf, 16 * A->row_chunks * 16);
        g->e.ind--;
        line(g, "}");
    } else {
        line(g, "#pragma unroll");
        line(g, "for (int32_t tl_i = 0; tl_i < %d; tl_i++)", l->tiles_m);
        line(g, "    tl_ldsm_x4(tl_a[%s][tl_i], tl_as + (tl_ao[tl_i] %s (uint32_t)(%s / %d) * 16u));", buf, A->swz_mask ? "^" : "+",
             k, epc);
    }
    if (bp)
        line(g, "const uint32_t tl_bk = tl_bs + (tl_bo[0] %s (uint32_t)(%s / %d) * 16u);", B->swz_mask ? "^" : "+", k, epc);
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_j = 0; tl_j < %d; tl_j += 2) {", l->tiles_n);
    g->e.ind++;
    line(g, "uint32_t tl_x[4];");
    if (bp)
        line(g, "tl_ldsm_x4(tl_x, tl_bk + (uint32_t)(tl_j / 2) * %du);", 16 * B->row_chunks * 16);
    else if (s->tile.transpose_b)
        line(g, "tl_ldsm_x4(tl_x, tl_bs + (tl_bo[tl_j / 2] %s (uint32_t)(%s / %d) * 16u));", B->swz_mask ? "^" : "+", k, epc);
    else
        line(g, "tl_ldsm_x4_trans(tl_x, tl_bs + tl_bo[tl_j / 2] + (uint32_t)%s * %du);", k, B->row_chunks * 16);
    line(g, "tl_b[%s][tl_j][0] = tl_x[0];", buf);
    line(g, "tl_b[%s][tl_j][1] = tl_x[1];", buf);
    line(g, "tl_b[%s][tl_j + 1][0] = tl_x[2];", buf);
    line(g, "tl_b[%s][tl_j + 1][1] = tl_x[3];", buf);
    g->e.ind--;
    line(g, "}");
    if (A->dst->dtype == TL_DT_F32) {
        /* ldmatrix moved the f32 bits; tf32 is the interpreter's rounding of them */
        line(g, "#pragma unroll");
        line(g, "for (int32_t tl_e = 0; tl_e < %d; tl_e++)", l->tiles_m * 4);
        line(g, "    tl_a[%s][tl_e / 4][tl_e %% 4] = tl_tf32(__uint_as_float(tl_a[%s][tl_e / 4][tl_e %% 4]));", buf, buf);
        line(g, "#pragma unroll");
        line(g, "for (int32_t tl_e = 0; tl_e < %d; tl_e++)", l->tiles_n * 2);
        line(g, "    tl_b[%s][tl_e / 2][tl_e %% 2] = tl_tf32(__uint_as_float(tl_b[%s][tl_e / 2][tl_e %% 2]));", buf, buf);
    }
}

/* What every k step of ring r's gemm uses: the warp's place in the block
 * tile, each lane's ldmatrix row addresses at k = 0, and the fragment
 * registers. */
static void ring_gemm_setup(cg *g, const tl_gpu_ring *r)
{
    const tl_stmt *s = r->gemm;
    const tl_gpu_ring_copy *A = tl_gpu_ring_copy_of(r, s->tile.args[0].buf), *B = tl_gpu_ring_copy_of(r, s->tile.args[1].buf);
    const tl_buffer *C = s->tile.args[2].buf;
    const tl_layout *l = C->layout;
    int epc = 16 / A->es;
    int64_t m = tl_cemit_dim(C, 0), n = tl_cemit_dim(C, 1);
    line(g, "const int32_t tl_l = tl_tid %% 32, tl_w = tl_tid / 32;");
    line(g, "const int32_t tl_m0 = (tl_w / %d) * %" PRId64 ", tl_n0 = (tl_w %% %d) * %" PRId64 ";", l->warps_n, m / l->warps_m,
         l->warps_n, n / l->warps_n);
    /* Each lane's ldmatrix row addresses at k = 0, once: a k step of 32
     * bytes moves a K-contiguous row's chunk by an even count c, and
     * (k/epc + h) ^ s = c ^ (h ^ s) for h in {0, 1}, so with the rows' chunks
     * swizzled the address at k is the one at 0 XOR c * 16 (c and the
     * chunk below the row's power-of-two count: the row's own bits stay),
     * padded or plain it is the one at 0 plus c * 16. A [K, N] B (.trans)
     * moves 16 rows a step, and the swizzle repeats every 8 rows: plus
     * k * row bytes. A few registers live across the loop rather than one
     * address per tile and k step. */
    bool bt = s->tile.transpose_b;
    if (a_in_regs(g, A)) {
        line(g, "uint32_t tl_bo[%d];", l->tiles_n / 2);
    } else {
        line(g, "uint32_t tl_ao[%d], tl_bo[%d];", l->tiles_m, l->tiles_n / 2);
        line(g, "#pragma unroll");
        line(g, "for (int32_t tl_i = 0; tl_i < %d; tl_i++) {", l->tiles_m);
        line(g, "    const int32_t tl_r = tl_m0 + tl_i * 16 + tl_l %% 16, tl_q = tl_l / 16;");
        indent(g);
        out(g, "    tl_ao[tl_i] = (uint32_t)(tl_r * %d + ", A->row_chunks);
        swz(g, A, "tl_r");
        out(g, ") * 16u;\n");
        line(g, "}");
    }
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_j = 0; tl_j < %d; tl_j += 2) {", l->tiles_n);
    if (bt)
        /* B^T rows n: matrices (tile j, bytes 0-15), (j, 16-31), (j + 1, 0-15), (j + 1, 16-31) */
        line(g, "    const int32_t tl_r = tl_n0 + tl_j * 8 + tl_l %% 8 + (tl_l / 16) * 8, tl_q = (tl_l / 8) %% 2;");
    else
        line(g, "    const int32_t tl_r = tl_l %% 16, tl_q = (tl_n0 + tl_j * 8) / %d + tl_l / 16;", epc);
    indent(g);
    out(g, "    tl_bo[tl_j / 2] = (uint32_t)(tl_r * %d + ", B->row_chunks);
    swz(g, B, "tl_r");
    out(g, ") * 16u;\n");
    line(g, "}");
    /* two halves of fragment registers: the fragments of the next k step
     * are loaded into one while the mma.sync of this step read the other */
    line(g, "uint32_t tl_a[2][%d][4], tl_b[2][%d][2];", l->tiles_m, l->tiles_n);
}

/* The mma.sync of one k step of ring r's gemm, on half tl_f of the fragments. */
static void ring_mmas(cg *g, const tl_gpu_ring *r)
{
    const tl_stmt *s = r->gemm;
    const tl_buffer *C = s->tile.args[2].buf;
    const tl_layout *l = C->layout;
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_i = 0; tl_i < %d; tl_i++)", l->tiles_m);
    line(g, "    #pragma unroll");
    line(g, "    for (int32_t tl_j = 0; tl_j < %d; tl_j++)", l->tiles_n);
    line(g, "        %s(&%s[(tl_i * %d + tl_j) * 4], tl_a[tl_f][tl_i], tl_b[tl_f][tl_j]);",
         mma_fn(s->tile.args[0].buf->dtype, s->tile.args[1].buf->dtype), cname(g, C->name), l->tiles_n);
}

/* The header comment of ring r's gemm. */
static void ring_gemm_head(cg *g, const tl_gpu_ring *r, const char *how)
{
    const tl_stmt *s = r->gemm;
    const tl_layout *l = s->tile.args[2].buf->layout;
    tl_dtype t = s->tile.args[0].buf->dtype;
    line(g, "{ /* gemm on tensor cores: ldmatrix from the ring's slots, mma.sync m16n8k%d %s, %dx%d warps, each %dx%d tiles of 16x8%s */",
         mma_k(t), tl_dtype_name(t), l->warps_m, l->warps_n, l->tiles_m, l->tiles_n, how);
}

/* The slot bases tl_as, tl_bs of ring r's gemm for slot `slot`. */
static void ring_bases(cg *g, const tl_gpu_ring *r, const char *decl, const char *slot)
{
    const tl_stmt *s = r->gemm;
    const tl_gpu_ring_copy *A = tl_gpu_ring_copy_of(r, s->tile.args[0].buf), *B = tl_gpu_ring_copy_of(r, s->tile.args[1].buf);
    if (a_in_regs(g, A)) {
        line(g, "%stl_bs = tl_sa_%s + (uint32_t)(%s) * %" PRId64 "u;", decl, cname(g, B->dst->name), slot, tl_gpu_ring_slot_bytes(B));
        return;
    }
    line(g, "%stl_as = tl_sa_%s + (uint32_t)(%s) * %" PRId64 "u, tl_bs = tl_sa_%s + (uint32_t)(%s) * %" PRId64 "u;", decl,
         cname(g, A->dst->name), slot, tl_gpu_ring_slot_bytes(A), cname(g, B->dst->name), slot, tl_gpu_ring_slot_bytes(B));
}

/* The gemm of ring r on slot `slot`, all in one iteration (S = 1, or an
 * odd count of k steps): each warp's operands by ldmatrix from
 * the swizzled (or padded) slots: x4 for A (four 8x16-byte matrices: rows
 * 0-7 and 8-15, bytes 0-15 and 16-31 of the k step); for B of 16-bit
 * elements stored [K, N] x4.trans (two 16x8 tiles at a time), for B of
 * 8-bit ints stored [N, K] x4 (rows n, as for A); then one mma.sync per
 * tile, into C's MMA layout as gemm_mma does. A k step is 32 bytes of a
 * row (16 f16/bf16, 32 i8/u8 or 8 f32), so the matrices ldmatrix moves are
 * the mma's operand registers for each dtype (f32 then rounded to tf32). */
static void ring_gemm(cg *g, const tl_gpu_ring *r, const char *slot)
{
    const tl_stmt *s = r->gemm;
    const tl_gpu_ring_copy *A = tl_gpu_ring_copy_of(r, s->tile.args[0].buf);
    const tl_layout *l = s->tile.args[2].buf->layout;
    int ks = mma_k(A->dst->dtype);
    int64_t kdim = A->cols;
    ring_gemm_head(g, r, "");
    g->e.ind++;
    ring_gemm_setup(g, r);
    ring_bases(g, r, "const uint32_t ", slot);
    ring_frags(g, r, l, "0", "0");
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_k = 0; tl_k < %" PRId64 "; tl_k += %d) {", kdim, ks);
    g->e.ind++;
    line(g, "const int32_t tl_f = (tl_k / %d) %% 2;", ks);
    if (kdim > ks) {
        line(g, "if (tl_k + %d < %" PRId64 ") {", ks, kdim);
        g->e.ind++;
        ring_frags(g, r, l, "tl_k + " , "1 - tl_f");
        g->e.ind--;
        line(g, "}");
    }
    ring_mmas(g, r);
    g->e.ind--;
    line(g, "}");
    g->e.ind--;
    line(g, "}");
}

/* The loads of iteration kv + S - 1 of ring r (when there is one) into
 * its slot, copies first..last-1 of the ring; then, when `commit`, the
 * commit of their group (empty past the end, so that the group count
 * stays exact). */
static void ring_next(cg *g, const tl_gpu_ring *r, const char *kv, const char *slot, int first, int last, bool commit)
{
    int S = r->stages;
    line(g, "{");
    g->e.ind++;
    line(g, "const int32_t tl_kn = %s + %d;", kv, S - 1);
    line(g, "if (tl_kn < tl_nk) {");
    g->e.ind++;
    line(g, "const int32_t %s = tl_kn;", kv);
    line(g, "const int32_t tl_slot = %s;", slot);
    for (int i = first; i < last; i++)
        ring_load(g, &r->copy[i], "tl_slot");
    g->e.ind--;
    line(g, "}");
    if (commit)
        line(g, "tl_cp_commit();");
    g->e.ind--;
    line(g, "}");
}

/* Whether e is affine in loop variable v with a constant coefficient:
 * e = e(0) + v * *coef, built of integer literals, variables, + - * by a
 * constant, negation and integer casts (no load, no call: e(0) is the same
 * value whenever it is computed). */
static bool affine_in(const tl_expr *e, const tl_var *v, int64_t *coef)
{
    int64_t a, b;
    switch (e->kind) {
    case TL_EXPR_INT: *coef = 0; return true;
    case TL_EXPR_VAR: *coef = e->var == v; return true;
    case TL_EXPR_CAST:
        if (e->cast.bits || !tl_dtype_is_int(e->dtype) || tl_dtype_bits(e->dtype) < 32)
            return false;
        return affine_in(e->cast.a, v, coef);
    case TL_EXPR_UNARY:
        if (e->un.op != TL_UN_NEG || !affine_in(e->un.a, v, &a))
            return false;
        *coef = -a;
        return true;
    case TL_EXPR_BINARY:
        if (!affine_in(e->bin.a, v, &a) || !affine_in(e->bin.b, v, &b))
            return false;
        switch (e->bin.op) {
        case TL_BIN_ADD: *coef = a + b; return true;
        case TL_BIN_SUB: *coef = a - b; return true;
        case TL_BIN_MUL: {
            int64_t c;
            if (!a && !b) {
                *coef = 0;
                return true;
            }
            if (a && b)
                return false;
            if (!tl_ir_is_const_int(a ? e->bin.b : e->bin.a, &c) || c < -(1 << 20) || c > (1 << 20))
                return false;
            *coef = (a ? a : b) * c;
            return true;
        }
        default: return false;
        }
    default: return false;
    }
}

/* The forms of a ring's loop (target attribute ring): interior blocks
 * untested and the others by chunk masks; every block by chunk masks; every
 * block's every copy tested (ring_cross). */
enum { RING_INTERIOR, RING_CHUNKS, RING_MASKED };
/* the copies of one loop of a ring (ring_next_interior) */
enum { LOOP_TESTED, LOOP_INTERIOR, LOOP_CHUNKS };

/* Whether ring r's loop (variable v) gets an interior form (ring_cross):
 * every copy's tile origin affine in v with coefficients >= 0 (so a block
 * whose first and last tiles lie inside has all of them inside), the
 * column step whole chunks, and each copy of the one-address form of
 * ring_load (a thread's chunks one chunk of rows apart). coef[c]: copy c's
 * row and column steps per iteration. */
static bool ring_interior(const cg *g, const tl_gpu_ring *r, const tl_var *v, int64_t coef[][2])
{
    if (g->ring_form == RING_MASKED)
        return false;
    for (int i = 0; i < r->ncopies; i++) {
        const tl_gpu_ring_copy *c = &r->copy[i];
        int epc = 16 / c->es;
        int64_t q = c->cols / epc, chunks = c->rows * q, rstep = g->threads / q;
        if (g->threads % q || chunks % g->threads || chunks / g->threads > 32 || (c->swz_mask && rstep % 8))
            return false;
        for (int d = 0; d < 2; d++) {
            coef[i][d] = 0;
            if (c->start[d] && (!affine_in(c->start[d], v, &coef[i][d]) || coef[i][d] < 0))
                return false;
        }
        if (coef[i][1] % epc)
            return false;
    }
    return true;
}

/* Copies i in [first, last) of the interior form into slot tl_ws, by the
 * pointers set up before the loop; with `masks`, each chunk by its bit of
 * tl_mk<i>: a chunk outside reads nothing and zero-fills (src-size 0 from
 * the tensor's first, valid address). */
static void ring_chunk_copies(cg *g, const tl_gpu_ring *r, int first, int last, bool masks)
{
    for (int i = first; i < last; i++) {
        const tl_gpu_ring_copy *c = &r->copy[i];
        int64_t q = c->cols / (16 / c->es), chunks = c->rows * q, rstep = g->threads / q;
        line(g, "{ /* %s <- %s */", cname(g, c->dst->name), cname(g, c->src->name));
        g->e.ind++;
        line(g, "const uint32_t tl_s = tl_sa_%s + (uint32_t)tl_ws * %" PRId64 "u + tl_so%d;", cname(g, c->dst->name),
             tl_gpu_ring_slot_bytes(c), i);
        line(g, "#pragma unroll");
        line(g, "for (int32_t tl_i = 0; tl_i < %" PRId64 "; tl_i++)", chunks / g->threads);
        if (masks)
            line(g, "    tl_cp_async16(tl_s + (uint32_t)tl_i * %" PRId64 "u, (tl_mk%d >> tl_i) & 1u ? tl_gp%d + (int64_t)tl_i * tl_gr%d : %s, "
                    "(tl_mk%d >> tl_i) & 1u ? 16u : 0u);",
                 rstep * c->row_chunks * 16, i, i, i, cname(g, c->src->name), i);
        else
            line(g, "    tl_cp_async16(tl_s + (uint32_t)tl_i * %" PRId64 "u, tl_gp%d + (int64_t)tl_i * tl_gr%d, 16u);",
                 rstep * c->row_chunks * 16, i, i);
        g->e.ind--;
        line(g, "}");
    }
}

/* The copies i in [first, last) of iteration kv + S - 1 (when there is
 * one) in a loop of form `form` other than LOOP_TESTED: each copy's thread
 * address in the slot (tl_so<i>) and global pointer (tl_gp<i>, carried: one
 * 64-bit add an iteration) were computed before the loop, so a chunk is the
 * pointer plus a multiple of the chunk-row stride tl_gr<i>. LOOP_INTERIOR:
 * without bounds tests. LOOP_CHUNKS: by the masks, and the tiles of
 * iterations tl_nkin on (a K tail, or misaligned rows: tl_nkin 0) by the
 * tested copies. Then, when `commit`, the commit of the group. (Both kinds
 * of copies in one loop, chosen by the block's interior test inside it,
 * compiled faster than the two loops but ran 1-2% slower on the H200.) */
static void ring_next_interior(cg *g, const tl_gpu_ring *r, const char *kv, int first, int last, bool commit, int form)
{
    int S = r->stages;
    line(g, "{");
    g->e.ind++;
    line(g, "const int32_t tl_kn = %s + %d;", kv, S - 1);
    line(g, "if (tl_kn < tl_nk) {");
    g->e.ind++;
    if (form == LOOP_INTERIOR) {
        ring_chunk_copies(g, r, first, last, false);
    } else {
        line(g, "if (__builtin_expect(tl_kn < tl_nkin, 1)) {");
        g->e.ind++;
        ring_chunk_copies(g, r, first, last, true);
        g->e.ind--;
        line(g, "} else {");
        g->e.ind++;
        line(g, "const int32_t %s = tl_kn;", kv);
        for (int i = first; i < last; i++)
            ring_load(g, &r->copy[i], "tl_ws");
        g->e.ind--;
        line(g, "}");
    }
    g->e.ind--;
    line(g, "}");
    for (int i = first; i < last; i++)
        line(g, "tl_gp%d += tl_gi%d;", i, i);
    if (commit)
        line(g, "tl_cp_commit();");
    g->e.ind--;
    line(g, "}");
}

/* Before the interior form: each copy's origin at v = 0 (tl_or<i>,
 * tl_oc<i>) and, when `test`, whether every iteration's tile lies inside the
 * tensor with aligned rows (tl_in, uniform over the block): the first and
 * the last tile inside, the steps >= 0. */
static void ring_interior_test(cg *g, const tl_gpu_ring *r, const char *kv, int64_t coef[][2], bool test)
{
    if (test)
        line(g, "bool tl_in = tl_nk > 0;");
    for (int i = 0; i < r->ncopies; i++) {
        const tl_gpu_ring_copy *c = &r->copy[i];
        int epc = 16 / c->es;
        line(g, "int64_t tl_or%d, tl_oc%d;", i, i);
        line(g, "{");
        g->e.ind++;
        line(g, "const int32_t %s = 0;", kv);
        line(g, "(void)%s;", kv);
        for (int d = 0; d < 2; d++) {
            indent(g);
            out(g, "tl_o%c%d = ", d ? 'c' : 'r', i);
            if (c->start[d]) {
                out(g, "(int64_t)(");
                expr_top(g, c->start[d]);
                out(g, ");\n");
            } else {
                out(g, "0;\n");
            }
        }
        indent(g);
        out(g, "const int64_t tl_d0 = ");
        expr_top(g, c->src->dims[0]);
        out(g, ", tl_d1 = ");
        expr_top(g, c->src->dims[1]);
        out(g, ", tl_lk = (int64_t)tl_nk - 1;\n");
        if (!test) {
            line(g, "(void)tl_d0, (void)tl_d1, (void)tl_lk;");
            g->e.ind--;
            line(g, "}");
            continue;
        }
        line(g, "tl_in = tl_in && tl_or%d >= 0 && tl_or%d + %" PRId64 " * tl_lk + %" PRId64 " <= tl_d0 && tl_oc%d >= 0 && tl_oc%d + %" PRId64
                " * tl_lk + %" PRId64 " <= tl_d1 && ((tl_d1 | tl_oc%d) & %d) == 0 && ((uint64_t)%s & 15u) == 0;",
             i, i, coef[i][0], c->rows, i, i, coef[i][1], c->cols, i, epc - 1, cname(g, c->src->name));
        g->e.ind--;
        line(g, "}");
    }
}

/* In the interior form, before its loop: copy i's thread address in a slot,
 * its global pointer at iteration S - 1 (the first the loop loads), the
 * pointer's step per iteration and per chunk. */
static void ring_interior_setup(cg *g, const tl_gpu_ring *r, int64_t coef[][2])
{
    int S = r->stages;
    for (int i = 0; i < r->ncopies; i++) {
        const tl_gpu_ring_copy *c = &r->copy[i];
        const char *et = tl_dtype_c_type(c->dst->dtype);
        int epc = 16 / c->es;
        int64_t q = c->cols / epc, rstep = g->threads / q;
        line(g, "const %s *tl_gp%d;", et, i);
        line(g, "uint32_t tl_so%d;", i);
        line(g, "int64_t tl_gi%d, tl_gr%d;", i, i);
        line(g, "{");
        g->e.ind++;
        indent(g);
        out(g, "const int64_t tl_d1 = ");
        expr_top(g, c->src->dims[1]);
        out(g, ";\n");
        line(g, "const int32_t tl_r = tl_tid / %" PRId64 ", tl_q = tl_tid %% %" PRId64 ";", q, q);
        indent(g);
        out(g, "tl_so%d = (uint32_t)(tl_r * %d + ", i, c->row_chunks);
        swz(g, c, "tl_r");
        out(g, ") * 16u;\n");
        line(g, "tl_gi%d = %" PRId64 " * tl_d1 + %" PRId64 ";", i, coef[i][0], coef[i][1]);
        line(g, "tl_gr%d = %" PRId64 " * tl_d1;", i, rstep);
        line(g, "tl_gp%d = %s + ((tl_or%d + tl_r) * tl_d1 + tl_oc%d + tl_q * %d) + %d * tl_gi%d;", i, cname(g, c->src->name), i, i,
             epc, S - 1, i);
        g->e.ind--;
        line(g, "}");
    }
}

/* Before the chunk-mask form (after ring_interior_setup): each copy's
 * mask tl_mk<i>, bit j set when the thread's chunk j lies inside the
 * tensor in the dims its tile does not move along (the block's rows of A,
 * its columns of B: the same every iteration), and tl_nkin, the count of
 * leading iterations whose tiles lie inside along the dims they move
 * along, every row 16-byte aligned (0 if not): their chunks are copied
 * by the masks, the outside ones zero-filled; a K tail and misaligned
 * rows by the tested copies. */
static void ring_chunks_setup(cg *g, const tl_gpu_ring *r, int64_t coef[][2])
{
    line(g, "int32_t tl_nkin = tl_nk;");
    for (int i = 0; i < r->ncopies; i++) {
        const tl_gpu_ring_copy *c = &r->copy[i];
        int epc = 16 / c->es;
        int64_t q = c->cols / epc, chunks = c->rows * q, rstep = g->threads / q;
        line(g, "uint32_t tl_mk%d = 0;", i);
        line(g, "{");
        g->e.ind++;
        indent(g);
        out(g, "const int64_t tl_d0 = ");
        expr_top(g, c->src->dims[0]);
        out(g, ", tl_d1 = ");
        expr_top(g, c->src->dims[1]);
        out(g, ";\n");
        line(g, "const int32_t tl_r = tl_tid / %" PRId64 ", tl_q = tl_tid %% %" PRId64 ";", q, q);
        line(g, "#pragma unroll");
        line(g, "for (int32_t tl_i = 0; tl_i < %" PRId64 "; tl_i++) {", chunks / g->threads);
        line(g, "    const int64_t tl_gr = tl_or%d + tl_r + (int64_t)tl_i * %" PRId64 ", tl_gc = tl_oc%d + tl_q * %d;", i, rstep, i, epc);
        line(g, "    (void)tl_gr, (void)tl_gc;");
        char rows_in[64], cols_in[64];
        snprintf(rows_in, sizeof rows_in, "%s", coef[i][0] ? "true" : "tl_gr >= 0 && tl_gr < tl_d0");
        snprintf(cols_in, sizeof cols_in, coef[i][1] ? "true" : "tl_gc >= 0 && tl_gc + %d <= tl_d1", epc);
        line(g, "    if (%s && %s)", rows_in, cols_in);
        line(g, "        tl_mk%d |= 1u << tl_i;", i);
        line(g, "}");
        line(g, "if (((tl_d1 | tl_oc%d) & %d) != 0 || ((uint64_t)%s & 15u) != 0)", i, epc - 1, cname(g, c->src->name));
        line(g, "    tl_nkin = 0;");
        for (int d = 0; d < 2; d++) {
            if (!coef[i][d])
                continue;
            int64_t T = d ? c->cols : c->rows;
            char o = d ? 'c' : 'r';
            line(g, "if (tl_o%c%d < 0 || tl_o%c%d + %" PRId64 " > tl_d%d)", o, i, o, i, T, d);
            line(g, "    tl_nkin = 0;");
            line(g, "else");
            line(g, "    tl_nkin = min(tl_nkin, (int32_t)((tl_d%d - %" PRId64 " - tl_o%c%d) / %" PRId64 " + 1));", d, T, o, i,
                 coef[i][d]);
        }
        g->e.ind--;
        line(g, "}");
    }
}

/* The main loop of ring r (S >= 2, an even count of k steps per
 * iteration) with its fragments crossing the iteration boundary, as
 * CUTLASS's multistage mainloop does: the wait for the next slot and the
 * barrier come before the LAST k step of an iteration, and the fragments of
 * the next slot's first k step are loaded right after that barrier, while
 * the last step's mma.sync run; so no iteration starts with an exposed
 * ldmatrix latency. With B_k the barrier in the last k step of iteration k:
 *
 *   prologue: loads of 0..S-2 (a group each); wait S-2; barrier; frags(0, 0)
 *   iteration k: k steps 0..KS-2: copy i of k+S-1 into slot (k+S-1) % S =
 *                  (k-1) % S in step min(i, KS-2), the commit with the last
 *                  (spread among the mma.sync); frags(k, step+1) into the
 *                  other half; mma
 *                last step: wait S-2 (k+1 landed: k+S groups committed, at
 *                  most S-2 younger ones pending); B_k; frags(k+1, 0) into
 *                  half 0 (KS even); mma
 *
 * A slot is overwritten only after every warp passed the barrier that
 * follows its last read: slot k % S is read by frags(k, 0) (after B_{k-1})
 * and frags(k, 1..KS-1) (issued in k steps 0..KS-2, before B_k); it is next
 * written by the loads of k+S, issued in iteration k+1, after B_k. The slot
 * frags(k+1, 0) reads landed (this thread's wait) and is visible (B_k). In
 * the last iteration frags(nk, 0) reads a slot whose contents no mma uses.
 * The slot the loop reads is carried (tl_cs) rather than recomputed. */
/* The k loop of ring_cross (its state set up before it): the copies of
 * iteration kv + S - 1 by ring_next, or by ring_next_interior when
 * `interior` (the block's tiles all inside: no bounds tests). */
static void ring_cross_loop(cg *g, const tl_gpu_ring *r, const char *kv, int64_t kdim, int ks, int form)
{
    int S = r->stages;
    const tl_layout *l = r->gemm->tile.args[2].buf->layout;
    line(g, "for (int32_t %s = 0; %s < tl_nk; %s++) {", kv, kv, kv);
    g->e.ind++;
    /* the slot of k + S - 1 is (k - 1) % S: the one before tl_cs, carried
     * (tl_ws) rather than recomputed for every copy */
    const char *slot = "tl_ws";
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_k = 0; tl_k < %" PRId64 "; tl_k += %d) {", kdim, ks);
    g->e.ind++;
    line(g, "const int32_t tl_f = (tl_k / %d) %% 2;", ks);
    /* copy i of the next stage goes in k step min(i, KS - 2), among the
     * mma.sync of the steps before the last (whose wait needs the commit
     * done): the cp.async issue is spread rather than all at the top */
    int64_t nsteps = kdim / ks;
    for (int64_t st = 0; st + 1 < nsteps; st++) {
        int first = (int)st, last = st + 2 == nsteps ? r->ncopies : (int)st + 1;
        if (first >= r->ncopies)
            break;
        line(g, "if (tl_k == %" PRId64 ")", st * ks);
        g->e.ind++;
        if (form != LOOP_TESTED)
            ring_next_interior(g, r, kv, first, last, last == r->ncopies, form);
        else
            ring_next(g, r, kv, slot, first, last, last == r->ncopies);
        g->e.ind--;
    }
    line(g, "if (tl_k + %d < %" PRId64 ") {", ks, kdim);
    g->e.ind++;
    ring_frags(g, r, l, "tl_k + ", "1 - tl_f");
    g->e.ind--;
    line(g, "} else {");
    g->e.ind++;
    line(g, "tl_cp_wait<%d>();", S - 2);
    line(g, "__syncthreads();");
    line(g, "tl_ws = tl_cs;");
    line(g, "tl_cs = tl_cs == %d ? 0 : tl_cs + 1;", S - 1);
    ring_bases(g, r, "", "tl_cs");
    ring_frags(g, r, l, "0", "1 - tl_f");
    g->e.ind--;
    line(g, "}");
    ring_mmas(g, r);
    g->e.ind--;
    line(g, "}");
    g->e.ind--;
    line(g, "}");
}

/* The ring's loop, crossing (above). Where ring_interior allows, two forms
 * of it, chosen once per block (ring=interior): interior blocks (every
 * iteration's tiles inside their tensors, rows aligned; a uniform test
 * before the loop) copy without bounds tests through pointers carried
 * across iterations (one 64-bit add an iteration, not a 64-bit multiply-add
 * per copy); the blocks at an edge copy through the same pointers, each
 * chunk outside the block's rows of A or columns of B zero-filled by its
 * thread's mask (ring_chunks_setup), and only a K tail's tiles, or every
 * tile of misaligned rows, by the tested copies. Before the masks, an
 * edge block tested every copy and called the out-of-line edge copy every
 * iteration: on the H200 a 4000 x 4000 x 4096 gemm ran at 301 TFLOP/s
 * against 443 at 4096^3, now 405. ring=chunks runs every block through the
 * masks, ring=masked every block through the tested copies. */
static void ring_cross(cg *g, const tl_gpu_ring *r, const tl_var *v, const char *kv, int64_t kdim, int ks)
{
    int S = r->stages;
    const tl_layout *l = r->gemm->tile.args[2].buf->layout;
    int64_t coef[TL_GPU_RING_MAX][2];
    bool inner = ring_interior(g, r, v, coef), both = inner && g->ring_form == RING_INTERIOR;
    ring_gemm_head(g, r,
                   both    ? "; fragments cross the iteration boundary; an interior form"
                   : inner ? "; fragments cross the iteration boundary; chunk masks"
                           : "; fragments cross the iteration boundary");
    g->e.ind++;
    ring_gemm_setup(g, r);
    line(g, "int32_t tl_cs = 0, tl_ws = %d; /* the slot this iteration reads, the one it writes (the last one read) */", S - 1);
    ring_bases(g, r, "uint32_t ", "0");
    if (inner)
        ring_interior_test(g, r, kv, coef, both);
    line(g, "tl_cp_wait<%d>();", S - 2);
    line(g, "__syncthreads();");
    ring_frags(g, r, l, "0", "0");
    if (both) {
        line(g, "if (__builtin_expect(tl_in, 1)) { /* interior: every tile inside, copies untested */");
        g->e.ind++;
        ring_interior_setup(g, r, coef);
        ring_cross_loop(g, r, kv, kdim, ks, LOOP_INTERIOR);
        g->e.ind--;
        line(g, "} else { /* a tile at an edge: chunks outside zero-filled by masks, a K tail tested */");
        g->e.ind++;
    }
    if (inner) {
        ring_interior_setup(g, r, coef);
        ring_chunks_setup(g, r, coef);
        ring_cross_loop(g, r, kv, kdim, ks, LOOP_CHUNKS);
    } else {
        ring_cross_loop(g, r, kv, kdim, ks, LOOP_TESTED);
    }
    if (both) {
        g->e.ind--;
        line(g, "}");
    }
    g->e.ind--;
    line(g, "}");
}

/* A tensor-core gemm outside a ring whose 16-bit operands are whole shared
 * buffers, their rows whole 16-byte chunks stored as is or swizzled
 * (layout(swizzle), the ring's rule), A [M, K] and B [K, N] or stored
 * [N, K] (transpose_b), accumulating into registers, with an even count of
 * 8-column tiles a warp: its operands can be loaded as a ring's are, by
 * ldmatrix (x4 for A and B^T rows, x4.trans for B rows), instead of two
 * 16-bit loads and a pack per register. Filled in *c for ring_gemm as a
 * one-slot ring. Called before place_smem too (only find_rings' marks). */
static bool ldsm_gemm_of(const cg *g, const tl_stmt *s, tl_gpu_ring *r)
{
    if (!tl_gpu_gemm_on_mma(s) || s->tile.transpose_a)
        return false;
    const tl_buffer *C = s->tile.args[2].buf;
    const tl_layout *l = C->layout;
    if (!tl_gpu_in_registers(C) || l->tiles_n % 2 || l->warps_m * l->warps_n * 32 != g->threads)
        return false;
    memset(r, 0, sizeof *r);
    r->stages = 1;
    r->ncopies = 2;
    r->gemm = s;
    for (int a = 0; a < 2; a++) {
        const tl_buffer *b = s->tile.args[a].buf;
        int64_t rows, cols;
        if (a == 0 && g->areg[b->id]) {
            /* A in registers (find_areg): no shared memory to read */
            if (s->tile.args[a].starts || !tl_ir_is_const_int(b->dims[0], &rows) || !tl_ir_is_const_int(b->dims[1], &cols))
                return false;
            tl_gpu_ring_copy *c = &r->copy[a];
            c->dst = b;
            c->rows = rows;
            c->cols = cols;
            c->es = 2;
            c->row_chunks = (int)(cols * 2 / 16);
            c->swz_div = 1;
            c->swz_mask = 0;
            continue;
        }
        /* (shared buffers are placed at 16-byte aligned offsets: place_smem) */
        if (b->scope != TL_SCOPE_SHARED || b->ndim != 2 || s->tile.args[a].starts || g->ring[b->id] ||
            tl_dtype_bits(b->dtype) != 16 || !tl_dtype_is_float(b->dtype) ||
            !tl_ir_is_const_int(b->dims[0], &rows) || !tl_ir_is_const_int(b->dims[1], &cols) || (cols * 2) % 16)
            return false;
        smem_layout sl = smem_layout_of(g, b);
        if (sl.pad)
            return false;
        tl_gpu_ring_copy *c = &r->copy[a];
        c->dst = b;
        c->rows = rows;
        c->cols = cols;
        c->es = 2;
        c->row_chunks = (int)(cols * 2 / 16);
        c->swz_div = sl.mask ? sl.div : 1;
        c->swz_mask = sl.mask;
    }
    return r->copy[0].dst->dtype == r->copy[1].dst->dtype && r->copy[0].dst != r->copy[1].dst;
}

static bool ldsm_gemm(cg *g, const tl_stmt *s)
{
    tl_gpu_ring r;
    if (!ldsm_gemm_of(g, s, &r))
        return false;
    const char *an = cname(g, r.copy[0].dst->name), *bn = cname(g, r.copy[1].dst->name);
    if (a_in_regs(g, &r.copy[0])) {
        line(g, "{ /* %s from the registers %s (layout(regs)), %s by ldmatrix (the shared buffer as it is stored) */",
             r.copy[0].dst->name, g->qa[r.copy[0].dst->id] ? "loaded before the loop" : "its copy packed", r.copy[1].dst->name);
        g->e.ind++;
        line(g, "const uint32_t tl_sa_%s = tl_smem_addr(%s);", bn, bn);
    } else {
        line(g, "{ /* %s and %s by ldmatrix, as a one-slot ring's (the shared buffers as they are stored) */", r.copy[0].dst->name,
             r.copy[1].dst->name);
        g->e.ind++;
        line(g, "const uint32_t tl_sa_%s = tl_smem_addr(%s), tl_sa_%s = tl_smem_addr(%s);", an, an, bn, bn);
    }
    ring_gemm(g, &r, "0");
    g->e.ind--;
    line(g, "}");
    return true;
}

static bool has_ldsm_gemm(const cg *g, const tl_block *b)
{
    tl_gpu_ring r;
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if ((s->kind == TL_STMT_TILE && s->tile.op == TL_TILE_GEMM && ldsm_gemm_of(g, s, &r)) ||
            (s->kind == TL_STMT_FOR && has_ldsm_gemm(g, &s->loop.body)) ||
            (s->kind == TL_STMT_WHILE && has_ldsm_gemm(g, &s->whiles.body)) ||
            (s->kind == TL_STMT_IF && (has_ldsm_gemm(g, &s->ifs.then_body) || has_ldsm_gemm(g, &s->ifs.else_body))))
            return true;
    }
    return false;
}

/* Whether ring r's gemm runs as warpgroup MMAs (wgmma m64nNk16, m64nNk32
 * for fp8: the target's mma=wgmma, on sm_90a), and if so B's slots in
 * panels where B is N-major: an f16/bf16 or fp8 gemm into f32 whose
 * accumulator layout_inference gave whole 16-row tiles a warp (gpu.c,
 * choose_mma: the accumulator layout of both shapes), on warpgroups of 4
 * warps, N up to 256; A [M, K] stored K-major in rows of 32, 64 or 128
 * bytes, swizzled as the 32-, 64- or 128-byte swizzle modes of wgmma lay
 * them out (copy_loop's swizzle is exactly those modes); B stored [N, K]
 * (transpose_b) K-major as A is; a 16-bit B [K, N] N-major in rows of
 * whole 128-byte panels: stored as column panels of 64 elements, each
 * [K][64] in the 128-byte swizzle. wgmma reads 8-bit operands K-major only
 * (PTX transposes 16-bit ones alone): an fp8 B [K, N] never comes here
 * (choose_mma gave it no warpgroup layout). */
static void ring_warpgroup(const cg *g, tl_gpu_ring *r)
{
    const tl_stmt *s = r->gemm;
    const tl_layout *l = s->tile.args[2].buf->layout;
    tl_gpu_ring_copy *A = NULL, *B = NULL;
    for (int i = 0; i < r->ncopies; i++) {
        if (r->copy[i].dst == s->tile.args[0].buf)
            A = &r->copy[i];
        if (r->copy[i].dst == s->tile.args[1].buf)
            B = &r->copy[i];
    }
    tl_dtype t = s->tile.args[0].buf->dtype, tb = s->tile.args[1].buf->dtype;
    bool kb = s->tile.transpose_b, f16 = (t == TL_DT_F16 || t == TL_DT_BF16) && tb == t, f8 = is_fp8(t) && is_fp8(tb);
    if (!g->wgmma || !A || !B || r->stages < 2 || !(f16 || (f8 && kb)) || s->tile.args[2].buf->dtype != TL_DT_F32 ||
        l->warps_n != 1 || l->tiles_m != 1 || l->warps_m * 32 != g->threads || g->threads % 128 || l->tiles_n * 8 > 256)
        return;
    int64_t ra = A->cols * A->es, rb = B->cols * B->es;
    if (A->row_chunks * 16 != ra || (ra != 32 && ra != 64 && ra != 128) || !A->swz_mask || A->rows % 64)
        return;
    if (kb) {
        /* K-major as A: its N rows of the same bytes, the same swizzle */
        if (B->row_chunks * 16 != rb || rb != ra || !B->swz_mask || B->rows % 8)
            return;
    } else {
        if (rb % 128 || B->row_chunks * 16 != rb || B->swz_mask != 7 || B->swz_div != 1 || B->rows % 16)
            return;
        B->panel = 8;
    }
    r->warpgroup = true;
}

/* tl_gpu_ring_of, and the backend's choice of warpgroup MMAs (above). */
static bool ring_of(const cg *g, const tl_stmt *s, tl_gpu_ring *r)
{
    if (!tl_gpu_ring_of(g->e.k, s, r))
        return false;
    ring_warpgroup(g, r);
    return true;
}

/* The kind of ring r's warpgroup MMA (an index of cg.wg_fns) and the
 * suffix of its function's name: f16 or bf16 with B N-major, the same with
 * B K-major (_kb), or the two fp8 types of A and B. */
static int wg_kind_of(const tl_stmt *s, bool ra, char *name, size_t cap)
{
    tl_dtype t = s->tile.args[0].buf->dtype, tb = s->tile.args[1].buf->dtype;
    if (is_fp8(t)) {
        snprintf(name, cap, "%s_%s", f8_ptx(t), f8_ptx(tb));
        return 4 + 2 * (t == TL_DT_F8E5M2) + (tb == TL_DT_F8E5M2);
    }
    int bf = t == TL_DT_BF16, kb = s->tile.transpose_b;
    snprintf(name, cap, "%s%s%s", bf ? "bf16" : "f16", kb ? "_kb" : "", ra ? "_ra" : "");
    return bf + 2 * kb + (ra ? 8 : 0);
}

static int wg_kind(const tl_gpu_ring *r, char *name, size_t cap) { return wg_kind_of(r->gemm, false, name, cap); }

/* The warpgroup MMA function of ring r's gemm (tl_wgmma_n<N>_<kind>),
 * written before the kernel when it is not yet: D += A B, A and B through
 * their descriptors, N / 2 f32 accumulators a thread. m64nNk16 for f16 and
 * bf16, B N-major (imm-trans-b 1) or K-major (0); m64nNk32 for fp8, both
 * operands K-major (the form has no transpose operands). */
static void wgmma_fn_of(cg *g, const tl_stmt *s, bool ra)
{
    char kind[24];
    int n = s->tile.args[2].buf->layout->tiles_n * 8, w = wg_kind_of(s, ra, kind, sizeof kind);
    tl_dtype t = s->tile.args[0].buf->dtype, tb = s->tile.args[1].buf->dtype;
    if (!g->wg_helpers) {
        tl_strbuf_puts(g->e.o, wgmma_prelude);
        g->wg_helpers = true;
    }
    if (g->wg_fns[w] >> (n / 8 - 1) & 1)
        return;
    g->wg_fns[w] |= 1ull << (n / 8 - 1);
    bool f8 = is_fp8(t);
    const char *ta = f8 ? f8_ptx(t) : t == TL_DT_BF16 ? "bf16" : "f16", *tbn = f8 ? f8_ptx(tb) : ta;
    int nr = n / 2;
    if (ra) {
        /* A from registers: the m16n8k16 A fragments of each warp's 16 rows
         * (a0 a1 rows g, g + 8 at k 2t; a2 a3 at k 2t + 8), 4 registers */
        out(g, "TL_DEV void tl_wgmma_n%d_%s(float *d, const uint32_t *a, uint64_t db)\n{\n", n, kind);
        out(g, "    asm volatile(\"{ .reg .pred p; setp.ne.b32 p, %%%d, 0; wgmma.mma_async.sync.aligned.m64n%dk16.f32.%s.%s {", nr + 5, n,
            ta, tbn);
        for (int i = 0; i < nr; i++)
            out(g, "%s%%%d", i ? ", " : "", i);
        out(g, "}, {%%%d, %%%d, %%%d, %%%d}, %%%d, p, 1, 1, %d; }\"\n                 : ", nr, nr + 1, nr + 2, nr + 3, nr + 4,
            s->tile.transpose_b ? 0 : 1);
        for (int i = 0; i < nr; i++)
            out(g, "%s\"+f\"(d[%d])", i ? (i % 8 ? ", " : ",\n                   ") : "", i);
        out(g, "\n                 : \"r\"(a[0]), \"r\"(a[1]), \"r\"(a[2]), \"r\"(a[3]), \"l\"(db), \"n\"(1)\n                 : \"memory\");\n}\n");
        return;
    }
    /* SD is scale-d: 1 (D += A B: the accumulator starts cleared) or 0
     * (D = A B: a first MMA that stands for the accumulator's clear, wg_zero) */
    out(g, "template <int SD = 1> TL_DEV void tl_wgmma_n%d_%s(float *d, uint64_t da, uint64_t db)\n{\n", n, kind);
    /* A and B not negated, A K-major, B N-major (transposed) or K-major */
    out(g, "    asm volatile(\"{ .reg .pred p; setp.ne.b32 p, %%%d, 0; wgmma.mma_async.sync.aligned.m64n%dk%d.f32.%s.%s {", nr + 2,
        n, f8 ? 32 : 16, ta, tbn);
    for (int i = 0; i < nr; i++)
        out(g, "%s%%%d", i ? ", " : "", i);
    if (f8)
        out(g, "}, %%%d, %%%d, p, 1, 1; }\"\n                 : ", nr, nr + 1);
    else
        out(g, "}, %%%d, %%%d, p, 1, 1, 0, %d; }\"\n                 : ", nr, nr + 1, s->tile.transpose_b ? 0 : 1);
    for (int i = 0; i < nr; i++)
        out(g, "%s\"+f\"(d[%d])", i ? (i % 8 ? ", " : ",\n                   ") : "", i);
    out(g, "\n                 : \"l\"(da), \"l\"(db), \"n\"(SD)\n                 : \"memory\");\n}\n");
}

static void wgmma_fn(cg *g, const tl_gpu_ring *r) { wgmma_fn_of(g, r->gemm, false); }

/* ---- gemms outside rings on warpgroup MMAs (flash attention's) -------------- */

/* Whether shared buffer b can be a warpgroup MMA operand outside a ring:
 * a whole [rows, cols] buffer of layout(swizzle) whose rows are one
 * 128-byte row of the 128-byte swizzle (64 16-bit elements: the swizzle
 * copy_loop and layout(swizzle) write is that mode's), or longer rows of
 * whole 128-byte panels stored as column panels of 64 elements
 * (wg_panel; `deciding`: find_wg_gemms asks before it marks them). */
static bool wg_operand_ok(const cg *g, const tl_buffer *b, int64_t rows, int64_t cols, bool deciding)
{
    int64_t r, c;
    if (b->scope != TL_SCOPE_SHARED || b->ndim != 2 || b->view_of || (g->ring[b->id] && !g->kv[b->id]) || g->areg[b->id] ||
        b->layout_hint != TL_LAYOUT_HINT_SWIZZLE || tl_dtype_bits(b->dtype) != 16 || !tl_ir_is_const_int(b->dims[0], &r) ||
        !tl_ir_is_const_int(b->dims[1], &c) || r != rows || c != cols || c % 64 || r % 8)
        return false;
    return c == 64 || deciding || g->wg_panel[b->id];
}

/* Whether gemm s, outside a ring, runs as warpgroup MMAs (wg_gemm): on a
 * target with them (mma=wgmma, sm_90a), f16 or bf16 into an f32
 * accumulator in registers whose layout gives every warp one 16-row tile
 * of whole rows on warpgroups of 4 warps (layout(rows): the m64nNk16
 * accumulator's layout), N a multiple of 8 up to 256; A [M, K] either in
 * registers, the A fragments of the accumulator copied into it (find_areg:
 * wgmma's register A operand), or a shared buffer read K-major; B [N, K]
 * (transpose_b: K-major) or [K, N] (N-major, N in whole 64-column panels).
 * Every other gemm keeps mma.sync (ldsm_gemm, gemm_mma): a target without
 * warpgroup MMAs, another accumulator layout (the MMA search's), operands
 * of other shapes, dtypes or layouts (a padded or unswizzled buffer is
 * not what a wgmma descriptor reads). */
static bool wg_gemm_of(const cg *g, const tl_stmt *s, bool deciding)
{
    if (!g->wgmma || !tl_gpu_gemm_on_mma(s) || s->tile.transpose_a || s->tile.args[0].starts || s->tile.args[1].starts ||
        s->tile.args[2].starts)
        return false;
    const tl_buffer *A = s->tile.args[0].buf, *B = s->tile.args[1].buf, *C = s->tile.args[2].buf;
    const tl_layout *l = C->layout;
    tl_dtype t = A->dtype;
    int64_t m, n, k;
    if ((t != TL_DT_F16 && t != TL_DT_BF16) || B->dtype != t || C->dtype != TL_DT_F32 || !tl_gpu_in_registers(C) || !l ||
        l->warps_n != 1 || l->tiles_m != 1 || l->warps_m * 32 != g->threads || g->threads % 128 || l->tiles_n * 8 > 256 ||
        !tl_ir_is_const_int(C->dims[0], &m) || !tl_ir_is_const_int(C->dims[1], &n) || A->ndim != 2 ||
        !tl_ir_is_const_int(A->dims[1], &k) || k % 16 || n != l->tiles_n * 8)
        return false;
    const tl_layout *al = g->areg[A->id];
    if (al) {
        /* P: the pairs of an accumulator of the same rows, packed */
        if (al->warps_m != l->warps_m || al->warps_n != 1 || al->tiles_m != 1 || al->tiles_n * 8 != k)
            return false;
    } else if (!wg_operand_ok(g, A, m, k, deciding)) {
        return false;
    }
    if (s->tile.transpose_b)
        return wg_operand_ok(g, B, n, k, deciding);
    return n % 64 == 0 && wg_operand_ok(g, B, k, n, deciding);
}

static void wg_gemms_mark(cg *g, const tl_block *b, bool *any)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_FOR)
            wg_gemms_mark(g, &s->loop.body, any);
        else if (s->kind == TL_STMT_WHILE)
            wg_gemms_mark(g, &s->whiles.body, any);
        else if (s->kind == TL_STMT_IF) {
            wg_gemms_mark(g, &s->ifs.then_body, any);
            wg_gemms_mark(g, &s->ifs.else_body, any);
        } else if (s->kind == TL_STMT_TILE && s->tile.op == TL_TILE_GEMM && wg_gemm_of(g, s, true)) {
            for (int a = 0; a < 2; a++) {
                const tl_buffer *x = s->tile.args[a].buf;
                if (g->areg[x->id])
                    continue;
                g->ring_wg[x->id] = true; /* 1024-byte aligned: the swizzle is of the address bits */
                if (tl_cemit_dim(x, 1) > 64)
                    g->wg_panel[x->id] = true;
            }
            *any = true;
        }
    }
}

/* Takes the panels back from buffers that a gemm not on warpgroup MMAs
 * reads (its ldmatrix reads rows as layout(swizzle) stores them); true
 * when one changed. */
static bool wg_gemms_unmark(cg *g, const tl_block *b)
{
    bool changed = false;
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_FOR)
            changed |= wg_gemms_unmark(g, &s->loop.body);
        else if (s->kind == TL_STMT_WHILE)
            changed |= wg_gemms_unmark(g, &s->whiles.body);
        else if (s->kind == TL_STMT_IF) {
            changed |= wg_gemms_unmark(g, &s->ifs.then_body);
            changed |= wg_gemms_unmark(g, &s->ifs.else_body);
        } else if (s->kind == TL_STMT_TILE && s->tile.op == TL_TILE_GEMM && !wg_gemm_of(g, s, false)) {
            for (int a = 0; a < 2; a++)
                if (g->wg_panel[s->tile.args[a].buf->id]) {
                    g->wg_panel[s->tile.args[a].buf->id] = false;
                    changed = true;
                }
        }
    }
    return changed;
}

/* The gemms outside rings that run as warpgroup MMAs (wg_gemm_of): their
 * shared operands placed on 1024-byte boundaries, those of rows longer
 * than 128 bytes stored as column panels, and the wgmma functions they
 * call written before the kernel. */
static void wg_gemms_fns(cg *g, const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_FOR)
            wg_gemms_fns(g, &s->loop.body);
        else if (s->kind == TL_STMT_WHILE)
            wg_gemms_fns(g, &s->whiles.body);
        else if (s->kind == TL_STMT_IF) {
            wg_gemms_fns(g, &s->ifs.then_body);
            wg_gemms_fns(g, &s->ifs.else_body);
        } else if (s->kind == TL_STMT_TILE && s->tile.op == TL_TILE_GEMM && wg_gemm_of(g, s, false)) {
            wgmma_fn_of(g, s, g->areg[s->tile.args[0].buf->id] != NULL);
            g->wg_gemms = true;
            g->wg_align = true;
        }
    }
}

static void find_wg_gemms(cg *g, const tl_block *body)
{
    bool any = false;
    wg_gemms_mark(g, body, &any);
    if (!any)
        return;
    while (wg_gemms_unmark(g, body))
        ;
    wg_gemms_fns(g, body);
}

/* Gemm s on warpgroup MMAs (wg_gemm_of), outside a ring: warpgroup w
 * computes rows 64 w .. 64 w + 63 of C into the registers of C's layout
 * (the m64nNk16 accumulator's), K / 16 wgmma, committed as one group and
 * waited for before anything reads C or writes the operands again. A is
 * read K-major through its descriptor (a k step 32 bytes along the
 * 128-byte rows of the panel k / 64, the hardware applying the swizzle;
 * 8-row groups 1024 bytes apart) or given as registers: k step k / 16 of
 * the packed P is its copy's 8-column tiles 2 (k / 16) and the next, whose
 * register pairs are a0 a1 and a2 a3 of the m16n8k16 A fragment, and so of
 * wgmma's register A. B [N, K] K-major is read as A is; B [K, N] N-major
 * (imm-trans-b 1) as a ring's N-major slot: a k step 16 rows of every
 * panel, panels (leading offset) rows x 128 bytes apart. The operands were
 * written by generic stores, which wgmma reads through the async proxy:
 * every barrier of the kernel is preceded by a proxy fence (kernel). */
static bool kv_reads(const cg *g, const tl_stmt *s);

/* With kv_ws, in the kv loop's body: the consumers' warps give a slot
 * back (its empty barrier) once the MMAs reading it are retired: this
 * iteration's (tl_kvs), or (deferred) the slot of the iteration before,
 * whose deferred gemm (P V) the wait just written retired. */
static void kv_release(cg *g, bool deferred)
{
    if (!g->kv_ws || !g->kv_body)
        return;
    const char *kv = cname(g, g->kv_loop->loop.vars[0]->name);
    int S = g->kv_slots;
    if (deferred) {
        line(g, "if (%s > 0 && (tl_tid & 31) == 0) /* the slot of the iteration before: its %s MMAs retired */", kv,
             g->kv_defer->tile.args[2].buf->name);
        line(g, "    tl_mb_arrive(tl_kvempty + 8u * ((uint32_t)(%s + %d) %% %du));", kv, S - 1, S);
    } else {
        line(g, "if ((tl_tid & 31) == 0) /* this iteration's slot: these MMAs retired */");
        line(g, "    tl_mb_arrive(tl_kvempty + 8u * tl_kvs);");
    }
}

/* One wgmma of wg_gemm at k step tl_k: tl_wgmma_n<N>_<kind><tmpl>(C, A, B). */
static void wg_mma_call(cg *g, int n, const char *kind, const char *tmpl, const char *cn, const char *an, bool ra, bool kb,
                        int64_t ra_rows, int64_t rb)
{
    indent(g);
    out(g, "tl_wgmma_n%d_%s%s(%s, ", n, kind, tmpl, cn);
    if (ra)
        out(g, "&tl_pa_%s[tl_k / 16 * 4], ", an);
    else
        out(g, "tl_wg_desc(tl_as + (uint32_t)(tl_k / 64) * %" PRId64 "u + (uint32_t)(tl_k %% 64) * 2u, 16u, 1024u, 1u), ",
            ra_rows * 128);
    if (kb)
        out(g, "tl_wg_desc(tl_bs + (uint32_t)(tl_k / 64) * %" PRId64 "u + (uint32_t)(tl_k %% 64) * 2u, 16u, 1024u, 1u));\n",
            rb * 128);
    else
        out(g, "tl_wg_desc(tl_bs + (uint32_t)tl_k * 128u, %" PRId64 "u, 1024u, 1u));\n", rb * 128);
}

static bool wg_gemm(cg *g, const tl_stmt *s);

/* The consumer warpgroups that take turns at the tensor cores in the kv
 * loop (kv_pingpong), or 0. Warpgroup w waits on named barrier
 * TL_KV_TURN + w before it issues an iteration's MMAs (Q K^T, kv_turn, and
 * with kv_first the P V of the iteration before) and, once they are issued,
 * lets the next one go (bar.arrive on the next's barrier, 128 arriving +
 * 128 waiting): the
 * MMAs of one warpgroup run while the others work on their scores, which
 * then keeps them out of phase (FlashAttention-3's warpgroup ping-pong).
 * The last warpgroup's arrival before the loop starts the first. */
#define TL_KV_TURN 8
static int kv_turns(const cg *g)
{
    int n = g->threads / 128;
    bool on = g->kv_pingpong > 0 || (g->kv_pingpong == 0 && g->kv_first); /* kv_first is then kv_turn */
    /* (a deferred gemm's issue passes no turn: it is never the turn's) */
    return on && g->kv_ws && g->kv_turn && g->kv_turn != g->kv_defer && g->threads % 128 == 0 && n >= 2 && n <= 3 ? n : 0;
}

/* The turn of kv_turns handed to the next warpgroup. */
static void kv_turn_pass(cg *g)
{
    int n = kv_turns(g);
    if (n)
        line(g, "tl_bar_arrive(%du + (uint32_t)(tl_tid / 128 + 1) %% %du, 256u); /* MMAs issued: the next warpgroup's turn */",
             TL_KV_TURN, n);
}

/* After the issue of kv_first (Q K^T of iteration kb), the deferred gemm
 * of iteration kb - 1 (P V: kv_overlap_of), then the wait for Q K^T
 * alone: groups complete in order, so wait_group 1 leaves P V in flight
 * while the scores are worked on. Its V slot is that of kb - 1. */
static void kv_overlap_issue(cg *g)
{
    const char *kv = cname(g, g->kv_loop->loop.vars[0]->name);
    line(g, "if (%s > 0) { /* the %s MMAs of the iteration before, behind these: they run while this iteration's scores are worked on */",
         kv, g->kv_defer->tile.args[2].buf->name);
    g->e.ind++;
    int nv = (int)g->ring[g->kv_defer->tile.args[1].buf->id];
    line(g, "const uint32_t tl_kvs_d = (uint32_t)(%s + %d) %% %du; /* the slot of %s's tile of the iteration before */", kv, nv - 1,
         nv, g->kv_defer->tile.args[1].buf->name);
    wg_gemm(g, g->kv_defer);
    kv_turn_pass(g);
    line(g, "tl_wg_wait<1>(); /* these MMAs done, those left in flight */");
    g->e.ind--;
    line(g, "} else {");
    g->e.ind++;
    kv_turn_pass(g);
    line(g, "tl_wg_wait<0>();");
    g->e.ind--;
    line(g, "}");
}

static bool wg_gemm(cg *g, const tl_stmt *s)
{
    if (!wg_gemm_of(g, s, false))
        return false;
    const tl_buffer *A = s->tile.args[0].buf, *B = s->tile.args[1].buf, *C = s->tile.args[2].buf;
    const tl_layout *l = C->layout;
    int n = l->tiles_n * 8;
    int64_t k = tl_cemit_dim(A, 1), ra_rows = tl_cemit_dim(A, 0), rb = tl_cemit_dim(B, 0);
    bool ra = g->areg[A->id] != NULL, kb = s->tile.transpose_b;
    char kind[24];
    wg_kind_of(s, ra, kind, sizeof kind);
    const char *an = cname(g, A->name), *bn = cname(g, B->name), *cn = cname(g, C->name);
    line(g, "{ /* gemm on warpgroup MMAs: wgmma m64n%dk16 %s, warpgroup w its rows 64 w .. 64 w + 63; A %s, B %s */", n,
         tl_dtype_name(A->dtype), ra ? "from registers (the accumulator copied into it)" : "K-major in shared memory",
         kb ? "K-major" : "N-major");
    g->e.ind++;
    /* a buffer of a kv ring (kv_ring_loop): this iteration's slot */
    bool defer = s == g->kv_defer;
    const char *bslot = defer ? "tl_kvs_d" : "tl_kvs";
    if (!ra && g->kv[A->id])
        line(g, "const uint32_t tl_as = tl_sa_%s + tl_kvs * %" PRId64 "u + (uint32_t)(tl_tid / 128) * 8192u;", an, g->ring_slot[A->id]);
    else if (!ra)
        line(g, "const uint32_t tl_as = tl_smem_addr(%s) + (uint32_t)(tl_tid / 128) * 8192u;", an);
    if (g->kv[B->id])
        line(g, "const uint32_t tl_bs = tl_sa_%s + %s * %" PRId64 "u;", bn, bslot, g->ring_slot[B->id]);
    else
        line(g, "const uint32_t tl_bs = tl_smem_addr(%s);", bn);
    if (s == g->kv_turn && kv_turns(g))
        line(g, "tl_bar_sync(%du + (uint32_t)(tl_tid / 128), 256u); /* this warpgroup's turn at the tensor cores (kv_turns) */",
             TL_KV_TURN);
    line(g, "tl_wg_fence();");
    /* the clear of C before it (wg_zero): the first k step overwrites C */
    bool zero = s == g->wg_zero && !ra;
    if (zero) {
        line(g, "{");
        g->e.ind++;
        line(g, "const int32_t tl_k = 0; /* scale-d 0: C = A B, for the clear of %s before the gemm */", cn);
        wg_mma_call(g, n, kind, "<0>", cn, an, ra, kb, ra_rows, rb);
        g->e.ind--;
        line(g, "}");
    }
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_k = %d; tl_k < %" PRId64 "; tl_k += 16)", zero ? 16 : 0, k);
    g->e.ind++;
    wg_mma_call(g, n, kind, "", cn, an, ra, kb, ra_rows, rb);
    g->e.ind--;
    line(g, "tl_wg_commit();");
    if (defer)
        line(g, "/* left in flight: waited for where %s or %s is next touched, or by the next gemm's wait (kv_defer_of) */", cn, an);
    else if (s == g->kv_first)
        kv_overlap_issue(g);
    else {
        if (s == g->kv_turn)
            kv_turn_pass(g);
        line(g, "tl_wg_wait<0>();");
        if (g->wg_pending && g->kv_defer)
            kv_release(g, true);
    }
    if (!defer && kv_reads(g, s))
        kv_release(g, false);
    g->wg_pending = defer || s == g->kv_first; /* wait_group 0 retired every earlier group */
    g->e.ind--;
    line(g, "}");
    return true;
}

/* The start of ring r's loop s: its trip count tl_nk, a barrier (what ran
 * before is done with shared memory), and the loads of the first n
 * iterations into slots 0..n-1, a commit group each. */
static void ring_prologue(cg *g, const tl_stmt *s, const tl_gpu_ring *r, int n)
{
    const char *kv = cname(g, s->loop.vars[0]->name);
    indent(g);
    out(g, "const int32_t tl_nk = (int32_t)(");
    expr_top(g, s->loop.end[0]);
    out(g, ");\n");
    line(g, "__syncthreads(); /* what ran before is done with shared memory */");
    if (n < 1)
        return;
    line(g, "for (int32_t tl_p = 0; tl_p < %d; tl_p++) {", n);
    g->e.ind++;
    line(g, "if (tl_p < tl_nk) {");
    g->e.ind++;
    line(g, "const int32_t %s = tl_p;", kv);
    ring_loads(g, r, "tl_p");
    g->e.ind--;
    line(g, "}");
    line(g, "tl_cp_commit();");
    g->e.ind--;
    line(g, "}");
}

/* pipelined(n, stages=S) whose gemm runs as warpgroup MMAs
 * (ring_warpgroup): each warpgroup's m64nNk16 over its 64 rows of the
 * tile, K / 16 of them an iteration, issued asynchronously and committed
 * as one group. Iteration k waits for its tiles' cp.async group, fences
 * them for the async proxy, and a barrier publishes them and tells that
 * every warpgroup has retired the MMAs of iteration k - 2 (each waited
 * for all but its last group at the end of k - 1); then the loads of
 * k + S - 2 go into that slot, and the MMAs of k are issued while those
 * of k - 1 may still run. With S = 2 every iteration waits for its own
 * MMAs (the loads of k + 1 go into the slot of k - 1). */
/* The warpgroup MMAs of ring r's slot tl_cs (a uint32_t in scope, as
 * tl_wga, the warpgroup's offset in A), committed as one group. */
static void wg_mmas(cg *g, const tl_gpu_ring *r)
{
    const tl_stmt *gm = r->gemm;
    const tl_gpu_ring_copy *A = tl_gpu_ring_copy_of(r, gm->tile.args[0].buf), *B = tl_gpu_ring_copy_of(r, gm->tile.args[1].buf);
    const tl_buffer *C = gm->tile.args[2].buf;
    int n = C->layout->tiles_n * 8, es = A->es, ks = 32 / es;
    int64_t ra = A->cols * es, kdim = A->cols;
    int swz_a = ra == 128 ? 1 : ra == 64 ? 2 : 3;
    char ty[16];
    wg_kind(r, ty, sizeof ty);
    line(g, "const uint32_t tl_as = tl_sa_%s + tl_cs * %" PRId64 "u + tl_wga, tl_bs = tl_sa_%s + tl_cs * %" PRId64 "u;",
         cname(g, A->dst->name), tl_gpu_ring_slot_bytes(A), cname(g, B->dst->name), tl_gpu_ring_slot_bytes(B));
    line(g, "tl_wg_fence();");
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_k = 0; tl_k < %" PRId64 "; tl_k += %d)", kdim, ks);
    /* A (and a K-major B): a k step is 32 bytes along its rows (the
     * swizzle mode applies the XOR), 8-row groups 8 rows apart; an N-major
     * B: a k step is 16 rows of every panel, 8-row groups 1024 bytes apart,
     * panels B->rows rows apart */
    if (B->panel)
        line(g, "    tl_wgmma_n%d_%s(%s, tl_wg_desc(tl_as + (uint32_t)tl_k * %du, 16u, %" PRId64 "u, %du), "
                "tl_wg_desc(tl_bs + (uint32_t)tl_k * 128u, %" PRId64 "u, 1024u, 1u));",
             n, ty, cname(g, C->name), es, 8 * ra, swz_a, B->rows * 128);
    else
        line(g, "    tl_wgmma_n%d_%s(%s, tl_wg_desc(tl_as + (uint32_t)tl_k * %du, 16u, %" PRId64 "u, %du), "
                "tl_wg_desc(tl_bs + (uint32_t)tl_k * %du, 16u, %" PRId64 "u, %du));",
             n, ty, cname(g, C->name), es, 8 * ra, swz_a, es, 8 * ra, swz_a);
    line(g, "tl_wg_commit();");
}

/* tl_nk: the K steps of the ring loop s the block runs for this tile: all
 * of them, or split along K (sk_on) those from tl_kb, the loop then
 * counting tl_kk from 0 */
static void k_steps(cg *g, const tl_stmt *s)
{
    if (sk_on(g)) {
        line(g, "const int32_t tl_nk = tl_ke - tl_kb; /* this block's K steps of the tile */");
        return;
    }
    indent(g);
    out(g, "const int32_t tl_nk = (int32_t)(");
    expr_top(g, s->loop.end[0]);
    out(g, ");\n");
}

/* The consumers' side of a ring filled by TMA from the producer
 * warpgroup (tma_ring, ws_producer): the ring's i-th iteration in the
 * block (tl_kbase counts those of earlier tiles) waits for slot i % S's
 * tiles (its full barrier, phase i / S), issues its MMAs, keeps one group
 * in flight and releases the slot of i - 1, whose MMAs are then retired
 * (one arrival a warpgroup on its empty barrier); the tile's last slot is
 * released after the loop, for the producer's next tile. */
static void wg_tma_loop(cg *g, const tl_stmt *s, const tl_gpu_ring *r)
{
    const char *kv = cname(g, s->loop.vars[0]->name);
    int S = r->stages, W = S >= 3 ? 1 : 0;
    const tl_gpu_ring_copy *A = tl_gpu_ring_copy_of(r, r->gemm->tile.args[0].buf);
    /* in cluster pairs a slot is released in both blocks: the peer's
     * producer fills half of it */
    const char *arrive = g->ws_mc >= 0 ? "tl_mb_arrive_cluster" : "tl_mb_arrive", *pair = g->ws_mc >= 0 ? ", tl_ncta" : "";
    const char *step = sk_on(g) ? "tl_kk" : kv;
    k_steps(g, s);
    line(g, "const uint32_t tl_wga = (uint32_t)(tl_tid / 128) * %" PRId64 "u; /* the warpgroup's 64 rows of A */", 64 * A->cols * A->es);
    line(g, "for (int32_t %s = 0; %s < tl_nk; %s++) {", step, step, step);
    g->e.ind++;
    line(g, "const uint32_t tl_i = tl_kbase + (uint32_t)%s, tl_cs = tl_i %% %du;", step, S);
    line(g, "tl_mb_wait(tl_full + 8u * tl_cs, (tl_i / %du) & 1u);", S);
    wg_mmas(g, r);
    line(g, "tl_wg_wait<%d>();", W);
    if (W) {
        line(g, "if (%s > 0 && tl_tid %% 128 == 0) /* the MMAs of %s - 1 are retired: their slot is free */", step, kv);
        line(g, "    %s(tl_empty + 8u * ((tl_i - 1u) %% %du)%s);", arrive, S, pair);
    } else {
        line(g, "if (tl_tid %% 128 == 0) /* this iteration's MMAs are retired: the slot is free */");
        line(g, "    %s(tl_empty + 8u * tl_cs%s);", arrive, pair);
    }
    g->e.ind--;
    line(g, "}");
    line(g, "tl_wg_wait<0>();");
    if (W) {
        line(g, "if (tl_nk > 0 && tl_tid %% 128 == 0) /* the last slot, for the producer's next tile */");
        line(g, "    %s(tl_empty + 8u * ((tl_kbase + (uint32_t)tl_nk - 1u) %% %du)%s);", arrive, S, pair);
    }
    line(g, "tl_kbase += (uint32_t)tl_nk;");
}

/* Whether every variable of e is one the kernel has before its body (a
 * shape variable, a block index, a scalar parameter) or v: what the
 * producer warpgroup, which runs none of the body, can compute. */
static bool producer_expr(const tl_kernel *k, const tl_expr *e, const tl_var *v)
{
    if (!e)
        return true;
    switch (e->kind) {
    case TL_EXPR_INT:
    case TL_EXPR_FLOAT: return true;
    case TL_EXPR_VAR:
        if (v && e->var == v)
            return true;
        for (size_t i = 0; i < k->nshape_vars; i++)
            if (e->var == k->shape_vars[i])
                return true;
        for (int d = 0; d < k->ngrid; d++)
            if (e->var == k->block_vars[d])
                return true;
        for (size_t i = 0; i < k->nparams; i++)
            if (!k->params[i].is_tensor && e->var == k->params[i].var)
                return true;
        return false;
    case TL_EXPR_BINARY: return producer_expr(k, e->bin.a, v) && producer_expr(k, e->bin.b, v);
    case TL_EXPR_UNARY: return producer_expr(k, e->un.a, v);
    case TL_EXPR_SELECT:
        return producer_expr(k, e->sel.cond, v) && producer_expr(k, e->sel.a, v) && producer_expr(k, e->sel.b, v);
    case TL_EXPR_CAST: return producer_expr(k, e->cast.a, v);
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            if (!producer_expr(k, e->call.args[i], v))
                return false;
        return true;
    default: return false;
    }
}

/* Whether top-level statement s of the kernel is a ring loop whose
 * warpgroup MMAs can read slots filled by TMA from a producer warpgroup (the
 * target's tma=warp; ws_producer, wg_tma_loop): a loop from 0 whose
 * extent the producer can compute, two copies (A and B) each from a 2-D
 * tensor parameter of 16-bit elements at an origin the producer can
 * compute, A's slot rows of 32, 64 or 128 bytes unpadded (TMA's swizzle
 * modes of those widths lay them out as the ring's swizzle does), B in
 * 128-byte panels (one box a panel), at most 256 rows a box; and a
 * warpgroup to spare (threads + 128 <= 1024). Fills g->ws_loop, ws_ring,
 * ws_param. */
static bool tma_ring(cg *g, const tl_stmt *s)
{
    const tl_kernel *k = g->e.k;
    tl_gpu_ring r;
    /* (ring_of: a pipelined loop of one variable from 0) */
    if (!g->tma_warp || !ring_of(g, s, &r) || !r.warpgroup || r.ncopies != 2 || g->threads + 128 > 1024 ||
        !producer_expr(k, s->loop.end[0], NULL))
        return false;
    for (int i = 0; i < 2; i++) {
        const tl_gpu_ring_copy *c = &r.copy[i];
        int p = tensor_param(k, c->src);
        if (p < 0 || c->src->ndim != 2 || (c->es != 2 && c->es != 1) || c->rows > 256)
            return false;
        for (int d = 0; d < 2; d++)
            if (!producer_expr(k, c->start[d], s->loop.vars[0]))
                return false;
        int64_t rb = c->cols * c->es;
        if (c->panel ? c->panel != 8 : (c->row_chunks * 16 != rb || (rb != 32 && rb != 64 && rb != 128)))
            return false;
        g->ws_param[i] = p;
    }
    g->ws_loop = s;
    g->ws_ring = r;
    /* cluster=2: blocks paired along the grid's second dim (its block
     * index alone tells them apart) share a copy whose origin does not
     * depend on that index, stored in an even number of panels: each block
     * loads half of them for both */
    g->ws_mc = -1;
    for (int i = 0; g->cluster_pairs && k->ngrid >= 2 && i < r.ncopies && g->ws_mc < 0; i++) {
        const tl_gpu_ring_copy *c = &r.copy[i];
        if (c->panel && (c->cols * c->es / 128) % 2 == 0 && !tl_ir_expr_uses_var(c->start[0], k->block_vars[1]) &&
            !tl_ir_expr_uses_var(c->start[1], k->block_vars[1]))
            g->ws_mc = i;
    }
    return true;
}

/* The kernel's block indices. A launch of the whole grid: from blockIdx.
 * A persistent kernel (ws_producer): from tile tl_tile of the grid tl_gx
 * x tl_gy x tl_gz (persistent_grid), in launch order (x fastest). In
 * cluster pairs (ws_mc) a tile is a pair's: of the grid tl_gx x tl_gyc x
 * tl_gz, tl_gyc = tl_gy / tl_ncta, the block of rank r taking row
 * tl_ncta y + r of the kernel's grid. */
static void block_indices(cg *g, const tl_kernel *k, bool persistent)
{
    static const char *const axis[3] = {"x", "y", "z"};
    bool pairs = persistent && g->ws_mc >= 0;
    const char *gx = persistent ? "tl_gx" : "gridDim.x", *gy = pairs ? "tl_gyc" : persistent ? "tl_gy" : "gridDim.y";
    const char *by = cname(g, k->block_vars[k->ngrid >= 2 ? 1 : 0]->name), *byc = pairs ? "tl_byc" : by;
    int d0 = 0;
    if (k->swizzle > 0 && k->ngrid >= 2) {
        /* swizzle(n): the launch order (blockIdx.x fastest) is cut into
         * panels of n block rows (the last one may be shorter: h rows), and
         * consecutive blocks walk down a panel's h rows before moving to
         * the next column, so that the blocks running at once share a few
         * rows and columns of tiles in L2. A bijection of the grid at every
         * size; grid dim 2 is left as is. */
        line(g, "/* swizzle(%d): blocks rasterized in panels of %d block rows */", k->swizzle, k->swizzle);
        if (persistent)
            line(g, "const int64_t tl_lin = tl_tile %% (tl_gx * %s), tl_pw = (int64_t)%d * tl_gx;", gy, k->swizzle);
        else
            line(g, "const int64_t tl_lin = (int64_t)blockIdx.y * gridDim.x + blockIdx.x, tl_pw = (int64_t)%d * gridDim.x;",
                 k->swizzle);
        line(g, "const int64_t tl_pan = tl_lin / tl_pw, tl_off = tl_lin - tl_pan * tl_pw;");
        line(g, "const int64_t tl_ph = min((int64_t)%d, (int64_t)%s - tl_pan * %d);", k->swizzle, gy, k->swizzle);
        line(g, "const int32_t %s = (int32_t)(tl_off / tl_ph);", cname(g, k->block_vars[0]->name));
        line(g, "const int32_t %s = (int32_t)(tl_pan * %d + tl_off %% tl_ph);", byc, k->swizzle);
        d0 = 2;
    }
    for (int d = d0; d < k->ngrid; d++) {
        if (!persistent)
            line(g, "const int32_t %s = (int32_t)blockIdx.%s;", cname(g, k->block_vars[d]->name), axis[d]);
        else if (d == 0)
            line(g, "const int32_t %s = (int32_t)(tl_tile %% %s);", cname(g, k->block_vars[d]->name), gx);
        else if (d == 1)
            line(g, "const int32_t %s = (int32_t)(tl_tile / %s %% %s);", byc, gx, gy);
        else
            line(g, "const int32_t %s = (int32_t)(tl_tile / (%s * %s));", cname(g, k->block_vars[d]->name), gx, gy);
    }
    if (pairs)
        line(g, "const int32_t %s = tl_byc * (int32_t)tl_ncta + (int32_t)tl_rank; /* the pair's row, this block's half */", by);
}

/* The loop of a persistent kernel's block over its tiles: every
 * gridDim.x-th from blockIdx.x; in cluster pairs every tl_ncl-th pair tile
 * from the cluster's; split along K (sk_on), the block's work as
 * tl_sk_work gives it, tile tl_tile's K steps [tl_kb, tl_ke). */
static void tile_loop(cg *g)
{
    if (sk_on(g)) {
        line(g, "int64_t tl_tile;");
        line(g, "int32_t tl_kb, tl_ke;");
        line(g, "for (int32_t tl_j = 0; tl_sk_work(tl_j, tl_ntiles, tl_sk_nk, tl_skw, tl_tile, tl_kb, tl_ke); tl_j++) {");
        return;
    }
    line(g, "%s", g->ws_mc >= 0 ? "for (int64_t tl_tile = tl_clid; tl_tile < tl_ntiles; tl_tile += tl_ncl) {"
                                : "for (int64_t tl_tile = blockIdx.x; tl_tile < tl_ntiles; tl_tile += gridDim.x) {");
}

/* A persistent kernel's grid, the one a launch of every tile would have
 * (tl_gx, tl_gy, tl_gz: the kernel's grid extents), and its tile count. */
static void persistent_grid(cg *g, const tl_kernel *k)
{
    static const char *const names[3] = {"tl_gx", "tl_gy", "tl_gz"};
    for (int d = 0; d < 3; d++) {
        indent(g);
        out(g, "const int64_t %s = ", names[d]);
        if (d < k->ngrid) {
            out(g, "(int64_t)(");
            expr_top(g, k->grid[d]);
            out(g, ");\n");
        } else {
            out(g, "1;\n");
        }
    }
    if (g->ws_mc < 0) {
        line(g, "const int64_t tl_ntiles = tl_gx * tl_gy * tl_gz;");
        if (sk_on(g)) {
            indent(g);
            out(g, "const int32_t tl_sk_nk = (int32_t)("); /* a tile's K steps: the same for every tile (stream_k_of) */
            expr_top(g, g->ws_loop->loop.end[0]);
            out(g, ");\n");
        }
        return;
    }
    line(g, "/* cluster pairs: the launch pairs blocks only where tl_gy is even */");
    line(g, "const uint32_t tl_ncta = tl_cluster_ncta(), tl_rank = tl_cluster_rank();");
    line(g, "const int64_t tl_gyc = tl_gy / tl_ncta, tl_ntiles = tl_gx * tl_gyc * tl_gz;");
    line(g, "const int64_t tl_clid = blockIdx.x / tl_ncta, tl_ncl = gridDim.x / tl_ncta;");
}

/* tl_hold: whether the copy out that ends the kernel's tile (ws_hold)
 * stages its edge in shared memory for this tile, or, in cluster pairs,
 * for the peer's (whose producer loads half of this block's slots). */
static void ws_hold_test(cg *g)
{
    acc_out o;
    bool stage;
    accumulator_out_of(g, g->ws_hold, &o, &stage);
    line(g, "bool tl_hold;");
    for (int peer = 0; peer < (g->ws_mc >= 0 ? 2 : 1); peer++) {
        if (peer)
            line(g, "if (tl_ncta > 1) { /* the peer's tile */");
        else
            line(g, "{");
        g->e.ind++;
        if (peer)
            line(g, "const int32_t %s = tl_byc * (int32_t)tl_ncta + (int32_t)(tl_rank ^ 1u);",
                 cname(g, g->e.k->block_vars[1]->name));
        pair_alignment(g, &o);
        indent(g);
        out(g, "tl_hold = %s!(", peer ? "tl_hold || " : "");
        interior_and_aligned(g, g->ws_hold, &o);
        out(g, ");\n");
        g->e.ind--;
        line(g, "}");
    }
}

/* The producer of the kernel's TMA ring (tma_ring), written before the
 * body, and the consumers' start. The ring's barriers (full[s]: slot s's
 * tiles have landed, a phase a fill; empty[s]: every warpgroup is done
 * reading it) are set up by thread 0 before a barrier of the whole
 * block. The kernel is persistent: a block takes tiles tl_tile =
 * blockIdx.x, + gridDim.x, ... of the grid the kernel declares (the
 * launch starts as many blocks as fit at once: driver.c), so that the
 * producer loads the next tile's first slots while the consumers write
 * the last one out. The warpgroup past the block's threads gives up
 * registers (setmaxnreg, where there are two consumer warpgroups or more:
 * they take them) and its first thread fills slot i %% S for the ring's
 * i-th iteration in the block (counted over its tiles: tl_kbase) once the
 * slot's previous tiles are released: the expected bytes on the full
 * barrier, then one TMA copy a box (A's tile; B's a 64-column panel). The
 * ring's buffers are its own (tl_gpu_ring_of: nothing else in the kernel
 * touches them; place_smem: nothing else lives in their bytes), so the
 * producer needs no word from the consumers but the empty barriers. The
 * consumers' barriers are named (barrier 1 of the block's threads:
 * name_barriers). Where the launch built no tensor map (tl_tma 0) the
 * producer leaves at once and the consumers load by cp.async.
 * Where the kernel's copy out stages an edge tile in the ring's bytes
 * (ws_hold), the producer waits on tl_staged after such a tile's loads.
 * In cluster pairs (ws_mc, cluster=2) the copy ws_mc is loaded half by each
 * block of the pair and multicast to both, a slot's empty barrier counts
 * both blocks' consumers, and the producer stays until every slot of its
 * block is released. */
/* The producer warpgroup's setmaxnreg.dec: 40 registers a thread beside
 * two consumer warpgroups, 32 beside three or more (with 40 three would
 * get 152 each, where an attention block's 128 accumulator and operand
 * registers spill and ptxas serializes its wgmmas; with 32 they get 160). */
static int producer_registers(int nwg)
{
    return nwg >= 3 ? 32 : 40;
}

/* The consumers' setmaxnreg.inc, where there are two consumer warpgroups
 * or more: the registers the producer gave up shared by them,
 * (64K - 128 x producer's) / (128 x nwg), a multiple of 8, at most 256. */
static void consumer_registers(cg *g, int nwg)
{
    if (nwg < 2)
        return;
    int regs = (65536 - 128 * producer_registers(nwg)) / (128 * nwg) / 8 * 8;
    line(g, "tl_setmaxnreg_inc<%d>();", regs > 256 ? 256 : regs);
}

static void ws_producer(cg *g)
{
    const tl_kernel *k = g->e.k;
    const tl_stmt *s = g->ws_loop;
    const tl_gpu_ring *r = &g->ws_ring;
    int S = r->stages, nwg = g->threads / 128;
    const char *kv = cname(g, s->loop.vars[0]->name);
    int64_t bytes = 0;
    for (int i = 0; i < r->ncopies; i++)
        bytes += tl_gpu_ring_slot_bytes(&r->copy[i]);
    persistent_grid(g, k);
    line(g, "/* the ring's barriers: full[s] completes when slot s's tiles have landed, empty[s] when its MMAs are retired */");
    line(g, "__shared__ __align__(8) uint64_t tl_mbar[%d];", 2 * S + (g->ws_hold ? 1 : 0));
    line(g, "const uint32_t tl_full = tl_smem_addr(tl_mbar), tl_empty = tl_full + %du;", 8 * S);
    if (g->ws_hold)
        line(g, "const uint32_t tl_staged = tl_full + %du; /* completes when the consumers have staged an edge tile */",
             16 * S);
    bool pairs = g->ws_mc >= 0;
    line(g, "if (tl_tid == 0) {");
    line(g, "    for (uint32_t tl_i = 0; tl_i < %du; tl_i++) {", S);
    line(g, "        tl_mb_init(tl_full + 8u * tl_i, 1u);");
    line(g, "        tl_mb_init(tl_empty + 8u * tl_i, %du%s);", nwg, pairs ? " * tl_ncta" : "");
    line(g, "    }");
    if (g->ws_hold)
        line(g, "    tl_mb_init(tl_staged, %du%s);", g->threads, pairs ? " * tl_ncta" : "");
    line(g, "    tl_mb_init_fence();");
    line(g, "}");
    if (pairs) {
        line(g, "if (tl_ncta > 1) /* the peer's barriers are set up before either block copies or arrives */");
        line(g, "    tl_cluster_sync();");
        line(g, "else");
        line(g, "    __syncthreads();");
    } else {
        line(g, "__syncthreads();");
    }
    line(g, "uint32_t tl_kbase = 0; /* the ring's iterations this block has run in earlier tiles */");
    line(g, "if (tl_tid >= %d) { /* the producer warpgroup: the ring's tiles by TMA */", g->threads);
    g->e.ind++;
    if (nwg >= 2)
        line(g, "tl_setmaxnreg_dec<%d>();", producer_registers(nwg));
    if (g->ws_form == WS_CP) {
        /* the twin for launches without load maps: the consumers load by cp.async */
        line(g, "return;");
        g->e.ind--;
        line(g, "}");
        consumer_registers(g, nwg);
        return;
    }
    if (g->ws_form == WS_TMA)
        line(g, "if (tl_tid == %d) {", g->threads);
    else
        line(g, "if ((tl_tma & 1) && tl_tid == %d) {", g->threads);
    g->e.ind++;
    line(g, "const uint32_t tl_base = tl_smem_addr(tl_smem);");
    if (g->ws_hold)
        line(g, "uint32_t tl_nheld = 0; /* the tiles held back so far */");
    tile_loop(g);
    g->e.ind++;
    block_indices(g, k, true);
    const char *step = sk_on(g) ? "tl_kk" : kv;
    k_steps(g, s);
    line(g, "for (int32_t %s = 0; %s < tl_nk; %s++) {", step, step, step);
    g->e.ind++;
    if (sk_on(g))
        line(g, "const int32_t %s = tl_kb + tl_kk;", kv);
    line(g, "const uint32_t tl_i = tl_kbase + (uint32_t)%s, tl_slot = tl_i %% %du;", step, S);
    line(g, "if (tl_i >= %du)", S);
    line(g, "    tl_mb_wait(tl_empty + 8u * tl_slot, (tl_i / %du - 1u) & 1u);", S);
    line(g, "tl_mb_expect(tl_full + 8u * tl_slot, %" PRId64 "u);", bytes);
    for (int i = 0; i < r->ncopies; i++) {
        const tl_gpu_ring_copy *c = &r->copy[i];
        int64_t panels = c->panel ? c->cols * c->es / 128 : 1;
        for (int64_t p = 0; p < panels; p++) {
            indent(g);
            out(g, "%s(tl_base + %" PRId64 "u + tl_slot * %" PRId64 "u", i == g->ws_mc ? "tl_tma_2d_shared" : "tl_tma_2d",
                g->smem_off[c->dst->id] + p * c->rows * 128, tl_gpu_ring_slot_bytes(c));
            out(g, ", &tl_tm%d, (int32_t)(", i);
            if (c->start[1])
                expr_top(g, c->start[1]);
            else
                out(g, "0");
            out(g, ")");
            if (p)
                out(g, " + %" PRId64, p * 128 / c->es);
            out(g, ", (int32_t)(");
            if (c->start[0])
                expr_top(g, c->start[0]);
            else
                out(g, "0");
            if (i == g->ws_mc)
                out(g, "), tl_full + 8u * tl_slot, %" PRId64 "u, tl_ncta, tl_rank);\n", p);
            else
                out(g, "), tl_full + 8u * tl_slot);\n");
        }
    }
    g->e.ind--;
    line(g, "}");
    line(g, "tl_kbase += (uint32_t)tl_nk;");
    if (g->ws_hold) {
        ws_hold_test(g);
        line(g, "if (tl_hold) /* the consumers stage this tile's edge in the ring's bytes: the next tile waits */");
        line(g, "    tl_mb_wait(tl_staged, tl_nheld++ & 1u);");
    }
    g->e.ind--;
    line(g, "}");
    if (pairs) {
        /* the peer's consumers arrive on this block's empty barriers to
         * the end: the block stays until they have released every slot */
        line(g, "if (tl_ncta > 1)");
        line(g, "    for (uint32_t tl_i = tl_kbase; tl_i < tl_kbase + %du; tl_i++)", S);
        line(g, "        if (tl_i >= %du)", S);
        line(g, "            tl_mb_wait(tl_empty + 8u * (tl_i %% %du), (tl_i / %du - 1u) & 1u);", S, S);
    }
    g->e.ind--;
    line(g, "}");
    line(g, "return;");
    g->e.ind--;
    line(g, "}");
    consumer_registers(g, nwg);
}

/* Every `__syncthreads();` written from text position `from` on replaced
 * by `with`. */
static void rewrite_barriers(cg *g, size_t from, const char *with)
{
    static const char sync[] = "__syncthreads();";
    tl_strbuf rest = { 0 };
    const char *p = g->e.o->data + from, *end = g->e.o->data + g->e.o->len;
    while (p < end) {
        const char *q = strstr(p, sync);
        if (!q || q >= end) {
            tl_strbuf_append(&rest, p, (size_t)(end - p));
            break;
        }
        tl_strbuf_append(&rest, p, (size_t)(q - p));
        tl_strbuf_puts(&rest, with);
        p = q + sizeof sync - 1;
    }
    g->e.o->len = from;
    tl_strbuf_append(g->e.o, rest.data ? rest.data : "", rest.len);
    g->e.o->failed |= rest.failed;
    tl_strbuf_free(&rest);
}

/* The kernel's barriers from text position `from` on, named: barrier 1 of
 * the block's threads, which the producer warpgroup (gone) takes no part in. */
static void name_barriers(cg *g, size_t from)
{
    char named[48];
    snprintf(named, sizeof named, "tl_bar_sync(1u, %du);", g->threads);
    rewrite_barriers(g, from, named);
}

static void wg_ring_loop(cg *g, const tl_stmt *s, const tl_gpu_ring *r)
{
    const char *kv = cname(g, s->loop.vars[0]->name);
    const tl_stmt *gm = r->gemm;
    const tl_gpu_ring_copy *A = tl_gpu_ring_copy_of(r, gm->tile.args[0].buf);
    const tl_buffer *C = gm->tile.args[2].buf;
    int S = r->stages, W = S >= 3 ? 1 : 0, D = S - 1 - W;
    int n = C->layout->tiles_n * 8;
    int64_t ra = A->cols * A->es;
    char ty[16];
    wg_kind(r, ty, sizeof ty);
    bool tma = g->ws_loop == s && g->ws_form != WS_CP, both = tma && g->ws_form == WS_BOTH;
    line(g, "{ /* pipelined, %d stages: a ring of %d slots per shared buffer, filled by %s; the gemm as warpgroup MMAs "
            "(wgmma m64n%dk%d %s), %d in flight */", S, S,
         !tma ? "cp.async" : both ? "TMA from the producer warpgroup (cp.async where the launch could build no tensor map)"
                              : "TMA from the producer warpgroup", n, 32 / A->es, ty, W + 1);
    g->e.ind++;
    if (tma && !both) {
        wg_tma_loop(g, s, r);
        /* the consumers meet here only where what follows may touch the
         * ring's bytes (an edge tile staged there by the copy out); a copy
         * out by TMA stages each warpgroup's rows in its own panels past the
         * ring, so there each warpgroup goes on alone: one's copy out runs
         * beside the other's MMAs (1-1.6 % a shape on an H100, docs/gpu.md) */
        if (!g->ws_store)
            line(g, "__syncthreads();");
        if (sk_on(g))
            sk_fixup(g);
        g->e.ind--;
        line(g, "}");
        return;
    }
    if (both) {
        line(g, "if (tl_tma & 1) {");
        g->e.ind++;
        wg_tma_loop(g, s, r);
        g->e.ind--;
        line(g, "} else {");
        g->e.ind++;
    }
    ring_prologue(g, s, r, D);
    line(g, "const uint32_t tl_wga = (uint32_t)(tl_tid / 128) * %" PRId64 "u; /* the warpgroup's 64 rows of A */", 64 * ra);
    line(g, "for (int32_t %s = 0; %s < tl_nk; %s++) {", kv, kv, kv);
    g->e.ind++;
    line(g, "tl_cp_wait<%d>();", D - 1);
    line(g, "tl_fence_proxy_async();");
    line(g, "__syncthreads();");
    line(g, "{");
    g->e.ind++;
    line(g, "const int32_t tl_kn = %s + %d;", kv, D);
    line(g, "if (tl_kn < tl_nk) {");
    g->e.ind++;
    line(g, "const int32_t %s = tl_kn;", kv);
    line(g, "const int32_t tl_slot = tl_kn %% %d;", S);
    ring_loads(g, r, "tl_slot");
    g->e.ind--;
    line(g, "}");
    line(g, "tl_cp_commit();");
    g->e.ind--;
    line(g, "}");
    line(g, "const uint32_t tl_cs = (uint32_t)(%s %% %d);", kv, S);
    wg_mmas(g, r);
    line(g, "tl_wg_wait<%d>();", W);
    g->e.ind--;
    line(g, "}");
    line(g, "tl_wg_wait<0>();");
    line(g, "tl_cp_wait<0>();");
    if (both) {
        g->e.ind--;
        line(g, "}");
    }
    line(g, "__syncthreads();");
    g->e.ind--;
    line(g, "}");
}

/* pipelined(n, stages=S) as a ring: the loads of iterations 0..S-2 are in
 * flight before the loop; iteration k waits for its own group (at most S-2
 * younger ones stay in flight), a barrier makes the slot visible to every
 * thread and frees the slot iteration k-1 read, then the loads of k+S-1 go
 * into that slot while k computes. One commit per iteration (empty past the
 * end) keeps the group count exact. S = 1: load, wait, compute in turn. */
static void ring_loop(cg *g, const tl_stmt *s, const tl_gpu_ring *r)
{
    if (r->warpgroup) {
        wg_ring_loop(g, s, r);
        return;
    }
    const char *kv = cname(g, s->loop.vars[0]->name);
    int S = r->stages;
    line(g, "{ /* pipelined, %d stages: a ring of %d slots per shared buffer, filled by cp.async */", S, S);
    g->e.ind++;
    ring_prologue(g, s, r, S - 1);
    const tl_gpu_ring_copy *A = tl_gpu_ring_copy_of(r, r->gemm->tile.args[0].buf);
    int ks = mma_k(A->dst->dtype);
    int64_t steps = A->cols / ks;
    if (S > 1 && steps % 2 == 0) {
        ring_cross(g, r, s->loop.vars[0], kv, A->cols, ks);
    } else {
        line(g, "for (int32_t %s = 0; %s < tl_nk; %s++) {", kv, kv, kv);
        g->e.ind++;
        if (S > 1) {
            line(g, "tl_cp_wait<%d>();", S - 2);
            line(g, "__syncthreads();");
            char slot[32];
            snprintf(slot, sizeof slot, "tl_kn %% %d", S);
            ring_next(g, r, kv, slot, 0, r->ncopies, true);
            line(g, "const int32_t tl_cs = %s %% %d;", kv, S);
            ring_gemm(g, r, "tl_cs");
        } else {
            line(g, "__syncthreads();");
            ring_loads(g, r, "0");
            line(g, "tl_cp_commit();");
            line(g, "tl_cp_wait<0>();");
            line(g, "__syncthreads();");
            ring_gemm(g, r, "0");
        }
        g->e.ind--;
        line(g, "}");
    }
    line(g, "tl_cp_wait<0>();");
    line(g, "__syncthreads();");
    g->e.ind--;
    line(g, "}");
}

/* True when b holds a gemm (tensor-core or not) or a ring. */
static bool has_gemm(const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_TILE && s->tile.op == TL_TILE_GEMM)
            return true;
        if ((s->kind == TL_STMT_FOR && has_gemm(&s->loop.body)) || (s->kind == TL_STMT_WHILE && has_gemm(&s->whiles.body)) ||
            (s->kind == TL_STMT_IF && (has_gemm(&s->ifs.then_body) || has_gemm(&s->ifs.else_body))))
            return true;
    }
    return false;
}

/* The most elements a thread holds of one register fragment in b whose
 * rows are longer than the block's threads' runs (a whole row on chip). */
static int max_per_thread(const tl_block *b)
{
    int m = 0;
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        int x = 0;
        const tl_buffer *f = s->kind == TL_STMT_ALLOC ? s->alloc.buf : NULL;
        int64_t cols;
        if (f && tl_gpu_in_registers(f) && f->layout && !f->layout->warps_m && f->layout->vec > 0 && f->ndim >= 1 &&
            tl_ir_is_const_int(f->dims[f->ndim - 1], &cols) && cols / f->layout->vec > f->layout->nthreads)
            x = f->layout->per_thread;
        else if (s->kind == TL_STMT_FOR)
            x = max_per_thread(&s->loop.body);
        else if (s->kind == TL_STMT_WHILE)
            x = max_per_thread(&s->whiles.body);
        else if (s->kind == TL_STMT_IF) {
            x = max_per_thread(&s->ifs.then_body);
            int y = max_per_thread(&s->ifs.else_body);
            x = y > x ? y : x;
        }
        m = x > m ? x : m;
    }
    return m;
}

/* The blocks per multiprocessor __launch_bounds__ asks for: a kernel
 * without a gemm that holds 16 or more elements a thread of a register
 * fragment whose rows span more runs than threads (a whole row on chip,
 * examples/softmax.tile's X_r) is
 * memory-bound, and its loads in flight need warps: at least 768 threads a
 * multiprocessor (24 warps), so ptxas keeps it to 85 registers a thread
 * (65536 / 768) instead of letting the unrolled loops take 110 and leave 2
 * blocks of 256 (softmax, rmsnorm, layernorm with their three forms: 112-115
 * registers; 80 with the bound, no spills). Not asked elsewhere: ptxas
 * takes the bound as a budget and spends it (a kernel at 32 registers
 * grows to 72 and loses blocks), and a gemm keeps its accumulators. */
static int min_blocks(int threads, const tl_block *body)
{
    int per = threads <= 0 || threads > 768 || has_gemm(body) ? 0 : max_per_thread(body);
    if (per < 16)
        return 1;
    /* 32 or more a thread (a row of 8192 f32 over 256 threads: 32, and as
     * many again for the next row loaded ahead) do not fit 85 registers
     * (ptxas spilled 200-480 bytes): 512 threads, 128 registers; the bytes
     * in flight an SM are no fewer (2 x 256 threads x 32 x 4 bytes) */
    return (per >= 32 ? 512 : 768) / threads > 0 ? (per >= 32 ? 512 : 768) / threads : 1;
}

/* Whether b holds a gemm on tensor cores of 8-bit ints or floats or tf32
 * (`fp8`: of 8-bit floats). */
static bool has_mma8(const tl_block *b, bool fp8)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_FOR && has_mma8(&s->loop.body, fp8))
            return true;
        if (s->kind == TL_STMT_WHILE && has_mma8(&s->whiles.body, fp8))
            return true;
        if (s->kind == TL_STMT_IF && (has_mma8(&s->ifs.then_body, fp8) || has_mma8(&s->ifs.else_body, fp8)))
            return true;
        if (s->kind == TL_STMT_TILE && tl_gpu_gemm_on_mma(s) && mma_k(s->tile.args[0].buf->dtype) != 16 &&
            (!fp8 || is_fp8(s->tile.args[0].buf->dtype)))
            return true;
    }
    return false;
}

/* Marks the buffers of every ring of b (g->ring: their slots). */
static bool find_rings(cg *g, const tl_block *b)
{
    bool any = false;
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        tl_gpu_ring r;
        if (s->kind == TL_STMT_FOR && ring_of(g, s, &r)) {
            for (int c = 0; c < r.ncopies; c++) {
                g->ring[r.copy[c].dst->id] = r.stages;
                g->ring_slot[r.copy[c].dst->id] = tl_gpu_ring_slot_bytes(&r.copy[c]);
                g->ring_pad[r.copy[c].dst->id] = r.copy[c].row_chunks * 16 != r.copy[c].cols * r.copy[c].es;
                g->ring_wg[r.copy[c].dst->id] = r.warpgroup;
            }
            if (r.warpgroup) {
                g->wg_align = true;
                wgmma_fn(g, &r);
            }
            any = true;
        } else if (s->kind == TL_STMT_FOR) {
            any |= find_rings(g, &s->loop.body);
        } else if (s->kind == TL_STMT_WHILE) {
            any |= find_rings(g, &s->whiles.body);
        } else if (s->kind == TL_STMT_IF) {
            any |= find_rings(g, &s->ifs.then_body);
            any |= find_rings(g, &s->ifs.else_body);
        }
    }
    return any;
}

/* Whether the store of loop s writes b[i, j] with i, j the loop's own
 * variables, over all of b. */
static bool whole_copy_into(const tl_stmt *s, const tl_buffer *b)
{
    const tl_stmt *st = s->loop.body.items[0];
    int64_t em, en, r, c;
    return s->loop.nvars == 2 && st->store.nidx == 2 && tl_cemit_is_var(st->store.idx[0], s->loop.vars[0]) &&
           tl_cemit_is_var(st->store.idx[1], s->loop.vars[1]) && tl_cemit_is_zero(s->loop.begin[0]) && tl_cemit_is_zero(s->loop.begin[1]) &&
           tl_ir_is_const_int(s->loop.end[0], &em) && tl_ir_is_const_int(s->loop.end[1], &en) &&
           tl_ir_is_const_int(b->dims[0], &r) && tl_ir_is_const_int(b->dims[1], &c) && em == r && en == c;
}

/* Whether block b allocates a view of p. */
static bool has_view_of(const tl_block *b, const tl_buffer *p)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if ((s->kind == TL_STMT_ALLOC && s->alloc.buf->view_of == p) ||
            (s->kind == TL_STMT_FOR && has_view_of(&s->loop.body, p)) ||
            (s->kind == TL_STMT_WHILE && has_view_of(&s->whiles.body, p)) ||
            (s->kind == TL_STMT_IF && (has_view_of(&s->ifs.then_body, p) || has_view_of(&s->ifs.else_body, p))))
            return true;
    }
    return false;
}

/* layout(regs) buffers that can live in registers (docs/gpu.md): a
 * shared f16/bf16 [M, K] buffer P whose only write is a parallel loop
 * copying a register accumulator in the MMA layout into all of it,
 * P[i, j] = f(i, j), where each warp owns whole rows (warps_n 1), and
 * whose only read is the A operand of the tensor-core gemm that follows
 * (barriers between them only), whose accumulator has the same rows a
 * warp (warps_m and tiles_m the same, warps_n 1) and whose B takes
 * ldsm_gemm. Then thread (w, lane) holds in the copy's registers exactly
 * the A fragments its warp's mma.sync need, FlashAttention-2's P: no
 * shared memory, no stores, no ldmatrix for A. The barrier thread_sync put
 * between them stays (it may order other buffers too). Any other
 * layout(regs) buffer is stored as it is. */
static void find_areg(cg *g, const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_FOR && s->loop.kind != TL_LOOP_PARALLEL)
            find_areg(g, &s->loop.body);
        else if (s->kind == TL_STMT_WHILE)
            find_areg(g, &s->whiles.body);
        else if (s->kind == TL_STMT_IF) {
            find_areg(g, &s->ifs.then_body);
            find_areg(g, &s->ifs.else_body);
        }
        if (s->kind != TL_STMT_FOR || s->loop.kind != TL_LOOP_PARALLEL || s->loop.body.n != 1 ||
            s->loop.body.items[0]->kind != TL_STMT_STORE)
            continue;
        const tl_buffer *p = s->loop.body.items[0]->store.buf;
        if (p->layout_hint != TL_LAYOUT_HINT_REGS || p->scope != TL_SCOPE_SHARED || p->view_of || p->ndim != 2 ||
            !tl_dtype_is_small_float(p->dtype) || g->ring[p->id] || !whole_copy_into(s, p) ||
            find_load(s->loop.body.items[0]->store.value, p))
            continue;
        tl_gpu_partition part = tl_gpu_partition_of(g->e.k, s);
        const tl_layout *l1 = part.mma;
        int64_t kc = 0;
        tl_ir_is_const_int(p->dims[1], &kc);
        if (!l1 || l1->warps_n != 1 || kc % 16)
            continue;
        size_t j = i + 1;
        while (j < b->n && b->items[j]->kind == TL_STMT_BARRIER)
            j++;
        if (j == b->n)
            continue;
        const tl_stmt *gm = b->items[j];
        if (gm->kind != TL_STMT_TILE || gm->tile.op != TL_TILE_GEMM || gm->tile.args[0].buf != p ||
            gm->tile.args[1].buf == p || !tl_gpu_gemm_on_mma(gm) || gm->tile.transpose_a)
            continue;
        const tl_layout *l2 = gm->tile.args[2].buf->layout;
        if (!l2 || l2->warps_n != 1 || l2->warps_m != l1->warps_m || l2->tiles_m != l1->tiles_m)
            continue;
        /* no other access to P (count_block sees no while bodies), no view of it */
        int ld = 0, st = 0;
        count_block(&g->e.k->body, p, &ld, &st);
        if (has_while(&g->e.k->body) || ld != 1 || st != 2 || has_view_of(&g->e.k->body, p))
            continue;
        g->areg[p->id] = l1;
        tl_gpu_ring r;
        if (!ldsm_gemm_of(g, gm, &r))
            g->areg[p->id] = NULL;
    }
}

/* The partials buffers of row reductions that mma_reduce writes without
 * them (one warp a row into row vectors: the quad's shuffles give every
 * lane its rows' results): nothing reads or writes them, so they get no
 * shared memory (layout(rows) left 8 KB a reduction unused). The loops
 * looked at are the ones block() hands to mma_reduce: outside parallel
 * loops (fused_reduce and owned_reduce take other forms). */
static void find_dead(cg *g, const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_FOR && s->loop.kind != TL_LOOP_PARALLEL)
            find_dead(g, &s->loop.body);
        else if (s->kind == TL_STMT_WHILE)
            find_dead(g, &s->whiles.body);
        else if (s->kind == TL_STMT_IF) {
            find_dead(g, &s->ifs.then_body);
            find_dead(g, &s->ifs.else_body);
        }
        const tl_buffer *d = NULL;
        if (!tl_gpu_rows_loop(s) && mma_reduce(g, b, i, &d) && d)
            g->dead[d->id] = true;
    }
}

static void stmt(cg *g, const tl_stmt *s);

/* Whether e keeps its value for the whole of a serial loop, given its
 * variable: no loads, no `var` (which the body may assign). */
static bool stable_expr(const tl_expr *e)
{
    if (!e)
        return true;
    switch (e->kind) {
    case TL_EXPR_VAR: return e->var->kind != TL_VAR_MUT;
    case TL_EXPR_LOAD: return false;
    case TL_EXPR_BINARY: return stable_expr(e->bin.a) && stable_expr(e->bin.b);
    case TL_EXPR_UNARY: return stable_expr(e->un.a);
    case TL_EXPR_SELECT: return stable_expr(e->sel.cond) && stable_expr(e->sel.a) && stable_expr(e->sel.b);
    case TL_EXPR_CAST: return stable_expr(e->cast.a);
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            if (!stable_expr(e->call.args[i]))
                return false;
        return true;
    default: return true;
    }
}

/* ---- K and V tiles in cp.async rings read by warpgroup MMAs ----------------- */

/* A leading copy of a pipelined loop that kv_ring_loop can issue by
 * cp.async, one iteration ahead: f is
 *   if (the tile is inside) { for i, j in parallel(R, C) { B[i, j] = G[lead, a + i, b + j] } } else { the masked copy }
 * (lead absent for a 2-D G) with B [R, C] a shared buffer of 16-bit
 * elements that warpgroup MMAs read (ring_wg), C in 64-element panels;
 * lead uniform and loop-invariant (stable_expr), a and b without loads.
 * The masked branch is not needed: ring_load zero-fills past the edges,
 * and a lead outside G's first dim reads as zeros (kv_load). */
static bool kv_copy_of(const cg *g, const tl_stmt *f, tl_gpu_ring_copy *c, const tl_expr **lead)
{
    if (f->kind != TL_STMT_IF || f->ifs.then_body.n != 1)
        return false;
    const tl_stmt *cp = f->ifs.then_body.items[0];
    if (cp->kind != TL_STMT_FOR || cp->loop.kind != TL_LOOP_PARALLEL || cp->loop.nvars != 2 || cp->loop.begin[0] ||
        cp->loop.begin[1] || cp->loop.body.n != 1 || cp->loop.body.items[0]->kind != TL_STMT_STORE)
        return false;
    const tl_stmt *st = cp->loop.body.items[0];
    const tl_buffer *b = st->store.buf;
    const tl_expr *v = st->store.value;
    int64_t r, w, e0, e1;
    if (b->scope != TL_SCOPE_SHARED || b->ndim != 2 || !g->ring_wg[b->id] || g->ring[b->id] || tl_dtype_bits(b->dtype) != 16 ||
        !tl_ir_is_const_int(b->dims[0], &r) || !tl_ir_is_const_int(b->dims[1], &w) || w % 64 || r % 8 ||
        !tl_ir_is_const_int(cp->loop.end[0], &e0) || !tl_ir_is_const_int(cp->loop.end[1], &e1) || e0 != r || e1 != w ||
        v->kind != TL_EXPR_LOAD || v->dtype != b->dtype || v->load.buf->scope != TL_SCOPE_GLOBAL || v->load.buf->dtype != b->dtype ||
        (v->load.buf->ndim != 2 && v->load.buf->ndim != 3))
        return false;
    for (int d = 0; d < 2; d++)
        if (!tl_cemit_is_var(st->store.idx[d], cp->loop.vars[d]))
            return false;
    int nd = v->load.buf->ndim;
    memset(c, 0, sizeof *c);
    for (int d = 0; d < 2; d++) {
        const tl_expr *e = v->load.idx[nd - 2 + d];
        if (tl_cemit_is_var(e, cp->loop.vars[d]))
            continue;
        if (e->kind != TL_EXPR_BINARY || e->bin.op != TL_BIN_ADD || !tl_cemit_is_var(e->bin.b, cp->loop.vars[d]) ||
            tl_ir_expr_has_load(e->bin.a) || tl_ir_expr_uses_var(e->bin.a, cp->loop.vars[0]) || tl_ir_expr_uses_var(e->bin.a, cp->loop.vars[1]))
            return false;
        c->start[d] = e->bin.a;
    }
    *lead = nd == 3 ? v->load.idx[0] : NULL;
    if (*lead && (!stable_expr(*lead) || tl_ir_expr_uses_var(*lead, cp->loop.vars[0]) || tl_ir_expr_uses_var(*lead, cp->loop.vars[1])))
        return false;
    c->dst = b;
    c->src = v->load.buf;
    c->rows = r;
    c->cols = w;
    c->es = 2;
    c->row_chunks = (int)(w / 8);
    c->swz_div = 1;
    c->swz_mask = 7;
    c->panel = w > 64 ? 8 : 0; /* [C / 64][R][64], as wg_panel stores it */
    return true;
}

/* The gemms of block b that read buf: all of them, and those on warpgroup MMAs. */
static void kv_gemms(const cg *g, const tl_block *b, const tl_buffer *buf, int *all, int *wg)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_FOR)
            kv_gemms(g, &s->loop.body, buf, all, wg);
        else if (s->kind == TL_STMT_IF) {
            kv_gemms(g, &s->ifs.then_body, buf, all, wg);
            kv_gemms(g, &s->ifs.else_body, buf, all, wg);
        } else if (s->kind == TL_STMT_TILE && s->tile.op == TL_TILE_GEMM &&
                   (s->tile.args[0].buf == buf || s->tile.args[1].buf == buf)) {
            (*all)++;
            *wg += wg_gemm_of(g, s, false);
        }
    }
}

/* The gemm of kv ring loop s whose wait can move into the next
 * iteration, or NULL: the body's last statement, on warpgroup MMAs, A the
 * registers an accumulator's copy packed (areg), B a kv ring's buffer
 * that no other gemm reads. Its MMAs are left in flight at the end of
 * iteration k (wg_gemm) and waited for where a statement next touches C
 * or A (block(), kv_await) or another warpgroup gemm waits (wait_group 0
 * retires every earlier group), and after the loop. They read B's slot
 * k, which the copies of iteration k + 1 must not overwrite: B's ring
 * gets one slot more than the loop's stages (S + 1), so those copies (of
 * k + S) go into slot (k + S) % (S + 1) = (k - 1) % (S + 1), last read by
 * the gemm of k - 1, which every warpgroup waited for (at the latest at
 * the first gemm of iteration k) before the head barrier of k + 1. Only
 * where the loop asks for three stages or more: a two-stage loop keeps
 * its two slots (one more would cost a small kernel, several blocks a
 * multiprocessor, a block of occupancy: flash_attention_rows_preg). */
static const tl_stmt *kv_defer_of(const cg *g, const tl_stmt *s)
{
    if (s->loop.stages < 3 || s->loop.body.n <= g->kv_at)
        return NULL;
    const tl_stmt *gm = s->loop.body.items[s->loop.body.n - 1];
    if (gm->kind != TL_STMT_TILE || gm->tile.op != TL_TILE_GEMM || !wg_gemm_of(g, gm, false) ||
        !g->areg[gm->tile.args[0].buf->id])
        return NULL;
    const tl_buffer *B = gm->tile.args[1].buf;
    int all = 0, wg = 0;
    kv_gemms(g, &g->e.k->body, B, &all, &wg);
    for (int c = 0; c < g->kv_n; c++)
        if (g->kv_copy[c].dst == B)
            return all == 1 ? gm : NULL;
    return NULL;
}

/* The first warpgroup gemm of kv ring loop s's body after its copies
 * (Q K^T), behind whose issue the deferred gemm (P V, kv_defer) of the
 * iteration before is issued (kv_overlap_issue) rather than at the end of
 * that iteration, or NULL: a top-level statement, it and the statements
 * before it touching none of the deferred gemm's operands (they ran after
 * its issue and now run before it), no while among them, no view of its
 * A or C in the kernel. The rest of the body runs with those MMAs in
 * flight, until a statement touches their C or A (kv_await); their
 * issue reads the registers P holds from the end of the iteration before
 * and V's slot of that iteration, which V's S + 1 slots keep (kv_defer_of:
 * the copies of k + 1 go into the slot of k - 1, whose MMAs were waited
 * for before the end of iteration k). */
static const tl_stmt *kv_overlap_of(const cg *g, const tl_stmt *s)
{
    if (g->kv_serial || !g->kv_defer)
        return NULL;
    const tl_buffer *ops[3] = {g->kv_defer->tile.args[0].buf, g->kv_defer->tile.args[1].buf, g->kv_defer->tile.args[2].buf};
    if (has_view_of(&g->e.k->body, ops[0]) || has_view_of(&g->e.k->body, ops[2]))
        return NULL;
    const tl_block *b = &s->loop.body;
    for (size_t i = g->kv_at; i + 1 < b->n; i++) {
        tl_block one = {b->items + i, 1};
        int ld = 0, st = 0;
        for (int o = 0; o < 3; o++)
            count_block(&one, ops[o], &ld, &st);
        if (ld || st || has_while(&one))
            return NULL;
        const tl_stmt *x = b->items[i];
        if (x->kind == TL_STMT_TILE && x->tile.op == TL_TILE_GEMM && wg_gemm_of(g, x, false))
            return x;
    }
    return NULL;
}

/* The first gemm on warpgroup MMAs among the statements of kv ring loop
 * s's body after its copies (kv_pingpong's turn), or NULL. */
static const tl_stmt *kv_turn_of(const cg *g, const tl_stmt *s)
{
    const tl_block *b = &s->loop.body;
    for (size_t i = g->kv_at; i < b->n; i++) {
        const tl_stmt *x = b->items[i];
        if (x->kind == TL_STMT_TILE && x->tile.op == TL_TILE_GEMM && wg_gemm_of(g, x, false))
            return x;
    }
    return NULL;
}

/* Whether e can be computed at the kernel's start: literals, shape dims,
 * scalar parameters, block indices, lets of the kernel's body so computed
 * (top_lets) and loop variable v, no loads. */
static bool kv_top_expr(const cg *g, const tl_expr *e, const tl_var *v)
{
    if (!e)
        return true;
    switch (e->kind) {
    case TL_EXPR_VAR:
        return e->var == v || e->var->kind == TL_VAR_SHAPE || e->var->kind == TL_VAR_PARAM || e->var->kind == TL_VAR_BLOCK ||
               (e->var->kind == TL_VAR_LET && g->top_let[e->var->id]);
    case TL_EXPR_LOAD: return false;
    case TL_EXPR_BINARY: return kv_top_expr(g, e->bin.a, v) && kv_top_expr(g, e->bin.b, v);
    case TL_EXPR_UNARY: return kv_top_expr(g, e->un.a, v);
    case TL_EXPR_SELECT: return kv_top_expr(g, e->sel.cond, v) && kv_top_expr(g, e->sel.a, v) && kv_top_expr(g, e->sel.b, v);
    case TL_EXPR_CAST: return kv_top_expr(g, e->cast.a, v);
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            if (!kv_top_expr(g, e->call.args[i], v))
                return false;
        return true;
    default: return true;
    }
}

/* Marks the lets of the kernel's own body (`let mb = ceildiv(S, BM) - 1 -
 * bx`: a block's tile in another order) whose values kv_top_expr allows,
 * in order, so a later one may use an earlier one. */
static void top_lets(cg *g)
{
    const tl_block *b = &g->e.k->body;
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_LET && !s->let.assign && s->let.var->kind == TL_VAR_LET && s->let.var->id < g->e.k->nvars &&
            kv_top_expr(g, s->let.value, NULL))
            g->top_let[s->let.var->id] = true;
    }
}

/* tl_ir_expr_any's visit that marks in need (a bool by var id) each let
 * an expression reads; never true, so the walk sees every node. */
static bool need_let(const tl_expr *e, const void *need)
{
    if (e->kind == TL_EXPR_VAR && e->var->kind == TL_VAR_LET)
        ((bool *)need)[e->var->id] = true;
    return false;
}

/* Whether s declares a let of top_lets that need marks. */
static bool top_let_needed(const cg *g, const tl_stmt *s, const bool *need)
{
    return s->kind == TL_STMT_LET && !s->let.assign && g->top_let[s->let.var->id] && need[s->let.var->id];
}

/* The producer's copies of the lets (top_lets) that its trip count and
 * copies' origins read, and of those these read, in the body's order. */
static void top_lets_write(cg *g)
{
    const tl_block *b = &g->e.k->body;
    bool *need = tl_arena_array(g->e.a, (size_t)(g->e.k->nvars > 0 ? g->e.k->nvars : 1), sizeof *need);
    if (!need) {
        g->e.oom = true;
        return;
    }
    const tl_expr *reads[1 + 3 * 5] = {g->kv_loop->loop.end[0]};
    int n = 1;
    for (int c = 0; c < g->kv_n; c++) {
        reads[n++] = g->kv_copy[c].start[0];
        reads[n++] = g->kv_copy[c].start[1];
        reads[n++] = g->kv_lead[c];
    }
    if (g->q_stmt) {
        reads[n++] = g->q_copy.start[0];
        reads[n++] = g->q_copy.start[1];
        reads[n++] = g->q_lead;
    }
    for (int i = 0; i < n; i++)
        tl_ir_expr_any(reads[i], need_let, need);
    /* a let reads only earlier ones: from the last back, the set is whole */
    for (size_t i = b->n; i-- > 0;)
        if (top_let_needed(g, b->items[i], need))
            tl_ir_expr_any(b->items[i]->let.value, need_let, need);
    for (size_t i = 0; i < b->n; i++)
        if (top_let_needed(g, b->items[i], need))
            tl_cemit_let(&g->e, b->items[i]);
}

/* Whether gemm s reads a kv ring. */
static bool kv_reads(const cg *g, const tl_stmt *s)
{
    return s->kind == TL_STMT_TILE && s->tile.op == TL_TILE_GEMM && (g->kv[s->tile.args[0].buf->id] || g->kv[s->tile.args[1].buf->id]);
}

/* The gemms of block b (nested ones too where deep) that read a kv ring. */
static int kv_ring_gemms(const cg *g, const tl_block *b, bool deep)
{
    int n = 0;
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (kv_reads(g, s))
            n++;
        else if (deep && s->kind == TL_STMT_FOR)
            n += kv_ring_gemms(g, &s->loop.body, deep);
        else if (deep && s->kind == TL_STMT_WHILE)
            n += kv_ring_gemms(g, &s->whiles.body, deep);
        else if (deep && s->kind == TL_STMT_IF)
            n += kv_ring_gemms(g, &s->ifs.then_body, deep) + kv_ring_gemms(g, &s->ifs.else_body, deep);
    }
    return n;
}

/* Whether kv ring loop s, a statement of the kernel's own body, can have
 * its rings filled by a producer warpgroup (kv_fill=warp on a target with
 * warpgroup MMAs): two consumer warpgroups or more, the trip count and
 * the copies' origins computable at the kernel's start (kv_top_expr: the
 * producer runs the loop there, alone), every gemm that reads a ring a
 * top-level statement of the body (it releases its slot once an
 * iteration: kv_release). */
static bool kv_ws_of(cg *g, const tl_stmt *s, const tl_block *b)
{
    if (!g->kv_fill_warp || !g->wgmma || b != &g->e.k->body || g->threads < 256 || g->threads % 128 ||
        g->threads + 128 > 1024 || s->loop.begin[0] || !kv_top_expr(g, s->loop.end[0], NULL))
        return false;
    const tl_var *v = s->loop.vars[0];
    for (int c = 0; c < g->kv_n; c++)
        if (!kv_top_expr(g, g->kv_copy[c].start[0], v) || !kv_top_expr(g, g->kv_copy[c].start[1], v) || !kv_top_expr(g, g->kv_lead[c], v))
            return false;
    tl_block rest = {s->loop.body.items + g->kv_at, s->loop.body.n - g->kv_at};
    int top = kv_ring_gemms(g, &rest, false);
    if (top < 1 || top != kv_ring_gemms(g, &rest, true))
        return false;
    g->kv_releases = top;
    return true;
}

/* Whether the producer warpgroup of the kv rings (kv_ws) can copy their
 * tiles by TMA (target attribute kv_fill=tma): every copy from a tensor
 * parameter of 2 or 3 dims (a 3-D one's lead index the map's third
 * coordinate), at most 256 rows, stored as the 128-byte swizzle of TMA
 * lays out a box of 64 columns (kv_copy_of: rows of 128 bytes, or column
 * panels of them), and no other ring of the kernel filled by TMA. A box
 * past the tensor's edge lands as zeros, as ring_load's edge does. */
/* The tensor parameter a copy of kv_copy_of's form (c, lead index lead)
 * reads, where TMA can load its tile as boxes of a 64-column panel (at
 * most 256 rows, a 3-D tensor's lead index the third coordinate); else -1. */
static int kv_tma_param(const cg *g, const tl_gpu_ring_copy *c, const tl_expr *lead)
{
    if (c->rows > 256 || (c->panel ? c->panel != 8 : c->cols * c->es != 128) || (c->src->ndim == 3) != (lead != NULL))
        return -1;
    return tensor_param(g->e.k, c->src);
}

static bool kv_tma_of(cg *g)
{
    if (!g->kv_fill_tma || g->ws_loop || g->kv_n > TL_CUDA_TMAPS_MAX)
        return false;
    for (int c = 0; c < g->kv_n; c++)
        if ((g->kv_param[c] = kv_tma_param(g, &g->kv_copy[c], g->kv_lead[c])) < 0)
            return false;
    return true;
}

/* With kv_tma, the first of statements b[0 .. n) that copies a tile of a
 * tensor parameter into a shared buffer that nothing else writes and
 * only warpgroup MMAs read (attention's Q_s, read by Q K^T), at an origin
 * the producer can compute and laid out as a kv slot is (kv_copy_of):
 * the producer's thread loads it by TMA before the key loop's tiles, and
 * the consumers wait for it before the loop instead of copying it. */
static void q_tma_of(cg *g, const tl_block *b, size_t n)
{
    const tl_kernel *k = g->e.k;
    if (!g->kv_tma || g->kv_n + 1 > TL_CUDA_TMAPS_MAX)
        return;
    for (size_t i = 0; i < n; i++) {
        tl_gpu_ring_copy c;
        const tl_expr *lead;
        if (!kv_copy_of(g, b->items[i], &c, &lead))
            continue;
        int ld = 0, st = 0, all = 0, wg = 0, p = kv_tma_param(g, &c, lead);
        count_block(&k->body, c.dst, &ld, &st);
        kv_gemms(g, &k->body, c.dst, &all, &wg);
        if (p < 0 || has_view_of(&k->body, c.dst) || all < 1 || wg != all || ld != all || st != all + 2 ||
            !kv_top_expr(g, c.start[0], NULL) || !kv_top_expr(g, c.start[1], NULL) || !kv_top_expr(g, lead, NULL))
            continue;
        g->q_stmt = b->items[i];
        g->q_copy = c;
        g->q_lead = lead;
        g->q_param = p;
        return;
    }
}

/* The pipelined loop (at most one a kernel) whose leading copies
 * (kv_copy_of, barriers between them) fill buffers that nothing but
 * those copies and warpgroup MMAs touch: each such buffer becomes a ring
 * filled by cp.async (kv_ring_loop), marked in g->kv, of as many slots as
 * the loop's stages= (fewer, down to two, where they do not fit in the
 * target's shared memory: kv_fit). */
static void find_kv_rings(cg *g, const tl_block *b)
{
    for (size_t i = 0; i < b->n && !g->kv_loop; i++) {
        const tl_stmt *s = b->items[i];
        if (s->kind != TL_STMT_FOR)
            continue;
        if (s->loop.kind != TL_LOOP_PIPELINED || s->loop.stages < 2 || s->loop.nvars != 1) {
            find_kv_rings(g, &s->loop.body);
            continue;
        }
        int n = 0;
        for (size_t j = 0; j < s->loop.body.n && n < 4; j++) {
            const tl_stmt *f = s->loop.body.items[j];
            if (f->kind == TL_STMT_BARRIER)
                continue;
            tl_gpu_ring_copy c;
            const tl_expr *lead;
            if (!kv_copy_of(g, f, &c, &lead))
                break;
            /* every gemm that reads it on warpgroup MMAs inside this loop
             * (they read the slot of the iteration) */
            int ld = 0, st = 0, all = 0, wg = 0, in_all = 0, in_wg = 0;
            count_block(&g->e.k->body, c.dst, &ld, &st);
            kv_gemms(g, &g->e.k->body, c.dst, &all, &wg);
            kv_gemms(g, &s->loop.body, c.dst, &in_all, &in_wg);
            if (has_while(&g->e.k->body) || has_view_of(&g->e.k->body, c.dst) || all < 1 || in_wg != all || ld != all ||
                st != all + 2)
                break;
            g->kv_copy[n] = c;
            g->kv_lead[n] = lead;
            g->kv_n = n + 1;
            g->kv_at = j + 1;
            n++;
        }
        if (!n)
            continue;
        g->kv_slots = s->loop.stages;
        for (int c = 0; c < n; c++) {
            const tl_buffer *d = g->kv_copy[c].dst;
            g->ring[d->id] = g->kv_slots;
            g->ring_slot[d->id] = tl_gpu_ring_slot_bytes(&g->kv_copy[c]);
            g->kv[d->id] = true;
        }
        g->kv_loop = s;
        g->kv_defer = kv_defer_of(g, s);
        g->kv_ws = kv_ws_of(g, s, b);
        g->kv_tma = g->kv_ws && kv_tma_of(g);
        q_tma_of(g, b, i);
        /* P V's extra slot: with the slots handed over by mbarriers (kv_ws)
         * its slot is released when its MMAs are retired, and the producer
         * waits for that */
        if (g->kv_defer && !g->kv_ws)
            g->ring[g->kv_defer->tile.args[1].buf->id] = g->kv_slots + 1;
        g->kv_first = kv_overlap_of(g, s);
        g->kv_turn = kv_turn_of(g, s);
    }
}

/* The cp.async copies of kv ring copy c into slot `slot`: ring_load over
 * the 2-D tile of G at its lead index. */
static void kv_load(cg *g, int c, const char *slot)
{
    ring_load_at(g, &g->kv_copy[c], slot, g->kv_lead[c]);
}

/* The buffers a kv ring loop's body reads and writes (kv_rest_unsynced):
 * shared and global buffers and fragments kept in shared memory, each by
 * the buffer whose storage it is (a view counts as its buffer). What each
 * thread keeps for itself is left out: fragments in registers, a
 * layout(regs) buffer packed into registers by its copy (areg), and the
 * partials of a row reduction done in registers (dead: never stored).
 * `all` stands for what is not understood (a while, break or continue). */
#define KV_ACCESS_MAX 32

typedef struct kv_accesses {
    const tl_buffer *buf[KV_ACCESS_MAX];
    bool write[KV_ACCESS_MAX];
    int n;
    bool all;
} kv_accesses;

static void kv_access(const cg *g, kv_accesses *a, const tl_buffer *b, bool write)
{
    while (b->view_of)
        b = b->view_of;
    if (b->scope == TL_SCOPE_LOCAL || tl_gpu_in_registers(b) || g->areg[b->id] || g->dead[b->id])
        return;
    for (int i = 0; i < a->n; i++)
        if (a->buf[i] == b && a->write[i] == write)
            return;
    if (a->n == KV_ACCESS_MAX) {
        a->all = true;
        return;
    }
    a->buf[a->n] = b;
    a->write[a->n++] = write;
}

static void kv_access_expr(const cg *g, kv_accesses *a, const tl_expr *e)
{
    if (!e)
        return;
    switch (e->kind) {
    case TL_EXPR_LOAD:
        kv_access(g, a, e->load.buf, false);
        for (int i = 0; i < e->load.nidx; i++)
            kv_access_expr(g, a, e->load.idx[i]);
        return;
    case TL_EXPR_BINARY:
        kv_access_expr(g, a, e->bin.a);
        kv_access_expr(g, a, e->bin.b);
        return;
    case TL_EXPR_UNARY: kv_access_expr(g, a, e->un.a); return;
    case TL_EXPR_CAST: kv_access_expr(g, a, e->cast.a); return;
    case TL_EXPR_SELECT:
        kv_access_expr(g, a, e->sel.cond);
        kv_access_expr(g, a, e->sel.a);
        kv_access_expr(g, a, e->sel.b);
        return;
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            kv_access_expr(g, a, e->call.args[i]);
        return;
    default: return;
    }
}

static void kv_access_stmt(const cg *g, kv_accesses *a, const tl_stmt *s)
{
    switch (s->kind) {
    case TL_STMT_LET: kv_access_expr(g, a, s->let.value); return;
    case TL_STMT_FOR:
        for (int d = 0; d < s->loop.nvars; d++) {
            kv_access_expr(g, a, s->loop.begin[d]);
            kv_access_expr(g, a, s->loop.end[d]);
        }
        for (size_t i = 0; i < s->loop.body.n; i++)
            kv_access_stmt(g, a, s->loop.body.items[i]);
        return;
    case TL_STMT_IF:
        kv_access_expr(g, a, s->ifs.cond);
        for (size_t i = 0; i < s->ifs.then_body.n; i++)
            kv_access_stmt(g, a, s->ifs.then_body.items[i]);
        for (size_t i = 0; i < s->ifs.else_body.n; i++)
            kv_access_stmt(g, a, s->ifs.else_body.items[i]);
        return;
    case TL_STMT_STORE:
        kv_access(g, a, s->store.buf, true);
        for (int d = 0; d < s->store.nidx; d++)
            kv_access_expr(g, a, s->store.idx[d]);
        kv_access_expr(g, a, s->store.value);
        return;
    case TL_STMT_TILE:
        /* a gemm reads its operands and writes its accumulator; any other
         * tile op is taken to read and write every buffer it names */
        for (int i = 0; i < s->tile.nargs; i++) {
            bool gemm_operand = s->tile.op == TL_TILE_GEMM && i < 2;
            kv_access(g, a, s->tile.args[i].buf, !gemm_operand);
            if (!gemm_operand)
                kv_access(g, a, s->tile.args[i].buf, false);
        }
        return;
    case TL_STMT_ALLOC:
    case TL_STMT_BARRIER: return;
    default: a->all = true; return;
    }
}

/* Whether the barriers of kv ring loop s's body after its copies order
 * nothing: no buffer is written there. thread_sync placed them for the
 * block's copies into the rings' buffers (now cp.async copies that
 * kv_ring_loop orders by its own two barriers) and for the writes of a
 * layout(regs) buffer (packed into each thread's registers by its copy):
 * with no other write between the rings' barrier and the end of the body
 * (the next iteration starts with the rings' barrier), no barrier there
 * stands between a write by one thread and an access by another, so
 * kv_ring_loop leaves out those of the body's top level, and with them
 * their proxy fences (rewrite_barriers), which order generic writes before
 * the async proxy's reads. A barrier a row reduction consumes goes as it
 * would (mma_reduce: its partials dead, not accessed at all). *reads says
 * that the body reads buffers that thread_sync took as ordered, by those
 * barriers, before what follows the loop: then one barrier goes after it. */
static bool kv_rest_unsynced(cg *g, const tl_block *rest, bool *reads)
{
    kv_accesses a = {0};
    bool barriers = false;
    for (size_t i = 0; i < rest->n; i++) {
        kv_access_stmt(g, &a, rest->items[i]);
        barriers |= rest->items[i]->kind == TL_STMT_BARRIER;
    }
    *reads = a.n > 0 || a.all;
    if (a.all || !barriers)
        return false;
    for (int i = 0; i < a.n; i++)
        if (a.write[i])
            return false;
    return true;
}

/* The slot of iteration `var` in a ring of n slots, into buf. */
static void kv_slot_expr(char *buf, size_t size, int n, const char *var)
{
    if (n == 2)
        snprintf(buf, size, "(uint32_t)(%s & 1)", var);
    else
        snprintf(buf, size, "(uint32_t)%s %% %du", var, n);
}

/* Loop s (find_kv_rings) with its leading copies as rings of S slots
 * (g->kv_slots): the tiles of iterations 0 .. S - 2 before the loop, a
 * commit group each; iteration k first waits at a barrier for every
 * warpgroup to be done with iteration k - 1 (its MMAs waited for), then
 * issues the copies of k + S - 1 into the slot k - 1 used, waits for its
 * own copies of k (S - 1 groups left in flight: those of k + 1 ..
 * k + S - 1), fences them for the async proxy (cp.async writes through
 * the generic one) and publishes them by a barrier; the rest of the body
 * runs as written, its warpgroup MMAs reading slot k % S (tl_kvs). With
 * a producer warpgroup (kv_ws, kv_producer) the copies are its: after one
 * barrier before the loop (what ran before it published), iteration k
 * waits on slot k % S's full barrier, and each gemm reading a ring gives
 * the slot back where its MMAs are retired (kv_release). */
static bool kv_ring_loop(cg *g, const tl_stmt *s)
{
    if (s != g->kv_loop || g->e.par)
        return false;
    const char *kv = cname(g, s->loop.vars[0]->name);
    int S = g->kv_slots;
    const char *k0 = g->kv_copy[0].dst->name, *and = g->kv_n > 1 ? " and " : "", *k1 = g->kv_n > 1 ? g->kv_copy[1].dst->name : "";
    if (g->kv_ws)
        line(g, "{ /* serial loop %s: %s%s%s in %d-slot rings filled by the producer warpgroup's cp.async, read by warpgroup MMAs: "
                "a slot taken when its full barrier completes, given back on its empty one once the MMAs reading it are retired */",
             kv, k0, and, k1, S);
    else if (S == 2)
        line(g, "{ /* serial loop %s: %s%s%s in two-slot rings filled by cp.async one iteration ahead, read by warpgroup MMAs */", kv,
             k0, and, k1);
    else
        line(g, "{ /* serial loop %s: %s%s%s in %d-slot rings filled by cp.async %d iterations ahead, read by warpgroup MMAs */", kv,
             k0, and, k1, S, S - 1);
    g->e.ind++;
    indent(g);
    out(g, "const int32_t tl_nk = (int32_t)(");
    expr_top(g, s->loop.end[0]);
    out(g, ");\n");
    /* the tiles before the loop (with kv_ws the producer's) */
    if (!g->kv_ws && S == 2) {
        line(g, "if (0 < tl_nk) {");
        g->e.ind++;
        line(g, "const int32_t %s = 0;", kv);
        for (int c = 0; c < g->kv_n; c++)
            kv_load(g, c, "0");
        g->e.ind--;
        line(g, "}");
        line(g, "tl_cp_commit();");
    } else if (!g->kv_ws) {
        /* the tiles of iterations 0 .. S - 2, a commit group each */
        line(g, "for (int32_t tl_p = 0; tl_p < %d; tl_p++) {", S - 1);
        g->e.ind++;
        line(g, "if (tl_p < tl_nk) {");
        g->e.ind++;
        line(g, "const int32_t %s = tl_p;", kv);
        for (int c = 0; c < g->kv_n; c++)
            kv_load(g, c, "(uint32_t)tl_p");
        g->e.ind--;
        line(g, "}");
        line(g, "tl_cp_commit();");
        g->e.ind--;
        line(g, "}");
    }
    if (g->q_stmt) {
        line(g, "if (tl_tma & 1) /* %s's tile, loaded by the producer */", g->q_copy.dst->name);
        line(g, "    tl_mb_wait(tl_qfull, 0u);");
    }
    if (g->kv_ws)
        /* what ran before the loop (Q_s's stores, by threads of both
         * warpgroups) published before the MMAs read it: in the form above
         * the rings' head barrier of iteration 0 did that, and thread_sync's
         * barriers of the body were left out on that ground (kv_rest_unsynced) */
        line(g, "__syncthreads();");
    if (kv_turns(g)) {
        line(g, "if (tl_tid / 128 == %d) /* the first warpgroup's first turn (kv_turns) */", kv_turns(g) - 1);
        line(g, "    tl_bar_arrive(%du, 256u);", TL_KV_TURN);
    }
    line(g, "for (int32_t %s = 0; %s < tl_nk; %s++) {", kv, kv, kv);
    g->e.ind++;
    char slot[48];
    int nv = g->kv_defer ? (int)g->ring[g->kv_defer->tile.args[1].buf->id] : S; /* the deferred gemm's ring */
    kv_slot_expr(slot, sizeof slot, S, kv);
    line(g, "const uint32_t tl_kvs = %s; /* the slot of this iteration's tiles */", slot);
    if (g->kv_defer && !g->kv_first && g->kv_ws) {
        line(g, "const uint32_t tl_kvs_d = tl_kvs; /* the slot of %s */", g->kv_defer->tile.args[1].buf->name);
    } else if (g->kv_defer && !g->kv_first) {
        kv_slot_expr(slot, sizeof slot, nv, kv);
        line(g, "const uint32_t tl_kvs_d = %s; /* the slot of %s, one more: the MMAs of the iteration before may still read theirs */",
             slot, g->kv_defer->tile.args[1].buf->name);
    }
    if (g->kv_ws) {
        line(g, "tl_mb_wait(tl_kvfull + 8u * tl_kvs, ((uint32_t)%s / %du) & 1u); /* this iteration's tiles landed */", kv, S);
        if (g->kv_tma)
            line(g, "if (!(tl_tma & 1)) /* cp.async's writes (the launch built no maps): the generic proxy, read through the async one */");
        line(g, "%stl_fence_proxy_async(); /* written through the generic proxy (cp.async), read through the async one (wgmma) */",
             g->kv_tma ? "    " : "");
        g->synced = false;
    } else {
        if (g->kv_defer)
            line(g, "__syncthreads(); /* every warpgroup done with the slots the copies below go into */");
        else
            line(g, "__syncthreads(); /* every warpgroup done with the slots of the iteration before */");
        line(g, "{");
        g->e.ind++;
        line(g, "const int32_t tl_kn = %s + %d;", kv, S - 1);
        line(g, "if (tl_kn < tl_nk) {");
        g->e.ind++;
        line(g, "const int32_t %s = tl_kn;", kv);
        for (int c = 0; c < g->kv_n; c++) {
            kv_slot_expr(slot, sizeof slot, (int)g->ring[g->kv_copy[c].dst->id], "tl_kn");
            kv_load(g, c, slot);
        }
        g->e.ind--;
        line(g, "}");
        line(g, "tl_cp_commit();");
        g->e.ind--;
        line(g, "}");
        /* (the barrier gets its proxy fence from rewrite_barriers, as every barrier of the kernel) */
        line(g, "tl_cp_wait<%d>(); /* this thread's copies of this iteration landed */", S - 1);
        line(g, "__syncthreads();");
        g->synced = true;
    }
    /* with kv_first, the deferred gemm is issued in the next iteration, the last one's after the loop */
    tl_block rest = {s->loop.body.items + g->kv_at, s->loop.body.n - g->kv_at - (g->kv_first ? 1 : 0)};
    bool reads, unsynced = kv_rest_unsynced(g, &rest, &reads);
    const tl_block *nosync = g->kv_nosync;
    if (unsynced)
        g->kv_nosync = &rest;
    /* the MMAs of the iteration before (issued behind the first gemm with kv_first) */
    g->wg_pending = g->kv_defer != NULL && !g->kv_first;
    g->kv_body = true;
    block(g, &rest);
    g->kv_body = false;
    g->kv_nosync = nosync;
    g->e.ind--;
    line(g, "}");
    if (g->kv_first) {
        line(g, "if (tl_nk > 0) { /* the last iteration's %s MMAs */", g->kv_defer->tile.args[2].buf->name);
        g->e.ind++;
        kv_slot_expr(slot, sizeof slot, nv, "(tl_nk - 1)");
        line(g, "const uint32_t tl_kvs_d = %s;", slot);
        g->wg_pending = false;
        wg_gemm(g, g->kv_defer);
        g->e.ind--;
        line(g, "}");
    }
    if (g->kv_defer)
        line(g, "tl_wg_wait<0>(); /* the last iteration's %s MMAs */", g->kv_defer->tile.args[2].buf->name);
    g->wg_pending = false;
    if (!g->kv_ws)
        line(g, "tl_cp_wait<0>();");
    if (unsynced && reads)
        line(g, "__syncthreads(); /* the reads of the last iteration before what follows the loop */");
    g->e.ind--;
    line(g, "}");
    return true;
}

/* The next tensor map of info, for copy c of kv_copy_of's form from
 * tensor parameter param (kv_tma_param): its source tensor [rows, cols]
 * or [n, rows, cols], the box a 64-column panel of the tile, in the
 * 128-byte swizzle. */
static bool kv_tmap(const tl_kernel *k, tl_cuda_kernel *info, const tl_gpu_ring_copy *c, int param, tl_error *err)
{
    int nd = c->src->ndim;
    tl_cuda_tmap *m = &info->tmaps[info->ntmaps++];
    *m = (tl_cuda_tmap){ .param = param, .rank = nd, .elem_bytes = c->es, .swizzle = 128,
                         .box = { (uint32_t)(128 / c->es), (uint32_t)c->rows, 1 } };
    for (int d = 0; d < nd; d++)
        if (!tl_cuda_grid_expr(k, c->src->dims[nd - 1 - d], &m->dims[d], err))
            return false;
    return true;
}

/* The head of the producer's key loop (kv_producer) over its tl_nk
 * iterations: iteration kb's slot, and the wait until the slot's tiles of
 * S iterations before are given back; the caller closes the loop. */
static void kv_loop_open(cg *g)
{
    const char *kv = cname(g, g->kv_loop->loop.vars[0]->name);
    int S = g->kv_slots;
    line(g, "for (int32_t %s = 0; %s < tl_nk; %s++) {", kv, kv, kv);
    g->e.ind++;
    char slot[48];
    kv_slot_expr(slot, sizeof slot, S, kv);
    line(g, "const uint32_t tl_kvs = %s;", slot);
    line(g, "if (%s >= %d) /* the slot's tiles of iteration %s - %d given back */", kv, S, kv, S);
    line(g, "    tl_mb_wait(tl_kvempty + 8u * tl_kvs, ((uint32_t)%s / %du - 1u) & 1u);", kv, S);
}

/* The TMA copies of tile cp (lead index lead, or NULL) into shared address
 * `base` + off through map tl_tm<map>, completing on barrier `bar`: a box
 * a 64-column panel (x the column, y the row, z the lead index of a 3-D
 * tensor), panel p rows x 128 bytes into the tile. */
static void kv_tma_copy(cg *g, const tl_gpu_ring_copy *cp, const tl_expr *lead, const char *base, int64_t off, int map,
                        const char *bar)
{
    int64_t panels = cp->panel ? cp->cols * cp->es / 128 : 1;
    for (int64_t p = 0; p < panels; p++) {
        indent(g);
        out(g, "%s(%s + %" PRId64 "u, &tl_tm%d, (int32_t)(", lead ? "tl_tma_3d" : "tl_tma_2d", base, off + p * cp->rows * 128, map);
        if (cp->start[1])
            expr_top(g, cp->start[1]);
        else
            out(g, "0");
        out(g, ") + %" PRId64 ", (int32_t)(", p * 128 / cp->es);
        if (cp->start[0])
            expr_top(g, cp->start[0]);
        else
            out(g, "0");
        out(g, ")");
        if (lead) {
            out(g, ", (int32_t)(");
            expr_top(g, lead);
            out(g, ")");
        }
        out(g, ", %s);\n", bar);
    }
}

/* The producer's loop by TMA (kv_tma), where the launch built the maps:
 * its first thread, for iteration k, waits until slot k %% S is given
 * back, sets the slot's full barrier to expect the bytes of every copy's
 * tile (a box past the tensor's edge counts whole: its zeros land too),
 * and copies each 64-column panel of each tile as one box (x the column,
 * y the row, z the lead index of a 3-D tensor); before the loop, the tile
 * of the copy q_tma_of found, on its own barrier (tl_qfull). The other
 * threads leave at once. No fence is needed: TMA writes through the async
 * proxy that wgmma reads through. */
static void kv_tma_producer(cg *g)
{
    int64_t bytes = 0;
    for (int c = 0; c < g->kv_n; c++)
        bytes += tl_gpu_ring_slot_bytes(&g->kv_copy[c]);
    line(g, "if (tl_tma & 1) { /* the launch built the tensor maps: the tiles by TMA, from one thread */");
    g->e.ind++;
    line(g, "if (tl_ptid == 0) {");
    g->e.ind++;
    if (g->q_stmt) {
        const tl_gpu_ring_copy *q = &g->q_copy;
        line(g, "tl_mb_expect(tl_qfull, %" PRId64 "u); /* %s, before the key loop's tiles */", tl_gpu_ring_slot_bytes(q),
             q->dst->name);
        kv_tma_copy(g, q, g->q_lead, "tl_smem_addr(tl_smem)", g->smem_off[q->dst->id], g->kv_n, "tl_qfull");
    }
    kv_loop_open(g);
    line(g, "tl_mb_expect(tl_kvfull + 8u * tl_kvs, %" PRId64 "u);", bytes);
    for (int c = 0; c < g->kv_n; c++) {
        char base[64];
        snprintf(base, sizeof base, "tl_sa_%s + tl_kvs * %" PRId64 "u", cname(g, g->kv_copy[c].dst->name),
                 tl_gpu_ring_slot_bytes(&g->kv_copy[c]));
        kv_tma_copy(g, &g->kv_copy[c], g->kv_lead[c], base, 0, c, "tl_kvfull + 8u * tl_kvs");
    }
    g->e.ind--;
    line(g, "}");
    g->e.ind--;
    line(g, "}");
    line(g, "return;");
    g->e.ind--;
    line(g, "}");
}

/* The producer warpgroup of kv rings filled so (kv_ws), written at the
 * kernel's start: the rings' barriers (full[s]: the producer's 128
 * threads arrive once their copies into slot s have landed; empty[s]: the
 * consumers' warps arrive once a gemm that reads slot s is retired, each
 * such gemm once an iteration), then the producer threads (past the
 * block's) run the loop alone: iteration k waits until the slot's last
 * tiles (iteration k - S) are given back, copies k's tiles (ring_load over
 * 128 threads) and arrives on the slot's full barrier as they land
 * (cp.async.mbarrier.arrive.noinc: no wait in the producer, so a slot is
 * published as soon as its bytes are there, not behind the next slot's
 * copies); the consumers fence the tiles for the async proxy (wgmma)
 * after their wait. Bytes an edge copy stores itself (tl_ring_edge's
 * element path) are not tracked by that arrival: a thread that stored
 * some waits for its copies and arrives with release semantics instead.
 * With kv_tma the producer's first thread copies the tiles by TMA
 * instead (kv_tma_producer), where the launch built the maps; the
 * cp.async loop above is the form where it could not.
 * The producer gives up registers (setmaxnreg) to the consumers, which go
 * on to the kernel's statements with their barriers named (barrier 1 of
 * the block's threads: name_barriers). */
static void kv_producer(cg *g)
{
    int S = g->kv_slots, nwg = g->threads / 128;
    line(g, "/* the K/V rings' barriers: full[s] completes when slot s's tiles have landed, empty[s] when the MMAs reading them are retired */");
    line(g, "__shared__ __align__(8) uint64_t tl_kvbar[%d];", 2 * S + (g->q_stmt ? 1 : 0));
    line(g, "const uint32_t tl_kvfull = tl_smem_addr(tl_kvbar), tl_kvempty = tl_kvfull + %du;", 8 * S);
    if (g->q_stmt)
        line(g, "const uint32_t tl_qfull = tl_kvfull + %du; /* completes when %s's tile has landed (TMA) */", 16 * S,
             g->q_copy.dst->name);
    line(g, "if (tl_tid == 0) {");
    line(g, "    for (uint32_t tl_i = 0; tl_i < %du; tl_i++) {", S);
    if (g->kv_tma)
        line(g, "        tl_mb_init(tl_kvfull + 8u * tl_i, (tl_tma & 1) ? 1u : 128u); /* TMA's one arrival, or the producer's 128 */");
    else
        line(g, "        tl_mb_init(tl_kvfull + 8u * tl_i, 128u);");
    line(g, "        tl_mb_init(tl_kvempty + 8u * tl_i, %du);", g->kv_releases * g->threads / 32);
    line(g, "    }");
    if (g->q_stmt)
        line(g, "    tl_mb_init(tl_qfull, 1u);");
    line(g, "    tl_mb_init_fence();");
    line(g, "}");
    line(g, "__syncthreads();");
    line(g, "if (tl_tid >= %d) { /* the producer warpgroup: the K/V rings' tiles by %s */", g->threads,
         g->kv_tma ? "TMA, or cp.async" : "cp.async");
    g->e.ind++;
    line(g, "tl_setmaxnreg_dec<%d>();", producer_registers(nwg));
    line(g, "const int32_t tl_ptid = tl_tid - %d;", g->threads);
    top_lets_write(g);
    for (int c = 0; c < g->kv_n; c++) {
        const tl_buffer *d = g->kv_copy[c].dst;
        const char *dn = cname(g, d->name);
        line(g, "unsigned char *const %s = tl_smem + %" PRId64 ";", dn, g->smem_off[d->id]);
        line(g, "const uint32_t tl_sa_%s = tl_smem_addr(%s);", dn, dn);
    }
    indent(g);
    out(g, "const int32_t tl_nk = (int32_t)(");
    expr_top(g, g->kv_loop->loop.end[0]);
    out(g, ");\n");
    if (g->kv_tma)
        kv_tma_producer(g);
    kv_loop_open(g);
    line(g, "bool tl_stored = false; /* bytes stored at an edge, not by cp.async */");
    line(g, "{");
    g->e.ind++;
    line(g, "const int32_t tl_tid = tl_ptid; /* the copies spread over the producer's 128 threads */");
    int threads = g->threads;
    g->threads = 128;
    g->edge_stores = "tl_stored";
    for (int c = 0; c < g->kv_n; c++)
        kv_load(g, c, "tl_kvs");
    g->edge_stores = NULL;
    g->threads = threads;
    g->e.ind--;
    line(g, "}");
    line(g, "if (__builtin_expect(!tl_stored, 1)) {");
    line(g, "    tl_cp_mb_arrive(tl_kvfull + 8u * tl_kvs); /* published as the copies land; the consumers fence them for wgmma */");
    line(g, "} else { /* its own stores too: published once all landed, by an arrival that releases them */");
    line(g, "    tl_cp_commit();");
    line(g, "    tl_cp_wait<0>();");
    line(g, "    tl_mb_arrive(tl_kvfull + 8u * tl_kvs);");
    line(g, "}");
    g->e.ind--;
    line(g, "}");
    line(g, "tl_cp_commit();");
    line(g, "tl_cp_wait<0>(); /* no copy of the thread's left in flight past its exit */");
    line(g, "return;");
    g->e.ind--;
    line(g, "}");
    consumer_registers(g, nwg);
}

/* One phase of a prefetched copy (prefetch_loop): part 1 the loads into
 * tl_pf, part 2 the stores on chip from it. */
static void prefetch_phase(cg *g, const tl_stmt *cp, const tl_stmt *st, const tl_gpu_partition *p, const char *from, int part,
                           const char *pf)
{
    char q[32];
    snprintf(q, sizeof q, "%s[tl_s]", pf);
    bool check = p->runs % p->threads != 0;
    g->e.par = cp;
    g->part = *p;
    line(g, "/* parallel %s: %s of the copy, %" PRId64 " runs of %d per thread */", cp->loop.vars[0]->name,
         part == 1 ? "the loads" : "the stores on chip", p->steps, p->vec);
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_s = 0; tl_s < %" PRId64 "; tl_s++) {", p->steps);
    g->e.ind++;
    line(g, "const int32_t tl_r = tl_s * %d + tl_tid;", p->threads);
    if (check) {
        line(g, "if (tl_r < %" PRId64 ") {", p->runs);
        g->e.ind++;
    }
    line(g, "const int32_t tl_e = tl_r * %d;", p->vec);
    loop_vars(g, cp, "tl_e", false, NULL);
    vector_run(g, cp, st, false, from, q, part, NULL);
    if (check) {
        g->e.ind--;
        line(g, "}");
    }
    g->e.ind--;
    line(g, "}");
    g->e.par = NULL;
}

/* `if (v < end && cond) {` with v the loop variable's name (bound just
 * before to the iteration whose loads these are). */
static void prefetch_if(cg *g, const tl_stmt *s, const tl_expr *cond, const char *v)
{
    indent(g);
    out(g, "if (%s < ", v);
    expr(g, s->loop.end[0]);
    out(g, " && ");
    expr(g, cond);
    out(g, ") {\n");
    g->e.ind++;
}

/* A copy that prefetch_loop can load one iteration ahead: f is
 *   if (the tile is inside the tensor) { the copy, loads first (vector_loads_first) } else { the masked copy }
 * with a condition and indices that keep their value through the loop
 * (stable_expr), from a global tensor the kernel never writes. */
typedef struct pf_copy {
    const tl_stmt *f, *cp, *st;
    tl_gpu_partition p;
    char from[64];
    char name[16]; /* its register double buffer */
} pf_copy;

static bool pf_copy_of(cg *g, const tl_stmt *f, pf_copy *c)
{
    if (f->kind != TL_STMT_IF || !stable_expr(f->ifs.cond) || f->ifs.then_body.n != 1)
        return false;
    const tl_stmt *cp = f->ifs.then_body.items[0];
    if (cp->kind != TL_STMT_FOR || cp->loop.kind != TL_LOOP_PARALLEL)
        return false;
    tl_gpu_partition p = tl_gpu_partition_of(g->e.k, cp);
    bool to_global = false;
    const tl_stmt *st = vector_copy(g, cp, &p, &to_global);
    if (!st || to_global || p.steps < 2 || p.steps > 16)
        return false;
    const tl_expr *gl = st->store.value;
    for (int d = 0; d < gl->load.nidx; d++)
        if (!stable_expr(gl->load.idx[d]))
            return false;
    for (int d = 0; d < st->store.nidx; d++)
        if (!stable_expr(st->store.idx[d]))
            return false;
    int ld = 0, wr = 0;
    count_block(&g->e.k->body, gl->load.buf, &ld, &wr);
    if (wr)
        return false;
    int64_t in0 = 0;
    tl_ir_is_const_int(cp->loop.end[cp->loop.nvars - 1], &in0);
    c->f = f;
    c->cp = cp;
    c->st = st;
    c->p = p;
    snprintf(c->from, sizeof c->from, in0 > 0 && ((int64_t)p.threads * p.vec) % in0 == 0 ? "tl_tid * %d" : "tl_e", p.vec);
    return true;
}

/* The loads of iteration c + 1, one iteration ahead: a serial loop (or a
 * pipelined one that is not a ring: it runs in order) whose body starts
 * (after lets of stable values) with a copy from a global tensor into
 * on-chip memory (pf_copy_of), and possibly a second one after a barrier
 * (flash attention's K and V tiles: the barrier orders V's stores after the
 * previous iteration's reads). The loads of the first iteration go before
 * the loop; in iteration c the stores on chip take the registers loaded
 * for c, then the loads for c + 1 are issued (when that tile is inside too)
 * and are in flight while the rest of iteration c runs: its loops,
 * reductions and barriers (a barrier does not wait for a thread's loads
 * into registers). A register double buffer per copy: tl_pf (tl_pf1) holds
 * the next tile's runs; both together at most 16 runs a thread, which keeps
 * the registers in bounds. */
static bool prefetch_loop(cg *g, const tl_stmt *s)
{
    tl_gpu_ring r;
    if ((s->loop.kind != TL_LOOP_SERIAL && (s->loop.kind != TL_LOOP_PIPELINED || ring_of(g, s, &r))) || g->e.par ||
        s->loop.nvars != 1 || !stable_expr(s->loop.begin[0]) || !stable_expr(s->loop.end[0]))
        return false;
    /* lets first (`let t = n - 1 - c`): written again for each iteration's loads */
    size_t nl = 0;
    while (nl < s->loop.body.n && s->loop.body.items[nl]->kind == TL_STMT_LET && !s->loop.body.items[nl]->let.assign &&
           s->loop.body.items[nl]->let.var->kind == TL_VAR_LET && stable_expr(s->loop.body.items[nl]->let.value))
        nl++;
    if (nl + 2 > s->loop.body.n)
        return false;
    pf_copy pc[2];
    int npc = 0;
    if (!pf_copy_of(g, s->loop.body.items[nl], &pc[0]))
        return false;
    npc = 1;
    size_t end = nl + 1;
    if (nl + 4 <= s->loop.body.n && s->loop.body.items[nl + 1]->kind == TL_STMT_BARRIER &&
        pf_copy_of(g, s->loop.body.items[nl + 2], &pc[1]) && pc[1].st->store.buf != pc[0].st->store.buf &&
        pc[0].p.steps + pc[1].p.steps <= 16) {
        npc = 2;
        end = nl + 3;
    }
    for (int j = 0; j < npc; j++)
        snprintf(pc[j].name, sizeof pc[j].name, j ? "tl_pf%d" : "tl_pf", j);
    const char *cv = cname(g, s->loop.vars[0]->name);
    line(g, "{ /* serial loop %s: its first %s loads one iteration ahead, into registers */", s->loop.vars[0]->name,
         npc > 1 ? "two copies'" : "copy's");
    g->e.ind++;
    for (int j = 0; j < npc; j++)
        line(g, "%s %s[%" PRId64 "]; /* the next iteration's runs of %s */",
             tl_dtype_bits(pc[j].st->store.buf->dtype) == 32 ? "float4" : "float2", pc[j].name, pc[j].p.steps,
             pc[j].st->store.buf->name);
    /* the first iteration's loads */
    line(g, "{");
    g->e.ind++;
    indent(g);
    out(g, "const int32_t %s = ", cv);
    if (s->loop.begin[0])
        expr_top(g, s->loop.begin[0]);
    else
        out(g, "0");
    out(g, ";\n");
    for (size_t i = 0; i < nl; i++)
        stmt(g, s->loop.body.items[i]);
    for (int j = 0; j < npc; j++) {
        prefetch_if(g, s, pc[j].f->ifs.cond, cv);
        prefetch_phase(g, pc[j].cp, pc[j].st, &pc[j].p, pc[j].from, 1, pc[j].name);
        g->e.ind--;
        line(g, "}");
    }
    g->e.ind--;
    line(g, "}");
    loop_header(g, s->loop.vars[0], s->loop.begin[0], s->loop.end[0]);
    g->e.ind++;
    for (size_t i = 0; i < nl; i++)
        stmt(g, s->loop.body.items[i]);
    /* this iteration's copies: from the registers, or masked at the edge;
     * the barrier between them as it was */
    for (size_t i = nl, j = 0; i < end; i++) {
        if (s->loop.body.items[i]->kind == TL_STMT_BARRIER) {
            g->synced = false;
            stmt(g, s->loop.body.items[i]);
            continue;
        }
        indent(g);
        out(g, "if (");
        expr_top(g, pc[j].f->ifs.cond);
        out(g, ") {\n");
        g->e.ind++;
        prefetch_phase(g, pc[j].cp, pc[j].st, &pc[j].p, pc[j].from, 2, pc[j].name);
        g->e.ind--;
        line(g, "} else {");
        g->e.ind++;
        g->synced = false;
        block(g, &pc[j].f->ifs.else_body);
        g->e.ind--;
        line(g, "}");
        j++;
    }
    /* the next iteration's loads, before this one's compute */
    line(g, "{");
    g->e.ind++;
    line(g, "const int32_t tl_cn = %s + 1;", cv);
    line(g, "{");
    g->e.ind++;
    line(g, "const int32_t %s = tl_cn;", cv);
    for (size_t i = 0; i < nl; i++)
        stmt(g, s->loop.body.items[i]);
    for (int j = 0; j < npc; j++) {
        prefetch_if(g, s, pc[j].f->ifs.cond, cv);
        prefetch_phase(g, pc[j].cp, pc[j].st, &pc[j].p, pc[j].from, 1, pc[j].name);
        g->e.ind--;
        line(g, "}");
    }
    g->e.ind--;
    line(g, "}");
    g->e.ind--;
    line(g, "}");
    /* the rest of the body, as it was */
    tl_block rest = {s->loop.body.items + end, s->loop.body.n - end};
    g->synced = false;
    block(g, &rest);
    g->e.ind--;
    line(g, "}");
    g->e.ind--;
    line(g, "}");
    g->synced = false;
    return true;
}

/* Whether b has a barrier among its own statements. */
static bool has_barrier_stmt(const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++)
        if (b->items[i]->kind == TL_STMT_BARRIER)
            return true;
    return false;
}

/* A loop-invariant A operand in registers (layout(regs) on a shared
 * buffer that is not a packed copy, docs/gpu.md): a gemm among loop s's
 * own statements that takes ldsm_gemm, whose A is a layout(regs) buffer
 * the loop touches nowhere else (so not written in it), gets all of its A
 * fragments (K / 16 k steps of tiles_m x4 loads a warp) loaded by ldmatrix
 * once before the loop into tl_qa<n>_NAME, after a barrier (the buffer was
 * written before the loop, by other threads); each iteration's gemm then
 * reads them rather than shared memory (flash attention's Q: 16 registers a
 * thread for 4x1 warps of 64 rows, 4 ldmatrix.x4 fewer an iteration). Only
 * where the loop holds a barrier of its own: thread_sync then checked that
 * every thread of the block reaches it, so the barrier written here is
 * reached by all. */
static void hoist_a(cg *g, const tl_stmt *s)
{
    if (s->loop.kind == TL_LOOP_PARALLEL || g->e.par || !has_barrier_stmt(&s->loop.body))
        return;
    const tl_block *b = &s->loop.body;
    bool synced = g->synced;
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *gm = b->items[i];
        tl_gpu_ring r;
        if (gm->kind != TL_STMT_TILE || gm->tile.op != TL_TILE_GEMM)
            continue;
        const tl_buffer *a = gm->tile.args[0].buf;
        if (a->layout_hint != TL_LAYOUT_HINT_REGS || g->areg[a->id] || g->qa[a->id] || !in_smem(g, a) ||
            !ldsm_gemm_of(g, gm, &r))
            continue;
        int ld = 0, st = 0;
        count_block(b, a, &ld, &st);
        if (has_while(b) || ld != 1 || st != 1 || has_view_of(&g->e.k->body, a))
            continue;
        const tl_gpu_ring_copy *A = &r.copy[0];
        const tl_layout *l = gm->tile.args[2].buf->layout;
        int ks = mma_k(A->dst->dtype);
        int64_t nk = A->cols / ks;
        int n = ++g->nqa;
        const char *an = cname(g, a->name);
        if (!synced)
            line(g, "__syncthreads(); /* %s as written before the loop, for every warp's fragments */", a->name);
        synced = true;
        line(g, "uint32_t tl_qa%d_%s[%" PRId64 "][%d][4]; /* %s as the A operand of the loop's gemm: every k step's fragments of this warp, loaded once (layout(regs)) */",
             n, an, nk, l->tiles_m, a->name);
        line(g, "{");
        g->e.ind++;
        line(g, "const int32_t tl_l = tl_tid %% 32, tl_w = tl_tid / 32;");
        line(g, "const int32_t tl_m0 = (tl_w / %d) * %" PRId64 ";", l->warps_n, tl_cemit_dim(gm->tile.args[2].buf, 0) / l->warps_m);
        line(g, "const uint32_t tl_as = tl_smem_addr(%s);", an);
        line(g, "#pragma unroll");
        line(g, "for (int32_t tl_i = 0; tl_i < %d; tl_i++) {", l->tiles_m);
        g->e.ind++;
        line(g, "const int32_t tl_r = tl_m0 + tl_i * 16 + tl_l %% 16, tl_q = tl_l / 16;");
        indent(g);
        out(g, "const uint32_t tl_ao = (uint32_t)(tl_r * %d + ", A->row_chunks);
        swz(g, A, "tl_r");
        out(g, ") * 16u;\n");
        line(g, "#pragma unroll");
        line(g, "for (int32_t tl_k = 0; tl_k < %" PRId64 "; tl_k++)", nk);
        line(g, "    tl_ldsm_x4(tl_qa%d_%s[tl_k][tl_i], tl_as + (tl_ao %s (uint32_t)(tl_k * %d / %d) * 16u));", n, an,
             A->swz_mask ? "^" : "+", ks, 16 / A->es);
        g->e.ind--;
        line(g, "}");
        g->e.ind--;
        line(g, "}");
        g->qa[a->id] = n;
    }
}

/* The hoists of hoist_a end with their loop. */
static void unhoist_a(cg *g, const tl_stmt *s)
{
    for (size_t i = 0; i < s->loop.body.n; i++) {
        const tl_stmt *gm = s->loop.body.items[i];
        if (gm->kind == TL_STMT_TILE && gm->tile.op == TL_TILE_GEMM)
            g->qa[gm->tile.args[0].buf->id] = 0;
    }
}

static void loop_body(cg *g, const tl_stmt *s);

static void loop(cg *g, const tl_stmt *s)
{
    hoist_a(g, s);
    g->loops += s->loop.kind != TL_LOOP_PARALLEL;
    loop_body(g, s);
    g->loops -= s->loop.kind != TL_LOOP_PARALLEL;
    unhoist_a(g, s);
}

static void loop_body(cg *g, const tl_stmt *s)
{
    if (kv_ring_loop(g, s) || prefetch_loop(g, s))
        return;
    tl_gpu_ring r;
    if (s->loop.kind == TL_LOOP_PIPELINED && !g->e.par && ring_of(g, s, &r)) {
        ring_loop(g, s, &r);
        return;
    }
    if (s->loop.kind == TL_LOOP_PARALLEL && !g->e.par) {
        parallel(g, s);
        return;
    }
    int n = s->loop.kind == TL_LOOP_PARALLEL ? s->loop.nvars : 1;
    if (s->loop.kind == TL_LOOP_UNROLL)
        line(g, "#pragma unroll");
    else if (s->loop.kind == TL_LOOP_PIPELINED)
        line(g, "/* pipelined, %d stages: in order for now */", s->loop.stages);
    for (int i = 0; i < n; i++) {
        loop_header(g, s->loop.vars[i], s->loop.begin[i], s->loop.end[i]);
        g->e.ind++;
    }
    block(g, &s->loop.body);
    for (int i = 0; i < n; i++) {
        g->e.ind--;
        line(g, "}");
    }
}

/* A view of an on-chip buffer: a second name for its storage. Shared
 * memory (and fragments kept there) and locals are plain arrays, seen with
 * the view's shape; a register fragment's view is its registers, since
 * layout_inference gives the view its buffer's layout (element e of either
 * lives in the same thread and slot), as long as that layout is the
 * round-robin one over linear elements and its runs do not cross the
 * view's rows. */
static void view_alloc(cg *g, const tl_buffer *b)
{
    const tl_buffer *x = b->view_of;
    const char *n = cname(g, b->name), *t = tl_dtype_c_type(b->dtype);
    if (in_smem(g, x) || x->scope == TL_SCOPE_LOCAL) {
        smem_layout xl = in_smem(g, x) ? smem_layout_of(g, x) : (smem_layout){0, 0, 1, 0, 0};
        if (in_smem(g, x) && (g->ring[x->id] || g->ring[b->id])) {
            unsupported(g, "view '%s' of '%s': the shared buffer is a cp.async ring of a pipelined gemm, whose slots "
                           "the view's shape does not follow", b->name, x->name);
            return;
        }
        if (xl.pad || xl.mask) {
            unsupported(g, "view '%s' of '%s': '%s' has layout(%s), which places its rows apart or permuted, so a "
                           "view with another row length would not find its elements", b->name, x->name, x->name,
                        tl_layout_hint_name(x->layout_hint));
            return;
        }
        if (in_smem(g, x) != in_smem(g, b)) {
            unsupported(g, "view '%s' of '%s': internal error: the view and its buffer are placed apart", b->name,
                        x->name);
            return;
        }
        indent(g);
        for (int pass = 0; pass < 2; pass++) {
            out(g, pass ? " = (%s (*)" : "%s (*%s)", t, n);
            for (int d = 1; d < b->ndim; d++) {
                out(g, "[");
                expr(g, b->dims[d]);
                out(g, "]");
            }
        }
        out(g, ")(void *)%s; /* a view of %s */\n", cname(g, x->name), x->name);
        return;
    }
    const tl_layout *l = b->layout;
    int64_t inner = tl_cemit_dim(b, b->ndim - 1);
    if (!l || l != x->layout || l->warps_m > 0 || inner % l->vec != 0) {
        unsupported(g, "view '%s' of register fragment '%s': the view would move elements between threads (%s)",
                    b->name, x->name,
                    x->layout && x->layout->warps_m > 0
                        ? "it holds a tensor-core gemm's accumulator, whose registers follow its [M, N] shape"
                    : !l || l != x->layout ? "the view has a layout of its own"
                                           : "runs of the fragment's elements per thread cross the view's rows");
        return;
    }
    line(g, "%s *const %s = %s; /* a view of %s: the same registers */", t, n, cname(g, x->name), x->name);
}

static void alloc(cg *g, const tl_buffer *b)
{
    if (b->view_of && b->scope == TL_SCOPE_GLOBAL) {
        /* a tensor's view: its data, indexed by the view's dims */
        line(g, "%s *const %s = %s; /* a view of %s */", tl_dtype_c_type(b->dtype), cname(g, b->name),
             cname(g, b->view_of->name), b->view_of->name);
        line(g, "(void)%s;", cname(g, b->name));
        return;
    }
    if (b->view_of) {
        view_alloc(g, b);
        return;
    }
    const char *n = cname(g, b->name), *t = tl_dtype_c_type(b->dtype);
    int64_t count = tl_cemit_elems(b);
    if (g->dead[b->id]) {
        line(g, "/* %s: partials of a row reduction done in registers (find_dead), no shared memory */", b->name);
        return;
    }
    if (g->areg[b->id]) {
        const tl_layout *l = g->areg[b->id];
        line(g, "uint32_t tl_pa_%s[%d]; /* shared %s[%" PRId64 " x %" PRId64 "] layout(regs): kept in registers, this thread's pairs of the accumulator copied into it (%dx%d warps of %dx%d tiles), packed as the A operand of the gemm after the copy */",
             n, l->tiles_m * l->tiles_n * 2, tl_dtype_name(b->dtype), count / tl_cemit_dim(b, 1), tl_cemit_dim(b, 1), l->warps_m, l->warps_n,
             l->tiles_m, l->tiles_n);
        line(g, "#pragma unroll");
        line(g, "for (int32_t tl_z = 0; tl_z < %d; tl_z++)", l->tiles_m * l->tiles_n * 2);
        line(g, "    tl_pa_%s[tl_z] = 0;", n);
        return;
    }
    if (in_smem(g, b) && g->ring[b->id]) {
        /* every element of a slot is written (zero where masked) before it
         * is read: no zeroing */
        line(g, "unsigned char *const %s = tl_smem + %" PRId64 "; /* shared %s[%" PRId64 " x %" PRId64
                "]: a ring of %d slots filled by cp.async, %s */",
             n, g->smem_off[b->id], tl_dtype_name(b->dtype), count / tl_cemit_dim(b, 1), tl_cemit_dim(b, 1),
             g->ring[b->id], g->ring_pad[b->id] ? "rows padded by 16 bytes" : "16-byte chunks swizzled");
        line(g, "const uint32_t tl_sa_%s = tl_smem_addr(%s);", n, n);
        return;
    }
    if (in_smem(g, b)) {
        smem_layout sl = smem_layout_of(g, b);
        indent(g);
        if (sl.panel) {
            out(g, "%s (*%s)[%" PRId64 "][64] = (%s (*)[%" PRId64 "][64])(tl_smem + %" PRId64
                   "); /* shared [%" PRId64 " x %" PRId64 "] read by warpgroup MMAs: column panels of 64 elements, each in the 128-byte swizzle */\n",
                t, n, sl.panel, t, sl.panel, g->smem_off[b->id], sl.panel, tl_cemit_dim(b, 1));
            if (b->scratch) {
                line(g, "/* %s: written before it is read, not zeroed */", b->name);
                return;
            }
            line(g, "for (int32_t tl_z = tl_tid; tl_z < %" PRId64 "; tl_z += %d)", smem_elems(g, b), g->threads);
            line(g, "    ((%s *)%s)[tl_z] = 0;", t, n);
            return;
        }
        for (int pass = 0; pass < 2; pass++) {
            if (pass)
                out(g, " = (%s (*)", t);
            else
                out(g, "%s (*%s)", t, n);
            for (int d = 1; d < b->ndim; d++) {
                out(g, "[");
                expr(g, b->dims[d]);
                if (d == b->ndim - 1 && sl.pad)
                    out(g, " + %d", sl.pad);
                out(g, "]");
            }
        }
        out(g, ")(tl_smem + %" PRId64 "); /* %s%s, shared by the block%s */\n", g->smem_off[b->id], tl_scope_name(b->scope),
            b->scope == TL_SCOPE_FRAGMENT ? " kept in shared memory" : "",
            sl.pad ? "; layout(pad): rows padded" : sl.mask ? "; layout(swizzle): 16-byte chunks XOR-swizzled by the row" : "");
        if (b->scratch) {
            line(g, "/* %s: written before it is read, not zeroed */", b->name);
            return;
        }
        if (smem_elems(g, b) <= g->threads) { /* an element a thread at most: no loop for NVVM and ptxas */
            line(g, "if (tl_tid < %" PRId64 ")", smem_elems(g, b));
            line(g, "    ((%s *)%s)[tl_tid] = 0;", t, n);
            return;
        }
        line(g, "for (int32_t tl_z = tl_tid; tl_z < %" PRId64 "; tl_z += %d)", smem_elems(g, b), g->threads);
        line(g, "    ((%s *)%s)[tl_z] = 0;", t, n);
        return;
    }
    if (b->scope == TL_SCOPE_FRAGMENT && tl_gpu_rows_buffer(b)) {
        const tl_layout *l = b->layout->rows_of;
        g->rows_l = l; /* place_fragments gave every row vector of the kernel the same */
        line(g, "%s %s[%d]; /* fragment [%" PRId64 "]: this thread's %d rows of the tensor-core accumulator's layout (%dx%d warps of %dx%d tiles), replicated across the quad and the warps of a row, in registers */",
             t, n, l->tiles_m * 2, count, l->tiles_m * 2, l->warps_m, l->warps_n, l->tiles_m, l->tiles_n);
        line(g, "#pragma unroll");
        line(g, "for (int32_t tl_z = 0; tl_z < %d; tl_z++)", l->tiles_m * 2);
        line(g, "    %s[tl_z] = 0;", n);
        return;
    }
    if (b->scope == TL_SCOPE_FRAGMENT) {
        int per = b->layout ? b->layout->per_thread : 0;
        /* round robin (not the MMA layout, whose loops stay unrolled) */
        bool big = per > REG_UNROLL_MAX && !b->layout->warps_m;
        line(g, "%s %s[%d]; /* fragment: this thread's %d elements, %s */", t, n, per > 0 ? per : 1, per,
             big ? "in local memory (its loops not unrolled)" : "in registers");
        line(g, big ? "#pragma unroll 1" : "#pragma unroll");
        line(g, "for (int32_t tl_z = 0; tl_z < %d; tl_z++)", per);
        line(g, "    %s[tl_z] = 0;", n);
        return;
    }
    indent(g);
    out(g, "%s %s", t, n);
    for (int d = 0; d < b->ndim; d++) {
        out(g, "[");
        expr(g, b->dims[d]);
        out(g, "]");
    }
    out(g, "; /* local: per thread */\n");
    line(g, "for (int32_t tl_z = 0; tl_z < %" PRId64 "; tl_z++)", count);
    line(g, "    ((%s *)%s)[tl_z] = 0;", t, n);
}

static void store(cg *g, const tl_stmt *s)
{
    const tl_buffer *b = s->store.buf;
    const tl_expr *v = s->store.value;
    tl_expr *conv = NULL;
    if (v->dtype != b->dtype) {
        conv = tl_ir_cast(g->e.a, b->dtype, (tl_expr *)v, s->loc);
        if (!conv) {
            g->e.oom = true;
            return;
        }
        v = conv;
    }
    tl_cemit_store(&g->e, s, v);
}

/* Moves a warp's accumulator tiles between C in shared memory and the
 * registers tl_acc of the MMA layout (load, or store back). */
static void acc_tiles(cg *g, const tl_layout *l, const char *cn, bool load)
{
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_i = 0; tl_i < %d; tl_i++)", l->tiles_m);
    line(g, "    #pragma unroll");
    line(g, "    for (int32_t tl_j = 0; tl_j < %d; tl_j++) {", l->tiles_n);
    line(g, "        const int32_t tl_r = tl_m0 + tl_i * 16 + tl_g, tl_c = tl_n0 + tl_j * 8 + tl_t * 2, tl_q = (tl_i * %d + tl_j) * 4;",
         l->tiles_n);
    static const char *const at[4] = {"[tl_r][tl_c]", "[tl_r][tl_c + 1]", "[tl_r + 8][tl_c]", "[tl_r + 8][tl_c + 1]"};
    for (int q = 0; q < 4; q++) {
        if (load)
            line(g, "        tl_acc[tl_q + %d] = %s%s;", q, cn, at[q]);
        else
            line(g, "        %s%s = tl_acc[tl_q + %d];", cn, at[q], q);
    }
    line(g, "    }");
}

/* A gemm on tensor cores (gpu.c chose it): each warp computes its
 * tiles_m x tiles_n tiles of 16x8 of C, in the registers of C's MMA layout,
 * one mma.sync per tile and k step; the operands' registers are built
 * from shared memory as the instruction lays them out (g = lane / 4,
 * t = lane % 4): f16/bf16 (k 16) two halves a register, A rows g, g + 8
 * and k 2t, 2t + 8; i8/u8 (k 32) four bytes a register, A k 4t, 4t + 16;
 * tf32 (k 8) one f32 rounded by cvt.rna a register, A k t, t + 4; B the
 * same k at column g. */
static void gemm_mma(cg *g, const tl_stmt *s)
{
    const tl_buffer *A = s->tile.args[0].buf, *B = s->tile.args[1].buf, *C = s->tile.args[2].buf;
    const tl_layout *l = C->layout;
    int64_t m, n, kdim;
    tl_ir_is_const_int(C->dims[0], &m);
    tl_ir_is_const_int(C->dims[1], &n);
    tl_ir_is_const_int(A->dims[s->tile.transpose_a ? 0 : 1], &kdim);
    const char *an = cname(g, A->name), *bn = cname(g, B->name), *cn = cname(g, C->name);
    bool ta = s->tile.transpose_a, tb = s->tile.transpose_b;
    int ks = mma_k(A->dtype);
    smem_layout sa = smem_layout_of(g, A), sb = smem_layout_of(g, B);
    /* elements per register, and the k offset of each of A's registers
     * (rows g, g + 8, g, g + 8) and B's two */
    int per = ks == 32 ? 4 : ks == 16 ? 2 : 1, khalf = ks / 2;
    line(g, "{ /* gemm on tensor cores: mma.sync m16n8k%d %s, %dx%d warps, each %dx%d tiles of 16x8 */", ks,
         tl_dtype_name(A->dtype), l->warps_m, l->warps_n, l->tiles_m, l->tiles_n);
    g->e.ind++;
    line(g, "const int32_t tl_g = (tl_tid %% 32) / 4, tl_t = tl_tid %% 4;");
    line(g, "const int32_t tl_m0 = (tl_tid / 32 / %d) * %" PRId64 ", tl_n0 = (tl_tid / 32 %% %d) * %" PRId64 ";", l->warps_n,
         m / l->warps_m, l->warps_n, n / l->warps_n);
    /* an accumulator kept in shared memory: the warp's tiles go through
     * registers in the MMA layout (c0 c1 at row g, columns 2t and 2t + 1;
     * c2 c3 at row g + 8), loaded here and stored back after the k loop */
    bool in_smem = !tl_gpu_in_registers(C);
    const char *acc = in_smem ? "tl_acc" : cn;
    if (in_smem) {
        line(g, "%s tl_acc[%d];", tl_cemit_val_type(&g->e, C->dtype), l->tiles_m * l->tiles_n * 4);
        acc_tiles(g, l, cn, true);
    }
    line(g, "for (int32_t tl_k = 0; tl_k < %" PRId64 "; tl_k += %d) {", kdim, ks);
    g->e.ind++;
    line(g, "uint32_t tl_a[%d][4], tl_b[%d][2];", l->tiles_m, l->tiles_n);
    const char *pack = per == 4 ? "tl_pack4" : per == 2 ? "tl_pack2" : "tl_tf32";
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_i = 0; tl_i < %d; tl_i++) {", l->tiles_m);
    g->e.ind++;
    line(g, "const int32_t tl_r = tl_m0 + tl_i * 16 + tl_g, tl_c = tl_k + tl_t * %d;", per);
    for (int q = 0; q < 4; q++) {
        /* A'[r][c]: A[r][c], or A[c][r] transposed */
        indent(g);
        out(g, "tl_a[tl_i][%d] = %s(", q, pack);
        for (int e = 0; e < per; e++) {
            char row[32], col[32];
            snprintf(row, sizeof row, "tl_r%s", q % 2 ? " + 8" : "");
            int off = (q / 2) * khalf + e;
            if (off)
                snprintf(col, sizeof col, "tl_c + %d", off);
            else
                snprintf(col, sizeof col, "tl_c");
            out(g, "%s%s[%s][", e ? ", " : "", an, ta ? col : row);
            swz_col(g, sa, NULL, NULL, ta ? col : row, ta ? row : col);
            out(g, "]");
        }
        out(g, ");\n");
    }
    g->e.ind--;
    line(g, "}");
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_j = 0; tl_j < %d; tl_j++) {", l->tiles_n);
    g->e.ind++;
    line(g, "const int32_t tl_c = tl_n0 + tl_j * 8 + tl_g, tl_r = tl_k + tl_t * %d;", per);
    for (int q = 0; q < 2; q++) {
        indent(g);
        out(g, "tl_b[tl_j][%d] = %s(", q, pack);
        for (int e = 0; e < per; e++) {
            char kk[32];
            int off = q * khalf + e;
            if (off)
                snprintf(kk, sizeof kk, "tl_r + %d", off);
            else
                snprintf(kk, sizeof kk, "tl_r");
            out(g, "%s%s[%s][", e ? ", " : "", bn, tb ? "tl_c" : kk);
            swz_col(g, sb, NULL, NULL, tb ? "tl_c" : kk, tb ? kk : "tl_c");
            out(g, "]");
        }
        out(g, ");\n");
    }
    g->e.ind--;
    line(g, "}");
    line(g, "#pragma unroll");
    line(g, "for (int32_t tl_i = 0; tl_i < %d; tl_i++)", l->tiles_m);
    line(g, "    #pragma unroll");
    line(g, "    for (int32_t tl_j = 0; tl_j < %d; tl_j++)", l->tiles_n);
    line(g, "        %s(&%s[(tl_i * %d + tl_j) * 4], tl_a[tl_i], tl_b[tl_j]);", mma_fn(A->dtype, B->dtype), acc, l->tiles_n);
    g->e.ind--;
    line(g, "}");
    if (in_smem)
        acc_tiles(g, l, cn, false);
    g->e.ind--;
    line(g, "}");
}

static void stmt(cg *g, const tl_stmt *s)
{
    switch (s->kind) {
    case TL_STMT_PREFETCH: return; /* a cache hint: nothing to write here */
    case TL_STMT_ALLOC: alloc(g, s->alloc.buf); return;
    case TL_STMT_LET:
        tl_cemit_let(&g->e, s);
        return;
    case TL_STMT_FOR: loop(g, s); return;
    case TL_STMT_WHILE:
    case TL_STMT_BREAK:
    case TL_STMT_CONTINUE:
    case TL_STMT_IF:
        g->loops += s->kind == TL_STMT_WHILE;
        if (!accumulator_out(g, s) && !aligned_copy(g, s))
            tl_cemit_control(&g->e, s);
        g->loops -= s->kind == TL_STMT_WHILE;
        return;
    case TL_STMT_STORE: store(g, s); return;
    case TL_STMT_TILE: {
        if (s->tile.op == TL_TILE_GEMM) {
            if (wg_gemm(g, s) || ldsm_gemm(g, s))
                ;
            else if (tl_gpu_gemm_on_mma(s))
                gemm_mma(g, s);
            else
                unsupported(g, "gemm left after the gpu pipeline (lower_gemm_simt did not run)");
            return;
        }
        /* a tile op the passes kept (atomic_add, atomic_max, atomic_min
         * into a global tensor): its element loops, their stores atomic */
        tl_block lowered = {0};
        if (!tl_tx_lower_tile_op(g->e.a, g->e.k, s, &lowered)) {
            g->e.oom = true;
            return;
        }
        g->e.atomic = tl_tileop_is_atomic(s->tile.op);
        block(g, &lowered);
        g->e.atomic = false;
        return;
    }
    case TL_STMT_BARRIER: line(g, "__syncthreads();"); return;
    }
}

/* Before item i of b (and the few after it that a fused form may take
 * with it), the wait for the MMAs left in flight (kv_defer_of) where one
 * of them touches their accumulator or their register A operand. */
static void kv_await(cg *g, const tl_block *b, size_t i)
{
    if (!g->wg_pending || !g->kv_defer)
        return;
    const tl_buffer *C = g->kv_defer->tile.args[2].buf, *A = g->kv_defer->tile.args[0].buf;
    tl_block next = {b->items + i, b->n - i < 4 ? b->n - i : 4};
    int ld = 0, st = 0;
    count_block(&next, C, &ld, &st);
    count_block(&next, A, &ld, &st);
    if (!ld && !st && !has_while(&next))
        return;
    line(g, "tl_wg_wait<0>(); /* the %s MMAs left in flight */", C->name);
    kv_release(g, true);
    g->wg_pending = false;
}

/* Whether s clears C: for i, j in parallel(C's dims) { C[i, j] = 0.0 }. */
static bool clears(const tl_stmt *s, const tl_buffer *C)
{
    if (s->kind != TL_STMT_FOR || s->loop.kind != TL_LOOP_PARALLEL || s->loop.nvars != C->ndim || s->loop.body.n != 1)
        return false;
    const tl_stmt *st = s->loop.body.items[0];
    if (st->kind != TL_STMT_STORE || st->store.buf != C || st->store.value->kind != TL_EXPR_FLOAT || st->store.value->f != 0.0)
        return false;
    for (int d = 0; d < C->ndim; d++) {
        int64_t e, dim;
        if (s->loop.begin[d] || !tl_ir_is_const_int(s->loop.end[d], &e) || !tl_ir_is_const_int(C->dims[d], &dim) || e != dim ||
            !tl_cemit_is_var(st->store.idx[d], s->loop.vars[d]))
            return false;
    }
    return true;
}

/* Whether item i of b is the clear of the accumulator of a warpgroup gemm
 * that follows it (barriers between them: the accumulator is registers),
 * A in shared memory: then the clear is left out and the gemm's first
 * MMA overwrites C (scale-d 0, wg_gemm), which saves a register move an
 * element each time (flash attention's scores, every key block). */
static bool wg_clear_folds(cg *g, const tl_block *b, size_t i)
{
    if (!g->wg_gemms || b->items[i]->kind != TL_STMT_FOR)
        return false;
    size_t j = i + 1;
    while (j < b->n && b->items[j]->kind == TL_STMT_BARRIER)
        j++;
    const tl_stmt *gm = j < b->n ? b->items[j] : NULL;
    if (!gm || gm->kind != TL_STMT_TILE || gm->tile.op != TL_TILE_GEMM || g->areg[gm->tile.args[0].buf->id] ||
        !wg_gemm_of(g, gm, false) || !clears(b->items[i], gm->tile.args[2].buf))
        return false;
    g->wg_zero = gm;
    line(g, "/* the clear of %s: the first MMA of the gemm below (scale-d 0) */", gm->tile.args[2].buf->name);
    return true;
}

static void block(cg *g, const tl_block *b)
{
    int nrdst = g->nrdst; /* registers declared in this block end with it */
    for (size_t i = 0; i < b->n; i++) {
        /* a barrier right after one (a warp-shuffle combine ends in one) */
        if (b->items[i]->kind == TL_STMT_BARRIER && (g->synced || b == g->kv_nosync))
            continue;
        kv_await(g, b, i);
        if (!g->e.par && wg_clear_folds(g, b, i))
            continue;
        if (!g->e.par && !tl_gpu_rows_loop(b->items[i])) {
            size_t used = fused_reduce(g, b, i);
            if (!used)
                used = owned_reduce(g, b, i);
            if (!used)
                used = mma_reduce(g, b, i, NULL);
            if (used) {
                i += used - 1;
                continue;
            }
        }
        g->synced = false;
        g->last_top = b == &g->e.k->body && i + 1 == b->n;
        if (b->items[i] == g->q_stmt) {
            /* the producer loads it where the launch built the maps */
            line(g, "if (!(tl_tma & 1)) { /* %s's tile: the producer's TMA where the launch built the maps */", g->q_copy.dst->name);
            g->e.ind++;
            stmt(g, b->items[i]);
            g->e.ind--;
            line(g, "}");
            continue;
        }
        stmt(g, b->items[i]);
        g->last_top = false;
        /* only straight-line code ends in the barrier it wrote: a serial
         * loop or a branch that ended in one may run zero times or not at
         * all (a parallel loop written as a warp-shuffle combine is straight
         * code, its flag left by combine_tail) */
        const tl_stmt *it = b->items[i];
        g->synced = it->kind == TL_STMT_BARRIER ||
                    (g->synced && it->kind == TL_STMT_FOR && it->loop.kind == TL_LOOP_PARALLEL && !g->e.par);
    }
    g->nrdst = nrdst;
}

/* ---- shared memory ----------------------------------------------------------- */

/* Offsets in the dynamic shared memory of the block's shared buffers and of
 * the fragments kept in shared memory, each 16-byte aligned, in the order
 * they are allocated (no reuse yet). */
static void place_smem(cg *g, const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_FOR)
            place_smem(g, &s->loop.body);
        else if (s->kind == TL_STMT_WHILE)
            place_smem(g, &s->whiles.body);
        else if (s->kind == TL_STMT_IF) {
            place_smem(g, &s->ifs.then_body);
            place_smem(g, &s->ifs.else_body);
        } else if (s->kind == TL_STMT_ALLOC) {
            const tl_buffer *buf = s->alloc.buf;
            bool shared = buf->scope == TL_SCOPE_SHARED || (buf->scope == TL_SCOPE_FRAGMENT && !tl_gpu_in_registers(buf));
            if (buf->view_of && buf->scope != TL_SCOPE_GLOBAL) {
                /* a view: its buffer's bytes (placed before it) */
                g->smem_off[buf->id] = shared ? g->smem_off[buf->view_of->id] : -1;
                continue;
            }
            if (!shared || g->smem_off[buf->id] >= 0 || g->areg[buf->id] || g->dead[buf->id])
                continue;
            /* a slot wgmma reads: its swizzle is of the address bits, from a 1024-byte boundary */
            int64_t al = g->ring_wg[buf->id] ? 1024 : 16;
            g->smem = (g->smem + al - 1) / al * al;
            g->smem_off[buf->id] = g->smem;
            g->smem += g->ring[buf->id] ? g->ring_slot[buf->id] * g->ring[buf->id] : smem_elems(g, buf) * ((tl_dtype_bits(buf->dtype) + 7) / 8);
        }
    }
}

/* The buffers placed in shared memory anew (a ring's slots changed). */
static void replace_smem(cg *g, const tl_block *body)
{
    for (int i = 0; i < g->e.k->nbuffers; i++)
        g->smem_off[i] = -1;
    g->smem = 0;
    place_smem(g, body);
}

/* One slot fewer a kv ring at a time, down to two, while the buffers
 * overflow the target's shared memory, placed again each time; P V's ring
 * keeps its extra slot while its MMAs stay in flight (kv_defer, unless
 * slots are handed over by mbarriers: kv_ws). */
static void kv_fewer_slots(cg *g, const tl_block *body)
{
    while ((uint64_t)g->smem > g->smem_limit && g->kv_slots > 2) {
        g->kv_slots--;
        for (int c = 0; c < g->kv_n; c++) {
            const tl_buffer *d = g->kv_copy[c].dst;
            g->ring[d->id] = g->kv_slots + (g->kv_defer && d == g->kv_defer->tile.args[1].buf && !g->kv_ws);
        }
        replace_smem(g, body);
    }
}

/* The kv rings (find_kv_rings) where their slots overflow the target's
 * shared memory: fewer slots (down to two, the fewest kv_ring_loop
 * writes) and P V waited for at once, in the order below; false when
 * even two do not fit. */
static bool kv_fit(cg *g, const tl_block *body)
{
    if (!g->kv_loop || !g->smem_limit)
        return true;
    /* With the rings filled by every thread, the overlap is taken, unless
     * asked for (kv_overlap=on), only where P V's extra slot does not fit
     * with the loop's slots: measured on the H200 (docs/gpu.md, "Round
     * four"), P V in flight over the next block's head (its barriers and
     * copies) was 3% faster than behind Q K^T at D 64; at D 128, where it
     * does not fit, the overlap with two slots was 2.5% faster than P V
     * waited for at once with three. With a producer warpgroup (kv_ws) it
     * needs no extra slot and is always taken: 4.5% faster at D 64, 12% at
     * D 128 ("Round five"). The overlap (kv_first) is kept with fewer
     * slots: they go first */
    if (g->kv_first && !g->kv_overlap_on && !g->kv_ws && (uint64_t)g->smem <= g->smem_limit)
        g->kv_first = NULL;
    if (g->kv_first)
        kv_fewer_slots(g, body);
    if ((uint64_t)g->smem > g->smem_limit && g->kv_defer && !g->kv_ws) {
        /* P V waited for at once, its ring as the others */
        g->ring[g->kv_defer->tile.args[1].buf->id] = g->kv_slots;
        g->kv_defer = NULL;
        g->kv_first = NULL;
        replace_smem(g, body);
    }
    kv_fewer_slots(g, body);
    return (uint64_t)g->smem <= g->smem_limit;
}

/* ---- kernels --------------------------------------------------------------- */

/* One __global__ function of kernel k, named fn, its statements body (the
 * kernel's, or one path's: split_paths). */
static void function(cg *g, tl_kernel *k, const char *fn, const tl_block *body, int launch_threads, int minb)
{
    if (g->ws_loop || g->kv_ws)
        out(g, "extern \"C\" __global__ void __launch_bounds__(%d, 1) %s(", launch_threads, fn);
    else if (minb > 1)
        out(g, "extern \"C\" __global__ void __launch_bounds__(%d, %d) %s(", launch_threads, minb, fn);
    else
        out(g, "extern \"C\" __global__ void __launch_bounds__(%d) %s(", launch_threads, fn);
    int np = 0;
    for (size_t i = 0; i < k->nparams; i++, np++) {
        const tl_param *p = &k->params[i];
        if (p->is_tensor)
            out(g, "%s%s *%s", np ? ", " : "", tl_dtype_c_type(p->buf->dtype), cname(g, p->name));
        else {
            tl_dtype t = p->var->dtype;
            out(g, "%s%s tl_arg_%s", np ? ", " : "", tl_dtype_is_small_float(t) ? tl_dtype_c_type(t) : t == TL_DT_BOOL ? "bool" : tl_dtype_c_type(t),
                p->name);
        }
    }
    for (size_t i = 0; i < k->nshape_vars; i++, np++)
        out(g, "%slong long tl_dim_%s", np ? ", " : "", k->shape_vars[i]->name);
    int nmaps = g->ws_loop ? g->ws_ring.ncopies + (g->ws_store ? 1 : 0) : g->kv_tma ? g->kv_n + (g->q_stmt ? 1 : 0) : 0;
    if (nmaps) {
        for (int i = 0; i < nmaps; i++)
            out(g, "%sconst __grid_constant__ tl_tmap tl_tm%d", np++ ? ", " : "", i);
        out(g, "%sint tl_tma", np++ ? ", " : "");
        if (g->ws_sk)
            out(g, ", float *tl_skw"); /* stream-K's workspace (stream_k_prelude), or null */
    }
    out(g, ")\n{\n");
    g->e.ind = 1;
    for (size_t i = 0; i < k->nparams; i++) {
        const tl_param *p = &k->params[i];
        if (p->is_tensor)
            continue;
        tl_dtype t = p->var->dtype;
        if (tl_dtype_is_small_float(t))
            line(g, "const float %s = %s(tl_arg_%s);", cname(g, p->name), tl_cemit_prelude_dec(t), p->name);
        else
            line(g, "const %s %s = tl_arg_%s;", tl_cemit_val_type(&g->e, t), cname(g, p->name), p->name);
    }
    for (size_t i = 0; i < k->nshape_vars; i++)
        line(g, "const int32_t %s = (int32_t)tl_dim_%s;", cname(g, k->shape_vars[i]->name), k->shape_vars[i]->name);
    if (!g->ws_loop)
        block_indices(g, k, false);
    line(g, "const int32_t tl_tid = (int32_t)threadIdx.x;");
    if (g->smem > 0 && g->wg_align) {
        line(g, "extern __shared__ __align__(1024) unsigned char tl_smem[];");
        line(g, "if (tl_smem_addr(tl_smem) & 1023u) /* the slots wgmma reads must start on 1024-byte boundaries */");
        line(g, "    __trap();");
    } else if (g->smem > 0) {
        line(g, "extern __shared__ __align__(16) unsigned char tl_smem[];");
    }
    g->nrdst = 0;
    g->pb_used = false;
    size_t body_at = g->e.o->len;
    if (g->kv_ws) {
        kv_producer(g);
        body_at = g->e.o->len;
    }
    if (g->ws_loop) {
        ws_producer(g);
        body_at = g->e.o->len;
        tile_loop(g);
        g->e.ind++;
        block_indices(g, k, true);
        /* before the accumulators are live (after the copy out, ptxas kept
         * its operands live beside them and spilled) */
        if (g->ws_hold)
            ws_hold_test(g);
    }
    block(g, body);
    if (g->ws_hold) {
        line(g, "if (tl_hold) { /* done with the staged tile: the producer may load the next one */");
        line(g, "    tl_fence_proxy_async();");
        line(g, "    %s(tl_staged%s);", g->ws_mc >= 0 ? "tl_mb_arrive_cluster" : "tl_mb_arrive", g->ws_mc >= 0 ? ", tl_ncta" : "");
        line(g, "}");
    }
    if (g->wg_gemms)
        /* the shared operands of wg_gemm are written by generic stores and
         * read by wgmma through the async proxy: the writers' proxy fence
         * before the barrier that publishes them */
        rewrite_barriers(g, body_at, "tl_fence_proxy_async(); __syncthreads();");
    if (g->ws_loop) {
        g->e.ind--;
        line(g, "}");
        if (g->ws_store) {
            line(g, "if ((tl_tma & 2) && tl_tid %% 128 == 0) /* the tiles' stores done before the block's shared memory goes */");
            line(g, "    tl_tma_store_wait();");
        }
        name_barriers(g, body_at);
    }
    if (g->kv_ws)
        name_barriers(g, body_at);
    if (g->pb_used && !g->e.o->failed) {
        /* the half of the partials the next every-thread combine writes */
        tl_strbuf rest = { 0 };
        tl_strbuf_append(&rest, g->e.o->data + body_at, g->e.o->len - body_at);
        g->e.o->len = body_at;
        line(g, "int32_t tl_pb = 0;");
        if (rest.len)
            tl_strbuf_append(g->e.o, rest.data, rest.len);
        g->e.o->failed |= rest.failed;
        tl_strbuf_free(&rest);
    }
    g->e.ind = 0;
    out(g, "}\n");
}

/* Whether cond reads shape dims and constants alone, compared (uniform for
 * the launch, the same on the host): its program over the dims in when. */
static bool dims_only(const tl_kernel *k, const tl_expr *cond, tl_cuda_expr *when)
{
    tl_error scratch = { 0 };
    if (!tl_cuda_grid_expr(k, cond, when, &scratch))
        return false;
    for (int i = 0; i < when->nsteps; i++)
        switch (when->steps[i].op) {
        case TL_CX_CONST: case TL_CX_DIM: case TL_CX_MIN: case TL_CX_MAX: case TL_CX_LT: case TL_CX_LE:
        case TL_CX_GT: case TL_CX_GE: case TL_CX_EQ: case TL_CX_NE: break;
        default: return false;
        }
    return true;
}

/* Whether the branch's top-level statements declare a name the prefix's do. */
static bool names_clash(const tl_block *prefix, const tl_block *branch)
{
    for (size_t i = 0; i < branch->n; i++) {
        const tl_stmt *b = branch->items[i];
        const char *bn = b->kind == TL_STMT_ALLOC ? b->alloc.buf->name : b->kind == TL_STMT_LET && !b->let.assign ? b->let.var->name : NULL;
        for (size_t j = 0; bn && j < prefix->n; j++) {
            const tl_stmt *p = prefix->items[j];
            const char *pn = p->kind == TL_STMT_ALLOC ? p->alloc.buf->name : p->kind == TL_STMT_LET && !p->let.assign ? p->let.var->name : NULL;
            if (pn && strcmp(pn, bn) == 0)
                return true;
        }
    }
    return false;
}

/* used[id] for every buffer the statements of b read or write (a view's
 * storage with it); allocations alone are no use. */
static void mark_expr(const tl_expr *e, bool *used)
{
    if (!e)
        return;
    switch (e->kind) {
    case TL_EXPR_BINARY: mark_expr(e->bin.a, used); mark_expr(e->bin.b, used); return;
    case TL_EXPR_UNARY: mark_expr(e->un.a, used); return;
    case TL_EXPR_SELECT: mark_expr(e->sel.cond, used); mark_expr(e->sel.a, used); mark_expr(e->sel.b, used); return;
    case TL_EXPR_CAST: mark_expr(e->cast.a, used); return;
    case TL_EXPR_CALL:
        for (int i = 0; i < e->call.nargs; i++)
            mark_expr(e->call.args[i], used);
        return;
    case TL_EXPR_LOAD:
        used[e->load.buf->id] = true;
        if (e->load.buf->view_of)
            used[e->load.buf->view_of->id] = true;
        for (int i = 0; i < e->load.nidx; i++)
            mark_expr(e->load.idx[i], used);
        return;
    default: return;
    }
}

static void mark_buf(const tl_buffer *b, bool *used)
{
    used[b->id] = true;
    if (b->view_of)
        used[b->view_of->id] = true;
}

static void mark_block(const tl_block *b, bool *used)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        switch (s->kind) {
        case TL_STMT_LET: mark_expr(s->let.value, used); break;
        case TL_STMT_FOR:
            for (int d = 0; d < s->loop.nvars; d++) {
                mark_expr(s->loop.begin[d], used);
                mark_expr(s->loop.end[d], used);
            }
            mark_block(&s->loop.body, used);
            break;
        case TL_STMT_WHILE: mark_expr(s->whiles.cond, used); mark_block(&s->whiles.body, used); break;
        case TL_STMT_IF:
            mark_expr(s->ifs.cond, used);
            mark_block(&s->ifs.then_body, used);
            mark_block(&s->ifs.else_body, used);
            break;
        case TL_STMT_STORE:
            mark_buf(s->store.buf, used);
            for (int d = 0; d < s->store.nidx; d++)
                mark_expr(s->store.idx[d], used);
            mark_expr(s->store.value, used);
            break;
        case TL_STMT_TILE:
            for (int a = 0; a < s->tile.nargs; a++) {
                const tl_region *r = &s->tile.args[a];
                mark_buf(r->buf, used);
                for (int d = 0; r->starts && d < r->buf->ndim; d++)
                    mark_expr(r->starts[d], used);
            }
            mark_expr(s->tile.value, used);
            break;
        default: break;
        }
    }
}

/* split_paths: a kernel whose last top-level statement is an if / else-if
 * chain on shape dims alone (the conditions uniform for the launch: dims,
 * constants, comparisons, min, max) is written as one __global__ function
 * a branch, each the statements before the chain (less the allocations the
 * branch never uses) and that branch, so that
 * NVRTC compiles each path as a program of its own, the paths side by side
 * (exec.c), and a launch runs the one its dims take (tl_cuda_kernel_function).
 * The branch's statements follow the prefix's in the function's body (a
 * kernel whose branch declares a name the prefix does is not split). Returns
 * the number of paths (their statement lists in paths[], their conditions in
 * when[], the last one's 1), 0 where the kernel is not split. */
static int split_paths(cg *g, tl_kernel *k, tl_block paths[TL_CUDA_PATHS_MAX], tl_cuda_expr when[TL_CUDA_PATHS_MAX])
{
    if (g->one_path || g->ws_loop || g->kv_ws || k->body.n == 0 || k->body.items[k->body.n - 1]->kind != TL_STMT_IF)
        return 0;
    tl_block prefix = { k->body.items, k->body.n - 1 };
    const tl_stmt *s = k->body.items[k->body.n - 1];
    const tl_block *branch[TL_CUDA_PATHS_MAX];
    int n = 0;
    for (;;) {
        if (n + 1 >= TL_CUDA_PATHS_MAX || !dims_only(k, s->ifs.cond, &when[n]))
            return 0;
        branch[n++] = &s->ifs.then_body;
        const tl_block *e = &s->ifs.else_body;
        if (e->n == 1 && e->items[0]->kind == TL_STMT_IF) {
            s = e->items[0];
            continue;
        }
        memset(&when[n], 0, sizeof when[n]);
        when[n].nsteps = 1;
        when[n].steps[0].op = TL_CX_CONST;
        when[n].steps[0].value = 1;
        branch[n++] = e;
        break;
    }
    if (n < 2 || (n == 2 && branch[1]->n == 0))
        return 0; /* one branch: nothing to split */
    bool *used = tl_arena_array(g->e.a, (size_t)(k->nbuffers > 0 ? k->nbuffers : 1), sizeof *used);
    if (!used)
        return 0;
    for (int i = 0; i < n; i++) {
        if (names_clash(&prefix, branch[i]))
            return 0;
        tl_stmt **items = tl_arena_array(g->e.a, prefix.n + branch[i]->n + 1, sizeof *items);
        if (!items)
            return 0;
        /* the prefix less the allocations of buffers the path never uses
         * (the other paths' fragments, and their zeroing) */
        memset(used, 0, (size_t)k->nbuffers * sizeof *used);
        mark_block(&prefix, used);
        mark_block(branch[i], used);
        size_t m = 0;
        for (size_t j = 0; j < prefix.n; j++)
            if (prefix.items[j]->kind != TL_STMT_ALLOC || used[prefix.items[j]->alloc.buf->id])
                items[m++] = prefix.items[j];
        for (size_t j = 0; j < branch[i]->n; j++)
            items[m++] = branch[i]->items[j];
        paths[i] = (tl_block){ items, m };
    }
    return n;
}

/* Target attribute `name`, which takes a or b: *v its value (NULL when
 * unset); false, err set, for any other value. */
static bool two_valued(const tl_target *t, const char *name, const char *a, const char *b, const char **v, tl_error *err)
{
    *v = t ? tl_target_attr(t, name) : NULL;
    if (*v && strcmp(*v, a) && strcmp(*v, b))
        return tl_error_set(err, TL_ERR_INVALID, "target attribute %s is '%s': it takes %s or %s", name, *v, a, b);
    return true;
}

/* Whether the kernel's tiles may be split along K in the launch's last
 * waves (stream-K, target attribute stream_k): its persistent TMA ring
 * (ws_loop, no cluster pairs) has the same number of K steps in every
 * tile, and the body is the accumulator's clear and the ring loop, which
 * adds the gemm into it and writes nothing else but its slots
 * (tl_gpu_ring_of), with allocations and barriers between, then anything
 * (an epilogue) up to the copy out stored by TMA (ws_store): the sums
 * after the loop are the tile's gemm whatever the grouping of its K
 * steps, and only the block that finishes the tile runs what follows.
 * The accumulator, 4 elements a thread or a multiple, fills at most a
 * workspace slot (256 KiB a block). */
static bool stream_k_of(cg *g, const tl_kernel *k)
{
    const tl_stmt *loop = g->ws_loop;
    if (!g->stream_k || !loop || !g->ws_store || g->ws_mc >= 0 || g->one_path)
        return false;
    for (int d = 0; d < k->ngrid; d++)
        if (tl_ir_expr_uses_var(loop->loop.end[0], k->block_vars[d]))
            return false;
    const tl_buffer *acc = g->ws_ring.gemm->tile.args[2].buf;
    int per = acc->layout ? acc->layout->per_thread : 0;
    if (per <= 0 || per % 4 || (int64_t)per * g->threads * 4 > 262144)
        return false;
    int seen = 0; /* 1: the clear, 2: the loop */
    for (size_t i = 0; i < k->body.n && seen < 2; i++) {
        const tl_stmt *t = k->body.items[i];
        if (t->kind == TL_STMT_ALLOC || t->kind == TL_STMT_BARRIER)
            continue;
        if (seen == 0 && clears(t, acc))
            seen = 1;
        else if (seen == 1 && t == loop)
            seen = 2;
        else
            return false;
    }
    return seen == 2 && k->body.n && k->body.items[k->body.n - 1] == g->ws_store;
}

static bool kernel(cg *g, tl_kernel *k, tl_cuda_kernel *info, tl_error *err)
{
    const char *kn = k->name;
    g->threads = tl_gpu_threads(k);
    g->smem = 0;
    g->rows_l = NULL;
    g->smem_off = tl_arena_array(g->e.a, (size_t)(k->nbuffers > 0 ? k->nbuffers : 1), sizeof *g->smem_off);
    if (!g->smem_off)
        return TL_TX_OOM(err);
    size_t nb = (size_t)(k->nbuffers > 0 ? k->nbuffers : 1);
    g->ring = tl_arena_array(g->e.a, nb, sizeof *g->ring);
    g->ring_slot = tl_arena_array(g->e.a, nb, sizeof *g->ring_slot);
    g->ring_pad = tl_arena_array(g->e.a, nb, sizeof *g->ring_pad);
    g->areg = tl_arena_array(g->e.a, nb, sizeof *g->areg);
    g->dead = tl_arena_array(g->e.a, nb, sizeof *g->dead);
    g->qa = tl_arena_array(g->e.a, nb, sizeof *g->qa);
    g->ring_wg = tl_arena_array(g->e.a, nb, sizeof *g->ring_wg);
    g->wg_panel = tl_arena_array(g->e.a, nb, sizeof *g->wg_panel);
    g->kv = tl_arena_array(g->e.a, nb, sizeof *g->kv);
    g->top_let = tl_arena_array(g->e.a, (size_t)(k->nvars > 0 ? k->nvars : 1), sizeof *g->top_let);
    g->kv_loop = NULL;
    g->kv_defer = NULL;
    g->kv_first = NULL;
    g->kv_turn = NULL;
    g->wg_zero = NULL;
    g->kv_ws = false;
    g->kv_tma = false;
    g->q_stmt = NULL;
    g->kv_body = false;
    g->kv_releases = 0;
    g->wg_pending = false;
    g->kv_n = 0;
    g->kv_at = 0;
    g->nqa = 0;
    g->wg_align = false;
    g->wg_gemms = false;
    if (!g->ring || !g->ring_slot || !g->ring_pad || !g->areg || !g->dead || !g->qa || !g->ring_wg || !g->wg_panel || !g->kv || !g->top_let)
        return TL_TX_OOM(err);
    g->e.ndata_var = k->nvars;
    g->e.data_var = NULL;
    bool *dv = tl_arena_array(g->e.a, (size_t)(k->nvars > 0 ? k->nvars : 1), sizeof *dv);
    if (!dv)
        return TL_TX_OOM(err);
    for (int i = 0; i < k->nvars; i++)
        dv[i] = false;
    g->e.data_var = dv;
    while (tl_cemit_mark_data_vars(&g->e, &k->body))
        ;
    for (int i = 0; i < k->nbuffers; i++) {
        g->smem_off[i] = -1;
        g->ring[i] = 0;
        g->ring_slot[i] = 0;
        g->ring_pad[i] = false;
        g->areg[i] = NULL;
        g->dead[i] = false;
        g->qa[i] = 0;
        g->ring_wg[i] = false;
        g->wg_panel[i] = false;
        g->kv[i] = false;
    }
    bool warps = false;
    for (size_t i = 0; i < k->body.n && !warps; i++)
        warps = tl_ir_stmt_has_warp(k->body.items[i]);
    if (warps && !g->warp_helpers) {
        tl_strbuf_puts(g->e.o, warp_prelude);
        g->warp_helpers = true;
    }
    /* the ldmatrix helpers also serve gemms outside rings (ldsm_gemm) */
    bool rings = find_rings(g, &k->body);
    find_areg(g, &k->body);
    find_dead(g, &k->body);
    find_wg_gemms(g, &k->body);
    if (g->wg_gemms) {
        top_lets(g);
        find_kv_rings(g, &k->body);
    }
    if ((rings || g->wg_gemms || has_ldsm_gemm(g, &k->body)) && !g->ring_helpers) {
        /* at a fast-compile level ptxas keeps the edge copy's calls, saving
         * the accumulators around them (matmul_f16_large: 200 bytes of
         * spills); inlined by NVVM instead, none (docs/cuda.md) */
        tl_strbuf_puts(g->e.o, ring_prelude);
        tl_strbuf_puts(g->e.o, g->edge_inline ? "__forceinline__" : "__noinline__");
        tl_strbuf_puts(g->e.o, ring_edge_prelude);
        g->ring_helpers = true;
    }
    if (has_mma8(&k->body, false) && !g->mma8_helpers) {
        tl_strbuf_puts(g->e.o, mma8_prelude);
        g->mma8_helpers = true;
    }
    if (has_mma8(&k->body, true)) {
        /* fp8 tensor cores came with sm_89: gpu.c chose them for a target
         * with warpgroup MMAs, whose arch may have been set lower */
        int sm = g->arch && strncmp(g->arch, "sm_", 3) == 0 ? atoi(g->arch + 3) : 0;
        if (sm < 89)
            return tl_error_set(err, TL_ERR_INVALID,
                                "kernel '%s': its fp8 gemm runs on tensor cores (target mma=wgmma), which need sm_89 or "
                                "later, not %s (-mma=m16n8k16 runs it as scalar loops)",
                                kn, g->arch ? g->arch : "an unset arch");
    }
    if (has_mma8(&k->body, true) && !g->mma_f8_helpers) {
        tl_strbuf_puts(g->e.o, mma_f8_prelude);
        g->mma_f8_helpers = true;
    }
    place_smem(g, &k->body);
    if (!kv_fit(g, &k->body))
        return tl_error_set(err, TL_ERR_INVALID,
                            "kernel '%s': with the K/V rings of its pipelined loop at two slots it needs %" PRId64
                            " bytes of shared memory, the target allows %" PRIu64,
                            kn, g->smem, g->smem_limit);
    g->ws_loop = NULL;
    g->ws_mc = -1;
    g->ws_hold = NULL;
    g->ws_store = NULL;
    for (size_t i = 0; i < k->body.n && !g->ws_loop; i++)
        tma_ring(g, k->body.items[i]);
    if (g->ws_loop && k->body.n && !g->epilogue_pairs)
        tma_store_of(g, k->body.items[k->body.n - 1]);
    if (g->ws_loop && k->body.n && !g->ws_store) {
        const tl_stmt *last = k->body.items[k->body.n - 1];
        acc_out o;
        bool stage;
        if (accumulator_out_of(g, last, &o, &stage) && stage)
            g->ws_hold = last;
    }
    if ((g->ws_loop || g->kv_ws) && !g->tma_helpers) {
        tl_strbuf_puts(g->e.o, tma_prelude);
        g->tma_helpers = true;
    }
    g->ws_sk = stream_k_of(g, k);
    if (g->ws_sk && !g->sk_helpers) {
        tl_strbuf_puts(g->e.o, stream_k_prelude);
        g->sk_helpers = true;
    }
    if (g->ws_loop && g->ws_mc >= 0 && !g->cluster_helpers) {
        tl_strbuf_puts(g->e.o, cluster_prelude);
        g->cluster_helpers = true;
    }
    /* a ring filled by TMA: a producer warpgroup past the block's threads */
    int launch_threads = g->threads + (g->ws_loop || g->kv_ws ? 128 : 0);

    info->text_begin = g->e.o->len;
    out(g, "\n/* kernel %s: %d threads per block, %" PRId64 " bytes of dynamic shared memory */\n", kn, g->threads,
        g->smem);
    int minb = g->min_blocks > 0 ? g->min_blocks : min_blocks(g->threads, &k->body);
    g->nrv = 0; /* numbered through the kernel's paths, as in one function */
    tl_block paths[TL_CUDA_PATHS_MAX];
    tl_cuda_expr when[TL_CUDA_PATHS_MAX];
    int split = split_paths(g, k, paths, when); /* 0 for a kernel with ws_loop */
    info->npaths = split;
    g->ws_form = WS_BOTH;
    if (split == 0 && g->ws_loop && g->ws_store && !g->one_path) {
        /* a ring filled by TMA: the TMA form and its cp.async twin (the
         * launch takes it where the load maps could not be built: driver.c)
         * as two functions, NVRTC compiling them side by side; every
         * launch's dims take the first. With the pair stores (epilogue=pairs)
         * one function: its twin spilled 32-68 bytes there (the edge tile's
         * staging held against the producer) */
        info->npaths = 2;
        for (int i = 0; i < 2; i++) {
            tl_cuda_path *p = &info->paths[i];
            snprintf(p->name, sizeof p->name, i ? "%s__cp" : "%s", kn);
            memset(&p->when, 0, sizeof p->when);
            p->when.nsteps = 1;
            p->when.steps[0].op = TL_CX_CONST;
            p->when.steps[0].value = 1;
            p->text_begin = g->e.o->len;
            out(g, "/* kernel %s, %s */\n", kn, i ? "its form for launches without load maps: the ring by cp.async"
                                                  : "its form with the ring filled by TMA");
            g->ws_form = i ? WS_CP : WS_TMA;
            function(g, k, p->name, &k->body, launch_threads, minb);
            p->text_end = g->e.o->len;
        }
        g->ws_form = WS_BOTH;
    } else if (split == 0) {
        function(g, k, kn, &k->body, launch_threads, minb);
    }
    for (int i = 0; i < split; i++) {
        tl_cuda_path *p = &info->paths[i];
        snprintf(p->name, sizeof p->name, "%s__p%d", kn, i);
        p->when = when[i];
        p->text_begin = g->e.o->len;
        out(g, "/* kernel %s, path %d of %d */\n", kn, i, info->npaths);
        function(g, k, p->name, &paths[i], launch_threads, minb);
        p->text_end = g->e.o->len;
    }
    info->text_end = g->e.o->len;

    if (g->e.unsupported[0])
        return tl_error_set(err, TL_ERR_NOT_IMPLEMENTED, "%s:%d:%d: kernel '%s': the cuda codegen cannot write this yet: %s",
                            k->loc.file ? k->loc.file : "<input>", k->loc.line, k->loc.col, kn, g->e.unsupported);
    snprintf(info->name, sizeof info->name, "%s", kn);
    info->threads = launch_threads;
    info->persistent = !g->ws_loop ? 0 : g->ws_mc >= 0 ? 2 : 1;
    if (g->ws_loop && info->npaths == 2)
        info->persistent |= TL_CUDA_CP_TWIN;
    if (g->ws_sk)
        info->persistent |= TL_CUDA_STREAM_K;
    info->ntmaps = 0;
    for (int i = 0; g->ws_loop && i < g->ws_ring.ncopies; i++) {
        /* copy i's tensor map: its source tensor [rows, cols], the box of a
         * slot (A) or of a 64-column panel of one (B), 128-byte or the
         * row's swizzle */
        const tl_gpu_ring_copy *c = &g->ws_ring.copy[i];
        tl_cuda_tmap *m = &info->tmaps[info->ntmaps++];
        m->param = g->ws_param[i];
        m->rank = 2;
        m->elem_bytes = c->es;
        m->box[0] = (uint32_t)(c->panel ? 128 / c->es : c->cols);
        m->box[1] = (uint32_t)c->rows;
        m->swizzle = (int)(c->panel ? 128 : c->cols * c->es);
        if (!tl_cuda_grid_expr(k, c->src->dims[1], &m->dims[0], err) || !tl_cuda_grid_expr(k, c->src->dims[0], &m->dims[1], err))
            return false;
    }
    /* the kv copies' maps, then that of the copy before the loop (q_tma_of) */
    for (int i = 0; g->kv_tma && i < g->kv_n; i++)
        if (!kv_tmap(k, info, &g->kv_copy[i], g->kv_param[i], err))
            return false;
    if (g->q_stmt && !kv_tmap(k, info, &g->q_copy, g->q_param, err))
        return false;
    if (g->ws_store) {
        /* the copy out's: a panel of 64 columns of a warpgroup's 64 rows, in
         * the 128-byte swizzle */
        const tl_buffer *c = k->params[g->ws_store_param].buf;
        tl_cuda_tmap *m = &info->tmaps[info->ntmaps++];
        *m = (tl_cuda_tmap){ .param = g->ws_store_param, .rank = 2, .elem_bytes = 2, .swizzle = 128, .store = 1, .box = { 64, 64 } };
        if (!tl_cuda_grid_expr(k, c->dims[1], &m->dims[0], err) || !tl_cuda_grid_expr(k, c->dims[0], &m->dims[1], err))
            return false;
    }
    if (g->smem > INT32_MAX)
        return tl_error_set(err, TL_ERR_INVALID, "kernel '%s' needs %" PRId64 " bytes of shared memory", kn, g->smem);
    info->dynamic_smem = (int)g->smem;
    for (int d = 0; d < 3; d++) {
        if (d < k->ngrid) {
            if (!tl_cuda_grid_expr(k, k->grid[d], &info->grid[d], err))
                return false;
        } else {
            info->grid[d].nsteps = 1;
            info->grid[d].steps[0].op = TL_CX_CONST;
            info->grid[d].steps[0].value = 1;
        }
    }
    return true;
}

static const char *target_arch(const struct tl_compilation *c)
{
    const tl_target *t = tl_context_target(c->ctx);
    return t ? tl_target_attr(t, "arch") : NULL;
}

/* A module of kernels declared with a CUDA source file (source.c). */
static bool all_source_kernels(const struct tl_compilation *c)
{
    for (size_t i = 0; i < c->module->nkernels; i++)
        if (!c->module->kernels[i]->source_text)
            return false;
    return c->module->nkernels > 0;
}

/* The kernels' text moved by `by` bytes: helpers went in before them. */
static void shift_kernel_text(tl_cuda_artifact *art, size_t by)
{
    for (int i = 0; i < art->nkernels; i++) {
        art->kernels[i].text_begin += by;
        art->kernels[i].text_end += by;
        for (int j = 0; j < art->kernels[i].npaths; j++) {
            art->kernels[i].paths[j].text_begin += by;
            art->kernels[i].paths[j].text_end += by;
        }
    }
}

bool tl_cuda_codegen_source(struct tl_compilation *c, tl_error *err)
{
    if (all_source_kernels(c))
        return tl_cuda_source_codegen(c, false, err);
    cg g = {0};
    g.e.lang = &CUDA;
    g.out_lang = CUDA;
    g.out_lang.small_enc = enc_cvt;
    g.e.o = &c->device_source;
    g.e.a = c->arena;
    c->device_source.len = 0;
    tl_cuda_artifact *art = calloc(1, sizeof *art);
    if (!art)
        return TL_TX_OOM(err);
    art->nkernels = (int)c->module->nkernels;
    art->kernels = calloc(c->module->nkernels ? c->module->nkernels : 1, sizeof *art->kernels);
    if (!art->kernels) {
        tl_cuda_artifact_free(art);
        return TL_TX_OOM(err);
    }
    const char *arch = target_arch(c);
    snprintf(art->arch, sizeof art->arch, "%s", arch ? arch : "");
    char from[256];
    snprintf(from, sizeof from, "%s", c->path ? c->path : "<input>");
    for (char *p = from; *p; p++)
        if (!isalnum((unsigned char)*p) && !strchr("_.-/+<> ", *p))
            *p = '?';
    out(&g, "/* CUDA C++ generated by tilec from %s for target cuda; do not edit */\n\n", from);
    tl_strbuf_puts(g.e.o, prelude);
    size_t after_prelude = g.e.o->len;
    const tl_target *t = tl_context_target(c->ctx);
    const char *ms = t ? tl_target_attr(t, "max_shared_memory_per_block") : NULL;
    g.smem_limit = ms ? strtoull(ms, NULL, 10) : 0;
    const char *rc = t ? tl_target_attr(t, "row_combine") : NULL;
    if (rc && strcmp(rc, "thread") != 0 && strcmp(rc, "every") != 0) {
        tl_cuda_artifact_free(art);
        return tl_error_set(err, TL_ERR_INVALID, "target attribute row_combine is '%s': it is 'thread' or 'every'", rc);
    }
    g.combine_every = !rc || strcmp(rc, "every") == 0;
    const char *sh = t ? tl_target_attr(t, "store_hint") : NULL;
    if (sh && strcmp(sh, "none") != 0 && strcmp(sh, "cs") != 0) {
        tl_cuda_artifact_free(art);
        return tl_error_set(err, TL_ERR_INVALID, "target attribute store_hint is '%s': it is 'none' or 'cs'", sh);
    }
    g.stream_stores = sh && strcmp(sh, "cs") == 0;
    const char *rf = t ? tl_target_attr(t, "ring") : NULL;
    if (rf && strcmp(rf, "interior") && strcmp(rf, "chunks") && strcmp(rf, "masked")) {
        tl_error_set(err, TL_ERR_INVALID, "target attribute ring is '%s': it takes interior, chunks or masked", rf);
        tl_cuda_artifact_free(art);
        return false;
    }
    g.ring_form = !rf || !strcmp(rf, "interior") ? RING_INTERIOR : !strcmp(rf, "chunks") ? RING_CHUNKS : RING_MASKED;
    const char *lf, *tf, *ep, *ko, *kf, *paths, *co, *pp;
    if (!two_valued(t, "ldsm", "tile", "step", &lf, err) || !two_valued(t, "tma", "warp", "none", &tf, err) ||
        !two_valued(t, "epilogue", "tma", "pairs", &ep, err) || !two_valued(t, "kv_overlap", "on", "off", &ko, err) ||
        !two_valued(t, "paths", "split", "one", &paths, err) || !two_valued(t, "copy_out", "pairs", "staged", &co, err) ||
        !two_valued(t, "kv_pingpong", "on", "off", &pp, err)) {
        tl_cuda_artifact_free(art);
        return false;
    }
    kf = t ? tl_target_attr(t, "kv_fill") : NULL;
    if (kf && strcmp(kf, "threads") && strcmp(kf, "warp") && strcmp(kf, "tma")) {
        tl_error_set(err, TL_ERR_INVALID, "target attribute kv_fill is '%s': it takes threads, warp or tma", kf);
        tl_cuda_artifact_free(art);
        return false;
    }
    g.ldsm_step = lf && !strcmp(lf, "step");
    const char *mma = t ? tl_target_attr(t, "mma") : NULL;
    g.wgmma = mma && !strcmp(mma, "wgmma") && arch && !strcmp(arch, "sm_90a");
    g.arch = arch;
    g.tma_warp = g.wgmma && tf && !strcmp(tf, "warp");
    const char *cl = t ? tl_target_attr(t, "cluster") : NULL; /* an int in 1..2: the registry checked it */
    g.cluster_pairs = g.tma_warp && cl && atoi(cl) == 2;
    const char *sk;
    if (!two_valued(t, "stream_k", "on", "off", &sk, err)) {
        tl_cuda_artifact_free(art);
        return false;
    }
    g.stream_k = !sk || !strcmp(sk, "on");
    g.epilogue_pairs = ep && !strcmp(ep, "pairs");
    g.copy_out = co;
    g.kv_serial = ko && !strcmp(ko, "off");
    g.kv_overlap_on = ko && !strcmp(ko, "on");
    g.kv_pingpong = !pp ? 0 : !strcmp(pp, "on") ? 1 : -1;
    g.kv_fill_warp = kf && (!strcmp(kf, "warp") || !strcmp(kf, "tma"));
    g.kv_fill_tma = kf && !strcmp(kf, "tma");
    const char *mb = t ? tl_target_attr(t, "min_blocks") : NULL; /* an int in 1..32: the registry checked it */
    g.min_blocks = mb ? atoi(mb) : 0;
    static const char *const ptxas_levels[] = {"--ptxas-options=-O0", "--ptxas-options=-O1", "--ptxas-options=-O2",
                                               "--ptxas-options=-O3"};
    g.one_path = paths && strcmp(paths, "one") == 0;
    const char *po = t ? tl_target_attr(t, "ptxas_opt") : NULL; /* an int in 0..3: the registry checked it */
    art->ptxas_option = po ? ptxas_levels[atoi(po) & 3] : NULL;
    const char *pf = t ? tl_target_attr(t, "ptxas_fast") : NULL; /* min, mid or max: the registry checked it */
    g.edge_inline = pf != NULL;
    art->ptxas_fast = !pf ? NULL : !strcmp(pf, "min") ? "--ptxas-options=-Ofc=min"
                               : !strcmp(pf, "mid") ? "--ptxas-options=-Ofc=mid" : "--ptxas-options=-Ofc=max";
    for (size_t i = 0; i < c->module->nkernels; i++) {
        g.e.k = c->module->kernels[i];
        if (!kernel(&g, g.e.k, &art->kernels[i], err)) {
            tl_cuda_artifact_free(art);
            return false;
        }
        if (ms && (uint64_t)g.smem > strtoull(ms, NULL, 10)) {
            tl_error_set(err, TL_ERR_INVALID, "kernel '%s' needs %" PRId64 " bytes of shared memory, the target allows %s",
                         g.e.k->name, g.smem, ms);
            tl_cuda_artifact_free(art);
            return false;
        }
    }
    const char *body = g.e.o->failed ? NULL : g.e.o->data + after_prelude;
    if (body && (strstr(body, "tl_4b_") || strstr(body, "e2m1"))) {
        /* the kernels use 4-bit dtypes: their helpers go after the prelude */
        tl_strbuf rest = { 0 };
        tl_strbuf_append(&rest, g.e.o->data + after_prelude, g.e.o->len - after_prelude);
        g.e.o->len = after_prelude;
        tl_strbuf_puts(g.e.o, "\n");
        tl_strbuf_puts(g.e.o, fp4_prelude);
        shift_kernel_text(art, g.e.o->len - after_prelude);
        if (rest.len)
            tl_strbuf_append(g.e.o, rest.data, rest.len);
        g.e.o->failed |= rest.failed;
        tl_strbuf_free(&rest);
        body = g.e.o->failed ? NULL : g.e.o->data + after_prelude;
    }
    if (body && (strstr(body, "e4m3") || strstr(body, "e5m2") || strstr(body, "e8m0"))) {
        /* the kernels use fp8: its helpers go between the prelude and them */
        tl_strbuf rest = { 0 };
        tl_strbuf_append(&rest, g.e.o->data + after_prelude, g.e.o->len - after_prelude);
        g.e.o->len = after_prelude;
        tl_strbuf_puts(g.e.o, "\n");
        tl_strbuf_puts(g.e.o, fp8_prelude);
        shift_kernel_text(art, g.e.o->len - after_prelude);
        if (rest.len)
            tl_strbuf_append(g.e.o, rest.data, rest.len);
        g.e.o->failed |= rest.failed;
        tl_strbuf_free(&rest);
    }
    if (g.e.oom || c->device_source.failed) {
        tl_cuda_artifact_free(art);
        return TL_TX_OOM(err);
    }
    art->source = strdup(tl_strbuf_cstr(&c->device_source));
    if (!art->source) {
        tl_cuda_artifact_free(art);
        return TL_TX_OOM(err);
    }
    if (c->device_artifact)
        tl_cuda_artifact_free(c->device_artifact);
    c->device_artifact = art;
    return true;
}

/* The arch to compile for: the target's, else the device's (source.c). */
static bool resolve_arch(struct tl_compilation *c, tl_cuda_artifact *art, tl_error *err)
{
    return art->arch[0] || tl_cuda_target_arch(tl_context_target(c->ctx), art->arch, sizeof art->arch, err);
}

/* The cubin through the compile cache (exec.c: NVRTC, keyed by source,
 * options, arch, NVRTC version and spec hash; the arch resolved there): for
 * a load, a bundle of one cubin a kernel; with whole, one cubin. */
static bool cubin(struct tl_compilation *c, tl_cuda_artifact *art, bool whole, tl_error *err)
{
    bool hit;
    return tl_cuda_cubin(c, art, whole ? TL_CUDA_CUBIN_WHOLE : TL_CUDA_CUBIN_UNITS, &hit, err);
}

bool tl_cuda_codegen_compile(struct tl_compilation *c, tl_error *err)
{
    if (all_source_kernels(c))
        return tl_cuda_source_codegen(c, true, err);
    return tl_cuda_codegen_source(c, err) && cubin(c, c->device_artifact, false, err);
}

bool tl_cuda_codegen_emit(struct tl_compilation *c, const char *kind, struct tl_strbuf *out_buf, tl_error *err)
{
    tl_cuda_artifact *art = c->device_artifact;
    if (!art)
        return tl_error_set(err, TL_ERR_INVALID, "cuda emit: no device code was generated");
    if (strcmp(kind, "source") == 0) {
        tl_strbuf_puts(out_buf, art->source);
    } else if (strcmp(kind, "ptx") == 0) {
        void *ptx = NULL;
        size_t n = 0;
        char reason[256];
        if (!resolve_arch(c, art, err))
            return false;
        if (!tl_nvrtc_load(reason, sizeof reason))
            return tl_error_set(err, TL_ERR_UNAVAILABLE, "cuda: %s", reason);
        const char *name = c->module->nkernels ? c->module->kernels[0]->name : "tilec";
        if (!tl_nvrtc_compile(art->source, name, art->arch, NULL, 0, true, &ptx, &n, err))
            return false;
        tl_strbuf_puts(out_buf, ptx);
        free(ptx);
    } else if (strcmp(kind, "cubin") == 0) {
        if (!cubin(c, art, true, err)) /* one cubin, not a bundle */
            return false;
        tl_strbuf_append(out_buf, art->cubin, art->cubin_size);
    } else {
        return tl_error_set(err, TL_ERR_INVALID, "cuda emit: unknown kind '%s' (source, ptx or cubin)", kind);
    }
    return !out_buf->failed || tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
}
