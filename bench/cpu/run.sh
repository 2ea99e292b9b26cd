#!/bin/sh
# bench/cpu/run.sh BENCH TILE SIZE...: installs the GEMM peers when missing
# (Debian libblis-dev, libopenblas-dev, with apt-get as root; otherwise the
# benchmark prints the peer as skipped), picks BLIS's AVX-512 kernels
# (BLIS_ARCH_TYPE=skx) and OpenBLAS's (OPENBLAS_CORETYPE=SkylakeX) where the
# CPU has AVX-512, OpenBLAS's Haswell kernels where it has AVX2 and FMA, and
# runs the benchmark. Left to itself OpenBLAS 0.3.21 runs its Prescott
# kernels on a CPU newer than it knows (the Sapphire Rapids Xeon) and
# Haswell's on an AVX-512 AMD EPYC; a machine may also set OPENBLAS_CORETYPE
# (and OPENBLAS_L2_SIZE) for the programs it runs, so the benchmark sets its
# own for this command alone and says so. BENCH_OPENBLAS_CORETYPE chooses
# another. gemm_bench compares tilec's result with OpenBLAS's (RESULT
# DIFFERS where they part).
set -u
bench=$1
shift
have() { ldconfig -p 2>/dev/null | grep -q "$1"; }
missing=""
have libblis.so || missing="$missing libblis-dev"
have libopenblas.so || missing="$missing libopenblas-dev"
if [ -n "$missing" ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "installing$missing"
        # shellcheck disable=SC2086
        { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing; } \
            >/dev/null 2>&1 || echo "skipped: apt-get install$missing failed"
    else
        echo "skipped:$missing missing (needs root and apt-get to install)"
    fi
fi
core=""
if grep -q ' avx512f' /proc/cpuinfo; then
    BLIS_ARCH_TYPE=${BLIS_ARCH_TYPE:-skx}
    export BLIS_ARCH_TYPE
    core=SkylakeX
elif grep -q ' avx2' /proc/cpuinfo && grep -q ' fma' /proc/cpuinfo; then
    core=Haswell
fi
core=${BENCH_OPENBLAS_CORETYPE:-$core}
if [ -n "${OPENBLAS_CORETYPE:-}${OPENBLAS_L2_SIZE:-}" ] && [ "${OPENBLAS_CORETYPE:-}" != "$core" ]; then
    echo "the environment's OPENBLAS_CORETYPE=${OPENBLAS_CORETYPE:-} OPENBLAS_L2_SIZE=${OPENBLAS_L2_SIZE:-} not used here: OpenBLAS runs ${core:-the core it detects}"
fi
unset OPENBLAS_L2_SIZE OPENBLAS_CORETYPE
if [ -n "$core" ]; then
    OPENBLAS_CORETYPE=$core
    export OPENBLAS_CORETYPE
fi
# BLIS prints the sub-configuration it selects; OpenBLAS its core.
BLIS_ARCH_DEBUG=1 OPENBLAS_VERBOSE=2 exec "$bench" "$@"
