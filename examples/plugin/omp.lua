-- omp.lua: an OpenMP backend for tilec, built out of tree as a plugin
-- (docs/plugins.md walks through it). A target kind of its own, "omp": the
-- host CPU through C, like the built-in kind c, with the blocks of a launch
-- shared out by an OpenMP loop instead of tilec's own thread pool; a pass of
-- its own; and an execution route of its own, which builds the kernels with
-- -fopenmp through tilec's compile cache.

target_kind "omp" {
  default_keys = { "cpu", "omp" },
  device_type = "kDLCPU",
  default_host = { "c" },
  attrs = {
    mcpu = { doc = "the CPU to tune for, e.g. native (the default)" },
    schedule = { default = "dynamic", doc = "how OpenMP deals the blocks to threads: static or dynamic" },
  },
  check = "omp_check_target",
  doc = "the host CPU through C, blocks over OpenMP threads",
}

tag "omp/static" { kind = "omp", schedule = "static" }

pass "omp_prepare" {
  run = "omp_pass_prepare",
  doc = "omp: refuse kernels whose device code is a source file; drop the GPU-only swizzle hint",
}

-- The built-in CPU pipeline's passes, and this plugin's own before the split.
pipeline "omp" {
  "bind_target",
  "omp_prepare",
  "simplify",
  { "legalize_safe_memory_access", when = "safe_memory_access" },
  "layout_inference",
  "lower_tile_ops",
  "lower_threads_to_loops",
  "simplify",
  "vectorize_loop",
  "split_host_device",
  "make_packed_api",
}

execution_backend "openmp" {
  probe = "omp_probe",
  doc = "a shared object built with -fopenmp by the system C compiler, loaded with dlopen",
}

backend "omp" {
  target_kinds = { "omp" },
  pipelines = { omp = "omp" },
  device_codegens = {
    omp = device_codegen "omp" {
      build_without_compile = "omp_codegen_source",
      emit = "omp_codegen_emit",
      emits = { { "source", ext = ".c", doc = "C11 with an OpenMP loop over the blocks" } },
    },
  },
  host_codegens = { "c" },
  execution_backends = { { "openmp", load = "omp_load" } },
  callbacks = { tilec_omp_max_threads = "omp_max_threads" },
}
