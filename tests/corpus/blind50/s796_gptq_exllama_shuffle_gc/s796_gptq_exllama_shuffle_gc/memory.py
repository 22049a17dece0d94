import gc
import sys

import torch


def current_platform_is_cuda() -> bool:
    return torch.cuda.is_available()


def free_memory() -> None:
    gc.collect()
    if current_platform_is_cuda():
        torch.cuda.empty_cache()


def tensor_nbytes(t: torch.Tensor) -> int:
    return t.numel() * t.element_size()


def report(prefix: str, t: torch.Tensor) -> None:
    sys.stderr.write(f"{prefix}: {tensor_nbytes(t)} bytes\n")
