import torch
from torch import nn

from .accounting import TokenAccounting


class GreedySampler(nn.Module):
    def __init__(self, temperature: float = 0.7):
        super().__init__()
        self.temperature = temperature
        self.accounting = TokenAccounting()

    def forward(self, logits: torch.Tensor) -> torch.Tensor:
        probs = torch.softmax(logits / self.temperature, dim=-1)
        next_tokens = probs.argmax(dim=-1)
        self.accounting.update(next_tokens)
        return next_tokens


compiled_sampler = torch.compile(GreedySampler(), fullgraph=True)
