"""Shared prefix (system-prompt / prefix-tuning) KV blocks, looked up by name."""
import threading
from typing import Callable, Dict, Tuple

import torch

KV = Tuple[torch.Tensor, torch.Tensor]

PREFIX_PROVIDERS: Dict[str, Callable[..., "PrefixProvider"]] = {}


def register_prefix_provider(name: str):
    def deco(cls):
        PREFIX_PROVIDERS[name] = cls
        return cls

    return deco


class PrefixProvider:
    def fetch(self, prefix_name: str) -> KV:
        raise NotImplementedError


@register_prefix_provider("static")
class StaticPrefixProvider(PrefixProvider):
    def __init__(self, num_heads: int, prefix_len: int, head_dim: int) -> None:
        self.shape = (num_heads, prefix_len, head_dim)
        self._blocks: Dict[str, KV] = {}

    def fetch(self, prefix_name: str) -> KV:
        return self._blocks.setdefault(prefix_name, (torch.zeros(self.shape), torch.zeros(self.shape)))


@register_prefix_provider("shared")
class SharedPrefixProvider(StaticPrefixProvider):
    """Thread-safe variant used when the tokenizer manager pre-fills prefixes
    from a background thread."""

    def __init__(self, num_heads: int, prefix_len: int, head_dim: int) -> None:
        super().__init__(num_heads, prefix_len, head_dim)
        self._lock = threading.RLock()
        self.hits = 0

    def fetch(self, prefix_name: str) -> KV:
        with self._lock:
            self.hits += 1
            return super().fetch(prefix_name)

    def put(self, prefix_name: str, kv: KV) -> None:
        with self._lock:
            self._blocks[prefix_name] = kv
