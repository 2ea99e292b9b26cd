-- expect: tests/specs/bad/attr_unknown_type.lua:4: target kind 'floaty' attribute 'scale': type 'float' is not one of name, int, features
-- An attribute type the targets do not know how to check.

target_kind "floaty" {
  device_type = "kDLCPU",
  attrs = { scale = { type = "float", doc = "a factor" } },
}
