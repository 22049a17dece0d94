import torch
from torch import nn

from .clamps import residual_clamp


class GatedResidual(nn.Module):
    def __init__(self, hidden: int = 8, learned_res_scale: bool = True):
        super().__init__()
        self.norm = nn.LayerNorm(hidden)
        self.gate = nn.Linear(hidden, hidden)
        self.value = nn.Linear(hidden, hidden)
        # Older checkpoints have no learned residual scale.
        self.res_scale = nn.Parameter(torch.ones(hidden)) if learned_res_scale else None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.norm(x)
        upd = torch.sigmoid(self.gate(h)) * self.value(h)
        if self.res_scale is not None:
            upd = upd * self.res_scale
        return residual_clamp(x + upd)


compiled_step = torch.compile(GatedResidual(), fullgraph=True)
