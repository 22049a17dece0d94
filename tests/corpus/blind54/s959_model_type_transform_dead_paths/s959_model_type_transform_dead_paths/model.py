import logging
from dataclasses import dataclass
from typing import Optional

import torch
from torch import nn

from .adapters import PaddedVocabAdapter
from .transforms import build_transform

logger = logging.getLogger(__name__)


@dataclass
class CohereConfig:
    model_type: str = "cohere"
    vocab_size: int = 100
    hidden_size: int = 8
    logit_scale: float = 0.125
    final_logit_softcapping: Optional[float] = None
    output_multiplier_scale: float = 1.0
    tie_word_embeddings: bool = True


class CohereForCausalLM(nn.Module):
    def __init__(self, config: CohereConfig):
        super().__init__()
        self.config = config
        padded = (config.vocab_size + 63) // 64 * 64
        self.embed_tokens = nn.Embedding(padded, config.hidden_size)
        self.norm = nn.LayerNorm(config.hidden_size, bias=False)
        self.lm_head = self.embed_tokens if config.tie_word_embeddings else nn.Linear(config.hidden_size, padded, bias=False)
        self.vocab_adapter = PaddedVocabAdapter(config.vocab_size)
        self.logits_transform = build_transform(config)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        hidden_states = self.norm(hidden_states)
        logits = torch.matmul(hidden_states, self.lm_head.weight.t())
        logits = self.vocab_adapter.apply(logits)
        if self.config.final_logit_softcapping:
            logger.warning("applying final_logit_softcapping=%s", self.config.final_logit_softcapping)
            logits = torch.tanh(logits / self.config.final_logit_softcapping) * self.config.final_logit_softcapping
        return self.logits_transform(logits)


model = torch.compile(CohereForCausalLM(CohereConfig()), fullgraph=True)
