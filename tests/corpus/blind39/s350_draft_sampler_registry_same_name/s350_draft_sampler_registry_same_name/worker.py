import os
import time
from dataclasses import dataclass

import torch

from .samplers import DRAFT_SAMPLERS


@dataclass
class SpecServerArgs:
    speculative_draft_sampler: str = "top_k"
    speculative_draft_top_k: int = 4
    speculative_temperature: float = 1.0


class SpecDecodeWorker:
    def __init__(self, server_args: SpecServerArgs):
        self.server_args = server_args
        sampler_cls = DRAFT_SAMPLERS[server_args.speculative_draft_sampler]
        self.sampler = sampler_cls(
            top_k=server_args.speculative_draft_top_k,
            temperature=server_args.speculative_temperature,
        )
        # per-process seed, decided once on the host
        self.seed = (int(time.time()) ^ os.getpid()) & 0xFFFF
        torch.manual_seed(self.seed)

    def _greedy_accept(self, draft_ids: torch.Tensor, target_logits: torch.Tensor):
        target_ids = target_logits.argmax(dim=-1)                     # [bs, steps + 1]
        accepted = (draft_ids == target_ids[:, :-1]).long().cumprod(dim=-1)
        accept_length = accepted.sum(dim=-1)
        bonus_ids = target_ids.gather(1, accept_length.unsqueeze(1)).squeeze(1)
        return accept_length, bonus_ids

    @torch.compile(fullgraph=True)
    def draft_and_verify(self, draft_logits: torch.Tensor, target_logits: torch.Tensor):
        draft_ids, draft_probs = self.sampler.sample(draft_logits)
        accept_length, bonus_ids = self._greedy_accept(draft_ids, target_logits)
        return draft_ids, draft_probs, accept_length, bonus_ids
