-- specs/metal.lua: Apple GPUs through Metal Shading Language (src/metal/).

target_kind "metal" {
  default_keys = { "metal", "gpu" },
  device_type = "kDLMetal",
  attrs = {
    max_threads_per_block = { type = "int", min = 1, max = 65536, doc = "the most threads a threadgroup may have" },
  },
  doc = "Apple GPUs",
}

pipeline "metal" {
  "bind_target",
  "simplify",
  { "legalize_safe_memory_access", when = "safe_memory_access" },
  "layout_inference",
  "lower_tile_ops",
  "simplify",
  "vectorize_loop",
  "split_host_device",
  "thread_sync",
  "make_packed_api",
}

host_hook "metal_context" {
  run = "tl_metal_host_context",
  doc = "create the Metal device, library and pipeline states the host code uses",
}

backend "metal" {
  target_kinds = { "metal" },
  pipelines = { metal = "metal" },
  device_codegens = {
    metal = device_codegen "metal" {
      build = "tl_metal_codegen_compile",
      build_without_compile = "tl_metal_codegen_source",
    },
  },
  host_codegens = { "c", "llvm" },
  host_codegen_hooks = { metal = { "metal_context" } },
  execution_backends = { "torch", "tvm_ffi" },
}
