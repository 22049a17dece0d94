from dataclasses import dataclass, field
from typing import Optional


@dataclass
class RopeScaling:
    rope_type: str = "default"
    factor: float = 1.0
    original_max_position_embeddings: Optional[int] = None


@dataclass
class LlamaLikeConfig:
    hidden_size: int = 8
    num_attention_heads: int = 2
    num_key_value_heads: int = 2
    rope_theta: float = 10000.0
    # the cache is sized lazily: start small and grow as longer requests arrive
    initial_rope_cache_len: int = 4
    max_position_embeddings: int = 4096
    rope_scaling: RopeScaling = field(default_factory=RopeScaling)
    rms_norm_eps: float = 1e-6

    @property
    def head_dim(self) -> int:
        return self.hidden_size // self.num_attention_heads
