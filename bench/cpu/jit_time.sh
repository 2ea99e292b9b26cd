#!/bin/sh
# bench/cpu/jit_time.sh JIT_BENCH [FILE] [RUNS]: the time from FILE's source
# (default examples/gemm.tile) to a callable function on target llvm, in
# fresh processes (medians of RUNS, default 7): cold (an empty compile cache:
# the optimizer and code generation run) and from the cache (the JIT's objects
# found there); and, in one process, a compile repeated with the cache off
# (LLVM's code already paged in). Part of make bench-cpu (make bench-jit alone).
set -u
bench=$1
file=${2:-examples/gemm.tile}
runs=${3:-7}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/tilec-jit-time.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
median() { sort -n | awk '{ v[NR] = $1 } END { if (NR) printf "%.1f", v[int((NR + 1) / 2)]; else print "-" }'; }
first() { sed -n 's/^first \([0-9.]*\) ms (cpu \([0-9.]*\) ms)$/\1 \2/p'; }
# the median of column $1 of stdin
median_of() { awk -v c="$1" '{ print $c }' | median; }
# (this first run also fills the cache that the runs "from the cache" use)
if ! XDG_CACHE_HOME="$tmp/warm" "$bench" "$file" llvm >/dev/null 2>"$tmp/err"; then
    echo "jit time: skipped: $(cat "$tmp/err")"
    exit 0
fi
i=0
while [ $i -lt "$runs" ]; do
    i=$((i + 1))
    XDG_CACHE_HOME="$tmp/cold$i" "$bench" "$file" llvm | first >>"$tmp/cold"
    XDG_CACHE_HOME="$tmp/warm" "$bench" "$file" llvm | first >>"$tmp/cached"
done
repeat=$(TILEC_NO_CACHE=1 "$bench" "$file" llvm 11 | sed -n 's/^repeat \([0-9.]*\) ms$/\1/p')
printf 'jit time, %s source to callable on llvm (ms, medians of %s fresh processes):\n' "$file" "$runs"
printf '  cold (empty cache) %8s   (cpu %s)   goal 50\n' "$(median_of 1 <"$tmp/cold")" "$(median_of 2 <"$tmp/cold")"
printf '  from the cache     %8s   (cpu %s)   goal 5\n' "$(median_of 1 <"$tmp/cached")" "$(median_of 2 <"$tmp/cached")"
printf '  repeated in one process, cache off %s\n' "${repeat:--}"
