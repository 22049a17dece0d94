import torch
from torch import nn

from .stats import ScaleMonitor

FP8_MAX = torch.finfo(torch.float8_e4m3fn).max


def quantize_weight_fp8(w: torch.Tensor):
    scale = w.abs().amax(dim=1, keepdim=True).clamp(min=1e-12) / FP8_MAX
    return (w / scale).to(torch.float8_e4m3fn), scale


class Fp8WeightOnlyLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        w = torch.randn(out_features, in_features, generator=torch.Generator().manual_seed(5))
        w_fp8, scale = quantize_weight_fp8(w)
        self.register_buffer("weight_fp8", w_fp8)
        self.register_buffer("weight_scale", scale)
        self.monitor = ScaleMonitor(f"fp8_linear_{in_features}x{out_features}")

    def dequantized_weight(self) -> torch.Tensor:
        return self.weight_fp8.to(torch.float32) * self.weight_scale

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        self.monitor.record(x, FP8_MAX)
        return torch.nn.functional.linear(x, self.dequantized_weight())
