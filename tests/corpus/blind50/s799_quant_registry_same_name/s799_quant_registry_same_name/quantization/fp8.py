import torch
from torch import nn

FP8_MAX = torch.finfo(torch.float8_e4m3fn).max


class Fp8Config:
    def get_name(self) -> str:
        return "fp8"

    def get_quant_method(self, layer: nn.Module):
        return Fp8LinearMethod(self)


class Fp8LinearMethod:
    def __init__(self, quant_config: Fp8Config):
        self.quant_config = quant_config

    def create_weights(self, layer: nn.Module, in_features: int, out_features: int) -> None:
        w = torch.randn(out_features, in_features) * 0.05
        scale = w.abs().amax(dim=1, keepdim=True) / FP8_MAX
        layer.register_buffer("weight", (w / scale).to(torch.float8_e4m3fn))
        layer.register_buffer("weight_scale", scale)

    def process_weights_after_loading(self, layer: nn.Module) -> None:
        w = layer.weight.to(torch.float32) * layer.weight_scale
        layer.weight_t = w.t().contiguous()
        layer.max_weight_scale = layer.weight_scale.max()

    def apply(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor:
        return torch.mm(x, layer.weight_t.to(x.dtype))
