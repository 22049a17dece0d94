from dataclasses import dataclass

import torch


@dataclass
class SpecDecodeMetadata:
    draft_token_ids: torch.Tensor   # [batch, k]
    bonus_token_ids: torch.Tensor   # [batch]
    num_spec_tokens: int

    @property
    def batch_size(self) -> int:
        return self.draft_token_ids.shape[0]

    @classmethod
    def from_tensors(cls, draft: torch.Tensor, bonus: torch.Tensor) -> "SpecDecodeMetadata":
        return cls(draft, bonus, draft.shape[1])
