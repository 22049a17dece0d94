from .communication_op import (
    sequence_parallel_all_gather,
    sequence_parallel_reduce_scatter,
)
from .parallel_state import get_sp_rank, get_sp_world_size

__all__ = [
    "get_sp_rank",
    "get_sp_world_size",
    "sequence_parallel_all_gather",
    "sequence_parallel_reduce_scatter",
]
