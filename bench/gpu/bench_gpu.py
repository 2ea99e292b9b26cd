#!/usr/bin/env python3
"""make bench-gpu: tilec's kernels on the GPU beside their peers, medians.

Peers: torch.matmul (cuBLAS) and Triton's tutorial matmul for GEMM (f16 and
bf16, 4096^3 and four LLM shapes), torch SDPA for attention, and a device
copy of the same bytes for the memory-bound kernels. tilec's kernels run
through `tilec run --bench` (CUDA events, the L2 flushed before each run,
the median). A kernel the cuda backend cannot compile yet is printed as n/a
with the reason. Prints TFLOP/s, TB/s and the ratios; asserts nothing. The
rows that compare tilec with a peer also go to BENCH_DIR/gpu.csv (build/bench/
beside TILEC's folder), which bench/plot.sh draws (ratio bars, a roofline).

usage: bench_gpu.py TILEC [--mem | --gemm | --hopper | --fp8 | --attention | --forms | --final | --cuda | --sweep | --ab TILEC2] [--quick]
(--inproc: tilec's mma.sync GEMMs and cuBLAS timed alike in one process through tilec's Python package;
--hopper-inproc: the Hopper GEMM table (bf16, f16, the eight shapes) timed so too, with and without stream-K (-stream_k=off);
--forms: the ring's loop forms on mma.sync at shapes the tiles divide and at shapes they do not; --hopper: the Hopper
GEMM table alone (bf16 and f16 at eight LLM shapes, geomean and minimum of the ratio to cuBLAS, then the fp8 table);
--fp8: the fp8 table alone (e4m3 in, bf16 out, per-tensor scales, against torch._scaled_mm); --attention: the
attention table alone (examples/flash_attention_wg.tile, plain and causal, head dims 64 and 128, S 1024 to 8192,
against torch SDPA; --quick: fp8 at two shapes, attention at S 4096 alone); --mem: the device copy and
the memory-bound kernels alone, at 8192x8192 and at a small-row shape,
262144x256; --gemm: the GEMM rows and sweeps alone; --final: the memory-bound
rows at two shapes, attention, the GEMM table without Triton and the ring's
loop forms, compile times; no sweeps; --cuda: the CUDA backend's table
alone (the mma.sync GEMMs with Triton, flash attention, the memory-bound
rows at two shapes, compile times); --compile: the compile times alone
(source to a first launch, cold: first_launch.py; and from tilec's cache); --sweep: the tilings not yet chosen
by measurement; --ab TILEC2: the rows that a change touched, this build
against another one (TILEC2) side by side). TILEC_GPU_TARGET names
another target for tilec's rows (default nvidia/h200).
"""
import os
import re
import subprocess
import sys
import time

def parse_args():
    import argparse
    ap = argparse.ArgumentParser(prog="bench_gpu.py", description="tilec's GPU kernels beside their peers, medians")
    ap.add_argument("tilec", nargs="?", default="build/tilec", help="the tilec to time (default build/tilec)")
    mode = ap.add_mutually_exclusive_group()
    for flag, what in [("--mem", "the device copy and the memory-bound kernels alone"),
                       ("--gemm", "the GEMM rows and sweeps alone"),
                       ("--hopper", "the Hopper GEMM table, then the fp8 table"),
                       ("--fp8", "the fp8 table alone"),
                       ("--attention", "the attention table alone"),
                       ("--forms", "the ring's loop forms on mma.sync"),
                       ("--inproc", "the mma.sync GEMMs and cuBLAS timed alike in one process"),
                       ("--hopper-inproc", "the Hopper GEMM table timed alike with cuBLAS in one process"),
                       ("--final", "the issue's tables in the least time, no sweeps"),
                       ("--cuda", "the CUDA backend's table alone: the mma.sync GEMMs against cuBLAS and Triton, "
                                  "flash attention, the memory-bound rows, compile times"),
                       ("--compile", "source to a first launch alone, per example (first_launch.py), and from tilec's cache"),
                       ("--sweep", "the tilings not yet chosen by measurement")]:
        mode.add_argument(flag, action="store_true", help=what)
    mode.add_argument("--ab", metavar="TILEC2", help="the rows a change touched, this build against TILEC2")
    ap.add_argument("--quick", action="store_true", help="fp8 at two shapes, attention at S 4096 alone")
    ap.add_argument("--tuned", action="store_true",
                    help="the Hopper GEMM, fp8 and attention rows with tilec's tuned best: `tilec tune` at each "
                         "row's shape first (its time, configurations and compile time printed), then the run")
    return ap.parse_args()


ARGS = parse_args()
TILEC = ARGS.tilec
TARGET = os.environ.get("TILEC_GPU_TARGET", "nvidia/h200")  # e.g. "nvidia/h200 -tma=warp"
GEMM_ONLY = ARGS.gemm  # the GEMM rows alone
FINAL = ARGS.final  # the memory-bound rows, attention, the GEMM table, compile times: no sweeps
CUDA_TABLE = ARGS.cuda  # the CUDA backend's goals alone (mma.sync GEMMs, attention, memory-bound, compile)
# --quick: the fp8 and attention tables at a few of their shapes (a short device call)
QUICK = ARGS.quick
# --tuned: `tilec tune` each Hopper row's shape before timing it
TUNED = ARGS.tuned

import torch  # noqa: E402

dev = torch.device("cuda")
L2_FLUSH = torch.empty(256 << 20, dtype=torch.uint8, device=dev)


# (section, kernel, shape, tilec ms, peer, peer ms, flops, bytes): a row of
# gpu.csv; flops or bytes 0 where the row does not say
RESULTS = []
BENCH_DIR = os.path.join(os.path.dirname(os.path.abspath(TILEC)), "bench")


def record(section, kernel, shape, t_tilec, peer, t_peer, flops=0, nbytes=0):
    if t_tilec and t_peer:
        RESULTS.append((section, kernel, shape, t_tilec, peer, t_peer, flops, nbytes))


def write_csv():
    os.makedirs(BENCH_DIR, exist_ok=True)
    path = os.path.join(BENCH_DIR, "gpu.csv")
    with open(path, "w") as f:
        f.write("section,kernel,shape,tilec_ms,peer,peer_ms,flops,bytes\n")
        for r in RESULTS:
            f.write("%s,%s,%s,%.6f,%s,%.6f,%.0f,%.0f\n" % r)
    print("wrote %s (%d rows)" % (path, len(RESULTS)), flush=True)


def runs_for(one_ms):
    """As many runs as `tilec run --bench` makes for a run of one_ms: what
    fits in 0.5 s, 5 to 200."""
    return min(200, max(5, int(500.0 / one_ms))) if one_ms > 0 else 200


