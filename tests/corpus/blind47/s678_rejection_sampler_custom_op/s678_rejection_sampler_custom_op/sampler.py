"""Target-side verification with stochastic acceptance."""
import torch

from . import ops  # noqa: F401


def _probs(logits: torch.Tensor, temperature: float) -> torch.Tensor:
    return torch.softmax(logits / max(temperature, 1e-5), dim=-1)


@torch.compile(fullgraph=True)
def verify_with_rejection_sampling(draft_token_ids, draft_logits, target_logits, uniform):
    draft_probs = _probs(draft_logits, 0.7)
    target_probs = _probs(target_logits, 0.7)
    tokens, accept_lens = torch.ops.blind47_s678.rejection_sample(draft_token_ids, draft_probs, target_probs, uniform)
    num_emitted = accept_lens + 1
    return tokens, accept_lens, num_emitted
