from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Dict, Type

import torch

from .packing import build_packed_indices, length_sorted_order


@dataclass
class PrefillMetadata:
    order: torch.Tensor
    cu_seqlens: torch.Tensor
    max_seqlen: int
    num_tokens: int


class PrefillMetadataBuilder:
    name = "base"

    def __init__(self, page_size: int):
        self.page_size = page_size

    def reorder(self, seq_lens_list):
        return list(range(len(seq_lens_list)))

    def build(self, seq_lens: torch.Tensor, num_tokens: int) -> PrefillMetadata:
        seq_lens_list = seq_lens.tolist()
        order = self.reorder(seq_lens_list)
        order_t, cu_seqlens = build_packed_indices(seq_lens, order)
        return PrefillMetadata(order_t, cu_seqlens, max(seq_lens_list), num_tokens)


class LengthSortedMetadataBuilder(PrefillMetadataBuilder):
    name = "length_sorted"

    def reorder(self, seq_lens_list):
        return length_sorted_order(seq_lens_list, descending=True)


_BUILDERS: Dict[str, Type[PrefillMetadataBuilder]] = {}


def register_builder(cls: Type[PrefillMetadataBuilder]) -> Type[PrefillMetadataBuilder]:
    _BUILDERS[cls.name] = cls
    return cls


register_builder(PrefillMetadataBuilder)
register_builder(LengthSortedMetadataBuilder)


def create_metadata_builder(kind: str, page_size: int = 1) -> PrefillMetadataBuilder:
    try:
        cls = _BUILDERS[kind]
    except KeyError:
        raise ValueError(f"unknown prefill metadata builder {kind!r}; choose from {sorted(_BUILDERS)}")
    return cls(page_size)
