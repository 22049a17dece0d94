"""Environment probing for optional fused kernels."""
import functools
import importlib.util
import os
import subprocess

import torch

# Autotuning shells out to the driver and is only enabled in offline tuning jobs.
AUTOTUNE_CONV = False


@functools.cache
def fast_path_available() -> bool:
    if os.environ.get("DISABLE_CAUSAL_CONV1D_KERNEL"):
        return False
    if importlib.util.find_spec("causal_conv1d") is None:
        return False
    return torch.cuda.is_available()


@functools.cache
def gpu_sm_count() -> int:
    out = subprocess.run(
        ["nvidia-smi", "--query-gpu=multiprocessor_count", "--format=csv,noheader"],
        capture_output=True,
        text=True,
        check=True,
    )
    return int(out.stdout.split()[0])


def pick_block_size(channels: int) -> int:
    sms = gpu_sm_count()
    return max(32, min(1024, channels // max(sms, 1)))
