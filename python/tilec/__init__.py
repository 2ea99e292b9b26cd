"""tilec: compile tile kernels and call them on DLPack tensors.

    import numpy as np, tilec
    mod = tilec.compile("examples/gemm.tile", target="c", defines={"BM": 64})
    a, b = np.random.rand(128, 64).astype(np.float32), np.random.rand(64, 96).astype(np.float32)
    c = np.empty((128, 96), np.float32)
    mod.matmul(a, b, c)          # C = A @ B, in place, no copies

A thin layer over libtilec.so (the C API of include/tilec/tilec.h, through
ctypes): compile a source to a Module, whose kernels are called with any
object that has __dlpack__ (NumPy arrays, PyTorch CPU and CUDA tensors) and
Python numbers for scalar parameters. Every check of the arguments is the C
side's, with its messages. See docs/python.md.
"""

from __future__ import annotations

import ctypes
import json
import os
import re
from typing import Any, Dict, Iterator, List, Mapping, NamedTuple, Optional, Tuple, Union

from . import _lib
from ._lib import lib

__all__ = [
    "Backend",
    "CompileError",
    "Error",
    "Kernel",
    "LaunchError",
    "Module",
    "Param",
    "Resolved",
    "backends",
    "compile",
    "compile_string",
    "have_llvm",
    "load_plugin",
    "resolve",
    "view",
    "__version__",
]

__version__ = "0.1.0"
library_path: str = getattr(lib, "_name", "")

PathLike = Union[str, "os.PathLike[str]"]
Defines = Mapping[str, Union[int, float, str]]


class Error(Exception):
    """A failure libtilec reported: code is its tl_status ("invalid",
    "not found", "unavailable", ...), message its text."""

    def __init__(self, message: str, code: str = "invalid") -> None:
        super().__init__(message)
        self.message = message
        self.code = code


class CompileError(Error):
    """The source has errors. file, line and column are the first error's
    (line and column 1-based; 0 where the error has no location), text its
    message, caret the source line and the caret under the column, and
    diagnostics everything the front end said, as `tilec build` prints it."""

    def __init__(self, diagnostics: str) -> None:
        super().__init__(diagnostics, "compile")
        self.diagnostics = diagnostics
        self.file = ""
        self.line = 0
        self.column = 0
        self.text = diagnostics
        self.caret = ""
        lines = diagnostics.split("\n")
        m = re.match(r"^(.*?):(\d+):(\d+): error: (.*)$", lines[0]) if lines else None
        if m:
            self.file, self.line, self.column, self.text = m.group(1), int(m.group(2)), int(m.group(3)), m.group(4)
            self.caret = "\n".join(lines[1:3])
        else:
            m = re.match(r"^(.*?): error: (.*)$", lines[0]) if lines else None
            if m:
                self.file, self.text = m.group(1), m.group(2)


class LaunchError(Error, ValueError):
    """A kernel was called with bad arguments (the message names the
    argument: "argument 2 (C): expected shape [64, 32], got [64, 33]"), or
    the launch failed."""


def _raise(err: _lib.TlError) -> "Error":
    msg = err.msg.decode(errors="replace")
    code = _lib.STATUS_NAMES[err.code] if 0 <= err.code < len(_lib.STATUS_NAMES) else str(err.code)
    if err.code == _lib.TL_ERR_COMPILE:
        return CompileError(msg)
    return Error(msg, code)


class Param(NamedTuple):
    """One parameter of a kernel: shape is as the source writes it, the
    -D values applied ("[M, 64]"); "" for a scalar."""

    name: str
    is_tensor: bool
    dtype: str
    ndim: int
    shape: str


class view:
    """x (anything with __dlpack__) seen as tilec dtype dtype: for the dtypes
    NumPy has no type for ("bf16", "f8e4m3", "f8e5m2", "e8m0", "i4", "u4",
    "f4e2m1"), given as integer arrays of the same width, or of bytes holding
    two 4-bit elements each (the last dimension then counts elements, twice
    the bytes). No copy is made."""

    # DLPack type codes and bits (DLPack 1.1 for the 8- and 4-bit floats)
    _CODES = {"bf16": (4, 16), "f8e4m3": (10, 8), "f8e5m2": (12, 8), "e8m0": (14, 8), "i4": (0, 4), "u4": (1, 4),
              "f4e2m1": (17, 4)}

    def __init__(self, x: Any, dtype: str) -> None:
        if dtype not in self._CODES:
            raise ValueError(f"tilec.view: dtype '{dtype}' is not one of {', '.join(self._CODES)}")
        self.x = x
        self.dtype = dtype


_DLPACK_NAMES = {0: "i", 1: "u", 2: "f", 4: "bf", 6: "bool"}


