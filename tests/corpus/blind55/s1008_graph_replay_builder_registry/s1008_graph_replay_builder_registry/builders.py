from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Dict, Type

import torch
import torch.nn.functional as F

logger = logging.getLogger(__name__)


@dataclass
class DecodeMetadata:
    seq_lens: torch.Tensor
    cu_seqlens_k: torch.Tensor
    positions: torch.Tensor
    max_seq_len_k: int


class EagerDecodeMetadataBuilder:
    """Builds fresh metadata tensors every step; used when graphs are disabled."""

    def __init__(self, max_bs: int, max_context_len: int):
        self.max_bs = max_bs
        self.max_context_len = max_context_len

    def build(self, seq_lens: torch.Tensor, bs: int) -> DecodeMetadata:
        seq_lens_list = seq_lens.cpu().tolist()
        max_len = max(seq_lens_list)
        if max_len > self.max_context_len:
            logger.warning("seq len %d exceeds max_context_len %d", max_len, self.max_context_len)
        cu = [0]
        for n in seq_lens_list:
            cu.append(cu[-1] + n)
        return DecodeMetadata(
            seq_lens=seq_lens,
            cu_seqlens_k=torch.tensor(cu, dtype=torch.int32),
            positions=seq_lens - 1,
            max_seq_len_k=max_len,
        )


class GraphReplayDecodeMetadataBuilder:
    """Writes into persistent buffers so that captured graphs see stable addresses."""

    def __init__(self, max_bs: int, max_context_len: int):
        self.max_bs = max_bs
        self.max_context_len = max_context_len
        self.seq_lens_buf = torch.ones(max_bs, dtype=torch.int64)
        self.cu_seqlens_buf = torch.zeros(max_bs + 1, dtype=torch.int32)
        self.positions_buf = torch.zeros(max_bs, dtype=torch.int64)

    def build(self, seq_lens: torch.Tensor, bs: int) -> DecodeMetadata:
        self.seq_lens_buf[:bs].copy_(seq_lens)
        self.seq_lens_buf[bs:].fill_(1)
        self.cu_seqlens_buf.copy_(F.pad(torch.cumsum(self.seq_lens_buf, 0, dtype=torch.int32), (1, 0)))
        torch.sub(self.seq_lens_buf, 1, out=self.positions_buf)
        return DecodeMetadata(
            seq_lens=self.seq_lens_buf,
            cu_seqlens_k=self.cu_seqlens_buf,
            positions=self.positions_buf,
            max_seq_len_k=self.max_context_len,
        )


DECODE_METADATA_BUILDERS: Dict[str, Type] = {
    "eager": EagerDecodeMetadataBuilder,
    "graph": GraphReplayDecodeMetadataBuilder,
}
