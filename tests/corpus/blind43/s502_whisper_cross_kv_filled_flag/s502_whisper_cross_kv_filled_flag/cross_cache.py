"""Cross-attention KV cache.

Encoder outputs do not change during decoding, so the cross-attention K/V of
every decoder layer is projected once (on the first decode step of a request)
and reused afterwards.  The "filled" flags live on the device next to the
cache so that CUDA-graph replays can update them without a host sync.
"""
from dataclasses import dataclass

import torch


class CrossAttnKVCache:
    def __init__(self, num_layers, batch_size, num_heads, max_source_len, head_dim, dtype=torch.float32):
        shape = (num_layers, batch_size, num_heads, max_source_len, head_dim)
        self.key_cache = torch.zeros(shape, dtype=dtype)
        self.value_cache = torch.zeros(shape, dtype=dtype)
        self.filled = torch.zeros(num_layers, dtype=torch.bool)
        self.source_len = 0

    def layer(self, layer_idx: int) -> "CrossLayerView":
        return CrossLayerView(self, layer_idx)

    def reset(self):
        self.filled.zero_()
        self.source_len = 0


@dataclass
class CrossLayerView:
    owner: CrossAttnKVCache
    layer_idx: int

    @property
    def needs_fill(self) -> bool:
        return not bool(self.owner.filled[self.layer_idx])

    def store(self, key, value):
        src = key.shape[2]
        self.owner.key_cache[self.layer_idx, :, :, :src].copy_(key)
        self.owner.value_cache[self.layer_idx, :, :, :src].copy_(value)
        self.owner.filled[self.layer_idx] = True
        self.owner.source_len = src

    def load(self):
        src = self.owner.source_len
        return (
            self.owner.key_cache[self.layer_idx, :, :, :src],
            self.owner.value_cache[self.layer_idx, :, :, :src],
        )
