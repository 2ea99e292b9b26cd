-- specs/webgpu.lua: WebGPU compute shaders in WGSL (src/webgpu/).

target_kind "webgpu" {
  default_keys = { "webgpu", "gpu" },
  device_type = "kDLWebGPU",
  attrs = {
    max_threads_per_block = { type = "int", min = 1, max = 65536, doc = "the most invocations a workgroup may have" },
  },
  doc = "WebGPU devices",
}

pipeline "webgpu" {
  "bind_target",
  "simplify",
  { "legalize_safe_memory_access", when = "safe_memory_access" },
  "layout_inference",
  "lower_tile_ops",
  "simplify",
  "split_host_device",
  "thread_sync",
  "make_packed_api",
}

backend "webgpu" {
  target_kinds = { "webgpu" },
  pipelines = { webgpu = "webgpu" },
  device_codegens = {
    webgpu = device_codegen "webgpu" {
      build = "tl_webgpu_codegen_compile",
      build_without_compile = "tl_webgpu_codegen_source",
    },
  },
  host_codegens = { "c", "llvm" },
  execution_backends = { "tvm_ffi" },
}