def median_ms(fn, runs=None, lead=False):
    """Median of runs, each after the L2 is overwritten, timed with events.
    By default as many runs as `tilec run --bench` makes (src/cli/run.c,
    measure): what fits in 0.5 s, 5 to 200. Over a long run of tensor-core
    work the GPU's clock falls (cuBLAS at 2048x28672x4096 7-10% slower over
    200 runs than over 30), so peer and tilec are timed the same way."""
    fn()
    torch.cuda.synchronize()

    def once():
        L2_FLUSH.zero_()
        s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        if lead:  # the GPU kept busy while the host prepares the launch (tilec's Python call: DLPack, ctypes)
            torch.cuda._sleep(LEAD_CYCLES)
        s.record()
        fn()
        e.record()
        e.synchronize()
        return s.elapsed_time(e)
    if runs is None:
        one = once()
        runs = runs_for(one)
    ts = sorted(once() for _ in range(runs))
    return ts[len(ts) // 2]


LEAD_CYCLES = 1 << 20  # about 0.5 ms of the H200's clock


def gemm_inproc(rounds=3):
    """tilec's mma.sync GEMMs and torch.matmul (cuBLAS) timed the same way in
    one process: the kernel launched through tilec's Python package (the
    legacy default stream, torch's), both over the same number of runs
    (what fits in 0.5 s for cuBLAS, 5 to 200), each run after the L2 is
    overwritten and with the GPU held busy while the host prepares the
    launch, the two alternating round by round. Prints each round's ratio
    and their median; the first launch's output is compared with cuBLAS's."""
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "python"))
    os.environ.setdefault("TILEC_LIBRARY", os.path.join(os.path.dirname(os.path.abspath(TILEC)), "libtilec.so"))
    import tilec
    target = "nvidia/h200 -mma=m16n8k16"
    mods = {}
    cases = [("f16", "gemm_f16_large", "matmul_f16_large", 4096, 4096, 4096),
             ("f16", "gemm_f16_large", "matmul_f16_large", 2048, 6144, 4096),
             ("f16", "gemm_f16_large", "matmul_f16_large", 2048, 4096, 14336),
             ("f16", "gemm_f16_large", "matmul_f16_large", 2048, 28672, 4096),
             ("f16", "gemm_f16_large", "matmul_f16_large", 4000, 4000, 4096),
             ("bf16", "gemm_f16_large", "matmul_bf16_large", 4096, 4096, 4096),
             ("bf16", "gemm_f16_large", "matmul_bf16_large", 2048, 28672, 4096),
             ("f16", "gemm_f16", "matmul_f16_64x64", 128, 4096, 4096)]
    print("gemm in one process (%s; %d rounds, cuBLAS then tilec; TFLOP/s, ratio):" % (target, rounds), flush=True)
    for dt, f, kern, M, N, K in cases:
        if f not in mods:
            mods[f] = tilec.compile("examples/%s.tile" % f, target=target)
        k = getattr(mods[f], kern)
        tdt = torch.float16 if dt == "f16" else torch.bfloat16
        a = torch.randn(M, K, dtype=tdt, device=dev)
        b = torch.randn(K, N, dtype=tdt, device=dev)
        c, ref = torch.empty(M, N, dtype=tdt, device=dev), torch.empty(M, N, dtype=tdt, device=dev)
        av, bv, cv = (a, b, c) if dt == "f16" else (tilec.view(a.view(torch.int16), "bf16"),
                                                   tilec.view(b.view(torch.int16), "bf16"), tilec.view(c.view(torch.int16), "bf16"))
        torch.matmul(a, b, out=ref)
        k(av, bv, cv)
        torch.cuda.synchronize()
        err = ((c.float() - ref.float()).abs().max() / ref.float().abs().max()).item()
        flops = 2.0 * M * N * K
        cells, ratios = [], []
        runs = runs_for(median_ms(lambda: torch.matmul(a, b, out=ref), runs=5, lead=True))
        for _ in range(rounds):
            t_c = median_ms(lambda: torch.matmul(a, b, out=ref), runs=runs, lead=True)
            t_t = median_ms(lambda: k(av, bv, cv), runs=runs, lead=True)
            ratios.append(t_c / t_t)
            cells.append("%6.1f / %6.1f (%.3fx)" % (flops / t_c / 1e9, flops / t_t / 1e9, t_c / t_t))
        ratios.sort()
        print("  %-17s %-4s %5dx%5dx%5d: %s  median %.3fx  (max rel. difference to cuBLAS %.1e)" % (
            kern, dt, M, N, K, " | ".join(cells), ratios[len(ratios) // 2], err), flush=True)
        del a, b, c, ref


def gemm_hopper_inproc(rounds=3, variants=(("default", {}, ""), ("stream_k=off", {}, " -stream_k=off"))):
    """The Hopper table timed as --inproc times the mma.sync GEMMs: tilec's
    warpgroup kernel (examples/gemm_f16_large.tile, 128x256x64, 4 slots, on
    the default Hopper target: TMA, warpgroup MMAs, persistent) launched
    through tilec's Python package and torch.matmul (cuBLAS) in one process,
    by the same protocol (each run after an L2 overwrite, the GPU held busy
    while the host prepares the launch, the same number of runs), cuBLAS then
    each variant (its -D values, its target attributes) in every round
    (TILEC_BENCH_DTYPES=bf16 times bf16 alone; TILEC_BENCH_SHAPES=MxNxK,... other
    shapes than the table's; TILEC_BENCH_VARIANTS=LABEL:ATTRS[:NAME=V;...],... other
    variants, e.g. on:,off:-stream_k=off,s3::STAGES=3). Prints each shape's median
    ratio a variant, then a variant's geomean and minimum per dtype. A long
    run of tensor-core work moves the clock, so two processes minutes apart
    (tilec run --bench, then torch) differ by several hundredths at a
    shape; this protocol does not."""
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "python"))
    os.environ.setdefault("TILEC_LIBRARY", os.path.join(os.path.dirname(os.path.abspath(TILEC)), "libtilec.so"))
    import tilec
    if os.environ.get("TILEC_BENCH_VARIANTS"):  # LABEL:ATTRS[:NAME=V;...],...: other variants than these
        variants = []
        for v in os.environ["TILEC_BENCH_VARIANTS"].split(","):
            f = v.split(":", 2) + ["", ""]
            try:
                defs = dict((d.split("=")[0], int(d.split("=")[1])) for d in f[2].split(";") if d)
            except (ValueError, IndexError):
                sys.exit("bench_gpu.py: TILEC_BENCH_VARIANTS: '%s': -D values are NAME=INTEGER;..." % v)
            variants.append((f[0], defs, " " + f[1] if f[1] else ""))
    mods = {label: tilec.compile("examples/gemm_f16_large.tile", target=TARGET + attrs,
                                 defines=dict({"BM": 128, "BN": 256, "BK": 64, "STAGES": 4}, **d))
            for label, d, attrs in variants}
    variants = [(label, d) for label, d, _ in variants]
    dtypes = [(n, t) for n, t in [("bf16", torch.bfloat16), ("f16", torch.float16)]
              if n in os.environ.get("TILEC_BENCH_DTYPES", "bf16,f16").split(",")]
    shapes = HOPPER_SHAPES[:2] if QUICK else HOPPER_SHAPES
    if os.environ.get("TILEC_BENCH_SHAPES"):  # MxNxK,...: other shapes than the table's
        shapes = [tuple(int(x) for x in t.split("x")) for t in os.environ["TILEC_BENCH_SHAPES"].split(",")]
    print("gemm hopper in one process (%s, 128x256x64, 4 slots; %d rounds; TFLOP/s cuBLAS, then tilec per variant: %s)"
          % (TARGET, rounds, ", ".join(label for label, _ in variants)), flush=True)
    for dname, tdt in dtypes:
        per = {label: [] for label, _ in variants}
        for (M, N, K) in shapes:
            a = torch.randn(M, K, dtype=tdt, device=dev)
            b = torch.randn(K, N, dtype=tdt, device=dev)
            c, ref = torch.empty(M, N, dtype=tdt, device=dev), torch.empty(M, N, dtype=tdt, device=dev)
            if dname == "f16":
                av, bv, cv = a, b, c
            else:
                av, bv, cv = (tilec.view(x.view(torch.int16), "bf16") for x in (a, b, c))
            kerns = {label: getattr(mods[label], "matmul_%s_large" % dname) for label, _ in variants}
            torch.matmul(a, b, out=ref)
            errs = []
            for label, _ in variants:
                c.zero_()
                kerns[label](av, bv, cv)
                torch.cuda.synchronize()
                errs.append(((c.float() - ref.float()).abs().max() / ref.float().abs().max()).item())
            flops = 2.0 * M * N * K
            runs = runs_for(median_ms(lambda: torch.matmul(a, b, out=ref), runs=5, lead=True))
            ratios = {label: [] for label, _ in variants}
            t_cub = []
            for _ in range(rounds):
                t_c = median_ms(lambda: torch.matmul(a, b, out=ref), runs=runs, lead=True)
                t_cub.append(t_c)
                for label, _ in variants:
                    t_t = median_ms(lambda: kerns[label](av, bv, cv), runs=runs, lead=True)
                    ratios[label].append(t_c / t_t)
            t_c = sorted(t_cub)[len(t_cub) // 2]
            cells = []
            for label, _ in variants:
                r = sorted(ratios[label])[len(ratios[label]) // 2]
                per[label].append(r)
                cells.append("%s %6.1f (%.3fx; rounds %s)" % (label, flops / t_c / 1e9 * r, r,
                                                             " ".join("%.3f" % x for x in ratios[label])))
                record("gemm-hopper-inproc", "%s_large %s" % (dname, label), "%dx%dx%d" % (M, N, K), t_c / r,
                       "cuBLAS", t_c, flops, 2.0 * (M * K + K * N + M * N))
            print("  %-4s %5dx%5dx%5d: cuBLAS %6.1f | %s  (max rel. difference to cuBLAS %s)" % (
                dname, M, N, K, flops / t_c / 1e9, " | ".join(cells), " ".join("%.1e" % e for e in errs)), flush=True)
            del a, b, c, ref
        for label, _ in variants:
            print("gemm hopper in one process %s %s: geomean %.3fx cuBLAS, minimum %.3fx, over %d shapes" % (
                dname, label, geomean(per[label]), min(per[label]), len(per[label])), flush=True)


# ---- Triton's tutorial matmul (tutorials/03-matrix-multiplication.py) ----
try:
    import triton
    import triton.language as tl

    @triton.autotune(
        configs=[
            triton.Config({"BLOCK_SIZE_M": 128, "BLOCK_SIZE_N": 256, "BLOCK_SIZE_K": 64, "GROUP_SIZE_M": 8}, num_stages=3, num_warps=8),
            triton.Config({"BLOCK_SIZE_M": 128, "BLOCK_SIZE_N": 128, "BLOCK_SIZE_K": 64, "GROUP_SIZE_M": 8}, num_stages=4, num_warps=4),
            triton.Config({"BLOCK_SIZE_M": 64, "BLOCK_SIZE_N": 128, "BLOCK_SIZE_K": 32, "GROUP_SIZE_M": 8}, num_stages=4, num_warps=4),
        ],
        key=["M", "N", "K"],
    )
    @triton.jit
    def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
                      BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr,
                      GROUP_SIZE_M: tl.constexpr):
        pid = tl.program_id(axis=0)
        num_pid_m = tl.cdiv(M, BLOCK_SIZE_M)
        num_pid_n = tl.cdiv(N, BLOCK_SIZE_N)
        num_pid_in_group = GROUP_SIZE_M * num_pid_n
        group_id = pid // num_pid_in_group
        first_pid_m = group_id * GROUP_SIZE_M
        group_size_m = min(num_pid_m - first_pid_m, GROUP_SIZE_M)
        pid_m = first_pid_m + ((pid % num_pid_in_group) % group_size_m)
        pid_n = (pid % num_pid_in_group) // group_size_m
        offs_am = (pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)) % M
        offs_bn = (pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)) % N
        offs_k = tl.arange(0, BLOCK_SIZE_K)
        a_ptrs = a_ptr + (offs_am[:, None] * stride_am + offs_k[None, :] * stride_ak)
        b_ptrs = b_ptr + (offs_k[:, None] * stride_bk + offs_bn[None, :] * stride_bn)
        accumulator = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
        for k in range(0, tl.cdiv(K, BLOCK_SIZE_K)):
            a = tl.load(a_ptrs, mask=offs_k[None, :] < K - k * BLOCK_SIZE_K, other=0.0)
            b = tl.load(b_ptrs, mask=offs_k[:, None] < K - k * BLOCK_SIZE_K, other=0.0)
            accumulator = tl.dot(a, b, accumulator)
            a_ptrs += BLOCK_SIZE_K * stride_ak
            b_ptrs += BLOCK_SIZE_K * stride_bk
        c = accumulator.to(c_ptr.dtype.element_ty)
        offs_cm = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
        offs_cn = pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
        c_ptrs = c_ptr + stride_cm * offs_cm[:, None] + stride_cn * offs_cn[None, :]
        c_mask = (offs_cm[:, None] < M) & (offs_cn[None, :] < N)
        tl.store(c_ptrs, c, mask=c_mask)

    def triton_matmul(a, b, c):
        M, K = a.shape
        _, N = b.shape
        grid = lambda META: (triton.cdiv(M, META["BLOCK_SIZE_M"]) * triton.cdiv(N, META["BLOCK_SIZE_N"]),)  # noqa: E731
        matmul_kernel[grid](a, b, c, M, N, K, a.stride(0), a.stride(1), b.stride(0), b.stride(1), c.stride(0), c.stride(1))

    HAVE_TRITON = True
