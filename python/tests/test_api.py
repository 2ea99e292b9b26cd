"""test_api.py: the package's API and its error paths: compile errors with
their location and caret, bad targets and defines, bad kernel arguments with
the C side's messages, backends(), resolve(), signatures, no copies."""

from __future__ import annotations

import numpy as np
import pytest

import tilec
from cases import EXAMPLES

GEMM = EXAMPLES / "gemm.tile"


@pytest.fixture(scope="module")
def gemm() -> tilec.Module:
    return tilec.compile(GEMM, target="c")


def test_signature_and_params(gemm: tilec.Module) -> None:
    k = gemm.matmul
    assert k.signature == "matmul(A: f32[M, K], B: f32[K, N], C: f32[M, N])"
    assert [p.name for p in k.params] == ["A", "B", "C"]
    assert k.params[0] == tilec.Param("A", True, "f32", 2, "[M, K]")
    assert gemm.target["kind"] == "c"
    assert gemm.execution_backend
    assert list(gemm.kernels) == ["matmul"] and gemm["matmul"] is k


def test_defines_fix_shapes() -> None:
    mod = tilec.compile(GEMM, target="c", defines={"M": 8, "BM": 32})
    assert mod.matmul.signature == "matmul(A: f32[8, K], B: f32[K, N], C: f32[8, N])"
    a, b = np.ones((8, 3), np.float32), np.ones((3, 5), np.float32)
    c = np.zeros((8, 5), np.float32)
    mod.matmul(a, b, c)
    assert (c == 3).all()
    with pytest.raises(tilec.LaunchError, match=r"argument 0 \(A\): expected shape \[8, 3\], got \[9, 3\]"):
        mod.matmul(np.ones((9, 3), np.float32), b, np.zeros((9, 5), np.float32))


def test_no_copy(gemm: tilec.Module) -> None:
    a, b = np.eye(4, dtype=np.float32), np.arange(16, dtype=np.float32).reshape(4, 4)
    c = np.zeros((4, 4), np.float32)
    out = c[:]  # a view of the same memory
    gemm.matmul(a, b, c)
    assert (out == b).all()


@pytest.mark.parametrize("args, message", [
    (lambda: (np.ones((4, 3), np.float32), np.ones((3, 5), np.float32)),
     r"kernel matmul: expected 3 arguments \(A, B, C\), got 2"),
    (lambda: (np.ones((4, 3), np.float32), np.ones((3, 5), np.float32), np.zeros((4, 6), np.float32)),
     r"argument 2 \(C\): expected shape \[4, 5\], got \[4, 6\]"),
    (lambda: (np.ones((4, 3), np.float64), np.ones((3, 5), np.float32), np.zeros((4, 5), np.float32)),
     r"argument 0 \(A\): expected dtype f32, got f64"),
    (lambda: (np.ones(4, np.float32), np.ones((3, 5), np.float32), np.zeros((4, 5), np.float32)),
     r"argument 0 \(A\): expected ndim 2, got 1"),
    (lambda: (np.ones((3, 4), np.float32).T, np.ones((3, 5), np.float32), np.zeros((4, 5), np.float32)),
     r"argument 0 \(A\): expected compact row-major strides \[3, 1\], got \[1, 4\]"),
    (lambda: (np.ones((4, 3), np.float32), 2.5, np.zeros((4, 5), np.float32)),
     r"argument 1 \(B\): expected a tensor"),
])
def test_bad_arguments(gemm: tilec.Module, args, message: str) -> None:
    with pytest.raises(tilec.LaunchError, match=message):
        gemm.matmul(*args())


def test_not_a_tensor(gemm: tilec.Module) -> None:
    with pytest.raises(tilec.LaunchError, match=r"argument 1 \(B\): expected an object with __dlpack__ or a number, got list"):
        gemm.matmul(np.ones((4, 3), np.float32), [[1.0]], np.zeros((4, 5), np.float32))


