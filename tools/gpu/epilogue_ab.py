#!/usr/bin/env python3
"""tools/gpu/epilogue_ab.py TILEC [ROUNDS] [DTYPES] [SHAPES]: the Hopper GEMMs
(examples/gemm_f16_large.tile, examples/fp8_gemm_large.tile) with their copy
out stored by TMA (the default target nvidia/h200) against the pair stores
from registers (nvidia/h200 -epilogue=pairs), cuBLAS (torch.matmul) or
torch._scaled_mm timed alike in the same process, each round alternating the
three: TFLOP/s and the ratio to the peer, medians with the L2 flushed (tilec's
through `tilec run --bench`). DTYPES: a comma list of bf16, f16, fp8 (all);
SHAPES: a comma list of indices into the shape list below (all). Prints each
shape's rounds, then per dtype the geomean and minimum of the ratios. The
figures of docs/gpu.md "The copy out by TMA" came from it."""
import re, subprocess, sys, torch
T = sys.argv[1] if len(sys.argv) > 1 else "build/tilec"
rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 2
WHICH = sys.argv[3].split(",") if len(sys.argv) > 3 else ["bf16", "f16", "fp8"]
PICK = [int(x) for x in sys.argv[4].split(",")] if len(sys.argv) > 4 else None
dev = torch.device("cuda")
L2 = torch.empty(256 << 20, dtype=torch.uint8, device=dev)
def median_ms(fn):
    fn(); torch.cuda.synchronize()
    def once():
        L2.zero_()
        s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        s.record(); fn(); e.record(); e.synchronize()
        return s.elapsed_time(e)
    one = once(); runs = min(200, max(5, int(500.0 / one)))
    ts = sorted(once() for _ in range(runs)); return ts[len(ts) // 2]
def tb(path, kern, dims, target):
    args = [T, "run", path, "--target", target, "--exec", "nvrtc", "--kernel", kern, "--bench"]
    for k, v in dims.items(): args += ["--dim", "%s=%d" % (k, v)]
    p = subprocess.run(args, capture_output=True, text=True, timeout=120); out = p.stdout + p.stderr
    m = re.search(r"bench \w+: median ([0-9.]+) ms", out)
    return float(m.group(1)) if m else None
SH = [(4096, 4096, 4096), (8192, 8192, 8192), (4096, 6144, 4096), (4096, 14336, 4096), (4096, 4096, 14336),
      (4096, 10240, 8192), (4096, 28672, 8192), (4096, 8192, 28672), (4000, 4000, 4096)]
import math
g = {}
for dn, dt in (("bf16", torch.bfloat16), ("f16", torch.float16)):
    if dn not in WHICH: continue
    for si, (M, N, K) in enumerate(SH):
        if PICK is not None and si not in PICK: continue
        a = torch.randn(M, K, dtype=dt, device=dev); b = torch.randn(K, N, dtype=dt, device=dev); c = torch.empty(M, N, dtype=dt, device=dev)
        fl = 2.0 * M * N * K; row = []
        for r in range(rounds):
            tc = median_ms(lambda: torch.matmul(a, b, out=c))
            t1 = tb("examples/gemm_f16_large.tile", "matmul_%s_large" % dn, {"M": M, "N": N, "K": K}, "nvidia/h200")
            t2 = tb("examples/gemm_f16_large.tile", "matmul_%s_large" % dn, {"M": M, "N": N, "K": K}, "nvidia/h200 -epilogue=pairs")
            f = lambda t: "%6.1f (%.3fx)" % (fl / t / 1e9, tc / t) if t else "n/a"
            row.append("cuBLAS %6.1f  tma %s  pairs %s" % (fl / tc / 1e9, f(t1), f(t2)))
            if t1 and t2: g.setdefault(dn, []).append((tc / t1, tc / t2))
        print("%-4s %5dx%5dx%5d: %s" % (dn, M, N, K, " | ".join(row)), flush=True)
        del a, b, c
for dn, v in g.items():
    gm = lambda xs: math.exp(sum(math.log(x) for x in xs) / len(xs))
    print("%s geomean tma %.3fx  pairs %.3fx  min tma %.3fx pairs %.3fx" % (dn, gm([x[0] for x in v]), gm([x[1] for x in v]), min(x[0] for x in v), min(x[1] for x in v)), flush=True)
f8 = torch.float8_e4m3fn
for M, N, K in (SH[:1] + SH[3:4] + SH[1:2] if "fp8" in WHICH else []):
    a = (torch.randn(M, K, device=dev) * 0.5).to(f8); b = (torch.randn(N, K, device=dev) * 0.5).to(f8)
    sa = torch.tensor(0.5, device=dev); sb = torch.tensor(0.5, device=dev); fl = 2.0 * M * N * K; row = []
    for r in range(rounds):
        tc = median_ms(lambda: torch._scaled_mm(a, b.t(), scale_a=sa, scale_b=sb, out_dtype=torch.bfloat16))
        t1 = tb("examples/fp8_gemm_large.tile", "fp8_gemm_large", {"M": M, "N": N, "K": K}, "nvidia/h200")
        t2 = tb("examples/fp8_gemm_large.tile", "fp8_gemm_large", {"M": M, "N": N, "K": K}, "nvidia/h200 -epilogue=pairs")
        f = lambda t: "%6.1f (%.3fx)" % (fl / t / 1e9, tc / t) if t else "n/a"
        row.append("_scaled_mm %6.1f  tma %s  pairs %s" % (fl / tc / 1e9, f(t1), f(t2)))
    print("fp8  %5dx%5dx%5d: %s" % (M, N, K, " | ".join(row)), flush=True)
