#!/bin/bash
# tools/gpu/fp8_h200.sh [OUT]: the fp8 GEMM on the H200 in one device call
# of under 5 minutes, every log under OUT (default $OUT):
#   build.log     make LLVM=0 build/tilec (the carried .debs unpacked first,
#                 as device-run.sh does)
#   sass.txt      per kernel of examples/fp8_gemm_large.tile (the default
#                 tma=warp form and its -tma=none form): the counts of QGMMA (fp8 warpgroup MMAs),
#                 HGMMA, HMMA, LDSM and of local loads and stores (spills);
#                 *.sass the whole listings
#   check.log     tests/gpu/check_gpu.py --only fp8_gemm: fp8_gemm.tile
#                 (scalar loops; mxfp8_gemm on mma.sync m16n8k32) and fp8_gemm_large.tile (wgmma
#                 m64n256k32 e4m3) against the interpreter on nvrtc, tvm_ffi
#                 and cython at edge shapes (1, 33, mixed, 200, K 16), on
#                 nvrtc at 512^3, 640x768x1040 and 200x520x384; sanitizers
#   check-tma.log the same kernels with -tma=none (cp.async; edge shapes)
#   bench.log     bench_gpu.py --fp8: fp8_gemm_large against
#                 torch._scaled_mm(a, b.t(), scale_a, scale_b,
#                 out_dtype=torch.bfloat16) at the eight Hopper shapes
set -u
out=${1:-${OUT:?usage: fp8_h200.sh OUT}}
mkdir -p "$out" /tmp/debs
start=$(date +%s)
for f in .debs/*.deb; do [ -e "$f" ] && dpkg -x "$f" /tmp/debs; done
export CPATH=/tmp/debs/usr/include LIBRARY_PATH=/tmp/debs/usr/lib/x86_64-linux-gnu \
    LD_LIBRARY_PATH=/tmp/debs/usr/lib/x86_64-linux-gnu PKG_CONFIG_PATH=/tmp/debs/usr/lib/x86_64-linux-gnu/pkgconfig
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv,noheader | tee "$out/device.txt"
if ! make LLVM=0 -j"$(nproc)" build/tilec >"$out/build.log" 2>&1; then
    tail -30 "$out/build.log"
    echo "fp8_h200: the build failed"
    exit 1
fi
echo "fp8_h200: built in $(( $(date +%s) - start ))s"

# the SASS of each form: one line a kernel, opcode counts
: >"$out/sass.txt"
for form in "" "-tma=none"; do
    tag=${form:-tma=warp}
    dir=/tmp/fp8_sass_${tag#-}
    if ! build/tilec build examples/fp8_gemm_large.tile --target "nvidia/h200 $form" --emit cubin -o "$dir" \
        >>"$out/sass.txt" 2>&1; then
        echo "fp8_h200: no cubin for the $tag form" | tee -a "$out/sass.txt"
        continue
    fi
    cuobjdump -sass "$dir/fp8_gemm_large.cubin" >"$out/fp8_gemm_large.${tag#-}.sass" 2>&1
    echo "total QGMMA ($tag): $(grep -c QGMMA "$out/fp8_gemm_large.${tag#-}.sass")" | tee -a "$out/sass.txt"
    awk -v form="$tag" '
        /Function :/ { if (name) print form, name, q, h, m, l, s; name = $3; q = h = m = l = s = 0; next }
        /QGMMA/ { q++ } /HGMMA/ { h++ } /HMMA/ { m++ } /LDSM/ { l++ } /LDL|STL/ { s++ }
        END { if (name) print form, name, q, h, m, l, s }' "$out/fp8_gemm_large.${tag#-}.sass" |
        while read -r f n q h m l s; do
            printf "sass %-9s %-22s QGMMA %3d  HGMMA %3d  HMMA %4d  LDSM %3d  LDL/STL %3d\n" "$f" "$n" "$q" "$h" "$m" "$l" "$s"
        done | tee -a "$out/sass.txt"
done

# against the interpreter (runs not started within the budget are listed as not run)
PYTHONUNBUFFERED=1 timeout 120 python3 tests/gpu/check_gpu.py build/tilec --only fp8_gemm --budget 80 --timeout 90 \
    2>&1 | tee "$out/check.log" | grep -v " pass \| clean$"
PYTHONUNBUFFERED=1 timeout 45 python3 tests/gpu/check_gpu.py build/tilec --only fp8_gemm_large --quick \
    --target "nvidia/h200 -tma=none" --budget 25 --timeout 30 2>&1 | tee "$out/check-tma.log" | grep -v " pass \| clean$"

# the fp8 table, with what time is left (at most 100 s)
left=$(( 290 - ($(date +%s) - start) ))
[ "$left" -gt 100 ] && left=100
if [ "$left" -gt 20 ]; then
    PYTHONUNBUFFERED=1 timeout "$left" python3 bench/gpu/bench_gpu.py build/tilec --fp8 2>&1 | tee "$out/bench.log"
else
    echo "fp8_h200: no time left for the benchmark" | tee "$out/bench.log"
fi
echo "fp8_h200: done in $(( $(date +%s) - start ))s"
