-- expect: tests/specs/bad/variant_without_predicate.lua:5: Backends sharing target kind 'cuda' must define supports_target predicates: 'cuda' (specs/cuda.lua:
-- expect: ) and 'plaincuda'
-- A variant on kind cuda with no supports_target predicate.

backend "plaincuda" {
  target_kinds = { "cuda" },
  pipelines = { cuda = "gpu" },
  device_codegens = { cuda = "cuda" },
  host_codegens = { "c" },
  execution_backends = { "nvrtc" },
}
