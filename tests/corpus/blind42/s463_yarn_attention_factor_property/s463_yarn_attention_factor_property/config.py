"""Typed view over the `rope_scaling` dict found in HF model configs."""
import math
import warnings
from dataclasses import dataclass
from typing import Any, Dict, Optional


def yarn_get_mscale(scale: float = 1.0, mscale: float = 1.0) -> float:
    if scale <= 1:
        return 1.0
    return 0.1 * mscale * math.log(scale) + 1.0


@dataclass
class RopeScalingConfig:
    rope_type: str = "default"
    factor: float = 1.0
    original_max_position_embeddings: Optional[int] = None
    beta_fast: float = 32.0
    beta_slow: float = 1.0
    mscale: Optional[float] = None
    mscale_all_dim: Optional[float] = None
    explicit_attention_factor: Optional[float] = None

    @classmethod
    def from_hf_dict(cls, rope_scaling: Optional[Dict[str, Any]]) -> "RopeScalingConfig":
        if not rope_scaling:
            return cls()
        rope_type = rope_scaling.get("rope_type", rope_scaling.get("type", "default"))
        return cls(
            rope_type=rope_type,
            factor=float(rope_scaling.get("factor", 1.0)),
            original_max_position_embeddings=rope_scaling.get("original_max_position_embeddings"),
            beta_fast=float(rope_scaling.get("beta_fast", 32.0)),
            beta_slow=float(rope_scaling.get("beta_slow", 1.0)),
            mscale=rope_scaling.get("mscale"),
            mscale_all_dim=rope_scaling.get("mscale_all_dim"),
            explicit_attention_factor=rope_scaling.get("attention_factor"),
        )

    @property
    def attention_factor(self) -> float:
        """Magnitude correction applied to cos/sin (YaRN paper, eq. 22)."""
        if self.explicit_attention_factor is not None:
            return float(self.explicit_attention_factor)
        if self.mscale is not None and self.mscale_all_dim is not None:
            return yarn_get_mscale(self.factor, self.mscale) / yarn_get_mscale(self.factor, self.mscale_all_dim)
        warnings.warn(
            "rope_scaling has neither 'attention_factor' nor 'mscale'/'mscale_all_dim'; "
            "falling back to 0.1 * ln(factor) + 1",
            UserWarning,
            stacklevel=2,
        )
        return yarn_get_mscale(self.factor)
