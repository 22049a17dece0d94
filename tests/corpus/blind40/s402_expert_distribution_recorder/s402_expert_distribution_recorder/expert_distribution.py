import threading
from typing import Optional

import torch


class ExpertDistributionRecorder:
    """Accumulates how many tokens each expert received, per layer.

    The accumulated counts are read by the EPLB rebalancer from another
    thread, hence the lock around every update.
    """

    def __init__(self, num_layers: int, num_experts: int):
        self.num_layers = num_layers
        self.num_experts = num_experts
        self._lock = threading.Lock()
        self._recording = True
        self._counts = torch.zeros(num_layers, num_experts, dtype=torch.int64)

    def start_record(self) -> None:
        self._recording = True

    def stop_record(self) -> None:
        self._recording = False

    def on_select_experts(self, layer_id: int, topk_ids: torch.Tensor) -> None:
        if not self._recording:
            return
        flat = topk_ids.flatten()
        with self._lock:
            self._counts[layer_id].index_add_(0, flat, torch.ones_like(flat))

    def dump(self) -> torch.Tensor:
        with self._lock:
            out = self._counts.clone()
            self._counts.zero_()
        return out


_global_recorder: Optional[ExpertDistributionRecorder] = None


def set_global_expert_distribution_recorder(recorder: ExpertDistributionRecorder) -> None:
    global _global_recorder
    _global_recorder = recorder


def get_global_expert_distribution_recorder() -> ExpertDistributionRecorder:
    assert _global_recorder is not None, "expert distribution recorder not initialised"
    return _global_recorder
