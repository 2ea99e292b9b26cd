#!/bin/bash
# tools/webgpu/h200.sh [--mesa] [--no-cuda] [--only EX,...] [--budget SECONDS] [OUT]:
# the webgpu backend on a GPU machine that has no package registry and no
# Node (the H200's): from the carried folder .gl (TILEC_GL_DIR) it unpacks
# the Vulkan/EGL loaders (Debian's libvulkan1, libegl1 and glvnd .debs,
# into /tmp/tilec-gl, never /), Node (node.tar.xz: bin/node) and the npm
# packages (node_modules.tar.xz), builds build/tilec if it is not there
# (without LLVM there, where make finds no llvm-config-19; the .debs of
# .debs/ unpacked as tools/gpu/device-run.sh does), points Dawn at
# NVIDIA's Vulkan driver, and then per example:
#   tilec run EX --target webgpu --check --bench                 (portable shaders)
#   tilec run EX --target "webgpu -f16=adapter -subgroups=adapter" --check --bench
#   tilec run EX --target "webgpu -subgroups=S [-f16=1]" --check (the native forms,
#       forced: S the adapter's least subgroup size, -f16=1 for examples with f16)
#   tilec run EX --target nvidia/h200 --bench                    (CUDA beside it)
# after `tilec resolve` of webgpu and of "webgpu -f16=adapter -subgroups=adapter"
# (the adapter, its features and limits), printing a table (OUT/table.md).
# Before them, check_webgpu's case division (built if missing) checks f32
# division bit for bit against C's on this device's own division. Every
# run has a time limit and the whole a budget (default 540 s: one device
# call); examples not reached are listed as not run. OUT (default
# /tmp/h200-webgpu) gets device.txt, division.txt, resolve.txt, table.md
# and logs.tar.gz (each run's output): few files, as a device call brings
# back at most 8.
#
# --mesa runs it here instead: the same unpacking and the same runs, with
# Dawn's default OpenGL ES backend on Mesa's llvmpipe (the loaders
# unpacked are glvnd's, which find Mesa's EGL as they would NVIDIA's).
#
# The carried folder is made on a machine with Debian's apt and Node (see
# docs/webgpu.md, "Running on the H200"):
#   apt-get download libvulkan1 libegl1 libglvnd0 libopengl0 libgl1 libglx0 libgles2
#   tar -cJf .gl/node.tar.xz -C TREE bin          (TREE/bin/node: a self-contained node)
#   tar -cJf .gl/node_modules.tar.xz -C tools/webgpu --exclude='*.dll' \
#       --exclude='win32-*' --exclude='darwin-*' node_modules
set -u
mesa=0 cuda=1 only="" budget=${H200_BUDGET:-540} out=""
while [ $# -gt 0 ]; do
    case $1 in
    --mesa) mesa=1 ;;
    --no-cuda) cuda=0 ;;
    --only) only=${2:?--only takes a list}; shift ;;
    --budget) budget=${2:?--budget takes seconds}; shift ;;
    -h | --help) sed -n '2,35p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "h200.sh: unknown option $1" >&2; exit 2 ;;
    *) out=$1 ;;
    esac
    shift
done
out=${out:-/tmp/h200-webgpu}
gl=${TILEC_GL_DIR:-.gl}
root=/tmp/tilec-gl
logs=$(mktemp -d /tmp/h200-logs.XXXXXX)
start=$(date +%s)
left() { echo $((budget - ($(date +%s) - start))); }
mkdir -p "$out" "$root"
[ -f tools/webgpu/worker.mjs ] || { echo "h200.sh: run it in tilec's repository root" >&2; exit 2; }

# tar -xJf where xz is installed, else Python's tarfile (which reads xz too)
untar() {
    if command -v xz >/dev/null 2>&1; then
        tar -xJf "$1" -C "$2"
    else
        python3 -c 'import sys, tarfile; tarfile.open(sys.argv[1]).extractall(sys.argv[2])' "$1" "$2"
    fi
}

