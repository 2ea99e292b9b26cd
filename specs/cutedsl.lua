-- specs/cutedsl.lua: CuTe DSL kernels on NVIDIA GPUs (src/cutedsl/).
-- A variant on target kind cuda: a cuda target with the key `cutedsl`. It runs
-- the very same pipeline as the cuda backend and differs in its device codegen
-- and its only execution backend.

-- the CuTe DSL's own targets are sm_80 and later; the tag is an H100/H200's
-- (arch and the opt-in shared memory limit, as nvidia/h200 in cuda.lua)
tag "cutedsl" { kind = "cuda", keys = { "cutedsl" }, arch = "sm_90a", max_shared_memory_per_block = "232448" }

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