def test_no_such_kernel(gemm: tilec.Module) -> None:
    with pytest.raises(AttributeError, match="module has no kernel 'nope' \\(kernels: matmul\\)"):
        gemm.nope


def test_view_checks() -> None:
    with pytest.raises(ValueError, match="dtype 'f7' is not one of"):
        tilec.view(np.zeros(2, np.uint8), "f7")
    mod = tilec.compile(EXAMPLES / "fp8_gemm.tile", target="c")
    a = np.zeros((2, 2), np.uint16)
    with pytest.raises(ValueError, match="a 16-bit tensor cannot be seen as f8e4m3"):
        mod.fp8_gemm(tilec.view(a, "f8e4m3"), a, a)


def test_compile_error_location_and_caret() -> None:
    src = "const BM = 64\n\nkernel k(A: f32[N]) grid(1) threads(32) as (bx) {\n    x = A[bx] +\n}\n"
    with pytest.raises(tilec.CompileError) as info:
        tilec.compile_string(src, name="bad.tile", target="c")
    e = info.value
    assert (e.file, e.line) == ("bad.tile", 5) or (e.file, e.line) == ("bad.tile", 4)
    assert e.column > 0
    assert e.caret.split("\n")[1].strip() == "^"
    assert str(e).startswith(f"bad.tile:{e.line}:{e.column}: error: ")


def test_compile_error_from_file(tmp_path) -> None:
    p = tmp_path / "typo.tile"
    p.write_text("kernel k(A: f33[N]) grid(1) threads(32) as (bx)\n{\n}\n")
    with pytest.raises(tilec.CompileError) as info:
        tilec.compile(p, target="c")
    assert info.value.file == str(p) and info.value.line == 1 and info.value.column == 13
    assert "f33" in info.value.text


def test_missing_file() -> None:
    with pytest.raises(tilec.Error, match="cannot open '/nonexistent.tile'"):
        tilec.compile("/nonexistent.tile", target="c")


def test_bad_target_and_define() -> None:
    with pytest.raises(tilec.Error) as info:
        tilec.compile(GEMM, target="nosuchkind")
    assert not isinstance(info.value, tilec.CompileError) and "nosuchkind" in str(info.value)
    with pytest.raises(tilec.CompileError, match="NOPE"):
        tilec.compile(GEMM, target="c", defines={"NOPE": 3})
    with pytest.raises(TypeError, match="define BM: expected an int, a float or a string, got list"):
        tilec.compile(GEMM, target="c", defines={"BM": [1]})


def test_backends_and_resolve() -> None:
    names = [b.name for b in tilec.backends()]
    assert "cpu" in names and "cuda" in names
    cpu = [b for b in tilec.backends() if b.name == "cpu"][0]
    assert "c" in cpu.target_kinds
    r = tilec.resolve("c")
    assert r.backend == "cpu" and r.target["kind"] == "c" and r.host["kind"] == "c" and r.execution_backend
    with pytest.raises(tilec.Error, match="nosuchkind"):
        tilec.resolve("nosuchkind")


def test_scalars_and_workers() -> None:
    src = ("kernel scale(A: f32[N], s: f32, B: f32[N]) grid(ceildiv(N, 64)) threads(64) as (bx) {\n"
           "    T = fragment f32[64]\n    copy(A[bx * 64], T)\n"
           "    for i in parallel(64) {\n        T[i] = T[i] * s\n    }\n    copy(T, B[bx * 64])\n}\n")
    mod = tilec.compile_string(src, target="c", workers=2)
    a, b = np.arange(100, dtype=np.float32), np.zeros(100, np.float32)
    mod.scale(a, 2, b)
    assert (b == 2 * a).all()
    mod.scale(a, np.float32(0.5), b)
    assert (b == a / 2).all()
    with pytest.raises(tilec.LaunchError, match=r"argument 1 \(s\): expected a float"):
        mod.scale(a, a, b)
