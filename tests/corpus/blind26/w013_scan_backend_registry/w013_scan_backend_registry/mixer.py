import torch
import torch.nn as nn
import torch.nn.functional as F

from .registry import get_scan_backend


class SelectiveScanMixer(nn.Module):
    def __init__(self, d_model: int = 8, d_state: int = 4, scan_backend: str = "ref"):
        super().__init__()
        self.d_state = d_state
        self.scan_backend = scan_backend
        self.in_proj = nn.Linear(d_model, d_model)
        self.x_proj = nn.Linear(d_model, 2 * d_state + d_model)
        self.A_log = nn.Parameter(torch.zeros(d_model, d_state))
        self.D = nn.Parameter(torch.ones(d_model))
        self.out_proj = nn.Linear(d_model, d_model)

    def scan(self, u, delta, B, C):
        A = -torch.exp(self.A_log)
        fn = get_scan_backend(self.scan_backend)
        return fn(u, delta, A, B, C, self.D)

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        u = F.silu(self.in_proj(x))
        B, C, dt = torch.split(self.x_proj(u), [self.d_state, self.d_state, u.shape[-1]], dim=-1)
        delta = F.softplus(dt)
        y = self.scan(u, delta, B, C)
        return self.out_proj(y)
