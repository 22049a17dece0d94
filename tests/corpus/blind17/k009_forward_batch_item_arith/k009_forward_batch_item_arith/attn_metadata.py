from __future__ import annotations

from dataclasses import dataclass

import torch

from .forward_batch_info import ForwardBatch


@dataclass
class DecodeMetadata:
    kv_indptr: torch.Tensor
    length_scale: torch.Tensor
    head_split: list


def build_decode_metadata(batch: ForwardBatch, num_heads: int, head_dim: int) -> DecodeMetadata:
    kv_indptr = torch.zeros(batch.batch_size + 1, dtype=torch.int64)
    kv_indptr[1:] = torch.cumsum(batch.seq_lens, dim=0)
    batch.seq_lens_sum = batch.seq_lens.sum().item()
    mean_len = batch.seq_lens_sum / batch.batch_size
    length_scale = torch.log1p(batch.seq_lens.to(torch.float32)) / (1.0 + mean_len)
    head_split = torch.full((num_heads,), head_dim, dtype=torch.int64).tolist()
    return DecodeMetadata(kv_indptr=kv_indptr, length_scale=length_scale, head_split=head_split)
