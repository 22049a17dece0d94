from dataclasses import dataclass


@dataclass(frozen=True)
class SpecDecodeConfig:
    num_speculative_tokens: int = 4
    vocab_size: int = 16
    hidden_size: int = 8
    temperature: float = 1.0
    eps: float = 1e-10
