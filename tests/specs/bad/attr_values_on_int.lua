-- expect: tests/specs/bad/attr_values_on_int.lua:4: target kind 'picky' attribute 'lanes': values are for type name
-- A list of values on an attribute that is not a name.

target_kind "picky" {
  device_type = "kDLCPU",
  attrs = { lanes = { type = "int", values = { "1", "2" }, doc = "vector lanes" } },
}
