import math
from dataclasses import dataclass
from typing import Callable

import torch

VEC_BYTES = 16


@dataclass(frozen=True)
class LaunchConfig:
    block_size: int = 128
    num_warps: int = 4
    vectorized: bool = False


def cdiv(a: int, b: int) -> int:
    return (a + b - 1) // b


def _aligned(t: torch.Tensor, nbytes: int = VEC_BYTES) -> bool:
    return t.data_ptr() % nbytes == 0


def pick_launch_config(out: torch.Tensor, *inputs: torch.Tensor) -> LaunchConfig:
    n = out.shape[-1]
    block = min(1024, 1 << max(5, math.ceil(math.log2(max(n, 1)))))
    vec = all(_aligned(t) for t in (out, *inputs)) and n * out.element_size() % VEC_BYTES == 0
    return LaunchConfig(block_size=block, num_warps=4 if block <= 256 else 8, vectorized=vec)


_KERNELS: dict[str, Callable] = {}


def register_kernel(name: str):
    def deco(fn: Callable) -> Callable:
        _KERNELS[name] = fn
        return fn

    return deco


def launch(name: str, out: torch.Tensor, *inputs: torch.Tensor) -> torch.Tensor:
    cfg = pick_launch_config(out, *inputs)
    grid = (out.shape[0], cdiv(out.shape[-1], cfg.block_size))
    return _KERNELS[name](grid, cfg, out, *inputs)
