from dataclasses import dataclass
from typing import Optional

import torch
from torch import nn

from .logits_processor import LogitsProcessor


@dataclass
class Gemma2LMConfig:
    vocab_size: int = 96
    hidden_size: int = 16
    final_logit_softcapping: Optional[float] = 30.0
    logit_scale: float = 1.0
    tie_word_embeddings: bool = True


class Gemma2ForCausalLM(nn.Module):
    def __init__(self, config: Gemma2LMConfig):
        super().__init__()
        self.config = config
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.final_norm = nn.LayerNorm(config.hidden_size)
        if config.tie_word_embeddings:
            self.lm_head = self.embed_tokens
        else:
            self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)
        self.logits_processor = LogitsProcessor(
            config.vocab_size,
            scale=config.logit_scale,
            soft_cap=config.final_logit_softcapping,
        )

    def compute_logits(self, hidden_states: torch.Tensor) -> torch.Tensor:
        hidden_states = self.final_norm(hidden_states)
        return self.logits_processor(self.lm_head, hidden_states)


model = Gemma2ForCausalLM(Gemma2LMConfig())
compute_logits = torch.compile(model.compute_logits, fullgraph=True)
