import math

import torch
import torch.nn as nn


def timestep_embedding(t: torch.Tensor, dim: int, max_period: float = 10000.0) -> torch.Tensor:
    half = dim // 2
    freqs = torch.exp(
        -math.log(max_period) * torch.arange(half, dtype=torch.float32, device=t.device) / half
    )
    args = t[:, None].float() * freqs[None]
    return torch.cat([torch.cos(args), torch.sin(args)], dim=-1)


class TinyFlowTransformer(nn.Module):
    def __init__(self, in_channels: int = 8, hidden_size: int = 16, freq_dim: int = 16):
        super().__init__()
        self.freq_dim = freq_dim
        self.time_proj = nn.Sequential(
            nn.Linear(freq_dim, hidden_size), nn.SiLU(), nn.Linear(hidden_size, 2 * hidden_size)
        )
        self.proj_in = nn.Linear(in_channels, hidden_size)
        self.norm = nn.LayerNorm(hidden_size, elementwise_affine=False)
        self.mlp = nn.Sequential(
            nn.Linear(hidden_size, 2 * hidden_size), nn.GELU(), nn.Linear(2 * hidden_size, hidden_size)
        )
        self.proj_out = nn.Linear(hidden_size, in_channels)

    def forward(self, hidden_states: torch.Tensor, timestep: torch.Tensor) -> torch.Tensor:
        temb = self.time_proj(timestep_embedding(timestep, self.freq_dim))
        shift, scale = temb.unsqueeze(1).chunk(2, dim=-1)
        h = self.proj_in(hidden_states)
        h = h + self.mlp(self.norm(h) * (1 + scale) + shift)
        return self.proj_out(h)
