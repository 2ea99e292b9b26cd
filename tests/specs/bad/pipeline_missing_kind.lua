-- expect: tests/specs/bad/pipeline_missing_kind.lua:8: Backend 'twokinds' must declare exactly one pipeline per target kind: none for 'twokinds_b'
-- A backend on two target kinds with a pipeline for one of them only.

target_kind "twokinds_a" { device_type = "kDLCPU", doc = "a kind for this fixture" }
target_kind "twokinds_b" { device_type = "kDLCPU", doc = "a kind for this fixture" }
pipeline "twokinds_a" { "bind_target", "make_packed_api" }

backend "twokinds" {
  target_kinds = { "twokinds_a", "twokinds_b" },
  pipelines = { twokinds_a = "twokinds_a" },
  device_codegens = { twokinds_a = "c", twokinds_b = "c" },
  host_codegens = { "c" },
  execution_backends = { "tvm_ffi" },
}
