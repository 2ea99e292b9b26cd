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
      emit = "tl_cutedsl_codegen_emit",
      emits = {
        { "source", ext = ".py", doc = "a Python module in the CUTLASS CuTe DSL: a @cute.kernel and a @cute.jit launcher per kernel" },
      },
    },
  },
  host_codegens = { "c", "llvm" },
  -- src/cutedsl/cutedsl.c: the module runs in Python (python/tilec/cutedsl.py);
  -- the load says why it cannot run here (no cutlass.cute) or where it runs
  execution_backends = { { "cutedsl", load = "tl_cutedsl_load" } },
}
