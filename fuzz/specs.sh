#!/bin/sh
# fuzz/specs.sh SECONDS SPEC... -- SEED...: the specs fuzzer (fuzz/fuzz.mk:
# `make fuzz-specs`, and a few seconds of `make fuzz-check`). For SECONDS, it
# mutates one of the SEED specs at a time (fuzz/mutate_spec.lua) and runs
# gen/gen.lua on the built-in SPECs with the mutant in its place (or after
# them). gen.lua must answer every mutant within 60 s, with exit 0 and its
# files, or exit 1 with errors that name a spec's file and line (never one of
# gen.lua's own lines, never a Lua traceback) and say that nothing was
# written. A mutant that breaks this is kept in $FUZZ_DIR/crashes/ with what
# gen.lua said. FUZZ_SEED (default: the time) starts the mutations; prints
# `fuzz specs: N passed, M failed`.
set -u
seconds=$1
shift
builtin=""
while [ $# -gt 0 ] && [ "$1" != "--" ]; do builtin="$builtin $1"; shift; done
shift
work=$FUZZ_DIR/specs
rm -rf "$work"
mkdir -p "$work" "$FUZZ_DIR/crashes"
start=$(date +%s)
seed=${FUZZ_SEED:-$start}
n=0 failed=0
while [ $(($(date +%s) - start)) -lt "$seconds" ]; do
    n=$((n + 1))
    mutant=$work/mutant.lua
    base=$("$LUA" fuzz/mutate_spec.lua $((seed + n)) "$mutant" "$@") || { echo "fuzz specs: the mutator failed"; exit 1; }
    list="" placed=0
    for b in $builtin; do
        if [ "$b" = "$base" ]; then list="$list $mutant"; placed=1; else list="$list $b"; fi
    done
    [ $placed = 1 ] || list="$list $mutant"
    rm -rf "$work/out"
    mkdir -p "$work/out"
    # shellcheck disable=SC2086
    timeout 60 "$LUA" gen/gen.lua --out "$work/out" $list >"$work/out.txt" 2>"$work/err.txt"
    rc=$?
    why=""
    if [ $rc -eq 124 ]; then why="gen.lua ran for 60 s"
    elif [ $rc -ne 0 ] && [ $rc -ne 1 ]; then why="gen.lua exited $rc"
    elif grep -q "stack traceback" "$work/err.txt"; then why="an error escaped gen.lua's checks"
    elif grep -q "^gen/gen.lua:" "$work/err.txt"; then why="an error names gen.lua's own line, not the spec's"
    elif [ $rc -eq 1 ] && ! grep -q "left as they were" "$work/err.txt"; then why="gen.lua failed without saying so"
    elif [ $rc -eq 1 ] && ! head -n 1 "$work/err.txt" | grep -q '^[^ :]*\.lua:[0-9][0-9]*: '; then
        why="an error does not start with a spec's file:line"
    elif [ $rc -eq 0 ] && ! [ -s "$work/out/registry.c" ]; then why="gen.lua succeeded without writing registry.c"
    fi
    if [ -n "$why" ]; then
        failed=$((failed + 1))
        keep=$FUZZ_DIR/crashes/spec-$((seed + n)).lua
        cp "$mutant" "$keep"
        cp "$work/err.txt" "$keep.err"
        echo "fuzz specs: $why (from $base; kept in $keep):"
        head -n 20 "$work/err.txt"
    fi
done
echo "fuzz specs: $n mutated specs in $seconds s (seed $seed)"
echo "fuzz specs: $((n - failed)) passed, $failed failed"
[ $failed -eq 0 ]
