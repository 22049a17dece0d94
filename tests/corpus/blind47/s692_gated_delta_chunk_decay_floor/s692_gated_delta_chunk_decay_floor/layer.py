from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F

from .ops import chunk_gated_delta_rule, fused_gdn_gating


@dataclass
class GatedDeltaNetConfig:
    hidden_size: int = 16
    num_heads: int = 2
    head_k_dim: int = 4
    head_v_dim: int = 4
    conv_kernel_size: int = 4
    chunk_size: int = 4
    norm_eps: float = 1e-6


class ShortConvolution(nn.Conv1d):
    def __init__(self, dim: int, kernel_size: int):
        super().__init__(dim, dim, kernel_size, groups=dim, padding=kernel_size - 1, bias=False)

    def forward(self, x):  # x: [B, T, D]
        T = x.shape[1]
        return F.silu(super().forward(x.transpose(1, 2))[..., :T].transpose(1, 2))


class GatedDeltaNet(nn.Module):
    def __init__(self, cfg: GatedDeltaNetConfig):
        super().__init__()
        self.cfg = cfg
        H, K, V = cfg.num_heads, cfg.head_k_dim, cfg.head_v_dim
        self.q_proj = nn.Linear(cfg.hidden_size, H * K, bias=False)
        self.k_proj = nn.Linear(cfg.hidden_size, H * K, bias=False)
        self.v_proj = nn.Linear(cfg.hidden_size, H * V, bias=False)
        self.a_proj = nn.Linear(cfg.hidden_size, H, bias=False)
        self.b_proj = nn.Linear(cfg.hidden_size, H, bias=False)
        self.g_proj = nn.Linear(cfg.hidden_size, H * V, bias=False)
        self.q_conv1d = ShortConvolution(H * K, cfg.conv_kernel_size)
        self.k_conv1d = ShortConvolution(H * K, cfg.conv_kernel_size)
        self.v_conv1d = ShortConvolution(H * V, cfg.conv_kernel_size)
        self.A_log = nn.Parameter(torch.log(torch.empty(H).uniform_(1, 16)))
        self.dt_bias = nn.Parameter(torch.zeros(H))
        self.o_norm = nn.RMSNorm(V, eps=cfg.norm_eps)
        self.o_proj = nn.Linear(H * V, cfg.hidden_size, bias=False)

    @torch.compile(fullgraph=True)
    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        cfg = self.cfg
        B, T, _ = hidden_states.shape
        H, K, V = cfg.num_heads, cfg.head_k_dim, cfg.head_v_dim
        q = self.q_conv1d(self.q_proj(hidden_states)).view(B, T, H, K)
        k = self.k_conv1d(self.k_proj(hidden_states)).view(B, T, H, K)
        v = self.v_conv1d(self.v_proj(hidden_states)).view(B, T, H, V)
        g, beta = fused_gdn_gating(self.A_log, self.a_proj(hidden_states),
                                   self.b_proj(hidden_states), self.dt_bias)
        o, _, _ = chunk_gated_delta_rule(q, k, v, g, beta, chunk_size=cfg.chunk_size)
        gate = self.g_proj(hidden_states).view(B, T, H, V)
        o = self.o_norm(o) * F.silu(gate)
        return self.o_proj(o.reshape(B, T, H * V))
