-- expect: tests/specs/bad/unknown_host_hook.lua:7: backend 'nohook': unknown host hook 'metal_contxt' (declared: 
-- A backend whose host codegen hooks name a hook nobody declared.

target_kind "nohook" { device_type = "kDLCPU", doc = "a kind for this fixture" }
pipeline "nohook" { "bind_target", "make_packed_api" }

backend "nohook" {
  target_kinds = { "nohook" },
  pipelines = { nohook = "nohook" },
  device_codegens = { nohook = "c" },
  host_codegens = { "c" },
  host_codegen_hooks = { nohook = { "metal_contxt" } },
  execution_backends = { "tvm_ffi" },
}
