#!/bin/sh
# Runs every Check suite given on the command line, prints each one's summary,
# and fails when a suite fails or runs no check. Ends with a total line.
set -u
status=0 passed=0 failed=0
for t in "$@"; do
    name=${t##*/}
    echo "== $name"
    out=$("$t" 2>&1); rc=$?
    printf '%s\n' "$out"
    counts=$(printf '%s\n' "$out" |
        sed -n 's/^[0-9]*%: Checks: \([0-9]*\), Failures: \([0-9]*\), Errors: \([0-9]*\).*/\1 \2 \3/p' | tail -n 1)
    if [ -z "$counts" ]; then
        echo "FAIL: $name printed no Check summary"; status=1
    else
        read -r n f e <<EOT
$counts
EOT
        if [ "$n" -eq 0 ]; then echo "FAIL: $name ran no check"; status=1; fi
        passed=$((passed + n - f - e)); failed=$((failed + f + e))
    fi
    [ "$rc" -eq 0 ] || { echo "FAIL: $name exited $rc"; status=1; }
done
echo "checks: $passed passed, $failed failed"
exit $status
