import math
from dataclasses import dataclass

import torch

from . import envs
from .debug import dump_state


@dataclass
class S4DConfig:
    d_model: int = 8
    d_state: int = 4
    dt_min: float = 1e-3
    dt_max: float = 1e-1
    clip_state: float = 50.0


class S4DRecurrentLayer(torch.nn.Module):
    def __init__(self, cfg: S4DConfig):
        super().__init__()
        self.cfg = cfg
        self.log_dt = torch.nn.Parameter(torch.full((cfg.d_model,), math.log(cfg.dt_min)))
        self.A_re = torch.nn.Parameter(-0.5 * torch.ones(cfg.d_model, cfg.d_state))
        self.A_im = torch.nn.Parameter(math.pi * torch.arange(cfg.d_state).float().repeat(cfg.d_model, 1))
        self.C = torch.nn.Parameter(torch.randn(cfg.d_model, cfg.d_state, 2) * 0.1)
        self.D = torch.nn.Parameter(torch.ones(cfg.d_model))

    def _dt(self) -> torch.Tensor:
        lo, hi = math.log(self.cfg.dt_min), math.log(self.cfg.dt_max)
        return torch.exp(self.log_dt.clamp(lo, hi))

    def step(self, u: torch.Tensor, state: torch.Tensor):
        dt = self._dt().unsqueeze(-1)
        A = torch.complex(self.A_re, self.A_im)
        dA = torch.exp(dt * A)
        dB = (dA - 1.0) / A
        state = dA * state + dB * u.unsqueeze(-1)
        limit = self.cfg.clip_state * math.sqrt(self.cfg.d_state)
        state = torch.where(state.abs() > limit, state / state.abs() * limit, state)
        if envs.SSM_DEBUG_DUMP:
            dump_state("s4d_step", torch.view_as_real(state))
        y = 2 * (state * torch.view_as_complex(self.C)).real.sum(-1)
        return y + self.D * u, state

    def forward(self, u: torch.Tensor, state_re: torch.Tensor, state_im: torch.Tensor):
        y, state = self.step(u, torch.complex(state_re, state_im))
        return y, state.real, state.imag


layer = S4DRecurrentLayer(S4DConfig())
step_fn = torch.compile(layer, fullgraph=True)
