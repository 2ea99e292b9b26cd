-- specs/rocm.lua: AMD GPUs through HIP (src/rocm/).

target_kind "hip" {
  default_keys = { "rocm", "gpu" },
  device_type = "kDLROCM",
  attrs = {
    mcpu = { prefix = "gfx", doc = "the GPU architecture, e.g. gfx942" },
    max_threads_per_block = { type = "int", min = 1, max = 65536, doc = "the most threads a block may have" },
  },
  detect = "tl_hip_detect",
  doc = "AMD GPUs",
}

tag "amd/mi300x" { kind = "hip", mcpu = "gfx942" }
tag "amd/mi250x" { kind = "hip", mcpu = "gfx90a" }

backend "rocm" {
  target_kinds = { "hip" },
  pipelines = { hip = "gpu" },
  device_codegens = {
    hip = device_codegen "hip" {
      build = "tl_hip_codegen_compile",
      build_without_compile = "tl_hip_codegen_source",
    },
  },
  host_codegens = { "c", "llvm" },
  execution_backends = { "tvm_ffi", "cython" },
  callbacks = {
    tilelang_callback_hip_compile = "tl_hip_compile",
  },
}
