import torch
import torch.nn as nn

from .metadata import SpecDecodeMetadata
from .rejection_sampler import RejectionSampler


class SpecDecodeHead(nn.Module):
    def __init__(self, hidden_size: int = 8, vocab_size: int = 16, num_spec_tokens: int = 2):
        super().__init__()
        self.num_spec_tokens = num_spec_tokens
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)
        self.rejection_sampler = RejectionSampler()

    def forward(self, hidden_states: torch.Tensor, draft_token_ids: torch.Tensor) -> torch.Tensor:
        metadata = SpecDecodeMetadata.from_uniform(draft_token_ids, self.num_spec_tokens)
        logits = self.lm_head(hidden_states)
        target_logits = logits[metadata.target_logits_indices]
        bonus_logits = logits[metadata.bonus_logits_indices]
        bonus_token_ids = bonus_logits.argmax(dim=-1)
        return self.rejection_sampler(metadata, target_logits, bonus_token_ids)


spec_head = SpecDecodeHead()
compiled_spec_head = torch.compile(spec_head, fullgraph=True)
