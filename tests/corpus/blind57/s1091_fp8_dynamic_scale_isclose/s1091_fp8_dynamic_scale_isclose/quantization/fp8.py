from dataclasses import dataclass

import torch

from .fp8_utils import FP8_E4M3_MAX, apply_fp8_linear, scaled_fp8_quant


class UnquantizedLinearMethod:
    def create_weights(self, layer, in_features, out_features):
        layer.weight = torch.nn.Parameter(torch.randn(out_features, in_features) * 0.02)

    def apply(self, layer, x, bias=None):
        return torch.nn.functional.linear(x, layer.weight, bias)


class Fp8LinearMethod:
    def __init__(self, quant_config: "Fp8Config"):
        self.quant_config = quant_config

    def create_weights(self, layer, in_features, out_features):
        w = torch.randn(out_features, in_features) * 0.02
        w_scale = w.abs().amax().item() / FP8_E4M3_MAX
        w_q, _ = scaled_fp8_quant(w, w_scale)
        layer.weight = torch.nn.Parameter(w_q, requires_grad=False)
        layer.weight_scale = w_scale
        layer.input_scale = None if self.quant_config.activation_scheme == "dynamic" else 1.0

    def apply(self, layer, x, bias=None):
        return apply_fp8_linear(
            x,
            layer.weight,
            layer.weight_scale,
            bias=bias,
            input_scale=layer.input_scale,
        )


@dataclass
class Fp8Config:
    activation_scheme: str = "dynamic"
    ignored_layers: tuple = ()

    def get_quant_method(self, layer, prefix: str):
        if any(prefix.startswith(p) for p in self.ignored_layers):
            return UnquantizedLinearMethod()
        return Fp8LinearMethod(self)
