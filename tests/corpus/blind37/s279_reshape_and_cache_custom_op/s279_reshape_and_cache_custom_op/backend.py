import torch
from torch import nn

from .ops import reshape_and_cache


class AttentionBackendBase(nn.Module):
    def __init__(self, heads: int, head_dim: int):
        super().__init__()
        self.heads = heads
        self.scale = head_dim ** -0.5

    def write_cache(self, k, v, slot_mapping):
        raise NotImplementedError


class PagedAttentionBackend(AttentionBackendBase):
    def __init__(self, num_blocks: int, block_size: int, heads: int, head_dim: int):
        super().__init__(heads, head_dim)
        self.block_size = block_size
        self.register_buffer("k_cache", torch.zeros(num_blocks, block_size, heads, head_dim))
        self.register_buffer("v_cache", torch.zeros(num_blocks, block_size, heads, head_dim))

    def write_cache(self, k, v, slot_mapping):
        torch.ops.corpus_s279.reshape_and_cache(k, v, self.k_cache, self.v_cache, slot_mapping)

    def _read_all(self):
        k = self.k_cache.flatten(0, 1)
        v = self.v_cache.flatten(0, 1)
        return k, v

    @torch.compile(fullgraph=True)
    def forward(self, q, k, v, slot_mapping):
        self.write_cache(k, v, slot_mapping)
        k_all, v_all = self._read_all()
        scores = torch.einsum("nhd,thd->nht", q, k_all) * self.scale
        return torch.einsum("nht,thd->nhd", scores.softmax(-1), v_all)
