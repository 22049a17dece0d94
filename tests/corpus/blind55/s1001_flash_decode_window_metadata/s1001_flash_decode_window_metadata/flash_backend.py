from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

import torch
import torch.nn.functional as F

from .forward_batch_info import ForwardBatch


@dataclass
class FlashAttentionMetadata:
    cu_seqlens_q: Optional[torch.Tensor] = None
    cu_seqlens_k: Optional[torch.Tensor] = None
    max_seq_len_q: int = 1
    max_seq_len_k: int = 0
    page_table: Optional[torch.Tensor] = None
    cache_seqlens_int32: Optional[torch.Tensor] = None
    window_size: tuple = field(default_factory=lambda: (-1, -1))


class AttentionBackend:
    def init_forward_metadata(self, forward_batch: ForwardBatch):
        raise NotImplementedError()

    def forward(self, q, k_cache, v_cache, forward_batch: ForwardBatch):
        if forward_batch.forward_mode.is_decode():
            return self.forward_decode(q, k_cache, v_cache, forward_batch)
        return self.forward_extend(q, k_cache, v_cache, forward_batch)


class FlashAttentionBackend(AttentionBackend):
    def __init__(self, req_to_token: torch.Tensor, num_heads: int, head_dim: int,
                 sliding_window_size: Optional[int] = None):
        self.req_to_token = req_to_token
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.sliding_window_size = sliding_window_size
        self.forward_metadata: Optional[FlashAttentionMetadata] = None

    def init_forward_metadata(self, forward_batch: ForwardBatch):
        metadata = FlashAttentionMetadata()
        seq_lens = forward_batch.seq_lens
        bs = forward_batch.batch_size
        metadata.cache_seqlens_int32 = seq_lens.to(torch.int32)
        metadata.cu_seqlens_q = torch.arange(0, bs + 1, dtype=torch.int32, device=seq_lens.device)
        metadata.cu_seqlens_k = F.pad(torch.cumsum(seq_lens, dim=0, dtype=torch.int32), (1, 0))
        metadata.max_seq_len_k = int(seq_lens.max().item())
        if self.sliding_window_size is not None and metadata.max_seq_len_k > self.sliding_window_size:
            metadata.window_size = (self.sliding_window_size, 0)
        metadata.page_table = self.req_to_token[forward_batch.req_pool_indices, : self.req_to_token.shape[1]]
        self.forward_metadata = metadata

    def forward_decode(self, q, k_cache, v_cache, forward_batch: ForwardBatch):
        md = self.forward_metadata
        bs = forward_batch.batch_size
        page_table = md.page_table
        k = k_cache[page_table]  # [bs, max_ctx, heads, dim]
        v = v_cache[page_table]
        ctx = torch.arange(page_table.shape[1], device=q.device)
        mask = ctx[None, :] < md.cache_seqlens_int32[:, None]
        q = q.view(bs, self.num_heads, 1, self.head_dim)
        k = k.permute(0, 2, 1, 3)
        v = v.permute(0, 2, 1, 3)
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=mask[:, None, None, :])
        return out.reshape(bs, self.num_heads * self.head_dim)

    def forward_extend(self, q, k_cache, v_cache, forward_batch: ForwardBatch):
        raise NotImplementedError("extend is served by the prefill runner")
