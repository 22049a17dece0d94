import torch
from torch import nn

from . import kernel_registry


def make_layer(in_features: int, out_features: int, group_size: int) -> nn.Module:
    layer = nn.Module()
    layer.qweight = nn.Parameter(torch.randint(0, 15, (out_features, in_features)).float(), requires_grad=False)
    layer.scales = nn.Parameter(torch.rand(out_features, in_features // group_size), requires_grad=False)
    layer.zero_point = 8.0
    return layer


class GPTQLinearMethod:
    def __init__(self, bits: int, group_size: int):
        self.bits = bits
        self.group_size = group_size

    def _dequant(self, layer: nn.Module) -> torch.Tensor:
        scales = layer.scales.repeat_interleave(self.group_size, dim=1)
        return (layer.qweight - layer.zero_point) * scales

    @torch.compile(fullgraph=True)
    def apply(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor:
        n, k = layer.qweight.shape
        kernel = kernel_registry.lookup(kernel_registry.kernel_key(self.bits, self.group_size, n, k))
        if kernel is not None:
            return kernel(x, layer.qweight, layer.scales)
        return x @ self._dequant(layer).t()
