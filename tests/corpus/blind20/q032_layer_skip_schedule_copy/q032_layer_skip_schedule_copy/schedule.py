"""Which decoder layers run for a given pass.

Self-speculative decoding drafts with a subset of the layers; the verifier
runs all of them.  The schedule keeps the canonical order and hands out a
fresh list per call so callers can mutate it freely.
"""
from __future__ import annotations

import copy
import enum
from dataclasses import dataclass, field
from typing import Iterable, List


class PassKind(enum.Enum):
    VERIFY = "verify"
    DRAFT = "draft"


@dataclass
class SkipConfig:
    num_layers: int = 4
    draft_skip: List[int] = field(default_factory=lambda: [1, 2])
    always_keep_last: bool = True


class LayerSchedule:
    def __init__(self, cfg: SkipConfig) -> None:
        self.cfg = cfg
        self._order: List[int] = list(range(cfg.num_layers))
        self._skip = frozenset(cfg.draft_skip)

    def _filtered(self, layers: Iterable[int]) -> List[int]:
        last = self.cfg.num_layers - 1
        keep = []
        for idx in layers:
            if idx in self._skip and not (self.cfg.always_keep_last and idx == last):
                continue
            keep.append(idx)
        return keep

    def active_layers(self, kind: PassKind) -> List[int]:
        layers = copy.copy(self._order)
        if kind is PassKind.DRAFT:
            layers = self._filtered(layers)
        return layers
