-- expect: tests/specs/bad/wrong_type.lua:4: backend 'wrongtype': field 'host_codegens' must be a list of strings
-- A string where the schema wants a list of strings.

backend "wrongtype" {
  target_kinds = { "cuda" },
  host_codegens = "c",
}
