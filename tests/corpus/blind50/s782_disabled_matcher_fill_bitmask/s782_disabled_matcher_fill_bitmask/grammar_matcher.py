"""Pool of per-request grammar matchers that fill the shared token bitmask."""

from dataclasses import dataclass, field
from typing import Dict, List, Optional

import torch


def _signed_bit(bit: int) -> int:
    # bitmask words are int32: bit 31 is the sign bit
    return -(1 << 31) if bit == 31 else 1 << bit


@dataclass
class JsonSchemaMatcher:
    """Tiny stand-in for a compiled JSON-schema matcher.

    ``allowed_by_state`` maps a matcher state to the token ids accepted there.
    """

    allowed_by_state: Dict[int, List[int]]
    state: int = 0
    terminated: bool = False

    def allowed_token_ids(self) -> List[int]:
        return self.allowed_by_state.get(self.state, [])

    def accept_token(self, token_id: int) -> bool:
        if token_id not in self.allowed_token_ids():
            return False
        self.state += 1
        if self.state not in self.allowed_by_state:
            self.terminated = True
        return True


@dataclass
class GrammarMatcherPool:
    vocab_size: int
    matchers: Dict[int, JsonSchemaMatcher] = field(default_factory=dict)

    def add(self, slot: int, matcher: JsonSchemaMatcher) -> None:
        self.matchers[slot] = matcher

    def get(self, slot: int) -> Optional[JsonSchemaMatcher]:
        return self.matchers.get(slot)

    @torch.compiler.disable
    def fill_next_token_bitmask(self, bitmask: torch.Tensor, slot: int) -> None:
        matcher = self.matchers.get(slot)
        row = bitmask[slot]
        if matcher is None or matcher.terminated:
            row.fill_(-1)
            return
        row.zero_()
        for tok in matcher.allowed_token_ids():
            word, bit = divmod(tok, 32)
            row[word] |= _signed_bit(bit)
