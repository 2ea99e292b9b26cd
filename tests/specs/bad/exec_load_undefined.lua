-- expect: tests/specs/bad/exec_load_undefined.lua:7: backend 'noload' execution backend 'tvm_ffi': C function 'tl_noload_tvm_ffi_load' is not defined in any source file
-- A backend naming a load function for an execution backend that no source defines.

target_kind "noload" { device_type = "kDLCPU", doc = "a kind for this fixture" }
pipeline "noload" { "bind_target", "make_packed_api" }

backend "noload" {
  target_kinds = { "noload" },
  pipelines = { noload = "noload" },
  device_codegens = { noload = "c" },
  host_codegens = { "c" },
  execution_backends = { { "tvm_ffi", load = "tl_noload_tvm_ffi_load" } },
}
