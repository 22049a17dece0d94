import torch
from torch import nn

from .marlin import MarlinLinearMethod


class QuantLinear(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("qweight", torch.randint(-8, 8, (8, 8), dtype=torch.int8))
        self.register_buffer("scales", torch.rand(16))
        self.quant_method = MarlinLinearMethod(group_size=4)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x)


compiled = torch.compile(QuantLinear(), fullgraph=True)
