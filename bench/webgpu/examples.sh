#!/bin/sh
# bench/webgpu/examples.sh TILEC: per example, the kernel time on Dawn (target
# webgpu) and on targets c and llvm, from `tilec run --bench` at fixed sizes
# that are no multiple of the tiles (medians). Part of make bench-webgpu.
# BENCH_WEBGPU_CASES overrides the list (example:-D_NAME=V_... per word).
set -u
tilec=$1
cases=${BENCH_WEBGPU_CASES:-"vector_add:-D_N=1000003
gemm:-D_M=500_-D_N=500_-D_K=500
gemm_transpose:-D_M=500_-D_N=500_-D_K=500
softmax:-D_M=1024_-D_N=1000
rmsnorm:-D_M=1024_-D_N=1000
reduce_rows:-D_M=1024_-D_N=1000
transpose:-D_M=1000_-D_N=1001
chunk_cumsum:-D_R=64_-D_T=1000
quantize:-D_M=1024_-D_N=1000
topk:-D_M=1024
conv2d_implicit_gemm:-D_N=8
dequant_gemm:-D_M=256_-D_N=256_-D_K=256
gqa_decode:-D_B=4_-D_S=1000
paged_gqa_decode:
mla_decode:-D_B=4_-D_S=1000"}
llvm=yes
"$tilec" --version | grep -q "llvm unavailable" && llvm=no
if [ -n "${TILEC_WEBGPU_BACKEND:-}" ]; then dawn="TILEC_WEBGPU_BACKEND=$TILEC_WEBGPU_BACKEND"; else dawn="DAWN_OPTS=${DAWN_OPTS:-backend=opengles}"; fi
echo "kernel time, median ms (tilec run --bench); webgpu on Dawn with $dawn"
printf '%-22s %12s %12s %12s %10s\n' example "webgpu (ms)" "c (ms)" "llvm (ms)" "webgpu/c"
ms() { sed -n 's/.*median \([0-9.]*\) ms.*/\1/p' | head -n 1; }
for c in $cases; do
    ex=${c%%:*}
    defs=$(printf '%s' "${c#*:}" | tr '_' ' ')
    [ -f "examples/$ex.tile" ] || continue
    # shellcheck disable=SC2086
    tw=$("$tilec" run "examples/$ex.tile" --target webgpu $defs --bench 2>/dev/null | ms)
    # shellcheck disable=SC2086
    tc=$("$tilec" run "examples/$ex.tile" --target c $defs --bench 2>/dev/null | ms)
    tl="-"
    if [ "$llvm" = yes ]; then
        # shellcheck disable=SC2086
        tl=$("$tilec" run "examples/$ex.tile" --target llvm $defs --bench 2>/dev/null | ms)
    fi
    ratio=$(awk -v a="$tc" -v b="$tw" 'BEGIN { if (a ~ /^[0-9.]+$/ && b ~ /^[0-9.]+$/ && a > 0) printf "%.2f", b / a; else print "-" }')
    printf '%-22s %12s %12s %12s %10s\n' "$ex" "${tw:-failed}" "${tc:-failed}" "${tl:-failed}" "$ratio"
done
