import torch

from .config import KVCacheSpec


def write_to_paged_cache(kv_cache: torch.Tensor, slot_mapping: torch.Tensor, kv: torch.Tensor,
                         spec: KVCacheSpec) -> torch.Tensor:
    dtype = spec.torch_dtype(kv.dtype)
    flat = kv_cache.view(-1, spec.num_kv_heads, spec.head_size)
    flat.index_copy_(0, slot_mapping, kv.to(dtype).view(kv_cache.dtype))
    return flat
