import torch
from torch import nn

from .observers import attach_observers
from .quant_config import Fp8ActivationConfig


class FeedForward(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 16) -> None:
        super().__init__()
        self.up_proj = nn.Linear(hidden, inter)
        self.down_proj = nn.Linear(inter, hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down_proj(torch.relu(self.up_proj(x)))


quant_config = Fp8ActivationConfig()
ffn = FeedForward().eval()
observers = attach_observers(ffn, quant_config)


@torch.compile(fullgraph=True, dynamic=False)
def forward_quantized(x: torch.Tensor) -> torch.Tensor:
    return x + ffn(x)
