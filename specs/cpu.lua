-- specs/cpu.lua: the CPU, as C compiled by the system compiler or as LLVM IR
-- (src/cpu/, with src/llvm/). Blocks run over the cores; a block's threads
-- become loops and vector lanes (lower_threads_to_loops).

target_kind "c" {
  default_keys = { "cpu" },
  device_type = "kDLCPU",
  default_host = { "c" },
  attrs = {
    mcpu = { doc = "the CPU to tune for, e.g. native" },
  },
  detect = "tl_c_detect",
  doc = "the host CPU through C",
}

target_kind "llvm" {
  default_keys = { "cpu" },
  device_type = "kDLCPU",
  default_host = { "llvm", "c" },
  attrs = {
    mcpu = { doc = "the CPU to tune for, e.g. native or skylake-avx512" },
    mtriple = { doc = "the LLVM target triple" },
    mattr = { type = "features", doc = "LLVM target features, e.g. +avx512f,-avx512bw" },
  },
  detect = "tl_llvm_detect",
  check = "tl_llvm_check_target", -- CPU names, features and triples as LLVM knows them
  doc = "the host CPU through LLVM",
}

-- One pipeline for both kinds: C and LLVM IR differ only in their codegens.
pipeline "cpu" {
  "bind_target",
  "simplify",
  "forward_copies",
  { "legalize_safe_memory_access", when = "safe_memory_access" },
  "layout_inference",
  "exp_below_max",
  "reduce_in_lanes",
  "lower_tile_ops",
  "lower_threads_to_loops",
  "sink_allocations",
  { "fuse_row_loops", when = "fuse_rows" },
  "simplify",
  "vectorize_loop",
  "split_masked_loops",
  "simplify",
  "narrow_masked_columns",
  "hoist_invariant_lets",
  "stream_stores",
  { "prefetch_tiles", when = "prefetch" },
  "split_host_device",
  "make_packed_api",
}

backend "cpu" {
  target_kinds = { "c", "llvm" },
  pipelines = { c = "cpu", llvm = "cpu" },
  device_codegens = {
    c = device_codegen "c" {
      build = "tl_c_codegen_compile",
      build_without_compile = "tl_c_codegen_source",
      emit = "tl_c_codegen_emit",
      emits = {
        { "source", ext = ".c", doc = "C11 that includes the CPU prelude" },
        { "asm", ext = ".s", doc = "assembly from the system C compiler" },
        { "obj", ext = ".o", binary = true, doc = "an object file from the system C compiler" },
      },
    },
    llvm = device_codegen "llvm" {
      build = "tl_llvm_codegen_compile",
      build_without_compile = "tl_llvm_codegen_source",
      emit = "tl_llvm_codegen_emit",
      emits = {
        { "source", ext = ".ll", doc = "the optimized LLVM IR (as llvm-ir)" },
        { "llvm-ir", ext = ".ll", doc = "the optimized LLVM IR" },
        { "asm", ext = ".s", doc = "assembly for the target machine" },
        { "obj", ext = ".o", binary = true, doc = "an object file for the target machine" },
      },
      free = "tl_llvm_artifact_free",
    },
  },
  host_codegens = { "c", "llvm" },
  -- Each pair's load is src/cpu/exec.c: a shared object or the JIT.
  execution_backends = {
    { "cython", supports_target = kind_is "c", load = "tl_cpu_cython_load" },
    { "tvm_ffi", load = "tl_cpu_tvm_ffi_load" },
  },
}
