#!/usr/bin/env python3
"""tools/gpu/fa_check.py TILEC: the kernels of examples/flash_attention_wg.tile
(plain and causal) on the GPU against torch's scaled_dot_product_attention
computed in float32 on float32 copies of the same f16 inputs, at edge shapes:
B 2, H 3 (BH 6), S 1, 70, 1000 and 3000 (none a multiple of the 128-row
block or the key block; 3000 takes the rings' slots round eight times),
head dims 64 and 128. Each run goes through `tilec run
--input/--output .npy` (nvrtc), on the default target (nvidia/h200: both
gemms on warpgroup MMAs) and, at S 1000, on `nvidia/h200 -mma=m16n8k16` (the
same source on mma.sync: a wgmma-only failure shows as a FAIL of the first
form alone) and with the K/V rings of the other slot count (`-D STAGES=2`:
the file takes three). One line a run: PASS or FAIL, the max abs error against the
f32 reference (tolerance 2e-2 absolute, outputs are f16 of magnitude < 1),
the seconds. Exit status 1 when any run failed. TILEC_GPU_TARGET names the
first form's target (default nvidia/h200), e.g. "nvidia/h200 -kv_fill=threads";
FA_CHECK_DEFINES, space-separated NAME=VALUE, adds -D to every run (e.g.
"BN=176": a tiling to check before it becomes the file's)."""
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
FILE = "examples/flash_attention_wg.tile"
TOL = 2e-2
TARGET = os.environ.get("TILEC_GPU_TARGET", "nvidia/h200")
DEFINES = os.environ.get("FA_CHECK_DEFINES", "").split()


def run(kernel, D, S, target, q, k, v, tmp, extra=()):
    for name, t in (("Q", q), ("K", k), ("V", v)):
        np.save(os.path.join(tmp, name + ".npy"), t.reshape(-1, S, D).cpu().numpy())
    out = os.path.join(tmp, "O.npy")
    args = [TILEC, "run", FILE, "--target", target, "--exec", "nvrtc", "--kernel", kernel, "-D", "D=%d" % D]
    for d in DEFINES + list(extra):
        args += ["-D", d]
    for name in "QKV":
        args += ["--input", "%s=%s" % (name, os.path.join(tmp, name + ".npy"))]
    args += ["--output", "O=" + out]
    p = subprocess.run(args, capture_output=True, text=True, timeout=120)
    if p.returncode != 0:
        return None, (p.stdout + p.stderr).strip()[-300:]
    return np.load(out).astype(np.float32), ""


def main():
    torch.manual_seed(0)
    dev = torch.device("cuda")
    failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for D in (64, 128):
            for S in (1, 70, 1000, 3000):
                B, H = 2, 3
                q, k, v = (torch.randn(B, H, S, D, device=dev).to(torch.float16) for _ in range(3))
                for causal in (False, True):
                    ref = torch.nn.functional.scaled_dot_product_attention(q.float(), k.float(), v.float(),
                                                                           is_causal=causal)
                    ref = ref.reshape(-1, S, D).cpu().numpy()
                    kernel = "flash_attention_wg" + ("_causal" if causal else "")
                    # at S 1000 also the same source on mma.sync, and the
                    # rings of the slot count the file does not choose (it
                    # takes three)
                    other = "STAGES=2"
                    forms = [(TARGET, ())] + ([("nvidia/h200 -mma=m16n8k16", ()), (TARGET, (other,))]
                                              if S == 1000 else [])
                    for target, extra in forms:
                        t0 = time.time()
                        o, why = run(kernel, D, S, target, q, k, v, tmp, extra)
                        if extra:
                            target = target + " -D " + " -D ".join(extra)
                        dt = time.time() - t0
                        if o is None:
                            failed += 1
                            print("fa_check FAIL %-26s D %3d S %4d %-26s did not run: %s" % (kernel, D, S, target, why),
                                  flush=True)
                            continue
                        err = float(np.nanmax(np.abs(o - ref))) if np.isfinite(o).all() else float("inf")
                        ok = err <= TOL
                        failed += not ok
                        print("fa_check %s %-26s D %3d S %4d %-26s max abs err %.2e (%.1fs)" % (
                            "PASS" if ok else "FAIL", kernel, D, S, target, err, dt), flush=True)
    print("fa_check: %s" % ("all passed" if not failed else "%d FAILED" % failed), flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
