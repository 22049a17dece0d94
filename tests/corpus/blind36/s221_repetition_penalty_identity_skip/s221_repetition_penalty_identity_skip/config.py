from dataclasses import dataclass


@dataclass(frozen=True)
class SamplerConfig:
    vocab_size: int = 16
    temperature: float = 0.8
    min_temperature: float = 1e-5
    greedy: bool = False
