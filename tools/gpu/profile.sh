#!/bin/bash
# tools/gpu/profile.sh OUT [SECONDS]: where the time of tilec's GPU kernels
# goes, read from the hardware counters (the GPU machine; build first). For
# each kernel below: Nsight Compute's full set on its first launch (speed of
# light, occupancy, warp stall reasons, memory tables; --clock-control none,
# the clocks left as they are), the per-instruction SASS page for the gemm and attention,
# and the SASS of every cubin (cuobjdump). Text into OUT/ncu-*.txt and
# OUT/sass-*.txt, packed into OUT/profile.tar.gz (the device tool brings
# back few files). SECONDS (default 300) bounds the whole.
set -u
out=${1:?usage: profile.sh OUT [SECONDS]}
total=${2:-300}
start=$(date +%s)
left() { echo $((total - ($(date +%s) - start))); }
tilec=${TILEC:-build/tilec}
work=$(mktemp -d)
mkdir -p "$out"
export PATH=$PATH:/usr/local/cuda/bin
# name | file | kernel | dims | extra tilec options
kernels=(
"gemm_bk64|examples/gemm_f16.tile|matmul_f16_bk64|M=4096 N=4096 K=4096|"
"gemm_large|examples/gemm_f16_large.tile|matmul_f16_large|M=4096 N=4096 K=4096|"
"softmax|examples/softmax.tile|softmax|M=8192 N=4096|"
"rmsnorm|examples/rmsnorm.tile|rmsnorm|M=8192 N=4096|"
"row_sum|examples/reduce_rows.tile|row_sum|M=8192 N=4096|"
"row_max|examples/reduce_rows.tile|row_max|M=8192 N=4096|"
"attention|examples/flash_attention.tile|flash_attention|BH=128 S=4096|"
"attention_wg|examples/flash_attention_wg.tile|flash_attention_wg|BH=256 S=4096|"
"attention_wg128|examples/flash_attention_wg.tile|flash_attention_wg|BH=256 S=4096|-D D=128"
"attention_wg_s1k|examples/flash_attention_wg.tile|flash_attention_wg|BH=256 S=1024|"
"attention_wg_s8k|examples/flash_attention_wg.tile|flash_attention_wg|BH=256 S=8192|"
)
# PROFILE_ONLY=name|name...: those rows alone (whole lines: the dims hold spaces)
[ -n "${PROFILE_ONLY:-}" ] && mapfile -t kernels < <(printf '%s\n' "${kernels[@]}" | grep -E "^(${PROFILE_ONLY})\|")
for row in "${kernels[@]}"; do
    IFS='|' read -r name file kern dims extra <<<"$row"
    [ "$(left)" -lt 20 ] && { echo "profile: out of time before $name"; break; }
    args=(run "$file" --target nvidia/h200 --exec nvrtc --kernel "$kern" --bench)
    for d in $dims; do args+=(--dim "$d"); done
    # shellcheck disable=SC2206
    args+=($extra)
    mkdir -p "$work/$name"
    "$tilec" build "$file" --target nvidia/h200 --kernel "$kern" --emit cubin -o "$work/$name" >/dev/null 2>&1 &&
        for c in "$work/$name"/*.cubin; do cuobjdump -sass "$c"; done >"$out/sass-$name.txt" 2>&1
    timeout $(( $(left) - 5 )) ncu --clock-control none --set full -k "regex:$kern" -c 1 \
        --print-summary none "$tilec" "${args[@]}" >"$out/ncu-$name.txt" 2>&1
    case $name in gemm*|attention*) # stalls per SASS instruction too
        timeout $(( $(left) - 5 )) ncu --clock-control none --set full --import-source no -k "regex:$kern" -c 1 \
            --page source --print-source sass "$tilec" "${args[@]}" >"$out/ncu-$name-source.txt" 2>&1 ;;
    esac
    echo "profile: $name done at $(( $(date +%s) - start ))s ($(grep -c . "$out/ncu-$name.txt") lines)"
done
tar -czf "$out/profile.tar.gz" -C "$out" $(cd "$out" && ls ncu-*.txt sass-*.txt 2>/dev/null) && rm -f "$out"/ncu-*.txt "$out"/sass-*.txt
rm -rf "$work"
