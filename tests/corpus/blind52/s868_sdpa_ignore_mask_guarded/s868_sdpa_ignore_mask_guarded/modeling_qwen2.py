from dataclasses import dataclass
from typing import Optional

import torch
import torch.nn as nn
import torch.nn.functional as F

from .mask_utils import prepare_4d_causal_attention_mask_for_sdpa


@dataclass
class Qwen2Config:
    vocab_size: int = 100
    hidden_size: int = 32
    num_attention_heads: int = 4
    num_hidden_layers: int = 2


class Qwen2Attention(nn.Module):
    def __init__(self, config: Qwen2Config):
        super().__init__()
        self.num_heads = config.num_attention_heads
        self.head_dim = config.hidden_size // config.num_attention_heads
        self.qkv_proj = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=True)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)

    def forward(self, hidden_states: torch.Tensor, attention_mask: Optional[torch.Tensor]):
        bsz, q_len, _ = hidden_states.shape
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        q = q.view(bsz, q_len, self.num_heads, self.head_dim).transpose(1, 2)
        k = k.view(bsz, q_len, self.num_heads, self.head_dim).transpose(1, 2)
        v = v.view(bsz, q_len, self.num_heads, self.head_dim).transpose(1, 2)
        is_causal = attention_mask is None and q_len > 1
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=attention_mask, is_causal=is_causal)
        return self.o_proj(out.transpose(1, 2).reshape(bsz, q_len, -1))


class Qwen2Model(nn.Module):
    def __init__(self, config: Qwen2Config):
        super().__init__()
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.layers = nn.ModuleList(Qwen2Attention(config) for _ in range(config.num_hidden_layers))
        self.norm = nn.LayerNorm(config.hidden_size)

    @torch.compile(fullgraph=True)
    def forward(self, input_ids: torch.Tensor, attention_mask: Optional[torch.Tensor] = None):
        inputs_embeds = self.embed_tokens(input_ids)
        causal_mask = prepare_4d_causal_attention_mask_for_sdpa(attention_mask, inputs_embeds, 0)
        hidden_states = inputs_embeds
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states, causal_mask)
        return self.norm(hidden_states)
