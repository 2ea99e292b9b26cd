-- expect: tests/specs/bad/hooks_foreign_kind.lua:7: Backend 'foreignhook' declares host codegen hooks for 'metal', which is not one of its target kinds
-- A backend with host codegen hooks for a kind it does not own.

target_kind "foreignhook" { device_type = "kDLCPU", doc = "a kind for this fixture" }
pipeline "foreignhook" { "bind_target", "make_packed_api" }

backend "foreignhook" {
  target_kinds = { "foreignhook" },
  pipelines = { foreignhook = "foreignhook" },
  device_codegens = { foreignhook = "c" },
  host_codegens = { "c" },
  host_codegen_hooks = { metal = { "metal_context" } },
  execution_backends = { "tvm_ffi" },
}
