import torch
from torch import nn

from .state import SamplingState


class GreedySampler(nn.Module):
    def __init__(self, temperature: float = 1.0) -> None:
        super().__init__()
        self.temperature = temperature

    def forward(self, logits: torch.Tensor) -> torch.Tensor:
        state = SamplingState(batch_size=logits.shape[0], vocab_size=logits.shape[-1])
        probs = (logits / self.temperature).softmax(dim=-1)
        return probs.argmax(dim=-1) % state.vocab_size


compiled = torch.compile(GreedySampler(), fullgraph=True)
