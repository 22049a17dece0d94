from __future__ import annotations

import dataclasses


@dataclasses.dataclass
class EncoderConfig:
    hidden_size: int = 16
    num_layers: int = 4
    num_heads: int = 4
    ffn_mult: int = 2
    layerdrop: float = 0.1
    hidden_dropout: float = 0.1
    num_labels: int = 10

    @property
    def head_dim(self) -> int:
        return self.hidden_size // self.num_heads
