import warnings
from typing import Dict, Optional, Type

import torch
import torch.nn as nn


class RotaryEmbedding(nn.Module):
    def __init__(self, head_dim: int, max_position_embeddings: int = 64, base: float = 10000.0):
        super().__init__()
        self.head_dim = head_dim
        self.max_position_embeddings = max_position_embeddings
        self.base = base
        inv_freq = 1.0 / (base ** (torch.arange(0, head_dim, 2, dtype=torch.float32) / head_dim))
        self.register_buffer("inv_freq", inv_freq, persistent=False)

    def _scale_positions(self, position_ids: torch.Tensor) -> torch.Tensor:
        return position_ids.float()

    def forward(
        self,
        x: torch.Tensor,
        position_ids: Optional[torch.Tensor] = None,
        seq_len: Optional[int] = None,
    ):
        if seq_len is not None:
            warnings.warn(
                "The `seq_len` argument is deprecated and unused. It will be removed in v4.46.",
                FutureWarning,
            )
        if position_ids is None:
            position_ids = torch.arange(x.shape[-2], device=x.device)
        freqs = torch.outer(self._scale_positions(position_ids), self.inv_freq)
        emb = torch.cat((freqs, freqs), dim=-1)
        return emb.cos().to(x.dtype), emb.sin().to(x.dtype)


class LinearScalingRotaryEmbedding(RotaryEmbedding):
    def __init__(self, head_dim: int, scaling_factor: float = 1.0, **kwargs):
        super().__init__(head_dim, **kwargs)
        self.scaling_factor = scaling_factor

    def _scale_positions(self, position_ids: torch.Tensor) -> torch.Tensor:
        return position_ids.float() / self.scaling_factor


class DynamicNTKScalingRotaryEmbedding(RotaryEmbedding):
    def __init__(self, head_dim: int, scaling_factor: float = 1.0, **kwargs):
        base = kwargs.pop("base", 10000.0) * scaling_factor ** (head_dim / (head_dim - 2))
        super().__init__(head_dim, base=base, **kwargs)
        self.scaling_factor = scaling_factor


_ROPE_CLASSES: Dict[str, Type[RotaryEmbedding]] = {
    "default": RotaryEmbedding,
    "linear": LinearScalingRotaryEmbedding,
    "dynamic": DynamicNTKScalingRotaryEmbedding,
}


def get_rope(head_dim: int, rope_scaling: Optional[dict] = None, **kwargs) -> RotaryEmbedding:
    if not rope_scaling:
        return RotaryEmbedding(head_dim, **kwargs)
    rope_type = rope_scaling.get("rope_type", rope_scaling.get("type", "default"))
    cls = _ROPE_CLASSES[rope_type]
    if rope_type == "default":
        return cls(head_dim, **kwargs)
    return cls(head_dim, scaling_factor=rope_scaling["factor"], **kwargs)


def rotate_half(x: torch.Tensor) -> torch.Tensor:
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat((-x2, x1), dim=-1)


def apply_rotary_pos_emb(q, k, cos, sin):
    return q * cos + rotate_half(q) * sin, k * cos + rotate_half(k) * sin
