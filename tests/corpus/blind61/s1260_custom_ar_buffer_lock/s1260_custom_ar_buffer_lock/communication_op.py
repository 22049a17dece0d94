from typing import Callable, Dict, Optional

import torch
import torch.distributed as dist

from .config import ParallelConfig
from .custom_all_reduce import CustomAllreduce

AllReduceFn = Callable[[torch.Tensor], torch.Tensor]

_CA_COMM: Optional[CustomAllreduce] = None
_TP_SIZE = 1


def _torch_all_reduce(input_: torch.Tensor) -> torch.Tensor:
    out = input_.clone()
    if dist.is_initialized():
        dist.all_reduce(out)
    return out


def _custom_all_reduce(input_: torch.Tensor) -> torch.Tensor:
    ca = _CA_COMM
    if ca is None or not ca.should_custom_ar(input_):
        return _torch_all_reduce(input_)
    return ca.custom_all_reduce(input_)


_ALL_REDUCE_BACKENDS: Dict[str, AllReduceFn] = {
    "torch": _torch_all_reduce,
    "custom": _custom_all_reduce,
}

_active_all_reduce: AllReduceFn = _torch_all_reduce


def init_communication(config: ParallelConfig, rank: int = 0) -> None:
    global _CA_COMM, _TP_SIZE, _active_all_reduce
    _TP_SIZE = config.tensor_parallel_size
    if config.all_reduce_backend == "custom":
        _CA_COMM = CustomAllreduce(_TP_SIZE, rank, config.custom_ar_max_size)
    _active_all_reduce = _ALL_REDUCE_BACKENDS[config.all_reduce_backend]


def get_tensor_model_parallel_world_size() -> int:
    return _TP_SIZE


def tensor_model_parallel_all_reduce(input_: torch.Tensor) -> torch.Tensor:
    if _TP_SIZE == 1:
        return input_
    return _active_all_reduce(input_)
