import torch
import torch.nn as nn
import torch.nn.functional as F

from .conv_ops import causal_conv1d_varlen


def packed_selective_scan(x, dt, A, B, C, D, seq_start):
    # x, dt [T, d]; A [d, n]; B, C [T, n]; seq_start [T] (1.0 at the first token of a request)
    h = x.new_zeros(x.shape[1], A.shape[1])
    ys = []
    for t in range(x.shape[0]):
        keep = 1.0 - seq_start[t]
        h = h * keep * torch.exp(dt[t, :, None] * A) + (dt[t] * x[t])[:, None] * B[t][None, :]
        ys.append(h @ C[t])
    return torch.stack(ys) + x * D


class PackedMambaPrefill(nn.Module):
    def __init__(self, hidden: int = 16, d_inner: int = 32, d_state: int = 4, width: int = 4, num_slots: int = 4):
        super().__init__()
        self.d_state = d_state
        self.in_proj = nn.Linear(hidden, 2 * d_inner, bias=False)
        self.conv_weight = nn.Parameter(torch.randn(d_inner, width) / width)
        self.conv_bias = nn.Parameter(torch.zeros(d_inner))
        self.x_proj = nn.Linear(d_inner, 1 + 2 * d_state, bias=False)
        self.dt_proj = nn.Linear(1, d_inner)
        self.A_log = nn.Parameter(torch.log(torch.arange(1, d_state + 1.0)).repeat(d_inner, 1))
        self.D = nn.Parameter(torch.ones(d_inner))
        self.out_proj = nn.Linear(d_inner, hidden, bias=False)
        self.register_buffer("conv_states", torch.zeros(num_slots, d_inner, width - 1))

    def forward(self, hidden_states, cu_seqlens, cache_indices, has_initial_state):
        x, z = self.in_proj(hidden_states).chunk(2, dim=-1)
        x = causal_conv1d_varlen(
            x, self.conv_weight, self.conv_bias, cu_seqlens, cache_indices,
            has_initial_state, self.conv_states,
        )
        dt, B, C = torch.split(self.x_proj(x), [1, self.d_state, self.d_state], dim=-1)
        dt = F.softplus(self.dt_proj(dt))
        seq_start = torch.zeros(x.shape[0], device=x.device).index_fill_(0, cu_seqlens[:-1], 1.0)
        y = packed_selective_scan(x, dt, -torch.exp(self.A_log), B, C, self.D, seq_start[:, None])
        return self.out_proj(y * F.silu(z))


compiled = torch.compile(PackedMambaPrefill(), fullgraph=True)
