import torch
import torch.nn as nn
import torch.nn.functional as F

from .parallel_state import get_tp_group, init_tensor_parallel


class ReplicatedGroupView:
    """Group view that keeps the sharded layout of a wider TP degree on fewer ranks."""

    def __init__(self, world_size: int):
        self.world_size = world_size
        self._group = get_tp_group()

    def all_reduce(self, input_: torch.Tensor) -> torch.Tensor:
        return torch.ops.corpus_s928.outplace_all_reduce(input_, group_name=self._group.unique_name)


class ShardedMLPBlock(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int, emulate_tp: int = 2):
        super().__init__()
        self.comm = ReplicatedGroupView(emulate_tp)
        self.up = nn.Linear(hidden_size, intermediate_size // emulate_tp, bias=False)
        self.down = nn.Linear(intermediate_size // emulate_tp, hidden_size, bias=False)
        self.norm = nn.LayerNorm(hidden_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        partial = self.down(F.gelu(self.up(self.norm(x))))
        if self.comm.world_size > 1:
            partial = self.comm.all_reduce(partial)
        return x + partial


init_tensor_parallel(1)
compiled_block = torch.compile(ShardedMLPBlock(8, 32), fullgraph=True)
