import torch
from torch import nn

from .kernels import select_kernel


class WeightOnlyQuantMethod:
    def __init__(self, storage_dtype: torch.dtype):
        self.storage_dtype = storage_dtype

    def create_weights(self, layer: nn.Module, in_features: int, out_features: int) -> None:
        w = torch.randn(out_features, in_features) * 0.1
        scales = w.abs().amax(dim=1) / 127.0
        if self.storage_dtype.is_floating_point:
            qweight = (w / scales[:, None]).to(self.storage_dtype)
        else:
            qweight = torch.round(w / scales[:, None]).clamp(-127, 127).to(self.storage_dtype)
        layer.register_buffer("qweight", qweight)
        layer.register_buffer("scales", scales)

    def apply(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor:
        kernel = select_kernel(layer.qweight.dtype)
        return kernel(x, layer.qweight, layer.scales)


class QuantLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, quant_method: WeightOnlyQuantMethod):
        super().__init__()
        self.quant_method = quant_method
        self.quant_method.create_weights(self, in_features, out_features)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x)
