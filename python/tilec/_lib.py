"""_lib.py: finds libtilec.so and declares, with ctypes, the C API the
package calls (include/tilec/tilec.h) and the DLPack structs it reads
(dlpack.h, version 0.8: the unversioned "dltensor" capsule).

Where the library comes from, first found wins: $TILEC_LIBRARY (a path), the
libdir recorded by `make install` (_config.py), the loader's search
(LD_LIBRARY_PATH, the system's folders), then build/ of the source tree this
package sits in. It is loaded RTLD_GLOBAL so that plugins loaded into it
(TILEC_PLUGIN_PATH) resolve tilec's functions.
"""

from __future__ import annotations

import ctypes
import os
from pathlib import Path
from typing import Any, List

SONAME = "libtilec.so.0"


class DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32)]


class DLDataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]


class DLTensor(ctypes.Structure):
    _fields_ = [
        ("data", ctypes.c_void_p),
        ("device", DLDevice),
        ("ndim", ctypes.c_int32),
        ("dtype", DLDataType),
        ("shape", ctypes.POINTER(ctypes.c_int64)),
        ("strides", ctypes.POINTER(ctypes.c_int64)),
        ("byte_offset", ctypes.c_uint64),
    ]


class DLManagedTensor(ctypes.Structure):
    _fields_ = [("dl_tensor", DLTensor), ("manager_ctx", ctypes.c_void_p), ("deleter", ctypes.c_void_p)]


TL_ERR_COMPILE = 6
STATUS_NAMES = ["ok", "invalid", "not found", "unavailable", "not implemented", "internal", "compile"]


class TlError(ctypes.Structure):
    _fields_ = [("code", ctypes.c_int), ("msg", ctypes.c_char * 1024)]


class TlDefine(ctypes.Structure):
    _fields_ = [("name", ctypes.c_char_p), ("value", ctypes.c_char_p)]


class TlCompileOptions(ctypes.Structure):
    _fields_ = [
        ("target", ctypes.c_char_p),
        ("target_host", ctypes.c_char_p),
        ("execution_backend", ctypes.c_char_p),
        ("defines", ctypes.POINTER(TlDefine)),
        ("ndefines", ctypes.c_size_t),
        ("nworkers", ctypes.c_int),
        ("no_cache", ctypes.c_bool),
    ]


class TlParamInfo(ctypes.Structure):
    _fields_ = [
        ("name", ctypes.c_char_p),
        ("is_tensor", ctypes.c_bool),
        ("dtype", ctypes.c_char_p),
        ("dlpack_code", ctypes.c_uint8),
        ("dlpack_bits", ctypes.c_uint8),
        ("ndim", ctypes.c_int),
        ("shape", ctypes.c_char_p),
    ]


TL_ANY_NONE, TL_ANY_INT, TL_ANY_FLOAT, TL_ANY_STR, TL_ANY_PTR, TL_ANY_TENSOR = range(6)


class _AnyValue(ctypes.Union):
    _fields_ = [("i", ctypes.c_int64), ("f", ctypes.c_double), ("s", ctypes.c_char_p), ("p", ctypes.c_void_p)]


class TlAny(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("v", _AnyValue)]


class TlNamed(ctypes.Structure):
    """The first fields of tl_backend (name, its target kinds) and of
    tl_exec_backend (name): what the package reads of them."""

    _fields_ = [
        ("name", ctypes.c_char_p),
        ("target_kinds", ctypes.POINTER(ctypes.c_char_p)),
        ("ntarget_kinds", ctypes.c_size_t),
    ]


class TlBackendList(ctypes.Structure):
    _fields_ = [("items", ctypes.POINTER(ctypes.POINTER(TlNamed))), ("count", ctypes.c_size_t)]


def _candidates() -> List[str]:
    out: List[str] = []
    env = os.environ.get("TILEC_LIBRARY")
    if env:
        return [env]  # asked for by name: that one or an error
    try:
        from . import _config  # written by `make install`

        out.append(os.path.join(_config.LIBDIR, SONAME))
    except ImportError:
        pass
    out.append(SONAME)
    tree = Path(__file__).resolve().parent.parent.parent / "build" / "libtilec.so"
    out.append(str(tree))
    return out