except Exception as exc:  # noqa: BLE001
    HAVE_TRITON = False
    TRITON_WHY = str(exc)


def tilec_bench(path, kernel, dims, extra=(), target=TARGET):
    """tilec run --bench: (median ms, printed line) or (None, why). extra may
    also name another target ("--target", "nvidia/h200 -row_combine=thread")."""
    extra = list(extra)
    if "--target" in extra:
        at = extra.index("--target")
        target = extra[at + 1]
        del extra[at:at + 2]
    args = [TILEC, "run", path, "--target", target, "--exec", "nvrtc", "--kernel", kernel, "--bench"]
    for k, v in dims.items():
        args += ["--dim", "%s=%d" % (k, v)]
    args += list(extra)
    p = subprocess.run(args, capture_output=True, text=True)
    out = p.stdout + p.stderr
    m = re.search(r"bench \w+: median ([0-9.]+) ms", out)
    if p.returncode == 0 and m:
        return float(m.group(1)), out
    why = re.search(r"error: ([^\n]*)", out)
    return None, (why.group(1) if why else out.strip()[-200:])


def tilec_tune(path, kernel, dims, extra=(), target=TARGET, bench_ms=100):
    """`tilec tune` at one shape (dims bound with --dim, as tilec_bench binds
    them, so the run after it takes the best it keeps): prints one line, the
    tune's total time, its configurations, a configuration's compile time and
    the best; returns the best's description or None."""
    os.makedirs(BENCH_DIR, exist_ok=True)
    args = [TILEC, "tune", path, "--target", target, "--exec", "nvrtc", "--kernel", kernel,
            "--bench-ms", str(bench_ms), "--json", os.path.join(BENCH_DIR, "%s.tune.json" % kernel)]
    for k, v in dims.items():
        args += ["--dim", "%s=%d" % (k, v)]
    args += list(extra)
    t0 = time.time()
    p = subprocess.run(args, capture_output=True, text=True)
    wall = time.time() - t0
    out = p.stdout + p.stderr
    best = re.search(r"^best: ([^,\n]*), ([0-9.]+) ms", out, re.M)
    count = re.search(r"^(\d+) configurations: (\d+) timed, (\d+) skipped", out, re.M)
    comp = re.search(r"^compile: .*\(([0-9]+) ms a configuration on average, ([0-9]+) ms at most\).*total ([0-9.]+) s", out, re.M)
    if p.returncode != 0 or not best:
        why = re.search(r"error: ([^\n]*)", out)
        print("  tune %s %s: failed (%s)" % (kernel, " ".join("%s=%d" % kv for kv in dims.items()),
                                          why.group(1) if why else out.strip()[-160:]), flush=True)
        return None
    print("  tune %s %s %s: %s configurations (%s timed, %s skipped), compile %s ms a configuration (max %s), "
          "total %s s (%.1f s wall); best %s, %s ms" % (
              kernel, " ".join(extra), " ".join("%s=%d" % kv for kv in dims.items()),
              count.group(1) if count else "?", count.group(2) if count else "?", count.group(3) if count else "?",
              comp.group(1) if comp else "?", comp.group(2) if comp else "?", comp.group(3) if comp else "?", wall,
              best.group(1), best.group(2)), flush=True)
    return best.group(1)


def main():
    print("device: %s, torch %s, triton %s" % (torch.cuda.get_device_name(0), torch.__version__,
                                               triton.__version__ if HAVE_TRITON else "absent"), flush=True)
    if ARGS.compile:  # no device copy needed
        compile_times()
        return 0
    # ---- a device copy: the memory-bound ceiling
    t, copy_tbs = copy_of(2 << 30)
    print("device copy 1 GiB: %.3f ms, %.2f TB/s (read + write)" % (t, copy_tbs), flush=True)

    if FINAL:
        # the table in the least time: compile times (cold, and
        # from tilec's cache), the GEMM table without the sweeps, attention, the
        # memory-bound rows (two row shapes); then the other tilings
        compile_times()
        gemm_hopper()
        gemm_fp8()
        gemm_table(columns=("large", "bk64", "64x64"), with_triton=False)
        attention_rows()
        attention_wg()
        mem_rows(copy_tbs, [{"M": 8192, "N": 4096}, {"M": 262144, "N": 256}])
        mem_row(copy_tbs, "examples/layernorm.tile", "layernorm", {"M": 262144, "N": 256}, None, ["-D", "BR_S=32"],
                "layernorm -D BR_S=32")
        gemm_blocks()
        gemm_forms()
        return 0
    if CUDA_TABLE:
        # the CUDA backend's goals: the GEMM table with Triton beside
        # cuBLAS, flash attention against SDPA, the memory-bound rows at two
        # row shapes, source to loaded cubin
        gemm_table(columns=("large", "large_fast", "128x128", "bk64", "64x64"))
        attention_rows()
        mem_rows(copy_tbs, [{"M": 8192, "N": 4096}, {"M": 262144, "N": 256}])
        compile_times()
        return 0
    if ARGS.ab:
        ab_rows(copy_tbs, ARGS.ab)
        return 0
    if ARGS.forms:
        gemm_forms()
        return 0
    if ARGS.inproc:
        gemm_inproc()
        return 0
    if ARGS.hopper_inproc:
        gemm_hopper_inproc()
        return 0
    if ARGS.sweep:
        # the tilings not yet chosen by measurement: rows of 256 (tiles as
        # wide as the row, more rows a block), then the gemm's raster panels
        # and tile shapes
        short_rows(copy_tbs)
        gemm_configs()
        gemm_raster()
        return 0
    if ARGS.mem:
        # the memory-bound rows alone, at 8192x8192 and at a small-row shape
        mem_rows(copy_tbs, [{"M": 8192, "N": 8192}, {"M": 262144, "N": 256}])
        mem_configs(copy_tbs)
        return 0
    if ARGS.hopper:
        gemm_hopper()
        gemm_fp8()
        return 0
    if ARGS.fp8:
        gemm_fp8()
        return 0
    if ARGS.attention:
        attention_wg()
        return 0
    gemm_table()
    gemm_hopper()
    gemm_fp8()
    if GEMM_ONLY:
        gemm_raster()
        gemm_configs()
        return 0
    attention_rows()
    attention_wg()
    mem_rows(copy_tbs, [{"M": 8192, "N": 4096}])
    # ---- source to loaded cubin
    compile_times()
    mem_configs(copy_tbs)
    # other raster panels and tilings of the f16 gemm last: the longest part
    gemm_raster()
    gemm_configs()
    return 0


