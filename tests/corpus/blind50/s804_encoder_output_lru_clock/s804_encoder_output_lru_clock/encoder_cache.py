from dataclasses import dataclass, field
from typing import Callable, Dict, Optional

import torch

from .utils import monotonic_ms


@dataclass
class CachedEncoderOutput:
    hidden_states: torch.Tensor
    num_tokens: int
    last_access_ms: int = 0
    hits: int = 0


@dataclass
class EncoderOutputCache:
    max_num_tokens: int = 4096
    entries: Dict[str, CachedEncoderOutput] = field(default_factory=dict)
    num_cached_tokens: int = 0

    def _touch(self, entry: CachedEncoderOutput) -> CachedEncoderOutput:
        entry.hits += 1
        entry.last_access_ms = monotonic_ms()
        return entry

    def _evict_until(self, num_tokens: int) -> None:
        while self.entries and self.num_cached_tokens + num_tokens > self.max_num_tokens:
            victim = min(self.entries, key=lambda k: self.entries[k].last_access_ms)
            self.num_cached_tokens -= self.entries.pop(victim).num_tokens

    def lookup(self, request_id: str) -> Optional[CachedEncoderOutput]:
        entry = self.entries.get(request_id)
        return self._touch(entry) if entry is not None else None

    def get_or_compute(self, request_id: str, compute: Callable[[], torch.Tensor]) -> torch.Tensor:
        entry = self.lookup(request_id)
        if entry is None:
            hidden_states = compute()
            num_tokens = hidden_states.shape[1]
            self._evict_until(num_tokens)
            entry = CachedEncoderOutput(hidden_states, num_tokens)
            self.entries[request_id] = entry
            self.num_cached_tokens += num_tokens
            self._touch(entry)
        return entry.hidden_states
