-- expect: tests/specs/bad/emit_core_kind.lua:7: device codegen 'coreemit' emits item 1: 'ir' is tilec's own emit kind
-- A device codegen may not take over an emit kind of tilec's own (ir, host, lib).

target_kind "coreemit" { device_type = "kDLCPU", doc = "a kind for this fixture" }
pipeline "coreemit" { "bind_target", "make_packed_api" }

device_codegen "coreemit" {
  build_without_compile = "tl_c_codegen_source",
  emit = "tl_c_codegen_emit",
  emits = { { "ir" } },
}
