from dataclasses import dataclass, field
from typing import Any, Dict, Optional


def _default_long_factor():
    return [1.0, 1.1, 1.25, 1.5, 2.0, 3.0, 4.5, 6.0]


def _default_short_factor():
    return [1.0, 1.0, 1.0, 1.02, 1.05, 1.1, 1.15, 1.2]


@dataclass
class Phi3Config:
    hidden_size: int = 64
    num_attention_heads: int = 4
    num_key_value_heads: int = 4
    max_position_embeddings: int = 131072
    original_max_position_embeddings: int = 4096
    rope_theta: float = 10000.0
    partial_rotary_factor: float = 1.0
    rope_scaling: Optional[Dict[str, Any]] = field(
        default_factory=lambda: {
            "type": "longrope",
            "long_factor": _default_long_factor(),
            "short_factor": _default_short_factor(),
        }
    )

    @property
    def head_dim(self) -> int:
        return self.hidden_size // self.num_attention_heads

    @property
    def rope_type(self) -> str:
        if self.rope_scaling is None:
            return "default"
        return self.rope_scaling.get("rope_type", self.rope_scaling.get("type", "default"))
