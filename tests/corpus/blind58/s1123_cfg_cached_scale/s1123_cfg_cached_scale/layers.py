from __future__ import annotations

import torch
from torch import nn

from .configs import BaseArchConfig


def soft_cap(x: torch.Tensor, cap) -> torch.Tensor:
    if cap is None:
        return x
    return torch.tanh(x / cap) * cap


class GemmaRMSNorm(nn.Module):
    def __init__(self, dim: int, eps: float):
        super().__init__()
        self.weight = nn.Parameter(torch.zeros(dim))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps)
        return x * (1.0 + self.weight)


class GemmaAttention(nn.Module):
    def __init__(self, config: BaseArchConfig):
        super().__init__()
        self.config = config
        self.num_heads = config.num_attention_heads
        self.head_dim = config.head_dim
        self.qkv_proj = nn.Linear(config.hidden_size, 3 * self.num_heads * self.head_dim, bias=False)
        self.o_proj = nn.Linear(self.num_heads * self.head_dim, config.hidden_size, bias=False)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        n = hidden_states.shape[0]
        q, k, v = self.qkv_proj(hidden_states).view(n, 3, self.num_heads, self.head_dim).unbind(1)
        scores = torch.einsum("qhd,khd->hqk", q, k) * self.config.attn_logit_scale
        scores = soft_cap(scores, getattr(self.config, "attn_logit_softcapping", None))
        causal = torch.ones(n, n, dtype=torch.bool, device=scores.device).tril()
        scores = scores.masked_fill(~causal, float("-inf"))
        out = torch.einsum("hqk,khd->qhd", scores.softmax(-1), v)
        return self.o_proj(out.reshape(n, -1))


class GemmaDecoderLayer(nn.Module):
    def __init__(self, config: BaseArchConfig):
        super().__init__()
        self.input_layernorm = GemmaRMSNorm(config.hidden_size, config.rms_norm_eps)
        self.self_attn = GemmaAttention(config)
        self.post_attention_layernorm = GemmaRMSNorm(config.hidden_size, config.rms_norm_eps)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        hidden_states = self.self_attn(self.input_layernorm(hidden_states))
        return residual + self.post_attention_layernorm(hidden_states)
