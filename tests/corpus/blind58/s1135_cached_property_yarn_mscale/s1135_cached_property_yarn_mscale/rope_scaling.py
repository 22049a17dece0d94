import math
from dataclasses import dataclass
from functools import cached_property
from typing import Any, Dict, Optional, Type


def yarn_get_mscale(scale: float = 1.0, mscale: float = 1.0) -> float:
    if scale <= 1:
        return 1.0
    return 0.1 * mscale * math.log(scale) + 1.0


def yarn_find_correction_dim(
    num_rotations: float, dim: int, base: float = 10000, max_position_embeddings: int = 2048
) -> float:
    return (dim * math.log(max_position_embeddings / (num_rotations * 2 * math.pi))) / (
        2 * math.log(base)
    )


@dataclass
class RopeScaling:
    factor: float = 1.0
    original_max_position_embeddings: int = 64

    @property
    def attention_factor(self) -> float:
        return 1.0


@dataclass
class YarnScaling(RopeScaling):
    beta_fast: float = 32.0
    beta_slow: float = 1.0
    mscale: float = 1.0
    mscale_all_dim: float = 0.0

    @cached_property
    def attention_factor(self) -> float:
        return yarn_get_mscale(self.factor, self.mscale) / yarn_get_mscale(
            self.factor, self.mscale_all_dim
        )

    def correction_range(self, dim: int, base: float):
        low = math.floor(
            yarn_find_correction_dim(self.beta_fast, dim, base, self.original_max_position_embeddings)
        )
        high = math.ceil(
            yarn_find_correction_dim(self.beta_slow, dim, base, self.original_max_position_embeddings)
        )
        return max(low, 0), min(high, dim - 1)


_SCALING_TYPES: Dict[str, Type[RopeScaling]] = {
    "default": RopeScaling,
    "yarn": YarnScaling,
}


def parse_rope_scaling(rope_scaling: Optional[Dict[str, Any]]) -> RopeScaling:
    if not rope_scaling:
        return RopeScaling()
    kwargs = dict(rope_scaling)
    kind = kwargs.pop("rope_type", kwargs.pop("type", "default"))
    return _SCALING_TYPES[kind](**kwargs)