# ---- the loaders, Node, the npm packages ----
n=0
for f in "$gl"/*.deb; do
    [ -e "$f" ] || continue
    dpkg -x "$f" "$root" && n=$((n + 1))
done
lib=$root/usr/lib/x86_64-linux-gnu
if [ "$n" -gt 0 ]; then
    # Dawn's OpenGL ES backend dlopens libEGL.so, the unversioned name (libegl-dev's link)
    [ -e "$lib/libEGL.so.1" ] && ln -sf libEGL.so.1 "$lib/libEGL.so"
    export LD_LIBRARY_PATH=$lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
fi
echo "h200.sh: $n loader packages from $gl unpacked into $root"
if [ -f "$gl/node.tar.xz" ]; then
    untar "$gl/node.tar.xz" "$root" || exit 1
    export TILEC_NODE=$root/bin/node
fi
if [ -f "$gl/node_modules.tar.xz" ]; then
    untar "$gl/node_modules.tar.xz" "$root" || exit 1
    export TILEC_WEBGPU_NODE_MODULES=$root/node_modules
fi
node=${TILEC_NODE:-node}
"$node" --version >/dev/null 2>&1 || { echo "h200.sh: no Node: carry $gl/node.tar.xz" >&2; exit 1; }
echo "h200.sh: node $("$node" --version) ($node), npm packages in ${TILEC_WEBGPU_NODE_MODULES:-tools/webgpu/node_modules}"

# ---- Dawn's backend ----
if [ "$mesa" = 0 ]; then
    export DAWN_OPTS=${DAWN_OPTS:-backend=vulkan}
    for f in /usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json /usr/share/vulkan/icd.d/nvidia_icd.json \
        /etc/vulkan/icd.d/nvidia_icd.json; do
        [ -f "$f" ] && { export VK_DRIVER_FILES=${VK_DRIVER_FILES:-$f}; break; }
    done
    for f in /usr/local/nvidia/share/glvnd/egl_vendor.d/10_nvidia.json /usr/share/glvnd/egl_vendor.d/10_nvidia.json; do
        [ -f "$f" ] && { export __EGL_VENDOR_LIBRARY_FILENAMES=${__EGL_VENDOR_LIBRARY_FILENAMES:-$f}; break; }
    done
fi
echo "h200.sh: DAWN_OPTS=${DAWN_OPTS:-unset: backend=opengles} VK_DRIVER_FILES=${VK_DRIVER_FILES:-}"
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null || echo "no nvidia-smi"; uname -a; } |
    tee "$out/device.txt"

# ---- tilec ----
tilec=${TILEC:-build/tilec}
if { [ ! -x "$tilec" ] || [ ! -x build/tests/check_webgpu ]; } && [ -d .debs ]; then
    # Check, dlpack.h: the machine has no Debian packages beyond its image
    mkdir -p /tmp/debs
    for f in .debs/*.deb; do [ -e "$f" ] && dpkg -x "$f" /tmp/debs; done
    d=/tmp/debs/usr/lib/x86_64-linux-gnu
    export CPATH=/tmp/debs/usr/include LIBRARY_PATH=$d PKG_CONFIG_PATH=$d/pkgconfig LD_LIBRARY_PATH=$LD_LIBRARY_PATH:$d
fi
if [ ! -x "$tilec" ]; then
    echo "h200.sh: building $tilec (with LLVM where llvm-config-19 is, as make decides)"
    make -j"$(nproc)" all >"$logs/build.log" 2>&1 || { tail -20 "$logs/build.log"; echo "h200.sh: the build failed"; exit 1; }
fi

# ---- f32 division on this device, bit for bit (check_webgpu's case division) ----
if [ ! -x build/tests/check_webgpu ]; then
    make -j"$(nproc)" build/tests/check_webgpu >"$logs/build-check.log" 2>&1 ||
        echo "h200.sh: build/tests/check_webgpu did not build (logs.tar.gz: build-check.log); no division check"
fi
if [ -x build/tests/check_webgpu ]; then
    CK_RUN_CASE=division timeout 200 build/tests/check_webgpu 2>&1 | grep -v "^Warning: " | tee "$out/division.txt"
fi

# ---- the adapter ----
{
    "$tilec" resolve --target webgpu
    "$tilec" resolve --target "webgpu -f16=adapter -subgroups=adapter"
} >"$out/resolve.txt" 2>&1
grep -v "^Warning: " "$out/resolve.txt"
note=$(grep -m1 "(adapter " "$out/resolve.txt" | sed 's/^ *tvm_ffi *available (//; s/)$//')
f16=0
case $note in *"shader-f16 yes"*) f16=1 ;; esac
sg=$(printf '%s' "$note" | sed -n 's/.*subgroups yes (sizes \([0-9]*\) to.*/\1/p')
[ -n "$sg" ] && [ "$sg" -ge 4 ] 2>/dev/null || sg=32
echo "h200.sh: the adapter offers shader-f16: $f16; the native forms use -subgroups=$sg"

