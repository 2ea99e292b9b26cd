-- specs/metal.lua: Apple GPUs through Metal Shading Language (src/metal/).
-- No Metal compiler nor framework exists off Apple platforms: the codegen
-- writes MSL (checked here by clang's C++ for OpenCL mode with a shim,
-- tests/check_metal.c), and building or loading it says why it cannot.

target_kind "metal" {
  default_keys = { "metal", "gpu" },
  device_type = "kDLMetal",
  attrs = {
    max_threads_per_block = { type = "int", min = 1, max = 65536, doc = "the most threads a threadgroup may have" },
    max_shared_memory_per_block = { type = "int", min = 1, max = 1073741824, doc = "bytes of threadgroup memory a threadgroup may use: a kernel needing more is refused (unset: none is; the source says where it passes the 32768 of Apple GPUs)" },
    msl = { doc = "the Metal Shading Language version the source is written for: 3.1 (unset: bfloat available), 3.0, 2.4 or 2.3 (bf16 refused before 3.1)" },
  },
  doc = "Apple GPUs",
}

-- The shared GPU lowering without its warp-level and cp.async steps: a gemm
-- simdgroup_matrix can run stays a tile op (metal_lower_gemm), the others
-- become lower_gemm_simt's loops; fragments go to registers or threadgroup
-- memory as place_fragments decides (run by metal_lower_gemm, which keeps
-- its gemms from it), barriers as thread_sync places them.
pass "metal_lower_gemm" {
  run = "tl_metal_lower_gemm",
  doc = "metal: a gemm of f16/f32 (bf16 from MSL 3.1) operands in threadgroup memory in whole 8x8 tiles stays for simdgroup_matrix, its operands in threadgroup memory (the emitter may keep the accumulator in simdgroup matrices); any other becomes a serial loop over K around a parallel loop over C; then place_fragments, the kept gemms left alone",
}

pipeline "metal" {
  "bind_target",
  "simplify",
  { "legalize_safe_memory_access", when = "safe_memory_access" },
  "layout_inference",
  "split_reductions",
  "lower_tile_ops",
  "simplify",
  "metal_lower_gemm",
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
      emit = "tl_metal_codegen_emit",
      emits = {
        { "source", ext = ".metal", doc = "Metal Shading Language, one kernel function a kernel" },
        { "context", ext = ".mm", doc = "Objective-C++ host code (hook metal_context): device, library, pipeline states, launches" },
      },
      free = "tl_metal_artifact_free",
    },
  },
  host_codegens = { "c", "llvm" },
  host_codegen_hooks = { metal = { "metal_context" } },
  -- neither can load a kernel off Apple platforms: the load says why
  execution_backends = {
    { "torch", load = "tl_metal_load" },
    { "tvm_ffi", load = "tl_metal_load" },
  },
}
