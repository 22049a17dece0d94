import torch

from .eviction import EvictionPolicy, LRUPolicy


class BlockPool:
    def __init__(self, num_blocks: int, block_size: int, hidden: int,
                 policy: EvictionPolicy | None = None):
        self.block_size = block_size
        self.k = torch.zeros(num_blocks, block_size, hidden)
        self.v = torch.zeros(num_blocks, block_size, hidden)
        self.policy = policy or LRUPolicy()

    def read(self, block_ids: list) -> tuple:
        for b in block_ids:
            self.policy.touch(b)
        idx = torch.tensor(block_ids)
        k = self.k[idx].flatten(0, 1)
        v = self.v[idx].flatten(0, 1)
        return k, v
