-- specs/vulkan.lua: Vulkan compute shaders in SPIR-V (src/vulkan/, docs/vulkan.md).
-- The codegen writes SPIR-V binary from the lowered IR and SPIRV-Tools
-- validates every module in process; the runtime loads the Vulkan loader at
-- run time (libvulkan.so.1).
target_kind "vulkan" {
  default_keys = { "vulkan", "gpu" },
  device_type = "kDLVulkan",
  attrs = {
    max_threads_per_block = { type = "int", min = 1, max = 65536, doc = "the most invocations a workgroup may have" },
    device = { doc = "which Vulkan device runs the kernels: lavapipe (Mesa's CPU driver), nvidia, or any (the default: the first one found, discrete GPUs first)" },
    f16 = { doc = "the device has shaderFloat16 and storageBuffer16BitAccess: 1 (f16 tensors and workgroup arrays held as f16), 0 (the default: f16 packed in u32 words, for any device) or device (as the device says)" },
    int8 = { doc = "the device has storageBuffer8BitAccess: 1 (8-bit tensors held as 8-bit integers), 0 (the default: packed in u32 words) or device (as the device says)" },
    int16 = { doc = "the device has storageBuffer16BitAccess: 1 (16-bit integer and bf16 tensors held as 16-bit integers), 0 (the default: packed in u32 words) or device (as the device says)" },
    int64 = { doc = "the device has shaderInt64 and shaderFloat64: 1 (64-bit scalar parameters allowed), 0 (the default: refused) or device (as the device says)" },
    ieee = { doc = "the device keeps signed zeros, infinities and NaN through float arithmetic (shaderSignedZeroInfNanPreserveFloat32, and Float16 where f16 is held as f16): 1 (the default: every module declares SignedZeroInfNanPreserve, so a driver may not fold x * 0 to +0 nor assume no inf or NaN, and the results match the interpreter's bit for bit), 0 (not declared, for a device without the property: such results are the driver's) or device (as the device says)" },
    spirv_opt = { values = { "performance", "size", "none" }, default = "none", doc = "SPIRV-Tools' optimizer over every module after emission, the result validated again: performance (its performance passes, spirv-opt -O), size (-Os) or none (the default: the modules as written)" },
    subgroups = { doc = "the device's compute subgroups have at least this many invocations and support arithmetic and shuffle: 4, 8, 16, 32, 64 or 128 (reductions combine their partials with subgroup operations), 0 (the default: workgroup memory only) or device (as the device says)" },
  },
  detect = "tl_vulkan_detect",
  -- device memory through the Vulkan runtime (src/vulkan/exec.c)
  device_api = "tl_vulkan_device_api",
  doc = "Vulkan devices",
}

tag "vulkan/lavapipe" { kind = "vulkan", device = "lavapipe", f16 = "device", int8 = "device", int16 = "device", int64 = "device", ieee = "device", subgroups = "device" }
tag "vulkan/nvidia" { kind = "vulkan", device = "nvidia", f16 = "device", int8 = "device", int16 = "device", int64 = "device", ieee = "device", subgroups = "device" }

-- src/vulkan/exec.c: the Vulkan C API loaded at run time; one compute
-- pipeline per kernel; the probe says why there is none (no loader, no device).
local tvm_ffi = { "tvm_ffi", load = "tl_vulkan_tvm_ffi_load", probe = "tl_vulkan_probe" }
local emits = {
  { "spv", ext = ".spv", binary = true, doc = "the SPIR-V modules, one per kernel, concatenated" },
  { "spvasm", ext = ".spvasm", doc = "the SPIR-V modules as SPIRV-Tools disassembles them" },
}

backend "vulkan" {
  target_kinds = { "vulkan" },
  pipelines = { vulkan = "vulkan" },
  device_codegens = {
    vulkan = device_codegen "vulkan" {
      build = "tl_vulkan_codegen_compile",
      build_without_compile = "tl_vulkan_codegen_source",
      emit = "tl_vulkan_codegen_emit",
      emits = emits,
      free = "tl_vulkan_artifact_free",
    },
  },
  host_codegens = { "c", "llvm" },
  execution_backends = { tvm_ffi },
}

-- The shared GPU lowering (specs/passes.lua's "gpu", src/transform/gpu.c)
-- without inject_software_pipeline: the codegen writes no asynchronous
-- copies, so a `pipelined` loop keeps its order (copies, a barrier, the
-- compute). The kind has no `mma` attribute, so every gemm becomes FFMA loops.
pipeline "vulkan" {
  "bind_target",
  "simplify",
  { "legalize_safe_memory_access", when = "safe_memory_access" },
  "layout_inference",
  "split_reductions",
  "mark_overwritten",
  "lower_tile_ops",
  "lower_gemm_simt",
  "simplify",
  "place_fragments",
  "split_host_device",
  "thread_sync",
  "make_packed_api",
}
