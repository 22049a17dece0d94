import torch

from .kernels import stable_lse


class PoolConfig:
    temperature = 0.5
    dim = 1


def _scaled(x: torch.Tensor, cfg: PoolConfig) -> torch.Tensor:
    return x / cfg.temperature


def smooth_max_pool(x: torch.Tensor, cfg: PoolConfig) -> torch.Tensor:
    """Temperature-smoothed max over the sequence dimension."""
    lse = stable_lse(_scaled(x, cfg), cfg.dim)
    return lse * cfg.temperature


@torch.compile(fullgraph=True)
def lse_pool(x: torch.Tensor) -> torch.Tensor:
    cfg = PoolConfig()
    pooled = smooth_max_pool(x, cfg)
    return torch.nn.functional.layer_norm(pooled, pooled.shape[-1:])
