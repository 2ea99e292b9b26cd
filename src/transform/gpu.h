/*
 * gpu.h: the shared GPU lowering (gpu.c), what its passes and the GPU
 * emitters (src/cuda, later hip and the others) agree on: how a `parallel`
 * loop is spread over the block's threads, and which accesses of a buffer
 * a thread makes to elements it owns.
 *
 * The partition of a parallel loop with constant extents: its E iterations,
 * in row-major order of its variables, are cut into runs of `vec`
 * consecutive iterations (4, 2 or 1: tl_gpu_vec), and run r goes to thread
 * r % T, as its step r / T. A fragment's layout (tl_layout,
 * layout_inference) is the same rule over its elements, so a loop over a
 * fragment's shape indexing it by its own variables touches only elements
 * its thread holds: element (step, lane) is register step * vec + lane.
 * Loops with extents known only at run time are spread one iteration at a
 * time (vec 1, steps unknown). A loop over a tensor-core accumulator
 * follows the MMA layout instead (ir.h).
 */
#ifndef TL_TRANSFORM_GPU_H
#define TL_TRANSFORM_GPU_H

#include "ir/ir.h"

typedef struct tl_gpu_partition {
    /* when the loop runs over a tensor-core accumulator in registers, it
     * follows that fragment's MMA layout (ir.h): step = tile, vec = 4 */
    const tl_layout *mma;
    int threads;   /* T: the block's threads */
    int vec;       /* iterations per run */
    int64_t elems; /* E, or -1 when an extent is not constant */
    int64_t runs;  /* ceil(E / vec), or -1 */
    int64_t steps; /* ceil(runs / T): runs per thread, or -1 */
} tl_gpu_partition;

/* Iterations per run: the largest of 4, 2, 1 that divides the innermost
 * extent and still gives every thread a whole run (elems >= threads * vec). */
int tl_gpu_vec(int64_t inner, int64_t elems, int threads);

/* The block's threads: the product of the kernel's thread dims. */
int tl_gpu_threads(const tl_kernel *k);

/* The partition of parallel loop s (TL_LOOP_PARALLEL) in kernel k. */
tl_gpu_partition tl_gpu_partition_of(const tl_kernel *k, const tl_stmt *s);

/* True when idx (one per dim of b) are parallel loop s's variables in order
 * and s's extents are b's dims: every iteration touches the element its own
 * thread owns under the partition. */
bool tl_gpu_access_owned(const tl_stmt *s, const tl_buffer *b, tl_expr *const *idx);

/* The MMA layout parallel loop s follows: that of a register fragment with
 * an MMA layout it accesses as its owner, else NULL (runs round-robin). */
const tl_layout *tl_gpu_loop_layout(const tl_stmt *s);

/* Gemm tile op s as lower_gemm_simt writes it: a serial loop over K around
 * a parallel loop over C (each product and sum in C's dtype); NULL when K is
 * not a constant (or out of memory). For a backend's own gemm pass. */
tl_stmt *tl_gpu_gemm_loops(tl_arena *a, tl_kernel *k, const tl_stmt *s);

/* True when gemm s runs on tensor cores: lower_gemm_simt kept it, and its
 * accumulator is a fragment with an MMA layout, in registers or (when
 * place_fragments moved it there) in shared memory. */
bool tl_gpu_gemm_on_mma(const tl_stmt *s);

/* The cp.async ring of a `pipelined` loop (inject_software_pipeline,
 * docs/gpu.md): a loop whose body copies global tiles into shared buffers
 * (f16/bf16, i8/u8 or f32 for tf32, rows of whole 16-byte chunks) and then runs a
 * tensor-core gemm on them. Each buffer becomes `stages` slots filled by
 * cp.async; the 8 row addresses of an ldmatrix must land in 8 different
 * bank groups, so its rows are stored either with their 16-byte chunks
 * XOR-swizzled: chunk q of row r at chunk q ^ ((r / swz_div) & swz_mask)
 * (mask 0: as is; the default, and layout(swizzle)), or padded
 * (layout(pad)): row_chunks is one more than the row's chunks. */
