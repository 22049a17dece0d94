from __future__ import annotations

import torch
from torch import nn

from .metadata import VarlenMetadataBuilder


class PagedDecodeRunner(nn.Module):
    def __init__(self, hidden_size: int = 8, page_size: int = 4, max_pages_per_req: int = 4):
        super().__init__()
        self.page_size = page_size
        self.builder = VarlenMetadataBuilder(page_size, max_pages_per_req)
        self.q_proj = nn.Linear(hidden_size, hidden_size, bias=False)

    def forward(self, hidden: torch.Tensor, seq_lens: torch.Tensor, block_tables: torch.Tensor):
        metadata = self.builder.build_decode(seq_lens, block_tables)
        q = self.q_proj(hidden)
        last_page = metadata.page_table.gather(
            1, (metadata.num_pages_per_req.to(torch.int64) - 1).clamp(min=0)[:, None]
        )
        scale = (metadata.cu_seqlens_k[1:] - metadata.cu_seqlens_k[:-1]).to(q.dtype)
        return q * scale[:, None], last_page.squeeze(1), metadata.cu_seqlens_q


runner = torch.compile(PagedDecodeRunner(), fullgraph=True)
