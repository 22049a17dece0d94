import math
from typing import Callable, Dict

import torch
import torch.nn.functional as F
from torch import nn


class SpatialPoolProjector(nn.Module):
    """LLaVA-Video style: 2D-pool each frame's patch grid, then a 2-layer MLP."""

    def __init__(self, in_dim: int, out_dim: int, stride: int, mode: str) -> None:
        super().__init__()
        self.stride = stride
        self.mode = mode
        self.mlp = nn.Sequential(nn.Linear(in_dim, out_dim), nn.GELU(), nn.Linear(out_dim, out_dim))

    def pool(self, frames: torch.Tensor) -> torch.Tensor:
        num_frames, num_tokens, dim = frames.shape
        side = int(math.sqrt(num_tokens))
        x = frames.view(num_frames, side, side, dim).permute(0, 3, 1, 2)
        if self.mode == "average":
            x = F.avg_pool2d(x, self.stride)
        elif self.mode == "max":
            x = F.max_pool2d(x, self.stride)
        else:
            height, width = x.shape[2:]
            scaled = [math.ceil(height / self.stride), math.ceil(width / self.stride)]
            x = F.interpolate(x, size=scaled, mode="bilinear")
        return x.permute(0, 2, 3, 1).reshape(num_frames, -1, dim)

    def forward(self, frames: torch.Tensor) -> torch.Tensor:
        return self.mlp(self.pool(frames))


def _build_mlp(in_dim: int, out_dim: int, **_) -> nn.Module:
    return nn.Sequential(nn.Linear(in_dim, out_dim), nn.GELU(), nn.Linear(out_dim, out_dim))


def _build_spatial_pool(in_dim: int, out_dim: int, stride: int = 2, mode: str = "average") -> nn.Module:
    return SpatialPoolProjector(in_dim, out_dim, stride=stride, mode=mode)


_PROJECTOR_BUILDERS: Dict[str, Callable[..., nn.Module]] = {
    "mlp2x_gelu": _build_mlp,
    "spatial_pool": _build_spatial_pool,
}


def build_mm_projector(name: str, in_dim: int, out_dim: int, **kwargs) -> nn.Module:
    if name not in _PROJECTOR_BUILDERS:
        raise ValueError(f"unsupported mm projector {name!r}")
    return _PROJECTOR_BUILDERS[name](in_dim, out_dim, **kwargs)
