from types import SimpleNamespace

import torch
from torch import nn

from .cache_utils import DynamicCache


class DecoderAttention(nn.Module):
    def __init__(self, config, layer_idx: int):
        super().__init__()
        self.layer_idx = layer_idx
        self.heads = config.num_attention_heads
        self.head_dim = config.hidden_size // config.num_attention_heads
        self.qkv_proj = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)

    def forward(self, hidden_states, past_key_values=None):
        b, s, _ = hidden_states.shape
        q, k, v = self.qkv_proj(hidden_states).view(b, s, 3, self.heads, self.head_dim).permute(2, 0, 3, 1, 4)
        if past_key_values is not None:
            k, v = past_key_values.update(k, v, self.layer_idx)
        out = nn.functional.scaled_dot_product_attention(q, k, v, is_causal=q.shape[-2] > 1)
        return self.o_proj(out.transpose(1, 2).reshape(b, s, -1))


class DecoderLayer(nn.Module):
    def __init__(self, config, layer_idx: int):
        super().__init__()
        self.input_layernorm = nn.RMSNorm(config.hidden_size)
        self.self_attn = DecoderAttention(config, layer_idx)

    def forward(self, hidden_states, past_key_values=None):
        return hidden_states + self.self_attn(self.input_layernorm(hidden_states), past_key_values)


class DecoderModel(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.layers = nn.ModuleList(DecoderLayer(config, i) for i in range(config.num_hidden_layers))

    def forward(self, inputs_embeds, use_cache: bool = True):
        past_key_values = DynamicCache(config=self.config) if use_cache else None
        hidden_states = inputs_embeds
        for layer in self.layers:
            hidden_states = layer(hidden_states, past_key_values)
        return hidden_states, past_key_values


config = SimpleNamespace(hidden_size=8, num_attention_heads=2, num_hidden_layers=2)
decoder = torch.compile(DecoderModel(config).eval(), fullgraph=True)
