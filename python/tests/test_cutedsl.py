"""test_cutedsl.py: tilec.cutedsl, the route that runs the cutedsl codegen's
modules: without the CUTLASS Python DSL, load() says why; with it (and a
GPU), an example's module runs and matches PyTorch."""

from __future__ import annotations

import importlib.util
import subprocess

import pytest

import tilec.cutedsl
from cases import EXAMPLES

ROOT = EXAMPLES.parent

HAVE_DSL = importlib.util.find_spec("cutlass") is not None


def module_source(example: str) -> str:
    return subprocess.run([str(ROOT / "build" / "tilec"), "build", str(EXAMPLES / example), "--target", "cutedsl",
                           "--emit", "source"], capture_output=True, text=True, check=True).stdout


@pytest.mark.skipif(HAVE_DSL, reason="cutlass.cute imports here")
def test_load_says_why_without_the_dsl() -> None:
    with pytest.raises(ImportError):
        tilec.cutedsl.load(module_source("vector_add.tile"))


@pytest.mark.skipif(not HAVE_DSL, reason="no CUTLASS Python DSL (cutlass.cute)")
def test_vector_add_runs() -> None:
    torch = pytest.importorskip("torch")
    if not torch.cuda.is_available():
        pytest.skip("no CUDA device")
    mod = tilec.cutedsl.load(module_source("vector_add.tile"))
    a, b = torch.rand(3000, device="cuda"), torch.rand(3000, device="cuda")
    c = torch.empty_like(a)
    mod.launch("vector_add", a, b, c)
    torch.cuda.synchronize()
    assert torch.allclose(c, a + b)
