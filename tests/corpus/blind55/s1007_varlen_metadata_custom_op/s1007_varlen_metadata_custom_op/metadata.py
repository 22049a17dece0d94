from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import torch


@dataclass
class VarlenAttentionMetadata:
    cu_seqlens_q: torch.Tensor
    cu_seqlens_k: torch.Tensor
    num_pages_per_req: torch.Tensor
    page_table: torch.Tensor
    max_seqlen_q: int = 1
    max_seqlen_k: Optional[int] = None


class VarlenMetadataBuilder:
    def __init__(self, page_size: int, max_pages_per_req: int):
        self.page_size = page_size
        self.max_pages_per_req = max_pages_per_req

    def build_decode(
        self, seq_lens: torch.Tensor, block_tables: torch.Tensor
    ) -> VarlenAttentionMetadata:
        bs = seq_lens.shape[0]
        cu_seqlens_k, num_pages = torch.ops.corpus_s1007.build_varlen_metadata(
            seq_lens, self.page_size
        )
        page_idx = torch.arange(self.max_pages_per_req, device=seq_lens.device)
        page_table = torch.where(
            page_idx[None, :] < num_pages[:, None],
            block_tables[:, : self.max_pages_per_req],
            torch.full_like(block_tables[:, : self.max_pages_per_req], -1),
        )
        return VarlenAttentionMetadata(
            cu_seqlens_q=torch.arange(bs + 1, dtype=torch.int32, device=seq_lens.device),
            cu_seqlens_k=cu_seqlens_k,
            num_pages_per_req=num_pages,
            page_table=page_table,
        )
