from typing import List

import torch


class BaseGrammarObject:
    def __init__(self):
        self.finished = False

    def accept_token(self, token: int) -> None:
        raise NotImplementedError()

    def allocate_vocab_mask(self, vocab_size: int, batch_size: int, device) -> torch.Tensor:
        raise NotImplementedError()

    def fill_vocab_mask(self, vocab_mask: torch.Tensor, idx: int) -> None:
        raise NotImplementedError()

    @staticmethod
    def apply_vocab_mask(logits: torch.Tensor, vocab_mask: torch.Tensor) -> None:
        logits.masked_fill_(vocab_mask, float("-inf"))


GRAMMAR_BACKEND_REGISTRY = {}


def register_grammar_backend(name: str):
    def decorator(cls):
        GRAMMAR_BACKEND_REGISTRY[name] = cls
        return cls

    return decorator


def create_grammars(name: str, specs: List) -> List[BaseGrammarObject]:
    cls = GRAMMAR_BACKEND_REGISTRY[name]
    return [cls(spec) for spec in specs]
