from dataclasses import dataclass
from typing import Optional

import torch
from torch import nn

from .postprocess import get_logits_postprocessor


@dataclass
class TextConfig:
    model_type: str = "gemma2"
    hidden_size: int = 8
    vocab_size: int = 60
    padded_vocab_size: int = 64
    tie_word_embeddings: bool = True
    final_logit_softcapping: Optional[float] = 30.0
    logit_scale: float = 1.0


class Gemma2ForCausalLM(nn.Module):
    def __init__(self, config: TextConfig):
        super().__init__()
        self.config = config
        self.embed_tokens = nn.Embedding(config.padded_vocab_size, config.hidden_size)
        self.norm = nn.RMSNorm(config.hidden_size, eps=1e-6)
        if config.tie_word_embeddings:
            self.lm_head = self.embed_tokens
        else:
            self.lm_head = nn.Linear(config.hidden_size, config.padded_vocab_size, bias=False)
        self.postprocess = get_logits_postprocessor(config)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        hidden_states = self.norm(hidden_states)
        logits = torch.matmul(hidden_states, self.lm_head.weight.t())
        return self.postprocess(logits.float())


model = torch.compile(Gemma2ForCausalLM(TextConfig()), fullgraph=True)
