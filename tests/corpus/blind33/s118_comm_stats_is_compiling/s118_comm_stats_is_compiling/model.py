from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F

from .comm import DeviceCommunicator


class ShardedLinear(nn.Module):
    """Base: a local matmul followed by a collective chosen by the subclass."""

    def __init__(self, in_f: int, out_f: int, comm: DeviceCommunicator):
        super().__init__()
        self.comm = comm
        self.weight = nn.Parameter(torch.randn(out_f, in_f) * 0.05)

    def collective(self, y: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.collective(F.linear(x, self.weight))


class ColumnSharded(ShardedLinear):
    def collective(self, y: torch.Tensor) -> torch.Tensor:
        return self.comm.all_gather(y.t().contiguous()).t()


class RowSharded(ShardedLinear):
    def collective(self, y: torch.Tensor) -> torch.Tensor:
        return self.comm.all_reduce(y)


class TPModel(nn.Module):
    def __init__(self, hidden: int = 16):
        super().__init__()
        comm = DeviceCommunicator(world_size=1)
        self.up = ColumnSharded(hidden, 4 * hidden, comm)
        self.down = RowSharded(4 * hidden, hidden, comm)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.down(F.relu(self.up(x)))


compiled_model = torch.compile(TPModel(), fullgraph=True)
