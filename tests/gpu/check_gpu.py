#!/usr/bin/env python3
"""make check-gpu: every example on the GPU, against the interpreter.

For each kernel of examples/*.tile and examples/cuda/*.tile, on target
nvidia/h200 through each execution backend (nvrtc, tvm_ffi, cython), at edge
shapes (every shape dim 1; every shape dim 33, not a multiple of any tile) and
at a large shape, `tilec run --check` compares every output with the reference
interpreter. Shapes are bound at launch (--dim), so one build serves them all.
Then compute-sanitizer memcheck and racecheck run each kernel once (nvrtc, the
odd shape), and a planted out-of-bounds kernel (tests/gpu/oob.tile) must be
caught by memcheck.

A kernel the cuda backend cannot compile yet ("not implemented") is counted
as unsupported and listed, never as passed; one that does not fit the GPU
(a CPU-sized example refused by bind_target) as too-big. Exit status: 1 when any run that
compiled failed, or the planted bug went unseen.

Each run's verdict is printed as it completes (a run cut off by the device
machine's time limit still leaves its log). The large shape runs on the nvrtc
execution backend alone: the three backends differ only in the host path,
which the edge shapes cover. A run that takes longer than --timeout seconds
(default 120) is a FAIL ("timed out"); runs not started within --budget seconds
(default: none) are listed as "not run" and make the verdict INCOMPLETE.

With --sanitize-only the shape runs are skipped: memcheck and racecheck run
every kernel of the selected files, then the planted kernel.

usage: check_gpu.py TILEC [--quick] [--only SUBSTR[,SUBSTR...]] [--target T] [--timeout S] [--budget S] [--sanitize-only]
"""
import os
import re
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor, as_completed

def parse_args():
    import argparse
    ap = argparse.ArgumentParser(prog="check_gpu.py", description="every example on the GPU, against the interpreter")
    ap.add_argument("tilec", nargs="?", default="build/tilec", help="the tilec to run (default build/tilec)")
    ap.add_argument("--quick", action="store_true", help="edge shapes on the nvrtc execution backend only")
    ap.add_argument("--only", help="SUBSTR[,SUBSTR...]: the example files whose path contains one of them (e.g. gemm,softmax)")
    ap.add_argument("--target", default="nvidia/h200",
                    help='another target string, e.g. "nvidia/h200 -ring=masked" (the forms of docs/cuda.md)')
    ap.add_argument("--timeout", type=float, default=120.0, help="seconds a run may take before it is a FAIL (120)")
    ap.add_argument("--budget", type=float, default=0.0, help="seconds after which no run starts (default: none)")
    ap.add_argument("--sanitize-only", action="store_true", help="skip the shape runs: memcheck and racecheck only")
    return ap.parse_args()


ARGS = parse_args()
TILEC = ARGS.tilec
QUICK = ARGS.quick
SANITIZE_ONLY = ARGS.sanitize_only
ONLY = ARGS.only.split(",") if ARGS.only else None
TARGET = ARGS.target
EXECS = ["nvrtc", "tvm_ffi", "cython"]
# elements per tensor at the large shape, by the kernel's largest rank: the
# interpreter checks every run, so a 2-D GEMM stays at 512^3
LARGE_ELEMS = {1: 1 << 20, 2: 1 << 18, 3: 1 << 18}
JOBS = int(os.environ.get("CHECK_GPU_JOBS", str(min(16, os.cpu_count() or 8))))
RUN_TIMEOUT = ARGS.timeout
BUDGET = ARGS.budget
T0 = time.time()


def sh(args, timeout=None):
    timeout = timeout or RUN_TIMEOUT
    t0 = time.time()
    try:
        p = subprocess.run(args, capture_output=True, text=True, timeout=timeout)
        return p.returncode, p.stdout + p.stderr, time.time() - t0
    except subprocess.TimeoutExpired as e:
        out = (e.stdout or b"").decode() if isinstance(e.stdout, bytes) else (e.stdout or "")
        return 124, out + "\n(timed out)", time.time() - t0


def split_top(shape):
    """The dims of a shape, split at the commas outside parentheses: a shape
    expression such as ceildiv(K, G) is one dim. Only a dim that is a bare
    name binds a --dim; an expression dim follows from the others."""
    parts, depth, cur = [], 0, ""
    for ch in shape:
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
            continue
        depth += (ch == "(") - (ch == ")")
        cur += ch
    parts.append(cur)
    return parts


