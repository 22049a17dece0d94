import math

import torch
import torch.nn as nn

from .kv_cache import PagedKVCache


class DecodeRunner(nn.Module):
    def __init__(self, hidden: int = 8, block_size: int = 4, num_blocks: int = 8, max_seqs: int = 4):
        super().__init__()
        self.qkv = nn.Linear(hidden, 3 * hidden, bias=False)
        self.o = nn.Linear(hidden, hidden, bias=False)
        self.kv = PagedKVCache(num_blocks, block_size, max_seqs, hidden)
        self.scale = 1.0 / math.sqrt(hidden)

    def forward_decode(self, hidden: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv(hidden).chunk(3, dim=-1)
        k_all, v_all, slots = self.kv.write(positions, k, v)
        k_sel = k_all[slots]
        v_sel = v_all[slots]
        attn = torch.softmax((q * k_sel).sum(-1, keepdim=True) * self.scale, dim=0)
        return self.o(attn * v_sel)


runner = DecodeRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
