"""Per-conversation state: how many tokens of the history already have KV."""
from dataclasses import dataclass

import torch

from .stats import GLOBAL_STATS


@dataclass
class SessionState:
    session_id: str
    kv: torch.Tensor
    cached_len: int = 0
    turns: int = 0

    def begin_turn(self, new_tokens: int) -> int:
        reused = self.cached_len
        GLOBAL_STATS.record(self.session_id, reused, new_tokens)
        self.turns += 1
        return reused


class SessionRegistry:
    def __init__(self, hidden: int = 8, max_len: int = 32):
        self.hidden = hidden
        self.max_len = max_len
        self._sessions: dict = {}

    def get(self, session_id: str) -> SessionState:
        if session_id not in self._sessions:
            kv = torch.zeros(1, self.max_len, self.hidden)
            self._sessions[session_id] = SessionState(session_id, kv)
        return self._sessions[session_id]


REGISTRY = SessionRegistry()
