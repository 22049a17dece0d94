from __future__ import annotations

import torch

from .base_attn_backend import AttentionBackend, DecodeMetadata


class PagedDecodeBackend(AttentionBackend):
    """FlashInfer-style paged decode: CSR page table built from req_to_token."""

    def __init__(self, req_to_token: torch.Tensor, page_size: int = 2, max_pages_per_req: int = 4):
        super().__init__(page_size)
        self.req_to_token = req_to_token
        self.max_pages_per_req = max_pages_per_req

    def init_forward_metadata(self, forward_batch) -> None:
        seq_lens = forward_batch["seq_lens"]
        req_pool_indices = forward_batch["req_pool_indices"]
        num_pages = (seq_lens + self.page_size - 1) // self.page_size
        kv_indptr = torch.zeros(seq_lens.shape[0] + 1, dtype=torch.int64)
        kv_indptr[1:] = torch.cumsum(num_pages, dim=0)
        page_table = self.req_to_token[req_pool_indices, :: self.page_size] // self.page_size
        page_table = page_table[:, : self.max_pages_per_req]
        page_mask = torch.arange(self.max_pages_per_req)[None, :] < num_pages[:, None]
        kv_indices = torch.where(page_mask, page_table, -1)
        kv_last_page_len = (seq_lens - 1) % self.page_size + 1
        metadata = DecodeMetadata(
            kv_indptr=kv_indptr,
            kv_indices=kv_indices,
            kv_last_page_len=kv_last_page_len,
            max_seq_len=self.max_pages_per_req * self.page_size,
        )
        self._publish_metadata(metadata)

    def forward_decode(self, q: torch.Tensor, k_cache: torch.Tensor) -> torch.Tensor:
        md = self.forward_metadata
        pages = md.kv_indices.clamp(min=0)
        keys = k_cache[pages].flatten(1, 2)
        scores = torch.einsum("bd,btd->bt", q, keys)
        token_pos = torch.arange(keys.shape[1])[None, :]
        seq_len = (md.kv_indptr[1:] - md.kv_indptr[:-1] - 1) * self.page_size + md.kv_last_page_len
        scores = scores.masked_fill(token_pos >= seq_len[:, None], float("-inf"))
        return torch.einsum("bt,btd->bd", scores.softmax(-1), keys)
