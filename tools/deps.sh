#!/bin/sh
# tools/deps.sh: installs the Debian packages tilec's build, generator and tests
# need (make deps). Idempotent and quiet when everything is there.
#   build-essential pkg-config   the C toolchain (gcc brings libgomp, for examples/plugin)
#   lua5.4 re2c                  make gen / make check-generated
#   check                        the test suites
#   libdlpack-dev                DLPack's dlpack.h for the tvm_ffi execution backend
#   llvm-19-dev                  the llvm target and host codegen (make LLVM=1)
#   clang libclang-rt-14-dev     libFuzzer for make fuzz / fuzz-check
#   python3-numpy python3-pytest the Python package's tests (check_python)
#   gnuplot-nox                  the benchmark charts (build/bench/*.png)
#   libblis-dev libopenblas-dev  the f32 GEMM's peers in make bench-cpu (bench/cpu/gemm_bench.c, gemm_pair.c)
#   clang-15 rocm-device-libs    the rocm backend's code objects for gfx90a (HIP through clang 15,
#                                the ROCm device libraries: ocml, ockl)
#   clang-19 lld-19              its code objects for gfx940/gfx942 (LLVM 19's clang, linked by lld 19)
#   libamdhip64-5                the HIP runtime its execution backends' probe looks for
#   libegl1 libegl-mesa0 libgl1-mesa-dri  the webgpu backend's tests: Dawn's OpenGL ES backend on Mesa's
#                                llvmpipe (EGL, surfaceless)
#   libegl-dev                   libEGL.so, the unversioned name Dawn's OpenGL ES backend dlopens (libegl1
#                                has only libEGL.so.1)
#   mesa-vulkan-drivers libvulkan1 libvulkan-dev  Dawn's Vulkan backend on Mesa's lavapipe (TILEC_WEBGPU_BACKEND=vulkan:
#                                shader-f16 and subgroups), the loader, and the headers of the layer
#                                tools/webgpu/vulkan/lavapipe_layer.c that lets Dawn take lavapipe 22.3
#   spirv-tools                  the vulkan backend's SPIR-V validation and disassembly (libSPIRV-Tools.a,
#                                linked into a shared object in the compile cache on first use) and spirv-as
#                                for its runtime's tests
#   nodejs npm                   the webgpu backend's Node worker, and `npm ci` of tools/webgpu (unless a node is
#                                on the PATH already)
set -eu
packages="build-essential pkg-config lua5.4 re2c check libdlpack-dev clang libclang-rt-14-dev llvm-19-dev python3-numpy python3-pytest gnuplot-nox libblis-dev libopenblas-dev clang-15 rocm-device-libs clang-19 lld-19 libamdhip64-5"
packages="$packages libegl1 libegl-mesa0 libgl1-mesa-dri libegl-dev mesa-vulkan-drivers libvulkan1 libvulkan-dev spirv-tools"
command -v node >/dev/null 2>&1 || packages="$packages nodejs npm"
missing=""
for p in $packages; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
echo "deps: installing$missing"
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# shellcheck disable=SC2086
$SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null
