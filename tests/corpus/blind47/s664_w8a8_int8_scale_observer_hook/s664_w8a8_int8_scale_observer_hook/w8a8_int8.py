from typing import Optional

import torch
from torch import nn

from .calibration import GLOBAL_QUANT_HOOKS, ActivationRangeObserver
from .int8_kernels import int8_scaled_mm, per_token_quant_int8


class W8A8Int8Config:
    def __init__(self, is_dynamic: bool = True, calibrate_activations: bool = False) -> None:
        self.is_dynamic = is_dynamic
        self.calibrate_activations = calibrate_activations

    def get_quant_method(self, layer: nn.Module) -> "W8A8Int8LinearMethod":
        return W8A8Int8LinearMethod(self)


class W8A8Int8LinearMethod:
    def __init__(self, quant_config: W8A8Int8Config) -> None:
        self.quant_config = quant_config
        self.hooks = GLOBAL_QUANT_HOOKS

    def process_weights_after_loading(self, layer: nn.Module) -> None:
        w = layer.weight.data.float()
        scale = w.abs().amax(dim=1, keepdim=True).clamp(min=1e-8) / 127.0
        q = torch.round(w / scale).clamp(-128, 127).to(torch.int8)
        layer.weight = nn.Parameter(q.t().contiguous(), requires_grad=False)
        layer.weight_scale = nn.Parameter(scale.view(-1), requires_grad=False)

    @torch.compile(fullgraph=True)
    def apply(self, layer: nn.Module, x: torch.Tensor, bias: Optional[torch.Tensor] = None) -> torch.Tensor:
        if self.quant_config.calibrate_activations:
            self.hooks.run_pre_quant_hooks(layer.prefix, x)
        x_q, x_scale = per_token_quant_int8(x)
        return int8_scaled_mm(x_q, layer.weight, x_scale, layer.weight_scale, out_dtype=x.dtype, bias=bias)


class RowParallelLinear(nn.Module):
    def __init__(self, input_size: int, output_size: int, quant_config: W8A8Int8Config, prefix: str) -> None:
        super().__init__()
        self.prefix = prefix
        g = torch.Generator().manual_seed(7)
        self.weight = nn.Parameter(torch.randn(output_size, input_size, generator=g) * 0.1, requires_grad=False)
        self.bias = None
        self.quant_method = quant_config.get_quant_method(self)
        self.quant_method.process_weights_after_loading(self)


def build_calibration_layer():
    config = W8A8Int8Config(is_dynamic=True, calibrate_activations=True)
    observer = ActivationRangeObserver()
    GLOBAL_QUANT_HOOKS.register_pre_quant_hook(observer.observe)
    layer = RowParallelLinear(8, 8, config, prefix="model.layers.0.self_attn.o_proj")
    return layer, observer
