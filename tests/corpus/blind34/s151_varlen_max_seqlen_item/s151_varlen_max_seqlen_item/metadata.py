from dataclasses import dataclass
from typing import Optional

import torch
import torch.nn.functional as F


@dataclass
class VarlenAttentionMetadata:
    cu_seqlens_q: torch.Tensor
    cu_seqlens_k: torch.Tensor
    max_seqlen_q: int
    max_seqlen_k: int
    num_seqs: int
    causal: bool = True


class VarlenMetadataBuilder:
    """Builds flash-attn style varlen metadata from per-sequence lengths."""

    def __init__(self, causal: bool = True, pad_to: Optional[int] = None):
        self.causal = causal
        self.pad_to = pad_to

    def _cumulative(self, seq_lens: torch.Tensor) -> torch.Tensor:
        cu = torch.cumsum(seq_lens, dim=0, dtype=torch.int32)
        return F.pad(cu, (1, 0))

    def _max_len(self, cu_seqlens: torch.Tensor) -> int:
        lens = cu_seqlens[1:] - cu_seqlens[:-1]
        max_len = int(lens.max().item())
        if self.pad_to is not None:
            max_len = ((max_len + self.pad_to - 1) // self.pad_to) * self.pad_to
        return max_len

    def build(self, seq_lens_q: torch.Tensor, seq_lens_k: torch.Tensor) -> VarlenAttentionMetadata:
        cu_q = self._cumulative(seq_lens_q)
        cu_k = self._cumulative(seq_lens_k)
        return VarlenAttentionMetadata(
            cu_seqlens_q=cu_q,
            cu_seqlens_k=cu_k,
            max_seqlen_q=self._max_len(cu_q),
            max_seqlen_k=self._max_len(cu_k),
            num_seqs=seq_lens_q.shape[0],
            causal=self.causal,
        )
