-- expect: tests/specs/bad/missing_device_codegen.lua:7: Backend 'nocodegen' must declare a device codegen for target kind 'nocodegen'
-- A backend with no device codegen for one of its target kinds.

target_kind "nocodegen" { device_type = "kDLCPU", doc = "a kind for this fixture" }
pipeline "nocodegen" { "bind_target", "make_packed_api" }

backend "nocodegen" {
  target_kinds = { "nocodegen" },
  pipelines = { nocodegen = "nocodegen" },
  host_codegens = { "c" },
  execution_backends = { "tvm_ffi" },
}
