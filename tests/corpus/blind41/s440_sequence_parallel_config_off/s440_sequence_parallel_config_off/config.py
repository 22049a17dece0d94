from dataclasses import dataclass


@dataclass(frozen=True)
class ParallelConfig:
    tensor_parallel_size: int = 1
    enable_sequence_parallel: bool = False
    sp_pad_to_multiple: int = 8
    enable_comm_debug_checks: bool = False


PARALLEL_CONFIG = ParallelConfig()
