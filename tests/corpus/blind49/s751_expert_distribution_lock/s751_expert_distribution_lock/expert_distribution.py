import threading
from contextlib import contextmanager
from typing import Dict, List, Optional

import torch


class _SinglePassGatherer:
    """Collects per-layer routing decisions for a single forward pass."""

    def __init__(self, num_layers: int, num_experts: int):
        self._num_layers = num_layers
        self._num_experts = num_experts

    def on_select_experts(self, layer_idx: int, topk_ids: torch.Tensor) -> None:
        raise NotImplementedError

    def reset(self) -> None:
        raise NotImplementedError

    def collect(self) -> torch.Tensor:
        raise NotImplementedError


class _StatSinglePassGatherer(_SinglePassGatherer):
    def __init__(self, num_layers: int, num_experts: int):
        super().__init__(num_layers, num_experts)
        self._lock = threading.Lock()
        self._counts = torch.zeros(num_layers, num_experts, dtype=torch.int64)

    def on_select_experts(self, layer_idx: int, topk_ids: torch.Tensor) -> None:
        flat = topk_ids.flatten().to(torch.int64)
        ones = torch.ones_like(flat)
        with self._lock:
            self._counts[layer_idx].scatter_add_(0, flat, ones)

    def reset(self) -> None:
        self._counts.zero_()

    def collect(self) -> torch.Tensor:
        return self._counts.clone()


class _DetailSinglePassGatherer(_SinglePassGatherer):
    def __init__(self, num_layers: int, num_experts: int):
        super().__init__(num_layers, num_experts)
        self._records: Dict[int, List[torch.Tensor]] = {}

    def on_select_experts(self, layer_idx: int, topk_ids: torch.Tensor) -> None:
        self._records.setdefault(layer_idx, []).append(topk_ids.detach().clone())

    def reset(self) -> None:
        self._records.clear()

    def collect(self) -> torch.Tensor:
        return torch.stack([torch.cat(v) for _, v in sorted(self._records.items())])


_GATHERER_CLS = {
    "stat": _StatSinglePassGatherer,
    "per_token": _DetailSinglePassGatherer,
}


class ExpertDistributionRecorder:
    def __init__(self, mode: str, num_layers: int, num_experts: int):
        self._mode = mode
        self._gatherer = _GATHERER_CLS[mode](num_layers, num_experts)
        self._current_layer_idx: Optional[int] = None
        self._recording = True

    @contextmanager
    def with_current_layer(self, layer_idx: int):
        prev = self._current_layer_idx
        self._current_layer_idx = layer_idx
        try:
            yield
        finally:
            self._current_layer_idx = prev

    def on_select_experts(self, topk_ids: torch.Tensor) -> None:
        if not self._recording:
            return
        self._gatherer.on_select_experts(self._current_layer_idx, topk_ids)

    def dump_record(self) -> torch.Tensor:
        out = self._gatherer.collect()
        self._gatherer.reset()
        return out


_global_expert_distribution_recorder: Optional[ExpertDistributionRecorder] = None


def set_global_expert_distribution_recorder(recorder: ExpertDistributionRecorder) -> None:
    global _global_expert_distribution_recorder
    _global_expert_distribution_recorder = recorder


def get_global_expert_distribution_recorder() -> ExpertDistributionRecorder:
    return _global_expert_distribution_recorder
