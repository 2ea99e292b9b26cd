-- expect: tests/specs/bad/unknown_pass.lua:6: pipeline 'badpass' step 2: unknown pass 'simplfy' (declared: 
-- A pipeline step that names no declared pass.

target_kind "badpass" { device_type = "kDLCPU", doc = "a kind for this fixture" }

pipeline "badpass" {
  "bind_target",
  "simplfy",
  "make_packed_api",
}
