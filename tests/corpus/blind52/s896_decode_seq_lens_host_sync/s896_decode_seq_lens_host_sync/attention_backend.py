from typing import Optional

import torch

from .forward_batch_info import ForwardBatch, sync_seq_lens_to_host


class AttentionBackend:
    """Per-step metadata preparation shared by the attention backends."""

    def __init__(self, max_context_len: int, page_size: int = 1):
        self.max_context_len = max_context_len
        self.page_size = page_size
        self.kv_indptr: Optional[torch.Tensor] = None

    def init_forward_metadata(self, forward_batch: ForwardBatch) -> None:
        if forward_batch.forward_mode.is_decode():
            if forward_batch.seq_lens_cpu is None:
                sync_seq_lens_to_host(forward_batch)
            self.init_decode_metadata(forward_batch)
        else:
            self.init_extend_metadata(forward_batch)

    def init_decode_metadata(self, forward_batch: ForwardBatch) -> None:
        raise NotImplementedError

    def init_extend_metadata(self, forward_batch: ForwardBatch) -> None:
        raise NotImplementedError


class TorchNativeAttnBackend(AttentionBackend):
    def init_decode_metadata(self, forward_batch: ForwardBatch) -> None:
        kv_indptr = torch.zeros(forward_batch.batch_size + 1, dtype=torch.int32, device=forward_batch.seq_lens.device)
        kv_indptr[1:] = torch.cumsum(forward_batch.seq_lens, dim=0)
        self.kv_indptr = kv_indptr

    def init_extend_metadata(self, forward_batch: ForwardBatch) -> None:
        self.kv_indptr = None

    def forward_decode(self, q: torch.Tensor, k_cache: torch.Tensor, v_cache: torch.Tensor,
                       forward_batch: ForwardBatch) -> torch.Tensor:
        keys = k_cache[forward_batch.req_pool_indices]
        values = v_cache[forward_batch.req_pool_indices]
        kv_pos = torch.arange(keys.shape[1], device=keys.device)
        mask = kv_pos[None, :] < forward_batch.seq_lens[:, None]
        scores = torch.einsum("bd,bkd->bk", q, keys) / keys.shape[-1] ** 0.5
        scores = scores.masked_fill(~mask, float("-inf"))
        return torch.einsum("bk,bkd->bd", scores.softmax(-1), values)
