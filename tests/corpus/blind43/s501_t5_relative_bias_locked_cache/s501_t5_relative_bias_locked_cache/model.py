import torch
import torch.nn as nn

from .attention import T5Attention
from .config import T5AttentionConfig


class T5LayerNorm(nn.Module):
    def __init__(self, hidden_size, eps=1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.variance_epsilon = eps

    def forward(self, hidden_states):
        variance = hidden_states.to(torch.float32).pow(2).mean(-1, keepdim=True)
        hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        return self.weight * hidden_states


class T5LayerSelfAttention(nn.Module):
    def __init__(self, config: T5AttentionConfig, has_relative_attention_bias: bool = True):
        super().__init__()
        self.SelfAttention = T5Attention(config, has_relative_attention_bias=has_relative_attention_bias)
        self.layer_norm = T5LayerNorm(config.d_model, eps=config.layer_norm_epsilon)

    def forward(self, hidden_states):
        normed = self.layer_norm(hidden_states)
        attn_out, _ = self.SelfAttention(normed)
        return hidden_states + attn_out


compiled = torch.compile(T5LayerSelfAttention(T5AttentionConfig()), fullgraph=True)
