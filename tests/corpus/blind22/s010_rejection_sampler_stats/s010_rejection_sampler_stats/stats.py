"""Acceptance-rate statistics for speculative decoding."""
from __future__ import annotations

import logging
import time

import torch

logger = logging.getLogger(__name__)


class SpecDecodingStats:
    def __init__(self, num_spec_tokens: int, log_every: int = 100):
        self.num_spec_tokens = num_spec_tokens
        self.log_every = log_every
        self.num_drafts = 0
        self.num_draft_tokens = 0
        self.num_accepted_tokens = 0
        self.accepted_per_pos = [0] * num_spec_tokens
        self._last_log = time.monotonic()

    def observe(self, accepted_mask: torch.Tensor) -> None:
        """accepted_mask: [B, K] bool, prefix-closed per row."""
        if torch.compiler.is_compiling():
            # Stats are collected by the eager wrapper from the returned counts.
            return
        per_pos = accepted_mask.sum(dim=0).tolist()
        self.num_drafts += accepted_mask.shape[0]
        self.num_draft_tokens += accepted_mask.numel()
        self.num_accepted_tokens += int(accepted_mask.sum().item())
        for i, n in enumerate(per_pos):
            self.accepted_per_pos[i] += n
        if self.num_drafts % self.log_every == 0:
            rate = self.num_accepted_tokens / max(1, self.num_draft_tokens)
            logger.info("spec decode acceptance rate %.3f after %.1fs", rate, time.monotonic() - self._last_log)


SPEC_STATS = SpecDecodingStats(num_spec_tokens=3)
