import torch

from .pool import StatePool
from .scan import recurrent_step


class PooledSSMMixer(torch.nn.Module):
    def __init__(self, d: int = 8, n: int = 4, rows: int = 4):
        super().__init__()
        self.n = n
        self.pool = StatePool(rows, d, n)
        self.A = torch.nn.Parameter(-torch.rand(d, n))
        self.bc = torch.nn.Linear(d, 2 * n)
        self.D = torch.nn.Parameter(torch.ones(d))

    def forward(self, x: torch.Tensor, rows: torch.Tensor) -> torch.Tensor:
        B, C = self.bc(x).split(self.n, dim=-1)
        state = self.pool.read(rows)
        y, state = recurrent_step(x, state, self.A, B, C, self.D)
        self.pool.write(rows, state)
        return y


mixer = PooledSSMMixer()
decode = torch.compile(mixer, fullgraph=True)
