-- expect: tests/specs/bad/duplicate_exec.lua:7: Backend 'dupexec' execution backend names must be unique: [tvm_ffi, cython, tvm_ffi]
-- A backend that lists one execution backend twice.

target_kind "dupexec" { device_type = "kDLCPU", doc = "a kind for this fixture" }
pipeline "dupexec" { "bind_target", "make_packed_api" }

backend "dupexec" {
  target_kinds = { "dupexec" },
  pipelines = { dupexec = "dupexec" },
  device_codegens = { dupexec = "c" },
  host_codegens = { "c" },
  execution_backends = { "tvm_ffi", "cython", "tvm_ffi" },
}
