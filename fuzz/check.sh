#!/bin/sh
# fuzz/check.sh: the bounded fuzz run of `make fuzz-check` for one target (see
# fuzz/fuzz.mk). Runs $FUZZ_BIN once over each seed file given on the command
# line, then fuzzes $FUZZ_DIR/check-corpus-$FUZZ_NAME for $FUZZ_CHECK_TIME
# seconds. Prints libFuzzer's output only on failure, and a closing line
# `fuzz NAME: N passed, M failed` where N counts executed inputs (seeds and
# generated ones). Exits 1 on any failure.
set -u
name=$FUZZ_NAME
log=$FUZZ_DIR/check-$name.log
seeds=$#

# shellcheck disable=SC2086
"$FUZZ_BIN" $FUZZ_FLAGS "$@" >"$log" 2>&1
rc=$?
ran=$(grep -c '^Executed ' "$log")
if [ "$rc" -ne 0 ] || [ "$ran" -ne "$seeds" ]; then
    cat "$log"
    echo "fuzz $name: a seed input failed (exit $rc; $ran of $seeds ran cleanly)"
    echo "fuzz $name: $ran passed, 1 failed"
    exit 1
fi
echo "fuzz $name: $seeds seed inputs ran cleanly"

# shellcheck disable=SC2086
"$FUZZ_BIN" $FUZZ_FLAGS -max_total_time="$FUZZ_CHECK_TIME" "$FUZZ_DIR/check-corpus-$name" >"$log" 2>&1
rc=$?
execs=$(sed -n 's/^stat::number_of_executed_units: *\([0-9]*\).*/\1/p' "$log" | tail -n 1)
if [ "$rc" -ne 0 ]; then
    cat "$log"
    echo "fuzz $name: failed after $FUZZ_CHECK_TIME s at most (exit $rc); the input is in $FUZZ_DIR/crashes/"
    echo "fuzz $name: $((seeds + ${execs:-0})) passed, 1 failed"
    exit 1
fi
speed=$(sed -n 's/^stat::average_exec_per_sec: *\([0-9]*\).*/\1/p' "$log" | tail -n 1)
echo "fuzz $name: ${execs:-0} generated inputs in $FUZZ_CHECK_TIME s (${speed:-?} exec/s)"
echo "fuzz $name: $((seeds + ${execs:-0})) passed, 0 failed"
