"""Target-model runner for chain speculative decoding."""
import torch
from torch import nn

from .metrics import SpecDecodeMetrics
from .verifier import ChainVerifier


class SpecDecodeRunner(nn.Module):
    def __init__(self, hidden_size: int = 8, vocab_size: int = 16, num_spec_tokens: int = 3):
        super().__init__()
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)
        self.metrics = SpecDecodeMetrics(num_spec_tokens)
        self.verifier = ChainVerifier(num_spec_tokens)
        self.verifier.add_callback(self.metrics.on_step_end)

    @torch.compile(fullgraph=True)
    def verify_and_accept(self, draft_tokens: torch.Tensor, target_hidden: torch.Tensor):
        logits = self.lm_head(target_hidden)
        num_accepted, bonus = self.verifier(draft_tokens, logits)
        next_hidden = target_hidden.gather(
            1, num_accepted[:, None, None].expand(-1, 1, target_hidden.shape[-1])
        ).squeeze(1)
        return num_accepted, bonus, next_hidden
