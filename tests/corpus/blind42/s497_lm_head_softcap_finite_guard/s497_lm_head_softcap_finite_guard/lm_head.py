from dataclasses import dataclass
from typing import Optional

import torch
from torch import nn

from .debug_utils import report_non_finite_logits


@dataclass(frozen=True)
class HeadConfig:
    vocab_size: int = 48
    hidden_size: int = 16
    logit_scale: float = 0.5  # Cohere/Command-R style output multiplier
    final_logit_softcapping: Optional[float] = 50.0
    debug_nan_logits: bool = True


class VocabEmbedding(nn.Module):
    def __init__(self, vocab_size: int, hidden_size: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(vocab_size, hidden_size) * 0.02)


class ScaledSoftcapLMHead(nn.Module):
    def __init__(self, config: HeadConfig, embed_tokens: VocabEmbedding):
        super().__init__()
        self.config = config
        self.embed_tokens = embed_tokens  # tied

    def _maybe_check(self, logits: torch.Tensor) -> None:
        if self.config.debug_nan_logits and not torch.compiler.is_compiling():
            report_non_finite_logits(logits, "lm_head")

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        logits = torch.nn.functional.linear(hidden_states, self.embed_tokens.weight)
        logits = logits * self.config.logit_scale
        cap = self.config.final_logit_softcapping
        if cap is not None:
            logits = cap * torch.tanh(logits / cap)
        self._maybe_check(logits)
        return logits


_CFG = HeadConfig()
_HEAD = ScaledSoftcapLMHead(_CFG, VocabEmbedding(_CFG.vocab_size, _CFG.hidden_size))


@torch.compile(fullgraph=True)
def compute_logits(hidden_states: torch.Tensor) -> torch.Tensor:
    return _HEAD(hidden_states[:, -1, :])
