"""Sliding-window expert load statistics used to decide when to rebalance."""
from __future__ import annotations

from dataclasses import dataclass

import torch


@dataclass
class EplbConfig:
    window_size: int = 8
    imbalance_threshold: float = 1.5
    num_redundant_experts: int = 0


class ExpertLoadRecorder:
    """Base recorder: keeps a [window, num_experts] ring buffer of token counts."""

    def __init__(self, num_experts: int, config: EplbConfig):
        self.config = config
        self.num_experts = num_experts
        self.expert_load_window = torch.zeros(config.window_size, num_experts, dtype=torch.float32)
        self.window_step = 0
        self.needs_rebalance = False

    def _count(self, topk_ids: torch.Tensor) -> torch.Tensor:
        flat = topk_ids.flatten()
        load = torch.zeros(self.num_experts, dtype=torch.float32, device=flat.device)
        return load.scatter_add_(0, flat, torch.ones_like(flat, dtype=torch.float32))

    def record(self, topk_ids: torch.Tensor) -> torch.Tensor:
        load = self._count(topk_ids)
        self.expert_load_window[self.window_step % self.config.window_size].copy_(load)
        self.window_step += 1
        self.on_step(load)
        return load

    def on_step(self, load: torch.Tensor) -> None:
        pass


class EplbState(ExpertLoadRecorder):
    """Flags a rebalance when the windowed max/mean load ratio crosses a threshold."""

    def balancedness(self) -> torch.Tensor:
        total = self.expert_load_window.sum(dim=0)
        return total.max() / total.mean().clamp(min=1.0)

    def on_step(self, load: torch.Tensor) -> None:
        imbalance = self.balancedness().item()
        if imbalance > self.config.imbalance_threshold:
            self.needs_rebalance = True
