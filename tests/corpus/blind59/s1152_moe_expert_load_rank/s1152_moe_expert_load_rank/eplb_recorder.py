from collections import defaultdict, deque
from typing import Deque, Dict, List, Type

import torch


class ExpertLoadRecorder:
    """Tracks how many tokens each expert received, per layer."""

    def __init__(self, num_experts: int):
        self.num_experts = num_experts
        self._load: Dict[int, torch.Tensor] = defaultdict(lambda: torch.zeros(()))
        self.hot_experts: List[int] = []

    def record(self, layer_id: int, topk_ids: torch.Tensor) -> None:
        for expert_id in range(self.num_experts):
            self._load[expert_id] = self._load[expert_id] + (topk_ids == expert_id).sum()

    def top_experts(self, k: int) -> List[int]:
        ranked = sorted(self._load.items(), key=lambda kv: kv[1], reverse=True)
        return [expert_id for expert_id, _ in ranked[:k]]

    def on_forward_end(self) -> None:
        self.hot_experts = self.top_experts(2)


class WindowedExpertLoadRecorder(ExpertLoadRecorder):
    def __init__(self, num_experts: int, window: int = 4):
        super().__init__(num_experts)
        self._history: Deque[Dict[int, torch.Tensor]] = deque(maxlen=window)

    def record(self, layer_id: int, topk_ids: torch.Tensor) -> None:
        step: Dict[int, torch.Tensor] = {}
        for expert_id in range(self.num_experts):
            step[expert_id] = (topk_ids == expert_id).sum()
        self._history.append(step)
        for expert_id in range(self.num_experts):
            self._load[expert_id] = sum(h[expert_id] for h in self._history)


_RECORDER_REGISTRY: Dict[str, Type[ExpertLoadRecorder]] = {
    "cumulative": ExpertLoadRecorder,
    "windowed": WindowedExpertLoadRecorder,
}


def create_expert_load_recorder(mode: str, num_experts: int) -> ExpertLoadRecorder:
    try:
        cls = _RECORDER_REGISTRY[mode]
    except KeyError:
        raise ValueError(f"unknown expert load recorder mode {mode!r}")
    return cls(num_experts)
