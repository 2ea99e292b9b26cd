-- specs/execution.lua: the execution backends, shared by every backend that
-- lists them. A backend may narrow one with its own supports_target predicate,
-- and names, for each, the load function that builds a compilation of its own
-- and loads it (its folder: src/cpu/exec.c for the CPU); a pair without one
-- answers "not implemented". Probes live in src/runtime/probe.c and say why
-- when they answer no.

execution_backend "tvm_ffi" {
  probe = "tl_probe_always",
  enable_host_codegen = true,
  enable_device_compile = true,
  doc = "packed functions over DLPack tensors; device code compiled ahead of the call",
}
execution_backend "nvrtc" {
  probe = "tl_probe_nvrtc",
  doc = "CUDA source compiled at run time by NVRTC, launched through the CUDA driver",
}
execution_backend "cython" {
  probe = "tl_probe_always",
  doc = "a generated native wrapper compiled by the system toolchain and loaded with dlopen",
}
execution_backend "cutedsl" {
  probe = "tl_probe_cutedsl",
  doc = "CuTe DSL Python run through the CUTLASS Python DSL",
}
execution_backend "torch" {
  probe = "tl_probe_torch_mps",
  doc = "Metal kernels launched through PyTorch MPS",
}
