from __future__ import annotations

import logging
import math
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Dict, Optional

logger = logging.getLogger(__name__)


@dataclass
class ModelConfig:
    hidden_size: int = 8
    num_attention_heads: int = 2
    max_position_embeddings: int = 64
    rope_theta: float = 10000.0
    rope_scaling: Optional[Dict[str, Any]] = field(
        default_factory=lambda: {"rope_type": "yarn", "factor": 4.0, "original_max_position_embeddings": 16}
    )

    @cached_property
    def head_size(self) -> int:
        return self.hidden_size // self.num_attention_heads

    @cached_property
    def rope_type(self) -> str:
        if not self.rope_scaling:
            return "default"
        return self.rope_scaling.get("rope_type", self.rope_scaling.get("type", "default"))

    @cached_property
    def yarn_mscale(self) -> float:
        if self.rope_type != "yarn":
            return 1.0
        factor = self.rope_scaling["factor"]
        return 0.1 * math.log(factor) + 1.0 if factor > 1 else 1.0

    def verify(self) -> None:
        if self.hidden_size % self.num_attention_heads:
            raise ValueError("hidden_size must be divisible by num_attention_heads")
        if self.head_size % 2:
            raise ValueError(f"rotary embedding needs an even head size, got {self.head_size}")
        logger.info(
            "rope_type=%s head_size=%d mscale=%.4f", self.rope_type, self.head_size, self.yarn_mscale
        )
