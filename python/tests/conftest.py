"""conftest.py: the package from this tree (python/) unless one is installed,
the library from $TILEC_LIBRARY or build/ (tilec/_lib.py), and the kernels
built at -O0 (TILEC_KERNEL_CFLAGS): the tests check results, not speed, and
-O0 keeps the compiles of every example short."""

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(1, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("TILEC_KERNEL_CFLAGS", "-O0")
