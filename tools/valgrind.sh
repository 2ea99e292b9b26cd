#!/bin/sh
# tools/valgrind.sh BUILD SUITE...: runs Check suites under valgrind's memcheck
# (make valgrind). Errors and definite leaks fail the run. Kernels are built
# for x86-64-v3 (TILEC_KERNEL_CFLAGS), a CPU valgrind models; the build is
# without LLVM, whose JIT targets the host CPU. Check's forked test processes
# run under valgrind too; timeouts are stretched.
set -u
build=$1
shift
command -v valgrind >/dev/null 2>&1 || { echo "skipped: valgrind is not installed (apt-get install valgrind)"; exit 0; }
status=0
for t in "$@"; do
    name=${t##*/}
    log=$build/valgrind-$name.log
    TILEC_KERNEL_CFLAGS=-march=x86-64-v3 CK_TIMEOUT_MULTIPLIER=40 \
        valgrind --quiet --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite \
        --log-file="$log" "$t" >"$log.out" 2>&1
    rc=$?
    summary=$(sed -n 's/^[0-9]*%: \(Checks: .*\)/\1/p' "$log.out" | tail -n 1)
    errors=$(grep -c '^==[0-9]*== ' "$log" 2>/dev/null || true)
    if [ "$rc" -eq 0 ]; then
        echo "valgrind: $name: clean ($summary)"
    else
        echo "valgrind: $name: FAILED (exit $rc, $summary); see $log"
        sed -n '1,40p' "$log"
        status=1
    fi
    : "$errors"
done
exit $status
