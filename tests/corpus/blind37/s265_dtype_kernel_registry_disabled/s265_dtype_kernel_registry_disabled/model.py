import torch
from torch import nn

from .quant_method import QuantLinear, WeightOnlyQuantMethod


class GatedMLP(nn.Module):
    def __init__(self, hidden: int, inter: int, storage_dtype: torch.dtype):
        super().__init__()
        method = WeightOnlyQuantMethod(storage_dtype)
        self.gate = QuantLinear(hidden, inter, method)
        self.up = QuantLinear(hidden, inter, method)
        self.down = QuantLinear(inter, hidden, method)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down(torch.nn.functional.silu(self.gate(x)) * self.up(x))


# checkpoint shipped with uint8 storage (unsigned) -> no registered fused kernel
mlp = GatedMLP(8, 16, storage_dtype=torch.uint8)


@torch.compile(fullgraph=True)
def mlp_step(x: torch.Tensor) -> torch.Tensor:
    return mlp(x)
