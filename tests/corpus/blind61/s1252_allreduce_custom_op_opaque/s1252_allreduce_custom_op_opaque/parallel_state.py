import logging
import time
import weakref
from typing import Callable, Dict, List, Optional

import torch
import torch.distributed as dist

logger = logging.getLogger(__name__)

_groups: Dict[str, Callable[[], Optional["GroupCoordinator"]]] = {}


def _register_group(group: "GroupCoordinator") -> None:
    _groups[group.unique_name] = weakref.ref(group)


def _get_unique_name(name: str) -> str:
    idx = sum(1 for key in _groups if key.startswith(name + ":"))
    return f"{name}:{idx}"


class GroupCoordinator:
    def __init__(self, group_ranks: List[List[int]], local_rank: int, group_name: str,
                 use_custom_op_call: bool = True):
        self.unique_name = _get_unique_name(group_name)
        _register_group(self)
        self.rank = local_rank
        self.local_rank = local_rank
        self.ranks: List[int] = []
        self.world_size = 1
        self.rank_in_group = 0
        for ranks in group_ranks:
            if local_rank in ranks:
                self.ranks = ranks
                self.world_size = len(ranks)
                self.rank_in_group = ranks.index(local_rank)
        self.device_group = None
        self.use_custom_op_call = use_custom_op_call
        self._last_collective_s = 0.0

    def all_reduce(self, input_: torch.Tensor) -> torch.Tensor:
        if self.world_size == 1:
            return input_
        if self.use_custom_op_call:
            return torch.ops.corpus_s1252.outplace_all_reduce(input_, group_name=self.unique_name)
        return self._all_reduce_out_place(input_)

    def _all_reduce_out_place(self, input_: torch.Tensor) -> torch.Tensor:
        start = time.perf_counter()
        out = input_.clone()
        if dist.is_initialized() and self.device_group is not None:
            dist.all_reduce(out, group=self.device_group)
        else:
            logger.debug("group %s: torch.distributed not initialized, local reduce only",
                         self.unique_name)
        self._last_collective_s = time.perf_counter() - start
        return out


_TP: Optional[GroupCoordinator] = None


def get_tp_group() -> GroupCoordinator:
    assert _TP is not None, "tensor model parallel group is not initialized"
    return _TP


def initialize_model_parallel(tensor_model_parallel_size: int, local_rank: int = 0) -> None:
    global _TP
    if _TP is not None:
        return
    _TP = GroupCoordinator([list(range(tensor_model_parallel_size))], local_rank, "tp")


def get_tensor_model_parallel_world_size() -> int:
    return get_tp_group().world_size


def tensor_model_parallel_all_reduce(input_: torch.Tensor) -> torch.Tensor:
    return get_tp_group().all_reduce(input_)
