import torch

from .quant_utils import FP8_DTYPE, FP8_MAX, scaled_fp8_quant


class LinearMethodBase:
    def create_weights(self, layer, in_features: int, out_features: int) -> None:
        raise NotImplementedError

    def quantize_input(self, layer, x: torch.Tensor):
        return x, None

    def apply(self, layer, x: torch.Tensor) -> torch.Tensor:
        x_q, x_scale = self.quantize_input(layer, x)
        return self.gemm(layer, x_q, x_scale)


class Fp8LinearMethod(LinearMethodBase):
    def __init__(self, activation_scheme: str = "dynamic"):
        self.activation_scheme = activation_scheme

    def create_weights(self, layer, in_features, out_features):
        w = torch.randn(out_features, in_features) * 0.05
        w_scale = w.abs().max() / FP8_MAX
        layer.register_buffer("weight", (w / w_scale).to(FP8_DTYPE))
        layer.register_buffer("weight_scale", w_scale.reshape(1))
        layer.register_buffer("input_scale", None)

    def quantize_input(self, layer, x):
        return scaled_fp8_quant(x, layer.input_scale)

    def gemm(self, layer, x_q, x_scale):
        out = x_q.float() @ layer.weight.float().t()
        return out * (x_scale * layer.weight_scale)
