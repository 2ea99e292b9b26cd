#!/usr/bin/env python3
"""make bench-cpu-bf16: tilec's bf16 GEMM on the CPU (bench/cpu/gemm_bf16.tile:
the prelude's AMX tiles where the CPU has them, vdpbf16ps where it has
AVX-512 BF16) beside PyTorch's CPU bf16 matmul (oneDNN) and tilec's f32 GEMM
(examples/gemm_cpu.tile), and tilec's 8-bit GEMM (examples/gemm_i8.tile's
matmul_i8: AMX, else AVX-512 VNNI) beside torch._int_mm where this torch
runs it on the CPU, on 1 core and on all, medians. tilec's kernels run
through `tilec run --bench` on targets c and llvm. Asserts nothing; without
torch its rows say skipped.

usage: bf16.py TILEC [SIZE...]   (default sizes 1024 2048)
"""
import os
import re
import statistics
import subprocess
import sys
import time

TILEC = sys.argv[1] if len(sys.argv) > 1 else "build/tilec"
SIZES = [int(a) for a in sys.argv[2:]] or [1024, 2048]
CORES = os.cpu_count() or 1

try:
    import torch
    HAVE_TORCH = True
except ImportError:
    HAVE_TORCH = False


def tilec_ms(path, kernel, n, target, workers):
    args = [TILEC, "run", path, "--target", target, "--kernel", kernel, "--bench", "--workers", str(workers)]
    for d in ("M", "N", "K"):
        args += ["--dim", "%s=%d" % (d, n)]
    p = subprocess.run(args, capture_output=True, text=True)
    m = re.search(r"median ([0-9.]+) ms", p.stdout + p.stderr)
    return float(m.group(1)) if p.returncode == 0 and m else None


def torch_ms(n, workers):
    torch.set_num_threads(workers)
    a = torch.randn(n, n).to(torch.bfloat16)
    b = torch.randn(n, n).to(torch.bfloat16)
    a @ b
    times = []
    t_end = time.time() + 2.0
    while len(times) < 5 or (time.time() < t_end and len(times) < 50):
        t0 = time.perf_counter()
        a @ b
        times.append((time.perf_counter() - t0) * 1e3)
    return statistics.median(times)


def torch_int8_ms(n, workers):
    """torch._int_mm on the CPU (i8 x i8 -> i32), or None where this torch has none."""
    torch.set_num_threads(workers)
    a = torch.randint(-128, 128, (n, n), dtype=torch.int8)
    b = torch.randint(-128, 128, (n, n), dtype=torch.int8)
    try:
        torch._int_mm(a, b)
    except Exception:
        return None
    times = []
    t_end = time.time() + 2.0
    while len(times) < 5 or (time.time() < t_end and len(times) < 50):
        t0 = time.perf_counter()
        torch._int_mm(a, b)
        times.append((time.perf_counter() - t0) * 1e3)
    return statistics.median(times)


def main():
    print("bf16 and 8-bit GEMMs on the CPU (%d cores), GFLOP/s (GOP/s), medians; torch %s" % (
        CORES, torch.__version__ if HAVE_TORCH else "absent (skipped: import torch failed)"), flush=True)
    for n in SIZES:
        flops = 2.0 * n * n * n
        for w in sorted({1, CORES}):
            row = ["n=%d %2d core%s" % (n, w, "" if w == 1 else "s")]
            peer = torch_ms(n, w) if HAVE_TORCH else None
            row.append("torch bf16 %s" % ("%.1f" % (flops / peer / 1e6) if peer else "skipped"))
            for target in ("c", "llvm"):
                t = tilec_ms("bench/cpu/gemm_bf16.tile", "matmul_bf16", n, target, w)
                f = tilec_ms("examples/gemm_cpu.tile", "matmul", n, target, w)
                row.append("tilec %s bf16 %s%s, f32 %s" % (
                    target, "%.1f" % (flops / t / 1e6) if t else "n/a",
                    " (%.2fx torch)" % (peer / t) if t and peer else "", "%.1f" % (flops / f / 1e6) if f else "n/a"))
            print("  ".join(row), flush=True)
            row = ["n=%d %2d core%s" % (n, w, "" if w == 1 else "s")]
            peer = torch_int8_ms(n, w) if HAVE_TORCH else None
            row.append("torch _int_mm %s" % ("%.1f" % (flops / peer / 1e6) if peer else "skipped (no CPU _int_mm)"
                                             if HAVE_TORCH else "skipped"))
            for target in ("c", "llvm"):
                t = tilec_ms("examples/gemm_i8.tile", "matmul_i8", n, target, w)
                row.append("tilec %s i8 %s%s" % (target, "%.1f" % (flops / t / 1e6) if t else "n/a",
                                                 " (%.2fx torch)" % (peer / t) if t and peer else ""))
            print("  ".join(row) + "  (GOP/s)", flush=True)


if __name__ == "__main__":
    main()
