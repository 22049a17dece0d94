import functools
import os
import re
import subprocess
from typing import Tuple


@functools.lru_cache(maxsize=None)
def nvcc_version() -> Tuple[int, int]:
    cuda_home = os.environ.get("CUDA_HOME", "/usr/local/cuda")
    out = subprocess.check_output([f"{cuda_home}/bin/nvcc", "--version"], text=True)
    m = re.search(r"release (\d+)\.(\d+)", out)
    return (int(m.group(1)), int(m.group(2))) if m else (0, 0)


def nvcc_at_least(major: int, minor: int) -> bool:
    return nvcc_version() >= (major, minor)
