"""Hooks run at the boundary of a pipeline stage.

Activations for the next stage are handed to a sender thread through a
queue, so the P2P send overlaps with the next micro-batch's compute.
"""
from __future__ import annotations

import queue
import threading
from typing import Callable, List, Optional, Tuple

import torch

_SendItem = Tuple[int, str, torch.Tensor]


class AsyncSender:
    def __init__(self, maxsize: int = 64) -> None:
        self._q: "queue.Queue[Optional[_SendItem]]" = queue.Queue(maxsize=maxsize)
        self._thread: Optional[threading.Thread] = None

    def start(self, send_fn: Callable[[_SendItem], None]) -> None:
        def _drain() -> None:
            while (item := self._q.get()) is not None:
                send_fn(item)

        self._thread = threading.Thread(target=_drain, name="pp-sender", daemon=True)
        self._thread.start()

    def submit(self, dst_stage: int, name: str, t: torch.Tensor) -> None:
        self._q.put_nowait((dst_stage, name, t))

    def close(self) -> None:
        self._q.put(None)


class StageHook:
    def on_stage_output(self, stage_idx: int, hidden: torch.Tensor, residual: torch.Tensor) -> torch.Tensor:
        return hidden


class SendToNextStageHook(StageHook):
    def __init__(self, sender: AsyncSender) -> None:
        self.sender = sender

    def on_stage_output(self, stage_idx, hidden, residual):
        self.sender.submit(stage_idx + 1, "hidden_states", hidden)
        self.sender.submit(stage_idx + 1, "residual", residual)
        return hidden


class ClampActivationsHook(StageHook):
    def __init__(self, limit: float = 1e4) -> None:
        self.limit = limit

    def on_stage_output(self, stage_idx, hidden, residual):
        return hidden.clamp(-self.limit, self.limit)


_HOOK_FACTORIES: List[Callable[[AsyncSender], StageHook]] = []


def register_stage_hook(factory: Callable[[AsyncSender], StageHook]):
    _HOOK_FACTORIES.append(factory)
    return factory


register_stage_hook(lambda sender: ClampActivationsHook())
register_stage_hook(SendToNextStageHook)


def build_hooks(sender: AsyncSender) -> List[StageHook]:
    return [f(sender) for f in _HOOK_FACTORIES]
