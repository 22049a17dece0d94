import math

import torch
import torch.nn.functional as F
from torch import nn

from .config import LlamaLikeConfig
from .rotary import apply_rotary_pos_emb, build_rotary_embedding


class LlamaAttention(nn.Module):
    def __init__(self, config: LlamaLikeConfig):
        super().__init__()
        self.config = config
        self.head_dim = config.head_dim
        self.num_heads = config.num_attention_heads
        self.num_kv_heads = config.num_key_value_heads
        self.scaling = self.head_dim ** -0.5
        self.q_proj = nn.Linear(config.hidden_size, self.num_heads * self.head_dim, bias=config.attention_bias)
        self.k_proj = nn.Linear(config.hidden_size, self.num_kv_heads * self.head_dim, bias=config.attention_bias)
        self.v_proj = nn.Linear(config.hidden_size, self.num_kv_heads * self.head_dim, bias=config.attention_bias)
        self.o_proj = nn.Linear(self.num_heads * self.head_dim, config.hidden_size, bias=config.attention_bias)

    def forward(self, hidden_states, position_embeddings):
        bsz, q_len, _ = hidden_states.shape
        hidden_shape = (bsz, q_len, -1, self.head_dim)
        q = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        k = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        v = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        cos, sin = position_embeddings
        q, k = apply_rotary_pos_emb(q, k, cos, sin)
        out = F.scaled_dot_product_attention(q, k, v, is_causal=True, scale=self.scaling)
        out = out.transpose(1, 2).reshape(bsz, q_len, -1)
        return self.o_proj(out)


class LlamaDecoderLayerStack(nn.Module):
    def __init__(self, config: LlamaLikeConfig, num_layers: int = 2):
        super().__init__()
        self.rotary_emb = build_rotary_embedding(config)
        self.layers = nn.ModuleList([LlamaAttention(config) for _ in range(num_layers)])
        self.norm = nn.LayerNorm(config.hidden_size)

    def forward(self, hidden_states, position_ids):
        position_embeddings = self.rotary_emb(hidden_states, position_ids)
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states, position_embeddings)
        return self.norm(hidden_states)


model = LlamaDecoderLayerStack(LlamaLikeConfig())
compiled = torch.compile(model, fullgraph=True)
