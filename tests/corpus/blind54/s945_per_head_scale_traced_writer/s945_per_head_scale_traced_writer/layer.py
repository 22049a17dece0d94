import torch
import torch.nn as nn
import torch.nn.functional as F

from .kv_writer import PerHeadKVCacheWriter
from .observability import ObservabilityConfig

NUM_SLOTS = 16


class Attention(nn.Module):
    def __init__(self, num_heads, head_size, kv_cache_dtype, observability_config):
        super().__init__()
        self.num_heads = num_heads
        self.head_size = head_size
        self.writer = PerHeadKVCacheWriter(num_heads, head_size, kv_cache_dtype, observability_config)
        self.register_buffer("k_scale", torch.full((num_heads,), 0.5), persistent=False)
        self.register_buffer("v_scale", torch.full((num_heads,), 0.25), persistent=False)
        store_dtype = torch.float32 if kv_cache_dtype == "auto" else torch.uint8
        self.register_buffer("key_cache", torch.zeros(NUM_SLOTS, num_heads, head_size, dtype=store_dtype), persistent=False)
        self.register_buffer("value_cache", torch.zeros(NUM_SLOTS, num_heads, head_size, dtype=store_dtype), persistent=False)

    def forward(self, q, k, v, slot_mapping):
        n = q.shape[0]
        q, k, v = (t.view(n, self.num_heads, self.head_size) for t in (q, k, v))
        self.writer.write(k, v, self.key_cache, self.value_cache, slot_mapping, self.k_scale, self.v_scale)
        k = self.writer.read(self.key_cache, slot_mapping, self.k_scale)
        v = self.writer.read(self.value_cache, slot_mapping, self.v_scale)
        out = F.scaled_dot_product_attention(q.transpose(0, 1), k.transpose(0, 1), v.transpose(0, 1), is_causal=True)
        return out.transpose(0, 1).reshape(n, -1)


class QwenLikeBlock(nn.Module):
    def __init__(self, hidden=8, heads=2, kv_cache_dtype="fp8", observability_config=None):
        super().__init__()
        self.q_proj = nn.Linear(hidden, hidden)
        self.k_proj = nn.Linear(hidden, hidden)
        self.v_proj = nn.Linear(hidden, hidden)
        self.o_proj = nn.Linear(hidden, hidden, bias=False)
        self.self_attn = Attention(heads, hidden // heads, kv_cache_dtype, observability_config)

    def forward(self, x, slot_mapping):
        attn = self.self_attn(self.q_proj(x), self.k_proj(x), self.v_proj(x), slot_mapping)
        return x + self.o_proj(attn)


observability_config = ObservabilityConfig(collect_detailed_traces=True)
block = QwenLikeBlock(observability_config=observability_config).requires_grad_(False)


@torch.compile(fullgraph=True, dynamic=False)
def forward_step(hidden_states: torch.Tensor, slot_mapping: torch.Tensor) -> torch.Tensor:
    return block(hidden_states, slot_mapping)
