#!/bin/sh
# bench/plot.sh DIR: turns what `make bench-cpu` printed (DIR/cpu.log) into
# CSV files and PNG charts in DIR (build/bench/):
#   cpu-gemm.csv       cores, n, GFLOP/s of tilec, its prelude, BLIS, OpenBLAS
#   cpu-memory.csv     memory-bound kernels: GB/s of tilec and of memcpy
#   cpu-examples.csv   every example's median ms on target c and llvm
#   cpu-ratio.png      tilec's speed over each peer's, per kernel (bars;
#                      1 = as fast as the peer)
#   cpu-roofline.png   achieved GFLOP/s against arithmetic intensity, under
#                      the machine's copy bandwidth (memcpy, measured) and
#                      its peak (the fastest GEMM measured, peers included)
# The charts need gnuplot (Debian gnuplot-nox, `make deps`); without it the
# CSV files are written and the charts are skipped, saying so.
set -eu
dir=$1
log=$dir/cpu.log
[ -s "$log" ] || { echo "plot: no $log (make bench-cpu writes it)"; exit 1; }

# the GEMM table: "cores n tilec prelude BLIS OpenBLAS ..." lines of numbers
echo "cores,n,tilec,prelude,blis,openblas" >"$dir/cpu-gemm.csv"
awk '/^f32 GEMM/ { g = 1; next } g && $1 ~ /^[0-9]+$/ && $2 ~ /^[0-9]+$/ {
       printf "%s,%s,%s,%s,%s,%s\n", $1, $2, $3, ($4 == "-" ? "" : $4), $5, $6 } g && /^$/ { g = 0 }' \
    "$log" >>"$dir/cpu-gemm.csv"
# the memory-bound table: "NAME ... tilec memcpy ratio"
echo "kernel,tilec_gbs,memcpy_gbs" >"$dir/cpu-memory.csv"
awk '/^memory-bound/ { m = 1; next } m && /^kernel/ { next }
     m && NF >= 4 && $(NF-1) ~ /^[0-9.]+$/ { n = $1; printf "%s,%s,%s\n", n, $(NF-2), $(NF-1) } m && /^$/ { m = 0 }' \
    "$log" >>"$dir/cpu-memory.csv"
# the examples: "example c llvm ratio"
echo "example,c_ms,llvm_ms" >"$dir/cpu-examples.csv"
awk '/^example / { e = 1; next } e && NF >= 3 && $2 ~ /^[0-9.]+$/ { printf "%s,%s,%s\n", $1, $2, ($3 ~ /^[0-9.]+$/ ? $3 : "") }' \
    "$log" >>"$dir/cpu-examples.csv"
echo "plot: wrote $dir/cpu-gemm.csv, $dir/cpu-memory.csv, $dir/cpu-examples.csv"

if ! command -v gnuplot >/dev/null 2>&1; then
    echo "plot: skipped: no gnuplot (make deps installs gnuplot-nox); the CSV files are written"
    exit 0
fi

# ratios: one bar pair per GEMM row (tilec over BLIS, over OpenBLAS), one bar
# per memory-bound kernel (tilec over memcpy)
{
    echo "kernel,over_blis,over_openblas,over_memcpy"
    awk -F, 'NR > 1 && $3 > 0 { printf "\"gemm %s^3, %s core%s\",%s,%s,\n", $2, $1, ($1 == 1 ? "" : "s"),
             ($5 > 0 ? $3 / $5 : ""), ($6 > 0 ? $3 / $6 : "") }' "$dir/cpu-gemm.csv"
    awk -F, 'NR > 1 && $3 > 0 { printf "\"%s\",,,%s\n", $1, $2 / $3 }' "$dir/cpu-memory.csv"
} >"$dir/cpu-ratio.csv"
gnuplot <<GP
set terminal pngcairo size 1100,520 font "sans,10" noenhanced
set output "$dir/cpu-ratio.png"
set datafile separator ","
set title "tilec on the CPU against its peers (1 = as fast; higher is better)"
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.8 border -1
set boxwidth 0.9
set logscale y
set yrange [0.01:100]
set ylabel "tilec speed / peer speed (log scale)"
set xtics rotate by -30 left
set grid ytics
set key top right
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lc rgb "black"
plot "$dir/cpu-ratio.csv" skip 1 using 2:xtic(1) title "over BLIS" lc rgb "#1f77b4", \
     "" skip 1 using 3 title "over OpenBLAS" lc rgb "#ff7f0e", \
     "" skip 1 using 4 title "over memcpy (bandwidth)" lc rgb "#2ca02c"
GP

# roofline: GEMM n^3 (2 n^3 flops over 3 n^2 f32 = 12 n^2 bytes: n / 6
# FLOP/byte), vector_add (1 flop per 12 bytes), softmax (about 5 flops per 8
# bytes: read and write one f32, max, subtract, exp, sum, scale)
bw=$(awk -F, 'NR > 1 && $3 > m { m = $3 } END { print m + 0 }' "$dir/cpu-memory.csv")
peak=$(awk -F, 'NR > 1 { for (i = 3; i <= 6; i++) if ($i > m) m = $i } END { print m + 0 }' "$dir/cpu-gemm.csv")
{
    echo "kernel,intensity,gflops"
    awk -F, 'NR > 1 { printf "\"gemm %s (%s core%s)\",%s,%s\n", $2, $1, ($1 == 1 ? "" : "s"), $2 / 6, $3 }' "$dir/cpu-gemm.csv"
    awk -F, 'NR > 1 { ai = ($1 ~ /softmax/ ? 5 / 8 : 1 / 12); printf "\"%s\",%s,%s\n", $1, ai, $2 * ai }' "$dir/cpu-memory.csv"
} >"$dir/cpu-roofline.csv"
if awk -v b="$bw" -v p="$peak" 'BEGIN { exit !(b > 0 && p > 0) }'; then
gnuplot <<GP
set terminal pngcairo size 900,600 font "sans,10" noenhanced
set output "$dir/cpu-roofline.png"
set datafile separator ","
set title sprintf("roofline: copy bandwidth %.1f GB/s (memcpy), peak %.1f GFLOP/s (fastest GEMM measured)", $bw, $peak)
set logscale xy
set xlabel "arithmetic intensity (FLOP/byte)"
set ylabel "GFLOP/s"
set xrange [0.05:1000]
set grid
set key bottom right
roof(x) = (x * $bw < $peak) ? x * $bw : $peak
plot roof(x) title "roof" lw 2 lc rgb "black", \
     "$dir/cpu-roofline.csv" using 2:3 every ::1 with points pt 7 ps 1.5 lc rgb "#d62728" title "tilec", \
     "" using 2:3:1 every ::1 with labels offset 0,1 font ",8" notitle
GP
    echo "plot: wrote $dir/cpu-ratio.png, $dir/cpu-roofline.png"
else
    echo "plot: wrote $dir/cpu-ratio.png; skipped the roofline: no bandwidth or GEMM figure in $log"
fi
