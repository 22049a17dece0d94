import torch
from torch import nn

from .batch import StepInfo


class PositionMixer(nn.Module):
    def __init__(self, d: int = 8, max_pos: int = 16) -> None:
        super().__init__()
        self.pos = nn.Embedding(max_pos, d)
        self.proj = nn.Linear(d, d)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        info = StepInfo.for_forward(x, now=0.0)
        info.extra["layers"] = 1
        return self.proj(x + self.pos(info.positions)) * len(info.seq_ids)


compiled = torch.compile(PositionMixer(), fullgraph=True)
