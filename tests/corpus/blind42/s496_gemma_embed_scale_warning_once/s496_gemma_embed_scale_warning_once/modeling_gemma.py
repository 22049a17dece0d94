from dataclasses import dataclass
from typing import Optional

import torch
from torch import nn

from .logging_utils import get_logger

logger = get_logger(__name__)


@dataclass
class GemmaConfig:
    vocab_size: int = 40
    hidden_size: int = 16
    pad_token_id: int = 0
    # Older exported configs do not carry this field; Gemma scales by sqrt(hidden_size).
    embed_scale: Optional[float] = None
    final_logit_softcapping: Optional[float] = 30.0


class GemmaScaledWordEmbedding(nn.Embedding):
    def __init__(self, config: GemmaConfig):
        super().__init__(config.vocab_size, config.hidden_size, padding_idx=config.pad_token_id)
        self.config = config

    @property
    def embed_scale(self) -> float:
        if self.config.embed_scale is not None:
            return self.config.embed_scale
        logger.warning_once(
            "`embed_scale` missing from the config; falling back to sqrt(hidden_size). "
            "Re-export the checkpoint to silence this warning."
        )
        return self.config.hidden_size**0.5

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        hidden = super().forward(input_ids)
        # The normalizer is rounded to the activation dtype, as in the reference implementation.
        normalizer = torch.tensor(self.embed_scale, dtype=hidden.dtype)
        return hidden * normalizer


class GemmaLMHead(nn.Module):
    def __init__(self, config: GemmaConfig, embed_tokens: GemmaScaledWordEmbedding):
        super().__init__()
        self.embed_tokens = embed_tokens
        self.final_logit_softcapping = config.final_logit_softcapping

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        logits = hidden_states @ self.embed_tokens.weight.t()
        if self.final_logit_softcapping is not None:
            cap = self.final_logit_softcapping
            logits = torch.tanh(logits / cap) * cap
        return logits


_CONFIG = GemmaConfig()
embed_tokens = GemmaScaledWordEmbedding(_CONFIG)
lm_head = GemmaLMHead(_CONFIG, embed_tokens)


@torch.compile(fullgraph=True, dynamic=False)
def embed_and_project(input_ids: torch.Tensor) -> torch.Tensor:
    # Shallow "embedding -> tied head" path used by the speculative draft warmup.
    hidden = embed_tokens(input_ids)
    return lm_head(hidden)
