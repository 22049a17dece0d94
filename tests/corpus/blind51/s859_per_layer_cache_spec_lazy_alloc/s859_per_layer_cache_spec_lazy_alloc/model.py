import torch
from torch import nn
import torch.nn.functional as F

from .kv_cache_manager import HybridKVCacheManager
from .kv_cache_spec import make_spec

LAYER_TYPES = ("sliding_attention", "sliding_attention", "full_attention")
BLOCK_SIZE = 4


class CohereAttention(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int, layer_idx: int, kv_manager: HybridKVCacheManager):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.layer_name = f"model.layers.{layer_idx}.self_attn.attn"
        self.qkv_proj = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.kv_manager = kv_manager
        kv_manager.register_layer(
            self.layer_name, make_spec(LAYER_TYPES[layer_idx], BLOCK_SIZE, num_heads, self.head_dim, sliding_window=4)
        )

    def forward(self, hidden_states: torch.Tensor, slot_mapping: torch.Tensor) -> torch.Tensor:
        t = hidden_states.shape[0]
        q, k, v = self.qkv_proj(hidden_states).view(t, 3, self.num_heads, self.head_dim).unbind(1)
        kv_cache = self.kv_manager.get_layer_cache(self.layer_name)
        key_cache, value_cache = kv_cache[0], kv_cache[1]
        key_cache.view(-1, self.num_heads, self.head_dim).index_copy_(0, slot_mapping, k)
        value_cache.view(-1, self.num_heads, self.head_dim).index_copy_(0, slot_mapping, v)
        out = F.scaled_dot_product_attention(q.transpose(0, 1), k.transpose(0, 1), v.transpose(0, 1), is_causal=True)
        return self.o_proj(out.transpose(0, 1).reshape(t, -1))


class Cohere2Model(nn.Module):
    def __init__(self, hidden_size: int = 8, num_blocks: int = 8):
        super().__init__()
        self.kv_manager = HybridKVCacheManager(num_blocks)
        self.layers = nn.ModuleList(CohereAttention(hidden_size, 2, i, self.kv_manager) for i in range(len(LAYER_TYPES)))

    def forward(self, hidden_states: torch.Tensor, slot_mapping: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states, slot_mapping)
        return hidden_states


model = Cohere2Model()
compiled = torch.compile(model, fullgraph=True)
