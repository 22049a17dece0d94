import torch
from torch import nn

from .rope_config import rope_scaling_override


class ScaledRotary(nn.Module):
    def __init__(self, dim: int = 8, base: float = 10000.0) -> None:
        super().__init__()
        self.register_buffer("inv_freq", 1.0 / base ** (torch.arange(0, dim, 2).float() / dim), persistent=False)

    def forward(self, x: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        scaling = rope_scaling_override()
        pos = positions.float()
        if scaling.get("rope_type") == "linear":
            pos = pos / scaling["factor"]
        ang = pos[:, None] * self.inv_freq[None, :]
        x1, x2 = x.chunk(2, dim=-1)
        return torch.cat([x1 * ang.cos() - x2 * ang.sin(), x2 * ang.cos() + x1 * ang.sin()], dim=-1)


rotary = ScaledRotary()
rotary_fn = torch.compile(rotary, fullgraph=True)
