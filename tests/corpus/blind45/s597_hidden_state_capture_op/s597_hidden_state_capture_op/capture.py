"""Host-side capture of intermediate hidden states.

Subscribers are arbitrary Python callables, so the capture point is an opaque
custom op: the graph only sees ``capture_hidden_states(hidden, layer_id)``.
"""
from __future__ import annotations

from typing import Callable, List

import torch

Subscriber = Callable[[int, torch.Tensor], None]


class CaptureRegistry:
    def __init__(self) -> None:
        self._subscribers: List[Subscriber] = []
        self.captured: dict = {}

    def subscribe(self, fn: Subscriber) -> Subscriber:
        self._subscribers.append(fn)
        return fn

    def publish(self, layer_id: int, hidden: torch.Tensor) -> None:
        self.captured[layer_id] = hidden
        for fn in self._subscribers:
            fn(layer_id, hidden)


HIDDEN_STATE_CAPTURE = CaptureRegistry()


@torch.library.custom_op("blind45_s597::capture_hidden_states", mutates_args=())
def capture_hidden_states(hidden: torch.Tensor, layer_id: int) -> None:
    HIDDEN_STATE_CAPTURE.publish(layer_id, hidden.detach().clone())


@capture_hidden_states.register_fake
def _capture_hidden_states_fake(hidden: torch.Tensor, layer_id: int) -> None:
    return None
