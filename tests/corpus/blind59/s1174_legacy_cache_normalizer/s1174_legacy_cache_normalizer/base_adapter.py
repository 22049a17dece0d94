from typing import Any, Dict, Optional

import torch
from torch import nn

from .cache_utils import DynamicCache, normalize_past_key_values


class BaseModelAdapter(nn.Module):
    """Shared plumbing for adapters that wrap transformers-style decoder stacks."""

    supports_legacy_cache: bool = True

    def __init__(self, num_layers: int, num_heads: int, head_dim: int):
        super().__init__()
        self.num_layers = num_layers
        self.num_heads = num_heads
        self.head_dim = head_dim

    def _prepare_cache(self, key_cache: torch.Tensor, value_cache: torch.Tensor) -> DynamicCache:
        past_key_values = tuple((key_cache[i], value_cache[i]) for i in range(self.num_layers))
        if self.supports_legacy_cache:
            return normalize_past_key_values(past_key_values)
        return DynamicCache.from_legacy_cache(past_key_values)

    def _pack_outputs(self, hidden_states: torch.Tensor, cache: DynamicCache) -> Dict[str, Any]:
        return {
            "last_hidden_state": hidden_states,
            "past_key_values": cache.to_legacy_cache(),
        }
