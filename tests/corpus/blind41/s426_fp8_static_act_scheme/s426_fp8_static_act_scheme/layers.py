import warnings
from dataclasses import dataclass

import torch
from torch import nn

from .fp8_gemm import FP8, FP8_MAX, fp8_scaled_mm, quantize_act


@dataclass(frozen=True)
class Fp8Config:
    activation_scheme: str = "static"  # "static" (calibrated input_scale) or "dynamic"
    is_checkpoint_fp8_serialized: bool = True


class Fp8Linear(nn.Module):
    def __init__(self, in_features, out_features, quant_config: Fp8Config, act_scale=None, bias=True):
        super().__init__()
        if act_scale is not None:
            warnings.warn("`act_scale` is deprecated, use `input_scale`", DeprecationWarning, stacklevel=2)
        self.quant_config = quant_config
        w = torch.randn(out_features, in_features) * 0.1
        w_scale = w.abs().max() / FP8_MAX
        self.register_buffer("weight", (w / w_scale).to(FP8))
        self.register_buffer("weight_scale", w_scale)
        self.register_buffer("input_scale", torch.tensor(4.0 / FP8_MAX) if act_scale is None else act_scale)
        self.bias = nn.Parameter(torch.zeros(out_features)) if bias else None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x_q, x_scale = quantize_act(x, self.quant_config.activation_scheme, self.input_scale)
        return fp8_scaled_mm(x_q, x_scale, self.weight, self.weight_scale, x.dtype, self.bias)


class Fp8Attention(nn.Module):
    def __init__(self, hidden: int, quant_config: Fp8Config):
        super().__init__()
        self.qkv = Fp8Linear(hidden, 3 * hidden, quant_config, act_scale=torch.tensor(4.0 / FP8_MAX))
        self.o_proj = Fp8Linear(hidden, hidden, quant_config)

    def forward(self, x):
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        y = torch.nn.functional.scaled_dot_product_attention(q[None], k[None], v[None], is_causal=True)[0]
        return x + self.o_proj(y)
