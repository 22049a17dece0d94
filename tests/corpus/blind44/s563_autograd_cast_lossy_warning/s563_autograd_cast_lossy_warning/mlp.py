import torch
import torch.nn.functional as F
from torch import nn

from .cast_ops import cast_to


class LowPrecisionMLP(nn.Module):
    def __init__(self, hidden: int, intermediate: int, compute_dtype: torch.dtype = torch.bfloat16):
        super().__init__()
        self.compute_dtype = compute_dtype
        self.gate_up = nn.Linear(hidden, 2 * intermediate, bias=False).to(compute_dtype)
        self.down = nn.Linear(intermediate, hidden, bias=False).to(compute_dtype)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        orig_dtype = x.dtype
        h = cast_to(x, self.compute_dtype, where="mlp.input")
        gate, up = self.gate_up(h).chunk(2, dim=-1)
        out = self.down(F.silu(gate) * up)
        return cast_to(out, orig_dtype, where="mlp.output")


_mlp = LowPrecisionMLP(8, 16)
forward_lowp = torch.compile(_mlp.forward, fullgraph=True)
