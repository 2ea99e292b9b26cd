#!/usr/bin/env python3
"""tools/gpu/fp8_check.py TILEC [TARGET]: examples/fp8_gemm_large.tile's two
kernels on the GPU against torch, at shapes the interpreter is too slow for
(on an H100 or H200 the first three leave their last wave at most three fifths
full, so stream-K splits them; the other two split nothing).

Each kernel is launched through tilec's Python package (TILEC_LIBRARY, default
build/libtilec.so) on A [M, K], B [N, K] in f8e4m3 and compared with
(A B^T) scaled in f32 (fp8_gemm_large: two scalar scales; _rows: a scale a row
of A and one a row of B), the output bf16. The fp8 warpgroup MMA accumulates
without periodic promotion (as `_scaled_mm(use_fast_accum=True)`), so its error
is absolute and grows with the spread of the sum: the measure is the largest
|tilec - ref| over (1 + scale x 0.25 sqrt(K)), the sum's standard deviation
for these inputs times the largest scale; tolerance 2%. Each line also gives
the largest error over 1 + |ref| (what an earlier check printed: it peaks at
outputs near zero) and, where torch has it, the same against
`_scaled_mm(..., use_fast_accum=True)` for fp8_gemm_large. Exit status 1 when a
run fails the tolerance."""
import os
import sys

try:
    import torch
except ImportError as e:
    print("fp8_check.py: skipped: %s" % e)
    sys.exit(0)

TILEC = sys.argv[1] if len(sys.argv) > 1 else "build/tilec"
TARGET = sys.argv[2] if len(sys.argv) > 2 else "nvidia/h200"
SHAPES = [(1200, 4000, 512), (5120, 5120, 1024), (3072, 3072, 2048), (4096, 4096, 1024), (1000, 3000, 640)]


def main():
    f8 = getattr(torch, "float8_e4m3fn", None)
    if f8 is None or not torch.cuda.is_available():
        print("fp8_check.py: skipped: no float8_e4m3fn or no GPU in torch %s" % torch.__version__)
        return 0
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "python"))
    os.environ.setdefault("TILEC_LIBRARY", os.path.join(os.path.dirname(os.path.abspath(TILEC)), "libtilec.so"))
    import tilec
    mod = tilec.compile("examples/fp8_gemm_large.tile", target=TARGET)
    torch.manual_seed(0)
    failed = 0
    for M, N, K in SHAPES:
        a = (torch.randn(M, K, device="cuda") * 0.5).to(f8)
        b = (torch.randn(N, K, device="cuda") * 0.5).to(f8)
        exact = a.float() @ b.float().t()
        av, bv = tilec.view(a.view(torch.uint8), "f8e4m3"), tilec.view(b.view(torch.uint8), "f8e4m3")
        for kern in ("fp8_gemm_large", "fp8_gemm_large_rows"):
            c = torch.zeros(M, N, dtype=torch.bfloat16, device="cuda")
            cv = tilec.view(c.view(torch.int16), "bf16")
            fast = None
            if kern == "fp8_gemm_large":
                sa, sb = 0.5, 0.25
                mod.fp8_gemm_large(av, bv, cv, sa, sb)
                ref, scale = exact * (sa * sb), sa * sb
                try:
                    fast = torch._scaled_mm(a, b.t(), scale_a=torch.tensor(sa, device="cuda"),
                                            scale_b=torch.tensor(sb, device="cuda"), out_dtype=torch.bfloat16,
                                            use_fast_accum=True).float()
                except Exception:  # an older torch's signature
                    fast = None
            else:
                sa = torch.rand(M, device="cuda") + 0.5
                sb = torch.rand(N, device="cuda") + 0.5
                mod.fp8_gemm_large_rows(av, bv, sa, sb, cv)
                ref, scale = exact * sa[:, None] * sb[None, :], float(sa.max() * sb.max())
            torch.cuda.synchronize()
            out = c.float()
            diff = (out - ref).abs()
            spread = 1.0 + scale * 0.25 * K ** 0.5
            err = diff.max().item() / spread
            old = (diff / (1.0 + ref.abs())).max().item()
            ok = err <= 2e-2
            failed += not ok
            extra = "" if fast is None else ", against _scaled_mm fast accum %.2e" % (
                ((out - fast).abs() / (1.0 + fast.abs())).max().item())
            print("fp8_check %s %-20s %5dx%5dx%5d  err/spread %.2e  (err/(1+|ref|) %.2e%s)" % (
                "PASS" if ok else "FAIL", kern, M, N, K, err, old, extra), flush=True)
    print("fp8_check: %s" % ("all passed" if not failed else "%d FAILED" % failed), flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
