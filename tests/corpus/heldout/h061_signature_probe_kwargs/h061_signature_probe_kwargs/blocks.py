import torch
from torch import nn

from .compat import call_with_supported


class ScaledResidual(nn.Module):
    def __init__(self, d: int) -> None:
        super().__init__()
        self.fc = nn.Linear(d, d)

    def forward(self, x: torch.Tensor, residual_scale: float = 1.0) -> torch.Tensor:
        return x * residual_scale + self.fc(x)


class PlainBlock(nn.Module):
    def __init__(self, d: int) -> None:
        super().__init__()
        self.fc = nn.Linear(d, d)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + torch.relu(self.fc(x))


class MixedStack(nn.Module):
    """Stack of third-party blocks whose forward signatures differ."""

    def __init__(self, d: int = 8) -> None:
        super().__init__()
        self.blocks = nn.ModuleList([ScaledResidual(d), PlainBlock(d), ScaledResidual(d)])

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for blk in self.blocks:
            x = call_with_supported(blk.forward, x, residual_scale=0.5)
        return x


stack = MixedStack()
stack_fn = torch.compile(stack, fullgraph=True)
