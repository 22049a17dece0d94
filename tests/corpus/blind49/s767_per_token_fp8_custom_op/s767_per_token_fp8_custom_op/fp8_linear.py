from dataclasses import dataclass

import torch
from torch import nn

from ._custom_ops import FP8_DTYPE, FP8_MAX, scaled_fp8_quant


@dataclass
class Fp8LinearConfig:
    activation_scheme: str = "dynamic"
    per_token_activation: bool = True
    use_scale_ub: bool = True
    activation_scale_ub: float = 1200.0


class Fp8ChannelwiseLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, cfg: Fp8LinearConfig):
        super().__init__()
        self.cfg = cfg
        w = torch.randn(out_features, in_features) * 0.02
        w_scale = w.abs().amax(dim=1, keepdim=True) / FP8_MAX
        self.register_buffer("weight", (w / w_scale).to(FP8_DTYPE))
        self.register_buffer("weight_scale", w_scale.float())
        self.register_buffer("input_scale_ub", torch.tensor(cfg.activation_scale_ub))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        scale_ub = self.input_scale_ub if self.cfg.use_scale_ub else None
        x_q, x_scale = scaled_fp8_quant(x, use_per_token_if_dynamic=self.cfg.per_token_activation,
                                        scale_ub=scale_ub)
        out = torch.nn.functional.linear(x_q.to(torch.float32), self.weight.to(torch.float32))
        return (out * x_scale * self.weight_scale.t()).to(x.dtype)


class Fp8DenseBlock(nn.Module):
    def __init__(self, hidden: int = 8, cfg: Fp8LinearConfig = Fp8LinearConfig()):
        super().__init__()
        self.in_proj = Fp8ChannelwiseLinear(hidden, 2 * hidden, cfg)
        self.out_proj = Fp8ChannelwiseLinear(2 * hidden, hidden, cfg)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.out_proj(torch.relu(self.in_proj(x)))


block = torch.compile(Fp8DenseBlock(), fullgraph=True)
