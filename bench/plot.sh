#!/bin/sh
# bench/plot.sh DIR: turns what `make bench-cpu` printed (DIR/cpu.log) and
# what `make bench-gpu` wrote (DIR/gpu.csv) into CSV files and PNG charts in
# DIR (build/bench/):
#   cpu-gemm.csv       cores, n, GFLOP/s of tilec, its prelude, BLIS, OpenBLAS
#   cpu-memory.csv     memory-bound kernels: GB/s of tilec and of memcpy
#   cpu-examples.csv   every example's median ms on target c and llvm
#   cpu-ratio.png      tilec's speed over each peer's, per kernel (bars;
#                      1 = as fast as the peer)
#   cpu-roofline.png   achieved GFLOP/s against arithmetic intensity, under
#                      the machine's copy bandwidth (memcpy, measured) and
#                      its peak (the fastest GEMM measured, peers included)
#   gpu-ratio.png      the same bars for the GPU rows of gpu.csv (against
#                      cuBLAS, Triton, torch SDPA, a device copy)
#   gpu-roofline.png   the GEMM and attention rows under the device copy's
#                      bandwidth and the fastest cuBLAS GEMM measured
# The charts need gnuplot (Debian gnuplot-nox, `make deps`); without it the
# CSV files are written and the charts are skipped, saying so.
set -eu
dir=$1
log=$dir/cpu.log
[ -s "$log" ] || [ -s "$dir/gpu.csv" ] || { echo "plot: neither $log (make bench-cpu) nor $dir/gpu.csv (make bench-gpu)"; exit 1; }
have_gnuplot=yes
command -v gnuplot >/dev/null 2>&1 || have_gnuplot=no

plot_gpu() {
    csv=$dir/gpu.csv
    # speed over the peer's, per row; the roofline's points and ceilings
    {
        echo "row,ratio"
        awk -F, 'NR > 1 && $4 > 0 { printf "\"%s %s vs %s\",%s\n", $2, $3, $5, $6 / $4 }' "$csv"
    } >"$dir/gpu-ratio.csv"
    {
        echo "row,intensity,tflops"
        awk -F, 'NR > 1 && $7 > 0 && $8 > 0 && !seen[$2 $3]++ { printf "\"%s %s\",%s,%s\n", $2, $3, $7 / $8, $7 / $4 / 1e9 }' "$csv"
    } >"$dir/gpu-roofline.csv"
    bw=$(awk -F, 'NR > 1 && $1 == "memory" && $6 > 0 && $8 / $6 / 1e9 > m { m = $8 / $6 / 1e9 } END { print m + 0 }' "$csv")
    peak=$(awk -F, 'NR > 1 && $1 == "gemm" && $6 > 0 && $7 / $6 / 1e9 > m { m = $7 / $6 / 1e9 } END { print m + 0 }' "$csv")
    echo "plot: wrote $dir/gpu-ratio.csv, $dir/gpu-roofline.csv"
    [ "$have_gnuplot" = yes ] || { echo "plot: skipped the GPU charts: no gnuplot (make deps installs gnuplot-nox)"; return 0; }
    n=$(($(wc -l <"$dir/gpu-ratio.csv") - 1))
    gnuplot <<GP
set terminal pngcairo size $((400 + n * 28)),600 font "sans,9" noenhanced
set output "$dir/gpu-ratio.png"
set datafile separator ","
set title "tilec on the GPU against its peers (speed over the peer's; 1 = as fast)"
set style data histograms
set style fill solid 0.8 border -1
set boxwidth 0.8
set logscale y
set yrange [0.01:10]
set ylabel "tilec speed / peer speed (log scale)"
set xtics rotate by -60 left
set grid ytics
set bmargin 22
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lc rgb "black"
plot "$dir/gpu-ratio.csv" skip 1 using 2:xtic(1) notitle lc rgb "#1f77b4"
GP
    if awk -v b="$bw" -v p="$peak" 'BEGIN { exit !(b > 0 && p > 0) }'; then
        gnuplot <<GP
set terminal pngcairo size 900,600 font "sans,10" noenhanced
set output "$dir/gpu-roofline.png"
set datafile separator ","
set title sprintf("GPU roofline: device copy %.2f TB/s, peak %.0f TFLOP/s (fastest cuBLAS GEMM measured)", $bw, $peak)
set logscale xy
set xlabel "arithmetic intensity (FLOP/byte)"
set ylabel "TFLOP/s"
set xrange [1:10000]
set grid
set key bottom right
roof(x) = (x * $bw < $peak) ? x * $bw : $peak
plot roof(x) title "roof" lw 2 lc rgb "black", \
     "$dir/gpu-roofline.csv" skip 1 using 2:3 with points pt 7 ps 1.2 lc rgb "#d62728" title "tilec", \
     "" skip 1 using 2:3:1 with labels offset 0,1 font ",7" notitle
GP
        echo "plot: wrote $dir/gpu-ratio.png, $dir/gpu-roofline.png"
    else
        echo "plot: wrote $dir/gpu-ratio.png; skipped the GPU roofline: no copy or cuBLAS row in $csv"
    fi
}
if [ -s "$dir/gpu.csv" ]; then
    plot_gpu
fi
[ -s "$log" ] || exit 0

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

if [ "$have_gnuplot" = no ]; then
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
