from dataclasses import dataclass
from typing import List

import torch

PLACEHOLDER_TOKEN_ID = -1


@dataclass
class SpecDecodeMetadata:
    # [num_tokens]
    draft_token_ids: torch.Tensor
    # [batch_size]
    num_draft_tokens: List[int]
    # [batch_size]
    cu_num_draft_tokens: torch.Tensor
    # [num_tokens]
    target_logits_indices: torch.Tensor
    # [batch_size]
    bonus_logits_indices: torch.Tensor

    def __post_init__(self):
        self.max_spec_len = max(self.num_draft_tokens)

    @classmethod
    def from_uniform(cls, draft_token_ids: torch.Tensor, num_spec_tokens: int) -> "SpecDecodeMetadata":
        batch_size = draft_token_ids.shape[0] // num_spec_tokens
        num_draft_tokens = [num_spec_tokens] * batch_size
        device = draft_token_ids.device
        cu = torch.arange(1, batch_size + 1, device=device, dtype=torch.int32) * num_spec_tokens
        per_req = num_spec_tokens + 1
        req_offsets = torch.arange(batch_size, device=device) * per_req
        target = (req_offsets[:, None] + torch.arange(num_spec_tokens, device=device)[None, :]).flatten()
        bonus = req_offsets + num_spec_tokens
        return cls(
            draft_token_ids=draft_token_ids,
            num_draft_tokens=num_draft_tokens,
            cu_num_draft_tokens=cu,
            target_logits_indices=target,
            bonus_logits_indices=bonus,
        )
