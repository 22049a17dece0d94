from dataclasses import dataclass
from typing import Optional

import torch
import torch.nn.functional as F
from torch import nn

from .attention_adapters import get_mask_converter


@dataclass
class ServingModelConfig:
    hidden_size: int = 8
    num_heads: int = 2
    attn_implementation: str = "sdpa"


class SelfAttention(nn.Module):
    def __init__(self, config: ServingModelConfig):
        super().__init__()
        self.num_heads = config.num_heads
        self.head_dim = config.hidden_size // config.num_heads
        self.qkv = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)

    def forward(self, hidden_states: torch.Tensor, attn_mask: Optional[torch.Tensor]) -> torch.Tensor:
        bsz, q_len, _ = hidden_states.shape
        q, k, v = self.qkv(hidden_states).chunk(3, dim=-1)
        q, k, v = (t.view(bsz, q_len, self.num_heads, self.head_dim).transpose(1, 2) for t in (q, k, v))
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=attn_mask, is_causal=attn_mask is None)
        return self.o_proj(out.transpose(1, 2).reshape(bsz, q_len, -1))


class ServingModel(nn.Module):
    def __init__(self, config: ServingModelConfig):
        super().__init__()
        self.config = config
        self.mask_converter = get_mask_converter(config.attn_implementation)
        self.attn = SelfAttention(config)

    def forward(self, hidden_states: torch.Tensor, attention_mask: Optional[torch.Tensor] = None):
        attn_mask = self.mask_converter.to_4d(attention_mask, hidden_states.shape[1], hidden_states.dtype)
        return hidden_states + self.attn(hidden_states, attn_mask)


serving_model = ServingModel(ServingModelConfig()).eval()
serve_forward = torch.compile(serving_model.forward, fullgraph=True)
