#!/usr/bin/env python3
"""check_preprocess.py: runs the CuTe DSL's own AST preprocessor over every
@cute.kernel and @cute.jit function of the cutedsl codegen's modules.

    check_preprocess.py CUTEDSL_DIR MODULE.py...

CUTEDSL_DIR is the python/CuTeDSL folder of a CUTLASS checkout (4.7.0 or
later); nothing of it is kept in tilec (it is under NVIDIA's license). Its
preprocessor (cutlass/base_dsl/ast_preprocessor.py, pure Python) is what
turns a kernel's dynamic if/for/while into the DSL's regions before tracing,
and what refuses, for one, a `break` out of a loop it compiles. It needs
no MLIR: it is loaded alone, with the three pure-Python modules it imports,
and the modules are imported against stand-ins for `cutlass` and
`cutlass.cute` (the decorators return the function, every other name is a
placeholder), since only their functions' source is transformed. Each
function's transformed tree must compile. Prints one line per failure and
exits 1 when there is any; `ok: N functions` otherwise. tests/check_cutedsl.c
runs it where TILEC_CUTEDSL_SRC names such a folder.
"""
import ast
import importlib.util
import os
import shutil
import sys
import tempfile

STUB = '''
class _Any:
    def __getattr__(self, n):
        return _Any()

    def __call__(self, *a, **k):
        return _Any()


def __getattr__(n):
    return _Any()
'''


def setup(cutedsl, tmp):
    base = os.path.join(tmp, "tl_base_dsl")
    os.makedirs(os.path.join(base, "utils"))
    for f in ("common.py", "diagnostics.py", "ast_preprocessor.py", "utils/logger.py"):
        shutil.copy(os.path.join(cutedsl, "cutlass", "base_dsl", f), os.path.join(base, f))
    for d in (base, os.path.join(base, "utils")):
        open(os.path.join(d, "__init__.py"), "w").close()
    stub = os.path.join(tmp, "stub", "cutlass")
    os.makedirs(os.path.join(stub, "cute"))
    with open(os.path.join(stub, "__init__.py"), "w") as f:
        f.write(STUB)
    with open(os.path.join(stub, "utils.py"), "w") as f:
        f.write("from cutlass import _Any\n\n\ndef __getattr__(n):\n    return _Any()\n")
    with open(os.path.join(stub, "cute", "__init__.py"), "w") as f:
        f.write("from cutlass import _Any\n\n\ndef kernel(f):\n    return f\n\n\ndef jit(f):\n    return f\n\n\n"
                "def __getattr__(n):\n    return _Any()\n")
    sys.path[:0] = [os.path.join(tmp, "stub"), tmp]


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: check_preprocess.py CUTEDSL_DIR MODULE.py...")
    with tempfile.TemporaryDirectory() as tmp:
        setup(sys.argv[1], tmp)
        from tl_base_dsl.ast_preprocessor import DSLPreprocessor

        failures, done = [], 0
        for i, path in enumerate(sys.argv[2:]):
            spec = importlib.util.spec_from_file_location(f"tl_cutedsl_module_{i}", path)
            module = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(module)
            with open(path, encoding="utf-8") as f:
                tree = ast.parse(f.read(), path)
            for node in tree.body:
                if not isinstance(node, ast.FunctionDef) or not node.decorator_list:
                    continue
                fn = getattr(module, node.name)
                try:
                    with DSLPreprocessor(["cutlass"]).get_session() as session:
                        compile(session.transform(fn, fn.__globals__), path, "exec")
                    done += 1
                except Exception as e:  # the preprocessor's own error, reported as it is
                    failures.append(f"{path}: {node.name}: {type(e).__name__}: {str(e).strip()[:400]}")
        for f in failures:
            print(f)
        if failures:
            sys.exit(1)
        print(f"ok: {done} functions through the CuTe DSL's AST preprocessor")


main()
