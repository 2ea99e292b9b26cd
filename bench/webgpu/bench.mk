# bench/webgpu/bench.mk: `make bench-webgpu`: every example that the webgpu
# backend holds, its kernel time on Dawn (tilec run --target webgpu --bench:
# the dispatches alone, each submission waited for) beside the same kernel on
# targets c and llvm on this machine (bench/webgpu/examples.sh). Here Dawn
# runs on Mesa's llvmpipe (DAWN_OPTS=backend=opengles, the runtime's
# default); on a machine with a GPU, DAWN_OPTS=backend=vulkan. The table goes
# to build/bench/webgpu.log too.
bench-webgpu: $(B)/tilec
	@mkdir -p $(B)/bench
	@sh bench/webgpu/examples.sh $(B)/tilec | tee $(B)/bench/webgpu.log

.PHONY: bench-webgpu
