from typing import Callable, Dict

import torch
import torch.nn.functional as F
from torch import nn

from .debug_utils import maybe_dump_tensor


class LMHeadBase(nn.Module):
    def __init__(self, vocab_size: int, hidden_size: int, pad_to: int = 64):
        super().__init__()
        self.org_vocab_size = vocab_size
        self.padded_vocab_size = (vocab_size + pad_to - 1) // pad_to * pad_to
        self.weight = nn.Parameter(torch.randn(self.padded_vocab_size, hidden_size) * 0.02)

    def project(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return F.linear(hidden_states, self.weight)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        logits = self.project(hidden_states)
        return self._finalize(logits)

    def _finalize(self, logits: torch.Tensor) -> torch.Tensor:
        logits = logits[..., : self.org_vocab_size].float()
        maybe_dump_tensor("logits", logits)
        return logits


class ParallelLMHead(LMHeadBase):
    pass


class ScaledLMHead(LMHeadBase):
    def __init__(self, vocab_size: int, hidden_size: int, logit_scale: float = 1.0):
        super().__init__(vocab_size, hidden_size)
        self.logit_scale = logit_scale

    def project(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return super().project(hidden_states) * self.logit_scale


LM_HEAD_REGISTRY: Dict[str, Callable[..., LMHeadBase]] = {
    "default": lambda cfg: ParallelLMHead(cfg.vocab_size, cfg.hidden_size),
    "scaled": lambda cfg: ScaledLMHead(cfg.vocab_size, cfg.hidden_size, cfg.logit_scale),
}


def build_lm_head(cfg) -> LMHeadBase:
    return LM_HEAD_REGISTRY[cfg.lm_head_type](cfg)
