"""test_cuda.py: the CUDA half, on a machine with PyTorch and a CUDA device
(skipped, with the reason, elsewhere): every kernel of every example run from
Python on PyTorch CUDA tensors (target cuda) against the references of
cases.py (the same inputs and f64 references test_examples.py uses on the
CPU), and an end-to-end snippet: an RMSNorm and a GEMM inside a small
torch.nn.Module's forward, checked against the plain PyTorch forward, with
both timed. From a built tree, no pip needed:

  PYTHONPATH=python TILEC_LIBRARY=build/libtilec.so python3 -m pytest -p no:cacheprovider -q -rs -s python/tests/test_cuda.py
"""

from __future__ import annotations

import dataclasses
import functools
import math
import time
from typing import Any, Dict, List

import numpy as np
import pytest

import tilec
from cases import EXAMPLES, Arg, Case, all_cases, compare, decode

torch = pytest.importorskip("torch", reason="no torch")
if not torch.cuda.is_available():
    pytest.skip("no CUDA device (torch.cuda.is_available() is False)", allow_module_level=True)

CASES = all_cases()


@functools.lru_cache(maxsize=None)
def module(file: str, defines: tuple = ()) -> tilec.Module:
    """file compiled once per set of -D values (a case's defines, sorted)."""
    return tilec.compile(EXAMPLES / file, target="cuda", defines=dict(defines) if defines else None)


def to_cuda(a: Arg) -> Any:
    """a as a CUDA tensor (bf16 as torch.bfloat16; the 8- and 4-bit dtypes as
    bytes seen through tilec.view)."""
    if not isinstance(a.a, np.ndarray):
        return a.a
    if a.dtype == "bf16":
        return torch.from_numpy(a.a.view(np.int16).copy()).view(torch.bfloat16).cuda()
    t = torch.from_numpy(a.a.copy()).cuda()
    return tilec.view(t, a.dtype) if a.dtype else t


def to_numpy(t: Any, a: Arg) -> np.ndarray:
    t = t.x if isinstance(t, tilec.view) else t
    if a.dtype == "bf16":
        return t.view(torch.int16).cpu().numpy().view(np.uint16)
    return t.cpu().numpy()


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_example_cuda(case: Case) -> None:
    try:
        mod = module(case.file, tuple(sorted(case.defines.items())))
    except tilec.Error as e:
        if e.code == "unavailable":
            pytest.skip(f"{case.file}: {e}")
        raise
    args = [to_cuda(a) for a in case.args]
    names = case.names
    for k in case.kernels:
        kern = mod[k]
        picked = [args[names.index(p.name)] for p in kern.params] if names else args
        try:
            kern(*picked)
        except tilec.LaunchError as e:
            if "the device" in str(e) and "allows" in str(e):  # a CPU-sized kernel (gemm_cpu): too big for the GPU
                pytest.skip(f"{case.file}: {e}")
            raise
    torch.cuda.synchronize()
    got: Dict[int, np.ndarray] = {i: decode(Arg(to_numpy(args[i], case.args[i]), case.args[i].dtype))
                                  for i in case.expected}
    if case.rtol or case.atol:
        # the GPU sums reductions and gemms in another order (and fuses a
        # float gemm's multiply-adds, docs/language.md): a looser bound for
        # every float result; exact results stay exact
        case = dataclasses.replace(case, rtol=max(case.rtol, 5e-3), atol=max(case.atol, 5e-3))
    compare(case, got)


def test_cuda_bad_device() -> None:
    """A CPU tensor given to a CUDA kernel: the C side's message."""
    mod = module("vector_add.tile")
    a = torch.zeros(100, device="cuda")
    with pytest.raises(tilec.LaunchError, match=r"argument 1 \(B\): expected a CUDA tensor"):
        mod.vector_add(a, torch.zeros(100), a)


# ---- end to end: tilec kernels inside a torch.nn.Module ---------------------

class Block(torch.nn.Module):
    """y = rmsnorm(x) * w @ proj, in plain PyTorch."""

    def __init__(self, d: int, h: int) -> None:
        super().__init__()
        self.w = torch.nn.Parameter(torch.rand(d) + 0.5)
        self.proj = torch.nn.Parameter(torch.randn(d, h) / math.sqrt(d))

    def forward(self, x: Any) -> Any:
        y = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * self.w
        return y @ self.proj


class TilecBlock(torch.nn.Module):
    """The same forward through examples/rmsnorm.tile and examples/gemm.tile."""

    def __init__(self, ref: Block) -> None:
        super().__init__()
        self.w, self.proj = ref.w, ref.proj
        self.norm = module("rmsnorm.tile")
        self.gemm = module("gemm.tile")

    def forward(self, x: Any) -> Any:
        x = x.contiguous()
        y = torch.empty_like(x)
        self.norm.rmsnorm(x, self.w.detach(), y)
        out = torch.empty(x.shape[0], self.proj.shape[1], device=x.device, dtype=x.dtype)
        self.gemm.matmul(y, self.proj.detach(), out)
        return out


def bench_ms(f: Any, x: Any, n: int = 20) -> float:
    for _ in range(3):
        f(x)
    torch.cuda.synchronize()
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    times: List[float] = []
    for _ in range(n):
        start.record()
        f(x)
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end))
    return sorted(times)[n // 2]


@pytest.mark.parametrize("m, d, h", [(2048, 1024, 4096), (333, 1000, 257)])
def test_module_forward(m: int, d: int, h: int) -> None:
    torch.manual_seed(0)
    torch.backends.cuda.matmul.allow_tf32 = False
    ref = Block(d, h).cuda()
    ours = TilecBlock(ref)
    x = torch.randn(m, d, device="cuda")
    with torch.no_grad():
        want = ref(x).double()
        got = ours(x).double()
        err = ((got - want).abs().max() / want.abs().max()).item()
        t_torch, t_tilec = bench_ms(ref, x), bench_ms(ours, x)
    flops = 2.0 * m * d * h
    print(f"\nend-to-end [{m}x{d}] @ [{d}x{h}] f32: max error {err:.2e} (relative to max |y|); "
          f"torch {t_torch:.3f} ms, tilec {t_tilec:.3f} ms ({flops / t_tilec / 1e9:.1f} TFLOP/s), "
          f"device {torch.cuda.get_device_name()}")
    # tilec's f32 GEMM on CUDA rounds its operands to tf32 (PyTorch's here does not)
    assert err < 5e-3, f"tilec's forward differs from PyTorch's by {err}"
