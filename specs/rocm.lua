-- specs/rocm.lua: AMD GPUs through HIP (src/rocm/; docs/rocm.md).

target_kind "hip" {
  default_keys = { "rocm", "gpu" },
  device_type = "kDLROCM",
  attrs = {
    mcpu = { prefix = "gfx", doc = "the GPU architecture: gfx90a (MI200), gfx940 or gfx942 (MI300)" },
    max_threads_per_block = { type = "int", min = 1, max = 65536, doc = "the most threads a block may have" },
    -- read by the shared gpu lowering (a reduction's lanes a row) and the emitter
    warp_size = { type = "int", min = 32, max = 64, default = "64", doc = "the wavefront size: 64 on CDNA (gfx90a, gfx94x)" },
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
      emit = "tl_hip_codegen_emit",
      emits = {
        { "source", ext = ".hip", doc = "HIP C++ (includes hip/hip_runtime.h)" },
        { "hsaco", ext = ".hsaco", binary = true, doc = "the code object clang builds for the target's mcpu" },
        { "asm", ext = ".s", doc = "the GCN assembly clang writes for the target's mcpu" },
        { "resources", ext = ".txt", doc = "each kernel's LDS, VGPRs, SGPRs, AGPRs and scratch, from the code object" },
      },
      free = "tl_hip_artifact_free",
    },
  },
  host_codegens = { "c", "llvm" },
  -- the probe: the HIP runtime (libamdhip64, loaded at run time) and an AMD
  -- GPU; both load the code object in process (src/rocm/exec.c)
  execution_backends = {
    { "tvm_ffi", probe = "tl_probe_hip_runtime", load = "tl_hip_tvm_ffi_load" },
    { "cython", probe = "tl_probe_hip_runtime", load = "tl_hip_cython_load" },
  },
  callbacks = {
    tilelang_callback_hip_compile = "tl_hip_compile",
  },
}
