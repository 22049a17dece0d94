from typing import Callable, Dict, Type

import torch

from .bitmask_ops import (
    allocate_token_bitmask,
    apply_token_bitmask_inplace_cpu,
    apply_token_bitmask_inplace_torch,
)


class BaseGrammarBackend:
    name = "base"

    def __init__(self, vocab_size: int):
        self.vocab_size = vocab_size

    def allocate_vocab_mask(self, batch_size: int) -> torch.Tensor:
        return allocate_token_bitmask(batch_size, self.vocab_size)

    @staticmethod
    def apply_vocab_mask(logits: torch.Tensor, vocab_mask: torch.Tensor) -> None:
        raise NotImplementedError


class XGrammarGrammarBackend(BaseGrammarBackend):
    name = "xgrammar"

    @staticmethod
    def apply_vocab_mask(logits: torch.Tensor, vocab_mask: torch.Tensor) -> None:
        if logits.device.type == "cpu":
            apply_token_bitmask_inplace_cpu(logits, vocab_mask)
        else:
            apply_token_bitmask_inplace_torch(logits, vocab_mask)


class OutlinesGrammarBackend(BaseGrammarBackend):
    name = "outlines"

    @staticmethod
    def apply_vocab_mask(logits: torch.Tensor, vocab_mask: torch.Tensor) -> None:
        apply_token_bitmask_inplace_torch(logits, vocab_mask)


GRAMMAR_BACKENDS: Dict[str, Type[BaseGrammarBackend]] = {
    XGrammarGrammarBackend.name: XGrammarGrammarBackend,
    OutlinesGrammarBackend.name: OutlinesGrammarBackend,
}


def create_grammar_backend(name: str, vocab_size: int) -> BaseGrammarBackend:
    try:
        backend_cls = GRAMMAR_BACKENDS[name]
    except KeyError:
        raise ValueError(f"Invalid grammar backend: {name}") from None
    return backend_cls(vocab_size)


ApplyMaskFunc = Callable[[torch.Tensor, torch.Tensor], None]
