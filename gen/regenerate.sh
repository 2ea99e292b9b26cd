#!/bin/sh
# gen/regenerate.sh OUT BUILD SPEC...: regenerates the registry tables and the
# re2c lexers into OUT, leaving OUT untouched on any error.
#
#   1. gen/gen.lua checks the specs and writes registry.{c,h} and BACKENDS.md;
#   2. re2c turns each src/DIR/NAME.re into DIR_NAME.c;
#   3. the new tables are compiled and linked with BUILD/libtilec-core.a and the
#      tilec command into a scratch tilec, whose registry then registers every
#      generated backend through the C validator (src/backend/validate.c), so a
#      spec that breaks a rule fails here with its file and line;
#   4. only then are the files copied into OUT.
# The Makefile calls this for `make gen` (OUT = generated) and for
# `make check-generated` (OUT = a scratch folder diffed against generated/).
set -eu
out=$1 build=$2
shift 2
: "${LUA:=lua5.4}" "${RE2C:=re2c}" "${CC:=cc}" "${LDFLAGS:=}"
work=$build/gen-work
rm -rf "$work"
mkdir -p "$work/out"

sources=""
for f in src/*/*.c; do sources="$sources --source $f"; done
# shellcheck disable=SC2086
"$LUA" gen/gen.lua --out "$work/out" $sources "$@"

for re in src/*/*.re; do
    [ -e "$re" ] || continue
    dir=${re#src/}; dir=${dir%%/*}
    name=${re##*/}; name=${name%.re}
    "$RE2C" -W -Werror --no-generation-date --no-version -i -o "$work/out/${dir}_${name}.c" "$re"
done

# shellcheck disable=SC2086
$CC -std=c11 -D_GNU_SOURCE -O0 -w -I"$work/out" -Iinclude -Isrc -c "$work/out/registry.c" -o "$work/registry.o"
cli_objs=$(find "$build/src/cli" -name '*.o' | sort)
# shellcheck disable=SC2086
$CC $LDFLAGS $cli_objs "$work/registry.o" "$build/libtilec-core.a" -lpthread -ldl -lm -o "$work/tilec"
if ! "$work/tilec" backends >/dev/null 2>"$work/validate.err"; then
    sed 's/^tilec: error: //' "$work/validate.err" >&2
    echo "gen: the registry rejects the generated tables; $out left as it was" >&2
    exit 1
fi

mkdir -p "$out"
for f in "$out"/*; do
    [ -e "$f" ] || continue
    [ -e "$work/out/${f##*/}" ] || rm -f "$f"
done
cp "$work/out"/* "$out"/
