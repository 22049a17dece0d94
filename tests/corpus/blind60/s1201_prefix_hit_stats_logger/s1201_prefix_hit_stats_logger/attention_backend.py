from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import torch

from .cache_stats import PrefixCacheStats
from .forward_batch_info import ForwardBatch


@dataclass
class ExtendMetadata:
    kv_indptr: torch.Tensor
    kv_indices: torch.Tensor
    qo_indptr: torch.Tensor
    prefix_hit_rate: Optional[torch.Tensor] = None


class TorchNativeAttnBackend:
    def __init__(self, req_to_token: torch.Tensor, enable_metrics: bool = True):
        self.req_to_token = req_to_token
        self.prefix_stats = PrefixCacheStats() if enable_metrics else None
        self.forward_metadata: Optional[ExtendMetadata] = None

    def init_forward_metadata(self, forward_batch: ForwardBatch) -> None:
        seq_lens = forward_batch.seq_lens
        kv_indptr = torch.zeros(forward_batch.batch_size + 1, dtype=torch.int64)
        kv_indptr[1:] = torch.cumsum(seq_lens, dim=0)
        qo_indptr = torch.zeros_like(kv_indptr)
        qo_indptr[1:] = torch.cumsum(forward_batch.extend_seq_lens, dim=0)
        rows = self.req_to_token[forward_batch.req_pool_indices]
        kv_indices = rows[:, : rows.shape[1]].reshape(-1)

        hit_rate = None
        if self.prefix_stats is not None and forward_batch.forward_mode.is_extend():
            hit_rate = self.prefix_stats.observe(
                forward_batch.extend_prefix_lens, forward_batch.extend_seq_lens
            )
        self.forward_metadata = ExtendMetadata(kv_indptr, kv_indices, qo_indptr, hit_rate)

    def forward_extend(self, q, k, v, k_buffer, v_buffer, forward_batch: ForwardBatch):
        loc = forward_batch.out_cache_loc
        k_buffer[loc] = k
        v_buffer[loc] = v
        scale = q.shape[-1] ** -0.5
        scores = torch.einsum("thd,shd->hts", q, k) * scale
        probs = torch.softmax(scores, dim=-1)
        return torch.einsum("hts,shd->thd", probs, v)
