-- tests/specs/good/fastcuda.lua: two new backends declared in a spec file alone.
-- The built-in cuda and cutedsl predicates (lacks_key "cutedsl", has_key
-- "cutedsl") split every cuda target between them, so no third variant of kind
-- cuda can be disjoint from both (tests/specs/bad/cuda_third_variant.lua). This
-- file declares a kind of its own, fastcuda, and two variants on it, told apart
-- by the `tuned` key; the generator proves their predicates disjoint. Only C
-- functions that src/ already defines are named.

target_kind "fastcuda" {
  default_keys = { "fastcuda", "gpu" },
  attrs = {
    arch = { prefix = "sm_", default = "sm_90a", doc = "the SM architecture" },
  },
  doc = "NVIDIA GPUs through the fast path",
}

tag "fast/h200" { kind = "fastcuda", keys = { "tuned" }, arch = "sm_90a" }

pipeline "fastcuda" {
  "bind_target",
  "simplify",
  "layout_inference",
  "lower_tile_ops",
  { "inject_software_pipeline", when = "pipelined" },
  "split_host_device",
  "thread_sync",
  "make_packed_api",
}

backend "fastcuda" {
  target_kinds = { "fastcuda" },
  supports_target = lacks_key "tuned",
  pipelines = { fastcuda = "fastcuda" },
  device_codegens = {
    fastcuda = device_codegen "fastcuda" {
      build = "tl_cuda_codegen_compile",
      build_without_compile = "tl_cuda_codegen_source",
    },
  },
  host_codegens = { "c", "llvm" },
  execution_backends = { "nvrtc", "tvm_ffi" },
  callbacks = {
    tilelang_callback_fastcuda_compile = "tl_cuda_compile",
  },
}

backend "fastcuda_tuned" {
  target_kinds = { "fastcuda" },
  supports_target = all_of { has_key "tuned", attr_starts_with("arch", "sm_9") },
  pipelines = { fastcuda = "fastcuda" },
  device_codegens = { fastcuda = "fastcuda" },
  host_codegens = { "c", "llvm" },
  execution_backends = { "tvm_ffi" },
}
