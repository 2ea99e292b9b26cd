-- expect: tests/specs/bad/pipeline_misnamed.lua:6: Backend 'misnamed' pipeline for target kind 'misnamed' must be named 'misnamed', not 'c'
-- A backend whose pipeline for a kind is named after another kind.

target_kind "misnamed" { doc = "a kind for this fixture" }

backend "misnamed" {
  target_kinds = { "misnamed" },
  pipelines = { misnamed = "c" },
  device_codegens = { misnamed = "c" },
  host_codegens = { "c" },
  execution_backends = { "tvm_ffi" },
}
