import torch
from torch import nn

from .lru import BlockLRU, touches_blocks


class CachedPrefixLayer(nn.Module):
    def __init__(self, hidden: int = 8, num_blocks: int = 8):
        super().__init__()
        self.lru = BlockLRU(num_blocks)
        self.prefix_k = nn.Parameter(torch.randn(num_blocks, hidden))
        self.prefix_v = nn.Parameter(torch.randn(num_blocks, hidden))
        self.q_proj = nn.Linear(hidden, hidden, bias=False)

    @touches_blocks
    def read_prefix(self, block_ids: torch.Tensor):
        return self.prefix_k[block_ids], self.prefix_v[block_ids]

    def forward(self, x: torch.Tensor, block_ids: torch.Tensor) -> torch.Tensor:
        q = self.q_proj(x)
        k, v = self.read_prefix(block_ids)
        attn = torch.softmax(q @ k.transpose(-1, -2) / q.shape[-1] ** 0.5, dim=-1)
        return x + attn @ v


compiled_layer = torch.compile(CachedPrefixLayer(), fullgraph=True)
