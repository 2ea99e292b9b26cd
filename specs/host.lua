-- specs/host.lua: the host codegens every backend may use, and what the target
-- "auto" tries, in order (each kind's detect function says yes or why not).

host_codegen "c" {
  build = "tl_host_codegen_c",
  doc = "launch code and packed entry points as C",
}
host_codegen "llvm" {
  build = "tl_host_codegen_llvm",
  doc = "launch code and packed entry points as LLVM IR",
}

auto_target { "cuda", "hip", "llvm", "c" }
