from dataclasses import dataclass


@dataclass(frozen=True)
class RVQConfig:
    dim: int = 8
    codebook_size: int = 32
    num_quantizers: int = 4
    track_usage: bool = True
    dead_code_threshold: int = 2
