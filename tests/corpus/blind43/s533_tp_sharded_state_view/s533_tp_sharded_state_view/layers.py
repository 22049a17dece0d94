import torch
import torch.nn.functional as F
from torch import nn

from .sharding import ShardedTensorView, ShardSpec


class ColumnParallelLinearView(nn.Module):
    """Column-parallel linear that reads its shard out of the full weight."""

    def __init__(self, in_features: int, out_features: int, spec: ShardSpec):
        super().__init__()
        self.spec = spec
        self.full_weight = nn.Parameter(torch.randn(out_features, in_features) * 0.02, requires_grad=False)
        self.register_buffer("shard_bounds", spec.bounds(out_features))

    @property
    def weight(self) -> torch.Tensor:
        view = ShardedTensorView(self.full_weight, self.shard_bounds, self.spec.shard_dim)
        return view.local_shard()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return F.linear(x, self.weight)


class RowParallelLinearView(nn.Module):
    def __init__(self, in_features: int, out_features: int, spec: ShardSpec):
        super().__init__()
        self.spec = spec
        self.full_weight = nn.Parameter(torch.randn(out_features, in_features) * 0.02, requires_grad=False)
        self.register_buffer("shard_bounds", spec.bounds(in_features))

    @property
    def weight(self) -> torch.Tensor:
        view = ShardedTensorView(self.full_weight, self.shard_bounds, dim=1)
        return view.local_shard()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        # partial sum; the all-reduce happens in the caller
        return F.linear(x, self.weight)


class ShardedMLP(nn.Module):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 16, spec: ShardSpec = ShardSpec()):
        super().__init__()
        self.up_proj = ColumnParallelLinearView(hidden_size, intermediate_size, spec)
        self.down_proj = RowParallelLinearView(intermediate_size, hidden_size, spec)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down_proj(F.gelu(self.up_proj(x), approximate="tanh"))
