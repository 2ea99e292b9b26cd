# bench/cpu/bench.mk: `make bench-cpu`, f32 GEMM of tilec (examples/gemm_cpu.tile)
# against BLIS and OpenBLAS at 1024, 2048 and 4096 on one core and on all
# (bench/cpu/gemm_bench.c, bench/cpu/run.sh). Included by the Makefile; alone:
# make -f Makefile -f bench/cpu/bench.mk bench-cpu. BENCH_CPU_SIZES overrides
# the sizes.
BENCH_CPU_DIR     := $(B)/bench/cpu
BENCH_CPU_PRELUDE := $(sort $(wildcard src/cpu/prelude/*.h))
BENCH_CPU_SIZES   ?= 1024 2048 4096

# The prelude as generated kernels see it: src/cpu/prelude/*.h in name order.
$(BENCH_CPU_DIR)/tilec_prelude.h: $(BENCH_CPU_PRELUDE)
	@mkdir -p $(dir $@)
	cat $^ > $@

$(BENCH_CPU_DIR)/gemm_bench: bench/cpu/gemm_bench.c $(BENCH_CPU_DIR)/tilec_prelude.h
	$(CC) -std=c11 -D_GNU_SOURCE -O3 -march=native -Wall -Wextra -I$(BENCH_CPU_DIR) $< -o $@ -lpthread -ldl -lm

bench-cpu: $(BENCH_CPU_DIR)/gemm_bench
	@sh bench/cpu/run.sh $(BENCH_CPU_DIR)/gemm_bench examples/gemm_cpu.tile $(BENCH_CPU_SIZES)

.PHONY: bench-cpu
