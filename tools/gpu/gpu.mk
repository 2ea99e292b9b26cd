# tools/gpu/gpu.mk: `make check-gpu` (on the GPU machine): every example on
# all three cuda execution backends at edge and large shapes against the
# interpreter, compute-sanitizer memcheck and racecheck, and a planted
# out-of-bounds kernel that must be caught (tests/gpu/check_gpu.py); the
# Check suites of the cuda runtime, which launch for real where a driver is;
# then the Hopper GEMM and flash attention at shapes too large for the
# interpreter, against torch in f32 (tools/gpu/gemm_check.py, fa_check.py).
CHECK_GPU_FLAGS ?=
check-gpu: $(B)/tilec $(B)/tests/check_cuda_run $(B)/tests/check_nvrtc
	@$(B)/tests/check_nvrtc
	@$(B)/tests/check_cuda_run
	@PYTHONUNBUFFERED=1 python3 tests/gpu/check_gpu.py $(B)/tilec $(CHECK_GPU_FLAGS)
	@PYTHONUNBUFFERED=1 python3 tools/gpu/gemm_check.py $(B)/tilec
	@PYTHONUNBUFFERED=1 python3 tools/gpu/fa_check.py $(B)/tilec
.PHONY: check-gpu
# the whole GPU session in one command (build, check-gpu, bench-gpu,
# tilesmith's cuda routes), logs to DEVICE_OUT: tools/gpu/device-run.sh
DEVICE_OUT ?= build/device-run
DEVICE_SECONDS ?= 540
device-run:
	@bash tools/gpu/device-run.sh $(DEVICE_OUT) $(DEVICE_SECONDS)
.PHONY: device-run
# where the time of the GPU kernels goes (Nsight Compute's counters, SASS),
# into PROFILE_OUT/profile.tar.gz: tools/gpu/profile.sh
PROFILE_OUT ?= build/profile
profile-gpu: $(B)/tilec
	@bash tools/gpu/profile.sh $(PROFILE_OUT)
.PHONY: profile-gpu
