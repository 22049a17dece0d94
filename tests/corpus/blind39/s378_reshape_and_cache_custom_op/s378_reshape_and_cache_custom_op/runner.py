import torch
from torch import nn

from . import _custom_ops as ops


class CpuDecodeRunner:
    def __init__(self, num_blocks: int = 6, block_size: int = 4, num_heads: int = 2, head_dim: int = 4):
        self.block_size = block_size
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.key_cache = torch.zeros(num_blocks, block_size, num_heads, head_dim)
        self.value_cache = torch.zeros(num_blocks, block_size, num_heads, head_dim)
        self.qkv_proj = nn.Linear(num_heads * head_dim, 3 * num_heads * head_dim, bias=False)

    def forward_decode(self, hidden: torch.Tensor, slot_mapping: torch.Tensor, block_table: torch.Tensor):
        q, k, v = self.qkv_proj(hidden).chunk(3, dim=-1)
        shape = (-1, self.num_heads, self.head_dim)
        ops.reshape_and_cache(k.reshape(shape), v.reshape(shape), self.key_cache, self.value_cache,
                              slot_mapping, self.block_size)
        seq_len = block_table.shape[1] * self.block_size
        keys = ops.paged_gather(self.key_cache, block_table, seq_len)
        vals = ops.paged_gather(self.value_cache, block_table, seq_len)
        q = q.reshape(-1, 1, self.num_heads, self.head_dim).transpose(1, 2)
        out = torch.nn.functional.scaled_dot_product_attention(q, keys.transpose(1, 2), vals.transpose(1, 2))
        return out.transpose(1, 2).reshape(hidden.shape)


runner = CpuDecodeRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
