-- specs/cuda.lua: NVIDIA GPUs through CUDA C++ (src/cuda/).
-- Owns target kind cuda; the cutedsl backend is a variant on the same kind,
-- told apart by the `cutedsl` key.

target_kind "cuda" {
  default_keys = { "cuda", "gpu" },
  default_host = { "c" }, -- tvm_ffi links the host code with the launch wrapper (src/cuda/exec.c)
  device_type = "kDLCUDA",
  attrs = {
    arch = { prefix = "sm_", doc = "the SM architecture, e.g. sm_90a" },
    max_threads_per_block = { type = "int", min = 1, max = 65536, doc = "the most threads a block may have" },
    max_shared_memory_per_block = { type = "int", min = 1, max = 1073741824, doc = "bytes of shared memory a block may use" },
    row_combine = { doc = "a whole-row reduction's warp partials: every (the default: every thread combines them into a register: one barrier a reduction) or thread (one thread combines them, a barrier publishes the result)" },
    store_hint = { doc = "cache hint of the 16-byte stores into a tensor the kernel never reads: none (the default), or cs (st.global.cs, evict first: the output does not push out of L2 what the kernel reads again)" },
    mma = { default = "m16n8k16", doc = "the tensor-core shapes the gpu lowering may use: m16n8k16 is the mma.sync set of sm_80 (m16n8k16 f16/bf16 -> f32, m16n8k32 i8/u8 -> i32, m16n8k8 tf32 -> f32); wgmma is that set, fp8's mma.sync (m16n8k32 f8e4m3/f8e5m2 -> f32, sm_89+) and Hopper's warpgroup MMAs (m64nNk16 f16/bf16 -> f32, B [K, N] or stored [N, K], and m64nNk32 fp8 -> f32, B stored [N, K], on sm_90a, for a pipelined loop's gemm whose tile is 16 rows a warp and at most 256 columns; the nvidia/h100 and nvidia/h200 tags and auto on sm_90 set it); or none" },
    ldsm = { default = "tile", doc = "the ldmatrix addresses of a ring's gemm: tile (each tile's own address a k step: matmul_f16_bk64 at 218 registers, measured 443 TFLOP/s at 4096^3 on the H200) or step (one address a k step, each tile's offset an immediate: fewer instructions, 232 registers, measured 414)" },
    min_blocks = { type = "int", min = 1, max = 32, doc = "the blocks a multiprocessor every kernel asks of __launch_bounds__, which bounds its registers to 65536 / (blocks x threads): unset, the emitter's own choice (memory-bound kernels with a row on chip 2 or 3 blocks of 256, others none)" },
    paths = { doc = "a kernel whose last statement is an if / else-if chain on shape dims alone (the row kernels' paths by N): split (one __global__ function a branch, compiled side by side as programs of their own, the launch running the one its dims take; the default: docs/cuda.md, NVRTC time) or one (one function holding every branch)" },
    ptxas_opt = { type = "int", min = 0, max = 3, doc = "ptxas's optimization level for the kernels' cubins (--ptxas-options=-ON): unset, ptxas's default (3); 2 halves ptxas's time on a GEMM kernel (docs/cuda.md, NVRTC time)" },
    ptxas_fast = { values = { "min", "mid", "max" }, doc = "ptxas's fast-compile level for the kernels' cubins (--ptxas-options=-Ofc=LEVEL, CUDA 12.8 and later; NVVM's code unchanged): unset, none; min cuts ptxas's time on a GEMM kernel to a quarter (docs/cuda.md, NVRTC time)" },
    tma = { default = "none", doc = "how a ring whose gemm runs as warpgroup MMAs (mma=wgmma, sm_90a) is filled: none (cp.async by every thread) or warp (the nvidia/h100 and nvidia/h200 tags and auto on sm_90 set it: a producer warpgroup past the block's threads copies each tile by TMA, cp.async.bulk.tensor through tensor maps the launch builds, completing on mbarriers, the kernel persistent; where a tensor's base or rows are not 16-byte aligned the launch builds none and the kernel loads by cp.async)" },
    cluster = { type = "int", min = 1, max = 2, doc = "thread-block clusters of a ring filled by TMA (tma=warp): 1 (none, the default) or 2 (the launch pairs blocks in clusters of two along the grid's second dim, where that dim is even and the tensor maps were built; the operand the pair shares (B of a gemm whose blocks differ in their rows) is loaded half by each block and multicast to both, halving its traffic from L2; measured on the H200 within the noise of the default: docs/gpu.md, cluster pairs)" },
    stream_k = { doc = "the tiles of a persistent kernel whose ring is filled by TMA (tma=warp, no cluster pairs) and whose body is a gemm's accumulator cleared, summed over K and copied out by TMA: on (unset: where the tiles do not fill the launch's blocks evenly, the last one to two waves are split along K so that every block runs the same number of K steps, a tile cut in two finished by one block from the other's sums in a workspace the launch gives: docs/gpu.md, stream-K) or off (every tile whole, the last wave part-empty)" },
    kv_fill = { doc = "how the K/V rings of an attention kernel's key loop (tiles read by warpgroup MMAs, two consumer warpgroups or more) are filled: threads (unset: every thread's cp.async, two block barriers a key block) warp (a producer warpgroup past the block's threads copies them by cp.async, a slot handed over by mbarriers: full when its tiles have landed, empty when the MMAs reading it are retired; the consumers' warpgroups wait on no block barrier in the loop) or tma (the nvidia/h100 and nvidia/h200 tags and auto on sm_90 set it: as warp, but one thread of the producer copies each tile by TMA, a box a 64-column panel through a tensor map of K or V (2-D, or 3-D with the batch-head index its third coordinate) that the launch builds; where a tensor's base or rows are not 16-byte aligned the launch builds none and the producer copies by cp.async as with warp)" },
    kv_overlap = { doc = "the key loop of an attention kernel whose K and V tiles fill cp.async rings read by warpgroup MMAs and whose P V gemm is left in flight (three stages or more): unset, as on where a producer warpgroup fills the rings (kv_fill=warp); where every thread fills them, P V in flight over the next key block's head (its barriers and copies), waited for by that block's Q K^T, where P V's extra ring slot fits, otherwise as on with the slots the shared memory allows; on (P V issued right behind the next block's Q K^T, which alone is waited for, so the tensor cores run it while that block's softmax runs; the rings give up slots, down to two, before P V gives up its extra one); off (as unset, but where the extra slot does not fit P V is waited for at once)" },
    kv_pingpong = { values = { "on", "off" }, doc = "the consumer warpgroups of an attention kernel's key loop whose rings a producer warpgroup fills (kv_fill=warp or tma): on (two or three consumer warpgroups take turns through named barriers 8 to 10: one issues its Q K^T, and the P V behind it where there is one, then lets the next go, so that one warpgroup's MMAs run while the others work on their scores), off (each issues its MMAs when it gets there), unset (on where P V is issued behind Q K^T, kv_overlap: 1-7 % faster at D 128 on an H100; off elsewhere: D 64's two slots, where taking turns at Q K^T alone was 1-3 % slower)" },
    epilogue = { doc = "how the copy out of a gemm's accumulator that ends a kernel whose ring is filled by TMA (tma=warp) is stored: tma (unset: each warpgroup stages its rows in shared memory past the ring, 64 columns a panel in the 128-byte swizzle, and its first thread stores them by cp.async.bulk.tensor through a tensor map of the output the launch builds, so the consumers go on to the next tile's MMAs while the copy drains; elements outside the tensor are not written; where the output's base or rows are not 16-byte aligned the launch builds no map and the warpgroup stores its staged panels itself, each element under the tensor's bounds; such a kernel is two functions, its TMA form and a cp.async twin the launch runs where it could not build the load maps, compiled side by side) or pairs (4-byte stores of each thread's pairs from registers, an edge tile staged in the ring's bytes; one function holding both loop forms)" },
    copy_out = { doc = "how the copy out of a gemm's accumulator that ends a kernel whose ring is filled by cp.async is stored: staged (unset: every tile staged in shared memory, then a tile inside the tensor stored 16 bytes a thread and step, the others element by element: the accumulator has one consumer, for a quicker compile, and the stores are coalesced) or pairs (a tile inside by 4-byte pair stores from registers, a tile at an edge staged: docs/gpu.md, where a GEMM kernel's compile goes)" },
    ring = { default = "interior", doc = "the loop of a cp.async ring: interior (blocks whose every tile lies inside run a loop without bounds tests, their copies' global pointers carried; the others a loop whose chunks outside a tensor's rows or columns are zero-filled by per-thread masks, a K tail copied by the tested form; measured on the H200 1-3% faster than masked where the tiles divide the shape and up to 1.4x where they do not), chunks (every block by the masks: fewer registers and a quicker compile) or masked (one loop in which every copy tests its tile and calls an out-of-line edge copy)" },
  },
  detect = "tl_cuda_detect",
  device_api = "tl_cuda_device_api", -- device memory and event timing for tilec run (src/cuda/exec.c)
  doc = "NVIDIA GPUs",
}

