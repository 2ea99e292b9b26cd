#!/bin/sh
# bench/cpu/run.sh BENCH TILE SIZE...: installs the GEMM peers when missing
# (Debian libblis-dev, libopenblas-dev, with apt-get as root; otherwise the
# benchmark prints the peer as skipped), picks BLIS's AVX-512 kernels
# (BLIS_ARCH_TYPE=skx) where the CPU has AVX-512, and runs the benchmark.
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
if grep -q ' avx512f' /proc/cpuinfo; then
    BLIS_ARCH_TYPE=skx
    export BLIS_ARCH_TYPE
fi
# BLIS prints the sub-configuration it selects; OpenBLAS its core.
BLIS_ARCH_DEBUG=1 OPENBLAS_VERBOSE=2 exec "$bench" "$@"
