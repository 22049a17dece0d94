import torch
from torch import nn

from .fp8_utils import FP8, FP8_MAX, Fp8LinearOp


class Fp8LinearMethod:
    def __init__(self, activation_scheme: str = "dynamic"):
        self.activation_scheme = activation_scheme
        self.fp8_linear = Fp8LinearOp(act_quant_static=activation_scheme == "static")

    def process_weights_after_loading(self, layer: nn.Module) -> None:
        w = layer.weight.data
        w_scale = (w.abs().amax() / FP8_MAX).clamp(min=1e-12)
        layer.weight = nn.Parameter((w / w_scale).to(FP8).t(), requires_grad=False)
        layer.weight_scale = nn.Parameter(w_scale.reshape(1, 1), requires_grad=False)

    def apply(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor:
        return self.fp8_linear.apply(x, layer.weight, layer.weight_scale, getattr(layer, "input_scale", None))


class RowParallelLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) * 0.02)
        self.quant_method = Fp8LinearMethod()
        self.quant_method.process_weights_after_loading(self)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x)


class ModelRunner:
    def __init__(self):
        self.o_proj = RowParallelLinear(8, 8)

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return self.o_proj(hidden_states) + hidden_states


runner = ModelRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
