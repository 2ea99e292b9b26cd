-- expect: tests/specs/bad/tag_bad_int.lua:10: tag 'intkind/big': attribute 'lanes' value '9' is out of range (1 to 8)
-- A tag whose value is outside its attribute's declared range: caught by the
-- generator, not when the tag is first used.

target_kind "intkind" {
  device_type = "kDLCPU",
  attrs = { lanes = { type = "int", min = 1, max = 8, doc = "vector lanes" } },
}

tag "intkind/big" { kind = "intkind", lanes = "9" }
