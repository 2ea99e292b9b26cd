#!/bin/sh
# tools/cpu/carry_llvm.sh DIR: what a machine without LLVM 19 (the GPU
# machine's 16-core Xeon, an Ubuntu image with no LLVM, BLIS or OpenBLAS)
# needs to run a tilec built here with LLVM, and make bench-cpu's peers:
# DIR/lib.tar.xz (about 35 MB) with libLLVM.so.19.1 and the libraries it
# links (libffi, libedit, libxml2; Debian bookworm's, from apt-get download),
# BLIS (libblis.so.4, OpenMP) and OpenBLAS (with libgfortran), and two stubs
# in place of libraries libLLVM links but a JIT never calls: the Z3 solver
# (its static analyzer's) and the ICU converters libxml2 links (the two are
# 40 MB unpacked). Their functions abort if ever called.
#
# There: mkdir -p /tmp/jl && tar xJf DIR/lib.tar.xz -C /tmp/jl, then
# LD_LIBRARY_PATH=/tmp/jl/lib for a tilec (or jit_bench with its
# libtilec.so.0) built here: docs/cpu.md, "Copy loops kept rolled", measured
# the JIT's time so.
set -eu
dir=${1:?usage: tools/cpu/carry_llvm.sh DIR}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/tilec-carry.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
mkdir -p "$dir" "$tmp/deb" "$tmp/x" "$tmp/lib"
(cd "$tmp/deb" && apt-get download libllvm19 libxml2 libedit2 libffi8 libblis4-openmp libgomp1 \
    libopenblas0-pthread libgfortran5 libquadmath0 >/dev/null)
for d in "$tmp"/deb/*.deb; do dpkg -x "$d" "$tmp/x"; done
u=$tmp/x/usr/lib/x86_64-linux-gnu
cp "$u/libLLVM.so.19.1" "$u"/libxml2.so.2.* "$u"/libedit.so.2.* "$u"/libffi.so.8.* "$u"/libgomp.so.1.* \
    "$u/blis-openmp/libblis.so.4" "$u"/openblas-pthread/libopenblasp-r*.so "$u"/libgfortran.so.5.* \
    "$u"/libquadmath.so.0.* "$tmp/lib/"
(cd "$tmp/lib" && for f in libxml2.so.2 libedit.so.2 libffi.so.8 libgomp.so.1 libgfortran.so.5 libquadmath.so.0; do
    ln -sf "$(ls $f.* | head -n 1)" "$f"; done && ln -sf libopenblasp-r*.so libopenblas.so.0)
# the stubs: every Z3_ function libLLVM imports, the ICU converters libxml2 imports
{
    echo '#include <stdlib.h>'
    nm -D "$tmp/lib/libLLVM.so.19.1" | awk '$1 == "U" && $2 ~ /^Z3_/ { print "void " $2 "(void) { abort(); }" }'
} >"$tmp/z3.c"
{
    echo '#include <stdlib.h>'
    nm -D "$tmp/lib/libxml2.so.2" | awk '$1 == "U" && $2 ~ /_7[0-9]$/ { print "void " $2 "(void) { abort(); }" }'
} >"$tmp/icu.c"
icu=$(readelf -d "$tmp/lib/libxml2.so.2" | sed -n 's/.*\[\(libicuuc[^]]*\)\].*/\1/p')
cc -shared -fPIC -O2 -Wl,-soname,libz3.so.4 -o "$tmp/lib/libz3.so.4" "$tmp/z3.c"
cc -shared -fPIC -O2 -Wl,-soname,"$icu" -o "$tmp/lib/$icu" "$tmp/icu.c"
tar cf - -C "$tmp" lib | xz -T2 -6 >"$dir/lib.tar.xz"
ls -l "$dir/lib.tar.xz"
