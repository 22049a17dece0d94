from dataclasses import dataclass, field
from typing import Any, Dict, Optional

from .deprecation import renamed_key


@dataclass
class RopeConfig:
    head_dim: int
    max_position_embeddings: int = 2048
    rope_theta: float = 10000.0
    rope_scaling: Optional[Dict[str, Any]] = field(default=None)
    model_type: str = "llama"

    @property
    def rope_type(self) -> str:
        if not self.rope_scaling:
            return "default"
        value = renamed_key(self.rope_scaling, "type", "rope_type", self.model_type)
        return value or "default"

    @property
    def scaling_factor(self) -> float:
        if not self.rope_scaling:
            return 1.0
        return float(self.rope_scaling.get("factor", 1.0))

    @property
    def original_max_position(self) -> int:
        if self.rope_scaling and "original_max_position_embeddings" in self.rope_scaling:
            return int(self.rope_scaling["original_max_position_embeddings"])
        return self.max_position_embeddings
