import torch
from torch import nn

from .comm import tp_all_reduce


class RowParallelLinear(nn.Module):
    def __init__(self, in_f: int, out_f: int, reduce_results: bool = True) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_f, in_f) * 0.1)
        self.reduce_results = reduce_results

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = x @ self.weight.t()
        if self.reduce_results and x.device.type != "meta":
            out = tp_all_reduce(out)
        return out


o_proj = RowParallelLinear(8, 8)
o_proj_fn = torch.compile(o_proj, fullgraph=True)
