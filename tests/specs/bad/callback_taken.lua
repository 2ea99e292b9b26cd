-- expect: tests/specs/bad/callback_taken.lua:7: Global function 'tilelang_callback_cuda_compile' is already registered by backend 'cuda'
-- A backend whose callback takes a global function name the cuda backend has.

target_kind "takencb" { device_type = "kDLCPU", doc = "a kind for this fixture" }
pipeline "takencb" { "bind_target", "make_packed_api" }

backend "takencb" {
  target_kinds = { "takencb" },
  pipelines = { takencb = "takencb" },
  device_codegens = { takencb = "c" },
  host_codegens = { "c" },
  execution_backends = { "tvm_ffi" },
  callbacks = { tilelang_callback_cuda_compile = "tl_hip_compile" },
}
