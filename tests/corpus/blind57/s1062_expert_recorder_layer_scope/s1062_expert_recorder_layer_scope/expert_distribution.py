"""Collects per-layer expert routing statistics for EPLB rebalancing."""
from __future__ import annotations

from typing import Dict, List, Optional

import torch


class _LayerScope:
    """Re-entrant scope that tags recorded statistics with the current layer.

    One instance is kept per recorder and rebound for every layer instead of
    allocating a new object in the hot path.
    """

    def __init__(self, recorder: "ExpertDistributionRecorder") -> None:
        self._recorder = recorder
        self._pending: Optional[int] = None
        self._stack: List[Optional[int]] = []

    def bind(self, layer_idx: int) -> "_LayerScope":
        self._pending = layer_idx
        return self

    def __enter__(self) -> "_LayerScope":
        self._stack.append(self._recorder.current_layer_idx)
        self._recorder.current_layer_idx = self._pending
        return self

    def __exit__(self, exc_type, exc, tb) -> bool:
        self._recorder.current_layer_idx = self._stack.pop()
        return False


class ExpertDistributionRecorder:
    def __init__(self, num_layers: int, num_experts: int) -> None:
        self.num_layers = num_layers
        self.num_experts = num_experts
        self.current_layer_idx: Optional[int] = None
        self.recording = False
        self._scope = _LayerScope(self)
        self._counts: Dict[int, torch.Tensor] = {}

    def with_current_layer(self, layer_idx: int) -> _LayerScope:
        return self._scope.bind(layer_idx)

    def on_select_experts(self, topk_ids: torch.Tensor) -> None:
        if not self.recording or self.current_layer_idx is None:
            return
        counts = torch.bincount(topk_ids.flatten(), minlength=self.num_experts)
        prev = self._counts.get(self.current_layer_idx)
        self._counts[self.current_layer_idx] = counts if prev is None else prev + counts

    def start_record(self) -> None:
        self.recording = True
        self._counts.clear()

    def stop_record(self) -> Dict[int, torch.Tensor]:
        self.recording = False
        return dict(self._counts)


_global_expert_distribution_recorder: Optional[ExpertDistributionRecorder] = None


def set_global_expert_distribution_recorder(recorder: ExpertDistributionRecorder) -> None:
    global _global_expert_distribution_recorder
    _global_expert_distribution_recorder = recorder


def get_global_expert_distribution_recorder() -> ExpertDistributionRecorder:
    assert _global_expert_distribution_recorder is not None
    return _global_expert_distribution_recorder
