import torch
from torch import nn

from .punica_wrapper import PunicaWrapper


class RowParallelLinearWithLoRA(nn.Module):
    def __init__(self, hidden: int = 8, slots: int = 2, rank: int = 2):
        super().__init__()
        self.base = nn.Linear(hidden, hidden, bias=False)
        self.a_stack = nn.Parameter(torch.randn(slots, hidden, rank) * 0.02)
        self.b_stack = nn.Parameter(torch.randn(slots, rank, hidden) * 0.02)
        self.scale = 2.0
        self.punica = PunicaWrapper(max_tokens=16)
        self.punica.update_metadata(torch.tensor([0, 1, 1, 0]))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = self.base(x)
        return self.punica.add_lora(y, x, self.a_stack, self.b_stack, self.scale)


torch.manual_seed(0)
layer = RowParallelLinearWithLoRA()
compiled = torch.compile(layer, fullgraph=True)
