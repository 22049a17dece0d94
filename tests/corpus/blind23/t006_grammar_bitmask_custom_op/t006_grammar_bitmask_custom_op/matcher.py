from __future__ import annotations

import re
from dataclasses import dataclass, field

import numpy as np


@dataclass
class ChoiceMatcher:
    """Per-request matcher for a `choice` constraint: output one of `choices`."""

    choices: list[str]
    vocab: list[str]
    eos_token_id: int = 0
    text: str = ""
    _compiled: re.Pattern = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._compiled = re.compile("|".join(re.escape(c) for c in self.choices))

    def is_complete(self) -> bool:
        return self._compiled.fullmatch(self.text) is not None

    def _viable(self, candidate: str) -> bool:
        return any(choice.startswith(candidate) for choice in self.choices)

    def allowed_token_ids(self) -> list[int]:
        allowed = [i for i, tok in enumerate(self.vocab) if tok and self._viable(self.text + tok)]
        if self.is_complete():
            allowed.append(self.eos_token_id)
        return allowed

    def fill_bitmask_row(self, row: np.ndarray) -> None:
        row[:] = 0
        for tok in self.allowed_token_ids():
            row[tok // 32] |= np.int32(1 << (tok % 32)) if tok % 32 < 31 else np.int32(-(1 << 31))

    def accept(self, token_id: int) -> None:
        if token_id != self.eos_token_id:
            self.text += self.vocab[token_id]


class MatcherRegistry:
    def __init__(self) -> None:
        self._by_slot: dict[int, ChoiceMatcher] = {}

    def register(self, slot: int, matcher: ChoiceMatcher) -> None:
        self._by_slot[slot] = matcher

    def get(self, slot: int) -> ChoiceMatcher | None:
        return self._by_slot.get(slot)


REGISTRY = MatcherRegistry()
