import torch
import torch.nn as nn

from .rejection import num_accepted_per_request
from .spec_decode_metadata import calc_spec_decode_metadata


class GPUModelRunner(nn.Module):
    def __init__(self, hidden_size: int = 8, vocab_size: int = 32):
        super().__init__()
        self.norm = nn.LayerNorm(hidden_size)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def compute_logits(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return self.lm_head(self.norm(hidden_states))

    def sample_spec_tokens(
        self,
        hidden_states: torch.Tensor,
        num_draft_tokens: torch.Tensor,
        cu_num_scheduled_tokens: torch.Tensor,
        draft_token_ids: torch.Tensor,
    ):
        metadata = calc_spec_decode_metadata(num_draft_tokens, cu_num_scheduled_tokens, draft_token_ids)
        sample_hidden = hidden_states[metadata.logits_indices]
        logits = self.compute_logits(sample_hidden)
        target_argmax = logits[metadata.target_logits_indices].argmax(dim=-1)
        bonus_token_ids = logits[metadata.bonus_logits_indices].argmax(dim=-1)
        num_accepted = num_accepted_per_request(metadata, target_argmax)
        return bonus_token_ids, num_accepted


model_runner = GPUModelRunner()
sample_spec_tokens = torch.compile(model_runner.sample_spec_tokens, fullgraph=True)
