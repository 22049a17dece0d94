import torch
from torch import nn

from .seeding import SeedManager


class DeterministicSampler(nn.Module):
    def __init__(self, temperature: float = 0.8):
        super().__init__()
        self.temperature = temperature
        self.seeds = SeedManager()

    def forward(self, logits: torch.Tensor) -> torch.Tensor:
        self.seeds.reseed_for_step()
        probs = torch.softmax(logits / self.temperature, dim=-1)
        return torch.multinomial(probs, num_samples=1).squeeze(-1)


compiled_sampler = torch.compile(DeterministicSampler(), fullgraph=True)
