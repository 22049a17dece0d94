import torch
import torch.nn.functional as F

from .metadata import PagedForwardMetadata
from .page import append_paged_kv_cache_native, gather_paged_kv


class NativePagedAttnBackend:
    def __init__(self, num_layers: int, num_pages: int, page_size: int, num_kv_heads: int, head_dim: int):
        self.page_size = page_size
        self.num_kv_heads = num_kv_heads
        self.head_dim = head_dim
        self.kv_caches = [
            torch.zeros(num_pages, 2, page_size, num_kv_heads, head_dim) for _ in range(num_layers)
        ]
        self.forward_metadata = None

    def init_forward_metadata(self, kv_indptr, kv_indices, batch_indices, positions):
        self.forward_metadata = PagedForwardMetadata(
            kv_indptr, kv_indices, batch_indices, positions, self.page_size
        )

    def forward_extend(self, q, k, v, layer_id: int):
        md = self.forward_metadata
        cache = self.kv_caches[layer_id]
        k = k.view(-1, self.num_kv_heads, self.head_dim)
        v = v.view(-1, self.num_kv_heads, self.head_dim)
        page_ids, entry_ids = md.page_ids, md.entry_ids
        append_paged_kv_cache_native(k, v, page_ids, entry_ids, cache)
        k_all, v_all = gather_paged_kv(cache, page_ids, entry_ids)
        q = q.view(-1, self.num_kv_heads, self.head_dim).transpose(0, 1)
        o = F.scaled_dot_product_attention(
            q, k_all.transpose(0, 1), v_all.transpose(0, 1), is_causal=True
        )
        return o.transpose(0, 1).reshape(q.shape[1], -1)
