import torch
import torch.nn.functional as F

from . import ops


class SelectiveScanBlock(torch.nn.Module):
    scan_backend = "custom_op"

    def __init__(self, d: int = 8, n: int = 4):
        super().__init__()
        self.n = n
        self.in_proj = torch.nn.Linear(d, d)
        self.dbc = torch.nn.Linear(d, 1 + 2 * n)
        self.A_log = torch.nn.Parameter(torch.zeros(d, n))
        self.out_proj = torch.nn.Linear(d, d)

    def forward(self, x: torch.Tensor, h0: torch.Tensor) -> torch.Tensor:
        u = F.silu(self.in_proj(x))
        dt, B, C = self.dbc(u).split([1, self.n, self.n], dim=-1)
        delta = F.softplus(dt).expand_as(u).contiguous()
        A = -torch.exp(self.A_log)
        y = ops.get_scan(self.scan_backend)(u, delta, A, B.contiguous(), C.contiguous(), h0)
        return x + self.out_proj(y)


block = SelectiveScanBlock()
compiled_block = torch.compile(block, fullgraph=True)
