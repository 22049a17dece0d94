import torch
from torch import nn
import torch.nn.functional as F

from .norm import RMSNorm
from .precision import cast_for, restore


class GatedMLP(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 16):
        super().__init__()
        self.norm = RMSNorm(hidden)
        self.gate_up = nn.Linear(hidden, 2 * inter, bias=False)
        self.down = nn.Linear(inter, hidden, bias=False)
        # Matmul weights live in the compute dtype; norms stay in fp32.
        self.gate_up.to(torch.bfloat16)
        self.down.to(torch.bfloat16)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = cast_for("gemm", self.norm(x))
        gate, up = self.gate_up(h).chunk(2, dim=-1)
        out = self.down(F.silu(gate) * up)
        resid = cast_for("residual", x) + cast_for("residual", out)
        return restore(resid, x)


compiled_mlp = torch.compile(GatedMLP(), fullgraph=True)
