#!/usr/bin/env python3
"""cutedsl-names.py: writes the list of the CuTe DSL's public names that the
cutedsl codegen's modules may use (tests/cutedsl/cute_names.txt), read from
the CUTLASS sources: the __all__ lists and imports of the DSL's packages.

    tools/cutedsl-names.py GIT_DIR COMMIT VERSION > tests/cutedsl/cute_names.txt

GIT_DIR is a clone of github.com/NVIDIA/cutlass (read with git show, no
work tree needed). The list is checked in; tests/cutedsl/check_names.py
reads it. Run it again when the codegen moves to another release.
"""
import ast
import subprocess
import sys

ROOT = "python/CuTeDSL/"


def source(git, commit, path):
    return subprocess.run(["git", "--git-dir", git, "show", f"{commit}:{ROOT}{path}"], check=True,
                          capture_output=True, text=True).stdout


def names_of(text, with_imports=True):
    """a module's public names: its __all__ (with *x.__all__ spread from the
    modules it names when those are given), else its top-level definitions
    and imports"""
    tree = ast.parse(text)
    found, spread = set(), []
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
            if isinstance(node.value, (ast.List, ast.Tuple)):
                for e in node.value.elts:
                    if isinstance(e, ast.Constant) and isinstance(e.value, str):
                        found.add(e.value)
                    elif isinstance(e, ast.Starred) and isinstance(e.value, ast.Attribute):
                        spread.append(e.value.value.id if isinstance(e.value.value, ast.Name) else None)
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)) and not node.name.startswith("_"):
            found.add(node.name)
        elif isinstance(node, ast.Assign):
            for t in node.targets:
                if isinstance(t, ast.Name) and not t.id.startswith("_"):
                    found.add(t.id)
        elif with_imports and isinstance(node, ast.ImportFrom):
            for a in node.names:
                if a.name != "*" and not (a.asname or a.name).startswith("_"):
                    found.add(a.asname or a.name)
        elif with_imports and isinstance(node, ast.Import):
            for a in node.names:
                found.add((a.asname or a.name).split(".")[0])
    return found, spread


def main():
    git, commit, version = sys.argv[1:4]
    out = {}

    def add(prefix, path, extra=(), spread_from=None):
        text = source(git, commit, path)
        found, spread = names_of(text)
        for mod in spread:
            if spread_from and mod in spread_from:
                found |= names_of(source(git, commit, spread_from[mod]))[0]
        for n in set(found) | set(extra):
            out[f"{prefix}.{n}"] = True

    add("cutlass", "cutlass/__init__.py")
    add("cutlass", "cutlass/cute/typing.py")
    add("cutlass", "cutlass/base_dsl/typing.py")
    add("cutlass.utils", "cutlass/utils/__init__.py")
    add("cute", "cutlass/cute/__init__.py",
        spread_from={"core": "cutlass/cute/core.py"})
    add("cute", "cutlass/cute/typing.py")
    add("cute.arch", "cutlass/cute/arch/__init__.py")
    add("cute.math", "_mlir_helpers/math.py", extra=("absf",))
    add("cute.nvgpu", "cutlass/cute/nvgpu/__init__.py",
        spread_from={"common": "cutlass/cute/nvgpu/common.py", "helpers": "cutlass/cute/nvgpu/helpers.py"})
    add("cute.nvgpu.warp", "cutlass/cute/nvgpu/warp/__init__.py",
        spread_from={"mma": "cutlass/cute/nvgpu/warp/mma.py", "copy": "cutlass/cute/nvgpu/warp/copy.py"})
    # members of the classes the modules use
    tree = ast.parse(source(git, commit, "_mlir_helpers/math.py"))
    for node in tree.body:
        if isinstance(node, ast.ClassDef) and node.name == "RoundingMode":
            for b in node.body:
                if isinstance(b, ast.Assign):
                    out[f"cute.math.RoundingMode.{b.targets[0].id}"] = True
    # the members of the address-space enum (base_dsl/enums.py), public as
    # cutlass.AddressSpace and cute.AddressSpace
    tree = ast.parse(source(git, commit, "cutlass/base_dsl/enums.py"))
    for node in tree.body:
        if isinstance(node, ast.ClassDef) and node.name == "AddressSpace":
            for b in node.body:
                if isinstance(b, ast.Assign) and isinstance(b.targets[0], ast.Name):
                    out[f"cutlass.AddressSpace.{b.targets[0].id}"] = True
                    out[f"cute.AddressSpace.{b.targets[0].id}"] = True
    # the packages the modules import
    for pkg in ("cutlass.cute", "cutlass.utils"):
        out[pkg] = True
    # attributes of the DSL's objects the modules use (a leading dot), each
    # checked here to be defined where it says
    methods = {
        "fill": "cutlass/cute/tensor.py", "iterator": "cutlass/cute/tensor.py", "shape": "cutlass/cute/tensor.py",
        "toint": "cutlass/cute/core.py",
        "allocate_tensor": "cutlass/utils/smem_allocator.py", "launch": "cutlass/cutlass_dsl/cutlass.py",
        "to": "cutlass/base_dsl/typing.py", "dtype": "cutlass/base_dsl/typing.py", "is_float": "cutlass/base_dsl/typing.py",
        "width": "cutlass/base_dsl/typing.py", "signed": "cutlass/base_dsl/typing.py",
    }
    for m, path in methods.items():
        text = source(git, commit, path)
        if f"def {m}(" not in text and f" {m}:" not in text and f"{m}=" not in text:
            sys.exit(f"cutedsl-names: .{m} is not in {path}")
        out[f".{m}"] = True
    print(f"# The CuTe DSL's public names, read from NVIDIA/cutlass {version} (commit {commit})")
    print("# python/CuTeDSL: the __all__ lists and imports of cutlass, cutlass.utils, cutlass.cute,")
    print("# cute.arch, cute.math (_mlir_helpers/math.py), cute.nvgpu and cute.nvgpu.warp.")
    print("# Written by tools/cutedsl-names.py; tests/cutedsl/check_names.py checks every cute.* and")
    print("# cutlass.* attribute of the cutedsl codegen's modules against it; a line .NAME is an")
    print("# attribute of the DSL's objects (tensors, numbers, the smem allocator, a kernel).")
    for n in sorted(out):
        print(n)


main()
