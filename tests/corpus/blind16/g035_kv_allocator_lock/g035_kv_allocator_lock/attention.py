import torch

from .kv_cache import PagedKVCache

_cache = PagedKVCache()


@torch.compile(fullgraph=True)
def paged_decode_attention(q, k, v, positions):
    slots = _cache.store(k, v, positions)
    keys = _cache.k_cache[slots]          # single-token decode, toy gather
    values = _cache.v_cache[slots]
    scores = (q * keys).sum(-1, keepdim=True) / q.shape[-1] ** 0.5
    return torch.sigmoid(scores) * values
