import math

import torch
import torch.nn as nn
import torch.nn.functional as F

from .mamba_cache import MambaCacheManager


def selective_state_update(state, x, dt, A, B, C, D, z, dt_bias):
    # state [b, d, n]; x, dt, z [b, d]; A [d, n]; B, C [b, n]
    dt = F.softplus(dt + dt_bias)
    dA = torch.exp(dt.unsqueeze(-1) * A)
    dBx = dt.unsqueeze(-1) * B.unsqueeze(1) * x.unsqueeze(-1)
    state = state * dA + dBx
    y = (state * C.unsqueeze(1)).sum(-1) + D * x
    return y * F.silu(z), state


class MambaMixer(nn.Module):
    def __init__(self, layer_idx: int, hidden: int = 16, expand: int = 2, d_state: int = 4, d_conv: int = 4):
        super().__init__()
        self.layer_idx = layer_idx
        d_inner = expand * hidden
        self.dt_rank = math.ceil(hidden / 16)
        self.d_state = d_state
        self.in_proj = nn.Linear(hidden, 2 * d_inner, bias=False)
        self.conv_weight = nn.Parameter(torch.randn(d_inner, d_conv) / d_conv)
        self.conv_bias = nn.Parameter(torch.zeros(d_inner))
        self.x_proj = nn.Linear(d_inner, self.dt_rank + 2 * d_state, bias=False)
        self.dt_proj = nn.Linear(self.dt_rank, d_inner, bias=False)
        self.dt_bias = nn.Parameter(torch.zeros(d_inner))
        self.A_log = nn.Parameter(torch.log(torch.arange(1, d_state + 1.0)).repeat(d_inner, 1))
        self.D = nn.Parameter(torch.ones(d_inner))
        self.out_proj = nn.Linear(d_inner, hidden, bias=False)

    def forward(self, hidden_states, cache: MambaCacheManager, state_indices):
        x, z = self.in_proj(hidden_states).chunk(2, dim=-1)
        conv_state, ssm_state = cache.layer_states(self.layer_idx, state_indices)
        window = torch.cat([conv_state, x.unsqueeze(-1)], dim=-1)
        x = F.silu((window * self.conv_weight).sum(-1) + self.conv_bias)
        dt, B, C = torch.split(self.x_proj(x), [self.dt_rank, self.d_state, self.d_state], dim=-1)
        y, ssm_state = selective_state_update(
            ssm_state, x, self.dt_proj(dt), -torch.exp(self.A_log), B, C, self.D, z, self.dt_bias
        )
        cache.write_back(self.layer_idx, state_indices, window[..., 1:], ssm_state)
        return self.out_proj(y)


class MambaDecodeRunner:
    def __init__(self, num_layers: int = 2, max_num_seqs: int = 4):
        self.layers = nn.ModuleList(MambaMixer(i) for i in range(num_layers))
        self.norms = nn.ModuleList(nn.RMSNorm(16) for _ in range(num_layers))
        self.cache = MambaCacheManager(num_layers, max_num_seqs, d_inner=32, d_conv=4, d_state=4)

    def forward_decode(self, hidden_states: torch.Tensor, state_indices: torch.Tensor):
        for norm, mixer in zip(self.norms, self.layers):
            hidden_states = hidden_states + mixer(norm(hidden_states), self.cache, state_indices)
        return hidden_states


runner = MambaDecodeRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
