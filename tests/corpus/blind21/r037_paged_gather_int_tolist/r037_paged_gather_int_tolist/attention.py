from __future__ import annotations

import math

import torch

from .pages import PagePool, PageSpec

_POOL = PagePool(PageSpec())


def _row_pages(block_table: torch.Tensor, row: int) -> list[int]:
    return block_table[row].tolist()


def _single_query_attention(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
    scores = (k @ q) / math.sqrt(q.shape[-1])
    probs = torch.softmax(scores, dim=0)
    return probs @ v


@torch.compile(fullgraph=True)
def paged_decode(q: torch.Tensor, block_table: torch.Tensor, seq_lens: torch.Tensor) -> torch.Tensor:
    outs = []
    for row in range(q.shape[0]):
        pages = _row_pages(block_table, row)
        n = int(seq_lens[row].item())
        k, v = _POOL.gather(pages, n)
        outs.append(_single_query_attention(q[row], k, v))
    return torch.stack(outs)
