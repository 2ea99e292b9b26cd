-- expect: tests/plugins/specs/unknown_codegen.lua:4: backend 'fx': unknown device codegen 'nocodegen'
-- A backend naming a device codegen that is not declared.
target_kind "fx" { device_type = "kDLCPU" }
backend "fx" {
  target_kinds = { "fx" },
  pipelines = { fx = "cpu" },
  device_codegens = { fx = "nocodegen" },
  host_codegens = { "c" },
  execution_backends = { "tvm_ffi" },
}
