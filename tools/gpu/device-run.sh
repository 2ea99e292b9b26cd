#!/bin/bash
# tools/gpu/device-run.sh OUT [SECONDS]: everything the GPU machine is for,
# in one command that fits one device call: unpack the carried .debs (Check,
# dlpack.h, BLIS/OpenBLAS; the machine has no Debian packages beyond its
# image), build with LLVM=0, then make check-gpu (runs not started within
# its share of the time are listed as not run), make bench-gpu and
# tilesmith's cuda routes, each with its own time limit, each writing its log
# to OUT (check-gpu.log, bench-gpu.log, tilesmith.log; reduced reproducers
# in OUT/smith.tar.gz: the device tool brings back 8 files at most). SECONDS (default 540) is the whole budget.
set -u
out=${1:?usage: device-run.sh OUT [SECONDS]}
total=${2:-540}
mkdir -p "$out" /tmp/debs
start=$(date +%s)
left() { echo $((total - ($(date +%s) - start))); }
for f in .debs/*.deb; do [ -e "$f" ] && dpkg -x "$f" /tmp/debs; done
export CPATH=/tmp/debs/usr/include LIBRARY_PATH=/tmp/debs/usr/lib/x86_64-linux-gnu \
    LD_LIBRARY_PATH=/tmp/debs/usr/lib/x86_64-linux-gnu PKG_CONFIG_PATH=/tmp/debs/usr/lib/x86_64-linux-gnu/pkgconfig
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv,noheader | tee "$out/device.txt"
if ! make LLVM=0 -j"$(nproc)" all build/tilesmith build/tests/check_cuda_run build/tests/check_nvrtc >"$out/build.log" 2>&1; then
    tail -30 "$out/build.log"
    echo "device-run: the build failed"
    exit 1
fi
echo "device-run: built in $(( $(date +%s) - start ))s"
# check-gpu: about 45% of the budget; bench-gpu: 35%; tilesmith: the rest
cg=$(( $(left) * 45 / 100 ))
PYTHONUNBUFFERED=1 timeout $((cg + 60)) make LLVM=0 check-gpu CHECK_GPU_FLAGS="--budget $cg --timeout 90" 2>&1 |
    tee "$out/check-gpu.log" | grep -v " pass \| clean$"
# the cuda target's row_combine=thread (two barriers a whole-row reduction,
# the form before every became the default), which the bench times beside
# it: the normalisations checked and sanitized with it too, in check-gpu.log
echo "device-run: check-gpu with row_combine=thread" | tee -a "$out/check-gpu.log"
PYTHONUNBUFFERED=1 timeout 150 python3 tests/gpu/check_gpu.py build/tilec --only softmax,rmsnorm,layernorm \
    --target "nvidia/h200 -row_combine=thread" --budget 90 --timeout 60 2>&1 | tee -a "$out/check-gpu.log" | grep -v " pass \| clean$"
bg=$(( $(left) * 70 / 100 ))
echo "device-run: bench-gpu, ${bg}s"
PYTHONUNBUFFERED=1 timeout "$bg" make LLVM=0 bench-gpu 2>&1 | tee "$out/bench-gpu.log"
ts=$(( $(left) - 20 ))
if [ "$ts" -gt 20 ]; then
    echo "device-run: tilesmith cuda routes, ${ts}s"
    timeout $((ts + 15)) build/tilesmith --routes cuda/nvrtc,cuda/cython,cuda/tvm_ffi --rotate --reduce --max-reduce 1 \
        --time "$ts" -j 8 --out /tmp/smith 2>&1 | grep -v "^[0-9 ]*$" | tee "$out/tilesmith.log" | tail -30
    [ -d /tmp/smith ] && tar -czf "$out/smith.tar.gz" -C /tmp smith
fi
echo "device-run: done in $(( $(date +%s) - start ))s"
