from dataclasses import dataclass

import torch


@dataclass
class SpecDecodeMetadata:
    # [num_draft_tokens_total]
    draft_token_ids: torch.Tensor
    # [batch_size]
    num_draft_tokens: torch.Tensor
    # [batch_size]
    cu_num_draft_tokens: torch.Tensor
    # [num_draft_tokens_total]
    target_logits_indices: torch.Tensor
    # [batch_size]
    bonus_logits_indices: torch.Tensor
    # [num_draft_tokens_total + batch_size]
    logits_indices: torch.Tensor

    @property
    def batch_size(self) -> int:
        return self.num_draft_tokens.shape[0]


def calc_spec_decode_metadata(
    num_draft_tokens: torch.Tensor,
    cu_num_scheduled_tokens: torch.Tensor,
    draft_token_ids: torch.Tensor,
) -> SpecDecodeMetadata:
    """Per-request draft counts -> flat logits indices (ragged, one bonus slot per request)."""
    num_sampled_tokens = num_draft_tokens + 1
    cu_num_sampled_tokens = torch.cumsum(num_sampled_tokens, dim=0)
    total_num_sampled_tokens = int(cu_num_sampled_tokens[-1])

    # [4, 1, 3] -> [0, 0, 0, 0, 0, 5, 5, 6, 6, 6, 6]
    cumsums_offsets = torch.repeat_interleave(
        cu_num_sampled_tokens - num_sampled_tokens, num_sampled_tokens, output_size=total_num_sampled_tokens
    )
    arange = torch.arange(total_num_sampled_tokens, device=num_draft_tokens.device) - cumsums_offsets
    logits_indices = torch.repeat_interleave(
        cu_num_scheduled_tokens - num_sampled_tokens, num_sampled_tokens, output_size=total_num_sampled_tokens
    )
    logits_indices = logits_indices + arange

    bonus_logits_indices = cu_num_sampled_tokens - 1
    cu_num_draft_tokens = torch.cumsum(num_draft_tokens, dim=0)
    is_draft = torch.ones_like(logits_indices, dtype=torch.bool)
    is_draft[bonus_logits_indices] = False
    target_logits_indices = torch.arange(total_num_sampled_tokens, device=num_draft_tokens.device)[is_draft]

    return SpecDecodeMetadata(
        draft_token_ids=draft_token_ids,
        num_draft_tokens=num_draft_tokens,
        cu_num_draft_tokens=cu_num_draft_tokens,
        target_logits_indices=target_logits_indices,
        bonus_logits_indices=bonus_logits_indices,
        logits_indices=logits_indices,
    )
