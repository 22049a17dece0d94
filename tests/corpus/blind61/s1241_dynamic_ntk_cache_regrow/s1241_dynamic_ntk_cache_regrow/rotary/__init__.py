from .base import RotaryEmbedding
from .dynamic_ntk import DynamicNTKScalingRotaryEmbedding


def get_rope(
    head_size: int,
    rotary_dim: int,
    max_position: int,
    base: float,
    is_neox_style: bool = True,
    rope_scaling: dict | None = None,
    dtype=None,
):
    if rope_scaling is None:
        return RotaryEmbedding(head_size, rotary_dim, max_position, base, is_neox_style, dtype)
    scaling_type = rope_scaling.get("rope_type", rope_scaling.get("type"))
    if scaling_type == "dynamic":
        return DynamicNTKScalingRotaryEmbedding(
            head_size,
            rotary_dim,
            max_position,
            base,
            is_neox_style,
            rope_scaling["factor"],
            dtype,
        )
    raise ValueError(f"Unknown RoPE scaling type {scaling_type}")


__all__ = ["RotaryEmbedding", "DynamicNTKScalingRotaryEmbedding", "get_rope"]
