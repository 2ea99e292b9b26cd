-- expect: tests/plugins/specs/callback_taken.lua:4: Global function 'tilelang_callback_cuda_compile' is already registered by backend 'cuda' (specs/cuda.lua:
-- A plugin callback whose global function name the built-in cuda backend has.
target_kind "fx" { device_type = "kDLCPU" }
backend "fx" {
  target_kinds = { "fx" },
  pipelines = { fx = "cpu" },
  device_codegens = { fx = "c" },
  host_codegens = { "c" },
  execution_backends = { { "tvm_ffi", load = "tl_cpu_tvm_ffi_load" } },
  callbacks = { tilelang_callback_cuda_compile = "tl_hip_compile" },
}
