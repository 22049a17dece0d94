from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F

from .mask_utils import AttentionMaskConverter


@dataclass
class EncoderConfig:
    hidden_size: int = 16
    num_heads: int = 4
    num_layers: int = 2
    intermediate_size: int = 32
    layer_norm_eps: float = 1e-12


class SelfAttention(nn.Module):
    def __init__(self, config: EncoderConfig, mask_converter: AttentionMaskConverter):
        super().__init__()
        self.num_heads = config.num_heads
        self.query = nn.Linear(config.hidden_size, config.hidden_size)
        self.key = nn.Linear(config.hidden_size, config.hidden_size)
        self.value = nn.Linear(config.hidden_size, config.hidden_size)
        self.out = nn.Linear(config.hidden_size, config.hidden_size)
        self.mask_converter = mask_converter

    def _shape(self, t):
        b, s, _ = t.shape
        return t.view(b, s, self.num_heads, -1).transpose(1, 2)

    def forward(self, hidden_states, attention_mask):
        mask_4d = self.mask_converter.to_4d(attention_mask, hidden_states.shape[1], hidden_states.dtype)
        q, k, v = (self._shape(p(hidden_states)) for p in (self.query, self.key, self.value))
        ctx = F.scaled_dot_product_attention(q, k, v, attn_mask=mask_4d)
        return self.out(ctx.transpose(1, 2).flatten(2))


class EncoderLayer(nn.Module):
    def __init__(self, config, mask_converter):
        super().__init__()
        self.attention = SelfAttention(config, mask_converter)
        self.ln1 = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)
        self.ffn = nn.Sequential(nn.Linear(config.hidden_size, config.intermediate_size), nn.GELU(),
                                 nn.Linear(config.intermediate_size, config.hidden_size))
        self.ln2 = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)

    def forward(self, hidden_states, attention_mask):
        hidden_states = self.ln1(hidden_states + self.attention(hidden_states, attention_mask))
        return self.ln2(hidden_states + self.ffn(hidden_states))


class TextEncoder(nn.Module):
    def __init__(self, config: EncoderConfig):
        super().__init__()
        self.mask_converter = AttentionMaskConverter(is_causal=False)
        self.layers = nn.ModuleList(EncoderLayer(config, self.mask_converter) for _ in range(config.num_layers))

    def forward(self, inputs_embeds, attention_mask):
        h = inputs_embeds
        for layer in self.layers:
            h = layer(h, attention_mask)
        return h


@torch.compile(fullgraph=True, dynamic=False)
def encode(encoder: TextEncoder, inputs_embeds: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
    return encoder(inputs_embeds, attention_mask)
