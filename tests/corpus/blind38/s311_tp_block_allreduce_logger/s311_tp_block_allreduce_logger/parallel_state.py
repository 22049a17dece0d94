import os
from dataclasses import dataclass

import torch.distributed as dist


@dataclass(frozen=True)
class ParallelConfig:
    tensor_parallel_size: int = 1
    sequence_parallel: bool = False


_CONFIG = ParallelConfig(
    tensor_parallel_size=int(os.environ.get("TP_SIZE", "1")),
    sequence_parallel=os.environ.get("SEQ_PARALLEL", "0") == "1",
)


def get_parallel_config() -> ParallelConfig:
    return _CONFIG


def get_tp_world_size() -> int:
    if dist.is_available() and dist.is_initialized():
        return dist.get_world_size()
    return 1


def get_tp_rank() -> int:
    if dist.is_available() and dist.is_initialized():
        return dist.get_rank()
    return 0