def _tensor(obj: Any, keep: List[Any]) -> Optional[ctypes.c_void_p]:
    """A DLTensor * for obj, or None when obj has no __dlpack__. What must
    live until the launch returns goes into keep."""
    target = obj.x if isinstance(obj, view) else obj
    if not hasattr(target, "__dlpack__"):
        return None
    capsule = None
    device = target.__dlpack_device__() if hasattr(target, "__dlpack_device__") else (1, 0)
    if device[0] in (2, 10):  # kDLCUDA, kDLROCM: kernels launch on the legacy default stream (1, DLPack's name
        try:                  # for it), so the producer orders its pending work before them
            capsule = target.__dlpack__(stream=1)
        except TypeError:
            capsule = None
    if capsule is None:
        capsule = target.__dlpack__()
    managed = _lib.capsule_tensor(capsule)
    t = _lib.DLTensor()
    ctypes.pointer(t)[0] = managed.contents.dl_tensor  # a copy we may retype
    keep.extend([capsule, t])
    if isinstance(obj, view):
        code, bits = view._CODES[obj.dtype]
        src_bits = t.dtype.bits
        if src_bits == bits:
            pass
        elif src_bits == 8 and bits == 4 and t.ndim >= 1:
            # two elements a byte: the last dim counts elements
            shape = (ctypes.c_int64 * t.ndim)(*[t.shape[i] for i in range(t.ndim)])
            shape[t.ndim - 1] *= 2
            strides = None
            if t.strides:
                strides = (ctypes.c_int64 * t.ndim)(*[t.strides[i] * 2 for i in range(t.ndim)])
                strides[t.ndim - 1] = 1 if t.strides[t.ndim - 1] == 1 else t.strides[t.ndim - 1] * 2
            keep.extend([shape, strides])
            t.shape = shape
            t.strides = ctypes.cast(strides, ctypes.POINTER(ctypes.c_int64)) if strides is not None else None
        else:
            raise ValueError(f"tilec.view: a {src_bits}-bit tensor cannot be seen as {obj.dtype} ({bits} bits)")
        t.dtype.code, t.dtype.bits = code, bits
    return ctypes.cast(ctypes.pointer(t), ctypes.c_void_p)


class Kernel:
    """A kernel of a Module; call it with its arguments in order."""

    def __init__(self, module: "Module", index: int) -> None:
        self._module = module
        p = module._prog
        self.name: str = lib.tl_program_kernel_name(p, index).decode()
        self.signature: str = lib.tl_program_kernel_signature(p, index).decode()
        params = []
        for j in range(lib.tl_program_kernel_nparams(p, index)):
            info, err = _lib.TlParamInfo(), _lib.TlError()
            if not lib.tl_program_kernel_param(p, index, j, ctypes.byref(info), ctypes.byref(err)):
                raise _raise(err)
            params.append(Param(info.name.decode(), bool(info.is_tensor), info.dtype.decode(), info.ndim,
                                info.shape.decode()))
        self.params: Tuple[Param, ...] = tuple(params)

    def __repr__(self) -> str:
        return f"<tilec.Kernel {self.signature}>"

    def __call__(self, *args: Any) -> None:
        keep: List[Any] = []
        anys = (_lib.TlAny * max(len(args), 1))()
        for i, a in enumerate(args):
            ptr = _tensor(a, keep)
            if ptr is not None:
                anys[i].type, anys[i].v.p = _lib.TL_ANY_TENSOR, ptr
            elif isinstance(a, bool) or isinstance(a, int):
                anys[i].type, anys[i].v.i = _lib.TL_ANY_INT, int(a)
            elif isinstance(a, float):
                anys[i].type, anys[i].v.f = _lib.TL_ANY_FLOAT, a
            elif hasattr(a, "__index__"):
                anys[i].type, anys[i].v.i = _lib.TL_ANY_INT, a.__index__()
            elif hasattr(a, "__float__"):
                anys[i].type, anys[i].v.f = _lib.TL_ANY_FLOAT, float(a)
            else:
                pname = self.params[i].name if i < len(self.params) else "?"
                raise LaunchError(f"kernel {self.name}: argument {i} ({pname}): expected an object with __dlpack__ "
                                  f"or a number, got {type(a).__name__}")
        err = _lib.TlError()
        ok = lib.tl_program_launch(self._module._prog, self.name.encode(), anys, len(args), ctypes.byref(err))
        del keep
        if not ok:
            e = _raise(err)
            raise LaunchError(e.message, e.code)


class Module:
    """A compiled and loaded source: its kernels by name (mod.matmul or
    mod["matmul"]), the normalized target, the execution backend that
    loaded it and the file it was loaded from (None for a JIT)."""

    def __init__(self, prog: int) -> None:
        self._prog = prog
        self.target: Dict[str, Any] = json.loads(lib.tl_program_target(prog).decode())
        self.execution_backend: str = lib.tl_program_execution_backend(prog).decode()
        art = lib.tl_program_artifact(prog)
        self.artifact: Optional[str] = art.decode() if art else None
        self.kernels: Dict[str, Kernel] = {}
        for i in range(lib.tl_program_nkernels(prog)):
            k = Kernel(self, i)
            self.kernels[k.name] = k

    def __del__(self) -> None:
        prog, self._prog = getattr(self, "_prog", None), None
        if prog:
            lib.tl_program_free(prog)

    def __getattr__(self, name: str) -> Kernel:
        kernels = self.__dict__.get("kernels", {})
        if name in kernels:
            return kernels[name]
        raise AttributeError(f"module has no kernel '{name}' (kernels: {', '.join(kernels) or 'none'})")

    def __getitem__(self, name: str) -> Kernel:
        return self.__getattr__(name)

    def __iter__(self) -> Iterator[Kernel]:
        return iter(self.kernels.values())

    def __repr__(self) -> str:
        return f"<tilec.Module target={self.target.get('kind')} kernels={list(self.kernels)}>"


