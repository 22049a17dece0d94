import torch
from torch import nn

from .stats import record_activation_histogram


class SmoothQuantLinear(nn.Module):
    def __init__(self, in_f: int, out_f: int, alpha: float = 0.5) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_f, in_f) * 0.1)
        self.register_buffer("act_scale", torch.ones(in_f))
        self.alpha = alpha

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        s = self.act_scale.pow(self.alpha) / self.weight.abs().amax(0).clamp(min=1e-5).pow(1 - self.alpha)
        x = x / s
        record_activation_histogram("smooth_in", x)
        return x @ (self.weight * s).t()


layer = SmoothQuantLinear(8, 4)
smooth_linear = torch.compile(layer.forward, fullgraph=True)
