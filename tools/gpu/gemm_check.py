#!/usr/bin/env python3
"""tools/gpu/gemm_check.py TILEC [TARGET...]: the Hopper GEMM of
examples/gemm_f16_large.tile (matmul_f16_large; its bf16 twin differs in the
conversions alone, and .npy has no bf16) on the GPU against torch's float32
product of the same f16 inputs, at shapes the
interpreter is too slow for: 4096^3; 4000x4000x1000, 3000x5000x700 and 5000x5000x1000 (edge
tiles, more tiles than SMs, so a block runs edge and interior tiles in turn);
1200x4000x300; 8192x8192x512; 1000x1000x1001 (K odd: no load maps, the
cp.async ring, while C's store map is built); 1000x1001x1000 (N odd: no map
at all). Each run goes through `tilec run --input/--output .npy` (nvrtc) on
each TARGET (default: nvidia/h200, and nvidia/h200 -epilogue=pairs), on each
execution backend of GEMM_CHECK_EXECS (default nvrtc; e.g. nvrtc,tvm_ffi,cython).
On an H100 or H200 (132 SMs) 1200x4000x300, 8192x8192x512 and 5000x5000x1000
leave their last wave at most three fifths full, so its tiles are split along K
(stream-K; `-stream_k=off` takes every tile whole). One
line a run: PASS or FAIL, the largest error relative to 1 + |reference|
(tolerance 4e-3: a few units of an f16's last place), the seconds. Exit status 1 when any run failed."""
import os
import subprocess
import sys
import tempfile
import time

try:
    import numpy as np
    import torch
except ImportError as e:  # the GPU machine has both; elsewhere say so
    print("%s: skipped: %s" % (__file__.rsplit("/", 1)[-1], e))
    sys.exit(0)

TILEC = sys.argv[1] if len(sys.argv) > 1 else "build/tilec"
TARGETS = sys.argv[2:] or ["nvidia/h200", "nvidia/h200 -epilogue=pairs"]
FILE = "examples/gemm_f16_large.tile"
SHAPES = [(4096, 4096, 4096), (4000, 4000, 1000), (3000, 5000, 700), (1200, 4000, 300), (8192, 8192, 512), (5000, 5000, 1000),
          (1000, 1000, 1001), (1000, 1001, 1000)]
KERNELS = [("matmul_f16_large", torch.float16, 4e-3)]


def main():
    torch.manual_seed(0)
    dev = torch.device("cuda")
    failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for kernel, dt, tol in KERNELS:
            for M, N, K in SHAPES:
                a = torch.randn(M, K, device=dev).to(dt)
                b = torch.randn(K, N, device=dev).to(dt)
                ref = (a.float() @ b.float()).cpu().numpy()
                np.save(os.path.join(tmp, "A.npy"), a.cpu().numpy())
                np.save(os.path.join(tmp, "B.npy"), b.cpu().numpy())
                for target, ex in [(t, e) for t in TARGETS for e in os.environ.get("GEMM_CHECK_EXECS", "nvrtc").split(",")]:
                    out = os.path.join(tmp, "C.npy")
                    args = [TILEC, "run", FILE, "--target", target, "--exec", ex, "--kernel", kernel,
                            "--input", "A=" + os.path.join(tmp, "A.npy"), "--input", "B=" + os.path.join(tmp, "B.npy"),
                            "--output", "C=" + out]
                    t0 = time.time()
                    p = subprocess.run(args, capture_output=True, text=True, timeout=300)
                    dt_s = time.time() - t0
                    shape = "%dx%dx%d" % (M, N, K)
                    if p.returncode != 0:
                        failed += 1
                        print("gemm_check FAIL %-18s %-16s %-28s %-7s did not run: %s" % (
                            kernel, shape, target, ex, (p.stdout + p.stderr).strip()[-300:]), flush=True)
                        continue
                    c = np.load(out).astype(np.float32)
                    err = float(np.max(np.abs(c - ref) / (1.0 + np.abs(ref)))) if np.isfinite(c).all() else float("inf")
                    ok = err <= tol
                    failed += not ok
                    print("gemm_check %s %-18s %-16s %-28s %-7s rel err %.2e (%.1fs)" % (
                        "PASS" if ok else "FAIL", kernel, shape, target, ex, err, dt_s), flush=True)
    print("gemm_check: %s" % ("all passed" if not failed else "%d FAILED" % failed), flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
