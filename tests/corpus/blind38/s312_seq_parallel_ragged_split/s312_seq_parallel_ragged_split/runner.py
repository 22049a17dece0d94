import torch
from torch import nn

from .seqpar import SequenceSplitter


class PackedMLP(nn.Module):
    def __init__(self, hidden=16, ffn=32):
        super().__init__()
        self.norm = nn.RMSNorm(hidden)
        self.fc1 = nn.Linear(hidden, ffn)
        self.fc2 = nn.Linear(ffn, hidden)

    def forward(self, x):
        return x + self.fc2(nn.functional.silu(self.fc1(self.norm(x))))


_splitter = SequenceSplitter()
_mlp = PackedMLP()


@torch.compile(fullgraph=True)
def forward_step(hidden: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    local = _splitter.scatter(hidden, mask)
    local = _mlp(local)
    return _splitter.gather(local)