def kernels(path):
    """(name, [symbolic dims], max ndim) of each kernel in a .tile file."""
    text = open(path).read()
    consts = set(re.findall(r"^\s*const\s+(\w+)", text, re.M))
    out = []
    for m in re.finditer(r"kernel\s+(\w+)\s*\((.*?)\)\s*grid", text, re.S):
        dims, maxnd = [], 1
        for shape in re.findall(r"\[([^\]]*)\]", m.group(2)):
            parts = [p.strip() for p in split_top(shape)]
            maxnd = max(maxnd, len(parts))
            for p in parts:
                if re.match(r"^[A-Za-z_]\w*$", p) and p not in consts and p not in dims:
                    dims.append(p)
        out.append((m.group(1), dims, maxnd))
    # a module with global buffers (`global Partial: ...`): its kernels also
    # run as one sequence, in file order, which allocates them (--kernel a,b)
    if re.search(r"^global\s+\w+\s*:", text, re.M) and len(out) > 1:
        dims = []
        for _, d, _ in out:
            dims += [x for x in d if x not in dims]
        out.append((",".join(n for n, _, _ in out), dims, max(n for _, _, n in out)))
    return out


# kernels checked at shapes of their own besides the common ones: the fp8
# GEMM's 128x256x128 tiles at K of one 16-byte row, at a grid of 5 x 3
# blocks whose K (1040) wraps the 4-slot ring twice and ends in a partial
# tile, and a 64-row warpgroup slab cut by M (the interpreter's reference
# at these takes tens of seconds)
EXTRA_SHAPES = {
    "fp8_gemm_large": [("k16", {"M": 129, "K": 16, "N": 257}), ("big", {"M": 640, "K": 1040, "N": 768}),
                       ("slab", {"M": 200, "K": 384, "N": 520})],
    "fp8_gemm_large_rows": [("k16", {"M": 129, "K": 16, "N": 257}), ("big", {"M": 640, "K": 1040, "N": 768})],
}


def shapes(dims, maxnd, name=None):
    if not dims:
        return [("fixed", {})]
    large = int(round(LARGE_ELEMS.get(maxnd, 1 << 18) ** (1.0 / maxnd)))
    # five or more dims (paged decode: batch, heads, pages, groups, ...):
    # smaller odd sizes, or the interpreter's reference takes minutes
    many = len(dims) >= 5
    s = [("ones", {d: 1 for d in dims}), ("odd", {d: 9 if many else 33 for d in dims})]
    # sizes past a tile but whole 16-byte rows (cp.async, partial tiles), and
    # dims that differ (a thin one among them)
    if maxnd >= 2:
        # 3- and 4-D kernels (attention over [batch, seq, heads, dim]) at
        # sizes the interpreter checks in seconds
        big = 200 if maxnd == 2 else 17 if many else 40
        vals = [big, 1, 72 if maxnd == 2 else 5 if many else 24, 264 if maxnd == 2 else 23 if many else 56]
        s.append(("mixed", {d: vals[i % len(vals)] for i, d in enumerate(dims)}))
        s.append(("edge8", {d: big for d in dims}))
    if not QUICK:
        s.append(("large", {d: large for d in dims}))
        s += EXTRA_SHAPES.get(name, [])
    return s


def file_args(path):
    """Extra `tilec run` options a .tile file asks for in a line
    `# check-gpu: OPTIONS` (index tensors kept within what they index)."""
    out = []
    for m in re.finditer(r"^# check-gpu: (.*)$", open(path).read(), re.M):
        out += m.group(1).split()
    return out


def dim_args(binding):
    a = []
    for k, v in binding.items():
        a += ["--dim", "%s=%d" % (k, v)]
    return a


def classify(rc, out):
    if rc == 0 and "MISMATCH" not in out:
        return "pass"
    if "not implemented" in out:
        return "unsupported"
    if "the target allows" in out:  # bind_target: a CPU-sized kernel that does not fit the GPU
        return "too-big"
    return "FAIL"