# the Hopper tables' (M, N, K): square, then LLM projections
HOPPER_SHAPES = [(4096, 4096, 4096), (8192, 8192, 8192), (4096, 6144, 4096), (4096, 14336, 4096), (4096, 4096, 14336),
                 (4096, 10240, 8192), (4096, 28672, 8192), (4096, 8192, 28672)]


def geomean(xs):
    g = 1.0
    for x in xs:
        g *= x
    return g ** (1.0 / len(xs))


# --tuned: the bf16 and f16 GEMM tunes leave BM at 128 (a 64-row tile, one
# consumer warpgroup, was at least 2x slower at every shape, docs/tune.md):
# 36 configurations a shape
GEMM_TUNE_FIXED = ("-D", "BM=128")


def gemm_hopper():
    """The Hopper table (bf16 and f16 at eight LLM shapes, tilec's 128x256
    kernel of examples/gemm_f16_large.tile, on sm_90a warpgroup MMAs)
    against torch.matmul (cuBLAS): TFLOP/s, the ratio, its geomean and
    minimum per dtype."""
    shapes = HOPPER_SHAPES
    for dtype, dname in [(torch.bfloat16, "bf16"), (torch.float16, "f16")]:
        ratios = []
        for (M, N, K) in shapes:
            a = torch.randn(M, K, dtype=dtype, device=dev)
            b = torch.randn(K, N, dtype=dtype, device=dev)
            c = torch.empty(M, N, dtype=dtype, device=dev)
            flops = 2.0 * M * N * K
            t_cublas = median_ms(lambda: torch.matmul(a, b, out=c))
            # (the run names the -D values the tune fixed: the best is kept per -D values)
            fixed = GEMM_TUNE_FIXED if TUNED else ()
            if TUNED:
                tilec_tune("examples/gemm_f16_large.tile", "matmul_%s_large" % dname, {"M": M, "N": N, "K": K}, fixed)
            t, why = tilec_bench("examples/gemm_f16_large.tile", "matmul_%s_large" % dname, {"M": M, "N": N, "K": K}, fixed)
            if t:
                ratios.append(t_cublas / t)
            print("gemm hopper %-4s %5dx%5dx%5d  TFLOP/s: cuBLAS %6.1f  tilec 128x256 %s" % (
                dname, M, N, K, flops / t_cublas / 1e9, "%6.1f (%.3fx)" % (flops / t / 1e9, t_cublas / t) if t else
                "n/a (%s)" % why[:80]), flush=True)
            record("gemm-hopper", "%s_large" % dname, "%dx%dx%d" % (M, N, K), t, "cuBLAS", t_cublas, flops,
                   2.0 * (M * K + K * N + M * N))
            del a, b, c
        if ratios:
            g = 1.0
            for r in ratios:
                g *= r
            print("gemm hopper %s: geomean %.3fx cuBLAS, minimum %.3fx, over %d shapes" % (
                dname, g ** (1.0 / len(ratios)), min(ratios), len(ratios)), flush=True)


def gemm_fp8():
    """The fp8 table: C = (A B^T) scale_a scale_b, A [M, K] and B [N, K] in
    f8e4m3, bf16 out, at the Hopper table's shapes: tilec's fp8_gemm_large
    (examples/fp8_gemm_large.tile, 128x256 tiles, wgmma m64n256k32 e4m3 on
    sm_90a; tilec run sets its two scalar scales to 0.5) against
    torch._scaled_mm(a, b.t(), scale_a, scale_b, out_dtype=torch.bfloat16)
    (cuBLASLt; b.t() is the column-major operand it wants), medians,
    TFLOP/s, the ratio, its geomean and minimum. The fast-accumulation form
    of _scaled_mm (use_fast_accum=True: no periodic promotion of the
    tensor cores' sums, as tilec's wgmma loop) is printed beside it."""
    f8 = getattr(torch, "float8_e4m3fn", None)
    if f8 is None or not hasattr(torch, "_scaled_mm"):
        print("gemm fp8: n/a (torch %s has no float8_e4m3fn or _scaled_mm)" % torch.__version__, flush=True)
        return
    ratios = []
    for (M, N, K) in (HOPPER_SHAPES[:1] + HOPPER_SHAPES[3:4] if QUICK else HOPPER_SHAPES):
        a = (torch.randn(M, K, device=dev) * 0.5).to(f8)
        b = (torch.randn(N, K, device=dev) * 0.5).to(f8)
        sa = torch.tensor(0.5, device=dev)
        sb = torch.tensor(0.5, device=dev)
        flops = 2.0 * M * N * K

        def peer(fast):
            return lambda: torch._scaled_mm(a, b.t(), scale_a=sa, scale_b=sb, out_dtype=torch.bfloat16, use_fast_accum=fast)

        try:
            t_ref = median_ms(peer(False))
            t_fast = median_ms(peer(True))
        except Exception as e:  # an older torch's signature, or no fp8 GEMM on this device
            print("gemm fp8 %5dx%5dx%5d: torch._scaled_mm n/a (%s)" % (M, N, K, str(e)[:120]), flush=True)
            del a, b
            continue
        if TUNED:
            tilec_tune("examples/fp8_gemm_large.tile", "fp8_gemm_large", {"M": M, "N": N, "K": K})
        t, why = tilec_bench("examples/fp8_gemm_large.tile", "fp8_gemm_large", {"M": M, "N": N, "K": K})
        if t:
            ratios.append(t_ref / t)
        print("gemm fp8 e4m3 %5dx%5dx%5d  TFLOP/s: _scaled_mm %6.1f (fast accum %6.1f)  tilec 128x256 %s" % (
            M, N, K, flops / t_ref / 1e9, flops / t_fast / 1e9,
            "%6.1f (%.3fx, %.3fx of fast accum)" % (flops / t / 1e9, t_ref / t, t_fast / t) if t else "n/a (%s)" % why[:80]),
            flush=True)
        record("gemm-fp8", "fp8_gemm_large", "%dx%dx%d" % (M, N, K), t, "_scaled_mm", t_ref, flops,
               1.0 * (M * K + N * K) + 2.0 * M * N)
        del a, b
    if ratios:
        print("gemm fp8 e4m3: geomean %.3fx torch._scaled_mm, minimum %.3fx, over %d shapes" % (
            geomean(ratios), min(ratios), len(ratios)), flush=True)


