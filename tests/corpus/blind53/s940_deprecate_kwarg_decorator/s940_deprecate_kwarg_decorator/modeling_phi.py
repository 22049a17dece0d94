from typing import Optional

import torch
import torch.nn as nn
import torch.nn.functional as F

from .configuration import PhiConfig
from .deprecation import deprecate_kwarg, warning_once


class PhiAttention(nn.Module):
    def __init__(self, config: PhiConfig):
        super().__init__()
        self.config = config
        self.num_heads = config.num_attention_heads
        self.head_dim = config.hidden_size // config.num_attention_heads
        self.qkv = nn.Linear(config.hidden_size, 3 * config.hidden_size)
        self.dense = nn.Linear(config.hidden_size, config.hidden_size)

    @deprecate_kwarg("past_key_value", version_removed="4.58", new_name="past_key_values")
    def forward(self, hidden_states: torch.Tensor, past_key_values: Optional[object] = None) -> torch.Tensor:
        bsz, q_len, _ = hidden_states.shape
        q, k, v = self.qkv(hidden_states).chunk(3, dim=-1)
        q, k, v = (t.view(bsz, q_len, self.num_heads, self.head_dim).transpose(1, 2) for t in (q, k, v))
        if self.config.output_attentions or self.config.attn_implementation == "eager":
            warning_once("Falling back to eager attention because `output_attentions=True`.")
            scores = torch.matmul(q, k.transpose(-1, -2)) / self.head_dim ** 0.5
            out = torch.matmul(scores.softmax(-1), v)
        else:
            out = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.dense(out.transpose(1, 2).reshape(bsz, q_len, -1))


class PhiDecoderLayer(nn.Module):
    def __init__(self, config: PhiConfig):
        super().__init__()
        self.input_layernorm = nn.LayerNorm(config.hidden_size)
        self.self_attn = PhiAttention(config)

    @deprecate_kwarg("padding_mask", version_removed="4.50")
    def forward(self, hidden_states: torch.Tensor, **kwargs) -> torch.Tensor:
        normed = self.input_layernorm(hidden_states.unsqueeze(0))
        attn_out = self.self_attn(normed, **kwargs)
        return hidden_states + attn_out.squeeze(0)


decoder_layer = torch.compile(PhiDecoderLayer(PhiConfig()), fullgraph=True)