def main():
    files = sorted("examples/" + f for f in os.listdir("examples") if f.endswith(".tile"))
    files += sorted("examples/cuda/" + f for f in os.listdir("examples/cuda") if f.endswith(".tile"))
    files.append("tests/gpu/lang_ops.tile")  # the newer language constructs
    if ONLY:
        files = [f for f in files if any(o in f for o in ONLY)]
    results = []  # (file, kernel, exec, shape, verdict, seconds, note)
    why_unsupported = {}
    jobs = []
    for f in ([] if SANITIZE_ONLY else files):
        for name, dims, maxnd in kernels(f):
            for ex in EXECS:
                for sname, binding in shapes(dims, maxnd, name):
                    if sname in ("large", "big") and ex != "nvrtc":
                        continue
                    jobs.append((f, name, ex, sname, binding))

    def run_one(job):
        f, name, ex, sname, binding = job
        if BUDGET and time.time() - T0 > BUDGET:
            return job, -1, "not run: the --budget of %gs was spent" % BUDGET, 0.0
        rc, out, dt = sh([TILEC, "run", f, "--target", TARGET, "--exec", ex, "--kernel", name, "--check", "--seed", "7"]
                         + dim_args(binding) + file_args(f))
        return job, rc, out, dt

    # the builds first, one per (file, exec), so that the parallel runs find the cache filled
    first = {}
    for j in jobs:
        first.setdefault((j[0], j[2]), j)
    def verdict(job, rc, out, dt):
        f, name, ex, sname, binding = job
        v = "not-run" if rc == -1 else classify(rc, out)
        print("%-34s %-16s %-8s %-6s %-11s %6.2fs" % (f, name, ex, sname, v, dt), flush=True)
        return job, rc, out, dt

    done = []
    with ThreadPoolExecutor(JOBS) as pool:
        for batch in (list(first.values()), [j for j in jobs if j not in first.values()]):
            for fut in as_completed([pool.submit(run_one, j) for j in batch]):
                done.append(verdict(*fut.result()))
    print("\nall runs, sorted:")
    for (f, name, ex, sname, binding), rc, out, dt in done:
        v = "not-run" if rc == -1 else classify(rc, out)
        note = ""
        if v == "too-big":
            note = out.strip().splitlines()[-1]
        if v == "unsupported":
            m = re.search(r"not implemented[^\n]*", out)
            why_unsupported[(f, name)] = m.group(0) if m else "not implemented"
            note = why_unsupported[(f, name)]
        elif v == "FAIL":
            note = out.strip().splitlines()[-1] if out.strip() else "rc %d" % rc
            print("---- FAIL %s %s %s %s %s:\n%s" % (f, name, ex, sname, binding, out[-2500:]), flush=True)
        results.append((f, name, ex, sname, v, dt, note))
    results.sort(key=lambda r: (r[0], r[1], r[2], r[3]))
    for f, name, ex, sname, v, dt, note in results:
        print("%-34s %-16s %-8s %-6s %-11s %6.2fs %s" % (f, name, ex, sname, v, dt, note[:90]), flush=True)
    # compute-sanitizer on every kernel that ran
    ran = sorted({(f, n) for f, n, _, _, v, _, _ in results if v == "pass"})
    if SANITIZE_ONLY:
        ran = [(f, name) for f in files for name, _, _ in kernels(f)]
    have_cs = subprocess.run(["sh", "-c", "command -v compute-sanitizer"], capture_output=True).returncode == 0

    def sanitize(job):
        f, name, tool = job
        if not have_cs:
            return f, name, tool, "skipped: no compute-sanitizer", ""
        if BUDGET and time.time() - T0 > BUDGET:
            return f, name, tool, "not run: the --budget was spent", ""
        dims = next(d for n, d, _ in kernels(f) if n == name)
        rc, out, dt = sh(["compute-sanitizer", "--tool", tool, "--error-exitcode", "9", TILEC, "run", f, "--target",
                          TARGET, "--exec", "nvrtc", "--kernel", name] + dim_args({d: 33 for d in dims}), timeout=300)
        # memcheck ends "ERROR SUMMARY: 0 errors", racecheck "RACECHECK SUMMARY: 0 hazards displayed (0 errors, ..."
        ok = rc == 0 and ("ERROR SUMMARY: 0 errors" in out or "SUMMARY: 0 hazards displayed (0 errors" in out)
        if not ok and classify(rc, out) in ("too-big", "unsupported"):  # it never ran on the GPU
            return f, name, tool, "skipped: %s" % classify(rc, out), ""
        return f, name, tool, ("clean" if ok else "FAIL (rc %d)" % rc), ("" if ok else out[-2500:])

    san = []
    with ThreadPoolExecutor(JOBS) as pool:
        for fut in as_completed([pool.submit(sanitize, (f, n, t)) for f, n in ran for t in ["memcheck", "racecheck"]]):
            f, name, tool, v, out = fut.result()
            if out:
                print("---- sanitizer %s %s %s:\n%s" % (tool, f, name, out), flush=True)
            print("%-34s %-16s %-10s %s" % (f, name, tool, v), flush=True)
            san.append((f, name, tool, v, out))
    planted = "skipped: no compute-sanitizer"
    if have_cs:
        rc, out, dt = sh(["compute-sanitizer", "--tool", "memcheck", "--error-exitcode", "9", TILEC, "run",
                          "tests/gpu/oob.tile", "--target", TARGET, "--exec", "nvrtc", "--dim", "N=1000", "--no-cache"])
        caught = rc != 0 and "Invalid __global__ write" in out
        planted = "caught" if caught else "MISSED (rc %d)" % rc
        if not caught:
            print(out[-3000:])
    print("planted out-of-bounds kernel (tests/gpu/oob.tile) under memcheck: %s" % planted)
    sass_bad = sass_check(files)

    n = {}
    for r in results:
        n[r[4]] = n.get(r[4], 0) + 1
    print("\ncheck-gpu summary: %d runs: %s" % (len(results), ", ".join("%s %d" % kv for kv in sorted(n.items()))))
    if why_unsupported:
        print("unsupported (the cuda codegen cannot compile them yet; not counted as passed):")
        for (f, k), why in sorted(why_unsupported.items()):
            print("  %s %s: %s" % (f, k, why))
    bad_san = [s for s in san if s[3].startswith("FAIL")]
    print("sanitizer: %d clean, %d failed, %d skipped, of %d" % (sum(1 for s in san if s[3] == "clean"), len(bad_san),
                                                              sum(1 for s in san if s[3].startswith("skipped")), len(san)))
    failed = n.get("FAIL", 0) > 0 or bad_san or planted.startswith("MISSED") or sass_bad
    incomplete = n.get("not-run", 0) > 0 or any(s[3].startswith("not run") for s in san)
    print("check-gpu: %s (%.0fs)" % ("FAILED" if failed else "INCOMPLETE" if incomplete else "ok", time.time() - T0))
    return 1 if failed or incomplete else 0


