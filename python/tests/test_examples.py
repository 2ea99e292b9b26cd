"""test_examples.py: every kernel of every example called from Python on
NumPy arrays (target c), checked against its NumPy reference (cases.py) at
edge shapes."""

from __future__ import annotations

import functools
from typing import Dict

import numpy as np
import pytest

import tilec
from cases import EXAMPLES, Arg, Case, all_cases, compare, decode, example_files

CASES = all_cases()


@functools.lru_cache(maxsize=None)
def module(file: str, defines: tuple = ()) -> tilec.Module:
    """file compiled once per set of -D values (a case's defines, sorted)."""
    return tilec.compile(EXAMPLES / file, target="c", defines=dict(defines) if defines else None)


def arg(a: Arg) -> object:
    return tilec.view(a.a, a.dtype) if a.dtype else a.a


def run(case: Case) -> Dict[int, np.ndarray]:
    mod = module(case.file, tuple(sorted(case.defines.items())))
    args = [a.copy() for a in case.args]
    for k in case.kernels:
        kern = mod[k]
        kern(*[arg(a) for a in case.kernel_args([p.name for p in kern.params], args)])
    return {i: decode(args[i]) for i in case.expected}


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_example(case: Case) -> None:
    compare(case, run(case))


def test_every_kernel_of_every_example_has_a_case() -> None:
    covered = {(c.file, k) for c in CASES for k in c.kernels}
    for f in example_files():
        for k in module(f):
            assert (f, k.name) in covered, f"{f}: kernel {k.name} has no case in cases.py"
