import torch
from torch import nn

from .backend import TorchNativePagedDecode
from .block_pool import BlockPool


class PagedDecoderLayer(nn.Module):
    def __init__(self, hidden: int = 8, block_size: int = 4, num_blocks: int = 6):
        super().__init__()
        self.block_pool = BlockPool(num_blocks)
        self.q_proj = nn.Linear(hidden, hidden, bias=False)
        self.o_proj = nn.Linear(hidden, hidden, bias=False)
        self.attn = TorchNativePagedDecode(hidden, block_size, on_blocks_accessed=self.block_pool.touch)

    def forward(self, x, k_cache, v_cache, block_table):
        q = self.q_proj(x)
        return x + self.o_proj(self.attn(q, k_cache, v_cache, block_table))


compiled = torch.compile(PagedDecoderLayer(), fullgraph=True)
