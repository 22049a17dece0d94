"""K/V projection that stages its output in pooled buffers."""
import torch
import torch.nn as nn

from . import pool as pool_mod


class PooledProjection(nn.Module):
    def __init__(self, hidden: int, out: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out, hidden) * 0.02)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        buf = pool_mod.get_pool().take((x.shape[0], self.weight.shape[0]), x.dtype)
        buf.copy_(x @ self.weight.t())
        return buf


class KVProjector(nn.Module):
    def __init__(self, hidden: int = 8, head_dim: int = 4):
        super().__init__()
        self.k_proj = PooledProjection(hidden, head_dim)
        self.v_proj = PooledProjection(hidden, head_dim)

    def forward(self, x: torch.Tensor):
        k = self.k_proj(x)
        v = self.v_proj(x)
        return torch.stack([k, v], dim=0)


_projector = KVProjector()


@torch.compile(fullgraph=True)
def project_kv(x: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        return _projector(x)
