-- specs/host.lua: the host codegens every backend may use, and what the target
-- "auto" tries, in order (each kind's detect function says yes or why not).
-- A target kind's default host is the first host codegen of its
-- default_host list whose probe says yes; a kind without one takes the host
-- codegens in the order declared here.

host_codegen "llvm" {
  build = "tl_host_codegen_llvm",
  probe = "tl_llvm_probe",
  emit = "tl_llvm_host_emit",
  free = "tl_llvm_artifact_free",
  doc = "launch code and packed entry points as LLVM IR (src/llvm/host.c)",
}
host_codegen "c" {
  build = "tl_host_codegen_c",
  doc = "launch code and packed entry points as C (src/host/host.c)",
}

auto_target { "cuda", "hip", "llvm", "c" }
