import torch
from torch import nn

from .calibration import FP8_E4M3_MAX, DelayedScaling


def fake_quant_fp8(x: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
    # simulated e4m3 round trip (CPU friendly)
    q = torch.clamp(x * scale, -FP8_E4M3_MAX, FP8_E4M3_MAX)
    return q / scale


class Fp8Linear(nn.Module):
    def __init__(self, in_features: int, out_features: int, history: int = 3):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) * 0.1)
        self.input_scaling = DelayedScaling(margin=0, history=history)
        self.weight_scaling = DelayedScaling(margin=0, history=1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x_scale = self.input_scaling.compute_scale(x)
        w_scale = self.weight_scaling.compute_scale(self.weight)
        xq = fake_quant_fp8(x, x_scale)
        wq = fake_quant_fp8(self.weight, w_scale)
        return xq @ wq.t()


class Fp8MLP(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 16):
        super().__init__()
        self.gate_up = Fp8Linear(hidden, 2 * inter)
        self.down = Fp8Linear(inter, hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up(x).chunk(2, dim=-1)
        return self.down(torch.nn.functional.silu(gate) * up)


model = Fp8MLP()
compiled_mlp = torch.compile(model, fullgraph=True)
