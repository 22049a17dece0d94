from typing import Optional

import torch


class CacheLayerMixin:
    """State of a single layer of a key/value cache."""

    is_compileable = False

    def __init__(self):
        self.keys: Optional[torch.Tensor] = None
        self.values: Optional[torch.Tensor] = None

    def get_seq_length(self) -> int:
        return 0 if self.keys is None else self.keys.shape[-2]


class DynamicLayer(CacheLayerMixin):
    def update(self, key_states, value_states):
        if self.keys is None:
            self.keys, self.values = key_states, value_states
        else:
            self.keys = torch.cat([self.keys, key_states], dim=-2)
            self.values = torch.cat([self.values, value_states], dim=-2)
        return self.keys, self.values


class Cache:
    layer_class_to_replicate = DynamicLayer

    def __init__(self, num_layers: int, track_usage: bool = True):
        self.layers = [self.layer_class_to_replicate() for _ in range(num_layers)]
        self.track_usage = track_usage
        self._usage = {}

    @torch.compiler.disable
    def _record_usage(self, layer_idx: int, key_states: torch.Tensor) -> None:
        # bookkeeping used by the offloading heuristics
        stats = self._usage.setdefault(layer_idx, {"calls": 0, "tokens": 0})
        stats["calls"] += 1
        stats["tokens"] += int(key_states.shape[-2])

    def update(self, key_states, value_states, layer_idx: int):
        if self.track_usage:
            self._record_usage(layer_idx, key_states)
        return self.layers[layer_idx].update(key_states, value_states)

    def get_seq_length(self, layer_idx: int = 0) -> int:
        return self.layers[layer_idx].get_seq_length()


class DynamicCache(Cache):
    def __init__(self, config=None):
        num_layers = getattr(config, "num_hidden_layers", 1)
        super().__init__(num_layers=num_layers)
