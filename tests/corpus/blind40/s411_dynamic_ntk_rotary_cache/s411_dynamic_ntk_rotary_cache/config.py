from dataclasses import dataclass, field
from typing import Any, Dict, Optional


@dataclass
class LlamaLikeConfig:
    hidden_size: int = 8
    num_attention_heads: int = 2
    num_key_value_heads: int = 2
    max_position_embeddings: int = 4
    rope_theta: float = 10000.0
    rope_scaling: Optional[Dict[str, Any]] = field(
        default_factory=lambda: {"rope_type": "dynamic", "factor": 2.0}
    )
    attention_bias: bool = False

    @property
    def head_dim(self) -> int:
        return self.hidden_size // self.num_attention_heads

    @property
    def rope_type(self) -> str:
        if not self.rope_scaling:
            return "default"
        return self.rope_scaling.get("rope_type", self.rope_scaling.get("type", "default"))
