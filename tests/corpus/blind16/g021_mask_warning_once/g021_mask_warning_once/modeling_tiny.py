from dataclasses import dataclass

import torch
from torch import nn

from .masking_utils import create_causal_mask


@dataclass
class TinyConfig:
    hidden_size: int = 8
    num_heads: int = 2
    num_layers: int = 2
    attn_implementation: str = "sdpa"


class TinyAttention(nn.Module):
    def __init__(self, config: TinyConfig):
        super().__init__()
        self.num_heads = config.num_heads
        self.head_dim = config.hidden_size // config.num_heads
        self.qkv = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)

    def forward(self, hidden_states, attention_mask):
        b, s, _ = hidden_states.shape
        q, k, v = self.qkv(hidden_states).view(b, s, 3, self.num_heads, self.head_dim).unbind(2)
        q, k, v = (t.transpose(1, 2) for t in (q, k, v))
        out = nn.functional.scaled_dot_product_attention(q, k, v, attn_mask=attention_mask)
        return self.o_proj(out.transpose(1, 2).reshape(b, s, -1))


class TinyDecoderLayer(nn.Module):
    def __init__(self, config: TinyConfig):
        super().__init__()
        self.norm = nn.LayerNorm(config.hidden_size)
        self.self_attn = TinyAttention(config)

    def forward(self, hidden_states, attention_mask):
        return hidden_states + self.self_attn(self.norm(hidden_states), attention_mask)


class TinyModel(nn.Module):
    def __init__(self, config: TinyConfig):
        super().__init__()
        self.config = config
        self.layers = nn.ModuleList(TinyDecoderLayer(config) for _ in range(config.num_layers))

    def forward(self, inputs_embeds, attention_mask=None):
        causal_mask = create_causal_mask(self.config, inputs_embeds, attention_mask)
        hidden_states = inputs_embeds
        for layer in self.layers:
            hidden_states = layer(hidden_states, causal_mask)
        return hidden_states


model = TinyModel(TinyConfig()).eval()
compiled_model = torch.compile(model, fullgraph=True)
