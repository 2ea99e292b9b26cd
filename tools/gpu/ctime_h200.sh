#!/bin/bash
# tools/gpu/ctime_h200.sh [OUT]: the row kernels split by path (target
# attribute paths, docs/cuda.md "NVRTC time") on the H200, in one device call
# of under 4 minutes, every log under OUT (default $OUT):
#   build.log     make LLVM=0 build/tilec build/bench/nvrtc_time (the carried
#                 .debs unpacked first, as device-run.sh does)
#   ctime.log     cold compile times (tilec's cache and the driver's compute
#                 cache off), bench-nvrtc's method (bench/gpu/nvrtc_time.c):
#                 softmax, rmsnorm, layernorm and reduce_rows with the default
#                 (paths=split: one program a path, side by side) and with
#                 -paths=one (one function holding every path, the form
#                 before), medians of 3; then every example once
#   load.log      `tilec build --exec nvrtc --no-cache` (process start to a
#                 loaded cubin) of the row files, both forms, cold
#   check.log     each path against the interpreter (tilec run --check) at
#                 M = 33 and N on both sides of each path's bound, both forms
#   bench.log     tilec run --bench (medians, CUDA events) of softmax,
#                 rmsnorm, layernorm, row_sum and row_max at 8192x4096 and
#                 262144x256, split and one alternating twice (A B A B);
#                 then softmax and rmsnorm at 262144x256 with their short-row
#                 path at 16 rows a block (-D BR_S=16) against 32
set -u
out=${1:-${OUT:?usage: ctime_h200.sh OUT}}
mkdir -p "$out" /tmp/debs
start=$(date +%s)
elapsed() { echo $(( $(date +%s) - start )); }
for f in .debs/*.deb; do [ -e "$f" ] && dpkg -x "$f" /tmp/debs; done
export CPATH=/tmp/debs/usr/include LIBRARY_PATH=/tmp/debs/usr/lib/x86_64-linux-gnu \
    LD_LIBRARY_PATH=/tmp/debs/usr/lib/x86_64-linux-gnu PKG_CONFIG_PATH=/tmp/debs/usr/lib/x86_64-linux-gnu/pkgconfig
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv,noheader | tee "$out/device.txt"
if ! make LLVM=0 -j"$(nproc)" build/tilec build/bench/nvrtc_time >"$out/build.log" 2>&1; then
    tail -30 "$out/build.log"
    echo "ctime_h200: the build failed"
    exit 1
fi
echo "ctime_h200: built in $(elapsed)s"
rows="examples/softmax.tile examples/rmsnorm.tile examples/layernorm.tile examples/reduce_rows.tile"

# compile times, cold: the row files in both forms, then every example once
: >"$out/ctime.log"
for form in "" "-paths=one"; do
    echo "== nvidia/h200 $form" | tee -a "$out/ctime.log"
    timeout 45 build/bench/nvrtc_time --runs 3 --target "nvidia/h200 $form" $rows 2>&1 | tee -a "$out/ctime.log"
done
echo "== every example, once (nvidia/h200)" >>"$out/ctime.log"
timeout 40 build/bench/nvrtc_time --runs 1 examples/*.tile >>"$out/ctime.log" 2>&1
grep -E "^examples|tilec  |slowest" "$out/ctime.log" | tail -60
echo "ctime_h200: compile times done at $(elapsed)s"

# source to a loaded cubin, the process included, cold
: >"$out/load.log"
for f in $rows; do
    for form in "" "-paths=one"; do
        t0=$(date +%s%N)
        CUDA_CACHE_DISABLE=1 build/tilec build "$f" --target "nvidia/h200 $form" --exec nvrtc --no-cache >/dev/null 2>>"$out/load.log"
        printf "load %-28s %-6s %d ms\n" "$f" "${form:-split}" $(( ($(date +%s%N) - t0) / 1000000 )) | tee -a "$out/load.log"
    done
done

# every path against the interpreter: N on both sides of 256, 512, 4096
: >"$out/check.log"
for k in softmax rmsnorm layernorm; do
    for form in "" "-paths=one"; do
        for n in 1 100 256 257 300 512 513 1000 4096 4097 5000; do
            line=$(timeout 30 build/tilec run "examples/$k.tile" --target "nvidia/h200 $form" --exec nvrtc --check \
                --dim M=33 --dim N=$n 2>&1 | tail -1)
            echo "check $k ${form:-split} N=$n: $line" >>"$out/check.log"
        done
    done
done
echo "check: $(grep -c ': ok$' "$out/check.log") of $(wc -l <"$out/check.log") runs ok"
grep -v ': ok$' "$out/check.log" | head -20
echo "ctime_h200: checks done at $(elapsed)s"

# the kernels' times, split and one alternating
: >"$out/bench.log"
for rep in 1 2; do
    for shape in "8192 4096" "262144 256"; do
        set -- $shape
        for kk in softmax:softmax rmsnorm:rmsnorm layernorm:layernorm reduce_rows:row_sum reduce_rows:row_max; do
            file=${kk%%:*} kernel=${kk##*:}
            for form in "" "-paths=one"; do
                [ "$(elapsed)" -gt 210 ] && break 4
                line=$(timeout 20 build/tilec run "examples/$file.tile" --target "nvidia/h200 $form" --exec nvrtc \
                    --kernel "$kernel" --bench --dim M=$1 --dim N=$2 2>&1 | grep "^bench")
                printf "%-10s %-6s %sx%s %-10s %s\n" "$kernel" "${form:-split}" "$1" "$2" "rep$rep" "$line" | tee -a "$out/bench.log"
            done
        done
    done
done
# the short-row path at 16 rows a block (softmax and rmsnorm take 32): half
# its code, 0.22 s of NVRTC's CPU against 0.5 (docs/cuda.md); is it as fast?
for rep in 1 2; do
    for k in softmax rmsnorm; do
        for d in "" "BR_S=16"; do
            [ "$(elapsed)" -gt 235 ] && break 3
            line=$(timeout 20 build/tilec run "examples/$k.tile" --target nvidia/h200 --exec nvrtc --kernel "$k" --bench \
                --dim M=262144 --dim N=256 ${d:+-D $d} 2>&1 | grep "^bench")
            printf "%-10s %-8s 262144x256 %-10s %s\n" "$k" "${d:-BR_S=32}" "rep$rep" "$line" | tee -a "$out/bench.log"
        done
    done
done
echo "ctime_h200: done in $(elapsed)s"
