import torch
from torch import nn

from .samplers import get_sampler


class SpecDecodeVerifier(nn.Module):
    def __init__(self, hidden_size: int = 8, vocab_size: int = 8,
                 num_speculative_tokens: int = 3, method: str = "greedy"):
        super().__init__()
        self.num_speculative_tokens = num_speculative_tokens
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)
        self.sampler = get_sampler(method, num_speculative_tokens)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        # hidden_states: [num_speculative_tokens + 1, hidden]
        logits = self.lm_head(hidden_states)
        target_probs = torch.softmax(logits.float(), dim=-1)
        draft_token_ids = target_probs[:-1].roll(1, dims=-1).argmax(dim=-1)
        accepted = self.sampler.accept_mask(draft_token_ids, target_probs[:-1])
        num_accepted = self.sampler.count_accepted(accepted)
        bonus_token = target_probs[num_accepted].argmax(dim=-1)
        return torch.cat([draft_token_ids, bonus_token.view(1)])


verifier = SpecDecodeVerifier()
verify_step = torch.compile(verifier.forward, fullgraph=True)
