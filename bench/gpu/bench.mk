# bench/gpu/bench.mk: `make bench-gpu` (on the GPU machine): tilec's kernels
# beside torch.matmul (cuBLAS), Triton's tutorial matmul, torch SDPA and a
# device copy, medians with the L2 flushed (bench/gpu/bench_gpu.py); the
# comparisons go to build/bench/gpu.csv, which bench/plot.sh draws.
bench-gpu: $(B)/tilec
	@PYTHONUNBUFFERED=1 python3 bench/gpu/bench_gpu.py $(B)/tilec
	@sh bench/plot.sh $(B)/bench
.PHONY: bench-gpu
# the memory-bound rows alone (copy, element-wise, reductions), two shapes
bench-gpu-mem: $(B)/tilec
	@PYTHONUNBUFFERED=1 python3 bench/gpu/bench_gpu.py $(B)/tilec --mem
.PHONY: bench-gpu-mem
# `make bench-nvrtc` (here or on the GPU machine: NVRTC alone, no GPU): the
# time from CUDA source to cubin with the compile cache off, per file (one
# NVRTC program, as before, against tilec's one program a kernel side by side)
# and per kernel with NVRTC's phases (bench/gpu/nvrtc_time.c), medians of
# BENCH_NVRTC_RUNS runs; BENCH_NVRTC_FILES picks the files.
BENCH_NVRTC_RUNS  ?= 3
BENCH_NVRTC_FILES ?= examples/gemm_f16.tile examples/gemm_f16_large.tile examples/flash_attention.tile \
                     examples/gemm_i8.tile examples/softmax.tile
$(B)/bench/nvrtc_time: bench/gpu/nvrtc_time.c $(B)/libtilec.a
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $< $(B)/libtilec.a $(LDFLAGS) $(LDLIBS) -o $@
bench-nvrtc: $(B)/bench/nvrtc_time
	@$(B)/bench/nvrtc_time --runs $(BENCH_NVRTC_RUNS) $(BENCH_NVRTC_FILES)
.PHONY: bench-nvrtc
