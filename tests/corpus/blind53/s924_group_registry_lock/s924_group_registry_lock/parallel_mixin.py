import torch
import torch.distributed as dist

from .group_registry import ProcessGroupHandle, get_group


class TensorParallelMixin:
    """Gives a layer access to its tensor-parallel group and the basic collectives."""

    tp_group_name: str = "tp"

    @property
    def tp_group(self) -> ProcessGroupHandle:
        return get_group(self.tp_group_name)

    @property
    def tp_size(self) -> int:
        return self.tp_group.world_size

    @property
    def tp_rank(self) -> int:
        return self.tp_group.rank_in_group

    def tp_all_reduce(self, tensor: torch.Tensor) -> torch.Tensor:
        if self.tp_size == 1:
            return tensor
        dist.all_reduce(tensor, group=self.tp_group.pg)
        return tensor
