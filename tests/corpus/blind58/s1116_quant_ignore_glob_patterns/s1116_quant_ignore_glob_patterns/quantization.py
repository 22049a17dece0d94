import fnmatch
from dataclasses import dataclass, field
from typing import Optional

import torch
import torch.nn.functional as F

FP8_E4M3_MAX = 448.0


@dataclass
class Fp8Config:
    activation_scheme: str = "dynamic"
    ignored_layers: list[str] = field(default_factory=lambda: ["lm_head", "*.mlp.gate"])
    weight_block_size: Optional[list[int]] = None

    def get_name(self) -> str:
        return "fp8"

    def get_quant_method(self, prefix: str) -> "QuantizeMethodBase":
        return Fp8LinearMethod(self)


class QuantizeMethodBase:
    def __init__(self, quant_config: Fp8Config):
        self.quant_config = quant_config

    def is_layer_excluded(self, prefix: str) -> bool:
        for pattern in self.quant_config.ignored_layers:
            if fnmatch.fnmatch(prefix, pattern):
                return True
        return False

    def apply(self, layer, x: torch.Tensor, bias: Optional[torch.Tensor] = None) -> torch.Tensor:
        raise NotImplementedError


def per_token_fake_quant(x: torch.Tensor):
    scale = x.abs().amax(dim=-1, keepdim=True).clamp(min=1e-12) / FP8_E4M3_MAX
    q = torch.clamp(x / scale, -FP8_E4M3_MAX, FP8_E4M3_MAX).round()
    return q, scale


class Fp8LinearMethod(QuantizeMethodBase):
    def apply(self, layer, x: torch.Tensor, bias: Optional[torch.Tensor] = None) -> torch.Tensor:
        if self.is_layer_excluded(layer.prefix):
            return F.linear(x, layer.weight, bias)
        x_q, x_scale = per_token_fake_quant(x)
        out = F.linear(x_q, layer.weight) * x_scale * layer.weight_scale
        if bias is not None:
            out = out + bias
        return out
