-- expect: tests/plugins/specs/overlap.lua:6: backends 'cuda' and 'fx' both match target {"kind": "cuda", "keys": ["fast"]}: predicates lacks_key("cutedsl") (specs/cuda.lua:
-- expect: ) and has_key("fast") (tests/plugins/specs/overlap.lua:6) overlap
-- A variant of the built-in kind cuda, selected by a key, that the cuda
-- backend's predicate also matches.
backend "fx" {
  target_kinds = { "cuda" }, supports_target = has_key "fast",
  pipelines = { cuda = "gpu" },
  device_codegens = { cuda = "cuda" },
  host_codegens = { "c" },
  execution_backends = { "nvrtc" },
}
