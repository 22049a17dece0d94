import torch
from torch import nn

from .schemes import get_quant_method


class QuantizedLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, quantization: str, bias: bool = True):
        super().__init__()
        self.in_features = in_features
        self.out_features = out_features
        self.quant_method = get_quant_method(quantization)
        self.quant_method.create_weights(self, in_features, out_features)
        self.bias = nn.Parameter(torch.zeros(out_features)) if bias else None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x, self.bias)


class QuantizedMLP(nn.Module):
    def __init__(self, hidden: int = 8, intermediate: int = 16, quantization: str = "w8a16"):
        super().__init__()
        self.up_proj = QuantizedLinear(hidden, intermediate, quantization, bias=False)
        self.down_proj = QuantizedLinear(intermediate, hidden, quantization, bias=False)
        self.act = nn.SiLU()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down_proj(self.act(self.up_proj(x)))


compiled_mlp = torch.compile(QuantizedMLP(), fullgraph=True)
