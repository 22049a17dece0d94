import torch
from torch import nn

from .kernels import awq_dequantize


class AWQLinearMethod:
    def __init__(self, group_size: int = 8) -> None:
        self.group_size = group_size

    def create_weights(self, layer: nn.Module, in_f: int, out_f: int) -> None:
        n_groups = in_f // self.group_size
        layer.qweight = nn.Parameter(torch.randint(0, 16, (out_f, in_f), dtype=torch.int32), requires_grad=False)
        layer.scales = nn.Parameter(torch.rand(out_f, n_groups) * 0.01, requires_grad=False)
        layer.qzeros = nn.Parameter(torch.full((out_f, n_groups), 8.0), requires_grad=False)

    def apply(self, layer: nn.Module, x: torch.Tensor, bias=None) -> torch.Tensor:
        w = awq_dequantize(layer.qweight, layer.scales, layer.qzeros, self.group_size)
        out = x @ w.t()
        return out if bias is None else out + bias


class AWQLinear(nn.Module):
    def __init__(self, in_f: int, out_f: int) -> None:
        super().__init__()
        self.quant_method = AWQLinearMethod()
        self.quant_method.create_weights(self, in_f, out_f)
        self.bias = nn.Parameter(torch.zeros(out_f))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x, self.bias)


linear = AWQLinear(16, 8)
linear_compiled = torch.compile(linear, fullgraph=True)
