import torch
from torch import nn

from .scales import per_tensor_quant


class Int8Linear(nn.Module):
    def __init__(self, name: str = "layers.0.mlp.down_proj"):
        super().__init__()
        self.name = name
        self.weight = nn.Parameter(torch.randn(8, 8))

    @torch.compile(fullgraph=True)
    def forward_compiled(self, x: torch.Tensor) -> torch.Tensor:
        xq = per_tensor_quant(x, self.name)
        return xq @ self.weight.t()
