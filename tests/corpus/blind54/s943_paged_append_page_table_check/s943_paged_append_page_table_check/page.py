"""Reference implementations of the paged-KV append helpers (NHD layout)."""
import torch


def get_seq_lens(kv_indptr: torch.Tensor, kv_last_page_len: torch.Tensor, page_size: int) -> torch.Tensor:
    num_pages = kv_indptr[1:] - kv_indptr[:-1]
    return (num_pages - 1).clamp(min=0) * page_size + kv_last_page_len


def append_paged_kv_cache_native(
    append_key: torch.Tensor,
    append_value: torch.Tensor,
    page_ids: torch.Tensor,
    entry_ids: torch.Tensor,
    paged_kv_cache: torch.Tensor,
) -> None:
    """paged_kv_cache: [num_pages, 2, page_size, num_kv_heads, head_dim]."""
    paged_kv_cache[page_ids, 0, entry_ids] = append_key.to(paged_kv_cache.dtype)
    paged_kv_cache[page_ids, 1, entry_ids] = append_value.to(paged_kv_cache.dtype)


def gather_paged_kv(paged_kv_cache: torch.Tensor, page_ids: torch.Tensor, entry_ids: torch.Tensor):
    k = paged_kv_cache[page_ids, 0, entry_ids]
    v = paged_kv_cache[page_ids, 1, entry_ids]
    return k, v
