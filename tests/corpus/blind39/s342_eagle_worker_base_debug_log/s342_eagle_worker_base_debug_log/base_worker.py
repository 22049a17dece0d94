"""Shared plumbing for speculative draft workers."""
import logging

import torch
import torch.nn as nn

logger = logging.getLogger(__name__)


class SpeculativeWorkerBase(nn.Module):
    """Base class: owns the step counter and the draft-output bookkeeping."""

    def __init__(self, num_steps: int, topk: int):
        super().__init__()
        self.speculative_num_steps = num_steps
        self.topk = topk
        self.forward_ct = 0

    def _finalize_draft(self, score_list, token_list, parents_list):
        scores = torch.cat(score_list, dim=1).flatten(1)
        tokens = torch.cat(token_list, dim=1)
        parents = torch.cat(parents_list, dim=1)
        self._trace_draft_shapes(scores, tokens)
        return scores, tokens, parents

    def _trace_draft_shapes(self, scores: torch.Tensor, tokens: torch.Tensor) -> None:
        logger.debug(
            "draft: steps=%d topk=%d scores=%s tokens=%s",
            self.speculative_num_steps,
            self.topk,
            tuple(scores.shape),
            tuple(tokens.shape),
        )
