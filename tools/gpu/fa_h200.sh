#!/bin/bash
# tools/gpu/fa_h200.sh [OUT]: flash attention on warpgroup MMAs
# (examples/flash_attention_wg.tile) on the H200 in one device call of under
# 5 minutes, every log under OUT (default $OUT):
#   build.log     make LLVM=0 build/tilec (the carried .debs unpacked first,
#                 as device-run.sh does)
#   sass.txt      per kernel and form (D 64 and 128 on nvidia/h200: both
#                 gemms wgmma; D 64 with -mma=m16n8k16: the same source on
#                 mma.sync): the counts of HGMMA (warpgroup MMAs), HMMA
#                 (mma.sync), LDGSTS (cp.async: the K and V rings), LDSM and
#                 of local loads and stores (LDL/STL: spills), and the
#                 registers (cuobjdump -res-usage); *.sass the whole listings
#   fa_check.log  tools/gpu/fa_check.py: both kernels against torch SDPA in
#                 float32 at S 1, 70, 1000, D 64 and 128, plain and causal
#                 (and at S 1000 on mma.sync too)
#   check.log     tests/gpu/check_gpu.py --only flash_attention --quick: every
#                 kernel of flash_attention_wg.tile, flash_attention.tile
#                 (whose layout(rows) kernels now also run wgmma and the K/V
#                 rings on nvidia/h200) and flash_attention_bshd.tile against
#                 the interpreter on nvrtc, tvm_ffi and cython at the common
#                 edge shapes (ones, odd, mixed, edge8)
#   bench.log     bench_gpu.py --attention: both kernels against SDPA (f16)
#                 at B 8, H 32, D 64 and 128, S 1024..8192 (medians, TFLOP/s,
#                 the ratio; causal counts half the flops), and at S 4096 the
#                 mma.sync form and the K/V rings of two slots (-D STAGES=2,
#                 the copies one key block ahead) beside the default form
#                 (three slots, two blocks ahead)
# What each line means is printed before it (look for "fa_h200:" lines).
set -u
out=${1:-${OUT:?usage: fa_h200.sh OUT}}
mkdir -p "$out" /tmp/debs
start=$(date +%s)
for f in .debs/*.deb; do [ -e "$f" ] && dpkg -x "$f" /tmp/debs; done
export CPATH=/tmp/debs/usr/include LIBRARY_PATH=/tmp/debs/usr/lib/x86_64-linux-gnu \
    LD_LIBRARY_PATH=/tmp/debs/usr/lib/x86_64-linux-gnu PKG_CONFIG_PATH=/tmp/debs/usr/lib/x86_64-linux-gnu/pkgconfig
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv,noheader | tee "$out/device.txt"
if ! make LLVM=0 -j"$(nproc)" build/tilec >"$out/build.log" 2>&1; then
    tail -30 "$out/build.log"
    echo "fa_h200: the build failed"
    exit 1
fi
echo "fa_h200: built in $(( $(date +%s) - start ))s"

# the SASS of each form: one line a kernel, opcode counts and registers
echo "fa_h200: SASS per kernel (HGMMA: wgmma, expected in the wgmma forms; HMMA: mma.sync, expected 0 there;" \
    "LDGSTS: cp.async, expected in the wgmma forms (K and V rings); LDL/STL: spills, expected 0)" | tee "$out/sass.txt"
for form in "d64:-D D=64:" "d128:-D D=128:" "d64-mma.sync:-D D=64:-mma=m16n8k16"; do
    IFS=: read -r tag def mma <<<"$form"
    dir=/tmp/fa_sass_$tag
    # shellcheck disable=SC2086
    if ! build/tilec build examples/flash_attention_wg.tile $def --target "nvidia/h200 $mma" --emit cubin -o "$dir" \
        >>"$out/sass.txt" 2>&1; then
        echo "fa_h200: no cubin for the $tag form" | tee -a "$out/sass.txt"
        continue
    fi
    cubin=$(ls "$dir"/*.cubin | head -1)
    cuobjdump -sass "$cubin" >"$out/flash_attention_wg.$tag.sass" 2>&1
    cuobjdump -res-usage "$cubin" 2>&1 | grep -A1 'Function' | tr -s ' \n' ' ' | sed 's/Function/\nFunction/g' |
        grep Function | sed "s/^/res $tag: /" | tee -a "$out/sass.txt"
    awk -v form="$tag" '
        /Function :/ { if (name) print form, name, g, h, c, l, s; name = $3; g = h = c = l = s = 0; next }
        /HGMMA/ { g++ } /HMMA/ { h++ } /LDGSTS/ { c++ } /LDSM/ { l++ } /LDL|STL/ { s++ }
        END { if (name) print form, name, g, h, c, l, s }' "$out/flash_attention_wg.$tag.sass" |
        while read -r f n g h c l s; do
            printf "sass %-13s %-27s HGMMA %3d  HMMA %4d  LDGSTS %3d  LDSM %3d  LDL/STL %3d\n" "$f" "$n" "$g" "$h" "$c" "$l" "$s"
        done | tee -a "$out/sass.txt"
done

# against torch SDPA in float32 (edge shapes, D 64 and 128, causal and not)
echo "fa_h200: correctness against torch SDPA (f32 reference), one line a run"
PYTHONUNBUFFERED=1 timeout 70 python3 tools/gpu/fa_check.py build/tilec 2>&1 | tee "$out/fa_check.log"
# against the interpreter (runs not started within the budget are listed as not run)
echo "fa_h200: correctness against the interpreter (check_gpu.py; FAIL lines and the summary)"
PYTHONUNBUFFERED=1 timeout 75 python3 tests/gpu/check_gpu.py build/tilec --only flash_attention --quick --budget 45 \
    --timeout 60 2>&1 | tee "$out/check.log" | grep -v " pass \| clean$"

# the attention table, with what time is left
left=$(( 292 - ($(date +%s) - start) ))
if [ "$left" -gt 20 ]; then
    echo "fa_h200: the attention table (${left}s left; rows print as they finish)"
    PYTHONUNBUFFERED=1 timeout "$left" python3 bench/gpu/bench_gpu.py build/tilec --attention 2>&1 | tee "$out/bench.log"
else
    echo "fa_h200: no time left for the benchmark" | tee "$out/bench.log"
fi
echo "fa_h200: done in $(( $(date +%s) - start ))s"
