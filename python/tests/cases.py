"""cases.py: every example kernel (examples/*.tile) as a test case: inputs
at edge shapes (sizes that are not multiples of the tiles, sizes of 1, rows
longer than a tile), the NumPy reference of what the kernel computes (as its
file's header comment states it), and the tolerance. test_examples.py runs
them on NumPy arrays, test_cuda.py on PyTorch CUDA tensors.

A case's inputs are Arg values: a NumPy array and, for the dtypes NumPy has
no type for, the tilec dtype it stands for (bf16 as uint16 bit patterns, the
8-bit floats as their codes, 4-bit values two to a byte along the last dim).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable, Dict, List, Optional, Tuple, Union

import numpy as np

EXAMPLES = __import__("pathlib").Path(__file__).resolve().parent.parent.parent / "examples"


@dataclass
class Arg:
    a: Union[np.ndarray, float]      # a tensor, or the number a scalar parameter takes
    dtype: Optional[str] = None  # a tilec.view dtype, or None

    def copy(self) -> "Arg":
        return Arg(self.a.copy() if isinstance(self.a, np.ndarray) else self.a, self.dtype)


@dataclass
class Case:
    id: str
    file: str
    kernels: Tuple[str, ...]          # launched in order on the same args
    args: List[Arg]
    expected: Dict[int, np.ndarray]   # argument index -> reference values (f64, or exact ints)
    rtol: float = 1e-5
    atol: float = 1e-5
    defines: Dict[str, int] = field(default_factory=dict)
    # for a sequence of kernels: each argument's name; a kernel takes those
    # its parameters name, in its order
    names: Optional[List[str]] = None

    def kernel_args(self, params: List[str], args: List[Arg]) -> List[Arg]:
        return [args[self.names.index(p)] for p in params] if self.names else args


# ---- dtypes NumPy lacks ----------------------------------------------------

def bf16_encode(x: np.ndarray) -> np.ndarray:
    """f32 to bf16 bit patterns, round to nearest even."""
    u = np.asarray(x, np.float32).view(np.uint32).astype(np.uint64)
    return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)


def bf16_decode(b: np.ndarray) -> np.ndarray:
    return (b.astype(np.uint32) << 16).view(np.float32).astype(np.float64)


def _f8e4m3_table() -> np.ndarray:
    t = np.zeros(256)
    for c in range(256):
        s, e, m = c >> 7, (c >> 3) & 15, c & 7
        v = m / 8 * 2.0 ** -6 if e == 0 else (1 + m / 8) * 2.0 ** (e - 7)
        t[c] = np.nan if (c & 0x7F) == 0x7F else (-v if s else v)
    return t


F8E4M3 = _f8e4m3_table()
F4E2M1 = np.array([0, 0.5, 1, 1.5, 2, 3, 4, 6, -0.0, -0.5, -1, -1.5, -2, -3, -4, -6])


def f8_codes(rng: np.random.Generator, shape: Tuple[int, ...]) -> np.ndarray:
    c = rng.integers(0, 256, shape, dtype=np.uint8)
    return np.where((c & 0x7F) == 0x7F, np.uint8(0x38), c).astype(np.uint8)  # no NaN codes


def e8m0_decode(c: np.ndarray) -> np.ndarray:
    return np.ldexp(1.0, c.astype(np.int64) - 127)


def pack4(nibbles: np.ndarray) -> np.ndarray:
    """[.., K] values 0..15 (K even) to [.., K / 2] bytes, low nibble first."""
    n = nibbles.astype(np.uint8)
    return (n[..., 0::2] | (n[..., 1::2] << 4)).astype(np.uint8)


def f16(rng: np.random.Generator, *shape: int, scale: float = 1.0) -> np.ndarray:
    return (rng.uniform(-1, 1, shape) * scale).astype(np.float16)


def f32(rng: np.random.Generator, *shape: int) -> np.ndarray:
    return rng.uniform(-1, 1, shape).astype(np.float32)


def d(x: np.ndarray) -> np.ndarray:
    return x.astype(np.float64)


def softmax(x: np.ndarray, axis: int = -1) -> np.ndarray:
    m = np.max(x, axis=axis, keepdims=True)
    e = np.exp(x - m)
    return e / e.sum(axis=axis, keepdims=True)


def attention(q: np.ndarray, k: np.ndarray, v: np.ndarray, scale: float) -> np.ndarray:
    """q [.., S, D], k and v [.., T, D]."""
    return softmax(d(q) @ np.swapaxes(d(k), -1, -2) * scale) @ d(v)


# ---- the cases --------------------------------------------------------------

def all_cases() -> List[Case]:
    rng = np.random.default_rng(7)
    out: List[Case] = []

    for n in (1, 1000, 1025):
        a, b = f32(rng, n), f32(rng, n)
        out.append(Case(f"vector_add-{n}", "vector_add.tile", ("vector_add",),
                        [Arg(a), Arg(b), Arg(np.zeros(n, np.float32))], {2: d(a + b)}, 0, 0))

    for f in ("gemm.tile", "gemm_cpu.tile"):
        for m, k, n in ((1, 1, 1), (65, 17, 70)):
            a, b = f32(rng, m, k), f32(rng, k, n)
            out.append(Case(f"{f[:-5]}-{m}x{k}x{n}", f, ("matmul",),
                            [Arg(a), Arg(b), Arg(np.zeros((m, n), np.float32))], {2: d(a) @ d(b)}, 1e-4, 1e-4))

    for kern in ("matmul_f16", "matmul_f16_bk64", "matmul_f16_bk64_smem_epilogue", "matmul_f16_64x64",
                 "matmul_bf16_bk64", "matmul_bf16_bk64_smem_epilogue", "matmul_bf16_64x64"):
        m, k, n = 33, 70, 65
        if "bf16" in kern:
            a, b = bf16_encode(f32(rng, m, k)), bf16_encode(f32(rng, k, n))
            args = [Arg(a, "bf16"), Arg(b, "bf16"), Arg(np.zeros((m, n), np.uint16), "bf16")]
            ref, tol = bf16_decode(a) @ bf16_decode(b), 3e-2
        else:
            a, b = f16(rng, m, k), f16(rng, k, n)
            args = [Arg(a), Arg(b), Arg(np.zeros((m, n), np.float16))]
            ref, tol = d(a) @ d(b), 1e-2
        out.append(Case(f"gemm_f16-{kern}", "gemm_f16.tile", (kern,), args, {2: ref}, tol, tol))

    for kern in ("matmul_f16_large", "matmul_bf16_large"):
        m, k, n = 130, 40, 129
        if "bf16" in kern:
            a, b = bf16_encode(f32(rng, m, k)), bf16_encode(f32(rng, k, n))
            args = [Arg(a, "bf16"), Arg(b, "bf16"), Arg(np.zeros((m, n), np.uint16), "bf16")]
            ref, tol = bf16_decode(a) @ bf16_decode(b), 3e-2
        else:
            a, b = f16(rng, m, k), f16(rng, k, n)
            args = [Arg(a), Arg(b), Arg(np.zeros((m, n), np.float16))]
            ref, tol = d(a) @ d(b), 1e-2
        out.append(Case(f"gemm_f16_large-{kern}", "gemm_f16_large.tile", (kern,), args, {2: ref}, tol, tol))

    m, k, n = 35, 67, 33
    a8 = rng.integers(-128, 128, (m, k), dtype=np.int8)
    b8 = rng.integers(-128, 128, (n, k), dtype=np.int8)
    out.append(Case("gemm_i8-matmul_i8", "gemm_i8.tile", ("matmul_i8",),
                    [Arg(a8), Arg(b8), Arg(np.zeros((m, n), np.int32))],
                    {2: a8.astype(np.int64) @ b8.astype(np.int64).T}, 0, 0))
    au = rng.integers(0, 256, (m, k), dtype=np.uint8)
    bu = rng.integers(0, 256, (k, n), dtype=np.uint8)
    out.append(Case("gemm_i8-matmul_u8", "gemm_i8.tile", ("matmul_u8",),
                    [Arg(au), Arg(bu), Arg(np.zeros((m, n), np.int32))],
                    {2: au.astype(np.int64) @ bu.astype(np.int64)}, 0, 0))

    m, k, n = 37, 21, 45
    for kern, sa, sb, ref in (("matmul_nt", (m, k), (n, k), lambda a, b: a @ b.T),
                              ("matmul_tn", (k, m), (k, n), lambda a, b: a.T @ b),
                              ("matmul_tt", (k, m), (n, k), lambda a, b: a.T @ b.T)):
        a, b = f32(rng, *sa), f32(rng, *sb)
        out.append(Case(f"gemm_transpose-{kern}", "gemm_transpose.tile", (kern,),
                        [Arg(a), Arg(b), Arg(np.zeros((m, n), np.float32))], {2: ref(d(a), d(b))}, 1e-4, 1e-4))

    for m, n in ((1, 1), (33, 70)):
        a = f32(rng, m, n)
        out.append(Case(f"transpose-{m}x{n}", "transpose.tile", ("transpose",),
                        [Arg(a), Arg(np.zeros((n, m), np.float32))], {1: d(a).T}, 0, 0))

    # rows of one column, shorter than a tile, longer than BN (512) and than BN_ROW (4096)
    for m, n in ((1, 1), (5, 37), (3, 600), (2, 4100)):
        x = f32(rng, m, n) * 4
        w, bias = f32(rng, n), f32(rng, n)
        xd = d(x)
        out.append(Case(f"softmax-{m}x{n}", "softmax.tile", ("softmax",),
                        [Arg(x), Arg(np.zeros((m, n), np.float32))], {1: softmax(xd)}, 1e-4, 1e-6))
        out.append(Case(f"warp_softmax-{m}x{n}", "warp_softmax.tile", ("warp_softmax",),
                        [Arg(x), Arg(np.zeros((m, n), np.float32))], {1: softmax(xd)}, 1e-4, 1e-6))
        mean = xd.mean(1, keepdims=True)
        var = ((xd - mean) ** 2).mean(1, keepdims=True)
        out.append(Case(f"layernorm-{m}x{n}", "layernorm.tile", ("layernorm",),
                        [Arg(x), Arg(w), Arg(bias), Arg(np.zeros((m, n), np.float32))],
                        {3: (xd - mean) / np.sqrt(var + 1e-5) * d(w) + d(bias)}, 1e-3, 1e-3))
        rms = np.sqrt((xd ** 2).mean(1, keepdims=True) + 1e-6)
        out.append(Case(f"rmsnorm-{m}x{n}", "rmsnorm.tile", ("rmsnorm",),
                        [Arg(x), Arg(w), Arg(np.zeros((m, n), np.float32))], {2: xd / rms * d(w)}, 1e-4, 1e-4))

    for m, n in ((1, 1), (9, 300)):
        x = f32(rng, m, n)
        for kern, ref in (("row_sum", d(x).sum(1)), ("row_max", d(x).max(1)),
                          ("row_sum_lanes", d(x).sum(1)), ("row_max_lanes", d(x).max(1))):
            out.append(Case(f"reduce_rows-{kern}-{m}x{n}", "reduce_rows.tile", (kern,),
                            [Arg(x), Arg(np.zeros(m, np.float32))], {1: ref}, 1e-5, 1e-4))

    r, t = 5, 130
    x = f32(rng, r, t)
    chunks = np.concatenate([np.cumsum(d(x)[:, c:c + 64], 1) for c in range(0, t, 64)], 1)
    out.append(Case("chunk_cumsum", "chunk_cumsum.tile", ("chunk_cumsum",),
                    [Arg(x), Arg(np.zeros((r, t), np.float32))], {1: chunks}, 1e-5, 1e-5))
    out.append(Case("row_cumsum", "chunk_cumsum.tile", ("row_cumsum",),
                    [Arg(x), Arg(np.zeros((r, t), np.float32))], {1: np.cumsum(d(x), 1)}, 1e-5, 1e-5))

    for m, n in ((6, 300), (1, 1)):
        x = f32(rng, m, n) * 3
        x[0, 0] = 0.5
        amax = np.abs(x).max(1)
        s = np.where(amax > 0, amax / np.float32(127.0), np.float32(1.0)).astype(np.float32)
        q = np.floor(x / s[:, None] + np.float32(0.5)).astype(np.int8)
        out.append(Case(f"quantize-{m}x{n}", "quantize.tile", ("quantize",),
                        [Arg(x), Arg(np.zeros((m, n), np.int8)), Arg(np.zeros(m, np.float32))],
                        {1: q, 2: d(s)}, 0, 0))

    for m, n in ((17, 100), (3, 5)):
        x = rng.integers(-20, 20, (m, n)).astype(np.float32)  # ties, to check they go to the lowest index
        order = np.argsort(-x, axis=1, kind="stable")[:, :6]
        g = np.take_along_axis(d(x), order, 1)
        idx = order.astype(np.int64)
        if n < 6:
            g = np.concatenate([g, np.full((m, 6 - n), -np.inf)], 1)
            idx = np.concatenate([idx, np.full((m, 6 - n), -1)], 1)
        out.append(Case(f"topk-{m}x{n}", "topk.tile", ("topk",),
                        [Arg(x), Arg(np.zeros((m, 6), np.float32)), Arg(np.zeros((m, 6), np.int32))],
                        {1: g, 2: idx}, 0, 0))

    nb = 2
    x, wt = f16(rng, nb, 15, 13, 24), f16(rng, 3, 3, 24, 40)
    xp = np.pad(d(x), ((0, 0), (1, 1), (1, 1), (0, 0)))
    y = np.zeros((nb, 8, 7, 40))
    for rr in range(3):
        for ss in range(3):
            patch = xp[:, rr:rr + 15:2, ss:ss + 13:2, :][:, :8, :7, :]
            y += patch @ d(wt[rr, ss])
    out.append(Case("conv2d", "conv2d_implicit_gemm.tile", ("conv2d",),
                    [Arg(x), Arg(wt), Arg(np.zeros((nb, 8, 7, 40), np.float16))], {2: y}, 1e-2, 1e-2))

    m, n, k = 33, 35, 70
    a = f16(rng, m, k)
    nib = rng.integers(0, 16, (n, k))
    s = f16(rng, n, math.ceil(k / 32), scale=0.1)
    sd = np.repeat(d(s), 32, axis=1)[:, :k]
    signed = np.where(nib >= 8, nib - 16, nib)
    for kern, w, vals in (("dequant_gemm_u4", Arg(pack4(nib)), nib - 8),
                          ("dequant_gemm_i4", Arg(pack4(nib)), signed),
                          ("dequant_gemm_packed_u4", Arg(pack4(nib), "u4"), nib - 8),
                          ("dequant_gemm_packed_i4", Arg(pack4(nib), "i4"), signed)):
        out.append(Case(f"dequant_gemm-{kern}", "dequant_gemm.tile", (kern,),
                        [Arg(a), w, Arg(s), Arg(np.zeros((m, n), np.float32))],
                        {3: d(a) @ (vals * sd).T}, 1e-4, 1e-4))

    m, n, k = 33, 34, 70
    a8, b8 = f8_codes(rng, (m, k)), f8_codes(rng, (n, k))
    ad, bd = F8E4M3[a8], F8E4M3[b8]
    scale = 1.0 / 64  # keeps the f32 sums far from overflow
    out.append(Case("fp8_gemm", "fp8_gemm.tile", ("fp8_gemm",),
                    [Arg(a8, "f8e4m3"), Arg(b8, "f8e4m3"), Arg(np.zeros((m, n), np.float32))],
                    {2: ad @ bd.T}, 1e-5, 1e-2 * scale * 64))
    kg = math.ceil(k / 32)
    sa = rng.integers(124, 131, (m, kg)).astype(np.uint8)
    sb = rng.integers(124, 131, (n, kg)).astype(np.uint8)
    asc = ad * np.repeat(e8m0_decode(sa), 32, 1)[:, :k]
    bsc = bd * np.repeat(e8m0_decode(sb), 32, 1)[:, :k]
    out.append(Case("mxfp8_gemm", "fp8_gemm.tile", ("mxfp8_gemm",),
                    [Arg(a8, "f8e4m3"), Arg(b8, "f8e4m3"), Arg(sa, "e8m0"), Arg(sb, "e8m0"),
                     Arg(np.zeros((m, n), np.float32))], {4: asc @ bsc.T}, 1e-5, 1e-1))

    # the large scaled fp8 GEMM: 128x256 tiles, K in steps of 128, C in bf16
    m, n, k = 131, 259, 200
    a8, b8 = f8_codes(rng, (m, k)), f8_codes(rng, (n, k))
    prod = F8E4M3[a8] @ F8E4M3[b8].T
    out.append(Case("fp8_gemm_large", "fp8_gemm_large.tile", ("fp8_gemm_large",),
                    [Arg(a8, "f8e4m3"), Arg(b8, "f8e4m3"), Arg(np.zeros((m, n), np.uint16), "bf16"), Arg(0.5), Arg(0.25)],
                    {2: prod * 0.125}, 8e-3, 1.0))
    sa, sb = f32(rng, m) + 1.5, f32(rng, n) + 1.5
    out.append(Case("fp8_gemm_large_rows", "fp8_gemm_large.tile", ("fp8_gemm_large_rows",),
                    [Arg(a8, "f8e4m3"), Arg(b8, "f8e4m3"), Arg(sa), Arg(sb), Arg(np.zeros((m, n), np.uint16), "bf16")],
                    {4: prod * d(sa)[:, None] * d(sb)[None, :]}, 8e-3, 4.0))

    m, n, k = 33, 35, 96
    a = bf16_encode(f32(rng, m, k))
    codes = rng.integers(0, 16, (n, k))
    sc = rng.integers(124, 131, (n, math.ceil(k / 32))).astype(np.uint8)
    bdq = F4E2M1[codes] * np.repeat(e8m0_decode(sc), 32, 1)[:, :k]
    out.append(Case("mxfp4_gemm", "mxfp4_gemm.tile", ("mxfp4_gemm",),
                    [Arg(a, "bf16"), Arg(pack4(codes), "f4e2m1"), Arg(sc, "e8m0"),
                     Arg(np.zeros((m, n), np.float32))], {3: bf16_decode(a) @ bdq.T}, 1e-4, 1e-3))

    bh, sq = 2, 70
    q, kk, v = f16(rng, bh, sq, 64), f16(rng, bh, sq, 64), f16(rng, bh, sq, 64)
    for kern in ("flash_attention", "flash_attention_swz", "flash_attention_rows", "flash_attention_rows_preg",
                 "flash_attention_rows_qpreg"):
        out.append(Case(f"flash_attention-{kern}", "flash_attention.tile", (kern,),
                        [Arg(q), Arg(kk), Arg(v), Arg(np.zeros((bh, sq, 64), np.float16))],
                        {3: attention(q, kk, v, 0.125)}, 1e-2, 2e-3))

    # the warpgroup layout (128 query rows a block, two warpgroups), plain and
    # causal, head dims 64 and 128: S 70 and 200 are not multiples of the tiles
    for dh, sq in ((64, 70), (128, 200)):
        bh = 2
        q, kk, v = f16(rng, bh, sq, dh), f16(rng, bh, sq, dh), f16(rng, bh, sq, dh)
        scores = d(q) @ np.swapaxes(d(kk), -1, -2) / math.sqrt(dh)
        causal = np.where(np.tril(np.ones((sq, sq), bool)), scores, -np.inf)
        for kern, sc in (("flash_attention_wg", scores), ("flash_attention_wg_causal", causal)):
            out.append(Case(f"flash_attention_wg-{kern}-d{dh}", "flash_attention_wg.tile", (kern,),
                            [Arg(q), Arg(kk), Arg(v), Arg(np.zeros((bh, sq, dh), np.float16))],
                            {3: softmax(sc) @ d(v)}, 1e-2, 2e-3, {"D": dh}))

    b, sq = 1, 70
    q, kk, v = f16(rng, b, sq, 4, 64), f16(rng, b, sq, 4, 64), f16(rng, b, sq, 4, 64)
    ref = np.swapaxes(attention(np.swapaxes(q, 1, 2), np.swapaxes(kk, 1, 2), np.swapaxes(v, 1, 2), 0.125), 1, 2)
    out.append(Case("flash_attention_bshd", "flash_attention_bshd.tile", ("flash_attention_bshd",),
                    [Arg(q), Arg(kk), Arg(v), Arg(np.zeros((b, sq, 4, 64), np.float16))], {3: ref}, 1e-2, 2e-3))

    b, h, g, sq = 2, 16, 2, 45
    q, kk, v = f16(rng, b, h, 64), f16(rng, b, sq, g, 64), f16(rng, b, sq, g, 64)
    ref = np.zeros((b, h, 64))
    for bi in range(b):
        for hi in range(h):
            ref[bi, hi] = attention(q[bi, hi][None], kk[bi, :, hi // 8], v[bi, :, hi // 8], 0.125)[0]
    out.append(Case("gqa_decode", "gqa_decode.tile", ("gqa_decode",),
                    [Arg(q), Arg(kk), Arg(v), Arg(np.zeros((b, h, 64), np.float16))], {3: ref}, 1e-2, 2e-3))

    b, h, sq = 2, 20, 50
    q, qpe = f16(rng, b, h, 64), f16(rng, b, h, 16)
    kv, kpe = f16(rng, b, sq, 1, 64), f16(rng, b, sq, 1, 16)
    ref = np.zeros((b, h, 64))
    for bi in range(b):
        s_ = (d(q[bi]) @ d(kv[bi, :, 0]).T + d(qpe[bi]) @ d(kpe[bi, :, 0]).T) / math.sqrt(80)
        ref[bi] = softmax(s_) @ d(kv[bi, :, 0])
    out.append(Case("mla_decode", "mla_decode.tile", ("mla_decode_split", "mla_decode_combine"),
                    [Arg(q), Arg(qpe), Arg(kv), Arg(kpe), Arg(np.zeros((b, h, 4), np.float32)),
                     Arg(np.zeros((b, h, 4, 64), np.float16)), Arg(np.zeros((b, h, 64), np.float16))],
                    {6: ref}, 1e-2, 3e-3,
                    names=["Q", "Q_pe", "KV", "K_pe", "Lse", "Partial", "Output"]))

    b, h, g, npg, mp, ns = 2, 16, 2, 5, 3, 4
    q = f16(rng, b, h, 64)
    kc, vc = f16(rng, npg, 32, g, 64), f16(rng, npg, 32, g, 64)
    bi_ = rng.integers(-1, 7, (b, g, ns)).astype(np.int32)
    sl = np.array([70, 96], np.int32)
    bt = rng.integers(0, npg, (b, mp)).astype(np.int32)
    ref = np.zeros((b, h, 64))
    for bb in range(b):
        length = min(max(int(sl[bb]), 0), mp * 32)
        for gg in range(g):
            pos = [lb * 16 + j for lb in bi_[bb, gg] if 0 <= lb < math.ceil(length / 16)
                   for j in range(16) if lb * 16 + j < length]
            if not pos:
                continue
            kt = np.stack([d(kc[bt[bb, t // 32], t % 32, gg]) for t in pos])
            vt = np.stack([d(vc[bt[bb, t // 32], t % 32, gg]) for t in pos])
            for i in range(8):
                ref[bb, gg * 8 + i] = softmax(d(q[bb, gg * 8 + i]) @ kt.T * 0.125) @ vt
    out.append(Case("paged_gqa_decode", "paged_gqa_decode.tile", ("paged_gqa_decode",),
                    [Arg(q), Arg(kc), Arg(vc), Arg(bi_), Arg(sl), Arg(bt), Arg(np.zeros((b, h, 64), np.float16))],
                    {6: ref}, 1e-2, 2e-3))
    return out


def decode(arg: Arg) -> np.ndarray:
    """An output argument's values, as the reference has them."""
    if arg.dtype == "bf16":
        return bf16_decode(arg.a)
    if arg.a.dtype.kind == "f":
        return d(arg.a)
    return arg.a.astype(np.int64)


def compare(case: Case, got: Dict[int, np.ndarray]) -> None:
    for i, want in case.expected.items():
        np.testing.assert_allclose(got[i], want, rtol=case.rtol, atol=case.atol,
                                   err_msg=f"{case.id}: argument {i}")


def example_files() -> List[str]:
    return sorted(p.name for p in EXAMPLES.glob("*.tile"))
