-- expect: tests/specs/bad/unknown_declaration.lua:4: unknown name 'bakend' (declarations: backend, pipeline, pass, ...; predicates: has_key, lacks_key, ...)
-- A call of a declaration function that does not exist (bakend for backend).

bakend "typo" {
  target_kinds = { "cuda" },
}
