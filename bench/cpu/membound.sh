#!/bin/sh
# bench/cpu/membound.sh TILEC MEMCPY_BENCH: the memory-bound examples on target
# c and on target llvm against memcpy of the same bytes, in one run (make
# bench-cpu-mem; part of make bench-cpu). Each kernel's GB/s is the bytes of
# its arguments (inputs read once, outputs written once) over the median of
# `tilec run --bench` (all cores, shapes bound at launch with --dim, as a
# program that compiles once would); memcpy's is 2 x 256 MiB (read + written)
# over its median on as many threads, measured right before and after each
# kernel's runs (the ratio uses the larger of the two: a shared machine's
# copy bandwidth moved 48 to 83 GB/s within one run on the 16-core Xeon),
# and before and after all of them. Shapes are past the caches (256 MiB a tensor)
# and some are not multiples of the tiles; the row kernels at 256 columns
# take their short-row paths. Each row is timed with the file's first values
# of its tune() consts (`--no-tuned`); a file that declares some (softmax:
# BN_ROW, the longest row kept whole) gets a second row, `tuned`, timed after
# `tilec tune` at that shape on each target (its best kept in the tune
# cache, as `tilec run` uses it).
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
    shape=$(printf '%s' "$dims" | sed 's/--dim //g; s/ /,/g')
    for form in default tuned; do
        tuned=--no-tuned
        if [ "$form" = tuned ]; then
            grep -q 'tune(' "examples/$ex.tile" || continue
            tuned=
            for t in c llvm; do
                [ "$t" = llvm ] && [ "$llvm" = no ] && continue
                # shellcheck disable=SC2086
                "$tilec" tune "examples/$ex.tile" --kernel "$k" --target $t $dims --bench-ms 200 --json - >/dev/null 2>&1
            done
        fi
        mb=$("$mc" 268435456 0 5 | gbs)
        # shellcheck disable=SC2086
        gc=$("$tilec" run "examples/$ex.tile" --kernel "$k" --target c $dims --bench $tuned 2>/dev/null | gbs)
        gl="-"
        if [ "$llvm" = yes ]; then
            # shellcheck disable=SC2086
            gl=$("$tilec" run "examples/$ex.tile" --kernel "$k" --target llvm $dims --bench $tuned 2>/dev/null | gbs)
        fi
        ma=$("$mc" 268435456 0 5 | gbs)
        mr=$(awk -v a="$mb" -v b="$ma" 'BEGIN { print (a > b ? a : b) }')
        label=$k
        [ "$form" = tuned ] && label="$k(tuned)"
        rows="$rows$label $shape ${gc:-failed} ${gl:-failed} $mr
"
    done
done
m2=$("$mc" 268435456 0 9 | gbs)
m=$(awk -v a="$m1" -v b="$m2" 'BEGIN { print (a > b ? a : b) }')
echo "memory-bound kernels, $(nproc) cores, GB/s of arguments (tilec run --bench medians);"
echo "memcpy of 256 MiB: $m1 GB/s before the kernels, $m2 GB/s after (the larger: $m);"
echo "each row's ratios are against the memcpy measured around its own runs"
printf '%-16s %-16s %9s %9s %9s %8s %8s\n' kernel shape "c GB/s" "llvm GB/s" "memcpy" "c/memcpy" "llvm/mc"
printf '%s' "$rows" | while read -r k shape gc gl mr; do
    rc=$(awk -v a="$gc" -v m="$mr" 'BEGIN { if (a ~ /^[0-9.]+$/ && m > 0) printf "%.2f", a / m; else print "-" }')
    rl=$(awk -v a="$gl" -v m="$mr" 'BEGIN { if (a ~ /^[0-9.]+$/ && m > 0) printf "%.2f", a / m; else print "-" }')
    printf '%-16s %-16s %9s %9s %9s %8s %8s\n' "$k" "$shape" "$gc" "$gl" "$mr" "$rc" "$rl"
done
