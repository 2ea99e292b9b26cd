-- expect: tests/plugins/specs/unknown_kind.lua:3: backend 'fx': unknown target kind 'nokind'
-- A backend on a target kind nobody declares.
backend "fx" {
  target_kinds = { "nokind" },
  pipelines = { nokind = "cpu" },
  device_codegens = { nokind = "c" },
  host_codegens = { "c" },
  execution_backends = { "tvm_ffi" },
}
