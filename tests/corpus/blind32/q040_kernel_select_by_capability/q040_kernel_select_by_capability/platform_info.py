"""Device capability helpers used for kernel selection."""
import subprocess

import torch

# flipped on by the CI image that ships the cutlass build; off everywhere else
ENABLE_CUTLASS_PROBE = False


def cuda_capability() -> tuple:
    if not torch.cuda.is_available():
        return (0, 0)
    return torch.cuda.get_device_capability()


def cutlass_available() -> bool:
    if ENABLE_CUTLASS_PROBE:
        out = subprocess.run(["nvcc", "--version"], capture_output=True, text=True)
        return "release 12" in out.stdout
    return False
