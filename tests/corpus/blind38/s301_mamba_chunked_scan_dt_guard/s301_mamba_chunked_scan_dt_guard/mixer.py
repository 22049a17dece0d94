import math

import torch
import torch.nn as nn
import torch.nn.functional as F

from .config import SSMConfig
from .scan import chunked_selective_scan


class MambaMixer(nn.Module):
    def __init__(self, cfg: SSMConfig):
        super().__init__()
        self.cfg = cfg
        d_inner = cfg.d_inner
        self.in_proj = nn.Linear(cfg.d_model, 2 * d_inner, bias=False)
        self.conv1d = nn.Conv1d(d_inner, d_inner, cfg.d_conv, groups=d_inner, padding=cfg.d_conv - 1)
        self.x_proj = nn.Linear(d_inner, 1 + 2 * cfg.d_state, bias=False)
        self.dt_proj = nn.Linear(1, d_inner)
        A = torch.arange(1, cfg.d_state + 1, dtype=torch.float32).repeat(d_inner, 1)
        self.A_log = nn.Parameter(torch.log(A))
        self.D = nn.Parameter(torch.ones(d_inner))
        self.out_proj = nn.Linear(d_inner, cfg.d_model, bias=False)
        self._init_dt_bias()

    @torch.no_grad()
    def _init_dt_bias(self):
        lo, hi = math.log(self.cfg.dt_min), math.log(self.cfg.dt_max)
        dt = torch.exp(torch.rand(self.cfg.d_inner) * (hi - lo) + lo)
        self.dt_proj.bias.copy_(dt + torch.log(-torch.expm1(-dt)))

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        seqlen = hidden_states.shape[1]
        xz = self.in_proj(hidden_states)
        x, z = xz.chunk(2, dim=-1)
        x = self.conv1d(x.transpose(1, 2))[..., :seqlen].transpose(1, 2)
        x = F.silu(x)
        dt, B, C = torch.split(self.x_proj(x), [1, self.cfg.d_state, self.cfg.d_state], dim=-1)
        dt = self.dt_proj(dt)
        A = -torch.exp(self.A_log)
        y, _ = chunked_selective_scan(x, dt, A, B, C, self.D, self.cfg)
        return self.out_proj(y * F.silu(z))


compiled_mixer = torch.compile(MambaMixer(SSMConfig()), fullgraph=True)
