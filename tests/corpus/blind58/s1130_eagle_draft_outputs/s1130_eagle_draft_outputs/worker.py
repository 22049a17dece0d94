from __future__ import annotations

import logging

import torch

from .draft_model import EagleDraftHead
from .spec_info import EagleVerifyOutput, SpeculativeConfig

logger = logging.getLogger(__name__)


class EagleWorker:
    def __init__(self, spec_config: SpeculativeConfig | None = None):
        self.spec_config = spec_config or SpeculativeConfig()
        self.draft_model = EagleDraftHead()
        self.num_verified = 0

    def draft(self, hidden_states: torch.Tensor):
        out = self.draft_model(hidden_states, **self.spec_config.draft_kwargs())
        topk_p, topk_index, hidden, last_hidden = out.to_tuple()
        scores = topk_p.log() + (hidden - last_hidden).pow(2).mean(-1, keepdim=True)
        return scores, topk_index

    def record_verify(self, result: EagleVerifyOutput) -> None:
        stats = result.to_dict()
        self.num_verified += int(stats["accept_length"].sum())
        logger.debug("verify: %s", {k: tuple(v.shape) for k, v in stats.items() if torch.is_tensor(v)})


worker = EagleWorker()
draft_step = torch.compile(worker.draft, fullgraph=True)
