import math

import torch
import torch.nn as nn
import torch.nn.functional as F

from . import kernels
from .registry import register_layer


@register_layer("A")
class AttentionLayer(nn.Module):
    def __init__(self, cfg, layer_idx: int):
        super().__init__()
        self.layer_idx = layer_idx
        self.num_heads = cfg.num_attention_heads
        self.head_dim = cfg.hidden_size // cfg.num_attention_heads
        self.input_layernorm = nn.RMSNorm(cfg.hidden_size)
        self.qkv_proj = nn.Linear(cfg.hidden_size, 3 * cfg.hidden_size, bias=False)
        self.o_proj = nn.Linear(cfg.hidden_size, cfg.hidden_size, bias=False)

    def forward(self, hidden_states):
        B, T, D = hidden_states.shape
        qkv = self.qkv_proj(self.input_layernorm(hidden_states))
        q, k, v = qkv.view(B, T, 3, self.num_heads, self.head_dim).unbind(2)
        o = F.scaled_dot_product_attention(
            q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2), is_causal=True
        )
        return hidden_states + self.o_proj(o.transpose(1, 2).reshape(B, T, D))


@register_layer("M")
class MambaLayer(nn.Module):
    def __init__(self, cfg, layer_idx: int):
        super().__init__()
        self.layer_idx = layer_idx
        d_inner = cfg.mamba_expand * cfg.hidden_size
        self.d_inner, self.d_state = d_inner, cfg.mamba_d_state
        self.dt_rank = math.ceil(cfg.hidden_size / 16)
        self.input_layernorm = nn.RMSNorm(cfg.hidden_size)
        self.in_proj = nn.Linear(cfg.hidden_size, 2 * d_inner, bias=False)
        self.conv1d = nn.Conv1d(d_inner, d_inner, cfg.mamba_d_conv, groups=d_inner)
        self.x_proj = nn.Linear(d_inner, self.dt_rank + 2 * cfg.mamba_d_state, bias=False)
        self.dt_proj = nn.Linear(self.dt_rank, d_inner)
        A = torch.arange(1, cfg.mamba_d_state + 1, dtype=torch.float32).repeat(d_inner, 1)
        self.A_log = nn.Parameter(torch.log(A))
        self.D = nn.Parameter(torch.ones(d_inner))
        self.out_proj = nn.Linear(d_inner, cfg.hidden_size, bias=False)

    @property
    def conv_backend(self) -> str:
        return kernels.causal_conv1d_backend()

    def _causal_conv(self, x):
        weight = self.conv1d.weight.squeeze(1)
        if self.conv_backend == "cuda":
            from causal_conv1d import causal_conv1d_fn

            return causal_conv1d_fn(x, weight, self.conv1d.bias, activation="silu")
        return kernels.causal_conv1d_torch(x, weight, self.conv1d.bias)

    def forward(self, hidden_states):
        xz = self.in_proj(self.input_layernorm(hidden_states)).transpose(1, 2)
        x, z = xz.chunk(2, dim=1)
        x = self._causal_conv(x)
        x_dbl = self.x_proj(x.transpose(1, 2))
        dt, B, C = torch.split(x_dbl, [self.dt_rank, self.d_state, self.d_state], dim=-1)
        dt = F.softplus(self.dt_proj(dt)).transpose(1, 2)
        y = kernels.selective_scan_torch(
            x, dt, -torch.exp(self.A_log), B.transpose(1, 2), C.transpose(1, 2), self.D, z
        )
        return hidden_states + self.out_proj(y.transpose(1, 2))
