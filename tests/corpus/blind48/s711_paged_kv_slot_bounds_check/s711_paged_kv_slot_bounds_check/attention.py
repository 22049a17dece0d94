import torch
import torch.nn.functional as F
from torch import nn

from .config import CacheConfig, ModelConfig
from .kv_cache import PagedKVCache


def compute_slot_mapping(block_table: torch.Tensor, positions: torch.Tensor, block_size: int) -> torch.Tensor:
    """slot = block_table[pos // block_size] * block_size + pos % block_size"""
    block_idx = torch.div(positions, block_size, rounding_mode="floor")
    block_ids = block_table.gather(0, block_idx)
    return block_ids * block_size + positions % block_size


class PagedAttention(nn.Module):
    def __init__(self, model_config: ModelConfig, cache_config: CacheConfig):
        super().__init__()
        self.num_heads = model_config.num_heads
        self.num_kv_heads = model_config.num_kv_heads
        self.head_dim = model_config.head_dim
        self.block_size = cache_config.block_size
        hidden = model_config.hidden_size
        self.qkv_proj = nn.Linear(hidden, hidden + 2 * self.num_kv_heads * self.head_dim, bias=False)
        self.o_proj = nn.Linear(hidden, hidden, bias=False)
        self.kv_cache = PagedKVCache(model_config, cache_config)

    def forward(self, hidden_states, positions, block_table):
        n = hidden_states.shape[0]
        qkv = self.qkv_proj(hidden_states)
        q_size = self.num_heads * self.head_dim
        kv_size = self.num_kv_heads * self.head_dim
        q, k, v = qkv.split([q_size, kv_size, kv_size], dim=-1)
        q = q.view(n, self.num_heads, self.head_dim)
        k = k.view(n, self.num_kv_heads, self.head_dim)
        v = v.view(n, self.num_kv_heads, self.head_dim)

        slot_mapping = compute_slot_mapping(block_table, positions, self.block_size)
        self.kv_cache.write(k, v, slot_mapping)
        k_ctx, v_ctx = self.kv_cache.gather(slot_mapping)

        out = F.scaled_dot_product_attention(
            q.transpose(0, 1), k_ctx.transpose(0, 1), v_ctx.transpose(0, 1), is_causal=True
        )
        return self.o_proj(out.transpose(0, 1).reshape(n, -1))