#define TL_GPU_RING_MAX 4
typedef struct tl_gpu_ring_copy {
    const tl_buffer *dst;    /* shared [rows, cols] */
    const tl_buffer *src;    /* global, 2-D, dst's dtype */
    const tl_expr *start[2]; /* the tile's origin in src, uniform; NULL: 0 */
    int64_t rows, cols;
    int es;         /* bytes per element: 1, 2 or 4 */
    int row_chunks; /* 16-byte chunks a stored row takes (padding included) */
    int swz_div, swz_mask;
    /* 0: rows stored whole, one after another. Else the tile is stored as
     * column panels of `panel` chunks, each panel [rows][panel chunks] in
     * turn (a backend's choice for an MMA that reads operands from shared
     * memory in panels: wgmma's N-contiguous B), the swizzle inside a panel */
    int panel;
} tl_gpu_ring_copy;

/* Bytes of one slot of ring copy c. */
static inline int64_t tl_gpu_ring_slot_bytes(const tl_gpu_ring_copy *c) { return c->rows * c->row_chunks * 16; }

typedef struct tl_gpu_ring {
    int stages;
    int ncopies;
    tl_gpu_ring_copy copy[TL_GPU_RING_MAX];
    const tl_stmt *gemm; /* on tensor cores; A and B are ring buffers */
    /* the backend runs the gemm as warpgroup MMAs reading both operands
     * from the slots (set by the backend, not by tl_gpu_ring_of) */
    bool warpgroup;
} tl_gpu_ring;

/* Whether pipelined loop s of kernel k runs as a cp.async ring, and how. */
bool tl_gpu_ring_of(const tl_kernel *k, const tl_stmt *s, tl_gpu_ring *out);

/* The ring copy of r that fills buffer b, or NULL. */
const tl_gpu_ring_copy *tl_gpu_ring_copy_of(const tl_gpu_ring *r, const tl_buffer *b);

/* True when fragment b lives in registers (each thread its own elements):
 * place_fragments found every access owned. */
bool tl_gpu_in_registers(const tl_buffer *b);
/* A fragment in registers in the rows of an MMA layout (tl_layout.rows_of). */
bool tl_gpu_rows_buffer(const tl_buffer *b);
/* A parallel loop that runs by the rows of an MMA layout: over one
 * variable, in no MMA layout itself, touching a row vector. Every thread
 * runs the iterations of the rows it holds, so an iteration runs on the
 * quad's lanes and on the warps of its row alike. */
bool tl_gpu_rows_loop(const tl_stmt *s);

/* The loop nest of a row reduction's combine (split_reductions' second
 * step, or the same loop written by hand):
 *   for i in parallel(R) { [init;] for red in range(G) { up } }
 * both loops from 0, R >= 1 and G >= 2 constants, up a store; what the
 * update and the buffers must be is each matcher's. */
typedef struct tl_gpu_combine_nest {
    int64_t rows, groups;
    const tl_var *vi, *vr;
    const tl_stmt *init, *up;
} tl_gpu_combine_nest;
bool tl_gpu_combine_nest_of(const tl_stmt *s, tl_gpu_combine_nest *n);

/* The update of a row reduction's combine, dst[i] = op(x, y): 0 for x + y,
 * 1 for max(x, y), 2 for min(x, y), its operands in x and y; -1 otherwise. */
int tl_gpu_combine_op(const tl_expr *v, const tl_expr **x, const tl_expr **y);

/* The combine of a row reduction's partials (split_reductions' second step)
 * that an emitter may run on subgroups of at least sg invocations, in
 * clusters of c invocations combined by lane shuffles:
 *   for i in parallel(R) { [dst[i] = init]; for red in range(G) { dst[i] = op(dst[i], P[i, red]) } }
 * with op + or a two-argument min/max of f32, i32 or u32 (or max of abs(P[i,
 * red])), P and dst in workgroup memory, G a power of two, R <= threads, the
 * init a constant; c the cluster size (the fewest subgroup steps), k = sg / c
 * rows at a time. False where sg is 0 or the loop is not one. */
typedef struct tl_gpu_sg_combine {
    int64_t rows, groups, c, k;
    const tl_var *vi;
    const tl_stmt *init, *up;
    const tl_buffer *dst, *p;
    bool abs; /* the update reads abs(P[i, red]) (reduce_absmax) */
} tl_gpu_sg_combine;
bool tl_gpu_sg_combine_match(tl_kernel *k, const tl_stmt *s, int64_t sg, int64_t threads, tl_gpu_sg_combine *c);

#endif
