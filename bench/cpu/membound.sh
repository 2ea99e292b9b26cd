#!/bin/sh
# bench/cpu/membound.sh TILEC MEMCPY_BENCH: the memory-bound examples on target
# c and on target llvm against memcpy of the same bytes, in one run (make
# bench-cpu-mem; part of make bench-cpu). Each kernel's GB/s is the bytes of
# its arguments (inputs read once, outputs written once) over the median of
# `tilec run --bench` (all cores, shapes bound at launch with --dim, as a
# program that compiles once would); memcpy's is 2 x 256 MiB (read + written)
# over its median on as many threads, measured before and after the kernels
# (the ratio uses the larger). Shapes are past the caches (256 MiB a tensor)
# and some are not multiples of the tiles; the row kernels at 256 columns
# take their short-row paths.
set -u
tilec=$1
mc=$2
# example  kernel  --dim values
cases="vector_add:vector_add:--dim_N=67108864
vector_add:vector_add:--dim_N=67108861
softmax:softmax:--dim_M=8192_--dim_N=8192
softmax:softmax:--dim_M=65536_--dim_N=1000
softmax:softmax:--dim_M=2048_--dim_N=32771
softmax:softmax:--dim_M=262144_--dim_N=256
rmsnorm:rmsnorm:--dim_M=8192_--dim_N=8192
rmsnorm:rmsnorm:--dim_M=65536_--dim_N=1000
rmsnorm:rmsnorm:--dim_M=262144_--dim_N=256
layernorm:layernorm:--dim_M=8192_--dim_N=8192
layernorm:layernorm:--dim_M=65536_--dim_N=1000
layernorm:layernorm:--dim_M=262144_--dim_N=256
reduce_rows:row_sum:--dim_M=8192_--dim_N=8192
reduce_rows:row_sum_lanes:--dim_M=8192_--dim_N=8192"
llvm=yes
"$tilec" --version | grep -q "llvm unavailable" && llvm=no
gbs() { sed -n 's/.*, \([0-9.]*\) GB\/s.*/\1/p' | head -n 1; }
m1=$("$mc" 268435456 0 9 | gbs)
rows=""
for c in $cases; do
    ex=${c%%:*}
    rest=${c#*:}
    k=${rest%%:*}
    dims=$(printf '%s' "${rest#*:}" | tr '_' ' ')
    # shellcheck disable=SC2086
    gc=$("$tilec" run "examples/$ex.tile" --kernel "$k" --target c $dims --bench 2>/dev/null | gbs)
    gl="-"
    if [ "$llvm" = yes ]; then
        # shellcheck disable=SC2086
        gl=$("$tilec" run "examples/$ex.tile" --kernel "$k" --target llvm $dims --bench 2>/dev/null | gbs)
    fi
    shape=$(printf '%s' "$dims" | sed 's/--dim //g; s/ /,/g')
    rows="$rows$k $shape ${gc:-failed} ${gl:-failed}
"
done
m2=$("$mc" 268435456 0 9 | gbs)
m=$(awk -v a="$m1" -v b="$m2" 'BEGIN { print (a > b ? a : b) }')
echo "memory-bound kernels, $(nproc) cores, GB/s of arguments (tilec run --bench medians);"
echo "memcpy of 256 MiB: $m1 GB/s before, $m2 GB/s after (ratios against $m)"
printf '%-14s %-16s %9s %9s %8s %8s\n' kernel shape "c GB/s" "llvm GB/s" "c/memcpy" "llvm/mc"
printf '%s' "$rows" | while read -r k shape gc gl; do
    rc=$(awk -v a="$gc" -v m="$m" 'BEGIN { if (a ~ /^[0-9.]+$/) printf "%.2f", a / m; else print "-" }')
    rl=$(awk -v a="$gl" -v m="$m" 'BEGIN { if (a ~ /^[0-9.]+$/) printf "%.2f", a / m; else print "-" }')
    printf '%-14s %-16s %9s %9s %8s %8s\n' "$k" "$shape" "$gc" "$gl" "$rc" "$rl"
done