def sass_check(files):
    """Every kernel whose CUDA source issues warpgroup MMAs (calls tl_wgmma_n* with
    descriptors; the helper functions precede the kernel that uses them:
    the target's mma=wgmma on sm_90a) shows HGMMA in its SASS (cuobjdump),
    QGMMA for an fp8 one (m64nNk32 e4m3/e5m2); returns the kernels that do
    not."""
    if subprocess.run(["sh", "-c", "command -v cuobjdump"], capture_output=True).returncode != 0:
        print("sass: skipped: no cuobjdump")
        return []
    bad, seen = [], 0
    tmp = "/tmp/check_gpu_sass"
    for f in files:
        src = subprocess.run([TILEC, "build", f, "--target", TARGET, "--emit", "source", "-o", tmp], capture_output=True,
                             text=True)
        cu = os.path.join(tmp, os.path.basename(f)[:-5] + ".cu")
        if src.returncode != 0 or not os.path.exists(cu):
            continue
        text = open(cu).read()
        wg = []
        for m in re.finditer(r'extern "C" __global__ void __launch_bounds__\([^)]*\) (\w+)\(', text):
            nxt = text.find('extern "C" __global__', m.end())
            if "tl_wg_desc(tl_as" in text[m.end():nxt if nxt >= 0 else len(text)]:
                wg.append(m.group(1))
        if not wg:
            continue
        subprocess.run([TILEC, "build", f, "--target", TARGET, "--emit", "cubin", "-o", tmp], capture_output=True)
        sass = subprocess.run(["cuobjdump", "-sass", os.path.join(tmp, os.path.basename(f)[:-5] + ".cubin")],
                              capture_output=True, text=True).stdout
        funcs = {}
        for part in sass.split("Function : ")[1:]:
            funcs[part.split(None, 1)[0]] = part.count("HGMMA") + part.count("QGMMA")
        for k in wg:
            seen += 1
            print("sass %-34s %-18s HGMMA/QGMMA x%d" % (f, k, funcs.get(k, 0)), flush=True)
            if not funcs.get(k, 0):
                bad.append((f, k))
    print("sass: %d kernels with warpgroup MMAs, %d without HGMMA or QGMMA in their SASS" % (seen, len(bad)))
    return bad


if __name__ == "__main__":
    sys.exit(main())
