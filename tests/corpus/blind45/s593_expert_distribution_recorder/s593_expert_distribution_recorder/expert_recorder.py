"""Per-layer expert selection statistics, used for EPLB rebalancing.

The recorder is shared by the scheduler thread (which dumps and resets it) and
the forward pass (which accumulates into it), hence the lock.
"""
from __future__ import annotations

import functools
import threading
from typing import Callable, Tuple

import torch


class ExpertDistributionRecorder:
    def __init__(self, num_layers: int, num_experts: int) -> None:
        self.num_experts = num_experts
        self._lock = threading.Lock()
        self._recording = False
        self._counts = torch.zeros(num_layers, num_experts, dtype=torch.long)

    def start_record(self) -> None:
        self._recording = True

    def stop_record(self) -> None:
        self._recording = False

    def dump_and_reset(self) -> torch.Tensor:
        with self._lock:
            counts = self._counts.clone()
            self._counts.zero_()
        return counts

    def on_select_experts(self, layer_id: int, topk_ids: torch.Tensor) -> None:
        if not self._recording:
            return
        flat = topk_ids.flatten()
        with self._lock:
            self._counts[layer_id].index_add_(0, flat, torch.ones_like(flat))

    def wrap_router(self, layer_id: int, forward: Callable[..., Tuple[torch.Tensor, torch.Tensor]]):
        @functools.wraps(forward)
        def recorded_forward(hidden_states: torch.Tensor):
            topk_weights, topk_ids = forward(hidden_states)
            self.on_select_experts(layer_id, topk_ids)
            return topk_weights, topk_ids

        return recorded_forward
