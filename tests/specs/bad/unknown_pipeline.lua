-- expect: tests/specs/bad/unknown_pipeline.lua:6: backend 'nopipe': unknown pipeline 'nopipe' (declared: 
-- A backend whose pipeline map names no declared pipeline.

target_kind "nopipe" { device_type = "kDLCPU", doc = "a kind for this fixture" }

backend "nopipe" {
  target_kinds = { "nopipe" },
  pipelines = { nopipe = "nopipe" },
  device_codegens = { nopipe = "c" },
  execution_backends = { "cython" },
}
