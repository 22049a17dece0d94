"""Tracks which decoder layer is currently executing.

Per-layer state (KV-cache scales, expert statistics) is looked up through
``current_layer_id()`` so that the shared helpers do not need a layer
argument threaded through every call.
"""
from __future__ import annotations

import threading
from typing import Optional

_CURRENT_LAYER_ID: Optional[int] = None


class LayerContext:
    __slots__ = ("layer_id", "_prev")

    def __init__(self, layer_id: int) -> None:
        self.layer_id = layer_id
        self._prev: Optional[int] = None

    def __enter__(self) -> "LayerContext":
        global _CURRENT_LAYER_ID
        self._prev = _CURRENT_LAYER_ID
        _CURRENT_LAYER_ID = self.layer_id
        return self

    def __exit__(self, exc_type, exc, tb) -> None:
        global _CURRENT_LAYER_ID
        _CURRENT_LAYER_ID = self._prev


def current_layer_id() -> int:
    if _CURRENT_LAYER_ID is None:
        raise RuntimeError("current_layer_id() called outside of a LayerContext")
    return _CURRENT_LAYER_ID


class WeightLoadingContext:
    """Serialises checkpoint shard loading across loader threads."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.loaded_shards = 0

    def __enter__(self) -> "WeightLoadingContext":
        self._lock.acquire()
        return self

    def __exit__(self, exc_type, exc, tb) -> None:
        self.loaded_shards += 1
        self._lock.release()


WEIGHT_LOADING = WeightLoadingContext()
