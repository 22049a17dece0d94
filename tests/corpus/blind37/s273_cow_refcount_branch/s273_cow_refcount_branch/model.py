import torch
from torch import nn

from .blocks import CowBlockManager


class KVAppender(nn.Module):
    def __init__(self, num_blocks: int = 8):
        super().__init__()
        self.manager = CowBlockManager(num_blocks, spare_block=num_blocks - 1)

    def _write(self, cache, block_id, offset, value):
        cache[block_id, offset] = value

    def forward(self, k_cache, v_cache, new_k, new_v, ref_counts, block_id, offset: int):
        kb = self.manager.writable_block(k_cache, ref_counts, block_id)
        vb = self.manager.writable_block(v_cache, ref_counts, block_id)
        self._write(k_cache, kb, offset, new_k)
        self._write(v_cache, vb, offset, new_v)
        return k_cache[kb].sum() + v_cache[vb].sum()


compiled_append = torch.compile(KVAppender(), fullgraph=True)
