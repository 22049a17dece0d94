from typing import Dict, Optional, Type

import torch

from .utils import eager_only, get_bool_env_var


class ExpertDistributionRecorder:
    """Interface; the default implementation records nothing."""

    enabled: bool = False

    @staticmethod
    def init_new(mode: str, num_layers: int, num_experts: int) -> "ExpertDistributionRecorder":
        cls = _RECORDER_CLASSES.get(mode, _NoopRecorder)
        return cls(num_layers, num_experts)

    def __init__(self, num_layers: int, num_experts: int):
        self.num_layers = num_layers
        self.num_experts = num_experts

    def on_select_experts(self, layer_idx: int, topk_ids: torch.Tensor) -> None:
        pass

    def dump(self) -> Dict[str, torch.Tensor]:
        return {}


class _NoopRecorder(ExpertDistributionRecorder):
    pass


class _RecorderReal(ExpertDistributionRecorder):
    def __init__(self, num_layers: int, num_experts: int):
        super().__init__(num_layers, num_experts)
        self.enabled = True

    @eager_only
    def on_select_experts(self, layer_idx: int, topk_ids: torch.Tensor) -> None:
        self._accumulate(layer_idx, topk_ids)

    def _accumulate(self, layer_idx: int, topk_ids: torch.Tensor) -> None:
        raise NotImplementedError


class _StatRecorder(_RecorderReal):
    def __init__(self, num_layers: int, num_experts: int):
        super().__init__(num_layers, num_experts)
        self._counts = torch.zeros(num_layers, num_experts, dtype=torch.int64)

    def _accumulate(self, layer_idx: int, topk_ids: torch.Tensor) -> None:
        flat = topk_ids.flatten().to(torch.int64)
        self._counts[layer_idx].index_add_(0, flat, torch.ones_like(flat))

    def dump(self) -> Dict[str, torch.Tensor]:
        return {"logical_count": self._counts.clone()}


class _PerTokenRecorder(_StatRecorder):
    def _accumulate(self, layer_idx: int, topk_ids: torch.Tensor) -> None:
        super()._accumulate(layer_idx, topk_ids)


_RECORDER_CLASSES: Dict[str, Type[ExpertDistributionRecorder]] = {
    "stat": _StatRecorder,
    "per_token": _PerTokenRecorder,
}

_global_recorder: Optional[ExpertDistributionRecorder] = None


def get_global_expert_distribution_recorder() -> ExpertDistributionRecorder:
    global _global_recorder
    if _global_recorder is None:
        _global_recorder = _NoopRecorder(0, 0)
    return _global_recorder


def set_global_expert_distribution_recorder(recorder: ExpertDistributionRecorder) -> None:
    global _global_recorder
    _global_recorder = recorder


def recorder_mode_from_env() -> str:
    return "stat" if get_bool_env_var("S1025_RECORD_EXPERTS", "true") else "none"
