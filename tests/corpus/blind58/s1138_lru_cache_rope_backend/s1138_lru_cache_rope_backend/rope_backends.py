import functools
import subprocess
from typing import Dict, Tuple, Type

import torch


@functools.lru_cache(maxsize=None)
def is_hip() -> bool:
    return torch.version.hip is not None


@functools.lru_cache(maxsize=None)
def get_triton_version() -> Tuple[int, ...]:
    out = subprocess.run(
        ["python", "-c", "import triton; print(triton.__version__)"],
        capture_output=True,
        text=True,
    )
    return tuple(int(p) for p in out.stdout.strip().split(".")[:2])


@functools.lru_cache(maxsize=8)
def get_cos_sin_cache(rotary_dim: int, max_positions: int, base: float) -> torch.Tensor:
    inv_freq = 1.0 / (base ** (torch.arange(0, rotary_dim, 2, dtype=torch.float) / rotary_dim))
    t = torch.arange(max_positions, dtype=torch.float)
    freqs = torch.einsum("i,j->ij", t, inv_freq)
    return torch.cat((freqs.cos(), freqs.sin()), dim=-1)


class RopeBackend:
    def __init__(self, rotary_dim: int, max_positions: int, base: float):
        self.rotary_dim = rotary_dim
        self.max_positions = max_positions
        self.base = base

    def get_cos_sin(self, positions: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
        raise NotImplementedError


class TorchNativeRopeBackend(RopeBackend):
    def get_cos_sin(self, positions):
        cache = get_cos_sin_cache(self.rotary_dim, self.max_positions, self.base)
        cos_sin = cache[positions]
        return cos_sin.chunk(2, dim=-1)


class TritonRopeBackend(RopeBackend):
    def get_cos_sin(self, positions):
        if is_hip() or get_triton_version() < (3, 0):
            raise RuntimeError("triton rope backend requires triton>=3.0 on CUDA")
        cache = get_cos_sin_cache(self.rotary_dim, self.max_positions, self.base)
        return torch.ops.vllm_triton.rope_cos_sin(cache, positions)


ROPE_BACKENDS: Dict[str, Type[RopeBackend]] = {
    "torch": TorchNativeRopeBackend,
    "triton": TritonRopeBackend,
}
