import torch
from torch import nn

from .config import SpecDecodeConfig
from .sampler import RejectionSampler


class TargetHead(nn.Module):
    def __init__(self, config: SpecDecodeConfig):
        super().__init__()
        self.norm = nn.LayerNorm(config.hidden_size)
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)
        self.temperature = config.temperature

    def forward(self, hidden):
        logits = self.lm_head(self.norm(hidden))
        return torch.softmax(logits / self.temperature, dim=-1)


class Verifier(nn.Module):
    def __init__(self, config: SpecDecodeConfig):
        super().__init__()
        self.head = TargetHead(config)
        self.sampler = RejectionSampler(config)

    def forward(self, draft_tokens, draft_probs, hidden):
        target_probs = self.head(hidden)
        tokens, num_accepted = self.sampler(target_probs, draft_probs, draft_tokens)
        return tokens


_verifier = Verifier(SpecDecodeConfig())
verify_step = torch.compile(_verifier.forward, fullgraph=True)
