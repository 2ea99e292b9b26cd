#!/usr/bin/env python3
"""The loops of a cubin's kernels, from `cuobjdump -sass`: each loop (a label
and a backward branch to it) that holds MMAs, ldmatrix or FFMAs, with its
instruction count and its opcodes, and each kernel's total. Two builds of a
kernel compare their main loops by these counts (docs/cuda.md, NVRTC time):

    build/bench/nvrtc_time --dump /tmp/k examples/gemm_f16.tile
    build/bench/nvrtc_time --runs 1 --source sm_90a /tmp/k/matmul_bf16_bk64.cu   # writes the .cu.cubin
    python3 bench/gpu/sass_loops.py /tmp/k/matmul_bf16_bk64.cu.cubin

cuobjdump is found on PATH or in $CUDA_HOME/bin (default /usr/local/cuda)."""
import collections
import os
import re
import shutil
import subprocess
import sys


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: sass_loops.py FILE.cubin [KERNEL]")
    tool = shutil.which("cuobjdump") or os.path.join(os.environ.get("CUDA_HOME", "/usr/local/cuda"), "bin", "cuobjdump")
    if not os.access(tool, os.X_OK):
        sys.exit("sass_loops.py: no cuobjdump (PATH, $CUDA_HOME/bin)")
    sass = subprocess.run([tool, "-sass", sys.argv[1]], capture_output=True, text=True, check=True).stdout
    for fn in re.split(r"\n\s*Function : ", sass)[1:]:
        name = fn.split("\n", 1)[0].strip()
        if len(sys.argv) > 2 and sys.argv[2] != name:
            continue
        ins, labels = [], {}
        for line in fn.split("\n"):
            m = re.match(r"\s*(\.L_x_\d+):", line)
            if m:
                labels[m.group(1)] = len(ins)
                continue
            m = re.match(r"\s*/\*([0-9a-f]{4,})\*/\s+(.*?)\s*;", line)
            if m:
                ins.append(m.group(2))
        print("%s: %d instructions" % (name, len(ins)))
        for i, text in enumerate(ins):
            m = re.search(r"BRA\s+`?\(?(\.L_x_\d+)", text)
            if not m or m.group(1) not in labels or labels[m.group(1)] > i:
                continue
            body = ins[labels[m.group(1)]:i + 1]
            ops = collections.Counter(re.sub(r"^@!?U?P\w+\s+", "", b).split()[0].split(".")[0] for b in body)
            if any(k in ops for k in ("HMMA", "IMMA", "HGMMA", "LDSM", "FFMA")):
                top = ", ".join("%s %d" % kv for kv in ops.most_common(10))
                print("  loop %s: %d instructions (%s)" % (m.group(1), len(body), top))


if __name__ == "__main__":
    main()
