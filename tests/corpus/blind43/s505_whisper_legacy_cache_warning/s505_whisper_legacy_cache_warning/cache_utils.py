"""Self-attention + cross-attention cache container for encoder-decoder models."""
import torch

from .logging_utils import get_logger, warning_once

logger = get_logger(__name__)


class DynamicLayerCache:
    def __init__(self):
        self.keys = None
        self.values = None

    def update(self, key_states, value_states):
        if self.keys is None:
            self.keys, self.values = key_states, value_states
        else:
            self.keys = torch.cat([self.keys, key_states], dim=-2)
            self.values = torch.cat([self.values, value_states], dim=-2)
        return self.keys, self.values


class EncoderDecoderCache:
    def __init__(self, num_layers):
        self.self_attention_cache = [DynamicLayerCache() for _ in range(num_layers)]
        self.cross_attention_cache = [DynamicLayerCache() for _ in range(num_layers)]
        self.is_updated = {i: False for i in range(num_layers)}

    @classmethod
    def from_legacy_cache(cls, past_key_values):
        warning_once(
            logger,
            "Passing a tuple of `past_key_values` is deprecated; pass an `EncoderDecoderCache` instead.",
        )
        cache = cls(len(past_key_values))
        for idx, (self_k, self_v, cross_k, cross_v) in enumerate(past_key_values):
            cache.self_attention_cache[idx].update(self_k, self_v)
            cache.cross_attention_cache[idx].update(cross_k, cross_v)
            cache.is_updated[idx] = True
        return cache

    def get_seq_length(self, layer_idx=0):
        layer = self.self_attention_cache[layer_idx]
        return 0 if layer.keys is None else layer.keys.shape[-2]
