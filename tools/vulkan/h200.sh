#!/bin/bash
# tools/vulkan/h200.sh [--no-cuda] [--only EX,...] [--budget SECONDS] [OUT]:
# the vulkan backend on a GPU machine that has no package registry and no
# Vulkan loader (the H200's), through NVIDIA's Vulkan driver. From the
# carried folder .debs (TILEC_DEBS_DIR) it unpacks, into /tmp/tilec-vk
# (never /), Debian's libvulkan1 (the loader tilec dlopens), libvulkan-dev
# and spirv-tools (the headers and static libraries the build needs) and
# libdlpack-dev, check and libsubunit-dev (the tests'); builds build/tilec
# and check_vulkan_run without LLVM (make finds no llvm-config-19 there);
# points the loader at NVIDIA's ICD file (VK_DRIVER_FILES); then:
#   tilec resolve --target vulkan/nvidia             (the device, its features and limits)
#   check_vulkan_run                                  (the runtime's own suite, on the GPU)
#   per example:
#     tilec run EX --target vulkan/nvidia --check --bench   (the device's f16, 8/16-bit
#                                                             storage and subgroups)
#     tilec run EX --target vulkan --check                  (the portable forms: packed words,
#                                                             no subgroups)
#     tilec run EX --target nvidia/h200 --bench             (CUDA beside it)
# printing a table (OUT/table.md). Every run has a time limit and the
# whole a budget (default 540 s: one device call); examples not reached are
# listed as not run. OUT (default /tmp/h200-vulkan) gets device.txt,
# resolve.txt, suite.txt, table.md and logs.tar.gz.
#
# The carried folder is made here, once (docs/vulkan-runtime.md):
#   echo /.debs/ >> .git/info/exclude; mkdir -p .debs
#   (cd .debs && apt-get download libvulkan1 libvulkan-dev spirv-tools libdlpack-dev check libsubunit-dev libsubunit0 \
#        libegl1 libglvnd0 libopengl0 libgl1 libglx0 libgles2)
# and the device call is
#   run(carry=[".debs"], timeout_s=600, command="for f in .debs/libglvnd0* .debs/libglx0* .debs/libgl1* .debs/libegl1*
#       .debs/libopengl0* .debs/libgles2* .debs/libvulkan1*; do dpkg -x $f /; done; ldconfig; tools/vulkan/h200.sh --budget 540 $OUT")
set -u
cuda=1 only="" budget=${H200_BUDGET:-540} out=""
while [ $# -gt 0 ]; do
    case $1 in
    --no-cuda) cuda=0 ;;
    --only) only=${2:?--only takes a list}; shift ;;
    --budget) budget=${2:?--budget takes seconds}; shift ;;
    -h | --help) sed -n '2,31p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "h200.sh: unknown option $1" >&2; exit 2 ;;
    *) out=$1 ;;
    esac
    shift
done
out=${out:-/tmp/h200-vulkan}
debs=${TILEC_DEBS_DIR:-.debs}
root=/tmp/tilec-vk
logs=$(mktemp -d /tmp/h200-vk-logs.XXXXXX)
start=$(date +%s)
left() { echo $((budget - ($(date +%s) - start))); }
mkdir -p "$out" "$root"
[ -f specs/vulkan.lua ] || { echo "h200.sh: run it in tilec's repository root" >&2; exit 2; }

