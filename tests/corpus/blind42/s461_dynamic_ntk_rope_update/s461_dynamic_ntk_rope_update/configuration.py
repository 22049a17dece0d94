from dataclasses import dataclass, field
from typing import Any, Dict, Optional


@dataclass
class LlamaLikeConfig:
    hidden_size: int = 32
    num_attention_heads: int = 4
    num_key_value_heads: int = 2
    max_position_embeddings: int = 4
    rope_theta: float = 10000.0
    partial_rotary_factor: float = 1.0
    rms_norm_eps: float = 1e-6
    rope_scaling: Optional[Dict[str, Any]] = field(
        default_factory=lambda: {"rope_type": "dynamic", "factor": 2.0}
    )

    @property
    def head_dim(self) -> int:
        return self.hidden_size // self.num_attention_heads
