"""Records per-expert load over a sliding window and re-packs experts."""
from __future__ import annotations

import dataclasses

import torch

from .placement import greedy_pack


@dataclasses.dataclass(frozen=True)
class EPLBConfig:
    num_experts: int = 4
    num_ranks: int = 2
    window_size: int = 8
    step_interval: int = 1


class ExpertLoadBalancer:
    def __init__(self, cfg: EPLBConfig):
        self.cfg = cfg
        self.window = torch.zeros(cfg.window_size, cfg.num_experts)
        self.window_pos = 0
        self.steps = 0
        self.rank_of_expert = torch.arange(cfg.num_experts) % cfg.num_ranks

    def record(self, topk_ids: torch.Tensor) -> None:
        counts = torch.bincount(topk_ids.flatten(), minlength=self.cfg.num_experts)
        self.window[self.window_pos].copy_(counts[: self.cfg.num_experts])
        self.window_pos = (self.window_pos + 1) % self.cfg.window_size
        self.steps += 1
        if self.steps % self.cfg.step_interval == 0:
            self._rearrange()

    def _rearrange(self) -> None:
        load = self.window.sum(dim=0)
        share = load / load.sum().clamp_min(1.0)
        rank_of = greedy_pack(share.tolist(), self.cfg.num_ranks)
        self.rank_of_expert.copy_(torch.tensor(rank_of))
