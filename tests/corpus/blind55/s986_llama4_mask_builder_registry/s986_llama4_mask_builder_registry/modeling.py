from dataclasses import dataclass, field
from typing import List, Optional

import torch
import torch.nn.functional as F
from torch import nn

from .mask_builders import build_masks


@dataclass
class Llama4TextConfig:
    hidden_size: int = 16
    num_attention_heads: int = 2
    num_hidden_layers: int = 4
    attention_chunk_size: int = 4
    sliding_window: Optional[int] = 3
    interleave_global_every: int = 4
    layer_types: List[str] = field(default_factory=list)

    def __post_init__(self):
        if not self.layer_types:
            self.layer_types = [
                "full_attention" if (i + 1) % self.interleave_global_every == 0 else "chunked_attention"
                for i in range(self.num_hidden_layers)
            ]


class Llama4DecoderLayer(nn.Module):
    def __init__(self, config: Llama4TextConfig, layer_idx: int):
        super().__init__()
        self.attention_type = config.layer_types[layer_idx]
        self.num_heads = config.num_attention_heads
        self.head_dim = config.hidden_size // self.num_heads
        self.norm1 = nn.RMSNorm(config.hidden_size)
        self.norm2 = nn.RMSNorm(config.hidden_size)
        self.qkv_proj = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.ffn = nn.Sequential(nn.Linear(config.hidden_size, 48), nn.SiLU(), nn.Linear(48, config.hidden_size))

    def forward(self, hidden_states: torch.Tensor, attn_bias: torch.Tensor) -> torch.Tensor:
        n = hidden_states.shape[0]
        qkv = self.qkv_proj(self.norm1(hidden_states)).view(n, 3, self.num_heads, self.head_dim)
        q, k, v = qkv.permute(1, 2, 0, 3).unbind(0)
        attn = F.scaled_dot_product_attention(q, k, v, attn_mask=attn_bias)
        hidden_states = hidden_states + self.o_proj(attn.transpose(0, 1).reshape(n, -1))
        return hidden_states + self.ffn(self.norm2(hidden_states))


class Llama4TextModel(nn.Module):
    def __init__(self, config: Llama4TextConfig):
        super().__init__()
        self.config = config
        self.layers = nn.ModuleList([Llama4DecoderLayer(config, i) for i in range(config.num_hidden_layers)])
        self.norm = nn.RMSNorm(config.hidden_size)

    def forward(self, hidden_states: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        masks = build_masks(self.config, positions, hidden_states.dtype)
        for layer in self.layers:
            hidden_states = layer(hidden_states, masks[layer.attention_type])
        return self.norm(hidden_states)
