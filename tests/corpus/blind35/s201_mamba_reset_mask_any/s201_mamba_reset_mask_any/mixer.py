import math

import torch
import torch.nn.functional as F

from .config import SSMConfig
from .state_cache import SSMStateCache


class SelectiveSSMMixer(torch.nn.Module):
    def __init__(self, cfg: SSMConfig):
        super().__init__()
        self.cfg = cfg
        self.in_proj = torch.nn.Linear(cfg.d_model, cfg.d_inner)
        self.x_proj = torch.nn.Linear(cfg.d_inner, 2 * cfg.d_state + 1)
        self.out_proj = torch.nn.Linear(cfg.d_inner, cfg.d_model)
        a = torch.arange(1, cfg.d_state + 1, dtype=torch.float32).repeat(cfg.d_inner, 1)
        self.A_log = torch.nn.Parameter(torch.log(a))
        dt_init = math.exp(0.5 * (math.log(cfg.dt_min) + math.log(cfg.dt_max)))
        self.dt_bias = torch.nn.Parameter(torch.full((cfg.d_inner,), dt_init))
        self.cache = SSMStateCache(cfg)

    def _discretize(self, xz: torch.Tensor):
        n = self.cfg.d_state
        proj = self.x_proj(xz)
        B, C, dt = proj.split([n, n, 1], dim=-1)
        dt = F.softplus(dt + self.dt_bias)
        A = -torch.exp(self.A_log)
        dA = torch.exp(dt.unsqueeze(-1) * A)
        dB = dt.unsqueeze(-1) * B.unsqueeze(-2)
        return dA, dB, C

    def step(self, x: torch.Tensor, reset_mask: torch.Tensor) -> torch.Tensor:
        xz = F.silu(self.in_proj(x))
        dA, dB, C = self._discretize(xz)
        state = self.cache.maybe_reset(reset_mask)
        state = dA * state + dB * xz.unsqueeze(-1)
        self.cache.commit(state)
        y = torch.einsum("bdn,bn->bd", state, C)
        return self.out_proj(y)

    def forward(self, x: torch.Tensor, reset_mask: torch.Tensor) -> torch.Tensor:
        return x + self.step(x, reset_mask)


compiled_mixer = torch.compile(SelectiveSSMMixer(SSMConfig()), fullgraph=True)
