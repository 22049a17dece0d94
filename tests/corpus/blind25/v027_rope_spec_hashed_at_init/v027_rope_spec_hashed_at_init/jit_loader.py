"""Loads the compiled extension for a spec or binds the Python reference."""
from __future__ import annotations

import os
from types import SimpleNamespace
from typing import Dict

import torch

from .spec import RopeSpec

_LOADED: Dict[str, SimpleNamespace] = {}


def _rotate(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor, neox: bool) -> torch.Tensor:
    if neox:
        x1, x2 = x.chunk(2, dim=-1)
    else:
        x1, x2 = x[..., ::2], x[..., 1::2]
    o1 = x1 * cos - x2 * sin
    o2 = x2 * cos + x1 * sin
    if neox:
        return torch.cat((o1, o2), dim=-1)
    return torch.stack((o1, o2), dim=-1).flatten(-2)


def _reference_module(spec: RopeSpec) -> SimpleNamespace:
    def apply_rope(query, key, cos, sin):
        rd = spec.rotary_dim
        q_rot = _rotate(query[..., :rd], cos, sin, spec.is_neox_style)
        k_rot = _rotate(key[..., :rd], cos, sin, spec.is_neox_style)
        return torch.cat((q_rot, query[..., rd:]), -1), torch.cat((k_rot, key[..., rd:]), -1)

    return SimpleNamespace(apply_rope=apply_rope, native=False)


def load_rope_module(spec: RopeSpec) -> SimpleNamespace:
    uri = spec.compute_uri()
    if uri in _LOADED:
        return _LOADED[uri]
    so_path = spec.library_path(uri)
    if os.path.exists(so_path):
        torch.ops.load_library(so_path)
        ops = getattr(torch.ops, uri)
        module = SimpleNamespace(apply_rope=ops.apply_rope, native=True)
    else:
        module = _reference_module(spec)
    _LOADED[uri] = module
    return module