def _options(target: str, host: Optional[str], exec: Optional[str], defines: Optional[Defines], workers: int,
             cache: bool, keep: List[Any]) -> _lib.TlCompileOptions:
    o = _lib.TlCompileOptions()
    o.target = target.encode()
    o.target_host = host.encode() if host else None
    o.execution_backend = exec.encode() if exec else None
    items = list((defines or {}).items())
    if items:
        arr = (_lib.TlDefine * len(items))()
        for i, (k, v) in enumerate(items):
            if isinstance(v, bool) or not isinstance(v, (int, float, str)):
                raise TypeError(f"tilec.compile: define {k}: expected an int, a float or a string, "
                                f"got {type(v).__name__}")
            arr[i].name, arr[i].value = str(k).encode(), str(v).encode()
        keep.append(arr)
        o.defines, o.ndefines = arr, len(items)
    o.nworkers = workers
    o.no_cache = not cache
    return o


def compile(source: PathLike, *, target: str = "auto", host: Optional[str] = None, exec: Optional[str] = None,
            defines: Optional[Defines] = None, workers: int = 0, cache: bool = True) -> Module:
    """Compiles and loads the tile-language file source for target (a kind
    such as "c", "llvm", "cuda", a kind with options, a JSON object, a tag, or
    "auto"), with defines as -D NAME=VALUE. workers: CPU threads per launch
    (0: one per core); cache: use the compile cache. Raises CompileError for
    errors in the source, Error for anything else (a bad target, a missing
    toolchain)."""
    keep: List[Any] = []
    o = _options(target, host, exec, defines, workers, cache, keep)
    err = _lib.TlError()
    prog = lib.tl_compile_file(os.fsencode(source), ctypes.byref(o), ctypes.byref(err))
    if not prog:
        raise _raise(err)
    return Module(prog)


def compile_string(text: str, *, name: str = "<string>", target: str = "auto", host: Optional[str] = None,
                   exec: Optional[str] = None, defines: Optional[Defines] = None, workers: int = 0,
                   cache: bool = True) -> Module:
    """compile() for source text; name is the file name messages use."""
    keep: List[Any] = []
    o = _options(target, host, exec, defines, workers, cache, keep)
    data = text.encode()
    err = _lib.TlError()
    prog = lib.tl_compile_string(name.encode(), data, len(data), ctypes.byref(o), ctypes.byref(err))
    if not prog:
        raise _raise(err)
    return Module(prog)


class Backend(NamedTuple):
    name: str
    target_kinds: Tuple[str, ...]


def backends() -> List[Backend]:
    """The registered backends in registration order (built-ins first, then
    plugins), each with its target kinds."""
    lst, err = _lib.TlBackendList(), _lib.TlError()
    if not lib.tl_list_backends(ctypes.byref(lst), ctypes.byref(err)):
        raise _raise(err)
    try:
        out = []
        for i in range(lst.count):
            b = lst.items[i].contents
            out.append(Backend(b.name.decode(), tuple(b.target_kinds[j].decode() for j in range(b.ntarget_kinds))))
        return out
    finally:
        lib.tl_backend_list_free(ctypes.byref(lst))


class Resolved(NamedTuple):
    """What a backend context is made of: the normalized target and host
    target (as JSON objects), the backend and the execution backend."""

    target: Dict[str, Any]
    host: Dict[str, Any]
    backend: str
    execution_backend: str


def resolve(target: str = "auto", host: Optional[str] = None, exec: Optional[str] = None) -> Resolved:
    """How target (with host and exec) resolves, as `tilec resolve` says."""
    err = _lib.TlError()
    ctx = lib.tl_create_backend_context(target.encode(), host.encode() if host else None,
                                        exec.encode() if exec else None, ctypes.byref(err))
    if not ctx:
        raise _raise(err)
    try:
        return Resolved(json.loads(_lib.target_json(lib.tl_context_target(ctx))),
                        json.loads(_lib.target_json(lib.tl_context_target_host(ctx))),
                        lib.tl_context_module(ctx).contents.name.decode(),
                        lib.tl_context_execution_backend(ctx).contents.name.decode())
    finally:
        lib.tl_context_free(ctx)


def have_llvm() -> bool:
    """Whether libtilec was built with LLVM (the llvm target)."""
    return bool(lib.tl_have_llvm())


def load_plugin(path: PathLike) -> None:
    """Loads a backend plugin (docs/plugins.md) into the library."""
    err = _lib.TlError()
    if not lib.tl_load_plugin(os.fsencode(path), ctypes.byref(err)):
        raise _raise(err)
