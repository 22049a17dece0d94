import torch
from torch import nn

from .regularizers import DropPath


class MlpBlock(nn.Module):
    def __init__(self, d: int = 8, drop_path: float = 0.1) -> None:
        super().__init__()
        self.norm = nn.LayerNorm(d)
        self.fc1 = nn.Linear(d, 4 * d)
        self.fc2 = nn.Linear(4 * d, d)
        self.drop_path = DropPath(drop_path)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.drop_path(self.fc2(nn.functional.gelu(self.fc1(self.norm(x)))))


class Backbone(nn.Module):
    def __init__(self, depth: int = 2) -> None:
        super().__init__()
        self.blocks = nn.Sequential(*[MlpBlock(drop_path=0.1 * (i + 1)) for i in range(depth)])

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.blocks(x)


backbone = Backbone().eval()
infer = torch.compile(backbone, fullgraph=True)
