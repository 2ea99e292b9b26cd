-- specs/passes.lua: the pass catalogue and the pass options.
-- A pipeline (in a backend's spec) is an ordered list of these passes; a step
-- may run only when a pass option is on. Shared passes live in src/transform/,
-- a backend's own passes in src/<backend>/.

pass_option "safe_memory_access" {
  default = true,
  doc = "mask every global access that can run past a tensor's edge",
}
pass_option "pipelined" {
  default = true,
  doc = "overlap the copies and the compute of `pipelined` loops",
}
pass_option "prefetch" {
  default = true,
  doc = "cpu: fetch the next tile of a serial loop's copies from memory into the caches ahead of its copy",
}

pass_option "fuse_rows" {
  default = true,
  doc = "cpu: run consecutive loops over a block's rows as one loop, a row at a time",
}

pass "bind_target" {
  run = "tl_pass_bind_target",
  doc = "attach the target and its limits (threads, shared memory) to each kernel",
}
pass "simplify" {
  run = "tl_pass_simplify",
  doc = "constant folding, algebraic identities, dead code",
}
pass "legalize_safe_memory_access" {
  run = "tl_pass_legalize_safe_memory_access",
  doc = "guard global accesses so a tile past a tensor's edge is masked",
}
pass "layout_inference" {
  run = "tl_pass_layout_inference",
  doc = "decide how each fragment is distributed over the block's threads",
}
pass "lower_tile_ops" {
  run = "tl_pass_lower_tile_ops",
  doc = "copy, fill, gemm, reductions and atomics become loops over elements",
}
pass "inject_software_pipeline" {
  run = "tl_pass_inject_software_pipeline",
  doc = "multi-stage buffering of `pipelined` loops",
}
pass "lower_gemm_simt" {
  run = "tl_pass_lower_gemm_simt",
  doc = "gpu: a gemm becomes per-element sums over K in a parallel loop over C (FFMA, every dtype)",
}
pass "split_reductions" {
  run = "tl_pass_split_reductions",
  doc = "gpu: a reduction of few rows is split over more threads (strided partials in shared memory, then the rows)",
}
pass "mark_overwritten" {
  run = "tl_pass_mark_overwritten",
  doc = "gpu: on-chip buffers every path writes whole before reading them are allocated without zeroing",
}
pass "place_fragments" {
  run = "tl_pass_place_fragments",
  doc = "gpu: a fragment stays in registers when only its owner threads touch it, else shared memory",
}
pass "exp_below_max" {
  run = "tl_cpu_exp_below_max",
  doc = "cpu: exp(A[i, j] - M[i]) after M = reduce_max(A) takes an argument of at most 0, so its exp skips the overflow clamp",
}
pass "reduce_in_lanes" {
  run = "tl_cpu_reduce_in_lanes",
  doc = "cpu: a reduction along an on-chip row combines in vector lanes, then across them",
}
pass "lower_threads_to_loops" {
  run = "tl_cpu_lower_threads_to_loops",
  doc = "cpu: blocks run over cores, a block's threads become loops and vector lanes",
}
pass "sink_allocations" {
  run = "tl_cpu_sink_allocations",
  doc = "cpu: a block zeroes an on-chip buffer only in the branch that uses it",
}
pass "fuse_row_loops" {
  run = "tl_cpu_fuse_row_loops",
  doc = "cpu: consecutive loops over a block's rows that touch each other's buffers only at their own row become one loop, a row at a time",
}
pass "hoist_invariant_lets" {
  run = "tl_cpu_hoist_invariant_lets",
  doc = "cpu: a loop body's lets whose value is the same in every iteration (a row's statistics read from on-chip memory) are computed before the loop, and a loop whose body is one if on such a condition goes inside the if",
}
pass "forward_copies" {
  run = "tl_cpu_forward_copies",
  doc = "cpu: a row copied from a tensor into an on-chip buffer is read from the tensor where it is used, and a buffer rewritten whole and then copied out is written into the tensor directly",
}
pass "stream_stores" {
  run = "tl_cpu_stream_stores",
  doc = "cpu: a tile copied whole into a large tensor the kernel never reads is written with non-temporal stores",
}
pass "prefetch_tiles" {
  run = "tl_cpu_prefetch_tiles",
  doc = "cpu: each row of a tile copied from memory in a serial loop is preceded by a prefetch of the next iteration's row",
}
pass "split_masked_loops" {
  run = "tl_cpu_split_masked_loops",
  doc = "cpu: a loop masked along its variable (a tile at a tensor's edge) becomes loops over the ranges where the mask is known",
}
pass "narrow_masked_columns" {
  run = "tl_cpu_narrow_masked_columns",
  doc = "cpu: element-wise loops and lane reductions over a tile's columns stop at the row's edge where the columns past it hold a known value, which is stored only where read",
}
pass "vectorize_loop" {
  run = "tl_pass_vectorize_loop",
  doc = "turn innermost contiguous loops into vector operations",
}
pass "split_host_device" {
  run = "tl_pass_split_host_device",
  doc = "separate the launch code (host) from the kernel body (device)",
}
pass "thread_sync" {
  run = "tl_pass_thread_sync",
  doc = "insert barriers between writes and reads of shared memory",
}
pass "make_packed_api" {
  run = "tl_pass_make_packed_api",
  doc = "the host entry point over packed DLTensor arguments, with argument checks",
}

-- The GPU pipeline that cuda (and its cutedsl variant) and hip share: one
-- lowering, several emitters. metal and webgpu declare their own.
pipeline "gpu" {
  "bind_target",
  "simplify",
  { "legalize_safe_memory_access", when = "safe_memory_access" },
  "layout_inference",
  "split_reductions",
  "mark_overwritten",
  "lower_tile_ops",
  "lower_gemm_simt",
  { "inject_software_pipeline", when = "pipelined" },
  "simplify",
  "place_fragments",
  "split_host_device",
  "thread_sync",
  "make_packed_api",
}
