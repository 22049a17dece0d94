"""Deferred materialization of parameters created under ``torch.device("meta")``."""
from __future__ import annotations

from typing import Dict, Tuple

import torch
from torch import nn


class LazyParameterStore:
    """Remembers the shapes of meta placeholders and backs them on first use."""

    def __init__(self, dtype: torch.dtype, init_std: float, device: str = "cpu"):
        self.dtype = dtype
        self.init_std = init_std
        self.device = torch.device(device)
        self._shapes: Dict[str, Tuple[int, ...]] = {}
        self._materialized: set[str] = set()

    def register(self, name: str, placeholder: torch.Tensor) -> None:
        self._shapes[name] = tuple(placeholder.shape)

    def is_materialized(self, name: str) -> bool:
        return name in self._materialized

    def _allocate(self, name: str) -> torch.Tensor:
        data = torch.empty(self._shapes[name], dtype=self.dtype, device=self.device)
        return data.normal_(mean=0.0, std=self.init_std)

    def materialize(self, owner: nn.Module, name: str) -> torch.Tensor:
        current = getattr(owner, name)
        if not current.is_meta:
            return current
        param = nn.Parameter(self._allocate(name), requires_grad=False)
        setattr(owner, name, param)
        self._materialized.add(name)
        return param
