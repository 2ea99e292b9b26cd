#!/bin/sh
# tools/check-layering.sh SRC OBJ: fails when the core of tilec reaches into a
# backend. The core is the folders of SRC named below; every other folder of
# SRC (cpu, cuda, cutedsl, rocm, metal, webgpu, llvm, and any backend added
# later) depends on the core, never the reverse: only the generated registry
# tables (generated/registry.c, outside SRC) name backend functions.
#
#   1. no core source includes a header of a backend folder;
#   2. no core object (OBJ/DIR/*.o, built from SRC/DIR/*.c) uses a symbol
#      that a backend folder's objects define (nm);
#   3. no core source of compile, runtime, host or cli names a backend's
#      things outside comments: llvm_, "tvm_ffi", "cython", "ll", kDLCPU.
# Prints each violation as FILE: what, and exits 1 if there is any.
set -u
src=${1:-src} obj=${2:-build/src}
core="compile runtime host cli backend transform ir lang interp util"
blind="compile runtime host cli"
status=0
bad() { echo "layering: $*"; status=1; }

is_core() { for c in $core; do [ "$1" = "$c" ] && return 0; done; return 1; }

backends=""
for d in "$src"/*/; do
    d=${d%/}; d=${d##*/}
    is_core "$d" || backends="$backends $d"
done

# 1. includes
for c in $core; do
    for f in "$src/$c"/*.c "$src/$c"/*.h "$src/$c"/*.re; do
        [ -e "$f" ] || continue
        for b in $backends; do
            grep -n "^[[:space:]]*#[[:space:]]*include[[:space:]]*\"$b/" "$f" | while IFS= read -r line; do
                echo "layering: $f:${line%%:*}: includes a header of backend folder src/$b (${line#*:})"
            done | grep . && status=1
        done
    done
done

# 2. symbols
if command -v nm >/dev/null 2>&1; then
    defs=$(mktemp)
    for b in $backends; do
        for o in "$obj/$b"/*.o; do
            [ -e "$o" ] || continue
            nm --defined-only -g "$o" 2>/dev/null | awk -v f="src/$b" 'NF >= 3 && $2 ~ /[TDBRVW]/ { print $3, f }'
        done
    done | sort -u >"$defs"
    for c in $core; do
        for o in "$obj/$c"/*.o; do
            [ -e "$o" ] || continue
            for s in $(nm -u "$o" 2>/dev/null | awk '{ print $NF }'); do
                where=$(awk -v s="$s" '$1 == s { print $2; exit }' "$defs")
                [ -n "$where" ] && bad "$o: uses $s, which $where defines"
            done
        done
    done
    rm -f "$defs"
else
    echo "layering: skipped the symbol check: nm not found"
fi

# 3. names, outside comments
for c in $blind; do
    for f in "$src/$c"/*.c "$src/$c"/*.h; do
        [ -e "$f" ] || continue
        awk '
            { line = $0; out = "" }
            {
                while (length(line) > 0) {
                    if (incomment) {
                        i = index(line, "*/")
                        if (i == 0) { line = ""; break }
                        line = substr(line, i + 2); incomment = 0
                    } else {
                        i = index(line, "/*"); j = index(line, "//")
                        if (j > 0 && (i == 0 || j < i)) { out = out substr(line, 1, j - 1); line = ""; break }
                        if (i == 0) { out = out line; line = ""; break }
                        out = out substr(line, 1, i - 1); line = substr(line, i + 2); incomment = 1
                    }
                }
                if (out ~ /llvm_|"tvm_ffi"|"cython"|"ll"|kDLCPU/)
                    printf "layering: %s:%d: names a backend outside comments: %s\n", FILENAME, FNR, out
            }' "$f" | grep . && status=1
    done
done

[ $status -eq 0 ] && echo "layering: the core ($core) names no backend folder ($backends )"
exit $status