-- max_shared_memory_per_block: the opt-in limit of dynamic shared memory
tag "nvidia/h100" { kind = "cuda", arch = "sm_90a", max_shared_memory_per_block = "232448", mma = "wgmma", tma = "warp", kv_fill = "tma" }
tag "nvidia/h200" { kind = "cuda", arch = "sm_90a", max_shared_memory_per_block = "232448", mma = "wgmma", tma = "warp", kv_fill = "tma" }
tag "nvidia/a100" { kind = "cuda", arch = "sm_80", max_shared_memory_per_block = "166912" }
tag "nvidia/l40s" { kind = "cuda", arch = "sm_89", max_shared_memory_per_block = "101376" }

backend "cuda" {
  target_kinds = { "cuda" },
  supports_target = lacks_key "cutedsl",
  pipelines = { cuda = "gpu" },
  device_codegens = {
    cuda = device_codegen "cuda" {
      build = "tl_cuda_codegen_compile",
      build_without_compile = "tl_cuda_codegen_source",
      emit = "tl_cuda_codegen_emit",
      emits = {
        { "source", ext = ".cu", doc = "CUDA C++, self-contained (NVRTC needs no include path)" },
        { "ptx", ext = ".ptx", doc = "PTX from NVRTC for the target's arch" },
        { "cubin", ext = ".cubin", binary = true, doc = "a cubin from NVRTC for the target's arch" },
      },
      free = "tl_cuda_artifact_free",
      source_kernels = ".cu", -- kernels declared with source "k.cu" (src/cuda/source.c)
    },
  },
  host_codegens = { "c", "llvm" },
  -- src/cuda/exec.c: nvrtc compiles in process and launches through the
  -- driver; tvm_ffi and cython build a wrapper .so (the host code's packed
  -- functions, or the launch functions alone) that embeds the cubin.
  execution_backends = {
    { "tvm_ffi", load = "tl_cuda_tvm_ffi_load" },
    { "nvrtc", load = "tl_cuda_nvrtc_load" },
    { "cython", load = "tl_cuda_cython_load" },
  },
  callbacks = {
    tilelang_callback_cuda_validate = "tl_cuda_validate",
    tilelang_callback_cuda_compile = "tl_cuda_compile",
  },
}
