#!/bin/sh
# bench/time-gen.sh BUILD: the time of a full regeneration (gen.lua, re2c, and
# the validation build and run of gen/regenerate.sh), median of 7 runs, and of
# gen.lua alone. Goal: at most 0.2 s.
set -eu
build=$1
specs=$(make -s print-specs)
out=$build/bench-gen
mkdir -p "$out"
sources=""
for f in src/*/*.c; do sources="$sources --source $f"; done
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
ms() { date +%s%N; }
full="" lua=""
for i in 1 2 3 4 5 6 7; do
    t0=$(ms)
    # shellcheck disable=SC2086
    sh gen/regenerate.sh "$out" "$build" $specs
    t1=$(ms)
    # shellcheck disable=SC2086
    lua5.4 gen/gen.lua --out "$out" $sources $specs
    t2=$(ms)
    full="$full $(( (t1 - t0) / 1000 ))"
    lua="$lua $(( (t2 - t1) / 1000 ))"
done
f=$(printf '%s\n' $full | median)
l=$(printf '%s\n' $lua | median)
printf 'full regeneration (make gen: gen.lua + re2c + validation build)  median %d.%03d s\n' $((f / 1000000)) $(( (f / 1000) % 1000 ))
printf 'gen.lua alone (check specs, write tables and BACKENDS.md)      median %d.%03d s\n' $((l / 1000000)) $(( (l / 1000) % 1000 ))
