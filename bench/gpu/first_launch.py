#!/usr/bin/env python3
"""first_launch.py: source to a kernel's first launch done, as a PyTorch user
meets it (issue goal: source to loaded cubin in at most 0.2 s a kernel, NVRTC
included).

Each row runs in a fresh process (so NVRTC, its libraries and tilec start
cold) in which torch has already started CUDA (cuInit and the primary
context are torch's, not tilec's), with tilec's compile cache off and NVRTC
off the driver's compute cache (as tilec always compiles):

  load    tilec.compile(file, target="cuda", exec nvrtc): the front end,
          passes, codegen and the kernels NVRTC compiles at load (a
          kernel's one function, a TMA form)
  first   the first launch of the row's kernel, synchronized: the module
          loaded into the context, and a kernel's paths chosen by the dims
          (softmax, rmsnorm, layernorm) compiled for the path it takes
  total   load + first, the median of --runs processes (3)
  again   a second launch, synchronized (the kernel's own time and the
          launch path)

With --warm the same rows run with tilec's compile cache on, in a fresh
cache folder a first untimed process of each row fills: what a load and a
first launch cost when NVRTC compiles nothing (tilec's front end, passes and
codegen, the cache's reads, the module's load and the launch path), so that
the cold figure less the warm one is NVRTC's share.

  PYTHONPATH=python TILEC_LIBRARY=build/libtilec.so python3 bench/gpu/first_launch.py [--runs 3] [--only NAME,...]
      [-D NAME=VALUE]... [--warm]
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

# (label, file, kernel, dims)
ROWS = [
    ("vector_add", "examples/vector_add.tile", "vector_add", {"N": 1 << 24}),
    ("softmax N=256", "examples/softmax.tile", "softmax", {"M": 65536, "N": 256}),
    ("softmax N=1000", "examples/softmax.tile", "softmax", {"M": 8192, "N": 1000}),
    ("softmax N=4096", "examples/softmax.tile", "softmax", {"M": 8192, "N": 4096}),
    ("softmax N=16384", "examples/softmax.tile", "softmax", {"M": 1024, "N": 16384}),
    ("rmsnorm N=4096", "examples/rmsnorm.tile", "rmsnorm", {"M": 8192, "N": 4096}),
    ("layernorm N=4096", "examples/layernorm.tile", "layernorm", {"M": 8192, "N": 4096}),
    ("gemm_f16.tile (7 kernels)", "examples/gemm_f16.tile", "matmul_f16", {"M": 4096, "N": 4096, "K": 4096}),
    ("gemm_f16_large.tile (2)", "examples/gemm_f16_large.tile", "matmul_bf16_large", {"M": 4096, "N": 4096, "K": 4096}),
    ("flash_attention.tile (5)", "examples/flash_attention.tile", "flash_attention", {"BH": 64, "S": 1024}),
    ("flash_attention_wg.tile (2)", "examples/flash_attention_wg.tile", "flash_attention_wg", {"BH": 64, "S": 1024}),
]


def child(row, defines, warm):
    import torch
    import tilec

    label, path, kernel, dims = row
    torch.cuda.init()
    torch.zeros(1, device="cuda")
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    mod = tilec.compile(path, target="cuda", exec="nvrtc", cache=warm, defines=defines or None)
    t1 = time.perf_counter()
    k = mod[kernel]
    dtypes = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16}
    args = []
    for p in k.params:
        shape = [int(s) if s.strip().isdigit() else dims[s.strip()] for s in p.shape.strip("[]").split(",")]
        args.append(torch.randn(*shape, device="cuda").to(dtypes[p.dtype]) * 0.5)
    torch.cuda.synchronize()
    t2 = time.perf_counter()
    k(*args)
    torch.cuda.synchronize()
    t3 = time.perf_counter()
    k(*args)
    torch.cuda.synchronize()
    t4 = time.perf_counter()
    print(json.dumps({"load": t1 - t0, "first": t3 - t2, "again": t4 - t3}))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--only", default="", help="rows by label or its first word, comma-separated (softmax,\"rmsnorm N=4096\")")
    ap.add_argument("-D", dest="defines", action="append", default=[], metavar="NAME=VALUE",
                    help="a -D value for every row run (with --only)")
    ap.add_argument("--warm", action="store_true",
                    help="tilec's compile cache on, filled by an untimed first process a row: the figures without NVRTC")
    ap.add_argument("--child", type=int, default=-1, help=argparse.SUPPRESS)
    o = ap.parse_args()
    defines = dict((d.split("=", 1)[0], int(d.split("=", 1)[1])) for d in o.defines)
    if o.child >= 0:
        return child(ROWS[o.child], defines, o.warm)
    env = dict(os.environ, CUDA_CACHE_DISABLE="1")
    env.pop("TILEC_NO_CACHE", None)
    only = [w for w in o.only.split(",") if w]
    print("source to first launch, %s, torch's CUDA started (s; median of %d processes): load, first launch, total; "
          "a second launch" % ("from tilec's cache (warm)" if o.warm else "cold", o.runs), flush=True)
    for i, row in enumerate(ROWS):
        if only and row[0].split()[0] not in only and row[0] not in only:
            continue
        got = []
        cmd = [sys.executable, __file__, "--child", str(i)] + ["-D" + d for d in o.defines] + (["--warm"] if o.warm else [])
        cache = None
        if o.warm:  # a fresh cache folder for the row, filled by one untimed run
            cache = tempfile.mkdtemp(prefix="tilec-first-launch-")
            env = dict(env, XDG_CACHE_HOME=cache)
            subprocess.run(cmd, capture_output=True, text=True, env=env)
        for _ in range(o.runs):
            p = subprocess.run(cmd, capture_output=True, text=True, env=env)
            if p.returncode != 0:
                print("%-30s FAILED: %s" % (row[0], (p.stderr or p.stdout).strip()[-400:]), flush=True)
                break
            got.append(json.loads(p.stdout.strip().splitlines()[-1]))
        if cache:
            shutil.rmtree(cache, ignore_errors=True)
        if len(got) != o.runs:
            continue
        got.sort(key=lambda g: g["load"] + g["first"])
        m = got[len(got) // 2]
        print("%-30s load %.3f  first %.3f  total %.3f  (totals %s)  again %.4f" % (
            row[0], m["load"], m["first"], m["load"] + m["first"],
            " ".join("%.3f" % (g["load"] + g["first"]) for g in got), m["again"]), flush=True)


if __name__ == "__main__":
    sys.exit(main())
