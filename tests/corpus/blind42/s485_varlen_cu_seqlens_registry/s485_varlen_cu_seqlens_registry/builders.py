from __future__ import annotations

from dataclasses import dataclass

import torch

from .metadata_registry import register_metadata_builder
from .varlen_utils import compute_cu_seqlens, token_to_seq_ids


@dataclass
class VarlenMetadata:
    cu_seqlens_q: torch.Tensor
    max_seqlen_q: int
    seq_ids: torch.Tensor


@register_metadata_builder("sdpa_padded")
class PaddedSdpaMetadataBuilder:
    def __init__(self, max_len: int = 8):
        self.max_len = max_len

    def build(self, seq_lens: torch.Tensor, num_tokens: int) -> torch.Tensor:
        return torch.arange(self.max_len)[None, :] < seq_lens[:, None]


@register_metadata_builder("flash_attn_varlen")
class FlashAttnVarlenMetadataBuilder:
    def build(self, seq_lens: torch.Tensor, num_tokens: int) -> VarlenMetadata:
        cu_seqlens_q, max_seqlen_q = compute_cu_seqlens(seq_lens)
        return VarlenMetadata(
            cu_seqlens_q=cu_seqlens_q,
            max_seqlen_q=max_seqlen_q,
            seq_ids=token_to_seq_ids(seq_lens, num_tokens),
        )
