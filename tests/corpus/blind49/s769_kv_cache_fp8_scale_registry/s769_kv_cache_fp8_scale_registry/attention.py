import torch
from torch import nn

from .kv_cache import Fp8KVCacheWriter


class Attention(nn.Module):
    def __init__(self, hidden: int = 8, num_heads: int = 2, layer_idx: int = 0, num_slots: int = 16):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden // num_heads
        self.qkv_proj = nn.Linear(hidden, 3 * hidden, bias=False)
        self.o_proj = nn.Linear(hidden, hidden, bias=False)
        self.kv_writer = Fp8KVCacheWriter(f"model.layers.{layer_idx}.self_attn", num_slots, num_heads, self.head_dim)

    def forward(self, hidden_states: torch.Tensor, slot_mapping: torch.Tensor) -> torch.Tensor:
        n = hidden_states.shape[0]
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        q = q.view(n, self.num_heads, self.head_dim)
        k = k.view(n, self.num_heads, self.head_dim)
        v = v.view(n, self.num_heads, self.head_dim)
        self.kv_writer(k, v, slot_mapping)
        attn = torch.nn.functional.scaled_dot_product_attention(
            q.transpose(0, 1), k.transpose(0, 1), v.transpose(0, 1), is_causal=True
        )
        return self.o_proj(attn.transpose(0, 1).reshape(n, -1))


_attn = Attention()


@torch.compile(fullgraph=True, dynamic=False)
def prefill_attention(hidden_states: torch.Tensor, slot_mapping: torch.Tensor) -> torch.Tensor:
    return _attn(hidden_states, slot_mapping)
