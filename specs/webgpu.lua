-- specs/webgpu.lua: WebGPU compute shaders in WGSL (src/webgpu/, docs/webgpu.md).
-- The backend comes before its pipeline here, at the line tests quote.
target_kind "webgpu" {
  default_keys = { "webgpu", "gpu" },
  device_type = "kDLWebGPU",
  attrs = {
    max_threads_per_block = { type = "int", min = 1, max = 65536, doc = "the most invocations a workgroup may have" },
    f16 = { doc = "the device has shader-f16: 1 (enable f16; f16 tensors and workgroup arrays held as f16), 0 (the default: f16 packed in u32 words, for any device) or adapter (as the adapter Dawn finds here says)" },
    subgroups = { doc = "the device has subgroups, at least this many invocations each: 4, 8, 16, 32, 64 or 128 (reductions combine their partials with subgroup operations, checking the size at run time), 0 (the default: workgroup memory only) or adapter (the adapter Dawn finds here: its subgroupMinSize)" },
  },
  -- host memory the worker uploads from and reads back into (src/webgpu/exec.c)
  device_api = "tl_webgpu_device_api",
  doc = "WebGPU devices",
}

-- src/webgpu/exec.c: the ES module (module.c) run on Dawn by one Node worker (tools/webgpu/worker.mjs); the probe
-- says what is missing (Node, the npm package, an adapter), and the adapter and its features when asked.
local tvm_ffi = { "tvm_ffi", load = "tl_webgpu_tvm_ffi_load", probe = "tl_webgpu_probe" }
local emits = {
  { "wgsl", ext = ".wgsl", doc = "one WGSL compute shader per kernel" },
  { "js", ext = ".mjs", doc = "an ES module: the shaders and an async function per kernel over a GPUDevice" },
}

backend "webgpu" {
  target_kinds = { "webgpu" },
  pipelines = { webgpu = "webgpu" },
  device_codegens = {
    webgpu = device_codegen "webgpu" {
      build = "tl_webgpu_codegen_compile",
      build_without_compile = "tl_webgpu_codegen_source",
      emit = "tl_webgpu_codegen_emit",
      emits = emits,
      free = "tl_webgpu_artifact_free",
    },
  },
  host_codegens = { "c", "llvm" },
  execution_backends = { tvm_ffi },
}

-- The shared GPU lowering (specs/passes.lua's "gpu", src/transform/gpu.c)
-- without inject_software_pipeline: WGSL has no asynchronous copies, so a
-- `pipelined` loop keeps its order (copies, a barrier, the compute). The
-- kind has no `mma` attribute, so every gemm becomes FFMA loops.
pipeline "webgpu" {
  "bind_target",
  "simplify",
  { "legalize_safe_memory_access", when = "safe_memory_access" },
  "layout_inference",
  "split_reductions",
  "lower_tile_ops",
  "lower_gemm_simt",
  "simplify",
  "place_fragments",
  "split_host_device",
  "thread_sync",
  "make_packed_api",
}
