# bench/cpu/bench.mk: `make bench-cpu`: tilec's f32 GEMM (examples/gemm_cpu.tile)
# against BLIS and OpenBLAS at 1024, 2048 and 4096 on one core and on all, and
# examples/vector_add.tile and softmax.tile against memcpy (bench/cpu/gemm_bench.c,
# bench/cpu/run.sh), then every memory-bound example on c and llvm against
# memcpy (bench/cpu/membound.sh, alone as `make bench-cpu-mem`). The kernels are what `tilec build --target c --emit source`
# generates, compiled as the runtime compiles them (-O3 -march=native -fwrapv
# -fno-trapping-math -fno-math-errno, -mprefer-vector-width=512 on x86, with GCC -fno-tree-loop-distribute-patterns, the
# prelude next to them). Included by the Makefile. BENCH_CPU_SIZES overrides the sizes,
# BENCH_CPU_DEFS passes -D values to the GEMM (BENCH_CPU_DEFS="-D BM=128"),
# BENCH_CPU_XCFLAGS extra C flags (BENCH_CPU_XCFLAGS=-DTL_GEMM_MR=8: the prelude's
# tuning macros). What it prints goes to build/bench/cpu.log too, and
# bench/plot.sh makes CSV files and PNG charts of it there. Last, the JIT
# time of examples/gemm.tile on llvm, cold and from the compile cache
# (bench/cpu/jit_bench.c, jit_time.sh; `make bench-jit` runs it alone).
BENCH_CPU_DIR     := $(B)/bench/cpu
BENCH_CPU_PRELUDE := $(sort $(wildcard src/cpu/prelude/*.h))
BENCH_CPU_SIZES   ?= 1024 2048 4096
BENCH_CPU_DEFS    ?=
BENCH_CPU_XCFLAGS ?=
# GCC's loop distribution into library calls is off for the kernels, as the
# runtime builds them (src/cpu/exec.c, GCC_SO_FLAG)
BENCH_CPU_NODIST  := $(shell $(CC) --version 2>/dev/null | grep -q 'Free Software' && echo -fno-tree-loop-distribute-patterns)
# and on x86 the vectors are 512 bits wide where the CPU has them (VECTOR_FLAG)
BENCH_CPU_VWIDTH  := $(if $(filter x86_64 i386 i486 i586 i686,$(shell uname -m)),-mprefer-vector-width=512)
BENCH_CPU_CFLAGS  := -std=c11 -D_GNU_SOURCE -O3 -march=native -fwrapv -fno-trapping-math -fno-math-errno $(BENCH_CPU_NODIST) $(BENCH_CPU_VWIDTH) -Wall -Wextra -I$(BENCH_CPU_DIR) $(BENCH_CPU_XCFLAGS)

bench-cpu: $(B)/tilec $(BENCH_CPU_DIR)/jit_bench
	@mkdir -p $(BENCH_CPU_DIR)
	@cat $(BENCH_CPU_PRELUDE) > $(BENCH_CPU_DIR)/tilec_prelude.h
	$(B)/tilec build examples/gemm_cpu.tile --target c --emit source $(BENCH_CPU_DEFS) > $(BENCH_CPU_DIR)/gemm_cpu.c
	$(B)/tilec build examples/vector_add.tile --target c --emit source > $(BENCH_CPU_DIR)/vector_add.c
	$(B)/tilec build examples/softmax.tile --target c --emit source > $(BENCH_CPU_DIR)/softmax.c
	$(CC) $(BENCH_CPU_CFLAGS) -w -c $(BENCH_CPU_DIR)/gemm_cpu.c -o $(BENCH_CPU_DIR)/gemm_cpu.o
	$(CC) $(BENCH_CPU_CFLAGS) -w -c $(BENCH_CPU_DIR)/vector_add.c -o $(BENCH_CPU_DIR)/vector_add.o
	$(CC) $(BENCH_CPU_CFLAGS) -w -c $(BENCH_CPU_DIR)/softmax.c -o $(BENCH_CPU_DIR)/softmax.o
	$(CC) $(BENCH_CPU_CFLAGS) bench/cpu/gemm_bench.c $(BENCH_CPU_DIR)/gemm_cpu.o \
	  $(BENCH_CPU_DIR)/vector_add.o $(BENCH_CPU_DIR)/softmax.o -o $(BENCH_CPU_DIR)/gemm_bench -lpthread -ldl -lm
	$(CC) $(BENCH_CPU_CFLAGS) bench/cpu/memcpy_bench.c -o $(BENCH_CPU_DIR)/memcpy_bench -lpthread
	@{ TILEC_BENCH_DEFS="$(BENCH_CPU_DEFS)" sh bench/cpu/run.sh $(BENCH_CPU_DIR)/gemm_bench examples/gemm_cpu.tile $(BENCH_CPU_SIZES); \
	   echo; echo "every example: kernel time on target c and on target llvm (tilec run --bench, medians)"; \
	   sh bench/cpu/examples.sh $(B)/tilec; \
	   echo; sh bench/cpu/jit_time.sh $(BENCH_CPU_DIR)/jit_bench; \
	   echo; sh bench/cpu/membound.sh $(B)/tilec $(BENCH_CPU_DIR)/memcpy_bench; } | tee $(B)/bench/cpu.log
	@sh bench/plot.sh $(B)/bench

$(BENCH_CPU_DIR)/jit_bench: bench/cpu/jit_bench.c $(B)/libtilec.so
	@mkdir -p $(BENCH_CPU_DIR)
	$(CC) -std=c11 -D_GNU_SOURCE -O2 -Wall -Wextra -Iinclude $< -L$(B) -ltilec -Wl,-rpath,$(abspath $(B)) -o $@

bench-jit: $(BENCH_CPU_DIR)/jit_bench
	@sh bench/cpu/jit_time.sh $(BENCH_CPU_DIR)/jit_bench

# `make bench-cpu-mem`: only the memory-bound examples against memcpy, on
# target c and on target llvm (bench/cpu/membound.sh; a few minutes).
bench-cpu-mem: $(B)/tilec
	@mkdir -p $(BENCH_CPU_DIR)
	$(CC) $(BENCH_CPU_CFLAGS) bench/cpu/memcpy_bench.c -o $(BENCH_CPU_DIR)/memcpy_bench -lpthread
	@sh bench/cpu/membound.sh $(B)/tilec $(BENCH_CPU_DIR)/memcpy_bench | tee $(B)/bench/cpu-mem.log

.PHONY: bench-cpu bench-jit bench-cpu-mem

# `make bench-cpu-bf16`: the bf16 GEMM (bench/cpu/gemm_bf16.tile: AMX tiles,
# else vdpbf16ps where the CPU has AVX-512 BF16) against PyTorch's CPU matmul
# where torch is installed, tilec's f32 GEMM, and the 8-bit GEMM
# (examples/gemm_i8.tile: AMX, else VNNI) against torch._int_mm, on 1 core and
# on all (bench/cpu/bf16.py).
bench-cpu-bf16: $(B)/tilec
	@python3 bench/cpu/bf16.py $(B)/tilec $(BENCH_CPU_BF16_SIZES)
.PHONY: bench-cpu-bf16
