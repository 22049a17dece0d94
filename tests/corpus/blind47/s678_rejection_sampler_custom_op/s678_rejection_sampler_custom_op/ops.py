"""Reference rejection sampler (the CUDA kernel has the same schema).

Per request, walk the draft chain: accept draft token ``t`` with probability
``min(1, p_target(t) / p_draft(t))``; on the first rejection sample the bonus
token from the residual ``max(0, p_target - p_draft)``; if everything is
accepted, sample the bonus token from the target's last distribution.
"""
from __future__ import annotations

from typing import Tuple

import torch


@torch.library.custom_op("blind47_s678::rejection_sample", mutates_args=())
def rejection_sample(
    draft_token_ids: torch.Tensor,   # [bs, k] int64
    draft_probs: torch.Tensor,       # [bs, k, vocab]
    target_probs: torch.Tensor,      # [bs, k + 1, vocab]
    uniform: torch.Tensor,           # [bs, k + 1] uniform(0, 1) samples
) -> Tuple[torch.Tensor, torch.Tensor]:
    bs, k = draft_token_ids.shape
    out_tokens = torch.full((bs, k + 1), -1, dtype=torch.int64)
    accept_lens = torch.zeros(bs, dtype=torch.int64)
    for i in range(bs):
        n = 0
        while n < k:
            tok = int(draft_token_ids[i, n].item())
            p_t = target_probs[i, n, tok].item()
            p_d = draft_probs[i, n, tok].item()
            if uniform[i, n].item() * p_d > p_t:
                break
            out_tokens[i, n] = tok
            n += 1
        if n < k:
            residual = (target_probs[i, n] - draft_probs[i, n]).clamp_min(0)
            if residual.sum().item() <= 0:
                residual = target_probs[i, n]
        else:
            residual = target_probs[i, n]
        cdf = (residual / residual.sum()).cumsum(0)
        bonus = int(torch.searchsorted(cdf, uniform[i, k].reshape(1) * cdf[-1]).clamp_max(cdf.numel() - 1).item())
        out_tokens[i, n] = bonus
        accept_lens[i] = n
    return out_tokens, accept_lens


@rejection_sample.register_fake
def _(draft_token_ids, draft_probs, target_probs, uniform):
    bs, k = draft_token_ids.shape
    return (
        draft_token_ids.new_empty((bs, k + 1)),
        draft_token_ids.new_empty((bs,)),
    )
