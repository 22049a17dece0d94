import math
from typing import List, Optional

import torch
import torch.nn.functional as F
from torch import nn

from .cross_cache import CrossAttentionStateStore, CrossKVCacheMixin


class MllamaTextRMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        var = x.pow(2).mean(-1, keepdim=True)
        return self.weight * (x * torch.rsqrt(var + self.eps))


class MllamaTextCrossAttention(CrossKVCacheMixin, nn.Module):
    def __init__(self, hidden_size: int, num_heads: int, num_kv_heads: int, layer_idx: int,
                 cross_state_store: CrossAttentionStateStore):
        super().__init__()
        self.layer_idx = layer_idx
        self.num_heads = num_heads
        self.num_key_value_heads = num_kv_heads
        self.head_dim = hidden_size // num_heads
        self.num_key_value_groups = num_heads // num_kv_heads
        self.cross_state_store = cross_state_store
        self.q_proj = nn.Linear(hidden_size, num_heads * self.head_dim, bias=False)
        self.k_proj = nn.Linear(hidden_size, num_kv_heads * self.head_dim, bias=False)
        self.v_proj = nn.Linear(hidden_size, num_kv_heads * self.head_dim, bias=False)
        self.o_proj = nn.Linear(num_heads * self.head_dim, hidden_size, bias=False)
        self.q_norm = MllamaTextRMSNorm(self.head_dim)
        self.k_norm = MllamaTextRMSNorm(self.head_dim)

    def forward(self, hidden_states, cross_attention_states, cross_attention_mask):
        bsz, q_len, _ = hidden_states.shape
        query = self.q_proj(hidden_states).view(bsz, q_len, self.num_heads, self.head_dim)
        query = self.q_norm(query).transpose(1, 2)
        key, value = self.get_cross_kv(cross_attention_states)
        key = key.repeat_interleave(self.num_key_value_groups, dim=1)
        value = value.repeat_interleave(self.num_key_value_groups, dim=1)
        out = F.scaled_dot_product_attention(
            query, key, value, attn_mask=cross_attention_mask, scale=1 / math.sqrt(self.head_dim)
        )
        return self.o_proj(out.transpose(1, 2).reshape(bsz, q_len, -1))


class MllamaCrossAttentionDecoderLayer(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int, num_kv_heads: int, layer_idx: int,
                 store: CrossAttentionStateStore):
        super().__init__()
        self.cross_attn = MllamaTextCrossAttention(hidden_size, num_heads, num_kv_heads, layer_idx, store)
        self.input_layernorm = MllamaTextRMSNorm(hidden_size)
        self.cross_attn_attn_gate = nn.Parameter(torch.zeros(1))
        self.mlp = nn.Sequential(nn.Linear(hidden_size, 2 * hidden_size), nn.SiLU(),
                                 nn.Linear(2 * hidden_size, hidden_size))
        self.post_attention_layernorm = MllamaTextRMSNorm(hidden_size)
        self.cross_attn_mlp_gate = nn.Parameter(torch.zeros(1))

    def forward(self, hidden_states, cross_attention_states, cross_attention_mask,
                full_text_row_masked_out_mask):
        residual = hidden_states
        hidden_states = self.cross_attn(
            self.input_layernorm(hidden_states), cross_attention_states, cross_attention_mask
        )
        hidden_states = residual + self.cross_attn_attn_gate.tanh() * hidden_states
        residual = hidden_states
        hidden_states = self.mlp(self.post_attention_layernorm(hidden_states))
        hidden_states = full_text_row_masked_out_mask * hidden_states
        return residual + self.cross_attn_mlp_gate.tanh() * hidden_states


class MllamaTextModel(nn.Module):
    def __init__(self, hidden_size: int = 8, num_heads: int = 2, num_kv_heads: int = 1,
                 cross_attention_layers: List[int] = (0, 1)):
        super().__init__()
        self.cross_state_store = CrossAttentionStateStore()
        self.layers = nn.ModuleList(
            MllamaCrossAttentionDecoderLayer(hidden_size, num_heads, num_kv_heads, i, self.cross_state_store)
            for i in cross_attention_layers
        )
        self.norm = MllamaTextRMSNorm(hidden_size)

    def forward(self, hidden_states, cross_attention_states: Optional[torch.Tensor],
                cross_attention_mask, full_text_row_masked_out_mask):
        for layer in self.layers:
            hidden_states = layer(hidden_states, cross_attention_states, cross_attention_mask,
                                  full_text_row_masked_out_mask)
        return self.norm(hidden_states)