def gemm_forms(rounds=2):
    """The ring's loop forms on mma.sync, chosen by the target attribute ring
    (docs/gpu.md, edge blocks by chunk masks): interior (the default:
    interior blocks untested, edge blocks by chunk masks, two loops), masked
    (every copy tested) and chunks (every block by the masks), and the copy
    out staged for every tile (copy_out=staged) with the default loops and
    with chunks, at shapes the tiles divide and at shapes they do not; cuBLAS
    timed the same way before each round, rounds interleaved. BENCH_FORMS
    (comma-separated target attributes, an empty one the default) and
    BENCH_FORMS_TARGET time other forms the same way."""
    target = os.environ.get("BENCH_FORMS_TARGET", "nvidia/h200 -mma=m16n8k16")
    forms = ["", " -ring=masked", " -ring=chunks", " -copy_out=staged", " -ring=chunks -copy_out=staged"]
    if os.environ.get("BENCH_FORMS"):  # other target attributes to compare, e.g. ",-ptxas_fast=min"
        forms = [(" " + f.strip()) if f.strip() else "" for f in os.environ["BENCH_FORMS"].split(",")]
    large, bk64 = ("examples/gemm_f16_large.tile", "matmul_f16_large"), ("examples/gemm_f16.tile", "matmul_f16_bk64")
    cases = [(large, 4096, 4096, 4096), (large, 2048, 4096, 14336), (large, 2048, 28672, 4096), (bk64, 4096, 4096, 4096),
             (large, 4096, 4096, 4000), (large, 4000, 4000, 4096), (large, 2000, 6000, 4096), (bk64, 4000, 4000, 4000)]
    print("gemm f16 ring forms on %s (TFLOP/s, ratio to cuBLAS; %d rounds):" % (target, rounds), flush=True)
    for (path, kern), M, N, K in cases:
        a = torch.randn(M, K, dtype=torch.float16, device=dev)
        b = torch.randn(K, N, dtype=torch.float16, device=dev)
        c = torch.empty(M, N, dtype=torch.float16, device=dev)
        flops = 2.0 * M * N * K
        cells = []
        for _ in range(rounds):
            t_cublas = median_ms(lambda: torch.matmul(a, b, out=c))
            cell = ["cuBLAS %6.1f" % (flops / t_cublas / 1e9)]
            for f in forms:
                t, why = tilec_bench(path, kern, {"M": M, "N": N, "K": K}, target=target + f)
                cell.append("%s %s" % ((" ".join(attr.split("=")[1] for attr in f.split()) if f else "interior"),
                                       "%6.1f (%.3fx)" % (flops / t / 1e9, t_cublas / t) if t else "n/a (%s)" % why[:60]))
            cells.append("  ".join(cell))
        print("  %-17s %5dx%5dx%5d: %s" % (kern, M, N, K, " | ".join(cells)), flush=True)
        del a, b, c


def gemm_blocks():
    """128x128 tiles on 8 warps (warp tiles of 64x32: 64 accumulators a
    thread) at one block an SM (152 registers) against two (min_blocks=2:
    at most 128 registers, 16 warps an SM, so one block's barrier leaves the
    other's warps issuing)."""
    for (M, N, K) in [(4096, 4096, 4096), (2048, 28672, 4096)]:
        a = torch.randn(M, K, dtype=torch.float16, device=dev)
        b = torch.randn(K, N, dtype=torch.float16, device=dev)
        c = torch.empty(M, N, dtype=torch.float16, device=dev)
        flops = 2.0 * M * N * K
        t_cublas = median_ms(lambda: torch.matmul(a, b, out=c))
        print("gemm f16 %dx%dx%d blocks an SM (cuBLAS %.1f TFLOP/s):" % (M, N, K, flops / t_cublas / 1e9), flush=True)
        for consts, attrs in [({"BN": 128}, ""), ({"BN": 128}, " -min_blocks=2"),
                              ({"BN": 128, "BK": 64, "STAGES": 3}, ""), ({"BN": 128, "BK": 64, "STAGES": 3}, " -min_blocks=2"),
                              ({}, "")]:
            extra = const_args(consts)
            t, why = tilec_bench("examples/gemm_f16_large.tile", "matmul_f16_large", {"M": M, "N": N, "K": K}, extra,
                                 target=TARGET + attrs)
            print("  matmul_f16_large %-26s %-26s %s" % (" ".join(extra), TARGET + attrs, "%6.1f TFLOP/s (%.2fx)" % (
                flops / t / 1e9, t_cublas / t) if t else "n/a (%s)" % why[:80]), flush=True)
        del a, b, c


def gemm_table(columns=("large", "128x128", "bk64", "64x64"), with_triton=True):
    """f16 and bf16 GEMM at 4096^3 and four LLM shapes against cuBLAS and
    Triton, then int8 against torch._int_mm; columns: which of tilec's
    kernels to time."""
    rows = []
    # ---- GEMM
    shapes = [(4096, 4096, 4096), (2048, 6144, 4096), (2048, 4096, 14336), (2048, 28672, 4096), (128, 4096, 4096)]
    for dtype, dname in [(torch.float16, "f16"), (torch.bfloat16, "bf16")]:
        for (M, N, K) in shapes:
            a = torch.randn(M, K, dtype=dtype, device=dev)
            b = torch.randn(K, N, dtype=dtype, device=dev)
            c = torch.empty(M, N, dtype=dtype, device=dev)
            flops = 2.0 * M * N * K
            t_cublas = median_ms(lambda: torch.matmul(a, b, out=c))
            t_triton = None
            if HAVE_TRITON and with_triton:
                triton_matmul(a, b, c)  # autotune first
                t_triton = median_ms(lambda: triton_matmul(a, b, c))
            dims = {"M": M, "N": N, "K": K}
            # the 128x256 tile, 8 warps, 4-stage ring (f16, bf16), and the
            # 128x128 tile of examples/gemm_f16.tile (f16)
            t_large, why_l = (None, "not measured") if "large" not in columns else tilec_bench("examples/gemm_f16_large.tile", "matmul_%s_large" % dname, dims)
            # the same at ptxas's fast-compile level (-ptxas_fast=min: a
            # quarter to a half of ptxas's time, docs/cuda.md)
            t_fast, why_f = (None, "not measured") if "large_fast" not in columns else tilec_bench(
                "examples/gemm_f16_large.tile", "matmul_%s_large" % dname, dims, target=TARGET + " -ptxas_fast=min")
            t_small, why_s = (None, "no bf16 kernel") if dname != "f16" else (None, "not measured") if "128x128" not in columns else tilec_bench(
                "examples/gemm_f16.tile", "matmul_f16", dims)
            # the 128x128 tile with K in steps of 64 and swizzle(8) (f16, bf16)
            t_bk64, why_b = (None, "not measured") if "bk64" not in columns else tilec_bench("examples/gemm_f16.tile", "matmul_%s_bk64" % dname, dims)
            # the 64x64 tile, 4-stage BK 64 ring: four times the blocks of
            # 128x128, for a skinny M (the staged-epilogue column it replaces
            # was slower everywhere; gemm_configs still measures it)
            t_ep, why_e = (None, "not measured") if "64x64" not in columns else tilec_bench("examples/gemm_f16.tile", "matmul_%s_64x64" % dname, dims)

            def rate(t, why):
                return "%6.1f (%.2fx)" % (flops / t / 1e9, t_cublas / t) if t else "n/a (%s)" % why[:60]
            line = ("gemm %-4s %5dx%5dx%5d  TFLOP/s: cuBLAS %6.1f  triton %s  tilec 128x256 %s%s  tilec 128x128 %s"
                    "  tilec 128x128 BK64 %s  tilec 64x64 BK64 %s") % (
                dname, M, N, K, flops / t_cublas / 1e9,
                "%6.1f" % (flops / t_triton / 1e9) if t_triton else "n/a",
                rate(t_large, why_l), "  (ptxas_fast=min %s)" % rate(t_fast, why_f) if "large_fast" in columns else "",
                rate(t_small, why_s), rate(t_bk64, why_b), rate(t_ep, why_e))
            print(line, flush=True)
            rows.append(line)
            shape, nbytes = "%dx%dx%d" % (M, N, K), 2.0 * (M * K + K * N + M * N)
            for kname, t in (("%s_large" % dname, t_large), ("%s_large ptxas_fast" % dname, t_fast), ("%s 128x128" % dname, t_small),
                             ("%s_bk64" % dname, t_bk64), ("%s_64x64" % dname, t_ep)):
                record("gemm", kname, shape, t, "cuBLAS", t_cublas, flops, nbytes)
                record("gemm", kname, shape, t, "triton", t_triton, flops, nbytes)
            del a, b, c
    # ---- int8 GEMM (i32 accumulate): torch._int_mm (cuBLASLt) against
    # examples/gemm_i8.tile's matmul_i8 (B stored [N, K])
    for (M, N, K) in [(4096, 4096, 4096), (2048, 6144, 4096)]:
        a = torch.randint(-128, 128, (M, K), dtype=torch.int8, device=dev)
        bt = torch.randint(-128, 128, (N, K), dtype=torch.int8, device=dev)
        ops = 2.0 * M * N * K
        try:
            t_ref = median_ms(lambda: torch._int_mm(a, bt.t()))
            ref = "%6.1f" % (ops / t_ref / 1e9)
        except Exception as exc:  # the peer is optional
            t_ref, ref = None, "n/a (%s)" % str(exc)[:40]
        t_i8, why = tilec_bench("examples/gemm_i8.tile", "matmul_i8", {"M": M, "N": N, "K": K})
        line = "gemm i8   %5dx%5dx%5d  TOPS: torch._int_mm %s  tilec 128x128x64 %s" % (
            M, N, K, ref, ("%6.1f" % (ops / t_i8 / 1e9) + (" (%.2fx)" % (t_ref / t_i8) if t_ref else "")) if t_i8
            else "n/a (%s)" % why[:60])
        print(line, flush=True)
        rows.append(line)
        record("gemm", "i8", "%dx%dx%d" % (M, N, K), t_i8, "torch._int_mm", t_ref, ops, M * K + K * N + 4.0 * M * N)
        del a, bt
    return rows


