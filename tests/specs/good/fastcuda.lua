-- tests/specs/good/fastcuda.lua: two new backends declared in a spec file alone.
-- The built-in cuda and cutedsl predicates (lacks_key "cutedsl", has_key
-- "cutedsl") split every cuda target between them, so no third variant of kind
-- cuda can be disjoint from both (tests/specs/bad/cuda_third_variant.lua). This
-- file declares a kind of its own, fastcuda, and two variants on it, told apart
-- by the `tuned` key; the generator proves their predicates disjoint. Its
-- device codegen is its own (tests/specs/good/fastcuda/fastcuda.c, found and
-- linked because the folder is named like this file): it makes an artifact
-- of its own and offers an emit kind of its own, `listing`, with no edit to
-- any file of tilec's core. docs/architecture.md walks through it.

target_kind "fastcuda" {
  default_keys = { "fastcuda", "gpu" },
  device_type = "kDLCUDA",
  launch_prefix = "fastcuda_launch_",
  attrs = {
    arch = { prefix = "sm_", default = "sm_90a", doc = "the SM architecture" },
  },
  doc = "NVIDIA GPUs through the fast path",
}

tag "fast/h200" { kind = "fastcuda", keys = { "tuned" }, arch = "sm_90a" }

pipeline "fastcuda" {
  "bind_target",
  "simplify",
  "split_host_device",
  "make_packed_api",
}

backend "fastcuda" {
  target_kinds = { "fastcuda" },
  supports_target = lacks_key "tuned",
  pipelines = { fastcuda = "fastcuda" },
  device_codegens = {
    fastcuda = device_codegen "fastcuda" {
      build_without_compile = "fastcuda_codegen",
      emit = "fastcuda_emit",
      emits = {
        { "source", ext = ".fc", doc = "one line per kernel" },
        { "listing", ext = ".lst", doc = "the kernels, their grids and parameters" },
      },
      free = "fastcuda_artifact_free",
    },
  },
  host_codegens = { "c", "llvm" },
  execution_backends = { "nvrtc", { "tvm_ffi", load = "fastcuda_load" } },
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
