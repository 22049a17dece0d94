from __future__ import annotations

from dataclasses import dataclass

import torch
import torch.nn.functional as F

from .forward_batch_info import ForwardBatch
from .utils import cdiv, get_int_env_var


@dataclass
class TritonDecodeMetadata:
    kv_indptr: torch.Tensor
    kv_indices: torch.Tensor
    num_kv_splits: torch.Tensor
    max_kv_splits: int


class TritonAttnMetadataBuilder:
    def __init__(self, req_to_token: torch.Tensor, max_kv_splits: int = 8, min_block_kv: int = 4):
        self.req_to_token = req_to_token
        self.max_kv_splits = get_int_env_var("SGLANG_TRITON_MAX_KV_SPLITS", max_kv_splits)
        self.min_block_kv = min_block_kv

    def _num_kv_splits(self, seq_lens: torch.Tensor) -> torch.Tensor:
        blocks = (seq_lens + self.min_block_kv - 1) // self.min_block_kv
        return blocks.clamp(min=1, max=self.max_kv_splits).to(torch.int32)

    def build_decode(self, forward_batch: ForwardBatch) -> TritonDecodeMetadata:
        bs = forward_batch.batch_size
        seq_lens_cpu = forward_batch.get_seq_lens_cpu()
        kv_indptr = F.pad(torch.cumsum(forward_batch.seq_lens, dim=0), (1, 0))
        max_len = self.req_to_token.shape[1]
        rows = self.req_to_token[forward_batch.req_pool_indices]
        mask = torch.arange(max_len)[None, :] < forward_batch.seq_lens[:, None]
        kv_indices = torch.where(mask, rows, torch.zeros_like(rows)).reshape(bs * max_len)
        num_kv_splits = self._num_kv_splits(seq_lens_cpu)
        return TritonDecodeMetadata(
            kv_indptr=kv_indptr,
            kv_indices=kv_indices,
            num_kv_splits=num_kv_splits,
            max_kv_splits=min(self.max_kv_splits, cdiv(max_len, self.min_block_kv)),
        )


class TritonAttnBackend:
    def __init__(self, req_to_token: torch.Tensor):
        self.builder = TritonAttnMetadataBuilder(req_to_token)
        self.forward_metadata = None

    def init_forward_metadata(self, forward_batch: ForwardBatch):
        self.forward_metadata = self.builder.build_decode(forward_batch)
        return self.forward_metadata
