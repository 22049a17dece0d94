from __future__ import annotations

import dataclasses

import torch


@dataclasses.dataclass(frozen=True)
class PageSpec:
    num_pages: int = 8
    page_size: int = 4
    head_dim: int = 8


class PagePool:
    """Physical KV pages; a request owns a list of page ids (its block table row)."""

    def __init__(self, spec: PageSpec) -> None:
        self.spec = spec
        g = torch.Generator().manual_seed(1234)
        shape = (spec.num_pages, spec.page_size, spec.head_dim)
        self.k_pages = torch.randn(shape, generator=g)
        self.v_pages = torch.randn(shape, generator=g)

    def gather(self, page_ids: list[int], num_tokens: int) -> tuple[torch.Tensor, torch.Tensor]:
        # page_ids are Python ints straight from the block table
        k = torch.cat([self.k_pages[p] for p in page_ids], dim=0)
        v = torch.cat([self.v_pages[p] for p in page_ids], dim=0)
        return k[:num_tokens], v[:num_tokens]
