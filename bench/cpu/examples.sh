#!/bin/sh
# bench/cpu/examples.sh TILEC: every example's kernel time on target c and on
# target llvm (when tilec is built with LLVM), side by side in one run, from
# `tilec run --bench` at fixed sizes (medians). Part of make bench-cpu.
set -u
tilec=$1
# example  -D values  (sizes that are not multiples of the tiles)
cases="vector_add:-D_N=4000037
gemm:-D_M=1000_-D_N=1000_-D_K=1000
gemm_cpu:-D_M=1000_-D_N=1000_-D_K=1000
gemm_f16:-D_M=500_-D_N=500_-D_K=500
gemm_transpose:-D_M=500_-D_N=500_-D_K=500
softmax:-D_M=4096_-D_N=1000
rmsnorm:-D_M=4096_-D_N=1000
layernorm:-D_M=4096_-D_N=1000
reduce_rows:-D_M=4096_-D_N=1000
transpose:-D_M=2000_-D_N=3001
flash_attention:-D_BH=8_-D_S=1000"
llvm=yes
"$tilec" --version | grep -q "llvm unavailable" && llvm=no
printf '%-18s %12s %12s %8s\n' example "c (ms)" "llvm (ms)" "llvm/c"
ms() { sed -n 's/.*median \([0-9.]*\) ms.*/\1/p' | head -n 1; }
for c in $cases; do
    ex=${c%%:*}
    defs=$(printf '%s' "${c#*:}" | tr '_' ' ')
    [ -f "examples/$ex.tile" ] || continue
    # shellcheck disable=SC2086
    tc=$("$tilec" run "examples/$ex.tile" --target c $defs --bench 2>/dev/null | ms)
    tl="skipped: built without LLVM"
    if [ "$llvm" = yes ]; then
        # shellcheck disable=SC2086
        tl=$("$tilec" run "examples/$ex.tile" --target llvm $defs --bench 2>/dev/null | ms)
    fi
    ratio=$(awk -v a="$tc" -v b="$tl" 'BEGIN { if (a ~ /^[0-9.]+$/ && b ~ /^[0-9.]+$/ && a > 0) printf "%.2f", b / a; else print "-" }')
    printf '%-18s %12s %12s %8s\n' "$ex" "${tc:-failed}" "${tl:-failed}" "$ratio"
done
