import torch
from torch import nn

from .base_config import LinearMethodBase, QuantizationConfig


class W8A16LinearMethod(LinearMethodBase):
    def create_weights(self, layer: nn.Module, input_size: int, output_size: int) -> None:
        w = torch.randn(output_size, input_size)
        scale = w.abs().amax(dim=1) / 127.0
        layer.register_buffer("qweight", torch.round(w / scale[:, None]).to(torch.int8))
        layer.register_buffer("scales", scale)

    def apply(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor:
        w = layer.qweight.to(x.dtype) * layer.scales[:, None].to(x.dtype)
        return x @ w.t()


class W8A16Config(QuantizationConfig):
    @classmethod
    def get_name(cls) -> str:
        return "w8a16"

    def get_linear_method(self) -> LinearMethodBase:
        return W8A16LinearMethod()
