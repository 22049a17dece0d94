from typing import Callable, Iterable, Optional

import torch
import torch.nn as nn

AcceptObserver = Callable[[torch.Tensor, int], None]


def _get_recovered_probs(target_probs: torch.Tensor, draft_probs: torch.Tensor) -> torch.Tensor:
    diff = torch.clamp(target_probs - draft_probs, min=0)
    return diff / diff.sum(dim=-1, keepdim=True).clamp_min(1e-10)


class RejectionSampler(nn.Module):
    """Standard speculative-sampling acceptance (Leviathan et al. / Chen et al.)."""

    def __init__(self, observers: Optional[Iterable[AcceptObserver]] = None):
        super().__init__()
        self._observers = list(observers or ())

    def add_observer(self, fn: AcceptObserver) -> None:
        self._observers.append(fn)

    def _batch_modified_rejection_sampling(self, target_probs, draft_probs, draft_token_ids, uniform):
        # target_probs / draft_probs: [bs, k, vocab]; draft_token_ids / uniform: [bs, k]
        idx = draft_token_ids.unsqueeze(-1)
        p = target_probs.gather(-1, idx).squeeze(-1)
        q = draft_probs.gather(-1, idx).squeeze(-1)
        accepted = uniform < torch.clamp(p / q.clamp_min(1e-10), max=1.0)
        recovered = torch.argmax(
            _get_recovered_probs(target_probs, draft_probs) / torch.empty_like(target_probs).exponential_(1.0),
            dim=-1,
        )
        return accepted, recovered

    def forward(self, target_probs, draft_probs, draft_token_ids, bonus_token_ids, uniform):
        bs, k = draft_token_ids.shape
        accepted, recovered = self._batch_modified_rejection_sampling(
            target_probs, draft_probs, draft_token_ids, uniform
        )
        # a draft token only counts if every earlier one was accepted
        prefix_accepted = accepted.long().cumprod(dim=-1).bool()
        first_reject = prefix_accepted.long().sum(dim=-1, keepdim=True)
        positions = torch.arange(k + 1, device=draft_token_ids.device).expand(bs, -1)

        drafts_and_bonus = torch.cat([draft_token_ids, bonus_token_ids], dim=-1)
        recovered_padded = torch.cat([recovered, bonus_token_ids], dim=-1)
        output = torch.where(positions < first_reject, drafts_and_bonus, recovered_padded)
        output = torch.where(positions > first_reject, torch.full_like(output, -1), output)
        # all k accepted -> the bonus token is emitted at position k
        output[:, k:] = torch.where(first_reject == k, bonus_token_ids, output[:, k:])

        for observer in self._observers:
            observer(prefix_accepted, k)
        return output
