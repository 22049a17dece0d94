from __future__ import annotations

import torch

from .acceptance import acceptance_mask, count_prefix_accepted, residual_distribution


class SpecDecodeState:
    """Bookkeeping for one request; kept tiny for the example."""

    def __init__(self, num_speculative_tokens: int = 4) -> None:
        self.k = num_speculative_tokens
        self.bonus_token_id = -1

    def build_output(
        self,
        draft_tokens: torch.Tensor,
        target_probs: torch.Tensor,
        draft_probs: torch.Tensor,
        num_accepted: int,
    ) -> torch.Tensor:
        out = torch.full((self.k + 1,), self.bonus_token_id, dtype=torch.int64)
        for i in range(num_accepted):
            out[i] = draft_tokens[i]
        if num_accepted < self.k:
            probs = residual_distribution(target_probs[num_accepted], draft_probs[num_accepted])
        else:
            probs = target_probs[self.k]
        out[num_accepted] = probs.argmax()
        return out


_STATE = SpecDecodeState(num_speculative_tokens=4)


@torch.compile(fullgraph=True)
def verify_step(
    draft_tokens: torch.Tensor,
    draft_probs: torch.Tensor,
    target_probs: torch.Tensor,
    uniform: torch.Tensor,
) -> torch.Tensor:
    accepted = acceptance_mask(draft_tokens, draft_probs, target_probs, uniform)
    num_accepted = count_prefix_accepted(accepted)
    return _STATE.build_output(draft_tokens, target_probs, draft_probs, num_accepted)
