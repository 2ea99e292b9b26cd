#!/usr/bin/env python3
"""check_names.py: the static checks of the cutedsl codegen's modules, all
modules in one process (tests/check_cutedsl.c runs it).

    check_names.py NAMES_FILE MODULE.py...

For each module: it compiles as Python (py_compile, as `python3 -m
py_compile` does), every `cute.X.Y` / `cutlass.X.Y` attribute chain and
every module it imports is a name of the CuTe DSL's API in NAMES_FILE
(tests/cutedsl/cute_names.txt, read from the CUTLASS sources by
tools/cutedsl-names.py), and every other attribute it reads off a value is
one of the DSL objects' attributes listed there (`.fill`, `.iterator`, ...)
or one the module's own helpers define. Also: each kernel is a
`@cute.kernel` function with a `@cute.jit` launcher that calls its
`.launch(...)`, and the first module's integer helpers (tl_div, tl_mod,
tl_ceildiv) give C's truncating results on Python ints. Prints one line per problem and exits 1 when there is any;
prints `ok: N modules, M names` otherwise.
"""
import ast
import os
import py_compile
import sys
import tempfile


def dotted(node):
    """'cute.arch.thread_idx' for a chain of attributes on a name, else None"""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    parts.append(node.id)
    return ".".join(reversed(parts))


def check(path, names, methods, tmp):
    problems = []
    try:
        py_compile.compile(path, cfile=os.path.join(tmp, "m.pyc"), doraise=True)
    except py_compile.PyCompileError as e:
        return [f"{path}: does not compile: {e.msg.strip()}"]
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), path)
    used = 0
    inner = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute):
            inner.add(id(node.value))
    kernels, jits, launches = set(), set(), 0
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                if a.name not in names and a.name != "cutlass":
                    problems.append(f"{path}:{node.lineno}: import of {a.name}, which is not in the CuTe DSL's list")
        elif isinstance(node, ast.ImportFrom):
            problems.append(f"{path}:{node.lineno}: from-import of {node.module}: the modules import cutlass and cutlass.cute only")
        elif isinstance(node, ast.FunctionDef):
            decos = {dotted(d) for d in node.decorator_list}
            if "cute.kernel" in decos:
                kernels.add(node.name)
            if "cute.jit" in decos:
                jits.add(node.name)
        elif isinstance(node, ast.Attribute) and id(node) not in inner:
            name = dotted(node)
            if name and name.split(".")[0] in ("cute", "cutlass"):
                used += 1
                if name not in names:
                    problems.append(f"{path}:{node.lineno}: {name} is not a name of the CuTe DSL (cute_names.txt)")
            elif not name or name.split(".")[0] not in ("cute", "cutlass"):
                if node.attr == "launch":
                    launches += 1
                if node.attr not in methods:
                    problems.append(f"{path}:{node.lineno}: .{node.attr} is not an attribute of the DSL's objects in cute_names.txt")
    for k in kernels:
        if not k.endswith("_kernel") or k[: -len("_kernel")] not in jits:
            problems.append(f"{path}: kernel {k} has no @cute.jit launcher")
    if len(kernels) == 0 or launches != len(kernels):
        problems.append(f"{path}: {len(kernels)} kernels, {launches} launches")
    return problems, used


def check_int_helpers(path):
    """tl_div, tl_mod and tl_ceildiv of the module on Python ints (the
    values of unrolled loops' variables and literals) against C's
    truncating division, over a grid of signs and sizes"""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), path)
    defs = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name in ("tl_div", "tl_mod", "tl_ceildiv")]
    missing = {"tl_div", "tl_mod", "tl_ceildiv"} - {n.name for n in defs}
    if missing:
        return [f"{path}: no {', '.join(sorted(missing))} helper"]
    env = {}
    exec(compile(ast.Module(body=defs, type_ignores=[]), path, "exec"), env)
    problems = []
    for a in range(-9, 10):
        for b in (-7, -3, -2, -1, 1, 2, 3, 7):
            q = abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)
            r = a - q * b
            c = q + (1 if r != 0 and (a < 0) == (b < 0) else 0)
            got = (env["tl_div"](a, b), env["tl_mod"](a, b), env["tl_ceildiv"](a, b))
            if got != (q, r, c):
                problems.append(f"{path}: tl_div/tl_mod/tl_ceildiv({a}, {b}) give {got}, C gives {(q, r, c)}")
    return problems[:5]


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: check_names.py NAMES_FILE MODULE.py...")
    names, methods = set(), set()
    with open(sys.argv[1], encoding="utf-8") as f:
        for ln in f:
            ln = ln.strip()
            if not ln or ln.startswith("#"):
                continue
            if ln.startswith("."):
                methods.add(ln[1:])
            else:
                names.add(ln)
    problems, used = [], 0
    with tempfile.TemporaryDirectory() as tmp:
        for path in sys.argv[2:]:
            r = check(path, names, methods, tmp)
            if isinstance(r, list):
                problems += r
            else:
                problems += r[0]
                used += r[1]
    problems += check_int_helpers(sys.argv[2])
    for p in problems:
        print(p)
    if problems:
        sys.exit(1)
    print(f"ok: {len(sys.argv) - 2} modules, {used} uses of the DSL's names checked")


main()
