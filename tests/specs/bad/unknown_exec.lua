-- expect: tests/specs/bad/unknown_exec.lua:7: backend 'noexec': unknown execution backend 'tvm-ffi' (declared: 
-- A backend that lists an execution backend nobody declared.

target_kind "noexec" { device_type = "kDLCPU", doc = "a kind for this fixture" }
pipeline "noexec" { "bind_target", "make_packed_api" }

backend "noexec" {
  target_kinds = { "noexec" },
  pipelines = { noexec = "noexec" },
  device_codegens = { noexec = "c" },
  execution_backends = { "cython", "tvm-ffi" },
}