def attention_rows():
    """Flash attention and its variants against torch SDPA."""
    # ---- attention
    B, H, S, D = 4, 32, 4096, 64  # D as examples/flash_attention.tile fixes it
    q = torch.randn(B, H, S, D, dtype=torch.float16, device=dev)
    k = torch.randn_like(q)
    v = torch.randn_like(q)
    t = median_ms(lambda: torch.nn.functional.scaled_dot_product_attention(q, k, v), runs=10)
    flops = 4.0 * B * H * S * S * D
    t_tilec, why = tilec_bench("examples/flash_attention.tile", "flash_attention", {"BH": B * H, "S": S})
    line = "attention f16 B=%d H=%d S=%d D=%d: torch SDPA %.1f TFLOP/s; tilec %s" % (
        B, H, S, D, flops / t / 1e9,
        "%.3f ms, %.1f TFLOP/s (%.3fx SDPA)" % (t_tilec, flops / t_tilec / 1e9, t / t_tilec) if t_tilec else "n/a (%s)" % why[:90])
    print(line, flush=True)
    att_bytes = 4.0 * B * H * S * D * 2
    record("attention", "flash_attention", "B%dH%dS%dD%d" % (B, H, S, D), t_tilec, "SDPA", t, flops, att_bytes)
    # the variants of the same file, one line each: shared tiles swizzled
    # (flash_attention_swz), and also whole rows a warp (flash_attention_rows),
    # that at 128 query rows by 32 keys a block (no spills: 234 registers);
    # then P in registers as the second gemm's A operand (_rows_preg) and Q's
    # fragments loaded once before the key loop as well (_rows_qpreg)
    for kname, extra in [("flash_attention_swz", ()), ("flash_attention_rows", ()),
                         ("flash_attention_rows", ("-D", "BM=128", "-D", "BN=32")),
                         ("flash_attention_rows_preg", ()), ("flash_attention_rows_qpreg", ())]:
        t_v, why_v = tilec_bench("examples/flash_attention.tile", kname, {"BH": B * H, "S": S}, extra)
        record("attention", kname + ("" if not extra else "(" + " ".join(extra[1::2]) + ")"),
               "B%dH%dS%dD%d" % (B, H, S, D), t_v, "SDPA", t, flops, att_bytes)
        print("attention f16 %-27s %-20s %s" % (kname + ":", " ".join(extra[1::2]), "%.3f ms, %.1f TFLOP/s (%.3fx SDPA)" % (
            t_v, flops / t_v / 1e9, t / t_v) if t_v else "n/a (%s)" % why_v[:90]), flush=True)
    del q, k, v


def attention_wg():
    """The issue's attention table: examples/flash_attention_wg.tile (192
    query rows a block on three warpgroups at D 64, 128 on two at D 128; on sm_90a both gemms on warpgroup
    MMAs, P in registers) against torch's scaled_dot_product_attention (the
    backend torch picks: flash on the H200) at batch 8, 32 heads, head dims
    64 and 128, sequence 1024 to 8192, plain and causal; f16 in and out,
    medians (SDPA: 10 runs, L2 flushed; tilec: `tilec run --bench`), TFLOP/s
    (4 B H S^2 D flops, half that causal), the ratio tilec / SDPA and its
    geomean a form. At S 4096 the same kernels on mma.sync
    (`-mma=m16n8k16`; BN 64 at D 128) are timed too, to tell what wgmma
    and the K and V rings buy, and with the K and V rings of the slot
    count the file does not choose (`-D STAGES=2`: the file takes three)."""
    B, H = 8, 32
    ratios = {}
    for causal in (False, True):
        for D in (64, 128):
            for S in ((4096,) if QUICK else (1024, 2048, 4096, 8192)):
                q = torch.randn(B, H, S, D, dtype=torch.float16, device=dev)
                k = torch.randn_like(q)
                v = torch.randn_like(q)
                t = median_ms(lambda: torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=causal), runs=10)
                del q, k, v
                flops = 4.0 * B * H * S * S * D * (0.5 if causal else 1.0)
                kname = "flash_attention_wg" + ("_causal" if causal else "")
                # (mma.sync at D 128 with 64 keys a step: BN 128 spills there, the
                # K and V tiles passing through registers)
                # and the K and V rings of the other slot count (the file
                # takes three) beside the default, at S 4096 even with --quick
                other = 2
                forms = [("wgmma", TARGET, ())] + ([("%d slots" % other, TARGET, ("-D", "STAGES=%d" % other))] if S == 4096 else []) + \
                    ([("mma.sync", TARGET + " -mma=m16n8k16", ("-D", "BN=64") if D == 128 else ())] if S == 4096 and not QUICK else [])
                if TUNED:
                    tilec_tune("examples/flash_attention_wg.tile", kname, {"BH": B * H, "S": S}, ("-D", "D=%d" % D))
                for form, target, extra in forms:
                    t_tilec, why = tilec_bench("examples/flash_attention_wg.tile", kname, {"BH": B * H, "S": S},
                                               ("-D", "D=%d" % D) + extra, target=target)
                    if t_tilec and form == "wgmma":
                        ratios.setdefault((causal, D), []).append(t / t_tilec)
                    print("attention wg %-6s D %3d S %4d B %d H %d  TFLOP/s: SDPA %6.1f  tilec %-8s %s" % (
                        "causal" if causal else "plain", D, S, B, H, flops / t / 1e9, form,
                        "%6.1f (%.3fx SDPA, %.3f ms)" % (flops / t_tilec / 1e9, t / t_tilec, t_tilec) if t_tilec else
                        "n/a (%s)" % why[:90]), flush=True)
                    if form == "wgmma":
                        record("attention-wg", kname + "(D=%d)" % D, "B%dH%dS%dD%d" % (B, H, S, D), t_tilec, "SDPA", t, flops,
                               4.0 * B * H * S * D * 2)
    for (causal, D), rs in sorted(ratios.items()):
        print("attention wg %-6s D %3d: geomean %.3fx SDPA, minimum %.3fx, over %d sequence lengths" % (
            "causal" if causal else "plain", D, geomean(rs), min(rs), len(rs)), flush=True)


def gemm_raster():
    """f16 2048x28672x4096 (the weakest shape) with raster panels of 8, 16
    and 4 block rows (-D SW): 16 makes the resident blocks span all of M, so
    A stays in L2 while B streams once."""
    M, N, K = 2048, 28672, 4096
    a = torch.randn(M, K, dtype=torch.float16, device=dev)
    b = torch.randn(K, N, dtype=torch.float16, device=dev)
    c = torch.empty(M, N, dtype=torch.float16, device=dev)
    flops = 2.0 * M * N * K
    t_cublas = median_ms(lambda: torch.matmul(a, b, out=c))
    print("gemm f16 %dx%dx%d raster panels (cuBLAS %.1f TFLOP/s):" % (M, N, K, flops / t_cublas / 1e9), flush=True)
    for path, kern in [("examples/gemm_f16.tile", "matmul_f16_bk64"), ("examples/gemm_f16_large.tile", "matmul_f16_large")]:
        for sw in (8, 16, 4):
            t, why = tilec_bench(path, kern, {"M": M, "N": N, "K": K}, ["-D", "SW=%d" % sw])
            print("  %-30s %-18s SW=%-3d %s" % (path, kern, sw, "%6.1f TFLOP/s (%.2fx)" % (flops / t / 1e9, t_cublas / t)
                                                if t else "n/a (%s)" % why[:80]), flush=True)
    del a, b, c


