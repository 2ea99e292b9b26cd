-- specs/cutedsl.lua: CuTe DSL kernels on NVIDIA GPUs (src/cutedsl/).
-- A variant on target kind cuda: a cuda target with the key `cutedsl`. It runs
-- the very same pipeline as the cuda backend and differs in its device codegen
-- and its only execution backend.

tag "cutedsl" { kind = "cuda", keys = { "cutedsl" } }

backend "cutedsl" {
  target_kinds = { "cuda" },
  supports_target = has_key "cutedsl",
  pipelines = { cuda = "gpu" },
  device_codegens = {
    cuda = device_codegen "cutedsl" {
      build_without_compile = "tl_cutedsl_codegen_source",
    },
  },
  host_codegens = { "c", "llvm" },
  execution_backends = { "cutedsl" },
}
