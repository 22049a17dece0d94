import torch
from torch import nn

from .scaler import StaticLossScaler


class ScaledProjection(nn.Module):
    def __init__(self, dim: int, scaler: StaticLossScaler):
        super().__init__()
        self.proj = nn.Linear(dim, dim)
        self.scaler = scaler

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.proj(self.scaler.scale_(x))
        return self.scaler.unscale(h)


class Runner:
    def __init__(self, dim: int = 8, depth: int = 2):
        self.scaler = StaticLossScaler()
        self.blocks = nn.ModuleList(
            ScaledProjection(dim, self.scaler) for _ in range(depth)
        ).eval()

    def forward_decode(self, x: torch.Tensor) -> torch.Tensor:
        for blk in self.blocks:
            x = torch.tanh(blk(x))
        return x


def build_runner() -> Runner:
    return Runner()


_runner = build_runner()
decode = torch.compile(_runner.forward_decode, fullgraph=True)
