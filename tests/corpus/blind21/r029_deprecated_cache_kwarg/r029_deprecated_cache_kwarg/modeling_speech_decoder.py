from dataclasses import dataclass
from typing import Optional

import torch
import torch.nn as nn
import torch.nn.functional as F

from .cache_utils import DynamicCache, EncoderDecoderCache
from .deprecation import deprecate_kwarg


@dataclass
class SpeechDecoderConfig:
    d_model: int = 16
    num_heads: int = 2
    num_layers: int = 2


class CrossAttention(nn.Module):
    def __init__(self, config: SpeechDecoderConfig, layer_idx: int):
        super().__init__()
        self.layer_idx = layer_idx
        self.num_heads = config.num_heads
        self.q_proj = nn.Linear(config.d_model, config.d_model)
        self.kv_proj = nn.Linear(config.d_model, 2 * config.d_model)
        self.out_proj = nn.Linear(config.d_model, config.d_model)

    def _heads(self, t):
        return t.view(t.shape[0], t.shape[1], self.num_heads, -1).transpose(1, 2)

    @deprecate_kwarg("past_key_value", new_name="past_key_values", version="4.4.0")
    def forward(self, hidden_states, encoder_hidden_states, past_key_values: Optional[EncoderDecoderCache] = None):
        q = self._heads(self.q_proj(hidden_states))
        cross = past_key_values.cross_attention_cache if past_key_values is not None else None
        if cross is not None and cross.get_seq_length(self.layer_idx) > 0:
            k, v = cross.key_cache[self.layer_idx], cross.value_cache[self.layer_idx]
        else:
            k, v = (self._heads(t) for t in self.kv_proj(encoder_hidden_states).chunk(2, dim=-1))
            if cross is not None:
                k, v = cross.update(k, v, self.layer_idx)
        out = F.scaled_dot_product_attention(q, k, v)
        return self.out_proj(out.transpose(1, 2).flatten(2))


class DecoderLayer(nn.Module):
    def __init__(self, config, layer_idx):
        super().__init__()
        self.cross_attn = CrossAttention(config, layer_idx)
        self.norm1 = nn.LayerNorm(config.d_model)
        self.norm2 = nn.LayerNorm(config.d_model)
        self.ffn = nn.Sequential(nn.Linear(config.d_model, 2 * config.d_model), nn.GELU(),
                                 nn.Linear(2 * config.d_model, config.d_model))

    def forward(self, hidden_states, encoder_hidden_states, cache):
        # NOTE: still passes the old keyword
        hidden_states = hidden_states + self.cross_attn(
            self.norm1(hidden_states), encoder_hidden_states, past_key_value=cache
        )
        return hidden_states + self.ffn(self.norm2(hidden_states))


class SpeechDecoder(nn.Module):
    def __init__(self, config: SpeechDecoderConfig):
        super().__init__()
        self.layers = nn.ModuleList(DecoderLayer(config, i) for i in range(config.num_layers))
        self.norm = nn.LayerNorm(config.d_model)

    def forward(self, inputs_embeds, encoder_hidden_states, cache: Optional[EncoderDecoderCache] = None):
        h = inputs_embeds
        for layer in self.layers:
            h = layer(h, encoder_hidden_states, cache)
        return self.norm(h)


@torch.compile(fullgraph=True)
def decode(decoder: SpeechDecoder, inputs_embeds: torch.Tensor, encoder_hidden_states: torch.Tensor):
    cache = EncoderDecoderCache(DynamicCache(), DynamicCache())
    return decoder(inputs_embeds, encoder_hidden_states, cache)
