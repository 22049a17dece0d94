from dataclasses import dataclass, field
from typing import List

import torch


@dataclass
class SpecDecodingStats:
    num_spec_tokens: int
    num_drafts: int = 0
    num_draft_tokens: int = 0
    num_accepted_tokens: int = 0
    num_accepted_tokens_per_pos: List[int] = field(default_factory=list)

    def __post_init__(self):
        self.num_accepted_tokens_per_pos = [0] * self.num_spec_tokens

    @torch.compiler.disable
    def observe_draft(self, num_draft_tokens: torch.Tensor, num_accepted_tokens: torch.Tensor) -> None:
        drafts = num_draft_tokens.tolist()
        accepted = num_accepted_tokens.tolist()
        self.num_drafts += len(drafts)
        self.num_draft_tokens += sum(drafts)
        self.num_accepted_tokens += sum(accepted)
        for n in accepted:
            for pos in range(n):
                self.num_accepted_tokens_per_pos[pos] += 1

    @property
    def acceptance_rate(self) -> float:
        if self.num_draft_tokens == 0:
            return 0.0
        return self.num_accepted_tokens / self.num_draft_tokens
