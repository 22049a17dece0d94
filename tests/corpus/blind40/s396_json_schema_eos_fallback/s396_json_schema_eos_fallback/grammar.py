from dataclasses import dataclass

import torch

from .mask_utils import ensure_eos_reachable, unpack_vocab_mask


@dataclass
class GrammarConfig:
    vocab_size: int
    eos_token_id: int
    allow_eos_fallback: bool = True


class BaseGrammarObject:
    def __init__(self, config: GrammarConfig):
        self.config = config

    def apply_vocab_mask(self, logits: torch.Tensor, vocab_mask: torch.Tensor) -> torch.Tensor:
        allowed = self.unpack(vocab_mask)
        return logits.masked_fill(~allowed, float("-inf"))

    def unpack(self, vocab_mask: torch.Tensor) -> torch.Tensor:
        return unpack_vocab_mask(vocab_mask, self.config.vocab_size)


class JsonSchemaGrammar(BaseGrammarObject):
    def unpack(self, vocab_mask: torch.Tensor) -> torch.Tensor:
        allowed = super().unpack(vocab_mask)
        if self.config.allow_eos_fallback:
            allowed = ensure_eos_reachable(allowed, self.config.eos_token_id)
        return allowed
