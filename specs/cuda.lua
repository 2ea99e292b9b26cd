-- specs/cuda.lua: NVIDIA GPUs through CUDA C++ (src/cuda/).
-- Owns target kind cuda; the cutedsl backend is a variant on the same kind,
-- told apart by the `cutedsl` key.

target_kind "cuda" {
  default_keys = { "cuda", "gpu" },
  device_type = "kDLCUDA",
  attrs = {
    arch = { prefix = "sm_", doc = "the SM architecture, e.g. sm_90a" },
    max_threads_per_block = { type = "int", min = 1, max = 65536, doc = "the most threads a block may have" },
    max_shared_memory_per_block = { type = "int", min = 1, max = 1073741824, doc = "bytes of shared memory a block may use" },
  },
  detect = "tl_cuda_detect",
  doc = "NVIDIA GPUs",
}

-- max_shared_memory_per_block: the opt-in limit of dynamic shared memory
tag "nvidia/h100" { kind = "cuda", arch = "sm_90a", max_shared_memory_per_block = "232448" }
tag "nvidia/h200" { kind = "cuda", arch = "sm_90a", max_shared_memory_per_block = "232448" }
tag "nvidia/a100" { kind = "cuda", arch = "sm_80", max_shared_memory_per_block = "166912" }
tag "nvidia/l40s" { kind = "cuda", arch = "sm_89", max_shared_memory_per_block = "101376" }

backend "cuda" {
  target_kinds = { "cuda" },
  supports_target = lacks_key "cutedsl",
  pipelines = { cuda = "gpu" },
  device_codegens = {
    cuda = device_codegen "cuda" {
      build = "tl_cuda_codegen_compile",
      build_without_compile = "tl_cuda_codegen_source",
      emit = "tl_cuda_codegen_emit",
      emits = {
        { "source", ext = ".cu", doc = "CUDA C++, self-contained (NVRTC needs no include path)" },
        { "ptx", ext = ".ptx", doc = "PTX from NVRTC for the target's arch" },
        { "cubin", ext = ".cubin", binary = true, doc = "a cubin from NVRTC for the target's arch" },
      },
      free = "tl_cuda_artifact_free",
    },
  },
  host_codegens = { "c", "llvm" },
  execution_backends = { "tvm_ffi", "nvrtc", "cython" },
  callbacks = {
    tilelang_callback_cuda_validate = "tl_cuda_validate",
    tilelang_callback_cuda_compile = "tl_cuda_compile",
  },
}
