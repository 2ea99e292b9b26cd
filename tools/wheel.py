"""tools/wheel.py VERSION SRC OUTDIR: writes the wheel of the Python package
in SRC (python/: tilec/*.py, py.typed) into OUTDIR, as `make python` wants it:
with the standard library only (no network, no build backend). The wheel is
pure Python (py3-none-any): METADATA, WHEEL and RECORD as PEP 427 says."""

import base64
import hashlib
import sys
import zipfile
from pathlib import Path


def digest(data: bytes) -> str:
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def main() -> None:
    version, src, out = sys.argv[1], Path(sys.argv[2]), Path(sys.argv[3])
    dist = f"tilec-{version}.dist-info"
    files = {}
    for p in sorted((src / "tilec").iterdir()):
        if p.suffix == ".py" or p.name == "py.typed":
            files[f"tilec/{p.name}"] = p.read_bytes()
    readme = (src / "README.md").read_text()
    files[f"{dist}/METADATA"] = (
        "Metadata-Version: 2.1\nName: tilec\nVersion: " + version + "\n"
        "Summary: Compile tile kernels with tilec and call them on DLPack tensors (NumPy, PyTorch)\n"
        "Requires-Python: >=3.8\nClassifier: Typing :: Typed\n"
        "Description-Content-Type: text/markdown\n\n" + readme).encode()
    files[f"{dist}/WHEEL"] = b"Wheel-Version: 1.0\nGenerator: tilec tools/wheel.py\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    files[f"{dist}/top_level.txt"] = b"tilec\n"
    record = "".join(f"{name},{digest(data)},{len(data)}\n" for name, data in files.items())
    record += f"{dist}/RECORD,,\n"
    files[f"{dist}/RECORD"] = record.encode()
    path = out / f"tilec-{version}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in files.items():
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))  # reproducible
            info.external_attr = 0o644 << 16
            z.writestr(info, data, zipfile.ZIP_DEFLATED)
    print(f"wheel: wrote {path}")


if __name__ == "__main__":
    main()