def gemm_configs():
    """f16 4096^3 at other tile shapes (consts set with -D): which tiling the
    examples should use, measured rather than guessed."""
    M = N = K = 4096
    a = torch.randn(M, K, dtype=torch.float16, device=dev)
    b = torch.randn(K, N, dtype=torch.float16, device=dev)
    c = torch.empty(M, N, dtype=torch.float16, device=dev)
    flops = 2.0 * M * N * K
    t_cublas = median_ms(lambda: torch.matmul(a, b, out=c))
    print("gemm f16 4096^3 tile configurations (cuBLAS %.1f TFLOP/s):" % (flops / t_cublas / 1e9), flush=True)
    # 128x128 tiles: 4 warps of 64x64, 2 blocks an SM up to 98 KiB of ring;
    # 128x256 and 256x128: 8 warps of 64x64, one block an SM (about 220
    # registers); BK and STAGES trade barriers per K against shared memory
    g, gl = "examples/gemm_f16.tile", "examples/gemm_f16_large.tile"
    # the likeliest winners first (the sweep may be cut off by time): the
    # measured best, the 8-warp tiles at BK 64 (their loop lost a third of
    # its address arithmetic with the one-address-a-k-step ldmatrix), the
    # 128x128 BK 32 with 4 stages; the staged epilogue (measured slower) last
    for path, kern, consts in [(g, "matmul_f16_bk64", {}),
                               (gl, "matmul_f16_large", {"BK": 64, "STAGES": 3}),
                               (gl, "matmul_f16_large", {"BM": 256, "BN": 128, "BK": 64, "STAGES": 3}),
                               (g, "matmul_f16", {"STAGES": 4}),
                               (g, "matmul_f16", {}),
                               (g, "matmul_f16", {"BK": 64}),
                               (gl, "matmul_f16_large", {"BM": 256, "BN": 128}),
                               (gl, "matmul_f16_large", {}),
                               (gl, "matmul_f16_large", {"STAGES": 3}),
                               (gl, "matmul_f16_large", {"BK": 64, "STAGES": 4}),
                               (g, "matmul_f16", {"BK": 64, "STAGES": 4}),
                               (g, "matmul_f16", {"BM": 64, "BK": 64}),
                               (g, "matmul_f16_64x64", {}),
                               (g, "matmul_f16_bk64_smem_epilogue", {}),
                               (g, "matmul_f16_bk64_smem_epilogue", {"EP_STAGES": 3}),
                               (g, "matmul_f16_bk64_smem_epilogue", {"EP_STAGES": 4})]:
        extra = []
        for k, v in consts.items():
            extra += ["-D", "%s=%d" % (k, v)]
        t, why = tilec_bench(path, kern, {"M": M, "N": N, "K": K}, extra)
        print("  %-30s %-18s %-40s %s" % (path, kern, " ".join(extra), "%6.1f TFLOP/s (%.2fx)" % (flops / t / 1e9, t_cublas / t)
                                    if t else "n/a (%s)" % why[:80]), flush=True)
    del a, b, c


SAME_BYTES_COPY = {}


