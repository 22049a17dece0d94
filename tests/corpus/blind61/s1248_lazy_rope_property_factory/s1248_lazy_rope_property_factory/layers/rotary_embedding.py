import logging
from typing import Callable

import torch
from torch import nn

logger = logging.getLogger(__name__)

_ROPE_REGISTRY: dict[str, type] = {}


def register_rope(name: str) -> Callable[[type], type]:
    def deco(cls: type) -> type:
        _ROPE_REGISTRY[name] = cls
        return cls

    return deco


@register_rope("default")
class RotaryEmbedding(nn.Module):
    def __init__(self, head_size, rotary_dim, max_position, base, is_neox_style=True, device=None, **kwargs):
        super().__init__()
        self.head_size = head_size
        self.rotary_dim = rotary_dim
        self.max_position = max_position
        self.base = base
        self.is_neox_style = is_neox_style
        self.register_buffer("cos_sin_cache", self._compute_cos_sin_cache(device), persistent=False)

    def _compute_inv_freq(self, device) -> torch.Tensor:
        exponent = torch.arange(0, self.rotary_dim, 2, dtype=torch.float, device=device) / self.rotary_dim
        return 1.0 / (self.base**exponent)

    def _positions(self, device) -> torch.Tensor:
        return torch.arange(self.max_position, dtype=torch.float, device=device)

    def _compute_cos_sin_cache(self, device) -> torch.Tensor:
        freqs = torch.outer(self._positions(device), self._compute_inv_freq(device))
        return torch.cat((freqs.cos(), freqs.sin()), dim=-1)

    def forward(self, positions, query, key):
        cos, sin = self.cos_sin_cache[positions].chunk(2, dim=-1)
        cos, sin = cos.unsqueeze(-2), sin.unsqueeze(-2)
        out = []
        for x in (query, key):
            x = x.unflatten(-1, (-1, self.head_size))
            x1, x2 = x[..., : self.rotary_dim].chunk(2, dim=-1)
            rot = torch.cat((x1 * cos - x2 * sin, x2 * cos + x1 * sin), dim=-1)
            out.append(torch.cat((rot, x[..., self.rotary_dim :]), dim=-1).flatten(-2))
        return tuple(out)


@register_rope("linear")
class LinearScalingRotaryEmbedding(RotaryEmbedding):
    def __init__(self, head_size, rotary_dim, max_position, base, is_neox_style=True, device=None, factor=1.0, **kwargs):
        self.scaling_factor = factor
        super().__init__(head_size, rotary_dim, int(max_position * factor), base, is_neox_style, device)

    def _positions(self, device) -> torch.Tensor:
        return super()._positions(device) / self.scaling_factor


def get_rope(head_size, rotary_dim, max_position, base, is_neox_style=True, rope_scaling=None, device=None):
    rope_type = "default"
    kwargs = {}
    if rope_scaling is not None:
        rope_type = rope_scaling.get("rope_type", rope_scaling.get("type", "default"))
        kwargs = {k: v for k, v in rope_scaling.items() if k not in ("rope_type", "type")}
        logger.info("Initializing %s RoPE (max_position=%d, %s)", rope_type, max_position, kwargs)
    if rope_type not in _ROPE_REGISTRY:
        raise ValueError(f"Unsupported rope_type: {rope_type}")
    return _ROPE_REGISTRY[rope_type](head_size, rotary_dim, max_position, base, is_neox_style, device=device, **kwargs)
