"""Rotary-embedding registry with memoised instances keyed by their full config."""
import json
from typing import Any, Callable, Dict, Optional

import torch

_ROPE_BUILDERS: Dict[str, Callable[..., torch.nn.Module]] = {}
_ROPE_INSTANCES: Dict[str, torch.nn.Module] = {}


def register_rope(rope_type: str):
    def deco(builder):
        _ROPE_BUILDERS[rope_type] = builder
        return builder

    return deco


def _rope_cache_key(
    head_size: int, rotary_dim: int, max_position: int, base: float, rope_scaling: Optional[Dict[str, Any]]
) -> str:
    # rope_scaling values may be lists (mrope_section) or nested dicts: serialise for a stable key
    return json.dumps(
        {
            "head_size": head_size,
            "rotary_dim": rotary_dim,
            "max_position": max_position,
            "base": base,
            "rope_scaling": rope_scaling,
        },
        sort_keys=True,
    )


def get_rope(
    head_size: int,
    rotary_dim: int,
    max_position: int,
    base: float,
    rope_scaling: Optional[Dict[str, Any]] = None,
) -> torch.nn.Module:
    key = _rope_cache_key(head_size, rotary_dim, max_position, base, rope_scaling)
    rope = _ROPE_INSTANCES.get(key)
    if rope is None:
        rope_type = (rope_scaling or {}).get("rope_type", "default")
        builder = _ROPE_BUILDERS[rope_type]
        rope = builder(head_size, rotary_dim, max_position, base, **{
            k: v for k, v in (rope_scaling or {}).items() if k != "rope_type"
        })
        _ROPE_INSTANCES[key] = rope
    return rope
