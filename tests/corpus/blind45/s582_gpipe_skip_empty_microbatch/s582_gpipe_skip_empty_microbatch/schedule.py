from typing import Callable, List

import torch

from .micro_batching import MicroBatch, merge_microbatches, split_microbatches


class PipelineSchedule:
    def __init__(self, num_microbatches: int):
        self.num_microbatches = num_microbatches

    def step(self, stage_fn: Callable, hidden_states, token_mask) -> torch.Tensor:
        mbs = split_microbatches(hidden_states, token_mask, self.num_microbatches)
        return merge_microbatches(self._run(stage_fn, mbs))

    def _run(self, stage_fn, mbs: List[MicroBatch]) -> List[torch.Tensor]:
        raise NotImplementedError


class ScheduleGPipe(PipelineSchedule):
    """All forwards of the local stage, one micro-batch after another."""

    def _run(self, stage_fn, mbs):
        outputs = []
        for mb in mbs:
            outputs.append(self._forward_one(stage_fn, mb))
        return outputs

    def _forward_one(self, stage_fn, mb: MicroBatch) -> torch.Tensor:
        # padding-only micro-batches (tail of a bucketed batch) skip the stage
        if not mb.token_mask.any():
            return torch.zeros_like(mb.hidden_states)
        out = stage_fn(mb.hidden_states)
        return out * mb.token_mask.unsqueeze(-1).to(out.dtype)
