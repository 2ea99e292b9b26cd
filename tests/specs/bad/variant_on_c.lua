-- expect: tests/specs/bad/variant_on_c.lua:6: Backends sharing target kind 'c' must define supports_target predicates: 'cpu' (specs/cpu.lua:
-- expect: ) and 'fastc'
-- A variant on kind c: it has a predicate, but the cpu backend that owns c has
-- none, so the two cannot be told apart.

backend "fastc" {
  target_kinds = { "c" },
  supports_target = has_key "fast",
  pipelines = { c = "cpu" },
  device_codegens = { c = "c" },
  host_codegens = { "c" },
  execution_backends = { "cython" },
}
