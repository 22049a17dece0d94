"""Expert-load statistics for expert-parallel load balancing (EPLB).

Each MoE layer reports its top-k selection; the recorder keeps a per-layer
running count and flags steps where one expert receives a disproportionate
share of the tokens, which the rebalancer uses to decide when to reshuffle.
"""
from typing import Dict, Optional

import torch


class _LayerWindow:
    def __init__(self, num_experts: int):
        self.num_experts = num_experts
        self.total = torch.zeros(num_experts)
        self.hot_steps = 0


class ExpertDistributionRecorder:
    def __init__(self, num_experts: int, imbalance_factor: float = 2.0):
        self.num_experts = num_experts
        self.imbalance_factor = imbalance_factor
        self._windows: Dict[int, _LayerWindow] = {}
        self.recording = True

    def _window(self, layer_id: int) -> _LayerWindow:
        if layer_id not in self._windows:
            self._windows[layer_id] = _LayerWindow(self.num_experts)
        return self._windows[layer_id]

    def on_select_experts(self, layer_id: int, topk_ids: torch.Tensor) -> None:
        if not self.recording:
            return
        counts = torch.zeros(self.num_experts, dtype=torch.float32, device=topk_ids.device)
        counts.scatter_add_(0, topk_ids.flatten(), torch.ones_like(topk_ids.flatten(), dtype=torch.float32))
        window = self._window(layer_id)
        window.total = window.total + counts
        self._check_imbalance(window, counts, topk_ids.numel())

    def _check_imbalance(self, window: _LayerWindow, counts: torch.Tensor, num_assignments: int) -> None:
        expected = num_assignments / self.num_experts
        hottest = int(counts.max())
        if hottest > self.imbalance_factor * expected:
            window.hot_steps += 1


_global_recorder: Optional[ExpertDistributionRecorder] = None


def get_global_expert_distribution_recorder() -> ExpertDistributionRecorder:
    global _global_recorder
    if _global_recorder is None:
        _global_recorder = ExpertDistributionRecorder(num_experts=6)
    return _global_recorder
