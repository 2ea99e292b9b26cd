#!/bin/sh
# Runs every Check suite given on the command line, CHECK_JOBS at a time
# (default: the processors), prints each one's output, summary and wall time
# in the order given, and fails when a suite fails or runs no check. Ends
# with a total line and the slowest suites (make check's budget is 15 min).
set -u
jobs=${CHECK_JOBS:-$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/tilec-checks.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
# the interpreter's results that suites running one kernel on the same
# inputs share (tests/interpref.h)
mkdir "$tmp/interp" && export TL_CHECK_REF_DIR="$tmp/interp"
# each suite's output and exit status into $tmp/N.out and $tmp/N.rc
# started longest first (tests/slow-suites: one suite name a line, the
# slowest first), so that no long suite is left running alone at the end;
# the output keeps the given order
slow="$(dirname "$0")/slow-suites"
{
    [ -f "$slow" ] && while read -r want; do
        i=0
        for t in "$@"; do
            i=$((i + 1))
            [ "${t##*/}" = "$want" ] && printf '%s %s\n' "$i" "$t"
        done
    done <"$slow"
    i=0
    for t in "$@"; do
        i=$((i + 1))
        [ -f "$slow" ] && grep -qx "${t##*/}" "$slow" && continue
        printf '%s %s\n' "$i" "$t"
    done
} | xargs -P "$jobs" -L 1 sh -c 's=$(date +%s); "$2" >"$0/$1.out" 2>&1; echo $? >"$0/$1.rc"; echo $(($(date +%s) - s)) >"$0/$1.s"' "$tmp"
status=0 passed=0 failed=0 i=0
for t in "$@"; do
    i=$((i + 1))
    name=${t##*/}
    secs=$(cat "$tmp/$i.s" 2>/dev/null || echo '?')
    echo "== $name ($secs s)"
    echo "$secs $name" >>"$tmp/times"
    out=$(cat "$tmp/$i.out" 2>/dev/null); rc=$(cat "$tmp/$i.rc" 2>/dev/null || echo 1)
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
echo "slowest suites (s): $(sort -rn "$tmp/times" | head -n 6 | tr '\n' ' ')"
exit $status
