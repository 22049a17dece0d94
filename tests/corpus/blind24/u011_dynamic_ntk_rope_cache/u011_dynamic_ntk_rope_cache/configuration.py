from dataclasses import dataclass, field
from typing import Optional


@dataclass
class TinyLlamaConfig:
    vocab_size: int = 64
    hidden_size: int = 32
    num_attention_heads: int = 4
    num_hidden_layers: int = 2
    intermediate_size: int = 64
    max_position_embeddings: int = 16
    rope_theta: float = 10000.0
    rope_scaling: Optional[dict] = field(default_factory=lambda: {"rope_type": "dynamic", "factor": 2.0})
    rms_norm_eps: float = 1e-6

    @property
    def head_dim(self) -> int:
        return self.hidden_size // self.num_attention_heads
