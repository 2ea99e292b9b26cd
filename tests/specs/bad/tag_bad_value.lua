-- expect: tests/specs/bad/tag_bad_value.lua:10: tag 'choosy/fast': attribute 'level' value 'fast' is not one of low, high
-- A tag whose value is not one of its attribute's declared values: caught by
-- the generator, not when the tag is first used.

target_kind "choosy" {
  device_type = "kDLCPU",
  attrs = { level = { values = { "low", "high" }, default = "low", doc = "how hard to try" } },
}

tag "choosy/fast" { kind = "choosy", level = "fast" }
