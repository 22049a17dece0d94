import inspect
from functools import wraps
from typing import Callable

import torch

from .kv_transfer_state import (get_kv_transfer_group, has_kv_transfer_group,
                                is_v1_kv_transfer_group)

_KV_CACHES: dict[str, torch.Tensor] = {}


def register_layer_kv_cache(layer_name: str, kv_cache: torch.Tensor) -> None:
    _KV_CACHES[layer_name] = kv_cache


def get_layer_kv_cache(layer_name: str) -> torch.Tensor:
    return _KV_CACHES[layer_name]


def maybe_transfer_kv_layer(func: Callable) -> Callable:
    """Wait for the KV layer before ``func`` and save it afterwards when a
    KV connector is configured; otherwise call ``func`` unchanged."""

    @wraps(func)
    def wrapper(*args, **kwargs):
        if not has_kv_transfer_group() or not is_v1_kv_transfer_group():
            return func(*args, **kwargs)

        layer_name: str = args[inspect.getfullargspec(func).args.index(
            "layer_name")]
        connector = get_kv_transfer_group()
        connector.wait_for_layer_load(layer_name)
        output = func(*args, **kwargs)
        connector.save_kv_layer(layer_name, get_layer_kv_cache(layer_name))
        return output

    return wrapper
