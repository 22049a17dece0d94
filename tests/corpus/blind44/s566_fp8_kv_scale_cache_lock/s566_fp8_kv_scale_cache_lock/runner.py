import torch

from .kv_cache import Fp8KVCacheWriter


class KVStoreRunner:
    def __init__(self, layer_id: int = 0, num_slots: int = 16, head_dim: int = 8):
        self.writer = Fp8KVCacheWriter(layer_id, num_slots, head_dim)
        self.store = torch.compile(self.writer, fullgraph=True)


runner = KVStoreRunner()
