-- expect: tests/plugins/specs/name_taken.lua:4: backend 'cpu' is already declared at specs/cpu.lua:
-- A plugin backend with a built-in backend's name.
target_kind "fx" { device_type = "kDLCPU" }
backend "cpu" {
  target_kinds = { "fx" },
  pipelines = { fx = "cpu" },
  device_codegens = { fx = "c" },
  host_codegens = { "c" },
  execution_backends = { "tvm_ffi" },
}