# ---- the loader, the headers, the test libraries ----
n=0
for f in "$debs"/*.deb; do
    [ -e "$f" ] || continue
    dpkg -x "$f" "$root" && n=$((n + 1))
done
lib=$root/usr/lib/x86_64-linux-gnu
export CPATH=$root/usr/include${CPATH:+:$CPATH}
export LIBRARY_PATH=$lib${LIBRARY_PATH:+:$LIBRARY_PATH}
export LD_LIBRARY_PATH=$lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export PKG_CONFIG_PATH=$lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}
echo "h200.sh: $n packages from $debs unpacked into $root"
# SPIRV-Tools unpacked here is outside the system's library folders the
# codegen searches: name its archive (src/vulkan/validate.c)
[ -f "$lib/libSPIRV-Tools.a" ] && export TILEC_SPIRV_TOOLS=${TILEC_SPIRV_TOOLS:-$lib/libSPIRV-Tools.a}
# NVIDIA's Vulkan ICD needs the GL vendor-neutral dispatch libraries
# (libglvnd0, libglx0, ...): carried as .debs too, unpacked into / by the
# caller (they must be where the ICD's loader finds them; the device README)
for f in /usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json /usr/share/vulkan/icd.d/nvidia_icd.json \
    /etc/vulkan/icd.d/nvidia_icd.json; do
    [ -f "$f" ] && { export VK_DRIVER_FILES=${VK_DRIVER_FILES:-$f}; break; }
done
echo "h200.sh: VK_DRIVER_FILES=${VK_DRIVER_FILES:-unset}"
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null || echo "no nvidia-smi"; uname -a; } |
    tee "$out/device.txt"

# ---- tilec ----
tilec=${TILEC:-build/tilec}
if ! make -j"$(nproc)" all build/tests/check_vulkan_run >"$logs/build.log" 2>&1; then
    tail -20 "$logs/build.log"
    tar -czf "$out/logs.tar.gz" -C "$logs" .
    echo "h200.sh: the build failed (logs.tar.gz: build.log)"
    exit 1
fi
"$tilec" resolve --target vulkan/nvidia >"$out/resolve.txt" 2>&1
cat "$out/resolve.txt"
timeout 150 build/tests/check_vulkan_run >"$out/suite.txt" 2>&1
tail -5 "$out/suite.txt"

# ---- the runs ----
# example:defines (words joined by _): odd sizes, as tools/webgpu/h200.sh
cases=${H200_CASES:-"vector_add:-D_N=1000003
gemm:-D_M=500_-D_N=500_-D_K=500
gemm_transpose:-D_M=500_-D_N=500_-D_K=500
softmax:-D_M=1024_-D_N=1000
rmsnorm:-D_M=1024_-D_N=1000
layernorm:-D_M=1024_-D_N=1000
reduce_rows:-D_M=1024_-D_N=1000
transpose:-D_M=1000_-D_N=1001
chunk_cumsum:-D_R=64_-D_T=1000
quantize:-D_M=1024_-D_N=1000
topk:-D_M=1024
conv2d_implicit_gemm:-D_N=8
dequant_gemm:-D_M=256_-D_N=256_-D_K=256
gqa_decode:-D_B=4_-D_S=1000
paged_gqa_decode:
mla_decode:-D_B=4_-D_S=1000
gemm_f16:-D_M=512_-D_N=512_-D_K=512
gemm_f16_large:
gemm_i8:-D_M=512_-D_N=512_-D_K=512
flash_attention:
flash_attention_bshd:
gemm_cpu:-D_M=500_-D_N=500_-D_K=500
fp8_gemm:
mxfp4_gemm:
warp_softmax:"}

# ok, MISMATCH or the first line of the error, short
verdict() {
    if grep -q "MISMATCH" "$1"; then
        echo "MISMATCH"
    elif [ "$2" = 0 ] && grep -q "^check .*: ok$" "$1"; then
        echo "ok"
    elif [ "$2" = 124 ]; then
        echo "timed out"
    else
        local e
        e=$(sed -n 's/^tilec: error: //p' "$1" | head -n 1 | sed "s/^[^ ]*:[0-9]*:[0-9]*: kernel '[^']*': //; s/^vulkan: //")
        [ -n "$e" ] || e="failed (rc $2)"
        printf '%s' "$e" | cut -c1-80
    fi
}
median() { sed -n 's/.*median \([0-9.]*\) ms.*/\1/p' "$1" | head -n 1; }

# run LOG SECONDS ARGS...: tilec with a time limit, its output in LOG; the exit status
run() {
    local log=$1 t=$2
    shift 2
    timeout "$t" "$tilec" "$@" >"$log" 2>&1
    echo $?
}

table=$out/table.md
{
    echo "vulkan: $(grep -m1 'tvm_ffi' "$out/resolve.txt" | sed 's/^ *//')"
    echo
    echo "| example | defines | vulkan/nvidia check | portable forms check | vulkan ms | cuda ms |"
    echo "| --- | --- | --- | --- | ---: | ---: |"
} >"$table"
for c in $cases; do
    ex=${c%%:*}
    defs=$(printf '%s' "${c#*:}" | tr '_' ' ')
    [ -f "examples/$ex.tile" ] || continue
    if [ -n "$only" ] && ! printf ',%s,' "$only" | grep -q ",$ex,"; then continue; fi
    if [ "$(left)" -lt 20 ]; then
        echo "| $ex | $defs | not run (budget) | | | |" >>"$table"
        continue
    fi
    t=$(($(left) < 120 ? $(left) : 120))
    # shellcheck disable=SC2086
    rc1=$(run "$logs/$ex.nvidia.log" "$t" run "examples/$ex.tile" --target vulkan/nvidia $defs --check --bench)
    # shellcheck disable=SC2086
    rc2=$(run "$logs/$ex.portable.log" "$t" run "examples/$ex.tile" --target "vulkan -device=nvidia" $defs --check)
    tc="-"
    if [ "$cuda" = 1 ]; then
        # shellcheck disable=SC2086
        rc3=$(run "$logs/$ex.cuda.log" "$t" run "examples/$ex.tile" --target "${CUDA_TARGET:-nvidia/h200}" $defs --bench)
        tc=$(median "$logs/$ex.cuda.log")
        [ -n "$tc" ] || tc=$(verdict "$logs/$ex.cuda.log" "$rc3" | cut -c1-50)
    fi
    row="| $ex | $defs | $(verdict "$logs/$ex.nvidia.log" "$rc1") | $(verdict "$logs/$ex.portable.log" "$rc2") | $(median "$logs/$ex.nvidia.log") | $tc |"
    echo "$row" >>"$table"
    echo "$row"
done
tar -czf "$out/logs.tar.gz" -C "$logs" . && rm -rf "$logs"
echo
cat "$table"
echo "h200.sh: done in $(($(date +%s) - start)) s; each run's output in $out/logs.tar.gz"