def copy_of(nbytes):
    """A device copy that moves nbytes (reads half, writes half), L2 flushed:
    the ceiling for a kernel that moves as many bytes (the fixed costs of a
    launch weigh the same on both)."""
    if nbytes not in SAME_BYTES_COPY:
        half = max(nbytes // 2, 1)
        x = torch.empty(half, dtype=torch.uint8, device=dev)
        y = torch.empty_like(x)
        t = median_ms(lambda: y.copy_(x), runs=30)
        SAME_BYTES_COPY[nbytes] = (t, 2 * half / t / 1e9)
        del x, y
    return SAME_BYTES_COPY[nbytes]


def mem_row(copy_tbs, path, kern, dims, nbytes, extra=(), label=None):
    t_tilec, out = tilec_bench(path, kern, dims, extra)
    name = label or kern
    if t_tilec is None:
        print("%-10s n/a (%s)" % (name, out[:110]), flush=True)
        return
    if nbytes is None:
        m = re.search(r"([0-9.]+) GB/s of arguments", out)
        nbytes = int(float(m.group(1)) * 1e9 * t_tilec / 1e3) if m else 0
    tbs = nbytes / t_tilec / 1e9
    t_copy, copy_same = copy_of(nbytes)
    record("memory", name, "x".join(str(v) for v in dims.values()), t_tilec, "copy", t_copy, 0, nbytes)
    print("%-10s %s: %.3f ms, %.2f TB/s = %.2fx of a device copy of the same bytes (%.3f ms, %.2f TB/s), "
          "%.2fx of the 1 GiB copy" % (name, dims, t_tilec, tbs, t_copy / t_tilec, t_copy, copy_same, tbs / copy_tbs),
          flush=True)


def mem_rows(copy_tbs, row_shapes):
    """Memory-bound kernels: bytes moved over time, against a device copy of
    the same bytes (the issue's measure) and against the 1 GiB copy."""
    mem = [
        ("examples/cuda/saxpy.tile", "saxpy", {"N": 1 << 26}, 3 * 4 * (1 << 26)),
        ("examples/cuda/saxpy.tile", "saxpy4", {"N": 1 << 26}, 3 * 4 * (1 << 26)),
        ("examples/cuda/saxpy.tile", "add_bias", {"M": 8192, "K": 8192}, 2 * 4 * 8192 * 8192),
        ("examples/cuda/saxpy.tile", "add_bias4", {"M": 8192, "K": 8192}, 2 * 4 * 8192 * 8192),
        ("examples/vector_add.tile", "vector_add", {"N": 1 << 26}, 3 * 4 * (1 << 26)),
    ]
    for rs in row_shapes:
        mem += [("examples/softmax.tile", "softmax", rs, None),
                ("examples/rmsnorm.tile", "rmsnorm", rs, None),
                ("examples/layernorm.tile", "layernorm", rs, None),
                ("examples/reduce_rows.tile", "row_sum", rs, None),
                ("examples/reduce_rows.tile", "row_max", rs, None),
                ("examples/reduce_rows.tile", "row_sum_lanes", rs, None),
                ("examples/reduce_rows.tile", "row_max_lanes", rs, None)]
    for path, kern, dims, nbytes in mem:
        mem_row(copy_tbs, path, kern, dims, nbytes)


def const_args(consts):
    """-D K=V for the consts; row_combine and store_hint are attributes of
    the cuda target."""
    extra, attrs = [], ""
    for k, v in consts.items():
        if k in ("row_combine", "store_hint"):
            attrs += " -%s=%s" % (k, v)
        else:
            extra += ["-D", "%s=%d" % (k, v)]
    return extra + (["--target", TARGET + attrs] if attrs else [])


def mem_configs(copy_tbs):
    """The reductions at other tilings (consts set with -D), 8192 x 4096.
    Rows a block (BR) against waves: the whole-row kernels run 3 blocks of
    256 an SM (396 on 132 SMs); at BR=4 the 2048 blocks are 5.2 waves, so
    the busiest slot does 6 blocks, 24 rows against 20.7 on average (0.86);
    BR=3 gives 7 x 3 = 21 rows (0.99), BR=2 22 (0.94), BR=1 21 but no row
    loaded ahead. The _lanes forms of the row reductions (no barrier in the
    loop) take tiles of BN_L columns: at 128 (the default) 37 registers (one
    wave, 32 bytes a thread in flight), at 256 72 (7 blocks of 128 an SM:
    924 slots for 1024 blocks, a second wave), 0.80 of a copy against 0.85."""
    rs = {"M": 8192, "N": 4096}
    print("memory-bound tilings, 8192 x 4096:", flush=True)
    for path, kern, consts in [("examples/softmax.tile", "softmax", {"BR": 3}),
                               ("examples/rmsnorm.tile", "rmsnorm", {"BR": 3}),
                               ("examples/layernorm.tile", "layernorm", {"BR": 3}),
                               ("examples/softmax.tile", "softmax", {"BR": 2}),
                               ("examples/layernorm.tile", "layernorm", {"BR": 2}),
                               ("examples/rmsnorm.tile", "rmsnorm", {"BR": 2}),
                               ("examples/softmax.tile", "softmax", {"BR": 1}),
                               ("examples/rmsnorm.tile", "rmsnorm", {"BR": 1}),
                               ("examples/layernorm.tile", "layernorm", {"BR": 1}),
                               ("examples/reduce_rows.tile", "row_sum_lanes", {"BN_L": 256}),
                               ("examples/reduce_rows.tile", "row_max_lanes", {"BN_L": 256}),
                               ("examples/reduce_rows.tile", "row_sum_lanes", {"BR": 16}),
                               ("examples/reduce_rows.tile", "row_sum", {"BN": 128}),
                               ("examples/reduce_rows.tile", "row_sum", {"BN": 512}),
                               ("examples/reduce_rows.tile", "row_sum", {"BR": 4, "BN": 1024}),
                               ("examples/reduce_rows.tile", "row_max", {"BN": 512}),
                               # two barriers a whole-row reduction (one
                               # thread combines the warp partials), the
                               # form before row_combine=every, the default
                               ("examples/softmax.tile", "softmax", {"row_combine": "thread"}),
                               ("examples/rmsnorm.tile", "rmsnorm", {"row_combine": "thread"}),
                               # the outputs' 16-byte stores st.global.cs
                               ("examples/softmax.tile", "softmax", {"store_hint": "cs"}),
                               ("examples/reduce_rows.tile", "row_sum", {"store_hint": "cs"})]:
        extra = const_args(consts)
        mem_row(copy_tbs, path, kern, rs, None, extra, "%s %s" % (kern, " ".join(extra)))
    # rows of 8192: two passes over X by default (N > BN_ROW = 4096: at most
    # 2/3 of a copy unless the second read hits L2) against one pass with the
    # row in registers (BN_ROW=8192: 32 a thread, 128 registers, 2 blocks an SM)
    rs = {"M": 8192, "N": 8192}
    print("memory-bound tilings, 8192 x 8192:", flush=True)
    for kern in ["softmax", "rmsnorm", "layernorm"]:
        for consts in [{}, {"BN_ROW": 8192}, {"BN_ROW": 8192, "BR": 2}, {"BN_ROW": 8192, "row_combine": "thread"},
                       {"store_hint": "cs"}, {"BN_ROW": 8192, "store_hint": "cs"}]:
            extra = const_args(consts)
            mem_row(copy_tbs, "examples/%s.tile" % kern, kern, rs, None, extra, "%s %s" % (kern, " ".join(extra)))
    # small rows, 262144 x 256: the one-tile path ([BR, BN] = [4, 512] by
    # default, half of it past the rows' end) against a tile as wide as the
    # rows (BN=256: no column masks) and more rows a block (bytes in flight)
    rs = {"M": 262144, "N": 256}
    print("memory-bound tilings, 262144 x 256:", flush=True)
    for kern in ["softmax", "rmsnorm", "layernorm"]:
        for consts in [{"BR": 8}, {"BN": 256}, {"BR": 8, "BN": 256}, {"BR": 16, "BN": 256}]:
            extra = []
            for k, v in consts.items():
                extra += ["-D", "%s=%d" % (k, v)]
            mem_row(copy_tbs, "examples/%s.tile" % kern, kern, rs, None, extra, "%s %s" % (kern, " ".join(extra)))


def ab_rows(copy_tbs, other):
    """A change measured: the rows it touches, this build (A) and another
    (B, e.g. built with a knob) alternating in one run."""
    global TILEC
    mine = TILEC
    rs = {"M": 262144, "N": 256}
    print("memory-bound, 262144 x 256 and 8192 x 4096 (A: %s, B: %s):" % (mine, other), flush=True)
    for kern, path, dims, consts in [("softmax", "examples/softmax.tile", rs, {}), ("rmsnorm", "examples/rmsnorm.tile", rs, {}),
                                     ("layernorm", "examples/layernorm.tile", rs, {}),
                                     ("softmax", "examples/softmax.tile", rs, {"BR_S": 64}),
                                     ("rmsnorm", "examples/rmsnorm.tile", rs, {"BR_S": 64}),
                                     ("layernorm", "examples/layernorm.tile", rs, {"BR_S": 64}),
                                     ("softmax", "examples/softmax.tile", rs, {"BR_S": 16}),
                                     ("softmax", "examples/softmax.tile", {"M": 8192, "N": 4096}, {}),
                                     ("rmsnorm", "examples/rmsnorm.tile", {"M": 8192, "N": 4096}, {}),
                                     ("layernorm", "examples/layernorm.tile", {"M": 8192, "N": 4096}, {}),
                                     ("row_sum", "examples/reduce_rows.tile", rs, {})]:
        extra = const_args(consts)
        mem_row(copy_tbs, path, kern, dims, None, extra, "%s %s" % (kern, " ".join(extra)))
    for (M, N, K) in [(4096, 4096, 4096), (2048, 28672, 4096), (2048, 4096, 14336)]:
        a = torch.randn(M, K, dtype=torch.float16, device=dev)
        b = torch.randn(K, N, dtype=torch.float16, device=dev)
        c = torch.empty(M, N, dtype=torch.float16, device=dev)
        flops = 2.0 * M * N * K
        t_cublas = median_ms(lambda: torch.matmul(a, b, out=c))
        print("gemm f16 %dx%dx%d (cuBLAS %.1f TFLOP/s), A then B:" % (M, N, K, flops / t_cublas / 1e9), flush=True)
        for path, kern, consts in [("examples/gemm_f16.tile", "matmul_f16_bk64", {}),
                                   ("examples/gemm_f16_large.tile", "matmul_f16_large", {}),
                                   ("examples/gemm_f16_large.tile", "matmul_f16_large", {"BK": 64, "STAGES": 3}),
                                   ("examples/gemm_f16_large.tile", "matmul_f16_large", {"BK": 128, "STAGES": 2})]:
            extra = const_args(consts)
            row = []
            for binary in (mine, other):
                TILEC = binary
                t, why = tilec_bench(path, kern, {"M": M, "N": N, "K": K}, extra)
                row.append("%6.1f (%.2fx)" % (flops / t / 1e9, t_cublas / t) if t else "n/a (%s)" % why[:60])
            TILEC = mine
            print("  %-18s %-24s A %s  B %s" % (kern, " ".join(extra), row[0], row[1]), flush=True)
        del a, b, c


def short_rows(copy_tbs):
    """Rows of 256 (262144 x 256): the whole-row path at [BR, BN] tiles as
    wide as the row and BR from 4 to 32 rows a block (16 to 128 KiB of the
    row data in flight a block)."""
    rs = {"M": 262144, "N": 256}
    print("memory-bound tilings, 262144 x 256:", flush=True)
    for kern in ["softmax", "rmsnorm", "layernorm"]:
        for consts in [{}, {"BN": 256}, {"BR": 8, "BN": 256}, {"BR": 16, "BN": 256}, {"BR": 32, "BN": 256}]:
            extra = const_args(consts)
            mem_row(copy_tbs, "examples/%s.tile" % kern, kern, rs, None, extra, "%s %s" % (kern, " ".join(extra)))
    for kern in ["row_sum", "row_sum_lanes"]:
        for consts in [{}, {"BR": 16}, {"BR": 32}]:
            extra = const_args(consts)
            mem_row(copy_tbs, "examples/reduce_rows.tile", kern, rs, None, extra, "%s %s" % (kern, " ".join(extra)))


def compile_times():
    """Source to a kernel's first launch done, per example (first_launch.py:
    fresh processes in which torch has started CUDA, tilec's cache off,
    NVRTC off the driver's compute cache; a load of exec nvrtc compiles what
    every launch runs and a kernel's paths chosen by the dims, or a cp.async
    twin, on the first launch that takes them, so the first launch's time is
    part of the figure), medians of three; then the same rows with tilec's
    cache on (first_launch.py --warm: a fresh cache an untimed process of
    each row fills), what a first launch costs when NVRTC compiles nothing."""
    lib = os.path.join(os.path.dirname(os.path.abspath(TILEC)), "libtilec.so")
    here = os.path.dirname(os.path.abspath(__file__))
    env = dict(os.environ, PYTHONPATH=os.path.join(os.path.dirname(os.path.dirname(here)), "python"),
               TILEC_LIBRARY=lib, PYTHONUNBUFFERED="1")
    for warm in ([], ["--warm"]):
        p = subprocess.run([sys.executable, os.path.join(here, "first_launch.py"), "--runs", "3"] + warm,
                           capture_output=True, text=True, env=env)
        for line in (p.stdout + p.stderr).splitlines():
            print("compile%s %s" % (" warm" if warm else "", line), flush=True)


def run():
    try:
        return main()
    finally:
        write_csv()


if __name__ == "__main__":
    sys.exit(run())