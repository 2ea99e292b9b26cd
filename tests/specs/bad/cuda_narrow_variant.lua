-- expect: tests/specs/bad/cuda_narrow_variant.lua:8: backends 'cuda' and 'fastcuda' both match target {"kind": "cuda", "keys": ["fast"], "arch": "sm_9"}: predicates lacks_key("cutedsl") (specs/cuda.lua:
-- expect: ) and all_of(has_key("fast"), lacks_key("cutedsl"), attr_starts_with("arch", "sm_9")) (tests/specs/bad/cuda_narrow_variant.lua:8) overlap
-- A third variant on kind cuda, however narrow, still overlaps one of the two
-- the built-in specs declare: here cuda's, on an sm_9* target with key fast.

backend "fastcuda" {
  target_kinds = { "cuda" },
  supports_target = all_of { has_key "fast", lacks_key "cutedsl", attr_starts_with("arch", "sm_9") },
  pipelines = { cuda = "gpu" },
  device_codegens = { cuda = "cuda" },
  host_codegens = { "c" },
  execution_backends = { "nvrtc" },
}
