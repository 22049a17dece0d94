import torch

from .spec_stats import SpecDecodeStats
from .spec_utils import greedy_verify

SPECULATIVE_NUM_DRAFT_TOKENS = 4
spec_stats = SpecDecodeStats()


@torch.compile(fullgraph=True, dynamic=False)
def verify_step(draft_token_ids: torch.Tensor, target_logits: torch.Tensor):
    out = greedy_verify(draft_token_ids, target_logits)
    spec_stats.update(out.accept_length, num_draft_tokens=draft_token_ids.shape[0] * SPECULATIVE_NUM_DRAFT_TOKENS)
    return out.accepted_tokens, out.bonus_tokens
