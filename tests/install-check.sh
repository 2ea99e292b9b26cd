#!/bin/sh
# tests/install-check.sh PYTHON: what a fresh machine gets from
# `make install DESTDIR=STAGE PREFIX=/usr`: every file in place, the README's
# library example (between <!-- example.c --> and the end of its block) built
# with `cc example.c $(pkg-config --cflags --libs tilec)` against the stage and
# run, the command and the Python package from the stage, then `make
# uninstall` leaving no file behind. PYTHON: an interpreter with numpy, or ""
# to leave the Python step out. Run by tests/check_python.c; prints what
# failed and exits non-zero.
set -eu
py=${1:-}
stage=$(mktemp -d "${TMPDIR:-/tmp}/tilec-stage.XXXXXX")
trap 'rm -rf "$stage"' EXIT INT TERM
make -s --no-print-directory install DESTDIR="$stage/root" PREFIX=/usr >"$stage/install.log" 2>&1 ||
    { cat "$stage/install.log"; echo "install-check: make install failed"; exit 1; }
r=$stage/root
for f in usr/bin/tilec usr/lib/libtilec.a usr/lib/libtilec.so.0.1.0 usr/lib/libtilec.so.0 usr/lib/libtilec.so \
         usr/include/tilec/tilec.h usr/include/tilec/plugin.h usr/lib/pkgconfig/tilec.pc \
         usr/share/man/man1/tilec.1 usr/share/doc/tilec/README.md usr/share/doc/tilec/python.md \
         usr/lib/python3/dist-packages/tilec/__init__.py usr/lib/python3/dist-packages/tilec/py.typed \
         usr/lib/python3/dist-packages/tilec/_config.py; do
    [ -e "$r/$f" ] || { echo "install-check: $f not installed"; exit 1; }
done
[ "$(readlink "$r/usr/lib/libtilec.so.0")" = libtilec.so.0.1.0 ] || { echo "install-check: bad soname link"; exit 1; }

# the README's example, built the way the README says, against the stage
sed -n '/<!-- example.c -->/,/^```$/p' README.md | sed '1,2d;$d' >"$stage/example.c"
[ -s "$stage/example.c" ] || { echo "install-check: no example.c in README.md"; exit 1; }
export PKG_CONFIG_PATH="$r/usr/lib/pkgconfig" PKG_CONFIG_SYSROOT_DIR="$r" PKG_CONFIG_LIBDIR="$r/usr/lib/pkgconfig"
flags=$(pkg-config --cflags --libs tilec) || { echo "install-check: pkg-config tilec failed"; exit 1; }
(cd "$stage" && ${CC:-cc} example.c $flags -o example) || { echo "install-check: example.c did not build"; exit 1; }
out=$(LD_LIBRARY_PATH="$r/usr/lib" "$stage/example") || { echo "install-check: example failed: $out"; exit 1; }
printf '%s\n' "$out" | grep -qx 'c\[999\] = 2997' || { echo "install-check: example printed: $out"; exit 1; }
printf '%s\n' "$out" | grep -qx 'add(A: f32\[N\], B: f32\[N\], C: f32\[N\])' ||
    { echo "install-check: example printed: $out"; exit 1; }
# linked against the shared library, by its soname
readelf -d "$stage/example" | grep -q 'NEEDED.*libtilec.so.0' || { echo "install-check: example not linked to libtilec.so.0"; exit 1; }

# the command from the stage
"$r/usr/bin/tilec" kernels examples/vector_add.tile --target c | grep -q '^vector_add(A: f32\[N\]' ||
    { echo "install-check: the staged tilec kernels failed"; exit 1; }

# the Python package from the stage, on the staged library
if [ -n "$py" ]; then
    (cd "$stage" && PYTHONPATH="$r/usr/lib/python3/dist-packages" LD_LIBRARY_PATH="$r/usr/lib" TILEC_LIBRARY= \
        "$py" -c '
import numpy as np, sys, tilec
assert tilec.__file__.startswith(sys.argv[1]), tilec.__file__
mod = tilec.compile(sys.argv[2], target="c")
a = np.arange(100, dtype=np.float32); c = np.zeros(100, np.float32)
mod.vector_add(a, a, c)
assert (c == 2 * a).all()
print("python from the stage: ok", tilec.library_path)
' "$r" "$OLDPWD/examples/vector_add.tile") || { echo "install-check: the staged Python package failed"; exit 1; }
fi

make -s --no-print-directory uninstall DESTDIR="$stage/root" PREFIX=/usr >"$stage/uninstall.log" 2>&1 ||
    { cat "$stage/uninstall.log"; echo "install-check: make uninstall failed"; exit 1; }
left=$(find "$r" ! -type d)
[ -z "$left" ] || { echo "install-check: make uninstall left: $left"; exit 1; }
echo "install-check: ok"
