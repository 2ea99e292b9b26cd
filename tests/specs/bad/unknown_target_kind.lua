-- expect: tests/specs/bad/unknown_target_kind.lua:4: backend 'nokind': unknown target kind 'cudaa' (declared: 
-- A backend on a target kind nobody declared.

backend "nokind" {
  target_kinds = { "cudaa" },
  pipelines = { cudaa = "gpu" },
  device_codegens = { cudaa = "cuda" },
  execution_backends = { "cython" },
}
