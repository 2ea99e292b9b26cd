-- expect: tests/specs/bad/unknown_host_codegen.lua:7: backend 'nohost': unknown host codegen 'llvmir' (declared: 
-- A backend that lists a host codegen nobody declared.

target_kind "nohost" { device_type = "kDLCPU", doc = "a kind for this fixture" }
pipeline "nohost" { "bind_target", "make_packed_api" }

backend "nohost" {
  target_kinds = { "nohost" },
  pipelines = { nohost = "nohost" },
  device_codegens = { nohost = "c" },
  host_codegens = { "c", "llvmir" },
  execution_backends = { "tvm_ffi" },
}
