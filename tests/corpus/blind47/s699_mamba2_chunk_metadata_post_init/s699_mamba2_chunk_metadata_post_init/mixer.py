import torch
import torch.nn as nn
import torch.nn.functional as F

from .metadata import Mamba2ChunkMetadata


class Mamba2Mixer(nn.Module):
    def __init__(self, hidden: int = 16, num_heads: int = 2, head_dim: int = 8, d_state: int = 4):
        super().__init__()
        self.h, self.p, self.n = num_heads, head_dim, d_state
        self.in_proj = nn.Linear(hidden, num_heads * (2 * head_dim + 1) + 2 * d_state, bias=False)
        self.A_log = nn.Parameter(torch.zeros(num_heads))
        self.D = nn.Parameter(torch.ones(num_heads))
        self.out_proj = nn.Linear(num_heads * head_dim, hidden, bias=False)

    def forward(self, x: torch.Tensor, meta: Mamba2ChunkMetadata) -> torch.Tensor:
        T = x.shape[0]
        h, p, n = self.h, self.p, self.n
        z, xs, B, C, dt = torch.split(self.in_proj(x), [h * p, h * p, n, n, h], dim=-1)
        xs = xs.view(T, h, p)
        dt = F.softplus(dt)
        dA = torch.exp(dt * -torch.exp(self.A_log))                    # [T, h]
        reset = meta.seq_start.to(x.dtype)
        state = x.new_zeros(h, p, n)
        ys = []
        for t in range(T):
            state = state * (1.0 - reset[t]) * dA[t, :, None, None]
            state = state + (dt[t, :, None] * xs[t])[..., None] * B[t]
            ys.append(state @ C[t])
        y = torch.stack(ys) + xs * self.D[:, None]
        return self.out_proj(y.reshape(T, h * p) * F.silu(z))