def _load() -> ctypes.CDLL:
    errors = []
    for c in _candidates():
        try:
            return ctypes.CDLL(c, mode=ctypes.RTLD_GLOBAL)
        except OSError as e:
            errors.append(f"{c}: {e}")
    raise ImportError(
        "tilec: cannot load libtilec.so (set TILEC_LIBRARY to its path, or install it with `make install`); tried:\n  "
        + "\n  ".join(errors)
    )


lib = _load()


def _fn(name: str, restype: Any, *argtypes: Any) -> None:
    f = getattr(lib, name)
    f.restype = restype
    f.argtypes = list(argtypes)


_P = ctypes.c_void_p
_E = ctypes.POINTER(TlError)
_fn("tl_compile_file", _P, ctypes.c_char_p, ctypes.POINTER(TlCompileOptions), _E)
_fn("tl_compile_string", _P, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_size_t, ctypes.POINTER(TlCompileOptions), _E)
_fn("tl_program_free", None, _P)
_fn("tl_program_target", ctypes.c_char_p, _P)
_fn("tl_program_execution_backend", ctypes.c_char_p, _P)
_fn("tl_program_artifact", ctypes.c_char_p, _P)
_fn("tl_program_nkernels", ctypes.c_int, _P)
_fn("tl_program_kernel_name", ctypes.c_char_p, _P, ctypes.c_int)
_fn("tl_program_kernel_signature", ctypes.c_char_p, _P, ctypes.c_int)
_fn("tl_program_kernel_nparams", ctypes.c_int, _P, ctypes.c_int)
_fn("tl_program_kernel_param", ctypes.c_bool, _P, ctypes.c_int, ctypes.c_int, ctypes.POINTER(TlParamInfo), _E)
_fn("tl_program_launch", ctypes.c_bool, _P, ctypes.c_char_p, ctypes.POINTER(TlAny), ctypes.c_int, _E)
_fn("tl_list_backends", ctypes.c_bool, ctypes.POINTER(TlBackendList), _E)
_fn("tl_backend_list_free", None, ctypes.POINTER(TlBackendList))
_fn("tl_create_backend_context", _P, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p, _E)
_fn("tl_context_free", None, _P)
_fn("tl_context_module", ctypes.POINTER(TlNamed), _P)
_fn("tl_context_target", _P, _P)
_fn("tl_context_target_host", _P, _P)
_fn("tl_context_execution_backend", ctypes.POINTER(TlNamed), _P)
_fn("tl_target_to_json", ctypes.c_size_t, _P, ctypes.c_char_p, ctypes.c_size_t)
_fn("tl_have_llvm", ctypes.c_bool)
_fn("tl_load_plugin", ctypes.c_bool, ctypes.c_char_p, _E)

_capsule_get = ctypes.pythonapi.PyCapsule_GetPointer
_capsule_get.restype = ctypes.c_void_p
_capsule_get.argtypes = [ctypes.py_object, ctypes.c_char_p]
_capsule_valid = ctypes.pythonapi.PyCapsule_IsValid
_capsule_valid.restype = ctypes.c_int
_capsule_valid.argtypes = [ctypes.py_object, ctypes.c_char_p]


def capsule_tensor(capsule: Any) -> "ctypes._Pointer[DLManagedTensor]":
    """The DLManagedTensor inside a "dltensor" capsule, left unconsumed: the
    capsule's own destructor calls the producer's deleter when it goes."""
    if not _capsule_valid(capsule, b"dltensor"):
        raise TypeError("__dlpack__() did not return a 'dltensor' capsule (DLPack 0.x)")
    return ctypes.cast(_capsule_get(capsule, b"dltensor"), ctypes.POINTER(DLManagedTensor))


def target_json(target: int) -> str:
    buf = ctypes.create_string_buffer(1024)
    lib.tl_target_to_json(target, buf, len(buf))
    return buf.value.decode()
