import os
from dataclasses import dataclass

import torch
from torch import nn

from .mask_appliers import get_mask_applier


@dataclass(frozen=True)
class GrammarSamplingConfig:
    mask_backend: str = "torch"
    temperature: float = 0.8

    @classmethod
    def from_env(cls) -> "GrammarSamplingConfig":
        return cls(
            mask_backend=os.environ.get("SGL_GRAMMAR_MASK_BACKEND", "torch"),
            temperature=float(os.environ.get("SGL_GRAMMAR_TEMPERATURE", "0.8")),
        )


class GrammarSampler(nn.Module):
    def __init__(self, config: GrammarSamplingConfig):
        super().__init__()
        self.config = config
        self.mask_applier = get_mask_applier(config.mask_backend)

    def forward(self, logits: torch.Tensor, vocab_mask: torch.Tensor) -> torch.Tensor:
        logits = self.mask_applier.apply_vocab_mask(logits, vocab_mask)
        probs = torch.softmax(logits / self.config.temperature, dim=-1)
        return torch.argmax(probs, dim=-1)


_sampler = GrammarSampler(GrammarSamplingConfig.from_env())


@torch.compile(fullgraph=True, dynamic=False)
def sample_with_grammar(logits: torch.Tensor, vocab_mask: torch.Tensor) -> torch.Tensor:
    return _sampler(logits.float(), vocab_mask)
