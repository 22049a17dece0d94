import threading
from typing import Dict

import torch

from .kv_cache_spec import AttentionSpec, SlidingWindowSpec


class KVCacheManagerBase:
    def __init__(self, num_blocks: int):
        self.num_blocks = num_blocks
        self.layer_specs: Dict[str, AttentionSpec] = {}
        self.kv_caches: Dict[str, torch.Tensor] = {}
        self._alloc_lock = threading.Lock()

    def register_layer(self, layer_name: str, spec: AttentionSpec) -> None:
        self.layer_specs[layer_name] = spec

    def num_blocks_for(self, spec: AttentionSpec) -> int:
        return self.num_blocks

    def get_layer_cache(self, layer_name: str) -> torch.Tensor:
        with self._alloc_lock:
            if layer_name not in self.kv_caches:
                spec = self.layer_specs[layer_name]
                shape = (2, self.num_blocks_for(spec)) + spec.page_shape
                self.kv_caches[layer_name] = torch.zeros(shape, dtype=spec.dtype)
            return self.kv_caches[layer_name]


class HybridKVCacheManager(KVCacheManagerBase):
    def num_blocks_for(self, spec: AttentionSpec) -> int:
        if isinstance(spec, SlidingWindowSpec):
            return min(self.num_blocks, spec.num_blocks_needed)
        return self.num_blocks
