"""cutedsl.py: runs a module of tilec's cutedsl codegen with the CUTLASS
Python DSL (the `cutedsl` execution backend's route; docs/cutedsl.md).

    src = subprocess.run(["tilec", "build", "examples/gemm_f16.tile", "--target", "cutedsl",
                          "--emit", "source"], capture_output=True, text=True, check=True).stdout
    mod = tilec.cutedsl.load(src)
    mod.launch("matmul", a, b, c)      # PyTorch CUDA tensors, in place

The module's launchers are @cute.jit functions; the DSL reads their source
to trace them, so the module is written to a file and imported from it.
Tensors go in through DLPack (cutlass.cute.runtime.from_dlpack); scalars as
Python numbers. Loading raises ImportError, with the DSL's own message,
where `cutlass.cute` does not import.
"""

from __future__ import annotations

import importlib.util
import itertools
import os
import tempfile
from typing import Any, Dict

__all__ = ["CuteModule", "load"]

_count = itertools.count()


class CuteModule:
    """An imported cutedsl module: its kernels (TILEC_KERNELS: the launcher,
    threads a block and bytes of shared memory of each) and launch()."""

    def __init__(self, path: str) -> None:
        name = f"tilec_cutedsl_{os.getpid()}_{next(_count)}"
        spec = importlib.util.spec_from_file_location(name, path)
        if spec is None or spec.loader is None:
            raise ImportError(f"cannot import the cutedsl module {path}")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        self.path = path
        self.module = module
        self.kernels: Dict[str, Dict[str, Any]] = dict(module.TILEC_KERNELS)

    def launch(self, kernel: str, *args: Any) -> None:
        """Launches kernel on args in the kernel's parameter order: tensors
        (anything with __dlpack__) and Python numbers."""
        from cutlass.cute.runtime import from_dlpack

        if kernel not in self.kernels:
            raise KeyError(f"no kernel {kernel!r}; the module has {', '.join(self.kernels)}")
        converted = [from_dlpack(a) if hasattr(a, "__dlpack__") else a for a in args]
        self.kernels[kernel]["launch"](*converted)


def load(source: str) -> CuteModule:
    """Imports the module text source (from `tilec build --target cutedsl
    --emit source`)."""
    import cutlass.cute  # noqa: F401  (the reason it cannot run, when it cannot)

    folder = tempfile.mkdtemp(prefix="tilec-cutedsl-")
    path = os.path.join(folder, "module.py")
    with open(path, "w", encoding="utf-8") as f:
        f.write(source)
    return CuteModule(path)
