-- expect: tests/specs/bad/emit_without_function.lua:7: device codegen 'noemitfn': emits needs an emit function ('emit')
-- A device codegen that offers emit kinds but names no function to write them.

target_kind "noemit" { device_type = "kDLCPU", doc = "a kind for this fixture" }
pipeline "noemit" { "bind_target", "make_packed_api" }

device_codegen "noemitfn" {
  build_without_compile = "tl_c_codegen_source",
  emits = { { "listing", ext = ".lst" } },
}
