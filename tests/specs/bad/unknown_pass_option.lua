-- expect: tests/specs/bad/unknown_pass_option.lua:6: pipeline 'badopt' step 2: unknown pass option 'pipelining' (declared: 
-- A pipeline step whose `when` names no declared pass option.

target_kind "badopt" { device_type = "kDLCPU", doc = "a kind for this fixture" }

pipeline "badopt" {
  "bind_target",
  { "inject_software_pipeline", when = "pipelining" },
  "make_packed_api",
}
