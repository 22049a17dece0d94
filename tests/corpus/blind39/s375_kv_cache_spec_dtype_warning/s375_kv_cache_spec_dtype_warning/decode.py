import torch

from .cache_ops import write_to_paged_cache
from .config import KVCacheSpec

SPEC = KVCacheSpec(block_size=4, num_kv_heads=2, head_size=4, cache_dtype="fp8_e5m2")


def decode_step(hidden: torch.Tensor, w_kv: torch.Tensor, kv_cache: torch.Tensor, slot_mapping: torch.Tensor):
    kv = (hidden @ w_kv).view(-1, SPEC.num_kv_heads, SPEC.head_size)
    flat = write_to_paged_cache(kv_cache, slot_mapping, kv, SPEC)
    return flat.index_select(0, slot_mapping).view(torch.float8_e5m2).float()


step = torch.compile(decode_step, fullgraph=True)
