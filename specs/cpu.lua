-- specs/cpu.lua: the CPU, as C compiled by the system compiler or as LLVM IR
-- (src/cpu/). Blocks run over the cores; a block's threads become loops and
-- vector lanes (lower_threads_to_loops).

target_kind "c" {
  default_keys = { "cpu" },
  attrs = {
    mcpu = { doc = "the CPU to tune for, e.g. native" },
  },
  detect = "tl_c_detect",
  doc = "the host CPU through C",
}

target_kind "llvm" {
  default_keys = { "cpu" },
  attrs = {
    mcpu = { doc = "the CPU to tune for, e.g. native or skylake-avx512" },
    mtriple = { doc = "the LLVM target triple" },
    mattr = { doc = "LLVM target features, e.g. +avx512f" },
  },
  detect = "tl_llvm_detect",
  doc = "the host CPU through LLVM",
}

pipeline "c" {
  "bind_target",
  "simplify",
  { "legalize_safe_memory_access", when = "safe_memory_access" },
  "layout_inference",
  "lower_tile_ops",
  "lower_threads_to_loops",
  "simplify",
  "vectorize_loop",
  "split_host_device",
  "make_packed_api",
}

pipeline "llvm" {
  "bind_target",
  "simplify",
  { "legalize_safe_memory_access", when = "safe_memory_access" },
  "layout_inference",
  "lower_tile_ops",
  "lower_threads_to_loops",
  "simplify",
  "vectorize_loop",
  "split_host_device",
  "make_packed_api",
}

backend "cpu" {
  target_kinds = { "c", "llvm" },
  pipelines = { c = "c", llvm = "llvm" },
  device_codegens = {
    c = device_codegen "c" {
      build = "tl_c_codegen_compile",
      build_without_compile = "tl_c_codegen_source",
    },
    llvm = device_codegen "llvm" {
      build = "tl_llvm_codegen_compile",
      build_without_compile = "tl_llvm_codegen_source",
    },
  },
  host_codegens = { "c", "llvm" },
  execution_backends = {
    { "cython", supports_target = kind_is "c" },
    "tvm_ffi",
  },
}
