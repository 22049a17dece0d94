import torch
from torch import nn

from .block_pool import BlockPool


class DecodeRunner(nn.Module):
    def __init__(self, hidden: int = 8, num_blocks: int = 8, block_size: int = 4):
        super().__init__()
        self.proj = nn.Linear(hidden, hidden)
        self.pool = BlockPool(num_blocks, block_size, hidden)
        self.active_blocks = [0, 1]

    def forward_decode(self, x: torch.Tensor) -> torch.Tensor:
        k, v = self.pool.read(self.active_blocks)
        q = self.proj(x)
        w = torch.softmax(q @ k.T, dim=-1)
        return x + w @ v


runner = DecodeRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
