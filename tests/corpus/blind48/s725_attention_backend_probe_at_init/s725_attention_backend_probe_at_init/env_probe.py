"""Environment probes used when picking kernels. Called once, at model build time."""
import functools
import importlib.util
import logging
import os
import re
import shutil
import subprocess
from typing import Optional, Tuple

import torch

logger = logging.getLogger(__name__)

FORCED_ATTENTION_BACKEND = os.environ.get("SGLANG_ATTENTION_BACKEND")


@functools.lru_cache(maxsize=None)
def get_nvcc_cuda_version() -> Optional[Tuple[int, int]]:
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        return None
    output = subprocess.run([nvcc, "--version"], capture_output=True, text=True, timeout=10).stdout
    match = re.search(r"release (\d+)\.(\d+)", output)
    return (int(match.group(1)), int(match.group(2))) if match else None


@functools.lru_cache(maxsize=None)
def flashinfer_usable() -> bool:
    if importlib.util.find_spec("flashinfer") is None:
        return False
    if not torch.cuda.is_available():
        return False
    major, _ = torch.cuda.get_device_capability()
    cuda = get_nvcc_cuda_version()
    return major >= 8 and cuda is not None and cuda >= (12, 0)
