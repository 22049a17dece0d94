import torch
import torch.nn as nn
import torch.nn.functional as F

from .ops import selective_scan


class MambaBlock(nn.Module):
    def __init__(self, d_model: int = 8, d_state: int = 4):
        super().__init__()
        self.d_state = d_state
        self.norm = nn.RMSNorm(d_model)
        self.in_proj = nn.Linear(d_model, 2 * d_model)
        self.x_proj = nn.Linear(d_model, 2 * d_state + d_model)
        self.A_log = nn.Parameter(torch.log(torch.arange(1, d_state + 1, dtype=torch.float32)).repeat(d_model, 1))
        self.D = nn.Parameter(torch.ones(d_model))
        self.out_proj = nn.Linear(d_model, d_model)

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        x, z = self.in_proj(self.norm(hidden)).chunk(2, dim=-1)
        x = F.silu(x)
        B, C, dt = torch.split(self.x_proj(x), [self.d_state, self.d_state, x.shape[-1]], dim=-1)
        y = selective_scan(
            x.transpose(1, 2).contiguous(),
            F.softplus(dt).transpose(1, 2).contiguous(),
            -torch.exp(self.A_log),
            B.transpose(1, 2).contiguous(),
            C.transpose(1, 2).contiguous(),
            self.D,
        )
        return hidden + self.out_proj(y.transpose(1, 2) * F.silu(z))


compiled_block = torch.compile(MambaBlock(), fullgraph=True)
