import torch
import torch.nn as nn

from .table import BucketTable, next_pow2


class Runner(nn.Module):
    def __init__(self, hidden=8, max_bs=32):
        super().__init__()
        self.table = BucketTable([1, 2, 4, 8, 12, 16], max_bs)
        self.ff = nn.Sequential(nn.Linear(hidden, 2 * hidden), nn.GELU(), nn.Linear(2 * hidden, hidden))
        self.register_buffer("static_in", torch.zeros(max_bs, hidden), persistent=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        bs = x.shape[0]
        bucket = self.table[bs]
        # align the workspace to a power of two so kernels see aligned shapes
        ws_rows = next_pow2(bucket)
        staged = self.static_in[:ws_rows].clone()
        staged[:bs] = x
        y = self.ff(staged[:bucket])
        return y[:bs]


_RUNNER = Runner().eval()
step = torch.compile(_RUNNER.forward, fullgraph=True)
