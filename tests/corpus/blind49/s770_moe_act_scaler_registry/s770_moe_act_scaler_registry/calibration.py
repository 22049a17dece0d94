import logging
from typing import Dict, List

import torch

logger = logging.getLogger(__name__)


class StaticMinMaxCalibrator:
    """Offline calibration: accumulates per-expert amax over a calibration set."""

    def __init__(self, num_experts: int, fp8_max: float):
        self.num_experts = num_experts
        self.fp8_max = fp8_max
        self.expert_amax: List[float] = [0.0] * num_experts
        self.batches = 0

    def observe(self, x: torch.Tensor, topk_ids: torch.Tensor) -> None:
        ids = topk_ids.flatten().tolist()
        amax = x.abs().amax(dim=-1).tolist()
        for row, e in enumerate(ids):
            self.expert_amax[e] = max(self.expert_amax[e], amax[row // topk_ids.shape[1]])
        self.batches += 1

    def compute_scale(self, x: torch.Tensor) -> torch.Tensor:
        self.batches += 1
        amax = max(self.expert_amax)
        logger.info("calibrated fp8 input scale %.5f over %d batches", amax / self.fp8_max, self.batches)
        return torch.full((1,), amax / self.fp8_max)

    def export(self) -> Dict[str, float]:
        return {f"experts.{i}.input_scale": a / self.fp8_max for i, a in enumerate(self.expert_amax)}
