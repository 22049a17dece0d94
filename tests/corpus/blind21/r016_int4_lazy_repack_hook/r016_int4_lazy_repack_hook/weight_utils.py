"""Loader-hook plumbing: parameters carry their own ``weight_loader``."""
from __future__ import annotations

from typing import Any

import torch


def set_weight_attrs(param: torch.nn.Parameter, attrs: dict[str, Any]) -> None:
    for key, value in attrs.items():
        if hasattr(param, key):
            raise KeyError(f"overwriting existing weight attribute {key}")
        setattr(param, key, value)


def default_weight_loader(param: torch.nn.Parameter, loaded: torch.Tensor) -> None:
    if param.shape != loaded.shape:
        raise ValueError(f"shape mismatch {tuple(param.shape)} vs {tuple(loaded.shape)}")
    param.data.copy_(loaded)


def load_weights(module: torch.nn.Module, weights: dict[str, torch.Tensor]) -> None:
    params = dict(module.named_parameters())
    for name, tensor in weights.items():
        param = params[name]
        loader = getattr(param, "weight_loader", default_weight_loader)
        loader(param, tensor)
