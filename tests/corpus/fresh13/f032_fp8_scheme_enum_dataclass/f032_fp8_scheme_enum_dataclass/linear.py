import torch
from torch import nn

from .quant_config import Fp8Config, WeightGranularity


def _fake_quant(x: torch.Tensor, scale: torch.Tensor, fp8_max: float) -> torch.Tensor:
    return (x / scale).clamp(-fp8_max, fp8_max).round() * scale


class QuantLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, config: Fp8Config = Fp8Config()):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features))
        self.config = config
        self.register_buffer("input_scale", torch.tensor(0.05))

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        cfg = self.config
        if cfg.weight_granularity == WeightGranularity.CHANNEL:
            w_scale = self.weight.abs().amax(dim=1, keepdim=True) / cfg.fp8_max
        else:
            w_scale = self.weight.abs().amax() / cfg.fp8_max
        if cfg.is_dynamic():
            x_scale = x.abs().amax() / cfg.fp8_max
        else:
            x_scale = self.input_scale
        return _fake_quant(x, x_scale, cfg.fp8_max) @ _fake_quant(self.weight, w_scale, cfg.fp8_max).t()
