import torch
from torch import nn

from .fp4_quant import fp4_quantize


class NVFP4LinearMethod:
    def __init__(self, group_size: int = 4):
        self.group_size = group_size

    def apply(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor:
        q, scales = fp4_quantize(x, layer.input_global_scale, self.group_size)
        deq = q * scales.repeat_interleave(self.group_size, dim=-1) / layer.input_global_scale
        return deq @ layer.weight.t()


class NVFP4Linear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) * 0.1, requires_grad=False)
        self.register_buffer("input_global_scale", torch.tensor(1.0))
        self.quant_method = NVFP4LinearMethod()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x)


compiled_linear = torch.compile(NVFP4Linear(8, 16), fullgraph=True)
