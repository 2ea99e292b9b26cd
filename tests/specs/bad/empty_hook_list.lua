-- expect: tests/specs/bad/empty_hook_list.lua:7: Backend 'emptyhooks' host codegen hooks for 'emptyhooks' must be a non-empty list
-- A backend with an empty list of host codegen hooks for its kind.

target_kind "emptyhooks" { device_type = "kDLCPU", doc = "a kind for this fixture" }
pipeline "emptyhooks" { "bind_target", "make_packed_api" }

backend "emptyhooks" {
  target_kinds = { "emptyhooks" },
  pipelines = { emptyhooks = "emptyhooks" },
  device_codegens = { emptyhooks = "c" },
  host_codegens = { "c" },
  host_codegen_hooks = { emptyhooks = {} },
  execution_backends = { "tvm_ffi" },
}
