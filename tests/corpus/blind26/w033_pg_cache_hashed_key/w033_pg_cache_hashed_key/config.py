from dataclasses import dataclass


@dataclass(frozen=True)
class ParallelConfig:
    tensor_parallel_size: int = 1
    rank: int = 0

    def tp_ranks(self):
        start = (self.rank // self.tensor_parallel_size) * self.tensor_parallel_size
        return list(range(start, start + self.tensor_parallel_size))


PARALLEL_CONFIG = ParallelConfig()
