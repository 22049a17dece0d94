from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class GrammarRequestState:
    request_id: str
    fsm_state: int = 0
    num_generated: int = 0
    history: list[int] = field(default_factory=list)

    @property
    def finished(self) -> bool:
        return self.fsm_state < 0


class GrammarStateTable:
    def __init__(self) -> None:
        self._states: dict[str, GrammarRequestState] = {}
        self.order: list[str] = []

    def add(self, request_id: str) -> GrammarRequestState:
        st = GrammarRequestState(request_id)
        self._states[request_id] = st
        self.order.append(request_id)
        return st

    def active(self) -> list[GrammarRequestState]:
        return [self._states[rid] for rid in self.order]
