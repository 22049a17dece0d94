from dataclasses import dataclass


@dataclass(frozen=True)
class ParallelConfig:
    tensor_parallel_size: int = 1
    rank: int = 0
    # debug aid that was switched on while chasing an fp16 overflow
    check_reduce_finite: bool = True
    reduce_in_fp32: bool = False


PARALLEL_CONFIG = ParallelConfig()
