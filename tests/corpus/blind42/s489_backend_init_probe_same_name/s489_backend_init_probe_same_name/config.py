from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ModelConfig:
    hidden_size: int = 8
    num_heads: int = 2
    max_batch_size: int = 8
    max_context_len: int = 16
    attention_backend: str = "torch_native"
