import torch
from torch import nn

from .debug import dump_activation_stats  # noqa: F401  (used from the offline tool only)


class SwiGLU(nn.Module):
    def __init__(self, d: int = 8, inter: int = 16):
        super().__init__()
        self.w13 = nn.Linear(d, 2 * inter, bias=False)
        self.w2 = nn.Linear(inter, d, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        a, b = self.w13(x).chunk(2, dim=-1)
        return self.w2(nn.functional.silu(a) * b)

    def debug_forward(self, x: torch.Tensor) -> torch.Tensor:
        out = self.forward(x)
        dump_activation_stats("swiglu", out)
        return out


compiled = torch.compile(SwiGLU(), fullgraph=True)
