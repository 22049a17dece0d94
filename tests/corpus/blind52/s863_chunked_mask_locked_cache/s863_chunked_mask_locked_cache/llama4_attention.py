from dataclasses import dataclass, field
from typing import List

import torch
import torch.nn as nn
import torch.nn.functional as F

from .masks import ChunkedMaskCache


@dataclass
class Llama4TextConfig:
    hidden_size: int = 64
    num_attention_heads: int = 4
    num_key_value_heads: int = 2
    attention_chunk_size: int = 4
    no_rope_layers: List[int] = field(default_factory=lambda: [1, 1, 1, 0])
    attn_temperature_tuning: bool = False


class Llama4TextAttention(nn.Module):
    def __init__(self, config: Llama4TextConfig, layer_idx: int):
        super().__init__()
        self.config = config
        self.layer_idx = layer_idx
        self.head_dim = config.hidden_size // config.num_attention_heads
        self.num_heads = config.num_attention_heads
        self.num_kv_heads = config.num_key_value_heads
        self.num_key_value_groups = self.num_heads // self.num_kv_heads
        self.use_rope = bool(config.no_rope_layers[layer_idx])
        self.attention_chunk_size = config.attention_chunk_size if self.use_rope else None
        self.q_proj = nn.Linear(config.hidden_size, self.num_heads * self.head_dim, bias=False)
        self.k_proj = nn.Linear(config.hidden_size, self.num_kv_heads * self.head_dim, bias=False)
        self.v_proj = nn.Linear(config.hidden_size, self.num_kv_heads * self.head_dim, bias=False)
        self.o_proj = nn.Linear(self.num_heads * self.head_dim, config.hidden_size, bias=False)
        self.mask_cache = ChunkedMaskCache()

    def _attn_mask(self, seq_len: int, dtype: torch.dtype, device: torch.device):
        if self.attention_chunk_size is None:
            return None
        return self.mask_cache.get(seq_len, self.attention_chunk_size, dtype, device)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        bsz, seq_len, _ = hidden_states.shape
        q = self.q_proj(hidden_states).view(bsz, seq_len, self.num_heads, self.head_dim)
        k = self.k_proj(hidden_states).view(bsz, seq_len, self.num_kv_heads, self.head_dim)
        v = self.v_proj(hidden_states).view(bsz, seq_len, self.num_kv_heads, self.head_dim)
        q, k, v = q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2)
        k = k.repeat_interleave(self.num_key_value_groups, dim=1)
        v = v.repeat_interleave(self.num_key_value_groups, dim=1)

        attn_mask = self._attn_mask(seq_len, q.dtype, q.device)
        out = F.scaled_dot_product_attention(
            q, k, v, attn_mask=attn_mask, is_causal=attn_mask is None
        )
        out = out.transpose(1, 2).reshape(bsz, seq_len, -1)
        return self.o_proj(out)


chunked_layer = Llama4TextAttention(Llama4TextConfig(), layer_idx=0)
chunked_forward = torch.compile(chunked_layer.forward, fullgraph=True)
