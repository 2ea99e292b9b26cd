-- expect: tests/plugins/specs/unknown_exec.lua:4: backend 'fx': unknown execution backend 'noexec' (declared: tvm_ffi, nvrtc, cython, cutedsl, torch)
-- A backend naming an execution backend that is not declared.
target_kind "fx" { device_type = "kDLCPU" }
backend "fx" {
  target_kinds = { "fx" },
  pipelines = { fx = "cpu" },
  device_codegens = { fx = "c" },
  host_codegens = { "c" },
  execution_backends = { "noexec" },
}
