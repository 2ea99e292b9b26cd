-- expect: tests/specs/bad/cuda_third_variant.lua:10: backends 'cuda' and 'fastcuda' both match target {"kind": "cuda", "keys": ["fast"]}: predicates lacks_key("cutedsl") (specs/cuda.lua:
-- expect: ) and has_key("fast") (tests/specs/bad/cuda_third_variant.lua:10) overlap
-- expect: tests/specs/bad/cuda_third_variant.lua:10: backends 'cutedsl' and 'fastcuda' both match target {"kind": "cuda", "keys": ["cutedsl", "fast"]}: predicates has_key("cutedsl") (specs/cutedsl.lua:
-- A third variant on kind cuda: cuda takes every target that lacks the key
-- cutedsl and cutedsl every target that has it, so no predicate that some
-- target satisfies is disjoint from both.

backend "fastcuda" {
  target_kinds = { "cuda" },
  supports_target = has_key "fast",
  pipelines = { cuda = "gpu" },
  device_codegens = { cuda = "cuda" },
  host_codegens = { "c" },
  execution_backends = { "nvrtc" },
}
