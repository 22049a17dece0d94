import torch
import torch.nn.functional as F
from torch import nn


class UnquantizedLinearMethod:
    def apply(self, layer: nn.Module, x: torch.Tensor, bias=None) -> torch.Tensor:
        return F.linear(x, layer.weight, bias)


class UnquantizedEmbeddingMethod:
    def embedding(self, layer: nn.Module, input_ids: torch.Tensor) -> torch.Tensor:
        return F.embedding(input_ids, layer.weight)

    def apply(self, layer: nn.Module, x: torch.Tensor, bias=None) -> torch.Tensor:
        return F.linear(x, layer.weight, bias)


class ColumnLinear(nn.Module):
    def __init__(self, input_size: int, output_size: int) -> None:
        super().__init__()
        self.input_size = input_size
        self.output_size = output_size
        self.weight = nn.Parameter(torch.randn(output_size, input_size) * 0.05)
        self.register_parameter("bias", None)
        self.quant_method = UnquantizedLinearMethod()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x, self.bias)


class ParallelLMHead(nn.Module):
    def __init__(self, vocab_size: int, hidden: int) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.randn(vocab_size, hidden) * 0.05)
        self.quant_method = UnquantizedEmbeddingMethod()


class MLP(nn.Module):
    def __init__(self, hidden: int = 16, inter: int = 32) -> None:
        super().__init__()
        self.up_proj = ColumnLinear(hidden, inter)
        self.down_proj = ColumnLinear(inter, hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down_proj(F.gelu(self.up_proj(x)))
