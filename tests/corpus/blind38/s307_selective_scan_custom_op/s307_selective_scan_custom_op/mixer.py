import torch
import torch.nn as nn
import torch.nn.functional as F

from .backends import get_scan_backend


class SelectiveMixer(nn.Module):
    def __init__(self, d_model: int = 8, d_state: int = 4, dt_rank: int = 2):
        super().__init__()
        self.d_state = d_state
        self.dt_rank = dt_rank
        self.in_proj = nn.Linear(d_model, 2 * d_model, bias=False)
        self.x_proj = nn.Linear(d_model, dt_rank + 2 * d_state, bias=False)
        self.dt_proj = nn.Linear(dt_rank, d_model)
        self.A_log = nn.Parameter(torch.log(torch.arange(1, d_state + 1).float()).repeat(d_model, 1))
        self.out_proj = nn.Linear(d_model, d_model, bias=False)
        self.scan = get_scan_backend()

    def forward(self, hidden):
        x, z = self.in_proj(hidden).chunk(2, dim=-1)
        x = F.silu(x)
        dt, B, C = self.x_proj(x).split([self.dt_rank, self.d_state, self.d_state], dim=-1)
        delta = F.softplus(self.dt_proj(dt))
        y = self.scan(x, delta, -torch.exp(self.A_log), B, C)
        return self.out_proj(y * F.silu(z))


compiled_mixer = torch.compile(SelectiveMixer(), fullgraph=True)
