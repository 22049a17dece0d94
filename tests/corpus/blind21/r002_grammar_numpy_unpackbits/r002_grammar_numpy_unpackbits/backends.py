"""Grammar backends register how they apply their masks to a logits batch."""
from __future__ import annotations

from typing import Callable, Dict

import torch

from . import bitmask as _bm

_BACKENDS: Dict[str, "GrammarBackend"] = {}


def register_backend(name: str) -> Callable[[type], type]:
    def deco(cls: type) -> type:
        _BACKENDS[name] = cls()
        return cls

    return deco


def get_backend(name: str) -> "GrammarBackend":
    return _BACKENDS[name]


class GrammarBackend:
    def apply(self, logits: torch.Tensor, bitmask: torch.Tensor, rows: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError


@register_backend("xgrammar")
class XGrammarBackend(GrammarBackend):
    def apply(self, logits, bitmask, rows):
        sub = logits.index_select(0, rows)
        sub = _bm.apply_token_bitmask_inplace(sub, bitmask)
        return logits.index_copy(0, rows, sub)


@register_backend("none")
class PassthroughBackend(GrammarBackend):
    def apply(self, logits, bitmask, rows):
        return logits
