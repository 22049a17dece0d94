from dataclasses import dataclass

import torch
from torch import nn

from .grammar import apply_token_bitmask


@dataclass(frozen=True)
class StructuredOutputConfig:
    vocab_size: int = 32
    temperature: float = 0.8
    backend: str = "xgrammar"


class ConstrainedSampler(nn.Module):
    def __init__(self, config: StructuredOutputConfig):
        super().__init__()
        self.config = config

    def forward(self, logits: torch.Tensor, token_bitmask: torch.Tensor) -> torch.Tensor:
        logits = logits[:, : self.config.vocab_size]
        logits = apply_token_bitmask(logits, token_bitmask)
        probs = torch.softmax(logits / self.config.temperature, dim=-1)
        return probs.argmax(dim=-1)


compiled_sampler = torch.compile(ConstrainedSampler(StructuredOutputConfig()), fullgraph=True)
