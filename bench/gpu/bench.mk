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
