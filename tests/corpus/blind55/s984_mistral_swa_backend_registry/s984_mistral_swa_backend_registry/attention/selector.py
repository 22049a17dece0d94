import os
from functools import lru_cache
from typing import Optional

from .backends import NaiveBackend, TorchSDPABackend

_BACKEND_REGISTRY = {
    "TORCH_SDPA": TorchSDPABackend,
    "NAIVE": NaiveBackend,
}


@lru_cache(maxsize=None)
def _cached_get_attn_backend(name: str, sliding_window: Optional[int]):
    if sliding_window is not None and name == "NAIVE":
        name = "TORCH_SDPA"
    return _BACKEND_REGISTRY[name]


def get_attn_backend(sliding_window: Optional[int]):
    name = os.environ.get("VLLM_ATTENTION_BACKEND", "TORCH_SDPA")
    return _cached_get_attn_backend(name, sliding_window)
