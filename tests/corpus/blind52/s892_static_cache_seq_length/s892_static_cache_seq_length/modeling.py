import math
from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F

from .generation_utils import GenerationMixin


@dataclass
class TinyLlamaConfig:
    vocab_size: int = 96
    hidden_size: int = 32
    num_attention_heads: int = 4
    num_hidden_layers: int = 2
    max_position_embeddings: int = 64
    rope_theta: float = 10000.0


def apply_rotary(x: torch.Tensor, position_ids: torch.Tensor, theta: float) -> torch.Tensor:
    head_dim = x.shape[-1]
    inv_freq = 1.0 / (theta ** (torch.arange(0, head_dim, 2, dtype=torch.float32) / head_dim))
    freqs = position_ids[:, None, :, None].float() * inv_freq
    cos, sin = freqs.cos(), freqs.sin()
    x1, x2 = x[..., : head_dim // 2], x[..., head_dim // 2:]
    return torch.cat((x1 * cos - x2 * sin, x1 * sin + x2 * cos), dim=-1)


class LlamaAttention(nn.Module):
    def __init__(self, config: TinyLlamaConfig, layer_idx: int):
        super().__init__()
        self.layer_idx = layer_idx
        self.num_heads = config.num_attention_heads
        self.head_dim = config.hidden_size // config.num_attention_heads
        self.theta = config.rope_theta
        self.qkv = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)

    def forward(self, hidden_states, position_ids, cache_position, past_key_values):
        bsz, q_len, _ = hidden_states.shape
        q, k, v = self.qkv(hidden_states).view(bsz, q_len, 3, self.num_heads, self.head_dim).unbind(2)
        q = apply_rotary(q.transpose(1, 2), position_ids, self.theta)
        k = apply_rotary(k.transpose(1, 2), position_ids, self.theta)
        v = v.transpose(1, 2)
        if past_key_values is not None:
            k, v = past_key_values.update(k, v, self.layer_idx, cache_position)
        kv_pos = torch.arange(k.shape[2], device=k.device)
        mask = kv_pos[None, :] <= cache_position[:, None]
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=mask, scale=1.0 / math.sqrt(self.head_dim))
        return self.o_proj(out.transpose(1, 2).reshape(bsz, q_len, -1))


class TinyLlamaForCausalLM(nn.Module, GenerationMixin):
    def __init__(self, config: TinyLlamaConfig):
        super().__init__()
        self.config = config
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.layers = nn.ModuleList(LlamaAttention(config, i) for i in range(config.num_hidden_layers))
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)

    def forward(self, input_ids, position_ids, cache_position, past_key_values=None, attention_mask=None):
        hidden_states = self.embed_tokens(input_ids)
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states, position_ids, cache_position, past_key_values)
        return self.lm_head(hidden_states)