# ---- the runs ----
# example:defines (words joined by _): odd sizes, as bench/webgpu/examples.sh
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
        # the reason alone, without "FILE:L:C: kernel 'K': " or "webgpu: "
        e=$(sed -n 's/^tilec: error: //p' "$1" | head -n 1 | sed "s/^[^ ]*:[0-9]*:[0-9]*: kernel '[^']*': //; s/^webgpu: //")
        case $e in
        *"limits are too small"*)
            e=$(printf '%s' "$e" | sed -n 's/.*needs \([0-9]*\) bytes of workgroup memory.*the device has \([0-9]*\).*/refused: needs \1 B of workgroup memory, device \2/p') ;;
        esac
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
    echo "webgpu: $note"
    echo
    echo "| example | defines | check | -f16=adapter -subgroups=adapter | native forms (check) | webgpu ms | adapter forms ms | cuda ms |"
    echo "| --- | --- | --- | --- | --- | ---: | ---: | ---: |"
} >"$table"
for c in $cases; do
    ex=${c%%:*}
    defs=$(printf '%s' "${c#*:}" | tr '_' ' ')
    [ -f "examples/$ex.tile" ] || continue
    if [ -n "$only" ] && ! printf ',%s,' "$only" | grep -q ",$ex,"; then continue; fi
    if [ "$(left)" -lt 20 ]; then
        echo "| $ex | $defs | not run (budget) | | | | | |" >>"$table"
        continue
    fi
    t=$(($(left) < 120 ? $(left) : 120))
    native="webgpu -subgroups=$sg"
    grep -q "f16" "examples/$ex.tile" && native="$native -f16=1"
    # shellcheck disable=SC2086
    rc1=$(run "$logs/$ex.webgpu.log" "$t" run "examples/$ex.tile" --target webgpu $defs --check --bench)
    # shellcheck disable=SC2086
    rc2=$(run "$logs/$ex.adapter.log" "$t" run "examples/$ex.tile" --target "webgpu -f16=adapter -subgroups=adapter" $defs --check --bench)
    # shellcheck disable=SC2086
    rc3=$(run "$logs/$ex.native.log" "$t" run "examples/$ex.tile" --target "$native" $defs --check)
    tc="-"
    if [ "$cuda" = 1 ]; then
        # shellcheck disable=SC2086
        rc4=$(run "$logs/$ex.cuda.log" "$t" run "examples/$ex.tile" --target "${CUDA_TARGET:-nvidia/h200}" $defs --bench)
        tc=$(median "$logs/$ex.cuda.log")
        [ -n "$tc" ] || tc=$(verdict "$logs/$ex.cuda.log" "$rc4" | cut -c1-50)
    fi
    row="| $ex | $defs | $(verdict "$logs/$ex.webgpu.log" "$rc1") | $(verdict "$logs/$ex.adapter.log" "$rc2") | $native: $(verdict "$logs/$ex.native.log" "$rc3") | $(median "$logs/$ex.webgpu.log") | $(median "$logs/$ex.adapter.log") | $tc |"
    echo "$row" >>"$table"
    echo "$row"
done
tar -czf "$out/logs.tar.gz" -C "$logs" . && rm -rf "$logs"
echo
cat "$table"
echo "h200.sh: done in $(($(date +%s) - start)) s; each run's output in $out/logs.tar.gz"
