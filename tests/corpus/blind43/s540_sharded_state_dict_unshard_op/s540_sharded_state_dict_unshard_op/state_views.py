from dataclasses import dataclass

import torch
from torch import nn

from .ops import unshard_rows


@dataclass(frozen=True)
class LoadConfig:
    tp_size: int = 2
    # Debug aid: check that every shard still aliases the mmapped checkpoint.
    verify_shard_storage: bool = False


class ShardedParameterView(nn.Module):
    """Keeps a parameter in its on-disk sharded layout and unshards on access."""

    def __init__(self, out_features: int, in_features: int, load_config: LoadConfig):
        super().__init__()
        tp = load_config.tp_size
        self.load_config = load_config
        self.shards = nn.Parameter(
            torch.randn(tp, out_features // tp, in_features) * 0.05, requires_grad=False
        )
        self.register_buffer("mesh_order", torch.arange(tp - 1, -1, -1, dtype=torch.int64))
        self._checkpoint_ptrs = [self.shards[i].data_ptr() for i in range(tp)]

    def _verify_views(self) -> None:
        for rank, ptr in enumerate(self._checkpoint_ptrs):
            if self.shards[rank].data_ptr() != ptr:
                raise RuntimeError(f"shard {rank} no longer aliases the checkpoint buffer")

    def full(self) -> torch.Tensor:
        if self.load_config.verify_shard_storage:
            self._verify_views()
        return unshard_rows(self.shards, self.mesh_order)
