import torch
import torch.nn as nn
import torch.nn.functional as F

from .observer_ops import observe_absmax


class CalibratedLinear(nn.Module):
    """Linear layer that tracks input absmax for later int8 scale selection."""

    def __init__(self, in_f: int = 8, out_f: int = 8, name: str = "proj", qmax: int = 127):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_f, in_f) * 0.1)
        self.bias = nn.Parameter(torch.zeros(out_f))
        self.name = name
        self.qmax = qmax

    def fake_quant(self, x, amax):
        scale = amax.clamp(min=1e-8) / self.qmax
        return torch.round(x / scale).clamp(-self.qmax, self.qmax) * scale

    def forward(self, x):
        amax = observe_absmax(x, self.name)
        xq = self.fake_quant(x, amax)
        return F.linear(xq, self.weight, self.bias)


calibrated = torch.compile(CalibratedLinear(), fullgraph=True)
