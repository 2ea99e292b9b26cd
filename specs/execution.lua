-- specs/execution.lua: the execution backends, shared by every backend that
-- lists them. A backend may narrow one with its own supports_target predicate.
-- Probes live in src/runtime/probe.c and say why when they answer no; a load
-- function builds a compilation's artifact and loads it (src/runtime/).

execution_backend "tvm_ffi" {
  probe = "tl_probe_always",
  load = "tl_exec_tvm_ffi_load",
  enable_host_codegen = true,
  enable_device_compile = true,
  doc = "packed functions over DLPack tensors; device code compiled ahead of the call",
}
execution_backend "nvrtc" {
  probe = "tl_probe_nvrtc",
  load = "tl_exec_nvrtc_load",
  doc = "CUDA source compiled at run time by NVRTC, launched through the CUDA driver",
}
execution_backend "cython" {
  probe = "tl_probe_always",
  load = "tl_exec_cython_load",
  doc = "a generated native wrapper compiled by the system toolchain and loaded with dlopen",
}
execution_backend "cutedsl" {
  probe = "tl_probe_cutedsl",
  load = "tl_exec_cutedsl_load",
  doc = "CuTe DSL Python run through the CUTLASS Python DSL",
}
execution_backend "torch" {
  probe = "tl_probe_torch_mps",
  load = "tl_exec_torch_load",
  doc = "Metal kernels launched through PyTorch MPS",
}
