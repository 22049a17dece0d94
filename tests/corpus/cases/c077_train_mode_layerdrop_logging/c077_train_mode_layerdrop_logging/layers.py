import torch
from torch import nn


class ResidualDropout(nn.Module):
    """Drops the residual branch of whole samples while training and reports how many."""

    def __init__(self, p: float = 0.1) -> None:
        super().__init__()
        self.p = p

    def forward(self, x: torch.Tensor, branch: torch.Tensor) -> torch.Tensor:
        if not self.training or self.p == 0.0:
            return x + branch
        keep = torch.rand(x.shape[0], 1, 1) >= self.p
        print(f"ResidualDropout: kept {keep.sum()} of {x.shape[0]} samples")
        return x + branch * keep / (1.0 - self.p)


class EncoderLayer(nn.Module):
    def __init__(self, hidden: int) -> None:
        super().__init__()
        self.ffn = nn.Sequential(nn.Linear(hidden, 2 * hidden), nn.GELU(), nn.Linear(2 * hidden, hidden))
        self.drop = ResidualDropout(0.1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.drop(x, self.ffn(x))
