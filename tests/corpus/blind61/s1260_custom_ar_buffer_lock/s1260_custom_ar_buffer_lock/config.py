from dataclasses import dataclass, field


@dataclass(frozen=True)
class ParallelConfig:
    tensor_parallel_size: int = 2
    all_reduce_backend: str = "custom"
    custom_ar_max_size: int = 8 * 1024 * 1024


@dataclass
class ServerArgs:
    model_path: str = "dummy"
    hidden_size: int = 8
    intermediate_size: int = 16
    parallel: ParallelConfig = field(default_factory=ParallelConfig)
